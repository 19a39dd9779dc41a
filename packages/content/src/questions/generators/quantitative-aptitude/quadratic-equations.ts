/**
 * Quadratic equations: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 * - quadratic-equations/value-of-k-from-root – a root is given, find the coefficient k – SSC CGL, RRB NTPC, CUET, Placements
 * - quadratic-equations/x-y-relation – solve two quadratics and relate x and y – Bank PO, RRB NTPC, SSC CGL
 * - quadratic-equations/power-sum-of-roots – α³ + β³ or α⁴ + β⁴ from the sum and product – CAT, GMAT, SSC CGL, Placements
 * - quadratic-equations/equal-roots-k – k for equal roots (discriminant zero) – SSC CGL, RRB NTPC, CUET, Placements
 * - quadratic-equations/equation-from-surd-roots – the equation with roots m ± √n – SSC CGL, CUET, RRB NTPC, Placements
 * - quadratic-equations/roots-in-ratio – roots in the ratio p : q, find k – SSC CGL, Bank PO, CUET, Placements
 * - quadratic-equations/maximum-minimum-value – least or greatest value of ax² + bx + c – SSC CGL, RRB NTPC, CUET, Placements, GMAT
 * - quadratic-equations/common-root – two quadratics share a root, sum of the possible k – SSC CGL, CUET, Placements, GMAT
 * - quadratic-equations/integer-roots-count – number of integer k giving distinct integer roots (CAT) – CAT, Placements
 * - quadratic-equations/positive-roots-count – number of integer k in a range giving two positive roots (CAT) – CAT, Placements
 */
import type { LocalisedText } from '@preparena/shared';
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { polynomialTex, termTex } from './katex-math.js';

/** The absolute values of the coefficients as `poly` prints them (a coefficient 1 is not printed). */
function printedNumbers(coeffs: number[]): number[] {
  return coeffs.filter((c, i) => c !== 0 && (Math.abs(c) !== 1 || i === coeffs.length - 1)).map(Math.abs);
}

/** A rational root n/d in lowest terms, d > 0. */
interface Root {
  n: number;
  d: number;
}

const value = (r: Root) => r.n / r.d;
const tex = (r: Root) => (r.d === 1 ? String(r.n) : `${r.n < 0 ? '-' : ''}\\frac{${Math.abs(r.n)}}{${r.d}}`);

/** A random rational root between lo and hi, usually an integer, sometimes a half or a third. */
function randomRoot(rng: Rng, lo: number, hi: number): Root {
  const d = rng.pick([1, 1, 1, 2, 3]);
  for (;;) {
    const n = rng.int(Math.ceil(lo * d), Math.floor(hi * d));
    if (gcd(n, d) === 1) return { n, d };
  }
}

/** If x = r is a root of ax^2 + kx + c = 0 (a and c known), find k. */
export const quadraticEquationsValueOfK: QuestionGenerator = {
  id: 'quadratic-equations/value-of-k-from-root',
  topic: 'quadratic-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    // Build backwards from the two roots: a(x - r)(x - m/a) = ax^2 - (ar + m)x + rm.
    const a = rng.pick([1, 1, 2, 3]);
    let r = 0;
    let m = 0;
    while (r === 0 || m === 0 || a * r + m === 0) {
      r = rng.pick([-1, 1]) * rng.int(1, 9);
      m = rng.pick([-1, 1]) * rng.int(1, 12);
    }
    const k = -(a * r + m);
    const c = r * m;
    const isInt = (x: number) => Number.isInteger(x);
    const { options, correctIndex } = choiceOptions(
      rng,
      k,
      [
        -k, // sign slip when moving the terms across
        -(a * r + c) / r, // forgets to square r
        -(a * r * r - c) / r, // drops the sign of c
        -(r * r + c) / r, // forgets the coefficient of x^2
      ].filter(isInt),
    );
    const eq = `${polynomialTex([a, 0, 0])} + kx ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`;
    const ar2 = a * r * r;
    // For the check line: product of roots c/a and the other root m/a, both reduced.
    const reduce = (n: number, d: number): Root => {
      const g = gcd(n, d);
      return { n: n / g, d: d / g };
    };
    const prod = a === 1 ? String(c) : `\\frac{${c}}{${a}}`;
    const other = tex(reduce(m, a));
    const sub = `${a === 1 ? '' : `${a} \\times `}(${r})^2 + k \\times (${r}) ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`;
    const statement = {
      en: `If $x = ${r}$ is a root of the equation $${eq}$, what is the value of $k$?`,
      hi: `यदि $x = ${r}$ समीकरण $${eq}$ का एक मूल है, तो $k$ का मान क्या है?`,
    };
    const step2 = `${ar2} ${r < 0 ? '-' : '+'} ${termTex(Math.abs(r), 'k')} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`;
    const step3 = `${r < 0 ? '-' : ''}${Math.abs(r) === 1 ? '' : Math.abs(r)}k = ${-(ar2 + c)}`;
    const solution = {
      en: [
        `A root satisfies the equation, so put $x = ${r}$:`,
        `$${sub}$, i.e. $${step2}$.`,
        `So $${step3}$, giving $k = ${k}$.`,
        `(Check: the product of roots is $${prod}$, so the other root is $${other}$, and $k = -${a === 1 ? '' : `${a} \\times `}(${r} + ${other.startsWith('-') ? `(${other})` : other}) = ${k}$.)`,
        '',
        `**Answer: ${k}**`,
      ].join('\n\n'),
      hi: [
        `मूल समीकरण को संतुष्ट करता है, इसलिए $x = ${r}$ रखें:`,
        `$${sub}$, यानी $${step2}$।`,
        `अतः $${step3}$, जिससे $k = ${k}$।`,
        `(जाँच: मूलों का गुणनफल $${prod}$ है, इसलिए दूसरा मूल $${other}$ है, और $k = -${a === 1 ? '' : `${a} \\times `}(${r} + ${other.startsWith('-') ? `(${other})` : other}) = ${k}$।)`,
        '',
        `**उत्तर: ${k}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Coefficient from a given root', hi: 'दिए गए मूल से गुणांक' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [r, Math.abs(c), k],
      check() {
        // Vieta: the other root is c / (a r), and k = -a (sum of roots).
        const otherRoot = c / (a * r);
        const value = Math.round(-a * (r + otherRoot));
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

type Relation = 'gt' | 'ge' | 'lt' | 'le' | 'none';

const RELATION_OPTIONS: Record<Relation, LocalisedText> = {
  gt: { en: '$x > y$', hi: '$x > y$' },
  ge: { en: '$x \\geq y$', hi: '$x \\geq y$' },
  lt: { en: '$x < y$', hi: '$x < y$' },
  le: { en: '$x \\leq y$', hi: '$x \\leq y$' },
  none: {
    en: '$x = y$ or the relation cannot be established',
    hi: '$x = y$ या संबंध स्थापित नहीं किया जा सकता',
  },
};
const RELATION_ORDER: Relation[] = ['gt', 'ge', 'lt', 'le', 'none'];

/** The relation between every x and every y (the bank PO rule), from a comparison function. */
function relationOf<T>(xs: T[], ys: T[], cmp: (x: T, y: T) => number): Relation {
  const signs = xs.flatMap((x) => ys.map((y) => cmp(x, y)));
  if (signs.every((s) => s > 0)) return 'gt';
  if (signs.every((s) => s < 0)) return 'lt';
  if (signs.every((s) => s >= 0) && signs.some((s) => s > 0)) return 'ge';
  if (signs.every((s) => s <= 0) && signs.some((s) => s < 0)) return 'le';
  return 'none';
}

/** Bank PO: solve a quadratic in x and one in y, then state the relation between x and y. */
export const quadraticEquationsXyRelation: QuestionGenerator = {
  id: 'quadratic-equations/x-y-relation',
  topic: 'quadratic-equations',
  difficulty: 'medium',
  exams: ['Bank PO', 'RRB NTPC', 'SSC CGL'],
  generate(rng) {
    const target = rng.pick(RELATION_ORDER);
    const cmpRoot = (p: Root, q: Root) => Math.sign(p.n * q.d - q.n * p.d);
    let xs: Root[] = [];
    let ys: Root[] = [];
    // Rejection sampling: draw y's roots, then x's roots on the side the target relation needs.
    for (;;) {
      const y1 = randomRoot(rng, -9, 9);
      const y2 = randomRoot(rng, -9, 9);
      if (cmpRoot(y1, y2) === 0) continue;
      const lo = Math.min(value(y1), value(y2));
      const hi = Math.max(value(y1), value(y2));
      const top = y1.n / y1.d === hi ? y1 : y2;
      const bottom = top === y1 ? y2 : y1;
      let x1: Root;
      let x2: Root;
      if (target === 'gt') {
        x1 = randomRoot(rng, hi + 0.3, hi + 8);
        x2 = randomRoot(rng, hi + 0.3, hi + 8);
      } else if (target === 'ge') {
        x1 = top;
        x2 = randomRoot(rng, hi + 0.3, hi + 8);
      } else if (target === 'lt') {
        x1 = randomRoot(rng, lo - 8, lo - 0.3);
        x2 = randomRoot(rng, lo - 8, lo - 0.3);
      } else if (target === 'le') {
        x1 = bottom;
        x2 = randomRoot(rng, lo - 8, lo - 0.3);
      } else {
        x1 = randomRoot(rng, lo - 6, hi + 6);
        x2 = randomRoot(rng, lo - 6, hi + 6);
      }
      if (cmpRoot(x1, x2) === 0) continue;
      xs = [x1, x2];
      ys = [y1, y2];
      if (relationOf(xs, ys, cmpRoot) === target) break;
    }
    // (d1 v - n1)(d2 v - n2) = d1 d2 v^2 - (d1 n2 + d2 n1) v + n1 n2; roots in lowest terms keep it primitive.
    const coeffs = (rs: Root[]) => {
      const [p, q] = rs as [Root, Root];
      return [p.d * q.d, -(p.d * q.n + q.d * p.n), p.n * q.n];
    };
    const factor = (r: Root, v: string) =>
      `(${polynomialTex([r.d, -r.n], v)})`.replace(/^\((-?\d*)([xy])\)$/, '$1$2'); // a bare root 0 factor is just v
    const cx = coeffs(xs);
    const cy = coeffs(ys);
    const eqX = `${polynomialTex(cx, 'x')} = 0`;
    const eqY = `${polynomialTex(cy, 'y')} = 0`;
    const xsSorted = [...xs].sort((p, q) => value(p) - value(q));
    const ysSorted = [...ys].sort((p, q) => value(p) - value(q));
    const list = (rs: Root[], join: string) => rs.map(tex).join(join);
    const pairs = xsSorted.flatMap((x) =>
      ysSorted.map((y) => {
        const s = cmpRoot(x, y);
        return `${tex(x)} ${s > 0 ? '>' : s < 0 ? '<' : '='} ${tex(y)}`;
      }),
    );
    const verdictEn: Record<Relation, string> = {
      gt: 'Every $x$ is greater than every $y$, so $x > y$.',
      ge: 'No $x$ is smaller than any $y$, and one pair is equal, so $x \\geq y$.',
      lt: 'Every $x$ is smaller than every $y$, so $x < y$.',
      le: 'No $x$ is greater than any $y$, and one pair is equal, so $x \\leq y$.',
      none: 'Some $x$ is greater than some $y$ and some $x$ is smaller than some $y$: the order changes, so no relation can be established.',
    };
    const verdictHi: Record<Relation, string> = {
      gt: 'हर $x$ हर $y$ से बड़ा है, अतः $x > y$।',
      ge: 'कोई भी $x$ किसी $y$ से छोटा नहीं है और एक जोड़ा बराबर है, अतः $x \\geq y$।',
      lt: 'हर $x$ हर $y$ से छोटा है, अतः $x < y$।',
      le: 'कोई भी $x$ किसी $y$ से बड़ा नहीं है और एक जोड़ा बराबर है, अतः $x \\leq y$।',
      none: 'कोई $x$ किसी $y$ से बड़ा है और कोई $x$ किसी $y$ से छोटा: क्रम बदलता है, अतः संबंध स्थापित नहीं किया जा सकता।',
    };
    const [x1, x2] = xsSorted as [Root, Root];
    const [y1, y2] = ysSorted as [Root, Root];
    const factX = `${factor(x1, 'x')}${factor(x2, 'x')} = 0`;
    const factY = `${factor(y1, 'y')}${factor(y2, 'y')} = 0`;
    const statement = {
      en: `In the following question, two equations numbered I and II are given. Solve both equations and choose the correct relation between $x$ and $y$.\n\nI. $${eqX}$\n\nII. $${eqY}$`,
      hi: `निम्नलिखित प्रश्न में दो समीकरण I और II दिए गए हैं। दोनों समीकरणों को हल करके $x$ और $y$ के बीच सही संबंध चुनिए।\n\nI. $${eqX}$\n\nII. $${eqY}$`,
    };
    const solution = {
      en: [
        `I: $${eqX}$ factorises as $${factX}$, so $x = ${list(xsSorted, '$ or $x = ')}$.`,
        `II: $${eqY}$ factorises as $${factY}$, so $y = ${list(ysSorted, '$ or $y = ')}$.`,
        `Compare every $x$ with every $y$: ${pairs.map((p) => `$${p}$`).join(', ')}.`,
        verdictEn[target],
        '',
        `**Answer: ${target === 'none' ? 'the relation cannot be established' : `$x ${{ gt: '>', ge: '\\geq', lt: '<', le: '\\leq' }[target]} y$`}**`,
      ].join('\n\n'),
      hi: [
        `I: $${eqX}$ के गुणनखंड $${factX}$ हैं, अतः $x = ${list(xsSorted, '$ या $x = ')}$।`,
        `II: $${eqY}$ के गुणनखंड $${factY}$ हैं, अतः $y = ${list(ysSorted, '$ या $y = ')}$।`,
        `हर $x$ की हर $y$ से तुलना करें: ${pairs.map((p) => `$${p}$`).join(', ')}।`,
        verdictHi[target],
        '',
        `**उत्तर: ${target === 'none' ? 'संबंध स्थापित नहीं किया जा सकता' : `$x ${{ gt: '>', ge: '\\geq', lt: '<', le: '\\leq' }[target]} y$`}**`,
      ].join('\n\n'),
    };
    // The five options of bank exams, always in the same order.
    const options = RELATION_ORDER.map((r) => RELATION_OPTIONS[r]);
    return {
      title: { en: 'Relation between x and y', hi: 'x और y के बीच संबंध' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [RELATION_ORDER.indexOf(target)] },
      solution,
      expectedSeconds: 75,
      numbers: [...printedNumbers(cx), ...printedNumbers(cy)],
      check() {
        // Solve both equations afresh with the quadratic formula and compare with a tolerance.
        const roots = ([a, b, c]: number[]) => {
          const A = a ?? 1;
          const B = b ?? 0;
          const C = c ?? 0;
          const d = Math.sqrt(B * B - 4 * A * C);
          return [(-B - d) / (2 * A), (-B + d) / (2 * A)];
        };
        const rel = relationOf(roots(cx), roots(cy), (p, q) => (Math.abs(p - q) < 1e-9 ? 0 : p - q));
        return { kind: 'choice', correct: [RELATION_ORDER.indexOf(rel)] };
      },
    };
  },
};

/** CAT TITA: alpha^3 + beta^3 or alpha^4 + beta^4 from the sum and product of irrational roots. */
export const quadraticEquationsPowerSumOfRoots: QuestionGenerator = {
  id: 'quadratic-equations/power-sum-of-roots',
  topic: 'quadratic-equations',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'SSC CGL', 'Placements'],
  generate(rng) {
    const power = rng.pick([3, 4]);
    let s = 0;
    let p = 0;
    // Irrational roots (D > 0, not a perfect square) so that factorising is no shortcut.
    for (;;) {
      s = rng.pick([-1, 1]) * rng.int(1, power === 3 ? 9 : 6);
      p = rng.pick([-1, 1]) * rng.int(1, 12);
      const d = s * s - 4 * p;
      if (d > 0 && !Number.isInteger(Math.sqrt(d))) break;
    }
    const sq = s * s - 2 * p; // alpha^2 + beta^2
    const value = power === 3 ? s * s * s - 3 * p * s : sq * sq - 2 * p * p;
    const eq = `${polynomialTex([1, -s, p])} = 0`;
    const ask = `\\alpha^${power} + \\beta^${power}`;
    const working =
      power === 3
        ? [
            `$${ask} = (\\alpha + \\beta)^3 - 3\\alpha\\beta(\\alpha + \\beta)$`,
            `$= (${s})^3 - 3 \\times (${p}) \\times (${s}) = ${s ** 3} ${-3 * p * s < 0 ? '-' : '+'} ${Math.abs(3 * p * s)} = ${value}$`,
          ]
        : [
            `$\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = ${s * s} ${-2 * p < 0 ? '-' : '+'} ${Math.abs(2 * p)} = ${sq}$`,
            `$${ask} = (\\alpha^2 + \\beta^2)^2 - 2(\\alpha\\beta)^2 = ${sq * sq} - ${2 * p * p} = ${value}$`,
          ];
    const statement = {
      en: `If $\\alpha$ and $\\beta$ are the roots of the equation $${eq}$, find the value of $${ask}$.`,
      hi: `यदि $\\alpha$ और $\\beta$ समीकरण $${eq}$ के मूल हैं, तो $${ask}$ का मान ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `The roots are not rational, so work with their sum and product: $\\alpha + \\beta = ${s}$ and $\\alpha\\beta = ${p}$.`,
        ...working,
        '',
        `**Answer: ${value}**`,
      ].join('\n\n'),
      hi: [
        `मूल परिमेय नहीं हैं, इसलिए उनके योग और गुणनफल से हल करें: $\\alpha + \\beta = ${s}$ और $\\alpha\\beta = ${p}$।`,
        ...working,
        '',
        `**उत्तर: ${value}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Power sum of the roots', hi: 'मूलों की घातों का योग' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [Math.abs(s), Math.abs(p), value],
      check() {
        // Find the two roots numerically and add their powers.
        const d = Math.sqrt(s * s - 4 * p);
        const a = (s + d) / 2;
        const b = (s - d) / 2;
        return { kind: 'numeric', value: Math.round(a ** power + b ** power), tolerance: 0 };
      },
    };
  },
};
