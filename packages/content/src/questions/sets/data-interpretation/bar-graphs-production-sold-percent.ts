import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  roundingNote,
  safeToRound,
  same,
  sum,
  sumTex,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

/** A factory's production (bars) with the percentage sold (a line): units sold, unsold, a weighted percentage. */
export const barGraphsProductionSoldPercent: QuestionSetGenerator = {
  id: 'bar-graphs/production-sold-percent',
  topic: 'bar-graphs',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const n = years.length;
    let prod: number[] = [];
    let pct: number[] = [];
    let sold: number[] = [];
    let changes: [number, number][] = [];
    for (;;) {
      prod = years.map(() => 20 * rng.int(3, 9));
      pct = years.map(() => 5 * rng.int(10, 19));
      sold = prod.map((p, i) => (p * (pct[i] as number)) / 100);
      const s = sold;
      changes = [];
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          const x = s[a] as number;
          const y = s[b] as number;
          if (y > x && oneDecimal((y - x) * 100, x) && (y - x) * 100 <= 150 * x) changes.push([a, b]);
        }
      }
      const best = uniqueExtreme(sold, 'max');
      if (
        best >= 0 &&
        best !== uniqueExtreme(pct, 'max') &&
        changes.length &&
        safeToRound(sum(sold) * 100, sum(prod))
      )
        break;
    }
    const [y1, y2] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number];

    // 1. Units sold in a year.
    const q1 = numberQuestion(rng, {
      title: loc('Units sold in a year', 'किसी वर्ष में बिकी इकाइयाँ'),
      statement: {
        en: `How many units (in thousands) were sold in ${years[y1]}?`,
        hi: `${years[y1]} में कितनी इकाइयाँ (हज़ार में) बिकीं?`,
      },
      value: sold[y1] as number,
      distractors: [
        (prod[y1] as number) - (sold[y1] as number), // the unsold units
        pct[y1] as number, // reads the line as units
        prod[y1] as number, // reads the bar
        (sold[y1] as number) + 5,
      ],
      steps: [
        {
          en: `$\\frac{${pct[y1]}}{100} \\times ${prod[y1]} = ${sold[y1]}$ thousand units.`,
          hi: `$\\frac{${pct[y1]}}{100} \\times ${prod[y1]} = ${sold[y1]}$ हज़ार इकाइयाँ।`,
        },
      ],
      numbers: [sold[y1] as number],
      seconds: 45,
      recompute: () => (prod[y1] as number) - ((prod[y1] as number) * (100 - (pct[y1] as number))) / 100,
    });

    // 2. Units left unsold.
    const unsold = (prod[y2] as number) - (sold[y2] as number);
    const q2 = numberQuestion(rng, {
      title: loc('Units left unsold', 'बिना बिकी इकाइयाँ'),
      statement: {
        en: `How many units (in thousands) produced in ${years[y2]} were left unsold?`,
        hi: `${years[y2]} में उत्पादित कितनी इकाइयाँ (हज़ार में) बिना बिकी रह गईं?`,
      },
      value: unsold,
      distractors: [sold[y2] as number, 100 - (pct[y2] as number), unsold + 4, unsold + 10],
      steps: [
        {
          en: `${100 - (pct[y2] as number)}% was unsold: $\\frac{${100 - (pct[y2] as number)}}{100} \\times ${prod[y2]} = ${unsold}$ thousand units.`,
          hi: `${100 - (pct[y2] as number)}% नहीं बिका: $\\frac{${100 - (pct[y2] as number)}}{100} \\times ${prod[y2]} = ${unsold}$ हज़ार इकाइयाँ।`,
        },
      ],
      numbers: [unsold],
      seconds: 60,
      recompute: () => (prod[y2] as number) * (1 - (pct[y2] as number) / 100),
    });

    // 3. The year with the most units sold.
    const best = uniqueExtreme(sold, 'max');
    const q3 = labelQuestion(rng, {
      title: loc('The year of the most sales', 'सर्वाधिक बिक्री वाला वर्ष'),
      statement: {
        en: 'In which year were the most units sold?',
        hi: 'किस वर्ष सबसे अधिक इकाइयाँ बिकीं?',
      },
      labels: years.map(same),
      correct: best,
      scores: sold,
      // The years of the highest percentage sold and of the most produced (the usual slips) stay.
      keep: [uniqueOrFirstMax(pct), uniqueOrFirstMax(prod)],
      steps: [
        {
          en: `Units sold (thousands): ${years.map((y, i) => `${y}: ${sold[i]}`).join(', ')}.`,
          hi: `बिकी इकाइयाँ (हज़ार): ${years.map((y, i) => `${y}: ${sold[i]}`).join(', ')}।`,
        },
        {
          en: `The most is ${sold[best]}, in ${years[best]} (the year with the highest percentage sold is a different one).`,
          hi: `सबसे अधिक ${sold[best]} है, ${years[best]} में (सबसे अधिक बिक्री प्रतिशत वाला वर्ष दूसरा है)।`,
        },
      ],
      numbers: [sold[best] as number],
      seconds: 120,
      recompute: () => {
        const order = years
          .map((_, i) => i)
          .sort(
            (a, b) => (prod[b] as number) * (pct[b] as number) - (prod[a] as number) * (pct[a] as number),
          );
        return order[0] ?? -1;
      },
    });

    // 4. Percentage increase in units sold.
    const [a4, b4] = rng.pick(changes);
    const x = sold[a4] as number;
    const y = sold[b4] as number;
    const inc = ((y - x) * 100) / x;
    const q4 = numberQuestion(rng, {
      title: loc('Growth in units sold', 'बिकी इकाइयों में वृद्धि'),
      statement: {
        en: `By what percentage did the number of units sold increase from ${years[a4]} to ${years[b4]}?`,
        hi: `${years[a4]} से ${years[b4]} तक बिकी इकाइयों की संख्या में कितने प्रतिशत की वृद्धि हुई?`,
      },
      value: inc,
      distractors: [
        (((prod[b4] as number) - (prod[a4] as number)) * 100) / (prod[a4] as number), // the production instead
        Math.abs((pct[b4] as number) - (pct[a4] as number)), // the change in the line
        ((y - x) * 100) / y, // the wrong base
        inc + 10,
      ],
      percent: true,
      steps: [
        {
          en: `Sold: ${years[a4]} $= \\frac{${pct[a4]}}{100} \\times ${prod[a4]} = ${x}$; ${years[b4]} $= \\frac{${pct[b4]}}{100} \\times ${prod[b4]} = ${y}$.`,
          hi: `बिक्री: ${years[a4]} $= \\frac{${pct[a4]}}{100} \\times ${prod[a4]} = ${x}$; ${years[b4]} $= \\frac{${pct[b4]}}{100} \\times ${prod[b4]} = ${y}$।`,
        },
        {
          en: `$\\frac{${y} - ${x}}{${x}} \\times 100 = ${round1(inc)}\\%$.`,
          hi: `$\\frac{${y} - ${x}}{${x}} \\times 100 = ${round1(inc)}\\%$।`,
        },
      ],
      numbers: [x, y],
      seconds: 120,
      recompute: () =>
        (((prod[b4] as number) * (pct[b4] as number)) / ((prod[a4] as number) * (pct[a4] as number))) * 100 -
        100,
    });

    // 5. CAT level: the percentage sold over all six years (weighted by production).
    const S = sum(sold);
    const P = sum(prod);
    const exact = oneDecimal(S * 100, P);
    const note = roundingNote(exact);
    const overall = round1((S * 100) / P);
    const q5 = numberQuestion(rng, {
      title: loc('Percentage sold over six years', 'छह वर्षों में बिक्री प्रतिशत'),
      statement: {
        en: `What percentage of the total production of the six years was sold${note.en}?`,
        hi: `छह वर्षों के कुल उत्पादन का कितना प्रतिशत बिका${note.hi}?`,
      },
      value: overall,
      distractors: [
        sum(pct) / n, // the simple average of the six percentages
        ((P - S) * 100) / P, // the unsold share
        (S * 100) / (P + S),
        overall + 2,
      ],
      percent: true,
      steps: [
        { en: `Units sold: $${sumTex(sold)}$.`, hi: `बिकी इकाइयाँ: $${sumTex(sold)}$।` },
        { en: `Production: $${sumTex(prod)}$.`, hi: `उत्पादन: $${sumTex(prod)}$।` },
        {
          en: `$\\frac{${S}}{${P}} \\times 100 ${exact ? '=' : '\\approx'} ${overall}\\%$ — not the simple average of the six percentages, since the years produced different amounts.`,
          hi: `$\\frac{${S}}{${P}} \\times 100 ${exact ? '=' : '\\approx'} ${overall}\\%$ — छह प्रतिशतों का साधारण औसत नहीं, क्योंकि हर वर्ष का उत्पादन अलग है।`,
        },
      ],
      numbers: [S, P],
      seconds: 180,
      recompute: () => sum(pct.map((p, i) => p * (prod[i] as number))) / P,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Production and percentage sold by a factory', 'एक कारखाने का उत्पादन और बिक्री प्रतिशत'),
        body: {
          en: `The bars show the production (in thousand units) of a factory from ${start} to ${years[n - 1]}; the line shows the percentage of each year's production that was sold in that year.`,
          hi: `दंड ${start} से ${years[n - 1]} तक एक कारखाने का उत्पादन (हज़ार इकाइयों में) दिखाते हैं; रेखा दिखाती है कि प्रत्येक वर्ष के उत्पादन का कितना प्रतिशत उसी वर्ष बिका।`,
        },
        charts: [
          {
            type: 'bar-line',
            title: loc('Production and percentage sold', 'उत्पादन और बिक्री प्रतिशत'),
            categories: years.map(same),
            series: [
              { name: loc('Production (thousand units)', 'उत्पादन (हज़ार इकाइयाँ)'), values: prod },
              { name: loc('Sold (% of production)', 'बिक्री (उत्पादन का %)'), values: pct },
            ],
            xLabel: loc('Year', 'वर्ष'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [start],
    };
  },
};
