import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { englishText, rupees, unitChoiceOptions, wholePositive } from './answer-formats.js';
import { reduced } from './percentages-change.js';

interface TimesCase {
  first: number;
  years: number;
  second: number;
  answer: number;
}

// The interest is (times − 1) × P and grows in proportion to time: (b − 1)·n / (a − 1) whole.
const TIMES_CASES: TimesCase[] = [];
for (const first of [2, 3, 4, 5]) {
  // Rates from 4% to 25% a year.
  for (let years = 4 * (first - 1); years <= 25 * (first - 1) && years <= 30; years++) {
    for (let second = first + 1; second <= 10; second++) {
      const answer = ((second - 1) * years) / (first - 1);
      // A rate an exam would use: whole, or a half or a third.
      const rateIsClean = reduced(100 * (first - 1), years)[1] <= 3;
      if (Number.isInteger(answer) && answer <= 60 && rateIsClean)
        TIMES_CASES.push({ first, years, second, answer });
    }
  }
}

const grows = (t: number, future: boolean) =>
  t === 2
    ? { en: future ? 'double itself' : 'doubles itself', hi: future ? 'दोगुनी हो जाएगी' : 'दोगुनी हो जाती है' }
    : t === 3
      ? { en: future ? 'triple itself' : 'triples itself', hi: future ? 'तिगुनी हो जाएगी' : 'तिगुनी हो जाती है' }
      : {
          en: future ? `become ${t} times itself` : `becomes ${t} times itself`,
          hi: future ? `${t} गुनी हो जाएगी` : `${t} गुनी हो जाती है`,
        };

/** `P`, `2P`: never `1P`. */
const timesP = (n: number) => (n === 1 ? 'P' : `${n}P`);

/** A sum becomes a times itself in n years at simple interest: in how many years will it become b times? */
export const interestSimpleTimesItself: QuestionGenerator = {
  id: 'simple-and-compound-interest/simple-times-itself',
  topic: 'simple-and-compound-interest',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const { first, years, second, answer } = rng.pick(TIMES_CASES);
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      wholePositive([
        (second * years) / first, // scales the time with the amount instead of with the interest
        (second - 1) * years, // takes the first multiple as a doubling
        ((second - first) * years) / (first - 1), // answers only the extra years
        years * (second - first + 1), // adds one period per extra multiple
        answer + years, // counts the first period again
        years * second, // scales the time with the final multiple
        Math.round((second * years) / first), // the first mistake, rounded
      ]).filter((v) => v !== answer),
      { en: 'years', hi: 'वर्ष' },
    );
    const now = grows(first, false);
    const later = grows(second, true);
    const statement = {
      en: `A sum of money ${now.en} in ${years} years at simple interest. In how many years will it ${later.en} at the same rate?`,
      hi: `साधारण ब्याज पर एक राशि ${years} वर्ष में ${now.hi}। उसी दर पर यह कितने वर्ष में ${later.hi}?`,
    };
    const ratioTex = first === 2 ? `${second - 1}` : `\\frac{${second - 1}}{${first - 1}}`;
    const [rateNum, rateDen] = reduced(100 * (first - 1), years);
    const rateTex = rateDen === 1 ? `${rateNum}` : `\\frac{${rateNum}}{${rateDen}}`;
    const solution = {
      en: [
        `To become ${first} times itself the sum earns interest of $${timesP(first - 1)}$ in ${years} years (the rate is $${rateTex}\\%$ a year).`,
        `To become ${second} times itself it must earn $${timesP(second - 1)}$. Simple interest grows in proportion to time:`,
        `$\\text{Time} = ${years} \\times ${ratioTex} = ${answer}$ years.`,
        '',
        `**Answer: ${answer} years**`,
      ].join('\n\n'),
      hi: [
        `${first} गुनी होने के लिए राशि ${years} वर्ष में $${timesP(first - 1)}$ ब्याज कमाती है (दर $${rateTex}\\%$ वार्षिक)।`,
        `${second} गुनी होने के लिए उसे $${timesP(second - 1)}$ ब्याज कमाना होगा। साधारण ब्याज समय के अनुपात में बढ़ता है:`,
        `$\\text{Time} = ${years} \\times ${ratioTex} = ${answer}$ वर्ष।`,
        '',
        `**उत्तर: ${answer} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Sum becomes some times itself (simple interest)',
        hi: 'राशि कुछ गुनी होने का समय (साधारण ब्याज)',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [years, answer],
      check() {
        // Add a year's interest at a time to ₹(100·years), whose yearly interest is whole.
        const principal = 100 * years;
        const yearly = (principal * (first - 1)) / years;
        let amount = principal;
        let t = 0;
        while (amount < second * principal) {
          amount += yearly;
          t++;
        }
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === `${t} years`)] };
      },
    };
  },
};

/** A wrong amount rounded to hundreds, as the sums of this shape are. */
const hundreds = (v: number) => 100 * Math.round(v / 100);

/** A sum lent in two parts at two rates of simple interest, the total interest given: the part at the first rate. */
export const interestTwoPartsTwoRates: QuestionGenerator = {
  id: 'simple-and-compound-interest/two-parts-two-rates',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let [total, part, r1, r2, years] = [10000, 4000, 8, 10, 2];
    for (let tries = 0; tries < 100; tries++) {
      const a = rng.int(3, 15);
      const b = rng.int(3, 15);
      if (a === b) continue;
      const sum = 1000 * rng.int(5, 100);
      const p = 100 * rng.int(sum / 500, (4 * sum) / 500);
      if (2 * p === sum) continue;
      [total, part, r1, r2, years] = [sum, p, a, b, rng.int(1, 5)];
      break;
    }
    const other = total - part;
    const interest = (years * (part * r1 + other * r2)) / 100;
    const yearly = interest / years;
    const [low, high] = r1 < r2 ? [r1, r2] : [r2, r1];
    const atHigh = r1 < r2 ? other : part;
    const base = (total * low) / 100;
    const statement = {
      en: `₹${total} is lent in two parts, one at ${r1}% and the other at ${r2}% per annum simple interest. The total interest after ${years} year${years > 1 ? 's' : ''} is ₹${interest}. How much was lent at ${r1}%?`,
      hi: `₹${total} को दो भागों में उधार दिया गया, एक भाग ${r1}% और दूसरा ${r2}% वार्षिक साधारण ब्याज पर। ${years} वर्ष बाद कुल ब्याज ₹${interest} है। ${r1}% पर कितनी राशि दी गई?`,
    };
    const { options, correctIndex } = choiceOptions(
      rng,
      part,
      wholePositive([
        other, // answers the part at the other rate
        total / 2, // splits the sum equally
        hundreds((total * r1) / (r1 + r2)), // splits in the ratio of the rates
        hundreds((total * r2) / (r1 + r2)), // splits in the inverse ratio of the rates
        ((interest - base) * 100) / (high - low), // forgets to divide the interest by the years
        hundreds((100 * yearly) / high), // puts all the interest on the higher rate
        hundreds((100 * yearly) / low), // puts all the interest on the lower rate
      ]).filter((v) => v < total),
      rupees,
    );
    const per = high - low === 1 ? '100' : `\\frac{100}{${high - low}}`;
    const lastEn =
      atHigh === part
        ? `So ₹${part} was lent at ${r1}%.`
        : `That is the part at ${r2}%, so the part at ${r1}% is $${total} - ${other} = ${part}$.`;
    const lastHi =
      atHigh === part
        ? `अतः ${r1}% पर ₹${part} दिए गए।`
        : `यह ${r2}% वाला भाग है, अतः ${r1}% पर $${total} - ${other} = ${part}$ दिए गए।`;
    const solution = {
      en: [
        years > 1
          ? `Interest for one year $= ${interest} \\div ${years} = ${yearly}$.`
          : `The interest for the one year is ₹${interest}.`,
        `If all ₹${total} were at ${low}%, a year's interest would be $${base}$. Each rupee at ${high}% instead adds $\\frac{${high - low}}{100}$ of a rupee.`,
        `Amount at ${high}% $= (${yearly} - ${base}) \\times ${per} = ${atHigh}$.`,
        lastEn,
        '',
        `**Answer: ₹${part}**`,
      ].join('\n\n'),
      hi: [
        years > 1
          ? `एक वर्ष का ब्याज $= ${interest} \\div ${years} = ${yearly}$।`
          : `एक वर्ष का ब्याज ₹${interest} है।`,
        `यदि पूरे ₹${total} ${low}% पर होते, तो एक वर्ष का ब्याज $${base}$ होता। ${high}% पर दिया गया हर रुपया $\\frac{${high - low}}{100}$ रुपया अधिक जोड़ता है।`,
        `${high}% पर राशि $= (${yearly} - ${base}) \\times ${per} = ${atHigh}$।`,
        lastHi,
        '',
        `**उत्तर: ₹${part}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sum lent in two parts at two rates', hi: 'दो दरों पर दो भागों में उधार' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [total, r1, r2, years, interest, part],
      check() {
        // Try every split in whole rupees.
        for (let x = 0; x <= total; x++) {
          if (x * r1 * years + (total - x) * r2 * years === 100 * interest) {
            return { kind: 'choice', correct: [options.indexOf(rupees(x))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Simple interest at a rate that changes twice over the term; the total interest given: the sum. */
export const interestRateChanges: QuestionGenerator = {
  id: 'simple-and-compound-interest/rate-changes',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let rates = [rng.int(4, 9), rng.int(5, 12), rng.int(6, 15)];
    // Each period at a rate different from the one before.
    for (let tries = 0; tries < 50 && (rates[0] === rates[1] || rates[1] === rates[2]); tries++) {
      rates = [rng.int(4, 9), rng.int(5, 12), rng.int(6, 15)];
    }
    if (rates[0] === rates[1] || rates[1] === rates[2]) rates = [6, 8, 10];
    const years = [rng.int(1, 4), rng.int(1, 4), rng.int(1, 4)];
    const [r1 = 0, r2 = 0, r3 = 0] = rates;
    const [t1 = 0, t2 = 0, t3 = 0] = years;
    const perHundred = r1 * t1 + r2 * t2 + r3 * t3;
    const principal = 100 * rng.int(20, 1000);
    const interest = (principal * perHundred) / 100;
    const total = t1 + t2 + t3;
    const yearWord = (n: number) => (n === 1 ? 'year' : 'years');
    const { options, correctIndex } = choiceOptions(
      rng,
      principal,
      wholePositive([
        Math.round((100 * interest) / (((r1 + r2 + r3) / 3) * total)), // averages the three rates over the whole term
        Math.round((100 * interest) / (r3 * total)), // uses the last rate for the whole term
        Math.round((100 * interest) / (r1 * total)), // uses the first rate for the whole term
        Math.round((100 * interest) / (r2 * total)), // uses the middle rate for the whole term
        (100 * interest) / (perHundred - r3 * t3), // forgets the last period
      ]).filter((v) => v !== principal),
      rupees,
    );
    const statement = {
      en: `A sum is lent at simple interest at ${r1}% per annum for the first ${t1} ${yearWord(t1)}, ${r2}% per annum for the next ${t2} ${yearWord(t2)} and ${r3}% per annum for the ${t3} ${yearWord(t3)} after that. If the total interest at the end of ${total} years is ₹${interest}, what is the sum?`,
      hi: `एक राशि साधारण ब्याज पर पहले ${t1} वर्ष ${r1}% वार्षिक, अगले ${t2} वर्ष ${r2}% वार्षिक और उसके बाद के ${t3} वर्ष ${r3}% वार्षिक दर पर दी जाती है। यदि ${total} वर्ष के अंत में कुल ब्याज ₹${interest} है, तो राशि कितनी है?`,
    };
    const sum = `${r1} \\times ${t1} + ${r2} \\times ${t2} + ${r3} \\times ${t3}`;
    const solution = {
      en: [
        `Interest on ₹100 over the whole term: $${sum} = ${perHundred}$ rupees, i.e. ${perHundred}% of the sum.`,
        `$\\frac{${perHundred}}{100} \\times P = ${interest}$, so $P = \\frac{${interest} \\times 100}{${perHundred}} = ${principal}$.`,
        '',
        `**Answer: ₹${principal}**`,
      ].join('\n\n'),
      hi: [
        `पूरी अवधि में ₹100 पर ब्याज: $${sum} = ${perHundred}$ रुपये, यानी राशि का ${perHundred}%।`,
        `$\\frac{${perHundred}}{100} \\times P = ${interest}$, अतः $P = \\frac{${interest} \\times 100}{${perHundred}} = ${principal}$।`,
        '',
        `**उत्तर: ₹${principal}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Simple interest with changing rates', hi: 'बदलती दरों पर साधारण ब्याज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 70,
      numbers: [r1, t1, r2, t2, r3, t3, interest, principal],
      check() {
        // Add up the interest year by year for each option; the right one gives the total.
        const index = options.findIndex((o) => {
          const p = Number(o.replace('₹', ''));
          let earned = 0;
          for (let y = 1; y <= total; y++) earned += (p * (y <= t1 ? r1 : y <= t1 + t2 ? r2 : r3)) / 100;
          return Math.abs(earned - interest) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
