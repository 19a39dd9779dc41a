import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { degrees, englishText, unitChoiceOptions } from './answer-formats.js';

/**
 * Triangles: the topic's shapes (id – what it asks – exams).
 * - triangles/centre-angle – angle BXC at the incentre, circumcentre or orthocentre from angle A, or back – SSC CGL, RRB NTPC, CUET, CAT
 * - triangles/parallel-line-area – area cut off by a line parallel to a side (similar triangles) – SSC CGL, CAT, CUET, GMAT
 * - triangles/heron-altitude – area, an altitude or the inradius from three whole sides (Heron) – CAT, SSC CGL, GMAT, Placements
 * - triangles/angle-bisector-segments – segments the bisector of A makes on BC, or BC from one segment – SSC CGL, CAT, CUET, Placements
 * - triangles/shadow-heights – a height or a shadow from a pole's shadow at the same time – SSC CGL, RRB NTPC, Bank PO, CUET
 * - triangles/median-length – the median from the three sides, or a side from the median (Apollonius) – SSC CGL, CAT, GMAT, Placements
 * - triangles/integer-third-side – whole third sides two sides allow, or the least/greatest perimeter – SSC CGL, RRB NTPC, CAT, Placements
 * - triangles/right-inradius-circumradius – inradius, circumradius or their sum for a right triangle – SSC CGL, CAT, RRB NTPC, CUET
 * - triangles/integer-perimeter-count (CAT) – triangles (all, scalene, isosceles) with whole sides and a given perimeter – CAT, GMAT, Placements
 * - triangles/divided-sides-area (CAT) – area of the triangle DEF whose vertices divide the sides in given ratios – CAT, GMAT, Placements
 */

type Point = [number, number];

/** Angle BXC in degrees, measured from coordinates. */
function angleAt(x: Point, b: Point, c: Point): number {
  const u = [b[0] - x[0], b[1] - x[1]] as const;
  const v = [c[0] - x[0], c[1] - x[1]] as const;
  const cos = (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1]));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

type Centre = 'incentre' | 'circumcentre' | 'orthocentre';

/** Angle BXC for a centre X of an isosceles triangle with apex angle A, found by coordinates. */
function centreAngle(centre: Centre, apex: number): number {
  const half = ((apex / 2) * Math.PI) / 180;
  // A on the y-axis, B and C symmetric on the x-axis: apex angle A, sides AB = AC = 1.
  const a: Point = [0, Math.cos(half)];
  const b: Point = [-Math.sin(half), 0];
  const c: Point = [Math.sin(half), 0];
  const side = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const [la, lb, lc] = [side(b, c), side(a, c), side(a, b)];
  const incentre: Point = [
    (la * a[0] + lb * b[0] + lc * c[0]) / (la + lb + lc),
    (la * a[1] + lb * b[1] + lc * c[1]) / (la + lb + lc),
  ];
  // Circumcentre: on the y-axis, equally far from A and B.
  const oy = (a[1] * a[1] - b[0] * b[0]) / (2 * a[1]);
  const circumcentre: Point = [0, oy];
  // Orthocentre H = A + B + C - 2O (Euler's relation with the circumcentre).
  const orthocentre: Point = [
    a[0] + b[0] + c[0] - 2 * circumcentre[0],
    a[1] + b[1] + c[1] - 2 * circumcentre[1],
  ];
  const x = { incentre, circumcentre, orthocentre }[centre];
  return angleAt(x, b, c);
}

const CENTRE_TEXT: Record<Centre, { en: string; hi: string; letter: string; rule: string }> = {
  incentre: { en: 'incentre', hi: 'अंतःकेंद्र', letter: 'I', rule: '90^\\circ + \\frac{A}{2}' },
  circumcentre: { en: 'circumcentre', hi: 'परिकेंद्र', letter: 'O', rule: '2A' },
  orthocentre: { en: 'orthocentre', hi: 'लंबकेंद्र', letter: 'H', rule: '180^\\circ - A' },
};

/** The angle a triangle's centre makes with B and C, from angle A (or back). */
export const trianglesCentreAngle: QuestionGenerator = {
  id: 'triangles/centre-angle',
  topic: 'triangles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'CAT'],
  generate(rng) {
    const centre = rng.pick<Centre>(['incentre', 'circumcentre', 'orthocentre']);
    const inverse = rng.next() < 0.35;
    // The circumcentre and orthocentre rules need an acute triangle.
    const A = centre === 'incentre' ? 2 * rng.int(15, 70) : rng.int(30, 88);
    const formula = (c: Centre, a: number) =>
      c === 'incentre' ? 90 + a / 2 : c === 'circumcentre' ? 2 * a : 180 - a;
    const V = formula(centre, A);
    const t = CENTRE_TEXT[centre];
    const others = (['incentre', 'circumcentre', 'orthocentre'] as Centre[]).filter((c) => c !== centre);
    const answer = inverse ? A : V;
    const wrong = inverse
      ? [
          2 * (V - 90), // inverts the incentre rule
          V / 2, // inverts the circumcentre rule
          180 - V, // inverts the orthocentre rule
          90 - V / 2,
        ]
      : [...others.map((c) => formula(c, A)), 90 - A / 2, 180 - 2 * A]; // the other centres' rules
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wrong.filter((w) => Number.isInteger(w) && w > 0 && w < 180 && w !== answer),
      degrees,
    );
    const acuteEn = centre === 'incentre' ? 'a triangle' : 'an acute-angled triangle';
    const acuteHi = centre === 'incentre' ? 'एक त्रिभुज' : 'एक न्यूनकोण त्रिभुज';
    const X = t.letter;
    const statement = inverse
      ? {
          en: `In ${acuteEn} $ABC$, $${X}$ is the ${t.en}. If $\\angle B${X}C = ${V}^\\circ$, find $\\angle A$.`,
          hi: `${acuteHi} $ABC$ में $${X}$ ${t.hi} है। यदि $\\angle B${X}C = ${V}^\\circ$, तो $\\angle A$ ज्ञात कीजिए।`,
        }
      : {
          en: `In ${acuteEn} $ABC$, $\\angle A = ${A}^\\circ$ and $${X}$ is the ${t.en}. Find $\\angle B${X}C$.`,
          hi: `${acuteHi} $ABC$ में $\\angle A = ${A}^\\circ$ है और $${X}$ ${t.hi} है। $\\angle B${X}C$ ज्ञात कीजिए।`,
        };
    const why: Record<Centre, { en: string; hi: string }> = {
      incentre: {
        en: `$BI$ and $CI$ bisect $\\angle B$ and $\\angle C$, so $\\angle BIC = 180^\\circ - \\frac{B + C}{2} = 180^\\circ - \\frac{180^\\circ - A}{2} = 90^\\circ + \\frac{A}{2}$.`,
        hi: `$BI$ और $CI$ कोण $B$ और $C$ को समद्विभाजित करते हैं, इसलिए $\\angle BIC = 180^\\circ - \\frac{B + C}{2} = 180^\\circ - \\frac{180^\\circ - A}{2} = 90^\\circ + \\frac{A}{2}$।`,
      },
      circumcentre: {
        en: `$\\angle BOC$ is the angle at the centre of the circumcircle on the arc $BC$, which subtends $\\angle A$ on the circle, so $\\angle BOC = 2A$.`,
        hi: `$\\angle BOC$ परिवृत्त के केंद्र पर चाप $BC$ द्वारा बना कोण है, जो वृत्त पर $\\angle A$ बनाता है, इसलिए $\\angle BOC = 2A$।`,
      },
      orthocentre: {
        en: `In the quadrilateral formed by $A$, $H$ and the feet of the altitudes from $B$ and $C$, two angles are $90^\\circ$, so $\\angle BHC = 180^\\circ - A$.`,
        hi: `$A$, $H$ और $B$ तथा $C$ से डाले गए शीर्षलंबों के पादों से बने चतुर्भुज में दो कोण $90^\\circ$ के हैं, इसलिए $\\angle BHC = 180^\\circ - A$।`,
      },
    };
    const work = inverse
      ? centre === 'incentre'
        ? `$90 + \\frac{A}{2} = ${V}$, so $A = 2 \\times (${V} - 90) = ${A}$`
        : centre === 'circumcentre'
          ? `$2A = ${V}$, so $A = ${A}$`
          : `$180 - A = ${V}$, so $A = ${A}$`
      : centre === 'incentre'
        ? `$\\angle BIC = 90^\\circ + \\frac{${A}^\\circ}{2} = ${V}^\\circ$`
        : centre === 'circumcentre'
          ? `$\\angle BOC = 2 \\times ${A}^\\circ = ${V}^\\circ$`
          : `$\\angle BHC = 180^\\circ - ${A}^\\circ = ${V}^\\circ$`;
    const solution = {
      en: [why[centre].en, `Here ${work}.`, '', `**Answer: $${answer}^\\circ$**`].join('\n\n'),
      hi: [
        why[centre].hi,
        `यहाँ ${work.replace(', so ', ', अतः ')}।`,
        '',
        `**उत्तर: $${answer}^\\circ$**`,
      ].join('\n\n'),
    };
    return {
      title: { en: `Angle at the ${t.en}`, hi: `${t.hi} पर बना कोण` },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [A, V],
      check() {
        // Build the triangle in coordinates, locate the centre, and measure the angle.
        if (!inverse)
          return { kind: 'choice', correct: [options.indexOf(degrees(Math.round(centreAngle(centre, A))))] };
        // Only angles the statement allows: any A for the incentre, an acute A otherwise.
        const allowed = (a: number) => a > 0 && (centre === 'incentre' || a < 90);
        const index = options.findIndex((o) => {
          const a = Number.parseInt(o, 10);
          return allowed(a) && Math.abs(centreAngle(centre, a) - V) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** DE parallel to BC cuts off a similar triangle: areas go as the square of the side ratio. */
export const trianglesParallelLineArea: QuestionGenerator = {
  id: 'triangles/parallel-line-area',
  topic: 'triangles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'CUET', 'GMAT'],
  generate(rng) {
    let m = 0;
    let n = 0;
    while (m === n || (m % 2 === 0 && n % 2 === 0) || (m % 3 === 0 && n % 3 === 0)) {
      m = rng.int(1, 5);
      n = rng.int(1, 5);
    }
    const whole = (m + n) ** 2;
    const unitArea = rng.int(1, 8);
    const abc = whole * unitArea;
    const ade = m * m * unitArea;
    const trap = abc - ade;
    const askTrap = rng.next() < 0.6;
    const answer = askTrap ? trap : ade;
    const lengths = rng.next() < 0.5;
    const scale = rng.int(1, 3);
    const ratioEn = lengths ? `$AD = ${m * scale}$ cm, $DB = ${n * scale}$ cm` : `$AD : DB = ${m} : ${n}$`;
    const ratioHi = lengths ? `$AD = ${m * scale}$ सेमी, $DB = ${n * scale}$ सेमी` : `$AD : DB = ${m} : ${n}$`;
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      [
        askTrap ? ade : trap, // the other piece
        askTrap ? (abc * n) / (m + n) : (abc * m) / (m + n), // uses the side ratio, not its square
        askTrap ? (abc * n * n) / (m * m + n * n) : (abc * m * m) / (m * m + n * n), // takes the pieces as m^2 : n^2
        askTrap ? abc - (abc * m * m) / (n * n) : (abc * m * m) / (n * n), // compares with DB, not AB
      ].filter((v) => Number.isInteger(v) && v > 0 && v < abc),
      { en: 'cm²', hi: 'वर्ग सेमी' },
    );
    const statement = {
      en: `In triangle $ABC$, points $D$ on $AB$ and $E$ on $AC$ are such that $DE \\parallel BC$. If ${ratioEn} and the area of triangle $ABC$ is $${abc}$ cm², find the area of ${askTrap ? 'the trapezium $DBCE$' : 'triangle $ADE$'}.`,
      hi: `त्रिभुज $ABC$ में बिंदु $D$ भुजा $AB$ पर और $E$ भुजा $AC$ पर इस प्रकार हैं कि $DE \\parallel BC$। यदि ${ratioHi} और त्रिभुज $ABC$ का क्षेत्रफल $${abc}$ वर्ग सेमी है, तो ${askTrap ? 'समलंब $DBCE$' : 'त्रिभुज $ADE$'} का क्षेत्रफल ज्ञात कीजिए।`,
    };
    const ratioWork = lengths
      ? `\\frac{AD}{AB} = \\frac{${m * scale}}{${m * scale} + ${n * scale}} = \\frac{${m}}{${m + n}}`
      : `\\frac{AD}{AB} = \\frac{${m}}{${m} + ${n}} = \\frac{${m}}{${m + n}}`;
    const lines = (hi: boolean) => [
      hi
        ? `$DE \\parallel BC$ होने से $\\triangle ADE \\sim \\triangle ABC$ (AA), और $${ratioWork}$।`
        : `Since $DE \\parallel BC$, $\\triangle ADE \\sim \\triangle ABC$ (AA), with $${ratioWork}$.`,
      hi
        ? `क्षेत्रफल भुजाओं के अनुपात के वर्ग में होते हैं: $\\triangle ADE$ का क्षेत्रफल $= \\frac{${m * m}}{${whole}} \\times ${abc} = ${ade}$ वर्ग सेमी।`
        : `Areas go as the square of the side ratio: area of $\\triangle ADE = \\frac{${m * m}}{${whole}} \\times ${abc} = ${ade}$ cm².`,
      ...(askTrap
        ? [
            hi
              ? `समलंब $DBCE$ का क्षेत्रफल $= ${abc} - ${ade} = ${trap}$ वर्ग सेमी।`
              : `Area of trapezium $DBCE = ${abc} - ${ade} = ${trap}$ cm².`,
          ]
        : []),
    ];
    const solution = {
      en: [...lines(false), '', `**Answer: ${answer} cm²**`].join('\n\n'),
      hi: [...lines(true), '', `**उत्तर: ${answer} वर्ग सेमी**`].join('\n\n'),
    };
    return {
      title: { en: 'Area cut off by a parallel line', hi: 'समांतर रेखा से कटा क्षेत्रफल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [abc, answer],
      check() {
        // Coordinates: A at the origin, AB on the x-axis, height chosen to give the stated area; shoelace.
        const ab = m + n;
        const h = (2 * abc) / ab;
        const A: Point = [0, 0];
        const B: Point = [ab, 0];
        const C: Point = [1.7, h];
        const k = m / ab;
        const D: Point = [B[0] * k, 0];
        const E: Point = [C[0] * k, C[1] * k];
        const shoelace = (ps: Point[]) =>
          Math.abs(
            ps.reduce((s, p, i) => {
              const q = ps[(i + 1) % ps.length] as Point;
              return s + p[0] * q[1] - q[0] * p[1];
            }, 0),
          ) / 2;
        const value = Math.round(askTrap ? shoelace([D, B, C, E]) : shoelace([A, D, E]));
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === `${value} cm²`)] };
      },
    };
  },
};

/** Right triangles with whole sides (leg, other leg, hypotenuse), legs up to 70. */
const RIGHT_TRIANGLES: [number, number, number][] = [];
for (let p = 1; p <= 70; p++) {
  for (let q = 1; q <= 70; q++) {
    const h = Math.sqrt(p * p + q * q);
    if (Number.isInteger(h) && h <= 75) RIGHT_TRIANGLES.push([p, q, h]);
  }
}

type Asked = 'area' | 'altitude' | 'inradius';

/** CAT TITA: a triangle with whole sides: its area, an altitude, or its inradius (Heron's formula). */
export const trianglesHeronAltitude: QuestionGenerator = {
  id: 'triangles/heron-altitude',
  topic: 'triangles',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'GMAT', 'Placements'],
  generate(rng) {
    // Glue two right triangles along a common leg h: sides hyp1, hyp2 and base l1 + l2, area (l1 + l2) h / 2.
    let sides: [number, number, number] = [13, 14, 15];
    let area = 84;
    for (;;) {
      const [l1, h, c1] = rng.pick(RIGHT_TRIANGLES);
      const partners = RIGHT_TRIANGLES.filter((t) => t[1] === h && t[0] !== l1);
      if (partners.length === 0) continue;
      const [l2, , c2] = rng.pick(partners);
      if (l1 + l2 > 70 || c1 === c2) continue;
      sides = [c1, c2, l1 + l2];
      area = ((l1 + l2) * h) / 2;
      if (Number.isInteger(area)) break;
    }
    const [a, b, c] = sides;
    const s = (a + b + c) / 2;
    const choices: { asked: Asked; side: number; value: number }[] = [
      { asked: 'area', side: 0, value: area },
    ];
    for (const side of sides) {
      if (Number.isInteger((2 * area) / side))
        choices.push({ asked: 'altitude', side, value: (2 * area) / side });
    }
    if (Number.isInteger(area / s)) choices.push({ asked: 'inradius', side: 0, value: area / s });
    const q = rng.pick(choices);
    const askEn = {
      area: 'Find its area in cm².',
      altitude: `Find the length in cm of the altitude drawn to the side of length ${q.side} cm.`,
      inradius: 'Find the radius in cm of the circle inscribed in it.',
    }[q.asked];
    const askHi = {
      area: 'इसका क्षेत्रफल वर्ग सेमी में ज्ञात कीजिए।',
      altitude: `${q.side} सेमी वाली भुजा पर डाले गए शीर्षलंब की लंबाई सेमी में ज्ञात कीजिए।`,
      inradius: 'इसके अंतर्वृत्त की त्रिज्या सेमी में ज्ञात कीजिए।',
    }[q.asked];
    const statement = {
      en: `The sides of a triangle are ${a} cm, ${b} cm and ${c} cm. ${askEn}`,
      hi: `एक त्रिभुज की भुजाएँ ${a} सेमी, ${b} सेमी और ${c} सेमी हैं। ${askHi}`,
    };
    const heron = `\\sqrt{${s} \\times ${s - a} \\times ${s - b} \\times ${s - c}} = \\sqrt{${s * (s - a) * (s - b) * (s - c)}} = ${area}`;
    const last = (hi: boolean) =>
      q.asked === 'altitude'
        ? hi
          ? `शीर्षलंब $= \\frac{2 \\times \\text{क्षेत्रफल} }{\\text{आधार} } = \\frac{2 \\times ${area}}{${q.side}} = ${q.value}$ सेमी।`
          : `Altitude $= \\frac{2 \\times \\text{area} }{\\text{base} } = \\frac{2 \\times ${area}}{${q.side}} = ${q.value}$ cm.`
        : q.asked === 'inradius'
          ? hi
            ? `अंतःत्रिज्या $r = \\frac{\\text{क्षेत्रफल} }{s} = \\frac{${area}}{${s}} = ${q.value}$ सेमी।`
            : `Inradius $r = \\frac{\\text{area} }{s} = \\frac{${area}}{${s}} = ${q.value}$ cm.`
          : '';
    const unitEn = q.asked === 'area' ? 'cm²' : 'cm';
    const unitHi = q.asked === 'area' ? 'वर्ग सेमी' : 'सेमी';
    const solution = {
      en: [
        `Semi-perimeter $s = \\frac{${a} + ${b} + ${c}}{2} = ${s}$.`,
        `Heron's formula: area $= ${heron}$ cm².`,
        ...(last(false) ? [last(false)] : []),
        '',
        `**Answer: ${q.value} ${unitEn}**`,
      ].join('\n\n'),
      hi: [
        `अर्धपरिमाप $s = \\frac{${a} + ${b} + ${c}}{2} = ${s}$।`,
        `हीरोन सूत्र: क्षेत्रफल $= ${heron}$ वर्ग सेमी।`,
        ...(last(true) ? [last(true)] : []),
        '',
        `**उत्तर: ${q.value} ${unitHi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: "Heron's formula", hi: 'हीरोन सूत्र' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: q.value, tolerance: 0 },
      solution,
      expectedSeconds: 150,
      numbers: [a, b, c, q.value],
      check() {
        // Law of cosines for one angle, then area = (1/2) b c sin A.
        const cosA = (b * b + c * c - a * a) / (2 * b * c);
        const ar = 0.5 * b * c * Math.sqrt(1 - cosA * cosA);
        const value =
          q.asked === 'area' ? ar : q.asked === 'altitude' ? (2 * ar) / q.side : ar / ((a + b + c) / 2);
        return { kind: 'numeric', value: Math.round(value), tolerance: 0 };
      },
    };
  },
};
