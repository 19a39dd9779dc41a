import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const nCr = (n: number, r: number): number => {
  if (r < 0 || r > n) return 0;
  let v = 1;
  for (let i = 1; i <= r; i++) v = (v * (n - r + i)) / i;
  return Math.round(v);
};
const popcount = (x: number) => {
  let c = 0;
  for (let y = x; y; y >>= 1) c += y & 1;
  return c;
};

/** Sets of n elements written out, by style. */
const ELEMENTS = [
  (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i)), // a, b, c, …
  (n: number) => Array.from({ length: n }, (_, i) => String(2 * (i + 1))), // 2, 4, 6, …
  (n: number) => [2, 3, 5, 7, 11, 13, 17, 19].slice(0, n).map(String), // primes
  (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)), // 1, 2, 3, …
];

/** Subsets of a written-out set: all, proper, containing a given element, or of a given size. */
export const setTheoryCountingSubsets: QuestionGenerator = {
  id: 'set-theory/counting-subsets',
  topic: 'set-theory',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const n = rng.int(3, 8);
    const elements = rng.pick(ELEMENTS)(n);
    const ask = rng.pick(['all', 'proper', 'containing', 'sizeK'] as const);
    const k = rng.int(2, n - 1);
    const given = rng.pick(elements);
    const value = { all: 2 ** n, proper: 2 ** n - 1, containing: 2 ** (n - 1), sizeK: nCr(n, k) }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        all: [2 ** n - 1, n * n, 2 * n, 2 ** (n + 1)], // leaves out the empty set; squares; doubles
        proper: [2 ** n, 2 ** n - 2, 2 ** (n - 1), n], // the set itself kept; the empty set also dropped
        containing: [2 ** n, 2 ** (n - 1) - 1, n - 1, 2 ** n - 1], // every subset; the empty one removed
        sizeK: [2 ** k, n * k, nCr(n, k) * 2, 2 ** n - 1], // 2^k; n·k; arrangements instead of selections
      }[ask].filter((x) => x > 0 && x !== value),
    );
    const set = `\\{${elements.join(', ')}\\}`;
    const question = {
      all: { en: 'How many subsets does $A$ have?', hi: '$A$ के कितने उपसमुच्चय हैं?' },
      proper: { en: 'How many proper subsets does $A$ have?', hi: '$A$ के कितने उचित उपसमुच्चय हैं?' },
      containing: {
        en: `How many subsets of $A$ contain the element ${given}?`,
        hi: `$A$ के कितने उपसमुच्चयों में अवयव ${given} है?`,
      },
      sizeK: {
        en: `How many subsets of $A$ have exactly ${k} elements?`,
        hi: `$A$ के कितने उपसमुच्चयों में ठीक ${k} अवयव हैं?`,
      },
    }[ask];
    const steps = {
      all: {
        en: `Each of the ${n} elements is either in a subset or not: $2^{${n}} = ${value}$ subsets (the empty set and $A$ itself included).`,
        hi: `${n} अवयवों में से हर एक किसी उपसमुच्चय में या तो है या नहीं: $2^{${n}} = ${value}$ उपसमुच्चय (रिक्त समुच्चय और स्वयं $A$ सहित)।`,
      },
      proper: {
        en: `All subsets: $2^{${n}} = ${2 ** n}$. A proper subset is any subset except $A$ itself: $${2 ** n} - 1 = ${value}$.`,
        hi: `कुल उपसमुच्चय: $2^{${n}} = ${2 ** n}$। उचित उपसमुच्चय स्वयं $A$ को छोड़कर कोई भी उपसमुच्चय है: $${2 ** n} - 1 = ${value}$।`,
      },
      containing: {
        en: `Put ${given} in; each of the other $${n} - 1 = ${n - 1}$ elements is in or out: $2^{${n - 1}} = ${value}$.`,
        hi: `${given} को शामिल करें; बाकी $${n} - 1 = ${n - 1}$ अवयवों में से हर एक शामिल है या नहीं: $2^{${n - 1}} = ${value}$।`,
      },
      sizeK: {
        en: `Choose ${k} of the ${n} elements: $^{${n}}C_{${k}} = ${value}$.`,
        hi: `${n} अवयवों में से ${k} चुनें: $^{${n}}C_{${k}} = ${value}$।`,
      },
    }[ask];
    return {
      title: { en: 'Counting subsets', hi: 'उपसमुच्चयों की गिनती' },
      type: 'single',
      statement: { en: `Let $A = ${set}$. ${question.en}`, hi: `माना $A = ${set}$। ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [`$A$ has ${n} elements.`, steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [`$A$ में ${n} अवयव हैं।`, steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 35,
      numbers: [value],
      check() {
        // List every subset as a bit mask.
        const at = elements.indexOf(given);
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const size = popcount(mask);
          if ({ all: true, proper: size < n, containing: ((mask >> at) & 1) === 1, sizeK: size === k }[ask])
            count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Cartesian products: n(A × B), relations from A to B, n(B) from n(A × B), or n((A × B) ∩ (B × A)). */
export const setTheoryCartesianProduct: QuestionGenerator = {
  id: 'set-theory/cartesian-product',
  topic: 'set-theory',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['product', 'relations', 'findB', 'common'] as const);
    const p = rng.int(2, ask === 'relations' ? 4 : 9);
    const q = rng.int(2, ask === 'relations' ? Math.floor(12 / p) : 9);
    const c = rng.int(1, Math.min(p, q) - (p === q ? 1 : 0));
    const value = { product: p * q, relations: 2 ** (p * q), findB: q, common: c * c }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        product: [p + q, 2 ** (p + q), p * q * 2, (p + q) * 2], // adds the sizes
        relations: [p * q, 2 ** (p + q), 2 ** (p * q) - 1, (p * q) ** 2], // the pairs, not the sets of pairs
        findB: [p * q - p, q + 1, p, q * 2],
        common: [c, 2 * c, p * q - c, c * c * 2], // the common elements, not pairs of them
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const statement = {
      product: {
        en: `Set $A$ has ${p} elements and set $B$ has ${q} elements. How many elements does $A \\times B$ have?`,
        hi: `समुच्चय $A$ में ${p} अवयव और समुच्चय $B$ में ${q} अवयव हैं। $A \\times B$ में कितने अवयव हैं?`,
      },
      relations: {
        en: `Set $A$ has ${p} elements and set $B$ has ${q} elements. How many different relations from $A$ to $B$ are there?`,
        hi: `समुच्चय $A$ में ${p} अवयव और समुच्चय $B$ में ${q} अवयव हैं। $A$ से $B$ तक कितने अलग-अलग संबंध हैं?`,
      },
      findB: {
        en: `Set $A$ has ${p} elements and $A \\times B$ has ${p * q} elements. How many elements does $B$ have?`,
        hi: `समुच्चय $A$ में ${p} अवयव हैं और $A \\times B$ में ${p * q} अवयव हैं। $B$ में कितने अवयव हैं?`,
      },
      common: {
        en: `Sets $A$ and $B$ have ${p} and ${q} elements, and ${c} ${c === 1 ? 'element is' : 'elements are'} common to both. How many elements does $(A \\times B) \\cap (B \\times A)$ have?`,
        hi: `समुच्चय $A$ और $B$ में क्रमशः ${p} और ${q} अवयव हैं, और ${c} ${c === 1 ? 'अवयव दोनों में उभयनिष्ठ है' : 'अवयव दोनों में उभयनिष्ठ हैं'}। $(A \\times B) \\cap (B \\times A)$ में कितने अवयव हैं?`,
      },
    }[ask];
    const steps = {
      product: {
        en: `$A \\times B$ holds the ordered pairs $(a, b)$: $n(A \\times B) = ${p} \\times ${q} = ${value}$.`,
        hi: `$A \\times B$ में क्रमित युग्म $(a, b)$ हैं: $n(A \\times B) = ${p} \\times ${q} = ${value}$।`,
      },
      relations: {
        en: `A relation from $A$ to $B$ is any subset of $A \\times B$, which has $${p} \\times ${q} = ${p * q}$ pairs: $2^{${p * q}} = ${value}$ relations.`,
        hi: `$A$ से $B$ तक कोई भी संबंध $A \\times B$ का एक उपसमुच्चय है, जिसमें $${p} \\times ${q} = ${p * q}$ युग्म हैं: $2^{${p * q}} = ${value}$ संबंध।`,
      },
      findB: {
        en: `$n(A \\times B) = n(A) \\times n(B)$, so $n(B) = \\frac{${p * q}}{${p}} = ${value}$.`,
        hi: `$n(A \\times B) = n(A) \\times n(B)$, अतः $n(B) = \\frac{${p * q}}{${p}} = ${value}$।`,
      },
      common: {
        en: `A pair $(x, y)$ is in both products exactly when $x$ and $y$ are both in $A \\cap B$: $(A \\times B) \\cap (B \\times A) = (A \\cap B) \\times (A \\cap B)$, with $${c} \\times ${c} = ${value}$ elements.`,
        hi: `युग्म $(x, y)$ दोनों गुणनफलों में ठीक तब है जब $x$ और $y$ दोनों $A \\cap B$ में हों: $(A \\times B) \\cap (B \\times A) = (A \\cap B) \\times (A \\cap B)$, जिसमें $${c} \\times ${c} = ${value}$ अवयव हैं।`,
      },
    }[ask];
    return {
      title: { en: 'Cartesian products and relations', hi: 'कार्तीय गुणनफल और संबंध' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: ask === 'findB' ? [p, p * q] : ask === 'common' ? [p, q, c] : [p, q],
      check() {
        // Real sets: A = 0..p-1, B = p-c..p-c+q-1 (c in common). Build the pairs and count.
        const A = Array.from({ length: p }, (_, i) => i);
        const B = Array.from({ length: q }, (_, i) => p - c + i);
        const AxB = A.flatMap((x) => B.map((y) => `${x},${y}`));
        const BxA = new Set(B.flatMap((x) => A.map((y) => `${x},${y}`)));
        let v = 0;
        if (ask === 'product') v = AxB.length;
        else if (ask === 'relations') v = 2 ** AxB.length;
        else if (ask === 'findB')
          for (let size = 1; size * p <= p * q; size++) v = size * p === AxB.length ? size : v;
        else v = AxB.filter((pair) => BxA.has(pair)).length;
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};

/** Triples of divisors for the multiples question (pairwise coprime, so the overlaps are products). */
const DIVISOR_TRIPLES: [number, number, number][] = [
  [2, 3, 5],
  [2, 3, 7],
  [2, 5, 7],
  [3, 5, 7],
  [2, 3, 11],
  [3, 4, 5],
];

/** Whole numbers up to N divisible by at least one, or by none, of three numbers (inclusion–exclusion). */
export const setTheoryMultiplesUpToN: QuestionGenerator = {
  id: 'set-theory/multiples-inclusion-exclusion',
  topic: 'set-theory',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [a, b, c] = rng.pick(DIVISOR_TRIPLES);
    const N = rng.int(10, 100) * 10;
    const ask = rng.pick(['atLeastOne', 'none'] as const);
    const f = (d: number) => Math.floor(N / d);
    const singles = [f(a), f(b), f(c)];
    const pairs = [f(lcm(a, b)), f(lcm(b, c)), f(lcm(a, c))];
    const all = f(lcm(lcm(a, b), c));
    const s1 = singles.reduce((x, y) => x + y, 0);
    const s2 = pairs.reduce((x, y) => x + y, 0);
    const union = s1 - s2 + all;
    const value = ask === 'atLeastOne' ? union : N - union;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'atLeastOne'
        ? [s1, s1 - s2, s1 - s2 - all, N - union] // overlaps not removed; all three not added back
        : [N - s1, N - s1 + s2, N - (s1 - s2) + all, union]
      ).filter((x) => x > 0 && x !== value),
    );
    const askText =
      ask === 'atLeastOne'
        ? {
            en: `divisible by at least one of ${a}, ${b} and ${c}`,
            hi: `${a}, ${b} और ${c} में से कम से कम एक से विभाज्य हैं`,
          }
        : {
            en: `divisible by none of ${a}, ${b} and ${c}`,
            hi: `${a}, ${b} और ${c} में से किसी से भी विभाज्य नहीं हैं`,
          };
    const fl = (d: number) => `\\lfloor ${N}/${d} \\rfloor = ${f(d)}`;
    return {
      title: { en: 'Multiples of three numbers up to N', hi: 'N तक तीन संख्याओं के गुणज' },
      type: 'single',
      statement: {
        en: `How many of the whole numbers from 1 to ${N} are ${askText.en}?`,
        hi: `1 से ${N} तक की पूर्ण संख्याओं में से कितनी ${askText.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Multiples of each: $${fl(a)}$, $${fl(b)}$, $${fl(c)}$; sum $${s1}$.`,
          `Multiples of two of them (of the LCM): $${fl(lcm(a, b))}$, $${fl(lcm(b, c))}$, $${fl(lcm(a, c))}$; sum $${s2}$. Of all three: $${fl(lcm(lcm(a, b), c))}$.`,
          `At least one (inclusion–exclusion): $${s1} - ${s2} + ${all} = ${union}$.`,
          ...(ask === 'none' ? [`None: $${N} - ${union} = ${value}$.`] : []),
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `हर एक के गुणज: $${fl(a)}$, $${fl(b)}$, $${fl(c)}$; योग $${s1}$।`,
          `दो-दो के गुणज (उनके ल.स. के): $${fl(lcm(a, b))}$, $${fl(lcm(b, c))}$, $${fl(lcm(a, c))}$; योग $${s2}$। तीनों के: $${fl(lcm(lcm(a, b), c))}$।`,
          `कम से कम एक (समावेश–अपवर्जन): $${s1} - ${s2} + ${all} = ${union}$।`,
          ...(ask === 'none' ? [`किसी से नहीं: $${N} - ${union} = ${value}$।`] : []),
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [N, a, b, c],
      check() {
        // Test every number.
        let count = 0;
        for (let x = 1; x <= N; x++) {
          const hit = x % a === 0 || x % b === 0 || x % c === 0;
          if (hit === (ask === 'atLeastOne')) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};
