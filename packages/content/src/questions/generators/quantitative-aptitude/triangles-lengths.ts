import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { englishText, showableDistractors, unitChoiceOptions } from './answer-formats.js';

const CM = { en: 'cm', hi: 'सेमी' };
const METRES = { en: 'm', hi: 'मीटर' };

/** Vertex A of a triangle with B = (0, 0) and C = (a, 0), from AB = c and AC = b. */
function apex(a: number, b: number, c: number): [number, number] {
  const x = (c * c - b * b + a * a) / (2 * a);
  return [x, Math.sqrt(Math.max(0, c * c - x * x))];
}

/** The option whose English text is `value` with the unit (value rounded to two decimals). */
function optionOf(options: readonly (string | { en?: string })[], value: number, unit: string): number {
  const v = Math.round(value * 100) / 100;
  return options.findIndex((o) => englishText(o) === `${v} ${unit}`);
}

type BisectorAsk = 'BD' | 'DC' | 'BC';

/** The bisector of angle A cuts BC in the ratio AB : AC: a segment, or BC back from one segment. */
export const trianglesAngleBisectorSegments: QuestionGenerator = {
  id: 'triangles/angle-bisector-segments',
  topic: 'triangles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let p = 2;
    let q = 3;
    let s = 2;
    let m = 1;
    for (let i = 0; i < 200; i++) {
      p = rng.int(1, 9);
      q = rng.int(1, 9);
      s = rng.int(2, 5);
      m = rng.int(1, s - 1);
      // AB = ps, AC = qs, BC = (p + q)m must make a triangle: (p + q)m > |p − q|s (and m < s).
      if (p !== q && gcd(p, q) === 1 && (p + q) * m > Math.abs(p - q) * s && (p + q) * m >= 5) break;
      [p, q, s, m] = [2, 3, 2, 1];
    }
    const c = p * s; // AB
    const b = q * s; // AC
    const a = (p + q) * m; // BC
    const bd = p * m;
    const dc = q * m;
    const ask = rng.pick<BisectorAsk>(['BD', 'DC', 'BC']);
    const answer = ask === 'BD' ? bd : ask === 'DC' ? dc : a;
    const wrong =
      ask === 'BD'
        ? [
            dc, // swaps the ratio: takes BD : DC = AC : AB
            a / 2, // takes D as the midpoint (a median, not a bisector)
            (a * c) / (b - c), // divides by the difference of the sides
            bd + m, // near miss
          ]
        : ask === 'DC'
          ? [
              bd, // swaps the ratio: takes BD : DC = AC : AB
              a / 2, // takes D as the midpoint (a median, not a bisector)
              (a * b) / (c - b), // divides by the difference of the sides
              dc + m,
            ]
          : [
              (bd * b) / c, // finds DC but stops there
              (bd * (c + b)) / b, // uses the ratio upside down for DC
              2 * bd, // takes D as the midpoint
              a + m,
            ];
    // Only lengths that could be read off a real triangle: a segment shorter than BC, BC within the inequality.
    const plausible = (w: number) => (ask === 'BC' ? w > Math.abs(b - c) && w < b + c : w < a);
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      showableDistractors(wrong).filter(plausible),
      CM,
    );
    const givenEn = ask === 'BC' ? `$BD = ${bd}$ cm` : `$BC = ${a}$ cm`;
    const givenHi = ask === 'BC' ? `$BD = ${bd}$ सेमी` : `$BC = ${a}$ सेमी`;
    const statement = {
      en: `In triangle $ABC$, $AB = ${c}$ cm and $AC = ${b}$ cm. The bisector of $\\angle A$ meets $BC$ at $D$, and ${givenEn}. Find the length of $${ask}$.`,
      hi: `त्रिभुज $ABC$ में $AB = ${c}$ सेमी और $AC = ${b}$ सेमी है। $\\angle A$ का समद्विभाजक $BC$ को $D$ पर मिलता है, और ${givenHi} है। $${ask}$ की लंबाई ज्ञात कीजिए।`,
    };
    const rule = `\\frac{BD}{DC} = \\frac{AB}{AC} = \\frac{${c}}{${b}} = \\frac{${p}}{${q}}`;
    const steps =
      ask === 'BC'
        ? {
            en: `$DC = ${bd} \\times \\frac{${q}}{${p}} = ${dc}$ cm, so $BC = ${bd} + ${dc} = ${a}$ cm.`,
            hi: `$DC = ${bd} \\times \\frac{${q}}{${p}} = ${dc}$ सेमी, अतः $BC = ${bd} + ${dc} = ${a}$ सेमी।`,
          }
        : {
            en: `Split $BC = ${a}$ cm in the ratio $${p} : ${q}$: $${ask} = ${a} \\times \\frac{${ask === 'BD' ? p : q}}{${p + q}} = ${answer}$ cm.`,
            hi: `$BC = ${a}$ सेमी को $${p} : ${q}$ में बाँटें: $${ask} = ${a} \\times \\frac{${ask === 'BD' ? p : q}}{${p + q}} = ${answer}$ सेमी।`,
          };
    const solution = {
      en: [
        `Angle bisector theorem: the bisector of $\\angle A$ divides $BC$ in the ratio of the sides around $A$, $${rule}$.`,
        steps.en,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        `कोण समद्विभाजक प्रमेय: $\\angle A$ का समद्विभाजक $BC$ को $A$ की संलग्न भुजाओं के अनुपात में बाँटता है, $${rule}$।`,
        steps.hi,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Angle bisector theorem', hi: 'कोण समद्विभाजक प्रमेय' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 70,
      numbers: [c, b, ask === 'BC' ? bd : a, answer],
      check() {
        // Coordinates: build the triangle, walk along the sum of the unit vectors AB and AC to BC.
        const footOf = (side: number) => {
          const [x, y] = apex(side, b, c);
          const dx = -x / c + (side - x) / b;
          const dy = -y / c - y / b;
          return x + (-y / dy) * dx; // BD
        };
        if (ask !== 'BC') {
          const foot = footOf(a);
          return { kind: 'choice', correct: [optionOf(options, ask === 'BD' ? foot : a - foot, 'cm')] };
        }
        // Try each option as BC: the one whose bisector foot lands at the stated BD.
        const index = options.findIndex((o) => {
          const side = Number.parseFloat(englishText(o));
          return side > Math.abs(b - c) && side < b + c && Math.abs(footOf(side) - bd) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Shadows at the same time of day: a pole and a tower make similar right triangles. */
export const trianglesShadowHeights: QuestionGenerator = {
  id: 'triangles/shadow-heights',
  topic: 'triangles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let u = 1;
    let v = 2;
    do {
      u = rng.int(1, 9);
      v = rng.int(1, 9);
    } while (u === v || gcd(u, v) !== 1 || u > 3 * v || v > 3 * u);
    const r = rng.int(1, 3);
    const h = u * r; // pole height
    const s = v * r; // pole shadow
    let t = rng.int(3, 12);
    while (t === r) t = rng.int(3, 12);
    const H = u * t; // tower height
    const S = v * t; // tower shadow
    const object = rng.pick([
      { en: 'tower', hi: 'मीनार' },
      { en: 'building', hi: 'इमारत' },
      { en: 'water tank', hi: 'पानी की टंकी' },
    ]);
    const askHeight = rng.next() < 0.6;
    const answer = askHeight ? H : S;
    const wrong = askHeight
      ? [
          (S * s) / h, // turns the ratio upside down
          S + h - s, // adds the difference instead of scaling
          (h * S) / (s + h), // divides by height plus shadow
          H + u,
        ]
      : [
          (H * h) / s, // turns the ratio upside down
          H + s - h, // adds the difference instead of scaling
          (H * s) / (s + h),
          S + v,
        ];
    const { options, correctIndex } = unitChoiceOptions(rng, answer, showableDistractors(wrong), METRES);
    const statement = askHeight
      ? {
          en: `A vertical pole ${h} m high casts a shadow ${s} m long. At the same time a ${object.en} casts a shadow ${S} m long. How tall is the ${object.en}?`,
          hi: `${h} मीटर ऊँचा एक ऊर्ध्वाधर खंभा ${s} मीटर लंबी छाया बनाता है। उसी समय एक ${object.hi} की छाया ${S} मीटर लंबी है। ${object.hi} की ऊँचाई कितनी है?`,
        }
      : {
          en: `A vertical pole ${h} m high casts a shadow ${s} m long. How long is the shadow of a ${H} m tall ${object.en} at the same time?`,
          hi: `${h} मीटर ऊँचा एक ऊर्ध्वाधर खंभा ${s} मीटर लंबी छाया बनाता है। उसी समय ${H} मीटर ऊँची ${object.hi} की छाया कितनी लंबी होगी?`,
        };
    const work = askHeight
      ? `\\frac{H}{${S}} = \\frac{${h}}{${s}} \\Rightarrow H = ${S} \\times \\frac{${h}}{${s}} = ${H}`
      : `\\frac{S}{${H}} = \\frac{${s}}{${h}} \\Rightarrow S = ${H} \\times \\frac{${s}}{${h}} = ${S}`;
    const solution = {
      en: [
        'The sun is at the same elevation for both, so each object and its shadow form similar right triangles: height and shadow are in the same ratio.',
        `$${work}$ m.`,
        '',
        `**Answer: ${answer} m**`,
      ].join('\n\n'),
      hi: [
        'दोनों के लिए सूर्य का उन्नयन कोण समान है, इसलिए वस्तु और उसकी छाया समरूप समकोण त्रिभुज बनाते हैं: ऊँचाई और छाया का अनुपात समान रहता है।',
        `$${work}$ मीटर।`,
        '',
        `**उत्तर: ${answer} मीटर**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Heights from shadows', hi: 'छाया से ऊँचाई' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [h, s, askHeight ? S : H, answer],
      check() {
        // The sun's elevation from the pole, then the other object's height or shadow by trigonometry.
        const elevation = Math.atan2(h, s);
        const value = askHeight ? S * Math.tan(elevation) : H / Math.tan(elevation);
        return { kind: 'choice', correct: [optionOf(options, value, 'm')] };
      },
    };
  },
};

/** Triangles (BC, AC, AB) with sides up to 30 whose median from A is whole, not isosceles at A. */
const WHOLE_MEDIANS: { a: number; b: number; c: number; m: number }[] = [];
for (let a = 4; a <= 30; a++) {
  for (let b = 3; b <= 30; b++) {
    for (let c = 3; c < b; c++) {
      if (a >= b + c || b >= a + c) continue;
      const m = Math.sqrt(2 * b * b + 2 * c * c - a * a) / 2;
      if (Number.isInteger(m) && m > 0) WHOLE_MEDIANS.push({ a, b, c, m });
    }
  }
}

/** Apollonius: the median from a vertex from the three sides, or a side back from the median. */
export const trianglesMedianLength: QuestionGenerator = {
  id: 'triangles/median-length',
  topic: 'triangles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, b, c, m } = rng.pick(WHOLE_MEDIANS);
    const inverse = rng.next() < 0.4;
    const answer = inverse ? a : m;
    const wrong = inverse
      ? [
          Math.sqrt(2 * b * b + 2 * c * c - m * m), // forgets that the median is squared four times
          2 * Math.sqrt(b * b + c * c - 2 * m * m), // doubles the wrong half
          Math.sqrt(b * b + c * c - m * m), // drops the factor 2 on the sides
          a + 1,
        ]
      : [
          (b + c) / 2, // averages the two sides
          Math.sqrt(b * b + c * c - (a * a) / 4) / 2, // halves once too often
          Math.sqrt((b * b + c * c) / 2), // forgets the third side
          a / 2, // takes half of BC
          m + 1,
        ];
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      showableDistractors(wrong).filter((w) => Number.isInteger(w)),
      CM,
    );
    const statement = inverse
      ? {
          en: `In triangle $ABC$, $AB = ${c}$ cm, $AC = ${b}$ cm, and the median $AD$ drawn to $BC$ is ${m} cm long. Find $BC$.`,
          hi: `त्रिभुज $ABC$ में $AB = ${c}$ सेमी, $AC = ${b}$ सेमी है, और $BC$ पर खींची गई माध्यिका $AD$ की लंबाई ${m} सेमी है। $BC$ ज्ञात कीजिए।`,
        }
      : {
          en: `In triangle $ABC$, $AB = ${c}$ cm, $AC = ${b}$ cm and $BC = ${a}$ cm. Find the length of the median $AD$ drawn to $BC$.`,
          hi: `त्रिभुज $ABC$ में $AB = ${c}$ सेमी, $AC = ${b}$ सेमी और $BC = ${a}$ सेमी है। $BC$ पर खींची गई माध्यिका $AD$ की लंबाई ज्ञात कीजिए।`,
        };
    const law = 'AB^2 + AC^2 = 2AD^2 + 2BD^2 = 2AD^2 + \\frac{BC^2}{2}';
    const work = inverse
      ? `${c * c} + ${b * b} = 2 \\times ${m * m} + \\frac{BC^2}{2} \\Rightarrow BC^2 = 2 \\times (${b * b + c * c} - ${2 * m * m}) = ${a * a} \\Rightarrow BC = ${a}`
      : `${c * c} + ${b * b} = 2AD^2 + \\frac{${a * a}}{2} \\Rightarrow AD^2 = \\frac{2 \\times ${b * b + c * c} - ${a * a}}{4} = ${m * m} \\Rightarrow AD = ${m}`;
    const solution = {
      en: [
        `Apollonius' theorem ($D$ is the midpoint of $BC$): $${law}$.`,
        `$${work}$ cm.`,
        '',
        `**Answer: ${answer} cm**`,
      ].join('\n\n'),
      hi: [
        `अपोलोनियस प्रमेय ($D$, $BC$ का मध्यबिंदु है): $${law}$।`,
        `$${work}$ सेमी।`,
        '',
        `**उत्तर: ${answer} सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: "Median length by Apollonius' theorem", hi: 'अपोलोनियस प्रमेय से माध्यिका' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [c, b, inverse ? m : a, answer],
      check() {
        // Coordinates: the distance from A to the midpoint of BC, for BC given or for each option.
        const median = (side: number) => {
          const [x, y] = apex(side, b, c);
          return Math.hypot(x - side / 2, y);
        };
        if (!inverse) return { kind: 'choice', correct: [optionOf(options, median(a), 'cm')] };
        const index = options.findIndex((o) => {
          const side = Number.parseFloat(englishText(o));
          return side > b - c && side < b + c && Math.abs(median(side) - m) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
