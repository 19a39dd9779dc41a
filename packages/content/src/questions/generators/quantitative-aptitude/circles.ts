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
 * Circles: the topic's shapes (id – what it asks – exams).
 * - circles/chord-distance – chord, its distance from the centre, or the radius – SSC CGL, RRB NTPC, CUET, Placements
 * - circles/angle-subtended – angles at the centre, on the circle, in a semicircle, cyclic quadrilateral – SSC CGL, RRB NTPC, CAT, CUET
 * - circles/chord-products – intersecting chords and secants (products of segments) – CAT, SSC CGL, GMAT
 * - circles/common-tangent – direct or transverse common tangent of two circles – SSC CGL, CAT, CUET
 * - circles/tangent-length – tangent length, radius or distance of an external point – SSC CGL, RRB NTPC, CUET, Bank PO
 * - circles/touching-circles – centre distance of circles touching externally or internally – SSC CGL, RRB NTPC, CUET, Placements
 * - circles/alternate-segment – tangent–chord angle: angle in either segment, at the centre, radius–chord – SSC CGL, CAT, CUET, RRB NTPC
 * - circles/arc-sector – arc length, sector area or perimeter, or the angle from the arc – SSC CGL, RRB NTPC, Bank PO, CUET
 * - circles/right-triangle-region – right triangle less its incircle, or its circumcircle less the triangle – CAT, SSC CGL, GMAT, Placements
 * - circles/segment-area – minor or major segment of a chord subtending 60°, 90° or 120° – CAT, SSC CGL, GMAT, Placements
 * - circles/region-under-common-tangent (CAT) – two touching circles (radii 3 : 1) and a direct common tangent: the region between – CAT, SSC CGL, Placements
 * - circles/perpendicular-chords (CAT) – chords cutting at right angles: the fourth piece, then the circle's area or the area of ACBD – CAT, GMAT, Placements
 * - circles/circle-inscribed-in-sector (CAT) – a circle touching a sector's radii and arc: its radius, the area outside it, the sector's perimeter – CAT, SSC CGL, Placements
 */

const CM = { en: 'cm', hi: 'सेमी' };

/** Every right triangle with whole sides and hypotenuse up to 65, as [leg, leg, hypotenuse]. */
const TRIPLES: [number, number, number][] = [];
for (let p = 1; p <= 65; p++) {
  for (let q = 1; q <= 65; q++) {
    const h = Math.sqrt(p * p + q * q);
    if (Number.isInteger(h) && h <= 65) TRIPLES.push([p, q, h]);
  }
}

type ChordUnknown = 'chord' | 'distance' | 'radius';

/** Radius, half-chord and distance from the centre form a right triangle. */
export const circlesChordDistance: QuestionGenerator = {
  id: 'circles/chord-distance',
  topic: 'circles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const [half, dist, r] = rng.pick(TRIPLES);
    const chord = 2 * half;
    const unknown = rng.pick<ChordUnknown>(['chord', 'chord', 'distance', 'radius']);
    const useDiameter = unknown !== 'radius' && rng.next() < 0.3;
    const circleEn = useDiameter ? `a circle of diameter ${2 * r} cm` : `a circle of radius ${r} cm`;
    const circleHi = useDiameter ? `${2 * r} सेमी व्यास वाले वृत्त` : `${r} सेमी त्रिज्या वाले वृत्त`;
    let statement: { en: string; hi: string };
    let answer: number;
    let wrong: number[];
    if (unknown === 'chord') {
      answer = chord;
      statement = {
        en: `A chord of ${circleEn} is at a distance of ${dist} cm from the centre. Find the length of the chord.`,
        hi: `${circleHi} की एक जीवा केंद्र से ${dist} सेमी की दूरी पर है। जीवा की लंबाई ज्ञात कीजिए।`,
      };
      wrong = [half, 2 * (r - dist), 2 * Math.sqrt(r * r + dist * dist), r + dist]; // forgets to double, etc.
    } else if (unknown === 'distance') {
      answer = dist;
      statement = {
        en: `A chord of length ${chord} cm is drawn in ${circleEn}. Find the distance of the chord from the centre.`,
        hi: `${circleHi} में ${chord} सेमी लंबी एक जीवा खींची गई है। केंद्र से जीवा की दूरी ज्ञात कीजिए।`,
      };
      wrong = [Math.sqrt(r * r - chord * chord), r - half, Math.sqrt(r * r + half * half), 2 * dist]; // full chord used, etc.
    } else {
      answer = r;
      statement = {
        en: `A chord of length ${chord} cm of a circle is at a distance of ${dist} cm from the centre. Find the radius of the circle.`,
        hi: `किसी वृत्त की ${chord} सेमी लंबी जीवा केंद्र से ${dist} सेमी की दूरी पर है। वृत्त की त्रिज्या ज्ञात कीजिए।`,
      };
      wrong = [Math.sqrt(chord * chord + dist * dist), half + dist, 2 * r, chord]; // full chord used, etc.
    }
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), CM);
    const radiusLine = useDiameter
      ? {
          en: `Radius $= \\frac{${2 * r}}{2} = ${r}$ cm. `,
          hi: `त्रिज्या $= \\frac{${2 * r}}{2} = ${r}$ सेमी। `,
        }
      : { en: '', hi: '' };
    const core =
      unknown === 'chord'
        ? {
            en: `Half-chord $= \\sqrt{${r}^2 - ${dist}^2} = \\sqrt{${r * r - dist * dist}} = ${half}$ cm, so the chord $= 2 \\times ${half} = ${chord}$ cm.`,
            hi: `आधी जीवा $= \\sqrt{${r}^2 - ${dist}^2} = \\sqrt{${r * r - dist * dist}} = ${half}$ सेमी, अतः जीवा $= 2 \\times ${half} = ${chord}$ सेमी।`,
          }
        : unknown === 'distance'
          ? {
              en: `Half-chord $= ${half}$ cm, so the distance $= \\sqrt{${r}^2 - ${half}^2} = \\sqrt{${r * r - half * half}} = ${dist}$ cm.`,
              hi: `आधी जीवा $= ${half}$ सेमी, अतः दूरी $= \\sqrt{${r}^2 - ${half}^2} = \\sqrt{${r * r - half * half}} = ${dist}$ सेमी।`,
            }
          : {
              en: `Half-chord $= ${half}$ cm, so the radius $= \\sqrt{${half}^2 + ${dist}^2} = \\sqrt{${r * r}} = ${r}$ cm.`,
              hi: `आधी जीवा $= ${half}$ सेमी, अतः त्रिज्या $= \\sqrt{${half}^2 + ${dist}^2} = \\sqrt{${r * r}} = ${r}$ सेमी।`,
            };
    const solution = {
      en: [
        'The perpendicular from the centre bisects the chord, so the radius, half the chord and the distance from the centre form a right triangle.',
        `${radiusLine.en}${core.en}`,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        'केंद्र से जीवा पर डाला गया लंब जीवा को समद्विभाजित करता है, इसलिए त्रिज्या, आधी जीवा और केंद्र से दूरी एक समकोण त्रिभुज बनाते हैं।',
        `${radiusLine.hi}${core.hi}`,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Chord and its distance from the centre', hi: 'जीवा और केंद्र से उसकी दूरी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [answer],
      check() {
        // Recompute from the givens of the statement with floating-point square roots.
        const value =
          unknown === 'chord'
            ? 2 * Math.sqrt(r * r - dist * dist)
            : unknown === 'distance'
              ? Math.sqrt(r * r - (chord / 2) ** 2)
              : Math.hypot(chord / 2, dist);
        return {
          kind: 'choice',
          correct: [options.findIndex((o) => englishText(o) === `${Math.round(value)} cm`)],
        };
      },
    };
  },
};

type AngleKind = 'major-arc' | 'minor-arc' | 'base-angle' | 'diameter' | 'cyclic-exterior';

type Pt = [number, number];
const onCircle = (degrees: number): Pt => [
  Math.cos((degrees * Math.PI) / 180),
  Math.sin((degrees * Math.PI) / 180),
];
function angleAt(x: Pt, b: Pt, c: Pt): number {
  const u = [b[0] - x[0], b[1] - x[1]] as const;
  const v = [c[0] - x[0], c[1] - x[1]] as const;
  const cos = (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1]));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** Angles at the centre, on the circle, in a semicircle and in a cyclic quadrilateral. */
export const circlesAngleSubtended: QuestionGenerator = {
  id: 'circles/angle-subtended',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'CUET'],
  generate(rng) {
    const kind = rng.pick<AngleKind>(['major-arc', 'minor-arc', 'base-angle', 'diameter', 'cyclic-exterior']);
    let given: number;
    let answer: number;
    let wrong: number[];
    let statement: { en: string; hi: string };
    let why: { en: string; hi: string };
    if (kind === 'major-arc' || kind === 'minor-arc') {
      const theta = rng.int(20, 85);
      given = 2 * theta;
      answer = kind === 'major-arc' ? theta : 180 - theta;
      wrong = kind === 'major-arc' ? [2 * given, 180 - theta, 90 - theta] : [theta, 2 * given, 180 - given];
      const arcEn = kind === 'major-arc' ? 'major' : 'minor';
      const arcHi = kind === 'major-arc' ? 'दीर्घ' : 'लघु';
      statement = {
        en: `$O$ is the centre of a circle and $AB$ is a chord with $\\angle AOB = ${given}^\\circ$. $C$ is a point on the ${arcEn} arc $AB$. Find $\\angle ACB$.`,
        hi: `$O$ एक वृत्त का केंद्र है और $AB$ एक जीवा है, जिसमें $\\angle AOB = ${given}^\\circ$। $C$ ${arcHi} चाप $AB$ पर एक बिंदु है। $\\angle ACB$ ज्ञात कीजिए।`,
      };
      why =
        kind === 'major-arc'
          ? {
              en: `The angle at the centre is twice the angle on the remaining part of the circle: $\\angle ACB = \\frac{${given}^\\circ}{2} = ${answer}^\\circ$.`,
              hi: `केंद्र पर बना कोण, वृत्त के शेष भाग पर बने कोण का दोगुना होता है: $\\angle ACB = \\frac{${given}^\\circ}{2} = ${answer}^\\circ$।`,
            }
          : {
              en: `A point $D$ on the major arc gives $\\angle ADB = \\frac{${given}^\\circ}{2} = ${theta}^\\circ$. $ACBD$ is a cyclic quadrilateral, so $\\angle ACB = 180^\\circ - ${theta}^\\circ = ${answer}^\\circ$.`,
              hi: `दीर्घ चाप पर कोई बिंदु $D$ लें: $\\angle ADB = \\frac{${given}^\\circ}{2} = ${theta}^\\circ$। $ACBD$ चक्रीय चतुर्भुज है, इसलिए $\\angle ACB = 180^\\circ - ${theta}^\\circ = ${answer}^\\circ$।`,
            };
    } else if (kind === 'base-angle') {
      given = rng.int(20, 85);
      answer = 90 - given;
      wrong = [given, 2 * given, 180 - 2 * given, 90 + given];
      statement = {
        en: `$O$ is the centre of a circle, $AB$ is a chord, and $C$ is a point on the major arc $AB$ with $\\angle ACB = ${given}^\\circ$. Find $\\angle OAB$.`,
        hi: `$O$ एक वृत्त का केंद्र है, $AB$ एक जीवा है, और $C$ दीर्घ चाप $AB$ पर एक बिंदु है जिसमें $\\angle ACB = ${given}^\\circ$। $\\angle OAB$ ज्ञात कीजिए।`,
      };
      why = {
        en: `$\\angle AOB = 2 \\times ${given}^\\circ = ${2 * given}^\\circ$. Triangle $OAB$ is isosceles ($OA = OB$), so $\\angle OAB = \\frac{180^\\circ - ${2 * given}^\\circ}{2} = ${answer}^\\circ$.`,
        hi: `$\\angle AOB = 2 \\times ${given}^\\circ = ${2 * given}^\\circ$। त्रिभुज $OAB$ समद्विबाहु है ($OA = OB$), अतः $\\angle OAB = \\frac{180^\\circ - ${2 * given}^\\circ}{2} = ${answer}^\\circ$।`,
      };
    } else if (kind === 'diameter') {
      given = rng.int(15, 75);
      answer = 90 - given;
      wrong = [given, 180 - given, 2 * given, 90 + given];
      statement = {
        en: `$AB$ is a diameter of a circle and $C$ is a point on the circle. If $\\angle CAB = ${given}^\\circ$, find $\\angle ABC$.`,
        hi: `$AB$ एक वृत्त का व्यास है और $C$ वृत्त पर एक बिंदु है। यदि $\\angle CAB = ${given}^\\circ$, तो $\\angle ABC$ ज्ञात कीजिए।`,
      };
      why = {
        en: `The angle in a semicircle is a right angle, so $\\angle ACB = 90^\\circ$ and $\\angle ABC = 180^\\circ - 90^\\circ - ${given}^\\circ = ${answer}^\\circ$.`,
        hi: `अर्धवृत्त में बना कोण समकोण होता है, इसलिए $\\angle ACB = 90^\\circ$ और $\\angle ABC = 180^\\circ - 90^\\circ - ${given}^\\circ = ${answer}^\\circ$।`,
      };
    } else {
      given = rng.int(50, 140);
      answer = given;
      wrong = [180 - given, given / 2, 90 - given / 2, 2 * given];
      statement = {
        en: `$ABCD$ is a cyclic quadrilateral (vertices in this order on the circle), and side $AB$ is extended beyond $B$ to a point $E$. If $\\angle ADC = ${given}^\\circ$, find $\\angle CBE$.`,
        hi: `$ABCD$ एक चक्रीय चतुर्भुज है (शीर्ष इसी क्रम में वृत्त पर), और भुजा $AB$ को $B$ से आगे बिंदु $E$ तक बढ़ाया गया है। यदि $\\angle ADC = ${given}^\\circ$, तो $\\angle CBE$ ज्ञात कीजिए।`,
      };
      why = {
        en: `Opposite angles of a cyclic quadrilateral add up to $180^\\circ$: $\\angle ABC = 180^\\circ - ${given}^\\circ = ${180 - given}^\\circ$. Then $\\angle CBE = 180^\\circ - \\angle ABC = ${answer}^\\circ$ (the exterior angle equals the interior opposite angle).`,
        hi: `चक्रीय चतुर्भुज के सम्मुख कोणों का योग $180^\\circ$ होता है: $\\angle ABC = 180^\\circ - ${given}^\\circ = ${180 - given}^\\circ$। फिर $\\angle CBE = 180^\\circ - \\angle ABC = ${answer}^\\circ$ (बाह्य कोण अंतः सम्मुख कोण के बराबर होता है)।`,
      };
    }
    const { options, correctIndex } = angleChoiceOptions(rng, answer, wrong);
    const solution = angleSolution(why, answer);
    return {
      title: { en: 'Angles in a circle', hi: 'वृत्त में कोण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [given, answer],
      check() {
        // Put the points on a unit circle and measure the asked angle.
        const O: Pt = [0, 0];
        let value: number;
        if (kind === 'major-arc' || kind === 'minor-arc' || kind === 'base-angle') {
          const half = kind === 'base-angle' ? given : given / 2; // half of angle AOB
          const A = onCircle(-half);
          const B = onCircle(half);
          const C = onCircle(kind === 'minor-arc' ? 0 : 180);
          value = kind === 'base-angle' ? angleAt(A, O, B) : angleAt(C, A, B);
        } else if (kind === 'diameter') {
          const A = onCircle(180);
          const B = onCircle(0);
          const C = onCircle(2 * given); // arc CB at the centre is twice the angle CAB
          value = angleAt(B, A, C);
        } else {
          const A = onCircle(0);
          const B = onCircle(given); // arc ABC (away from D) is twice angle ADC
          const C = onCircle(2 * given);
          const E: Pt = [2 * B[0] - A[0], 2 * B[1] - A[1]];
          value = angleAt(B, C, E);
        }
        return { kind: 'choice', correct: [options.indexOf(degrees(Math.round(value)))] };
      },
    };
  },
};

type ProductKind = 'chords-cd' | 'chords-pd' | 'tangent-pt' | 'tangent-ab';

/** CAT TITA: products of segments: intersecting chords, or a tangent and a secant from one point. */
export const circlesChordProducts: QuestionGenerator = {
  id: 'circles/chord-products',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'GMAT'],
  generate(rng) {
    const kind = rng.pick<ProductKind>(['chords-cd', 'chords-pd', 'tangent-pt', 'tangent-ab']);
    let statement: { en: string; hi: string };
    let lines: { en: string[]; hi: string[] };
    let answer: number;
    let givens: number[];
    let search: () => number;
    if (kind === 'chords-cd' || kind === 'chords-pd') {
      // Build backwards: PA x PB = PC x PD with whole lengths.
      let pa = 0;
      let pb = 0;
      let pc = 0;
      let pd = 0;
      do {
        pa = rng.int(2, 15);
        pb = rng.int(2, 15);
        pc = rng.int(2, 15);
        pd = (pa * pb) / pc;
      } while (!Number.isInteger(pd) || pc === pa || pc === pb || pd > 40);
      const cd = pc + pd;
      answer = kind === 'chords-cd' ? cd : pd;
      givens = [pa, pb, pc];
      const ask = kind === 'chords-cd' ? 'CD' : 'PD';
      statement = {
        en: `Two chords $AB$ and $CD$ of a circle intersect at a point $P$ inside the circle. If $PA = ${pa}$ cm, $PB = ${pb}$ cm and $PC = ${pc}$ cm, find the length of $${ask}$ in cm.`,
        hi: `किसी वृत्त की दो जीवाएँ $AB$ और $CD$ वृत्त के अंदर बिंदु $P$ पर काटती हैं। यदि $PA = ${pa}$ सेमी, $PB = ${pb}$ सेमी और $PC = ${pc}$ सेमी, तो $${ask}$ की लंबाई सेमी में ज्ञात कीजिए।`,
      };
      const base = `$PA \\times PB = PC \\times PD$: $${pa} \\times ${pb} = ${pc} \\times PD$, so $PD = \\frac{${pa * pb}}{${pc}} = ${pd}$`;
      const baseHi = `$PA \\times PB = PC \\times PD$: $${pa} \\times ${pb} = ${pc} \\times PD$, अतः $PD = \\frac{${pa * pb}}{${pc}} = ${pd}$`;
      lines =
        kind === 'chords-cd'
          ? {
              en: [`${base} cm.`, `$CD = PC + PD = ${pc} + ${pd} = ${cd}$ cm.`],
              hi: [`${baseHi} सेमी।`, `$CD = PC + PD = ${pc} + ${pd} = ${cd}$ सेमी।`],
            }
          : { en: [`${base} cm.`], hi: [`${baseHi} सेमी।`] };
      search = () => {
        for (let x = 1; x <= 1000; x++) if (pc * x === pa * pb) return kind === 'chords-cd' ? pc + x : x;
        return Number.NaN;
      };
    } else {
      // Build backwards: PT^2 = PA x PB with PA < PT < PB.
      let pt = 0;
      let pa = 0;
      do {
        pt = rng.int(4, 24);
        pa = rng.int(1, pt - 1);
      } while ((pt * pt) % pa !== 0 || (pt * pt) / pa - pa > 60);
      const pb = (pt * pt) / pa;
      const ab = pb - pa;
      answer = kind === 'tangent-pt' ? pt : ab;
      givens = kind === 'tangent-pt' ? [pa, ab] : [pt, pa];
      const knownEn =
        kind === 'tangent-pt' ? `$PA = ${pa}$ cm and $AB = ${ab}$ cm` : `$PT = ${pt}$ cm and $PA = ${pa}$ cm`;
      const knownHi =
        kind === 'tangent-pt'
          ? `$PA = ${pa}$ सेमी और $AB = ${ab}$ सेमी`
          : `$PT = ${pt}$ सेमी और $PA = ${pa}$ सेमी`;
      const ask = kind === 'tangent-pt' ? 'PT' : 'AB';
      statement = {
        en: `From a point $P$ outside a circle, a tangent $PT$ touches the circle at $T$, and a line through $P$ cuts the circle at $A$ and $B$, with $A$ between $P$ and $B$. If ${knownEn}, find the length of $${ask}$ in cm.`,
        hi: `वृत्त के बाहर स्थित बिंदु $P$ से एक स्पर्श रेखा $PT$ वृत्त को $T$ पर स्पर्श करती है, और $P$ से होकर जाने वाली एक रेखा वृत्त को $A$ और $B$ पर काटती है, जहाँ $A$ बिंदु $P$ और $B$ के बीच है। यदि ${knownHi}, तो $${ask}$ की लंबाई सेमी में ज्ञात कीजिए।`,
      };
      lines =
        kind === 'tangent-pt'
          ? {
              en: [
                `$PB = PA + AB = ${pa} + ${ab} = ${pb}$ cm.`,
                `$PT^2 = PA \\times PB = ${pa} \\times ${pb} = ${pt * pt}$, so $PT = ${pt}$ cm.`,
              ],
              hi: [
                `$PB = PA + AB = ${pa} + ${ab} = ${pb}$ सेमी।`,
                `$PT^2 = PA \\times PB = ${pa} \\times ${pb} = ${pt * pt}$, अतः $PT = ${pt}$ सेमी।`,
              ],
            }
          : {
              en: [
                `$PT^2 = PA \\times PB$: $${pt * pt} = ${pa} \\times PB$, so $PB = ${pb}$ cm.`,
                `$AB = PB - PA = ${pb} - ${pa} = ${ab}$ cm.`,
              ],
              hi: [
                `$PT^2 = PA \\times PB$: $${pt * pt} = ${pa} \\times PB$, अतः $PB = ${pb}$ सेमी।`,
                `$AB = PB - PA = ${pb} - ${pa} = ${ab}$ सेमी।`,
              ],
            };
      search = () => {
        // Try whole lengths for the unknown until the tangent-secant relation holds.
        for (let x = 1; x <= 1000; x++) {
          if (kind === 'tangent-pt' ? x * x === pa * (pa + ab) : pt * pt === pa * (pa + x)) return x;
        }
        return Number.NaN;
      };
    }
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer} cm**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer} सेमी**`].join('\n\n'),
    };
    return {
      title: { en: 'Products of chord segments', hi: 'जीवा के खंडों का गुणनफल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [...givens, answer],
      check() {
        return { kind: 'numeric', value: search(), tolerance: 0 };
      },
    };
  },
};

type TangentKind = 'direct' | 'transverse' | 'distance';

/** Length of a direct or transverse common tangent of two circles (or the distance between centres). */
export const circlesCommonTangent: QuestionGenerator = {
  id: 'circles/common-tangent',
  topic: 'circles',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const kind = rng.pick<TangentKind>(['direct', 'direct', 'transverse', 'transverse', 'distance']);
    const transverse = kind === 'transverse' || (kind === 'distance' && rng.next() < 0.5);
    let r1 = 0;
    let r2 = 0;
    let d = 0;
    let L = 0;
    // Build backwards from a right triangle: L^2 + (r1 -/+ r2)^2 = d^2.
    for (;;) {
      const [leg1, leg2, hyp] = rng.pick(TRIPLES);
      if (hyp > 50) continue;
      L = leg1;
      d = hyp;
      if (transverse) {
        r2 = rng.int(2, leg2 - 2);
        r1 = leg2 - r2;
      } else {
        r2 = rng.int(2, 20);
        r1 = r2 + leg2;
        if (r1 + r2 >= d) continue; // keep the circles apart so both kinds of tangent exist
      }
      if (r1 > r2 && r2 > 0) break;
    }
    const word = transverse
      ? { en: 'transverse common tangent', hi: 'अनुप्रस्थ (तिर्यक) उभयनिष्ठ स्पर्श रेखा' }
      : { en: 'direct common tangent', hi: 'सीधी (अनुस्पर्श) उभयनिष्ठ स्पर्श रेखा' };
    const combo = transverse ? r1 + r2 : r1 - r2;
    const sign = transverse ? '+' : '-';
    const otherCombo = transverse ? r1 - r2 : r1 + r2;
    const answer = kind === 'distance' ? d : L;
    const wrong =
      kind === 'distance'
        ? [Math.sqrt(L * L + otherCombo * otherCombo), L + combo, Math.sqrt(L * L - combo * combo), L + r1]
        : [Math.sqrt(d * d - otherCombo * otherCombo), d - combo, Math.sqrt(d * d + combo * combo), d - r1];
    const { options, correctIndex } = unitChoiceOptions(rng, answer, wholePositive(wrong), CM);
    const statement =
      kind === 'distance'
        ? {
            en: `Two circles have radii ${r1} cm and ${r2} cm, and the length of a ${word.en} to them is ${L} cm. Find the distance between their centres.`,
            hi: `दो वृत्तों की त्रिज्याएँ ${r1} सेमी और ${r2} सेमी हैं, और उनकी ${word.hi} की लंबाई ${L} सेमी है। उनके केंद्रों के बीच की दूरी ज्ञात कीजिए।`,
          }
        : {
            en: `Two circles of radii ${r1} cm and ${r2} cm have their centres ${d} cm apart. Find the length of a ${word.en} to the two circles.`,
            hi: `${r1} सेमी और ${r2} सेमी त्रिज्या वाले दो वृत्तों के केंद्रों के बीच की दूरी ${d} सेमी है। दोनों वृत्तों की ${word.hi} की लंबाई ज्ञात कीजिए।`,
          };
    const formula = `L = \\sqrt{d^2 - (r_1 ${sign} r_2)^2}`;
    const work =
      kind === 'distance'
        ? `${L}^2 = d^2 - (${r1} ${sign} ${r2})^2 \\Rightarrow d^2 = ${L * L} + ${combo * combo} = ${d * d} \\Rightarrow d = ${d}`
        : `L = \\sqrt{${d}^2 - (${r1} ${sign} ${r2})^2} = \\sqrt{${d * d} - ${combo * combo}} = \\sqrt{${L * L}} = ${L}`;
    const solution = {
      en: [
        `For the ${word.en}: $${formula}$ (${transverse ? 'sum' : 'difference'} of the radii).`,
        `$${work}$.`,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        `${word.hi} के लिए: $${formula}$ (त्रिज्याओं का ${transverse ? 'योग' : 'अंतर'})।`,
        `$${work}$।`,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Common tangent of two circles', hi: 'दो वृत्तों की उभयनिष्ठ स्पर्श रेखा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [r1, r2, kind === 'distance' ? L : d, answer],
      check() {
        // Construct the tangent: centres (0,0) and (D,0); a unit normal n with n.O1 - c = r1, n.O2 - c = -/+ r2.
        const length = (D: number) => {
          const nx = transverse ? -(r1 + r2) / D : (r2 - r1) / D;
          const ny = Math.sqrt(1 - nx * nx);
          const t1: Pt = [-r1 * nx, -r1 * ny];
          const t2: Pt = transverse ? [D + r2 * nx, r2 * ny] : [D - r2 * nx, -r2 * ny];
          return Math.hypot(t1[0] - t2[0], t1[1] - t2[1]);
        };
        const index =
          kind === 'distance'
            ? options.findIndex((o) => Math.abs(length(Number.parseInt(englishText(o), 10)) - L) < 1e-6)
            : options.findIndex((o) => englishText(o) === `${Math.round(length(d))} cm`);
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
