/**
 * Ratio and proportion: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `ratio-and-proportion/combine-ratios` – A : B and B : C combined into A : B : C – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `ratio-and-proportion/coins-in-ratio` – coins in a ratio by number with a total value: coins of one kind – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `ratio-and-proportion/changing-ratio` – the same number added or taken away changes a ratio: the numbers – SSC CGL, RRB NTPC, Bank PO, CAT, CUET
 * - `ratio-and-proportion/income-expenditure-savings` – incomes and expenditures in two ratios, equal savings: an income – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `ratio-and-proportion/partnership-profit-share` – partners joining at different months: a share of the profit (capital × time) – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `ratio-and-proportion/partnership-withdrawal-and-salary` (CAT) – capital withdrawn mid-year and a working partner's salary first: what one partner receives – CAT, Bank PO, SSC CGL, Placements
 * - `ratio-and-proportion/third-mean-fourth-proportional` – the third, mean or fourth proportional – SSC CGL, RRB NTPC, CUET, Bank PO
 * - `ratio-and-proportion/joint-variation` – x varies directly as y (or y²) and inversely as z (or z²): x for new values – SSC CGL, CUET, Bank PO, Placements
 * - `ratio-and-proportion/partly-fixed-partly-varying` (CAT) – a hostel's cost partly fixed, partly per boarder: boarders for a given cost per head – CAT, SSC CGL, Placements
 * - `ratio-and-proportion/shares-after-deduction` – a sum divided so that shares less (or plus) given amounts are in a ratio: one share – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `ratio-and-proportion/ratio-and-sum-of-squares` – two numbers in a ratio with the sum of their squares, product or difference of squares: one number – SSC CGL, RRB NTPC, CUET, Bank PO
 * - `ratio-and-proportion/transfer-keeps-total` (CAT) – one person gives some of hers to another and the ratio changes: the fraction she gave – CAT, SSC CGL, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { rupees, textChoiceOptions } from './answer-formats.js';

/** A coefficient times a variable, written the way a textbook would: t, 3t. */
const times = (n: number, v: string) => (n === 1 ? v : `${n}${v}`);

/** A three-term ratio in lowest terms, as option text. */
function ratio3(x: number, y: number, z: number): string {
  const g = gcd(gcd(x, y), z);
  return `${x / g} : ${y / g} : ${z / g}`;
}

/** Combine A : B and B : C into A : B : C. */
export const ratioCombine: QuestionGenerator = {
  id: 'ratio-and-proportion/combine-ratios',
  topic: 'ratio-and-proportion',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    do {
      a = rng.int(1, 9);
      b = rng.int(2, 9);
      c = rng.int(2, 9);
      d = rng.int(1, 9);
    } while (gcd(a, b) !== 1 || gcd(c, d) !== 1 || b === c || a === b || c === d);
    const L = lcm(b, c);
    const [x, y, z] = [(a * L) / b, L, (d * L) / c];
    const correct = ratio3(x, y, z);
    const { options, correctIndex } = textChoiceOptions(rng, correct, [
      ratio3(a, b, d), // writes the numbers side by side
      ratio3(a * c, b * c, d), // scales A and B but forgets C
      ratio3(a, b * c, b * d), // scales B and C but forgets A
      ratio3(a * c, b * d, b * c), // swaps B and C
      ratio3(b * c, a * c, b * d), // swaps A and B
    ]);
    return {
      title: { en: 'Combining two ratios', hi: 'दो अनुपातों को जोड़ना' },
      type: 'single',
      statement: {
        en: `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, find A : B : C.`,
        hi: `यदि A : B = ${a} : ${b} और B : C = ${c} : ${d}, तो A : B : C ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `B is ${b} in the first ratio and ${c} in the second; make both equal to $\\text{LCM}(${b}, ${c}) = ${L}$.`,
          `A : B = ${a} : ${b} = ${x} : ${y} (multiply by ${L / b}), and B : C = ${c} : ${d} = ${y} : ${z} (multiply by ${L / c}).`,
          `So A : B : C = ${correct}.`,
          '',
          `**Answer: ${correct}**`,
        ].join('\n\n'),
        hi: [
          `पहले अनुपात में B = ${b} और दूसरे में ${c} है; दोनों को $\\text{LCM}(${b}, ${c}) = ${L}$ बनाएँ।`,
          `A : B = ${a} : ${b} = ${x} : ${y} (${L / b} से गुणा), और B : C = ${c} : ${d} = ${y} : ${z} (${L / c} से गुणा)।`,
          `अतः A : B : C = ${correct}।`,
          '',
          `**उत्तर: ${correct}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [a, b, c, d, x, y, z],
      check() {
        // Smallest whole-number B for which A = B·a/b and C = B·d/c are whole too.
        for (let yy = 1; yy <= 1000; yy++) {
          if ((yy * a) % b === 0 && (yy * d) % c === 0) {
            const text = ratio3((yy * a) / b, yy, (yy * d) / c);
            return { kind: 'choice', correct: [options.indexOf(text)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const COIN_SETS = [
  {
    values: [100, 50, 25],
    en: ['₹1', '50-paise', '25-paise'],
    hi: ['₹1', '50 पैसे', '25 पैसे'],
  },
  {
    values: [500, 200, 100],
    en: ['₹5', '₹2', '₹1'],
    hi: ['₹5', '₹2', '₹1'],
  },
  {
    values: [200, 100, 50],
    en: ['₹2', '₹1', '50-paise'],
    hi: ['₹2', '₹1', '50 पैसे'],
  },
  {
    values: [1000, 500, 200],
    en: ['₹10', '₹5', '₹2'],
    hi: ['₹10', '₹5', '₹2'],
  },
] as const;

/** Coins in a ratio by number with a given total value: how many coins of one kind. */
export const ratioCoins: QuestionGenerator = {
  id: 'ratio-and-proportion/coins-in-ratio',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const set = rng.pick(COIN_SETS);
    let parts: number[];
    do {
      parts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
    } while (gcd(gcd(parts[0] ?? 1, parts[1] ?? 1), parts[2] ?? 1) !== 1 || new Set(parts).size < 2);
    const [p, q, r] = parts as [number, number, number];
    const [v1, v2, v3] = set.values;
    const perK = p * v1 + q * v2 + r * v3; // value in paise of one "k" of each
    let k = 0;
    do k = rng.int(2, 40);
    while ((k * perK) % 100 !== 0);
    const total = (k * perK) / 100; // in rupees
    const t = rng.int(0, 2);
    const answer = k * (parts[t] ?? 0);
    const coinsTotal = k * (p + q + r);
    const valueShare = (total * 100 * (parts[t] ?? 0)) / (p + q + r) / (set.values[t] ?? 1); // splits the value by number ratio
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        valueShare, // divides the total value in the ratio of the numbers of coins
        k * (parts[(t + 1) % 3] ?? 0), // gives the count of the next kind of coin
        coinsTotal, // gives the total number of coins
        k, // stops at the multiplier
      ].filter((n) => Number.isInteger(n) && n > 0),
    );
    const coinEn = set.en[t] ?? '';
    const coinHi = set.hi[t] ?? '';
    return {
      title: { en: 'Coins in a given ratio', hi: 'दिए गए अनुपात में सिक्के' },
      type: 'single',
      statement: {
        en: `A bag contains ${set.en[0]}, ${set.en[1]} and ${set.en[2]} coins in the ratio ${p} : ${q} : ${r} by number. If the total value of the coins is ₹${total}, how many ${coinEn} coins are there in the bag?`,
        hi: `एक थैले में ${set.hi[0]}, ${set.hi[1]} और ${set.hi[2]} के सिक्के संख्या में ${p} : ${q} : ${r} के अनुपात में हैं। यदि सिक्कों का कुल मूल्य ₹${total} है, तो थैले में ${coinHi} के कितने सिक्के हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the numbers of coins be $${times(p, 'k')}$, $${times(q, 'k')}$ and $${times(r, 'k')}$.`,
          `Their value in paise: $${times(p, 'k')} \\times ${v1} + ${times(q, 'k')} \\times ${v2} + ${times(r, 'k')} \\times ${v3} = ${perK}k$.`,
          `₹${total} $= ${total * 100}$ paise, so $${perK}k = ${total * 100}$ and $k = ${k}$.`,
          `Number of ${coinEn} coins $= ${parts[t]} \\times ${k} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `मान लें सिक्कों की संख्या $${times(p, 'k')}$, $${times(q, 'k')}$ और $${times(r, 'k')}$ है।`,
          `इनका मूल्य पैसों में: $${times(p, 'k')} \\times ${v1} + ${times(q, 'k')} \\times ${v2} + ${times(r, 'k')} \\times ${v3} = ${perK}k$।`,
          `₹${total} $= ${total * 100}$ पैसे, अतः $${perK}k = ${total * 100}$ और $k = ${k}$।`,
          `${coinHi} के सिक्कों की संख्या $= ${parts[t]} \\times ${k} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [p, q, r, total, answer],
      check() {
        // Add one more set of coins in the ratio at a time until the value reaches the total.
        let value = 0;
        let sets = 0;
        while (value < total * 100) {
          value += perK;
          sets++;
        }
        const count = value === total * 100 ? sets * (parts[t] ?? 0) : -1;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Adding (or taking away) the same number changes a ratio: find the numbers (type-in). */
export const ratioChangingRatio: QuestionGenerator = {
  id: 'ratio-and-proportion/changing-ratio',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'CUET'],
  generate(rng) {
    let a = 0;
    let b = 0;
    let t = 0;
    let x = 0;
    let add = true;
    let c = 0;
    let d = 0;
    for (;;) {
      a = rng.int(1, 8);
      b = rng.int(a + 1, 9);
      t = rng.int(3, 25);
      x = rng.int(2, 30);
      add = rng.next() < 0.5;
      if (gcd(a, b) !== 1) continue;
      const n1 = add ? a * t + x : a * t - x;
      const n2 = add ? b * t + x : b * t - x;
      if (n1 < 1) continue;
      const g = gcd(n1, n2);
      c = n1 / g;
      d = n2 / g;
      if (d <= 60) break;
    }
    const ask = rng.pick(['larger', 'smaller', 'sum'] as const);
    const value = ask === 'larger' ? b * t : ask === 'smaller' ? a * t : (a + b) * t;
    const sign = add ? '+' : '-';
    const coef = Math.abs(a * d - b * c);
    const rhs = Math.abs((add ? c - d : d - c) * x);
    const askText = {
      larger: { en: 'the larger number', hi: 'बड़ी संख्या' },
      smaller: { en: 'the smaller number', hi: 'छोटी संख्या' },
      sum: { en: 'the sum of the two numbers', hi: 'दोनों संख्याओं का योग' },
    }[ask];
    return {
      title: { en: 'Ratio after adding or subtracting', hi: 'जोड़ने या घटाने के बाद अनुपात' },
      type: 'numeric',
      statement: {
        en: `Two numbers are in the ratio ${a} : ${b}. If ${x} is ${add ? 'added to' : 'subtracted from'} each of them, the ratio becomes ${c} : ${d}. Find ${askText.en}.`,
        hi: `दो संख्याएँ ${a} : ${b} के अनुपात में हैं। यदि प्रत्येक ${add ? 'में' : 'में से'} ${x} ${add ? 'जोड़ा' : 'घटाया'} जाए, तो अनुपात ${c} : ${d} हो जाता है। ${askText.hi} ज्ञात कीजिए।`,
      },
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [
          `Let the numbers be $${times(a, 't')}$ and $${times(b, 't')}$. Then $\\frac{${times(a, 't')} ${sign} ${x}}{${times(b, 't')} ${sign} ${x}} = \\frac{${c}}{${d}}$.`,
          `Cross-multiplying: $${d}(${times(a, 't')} ${sign} ${x}) = ${c}(${times(b, 't')} ${sign} ${x})$, i.e. $${times(a * d, 't')} ${sign} ${d * x} = ${times(b * c, 't')} ${sign} ${c * x}$.`,
          `So $${times(coef, 't')} = ${rhs}$ and $t = ${t}$. The numbers are ${a * t} and ${b * t}.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `मान लें संख्याएँ $${times(a, 't')}$ और $${times(b, 't')}$ हैं। तब $\\frac{${times(a, 't')} ${sign} ${x}}{${times(b, 't')} ${sign} ${x}} = \\frac{${c}}{${d}}$।`,
          `तिरछा गुणा करने पर: $${d}(${times(a, 't')} ${sign} ${x}) = ${c}(${times(b, 't')} ${sign} ${x})$, यानी $${times(a * d, 't')} ${sign} ${d * x} = ${times(b * c, 't')} ${sign} ${c * x}$।`,
          `अतः $${times(coef, 't')} = ${rhs}$ और $t = ${t}$। संख्याएँ ${a * t} और ${b * t} हैं।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [a, b, x, c, d, value],
      check() {
        // Try every multiplier until the changed numbers stand in the new ratio.
        for (let m = 1; m <= 1000; m++) {
          const n1 = add ? a * m + x : a * m - x;
          const n2 = add ? b * m + x : b * m - x;
          if (n1 > 0 && n1 * d === n2 * c) {
            const v = ask === 'larger' ? b * m : ask === 'smaller' ? a * m : (a + b) * m;
            return { kind: 'numeric', value: v, tolerance: 0 };
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** Incomes in one ratio, expenditures in another, equal savings: find an income. */
export const ratioIncomeExpenditure: QuestionGenerator = {
  id: 'ratio-and-proportion/income-expenditure-savings',
  topic: 'ratio-and-proportion',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let K = 0;
    let M = 0;
    let S = 0;
    for (;;) {
      a = rng.int(2, 9);
      b = rng.int(2, 9);
      c = rng.int(2, 9);
      d = rng.int(2, 9);
      if (a === b || c === d || gcd(a, b) !== 1 || gcd(c, d) !== 1 || (a - b) * (c - d) <= 0) continue;
      if (a * d === b * c) continue;
      // Equal savings: aK − cM = bK − dM, so (a − b)K = (c − d)M.
      const g = gcd(Math.abs(a - b), Math.abs(c - d));
      const unit = rng.pick([100, 200, 250, 500, 1000]);
      const scale = unit * rng.int(1, 6);
      K = (scale * Math.abs(c - d)) / g;
      M = (scale * Math.abs(a - b)) / g;
      S = a * K - c * M;
      if (S > 0 && a * K <= 200000 && b * K <= 200000) break;
    }
    const askA = rng.next() < 0.5;
    const incomeA = a * K;
    const incomeB = b * K;
    const answer = askA ? incomeA : incomeB;
    const sameMultiplier = askA ? (a * S) / (a - c) : (b * S) / (b - d); // uses one multiplier for both ratios
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        sameMultiplier,
        askA ? incomeB : incomeA, // gives the other person's income
        askA ? c * M : d * M, // gives the expenditure instead of the income
        answer + S, // adds the savings once more
      ].filter((n) => Number.isInteger(n) && n > 0),
      rupees,
    );
    const person = askA ? 'A' : 'B';
    const elimCoef = a * d - b * c;
    const elimRhs = (d - c) * S;
    const flip = elimCoef < 0 ? -1 : 1;
    return {
      title: { en: 'Incomes, expenditures and equal savings', hi: 'आय, व्यय और समान बचत' },
      type: 'single',
      statement: {
        en: `The incomes of A and B are in the ratio ${a} : ${b} and their expenditures are in the ratio ${c} : ${d}. If each of them saves ₹${S}, what is ${person}'s income?`,
        hi: `A और B की आय का अनुपात ${a} : ${b} है और उनके व्यय का अनुपात ${c} : ${d} है। यदि दोनों में से प्रत्येक ₹${S} बचाता है, तो ${person} की आय कितनी है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the incomes be $${a}K$ and $${b}K$ and the expenditures $${c}M$ and $${d}M$ (two different multipliers).`,
          `Savings: $${a}K - ${c}M = ${S}$ and $${b}K - ${d}M = ${S}$.`,
          `Multiply the first by ${d} and the second by ${c} and subtract: $${times(elimCoef * flip, 'K')} = ${elimRhs * flip}$, so $K = ${K}$.`,
          `${person}'s income $= ${askA ? a : b} \\times ${K} = ${answer}$. (Check: $M = ${M}$, and $${incomeA} - ${c * M} = ${incomeB} - ${d * M} = ${S}$.)`,
          '',
          `**Answer: ₹${answer}**`,
        ].join('\n\n'),
        hi: [
          `मान लें आय $${a}K$ और $${b}K$ है तथा व्यय $${c}M$ और $${d}M$ (दो अलग गुणक)।`,
          `बचत: $${a}K - ${c}M = ${S}$ और $${b}K - ${d}M = ${S}$।`,
          `पहले समीकरण को ${d} से और दूसरे को ${c} से गुणा करके घटाएँ: $${times(elimCoef * flip, 'K')} = ${elimRhs * flip}$, अतः $K = ${K}$।`,
          `${person} की आय $= ${askA ? a : b} \\times ${K} = ${answer}$। (जाँच: $M = ${M}$, और $${incomeA} - ${c * M} = ${incomeB} - ${d * M} = ${S}$।)`,
          '',
          `**उत्तर: ₹${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [a, b, c, d, S, answer],
      check() {
        // Cramer's rule on aK − cM = S, bK − dM = S.
        const det = a * -d - -c * b;
        const k = (S * -d - -c * S) / det;
        return { kind: 'choice', correct: [options.indexOf(rupees((askA ? a : b) * k))] };
      },
    };
  },
};
