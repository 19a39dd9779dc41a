import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { singleChoice } from '../shared/single-choice.js';
import { fractionTex, termTex } from './katex-math.js';

/** An option in KaTeX with the value it stands for (so a checker can find it by value). */
export interface Valued {
  tex: string;
  value: number;
}

/** The fraction n/d as an option. */
export const frac = (n: number, d: number): Valued => ({ tex: `$${fractionTex(n, d)}$`, value: n / d });

/**
 * Four shuffled options: the right one and the first three mistakes that differ from it and from each
 * other (by text and by value), then near misses `right + k/den`. `indexOf` finds an option by value.
 */
export function valuedOptions(rng: Rng, right: Valued, wrong: Valued[], den = 1) {
  const picked: Valued[] = [right];
  const fresh = (w: Valued) =>
    Number.isFinite(w.value) && picked.every((p) => p.tex !== w.tex && Math.abs(p.value - w.value) > 1e-9);
  for (const w of wrong) if (picked.length < 4 && fresh(w)) picked.push(w);
  for (let k = 1; picked.length < 4; k++) {
    for (const s of [k, -k]) {
      const near = frac(Math.round(right.value * den) + s, den);
      if (picked.length < 4 && fresh(near)) picked.push(near);
    }
  }
  const shuffled = rng.shuffle(picked);
  return {
    options: shuffled.map((o) => o.tex),
    correctIndex: shuffled.indexOf(right),
    indexOf: (x: number) => shuffled.findIndex((o) => Math.abs(o.value - x) < 1e-7),
  };
}

/** Markdown steps in both languages ending in the answer. */
export function answerSteps(en: string[], hi: string[], answer: string, answerHi = answer) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answerHi}**`].join('\n\n'),
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Given tan θ = p/q, the value of a ratio of linear (or square) sin-cos expressions. */
export const trigonometryTanGivenRatio: QuestionGenerator = {
  id: 'trigonometry/tan-given-ratio',
  topic: 'trigonometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    let p = 1;
    let q = 1;
    let k = [1, 1, 1, 1];
    const squares = rng.next() < 0.4;
    let P = 1;
    let Q = 1;
    do {
      p = rng.int(1, 9);
      q = rng.int(1, 9);
      k = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
      P = squares ? p * p : p;
      Q = squares ? q * q : q;
    } while (p === q || gcd(p, q) !== 1 || (k[2] ?? 0) * P - (k[3] ?? 0) * Q === 0);
    const [a = 1, b = 1, c = 1, d = 1] = k;
    const right = frac(a * P + b * Q, c * P - d * Q);
    const Pc = squares ? q * q : q; // tan and cot interchanged
    const Qc = squares ? p * p : p;
    const { options, correctIndex, indexOf } = valuedOptions(rng, right, [
      frac(a * Pc + b * Qc, c * Pc - d * Qc), // uses cot θ = p/q instead of tan θ
      frac(a * P + b * Q, c * P + d * Q), // loses the minus sign in the denominator
      frac(c * P - d * Q, a * P + b * Q), // turns the fraction upside down
      squares ? frac(a * p + b * q, c * p - d * q) : frac(a * p * p + b * q * q, c * p * p - d * q * q), // squares mixed up
    ]);
    const sq = squares ? '^2' : '';
    const fs = `\\sin${sq}\\theta`;
    const fc = `\\cos${sq}\\theta`;
    const expr = `\\frac{${termTex(a, fs)} + ${termTex(b, fc)}}{${termTex(c, fs)} - ${termTex(d, fc)}}`;
    const tanT = `\\tan${sq}\\theta`;
    const byTan = `\\frac{${termTex(a, tanT)} + ${b}}{${termTex(c, tanT)} - ${d}}`;
    const tanVal = squares ? `\\frac{${P}}{${Q}}` : `\\frac{${p}}{${q}}`;
    const numbers = `\\frac{${a} \\times ${P} + ${b} \\times ${Q}}{${c} \\times ${P} - ${d} \\times ${Q}}`;
    const divide = squares ? '\\cos^2\\theta' : '\\cos\\theta';
    return singleChoice(
      { en: 'Value of an expression from tan θ', hi: 'tan θ से व्यंजक का मान' },
      {
        en: `If $\\tan\\theta = \\frac{${p}}{${q}}$, find the value of $${expr}$.`,
        hi: `यदि $\\tan\\theta = \\frac{${p}}{${q}}$ है, तो $${expr}$ का मान ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `Divide the numerator and the denominator by $${divide}$: the expression becomes $${byTan}$.`,
          `$${tanT} = ${tanVal}$; multiplying the top and the bottom by $${Q}$ gives $${numbers} = ${fractionTex(a * P + b * Q, c * P - d * Q)}$.`,
        ],
        [
          `अंश और हर को $${divide}$ से भाग दीजिए: व्यंजक $${byTan}$ हो जाता है।`,
          `$${tanT} = ${tanVal}$; अंश और हर को $${Q}$ से गुणा करने पर $${numbers} = ${fractionTex(a * P + b * Q, c * P - d * Q)}$।`,
        ],
        right.tex,
      ),
      90,
      [p, q],
      () => {
        // Take the acute angle with this tangent and evaluate the expression with the calculator.
        const t = Math.atan2(p, q);
        const s = Math.sin(t) ** (squares ? 2 : 1);
        const co = Math.cos(t) ** (squares ? 2 : 1);
        return indexOf((a * s + b * co) / (c * s - d * co));
      },
    );
  },
};

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
  [11, 60, 61],
];

type PairAsk = 'product' | 'tan-cot' | 'fourth' | 'other' | 'cubes';

/** Given sin θ + cos θ (or sin θ − cos θ), the product, tan θ + cot θ, sin⁴ + cos⁴ and similar. */
export const trigonometrySinCosSum: QuestionGenerator = {
  id: 'trigonometry/sin-cos-sum-given',
  topic: 'trigonometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick<PairAsk>(['product', 'tan-cot', 'fourth', 'other', 'cubes']);
    // sin θ = b/c, cos θ = a/c (sin θ > cos θ); fourth powers and cubes only with small numbers.
    const [a, b, c] = rng.pick(ask === 'fourth' || ask === 'cubes' ? TRIPLES.slice(0, 3) : TRIPLES);
    const sum = rng.next() < 0.6;
    const c2 = c * c;
    const op = sum ? '+' : '-';
    const askTex = {
      product: '\\sin\\theta\\cos\\theta',
      'tan-cot': '\\tan\\theta + \\cot\\theta',
      fourth: '\\sin^4\\theta + \\cos^4\\theta',
      other: sum ? '\\sin\\theta - \\cos\\theta' : '\\sin\\theta + \\cos\\theta',
      cubes: sum ? '\\sin^3\\theta + \\cos^3\\theta' : '\\sin^3\\theta - \\cos^3\\theta',
    }[ask];
    const rights: Record<PairAsk, Valued> = {
      product: frac(a * b, c2),
      'tan-cot': frac(c2, a * b),
      fourth: frac(c2 * c2 - 2 * a * a * b * b, c2 * c2),
      other: sum ? frac(b - a, c) : frac(a + b, c),
      cubes: sum ? frac((a + b) * (c2 - a * b), c2 * c) : frac((b - a) * (c2 + a * b), c2 * c),
    };
    const right = rights[ask];
    const wrongs: Record<PairAsk, Valued[]> = {
      product: [frac(2 * a * b, c2), frac((a + b) ** 2, 2 * c2), frac(a * b, c)], // no halving; p²/2; c not squared
      'tan-cot': [frac(a * b, c2), frac(2 * c2, a * b), frac(c, a * b)], // the product itself; doubled; c not squared
      fourth: [
        frac(c2 * c2 - a * a * b * b, c2 * c2),
        frac(2 * a * a * b * b, c2 * c2),
        frac(c2 - 2 * a * b, c2),
      ],
      other: [
        frac(sum ? (b - a) ** 2 : (a + b) ** 2, c2), // stops at the square
        frac((a + b) ** 2 - c2, c2), // reports 2 sin θ cos θ
        frac(a * b, c2), // reports sin θ cos θ
      ],
      cubes: sum
        ? [frac((a + b) * (c2 + a * b), c2 * c), frac((a + b) ** 3, c2 * c), frac(a + b, c)]
        : [frac((b - a) * (c2 - a * b), c2 * c), frac((b - a) ** 3, c2 * c), frac(b - a, c)],
    };
    const { options, correctIndex, indexOf } = valuedOptions(rng, right, wrongs[ask], c2);
    const g = fractionTex(sum ? a + b : b - a, c);
    const pc = `${fractionTex(a * b, c2)}`;
    const first = {
      en: `Square both sides: $1 ${op} 2\\sin\\theta\\cos\\theta = \\left(${g}\\right)^2 = ${fractionTex((sum ? a + b : b - a) ** 2, c2)}$, so $\\sin\\theta\\cos\\theta = ${pc}$.`,
      hi: `दोनों पक्षों का वर्ग कीजिए: $1 ${op} 2\\sin\\theta\\cos\\theta = \\left(${g}\\right)^2 = ${fractionTex((sum ? a + b : b - a) ** 2, c2)}$, अतः $\\sin\\theta\\cos\\theta = ${pc}$।`,
    };
    const rest: Record<PairAsk, string> = {
      product: '',
      'tan-cot': `\\tan\\theta + \\cot\\theta = \\frac{\\sin^2\\theta + \\cos^2\\theta}{\\sin\\theta\\cos\\theta} = \\frac{1}{\\sin\\theta\\cos\\theta} = ${fractionTex(c2, a * b)}`,
      fourth: `\\sin^4\\theta + \\cos^4\\theta = 1 - 2\\sin^2\\theta\\cos^2\\theta = 1 - 2 \\times ${fractionTex(a * a * b * b, c2 * c2)} = ${fractionTex(c2 * c2 - 2 * a * a * b * b, c2 * c2)}`,
      other: `(${askTex})^2 = 1 ${sum ? '-' : '+'} 2 \\times ${pc} = ${fractionTex(sum ? (b - a) ** 2 : (a + b) ** 2, c2)}$, so $${askTex} = ${right.tex.slice(1, -1)}`,
      cubes: `${askTex} = (\\sin\\theta ${op} \\cos\\theta)(1 ${sum ? '-' : '+'} \\sin\\theta\\cos\\theta) = ${g} \\times ${fractionTex(sum ? c2 - a * b : c2 + a * b, c2)} = ${right.tex.slice(1, -1)}`,
    };
    const hiRest = rest[ask].replace('$, so $', '$, अतः $');
    const condEn = sum ? ' and $\\sin\\theta > \\cos\\theta$' : '';
    const condHi = sum ? ' और $\\sin\\theta > \\cos\\theta$' : '';
    return singleChoice(
      { en: 'From sin θ ± cos θ to other expressions', hi: 'sin θ ± cos θ से अन्य व्यंजक' },
      {
        en: `If $\\sin\\theta ${op} \\cos\\theta = ${g}$, where $\\theta$ is acute${ask === 'other' ? condEn : ''}, find $${askTex}$.`,
        hi: `यदि $\\sin\\theta ${op} \\cos\\theta = ${g}$ है, जहाँ $\\theta$ न्यून कोण है${ask === 'other' ? condHi : ''}, तो $${askTex}$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [first.en, ...(rest[ask] ? [`$${rest[ask]}$.`] : [])],
        [first.hi, ...(rest[ask] ? [`$${hiRest}$।`] : [])],
        right.tex,
      ),
      100,
      [c],
      () => {
        // Solve for θ by bisection (sin + cos falls on 45°..90°, sin − cos rises on 0°..90°), then evaluate.
        const target = sum ? (a + b) / c : (b - a) / c;
        const f = (t: number) => (sum ? Math.sin(t) + Math.cos(t) : Math.sin(t) - Math.cos(t));
        let lo = sum ? Math.PI / 4 : 0;
        let hi = Math.PI / 2;
        for (let i = 0; i < 100; i++) {
          const mid = (lo + hi) / 2;
          if (f(mid) > target === sum) lo = mid;
          else hi = mid;
        }
        const t = (lo + hi) / 2;
        const s = Math.sin(t);
        const co = Math.cos(t);
        const value = {
          product: s * co,
          'tan-cot': s / co + co / s,
          fourth: s ** 4 + co ** 4,
          other: sum ? s - co : s + co,
          cubes: sum ? s ** 3 + co ** 3 : s ** 3 - co ** 3,
        }[ask];
        return indexOf(value);
      },
    );
  },
};

/** Whole (a, b, c, m) with a² + b² = c² + m², c and m different from a and b. */
const CONJUGATES: [number, number, number, number][] = [];
for (let a = 1; a <= 12; a++)
  for (let b = 1; b <= 12; b++)
    for (let c = 1; c <= 16; c++)
      for (let m = 1; m <= 16; m++)
        if (a !== b && a * a + b * b === c * c + m * m && ![a, b].includes(c) && ![a, b].includes(m))
          CONJUGATES.push([a, b, c, m]);

/** √n as KaTeX, a whole number when n is a square. */
const rootTex = (n: number) => (Number.isInteger(Math.sqrt(n)) ? `${Math.sqrt(n)}` : `\\sqrt{${n}}`);
const pm = (n: number): Valued => ({ tex: `$\\pm ${rootTex(n)}$`, value: Math.sqrt(n) });

/** a cos θ + b sin θ = c gives a sin θ − b cos θ = ±√(a² + b² − c²) (squares added). */
export const trigonometryConjugatePair: QuestionGenerator = {
  id: 'trigonometry/conjugate-pair',
  topic: 'trigonometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [a, b, c, m] = rng.pick(CONJUGATES);
    const sinFirst = rng.next() < 0.5;
    const [f1, f2] = sinFirst ? ['\\sin\\theta', '\\cos\\theta'] : ['\\cos\\theta', '\\sin\\theta'];
    const given = `${termTex(a, f1)} + ${termTex(b, f2)} = ${c}`;
    const asked = `${termTex(a, f2)} - ${termTex(b, f1)}`;
    const s = a * a + b * b;
    const { options, correctIndex, indexOf } = valuedOptions(rng, pm(m * m), [
      pm(s + c * c), // adds c² instead of subtracting it
      pm(m ** 4), // forgets the square root
      pm((a + b - c) ** 2), // treats the square of a sum as the sum of squares
      pm(Math.abs(a * a - b * b - c * c) || 1), // a sign slip in b²
    ]);
    const square = `(${given.split(' = ')[0]})^2 + (${asked})^2 = ${a}^2(\\sin^2\\theta + \\cos^2\\theta) + ${b}^2(\\cos^2\\theta + \\sin^2\\theta) = ${a * a} + ${b * b}`;
    return singleChoice(
      { en: 'The companion expression', hi: 'सहचर व्यंजक' },
      {
        en: `If $${given}$, find the value of $${asked}$.`,
        hi: `यदि $${given}$ है, तो $${asked}$ का मान ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `Square both expressions and add; the cross terms $\\pm 2 \\cdot ${a * b}\\sin\\theta\\cos\\theta$ cancel: $${square} = ${s}$.`,
          `So $${c}^2 + (${asked})^2 = ${s}$, giving $(${asked})^2 = ${s} - ${c * c} = ${m * m}$ and $${asked} = \\pm ${m}$.`,
        ],
        [
          `दोनों व्यंजकों का वर्ग करके जोड़िए; गुणनफल वाले पद $\\pm 2 \\cdot ${a * b}\\sin\\theta\\cos\\theta$ कट जाते हैं: $${square} = ${s}$।`,
          `अतः $${c}^2 + (${asked})^2 = ${s}$, जिससे $(${asked})^2 = ${s} - ${c * c} = ${m * m}$ और $${asked} = \\pm ${m}$।`,
        ],
        `$\\pm ${m}$`,
      ),
      90,
      [a, b, c, m],
      () => {
        // Find every θ in [0°, 360°) that fits the given (sign changes, then bisection); evaluate there.
        const g = (t: number) =>
          (sinFirst ? a * Math.sin(t) + b * Math.cos(t) : a * Math.cos(t) + b * Math.sin(t)) - c;
        const h = (t: number) =>
          sinFirst ? a * Math.cos(t) - b * Math.sin(t) : a * Math.sin(t) - b * Math.cos(t);
        const values: number[] = [];
        const n = 3600;
        for (let i = 0; i < n; i++) {
          let lo = (2 * Math.PI * i) / n;
          let hi = (2 * Math.PI * (i + 1)) / n;
          if (g(lo) * g(hi) > 0) continue;
          for (let k = 0; k < 60; k++) {
            const mid = (lo + hi) / 2;
            if (g(lo) * g(mid) <= 0) hi = mid;
            else lo = mid;
          }
          values.push(Math.abs(h(lo)));
        }
        const first = values[0] ?? Number.NaN;
        return values.every((v) => Math.abs(v - first) < 1e-6) ? indexOf(first) : -1;
      },
    );
  },
};
