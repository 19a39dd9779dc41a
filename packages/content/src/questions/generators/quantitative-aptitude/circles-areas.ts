import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { englishText, textChoiceOptions, wholePositive } from './answer-formats.js';
import { fractionTex } from './katex-math.js';

type SectorAsk = 'arc' | 'area' | 'perimeter' | 'angle';

/** Sectors (radius a multiple of 7, angle) whose arc or area is whole with π = 22/7. */
const SECTORS: { r: number; theta: number; arc: number; area: number }[] = [];
for (let k = 1; k <= 6; k++) {
  for (const theta of [30, 36, 40, 45, 60, 72, 80, 90, 100, 108, 120, 135, 144, 150, 160, 240, 270, 300]) {
    const r = 7 * k;
    const arc = (44 * r * theta) / (7 * 360);
    const area = (22 * r * r * theta) / (7 * 360);
    if (Number.isInteger(arc) || Number.isInteger(area)) SECTORS.push({ r, theta, arc, area });
  }
}

/** Arc length, sector area or sector perimeter from radius and angle, or the angle from the arc. */
export const circlesArcSector: QuestionGenerator = {
  id: 'circles/arc-sector',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const { r, theta, arc, area } = rng.pick(SECTORS);
    // Ask only for what comes out whole: the area needs a whole area, the rest a whole arc.
    const asks: SectorAsk[] = [
      ...(Number.isInteger(area) ? (['area'] as const) : []),
      ...(Number.isInteger(arc) ? (['arc', 'perimeter', 'angle'] as const) : []),
    ];
    const ask = rng.pick(asks);
    const answer = ask === 'arc' ? arc : ask === 'area' ? area : ask === 'perimeter' ? arc + 2 * r : theta;
    const wrong =
      ask === 'arc'
        ? [arc / 2, 2 * arc, area, arc + 2 * r] // uses πr, uses θ/180, gives the area, adds the radii
        : ask === 'area'
          ? [2 * area, area / 2, arc, (area * 7) / r] // θ/180, half again, the arc, drops one r
          : ask === 'perimeter'
            ? [arc, arc + r, 2 * arc + 2 * r, arc / 2 + 2 * r] // the arc only, one radius, θ/180, πr
            : [theta / 2, 2 * theta, 360 - theta, 180 - theta];
    const unit =
      ask === 'area' ? { en: 'cm²', hi: 'वर्ग सेमी' } : ask === 'angle' ? null : { en: 'cm', hi: 'सेमी' };
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      wholePositive(wrong).filter((w) => ask !== 'angle' || w < 360),
    );
    const options = raw.map((o) =>
      unit ? { en: `${o} ${unit.en}`, hi: `${o} ${unit.hi}` } : { en: `${o}°`, hi: `${o}°` },
    );
    const statement =
      ask === 'angle'
        ? {
            en: `An arc of a circle of radius ${r} cm is ${arc} cm long. Find the angle it subtends at the centre (take $\\pi = \\frac{22}{7}$).`,
            hi: `${r} सेमी त्रिज्या वाले वृत्त का एक चाप ${arc} सेमी लंबा है। केंद्र पर इसके द्वारा बना कोण ज्ञात कीजिए ($\\pi = \\frac{22}{7}$ लें)।`,
          }
        : {
            en: `A sector of a circle of radius ${r} cm has an angle of $${theta}^\\circ$ at the centre. Find ${
              { arc: 'the length of its arc', area: 'its area', perimeter: 'its perimeter' }[ask]
            } (take $\\pi = \\frac{22}{7}$).`,
            hi: `${r} सेमी त्रिज्या वाले वृत्त के एक त्रिज्यखंड का केंद्रीय कोण $${theta}^\\circ$ है। ${
              { arc: 'इसके चाप की लंबाई', area: 'इसका क्षेत्रफल', perimeter: 'इसका परिमाप' }[ask]
            } ज्ञात कीजिए ($\\pi = \\frac{22}{7}$ लें)।`,
          };
    const arcTex = `\\frac{${theta}}{360} \\times 2 \\times \\frac{22}{7} \\times ${r} = ${arc}`;
    const line = {
      arc: { en: `Arc $= ${arcTex}$ cm.`, hi: `चाप $= ${arcTex}$ सेमी।` },
      area: {
        en: `Area $= \\frac{${theta}}{360} \\times \\frac{22}{7} \\times ${r}^2 = ${area}$ cm².`,
        hi: `क्षेत्रफल $= \\frac{${theta}}{360} \\times \\frac{22}{7} \\times ${r}^2 = ${area}$ वर्ग सेमी।`,
      },
      perimeter: {
        en: `Arc $= ${arcTex}$ cm; the perimeter adds the two radii: $${arc} + 2 \\times ${r} = ${arc + 2 * r}$ cm.`,
        hi: `चाप $= ${arcTex}$ सेमी; परिमाप में दोनों त्रिज्याएँ जुड़ती हैं: $${arc} + 2 \\times ${r} = ${arc + 2 * r}$ सेमी।`,
      },
      angle: {
        en: `$\\frac{\\theta}{360} \\times 2 \\times \\frac{22}{7} \\times ${r} = ${arc} \\Rightarrow \\theta = \\frac{${arc} \\times 360}{${(44 * r) / 7}} = ${theta}^\\circ$.`,
        hi: `$\\frac{\\theta}{360} \\times 2 \\times \\frac{22}{7} \\times ${r} = ${arc} \\Rightarrow \\theta = \\frac{${arc} \\times 360}{${(44 * r) / 7}} = ${theta}^\\circ$।`,
      },
    }[ask];
    const shown = englishText(options[correctIndex] ?? '');
    const shownHi = unit ? `${answer} ${unit.hi}` : `${answer}°`;
    const solution = {
      en: [
        'A sector with angle $\\theta$ is the fraction $\\frac{\\theta}{360}$ of the circle: arc $= \\frac{\\theta}{360} \\times 2\\pi r$, area $= \\frac{\\theta}{360} \\times \\pi r^2$.',
        line.en,
        '',
        `**Answer: ${shown}**`,
      ].join('\n\n'),
      hi: [
        'कोण $\\theta$ वाला त्रिज्यखंड वृत्त का $\\frac{\\theta}{360}$ भाग है: चाप $= \\frac{\\theta}{360} \\times 2\\pi r$, क्षेत्रफल $= \\frac{\\theta}{360} \\times \\pi r^2$।',
        line.hi,
        '',
        `**उत्तर: ${shownHi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Arc length and sector area', hi: 'चाप की लंबाई और त्रिज्यखंड का क्षेत्रफल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [r, ask === 'angle' ? arc : theta, answer],
      check() {
        // Area as half the arc times the radius; the angle by trying every whole degree.
        const pi = 22 / 7;
        const arcOf = (t: number) => (2 * pi * r * t) / 360;
        const value =
          ask === 'angle'
            ? (Array.from({ length: 359 }, (_, i) => i + 1).find((t) => Math.abs(arcOf(t) - arc) < 1e-9) ??
              -1)
            : ask === 'area'
              ? (arcOf(theta) * r) / 2
              : ask === 'arc'
                ? arcOf(theta)
                : arcOf(theta) + 2 * r;
        return { kind: 'choice', correct: [raw.indexOf(String(Math.round(value * 100) / 100))] };
      },
    };
  },
};

const PRIMITIVE: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

type RegionAsk = 'outside-incircle' | 'outside-triangle';
type RightGiven = 'legs' | 'leg-hyp' | 'perimeter-hyp';

/** An area `T − kπ` or `kπ − T` as KaTeX, with its value. */
interface PiOption {
  tex: string;
  value: number;
}
const piTerm = (num: number, den: number) => {
  const coef = fractionTex(num, den);
  return coef === '1' ? '\\pi' : `${coef}\\pi`;
};
const minusPi = (t: number, num: number, den: number): PiOption => ({
  tex: `$${t} - ${piTerm(num, den)}$ cm²`,
  value: t - (Math.PI * num) / den,
});
const piMinus = (num: number, den: number, t: number): PiOption => ({
  tex: `$${piTerm(num, den)} - ${t}$ cm²`,
  value: (Math.PI * num) / den - t,
});

/**
 * A right triangle given by two legs, a leg and the hypotenuse, or its perimeter and
 * hypotenuse: the area inside it but outside its incircle, or inside its circumcircle but outside it.
 */
export const circlesRightTriangleRegion: QuestionGenerator = {
  id: 'circles/right-triangle-region',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const [p, q, h] = rng.pick(PRIMITIVE);
    // A (3, 4, 5) triangle is scaled at least twice so that the mistaken areas stay positive.
    const k = rng.int(h === 5 ? 2 : 1, h > 20 ? 2 : 5);
    const [a, b] = rng.shuffle([p * k, q * k]) as [number, number];
    const c = h * k;
    const given = rng.pick<RightGiven>(['legs', 'leg-hyp', 'perimeter-hyp']);
    const ask = rng.pick<RegionAsk>(['outside-incircle', 'outside-triangle']);
    const T = (a * b) / 2;
    const r = (a + b - c) / 2;
    const P = a + b + c;
    const right = ask === 'outside-incircle' ? minusPi(T, r * r, 1) : piMinus(c * c, 4, T);
    const mistakes: PiOption[] =
      ask === 'outside-incircle'
        ? [
            minusPi(T, r * r, 4), // r = area ÷ perimeter (half the true inradius)
            minusPi(T, 2 * r, 1), // the circumference 2πr instead of the area
            minusPi(T, c * c, 4), // the circumcircle's area instead of the incircle's
            minusPi(T, 4 * r * r, 1), // r = x + y − hyp, not halved
            minusPi(2 * T, r * r, 1), // the triangle's area taken as a × b
            minusPi(T, r, 1), // forgets to square the radius
            minusPi(T, 2 * r * r, 1), // takes the circle's area as 2πr²
          ]
        : [
            piMinus(c * c, 1, T), // the hypotenuse taken as the radius
            piMinus(c * c, 2, T), // R² = c² / 2
            piMinus(c * c, 4, 2 * T), // the triangle's area taken as a × b
            piMinus(c, 1, T), // the circumference πc instead of the area
          ];
    const usable = mistakes.filter((m) => m.value > 0);
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right.tex,
      usable.map((m) => m.tex),
    );
    const values = new Map([right, ...usable].map((m) => [m.tex, m.value]));
    const givenText = {
      legs: {
        en: `The two sides containing the right angle of a right-angled triangle are ${a} cm and ${b} cm.`,
        hi: `एक समकोण त्रिभुज की समकोण बनाने वाली भुजाएँ ${a} सेमी और ${b} सेमी हैं।`,
      },
      'leg-hyp': {
        en: `A right-angled triangle has a hypotenuse of ${c} cm and one other side of ${a} cm.`,
        hi: `एक समकोण त्रिभुज का कर्ण ${c} सेमी और एक अन्य भुजा ${a} सेमी है।`,
      },
      'perimeter-hyp': {
        en: `A right-angled triangle has a perimeter of ${P} cm and a hypotenuse of ${c} cm.`,
        hi: `एक समकोण त्रिभुज का परिमाप ${P} सेमी और कर्ण ${c} सेमी है।`,
      },
    }[given];
    const askText =
      ask === 'outside-incircle'
        ? {
            en: 'Find the area of the part of the triangle that lies outside its incircle.',
            hi: 'त्रिभुज के उस भाग का क्षेत्रफल ज्ञात कीजिए जो उसके अंतःवृत्त के बाहर है।',
          }
        : {
            en: 'Find the area of the part of its circumcircle that lies outside the triangle.',
            hi: 'इसके परिवृत्त के उस भाग का क्षेत्रफल ज्ञात कीजिए जो त्रिभुज के बाहर है।',
          };
    const statement = { en: `${givenText.en} ${askText.en}`, hi: `${givenText.hi} ${askText.hi}` };
    const sides = {
      legs: {
        en: `Hypotenuse $= \\sqrt{${a}^2 + ${b}^2} = ${c}$ cm; area $= \\frac{1}{2} \\times ${a} \\times ${b} = ${T}$ cm².`,
        hi: `कर्ण $= \\sqrt{${a}^2 + ${b}^2} = ${c}$ सेमी; क्षेत्रफल $= \\frac{1}{2} \\times ${a} \\times ${b} = ${T}$ वर्ग सेमी।`,
      },
      'leg-hyp': {
        en: `Third side $= \\sqrt{${c}^2 - ${a}^2} = ${b}$ cm; area $= \\frac{1}{2} \\times ${a} \\times ${b} = ${T}$ cm².`,
        hi: `तीसरी भुजा $= \\sqrt{${c}^2 - ${a}^2} = ${b}$ सेमी; क्षेत्रफल $= \\frac{1}{2} \\times ${a} \\times ${b} = ${T}$ वर्ग सेमी।`,
      },
      'perimeter-hyp': {
        en: `With legs $x$ and $y$: $x + y = ${P} - ${c} = ${a + b}$ and $x^2 + y^2 = ${c * c}$, so $2xy = ${a + b}^2 - ${c * c} = ${2 * a * b}$ and the area is $\\frac{xy}{2} = ${T}$ cm².`,
        hi: `भुजाएँ $x$ और $y$ लें: $x + y = ${P} - ${c} = ${a + b}$ और $x^2 + y^2 = ${c * c}$, अतः $2xy = ${a + b}^2 - ${c * c} = ${2 * a * b}$ और क्षेत्रफल $\\frac{xy}{2} = ${T}$ वर्ग सेमी।`,
      },
    }[given];
    const circle =
      ask === 'outside-incircle'
        ? {
            en: `Inradius of a right triangle: $r = \\frac{x + y - \\text{hyp} }{2} = \\frac{${a + b} - ${c}}{2} = ${r}$ cm (also area ÷ semi-perimeter $= \\frac{${T}}{${P / 2}}$). The region is $${T} - \\pi \\times ${r}^2$.`,
            hi: `समकोण त्रिभुज की अंतःत्रिज्या: $r = \\frac{x + y - \\text{कर्ण} }{2} = \\frac{${a + b} - ${c}}{2} = ${r}$ सेमी (या क्षेत्रफल ÷ अर्धपरिमाप $= \\frac{${T}}{${P / 2}}$)। भाग का क्षेत्रफल $${T} - \\pi \\times ${r}^2$ है।`,
          }
        : {
            en: `The hypotenuse is a diameter of the circumcircle (angle in a semicircle), so $R = \\frac{${c}}{2}$ and the circle's area is $\\pi \\times \\frac{${c * c}}{4}$. The region is that less the triangle.`,
            hi: `कर्ण परिवृत्त का व्यास है (अर्धवृत्त में कोण समकोण), अतः $R = \\frac{${c}}{2}$ और वृत्त का क्षेत्रफल $\\pi \\times \\frac{${c * c}}{4}$ है। भाग = यह क्षेत्रफल − त्रिभुज।`,
          };
    const shown = right.tex;
    const solution = {
      en: [sides.en, circle.en, '', `**Answer: ${shown}**`].join('\n\n'),
      hi: [sides.hi, circle.hi, '', `**उत्तर: ${shown.replace('cm²', 'वर्ग सेमी')}**`].join('\n\n'),
    };
    return {
      title: {
        en: 'Right triangle and its incircle or circumcircle',
        hi: 'समकोण त्रिभुज और उसका अंतःवृत्त या परिवृत्त',
      },
      type: 'single',
      statement,
      options: options.map((o) => ({ en: o, hi: o.replace('cm²', 'वर्ग सेमी') })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: given === 'perimeter-hyp' ? [P, c] : given === 'legs' ? [a, b] : [c, a],
      check() {
        // Solve for the legs from what is given (a quadratic for perimeter and hypotenuse), then the
        // inradius as area ÷ semi-perimeter and the circumradius as abc ÷ 4 × area.
        let x = a;
        let y = b;
        if (given === 'leg-hyp') y = Math.sqrt(c * c - a * a);
        if (given === 'perimeter-hyp') {
          const s = P - c;
          const prod = (s * s - c * c) / 2;
          const disc = Math.sqrt(s * s - 4 * prod);
          [x, y] = [(s + disc) / 2, (s - disc) / 2];
        }
        const area = (x * y) / 2;
        const inr = area / ((x + y + c) / 2);
        const circ = (x * y * c) / (4 * area);
        const value = ask === 'outside-incircle' ? area - Math.PI * inr * inr : Math.PI * circ * circ - area;
        const index = options.findIndex((o) => Math.abs((values.get(o) ?? Number.NaN) - value) < 1e-6);
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
