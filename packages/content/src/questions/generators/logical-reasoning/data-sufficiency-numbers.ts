import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { type DsCase, type DsFact, dsAimed, span, twoOf } from './data-sufficiency-worlds.js';

/**
 * Data sufficiency on numbers: is a positive integer divisible by a given number (yes/no), is x
 * greater than y for integers of a range (signs, squares, sums), and a profit percent from price
 * facts. The worlds are every residue, every pair of integers or every pair of prices.
 */

const YES_NO = (key: string): BilingualText =>
  key === 'yes' ? { en: '"yes"', hi: '"हाँ"' } : { en: '"no"', hi: '"नहीं"' };

// ---------------------------------------------------------------------------------------------
// Divisibility: n is periodic modulo 720 in every fact below, so 1 … 720 covers every case.

const RESIDUES = span(1, 720);

function divisibilityFacts(n: number, rng: Rng): DsFact<number>[] {
  const facts: DsFact<number>[] = [];
  for (const d of [2, 3, 4, 5, 6, 8, 9, 10, 12, 15])
    if (n % d === 0)
      facts.push({
        text: { en: `$n$ is divisible by ${d}.`, hi: `$n$, ${d} से विभाज्य है।` },
        holds: (x) => x % d === 0,
      });
  for (const d of [4, 6, 8, 9]) {
    const r = n % d;
    if (r !== 0)
      facts.push({
        text: {
          en: `When $n$ is divided by ${d}, the remainder is ${r}.`,
          hi: `$n$ को ${d} से भाग देने पर शेषफल ${r} आता है।`,
        },
        holds: (x) => x % d === r,
      });
  }
  for (const s of [4, 8, 9, 16, 27, 36])
    if ((n * n) % s === 0)
      facts.push({
        text: { en: `$n^2$ is divisible by ${s}.`, hi: `$n^2$, ${s} से विभाज्य है।` },
        holds: (x) => (x * x) % s === 0,
      });
  if (n % 2 === 1) facts.push({ text: { en: '$n$ is odd.', hi: '$n$ विषम है।' }, holds: (x) => x % 2 === 1 });
  const a = rng.int(1, 9);
  for (const d of [3, 4, 5, 6])
    if ((n + a) % d === 0)
      facts.push({
        text: { en: `$n + ${a}$ is divisible by ${d}.`, hi: `$n + ${a}$, ${d} से विभाज्य है।` },
        holds: (x) => (x + a) % d === 0,
      });
  return facts;
}

/** Is a positive integer n divisible by K? Facts on divisors, remainders and n². */
export const dataSufficiencyDivisibility: QuestionGenerator = {
  id: 'data-sufficiency/is-it-divisible',
  topic: 'data-sufficiency',
  difficulty: 'medium',
  exams: ['Bank PO', 'CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<number> | undefined => {
      const K = rng.pick([6, 8, 12, 15, 18, 20, 24, 36]);
      const n = rng.next() < 0.5 ? K * rng.int(1, Math.floor(720 / K)) : rng.int(1, 720);
      const [s1, s2] = twoOf(rng, divisibilityFacts(n, rng));
      return {
        title: {
          en: 'Data sufficiency: is the number divisible?',
          hi: 'आँकड़ों की पर्याप्तता: क्या संख्या विभाज्य है?',
        },
        question: {
          en: `$n$ is a positive integer. Is $n$ divisible by ${K}?`,
          hi: `$n$ एक धनात्मक पूर्णांक है। क्या $n$, ${K} से विभाज्य है?`,
        },
        s1,
        s2,
        worlds: () => RESIDUES,
        answerOf: (x) => (x % K === 0 ? 'yes' : 'no'),
        say: YES_NO,
        example: (x) => ({ en: `$n = ${x}$`, hi: `$n = ${x}$` }),
        method: {
          en: `$n$ is divisible by ${K} exactly when it contains every prime power of ${K}; a remainder or a factor of $n^2$ tells only part of that, so test numbers that fit each statement.`,
          hi: `$n$, ${K} से तभी विभाज्य है जब उसमें ${K} की हर अभाज्य घात हो; शेषफल या $n^2$ का गुणनखंड इसका केवल कुछ भाग बताता है, अतः हर कथन पर खरी उतरने वाली संख्याएँ जाँचिए।`,
        },
        numbers: [K],
        seconds: 100,
      };
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Is x > y? Integers from -9 to 9.

interface Pair {
  x: number;
  y: number;
}
const PAIRS: readonly Pair[] = span(-9, 9).flatMap((x) => span(-9, 9).map((y) => ({ x, y })));

function inequalityFacts(p: Pair, rng: Rng): DsFact<Pair>[] {
  const facts: DsFact<Pair>[] = [];
  const add = (en: string, holds: (q: Pair) => boolean, hi = en) => {
    if (holds(p)) facts.push({ text: { en, hi }, holds });
  };
  add('$x > 0$', (q) => q.x > 0);
  add('$x < 0$', (q) => q.x < 0);
  add('$y > 0$', (q) => q.y > 0);
  add('$y < 0$', (q) => q.y < 0);
  add('$xy > 0$', (q) => q.x * q.y > 0);
  add('$xy < 0$', (q) => q.x * q.y < 0);
  add('$x^2 > y^2$', (q) => q.x * q.x > q.y * q.y);
  add('$x^2 < y^2$', (q) => q.x * q.x < q.y * q.y);
  add('$x + y > 0$', (q) => q.x + q.y > 0);
  add('$x + y < 0$', (q) => q.x + q.y < 0);
  add(
    '$y \\ne 0$ and $\\dfrac{x}{y} > 1$',
    (q) => q.y !== 0 && q.x / q.y > 1,
    '$y \\ne 0$ और $\\dfrac{x}{y} > 1$',
  );
  add(
    '$y \\ne 0$ and $\\dfrac{x}{y} < 1$',
    (q) => q.y !== 0 && q.x / q.y < 1,
    '$y \\ne 0$ और $\\dfrac{x}{y} < 1$',
  );
  add('$x^3 > y^3$', (q) => q.x ** 3 > q.y ** 3);
  add('$x^3 < y^3$', (q) => q.x ** 3 < q.y ** 3);
  add('$2^x > 2^y$', (q) => 2 ** q.x > 2 ** q.y);
  add('$2^x < 2^y$', (q) => 2 ** q.x < 2 ** q.y);
  add('$-x < -y$', (q) => -q.x < -q.y);
  add('$-x > -y$', (q) => -q.x > -q.y);
  const d = p.x - p.y;
  add(`$x - y = ${d}$`, (q) => q.x - q.y === d);
  const c = rng.int(-3, 3);
  add(`$x > ${c}$`, (q) => q.x > c);
  add(`$y < ${c}$`, (q) => q.y < c);
  add(`$y > ${c}$`, (q) => q.y > c);
  add(`$x < ${c}$`, (q) => q.x < c);
  const k = rng.int(2, 3);
  add(`$x > ${k}y$`, (q) => q.x > k * q.y);
  add(`$${k}x < y$`, (q) => k * q.x < q.y);
  return facts.map((f) => ({ ...f, text: { en: `${f.text.en}.`, hi: `${f.text.hi}।` } }));
}

/** Is x > y? Sign, square, sum and ratio facts about two integers of a range. */
export const dataSufficiencyIsXGreater: QuestionGenerator = {
  id: 'data-sufficiency/is-x-greater-than-y',
  topic: 'data-sufficiency',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<Pair> | undefined => {
      const p = { x: rng.int(-9, 9), y: rng.int(-9, 9) };
      if (p.x === p.y) return undefined;
      const [s1, s2] = twoOf(rng, inequalityFacts(p, rng));
      return {
        title: { en: 'Data sufficiency: is x greater than y?', hi: 'आँकड़ों की पर्याप्तता: क्या x, y से बड़ा है?' },
        question: {
          en: '$x$ and $y$ are integers with $-9 \\le x \\le 9$ and $-9 \\le y \\le 9$. Is $x > y$?',
          hi: '$x$ और $y$ ऐसे पूर्णांक हैं कि $-9 \\le x \\le 9$ और $-9 \\le y \\le 9$। क्या $x > y$ है?',
        },
        s1,
        s2,
        worlds: () => PAIRS,
        answerOf: (q) => (q.x > q.y ? 'yes' : 'no'),
        say: YES_NO,
        example: (q) => ({ en: `$x = ${q.x}, y = ${q.y}$`, hi: `$x = ${q.x}, y = ${q.y}$` }),
        method: {
          en: 'Look for two pairs that fit a statement, one with $x > y$ and one without; negative numbers, zero and squares are where such pairs hide.',
          hi: 'किसी कथन पर खरे उतरने वाले दो युग्म खोजिए, एक जिसमें $x > y$ हो और एक जिसमें न हो; ऐसे युग्म प्रायः ऋणात्मक संख्याओं, शून्य और वर्गों में मिलते हैं।',
        },
        numbers: [],
        seconds: 110,
      };
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Profit percent from price facts.

interface Deal {
  c: number;
  s: number;
}
const DEALS: readonly Deal[] = span(1, 120).flatMap((a) =>
  span(1, 120).map((b) => ({ c: 10 * a, s: 10 * b })),
);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function percentKey(d: Deal): string {
  const v = ((d.s - d.c) * 100) / d.c;
  return String(Math.round(v * 100) / 100);
}

function sayPercent(key: string): BilingualText {
  const v = Number(key);
  if (v === 0) return { en: 'no profit and no loss', hi: 'न लाभ, न हानि' };
  const round = Number.isInteger(v) ? `${Math.abs(v)}%` : `about ${Math.abs(v)}%`;
  const roundHi = Number.isInteger(v) ? `${Math.abs(v)}%` : `लगभग ${Math.abs(v)}%`;
  return v > 0
    ? { en: `a profit of ${round}`, hi: `${roundHi} लाभ` }
    : { en: `a loss of ${round}`, hi: `${roundHi} हानि` };
}

function profitFacts(d: Deal, rng: Rng): DsFact<Deal>[] {
  const p = d.s - d.c;
  const g = gcd(d.c, d.s);
  const facts: DsFact<Deal>[] = [
    {
      text: { en: `The cost price of the article is ₹${d.c}.`, hi: `वस्तु का क्रय मूल्य ₹${d.c} है।` },
      holds: (e) => e.c === d.c,
    },
    {
      text: { en: `The article was sold for ₹${d.s}.`, hi: `वस्तु ₹${d.s} में बेची गई।` },
      holds: (e) => e.s === d.s,
    },
    {
      text: {
        en: `The cost price and the selling price are in the ratio ${d.c / g} : ${d.s / g}.`,
        hi: `क्रय मूल्य और विक्रय मूल्य का अनुपात ${d.c / g} : ${d.s / g} है।`,
      },
      holds: (e) => e.c * (d.s / g) === e.s * (d.c / g),
    },
    {
      text: {
        en: `The cost price and the selling price together add up to ₹${d.c + d.s}.`,
        hi: `क्रय मूल्य और विक्रय मूल्य का योग ₹${d.c + d.s} है।`,
      },
      holds: (e) => e.c + e.s === d.c + d.s,
    },
  ];
  if (p > 0) {
    facts.push({
      text: { en: `The shopkeeper gained ₹${p} on the sale.`, hi: `दुकानदार को बिक्री पर ₹${p} का लाभ हुआ।` },
      holds: (e) => e.s - e.c === p,
    });
    facts.push({
      text: { en: 'The shopkeeper made a profit on the sale.', hi: 'दुकानदार को बिक्री पर लाभ हुआ।' },
      holds: (e) => e.s > e.c,
    });
  }
  if (p < 0)
    facts.push({
      text: { en: `The shopkeeper lost ₹${-p} on the sale.`, hi: `दुकानदार को बिक्री पर ₹${-p} की हानि हुई।` },
      holds: (e) => e.c - e.s === -p,
    });
  const t = (p * 100) / d.s;
  if (p !== 0 && Number.isInteger(t))
    facts.push({
      text: {
        en: `The ${p > 0 ? 'profit' : 'loss'} is ${Math.abs(t)}% of the selling price.`,
        hi: `${p > 0 ? 'लाभ' : 'हानि'} विक्रय मूल्य का ${Math.abs(t)}% है।`,
      },
      holds: (e) => (e.s - e.c) * 100 === t * e.s,
    });
  const more = 10 * rng.int(1, 5);
  if (d.s + more <= 1200)
    facts.push({
      text: {
        en: `Had the article been sold for ₹${more} more, the selling price would have been ₹${d.s + more}.`,
        hi: `यदि वस्तु ₹${more} अधिक में बेची जाती, तो विक्रय मूल्य ₹${d.s + more} होता।`,
      },
      holds: (e) => e.s + more === d.s + more,
    });
  return facts;
}

/** What is the profit or loss percent? Prices, gains, ratios and sums of prices as statements. */
export const dataSufficiencyProfitPercent: QuestionGenerator = {
  id: 'data-sufficiency/profit-percent',
  topic: 'data-sufficiency',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return dsAimed(rng, (): DsCase<Deal> | undefined => {
      const c = 10 * rng.int(10, 80);
      const pct = rng.pick([-25, -20, -10, 10, 12.5, 20, 25, 30, 40, 50]);
      const s = (c * (100 + pct)) / 100;
      if (!Number.isInteger(s / 10)) return undefined;
      const d = { c, s };
      const [s1, s2] = twoOf(rng, profitFacts(d, rng));
      return {
        title: { en: 'Data sufficiency: profit or loss percent', hi: 'आँकड़ों की पर्याप्तता: लाभ या हानि प्रतिशत' },
        question: {
          en: 'A shopkeeper bought an article and sold it. What was his profit or loss percent?',
          hi: 'एक दुकानदार ने एक वस्तु खरीदी और उसे बेच दिया। उसका लाभ या हानि प्रतिशत क्या था?',
        },
        s1,
        s2,
        worlds: () => DEALS,
        answerOf: percentKey,
        say: sayPercent,
        example: (e) => ({
          en: `cost price ₹${e.c}, selling price ₹${e.s}`,
          hi: `क्रय मूल्य ₹${e.c}, विक्रय मूल्य ₹${e.s}`,
        }),
        method: {
          en: 'The percent needs the ratio of the selling price to the cost price: a ratio fixes it at once, a single price or a gain does not, and two independent prices do.',
          hi: 'प्रतिशत के लिए विक्रय मूल्य और क्रय मूल्य का अनुपात चाहिए: अनुपात से यह तुरंत मिलता है, किसी एक मूल्य या लाभ से नहीं, और दो स्वतंत्र मूल्यों से मिल जाता है।',
        },
        numbers: [],
        seconds: 60,
      };
    });
  },
};
