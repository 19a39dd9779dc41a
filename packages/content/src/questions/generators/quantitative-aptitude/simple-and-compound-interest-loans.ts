import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';
import { rupees, wholePositive } from './answer-formats.js';
import { reduced } from './percentages-change.js';

interface InstalmentCase {
  rate: number;
  up: number;
  down: number;
  count: 2 | 3;
  /** Σ down^k·up^(count−k), k = 1…count: loan × up^count = instalment × this. */
  weight: number;
}

const INSTALMENT_CASES: InstalmentCase[] = [];
for (const rate of [4, 5, 8, 10, 15, 20, 25]) {
  const [up, down] = reduced(100 + rate, 100);
  for (const count of [2, 3] as const) {
    let weight = 0;
    for (let k = 1; k <= count; k++) weight += down ** k * up ** (count - k);
    if (up ** count / gcd(up ** count, weight) <= 20000)
      INSTALMENT_CASES.push({ rate, up, down, count, weight });
  }
}

/** A loan repaid in 2 or 3 equal annual instalments at compound interest: each instalment. */
export const interestEqualInstalments: QuestionGenerator = {
  id: 'simple-and-compound-interest/equal-instalments',
  topic: 'simple-and-compound-interest',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CAT'],
  count: 40,
  generate(rng) {
    const { rate, up, down, count, weight } = rng.pick(INSTALMENT_CASES);
    const g = gcd(up ** count, weight);
    // loan = m·weight/g, instalment = m·up^count/g.
    const loanUnit = weight / g;
    const m = rng.int(Math.max(1, Math.ceil(2000 / loanUnit)), Math.max(2, Math.floor(400000 / loanUnit)));
    const loan = m * loanUnit;
    const instalment = (m * up ** count) / g;
    const grown = (loan * up ** count) / down ** count;
    const { options, correctIndex } = choiceOptions(
      rng,
      instalment,
      wholePositive([
        grown / count, // splits the amount after the whole term equally
        Math.round((loan * (100 + rate * count)) / (100 * count)), // spreads simple interest equally
        Math.round((loan * up) / (down * count)), // one year's interest, then splits equally
        loan / count + (loan * rate) / 100, // a share of the loan plus a full year's interest on all of it
        Math.round(grown / count), // splits the amount after the whole term equally (rounded)
        Math.round((loan * up ** (count - 1)) / (weight / down)), // takes the first instalment as paid on the day of the loan
      ]).filter((v) => v !== instalment),
      rupees,
    );
    const words = count === 2 ? { en: 'two', hi: 'दो' } : { en: 'three', hi: 'तीन' };
    const statement = {
      en: `A loan of ₹${loan} is to be repaid in ${words.en} equal annual instalments, the first one year after the loan. If interest is charged at ${rate}% per annum compounded annually, what is each instalment?`,
      hi: `₹${loan} का एक ऋण ${words.hi} बराबर वार्षिक किस्तों में चुकाना है, पहली किस्त ऋण के एक वर्ष बाद। यदि ब्याज ${rate}% वार्षिक चक्रवृद्धि (वार्षिक संयोजन) दर से लगता है, तो हर किस्त कितनी है?`,
    };
    const terms = Array.from({ length: count }, (_, i) =>
      i === 0 ? `\\frac{${down}}{${up}}` : `\\left(\\frac{${down}}{${up}}\\right)^{${i + 1}}`,
    ).join(' + ');
    const sum = `\\frac{${weight}}{${up ** count}}`;
    const solution = {
      en: [
        `Each instalment $x$ repays its present value: paid after $k$ years it is worth $x\\left(\\frac{${down}}{${up}}\\right)^k$ today, since $1 + \\frac{${rate}}{100} = \\frac{${up}}{${down}}$.`,
        `$${loan} = x\\left(${terms}\\right) = x \\times ${sum}$.`,
        `$x = ${loan} \\times \\frac{${up ** count}}{${weight}} = ${instalment}$.`,
        '',
        `**Answer: ₹${instalment}**`,
      ].join('\n\n'),
      hi: [
        `हर किस्त $x$ अपने वर्तमान मूल्य के बराबर ऋण चुकाती है: $k$ वर्ष बाद दी गई किस्त का आज का मूल्य $x\\left(\\frac{${down}}{${up}}\\right)^k$ है, क्योंकि $1 + \\frac{${rate}}{100} = \\frac{${up}}{${down}}$।`,
        `$${loan} = x\\left(${terms}\\right) = x \\times ${sum}$।`,
        `$x = ${loan} \\times \\frac{${up ** count}}{${weight}} = ${instalment}$।`,
        '',
        `**उत्तर: ₹${instalment}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Equal annual instalments (compound interest)', hi: 'बराबर वार्षिक किस्तें (चक्रवृद्धि ब्याज)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [loan, rate, instalment],
      check() {
        // Run the loan account: interest added each year, then an instalment paid; it must end at zero.
        const index = options.findIndex((o) => {
          const x = Number(o.replace('₹', ''));
          let balance = loan;
          for (let y = 0; y < count; y++) balance = balance * (1 + rate / 100) - x;
          return Math.abs(balance) < 1e-6 * loan;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

const PEOPLE = bilingualNames([...MEN_NAMES.slice(0, 10), ...WOMEN_NAMES.slice(0, 10)]);

interface PlanCase {
  simpleRate: number;
  compoundRate: number;
  years: number;
  /** Plan A : Plan B deposits in lowest terms (they grow to equal amounts). */
  a: number;
  b: number;
}

const PLAN_CASES: PlanCase[] = [];
for (const compoundRate of [4, 5, 8, 10, 15, 20]) {
  const [up, down] = reduced(100 + compoundRate, 100);
  for (const years of [2, 3]) {
    for (let simpleRate = 3; simpleRate <= 25; simpleRate++) {
      // x(100 + n·s)/100 = y·(up/down)^n  ⇒  x : y = 100·up^n : down^n·(100 + n·s).
      const left = 100 * up ** years;
      const right = down ** years * (100 + years * simpleRate);
      const g = gcd(left, right);
      if (left / g + right / g <= 400 && simpleRate !== compoundRate) {
        PLAN_CASES.push({ simpleRate, compoundRate, years, a: left / g, b: right / g });
      }
    }
  }
}

/** A sum split between a simple-interest plan and a compound-interest plan that mature equal: the SI share (TITA). */
export const interestSplitTwoPlans: QuestionGenerator = {
  id: 'simple-and-compound-interest/split-two-plans',
  topic: 'simple-and-compound-interest',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO'],
  count: 60,
  generate(rng) {
    const { simpleRate, compoundRate, years, a, b } = rng.pick(PLAN_CASES);
    const person = rng.pick(PEOPLE);
    const [up, down] = reduced(100 + compoundRate, 100);
    // Plan B's deposit b·k must grow to whole rupees: k a multiple of down^years / gcd.
    const unitB = down ** years / gcd(down ** years, b);
    const unitA = 100 / gcd(100, a * (100 + years * simpleRate));
    const unit = (unitA * unitB) / gcd(unitA, unitB);
    const most = Math.max(1, Math.floor(1000000 / ((a + b) * unit)));
    const k = unit * rng.int(Math.min(most, Math.max(1, Math.ceil(10000 / ((a + b) * unit)))), most);
    const total = (a + b) * k;
    const planA = a * k;
    const planB = b * k;
    const maturity = (planA * (100 + years * simpleRate)) / 100;
    const statement = {
      en: `${person.en} splits ₹${total} between two plans. Plan A pays ${simpleRate}% per annum simple interest and Plan B pays ${compoundRate}% per annum compounded annually. After ${years} years both plans pay out the same amount. How much (in ₹) was put into Plan A?`,
      hi: `${person.hi} ₹${total} को दो योजनाओं में बाँटते हैं। योजना A ${simpleRate}% वार्षिक साधारण ब्याज देती है और योजना B ${compoundRate}% वार्षिक चक्रवृद्धि ब्याज (वार्षिक संयोजन) देती है। ${years} वर्ष बाद दोनों योजनाओं से बराबर राशि मिलती है। योजना A में कितनी राशि (₹ में) लगाई गई?`,
    };
    const growA = `\\frac{${100 + years * simpleRate}}{100}`;
    const growB = `\\left(\\frac{${up}}{${down}}\\right)^{${years}}`;
    const solution = {
      en: [
        `Plan A grows by $1 + \\frac{${years} \\times ${simpleRate}}{100} = ${growA}$; Plan B by $${growB} = \\frac{${up ** years}}{${down ** years}}$.`,
        `Equal pay-outs: $A \\times ${growA} = B \\times \\frac{${up ** years}}{${down ** years}}$, so $A : B = ${100 * up ** years} : ${down ** years * (100 + years * simpleRate)} = ${a} : ${b}$.`,
        `$A = ${total} \\times \\frac{${a}}{${a + b}} = ${planA}$ (and $B = ${planB}$; each pays out ₹${maturity}).`,
        '',
        `**Answer: ₹${planA}**`,
      ].join('\n\n'),
      hi: [
        `योजना A की राशि $1 + \\frac{${years} \\times ${simpleRate}}{100} = ${growA}$ गुना होती है; योजना B की $${growB} = \\frac{${up ** years}}{${down ** years}}$ गुना।`,
        `बराबर राशि: $A \\times ${growA} = B \\times \\frac{${up ** years}}{${down ** years}}$, अतः $A : B = ${100 * up ** years} : ${down ** years * (100 + years * simpleRate)} = ${a} : ${b}$।`,
        `$A = ${total} \\times \\frac{${a}}{${a + b}} = ${planA}$ (और $B = ${planB}$; दोनों से ₹${maturity} मिलते हैं)।`,
        '',
        `**उत्तर: ₹${planA}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Split between a simple and a compound plan', hi: 'साधारण और चक्रवृद्धि योजनाओं में बँटवारा' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: planA, tolerance: 0 },
      solution,
      expectedSeconds: 200,
      numbers: [total, simpleRate, compoundRate, years, planA],
      check() {
        // Bisection on the Plan A deposit: Plan A's pay-out rises and Plan B's falls as it grows.
        const payA = (x: number) => x * (1 + (years * simpleRate) / 100);
        const payB = (x: number) => (total - x) * (1 + compoundRate / 100) ** years;
        let [lo, hi] = [0, total];
        for (let i = 0; i < 200; i++) {
          const mid = (lo + hi) / 2;
          if (payA(mid) < payB(mid)) lo = mid;
          else hi = mid;
        }
        return { kind: 'numeric', value: Math.round(lo), tolerance: 0 };
      },
    };
  },
};
