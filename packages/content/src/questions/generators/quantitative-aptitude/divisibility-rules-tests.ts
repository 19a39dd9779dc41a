import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { singleChoice } from '../shared/single-choice.js';

const answer = (a: string | number) => ({ en: `**Answer: ${a}**`, hi: `**उत्तर: ${a}**` });

/** Options for a remainder on division by d: the mistakes in 0…d − 1 first, then other remainders. */
function remainderOptions(rng: Rng, right: number, mistakes: number[], d: number) {
  const spare = rng.shuffle(Array.from({ length: d }, (_, i) => i).filter((r) => r !== right));
  return choiceOptions(rng, right, [...mistakes.filter((m) => m >= 0 && m < d), ...spare]);
}

/** Which of four numbers is divisible by 8 (its last three digits are); the others pass only the test for 4. */
export const divisibilityByEightPick: QuestionGenerator = {
  id: 'divisibility-rules/divisible-by-8',
  topic: 'divisibility-rules',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    // The head of each number (its digits before the last three), then a tail with a chosen remainder mod 8.
    const make = (residue: number) => {
      const head = rng.int(1000, 99_999);
      const tail = rng.int(13, 124) * 8 + residue;
      return head * 1000 + tail;
    };
    const right = make(0);
    // Two pass the test for 4 only (last two digits divisible by 4), one is merely even.
    const wrong = [make(4), make(4), make(rng.pick([2, 6]))];
    const all = [right, ...wrong];
    const order = rng.shuffle([0, 1, 2, 3]);
    const options = order.map((i) => String(all[i]));
    const last3 = (n: number) => n % 1000;
    const pad = (n: number) => String(last3(n)).padStart(3, '0');
    const lines = (lang: 'en' | 'hi') =>
      all.map((n, i) => {
        const t = last3(n);
        const q = Math.floor(t / 8);
        const verdict =
          i === 0
            ? lang === 'en'
              ? 'divisible'
              : 'विभाज्य'
            : lang === 'en'
              ? `remainder ${t % 8}`
              : `शेषफल ${t % 8}`;
        return `- ${n}: $${pad(n)} = 8 \\times ${q} + ${t % 8}$ — ${verdict}`;
      });
    const list = options.slice(0, 3).join(', ');
    return singleChoice(
      { en: 'Divisible by 8: the last three digits', hi: '8 से विभाज्यता: अंतिम तीन अंक' },
      {
        en: `Which of the numbers ${list} and ${options[3]} is divisible by 8?`,
        hi: `संख्याओं ${list} और ${options[3]} में से कौन-सी 8 से विभाज्य है?`,
      },
      options,
      order.indexOf(0),
      {
        en: [
          'A number is divisible by 8 exactly when the number formed by its last three digits is (1000 is a multiple of 8). Checking only the last two digits tests for 4, not 8.',
          ...lines('en'),
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          'कोई संख्या ठीक तब 8 से विभाज्य होती है जब उसके अंतिम तीन अंकों से बनी संख्या 8 से विभाज्य हो (1000, 8 का गुणज है)। केवल अंतिम दो अंक देखना 4 की जाँच है, 8 की नहीं।',
          ...lines('hi'),
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      40,
      all,
      () => options.findIndex((o) => Number(o) % 8 === 0),
    );
  },
};

/** The least number to add to (or subtract from) N to make it a multiple of d. */
export const divisibilityLeastToAdd: QuestionGenerator = {
  id: 'divisibility-rules/least-number-to-add-or-subtract',
  topic: 'divisibility-rules',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let N = 0;
    let d = 0;
    let r = 0;
    do {
      N = rng.int(10_000, 999_999);
      d = rng.int(13, 97);
      r = N % d;
    } while (r === 0 || 2 * r === d);
    const add = rng.next() < 0.5;
    const right = add ? d - r : r;
    const q = Math.floor(N / d);
    const { options, correctIndex } = choiceOptions(rng, right, [
      add ? r : d - r, // gives the remainder (the answer to the other question)
      right + d, // a larger number that also works
      add ? r + 1 : d - r - 1, // off by one from the other question
      right + 1,
    ]);
    const ask = add
      ? {
          en: `What is the least number that must be added to ${N} so that the sum is divisible by ${d}?`,
          hi: `${N} में कम से कम कौन-सी संख्या जोड़ी जाए कि योगफल ${d} से विभाज्य हो जाए?`,
        }
      : {
          en: `What is the least number that must be subtracted from ${N} so that the result is divisible by ${d}?`,
          hi: `${N} में से कम से कम कौन-सी संख्या घटाई जाए कि परिणाम ${d} से विभाज्य हो जाए?`,
        };
    const result = add ? N + right : N - right;
    return singleChoice(
      {
        en: 'Least number to add or subtract for divisibility',
        hi: 'विभाज्यता के लिए जोड़ी या घटाई जाने वाली न्यूनतम संख्या',
      },
      ask,
      options,
      correctIndex,
      {
        en: [
          `Divide: $${N} = ${d} \\times ${q} + ${r}$, so the remainder is ${r}.`,
          add
            ? `Adding $${d} - ${r} = ${right}$ reaches the next multiple: $${N} + ${right} = ${result} = ${d} \\times ${q + 1}$.`
            : `Subtracting the remainder reaches the multiple below: $${N} - ${r} = ${result} = ${d} \\times ${q}$.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          `भाग दें: $${N} = ${d} \\times ${q} + ${r}$, अतः शेषफल ${r} है।`,
          add
            ? `$${d} - ${r} = ${right}$ जोड़ने पर अगला गुणज मिलता है: $${N} + ${right} = ${result} = ${d} \\times ${q + 1}$।`
            : `शेषफल घटाने पर नीचे का गुणज मिलता है: $${N} - ${r} = ${result} = ${d} \\times ${q}$।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      40,
      [N, d, right],
      () => {
        // Step one at a time until a multiple of d is reached.
        for (let k = 0; k < d; k++) if ((add ? N + k : N - k) % d === 0) return options.indexOf(String(k));
        return -1;
      },
    );
  },
};

/** Remainder on division by 7, 11 or 13 from the alternating sum of three-digit groups (1001 = 7 × 11 × 13). */
export const divisibilityThreeDigitGroups: QuestionGenerator = {
  id: 'divisibility-rules/remainder-by-7-11-13-groups',
  topic: 'divisibility-rules',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const d = rng.pick([7, 11, 13]);
    const N = rng.int(100_000_000, 999_999_999);
    const g1 = N % 1000;
    const g2 = Math.floor(N / 1000) % 1000;
    const g3 = Math.floor(N / 1_000_000);
    const alt = g1 - g2 + g3;
    const right = ((alt % d) + d) % d;
    const digitSum = String(N)
      .split('')
      .reduce((s, c) => s + Number(c), 0);
    const { options, correctIndex } = remainderOptions(
      rng,
      right,
      [
        g1 % d, // looks at the last group only
        (g1 + g2 + g3) % d, // adds the groups instead of alternating the signs
        digitSum % d, // uses the digit sum, which works only for 3 and 9
      ],
      d,
    );
    const signed = `$${alt}$`;
    const reduce =
      alt < 0
        ? `$${alt} = ${d} \\times (${Math.floor(alt / d)}) + ${right}$`
        : `$${alt} = ${d} \\times ${Math.floor(alt / d)} + ${right}$`;
    return singleChoice(
      { en: 'Remainder by 7, 11 or 13 from three-digit groups', hi: 'तीन-अंकीय समूहों से 7, 11 या 13 से शेषफल' },
      {
        en: `What is the remainder when ${N} is divided by ${d}?`,
        hi: `${N} को ${d} से भाग देने पर शेषफल क्या है?`,
      },
      options,
      correctIndex,
      {
        en: [
          `$1001 = 7 \\times 11 \\times 13$, so $1000 \\equiv -1$ on division by ${d}. Split the number into groups of three digits from the right and alternate the signs.`,
          `Groups: ${g3} | ${String(g2).padStart(3, '0')} | ${String(g1).padStart(3, '0')}; $${g1} - ${g2} + ${g3} = ${alt}$.`,
          `The number leaves the same remainder as ${signed}: ${reduce}.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          `$1001 = 7 \\times 11 \\times 13$, अतः ${d} से भाग देने पर $1000 \\equiv -1$। संख्या को दाईं ओर से तीन-तीन अंकों के समूहों में बाँटें और चिह्न बारी-बारी से बदलें।`,
          `समूह: ${g3} | ${String(g2).padStart(3, '0')} | ${String(g1).padStart(3, '0')}; $${g1} - ${g2} + ${g3} = ${alt}$।`,
          `संख्या वही शेषफल छोड़ती है जो ${signed}: ${reduce}।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      75,
      [N, d, right],
      () => options.indexOf(String(N % d)),
    );
  },
};

/** The number 123456789101112…N divided by 9: its remainder is that of 1 + 2 + … + N. */
export const divisibilityConcatenatedNumbers: QuestionGenerator = {
  id: 'divisibility-rules/written-in-a-row-remainder-by-9',
  topic: 'divisibility-rules',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const N = rng.int(12, 99);
    const total = (N * (N + 1)) / 2;
    const right = total % 9;
    const digitsCount = 9 + 2 * (N - 9);
    const { options, correctIndex } = remainderOptions(
      rng,
      right,
      [
        N % 9, // takes the last number written
        digitsCount % 9, // counts the digits instead of adding them
        ((N * (N - 1)) / 2) % 9, // sums only up to N − 1
      ],
      9,
    );
    const shown = `123456789101112\\ldots${N}`;
    return singleChoice(
      { en: 'Numbers written in a row, divided by 9', hi: 'क्रम से लिखी संख्याएँ, 9 से भाग' },
      {
        en: `The number $${shown}$ is formed by writing the natural numbers from 1 to ${N} one after another. What is the remainder when it is divided by 9?`,
        hi: `संख्या $${shown}$, 1 से ${N} तक की प्राकृत संख्याओं को एक के बाद एक लिखकर बनाई गई है। इसे 9 से भाग देने पर शेषफल क्या है?`,
      },
      options,
      correctIndex,
      {
        en: [
          'A number leaves the same remainder on division by 9 as the sum of its digits, and so does each number written in the row. So the whole number leaves the remainder of $1 + 2 + \\cdots + ' +
            `${N}$.`,
          `$1 + 2 + \\cdots + ${N} = \\frac{${N} \\times ${N + 1}}{2} = ${total}$, and $${total} = 9 \\times ${Math.floor(total / 9)} + ${right}$.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          '9 से भाग देने पर कोई संख्या वही शेषफल छोड़ती है जो उसके अंकों का योग, और यही पंक्ति में लिखी हर संख्या के लिए सच है। अतः पूरी संख्या का शेषफल $1 + 2 + \\cdots + ' +
            `${N}$ के शेषफल जितना है।`,
          `$1 + 2 + \\cdots + ${N} = \\frac{${N} \\times ${N + 1}}{2} = ${total}$, और $${total} = 9 \\times ${Math.floor(total / 9)} + ${right}$।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      80,
      [N, right],
      () => {
        // Long division of the written-out number, digit by digit.
        let r = 0;
        for (let k = 1; k <= N; k++) for (const c of String(k)) r = (r * 10 + Number(c)) % 9;
        return options.indexOf(String(r));
      },
    );
  },
};

/** Composite divisors as (tail test, digit-sum test): 12 = 4 × 3 checks the last two digits and the digit sum. */
const COMPOSITES = [
  { d: 6, tail: 2, tailDigits: 1, sum: 3 },
  { d: 12, tail: 4, tailDigits: 2, sum: 3 },
  { d: 15, tail: 5, tailDigits: 1, sum: 3 },
  { d: 18, tail: 2, tailDigits: 1, sum: 9 },
  { d: 24, tail: 8, tailDigits: 3, sum: 3 },
  { d: 36, tail: 4, tailDigits: 2, sum: 9 },
  { d: 45, tail: 5, tailDigits: 1, sum: 9 },
] as const;

/** How many digits can fill the blank so that the number is divisible by 6, 12, 15, 18, 24, 36 or 45. */
export const divisibilityCompositeDigitCount: QuestionGenerator = {
  id: 'divisibility-rules/digits-fitting-a-composite-divisor',
  topic: 'divisibility-rules',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const { d, tail, tailDigits, sum } = rng.pick(COMPOSITES);
      const length = rng.int(6, 7);
      const digits = Array.from({ length }, (_, i) => rng.int(i === 0 ? 1 : 0, 9));
      const hole = rng.int(Math.max(1, length - tailDigits - 2), length - 1);
      const filled = (x: number) => digits.map((y, i) => (i === hole ? x : y));
      const known = digits.reduce((s, y, i) => (i === hole ? s : s + y), 0);
      const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      const bySum = all.filter((x) => (known + x) % sum === 0);
      const tailOf = (x: number) => Number(filled(x).slice(-tailDigits).join(''));
      const byTail = all.filter((x) => tailOf(x) % tail === 0);
      const both = bySum.filter((x) => byTail.includes(x));
      const holeInTail = hole >= length - tailDigits;
      if (both.length < 1 || both.length > 4 || !holeInTail) continue;
      if (bySum.length === both.length && byTail.length === both.length) continue;
      const right = both.length;
      const { options, correctIndex } = choiceOptions(
        rng,
        right,
        [
          bySum.length, // checks only the digit sum
          byTail.length, // checks only the last digits
          bySum.length + byTail.length, // adds the two lists instead of taking the digits common to both
          right + 1,
        ].filter((n) => n >= 0 && n <= 10),
      );
      const shown = digits.map((y, i) => (i === hole ? '{*}' : String(y))).join('');
      const lastWhat = {
        en: tailDigits === 1 ? 'the last digit' : `the number formed by the last ${tailDigits} digits`,
        hi: tailDigits === 1 ? 'अंतिम अंक' : `अंतिम ${tailDigits} अंकों से बनी संख्या`,
      };
      // The last digits with the blank, e.g. \overline{4*}: plain * (a braced {*} would start the math with "${").
      const tailPattern =
        tailDigits === 1 ? '*' : `\\overline{${shown.replace('{*}', '*').slice(-tailDigits)}}`;
      const set = (xs: number[]) => (xs.length ? `\\{${xs.join(', ')}\\}` : '\\varnothing');
      return singleChoice(
        { en: 'How many digits fit a composite divisor', hi: 'भाज्य भाजक के लिए कितने अंक सही बैठते हैं' },
        {
          en: `For how many digits $*$ is the number $${shown}$ divisible by ${d}?`,
          hi: `कितने अंकों $*$ के लिए संख्या $${shown}$, ${d} से विभाज्य है?`,
        },
        options,
        correctIndex,
        {
          en: [
            `$${d} = ${tail} \\times ${sum}$ with the two factors co-prime, so the number must pass both tests: ${tail} (${lastWhat.en}) and ${sum} (the digit sum).`,
            `Digit sum: the known digits add to ${known}, and $${known} + *$ is a multiple of ${sum} for $* \\in ${set(bySum)}$.`,
            `Test for ${tail}: $${tailPattern}$ must be divisible by ${tail}, so $* \\in ${set(byTail)}$.`,
            `Both: $* \\in ${set(both)}$, i.e. ${right} ${right === 1 ? 'digit' : 'digits'}.`,
            '',
            answer(right).en,
          ].join('\n\n'),
          hi: [
            `$${d} = ${tail} \\times ${sum}$ और दोनों गुणनखंड सह-अभाज्य हैं, अतः संख्या को दोनों जाँचें पास करनी होंगी: ${tail} (${lastWhat.hi}) और ${sum} (अंकों का योग)।`,
            `अंकों का योग: ज्ञात अंकों का योग ${known} है, और $${known} + *$, ${sum} का गुणज है जब $* \\in ${set(bySum)}$।`,
            `${tail} की जाँच: $${tailPattern}$ को ${tail} से विभाज्य होना चाहिए, अतः $* \\in ${set(byTail)}$।`,
            `दोनों: $* \\in ${set(both)}$, यानी ${right} अंक।`,
            '',
            answer(right).hi,
          ].join('\n\n'),
        },
        70,
        [d, right],
        () => options.indexOf(String(all.filter((x) => Number(filled(x).join('')) % d === 0).length)),
      );
    }
  },
};
