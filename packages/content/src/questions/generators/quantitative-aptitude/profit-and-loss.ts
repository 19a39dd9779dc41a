/**
 * Profit and loss: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `profit-and-loss/markup-discount` – cost, mark-up and discount: the profit – SSC CGL, RRB NTPC, Bank PO, GMAT, Placements
 * - `profit-and-loss/new-selling-price` – a gain (loss) at one price: the price for another gain (loss) – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `profit-and-loss/false-weight` – a dishonest dealer's false weight (with a mark-up, or both ways): true gain % – SSC CGL, CAT, Bank PO, RRB NTPC
 * - `profit-and-loss/same-price-gain-loss` – two articles at the same price, x% gain on one, x% loss on the other: the net result – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `profit-and-loss/successive-discounts` – two or three successive discounts: the single equivalent discount – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `profit-and-loss/buy-get-free` – a mark-up with "buy n, get m free": the profit % – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `profit-and-loss/cost-of-n-selling-of-m` – cost price of n articles = selling price of m: gain or loss % – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `profit-and-loss/gain-equals-loss` – profit at one price equal to (k times) the loss at another: price for a wanted gain – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `profit-and-loss/two-discounts-cost` – a gain at one discount, the drop in price at a bigger discount: the cost price – SSC CGL, Bank PO, RRB NTPC, CAT, Placements
 * - `profit-and-loss/price-for-max-profit` (CAT) – sales fall by u for every ₹k rise in price: the best price or the highest profit – CAT, Placements
 * - `profit-and-loss/discount-sales-volume` (CAT) – a bigger discount lifts sales by v%: the % rise in total profit – CAT, Bank PO, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { rupees, wholePositive } from './answer-formats.js';

interface MarkupCase {
  markup: number;
  discount: number;
  /** CP must be a multiple of this for every amount (and the mistakes) to be whole rupees. */
  step: number;
}

/** Mark-up and discount pairs that end in a profit, with the CP step that keeps rupees whole. */
const MARKUP_CASES: MarkupCase[] = [];
for (const markup of [10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 100]) {
  for (const discount of [5, 8, 10, 12, 15, 20, 25, 30]) {
    const net = (100 + markup) * (100 - discount) - 10000;
    if (net <= 0) continue;
    const forProfit = 10000 / gcd(net, 10000);
    const forDiscount = 10000 / gcd((100 + markup) * discount, 10000);
    const step = lcm(lcm(forProfit, forDiscount), 100);
    if (step <= 1000) MARKUP_CASES.push({ markup, discount, step });
  }
}

// All feminine in Hindi, so "बेचनी चाहिए" agrees with every one of them.
const ARTICLES = [
  { en: 'a watch', hi: 'एक घड़ी' },
  { en: 'a bicycle', hi: 'एक साइकिल' },
  { en: 'a mixer', hi: 'एक मिक्सी' },
  { en: 'a table', hi: 'एक मेज़' },
  { en: 'a chair', hi: 'एक कुर्सी' },
  { en: 'an almirah', hi: 'एक अलमारी' },
] as const;

/** CP, a mark-up and a discount on the marked price: the profit in rupees. */
export const profitMarkupDiscount: QuestionGenerator = {
  id: 'profit-and-loss/markup-discount',
  topic: 'profit-and-loss',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'GMAT', 'Placements'],
  generate(rng) {
    const article = rng.pick(ARTICLES);
    const { markup, discount, step } = rng.pick(MARKUP_CASES);
    const cost = step * rng.int(Math.ceil(300 / step), Math.floor(12000 / step));
    const marked = (cost * (100 + markup)) / 100;
    const cut = (marked * discount) / 100;
    const selling = marked - cut;
    const profit = selling - cost;
    const { options, correctIndex } = choiceOptions(
      rng,
      profit,
      wholePositive([
        (cost * (markup - discount)) / 100, // subtracts the two percentages as if both were on CP
        marked - cost, // forgets the discount
        selling, // answers the selling price instead of the profit
        cut, // answers the discount itself
      ]),
      rupees,
    );
    const statement = {
      en: `A shopkeeper buys ${article.en} for ₹${cost}. He marks it ${markup}% above the cost price and then allows a discount of ${discount}% on the marked price. What is his profit?`,
      hi: `एक दुकानदार ${article.hi} ₹${cost} में खरीदता है। वह इस पर क्रय मूल्य से ${markup}% अधिक मूल्य अंकित करता है और फिर अंकित मूल्य पर ${discount}% की छूट देता है। उसका लाभ कितना है?`,
    };
    const solution = {
      en: [
        `Marked price $= ${cost} \\times \\frac{${100 + markup}}{100} = ${marked}$.`,
        `Discount $= ${discount}\\%$ of $${marked} = ${cut}$, so the selling price $= ${marked} - ${cut} = ${selling}$.`,
        `Profit $= ${selling} - ${cost} = ${profit}$.`,
        '',
        `**Answer: ₹${profit}**`,
      ].join('\n\n'),
      hi: [
        `अंकित मूल्य $= ${cost} \\times \\frac{${100 + markup}}{100} = ${marked}$।`,
        `छूट $= ${marked}$ का $${discount}\\% = ${cut}$, अतः विक्रय मूल्य $= ${marked} - ${cut} = ${selling}$।`,
        `लाभ $= ${selling} - ${cost} = ${profit}$।`,
        '',
        `**उत्तर: ₹${profit}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Mark-up and discount', hi: 'अंकित मूल्य और छूट' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [cost, markup, discount, profit],
      check() {
        // Net percentage by the successive-change rule m − d − md/100, applied to CP.
        const value = (cost * (100 * (markup - discount) - markup * discount)) / 10000;
        return { kind: 'choice', correct: [options.indexOf(rupees(value))] };
      },
    };
  },
};

const PERCENTS = [-25, -20, -15, -10, -5, 5, 10, 15, 20, 25];

const change = (p: number) =>
  p < 0
    ? { en: `loses ${-p}%`, hi: `${-p}% की हानि होती है` }
    : { en: `gains ${p}%`, hi: `${p}% का लाभ होता है` };

/** Selling at one price gives a loss (or gain); find the price for a different gain (or loss). */
export const profitChangeSellingPrice: QuestionGenerator = {
  id: 'profit-and-loss/new-selling-price',
  topic: 'profit-and-loss',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const article = rng.pick(ARTICLES);
    const before = rng.pick(PERCENTS);
    const after = rng.pick(PERCENTS.filter((p) => p !== before));
    const cost = 100 * rng.int(3, 99);
    const first = (cost * (100 + before)) / 100;
    const second = (cost * (100 + after)) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      second,
      wholePositive([
        (first * (100 + after - before)) / 100, // applies the change in percentage to the old selling price
        (((first * (100 - before)) / 100) * (100 + after)) / 100, // takes CP as SP ∓ that percentage of SP
        cost, // stops at the cost price
        (cost * (100 - after)) / 100, // applies the wanted percentage with the wrong sign
        (first * (100 + after)) / 100, // applies the wanted percentage to the old selling price
        first + (cost * after) / 100, // moves from the old price by the wanted percentage without undoing the old one
      ]),
      rupees,
    );
    const want =
      after < 0
        ? { en: `so that his loss is ${-after}%`, hi: `कि उसे ${-after}% की हानि हो` }
        : { en: `to gain ${after}%`, hi: `कि उसे ${after}% का लाभ हो` };
    const statement = {
      en: `By selling ${article.en} for ₹${first}, a man ${change(before).en}. At what price should he sell it ${want.en}?`,
      hi: `${article.hi} ₹${first} में बेचने पर एक व्यक्ति को ${change(before).hi}। उसे यह किस मूल्य पर बेचनी चाहिए ${want.hi}?`,
    };
    const factor = (p: number) => `\\frac{${100 + p}}{100}`;
    const solution = {
      en: [
        `Selling price $= \\text{CP} \\times ${factor(before)}$, so $\\text{CP} = ${first} \\times \\frac{100}{${100 + before}} = ${cost}$.`,
        `New selling price $= ${cost} \\times ${factor(after)} = ${second}$.`,
        `(In one step: $${first} \\times \\frac{${100 + after}}{${100 + before}} = ${second}$.)`,
        '',
        `**Answer: ₹${second}**`,
      ].join('\n\n'),
      hi: [
        `विक्रय मूल्य $= \\text{CP} \\times ${factor(before)}$, अतः $\\text{CP} = ${first} \\times \\frac{100}{${100 + before}} = ${cost}$।`,
        `नया विक्रय मूल्य $= ${cost} \\times ${factor(after)} = ${second}$।`,
        `(एक ही चरण में: $${first} \\times \\frac{${100 + after}}{${100 + before}} = ${second}$।)`,
        '',
        `**उत्तर: ₹${second}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Selling price for a new profit', hi: 'नए लाभ के लिए विक्रय मूल्य' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [first, second],
      check() {
        // Search the cost price rupee by rupee, then price it for the wanted percentage.
        let found = 0;
        for (let cp = 1; cp <= 2 * first && found === 0; cp++)
          if (cp * (100 + before) === 100 * first) found = cp;
        return { kind: 'choice', correct: [options.indexOf(rupees((found * (100 + after)) / 100))] };
      },
    };
  },
};

type Cheat =
  | { kind: 'weight'; weight: number; margin: number }
  | { kind: 'markup'; weight: number; markup: number; discount: number }
  | { kind: 'both-ways'; buy: number; sell: number };

/** Dishonest-dealer set-ups whose true gain is a whole percentage. */
const CHEATS: { cheat: Cheat; gain: number }[] = [];
for (let weight = 700; weight <= 975; weight += 5) {
  // Sells at cost price (or a stated profit or loss) but gives `weight` grams for every kilogram.
  for (const margin of [0, -4, -5, -8, -10, -12, -15, -20, 4, 5, 8, 10, 12, 15, 20, 25]) {
    const hundredths = 100 * (10 * (100 + margin) - weight);
    if (hundredths > 0 && hundredths % weight === 0) {
      CHEATS.push({ cheat: { kind: 'weight', weight, margin }, gain: hundredths / weight });
    }
  }
  for (const markup of [10, 15, 20, 25, 30, 40, 50]) {
    for (const discount of [4, 5, 10, 12, 15, 20, 25]) {
      const tenths = 10 * ((100 + markup) * (100 - discount) - 10 * weight);
      if (tenths > 0 && tenths % weight === 0) {
        CHEATS.push({ cheat: { kind: 'markup', weight, markup, discount }, gain: tenths / weight });
      }
    }
  }
}
for (let buy = 5; buy <= 50; buy += 5) {
  for (let sell = 5; sell <= 40; sell += 5) {
    const hundredths = 100 * (100 + buy) - 100 * (100 - sell);
    if (hundredths % (100 - sell) === 0) {
      CHEATS.push({ cheat: { kind: 'both-ways', buy, sell }, gain: hundredths / (100 - sell) });
    }
  }
}

const GOODS = [
  { en: 'rice', hi: 'चावल' },
  { en: 'sugar', hi: 'चीनी' },
  { en: 'pulses', hi: 'दाल' },
  { en: 'wheat', hi: 'गेहूँ' },
] as const;

/** A dealer with a false weight (possibly with a mark-up, or cheating both ways): his true gain % (TITA). */
export const profitFalseWeight: QuestionGenerator = {
  id: 'profit-and-loss/false-weight',
  topic: 'profit-and-loss',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'Bank PO', 'RRB NTPC'],
  generate(rng) {
    const goods = rng.pick(GOODS);
    const { cheat, gain } = rng.pick(CHEATS);
    let statement: { en: string; hi: string };
    let steps: { en: string[]; hi: string[] };
    let numbers: number[];
    if (cheat.kind === 'weight') {
      const { weight, margin } = cheat;
      const claim =
        margin === 0
          ? { en: 'at cost price', hi: 'क्रय मूल्य पर' }
          : margin > 0
            ? { en: `at a profit of ${margin}%`, hi: `${margin}% लाभ पर` }
            : { en: `at a loss of ${-margin}%`, hi: `${-margin}% हानि पर` };
      statement = {
        en: `A dishonest shopkeeper claims to sell ${goods.en} ${claim.en}, but he uses a weight of ${weight} g in place of 1 kg. What is his actual gain percentage?`,
        hi: `एक बेईमान दुकानदार ${goods.hi} ${claim.hi} बेचने का दावा करता है, पर वह 1 kg की जगह ${weight} g का बाट इस्तेमाल करता है। उसका वास्तविक लाभ प्रतिशत कितना है?`,
      };
      const price = 100 + margin;
      steps = {
        en: [
          `Let 1 g cost ₹1. He hands over ${weight} g, which cost him ₹${weight}.`,
          `He charges the price of 1000 g ${claim.en}: $1000 \\times \\frac{${price}}{100} = ${10 * price}$.`,
          `Gain $= \\frac{${10 * price} - ${weight}}{${weight}} \\times 100 = ${gain}\\%$.`,
        ],
        hi: [
          `माना 1 g का मूल्य ₹1 है। वह ${weight} g देता है, जिसकी लागत ₹${weight} है।`,
          `वह 1000 g का मूल्य ${claim.hi} लेता है: $1000 \\times \\frac{${price}}{100} = ${10 * price}$।`,
          `लाभ $= \\frac{${10 * price} - ${weight}}{${weight}} \\times 100 = ${gain}\\%$।`,
        ],
      };
      numbers = [weight, gain];
    } else if (cheat.kind === 'markup') {
      const { weight, markup, discount } = cheat;
      const charged = ((100 + markup) * (100 - discount)) / 10;
      statement = {
        en: `A shopkeeper marks ${goods.en} ${markup}% above the cost price and allows a discount of ${discount}%. He also uses a weight of ${weight} g in place of 1 kg. What is his actual gain percentage?`,
        hi: `एक दुकानदार ${goods.hi} पर क्रय मूल्य से ${markup}% अधिक मूल्य अंकित करता है और ${discount}% की छूट देता है। साथ ही वह 1 kg की जगह ${weight} g का बाट इस्तेमाल करता है। उसका वास्तविक लाभ प्रतिशत कितना है?`,
      };
      steps = {
        en: [
          `Let 1 g cost ₹1. He hands over ${weight} g, which cost him ₹${weight}.`,
          `He charges for 1000 g at the marked price less the discount: $1000 \\times \\frac{${100 + markup}}{100} \\times \\frac{${100 - discount}}{100} = ${charged}$.`,
          `Gain $= \\frac{${charged} - ${weight}}{${weight}} \\times 100 = ${gain}\\%$.`,
        ],
        hi: [
          `माना 1 g का मूल्य ₹1 है। वह ${weight} g देता है, जिसकी लागत ₹${weight} है।`,
          `वह 1000 g का मूल्य, अंकित मूल्य में से छूट घटाकर लेता है: $1000 \\times \\frac{${100 + markup}}{100} \\times \\frac{${100 - discount}}{100} = ${charged}$।`,
          `लाभ $= \\frac{${charged} - ${weight}}{${weight}} \\times 100 = ${gain}\\%$।`,
        ],
      };
      numbers = [weight, markup, discount, gain];
    } else {
      const { buy, sell } = cheat;
      statement = {
        en: `A trader cheats both his supplier and his customers. While buying ${goods.en} he takes ${buy}% more than the quantity he pays for, and while selling he gives ${sell}% less than the quantity he charges for. He sells at his cost price. What is his gain percentage?`,
        hi: `एक व्यापारी अपने आपूर्तिकर्ता और ग्राहकों, दोनों को ठगता है। ${goods.hi} खरीदते समय वह जितनी मात्रा का भुगतान करता है उससे ${buy}% अधिक लेता है, और बेचते समय जितनी मात्रा का मूल्य लेता है उससे ${sell}% कम देता है। वह क्रय मूल्य पर बेचता है। उसका लाभ प्रतिशत कितना है?`,
      };
      steps = {
        en: [
          `Take the goods at ₹1 per gram. For ₹100 he receives ${100 + buy} g.`,
          `For every 100 g he charges for, he hands over only ${100 - sell} g, so the ${100 + buy} g bring in $${100 + buy} \\times \\frac{100}{${100 - sell}} = ${100 + gain}$ rupees.`,
          `Gain $= \\left(\\frac{${100 + buy}}{${100 - sell}} - 1\\right) \\times 100 = \\frac{${buy + sell}}{${100 - sell}} \\times 100 = ${gain}\\%$.`,
        ],
        hi: [
          `माल का मूल्य ₹1 प्रति ग्राम मानें। ₹100 देकर उसे ${100 + buy} g माल मिलता है।`,
          `हर 100 g के मूल्य पर वह केवल ${100 - sell} g देता है, अतः ${100 + buy} g से उसे $${100 + buy} \\times \\frac{100}{${100 - sell}} = ${100 + gain}$ रुपये मिलते हैं।`,
          `लाभ $= \\left(\\frac{${100 + buy}}{${100 - sell}} - 1\\right) \\times 100 = \\frac{${buy + sell}}{${100 - sell}} \\times 100 = ${gain}\\%$।`,
        ],
      };
      numbers = [buy, sell, gain];
    }
    const solution = {
      en: [...steps.en, '', `**Answer: ${gain}%**`].join('\n\n'),
      hi: [...steps.hi, '', `**उत्तर: ${gain}%**`].join('\n\n'),
    };
    return {
      title: { en: 'Dishonest dealer', hi: 'बेईमान दुकानदार' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: gain, tolerance: 0 },
      solution,
      expectedSeconds: 150,
      numbers,
      check() {
        // Follow the money for one kilogram actually bought: what it cost and what it sells for.
        const pricePerGram = 0.37; // any price works; the gain does not depend on it
        let revenue: number;
        let outlay: number;
        if (cheat.kind === 'both-ways') {
          const gramsBought = 1000;
          outlay = (gramsBought / (1 + cheat.buy / 100)) * pricePerGram;
          const gramsBilled = gramsBought / (1 - cheat.sell / 100);
          revenue = gramsBilled * pricePerGram;
        } else {
          const kilosHanded = 1000 / cheat.weight; // customer-kilograms served from 1000 g
          const perKilo =
            cheat.kind === 'weight'
              ? 1000 * pricePerGram * (1 + cheat.margin / 100)
              : 1000 * pricePerGram * (1 + cheat.markup / 100) * (1 - cheat.discount / 100);
          outlay = 1000 * pricePerGram;
          revenue = kilosHanded * perKilo;
        }
        const value = Math.round(((revenue - outlay) / outlay) * 100 * 1e6) / 1e6;
        return { kind: 'numeric', value, tolerance: 0 };
      },
    };
  },
};
