import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors } from './answer-formats.js';

/** A percentage with at most two decimals, as options show it: `27.75%`. */
const percent = (n: number) => `${Math.round(n * 100) / 100}%`;

/** Whether a value has at most two decimals (float noise aside). */
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9;

/** Two or three successive discounts: the single equivalent discount. */
export const profitSuccessiveDiscounts: QuestionGenerator = {
  id: 'profit-and-loss/successive-discounts',
  topic: 'profit-and-loss',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let discounts: number[] = [10, 20];
    let single = 28;
    for (let tries = 0; tries < 200; tries++) {
      const n = rng.next() < 0.5 ? 2 : 3;
      const draw = Array.from({ length: n }, () => rng.pick([5, 10, 12, 15, 20, 25, 30, 40]));
      const kept = draw.reduce((p, d) => (p * (100 - d)) / 100, 100);
      if (!twoDecimals(kept)) continue;
      [discounts, single] = [draw, Math.round((100 - kept) * 100) / 100];
      break;
    }
    const sum = discounts.reduce((s, d) => s + d, 0);
    const [first = 0, second = 0] = discounts;
    const firstTwo = first + second - (first * second) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      single,
      showableDistractors([
        sum, // adds the discounts
        discounts.length === 3 ? firstTwo : first + second + (first * second) / 100, // drops the third discount, or adds the product instead of subtracting it
        discounts.length === 3 ? firstTwo + (discounts[2] ?? 0) : sum / 2, // combines two and then adds the third plainly; or averages them
        100 - single, // answers the price paid as a percentage of the marked price
      ]).filter((v) => v < 100),
      percent,
    );
    const list = discounts.map((d) => `${d}%`);
    const listEn = `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
    const listHi = `${list.slice(0, -1).join(', ')} और ${list.at(-1)}`;
    const factors = discounts.map((d) => `\\frac{${100 - d}}{100}`).join(' \\times ');
    const kept = Math.round((100 - single) * 100) / 100;
    const statement = {
      en: `A shopkeeper offers successive discounts of ${listEn} on the marked price of an article. What single discount is equivalent to these ${discounts.length} discounts?`,
      hi: `एक दुकानदार किसी वस्तु के अंकित मूल्य पर ${listHi} की क्रमिक छूट देता है। इन ${discounts.length} छूटों के बराबर एकल छूट कितनी है?`,
    };
    const solution = {
      en: [
        `Each discount is taken on the price left after the one before. Out of a marked price of 100, the customer pays $100 \\times ${factors} = ${kept}$.`,
        `Single equivalent discount $= 100 - ${kept} = ${single}\\%$ (not the sum ${sum}%).`,
        '',
        `**Answer: ${percent(single)}**`,
      ].join('\n\n'),
      hi: [
        `हर छूट पिछली छूट के बाद बचे मूल्य पर लगती है। अंकित मूल्य 100 मानें तो ग्राहक $100 \\times ${factors} = ${kept}$ देता है।`,
        `एकल समतुल्य छूट $= 100 - ${kept} = ${single}\\%$ (योग ${sum}% नहीं)।`,
        '',
        `**उत्तर: ${percent(single)}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Single discount equal to successive discounts', hi: 'क्रमिक छूटों के बराबर एकल छूट' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [...discounts, single],
      check() {
        // Apply the discounts one at a time to ₹1,00,000 in rupees, then read off the total cut.
        let price = 100000;
        for (const d of discounts) price -= (price * d) / 100;
        return { kind: 'choice', correct: [options.indexOf(percent((100000 - price) / 1000))] };
      },
    };
  },
};

interface FreeCase {
  markup: number;
  buy: number;
  free: number;
  gain: number;
}

/** Mark-up and "buy n, get m free" pairs with a profit of at most two decimals. */
const FREE_CASES: FreeCase[] = [];
for (const markup of [20, 25, 30, 40, 50, 60, 75, 80, 100, 120, 150]) {
  for (const [buy, free] of [
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 1],
    [3, 2],
    [5, 2],
    [7, 3],
    [9, 1],
  ] as const) {
    const gain = ((100 + markup) * buy) / (buy + free) - 100;
    if (gain > 0 && twoDecimals(gain))
      FREE_CASES.push({ markup, buy, free, gain: Math.round(gain * 100) / 100 });
  }
}

const GOODS = [
  { en: 'shirts', hi: 'कमीज़ों', own: 'अपनी' },
  { en: 'notebooks', hi: 'कॉपियों', own: 'अपनी' },
  { en: 'soaps', hi: 'साबुनों', own: 'अपने' },
  { en: 'pens', hi: 'पेनों', own: 'अपने' },
  { en: 'biscuit packets', hi: 'बिस्किट के पैकेटों', own: 'अपने' },
] as const;

/** Goods marked above cost and sold under "buy n, get m free": the profit percentage. */
export const profitBuyGetFree: QuestionGenerator = {
  id: 'profit-and-loss/buy-get-free',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { markup, buy, free, gain } = rng.pick(FREE_CASES);
    const goods = rng.pick(GOODS);
    const given = buy + free;
    const { options, correctIndex } = choiceOptions(
      rng,
      gain,
      showableDistractors([
        markup - (100 * free) / given, // subtracts the equivalent discount from the mark-up
        markup - (100 * free) / buy, // takes the free share out of the paid items only
        ((100 + markup) * (buy - free)) / buy - 100, // charges one item less per free one
        (markup * buy) / given, // scales the mark-up by the paid share
        (100 * free) / given, // answers the equivalent discount
        ((100 + markup) * buy) / given, // answers the selling price as a percentage of the cost
      ]),
      percent,
    );
    const statement = {
      en: `A shopkeeper marks his ${goods.en} ${markup}% above the cost price and then offers "buy ${buy}, get ${free} free". What is his profit percentage?`,
      hi: `एक दुकानदार ${goods.own} ${goods.hi} पर क्रय मूल्य से ${markup}% अधिक मूल्य अंकित करता है और फिर "${buy} खरीदें, ${free} मुफ़्त पाएँ" की पेशकश करता है। उसका लाभ प्रतिशत कितना है?`,
    };
    const revenue = (100 + markup) * buy;
    const solution = {
      en: [
        `Let each item cost ₹100, so it is marked ₹${100 + markup}.`,
        `The customer takes ${given} items and pays for ${buy}: cost $= ${given} \\times 100 = ${100 * given}$, money received $= ${buy} \\times ${100 + markup} = ${revenue}$.`,
        `Profit $= \\frac{${revenue} - ${100 * given}}{${100 * given}} \\times 100 = ${gain}\\%$.`,
        '',
        `**Answer: ${percent(gain)}**`,
      ].join('\n\n'),
      hi: [
        `माना हर वस्तु का क्रय मूल्य ₹100 है, तो अंकित मूल्य ₹${100 + markup} है।`,
        `ग्राहक ${given} वस्तुएँ लेता है और ${buy} का भुगतान करता है: लागत $= ${given} \\times 100 = ${100 * given}$, प्राप्त राशि $= ${buy} \\times ${100 + markup} = ${revenue}$।`,
        `लाभ $= \\frac{${revenue} - ${100 * given}}{${100 * given}} \\times 100 = ${gain}\\%$।`,
        '',
        `**उत्तर: ${percent(gain)}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Mark-up with buy-some-get-some-free', hi: 'अंकित मूल्य और "इतने खरीदें, इतने मुफ़्त"' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [markup, buy, free],
      check() {
        // Sell 60 rounds of the offer at ₹7 cost per item and count the money.
        const cost = 7;
        const items = 60 * given;
        const received = 60 * buy * cost * (1 + markup / 100);
        return {
          kind: 'choice',
          correct: [options.indexOf(percent(((received - items * cost) / (items * cost)) * 100))],
        };
      },
    };
  },
};

interface VolumeCase {
  gain: number;
  d1: number;
  d2: number;
  more: number;
  /** The new profit on one item (cost 100) and the rise of the total profit, in percent. */
  unitProfit: number;
  rise: number;
}

const VOLUME_CASES: VolumeCase[] = [];
for (const gain of [20, 25, 30, 40, 50, 60]) {
  for (const d1 of [0, 5, 10, 15, 20]) {
    for (const extra of [5, 10, 15]) {
      const d2 = d1 + extra;
      // Cost 100: marked price 100(100 + gain)/(100 − d1); new price marked × (100 − d2)/100.
      const unitProfit = ((100 + gain) * (100 - d2)) / (100 - d1) - 100;
      if (unitProfit <= 0 || !twoDecimals(unitProfit)) continue;
      for (const more of [20, 25, 40, 50, 60, 75, 80, 100, 150]) {
        const rise = ((100 + more) * unitProfit) / gain - 100;
        if (rise > 0 && Number.isInteger(Math.round(rise * 1e9) / 1e9)) {
          VOLUME_CASES.push({ gain, d1, d2, more, unitProfit, rise: Math.round(rise) });
        }
      }
    }
  }
}

/** Marked price fixed by a discount and a profit; a bigger discount lifts sales: % change in total profit (TITA). */
export const profitDiscountSalesVolume: QuestionGenerator = {
  id: 'profit-and-loss/discount-sales-volume',
  topic: 'profit-and-loss',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const { gain, d1, d2, more, unitProfit, rise } = rng.pick(VOLUME_CASES);
    const goods = rng.pick(GOODS);
    const now =
      d1 === 0
        ? { en: `selling at the marked price`, hi: `अंकित मूल्य पर बेचकर` }
        : { en: `giving a discount of ${d1}% on the marked price`, hi: `अंकित मूल्य पर ${d1}% की छूट देकर` };
    const sale =
      d1 === 0
        ? { en: `offers a discount of ${d2}% on the marked price`, hi: `अंकित मूल्य पर ${d2}% की छूट देता है` }
        : {
            en: `raises the discount to ${d2}% of the marked price`,
            hi: `छूट बढ़ाकर अंकित मूल्य का ${d2}% कर देता है`,
          };
    const statement = {
      en: `A shopkeeper makes a profit of ${gain}% on his ${goods.en} by ${now.en}. In a festival sale he ${sale.en}, and the number of ${goods.en} he sells goes up by ${more}%. By what percentage does his total profit increase?`,
      hi: `एक दुकानदार ${goods.own} ${goods.hi} को ${now.hi} ${gain}% लाभ कमाता है। त्योहार की सेल में वह ${sale.hi}, और उसकी बिक्री की संख्या ${more}% बढ़ जाती है। उसका कुल लाभ कितने प्रतिशत बढ़ता है?`,
    };
    const marked = (100 * (100 + gain)) / (100 - d1);
    const markedTex = twoDecimals(marked)
      ? `${Math.round(marked * 100) / 100}`
      : `\\frac{${100 * (100 + gain)}}{${100 - d1}}`;
    const newPrice = Math.round((100 + unitProfit) * 100) / 100;
    const ratio = `\\frac{${100 + more}}{100} \\times \\frac{${unitProfit}}{${gain}}`;
    const solution = {
      en: [
        d1 === 0
          ? `Let one item cost ₹100. It now sells at the marked price, ₹${100 + gain}.`
          : `Let one item cost ₹100. It now sells for ₹${100 + gain}, which is $${100 - d1}\\%$ of the marked price: marked price $= ${100 + gain} \\times \\frac{100}{${100 - d1}} = ${markedTex}$.`,
        `At a ${d2}% discount it sells for $${markedTex} \\times \\frac{${100 - d2}}{100} = ${newPrice}$, a profit of ₹${unitProfit} per item instead of ₹${gain}.`,
        `Total profit = items × profit per item, so it is multiplied by $${ratio} = \\frac{${100 + rise}}{100}$.`,
        `Increase $= ${rise}\\%$.`,
        '',
        `**Answer: ${rise}%**`,
      ].join('\n\n'),
      hi: [
        d1 === 0
          ? `माना एक वस्तु का क्रय मूल्य ₹100 है। अभी यह अंकित मूल्य, ₹${100 + gain}, पर बिकती है।`
          : `माना एक वस्तु का क्रय मूल्य ₹100 है। अभी यह ₹${100 + gain} में बिकती है, जो अंकित मूल्य का $${100 - d1}\\%$ है: अंकित मूल्य $= ${100 + gain} \\times \\frac{100}{${100 - d1}} = ${markedTex}$।`,
        `${d2}% छूट पर यह $${markedTex} \\times \\frac{${100 - d2}}{100} = ${newPrice}$ में बिकती है, यानी प्रति वस्तु ₹${gain} की जगह ₹${unitProfit} लाभ।`,
        `कुल लाभ = वस्तुओं की संख्या × प्रति वस्तु लाभ, अतः यह $${ratio} = \\frac{${100 + rise}}{100}$ गुना होता है।`,
        `वृद्धि $= ${rise}\\%$।`,
        '',
        `**उत्तर: ${rise}%**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Bigger discount, more sales: change in profit',
        hi: 'अधिक छूट, अधिक बिक्री: लाभ में परिवर्तन',
      },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: rise, tolerance: 0 },
      solution,
      expectedSeconds: 200,
      numbers: [gain, d2, more, rise],
      check() {
        // Simulate a shop: 400 items a day at ₹250 cost each, before and during the sale.
        const cost = 250;
        const before = 400;
        const price = (cost * (1 + gain / 100)) / (1 - d1 / 100);
        const oldProfit = before * (price * (1 - d1 / 100) - cost);
        const newProfit = before * (1 + more / 100) * (price * (1 - d2 / 100) - cost);
        const value = Math.round(((newProfit - oldProfit) / oldProfit) * 100 * 1e6) / 1e6;
        return { kind: 'numeric', value, tolerance: 0 };
      },
    };
  },
};
