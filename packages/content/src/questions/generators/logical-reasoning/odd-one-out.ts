import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * The shapes of odd-one-out (id – what it asks – exams):
 * - odd-one-out/number-property – prime, square or cube odd number – SSC CGL, RRB NTPC, CUET, Placements
 * - odd-one-out/divisibility – a multiple of k or a digit sum missed – SSC CGL, RRB NTPC, Bank PO, Placements
 * - odd-one-out/number-forms – numbers of one form such as n³ − 1 – SSC CGL, CAT, Placements
 * - odd-one-out/word-category – a word of a sibling category (fruits and a vegetable) – SSC CGL, RRB NTPC, CUET
 * - odd-one-out/state-capital – the state paired with a city that is not its capital – SSC CGL, RRB NTPC, CUET
 * - odd-one-out/letter-pairs – opposite letters or a fixed step – SSC CGL, RRB NTPC, Bank PO, CUET
 * - odd-one-out/letter-number – number from the letter's position (E25, C9) – SSC CGL, RRB NTPC, Bank PO, Placements
 * - odd-one-out/digit-pairs – second number from the digits of the first – SSC CGL, RRB NTPC, Bank PO, Placements
 * - odd-one-out/word-number-code – words with numbers by a two-step rule (CAT level) – CAT, Bank PO, Placements
 * - odd-one-out/two-step-triads – triads (a, b, c) with c a two-step function of a, b (CAT level) – CAT, Bank PO, Placements
 */

/**
 * Odd one out among numbers. The generator picks a property (prime, square, cube, a multiple of k,
 * a digit sum, a form such as n³ + 1), three numbers that have it and one look-alike that does not.
 * The checker does not know the property: it tests every option against every candidate rule of the
 * checklist and returns the one option that the 3–1 splits single out. Sets where two rules single
 * out different numbers are redrawn, so every question has exactly one defensible answer.
 */

function isPrime(x: number): boolean {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
}
const isSquare = (x: number) => Math.round(Math.sqrt(x)) ** 2 === x;
const isCube = (x: number) => Math.round(Math.cbrt(x)) ** 3 === x;
const digitSum = (x: number) => [...String(x)].reduce((s, c) => s + Number(c), 0);
const smallestFactor = (x: number) => {
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return d;
  return x;
};

/** A rule of the checklist. `twoWay`: also a 3–1 split when it fits only one number. */
interface Rule {
  test(x: number): boolean;
  twoWay: boolean;
}

/** The forms setters use, n ≥ 2. */
const FORMS: readonly { name: Text; of: (n: number) => number; tex: (n: number) => string }[] = [
  {
    name: { en: 'one more than a square', hi: 'किसी वर्ग से 1 अधिक' },
    of: (n) => n * n + 1,
    tex: (n) => `${n}^2 + 1`,
  },
  {
    name: { en: 'one less than a square', hi: 'किसी वर्ग से 1 कम' },
    of: (n) => n * n - 1,
    tex: (n) => `${n}^2 - 1`,
  },
  {
    name: { en: 'one more than a cube', hi: 'किसी घन से 1 अधिक' },
    of: (n) => n ** 3 + 1,
    tex: (n) => `${n}^3 + 1`,
  },
  {
    name: { en: 'one less than a cube', hi: 'किसी घन से 1 कम' },
    of: (n) => n ** 3 - 1,
    tex: (n) => `${n}^3 - 1`,
  },
  {
    name: { en: 'a product of two consecutive numbers', hi: 'दो क्रमागत संख्याओं का गुणनफल' },
    of: (n) => n * (n + 1),
    tex: (n) => `${n} \\times ${n + 1}`,
  },
];
/** The n for which form(n) = x, or 0. */
function formRoot(of: (n: number) => number, x: number): number {
  for (let n = 2; of(n) <= x; n++) if (of(n) === x) return n;
  return 0;
}

/** Every rule a solver tries, in the lesson's checklist order. */
function checklist(numbers: readonly number[]): Rule[] {
  const rules: Rule[] = [
    { test: (x) => x % 2 === 0, twoWay: true },
    { test: isPrime, twoWay: true },
    { test: isSquare, twoWay: true },
    { test: isCube, twoWay: true },
  ];
  for (let k = 3; k <= 13; k++) rules.push({ test: (x) => x % k === 0, twoWay: false });
  for (const s of new Set(numbers.map(digitSum)))
    rules.push({ test: (x) => digitSum(x) === s, twoWay: false });
  for (const f of FORMS) rules.push({ test: (x) => formRoot(f.of, x) > 0, twoWay: false });
  return rules;
}

/** The number every 3–1 split of the checklist singles out, or -1 when there is none or they disagree. */
function oddByChecklist(numbers: readonly number[]): number {
  const odd = new Set<number>();
  for (const rule of checklist(numbers)) {
    const fits = numbers.filter((x) => rule.test(x));
    if (fits.length === 3)
      odd.add(
        elementAt(
          numbers.filter((x) => !rule.test(x)),
          0,
        ),
      );
    if (rule.twoWay && fits.length === 1) odd.add(elementAt(fits, 0));
  }
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

/** Shuffles three alike numbers and the odd one; redraws until the checklist agrees on the odd one. */
function settle(rng: Rng, make: () => { alike: number[]; odd: number }) {
  for (;;) {
    const { alike, odd } = make();
    const numbers = rng.shuffle([...alike, odd]);
    if (new Set(numbers).size === 4 && oddByChecklist(numbers) === odd) return { numbers, odd };
  }
}

function question(numbers: number[], odd: number, title: Text, lines: Text[], rule: Text, seconds: number) {
  const list = numbers.join(', ');
  const options = numbers.map(String);
  return {
    title,
    type: 'single' as const,
    statement: {
      en: `Three of the following numbers share a property and one does not. Find the odd one out: ${list}`,
      hi: `निम्नलिखित संख्याओं में से तीन में एक समान गुण है और एक में नहीं। भिन्न संख्या ज्ञात कीजिए: ${list}`,
    },
    options,
    answer: { kind: 'choice' as const, correct: [options.indexOf(String(odd))] },
    solution: {
      en: [lines.map((l) => `- ${l.en}`).join('\n'), `${rule.en}`, `**Answer: ${odd}**`].join('\n\n'),
      hi: [lines.map((l) => `- ${l.hi}`).join('\n'), `${rule.hi}`, `**उत्तर: ${odd}**`].join('\n\n'),
    },
    expectedSeconds: seconds,
    numbers: [...numbers],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [options.indexOf(String(oddByChecklist(numbers)))] };
    },
  };
}

/** Why a number is or is not a perfect power (square or cube), with its neighbours. */
function powerLine(x: number, p: 2 | 3): Text {
  const root = p === 2 ? Math.floor(Math.sqrt(x) + 1e-9) : Math.floor(Math.cbrt(x) + 1e-9);
  const word = p === 2 ? { en: 'a perfect square', hi: 'पूर्ण वर्ग' } : { en: 'a perfect cube', hi: 'पूर्ण घन' };
  if (root ** p === x) return { en: `$${x} = ${root}^${p}$`, hi: `$${x} = ${root}^${p}$` };
  const around = `$${root}^${p} = ${root ** p} < ${x} < ${(root + 1) ** p} = ${root + 1}^${p}$`;
  return { en: `${x} is not ${word.en}: ${around}`, hi: `${x} ${word.hi} नहीं है: ${around}` };
}

function primeLine(x: number): Text {
  if (isPrime(x)) return { en: `${x} is prime`, hi: `${x} अभाज्य है` };
  const f = smallestFactor(x);
  return { en: `$${x} = ${f} \\times ${x / f}$, not prime`, hi: `$${x} = ${f} \\times ${x / f}$, अभाज्य नहीं` };
}

/** Primes, squares or cubes: three numbers have the property, one look-alike does not (or the reverse). */
export const oddOneOutNumberProperty: QuestionGenerator = {
  id: 'odd-one-out/number-property',
  topic: 'odd-one-out',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const family = rng.pick(['primes', 'one-prime', 'squares', 'cubes'] as const);
    const primes = Array.from({ length: 190 }, (_, i) => i + 11).filter(isPrime);
    // Odd composites with no factor 5 look prime at a glance: 51, 57, 91, 119, 133...
    const fakes = Array.from({ length: 180 }, (_, i) => i + 21).filter(
      (x) => x % 2 === 1 && x % 5 !== 0 && !isPrime(x),
    );
    const { numbers, odd } = settle(rng, () => {
      if (family === 'primes') return { alike: rng.shuffle(primes).slice(0, 3), odd: rng.pick(fakes) };
      if (family === 'one-prime') return { alike: rng.shuffle(fakes).slice(0, 3), odd: rng.pick(primes) };
      if (family === 'squares') {
        const roots = rng.shuffle(Array.from({ length: 26 }, (_, i) => i + 5)).slice(0, 4);
        const [a, b, c, m] = roots as [number, number, number, number];
        return { alike: [a * a, b * b, c * c], odd: m * m + rng.pick([-2, -1, 1, 2, m, -m]) };
      }
      const roots = rng.shuffle(Array.from({ length: 10 }, (_, i) => i + 2)).slice(0, 4);
      const [a, b, c, m] = roots as [number, number, number, number];
      // A square that is not a cube (setters love 100, 144, 196), or a cube missed by one.
      const odd =
        rng.next() < 0.5
          ? rng.pick([36, 49, 81, 100, 121, 144, 196, 225, 289, 324, 400])
          : m ** 3 + rng.pick([-1, 1]);
      return { alike: [a ** 3, b ** 3, c ** 3], odd };
    });
    let lines: Text[];
    let rule: Text;
    if (family === 'primes' || family === 'one-prime') {
      lines = numbers.map(primeLine);
      rule =
        family === 'primes'
          ? { en: `Three numbers are prime; ${odd} is not.`, hi: `तीन संख्याएँ अभाज्य हैं; ${odd} नहीं।` }
          : {
              en: `Three numbers are composite; only ${odd} is prime.`,
              hi: `तीन संख्याएँ भाज्य हैं; केवल ${odd} अभाज्य है।`,
            };
    } else {
      const p = family === 'squares' ? 2 : 3;
      lines = numbers.map((x) => powerLine(x, p));
      rule =
        p === 2
          ? {
              en: `Three numbers are perfect squares; ${odd} is not.`,
              hi: `तीन संख्याएँ पूर्ण वर्ग हैं; ${odd} नहीं।`,
            }
          : { en: `Three numbers are perfect cubes; ${odd} is not.`, hi: `तीन संख्याएँ पूर्ण घन हैं; ${odd} नहीं।` };
    }
    return question(
      numbers,
      odd,
      { en: 'Odd number out: prime, square, cube', hi: 'भिन्न संख्या: अभाज्य, वर्ग, घन' },
      lines,
      rule,
      40,
    );
  },
};

/** Divisibility or equal digit sums among three-digit numbers; the odd number just misses. */
export const oddOneOutDivisibility: QuestionGenerator = {
  id: 'odd-one-out/divisibility',
  topic: 'odd-one-out',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const byDigits = rng.next() < 0.35;
    const k = rng.pick([7, 11, 13]);
    const s = rng.int(10, 20);
    const withDigitSum = (sum: number) => {
      for (;;) {
        const x = rng.int(100, 999);
        if (digitSum(x) === sum) return x;
      }
    };
    const { numbers, odd } = settle(rng, () => {
      if (byDigits) {
        return {
          alike: [withDigitSum(s), withDigitSum(s), withDigitSum(s)],
          odd: withDigitSum(s + rng.pick([-1, 1])),
        };
      }
      const multiple = () => k * rng.int(Math.ceil(100 / k), Math.floor(999 / k));
      // The near miss: a multiple shifted by 1 or 2, so the digits still look right.
      return { alike: [multiple(), multiple(), multiple()], odd: multiple() + rng.pick([-2, -1, 1, 2]) };
    });
    let lines: Text[];
    let rule: Text;
    if (byDigits) {
      lines = numbers.map((x) => {
        const sum = `$${[...String(x)].join(' + ')} = ${digitSum(x)}$`;
        return { en: `${x}: digit sum ${sum}`, hi: `${x}: अंकों का योग ${sum}` };
      });
      rule = {
        en: `Three numbers have digit sum ${s}; ${odd} has ${digitSum(odd)}.`,
        hi: `तीन संख्याओं के अंकों का योग ${s} है; ${odd} का ${digitSum(odd)} है।`,
      };
    } else {
      lines = numbers.map((x) => {
        const q = Math.floor(x / k);
        const r = x % k;
        return r === 0
          ? { en: `$${x} = ${k} \\times ${q}$`, hi: `$${x} = ${k} \\times ${q}$` }
          : {
              en: `$${x} = ${k} \\times ${q} + ${r}$, not a multiple of ${k}`,
              hi: `$${x} = ${k} \\times ${q} + ${r}$, ${k} का गुणज नहीं`,
            };
      });
      rule = {
        en: `Three numbers are multiples of ${k}; ${odd} is not.`,
        hi: `तीन संख्याएँ ${k} की गुणज हैं; ${odd} नहीं।`,
      };
    }
    return question(
      numbers,
      odd,
      { en: 'Odd number out: divisibility and digit sums', hi: 'भिन्न संख्या: विभाज्यता और अंकों का योग' },
      lines,
      rule,
      75,
    );
  },
};

/** Numbers of one form (n² + 1, n³ − 1, n(n + 1)...); the odd one is of a look-alike form. */
export const oddOneOutNumberForms: QuestionGenerator = {
  id: 'odd-one-out/number-forms',
  topic: 'odd-one-out',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const form = rng.pick(FORMS);
    const isCubeForm = form.of(3) === 28 || form.of(3) === 26;
    const roots = () => rng.shuffle(Array.from({ length: isCubeForm ? 9 : 18 }, (_, i) => i + 2)).slice(0, 4);
    const { numbers, odd } = settle(rng, () => {
      const [a, b, c, m] = roots() as [number, number, number, number];
      const sibling = rng.pick(
        FORMS.filter((f) => f !== form && (f.of(3) === 28 || f.of(3) === 26) === isCubeForm),
      );
      return { alike: [form.of(a), form.of(b), form.of(c)], odd: sibling.of(m) };
    });
    const lines = numbers.map((x): Text => {
      const n = formRoot(form.of, x);
      if (n > 0) return { en: `$${x} = ${form.tex(n)}$`, hi: `$${x} = ${form.tex(n)}$` };
      // Name the look-alike form of the same family (square-based or cube-based) first.
      const family = (f: (typeof FORMS)[number]) => f.tex(2).includes('^3') === form.tex(2).includes('^3');
      const other = [...FORMS.filter(family), ...FORMS].find((f) => formRoot(f.of, x) > 0);
      const shown = other ? `$${x} = ${other.tex(formRoot(other.of, x))}$` : String(x);
      return { en: `${shown}, not ${form.name.en}`, hi: `${shown}, ${form.name.hi} नहीं` };
    });
    const rule: Text = {
      en: `Three numbers are ${form.name.en}; ${odd} is not.`,
      hi: `तीन संख्याएँ ${form.name.hi} हैं; ${odd} नहीं।`,
    };
    return question(
      numbers,
      odd,
      { en: 'Odd number out: number forms', hi: 'भिन्न संख्या: संख्याओं के रूप' },
      lines,
      rule,
      120,
    );
  },
};
