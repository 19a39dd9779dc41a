import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  countPairs,
  type Frame,
  type Grid,
  gridChart,
  type Loc,
  labelQuestion,
  loc,
  niceRatioCells,
  numberQuestion,
  oneDecimal,
  qCountMore,
  qRatio,
  qSeriesTotal,
  round1,
  roundingNote,
  safeToRound,
  sum,
  uniqueExtreme,
} from './di-numbers.js';

const CITIES: [Loc, Loc][] = [
  [loc('Shillong', 'शिलांग'), loc('Jaipur', 'जयपुर')],
  [loc('Mumbai', 'मुंबई'), loc('Delhi', 'दिल्ली')],
  [loc('Kochi', 'कोच्चि'), loc('Bhopal', 'भोपाल')],
];
const MONTHS: Loc[] = [
  loc('June', 'जून'),
  loc('July', 'जुलाई'),
  loc('August', 'अगस्त'),
  loc('September', 'सितंबर'),
  loc('October', 'अक्टूबर'),
  loc('November', 'नवंबर'),
];
/** A monsoon-shaped profile: a typical share of the peak month's rain in each month. */
const SHAPE = [0.6, 1, 0.9, 0.6, 0.3, 0.15];

/** Monthly rainfall of two cities over a monsoon season (two lines): totals, gaps, shares, ratios. */
export const lineChartsRainfallTwoCities: QuestionSetGenerator = {
  id: 'line-charts/rainfall-two-cities',
  topic: 'line-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const [wet, dry] = rng.pick(CITIES);
    const names = [wet, dry];
    let g: Grid;
    let pairs: [number, number][];
    let gaps: number[];
    for (;;) {
      const peakWet = 10 * rng.int(40, 90);
      const peakDry = 10 * rng.int(15, 35);
      g = {
        cats: MONTHS,
        series: names,
        v: [
          SHAPE.map((s) => Math.max(10, 10 * Math.round((peakWet * s) / 10) + 10 * rng.int(-5, 5))),
          SHAPE.map((s) => Math.max(10, 10 * Math.round((peakDry * s) / 10) + 10 * rng.int(-4, 4))),
        ],
      };
      pairs = countPairs(g, [0, 1]);
      const [a, b] = g.v as [number[], number[]];
      gaps = a.map((x, i) => Math.abs(x - (b[i] as number)));
      const mid = (b[1] as number) + (b[2] as number);
      if (pairs.length && uniqueExtreme(gaps, 'max') >= 0 && safeToRound(mid * 100, sum(b))) break;
    }
    const [a, b] = g.v as [number[], number[]];
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}rainfall in ${names[s]?.en}`,
        hi: `${names[s]?.hi} में ${o?.adj?.hi ?? ''}वर्षा`,
      }),
      catTotal: () => loc('total rainfall of the two cities', 'दोनों शहरों की कुल वर्षा'),
      unitIn: loc('in mm', 'मिमी में'),
      allCats: loc('over the six months', 'छहों महीनों में'),
      catWord: loc('month', 'माह'),
      catsWord: loc('months', 'महीनों'),
      catIn: (c) => loc(`in ${MONTHS[c]?.en}`, `${MONTHS[c]?.hi} में`),
      fem: true,
    };

    // 1. Total rainfall of one city.
    const q1 = qSeriesTotal(rng, g, f, rng.int(0, 1));

    // 2. The month with the largest gap between the two cities.
    const best = uniqueExtreme(gaps, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The month of the widest gap', 'सबसे बड़े अंतर वाला महीना'),
      statement: {
        en: `In which month was the difference between the rainfall in ${wet.en} and in ${dry.en} the largest?`,
        hi: `किस महीने ${wet.hi} और ${dry.hi} की वर्षा का अंतर सबसे अधिक था?`,
      },
      labels: MONTHS,
      correct: best,
      scores: gaps,
      steps: [
        {
          en: `Differences (mm): ${MONTHS.map((m, i) => `${m.en} $|${a[i]} - ${b[i]}| = ${gaps[i]}$`).join('; ')}.`,
          hi: `अंतर (मिमी): ${MONTHS.map((m, i) => `${m.hi} $|${a[i]} - ${b[i]}| = ${gaps[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest is ${gaps[best]} mm, in ${MONTHS[best]?.en}.`,
          hi: `सबसे बड़ा अंतर ${gaps[best]} मिमी है, ${MONTHS[best]?.hi} में।`,
        },
      ],
      numbers: [gaps[best] as number],
      seconds: 75,
      recompute: () => {
        const order = MONTHS.map((_, i) => ({ i, d: ((a[i] as number) - (b[i] as number)) ** 2 }));
        order.sort((p, q) => q.d - p.d);
        return order[0]?.i ?? -1;
      },
    });

    // 3. The share of the season's rain that fell in July and August.
    const mid = (b[1] as number) + (b[2] as number);
    const total = sum(b);
    const exact = oneDecimal(mid * 100, total);
    const note = roundingNote(exact);
    const share = round1((mid * 100) / total);
    const q3 = numberQuestion(rng, {
      title: loc('Share of the peak months', 'चरम महीनों का हिस्सा'),
      statement: {
        en: `What percentage of the six-month rainfall of ${dry.en} fell in July and August together${note.en}?`,
        hi: `${dry.hi} की छह महीनों की वर्षा का कितना प्रतिशत जुलाई और अगस्त में मिलाकर हुआ${note.hi}?`,
      },
      value: share,
      distractors: [
        (mid * 100) / (total - mid), // compares with the other months only
        ((b[1] as number) * 100) / total, // July only
        (((a[1] as number) + (a[2] as number)) * 100) / sum(a), // the other city
        share + 5,
      ],
      percent: true,
      steps: [
        {
          en: `July + August: $${b[1]} + ${b[2]} = ${mid}$. Six months: $${b.join(' + ')} = ${total}$.`,
          hi: `जुलाई + अगस्त: $${b[1]} + ${b[2]} = ${mid}$। छह महीने: $${b.join(' + ')} = ${total}$।`,
        },
        {
          en: `$\\frac{${mid}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${share}\\%$.`,
          hi: `$\\frac{${mid}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${share}\\%$।`,
        },
      ],
      numbers: [mid, total],
      seconds: 90,
      recompute: () => 100 - ((total - mid) * 100) / total,
    });

    // 4. Months in which one city had more rain than the other.
    const q4 = qCountMore(rng, g, f, ...rng.pick(pairs));

    // 5. A ratio of two readings.
    const q5 = qRatio(rng, g, f, ...niceRatioCells(rng, g, 0, 1));

    return {
      set: {
        kind: 'chart',
        title: loc('Monthly rainfall in two cities', 'दो शहरों में मासिक वर्षा'),
        body: {
          en: `The line graph shows the rainfall (in mm) in ${wet.en} and ${dry.en} in each month from June to November of a year.`,
          hi: `रेखा आलेख में एक वर्ष के जून से नवंबर तक प्रत्येक महीने ${wet.hi} और ${dry.hi} में हुई वर्षा (मिमी में) दिखाई गई है।`,
        },
        charts: [
          gridChart('line', loc('Rainfall (mm)', 'वर्षा (मिमी)'), g, {
            x: loc('Month', 'माह'),
            y: loc('Rainfall (mm)', 'वर्षा (मिमी)'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
