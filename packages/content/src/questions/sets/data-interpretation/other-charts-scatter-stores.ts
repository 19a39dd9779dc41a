import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  gcd,
  indian,
  labelQuestion,
  loc,
  numberQuestion,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  same,
  sum,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const STORES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** A scatter plot of stores (price against units sold), given as a table of points: revenue, a quadrant count, a conditional average. */
export const otherChartsScatterStores: QuestionSetGenerator = {
  id: 'other-charts/scatter-stores',
  topic: 'other-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    let price: number[] = [];
    let units: number[] = [];
    let rev: number[] = [];
    let p0 = 0;
    let u0 = 0;
    let busy: number[] = [];
    // Pairs of stores whose revenues stand in a small ratio (both terms at most 20 in lowest terms).
    const nicePairs = () => {
      const out: [number, number][] = [];
      for (let a = 0; a < 8; a++)
        for (let b = 0; b < 8; b++) {
          const x = rev[a] as number;
          const y = rev[b] as number;
          const g = gcd(x, y);
          if (a !== b && x !== y && x / g <= 20 && y / g <= 20) out.push([a, b]);
        }
      return out;
    };
    for (;;) {
      price = STORES.map(() => 10 * rng.int(4, 15));
      units = STORES.map(() => 10 * rng.int(5, 30));
      rev = price.map((p, i) => p * (units[i] as number));
      p0 = 10 * rng.int(7, 11);
      u0 = 10 * rng.int(12, 22);
      busy = STORES.map((_, i) => i).filter((i) => (units[i] as number) > u0);
      const top = uniqueExtreme(rev, 'max');
      const avg = sum(busy.map((i) => price[i] as number)) / busy.length;
      // The top store by revenue leads on neither axis; the thresholds split the stores; the average is neat.
      if (
        top >= 0 &&
        (price[top] as number) < Math.max(...price) &&
        (units[top] as number) < Math.max(...units) &&
        nicePairs().length > 0 &&
        busy.length >= 2 &&
        busy.length <= 6 &&
        Number.isInteger(avg * 2) &&
        !price.includes(p0) &&
        !units.includes(u0)
      )
        break;
    }
    const st = (i: number) => loc(`store ${STORES[i]}`, `दुकान ${STORES[i]}`);
    const labels = STORES.map((s) => loc(`Store ${s}`, `दुकान ${s}`));
    const [i2, i3] = rng.pick(nicePairs());
    const i1 = rng.pick([0, 1, 2, 3, 4, 5, 6, 7].filter((i) => i !== i2));

    // 1. Revenue of a store.
    const v1 = rev[i1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Daily revenue of a store', 'किसी दुकान की दैनिक आय'),
      statement: {
        en: `What is the daily revenue of ${st(i1).en} (price × units sold, in ₹)?`,
        hi: `${st(i1).hi} की दैनिक आय (मूल्य × बिकी इकाइयाँ, रुपये में) कितनी है?`,
      },
      value: v1,
      distractors: [
        (price[i1] as number) * (units[i2] as number), // reads another store's units
        (price[i2] as number) * (units[i1] as number), // reads another store's price
        (price[i1] as number) + (units[i1] as number), // adds instead of multiplying
        v1 + 100,
      ],
      format: indian,
      steps: [
        {
          en: `$${price[i1]} \\times ${units[i1]} = ${v1}$, that is ₹${indian(v1)}.`,
          hi: `$${price[i1]} \\times ${units[i1]} = ${v1}$, अर्थात ${indian(v1)} रुपये।`,
        },
      ],
      numbers: [v1],
      seconds: 45,
      recompute: () => {
        let s = 0;
        for (let k = 0; k < (units[i1] as number); k++) s += price[i1] as number;
        return s;
      },
    });

    // 2. The store with the largest revenue.
    const top = uniqueExtreme(rev, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The store with the largest revenue', 'सबसे अधिक आय वाली दुकान'),
      statement: {
        en: 'Which store has the largest daily revenue?',
        hi: 'किस दुकान की दैनिक आय सबसे अधिक है?',
      },
      labels,
      correct: top,
      scores: rev,
      keep: [uniqueExtreme(price, 'max'), uniqueExtreme(units, 'max')].filter((i) => i >= 0),
      steps: [
        {
          en: `Revenues: ${STORES.map((s, i) => `${s} $${price[i]} \\times ${units[i]} = ${rev[i]}$`).join('; ')}.`,
          hi: `आय: ${STORES.map((s, i) => `${s} $${price[i]} \\times ${units[i]} = ${rev[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest is store ${STORES[top]}: the point furthest right or highest is not the answer by itself.`,
          hi: `सबसे अधिक दुकान ${STORES[top]} की है: सबसे दाएँ या सबसे ऊपर वाला बिंदु अपने आप उत्तर नहीं है।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let best = 0;
        for (let i = 1; i < 8; i++)
          if ((price[i] as number) * (units[i] as number) > (price[best] as number) * (units[best] as number))
            best = i;
        return best;
      },
    });

    // 3. Stores in the upper-right region.
    const both = STORES.filter((_, i) => (price[i] as number) > p0 && (units[i] as number) > u0).length;
    const either = STORES.filter((_, i) => (price[i] as number) > p0 || (units[i] as number) > u0).length;
    const q3 = numberQuestion(rng, {
      title: loc('Stores above both lines', 'दोनों रेखाओं से ऊपर की दुकानें'),
      statement: {
        en: `How many stores charge more than ₹${p0} and also sell more than ${u0} units a day?`,
        hi: `कितनी दुकानें ${p0} रुपये से अधिक मूल्य लेती हैं और साथ ही दिन में ${u0} से अधिक इकाइयाँ बेचती हैं?`,
      },
      value: both,
      distractors: [
        either, // "or" instead of "and"
        busy.length, // the units condition alone
        STORES.filter((_, i) => (price[i] as number) > p0).length, // the price condition alone
        both + 1,
      ],
      steps: [
        {
          en: `Price above ${p0}: ${STORES.filter((_, i) => (price[i] as number) > p0).join(', ') || 'none'}. Units above ${u0}: ${busy.map((i) => STORES[i]).join(', ')}.`,
          hi: `मूल्य ${p0} से अधिक: ${STORES.filter((_, i) => (price[i] as number) > p0).join(', ') || 'कोई नहीं'}। इकाइयाँ ${u0} से अधिक: ${busy.map((i) => STORES[i]).join(', ')}।`,
        },
        {
          en: `Stores in both lists: ${both}.`,
          hi: `दोनों सूचियों में आने वाली दुकानें: ${both}।`,
        },
      ],
      seconds: 90,
      recompute: () => busy.filter((i) => (price[i] as number) > p0).length,
    });

    // 4. Average price of the busy stores.
    const avg = sum(busy.map((i) => price[i] as number)) / busy.length;
    const q4 = numberQuestion(rng, {
      title: loc('Average price of the busy stores', 'अधिक बिक्री वाली दुकानों का औसत मूल्य'),
      statement: {
        en: `What is the average price (in ₹) charged by the stores that sell more than ${u0} units a day?`,
        hi: `दिन में ${u0} से अधिक इकाइयाँ बेचने वाली दुकानों का औसत मूल्य (रुपये में) कितना है?`,
      },
      value: avg,
      distractors: [
        sum(price) / 8, // the average of all eight stores
        sum(busy.map((i) => price[i] as number)) / 8, // divides by all eight
        sum(busy.map((i) => rev[i] as number)) / sum(busy.map((i) => units[i] as number)), // weights by units sold
        avg + 5,
      ],
      steps: [
        {
          en: `Stores above ${u0} units: ${busy.map((i) => STORES[i]).join(', ')}, with prices $${busy.map((i) => price[i]).join(', ')}$.`,
          hi: `${u0} से अधिक इकाइयों वाली दुकानें: ${busy.map((i) => STORES[i]).join(', ')}, जिनके मूल्य $${busy.map((i) => price[i]).join(', ')}$ हैं।`,
        },
        {
          en: `Average: $\\frac{${sum(busy.map((i) => price[i] as number))}}{${busy.length}} = ${round1(avg)}$.`,
          hi: `औसत: $\\frac{${sum(busy.map((i) => price[i] as number))}}{${busy.length}} = ${round1(avg)}$।`,
        },
      ],
      seconds: 120,
      recompute: () => {
        const ps = STORES.flatMap((_, i) => ((units[i] as number) > u0 ? [price[i] as number] : []));
        return ps.reduce((a, b) => a + b, 0) / ps.length;
      },
    });

    // 5. Ratio of the revenues of two stores.
    const r5 = ratioText(rev[i2] as number, rev[i3] as number);
    const q5 = textQuestion(rng, {
      title: loc('Ratio of two revenues', 'दो आयों का अनुपात'),
      statement: {
        en: `What is the ratio of the daily revenue of ${st(i2).en} to that of ${st(i3).en}?`,
        hi: `${st(i2).hi} और ${st(i3).hi} की दैनिक आय का अनुपात क्या है?`,
      },
      correct: r5,
      wrong: ratioWrongs(rev[i2] as number, rev[i3] as number, [
        ratioText(units[i2] as number, units[i3] as number), // units only
        ratioText(price[i2] as number, price[i3] as number), // prices only
        ratioText(rev[i3] as number, rev[i2] as number), // the wrong way round
      ]),
      steps: [
        {
          en: `$${price[i2]} \\times ${units[i2]} = ${rev[i2]}$ and $${price[i3]} \\times ${units[i3]} = ${rev[i3]}$; $${rev[i2]} : ${rev[i3]} = ${r5}$.`,
          hi: `$${price[i2]} \\times ${units[i2]} = ${rev[i2]}$ और $${price[i3]} \\times ${units[i3]} = ${rev[i3]}$; $${rev[i2]} : ${rev[i3]} = ${r5}$।`,
        },
      ],
      numbers: [rev[i2] as number, rev[i3] as number],
      seconds: 75,
      recompute: () =>
        ratioByFactors(
          (price[i2] as number) * (units[i2] as number),
          (price[i3] as number) * (units[i3] as number),
        ),
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Price against sales: a scatter plot of stores', 'मूल्य बनाम बिक्री: दुकानों का प्रकीर्ण आरेख'),
        body: {
          en: 'A scatter plot showed eight stores of a chain as points: the price of a product (in ₹) along one axis and the units of it sold a day along the other. The table lists the points.',
          hi: 'एक प्रकीर्ण आरेख में किसी शृंखला की आठ दुकानों को बिंदुओं के रूप में दिखाया गया: एक अक्ष पर एक उत्पाद का मूल्य (रुपये में) और दूसरे पर उसकी प्रतिदिन बिकी इकाइयाँ। तालिका में ये बिंदु दिए गए हैं।',
        },
        charts: [
          {
            type: 'table',
            title: loc('Points of the scatter plot', 'प्रकीर्ण आरेख के बिंदु'),
            categories: STORES.map((s) => same(s)),
            series: [
              { name: loc('Price (₹)', 'मूल्य (रुपये)'), values: price },
              { name: loc('Units sold a day', 'प्रतिदिन बिकी इकाइयाँ'), values: units },
            ],
            xLabel: loc('Store', 'दुकान'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
