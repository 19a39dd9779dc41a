import type { QuestionGenerator } from '../../generator.js';
import { textChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';
import { fractionTex } from './katex-math.js';

const isSquare = (n: number) => n >= 0 && Math.round(Math.sqrt(n)) ** 2 === n;

/** √m simplified in KaTeX: `3` for 9, `2\sqrt{3}` for 12, `\sqrt{7}` for 7. */
export function rootTex(m: number): string {
  let k = 1;
  for (let d = 2; d * d <= m; d++) if (m % (d * d) === 0) k = d;
  const rest = m / (k * k);
  if (rest === 1) return String(k);
  return k === 1 ? `\\sqrt{${rest}}` : `${k}\\sqrt{${rest}}`;
}

/** Options as KaTeX with their values, for the checker. */
function valued(pairs: [string, number][]): Map<string, number> {
  const map = new Map<string, number>();
  for (const [t, v] of pairs) if (!map.has(t)) map.set(t, v);
  return map;
}

/** √(A ± 2√B) written as √m ± √n, where m + n = A and mn = B. */
export const surdsSquareRootOfSurd: QuestionGenerator = {
  id: 'surds-and-indices/square-root-of-surd',
  topic: 'surds-and-indices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'CAT'],
  count: 40,
  generate(rng) {
    let m = 0;
    let n = 0;
    do {
      m = rng.int(2, 15);
      n = rng.int(1, m - 1);
    } while (isSquare(m * n) || (isSquare(m) && isSquare(n)));
    const A = m + n;
    const B = m * n;
    const minus = rng.next() < 0.4;
    const inner = rng.next() < 0.5;
    const sign = minus ? '-' : '+';
    const radical = inner ? `${A} ${sign} \\sqrt{${4 * B}}` : `${A} ${sign} 2\\sqrt{${B}}`;
    const pair = (x: number, y: number, s: string) => `$${rootTex(x)} ${s} ${rootTex(y)}$`;
    const v = (x: number, y: number, s: string) => Math.sqrt(x) + (s === '+' ? 1 : -1) * Math.sqrt(y);
    const answer = pair(m, n, sign);
    // Another split of B into two factors (a wrong pair), and a split of A with the wrong product.
    let other: [number, number] = [B, 1];
    for (let d = 1; d * d < B; d++) if (B % d === 0 && d !== n && B / d !== m) other = [B / d, d];
    const candidates: [string, number][] = [
      [answer, v(m, n, sign)],
      minus ? [pair(n, m, '-'), v(n, m, '-')] : [pair(m, n, '-'), v(m, n, '-')], // wrong sign or order
      [pair(other[0], other[1], sign), v(other[0], other[1], sign)], // factors B but misses the sum A
      [pair(m + 1, n - 1 || 2, sign), v(m + 1, n - 1 || 2, sign)], // splits A but misses the product B
      [pair(A, B, sign), v(A, B, sign)], // takes the root of each part
      [pair(m, n + 1, sign), v(m, n + 1, sign)], // near misses when the slips above coincide
      [pair(m + 2, n, sign), v(m + 2, n, sign)],
    ];
    const values = valued(candidates);
    const rest = [...values.keys()].filter((k) => k !== answer);
    const steps = [
      ...(inner
        ? [
            {
              en: `First bring the inner root to the form $2\\sqrt{B}$: $\\sqrt{${4 * B}} = 2\\sqrt{${B}}$.`,
              hi: `पहले भीतरी मूल को $2\\sqrt{B}$ के रूप में लाएँ: $\\sqrt{${4 * B}} = 2\\sqrt{${B}}$।`,
            },
          ]
        : []),
      {
        en: `Look for $\\sqrt{m} ${sign} \\sqrt{n}$ with $(\\sqrt{m} ${sign} \\sqrt{n})^2 = m + n ${sign} 2\\sqrt{mn}$: we need $m + n = ${A}$ and $mn = ${B}$, so $m = ${m}$, $n = ${n}$.`,
        hi: `ऐसा $\\sqrt{m} ${sign} \\sqrt{n}$ खोजें कि $(\\sqrt{m} ${sign} \\sqrt{n})^2 = m + n ${sign} 2\\sqrt{mn}$: चाहिए $m + n = ${A}$ और $mn = ${B}$, अतः $m = ${m}$, $n = ${n}$।`,
      },
      {
        en: `$\\sqrt{${A} ${sign} 2\\sqrt{${B}}} = \\sqrt{${m}} ${sign} \\sqrt{${n}} = ${answer.slice(1, -1)}$${minus ? ` (the larger root first, so that the value is positive)` : ''}.`,
        hi: `$\\sqrt{${A} ${sign} 2\\sqrt{${B}}} = \\sqrt{${m}} ${sign} \\sqrt{${n}} = ${answer.slice(1, -1)}$${minus ? ' (बड़ा मूल पहले, ताकि मान धनात्मक रहे)' : ''}।`,
      },
    ];
    return textChoiceQuestion(rng, {
      title: { en: 'Square root of a surd expression', hi: 'करणी व्यंजक का वर्गमूल' },
      statement: {
        en: `Find the value of $\\sqrt{${radical}}$.`,
        hi: `$\\sqrt{${radical}}$ का मान ज्ञात कीजिए।`,
      },
      answer,
      mistakes: rest,
      valueOf: (o) => values.get(o) ?? Number.NaN,
      steps,
      seconds: 90,
      numbers: [A],
      recompute: () => Math.sqrt(A + (minus ? -1 : 1) * Math.sqrt(4 * B)),
    });
  },
};

/** k / (√a ± √b) (or k / (p ± √b)): multiply by the conjugate. */
export const surdsRationalise: QuestionGenerator = {
  id: 'surds-and-indices/rationalise-denominator',
  topic: 'surds-and-indices',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    do {
      a = rng.pick([2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 4, 9, 16, 25]);
      b = rng.pick([2, 3, 5, 6, 7, 10, 11, 13]);
    } while (a <= b || a - b > 12);
    const d = a - b;
    const c = rng.int(1, 6);
    const k = c * d;
    const plus = rng.next() < 0.5;
    const s = plus ? '+' : '-';
    const t = plus ? '-' : '+';
    const ra = rootTex(a);
    const rb = rootTex(b);
    const times = (coef: string, inner: string) => (coef === '1' ? `$${inner}$` : `$${coef}(${inner})$`);
    const val = (coef: number, x: number, sg: string, y: number) =>
      coef * (Math.sqrt(x) + (sg === '+' ? 1 : -1) * Math.sqrt(y));
    const answer = times(String(c), `${ra} ${t} ${rb}`);
    const values = valued([
      [answer, val(c, a, t, b)],
      [times(String(c), `${ra} ${s} ${rb}`), val(c, a, s, b)], // keeps the sign of the denominator
      [times(String(k), `${ra} ${t} ${rb}`), val(k, a, t, b)], // forgets to divide by a − b
      [times(fractionTex(k, a + b), `${ra} ${t} ${rb}`), val(k / (a + b), a, t, b)], // divides by a + b
      ...(plus
        ? ([[times(String(c), `${rb} ${t} ${ra}`), val(c, b, t, a)]] as [string, number][]) // swaps the order of the terms
        : []),
      ...(c > 1 && !isSquare(a)
        ? ([[`$${c}${ra} ${t} ${rb}$`, c * Math.sqrt(a) + (plus ? -1 : 1) * Math.sqrt(b)]] as [
            string,
            number,
          ][]) // multiplies only the first term
        : []),
      [times(String(c + 1), `${ra} ${t} ${rb}`), val(c + 1, a, t, b)],
    ]);
    return textChoiceQuestion(rng, {
      title: { en: 'Rationalising the denominator', hi: 'हर का परिमेयकरण' },
      statement: {
        en: `Rationalise the denominator and simplify: $\\frac{${k}}{${ra} ${s} ${rb}}$.`,
        hi: `हर का परिमेयकरण करके सरल कीजिए: $\\frac{${k}}{${ra} ${s} ${rb}}$।`,
      },
      answer,
      mistakes: [...values.keys()].filter((o) => o !== answer),
      valueOf: (o) => values.get(o) ?? Number.NaN,
      steps: [
        {
          en: `Multiply the numerator and the denominator by the conjugate $${ra} ${t} ${rb}$: the denominator becomes $(${ra})^2 - (${rb})^2 = ${a} - ${b} = ${d}$.`,
          hi: `अंश और हर दोनों को संयुग्मी $${ra} ${t} ${rb}$ से गुणा करें: हर $(${ra})^2 - (${rb})^2 = ${a} - ${b} = ${d}$ हो जाता है।`,
        },
        {
          en: `$\\frac{${k}(${ra} ${t} ${rb})}{${d}} = ${answer.slice(1, -1)}$.`,
          hi: `$\\frac{${k}(${ra} ${t} ${rb})}{${d}} = ${answer.slice(1, -1)}$।`,
        },
      ],
      seconds: 50,
      numbers: [k],
      recompute: () => k / (Math.sqrt(a) + (plus ? 1 : -1) * Math.sqrt(b)),
    });
  },
};

/** CAT: a telescoping sum 1/(√a + √(a+k)) + 1/(√(a+k) + √(a+2k)) + … whose ends are perfect squares. */
export const surdsTelescopingSum: QuestionGenerator = {
  id: 'surds-and-indices/telescoping-surd-sum',
  topic: 'surds-and-indices',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let k = 1;
    let s = 1;
    let t = 2;
    let N = 0;
    do {
      k = rng.pick([1, 1, 2, 2, 3, 4]);
      s = rng.int(1, 8);
      t = rng.int(s + 2, 15);
      N = (t * t - s * s) / k;
    } while (!Number.isInteger(N) || N < 5 || N > 150);
    const a = s * s;
    const last = t * t;
    const term = (i: number) => `\\frac{1}{\\sqrt{${a + i * k}} + \\sqrt{${a + (i + 1) * k}}}`;
    const sum = `${term(0)} + ${term(1)} + \\cdots + ${term(N - 1)}`;
    const answerTex = `$${fractionTex(t - s, k)}$`;
    const values = valued([
      [answerTex, (t - s) / k],
      [`$${t - s}$`, t - s], // forgets to divide by the common difference
      [`$${fractionTex(t + s, k)}$`, (t + s) / k], // adds the end roots
      [`$${fractionTex(t - s, 2 * k)}$`, (t - s) / (2 * k)], // halves once more
      [`$${fractionTex(N, k)}$`, N / k], // adds the numbers instead of the roots
      [`$${fractionTex(t - s + 1, k)}$`, (t - s + 1) / k],
    ]);
    const over = (x: string) => (k === 1 ? x : `\\frac{${x}}{${k}}`);
    return textChoiceQuestion(rng, {
      title: { en: 'Telescoping sum of surd fractions', hi: 'करणी भिन्नों का दूरदर्शी (टेलीस्कोपिंग) योग' },
      statement: {
        en: `Find the value of $${sum}$.`,
        hi: `$${sum}$ का मान ज्ञात कीजिए।`,
      },
      answer: answerTex,
      mistakes: [...values.keys()].filter((o) => o !== answerTex),
      valueOf: (o) => values.get(o) ?? Number.NaN,
      steps: [
        {
          en: `Rationalise each term: $\\frac{1}{\\sqrt{n} + \\sqrt{n + ${k}}} = ${over(`\\sqrt{n + ${k}} - \\sqrt{n}`)}$; the first term is $${over(`\\sqrt{${a + k}} - \\sqrt{${a}}`)}$.`,
          hi: `हर पद का परिमेयकरण करें: $\\frac{1}{\\sqrt{n} + \\sqrt{n + ${k}}} = ${over(`\\sqrt{n + ${k}} - \\sqrt{n}`)}$; पहला पद $${over(`\\sqrt{${a + k}} - \\sqrt{${a}}`)}$ है।`,
        },
        {
          en: `Adding, every middle root cancels with the next term (there are ${N} terms, from $n = ${a}$ to $n = ${a + (N - 1) * k}$): the sum is $${over(`\\sqrt{${last}} - \\sqrt{${a}}`)} = ${over(`${t} - ${s}`)} = ${fractionTex(t - s, k)}$.`,
          hi: `जोड़ने पर बीच का हर मूल अगले पद से कट जाता है (कुल ${N} पद, $n = ${a}$ से $n = ${a + (N - 1) * k}$ तक): योग $${over(`\\sqrt{${last}} - \\sqrt{${a}}`)} = ${over(`${t} - ${s}`)} = ${fractionTex(t - s, k)}$ है।`,
        },
      ],
      seconds: 180,
      numbers: [a, last, k],
      recompute: () => {
        let total = 0;
        for (let i = 0; i < N; i++) total += 1 / (Math.sqrt(a + i * k) + Math.sqrt(a + (i + 1) * k));
        return total;
      },
    });
  },
};
