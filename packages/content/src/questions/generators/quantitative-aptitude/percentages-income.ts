import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';
import { rupees, wholePositive } from './answer-formats.js';

const MEN = bilingualNames(MEN_NAMES);
const WOMEN = bilingualNames(WOMEN_NAMES);

const HEADS = [
  { en: 'rent', hi: 'किराए' },
  { en: 'food', hi: 'भोजन' },
  { en: "children's education", hi: 'बच्चों की पढ़ाई' },
  { en: 'travel', hi: 'यात्रा' },
  { en: 'household bills', hi: 'घरेलू बिलों' },
] as const;

/** Successive percentages of the remainder spent on three heads, the rest saved: the income. */
export const percentagesIncomeSpentHeads: QuestionGenerator = {
  id: 'percentages/income-spent-heads',
  topic: 'percentages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const man = rng.next() < 0.5;
    const person = rng.pick(man ? MEN : WOMEN);
    const heads = rng.shuffle(HEADS).slice(0, 3) as [(typeof HEADS)[number], ...(typeof HEADS)[number][]];
    // A fallback that always works, replaced by the first clean draw.
    let cuts = [20, 25, 10];
    let income = 40000;
    for (let tries = 0; tries < 300; tries++) {
      const draw = [5 * rng.int(2, 8), 5 * rng.int(2, 10), 5 * rng.int(2, 10)];
      const step =
        100 ** 3 /
        gcd(
          100 ** 3,
          draw.reduce((p, c) => p * (100 - c), 1),
        );
      const unit = step * Math.ceil(100 / step);
      if (unit > 20000) continue;
      const money = unit * rng.int(Math.ceil(10000 / unit), Math.floor(200000 / unit));
      let rest = money;
      let whole = money % 100 === 0;
      for (const c of draw) {
        rest = (rest * (100 - c)) / 100;
        whole &&= Number.isInteger(rest);
      }
      if (!whole) continue;
      [cuts, income] = [draw, money];
      break;
    }
    const left = [income];
    for (const c of cuts) left.push(((left.at(-1) ?? 0) * (100 - c)) / 100);
    const [a = 0, b = 0, c = 0] = cuts;
    const [, afterA = 0, afterB = 0, saved = 0] = left;
    const { options, correctIndex } = choiceOptions(
      rng,
      income,
      wholePositive([
        (saved * 100) / (100 - a - b - c), // adds the three percentages as if all were of the income
        (saved * 100 * 100) / ((100 - a) * (100 - b)), // forgets the last head
        (saved * 100) / (100 - c), // undoes only the last step
        (saved * 100 * 100) / ((100 - b) * (100 - c)), // forgets the first head
      ]),
      rupees,
    );
    const [h1, h2, h3] = [heads[0], heads[1] ?? heads[0], heads[2] ?? heads[0]];
    const statement = {
      en: `${person.en} spends ${a}% of ${man ? 'his' : 'her'} monthly income on ${h1.en}, ${b}% of the remainder on ${h2.en} and ${c}% of what is left after that on ${h3.en}. ${man ? 'He' : 'She'} saves the rest, which is ₹${saved}. What is ${man ? 'his' : 'her'} monthly income?`,
      hi: `${person.hi} अपनी मासिक आय का ${a}% ${h1.hi} पर, शेष का ${b}% ${h2.hi} पर और उसके बाद बची राशि का ${c}% ${h3.hi} पर खर्च ${man ? 'करता' : 'करती'} है। बाकी ₹${saved} ${man ? 'वह बचाता' : 'वह बचाती'} है। उसकी मासिक आय कितनी है?`,
    };
    const frac = (p: number) => `\\frac{${100 - p}}{100}`;
    const solution = {
      en: [
        `Each percentage is of what is left, so the savings are $\\text{Income} \\times ${frac(a)} \\times ${frac(b)} \\times ${frac(c)}$.`,
        `Check of the steps: ${income} → ${afterA} → ${afterB} → ${saved}.`,
        `$\\text{Income} = ${saved} \\times \\frac{100}{${100 - c}} \\times \\frac{100}{${100 - b}} \\times \\frac{100}{${100 - a}} = ${income}$.`,
        '',
        `**Answer: ₹${income}**`,
      ].join('\n\n'),
      hi: [
        `हर प्रतिशत बची हुई राशि का है, अतः बचत $= \\text{Income} \\times ${frac(a)} \\times ${frac(b)} \\times ${frac(c)}$।`,
        `चरणों की जाँच: ${income} → ${afterA} → ${afterB} → ${saved}।`,
        `$\\text{Income} = ${saved} \\times \\frac{100}{${100 - c}} \\times \\frac{100}{${100 - b}} \\times \\frac{100}{${100 - a}} = ${income}$।`,
        '',
        `**उत्तर: ₹${income}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Income spent on heads in turn', hi: 'आय का क्रमिक खर्च' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [a, b, c, saved, income],
      check() {
        // Spend each option's income step by step; the right one leaves exactly the savings.
        const index = options.findIndex((o) => {
          let money = Number(o.replace('₹', ''));
          for (const cut of [a, b, c]) money -= (money * cut) / 100;
          return Math.abs(money - saved) < 1e-6;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

interface SavingsCase {
  /** Salary, expenditure and savings rise by these percentages. */
  q: number;
  r: number;
  s: number;
  /** Expenditure as a percentage of the old salary. */
  e: number;
}

// q is the weighted average of r (weight e) and s (weight 100 − e).
const SAVINGS_CASES: SavingsCase[] = [];
for (let e = 40; e <= 90; e += 5) {
  for (let r = 2; r <= 30; r++) {
    for (let s = 5; s <= 60; s++) {
      if (s === r) continue;
      const q = (e * r + (100 - e) * s) / 100;
      if (Number.isInteger(q) && q > 0 && q !== r && q !== s) SAVINGS_CASES.push({ q, r, s, e });
    }
  }
}

/** Salary, expenditure and savings rise by given percentages; the rise in savings in rupees: the salary (TITA). */
export const percentagesSalarySavingsRise: QuestionGenerator = {
  id: 'percentages/salary-savings-rise',
  topic: 'percentages',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL'],
  count: 60,
  generate(rng) {
    const man = rng.next() < 0.5;
    const person = rng.pick(man ? MEN : WOMEN);
    const { q, r, s, e } = rng.pick(SAVINGS_CASES);
    const savingShare = 100 - e;
    // Salary W: savings W(100 − e)/100 and their rise s% of that must be whole rupees.
    const step = (100 * 100) / gcd(100 * 100, savingShare * s);
    const unit = step * Math.ceil(500 / step);
    const salary =
      unit * rng.int(Math.max(1, Math.ceil(10000 / unit)), Math.max(2, Math.floor(150000 / unit)));
    const savings = (salary * savingShare) / 100;
    const rise = (savings * s) / 100;
    const pronoun = man ? { en: 'his', hi: 'उसका' } : { en: 'her', hi: 'उसका' };
    const statement = {
      en: `${person.en}'s monthly salary goes up by ${q}%. In the same period ${pronoun.en} monthly expenditure goes up by ${r}% and ${pronoun.en} monthly savings go up by ${s}%. If ${pronoun.en} savings rose by ₹${rise} a month, what was ${pronoun.en} monthly salary before the rise (in ₹)?`,
      hi: `${person.hi} का मासिक वेतन ${q}% बढ़ जाता है। इसी अवधि में ${pronoun.hi} मासिक खर्च ${r}% और मासिक बचत ${s}% बढ़ जाती है। यदि ${pronoun.hi.replace('का', 'की')} बचत ₹${rise} प्रति माह बढ़ी, तो वृद्धि से पहले ${pronoun.hi} मासिक वेतन (₹ में) कितना था?`,
    };
    // Written with positive terms whichever of the two rises is larger.
    const eFraction =
      s > r ? `\\frac{${100 * s} - ${100 * q}}{${s} - ${r}}` : `\\frac{${100 * q} - ${100 * s}}{${r} - ${s}}`;
    const solution = {
      en: [
        `Take the old salary as 100, with expenditure $E$ and savings $100 - E$. The rises add up: $\\frac{${r}}{100}E + \\frac{${s}}{100}(100 - E) = ${q}$.`,
        `So $${r}E + ${s}(100 - E) = ${100 * q}$, which gives $E = ${eFraction} = ${e}$: the expenditure is ${e}% and the savings ${savingShare}% of the salary.`,
        `The savings rose by ${s}%, that is ₹${rise}: savings $= ${rise} \\times \\frac{100}{${s}} = ${savings}$.`,
        `Salary $= ${savings} \\times \\frac{100}{${savingShare}} = ${salary}$.`,
        '',
        `**Answer: ₹${salary}**`,
      ].join('\n\n'),
      hi: [
        `पुराना वेतन 100 मानें, खर्च $E$ और बचत $100 - E$। वृद्धियाँ जुड़ती हैं: $\\frac{${r}}{100}E + \\frac{${s}}{100}(100 - E) = ${q}$।`,
        `अतः $${r}E + ${s}(100 - E) = ${100 * q}$, जिससे $E = ${eFraction} = ${e}$: खर्च वेतन का ${e}% और बचत ${savingShare}% है।`,
        `बचत ${s}% बढ़ी, यानी ₹${rise}: बचत $= ${rise} \\times \\frac{100}{${s}} = ${savings}$।`,
        `वेतन $= ${savings} \\times \\frac{100}{${savingShare}} = ${salary}$।`,
        '',
        `**उत्तर: ₹${salary}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Salary, spending and savings all rise', hi: 'वेतन, खर्च और बचत तीनों में वृद्धि' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: salary, tolerance: 0 },
      solution,
      expectedSeconds: 210,
      numbers: [q, r, s, rise, salary],
      check() {
        // Search the salary in whole rupees and the expenditure in whole percent: all three rises must fit.
        for (let share = 1; share < 100; share++) {
          const old = 100 * 100;
          const spend = share * 100;
          const keep = old - spend;
          if (spend * (100 + r) + keep * (100 + s) !== old * (100 + q)) continue;
          const w = (rise * 100 * 100) / (s * (100 - share));
          return { kind: 'numeric', value: w, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
