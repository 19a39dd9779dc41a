import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * Classification by rules and attributes: the triad that joins a group of triads, and the number or
 * letter group sharing two attributes at once with three given ones. The checker does not know the
 * rule: it collects every attribute of a checklist that all the given items share and returns the
 * one option that has all of them (none or two such options: the draw is rejected).
 */

/** An attribute of the checklist, with a name for the solution. */
export interface Attribute<T> {
  name: Text;
  test(x: T): boolean;
}

/** The one option having every checklist attribute that all the given items share, or -1. */
export function memberIndex<T>(
  given: readonly T[],
  options: readonly T[],
  checklist: readonly Attribute<T>[],
): number {
  const shared = checklist.filter((a) => given.every((g) => a.test(g)));
  const fits = options.map((o, i) => (shared.every((a) => a.test(o)) ? i : -1)).filter((i) => i >= 0);
  return fits.length === 1 ? elementAt(fits, 0) : -1;
}

export function choice(
  title: Text,
  statement: Text,
  options: string[],
  correct: number,
  solution: Text,
  seconds: number,
  check: () => number,
) {
  return {
    title,
    type: 'single' as const,
    statement,
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution,
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [check()] };
    },
  };
}

type Triad = [number, number, number];
const triadText = (t: Triad) => `(${t.join(', ')})`;

/** One-step triad rules: the kinds setters use for "which triad belongs to the group". */
const TRIAD_KINDS: readonly {
  make(rng: Rng): Triad;
  name(g: Triad): Text;
  /** The given triads' rule as a checklist attribute (from the first given triad). */
  attribute(g: Triad): Attribute<Triad>;
  /** A look-alike triad that misses the rule. */
  miss(rng: Rng): Triad;
}[] = [
  {
    // Geometric: (a, ar, ar²) with a fixed ratio r.
    make: (rng) => {
      const a = rng.int(2, 9);
      return [a, a * 3, a * 9];
    },
    name: () => ({ en: 'each number is 3 times the one before it', hi: 'प्रत्येक संख्या पिछली संख्या की 3 गुनी है' }),
    attribute: () => ({
      name: { en: 'ratio 3', hi: 'अनुपात 3' },
      test: ([a, b, c]) => b === 3 * a && c === 3 * b,
    }),
    miss: (rng) => {
      const a = rng.int(2, 9);
      return rng.pick<Triad>([
        [a, a * 3, a * 6],
        [a, a * 3, a * 9 + 3],
        [a, a * 2, a * 4],
      ]);
    },
  },
  {
    // The third number is the product of the first two.
    make: (rng) => {
      const a = rng.int(3, 12);
      const b = rng.int(3, 12);
      return [a, b, a * b];
    },
    name: () => ({
      en: 'the third number is the product of the first two',
      hi: 'तीसरी संख्या पहली दो संख्याओं का गुणनफल है',
    }),
    attribute: () => ({ name: { en: 'c = ab', hi: 'c = ab' }, test: ([a, b, c]) => c === a * b }),
    miss: (rng) => {
      const a = rng.int(3, 12);
      const b = rng.int(3, 12);
      return [a, b, a * b + rng.pick([-2, -1, 1, 2, a, b])];
    },
  },
  {
    // The middle number is the average of the outer two.
    make: (rng) => {
      const a = rng.int(5, 60);
      const d = rng.int(3, 19);
      return [a, a + d, a + 2 * d];
    },
    name: () => ({
      en: 'the middle number is the average of the other two (equal steps)',
      hi: 'बीच की संख्या बाकी दो का औसत है (समान अंतर)',
    }),
    attribute: () => ({ name: { en: 'equal steps', hi: 'समान अंतर' }, test: ([a, b, c]) => b - a === c - b }),
    miss: (rng) => {
      const a = rng.int(5, 60);
      const d = rng.int(3, 19);
      return [a, a + d, a + 2 * d + rng.pick([-1, 1])];
    },
  },
  {
    // The third number is the square of the sum of the first two.
    make: (rng) => {
      const a = rng.int(1, 8);
      const b = rng.int(1, 8);
      return [a, b, (a + b) ** 2];
    },
    name: () => ({
      en: 'the third number is the square of the sum of the first two',
      hi: 'तीसरी संख्या पहली दो के योग का वर्ग है',
    }),
    attribute: () => ({
      name: { en: 'c = (a + b)²', hi: 'c = (a + b)²' },
      test: ([a, b, c]) => c === (a + b) ** 2,
    }),
    miss: (rng) => {
      const a = rng.int(1, 8);
      const b = rng.int(1, 8);
      return rng.pick<Triad>([
        [a, b, a * a + b * b],
        [a, b, (a + b) ** 2 + 1],
      ]);
    },
  },
];

/** The checklist for triads: every rule kind (ratio any k, product, equal steps, squares) plus parity. */
function triadChecklist(): Attribute<Triad>[] {
  const list: Attribute<Triad>[] = [];
  const n = (en: string): Text => ({ en, hi: en });
  for (let k = 2; k <= 5; k++)
    list.push({ name: n(`ratio ${k}`), test: ([a, b, c]) => b === k * a && c === k * b });
  list.push({ name: n('c = ab'), test: ([a, b, c]) => c === a * b });
  list.push({ name: n('equal steps'), test: ([a, b, c]) => b - a === c - b });
  list.push({ name: n('c = (a + b)²'), test: ([a, b, c]) => c === (a + b) ** 2 });
  list.push({ name: n('c = a² + b²'), test: ([a, b, c]) => c === a * a + b * b });
  list.push({ name: n('c = a + b'), test: ([a, b, c]) => c === a + b });
  return list;
}

/** Three triads share a rule; which option triad belongs to their group. */
export const classificationTriadGroupMember: QuestionGenerator = {
  id: 'classification/triad-group-member',
  topic: 'classification',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const kind = rng.pick(TRIAD_KINDS);
    let given: Triad[];
    let options: Triad[];
    let answer: Triad;
    for (;;) {
      given = [kind.make(rng), kind.make(rng), kind.make(rng)];
      answer = kind.make(rng);
      options = rng.shuffle([answer, kind.miss(rng), kind.miss(rng), kind.miss(rng)]);
      const texts = [...given, ...options].map(triadText);
      if (
        new Set(texts).size === 7 &&
        memberIndex(given, options, triadChecklist()) === options.indexOf(answer)
      )
        break;
    }
    const rule = kind.name(elementAt(given, 0));
    const texts = options.map(triadText);
    const check = (t: Triad) => kind.attribute(elementAt(given, 0)).test(t);
    const solution: Text = {
      en: [
        `In ${given.map(triadText).join(', ')} ${rule.en}.`,
        options
          .map((t) => `- ${triadText(t)}: ${check(t) ? 'follows the rule' : 'breaks the rule'}`)
          .join('\n'),
        `**Answer: ${triadText(answer)}**`,
      ].join('\n\n'),
      hi: [
        `${given.map(triadText).join(', ')} में ${rule.hi}।`,
        options
          .map((t) => `- ${triadText(t)}: ${check(t) ? 'नियम का पालन करता है' : 'नियम तोड़ता है'}`)
          .join('\n'),
        `**उत्तर: ${triadText(answer)}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Triad that belongs to the group', hi: 'वर्ग में आने वाला संख्या-त्रिक' },
      {
        en: `The triads ${given.map(triadText).join(', ')} belong to a group. Which of the following triads belongs to the same group?`,
        hi: `संख्या-त्रिक ${given.map(triadText).join(', ')} एक वर्ग के हैं। निम्नलिखित में से कौन-सा त्रिक इसी वर्ग का है?`,
      },
      texts,
      options.indexOf(answer),
      solution,
      60,
      () => memberIndex(given, options, triadChecklist()),
    );
  },
};

/** The triad that the 3–1 splits of the checklist single out, or -1 when none does or two disagree. */
function oddTriad(triads: readonly Triad[]): number {
  const odd = new Set<number>();
  for (const a of triadChecklist()) {
    const fits = triads.map((t) => a.test(t));
    if (fits.filter(Boolean).length === 3) odd.add(fits.indexOf(false));
  }
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

/** Four triads, three on one rule (ratio, product, equal steps, square of the sum); find the odd one. */
export const classificationOddTriad: QuestionGenerator = {
  id: 'classification/odd-triad',
  topic: 'classification',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const kind = rng.pick(TRIAD_KINDS);
    let triads: Triad[];
    let odd: Triad;
    for (;;) {
      odd = kind.miss(rng);
      triads = rng.shuffle([kind.make(rng), kind.make(rng), kind.make(rng), odd]);
      if (new Set(triads.map(triadText)).size === 4 && oddTriad(triads) === triads.indexOf(odd)) break;
    }
    const rule = kind.name(elementAt(triads, 0));
    const test = kind.attribute(elementAt(triads, 0));
    const lines = (yes: string, no: string) =>
      triads.map((t) => `- ${triadText(t)}: ${test.test(t) ? yes : no}`).join('\n');
    const solution: Text = {
      en: [
        `Test how the numbers of each triad are linked. In three triads ${rule.en}:`,
        lines('follows the rule', 'breaks the rule'),
        `**Answer: ${triadText(odd)}**`,
      ].join('\n\n'),
      hi: [
        `हर त्रिक की संख्याओं का संबंध जाँचें। तीन त्रिकों में ${rule.hi}:`,
        lines('नियम का पालन करता है', 'नियम तोड़ता है'),
        `**उत्तर: ${triadText(odd)}**`,
      ].join('\n\n'),
    };
    const list = triads.map(triadText).join(', ');
    return choice(
      { en: 'Odd triad: one-step rule', hi: 'भिन्न त्रिक: एक चरण का नियम' },
      {
        en: `Three of the following number triads are alike in a certain way and one is different. Find the odd one out: ${list}`,
        hi: `निम्नलिखित संख्या-त्रिकों में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न को चुनिए: ${list}`,
      },
      triads.map(triadText),
      triads.indexOf(odd),
      solution,
      50,
      () => oddTriad(triads),
    );
  },
};

const digits = (x: number) => [...String(x)].map(Number);
const isPrime = (x: number) => {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
};
const digitSum = (x: number) => digits(x).reduce((s, d) => s + d, 0);

/** Number attributes a solver checks; each with its negation, so "not prime" counts as shared too. */
const NUMBER_ATTRIBUTES: readonly Attribute<number>[] = (() => {
  const base: Attribute<number>[] = [
    { name: { en: 'odd', hi: 'विषम' }, test: (x) => x % 2 === 1 },
    { name: { en: 'prime', hi: 'अभाज्य' }, test: isPrime },
    { name: { en: 'a perfect square', hi: 'पूर्ण वर्ग' }, test: (x) => Math.round(Math.sqrt(x)) ** 2 === x },
    { name: { en: 'a prime digit sum', hi: 'अंकों का योग अभाज्य' }, test: (x) => isPrime(digitSum(x)) },
    {
      name: { en: 'tens digit greater than units digit', hi: 'दहाई का अंक इकाई के अंक से बड़ा' },
      test: (x) => Math.floor(x / 10) > x % 10,
    },
    {
      name: { en: 'tens digit smaller than units digit', hi: 'दहाई का अंक इकाई के अंक से छोटा' },
      test: (x) => Math.floor(x / 10) < x % 10,
    },
  ];
  for (const k of [3, 4, 5, 7, 9, 11])
    base.push({ name: { en: `a multiple of ${k}`, hi: `${k} का गुणज` }, test: (x) => x % k === 0 });
  return [
    ...base,
    ...base.map((a) => ({
      name: { en: `not ${a.name.en}`, hi: `${a.name.hi} नहीं` },
      test: (x: number) => !a.test(x),
    })),
  ];
})();

/** The attribute pairs a question is built on: P (a digit or parity property) and Q (divisibility or primality). */
const P_NAMES = [
  'odd',
  'tens digit greater than units digit',
  'tens digit smaller than units digit',
  'a prime digit sum',
];
const Q_NAMES = ['a multiple of 3', 'a multiple of 4', 'a multiple of 7', 'prime'];
const attr = (en: string) => {
  const a = NUMBER_ATTRIBUTES.find((x) => x.name.en === en);
  if (!a) throw new Error(`no attribute ${en}`);
  return a;
};

/** Three numbers share two attributes at once; each wrong option has only one of them. */
export const classificationTwoAttributeNumbers: QuestionGenerator = {
  id: 'classification/two-attribute-numbers',
  topic: 'classification',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let p: Attribute<number>;
    let q: Attribute<number>;
    let given: number[];
    let options: number[];
    let answer: number;
    for (;;) {
      p = attr(rng.pick(P_NAMES));
      q = attr(rng.pick(Q_NAMES));
      const P = p;
      const Q = q;
      const pool = (want: (x: number) => boolean) =>
        rng.shuffle(Array.from({ length: 89 }, (_, i) => i + 11).filter(want));
      const both = pool((x) => P.test(x) && Q.test(x));
      const onlyP = pool((x) => P.test(x) && !Q.test(x));
      const onlyQ = pool((x) => !P.test(x) && Q.test(x));
      if (both.length < 4 || onlyP.length < 2 || onlyQ.length < 2) continue;
      given = both.slice(0, 3);
      answer = elementAt(both, 3);
      // The traps: a number with only the first property, one with only the second, and one more of either.
      options = rng.shuffle([
        answer,
        elementAt(onlyP, 0),
        elementAt(onlyQ, 0),
        rng.pick([elementAt(onlyP, 1), elementAt(onlyQ, 1)]),
      ]);
      if (memberIndex(given, options, NUMBER_ATTRIBUTES) === options.indexOf(answer)) break;
    }
    const P = p;
    const Q = q;
    const mark = (x: number, a: Attribute<number>) => (a.test(x) ? '✓' : '✗');
    const rows = (pName: string, qName: string) =>
      options.map((x) => `- ${x}: ${pName} ${mark(x, P)}, ${qName} ${mark(x, Q)}`).join('\n');
    const table = rows;
    const solution: Text = {
      en: [
        `The numbers ${given.join(', ')} share two properties: ${P.name.en}, and ${Q.name.en}. Each property alone fits more than one option, so test both:`,
        table(P.name.en, Q.name.en),
        `Only ${answer} has both properties.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `संख्याओं ${given.join(', ')} में दो गुण समान हैं: ${P.name.hi}, और ${Q.name.hi}। केवल एक गुण कई विकल्पों पर बैठता है, इसलिए दोनों जाँचें:`,
        table(P.name.hi, Q.name.hi),
        `केवल ${answer} में दोनों गुण हैं।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      ...choice(
        { en: 'Number sharing two properties with a group', hi: 'समूह के दो गुणों वाली संख्या' },
        {
          en: `The numbers ${given.join(', ')} form a group. Which of the following numbers belongs to the same group?`,
          hi: `संख्याएँ ${given.join(', ')} एक वर्ग बनाती हैं। निम्नलिखित में से कौन-सी संख्या इसी वर्ग की है?`,
        },
        options.map(String),
        options.indexOf(answer),
        solution,
        180,
        () => memberIndex(given, options, NUMBER_ATTRIBUTES),
      ),
      numbers: [...given],
    };
  },
};
