import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { MEN_NAMES, menAndWomen, WOMEN_NAMES } from '../shared/person-names.js';
import { rupees } from './answer-formats.js';

/** Partners' names in both languages (men and women, drawn three at a time). */
const PARTNERS = menAndWomen(MEN_NAMES.slice(0, 12), WOMEN_NAMES.slice(0, 12));

/** "1 month" / "5 months", "1 महीने" / "5 महीने". */
const months = (n: number) => ({ en: `${n} ${n === 1 ? 'month' : 'months'}`, hi: `${n} महीने` });

/** Partners joining at different months: one partner's share of the year's profit (capital × time). */
export const ratioPartnershipShare: QuestionGenerator = {
  id: 'ratio-and-proportion/partnership-profit-share',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const [p1, p2, p3] = rng.shuffle(PARTNERS).slice(0, 3) as [
      (typeof PARTNERS)[number],
      (typeof PARTNERS)[number],
      (typeof PARTNERS)[number],
    ];
    const three = rng.next() < 0.5;
    let capitals: number[] = [];
    let joins: number[] = [];
    let weights: number[] = [];
    let total = 0;
    for (;;) {
      capitals = [rng.int(2, 18) * 5000, rng.int(2, 18) * 5000, rng.int(2, 18) * 5000].slice(
        0,
        three ? 3 : 2,
      );
      joins = [0, rng.int(2, 9), rng.int(2, 10)].slice(0, three ? 3 : 2);
      if (three && (joins[1] ?? 0) >= (joins[2] ?? 0)) continue; // the partners join in order
      const raw = capitals.map((c, i) => c * (12 - (joins[i] ?? 0)));
      const g = raw.reduce((x, y) => gcd(x, y));
      weights = raw.map((w) => w / g);
      const parts = weights.reduce((x, y) => x + y, 0);
      if (parts > 60 || new Set(weights).size < weights.length) continue;
      const unit = rng.pick([100, 200, 250, 300, 400, 500, 600, 800, 1000]);
      total = parts * unit;
      if (total >= 6000 && total <= 150000) break;
    }
    const people = [p1, p2, p3].slice(0, capitals.length);
    const t = rng.int(1, people.length - 1);
    const parts = weights.reduce((x, y) => x + y, 0);
    const share = (total * (weights[t] ?? 0)) / parts;
    const capSum = capitals.reduce((x, y) => x + y, 0);
    const wrongTime = capitals.map((c, i) => c * (joins[i] === 0 ? 12 : (joins[i] ?? 0)));
    const wrongTimeSum = wrongTime.reduce((x, y) => x + y, 0);
    const { options, correctIndex } = choiceOptions(
      rng,
      share,
      [
        (total * (capitals[t] ?? 0)) / capSum, // divides by the capitals alone, ignoring the time
        (total * (wrongTime[t] ?? 0)) / wrongTimeSum, // multiplies by the month of joining, not the months stayed
        (total * (weights[0] ?? 0)) / parts, // gives the first partner's share
        total / people.length, // splits the profit equally
        total - share, // gives what the others get together
        ...weights.map((w) => (total * w) / parts), // gives another partner's share
        share + total / parts, // counts one part too many
        share - total / parts, // counts one part too few
      ].filter((n) => Number.isInteger(n) && n > 0),
      rupees,
    );
    const person = people[t] ?? p1;
    const joinedEn = people
      .slice(1)
      .map((p, i) => `${p.en} joined ${months(joins[i + 1] ?? 0).en} later with ₹${capitals[i + 1]}`)
      .join(' and ');
    const joinedHi = people
      .slice(1)
      .map(
        (p, i) =>
          `${p.hi} ${months(joins[i + 1] ?? 0).hi} बाद ₹${capitals[i + 1]} लेकर ${p.m ? 'जुड़ा' : 'जुड़ी'}`,
      )
      .join(' और ');
    const productsEn = people
      .map((p, i) => `${p.en}: $${capitals[i]} \\times ${12 - (joins[i] ?? 0)}$`)
      .join(', ');
    const productsHi = people
      .map((p, i) => `${p.hi}: $${capitals[i]} \\times ${12 - (joins[i] ?? 0)}$`)
      .join(', ');
    const ratio = weights.join(' : ');
    return {
      title: { en: 'Partnership: profit by capital and time', hi: 'साझेदारी: पूँजी और समय से लाभ' },
      type: 'single',
      statement: {
        en: `${p1.en} started a business with ₹${capitals[0]}. ${joinedEn}. At the end of the year the profit was ₹${total}. What is ${person.en}'s share of the profit?`,
        hi: `${p1.hi} ने ₹${capitals[0]} से एक व्यापार शुरू किया। ${joinedHi}। वर्ष के अंत में लाभ ₹${total} हुआ। लाभ में ${person.hi} का हिस्सा कितना है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Profit is shared in the ratio of capital × months invested: ${productsEn}.`,
          `In lowest terms the ratio is ${ratio} (${parts} parts in all).`,
          `${person.en}'s share $= \\frac{${weights[t]}}{${parts}} \\times ${total} = ${share}$.`,
          '',
          `**Answer: ₹${share}**`,
        ].join('\n\n'),
        hi: [
          `लाभ पूँजी × महीनों के अनुपात में बँटता है: ${productsHi}।`,
          `सरलतम रूप में अनुपात ${ratio} है (कुल ${parts} भाग)।`,
          `${person.hi} का हिस्सा $= \\frac{${weights[t]}}{${parts}} \\times ${total} = ${share}$।`,
          '',
          `**उत्तर: ₹${share}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [...capitals, ...joins.slice(1), total, share],
      check() {
        // Add up each partner's capital month by month, then share the profit in those totals.
        const invested = capitals.map(() => 0);
        for (let month = 0; month < 12; month++) {
          capitals.forEach((c, i) => {
            if (month >= (joins[i] ?? 0)) invested[i] = (invested[i] ?? 0) + c;
          });
        }
        const sum = invested.reduce((x, y) => x + y, 0);
        return { kind: 'choice', correct: [options.indexOf(rupees((total * (invested[t] ?? 0)) / sum))] };
      },
    };
  },
};

/** A partner withdraws capital mid-year and draws a salary first: the working partner's total (CAT). */
export const ratioPartnershipWorkingPartner: QuestionGenerator = {
  id: 'ratio-and-proportion/partnership-withdrawal-and-salary',
  topic: 'ratio-and-proportion',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const [a, b] = rng.shuffle(PARTNERS).slice(0, 2) as [
      (typeof PARTNERS)[number],
      (typeof PARTNERS)[number],
    ];
    let capA = 0;
    let capB = 0;
    let m = 0;
    let out = 0;
    let wA = 0;
    let wB = 0;
    let total = 0;
    let salary = 0;
    let pct = 0;
    let perMonth = 0;
    const byPercent = rng.next() < 0.5;
    for (;;) {
      capA = rng.int(4, 20) * 5000;
      capB = rng.int(4, 20) * 5000;
      m = rng.int(3, 9);
      out = rng.int(1, capA / 5000 - 1) * 5000;
      const rawA = capA * m + (capA - out) * (12 - m);
      const rawB = capB * 12;
      const g = gcd(rawA, rawB);
      wA = rawA / g;
      wB = rawB / g;
      if (wA + wB > 40 || wA === wB) continue;
      const unit = rng.pick([200, 300, 400, 500, 600, 1000, 1200, 1500]);
      const rest = (wA + wB) * unit;
      if (byPercent) {
        pct = rng.pick([10, 15, 20, 25]);
        total = (rest * 100) / (100 - pct);
        salary = total - rest;
      } else {
        perMonth = rng.pick([500, 800, 1000, 1200, 1500, 2000, 2500]);
        salary = 12 * perMonth;
        total = rest + salary;
      }
      if (Number.isInteger(total) && total >= 20000 && total <= 300000) break;
    }
    const rest = total - salary;
    const shareA = (rest * wA) / (wA + wB);
    const shareB = rest - shareA;
    const askA = rng.next() < 0.5;
    const answer = askA ? salary + shareA : shareB;
    const noWithdrawA = (rest * capA) / (capA + capB); // forgets that the capital was withdrawn
    const noSalaryA = (total * wA) / (wA + wB); // shares the whole profit, no salary first
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      askA
        ? [
            salary + noWithdrawA, // ignores the withdrawal
            shareA, // forgets to add the salary
            noSalaryA + salary, // shares the whole profit and adds the salary on top
            noSalaryA, // shares the whole profit, no salary at all
            shareB, // gives the other partner's share
            answer + 1000, // a nearby round amount, when the mistakes above collide
            answer - 1000,
          ].filter((n) => Number.isInteger(n) && n > 0)
        : [
            rest - noWithdrawA, // ignores the withdrawal
            total - noSalaryA, // shares the whole profit, no salary first
            shareA + salary, // gives the working partner's total instead
            shareB + salary, // adds the salary to the wrong partner
            shareA, // gives the working partner's share of the rest
            answer + 1000, // a nearby round amount, when the mistakes above collide
            answer - 1000,
          ].filter((n) => Number.isInteger(n) && n > 0),
      rupees,
    );
    const salaryEn = byPercent
      ? `${a.en}, the working partner, first receives ${pct}% of the profit as salary`
      : `${a.en}, the working partner, first receives a salary of ₹${perMonth} per month out of the profit`;
    const salaryHi = byPercent
      ? `कार्यरत साझेदार ${a.hi} को पहले लाभ का ${pct}% वेतन के रूप में मिलता है`
      : `कार्यरत साझेदार ${a.hi} को पहले लाभ में से ₹${perMonth} प्रति माह वेतन मिलता है`;
    const salaryStepEn = byPercent
      ? `Salary $= ${pct}\\% \\text{ of } ${total} = ${salary}$.`
      : `Salary $= 12 \\times ${perMonth} = ${salary}$.`;
    const salaryStepHi = byPercent
      ? `वेतन $= ${total} \\text{ का } ${pct}\\% = ${salary}$।`
      : `वेतन $= 12 \\times ${perMonth} = ${salary}$।`;
    const who = askA ? a : b;
    const lastEn = askA
      ? `${a.en} gets $${salary} + ${shareA} = ${answer}$ in all.`
      : `${b.en} gets $${rest} - ${shareA} = ${answer}$.`;
    const lastHi = askA
      ? `${a.hi} को कुल $${salary} + ${shareA} = ${answer}$ मिलते हैं।`
      : `${b.hi} को $${rest} - ${shareA} = ${answer}$ मिलते हैं।`;
    return {
      title: {
        en: 'Partnership with withdrawal and a working partner',
        hi: 'पूँजी निकासी और कार्यरत साझेदार वाली साझेदारी',
      },
      type: 'single',
      statement: {
        en: `${a.en} and ${b.en} start a business with ₹${capA} and ₹${capB}. After ${months(m).en}, ${a.en} withdraws ₹${out} of ${a.m ? 'his' : 'her'} capital. ${salaryEn}, and the rest is shared in the ratio of their investments. If the profit for the year is ₹${total}, how much does ${who.en} receive in all?`,
        hi: `${a.hi} और ${b.hi} ₹${capA} और ₹${capB} से एक व्यापार शुरू करते हैं। ${months(m).hi} बाद ${a.hi} अपनी पूँजी में से ₹${out} निकाल ${a.m ? 'लेता' : 'लेती'} है। ${salaryHi}, और शेष लाभ उनके निवेश के अनुपात में बँटता है। यदि वर्ष का लाभ ₹${total} है, तो ${who.hi} को कुल कितनी राशि मिलती है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `${a.en}'s investment: $${capA} \\times ${m} + ${capA - out} \\times ${12 - m} = ${capA * m + (capA - out) * (12 - m)}$; ${b.en}'s: $${capB} \\times 12 = ${capB * 12}$. Ratio $= ${wA} : ${wB}$.`,
          salaryStepEn,
          `Profit left to share $= ${total} - ${salary} = ${rest}$; ${a.en}'s part $= \\frac{${wA}}{${wA + wB}} \\times ${rest} = ${shareA}$.`,
          lastEn,
          '',
          `**Answer: ₹${answer}**`,
        ].join('\n\n'),
        hi: [
          `${a.hi} का निवेश: $${capA} \\times ${m} + ${capA - out} \\times ${12 - m} = ${capA * m + (capA - out) * (12 - m)}$; ${b.hi} का: $${capB} \\times 12 = ${capB * 12}$। अनुपात $= ${wA} : ${wB}$।`,
          salaryStepHi,
          `बाँटने के लिए शेष लाभ $= ${total} - ${salary} = ${rest}$; ${a.hi} का भाग $= \\frac{${wA}}{${wA + wB}} \\times ${rest} = ${shareA}$।`,
          lastHi,
          '',
          `**उत्तर: ₹${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 210,
      numbers: [capA, capB, m, out, total, answer],
      check() {
        // Month-by-month capital sums, then pay the salary and share what is left.
        let sumA = 0;
        let sumB = 0;
        for (let month = 1; month <= 12; month++) {
          sumA += month <= m ? capA : capA - out;
          sumB += capB;
        }
        const pay = byPercent ? (total * pct) / 100 : perMonth * 12;
        const left = total - pay;
        const value = askA ? pay + (left * sumA) / (sumA + sumB) : (left * sumB) / (sumA + sumB);
        return { kind: 'choice', correct: [options.indexOf(rupees(value))] };
      },
    };
  },
};
