/**
 * Number system: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `number-system/remainder-by-factor` – remainder on division by a factor of the divisor – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `number-system/sum-of-multiples` – sum of the multiples of k between two numbers – SSC CGL, RRB NTPC, CAT, Placements
 * - `number-system/successive-division` – remainder by d1 × d2 from two successive divisions – SSC CGL, Bank PO, CAT, Placements
 * - `number-system/divisible-by-neither` – integers up to N divisible by neither a nor b – CAT, SSC CGL, Bank PO, Placements, GMAT
 * - `number-system/n-digit-multiple` – largest or smallest n-digit number divisible by k – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `number-system/reversed-digits` – two-digit number from its digit sum and the change on reversing – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `number-system/remainder-of-product` – remainder of a product of large numbers – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `number-system/even-odd-divisors` – how many divisors of a number are even (or odd) – SSC CGL, Bank PO, CAT, Placements
 * - `number-system/consecutive-product` – three consecutive numbers from their product – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `number-system/power-of-composite-in-factorial` (CAT) – largest k with m^k dividing n! – CAT, GMAT, Placements
 * - `number-system/three-different-remainders` (CAT) – four-digit number leaving three unrelated remainders – CAT, SSC CGL, Placements
 */
import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** A number leaves remainder r on division by D; find its remainder on division by a factor d of D. */
export const numberSystemRemainderByFactor: QuestionGenerator = {
  id: 'number-system/remainder-by-factor',
  topic: 'number-system',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const d = rng.pick([6, 7, 8, 9, 11, 12, 13, 14, 15, 17, 19, 23]);
    const m = rng.int(3, 25);
    const D = d * m;
    // The remainder is bigger than d (so it must be reduced) and not a multiple of d.
    let r = rng.int(d + 1, D - 1);
    if (r % d === 0) r += 1;
    const answer = r % d;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      Math.floor(r / d), // takes the quotient instead of the remainder
      d - answer, // counts the shortfall to the next multiple instead of the excess
      r % m, // divides by the other factor of the divisor
      r, // forgets to reduce the remainder
      answer + 1,
    ]);
    const q = Math.floor(r / d);
    return {
      title: { en: 'Remainder through a factor of the divisor', hi: 'भाजक के गुणनखंड से शेषफल' },
      type: 'single',
      statement: {
        en: `A number, when divided by ${D}, leaves a remainder of ${r}. What is the remainder when the same number is divided by ${d}?`,
        hi: `किसी संख्या को ${D} से भाग देने पर ${r} शेष बचता है। उसी संख्या को ${d} से भाग देने पर शेषफल क्या होगा?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Write the number as $${D}k + ${r}$ for some whole number $k$.`,
          `Since $${D} = ${d} \\times ${m}$, the part $${D}k$ is a multiple of ${d}, so only ${r} matters.`,
          `$${r} = ${d} \\times ${q} + ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `संख्या को किसी पूर्ण संख्या $k$ के लिए $${D}k + ${r}$ लिखें।`,
          `चूँकि $${D} = ${d} \\times ${m}$, इसलिए $${D}k$ भाग ${d} का गुणज है; केवल ${r} मायने रखता है।`,
          `$${r} = ${d} \\times ${q} + ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [D, r, d, answer],
      check() {
        // Take actual numbers of that form and divide them: every one must leave the same remainder.
        const remainders = new Set([1, 2, 7, 30].map((k) => (D * k + r) % d));
        const value = remainders.size === 1 ? [...remainders][0] : -1;
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

/** Sum of all multiples of k lying between two numbers (CAT type-in). */
export const numberSystemSumOfMultiples: QuestionGenerator = {
  id: 'number-system/sum-of-multiples',
  topic: 'number-system',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'Placements'],
  generate(rng) {
    const k = rng.pick([6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    // Neither end is a multiple of k, so "between" is unambiguous.
    let low = rng.int(50, 300);
    if (low % k === 0) low += 1;
    let high = low + rng.int(100, 400);
    if (high % k === 0) high += 1;
    const first = Math.ceil(low / k) * k;
    const last = Math.floor(high / k) * k;
    const n = (last - first) / k + 1;
    const sum = (n * (first + last)) / 2;
    return {
      title: { en: 'Sum of multiples in a range', hi: 'किसी सीमा में गुणजों का योग' },
      type: 'numeric',
      statement: {
        en: `Find the sum of all the numbers between ${low} and ${high} that are divisible by ${k}.`,
        hi: `${low} और ${high} के बीच की उन सभी संख्याओं का योग ज्ञात कीजिए जो ${k} से विभाज्य हैं।`,
      },
      options: [],
      answer: { kind: 'numeric', value: sum, tolerance: 0 },
      solution: {
        en: [
          `The first multiple of ${k} after ${low} is ${first}; the last one before ${high} is ${last}.`,
          `Number of terms: $n = \\frac{${last} - ${first}}{${k}} + 1 = ${n - 1} + 1 = ${n}$.`,
          `Sum $= \\frac{n}{2}(\\text{first} + \\text{last}) = \\frac{${n}}{2} \\times (${first} + ${last}) = ${sum}$.`,
          '',
          `**Answer: ${sum}**`,
        ].join('\n\n'),
        hi: [
          `${low} के बाद ${k} का पहला गुणज ${first} है और ${high} से पहले अंतिम गुणज ${last} है।`,
          `पदों की संख्या: $n = \\frac{${last} - ${first}}{${k}} + 1 = ${n - 1} + 1 = ${n}$।`,
          `योग $= \\frac{n}{2}(\\text{first} + \\text{last}) = \\frac{${n}}{2} \\times (${first} + ${last}) = ${sum}$।`,
          '',
          `**उत्तर: ${sum}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [low, high, k, sum],
      check() {
        // Brute force: add every number in the range that k divides.
        let total = 0;
        for (let x = low + 1; x < high; x++) if (x % k === 0) total += x;
        return { kind: 'numeric', value: total, tolerance: 0 };
      },
    };
  },
};

/** Count of integers up to N divisible by neither a nor b (inclusion–exclusion with the LCM). */
export const numberSystemDivisibleByNeither: QuestionGenerator = {
  id: 'number-system/divisible-by-neither',
  topic: 'number-system',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements', 'GMAT'],
  generate(rng) {
    // Half the pairs share a factor, so using a × b instead of the LCM is a real trap.
    const [a, b] = rng.pick([
      [4, 6],
      [6, 8],
      [6, 9],
      [6, 10],
      [8, 12],
      [9, 12],
      [10, 15],
      [12, 18],
      [4, 10],
      [6, 15],
      [3, 5],
      [3, 7],
      [4, 7],
      [5, 7],
      [5, 8],
      [3, 8],
      [7, 9],
      [4, 9],
      [5, 9],
      [7, 11],
    ] as const);
    const N = rng.int(100, 999);
    const l = lcm(a, b);
    const byA = Math.floor(N / a);
    const byB = Math.floor(N / b);
    const byBoth = Math.floor(N / l);
    const either = byA + byB - byBoth;
    const answer = N - either;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      N - byA - byB + Math.floor(N / (a * b)), // uses a × b for "both" instead of the LCM
      N - byA - byB, // forgets to add back the numbers divisible by both
      either, // counts the numbers divisible by a or b
      answer + 1, // off by one at the end of the range
    ]);
    const coprime = l === a * b;
    return {
      title: { en: 'Divisible by neither of two numbers', hi: 'दोनों में से किसी से भी विभाज्य नहीं' },
      type: 'single',
      statement: {
        en: `How many integers from 1 to ${N} (both included) are divisible by neither ${a} nor ${b}?`,
        hi: `1 से ${N} तक (दोनों सम्मिलित) कितने पूर्णांक न तो ${a} से विभाज्य हैं और न ही ${b} से?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Divisible by ${a}: $\\left\\lfloor \\frac{${N}}{${a}} \\right\\rfloor = ${byA}$. Divisible by ${b}: $\\left\\lfloor \\frac{${N}}{${b}} \\right\\rfloor = ${byB}$.`,
          `Divisible by both means divisible by $\\text{LCM}(${a}, ${b}) = ${l}$${coprime ? '' : ` (not $${a} \\times ${b}$, as they share a factor)`}: $\\left\\lfloor \\frac{${N}}{${l}} \\right\\rfloor = ${byBoth}$.`,
          `Divisible by ${a} or ${b}: $${byA} + ${byB} - ${byBoth} = ${either}$.`,
          `Divisible by neither: $${N} - ${either} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `${a} से विभाज्य: $\\left\\lfloor \\frac{${N}}{${a}} \\right\\rfloor = ${byA}$। ${b} से विभाज्य: $\\left\\lfloor \\frac{${N}}{${b}} \\right\\rfloor = ${byB}$।`,
          `दोनों से विभाज्य का अर्थ है $\\text{LCM}(${a}, ${b}) = ${l}$ से विभाज्य${coprime ? '' : ` ($${a} \\times ${b}$ नहीं, क्योंकि इनमें उभयनिष्ठ गुणनखंड है)`}: $\\left\\lfloor \\frac{${N}}{${l}} \\right\\rfloor = ${byBoth}$।`,
          `${a} या ${b} से विभाज्य: $${byA} + ${byB} - ${byBoth} = ${either}$।`,
          `किसी से भी विभाज्य नहीं: $${N} - ${either} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [N, a, b, answer],
      check() {
        // Brute force over the whole range.
        let count = 0;
        for (let x = 1; x <= N; x++) if (x % a !== 0 && x % b !== 0) count++;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/**
 * Successive division: a number divided by d1 leaves r1, and the quotient divided by d2 leaves r2.
 * Find the remainder when the number is divided by d1 × d2.
 */
export const numberSystemSuccessiveDivision: QuestionGenerator = {
  id: 'number-system/successive-division',
  topic: 'number-system',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const d1 = rng.int(4, 15);
    const d2 = rng.int(3, 13);
    const r1 = rng.int(1, d1 - 1);
    const r2 = rng.int(1, d2 - 1);
    const D = d1 * d2;
    const answer = d1 * r2 + r1;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      d2 * r1 + r2, // applies the divisors in the wrong order
      r1 * r2, // multiplies the remainders
      r1 + r2, // adds the remainders
      (d1 * r2 + r1 + d2) % D, // a slip in the last addition
    ]);
    return {
      title: { en: 'Successive division', hi: 'क्रमागत भाग' },
      type: 'single',
      statement: {
        en: `A number, when divided by ${d1}, leaves a remainder of ${r1}. The quotient so obtained, when divided by ${d2}, leaves a remainder of ${r2}. What is the remainder when the number is divided by ${D}?`,
        hi: `किसी संख्या को ${d1} से भाग देने पर ${r1} शेष बचता है। इस प्रकार प्राप्त भागफल को ${d2} से भाग देने पर ${r2} शेष बचता है। उस संख्या को ${D} से भाग देने पर शेषफल क्या होगा?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the second quotient be $q$. Then the first quotient is $${d2}q + ${r2}$.`,
          `The number is $${d1}(${d2}q + ${r2}) + ${r1} = ${D}q + ${d1 * r2} + ${r1} = ${D}q + ${answer}$.`,
          `Since $${answer} < ${D}$, the remainder on division by ${D} is ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `मान लें दूसरा भागफल $q$ है। तब पहला भागफल $${d2}q + ${r2}$ है।`,
          `संख्या $= ${d1}(${d2}q + ${r2}) + ${r1} = ${D}q + ${d1 * r2} + ${r1} = ${D}q + ${answer}$।`,
          `चूँकि $${answer} < ${D}$, इसलिए ${D} से भाग देने पर शेषफल ${answer} है।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [d1, r1, d2, r2, D, answer],
      check() {
        // Build the smallest such number by actually doing the two divisions backwards, then divide it.
        for (let x = 1; x < 10 * D; x++) {
          if (x % d1 === r1 && Math.floor(x / d1) % d2 === r2) {
            return { kind: 'choice', correct: [options.indexOf(String(x % D))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
