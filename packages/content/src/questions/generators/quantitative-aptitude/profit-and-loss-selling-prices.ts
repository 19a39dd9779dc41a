import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { rupees, wholePositive } from './answer-formats.js';

const MEN = bilingualNames(MEN_NAMES);

// Pairs of articles, plural in both languages.
const PAIRS = [
  { en: 'two watches', hi: 'दो घड़ियाँ', f: true },
  { en: 'two bicycles', hi: 'दो साइकिलें', f: true },
  { en: 'two mobile phones', hi: 'दो मोबाइल फ़ोन', f: false },
  { en: 'two sewing machines', hi: 'दो सिलाई मशीनें', f: true },
  { en: 'two old scooters', hi: 'दो पुराने स्कूटर', f: false },
] as const;

/** Two articles sold at the same price, one at x% gain and one at x% loss: the overall result in rupees. */
export const profitSamePriceGainLoss: QuestionGenerator = {
  id: 'profit-and-loss/same-price-gain-loss',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const person = rng.pick(MEN);
    const pair = rng.pick(PAIRS);
    const x = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    // SP a multiple of both (100 + x)/g and (100 − x)/g keeps both cost prices whole.
    const step = lcm((100 + x) / gcd(100 + x, 100), (100 - x) / gcd(100 - x, 100));
    const price = step * rng.int(Math.max(1, Math.ceil(500 / step)), Math.max(2, Math.floor(60000 / step)));
    const costGain = (price * 100) / (100 + x);
    const costLoss = (price * 100) / (100 - x);
    const loss = costGain + costLoss - 2 * price;
    const lossText = (n: number): BilingualText => ({ en: `Loss of ₹${n}`, hi: `₹${n} की हानि` });
    const gainText = (n: number): BilingualText => ({ en: `Gain of ₹${n}`, hi: `₹${n} का लाभ` });
    const candidates: BilingualText[] = [
      { en: 'No gain, no loss', hi: 'न लाभ, न हानि' }, // thinks the equal percentages cancel out
      gainText(loss), // gets the sign wrong
      ...wholePositive([(2 * price * x * x) / 10000, costLoss - price, price - costGain]).map(lossText), // x²/100 % of the selling prices; one article only
      lossText(loss + 1),
      lossText(loss + 2),
    ];
    const correct = lossText(loss);
    const wrong = candidates.filter(
      (c, i) => c.en !== correct.en && candidates.findIndex((d) => d.en === c.en) === i,
    );
    const options = rng.shuffle([correct, ...wrong.slice(0, 3)]);
    const correctIndex = options.indexOf(correct);
    const statement = {
      en: `${person.en} sold ${pair.en} for ₹${price} each. On one he gained ${x}% and on the other he lost ${x}%. What was his overall gain or loss?`,
      hi: `${person.hi} ने ${pair.hi} ₹${price} प्रत्येक के हिसाब से ${pair.f ? 'बेचीं' : 'बेचे'}। एक पर उसे ${x}% का लाभ और ${pair.f ? 'दूसरी' : 'दूसरे'} पर ${x}% की हानि हुई। कुल मिलाकर उसे कितना लाभ या हानि हुई?`,
    };
    const solution = {
      en: [
        `Cost of the first $= ${price} \\times \\frac{100}{${100 + x}} = ${costGain}$; cost of the second $= ${price} \\times \\frac{100}{${100 - x}} = ${costLoss}$.`,
        `Total cost $= ${costGain + costLoss}$, total selling price $= 2 \\times ${price} = ${2 * price}$.`,
        `Loss $= ${costGain + costLoss} - ${2 * price} = ${loss}$ (always a loss, of $\\frac{${x}^2}{100}\\% = ${(x * x) / 100}\\%$ of the total cost).`,
        '',
        `**Answer: ${correct.en}**`,
      ].join('\n\n'),
      hi: [
        `${pair.f ? 'पहली' : 'पहले'} का क्रय मूल्य $= ${price} \\times \\frac{100}{${100 + x}} = ${costGain}$; ${pair.f ? 'दूसरी' : 'दूसरे'} का क्रय मूल्य $= ${price} \\times \\frac{100}{${100 - x}} = ${costLoss}$।`,
        `कुल क्रय मूल्य $= ${costGain + costLoss}$, कुल विक्रय मूल्य $= 2 \\times ${price} = ${2 * price}$।`,
        `हानि $= ${costGain + costLoss} - ${2 * price} = ${loss}$ (ऐसे में सदा हानि होती है, कुल क्रय मूल्य की $\\frac{${x}^2}{100}\\% = ${(x * x) / 100}\\%$)।`,
        '',
        `**उत्तर: ${correct.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Same selling price, equal gain and loss', hi: 'समान विक्रय मूल्य, बराबर लाभ और हानि' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [price, x, loss],
      check() {
        // Search each cost price rupee by rupee, then compare what was paid with what came in.
        let paid = 0;
        for (let cp = 1; cp <= 3 * price; cp++) {
          if (cp * (100 + x) === price * 100 || cp * (100 - x) === price * 100) paid += cp;
        }
        const result = paid - 2 * price;
        const text =
          result > 0 ? `Loss of ₹${result}` : result < 0 ? `Gain of ₹${-result}` : 'No gain, no loss';
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === text)] };
      },
    };
  },
};

const ARTICLES = [
  { en: 'a table', hi: 'एक मेज़' },
  { en: 'a fan', hi: 'एक पंखा' },
  { en: 'a cooler', hi: 'एक कूलर' },
  { en: 'a mixer', hi: 'एक मिक्सी' },
  { en: 'a sofa', hi: 'एक सोफ़ा' },
] as const;

const TIMES = [
  { k: 1, en: 'equal to', hi: 'के बराबर' },
  { k: 2, en: 'twice', hi: 'का दोगुना' },
  { k: 3, en: 'three times', hi: 'का तिगुना' },
] as const;

/** The profit at one price equals (or is k times) the loss at another: the price for a wanted gain. */
export const profitGainEqualsLoss: QuestionGenerator = {
  id: 'profit-and-loss/gain-equals-loss',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const article = rng.pick(ARTICLES);
    const times = rng.pick(TIMES);
    const k = times.k;
    const gain = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    const cost = 100 * rng.int(5, 200);
    // Profit k·L at the higher price, loss L at the lower one; multiples of ₹20 keep every price whole.
    const lossAmount = 20 * rng.int(1, Math.floor(cost / 80));
    const high = cost + k * lossAmount;
    const low = cost - lossAmount;
    const target = (cost * (100 + gain)) / 100;
    const average = (high + low) / 2;
    const { options, correctIndex } = choiceOptions(
      rng,
      target,
      wholePositive([
        (average * (100 + gain)) / 100, // takes the plain average of the two prices as the cost
        (((k * high + low) / (k + 1)) * (100 + gain)) / 100, // puts the weight k on the wrong price
        (high * (100 + gain)) / 100, // applies the gain to the higher selling price
        (cost * (100 - gain)) / 100, // takes the percentage off instead of adding it
        cost, // stops at the cost price
        (low * (100 + gain)) / 100, // applies the gain to the lower selling price
      ]).filter((v) => v !== target),
      rupees,
    );
    const statement = {
      en: `The profit earned by selling ${article.en} for ₹${high} is ${times.en} the loss incurred when it is sold for ₹${low}. At what price should it be sold to make a profit of ${gain}%?`,
      hi: `${article.hi} ₹${high} में बेचने पर होने वाला लाभ, उसे ₹${low} में बेचने पर होने वाली हानि ${times.hi} है। ${gain}% लाभ कमाने के लिए उसे किस मूल्य पर बेचना चाहिए?`,
    };
    const costLine =
      k === 1
        ? {
            en: `$${high} - C = C - ${low}$, so $C = \\frac{${high} + ${low}}{2} = ${cost}$`,
            hi: `$${high} - C = C - ${low}$, अतः $C = \\frac{${high} + ${low}}{2} = ${cost}$`,
          }
        : {
            en: `$${high} - C = ${k}(C - ${low})$, so $${k + 1}C = ${high} + ${k * low}$ and $C = ${cost}$`,
            hi: `$${high} - C = ${k}(C - ${low})$, अतः $${k + 1}C = ${high} + ${k * low}$ और $C = ${cost}$`,
          };
    const solution = {
      en: [
        `Let the cost price be $C$. ${costLine.en}.`,
        `For a ${gain}% profit: $${cost} \\times \\frac{${100 + gain}}{100} = ${target}$.`,
        '',
        `**Answer: ₹${target}**`,
      ].join('\n\n'),
      hi: [
        `माना क्रय मूल्य $C$ है। ${costLine.hi}।`,
        `${gain}% लाभ के लिए: $${cost} \\times \\frac{${100 + gain}}{100} = ${target}$।`,
        '',
        `**उत्तर: ₹${target}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Profit at one price, loss at another', hi: 'एक मूल्य पर लाभ, दूसरे पर हानि' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [high, low, gain, target],
      check() {
        // Walk the cost price up from the lower selling price until profit = k × loss.
        for (let c = low + 1; c < high; c++) {
          if (high - c === k * (c - low))
            return { kind: 'choice', correct: [options.indexOf(rupees((c * (100 + gain)) / 100))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A gain of g% at a discount of d1%; the selling prices at d1% and d2% differ by ₹D: the cost price. */
export const profitTwoDiscountsCost: QuestionGenerator = {
  id: 'profit-and-loss/two-discounts-cost',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const article = rng.pick(ARTICLES);
    // Fallback that always works, replaced by the first clean draw.
    let [cost, gain, d1, d2] = [4000, 20, 10, 20];
    for (let tries = 0; tries < 300; tries++) {
      const g = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]);
      const a = rng.pick([0, 5, 10, 12, 15, 20]);
      const b = a + rng.pick([5, 8, 10, 15]);
      const c = 100 * rng.int(5, 200);
      const marked = (c * (100 + g)) / (100 - a);
      if (!Number.isInteger(marked) || !Number.isInteger((marked * (b - a)) / 100)) continue;
      if (!Number.isInteger((marked * (100 - b)) / 100)) continue;
      [cost, gain, d1, d2] = [c, g, a, b];
      break;
    }
    const marked = (cost * (100 + gain)) / (100 - d1);
    const gap = (marked * (d2 - d1)) / 100;
    const first = (marked * (100 - d1)) / 100;
    const second = (marked * (100 - d2)) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      cost,
      wholePositive([
        marked, // answers the marked price
        (gap * 100) / gain, // takes the gap as the gain on the cost price
        (second * 100) / (100 + gain), // applies the gain to the second selling price
        (first * 100) / (100 - gain), // takes the gain off the selling price as a percentage of it
        Math.round((marked * (100 - gain)) / 100), // takes the gain off the marked price
      ]).filter((v) => v !== cost),
      rupees,
    );
    const firstSale =
      d1 === 0
        ? { en: 'at the marked price', hi: 'अंकित मूल्य पर' }
        : { en: `at a discount of ${d1}% on the marked price`, hi: `अंकित मूल्य पर ${d1}% की छूट के साथ` };
    const statement = {
      en: `A shopkeeper sells ${article.en} ${firstSale.en} and makes a profit of ${gain}%. Had he allowed a discount of ${d2}% instead, he would have got ₹${gap} less. What is the cost price?`,
      hi: `एक दुकानदार ${article.hi} ${firstSale.hi} बेचकर ${gain}% लाभ कमाता है। यदि वह अंकित मूल्य पर ${d2}% की छूट देता, तो उसे ₹${gap} कम मिलते। क्रय मूल्य क्या है?`,
    };
    const solution = {
      en: [
        `The two selling prices differ by ${d2 - d1}% of the marked price: $\\frac{${d2 - d1}}{100} \\times \\text{MP} = ${gap}$, so $\\text{MP} = ${marked}$.`,
        `First selling price $= ${marked} \\times \\frac{${100 - d1}}{100} = ${first}$, which is ${100 + gain}% of the cost.`,
        `Cost price $= ${first} \\times \\frac{100}{${100 + gain}} = ${cost}$.`,
        '',
        `**Answer: ₹${cost}**`,
      ].join('\n\n'),
      hi: [
        `दोनों विक्रय मूल्यों का अंतर अंकित मूल्य का ${d2 - d1}% है: $\\frac{${d2 - d1}}{100} \\times \\text{MP} = ${gap}$, अतः $\\text{MP} = ${marked}$।`,
        `पहला विक्रय मूल्य $= ${marked} \\times \\frac{${100 - d1}}{100} = ${first}$, जो क्रय मूल्य का ${100 + gain}% है।`,
        `क्रय मूल्य $= ${first} \\times \\frac{100}{${100 + gain}} = ${cost}$।`,
        '',
        `**उत्तर: ₹${cost}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Cost price from two discounts', hi: 'दो छूटों से क्रय मूल्य' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [gain, d2, gap, cost],
      check() {
        // Try every cost price in steps of ₹100 and compare the two selling prices.
        for (let c = 100; c <= 100000; c += 100) {
          const mp = (c * (100 + gain)) / (100 - d1);
          if (Math.abs((mp * (d2 - d1)) / 100 - gap) < 1e-9)
            return { kind: 'choice', correct: [options.indexOf(rupees(c))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
