/**
 * Percentages: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `percentages/successive-change` – a price raised by a% then cut by b%: the final price – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `percentages/election-votes` – invalid votes, the winner's share and margin give the votes cast – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `percentages/price-fall-more-quantity` – a price fall buys k kg more for the same money: the price – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `percentages/more-than-less-than` – A is p% more (less) than B: by what % is B less (more) than A – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `percentages/value-years-ago` – population growing (or a machine depreciating) at r% a year: the value n years ago – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `percentages/pass-marks` – fails by x marks at a%, passes by y marks at b%: maximum or pass marks – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `percentages/passed-both-subjects` – failed in one subject, the other, both; passed both given: candidates – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `percentages/consumption-for-budget` – a price rises p%, spending may rise only q%: the cut in consumption – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `percentages/income-spent-heads` – successive percentages of the remainder spent, the savings given: the income – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `percentages/boys-girls-pass-rate` (CAT) – pass rates of boys, girls and all with the failures: girls who passed – CAT, Bank PO, SSC CGL
 * - `percentages/salary-savings-rise` (CAT) – salary, spending and savings rise by given percentages; the rise in rupees: the salary – CAT, Bank PO, SSC CGL
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { rupees } from './answer-formats.js';

/** A price rises by a% and then falls by b%: the final price. */
export const percentagesSuccessiveChange: QuestionGenerator = {
  id: 'percentages/successive-change',
  topic: 'percentages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    // A multiple of 400 keeps every step a whole number of rupees for changes in steps of 5%.
    const price = 400 * rng.int(1, 25);
    const up = 5 * rng.int(1, 10);
    const down = 5 * rng.int(1, 10);
    const raised = (price * (100 + up)) / 100;
    const final = (raised * (100 - down)) / 100;
    const net = up - down - (up * down) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      final,
      [
        (price * (100 + up - down)) / 100, // adds the two percentages directly
        raised, // stops after the increase
        (price * (100 - up) * (100 + down)) / 10000, // applies the changes the wrong way round
        raised - (price * down) / 100, // takes the decrease on the original price
      ].filter(Number.isInteger),
      rupees,
    );
    return {
      title: { en: 'Successive percentage change', hi: 'क्रमिक प्रतिशत परिवर्तन' },
      type: 'single',
      statement: {
        en: `The price of an article is ₹${price}. The price is first increased by ${up}% and then the new price is decreased by ${down}%. What is the final price?`,
        hi: `एक वस्तु का मूल्य ₹${price} है। पहले मूल्य में ${up}% की वृद्धि की जाती है और फिर नए मूल्य में ${down}% की कमी। अंतिम मूल्य क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `After the increase: $${price} \\times \\frac{${100 + up}}{100} = ${raised}$.`,
          `After the decrease (on the new price): $${raised} \\times \\frac{${100 - down}}{100} = ${final}$.`,
          `(Net change: $${up} - ${down} - \\frac{${up} \\times ${down}}{100} = ${net}\\%$, not $${up - down}\\%$.)`,
          '',
          `**Answer: ₹${final}**`,
        ].join('\n\n'),
        hi: [
          `वृद्धि के बाद: $${price} \\times \\frac{${100 + up}}{100} = ${raised}$।`,
          `कमी के बाद (नए मूल्य पर): $${raised} \\times \\frac{${100 - down}}{100} = ${final}$।`,
          `(शुद्ध परिवर्तन: $${up} - ${down} - \\frac{${up} \\times ${down}}{100} = ${net}\\%$, न कि $${up - down}\\%$।)`,
          '',
          `**उत्तर: ₹${final}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [price, up, down, final],
      check() {
        // Net-change formula on the original price.
        const value = price * (1 + net / 100);
        return { kind: 'choice', correct: [options.indexOf(rupees(Math.round(value)))] };
      },
    };
  },
};

/** Election with invalid votes: the winner's share of valid votes and the margin give the total cast. */
export const percentagesElection: QuestionGenerator = {
  id: 'percentages/election-votes',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    let invalid = 0;
    let win = 0;
    let total = 0;
    let valid = 0;
    let margin = 0;
    do {
      invalid = 5 * rng.int(1, 5);
      win = rng.int(52, 75);
      total = 500 * rng.int(4, 40);
      valid = (total * (100 - invalid)) / 100;
      margin = (valid * (2 * win - 100)) / 100;
    } while (!Number.isInteger(margin));
    const { options, correctIndex } = choiceOptions(rng, total, [
      valid, // forgets the invalid votes
      Math.round((valid * (100 - invalid)) / 100), // takes the invalid share off the valid votes again
      Math.round((valid * (100 + invalid)) / 100), // adds the invalid share to the valid votes
      total + 500,
    ]);
    const loser = 100 - win;
    return {
      title: { en: 'Election with invalid votes', hi: 'अवैध मतों वाला चुनाव' },
      type: 'single',
      statement: {
        en: `In an election between two candidates, ${invalid}% of the votes cast were declared invalid. The winning candidate got ${win}% of the valid votes and won by ${margin} votes. How many votes were cast in all?`,
        hi: `दो उम्मीदवारों के बीच एक चुनाव में डाले गए मतों में से ${invalid}% मत अवैध घोषित हुए। विजेता उम्मीदवार को वैध मतों का ${win}% मिला और वह ${margin} मतों से जीता। कुल कितने मत डाले गए?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The loser got $${loser}\\%$ of the valid votes, so the margin is $${win}\\% - ${loser}\\% = ${2 * win - 100}\\%$ of the valid votes.`,
          `$\\frac{${2 * win - 100}}{100} \\times \\text{Valid} = ${margin}$, so $\\text{Valid} = ${valid}$.`,
          `Valid votes are $${100 - invalid}\\%$ of the total: $\\text{Total} = ${valid} \\times \\frac{100}{${100 - invalid}} = ${total}$.`,
          '',
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          `हारने वाले को वैध मतों का $${loser}\\%$ मिला, अतः अंतर वैध मतों का $${win}\\% - ${loser}\\% = ${2 * win - 100}\\%$ है।`,
          `$\\frac{${2 * win - 100}}{100} \\times \\text{Valid} = ${margin}$, अतः वैध मत $= ${valid}$।`,
          `वैध मत कुल के $${100 - invalid}\\%$ हैं: कुल मत $= ${valid} \\times \\frac{100}{${100 - invalid}} = ${total}$।`,
          '',
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [invalid, win, margin, total],
      check() {
        // Unitary method: per 100 votes cast, count the winner's lead, then scale up to the margin.
        const validPer100 = 100 - invalid;
        const leadPer100 = (validPer100 * win) / 100 - (validPer100 * (100 - win)) / 100;
        const value = Math.round((margin / leadPer100) * 100);
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

/** A fall in price lets a buyer get more for the same money: find the original price (type-in). */
export const percentagesPriceFallMoreQuantity: QuestionGenerator = {
  id: 'percentages/price-fall-more-quantity',
  topic: 'percentages',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const goods = rng.pick([
      { en: 'sugar', hi: 'चीनी' },
      { en: 'rice', hi: 'चावल' },
      { en: 'wheat', hi: 'गेहूँ' },
      { en: 'pulses', hi: 'दाल' },
      { en: 'onions', hi: 'प्याज़' },
    ]);
    let r = 0;
    let original = 0;
    let reduced = 0;
    let extra = 0;
    let money = 0;
    do {
      r = rng.pick([10, 20, 25, 40, 15, 30]);
      original = rng.int(16, 120);
      reduced = (original * (100 - r)) / 100;
      extra = rng.int(2, 12);
      money = (extra * reduced * 100) / r; // the saving r% of the money buys the extra quantity
      // Whole rupees and whole kilograms, before and after the fall.
    } while (
      !Number.isInteger(reduced) ||
      !Number.isInteger(money) ||
      money % original !== 0 ||
      money > 20000
    );
    const askOriginal = rng.next() < 0.6;
    const asked = askOriginal ? original : reduced;
    const saving = (money * r) / 100;
    return {
      title: {
        en: `${askOriginal ? 'Original' : 'Reduced'} price after a price fall`,
        hi: `मूल्य घटने पर ${askOriginal ? 'मूल' : 'घटा हुआ'} मूल्य`,
      },
      type: 'numeric',
      statement: {
        en: `A reduction of ${r}% in the price of ${goods.en} enables a customer to buy ${extra} kg more for ₹${money}. What is the ${askOriginal ? 'original' : 'reduced'} price of ${goods.en} per kg (in ₹)?`,
        hi: `${goods.hi} के मूल्य में ${r}% की कमी होने से एक ग्राहक ₹${money} में ${extra} kg अधिक ${goods.hi} खरीद पाता है। ${goods.hi} का ${askOriginal ? 'मूल' : 'घटा हुआ'} मूल्य प्रति kg (₹ में) क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: asked, tolerance: 0 },
      solution: {
        en: [
          `The ${r}% saving on ₹${money} is $\\frac{${r}}{100} \\times ${money} = ${saving}$, and it buys the extra ${extra} kg at the reduced price.`,
          `Reduced price $= \\frac{${saving}}{${extra}} = ${reduced}$ per kg.`,
          askOriginal
            ? `It is $${100 - r}\\%$ of the original: original price $= ${reduced} \\times \\frac{100}{${100 - r}} = ${original}$ per kg.`
            : `(The original price was $${reduced} \\times \\frac{100}{${100 - r}} = ${original}$ per kg.)`,
          '',
          `**Answer: ₹${asked}**`,
        ].join('\n\n'),
        hi: [
          `₹${money} पर ${r}% की बचत $= \\frac{${r}}{100} \\times ${money} = ${saving}$, और इसी से घटे हुए मूल्य पर ${extra} kg अधिक आता है।`,
          `घटा हुआ मूल्य $= \\frac{${saving}}{${extra}} = ${reduced}$ प्रति kg।`,
          askOriginal
            ? `यह मूल मूल्य का $${100 - r}\\%$ है: मूल मूल्य $= ${reduced} \\times \\frac{100}{${100 - r}} = ${original}$ प्रति kg।`
            : `(मूल मूल्य $${reduced} \\times \\frac{100}{${100 - r}} = ${original}$ प्रति kg था।)`,
          '',
          `**उत्तर: ₹${asked}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [r, extra, money, asked],
      check() {
        // Search the original price: the quantities bought before and after must differ by the extra kg.
        for (let p = 1; p <= 1000; p++) {
          const q = (p * (100 - r)) / 100;
          if (money % p === 0 && Number.isInteger(q) && money % q === 0 && money / q - money / p === extra) {
            return { kind: 'numeric', value: askOriginal ? p : q, tolerance: 0 };
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
