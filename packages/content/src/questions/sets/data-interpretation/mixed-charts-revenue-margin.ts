import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  roundingNote,
  safeToRound,
  same,
  sum,
  uniqueExtreme,
} from './di-numbers.js';

/** Revenue (bars) and profit margin (line) of a firm: profit of a year, its growth, the overall margin. */
export const mixedChartsRevenueMargin: QuestionSetGenerator = {
  id: 'mixed-charts/revenue-margin',
  topic: 'mixed-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4].map((i) => start + i);
    const cats = years.map((y) => same(String(y)));
    let rev: number[] = [];
    let mar: number[] = [];
    let prof: number[] = [];
    let pairs: [number, number][] = [];
    for (;;) {
      rev = years.map(() => 20 * rng.int(10, 30));
      mar = years.map(() => 5 * rng.int(1, 5));
      prof = rev.map((r, i) => (r * (mar[i] as number)) / 100);
      pairs = [];
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++) {
          const pa = prof[a] as number;
          const pb = prof[b] as number;
          if (pa !== pb && oneDecimal(Math.abs(pb - pa) * 100, pa) && Math.abs(pb - pa) <= 1.5 * pa)
            pairs.push([a, b]);
        }
      const top = uniqueExtreme(prof, 'max');
      // The year of the largest profit is neither the year of the largest revenue nor of the largest margin.
      if (
        top >= 0 &&
        top !== uniqueExtreme(rev, 'max') &&
        top !== uniqueExtreme(mar, 'max') &&
        pairs.length > 0 &&
        safeToRound(sum(prof) * 100, sum(rev))
      )
        break;
    }
    const yr = (i: number) => years[i] as number;
    const y1 = rng.int(0, 4);

    // 1. Profit of one year.
    const p1 = prof[y1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Profit of a year', 'किसी वर्ष का लाभ'),
      statement: {
        en: `What was the profit of the firm in ${yr(y1)} (in ₹ crore)?`,
        hi: `${yr(y1)} में फ़र्म का लाभ कितना था (करोड़ रुपये में)?`,
      },
      value: p1,
      distractors: [
        (rev[y1] as number) - p1, // the cost, not the profit
        ((rev[y1] as number) * (mar[(y1 + 1) % 5] as number)) / 100, // the margin of the next year
        ((rev[(y1 + 1) % 5] as number) * (mar[y1] as number)) / 100, // the revenue of the next year
        ((rev[y1] as number) * (mar[y1] as number)) / 10, // a slip of the decimal point
        p1 + 10,
        p1 + 5,
      ],
      steps: [
        {
          en: `Profit $=$ revenue $\\times$ margin: $${rev[y1]} \\times \\frac{${mar[y1]}}{100} = ${p1}$ crore.`,
          hi: `लाभ $=$ राजस्व $\\times$ मार्जिन: $${rev[y1]} \\times \\frac{${mar[y1]}}{100} = ${p1}$ करोड़।`,
        },
      ],
      numbers: [p1],
      seconds: 60,
      recompute: () => (rev[y1] as number) - ((rev[y1] as number) * (100 - (mar[y1] as number))) / 100,
    });

    // 2. The year of the largest profit.
    const top = uniqueExtreme(prof, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The most profitable year', 'सबसे अधिक लाभ वाला वर्ष'),
      statement: {
        en: 'In which year did the firm earn the largest profit?',
        hi: 'किस वर्ष फ़र्म को सबसे अधिक लाभ हुआ?',
      },
      labels: cats,
      correct: top,
      scores: prof,
      steps: [
        {
          en: `Profits (revenue $\\times$ margin): ${years.map((y, i) => `${y}: $${rev[i]} \\times ${mar[i]}\\% = ${prof[i]}$`).join('; ')}.`,
          hi: `लाभ (राजस्व $\\times$ मार्जिन): ${years.map((y, i) => `${y}: $${rev[i]} \\times ${mar[i]}\\% = ${prof[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest is in ${yr(top)}: neither the highest bar nor the highest point of the line decides it alone.`,
          hi: `सबसे अधिक ${yr(top)} में है: केवल सबसे ऊँचा दंड या रेखा का सबसे ऊँचा बिंदु इसे तय नहीं करता।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let best = 0;
        for (let i = 1; i < 5; i++)
          if ((rev[i] as number) * (mar[i] as number) > (rev[best] as number) * (mar[best] as number))
            best = i;
        return best;
      },
    });

    // 3. Total cost of the firm over the five years.
    const cost = sum(rev) - sum(prof);
    const q3 = numberQuestion(rng, {
      title: loc('Total cost over the years', 'सभी वर्षों की कुल लागत'),
      statement: {
        en: `What was the total cost (revenue minus profit) of the firm from ${yr(0)} to ${yr(4)} (in ₹ crore)?`,
        hi: `${yr(0)} से ${yr(4)} तक फ़र्म की कुल लागत (राजस्व घटा लाभ) कितनी थी (करोड़ रुपये में)?`,
      },
      value: cost,
      distractors: [
        sum(prof), // the total profit
        sum(rev), // the total revenue
        sum(rev) - (sum(rev) * sum(mar)) / 500, // uses the simple average margin
        cost + 20,
      ],
      steps: [
        {
          en: `Total revenue: $${rev.join(' + ')} = ${sum(rev)}$.`,
          hi: `कुल राजस्व: $${rev.join(' + ')} = ${sum(rev)}$।`,
        },
        {
          en: `Total profit: $${prof.join(' + ')} = ${sum(prof)}$.`,
          hi: `कुल लाभ: $${prof.join(' + ')} = ${sum(prof)}$।`,
        },
        {
          en: `Total cost: $${sum(rev)} - ${sum(prof)} = ${cost}$ crore.`,
          hi: `कुल लागत: $${sum(rev)} - ${sum(prof)} = ${cost}$ करोड़।`,
        },
      ],
      numbers: [cost],
      seconds: 150,
      recompute: () => sum(rev.map((r, i) => (r * (100 - (mar[i] as number))) / 100)),
    });

    // 4. CAT level: percentage change in profit between two years (both charts).
    const [a4, b4] = rng.pick(pairs);
    const pa = prof[a4] as number;
    const pb = prof[b4] as number;
    const ch = ((pb - pa) * 100) / pa;
    const up = ch > 0;
    const revCh = (((rev[b4] as number) - (rev[a4] as number)) * 100) / (rev[a4] as number);
    const q4 = numberQuestion(rng, {
      title: loc('Change in profit between two years', 'दो वर्षों के बीच लाभ में परिवर्तन'),
      statement: {
        en: `By what percentage did the profit of the firm ${up ? 'rise' : 'fall'} from ${yr(a4)} to ${yr(b4)}?`,
        hi: `${yr(a4)} से ${yr(b4)} तक फ़र्म का लाभ कितने प्रतिशत ${up ? 'बढ़ा' : 'घटा'}?`,
      },
      value: Math.abs(ch),
      distractors: [
        Math.abs(revCh), // the change in revenue only
        Math.abs((mar[b4] as number) - (mar[a4] as number)), // the change in margin, in points
        (Math.abs(pb - pa) * 100) / pb, // the later year as the base
        Math.abs(ch) + 10,
      ],
      percent: true,
      steps: [
        {
          en: `Profit in ${yr(a4)}: $${rev[a4]} \\times \\frac{${mar[a4]}}{100} = ${pa}$; in ${yr(b4)}: $${rev[b4]} \\times \\frac{${mar[b4]}}{100} = ${pb}$.`,
          hi: `${yr(a4)} में लाभ: $${rev[a4]} \\times \\frac{${mar[a4]}}{100} = ${pa}$; ${yr(b4)} में: $${rev[b4]} \\times \\frac{${mar[b4]}}{100} = ${pb}$।`,
        },
        {
          en: `Change: $\\frac{${Math.abs(pb - pa)}}{${pa}} \\times 100 = ${round1(Math.abs(ch))}\\%$ (${up ? 'a rise' : 'a fall'}).`,
          hi: `परिवर्तन: $\\frac{${Math.abs(pb - pa)}}{${pa}} \\times 100 = ${round1(Math.abs(ch))}\\%$ (${up ? 'वृद्धि' : 'कमी'})।`,
        },
      ],
      numbers: [pa, pb],
      seconds: 180,
      recompute: () =>
        Math.abs(
          (((rev[b4] as number) * (mar[b4] as number)) / ((rev[a4] as number) * (mar[a4] as number)) - 1) *
            100,
        ),
    });

    // 5. CAT level: the margin of the five years taken together.
    const overall = (sum(prof) * 100) / sum(rev);
    const exact = oneDecimal(sum(prof) * 100, sum(rev));
    const note = roundingNote(exact);
    const q5 = numberQuestion(rng, {
      title: loc('Margin of the whole period', 'पूरी अवधि का मार्जिन'),
      statement: {
        en: `Taking the five years together, what was the firm's profit as a percentage of its revenue${note.en}?`,
        hi: `पाँचों वर्षों को मिलाकर फ़र्म का लाभ उसके राजस्व का कितना प्रतिशत था${note.hi}?`,
      },
      value: overall,
      distractors: [
        sum(mar) / 5, // the simple average of the margins
        (sum(prof) * 100) / (sum(rev) - sum(prof)), // profit on cost
        overall + 2,
        overall - 2,
      ],
      percent: true,
      steps: [
        {
          en: `The margins cannot simply be averaged, as the revenues differ. Total profit $= ${sum(prof)}$, total revenue $= ${sum(rev)}$.`,
          hi: `मार्जिनों का साधारण औसत नहीं लिया जा सकता, क्योंकि राजस्व अलग-अलग हैं। कुल लाभ $= ${sum(prof)}$, कुल राजस्व $= ${sum(rev)}$।`,
        },
        {
          en: `Overall margin $= \\frac{${sum(prof)}}{${sum(rev)}} \\times 100 ${exact ? '=' : '\\approx'} ${round1(overall)}\\%$.`,
          hi: `कुल मार्जिन $= \\frac{${sum(prof)}}{${sum(rev)}} \\times 100 ${exact ? '=' : '\\approx'} ${round1(overall)}\\%$।`,
        },
      ],
      numbers: [sum(prof), sum(rev)],
      seconds: 180,
      recompute: () => {
        // A revenue-weighted average of the margins.
        let w = 0;
        for (let i = 0; i < 5; i++) w += ((rev[i] as number) / sum(rev)) * (mar[i] as number);
        return w;
      },
    });

    const body: Loc = {
      en: `The bar chart shows the revenue of a firm (in ₹ crore) from ${yr(0)} to ${yr(4)}, and the line chart shows its profit margin, that is, the profit as a percentage of the revenue of the same year.`,
      hi: `दंड आलेख में ${yr(0)} से ${yr(4)} तक एक फ़र्म का राजस्व (करोड़ रुपये में) दिखाया गया है, और रेखा आलेख में उसका लाभ मार्जिन, अर्थात उसी वर्ष के राजस्व के प्रतिशत के रूप में लाभ, दिखाया गया है।`,
    };
    return {
      set: {
        kind: 'chart',
        title: loc('Revenue and profit margin of a firm', 'एक फ़र्म का राजस्व और लाभ मार्जिन'),
        body,
        charts: [
          {
            type: 'bar',
            title: loc('Revenue (₹ crore)', 'राजस्व (करोड़ रुपये)'),
            categories: cats,
            series: [{ name: loc('Revenue', 'राजस्व'), values: rev }],
            xLabel: loc('Year', 'वर्ष'),
            yLabel: loc('₹ crore', 'करोड़ रुपये'),
          },
          {
            type: 'line',
            title: loc('Profit margin (% of revenue)', 'लाभ मार्जिन (राजस्व का %)'),
            categories: cats,
            series: [{ name: loc('Margin', 'मार्जिन'), values: mar }],
            xLabel: loc('Year', 'वर्ष'),
            yLabel: loc('Margin (%)', 'मार्जिन (%)'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [yr(0), yr(4)],
    };
  },
};
