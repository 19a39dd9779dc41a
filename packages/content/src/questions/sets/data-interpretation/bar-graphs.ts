import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  cleanChanges,
  clearTopGrowth,
  countPairs,
  type Frame,
  type Grid,
  gridChart,
  labelQuestion,
  loc,
  numberQuestion,
  qCountMore,
  qPercentChange,
  qSeriesAverage,
  qSeriesTotal,
  qShare,
  qTopGrowth,
  same,
  sum,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const MARGINS = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];

/** Revenue and expenditure of a company over six years (grouped bars): profit and profit percentage. */
export const barGraphsRevenueExpenditure: QuestionSetGenerator = {
  id: 'bar-graphs/revenue-expenditure',
  topic: 'bar-graphs',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const n = years.length;
    let exp: number[];
    let pct: number[];
    let rev: number[];
    let profit: number[];
    let g: Grid;
    let changes: [number, number, number][];
    let thresholds: number[];
    do {
      // Expenditure a multiple of 20 and the margin a multiple of 5 keep the revenue whole.
      exp = years.map(() => 20 * rng.int(5, 18));
      pct = years.map(() => rng.pick(MARGINS));
      rev = exp.map((e, i) => (e * (100 + (pct[i] as number))) / 100);
      profit = rev.map((r, i) => r - (exp[i] as number));
      g = {
        cats: years.map(same),
        series: [loc('Revenue', 'राजस्व'), loc('Expenditure', 'व्यय')],
        v: [rev, exp],
      };
      changes = cleanChanges(g, [0]);
      const p = profit;
      thresholds = [10, 20, 30, 40, 50, 60, 70, 80].filter((x) => {
        const above = p.filter((v) => v > x).length;
        return !p.includes(x) && above >= 2 && above <= n - 2;
      });
    } while (uniqueExtreme(pct, 'max') < 0 || changes.length === 0 || thresholds.length === 0);
    const f: Frame = {
      m: (s, o) =>
        s === 0
          ? loc(`${o?.adj?.en ?? ''}revenue`, `${o?.adj?.hi ?? ''}राजस्व`)
          : loc(`${o?.adj?.en ?? ''}expenditure`, `${o?.adj?.hi ?? ''}व्यय`),
      catTotal: () => loc('sum of revenue and expenditure', 'राजस्व और व्यय का योग'),
      unitIn: loc('in ₹ crore', '₹ करोड़ में'),
      allCats: loc('over the six years', 'छहों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: false,
    };
    const yr = rng.int(0, n - 1);
    const e = exp[yr] as number;
    const r = rev[yr] as number;
    const p = pct[yr] as number;
    const neighbour = yr + 1 < n ? yr + 1 : yr - 1;
    const q1 = numberQuestion(rng, {
      title: loc('Profit percentage in a year', 'किसी वर्ष का लाभ प्रतिशत'),
      statement: {
        en: `What was the profit percentage of the company in ${years[yr]}?`,
        hi: `${years[yr]} में कंपनी का लाभ प्रतिशत कितना था?`,
      },
      value: p,
      distractors: [
        ((r - e) * 100) / r, // divides the profit by the revenue
        pct[neighbour] as number, // reads the wrong year
        (e * 100) / r,
        p + 5,
      ],
      percent: true,
      steps: [
        {
          en: `In ${years[yr]}: revenue ${r}, expenditure ${e}, profit $= ${r} - ${e} = ${r - e}$.`,
          hi: `${years[yr]} में: राजस्व ${r}, व्यय ${e}, लाभ $= ${r} - ${e} = ${r - e}$।`,
        },
        {
          en: `Profit percentage $= \\frac{${r - e}}{${e}} \\times 100 = ${p}\\%$ (on the expenditure, not the revenue).`,
          hi: `लाभ प्रतिशत $= \\frac{${r - e}}{${e}} \\times 100 = ${p}\\%$ (व्यय पर, राजस्व पर नहीं)।`,
        },
      ],
      numbers: [p],
      seconds: 60,
      recompute: () => (r / e - 1) * 100,
    });
    const best = uniqueExtreme(pct, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The year of the highest profit percentage', 'सबसे अधिक लाभ प्रतिशत वाला वर्ष'),
      statement: {
        en: 'In which year was the profit percentage of the company the highest?',
        hi: 'किस वर्ष में कंपनी का लाभ प्रतिशत सबसे अधिक था?',
      },
      labels: g.cats,
      correct: best,
      scores: pct,
      // The year of the largest profit in rupees (the usual slip) stays among the options.
      keep: [uniqueOrFirstMax(profit)],
      steps: [
        {
          en: `Profit percentage each year: ${years.map((y, i) => `${y}: $\\frac{${profit[i]}}{${exp[i]}} \\times 100 = ${pct[i]}\\%$`).join('; ')}.`,
          hi: `प्रत्येक वर्ष का लाभ प्रतिशत: ${years.map((y, i) => `${y}: $\\frac{${profit[i]}}{${exp[i]}} \\times 100 = ${pct[i]}\\%$`).join('; ')}।`,
        },
        {
          en: `The highest is ${pct[best]}%, in ${years[best]} (the year of the largest profit in ₹ need not be the same).`,
          hi: `सबसे अधिक ${pct[best]}% है, ${years[best]} में (सबसे अधिक ₹ लाभ वाला वर्ष इससे भिन्न हो सकता है)।`,
        },
      ],
      seconds: 120,
      recompute: () => {
        // Compare revenue/expenditure by cross-multiplication.
        let at = 0;
        for (let i = 1; i < n; i++)
          if ((rev[i] as number) * (exp[at] as number) > (rev[at] as number) * (exp[i] as number)) at = i;
        return at;
      },
    });
    const totalProfit = sum(profit);
    const q3 = numberQuestion(rng, {
      title: loc('Total profit', 'कुल लाभ'),
      statement: {
        en: 'What was the total profit of the company over the six years (in ₹ crore)?',
        hi: 'छहों वर्षों में कंपनी का कुल लाभ (₹ करोड़ में) कितना था?',
      },
      value: totalProfit,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Profit each year (revenue − expenditure): $${profit.join(' + ')} = ${totalProfit}$.`,
          hi: `प्रत्येक वर्ष का लाभ (राजस्व − व्यय): $${profit.join(' + ')} = ${totalProfit}$।`,
        },
      ],
      numbers: [totalProfit],
      seconds: 90,
      recompute: () => sum(rev) - sum(exp),
    });
    const q4 = qPercentChange(rng, g, f, rng.pick(changes));
    const x = rng.pick(thresholds);
    const above = years.flatMap((y, i) => ((profit[i] as number) > x ? [y] : []));
    const q5 = numberQuestion(rng, {
      title: loc('Years above a profit level', 'किसी लाभ-स्तर से अधिक वाले वर्ष'),
      statement: {
        en: `In how many of the six years was the profit of the company more than ₹${x} crore?`,
        hi: `छह में से कितने वर्षों में कंपनी का लाभ ₹${x} करोड़ से अधिक था?`,
      },
      value: above.length,
      distractors: [above.length + 1, above.length - 1, n - above.length, above.length + 2],
      steps: [
        {
          en: `Profits: ${years.map((y, i) => `${y}: ${profit[i]}`).join(', ')}.`,
          hi: `लाभ: ${years.map((y, i) => `${y}: ${profit[i]}`).join(', ')}।`,
        },
        {
          en: `More than ${x} in ${above.join(', ')}: ${above.length} years.`,
          hi: `${x} से अधिक: ${above.join(', ')}, अर्थात ${above.length} वर्ष।`,
        },
      ],
      numbers: [x, above.length],
      seconds: 75,
      recompute: () => n - profit.filter((v) => v < x).length,
    });
    const questions: GeneratedQuestion[] = [q1, q2, q3, q4, q5];
    return {
      set: {
        kind: 'chart',
        title: loc('Revenue and expenditure of a company', 'एक कंपनी का राजस्व और व्यय'),
        body: {
          en: `The bar graph shows the revenue and the expenditure (in ₹ crore) of a company from ${start} to ${years[n - 1]}.\n\nProfit = Revenue − Expenditure, and profit percentage = (Profit ÷ Expenditure) × 100.`,
          hi: `दंड आलेख में ${start} से ${years[n - 1]} तक एक कंपनी का राजस्व और व्यय (₹ करोड़ में) दिखाया गया है।\n\nलाभ = राजस्व − व्यय, और लाभ प्रतिशत = (लाभ ÷ व्यय) × 100।`,
        },
        charts: [
          gridChart('bar', loc('Revenue and expenditure (₹ crore)', 'राजस्व और व्यय (₹ करोड़)'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Amount (₹ crore)', 'राशि (₹ करोड़)'),
          }),
        ],
      },
      questions,
      numbers: [start],
    };
  },
};

const PRODUCTS = ['A', 'B', 'C'];

/** Sales of three products over five years (grouped bars). */
export const barGraphsProductSales: QuestionSetGenerator = {
  id: 'bar-graphs/product-sales',
  topic: 'bar-graphs',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const start = rng.int(2016, 2020);
    const years = [0, 1, 2, 3, 4].map((i) => String(start + i));
    const names = PRODUCTS.map((p) => loc(`Product ${p}`, `उत्पाद ${p}`));
    let g: Grid;
    let pairs: [number, number][];
    let grower: number[];
    do {
      g = { cats: years.map(same), series: names, v: names.map(() => years.map(() => 10 * rng.int(8, 40))) };
      pairs = countPairs(g, [0, 1, 2]);
      grower = [0, 1, 2].filter((s) => clearTopGrowth(g.v[s] as number[]));
    } while (pairs.length === 0 || grower.length === 0);
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}sales of ${names[s]?.en}`,
        hi: `${names[s]?.hi} की ${o?.adj?.hi ?? ''}बिक्री`,
      }),
      catTotal: () => loc('total sales of the three products', 'तीनों उत्पादों की कुल बिक्री'),
      unitIn: loc('in thousand units', 'हज़ार इकाइयों में'),
      allCats: loc('over the five years', 'पाँचों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: true,
    };
    const [sA, sB] = rng.shuffle([0, 1, 2]) as [number, number];
    const questions = [
      qSeriesTotal(rng, g, f, sA),
      qShare(rng, g, f, sB, rng.int(0, 4)),
      qCountMore(rng, g, f, ...rng.pick(pairs)),
      qTopGrowth(rng, g, f, rng.pick(grower)),
      qSeriesAverage(rng, g, f, rng.pick([0, 1, 2].filter((s) => s !== sA)), true),
    ];
    return {
      set: {
        kind: 'chart',
        title: loc('Sales of three products', 'तीन उत्पादों की बिक्री'),
        body: {
          en: `The bar graph shows the sales (in thousand units) of three products A, B and C of a company from ${start} to ${years[4]}.`,
          hi: `दंड आलेख में ${start} से ${years[4]} तक एक कंपनी के तीन उत्पादों A, B और C की बिक्री (हज़ार इकाइयों में) दिखाई गई है।`,
        },
        charts: [
          gridChart('bar', loc('Sales (thousand units)', 'बिक्री (हज़ार इकाइयाँ)'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Sales (thousand units)', 'बिक्री (हज़ार इकाइयाँ)'),
          }),
        ],
      },
      questions,
      numbers: [start],
    };
  },
};
