import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { numberChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';

/** p^e in KaTeX (`5` for e = 1). */
const powerTex = (p: number, e: number) => (e === 1 ? `${p}` : `${p}^{${e}}`);

/** 1 + p + … + p^e, as its terms and its value. */
function geometric(p: number, e: number): { terms: number[]; sum: number } {
  const terms = Array.from({ length: e + 1 }, (_, i) => p ** i);
  return { terms, sum: terms.reduce((s, t) => s + t, 0) };
}

/** The sum of all, the odd or the even factors of N, from its prime factorisation. */
export const advancedSumOfFactors: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/sum-of-factors',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Placements', 'GMAT'],
  count: 40,
  generate(rng) {
    const primes = [2, 3, 5, 7];
    let exps: number[];
    let N: number;
    do {
      exps = [rng.int(1, 5), rng.int(0, 3), rng.int(0, 2), rng.int(0, 1)];
      N = primes.reduce((v, p, i) => v * p ** (exps[i] ?? 0), 1);
    } while (N < 100 || N > 5000 || exps.filter((e) => e > 0).length < 2);
    const used = primes.map((p, i) => ({ p, e: exps[i] ?? 0 })).filter((x) => x.e > 0);
    const kind = rng.pick(['all', 'odd', 'even'] as const);
    const sums = used.map((x) => ({ ...x, ...geometric(x.p, x.e) }));
    const sigma = sums.reduce((v, x) => v * x.sum, 1);
    const odd = sums.filter((x) => x.p !== 2).reduce((v, x) => v * x.sum, 1);
    const even = sigma - odd;
    const answer = { all: sigma, odd, even }[kind];
    const count = used.reduce((v, x) => v * (x.e + 1), 1);
    const bracket = (x: (typeof sums)[number], dropOne = false) =>
      `(${(dropOne ? x.terms.slice(1) : x.terms).join(' + ')})`;
    const oddSums = sums.filter((x) => x.p !== 2);
    const two = sums.find((x) => x.p === 2);
    const what = {
      all: { en: 'all the factors', hi: 'सभी गुणनखंडों' },
      odd: { en: 'the odd factors', hi: 'विषम गुणनखंडों' },
      even: { en: 'the even factors', hi: 'सम गुणनखंडों' },
    }[kind];
    const fact = used.map((x) => powerTex(x.p, x.e)).join(' \\times ');
    const product =
      kind === 'all'
        ? sums.map((x) => bracket(x)).join('')
        : kind === 'odd'
          ? oddSums.map((x) => bracket(x)).join('')
          : [two ? bracket(two, true) : '', ...oddSums.map((x) => bracket(x))].join('');
    const values =
      kind === 'all'
        ? sums.map((x) => x.sum)
        : kind === 'odd'
          ? oddSums.map((x) => x.sum)
          : [(two?.sum ?? 1) - 1, ...oddSums.map((x) => x.sum)];
    const rule = {
      all: {
        en: 'Every factor takes one power of each prime, so the sum of the factors is the product of the sums of the powers:',
        hi: 'हर गुणनखंड हर अभाज्य की एक घात लेता है, अतः गुणनखंडों का योग घातों के योगों का गुणनफल है:',
      },
      odd: {
        en: 'An odd factor takes the power $2^0$ only, so multiply the sums of the powers of the odd primes:',
        hi: 'विषम गुणनखंड में 2 की केवल घात $2^0$ आती है, अतः विषम अभाज्यों की घातों के योगों का गुणा करें:',
      },
      even: {
        en: 'An even factor takes at least $2^1$, so leave the 1 out of the bracket of 2:',
        hi: 'सम गुणनखंड में कम से कम $2^1$ आता है, अतः 2 वाले कोष्ठक से 1 हटा दें:',
      },
    }[kind];
    const valueLine = values.length > 1 ? `${values.join(' \\times ')} = ${answer}` : `${answer}`;
    return numberChoiceQuestion(rng, {
      title: { en: 'Sum of the factors of a number', hi: 'किसी संख्या के गुणनखंडों का योग' },
      statement: {
        en: `What is the sum of ${what.en} of ${N}?`,
        hi: `${N} के ${what.hi} का योग क्या है?`,
      },
      answer,
      mistakes: [
        answer - (kind === 'odd' ? N / 2 ** (exps[0] ?? 0) : N), // leaves out the largest factor of that kind
        kind === 'all' ? odd : sigma, // answers another kind of factor sum
        kind === 'even' ? odd : even,
        sums.reduce((v, x) => v * (x.sum - 1), 1), // drops the 1 from every bracket
        count, // counts the factors instead of adding them
      ].filter((v) => v !== answer),
      steps: [
        { en: `$${N} = ${fact}$.`, hi: `$${N} = ${fact}$।` },
        { en: `${rule.en} $${product}$.`, hi: `${rule.hi} $${product}$।` },
        { en: `$= ${valueLine}$.`, hi: `$= ${valueLine}$।` },
      ],
      seconds: 90,
      numbers: [N, answer],
      recompute: () => {
        let s = 0;
        for (let d = 1; d <= N; d++) {
          if (N % d !== 0) continue;
          if (kind === 'all' || (kind === 'odd' && d % 2 === 1) || (kind === 'even' && d % 2 === 0)) s += d;
        }
        return s;
      },
    });
  },
};

/** CAT: how many numbers up to N are co-prime to N, or their sum (Euler's totient, then pairing k with N − k). */
export const advancedCoprimeCount: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/co-prime-numbers',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    let ps: number[];
    let es: number[];
    let N: number;
    do {
      ps = rng
        .shuffle([2, 3, 5, 7, 11, 13])
        .slice(0, 3)
        .sort((x, y) => x - y);
      es = ps.map((p) => rng.int(1, p <= 3 ? 3 : p <= 7 ? 2 : 1));
      N = ps.reduce((v, p, i) => v * p ** (es[i] ?? 1), 1);
    } while (N < 200 || N > 3000);
    const [p, q, r] = ps as [number, number, number];
    const phi = (N / (p * q * r)) * (p - 1) * (q - 1) * (r - 1);
    const askSum = rng.next() < 0.5;
    const answer = askSum ? (N * phi) / 2 : phi;
    const noAddBack = N - N / p - N / q - N / r; // subtracts the multiples without adding the overlaps back
    const lastPrimeMissed = (N / (p * q)) * (p - 1) * (q - 1); // misses one prime
    const bare = (p - 1) * (q - 1) * (r - 1); // ignores the powers
    const lead = N === p * q * r ? '' : `${N / (p * q * r)} \\times `;
    const fact = ps.map((x, i) => powerTex(x, es[i] ?? 1)).join(' \\times ');
    const steps = [
      { en: `$${N} = ${fact}$.`, hi: `$${N} = ${fact}$।` },
      {
        en: `A number is co-prime to ${N} when none of the primes ${p}, ${q}, ${r} divides it. By inclusion–exclusion, the number of such integers from 1 to ${N} is $${N}\\left(1 - \\frac{1}{${p}}\\right)\\left(1 - \\frac{1}{${q}}\\right)\\left(1 - \\frac{1}{${r}}\\right) = ${lead}${p - 1} \\times ${q - 1} \\times ${r - 1} = ${phi}$.`,
        hi: `कोई संख्या ${N} की सह-अभाज्य तब है जब ${p}, ${q}, ${r} में से कोई भी अभाज्य उसे विभाजित न करे। समावेशन–अपवर्जन से 1 से ${N} तक ऐसे पूर्णांकों की संख्या $${N}\\left(1 - \\frac{1}{${p}}\\right)\\left(1 - \\frac{1}{${q}}\\right)\\left(1 - \\frac{1}{${r}}\\right) = ${lead}${p - 1} \\times ${q - 1} \\times ${r - 1} = ${phi}$ है।`,
      },
      ...(askSum
        ? [
            {
              en: `If $k$ is co-prime to ${N}, so is $${N} - k$: the ${phi} numbers form ${phi / 2} pairs, each adding up to ${N}. Sum $= \\frac{${N} \\times ${phi}}{2} = ${answer}$.`,
              hi: `यदि $k$, ${N} का सह-अभाज्य है तो $${N} - k$ भी है: ये ${phi} संख्याएँ ${phi / 2} जोड़े बनाती हैं, हर जोड़े का योग ${N} है। योग $= \\frac{${N} \\times ${phi}}{2} = ${answer}$।`,
            },
          ]
        : []),
    ];
    const brute = () => {
      let count = 0;
      let sum = 0;
      for (let k = 1; k < N; k++) {
        if (gcd(k, N) === 1) {
          count++;
          sum += k;
        }
      }
      return askSum ? sum : count;
    };
    return numberChoiceQuestion(rng, {
      title: { en: 'Numbers co-prime to a given number', hi: 'दी गई संख्या की सह-अभाज्य संख्याएँ' },
      statement: askSum
        ? {
            en: `What is the sum of all the positive integers less than ${N} that are co-prime to ${N}?`,
            hi: `${N} से छोटे उन सभी धनात्मक पूर्णांकों का योग क्या है जो ${N} के सह-अभाज्य हैं?`,
          }
        : {
            en: `How many of the integers from 1 to ${N} are co-prime to ${N}?`,
            hi: `1 से ${N} तक के कितने पूर्णांक ${N} के सह-अभाज्य हैं?`,
          },
      answer,
      mistakes: askSum
        ? [
            N * phi, // forgets to halve the pairs
            (N * noAddBack) / 2, // no overlaps added back
            (N * lastPrimeMissed) / 2, // misses a prime
            (N * (N - 1)) / 2, // adds every number below N
          ]
        : [noAddBack, lastPrimeMissed, bare, N / 2],
      steps,
      seconds: 180,
      numbers: [N, answer],
      recompute: brute,
    });
  },
};
