import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, loc, numberQuestion, oneDecimal, round1, same, splitTotal, sum } from './di-numbers.js';

const HEADS: Loc[] = [
  loc('Roads', 'सड़कें'),
  loc('Water supply', 'जल आपूर्ति'),
  loc('Health', 'स्वास्थ्य'),
  loc('Education', 'शिक्षा'),
  loc('Sanitation', 'स्वच्छता'),
  loc('Salaries', 'वेतन'),
];

/** A city's yearly budget (table) with a fixed split by head (pie): spending on a head, its total, gaps and growth. */
export const mixedChartsBudgetTablePie: QuestionSetGenerator = {
  id: 'mixed-charts/budget-table-pie',
  topic: 'mixed-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const start = rng.int(2016, 2020);
    const years = [0, 1, 2, 3, 4].map((i) => start + i);
    let tot: number[] = [];
    let pct: number[] = [];
    let grow: [number, number][] = [];
    for (;;) {
      tot = years.map(() => 40 * rng.int(10, 30));
      pct = splitTotal(rng, 100, 6, 5, 5);
      grow = [];
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++)
          if (
            (tot[b] as number) > (tot[a] as number) &&
            oneDecimal(((tot[b] as number) - (tot[a] as number)) * 100, tot[a] as number)
          )
            grow.push([a, b]);
      if (new Set(tot).size === 5 && new Set(pct).size >= 4 && grow.length > 0) break;
    }
    const spend = (h: number, y: number) => ((pct[h] as number) * (tot[y] as number)) / 100;
    const hd = (h: number) => HEADS[h] as Loc;
    const yr = (i: number) => years[i] as number;
    const [h1, h2] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number];
    const unequal: [number, number][] = [];
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) if (pct[i] !== pct[j]) unequal.push([i, j]);
    const [h3, h4] = rng.pick(unequal);
    const [ya, yb] = rng.shuffle([0, 1, 2, 3, 4]) as [number, number];

    // 1. Spending on a head in a year.
    const v1 = spend(h1, ya);
    const q1 = numberQuestion(rng, {
      title: loc('Spending on a head in a year', 'किसी वर्ष किसी मद पर व्यय'),
      statement: {
        en: `How much did the city spend on ${hd(h1).en} in ${yr(ya)} (in ₹ crore)?`,
        hi: `${yr(ya)} में नगर ने ${hd(h1).hi} पर कितना व्यय किया (करोड़ रुपये में)?`,
      },
      value: v1,
      distractors: [
        spend(h1, (ya + 1) % 5), // reads the next year's budget
        ((100 - (pct[h1] as number)) * (tot[ya] as number)) / 100, // everything except the head
        spend(h2, ya), // another head's slice
        v1 + 10,
      ],
      steps: [
        {
          en: `$${pct[h1]}\\%$ of ${tot[ya]}: $\\frac{${pct[h1]}}{100} \\times ${tot[ya]} = ${v1}$ crore.`,
          hi: `${tot[ya]} का $${pct[h1]}\\%$: $\\frac{${pct[h1]}}{100} \\times ${tot[ya]} = ${v1}$ करोड़।`,
        },
      ],
      numbers: [v1],
      seconds: 45,
      recompute: () => (tot[ya] as number) - ((100 - (pct[h1] as number)) * (tot[ya] as number)) / 100,
    });

    // 2. Total spending on a head over the five years.
    const all = sum(tot);
    const v2 = ((pct[h2] as number) * all) / 100;
    const q2 = numberQuestion(rng, {
      title: loc('A head over all the years', 'सभी वर्षों में एक मद'),
      statement: {
        en: `What was the total spending on ${hd(h2).en} from ${yr(0)} to ${yr(4)} (in ₹ crore)?`,
        hi: `${yr(0)} से ${yr(4)} तक ${hd(h2).hi} पर कुल व्यय कितना था (करोड़ रुपये में)?`,
      },
      value: v2,
      distractors: [
        ((pct[h2] as number) * Math.max(...tot) * 5) / 100, // takes the largest budget five times
        spend(h2, 4) * 5, // the last year five times
        ((pct[h2] as number) * (all - (tot[0] as number))) / 100, // leaves out the first year
        v2 + 20,
      ],
      steps: [
        { en: `Total budget: $${tot.join(' + ')} = ${all}$.`, hi: `कुल बजट: $${tot.join(' + ')} = ${all}$।` },
        {
          en: `The split is the same every year, so $\\frac{${pct[h2]}}{100} \\times ${all} = ${v2}$ crore.`,
          hi: `बँटवारा हर वर्ष एक-सा है, अतः $\\frac{${pct[h2]}}{100} \\times ${all} = ${v2}$ करोड़।`,
        },
      ],
      numbers: [all, v2],
      seconds: 90,
      recompute: () => sum(tot.map((_, y) => spend(h2, y))),
    });

    // 3. Gap between two heads in a year.
    const gapPts = Math.abs((pct[h3] as number) - (pct[h4] as number));
    const [big, small] = (pct[h3] as number) > (pct[h4] as number) ? [h3, h4] : [h4, h3];
    const v3 = (gapPts * (tot[yb] as number)) / 100;
    const q3 = numberQuestion(rng, {
      title: loc('Gap between two heads', 'दो मदों के बीच अंतर'),
      statement: {
        en: `In ${yr(yb)}, how much more was spent on ${hd(big).en} than on ${hd(small).en} (in ₹ crore)?`,
        hi: `${yr(yb)} में ${hd(big).hi} पर ${hd(small).hi} की तुलना में कितना अधिक व्यय हुआ (करोड़ रुपये में)?`,
      },
      value: v3,
      distractors: [
        gapPts, // the gap in percentage points
        spend(big, yb), // the larger head alone
        (gapPts * (tot[ya] as number)) / 100, // another year's budget
        v3 + 8,
      ],
      steps: [
        {
          en: `The slices differ by $${pct[big]} - ${pct[small]} = ${gapPts}$ points: $\\frac{${gapPts}}{100} \\times ${tot[yb]} = ${v3}$ crore.`,
          hi: `दोनों भागों में $${pct[big]} - ${pct[small]} = ${gapPts}$ अंकों का अंतर है: $\\frac{${gapPts}}{100} \\times ${tot[yb]} = ${v3}$ करोड़।`,
        },
      ],
      numbers: [v3],
      seconds: 75,
      recompute: () => spend(big, yb) - spend(small, yb),
    });

    // 4. Percentage growth of a head's spending (the same as the budget's growth).
    const [a4, b4] = rng.pick(grow);
    const h5 = rng.int(0, 5);
    const g = (((tot[b4] as number) - (tot[a4] as number)) * 100) / (tot[a4] as number);
    const q4 = numberQuestion(rng, {
      title: loc('Growth of spending on a head', 'किसी मद पर व्यय की वृद्धि'),
      statement: {
        en: `By what percentage did the spending on ${hd(h5).en} rise from ${yr(a4)} to ${yr(b4)}?`,
        hi: `${yr(a4)} से ${yr(b4)} तक ${hd(h5).hi} पर व्यय कितने प्रतिशत बढ़ा?`,
      },
      value: g,
      distractors: [
        (g * (pct[h5] as number)) / 100, // takes the head's share of the growth
        (((tot[b4] as number) - (tot[a4] as number)) * 100) / (tot[b4] as number), // the later year as the base
        (((tot[b4] as number) - (tot[a4] as number)) * (pct[h5] as number)) / 100, // the rise in crore
        g + 10,
      ],
      percent: true,
      steps: [
        {
          en: `The head's share is ${pct[h5]}% in both years, so its spending grows exactly as the whole budget does.`,
          hi: `दोनों वर्षों में इस मद का हिस्सा ${pct[h5]}% है, अतः इसका व्यय ठीक पूरे बजट जितना बढ़ता है।`,
        },
        {
          en: `$\\frac{${tot[b4]} - ${tot[a4]}}{${tot[a4]}} \\times 100 = ${round1(g)}\\%$.`,
          hi: `$\\frac{${tot[b4]} - ${tot[a4]}}{${tot[a4]}} \\times 100 = ${round1(g)}\\%$।`,
        },
      ],
      numbers: [tot[a4] as number, tot[b4] as number],
      seconds: 90,
      recompute: () => (spend(h5, b4) / spend(h5, a4) - 1) * 100,
    });

    return {
      set: {
        kind: 'chart',
        title: loc("A city's budget and how it is split", 'एक नगर का बजट और उसका बँटवारा'),
        body: {
          en: `The table gives the yearly budget of a city (in ₹ crore) from ${yr(0)} to ${yr(4)}. The pie chart shows how the budget was split among six heads; the split was the same in every year. The whole budget was spent.`,
          hi: `तालिका में ${yr(0)} से ${yr(4)} तक एक नगर का वार्षिक बजट (करोड़ रुपये में) दिया गया है। पाई चार्ट दिखाता है कि बजट छह मदों में कैसे बँटा था; यह बँटवारा हर वर्ष एक-सा था। पूरा बजट व्यय हुआ।`,
        },
        charts: [
          {
            type: 'table',
            title: loc('Budget of the city (₹ crore)', 'नगर का बजट (करोड़ रुपये)'),
            categories: years.map((y) => same(String(y))),
            series: [{ name: loc('Budget', 'बजट'), values: tot }],
            xLabel: loc('Year', 'वर्ष'),
          },
          {
            type: 'pie',
            title: loc('Split of the budget by head (%)', 'मदानुसार बजट का बँटवारा (%)'),
            categories: HEADS,
            series: [{ name: loc('Share', 'हिस्सा'), values: pct }],
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4],
      numbers: [yr(0), yr(4)],
    };
  },
};
