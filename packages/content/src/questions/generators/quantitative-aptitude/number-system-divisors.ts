import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** A number as a product of prime powers in KaTeX: 2^{4} \times 3^{2} (a power 1 is written bare). */
function factorTex(factors: readonly (readonly [number, number])[]): string {
  return factors.map(([p, e]) => (e === 1 ? String(p) : `${p}^{${e}}`)).join(' \\times ');
}

/** How many of a number's divisors are even, or how many are odd, from its prime factorisation. */
export const numberSystemEvenOddDivisors: QuestionGenerator = {
  id: 'number-system/even-odd-divisors',
  topic: 'number-system',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let factors: [number, number][] = [[2, 3]];
    let n = 8;
    // A power of 2 and one or two odd primes, so there are both even and odd divisors.
    for (let tries = 0; tries < 100; tries++) {
      const odd = rng.shuffle([3, 5, 7, 11]).slice(0, rng.int(1, 2));
      odd.sort((x, y) => x - y);
      factors = [[2, rng.int(1, 5)], ...odd.map((p): [number, number] => [p, rng.int(1, p === 3 ? 3 : 2)])];
      n = factors.reduce((v, [p, e]) => v * p ** e, 1);
      if (n >= 100 && n <= 9999) break;
    }
    const even = rng.pick([true, false]);
    const a = factors[0]?.[1] ?? 1;
    const oddFactors = factors.slice(1);
    const oddCount = oddFactors.reduce((c, [, e]) => c * (e + 1), 1);
    const total = (a + 1) * oddCount;
    const evenCount = a * oddCount;
    const answer = even ? evenCount : oddCount;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      even
        ? [
            total, // counts every divisor
            oddCount, // counts the odd ones instead
            total - 1, // leaves out only the divisor 1
            ...(a > 1 ? [(a - 1) * oddCount] : []), // drops the power 2^1 as well as 2^0
          ]
        : [
            evenCount, // counts the even ones instead
            total, // counts every divisor
            oddCount - 1, // leaves out the divisor 1
            (a + 1) * oddCount - a, // a slip in removing the powers of 2
          ],
    );
    const oddTex = oddFactors.map(([, e]) => `(${e} + 1)`).join(' \\times ');
    const statement = {
      en: `How many ${even ? 'even' : 'odd'} divisors (factors) does ${n} have?`,
      hi: `${n} के कितने ${even ? 'सम' : 'विषम'} भाजक (गुणनखंड) हैं?`,
    };
    const lastEn = even
      ? `An even divisor has at least one factor 2: the power of 2 can be chosen in ${a} ways ($2^1$ to $2^{${a}}$), so the count is $${a} \\times ${oddCount} = ${evenCount}$.`
      : `An odd divisor has no factor 2: the power of 2 must be $2^0$, so the count is $${oddTex} = ${oddCount}$.`;
    const lastHi = even
      ? `सम भाजक में कम से कम एक 2 होता है: 2 की घात ${a} तरीकों से चुनी जा सकती है ($2^1$ से $2^{${a}}$), अतः संख्या $${a} \\times ${oddCount} = ${evenCount}$ है।`
      : `विषम भाजक में 2 नहीं होता: 2 की घात $2^0$ ही होगी, अतः संख्या $${oddTex} = ${oddCount}$ है।`;
    const solution = {
      en: [
        `Prime factorisation: $${n} = ${factorTex(factors)}$.`,
        `Odd part: $${factorTex(oddFactors)}$ has $${oddTex} = ${oddCount}$ divisors (all odd).`,
        lastEn,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `अभाज्य गुणनखंड: $${n} = ${factorTex(factors)}$।`,
        `विषम भाग $${factorTex(oddFactors)}$ के $${oddTex} = ${oddCount}$ भाजक हैं (सभी विषम)।`,
        lastHi,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Even or odd divisors of a number', hi: 'किसी संख्या के सम या विषम भाजक' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [n, answer],
      check() {
        // List the divisors one by one.
        let count = 0;
        for (let d = 1; d <= n; d++) if (n % d === 0 && (d % 2 === 0) === even) count++;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Composite bases with their prime factorisations, for the power of a composite in n!. */
const BASES: readonly { m: number; f: readonly (readonly [number, number])[] }[] = [
  {
    m: 6,
    f: [
      [2, 1],
      [3, 1],
    ],
  },
  {
    m: 12,
    f: [
      [2, 2],
      [3, 1],
    ],
  },
  {
    m: 15,
    f: [
      [3, 1],
      [5, 1],
    ],
  },
  {
    m: 18,
    f: [
      [2, 1],
      [3, 2],
    ],
  },
  {
    m: 20,
    f: [
      [2, 2],
      [5, 1],
    ],
  },
  {
    m: 24,
    f: [
      [2, 3],
      [3, 1],
    ],
  },
  {
    m: 28,
    f: [
      [2, 2],
      [7, 1],
    ],
  },
  {
    m: 36,
    f: [
      [2, 2],
      [3, 2],
    ],
  },
  {
    m: 45,
    f: [
      [3, 2],
      [5, 1],
    ],
  },
  {
    m: 48,
    f: [
      [2, 4],
      [3, 1],
    ],
  },
  {
    m: 50,
    f: [
      [2, 1],
      [5, 2],
    ],
  },
  {
    m: 63,
    f: [
      [3, 2],
      [7, 1],
    ],
  },
  {
    m: 72,
    f: [
      [2, 3],
      [3, 2],
    ],
  },
  {
    m: 75,
    f: [
      [3, 1],
      [5, 2],
    ],
  },
  {
    m: 80,
    f: [
      [2, 4],
      [5, 1],
    ],
  },
  {
    m: 96,
    f: [
      [2, 5],
      [3, 1],
    ],
  },
  {
    m: 98,
    f: [
      [2, 1],
      [7, 2],
    ],
  },
  {
    m: 108,
    f: [
      [2, 2],
      [3, 3],
    ],
  },
];

/** Exponent of the prime p in n! (Legendre): the terms ⌊n/p⌋, ⌊n/p²⌋, … */
function legendreTerms(n: number, p: number): number[] {
  const terms: number[] = [];
  for (let q = p; q <= n; q *= p) terms.push(Math.floor(n / q));
  return terms;
}

/** CAT: the largest k such that a composite m^k divides n! (Legendre for each prime, then the least). */
export const numberSystemPowerInFactorial: QuestionGenerator = {
  id: 'number-system/power-of-composite-in-factorial',
  topic: 'number-system',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const { m, f } = rng.pick(BASES);
    const n = rng.int(20, 90);
    const rows = f.map(([p, e]) => {
      const terms = legendreTerms(n, p);
      const total = terms.reduce((s, t) => s + t, 0);
      return { p, e, terms, total, k: Math.floor(total / e) };
    });
    const answer = Math.min(...rows.map((r) => r.k));
    const limiting = rows.find((r) => r.k === answer) ?? rows[0];
    const bigPrime = rows[rows.length - 1];
    const { options, correctIndex } = choiceOptions(rng, answer, [
      bigPrime?.total ?? 0, // counts the largest prime but forgets its power in m
      Math.max(...rows.map((r) => r.k)), // takes the other prime, which is not the bottleneck
      ...(n >= m ? [Math.floor(n / m)] : []), // divides n by m once, as for a prime
      Math.min(...rows.map((r) => r.total)), // takes the least prime count without dividing by the power
      answer + 1,
    ]);
    const rowText = (lang: 'en' | 'hi') =>
      rows.map((r) => {
        const sum = r.terms.length === 1 ? `${r.total}` : `${r.terms.join(' + ')} = ${r.total}`;
        const share =
          r.e === 1
            ? ''
            : `, ${lang === 'en' ? 'giving' : 'जिससे'} $\\left\\lfloor \\frac{${r.total}}{${r.e}} \\right\\rfloor = ${r.k}$ ${lang === 'en' ? `factors $${r.p}^{${r.e}}$` : `गुणनखंड $${r.p}^{${r.e}}$ मिलते हैं`}`;
        return lang === 'en'
          ? `Power of ${r.p} in ${n}!: $${sum}$${share}.`
          : `${n}! में ${r.p} की घात: $${sum}$${share}।`;
      });
    const statement = {
      en: `What is the largest whole number $k$ such that $${m}^k$ divides $${n}!$ (the product $1 \\times 2 \\times \\cdots \\times ${n}$)?`,
      hi: `वह सबसे बड़ी पूर्ण संख्या $k$ क्या है जिसके लिए $${m}^k$, $${n}!$ (गुणनफल $1 \\times 2 \\times \\cdots \\times ${n}$) को विभाजित करता है?`,
    };
    const solution = {
      en: [
        `$${m} = ${factorTex(f)}$, so every factor ${m} in the product needs ${f.map(([p, e]) => (e === 1 ? `one ${p}` : `$${p}^{${e}}$`)).join(' and ')}: count the powers of each prime in ${n}!.`,
        ...rowText('en'),
        `The scarcer prime decides: $k = \\min(${rows.map((r) => r.k).join(', ')}) = ${answer}$ (limited by ${limiting?.p}).`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `$${m} = ${factorTex(f)}$, अतः गुणनफल में ${m} के हर गुणनखंड के लिए ${f.map(([p, e]) => (e === 1 ? `एक ${p}` : `$${p}^{${e}}$`)).join(' और ')} चाहिए: ${n}! में हर अभाज्य की घात गिनें।`,
        ...rowText('hi'),
        `जो अभाज्य कम पड़ता है वही निर्णय करता है: $k = \\min(${rows.map((r) => r.k).join(', ')}) = ${answer}$ (सीमा ${limiting?.p} से)।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Highest power of a composite dividing a factorial',
        hi: 'क्रमगुणित को विभाजित करने वाली भाज्य संख्या की अधिकतम घात',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [m, n, answer],
      check() {
        // Compute n! in full and divide by m as long as it goes.
        let x = 1n;
        for (let i = 2n; i <= BigInt(n); i++) x *= i;
        let k = 0;
        while (x % BigInt(m) === 0n) {
          x /= BigInt(m);
          k++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(k))] };
      },
    };
  },
};

/** Triples of pairwise coprime divisors for the remainder puzzle. */
const DIVISOR_SETS: readonly (readonly [number, number, number])[] = [
  [4, 5, 7],
  [4, 7, 9],
  [5, 7, 9],
  [5, 8, 9],
  [7, 8, 9],
  [3, 5, 7],
  [3, 7, 8],
  [4, 5, 9],
  [5, 7, 11],
  [4, 9, 11],
  [3, 8, 11],
  [5, 6, 7],
  [5, 9, 11],
  [7, 9, 11],
  [3, 5, 11],
  [4, 7, 11],
];

/**
 * CAT: the smallest or largest four-digit number leaving three given (unrelated) remainders on
 * division by three coprime divisors: combine the conditions two at a time, then step by the LCM.
 */
export const numberSystemThreeRemainders: QuestionGenerator = {
  id: 'number-system/three-different-remainders',
  topic: 'number-system',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let ds: readonly [number, number, number] = [4, 5, 7];
    let rs: [number, number, number] = [1, 2, 3];
    // Remainders neither all equal nor all the same distance short of the divisor (those cases
    // have a shortcut); every remainder is non-zero.
    for (let tries = 0; tries < 100; tries++) {
      ds = rng.pick(DIVISOR_SETS);
      rs = [rng.int(1, ds[0] - 1), rng.int(1, ds[1] - 1), rng.int(1, ds[2] - 1)];
      const same = rs[0] === rs[1] && rs[1] === rs[2];
      const short = ds[0] - rs[0] === ds[1] - rs[1] && ds[1] - rs[1] === ds[2] - rs[2];
      if (!same && !short) break;
    }
    const [d1, d2, d3] = ds;
    const [r1, r2, r3] = rs;
    // Step 1: r1, r1 + d1, … until the remainder on d2 is r2.
    const list1: number[] = [];
    let x12 = r1;
    while (x12 % d2 !== r2) {
      list1.push(x12);
      x12 += d1;
    }
    list1.push(x12);
    const l12 = d1 * d2;
    // Step 2: x12, x12 + l12, … until the remainder on d3 is r3.
    const list2: number[] = [];
    let x = x12;
    while (x % d3 !== r3) {
      list2.push(x);
      x += l12;
    }
    list2.push(x);
    const L = l12 * d3;
    const largest = rng.pick([true, false]);
    const answer = largest ? x + L * Math.floor((9999 - x) / L) : x + L * Math.ceil((1000 - x) / L);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      largest ? answer - L : answer + L, // one step of the LCM too far in
      largest ? 9999 - x : 1000 + x, // adds the smallest solution to the edge instead of stepping by the LCM
      largest ? L * Math.floor(9999 / L) - (d1 - r1) : L * Math.ceil(1000 / L) - (d1 - r1), // uses the shortfall trick that only works when all shortfalls are equal
      largest ? answer - d1 : answer + d1, // steps by the first divisor only
    ]);
    const statement = {
      en: `What is the ${largest ? 'largest' : 'smallest'} four-digit number that leaves remainders ${r1}, ${r2} and ${r3} when divided by ${d1}, ${d2} and ${d3} respectively?`,
      hi: `चार अंकों की वह ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} संख्या कौन-सी है जिसे ${d1}, ${d2} और ${d3} से भाग देने पर क्रमशः ${r1}, ${r2} और ${r3} शेष बचते हैं?`,
    };
    const t = largest ? Math.floor((9999 - x) / L) : Math.ceil((1000 - x) / L);
    const edge = largest
      ? {
          en: `Largest four-digit: $${x} + ${L} \\times ${t} = ${answer}$ (one more step gives ${answer + L}, five digits).`,
          hi: `चार अंकों की सबसे बड़ी: $${x} + ${L} \\times ${t} = ${answer}$ (एक और कदम ${answer + L} देता है, जो पाँच अंकों की है)।`,
        }
      : {
          en: `Smallest four-digit: $${x} + ${L} \\times ${t} = ${answer}$ (one step fewer gives ${answer - L}, below 1000).`,
          hi: `चार अंकों की सबसे छोटी: $${x} + ${L} \\times ${t} = ${answer}$ (एक कदम कम लेने पर ${answer - L}, जो 1000 से कम है)।`,
        };
    const solution = {
      en: [
        `The remainders are not all equal, and neither are the shortfalls ($${d1 - r1}, ${d2 - r2}, ${d3 - r3}$), so there is no shortcut: combine the conditions two at a time.`,
        `Numbers leaving remainder ${r1} on division by ${d1}: ${list1.join(', ')}; the first that leaves ${r2} on division by ${d2} is ${x12}. All numbers fitting both are $${l12}a + ${x12}$.`,
        `Among ${list2.join(', ')}, the first that leaves ${r3} on division by ${d3} is ${x}. All numbers fitting the three conditions are $${L}t + ${x}$ ($\\text{LCM} = ${L}$).`,
        edge.en,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `न सभी शेषफल बराबर हैं, न ही कमियाँ ($${d1 - r1}, ${d2 - r2}, ${d3 - r3}$), इसलिए कोई शॉर्टकट नहीं: शर्तों को दो-दो करके जोड़ें।`,
        `${d1} से भाग देने पर ${r1} शेष देने वाली संख्याएँ: ${list1.join(', ')}; इनमें ${d2} से ${r2} शेष देने वाली पहली ${x12} है। दोनों शर्तें पूरी करने वाली सभी संख्याएँ $${l12}a + ${x12}$ हैं।`,
        `${list2.join(', ')} में ${d3} से ${r3} शेष देने वाली पहली ${x} है। तीनों शर्तें पूरी करने वाली सभी संख्याएँ $${L}t + ${x}$ हैं ($\\text{LCM} = ${L}$)।`,
        edge.hi,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Four-digit number with three different remainders',
        hi: 'तीन अलग शेषफल देने वाली चार अंकों की संख्या',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [d1, d2, d3, r1, r2, r3, answer],
      check() {
        // Scan the four-digit numbers from the wanted end.
        const fits = (y: number) => y % d1 === r1 && y % d2 === r2 && y % d3 === r3;
        let y = largest ? 9999 : 1000;
        while (y >= 1000 && y <= 9999 && !fits(y)) y += largest ? -1 : 1;
        return { kind: 'choice', correct: [options.indexOf(String(y))] };
      },
    };
  },
};
