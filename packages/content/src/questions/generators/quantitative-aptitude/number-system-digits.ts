import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const DIGIT_WORDS: Readonly<Record<number, { en: string; hi: string }>> = {
  3: { en: 'three', hi: 'तीन' },
  4: { en: 'four', hi: 'चार' },
  5: { en: 'five', hi: 'पाँच' },
};

/** The largest or the smallest number of n digits that k divides exactly. */
export const numberSystemNDigitMultiple: QuestionGenerator = {
  id: 'number-system/n-digit-multiple',
  topic: 'number-system',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const digits = rng.pick([3, 4, 5]);
    const largest = rng.pick([true, false]);
    const lo = 10 ** (digits - 1);
    const hi = 10 ** digits - 1;
    let k = 17;
    // The end of the range must not be a multiple already (or there is nothing to do).
    for (let tries = 0; tries < 50; tries++) {
      k = rng.int(13, 99);
      if ((largest ? hi : lo) % k !== 0) break;
    }
    const r = (largest ? hi : lo) % k;
    const answer = largest ? hi - r : lo + (k - r);
    const q = Math.floor((largest ? hi : lo) / k);
    const word = DIGIT_WORDS[digits] ?? { en: String(digits), hi: String(digits) };
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      largest
        ? [
            hi - (k - r), // subtracts the shortfall to the next multiple instead of the remainder
            hi - r - k, // goes one multiple too far down
            hi + (k - r), // goes up to the next multiple, which has one digit more
          ]
        : [
            lo + r, // adds the remainder instead of the shortfall
            lo + 2 * k - r, // goes one multiple too far up
            lo - r, // goes down to the multiple below, which has one digit fewer
          ],
    );
    const statement = {
      en: `What is the ${largest ? 'largest' : 'smallest'} ${word.en}-digit number that is exactly divisible by ${k}?`,
      hi: `${word.hi} अंकों की वह ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} संख्या कौन-सी है जो ${k} से पूर्णतः विभाज्य है?`,
    };
    const solution = largest
      ? {
          en: [
            `The largest ${word.en}-digit number is ${hi}. Dividing: $${hi} = ${k} \\times ${q} + ${r}$.`,
            `Remove the remainder: $${hi} - ${r} = ${answer} = ${k} \\times ${q}$.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `${word.hi} अंकों की सबसे बड़ी संख्या ${hi} है। भाग देने पर: $${hi} = ${k} \\times ${q} + ${r}$।`,
            `शेषफल घटाएँ: $${hi} - ${r} = ${answer} = ${k} \\times ${q}$।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        }
      : {
          en: [
            `The smallest ${word.en}-digit number is ${lo}. Dividing: $${lo} = ${k} \\times ${q} + ${r}$.`,
            `Add what is short of the next multiple, $${k} - ${r} = ${k - r}$: $${lo} + ${k - r} = ${answer} = ${k} \\times ${q + 1}$.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `${word.hi} अंकों की सबसे छोटी संख्या ${lo} है। भाग देने पर: $${lo} = ${k} \\times ${q} + ${r}$।`,
            `अगले गुणज तक की कमी $${k} - ${r} = ${k - r}$ जोड़ें: $${lo} + ${k - r} = ${answer} = ${k} \\times ${q + 1}$।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        };
    return {
      title: { en: 'Largest or smallest n-digit multiple', hi: 'n अंकों का सबसे बड़ा या सबसे छोटा गुणज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [k, answer],
      check() {
        // Walk through the n-digit numbers from the wanted end until one is a multiple of k.
        let x = largest ? hi : lo;
        while (x % k !== 0) x += largest ? -1 : 1;
        return { kind: 'choice', correct: [options.indexOf(String(x))] };
      },
    };
  },
};

/** A two-digit number from the sum of its digits and the change when its digits are reversed. */
export const numberSystemReversedDigits: QuestionGenerator = {
  id: 'number-system/reversed-digits',
  topic: 'number-system',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 3;
    let b = 7;
    // Tens digit a, units digit b, different and both non-zero (so the reversed number has two digits).
    for (let tries = 0; tries < 50; tries++) {
      a = rng.int(1, 9);
      b = rng.int(1, 9);
      if (a !== b) break;
    }
    if (a === b) b = a === 9 ? 1 : a + 1;
    const n = 10 * a + b;
    const rev = 10 * b + a;
    const s = a + b;
    const change = Math.abs(rev - n);
    const grows = rev > n;
    const diff = Math.abs(a - b);
    // The closest other two-digit number with the same digit sum (and non-zero digits).
    const sameSum =
      [n + 9, n - 9, n + 18, n - 18].find(
        (x) => x !== rev && x > 10 && x < 100 && x % 10 !== 0 && Math.floor(x / 10) + (x % 10) === s,
      ) ?? n + 1;
    const { options, correctIndex } = choiceOptions(rng, n, [
      rev, // mixes up which digit is bigger (gives the reversed number)
      sameSum, // another number with the same digit sum: checks the sum only
      ...[10 * (a + 1) + b + 1, 10 * (a - 1) + b - 1].filter(
        (x) => x > 10 && x < 100 && x % 10 !== 0, // fits the digit difference but not the sum
      ),
    ]);
    const bigger = grows ? 'units' : 'tens';
    const checkLine = grows ? `${rev} - ${n} = ${change}` : `${n} - ${rev} = ${change}`;
    const statement = {
      en: `The sum of the digits of a two-digit number is ${s}. When its digits are reversed, the number ${grows ? 'increases' : 'decreases'} by ${change}. What is the number?`,
      hi: `दो अंकों की एक संख्या के अंकों का योग ${s} है। अंकों को उलटने पर संख्या ${change} ${grows ? 'बढ़' : 'घट'} जाती है। वह संख्या क्या है?`,
    };
    const solution = {
      en: [
        `Let the number be $10x + y$ (tens digit $x$, units digit $y$). Reversing gives $10y + x$, and the change is $9(${grows ? 'y - x' : 'x - y'})$.`,
        `So $9(${grows ? 'y - x' : 'x - y'}) = ${change}$, i.e. the ${bigger} digit is bigger by $\\frac{${change}}{9} = ${diff}$, and $x + y = ${s}$.`,
        `Then $x = ${a}$ and $y = ${b}$: the number is ${n} (check: $${checkLine}$).`,
        '',
        `**Answer: ${n}**`,
      ].join('\n\n'),
      hi: [
        `मान लें संख्या $10x + y$ है (दहाई का अंक $x$, इकाई का अंक $y$)। अंक उलटने पर $10y + x$ मिलता है, और अंतर $9(${grows ? 'y - x' : 'x - y'})$ है।`,
        `अतः $9(${grows ? 'y - x' : 'x - y'}) = ${change}$, यानी ${grows ? 'इकाई' : 'दहाई'} का अंक $\\frac{${change}}{9} = ${diff}$ बड़ा है, और $x + y = ${s}$।`,
        `तब $x = ${a}$ और $y = ${b}$: संख्या ${n} है (जाँच: $${checkLine}$)।`,
        '',
        `**उत्तर: ${n}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two-digit number with its digits reversed', hi: 'अंक उलटने वाली दो अंकों की संख्या' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [s, change, n],
      check() {
        // Try every two-digit number.
        for (let x = 10; x <= 99; x++) {
          const t = Math.floor(x / 10);
          const u = x % 10;
          if (t + u === s && 10 * u + t - x === (grows ? change : -change)) {
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Remainder of a product of three large numbers: reduce each factor first (remainder arithmetic). */
export const numberSystemRemainderOfProduct: QuestionGenerator = {
  id: 'number-system/remainder-of-product',
  topic: 'number-system',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let k = 7;
    let xs = [101, 202, 303];
    let rs = [3, 4, 5];
    let answer = 1;
    // Every factor leaves a non-zero remainder, the product of remainders needs reducing, and the
    // answer is not zero.
    for (let tries = 0; tries < 100; tries++) {
      k = rng.pick([7, 8, 9, 11, 12, 13, 15, 17]);
      xs = [rng.int(101, 999), rng.int(1001, 9999), rng.int(101, 9999)];
      rs = xs.map((x) => x % k);
      answer = rs.reduce((p, r) => (p * r) % k, 1);
      if (rs.every((r) => r > 1) && rs.reduce((p, r) => p * r, 1) >= k && answer > 0) break;
    }
    const [x1, x2, x3] = xs as [number, number, number];
    const [r1, r2, r3] = rs as [number, number, number];
    const r12 = r1 * r2;
    const m12 = r12 % k;
    const raw = m12 * r3;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      (r1 + r2 + r3) % k, // adds the remainders instead of multiplying them
      (m12 + r3) % k, // multiplies the first two but adds the third
      k - answer, // counts the shortfall to the next multiple
      m12, // forgets the third factor
    ]);
    const statement = {
      en: `What is the remainder when $${x1} \\times ${x2} \\times ${x3}$ is divided by ${k}?`,
      hi: `$${x1} \\times ${x2} \\times ${x3}$ को ${k} से भाग देने पर शेषफल क्या होगा?`,
    };
    const solution = {
      en: [
        `The remainder of a product is the remainder of the product of the remainders.`,
        `Remainders on division by ${k}: ${x1} leaves ${r1}, ${x2} leaves ${r2}, ${x3} leaves ${r3}.`,
        `$${r1} \\times ${r2} = ${r12}$, which leaves ${m12}; then $${m12} \\times ${r3} = ${raw}$, which leaves ${answer}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `गुणनफल का शेषफल, शेषफलों के गुणनफल के शेषफल के बराबर होता है।`,
        `${k} से भाग देने पर: ${x1} का शेषफल ${r1}, ${x2} का ${r2} और ${x3} का ${r3} है।`,
        `$${r1} \\times ${r2} = ${r12}$, जिसका शेषफल ${m12} है; फिर $${m12} \\times ${r3} = ${raw}$, जिसका शेषफल ${answer} है।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Remainder of a product of large numbers', hi: 'बड़ी संख्याओं के गुणनफल का शेषफल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [x1, x2, x3, k, answer],
      check() {
        // Multiply the numbers out in full and divide.
        const value = Number((BigInt(x1) * BigInt(x2) * BigInt(x3)) % BigInt(k));
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

/** Three consecutive natural numbers from their product: the middle one is just above the cube root. */
export const numberSystemConsecutiveProduct: QuestionGenerator = {
  id: 'number-system/consecutive-product',
  topic: 'number-system',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const m = rng.int(10, 45); // the middle number
    const p = (m - 1) * m * (m + 1);
    const askSum = rng.pick([true, false]);
    const value = askSum ? 3 * m : m + 1;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      askSum
        ? [
            3 * m - 3, // takes the cube root rounded down as the middle number
            3 * m + 3, // one too high all through
            2 * m + 1, // adds only the two largest numbers
          ]
        : [
            m, // gives the middle number
            m - 1, // gives the smallest number
            m + 2, // takes the cube root rounded up as the middle number
          ],
    );
    const low = m - 1;
    const statement = {
      en: `The product of three consecutive natural numbers is ${p}. What is ${askSum ? 'their sum' : 'the largest of them'}?`,
      hi: `तीन क्रमागत प्राकृत संख्याओं का गुणनफल ${p} है। ${askSum ? 'उनका योग' : 'उनमें सबसे बड़ी संख्या'} क्या है?`,
    };
    const last = askSum
      ? {
          en: `Sum: $${m - 1} + ${m} + ${m + 1} = ${3 * m}$.`,
          hi: `योग: $${m - 1} + ${m} + ${m + 1} = ${3 * m}$।`,
        }
      : { en: `The largest is ${m + 1}.`, hi: `सबसे बड़ी संख्या ${m + 1} है।` };
    const solution = {
      en: [
        `Call the numbers $m - 1$, $m$, $m + 1$: their product is $m^3 - m$, a little less than $m^3$, so $m$ is the whole number just above $\\sqrt[3]{${p}}$.`,
        `$${low}^3 = ${low ** 3}$ and $${m}^3 = ${m ** 3}$, so $m = ${m}$. Check: $${m - 1} \\times ${m} \\times ${m + 1} = ${p}$.`,
        last.en,
        '',
        `**Answer: ${value}**`,
      ].join('\n\n'),
      hi: [
        `संख्याएँ $m - 1$, $m$, $m + 1$ लें: इनका गुणनफल $m^3 - m$ है, जो $m^3$ से थोड़ा कम है, अतः $m$, $\\sqrt[3]{${p}}$ से ठीक बड़ी पूर्ण संख्या है।`,
        `$${low}^3 = ${low ** 3}$ और $${m}^3 = ${m ** 3}$, अतः $m = ${m}$। जाँच: $${m - 1} \\times ${m} \\times ${m + 1} = ${p}$।`,
        last.hi,
        '',
        `**उत्तर: ${value}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Consecutive numbers from their product', hi: 'गुणनफल से क्रमागत संख्याएँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [p, value],
      check() {
        // Walk up the natural numbers until the product of three in a row reaches p.
        let x = 1;
        while (x * (x + 1) * (x + 2) < p) x++;
        const found = x * (x + 1) * (x + 2) === p ? (askSum ? 3 * x + 3 : x + 2) : -1;
        return { kind: 'choice', correct: [options.indexOf(String(found))] };
      },
    };
  },
};
