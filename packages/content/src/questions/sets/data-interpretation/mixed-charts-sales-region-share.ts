import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  same,
  splitTotal,
  sum,
  uniqueExtreme,
} from './di-numbers.js';

const REGIONS: Loc[] = [
  loc('North', 'उत्तर'),
  loc('South', 'दक्षिण'),
  loc('East', 'पूर्व'),
  loc('West', 'पश्चिम'),
];

/** Total sales (bars) and each region's share of them (table): region sales, the region that grew most, a region's growth. */
export const mixedChartsSalesRegionShare: QuestionSetGenerator = {
  id: 'mixed-charts/sales-region-share',
  topic: 'mixed-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng) {
    const start = rng.int(2017, 2021);
    const years = [0, 1, 2, 3].map((i) => start + i);
    let T: number[] = [];
    let sh: number[][] = [];
    let s: number[][] = [];
    let grew: number[] = [];
    let gain: number[] = [];
    for (;;) {
      T = years.map(() => 20 * rng.int(20, 60));
      // sh[year][region]: each year's shares add up to 100.
      sh = years.map(() => splitTotal(rng, 100, 4, 5, 10));
      s = sh.map((row, y) => row.map((p) => (p * (T[y] as number)) / 100));
      gain = REGIONS.map((_, r) => (s[3]?.[r] as number) - (s[0]?.[r] as number));
      grew = REGIONS.map((_, r) => r).filter(
        (r) => (gain[r] as number) > 0 && oneDecimal((gain[r] as number) * 100, s[0]?.[r] as number),
      );
      const top = uniqueExtreme(gain, 'max');
      const topPts = uniqueExtreme(
        REGIONS.map((_, r) => (sh[3]?.[r] as number) - (sh[0]?.[r] as number)),
        'max',
      );
      // The largest gain in units is not the largest rise in share; some region grew by a clean percentage.
      if (top >= 0 && topPts >= 0 && top !== topPts && (gain[top] as number) > 0 && grew.length > 0) break;
    }
    const rg = (r: number) => REGIONS[r] as Loc;
    const yr = (i: number) => years[i] as number;
    const at = (y: number, r: number) => s[y]?.[r] as number;
    const shr = (y: number, r: number) => sh[y]?.[r] as number;

    // 1. Sales of a region in a year.
    const y1 = rng.int(0, 3);
    const r1 = rng.int(0, 3);
    const v1 = at(y1, r1);
    const q1 = numberQuestion(rng, {
      title: loc('Sales of a region in a year', 'किसी वर्ष किसी क्षेत्र की बिक्री'),
      statement: {
        en: `What were the sales in the ${rg(r1).en} region in ${yr(y1)} (in thousand units)?`,
        hi: `${yr(y1)} में ${rg(r1).hi} क्षेत्र में बिक्री कितनी थी (हज़ार इकाइयों में)?`,
      },
      value: v1,
      distractors: [
        (shr(y1, r1) * (T[(y1 + 1) % 4] as number)) / 100, // the next year's total
        (shr((y1 + 1) % 4, r1) * (T[y1] as number)) / 100, // the next year's share
        (T[y1] as number) - v1, // the other regions together
        v1 + 20,
      ],
      steps: [
        {
          en: `$\\frac{${shr(y1, r1)}}{100} \\times ${T[y1]} = ${v1}$ thousand units.`,
          hi: `$\\frac{${shr(y1, r1)}}{100} \\times ${T[y1]} = ${v1}$ हज़ार इकाइयाँ।`,
        },
      ],
      numbers: [v1],
      seconds: 45,
      recompute: () => (T[y1] as number) - sum(REGIONS.map((_, r) => (r === r1 ? 0 : at(y1, r)))),
    });

    // 2. CAT level: the region whose sales rose most in units (both charts).
    const top = uniqueExtreme(gain, 'max');
    const topPts = uniqueExtreme(
      REGIONS.map((_, r) => shr(3, r) - shr(0, r)),
      'max',
    );
    const q2 = labelQuestion(rng, {
      title: loc('The region with the largest rise in sales', 'बिक्री में सबसे अधिक वृद्धि वाला क्षेत्र'),
      statement: {
        en: `Which region's sales rose by the largest number of units from ${yr(0)} to ${yr(3)}?`,
        hi: `${yr(0)} से ${yr(3)} तक किस क्षेत्र की बिक्री सबसे अधिक इकाइयों से बढ़ी?`,
      },
      labels: REGIONS,
      correct: top,
      scores: gain,
      keep: [topPts],
      steps: [
        {
          en: `Sales in ${yr(0)} and ${yr(3)}: ${REGIONS.map((x, r) => `${x.en} $${shr(0, r)}\\% \\times ${T[0]} = ${at(0, r)}$, $${shr(3, r)}\\% \\times ${T[3]} = ${at(3, r)}$`).join('; ')}.`,
          hi: `${yr(0)} और ${yr(3)} में बिक्री: ${REGIONS.map((x, r) => `${x.hi} $${shr(0, r)}\\% \\times ${T[0]} = ${at(0, r)}$, $${shr(3, r)}\\% \\times ${T[3]} = ${at(3, r)}$`).join('; ')}।`,
        },
        {
          en: `Rises: ${REGIONS.map((x, r) => `${x.en} ${gain[r]}`).join(', ')}. The largest is in ${rg(top).en}; the largest rise in share (${rg(topPts).en}) is a trap, as the totals differ.`,
          hi: `वृद्धि: ${REGIONS.map((x, r) => `${x.hi} ${gain[r]}`).join(', ')}। सबसे अधिक ${rg(top).hi} में है; हिस्से में सबसे अधिक वृद्धि (${rg(topPts).hi}) एक जाल है, क्योंकि कुल अलग-अलग हैं।`,
        },
      ],
      seconds: 180,
      recompute: () => {
        let best = 0;
        for (let r = 1; r < 4; r++)
          if (
            shr(3, r) * (T[3] as number) - shr(0, r) * (T[0] as number) >
            shr(3, best) * (T[3] as number) - shr(0, best) * (T[0] as number)
          )
            best = r;
        return best;
      },
    });

    // 3. Total sales of a region over the four years.
    const r3 = (r1 + rng.int(1, 3)) % 4;
    const row3 = years.map((_, y) => at(y, r3));
    const v3 = sum(row3);
    const q3 = numberQuestion(rng, {
      title: loc('A region over the four years', 'चारों वर्षों में एक क्षेत्र'),
      statement: {
        en: `What were the total sales in the ${rg(r3).en} region over the four years (in thousand units)?`,
        hi: `चारों वर्षों में ${rg(r3).hi} क्षेत्र की कुल बिक्री कितनी थी (हज़ार इकाइयों में)?`,
      },
      value: v3,
      distractors: [
        (sum(sh.map((row) => row[r3] as number)) / 4 / 100) * sum(T), // the average share of the grand total
        (shr(0, r3) * sum(T)) / 100, // the first year's share of every year
        v3 - (row3[3] as number), // leaves out the last year
        v3 + 40,
      ],
      steps: [
        {
          en: `Year by year: ${years.map((_, i) => `$${shr(i, r3)}\\% \\times ${T[i]} = ${row3[i]}$`).join(', ')}.`,
          hi: `वर्षवार: ${years.map((_, i) => `$${shr(i, r3)}\\% \\times ${T[i]} = ${row3[i]}$`).join(', ')}।`,
        },
        { en: `Total: $${row3.join(' + ')} = ${v3}$.`, hi: `कुल: $${row3.join(' + ')} = ${v3}$।` },
      ],
      numbers: [v3],
      seconds: 120,
      recompute: () => sum(T.map((t, y) => (t * shr(y, r3)) / 100)),
    });

    // 4. CAT level: percentage growth of a region that grew.
    const r4 = rng.pick(grew);
    const g4 = ((at(3, r4) - at(0, r4)) * 100) / at(0, r4);
    const q4 = numberQuestion(rng, {
      title: loc("Growth of a region's sales", 'किसी क्षेत्र की बिक्री में वृद्धि'),
      statement: {
        en: `By what percentage did the sales in the ${rg(r4).en} region rise from ${yr(0)} to ${yr(3)}?`,
        hi: `${yr(0)} से ${yr(3)} तक ${rg(r4).hi} क्षेत्र की बिक्री कितने प्रतिशत बढ़ी?`,
      },
      value: g4,
      distractors: [
        (((T[3] as number) - (T[0] as number)) * 100) / (T[0] as number), // the growth of the total
        ((shr(3, r4) - shr(0, r4)) * 100) / shr(0, r4), // the growth of the share
        ((at(3, r4) - at(0, r4)) * 100) / at(3, r4), // the later year as the base
        g4 + 10,
      ],
      percent: true,
      steps: [
        {
          en: `${yr(0)}: $${shr(0, r4)}\\% \\times ${T[0]} = ${at(0, r4)}$; ${yr(3)}: $${shr(3, r4)}\\% \\times ${T[3]} = ${at(3, r4)}$.`,
          hi: `${yr(0)}: $${shr(0, r4)}\\% \\times ${T[0]} = ${at(0, r4)}$; ${yr(3)}: $${shr(3, r4)}\\% \\times ${T[3]} = ${at(3, r4)}$।`,
        },
        {
          en: `Rise: $\\frac{${at(3, r4) - at(0, r4)}}{${at(0, r4)}} \\times 100 = ${round1(g4)}\\%$.`,
          hi: `वृद्धि: $\\frac{${at(3, r4) - at(0, r4)}}{${at(0, r4)}} \\times 100 = ${round1(g4)}\\%$।`,
        },
      ],
      numbers: [at(0, r4), at(3, r4)],
      seconds: 180,
      recompute: () => ((shr(3, r4) * (T[3] as number)) / (shr(0, r4) * (T[0] as number)) - 1) * 100,
    });

    return {
      set: {
        kind: 'chart',
        title: loc(
          'Sales of a company and the share of each region',
          'एक कंपनी की बिक्री और प्रत्येक क्षेत्र का हिस्सा',
        ),
        body: {
          en: `The bar chart shows the total sales of a company (in thousand units) from ${yr(0)} to ${yr(3)}. The table shows the percentage of each year's sales made in each of four regions (each year's shares add up to 100).`,
          hi: `दंड आलेख में ${yr(0)} से ${yr(3)} तक एक कंपनी की कुल बिक्री (हज़ार इकाइयों में) दिखाई गई है। तालिका में प्रत्येक वर्ष की बिक्री का चार क्षेत्रों में से प्रत्येक में हुआ प्रतिशत दिया गया है (प्रत्येक वर्ष के हिस्सों का योग 100 है)।`,
        },
        charts: [
          {
            type: 'bar',
            title: loc('Total sales (thousand units)', 'कुल बिक्री (हज़ार इकाइयाँ)'),
            categories: years.map((y) => same(String(y))),
            series: [{ name: loc('Sales', 'बिक्री'), values: T }],
            xLabel: loc('Year', 'वर्ष'),
            yLabel: loc('Thousand units', 'हज़ार इकाइयाँ'),
          },
          {
            type: 'table',
            title: loc("Region's share of the year's sales (%)", 'वर्ष की बिक्री में क्षेत्र का हिस्सा (%)'),
            categories: REGIONS,
            series: years.map((y, i) => ({ name: same(String(y)), values: [...(sh[i] as number[])] })),
            xLabel: loc('Region', 'क्षेत्र'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4],
      numbers: [yr(0), yr(3)],
    };
  },
};
