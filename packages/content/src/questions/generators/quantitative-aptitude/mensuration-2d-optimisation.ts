import type { QuestionGenerator } from '../../generator.js';
import { fractionTex } from './katex-math.js';
import { SQ_CM, SQ_M, type UnitText, unitQuestion } from './mensuration-2d-regions.js';

/** An area in terms of π: `$52\\pi$ sq m`. */
const PI_SQ_M: UnitText = (n) => ({ en: `$${n}\\pi$ sq m`, hi: `$${n}\\pi$ वर्ग मी` });

/**
 * CAT: F m of fencing and a wall W m long used as one side of a rectangle: the greatest area.
 * Case split: the best side along the wall is F/2, unless the wall is shorter than that.
 */
export const mensuration2dWallFencingMaximum: QuestionGenerator = {
  id: 'mensuration-2d/wall-fencing-maximum',
  topic: 'mensuration-2d',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'CUET'],
  count: 60,
  generate(rng) {
    const t = rng.int(10, 50);
    const F = 4 * t;
    const longWall = rng.next() < 0.45;
    const W = longWall ? 2 * t + 2 * rng.int(1, t) : 2 * rng.int(Math.ceil(t / 3), t - 1);
    const best = longWall ? F / 2 : W;
    const area = (best * (F - best)) / 2;
    const steps = {
      en: [
        `Let the side along the wall be $x$ m; the two other sides are $\\frac{${F} - x}{2}$ m each, so the area is $A(x) = \\frac{x(${F} - x)}{2}$.`,
        `$A(x)$ grows until $x = \\frac{${F}}{2} = ${F / 2}$ (the middle of its roots 0 and ${F}) and falls after it.`,
        longWall
          ? `The wall (${W} m) is long enough for $x = ${F / 2}$: the plot is $${F / 2} \\times ${F / 4}$, area $= ${area}$ sq m.`
          : `But $x$ cannot exceed the wall's ${W} m, and $A$ is still growing there, so take $x = ${W}$: the plot is $${W} \\times ${(F - W) / 2}$, area $= ${area}$ sq m.`,
      ],
      hi: [
        `मान लीजिए दीवार के साथ वाली भुजा $x$ मीटर है; बाकी दो भुजाएँ $\\frac{${F} - x}{2}$ मीटर की हैं, अतः क्षेत्रफल $A(x) = \\frac{x(${F} - x)}{2}$ है।`,
        `$A(x)$, $x = \\frac{${F}}{2} = ${F / 2}$ तक बढ़ता है (मूलों 0 और ${F} का मध्य) और उसके बाद घटता है।`,
        longWall
          ? `दीवार (${W} मीटर) $x = ${F / 2}$ के लिए पर्याप्त लंबी है: भूखंड $${F / 2} \\times ${F / 4}$ है, क्षेत्रफल $= ${area}$ वर्ग मी।`
          : `पर $x$ दीवार की लंबाई ${W} मीटर से अधिक नहीं हो सकता, और वहाँ तक $A$ बढ़ ही रहा है, अतः $x = ${W}$ लें: भूखंड $${W} \\times ${(F - W) / 2}$ है, क्षेत्रफल $= ${area}$ वर्ग मी।`,
      ],
    };
    return unitQuestion(rng, {
      title: { en: 'Greatest plot fenced against a wall', hi: 'दीवार के सहारे घेरा गया सबसे बड़ा भूखंड' },
      statement: {
        en: `A farmer has ${F} m of fencing. He wants a rectangular plot with one side along a straight wall ${W} m long (that side needs no fencing, and it cannot be longer than the wall); the other three sides are fenced. What is the largest area he can enclose?`,
        hi: `एक किसान के पास ${F} मीटर बाड़ है। वह एक आयताकार भूखंड घेरना चाहता है जिसकी एक भुजा ${W} मीटर लंबी सीधी दीवार के साथ हो (उस भुजा पर बाड़ नहीं चाहिए, और वह दीवार से लंबी नहीं हो सकती); बाकी तीन भुजाओं पर बाड़ लगेगी। वह अधिकतम कितना क्षेत्रफल घेर सकता है?`,
      },
      correct: area,
      mistakes: [
        (F * F) / 8, // x = F/2 taken without looking at the wall's length
        (F * F) / 16, // a square fenced on all four sides
        ((F / 3) * F) / 3, // three equal sides
        W * (F - W), // only one side perpendicular to the wall
        (F * F) / 4, // the half-perimeter squared
        (W * (F - W)) / 2 + W, // a slip after the right method
      ].filter((a) => a !== area),
      unit: SQ_M,
      steps,
      seconds: 180,
      numbers: [F, W],
      recompute: () => {
        // Try every side along the wall in steps of half a metre.
        let most = 0;
        for (let x = 0.5; x <= Math.min(W, F); x += 0.5) most = Math.max(most, (x * (F - x)) / 2);
        return most;
      },
    });
  },
};

/** Shed sides and rope lengths (m), both even so the area is a whole multiple of π. */
const SHEDS: { a: number; L: number }[] = [];
for (let a = 6; a <= 40; a += 2) {
  for (let L = 2 * Math.ceil(a / 4) + 2; L <= Math.min(2 * a, 60); L += 2) if (L !== a) SHEDS.push({ a, L });
}

/** A corner of a closed boundary, or an arc of one (a circle's centre and radius, angles t0 to t1 in radians, n chords). */
type Piece = [number, number] | { cx: number; cy: number; r: number; t0: number; t1: number; n: number };

/** An arc of a circle as a piece of a boundary, traced as n chords. */
const arc = (cx: number, cy: number, r: number, t0: number, t1: number, n = 12_000): Piece => ({
  cx,
  cy,
  r,
  t0,
  t1,
  n,
});

/**
 * Area inside a closed boundary by the shoelace formula, its arcs traced point by point (the sum runs
 * over the points as they come, so tens of thousands of them make no arrays).
 */
function shoelace(pieces: Piece[]): number {
  let s = 0;
  let first: [number, number] | undefined;
  let px = 0;
  let py = 0;
  const visit = (x: number, y: number) => {
    if (first) s += px * y - x * py;
    else first = [x, y];
    px = x;
    py = y;
  };
  for (const p of pieces) {
    if (Array.isArray(p)) visit(p[0], p[1]);
    else
      for (let i = 0; i <= p.n; i++) {
        const t = p.t0 + ((p.t1 - p.t0) * i) / p.n;
        visit(p.cx + p.r * Math.cos(t), p.cy + p.r * Math.sin(t));
      }
  }
  if (first) s += px * first[1] - first[0] * py;
  return Math.abs(s) / 2;
}

/**
 * CAT: a goat tied outside a square shed at a corner: three quarters of a circle, plus two quarter
 * circles round the next corners when the rope is longer than the side (case split).
 */
export const mensuration2dGrazingShedCorner: QuestionGenerator = {
  id: 'mensuration-2d/grazing-shed-corner',
  topic: 'mensuration-2d',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const { a, L } = rng.pick(SHEDS);
    const rho = Math.max(0, L - a);
    const three = (3 * L * L) / 4; // ¾ πL², over π
    const wrap = (rho * rho) / 2; // 2 × ¼ πρ², over π
    const area = three + wrap;
    const steps = {
      en: [
        `Outside the shed the goat sweeps three quarters of a circle of radius ${L} m round the corner: $\\frac{3}{4} \\pi \\times ${L}^2 = ${three}\\pi$ sq m.`,
        rho > 0
          ? `The rope (${L} m) is longer than the side (${a} m), so along each of the two walls it bends round the next corner with $${L} - ${a} = ${rho}$ m left, sweeping a quarter circle each: $2 \\times \\frac{1}{4} \\pi \\times ${rho}^2 = ${wrap}\\pi$ sq m (they do not meet, since ${rho} m is at most the side).`
          : `The rope (${L} m) does not reach past the side (${a} m), so it cannot bend round another corner.`,
        ...(rho > 0 ? [`Total $= ${three}\\pi + ${wrap}\\pi = ${area}\\pi$ sq m.`] : []),
      ],
      hi: [
        `शेड के बाहर बकरी कोने के चारों ओर ${L} मीटर त्रिज्या वाले वृत्त का तीन-चौथाई भाग चरती है: $\\frac{3}{4} \\pi \\times ${L}^2 = ${three}\\pi$ वर्ग मी।`,
        rho > 0
          ? `रस्सी (${L} मीटर) भुजा (${a} मीटर) से लंबी है, इसलिए दोनों दीवारों के साथ वह अगले कोने पर मुड़ती है और $${L} - ${a} = ${rho}$ मीटर बचती है, जो हर ओर एक चौथाई वृत्त बनाती है: $2 \\times \\frac{1}{4} \\pi \\times ${rho}^2 = ${wrap}\\pi$ वर्ग मी (ये आपस में नहीं मिलते, क्योंकि ${rho} मीटर भुजा से अधिक नहीं है)।`
          : `रस्सी (${L} मीटर) भुजा (${a} मीटर) से आगे नहीं पहुँचती, इसलिए वह किसी दूसरे कोने पर नहीं मुड़ सकती।`,
        ...(rho > 0 ? [`कुल $= ${three}\\pi + ${wrap}\\pi = ${area}\\pi$ वर्ग मी।`] : []),
      ],
    };
    return unitQuestion(rng, {
      title: { en: 'Goat tied at the corner of a square shed', hi: 'चौकोर शेड के कोने पर बँधी बकरी' },
      statement: {
        en: `A goat is tied with a rope ${L} m long to one corner of a square shed of side ${a} m, on the outside. The goat cannot enter the shed. Over what area can it graze? (answer in terms of π)`,
        hi: `एक बकरी ${a} मीटर भुजा वाले एक चौकोर शेड के एक कोने पर बाहर की ओर ${L} मीटर लंबी रस्सी से बँधी है। बकरी शेड के अंदर नहीं जा सकती। वह कितने क्षेत्रफल में चर सकती है? (उत्तर π के रूप में दीजिए)`,
      },
      correct: area,
      mistakes: [
        three, // forgets the rope bending round the next corners
        L * L, // the whole circle
        three + wrap / 2, // bends round only one corner
        (L * L) / 4, // a quarter circle, as if tied inside a field
        three + 2 * wrap, // half circles round the next corners
        (L * L) / 2, // half a circle
      ].filter((m) => m !== area),
      unit: PI_SQ_M,
      steps,
      seconds: 180,
      numbers: [L, a],
      recompute: () => {
        // Trace the boundary of the grazed region (shed = [0, a]², goat at the origin, the shed's
        // edges part of the boundary) and use the shoelace formula; the options count in units of π.
        const q = Math.PI / 2;
        const boundary: Piece[] =
          rho > 0
            ? [arc(a, 0, rho, 0, q), [a, 0], [0, 0], [0, a], arc(0, a, rho, 0, q), arc(0, 0, L, q, 4 * q)]
            : [[0, 0], arc(0, 0, L, q, 4 * q)];
        return shoelace(boundary) / Math.PI;
      },
    });
  },
};

/** Area of a circle of radius r as a regular polygon of many sides (shoelace), with π taken as 22/7. */
function circleAsPolygon(r: number): number {
  return (shoelace([arc(0, 0, r, 0, 2 * Math.PI, 20_000)]) * 22) / 7 / Math.PI;
}

/**
 * CAT: circles cut from a square sheet: n × n equal circles (the waste does not depend on n),
 * circles of half the side at the four corners, or square → circle → square → circle.
 */
export const mensuration2dCirclesInSquare: QuestionGenerator = {
  id: 'mensuration-2d/circles-in-square',
  topic: 'mensuration-2d',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'CUET'],
  count: 60,
  generate(rng) {
    const kind = rng.pick(['grid', 'grid', 'corners', 'chain'] as const);
    const k = rng.int(1, 10);
    const s = 14 * k;
    const n = rng.int(2, 6);
    const sheet = s * s;
    const quarterCut = 154 * k * k; // π(s/2)² = 22/7 × 49k²
    const left = kind === 'chain' ? sheet - quarterCut / 2 : sheet - quarterCut;
    const statement = {
      grid: {
        en: `From a square sheet of side ${s} cm, ${n * n} equal circles, as large as possible, are cut in ${n} rows of ${n}, each touching its neighbours and the edges. What area of the sheet is left? (use π = 22/7)`,
        hi: `${s} सेमी भुजा वाली एक वर्गाकार शीट से ${n} पंक्तियों में ${n}-${n} करके ${n * n} बराबर वृत्त, जितने बड़े हो सकें, काटे जाते हैं; हर वृत्त अपने पड़ोसियों और किनारों को छूता है। शीट का कितना क्षेत्रफल बचता है? (π = 22/7 लें)`,
      },
      corners: {
        en: `Four circles, each of radius ${s / 2} cm, are drawn with their centres at the four corners of a square of side ${s} cm. Find the area of the part of the square that lies outside all four circles. (use π = 22/7)`,
        hi: `${s} सेमी भुजा वाले एक वर्ग के चारों कोनों को केंद्र मानकर ${s / 2} सेमी त्रिज्या वाले चार वृत्त खींचे जाते हैं। वर्ग का वह क्षेत्रफल ज्ञात कीजिए जो चारों वृत्तों के बाहर है। (π = 22/7 लें)`,
      },
      chain: {
        en: `The largest possible circle is cut from a square sheet of side ${s} cm; the largest possible square is cut from that circle, and the largest possible circle from that square. How much of the original sheet is wasted in all? (use π = 22/7)`,
        hi: `${s} सेमी भुजा वाली एक वर्गाकार शीट से सबसे बड़ा संभव वृत्त काटा जाता है; उस वृत्त से सबसे बड़ा संभव वर्ग और फिर उस वर्ग से सबसे बड़ा संभव वृत्त काटा जाता है। मूल शीट का कुल कितना भाग बेकार जाता है? (π = 22/7 लें)`,
      },
    }[kind];
    const r = s / (2 * n);
    const steps = {
      grid: {
        en: [
          `Each circle has diameter $${fractionTex(s, n)}$ cm, so radius $r = ${fractionTex(s, 2 * n)}$ cm.`,
          `All circles together: $${n * n} \\times \\pi r^2 = ${n * n} \\times \\pi \\times \\frac{${s}^2}{${4 * n * n}} = \\frac{\\pi \\times ${s}^2}{4}$, the same as one circle of radius ${s / 2} cm, whatever the number of rows: $\\frac{22}{7} \\times ${s / 2}^2 = ${quarterCut}$ cm².`,
          `Left $= ${s}^2 - ${quarterCut} = ${sheet} - ${quarterCut} = ${left}$ cm².`,
        ],
        hi: [
          `हर वृत्त का व्यास $${fractionTex(s, n)}$ सेमी है, अतः त्रिज्या $r = ${fractionTex(s, 2 * n)}$ सेमी।`,
          `सभी वृत्त मिलकर: $${n * n} \\times \\pi r^2 = ${n * n} \\times \\pi \\times \\frac{${s}^2}{${4 * n * n}} = \\frac{\\pi \\times ${s}^2}{4}$, यानी पंक्तियाँ कितनी भी हों, ${s / 2} सेमी त्रिज्या वाले एक वृत्त जितना: $\\frac{22}{7} \\times ${s / 2}^2 = ${quarterCut}$ वर्ग सेमी।`,
          `बचा भाग $= ${s}^2 - ${quarterCut} = ${sheet} - ${quarterCut} = ${left}$ वर्ग सेमी।`,
        ],
      },
      corners: {
        en: [
          `Each corner angle is $90^\\circ$, so each circle puts a quarter of itself inside the square; two neighbouring circles just touch at the middle of a side.`,
          `Inside the square: $4 \\times \\frac{1}{4} \\times \\frac{22}{7} \\times ${s / 2}^2 = ${quarterCut}$ cm².`,
          `Outside all four circles: $${sheet} - ${quarterCut} = ${left}$ cm².`,
        ],
        hi: [
          `हर कोने का कोण $90^\\circ$ है, अतः हर वृत्त का एक चौथाई भाग वर्ग के अंदर है; पड़ोसी वृत्त भुजा के मध्य बिंदु पर बस छूते हैं।`,
          `वर्ग के अंदर: $4 \\times \\frac{1}{4} \\times \\frac{22}{7} \\times ${s / 2}^2 = ${quarterCut}$ वर्ग सेमी।`,
          `चारों वृत्तों के बाहर: $${sheet} - ${quarterCut} = ${left}$ वर्ग सेमी।`,
        ],
      },
      chain: {
        en: [
          `First circle: radius ${s / 2} cm. The square inside it has the circle's diameter ${s} cm as its diagonal, so its side is $\\frac{${s}}{\\sqrt{2} }$ cm.`,
          `The last circle has radius $\\frac{${s}}{2\\sqrt{2} }$ cm and area $\\frac{22}{7} \\times \\frac{${sheet}}{8} = ${quarterCut / 2}$ cm².`,
          `Everything except the last circle is wasted: $${sheet} - ${quarterCut / 2} = ${left}$ cm².`,
        ],
        hi: [
          `पहला वृत्त: त्रिज्या ${s / 2} सेमी। उसके अंदर के वर्ग का विकर्ण वृत्त का व्यास ${s} सेमी है, अतः उसकी भुजा $\\frac{${s}}{\\sqrt{2} }$ सेमी है।`,
          `अंतिम वृत्त की त्रिज्या $\\frac{${s}}{2\\sqrt{2} }$ सेमी और क्षेत्रफल $\\frac{22}{7} \\times \\frac{${sheet}}{8} = ${quarterCut / 2}$ वर्ग सेमी है।`,
          `अंतिम वृत्त के अलावा सब बेकार जाता है: $${sheet} - ${quarterCut / 2} = ${left}$ वर्ग सेमी।`,
        ],
      },
    }[kind];
    const mistakes = {
      // one circle of radius s/(2n) taken away only; radius s/n; all n² circles' area kept instead
      grid: [sheet - (22 / 7) * r * r, sheet - (22 / 7) * n * r * r, quarterCut, sheet - quarterCut / 2],
      // whole circles subtracted (negative, dropped), half of each circle, the circles' area itself
      corners: [sheet - quarterCut / 2, quarterCut, sheet - quarterCut / 4, sheet / 2],
      // stops after the first cut; the middle square's waste; the last circle itself
      chain: [sheet - quarterCut, sheet / 2, quarterCut / 2, sheet - quarterCut / 4],
    }[kind];
    return unitQuestion(rng, {
      title: { en: 'Circles cut from a square sheet', hi: 'वर्गाकार शीट से काटे गए वृत्त' },
      statement,
      correct: left,
      mistakes: mistakes.filter((m) => m !== left),
      unit: SQ_CM,
      steps,
      seconds: 180,
      numbers: kind === 'grid' ? [s, n * n] : [s],
      recompute: () => {
        const covered =
          kind === 'grid'
            ? n * n * circleAsPolygon(r)
            : kind === 'corners'
              ? circleAsPolygon(s / 2) // four quarter circles
              : circleAsPolygon(s / Math.sqrt(2) / 2);
        return sheet - covered;
      },
    });
  },
};
