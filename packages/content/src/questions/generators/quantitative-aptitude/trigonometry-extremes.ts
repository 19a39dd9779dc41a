import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { fractionTex, termTex } from './katex-math.js';
import { answerSteps, frac, valuedOptions } from './trigonometry-identities.js';

type Extreme = 'amplitude' | 'tan-cot' | 'sec-cosec';

/** The smallest or largest value of f over a fine grid of angles in (0°, 360°), skipping the poles. */
function scan(f: (t: number) => number, max: boolean): number {
  let best = max ? -Infinity : Infinity;
  for (let i = 1; i < 36_000; i++) {
    const t = (i / 100) * (Math.PI / 180);
    const v = f(t);
    if (Number.isFinite(v) && Math.abs(v) < 1e9) best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/**
 * CAT: the greatest or least value of a trigonometric expression: a sin θ + b cos θ + c (the amplitude
 * √(a² + b²)), m tan²θ + n cot²θ or m sec²θ + n cosec²θ (AM ≥ GM).
 */
export const trigonometryMaxMin: QuestionGenerator = {
  id: 'trigonometry/max-min-value',
  topic: 'trigonometry',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<Extreme>(['amplitude', 'amplitude', 'tan-cot', 'sec-cosec']);
    let expr = '';
    let max = false;
    let answer = 0;
    let wrong: number[] = [];
    let en: string[] = [];
    let hi: string[] = [];
    let f: (t: number) => number;
    if (kind === 'amplitude') {
      const [u, v, w] = rng.pick<[number, number, number]>([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [6, 8, 10],
        [7, 24, 25],
        [9, 12, 15],
      ]);
      const swap = rng.next() < 0.5;
      const a = swap ? v : u;
      const b = swap ? u : v;
      const sb = rng.pick([1, -1]);
      const c = rng.int(-6, 20);
      max = rng.next() < 0.5;
      answer = max ? c + w : c - w;
      const tail = c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
      expr = `${a}\\sin\\theta ${sb < 0 ? '-' : '+'} ${b}\\cos\\theta${tail}`;
      wrong = [
        max ? c + a + b : c - a - b, // adds the coefficients
        max ? c - w : c + w, // the other extreme
        max ? w : -w, // forgets the constant
        max ? c + w * w : c - w * w, // forgets the square root
      ];
      en = [
        `$${a}\\sin\\theta ${sb < 0 ? '-' : '+'} ${b}\\cos\\theta = \\sqrt{${a}^2 + ${b}^2}\\,\\sin(\\theta ${sb < 0 ? '-' : '+'} \\alpha) = ${w}\\sin(\\theta ${sb < 0 ? '-' : '+'} \\alpha)$ for a fixed angle $\\alpha$, and the sine takes every value from $-1$ to $1$.`,
        `So the expression runs from $${c} - ${w} = ${c - w}$ to $${c} + ${w} = ${c + w}$.`,
      ];
      hi = [
        `$${a}\\sin\\theta ${sb < 0 ? '-' : '+'} ${b}\\cos\\theta = \\sqrt{${a}^2 + ${b}^2}\\,\\sin(\\theta ${sb < 0 ? '-' : '+'} \\alpha) = ${w}\\sin(\\theta ${sb < 0 ? '-' : '+'} \\alpha)$, जहाँ $\\alpha$ एक नियत कोण है, और ज्या (sine) $-1$ से $1$ तक हर मान लेती है।`,
        `अतः व्यंजक $${c} - ${w} = ${c - w}$ से $${c} + ${w} = ${c + w}$ तक जाता है।`,
      ];
      f = (t) => a * Math.sin(t) + sb * b * Math.cos(t) + c;
    } else if (kind === 'tan-cot') {
      const s = rng.int(1, 3);
      let p = 1;
      let q = 1;
      do {
        p = rng.int(1, 5);
        q = rng.int(1, 5);
      } while (p === q);
      const m = s * p * p;
      const n = s * q * q;
      answer = 2 * s * p * q;
      expr = `${termTex(m, '\\tan^2\\theta')} + ${termTex(n, '\\cot^2\\theta')}`;
      wrong = [m + n, s * p * q, 2 * (m + n), answer + 2 * s]; // value at 45°; no factor 2; doubled sum; slip
      const both = `${termTex(m, '\\tan^2\\theta')} \\cdot ${termTex(n, '\\cot^2\\theta')} = ${m * n}`;
      en = [
        `Both terms are positive and their product is constant: $${both}$.`,
        `By AM $\\ge$ GM, $${expr} \\ge 2\\sqrt{${m * n}} = ${answer}$, with equality when $${termTex(m, '\\tan^2\\theta')} = ${termTex(n, '\\cot^2\\theta')}$, i.e. $\\tan^2\\theta = ${fractionTex(q, p)}$.`,
      ];
      hi = [
        `दोनों पद धनात्मक हैं और उनका गुणनफल नियत है: $${both}$।`,
        `समांतर माध्य $\\ge$ गुणोत्तर माध्य से $${expr} \\ge 2\\sqrt{${m * n}} = ${answer}$, समता तब जब $${termTex(m, '\\tan^2\\theta')} = ${termTex(n, '\\cot^2\\theta')}$, अर्थात् $\\tan^2\\theta = ${fractionTex(q, p)}$।`,
      ];
      f = (t) => m * Math.tan(t) ** 2 + n / Math.tan(t) ** 2;
    } else {
      let p = 1;
      let q = 1;
      do {
        p = rng.int(1, 7);
        q = rng.int(1, 7);
      } while (p === q);
      const m = p * p;
      const n = q * q;
      answer = (p + q) ** 2;
      expr = `${termTex(m, '\\sec^2\\theta')} + ${termTex(n, '\\operatorname{cosec}^2\\theta')}`;
      wrong = [m + n, 2 * p * q, 2 * (m + n), (p + q) ** 2 / 2]; // no middle term; only the middle term; at 45°; halved
      en = [
        `Write $\\sec^2\\theta = 1 + \\tan^2\\theta$ and $\\operatorname{cosec}^2\\theta = 1 + \\cot^2\\theta$: the expression is $${m + n} + ${termTex(m, '\\tan^2\\theta')} + ${termTex(n, '\\cot^2\\theta')}$.`,
        `By AM $\\ge$ GM, $${termTex(m, '\\tan^2\\theta')} + ${termTex(n, '\\cot^2\\theta')} \\ge 2\\sqrt{${m * n}} = ${2 * p * q}$, so the least value is $${m + n} + ${2 * p * q} = ${answer}$ $(= (${p} + ${q})^2)$.`,
      ];
      hi = [
        `$\\sec^2\\theta = 1 + \\tan^2\\theta$ और $\\operatorname{cosec}^2\\theta = 1 + \\cot^2\\theta$ लिखिए: व्यंजक $${m + n} + ${termTex(m, '\\tan^2\\theta')} + ${termTex(n, '\\cot^2\\theta')}$ है।`,
        `समांतर माध्य $\\ge$ गुणोत्तर माध्य से $${termTex(m, '\\tan^2\\theta')} + ${termTex(n, '\\cot^2\\theta')} \\ge 2\\sqrt{${m * n}} = ${2 * p * q}$, अतः न्यूनतम मान $${m + n} + ${2 * p * q} = ${answer}$ $(= (${p} + ${q})^2)$ है।`,
      ];
      f = (t) => m / Math.cos(t) ** 2 + n / Math.sin(t) ** 2;
    }
    const { options, correctIndex, indexOf } = valuedOptions(
      rng,
      frac(answer, 1),
      wrong.filter(Number.isInteger).map((x) => frac(x, 1)),
    );
    const word = max ? { en: 'greatest', hi: 'अधिकतम' } : { en: 'least', hi: 'न्यूनतम' };
    const domain = kind === 'amplitude' ? '' : ', $0^\\circ < \\theta < 90^\\circ$';
    return singleChoice(
      {
        en: 'Greatest or least value of a trigonometric expression',
        hi: 'त्रिकोणमितीय व्यंजक का अधिकतम या न्यूनतम मान',
      },
      {
        en: `Find the ${word.en} value of $${expr}$${domain}.`,
        hi: `$${expr}$ का ${word.hi} मान ज्ञात कीजिए${domain.replace(', ', ' (')}${domain ? ')' : ''}।`,
      },
      options,
      correctIndex,
      answerSteps(en, hi, `$${answer}$`),
      180,
      [Math.abs(answer)],
      () => indexOf(Math.round(scan(f, max) * 1e4) / 1e4),
    );
  },
};

const STEPS = [1, 2, 3, 5, 6, 9, 10, 15, 18];
type Range = 'open' | 'to-90' | 'from-0';

/** CAT: sums of squares like sin²5° + sin²10° + … + sin²85°, maybe plus a telescoping tan product. */
export const trigonometrySquareSeries: QuestionGenerator = {
  id: 'trigonometry/square-series',
  topic: 'trigonometry',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'CUET'],
  count: 60,
  generate(rng) {
    const s = rng.pick(STEPS);
    const range = rng.pick<Range>(['open', 'open', 'to-90', 'from-0']);
    const name = rng.pick(['sin', 'cos'] as const);
    const extra = rng.pick([0, 0, 1, 2, 3]);
    const tStep = rng.pick([1, 5, 9, 15]);
    const first = range === 'from-0' ? 0 : s;
    const last = range === 'open' ? 90 - s : 90;
    const inner = 90 / s - 1; // terms strictly between 0° and 90°
    // Endpoints: sin²0° = 0, sin²90° = 1; cos²0° = 1, cos²90° = 0.
    const ends =
      (range === 'from-0' ? (name === 'cos' ? 1 : 0) : 0) + (range !== 'open' ? (name === 'sin' ? 1 : 0) : 0);
    const num = inner + 2 * ends + 2 * extra; // the sum is num / 2
    const term = (d: number) => `\\${name}^2 ${d}^\\circ`;
    const series = `${term(first)} + ${term(first + s)} + ${term(first + 2 * s)} + \\cdots + ${term(last)}`;
    const tanProduct = `\\tan ${tStep}^\\circ \\tan ${2 * tStep}^\\circ \\tan ${3 * tStep}^\\circ \\cdots \\tan ${90 - tStep}^\\circ`;
    const expr = extra === 0 ? series : `${series} + ${termTex(extra, `(${tanProduct})`)}`;
    const { options, correctIndex, indexOf } = valuedOptions(
      rng,
      frac(num, 2),
      [
        frac(inner + 2 * ends + 2 * extra + 1, 2), // counts the 45° term as a full 1 (pairs miscounted)
        frac(inner + 2 * extra, 2), // drops the end terms' values
        frac(2 * inner + 2 * ends + 2 * extra, 2), // takes every term as 1
        frac(inner + 2 * ends, 2), // takes the tan product as 0
      ],
      2,
    );
    const pairs = Math.floor(inner / 2);
    const mid = inner % 2 === 1;
    const endEn =
      range === 'open'
        ? ''
        : `The end terms: ${range === 'from-0' ? `$\\${name}^2 0^\\circ = ${name === 'cos' ? 1 : 0}$` : ''}${range === 'from-0' ? ' and ' : ''}$\\${name}^2 90^\\circ = ${name === 'sin' ? 1 : 0}$.`;
    const endHi = endEn.replace('The end terms:', 'सिरे के पद:').replace(' and ', ' और ').replace(/\.$/, '।');
    const midEn = mid ? ` and the middle term $\\${name}^2 45^\\circ = \\frac{1}{2}$` : '';
    const midHi = mid ? ` और बीच का पद $\\${name}^2 45^\\circ = \\frac{1}{2}$` : '';
    const tanEn = extra
      ? `In the product, $\\tan A \\tan(90^\\circ - A) = \\tan A \\cot A = 1$ pairs the factors off and $\\tan 45^\\circ = 1$, so the product is $1$ and adds $${extra}$.`
      : '';
    const tanHi = extra
      ? `गुणनफल में $\\tan A \\tan(90^\\circ - A) = \\tan A \\cot A = 1$ से गुणनखंड जोड़ों में कट जाते हैं और $\\tan 45^\\circ = 1$, अतः गुणनफल $1$ है और $${extra}$ जुड़ता है।`
      : '';
    const value = fractionTex(num, 2);
    return singleChoice(
      { en: 'Sum of squares over complementary angles', hi: 'पूरक कोणों पर वर्गों का योग' },
      { en: `Find the value of $${expr}$.`, hi: `$${expr}$ का मान ज्ञात कीजिए।` },
      options,
      correctIndex,
      answerSteps(
        [
          `Between $0^\\circ$ and $90^\\circ$ there are $${inner}$ terms. Pair $A$ with $90^\\circ - A$: $\\${name}^2 A + \\${name}^2(90^\\circ - A) = \\sin^2 A + \\cos^2 A = 1$.`,
          `That gives $${pairs}$ pairs worth $1$ each${midEn}.`,
          ...(endEn ? [endEn] : []),
          ...(tanEn ? [tanEn] : []),
          `Total $= ${value}$.`,
        ],
        [
          `$0^\\circ$ और $90^\\circ$ के बीच $${inner}$ पद हैं। $A$ को $90^\\circ - A$ के साथ जोड़िए: $\\${name}^2 A + \\${name}^2(90^\\circ - A) = \\sin^2 A + \\cos^2 A = 1$।`,
          `इससे $1$ मान वाले $${pairs}$ जोड़े मिलते हैं${midHi}।`,
          ...(endHi ? [endHi] : []),
          ...(tanHi ? [tanHi] : []),
          `कुल $= ${value}$।`,
        ],
        `$${value}$`,
      ),
      180,
      [s, last],
      () => {
        // Add the terms one by one with the calculator, and multiply the tan product out.
        const r = Math.PI / 180;
        let total = 0;
        for (let d = first; d <= last; d += s)
          total += (name === 'sin' ? Math.sin(d * r) : Math.cos(d * r)) ** 2;
        let product = 1;
        for (let d = tStep; d < 90; d += tStep) product *= Math.tan(d * r);
        return indexOf(Math.round((total + extra * product) * 1e6) / 1e6);
      },
    );
  },
};
