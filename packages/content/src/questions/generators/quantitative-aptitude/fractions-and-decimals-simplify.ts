import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { singleChoice } from '../shared/single-choice.js';
import { fractionTex } from './katex-math.js';

/** An exact fraction [numerator, denominator], denominator positive, in lowest terms. */
export type Fraction = readonly [number, number];

/** n/d in lowest terms with a positive denominator. */
export function fr(n: number, d = 1): Fraction {
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  return [(s * n) / g, (s * d) / g];
}
export const add = (a: Fraction, b: Fraction) => fr(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
export const sub = (a: Fraction, b: Fraction) => fr(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
export const mul = (a: Fraction, b: Fraction) => fr(a[0] * b[0], a[1] * b[1]);
export const div = (a: Fraction, b: Fraction) => fr(a[0] * b[1], a[1] * b[0]);
export const inv = (a: Fraction) => fr(a[1], a[0]);
/** The fraction in KaTeX (no dollars): `\frac{7}{12}`, or an integer. */
export const tex = (a: Fraction) => fractionTex(a[0], a[1]);
/** The fraction as an option text: `$\frac{7}{12}$`. */
export const fracOption = (a: Fraction) => `$${tex(a)}$`;

/**
 * Four shuffled fraction options (the answer and the first three distinct mistakes, then near
 * misses) with their values, so a checker can find the right one by value.
 */
export function fractionChoice(rng: Rng, correct: Fraction, mistakes: Fraction[]) {
  const seen = new Set([fracOption(correct)]);
  const picked: Fraction[] = [correct];
  const tryAdd = (f: Fraction) => {
    const t = fracOption(f);
    if (picked.length < 4 && f[0] > 0 && Number.isFinite(f[0] / f[1]) && !seen.has(t)) {
      seen.add(t);
      picked.push(f);
    }
  };
  for (const m of mistakes) tryAdd(m);
  // Near misses: the numerator one more or one less.
  for (let step = 1; picked.length < 4; step++) {
    tryAdd(fr(correct[0] + step, correct[1]));
    tryAdd(fr(correct[0] - step, correct[1]));
  }
  const order = rng.shuffle([0, 1, 2, 3]);
  const values = order.map((i) => picked[i] as Fraction);
  return {
    options: values.map(fracOption),
    correctIndex: order.indexOf(0),
    /** The index of the option whose value is nearest to v. */
    nearest(v: number): number {
      const gaps = values.map(([n, d]) => Math.abs(n / d - v));
      return gaps.indexOf(Math.min(...gaps));
    },
  };
}

const answerLines = (answer: string) => ({ en: `**Answer: ${answer}**`, hi: `**उत्तर: ${answer}**` });

/** Simplify a continued fraction a + 1/(b + 1/(c + 1/d)) from the inside out. */
export const fractionsContinuedFraction: QuestionGenerator = {
  id: 'fractions-and-decimals/continued-fraction',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const a = rng.int(1, 5);
    const b = rng.int(1, 6);
    const c = rng.int(2, 7);
    const d = rng.int(2, 9);
    const inner = fr(c * d + 1, d); // c + 1/d
    const middle = add(fr(b), inv(inner)); // b + 1/(c + 1/d)
    const value = add(fr(a), inv(middle));
    const { options, correctIndex, nearest } = fractionChoice(rng, value, [
      add(fr(a), inv(fr(b + c * d + 1, d))), // forgets to invert c + 1/d: adds it to b
      add(fr(a), inv(add(fr(b), fr(1, c + d)))), // adds d to c instead of 1/d
      add(fr(a + b), inv(inner)), // forgets the reciprocal at the second level
      inv(middle), // drops the whole number a
    ]);
    const cf = `${a} + \\cfrac{1}{${b} + \\cfrac{1}{${c} + \\cfrac{1}{${d}} } }`;
    const steps = [
      `$${c} + \\frac{1}{${d}} = \\frac{${c * d + 1}}{${d}}$, $\\frac{1}{${c} + \\frac{1}{${d}} } = \\frac{${d}}{${c * d + 1}}$`,
      `$${b} + \\frac{${d}}{${c * d + 1}} = ${tex(middle)}$`,
      `$${a} + ${tex(inv(middle))} = ${tex(value)}$`,
    ];
    const ans = answerLines(fracOption(value));
    return singleChoice(
      { en: 'Simplifying a continued fraction', hi: 'वितत भिन्न (continued fraction) का सरलीकरण' },
      {
        en: `Simplify: $${cf}$`,
        hi: `सरल कीजिए: $${cf}$`,
      },
      options,
      correctIndex,
      {
        en: [
          'Work from the innermost fraction outwards, taking a reciprocal at every level.',
          `Innermost: ${steps[0]}.`,
          `Next level: ${steps[1]}, so its reciprocal is $${tex(inv(middle))}$.`,
          `Outermost: ${steps[2]}.`,
          '',
          ans.en,
        ].join('\n\n'),
        hi: [
          'सबसे भीतरी भिन्न से बाहर की ओर चलें, हर स्तर पर व्युत्क्रम लें।',
          `सबसे भीतर: ${steps[0]}।`,
          `अगला स्तर: ${steps[1]}, अतः इसका व्युत्क्रम $${tex(inv(middle))}$ है।`,
          `सबसे बाहर: ${steps[2]}।`,
          '',
          ans.hi,
        ].join('\n\n'),
      },
      90,
      [a, b, c, d],
      () => {
        // Evaluate from the inside numerically with floating-point numbers.
        let x = d;
        for (const t of [c, b, a]) x = t + 1 / x;
        return nearest(x);
      },
    );
  },
};

/** BODMAS with "of": X ÷ Y of Z + W, where "of" binds before the division. */
export const fractionsBodmasOf: QuestionGenerator = {
  id: 'fractions-and-decimals/bodmas-with-of',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate(rng) {
    const draw = () => fr(rng.int(1, 8), rng.int(2, 9));
    let x = draw();
    let y = draw();
    let z = draw();
    let w = draw();
    let value = fr(1);
    for (;;) {
      x = draw();
      y = draw();
      z = draw();
      w = draw();
      value = add(div(x, mul(y, z)), w);
      const proper = [x, y, z, w].every(([n, dd]) => dd > 1 && n < dd);
      const leftToRight = add(mul(div(x, y), z), w);
      if (proper && value[1] <= 72 && value[0] <= 200 && tex(leftToRight) !== tex(value)) break;
    }
    const { options, correctIndex, nearest } = fractionChoice(rng, value, [
      add(mul(div(x, y), z), w), // works left to right: divides by Y, then multiplies by Z
      div(x, add(mul(y, z), w)), // adds W before dividing
      div(add(x, w), mul(y, z)), // adds W to X before dividing
      sub(div(x, mul(y, z)), w),
    ]);
    const [X, Y, Z, W] = [x, y, z, w].map(tex);
    const expr = `${X} \\div ${Y} \\text{ of } ${Z} + ${W}`;
    const yz = mul(y, z);
    const q = div(x, yz);
    const work = [
      `$${Y} \\text{ of } ${Z} = ${Y} \\times ${Z} = ${tex(yz)}$`,
      `$${X} \\div ${tex(yz)} = ${X} \\times ${tex(inv(yz))} = ${tex(q)}$`,
      `$${tex(q)} + ${W} = ${tex(value)}$`,
    ];
    const ans = answerLines(fracOption(value));
    return singleChoice(
      { en: 'BODMAS with "of" among fractions', hi: 'भिन्नों में "of" (का) सहित BODMAS' },
      { en: `Simplify: $${expr}$`, hi: `सरल कीजिए: $${expr}$` },
      options,
      correctIndex,
      {
        en: [
          'In BODMAS, "of" means multiplication and is done before division; addition comes last.',
          `"Of" first: ${work[0]}.`,
          `Then the division: ${work[1]}.`,
          `Then the addition: ${work[2]}.`,
          '',
          ans.en,
        ].join('\n\n'),
        hi: [
          'BODMAS में "of" (का) का अर्थ गुणा है और यह भाग से पहले किया जाता है; जोड़ सबसे अंत में होता है।',
          `पहले "of": ${work[0]}।`,
          `फिर भाग: ${work[1]}।`,
          `फिर जोड़: ${work[2]}।`,
          '',
          ans.hi,
        ].join('\n\n'),
      },
      75,
      [...x, ...y, ...z, ...w],
      () => nearest(x[0] / x[1] / ((y[0] / y[1]) * (z[0] / z[1])) + w[0] / w[1]),
    );
  },
};

/** Add recurring decimals 0.(ab) + 0.(c) + 0.d(e) and write the sum as a fraction. */
export const fractionsRecurringSum: QuestionGenerator = {
  id: 'fractions-and-decimals/sum-of-recurring-decimals',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let ab = 0;
    let c = 0;
    let dd = 0;
    let e = 0;
    do {
      ab = rng.int(10, 98);
      c = rng.int(1, 8);
      dd = rng.int(1, 9);
      e = rng.int(1, 8);
    } while (ab % 11 === 0 || dd === e);
    const x = fr(ab, 99);
    const y = fr(c, 9);
    const z = fr(10 * dd + e - dd, 90);
    const value = add(add(x, y), z);
    const { options, correctIndex, nearest } = fractionChoice(rng, value, [
      fr(ab + 10 * c + 10 * dd + e, 100), // adds them as terminating decimals 0.ab + 0.c + 0.de
      add(add(x, y), fr(10 * dd + e, 90)), // forgets to subtract the non-recurring digit in 0.d(e)
      add(add(x, fr(c, 99)), z), // puts 99 under the one-digit block as well
      add(add(x, y), fr(10 * dd + e - dd, 99)),
    ]);
    const decimals = `0.\\overline{${ab}} + 0.\\overline{${c}} + 0.${dd}\\overline{${e}}`;
    const parts = `0.\\overline{${ab}} = \\frac{${ab}}{99}, \\quad 0.\\overline{${c}} = \\frac{${c}}{9}, \\quad 0.${dd}\\overline{${e}} = \\frac{${10 * dd + e} - ${dd}}{90} = \\frac{${10 * dd + e - dd}}{90}`;
    const total = `\\frac{${ab}}{99} + \\frac{${c}}{9} + \\frac{${10 * dd + e - dd}}{90} = \\frac{${ab * 10} + ${c * 110} + ${(10 * dd + e - dd) * 11}}{990} = ${tex(value)}`;
    const ans = answerLines(fracOption(value));
    return singleChoice(
      { en: 'Sum of recurring decimals', hi: 'आवर्ती दशमलवों का योग' },
      {
        en: `What is the value of $${decimals}$ as a fraction in its lowest terms?`,
        hi: `$${decimals}$ का मान न्यूनतम रूप वाली भिन्न के रूप में क्या है?`,
      },
      options,
      correctIndex,
      {
        en: [
          'Turn each recurring decimal into a fraction (a 9 below each recurring digit, a 0 for each non-recurring digit after the point), then add.',
          `$${parts}$`,
          `With the common denominator 990: $${total}$.`,
          '',
          ans.en,
        ].join('\n\n'),
        hi: [
          'हर आवर्ती दशमलव को भिन्न में बदलें (हर आवर्ती अंक के लिए हर में 9, दशमलव के बाद हर अनावर्ती अंक के लिए 0), फिर जोड़ें।',
          `$${parts}$`,
          `सामान्य हर 990 लेकर: $${total}$।`,
          '',
          ans.hi,
        ].join('\n\n'),
      },
      90,
      [ab, c, dd, e],
      () => {
        // Write out 14 decimal places of each and add them as numbers.
        const expand = (head: string, block: string) => Number(`0.${head}${block.repeat(14)}`.slice(0, 16));
        return nearest(expand('', String(ab)) + expand('', String(c)) + expand(String(dd), String(e)));
      },
    );
  },
};

/** A telescoping product (1 − 1/m²)(1 − 1/(m+1)²)…(1 − 1/n²). */
export const fractionsTelescopingProduct: QuestionGenerator = {
  id: 'fractions-and-decimals/telescoping-product',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET'],
  count: 40,
  generate(rng) {
    const m = rng.int(2, 7);
    const n = m + rng.int(6, 60);
    const value = fr((m - 1) * (n + 1), m * n);
    const { options, correctIndex, nearest } = fractionChoice(rng, value, [
      fr(n + 1, 2 * n), // uses the formula for a product that starts at 2
      fr(m - 1, m), // keeps only one of the two telescoping products
      fr((m - 1) * n, m * (n - 1)), // stops the chains one factor early
      fr(m * (n + 1), (m + 1) * n), // starts the chains one factor late
    ]);
    const factor = (k: number) => `\\left(1 - \\frac{1}{${k}^2}\\right)`;
    const product = `${factor(m)}${factor(m + 1)}${factor(m + 2)}\\cdots${factor(n)}`;
    const ans = answerLines(fracOption(value));
    const split = `1 - \\frac{1}{k^2} = \\frac{(k - 1)(k + 1)}{k \\cdot k} = \\frac{k - 1}{k} \\times \\frac{k + 1}{k}`;
    const first = `\\frac{${m - 1}}{${m}} \\times \\frac{${m}}{${m + 1}} \\times \\cdots \\times \\frac{${n - 1}}{${n}} = \\frac{${m - 1}}{${n}}`;
    const second = `\\frac{${m + 1}}{${m}} \\times \\frac{${m + 2}}{${m + 1}} \\times \\cdots \\times \\frac{${n + 1}}{${n}} = \\frac{${n + 1}}{${m}}`;
    return singleChoice(
      { en: 'Telescoping product of fractions', hi: 'भिन्नों का कटते पदों वाला (telescoping) गुणनफल' },
      { en: `Find the value of $${product}$.`, hi: `$${product}$ का मान ज्ञात कीजिए।` },
      options,
      correctIndex,
      {
        en: [
          `Split every factor: $${split}$.`,
          `The first parts cancel in a chain: $${first}$.`,
          `So do the second parts: $${second}$.`,
          `Product $= \\frac{${m - 1}}{${n}} \\times \\frac{${n + 1}}{${m}} = ${tex(value)}$.`,
          '',
          ans.en,
        ].join('\n\n'),
        hi: [
          `हर गुणनखंड को तोड़ें: $${split}$।`,
          `पहले भाग शृंखला में कट जाते हैं: $${first}$।`,
          `दूसरे भाग भी: $${second}$।`,
          `गुणनफल $= \\frac{${m - 1}}{${n}} \\times \\frac{${n + 1}}{${m}} = ${tex(value)}$।`,
          '',
          ans.hi,
        ].join('\n\n'),
      },
      80,
      [m, n, m + 1],
      () => {
        // Multiply the factors one by one.
        let p = 1;
        for (let k = m; k <= n; k++) p *= 1 - 1 / (k * k);
        return nearest(p);
      },
    );
  },
};
