/**
 * Polynomials: all the shapes of the topic (docs/question-bank.md), with the exams that ask them.
 * - remainder-theorem: remainder on division by (x ± a) (SSC CGL, CUET, CAT, RRB NTPC)
 * - find-coefficient: an unknown coefficient from the factor or remainder theorem (SSC CGL, CUET, CAT)
 * - zeros-expression: α² + β², α³ + β³… from the coefficients (SSC CGL, CAT, CUET)
 * - remainder-by-quadratic: remainder on division by (x − a)(x − b) from two remainders
 *   (SSC CGL, CUET, CAT, Placements) — polynomials-division.ts
 * - hcf-lcm: HCF or LCM of two quadratics (SSC CGL, CUET, Bank PO) — polynomials-division.ts
 * - cubic-vieta: sum, pair sum, product, sum of reciprocals of a cubic's zeros
 *   (SSC CGL, CUET, GMAT, Placements) — polynomials-roots.ts
 * - real-roots-count (CAT level): real roots of a quadratic in x², |x| or x² + px
 *   (CAT, GMAT, Placements) — polynomials-roots.ts
 * - quadratic-from-values: a quadratic from three values (SSC CGL, CUET, GMAT, GRE, Placements)
 *   — polynomials-values.ts
 * - sum-of-coefficients: p(1), p(−1) and the even/odd coefficient sums (CAT, SSC CGL, CUET,
 *   Placements) — polynomials-values.ts
 * - cubic-through-points (CAT level): a cubic taking three collinear values (CAT, GMAT, Placements)
 *   — polynomials-values.ts
 * - integer-coefficient-values (CAT level): which value p(m) can take when p has integer
 *   coefficients ((u − w) divides p(u) − p(w)) (CAT, GMAT, Placements) — polynomials-integer.ts
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { bracketNegative, polynomialTex } from './katex-math.js';

/** p(r) by powers, term by term (the remainder theorem). */
function evaluate(coefficients: number[], r: number): number {
  const degree = coefficients.length - 1;
  return coefficients.reduce((sum, c, i) => sum + c * r ** (degree - i), 0);
}

/** Remainder of dividing by (x − r), by synthetic division (a different route from evaluating). */
function syntheticRemainder(coefficients: number[], r: number): number {
  let carry = 0;
  for (const c of coefficients) carry = carry * r + c;
  return carry;
}

/** "(x - 2)" or "(x + 3)": the divisor whose zero is r. */
const divisor = (r: number) => (r > 0 ? `(x - ${r})` : `(x + ${-r})`);

/** A parenthesised value for substitution: 2 or (-3). */

/** Substitution written out term by term: 2 \times 3^3 - 4 \times 3^2 + 5 \times 3 - 7. */
function substituted(coefficients: number[], r: number): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((c, i) => {
    const power = degree - i;
    if (c === 0) return;
    const size = Math.abs(c);
    const value = power === 1 ? bracketNegative(r) : `${bracketNegative(r)}^${power}`;
    const body = power === 0 ? `${size}` : size === 1 ? value : `${size} \\times ${value}`;
    if (terms.length === 0) terms.push(c < 0 ? `-${body}` : body);
    else terms.push(c < 0 ? `- ${body}` : `+ ${body}`);
  });
  return terms.join(' ');
}

/** Remainder when a cubic is divided by (x ± a): substitute the zero of the divisor. */
export const polynomialsRemainderTheorem: QuestionGenerator = {
  id: 'polynomials/remainder-theorem',
  topic: 'polynomials',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'CAT', 'RRB NTPC'],
  generate(rng) {
    const lead = rng.pick([1, 1, 2, 3]);
    const coefficients = [lead, rng.int(-9, 9), rng.int(-9, 9), rng.int(-9, 9)];
    if (coefficients[3] === 0) coefficients[3] = rng.pick([-5, 7]);
    const r = rng.pick([-3, -2, -1, 2, 3]);
    const answer = evaluate(coefficients, r);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      evaluate(coefficients, -r), // substitutes the number in the divisor with its sign unchanged
      -answer, // sign slip at the end
      evaluate(coefficients, 1), // adds the coefficients (the remainder for x − 1)
      answer - 2 * (coefficients[3] ?? 0), // takes the constant term with the wrong sign
    ]);
    const p = polynomialTex(coefficients);
    const statement = {
      en: `What is the remainder when $${p}$ is divided by $${divisor(r)}$?`,
      hi: `$${p}$ को $${divisor(r)}$ से भाग देने पर शेषफल क्या है?`,
    };
    const work = `p(${r}) = ${substituted(coefficients, r)} = ${answer}`;
    const solution = {
      en: [
        `By the remainder theorem, the remainder is $p(${r})$, because $x = ${r}$ is the zero of $${divisor(r)}$.`,
        `$${work}$`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `शेषफल प्रमेय से शेषफल $p(${r})$ है, क्योंकि $${divisor(r)}$ का शून्यक $x = ${r}$ है।`,
        `$${work}$`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Remainder theorem', hi: 'शेषफल प्रमेय' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [answer],
      check() {
        const value = syntheticRemainder(coefficients, r);
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

interface UnknownCoefficient {
  coefficients: number[];
  /** Index (in `coefficients`) of the coefficient printed as k. */
  position: number;
  r: number;
  remainder: number;
}

/** A cubic with one coefficient unknown, a divisor zero r and a remainder, with k a whole number. */
function unknownCoefficient(rng: Rng, factor: boolean): UnknownCoefficient {
  for (let tries = 0; ; tries++) {
    const r = tries < 60 ? rng.pick([-3, -2, -1, 1, 2, 3]) : 1;
    const position = rng.int(1, 3);
    const coefficients = [1, rng.int(-9, 9), rng.int(-9, 9), rng.int(-12, 12)];
    const remainder = factor ? 0 : rng.pick([-8, -6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 9, 10]);
    coefficients[position] = 0;
    const rest = evaluate(coefficients, r);
    const weight = r ** (3 - position);
    const k = (remainder - rest) / weight;
    if (Number.isInteger(k) && k !== 0 && Math.abs(k) <= 40) {
      coefficients[position] = k;
      return { coefficients, position, r, remainder };
    }
  }
}

/** Factor theorem / remainder theorem with an unknown coefficient: find k. */
export const polynomialsFindCoefficient: QuestionGenerator = {
  id: 'polynomials/find-coefficient',
  topic: 'polynomials',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'CAT'],
  generate(rng) {
    const factor = rng.next() < 0.5;
    const { coefficients, position, r, remainder } = unknownCoefficient(rng, factor);
    const k = coefficients[position] ?? 0;
    const shown: (number | string)[] = coefficients.map((c, i) => (i === position ? 'k' : c));
    const withoutK = coefficients.map((c, i) => (i === position ? 0 : c));
    const rest = evaluate(withoutK, r);
    const weight = r ** (3 - position);
    const solveWith = (root: number, target: number) =>
      (target - evaluate(withoutK, root)) / root ** (3 - position);
    const { options, correctIndex } = choiceOptions(
      rng,
      k,
      [
        solveWith(-r, remainder), // substitutes the number in the divisor with its sign unchanged
        -k, // sign slip while isolating k
        ...(factor ? [] : [solveWith(r, 0)]), // ignores the remainder (treats the divisor as a factor)
        solveWith(r, -remainder), // puts the remainder on the wrong side
      ].filter(Number.isInteger),
    );
    const p = polynomialTex(shown);
    const statement = factor
      ? {
          en: `If $${divisor(r)}$ is a factor of $${p}$, what is the value of $k$?`,
          hi: `यदि $${divisor(r)}$, $${p}$ का एक गुणनखंड है, तो $k$ का मान क्या है?`,
        }
      : {
          en: `When $${p}$ is divided by $${divisor(r)}$, the remainder is $${remainder}$. What is the value of $k$?`,
          hi: `$${p}$ को $${divisor(r)}$ से भाग देने पर शेषफल $${remainder}$ आता है। $k$ का मान क्या है?`,
        };
    const kTerm = weight === 1 ? 'k' : weight === -1 ? '-k' : `${weight}k`;
    const restText = rest === 0 ? '' : rest > 0 ? ` + ${rest}` : ` - ${-rest}`;
    const equation = `p(${r}) = ${kTerm}${restText} = ${remainder}`;
    const solution = {
      en: [
        factor
          ? `By the factor theorem, $p(${r}) = 0$ because $x = ${r}$ is the zero of $${divisor(r)}$.`
          : `By the remainder theorem, $p(${r}) = ${remainder}$ because $x = ${r}$ is the zero of $${divisor(r)}$.`,
        `Substituting: $${equation}$.`,
        `$${weight === 1 ? `k = ${k}` : `${kTerm} = ${remainder - rest} \\Rightarrow k = ${k}`}$.`,
        '',
        `**Answer: ${k}**`,
      ].join('\n\n'),
      hi: [
        factor
          ? `गुणनखंड प्रमेय से $p(${r}) = 0$, क्योंकि $${divisor(r)}$ का शून्यक $x = ${r}$ है।`
          : `शेषफल प्रमेय से $p(${r}) = ${remainder}$, क्योंकि $${divisor(r)}$ का शून्यक $x = ${r}$ है।`,
        `मान रखने पर: $${equation}$।`,
        `$${weight === 1 ? `k = ${k}` : `${kTerm} = ${remainder - rest} \\Rightarrow k = ${k}`}$।`,
        '',
        `**उत्तर: ${k}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Finding an unknown coefficient', hi: 'अज्ञात गुणांक ज्ञात करना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [k],
      check() {
        // Try every k and keep the one whose synthetic division leaves the stated remainder.
        for (let guess = -100; guess <= 100; guess++) {
          const trial = coefficients.map((c, i) => (i === position ? guess : c));
          if (syntheticRemainder(trial, r) === remainder) {
            return { kind: 'choice', correct: [options.indexOf(String(guess))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

type ZeroTarget = 'squares' | 'cubes' | 'difference' | 'fourth' | 'cubic-squares';

const TARGETS: Record<ZeroTarget, string> = {
  squares: '\\alpha^2 + \\beta^2',
  cubes: '\\alpha^3 + \\beta^3',
  difference: '(\\alpha - \\beta)^2',
  fourth: '\\alpha^4 + \\beta^4',
  'cubic-squares': '\\alpha^2 + \\beta^2 + \\gamma^2',
};

/** A symmetric expression in the zeros from the coefficients alone (sum and product of zeros). */
export const polynomialsZerosExpression: QuestionGenerator = {
  id: 'polynomials/zeros-expression',
  topic: 'polynomials',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'CUET'],
  generate(rng) {
    const target = rng.pick<ZeroTarget>(['squares', 'cubes', 'difference', 'fourth', 'cubic-squares']);
    let coefficients: number[];
    let answer: number;
    let wrong: number[];
    let lines: { en: string[]; hi: string[] };
    if (target === 'cubic-squares') {
      // Built from whole-number zeros so the cubic is a genuine one with real zeros.
      const zeros = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      if (!zeros.some((z) => z !== 0)) zeros[0] = 3;
      const [a, b, c] = [zeros[0] ?? 0, zeros[1] ?? 0, zeros[2] ?? 0];
      const s = a + b + c;
      const q = a * b + b * c + c * a;
      const r = a * b * c;
      coefficients = [1, -s, q, -r];
      answer = s * s - 2 * q;
      wrong = [
        s * s + 2 * q, // wrong sign on the pair sum
        s * s - q, // forgets the factor 2
        s * s - 2 * r, // uses the product of the zeros in place of the pair sum
        s * s, // drops the pair-sum term
      ];
      const sums = `\\alpha + \\beta + \\gamma = ${s},\\quad \\alpha\\beta + \\beta\\gamma + \\gamma\\alpha = ${q}`;
      const work = `\\alpha^2 + \\beta^2 + \\gamma^2 = (${s})^2 - 2(${q}) = ${answer}`;
      lines = {
        en: [`From the coefficients: $${sums}$.`, `$${work}$`],
        hi: [`गुणांकों से: $${sums}$।`, `$${work}$`],
      };
    } else {
      // Monic quadratic with real zeros (often irrational, so the identities are the quick way).
      let s = 0;
      let p = 0;
      do {
        s = rng.pick([-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        p = rng.pick([-12, -10, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12]);
      } while (s * s - 4 * p <= 0);
      coefficients = [1, -s, p];
      const squares = s * s - 2 * p;
      const values: Record<Exclude<ZeroTarget, 'cubic-squares'>, number> = {
        squares,
        cubes: s ** 3 - 3 * p * s,
        difference: s * s - 4 * p,
        fourth: squares * squares - 2 * p * p,
      };
      answer = values[target];
      const mistakes: Record<Exclude<ZeroTarget, 'cubic-squares'>, number[]> = {
        squares: [s * s + 2 * p, s * s - p, s * s - 4 * p, s * s], // sign, factor 2, mixes with (α − β)², drops 2αβ
        cubes: [-(s ** 3) + 3 * p * s, s ** 3 + 3 * p * s, s ** 3 - p * s, s ** 3 - 3 * p], // sum's sign, sign of 3αβ(α+β), drops 3, drops (α+β)
        difference: [s * s - 2 * p, s * s + 4 * p, s * s - p, s * s], // confuses with α²+β², sign, 4αβ as αβ, drops it
        fourth: [
          squares * squares,
          squares * squares - p * p,
          squares * squares + 2 * p * p,
          s ** 4 - 2 * p * p,
        ],
      };
      wrong = mistakes[target];
      const sums = `\\alpha + \\beta = ${s},\\quad \\alpha\\beta = ${p}`;
      const steps: Record<Exclude<ZeroTarget, 'cubic-squares'>, string[]> = {
        squares: [
          `\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = ${s * s} - 2(${p}) = ${answer}`,
        ],
        cubes: [
          `\\alpha^3 + \\beta^3 = (\\alpha + \\beta)^3 - 3\\alpha\\beta(\\alpha + \\beta) = (${s})^3 - 3(${p})(${s}) = ${answer}`,
        ],
        difference: [
          `(\\alpha - \\beta)^2 = (\\alpha + \\beta)^2 - 4\\alpha\\beta = ${s * s} - 4(${p}) = ${answer}`,
        ],
        fourth: [
          `\\alpha^2 + \\beta^2 = ${s * s} - 2(${p}) = ${squares}`,
          `\\alpha^4 + \\beta^4 = (\\alpha^2 + \\beta^2)^2 - 2(\\alpha\\beta)^2 = ${squares * squares} - ${2 * p * p} = ${answer}`,
        ],
      };
      lines = {
        en: [
          `For $x^2 - (\\text{sum})x + \\text{product}$: $${sums}$.`,
          ...steps[target].map((x) => `$${x}$`),
        ],
        hi: [`$x^2 - (\\text{योग})x + \\text{गुणनफल}$ से: $${sums}$।`, ...steps[target].map((x) => `$${x}$`)],
      };
    }
    const { options, correctIndex } = choiceOptions(rng, answer, wrong);
    const zeros = target === 'cubic-squares' ? '$\\alpha$, $\\beta$ and $\\gamma$' : '$\\alpha$ and $\\beta$';
    const poly = polynomialTex(coefficients);
    const statement = {
      en: `If ${zeros} are the zeros of $p(x) = ${poly}$, what is the value of $${TARGETS[target]}$?`,
      hi: `यदि ${zeros.replace(' and ', ' और ')}, $p(x) = ${poly}$ के शून्यक हैं, तो $${TARGETS[target]}$ का मान क्या है?`,
    };
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Expressions in the zeros', hi: 'शून्यकों वाले व्यंजक' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: target === 'squares' || target === 'difference' ? 75 : 120,
      numbers: [answer],
      check() {
        // Find the zeros themselves (quadratic formula, or whole-number search for the cubic) and compute.
        let zs: number[];
        if (coefficients.length === 3) {
          const [, b, c] = [coefficients[0] ?? 1, coefficients[1] ?? 0, coefficients[2] ?? 0];
          const root = Math.sqrt(b * b - 4 * c);
          zs = [(-b + root) / 2, (-b - root) / 2];
        } else {
          zs = [];
          let rest = [...coefficients];
          for (let z = -30; z <= 30 && rest.length > 1; z++) {
            while (rest.length > 1 && syntheticRemainder(rest, z) === 0) {
              zs.push(z);
              // Deflate: the quotient of synthetic division by (x − z).
              const quotient: number[] = [];
              let carry = 0;
              for (const c of rest.slice(0, -1)) {
                carry = carry * z + c;
                quotient.push(carry);
              }
              rest = quotient;
            }
          }
        }
        const [a = 0, b = 0] = zs;
        const direct: Record<ZeroTarget, number> = {
          squares: a * a + b * b,
          cubes: a ** 3 + b ** 3,
          difference: (a - b) ** 2,
          fourth: a ** 4 + b ** 4,
          'cubic-squares': zs.reduce((sum, z) => sum + z * z, 0),
        };
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(direct[target])))] };
      },
    };
  },
};
