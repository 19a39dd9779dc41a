import { gcd, lcm } from '../../arithmetic.js';
import type { GeneratedQuestion, QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { textChoiceOptions } from './answer-formats.js';

/** What the group-Y helpers need to build a single-choice question. */
interface ChoiceParts {
  title: BilingualText;
  statement: BilingualText;
  steps: BilingualText[];
  seconds: number;
  numbers: number[];
}

/** KaTeX with a space between closing braces: "}}" reads as a template leftover to the checks. */
const spaced = (t: string) => t.replace(/\}(?=\})/g, '} ');
const spacedText = (t: BilingualText): BilingualText => ({ en: spaced(t.en), hi: spaced(t.hi) });

function solutionOf(steps: BilingualText[], answer: string): BilingualText {
  return spacedText({
    en: [...steps.map((s) => s.en), '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...steps.map((s) => s.hi), '', `**उत्तर: ${answer}**`].join('\n\n'),
  });
}

/**
 * A single-choice question on a number: the answer among distinct distractors (real mistakes),
 * shuffled; the checker finds the option whose text is `format(recompute())`.
 */
export function numberChoiceQuestion(
  rng: Rng,
  parts: ChoiceParts & {
    answer: number;
    mistakes: number[];
    format?: (n: number) => string;
    recompute: () => number;
  },
): GeneratedQuestion {
  const format = parts.format ?? String;
  const { options, correctIndex } = choiceOptions(rng, parts.answer, parts.mistakes, format);
  return {
    title: parts.title,
    type: 'single',
    statement: spacedText(parts.statement),
    options,
    answer: { kind: 'choice', correct: [correctIndex] },
    solution: solutionOf(parts.steps, format(parts.answer)),
    expectedSeconds: parts.seconds,
    numbers: parts.numbers,
    check() {
      return { kind: 'choice', correct: [options.indexOf(format(parts.recompute()))] };
    },
  };
}

/**
 * A single-choice question whose options are texts (surds, relations) with a numeric value each;
 * the checker picks the option whose value is within `tolerance` of `recompute()`.
 */
export function textChoiceQuestion(
  rng: Rng,
  parts: ChoiceParts & {
    answer: string;
    mistakes: string[];
    valueOf: (option: string) => number;
    recompute: () => number;
    tolerance?: number;
  },
): GeneratedQuestion {
  const original = new Map([parts.answer, ...parts.mistakes].map((t) => [spaced(t), t]));
  const answer = spaced(parts.answer);
  const { options, correctIndex } = textChoiceOptions(rng, answer, parts.mistakes.map(spaced));
  if (options.length < 4) throw new Error(`too few options: ${options.join(' | ')}`);
  return {
    title: parts.title,
    type: 'single',
    statement: spacedText(parts.statement),
    options,
    answer: { kind: 'choice', correct: [correctIndex] },
    solution: solutionOf(parts.steps, answer),
    expectedSeconds: parts.seconds,
    numbers: parts.numbers,
    check() {
      const target = parts.recompute();
      const tol = parts.tolerance ?? 1e-6;
      return {
        kind: 'choice',
        correct: [
          options.findIndex(
            (o) =>
              Math.abs(parts.valueOf(original.get(o) ?? o) - target) <= tol * Math.max(1, Math.abs(target)),
          ),
        ],
      };
    },
  };
}

/** a^e mod m by repeated multiplication (e small enough). */
function powMod(a: number, e: number, m: number): number {
  let x = 1 % m;
  for (let i = 0; i < e; i++) x = (x * a) % m;
  return x;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The last two digits of a^n (a ends in 1, 3, 7 or 9): a^4 ends in 1, then (10j + 1)^q ends in (jq)1. */
export const advancedLastTwoDigits: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/last-two-digits',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'medium',
  exams: ['CAT', 'Placements', 'GMAT', 'SSC CGL'],
  count: 40,
  generate(rng) {
    let a = 0;
    do a = rng.int(11, 99);
    while (a % 2 === 0 || a % 5 === 0);
    const n = rng.int(21, 399);
    const a2 = (a * a) % 100;
    const a4 = (a2 * a2) % 100;
    const j = Math.floor(a4 / 10);
    const q = Math.floor(n / 4);
    const r = n % 4;
    const part = 10 * ((j * q) % 10) + 1;
    const ar = powMod(a, r, 100);
    const answer = (part * ar) % 100;
    const tens = Math.floor(a / 10);
    const steps: BilingualText[] = [
      {
        en: `The fourth power of any number ending in 1, 3, 7 or 9 ends in 1. Keeping the last two digits: $${a}^2 \\equiv ${twoDigits(a2)}$, so $${a}^4 \\equiv ${twoDigits(a2)}^2 \\equiv ${twoDigits(a4)} \\pmod{100}$.`,
        hi: `1, 3, 7 या 9 पर समाप्त होने वाली किसी भी संख्या की चौथी घात 1 पर समाप्त होती है। केवल अंतिम दो अंक रखते हुए: $${a}^2 \\equiv ${twoDigits(a2)}$, अतः $${a}^4 \\equiv ${twoDigits(a2)}^2 \\equiv ${twoDigits(a4)} \\pmod{100}$।`,
      },
      {
        en: `$${n} = 4 \\times ${q} + ${r}$. A number whose last two digits are ${j}1 raised to the power ${q} ends in 1 with tens digit = unit digit of $${j} \\times ${q} = ${j * q}$: so $(${a}^4)^{${q}}$ ends in ${twoDigits(part)}.`,
        hi: `$${n} = 4 \\times ${q} + ${r}$। जिस संख्या के अंतिम दो अंक ${j}1 हैं, उसकी ${q}वीं घात 1 पर समाप्त होती है और दहाई का अंक $${j} \\times ${q} = ${j * q}$ का इकाई अंक होता है: अतः $(${a}^4)^{${q}}$ के अंतिम दो अंक ${twoDigits(part)} हैं।`,
      },
      r === 0
        ? {
            en: `Nothing is left over, so the last two digits of $${a}^{${n}}$ are ${twoDigits(answer)}.`,
            hi: `कुछ शेष नहीं बचता, अतः $${a}^{${n}}$ के अंतिम दो अंक ${twoDigits(answer)} हैं।`,
          }
        : {
            en: `$${a}^{${r}} \\equiv ${twoDigits(ar)} \\pmod{100}$, and $${part} \\times ${ar} = ${part * ar}$, so the last two digits are ${twoDigits(answer)}.`,
            hi: `$${a}^{${r}} \\equiv ${twoDigits(ar)} \\pmod{100}$, और $${part} \\times ${ar} = ${part * ar}$, अतः अंतिम दो अंक ${twoDigits(answer)} हैं।`,
          },
    ];
    return numberChoiceQuestion(rng, {
      title: { en: 'Last two digits of a power', hi: 'घात के अंतिम दो अंक' },
      statement: {
        en: `What are the last two digits of $${a}^{${n}}$?`,
        hi: `$${a}^{${n}}$ के अंतिम दो अंक क्या हैं?`,
      },
      answer,
      mistakes: [
        part, // forgets the leftover factor a^r
        ar, // keeps only the leftover factor a^r
        (10 * ((tens * n) % 10) + powMod(a % 10, n, 10)) % 100, // applies the "ends in 1" rule to the base itself
        (answer + 10) % 100, // slips by one in the tens digit
        (answer + 90) % 100,
      ],
      format: twoDigits,
      steps,
      seconds: 120,
      numbers: [a, n],
      recompute: () => powMod(a, n, 100),
    });
  },
};

/** CAT: numbers leaving remainders r1 and r2 on division by m1 and m2: how many three-digit ones, or the largest. */
export const advancedTwoRemainders: QuestionGenerator = {
  id: 'advanced-concepts-in-numbers/two-remainder-conditions',
  topic: 'advanced-concepts-in-numbers',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    let m1 = 0;
    let m2 = 0;
    let r1 = 0;
    let r2 = 0;
    let L = 0;
    for (;;) {
      m1 = rng.int(4, 13);
      m2 = rng.int(m1 + 1, 19);
      L = lcm(m1, m2);
      r1 = rng.int(1, m1 - 1);
      r2 = rng.int(1, m2 - 1);
      const g = gcd(m1, m2);
      if (m2 % m1 === 0 || L < 24 || L > 150) continue;
      if ((r2 - r1) % g !== 0 || r1 === r2 || m1 - r1 === m2 - r2) continue;
      break;
    }
    let x0 = r1;
    const listed: number[] = [x0];
    while (x0 % m2 !== r2) {
      x0 += m1;
      listed.push(x0);
    }
    const first = x0 + L * Math.ceil(Math.max(0, 100 - x0) / L);
    const last = x0 + L * Math.floor((999 - x0) / L);
    const count = (last - first) / L + 1;
    const askCount = rng.next() < 0.5;
    const shown = listed.length > 8 ? [...listed.slice(0, 3), '\\ldots', ...listed.slice(-2)] : listed;
    const condition = {
      en: `leave remainder ${r1} when divided by ${m1} and remainder ${r2} when divided by ${m2}`,
      hi: `${m1} से भाग देने पर शेषफल ${r1} और ${m2} से भाग देने पर शेषफल ${r2} छोड़ती हैं`,
    };
    const steps: BilingualText[] = [
      {
        en: `Numbers leaving remainder ${r1} on division by ${m1}: $${shown.join(', ')}$ — the first of these leaving remainder ${r2} on division by ${m2} is ${x0}.`,
        hi: `${m1} से भाग देने पर शेषफल ${r1} देने वाली संख्याएँ: $${shown.join(', ')}$ — इनमें ${m2} से भाग देने पर शेषफल ${r2} देने वाली पहली संख्या ${x0} है।`,
      },
      {
        en: `Both conditions repeat every $\\text{LCM}(${m1}, ${m2}) = ${L}$, so the numbers are $${x0} + ${L}k$.`,
        hi: `दोनों शर्तें हर $\\text{LCM}(${m1}, ${m2}) = ${L}$ पर दोहराती हैं, अतः संख्याएँ $${x0} + ${L}k$ हैं।`,
      },
      askCount
        ? {
            en: `The smallest three-digit one is ${first} and the largest is ${last}, so there are $\\frac{${last} - ${first}}{${L}} + 1 = ${count}$ of them.`,
            hi: `सबसे छोटी तीन अंकों की ऐसी संख्या ${first} और सबसे बड़ी ${last} है, अतः इनकी संख्या $\\frac{${last} - ${first}}{${L}} + 1 = ${count}$ है।`,
          }
        : {
            en: `$999 - ${x0} = ${999 - x0} = ${L} \\times ${Math.floor((999 - x0) / L)} + ${(999 - x0) % L}$, so the largest three-digit one is $${x0} + ${L} \\times ${Math.floor((999 - x0) / L)} = ${last}$.`,
            hi: `$999 - ${x0} = ${999 - x0} = ${L} \\times ${Math.floor((999 - x0) / L)} + ${(999 - x0) % L}$, अतः सबसे बड़ी तीन अंकों की संख्या $${x0} + ${L} \\times ${Math.floor((999 - x0) / L)} = ${last}$ है।`,
          },
    ];
    const brute = () => {
      const found: number[] = [];
      for (let x = 100; x <= 999; x++) if (x % m1 === r1 && x % m2 === r2) found.push(x);
      return askCount ? found.length : (found[found.length - 1] ?? -1);
    };
    const product = m1 * m2;
    return numberChoiceQuestion(rng, {
      title: { en: 'Numbers with two given remainders', hi: 'दो दिए गए शेषफलों वाली संख्याएँ' },
      statement: askCount
        ? {
            en: `How many three-digit numbers ${condition.en}?`,
            hi: `तीन अंकों की कितनी संख्याएँ ${condition.hi}?`,
          }
        : {
            en: `What is the largest three-digit number that leaves remainder ${r1} when divided by ${m1} and remainder ${r2} when divided by ${m2}?`,
            hi: `तीन अंकों की वह सबसे बड़ी संख्या कौन-सी है जो ${m1} से भाग देने पर शेषफल ${r1} और ${m2} से भाग देने पर शेषफल ${r2} छोड़ती है?`,
          },
      answer: askCount ? count : last,
      mistakes: askCount
        ? [
            Math.floor(900 / L), // divides the 900 three-digit numbers by the LCM
            count + 1, // counts the end points wrongly
            count - 1,
            product === L ? Math.floor(900 / (L / 2)) : Math.floor(900 / product) + 1, // uses the product, or half the LCM
          ]
        : [
            last - L, // one period too far back
            999 - ((999 - r1) % m1), // meets only the first condition
            999 - ((999 - r2) % m2), // meets only the second condition
            product === L ? last - 2 * L : 999 - ((999 - x0) % product), // steps by the product of the divisors
          ],
      steps,
      seconds: 200,
      numbers: [m1, r1, m2, r2],
      recompute: brute,
    });
  },
};
