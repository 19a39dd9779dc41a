import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * Odd one out among number pairs related through their digits, and among number triads built by a
 * two-step rule. The checker does not know the rule: it tries every rule of a checklist and returns
 * the one item the 3–1 splits single out; sets where two rules disagree are redrawn.
 */

const digits = (x: number) => [...String(x)].map(Number);
const reverse = (x: number) => Number([...String(x)].reverse().join(''));

/** The index every rule fitting exactly three items singles out, or -1 when none does or two disagree. */
function oddIndex<T>(items: readonly T[], rules: readonly ((x: T) => boolean)[]): number {
  const odd = new Set<number>();
  for (const rule of rules) {
    const fits = items.map(rule);
    if (fits.filter(Boolean).length === items.length - 1) odd.add(fits.indexOf(false));
  }
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

function settle<T>(
  rng: Rng,
  make: () => { alike: T[]; odd: T },
  rules: readonly ((x: T) => boolean)[],
  key: (x: T) => string,
) {
  for (;;) {
    const { alike, odd } = make();
    const items = rng.shuffle([...alike, odd]);
    if (new Set(items.map(key)).size !== 4) continue;
    if (oddIndex(items, rules) === items.indexOf(odd)) return { items, odd, correct: items.indexOf(odd) };
  }
}

function question(
  title: Text,
  kind: Text,
  options: string[],
  correct: number,
  solution: Text,
  seconds: number,
) {
  const list = options.join(', ');
  return {
    title,
    type: 'single' as const,
    statement: {
      en: `Three of the following ${kind.en} are alike in a certain way and one is different. Find the odd one out: ${list}`,
      hi: `निम्नलिखित ${kind.hi} में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न को चुनिए: ${list}`,
    },
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution,
    expectedSeconds: seconds,
  };
}

/** How the second number of a pair is made from the digits of the first. */
const DIGIT_RELATIONS: readonly { of: (a: number) => number; text: Text; tex: (a: number) => string }[] = [
  {
    of: (a) => digits(a).reduce((p, d) => p * d, 1),
    text: { en: 'the product of the digits of the first', hi: 'पहली संख्या के अंकों का गुणनफल' },
    tex: (a) => digits(a).join(' \\times '),
  },
  {
    of: (a) => digits(a).reduce((s, d) => s + d, 0) ** 2,
    text: { en: 'the square of the digit sum of the first', hi: 'पहली संख्या के अंकों के योग का वर्ग' },
    tex: (a) => `(${digits(a).join(' + ')})^2`,
  },
  {
    of: (a) => digits(a).reduce((s, d) => s + d * d, 0),
    text: { en: 'the sum of the squares of the digits of the first', hi: 'पहली संख्या के अंकों के वर्गों का योग' },
    tex: (a) =>
      digits(a)
        .map((d) => `${d}^2`)
        .join(' + '),
  },
  {
    of: reverse,
    text: { en: 'the first number with its digits reversed', hi: 'पहली संख्या के अंक उलटने पर बनी संख्या' },
    tex: (a) => `\\text{${a}} \\to \\text{${reverse(a)}}`,
  },
];

const parsePair = (x: string) => x.replace(/[()]/g, '').split(', ').map(Number) as [number, number];

/** The checklist of pair rules: every digit relation, constant steps and multiples, parity. */
function digitPairRules(): ((x: string) => boolean)[] {
  const rules: ((x: string) => boolean)[] = DIGIT_RELATIONS.map((r) => (x) => {
    const [a, b] = parsePair(x);
    return r.of(a) === b;
  });
  for (let k = 2; k <= 9; k++) rules.push((x) => parsePair(x)[1] === k * parsePair(x)[0]);
  rules.push((x) => parsePair(x)[1] % 2 === 0);
  rules.push((x) => parsePair(x)[1] % 2 === 1);
  return rules;
}

/** Pairs whose second number comes from the digits of the first (product, squares, reversal). */
export const oddOneOutDigitPairs: QuestionGenerator = {
  id: 'odd-one-out/digit-pairs',
  topic: 'odd-one-out',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const rel = rng.pick(DIGIT_RELATIONS);
    const isReverse = rel.of === reverse;
    const first = () => {
      for (;;) {
        const a = rng.int(123, 987);
        const ds = digits(a);
        if (!ds.includes(0) && new Set(ds).size === 3 && (!isReverse || ds[0] !== 1)) return a;
      }
    };
    const pair = (a: number, b: number) => `(${a}, ${b})`;
    const { items, odd, correct } = settle(
      rng,
      () => {
        const x = first();
        const [p, q, r] = digits(x) as [number, number, number];
        // The near miss: the digits rotated instead of reversed, or the value one or two off.
        const miss = isReverse ? r * 100 + p * 10 + q : rel.of(x) + rng.pick([-2, -1, 1, 2]);
        return { alike: [first(), first(), first()].map((a) => pair(a, rel.of(a))), odd: pair(x, miss) };
      },
      digitPairRules(),
      (x) => String(parsePair(x)[0]),
    );
    const [oa, ob] = parsePair(odd);
    const lines = items.map((x) => {
      const [a, b] = parsePair(x);
      const shown = isReverse ? `${a} → ${rel.of(a)}` : `$${rel.tex(a)} = ${rel.of(a)}$`;
      return rel.of(a) === b
        ? { en: `- ${x}: ${shown}`, hi: `- ${x}: ${shown}` }
        : { en: `- ${x}: ${shown}, not ${b}`, hi: `- ${x}: ${shown}, ${b} नहीं` };
    });
    const q = question(
      { en: 'Odd number pair: digit relation', hi: 'भिन्न संख्या-युग्म: अंकों का संबंध' },
      { en: 'number pairs', hi: 'संख्या-युग्मों' },
      items,
      correct,
      {
        en: [
          `In three pairs the second number is ${rel.text.en}:`,
          lines.map((l) => l.en).join('\n'),
          `${odd} breaks the rule: ${oa} should go with ${rel.of(oa)}, not ${ob}.`,
          `**Answer: ${odd}**`,
        ].join('\n\n'),
        hi: [
          `तीन युग्मों में दूसरी संख्या = ${rel.text.hi}:`,
          lines.map((l) => l.hi).join('\n'),
          `${odd} नियम तोड़ता है: ${oa} के साथ ${rel.of(oa)} होना चाहिए, ${ob} नहीं।`,
          `**उत्तर: ${odd}**`,
        ].join('\n\n'),
      },
      70,
    );
    return {
      ...q,
      numbers: [oa, ob],
      check: (): QuestionAnswer => ({ kind: 'choice', correct: [oddIndex(items, digitPairRules())] }),
    };
  },
};

/** Two-step rules making the third number of a triad from the first two (a > b). */
const TRIAD_RULES: readonly {
  of: (a: number, b: number) => number;
  tex: (a: number, b: number) => string;
  text: string;
}[] = [
  { of: (a, b) => a * a + b * b, tex: (a, b) => `${a}^2 + ${b}^2`, text: 'a^2 + b^2' },
  { of: (a, b) => (a + b) ** 2, tex: (a, b) => `(${a} + ${b})^2`, text: '(a + b)^2' },
  { of: (a, b) => a * a - b * b, tex: (a, b) => `${a}^2 - ${b}^2`, text: 'a^2 - b^2' },
  { of: (a, b) => (a - b) ** 2, tex: (a, b) => `(${a} - ${b})^2`, text: '(a - b)^2' },
  { of: (a, b) => a * b + a + b, tex: (a, b) => `${a} \\times ${b} + ${a} + ${b}`, text: 'ab + a + b' },
  { of: (a, b) => a * b - a - b, tex: (a, b) => `${a} \\times ${b} - ${a} - ${b}`, text: 'ab - a - b' },
  { of: (a, b) => a * a + b, tex: (a, b) => `${a}^2 + ${b}`, text: 'a^2 + b' },
  { of: (a, b) => a * a - b, tex: (a, b) => `${a}^2 - ${b}`, text: 'a^2 - b' },
];

const parseTriad = (x: string) => x.replace(/[()]/g, '').split(', ').map(Number) as [number, number, number];

/** The checklist: every two-step rule of the family, plus c = ab + k, c = k(a + b) and c = kab. */
function triadRules(): ((x: string) => boolean)[] {
  const rules: ((x: string) => boolean)[] = TRIAD_RULES.map((r) => (x) => {
    const [a, b, c] = parseTriad(x);
    return r.of(a, b) === c;
  });
  for (let k = -20; k <= 20; k++)
    rules.push((x) => parseTriad(x)[2] === parseTriad(x)[0] * parseTriad(x)[1] + k);
  for (let k = 1; k <= 15; k++)
    rules.push((x) => parseTriad(x)[2] === k * (parseTriad(x)[0] + parseTriad(x)[1]));
  for (let k = 2; k <= 5; k++)
    rules.push((x) => parseTriad(x)[2] === k * parseTriad(x)[0] * parseTriad(x)[1]);
  return rules;
}

/** Triads (a, b, c) where c comes from a and b by a two-step rule; the odd triad follows a look-alike rule. */
export const oddOneOutTwoStepTriads: QuestionGenerator = {
  id: 'odd-one-out/two-step-triads',
  topic: 'odd-one-out',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const rule = rng.pick(TRIAD_RULES);
    const draw = () => {
      const a = rng.int(4, 12);
      return [a, rng.int(2, a - 1)] as [number, number];
    };
    const triad = (a: number, b: number, c: number) => `(${a}, ${b}, ${c})`;
    // Redraw while a one-step rule (c = ab + k, k(a + b), kab) fits three triads: the solution says none does.
    const oneStep = triadRules().slice(TRIAD_RULES.length);
    let drawn: { items: string[]; odd: string; correct: number };
    do drawn = settleTriads();
    while (oneStep.some((r) => drawn.items.filter(r).length >= 3));
    const { items, odd, correct } = drawn;
    function settleTriads() {
      return settle(
        rng,
        () => {
          const alike = [draw(), draw(), draw()].map(([a, b]) => triad(a, b, rule.of(a, b)));
          const [x, y] = draw();
          // The odd triad follows a look-alike rule of the family (the slip of a solver who checks
          // only the first triad), or is off by the gap between the two look-alikes.
          const other = rng.pick(TRIAD_RULES.filter((r) => r !== rule));
          return { alike, odd: triad(x, y, other.of(x, y)) };
        },
        triadRules(),
        (x) => parseTriad(x).slice(0, 2).join(','),
      );
    }
    const [ox, oy, oc] = parseTriad(odd);
    const lines = items.map((x) => {
      const [a, b, c] = parseTriad(x);
      const v = rule.of(a, b);
      return v === c
        ? { en: `- ${x}: $${rule.tex(a, b)} = ${c}$`, hi: `- ${x}: $${rule.tex(a, b)} = ${c}$` }
        : {
            en: `- ${x}: $${rule.tex(a, b)} = ${v} \\neq ${c}$`,
            hi: `- ${x}: $${rule.tex(a, b)} = ${v} \\neq ${c}$`,
          };
    });
    const products = items.map((x) => {
      const [a, b, c] = parseTriad(x);
      return `$${a} \\times ${b} = ${a * b}$ (${c})`;
    });
    const q = question(
      { en: 'Odd number triad: two-step rule', hi: 'भिन्न संख्या-त्रिक: दो चरणों का नियम' },
      { en: 'number triads (a, b, c)', hi: 'संख्या-त्रिकों (a, b, c)' },
      items,
      correct,
      {
        en: [
          `One-step rules do not work: the products ab are ${products.join(', ')}, and no single difference or multiple links them to c in three triads. So test two-step rules ($a^2 \\pm b^2$, $(a \\pm b)^2$, $ab \\pm (a + b)$, $a^2 \\pm b$) on every triad.`,
          `Only $c = ${rule.text}$ fits three triads:`,
          lines.map((l) => l.en).join('\n'),
          `${odd} breaks it: $${rule.tex(ox, oy)} = ${rule.of(ox, oy)}$, not ${oc}.`,
          `**Answer: ${odd}**`,
        ].join('\n\n'),
        hi: [
          `एक चरण वाले नियम काम नहीं करते: गुणनफल ab हैं ${products.join(', ')}, और कोई एक अंतर या गुणज इन्हें तीन त्रिकों में c से नहीं जोड़ता। इसलिए हर त्रिक पर दो चरणों वाले नियम ($a^2 \\pm b^2$, $(a \\pm b)^2$, $ab \\pm (a + b)$, $a^2 \\pm b$) जाँचें।`,
          `केवल $c = ${rule.text}$ तीन त्रिकों पर बैठता है:`,
          lines.map((l) => l.hi).join('\n'),
          `${odd} इसे तोड़ता है: $${rule.tex(ox, oy)} = ${rule.of(ox, oy)}$, ${oc} नहीं।`,
          `**उत्तर: ${odd}**`,
        ].join('\n\n'),
      },
      180,
    );
    return {
      ...q,
      numbers: [ox, oy, oc],
      check: (): QuestionAnswer => ({ kind: 'choice', correct: [oddIndex(items, triadRules())] }),
    };
  },
};
