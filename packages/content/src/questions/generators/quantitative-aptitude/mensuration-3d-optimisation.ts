import type { QuestionGenerator } from '../../generator.js';
import { CM, type UnitText, unitQuestion } from './mensuration-2d-regions.js';

/** A volume in terms of π: `$96\\pi$ cm³`. */
const PI_CU_CM: UnitText = (n) => ({ en: `$${n}\\pi$ cm³`, hi: `$${n}\\pi$ घन सेमी` });

/**
 * CAT: the cylinder of greatest volume inside a cone (base on the cone's base): radius 2R/3,
 * height H/3, volume 4πR²H/27 — its volume, radius or height.
 */
export const mensuration3dLargestCylinderInCone: QuestionGenerator = {
  id: 'mensuration-3d/largest-cylinder-in-cone',
  topic: 'mensuration-3d',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'CUET'],
  count: 60,
  generate(rng) {
    let [R, H] = [9, 12];
    do {
      R = 3 * rng.int(1, 20);
      H = 3 * rng.int(1, 30);
    } while (2 * H < R || H > 3 * R); // a plausible cone, neither a flat disc nor a needle
    const ask = rng.pick(['volume', 'volume', 'radius', 'height'] as const);
    const x = (2 * R) / 3;
    const y = H / 3;
    const volume = (4 * R * R * H) / 27;
    const setUp = {
      en: [
        `Let the cylinder have radius $x$. By similar triangles its height is $${H}\\left(1 - \\frac{x}{${R}}\\right)$, so $V(x) = \\pi x^2 \\times ${H}\\left(1 - \\frac{x}{${R}}\\right)$.`,
        `$V'(x) = ${H}\\pi\\left(2x - \\frac{3x^2}{${R}}\\right) = 0$ gives $x = \\frac{2 \\times ${R}}{3} = ${x}$ cm (a maximum: $V$ rises before it and falls after it); the height is then $${H}\\left(1 - \\frac{2}{3}\\right) = ${y}$ cm.`,
      ],
      hi: [
        `मान लीजिए बेलन की त्रिज्या $x$ है। समरूप त्रिभुजों से उसकी ऊँचाई $${H}\\left(1 - \\frac{x}{${R}}\\right)$ है, अतः $V(x) = \\pi x^2 \\times ${H}\\left(1 - \\frac{x}{${R}}\\right)$।`,
        `$V'(x) = ${H}\\pi\\left(2x - \\frac{3x^2}{${R}}\\right) = 0$ से $x = \\frac{2 \\times ${R}}{3} = ${x}$ सेमी (यह अधिकतम है: $V$ इससे पहले बढ़ता और बाद में घटता है); तब ऊँचाई $${H}\\left(1 - \\frac{2}{3}\\right) = ${y}$ सेमी है।`,
      ],
    };
    const what = {
      volume: { en: 'the greatest possible volume of the cylinder', hi: 'बेलन का अधिकतम संभव आयतन' },
      radius: { en: 'the radius of the cylinder of greatest volume', hi: 'अधिकतम आयतन वाले बेलन की त्रिज्या' },
      height: { en: 'the height of the cylinder of greatest volume', hi: 'अधिकतम आयतन वाले बेलन की ऊँचाई' },
    }[ask];
    const statement = {
      en: `A right circular cylinder stands inside a right circular cone of base radius ${R} cm and height ${H} cm, its base on the cone's base and its top rim touching the cone's curved surface. Find ${what.en}${ask === 'volume' ? ' (in terms of π)' : ''}.`,
      hi: `${R} सेमी आधार त्रिज्या और ${H} सेमी ऊँचाई वाले एक लंब वृत्तीय शंकु के अंदर एक लंब वृत्तीय बेलन खड़ा है; उसका आधार शंकु के आधार पर है और ऊपरी किनारा शंकु के वक्र पृष्ठ को छूता है। ${what.hi}${ask === 'volume' ? ' (π के रूप में)' : ''} ज्ञात कीजिए।`,
    };
    const title = { en: 'Largest cylinder inside a cone', hi: 'शंकु के अंदर सबसे बड़ा बेलन' };
    // The cylinder's volume for a trial radius t: π t² H (1 − t/R), over π.
    const over = (t: number) => t * t * H * (1 - t / R);
    const search = () => {
      // Ternary search for the best radius (the volume is unimodal on 0..R).
      let lo = 0;
      let hi = R;
      for (let i = 0; i < 200; i++) {
        const m1 = lo + (hi - lo) / 3;
        const m2 = hi - (hi - lo) / 3;
        if (over(m1) < over(m2)) lo = m1;
        else hi = m2;
      }
      return (lo + hi) / 2;
    };
    if (ask === 'volume')
      return unitQuestion(rng, {
        title,
        statement,
        correct: volume,
        mistakes: [
          over(R / 2), // half the cone's radius taken as best
          over(R / 3), // a third of the radius (the height's fraction used for the radius)
          (R * R * H) / 3, // the cone's own volume
          (4 * R * R * H) / 9, // forgets the height is only a third
          (R * R * H) / 4,
        ],
        unit: PI_CU_CM,
        steps: {
          en: [
            ...setUp.en,
            `$V = \\pi \\times ${x}^2 \\times ${y} = ${volume}\\pi$ cm³ ($\\frac{4}{9}$ of the cone's volume).`,
          ],
          hi: [
            ...setUp.hi,
            `$V = \\pi \\times ${x}^2 \\times ${y} = ${volume}\\pi$ घन सेमी (शंकु के आयतन का $\\frac{4}{9}$)।`,
          ],
        },
        seconds: 180,
        numbers: [R, H],
        recompute: () => over(search()),
      });
    const correct = ask === 'radius' ? x : y;
    return unitQuestion(rng, {
      title,
      statement,
      correct,
      mistakes:
        ask === 'radius'
          ? [R / 2, R / 3, (3 * R) / 4, R] // half, a third, three quarters of the radius; the whole radius
          : [H / 2, (2 * H) / 3, H / 4, H / 3 + 1], // half, two thirds, a quarter of the height
      unit: CM,
      steps: { en: setUp.en, hi: setUp.hi },
      seconds: 180,
      numbers: [R, H],
      recompute: () => {
        const best = search();
        return ask === 'radius' ? best : H * (1 - best / R);
      },
    });
  },
};
