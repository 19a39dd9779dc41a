import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';
import { factorTex } from './fractions-and-decimals-decimals.js';

const answer = (a: number) => ({ en: `**Answer: ${a}**`, hi: `**उत्तर: ${a}**` });
/** Multiples of d from lo to hi. */
const multiples = (d: number, lo: number, hi: number) => Math.floor(hi / d) - Math.floor((lo - 1) / d);
const floorTex = (d: number, lo: number, hi: number) =>
  `\\left\\lfloor \\frac{${hi}}{${d}} \\right\\rfloor - \\left\\lfloor \\frac{${lo - 1}}{${d}} \\right\\rfloor = ${Math.floor(hi / d)} - ${Math.floor((lo - 1) / d)} = ${multiples(d, lo, hi)}`;

/** How many numbers in a range are divisible by exactly one of a and b. */
export const divisibilityExactlyOne: QuestionGenerator = {
  id: 'divisibility-rules/exactly-one-of-two',
  topic: 'divisibility-rules',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    // Half the time a and b share a factor, so their LCM is not their product.
    const shareFactor = rng.next() < 0.5;
    do {
      a = rng.int(3, 15);
      b = rng.int(3, 15);
    } while (a >= b || b % a === 0 || gcd(a, b) > 1 !== shareFactor);
    const L = lcm(a, b);
    const lo = rng.int(10, 300);
    const hi = rng.int(lo + 4 * L, lo + 4 * L + 900);
    const A = multiples(a, lo, hi);
    const B = multiples(b, lo, hi);
    const both = multiples(L, lo, hi);
    const right = A + B - 2 * both;
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive([
        A + B - both, // counts "at least one" (both included once)
        A + B, // does not remove the common multiples at all
        A + B - 2 * multiples(a * b, lo, hi), // takes a × b as the common multiple although they share a factor
        right + 1,
      ]),
    );
    return singleChoice(
      { en: 'Divisible by exactly one of two numbers', hi: 'दो में से ठीक एक संख्या से विभाज्य' },
      {
        en: `How many integers from ${lo} to ${hi} (both included) are divisible by exactly one of ${a} and ${b}?`,
        hi: `${lo} से ${hi} तक (दोनों सहित) कितने पूर्णांक ${a} और ${b} में से ठीक एक से विभाज्य हैं?`,
      },
      options,
      correctIndex,
      {
        en: [
          `Multiples of ${a}: $${floorTex(a, lo, hi)}$. Multiples of ${b}: $${floorTex(b, lo, hi)}$.`,
          `Divisible by both means divisible by $\\text{LCM}(${a}, ${b}) = ${L}$: $${floorTex(L, lo, hi)}$.`,
          `The common multiples are in both counts and must be removed from each: $${A} + ${B} - 2 \\times ${both} = ${right}$.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          `${a} के गुणज: $${floorTex(a, lo, hi)}$। ${b} के गुणज: $${floorTex(b, lo, hi)}$।`,
          `दोनों से विभाज्य यानी $\\text{LCM}(${a}, ${b}) = ${L}$ से विभाज्य: $${floorTex(L, lo, hi)}$।`,
          `उभयनिष्ठ गुणज दोनों गिनतियों में हैं, उन्हें दोनों में से हटाना होगा: $${A} + ${B} - 2 \\times ${both} = ${right}$।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      90,
      [lo, hi, a, b, right],
      () => {
        let count = 0;
        for (let n = lo; n <= hi; n++) if ((n % a === 0) !== (n % b === 0)) count++;
        return options.indexOf(String(count));
      },
    );
  },
};

/** The repeated-block forms: the block's digits, the factor it is multiplied by, and an example. */
const FORMS = [
  { pattern: 'abab', block: 'ab', lo: 10, hi: 99, factor: 101, digits: { en: 'four-digit', hi: 'चार अंकों' } },
  {
    pattern: 'abcabc',
    block: 'abc',
    lo: 100,
    hi: 999,
    factor: 1001,
    digits: { en: 'six-digit', hi: 'छह अंकों' },
  },
  {
    pattern: 'ababab',
    block: 'ab',
    lo: 10,
    hi: 99,
    factor: 10101,
    digits: { en: 'six-digit', hi: 'छह अंकों' },
  },
];

/** CAT: how many numbers of the form abab / abcabc / ababab are divisible by d (block × 101, 1001, 10101). */
export const divisibilityRepeatedBlock: QuestionGenerator = {
  id: 'divisibility-rules/repeated-block-numbers',
  topic: 'divisibility-rules',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const form = rng.pick(FORMS);
    const { factor, lo, hi } = form;
    let d = 0;
    let g = 1;
    let rest = 0;
    const wantShared = rng.next() < 0.75;
    do {
      d = rng.int(6, 400);
      g = gcd(d, factor);
      rest = d / g;
    } while (rest < 2 || rest > (hi - lo) / 3 || g > 1 !== wantShared || d === factor);
    const right = multiples(rest, lo, hi);
    const example = rng.int(lo, hi);
    const exampleNumber = Number(String(example).repeat(form.pattern.length / form.block.length));
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive([
        multiples(d, lo, hi), // asks the block itself to be divisible by d, ignoring the factor
        Math.floor(hi / rest), // counts the multiples from 1, not from the first block with a non-zero lead
        g > 1 ? multiples(g, lo, hi) : multiples(rest, 1, hi + 1) - 1, // divides by the wrong part of d
        right + 1,
        right - 1,
      ]),
    );
    const p = `\\overline{${form.pattern}}`;
    const blockTex = `\\overline{${form.block}}`;
    const shared =
      g > 1
        ? {
            en: `$\\text{HCF}(${d}, ${factor}) = ${g}$, so the factor ${factor} already supplies ${g}, and the block must supply the rest: $${blockTex}$ must be divisible by $\\frac{${d}}{${g}} = ${rest}$.`,
            hi: `$\\text{HCF}(${d}, ${factor}) = ${g}$, अतः ${factor} से ${g} पहले ही मिल जाता है, और बाकी भाग खंड से आना चाहिए: $${blockTex}$ को $\\frac{${d}}{${g}} = ${rest}$ से विभाज्य होना चाहिए।`,
          }
        : {
            en: `${d} and ${factor} have no common factor, so $${blockTex}$ itself must be divisible by ${d}.`,
            hi: `${d} और ${factor} में कोई उभयनिष्ठ गुणनखंड नहीं है, अतः $${blockTex}$ को स्वयं ${d} से विभाज्य होना चाहिए।`,
          };
    return singleChoice(
      { en: 'Numbers made of a repeated block', hi: 'दोहराए गए खंड से बनी संख्याएँ' },
      {
        en: `A ${form.digits.en} number of the form $${p}$ is made by writing a ${form.block.length}-digit number $${blockTex}$ (first digit not zero) ${form.pattern.length / form.block.length === 2 ? 'twice' : 'three times'} in a row, e.g. ${exampleNumber}. How many such numbers are divisible by ${d}?`,
        hi: `$${p}$ के रूप की ${form.digits.hi} की संख्या किसी ${form.block.length}-अंकीय संख्या $${blockTex}$ (पहला अंक शून्य नहीं) को लगातार ${form.pattern.length / form.block.length === 2 ? 'दो' : 'तीन'} बार लिखकर बनती है, जैसे ${exampleNumber}। ऐसी कितनी संख्याएँ ${d} से विभाज्य हैं?`,
      },
      options,
      correctIndex,
      {
        en: [
          `$${p} = ${blockTex} \\times ${factor}$, and $${factor} = ${factorTex(factor)}$; $${d} = ${factorTex(d)}$.`,
          shared.en,
          `Multiples of ${rest} from ${lo} to ${hi}: $${floorTex(rest, lo, hi)}$.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          `$${p} = ${blockTex} \\times ${factor}$, और $${factor} = ${factorTex(factor)}$; $${d} = ${factorTex(d)}$।`,
          shared.hi,
          `${lo} से ${hi} तक ${rest} के गुणज: $${floorTex(rest, lo, hi)}$।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      180,
      [d, factor, right],
      () => {
        // Build every such number and test it.
        let count = 0;
        for (let x = lo; x <= hi; x++) {
          const n = Number(String(x).repeat(form.pattern.length / form.block.length));
          if (n % d === 0) count++;
        }
        return options.indexOf(String(count));
      },
    );
  },
};

/** All orderings of a list. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

/** CAT: how many five-digit numbers using five given digits once each are divisible by 11. */
export const divisibilityPermutationsByEleven: QuestionGenerator = {
  id: 'divisibility-rules/digit-arrangements-divisible-by-11',
  topic: 'divisibility-rules',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const digits = rng
        .shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        .slice(0, 5)
        .sort((x, y) => x - y);
      const total = digits.reduce((s, x) => s + x, 0);
      // Even places (2nd and 4th) take two digits; the other three go to the odd places.
      const splits: { even: number[]; odd: number[] }[] = [];
      for (let i = 0; i < 5; i++)
        for (let j = i + 1; j < 5; j++) {
          const even = [digits[i] as number, digits[j] as number];
          const odd = digits.filter((_, k) => k !== i && k !== j);
          const diff = odd.reduce((s, x) => s + x, 0) - (even[0] as number) - (even[1] as number);
          if (diff % 11 === 0) splits.push({ even, odd });
        }
      if (splits.length === 0) continue;
      const hasZero = digits[0] === 0;
      const ways = splits.map(({ odd }) => (odd.includes(0) ? 12 - 4 : 12));
      const right = ways.reduce((s, x) => s + x, 0);
      if (!hasZero && rng.next() < 0.5) continue; // a zero among the digits is the richer case
      const { options, correctIndex } = choiceOptions(
        rng,
        right,
        wholePositive([
          12 * splits.length, // forgets that a number cannot start with 0
          splits.length, // counts the ways to split the digits, not the numbers
          2 * right, // also swaps the roles of odd and even places
          right + 4,
          right - 4,
        ]),
      );
      const line = (s: { even: number[]; odd: number[] }, lang: 'en' | 'hi') => {
        const oddSum = s.odd.reduce((x, y) => x + y, 0);
        const evenSum = (s.even[0] as number) + (s.even[1] as number);
        const count = s.odd.includes(0)
          ? lang === 'en'
            ? `$3! \\times 2! - 2! \\times 2! = 12 - 4 = 8$ numbers (0 cannot lead)`
            : `$3! \\times 2! - 2! \\times 2! = 12 - 4 = 8$ संख्याएँ (0 पहले स्थान पर नहीं आ सकता)`
          : lang === 'en'
            ? `$3! \\times 2! = 12$ numbers`
            : `$3! \\times 2! = 12$ संख्याएँ`;
        const places = lang === 'en' ? ['odd places', 'even places'] : ['विषम स्थान', 'सम स्थान'];
        return `- ${places[0]} {${s.odd.join(', ')}} (${oddSum}), ${places[1]} {${s.even.join(', ')}} (${evenSum}): ${count}`;
      };
      const list = digits.join(', ');
      return singleChoice(
        { en: 'Digit arrangements divisible by 11', hi: '11 से विभाज्य अंक-व्यवस्थाएँ' },
        {
          en: `How many five-digit numbers, each using all the digits ${list} exactly once, are divisible by 11?`,
          hi: `अंकों ${list} में से हर अंक को ठीक एक बार प्रयोग करके बनी कितनी पाँच-अंकीय संख्याएँ 11 से विभाज्य हैं?`,
        },
        options,
        correctIndex,
        {
          en: [
            `A number is divisible by 11 when (sum of the digits in odd places) − (sum in even places) is a multiple of 11. The digits add up to ${total}, and the 1st, 3rd and 5th places take three digits, the 2nd and 4th two.`,
            `The two sums add to ${total}, so their difference is 0 or ±11 (or ±22): try every pair for the even places. The splits that work:`,
            ...splits.map((s) => line(s, 'en')),
            ways.length > 1
              ? `Total: $${ways.join(' + ')} = ${right}$.`
              : `Only this split works, so the count is ${right}.`,
            '',
            answer(right).en,
          ].join('\n\n'),
          hi: [
            `कोई संख्या 11 से विभाज्य होती है जब (विषम स्थानों के अंकों का योग) − (सम स्थानों के अंकों का योग), 11 का गुणज हो। अंकों का योग ${total} है; पहले, तीसरे और पाँचवें स्थान पर तीन अंक और दूसरे व चौथे पर दो अंक आते हैं।`,
            `दोनों योगों का जोड़ ${total} है, अतः उनका अंतर 0 या ±11 (या ±22) होगा: सम स्थानों के लिए हर युग्म आज़माएँ। जो विभाजन सही बैठते हैं:`,
            ...splits.map((s) => line(s, 'hi')),
            ways.length > 1
              ? `कुल: $${ways.join(' + ')} = ${right}$।`
              : `केवल यही विभाजन सही बैठता है, अतः संख्या ${right} है।`,
            '',
            answer(right).hi,
          ].join('\n\n'),
        },
        200,
        [...digits, right],
        () => {
          // Arrange the digits every way and test each number.
          const count = permutations(digits).filter(
            (p) => p[0] !== 0 && Number(p.join('')) % 11 === 0,
          ).length;
          return options.indexOf(String(count));
        },
      );
    }
  },
};
