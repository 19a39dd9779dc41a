import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex, polynomialTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

type VietaTarget = 'sum' | 'pairs' | 'product' | 'reciprocals';

const VIETA_TEX: Record<VietaTarget, string> = {
  sum: '\\alpha + \\beta + \\gamma',
  pairs: '\\alpha\\beta + \\beta\\gamma + \\gamma\\alpha',
  product: '\\alpha\\beta\\gamma',
  reciprocals: '\\frac{1}{\\alpha} + \\frac{1}{\\beta} + \\frac{1}{\\gamma}',
};

/** Sum, pair-sum, product or sum of reciprocals of the zeros of a cubic with a leading coefficient ≠ 1. */
export const polynomialsCubicVieta: QuestionGenerator = {
  id: 'polynomials/cubic-vieta',
  topic: 'polynomials',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    // (m x − n)(x − u)(x − v): zeros n/m, u, v, so the relations can be checked from the zeros.
    let m = 2;
    let n = 1;
    let u = 1;
    let v = 2;
    do {
      m = rng.pick([2, 3, 4, 5]);
      n = rng.pick([-1, 1]) * rng.int(1, 7);
      u = rng.pick([-1, 1]) * rng.int(1, 5);
      v = rng.pick([-1, 1]) * rng.int(1, 5);
    } while (Math.abs(n) % m === 0 || (m % 2 === 0 && n % 2 === 0) || (m === 3 && n % 3 === 0));
    const s = u + v;
    const pr = u * v;
    const [A, B, C, D] = [m, -m * s - n, m * pr + n * s, -n * pr];
    if (C === 0 || B === 0) return polynomialsCubicVieta.generate(rng);
    const target = rng.pick<VietaTarget>(['sum', 'pairs', 'product', 'reciprocals']);
    // Each value as [numerator, denominator].
    const values: Record<VietaTarget, [number, number]> = {
      sum: [-B, A],
      pairs: [C, A],
      product: [-D, A],
      reciprocals: [-C, D],
    };
    const mistakes: Record<VietaTarget, [number, number][]> = {
      sum: [
        [B, A], // forgets the minus sign
        [-B, D], // divides by the constant term
        [-D, A], // gives the product
        [C, A], // gives the pair sum
      ],
      pairs: [
        [-C, A], // puts a minus sign on it
        [-B, A], // gives the sum
        [C, D], // divides by the constant term
        [D, A], // uses d/a
      ],
      product: [
        [D, A], // d/a, the sign of a quadratic's product carried over
        [-C, A], // the wrong coefficient
        [-D, B], // divides by b
        [-B, A], // gives the sum
      ],
      reciprocals: [
        [C, D], // forgets the minus sign
        [-D, C], // inverts the fraction
        [-B, D], // uses b in place of c
        [C, A], // gives the pair sum
      ],
    };
    const [rn, rd] = values[target];
    const text = ([x, y]: [number, number]) => `$${fractionTex(x, y)}$`;
    const right = text(values[target]);
    const wrong = mistakes[target].map(text);
    for (let k = 1; k <= 3; k++) wrong.push(`$${fractionTex(rn + k * rd, rd)}$`); // near misses, if needed
    const { options, correctIndex } = textChoiceOptions(rng, right, wrong);
    const value = new Map([values[target], ...mistakes[target]].map((f) => [text(f), f[0] / f[1]]));
    for (let k = 1; k <= 3; k++) value.set(`$${fractionTex(rn + k * rd, rd)}$`, (rn + k * rd) / rd);
    const poly = polynomialTex([A, B, C, D]);
    const statement = {
      en: `The cubic polynomial $${poly}$ has zeros $\\alpha$, $\\beta$, $\\gamma$. Find $${VIETA_TEX[target]}$.`,
      hi: `त्रिघात बहुपद $${poly}$ के शून्यक $\\alpha$, $\\beta$, $\\gamma$ हैं। $${VIETA_TEX[target]}$ ज्ञात कीजिए।`,
    };
    const coeffs = `a = ${A},\\ b = ${B},\\ c = ${C},\\ d = ${D}`;
    const rule: Record<VietaTarget, string> = {
      sum: `\\alpha + \\beta + \\gamma = -\\frac{b}{a} = ${fractionTex(-B, A)}`,
      pairs: `\\alpha\\beta + \\beta\\gamma + \\gamma\\alpha = \\frac{c}{a} = ${fractionTex(C, A)}`,
      product: `\\alpha\\beta\\gamma = -\\frac{d}{a} = ${fractionTex(-D, A)}`,
      reciprocals: `\\frac{1}{\\alpha} + \\frac{1}{\\beta} + \\frac{1}{\\gamma} = \\frac{\\alpha\\beta + \\beta\\gamma + \\gamma\\alpha}{\\alpha\\beta\\gamma} = \\frac{c/a}{-d/a} = -\\frac{c}{d} = ${fractionTex(-C, D)}`,
    };
    const solution = solved(
      [`For $ax^3 + bx^2 + cx + d$: $${coeffs}$.`, `$${rule[target]}$`],
      [`$ax^3 + bx^2 + cx + d$ के लिए: $${coeffs}$।`, `$${rule[target]}$`],
      right,
    );
    return singleChoice(
      { en: 'Sum and product of the zeros of a cubic', hi: 'त्रिघात बहुपद के शून्यकों का योग और गुणनफल' },
      statement,
      options,
      correctIndex,
      solution,
      50,
      [Math.abs(B), Math.abs(C), Math.abs(D)],
      () => {
        // From the zeros themselves: n/m, u and v.
        const zs = [n / m, u, v];
        const [z1 = 0, z2 = 0, z3 = 0] = zs;
        const direct: Record<VietaTarget, number> = {
          sum: z1 + z2 + z3,
          pairs: z1 * z2 + z2 * z3 + z3 * z1,
          product: z1 * z2 * z3,
          reciprocals: 1 / z1 + 1 / z2 + 1 / z3,
        };
        return options.findIndex((o) => Math.abs((value.get(o) ?? Number.NaN) - direct[target]) < 1e-9);
      },
    );
  },
};

type Substitution = 'square' | 'modulus' | 'quadratic';

/**
 * CAT: distinct real roots of an equation that is a quadratic in y = x², |x| or x² + px: solve for y,
 * then count the x each y gives (a case split on the signs and the discriminants).
 */
export const polynomialsRealRootsCount: QuestionGenerator = {
  id: 'polynomials/real-roots-count',
  topic: 'polynomials',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<Substitution>(['square', 'modulus', 'quadratic', 'quadratic']);
    const p = kind === 'quadratic' ? rng.pick([-1, 1]) * rng.int(1, 6) : 0;
    // A repeated root in x (D = 0) when y = −p²/4, for an even p; otherwise y anywhere in a range.
    const tangent = kind === 'quadratic' && p % 2 === 0 && rng.next() < 0.4;
    let y1 = 0;
    let y2 = 0;
    do {
      y1 = tangent ? -(p * p) / 4 : rng.int(-12, 3);
      y2 = rng.int(-6, 9);
      if (y1 > y2) [y1, y2] = [y2, y1];
    } while (y1 === y2 || (kind !== 'quadratic' && y1 === 0 && y2 === 0));
    const A = -(y1 + y2);
    const B = y1 * y2;
    const inner = { square: 'x^2', modulus: '|x|', quadratic: polynomialTex([1, p, 0]) }[kind];
    const yName = { square: 'x^2', modulus: '|x|', quadratic: polynomialTex([1, p, 0]) }[kind];
    const aTerm = A === 0 ? '' : ` ${A < 0 ? '-' : '+'} ${Math.abs(A) === 1 ? '' : Math.abs(A)}`;
    const bTerm = B === 0 ? '' : ` ${B < 0 ? '-' : '+'} ${Math.abs(B)}`;
    const equation =
      kind === 'square'
        ? `${polynomialTex([1, 0, A, 0, B])} = 0`
        : kind === 'modulus'
          ? `x^2${aTerm}${A === 0 ? '' : '|x|'}${bTerm} = 0`
          : `(${inner})^2${aTerm}${A === 0 ? '' : `(${inner})`}${bTerm} = 0`;
    // How many x each root y gives, with the reason.
    const perY = (y: number): { n: number; en: string; hi: string } => {
      if (kind === 'quadratic') {
        const disc = p * p + 4 * y;
        const eq = `${polynomialTex([1, p, -y])} = 0`;
        const d = `D = ${p * p} ${y < 0 ? '-' : '+'} ${Math.abs(4 * y)} = ${disc}`;
        if (disc > 0)
          return { n: 2, en: `$${eq}$: $${d} > 0$, two roots.`, hi: `$${eq}$: $${d} > 0$, दो मूल।` };
        if (disc === 0) return { n: 1, en: `$${eq}$: $${d}$, one root.`, hi: `$${eq}$: $${d}$, एक मूल।` };
        return {
          n: 0,
          en: `$${eq}$: $${d} < 0$, no real root.`,
          hi: `$${eq}$: $${d} < 0$, कोई वास्तविक मूल नहीं।`,
        };
      }
      const eq = `${yName} = ${y}`;
      if (y > 0) {
        const xs = kind === 'square' ? `x = \\pm\\sqrt{${y}}` : `x = \\pm ${y}`;
        return { n: 2, en: `$${eq}$: $${xs}$, two roots.`, hi: `$${eq}$: $${xs}$, दो मूल।` };
      }
      if (y === 0) return { n: 1, en: `$${eq}$: only $x = 0$.`, hi: `$${eq}$: केवल $x = 0$।` };
      return {
        n: 0,
        en: `$${eq}$: impossible, since $${yName} \\ge 0$.`,
        hi: `$${eq}$: असंभव, क्योंकि $${yName} \\ge 0$।`,
      };
    };
    const parts = [perY(y1), perY(y2)];
    const answer = parts.reduce((sum, part) => sum + part.n, 0);
    const options0 = [0, 1, 2, 3, 4];
    const wrong = [
      2 * (y1 !== 0 ? 1 : 0) + 2 * (y2 !== 0 ? 1 : 0) + (y1 === 0 || y2 === 0 ? 1 : 0), // ignores that y must be allowed
      2, // counts the roots of the quadratic in y only
      4, // a quartic has four roots
      answer + (y1 === 0 || y2 === 0 ? 1 : -1), // counts x = 0 twice, or misses one root
    ].filter((w) => w >= 0 && w <= 4);
    const { options, correctIndex } = choiceOptions(rng, answer, [...wrong, ...rng.shuffle(options0)]);
    const statement = {
      en: `How many distinct real roots does the equation $${equation}$ have?`,
      hi: `समीकरण $${equation}$ के कितने भिन्न वास्तविक मूल हैं?`,
    };
    const yEq = `${polynomialTex([1, A, B], 'y')} = 0`;
    const factored = `(y ${y1 < 0 ? '+' : '-'} ${Math.abs(y1)})(y ${y2 < 0 ? '+' : '-'} ${Math.abs(y2)}) = 0`;
    const solution = solved(
      [
        `Put $y = ${yName}$: $${yEq}$, i.e. $${factored}$, so $y = ${y1}$ or $y = ${y2}$.`,
        ...parts.map((part) => part.en),
        `Total: $${parts.map((part) => part.n).join(' + ')} = ${answer}$ distinct real roots.`,
      ],
      [
        `$y = ${yName}$ रखने पर: $${yEq}$, अर्थात् $${factored}$, अतः $y = ${y1}$ या $y = ${y2}$।`,
        ...parts.map((part) => part.hi),
        `कुल: $${parts.map((part) => part.n).join(' + ')} = ${answer}$ भिन्न वास्तविक मूल।`,
      ],
      String(answer),
    );
    const f = (x: number) => {
      const y = kind === 'square' ? x * x : kind === 'modulus' ? Math.abs(x) : x * x + p * x;
      return y * y + A * y + B;
    };
    return singleChoice(
      { en: 'Number of real roots by substitution', hi: 'प्रतिस्थापन से वास्तविक मूलों की संख्या' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [Math.abs(B)],
      () => {
        // Scan the line: a sign change is a simple root, an exact zero on the grid a root too.
        let count = 0;
        let lastSign = 0;
        for (let i = 0; i <= 40000; i++) {
          const value = f(-20 + i / 1000);
          if (Math.abs(value) < 1e-9) {
            count++;
            lastSign = 0;
            continue;
          }
          const sign = Math.sign(value);
          if (lastSign !== 0 && sign !== lastSign) count++;
          lastSign = sign;
        }
        return options.indexOf(String(count));
      },
    );
  },
};
