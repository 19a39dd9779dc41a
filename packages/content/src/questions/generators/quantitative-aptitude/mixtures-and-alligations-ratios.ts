import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { textChoiceOptions } from './answer-formats.js';

/** A ratio in lowest terms, as the exams print it ("2 : 1"). */
export function ratioText(a: number, b: number): string {
  const g = gcd(a, b);
  return `${a / g} : ${b / g}`;
}

/** Options for a ratio answer: distinct wrong ratios (in lowest terms), topped up with neighbours. */
export function ratioChoices(
  rng: Rng,
  correct: [number, number],
  distractors: [number, number][],
): { options: string[]; correctIndex: number } {
  const fallback: [number, number][] = [];
  for (let step = 1; step <= 6; step++)
    fallback.push([correct[0] + step, correct[1]], [correct[0], correct[1] + step]);
  const texts = [...distractors, ...fallback]
    .filter(([a, b]) => a > 0 && b > 0 && Number.isInteger(a) && Number.isInteger(b))
    .map(([a, b]) => ratioText(a, b));
  return textChoiceOptions(rng, ratioText(...correct), texts);
}

/** "1 litre" / "5 litres", "1 लीटर". */
const litres = (n: number) => `${n} ${n === 1 ? 'litre' : 'litres'}`;

/** Milk or water added to a mixture to reach a new ratio: how much. */
export const mixturesAddToChangeRatio: QuestionGenerator = {
  id: 'mixtures-and-alligations/add-to-change-ratio',
  topic: 'mixtures-and-alligations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let u = 0;
    let added = 0;
    const addWater = rng.next() < 0.6;
    for (;;) {
      a = rng.int(1, 9);
      b = rng.int(1, 9);
      c = rng.int(1, 9);
      d = rng.int(1, 9);
      u = rng.int(2, 15);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1) continue;
      const milk = a * u;
      const water = b * u;
      if (addWater) {
        if (c * b >= a * d || (milk * d) % c !== 0) continue; // c : d must be weaker in milk
        added = (milk * d) / c - water;
      } else {
        if (c * b <= a * d || (water * c) % d !== 0) continue;
        added = (water * c) / d - milk;
      }
      if (added > 0 && added <= 120 && (a + b) * u <= 150) break;
    }
    const milk = a * u;
    const water = b * u;
    const volume = milk + water;
    const final = addWater ? (milk * d) / c : (water * c) / d;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      added,
      [
        final, // gives the new amount, not the amount added
        addWater ? (d - b) * u : (c - a) * u, // keeps the old multiplier for the new ratio
        addWater ? (volume * d) / (c + d) - water : (volume * c) / (c + d) - milk, // keeps the total fixed
        addWater ? (milk * c) / d - water : (water * d) / c - milk, // reads the new ratio upside down
        addWater ? (volume * d) / c - water : (volume * c) / d - milk, // applies the new ratio to the whole mixture
        final / (addWater ? d : c), // stops at the new multiplier
        addWater ? (milk * d) / c : (water * c) / d - water, // subtracts the wrong liquid
        added + 5, // nearby round amounts, when the mistakes above collide
        added - 5,
      ].filter((v) => Number.isInteger(v) && v > 0),
    );
    const options = raw.map((o) => ({ en: litres(Number(o)), hi: `${o} लीटर` }));
    const what = addWater ? { en: 'water', hi: 'पानी' } : { en: 'milk', hi: 'दूध' };
    const keep = addWater ? { en: 'milk', hi: 'दूध' } : { en: 'water', hi: 'पानी' };
    const keptQty = addWater ? milk : water;
    const newRatio = addWater
      ? `\\frac{${keptQty}}{x} = \\frac{${c}}{${d}}`
      : `\\frac{x}{${keptQty}} = \\frac{${c}}{${d}}`;
    return {
      title: { en: 'Adding one liquid to change the ratio', hi: 'अनुपात बदलने के लिए एक द्रव मिलाना' },
      type: 'single',
      statement: {
        en: `${volume} litres of a mixture contain milk and water in the ratio ${a} : ${b}. How much ${what.en} must be added to make the ratio of milk to water ${c} : ${d}?`,
        hi: `${volume} लीटर मिश्रण में दूध और पानी का अनुपात ${a} : ${b} है। दूध और पानी का अनुपात ${c} : ${d} करने के लिए कितना ${what.hi} मिलाना होगा?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Milk $= \\frac{${a}}{${a + b}} \\times ${volume} = ${milk}$ litres, water $= ${water}$ litres.`,
          `The ${keep.en} does not change. If the new amount of ${what.en} is $x$: $${newRatio}$, so $x = ${final}$.`,
          `${what.en === 'water' ? 'Water' : 'Milk'} to add $= ${final} - ${addWater ? water : milk} = ${added}$ litres.`,
          '',
          `**Answer: ${litres(added)}**`,
        ].join('\n\n'),
        hi: [
          `दूध $= \\frac{${a}}{${a + b}} \\times ${volume} = ${milk}$ लीटर, पानी $= ${water}$ लीटर।`,
          `${keep.hi} की मात्रा नहीं बदलती। यदि ${what.hi} की नई मात्रा $x$ हो: $${newRatio}$, अतः $x = ${final}$।`,
          `मिलाया जाने वाला ${what.hi} $= ${final} - ${addWater ? water : milk} = ${added}$ लीटर।`,
          '',
          `**उत्तर: ${added} लीटर**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [volume, a, b, c, d, added],
      check() {
        // Pour in one litre at a time until the ratio is reached.
        for (let x = 1; x <= 1000; x++) {
          const m = addWater ? milk : milk + x;
          const w = addWater ? water + x : water;
          if (m * d === w * c)
            return { kind: 'choice', correct: [options.findIndex((o) => o.en === litres(x))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Metal pairs of the alloys, in both languages (`of`: the Hindi oblique form, before का / और … का). */
const METALS = [
  { en: ['gold', 'copper'], hi: ['सोना', 'ताँबा'], of: ['सोने', 'ताँबे'] },
  { en: ['zinc', 'copper'], hi: ['जस्ता', 'ताँबा'], of: ['जस्ते', 'ताँबे'] },
  { en: ['tin', 'copper'], hi: ['टिन', 'ताँबा'], of: ['टिन', 'ताँबे'] },
  { en: ['silver', 'copper'], hi: ['चाँदी', 'ताँबा'], of: ['चाँदी', 'ताँबे'] },
  { en: ['lead', 'tin'], hi: ['सीसा', 'टिन'], of: ['सीसे', 'टिन'] },
] as const;

/** Two alloys melted together in given weights: the ratio of the metals in the new alloy. */
export const mixturesAlloysCombined: QuestionGenerator = {
  id: 'mixtures-and-alligations/alloys-melted-together',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const metal = rng.pick(METALS);
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let u = 0;
    let v = 0;
    for (;;) {
      a = rng.int(1, 9);
      b = rng.int(1, 9);
      c = rng.int(1, 9);
      d = rng.int(1, 9);
      u = rng.int(1, 8);
      v = rng.int(1, 8);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || a * d === b * c) continue;
      const [g1, c1] = [a * u + c * v, b * u + d * v];
      if (ratioText(g1, c1) !== ratioText(a + c, b + d) && (a + b) * u <= 60 && (c + d) * v <= 60) break;
    }
    const x = (a + b) * u;
    const y = (c + d) * v;
    const gold = a * u + c * v;
    const copper = b * u + d * v;
    const { options, correctIndex } = ratioChoices(
      rng,
      [gold, copper],
      [
        [a + c, b + d], // adds the ratio terms as if they were weights
        [a * (c + d) + c * (a + b), b * (c + d) + d * (a + b)], // mixes equal weights of the two alloys
        [copper, gold], // reads the ratio upside down
        [a * u + d * v, b * u + c * v], // takes the second alloy's ratio the wrong way round
      ],
    );
    const [m1, m2] = metal.en;
    const [h1, h2] = metal.hi;
    const [o1, o2] = metal.of;
    return {
      title: { en: 'Two alloys melted together', hi: 'दो मिश्रधातुओं को एक साथ पिघलाना' },
      type: 'single',
      statement: {
        en: `Alloy P contains ${m1} and ${m2} in the ratio ${a} : ${b}, and alloy Q contains them in the ratio ${c} : ${d}. If ${x} kg of P and ${y} kg of Q are melted together, what is the ratio of ${m1} to ${m2} in the new alloy?`,
        hi: `मिश्रधातु P में ${o1} और ${o2} का अनुपात ${a} : ${b} है, और मिश्रधातु Q में ${c} : ${d} है। यदि P का ${x} kg और Q का ${y} kg एक साथ पिघलाया जाए, तो नई मिश्रधातु में ${o1} और ${o2} का अनुपात क्या होगा?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `In ${x} kg of P: ${m1} $= \\frac{${a}}{${a + b}} \\times ${x} = ${a * u}$ kg, ${m2} $= ${b * u}$ kg.`,
          `In ${y} kg of Q: ${m1} $= \\frac{${c}}{${c + d}} \\times ${y} = ${c * v}$ kg, ${m2} $= ${d * v}$ kg.`,
          `Together: ${m1} $= ${gold}$ kg, ${m2} $= ${copper}$ kg, so the ratio is ${ratioText(gold, copper)}.`,
          '',
          `**Answer: ${ratioText(gold, copper)}**`,
        ].join('\n\n'),
        hi: [
          `P के ${x} kg में: ${h1} $= \\frac{${a}}{${a + b}} \\times ${x} = ${a * u}$ kg, ${h2} $= ${b * u}$ kg।`,
          `Q के ${y} kg में: ${h1} $= \\frac{${c}}{${c + d}} \\times ${y} = ${c * v}$ kg, ${h2} $= ${d * v}$ kg।`,
          `कुल: ${h1} $= ${gold}$ kg, ${h2} $= ${copper}$ kg, अतः अनुपात ${ratioText(gold, copper)} है।`,
          '',
          `**उत्तर: ${ratioText(gold, copper)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [a, b, c, d, x, y],
      check() {
        // Work in grams scaled by both ratio totals, so every amount is whole, then match the option.
        const g = x * a * (c + d) + y * c * (a + b);
        const k = x * b * (c + d) + y * d * (a + b);
        const index = options.findIndex((t) => {
          const [p, q] = t.split(' : ').map(Number);
          return p !== undefined && q !== undefined && p * k === q * g && gcd(p, q) === 1;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Grains for the three-variety mixtures. */
const GRAINS = [
  { en: 'rice', hi: 'चावल' },
  { en: 'tea', hi: 'चाय' },
  { en: 'pulses', hi: 'दाल' },
  { en: 'sugar', hi: 'चीनी' },
] as const;

/** Three varieties mixed in a ratio at a known mean price: the price of the third variety. */
export const mixturesThirdVarietyPrice: QuestionGenerator = {
  id: 'mixtures-and-alligations/third-variety-price',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const item = rng.pick(GRAINS);
    let p1 = 0;
    let p2 = 0;
    let p3 = 0;
    let mean = 0;
    let r: [number, number, number] = [1, 1, 1];
    for (;;) {
      p1 = rng.int(20, 120);
      p2 = rng.int(20, 120);
      r = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
      mean = rng.int(Math.min(p1, p2) + 5, Math.max(p1, p2) + 40);
      const rest = (r[0] + r[1] + r[2]) * mean - r[0] * p1 - r[1] * p2;
      p3 = rest / r[2];
      if (gcd(gcd(r[0], r[1]), r[2]) !== 1 || p1 === p2) continue;
      if (Number.isInteger(p3) && p3 >= 15 && p3 <= 250 && new Set([p1, p2, p3, mean]).size === 4) break;
    }
    const [a, b, c] = r;
    const parts = a + b + c;
    const { options, correctIndex } = choiceOptions(
      rng,
      p3,
      [
        3 * mean - p1 - p2, // ignores the ratio (equal quantities)
        parts * mean - a * p1 - b * p2, // forgets to divide by the third variety's parts
        (parts * mean - b * p1 - a * p2) / c, // pairs the first two prices with the wrong parts
        (parts * mean - a * p1 - b * p2) / parts, // divides by all the parts
        2 * mean - (a * p1 + b * p2) / (a + b), // balances the first two's average with equal weight
        p3 + 10, // nearby round prices, when the mistakes above collide
        p3 - 10,
      ].filter((v) => Number.isInteger(v) && v > 0),
      (n) => `₹${n}`,
    );
    return {
      title: { en: 'Price of the third variety in a mixture', hi: 'मिश्रण में तीसरी किस्म का मूल्य' },
      type: 'single',
      statement: {
        en: `Three varieties of ${item.en} are mixed in the ratio ${a} : ${b} : ${c}. The first costs ₹${p1} per kg and the second ₹${p2} per kg. If the mixture is worth ₹${mean} per kg, what is the price per kg of the third variety?`,
        hi: `${item.hi} की तीन किस्मों को ${a} : ${b} : ${c} के अनुपात में मिलाया जाता है। पहली किस्म ₹${p1} प्रति kg और दूसरी ₹${p2} प्रति kg की है। यदि मिश्रण का मूल्य ₹${mean} प्रति kg है, तो तीसरी किस्म का मूल्य प्रति kg कितना है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Take ${a} kg, ${b} kg and ${c} kg: ${parts} kg of mixture worth $${parts} \\times ${mean} = ${parts * mean}$.`,
          `The first two cost $${a} \\times ${p1} + ${b} \\times ${p2} = ${a * p1 + b * p2}$.`,
          `So ${c} kg of the third cost $${parts * mean} - ${a * p1 + b * p2} = ${c * p3}$, i.e. ₹${p3} per kg.`,
          '',
          `**Answer: ₹${p3}**`,
        ].join('\n\n'),
        hi: [
          `${a} kg, ${b} kg और ${c} kg लें: ${parts} kg मिश्रण का मूल्य $${parts} \\times ${mean} = ${parts * mean}$।`,
          `पहली दो किस्मों का मूल्य $${a} \\times ${p1} + ${b} \\times ${p2} = ${a * p1 + b * p2}$।`,
          `अतः तीसरी किस्म के ${c} kg का मूल्य $${parts * mean} - ${a * p1 + b * p2} = ${c * p3}$, यानी ₹${p3} प्रति kg।`,
          '',
          `**उत्तर: ₹${p3}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [a, b, c, p1, p2, mean, p3],
      check() {
        // Try every whole-rupee price for the third variety until the weighted average is the mean.
        for (let p = 1; p <= 2000; p++) {
          if (a * p1 + b * p2 + c * p === parts * mean)
            return { kind: 'choice', correct: [options.indexOf(`₹${p}`)] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
