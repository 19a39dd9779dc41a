/**
 * Inequalities: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 * - inequalities/linear-sign-flip – a linear inequality solved through a division by a negative – CAT, GMAT, GRE, CUET, SSC CGL
 * - inequalities/quadratic-comparison – bank-style comparison of the roots of two quadratics – Bank PO
 * - inequalities/am-gm-minimum – least value by AM-GM – CAT, GMAT
 * - inequalities/modulus-integer-count – integers with |ax − b| < c (or ≤ c) – SSC CGL, CUET, Placements, GMAT
 * - inequalities/product-quotient-sign – the solution set of (x − a)(x − b) or (x − a)/(x − b) against 0 – CUET, SSC CGL, GMAT, Placements
 * - inequalities/budget-limit – the most whole units within a budget (fixed charge plus rate) – SSC CGL, RRB NTPC, CUET, GMAT
 * - inequalities/two-linear-common-integers – integers satisfying two linear inequalities – SSC CGL, RRB NTPC, CUET, Bank PO
 * - inequalities/quadratic-integer-count – integers making a factorable quadratic negative – SSC CGL, CUET, Bank PO, GMAT
 * - inequalities/integer-pairs-count – lattice points with ax + by ≤ c or |x| + |y| ≤ n (CAT) – CAT, Placements
 * - inequalities/quadratic-and-modulus – integers satisfying a quadratic and a modulus inequality – CAT, Placements
 * - inequalities/fixed-product-modulus-bound – integer pairs with xy = N and |x + y| or |x − y| bounded (CAT) – CAT, Placements
 */
import type { LocalisedText } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { polynomialTex } from './katex-math.js';

type Relation = '<' | '\\le' | '>' | '\\ge';

const FLIP: Record<Relation, Relation> = { '<': '>', '\\le': '\\ge', '>': '<', '\\ge': '\\le' };

function holds(left: number, relation: Relation, right: number): boolean {
  if (relation === '<') return left < right;
  if (relation === '\\le') return left <= right;
  if (relation === '>') return left > right;
  return left >= right;
}

/** A linear inequality whose solving needs a division by a negative number. */
export const inequalitiesLinear: QuestionGenerator = {
  id: 'inequalities/linear-sign-flip',
  topic: 'inequalities',
  difficulty: 'easy',
  exams: ['CAT', 'GMAT', 'GRE', 'CUET', 'SSC CGL'],
  generate(rng) {
    const relation = rng.pick<Relation>(['<', '\\le', '>', '\\ge']);
    const v = rng.pick([-9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const drop = rng.int(1, 7); // a1 − a2 = −drop, so dividing flips the sign
    const oneSided = rng.next() < 0.4;
    const a2 = oneSided ? 0 : rng.int(2, 8);
    const a1 = a2 - drop;
    const b1 = rng.int(-12, 15);
    const b2 = b1 - drop * v;
    // "5 - 2x" reads better than "-2x + 5" when x has a negative coefficient on its own.
    const left =
      a1 < 0 && b1 > 0 ? `${b1} ${polynomialTex([a1, 0]).replace('-', '- ')}` : polynomialTex([a1, b1]);
    const right = polynomialTex([a2, b2]);
    const question = `${left} ${relation} ${right}`;
    const solved = FLIP[relation];
    const choices: { relation: Relation; value: number }[] = [
      { relation: solved, value: v },
      { relation, value: v }, // forgets to reverse the sign after dividing by a negative number
      { relation: solved, value: -v }, // sign slip while moving the constants across
      { relation, value: -v }, // both slips
    ];
    const texts = choices.map((c) => `$x ${c.relation} ${c.value}$`);
    const options = rng.shuffle(texts);
    const correctIndex = options.indexOf(texts[0] ?? '');
    const statement = {
      en: `Which of the following is the solution of $${question}$?`,
      hi: `$${question}$ का हल निम्नलिखित में से कौन-सा है?`,
    };
    const collected = `${polynomialTex([a1 - a2, 0])} ${relation} ${b2 - b1}`;
    const solution = {
      en: [
        `Collect the $x$ terms on the left and the numbers on the right: $${collected}$.`,
        `Divide by $${a1 - a2}$. Dividing by a negative number reverses the sign: $x ${solved} \\frac{${b2 - b1}}{${a1 - a2}}$, i.e. $x ${solved} ${v}$.`,
        `Check with $x = ${v + (solved === '<' || solved === '\\le' ? -1 : 1)}$: it satisfies the original inequality.`,
        '',
        `**Answer: $x ${solved} ${v}$**`,
      ].join('\n\n'),
      hi: [
        `$x$ वाले पद बाईं ओर और संख्याएँ दाईं ओर ले जाएँ: $${collected}$।`,
        `$${a1 - a2}$ से भाग दें। ऋणात्मक संख्या से भाग देने पर चिह्न उलट जाता है: $x ${solved} \\frac{${b2 - b1}}{${a1 - a2}}$, यानी $x ${solved} ${v}$।`,
        `$x = ${v + (solved === '<' || solved === '\\le' ? -1 : 1)}$ रखकर जाँचें: यह मूल असमिका को संतुष्ट करता है।`,
        '',
        `**उत्तर: $x ${solved} ${v}$**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Linear inequality', hi: 'रैखिक असमिका' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: b1 === 0 ? [Math.abs(v)] : [Math.abs(v), Math.abs(b1)],
      check() {
        // Test the original inequality at many points and keep the option that agrees everywhere.
        const points = Array.from({ length: 121 }, (_, i) => -30 + i * 0.5);
        const index = options.findIndex((text) => {
          const choice = choices.find((c) => `$x ${c.relation} ${c.value}$` === text);
          return (
            choice !== undefined &&
            points.every(
              (x) => holds(a1 * x + b1, relation, a2 * x + b2) === holds(x, choice.relation, choice.value),
            )
          );
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

type Comparison = 'gt' | 'ge' | 'lt' | 'le' | 'cbe';

const COMPARISON_OPTIONS: Record<Comparison, LocalisedText> = {
  gt: '$x > y$',
  ge: '$x \\ge y$',
  lt: '$x < y$',
  le: '$x \\le y$',
  cbe: {
    en: '$x = y$ or the relationship cannot be established',
    hi: '$x = y$ या संबंध स्थापित नहीं किया जा सकता',
  },
};
const COMPARISON_ORDER: Comparison[] = ['gt', 'ge', 'lt', 'le', 'cbe'];

/** The bank-exam answer for every pair of roots. */
function compare(xs: number[], ys: number[]): Comparison {
  const pairs = xs.flatMap((x) => ys.map((y) => Math.sign(x - y)));
  if (pairs.every((d) => d > 0)) return 'gt';
  if (pairs.every((d) => d >= 0) && pairs.some((d) => d > 0)) return 'ge';
  if (pairs.every((d) => d < 0)) return 'lt';
  if (pairs.every((d) => d <= 0) && pairs.some((d) => d < 0)) return 'le';
  return 'cbe';
}

/** Two roots for y, then two for x placed to give the wanted relation. */
function rootsFor(target: Comparison, pick: (min: number, max: number) => number): [number[], number[]] {
  const y1 = pick(-7, 5);
  const y2 = y1 + pick(0, 4);
  const ys = [y1, y2];
  if (target === 'gt') return [[y2 + pick(1, 3), y2 + pick(1, 5)], ys];
  if (target === 'lt') return [[y1 - pick(1, 3), y1 - pick(1, 5)], ys];
  if (target === 'ge') return [[y2, y2 + pick(1, 5)], ys];
  if (target === 'le') return [[y1, y1 - pick(1, 5)], ys];
  // One x root below every y root and one above: some pairs go each way.
  return [[y1 - pick(1, 3), y2 + pick(1, 3)], ys];
}

/** Bank-style quadratic comparison: solve I (in x) and II (in y) and relate x and y. */
export const inequalitiesQuadraticComparison: QuestionGenerator = {
  id: 'inequalities/quadratic-comparison',
  topic: 'inequalities',
  difficulty: 'medium',
  exams: ['Bank PO'],
  generate(rng) {
    const target = rng.pick(COMPARISON_ORDER);
    const [xs, ys] = rootsFor(target, (min, max) => rng.int(min, max));
    const [x1, x2] = [xs[0] ?? 0, xs[1] ?? 0];
    const [y1, y2] = [ys[0] ?? 0, ys[1] ?? 0];
    const kx = rng.pick([1, 1, 1, 2, 3]);
    const ky = rng.pick([1, 1, 1, 2]);
    const cx = [kx, -kx * (x1 + x2), kx * x1 * x2];
    const cy = [ky, -ky * (y1 + y2), ky * y1 * y2];
    const answer = compare(xs, ys);
    const options = COMPARISON_ORDER.map((c) => COMPARISON_OPTIONS[c]);
    const correctIndex = COMPARISON_ORDER.indexOf(answer);
    const eqX = `${polynomialTex(cx, 'x')} = 0`;
    const eqY = `${polynomialTex(cy, 'y')} = 0`;
    const statement = {
      en: `In the following question, two equations numbered I and II are given. Solve both equations and choose the correct relation between $x$ and $y$.\n\nI. $${eqX}$\n\nII. $${eqY}$`,
      hi: `निम्नलिखित प्रश्न में I और II संख्या वाले दो समीकरण दिए गए हैं। दोनों समीकरण हल करें और $x$ तथा $y$ के बीच सही संबंध चुनें।\n\nI. $${eqX}$\n\nII. $${eqY}$`,
    };
    const factor = (v: string, a: number, b: number) => {
      const part = (r: number) => `(${polynomialTex([1, -r], v)})`;
      return a === b ? `${part(a)}^2` : `${part(a)}${part(b)}`;
    };
    const rootList = (v: string, a: number, b: number) => (a === b ? `${v} = ${a}` : `${v} = ${a}, ${b}`);
    const pairsText = xs
      .flatMap((x) => ys.map((y) => `${x} ${x > y ? '>' : x < y ? '<' : '='} ${y}`))
      .map((p) => `$${p}$`)
      .join(', ');
    const scale = (k: number) => (k === 1 ? '' : `${k}`);
    const verdict: Record<Comparison, { en: string; hi: string }> = {
      gt: { en: 'every pair has $x > y$', hi: 'हर जोड़ी में $x > y$ है' },
      ge: { en: 'every pair has $x > y$ or $x = y$', hi: 'हर जोड़ी में $x > y$ या $x = y$ है' },
      lt: { en: 'every pair has $x < y$', hi: 'हर जोड़ी में $x < y$ है' },
      le: { en: 'every pair has $x < y$ or $x = y$', hi: 'हर जोड़ी में $x < y$ या $x = y$ है' },
      cbe: {
        en: 'the pairs do not all point the same way',
        hi: 'सभी जोड़ियाँ एक ही संबंध नहीं देतीं',
      },
    };
    const answerText = (lang: 'en' | 'hi') => {
      const o = COMPARISON_OPTIONS[answer];
      return typeof o === 'string' ? o : (o[lang] ?? '');
    };
    const solution = {
      en: [
        `I: $${scale(kx)}${factor('x', x1, x2)} = 0$, so $${rootList('x', x1, x2)}$.`,
        `II: $${scale(ky)}${factor('y', y1, y2)} = 0$, so $${rootList('y', y1, y2)}$.`,
        `Compare every pair: ${pairsText}. Here ${verdict[answer].en}.`,
        '',
        `**Answer: ${answerText('en')}**`,
      ].join('\n\n'),
      hi: [
        `I: $${scale(kx)}${factor('x', x1, x2)} = 0$, अतः $${rootList('x', x1, x2)}$।`,
        `II: $${scale(ky)}${factor('y', y1, y2)} = 0$, अतः $${rootList('y', y1, y2)}$।`,
        `हर जोड़ी की तुलना करें: ${pairsText}। यहाँ ${verdict[answer].hi}।`,
        '',
        `**उत्तर: ${answerText('hi')}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Quadratic comparison (bank style)', hi: 'द्विघात तुलना (बैंक शैली)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [],
      check() {
        // Roots from the quadratic formula applied to the printed coefficients, then every pair compared.
        const solve = ([a, b, c]: number[]) => {
          const [qa, qb, qc] = [a ?? 1, b ?? 0, c ?? 0];
          const root = Math.sqrt(qb * qb - 4 * qa * qc);
          return [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)].map((r) => Math.round(r * 1e9) / 1e9);
        };
        return { kind: 'choice', correct: [COMPARISON_ORDER.indexOf(compare(solve(cx), solve(cy)))] };
      },
    };
  },
};

type MinimumForm =
  | { kind: 'linear'; p: number; q: number; r: number } // px + q/x + r
  | { kind: 'square'; p: number; q: number } // px² + q/x²
  | { kind: 'product'; m: number; n: number }; // (x + m)(x + n)/x

const MINIMUM_FORMS: MinimumForm[] = [];
for (let p = 1; p <= 9; p++) {
  for (let root = 1; root <= 12; root++) {
    // pq must be a perfect square for a whole-number minimum 2√(pq).
    const pq = root * root;
    if (pq % p !== 0 || pq / p > 100 || pq / p === p) continue;
    const q = pq / p;
    for (const r of [0, 0, 3, 5, -4]) MINIMUM_FORMS.push({ kind: 'linear', p, q, r });
    MINIMUM_FORMS.push({ kind: 'square', p, q });
  }
}
for (let m = 1; m <= 16; m++) {
  for (let n = m + 1; n <= 36; n++) {
    if (Number.isInteger(Math.sqrt(m * n))) MINIMUM_FORMS.push({ kind: 'product', m, n });
  }
}

/** Minimum of an expression for x > 0 by AM ≥ GM (TITA). */
export const inequalitiesAmGmMinimum: QuestionGenerator = {
  id: 'inequalities/am-gm-minimum',
  topic: 'inequalities',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT'],
  generate(rng) {
    const form = rng.pick(MINIMUM_FORMS);
    let expression: string;
    let answer: number;
    let lines: { en: string[]; hi: string[] };
    let f: (x: number) => number;
    if (form.kind === 'product') {
      const { m, n } = form;
      const g = Math.sqrt(m * n);
      answer = 2 * g + m + n;
      expression = `\\frac{(x + ${m})(x + ${n})}{x}`;
      const split = `x + \\frac{${m * n}}{x} + ${m + n}`;
      const amgm = `x + \\frac{${m * n}}{x} \\ge 2\\sqrt{${m * n}} = ${2 * g}`;
      lines = {
        en: [
          `Expand and divide: $${expression} = ${split}$.`,
          `By AM ≥ GM, $${amgm}$, with equality at $x = ${g}$.`,
          `Minimum $= ${2 * g} + ${m + n} = ${answer}$.`,
        ],
        hi: [
          `गुणा करके भाग दें: $${expression} = ${split}$।`,
          `AM ≥ GM से $${amgm}$, और बराबरी $x = ${g}$ पर होती है।`,
          `न्यूनतम मान $= ${2 * g} + ${m + n} = ${answer}$।`,
        ],
      };
      f = (x) => ((x + m) * (x + n)) / x;
    } else {
      const { p, q } = form;
      const r = form.kind === 'linear' ? form.r : 0;
      const g = Math.sqrt(p * q);
      answer = 2 * g + r;
      const power = form.kind === 'square' ? '^2' : '';
      const coefficient = p === 1 ? '' : `${p}`;
      const tail = r === 0 ? '' : r > 0 ? ` + ${r}` : ` - ${-r}`;
      expression = `${coefficient}x${power} + \\frac{${q}}{x${power}}${tail}`;
      // A space before the last brace keeps "}}" out of the text.
      const amgm = `${coefficient}x${power} + \\frac{${q}}{x${power}} \\ge 2\\sqrt{${coefficient}x${power} \\times \\frac{${q}}{x${power}} } = 2\\sqrt{${p * q}} = ${2 * g}`;
      const end = r === 0 ? [] : [`${2 * g}${tail} = ${answer}`];
      lines = {
        en: [
          `For $x > 0$ both terms are positive, so by AM ≥ GM: $${amgm}$.`,
          `Equality holds when $${coefficient}x${power} = \\frac{${q}}{x${power}}$, so the bound is reached.`,
          ...end.map((e) => `Minimum $= ${e}$.`),
        ],
        hi: [
          `$x > 0$ के लिए दोनों पद धनात्मक हैं, अतः AM ≥ GM से: $${amgm}$।`,
          `बराबरी तब होती है जब $${coefficient}x${power} = \\frac{${q}}{x${power}}$, अतः यह न्यूनतम मान प्राप्त होता है।`,
          ...end.map((e) => `न्यूनतम मान $= ${e}$।`),
        ],
      };
      f = form.kind === 'square' ? (x) => p * x * x + q / (x * x) : (x) => p * x + q / x + r;
    }
    const statement = {
      en: `What is the minimum value of $${expression}$ for $x > 0$?`,
      hi: `$x > 0$ के लिए $${expression}$ का न्यूनतम मान क्या है?`,
    };
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Minimum by AM-GM', hi: 'AM-GM से न्यूनतम मान' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [answer],
      check() {
        // Ternary search on the convex function over (0, 1000], then round the minimum found.
        let [lo, hi] = [1e-6, 1000];
        for (let i = 0; i < 300; i++) {
          const a = lo + (hi - lo) / 3;
          const b = hi - (hi - lo) / 3;
          if (f(a) < f(b)) hi = b;
          else lo = a;
        }
        return { kind: 'numeric', value: Math.round(f((lo + hi) / 2) * 1e6) / 1e6, tolerance: 0 };
      },
    };
  },
};
