import type { LocalisedText } from '@preparena/shared';
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { fractionTex } from './katex-math.js';

/**
 * Logarithms: the topic's shapes (id – what it asks – exams).
 * - logarithms/evaluate-expression – log_b1 (b1^e1) ± log_b2 (b2^e2) ± … – SSC CGL, RRB NTPC, CUET, Bank PO
 * - logarithms/number-of-digits – digits of a large power from given logs (type-in) – CAT, SSC CGL, Placements
 * - logarithms/equation-extraneous-root – log_a (x + p) + log_a (x − q) = k, one root rejected – CAT, SSC CGL, GMAT, Placements
 * - logarithms/mixed-base-equation – log_a x + log_{a²} x + … = k – CAT, GMAT, Placements
 * - logarithms/change-of-base-chain – log_a b · log_b c · log_c d collapsing to log_a d – SSC CGL, CUET, Bank PO, GMAT, RRB NTPC
 * - logarithms/log-from-given-values – log of 2^a 3^b 5^c × 10^t from log 2 and log 3 – SSC CGL, Bank PO, CUET, RRB NTPC, Placements
 * - logarithms/quadratic-in-log – (log_a x)² − S log_a x + P = 0: product or sum of the roots – SSC CGL, CUET, CAT, Placements, GMAT
 * - logarithms/log-inequality-count (CAT) – integers satisfying log_c f(x) ≤ k or log_{1/c} f(x) ≥ −k – CAT, Placements, GMAT
 * - logarithms/two-variable-system (CAT) – log_x y + log_y x = n + 1/n with xy given: x + y or y − x – CAT, GMAT, Placements
 * - logarithms/logs-in-progression (CAT) – log c, log(b^x − p), log(b^x + q) in AP: x – CAT, Placements, CUET
 */

/** log_b1 (b1^e1) ± log_b2 (b2^e2) ± log_b3 (b3^e3): evaluate by writing each number as a power. */
export const logarithmsEvaluateExpression: QuestionGenerator = {
  id: 'logarithms/evaluate-expression',
  topic: 'logarithms',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  generate(rng) {
    const bases = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, 3);
    // Exponents kept so that each number stays below a million, as in the exams.
    const terms = bases.map((b) => {
      const maxExp = Math.max(2, Math.floor(Math.log(200000) / Math.log(b)));
      return { b, e: rng.int(2, Math.min(maxExp, 7)) };
    });
    const signs = rng.pick([
      [1, 1, -1],
      [1, -1, 1],
      [1, -1, -1],
      [1, 1, 1],
    ] as const);
    const value = terms.reduce((sum, t, i) => sum + (signs[i] ?? 1) * t.e, 0);
    const [t1, t2, t3] = terms as [
      { b: number; e: number },
      { b: number; e: number },
      { b: number; e: number },
    ];
    const allPlus = t1.e + t2.e + t3.e;
    const { options, correctIndex } = choiceOptions(rng, value, [
      allPlus === value ? t1.e + t2.e - t3.e : allPlus, // ignores the minus signs
      value + (signs[1] ?? 1) * 1, // counts one power short or over (e.g. 32 as the 4th power of 2)
      value - (signs[2] ?? 1) * 1,
      terms.reduce((p, t) => p * t.e, 1), // multiplies instead of adding
    ]);
    const sign = (i: number) => ((signs[i] ?? 1) < 0 ? '-' : '+');
    const expr = `\\log_{${t1.b}} ${t1.b ** t1.e} ${sign(1)} \\log_{${t2.b}} ${t2.b ** t2.e} ${sign(2)} \\log_{${t3.b}} ${t3.b ** t3.e}`;
    const powers = terms.map((t) => `${t.b ** t.e} = ${t.b}^{${t.e}}`).join(', ');
    const sum = `${t1.e} ${sign(1)} ${t2.e} ${sign(2)} ${t3.e}`;
    const statement = {
      en: `Find the value of $${expr}$.`,
      hi: `$${expr}$ का मान ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `Write each number as a power of its base: $${powers}$.`,
        `Since $\\log_a a^k = k$, the expression is $${sum} = ${value}$.`,
        '',
        `**Answer: ${value}**`,
      ].join('\n\n'),
      hi: [
        `हर संख्या को उसके आधार की घात के रूप में लिखें: $${powers}$।`,
        `क्योंकि $\\log_a a^k = k$, व्यंजक $${sum} = ${value}$ है।`,
        '',
        `**उत्तर: ${value}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Evaluate a log expression', hi: 'लघुगणक व्यंजक का मान' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [...terms.map((t) => t.b ** t.e), value],
      check() {
        // Change of base with natural logarithms, rounded.
        const v = terms.reduce((s, t, i) => s + (signs[i] ?? 1) * (Math.log(t.b ** t.e) / Math.log(t.b)), 0);
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(v)))] };
      },
    };
  },
};

/** Bases whose logarithm follows from log 2 = 0.3010, log 3 = 0.4771 and log 7 = 0.8451 (in ten-thousandths). */
const DIGIT_BASES: { base: number; log: number; en: string; hi: string }[] = [
  { base: 2, log: 3010, en: '$\\log 2 = 0.3010$', hi: '$\\log 2 = 0.3010$' },
  { base: 3, log: 4771, en: '$\\log 3 = 0.4771$', hi: '$\\log 3 = 0.4771$' },
  { base: 7, log: 8451, en: '$\\log 7 = 0.8451$', hi: '$\\log 7 = 0.8451$' },
  { base: 5, log: 6990, en: '$\\log 5 = 1 - \\log 2 = 0.6990$', hi: '$\\log 5 = 1 - \\log 2 = 0.6990$' },
  {
    base: 6,
    log: 7781,
    en: '$\\log 6 = \\log 2 + \\log 3 = 0.7781$',
    hi: '$\\log 6 = \\log 2 + \\log 3 = 0.7781$',
  },
  {
    base: 12,
    log: 10791,
    en: '$\\log 12 = 2\\log 2 + \\log 3 = 1.0791$',
    hi: '$\\log 12 = 2\\log 2 + \\log 3 = 1.0791$',
  },
  {
    base: 14,
    log: 11461,
    en: '$\\log 14 = \\log 2 + \\log 7 = 1.1461$',
    hi: '$\\log 14 = \\log 2 + \\log 7 = 1.1461$',
  },
  {
    base: 18,
    log: 12552,
    en: '$\\log 18 = \\log 2 + 2\\log 3 = 1.2552$',
    hi: '$\\log 18 = \\log 2 + 2\\log 3 = 1.2552$',
  },
  {
    base: 21,
    log: 13222,
    en: '$\\log 21 = \\log 3 + \\log 7 = 1.3222$',
    hi: '$\\log 21 = \\log 3 + \\log 7 = 1.3222$',
  },
];

/** CAT TITA: the number of digits of a large power, from the given log values. */
export const logarithmsNumberOfDigits: QuestionGenerator = {
  id: 'logarithms/number-of-digits',
  topic: 'logarithms',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  generate(rng) {
    let pick = DIGIT_BASES[0] as (typeof DIGIT_BASES)[number];
    let n = 0;
    let product = 0;
    // Keep only powers where the four-decimal log gives the true digit count (not too near a whole number).
    for (;;) {
      pick = rng.pick(DIGIT_BASES);
      n = rng.int(11, 90);
      product = n * pick.log; // n log B in ten-thousandths
      const frac = product % 10000;
      if (frac > 60 && frac < 9940) break;
    }
    const whole = Math.floor(product / 10000);
    const digits = whole + 1;
    const nlog = String(product / 10000);
    const isDerived = pick.base !== 2 && pick.base !== 3 && pick.base !== 7;
    const givenText = '$\\log 2 = 0.3010$, $\\log 3 = 0.4771$ and $\\log 7 = 0.8451$';
    const logB = (pick.log / 10000).toFixed(4);
    const statement = {
      en: `How many digits are there in $${pick.base}^{${n}}$? (Take ${givenText}, logarithms to base 10.)`,
      hi: `$${pick.base}^{${n}}$ में कितने अंक हैं? (${givenText} लीजिए, लघुगणक आधार 10 पर।)`,
    };
    const solution = {
      en: [
        isDerived ? `First, ${pick.en}.` : `Here ${pick.en}.`,
        `$\\log ${pick.base}^{${n}} = ${n} \\times ${logB} = ${nlog}$.`,
        `The integer part is ${whole}, so the number of digits is $${whole} + 1 = ${digits}$.`,
        '',
        `**Answer: ${digits}**`,
      ].join('\n\n'),
      hi: [
        isDerived ? `पहले, ${pick.hi}।` : `यहाँ ${pick.hi}।`,
        `$\\log ${pick.base}^{${n}} = ${n} \\times ${logB} = ${nlog}$।`,
        `पूर्णांक भाग ${whole} है, इसलिए अंकों की संख्या $${whole} + 1 = ${digits}$ है।`,
        '',
        `**उत्तर: ${digits}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Number of digits of a power', hi: 'घात में अंकों की संख्या' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: digits, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [pick.base, n, digits],
      check() {
        // Compute the power exactly and count its digits.
        const exact = (BigInt(pick.base) ** BigInt(n)).toString().length;
        return { kind: 'numeric', value: exact, tolerance: 0 };
      },
    };
  },
};

/** Powers a^k small enough for a log equation with whole-number answers. */
const EQUATION_POWERS: [number, number][] = [
  [2, 3],
  [2, 4],
  [2, 5],
  [2, 6],
  [2, 7],
  [3, 2],
  [3, 3],
  [3, 4],
  [5, 2],
  [5, 3],
  [6, 2],
  [7, 2],
  [10, 2],
];

/** log_a (x + p) + log_a (x - q) = k: solve, and reject the root that makes a log undefined. */
export const logarithmsEquationExtraneousRoot: QuestionGenerator = {
  id: 'logarithms/equation-extraneous-root',
  topic: 'logarithms',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'GMAT', 'Placements'],
  generate(rng) {
    // Split M = u v (v >= 2, u - v >= 2) and put x between them: x + p = u, x - q = v.
    let a = 2;
    let k = 3;
    let pairs: [number, number][] = [];
    while (pairs.length === 0) {
      [a, k] = rng.pick(EQUATION_POWERS);
      const M = a ** k;
      pairs = [];
      for (let v = 2; v * v < M; v++) if (M % v === 0 && M / v - v >= 2) pairs.push([M / v, v]);
    }
    const M = a ** k;
    const [u, v] = rng.pick(pairs);
    const x0 = rng.int(v + 1, u - 1);
    const p = u - x0;
    const q = x0 - v;
    const x1 = q - p - x0; // the other root of (x + p)(x - q) = M: it makes x + p negative
    const wrongRule = (M - p + q) / 2; // reads log m + log n as log (m + n)
    const both: LocalisedText = { en: `${x0} and ${x1}`, hi: `${x0} और ${x1}` };
    const texts: LocalisedText[] = [String(x0), String(x1), both];
    const extra = Number.isInteger(wrongRule) && wrongRule !== x0 && wrongRule !== x1 ? wrongRule : x0 + u; // fallback near miss
    texts.push(String(extra));
    const options = rng.shuffle(texts);
    const en = (t: LocalisedText) => (typeof t === 'string' ? t : (t.en ?? ''));
    const correctIndex = options.findIndex((o) => en(o) === String(x0));
    const eq = `\\log_{${a}} (x + ${p}) + \\log_{${a}} (x - ${q}) = ${k}`;
    const b = p - q;
    // (x + p)(x - q) - M = x^2 + (p - q)x - (pq + M)
    const middle = b === 0 ? '' : `${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x `;
    const quadShown = `x^2 ${middle}- ${p * q + M} = 0`;
    const statement = {
      en: `Solve for $x$: $${eq}$.`,
      hi: `$x$ का मान ज्ञात कीजिए: $${eq}$।`,
    };
    const solution = {
      en: [
        `By the product rule, $\\log_{${a}} [(x + ${p})(x - ${q})] = ${k}$, so $(x + ${p})(x - ${q}) = ${a}^{${k}} = ${M}$.`,
        `Expanding: $${quadShown}$, i.e. $(x - ${x0})(x + ${-x1}) = 0$, so $x = ${x0}$ or $x = ${x1}$.`,
        `For $x = ${x1}$, $x + ${p} = ${x1 + p} < 0$ and the log is not defined, so reject it. For $x = ${x0}$: $x + ${p} = ${u}$ and $x - ${q} = ${v}$, both positive, and $${u} \\times ${v} = ${M}$.`,
        '',
        `**Answer: ${x0}**`,
      ].join('\n\n'),
      hi: [
        `गुणन नियम से $\\log_{${a}} [(x + ${p})(x - ${q})] = ${k}$, अतः $(x + ${p})(x - ${q}) = ${a}^{${k}} = ${M}$।`,
        `विस्तार करने पर: $${quadShown}$, यानी $(x - ${x0})(x + ${-x1}) = 0$, अतः $x = ${x0}$ या $x = ${x1}$।`,
        `$x = ${x1}$ पर $x + ${p} = ${x1 + p} < 0$ है और लघुगणक परिभाषित नहीं है, इसलिए इसे छोड़ दें। $x = ${x0}$ पर: $x + ${p} = ${u}$ और $x - ${q} = ${v}$, दोनों धनात्मक, और $${u} \\times ${v} = ${M}$।`,
        '',
        `**उत्तर: ${x0}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Log equation with a rejected root', hi: 'लघुगणकीय समीकरण: अमान्य मूल छोड़ना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [a, p, q, k, x0],
      check() {
        // Try every whole number: both log arguments positive and their product a^k.
        const roots: number[] = [];
        for (let x = -500; x <= 500; x++)
          if (x + p > 0 && x - q > 0 && (x + p) * (x - q) === M) roots.push(x);
        return { kind: 'choice', correct: [options.findIndex((o) => en(o) === roots.join(' and '))] };
      },
    };
  },
};

/** Sets of bases a^e (e may be 1/2 for the square root) in a sum of logs of the same x. */
const BASE_SETS: { exps: [number, number][] }[] = [
  {
    exps: [
      [1, 1],
      [2, 1],
    ],
  },
  {
    exps: [
      [1, 1],
      [3, 1],
    ],
  },
  {
    exps: [
      [2, 1],
      [3, 1],
    ],
  },
  {
    exps: [
      [1, 1],
      [2, 1],
      [4, 1],
    ],
  },
  {
    exps: [
      [1, 1],
      [2, 1],
      [3, 1],
    ],
  },
  {
    exps: [
      [2, 1],
      [4, 1],
    ],
  },
  {
    exps: [
      [1, 2],
      [1, 1],
    ],
  },
  {
    exps: [
      [1, 2],
      [2, 1],
    ],
  },
  {
    exps: [
      [1, 1],
      [4, 1],
    ],
  },
  {
    exps: [
      [1, 2],
      [3, 1],
    ],
  },
];

/** log_a x + log_{a^2} x + ... = k: every term is a fraction of log_a x. */
export const logarithmsMixedBaseEquation: QuestionGenerator = {
  id: 'logarithms/mixed-base-equation',
  topic: 'logarithms',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  generate(rng) {
    const set = rng.pick(BASE_SETS);
    const a = rng.pick([2, 2, 3, 3, 5, 6, 7]);
    const maxM = { 2: 10, 3: 6, 5: 4, 6: 4, 7: 3 }[a] ?? 3;
    const m = rng.int(2, maxM); // log_a x, so x = a^m
    const x = a ** m;
    // Each base a^(n/d) turns log into (d/n) log_a x; sum the coefficients as a fraction N/D.
    let N = 0;
    let D = 1;
    for (const [n, d] of set.exps) {
      N = N * n + d * D;
      D = D * n;
      const g = gcd(N, D);
      N /= g;
      D /= g;
    }
    const rhs = fractionTex(N * m, D);
    const baseTex = ([n, d]: [number, number]) => (d === 2 ? `\\sqrt{${a}} ` : String(a ** n));
    const lhs = set.exps.map((e) => `\\log_{${baseTex(e)}} x`).join(' + ');
    const coef = set.exps.map(([n, d]) => fractionTex(d, n)).join(' + ');
    const rewrite = set.exps
      .map(([n, d]) =>
        d === 2
          ? `\\log_{\\sqrt{${a}} } x = 2\\log_{${a}} x`
          : n === 1
            ? ''
            : `\\log_{${a ** n}} x = \\frac{1}{${n}}\\log_{${a}} x`,
      )
      .filter(Boolean)
      .join(', ');
    const { options, correctIndex } = choiceOptions(rng, x, [
      m, // stops at log_a x = m
      a ** (m + 1), // one power too many
      a ** (m - 1), // one power too few
      (a * a) ** m, // takes the largest base
    ]);
    const statement = {
      en: `If $${lhs} = ${rhs}$, find $x$.`,
      hi: `यदि $${lhs} = ${rhs}$, तो $x$ ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `Use $\\log_{a^p} x = \\frac{1}{p}\\log_a x$ to bring every term to base ${a}: $${rewrite}$.`,
        `So $\\left(${coef}\\right)\\log_{${a}} x = ${fractionTex(N, D)}\\log_{${a}} x = ${rhs}$, which gives $\\log_{${a}} x = ${m}$.`,
        `Hence $x = ${a}^{${m}} = ${x}$.`,
        '',
        `**Answer: ${x}**`,
      ].join('\n\n'),
      hi: [
        `$\\log_{a^p} x = \\frac{1}{p}\\log_a x$ से हर पद को आधार ${a} पर लाएँ: $${rewrite}$।`,
        `अतः $\\left(${coef}\\right)\\log_{${a}} x = ${fractionTex(N, D)}\\log_{${a}} x = ${rhs}$, जिससे $\\log_{${a}} x = ${m}$।`,
        `इसलिए $x = ${a}^{${m}} = ${x}$।`,
        '',
        `**उत्तर: ${x}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Log equation with different bases', hi: 'भिन्न आधारों वाला लघुगणकीय समीकरण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [a, m, x],
      check() {
        // Put each option into the left side with natural logs and compare with the right side.
        const target = (N * m) / D;
        const lhsOf = (v: number) =>
          set.exps.reduce((s, [n, d]) => s + Math.log(v) / ((n / d) * Math.log(a)), 0);
        const index = options.findIndex((o) => Math.abs(lhsOf(Number(o)) - target) < 1e-9);
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
