/**
 * Divisibility rules: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `divisibility-rules/missing-digit-3-or-9` – the missing digit for divisibility by 9, or the smallest/largest for 3 – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `divisibility-rules/missing-digit-11` – the missing digit for divisibility by 11 – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `divisibility-rules/two-missing-digits` – two unknown digits for divisibility by 72 or 88 (type in a + b) – SSC CGL, Bank PO, CAT, Placements
 * - `divisibility-rules/divisible-by-8` – which of four numbers is divisible by 8 (last three digits) – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `divisibility-rules/least-number-to-add-or-subtract` – the least number to add to or subtract from N for a multiple of d – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `divisibility-rules/remainder-by-7-11-13-groups` – the remainder by 7, 11 or 13 from alternating three-digit groups – SSC CGL, Bank PO, CAT, Placements
 * - `divisibility-rules/written-in-a-row-remainder-by-9` – 123456789101112…N divided by 9 – SSC CGL, Bank PO, CAT, Placements
 * - `divisibility-rules/exactly-one-of-two` – how many integers in a range are divisible by exactly one of a and b – SSC CGL, Bank PO, CAT, Placements
 * - `divisibility-rules/digits-fitting-a-composite-divisor` – how many digits in the blank make the number divisible by 6, 12, 15, 18, 24, 36 or 45 – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `divisibility-rules/repeated-block-numbers` (CAT) – how many numbers abab, abcabc or ababab are divisible by d – CAT, Placements
 * - `divisibility-rules/digit-arrangements-divisible-by-11` (CAT) – how many arrangements of five digits are divisible by 11 – CAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Random digits of a number (the first one non-zero). */
function randomDigits(rng: Rng, length: number): number[] {
  return Array.from({ length }, (_, i) => rng.int(i === 0 ? 1 : 0, 9));
}

/** The number's digits with the unknowns shown as letters or *, in KaTeX. */
function pattern(digits: number[], holes: Record<number, string>): string {
  return digits.map((d, i) => holes[i] ?? String(d)).join('');
}

/** The number with the given digit put into position i. */
function withDigit(digits: number[], i: number, d: number): number {
  return Number(digits.map((x, j) => (j === i ? d : x)).join(''));
}

/** Digit options for a digit answer: the mistakes first, then every other digit as a spare (never 10 or -1). */
function digitOptions(rng: Rng, answer: number, mistakes: number[]) {
  const valid = mistakes.filter((d) => d >= 0 && d <= 9);
  return choiceOptions(rng, answer, [...valid, ...DIGITS.filter((d) => d !== answer)]);
}

/** Missing digit for divisibility by 9 (unique), or by 3 (smallest / largest possible digit). */
export const divisibilityMissingDigitNine: QuestionGenerator = {
  id: 'divisibility-rules/missing-digit-3-or-9',
  topic: 'divisibility-rules',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const kind = rng.pick(['nine', 'three-smallest', 'three-largest'] as const);
    const length = rng.int(6, 7);
    const hole = rng.int(1, length - 2);
    let digits: number[];
    let known: number;
    do {
      digits = randomDigits(rng, length);
      known = digits.reduce((a, b, i) => (i === hole ? a : a + b), 0);
      // A known sum already a multiple of 9 lets both 0 and 9 fit: not a single answer.
    } while (kind === 'nine' && known % 9 === 0);
    const shown = pattern(digits, { [hole]: '{*}' });
    let answer: number;
    let mistakes: number[];
    let reason: { en: string; hi: string };
    if (kind === 'nine') {
      const next = Math.ceil(known / 9) * 9;
      answer = next - known;
      mistakes = [
        known % 9, // takes the remainder instead of the shortfall
        (answer + 3) % 9, // makes the sum a multiple of 3 only
        (answer + 6) % 9,
        answer + 1,
      ];
      reason = {
        en: `The next multiple of 9 is ${next}, so $* = ${next} - ${known} = ${answer}$.`,
        hi: `9 का अगला गुणज ${next} है, अतः $* = ${next} - ${known} = ${answer}$।`,
      };
    } else {
      const fits = DIGITS.filter((d) => (known + d) % 3 === 0);
      const smallest = kind === 'three-smallest';
      answer = smallest ? Math.min(...fits) : Math.max(...fits);
      mistakes = smallest
        ? [Math.max(...fits), known % 3, answer + 3, answer + 1] // largest instead; remainder; next fit
        : [Math.min(...fits), answer - 3, answer - 1]; // stops at the first digit that works
      reason = {
        en: `The digits that work are ${fits.join(', ')} (each makes the sum a multiple of 3); the ${smallest ? 'smallest' : 'largest'} is ${answer}.`,
        hi: `जो अंक सही बैठते हैं वे ${fits.join(', ')} हैं (हर एक योग को 3 का गुणज बनाता है); इनमें ${smallest ? 'सबसे छोटा' : 'सबसे बड़ा'} ${answer} है।`,
      };
    }
    const divisor = kind === 'nine' ? 9 : 3;
    const { options, correctIndex } = digitOptions(rng, answer, mistakes);
    const ask =
      kind === 'nine'
        ? {
            en: `If the number $${shown}$ is divisible by 9, what is the digit $*$?`,
            hi: `यदि संख्या $${shown}$, 9 से विभाज्य है, तो अंक $*$ क्या है?`,
          }
        : {
            en: `What is the ${kind === 'three-smallest' ? 'smallest' : 'largest'} digit that can replace $*$ so that the number $${shown}$ is divisible by 3?`,
            hi: `$*$ के स्थान पर ${kind === 'three-smallest' ? 'सबसे छोटा' : 'सबसे बड़ा'} कौन-सा अंक रखा जाए कि संख्या $${shown}$, 3 से विभाज्य हो?`,
          };
    const knownDigits = digits.filter((_, i) => i !== hole);
    return {
      title: { en: `Missing digit: divisibility by ${divisor}`, hi: `लुप्त अंक: ${divisor} से विभाज्यता` },
      type: 'single',
      statement: ask,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `A number is divisible by ${divisor} when the sum of its digits is.`,
          `Sum of the known digits: $${knownDigits.join(' + ')} = ${known}$.`,
          reason.en,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `कोई संख्या ${divisor} से तभी विभाज्य है जब उसके अंकों का योग ${divisor} से विभाज्य हो।`,
          `ज्ञात अंकों का योग: $${knownDigits.join(' + ')} = ${known}$।`,
          reason.hi,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [divisor, known, answer],
      check() {
        // Try every digit in the actual number and divide.
        const work = DIGITS.filter((d) => withDigit(digits, hole, d) % divisor === 0);
        const value = kind === 'three-largest' ? Math.max(...work) : Math.min(...work);
        const unique = kind !== 'nine' || work.length === 1;
        return { kind: 'choice', correct: [unique ? options.indexOf(String(value)) : -1] };
      },
    };
  },
};

/** Missing digit for divisibility by 11 (alternating sum of digits). */
export const divisibilityMissingDigitEleven: QuestionGenerator = {
  id: 'divisibility-rules/missing-digit-11',
  topic: 'divisibility-rules',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const length = rng.int(6, 7);
    const hole = rng.int(1, length - 1);
    // Places counted from the right: the last digit is in place 1 (odd).
    const oddPlace = (i: number) => (length - i) % 2 === 1;
    let digits: number[];
    let odd: number;
    let even: number;
    let answer: number;
    do {
      digits = randomDigits(rng, length);
      odd = digits.reduce((s, d, i) => (i !== hole && oddPlace(i) ? s + d : s), 0);
      even = digits.reduce((s, d, i) => (i !== hole && !oddPlace(i) ? s + d : s), 0);
      // (odd + *) − even ≡ 0, or odd − (even + *) ≡ 0 (mod 11).
      answer = (((oddPlace(hole) ? even - odd : odd - even) % 11) + 11) % 11;
    } while (answer === 10);
    const wrongSide = (11 - answer) % 11; // puts * in the wrong group of places
    const { options, correctIndex } = digitOptions(rng, answer, [
      wrongSide,
      Math.abs(odd - even) % 10, // takes the difference itself as the digit
      answer + 1,
      answer - 1,
    ]);
    const shown = pattern(digits, { [hole]: '{*}' });
    const inOdd = oddPlace(hole);
    const oddTerms = digits
      .map((d, i) => (oddPlace(i) ? (i === hole ? '*' : String(d)) : ''))
      .filter(Boolean);
    const evenTerms = digits
      .map((d, i) => (!oddPlace(i) ? (i === hole ? '*' : String(d)) : ''))
      .filter(Boolean);
    const oddExpr = inOdd ? `${odd} + *` : String(odd);
    const evenExpr = inOdd ? String(even) : `${even} + *`;
    const diff = inOdd ? `${odd - even} + *` : `${odd - even} - *`;
    const target = inOdd ? odd - even + answer : odd - even - answer; // what the difference actually becomes
    return {
      title: { en: 'Missing digit: divisibility by 11', hi: 'लुप्त अंक: 11 से विभाज्यता' },
      type: 'single',
      statement: {
        en: `If the number $${shown}$ is divisible by 11, what is the digit $*$?`,
        hi: `यदि संख्या $${shown}$, 11 से विभाज्य है, तो अंक $*$ क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'A number is divisible by 11 when (sum of digits in odd places) − (sum of digits in even places), counting places from the right, is 0 or a multiple of 11.',
          `Odd places: $${oddTerms.join(' + ')} = ${oddExpr}$. Even places: $${evenTerms.join(' + ')} = ${evenExpr}$.`,
          `Difference $= ${diff}$. It must be 0 or a multiple of 11; for a digit $*$ from 0 to 9 the only possibility is ${target}, so $* = ${answer}$.`,
          `Check: $${withDigit(digits, hole, answer)} = 11 \\times ${withDigit(digits, hole, answer) / 11}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          'कोई संख्या 11 से तभी विभाज्य है जब (विषम स्थानों के अंकों का योग) − (सम स्थानों के अंकों का योग), दाएँ से स्थान गिनने पर, 0 या 11 का गुणज हो।',
          `विषम स्थान: $${oddTerms.join(' + ')} = ${oddExpr}$। सम स्थान: $${evenTerms.join(' + ')} = ${evenExpr}$।`,
          `अंतर $= ${diff}$। यह 0 या 11 का गुणज होना चाहिए; 0 से 9 तक के किसी अंक $*$ के लिए केवल ${target} संभव है, अतः $* = ${answer}$।`,
          `जाँच: $${withDigit(digits, hole, answer)} = 11 \\times ${withDigit(digits, hole, answer) / 11}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [odd, even, answer],
      check() {
        // Try every digit in the actual number and divide.
        const work = DIGITS.filter((d) => withDigit(digits, hole, d) % 11 === 0);
        return { kind: 'choice', correct: [work.length === 1 ? options.indexOf(String(work[0])) : -1] };
      },
    };
  },
};

/** Two unknown digits for divisibility by 72 (= 8 × 9) or 88 (= 8 × 11); type in a + b. */
export const divisibilityTwoDigits: QuestionGenerator = {
  id: 'divisibility-rules/two-missing-digits',
  topic: 'divisibility-rules',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const divisor = rng.pick([72, 88] as const);
    const other = divisor === 72 ? 9 : 11;
    const length = rng.int(5, 6);
    // a sits before the last three digits, b is the last digit: the test for 8 then fixes b alone.
    const aPos = rng.int(1, length - 4);
    const bPos = length - 1;
    const oddPlace = (i: number) => (length - i) % 2 === 1;
    /** The rule-based tests for 8 and for 9 or 11, on the digits with a and b filled in. */
    const passes = (ds: number[]) => {
      const lastThree = Number(ds.slice(-3).join(''));
      const digitSum = ds.reduce((s, d) => s + d, 0);
      const alternating = ds.reduce((s, d, i) => s + (oddPlace(i) ? d : -d), 0);
      return lastThree % 8 === 0 && (other === 9 ? digitSum % 9 === 0 : alternating % 11 === 0);
    };
    let digits: number[];
    let pairs: [number, number][];
    do {
      // Start from a real multiple so that a solution exists, then keep it only if it is the only one.
      const low = 10 ** (length - 1);
      digits = String(divisor * rng.int(Math.ceil(low / divisor), Math.floor((10 * low - 1) / divisor)))
        .split('')
        .map(Number);
      pairs = [];
      for (const a of DIGITS) {
        for (const b of DIGITS) {
          const ds = digits.map((d, i) => (i === aPos ? a : i === bPos ? b : d));
          if (passes(ds)) pairs.push([a, b]);
        }
      }
      // The test for 8 alone must fix b, as the solution says.
    } while (
      pairs.length !== 1 ||
      DIGITS.filter((b) => Number(`${digits.slice(-3, -1).join('')}${b}`) % 8 === 0).length !== 1
    );
    const [a, b] = pairs[0] as [number, number];
    const answer = a + b;
    const shown = pattern(digits, { [aPos]: 'a', [bPos]: 'b' });
    const lastTwo = digits.slice(-3, -1).join('');
    const lastThreeText = `${lastTwo}${b}`;
    const lastThree = Number(lastThreeText);
    const rest = digits.filter((_, i) => i !== aPos);
    const full = digits.map((d, i) => (i === aPos ? a : d));
    let secondEn: string;
    let secondHi: string;
    if (other === 9) {
      const sum = rest.reduce((s, d) => s + d, 0);
      const next = Math.ceil(sum / 9) * 9;
      secondEn = `**By 9:** the digit sum $${rest.join(' + ')} + a = ${sum} + a$ must be a multiple of 9, so $a = ${next} - ${sum} = ${a}$.`;
      secondHi = `**9 से:** अंकों का योग $${rest.join(' + ')} + a = ${sum} + a$, 9 का गुणज होना चाहिए, अतः $a = ${next} - ${sum} = ${a}$।`;
    } else {
      const odd = full.reduce((s, d, i) => (i !== aPos && oddPlace(i) ? s + d : s), 0);
      const even = full.reduce((s, d, i) => (i !== aPos && !oddPlace(i) ? s + d : s), 0);
      const aOdd = oddPlace(aPos);
      const expr = aOdd ? `(${odd} + a) - ${even}` : `${odd} - (${even} + a)`;
      secondEn = `**By 11:** counting places from the right, a is in an ${aOdd ? 'odd' : 'even'} place. (odd places) − (even places) $= ${expr}$ must be 0 or a multiple of 11, which for a digit gives $a = ${a}$.`;
      secondHi = `**11 से:** दाएँ से गिनने पर a ${aOdd ? 'विषम' : 'सम'} स्थान पर है। (विषम स्थान) − (सम स्थान) $= ${expr}$, 0 या 11 का गुणज होना चाहिए, जिससे अंक के लिए $a = ${a}$।`;
    }
    const value = Number(full.join(''));
    return {
      title: { en: `Two missing digits: divisibility by ${divisor}`, hi: `दो लुप्त अंक: ${divisor} से विभाज्यता` },
      type: 'numeric',
      statement: {
        en: `The number $${shown}$, where a and b are digits, is divisible by ${divisor}. What is the value of $a + b$?`,
        hi: `संख्या $${shown}$, जहाँ a और b अंक हैं, ${divisor} से विभाज्य है। $a + b$ का मान क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `$${divisor} = 8 \\times ${other}$, and 8 and ${other} are co-prime, so the number must be divisible by both.`,
          `**By 8:** the last three digits $${lastTwo}b$ must form a multiple of 8. Of ${lastTwo}0 to ${lastTwo}9 only $${lastThreeText} = 8 \\times ${lastThree / 8}$ works, so $b = ${b}$.`,
          secondEn,
          `Check: $${value} = ${divisor} \\times ${value / divisor}$. So $a + b = ${a} + ${b} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$${divisor} = 8 \\times ${other}$, और 8 व ${other} सह-अभाज्य हैं, अतः संख्या दोनों से विभाज्य होनी चाहिए।`,
          `**8 से:** अंतिम तीन अंकों $${lastTwo}b$ से बनी संख्या 8 का गुणज होनी चाहिए। ${lastTwo}0 से ${lastTwo}9 में केवल $${lastThreeText} = 8 \\times ${lastThree / 8}$ चलता है, अतः $b = ${b}$।`,
          secondHi,
          `जाँच: $${value} = ${divisor} \\times ${value / divisor}$। अतः $a + b = ${a} + ${b} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [divisor, answer],
      check() {
        // Enumerate every pair of digits and divide the actual number.
        const sums = new Set<number>();
        for (const x of DIGITS) {
          for (const y of DIGITS) {
            const n = Number(digits.map((d, i) => (i === aPos ? x : i === bPos ? y : d)).join(''));
            if (n % divisor === 0) sums.add(x + y);
          }
        }
        return { kind: 'numeric', value: sums.size === 1 ? ([...sums][0] ?? -1) : -1, tolerance: 0 };
      },
    };
  },
};
