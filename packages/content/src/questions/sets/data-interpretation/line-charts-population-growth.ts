import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  roundingNote,
  safeToRound,
  same,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const RATES = [-3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A city's yearly population growth rate (a line) with its starting population: rates against absolute numbers. */
export const lineChartsPopulationGrowth: QuestionSetGenerator = {
  id: 'line-charts/population-growth',
  topic: 'line-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const n = years.length;
    let r: number[] = [];
    let ends: number[] = [];
    for (;;) {
      r = years.map(() => rng.pick(RATES));
      // Population at the end of each year, relative to the start (exact as a product of factors).
      ends = [];
      let x = 1;
      for (const rate of r) {
        x *= 1 + rate / 100;
        ends.push(x);
      }
      const top = uniqueExtreme(
        ends.map((e) => Math.round(e * 1e4)),
        'max',
      );
      const three = (100 + (r[0] as number)) * (100 + (r[1] as number)) * (100 + (r[2] as number)) - 1e6;
      if (
        r.some((v) => v < 0) &&
        top >= 0 &&
        top !== n - 1 &&
        top !== uniqueExtreme(r, 'max') &&
        three !== 0 &&
        safeToRound(Math.abs(three) * 100, 1e6)
      )
        break;
    }
    const P0 = 1_000_000 * rng.int(2, 9);
    const P1 = (P0 * (100 + (r[0] as number))) / 100;
    const P2 = (P1 * (100 + (r[1] as number))) / 100;
    const yr = (i: number) => years[i] as string;

    // 1. Population at the end of the first year.
    const q1 = numberQuestion(rng, {
      title: loc('Population after a year', 'एक वर्ष बाद जनसंख्या'),
      statement: {
        en: `What was the population of the city at the end of ${yr(0)}?`,
        hi: `${yr(0)} के अंत में शहर की जनसंख्या कितनी थी?`,
      },
      value: P1,
      distractors: [
        (P0 * (100 - (r[0] as number))) / 100,
        (P0 * (r[0] as number)) / 100,
        (P0 * (100 + (r[1] as number))) / 100,
        P1 + 10000,
      ],
      format: indian,
      steps: [
        {
          en: `$${P0} \\times \\frac{${100 + (r[0] as number)}}{100} = ${P1}$, that is ${indian(P1)}.`,
          hi: `$${P0} \\times \\frac{${100 + (r[0] as number)}}{100} = ${P1}$, अर्थात ${indian(P1)}।`,
        },
      ],
      numbers: [P1],
      seconds: 45,
      recompute: () => P0 + (P0 / 100) * (r[0] as number),
    });

    // 2. The change in number during the second year.
    const d2 = P2 - P1;
    const word = d2 > 0 ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const q2 = numberQuestion(rng, {
      title: loc('Change in number in a year', 'किसी वर्ष में संख्या में परिवर्तन'),
      statement: {
        en: `By how many people did the population ${word.en} during ${yr(1)}?`,
        hi: `${yr(1)} के दौरान जनसंख्या में कितने लोगों की ${word.hi} हुई?`,
      },
      value: Math.abs(d2),
      distractors: [
        Math.abs((P0 * (r[1] as number)) / 100), // applies the rate to the starting population
        Math.abs(P2 - P0), // the change over two years
        Math.abs((P0 * (r[0] as number)) / 100), // the first year's change
        Math.abs(d2) + 1000,
      ],
      format: indian,
      steps: [
        {
          en: `At the start of ${yr(1)} the population was $${P0} \\times \\frac{${100 + (r[0] as number)}}{100} = ${P1}$.`,
          hi: `${yr(1)} की शुरुआत में जनसंख्या $${P0} \\times \\frac{${100 + (r[0] as number)}}{100} = ${P1}$ थी।`,
        },
        {
          en: `The rate in ${yr(1)} is ${r[1]}%: $${P1} \\times \\frac{${Math.abs(r[1] as number)}}{100} = ${Math.abs(d2)}$.`,
          hi: `${yr(1)} में दर ${r[1]}% है: $${P1} \\times \\frac{${Math.abs(r[1] as number)}}{100} = ${Math.abs(d2)}$।`,
        },
      ],
      numbers: [Math.abs(d2)],
      seconds: 90,
      recompute: () =>
        Math.abs(P0 * ((100 + (r[0] as number)) / 100) * ((100 + (r[1] as number)) / 100) - P1),
    });

    // 3. Years in which the population fell.
    const fell = years.filter((_, i) => (r[i] as number) < 0);
    const slower = years.slice(1).filter((_, i) => (r[i + 1] as number) < (r[i] as number)).length;
    const q3 = numberQuestion(rng, {
      title: loc('Years of falling population', 'घटती जनसंख्या वाले वर्ष'),
      statement: {
        en: 'In how many of the six years did the population of the city go down?',
        hi: 'छह में से कितने वर्षों में शहर की जनसंख्या घटी?',
      },
      value: fell.length,
      distractors: [slower, n - fell.length, fell.length + 1, fell.length + 2],
      steps: [
        {
          en: `The population goes down only in a year with a negative rate: ${fell.join(', ')}, that is ${fell.length}. (A falling but positive rate still means growth.)`,
          hi: `जनसंख्या केवल ऋणात्मक दर वाले वर्ष में घटती है: ${fell.join(', ')}, अर्थात ${fell.length}। (घटती पर धनात्मक दर का अर्थ फिर भी वृद्धि है।)`,
        },
      ],
      numbers: [fell.length],
      seconds: 60,
      recompute: () => ends.filter((e, i) => e < (i === 0 ? 1 : (ends[i - 1] as number))).length,
    });

    // 4. The year at whose end the population was the largest.
    const top = uniqueExtreme(
      ends.map((e) => Math.round(e * 1e4)),
      'max',
    );
    const q4 = labelQuestion(rng, {
      title: loc('The largest population', 'सबसे अधिक जनसंख्या'),
      statement: {
        en: 'At the end of which year was the population of the city the largest?',
        hi: 'किस वर्ष के अंत में शहर की जनसंख्या सबसे अधिक थी?',
      },
      labels: years.map(same),
      correct: top,
      scores: ends,
      // The year of the highest rate and the last year (the usual slips) stay among the options.
      keep: [uniqueOrFirstMax(r), n - 1],
      steps: [
        {
          en: `Population as a multiple of that at the start of ${yr(0)}: ${years.map((y, i) => `${y}: ${ends[i]?.toFixed(4)}`).join(', ')}.`,
          hi: `${yr(0)} की शुरुआत की जनसंख्या के गुणज के रूप में जनसंख्या: ${years.map((y, i) => `${y}: ${ends[i]?.toFixed(4)}`).join(', ')}।`,
        },
        {
          en: `The largest is at the end of ${yr(top)}. (The highest rate is not the answer: what matters is the level reached.)`,
          hi: `सबसे अधिक ${yr(top)} के अंत में है। (सबसे ऊँची दर उत्तर नहीं है: पहुँचा हुआ स्तर मायने रखता है।)`,
        },
      ],
      seconds: 150,
      recompute: () => {
        // Compare the products of whole factors (100 + rate).
        let best = 0;
        let bestValue = 0n;
        let value = 1n;
        const scale = 100n ** BigInt(n);
        r.forEach((rate, i) => {
          value *= BigInt(100 + rate);
          const level = (value * scale) / 100n ** BigInt(i + 1);
          if (i === 0 || level > bestValue) {
            bestValue = level;
            best = i;
          }
        });
        return best;
      },
    });

    // 5. CAT level: the change over the first three years.
    const f3 = (100 + (r[0] as number)) * (100 + (r[1] as number)) * (100 + (r[2] as number));
    const num = f3 - 1e6;
    const up = num > 0;
    const exact = oneDecimal(Math.abs(num) * 100, 1e6);
    const note = roundingNote(exact);
    const value = round1(Math.abs(num) / 1e4);
    const word5 = up ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const sumRates = (r[0] as number) + (r[1] as number) + (r[2] as number);
    const q5 = numberQuestion(rng, {
      title: loc('Change over three years', 'तीन वर्षों में परिवर्तन'),
      statement: {
        en: `By what percentage did the population ${word5.en} from the start of ${yr(0)} to the end of ${yr(2)}${note.en}?`,
        hi: `${yr(0)} की शुरुआत से ${yr(2)} के अंत तक जनसंख्या में कितने प्रतिशत की ${word5.hi} हुई${note.hi}?`,
      },
      value,
      distractors: [
        Math.abs(sumRates), // adds the three rates
        Math.abs(sumRates) / 3, // averages them
        Math.abs((P2 - P0) * 100) / P0, // stops after two years
        value + 1,
      ],
      percent: true,
      steps: [
        {
          en: `The growth factors multiply: $\\frac{${100 + (r[0] as number)}}{100} \\times \\frac{${100 + (r[1] as number)}}{100} \\times \\frac{${100 + (r[2] as number)}}{100} = \\frac{${f3}}{1000000}$.`,
          hi: `वृद्धि गुणक गुणा होते हैं: $\\frac{${100 + (r[0] as number)}}{100} \\times \\frac{${100 + (r[1] as number)}}{100} \\times \\frac{${100 + (r[2] as number)}}{100} = \\frac{${f3}}{1000000}$।`,
        },
        {
          en: `Change $= \\frac{${Math.abs(num)}}{1000000} \\times 100 ${exact ? '=' : '\\approx'} ${value}\\%$ (not the sum of the rates, ${Math.abs(sumRates)}%).`,
          hi: `परिवर्तन $= \\frac{${Math.abs(num)}}{1000000} \\times 100 ${exact ? '=' : '\\approx'} ${value}\\%$ (दरों का योग ${Math.abs(sumRates)}% नहीं)।`,
        },
      ],
      numbers: [value],
      seconds: 180,
      recompute: () => {
        const p3 = (P2 * (100 + (r[2] as number))) / 100;
        return (Math.abs(p3 - P0) * 100) / P0;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Population growth rate of a city', 'एक शहर की जनसंख्या वृद्धि दर'),
        body: {
          en: `The population of a city was ${indian(P0)} at the start of ${start}. The line graph shows the percentage growth of its population in each year from ${start} to ${years[n - 1]} (a negative value is a fall). Each year's rate applies to the population at the start of that year.`,
          hi: `${start} की शुरुआत में एक शहर की जनसंख्या ${indian(P0)} थी। रेखा आलेख में ${start} से ${years[n - 1]} तक प्रत्येक वर्ष उसकी जनसंख्या की प्रतिशत वृद्धि दिखाई गई है (ऋणात्मक मान का अर्थ कमी है)। प्रत्येक वर्ष की दर उस वर्ष की शुरुआत की जनसंख्या पर लगती है।`,
        },
        charts: [
          {
            type: 'line',
            title: loc('Annual population growth (%)', 'वार्षिक जनसंख्या वृद्धि (%)'),
            categories: years.map(same),
            series: [{ name: loc('Growth rate', 'वृद्धि दर'), values: r }],
            xLabel: loc('Year', 'वर्ष'),
            yLabel: loc('Growth (%)', 'वृद्धि (%)'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [start],
    };
  },
};
