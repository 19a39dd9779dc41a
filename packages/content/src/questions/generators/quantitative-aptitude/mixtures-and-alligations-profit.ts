import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { ratioChoices, ratioText } from './mixtures-and-alligations-ratios.js';

/** A fraction in lowest terms, in KaTeX. */
function fracText(p: number, q: number): string {
  const g = gcd(p, q);
  return `$\\frac{${p / g}}{${q / g}}$`;
}

/** Part of a milk-water mixture drawn off and replaced with water to reach a weaker ratio: what part. */
export const mixturesDrawOffFraction: QuestionGenerator = {
  id: 'mixtures-and-alligations/part-drawn-off-and-replaced',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CAT'],
  count: 40,
  generate(rng) {
    const liquid = rng.pick([
      { en: 'milk', hi: 'दूध' },
      { en: 'syrup', hi: 'शरबत' },
      { en: 'spirit', hi: 'स्पिरिट' },
    ] as const);
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let num = 0;
    let den = 0;
    for (;;) {
      a = rng.int(1, 9);
      b = rng.int(1, 9);
      c = rng.int(1, 9);
      d = rng.int(1, 9);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || c * b >= a * d) continue; // c : d must hold less of the liquid
      // Part drawn off f: a/(a+b) · (1 − f) = c/(c+d), so f = (a(c+d) − c(a+b)) / (a(c+d)).
      num = a * (c + d) - c * (a + b);
      den = a * (c + d);
      const g = gcd(num, den);
      if (den / g <= 12) break;
    }
    const right = fracText(num, den);
    const wrongParts: [number, number][] = [
      [num, (a + b) * (c + d)], // subtracts the two shares of liquid
      [a * d - b * c, a * d], // uses the ratios a/b and c/d in place of the shares
      [num, c * (a + b)], // divides the fall by the new share
      [c * (a + b), den], // gives the part that stays
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [1, 5],
      [3, 4],
      [2, 5],
      [1, 6],
    ];
    const mistakes = wrongParts.filter(([p, q]) => p > 0 && p < q).map(([p, q]) => fracText(p, q));
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const g = gcd(num, den);
    const fEq =
      g === 1 ? `\\frac{${num}}{${den}}` : `\\frac{${num}}{${den}} = \\frac{${num / g}}{${den / g}}`;
    return {
      title: { en: 'Part drawn off and replaced with water', hi: 'निकालकर पानी से बदला गया भाग' },
      type: 'single',
      statement: {
        en: `A vessel is full of a mixture of ${liquid.en} and water in the ratio ${a} : ${b}. What part of the mixture must be drawn off and replaced with water so that the ratio of ${liquid.en} to water becomes ${c} : ${d}?`,
        hi: `एक बर्तन ${liquid.hi} और पानी के ${a} : ${b} अनुपात वाले मिश्रण से भरा है। मिश्रण का कितना भाग निकालकर उसकी जगह पानी डाला जाए कि ${liquid.hi} और पानी का अनुपात ${c} : ${d} हो जाए?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Share of ${liquid.en} now: $\\frac{${a}}{${a + b}}$; wanted: $\\frac{${c}}{${c + d}}$. Water adds no ${liquid.en}, so if a part $f$ is drawn off, the ${liquid.en} left is $\\frac{${a}}{${a + b}}(1 - f)$.`,
          `$\\frac{${a}}{${a + b}}(1 - f) = \\frac{${c}}{${c + d}}$ gives $1 - f = \\frac{${c * (a + b)}}{${a * (c + d)}}$, so $f = ${fEq}$.`,
          '',
          `**Answer: ${right}**`,
        ].join('\n\n'),
        hi: [
          `अभी ${liquid.hi} का भाग: $\\frac{${a}}{${a + b}}$; चाहिए: $\\frac{${c}}{${c + d}}$। पानी में ${liquid.hi} नहीं होता, अतः यदि $f$ भाग निकाला जाए तो बचा ${liquid.hi} $\\frac{${a}}{${a + b}}(1 - f)$ है।`,
          `$\\frac{${a}}{${a + b}}(1 - f) = \\frac{${c}}{${c + d}}$ से $1 - f = \\frac{${c * (a + b)}}{${a * (c + d)}}$, अतः $f = ${fEq}$।`,
          '',
          `**उत्तर: ${right}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [a, b, c, d],
      check() {
        // Take a vessel of (a + b)·q litres, draw off p/q of it, top up with water and compare the ratio.
        const index = options.findIndex((t) => {
          const m = t.match(/\\frac\{(\d+)\}\{(\d+)\}/);
          if (!m) return false;
          const [p, q] = [Number(m[1]), Number(m[2])];
          const liquidLeft = a * (q - p); // of (a + b)·q litres, a·q were the liquid; (q − p)/q of it stays
          const water = (a + b) * q - liquidLeft;
          return liquidLeft * d === water * c;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Water added to milk bought at one price and sold at another with a profit: the ratio of water to milk. */
export const mixturesWaterForProfit: QuestionGenerator = {
  id: 'mixtures-and-alligations/water-added-for-profit',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let cost = 0;
    let sell = 0;
    let gain = 0;
    let w = 0;
    let m = 0;
    for (;;) {
      cost = rng.int(30, 80);
      gain = rng.pick([10, 20, 25, 30, 40, 50, 60]);
      w = rng.int(1, 5);
      m = rng.int(2, 12);
      if (gcd(w, m) !== 1) continue;
      // Cost of one litre of mixture = cost·m/(w + m); selling price = that × (100 + gain)/100.
      sell = (cost * m * (100 + gain)) / ((w + m) * 100);
      if (Number.isInteger(sell) && sell !== cost && (cost * m * 100) % (w + m) === 0) break;
    }
    const spCost = (sell * (100 - gain)) / 100; // takes the profit on the selling price
    const { options, correctIndex } = ratioChoices(
      rng,
      [w, m],
      [
        [m, w], // milk to water instead of water to milk
        [cost * 100 - spCost * 100, spCost * 100], // profit reckoned on the selling price
        [gain, 100], // takes the profit share as the water share, ignoring the two prices
        [w, w + m], // water to the whole mixture
      ],
    );
    const mean = (cost * m) / (w + m);
    const meanText = String(Math.round(mean * 100) / 100);
    return {
      title: { en: 'Water mixed in milk for a profit', hi: 'लाभ के लिए दूध में पानी मिलाना' },
      type: 'single',
      statement: {
        en: `A milkman buys pure milk at ₹${cost} per litre, mixes water with it and sells the mixture at ₹${sell} per litre. If he makes a profit of ${gain}%, in what ratio did he mix water with milk?`,
        hi: `एक दूधवाला ₹${cost} प्रति लीटर की दर से शुद्ध दूध खरीदता है, उसमें पानी मिलाता है और मिश्रण को ₹${sell} प्रति लीटर बेचता है। यदि उसे ${gain}% लाभ होता है, तो उसने पानी और दूध को किस अनुपात में मिलाया?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Cost price of one litre of the mixture $= \\frac{${sell} \\times 100}{${100 + gain}} = ${meanText}$ (water costs nothing).`,
          `So a litre of mixture holds $\\frac{${meanText}}{${cost}} = \\frac{${m}}{${w + m}}$ litre of milk and $\\frac{${w}}{${w + m}}$ litre of water.`,
          `Water : milk $= ${w} : ${m}$. (Alligation of milk at ₹${cost} and water at ₹0 around the mean gives the same.)`,
          '',
          `**Answer: ${ratioText(w, m)}**`,
        ].join('\n\n'),
        hi: [
          `मिश्रण के एक लीटर का क्रय मूल्य $= \\frac{${sell} \\times 100}{${100 + gain}} = ${meanText}$ (पानी मुफ़्त है)।`,
          `अतः एक लीटर मिश्रण में $\\frac{${meanText}}{${cost}} = \\frac{${m}}{${w + m}}$ लीटर दूध और $\\frac{${w}}{${w + m}}$ लीटर पानी है।`,
          `पानी : दूध $= ${w} : ${m}$। (₹${cost} के दूध और ₹0 के पानी का माध्य के चारों ओर एलीगेशन भी यही देता है।)`,
          '',
          `**उत्तर: ${ratioText(w, m)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [cost, sell, gain],
      check() {
        // Mix each option's litres, price them and keep the one whose profit is exactly the given percent.
        const index = options.findIndex((t) => {
          const [water, milk] = t.split(' : ').map(Number);
          if (water === undefined || milk === undefined) return false;
          const paid = milk * cost;
          return 100 * ((water + milk) * sell - paid) === gain * paid;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

const TEAS = [
  { en: 'tea', hi: 'चाय' },
  { en: 'coffee', hi: 'कॉफ़ी' },
  { en: 'rice', hi: 'चावल' },
] as const;

/** Selling price and profit give the mean cost; alligation gives the kg of the cheaper variety (CAT). */
export const mixturesProfitAlligation: QuestionGenerator = {
  id: 'mixtures-and-alligations/profit-then-alligation',
  topic: 'mixtures-and-alligations',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO'],
  count: 60,
  generate(rng) {
    const item = rng.pick(TEAS);
    let p1 = 0;
    let p2 = 0;
    let x = 0;
    let y = 0;
    let mean = 0;
    let gain = 0;
    let sell = 0;
    let u = 0;
    for (;;) {
      p1 = rng.int(60, 300);
      p2 = p1 + rng.int(10, 150);
      x = rng.int(1, 7);
      y = rng.int(1, 7);
      gain = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
      if (gcd(x, y) !== 1 || x === y) continue;
      mean = (x * p1 + y * p2) / (x + y);
      sell = (mean * (100 + gain)) / 100;
      if (Number.isInteger(mean) && Number.isInteger(sell)) break;
    }
    u = rng.int(2, Math.max(2, Math.floor(120 / (x + y))));
    const total = (x + y) * u;
    const answer = x * u;
    const asMean = (total * (p2 - sell)) / (p2 - p1); // treats the selling price as the mean cost
    const onSp = (sell * (100 - gain)) / 100; // reckons the profit on the selling price
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        asMean,
        (total * (p2 - onSp)) / (p2 - p1),
        y * u, // reads the alligation cross the wrong way round (gives the dearer variety)
        total / 2, // equal quantities
        (x + 1) * u, // one part too many
        (x - 1) * u, // one part too few
        (total * (sell - p1)) / (p2 - p1), // reads the cross the wrong way round, with the selling price
        answer + 5, // nearby round quantities, when the mistakes above collide
        answer - 5,
      ].filter((v) => Number.isInteger(v) && v > 0 && v < total),
      (n) => `${n} kg`,
    );
    return {
      title: {
        en: 'Mixture sold at a profit: quantity by alligation',
        hi: 'लाभ पर बिका मिश्रण: एलीगेशन से मात्रा',
      },
      type: 'single',
      statement: {
        en: `A shopkeeper mixes ${item.en} costing ₹${p1} per kg with ${item.en} costing ₹${p2} per kg and sells the mixture at ₹${sell} per kg, making a profit of ${gain}%. How many kg of the cheaper ${item.en} are there in ${total} kg of the mixture?`,
        hi: `एक दुकानदार ₹${p1} प्रति kg की ${item.hi} को ₹${p2} प्रति kg की ${item.hi} के साथ मिलाता है और मिश्रण को ₹${sell} प्रति kg बेचकर ${gain}% लाभ कमाता है। ${total} kg मिश्रण में सस्ती ${item.hi} कितने kg है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The profit is on the cost, so the mixture costs $\\frac{${sell} \\times 100}{${100 + gain}} = ${mean}$ per kg.`,
          `Alligation: cheaper : dearer $= (${p2} - ${mean}) : (${mean} - ${p1}) = ${p2 - mean} : ${mean - p1} = ${x} : ${y}$.`,
          `Cheaper ${item.en} in ${total} kg $= \\frac{${x}}{${x + y}} \\times ${total} = ${answer}$ kg.`,
          '',
          `**Answer: ${answer} kg**`,
        ].join('\n\n'),
        hi: [
          `लाभ क्रय मूल्य पर है, अतः मिश्रण का क्रय मूल्य $\\frac{${sell} \\times 100}{${100 + gain}} = ${mean}$ प्रति kg है।`,
          `एलीगेशन: सस्ती : महँगी $= (${p2} - ${mean}) : (${mean} - ${p1}) = ${p2 - mean} : ${mean - p1} = ${x} : ${y}$।`,
          `${total} kg में सस्ती ${item.hi} $= \\frac{${x}}{${x + y}} \\times ${total} = ${answer}$ kg।`,
          '',
          `**उत्तर: ${answer} kg**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [p1, p2, sell, gain, total, answer],
      check() {
        // Try every whole number of kg of the cheaper variety and keep the one giving exactly that profit.
        for (let q = 0; q <= total; q++) {
          const paid = q * p1 + (total - q) * p2;
          if (100 * (total * sell - paid) === gain * paid)
            return { kind: 'choice', correct: [options.indexOf(`${q} kg`)] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Milk poured into a vessel of water and the same amount poured back: the ratio in the first vessel (CAT). */
export const mixturesBackAndForth: QuestionGenerator = {
  id: 'mixtures-and-alligations/transfer-back-and-forth',
  topic: 'mixtures-and-alligations',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const liquid = rng.pick([
      { en: 'milk', hi: 'दूध' },
      { en: 'wine', hi: 'शराब' },
      { en: 'juice', hi: 'रस' },
    ] as const);
    let x = 0;
    let y = 0;
    let k = 0;
    let pm = 0;
    let pw = 0;
    for (;;) {
      x = rng.int(4, 40) * 5;
      y = rng.int(4, 40) * 5;
      k = rng.int(1, Math.floor(x / 5) - 1) * 5;
      // Scaled by (y + k): liquid in A = (x − k)(y + k) + k², water in A = k·y.
      const lm = (x - k) * (y + k) + k * k;
      const lw = k * y;
      const g = gcd(lm, lw);
      pm = lm / g;
      pw = lw / g;
      if (pm <= 60 && pw <= 60 && pm !== pw) break;
    }
    /** num / (y + k) litres, whole or as a fraction in lowest terms. */
    const show = (num: number) => {
      const g = gcd(num, y + k);
      return g === y + k ? String(num / g) : `\\frac{${num / g}}{${(y + k) / g}}`;
    };
    const { options, correctIndex } = ratioChoices(
      rng,
      [pm, pw],
      [
        [x - k, k], // takes the liquid poured back as pure water
        [2 * x - k, k], // takes the liquid poured back as half and half
        [(x - k) * (y + k), k * y], // forgets the liquid that comes back
        [k, y], // gives the ratio in vessel B
        [pw, pm], // reads the ratio upside down
      ],
    );
    return {
      title: { en: 'Pouring back and forth between two vessels', hi: 'दो बर्तनों के बीच आगे-पीछे उड़ेलना' },
      type: 'single',
      statement: {
        en: `Vessel A holds ${x} litres of pure ${liquid.en} and vessel B holds ${y} litres of water. ${k} litres are poured from A into B and mixed well; then ${k} litres of the mixture are poured from B back into A. What is now the ratio of ${liquid.en} to water in vessel A?`,
        hi: `बर्तन A में ${x} लीटर शुद्ध ${liquid.hi} है और बर्तन B में ${y} लीटर पानी है। A से ${k} लीटर B में डालकर अच्छी तरह मिलाया जाता है; फिर B के मिश्रण में से ${k} लीटर वापस A में डाला जाता है। अब बर्तन A में ${liquid.hi} और पानी का अनुपात क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `After the first pour: A has ${x - k} litres of ${liquid.en}; B has ${k} litres of ${liquid.en} and ${y} litres of water (${y + k} litres).`,
          `The ${k} litres poured back carry ${liquid.en} and water in B's ratio ${ratioText(k, y)}: ${liquid.en} $= \\frac{${k}}{${y + k}} \\times ${k} = ${show(k * k)}$, water $= \\frac{${y}}{${y + k}} \\times ${k} = ${show(k * y)}$ litres.`,
          `In A: ${liquid.en} $= ${x - k} + ${show(k * k)}$, water $= ${show(k * y)}$. Multiplying both by ${y + k}: $${(x - k) * (y + k) + k * k} : ${k * y} = ${pm} : ${pw}$.`,
          '',
          `**Answer: ${pm} : ${pw}**`,
        ].join('\n\n'),
        hi: [
          `पहली बार डालने के बाद: A में ${x - k} लीटर ${liquid.hi}; B में ${k} लीटर ${liquid.hi} और ${y} लीटर पानी (${y + k} लीटर)।`,
          `वापस डाले गए ${k} लीटर में ${liquid.hi} और पानी B के अनुपात ${ratioText(k, y)} में हैं: ${liquid.hi} $= \\frac{${k}}{${y + k}} \\times ${k} = ${show(k * k)}$, पानी $= \\frac{${y}}{${y + k}} \\times ${k} = ${show(k * y)}$ लीटर।`,
          `A में: ${liquid.hi} $= ${x - k} + ${show(k * k)}$, पानी $= ${show(k * y)}$। दोनों को ${y + k} से गुणा करने पर: $${(x - k) * (y + k) + k * k} : ${k * y} = ${pm} : ${pw}$।`,
          '',
          `**उत्तर: ${pm} : ${pw}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [x, y, k],
      check() {
        // Simulate the two pours litre-fraction by litre-fraction and match the option's ratio.
        const a = { liquid: x, water: 0 };
        const b = { liquid: 0, water: y };
        a.liquid -= k;
        b.liquid += k;
        const share = k / (b.liquid + b.water);
        const [dl, dw] = [b.liquid * share, b.water * share];
        b.liquid -= dl;
        b.water -= dw;
        a.liquid += dl;
        a.water += dw;
        const index = options.findIndex((t) => {
          const [p, q] = t.split(' : ').map(Number);
          return p !== undefined && q !== undefined && Math.abs(p * a.water - q * a.liquid) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
