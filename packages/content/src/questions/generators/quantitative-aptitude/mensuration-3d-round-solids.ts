import type { QuestionGenerator } from '../../generator.js';
import { CM, PLAIN, SQ_CM, type UnitText, unitQuestion } from './mensuration-2d-regions.js';

/** An amount in terms of π: `$36\\pi$ cm²` or cm³. */
const piUnit =
  (en: string, hi: string): UnitText =>
  (n) => ({ en: `$${n}\\pi$ ${en}`, hi: `$${n}\\pi$ ${hi}` });

/** Cones with a radius that is a multiple of 7 and a whole slant height: r = 7j, h, l. */
const CONES: { j: number; h: number; l: number }[] = [];
for (let j = 1; j <= 15; j++) {
  for (let h = 2; h <= 200; h++) {
    const l = Math.hypot(7 * j, h);
    if (Number.isInteger(l)) CONES.push({ j, h, l });
  }
}

/** A cone's curved or total surface area, the slant height found first from the radius and height. */
export const mensuration3dConeSurface: QuestionGenerator = {
  id: 'mensuration-3d/cone-surface-from-height',
  topic: 'mensuration-3d',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const { j, h, l } = rng.pick(CONES);
    const r = 7 * j;
    const ask = rng.pick(['curved', 'total'] as const);
    const curved = 22 * j * l;
    const total = 22 * j * (l + r);
    const correct = ask === 'curved' ? curved : total;
    const what =
      ask === 'curved'
        ? { en: 'curved surface area', hi: 'वक्र पृष्ठीय क्षेत्रफल' }
        : { en: 'total surface area', hi: 'कुल पृष्ठीय क्षेत्रफल' };
    const lStep = `l = \\sqrt{${r}^2 + ${h}^2} = \\sqrt{${r * r + h * h}} = ${l}`;
    const work =
      ask === 'curved'
        ? `\\pi r l = \\frac{22}{7} \\times ${r} \\times ${l} = ${curved}`
        : `\\pi r (l + r) = \\frac{22}{7} \\times ${r} \\times ${l + r} = ${total}`;
    return unitQuestion(rng, {
      title: { en: 'Cone: surface area from radius and height', hi: 'शंकु: त्रिज्या और ऊँचाई से पृष्ठीय क्षेत्रफल' },
      statement: {
        en: `A right circular cone has base radius ${r} cm and height ${h} cm. Find its ${what.en}. (use π = 22/7)`,
        hi: `एक लंब वृत्तीय शंकु के आधार की त्रिज्या ${r} सेमी और ऊँचाई ${h} सेमी है। इसका ${what.hi} ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      correct,
      mistakes:
        ask === 'curved'
          ? [
              22 * j * h, // the height used as the slant height
              total, // adds the base
              2 * curved, // 2πrl, the cylinder's formula
              22 * j * (h + r),
            ]
          : [
              curved, // the base left out
              22 * j * (h + r), // the height used as the slant height
              22 * j * (l + 2 * r), // two bases, as for a cylinder
              2 * curved,
            ],
      unit: SQ_CM,
      steps: {
        en: [
          `Slant height $${lStep}$ cm.`,
          `${what.en[0]?.toUpperCase()}${what.en.slice(1)} $= ${work}$ cm².`,
        ],
        hi: [`तिरछी ऊँचाई $${lStep}$ सेमी।`, `${what.hi} $= ${work}$ वर्ग सेमी।`],
      },
      seconds: 50,
      numbers: [r, h],
      recompute: () => {
        // Unroll the curved surface into a sector of radius l whose arc is the base's circumference.
        const pi = 22 / 7;
        let slant = 0;
        while ((slant + 1) ** 2 <= r * r + h * h) slant++;
        const sector = (2 * pi * r * slant) / 2;
        return ask === 'curved' ? sector : sector + pi * r * r;
      },
    });
  },
};

/**
 * A full hemispherical bowl is emptied into cylindrical bottles: how many bottles are needed (the
 * last one may be only partly filled, so round up).
 */
export const mensuration3dBowlIntoBottles: QuestionGenerator = {
  id: 'mensuration-3d/bowl-into-bottles',
  topic: 'mensuration-3d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let [R, r, h] = [9, 3, 6];
    let n = 0;
    const exact = rng.next() < 0.5;
    do {
      R = rng.int(6, 30);
      r = rng.int(1, Math.floor(R / 3));
      h = rng.int(2, 20);
      n = (2 * R ** 3) / (3 * r * r * h);
    } while (n < 5 || n > 300 || Number.isInteger(n) !== exact);
    const need = Math.ceil(n);
    const bowl = (2 * R ** 3) / 3;
    const bottle = r * r * h;
    const bowlTex = Number.isInteger(bowl) ? `${bowl}\\pi` : `\\frac{${2 * R ** 3}}{3}\\pi`;
    return unitQuestion(rng, {
      title: { en: 'Emptying a hemispherical bowl into bottles', hi: 'अर्धगोलाकार कटोरे को बोतलों में खाली करना' },
      statement: {
        en: `A hemispherical bowl of internal radius ${R} cm is full of juice. The juice is poured into cylindrical bottles of radius ${r} cm and height ${h} cm. How many bottles are needed to empty the bowl?`,
        hi: `${R} सेमी आंतरिक त्रिज्या वाला एक अर्धगोलाकार कटोरा जूस से भरा है। जूस को ${r} सेमी त्रिज्या और ${h} सेमी ऊँचाई वाली बेलनाकार बोतलों में डाला जाता है। कटोरा खाली करने के लिए कितनी बोतलें चाहिए?`,
      },
      correct: need,
      mistakes: [
        Math.floor(n), // rounds down, leaving juice in the bowl
        Math.ceil(2 * n), // the volume of a whole sphere
        Math.ceil(n / 2), // ⅓πR³ for the hemisphere
        Math.ceil(n / 4), // the bottle's diameter read as its radius
        need + 1,
      ].filter((m) => m !== need),
      unit: PLAIN,
      steps: {
        en: [
          `Bowl $= \\frac{2}{3}\\pi R^3 = \\frac{2}{3}\\pi \\times ${R}^3 = ${bowlTex}$ cm³; bottle $= \\pi r^2 h = \\pi \\times ${r}^2 \\times ${h} = ${bottle}\\pi$ cm³.`,
          Number.isInteger(n)
            ? `Bottles $= \\frac{${bowlTex}}{${bottle}\\pi} = ${n}$, all filled exactly.`
            : `Bottles $= \\frac{${bowlTex}}{${bottle}\\pi} \\approx ${n.toFixed(2)}$: ${Math.floor(n)} bottles are filled and one more takes the rest, so ${need} are needed.`,
        ],
        hi: [
          `कटोरा $= \\frac{2}{3}\\pi R^3 = \\frac{2}{3}\\pi \\times ${R}^3 = ${bowlTex}$ घन सेमी; बोतल $= \\pi r^2 h = \\pi \\times ${r}^2 \\times ${h} = ${bottle}\\pi$ घन सेमी।`,
          Number.isInteger(n)
            ? `बोतलें $= \\frac{${bowlTex}}{${bottle}\\pi} = ${n}$, सभी पूरी भरी हुई।`
            : `बोतलें $= \\frac{${bowlTex}}{${bottle}\\pi} \\approx ${n.toFixed(2)}$: ${Math.floor(n)} बोतलें पूरी भरती हैं और बाकी जूस के लिए एक और चाहिए, अतः ${need} बोतलें चाहिए।`,
        ],
      },
      seconds: 75,
      numbers: [R, r, h],
      recompute: () => {
        // Pour bottle after bottle (true π) until the bowl is empty.
        let left = (2 / 3) * Math.PI * R ** 3;
        const one = Math.PI * r * r * h;
        let count = 0;
        while (left > 1e-9 * one) {
          left -= one;
          count++;
        }
        return count;
      },
    });
  },
};

/** Balls dropped into a cylinder of water: the rise of the level, or how many balls for a rise. */
export const mensuration3dWaterLevelRise: QuestionGenerator = {
  id: 'mensuration-3d/water-level-rise',
  topic: 'mensuration-3d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let [k, r, R] = [9, 1, 3];
    let rise = 0;
    do {
      r = rng.int(1, 6);
      R = rng.int(2 * r, 30);
      k = rng.int(2, 40);
      rise = (4 * k * r ** 3) / (3 * R * R);
    } while (rise < 0.5 || rise > 25 || Math.abs(rise * 100 - Math.round(rise * 100)) > 1e-9);
    const ask = rng.pick(['rise', 'balls'] as const);
    const ball = `\\frac{4}{3}\\pi \\times ${r}^3`;
    const steps = {
      en: [
        `The water rises by the volume of the balls: $${k} \\times ${ball} = \\pi R^2 \\times \\text{rise}$ with $R = ${R}$.`,
        ask === 'rise'
          ? `Rise $= \\frac{4 \\times ${k} \\times ${r ** 3}}{3 \\times ${R * R}} = ${rise}$ cm.`
          : `Balls $= \\frac{3 \\times ${R * R} \\times ${rise}}{4 \\times ${r ** 3}} = ${k}$.`,
      ],
      hi: [
        `पानी गेंदों के आयतन जितना ऊपर उठता है: $${k} \\times ${ball} = \\pi R^2 \\times \\text{वृद्धि}$, जहाँ $R = ${R}$।`,
        ask === 'rise'
          ? `वृद्धि $= \\frac{4 \\times ${k} \\times ${r ** 3}}{3 \\times ${R * R}} = ${rise}$ सेमी।`
          : `गेंदें $= \\frac{3 \\times ${R * R} \\times ${rise}}{4 \\times ${r ** 3}} = ${k}$।`,
      ],
    };
    if (ask === 'balls') {
      steps.en[0] = `The water rises by the volume of the balls: $n \\times ${ball} = \\pi \\times ${R}^2 \\times ${rise}$.`;
      steps.hi[0] = `पानी गेंदों के आयतन जितना ऊपर उठता है: $n \\times ${ball} = \\pi \\times ${R}^2 \\times ${rise}$।`;
    }
    const title = { en: 'Water level after dropping balls', hi: 'गेंदें डालने पर पानी का स्तर' };
    if (ask === 'rise')
      return unitQuestion(rng, {
        title,
        statement: {
          en: `A cylindrical vessel of radius ${R} cm is partly filled with water. ${k} solid iron balls, each of radius ${r} cm, are dropped into it and are fully under water. By how much does the water level rise?`,
          hi: `${R} सेमी त्रिज्या वाले एक बेलनाकार बर्तन में कुछ पानी भरा है। इसमें ${r} सेमी त्रिज्या वाली लोहे की ${k} ठोस गेंदें डाली जाती हैं, जो पूरी तरह पानी में डूब जाती हैं। पानी का स्तर कितना ऊपर उठता है?`,
        },
        correct: rise,
        mistakes: [
          (4 * k * r ** 3) / (R * R), // forgets the 3 in 4/3
          (k * r ** 3) / (R * R), // leaves out 4/3
          (4 * r ** 3) / (3 * R * R), // one ball only
          (4 * k * r ** 3) / (3 * R * R * 4), // the vessel's diameter used as its radius
          (4 * k * r * r) / (3 * R), // squares in place of cubes
        ],
        unit: CM,
        steps,
        seconds: 75,
        numbers: [R, k, r],
        recompute: () => {
          // Drop the balls one at a time, raising the level by each ball's volume over the base.
          let level = 0;
          for (let i = 0; i < k; i++) level += ((4 / 3) * Math.PI * r ** 3) / (Math.PI * R * R);
          return level;
        },
      });
    return unitQuestion(rng, {
      title,
      statement: {
        en: `A cylindrical vessel of radius ${R} cm is partly filled with water. How many solid balls, each of radius ${r} cm, must be dropped into it to raise the water level by ${rise} cm? (The balls stay fully under water.)`,
        hi: `${R} सेमी त्रिज्या वाले एक बेलनाकार बर्तन में कुछ पानी भरा है। पानी का स्तर ${rise} सेमी ऊपर उठाने के लिए ${r} सेमी त्रिज्या वाली कितनी ठोस गेंदें डालनी होंगी? (गेंदें पूरी तरह पानी में डूबी रहती हैं।)`,
      },
      correct: k,
      mistakes: [
        (k * 3) / 4, // forgets the 4/3 in a ball's volume
        k * 3, // forgets the 3 in 4/3
        k * 4, // the vessel's diameter used as its radius
        k + 1,
        k - 1,
      ].filter((m) => Number.isInteger(m)),
      unit: PLAIN,
      steps,
      seconds: 75,
      numbers: [R, r, rise],
      recompute: () => {
        // Add balls until the level reaches the target rise.
        let n = 0;
        let level = 0;
        while (level < rise - 1e-9) {
          level += ((4 / 3) * Math.PI * r ** 3) / (Math.PI * R * R);
          n++;
        }
        return n;
      },
    });
  },
};

/** Cones r, h, l (whole) whose inscribed sphere has a whole radius ρ = rh / (r + l). */
const INSCRIBED: { r: number; h: number; l: number; rho: number }[] = [];
for (let r = 2; r <= 100; r++) {
  for (let h = 2; h <= 150; h++) {
    const l = Math.hypot(r, h);
    const rho = (r * h) / (r + l);
    if (Number.isInteger(l) && Number.isInteger(rho)) INSCRIBED.push({ r, h, l, rho });
  }
}

/**
 * CAT: the largest sphere inside a cone touches the base and the slant surface: its radius is the
 * inradius of the cone's triangular cross-section, rh / (r + l); then its radius, surface or volume.
 */
export const mensuration3dSphereInCone: QuestionGenerator = {
  id: 'mensuration-3d/sphere-in-cone',
  topic: 'mensuration-3d',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const { r, h, l, rho } = rng.pick(INSCRIBED);
    const ask = rng.pick(
      rho % 3 === 0 ? (['radius', 'surface', 'volume'] as const) : (['radius', 'surface'] as const),
    );
    // Wrong radii: the slant height left out of the semiperimeter, r + l without the r, h/3
    // (the centroid), and the base radius halved.
    const wrongRadii = [(r * h) / (2 * r), (r * h) / l, h / 3, r / 2, (r * h) / (r + h)];
    const value = (x: number) => (ask === 'radius' ? x : ask === 'surface' ? 4 * x * x : (4 * x ** 3) / 3);
    const correct = value(rho);
    const unit =
      ask === 'radius' ? CM : ask === 'surface' ? piUnit('cm²', 'वर्ग सेमी') : piUnit('cm³', 'घन सेमी');
    const what = {
      radius: { en: 'the radius of the sphere', hi: 'गोले की त्रिज्या' },
      surface: { en: 'the surface area of the sphere (in terms of π)', hi: 'गोले का पृष्ठीय क्षेत्रफल (π के रूप में)' },
      volume: { en: 'the volume of the sphere (in terms of π)', hi: 'गोले का आयतन (π के रूप में)' },
    }[ask];
    const area = (2 * r * h) / 2;
    const semi = (2 * r + 2 * l) / 2;
    const last = {
      radius: null,
      surface: {
        en: `Surface $= 4\\pi\\rho^2 = 4\\pi \\times ${rho}^2 = ${correct}\\pi$ cm².`,
        hi: `पृष्ठीय क्षेत्रफल $= 4\\pi\\rho^2 = 4\\pi \\times ${rho}^2 = ${correct}\\pi$ वर्ग सेमी।`,
      },
      volume: {
        en: `Volume $= \\frac{4}{3}\\pi\\rho^3 = \\frac{4}{3}\\pi \\times ${rho}^3 = ${correct}\\pi$ cm³.`,
        hi: `आयतन $= \\frac{4}{3}\\pi\\rho^3 = \\frac{4}{3}\\pi \\times ${rho}^3 = ${correct}\\pi$ घन सेमी।`,
      },
    }[ask];
    return unitQuestion(rng, {
      title: { en: 'Sphere inscribed in a cone', hi: 'शंकु के अंदर बना गोला' },
      statement: {
        en: `A right circular cone has base radius ${r} cm and height ${h} cm. A sphere inside it touches its base and its curved surface all round. Find ${what.en}.`,
        hi: `एक लंब वृत्तीय शंकु के आधार की त्रिज्या ${r} सेमी और ऊँचाई ${h} सेमी है। इसके अंदर रखा एक गोला इसके आधार और पूरे वक्र पृष्ठ को छूता है। ${what.hi} ज्ञात कीजिए।`,
      },
      correct,
      mistakes: [
        ...wrongRadii.map(value),
        ...(ask === 'radius'
          ? []
          : ask === 'surface'
            ? [16 * rho * rho, rho * rho, 2 * rho * rho] // diameter for radius; πρ² (a circle); half
            : [4 * rho ** 3, (32 * rho ** 3) / 3, 4 * rho * rho]), // ⅓ forgotten; diameter for radius; the surface
      ].filter((m) => m !== correct && (ask === 'radius' || Number.isInteger(m))),
      unit,
      steps: {
        en: [
          `Slant height $l = \\sqrt{${r}^2 + ${h}^2} = ${l}$ cm.`,
          `Cut through the axis: the cone is a triangle with base ${2 * r}, sides ${l} and ${l}, height ${h}; the sphere is its incircle.`,
          `Inradius $\\rho = \\frac{\\text{area} }{\\text{semiperimeter} } = \\frac{\\frac{1}{2} \\times ${2 * r} \\times ${h}}{${semi}} = \\frac{${area}}{${semi}} = ${rho}$ cm.`,
          ...(last ? [last.en] : []),
        ],
        hi: [
          `तिरछी ऊँचाई $l = \\sqrt{${r}^2 + ${h}^2} = ${l}$ सेमी।`,
          `अक्ष से होकर काटने पर शंकु एक त्रिभुज है जिसका आधार ${2 * r}, भुजाएँ ${l} और ${l}, ऊँचाई ${h} है; गोला इसका अंतःवृत्त है।`,
          `अंतःत्रिज्या $\\rho = \\frac{\\text{क्षेत्रफल} }{\\text{अर्धपरिमाप} } = \\frac{\\frac{1}{2} \\times ${2 * r} \\times ${h}}{${semi}} = \\frac{${area}}{${semi}} = ${rho}$ सेमी।`,
          ...(last ? [last.hi] : []),
        ],
      },
      seconds: 180,
      numbers: [r, h],
      recompute: () => {
        // Bisection: the sphere centred on the axis at height ρ touches the slant line through
        // (r, 0) and (0, h) when its distance to that line equals ρ.
        const gap = (x: number) => (r * h - r * x) / Math.hypot(h, r) - x;
        let lo = 0;
        let hi = h;
        for (let i = 0; i < 100; i++) {
          const mid = (lo + hi) / 2;
          if (gap(mid) > 0) lo = mid;
          else hi = mid;
        }
        return value(lo);
      },
    });
  },
};
