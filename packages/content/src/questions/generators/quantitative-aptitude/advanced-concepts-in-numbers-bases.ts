import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { numberChoiceQuestion, textChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';

/** The digits of n in base b, most significant first. */
function digitsIn(n: number, b: number): number[] {
  const out: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / b)) out.unshift(x % b);
  return out;
}

/** The value of digits read in base b. */
const valueIn = (digits: number[], b: number) => digits.reduce((v, d) => v * b + d, 0);

/** A base-b numeral as KaTeX: `(2413)_{5}`. */
const numeral = (digits: number[], b: number) => `$(${digits.join('')})_{${b}}$`;

/** A numeral written in base b (2 to 9) turned into a decimal number, or a decimal number into base b. */
export const advancedBaseConversion: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/base-conversion',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'easy',
  exams: ['Placements', 'SSC CGL', 'CUET', 'GRE'],
  count: 40,
  generate(rng) {
    const b = rng.pick([2, 3, 4, 5, 6, 7, 8, 9]);
    const length = b === 2 ? rng.int(6, 8) : b <= 4 ? rng.int(4, 5) : rng.int(3, 4);
    let digits: number[];
    do digits = [rng.int(1, b - 1), ...Array.from({ length: length - 1 }, () => rng.int(0, b - 1))];
    while (digits.join('') === [...digits].reverse().join('') || digits[digits.length - 1] === 0);
    const n = valueIn(digits, b);
    const powers = digits.map((d, i) => `${d} \\times ${b}^{${digits.length - 1 - i}}`).join(' + ');
    const terms = digits.map((d, i) => d * b ** (digits.length - 1 - i)).join(' + ');
    if (rng.next() < 0.5) {
      return numberChoiceQuestion(rng, {
        title: { en: 'Converting between number bases', hi: 'संख्या पद्धतियों के बीच रूपांतरण' },
        statement: {
          en: `Write ${numeral(digits, b)} as a number in the decimal (base 10) system.`,
          hi: `${numeral(digits, b)} को दशमलव (आधार 10) पद्धति की संख्या के रूप में लिखिए।`,
        },
        answer: n,
        mistakes: [
          valueIn([...digits].reverse(), b), // reads the digits from the wrong end
          valueIn(digits, b) * b, // starts the place values at b^1
          valueIn(digits, b + 1), // uses the next base
          valueIn(digits, b - 1 < 2 ? 3 : b - 1), // uses the previous base
        ],
        steps: [
          {
            en: `Each digit is multiplied by the power of ${b} for its place (the last digit by $${b}^0 = 1$): $${powers}$.`,
            hi: `हर अंक को उसके स्थान की ${b} की घात से गुणा करें (अंतिम अंक को $${b}^0 = 1$ से): $${powers}$।`,
          },
          { en: `$= ${terms} = ${n}$.`, hi: `$= ${terms} = ${n}$।` },
        ],
        seconds: 60,
        numbers: [b, n],
        recompute: () => Number.parseInt(digits.join(''), b),
      });
    }
    const divisions: BilingualText[] = [];
    for (let x = n; x > 0; x = Math.floor(x / b)) {
      divisions.push({
        en: `$${x} = ${b} \\times ${Math.floor(x / b)} + ${x % b}$`,
        hi: `$${x} = ${b} \\times ${Math.floor(x / b)} + ${x % b}$`,
      });
    }
    const bumped = [...digits];
    bumped[bumped.length - 1] = ((bumped[bumped.length - 1] ?? 0) + 1) % b;
    const right = numeral(digits, b);
    const mistakes = [
      numeral([...digits].reverse(), b), // writes the remainders in the order they came
      numeral(
        digitsIn(n, b + 1).map((d) => Math.min(d, b - 1)),
        b,
      ), // divides by the next base
      numeral(
        digitsIn(n, b === 2 ? 3 : b - 1).map((d) => Math.min(d, b - 1)),
        b,
      ), // divides by the previous base
      numeral(bumped, b), // slips in the last remainder
    ];
    return textChoiceQuestion(rng, {
      title: { en: 'Converting between number bases', hi: 'संख्या पद्धतियों के बीच रूपांतरण' },
      statement: {
        en: `Write the decimal number ${n} in base ${b}.`,
        hi: `दशमलव संख्या ${n} को आधार ${b} में लिखिए।`,
      },
      answer: right,
      mistakes: mistakes.filter((m) => m !== right),
      valueOf: (o) => Number.parseInt(o.replace(/^\$\(|\)_\{\d\}\$$/g, ''), b),
      steps: [
        {
          en: `Divide by ${b} again and again, noting the remainders: ${divisions.map((d) => d.en).join('; ')}.`,
          hi: `बार-बार ${b} से भाग दें और शेषफल लिखते जाएँ: ${divisions.map((d) => d.hi).join('; ')}।`,
        },
        {
          en: `Read the remainders from the last one to the first: ${right}.`,
          hi: `शेषफलों को अंतिम से पहले की ओर पढ़ें: ${right}।`,
        },
      ],
      seconds: 60,
      numbers: [n, b],
      recompute: () => n,
    });
  },
};

/** Bases written as products of prime powers. */
const BASES: { b: number; f: [number, number][] }[] = [
  {
    b: 6,
    f: [
      [2, 1],
      [3, 1],
    ],
  },
  { b: 8, f: [[2, 3]] },
  { b: 9, f: [[3, 2]] },
  {
    b: 12,
    f: [
      [2, 2],
      [3, 1],
    ],
  },
  {
    b: 18,
    f: [
      [2, 1],
      [3, 2],
    ],
  },
  {
    b: 20,
    f: [
      [2, 2],
      [5, 1],
    ],
  },
  {
    b: 24,
    f: [
      [2, 3],
      [3, 1],
    ],
  },
  {
    b: 40,
    f: [
      [2, 3],
      [5, 1],
    ],
  },
  {
    b: 45,
    f: [
      [3, 2],
      [5, 1],
    ],
  },
  {
    b: 48,
    f: [
      [2, 4],
      [3, 1],
    ],
  },
  {
    b: 72,
    f: [
      [2, 3],
      [3, 2],
    ],
  },
  {
    b: 75,
    f: [
      [3, 1],
      [5, 2],
    ],
  },
];

/** Legendre: the power of the prime p in n!, with its terms. */
function legendre(n: number, p: number): number[] {
  const terms: number[] = [];
  for (let q = p; q <= n; q *= p) terms.push(Math.floor(n / q));
  return terms;
}

/** CAT: how many zeros n! ends with when written in base b (b a product of prime powers). */
export const advancedTrailingZerosInBase: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/trailing-zeros-in-base',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    const { b, f } = rng.pick(BASES);
    const n = rng.int(30, 180);
    const parts = f.map(([p, e]) => {
      const terms = legendre(n, p);
      const v = terms.reduce((s, t) => s + t, 0);
      return { p, e, terms, v, k: Math.floor(v / e) };
    });
    const answer = Math.min(...parts.map((x) => x.k));
    const fact = f.map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`)).join(' \\times ');
    const steps: BilingualText[] = [
      {
        en: `The number of zeros at the end of $${n}!$ in base ${b} is the highest power of ${b} dividing $${n}!$. Here $${b} = ${fact}$.`,
        hi: `आधार ${b} में $${n}!$ के अंत के शून्यों की संख्या, ${b} की वह सबसे बड़ी घात है जो $${n}!$ को विभाजित करती है। यहाँ $${b} = ${fact}$।`,
      },
      ...parts.map((x) => {
        const sum = x.terms.length > 1 ? `${x.terms.join(' + ')} = ${x.v}` : `${x.v}`;
        const per =
          x.e === 1
            ? ''
            : ` and $\\left\\lfloor \\frac{${x.v}}{${x.e}} \\right\\rfloor = ${x.k}$ copies of $${x.p}^{${x.e}}$`;
        const perHi =
          x.e === 1
            ? ''
            : ` और $${x.p}^{${x.e}}$ की $\\left\\lfloor \\frac{${x.v}}{${x.e}} \\right\\rfloor = ${x.k}$ प्रतियाँ`;
        return {
          en: `Power of ${x.p} in $${n}!$: $${sum}$${per}.`,
          hi: `$${n}!$ में ${x.p} की घात: $${sum}$${perHi}।`,
        };
      }),
      {
        en: `The scarcer factor decides: $\\min(${parts.map((x) => x.k).join(', ')}) = ${answer}$.`,
        hi: `जो गुणनखंड कम है वही निर्णायक है: $\\min(${parts.map((x) => x.k).join(', ')}) = ${answer}$।`,
      },
    ];
    const five = legendre(n, 5).reduce((s, t) => s + t, 0);
    return numberChoiceQuestion(rng, {
      title: { en: 'Trailing zeros of a factorial in another base', hi: 'दूसरे आधार में क्रमगुणित के अंत के शून्य' },
      statement: {
        en: `If $${n}!$ is written in base ${b}, how many zeros will it end with?`,
        hi: `यदि $${n}!$ को आधार ${b} में लिखा जाए, तो उसके अंत में कितने शून्य होंगे?`,
      },
      answer,
      mistakes: [
        Math.min(...parts.map((x) => x.v)), // forgets to divide by the exponent of the prime
        Math.max(...parts.map((x) => x.k)), // takes the plentiful factor
        parts[parts.length - 1]?.v ?? 0, // counts only the largest prime, like the 5s for base 10
        five, // counts zeros in base 10
        answer + 1,
      ],
      steps,
      seconds: 180,
      numbers: [n, b],
      recompute: () => {
        // Build n! exactly and divide by b while it divides.
        let x = 1n;
        for (let i = 2n; i <= BigInt(n); i++) x *= i;
        let zeros = 0;
        while (x % BigInt(b) === 0n) {
          x /= BigInt(b);
          zeros++;
        }
        return zeros;
      },
    });
  },
};
