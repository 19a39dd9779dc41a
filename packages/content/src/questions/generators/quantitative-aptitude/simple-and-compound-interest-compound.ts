import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { rupees, wholePositive } from './answer-formats.js';
import { reduced } from './percentages-change.js';

/** Compound interest for n years and a half (or a quarter), the part-year at the proportional rate. */
export const interestCompoundPartYear: QuestionGenerator = {
  id: 'simple-and-compound-interest/compound-part-year',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate(rng) {
    let [principal, rate, whole, part] = [8000, 10, 2, 2];
    for (let tries = 0; tries < 300; tries++) {
      const r = rng.pick([4, 5, 8, 10, 12, 15, 16, 20]);
      const n = rng.int(1, 2);
      const q = r % 4 === 0 && rng.next() < 0.3 ? 4 : 2;
      // P·(100 + r)^n·(100q + r) must be a multiple of 100^n·100q.
      const den = 100 ** n * 100 * q;
      const step = den / gcd(den, (100 + r) ** n * (100 * q + r));
      const unit = lcm(step, 100);
      if (unit > 100000) continue;
      const p = unit * rng.int(Math.max(1, Math.ceil(2000 / unit)), Math.max(1, Math.floor(200000 / unit)));
      [principal, rate, whole, part] = [p, r, n, q];
      break;
    }
    let afterWhole = principal;
    for (let y = 0; y < whole; y++) afterWhole = (afterWhole * (100 + rate)) / 100;
    const amount = (afterWhole * (100 * part + rate)) / (100 * part);
    const interest = amount - principal;
    const fullYears = (afterWhole * (100 + rate)) / 100 - principal;
    const { options, correctIndex } = choiceOptions(
      rng,
      interest,
      wholePositive([
        afterWhole - principal, // drops the part-year
        fullYears, // compounds a whole extra year
        (principal * rate * (whole + 1 / part)) / 100, // simple interest for the whole time
        amount, // answers the amount
        Math.round(interest - (afterWhole * rate) / (100 * part) + (principal * rate) / (100 * part)), // part-year interest on the principal
      ]).filter((v) => v !== interest),
      rupees,
    );
    const frac = part === 2 ? '\\frac{1}{2}' : '\\frac{1}{4}';
    const timeTex = `${whole}${frac}`;
    const statement = {
      en: `What is the compound interest on ₹${principal} for $${timeTex}$ years at ${rate}% per annum, compounded annually? (For the part of a year, interest is charged at the proportional rate.)`,
      hi: `₹${principal} पर ${rate}% वार्षिक दर से $${timeTex}$ वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजन) कितना होगा? (वर्ष के भाग के लिए ब्याज आनुपातिक दर से लगता है।)`,
    };
    const [partRateNum, partRateDen] = reduced(rate, part);
    const partRate = partRateDen === 1 ? `${partRateNum}` : `\\frac{${partRateNum}}{${partRateDen}}`;
    const power = whole === 1 ? '' : `^{${whole}}`;
    const solution = {
      en: [
        `For the ${whole} full year${whole > 1 ? 's' : ''}: $${principal} \\times \\left(\\frac{${100 + rate}}{100}\\right)${power} = ${afterWhole}$.`,
        `For the remaining $${frac}$ year the rate is $${rate} \\times ${frac} = ${partRate}\\%$: $${afterWhole} \\times \\frac{${100 * part + rate}}{${100 * part}} = ${amount}$.`,
        `Compound interest $= ${amount} - ${principal} = ${interest}$.`,
        '',
        `**Answer: ₹${interest}**`,
      ].join('\n\n'),
      hi: [
        `${whole} पूरे वर्ष के लिए: $${principal} \\times \\left(\\frac{${100 + rate}}{100}\\right)${power} = ${afterWhole}$।`,
        `शेष $${frac}$ वर्ष के लिए दर $${rate} \\times ${frac} = ${partRate}\\%$ है: $${afterWhole} \\times \\frac{${100 * part + rate}}{${100 * part}} = ${amount}$।`,
        `चक्रवृद्धि ब्याज $= ${amount} - ${principal} = ${interest}$।`,
        '',
        `**उत्तर: ₹${interest}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Compound interest for a part of a year', hi: 'वर्ष के भाग सहित चक्रवृद्धि ब्याज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [principal, rate, interest],
      check() {
        // Month by month: the balance earns simple interest within a year and is compounded each 12 months.
        const months = 12 * whole + 12 / part;
        let balance = principal;
        let pending = 0;
        for (let m = 1; m <= months; m++) {
          pending += (balance * rate) / 1200;
          if (m % 12 === 0 || m === months) {
            balance += pending;
            pending = 0;
          }
        }
        return { kind: 'choice', correct: [options.indexOf(rupees(Math.round(balance - principal)))] };
      },
    };
  },
};

/** One year at r%: how much more interest half-yearly compounding earns than annual compounding. */
export const interestHalfYearlyVsAnnual: QuestionGenerator = {
  id: 'simple-and-compound-interest/half-yearly-vs-annual',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const rate = rng.pick([4, 6, 8, 10, 12, 16, 20]);
    // The extra is P·(r/200)²: P a multiple of 40000/gcd(r², 40000).
    const step = lcm(40000 / gcd(rate * rate, 40000), 100);
    const principal =
      step * rng.int(Math.max(1, Math.ceil(5000 / step)), Math.max(2, Math.floor(500000 / step)));
    const half = (principal * rate) / 200;
    const extra = (half * rate) / 200;
    const annual = (principal * rate) / 100;
    const { options, correctIndex } = choiceOptions(
      rng,
      extra,
      wholePositive([
        (principal * rate * rate) / 10000, // uses the two-year CI − SI formula at the full rate
        (principal * rate * rate) / 20000, // halves the rate only once
        half, // answers one half-year's interest
        2 * extra, // counts the interest on interest twice
      ]),
      rupees,
    );
    const statement = {
      en: `₹${principal} is deposited for 1 year at ${rate}% per annum. How much more interest does it earn if the interest is compounded half-yearly instead of annually?`,
      hi: `₹${principal} को 1 वर्ष के लिए ${rate}% वार्षिक दर पर जमा किया जाता है। यदि ब्याज वार्षिक के बजाय अर्धवार्षिक रूप से संयोजित हो, तो कितना अधिक ब्याज मिलेगा?`,
    };
    const solution = {
      en: [
        `Annually: interest $= ${principal} \\times \\frac{${rate}}{100} = ${annual}$.`,
        `Half-yearly: ${rate / 2}% for each half-year. First half: $${half}$; second half: $${half} + ${rate / 2}\\% \\text{ of } ${half} = ${half + extra}$; total $${2 * half + extra}$.`,
        `The difference is the interest on the first half-year's interest: $${half} \\times \\frac{${rate / 2}}{100} = ${extra}$.`,
        '',
        `**Answer: ₹${extra}**`,
      ].join('\n\n'),
      hi: [
        `वार्षिक: ब्याज $= ${principal} \\times \\frac{${rate}}{100} = ${annual}$।`,
        `अर्धवार्षिक: हर छमाही ${rate / 2}%। पहली छमाही: $${half}$; दूसरी छमाही: $${half} + ${half} \\text{ का } ${rate / 2}\\% = ${half + extra}$; कुल $${2 * half + extra}$।`,
        `अंतर पहली छमाही के ब्याज पर मिला ब्याज है: $${half} \\times \\frac{${rate / 2}}{100} = ${extra}$।`,
        '',
        `**उत्तर: ₹${extra}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Half-yearly against annual compounding', hi: 'अर्धवार्षिक बनाम वार्षिक संयोजन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [principal, rate, extra],
      check() {
        // Both balances in paise, step by step.
        const paise = principal * 100;
        let halfYearly = paise;
        for (let h = 0; h < 2; h++) halfYearly += (halfYearly * rate) / 200;
        const yearly = paise + (paise * rate) / 100;
        return { kind: 'choice', correct: [options.indexOf(rupees(Math.round(halfYearly - yearly) / 100))] };
      },
    };
  },
};

interface YearCase {
  rate: number;
  up: number;
  down: number;
  /** The interests of years `year` and `year + 1` are given. */
  year: number;
}

const YEAR_CASES: YearCase[] = [];
for (const rate of [4, 5, 8, 10, 12.5, 15, 20, 25]) {
  const [up, down] = reduced(200 + 2 * rate, 200);
  for (const year of [1, 2, 3]) if (down ** year <= 4000) YEAR_CASES.push({ rate, up, down, year });
}

const ordinal = (n: number) => ['', '1st', '2nd', '3rd', '4th'][n] ?? `${n}th`;
const ordinalHi = (n: number) => ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे'][n] ?? `${n}वें`;

/** The CI earned in two consecutive years: the simple interest on the same sum for t years (TITA). */
export const interestYearlyInterestsToSimple: QuestionGenerator = {
  id: 'simple-and-compound-interest/yearly-interests-to-simple',
  topic: 'simple-and-compound-interest',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL'],
  count: 60,
  generate(rng) {
    const { rate, up, down, year } = rng.pick(YEAR_CASES);
    // Interest of year k = P·(r/100)·(up/down)^(k−1); P a multiple of down^year·(100/r) keeps both whole.
    const [rn, rd] = reduced(rate * 2, 200);
    const unit = lcm(down ** year * rd, 100);
    const most = Math.max(1, Math.floor(500000 / unit));
    const principal = unit * rng.int(Math.min(most, Math.max(1, Math.ceil(2000 / unit))), most);
    const interestOf = (k: number) => (principal * rn * up ** (k - 1)) / (rd * down ** (k - 1));
    const first = interestOf(year);
    const second = interestOf(year + 1);
    const years = rng.int(2, 6);
    const simple = (principal * rate * years) / 100;
    const statement = {
      en: `The compound interest (compounded annually) on a sum of money is ₹${first} in the ${ordinal(year)} year and ₹${second} in the ${ordinal(year + 1)} year. What is the simple interest on the same sum at the same rate for ${years} years (in ₹)?`,
      hi: `किसी राशि पर चक्रवृद्धि ब्याज (वार्षिक संयोजन) ${ordinalHi(year)} वर्ष में ₹${first} और ${ordinalHi(year + 1)} वर्ष में ₹${second} है। उसी राशि पर उसी दर से ${years} वर्ष का साधारण ब्याज (₹ में) कितना होगा?`,
    };
    const before =
      year === 1 ? '' : ` \\times \\left(\\frac{${up}}{${down}}\\right)${year === 2 ? '' : `^{${year - 1}}`}`;
    const solution = {
      en: [
        `The interest of the ${ordinal(year + 1)} year is the ${ordinal(year)} year's interest plus interest on it: $R = \\frac{${second} - ${first}}{${first}} \\times 100 = ${rate}\\%$.`,
        `The ${ordinal(year)} year's interest is $P \\times \\frac{${rate}}{100}${before} = ${first}$, so $P = ${principal}$.`,
        `Simple interest for ${years} years $= \\frac{${principal} \\times ${rate} \\times ${years}}{100} = ${simple}$.`,
        '',
        `**Answer: ₹${simple}**`,
      ].join('\n\n'),
      hi: [
        `${ordinalHi(year + 1)} वर्ष का ब्याज, ${ordinalHi(year)} वर्ष के ब्याज और उस पर मिले ब्याज का योग है: $R = \\frac{${second} - ${first}}{${first}} \\times 100 = ${rate}\\%$।`,
        `${ordinalHi(year)} वर्ष का ब्याज $P \\times \\frac{${rate}}{100}${before} = ${first}$ है, अतः $P = ${principal}$।`,
        `${years} वर्ष का साधारण ब्याज $= \\frac{${principal} \\times ${rate} \\times ${years}}{100} = ${simple}$।`,
        '',
        `**उत्तर: ₹${simple}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Simple interest from two years of CI', hi: 'दो वर्षों के चक्रवृद्धि ब्याज से साधारण ब्याज' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: simple, tolerance: 0 },
      solution,
      expectedSeconds: 180,
      numbers: [first, second, years, simple],
      check() {
        // Try rates in steps of 0.5% and sums in whole rupees: the year-by-year interests must match.
        for (let twice = 1; twice <= 100; twice++) {
          const r = twice / 2;
          if (Math.abs(first * (100 + r) - second * 100) > 1e-9) continue;
          const p = (first * 100) / r / ((100 + r) / 100) ** (year - 1);
          return { kind: 'numeric', value: Math.round((p * r * years) / 100), tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
