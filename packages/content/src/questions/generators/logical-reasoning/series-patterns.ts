import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { fitsSomeModel, nextByDifferences, nextTerm } from './series-fitting.js';

/**
 * Series shapes: two series woven together, a missing term in the middle, and letter-number terms
 * (A1, C3, E5 …). The checkers fit generic models (series-fitting.ts) and know no rule names.
 */

interface Simple {
  term: (j: number) => number;
  en: string;
  hi: string;
}

/** A short simple series for one strand of an alternating series. */
function strand(rng: Rng): Simple {
  const kind = rng.pick(['up', 'down', 'times', 'square'] as const);
  if (kind === 'up') {
    const a = rng.int(1, 30);
    const d = rng.int(2, 9);
    return { term: (j) => a + j * d, en: `goes up by ${d}`, hi: `हर बार ${d} बढ़ती है` };
  }
  if (kind === 'down') {
    const d = rng.int(2, 9);
    const a = rng.int(5 * d, 5 * d + 40);
    return { term: (j) => a - j * d, en: `goes down by ${d}`, hi: `हर बार ${d} घटती है` };
  }
  if (kind === 'times') {
    const k = rng.pick([2, 3]);
    const a = rng.int(1, 6);
    return {
      term: (j) => a * k ** j,
      en: `is multiplied by ${k} at each step`,
      hi: `हर बार ${k} से गुणा होकर बढ़ती है`,
    };
  }
  const m = rng.int(1, 8);
  return {
    term: (j) => (m + j) ** 2,
    en: `runs through the squares of ${m}, ${m + 1}, ${m + 2}, …`,
    hi: `${m}, ${m + 1}, ${m + 2}, … के वर्गों से चलती है`,
  };
}

/** Two series in alternate places: find the next term. */
export const seriesAlternating: QuestionGenerator = {
  id: 'series/alternating-series',
  topic: 'series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const s = [strand(rng), strand(rng)];
      const shown = rng.int(8, 9);
      const termAt = (i: number) => s[i % 2]?.term(Math.floor(i / 2)) ?? 0;
      const terms = Array.from({ length: shown }, (_, i) => termAt(i));
      const answer = termAt(shown);
      const last = terms[shown - 1] ?? 0;
      const other = termAt(shown + 1);
      const whole = terms.slice(1).map((v, i) => v - (terms[i] ?? 0));
      // The check must find both strands from their own terms alone.
      const own = terms.filter((_, i) => i % 2 === shown % 2);
      if (nextTerm(own) !== answer || new Set(terms).size < shown) continue;
      if (whole.every((d) => d === whole[0])) continue; // not really two series
      const { options, correctIndex } = choiceOptions(rng, answer, [
        other, // continues the other strand
        last + (last - (terms[shown - 2] ?? 0)), // treats it as one series with the last difference
        answer + (answer - (terms[shown - 2] ?? 0) > 0 ? 2 : -2),
        answer + 1,
      ]);
      const list = terms.join(', ');
      const first = shown % 2 === 0;
      const strandList = (p: number) => terms.filter((_, i) => i % 2 === p).join(', ');
      const which: Text = first
        ? { en: 'the 1st, 3rd, 5th, … places', hi: 'पहले, तीसरे, पाँचवें, … स्थानों' }
        : { en: 'the 2nd, 4th, 6th, … places', hi: 'दूसरे, चौथे, छठे, … स्थानों' };
      const [s0, s1] = s;
      if (!s0 || !s1) continue;
      return {
        title: { en: 'Two alternating series', hi: 'दो एकांतर शृंखलाएँ' },
        type: 'single',
        statement: {
          en: `What comes next in the series: ${list}, ?`,
          hi: `शृंखला में अगला पद क्या होगा: ${list}, ?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'The terms do not follow one rule; take alternate terms as two series.',
            `1st, 3rd, 5th, … terms: ${strandList(0)} — the series ${s0.en}.`,
            `2nd, 4th, 6th, … terms: ${strandList(1)} — the series ${s1.en}.`,
            `The missing term is term ${shown + 1}, in ${which.en}: ${answer}.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'सभी पद एक ही नियम पर नहीं चलते; एक-एक छोड़कर पदों को दो शृंखलाओं के रूप में लीजिए।',
            `पहला, तीसरा, पाँचवाँ, … पद: ${strandList(0)} — यह शृंखला ${s0.hi}।`,
            `दूसरा, चौथा, छठा, … पद: ${strandList(1)} — यह शृंखला ${s1.hi}।`,
            `अगला पद ${shown + 1}वाँ है, जो ${which.hi} वाली शृंखला में आता है: ${answer}।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 60,
        numbers: [...terms, answer],
        check(): QuestionAnswer {
          const mine = terms.filter((_, i) => i % 2 === terms.length % 2);
          const next = nextTerm(mine);
          return { kind: 'choice', correct: [next === undefined ? -1 : options.indexOf(String(next))] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// A missing term in the middle

interface Rule {
  term: (i: number) => number;
  /** Whether `how` also explains the first term (a closed form such as squares). */
  closed: boolean;
  en: string;
  hi: string;
  how: (i: number) => string;
}

function gapRule(rng: Rng): Rule {
  const kind = rng.pick(['mulAdd', 'diffAp', 'square', 'cube', 'growingTimes'] as const);
  const memo = (f: (i: number, t: (j: number) => number) => number) => {
    const cache = new Map<number, number>();
    const t = (i: number): number => {
      const hit = cache.get(i);
      if (hit !== undefined) return hit;
      const v = f(i, t);
      cache.set(i, v);
      return v;
    };
    return t;
  };
  if (kind === 'mulAdd') {
    const k = rng.pick([2, 3]);
    const c = rng.pick([-1, 1, 2, 3, -2]);
    const a = rng.int(2, k === 2 ? 9 : 4);
    const t = memo((i, t) => (i === 0 ? a : t(i - 1) * k + c));
    const sign = c > 0 ? `+ ${c}` : `- ${-c}`;
    return {
      term: t,
      closed: false,
      en: `each term is the previous one $\\times ${k} ${sign}$`,
      hi: `प्रत्येक पद = पिछला पद $\\times ${k} ${sign}$`,
      how: (i) => `${t(i - 1)} \\times ${k} ${sign} = ${t(i)}`,
    };
  }
  if (kind === 'diffAp') {
    const a = rng.int(2, 40);
    const d0 = rng.int(1, 6);
    const e = rng.int(2, 5);
    const t = memo((i, t) => (i === 0 ? a : t(i - 1) + d0 + (i - 1) * e));
    return {
      term: t,
      closed: false,
      en: `the differences ${d0}, ${d0 + e}, ${d0 + 2 * e}, … grow by ${e}`,
      hi: `अंतर ${d0}, ${d0 + e}, ${d0 + 2 * e}, … हर बार ${e} बढ़ते हैं`,
      how: (i) => `${t(i - 1)} + ${d0 + (i - 1) * e} = ${t(i)}`,
    };
  }
  if (kind === 'square' || kind === 'cube') {
    const p = kind === 'square' ? 2 : 3;
    const m = rng.int(1, p === 2 ? 9 : 4);
    const c = rng.pick([-2, -1, 1, 2, 3]);
    const sign = c > 0 ? `+ ${c}` : `- ${-c}`;
    return {
      term: (i) => (m + i) ** p + c,
      closed: true,
      en: `the terms are consecutive ${p === 2 ? 'squares' : 'cubes'} ${c > 0 ? 'plus' : 'minus'} ${Math.abs(c)}`,
      hi: `पद क्रमागत ${p === 2 ? 'वर्गों' : 'घनों'} में ${Math.abs(c)} ${c > 0 ? 'जोड़कर' : 'घटाकर'} बने हैं`,
      how: (i) => `${m + i}^${p} ${sign} = ${(m + i) ** p + c}`,
    };
  }
  const a = rng.int(1, 4);
  const c = rng.pick([0, 1, -1]);
  const t = memo((i, t) => (i === 0 ? a : t(i - 1) * (i + 1) + c));
  const sign = c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`;
  return {
    term: t,
    closed: false,
    en: `each term is the previous one multiplied by 2, 3, 4, … in turn${c === 0 ? '' : `, then ${c > 0 ? 'plus' : 'minus'} 1`}`,
    hi: `प्रत्येक पद पिछले पद को क्रम से 2, 3, 4, … से गुणा करके${c === 0 ? '' : ` फिर 1 ${c > 0 ? 'जोड़कर' : 'घटाकर'}`} बनता है`,
    how: (i) => `${t(i - 1)} \\times ${i + 1}${sign} = ${t(i)}`,
  };
}

/** A series of seven with one term in the middle missing. */
export const seriesMissingTerm: QuestionGenerator = {
  id: 'series/missing-term',
  topic: 'series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const rule = gapRule(rng);
      const full = Array.from({ length: 7 }, (_, i) => rule.term(i));
      const gap = rng.int(2, 4);
      const answer = full[gap] ?? 0;
      const before = full[gap - 1] ?? 0;
      const after = full[gap + 1] ?? 0;
      if (new Set(full).size < 7 || full.some((v) => v > 9999)) continue;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        (before + after) % 2 === 0 ? (before + after) / 2 : answer + 2, // the mean of its neighbours
        before + (before - (full[gap - 2] ?? 0)), // repeats the difference before the gap
        answer + 1,
        answer - 1,
      ]);
      // Only one option may complete a series some model fits.
      const fill = (v: number) => full.map((x, i) => (i === gap ? v : x));
      if (options.filter((o) => fitsSomeModel(fill(Number(o)))).length !== 1) continue;
      const shownList = full.map((v, i) => (i === gap ? '?' : String(v))).join(', ');
      const how = full
        .map((_, i) => i)
        .filter((i) => i > 0 || rule.closed)
        .map((i) => `$${rule.how(i)}$`)
        .join(', ');
      return {
        title: { en: 'Missing term in the middle of a series', hi: 'शृंखला के बीच का लुप्त पद' },
        type: 'single',
        statement: {
          en: `Find the missing term in the series: ${shownList}`,
          hi: `शृंखला का लुप्त पद ज्ञात कीजिए: ${shownList}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Find the rule from the terms on both sides of the gap: ${rule.en}.`,
            how,
            `So the missing term is ${answer}; check that the term after it, ${after}, also follows.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `रिक्त स्थान के दोनों ओर के पदों से नियम ज्ञात कीजिए: ${rule.hi}।`,
            how,
            `अतः लुप्त पद ${answer} है; जाँचिए कि उसके बाद का पद ${after} भी इसी नियम से आता है।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 60,
        numbers: full,
        check(): QuestionAnswer {
          const good = options.filter((o) => fitsSomeModel(fill(Number(o))));
          return { kind: 'choice', correct: [good.length === 1 ? options.indexOf(good[0] ?? '') : -1] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Letter-number terms

const letter = (p: number) => String.fromCharCode(64 + p);

/** Terms such as B4, E9, H16: the letters and the numbers each follow their own rule. */
export const seriesLetterNumber: QuestionGenerator = {
  id: 'series/letter-number-series',
  topic: 'series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const k = rng.pick([2, 3, 4, -2, -3]);
      const p0 = k > 0 ? rng.int(1, 26 - 5 * k) : rng.int(1 - 5 * k, 26);
      const p = (i: number) => p0 + i * k;
      const kind = rng.pick(['position', 'ap', 'square', 'double'] as const);
      const a = rng.int(2, 15);
      const d = rng.int(2, 7);
      const m = rng.int(1, 8);
      const num = (i: number) =>
        kind === 'position'
          ? p(i)
          : kind === 'ap'
            ? a + i * d
            : kind === 'square'
              ? (m + i) ** 2
              : a * 2 ** i;
      const term = (i: number) => `${letter(p(i))}${num(i)}`;
      const terms = [0, 1, 2, 3, 4].map(term);
      const answer = term(5);
      const nums = [0, 1, 2, 3, 4].map(num);
      const lastDiff = (nums[4] ?? 0) - (nums[3] ?? 0);
      const wrong = [
        `${letter(p(5))}${(nums[4] ?? 0) + lastDiff}`, // repeats the last difference of the numbers
        `${letter(p(5) + (k > 0 ? 1 : -1))}${num(5)}`, // one letter too far
        `${letter(p(5) - (k > 0 ? 1 : -1))}${num(5)}`, // one letter short
        `${letter(p(5))}${num(5) + 1}`,
        `${letter(p(5))}${num(5) - 2}`,
      ].filter((w, i, all) => /^[A-Z]\d+$/.test(w) && w !== answer && all.indexOf(w) === i);
      if (solveLetterNumber(terms) !== answer || wrong.length < 3) continue;
      const options = rng.shuffle([answer, ...wrong.slice(0, 3)]);
      const numText: Text =
        kind === 'position'
          ? {
              en: 'each number is the position of its letter in the alphabet',
              hi: 'प्रत्येक संख्या अपने अक्षर का वर्णमाला में स्थान है',
            }
          : kind === 'ap'
            ? { en: `the numbers go up by ${d}`, hi: `संख्याएँ हर बार ${d} बढ़ती हैं` }
            : kind === 'square'
              ? {
                  en: `the numbers are the squares of ${m}, ${m + 1}, ${m + 2}, …`,
                  hi: `संख्याएँ ${m}, ${m + 1}, ${m + 2}, … के वर्ग हैं`,
                }
              : { en: 'each number is twice the one before', hi: 'प्रत्येक संख्या पिछली संख्या की दोगुनी है' };
      const letters = [0, 1, 2, 3, 4, 5].map((i) => `${letter(p(i))} = ${p(i)}`).join(', ');
      const step = k > 0 ? `+${k}` : `${k}`;
      return {
        title: { en: 'Letter-number series', hi: 'अक्षर-संख्या शृंखला' },
        type: 'single',
        statement: {
          en: `Which term comes next in the series: ${terms.join(', ')}, ?`,
          hi: `शृंखला में अगला पद कौन-सा होगा: ${terms.join(', ')}, ?`,
        },
        options,
        answer: { kind: 'choice', correct: [options.indexOf(answer)] },
        solution: {
          en: [
            `Split each term into its letter and its number.`,
            `Letters: ${letters} — each letter moves ${step}.`,
            `Numbers: ${nums.join(', ')} — ${numText.en}, so the next number is ${num(5)}.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'प्रत्येक पद को अक्षर और संख्या में अलग कीजिए।',
            `अक्षर: ${letters} — प्रत्येक अक्षर ${step} चलता है।`,
            `संख्याएँ: ${nums.join(', ')} — ${numText.hi}, इसलिए अगली संख्या ${num(5)} है।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 50,
        numbers: [num(5)],
        check(): QuestionAnswer {
          return { kind: 'choice', correct: [options.indexOf(solveLetterNumber(terms))] };
        },
      };
    }
  },
};

/** The checker: letters by a constant step, numbers by any fitting model, each found separately. */
function solveLetterNumber(terms: readonly string[]): string {
  const parts = terms.map((t) => /^([A-Z])(\d+)$/.exec(t));
  const ps = parts.map((x) => (x?.[1] ?? 'A').charCodeAt(0) - 64);
  const ns = parts.map((x) => Number(x?.[2]));
  const nextP = nextByDifferences(ps, 1);
  const nextN = nextTerm(ns);
  return nextP === undefined || nextN === undefined || nextP < 1 || nextP > 26
    ? ''
    : `${letter(nextP)}${nextN}`;
}
