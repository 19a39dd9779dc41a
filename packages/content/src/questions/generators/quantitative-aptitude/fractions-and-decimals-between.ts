import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { fr, fractionChoice, tex } from './fractions-and-decimals-simplify.js';

/** CAT: the fraction with the smallest denominator strictly between two close fractions (not their mediant). */
export const fractionsSimplestBetween: QuestionGenerator = {
  id: 'fractions-and-decimals/simplest-fraction-between',
  topic: 'fractions-and-decimals',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const b = rng.int(5, 40);
      const d = rng.int(5, 40);
      const a = rng.int(1, b - 1);
      const c = rng.int(1, d - 1);
      // a/b < c/d, both in lowest terms and close together.
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || a * d >= c * b) continue;
      if (c / d - a / b > 0.12) continue;
      // Search the denominators 1, 2, 3, … for a whole numerator strictly inside.
      let q = 1;
      let ps: number[] = [];
      for (; q <= b + d; q++) {
        ps = [];
        for (let p = Math.floor((a * q) / b) + 1; p * d < c * q; p++) ps.push(p);
        if (ps.length) break;
      }
      if (ps.length !== 1 || q < 3 || q > 12) continue;
      const p = ps[0] as number;
      const mediant = fr(a + c, b + d);
      // Only intervals where the mediant is not the answer (the tempting shortcut fails).
      if (mediant[1] === q) continue;
      const right = fr(p, q);
      const average = fr(a * d + b * c, 2 * b * d);
      const { options, correctIndex, nearest } = fractionChoice(rng, right, [
        mediant, // adds the numerators and the denominators: between, but not the simplest
        average, // takes the average of the two fractions
        ...(p + 1 < q ? [fr(p + 1, q)] : []), // a fraction with the same denominator, just outside
        fr(p - 1, q),
      ]);
      const A = `\\frac{${a}}{${b}}`;
      const C = `\\frac{${c}}{${d}}`;
      const tried = Array.from({ length: q - 1 }, (_, i) => i + 1)
        .map((k) => `$${k}$: $${((a * k) / b).toFixed(3)} < p < ${((c * k) / d).toFixed(3)}$`)
        .join('; ');
      const bound = `${A} \\approx ${(a / b).toFixed(4)}, \\quad ${C} \\approx ${(c / d).toFixed(4)}`;
      const found = `${((a * q) / b).toFixed(3)} < p < ${((c * q) / d).toFixed(3)} \\Rightarrow p = ${p}`;
      return singleChoice(
        { en: 'Simplest fraction between two fractions', hi: 'दो भिन्नों के बीच सबसे सरल भिन्न' },
        {
          en: `Which fraction with the smallest possible denominator lies strictly between $${A}$ and $${C}$?`,
          hi: `सबसे छोटे संभव हर वाली कौन-सी भिन्न $${A}$ और $${C}$ के बीच (दोनों को छोड़कर) स्थित है?`,
        },
        options,
        correctIndex,
        {
          en: [
            `$${bound}$. A fraction $\\frac{p}{q}$ lies between them when $${A} \\times q < p < ${C} \\times q$; try $q = 1, 2, 3, \\ldots$ until a whole $p$ fits.`,
            `No whole $p$ for $q =$ ${tried}.`,
            `$q = ${q}$: $${found}$, so the fraction is $${tex(right)}$.`,
            `(The mediant $\\frac{${a} + ${c}}{${b} + ${d}} = ${tex(mediant)}$ also lies between them, but its denominator is larger.)`,
            '',
            `**Answer: $${tex(right)}$**`,
          ].join('\n\n'),
          hi: [
            `$${bound}$। भिन्न $\\frac{p}{q}$ इनके बीच तब होगी जब $${A} \\times q < p < ${C} \\times q$; $q = 1, 2, 3, \\ldots$ आज़माएँ जब तक कोई पूर्णांक $p$ न मिल जाए।`,
            `इन $q$ के लिए कोई पूर्णांक $p$ नहीं: ${tried}।`,
            `$q = ${q}$: $${found}$, अतः भिन्न $${tex(right)}$ है।`,
            `(मध्यानुपाती भिन्न (mediant) $\\frac{${a} + ${c}}{${b} + ${d}} = ${tex(mediant)}$ भी इनके बीच है, पर उसका हर बड़ा है।)`,
            '',
            `**उत्तर: $${tex(right)}$**`,
          ].join('\n\n'),
        },
        200,
        [a, b, c, d],
        () => {
          // Stern–Brocot descent: take mediants of 0/1 and 1/0 until one falls strictly inside.
          let [ln, ld, rn, rd] = [0, 1, 1, 0];
          for (let step = 0; step < 10_000; step++) {
            const mn = ln + rn;
            const md = ld + rd;
            if (mn * b <= a * md) [ln, ld] = [mn, md];
            else if (mn * d >= c * md) [rn, rd] = [mn, md];
            else return nearest(mn / md);
          }
          return -1;
        },
      );
    }
  },
};
