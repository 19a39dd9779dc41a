import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';
import { rupees, textChoiceOptions } from './answer-formats.js';

/** A coefficient times a variable, as a textbook writes it: k, 3k. */
const times = (n: number | undefined, v: string) => (n === 1 ? v : `${n}${v}`);

/** Money divided so that the shares, less given amounts, stand in a ratio: one share. */
export const ratioSharesAfterAdjustment: QuestionGenerator = {
  id: 'ratio-and-proportion/shares-after-deduction',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let r: number[] = [];
    let d: number[] = [];
    let k = 0;
    const sub = rng.next() < 0.5;
    let shares: number[] = [];
    for (;;) {
      r = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      d = [rng.int(1, 20) * 5, rng.int(1, 20) * 5, rng.int(1, 20) * 5];
      k = rng.int(5, 60) * 10;
      shares = r.map((x, i) => (sub ? k * x + (d[i] ?? 0) : k * x - (d[i] ?? 0)));
      const coprime = gcd(gcd(r[0] ?? 1, r[1] ?? 1), r[2] ?? 1) === 1;
      if (coprime && new Set(r).size === 3 && new Set(d).size === 3 && shares.every((s) => s > 0)) break;
    }
    const total = shares.reduce((x, y) => x + y, 0);
    const rSum = r.reduce((x, y) => x + y, 0);
    const dSum = d.reduce((x, y) => x + y, 0);
    const t = rng.int(0, 2);
    const names = ['A', 'B', 'C'];
    const who = names[t] ?? 'A';
    const answer = shares[t] ?? 0;
    const part = k * (r[t] ?? 0);
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        part, // stops at the part in the ratio, forgetting to undo the change
        sub ? part - (d[t] ?? 0) : part + (d[t] ?? 0), // undoes the change with the wrong sign
        (total * (r[t] ?? 0)) / rSum, // divides the whole sum in the ratio directly
        shares[(t + 1) % 3] ?? 0, // gives the next person's share
      ].filter((n) => Number.isInteger(n) && n > 0),
      rupees,
    );
    const verbEn = sub ? 'are decreased by' : 'are increased by';
    const verbHi = sub ? 'कम' : 'अधिक';
    const ratio = r.join(' : ');
    const sign = sub ? '-' : '+';
    const back = sub ? '+' : '-';
    return {
      title: { en: 'Shares in a ratio after a change', hi: 'बदलाव के बाद अनुपात में हिस्से' },
      type: 'single',
      statement: {
        en: `₹${total} is divided among A, B and C such that if their shares ${verbEn} ₹${d[0]}, ₹${d[1]} and ₹${d[2]} respectively, the resulting amounts are in the ratio ${ratio}. What is ${who}'s share?`,
        hi: `₹${total} को A, B और C में इस प्रकार बाँटा जाता है कि यदि उनके हिस्से क्रमशः ₹${d[0]}, ₹${d[1]} और ₹${d[2]} ${verbHi} कर दिए जाएँ, तो प्राप्त राशियाँ ${ratio} के अनुपात में हों। ${who} का हिस्सा कितना है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `After the change the three amounts are $${times(r[0], 'k')}$, $${times(r[1], 'k')}$ and $${times(r[2], 'k')}$, and together they are $${total} ${sign} ${dSum} = ${sub ? total - dSum : total + dSum}$.`,
          `So $${rSum}k = ${rSum * k}$ and $k = ${k}$.`,
          `${who}'s share $= ${r[t]} \\times ${k} ${back} ${d[t]} = ${answer}$.`,
          '',
          `**Answer: ₹${answer}**`,
        ].join('\n\n'),
        hi: [
          `बदलाव के बाद तीनों राशियाँ $${times(r[0], 'k')}$, $${times(r[1], 'k')}$ और $${times(r[2], 'k')}$ हैं, और इनका योग $${total} ${sign} ${dSum} = ${sub ? total - dSum : total + dSum}$ है।`,
          `अतः $${rSum}k = ${rSum * k}$ और $k = ${k}$।`,
          `${who} का हिस्सा $= ${r[t]} \\times ${k} ${back} ${d[t]} = ${answer}$।`,
          '',
          `**उत्तर: ₹${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [total, ...d, ...r, answer],
      check() {
        // Try every amount for A; B and C follow from the ratio; keep the split that adds up.
        for (let a = 1; a <= total; a++) {
          const changedA = sub ? a - (d[0] ?? 0) : a + (d[0] ?? 0);
          if (
            changedA <= 0 ||
            (changedA * (r[1] ?? 0)) % (r[0] ?? 1) !== 0 ||
            (changedA * (r[2] ?? 0)) % (r[0] ?? 1) !== 0
          )
            continue;
          const b = (changedA * (r[1] ?? 0)) / (r[0] ?? 1) + (sub ? (d[1] ?? 0) : -(d[1] ?? 0));
          const c = (changedA * (r[2] ?? 0)) / (r[0] ?? 1) + (sub ? (d[2] ?? 0) : -(d[2] ?? 0));
          if (a + b + c === total)
            return { kind: 'choice', correct: [options.indexOf(rupees([a, b, c][t] ?? 0))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** What is known about two numbers in a ratio: the sum of their squares, their product or the difference of squares. */
const KNOWN = [
  {
    key: 'squares',
    en: 'the sum of their squares',
    hi: 'उनके वर्गों का योग',
    f: (a: number, b: number) => a * a + b * b,
  },
  { key: 'product', en: 'their product', hi: 'उनका गुणनफल', f: (a: number, b: number) => a * b },
  {
    key: 'difference',
    en: 'the difference of their squares',
    hi: 'उनके वर्गों का अंतर',
    f: (a: number, b: number) => b * b - a * a,
  },
] as const;

/** Two numbers in a ratio with the sum of their squares (or product) given: one of the numbers. */
export const ratioSumOfSquares: QuestionGenerator = {
  id: 'ratio-and-proportion/ratio-and-sum-of-squares',
  topic: 'ratio-and-proportion',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    const known = rng.pick(KNOWN);
    let a = 0;
    let b = 0;
    do {
      a = rng.int(1, 8);
      b = rng.int(a + 1, 9);
    } while (gcd(a, b) !== 1);
    const k = rng.int(2, 15);
    const unit = known.f(a, b); // the known value for k = 1
    const value = k * k * unit;
    const askLarger = rng.next() < 0.5;
    const answer = askLarger ? b * k : a * k;
    const part = askLarger ? b : a;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        k * k * part, // forgets to take the square root of k²
        askLarger ? a * k : b * k, // gives the other number
        k * (a + b), // gives the sum of the numbers
        (Math.sqrt(value) * part) / (a + b), // splits the square root of the given value in the ratio
        answer + k, // one part too many
      ].filter((v) => Number.isInteger(v) && v > 0),
    );
    const which = askLarger ? { en: 'larger', hi: 'बड़ी' } : { en: 'smaller', hi: 'छोटी' };
    const expr = {
      squares: `(${a}k)^2 + (${b}k)^2 = ${unit}k^2`,
      product: `${a}k \\times ${b}k = ${unit}k^2`,
      difference: `(${b}k)^2 - (${a}k)^2 = ${unit}k^2`,
    }[known.key]
      .replace(/\(1k\)/g, 'k')
      .replace(/(^|[^\d])1k/g, '$1k');
    return {
      title: {
        en: 'Numbers in a ratio from their squares or product',
        hi: 'वर्गों या गुणनफल से अनुपात वाली संख्याएँ',
      },
      type: 'single',
      statement: {
        en: `Two numbers are in the ratio ${a} : ${b} and ${known.en} is ${value}. What is the ${which.en} number?`,
        hi: `दो संख्याएँ ${a} : ${b} के अनुपात में हैं और ${known.hi} ${value} है। ${which.hi} संख्या क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the numbers be $${a === 1 ? '' : a}k$ and $${b}k$. Then $${expr} = ${value}$.`,
          `So $k^2 = \\frac{${value}}{${unit}} = ${k * k}$ and $k = ${k}$.`,
          `The ${which.en} number $= ${part} \\times ${k} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `मान लें संख्याएँ $${a === 1 ? '' : a}k$ और $${b}k$ हैं। तब $${expr} = ${value}$।`,
          `अतः $k^2 = \\frac{${value}}{${unit}} = ${k * k}$ और $k = ${k}$।`,
          `${which.hi} संख्या $= ${part} \\times ${k} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [a, b, value, answer],
      check() {
        // Try every pair of whole numbers in the ratio until the given value comes out.
        for (let m = 1; m <= 1000; m++) {
          if (known.f(a * m, b * m) === value)
            return { kind: 'choice', correct: [options.indexOf(String((askLarger ? b : a) * m))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A fraction in lowest terms, in KaTeX. */
function fracText(p: number, q: number): string {
  const g = gcd(p, q);
  return `$\\frac{${p / g}}{${q / g}}$`;
}

/** Things people collect, with the Hindi plural and its oblique form (all masculine). */
const THINGS = [
  { en: 'marbles', hi: 'कंचे', obl: 'कंचों' },
  { en: 'stamps', hi: 'डाक टिकट', obl: 'डाक टिकटों' },
  { en: 'picture cards', hi: 'चित्र-कार्ड', obl: 'चित्र-कार्डों' },
  { en: 'coins', hi: 'सिक्के', obl: 'सिक्कों' },
] as const;

/** One person gives some of hers to another, the total is kept: what fraction of hers she gave (CAT). */
export const ratioTransferKeepsTotal: QuestionGenerator = {
  id: 'ratio-and-proportion/transfer-keeps-total',
  topic: 'ratio-and-proportion',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const he = bilingualNames([rng.pick(MEN_NAMES)])[0] ?? { en: 'Ravi', hi: 'रवि' };
    const she = bilingualNames([rng.pick(WOMEN_NAMES)])[0] ?? { en: 'Neha', hi: 'नेहा' };
    const thing = rng.pick(THINGS);
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let num = 0;
    let den = 0;
    for (;;) {
      a = rng.int(1, 9);
      b = rng.int(1, 12);
      c = rng.int(1, 9);
      d = rng.int(1, 12);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || c * b <= a * d || a + b === c + d) continue;
      // With a total of (a + b)(c + d): she had b(c + d), gave c(a + b) − a(c + d).
      num = c * (a + b) - a * (c + d);
      den = b * (c + d);
      const g = gcd(num, den);
      if (num > 0 && den / g <= 40 && num < den) break;
    }
    const total = lcm(a + b, c + d);
    const [heOld, sheOld] = [(a * total) / (a + b), (b * total) / (a + b)];
    const [heNew, sheNew] = [(c * total) / (c + d), (d * total) / (c + d)];
    const given = heNew - heOld;
    const right = fracText(given, sheOld);
    /** "a : b" or "a : b = x : y" when scaling changes it. */
    const scaled = (p: number, q: number, x: number, y: number) =>
      p === x ? `${p} : ${q}` : `${p} : ${q} $= ${x} : ${y}$`;
    const before = scaled(a, b, heOld, sheOld);
    const after = scaled(c, d, heNew, sheNew);
    const fraction = gcd(given, sheOld) === 1 ? right : `$\\frac{${given}}{${sheOld}}$ = ${right}`;
    const wrongParts: [number, number][] = [
      [b - d, b], // compares the ratio terms b and d as if they were counts
      [given, total], // takes the fraction of the whole collection
      [given, sheNew], // takes the fraction of what she has left
      [given, heOld], // takes the fraction of what he had
      [c - a, c + d], // subtracts the ratio terms without making the totals equal
      [1, 3],
      [1, 4],
      [2, 9],
      [1, 5],
    ];
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right,
      wrongParts.filter(([p, q]) => p > 0 && p < q).map(([p, q]) => fracText(p, q)),
    );
    return {
      title: { en: 'Giving away with the total unchanged', hi: 'कुल योग बदले बिना देना' },
      type: 'single',
      statement: {
        en: `${he.en} and ${she.en} had ${thing.en} in the ratio ${a} : ${b}. ${she.en} then gave some of her ${thing.en} to ${he.en}, and the ratio became ${c} : ${d}. What fraction of her original ${thing.en} did ${she.en} give to ${he.en}?`,
        hi: `${he.hi} और ${she.hi} के पास ${thing.hi} ${a} : ${b} के अनुपात में थे। फिर ${she.hi} ने अपने कुछ ${thing.hi} ${he.hi} को दे दिए, और अनुपात ${c} : ${d} हो गया। ${she.hi} ने अपने मूल ${thing.obl} का कितना भाग ${he.hi} को दिया?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Giving does not change the total, so write both ratios with the same total $\\text{LCM}(${a + b}, ${c + d}) = ${total}$ parts.`,
          `Before: ${before}. After: ${after}.`,
          `${she.en} gave $${sheOld} - ${sheNew} = ${given}$ ${given === 1 ? 'part' : 'parts'} out of her ${sheOld}, i.e. ${fraction}.`,
          '',
          `**Answer: ${right}**`,
        ].join('\n\n'),
        hi: [
          `देने से कुल संख्या नहीं बदलती, इसलिए दोनों अनुपातों को समान कुल $\\text{LCM}(${a + b}, ${c + d}) = ${total}$ भागों में लिखें।`,
          `पहले: ${before}। बाद में: ${after}।`,
          `${she.hi} ने अपने ${sheOld} भागों में से $${sheOld} - ${sheNew} = ${given}$ भाग दिए, यानी ${fraction}।`,
          '',
          `**उत्तर: ${right}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [a, b, c, d],
      check() {
        // Smallest collection that splits a : b, then hand over one at a time until the split is c : d.
        for (let n = 2; n <= 10000; n++) {
          if (n % (a + b) !== 0) continue;
          let his = (a * n) / (a + b);
          let hers = n - his;
          const start = hers;
          for (let x = 1; x <= start; x++) {
            his++;
            hers--;
            if (his * d === hers * c) {
              const index = options.findIndex((t) => {
                const m = t.match(/\\frac\{(\d+)\}\{(\d+)\}/);
                return m !== null && Number(m[1]) * start === x * Number(m[2]);
              });
              return { kind: 'choice', correct: [index] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
