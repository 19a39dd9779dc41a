import type { Rng } from '../../random.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  cleanChanges,
  clearTopGrowth,
  countPairs,
  type Frame,
  type Grid,
  gridChart,
  loc,
  niceRatioCells,
  numberQuestion,
  oneDecimal,
  qCountMore,
  qPercentChange,
  qRatio,
  qSeriesAverage,
  qTopGrowth,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  same,
  textQuestion,
} from './di-numbers.js';

/** A series that drifts like real yearly figures: steps of 5 from a start, never below a floor. */
function walk(rng: Rng, length: number, start: number, down: number, up: number, floor: number): number[] {
  const out = [start];
  for (let i = 1; i < length; i++) out.push(Math.max(floor, (out[i - 1] as number) + 5 * rng.int(-down, up)));
  return out;
}

/** Exports and imports of a company over six years (two lines). */
export const lineChartsExportsImports: QuestionSetGenerator = {
  id: 'line-charts/exports-imports',
  topic: 'line-charts',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const names = [loc('Exports', 'निर्यात'), loc('Imports', 'आयात')];
    let g: Grid;
    let changes: [number, number, number][];
    let pairs: [number, number][];
    let grower: number[];
    do {
      g = {
        cats: years.map(same),
        series: names,
        v: [walk(rng, 6, 5 * rng.int(24, 50), 6, 10, 80), walk(rng, 6, 5 * rng.int(24, 50), 6, 10, 80)],
      };
      changes = cleanChanges(g, [0, 1]);
      pairs = countPairs(g, [0, 1]);
      grower = [0, 1].filter((s) => clearTopGrowth(g.v[s] as number[]));
    } while (changes.length === 0 || pairs.length === 0 || grower.length === 0);
    const f: Frame = {
      m: (s, o) =>
        s === 0
          ? loc(`${o?.adj?.en ?? ''}value of exports`, `${o?.adj?.hi ?? ''}निर्यात`)
          : loc(`${o?.adj?.en ?? ''}value of imports`, `${o?.adj?.hi ?? ''}आयात`),
      catTotal: () => loc('total trade (exports + imports)', 'कुल व्यापार (निर्यात + आयात)'),
      unitIn: loc('in ₹ crore', '₹ करोड़ में'),
      allCats: loc('over the six years', 'छहों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: false,
    };
    const growSeries = rng.pick(grower);
    const change = rng.pick(changes);
    const questions = [
      qTopGrowth(rng, g, f, growSeries),
      qCountMore(rng, g, f, ...rng.pick(pairs)),
      qPercentChange(rng, g, f, change),
      qRatio(rng, g, f, ...niceRatioCells(rng, g, 0, 1)),
      qSeriesAverage(rng, g, f, 1 - growSeries, true),
    ];
    return {
      set: {
        kind: 'chart',
        title: loc('Exports and imports of a company', 'एक कंपनी का निर्यात और आयात'),
        body: {
          en: `The line graph shows the value of the exports and the imports (in ₹ crore) of a company from ${start} to ${years[5]}.`,
          hi: `रेखा आलेख में ${start} से ${years[5]} तक एक कंपनी के निर्यात और आयात का मूल्य (₹ करोड़ में) दिखाया गया है।`,
        },
        charts: [
          gridChart('line', loc('Exports and imports (₹ crore)', 'निर्यात और आयात (₹ करोड़)'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Value (₹ crore)', 'मूल्य (₹ करोड़)'),
          }),
        ],
      },
      questions,
      numbers: [start],
    };
  },
};

/** Profit percentages of two companies over six years (two lines): income and expenditure worked back. */
export const lineChartsProfitPercent: QuestionSetGenerator = {
  id: 'line-charts/profit-percent',
  topic: 'line-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const names = [loc('Company A', 'कंपनी A'), loc('Company B', 'कंपनी B')];
    let g: Grid;
    let pairs: [number, number][];
    let rises: [number, number][];
    const clamp = (row: number[]) => row.map((x) => Math.min(60, x));
    do {
      g = {
        cats: years.map(same),
        series: names,
        v: [
          clamp(walk(rng, 6, 5 * rng.int(2, 10), 2, 2, 5)),
          clamp(walk(rng, 6, 5 * rng.int(2, 10), 2, 2, 5)),
        ],
      };
      pairs = countPairs(g, [0, 1]);
      const a = g.v[0] as number[];
      rises = [];
      for (let m = 0; m < 6; m++) {
        for (let n = m + 1; n < 6; n++) {
          const pm = a[m] as number;
          const pn = a[n] as number;
          if (pn > pm && safeToRound((pn - pm) * 100, 100 + pm)) rises.push([m, n]);
        }
      }
    } while (pairs.length === 0 || rises.length === 0);
    const pA = g.v[0] as number[];
    const pB = g.v[1] as number[];
    const [i1, i2, i3] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number, number];

    // 1. Income of A from its expenditure.
    const e1 = 20 * rng.int(5, 30);
    const p1 = pA[i1] as number;
    const inc1 = (e1 * (100 + p1)) / 100;
    const q1 = numberQuestion(rng, {
      title: loc('Income from expenditure', 'व्यय से आय'),
      statement: {
        en: `The expenditure of Company A in ${years[i1]} was ₹${e1} crore. What was its income in that year (in ₹ crore)?`,
        hi: `${years[i1]} में कंपनी A का व्यय ₹${e1} करोड़ था। उस वर्ष उसकी आय (₹ करोड़ में) कितनी थी?`,
      },
      value: inc1,
      distractors: [
        (e1 * p1) / 100, // the profit alone
        (e1 * (100 - p1)) / 100, // takes the profit away
        (e1 * (100 + (pB[i1] as number))) / 100, // reads Company B
        inc1 + 10,
      ],
      steps: [
        {
          en: `Profit percentage ${p1}%, so income $= ${e1} \\times \\frac{100 + ${p1}}{100} = ${inc1}$.`,
          hi: `लाभ प्रतिशत ${p1}% है, अतः आय $= ${e1} \\times \\frac{100 + ${p1}}{100} = ${inc1}$।`,
        },
      ],
      numbers: [e1, inc1],
      seconds: 60,
      recompute: () => e1 + (e1 / 100) * p1,
    });

    // 2. Expenditure of B from its income.
    const e2 = 20 * rng.int(5, 30);
    const p2 = pB[i2] as number;
    const inc2 = (e2 * (100 + p2)) / 100;
    const q2 = numberQuestion(rng, {
      title: loc('Expenditure from income', 'आय से व्यय'),
      statement: {
        en: `The income of Company B in ${years[i2]} was ₹${inc2} crore. What was its expenditure in that year (in ₹ crore)?`,
        hi: `${years[i2]} में कंपनी B की आय ₹${inc2} करोड़ थी। उस वर्ष उसका व्यय (₹ करोड़ में) कितना था?`,
      },
      value: e2,
      distractors: [
        (inc2 * (100 - p2)) / 100, // takes the percentage of the income
        Math.round((inc2 * 100) / (100 + (pA[i2] as number))), // reads Company A
        e2 + 20,
        e2 - 20,
      ],
      steps: [
        {
          en: `Income $= \\text{Expenditure} \\times \\frac{100 + ${p2}}{100}$, so expenditure $= ${inc2} \\times \\frac{100}{${100 + p2}} = ${e2}$ (not ${p2}% less than the income).`,
          hi: `आय $= \\text{Expenditure} \\times \\frac{100 + ${p2}}{100}$, अतः व्यय $= ${inc2} \\times \\frac{100}{${100 + p2}} = ${e2}$ (आय से ${p2}% कम नहीं)।`,
        },
      ],
      numbers: [inc2, e2],
      seconds: 75,
      recompute: () => inc2 / (1 + p2 / 100),
    });

    // 3. Equal incomes: the ratio of the expenditures.
    const a3 = 100 + (pA[i3] as number);
    const b3 = 100 + (pB[i3] as number);
    const correct = ratioText(b3, a3);
    const q3 = textQuestion(rng, {
      title: loc('Equal incomes', 'समान आय'),
      statement: {
        en: `If the incomes of the two companies in ${years[i3]} were equal, what was the ratio of the expenditure of Company A to that of Company B?`,
        hi: `यदि ${years[i3]} में दोनों कंपनियों की आय समान थी, तो कंपनी A और कंपनी B के व्यय का अनुपात क्या था?`,
      },
      correct,
      wrong: ratioWrongs(b3, a3, [
        ratioText(a3, b3), // the ratio the wrong way round
        ratioText(pB[i3] as number, pA[i3] as number), // the profit percentages alone
        ratioText(pA[i3] as number, pB[i3] as number),
      ]),
      steps: [
        {
          en: `$E_A \\times \\frac{${a3}}{100} = E_B \\times \\frac{${b3}}{100}$, so $E_A : E_B = ${b3} : ${a3} = ${correct}$.`,
          hi: `$E_A \\times \\frac{${a3}}{100} = E_B \\times \\frac{${b3}}{100}$, अतः $E_A : E_B = ${b3} : ${a3} = ${correct}$।`,
        },
      ],
      numbers: [a3, b3],
      seconds: 90,
      recompute: () => ratioByFactors(100 + (pB[i3] as number), 100 + (pA[i3] as number)),
    });

    // 4. Years in which one company's profit percentage was above the other's.
    const f: Frame = {
      m: (s, o) =>
        loc(`profit percentage of ${names[s]?.en}`, `${names[s]?.hi} ${o?.obl ? 'के' : 'का'} लाभ प्रतिशत`),
      catTotal: () => loc('', ''),
      unitIn: same(''),
      allCats: loc('over the six years', 'छहों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: false,
    };
    const q4 = qCountMore(rng, g, f, ...rng.pick(pairs));

    // 5. Type in: same expenditure in two years, the change in income.
    const [m, n] = rng.pick(rises);
    const pm = pA[m] as number;
    const pn = pA[n] as number;
    const exact = oneDecimal((pn - pm) * 100, 100 + pm);
    const rise = round1(((pn - pm) * 100) / (100 + pm));
    const note = roundingNote(exact);
    const q5 = numberQuestion(rng, {
      title: loc('Same expenditure, different profit', 'समान व्यय, भिन्न लाभ'),
      statement: {
        en: `The expenditure of Company A was the same in ${years[m]} and ${years[n]}. By what percentage was its income in ${years[n]} more than its income in ${years[m]}${note.en}?`,
        hi: `कंपनी A का व्यय ${years[m]} और ${years[n]} में समान था। ${years[n]} में उसकी आय ${years[m]} की आय से कितने प्रतिशत अधिक थी${note.hi}?`,
      },
      value: rise,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `With expenditure $E$, the incomes are $\\frac{${100 + pm}}{100}E$ and $\\frac{${100 + pn}}{100}E$.`,
          hi: `व्यय $E$ हो तो आय क्रमशः $\\frac{${100 + pm}}{100}E$ और $\\frac{${100 + pn}}{100}E$ है।`,
        },
        {
          en: `Increase $= \\frac{${100 + pn} - ${100 + pm}}{${100 + pm}} \\times 100 ${exact ? '=' : '\\approx'} ${rise}\\%$ (not ${pn - pm}%, the difference of the profit percentages).`,
          hi: `वृद्धि $= \\frac{${100 + pn} - ${100 + pm}}{${100 + pm}} \\times 100 ${exact ? '=' : '\\approx'} ${rise}\\%$ (लाभ प्रतिशतों का अंतर ${pn - pm}% नहीं)।`,
        },
      ],
      numbers: [rise],
      seconds: 120,
      recompute: () => ((100 + pn) / (100 + pm) - 1) * 100,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Profit percentages of two companies', 'दो कंपनियों के लाभ प्रतिशत'),
        body: {
          en: `The line graph shows the profit percentage of two companies A and B from ${start} to ${years[5]}, where profit percentage = (Income − Expenditure) ÷ Expenditure × 100.`,
          hi: `रेखा आलेख में ${start} से ${years[5]} तक दो कंपनियों A और B का लाभ प्रतिशत दिखाया गया है, जहाँ लाभ प्रतिशत = (आय − व्यय) ÷ व्यय × 100।`,
        },
        charts: [
          gridChart('line', loc('Profit percentage', 'लाभ प्रतिशत'), g, {
            x: loc('Year', 'वर्ष'),
            y: loc('Profit (%)', 'लाभ (%)'),
            unit: same('%'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [start],
    };
  },
};
