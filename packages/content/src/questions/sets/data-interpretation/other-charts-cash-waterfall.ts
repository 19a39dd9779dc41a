import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  uniqueExtreme,
} from './di-numbers.js';

const MONTHS: Loc[] = [
  loc('April', 'अप्रैल'),
  loc('May', 'मई'),
  loc('June', 'जून'),
  loc('July', 'जुलाई'),
  loc('August', 'अगस्त'),
  loc('September', 'सितंबर'),
  loc('October', 'अक्टूबर'),
  loc('November', 'नवंबर'),
];

/** A waterfall of monthly cash changes (as a table): running balances, the lowest month and the cash needed to stay above a floor. */
export const otherChartsCashWaterfall: QuestionSetGenerator = {
  id: 'other-charts/cash-waterfall',
  topic: 'other-charts',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    const n = MONTHS.length;
    let open = 0;
    let ch: number[] = [];
    let bal: number[] = [];
    let floor = 0;
    let pairs: [number, number][] = [];
    for (;;) {
      open = 10 * rng.int(8, 20);
      ch = MONTHS.map(() => 10 * rng.int(-8, 7)).map((c) => (c === 0 ? 10 : c));
      bal = [];
      let b = open;
      for (const c of ch) {
        b += c;
        bal.push(b);
      }
      floor = 10 * rng.int(5, 12);
      pairs = [];
      for (let a = 0; a < n; a++)
        for (let c = a + 1; c < n; c++) {
          const x = bal[a] as number;
          const y = bal[c] as number;
          if (x > 0 && y > 0 && x !== y && oneDecimal(Math.abs(y - x) * 100, x)) pairs.push([a, c]);
        }
      const low = Math.min(...bal);
      const above = bal.filter((x) => x > open).length;
      // The balance dips below the floor but stays positive; some months end above the opening balance.
      if (
        low > 0 &&
        low < floor &&
        uniqueExtreme(bal, 'min') >= 0 &&
        uniqueExtreme(ch, 'min') !== uniqueExtreme(bal, 'min') &&
        above >= 1 &&
        above < n &&
        pairs.length
      )
        break;
    }
    const m = (i: number) => MONTHS[i] as Loc;
    const k1 = rng.int(2, n - 1);

    // 1. The balance at the end of a month.
    const b1 = bal[k1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Balance at the end of a month', 'किसी महीने के अंत में शेष'),
      statement: {
        en: `What was the cash balance at the end of ${m(k1).en} (in ₹ thousand)?`,
        hi: `${m(k1).hi} के अंत में नकद शेष कितना था (हज़ार रुपये में)?`,
      },
      value: b1,
      distractors: [
        b1 - open, // leaves out the opening balance
        bal[k1 - 1] as number, // stops a month early
        b1 - 2 * (ch[k1] as number), // takes the last change with the wrong sign
        open + ch.slice(0, k1 + 1).reduce((s, c) => s + Math.abs(c), 0), // adds every change as a gain
      ],
      steps: [
        {
          en: `Start from ${open} and add the changes up to ${m(k1).en}: $${open} ${ch
            .slice(0, k1 + 1)
            .map((c) => (c < 0 ? `- ${-c}` : `+ ${c}`))
            .join(' ')} = ${b1}$.`,
          hi: `${open} से शुरू करके ${m(k1).hi} तक के परिवर्तन जोड़िए: $${open} ${ch
            .slice(0, k1 + 1)
            .map((c) => (c < 0 ? `- ${-c}` : `+ ${c}`))
            .join(' ')} = ${b1}$।`,
        },
      ],
      numbers: [b1],
      seconds: 75,
      recompute: () => {
        let b = open;
        for (let i = 0; i <= k1; i++) b += ch[i] as number;
        return b;
      },
    });

    // 2. The month that ended with the lowest balance.
    const low = uniqueExtreme(bal, 'min');
    const worst = uniqueExtreme(ch, 'min');
    const q2 = labelQuestion(rng, {
      title: loc('The month of the lowest balance', 'सबसे कम शेष वाला महीना'),
      statement: {
        en: 'At the end of which month was the cash balance the lowest?',
        hi: 'किस महीने के अंत में नकद शेष सबसे कम था?',
      },
      labels: MONTHS,
      correct: low,
      scores: bal.map((x) => -x),
      keep: worst >= 0 ? [worst] : [],
      steps: [
        {
          en: `Running balances: ${MONTHS.map((x, i) => `${x.en} ${bal[i]}`).join(', ')}.`,
          hi: `चालू शेष: ${MONTHS.map((x, i) => `${x.hi} ${bal[i]}`).join(', ')}।`,
        },
        {
          en: `The lowest, ${bal[low]}, is at the end of ${m(low).en}. (The month of the largest fall need not be the one.)`,
          hi: `सबसे कम, ${bal[low]}, ${m(low).hi} के अंत में है। (सबसे बड़ी गिरावट वाला महीना ही यह हो, आवश्यक नहीं।)`,
        },
      ],
      seconds: 120,
      recompute: () => {
        let b = open;
        let best = Number.POSITIVE_INFINITY;
        let at = -1;
        ch.forEach((c, i) => {
          b += c;
          if (b < best) {
            best = b;
            at = i;
          }
        });
        return at;
      },
    });

    // 3. Months that ended above the opening balance.
    const above = bal.filter((x) => x > open).length;
    const gains = ch.filter((c) => c > 0).length;
    const q3 = numberQuestion(rng, {
      title: loc('Months above the opening balance', 'आरंभिक शेष से ऊपर के महीने'),
      statement: {
        en: `In how many of the ${n} months did the cash balance end higher than the opening balance of ₹${open} thousand?`,
        hi: `${n} महीनों में से कितने महीनों के अंत में नकद शेष आरंभिक शेष (${open} हज़ार रुपये) से अधिक था?`,
      },
      value: above,
      distractors: [
        gains, // counts the months with a rise
        n - above, // the months not above
        above + 1,
        above - 1,
      ],
      steps: [
        {
          en: `Compare each running balance with ${open}: ${MONTHS.map((x, i) => `${x.en} ${bal[i]}`).join(', ')}.`,
          hi: `प्रत्येक चालू शेष की ${open} से तुलना कीजिए: ${MONTHS.map((x, i) => `${x.hi} ${bal[i]}`).join(', ')}।`,
        },
        {
          en: `${above} of them are above ${open} (a month with a rise can still end below the opening balance).`,
          hi: `इनमें से ${above} शेष ${open} से अधिक हैं (वृद्धि वाला महीना भी आरंभिक शेष से नीचे समाप्त हो सकता है)।`,
        },
      ],
      numbers: [open],
      seconds: 90,
      recompute: () => {
        let b = open;
        let c = 0;
        for (const x of ch) {
          b += x;
          if (b - open > 0) c++;
        }
        return c;
      },
    });

    // 4. CAT level: the least extra cash at the start to keep every month-end balance at or above a floor.
    const minBal = bal[low] as number;
    const need = floor - minBal;
    const firstBelow = bal.findIndex((x) => x < floor);
    const q4 = numberQuestion(rng, {
      title: loc('Cash needed to stay above a floor', 'न्यूनतम सीमा से ऊपर रहने के लिए आवश्यक नकद'),
      statement: {
        en: `The bank requires the balance at the end of every month to be at least ₹${floor} thousand. With the same monthly changes, what is the least extra cash (in ₹ thousand) the shop should have added to its opening balance?`,
        hi: `बैंक की शर्त है कि हर महीने के अंत में शेष कम से कम ${floor} हज़ार रुपये हो। मासिक परिवर्तन वही रहें, तो दुकान को अपने आरंभिक शेष में कम से कम कितना अतिरिक्त नकद (हज़ार रुपये में) जोड़ना चाहिए था?`,
      },
      value: need,
      distractors: [
        floor - (bal[firstBelow] as number), // fixes only the first month below the floor
        floor - open, // compares the opening balance with the floor
        -Math.min(...ch), // covers the largest single fall
        floor, // the floor itself
        need + 10,
        need + 20,
      ],
      steps: [
        {
          en: `Extra cash at the start raises every month-end balance by the same amount, so only the lowest balance matters.`,
          hi: `आरंभ में जोड़ा गया अतिरिक्त नकद हर महीने के अंत का शेष उतना ही बढ़ाता है, अतः केवल सबसे कम शेष मायने रखता है।`,
        },
        {
          en: `The lowest balance is ${minBal} (${m(low).en}); it must reach ${floor}: $${floor} - ${minBal} = ${need}$.`,
          hi: `सबसे कम शेष ${minBal} (${m(low).hi}) है; इसे ${floor} तक पहुँचना है: $${floor} - ${minBal} = ${need}$।`,
        },
      ],
      numbers: [floor, need],
      seconds: 180,
      recompute: () => {
        // Try extra cash in steps of 10 until every month-end balance clears the floor.
        for (let x = 0; ; x += 10) if (bal.every((b) => b + x >= floor)) return x;
      },
    });

    // 5. Percentage change of the balance between two month-ends.
    const [a5, c5] = rng.pick(pairs);
    const x5 = bal[a5] as number;
    const y5 = bal[c5] as number;
    const pct = (Math.abs(y5 - x5) * 100) / x5;
    const up = y5 > x5;
    const q5 = numberQuestion(rng, {
      title: loc('Change of the balance between two months', 'दो महीनों के बीच शेष में परिवर्तन'),
      statement: {
        en: `By what percentage did the cash balance ${up ? 'rise' : 'fall'} from the end of ${m(a5).en} to the end of ${m(c5).en}?`,
        hi: `${m(a5).hi} के अंत से ${m(c5).hi} के अंत तक नकद शेष कितने प्रतिशत ${up ? 'बढ़ा' : 'घटा'}?`,
      },
      value: pct,
      distractors: [
        (Math.abs(y5 - x5) * 100) / y5, // the later balance as the base
        (Math.abs(y5 - x5) * 100) / open, // the opening balance as the base
        pct + 10,
        pct + 5,
      ],
      percent: true,
      steps: [
        {
          en: `Balances: ${x5} and ${y5}. Change: $\\frac{${Math.abs(y5 - x5)}}{${x5}} \\times 100 = ${round1(pct)}\\%$.`,
          hi: `शेष: ${x5} और ${y5}। परिवर्तन: $\\frac{${Math.abs(y5 - x5)}}{${x5}} \\times 100 = ${round1(pct)}\\%$।`,
        },
      ],
      numbers: [x5, y5],
      seconds: 120,
      recompute: () => Math.abs(y5 / x5 - 1) * 100,
    });

    return {
      set: {
        kind: 'chart',
        title: loc(
          "A shop's cash: a waterfall of monthly changes",
          'एक दुकान का नकद: मासिक परिवर्तनों का जलप्रपात चार्ट',
        ),
        body: {
          en: `A shop began April with a cash balance of ₹${indian(open)} thousand. The waterfall chart, given here as a table, shows the net change in its cash in each month (a negative value is a fall). Each month's closing balance is the next month's opening balance.`,
          hi: `एक दुकान ने अप्रैल की शुरुआत ${indian(open)} हज़ार रुपये के नकद शेष से की। जलप्रपात चार्ट, जो यहाँ तालिका के रूप में दिया गया है, हर महीने उसके नकद में शुद्ध परिवर्तन दिखाता है (ऋणात्मक मान गिरावट है)। हर महीने का अंतिम शेष अगले महीने का आरंभिक शेष है।`,
        },
        charts: [
          {
            type: 'table',
            title: loc('Net change in cash (₹ thousand)', 'नकद में शुद्ध परिवर्तन (हज़ार रुपये)'),
            categories: MONTHS,
            series: [{ name: loc('Change', 'परिवर्तन'), values: ch }],
            xLabel: loc('Month', 'महीना'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [open],
    };
  },
};
