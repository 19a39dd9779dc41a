import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { fitsRecurrence, nextByDifferences, nextTerm, recurrenceFamily } from './series-fitting.js';

/**
 * Series shapes built on recurrences: a multiplier that grows each step, differences that grow
 * geometrically (or run through primes or cubes), a rule on the digits of the previous term (CAT
 * level), and a second series that follows the first one's rule from a new start (CAT level).
 */

const sign = (c: number) => (c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`);

/** ×1 + 1, ×2 + 2, ×3 + 3 … and its relatives: find the next term. */
export const seriesChangingMultiplier: QuestionGenerator = {
  id: 'series/changing-multiplier',
  topic: 'series',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const m0 = rng.pick([1, 2]);
      const kind = rng.pick(['plus', 'minus', 'none', 'const'] as const);
      const c = rng.pick([1, 2, 3, -1]);
      const adder = (i: number) =>
        kind === 'plus' ? i + 1 : kind === 'minus' ? -(i + 1) : kind === 'none' ? 0 : c;
      const mult = (i: number) => m0 + i;
      const a = rng.int(2, 9);
      const terms = [a];
      for (let i = 0; i < 5; i++) terms.push((terms[i] ?? 0) * mult(i) + adder(i));
      const answer = terms.pop() ?? 0;
      const last = terms[4] ?? 0;
      if (new Set([...terms, answer]).size < 6 || answer > 99999 || nextTerm(terms) !== answer) continue;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        last * mult(3) + adder(3), // repeats the last multiplier
        last * mult(4), // forgets the adder
        last * mult(4) + adder(3),
        answer + mult(4),
      ]);
      const steps = [1, 2, 3, 4].map(
        (i) => `$${terms[i - 1]} \\times ${mult(i - 1)}${sign(adder(i - 1))} = ${terms[i]}$`,
      );
      const pattern = [0, 1, 2].map((i) => `\\times ${mult(i)}${sign(adder(i))}`).join(',\\ ');
      return {
        title: { en: 'Series with a changing multiplier', hi: 'बदलते गुणक वाली शृंखला' },
        type: 'single',
        statement: {
          en: `What comes next in the series: ${terms.join(', ')}, ?`,
          hi: `शृंखला में अगला पद क्या होगा: ${terms.join(', ')}, ?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `The terms grow faster and faster: try multiplying. The steps are $${pattern}, \\dots$ — the multiplier goes up by 1 each time.`,
            steps.join(', '),
            `Next: $${last} \\times ${mult(4)}${sign(adder(4))} = ${answer}$.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `पद तेज़ी से बढ़ते हैं: गुणा करके देखिए। चरण $${pattern}, \\dots$ हैं — गुणक हर बार 1 बढ़ता है।`,
            steps.join(', '),
            `अगला पद: $${last} \\times ${mult(4)}${sign(adder(4))} = ${answer}$।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 75,
        numbers: [...terms, answer],
        check(): QuestionAnswer {
          const next = nextTerm(terms);
          return { kind: 'choice', correct: [next === undefined ? -1 : options.indexOf(String(next))] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Differences of the second tier

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41];

/** The next difference by the checker's own models of a list of differences, if they agree. */
function nextDifference(diffs: readonly number[]): number | undefined {
  const guesses = new Set<number>();
  const byDiff = nextByDifferences(diffs, 2);
  if (byDiff !== undefined) guesses.add(byDiff);
  const [d0, d1] = diffs;
  if (d0 && d1 && diffs.every((d, i) => i === 0 || d * d0 === (diffs[i - 1] ?? 0) * d1))
    guesses.add(((diffs[diffs.length - 1] ?? 0) * d1) / d0);
  const at = PRIMES.indexOf(d0 ?? 0);
  if (at >= 0 && diffs.every((d, i) => PRIMES[at + i] === d)) guesses.add(PRIMES[at + diffs.length] ?? 0);
  const root = Math.round(Math.cbrt(d0 ?? 0));
  if (diffs.every((d, i) => d === (root + i) ** 3)) guesses.add((root + diffs.length) ** 3);
  return guesses.size === 1 ? [...guesses][0] : undefined;
}

/** The differences themselves form a series (×2, ×3, primes, cubes): find the next term. */
export const seriesSecondTierDifferences: QuestionGenerator = {
  id: 'series/second-tier-differences',
  topic: 'series',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const kind = rng.pick(['double', 'triple', 'prime', 'cube'] as const);
      const start = rng.int(1, 6);
      const d0 = rng.int(1, 5);
      const p0 = rng.int(0, 5);
      const diff = (i: number) =>
        kind === 'double'
          ? d0 * 2 ** i
          : kind === 'triple'
            ? d0 * 3 ** i
            : kind === 'prime'
              ? (PRIMES[p0 + i] ?? 0)
              : (start + i) ** 3;
      const a = rng.int(2, 60);
      const all = [a];
      for (let i = 0; i < 6; i++) all.push((all[i] ?? 0) + diff(i));
      const answer = all.pop() ?? 0;
      const terms = all;
      const diffs = terms.slice(1).map((v, i) => v - (terms[i] ?? 0));
      if (nextDifference(diffs) !== diff(5)) continue;
      const last = terms[5] ?? 0;
      const lastD = diffs[4] ?? 0;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        last + lastD, // repeats the last difference
        last + 2 * lastD - (diffs[3] ?? 0), // takes the differences as growing by a constant
        answer + (kind === 'prime' ? 2 : lastD),
        answer - 1,
      ]);
      const what = {
        double: { en: 'each difference is twice the one before', hi: 'प्रत्येक अंतर पिछले अंतर का दोगुना है' },
        triple: {
          en: 'each difference is three times the one before',
          hi: 'प्रत्येक अंतर पिछले अंतर का तीन गुना है',
        },
        prime: { en: 'the differences are consecutive prime numbers', hi: 'अंतर क्रमागत अभाज्य संख्याएँ हैं' },
        cube: { en: 'the differences are consecutive cubes', hi: 'अंतर क्रमागत घन संख्याएँ हैं' },
      }[kind];
      return {
        title: { en: 'Series of differences in a second tier', hi: 'दूसरे स्तर के अंतर वाली शृंखला' },
        type: 'single',
        statement: {
          en: `What comes next in the series: ${terms.join(', ')}, ?`,
          hi: `शृंखला में अगला पद क्या होगा: ${terms.join(', ')}, ?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Write the differences of neighbouring terms: ${diffs.join(', ')}.`,
            `They are not constant, but they form a series of their own: ${what.en}. The next difference is ${diff(5)}.`,
            `Next term: $${last} + ${diff(5)} = ${answer}$.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `क्रमागत पदों के अंतर लिखिए: ${diffs.join(', ')}।`,
            `ये अंतर स्थिर नहीं हैं, पर स्वयं एक शृंखला बनाते हैं: ${what.hi}। अगला अंतर ${diff(5)} है।`,
            `अगला पद: $${last} + ${diff(5)} = ${answer}$।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 70,
        numbers: [...terms, answer],
        check(): QuestionAnswer {
          const ds = terms.slice(1).map((v, i) => v - (terms[i] ?? 0));
          const next = nextDifference(ds);
          return {
            kind: 'choice',
            correct: [
              next === undefined ? -1 : options.indexOf(String((terms[terms.length - 1] ?? 0) + next)),
            ],
          };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// A rule on the digits of the previous term (CAT level)

const digitsOf = (n: number) => [...String(n)].map(Number);
const digitSum = (n: number) => digitsOf(n).reduce((s, d) => s + d, 0);
const digitProduct = (n: number) => digitsOf(n).reduce((s, d) => (d === 0 ? s : s * d), 1);
const squareSum = (n: number) => digitsOf(n).reduce((s, d) => s + d * d, 0);

const DIGIT_RULES = [
  {
    f: (t: number) => t + digitSum(t),
    en: 'each term is the previous term plus the sum of its digits',
    hi: 'प्रत्येक पद = पिछला पद + उसके अंकों का योग',
    how: (t: number) => `${t} + (${digitsOf(t).join(' + ')}) = ${t + digitSum(t)}`,
  },
  {
    f: (t: number) => t - digitSum(t),
    en: 'each term is the previous term minus the sum of its digits',
    hi: 'प्रत्येक पद = पिछला पद − उसके अंकों का योग',
    how: (t: number) => `${t} - (${digitsOf(t).join(' + ')}) = ${t - digitSum(t)}`,
  },
  {
    f: (t: number) => t + digitProduct(t),
    en: 'each term is the previous term plus the product of its non-zero digits',
    hi: 'प्रत्येक पद = पिछला पद + उसके शून्येतर अंकों का गुणनफल',
    how: (t: number) =>
      `${t} + (${digitsOf(t)
        .filter((d) => d > 0)
        .join(' \\times ')}) = ${t + digitProduct(t)}`,
  },
  {
    f: (t: number) => t + squareSum(t),
    en: 'each term is the previous term plus the sum of the squares of its digits',
    hi: 'प्रत्येक पद = पिछला पद + उसके अंकों के वर्गों का योग',
    how: (t: number) =>
      `${t} + (${digitsOf(t)
        .map((d) => `${d}^2`)
        .join(' + ')}) = ${t + squareSum(t)}`,
  },
];

/** The checker's digit rules: the previous term plus or minus k times a digit statistic. */
function digitFamily(): ((t: number) => number)[] {
  const stats = [digitSum, digitProduct, squareSum, (t: number) => digitsOf(t).length];
  return stats.flatMap((s) => [-2, -1, 1, 2, 3].map((k) => (t: number) => t + k * s(t)));
}

/** The eighth term of a series whose rule works on the digits of each term. */
export const seriesDigitRule: QuestionGenerator = {
  id: 'series/digit-rule',
  topic: 'series',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const rule = rng.pick(DIGIT_RULES);
      const a = rule.f === DIGIT_RULES[1]?.f ? rng.int(300, 999) : rng.int(11, 99);
      const all = [a];
      for (let i = 0; i < 8; i++) all.push(rule.f(all[i] ?? 0));
      const terms = all.slice(0, 5);
      const eighth = all[7] ?? 0;
      if (new Set(all).size < 9) continue;
      // The shown terms must not also fit a plain difference or recurrence model.
      if (nextTerm(terms) !== undefined) continue;
      const fitting = digitFamily().filter((f) =>
        terms.every((v, i) => i === 0 || f(terms[i - 1] ?? 0) === v),
      );
      if (new Set(fitting.map((f) => f(f(f(terms[4] ?? 0))))).size !== 1) continue;
      const last = terms[4] ?? 0;
      const lastDiff = last - (terms[3] ?? 0);
      const { options, correctIndex } = choiceOptions(rng, eighth, [
        all[6] ?? 0, // stops one term early (the 7th)
        all[8] ?? 0, // one term too far (the 9th)
        last + 3 * lastDiff, // keeps adding the last difference
        eighth + 9,
      ]);
      const steps = [5, 6, 7].map((i) => `term ${i + 1}: $${rule.how(all[i - 1] ?? 0)}$`);
      const stepsHi = [5, 6, 7].map((i) => `पद ${i + 1}: $${rule.how(all[i - 1] ?? 0)}$`);
      const checks = [1, 2, 3, 4].map((i) => `$${rule.how(all[i - 1] ?? 0)}$`).join(', ');
      return {
        title: { en: 'Series ruled by the digits of each term', hi: 'पदों के अंकों के नियम वाली शृंखला' },
        type: 'single',
        statement: {
          en: `Each term of the series ${terms.join(', ')}, … is formed from the term before it by the same rule. What is the 8th term of the series?`,
          hi: `शृंखला ${terms.join(', ')}, … का प्रत्येक पद अपने पिछले पद से एक ही नियम द्वारा बनता है। शृंखला का 8वाँ पद क्या है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `The differences ${terms
              .slice(1)
              .map((v, i) => v - (terms[i] ?? 0))
              .join(', ')} follow no fixed pattern, so look at the digits: ${rule.en}.`,
            checks,
            `Continue three more steps: ${steps.join('; ')}.`,
            '',
            `**Answer: ${eighth}**`,
          ].join('\n\n'),
          hi: [
            `अंतर ${terms
              .slice(1)
              .map((v, i) => v - (terms[i] ?? 0))
              .join(', ')} किसी निश्चित क्रम में नहीं हैं, इसलिए अंकों को देखिए: ${rule.hi}।`,
            checks,
            `तीन चरण और आगे बढ़िए: ${stepsHi.join('; ')}।`,
            '',
            `**उत्तर: ${eighth}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [...terms, eighth],
        check(): QuestionAnswer {
          const fits = digitFamily().filter((f) =>
            terms.every((v, i) => i === 0 || f(terms[i - 1] ?? 0) === v),
          );
          const got = new Set(
            fits.map((f) => {
              let t = terms[terms.length - 1] ?? 0;
              for (let k = terms.length; k < 8; k++) t = f(t);
              return t;
            }),
          );
          const only = got.size === 1 ? [...got][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(String(only))] };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// The same rule from a new start (CAT level)

interface StepRule {
  f: (t: number, i: number) => number;
  how: (i: number) => string;
}

function stepRule(rng: Rng): StepRule {
  const kind = rng.pick(['mulAdd', 'growing', 'growingAdd'] as const);
  if (kind === 'mulAdd') {
    const k = rng.pick([2, 3]);
    const c = rng.pick([1, -1, 2, 3, -2, 5]);
    return { f: (t) => t * k + c, how: () => `\\times ${k}${sign(c)}` };
  }
  if (kind === 'growing') {
    const m0 = rng.pick([1, 2]);
    const c = rng.pick([1, -1, 2]);
    return { f: (t, i) => t * (m0 + i) + c, how: (i) => `\\times ${m0 + i}${sign(c)}` };
  }
  const k = rng.pick([2, 3]);
  const s = rng.pick([1, -1]);
  return { f: (t, i) => t * k + s * (i + 1), how: (i) => `\\times ${k}${sign(s * (i + 1))}` };
}

const LETTERS = ['a', 'b', 'c', 'd', 'e'];

/** Series I gives the rule; series II follows it from another first term: find one of its terms. */
export const seriesSameRuleNewStart: QuestionGenerator = {
  id: 'series/same-rule-new-start',
  topic: 'series',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const rule = stepRule(rng);
      const build = (start: number) => {
        const out = [start];
        for (let i = 0; i < 5; i++) out.push(rule.f(out[i] ?? 0, i));
        return out;
      };
      const first = build(rng.int(2, 12));
      const s2 = build(rng.int(3, 15));
      if (s2[0] === first[0] || new Set([...first, ...s2]).size < 12 || (s2[5] ?? 0) > 99999) continue;
      const askAt = rng.int(2, 4);
      const answer = s2[askAt] ?? 0;
      const fits = recurrenceFamily().filter((f) => fitsRecurrence(f, first));
      const predicted = new Set(fits.map((f) => build2(f, s2[0] ?? 0)[askAt]));
      if (predicted.size !== 1 || !predicted.has(answer)) continue;
      // Adding series I's differences to the new start instead of applying its rule.
      const diffs = first.slice(1).map((v, i) => v - (first[i] ?? 0));
      const byDiffs = (s2[0] ?? 0) + diffs.slice(0, askAt).reduce((x, y) => x + y, 0);
      const { options, correctIndex } = choiceOptions(rng, answer, [
        byDiffs,
        s2[askAt - 1] ?? 0, // the letter before
        s2[askAt + 1] ?? 0, // the letter after
        answer + 1,
      ]);
      const name = LETTERS[askAt - 1] ?? 'b';
      const line1 = first.join(', ');
      const seriesII = [s2[0], ...LETTERS].join(', ');
      const stepsI = [0, 1, 2, 3, 4].map((i) => `$${first[i]} ${rule.how(i)} = ${first[i + 1]}$`).join(', ');
      const stepsII = [0, 1, 2, 3]
        .slice(0, askAt)
        .map((i) => `${LETTERS[i]} = $${s2[i]} ${rule.how(i)} = ${s2[i + 1]}$`)
        .join(', ');
      return {
        title: { en: 'Second series by the rule of the first', hi: 'पहली शृंखला के नियम पर दूसरी शृंखला' },
        type: 'single',
        statement: {
          en: `Series I: ${line1}\n\nSeries II: ${seriesII}\n\nSeries II follows the same rule as series I. What is the value of ${name}?`,
          hi: `शृंखला I: ${line1}\n\nशृंखला II: ${seriesII}\n\nशृंखला II उसी नियम का पालन करती है जिसका शृंखला I करती है। ${name} का मान क्या है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Find the rule of series I step by step: ${stepsI}.`,
            `Apply the same steps to series II from ${s2[0]} (not the same differences — the rule acts on the new numbers): ${stepsII}.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `शृंखला I का नियम चरण-दर-चरण ज्ञात कीजिए: ${stepsI}।`,
            `यही चरण शृंखला II पर ${s2[0]} से लगाइए (वही अंतर नहीं — नियम नई संख्याओं पर लगता है): ${stepsII}।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [...first, s2[0] ?? 0, answer],
        check(): QuestionAnswer {
          const got = new Set(
            recurrenceFamily()
              .filter((f) => fitsRecurrence(f, first))
              .map((f) => build2(f, s2[0] ?? 0)[askAt]),
          );
          const only = got.size === 1 ? [...got][0] : undefined;
          return { kind: 'choice', correct: [only === undefined ? -1 : options.indexOf(String(only))] };
        },
      };
    }
  },
};

/** Six terms of a recurrence from a start. */
function build2(f: (t: number, i: number) => number, start: number): number[] {
  const out = [start];
  for (let i = 0; i < 5; i++) out.push(f(out[i] ?? 0, i));
  return out;
}
