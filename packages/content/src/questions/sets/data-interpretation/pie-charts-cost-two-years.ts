import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  gcd,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  same,
  splitTotal,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const HEADS: Loc[] = [
  loc('Raw material', 'कच्चा माल'),
  loc('Salaries', 'वेतन'),
  loc('Power', 'बिजली'),
  loc('Transport', 'परिवहन'),
  loc('Marketing', 'विपणन'),
  loc('Others', 'अन्य'),
];

/** A company's cost breakup in two years (two pies with different totals): amounts, changes, counts. */
export const pieChartsCostTwoYears: QuestionSetGenerator = {
  id: 'pie-charts/cost-two-years',
  topic: 'pie-charts',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const n = HEADS.length;
    const y1 = rng.int(2018, 2023);
    const y2 = y1 + 1;
    let p1: number[] = [];
    let p2: number[] = [];
    let a = 0;
    let b = 0;
    let clean: number[] = [];
    let rise: number[] = [];
    for (;;) {
      p1 = splitTotal(rng, 100, n, 1, 6);
      p2 = p1.map((p) => p);
      // Move a few percentage points between heads for the second year.
      for (let k = 0; k < 4; k++) {
        const from = rng.int(0, n - 1);
        const to = rng.int(0, n - 1);
        const d = rng.int(1, 4);
        if (from !== to && (p2[from] as number) - d >= 5) {
          p2[from] = (p2[from] as number) - d;
          p2[to] = (p2[to] as number) + d;
        }
      }
      a = rng.int(4, 12); // the totals are 100a and 100b crore
      b = a + rng.int(1, 4);
      const amt1 = p1.map((p) => p * a);
      const amt2 = p2.map((p) => p * b);
      clean = HEADS.flatMap((_, i) => {
        const x = amt1[i] as number;
        const y = amt2[i] as number;
        return y !== x && oneDecimal(Math.abs(y - x) * 100, x) && p1[i] !== p2[i] ? [i] : [];
      });
      rise = amt2.map((y, i) => y - (amt1[i] as number));
      const up = rise.filter((d) => d > 0).length;
      if (clean.length && uniqueExtreme(rise, 'max') >= 0 && up < n && rise.every((d) => d !== 0) && up >= 2)
        break;
    }
    const T1 = 100 * a;
    const T2 = 100 * b;
    const amt1 = (i: number) => (p1[i] as number) * a;
    const amt2 = (i: number) => (p2[i] as number) * b;
    const head = (i: number) => HEADS[i] as Loc;
    const h1 = rng.int(0, n - 1);
    // Two heads whose amounts (first year, second year) make a ratio with small terms.
    const ratioPairs: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const d = gcd(amt1(i), amt2(j));
        if (i !== j && Math.max(amt1(i), amt2(j)) / d <= 20) ratioPairs.push([i, j]);
      }
    }
    const [h4, h5] = ratioPairs.length ? rng.pick(ratioPairs) : ([0, 1] as [number, number]);

    // 1. An amount in the second year.
    const q1 = numberQuestion(rng, {
      title: loc('Amount on a head in a year', 'किसी वर्ष में किसी मद पर राशि'),
      statement: {
        en: `How much (in ₹ crore) did the company spend on ${head(h1).en} in ${y2}?`,
        hi: `${y2} में कंपनी ने ${head(h1).hi} पर कितना व्यय (₹ करोड़ में) किया?`,
      },
      value: amt2(h1),
      distractors: [
        ((p2[h1] as number) * T1) / 100, // the other year's total
        amt1(h1), // the other year's pie
        amt2((h1 + 1) % n), // the next slice
        amt2(h1) + b,
      ],
      steps: [
        {
          en: `${head(h1).en} had ${p2[h1]}% of ₹${T2} crore in ${y2}: $\\frac{${p2[h1]}}{100} \\times ${T2} = ${amt2(h1)}$.`,
          hi: `${y2} में ${head(h1).hi} का हिस्सा ₹${T2} करोड़ का ${p2[h1]}% था: $\\frac{${p2[h1]}}{100} \\times ${T2} = ${amt2(h1)}$।`,
        },
      ],
      numbers: [amt2(h1)],
      seconds: 60,
      recompute: () => (T2 / 100) * (p2[h1] as number),
    });

    // 2. Percentage change in the amount (not in the share).
    const h2 = rng.pick(clean);
    const x = amt1(h2);
    const y = amt2(h2);
    const up = y > x;
    const word = up ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const change = (Math.abs(y - x) * 100) / x;
    const q2 = numberQuestion(rng, {
      title: loc('Change in the amount on a head', 'किसी मद की राशि में परिवर्तन'),
      statement: {
        en: `By what percentage did the amount spent on ${head(h2).en} ${word.en} from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक ${head(h2).hi} पर व्यय की गई राशि में कितने प्रतिशत की ${word.hi} हुई?`,
      },
      value: change,
      distractors: [
        Math.abs((p2[h2] as number) - (p1[h2] as number)), // the change in percentage points
        (Math.abs((p2[h2] as number) - (p1[h2] as number)) * 100) / (p1[h2] as number), // the change in the share only
        (Math.abs(y - x) * 100) / y, // the wrong base
        change + 10,
      ],
      percent: true,
      steps: [
        {
          en: `${y1}: $\\frac{${p1[h2]}}{100} \\times ${T1} = ${x}$; ${y2}: $\\frac{${p2[h2]}}{100} \\times ${T2} = ${y}$.`,
          hi: `${y1}: $\\frac{${p1[h2]}}{100} \\times ${T1} = ${x}$; ${y2}: $\\frac{${p2[h2]}}{100} \\times ${T2} = ${y}$।`,
        },
        {
          en: `$\\frac{${Math.abs(y - x)}}{${x}} \\times 100 = ${round1(change)}\\%$. (The totals differ, so the shares alone cannot be compared.)`,
          hi: `$\\frac{${Math.abs(y - x)}}{${x}} \\times 100 = ${round1(change)}\\%$। (कुल राशियाँ भिन्न हैं, अतः केवल प्रतिशत हिस्सों की तुलना नहीं की जा सकती।)`,
        },
      ],
      numbers: [x, y],
      seconds: 120,
      recompute: () => Math.abs(((p2[h2] as number) * T2) / ((p1[h2] as number) * T1) - 1) * 100,
    });

    // 3. In how many heads the amount rose.
    const rose = HEADS.flatMap((h, i) => ((rise[i] as number) > 0 ? [h] : []));
    const shareRose = p2.filter((p, i) => p > (p1[i] as number)).length;
    const q3 = numberQuestion(rng, {
      title: loc('Heads with more spending', 'अधिक व्यय वाले मद'),
      statement: {
        en: `On how many of the six heads did the company spend more (in rupees) in ${y2} than in ${y1}?`,
        hi: `छह में से कितने मदों पर कंपनी ने ${y1} की तुलना में ${y2} में अधिक राशि व्यय की?`,
      },
      value: rose.length,
      distractors: [shareRose, n - rose.length, rose.length + 1, rose.length - 1],
      steps: [
        {
          en: `Amounts (${y1} → ${y2}): ${HEADS.map((h, i) => `${h.en} ${amt1(i)} → ${amt2(i)}`).join(', ')}.`,
          hi: `राशियाँ (${y1} → ${y2}): ${HEADS.map((h, i) => `${h.hi} ${amt1(i)} → ${amt2(i)}`).join(', ')}।`,
        },
        {
          en: `More in ${rose.map((h) => h.en).join(', ')}: ${rose.length} heads. (A smaller share of a bigger total can still be more money.)`,
          hi: `अधिक: ${rose.map((h) => h.hi).join(', ')}, अर्थात ${rose.length} मद। (बड़े कुल का छोटा हिस्सा भी अधिक राशि हो सकता है।)`,
        },
      ],
      numbers: [rose.length],
      seconds: 150,
      recompute: () => HEADS.filter((_, i) => (p2[i] as number) * b > (p1[i] as number) * a).length,
    });

    // 4. The head with the largest rise in rupees.
    const best = uniqueExtreme(rise, 'max');
    const q4 = labelQuestion(rng, {
      title: loc('The largest rise in rupees', 'रुपयों में सबसे बड़ी वृद्धि'),
      statement: {
        en: `On which head did the amount spent rise the most (in ₹ crore) from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक किस मद पर व्यय की गई राशि (₹ करोड़ में) सबसे अधिक बढ़ी?`,
      },
      labels: HEADS,
      correct: best,
      scores: rise,
      steps: [
        {
          en: `Rise = amount in ${y2} − amount in ${y1} (each share × its year's total ÷ 100): ${HEADS.map((h, i) => `${h.en} $${amt2(i)} - ${amt1(i)} = ${rise[i]}$`).join(', ')}.`,
          hi: `वृद्धि = ${y2} की राशि − ${y1} की राशि (हिस्सा × उस वर्ष का कुल ÷ 100): ${HEADS.map((h, i) => `${h.hi} $${amt2(i)} - ${amt1(i)} = ${rise[i]}$`).join(', ')}।`,
        },
        {
          en: `The largest is ${rise[best]}, on ${head(best).en}.`,
          hi: `सबसे बड़ी ${rise[best]} है, ${head(best).hi} पर।`,
        },
      ],
      numbers: [rise[best] as number],
      seconds: 150,
      recompute: () => {
        const order = HEADS.map((_, i) => ({ i, d: amt2(i) - amt1(i) })).sort((u, w) => w.d - u.d);
        return order[0]?.i ?? -1;
      },
    });

    // 5. Ratio across the two years.
    const u = amt1(h4);
    const w = amt2(h5);
    const r = ratioText(u, w);
    const q5 = textQuestion(rng, {
      title: loc('Ratio across two years', 'दो वर्षों के बीच अनुपात'),
      statement: {
        en: `What is the ratio of the amount spent on ${head(h4).en} in ${y1} to the amount spent on ${head(h5).en} in ${y2}?`,
        hi: `${y1} में ${head(h4).hi} पर व्यय और ${y2} में ${head(h5).hi} पर व्यय का अनुपात क्या है?`,
      },
      correct: r,
      wrong: ratioWrongs(u, w, [
        ratioText(p1[h4] as number, p2[h5] as number), // the shares, ignoring the totals
        ratioText(w, u),
        ratioText(amt2(h4), amt1(h5)), // the years swapped
      ]),
      steps: [
        {
          en: `$\\frac{${p1[h4]}}{100} \\times ${T1} = ${u}$ and $\\frac{${p2[h5]}}{100} \\times ${T2} = ${w}$.`,
          hi: `$\\frac{${p1[h4]}}{100} \\times ${T1} = ${u}$ और $\\frac{${p2[h5]}}{100} \\times ${T2} = ${w}$।`,
        },
        {
          en: `$${u} : ${w} = ${r}$ (dividing by ${gcd(u, w)}).`,
          hi: `$${u} : ${w} = ${r}$ (${gcd(u, w)} से भाग देकर)।`,
        },
      ],
      numbers: [u, w],
      seconds: 90,
      recompute: () => ratioByFactors((p1[h4] as number) * a, (p2[h5] as number) * b),
    });

    const pie = (year: number, values: number[], total: number) => ({
      type: 'pie' as const,
      title: loc(`Cost in ${year}: ₹${total} crore (% share)`, `${year} में लागत: ₹${total} करोड़ (% हिस्सा)`),
      categories: HEADS,
      series: [{ name: loc(`Share in ${year}`, `${year} में हिस्सा`), values: [...values] }],
      unit: same('%'),
    });
    return {
      set: {
        kind: 'chart',
        title: loc('Cost breakup of a company in two years', 'दो वर्षों में एक कंपनी की लागत का विभाजन'),
        body: {
          en: `The two pie charts show how a company's total cost was divided among six heads in ${y1} and ${y2}. The total cost was ₹${T1} crore in ${y1} and ₹${T2} crore in ${y2}; the values are percentages of each year's total.`,
          hi: `दोनों पाई चार्ट दिखाते हैं कि ${y1} और ${y2} में एक कंपनी की कुल लागत छह मदों में कैसे बँटी थी। कुल लागत ${y1} में ₹${T1} करोड़ और ${y2} में ₹${T2} करोड़ थी; मान प्रत्येक वर्ष के कुल के प्रतिशत हैं।`,
        },
        charts: [pie(y1, p1, T1), pie(y2, p2, T2)],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [T1, T2, y1, y2],
    };
  },
};
