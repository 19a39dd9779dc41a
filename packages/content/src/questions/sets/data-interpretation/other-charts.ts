/**
 * Other-chart DI sets (stacked bars, percentage bars, histograms, waterfalls, radar and scatter charts given as tables).
 * Shapes and the exams that ask them:
 * - stream-strength (medium): stacked bars of three streams in five colleges — SSC CGL, Bank PO, CAT, Placements;
 * - energy-mix (hard): percentage stacked bars of electricity by source — CAT, Bank PO, SSC CGL, Placements;
 * - marks-histogram (medium, `other-charts-marks-histogram.ts`): histogram of marks, median class and mean —
 *   SSC CGL, Bank PO, Placements, CAT;
 * - cash-waterfall (hard, `other-charts-cash-waterfall.ts`): monthly cash changes, running balances, cash to stay
 *   above a floor — CAT, Placements, Bank PO;
 * - radar-skills (hard, `other-charts-radar-skills.ts`): skill scores of four candidates, a weighted pick with a
 *   cut-off — CAT, Placements, Bank PO;
 * - scatter-stores (medium, `other-charts-scatter-stores.ts`): price against units of eight stores, revenue and
 *   quadrant counts — SSC CGL, Bank PO, Placements.
 */
import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  catTotals,
  cleanChanges,
  countPairs,
  extremeBySort,
  type Frame,
  type Grid,
  gridChart,
  labelQuestion,
  loc,
  niceRatioCells,
  numberQuestion,
  qCountMore,
  qExtremeCategory,
  qPercentChange,
  qRatio,
  qSeriesAverage,
  qSeriesTotal,
  qShare,
  same,
  splitTotal,
  sum,
  sumTex,
  uniqueExtreme,
} from './di-numbers.js';

const COLLEGES = ['A', 'B', 'C', 'D', 'E'];
const STREAMS = [loc('Science', 'विज्ञान'), loc('Commerce', 'वाणिज्य'), loc('Arts', 'कला')];

/** Students of three streams in five colleges (stacked bars: each bar is a college's strength). */
export const otherChartsStreamStrength: QuestionSetGenerator = {
  id: 'other-charts/stream-strength',
  topic: 'other-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const colleges = COLLEGES.map((c) => loc(`College ${c}`, `कॉलेज ${c}`));
    let g: Grid;
    let which: 'max' | 'min';
    let pairs: [number, number][];
    do {
      g = { cats: colleges, series: STREAMS, v: STREAMS.map(() => COLLEGES.map(() => 10 * rng.int(8, 40))) };
      which = rng.next() < 0.5 ? 'max' : 'min';
      pairs = countPairs(g, [0, 1, 2]);
    } while (uniqueExtreme(catTotals(g), which) < 0 || pairs.length === 0);
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}number of ${STREAMS[s]?.en} students`,
        hi: `${STREAMS[s]?.hi} के विद्यार्थियों की ${o?.adj?.hi ?? ''}संख्या`,
      }),
      catTotal: () => loc('total number of students', 'कुल विद्यार्थियों की संख्या'),
      unitIn: same(''),
      allCats: loc('in the five colleges together', 'पाँचों कॉलेजों में मिलाकर'),
      catWord: loc('college', 'कॉलेज'),
      catsWord: loc('colleges', 'कॉलेजों'),
      catIn: (c) => loc(`in ${colleges[c]?.en}`, `${colleges[c]?.hi} में`),
      fem: true,
    };
    const [sTotal, sShare, sAvg] = rng.shuffle([0, 1, 2]) as [number, number, number];
    const [r1, r2] = rng.shuffle([0, 1, 2]) as [number, number];
    const fourth =
      rng.next() < 0.5
        ? qRatio(rng, g, f, ...niceRatioCells(rng, g, r1, r2))
        : qCountMore(rng, g, f, ...rng.pick(pairs));
    const questions = [
      qExtremeCategory(rng, g, f, which),
      qShare(rng, g, f, sShare, rng.int(0, 4)),
      qSeriesTotal(rng, g, f, sTotal),
      fourth,
      qSeriesAverage(rng, g, f, sAvg, true),
    ];
    return {
      set: {
        kind: 'chart',
        title: loc('Students of three streams in five colleges', 'पाँच कॉलेजों में तीन संकायों के विद्यार्थी'),
        body: {
          en: 'The stacked bar chart shows the number of students in the Science, Commerce and Arts streams of five colleges A to E. The height of each bar is the total number of students of that college.',
          hi: 'स्तंभित दंड आलेख में पाँच कॉलेजों A से E के विज्ञान, वाणिज्य और कला संकायों के विद्यार्थियों की संख्या दिखाई गई है। प्रत्येक दंड की कुल ऊँचाई उस कॉलेज के कुल विद्यार्थियों की संख्या है।',
        },
        charts: [
          gridChart('stacked-bar', loc('Students by stream', 'संकाय के अनुसार विद्यार्थी'), g, {
            x: loc('College', 'कॉलेज'),
            y: loc('Number of students', 'विद्यार्थियों की संख्या'),
          }),
        ],
      },
      questions,
      numbers: [],
    };
  },
};

const SOURCES = [loc('Coal', 'कोयला'), loc('Hydro', 'जल'), loc('Solar', 'सौर'), loc('Wind', 'पवन')];
const SOURCE_FROM = [
  loc('coal', 'कोयले से'),
  loc('hydro power', 'जल-विद्युत से'),
  loc('solar power', 'सौर ऊर्जा से'),
  loc('wind power', 'पवन ऊर्जा से'),
];

/** A 100% stacked bar of a state's electricity by source, with each year's total in the text. */
export const otherChartsEnergyMix: QuestionSetGenerator = {
  id: 'other-charts/energy-mix',
  topic: 'other-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const start = rng.int(2016, 2020);
    const years = [0, 1, 2, 3, 4].map((i) => String(start + i));
    const n = years.length;
    let totals: number[] = [];
    let shares: number[][] = [];
    let g: Grid;
    let changes: [number, number, number][];
    let pairs: [number, number][];
    let coalBest: number;
    for (;;) {
      totals = years.map(() => 20 * rng.int(15, 40));
      const perYear = years.map(() => splitTotal(rng, 100, 4, 5, 5));
      shares = SOURCES.map((_, s) => perYear.map((row) => row[s] as number));
      g = {
        cats: years.map(same),
        series: SOURCES,
        v: shares.map((row) => row.map((p, c) => ((totals[c] as number) * p) / 100)),
      };
      changes = cleanChanges(g, [0, 1, 2, 3]);
      pairs = countPairs(g, [0, 1, 2, 3]);
      coalBest = uniqueExtreme(g.v[0] as number[], 'max');
      if (changes.length && pairs.length && coalBest >= 0) break;
    }
    const f: Frame = {
      m: (s) => ({
        en: `electricity generated from ${SOURCE_FROM[s]?.en}`,
        hi: `${SOURCE_FROM[s]?.hi} उत्पादित बिजली`,
      }),
      catTotal: () => loc('total electricity generated', 'कुल उत्पादित बिजली'),
      unitIn: loc('in billion units', 'अरब यूनिट में'),
      allCats: loc('over the five years', 'पाँचों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: true,
    };
    const abs = (s: number, c: number) => g.v[s]?.[c] as number;
    const share = (s: number, c: number) => shares[s]?.[c] as number;

    // 1. Generation from one source in one year.
    const s1 = rng.int(0, 3);
    const c1 = rng.int(0, n - 1);
    const other = c1 === 0 ? 1 : c1 - 1;
    const q1 = numberQuestion(rng, {
      title: loc('Generation from a source', 'किसी स्रोत से उत्पादन'),
      statement: {
        en: `How much electricity (in billion units) was generated from ${SOURCE_FROM[s1]?.en} in ${years[c1]}?`,
        hi: `${years[c1]} में ${SOURCE_FROM[s1]?.hi} कितनी बिजली (अरब यूनिट में) उत्पादित हुई?`,
      },
      value: abs(s1, c1),
      distractors: [
        ((totals[other] as number) * share(s1, c1)) / 100, // the total of the wrong year
        abs((s1 + 1) % 4, c1), // the next source
        ((totals[c1] as number) * share(s1, other)) / 100, // the share of the wrong year
        share(s1, c1),
      ],
      steps: [
        {
          en: `${SOURCES[s1]?.en} had ${share(s1, c1)}% of ${totals[c1]} billion units: $\\frac{${share(s1, c1)}}{100} \\times ${totals[c1]} = ${abs(s1, c1)}$.`,
          hi: `${years[c1]} में ${SOURCES[s1]?.hi} का हिस्सा ${totals[c1]} अरब यूनिट का ${share(s1, c1)}% था: $\\frac{${share(s1, c1)}}{100} \\times ${totals[c1]} = ${abs(s1, c1)}$।`,
        },
      ],
      numbers: [abs(s1, c1)],
      seconds: 60,
      recompute: () => (totals[c1] as number) * (share(s1, c1) / 100),
    });

    // 2. The year with the most electricity from coal (not the year of the largest coal share).
    const q2 = labelQuestion(rng, {
      title: loc('The year of the most coal power', 'कोयले से सर्वाधिक बिजली का वर्ष'),
      statement: {
        en: 'In which year was the electricity generated from coal the highest?',
        hi: 'किस वर्ष में कोयले से उत्पादित बिजली सबसे अधिक थी?',
      },
      labels: g.cats,
      correct: coalBest,
      steps: [
        {
          en: `Coal each year (share × total): ${years.map((y, c) => `${y}: $${share(0, c)}\\% \\times ${totals[c]} = ${abs(0, c)}$`).join('; ')}.`,
          hi: `प्रत्येक वर्ष कोयला (हिस्सा × कुल): ${years.map((y, c) => `${y}: $${share(0, c)}\\% \\times ${totals[c]} = ${abs(0, c)}$`).join('; ')}।`,
        },
        {
          en: `The highest is ${abs(0, coalBest)}, in ${years[coalBest]}. (The tallest coal segment shows the largest share, not the largest amount.)`,
          hi: `सबसे अधिक ${abs(0, coalBest)} है, ${years[coalBest]} में। (कोयले का सबसे लंबा खंड सबसे बड़ा हिस्सा दिखाता है, सबसे बड़ी मात्रा नहीं।)`,
        },
      ],
      numbers: [abs(0, coalBest)],
      seconds: 120,
      recompute: () =>
        extremeBySort(
          years.map((_, c) => (share(0, c) * (totals[c] as number)) / 100),
          'max',
        ),
    });

    // 3. Percentage change in the generation from one source.
    const q3 = qPercentChange(rng, g, f, rng.pick(changes));

    // 4. Years in which one source generated more than another.
    const q4 = qCountMore(rng, g, f, ...rng.pick(pairs));

    // 5. Type in: the total from one source over the five years.
    const s5 = rng.pick([0, 1, 2, 3].filter((s) => s !== s1));
    const total5 = sum(g.v[s5] as number[]);
    const q5 = numberQuestion(rng, {
      title: loc('Total from a source', 'किसी स्रोत से कुल उत्पादन'),
      statement: {
        en: `What was the total electricity generated from ${SOURCE_FROM[s5]?.en} over the five years (in billion units)?`,
        hi: `पाँचों वर्षों में ${SOURCE_FROM[s5]?.hi} कुल कितनी बिजली (अरब यूनिट में) उत्पादित हुई?`,
      },
      value: total5,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Each year: ${years.map((y, c) => `${y}: $${share(s5, c)}\\% \\times ${totals[c]} = ${abs(s5, c)}$`).join('; ')}.`,
          hi: `प्रत्येक वर्ष: ${years.map((y, c) => `${y}: $${share(s5, c)}\\% \\times ${totals[c]} = ${abs(s5, c)}$`).join('; ')}।`,
        },
        { en: `Total: $${sumTex(g.v[s5] as number[])}$.`, hi: `कुल: $${sumTex(g.v[s5] as number[])}$।` },
      ],
      numbers: [total5],
      seconds: 150,
      recompute: () => sum(years.map((_, c) => (totals[c] as number) * share(s5, c))) / 100,
    });

    const totalsEn = years.map((y, c) => `${y}: ${totals[c]}`).join(', ');
    return {
      set: {
        kind: 'chart',
        title: loc("A state's electricity by source", 'स्रोत के अनुसार एक राज्य की बिजली'),
        body: {
          en: `The stacked bar chart shows the percentage of a state's electricity generated from coal, hydro, solar and wind power in each year; each bar adds up to 100%. The total electricity generated (in billion units) was: ${totalsEn}.`,
          hi: `स्तंभित दंड आलेख में प्रत्येक वर्ष एक राज्य की बिजली में कोयला, जल, सौर और पवन ऊर्जा के प्रतिशत हिस्से दिखाए गए हैं; प्रत्येक दंड का योग 100% है। कुल उत्पादित बिजली (अरब यूनिट में) इस प्रकार थी: ${totalsEn}।`,
        },
        charts: [
          {
            type: 'stacked-bar',
            title: loc('Electricity by source (% of the year’s total)', 'स्रोत के अनुसार बिजली (वर्ष के कुल का %)'),
            categories: g.cats,
            series: SOURCES.map((name, s) => ({ name, values: shares[s] as number[] })),
            xLabel: loc('Year', 'वर्ष'),
            yLabel: loc('Share (%)', 'हिस्सा (%)'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [...totals, 100],
    };
  },
};
