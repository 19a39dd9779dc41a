/**
 * Mixed-chart DI sets (two charts read together). Shapes and the exams that ask them:
 * - department-staff (hard): pie of staff by department + bar of women's share — CAT, Bank PO, SSC CGL, Placements;
 * - production-sales (medium): bars of production with a line of sales, unsold stock — Bank PO, SSC CGL, CAT, Placements;
 * - revenue-margin (hard, `mixed-charts-revenue-margin.ts`): revenue bars + profit-margin line, profit growth and the
 *   overall margin — CAT, Bank PO, Placements;
 * - two-pies-streams (medium, `mixed-charts-two-pies-streams.ts`): two pies of students by stream with the two totals —
 *   SSC CGL, Bank PO, Placements;
 * - budget-table-pie (medium, `mixed-charts-budget-table-pie.ts`): yearly budgets (table) + a fixed split (pie) —
 *   SSC CGL, Bank PO, Placements;
 * - sales-region-share (hard, `mixed-charts-sales-region-share.ts`): total sales (bars) + regional shares (table) —
 *   CAT, Bank PO, Placements.
 */
import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  cleanChanges,
  clearTopGrowth,
  extremeBySort,
  type Frame,
  type Grid,
  gridChart,
  indian,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  qCountMore,
  qPercentChange,
  qTopGrowth,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  same,
  splitTotal,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const DEPARTMENTS: Loc[] = [
  loc('HR', 'मानव संसाधन'),
  loc('Finance', 'वित्त'),
  loc('Sales', 'बिक्री'),
  loc('Marketing', 'विपणन'),
  loc('IT', 'आईटी'),
  loc('Operations', 'संचालन'),
];
const WOMEN_PCT = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65];

/** A pie of the employees' distribution over departments, with a bar of the women's share in each. */
export const mixedChartsDepartmentStaff: QuestionSetGenerator = {
  id: 'mixed-charts/department-staff',
  topic: 'mixed-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const n = DEPARTMENTS.length;
    let total = 0;
    let pct: number[] = [];
    let wPct: number[] = [];
    let staff: number[] = [];
    let women: number[] = [];
    let men: number[] = [];
    for (;;) {
      total = 1000 * rng.int(2, 9);
      pct = splitTotal(rng, 100, n, 2, 8);
      wPct = DEPARTMENTS.map(() => rng.pick(WOMEN_PCT));
      staff = pct.map((p) => (total * p) / 100);
      women = staff.map((s, i) => (s * (wPct[i] as number)) / 100);
      men = staff.map((s, i) => s - (women[i] as number));
      const allWomen = sum(women);
      if (
        women.every(Number.isInteger) &&
        uniqueExtreme(women, 'max') >= 0 &&
        safeToRound(allWomen * 100, total) &&
        new Set(pct).size >= 4
      )
        break;
    }
    const name = (i: number) => DEPARTMENTS[i] as Loc;
    const order = rng.shuffle([0, 1, 2, 3, 4, 5]);
    const [iW, iR1, iR2, iD1] = order as [number, number, number, number];
    const iD2 = order.find((i) => i !== iD1 && men[i] !== men[iD1]) as number;

    // 1. Women in one department.
    const q1 = numberQuestion(rng, {
      title: loc('Women in a department', 'किसी विभाग में महिलाएँ'),
      statement: {
        en: `How many women work in the ${name(iW).en} department?`,
        hi: `${name(iW).hi} विभाग में कितनी महिलाएँ काम करती हैं?`,
      },
      value: women[iW] as number,
      distractors: [
        men[iW] as number, // the men instead of the women
        (total * (wPct[iW] as number)) / 100, // the women's percentage of the whole company
        women[(iW + 1) % n] as number, // the next department
        (women[iW] as number) + 10,
      ],
      steps: [
        {
          en: `${name(iW).en} has ${pct[iW]}% of ${indian(total)} employees: $\\frac{${pct[iW]}}{100} \\times ${total} = ${staff[iW]}$.`,
          hi: `${name(iW).hi} में ${indian(total)} कर्मचारियों का ${pct[iW]}% है: $\\frac{${pct[iW]}}{100} \\times ${total} = ${staff[iW]}$।`,
        },
        {
          en: `Women are ${wPct[iW]}% of them: $\\frac{${wPct[iW]}}{100} \\times ${staff[iW]} = ${women[iW]}$.`,
          hi: `इनमें ${wPct[iW]}% महिलाएँ हैं: $\\frac{${wPct[iW]}}{100} \\times ${staff[iW]} = ${women[iW]}$।`,
        },
      ],
      numbers: [women[iW] as number],
      seconds: 60,
      recompute: () => (total * (pct[iW] as number) * (wPct[iW] as number)) / 10000,
    });

    // 2. The department with the most women.
    const most = uniqueExtreme(women, 'max');
    const q2 = labelQuestion(rng, {
      title: loc('The department with the most women', 'सबसे अधिक महिलाओं वाला विभाग'),
      statement: {
        en: 'Which department has the largest number of women employees?',
        hi: 'किस विभाग में महिला कर्मचारियों की संख्या सबसे अधिक है?',
      },
      labels: DEPARTMENTS,
      correct: most,
      scores: women,
      // The largest department and the one with the highest share of women (the usual slips) stay.
      keep: [uniqueOrFirstMax(staff), uniqueOrFirstMax(wPct)],
      steps: [
        {
          en: `Women in each department (employees × women's share): ${DEPARTMENTS.map((d, i) => `${d.en}: $${staff[i]} \\times ${wPct[i]}\\% = ${women[i]}$`).join('; ')}.`,
          hi: `प्रत्येक विभाग में महिलाएँ (कर्मचारी × महिलाओं का हिस्सा): ${DEPARTMENTS.map((d, i) => `${d.hi}: $${staff[i]} \\times ${wPct[i]}\\% = ${women[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest is ${women[most]}, in ${name(most).en} (neither the largest department nor the highest percentage of women alone decides it).`,
          hi: `सबसे अधिक ${women[most]} है, ${name(most).hi} में (केवल सबसे बड़ा विभाग या महिलाओं का सबसे ऊँचा प्रतिशत इसका निर्णय नहीं करता)।`,
        },
      ],
      numbers: [women[most] as number],
      seconds: 150,
      recompute: () =>
        extremeBySort(
          pct.map((p, i) => p * (wPct[i] as number)),
          'max',
        ),
    });

    // 3. Type in: women as a percentage of all the employees.
    const allWomen = sum(women);
    const exact = oneDecimal(allWomen * 100, total);
    const share = round1((allWomen * 100) / total);
    const note = roundingNote(exact);
    const q3 = numberQuestion(rng, {
      title: loc("Women's share of the company", 'कंपनी में महिलाओं का हिस्सा'),
      statement: {
        en: `What percentage of all the employees of the company are women${note.en}?`,
        hi: `कंपनी के सभी कर्मचारियों में से कितने प्रतिशत महिलाएँ हैं${note.hi}?`,
      },
      value: share,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Women in all: $${women.join(' + ')} = ${allWomen}$.`,
          hi: `कुल महिलाएँ: $${women.join(' + ')} = ${allWomen}$।`,
        },
        {
          en: `Share $= \\frac{${allWomen}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${share}\\%$. (Averaging the six percentages would ignore the departments' sizes.)`,
          hi: `हिस्सा $= \\frac{${allWomen}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${share}\\%$। (छह प्रतिशतों का सीधा औसत विभागों के आकार की उपेक्षा करेगा।)`,
        },
      ],
      numbers: [share],
      seconds: 150,
      // Weighted average of the women's percentages, weighted by the departments' shares.
      recompute: () => sum(pct.map((p, i) => p * (wPct[i] as number))) / 100,
    });

    // 4. Ratio of the men in one department to the women in another.
    const a = men[iR1] as number;
    const b = women[iR2] as number;
    const correct = ratioText(a, b);
    const q4 = textQuestion(rng, {
      title: loc('Ratio across departments', 'विभागों के बीच अनुपात'),
      statement: {
        en: `What is the ratio of the number of men in ${name(iR1).en} to the number of women in ${name(iR2).en}?`,
        hi: `${name(iR1).hi} में पुरुषों की संख्या और ${name(iR2).hi} में महिलाओं की संख्या का अनुपात क्या है?`,
      },
      correct,
      wrong: ratioWrongs(a, b, [
        ratioText(women[iR1] as number, b), // women instead of men in the first
        ratioText(a, men[iR2] as number), // men instead of women in the second
        ratioText(b, a),
      ]),
      steps: [
        {
          en: `Men in ${name(iR1).en}: $${staff[iR1]} - ${women[iR1]} = ${a}$. Women in ${name(iR2).en}: $\\frac{${wPct[iR2]}}{100} \\times ${staff[iR2]} = ${b}$.`,
          hi: `${name(iR1).hi} में पुरुष: $${staff[iR1]} - ${women[iR1]} = ${a}$। ${name(iR2).hi} में महिलाएँ: $\\frac{${wPct[iR2]}}{100} \\times ${staff[iR2]} = ${b}$।`,
        },
        { en: `$${a} : ${b} = ${correct}$.`, hi: `$${a} : ${b} = ${correct}$।` },
      ],
      numbers: [a, b],
      seconds: 120,
      recompute: () =>
        ratioByFactors(
          (total * (pct[iR1] as number) * (100 - (wPct[iR1] as number))) / 10000,
          (total * (pct[iR2] as number) * (wPct[iR2] as number)) / 10000,
        ),
    });

    // 5. Difference between the men of two departments.
    const [big, small] = (men[iD1] as number) >= (men[iD2] as number) ? [iD1, iD2] : [iD2, iD1];
    const gap = (men[big] as number) - (men[small] as number);
    const q5 = numberQuestion(rng, {
      title: loc('Difference in the number of men', 'पुरुषों की संख्या में अंतर'),
      statement: {
        en: `How many more men work in ${name(big).en} than in ${name(small).en}?`,
        hi: `${name(small).hi} की तुलना में ${name(big).hi} में कितने अधिक पुरुष काम करते हैं?`,
      },
      value: gap,
      distractors: [
        Math.abs((women[big] as number) - (women[small] as number)), // the women instead
        Math.abs((staff[big] as number) - (staff[small] as number)), // all the employees
        gap + 20,
        gap - 20,
      ],
      steps: [
        {
          en: `Men in ${name(big).en}: $${staff[big]} \\times \\frac{${100 - (wPct[big] as number)}}{100} = ${men[big]}$; in ${name(small).en}: $${staff[small]} \\times \\frac{${100 - (wPct[small] as number)}}{100} = ${men[small]}$.`,
          hi: `${name(big).hi} में पुरुष: $${staff[big]} \\times \\frac{${100 - (wPct[big] as number)}}{100} = ${men[big]}$; ${name(small).hi} में: $${staff[small]} \\times \\frac{${100 - (wPct[small] as number)}}{100} = ${men[small]}$।`,
        },
        {
          en: `Difference: $${men[big]} - ${men[small]} = ${gap}$.`,
          hi: `अंतर: $${men[big]} - ${men[small]} = ${gap}$।`,
        },
      ],
      numbers: [gap],
      seconds: 120,
      recompute: () =>
        (total / 100) *
        (((pct[big] as number) * (100 - (wPct[big] as number))) / 100 -
          ((pct[small] as number) * (100 - (wPct[small] as number))) / 100),
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Employees of a company by department', 'विभागानुसार एक कंपनी के कर्मचारी'),
        body: {
          en: `A company has ${indian(total)} employees in six departments. The pie chart shows the percentage of the employees in each department (the values add up to 100), and the bar chart shows the percentage of women among the employees of each department.`,
          hi: `एक कंपनी के छह विभागों में कुल ${indian(total)} कर्मचारी हैं। पाई चार्ट में प्रत्येक विभाग के कर्मचारियों का प्रतिशत दिखाया गया है (मानों का योग 100 है), और दंड आलेख में प्रत्येक विभाग के कर्मचारियों में महिलाओं का प्रतिशत दिखाया गया है।`,
        },
        charts: [
          {
            type: 'pie',
            title: loc(
              'Employees by department (% of all employees)',
              'विभागानुसार कर्मचारी (सभी कर्मचारियों का %)',
            ),
            categories: DEPARTMENTS,
            series: [{ name: loc('Share of employees', 'कर्मचारियों में हिस्सा'), values: pct }],
            unit: same('%'),
          },
          {
            type: 'bar',
            title: loc(
              'Women in each department (% of its employees)',
              'प्रत्येक विभाग में महिलाएँ (उसके कर्मचारियों का %)',
            ),
            categories: DEPARTMENTS,
            series: [{ name: loc('Women (%)', 'महिलाएँ (%)'), values: wPct }],
            xLabel: loc('Department', 'विभाग'),
            yLabel: loc('Women (%)', 'महिलाएँ (%)'),
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [100],
    };
  },
};

/** Production (bars) and sales (line) of a company over six years: unsold stock carried forward. */
export const mixedChartsProductionSales: QuestionSetGenerator = {
  id: 'mixed-charts/production-sales',
  topic: 'mixed-charts',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2019);
    const years = [0, 1, 2, 3, 4, 5].map((i) => String(start + i));
    const n = years.length;
    let prod: number[] = [];
    let sales: number[] = [];
    let g: Grid;
    let changes: [number, number, number][];
    let shareYears: number[];
    for (;;) {
      prod = [5 * rng.int(20, 50)];
      for (let i = 1; i < n; i++) prod.push(Math.max(60, (prod[i - 1] as number) + 5 * rng.int(-5, 8)));
      sales = [];
      let stock = 0;
      for (let i = 0; i < n; i++) {
        const p = prod[i] as number;
        const s = Math.min(p + stock, p + 5 * rng.int(-8, 5));
        sales.push(s);
        stock += p - s;
      }
      g = {
        cats: years.map(same),
        series: [loc('Production', 'उत्पादन'), loc('Sales', 'बिक्री')],
        v: [prod, sales],
      };
      const more = sales.filter((s, i) => s > (prod[i] as number)).length;
      const ties = sales.filter((s, i) => s === prod[i]).length;
      changes = cleanChanges(g, [0]);
      shareYears = years.flatMap((_, i) =>
        (sales[i] as number) < (prod[i] as number) &&
        safeToRound((sales[i] as number) * 100, prod[i] as number)
          ? [i]
          : [],
      );
      if (
        more >= 1 &&
        more <= n - 2 &&
        ties === 0 &&
        changes.length &&
        shareYears.length &&
        clearTopGrowth(sales)
      )
        break;
    }
    const f: Frame = {
      m: (s) => (s === 0 ? loc('production', 'उत्पादन') : loc('sales', 'बिक्री')),
      catTotal: () => loc('', ''),
      unitIn: loc('in thousand units', 'हज़ार इकाइयों में'),
      allCats: loc('over the six years', 'छहों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: true,
    };

    // 2. Sales as a percentage of production in one year.
    const y = rng.pick(shareYears);
    const s = sales[y] as number;
    const p = prod[y] as number;
    const exact = oneDecimal(s * 100, p);
    const pct = round1((s * 100) / p);
    const note = roundingNote(exact);
    const q2 = numberQuestion(rng, {
      title: loc('Sales as a percentage of production', 'उत्पादन के प्रतिशत के रूप में बिक्री'),
      statement: {
        en: `In ${years[y]}, the sales were what percentage of the production${note.en}?`,
        hi: `${years[y]} में बिक्री उत्पादन का कितना प्रतिशत थी${note.hi}?`,
      },
      value: pct,
      distractors: [
        (p * 100) / s,
        ((p - s) * 100) / p,
        ((sales[(y + 1) % n] as number) * 100) / (prod[(y + 1) % n] as number),
        pct - 5,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${s}}{${p}} \\times 100 ${exact ? '=' : '\\approx'} ${pct}\\%$.`,
          hi: `$\\frac{${s}}{${p}} \\times 100 ${exact ? '=' : '\\approx'} ${pct}\\%$।`,
        },
      ],
      numbers: [pct],
      seconds: 60,
      recompute: () => 100 - ((p - s) * 100) / p,
    });

    // 3. Type in: the unsold stock at the end of a year.
    const upTo = rng.int(2, n - 1);
    const stockAt = sum(prod.slice(0, upTo + 1)) - sum(sales.slice(0, upTo + 1));
    const q3 = numberQuestion(rng, {
      title: loc('Unsold stock', 'बिना बिका माल'),
      statement: {
        en: `The company had no stock at the start of ${start}, and unsold units are carried forward to later years. How many units (in thousands) were unsold at the end of ${years[upTo]}?`,
        hi: `${start} की शुरुआत में कंपनी के पास कोई माल नहीं था, और बिना बिकी इकाइयाँ आगे के वर्षों में ले जाई जाती हैं। ${years[upTo]} के अंत में कितनी इकाइयाँ (हज़ार में) बिना बिकी थीं?`,
      },
      value: stockAt,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Production up to ${years[upTo]}: $${sumTex(prod.slice(0, upTo + 1))}$. Sales: $${sumTex(sales.slice(0, upTo + 1))}$.`,
          hi: `${years[upTo]} तक उत्पादन: $${sumTex(prod.slice(0, upTo + 1))}$। बिक्री: $${sumTex(sales.slice(0, upTo + 1))}$।`,
        },
        {
          en: `Unsold: $${sum(prod.slice(0, upTo + 1))} - ${sum(sales.slice(0, upTo + 1))} = ${stockAt}$.`,
          hi: `बिना बिका: $${sum(prod.slice(0, upTo + 1))} - ${sum(sales.slice(0, upTo + 1))} = ${stockAt}$।`,
        },
      ],
      numbers: [stockAt],
      seconds: 120,
      // Year by year: stock = previous stock + production − sales.
      recompute: () => {
        let stock = 0;
        for (let i = 0; i <= upTo; i++) stock += (prod[i] as number) - (sales[i] as number);
        return stock;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Production and sales of a company', 'एक कंपनी का उत्पादन और बिक्री'),
        body: {
          en: `The chart shows the production (bars) and the sales (line) of a company, in thousand units, from ${start} to ${years[n - 1]}.`,
          hi: `चार्ट में ${start} से ${years[n - 1]} तक एक कंपनी का उत्पादन (दंड) और बिक्री (रेखा) हज़ार इकाइयों में दिखाई गई है।`,
        },
        charts: [
          gridChart(
            'bar-line',
            loc('Production and sales (thousand units)', 'उत्पादन और बिक्री (हज़ार इकाइयाँ)'),
            g,
            {
              x: loc('Year', 'वर्ष'),
              y: loc('Thousand units', 'हज़ार इकाइयाँ'),
            },
          ),
        ],
      },
      questions: [
        qCountMore(rng, g, f, 1, 0),
        q2,
        q3,
        qPercentChange(rng, g, f, rng.pick(changes)),
        qTopGrowth(rng, g, f, 1),
      ],
      numbers: [start],
    };
  },
};
