import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';
import { rupees, wholePositive } from './answer-formats.js';

/** A fraction num/den (den > 0) in lowest terms. */
export function reduced(num: number, den: number): [number, number] {
  const g = gcd(num, den);
  return [num / g, den / g];
}

/**
 * A percentage num/den written as an exam writes it: `20%`, or a mixed number in KaTeX such as
 * `$33\frac{1}{3}\%$` (never a long decimal).
 */
export function percentText(num: number, den: number): string {
  const [n, d] = reduced(num, den);
  if (d === 1) return `${n}%`;
  const whole = Math.floor(n / d);
  return `$${whole > 0 ? whole : ''}\\frac{${n % d}}{${d}}\\%$`;
}

/** The same percentage inside KaTeX (without the dollars): `20\%` or `33\frac{1}{3}\%`. */
export function percentTex(num: number, den: number): string {
  return percentText(num, den)
    .replace(/^\$|\$$/g, '')
    .replace(/^(\d+)%$/, '$1\\%');
}

const QUANTITIES = [
  { en: 'monthly salary', hi: 'मासिक वेतन', of: 'का' },
  { en: 'height', hi: 'लंबाई', of: 'की' },
  { en: 'weight', hi: 'वज़न', of: 'का' },
  { en: 'monthly income', hi: 'मासिक आय', of: 'की' },
  { en: 'savings', hi: 'बचत', of: 'की' },
] as const;

const PEOPLE = bilingualNames([...MEN_NAMES, ...WOMEN_NAMES]);

/** Percentages p for which 100p/(100 ± p) is whole or a fraction with a denominator up to 12. */
const BASE_CHANGES: { more: boolean; p: number }[] = [];
for (let p = 5; p <= 200; p += 5) {
  for (const more of [true, false]) {
    if (!more && p > 80) continue;
    const [, d] = reduced(100 * p, more ? 100 + p : 100 - p);
    if (d <= 12) BASE_CHANGES.push({ more, p });
  }
}

/** A is p% more (less) than B: by what percentage is B less (more) than A? */
export const percentagesMoreThanLessThan: QuestionGenerator = {
  id: 'percentages/more-than-less-than',
  topic: 'percentages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const { more, p } = rng.pick(BASE_CHANGES);
    const quantity = rng.pick(QUANTITIES);
    const [a, b] = rng.shuffle(PEOPLE).slice(0, 2) as [(typeof PEOPLE)[number], (typeof PEOPLE)[number]];
    // A = 100 ± p when B = 100; the answer is p out of A.
    const bigA = more ? 100 + p : 100 - p;
    const den = bigA;
    const raw = [
      [p, 1], // keeps the same percentage
      [100 * p, more ? 100 - p : 100 + p], // divides by the wrong base
      [10000, bigA], // answers B as a percentage of A
    ];
    const correct = percentText(100 * p, den);
    const mistakes = raw
      .filter(([n, d]) => (d ?? 0) > 0 && reduced(n ?? 0, d ?? 1)[1] <= 12)
      .map(([n, d]) => percentText(n ?? 0, d ?? 1));
    // Near misses one percentage point away when the mistakes collide.
    for (let step = 1; step <= 3; step++) mistakes.push(percentText(100 * p + step * den, den));
    const wrong = [...new Set(mistakes)].filter((t) => t !== correct).slice(0, 3);
    const options = rng.shuffle([correct, ...wrong]);
    const correctIndex = options.indexOf(correct);
    const word = more ? { en: 'more', hi: 'अधिक' } : { en: 'less', hi: 'कम' };
    const other = more ? { en: 'less', hi: 'कम' } : { en: 'more', hi: 'अधिक' };
    const statement = {
      en: `${a.en}'s ${quantity.en} is ${p}% ${word.en} than ${b.en}'s. By what percentage is ${b.en}'s ${quantity.en} ${other.en} than ${a.en}'s?`,
      hi: `${a.hi} ${quantity.of} ${quantity.hi} ${b.hi} ${quantity.of === 'का' ? 'के' : 'की'} ${quantity.hi} से ${p}% ${word.hi} है। ${b.hi} ${quantity.of} ${quantity.hi} ${a.hi} ${quantity.of === 'का' ? 'के' : 'की'} ${quantity.hi} से कितने प्रतिशत ${other.hi} है?`,
    };
    const answerTex = percentTex(100 * p, den);
    const solution = {
      en: [
        `Take ${b.en}'s ${quantity.en} as 100. Then ${a.en}'s is $100 ${more ? '+' : '-'} ${p} = ${bigA}$.`,
        `The gap of ${p} is now compared with ${a.en}'s ${quantity.en} (the new base), not with 100:`,
        `$\\frac{${p}}{${bigA}} \\times 100 = ${answerTex}$.`,
        '',
        `**Answer: ${correct}**`,
      ].join('\n\n'),
      hi: [
        `${b.hi} ${quantity.of} ${quantity.hi} 100 मानें। तब ${a.hi} ${quantity.of} $100 ${more ? '+' : '-'} ${p} = ${bigA}$ है।`,
        `अब ${p} के अंतर की तुलना ${a.hi} ${quantity.of === 'का' ? 'के' : 'की'} ${quantity.hi} (नया आधार) से होगी, 100 से नहीं:`,
        `$\\frac{${p}}{${bigA}} \\times 100 = ${answerTex}$।`,
        '',
        `**उत्तर: ${correct}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'More than, so less than by what %', hi: 'अधिक है तो कितने प्रतिशत कम' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [p],
      check() {
        // Concrete amounts: B = ₹bigA × 100 scaled to whole numbers, A from the percentage, then compare.
        const valueB = 100 * 12;
        const valueA = (valueB * (more ? 100 + p : 100 - p)) / 100;
        const diff = Math.abs(valueA - valueB);
        return { kind: 'choice', correct: [options.indexOf(percentText(diff * 100, valueA))] };
      },
    };
  },
};

interface YearsCase {
  rate: number;
  grow: boolean;
  /** The yearly factor 1 ± rate/100 = up/down in lowest terms. */
  up: number;
  down: number;
  years: number;
}

const YEARS_CASES: YearsCase[] = [];
for (const rate of [4, 5, 8, 10, 15, 20, 25]) {
  for (const grow of [true, false]) {
    const [up, down] = reduced(grow ? 100 + rate : 100 - rate, 100);
    for (const years of [2, 3]) if (down ** years <= 8000) YEARS_CASES.push({ rate, grow, up, down, years });
  }
}

const PLACES = [
  { en: 'a town', hi: 'एक कस्बे' },
  { en: 'a village', hi: 'एक गाँव' },
  { en: 'a city', hi: 'एक शहर' },
] as const;
const MACHINES = [
  { en: 'a machine', hi: 'एक मशीन' },
  { en: 'a car', hi: 'एक कार' },
  { en: 'a scooter', hi: 'एक स्कूटर' },
] as const;

/** Population growing (or a machine's value falling) at r% a year: its value n years ago. */
export const percentagesValueYearsAgo: QuestionGenerator = {
  id: 'percentages/value-years-ago',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { rate, grow, up, down, years } = rng.pick(YEARS_CASES);
    const unit = down ** years;
    const m = rng.int(Math.max(1, Math.ceil(2000 / unit)), Math.max(2, Math.floor(400000 / unit)));
    const before = m * unit;
    const now = m * up ** years;
    const sign = grow ? '+' : '-';
    const factor = `\\left(1 ${sign} \\frac{${rate}}{100}\\right)^{${years}}`;
    let statement: { en: string; hi: string };
    let money: (n: number) => string;
    if (grow) {
      const place = rng.pick(PLACES);
      statement = {
        en: `The population of ${place.en} increases by ${rate}% every year. Its present population is ${now}. What was its population ${years} years ago?`,
        hi: `${place.hi} की जनसंख्या हर वर्ष ${rate}% बढ़ती है। इसकी वर्तमान जनसंख्या ${now} है। ${years} वर्ष पहले इसकी जनसंख्या कितनी थी?`,
      };
      money = String;
    } else {
      const machine = rng.pick(MACHINES);
      statement = {
        en: `The value of ${machine.en} falls by ${rate}% every year. ${years} years after it was bought, its value is ₹${now}. At what price was it bought?`,
        hi: `${machine.hi} का मूल्य हर वर्ष ${rate}% घटता है। खरीदने के ${years} वर्ष बाद इसका मूल्य ₹${now} है। इसे किस मूल्य पर खरीदा गया था?`,
      };
      money = rupees;
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      before,
      wholePositive([
        Math.round((now * (100 - (grow ? 1 : -1) * rate * years)) / 100), // takes rate × years off (or on) the present value
        Math.round((now * 100) / (100 + (grow ? 1 : -1) * rate * years)), // undoes a simple change of rate × years
        Math.round((now * up ** years) / down ** years), // applies the change again instead of undoing it
        (before * up) / down, // goes back one year too few
        (now * down) / up, // goes back one year only
      ]).filter((v) => v !== now),
      money,
    );
    const solution = {
      en: [
        `Each year multiplies the ${grow ? 'population' : 'value'} by $1 ${sign} \\frac{${rate}}{100} = \\frac{${up}}{${down}}$.`,
        `So $\\text{Now} = \\text{Then} \\times ${factor}$, and going back we divide:`,
        `$\\text{Then} = ${now} \\times \\left(\\frac{${down}}{${up}}\\right)^{${years}} = ${before}$.`,
        '',
        `**Answer: ${money(before)}**`,
      ].join('\n\n'),
      hi: [
        `हर वर्ष ${grow ? 'जनसंख्या' : 'मूल्य'} $1 ${sign} \\frac{${rate}}{100} = \\frac{${up}}{${down}}$ गुना हो ${grow ? 'जाती' : 'जाता'} है।`,
        `अतः $\\text{Now} = \\text{Then} \\times ${factor}$, और पीछे जाने के लिए भाग देते हैं:`,
        `$\\text{Then} = ${now} \\times \\left(\\frac{${down}}{${up}}\\right)^{${years}} = ${before}$।`,
        '',
        `**उत्तर: ${money(before)}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Value some years ago (yearly % change)', hi: 'कुछ वर्ष पहले का मान (वार्षिक % परिवर्तन)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [rate, now, years, before],
      check() {
        // Run each option forward year by year; the right one reaches today's value.
        const index = options.findIndex((o) => {
          let value = Number(o.replace('₹', ''));
          for (let y = 0; y < years; y++) value = (value * (grow ? 100 + rate : 100 - rate)) / 100;
          return Math.abs(value - now) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

const FAMILY = { en: 'a family', hi: 'एक परिवार' };
const GOODS = [
  {
    en: 'petrol',
    hi: 'पेट्रोल',
    unit: { en: 'litres', hi: 'लीटर' },
    users: [FAMILY, { en: 'a taxi owner', hi: 'एक टैक्सी मालिक' }],
  },
  {
    en: 'sugar',
    hi: 'चीनी',
    unit: { en: 'kg', hi: 'kg' },
    users: [FAMILY, { en: 'a sweet shop', hi: 'एक मिठाई की दुकान' }],
  },
  {
    en: 'milk',
    hi: 'दूध',
    unit: { en: 'litres', hi: 'लीटर' },
    users: [FAMILY, { en: 'a tea stall', hi: 'एक चाय की दुकान' }],
  },
  {
    en: 'cooking oil',
    hi: 'खाने का तेल',
    unit: { en: 'litres', hi: 'लीटर' },
    users: [FAMILY, { en: 'a restaurant', hi: 'एक रेस्टोरेंट' }],
  },
  {
    en: 'rice',
    hi: 'चावल',
    unit: { en: 'kg', hi: 'kg' },
    users: [FAMILY, { en: 'a hostel mess', hi: 'एक छात्रावास के भोजनालय' }],
  },
] as const;

/** (price rise p, spending rise q) with a cut in consumption 100(p − q)/(100 + p) of denominator ≤ 12. */
const BUDGET_CASES: { p: number; q: number }[] = [];
for (let p = 5; p <= 60; p += 5) {
  for (let q = 0; q < p; q += 5) if (reduced(100 * (p - q), 100 + p)[1] <= 12) BUDGET_CASES.push({ p, q });
}

/** A price rises p%; spending may rise only q% (or not at all): the cut in consumption. */
export const percentagesConsumptionForBudget: QuestionGenerator = {
  id: 'percentages/consumption-for-budget',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const { p, q } = rng.pick(BUDGET_CASES);
    const goods = rng.pick(GOODS);
    const family = rng.pick(goods.users);
    const correct = percentText(100 * (p - q), 100 + p);
    const mistakes = [
      [p - q, 1], // subtracts the two percentages
      [100 * (p - q), 100 + q], // divides by the new spending instead of the new price
      [100 * p, 100 + p], // ignores the allowed rise in spending
      [p, 1], // takes the price rise as the cut
      // Near misses, one and two points away.
      [100 * (p - q) + (100 + p), 100 + p],
      [100 * (p - q) + 2 * (100 + p), 100 + p],
      [100 * (p - q) - (100 + p), 100 + p],
    ]
      .filter(([n, d]) => (n ?? 0) > 0 && reduced(n ?? 0, d ?? 1)[1] <= 12)
      .map(([n, d]) => percentText(n ?? 0, d ?? 1));
    const wrong = [...new Set(mistakes)].filter((t) => t !== correct).slice(0, 3);
    const options = rng.shuffle([correct, ...wrong]);
    const correctIndex = options.indexOf(correct);
    const budget =
      q === 0
        ? { en: 'so that the expenditure on it does not change', hi: `ताकि इस पर उसका खर्च न बदले` }
        : {
            en: `so that the expenditure on it goes up by only ${q}%`,
            hi: `ताकि इस पर उसका खर्च केवल ${q}% बढ़े`,
          };
    const statement = {
      en: `The price of ${goods.en} goes up by ${p}%. By what percentage should ${family.en} cut the consumption of ${goods.en} ${budget.en}?`,
      hi: `${goods.hi} का मूल्य ${p}% बढ़ जाता है। ${family.hi} को ${goods.hi} की अपनी खपत कितने प्रतिशत घटानी चाहिए, ${budget.hi}?`,
    };
    const answerTex = percentTex(100 * (p - q), 100 + p);
    const solution = {
      en: [
        `Expenditure = price × consumption. Take the old price as 100 and the old consumption as 100 ${goods.unit.en}: spending 10000.`,
        `New price ${100 + p}; allowed spending $10000 \\times \\frac{${100 + q}}{100} = ${100 * (100 + q)}$, so the consumption can be $\\frac{${100 * (100 + q)}}{${100 + p}}$.`,
        `Cut $= 100 - \\frac{${100 * (100 + q)}}{${100 + p}} = \\frac{${100 * (p - q)}}{${100 + p}} = ${answerTex}$.`,
        '',
        `**Answer: ${correct}**`,
      ].join('\n\n'),
      hi: [
        `खर्च = मूल्य × खपत। पुराना मूल्य 100 और पुरानी खपत 100 ${goods.unit.hi} मानें: खर्च 10000।`,
        `नया मूल्य ${100 + p}; अनुमत खर्च $10000 \\times \\frac{${100 + q}}{100} = ${100 * (100 + q)}$, अतः खपत $\\frac{${100 * (100 + q)}}{${100 + p}}$ हो सकती है।`,
        `कमी $= 100 - \\frac{${100 * (100 + q)}}{${100 + p}} = \\frac{${100 * (p - q)}}{${100 + p}} = ${answerTex}$।`,
        '',
        `**उत्तर: ${correct}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Cut in consumption to fit the budget', hi: 'खर्च की सीमा में रहने के लिए खपत में कमी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: q === 0 ? [p] : [p, q],
      check() {
        // A concrete household: ₹(100 + p)·12 a unit after the rise, 100·12 units before at ₹100.
        const oldPrice = 100;
        const oldUnits = 1200;
        const newPrice = oldPrice + p;
        const newUnits = (oldPrice * oldUnits * (100 + q)) / 100 / newPrice;
        const cut = Math.round((oldUnits - newUnits) * 100 * newPrice);
        return { kind: 'choice', correct: [options.indexOf(percentText(cut, oldUnits * newPrice))] };
      },
    };
  },
};
