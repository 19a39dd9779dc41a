import type { GeneratedQuestion, QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { showableDistractors, textChoiceOptions } from './answer-formats.js';

/** A number with its unit in both languages, e.g. `154 sq m` / `154 वर्ग मी`, or `₹300`. */
export type UnitText = (n: string) => BilingualText;
export const SQ_M: UnitText = (n) => ({ en: `${n} sq m`, hi: `${n} वर्ग मी` });
export const SQ_CM: UnitText = (n) => ({ en: `${n} cm²`, hi: `${n} वर्ग सेमी` });
export const CU_CM: UnitText = (n) => ({ en: `${n} cm³`, hi: `${n} घन सेमी` });
export const CM: UnitText = (n) => ({ en: `${n} cm`, hi: `${n} सेमी` });
export const METRES: UnitText = (n) => ({ en: `${n} m`, hi: `${n} मीटर` });
export const RUPEES: UnitText = (n) => ({ en: `₹${n}`, hi: `₹${n}` });
export const PLAIN: UnitText = (n) => ({ en: n, hi: n });

/** A value rounded to two decimals, as an option shows it. */
const shown = (x: number) => String(Math.round(x * 100) / 100);

/**
 * A single-choice question on a number with a unit: the right value among the mistakes (kept when
 * positive with at most two decimals), worded in both languages; the checker's recomputed value is
 * looked up among the options.
 */
export function unitQuestion(
  rng: Rng,
  q: {
    title: BilingualText;
    statement: BilingualText;
    correct: number;
    mistakes: number[];
    unit: UnitText;
    steps: { en: string[]; hi: string[] };
    seconds: number;
    numbers: number[];
    recompute: () => number;
  },
): GeneratedQuestion {
  const { options: raw, correctIndex } = choiceOptions(
    rng,
    q.correct,
    showableDistractors(q.mistakes),
    shown,
  );
  const answer = q.unit(shown(q.correct));
  return {
    title: q.title,
    type: 'single',
    statement: q.statement,
    options: raw.map(q.unit),
    answer: { kind: 'choice', correct: [correctIndex] },
    solution: {
      en: [...q.steps.en, '', `**Answer: ${answer.en}**`].join('\n\n'),
      hi: [...q.steps.hi, '', `**उत्तर: ${answer.hi}**`].join('\n\n'),
    },
    expectedSeconds: q.seconds,
    numbers: q.numbers,
    check() {
      const v = q.recompute();
      return { kind: 'choice', correct: [raw.findIndex((o) => Math.abs(Number(o) - v) < 0.006)] };
    },
  };
}

/** Signed percent change as option text: `8% increase` / `8% वृद्धि`. */
function changeText(x: number): BilingualText {
  if (x === 0) return { en: 'no change', hi: 'कोई परिवर्तन नहीं' };
  const v = Math.abs(x);
  return x > 0 ? { en: `${v}% increase`, hi: `${v}% वृद्धि` } : { en: `${v}% decrease`, hi: `${v}% कमी` };
}

/** Length and breadth of a rectangle both change by given percents: the percent change of its area. */
export const mensuration2dRectanglePercentChange: QuestionGenerator = {
  id: 'mensuration-2d/rectangle-percent-change',
  topic: 'mensuration-2d',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate(rng) {
    let p = 10;
    let q = -10;
    do {
      p = 5 * rng.int(1, 10) * rng.pick([1, -1]);
      q = 5 * rng.int(1, 10) * rng.pick([1, -1]);
    } while ((p * q) % 100 !== 0 || p + q + (p * q) / 100 === 0 || (p < 0 && q < 0));
    const net = p + q + (p * q) / 100;
    const { options, correctIndex } = textChoiceOptions(
      rng,
      changeText(net).en,
      [
        p + q, // adds the two percents and forgets the product term
        p + q - (p * q) / 100, // the product term with the wrong sign
        -net, // the right size, the wrong direction
        (p * q) / 100, // only the product term
        net + 5,
      ]
        .filter((x) => x !== net)
        .map((x) => changeText(x).en),
    );
    const hiOf = new Map(
      [net, p + q, p + q - (p * q) / 100, -net, (p * q) / 100, net + 5].map((x) => [
        changeText(x).en,
        changeText(x).hi,
      ]),
    );
    const verb = (x: number) =>
      x > 0
        ? { en: `increased by ${x}%`, hi: `${x}% बढ़ाई जाती है` }
        : { en: `decreased by ${-x}%`, hi: `${-x}% घटाई जाती है` };
    const factor = (x: number) => String((100 + x) / 100);
    const product = ((100 + p) * (100 + q)) / 10000;
    const sq = (x: number) => (x < 0 ? `(${x})` : String(x));
    const right = changeText(net);
    return {
      title: { en: 'Area after the sides of a rectangle change', hi: 'भुजाएँ बदलने पर आयत का क्षेत्रफल' },
      type: 'single',
      statement: {
        en: `The length of a rectangle is ${verb(p).en} and its breadth is ${verb(q).en}. What is the percent change in its area?`,
        hi: `एक आयत की लंबाई ${verb(p).hi} और उसकी चौड़ाई ${verb(q).hi}। उसके क्षेत्रफल में कितने प्रतिशत का परिवर्तन होता है?`,
      },
      options: options.map((o) => ({ en: o, hi: hiOf.get(o) ?? o })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `New area $= ${factor(p)} l \\times ${factor(q)} b = ${product}\\,lb$.`,
          `Change $= ${sq(p)} + ${sq(q)} + \\frac{${sq(p)} \\times ${sq(q)}}{100} = ${net}\\%$ (the same as $(${product} - 1) \\times 100$).`,
          '',
          `**Answer: ${right.en}**`,
        ].join('\n\n'),
        hi: [
          `नया क्षेत्रफल $= ${factor(p)} l \\times ${factor(q)} b = ${product}\\,lb$।`,
          `परिवर्तन $= ${sq(p)} + ${sq(q)} + \\frac{${sq(p)} \\times ${sq(q)}}{100} = ${net}\\%$ (यही $(${product} - 1) \\times 100$ है)।`,
          '',
          `**उत्तर: ${right.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [Math.abs(p), Math.abs(q)],
      check() {
        // A 40 × 25 rectangle changed side by side, its area compared with the old one.
        const before = 40 * 25;
        const after = ((40 * (100 + p)) / 100) * ((25 * (100 + q)) / 100);
        const change = Math.round(((after - before) / before) * 10000) / 100;
        return { kind: 'choice', correct: [options.indexOf(changeText(change).en)] };
      },
    };
  },
};

/** Carpet widths (cm). */
const CARPET_WIDTHS = [50, 60, 75, 80, 100, 120, 125, 150];

/** Carpeting a room with a carpet of given width sold by the metre: the cost, or the room's breadth. */
export const mensuration2dCarpetCost: QuestionGenerator = {
  id: 'mensuration-2d/carpet-cost',
  topic: 'mensuration-2d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['cost', 'breadth'] as const);
    let l = 12;
    let b = 9;
    let w = 75;
    do {
      l = rng.int(6, 24);
      b = rng.int(4, l - 1);
      w = rng.pick(CARPET_WIDTHS);
    } while ((l * b * 100) % w !== 0 || (ask === 'breadth' && w === 100));
    const rate = 5 * rng.int(4, 60);
    const length = (l * b * 100) / w;
    const cost = length * rate;
    const wm = w / 100;
    const title = {
      en: 'Carpeting a room: carpet of a given width',
      hi: 'कमरे में कालीन: दी गई चौड़ाई का कालीन',
    };
    const lengthStep = {
      en: `Carpet length $= \\frac{\\text{floor area} }{\\text{carpet width} } = \\frac{${l} \\times ${b}}{${wm}} = ${length}$ m (width ${w} cm $= ${wm}$ m).`,
      hi: `कालीन की लंबाई $= \\frac{\\text{फ़र्श का क्षेत्रफल} }{\\text{कालीन की चौड़ाई} } = \\frac{${l} \\times ${b}}{${wm}} = ${length}$ मीटर (चौड़ाई ${w} सेमी $= ${wm}$ मीटर)।`,
    };
    if (ask === 'cost')
      return unitQuestion(rng, {
        title,
        statement: {
          en: `A room is ${l} m long and ${b} m wide. Its floor is to be covered with a carpet ${w} cm wide that costs ₹${rate} per metre. What is the cost of the carpet?`,
          hi: `एक कमरा ${l} मीटर लंबा और ${b} मीटर चौड़ा है। इसके फ़र्श पर ${w} सेमी चौड़ा कालीन बिछाना है, जिसका मूल्य ₹${rate} प्रति मीटर है। कालीन का कुल खर्च कितना होगा?`,
        },
        correct: cost,
        mistakes: [
          l * b * rate, // charges the floor area as if it were the carpet length
          ((l * b) / w) * rate, // the width left in centimetres
          2 * (l + b) * rate, // pays for the perimeter
          cost + 10 * rate,
        ],
        unit: RUPEES,
        steps: {
          en: [lengthStep.en, `Cost $= ${length} \\times ${rate} = ${cost}$ rupees.`],
          hi: [lengthStep.hi, `खर्च $= ${length} \\times ${rate} = ${cost}$ रुपये।`],
        },
        seconds: 60,
        numbers: [l, b, w, rate],
        recompute: () => {
          // Strips laid along the length: (breadth ÷ width) strips, each l metres long.
          const strips = (b * 100) / w;
          return strips * l * rate;
        },
      });
    return unitQuestion(rng, {
      title,
      statement: {
        en: `A room is ${l} m long. Covering its floor with a carpet ${w} cm wide at ₹${rate} per metre costs ₹${cost}. How wide is the room?`,
        hi: `एक कमरा ${l} मीटर लंबा है। इसके फ़र्श पर ₹${rate} प्रति मीटर की दर से ${w} सेमी चौड़ा कालीन बिछाने का खर्च ₹${cost} है। कमरे की चौड़ाई कितनी है?`,
      },
      correct: b,
      mistakes: [
        length / l, // forgets to multiply by the carpet width
        length / l / wm, // divides by the carpet width instead of multiplying
        b * wm, // the width applied to the breadth once more
        b + 1,
        b - 1,
      ],
      unit: METRES,
      steps: {
        en: [
          `Carpet length $= \\frac{${cost}}{${rate}} = ${length}$ m; floor area $= ${length} \\times ${wm} = ${l * b}$ sq m (width ${w} cm $= ${wm}$ m).`,
          `Breadth $= \\frac{${l * b}}{${l}} = ${b}$ m.`,
        ],
        hi: [
          `कालीन की लंबाई $= \\frac{${cost}}{${rate}} = ${length}$ मीटर; फ़र्श का क्षेत्रफल $= ${length} \\times ${wm} = ${l * b}$ वर्ग मी (चौड़ाई ${w} सेमी $= ${wm}$ मीटर)।`,
          `चौड़ाई $= \\frac{${l * b}}{${l}} = ${b}$ मीटर।`,
        ],
      },
      seconds: 75,
      numbers: [l, w, rate, cost],
      recompute: () => {
        // Try breadths in centimetres until the carpet bill matches.
        for (let cm = 1; cm <= 10_000; cm++) if (Math.abs((cm / w) * l * rate - cost) < 1e-6) return cm / 100;
        return -1;
      },
    });
  },
};

/** A circular ring (track or path round a circular park): its area from two circumferences or a radius and width. */
export const mensuration2dRingArea: QuestionGenerator = {
  id: 'mensuration-2d/ring-area',
  topic: 'mensuration-2d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const j = rng.int(1, 8);
    const k = j + rng.int(1, 4);
    const r = 7 * j;
    const R = 7 * k;
    const w = R - r;
    const area = 154 * (k * k - j * j);
    const byCircumference = rng.next() < 0.5;
    const statement = byCircumference
      ? {
          en: `The inner and outer circumferences of a circular running track are ${44 * j} m and ${44 * k} m. Find the area of the track. (use π = 22/7)`,
          hi: `एक वृत्ताकार दौड़ पथ की भीतरी और बाहरी परिधियाँ ${44 * j} मीटर और ${44 * k} मीटर हैं। पथ का क्षेत्रफल ज्ञात कीजिए। (π = 22/7 लें)`,
        }
      : {
          en: `A circular park of radius ${r} m has a path ${w} m wide running round it on the outside. Find the area of the path. (use π = 22/7)`,
          hi: `${r} मीटर त्रिज्या वाले एक वृत्ताकार पार्क के चारों ओर बाहर की तरफ़ ${w} मीटर चौड़ा रास्ता है। रास्ते का क्षेत्रफल ज्ञात कीजिए। (π = 22/7 लें)`,
        };
    const radii = byCircumference
      ? {
          en: `$2\\pi r = ${44 * j}$ gives $r = \\frac{${44 * j} \\times 7}{44} = ${r}$ m; likewise $R = ${R}$ m.`,
          hi: `$2\\pi r = ${44 * j}$ से $r = \\frac{${44 * j} \\times 7}{44} = ${r}$ मीटर; इसी तरह $R = ${R}$ मीटर।`,
        }
      : {
          en: `Inner radius $r = ${r}$ m, outer radius $R = ${r} + ${w} = ${R}$ m.`,
          hi: `भीतरी त्रिज्या $r = ${r}$ मीटर, बाहरी त्रिज्या $R = ${r} + ${w} = ${R}$ मीटर।`,
        };
    const work = `\\pi(R^2 - r^2) = \\frac{22}{7}(${R} + ${r})(${R} - ${r}) = \\frac{22}{7} \\times ${R + r} \\times ${w} = ${area}`;
    return unitQuestion(rng, {
      title: { en: 'Area of a circular ring', hi: 'वृत्ताकार वलय का क्षेत्रफल' },
      statement,
      correct: area,
      mistakes: [
        154 * (k - j) * (k - j), // squares the width: π(R − r)²
        154 * k * k, // the outer circle only
        308 * (k - j) * (k - j), // difference of circumferences times the width
        154 * (k * k + j * j), // adds the two circles
      ],
      unit: SQ_M,
      steps: {
        en: [radii.en, `Area of the ring $= ${work}$ sq m.`],
        hi: [radii.hi, `वलय का क्षेत्रफल $= ${work}$ वर्ग मी।`],
      },
      seconds: 60,
      numbers: byCircumference ? [44 * j, 44 * k] : [r, w],
      recompute: () => {
        // The ring unrolled: its middle circumference times its width (π = 22/7).
        const inner = byCircumference ? (44 * j * 7) / 44 : r;
        const outer = byCircumference ? (44 * k * 7) / 44 : r + w;
        return 2 * (22 / 7) * ((inner + outer) / 2) * (outer - inner);
      },
    });
  },
};

/** A wire bent into a square is re-bent into a circle (or back): the other figure's area. */
export const mensuration2dWireSquareCircle: QuestionGenerator = {
  id: 'mensuration-2d/wire-square-to-circle',
  topic: 'mensuration-2d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    // Square side 11m and circle radius 7m have the same perimeter 44m (π = 22/7).
    const m = rng.int(1, 20);
    const side = 11 * m;
    const r = 7 * m;
    const per = 44 * m;
    const square = side * side;
    const circle = 154 * m * m;
    const ask = rng.pick(['circle', 'square', 'difference'] as const);
    const given =
      ask === 'square'
        ? {
            en: `A wire bent into a circle encloses an area of ${circle} cm². The same wire is straightened and bent into a square.`,
            hi: `एक तार को मोड़कर वृत्त बनाया गया है, जिसका क्षेत्रफल ${circle} वर्ग सेमी है। उसी तार को सीधा करके वर्ग के आकार में मोड़ा जाता है।`,
          }
        : {
            en: `A wire bent into a square encloses an area of ${square} cm². The same wire is straightened and bent into a circle.`,
            hi: `एक तार को मोड़कर वर्ग बनाया गया है, जिसका क्षेत्रफल ${square} वर्ग सेमी है। उसी तार को सीधा करके वृत्त के आकार में मोड़ा जाता है।`,
          };
    const question = {
      circle: { en: 'Find the area of the circle.', hi: 'वृत्त का क्षेत्रफल ज्ञात कीजिए।' },
      square: { en: 'Find the area of the square.', hi: 'वर्ग का क्षेत्रफल ज्ञात कीजिए।' },
      difference: {
        en: 'By how much does the area of the circle exceed that of the square?',
        hi: 'वृत्त का क्षेत्रफल वर्ग के क्षेत्रफल से कितना अधिक है?',
      },
    }[ask];
    const correct = { circle, square, difference: circle - square }[ask];
    const steps =
      ask === 'square'
        ? {
            en: [
              `$\\frac{22}{7} r^2 = ${circle}$ gives $r^2 = ${r * r}$, $r = ${r}$ cm; wire $= 2 \\times \\frac{22}{7} \\times ${r} = ${per}$ cm.`,
              `Side of the square $= \\frac{${per}}{4} = ${side}$ cm, area $= ${side}^2 = ${square}$ cm².`,
            ],
            hi: [
              `$\\frac{22}{7} r^2 = ${circle}$ से $r^2 = ${r * r}$, $r = ${r}$ सेमी; तार $= 2 \\times \\frac{22}{7} \\times ${r} = ${per}$ सेमी।`,
              `वर्ग की भुजा $= \\frac{${per}}{4} = ${side}$ सेमी, क्षेत्रफल $= ${side}^2 = ${square}$ वर्ग सेमी।`,
            ],
          }
        : {
            en: [
              `Side $= \\sqrt{${square}} = ${side}$ cm, so the wire is $4 \\times ${side} = ${per}$ cm long.`,
              `$2 \\times \\frac{22}{7} r = ${per}$ gives $r = ${r}$ cm; circle $= \\frac{22}{7} \\times ${r}^2 = ${circle}$ cm².`,
              ...(ask === 'difference'
                ? [`Difference $= ${circle} - ${square} = ${circle - square}$ cm².`]
                : []),
            ],
            hi: [
              `भुजा $= \\sqrt{${square}} = ${side}$ सेमी, अतः तार $4 \\times ${side} = ${per}$ सेमी लंबा है।`,
              `$2 \\times \\frac{22}{7} r = ${per}$ से $r = ${r}$ सेमी; वृत्त $= \\frac{22}{7} \\times ${r}^2 = ${circle}$ वर्ग सेमी।`,
              ...(ask === 'difference'
                ? [`अंतर $= ${circle} - ${square} = ${circle - square}$ वर्ग सेमी।`]
                : []),
            ],
          };
    const mistakes = {
      // circle: same area kept; the perimeter taken as πr; the perimeter taken as 4πr
      circle: [square, 4 * circle, circle / 4, circle + square],
      // square: same area kept; side = perimeter ÷ 2; the circle's circumference read as πr
      square: [circle, 4 * square, square / 4, circle - square],
      // difference: the circle's area; the square's area; twice the difference
      difference: [circle, square, 2 * (circle - square), 4 * circle - square],
    }[ask];
    return unitQuestion(rng, {
      title: { en: 'A wire re-bent from a square into a circle', hi: 'वर्ग से वृत्त में दोबारा मोड़ा गया तार' },
      statement: {
        en: `${given.en} ${question.en} (use π = 22/7)`,
        hi: `${given.hi} ${question.hi} (π = 22/7 लें)`,
      },
      correct,
      mistakes,
      unit: SQ_CM,
      steps,
      seconds: 75,
      numbers: [ask === 'square' ? circle : square],
      recompute: () => {
        // Same perimeter: circle area / square area = (P²/4π) / (P²/16) = 4/π = 14/11 with π = 22/7.
        const sq = ask === 'square' ? (circle * 11) / 14 : square;
        const ci = ask === 'square' ? circle : (square * 14) / 11;
        return ask === 'circle' ? ci : ask === 'square' ? sq : ci - sq;
      },
    });
  },
};
