/**
 * Simple and compound interest: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `simple-and-compound-interest/simple-two-amounts` – amounts after two times at simple interest: the sum – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `simple-and-compound-interest/ci-si-difference` – CI − SI for 2 or 3 years: the sum – SSC CGL, Bank PO, RRB NTPC, CAT
 * - `simple-and-compound-interest/compound-two-amounts` – amounts after two times at compound interest: the sum – CAT, Bank PO, SSC CGL
 * - `simple-and-compound-interest/simple-times-itself` – a sum becomes a times itself in n years (SI): when b times – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `simple-and-compound-interest/two-parts-two-rates` – a sum lent in two parts at two SI rates, the total interest given: one part – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `simple-and-compound-interest/compound-part-year` – CI for n½ (or n¼) years, the part-year at the proportional rate – SSC CGL, RRB NTPC, Bank PO
 * - `simple-and-compound-interest/half-yearly-vs-annual` – extra interest from half-yearly over annual compounding in a year – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `simple-and-compound-interest/equal-instalments` – a loan repaid in 2 or 3 equal annual instalments at CI: the instalment – SSC CGL, Bank PO, RRB NTPC, CAT
 * - `simple-and-compound-interest/rate-changes` – SI at a rate that changes twice over the term, the total interest given: the sum – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `simple-and-compound-interest/yearly-interests-to-simple` (CAT) – CI earned in two consecutive years: SI on the sum for t years – CAT, Bank PO, SSC CGL
 * - `simple-and-compound-interest/split-two-plans` (CAT) – a sum split between an SI plan and a CI plan that pay out equal: the SI share – CAT, Bank PO
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { rupees, wholePositive } from './answer-formats.js';

/** Two amounts under simple interest after different times: the principal. */
export const interestSimpleTwoAmounts: QuestionGenerator = {
  id: 'simple-and-compound-interest/simple-two-amounts',
  topic: 'simple-and-compound-interest',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const principal = 100 * rng.int(5, 150);
    const rate = rng.int(2, 15);
    const early = rng.int(2, 6);
    const late = early + rng.int(1, 4);
    const yearly = (principal * rate) / 100;
    const first = principal + early * yearly;
    const second = principal + late * yearly;
    const gap = second - first;
    const { options, correctIndex } = choiceOptions(
      rng,
      principal,
      wholePositive([
        first - gap, // takes the difference of the amounts as the interest for the first period
        first - early * gap, // forgets to divide the difference by the number of years between
        first - yearly, // subtracts only one year's interest
        second - early * yearly, // subtracts the interest from the wrong amount
        first - late * yearly, // takes the interest for the later time off the earlier amount
        first - (early - 1) * yearly, // counts one year too few
      ]),
      rupees,
    );
    const statement = {
      en: `A sum of money lent at simple interest amounts to ₹${first} in ${early} years and to ₹${second} in ${late} years. What is the sum?`,
      hi: `साधारण ब्याज पर दी गई एक राशि ${early} वर्ष में ₹${first} और ${late} वर्ष में ₹${second} हो जाती है। राशि ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        late - early === 1
          ? `Interest for 1 year $= ${second} - ${first} = ${yearly}$.`
          : `Interest for ${late - early} years $= ${second} - ${first} = ${gap}$, so interest for 1 year $= ${gap} \\div ${late - early} = ${yearly}$.`,
        `Interest for ${early} years $= ${early} \\times ${yearly} = ${early * yearly}$.`,
        `Sum $= ${first} - ${early * yearly} = ${principal}$.`,
        '',
        `**Answer: ₹${principal}**`,
      ].join('\n\n'),
      hi: [
        late - early === 1
          ? `1 वर्ष का ब्याज $= ${second} - ${first} = ${yearly}$।`
          : `${late - early} वर्ष का ब्याज $= ${second} - ${first} = ${gap}$, अतः 1 वर्ष का ब्याज $= ${gap} \\div ${late - early} = ${yearly}$।`,
        `${early} वर्ष का ब्याज $= ${early} \\times ${yearly} = ${early * yearly}$।`,
        `राशि $= ${first} - ${early * yearly} = ${principal}$।`,
        '',
        `**उत्तर: ₹${principal}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sum from two amounts (simple interest)', hi: 'दो मिश्रधनों से मूलधन (साधारण ब्याज)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [first, early, second, late, principal],
      check() {
        // Eliminate the yearly interest: P = (A1·t2 − A2·t1) / (t2 − t1).
        const value = (first * late - second * early) / (late - early);
        return { kind: 'choice', correct: [options.indexOf(rupees(value))] };
      },
    };
  },
};

interface DifferenceCase {
  years: 2 | 3;
  rate: number;
  /** The principal must be a multiple of this for the difference to be whole rupees. */
  step: number;
}

const DIFFERENCE_CASES: DifferenceCase[] = [];
for (const rate of [4, 5, 6, 8, 10, 12, 15, 20, 25]) {
  const two = 10000 / gcd(rate * rate, 10000);
  DIFFERENCE_CASES.push({ years: 2, rate, step: lcm(two, 100) });
  const three = 1000000 / gcd(rate * rate * (300 + rate), 1000000);
  if (lcm(three, 100) <= 20000) DIFFERENCE_CASES.push({ years: 3, rate, step: lcm(three, 100) });
}

/** The difference between CI and SI for 2 or 3 years is given: find the principal. */
export const interestCiSiDifference: QuestionGenerator = {
  id: 'simple-and-compound-interest/ci-si-difference',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CAT'],
  generate(rng) {
    const { years, rate, step } = rng.pick(DIFFERENCE_CASES);
    const principal = step * rng.int(Math.max(1, Math.ceil(2000 / step)), Math.floor(100000 / step));
    const difference =
      years === 2 ? (principal * rate * rate) / 10000 : (principal * rate * rate * (300 + rate)) / 1000000;
    const wrong =
      years === 2
        ? [
            (principal * rate) / 100, // uses R/100 only once
            (principal * rate) / 200, // treats the difference as two years' simple interest
            principal / 2, // thinks the difference is 2P(R/100)^2
            2 * principal,
          ]
        : [
            (principal * (300 + rate)) / 100, // uses the 2-year formula P(R/100)^2
            (principal * (300 + rate)) / 300, // thinks the difference is 3P(R/100)^2
            (principal * rate * (300 + rate)) / 10000, // uses R/100 only once
            2 * principal,
          ];
    const { options, correctIndex } = choiceOptions(rng, principal, wholePositive(wrong), rupees);
    const statement = {
      en: `The difference between the compound interest (compounded annually) and the simple interest on a certain sum for ${years} years at ${rate}% per annum is ₹${difference}. What is the sum?`,
      hi: `किसी राशि पर ${rate}% वार्षिक दर से ${years} वर्ष के चक्रवृद्धि ब्याज (वार्षिक संयोजन) और साधारण ब्याज का अंतर ₹${difference} है। राशि ज्ञात कीजिए।`,
    };
    const r = `\\left(\\frac{${rate}}{100}\\right)^2`;
    const formula =
      years === 2
        ? `P ${r} = ${difference}`
        : `P ${r}\\left(3 + \\frac{${rate}}{100}\\right) = ${difference}`;
    const perRupee =
      years === 2 ? `\\frac{${rate * rate}}{10000}` : `\\frac{${rate * rate * (300 + rate)}}{1000000}`;
    const solution = {
      en: [
        `For ${years} years, $\\text{CI} - \\text{SI} = ${years === 2 ? `P ${r}` : `P ${r}\\left(3 + \\frac{${rate}}{100}\\right)`}$.`,
        `So $${formula}$, that is $P \\times ${perRupee} = ${difference}$.`,
        `$P = ${difference} \\times ${years === 2 ? `\\frac{10000}{${rate * rate}}` : `\\frac{1000000}{${rate * rate * (300 + rate)}}`} = ${principal}$.`,
        '',
        `**Answer: ₹${principal}**`,
      ].join('\n\n'),
      hi: [
        `${years} वर्ष के लिए $\\text{CI} - \\text{SI} = ${years === 2 ? `P ${r}` : `P ${r}\\left(3 + \\frac{${rate}}{100}\\right)`}$।`,
        `अतः $${formula}$, यानी $P \\times ${perRupee} = ${difference}$।`,
        `$P = ${difference} \\times ${years === 2 ? `\\frac{10000}{${rate * rate}}` : `\\frac{1000000}{${rate * rate * (300 + rate)}}`} = ${principal}$।`,
        '',
        `**उत्तर: ₹${principal}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sum from CI − SI', hi: 'CI − SI से मूलधन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: years === 2 ? 70 : 100,
      numbers: [years, rate, difference, principal],
      check() {
        // Year-by-year interest on ₹1000000 (whole rupees at every step), then scale to the given difference.
        const base = 1000000;
        let amount = base;
        for (let y = 0; y < years; y++) amount += (amount * rate) / 100;
        const gapOnBase = amount - base - (base * rate * years) / 100;
        const value = Math.round((difference * base) / gapOnBase);
        return { kind: 'choice', correct: [options.indexOf(rupees(value))] };
      },
    };
  },
};

interface GrowthCase {
  rate: number;
  /** 1 + rate/100 = up/down in lowest terms. */
  up: number;
  down: number;
  early: number;
  late: number;
}

const GROWTH_CASES: GrowthCase[] = [];
for (const rate of [4, 5, 8, 10, 12.5, 15, 20, 25, 30, 40]) {
  const g = gcd(200 + 2 * rate, 200);
  const [up, down] = [(200 + 2 * rate) / g, 200 / g];
  for (const [early, late] of [
    [1, 2],
    [2, 3],
    [3, 4],
    [1, 3],
    [2, 4],
  ] as const) {
    if (down ** late <= 200000) GROWTH_CASES.push({ rate, up, down, early, late });
  }
}

/** Amounts after two different numbers of years under compound interest: the principal (TITA). */
export const interestCompoundTwoAmounts: QuestionGenerator = {
  id: 'simple-and-compound-interest/compound-two-amounts',
  topic: 'simple-and-compound-interest',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL'],
  generate(rng) {
    const { rate, up, down, early, late } = rng.pick(GROWTH_CASES);
    // P = m·down^late makes every amount up to year `late` a whole number of rupees.
    const unit = down ** late;
    const most = Math.max(1, Math.floor(Math.min(400000 / unit, 600000 / up ** late)));
    const m = rng.int(Math.min(most, Math.max(1, Math.ceil(1000 / unit))), most);
    const principal = m * unit;
    const amountAt = (t: number) => m * down ** (late - t) * up ** t;
    const first = amountAt(early);
    const second = amountAt(late);
    const gap = late - early;
    const statement = {
      en: `A sum of money invested at compound interest, compounded annually, amounts to ₹${first} in ${early} year${early > 1 ? 's' : ''} and to ₹${second} in ${late} years. What is the sum (in ₹)?`,
      hi: `चक्रवृद्धि ब्याज (वार्षिक संयोजन) पर लगाई गई एक राशि ${early} वर्ष में ₹${first} और ${late} वर्ष में ₹${second} हो जाती है। राशि (₹ में) ज्ञात कीजिए।`,
    };
    const ratio = `\\frac{${second}}{${first}} = \\frac{${up ** gap}}{${down ** gap}}`;
    const growth =
      gap === 1
        ? `\\frac{${up}}{${down}}`
        : `\\sqrt{\\frac{${up ** 2}}{${down ** 2}} } = \\frac{${up}}{${down}}`;
    const back = `${first} \\times \\left(\\frac{${down}}{${up}}\\right)^{${early}}`;
    const solution = {
      en: [
        `Over the ${gap} year${gap > 1 ? 's' : ''} between them the amount grows by $\\left(1 + \\frac{R}{100}\\right)^{${gap}} = ${ratio}$.`,
        `So $1 + \\frac{R}{100} = ${growth}$, i.e. $R = ${rate}\\%$.`,
        `Going back ${early} year${early > 1 ? 's' : ''}: $P = ${back} = ${principal}$.`,
        '',
        `**Answer: ${principal}**`,
      ].join('\n\n'),
      hi: [
        `दोनों के बीच के ${gap} वर्ष में मिश्रधन $\\left(1 + \\frac{R}{100}\\right)^{${gap}} = ${ratio}$ गुना होता है।`,
        `अतः $1 + \\frac{R}{100} = ${growth}$, यानी $R = ${rate}\\%$।`,
        `${early} वर्ष पीछे जाने पर: $P = ${back} = ${principal}$।`,
        '',
        `**उत्तर: ${principal}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sum from two compound amounts', hi: 'चक्रवृद्धि के दो मिश्रधनों से मूलधन' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: principal, tolerance: 0 },
      solution,
      expectedSeconds: gap === 1 ? 120 : 150,
      numbers: [first, early, second, late, principal],
      check() {
        // Try every rate in steps of 0.5%, in whole numbers: A1·(200 + 2R)^gap = A2·200^gap.
        for (let twiceRate = 1; twiceRate <= 200; twiceRate++) {
          const factor = 200 + twiceRate;
          if (first * factor ** gap === second * 200 ** gap) {
            return { kind: 'numeric', value: (first * 200 ** early) / factor ** early, tolerance: 0 };
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
