/**
 * Sequence and series (AP, GP, HP): all the shapes of the topic (docs/question-bank.md), with the
 * exams that ask them.
 * - count-multiples: multiples of k in a range (SSC CGL, RRB NTPC, Bank PO, CAT, Placements)
 * - ap-sum-from-two-terms: sum of N terms of an AP from two terms (SSC CGL, RRB NTPC, Bank PO,
 *   CUET, Placements)
 * - gp-sum-from-two-terms: sum of N terms of a GP from two terms (SSC CGL, Bank PO, CUET, CAT,
 *   Placements)
 * - infinite-gp-sum-of-squares: an infinite GP from its sum and the sum of its squares (CAT, GMAT,
 *   Placements)
 * - nth-term-from-sum: t_n = S_n − S_(n−1) (SSC CGL, RRB NTPC, Bank PO, CUET, Placements)
 *   — sequence-and-series-ap-gp-hp-terms.ts
 * - sum-of-squares-or-cubes: m² + … + n² or m³ + … + n³ (SSC CGL, RRB NTPC, Bank PO, CUET,
 *   Placements) — sequence-and-series-ap-gp-hp-terms.ts
 * - am-gm-hm-relation: GM² = AM × HM for two numbers (SSC CGL, CUET, CAT, Placements)
 *   — sequence-and-series-ap-gp-hp-terms.ts
 * - monthly-savings: months for savings growing by a fixed amount to reach a total (SSC CGL,
 *   RRB NTPC, Bank PO, CUET, Placements) — sequence-and-series-ap-gp-hp-terms.ts
 * - common-terms-of-two-aps (CAT level): terms shared by two finite APs (CAT, SSC CGL, Placements)
 *   — sequence-and-series-ap-gp-hp-cat.ts
 * - greatest-ap-sum (CAT level): the greatest sum of a decreasing AP given by two terms (CAT, GMAT,
 *   Placements) — sequence-and-series-ap-gp-hp-cat.ts
 * - recursive-periodic (CAT level): a far term or sum of a_(n+1) = a_n − a_(n−1) (CAT, GMAT,
 *   Placements) — sequence-and-series-ap-gp-hp-cat.ts
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bracketNegative, fractionTex, termTex } from './katex-math.js';

/** English ordinal for term positions (3rd, 12th). */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** Hindi ordinal: words for the small ones, as in Hindi-medium books (पहला, दूसरा), else 12वाँ. */
function hiOrdinal(n: number): string {
  return { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 6: 'छठा' }[n] ?? `${n}वाँ`;
}

/** CAT TITA / SSC: how many numbers of a range are divisible by k (an AP count). */
export const sequenceCountMultiples: QuestionGenerator = {
  id: 'sequence-and-series-ap-gp-hp/count-multiples',
  topic: 'sequence-and-series-ap-gp-hp',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const kind = rng.pick(['range', 'range', 'digits'] as const);
    const k = rng.int(6, 29);
    let lo: number;
    let hi: number;
    let rangeEn: string;
    let rangeHi: string;
    if (kind === 'digits') {
      const digits = rng.pick([3, 4]);
      lo = 10 ** (digits - 1);
      hi = 10 ** digits - 1;
      rangeEn = `${digits}-digit numbers`;
      rangeHi = `${digits} अंकों की संख्याओं`;
    } else {
      lo = rng.int(10, 300);
      hi = lo + rng.int(150, 900);
      rangeEn = `numbers from ${lo} to ${hi} (both included)`;
      rangeHi = `${lo} से ${hi} तक की संख्याओं (दोनों सहित)`;
    }
    const first = Math.ceil(lo / k) * k;
    const last = Math.floor(hi / k) * k;
    const count = (last - first) / k + 1;
    const statement = {
      en: `How many ${rangeEn} are divisible by ${k}?`,
      hi: `${rangeHi} में से कितनी संख्याएँ ${k} से विभाज्य हैं?`,
    };
    const solution = {
      en: [
        `The multiples of ${k} in the range form an AP with common difference ${k}.`,
        `First term: $${first} = ${k} \\times ${first / k}$; last term: $${last} = ${k} \\times ${last / k}$.`,
        `Number of terms $= \\frac{${last} - ${first}}{${k}} + 1 = ${(last - first) / k} + 1 = ${count}$.`,
        '',
        `**Answer: ${count}**`,
      ].join('\n\n'),
      hi: [
        `इस परिसर में ${k} के गुणज सार्व अंतर ${k} वाली AP बनाते हैं।`,
        `पहला पद: $${first} = ${k} \\times ${first / k}$; अंतिम पद: $${last} = ${k} \\times ${last / k}$।`,
        `पदों की संख्या $= \\frac{${last} - ${first}}{${k}} + 1 = ${(last - first) / k} + 1 = ${count}$।`,
        '',
        `**उत्तर: ${count}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Counting multiples in a range', hi: 'परिसर में गुणजों की गिनती' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: count, tolerance: 0 },
      solution,
      expectedSeconds: 45,
      numbers: [k, count],
      check() {
        // Count them one by one.
        let c = 0;
        for (let x = lo; x <= hi; x++) if (x % k === 0) c++;
        return { kind: 'numeric', value: c, tolerance: 0 };
      },
    };
  },
};

/** Two terms of an AP are given: find the sum of its first N terms. */
export const sequenceApSumFromTwoTerms: QuestionGenerator = {
  id: 'sequence-and-series-ap-gp-hp/ap-sum-from-two-terms',
  topic: 'sequence-and-series-ap-gp-hp',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const a = rng.int(-20, 30);
    const d = rng.pick([-1, 1, 1, 1]) * rng.int(2, 9);
    const m = rng.int(2, 8);
    const n = m + rng.int(3, 12);
    const N = rng.int(12, 30);
    const term = (i: number) => a + (i - 1) * d;
    const sum = (count: number) => (count * (2 * a + (count - 1) * d)) / 2;
    const am = term(m);
    const an = term(n);
    const S = sum(N);
    const { options, correctIndex } = choiceOptions(rng, S, [
      term(N), // gives the N-th term instead of the sum
      (N * (2 * a + N * d)) / 2, // uses N instead of N - 1
      sum(N - 1), // one term short
      N * (a + term(N)), // forgets to halve
    ]);
    const statement = {
      en: `The ${ordinal(m)} term of an arithmetic progression is ${am} and its ${ordinal(n)} term is ${an}. What is the sum of its first ${N} terms?`,
      hi: `एक समांतर श्रेढ़ी (AP) का ${hiOrdinal(m)} पद ${am} और ${hiOrdinal(n)} पद ${an} है। इसके पहले ${N} पदों का योग क्या है?`,
    };
    const lines = (hi: boolean) => [
      `$a_{${n}} - a_{${m}} = ${termTex(n - m, 'd')} = ${an} - ${bracketNegative(am)} = ${an - am}$, ${hi ? 'अतः' : 'so'} $d = ${d}$.`,
      `$a + ${termTex(m - 1, 'd')} = ${am}$ ${hi ? 'से' : 'gives'} $a = ${am} - ${bracketNegative((m - 1) * d)} = ${a}$.`,
      `$S_{${N}} = \\frac{${N}}{2}[2 \\times ${bracketNegative(a)} + ${N - 1} \\times ${bracketNegative(d)}] = \\frac{${N}}{2} \\times ${bracketNegative(2 * a + (N - 1) * d)} = ${S}$.`,
    ];
    const solution = {
      en: [...lines(false), '', `**Answer: ${S}**`].join('\n\n'),
      hi: [...lines(true).map((l) => l.replace(/\.$/, '।')), '', `**उत्तर: ${S}**`].join('\n\n'),
    };
    return {
      title: { en: 'AP sum from two terms', hi: 'दो पदों से AP का योग' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [m, am, n, an, N, S],
      check() {
        // Recover d and a from the two given terms only, then add the terms one by one.
        const dd = (an - am) / (n - m);
        let t = am - (m - 1) * dd;
        let total = 0;
        for (let i = 0; i < N; i++, t += dd) total += t;
        return { kind: 'choice', correct: [options.indexOf(String(total))] };
      },
    };
  },
};

/** Two terms of a GP (an odd number of places apart) are given: find the sum of its first N terms. */
export const sequenceGpSumFromTwoTerms: QuestionGenerator = {
  id: 'sequence-and-series-ap-gp-hp/gp-sum-from-two-terms',
  topic: 'sequence-and-series-ap-gp-hp',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'CAT', 'Placements'],
  generate(rng) {
    // The gap is odd so that r is fixed by its odd power (r^2 = 4 would allow r = -2 too).
    const r = rng.pick([2, 2, 3, -2, -3]);
    const gap = Math.abs(r) === 2 ? rng.pick([1, 3, 3]) : rng.pick([1, 3]);
    const a = rng.pick([-1, 1, 1, 1]) * rng.int(1, 9);
    const m = rng.int(1, 4);
    const n = m + gap;
    const N = rng.int(Math.max(n, 5), Math.abs(r) === 2 ? 9 : 6);
    const term = (i: number) => a * r ** (i - 1);
    const sum = (count: number) => (a * (r ** count - 1)) / (r - 1);
    const S = sum(N);
    const { options, correctIndex } = choiceOptions(rng, S, [
      term(N), // gives the N-th term instead of the sum
      (a * (r ** N - 1)) / (r + 1), // divides by r + 1
      sum(N - 1), // one term short
      (a * (Math.abs(r) ** N - 1)) / (Math.abs(r) - 1), // drops the sign of r
      sum(N + 1),
    ]);
    const am = term(m);
    const an = term(n);
    const ratio = an / am;
    const statement = {
      en: `The ${ordinal(m)} term of a geometric progression is ${am} and its ${ordinal(n)} term is ${an}. What is the sum of its first ${N} terms?`,
      hi: `एक गुणोत्तर श्रेढ़ी (GP) का ${hiOrdinal(m)} पद ${am} और ${hiOrdinal(n)} पद ${an} है। इसके पहले ${N} पदों का योग क्या है?`,
    };
    const lines = (hi: boolean) => [
      `$\\frac{a_{${n}} }{a_{${m}} } = ${gap === 1 ? 'r' : `r^{${gap}}`} = \\frac{${an}}{${am}} = ${ratio}$, ${hi ? 'अतः' : 'so'} $r = ${r}$.`,
      m === 1
        ? `$a = ${a}$.`
        : `$a \\times ${bracketNegative(r)}^{${m - 1}} = ${am}$ ${hi ? 'से' : 'gives'} $a = ${a}$.`,
      `$S_{${N}} = \\frac{a(r^{${N}} - 1)}{r - 1} = \\frac{${bracketNegative(a)} \\times (${bracketNegative(r)}^{${N}} - 1)}{${bracketNegative(r)} - 1} = \\frac{${a * (r ** N - 1)}}{${r - 1}} = ${S}$.`,
    ];
    const solution = {
      en: [...lines(false), '', `**Answer: ${S}**`].join('\n\n'),
      hi: [...lines(true).map((l) => l.replace(/\.$/, '।')), '', `**उत्तर: ${S}**`].join('\n\n'),
    };
    return {
      title: { en: 'GP sum from two terms', hi: 'दो पदों से GP का योग' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [m, am, n, an, N, S],
      check() {
        // Find r by trying small whole ratios against the two given terms, then add term by term.
        const rr = [-3, -2, 2, 3].find((x) => am * x ** gap === an) ?? 0;
        let t = am / rr ** (m - 1);
        let total = 0;
        for (let i = 0; i < N; i++, t *= rr) total += t;
        return { kind: 'choice', correct: [options.indexOf(String(total))] };
      },
    };
  },
};

/** Common ratios of the infinite GP as [numerator, denominator]. */
const RATIOS: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [-1, 2],
  [-1, 3],
  [-1, 4],
  [4, 5],
  [-2, 3],
  [-1, 5],
  [-2, 5],
  [-3, 4],
];

/** Infinite GP: the sum and the sum of squares are given; find the first term. */
export const sequenceInfiniteGpSquares: QuestionGenerator = {
  id: 'sequence-and-series-ap-gp-hp/infinite-gp-sum-of-squares',
  topic: 'sequence-and-series-ap-gp-hp',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  generate(rng) {
    // Build backwards from a and r = p/q so that S = a/(1 - r) and T = a^2/(1 - r^2) are whole numbers.
    let a = 0;
    let p = 1;
    let q = 2;
    let S = 0;
    let T = 0;
    for (;;) {
      [p, q] = rng.pick(RATIOS);
      a = rng.int(2, 60);
      S = (a * q) / (q - p);
      T = (a * a * q * q) / (q * q - p * p);
      if (Number.isInteger(S) && Number.isInteger(T) && T < 10000) break;
    }
    const askRatio = rng.next() < 0.4;
    const secondTerm = (a * p) / q;
    const ratioText = (n: number, d: number) => `$${fractionTex(n, d)}$`;
    let options: string[];
    let correctIndex: number;
    if (askRatio) {
      // Distractors for r: sign lost, (1 + r)/(1 - r) taken as r, 1 - r, and the ratio of the squares' GP.
      const texts = [ratioText(p, q)];
      for (const [n, d] of [
        [-p, q],
        [q + p, q - p],
        [q - p, q],
        [p * p, q * q],
        [1, q + 1],
      ] as [number, number][]) {
        const t = ratioText(n, d);
        if (!texts.includes(t) && texts.length < 4) texts.push(t);
      }
      options = rng.shuffle(texts);
      correctIndex = options.indexOf(ratioText(p, q));
    } else {
      ({ options, correctIndex } = choiceOptions(
        rng,
        a,
        [
          T / S, // stops at a / (1 + r)
          (S * (q + p)) / q, // uses S(1 + r)
          secondTerm, // gives the second term
          S - T / S, // subtracts instead of solving for r
        ].filter((x) => Number.isInteger(x) && x > 0),
      ));
    }
    const rTex = fractionTex(p, q);
    const statement = {
      en: `The sum of an infinite geometric progression is ${S}, and the sum of the squares of its terms is ${T}. What is ${askRatio ? 'the common ratio' : 'the first term'} of the progression?`,
      hi: `एक अनंत गुणोत्तर श्रेढ़ी का योग ${S} है, और उसके पदों के वर्गों का योग ${T} है। श्रेढ़ी ${askRatio ? 'का सार्व अनुपात' : 'का पहला पद'} क्या है?`,
    };
    const lines = (hi: boolean) => [
      hi
        ? `माना पहला पद $a$ और सार्व अनुपात $r$ है ($|r| < 1$)। तब $\\frac{a}{1 - r} = ${S}$ और वर्गों की GP (पहला पद $a^2$, अनुपात $r^2$) से $\\frac{a^2}{1 - r^2} = ${T}$।`
        : `Let the first term be $a$ and the ratio $r$ ($|r| < 1$). Then $\\frac{a}{1 - r} = ${S}$, and the squares form a GP with first term $a^2$ and ratio $r^2$, so $\\frac{a^2}{1 - r^2} = ${T}$.`,
      hi
        ? `दूसरे को पहले से भाग दें: $\\frac{a}{1 + r} = \\frac{${T}}{${S}} = ${fractionTex(T, S)}$।`
        : `Divide the second by the first: $\\frac{a}{1 + r} = \\frac{${T}}{${S}} = ${fractionTex(T, S)}$.`,
      hi
        ? `अब $\\frac{1 + r}{1 - r} = ${S} \\div ${fractionTex(T, S).startsWith('\\') ? `\\left(${fractionTex(T, S)}\\right)` : fractionTex(T, S)} = ${fractionTex(S * S, T)}$, जिससे $r = ${rTex}$।`
        : `Now $\\frac{1 + r}{1 - r} = ${S} \\div ${fractionTex(T, S).startsWith('\\') ? `\\left(${fractionTex(T, S)}\\right)` : fractionTex(T, S)} = ${fractionTex(S * S, T)}$, which gives $r = ${rTex}$.`,
      `$a = ${S}(1 - r) = ${S} \\times ${fractionTex(q - p, q)} = ${a}$${hi ? '।' : '.'}`,
      hi
        ? `जाँच: $\\frac{${a}^2}{1 - ${fractionTex(p * p, q * q)} } = ${T}$।`
        : `Check: $\\frac{${a}^2}{1 - ${fractionTex(p * p, q * q)} } = ${T}$.`,
    ];
    const solution = {
      en: [...lines(false), '', `**Answer: ${askRatio ? ratioText(p, q) : a}**`].join('\n\n'),
      hi: [...lines(true), '', `**उत्तर: ${askRatio ? ratioText(p, q) : a}**`].join('\n\n'),
    };
    return {
      title: { en: 'Infinite GP from its sum and sum of squares', hi: 'योग और वर्गों के योग से अनंत GP' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [S, T, a],
      check() {
        // Try every first term: r follows from the sum, then the sum of squares must match.
        for (let x = 1; x <= 1000; x++) {
          const r = 1 - x / S;
          if (Math.abs(r) < 1 && Math.abs((x * x) / (1 - r * r) - T) < 1e-6) {
            // r = 1 - x/S = (S - x)/S as a reduced fraction.
            const text = askRatio ? ratioText(S - x, S) : String(x);
            return { kind: 'choice', correct: [options.indexOf(text)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
