import type { QuestionGenerator } from '../../generator.js';
import {
  angleChoiceOptions,
  angleSolution,
  englishText,
  showableDistractors,
  unitChoiceOptions,
} from './answer-formats.js';

const CM = { en: 'cm', hi: 'सेमी' };

/** Right triangles with whole sides, hypotenuse up to 65, as [leg, leg, hypotenuse]. */
const TRIPLES: [number, number, number][] = [];
for (let p = 1; p <= 65; p++) {
  for (let q = 1; q <= 65; q++) {
    const h = Math.sqrt(p * p + q * q);
    if (Number.isInteger(h) && h <= 65) TRIPLES.push([p, q, h]);
  }
}

type TangentAsk = 'tangent' | 'radius' | 'distance';

/** Tangent from an external point: radius, tangent length and distance to the centre. */
export const circlesTangentLength: QuestionGenerator = {
  id: 'circles/tangent-length',
  topic: 'circles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    const [r, t, d] = rng.pick(TRIPLES);
    const ask = rng.pick<TangentAsk>(['tangent', 'tangent', 'radius', 'distance']);
    const answer = ask === 'tangent' ? t : ask === 'radius' ? r : d;
    const wrong =
      ask === 'tangent'
        ? [d - r, Math.sqrt(d * d + r * r), d + r, (d + r) / 2] // subtracts lengths, adds squares…
        : ask === 'radius'
          ? [d - t, Math.sqrt(d * d + t * t), (d + t) / 2, d + t]
          : [r + t, Math.sqrt(Math.abs(t * t - r * r)), t - r, 2 * r];
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      showableDistractors(wrong).filter((w) => Number.isInteger(w)),
      CM,
    );
    const statement = {
      tangent: {
        en: `A point $P$ is ${d} cm from the centre of a circle of radius ${r} cm. Find the length of the tangent drawn from $P$ to the circle.`,
        hi: `बिंदु $P$, ${r} सेमी त्रिज्या वाले वृत्त के केंद्र से ${d} सेमी दूर है। $P$ से वृत्त पर खींची गई स्पर्श रेखा की लंबाई ज्ञात कीजिए।`,
      },
      radius: {
        en: `The tangent drawn to a circle from a point $P$ is ${t} cm long, and $P$ is ${d} cm from the centre. Find the radius of the circle.`,
        hi: `एक बिंदु $P$ से वृत्त पर खींची गई स्पर्श रेखा ${t} सेमी लंबी है, और $P$ केंद्र से ${d} सेमी दूर है। वृत्त की त्रिज्या ज्ञात कीजिए।`,
      },
      distance: {
        en: `The tangent drawn from a point $P$ to a circle of radius ${r} cm is ${t} cm long. How far is $P$ from the centre?`,
        hi: `एक बिंदु $P$ से ${r} सेमी त्रिज्या वाले वृत्त पर खींची गई स्पर्श रेखा ${t} सेमी लंबी है। $P$ की केंद्र से दूरी कितनी है?`,
      },
    }[ask];
    const work =
      ask === 'tangent'
        ? `PT = \\sqrt{${d}^2 - ${r}^2} = \\sqrt{${d * d - r * r}} = ${t}`
        : ask === 'radius'
          ? `r = \\sqrt{${d}^2 - ${t}^2} = \\sqrt{${d * d - t * t}} = ${r}`
          : `OP = \\sqrt{${r}^2 + ${t}^2} = \\sqrt{${r * r + t * t}} = ${d}`;
    const solution = {
      en: [
        'The radius to the point of contact $T$ is perpendicular to the tangent, so $OTP$ is a right triangle with hypotenuse $OP$: $OP^2 = OT^2 + PT^2$.',
        `$${work}$ cm.`,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        'स्पर्श बिंदु $T$ तक की त्रिज्या स्पर्श रेखा पर लंब होती है, इसलिए $OTP$ एक समकोण त्रिभुज है जिसका कर्ण $OP$ है: $OP^2 = OT^2 + PT^2$।',
        `$${work}$ सेमी।`,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Length of a tangent from a point', hi: 'बाह्य बिंदु से स्पर्श रेखा की लंबाई' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [answer],
      check() {
        // Coordinates: centre at the origin, P on the x-axis; the point of contact sees OP at acos(r / d).
        const find = (radius: number, dist: number) => {
          const angle = Math.acos(radius / dist);
          const T = [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
          return Math.hypot(dist - T[0], T[1]);
        };
        const index = options.findIndex((o) => {
          const v = Number.parseFloat(englishText(o));
          if (ask === 'tangent') return Math.abs(find(r, d) - v) < 1e-6;
          if (ask === 'radius') return v < d && Math.abs(find(v, d) - t) < 1e-6;
          return v > r && Math.abs(find(r, v) - t) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

type Given = 'radius' | 'diameter' | 'circumference' | 'area';

/** Two circles that touch: the distance between centres is the sum or the difference of the radii. */
export const circlesTouchingCircles: QuestionGenerator = {
  id: 'circles/touching-circles',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const given = rng.pick<Given>(['radius', 'diameter', 'circumference', 'area']);
    // Circumferences and areas with π = 22/7 are whole when the radius is a multiple of 7.
    const step = given === 'circumference' || given === 'area' ? 7 : 1;
    const r1 = step * rng.int(1, step === 7 ? 5 : 20);
    let r2 = r1;
    while (r2 === r1) r2 = step * rng.int(1, step === 7 ? 5 : 20);
    const external = rng.next() < 0.5;
    const answer = external ? r1 + r2 : Math.abs(r1 - r2);
    const describe = (r: number) =>
      given === 'radius'
        ? { en: `radius ${r} cm`, hi: `त्रिज्या ${r} सेमी` }
        : given === 'diameter'
          ? { en: `diameter ${2 * r} cm`, hi: `व्यास ${2 * r} सेमी` }
          : given === 'circumference'
            ? { en: `circumference ${(44 * r) / 7} cm`, hi: `परिधि ${(44 * r) / 7} सेमी` }
            : { en: `area ${(22 * r * r) / 7} cm²`, hi: `क्षेत्रफल ${(22 * r * r) / 7} वर्ग सेमी` };
    const [d1, d2] = [describe(r1), describe(r2)];
    const wrong = [
      external ? Math.abs(r1 - r2) : r1 + r2, // touching the other way
      2 * answer, // works with diameters throughout
      given === 'diameter' ? answer * 2 : answer / 2,
      answer + 7,
    ];
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      showableDistractors(wrong).filter((w) => Number.isInteger(w)),
      CM,
    );
    const how = external
      ? { en: 'touch each other externally', hi: 'एक-दूसरे को बाहर से स्पर्श करते हैं' }
      : { en: 'touch each other internally', hi: 'एक-दूसरे को अंदर से स्पर्श करते हैं' };
    const pi = given === 'circumference' || given === 'area' ? ' (take $\\pi = \\frac{22}{7}$)' : '';
    const piHi = given === 'circumference' || given === 'area' ? ' ($\\pi = \\frac{22}{7}$ लें)' : '';
    // त्रिज्या and परिधि are feminine (की), व्यास and क्षेत्रफल masculine (का).
    const of = given === 'radius' || given === 'circumference' ? 'की' : 'का';
    const statement = {
      en: `Two circles, one of ${d1.en} and the other of ${d2.en}, ${how.en}. Find the distance between their centres${pi}.`,
      hi: `दो वृत्त, एक ${of} ${d1.hi} और दूसरे ${of} ${d2.hi}, ${how.hi}। उनके केंद्रों के बीच की दूरी ज्ञात कीजिए${piHi}।`,
    };
    const radiusWork = (r: number) =>
      given === 'radius'
        ? `${r}`
        : given === 'diameter'
          ? `\\frac{${2 * r}}{2} = ${r}`
          : given === 'circumference'
            ? `\\frac{${(44 * r) / 7}}{2 \\times \\frac{22}{7} } = ${r}`
            : `\\sqrt{\\frac{${(22 * r * r) / 7}}{\\frac{22}{7} } } = \\sqrt{${r * r}} = ${r}`;
    const rule = external ? `${r1} + ${r2}` : `${Math.max(r1, r2)} - ${Math.min(r1, r2)}`;
    const solution = {
      en: [
        `Radii: $r_1 = ${radiusWork(r1)}$ cm and $r_2 = ${radiusWork(r2)}$ cm.`,
        external
          ? `Circles touching externally have the point of contact between the centres, so the distance is the sum of the radii: $${rule} = ${answer}$ cm.`
          : `Circles touching internally have the centres on the same side of the point of contact, so the distance is the difference of the radii: $${rule} = ${answer}$ cm.`,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        `त्रिज्याएँ: $r_1 = ${radiusWork(r1)}$ सेमी और $r_2 = ${radiusWork(r2)}$ सेमी।`,
        external
          ? `बाहर से स्पर्श करने वाले वृत्तों में स्पर्श बिंदु दोनों केंद्रों के बीच होता है, इसलिए दूरी त्रिज्याओं का योग है: $${rule} = ${answer}$ सेमी।`
          : `अंदर से स्पर्श करने वाले वृत्तों में दोनों केंद्र स्पर्श बिंदु के एक ही ओर होते हैं, इसलिए दूरी त्रिज्याओं का अंतर है: $${rule} = ${answer}$ सेमी।`,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Distance between centres of touching circles', hi: 'स्पर्श करते वृत्तों के केंद्रों की दूरी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: given === 'radius' || given === 'diameter' ? 40 : 70,
      numbers: [answer],
      check() {
        // Recover each radius from what is given, then find the centre distance at which the two
        // circles meet in exactly one point (one common point: d = r1 + r2 or d = |r1 − r2|).
        const radiusOf = (r: number) => {
          if (given === 'radius') return r;
          if (given === 'diameter') return (2 * r) / 2;
          if (given === 'circumference') return (44 * r) / 7 / (2 * (22 / 7));
          return Math.sqrt((22 * r * r) / 7 / (22 / 7));
        };
        const [a, b] = [radiusOf(r1), radiusOf(r2)];
        const index = options.findIndex((o) => {
          const dist = Number.parseFloat(englishText(o));
          // Touching means the circles' equations have one common point: |a − b| or a + b, by side.
          const touchesOutside = Math.abs(dist - (a + b)) < 1e-9;
          const touchesInside = Math.abs(dist - Math.abs(a - b)) < 1e-9;
          return external ? touchesOutside : touchesInside;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

type SegmentAsk = 'alternate' | 'centre' | 'radius-chord' | 'other-segment';

/** Alternate segment theorem: the tangent–chord angle equals the angle in the other segment. */
export const circlesAlternateSegment: QuestionGenerator = {
  id: 'circles/alternate-segment',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'CUET', 'RRB NTPC'],
  count: 40,
  generate(rng) {
    const theta = rng.int(20, 80); // angle between the tangent at A and the chord AB (acute)
    const ask = rng.pick<SegmentAsk>(['alternate', 'centre', 'radius-chord', 'other-segment']);
    const answer =
      ask === 'alternate'
        ? theta
        : ask === 'centre'
          ? 2 * theta
          : ask === 'radius-chord'
            ? 90 - theta
            : 180 - theta;
    const wrong = [
      theta, // the tangent–chord angle itself
      2 * theta, // the angle at the centre
      90 - theta, // the angle between radius and chord
      180 - theta, // the angle in the minor segment
      180 - 2 * theta, // the base angles of OAB taken for the answer
      theta / 2,
    ].filter((w) => w !== answer);
    const { options, correctIndex } = angleChoiceOptions(rng, answer, wrong);
    const target = {
      alternate: {
        en: `$C$ is a point on the major arc $AB$. Find $\\angle ACB$.`,
        hi: `$C$ दीर्घ चाप $AB$ पर एक बिंदु है। $\\angle ACB$ ज्ञात कीजिए।`,
      },
      centre: {
        en: `$O$ is the centre of the circle. Find $\\angle AOB$.`,
        hi: `$O$ वृत्त का केंद्र है। $\\angle AOB$ ज्ञात कीजिए।`,
      },
      'radius-chord': {
        en: `$O$ is the centre of the circle. Find $\\angle OAB$.`,
        hi: `$O$ वृत्त का केंद्र है। $\\angle OAB$ ज्ञात कीजिए।`,
      },
      'other-segment': {
        en: `$D$ is a point on the minor arc $AB$. Find $\\angle ADB$.`,
        hi: `$D$ लघु चाप $AB$ पर एक बिंदु है। $\\angle ADB$ ज्ञात कीजिए।`,
      },
    }[ask];
    const statement = {
      en: `$PQ$ is the tangent to a circle at $A$, and $AB$ is a chord with $\\angle BAQ = ${theta}^\\circ$ (the angle on the side of the minor arc $AB$). ${target.en}`,
      hi: `$PQ$ किसी वृत्त के बिंदु $A$ पर स्पर्श रेखा है, और $AB$ एक जीवा है जिसके लिए $\\angle BAQ = ${theta}^\\circ$ (लघु चाप $AB$ की ओर का कोण)। ${target.hi}`,
    };
    const work = {
      alternate: {
        en: `Alternate segment theorem: the angle between the tangent and the chord equals the angle in the alternate segment, so $\\angle ACB = \\angle BAQ = ${theta}^\\circ$.`,
        hi: `एकांतर वृत्तखंड प्रमेय: स्पर्श रेखा और जीवा के बीच का कोण एकांतर वृत्तखंड के कोण के बराबर होता है, अतः $\\angle ACB = \\angle BAQ = ${theta}^\\circ$।`,
      },
      centre: {
        en: `The angle in the alternate segment is $${theta}^\\circ$, and the angle at the centre is twice it: $\\angle AOB = 2 \\times ${theta}^\\circ = ${answer}^\\circ$.`,
        hi: `एकांतर वृत्तखंड का कोण $${theta}^\\circ$ है, और केंद्र पर बना कोण इसका दोगुना है: $\\angle AOB = 2 \\times ${theta}^\\circ = ${answer}^\\circ$।`,
      },
      'radius-chord': {
        en: `The radius $OA$ is perpendicular to the tangent, so $\\angle OAB = 90^\\circ - ${theta}^\\circ = ${answer}^\\circ$.`,
        hi: `त्रिज्या $OA$ स्पर्श रेखा पर लंब है, अतः $\\angle OAB = 90^\\circ - ${theta}^\\circ = ${answer}^\\circ$।`,
      },
      'other-segment': {
        en: `The angle in the major segment is $${theta}^\\circ$ (alternate segment theorem), and $ADBC$ is cyclic for any $C$ on the major arc, so $\\angle ADB = 180^\\circ - ${theta}^\\circ = ${answer}^\\circ$.`,
        hi: `दीर्घ वृत्तखंड का कोण $${theta}^\\circ$ है (एकांतर वृत्तखंड प्रमेय), और दीर्घ चाप के किसी बिंदु $C$ के साथ $ADBC$ चक्रीय चतुर्भुज है, अतः $\\angle ADB = 180^\\circ - ${theta}^\\circ = ${answer}^\\circ$।`,
      },
    }[ask];
    return {
      title: { en: 'Tangent and chord: alternate segment', hi: 'स्पर्श रेखा और जीवा: एकांतर वृत्तखंड' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: angleSolution(work, answer),
      expectedSeconds: 50,
      numbers: [theta, answer],
      check() {
        // Unit circle, A at (0, −1) with the tangent y = −1 and Q towards +x; B on the circle at an
        // angle theta from AQ; C at the top of the circle, D on the minor arc; measure the angle.
        const rad = (x: number) => (x * Math.PI) / 180;
        const A = [0, -1] as const;
        // The chord at angle theta to the tangent ends at the point of the circle at −90° + 2θ.
        const B = [Math.cos(rad(-90 + 2 * theta)), Math.sin(rad(-90 + 2 * theta))] as const;
        const C = [Math.cos(rad(90 + theta)), Math.sin(rad(90 + theta))] as const;
        const D = [Math.cos(rad(-90 + theta)), Math.sin(rad(-90 + theta))] as const;
        const O = [0, 0] as const;
        const angle = (x: readonly number[], p: readonly number[], q: readonly number[]) => {
          const u = [(p[0] ?? 0) - (x[0] ?? 0), (p[1] ?? 0) - (x[1] ?? 0)];
          const v = [(q[0] ?? 0) - (x[0] ?? 0), (q[1] ?? 0) - (x[1] ?? 0)];
          const cos =
            ((u[0] ?? 0) * (v[0] ?? 0) + (u[1] ?? 0) * (v[1] ?? 0)) /
            (Math.hypot(u[0] ?? 0, u[1] ?? 0) * Math.hypot(v[0] ?? 0, v[1] ?? 0));
          return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
        };
        const value =
          ask === 'alternate'
            ? angle(C, A, B)
            : ask === 'centre'
              ? angle(O, A, B)
              : ask === 'radius-chord'
                ? angle(A, O, B)
                : angle(D, A, B);
        return { kind: 'choice', correct: [options.indexOf(`${Math.round(value)}°`)] };
      },
    };
  },
};
