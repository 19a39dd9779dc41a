/**
 * Basic algebra: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 * - basic-alzebra/sum-and-product – a² + b² or ab from a sum (or difference) and a product – SSC CGL, RRB NTPC, CUET, Placements
 * - basic-alzebra/reciprocal-powers – x ± 1/x given, a higher reciprocal power – SSC CGL, RRB NTPC, CAT, CUET
 * - basic-alzebra/three-variable-cubes – a³ + b³ + c³ from the symmetric sums – SSC CGL, CAT
 * - basic-alzebra/cube-sum-from-sum-product – a³ ± b³ from a ± b and ab – SSC CGL, RRB NTPC, CUET, Placements
 * - basic-alzebra/identity-shortcut – awkward numbers made easy by an identity – SSC CGL, RRB NTPC, CUET
 * - basic-alzebra/simplify-square-difference – (px + q)² ∓ (px − q)² simplified – SSC CGL, RRB NTPC, CUET
 * - basic-alzebra/ratio-expression-value – a ratio of linear expressions from x : y – SSC CGL, RRB NTPC, Bank PO, CUET
 * - basic-alzebra/difference-of-squares – x or y from x − y and x² − y² – SSC CGL, RRB NTPC, CUET, Placements
 * - basic-alzebra/zero-sum-higher-powers – a⁴ + b⁴ + c⁴ or a⁵ + b⁵ + c⁵ when a + b + c = 0 (CAT) – CAT, Placements
 * - basic-alzebra/two-variable-minimum – least value of a two-variable quadratic by two squares (CAT) – CAT, GMAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

type TwoNumberCase = 'sum-product' | 'difference-product' | 'sum-squares';

/** Sum (or difference) and product of two numbers given: a square-sum or product by identities. */
export const algebraSumAndProduct: QuestionGenerator = {
  id: 'basic-alzebra/sum-and-product',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const b = rng.int(1, 15);
    const a = b + rng.int(1, 12);
    const kind = rng.pick<TwoNumberCase>(['sum-product', 'difference-product', 'sum-squares']);
    const [s, d, p, q] = [a + b, a - b, a * b, a * a + b * b];
    let given: string;
    let asked: string;
    let answer: number;
    let wrong: number[];
    let steps: string[];
    let numbers: number[];
    if (kind === 'sum-product') {
      given = `$a + b = ${s}$ and $ab = ${p}$`;
      asked = '$a^2 + b^2$';
      answer = q;
      wrong = [
        s * s - p, // subtracts ab once instead of 2ab
        s * s + 2 * p, // adds 2ab instead of subtracting it
        s * s - 4 * p, // mixes up with (a − b)^2
        s * s, // forgets the 2ab term altogether
      ];
      steps = [`a^2 + b^2 = (a + b)^2 - 2ab = ${s}^2 - 2 \\times ${p} = ${s * s} - ${2 * p} = ${q}`];
      numbers = [s, p, q];
    } else if (kind === 'difference-product') {
      given = `$a - b = ${d}$ and $ab = ${p}$`;
      asked = '$a^2 + b^2$';
      answer = q;
      wrong = [
        d * d + p, // adds ab once instead of 2ab
        d * d + 4 * p, // gives (a + b)^2 instead
        d * d, // forgets the 2ab term
        d * d - 2 * p, // subtracts 2ab as in the (a + b) identity
      ];
      steps = [`a^2 + b^2 = (a - b)^2 + 2ab = ${d}^2 + 2 \\times ${p} = ${d * d} + ${2 * p} = ${q}`];
      numbers = [d, p, q];
    } else {
      given = `$a + b = ${s}$ and $a^2 + b^2 = ${q}$`;
      asked = '$ab$';
      answer = p;
      wrong = [
        s * s - q, // forgets to halve 2ab
        (s * s + q) / 2, // adds instead of subtracting
        q - s, // subtracts the sum from the sum of squares
        (q - s * s) / 2, // subtracts the wrong way round
      ];
      steps = [
        `(a + b)^2 = a^2 + b^2 + 2ab \\Rightarrow ${s}^2 = ${q} + 2ab`,
        `2ab = ${s * s} - ${q} = ${s * s - q} \\Rightarrow ab = ${p}`,
      ];
      numbers = [s, q, p];
    }
    const { options, correctIndex } = choiceOptions(rng, answer, wrong);
    const statement = {
      en: `If ${given}, what is the value of ${asked}?`,
      hi: `यदि ${given.replace(' and ', ' और ')}, तो ${asked} का मान क्या है?`,
    };
    const solution = {
      en: [...steps.map((x) => `$${x}$`), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps.map((x) => `$${x}$`), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Sum, difference and product identities', hi: 'योग, अंतर और गुणनफल की सर्वसमिकाएँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers,
      check() {
        // Recover the two numbers themselves from what is given, then compute directly.
        let x: number;
        let y: number;
        if (kind === 'sum-product') {
          const root = Math.sqrt(s * s - 4 * p);
          [x, y] = [(s + root) / 2, (s - root) / 2];
        } else if (kind === 'difference-product') {
          const sum = Math.sqrt(d * d + 4 * p);
          [x, y] = [(sum + d) / 2, (sum - d) / 2];
        } else {
          const diff = Math.sqrt(2 * q - s * s);
          [x, y] = [(s + diff) / 2, (s - diff) / 2];
        }
        const value = Math.round(kind === 'sum-squares' ? x * y : x * x + y * y);
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

/** Which reciprocal result is asked: the given sign, the power asked, and whether x^2 + 1/x^2 is given. */
type Reciprocal = { sign: 1 | -1; power: 2 | 3 | 4; fromSquare: boolean };

const RECIPROCAL_CASES: { form: Reciprocal; k: number }[] = [];
for (let k = 1; k <= 15; k++) {
  const plus = k >= 3; // x + 1/x = k needs k ≥ 2 for a real x, and k = 2 only gives x = 1
  if (plus && k <= 12) RECIPROCAL_CASES.push({ form: { sign: 1, power: 2, fromSquare: false }, k });
  if (plus) RECIPROCAL_CASES.push({ form: { sign: 1, power: 3, fromSquare: false }, k });
  RECIPROCAL_CASES.push({ form: { sign: -1, power: 3, fromSquare: false }, k });
  if (plus && k <= 9) RECIPROCAL_CASES.push({ form: { sign: 1, power: 4, fromSquare: false }, k });
  if (k <= 8) RECIPROCAL_CASES.push({ form: { sign: -1, power: 4, fromSquare: false }, k });
  if (plus && k <= 12) RECIPROCAL_CASES.push({ form: { sign: 1, power: 3, fromSquare: true }, k });
}

/** `cx` written as it appears in the question (x, 2x, 3x), or its n-th power c^n x^n. */
function scaled(c: number, power: number): string {
  const coefficient = c === 1 ? '' : String(c ** power);
  return power === 1 ? `${coefficient}x` : `${coefficient}x^${power}`;
}

/** A sum (or difference) with its reciprocal given: a higher reciprocal power by the standard results. */
export const algebraReciprocalPowers: QuestionGenerator = {
  id: 'basic-alzebra/reciprocal-powers',
  topic: 'basic-alzebra',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'CUET'],
  generate(rng) {
    const { form, k } = rng.pick(RECIPROCAL_CASES);
    const c = rng.pick([1, 1, 2, 3]);
    const { sign, power, fromSquare } = form;
    const op = sign === 1 ? '+' : '-';
    const y = scaled(c, 1);
    const y2 = scaled(c, 2);
    const base = `${y} ${op} \\frac{1}{${y}}`;
    const squares = k * k - 2 * sign; // y^2 + 1/y^2
    const given = fromSquare ? `${y2} + \\frac{1}{${y2}} = ${squares}` : `${base} = ${k}`;
    // Odd powers keep the sign of y ± 1/y; even powers are sums.
    const yn = scaled(c, power);
    const target = `${yn} ${power === 3 ? op : '+'} \\frac{1}{${yn}}`;
    const lines: string[] = [];
    let answer: number;
    let wrong: number[];
    if (fromSquare) {
      lines.push(
        `\\left(${base}\\right)^2 = ${y2} + \\frac{1}{${y2}} + 2 = ${squares + 2}`,
        `${base} = ${k} \\quad (x > 0)`,
      );
    }
    if (power === 2) {
      answer = squares;
      wrong = [k * k, k * k + 2 * sign, k * k - sign];
      lines.push(
        `\\left(${base}\\right)^2 = ${target} ${op} 2`,
        `${target} = ${k}^2 ${sign === 1 ? '-' : '+'} 2 = ${answer}`,
      );
    } else if (power === 3) {
      const cross = 3 * k * (sign === 1 ? -1 : 1);
      answer = k ** 3 + cross;
      wrong = [
        k ** 3, // forgets the 3k term
        k ** 3 - cross, // uses the wrong sign for 3k
        k ** 3 + cross / 3, // drops the factor 3
        fromSquare ? squares ** 2 : k ** 3 + 3 * cross, // squares the given / triples the correction
      ];
      lines.push(
        `\\left(${base}\\right)^3 = ${target} ${op} 3\\left(${base}\\right)`,
        `${target} = ${k}^3 ${sign === 1 ? '-' : '+'} 3 \\times ${k} = ${answer}`,
      );
    } else {
      answer = squares * squares - 2;
      wrong = [
        squares * squares, // forgets to subtract 2 the second time
        k ** 4 - 2, // raises k to the fourth power directly
        k ** 4 - 2 * sign * 2, // applies the ±2 twice to k^4
        (k * k + 2 * sign) ** 2 - 2, // uses the wrong sign in the first step
      ];
      lines.push(
        `${y2} + \\frac{1}{${y2}} = ${k}^2 ${sign === 1 ? '-' : '+'} 2 = ${squares}`,
        `${target} = ${squares}^2 - 2 = ${answer}`,
      );
    }
    const { options, correctIndex } = choiceOptions(rng, answer, wrong);
    const condition = fromSquare ? { en: ' and $x > 0$', hi: ' और $x > 0$' } : { en: '', hi: '' };
    const statement = {
      en: `If $${given}$${condition.en}, what is the value of $${target}$?`,
      hi: `यदि $${given}$${condition.hi}, तो $${target}$ का मान क्या है?`,
    };
    const solution = {
      en: [...lines.map((x) => `$${x}$`), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...lines.map((x) => `$${x}$`), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Reciprocal powers', hi: 'व्युत्क्रम की घातें' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: power === 2 ? 45 : 75,
      numbers: [fromSquare ? squares : k, answer],
      check() {
        // Solve for t = cx numerically and evaluate the asked expression directly.
        const sum = fromSquare ? Math.sqrt(squares + 2) : k; // t + 1/t (or t − 1/t)
        const t = (sum + Math.sqrt(sum * sum - 4 * sign)) / 2;
        const value = power === 3 && sign === -1 ? t ** 3 - t ** -3 : t ** power + t ** -power;
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(value)))] };
      },
    };
  },
};

type CubeCase = 'pairs' | 'squares' | 'identity';

/** Sum, square-sum (or pair-sum) and product of three numbers given: a cube sum by identities (TITA). */
export const algebraThreeVariableCubes: QuestionGenerator = {
  id: 'basic-alzebra/three-variable-cubes',
  topic: 'basic-alzebra',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT'],
  generate(rng) {
    const a = rng.int(1, 10);
    const b = a + rng.int(1, 4);
    const c = b + rng.int(1, 4);
    const kind = rng.pick<CubeCase>(['pairs', 'squares', 'identity']);
    const s = a + b + c;
    const pairs = a * b + b * c + c * a;
    const squares = a * a + b * b + c * c;
    const product = a * b * c;
    const cubes = a ** 3 + b ** 3 + c ** 3;
    const answer = kind === 'identity' ? cubes - 3 * product : cubes;
    const target = kind === 'identity' ? 'a^3 + b^3 + c^3 - 3abc' : 'a^3 + b^3 + c^3';
    const givenEn =
      kind === 'pairs'
        ? `$a + b + c = ${s}$, $ab + bc + ca = ${pairs}$ and $abc = ${product}$`
        : kind === 'squares'
          ? `$a + b + c = ${s}$, $a^2 + b^2 + c^2 = ${squares}$ and $abc = ${product}$`
          : `$a + b + c = ${s}$ and $a^2 + b^2 + c^2 = ${squares}$`;
    const statement = {
      en: `If ${givenEn}, what is the value of $${target}$?`,
      hi: `यदि ${givenEn.replace(' and ', ' और ')}, तो $${target}$ का मान क्या है?`,
    };
    const pairStep = `ab + bc + ca = \\frac{(a + b + c)^2 - (a^2 + b^2 + c^2)}{2} = \\frac{${s * s} - ${squares}}{2} = ${pairs}`;
    const squareStep = `a^2 + b^2 + c^2 = (a + b + c)^2 - 2(ab + bc + ca) = ${s * s} - ${2 * pairs} = ${squares}`;
    const identity = `a^3 + b^3 + c^3 - 3abc = (a + b + c)(a^2 + b^2 + c^2 - ab - bc - ca) = ${s} \\times (${squares} - ${pairs}) = ${cubes - 3 * product}`;
    const steps =
      kind === 'pairs'
        ? [squareStep, identity, `a^3 + b^3 + c^3 = ${cubes - 3 * product} + 3 \\times ${product} = ${cubes}`]
        : kind === 'squares'
          ? [pairStep, identity, `a^3 + b^3 + c^3 = ${cubes - 3 * product} + 3 \\times ${product} = ${cubes}`]
          : [pairStep, identity];
    const solution = {
      en: [...steps.map((x) => `$${x}$`), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps.map((x) => `$${x}$`), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Three-variable cube identity', hi: 'तीन चरों की घन सर्वसमिका' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 150,
      numbers:
        kind === 'pairs'
          ? [s, pairs, product, answer]
          : kind === 'squares'
            ? [s, squares, product, answer]
            : [s, squares, answer],
      check() {
        // Find whole numbers matching the givens by search, and cube them directly.
        for (let x = 0; x <= s; x++) {
          for (let y = x; x + y <= s; y++) {
            const z = s - x - y;
            if (z < y) continue;
            const fits =
              kind === 'pairs'
                ? x * y + y * z + z * x === pairs && x * y * z === product
                : x * x + y * y + z * z === squares && (kind === 'identity' || x * y * z === product);
            if (fits) {
              const value = x ** 3 + y ** 3 + z ** 3 - (kind === 'identity' ? 3 * x * y * z : 0);
              return { kind: 'numeric', value, tolerance: 0 };
            }
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
