import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Advanced concepts in numbers: the topic's shapes (id – what it asks – exams).
 * - advanced-concepts-in-numbers/unit-digit-of-product – unit digit of a^m × b^n by cycles – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - advanced-concepts-in-numbers/trailing-zeros-factorial – zeros at the end of n! – CAT, SSC CGL, Bank PO, Placements, GMAT
 * - advanced-concepts-in-numbers/number-of-factors – all, even, odd or perfect-square factors – CAT, SSC CGL, Bank PO, Placements, GMAT, GRE
 * - advanced-concepts-in-numbers/remainder-of-power – remainder of a^n on division by m (type-in) – CAT, SSC CGL, Placements, GMAT
 * - advanced-concepts-in-numbers/last-two-digits – last two digits of a^n (a^4 ends in 1) – CAT, Placements, GMAT, SSC CGL
 * - advanced-concepts-in-numbers/base-conversion – base b to decimal or decimal to base b – Placements, SSC CGL, CUET, GRE
 * - advanced-concepts-in-numbers/sum-of-factors – sum of all, odd or even factors – CAT, SSC CGL, Placements, GMAT
 * - advanced-concepts-in-numbers/two-remainder-conditions (CAT) – three-digit numbers with two given remainders: how many, or the largest – CAT, SSC CGL, Placements, GMAT
 * - advanced-concepts-in-numbers/trailing-zeros-in-base (CAT) – zeros at the end of n! written in base b – CAT, Placements, GMAT
 * - advanced-concepts-in-numbers/co-prime-numbers (CAT) – how many numbers up to N are co-prime to N, or their sum – CAT, Placements, GMAT
 */

/** The cycle of unit digits of the powers of a number ending in digit u (first power first). */
function unitCycle(u: number): number[] {
  const cycle = [u];
  for (let x = (u * u) % 10; x !== u; x = (x * u) % 10) cycle.push(x);
  return cycle;
}

/** Unit digit of a^m × b^n by the cycles of unit digits. */
export const advancedUnitDigit: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/unit-digit-of-product',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    // Bases ending in 2, 3, 7, 8 (cycle of 4), sometimes 4 or 9 (cycle of 2).
    const base = () => rng.int(1, 19) * 10 + rng.pick([2, 3, 7, 8, 2, 3, 7, 8, 4, 9]);
    const a = base();
    let b = base();
    while (b % 10 === a % 10) b = base();
    const m = rng.int(21, 199);
    const n = rng.int(21, 199);
    const term = (x: number, e: number) => {
      const cycle = unitCycle(x % 10);
      const r = e % cycle.length;
      return { cycle, r, digit: cycle[(r + cycle.length - 1) % cycle.length] ?? 0 };
    };
    const ta = term(a, m);
    const tb = term(b, n);
    const answer = (ta.digit * tb.digit) % 10;
    // Remainder 0 read as the first term of the cycle instead of the last.
    const zeroSlip = (t: typeof ta) => (t.r === 0 ? (t.cycle[0] ?? 0) : t.digit);
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        (zeroSlip(ta) * zeroSlip(tb)) % 10,
        (ta.digit + tb.digit) % 10, // adds the unit digits instead of multiplying
        ((a % 10) * (b % 10)) % 10, // ignores the powers
        ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      ].filter((d) => d !== answer),
    );
    const line = (x: number, e: number, t: typeof ta, lang: 'en' | 'hi') => {
      const pos = t.r === 0 ? t.cycle.length : t.r;
      const cyc = t.cycle.join(', ');
      if (lang === 'en') {
        return `Powers of a number ending in ${x % 10} end in ${cyc} (cycle of ${t.cycle.length}). $${e} = ${t.cycle.length} \\times ${Math.floor(e / t.cycle.length)} + ${t.r}$, so $${x}^{${e}}$ ends in the ${pos === 1 ? '1st' : pos === 2 ? '2nd' : pos === 3 ? '3rd' : '4th'} term: ${t.digit}.`;
      }
      return `${x % 10} पर समाप्त होने वाली संख्या की घातें ${cyc} पर समाप्त होती हैं (चक्र ${t.cycle.length})। $${e} = ${t.cycle.length} \\times ${Math.floor(e / t.cycle.length)} + ${t.r}$, अतः $${x}^{${e}}$ का इकाई अंक चक्र का ${pos}वाँ पद ${t.digit} है।`;
    };
    return {
      title: { en: 'Unit digit of a product of powers', hi: 'घातों के गुणनफल का इकाई अंक' },
      type: 'single',
      statement: {
        en: `What is the unit digit of $${a}^{${m}} \\times ${b}^{${n}}$?`,
        hi: `$${a}^{${m}} \\times ${b}^{${n}}$ का इकाई अंक क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Only the unit digits of the bases matter, and their powers repeat in cycles.',
          line(a, m, ta, 'en'),
          line(b, n, tb, 'en'),
          `$${ta.digit} \\times ${tb.digit} = ${ta.digit * tb.digit}$, whose unit digit is ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          'केवल आधारों के इकाई अंक मायने रखते हैं, और उनकी घातें चक्र में दोहराती हैं।',
          line(a, m, ta, 'hi'),
          line(b, n, tb, 'hi'),
          `$${ta.digit} \\times ${tb.digit} = ${ta.digit * tb.digit}$, जिसका इकाई अंक ${answer} है।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [a, m, b, n, answer],
      check() {
        // Multiply step by step, keeping only the last digit.
        let u = 1;
        for (let i = 0; i < m; i++) u = (u * a) % 10;
        for (let i = 0; i < n; i++) u = (u * b) % 10;
        return { kind: 'choice', correct: [options.indexOf(String(u))] };
      },
    };
  },
};

/** Trailing zeros of n! by Legendre's formula with p = 5. */
export const advancedTrailingZeros: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/trailing-zeros-factorial',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements', 'GMAT'],
  generate(rng) {
    const n = rng.int(130, 999);
    const terms: { power: number; count: number }[] = [];
    for (let power = 5; power <= n; power *= 5) terms.push({ power, count: Math.floor(n / power) });
    const answer = terms.reduce((s, t) => s + t.count, 0);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      Math.floor(n / 5), // counts only the multiples of 5
      Math.floor(n / 5) + Math.floor(n / 25), // stops before 125
      Math.floor(n / 10), // counts only the multiples of 10
      answer - 1,
      answer + 1,
    ]);
    const sumEn = terms.map((t) => `\\left\\lfloor \\frac{${n}}{${t.power}} \\right\\rfloor`).join(' + ');
    const countEn = terms.map((t) => t.count).join(' + ');
    return {
      title: { en: 'Trailing zeros of a factorial', hi: 'क्रमगुणित के अंत के शून्य' },
      type: 'single',
      statement: {
        en: `How many zeros are there at the end of $${n}!$?`,
        hi: `$${n}!$ के अंत में कितने शून्य हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Each trailing zero needs a factor $2 \\times 5$, and 5s are scarcer than 2s, so count the 5s in $${n}!$ (multiples of 25, 125, … give extra 5s):`,
          `$${sumEn} = ${countEn} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `हर अंतिम शून्य के लिए $2 \\times 5$ चाहिए, और 5 की संख्या 2 से कम होती है, इसलिए $${n}!$ में 5 गिनें (25, 125, … के गुणज अतिरिक्त 5 देते हैं):`,
          `$${sumEn} = ${countEn} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [n, answer],
      check() {
        // Count the factors 2 and 5 of every number from 1 to n; the zeros are the smaller count.
        let twos = 0;
        let fives = 0;
        for (let i = 2; i <= n; i++) {
          for (let x = i; x % 2 === 0; x /= 2) twos++;
          for (let x = i; x % 5 === 0; x /= 5) fives++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(Math.min(twos, fives)))] };
      },
    };
  },
};

/** Number of factors (all, even, odd or perfect-square) of a number from its prime factorisation. */
export const advancedNumberOfFactors: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/number-of-factors',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements', 'GMAT', 'GRE'],
  generate(rng) {
    const primes = [2, 3, 5, 7];
    let exps: number[];
    let N: number;
    do {
      exps = [rng.int(1, 5), rng.int(1, 3), rng.int(0, 2), rng.int(0, 1)];
      N = primes.reduce((v, p, i) => v * p ** (exps[i] ?? 0), 1);
    } while (N < 200 || N > 30000);
    const kind = rng.pick(['all', 'even', 'odd', 'square'] as const);
    const used = primes.map((p, i) => ({ p, e: exps[i] ?? 0 })).filter((x) => x.e > 0);
    const all = used.reduce((v, x) => v * (x.e + 1), 1);
    const odd = used.filter((x) => x.p !== 2).reduce((v, x) => v * (x.e + 1), 1);
    const even = all - odd;
    const square = used.reduce((v, x) => v * (Math.floor(x.e / 2) + 1), 1);
    const answer = { all, even, odd, square }[kind];
    const { options, correctIndex } = choiceOptions(rng, answer, [
      used.reduce((v, x) => v * x.e, 1), // multiplies the exponents without adding 1
      kind === 'all' ? all - 2 : all, // leaves out 1 and N / counts all factors
      kind === 'even' ? odd : kind === 'odd' ? even : all - 1,
      used.reduce((v, x) => v + x.e + 1, 0), // adds (exponent + 1) instead of multiplying
      answer + 2,
    ]);
    const fact = used.map((x) => (x.e === 1 ? String(x.p) : `${x.p}^{${x.e}}`)).join(' \\times ');
    const plusOnes = used.map((x) => `(${x.e} + 1)`).join('');
    const what = {
      all: { en: 'factors', hi: 'गुणनखंड', hiTitle: 'गुणनखंडों' },
      even: { en: 'even factors', hi: 'सम गुणनखंड', hiTitle: 'सम गुणनखंडों' },
      odd: { en: 'odd factors', hi: 'विषम गुणनखंड', hiTitle: 'विषम गुणनखंडों' },
      square: { en: 'factors that are perfect squares', hi: 'पूर्ण वर्ग गुणनखंड', hiTitle: 'पूर्ण वर्ग गुणनखंडों' },
    }[kind];
    const e2 = exps[0] ?? 0;
    const oddUsed = used.filter((x) => x.p !== 2);
    const oddPlusOnes = oddUsed.map((x) => `(${x.e} + 1)`).join('');
    // The even powers each prime can take in a perfect-square factor, e.g. 2^{0}, 2^{2}, 2^{4}.
    const squareChoices = used.map((x) =>
      Array.from({ length: Math.floor(x.e / 2) + 1 }, (_, i) => `$${x.p}^{${2 * i}}$`).join(', '),
    );
    const steps = {
      all: {
        en: `Number of factors $= ${plusOnes} = ${all}$.`,
        hi: `गुणनखंडों की संख्या $= ${plusOnes} = ${all}$।`,
      },
      odd: {
        en: `An odd factor uses no 2, so it is a factor of the odd part: $${oddPlusOnes} = ${odd}$.`,
        hi: `विषम गुणनखंड में 2 नहीं होता, इसलिए वह विषम भाग का गुणनखंड है: $${oddPlusOnes} = ${odd}$।`,
      },
      even: {
        en: `An even factor takes at least one 2: ${e2 === 1 ? 'the 2 can appear only as $2^1$' : `the 2 can appear in ${e2} ways ($2^1$ to $2^{${e2}}$)`}, so even factors $= ${e2} \\times ${oddPlusOnes || '1'} = ${even}$ (all ${all} factors minus the ${odd} odd ones).`,
        hi: `सम गुणनखंड में कम से कम एक 2 होता है: ${e2 === 1 ? '2 केवल $2^1$ के रूप में आ सकता है' : `2 की घात ${e2} तरह से ($2^1$ से $2^{${e2}}$)`}, अतः सम गुणनखंड $= ${e2} \\times ${oddPlusOnes || '1'} = ${even}$ (कुल ${all} गुणनखंडों में से ${odd} विषम घटाकर)।`,
      },
      square: {
        en: `A perfect-square factor uses only even powers (including the power 0): ${squareChoices.join('; ')}. So $${used.map((x) => Math.floor(x.e / 2) + 1).join(' \\times ')} = ${square}$.`,
        hi: `पूर्ण वर्ग गुणनखंड में केवल सम घातें (घात 0 सहित) होती हैं: ${squareChoices.join('; ')}। अतः $${used.map((x) => Math.floor(x.e / 2) + 1).join(' \\times ')} = ${square}$।`,
      },
    }[kind];
    return {
      title: { en: `Number of ${what.en}`, hi: `${what.hiTitle} की संख्या` },
      type: 'single',
      statement: {
        en: `How many ${what.en} does ${N} have?`,
        hi: `${N} के कितने ${what.hi} हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [`$${N} = ${fact}$.`, steps.en, '', `**Answer: ${answer}**`].join('\n\n'),
        hi: [`$${N} = ${fact}$।`, steps.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [N, answer],
      check() {
        // List every divisor by trial division and count those of the asked kind.
        let count = 0;
        for (let d = 1; d <= N; d++) {
          if (N % d !== 0) continue;
          const root = Math.round(Math.sqrt(d));
          const ok =
            kind === 'all' ||
            (kind === 'even' && d % 2 === 0) ||
            (kind === 'odd' && d % 2 === 1) ||
            (kind === 'square' && root * root === d);
          if (ok) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Remainder of a large power, by finding the power of the base that leaves remainder 1 (type-in). */
export const advancedPowerRemainder: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/remainder-of-power',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements', 'GMAT'],
  generate(rng) {
    let m = 0;
    let a = 0;
    let r = 0;
    let order = 0;
    // A base co-prime to the divisor whose powers return to 1 within a few steps (2 to 10).
    do {
      m = rng.pick([
        7, 9, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28, 30, 31, 33, 35, 36,
      ]);
      a = rng.int(m + 2, 99);
      r = a % m;
      order = 0;
      if (gcd(a, m) !== 1 || r === 1) continue;
      for (let k = 1, x = r; k <= 10; k++, x = (x * r) % m) {
        if (x === 1) {
          order = k;
          break;
        }
      }
    } while (order < 2);
    const n = rng.int(50, 999);
    const q = Math.floor(n / order);
    const s = n % order;
    const powers: number[] = [];
    for (let k = 1, x = r; k <= order; k++, x = (x * r) % m) powers.push(x);
    const answer = s === 0 ? 1 : (powers[s - 1] ?? 0);
    const powerLine = powers.map((x, i) => `${r}^{${i + 1}} \\equiv ${x}`).join(',\\; ');
    return {
      title: { en: 'Remainder of a large power', hi: 'बड़ी घात का शेषफल' },
      type: 'numeric',
      statement: {
        en: `What is the remainder when $${a}^{${n}}$ is divided by ${m}?`,
        hi: `$${a}^{${n}}$ को ${m} से भाग देने पर शेषफल क्या होगा?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `Reduce the base first: $${a} = ${m} \\times ${Math.floor(a / m)} + ${r}$, so $${a}^{${n}} \\equiv ${r}^{${n}} \\pmod{${m}}$.`,
          `Powers of ${r} modulo ${m}: $${powerLine}$. So $${r}^{${order}} \\equiv 1$.`,
          `$${n} = ${order} \\times ${q} + ${s}$, so $${r}^{${n}} = (${r}^{${order}})^{${q}} \\times ${r}^{${s}} \\equiv 1 \\times ${r}^{${s}} \\equiv ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `पहले आधार छोटा करें: $${a} = ${m} \\times ${Math.floor(a / m)} + ${r}$, अतः $${a}^{${n}} \\equiv ${r}^{${n}} \\pmod{${m}}$।`,
          `${m} से भाग पर ${r} की घातों के शेषफल: $${powerLine}$। अतः $${r}^{${order}} \\equiv 1$।`,
          `$${n} = ${order} \\times ${q} + ${s}$, अतः $${r}^{${n}} = (${r}^{${order}})^{${q}} \\times ${r}^{${s}} \\equiv 1 \\times ${r}^{${s}} \\equiv ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [a, n, m, answer],
      check() {
        // Multiply n times, keeping only the remainder.
        let x = 1;
        for (let i = 0; i < n; i++) x = (x * a) % m;
        return { kind: 'numeric', value: x, tolerance: 0 };
      },
    };
  },
};
