/**
 * Mixtures and alligations: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `mixtures-and-alligations/alligation-ratio` – two varieties and a target price: the mixing ratio by the alligation cross – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `mixtures-and-alligations/repeated-replacement` – draw out and replace with water n times: the liquid left – SSC CGL, Bank PO, CAT, RRB NTPC, Placements
 * - `mixtures-and-alligations/two-vessels` – two milk-water mixtures combined to a target ratio: litres from the first – CAT, SSC CGL, Bank PO
 * - `mixtures-and-alligations/add-to-change-ratio` – milk or water added to reach a new ratio: how much – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `mixtures-and-alligations/alloys-melted-together` – two alloys melted in given weights: the ratio of the metals – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `mixtures-and-alligations/third-variety-price` – three varieties in a ratio at a mean price: the price of the third – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `mixtures-and-alligations/part-drawn-off-and-replaced` – what part to draw off and replace with water to reach a weaker ratio – SSC CGL, Bank PO, RRB NTPC, CAT
 * - `mixtures-and-alligations/water-added-for-profit` – milk bought at one price, watered and sold at another with a profit: water to milk – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `mixtures-and-alligations/carat-gold-purity` – pure gold or copper melted into gold of some carat to reach another: grams to add – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `mixtures-and-alligations/profit-then-alligation` (CAT) – selling price and profit give the mean cost, alligation the kg of the cheaper variety – CAT, SSC CGL, Bank PO
 * - `mixtures-and-alligations/transfer-back-and-forth` (CAT) – liquid poured into a vessel of water and the same amount poured back: the ratio in the first – CAT, Bank PO, Placements
 * - `mixtures-and-alligations/replace-with-another-solution` (CAT) – drawn off and replaced with a solution of another strength n times: the final strength – CAT, Bank PO, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

/** A ratio in lowest terms, written the way the exams print it ("2 : 1"). */
function ratioText(a: number, b: number): string {
  const g = gcd(a, b);
  return `${a / g} : ${b / g}`;
}

/**
 * Options for a "ratio" answer: the correct ratio among distinct wrong ratios (compared in lowest
 * terms, so 4 : 2 never sits next to 2 : 1), topped up with neighbouring ratios when mistakes collide.
 */
function ratioOptions(
  rng: Rng,
  correct: [number, number],
  distractors: [number, number][],
): { options: string[]; correctIndex: number } {
  const right = ratioText(...correct);
  const seen = new Set([right]);
  const wrong: string[] = [];
  const fallback: [number, number][] = [];
  for (let step = 1; step <= 6; step++) {
    fallback.push([correct[0] + step, correct[1]], [correct[0], correct[1] + step]);
  }
  for (const [a, b] of [...distractors, ...fallback]) {
    if (a <= 0 || b <= 0) continue;
    const text = ratioText(a, b);
    if (!seen.has(text) && wrong.length < 3) {
      seen.add(text);
      wrong.push(text);
    }
  }
  const options = rng.shuffle([right, ...wrong]);
  return { options, correctIndex: options.indexOf(right) };
}

/** `of` is the Hindi "वाला" form agreeing with the grain's gender (गेहूँ and चावल are masculine). */
const GRAINS = [
  { en: 'rice', hi: 'चावल', of: 'वाले' },
  { en: 'sugar', hi: 'चीनी', of: 'वाली' },
  { en: 'tea', hi: 'चाय', of: 'वाली' },
  { en: 'wheat', hi: 'गेहूँ', of: 'वाले' },
  { en: 'pulses', hi: 'दाल', of: 'वाली' },
  { en: 'coffee', hi: 'कॉफ़ी', of: 'वाली' },
] as const;

/** Coprime pairs p ≠ q: the mixing ratios the alligation question is built from. */
const COPRIME_PAIRS: [number, number][] = [];
for (let p = 1; p <= 7; p++) {
  for (let q = 1; q <= 7; q++) if (p !== q && gcd(p, q) === 1) COPRIME_PAIRS.push([p, q]);
}

/** Two varieties at different prices and a target price: the mixing ratio by the alligation cross. */
export const mixturesAlligationRatio: QuestionGenerator = {
  id: 'mixtures-and-alligations/alligation-ratio',
  topic: 'mixtures-and-alligations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const item = rng.pick(GRAINS);
    const [p, q] = rng.pick(COPRIME_PAIRS);
    const k = rng.int(1, 6);
    const cheap = rng.int(12, 90);
    // Built backwards: with d − c = k(p + q) and m − c = qk, the cross gives (d − m) : (m − c) = p : q.
    const dear = cheap + k * (p + q);
    const mean = cheap + q * k;
    const { options, correctIndex } = ratioOptions(
      rng,
      [p, q],
      [
        [q, p], // puts each difference under its own ingredient (the cross read the wrong way round)
        [p, p + q], // compares one part with the whole price range
        [p + q, q], // uses the whole range d − c in place of d − m
        [q, p + q],
      ],
    );
    const crossText = k === 1 ? `${p} : ${q}` : `${dear - mean} : ${mean - cheap} = ${p} : ${q}`;
    const statement = {
      en: `In what ratio must ${item.en} costing ₹${cheap} per kg be mixed with ${item.en} costing ₹${dear} per kg so that the mixture is worth ₹${mean} per kg?`,
      hi: `₹${cheap} प्रति kg ${item.of} ${item.hi} को ₹${dear} प्रति kg ${item.of} ${item.hi} के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${mean} प्रति kg हो?`,
    };
    const solution = {
      en: [
        `Alligation cross: cheaper $${cheap}$, dearer $${dear}$, mean $${mean}$.`,
        `Cheaper : dearer $= (${dear} - ${mean}) : (${mean} - ${cheap}) = ${crossText}$.`,
        `Check: $\\frac{${p} \\times ${cheap} + ${q} \\times ${dear}}{${p + q}} = \\frac{${p * cheap + q * dear}}{${p + q}} = ${mean}$.`,
        '',
        `**Answer: ${p} : ${q}**`,
      ].join('\n\n'),
      hi: [
        `एलीगेशन क्रॉस: सस्ती $${cheap}$, महँगी $${dear}$, माध्य $${mean}$।`,
        `सस्ती : महँगी $= (${dear} - ${mean}) : (${mean} - ${cheap}) = ${crossText}$।`,
        `जाँच: $\\frac{${p} \\times ${cheap} + ${q} \\times ${dear}}{${p + q}} = \\frac{${p * cheap + q * dear}}{${p + q}} = ${mean}$।`,
        '',
        `**उत्तर: ${p} : ${q}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Mixing ratio by alligation', hi: 'एलीगेशन से मिश्रण का अनुपात' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [cheap, dear, mean],
      check() {
        // Weighted average: the right ratio a : b is the one whose mix costs exactly the mean price.
        const index = options.findIndex((text) => {
          const [a, b] = text.split(' : ').map(Number);
          return a !== undefined && b !== undefined && a * cheap + b * dear === mean * (a + b);
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

const LIQUIDS = [
  { en: 'pure milk', hi: 'शुद्ध दूध', short: { en: 'milk', hi: 'दूध' } },
  { en: 'pure alcohol', hi: 'शुद्ध अल्कोहल', short: { en: 'alcohol', hi: 'अल्कोहल' } },
  { en: 'pure fruit juice', hi: 'शुद्ध फलों का रस', short: { en: 'juice', hi: 'रस' } },
] as const;

/** Replacement set-ups (V, x, n) whose remaining pure liquid V(1 − x/V)^n is a whole number of litres. */
const REPLACEMENTS: { volume: number; out: number; times: number; kept: number; of: number }[] = [];
for (const of of [3, 4, 5, 6, 8, 10]) {
  for (let kept = Math.ceil(of / 2); kept < of; kept++) {
    if (gcd(kept, of) !== 1) continue;
    for (const times of [2, 3]) {
      // The volume is a multiple of of^times so that every step leaves whole litres.
      for (let m = 1; m * of ** times <= 800; m++) {
        const volume = m * of ** times;
        if (volume >= 20) REPLACEMENTS.push({ volume, out: (volume / of) * (of - kept), times, kept, of });
      }
    }
  }
}

/** Repeated draw-and-replace: pure liquid (or water) left after n operations. */
export const mixturesRepeatedReplacement: QuestionGenerator = {
  id: 'mixtures-and-alligations/repeated-replacement',
  topic: 'mixtures-and-alligations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'RRB NTPC', 'Placements'],
  generate(rng) {
    const liquid = rng.pick(LIQUIDS);
    const { volume, out, times, kept, of } = rng.pick(REPLACEMENTS);
    const askWater = rng.next() < 0.5;
    const pure = (volume * kept ** times) / of ** times;
    const water = volume - pure;
    const answer = askWater ? water : pure;
    const oneLess = (volume * kept ** (times - 1)) / of ** (times - 1);
    const wrong = askWater
      ? [
          times * out, // adds the water poured in each time, forgetting that some of it is drawn out again
          pure, // answers the pure liquid instead of the water
          volume - oneLess, // counts one operation too few
          volume - (volume * kept ** (times + 1)) / of ** (times + 1), // one operation too many
        ]
      : [
          volume - times * out, // subtracts x each time as if only pure liquid were ever drawn out
          water, // answers the water instead of the pure liquid
          oneLess, // counts one operation too few
          (volume * kept ** (times + 1)) / of ** (times + 1), // one operation too many
        ];
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wrong.filter((w) => w > 0 && Number.isInteger(w)),
    );
    const what = askWater
      ? { en: 'How many litres of water', hi: 'कितने लीटर पानी' }
      : { en: `How many litres of ${liquid.short.en}`, hi: `कितने लीटर ${liquid.short.hi}` };
    const statement = {
      en: `A container holds ${volume} litres of ${liquid.en}. ${out} litres are drawn out and replaced with water. This is done ${times} times in all. ${what.en} does the container now hold?`,
      hi: `एक बर्तन में ${volume} लीटर ${liquid.hi} है। इसमें से ${out} लीटर निकालकर उतना ही पानी डाला जाता है। यह कुल ${times} बार किया जाता है। अब बर्तन में ${what.hi} है?`,
    };
    const formula = `${volume}\\left(1 - \\frac{${out}}{${volume}}\\right)^{${times}} = ${volume} \\times \\left(\\frac{${kept}}{${of}}\\right)^{${times}} = ${pure}`;
    const solution = {
      en: [
        `Each operation keeps $1 - \\frac{${out}}{${volume}} = \\frac{${kept}}{${of}}$ of the ${liquid.short.en} that was there.`,
        `${liquid.short.en[0]?.toUpperCase()}${liquid.short.en.slice(1)} left after ${times} operations $= ${formula}$ litres.`,
        ...(askWater ? [`Water $= ${volume} - ${pure} = ${water}$ litres.`] : []),
        '',
        `**Answer: ${answer} litres**`,
      ].join('\n\n'),
      hi: [
        `हर बार पहले से मौजूद ${liquid.short.hi} का $1 - \\frac{${out}}{${volume}} = \\frac{${kept}}{${of}}$ भाग बचता है।`,
        `${times} बार के बाद बचा ${liquid.short.hi} $= ${formula}$ लीटर।`,
        ...(askWater ? [`पानी $= ${volume} - ${pure} = ${water}$ लीटर।`] : []),
        '',
        `**उत्तर: ${answer} लीटर**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Repeated replacement', hi: 'बार-बार प्रतिस्थापन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [volume, out, times, answer],
      check() {
        // Simulate the operations: each draw removes pure liquid and water in their current proportion.
        let liquidLeft = volume;
        let waterIn = 0;
        for (let i = 0; i < times; i++) {
          const drawnPure = (out * liquidLeft) / (liquidLeft + waterIn);
          const drawnWater = out - drawnPure;
          liquidLeft -= drawnPure;
          waterIn = waterIn - drawnWater + out;
        }
        const value = Math.round(askWater ? waterIn : liquidLeft);
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

const MILK_RATIOS: [number, number][] = [
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [7, 1],
  [3, 2],
  [5, 2],
  [7, 2],
  [4, 3],
  [5, 3],
  [7, 3],
  [5, 4],
  [7, 4],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 4],
  [3, 5],
  [2, 5],
];

interface TwoVessels {
  a: [number, number];
  b: [number, number];
  target: [number, number];
  /** Parts of A and of B in the mix, in lowest terms. */
  partsA: number;
  partsB: number;
}

/** Vessel pairs and a target between them whose mixing ratio is small and whose common total is small. */
const TWO_VESSELS: TwoVessels[] = [];
for (const a of MILK_RATIOS) {
  for (const b of MILK_RATIOS) {
    for (const target of MILK_RATIOS) {
      const [la, lb, lt] = [a[0] + a[1], b[0] + b[1], target[0] + target[1]];
      const whole = lcm(lcm(la, lb), lt);
      if (whole > 60 || a === b) continue;
      // Milk in every `whole` litres of each mixture: whole numbers, so the cross has no fractions.
      const [ma, mb, mt] = [(a[0] * whole) / la, (b[0] * whole) / lb, (target[0] * whole) / lt];
      if (!((ma < mt && mt < mb) || (mb < mt && mt < ma))) continue;
      const [x, y] = [Math.abs(mt - mb), Math.abs(ma - mt)];
      const g = gcd(x, y);
      if (x / g + y / g <= 9) TWO_VESSELS.push({ a, b, target, partsA: x / g, partsB: y / g });
    }
  }
}

/** Two milk-water mixtures are combined to a target ratio: litres needed from the first vessel (TITA). */
export const mixturesTwoVessels: QuestionGenerator = {
  id: 'mixtures-and-alligations/two-vessels',
  topic: 'mixtures-and-alligations',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO'],
  generate(rng) {
    const { a, b, target, partsA, partsB } = rng.pick(TWO_VESSELS);
    const unit = rng.int(2, Math.max(2, Math.floor(120 / (partsA + partsB))));
    const total = unit * (partsA + partsB);
    const fromA = unit * partsA;
    const fromB = total - fromA;
    const [la, lb, lt] = [a[0] + a[1], b[0] + b[1], target[0] + target[1]];
    const whole = lcm(lcm(la, lb), lt);
    const [ma, mb, mt] = [(a[0] * whole) / la, (b[0] * whole) / lb, (target[0] * whole) / lt];
    const [diffA, diffB] = [Math.abs(mt - mb), Math.abs(ma - mt)];
    // Show the reduction step only when the differences are not already in lowest terms.
    const crossText =
      diffA === partsA ? `${partsA} : ${partsB}` : `${diffA} : ${diffB} = ${partsA} : ${partsB}`;
    const statement = {
      en: `Vessel A contains milk and water in the ratio ${a[0]} : ${a[1]}, and vessel B contains them in the ratio ${b[0]} : ${b[1]}. How many litres must be taken from vessel A, with the rest from vessel B, to make ${total} litres of a mixture with milk and water in the ratio ${target[0]} : ${target[1]}?`,
      hi: `बर्तन A में दूध और पानी का अनुपात ${a[0]} : ${a[1]} है, और बर्तन B में ${b[0]} : ${b[1]} है। दूध और पानी के ${target[0]} : ${target[1]} अनुपात वाला ${total} लीटर मिश्रण बनाने के लिए बर्तन A से कितने लीटर लेने होंगे (शेष बर्तन B से)?`,
    };
    const solution = {
      en: [
        `Compare the milk in every ${whole} litres: A has $\\frac{${a[0]}}{${la}} \\times ${whole} = ${ma}$, B has $\\frac{${b[0]}}{${lb}} \\times ${whole} = ${mb}$, the target has $\\frac{${target[0]}}{${lt}} \\times ${whole} = ${mt}$.`,
        `Alligation: A : B $= |${mt} - ${mb}| : |${ma} - ${mt}| = ${crossText}$.`,
        `From A: $\\frac{${partsA}}{${partsA + partsB}} \\times ${total} = ${fromA}$ litres (and ${fromB} litres from B).`,
        '',
        `**Answer: ${fromA}**`,
      ].join('\n\n'),
      hi: [
        `हर ${whole} लीटर में दूध की तुलना करें: A में $\\frac{${a[0]}}{${la}} \\times ${whole} = ${ma}$, B में $\\frac{${b[0]}}{${lb}} \\times ${whole} = ${mb}$, लक्ष्य मिश्रण में $\\frac{${target[0]}}{${lt}} \\times ${whole} = ${mt}$।`,
        `एलीगेशन: A : B $= |${mt} - ${mb}| : |${ma} - ${mt}| = ${crossText}$।`,
        `A से: $\\frac{${partsA}}{${partsA + partsB}} \\times ${total} = ${fromA}$ लीटर (और B से ${fromB} लीटर)।`,
        '',
        `**उत्तर: ${fromA}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Mixing two mixtures', hi: 'दो मिश्रणों को मिलाना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: fromA, tolerance: 0 },
      solution,
      expectedSeconds: 150,
      numbers: [total, fromA],
      check() {
        // Try every whole number of litres from A and keep the one whose milk share is exactly the target.
        for (let q = 0; q <= total; q++) {
          // milk = q·a0/la + (total − q)·b0/lb, compared with total·t0/lt without fractions.
          const milkTimes = q * a[0] * lb + (total - q) * b[0] * la;
          if (milkTimes * lt === total * target[0] * la * lb)
            return { kind: 'numeric', value: q, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
