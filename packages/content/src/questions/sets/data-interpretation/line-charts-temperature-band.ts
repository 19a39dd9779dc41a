import type { QuestionSetGenerator } from '../../set-generator.js';
import {
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
  round1,
  roundingNote,
  safeToRound,
  sum,
  uniqueExtreme,
} from './di-numbers.js';

const DAYS: Loc[] = [
  loc('Monday', 'सोमवार'),
  loc('Tuesday', 'मंगलवार'),
  loc('Wednesday', 'बुधवार'),
  loc('Thursday', 'गुरुवार'),
  loc('Friday', 'शुक्रवार'),
  loc('Saturday', 'शनिवार'),
  loc('Sunday', 'रविवार'),
];

/** The daily minimum and maximum temperature of a city over a week (two lines): ranges and averages. */
export const lineChartsTemperatureBand: QuestionSetGenerator = {
  id: 'line-charts/temperature-band',
  topic: 'line-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = DAYS.length;
    let lo: number[] = [];
    let hi: number[] = [];
    let g: Grid;
    let changes: [number, number, number][];
    let cuts: number[] = [];
    for (;;) {
      lo = DAYS.map(() => rng.int(8, 22));
      hi = lo.map((x) => x + rng.int(6, 15));
      g = { cats: DAYS, series: [loc('Maximum', 'अधिकतम'), loc('Minimum', 'न्यूनतम')], v: [hi, lo] };
      changes = cleanChanges(g, [0]);
      const ranges = hi.map((x, i) => x - (lo[i] as number));
      const l = lo;
      cuts = [10, 12, 14, 15, 16, 18, 20].filter((c) => {
        const above = l.filter((x) => x > c).length;
        return !l.includes(c) && above >= 1 && above <= n - 1;
      });
      if (
        changes.length &&
        uniqueExtreme(ranges, 'max') >= 0 &&
        cuts.length &&
        safeToRound(sum(ranges), n) &&
        safeToRound(sum(hi), n)
      )
        break;
    }
    const ranges = hi.map((x, i) => x - (lo[i] as number));
    const f: Frame = {
      m: (s, o) =>
        s === 0
          ? loc(`${o?.adj?.en ?? ''}maximum temperature`, `${o?.adj?.hi ?? ''}अधिकतम तापमान`)
          : loc(`${o?.adj?.en ?? ''}minimum temperature`, `${o?.adj?.hi ?? ''}न्यूनतम तापमान`),
      catTotal: () => loc('sum of the two temperatures', 'दोनों तापमानों का योग'),
      unitIn: loc('in °C', '°C में'),
      allCats: loc('over the seven days', 'सातों दिनों में'),
      catWord: loc('day', 'दिन'),
      catsWord: loc('days', 'दिनों'),
      catIn: (c) => loc(`on ${DAYS[c]?.en}`, `${DAYS[c]?.hi} को`),
      fem: false,
    };
    const day = (i: number) => DAYS[i] as Loc;

    // 1. The day with the widest range.
    const best = uniqueExtreme(ranges, 'max');
    const q1 = labelQuestion(rng, {
      title: loc('The widest daily range', 'सबसे बड़ा दैनिक अंतर'),
      statement: {
        en: 'On which day was the difference between the maximum and the minimum temperature the largest?',
        hi: 'किस दिन अधिकतम और न्यूनतम तापमान का अंतर सबसे अधिक था?',
      },
      labels: DAYS,
      correct: best,
      scores: ranges,
      steps: [
        {
          en: `Differences (°C): ${DAYS.map((d, i) => `${d.en} $${hi[i]} - ${lo[i]} = ${ranges[i]}$`).join('; ')}.`,
          hi: `अंतर (°C): ${DAYS.map((d, i) => `${d.hi} $${hi[i]} - ${lo[i]} = ${ranges[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest is ${ranges[best]} °C, on ${day(best).en}.`,
          hi: `सबसे बड़ा अंतर ${ranges[best]} °C है, ${day(best).hi} को।`,
        },
      ],
      numbers: [ranges[best] as number],
      seconds: 60,
      recompute: () => {
        const order = DAYS.map((_, i) => i).sort(
          (a, b) => (hi[b] as number) + (lo[a] as number) - (hi[a] as number) - (lo[b] as number),
        );
        return order[0] ?? -1;
      },
    });

    // 2. The average maximum temperature.
    const q2 = qSeriesAverage(rng, g, f, 0);

    // 3. Days with a minimum above a level.
    const cut = rng.pick(cuts);
    const above = DAYS.flatMap((d, i) => ((lo[i] as number) > cut ? [d] : []));
    const hiAbove = hi.filter((x) => x > cut).length;
    const q3 = numberQuestion(rng, {
      title: loc('Warm nights', 'गर्म रातें'),
      statement: {
        en: `On how many days did the minimum temperature stay above ${cut} °C?`,
        hi: `कितने दिनों में न्यूनतम तापमान ${cut} °C से ऊपर रहा?`,
      },
      value: above.length,
      distractors: [hiAbove, n - above.length, above.length + 1, above.length - 1],
      steps: [
        {
          en: `Minimum temperatures: ${lo.join(', ')}. Above ${cut}: ${above.map((d) => d.en).join(', ')}, that is ${above.length}.`,
          hi: `न्यूनतम तापमान: ${lo.join(', ')}। ${cut} से ऊपर: ${above.map((d) => d.hi).join(', ')}, अर्थात ${above.length}।`,
        },
      ],
      numbers: [cut, above.length],
      seconds: 45,
      recompute: () => n - lo.filter((x) => x < cut).length,
    });

    // 4. Percentage change in the maximum between two days.
    const q4 = qPercentChange(rng, g, f, rng.pick(changes));

    // 5. The average daily range.
    const total = sum(ranges);
    const exact = oneDecimal(total, n);
    const note = roundingNote(exact);
    const avg = round1(total / n);
    const q5 = numberQuestion(rng, {
      title: loc('Average daily range', 'औसत दैनिक अंतर'),
      statement: {
        en: `What was the average difference between the maximum and the minimum temperature over the seven days (in °C)${note.en}?`,
        hi: `सातों दिनों में अधिकतम और न्यूनतम तापमान का औसत अंतर (°C में) कितना था${note.hi}?`,
      },
      value: avg,
      distractors: [
        Math.max(...hi) - Math.min(...lo), // the range of the whole week
        total / (n - 1), // divides by six
        (sum(hi) + sum(lo)) / (2 * n), // the average temperature
        avg + 1,
      ],
      steps: [
        {
          en: `Daily differences: ${ranges.join(', ')}; total ${total}.`,
          hi: `दैनिक अंतर: ${ranges.join(', ')}; योग ${total}।`,
        },
        {
          en: `Average $= \\frac{${total}}{${n}} ${exact ? '=' : '\\approx'} ${avg}$ °C (the same as average maximum minus average minimum).`,
          hi: `औसत $= \\frac{${total}}{${n}} ${exact ? '=' : '\\approx'} ${avg}$ °C (यही औसत अधिकतम घटा औसत न्यूनतम है)।`,
        },
      ],
      numbers: [total],
      seconds: 90,
      recompute: () => sum(hi) / n - sum(lo) / n,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Daily minimum and maximum temperature', 'दैनिक न्यूनतम और अधिकतम तापमान'),
        body: {
          en: 'The line graph shows the maximum and the minimum temperature (in °C) of a city on each day of a week.',
          hi: 'रेखा आलेख में एक सप्ताह के प्रत्येक दिन एक शहर का अधिकतम और न्यूनतम तापमान (°C में) दिखाया गया है।',
        },
        charts: [
          gridChart('line', loc('Temperature (°C)', 'तापमान (°C)'), g, {
            x: loc('Day', 'दिन'),
            y: loc('Temperature (°C)', 'तापमान (°C)'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
