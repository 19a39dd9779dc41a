import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { capitalise } from '../shared/bilingual-text.js';
import { fractionText } from './katex-math.js';

/** A probability as a reduced fraction text, e.g. 0.25 -> '1/4', 1 -> '1'. */
export const probText = (x: number) => fractionText(x, 100_000);

/** num/den as TeX with its lowest terms, e.g. \frac{10}{36} = \frac{5}{18}. */
export function probTex(num: number, den: number): string {
  const g = gcd(num, den) || 1;
  const raw = `\\frac{${num}}{${den}}`;
  if (g === 1) return raw;
  return den / g === 1 ? `${raw} = ${num / g}` : `${raw} = \\frac{${num / g}}{${den / g}}`;
}

/** Distractors that are probabilities strictly between 0 and 1. */
export const inUnit = (xs: number[]) => xs.filter((x) => Number.isFinite(x) && x > 0 && x < 1);

/** Near misses num ± 1, num ± 2 over den (a slip in the count), used after the modelled mistakes. */
export const nearMisses = (num: number, den: number) =>
  [num + 1, num - 1, num + 2, num - 2].map((m) => m / den);

/** nCr by the multiplicative formula. */
export function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let v = 1;
  for (let i = 1; i <= r; i++) v = (v * (n - r + i)) / i;
  return Math.round(v);
}

/** Ways two dice give the sum t (2..12). */
const waysToSum = (t: number) => (t < 2 || t > 12 ? 0 : 6 - Math.abs(t - 7));

/** Two dice thrown (or one die twice): a condition on the sum, the difference, the product or a number appearing. */
export const probabilityTwoDice: QuestionGenerator = {
  id: 'probability/two-dice',
  topic: 'probability',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const asks = [
      'sumIs',
      'sumAtLeast',
      'sumBelow',
      'sumMultiple',
      'difference',
      'productIs',
      'appears',
      'productEven',
    ] as const;
    const ask = rng.pick(asks);
    const sumBounds: Partial<Record<string, number>> = {
      sumIs: rng.int(3, 11),
      sumAtLeast: rng.int(7, 11),
      sumBelow: rng.int(4, 7),
    };
    const s = sumBounds[ask] ?? 0;
    const m = rng.pick([3, 4, 5]);
    const d = rng.int(1, 4);
    const prod = rng.pick([4, 6, 8, 10, 12, 15, 18, 20, 24, 30]);
    const face = rng.int(1, 6);
    const thrown = rng.pick(['together', 'twice'] as const);
    const sums = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const countedSums: Partial<Record<string, number[]>> = {
      sumIs: [s],
      sumAtLeast: sums.filter((t) => t >= s),
      sumBelow: sums.filter((t) => t < s),
      sumMultiple: sums.filter((t) => t % m === 0),
    };
    const counted = countedSums[ask] ?? [];
    // Products: the factor pairs (a, prod / a) with both factors on a die.
    const factorPairs: string[] = [];
    for (let a = 1; a <= 6; a++) if (prod % a === 0 && prod / a <= 6) factorPairs.push(`(${a}, ${prod / a})`);
    const favourable =
      counted.length > 0
        ? counted.reduce((a, t) => a + waysToSum(t), 0)
        : ((
            {
              difference: 2 * (6 - d),
              productIs: factorPairs.length,
              appears: 36 - 25,
              productEven: 27,
            } as Partial<Record<string, number>>
          )[ask] ?? 0);
    const p = favourable / 36;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        favourable / 21, // counts unordered pairs as the equally likely outcomes
        ask === 'difference' ? (6 - d) / 36 : ask === 'appears' ? 12 / 36 : (favourable - 1) / 36, // one order only / (k, k) counted twice / a pair missed
        1 - p, // the complement
        counted.length > 0 ? counted.length / 11 : 2 / 6, // treats the 11 sums as equally likely / adds the two dice's chances
        (favourable + 1) / 36, // a pair counted twice
        favourable / 12, // adds the faces instead of multiplying
        ...nearMisses(favourable, 36),
      ]),
      probText,
    );
    const askText = {
      sumIs: { en: `the sum of the two numbers is ${s}`, hi: `दोनों संख्याओं का योग ${s} हो` },
      sumAtLeast: {
        en: `the sum of the two numbers is at least ${s}`,
        hi: `दोनों संख्याओं का योग कम से कम ${s} हो`,
      },
      sumBelow: { en: `the sum of the two numbers is less than ${s}`, hi: `दोनों संख्याओं का योग ${s} से कम हो` },
      sumMultiple: {
        en: `the sum of the two numbers is a multiple of ${m}`,
        hi: `दोनों संख्याओं का योग ${m} का गुणज हो`,
      },
      difference: { en: `the two numbers differ by ${d}`, hi: `दोनों संख्याओं का अंतर ${d} हो` },
      productIs: { en: `the product of the two numbers is ${prod}`, hi: `दोनों संख्याओं का गुणनफल ${prod} हो` },
      appears: { en: `the number ${face} appears at least once`, hi: `संख्या ${face} कम से कम एक बार आए` },
      productEven: { en: 'the product of the two numbers is even', hi: 'दोनों संख्याओं का गुणनफल सम हो' },
    }[ask];
    const perSum = counted.map((t) => `${waysToSum(t)}`).join(' + ');
    const step = {
      sums: {
        en: `A sum $t$ comes in $6 - |t - 7|$ ways. ${counted.length === 1 ? 'Sum' : 'Sums'} ${counted.join(', ')}: $${perSum} = ${favourable}$ outcomes.`,
        hi: `योग $t$, $6 - |t - 7|$ तरीकों से आता है। योग ${counted.join(', ')}: $${perSum} = ${favourable}$ परिणाम।`,
      },
      difference: {
        en: `The smaller number can be $1$ to $${6 - d}$, and either throw may give it: $2 \\times ${6 - d} = ${favourable}$ outcomes.`,
        hi: `छोटी संख्या $1$ से $${6 - d}$ तक हो सकती है, और वह किसी भी पासे पर आ सकती है: $2 \\times ${6 - d} = ${favourable}$ परिणाम।`,
      },
      productIs: {
        en: `Ordered factor pairs of ${prod} with both factors from 1 to 6: ${factorPairs.join(', ')}, that is ${favourable} outcomes.`,
        hi: `${prod} के क्रमित गुणनखंड युग्म जिनमें दोनों गुणनखंड 1 से 6 तक हों: ${factorPairs.join(', ')}, यानी ${favourable} परिणाम।`,
      },
      appears: {
        en: `${face} does not appear at all in $5 \\times 5 = 25$ outcomes, so it appears at least once in $36 - 25 = 11$.`,
        hi: `${face} बिल्कुल न आए, ऐसे $5 \\times 5 = 25$ परिणाम हैं, अतः कम से कम एक बार $36 - 25 = 11$ परिणामों में।`,
      },
      productEven: {
        en: 'The product is odd only when both numbers are odd: $3 \\times 3 = 9$ outcomes. So it is even in $36 - 9 = 27$ outcomes.',
        hi: 'गुणनफल तभी विषम होता है जब दोनों संख्याएँ विषम हों: $3 \\times 3 = 9$ परिणाम। अतः सम गुणनफल $36 - 9 = 27$ परिणामों में।',
      },
    }[counted.length > 0 ? 'sums' : (ask as 'difference' | 'productIs' | 'appears' | 'productEven')];
    const setting = {
      together: { en: 'Two fair dice are thrown together.', hi: 'दो निष्पक्ष पासे एक साथ फेंके जाते हैं।' },
      twice: { en: 'A fair die is thrown twice.', hi: 'एक निष्पक्ष पासा दो बार फेंका जाता है।' },
    }[thrown];
    const ans = probText(p);
    return {
      title: { en: 'Throwing two dice', hi: 'दो पासे फेंकना' },
      type: 'single',
      statement: {
        en: `${setting.en} What is the probability that ${askText.en}?`,
        hi: `${setting.hi} प्रायिकता क्या है कि ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Total outcomes $= 6 \\times 6 = 36$, all equally likely.',
          step.en,
          `$P = ${probTex(favourable, 36)}$`,
          '',
          `**Answer: ${ans}**`,
        ].join('\n\n'),
        hi: [
          'कुल परिणाम $= 6 \\times 6 = 36$, सभी समसंभाव्य।',
          step.hi,
          `$P = ${probTex(favourable, 36)}$`,
          '',
          `**उत्तर: ${ans}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers:
        s > 0
          ? [s]
          : ask === 'sumMultiple'
            ? [m]
            : ask === 'difference'
              ? [d]
              : ask === 'productIs'
                ? [prod]
                : ask === 'appears'
                  ? [face]
                  : [],
      check() {
        // Enumerate the 36 outcomes.
        let good = 0;
        for (let a = 1; a <= 6; a++) {
          for (let b = 1; b <= 6; b++) {
            const hit = {
              sumIs: a + b === s,
              sumAtLeast: a + b >= s,
              sumBelow: a + b < s,
              sumMultiple: (a + b) % m === 0,
              difference: Math.abs(a - b) === d,
              productIs: a * b === prod,
              appears: a === face || b === face,
              productEven: (a * b) % 2 === 0,
            }[ask];
            if (hit) good++;
          }
        }
        return { kind: 'choice', correct: [options.indexOf(probText(good / 36))] };
      },
    };
  },
};

/** Kinds of card by rank: the ranks (1 = ace, 11–13 = jack, queen, king) and their names. */
const RANK_KINDS = [
  {
    ranks: [11, 12, 13],
    en: 'a face card',
    hi: 'तस्वीर वाला पत्ता (गुलाम, बेगम या बादशाह)',
    plural: 'face cards',
    pluralHi: 'तस्वीर वाले पत्ते',
  },
  { ranks: [13], en: 'a king', hi: 'बादशाह', plural: 'kings', pluralHi: 'बादशाह' },
  { ranks: [12], en: 'a queen', hi: 'बेगम', plural: 'queens', pluralHi: 'बेगम' },
  { ranks: [1], en: 'an ace', hi: 'इक्का', plural: 'aces', pluralHi: 'इक्के' },
  {
    ranks: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    en: 'a numbered card (2 to 10)',
    hi: 'अंक वाला पत्ता (2 से 10)',
    plural: 'numbered cards',
    pluralHi: 'अंक वाले पत्ते',
  },
];
/** Kinds of card by suit (0 spades, 1 hearts, 2 diamonds, 3 clubs). */
const SUIT_KINDS = [
  { suits: [1], en: 'a heart', hi: 'पान का पत्ता', plural: 'hearts', pluralHi: 'पान के पत्ते' },
  { suits: [0], en: 'a spade', hi: 'हुकुम का पत्ता', plural: 'spades', pluralHi: 'हुकुम के पत्ते' },
  { suits: [2], en: 'a diamond', hi: 'ईंट का पत्ता', plural: 'diamonds', pluralHi: 'ईंट के पत्ते' },
  { suits: [3], en: 'a club', hi: 'चिड़ी का पत्ता', plural: 'clubs', pluralHi: 'चिड़ी के पत्ते' },
  { suits: [1, 2], en: 'a red card', hi: 'लाल पत्ता', plural: 'red cards', pluralHi: 'लाल पत्ते' },
  { suits: [0, 3], en: 'a black card', hi: 'काला पत्ता', plural: 'black cards', pluralHi: 'काले पत्ते' },
];

/** One card from a pack of 52: a rank kind or a suit kind, both, neither, or one but not the other. */
export const probabilityCardFromPack: QuestionGenerator = {
  id: 'probability/card-from-pack',
  topic: 'probability',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const r = rng.pick(RANK_KINDS);
    const s = rng.pick(SUIT_KINDS);
    const ask = rng.pick(['or', 'and', 'neither', 'butNot'] as const);
    const a = r.ranks.length * 4;
    const b = s.suits.length * 13;
    const both = r.ranks.length * s.suits.length;
    const favourable = { or: a + b - both, and: both, neither: 52 - (a + b - both), butNot: a - both }[ask];
    const p = favourable / 52;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit(
        {
          or: [(a + b) / 52, (a + b - 2 * both) / 52, a / 52 + b / 52 - (a / 52) * (b / 52) + 1 / 52, 1 - p], // overlap kept; removed twice
          and: [(a / 52) * (b / 52), (a + b) / 52, a / 52, both / 13], // multiplied as if from two cards; added; one kind only
          neither: [(52 - a - b) / 52, 1 - p, (52 - a) / 52, (52 - b) / 52], // overlap forgotten; complement; one kind only
          butNot: [a / 52, (a - 2 * both) / 52, (a + b - both) / 52, (a - both) / 39],
        }[ask].concat(nearMisses(favourable, 52)),
      ),
      probText,
    );
    const askText = {
      or: { en: `${r.en} or ${s.en}`, hi: `${r.hi} या ${s.hi} हो` },
      and: { en: `${r.en} that is also ${s.en}`, hi: `${r.hi} हो और साथ ही ${s.hi} भी हो` },
      neither: { en: `neither ${r.en} nor ${s.en}`, hi: `न ${r.hi} हो और न ${s.hi}` },
      butNot: { en: `${r.en} but not ${s.en}`, hi: `${r.hi} हो पर ${s.hi} न हो` },
    }[ask];
    const counts = {
      en: `${capitalise(r.plural)}: $${r.ranks.length} \\times 4 = ${a}$; ${s.plural}: $${s.suits.length} \\times 13 = ${b}$; cards of both kinds: $${r.ranks.length} \\times ${s.suits.length} = ${both}$.`,
      hi: `${r.pluralHi}: $${r.ranks.length} \\times 4 = ${a}$; ${s.pluralHi}: $${s.suits.length} \\times 13 = ${b}$; दोनों प्रकार के पत्ते: $${r.ranks.length} \\times ${s.suits.length} = ${both}$।`,
    };
    const step = {
      or: {
        en: `Either kind: $${a} + ${b} - ${both} = ${favourable}$ cards.`,
        hi: `किसी भी प्रकार के: $${a} + ${b} - ${both} = ${favourable}$ पत्ते।`,
      },
      and: { en: `Both kinds: ${favourable} cards.`, hi: `दोनों प्रकार के: ${favourable} पत्ते।` },
      neither: {
        en: `Either kind: $${a} + ${b} - ${both} = ${a + b - both}$, so neither: $52 - ${a + b - both} = ${favourable}$ cards.`,
        hi: `किसी भी प्रकार के: $${a} + ${b} - ${both} = ${a + b - both}$, अतः किसी प्रकार का नहीं: $52 - ${a + b - both} = ${favourable}$ पत्ते।`,
      },
      butNot: {
        en: `First kind only: $${a} - ${both} = ${favourable}$ cards.`,
        hi: `केवल पहले प्रकार के: $${a} - ${both} = ${favourable}$ पत्ते।`,
      },
    }[ask];
    const ans = probText(p);
    return {
      title: { en: 'Drawing a card from a pack', hi: 'ताश की गड्डी से एक पत्ता निकालना' },
      type: 'single',
      statement: {
        en: `A card is drawn at random from a well-shuffled pack of 52 playing cards. What is the probability that it is ${askText.en}?`,
        hi: `52 पत्तों की अच्छी तरह फेंटी गई ताश की गड्डी से यादृच्छिक रूप से एक पत्ता निकाला जाता है। प्रायिकता क्या है कि वह ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'The pack has 4 suits of 13 cards (ace, 2 to 10, jack, queen, king); hearts and diamonds are red, spades and clubs black.',
          counts.en,
          step.en,
          `$P = ${probTex(favourable, 52)}$`,
          '',
          `**Answer: ${ans}**`,
        ].join('\n\n'),
        hi: [
          'गड्डी में 13-13 पत्तों के 4 रंग (सूट) हैं (इक्का, 2 से 10, गुलाम, बेगम, बादशाह); पान और ईंट लाल, हुकुम और चिड़ी काले होते हैं।',
          counts.hi,
          step.hi,
          `$P = ${probTex(favourable, 52)}$`,
          '',
          `**उत्तर: ${ans}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [52],
      check() {
        // Build the 52 cards and test each.
        let good = 0;
        for (let suit = 0; suit < 4; suit++) {
          for (let rank = 1; rank <= 13; rank++) {
            const x = r.ranks.includes(rank);
            const y = s.suits.includes(suit);
            if ({ or: x || y, and: x && y, neither: !x && !y, butNot: x && !y }[ask]) good++;
          }
        }
        return { kind: 'choice', correct: [options.indexOf(probText(good / 52))] };
      },
    };
  },
};

/** n coins tossed: exactly, at least or at most k heads. */
export const probabilityCoinsHeads: QuestionGenerator = {
  id: 'probability/coins-heads',
  topic: 'probability',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const n = rng.int(3, 7);
    const k = rng.int(1, n - 1);
    const ask = rng.pick(['exactly', 'atLeast', 'atMost'] as const);
    const total = 2 ** n;
    const ks = {
      exactly: [k],
      atLeast: Array.from({ length: n - k + 1 }, (_, i) => k + i),
      atMost: Array.from({ length: k + 1 }, (_, i) => i),
    }[ask];
    const favourable = ks.reduce((a, j) => a + choose(n, j), 0);
    const p = favourable / total;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        1 / (n + 1), // takes the n + 1 head counts as equally likely
        ask === 'exactly' ? (choose(n, k) + 1) / total : choose(n, k) / total, // only the "exactly" case
        ks.length / (n + 1), // head counts as equally likely again
        1 - p, // the complement
        ask === 'exactly' ? 1 / total : (favourable - 1) / total, // one arrangement only / all heads or tails missed
        k / n,
        ...nearMisses(favourable, total),
      ]),
      probText,
    );
    const heads = (j: number) => `${j} ${j === 1 ? 'head' : 'heads'}`;
    const askText = {
      exactly: { en: `exactly ${heads(k)}`, hi: `ठीक ${k} चित` },
      atLeast: { en: `at least ${heads(k)}`, hi: `कम से कम ${k} चित` },
      atMost: { en: `at most ${heads(k)}`, hi: `अधिक से अधिक ${k} चित` },
    }[ask];
    // Count the asked head counts, or the other ones (the complement) when they are fewer.
    const others = Array.from({ length: n + 1 }, (_, j) => j).filter((j) => !ks.includes(j));
    const useComplement = others.length < ks.length;
    const listed = useComplement ? others : ks;
    const terms = listed.map((j, i) => `${i ? '{}' : ''}^{${n}}C_{${j}}`).join(' + ');
    const values = listed.map((j) => choose(n, j)).join(' + ');
    const listedSum = listed.reduce((a, j) => a + choose(n, j), 0);
    const ways = listed.length === 1 ? `${terms} = ${listedSum}` : `${terms} = ${values} = ${listedSum}`;
    const countLine = useComplement
      ? {
          en: `Exactly $j$ heads: choose which $j$ coins show heads, $^{${n}}C_j$ ways. Count the rest instead: ${others.length === 1 ? 'head count' : 'head counts'} ${others.join(', ')} take $${ways}$ of the outcomes, so the wanted ones take $${total} - ${listedSum} = ${favourable}$.`,
          hi: `ठीक $j$ चित: कौन-से $j$ सिक्के चित दिखाएँ, यह $^{${n}}C_j$ तरीकों से चुना जाता है। बाकी को गिनें: चित की संख्या ${others.join(', ')} वाले परिणाम $${ways}$ हैं, अतः वांछित परिणाम $${total} - ${listedSum} = ${favourable}$।`,
        }
      : {
          en: `Exactly $j$ heads: choose which $j$ coins show heads, $^{${n}}C_j$ ways. Head counts ${ks.join(', ')}: $${ways}$.`,
          hi: `ठीक $j$ चित: कौन-से $j$ सिक्के चित दिखाएँ, यह $^{${n}}C_j$ तरीकों से चुना जाता है। चित की संख्या ${ks.join(', ')}: $${ways}$।`,
        };
    const ans = probText(p);
    return {
      title: { en: 'Heads when several coins are tossed', hi: 'कई सिक्के उछालने पर चित' },
      type: 'single',
      statement: {
        en: `${n} fair coins are tossed together. What is the probability of getting ${askText.en}?`,
        hi: `${n} निष्पक्ष सिक्के एक साथ उछाले जाते हैं। ${askText.hi} आने की प्रायिकता क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Each coin has 2 outcomes, so there are $2^{${n}} = ${total}$ equally likely outcomes.`,
          countLine.en,
          `$P = ${probTex(favourable, total)}$`,
          '',
          `**Answer: ${ans}**`,
        ].join('\n\n'),
        hi: [
          `हर सिक्के के 2 परिणाम हैं, अतः कुल $2^{${n}} = ${total}$ समसंभाव्य परिणाम।`,
          countLine.hi,
          `$P = ${probTex(favourable, total)}$`,
          '',
          `**उत्तर: ${ans}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [n, k],
      check() {
        // Enumerate all 2^n head/tail patterns as bit masks.
        let good = 0;
        for (let mask = 0; mask < total; mask++) {
          let h = 0;
          for (let i = 0; i < n; i++) h += (mask >> i) & 1;
          if ({ exactly: h === k, atLeast: h >= k, atMost: h <= k }[ask]) good++;
        }
        return { kind: 'choice', correct: [options.indexOf(probText(good / total))] };
      },
    };
  },
};
