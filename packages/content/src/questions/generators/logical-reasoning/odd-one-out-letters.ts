import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * Odd one out among letter pairs, letter-number pairs and words with a number. The generator builds
 * three items on one rule and a near miss; the checker does not know the rule: it tries every rule
 * of a checklist and returns the one item that the 3–1 splits single out (sets where two rules
 * single out different items are redrawn).
 */

const pos = (c: string) => c.charCodeAt(0) - 64;
const letter = (p: number) => String.fromCharCode(64 + p);
const VOWELS = 'AEIOU';

/** A rule of a checklist; `twoWay`: also a 3–1 split when only one item obeys it. */
interface Rule<T> {
  test(item: T): boolean;
  twoWay?: boolean;
}

/** The index every 3–1 split singles out, or -1 when none does or two disagree. */
function oddIndex<T>(items: readonly T[], rules: readonly Rule<T>[]): number {
  const odd = new Set<number>();
  for (const rule of rules) {
    const fits = items.map((x) => rule.test(x));
    const yes = fits.filter(Boolean).length;
    if (yes === items.length - 1) odd.add(fits.indexOf(false));
    if (rule.twoWay && yes === 1) odd.add(fits.indexOf(true));
  }
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

/** Draws until the checklist singles out the intended odd item; returns the shuffled items. */
function settle<T>(
  rng: Rng,
  make: () => { alike: T[]; odd: T },
  rules: readonly Rule<T>[],
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

/** Rules a solver tries on two-letter pairs: a position sum, a step, vowels, parity. */
function pairRules(): Rule<string>[] {
  const sum = (x: string) => pos(x[0] ?? '') + pos(x[1] ?? '');
  const step = (x: string) => pos(x[1] ?? '') - pos(x[0] ?? '');
  const rules: Rule<string>[] = [];
  for (let s = 2; s <= 52; s++) rules.push({ test: (x) => sum(x) === s });
  for (let d = -25; d <= 25; d++) rules.push({ test: (x) => step(x) === d });
  rules.push(
    { test: (x) => [...x].some((c) => VOWELS.includes(c)), twoWay: true },
    { test: (x) => [...x].every((c) => pos(c) % 2 === 0), twoWay: true },
    { test: (x) => [...x].every((c) => pos(c) % 2 === 1), twoWay: true },
    { test: (x) => sum(x) % 2 === 0, twoWay: true },
  );
  return rules;
}

/** Letter pairs that are opposite letters (positions add up to 27) or a fixed step apart. */
export const oddOneOutLetterPairs: QuestionGenerator = {
  id: 'odd-one-out/letter-pairs',
  topic: 'odd-one-out',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const opposite = rng.next() < 0.5;
    const k = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6]);
    const firsts = (lo: number, hi: number) =>
      rng.shuffle(Array.from({ length: hi - lo + 1 }, (_, i) => i + lo));
    const { items, odd, correct } = settle(
      rng,
      () => {
        if (opposite) {
          const [a, b, c, x] = firsts(1, 13) as [number, number, number, number];
          // The near miss: the opposite letter taken one place off (positions add up to 26 or 28).
          const y = 27 - x + rng.pick([-1, 1]);
          return { alike: [a, b, c].map((p) => letter(p) + letter(27 - p)), odd: letter(x) + letter(y) };
        }
        const [lo, hi] = k > 0 ? [1, 26 - k - 1] : [2 - k, 26];
        const [a, b, c, x] = firsts(lo, hi) as [number, number, number, number];
        // The near miss: one step more than the others.
        return {
          alike: [a, b, c].map((p) => letter(p) + letter(p + k)),
          odd: letter(x) + letter(x + k + Math.sign(k)),
        };
      },
      pairRules(),
      (x) => x,
    );
    const show = (x: string) => `${x}: ${x[0]}(${pos(x[0] ?? '')}), ${x[1]}(${pos(x[1] ?? '')})`;
    const sumOf = (x: string) => pos(x[0] ?? '') + pos(x[1] ?? '');
    const stepOf = (x: string) => pos(x[1] ?? '') - pos(x[0] ?? '');
    const lines = items.map((x) =>
      opposite
        ? { en: `- ${show(x)}; sum ${sumOf(x)}`, hi: `- ${show(x)}; योग ${sumOf(x)}` }
        : { en: `- ${show(x)}; step ${stepOf(x)}`, hi: `- ${show(x)}; अंतर ${stepOf(x)}` },
    );
    const rule: Text = opposite
      ? {
          en: `In three pairs the letters are opposite letters (positions add up to 27); for ${odd} the sum is ${sumOf(odd)}.`,
          hi: `तीन युग्मों में अक्षर एक-दूसरे के विपरीत अक्षर हैं (स्थानों का योग 27); ${odd} में योग ${sumOf(odd)} है।`,
        }
      : {
          en: `In three pairs the second letter is ${Math.abs(k)} places ${k > 0 ? 'after' : 'before'} the first; for ${odd} the step is ${Math.abs(stepOf(odd))}.`,
          hi: `तीन युग्मों में दूसरा अक्षर पहले अक्षर से ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} है; ${odd} में ${Math.abs(stepOf(odd))} स्थान।`,
        };
    const q = question(
      { en: 'Odd letter pair', hi: 'भिन्न अक्षर-युग्म' },
      { en: 'letter pairs', hi: 'अक्षर-युग्मों' },
      items,
      correct,
      {
        en: [
          'Write the position of each letter (A = 1, …, Z = 26):',
          lines.map((l) => l.en).join('\n'),
          rule.en,
          `**Answer: ${odd}**`,
        ].join('\n\n'),
        hi: [
          'प्रत्येक अक्षर का स्थान लिखें (A = 1, …, Z = 26):',
          lines.map((l) => l.hi).join('\n'),
          rule.hi,
          `**उत्तर: ${odd}**`,
        ].join('\n\n'),
      },
      35,
    );
    return {
      ...q,
      numbers: [],
      check: (): QuestionAnswer => ({ kind: 'choice', correct: [oddIndex(items, pairRules())] }),
    };
  },
};

/** A letter-number item such as "E25", split into its letter and number. */
const split = (x: string) => ({ p: pos(x[0] ?? ''), n: Number(x.slice(1)) });

/** Rules a solver tries on letter-number items: the number as a function of the letter's position. */
function letterNumberRules(): Rule<string>[] {
  const rules: Rule<string>[] = [];
  const add = (f: (p: number) => number) => rules.push({ test: (x) => split(x).n === f(split(x).p) });
  for (let k = -10; k <= 10; k++) add((p) => p + k);
  for (let m = 2; m <= 5; m++) add((p) => m * p);
  for (let k = -3; k <= 3; k++) add((p) => 27 - p + k);
  add((p) => p * p);
  add((p) => p * p + 1);
  add((p) => p * p - 1);
  add((p) => 2 * (27 - p));
  rules.push({ test: (x) => split(x).n % 2 === 0, twoWay: true });
  rules.push({ test: (x) => VOWELS.includes(x[0] ?? ''), twoWay: true });
  return rules;
}

/** How the number follows from the letter's position p. */
const LETTER_NUMBER_RULES: readonly { of: (p: number) => number; text: Text; tex: (p: number) => string }[] =
  [
    {
      of: (p) => p * p,
      text: { en: 'the square of its position', hi: 'उसके स्थान का वर्ग' },
      tex: (p) => `${p}^2`,
    },
    {
      of: (p) => 2 * p,
      text: { en: 'twice its position', hi: 'उसके स्थान का दोगुना' },
      tex: (p) => `2 \\times ${p}`,
    },
    {
      of: (p) => 27 - p,
      text: { en: 'its position counted from Z', hi: 'Z से गिनने पर उसका स्थान' },
      tex: (p) => `27 - ${p}`,
    },
    {
      of: (p) => 3 * p,
      text: { en: 'three times its position', hi: 'उसके स्थान का तीन गुना' },
      tex: (p) => `3 \\times ${p}`,
    },
  ];

/** Letter-number items (E25, C9, …) where the number is the square, a multiple or the reverse position. */
export const oddOneOutLetterNumber: QuestionGenerator = {
  id: 'odd-one-out/letter-number',
  topic: 'odd-one-out',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const ruleIndex = rng.int(0, LETTER_NUMBER_RULES.length - 1);
    const rule = elementAt(LETTER_NUMBER_RULES, ruleIndex);
    const maxP = ruleIndex === 0 ? 15 : 26;
    const item = (p: number, n: number) => `${letter(p)}${n}`;
    const { items, odd, correct } = settle(
      rng,
      () => {
        const [a, b, c, x] = rng.shuffle(Array.from({ length: maxP - 1 }, (_, i) => i + 2)).slice(0, 4) as [
          number,
          number,
          number,
          number,
        ];
        // The near miss: the number one off, or the forward position taken for the reverse one.
        const miss = ruleIndex === 2 && rng.next() < 0.5 ? x : rule.of(x) + rng.pick([-1, 1]);
        return { alike: [a, b, c].map((p) => item(p, rule.of(p))), odd: item(x, miss) };
      },
      letterNumberRules(),
      (x) => x,
    );
    const oddParts = split(odd);
    const lines = items.map((x) => {
      const { p, n } = split(x);
      const ok = rule.of(p) === n;
      const tex = `$${rule.tex(p)} = ${rule.of(p)}$`;
      return {
        en: `- ${x}: ${x[0]} = ${p}, ${tex}${ok ? '' : `, not ${n}`}`,
        hi: `- ${x}: ${x[0]} = ${p}, ${tex}${ok ? '' : `, ${n} नहीं`}`,
      };
    });
    const q = question(
      { en: 'Odd letter-number pair', hi: 'भिन्न अक्षर-संख्या युग्म' },
      { en: 'letter-number pairs', hi: 'अक्षर-संख्या युग्मों' },
      items,
      correct,
      {
        en: [
          `In three items the number is ${rule.text.en} in the alphabet (A = 1, …, Z = 26):`,
          lines.map((l) => l.en).join('\n'),
          `${odd} breaks the rule: ${odd[0]} should go with ${rule.of(oddParts.p)}.`,
          `**Answer: ${odd}**`,
        ].join('\n\n'),
        hi: [
          `तीन युग्मों में संख्या वर्णमाला में अक्षर के स्थान से बनती है: ${rule.text.hi} (A = 1, …, Z = 26):`,
          lines.map((l) => l.hi).join('\n'),
          `${odd} नियम तोड़ता है: ${odd[0]} के साथ ${rule.of(oddParts.p)} होना चाहिए।`,
          `**उत्तर: ${odd}**`,
        ].join('\n\n'),
      },
      50,
    );
    return {
      ...q,
      numbers: [],
      check: (): QuestionAnswer => ({ kind: 'choice', correct: [oddIndex(items, letterNumberRules())] }),
    };
  },
};

/** Short English words used as puzzle data (letters only, no repeats needed). */
const WORDS = [
  'CAT',
  'DOG',
  'SUN',
  'MAP',
  'PEN',
  'BOX',
  'CUP',
  'HAT',
  'JAR',
  'KEY',
  'LOG',
  'NET',
  'OWL',
  'RAT',
  'BEAR',
  'BIRD',
  'CAKE',
  'DESK',
  'FISH',
  'GOLD',
  'KING',
  'LAMP',
  'MILK',
  'ROSE',
  'SHIP',
  'TREE',
  'WIND',
  'BOOK',
  'FROG',
  'STAR',
];

/** Two-step rules turning a word into its number (positions A = 1, …, Z = 26). */
const WORD_RULES: readonly { of: (w: string) => number; text: Text; show: (w: string) => string }[] = [
  {
    of: (w) => 2 * sumPos(w),
    text: { en: 'twice the sum of the letter positions', hi: 'अक्षरों के स्थानों के योग का दोगुना' },
    show: (w) => `2 \\times (${[...w].map(pos).join(' + ')}) = ${2 * sumPos(w)}`,
  },
  {
    of: (w) => [...w].reduce((s, c) => s + 27 - pos(c), 0),
    text: { en: 'the sum of the positions counted from Z', hi: 'Z से गिने गए स्थानों का योग' },
    show: (w) =>
      `${[...w].map((c) => 27 - pos(c)).join(' + ')} = ${[...w].reduce((s, c) => s + 27 - pos(c), 0)}`,
  },
  {
    of: (w) => sumPos(w) + w.length,
    text: {
      en: 'the sum of the letter positions plus the number of letters',
      hi: 'अक्षरों के स्थानों का योग और अक्षरों की संख्या का जोड़',
    },
    show: (w) => `(${[...w].map(pos).join(' + ')}) + ${w.length} = ${sumPos(w) + w.length}`,
  },
  {
    of: (w) => pos(w[0] ?? '') * pos(w.at(-1) ?? ''),
    text: {
      en: 'the product of the positions of the first and last letters',
      hi: 'पहले और अंतिम अक्षर के स्थानों का गुणनफल',
    },
    show: (w) =>
      `${pos(w[0] ?? '')} \\times ${pos(w.at(-1) ?? '')} = ${pos(w[0] ?? '') * pos(w.at(-1) ?? '')}`,
  },
  {
    of: (w) => sumPos(w) - w.length,
    text: {
      en: 'the sum of the letter positions minus the number of letters',
      hi: 'अक्षरों के स्थानों के योग में से अक्षरों की संख्या घटाने पर',
    },
    show: (w) => `(${[...w].map(pos).join(' + ')}) - ${w.length} = ${sumPos(w) - w.length}`,
  },
];
function sumPos(w: string): number {
  return [...w].reduce((s, c) => s + pos(c), 0);
}

const wordItem = (w: string, n: number) => `${w}-${n}`;
const parseWordItem = (x: string) => {
  const [w = '', n = ''] = x.split('-');
  return { w, n: Number(n) };
};

/** The checklist: every two-step rule of the family, plus the plain sum and a few plain offsets. */
function wordRules(): Rule<string>[] {
  const rules: Rule<string>[] = WORD_RULES.map((r) => ({
    test: (x) => r.of(parseWordItem(x).w) === parseWordItem(x).n,
  }));
  for (let k = -5; k <= 5; k++)
    rules.push({ test: (x) => sumPos(parseWordItem(x).w) + k === parseWordItem(x).n });
  rules.push({ test: (x) => parseWordItem(x).n % 2 === 0, twoWay: true });
  return rules;
}

/** Words coded as numbers by one of five two-step rules; the solver must find which rule fits three. */
export const oddOneOutWordNumberCode: QuestionGenerator = {
  id: 'odd-one-out/word-number-code',
  topic: 'odd-one-out',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const ruleIndex = rng.int(0, WORD_RULES.length - 1);
    const rule = elementAt(WORD_RULES, ruleIndex);
    const { items, odd, correct } = settle(
      rng,
      () => {
        const [a, b, c, x] = rng.shuffle(WORDS).slice(0, 4) as [string, string, string, string];
        // The near miss: the number of another rule of the family (a solver who stops at the first
        // rule that fits two items picks a wrong one), or the right number off by two.
        const other = rng.pick(WORD_RULES.filter((r) => r !== rule)).of(x);
        const miss = other !== rule.of(x) && rng.next() < 0.6 ? other : rule.of(x) + rng.pick([-2, 2]);
        return { alike: [a, b, c].map((wd) => wordItem(wd, rule.of(wd))), odd: wordItem(x, miss) };
      },
      wordRules(),
      (x) => parseWordItem(x).w,
    );
    const lines = items.map((x) => {
      const { w, n } = parseWordItem(x);
      const ok = rule.of(w) === n;
      return {
        en: `- ${x}: $${rule.show(w)}$${ok ? '' : `, not ${n}`}`,
        hi: `- ${x}: $${rule.show(w)}$${ok ? '' : `, ${n} नहीं`}`,
      };
    });
    const plain = items.map((x) => `${parseWordItem(x).w} ${sumPos(parseWordItem(x).w)}`).join(', ');
    const q = question(
      { en: 'Odd word-number code: two-step rule', hi: 'भिन्न शब्द-संख्या कूट: दो चरणों का नियम' },
      { en: 'word-number pairs', hi: 'शब्द-संख्या युग्मों' },
      items,
      correct,
      {
        en: [
          `Start with the sum of the letter positions (A = 1, …, Z = 26): ${plain}. Compare each number with its sum, then try the two-step rules (double the sum, count from Z, add or subtract the number of letters, multiply the end letters).`,
          `The rule that fits three pairs: the number is ${rule.text.en}.`,
          lines.map((l) => l.en).join('\n'),
          `**Answer: ${odd}**`,
        ].join('\n\n'),
        hi: [
          `पहले अक्षरों के स्थानों का योग लें (A = 1, …, Z = 26): ${plain}। प्रत्येक संख्या की तुलना उसके योग से करें, फिर दो चरणों वाले नियम आज़माएँ (योग का दोगुना, Z से गिनती, अक्षरों की संख्या जोड़ना या घटाना, पहले और अंतिम अक्षर का गुणनफल)।`,
          `तीन युग्मों पर बैठने वाला नियम: संख्या = ${rule.text.hi}।`,
          lines.map((l) => l.hi).join('\n'),
          `**उत्तर: ${odd}**`,
        ].join('\n\n'),
      },
      180,
    );
    return {
      ...q,
      numbers: [],
      check: (): QuestionAnswer => ({ kind: 'choice', correct: [oddIndex(items, wordRules())] }),
    };
  },
};
