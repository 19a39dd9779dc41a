import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  same,
  splitTotal,
  textQuestion,
} from './di-numbers.js';

const HEADS: Loc[] = [
  loc('Education', 'शिक्षा'),
  loc('Health', 'स्वास्थ्य'),
  loc('Infrastructure', 'अवसंरचना'),
  loc('Agriculture', 'कृषि'),
  loc('Social welfare', 'समाज कल्याण'),
  loc('Others', 'अन्य'),
];
const SUBS: Loc[] = [
  loc('Primary', 'प्राथमिक'),
  loc('Secondary', 'माध्यमिक'),
  loc('Higher', 'उच्च'),
  loc('Research', 'अनुसंधान'),
  loc('Skills', 'कौशल विकास'),
];
const EDU = 0;
const HEALTH = 1;
const GROWTH = [5, 10, 20, 25];

/** A state budget (a pie) with its education slice split again (a second pie): two-level shares. */
export const pieChartsBudgetTwoLevel: QuestionSetGenerator = {
  id: 'pie-charts/budget-two-level',
  topic: 'pie-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    let top: number[] = [];
    let sub: number[] = [];
    let tens: number[] = [];
    let plans: [number, number][] = [];
    let k = 0;
    for (;;) {
      top = splitTotal(rng, 100, HEADS.length, 1, 6);
      sub = splitTotal(rng, 100, SUBS.length, 5, 10);
      k = rng.int(5, 40);
      const pE = top[EDU] as number;
      tens = SUBS.flatMap((_, j) => ((sub[j] as number) % 10 === 0 ? [j] : []));
      plans = [];
      for (const g of GROWTH) {
        for (const d of [-3, -2, -1, 1, 2, 3]) {
          const pE2 = pE + d;
          // The change (100 + g) × pE2 / pE − 100, in percent: kept off a rounding tie.
          if (
            pE2 > 0 &&
            safeToRound(Math.abs((100 + g) * pE2 - 100 * pE), pE) &&
            (100 + g) * pE2 !== 100 * pE
          )
            plans.push([g, d]);
        }
      }
      if (tens.length && plans.length && top[EDU] !== top[HEALTH]) break;
    }
    const B = 2000 * k;
    const pE = top[EDU] as number;
    const eduAmt = (B * pE) / 100;
    const subAmt = (j: number) => (eduAmt * (sub[j] as number)) / 100;
    const headAmt = (i: number) => (B * (top[i] as number)) / 100;
    const s = (j: number) => SUBS[j] as Loc;
    const h = (i: number) => HEADS[i] as Loc;
    const order = rng.shuffle([0, 1, 2, 3, 4]);
    const j1 = order[0] as number;
    const j3 = order.find((j) => j !== j1 && subAmt(j) !== headAmt(HEALTH)) ?? (order[1] as number);

    // 1. Amount for one part of education.
    const v1 = subAmt(j1);
    const q1 = numberQuestion(rng, {
      title: loc('Allocation for a part of education', 'शिक्षा के किसी भाग का आवंटन'),
      statement: {
        en: `How much (in ₹ crore) is allocated to ${s(j1).en} education?`,
        hi: `${s(j1).hi} शिक्षा के लिए कितनी राशि (₹ करोड़ में) आवंटित है?`,
      },
      value: v1,
      distractors: [
        (B * (sub[j1] as number)) / 100, // applies the inner share to the whole budget
        eduAmt, // stops at education
        subAmt((j1 + 1) % SUBS.length), // the next slice
        v1 + B / 100,
      ],
      format: indian,
      steps: [
        {
          en: `Education: $\\frac{${pE}}{100} \\times ${B} = ${eduAmt}$.`,
          hi: `शिक्षा: $\\frac{${pE}}{100} \\times ${B} = ${eduAmt}$।`,
        },
        {
          en: `${s(j1).en}: $\\frac{${sub[j1]}}{100} \\times ${eduAmt} = ${v1}$.`,
          hi: `${s(j1).hi}: $\\frac{${sub[j1]}}{100} \\times ${eduAmt} = ${v1}$।`,
        },
      ],
      numbers: [v1],
      seconds: 90,
      recompute: () => (B * pE * (sub[j1] as number)) / 10000,
    });

    // 2. One part of education as a share of the whole budget.
    const j2 = rng.pick(tens);
    const share = (pE * (sub[j2] as number)) / 100;
    const q2 = numberQuestion(rng, {
      title: loc('A part of education in the whole budget', 'पूरे बजट में शिक्षा का कोई भाग'),
      statement: {
        en: `${s(j2).en} education gets what percentage of the whole budget?`,
        hi: `${s(j2).hi} शिक्षा को पूरे बजट का कितना प्रतिशत मिलता है?`,
      },
      value: share,
      distractors: [
        sub[j2] as number, // the share within education
        (pE * (sub[j2] as number)) / 1000, // a misplaced decimal point the other way
        (pE * (sub[j2] as number)) / 10, // a misplaced decimal point
        share + 1,
      ],
      percent: true,
      steps: [
        {
          en: `${sub[j2]}% of ${pE}%: $\\frac{${sub[j2]}}{100} \\times ${pE} = ${round1(share)}\\%$ of the budget.`,
          hi: `${pE}% का ${sub[j2]}%: $\\frac{${sub[j2]}}{100} \\times ${pE} = ${round1(share)}\\%$ बजट।`,
        },
      ],
      numbers: [share],
      seconds: 75,
      recompute: () => (subAmt(j2) * 100) / B,
    });

    // 3. Difference between a top-level head and a part of education.
    const hv = headAmt(HEALTH);
    const sv = subAmt(j3);
    const diff = Math.abs(hv - sv);
    const q3 = numberQuestion(rng, {
      title: loc('Health against a part of education', 'स्वास्थ्य और शिक्षा के किसी भाग की तुलना'),
      statement: {
        en: `What is the difference (in ₹ crore) between the allocation for ${h(HEALTH).en} and that for ${s(j3).en} education?`,
        hi: `${h(HEALTH).hi} और ${s(j3).hi} शिक्षा के आवंटनों में कितना अंतर (₹ करोड़ में) है?`,
      },
      value: diff,
      distractors: [
        Math.abs(hv - (B * (sub[j3] as number)) / 100), // the inner share of the whole budget
        Math.abs(hv - eduAmt), // all of education
        diff + B / 100,
        diff + B / 50,
      ],
      format: indian,
      steps: [
        {
          en: `${h(HEALTH).en}: $\\frac{${top[HEALTH]}}{100} \\times ${B} = ${hv}$. ${s(j3).en}: $\\frac{${sub[j3]}}{100} \\times ${eduAmt} = ${sv}$.`,
          hi: `${h(HEALTH).hi}: $\\frac{${top[HEALTH]}}{100} \\times ${B} = ${hv}$। ${s(j3).hi}: $\\frac{${sub[j3]}}{100} \\times ${eduAmt} = ${sv}$।`,
        },
        { en: `Difference: ${indian(diff)}.`, hi: `अंतर: ${indian(diff)}।` },
      ],
      numbers: [hv, sv],
      seconds: 90,
      recompute: () => (B * Math.abs(100 * (top[HEALTH] as number) - pE * (sub[j3] as number))) / 10000,
    });

    // 4. Ratio of a part of education to another head.
    const other = rng.int(2, HEADS.length - 1);
    const a = pE * (sub[j1] as number);
    const b = 100 * (top[other] as number);
    const r = ratioText(a, b);
    const q4 = textQuestion(rng, {
      title: loc('Ratio across the two charts', 'दोनों चार्टों के बीच अनुपात'),
      statement: {
        en: `What is the ratio of the allocation for ${s(j1).en} education to the allocation for ${h(other).en}?`,
        hi: `${s(j1).hi} शिक्षा के आवंटन और ${h(other).hi} के आवंटन का अनुपात क्या है?`,
      },
      correct: r,
      wrong: ratioWrongs(a, b, [
        ratioText(sub[j1] as number, top[other] as number), // compares the two percentages directly
        ratioText(b, a),
        ratioText(pE, top[other] as number), // all of education
      ]),
      steps: [
        {
          en: `As parts of the budget: $\\frac{${sub[j1]}}{100} \\times ${pE}\\% : ${top[other]}\\% = ${pE} \\times ${sub[j1]} : ${top[other]} \\times 100 = ${a} : ${b} = ${r}$.`,
          hi: `बजट के भागों के रूप में: $\\frac{${sub[j1]}}{100} \\times ${pE}\\% : ${top[other]}\\% = ${pE} \\times ${sub[j1]} : ${top[other]} \\times 100 = ${a} : ${b} = ${r}$।`,
        },
      ],
      numbers: [a, b],
      seconds: 90,
      recompute: () => ratioByFactors(subAmt(j1), headAmt(other)),
    });

    // 5. CAT level: a bigger budget with a different education share.
    const [g, d] = rng.pick(plans);
    const pE2 = pE + d;
    const num = (100 + g) * pE2 - 100 * pE;
    const up = num > 0;
    const exact = oneDecimal(Math.abs(num), pE);
    const note = roundingNote(exact);
    const change = round1(Math.abs(num) / pE);
    const word = up ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const j5 = rng.int(0, SUBS.length - 1);
    const q5 = numberQuestion(rng, {
      title: loc('Next year’s allocation', 'अगले वर्ष का आवंटन'),
      statement: {
        en: `Next year the total budget grows by ${g}% and Education's share becomes ${pE2}%, while the split of education among its five parts stays the same. By what percentage will the allocation for ${s(j5).en} education ${word.en}${note.en}?`,
        hi: `अगले वर्ष कुल बजट ${g}% बढ़ता है और शिक्षा का हिस्सा ${pE2}% हो जाता है, जबकि शिक्षा का पाँच भागों में विभाजन वही रहता है। ${s(j5).hi} शिक्षा के आवंटन में कितने प्रतिशत की ${word.hi} होगी${note.hi}?`,
      },
      value: change,
      distractors: [
        Math.abs(g + d), // adds the growth and the change in share
        (Math.abs(d) * 100) / pE, // forgets the bigger budget
        g, // the budget's growth only
        Math.abs(g - d),
        change + 5,
      ],
      percent: true,
      steps: [
        {
          en: `${s(j5).en} education is a fixed ${sub[j5]}% of education, so it changes as education does.`,
          hi: `${s(j5).hi} शिक्षा सदा शिक्षा का ${sub[j5]}% है, अतः इसमें शिक्षा जितना ही परिवर्तन होगा।`,
        },
        {
          en: `Education: this year ${pE}% of $B$; next year ${pE2}% of $${(100 + g) / 100}B$. Ratio $= \\frac{${pE2} \\times ${100 + g}}{${pE} \\times 100} = \\frac{${pE2 * (100 + g)}}{${pE * 100}}$.`,
          hi: `शिक्षा: इस वर्ष $B$ का ${pE}%; अगले वर्ष $${(100 + g) / 100}B$ का ${pE2}%। अनुपात $= \\frac{${pE2} \\times ${100 + g}}{${pE} \\times 100} = \\frac{${pE2 * (100 + g)}}{${pE * 100}}$।`,
        },
        {
          en: `Change $= \\frac{${Math.abs(num)}}{${pE * 100}} \\times 100 ${exact ? '=' : '\\approx'} ${change}\\%$ (${word.en}).`,
          hi: `परिवर्तन $= \\frac{${Math.abs(num)}}{${pE * 100}} \\times 100 ${exact ? '=' : '\\approx'} ${change}\\%$ (${word.hi})।`,
        },
      ],
      numbers: [g, pE2],
      seconds: 180,
      recompute: () => {
        const now = subAmt(j5);
        const next = (((B * (100 + g)) / 100) * pE2 * (sub[j5] as number)) / 10000;
        return Math.abs(next / now - 1) * 100;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('A state budget and its education share', 'एक राज्य का बजट और उसमें शिक्षा का हिस्सा'),
        body: {
          en: `A state's budget of ₹${indian(B)} crore is divided among six heads as shown in the first pie chart (percentages of the budget). The second pie chart shows how the Education allocation is divided among five parts (percentages of the Education allocation).`,
          hi: `एक राज्य का ₹${indian(B)} करोड़ का बजट पहले पाई चार्ट के अनुसार छह मदों में बँटा है (बजट के प्रतिशत)। दूसरे पाई चार्ट में शिक्षा के आवंटन का पाँच भागों में विभाजन दिखाया गया है (शिक्षा के आवंटन के प्रतिशत)।`,
        },
        charts: [
          {
            type: 'pie',
            title: loc('The budget by head (% of the budget)', 'मदवार बजट (बजट का %)'),
            categories: HEADS,
            series: [{ name: loc('Share of the budget', 'बजट में हिस्सा'), values: top }],
            unit: same('%'),
          },
          {
            type: 'pie',
            title: loc('Education by part (% of Education)', 'भागवार शिक्षा (शिक्षा का %)'),
            categories: SUBS,
            series: [{ name: loc('Share of Education', 'शिक्षा में हिस्सा'), values: sub }],
            unit: same('%'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
