import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  cleanChanges,
  type Frame,
  type Grid,
  gridChart,
  indian,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  qPercentChange,
  qSeriesAverage,
  round1,
  roundingNote,
  rupees,
  safeToRound,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const DAYS = 8;
const LOTS = [50, 100, 120, 150, 200, 250];

/** A share's closing price over eight trading days (a line): changes, the worst day, trades and averaging. */
export const lineChartsSharePrice: QuestionSetGenerator = {
  id: 'line-charts/share-price',
  topic: 'line-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng) {
    const days: Loc[] = Array.from({ length: DAYS }, (_, i) => loc(`Day ${i + 1}`, `दिन ${i + 1}`));
    let price: number[] = [];
    let g: Grid;
    let changes: [number, number, number][];
    let falls: number[] = [];
    let buys: [number, number][] = [];
    let avgPlans: [number, number, number][] = [];
    for (;;) {
      price = [5 * rng.int(40, 80)];
      for (let i = 1; i < DAYS; i++) price.push(Math.max(100, (price[i - 1] as number) + 5 * rng.int(-6, 6)));
      g = { cats: days, series: [loc('Closing price', 'बंद भाव')], v: [price] };
      changes = cleanChanges(g, [0]);
      const p = price;
      falls = p.slice(1).map((x, i) => round1((((p[i] as number) - x) * 100) / (p[i] as number)));
      buys = [];
      avgPlans = [];
      for (let a = 0; a < DAYS; a++) {
        for (let b = a + 1; b < DAYS; b++) {
          if ((p[b] as number) > (p[a] as number)) buys.push([a, b]);
          for (let c = b + 1; c < DAYS; c++) {
            const [pa, pb, pc] = [p[a] as number, p[b] as number, p[c] as number];
            const num = pc * (pa + pb) - 2 * pa * pb;
            if (pa !== pb && num !== 0 && safeToRound(Math.abs(num) * 100, 2 * pa * pb))
              avgPlans.push([a, b, c]);
          }
        }
      }
      if (
        changes.length &&
        Math.max(...falls) > 0 &&
        uniqueExtreme(falls, 'max') >= 0 &&
        buys.length &&
        avgPlans.length
      )
        break;
    }
    const day = (i: number) => days[i] as Loc;
    const f: Frame = {
      m: (_s, o) =>
        loc(
          `${o?.adj?.en ?? ''}closing price of the share`,
          `शेयर ${o?.obl ? 'के' : 'का'} ${o?.adj?.hi ?? ''}बंद भाव`,
        ),
      catTotal: () => loc('closing price', 'बंद भाव'),
      unitIn: loc('in ₹', '₹ में'),
      allCats: loc('over the eight days', 'आठों दिनों में'),
      catWord: loc('day', 'दिन'),
      catsWord: loc('days', 'दिनों'),
      catIn: (c) => loc(`on ${day(c).en}`, `${day(c).hi} को`),
      fem: false,
    };

    // 1. Percentage change between two days.
    const q1 = qPercentChange(rng, g, f, rng.pick(changes));

    // 2. The day of the steepest fall.
    const worst = uniqueExtreme(falls, 'max');
    const rel = (i: number) =>
      oneDecimal(((price[i] as number) - (price[i + 1] as number)) * 100, price[i] as number)
        ? '='
        : '\\approx';
    const q2 = labelQuestion(rng, {
      title: loc('The steepest one-day fall', 'एक दिन में सबसे बड़ी गिरावट'),
      statement: {
        en: 'On which day did the closing price fall by the largest percentage compared with the previous day?',
        hi: 'किस दिन बंद भाव पिछले दिन की तुलना में सबसे अधिक प्रतिशत गिरा?',
      },
      labels: days.slice(1),
      correct: worst,
      scores: falls,
      // The day of the largest fall in rupees (the usual slip) stays among the options.
      keep: [uniqueOrFirstMax(price.slice(1).map((p, i) => (price[i] as number) - (p as number)))],
      steps: [
        {
          en: `Falls over the previous day: ${days
            .slice(1)
            .flatMap((d, i) =>
              (falls[i] as number) > 0
                ? [`${d.en} $\\frac{${price[i]} - ${price[i + 1]}}{${price[i]}} ${rel(i)} ${falls[i]}\\%$`]
                : [],
            )
            .join('; ')}.`,
          hi: `पिछले दिन की तुलना में गिरावट: ${days
            .slice(1)
            .flatMap((d, i) =>
              (falls[i] as number) > 0
                ? [`${d.hi} $\\frac{${price[i]} - ${price[i + 1]}}{${price[i]}} ${rel(i)} ${falls[i]}\\%$`]
                : [],
            )
            .join('; ')}।`,
        },
        {
          en: `The largest is on ${day(worst + 1).en} (the largest fall in rupees need not be the largest in percent).`,
          hi: `सबसे बड़ी गिरावट ${day(worst + 1).hi} को है (रुपयों में सबसे बड़ी गिरावट का प्रतिशत में भी सबसे बड़ा होना आवश्यक नहीं)।`,
        },
      ],
      seconds: 120,
      recompute: () => {
        let at = 1;
        for (let i = 2; i < DAYS; i++) {
          // price[i]/price[i-1] smallest is the steepest fall.
          if (
            (price[i] as number) * (price[at - 1] as number) <
            (price[at] as number) * (price[i - 1] as number)
          )
            at = i;
        }
        return at - 1;
      },
    });

    // 3. A trade: bought on one day, sold on a later day.
    const [ba, bb] = rng.pick(buys);
    const lot = rng.pick(LOTS);
    const gain = lot * ((price[bb] as number) - (price[ba] as number));
    const q3 = numberQuestion(rng, {
      title: loc('Profit on a trade', 'एक सौदे पर लाभ'),
      statement: {
        en: `An investor bought ${lot} shares at the closing price of ${day(ba).en} and sold them all at the closing price of ${day(bb).en}. What was the profit?`,
        hi: `एक निवेशक ने ${day(ba).hi} के बंद भाव पर ${lot} शेयर खरीदे और ${day(bb).hi} के बंद भाव पर सब बेच दिए। उसे कितना लाभ हुआ?`,
      },
      value: gain,
      distractors: [
        (price[bb] as number) - (price[ba] as number), // the profit on one share
        lot * ((price[bb] as number) - (price[ba + 1] as number)), // buys a day late
        lot * (price[bb] as number), // the sale value
        gain + lot * 5,
      ],
      format: rupees,
      steps: [
        {
          en: `Profit per share: $${price[bb]} - ${price[ba]} = ${(price[bb] as number) - (price[ba] as number)}$. For ${lot} shares: $${lot} \\times ${(price[bb] as number) - (price[ba] as number)} = ${gain}$.`,
          hi: `प्रति शेयर लाभ: $${price[bb]} - ${price[ba]} = ${(price[bb] as number) - (price[ba] as number)}$। ${lot} शेयरों पर: $${lot} \\times ${(price[bb] as number) - (price[ba] as number)} = ${gain}$।`,
        },
      ],
      numbers: [lot],
      seconds: 60,
      recompute: () => lot * (price[bb] as number) - lot * (price[ba] as number),
    });

    // 4. Type in: the average closing price.
    const q4 = qSeriesAverage(rng, g, f, 0, true);

    // 5. CAT level: equal amounts invested on two days, all sold on a third.
    const [a, b, c] = rng.pick(avgPlans);
    const [pa, pb, pc] = [price[a] as number, price[b] as number, price[c] as number];
    const amount = 1000 * rng.int(10, 60);
    const num = pc * (pa + pb) - 2 * pa * pb;
    const den = 2 * pa * pb;
    const profit = num > 0;
    const exact = oneDecimal(Math.abs(num) * 100, den);
    const note = roundingNote(exact);
    const value = round1((Math.abs(num) * 100) / den);
    const word = profit ? loc('profit', 'लाभ') : loc('loss', 'हानि');
    const naive = (Math.abs(2 * pc - pa - pb) * 100) / (pa + pb);
    const q5 = numberQuestion(rng, {
      title: loc('Buying in two instalments', 'दो किस्तों में खरीद'),
      statement: {
        en: `An investor put ${rupees(amount)} into the share at the closing price of ${day(a).en} and another ${rupees(amount)} at the closing price of ${day(b).en} (fractions of a share allowed), and sold all the shares at the closing price of ${day(c).en}. What was the ${word.en} as a percentage of the money invested${note.en}?`,
        hi: `एक निवेशक ने ${day(a).hi} के बंद भाव पर ${rupees(amount)} और ${day(b).hi} के बंद भाव पर फिर ${rupees(amount)} शेयर में लगाए (शेयर के भाग भी ख़रीदे जा सकते हैं), और ${day(c).hi} के बंद भाव पर सारे शेयर बेच दिए। लगाई गई राशि पर प्रतिशत ${word.hi} कितना हुआ${note.hi}?`,
      },
      value,
      distractors: [
        naive, // takes the simple average of the two buying prices as the cost
        (Math.abs(pc - pa) * 100) / pa, // only the first purchase
        (Math.abs(pc - pb) * 100) / pb, // only the second purchase
        value + 2,
      ],
      percent: true,
      steps: [
        {
          en: `Shares bought: $\\frac{${amount}}{${pa}} + \\frac{${amount}}{${pb}}$; sold at ${pc} each.`,
          hi: `ख़रीदे गए शेयर: $\\frac{${amount}}{${pa}} + \\frac{${amount}}{${pb}}$; प्रत्येक ${pc} पर बेचे।`,
        },
        {
          en: `Value ÷ cost $= \\frac{${pc}}{2}\\left(\\frac{1}{${pa}} + \\frac{1}{${pb}}\\right) = \\frac{${pc} \\times ${pa + pb}}{${den}} = \\frac{${pc * (pa + pb)}}{${den}}$ (the amount ${indian(amount)} cancels).`,
          hi: `मूल्य ÷ लागत $= \\frac{${pc}}{2}\\left(\\frac{1}{${pa}} + \\frac{1}{${pb}}\\right) = \\frac{${pc} \\times ${pa + pb}}{${den}} = \\frac{${pc * (pa + pb)}}{${den}}$ (राशि ${indian(amount)} कट जाती है)।`,
        },
        {
          en: `${word.en[0]?.toUpperCase()}${word.en.slice(1)} $= \\frac{${Math.abs(num)}}{${den}} \\times 100 ${exact ? '=' : '\\approx'} ${value}\\%$. (The average cost is the harmonic mean of ${pa} and ${pb}, not their simple average.)`,
          hi: `${word.hi} $= \\frac{${Math.abs(num)}}{${den}} \\times 100 ${exact ? '=' : '\\approx'} ${value}\\%$। (औसत लागत ${pa} और ${pb} का हरात्मक माध्य है, साधारण औसत नहीं।)`,
        },
      ],
      numbers: [pa, pb, pc],
      seconds: 210,
      recompute: () => {
        const shares = amount / pa + amount / pb;
        return Math.abs((shares * pc) / (2 * amount) - 1) * 100;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Closing price of a share over eight days', 'आठ दिनों में एक शेयर का बंद भाव'),
        body: {
          en: 'The line graph shows the closing price (in ₹) of a company’s share on eight consecutive trading days. Trades take place at the closing price; ignore brokerage and taxes.',
          hi: 'रेखा आलेख में लगातार आठ कारोबारी दिनों में एक कंपनी के शेयर का बंद भाव (₹ में) दिखाया गया है। सौदे बंद भाव पर होते हैं; दलाली और कर की उपेक्षा कीजिए।',
        },
        charts: [
          gridChart('line', loc('Closing price (₹)', 'बंद भाव (₹)'), g, {
            x: loc('Trading day', 'कारोबारी दिन'),
            y: loc('Price (₹)', 'भाव (₹)'),
          }),
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
