import type { QuestionGenerator } from '../../generator.js';
import { englishText, textChoiceOptions, unitChoiceOptions, wholePositive } from './answer-formats.js';

const CM = { en: 'cm', hi: 'सेमी' };
const CM2 = { en: 'cm²', hi: 'वर्ग सेमी' };

/** Area of a polygon from its vertices (shoelace formula). */
function shoelace(ps: [number, number][]): number {
  let s = 0;
  ps.forEach((p, i) => {
    const q = ps[(i + 1) % ps.length] ?? p;
    s += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(s) / 2;
}

type SquareAsk = 'area-from-diagonal' | 'diagonal-from-area' | 'perimeter-from-diagonal';

/** A square's diagonal is side × √2: area from the diagonal, diagonal from the area, perimeter. */
export const quadrilateralsSquareDiagonal: QuestionGenerator = {
  id: 'quadrilaterals/square-diagonal',
  topic: 'quadrilaterals',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const ask = rng.pick<SquareAsk>(['area-from-diagonal', 'diagonal-from-area', 'perimeter-from-diagonal']);
    const d = 2 * rng.int(2, 20); // an even diagonal gives a whole area d²/2
    const s = rng.int(3, 30); // side when the diagonal is s√2
    const area = (d * d) / 2;
    const answer = ask === 'area-from-diagonal' ? area : ask === 'diagonal-from-area' ? d : 4 * s;
    const wrong =
      ask === 'area-from-diagonal'
        ? [d * d, d * d * 2, (d * d) / 4, 2 * d] // forgets the ½, doubles, quarters, uses 2d
        : ask === 'diagonal-from-area'
          ? [d / 2, 2 * d, area / 2, d + 2]
          : [4 * s * 2, 2 * s, s * s, 4 * s + 4]; // keeps √2 as 2, half the perimeter, the area…
    const unit = ask === 'area-from-diagonal' ? CM2 : CM;
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), unit);
    const statement = {
      'area-from-diagonal': {
        en: `The diagonal of a square is ${d} cm. Find its area.`,
        hi: `एक वर्ग का विकर्ण ${d} सेमी है। इसका क्षेत्रफल ज्ञात कीजिए।`,
      },
      'diagonal-from-area': {
        en: `The area of a square is ${area} cm². Find the length of its diagonal.`,
        hi: `एक वर्ग का क्षेत्रफल ${area} वर्ग सेमी है। इसके विकर्ण की लंबाई ज्ञात कीजिए।`,
      },
      'perimeter-from-diagonal': {
        en: `The diagonal of a square is $${s}\\sqrt{2}$ cm. Find its perimeter.`,
        hi: `एक वर्ग का विकर्ण $${s}\\sqrt{2}$ सेमी है। इसका परिमाप ज्ञात कीजिए।`,
      },
    }[ask];
    const work = {
      'area-from-diagonal': `\\text{area} = \\frac{d^2}{2} = \\frac{${d}^2}{2} = ${area}`,
      'diagonal-from-area': `d = \\sqrt{2 \\times ${area}} = \\sqrt{${d * d}} = ${d}`,
      'perimeter-from-diagonal': `a = \\frac{${s}\\sqrt{2} }{\\sqrt{2} } = ${s}, \\quad 4a = ${4 * s}`,
    }[ask];
    const solution = {
      en: [
        'A diagonal cuts the square into two right isosceles triangles, so $d = a\\sqrt{2}$ and the area $a^2 = \\frac{d^2}{2}$.',
        `$${work}$ ${unit.en}.`,
        '',
        `**Answer: ${answer} ${unit.en}**`,
      ].join('\n\n'),
      hi: [
        'विकर्ण वर्ग को दो समद्विबाहु समकोण त्रिभुजों में बाँटता है, अतः $d = a\\sqrt{2}$ और क्षेत्रफल $a^2 = \\frac{d^2}{2}$।',
        `$${work.replace('\\text{area}', '\\text{क्षेत्रफल}')}$ ${unit.hi}।`,
        '',
        `**उत्तर: ${answer} ${unit.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Square from its diagonal', hi: 'विकर्ण से वर्ग' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 35,
      numbers: [ask === 'diagonal-from-area' ? area : ask === 'area-from-diagonal' ? d : s, answer],
      check() {
        // A square standing on a corner with diagonal x along the axis, measured by the shoelace formula;
        // whole diagonals (or whole sides, for the perimeter) are tried until one matches.
        const areaOf = (x: number) =>
          shoelace([
            [0, 0],
            [x / 2, x / 2],
            [x, 0],
            [x / 2, -x / 2],
          ]);
        for (let x = 1; x <= 200; x++) {
          const value =
            ask === 'area-from-diagonal'
              ? x === d
                ? areaOf(x)
                : null
              : ask === 'diagonal-from-area'
                ? Math.abs(areaOf(x) - area) < 1e-9
                  ? x
                  : null
                : Math.abs(Math.hypot(x, x) - s * Math.SQRT2) < 1e-9
                  ? 4 * x
                  : null;
          if (value !== null) {
            const text = `${Math.round(value * 100) / 100} ${unit.en}`;
            return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === text)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

type ParallelogramAsk = 'area' | 'height';

/** Parallelogram from two sides and the angle between them: area ab·sin θ, or a height. */
export const quadrilateralsParallelogramSidesAngle: QuestionGenerator = {
  id: 'quadrilaterals/parallelogram-sides-angle',
  topic: 'quadrilaterals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const theta = rng.pick([30, 150, 60, 120]);
    const root3 = theta === 60 || theta === 120;
    const a = 2 * rng.int(2, 15);
    let b = 2 * rng.int(2, 15);
    while (b === a) b = 2 * rng.int(2, 15);
    const ask = rng.pick<ParallelogramAsk>(['area', 'height']);
    // sin 30° = sin 150° = 1/2; sin 60° = sin 120° = √3/2. Height on side a is b sin θ.
    const k = ask === 'area' ? (a * b) / 2 : b / 2;
    const fmt = (n: number, r3: boolean) => {
      const unit = ask === 'area' ? 'cm²' : 'cm';
      return r3 ? `$${n === 1 ? '' : n}\\sqrt{3}$ ${unit}` : `${n} ${unit}`;
    };
    const right = fmt(k, root3);
    const mistakes = [
      fmt(2 * k, false), // forgets the sine (a × b)
      fmt(k, !root3), // uses the cosine instead of the sine
      fmt(2 * k, true), // drops the ½ of the sine
      fmt(k / 2, root3), // halves again (a triangle's area)
      fmt(k + 1, root3),
    ].filter((m) => !m.includes('.'));
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const statement =
      ask === 'area'
        ? {
            en: `Two adjacent sides of a parallelogram are ${a} cm and ${b} cm, and the angle between them is $${theta}^\\circ$. Find its area.`,
            hi: `एक समांतर चतुर्भुज की दो आसन्न भुजाएँ ${a} सेमी और ${b} सेमी हैं, और उनके बीच का कोण $${theta}^\\circ$ है। इसका क्षेत्रफल ज्ञात कीजिए।`,
          }
        : {
            en: `Two adjacent sides of a parallelogram are ${a} cm and ${b} cm, and the angle between them is $${theta}^\\circ$. Find the distance between the two sides of length ${a} cm.`,
            hi: `एक समांतर चतुर्भुज की दो आसन्न भुजाएँ ${a} सेमी और ${b} सेमी हैं, और उनके बीच का कोण $${theta}^\\circ$ है। ${a} सेमी लंबी दोनों भुजाओं के बीच की दूरी ज्ञात कीजिए।`,
          };
    const sin = root3 ? '\\frac{\\sqrt{3} }{2}' : '\\frac{1}{2}';
    const value = root3 ? `${k === 1 ? '' : k}\\sqrt{3}` : `${k}`;
    const work =
      ask === 'area'
        ? `\\text{area} = ${a} \\times ${b} \\times \\sin ${theta}^\\circ = ${a} \\times ${b} \\times ${sin} = ${value}`
        : `h = ${b} \\times \\sin ${theta}^\\circ = ${b} \\times ${sin} = ${value}`;
    const solution = {
      en: [
        ask === 'area'
          ? 'The area of a parallelogram is the product of two adjacent sides and the sine of the angle between them.'
          : 'The distance between those two sides is the height on them: the other side times the sine of the angle.',
        `$${work}$ ${ask === 'area' ? 'cm²' : 'cm'}.`,
        '',
        `**Answer: ${right}**`,
      ].join('\n\n'),
      hi: [
        ask === 'area'
          ? 'समांतर चतुर्भुज का क्षेत्रफल = दो आसन्न भुजाओं का गुणनफल × उनके बीच के कोण की ज्या (sine)।'
          : 'उन दोनों भुजाओं के बीच की दूरी उन पर ऊँचाई है: दूसरी भुजा × कोण की ज्या (sine)।',
        `$${work.replace('\\text{area}', '\\text{क्षेत्रफल}')}$ ${ask === 'area' ? 'वर्ग सेमी' : 'सेमी'}।`,
        '',
        `**उत्तर: ${right.replace('cm²', 'वर्ग सेमी').replace(' cm', ' सेमी')}**`,
      ].join('\n\n'),
    };
    const hiOf = (o: string) => o.replace('cm²', 'वर्ग सेमी').replace(/ cm$/, ' सेमी');
    return {
      title: { en: 'Parallelogram from two sides and an angle', hi: 'दो भुजाओं और कोण से समांतर चतुर्भुज' },
      type: 'single',
      statement,
      options: options.map((o) => ({ en: o, hi: hiOf(o) })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [a, b, theta],
      check() {
        // Coordinates: A(0, 0), B(a, 0), D at angle θ and length b; shoelace, then the height as area ÷ a.
        const t = (theta * Math.PI) / 180;
        const D: [number, number] = [b * Math.cos(t), b * Math.sin(t)];
        const area = shoelace([[0, 0], [a, 0], [a + D[0], D[1]], D]);
        const v = ask === 'area' ? area : area / a;
        const index = options.findIndex((o) => {
          const m = o.match(/^\$(\d*)\\sqrt\{3\}\$/);
          const n = m ? (m[1] ? Number(m[1]) : 1) * Math.sqrt(3) : Number.parseFloat(o);
          return Math.abs(n - v) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

type TrapeziumAsk = 'area' | 'side' | 'height';

/** Trapezium: area = ½ (sum of the parallel sides) × height, or a side or the height back. */
export const quadrilateralsTrapeziumArea: QuestionGenerator = {
  id: 'quadrilaterals/trapezium-area',
  topic: 'quadrilaterals',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const a = rng.int(8, 40);
    let b = rng.int(4, 36);
    while (b === a || (a + b) % 2 === 1) b = rng.int(4, 36);
    const h = rng.int(3, 20);
    const area = ((a + b) * h) / 2;
    const ask = rng.pick<TrapeziumAsk>(['area', 'side', 'height']);
    const answer = ask === 'area' ? area : ask === 'side' ? b : h;
    const wrong =
      ask === 'area'
        ? [(a + b) * h, a * h, (a * b * h) / 2, ((a - b) * h) / 2] // forgets ½, one side, product, difference
        : ask === 'side'
          ? [(2 * area) / h, area / h - a, (2 * area) / h + a, a - b]
          : [area / (a + b), (2 * area) / a, 2 * h, (4 * area) / (a + b)];
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      wholePositive(wrong),
      ask === 'area' ? CM2 : CM,
    );
    const statement = {
      area: {
        en: `The parallel sides of a trapezium are ${a} cm and ${b} cm, and the distance between them is ${h} cm. Find its area.`,
        hi: `एक समलंब की समांतर भुजाएँ ${a} सेमी और ${b} सेमी हैं, और उनके बीच की दूरी ${h} सेमी है। इसका क्षेत्रफल ज्ञात कीजिए।`,
      },
      side: {
        en: `The area of a trapezium is ${area} cm², one of its parallel sides is ${a} cm and the distance between the parallel sides is ${h} cm. Find the other parallel side.`,
        hi: `एक समलंब का क्षेत्रफल ${area} वर्ग सेमी है, इसकी एक समांतर भुजा ${a} सेमी है और समांतर भुजाओं के बीच की दूरी ${h} सेमी है। दूसरी समांतर भुजा ज्ञात कीजिए।`,
      },
      height: {
        en: `The area of a trapezium is ${area} cm² and its parallel sides are ${a} cm and ${b} cm. Find the distance between the parallel sides.`,
        hi: `एक समलंब का क्षेत्रफल ${area} वर्ग सेमी है और इसकी समांतर भुजाएँ ${a} सेमी और ${b} सेमी हैं। समांतर भुजाओं के बीच की दूरी ज्ञात कीजिए।`,
      },
    }[ask];
    const work = {
      area: `\\frac{1}{2} \\times (${a} + ${b}) \\times ${h} = ${area}`,
      side: `\\frac{1}{2} \\times (${a} + x) \\times ${h} = ${area} \\Rightarrow ${a} + x = \\frac{2 \\times ${area}}{${h}} = ${a + b} \\Rightarrow x = ${b}`,
      height: `\\frac{1}{2} \\times (${a} + ${b}) \\times h = ${area} \\Rightarrow h = \\frac{2 \\times ${area}}{${a + b}} = ${h}`,
    }[ask];
    const unit = ask === 'area' ? CM2 : CM;
    const solution = {
      en: [
        'Area of a trapezium $= \\frac{1}{2} \\times$ (sum of the parallel sides) $\\times$ (distance between them).',
        `$${work}$ ${unit.en}.`,
        '',
        `**Answer: ${answer} ${unit.en}**`,
      ].join('\n\n'),
      hi: [
        'समलंब का क्षेत्रफल $= \\frac{1}{2} \\times$ (समांतर भुजाओं का योग) $\\times$ (उनके बीच की दूरी)।',
        `$${work}$ ${unit.hi}।`,
        '',
        `**उत्तर: ${answer} ${unit.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Area of a trapezium from its parallel sides', hi: 'समांतर भुजाओं से समलंब का क्षेत्रफल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: ask === 'area' ? [a, b, h, area] : ask === 'side' ? [area, a, h, b] : [area, a, b, h],
      check() {
        // Try whole values of the unknown and measure each trapezium by the shoelace formula
        // (the top side slid 3 cm sideways: the area does not depend on it).
        const measure = (top: number, bottom: number, height: number) =>
          shoelace([
            [0, 0],
            [bottom, 0],
            [3 + top, height],
            [3, height],
          ]);
        for (let x = 1; x <= 2000; x++) {
          const v = ask === 'area' ? measure(b, a, h) : ask === 'side' ? measure(x, a, h) : measure(b, a, x);
          if (Math.abs(v - (ask === 'area' ? v : area)) < 1e-9) {
            const found = ask === 'area' ? v : x;
            const text = `${found} ${unit.en}`;
            return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === text)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
