import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  catTotals,
  cleanChanges,
  type Frame,
  type Grid,
  gridChart,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  qPercentChange,
  qSeriesAverage,
  qShare,
  round1,
  same,
  sumTex,
  uniqueExtreme,
} from './di-numbers.js';

const GOODS: Loc[] = [
  loc('Crude oil', 'कच्चा तेल'),
  loc('Electronics', 'इलेक्ट्रॉनिक्स'),
  loc('Gold', 'सोना'),
  loc('Machinery', 'मशीनरी'),
];
/** The Hindi names before का/के (oblique case). */
const GOODS_OBL = ['कच्चे तेल', 'इलेक्ट्रॉनिक्स', 'सोने', 'मशीनरी'];

/** A country's imports by category over five years (stacked bars): totals, shares, changes. */
export const barGraphsImportsStacked: QuestionSetGenerator = {
  id: 'bar-graphs/imports-stacked',
  topic: 'bar-graphs',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const start = rng.int(2016, 2020);
    const years = [0, 1, 2, 3, 4].map((i) => String(start + i));
    const n = years.length;
    let g: Grid;
    let changes: [number, number, number][];
    let shares: number[];
    let sEl = 0;
    for (;;) {
      g = {
        cats: years.map(same),
        series: GOODS,
        v: [
          years.map(() => 5 * rng.int(20, 40)),
          years.map(() => 5 * rng.int(10, 30)),
          years.map(() => 5 * rng.int(6, 20)),
          years.map(() => 5 * rng.int(8, 24)),
        ],
      };
      changes = cleanChanges(g, [0, 2, 3]);
      sEl = rng.int(0, GOODS.length - 1);
      const totals = catTotals(g);
      const row = g.v[sEl] as number[];
      shares = row.map((x, c) => round1((x * 100) / (totals[c] as number)));
      if (changes.length && uniqueExtreme(shares, 'max') >= 0 && uniqueExtreme(totals, 'max') >= 0) break;
    }
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}imports of ${GOODS[s]?.en}`,
        hi: `${GOODS_OBL[s]} ${o?.obl ? 'के' : 'का'} ${o?.adj?.hi ?? ''}आयात`,
      }),
      catTotal: () => loc('total imports', 'कुल आयात'),
      unitIn: loc('in ₹ thousand crore', '₹ हज़ार करोड़ में'),
      allCats: loc('over the five years', 'पाँचों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: false,
    };
    const totals = catTotals(g);

    // 1. The height of one stacked bar.
    const c1 = rng.int(0, n - 1);
    const col1 = g.v.map((row) => row[c1] as number);
    const q1 = numberQuestion(rng, {
      title: loc('Total imports in a year', 'किसी वर्ष का कुल आयात'),
      statement: {
        en: `What were the total imports (in ₹ thousand crore) in ${years[c1]}?`,
        hi: `${years[c1]} में कुल आयात (₹ हज़ार करोड़ में) कितना था?`,
      },
      value: totals[c1] as number,
      distractors: [
        (totals[c1] as number) - (col1[3] as number), // leaves out the top segment
        totals[(c1 + 1) % n] as number, // the next bar
        col1[3] as number, // reads the top segment alone
        (totals[c1] as number) + 10,
      ],
      steps: [
        {
          en: `Add the four segments of the ${years[c1]} bar: $${sumTex(col1)}$.`,
          hi: `${years[c1]} के दंड के चारों खंड जोड़िए: $${sumTex(col1)}$।`,
        },
      ],
      numbers: [totals[c1] as number],
      seconds: 45,
      recompute: () => totals.reduce((acc, t, c) => (c === c1 ? acc + t : acc), 0),
    });

    // 2. One category's share of a year's imports.
    const q2 = qShare(rng, g, f, rng.int(0, GOODS.length - 1), rng.int(0, n - 1));

    // 3. The year in which one category had its largest share.
    const best = uniqueExtreme(shares, 'max');
    const row = g.v[sEl] as number[];
    const rel = (c: number) => (oneDecimal((row[c] as number) * 100, totals[c] as number) ? '=' : '\\approx');
    const q3 = labelQuestion(rng, {
      title: loc('The year of the largest share', 'सबसे बड़े हिस्से वाला वर्ष'),
      statement: {
        en: `In which year did ${GOODS[sEl]?.en} make up the largest percentage of the total imports?`,
        hi: `किस वर्ष कुल आयात में ${GOODS_OBL[sEl]} का प्रतिशत हिस्सा सबसे अधिक था?`,
      },
      labels: g.cats,
      correct: best,
      scores: shares,
      steps: [
        {
          en: `Share of ${GOODS[sEl]?.en}: ${years.map((y, c) => `${y}: $\\frac{${row[c]}}{${totals[c]}} ${rel(c)} ${shares[c]}\\%$`).join('; ')}.`,
          hi: `${GOODS_OBL[sEl]} का हिस्सा: ${years.map((y, c) => `${y}: $\\frac{${row[c]}}{${totals[c]}} ${rel(c)} ${shares[c]}\\%$`).join('; ')}।`,
        },
        {
          en: `The largest is in ${years[best]} (the tallest segment need not be the largest share).`,
          hi: `सबसे बड़ा हिस्सा ${years[best]} में है (सबसे लंबा खंड ही सबसे बड़ा हिस्सा हो, आवश्यक नहीं)।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let top = 0;
        for (let c = 1; c < n; c++) {
          if ((row[c] as number) * (totals[top] as number) > (row[top] as number) * (totals[c] as number))
            top = c;
        }
        return top;
      },
    });

    // 4. Percentage change of a category between two years.
    const q4 = qPercentChange(rng, g, f, rng.pick(changes));

    // 5. Type in: the average of a category.
    const q5 = qSeriesAverage(rng, g, f, rng.int(0, GOODS.length - 1), true);

    return {
      set: {
        kind: 'chart',
        title: loc('Imports of a country by category', 'श्रेणी के अनुसार एक देश का आयात'),
        body: {
          en: `The stacked bar graph shows the imports (in ₹ thousand crore) of a country in four categories from ${start} to ${years[n - 1]}. The height of each bar is the year's total imports.`,
          hi: `स्तंभित दंड आलेख में ${start} से ${years[n - 1]} तक एक देश का चार श्रेणियों में आयात (₹ हज़ार करोड़ में) दिखाया गया है। प्रत्येक दंड की ऊँचाई उस वर्ष का कुल आयात है।`,
        },
        charts: [
          gridChart('stacked-bar', loc('Imports (₹ thousand crore)', 'आयात (₹ हज़ार करोड़)'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Imports (₹ thousand crore)', 'आयात (₹ हज़ार करोड़)'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [start],
    };
  },
};
