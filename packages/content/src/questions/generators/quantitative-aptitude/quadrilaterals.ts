import type { QuestionGenerator } from '../../generator.js';
import {
  angleChoiceOptions,
  angleSolution,
  degrees,
  englishText,
  unitChoiceOptions,
  wholePositive,
} from './answer-formats.js';

/**
 * Quadrilaterals: the topic's shapes (id – what it asks – exams).
 * - quadrilaterals/parallelogram-angles – angles of a parallelogram from a ratio, expressions or a difference – SSC CGL, RRB NTPC, CUET, Bank PO
 * - quadrilaterals/rhombus-diagonals – side, area or a diagonal of a rhombus from its diagonals – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - quadrilaterals/isosceles-trapezium-area – area of an isosceles trapezium from its sides – CAT, SSC CGL, RRB NTPC, Placements
 * - quadrilaterals/rectangle-perimeter-diagonal – a rectangle from two of perimeter, diagonal and area – CAT, GMAT, SSC CGL, Placements
 * - quadrilaterals/square-diagonal – a square's area, diagonal or perimeter from the other – SSC CGL, RRB NTPC, Bank PO, CUET
 * - quadrilaterals/parallelogram-sides-angle – area or height of a parallelogram from two sides and the angle – SSC CGL, CAT, CUET, Placements
 * - quadrilaterals/trapezium-area – trapezium area, a parallel side or the height – SSC CGL, RRB NTPC, Bank PO, CUET
 * - quadrilaterals/rectangle-path – area or paving cost of a path outside, inside or across a rectangle – SSC CGL, RRB NTPC, Bank PO, CUET
 * - quadrilaterals/largest-square-tiles – the largest square tile for a floor in m and cm, or how many – CAT, SSC CGL, Bank PO, Placements
 * - quadrilaterals/rectangle-into-squares (CAT) – squares cut off a rectangle greedily (Euclid): how many, the smallest – CAT, GMAT, Placements
 * - quadrilaterals/cyclic-from-four-sides (CAT) – a cyclic quadrilateral from its sides (right angles by the cosine rule): area, circumradius, or BD by Ptolemy – CAT, GMAT, Placements
 * - quadrilaterals/trapezium-from-four-sides (CAT) – a trapezium from its parallel sides and unequal legs (Heron): area or height – CAT, SSC CGL, Placements
 */

const CM = { en: 'cm', hi: 'सेमी' };
const CM2 = { en: 'cm²', hi: 'वर्ग सेमी' };

/** Every right triangle with whole sides and hypotenuse up to 130, as [leg, leg, hypotenuse]. */
const TRIPLES: [number, number, number][] = [];
for (let p = 1; p <= 130; p++) {
  for (let q = 1; q <= 130; q++) {
    const h = Math.sqrt(p * p + q * q);
    if (Number.isInteger(h) && h <= 130) TRIPLES.push([p, q, h]);
  }
}

/** Area of a polygon from its vertices (shoelace formula). */
function shoelace(ps: [number, number][]): number {
  let s = 0;
  ps.forEach((p, i) => {
    const q = ps[(i + 1) % ps.length] ?? p;
    s += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(s) / 2;
}

type ParallelogramKind = 'ratio' | 'opposite-expressions' | 'difference';

/** Angles of a parallelogram: adjacent angles share 180 degrees, opposite angles are equal. */
export const quadrilateralsParallelogramAngles: QuestionGenerator = {
  id: 'quadrilaterals/parallelogram-angles',
  topic: 'quadrilaterals',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  generate(rng) {
    const kind = rng.pick<ParallelogramKind>(['ratio', 'opposite-expressions', 'difference']);
    let statement: { en: string; hi: string };
    let work: { en: string; hi: string };
    let answer: number;
    let wrong: number[];
    let fits: (a: number) => boolean; // is a the asked angle, for the brute-force check
    if (kind === 'ratio') {
      let p = 0;
      let q = 0;
      while (p >= q || 180 % (p + q) !== 0) {
        p = rng.int(1, 11);
        q = rng.int(2, 13);
      }
      const unit = 180 / (p + q);
      const small = p * unit;
      const large = q * unit;
      const askLarge = rng.next() < 0.5;
      answer = askLarge ? large : small;
      wrong = [askLarge ? small : large, (360 / (p + q)) * (askLarge ? q : p), 90 + unit, 180 - 2 * unit];
      statement = {
        en: `Two adjacent angles of a parallelogram are in the ratio $${p} : ${q}$. Find the ${askLarge ? 'larger' : 'smaller'} angle of the parallelogram.`,
        hi: `एक समांतर चतुर्भुज के दो आसन्न कोणों का अनुपात $${p} : ${q}$ है। समांतर चतुर्भुज का ${askLarge ? 'बड़ा' : 'छोटा'} कोण ज्ञात कीजिए।`,
      };
      work = {
        en: `Adjacent angles add up to $180^\\circ$: $${p + q}$ parts $= 180^\\circ$, so 1 part $= ${unit}^\\circ$. The angles are $${p} \\times ${unit} = ${small}^\\circ$ and $${q} \\times ${unit} = ${large}^\\circ$.`,
        hi: `आसन्न कोणों का योग $180^\\circ$ है: $${p + q}$ भाग $= 180^\\circ$, अतः 1 भाग $= ${unit}^\\circ$। कोण $${p} \\times ${unit} = ${small}^\\circ$ और $${q} \\times ${unit} = ${large}^\\circ$ हैं।`,
      };
      fits = (a) =>
        (180 - a) * p === a * q || a * p === (180 - a) * q ? (askLarge ? a > 90 : a < 90) : false;
    } else if (kind === 'opposite-expressions') {
      // Angle A = (p x + q) and angle C = (r x + s) are opposite, hence equal; ask for angle B.
      let p = 0;
      let r = 0;
      let x = 0;
      let angleA = 0;
      let q = 0;
      let s = 0;
      do {
        p = rng.int(2, 7);
        r = rng.int(2, 7);
        x = rng.int(6, 30);
        angleA = rng.int(40, 140);
        q = angleA - p * x;
        s = angleA - r * x;
      } while (p === r || angleA === 90 || q === 0 || s === 0 || Math.abs(q) > 80 || Math.abs(s) > 80);
      const expr = (c: number, k: number) => `(${c}x ${k < 0 ? '-' : '+'} ${Math.abs(k)})^\\circ`;
      answer = 180 - angleA;
      const supplementX = (180 - q - s) / (p + r); // treats opposite angles as supplementary
      wrong = [
        angleA,
        Number.isInteger(supplementX) ? 180 - (p * supplementX + q) : Number.NaN,
        x,
        90 - angleA / 2,
      ];
      statement = {
        en: `In a parallelogram $ABCD$, $\\angle A = ${expr(p, q)}$ and $\\angle C = ${expr(r, s)}$. Find $\\angle B$.`,
        hi: `समांतर चतुर्भुज $ABCD$ में $\\angle A = ${expr(p, q)}$ और $\\angle C = ${expr(r, s)}$ है। $\\angle B$ ज्ञात कीजिए।`,
      };
      work = {
        en: `Opposite angles are equal: $${p}x ${q < 0 ? '-' : '+'} ${Math.abs(q)} = ${r}x ${s < 0 ? '-' : '+'} ${Math.abs(s)}$, so $x = ${x}$ and $\\angle A = ${angleA}^\\circ$. Adjacent angles add up to $180^\\circ$, so $\\angle B = 180^\\circ - ${angleA}^\\circ = ${answer}^\\circ$.`,
        hi: `सम्मुख कोण बराबर होते हैं: $${p}x ${q < 0 ? '-' : '+'} ${Math.abs(q)} = ${r}x ${s < 0 ? '-' : '+'} ${Math.abs(s)}$, अतः $x = ${x}$ और $\\angle A = ${angleA}^\\circ$। आसन्न कोणों का योग $180^\\circ$ है, अतः $\\angle B = 180^\\circ - ${angleA}^\\circ = ${answer}^\\circ$।`,
      };
      fits = (a) => {
        for (let t = 1; t <= 90; t++) if (p * t + q === r * t + s && p * t + q === 180 - a) return true;
        return false;
      };
    } else {
      const small = rng.int(25, 85);
      const diff = 180 - 2 * small;
      answer = small;
      wrong = [small + diff, (360 - diff) / 2, (90 - diff) / 2 > 0 ? (90 - diff) / 2 : Number.NaN, 90 - diff];
      statement = {
        en: `One angle of a parallelogram is $${diff}^\\circ$ more than an adjacent angle. Find the smaller angle of the parallelogram.`,
        hi: `एक समांतर चतुर्भुज का एक कोण अपने आसन्न कोण से $${diff}^\\circ$ अधिक है। समांतर चतुर्भुज का छोटा कोण ज्ञात कीजिए।`,
      };
      work = {
        en: `Let the smaller angle be $x$. Adjacent angles add up to $180^\\circ$: $x + (x + ${diff}) = 180$, so $2x = ${180 - diff}$ and $x = ${small}$.`,
        hi: `माना छोटा कोण $x$ है। आसन्न कोणों का योग $180^\\circ$ है: $x + (x + ${diff}) = 180$, अतः $2x = ${180 - diff}$ और $x = ${small}$।`,
      };
      fits = (a) => a + (a + diff) === 180;
    }
    const { options, correctIndex } = angleChoiceOptions(rng, answer, wrong);
    const solution = angleSolution(work, answer);
    return {
      title: { en: 'Angles of a parallelogram', hi: 'समांतर चतुर्भुज के कोण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [answer],
      check() {
        // Try every whole angle below 180 degrees against the conditions.
        const found = Array.from({ length: 179 }, (_, i) => i + 1).find(fits) ?? -1;
        return { kind: 'choice', correct: [options.indexOf(degrees(found))] };
      },
    };
  },
};

type RhombusKind =
  | 'area-from-perimeter'
  | 'perimeter-from-diagonals'
  | 'diagonal-from-side'
  | 'side-from-area';

/** A rhombus is four right triangles: half-diagonals are the legs and the side is the hypotenuse. */
export const quadrilateralsRhombus: QuestionGenerator = {
  id: 'quadrilaterals/rhombus-diagonals',
  topic: 'quadrilaterals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    let h1 = 0;
    let h2 = 0;
    let side = 0;
    do [h1, h2, side] = rng.pick(TRIPLES);
    while (side > 65);
    const d1 = 2 * h1;
    const d2 = 2 * h2;
    const area = 2 * h1 * h2;
    const perimeter = 4 * side;
    const kind = rng.pick<RhombusKind>([
      'area-from-perimeter',
      'perimeter-from-diagonals',
      'diagonal-from-side',
      'side-from-area',
    ]);
    let statement: { en: string; hi: string };
    let lines: { en: string[]; hi: string[] };
    let answer: number;
    let unit = CM;
    let wrong: number[];
    if (kind === 'area-from-perimeter') {
      answer = area;
      unit = CM2;
      wrong = [d1 * d2, side * side, side * d1, h1 * h2]; // forgets the half, takes side^2, etc.
      statement = {
        en: `The perimeter of a rhombus is ${perimeter} cm and one of its diagonals is ${d1} cm. Find the area of the rhombus.`,
        hi: `एक समचतुर्भुज का परिमाप ${perimeter} सेमी है और उसका एक विकर्ण ${d1} सेमी है। समचतुर्भुज का क्षेत्रफल ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `Side $= \\frac{${perimeter}}{4} = ${side}$ cm; half of the given diagonal $= ${h1}$ cm.`,
          `The diagonals bisect each other at right angles, so half of the other diagonal $= \\sqrt{${side}^2 - ${h1}^2} = ${h2}$ cm, and the other diagonal $= ${d2}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${d1} \\times ${d2} = ${area}$ cm².`,
        ],
        hi: [
          `भुजा $= \\frac{${perimeter}}{4} = ${side}$ सेमी; दिए गए विकर्ण का आधा $= ${h1}$ सेमी।`,
          `विकर्ण एक-दूसरे को समकोण पर समद्विभाजित करते हैं, इसलिए दूसरे विकर्ण का आधा $= \\sqrt{${side}^2 - ${h1}^2} = ${h2}$ सेमी, और दूसरा विकर्ण $= ${d2}$ सेमी।`,
          `क्षेत्रफल $= \\frac{1}{2} \\times ${d1} \\times ${d2} = ${area}$ वर्ग सेमी।`,
        ],
      };
    } else if (kind === 'perimeter-from-diagonals') {
      answer = perimeter;
      wrong = [side, 2 * (d1 + d2), 4 * Math.hypot(d1, d2), d1 + d2]; // gives the side, adds the diagonals, etc.
      statement = {
        en: `The diagonals of a rhombus are ${d1} cm and ${d2} cm. Find its perimeter.`,
        hi: `एक समचतुर्भुज के विकर्ण ${d1} सेमी और ${d2} सेमी हैं। इसका परिमाप ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `Half-diagonals: ${h1} cm and ${h2} cm. They meet at right angles, so the side $= \\sqrt{${h1}^2 + ${h2}^2} = ${side}$ cm.`,
          `Perimeter $= 4 \\times ${side} = ${perimeter}$ cm.`,
        ],
        hi: [
          `आधे विकर्ण: ${h1} सेमी और ${h2} सेमी। ये समकोण पर मिलते हैं, इसलिए भुजा $= \\sqrt{${h1}^2 + ${h2}^2} = ${side}$ सेमी।`,
          `परिमाप $= 4 \\times ${side} = ${perimeter}$ सेमी।`,
        ],
      };
    } else if (kind === 'side-from-area') {
      answer = side;
      wrong = [d2, h1 + h2, perimeter, Math.hypot(d1, d2)]; // stops at the other diagonal, adds halves, etc.
      statement = {
        en: `The area of a rhombus is ${area} cm² and one of its diagonals is ${d1} cm. Find the length of each side.`,
        hi: `एक समचतुर्भुज का क्षेत्रफल ${area} वर्ग सेमी है और उसका एक विकर्ण ${d1} सेमी है। इसकी प्रत्येक भुजा की लंबाई ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `Area $= \\frac{1}{2} d_1 d_2$, so the other diagonal $= \\frac{2 \\times ${area}}{${d1}} = ${d2}$ cm.`,
          `Half-diagonals: ${h1} cm and ${h2} cm, at right angles, so the side $= \\sqrt{${h1}^2 + ${h2}^2} = \\sqrt{${side * side}} = ${side}$ cm.`,
        ],
        hi: [
          `क्षेत्रफल $= \\frac{1}{2} d_1 d_2$, अतः दूसरा विकर्ण $= \\frac{2 \\times ${area}}{${d1}} = ${d2}$ सेमी।`,
          `आधे विकर्ण: ${h1} सेमी और ${h2} सेमी, समकोण पर, अतः भुजा $= \\sqrt{${h1}^2 + ${h2}^2} = \\sqrt{${side * side}} = ${side}$ सेमी।`,
        ],
      };
    } else {
      answer = d2;
      wrong = [h2, Math.sqrt(side * side - d1 * d1), 2 * Math.hypot(side, h1), 2 * side - d1]; // forgets to double, etc.
      statement = {
        en: `Each side of a rhombus is ${side} cm and one of its diagonals is ${d1} cm. Find the length of the other diagonal.`,
        hi: `एक समचतुर्भुज की प्रत्येक भुजा ${side} सेमी है और उसका एक विकर्ण ${d1} सेमी है। दूसरे विकर्ण की लंबाई ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `The diagonals bisect each other at right angles: half of the given diagonal $= ${h1}$ cm.`,
          `Half of the other diagonal $= \\sqrt{${side}^2 - ${h1}^2} = \\sqrt{${h2 * h2}} = ${h2}$ cm, so the other diagonal $= ${d2}$ cm.`,
        ],
        hi: [
          `विकर्ण एक-दूसरे को समकोण पर समद्विभाजित करते हैं: दिए गए विकर्ण का आधा $= ${h1}$ सेमी।`,
          `दूसरे विकर्ण का आधा $= \\sqrt{${side}^2 - ${h1}^2} = \\sqrt{${h2 * h2}} = ${h2}$ सेमी, अतः दूसरा विकर्ण $= ${d2}$ सेमी।`,
        ],
      };
    }
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), unit);
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer} ${unit.en}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer} ${unit.hi}**`].join('\n\n'),
    };
    return {
      title: { en: 'Rhombus from its diagonals', hi: 'विकर्णों से समचतुर्भुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers:
        kind === 'perimeter-from-diagonals'
          ? [d1, d2, answer]
          : kind === 'side-from-area'
            ? [area, d1, answer]
            : [kind === 'area-from-perimeter' ? perimeter : side, d1, answer],
      check() {
        // Place the rhombus with its diagonals on the axes and measure.
        // (For side-from-area the stated area fixes the other half-diagonal: area = 2 (d1/2) half2.)
        const givenSide =
          kind === 'perimeter-from-diagonals'
            ? Math.hypot(d1 / 2, d2 / 2)
            : kind === 'side-from-area'
              ? Math.hypot(d1 / 2, area / d1)
              : kind === 'area-from-perimeter'
                ? perimeter / 4
                : side;
        const half2 = Math.sqrt(givenSide ** 2 - (d1 / 2) ** 2);
        const pts: [number, number][] = [
          [d1 / 2, 0],
          [0, half2],
          [-d1 / 2, 0],
          [0, -half2],
        ];
        const value =
          kind === 'area-from-perimeter'
            ? shoelace(pts)
            : kind === 'perimeter-from-diagonals'
              ? 4 * Math.hypot(d1 / 2, half2)
              : kind === 'side-from-area'
                ? Math.hypot(d1 / 2, half2)
                : 2 * half2;
        const text = `${Math.round(value)} ${unit.en}`;
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === text)] };
      },
    };
  },
};

/** CAT TITA: area of an isosceles trapezium from its parallel sides and equal legs. */
export const quadrilateralsIsoscelesTrapezium: QuestionGenerator = {
  id: 'quadrilaterals/isosceles-trapezium-area',
  topic: 'quadrilaterals',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'RRB NTPC', 'Placements'],
  generate(rng) {
    // Build backwards: overhang o and height h are the legs of a right triangle with hypotenuse = the leg c.
    let o = 0;
    let h = 0;
    let c = 0;
    let b = 0;
    do {
      [o, h, c] = rng.pick(TRIPLES);
      b = rng.int(4, 30);
    } while (c > 40); // a + b = 2(b + o) is even, so the area is a whole number
    const a = b + 2 * o;
    const area = ((a + b) * h) / 2;
    const statement = {
      en: `The parallel sides of an isosceles trapezium are ${a} cm and ${b} cm, and each of its non-parallel sides is ${c} cm. Find its area in cm².`,
      hi: `एक समद्विबाहु समलंब की समांतर भुजाएँ ${a} सेमी और ${b} सेमी हैं, और उसकी प्रत्येक असमांतर भुजा ${c} सेमी है। इसका क्षेत्रफल वर्ग सेमी में ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `Drop perpendiculars from the ends of the shorter side. Each overhang $= \\frac{${a} - ${b}}{2} = ${o}$ cm.`,
        `Height $= \\sqrt{${c}^2 - ${o}^2} = \\sqrt{${h * h}} = ${h}$ cm.`,
        `Area $= \\frac{1}{2}(${a} + ${b}) \\times ${h} = ${area}$ cm².`,
        '',
        `**Answer: ${area} cm²**`,
      ].join('\n\n'),
      hi: [
        `छोटी समांतर भुजा के सिरों से लंब डालें। हर ओर बाहर निकला भाग $= \\frac{${a} - ${b}}{2} = ${o}$ सेमी।`,
        `ऊँचाई $= \\sqrt{${c}^2 - ${o}^2} = \\sqrt{${h * h}} = ${h}$ सेमी।`,
        `क्षेत्रफल $= \\frac{1}{2}(${a} + ${b}) \\times ${h} = ${area}$ वर्ग सेमी।`,
        '',
        `**उत्तर: ${area} वर्ग सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Area of an isosceles trapezium', hi: 'समद्विबाहु समलंब का क्षेत्रफल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: area, tolerance: 0 },
      solution,
      expectedSeconds: 90,
      numbers: [a, b, c, area],
      check() {
        // Place the trapezium in coordinates from the stated sides only, and use the shoelace formula.
        const over = (a - b) / 2;
        const height = Math.sqrt(c * c - over * over);
        const value = shoelace([
          [0, 0],
          [a, 0],
          [a - over, height],
          [over, height],
        ]);
        return { kind: 'numeric', value: Math.round(value), tolerance: 0 };
      },
    };
  },
};

type RectangleKind = 'area' | 'perimeter' | 'diagonal';

/** A rectangle from two of perimeter, diagonal and area: (l + b)^2 = d^2 + 2lb, without finding l and b. */
export const quadrilateralsRectanglePerimeterDiagonal: QuestionGenerator = {
  id: 'quadrilaterals/rectangle-perimeter-diagonal',
  topic: 'quadrilaterals',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'SSC CGL', 'Placements'],
  generate(rng) {
    let l = 0;
    let b = 0;
    let d = 0;
    do [l, b, d] = rng.pick(TRIPLES);
    while (l <= b);
    const sum = l + b;
    const P = 2 * sum;
    const A = l * b;
    const kind = rng.pick<RectangleKind>(['area', 'area', 'perimeter', 'diagonal']);
    let statement: { en: string; hi: string };
    let lines: { en: string[]; hi: string[] };
    let answer: number;
    let unit = CM;
    let wrong: number[];
    if (kind === 'area') {
      answer = A;
      unit = CM2;
      wrong = [sum * sum - d * d, (sum * sum + d * d) / 2, (P * d) / 4, (d * d) / 2]; // forgets to halve, etc.
      statement = {
        en: `The perimeter of a rectangle is ${P} cm and its diagonal is ${d} cm. Find the area of the rectangle.`,
        hi: `एक आयत का परिमाप ${P} सेमी है और उसका विकर्ण ${d} सेमी है। आयत का क्षेत्रफल ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `$l + b = \\frac{${P}}{2} = ${sum}$ and $l^2 + b^2 = ${d}^2 = ${d * d}$.`,
          `$(l + b)^2 = l^2 + b^2 + 2lb$, so $2lb = ${sum * sum} - ${d * d} = ${2 * A}$.`,
          `Area $= lb = ${A}$ cm².`,
        ],
        hi: [
          `$l + b = \\frac{${P}}{2} = ${sum}$ और $l^2 + b^2 = ${d}^2 = ${d * d}$।`,
          `$(l + b)^2 = l^2 + b^2 + 2lb$, अतः $2lb = ${sum * sum} - ${d * d} = ${2 * A}$।`,
          `क्षेत्रफल $= lb = ${A}$ वर्ग सेमी।`,
        ],
      };
    } else if (kind === 'perimeter') {
      answer = P;
      wrong = [sum, 2 * Math.sqrt(d * d + A), 2 * (d + Math.sqrt(A)), 4 * d]; // gives l + b, forgets 2lb's 2, etc.
      statement = {
        en: `The area of a rectangle is ${A} cm² and its diagonal is ${d} cm. Find the perimeter of the rectangle.`,
        hi: `एक आयत का क्षेत्रफल ${A} वर्ग सेमी है और उसका विकर्ण ${d} सेमी है। आयत का परिमाप ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `$(l + b)^2 = l^2 + b^2 + 2lb = ${d * d} + 2 \\times ${A} = ${sum * sum}$, so $l + b = ${sum}$.`,
          `Perimeter $= 2(l + b) = ${P}$ cm.`,
        ],
        hi: [
          `$(l + b)^2 = l^2 + b^2 + 2lb = ${d * d} + 2 \\times ${A} = ${sum * sum}$, अतः $l + b = ${sum}$।`,
          `परिमाप $= 2(l + b) = ${P}$ सेमी।`,
        ],
      };
    } else {
      answer = d;
      wrong = [Math.sqrt(sum * sum - A), sum - Math.sqrt(A), Math.sqrt(sum * sum + 2 * A), sum];
      statement = {
        en: `The perimeter of a rectangle is ${P} cm and its area is ${A} cm². Find the length of its diagonal.`,
        hi: `एक आयत का परिमाप ${P} सेमी है और उसका क्षेत्रफल ${A} वर्ग सेमी है। इसके विकर्ण की लंबाई ज्ञात कीजिए।`,
      };
      lines = {
        en: [
          `$l + b = \\frac{${P}}{2} = ${sum}$ and $lb = ${A}$.`,
          `$d^2 = l^2 + b^2 = (l + b)^2 - 2lb = ${sum * sum} - ${2 * A} = ${d * d}$, so $d = ${d}$ cm.`,
        ],
        hi: [
          `$l + b = \\frac{${P}}{2} = ${sum}$ और $lb = ${A}$।`,
          `$d^2 = l^2 + b^2 = (l + b)^2 - 2lb = ${sum * sum} - ${2 * A} = ${d * d}$, अतः $d = ${d}$ सेमी।`,
        ],
      };
    }
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), unit);
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer} ${unit.en}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer} ${unit.hi}**`].join('\n\n'),
    };
    return {
      title: { en: 'Rectangle from perimeter, diagonal and area', hi: 'परिमाप, विकर्ण और क्षेत्रफल से आयत' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: kind === 'area' ? [P, d, A] : kind === 'perimeter' ? [A, d, P] : [P, A, d],
      check() {
        // Find the actual length and breadth from the two givens, then compute the asked quantity.
        let len: number;
        let br: number;
        if (kind === 'perimeter') {
          // l^2 + b^2 = d^2 and lb = A: l and b are the roots of t^4 - d^2 t^2 + A^2 = 0.
          const disc = Math.sqrt(d ** 4 - 4 * A * A);
          len = Math.sqrt((d * d + disc) / 2);
          br = A / len;
        } else {
          // l + b = P/2 with either l^2 + b^2 = d^2 or lb = A.
          const s = P / 2;
          const diff = kind === 'area' ? Math.sqrt(2 * d * d - s * s) : Math.sqrt(s * s - 4 * A);
          len = (s + diff) / 2;
          br = (s - diff) / 2;
        }
        const value =
          kind === 'area' ? len * br : kind === 'perimeter' ? 2 * (len + br) : Math.hypot(len, br);
        const text = `${Math.round(value)} ${unit.en}`;
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === text)] };
      },
    };
  },
};
