import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Series shapes (id – what it asks – exams):
 * - series/next-number – the next term of a number series – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - series/wrong-number – the one wrong number in a series – Bank PO, SSC CGL, RRB NTPC, Placements
 * - series/letter-series – the next term of a letter series – SSC CGL, RRB NTPC, Bank PO, CUET
 * - series/alternating-series – two series in alternate places – SSC CGL, RRB NTPC, Bank PO, CUET
 * - series/missing-term – a missing term in the middle – SSC CGL, RRB NTPC, Bank PO, Placements
 * - series/letter-number-series – terms such as A1, C3, E5 – SSC CGL, RRB NTPC, Bank PO, CUET
 * - series/changing-multiplier – ×1 + 1, ×2 + 2, ×3 + 3 … – Bank PO, SSC CGL, RRB NTPC, Placements
 * - series/second-tier-differences – the differences form a series (×2, ×3, primes, cubes) – Bank PO, SSC CGL, RRB NTPC, CUET
 * - series/digit-rule – a rule on the digits of each term, the 8th term (CAT level) – CAT, Bank PO, Placements
 * - series/same-rule-new-start – a second series by the first one's rule (CAT level) – Bank PO, CAT, Placements
 *
 * Number and letter series. `generate` builds a series from a named rule (squares plus one, times two
 * plus one …) and knows its answer. `check` knows no rule names: it fits generic models to the terms
 * (a polynomial found by finite differences or interpolation, or a recurrence t(n+1) = a·t(n) + b; for
 * letters, column-wise differences modulo 26) and extrapolates.
 */

// ---------------------------------------------------------------------------------------------
// Number series rules

interface NumberRule {
  /** The rule in words, for the solution. */
  en: string;
  hi: string;
  /** Term i (0-based). */
  term: (i: number) => number;
  /** How term i is formed, as TeX without dollars ("4^2 + 1", "15 \\times 2 + 1"). */
  how: (i: number) => string;
  /** Whether `how` also explains the first term (closed forms such as squares). */
  closed?: boolean;
}

const signed = (c: number) => (c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`);

/** A random rule of the usual exam kinds; `allowAp` leaves out the plain constant difference. */
function numberRule(rng: Rng, allowAp: boolean): NumberRule {
  const kinds = ['ap', 'diffAp', 'geo', 'mulAdd', 'square', 'cube', 'pronic', 'diffSquares'] as const;
  const kind = rng.pick(allowAp ? kinds : kinds.filter((k) => k !== 'ap'));
  const memo = (f: (i: number, t: (j: number) => number) => number) => {
    const cache: number[] = [];
    const t = (i: number): number => {
      const hit = cache[i];
      if (hit !== undefined) return hit;
      const v = f(i, t);
      cache[i] = v;
      return v;
    };
    return t;
  };
  switch (kind) {
    case 'ap': {
      const a = rng.int(2, 60);
      const d = rng.int(3, 19);
      return {
        en: `each term is the previous one plus ${d}`,
        hi: `प्रत्येक पद पिछले पद में ${d} जोड़ने पर मिलता है`,
        term: (i) => a + i * d,
        how: (i) => `${a + (i - 1) * d} + ${d}`,
      };
    }
    case 'diffAp': {
      const a = rng.int(2, 40);
      const d0 = rng.int(1, 6);
      const e = rng.int(1, 4);
      const t = memo((i, t) => (i === 0 ? a : t(i - 1) + d0 + (i - 1) * e));
      return {
        en: `the differences ${d0}, ${d0 + e}, ${d0 + 2 * e}, … grow by ${e} each time`,
        hi: `अंतर ${d0}, ${d0 + e}, ${d0 + 2 * e}, … हर बार ${e} बढ़ते हैं`,
        term: t,
        how: (i) => `${t(i - 1)} + ${d0 + (i - 1) * e}`,
      };
    }
    case 'geo': {
      const a = rng.int(1, 5);
      const k = rng.pick([2, 3]);
      const t = (i: number) => a * k ** i;
      return {
        en: `each term is the previous one multiplied by ${k}`,
        hi: `प्रत्येक पद पिछले पद को ${k} से गुणा करने पर मिलता है`,
        term: t,
        how: (i) => `${t(i - 1)} \\times ${k}`,
      };
    }
    case 'mulAdd': {
      const k = rng.pick([2, 2, 3]);
      const c = rng.pick([-1, 1, 2, 3]);
      const a = rng.int(2, k === 2 ? 9 : 4);
      const t = memo((i, t) => (i === 0 ? a : t(i - 1) * k + c));
      return {
        en: `each term is the previous one $\\times ${k}${signed(c)}$`,
        hi: `प्रत्येक पद = पिछला पद $\\times ${k}${signed(c)}$`,
        term: t,
        how: (i) => `${t(i - 1)} \\times ${k}${signed(c)}`,
      };
    }
    case 'square': {
      const m = rng.int(1, 9);
      const c = rng.int(-3, 3);
      return {
        en: `the terms are consecutive squares${c === 0 ? '' : ` ${c > 0 ? 'plus' : 'minus'} ${Math.abs(c)}`}`,
        hi: `पद क्रमागत वर्ग${c === 0 ? '' : `ों में ${Math.abs(c)} ${c > 0 ? 'जोड़कर' : 'घटाकर'} बने`} हैं`,
        term: (i) => (m + i) ** 2 + c,
        how: (i) => `${m + i}^2${signed(c)}`,
        closed: true,
      };
    }
    case 'cube': {
      const m = rng.int(1, 4);
      const c = rng.int(-2, 2);
      return {
        en: `the terms are consecutive cubes${c === 0 ? '' : ` ${c > 0 ? 'plus' : 'minus'} ${Math.abs(c)}`}`,
        hi: `पद क्रमागत घन${c === 0 ? '' : `ों में ${Math.abs(c)} ${c > 0 ? 'जोड़कर' : 'घटाकर'} बने`} हैं`,
        term: (i) => (m + i) ** 3 + c,
        how: (i) => `${m + i}^3${signed(c)}`,
        closed: true,
      };
    }
    case 'pronic': {
      const m = rng.int(1, 9);
      return {
        en: 'each term is the product of two consecutive numbers',
        hi: 'प्रत्येक पद दो क्रमागत संख्याओं का गुणनफल है',
        term: (i) => (m + i) * (m + i + 1),
        how: (i) => `${m + i} \\times ${m + i + 1}`,
        closed: true,
      };
    }
    case 'diffSquares': {
      const a = rng.int(1, 30);
      const j = rng.int(1, 3);
      const t = memo((i, t) => (i === 0 ? a : t(i - 1) + (j + i - 1) ** 2));
      return {
        en: `the differences are the squares $${j}^2, ${j + 1}^2, ${j + 2}^2, \\dots$`,
        hi: `अंतर वर्ग संख्याएँ $${j}^2, ${j + 1}^2, ${j + 2}^2, \\dots$ हैं`,
        term: t,
        how: (i) => `${t(i - 1)} + ${j + i - 1}^2`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The checker's model fitting (knows nothing of the rules above)

const near = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;

/** Next term by finite differences, if some level up to the third is constant (two or more equal entries). */
function nextByDifferences(terms: readonly number[]): number | undefined {
  const levels: number[][] = [[...terms]];
  for (let level = 0; level < 3; level++) {
    const row = levels[levels.length - 1] ?? [];
    if (row.length < 2) return undefined;
    levels.push(row.slice(1).map((v, i) => v - (row[i] ?? 0)));
    const top = levels[levels.length - 1] ?? [];
    if (top.length >= 2 && top.every((v) => v === top[0])) {
      // Extend each level by one, from the constant level back to the terms.
      let add = top[0] ?? 0;
      for (let l = levels.length - 2; l >= 0; l--) {
        const r = levels[l] ?? [];
        add = (r[r.length - 1] ?? 0) + add;
      }
      return add;
    }
  }
  return undefined;
}

/** Next term by a recurrence t(n+1) = a·t(n) + b fitted to the first three terms, if it fits them all. */
function nextByRecurrence(terms: readonly number[]): number | undefined {
  const [t0, t1, t2] = terms;
  if (t0 === undefined || t1 === undefined || t2 === undefined || t1 === t0) return undefined;
  const a = (t2 - t1) / (t1 - t0);
  const b = t1 - a * t0;
  for (let i = 1; i < terms.length; i++) {
    const prev = terms[i - 1] ?? 0;
    if (Math.abs(a * prev + b - (terms[i] ?? 0)) > 1e-9) return undefined;
  }
  const next = a * (terms[terms.length - 1] ?? 0) + b;
  return near(next) ? Math.round(next) : undefined;
}

/** The one next term every fitting model agrees on, or undefined when none fits or they disagree. */
function nextTerm(terms: readonly number[]): number | undefined {
  const guesses = [nextByDifferences(terms), nextByRecurrence(terms)].filter(
    (g): g is number => g !== undefined,
  );
  return guesses.length > 0 && guesses.every((g) => g === guesses[0]) ? guesses[0] : undefined;
}

/** The value at position `gap` predicted from all other terms, by interpolation or recurrence. */
function predictGap(terms: readonly number[], gap: number): number[] {
  const known = terms.map((v, i) => ({ x: i, y: v })).filter((p) => p.x !== gap);
  const out: number[] = [];
  // A polynomial of degree at most 3 through four known terms, checked on the others (Lagrange form).
  const basis = known.slice(0, 4);
  const poly = (x: number) =>
    basis.reduce((sum, p, i) => {
      let w = p.y;
      basis.forEach((q, j) => {
        if (i !== j) w *= (x - q.x) / (p.x - q.x);
      });
      return sum + w;
    }, 0);
  if (known.every((p) => Math.abs(poly(p.x) - p.y) < 1e-6)) out.push(poly(gap));
  // A recurrence t(n+1) = a·t(n) + b solved from two neighbouring known pairs, checked on all pairs.
  const pairs = known
    .filter((p) => p.x + 1 < terms.length && p.x + 1 !== gap)
    .map((p) => [p.y, terms[p.x + 1] ?? 0]);
  const [p1, p2] = pairs.filter((p, i) => pairs.findIndex((q) => q[0] === p[0]) === i);
  if (p1 && p2 && p1[0] !== p2[0]) {
    const a = ((p2[1] ?? 0) - (p1[1] ?? 0)) / ((p2[0] ?? 0) - (p1[0] ?? 0));
    const b = (p1[1] ?? 0) - a * (p1[0] ?? 0);
    if (pairs.every(([u, v]) => Math.abs(a * (u ?? 0) + b - (v ?? 0)) < 1e-6)) {
      const before = terms[gap - 1];
      out.push(gap > 0 && before !== undefined ? a * before + b : ((terms[1] ?? 0) - b) / a);
    }
  }
  return out.filter(near).map(Math.round);
}

// ---------------------------------------------------------------------------------------------
// Number series generators

/** Find the next term of a number series. */
export const seriesNextNumber: QuestionGenerator = {
  id: 'series/next-number',
  topic: 'series',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const rule = numberRule(rng, true);
    const shown = 6;
    const terms = Array.from({ length: shown }, (_, i) => rule.term(i));
    const answer = rule.term(shown);
    const last = terms[shown - 1] ?? 0;
    const lastDiff = last - (terms[shown - 2] ?? 0);
    const prevDiff = (terms[shown - 2] ?? 0) - (terms[shown - 3] ?? 0);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      last + lastDiff, // repeats the last difference instead of following the pattern
      answer + (lastDiff - prevDiff || 2), // one step too far in the differences
      answer - (lastDiff - prevDiff || 1),
      answer + 1,
    ]);
    const list = terms.join(', ');
    const statement = {
      en: `What comes next in the series: ${list}, ?`,
      hi: `शृंखला में अगला पद क्या होगा: ${list}, ?`,
    };
    const from = rule.closed ? 0 : 1;
    const checks = terms
      .slice(from)
      .map((t, i) => `$${rule.how(i + from)} = ${t}$`)
      .join(', ');
    const solution = {
      en: [
        `Here ${rule.en}:`,
        checks,
        `Next term: $${rule.how(shown)} = ${answer}$.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `यहाँ ${rule.hi}:`,
        checks,
        `अगला पद: $${rule.how(shown)} = ${answer}$।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Next number in a series', hi: 'शृंखला की अगली संख्या' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [...terms, answer],
      check(): QuestionAnswer {
        const next = nextTerm(terms);
        return { kind: 'choice', correct: [next === undefined ? -1 : options.indexOf(String(next))] };
      },
    };
  },
};

/** Find the one wrong number in a series of seven. */
export const seriesWrongNumber: QuestionGenerator = {
  id: 'series/wrong-number',
  topic: 'series',
  difficulty: 'hard',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  generate(rng) {
    const rule = numberRule(rng, false);
    const count = 7;
    const right = Array.from({ length: count }, (_, i) => rule.term(i));
    const bad = rng.int(1, count - 2);
    const correctValue = right[bad] ?? 0;
    // The slip is small, as in the exams (38 for 37), but never makes a number repeat.
    let wrongValue = correctValue;
    while (wrongValue === correctValue || right.includes(wrongValue)) {
      wrongValue = correctValue + rng.pick([-3, -2, -1, 1, 2, 3]) * (correctValue > 200 ? rng.int(1, 4) : 1);
    }
    const terms = right.map((v, i) => (i === bad ? wrongValue : v));
    // Options: the wrong term and three genuine terms near it (the ones a hasty solver suspects).
    const others = rng
      .shuffle(terms.map((_, i) => i).filter((i) => i !== bad))
      .sort((x, y) => Math.abs(x - bad) - Math.abs(y - bad))
      .slice(0, 3);
    const options = rng.shuffle([bad, ...others]).map((i) => String(terms[i]));
    const correctIndex = options.indexOf(String(wrongValue));
    const list = terms.join(', ');
    const statement = {
      en: `Find the wrong number in the series: ${list}`,
      hi: `शृंखला में गलत संख्या ज्ञात कीजिए: ${list}`,
    };
    const from = rule.closed ? 0 : 1;
    const line = (note: (v: number) => string) =>
      right
        .slice(from)
        .map((t, i) => `$${rule.how(i + from)} = ${t}$${i + from === bad ? ` ${note(wrongValue)}` : ''}`)
        .join(', ');
    const checks = line((v) => `(not ${v})`);
    const checksHi = line((v) => `(${v} नहीं)`);
    const solution = {
      en: [
        `Most of the terms follow one rule: ${rule.en}.`,
        checks,
        `So ${wrongValue} is wrong; it should be ${correctValue}.`,
        '',
        `**Answer: ${wrongValue}**`,
      ].join('\n\n'),
      hi: [
        `अधिकांश पद एक ही नियम का पालन करते हैं: ${rule.hi}।`,
        checksHi,
        `अतः ${wrongValue} गलत है; इसके स्थान पर ${correctValue} होना चाहिए।`,
        '',
        `**उत्तर: ${wrongValue}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Wrong number in a series', hi: 'शृंखला में गलत संख्या' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [...terms, correctValue],
      check(): QuestionAnswer {
        // A term is the wrong one if the other six fit a model that predicts something else for it.
        const suspects = terms
          .map((v, i) => ({ v, i }))
          .filter(({ v, i }) => predictGap(terms, i).some((p) => p !== v));
        const only = suspects.length === 1 ? suspects[0] : undefined;
        return { kind: 'choice', correct: [only ? options.indexOf(String(only.v)) : -1] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Letter series

const letter = (p: number) => String.fromCharCode(64 + ((((p - 1) % 26) + 26) % 26) + 1);
const position = (ch: string) => ch.charCodeAt(0) - 64;

interface LetterSeries {
  terms: string[];
  answer: string;
  /** Wrong answers from real slips. */
  slips: string[];
  /** Whether the series runs past Z (or before A). */
  wraps: boolean;
  en: string;
  hi: string;
}

/** Letter series of the usual kinds: a fixed step, growing steps, pairs, or groups of three. */
function letterSeries(rng: Rng): LetterSeries {
  const s = letterSeriesRule(rng);
  if (!s.wraps) return s;
  return {
    ...s,
    en: `${s.en} (The alphabet runs round in a circle: after Z comes A again.)`,
    hi: `${s.hi} (वर्णमाला एक चक्र की तरह चलती है: Z के बाद फिर A आता है।)`,
  };
}

function letterSeriesRule(rng: Rng): LetterSeries {
  const kind = rng.pick(['fixed', 'growing', 'pair', 'triple'] as const);
  let wraps = false;
  const build = (cols: ((i: number) => number)[], count: number) =>
    Array.from({ length: count + 1 }, (_, i) =>
      cols
        .map((c) => {
          const p = c(i);
          if (p < 1 || p > 26) wraps = true;
          return letter(p);
        })
        .join(''),
    );
  const shift = (word: string, col: number, by: number) =>
    [...word].map((ch, j) => (j === col ? letter(position(ch) + by) : ch)).join('');
  const stepText = (k: number) => (k > 0 ? `+${k}` : `${k}`);
  if (kind === 'fixed') {
    const k = rng.pick([2, 3, 4, 5, 6, 7, -2, -3, -4, -5]);
    const p0 = rng.int(1, 26);
    const all = build([(i) => p0 + i * k], 5);
    const answer = all[5] ?? '';
    return {
      terms: all.slice(0, 5),
      answer,
      wraps,
      slips: [shift(answer, 0, 1), shift(answer, 0, -1), shift(answer, 0, k), shift(answer, 0, 2)],
      en: `Each letter moves ${Math.abs(k)} places ${k > 0 ? 'forward' : 'backward'} in the alphabet (${stepText(k)}).`,
      hi: `प्रत्येक अक्षर वर्णमाला में ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} जाता है (${stepText(k)})।`,
    };
  }
  if (kind === 'growing') {
    const d0 = rng.int(1, 3);
    const p0 = rng.int(1, 12);
    const pos = (i: number) => p0 + i * d0 + (i * (i - 1)) / 2;
    const all = build([pos], 5);
    const answer = all[5] ?? '';
    return {
      terms: all.slice(0, 5),
      answer,
      wraps,
      // Repeats the last step; takes one step too many; counts one letter short.
      slips: [shift(answer, 0, -1), shift(answer, 0, 1), shift(answer, 0, 2)],
      en: `The steps between the letters are ${[0, 1, 2, 3].map((i) => `+${d0 + i}`).join(', ')}, so the next step is +${d0 + 4}.`,
      hi: `अक्षरों के बीच अंतर ${[0, 1, 2, 3].map((i) => `+${d0 + i}`).join(', ')} हैं, इसलिए अगला अंतर +${d0 + 4} होगा।`,
    };
  }
  if (kind === 'pair') {
    const k1 = rng.pick([1, 2, 3, 4, -1, -2, -3]);
    const opposite = rng.next() < 0.4;
    const k2 = opposite ? -k1 : rng.pick([1, 2, 3, -1, -2, -3, -4]);
    const p1 = rng.int(1, 26);
    const p2 = opposite ? 27 - p1 : rng.int(1, 26);
    const all = build([(i) => p1 + i * k1, (i) => p2 + i * k2], 4);
    const answer = all[4] ?? '';
    return {
      terms: all.slice(0, 4),
      answer,
      wraps,
      slips: [shift(answer, 1, 1), shift(answer, 0, -1), shift(answer, 1, -2 * k2), shift(answer, 0, 1)],
      en: opposite
        ? `The first letters go ${stepText(k1)} each time, and each second letter is the opposite of the first (their positions add up to 27).`
        : `The first letters go ${stepText(k1)} each time and the second letters go ${stepText(k2)} each time.`,
      hi: opposite
        ? `पहले अक्षर हर बार ${stepText(k1)} चलते हैं, और प्रत्येक दूसरा अक्षर पहले अक्षर का विपरीत अक्षर है (दोनों के स्थानों का योग 27)।`
        : `पहले अक्षर हर बार ${stepText(k1)} और दूसरे अक्षर हर बार ${stepText(k2)} चलते हैं।`,
    };
  }
  const s = rng.pick([1, 2]);
  const g = 3 * s + rng.int(0, 2) * s; // the next group starts just after (or a little beyond) the last letter
  const p0 = rng.int(1, 10);
  const all = build(
    [0, 1, 2].map((j) => (i: number) => p0 + i * g + j * s),
    4,
  );
  const answer = all[4] ?? '';
  return {
    terms: all.slice(0, 4),
    answer,
    wraps,
    slips: [
      shift(answer, 2, 1),
      shift(answer, 0, 1),
      shift(answer, 1, -1),
      shift(shift(shift(answer, 0, -1), 1, -1), 2, -1),
    ],
    en: `Inside each group the letters go +${s}; each group starts ${g} letters after the start of the previous one.`,
    hi: `हर समूह के अंदर अक्षर +${s} चलते हैं; हर समूह पिछले समूह की शुरुआत से ${g} अक्षर आगे से शुरू होता है।`,
  };
}

/** Next term by column-wise differences modulo 26 (constant, or growing by a constant). */
function nextLetters(terms: readonly string[]): string | undefined {
  const width = terms[0]?.length ?? 0;
  let out = '';
  for (let col = 0; col < width; col++) {
    const pos = terms.map((t) => position(t[col] ?? 'A'));
    const diffs = pos.slice(1).map((p, i) => (((p - (pos[i] ?? 0)) % 26) + 26) % 26);
    const second = diffs.slice(1).map((d, i) => (((d - (diffs[i] ?? 0)) % 26) + 26) % 26);
    if (second.length < 2 || !second.every((d) => d === second[0])) return undefined;
    const nextDiff = (diffs[diffs.length - 1] ?? 0) + (second[0] ?? 0);
    out += letter((pos[pos.length - 1] ?? 0) + nextDiff);
  }
  return out;
}

/** Find the next term of a letter series. */
export const seriesNextLetters: QuestionGenerator = {
  id: 'series/letter-series',
  topic: 'series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const s = letterSeries(rng);
    const seen = new Set([s.answer]);
    const wrong = s.slips.filter((w) => !seen.has(w) && Boolean(seen.add(w)));
    for (let k = 3; wrong.length < 3; k++) {
      const w = [...s.answer].map((ch) => letter(position(ch) + k)).join('');
      if (!seen.has(w)) {
        seen.add(w);
        wrong.push(w);
      }
    }
    const options = rng.shuffle([s.answer, ...wrong.slice(0, 3)]);
    const correctIndex = options.indexOf(s.answer);
    const list = s.terms.join(', ');
    const positions = (t: string) => [...t].map((ch) => `${ch} = ${position(ch)}`).join(', ');
    const table = [...s.terms, s.answer].map((t) => `${t}: ${positions(t)}`).join('; ');
    const statement = {
      en: `Which term comes next in the series: ${list}, ?`,
      hi: `शृंखला में अगला पद कौन-सा होगा: ${list}, ?`,
    };
    const solution = {
      en: [`Write the alphabet positions: ${table}.`, s.en, '', `**Answer: ${s.answer}**`].join('\n\n'),
      hi: [`अक्षरों के वर्णमाला-स्थान लिखिए: ${table}।`, s.hi, '', `**उत्तर: ${s.answer}**`].join('\n\n'),
    };
    const terms = s.terms;
    return {
      title: { en: 'Letter series', hi: 'अक्षर शृंखला' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [],
      check(): QuestionAnswer {
        const next = nextLetters(terms);
        return { kind: 'choice', correct: [next === undefined ? -1 : options.indexOf(next)] };
      },
    };
  },
};
