import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * Surds and indices: the topic's shapes (id – what it asks – exams).
 * - surds-and-indices/exponential-equation – B1^(x+a) = B2^(x+c) with bases powers of one prime – SSC CGL, RRB NTPC, Bank PO, GMAT, GRE, CUET
 * - surds-and-indices/compare-surds – the largest or smallest of surds of orders 2, 3, 4 and 6 – SSC CGL, Bank PO, CAT, RRB NTPC
 * - surds-and-indices/conjugate-expression – x² + 1/x², x³ + 1/x³… for a conjugate surd x – SSC CGL, CAT, RRB NTPC
 * - surds-and-indices/square-root-of-surd – √(A ± 2√B) as √m ± √n – SSC CGL, RRB NTPC, CUET, CAT
 * - surds-and-indices/rationalise-denominator – k / (√a ± √b) by the conjugate – SSC CGL, RRB NTPC, Bank PO, CUET
 * - surds-and-indices/compare-large-powers – the largest or smallest of b^(m·g) (2^300 vs 3^200) – SSC CGL, CAT, GMAT, GRE, CUET
 * - surds-and-indices/product-of-powers – B1^x · B2^y = N: x + y or xy by factorising – SSC CGL, RRB NTPC, GMAT, GRE, CUET
 * - surds-and-indices/telescoping-surd-sum (CAT) – Σ 1/(√n + √(n+k)) between perfect squares – CAT, SSC CGL, Placements
 * - surds-and-indices/equal-powers-relation (CAT) – p^x = q^y = r^z: the relation among x, y, z – CAT, SSC CGL, GMAT
 * - surds-and-indices/power-equals-one (CAT) – integers x with (quadratic)^(x + c) = 1: count or sum – CAT, Placements, GMAT
 */

/** "x + 3", "x - 1" or "x" for an exponent x + c. */
function shifted(c: number): string {
  if (c === 0) return 'x';
  return c > 0 ? `x + ${c}` : `x - ${-c}`;
}

/** "3x + 6", "x - 2", "2x" for coefficient·x + constant. */
function linear(coefficient: number, constant: number): string {
  const x = coefficient === 1 ? 'x' : `${coefficient}x`;
  if (constant === 0) return x;
  return constant > 0 ? `${x} + ${constant}` : `${x} - ${-constant}`;
}

/** Bases written as powers of a prime, with the exponent each stands for. */
const PRIME_POWERS: { prime: number; maxPower: number }[] = [
  { prime: 2, maxPower: 6 },
  { prime: 3, maxPower: 5 },
  { prime: 5, maxPower: 4 },
  { prime: 7, maxPower: 3 },
];

/** An exponential equation B1^(x+a) = B2^(x+c) with bases powers of one prime: solve for x. */
export const surdsExponentialEquation: QuestionGenerator = {
  id: 'surds-and-indices/exponential-equation',
  topic: 'surds-and-indices',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'GMAT', 'GRE', 'CUET'],
  generate(rng) {
    const { prime, maxPower } = rng.pick(PRIME_POWERS);
    const e1 = rng.int(1, maxPower - 1);
    const e2 = rng.int(e1 + 1, maxPower);
    const g = gcd(e1, e2);
    // e1(x + a) = e2(x + c): pick x and x + a as a multiple of e2/g, so that c comes out whole.
    let x = 0;
    let a = 0;
    let c = 0;
    for (let tries = 0; tries < 200; tries++) {
      x = rng.int(-4, 9);
      const t = rng.int(-3, 4);
      a = (e2 / g) * t - x;
      c = (e1 / g) * t - x;
      if (x !== 0 && a !== 0 && c !== 0 && a !== c && Math.abs(a) <= 9 && Math.abs(c) <= 9) break;
    }
    if (x === 0 || a === 0 || c === 0 || a === c) [x, a, c] = [2, 3, -1]; // never reached in practice
    const [b1, b2] = [prime ** e1, prime ** e2];
    // Whole-number slips only: a fraction among whole-number options would give itself away.
    const slips = [
      (c - a) / (e1 - e2), // multiplies only x by the exponent, not the constant
      (e1 * c - e2 * a) / (e2 - e1), // puts each exponent on the wrong side
      -x, // sign slip when moving terms across
      (e1 * a + e2 * c) / (e2 - e1), // moves a constant across without changing its sign
    ].filter(Number.isInteger);
    const { options, correctIndex } = choiceOptions(rng, x, slips);
    const left = `${b1}^{${shifted(a)}}`;
    const right = `${b2}^{${shifted(c)}}`;
    const statement = {
      en: `If $${left} = ${right}$, what is the value of $x$?`,
      hi: `यदि $${left} = ${right}$, तो $x$ का मान क्या है?`,
    };
    const lhs = e1 === 1 ? shifted(a) : `${e1}(${shifted(a)})`;
    const rhs = `${e2}(${shifted(c)})`;
    const rewrite =
      e1 === 1 ? `$${b2} = ${prime}^{${e2}}$` : `$${b1} = ${prime}^{${e1}}$ and $${b2} = ${prime}^{${e2}}$`;
    const solve =
      e2 - e1 === 1 ? `x = ${e1 * a - e2 * c}` : `${e2 - e1}x = ${e1 * a - e2 * c} \\Rightarrow x = ${x}`;
    const solution = {
      en: [
        `Write both sides with base ${prime}: ${rewrite}.`,
        `Equal bases give equal exponents: $${lhs} = ${rhs}$.`,
        `$${linear(e1, e1 * a)} = ${linear(e2, e2 * c)} \\Rightarrow ${solve}$.`,
        '',
        `**Answer: ${x}**`,
      ].join('\n\n'),
      hi: [
        `दोनों पक्षों को आधार ${prime} में लिखें: ${rewrite.replace(' and ', ' और ')}।`,
        `समान आधार होने पर घातांक बराबर होते हैं: $${lhs} = ${rhs}$।`,
        `$${linear(e1, e1 * a)} = ${linear(e2, e2 * c)} \\Rightarrow ${solve}$।`,
        '',
        `**उत्तर: ${x}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Exponential equation', hi: 'घातीय समीकरण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [b1, b2, x],
      check() {
        // Compare the two sides through logarithms of the printed bases for each option.
        const index = options.findIndex((text) => {
          const v = Number(text);
          return Math.abs((v + a) * Math.log(b1) - (v + c) * Math.log(b2)) < 1e-9;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

const isPerfectPower = (n: number, k: number) => {
  const r = Math.round(n ** (1 / k));
  return [r - 1, r, r + 1].some((x) => x > 0 && x ** k === n);
};

/** A surd of order `order` over `radicand`, in KaTeX. */
function surdTex(order: number, radicand: number): string {
  return order === 2 ? `\\sqrt{${radicand}}` : `\\sqrt[${order}]{${radicand}}`;
}

/** A radicand for an order-n surd near `target`, not itself a perfect power that would simplify. */
function radicandNear(rng: Rng, order: number, target: number): number {
  for (let tries = 0; tries < 50; tries++) {
    const spread = Math.max(1, Math.round(target * 0.08)); // keep the four surds close in value
    const n = Math.max(2, Math.round(target) + rng.int(-spread, spread));
    const simplifies = [2, 3].some((k) => isPerfectPower(n, k)) || (order === 4 && isPerfectPower(n, 2));
    if (!simplifies) return n;
  }
  return order === 2 ? 3 : order === 3 ? 5 : order === 4 ? 7 : 11;
}

/** Four surds of orders 2, 3, 4 and 6 with close values: which is the largest (or smallest)? */
export const surdsCompareSurds: QuestionGenerator = {
  id: 'surds-and-indices/compare-surds',
  topic: 'surds-and-indices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'RRB NTPC'],
  generate(rng) {
    const orders = [2, 3, 4, 6];
    // Radicands near a common value v: v^(n/2) for order n, so that all four surds are close to √v.
    let radicands: number[] = [];
    let twelfth: number[] = [];
    for (let tries = 0; tries < 100; tries++) {
      const v = rng.int(2, 9) + rng.next();
      radicands = orders.map((n) => radicandNear(rng, n, v ** (n / 2)));
      twelfth = radicands.map((r, i) => r ** (12 / (orders[i] ?? 1)));
      if (new Set(twelfth).size === 4) break;
    }
    const askLargest = rng.next() < 0.5;
    const best = askLargest ? Math.max(...twelfth) : Math.min(...twelfth);
    const bestIndex = twelfth.indexOf(best);
    const surds = orders.map((n, i) => `$${surdTex(n, radicands[i] ?? 2)}$`);
    const options = rng.shuffle(surds);
    const correct = surds[bestIndex] ?? '';
    const correctIndex = options.indexOf(correct);
    const which = askLargest ? { en: 'largest', hi: 'सबसे बड़ी' } : { en: 'smallest', hi: 'सबसे छोटी' };
    const list = surds.join(', ');
    const statement = {
      en: `Which of the following is the ${which.en}: ${list}?`,
      hi: `निम्नलिखित में से ${which.hi} कौन-सी है: ${list}?`,
    };
    const raised = orders
      .map((n, i) => {
        const r = radicands[i] ?? 2;
        return `\\left(${surdTex(n, r)}\\right)^{12} = ${r}^{${12 / n}} = ${twelfth[i]}`;
      })
      .map((x) => `$${x}$`);
    const solution = {
      en: [
        'The orders are 2, 3, 4 and 6, whose LCM is 12. Raise every surd to the 12th power (this keeps their order):',
        raised.join(', '),
        `The ${which.en} 12th power is ${best}, so the ${which.en} surd is ${correct}.`,
        '',
        `**Answer: ${correct}**`,
      ].join('\n\n'),
      hi: [
        'कोटियाँ 2, 3, 4 और 6 हैं, जिनका LCM 12 है। हर करणी को 12वीं घात तक उठाएँ (इससे क्रम नहीं बदलता):',
        raised.join(', '),
        `${which.hi} 12वीं घात ${best} है, अतः ${which.hi} करणी ${correct} है।`,
        '',
        `**उत्तर: ${correct}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Comparing surds of different orders', hi: 'अलग कोटि की करणियों की तुलना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [...radicands, best],
      check() {
        // Evaluate each option as a decimal and take the extreme one.
        const values = options.map((text) => {
          const m = text.match(/\\sqrt(?:\[(\d+)\])?\{(\d+)\}/);
          return m ? Number(m[2]) ** (1 / Number(m[1] ?? 2)) : Number.NaN;
        });
        const extreme = askLargest ? Math.max(...values) : Math.min(...values);
        return { kind: 'choice', correct: [values.indexOf(extreme)] };
      },
    };
  },
};

/** x = a + c√d with x·(1/x) = 1, or x = (√p + √q)/(√p − √q): expressions in x and 1/x. */
type ConjugateCase =
  | { kind: 'quotient'; p: number; q: number; sum: number }
  | { kind: 'unit'; a: number; c: number; d: number; sum: number };

const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
/** No square factor: the surd is already in its simplest form, as the exams print it. */
const isSquareFree = (n: number) => [2, 3, 5, 7].every((k) => n % (k * k) !== 0);

const CONJUGATE_CASES: ConjugateCase[] = [];
for (let q = 2; q <= 40; q++) {
  for (let p = q + 1; p <= 48; p++) {
    if (!isSquareFree(p) || !isSquareFree(q) || isSquare(p * q)) continue;
    // x + 1/x = 2(p + q)/(p − q) must be a whole number.
    if ((2 * (p + q)) % (p - q) === 0 && (2 * (p + q)) / (p - q) <= 14) {
      CONJUGATE_CASES.push({ kind: 'quotient', p, q, sum: (2 * (p + q)) / (p - q) });
    }
  }
}
for (let a = 2; a <= 10; a++) {
  // a² − c²d = 1 makes a − c√d the reciprocal of a + c√d.
  for (let c = 1; c <= a; c++) {
    const d = (a * a - 1) / (c * c);
    if (Number.isInteger(d) && d > 1 && isSquareFree(d)) {
      CONJUGATE_CASES.push({ kind: 'unit', a, c, d, sum: 2 * a });
    }
  }
}

type Asked = 'squares' | 'squares-plus-one' | 'squares-minus-one' | 'cubes';

/** Rationalising a conjugate surd: x² + 1/x², x³ + 1/x³ and friends (x·y = 1). */
export const surdsConjugateExpression: QuestionGenerator = {
  id: 'surds-and-indices/conjugate-expression',
  topic: 'surds-and-indices',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'RRB NTPC'],
  generate(rng) {
    const chosen = rng.pick(CONJUGATE_CASES);
    const asked = rng.pick<Asked>(['squares', 'squares-plus-one', 'squares-minus-one', 'cubes']);
    const s = chosen.sum;
    const values: Record<Asked, number> = {
      squares: s * s - 2,
      'squares-plus-one': s * s - 1,
      'squares-minus-one': s * s - 3,
      cubes: s ** 3 - 3 * s,
    };
    const answer = values[asked];
    const wrong =
      asked === 'cubes'
        ? [s ** 3, s ** 3 - s, s ** 3 + 3 * s, s * s - 2] // forgets 3s, drops the 3, wrong sign, stops at squares
        : [
            ...Object.entries(values)
              .filter(([k]) => k !== asked && k !== 'cubes')
              .map(([, v]) => v), // mixes up the ±1 and ±2 of the sister identities
            s * s, // forgets the cross term altogether
            s * s + 2,
          ];
    const { options, correctIndex } = choiceOptions(rng, answer, wrong);
    let define: string;
    let yDefine: string;
    let sumLine: { en: string; hi: string };
    if (chosen.kind === 'quotient') {
      const { p, q } = chosen;
      const plus = `\\sqrt{${p}} + \\sqrt{${q}}`;
      const minus = `\\sqrt{${p}} - \\sqrt{${q}}`;
      // The spaces before closing braces keep "}}" (a template-leak marker) out of the text.
      define = `x = \\frac{${plus} }{${minus} }`;
      yDefine = `y = \\frac{${minus} }{${plus} }`;
      const sumTex = `x + y = \\frac{(${plus})^2 + (${minus})^2}{${p} - ${q}} = \\frac{2(${p} + ${q})}{${p - q}} = ${s}`;
      sumLine = {
        en: `$xy = 1$, and $${sumTex}$.`,
        hi: `$xy = 1$, और $${sumTex}$।`,
      };
    } else {
      const { a, c, d } = chosen;
      const root = c === 1 ? `\\sqrt{${d}}` : `${c}\\sqrt{${d}}`;
      define = `x = ${a} + ${root}`;
      yDefine = `y = \\frac{1}{x}`;
      const yTex = `y = \\frac{1}{${a} + ${root} } = \\frac{${a} - ${root} }{${a * a} - ${c * c * d}} = ${a} - ${root}`;
      sumLine = {
        en: `$${yTex}$, so $xy = 1$ and $x + y = ${s}$.`,
        hi: `$${yTex}$, अतः $xy = 1$ और $x + y = ${s}$।`,
      };
    }
    const target: Record<Asked, string> = {
      squares: 'x^2 + y^2',
      'squares-plus-one': 'x^2 + xy + y^2',
      'squares-minus-one': 'x^2 - xy + y^2',
      cubes: 'x^3 + y^3',
    };
    const finish: Record<Asked, string> = {
      squares: `x^2 + y^2 = (x + y)^2 - 2xy = ${s * s} - 2 = ${answer}`,
      'squares-plus-one': `x^2 + xy + y^2 = (x + y)^2 - xy = ${s * s} - 1 = ${answer}`,
      'squares-minus-one': `x^2 - xy + y^2 = (x + y)^2 - 3xy = ${s * s} - 3 = ${answer}`,
      cubes: `x^3 + y^3 = (x + y)^3 - 3xy(x + y) = ${s ** 3} - ${3 * s} = ${answer}`,
    };
    const statement = {
      en: `If $${define}$ and $${yDefine}$, what is the value of $${target[asked]}$?`,
      hi: `यदि $${define}$ और $${yDefine}$, तो $${target[asked]}$ का मान क्या है?`,
    };
    const solution = {
      en: [sumLine.en, `$${finish[asked]}$`, '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [sumLine.hi, `$${finish[asked]}$`, '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Conjugate surds', hi: 'संयुग्मी करणियाँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [answer],
      check() {
        // Evaluate x and y as decimals and compute the asked expression directly.
        const x =
          chosen.kind === 'quotient'
            ? (Math.sqrt(chosen.p) + Math.sqrt(chosen.q)) / (Math.sqrt(chosen.p) - Math.sqrt(chosen.q))
            : chosen.a + chosen.c * Math.sqrt(chosen.d);
        const y = 1 / x;
        const direct: Record<Asked, number> = {
          squares: x * x + y * y,
          'squares-plus-one': x * x + x * y + y * y,
          'squares-minus-one': x * x - x * y + y * y,
          cubes: x ** 3 + y ** 3,
        };
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(direct[asked])))] };
      },
    };
  },
};
