/**
 * Fractions and decimals: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `fractions-and-decimals/compare-fractions` – the largest or smallest of four close fractions – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `fractions-and-decimals/recurring-decimal-to-fraction` – a pure or mixed recurring decimal as a fraction – SSC CGL, RRB NTPC, Bank PO, CAT, CUET
 * - `fractions-and-decimals/fraction-of-remainder` – rent, food and travel as fractions of what is left: one item's spend from the savings – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `fractions-and-decimals/continued-fraction` – simplify a + 1/(b + 1/(c + 1/d)) – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `fractions-and-decimals/bodmas-with-of` – X ÷ Y of Z + W with fractions, "of" before division – SSC CGL, RRB NTPC, Bank PO
 * - `fractions-and-decimals/sum-of-recurring-decimals` – 0.(ab) + 0.(c) + 0.d(e) as a fraction – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `fractions-and-decimals/telescoping-product` – (1 − 1/m²)(1 − 1/(m+1)²)…(1 − 1/n²) – SSC CGL, Bank PO, CAT, CUET
 * - `fractions-and-decimals/which-terminates` – which of four fractions (some not in lowest terms) terminates – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `fractions-and-decimals/two-parts-differ` – p/q of a number exceeds r/s of it by k: another fraction of it – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `fractions-and-decimals/telescoping-series-threshold` (CAT) – the least number of terms of Σ 1/(x(x + d)) whose sum exceeds a fraction – CAT, Placements
 * - `fractions-and-decimals/count-terminating-fractions` (CAT) – how many of k/N, A ≤ k ≤ B, terminate (or recur) – CAT, Placements
 * - `fractions-and-decimals/simplest-fraction-between` (CAT) – the fraction with the smallest denominator strictly between two close fractions – CAT, GMAT, Placements
 */
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';

/** A fraction in KaTeX, reduced to lowest terms. */
function frac(p: number, q: number): string {
  const g = gcd(p, q);
  return `$\\frac{${p / g}}{${q / g}}$`;
}

/** Pick the largest (or smallest) of four close fractions. */
export const fractionsCompare: QuestionGenerator = {
  id: 'fractions-and-decimals/compare-fractions',
  topic: 'fractions-and-decimals',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const largest = rng.next() < 0.5;
    // Four proper fractions in lowest terms with different denominators, all close to one target value.
    const target = rng.int(35, 85) / 100;
    const dens = rng.shuffle([5, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19]).slice(0, 4);
    const fracs: [number, number][] = [];
    for (const q of dens) {
      // The usable numerator nearest to target × q (in lowest terms, equal to none chosen so far).
      const usable = (p: number) =>
        p >= 1 && p < q && gcd(p, q) === 1 && !fracs.some(([a, b]) => a * q === b * p);
      const centre = Math.round(target * q);
      let p = centre;
      for (let step = 1; !usable(p); step++) p = usable(centre - step) ? centre - step : centre + step;
      fracs.push([p, q]);
    }
    // Tournament by cross-multiplication: a/b beats c/d when ad > bc.
    let best = fracs[0] as [number, number];
    for (const f of fracs.slice(1)) {
      const beats = f[0] * best[1] > best[0] * f[1];
      if (beats === largest) best = f;
    }
    const texts = fracs.map(([p, q]) => frac(p, q));
    const listEn = `${texts.slice(0, 3).join(', ')} and ${texts[3]}`;
    const listHi = `${texts.slice(0, 3).join(', ')} और ${texts[3]}`;
    // The other three fractions are the mistakes: comparing by numerators or denominators alone picks them.
    const options = rng.shuffle(texts);
    const correctIndex = options.indexOf(frac(best[0], best[1]));
    const word = { en: largest ? 'largest' : 'smallest', hi: largest ? 'सबसे बड़ी' : 'सबसे छोटी' };
    const decimals = fracs
      .map(([p, q]) => `${frac(p, q).slice(0, -1)} \\approx ${(p / q).toFixed(3)}$`)
      .join(', ');
    const crossLines = (lang: 'en' | 'hi') =>
      fracs
        .filter((f) => f !== best)
        .map(([p, q]) => {
          const [bp, bq] = best;
          const sign = largest ? '>' : '<';
          return `${frac(bp, bq)} ${lang === 'en' ? 'vs' : 'और'} ${frac(p, q)}: $${bp} \\times ${q} = ${bp * q}$ ${lang === 'en' ? 'and' : 'तथा'} $${p} \\times ${bq} = ${p * bq}$, ${lang === 'en' ? 'so' : 'अतः'} ${frac(bp, bq).slice(0, -1)} ${sign} ${frac(p, q).slice(1)}.`;
        });
    return {
      title: { en: `The ${word.en} fraction`, hi: `${word.hi} भिन्न` },
      type: 'single',
      statement: {
        en: `Which is the ${word.en} of the fractions ${listEn}?`,
        hi: `भिन्नों ${listHi} में से ${word.hi} भिन्न कौन-सी है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Compare two fractions at a time by cross-multiplication: $\\frac{a}{b} > \\frac{c}{d}$ exactly when $ad > bc$.',
          ...crossLines('en').map((l) => `- ${l}`),
          `Check with decimals: ${decimals}.`,
          '',
          `**Answer: ${frac(best[0], best[1])}**`,
        ].join('\n\n'),
        hi: [
          'एक बार में दो भिन्नों की तुलना तिरछे गुणा से करें: $\\frac{a}{b} > \\frac{c}{d}$ ठीक तब जब $ad > bc$।',
          ...crossLines('hi').map((l) => `- ${l.replace(/\.$/, '।')}`),
          `दशमलव से जाँच: ${decimals}।`,
          '',
          `**उत्तर: ${frac(best[0], best[1])}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: fracs.flat(),
      check() {
        // Convert each to a decimal and take the extreme value.
        const values = fracs.map(([p, q]) => p / q);
        const extreme = largest ? Math.max(...values) : Math.min(...values);
        const [p, q] = fracs[values.indexOf(extreme)] as [number, number];
        return { kind: 'choice', correct: [options.indexOf(frac(p, q))] };
      },
    };
  },
};

/** Convert a mixed or pure recurring decimal into a fraction in lowest terms. */
export const fractionsRecurringDecimal: QuestionGenerator = {
  id: 'fractions-and-decimals/recurring-decimal-to-fraction',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'CUET'],
  generate(rng) {
    // nonRep digits before the bar, rep digits under it.
    const [nonRepLen, repLen] = rng.pick([
      [1, 1],
      [1, 2],
      [2, 1],
      [0, 2],
    ] as const);
    const digits = (n: number, first: number) =>
      Array.from({ length: n }, (_, i) => rng.int(i === 0 ? first : 0, 9));
    let nonRep: number[];
    let rep: number[];
    do {
      nonRep = digits(nonRepLen, 1);
      rep = digits(repLen, 1);
      // Avoid blocks that are really shorter (0.3\overline{3}, 0.\overline{44}) and the all-nines block.
    } while (
      (repLen === 2 && rep[0] === rep[1]) ||
      (nonRepLen > 0 && nonRep[nonRepLen - 1] === rep[repLen - 1]) ||
      rep.every((d) => d === 9)
    );
    const nonRepStr = nonRep.join('');
    const repStr = rep.join('');
    const all = Number(nonRepStr + repStr);
    const head = nonRepLen ? Number(nonRepStr) : 0;
    const den = Number('9'.repeat(repLen) + '0'.repeat(nonRepLen));
    const num = all - head;
    const g = gcd(num, den);
    const decimal = `0.${nonRepStr}\\overline{${repStr}}`;
    const correct = frac(num, den);
    const { options, correctIndex } = textChoiceOptions(rng, correct, [
      frac(all, Number('9'.repeat(nonRepLen + repLen))), // treats every digit as recurring
      frac(all, 10 ** (nonRepLen + repLen)), // treats the decimal as terminating
      frac(all, den), // forgets to subtract the non-recurring part
      frac(all - head, Number('9'.repeat(nonRepLen + repLen))), // subtracts but puts only 9s below
      frac(num + 1, den),
      frac(num, den + 9),
    ]);
    const split =
      nonRepLen === 0
        ? {
            en: `All ${repLen} digits recur, so the fraction is the recurring block over ${den}.`,
            hi: `सभी ${repLen} अंक दोहराते हैं, इसलिए भिन्न = आवर्ती समूह ÷ ${den}।`,
          }
        : {
            en: `${repLen} recurring digit${repLen > 1 ? 's' : ''} and ${nonRepLen} non-recurring digit${nonRepLen > 1 ? 's' : ''}: the denominator has ${repLen} nine${repLen > 1 ? 's' : ''} followed by ${nonRepLen} zero${nonRepLen > 1 ? 's' : ''}, i.e. ${den}; the numerator is (all the digits) − (the non-recurring digits).`,
            hi: `${repLen} आवर्ती अंक और ${nonRepLen} अनावर्ती अंक: हर में ${repLen} बार 9 और उसके बाद ${nonRepLen} बार 0, यानी ${den}; अंश = (सभी अंक) − (अनावर्ती अंक)।`,
          };
    const work = `$${decimal} = \\frac{${all}${nonRepLen ? ` - ${head}` : ''}}{${den}} = \\frac{${num}}{${den}}${g > 1 ? ` = \\frac{${num / g}}{${den / g}}` : ''}$`;
    return {
      title: { en: 'Recurring decimal to fraction', hi: 'आवर्ती दशमलव को भिन्न में बदलना' },
      type: 'single',
      statement: {
        en: `Express $${decimal}$ as a fraction in its lowest terms.`,
        hi: `$${decimal}$ को न्यूनतम रूप वाली भिन्न के रूप में लिखिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [split.en, work, '', `**Answer: ${correct}**`].join('\n\n'),
        hi: [split.hi, `${work}।`, '', `**उत्तर: ${correct}**`].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [num / g, den / g],
      check() {
        // Algebra: x = head/10^m + block/(10^m (10^n - 1)); add the two fractions directly.
        const m = 10 ** nonRepLen;
        const block = Number(repStr);
        const n = 10 ** repLen - 1;
        const p = head * n + block;
        const q = m * n;
        return { kind: 'choice', correct: [options.indexOf(frac(p, q))] };
      },
    };
  },
};

/** Fraction of the remaining, three stages: given the savings, find the amount spent on one item. */
export const fractionsOfRemainder: QuestionGenerator = {
  id: 'fractions-and-decimals/fraction-of-remainder',
  topic: 'fractions-and-decimals',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    // Spends pa/a of the salary on rent, 1/b of the rest on food, 1/c of what is left on travel.
    const a = rng.int(3, 8);
    const pa = a === 5 || a === 7 ? rng.int(1, 2) : 1; // 2/5 or 2/7 stays in lowest terms
    const b = rng.int(3, 8);
    const c = rng.int(3, 8);
    const k = rng.int(2, 40) * 5;
    const salary = a * b * c * k;
    const afterRent = (salary / a) * (a - pa);
    const food = afterRent / b;
    const afterFood = afterRent - food;
    const travel = afterFood / c;
    const saved = afterFood - travel;
    const askFood = rng.next() < 0.5;
    const asked = askFood ? food : travel;
    const rentFrac = `\\frac{${pa}}{${a}}`;
    const itemEn = askFood ? 'food' : 'travel';
    const itemHi = askFood ? 'भोजन' : 'यात्रा';
    return {
      title: { en: 'Fraction of the remaining', hi: 'शेष का भिन्न' },
      type: 'numeric',
      statement: {
        en: `A man spends $${rentFrac}$ of his monthly salary on rent, $\\frac{1}{${b}}$ of the remaining amount on food and $\\frac{1}{${c}}$ of what is then left on travel. He saves the rest, which is ₹${saved}. How much (in ₹) does he spend on ${itemEn}?`,
        hi: `एक व्यक्ति अपने मासिक वेतन का $${rentFrac}$ भाग किराए पर, शेष राशि का $\\frac{1}{${b}}$ भाग भोजन पर और उसके बाद बची राशि का $\\frac{1}{${c}}$ भाग यात्रा पर खर्च करता है। बाकी राशि ₹${saved} वह बचा लेता है। वह ${itemHi} पर कितने रुपये खर्च करता है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: asked, tolerance: 0 },
      solution: {
        en: [
          `Fraction of the salary left after each step: after rent $\\frac{${a - pa}}{${a}}$, after food $\\frac{${b - 1}}{${b}}$ of that, after travel $\\frac{${c - 1}}{${c}}$ of that.`,
          `So the savings are $\\frac{${a - pa}}{${a}} \\times \\frac{${b - 1}}{${b}} \\times \\frac{${c - 1}}{${c}}$ of the salary, and the salary $= ${saved} \\times \\frac{${a}}{${a - pa}} \\times \\frac{${b}}{${b - 1}} \\times \\frac{${c}}{${c - 1}} = ${salary}$.`,
          `After rent: $${salary} - ${(salary / a) * pa} = ${afterRent}$. Food: $\\frac{${afterRent}}{${b}} = ${food}$.`,
          askFood
            ? `(Check: travel $= \\frac{${afterFood}}{${c}} = ${travel}$ and $${afterFood} - ${travel} = ${saved}$.)`
            : `Left after food: $${afterRent} - ${food} = ${afterFood}$. Travel: $\\frac{${afterFood}}{${c}} = ${travel}$ (and $${afterFood} - ${travel} = ${saved}$).`,
          '',
          `**Answer: ₹${asked}**`,
        ].join('\n\n'),
        hi: [
          `हर चरण के बाद वेतन का बचा भाग: किराए के बाद $\\frac{${a - pa}}{${a}}$, भोजन के बाद उसका $\\frac{${b - 1}}{${b}}$, यात्रा के बाद उसका $\\frac{${c - 1}}{${c}}$।`,
          `अतः बचत वेतन का $\\frac{${a - pa}}{${a}} \\times \\frac{${b - 1}}{${b}} \\times \\frac{${c - 1}}{${c}}$ भाग है, और वेतन $= ${saved} \\times \\frac{${a}}{${a - pa}} \\times \\frac{${b}}{${b - 1}} \\times \\frac{${c}}{${c - 1}} = ${salary}$।`,
          `किराए के बाद: $${salary} - ${(salary / a) * pa} = ${afterRent}$। भोजन: $\\frac{${afterRent}}{${b}} = ${food}$।`,
          askFood
            ? `(जाँच: यात्रा $= \\frac{${afterFood}}{${c}} = ${travel}$ और $${afterFood} - ${travel} = ${saved}$।)`
            : `भोजन के बाद बचा: $${afterRent} - ${food} = ${afterFood}$। यात्रा: $\\frac{${afterFood}}{${c}} = ${travel}$ (और $${afterFood} - ${travel} = ${saved}$)।`,
          '',
          `**उत्तर: ₹${asked}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [pa, a, b, c, saved, asked],
      check() {
        // Work backwards from the savings, undoing one step at a time.
        const beforeTravel = (saved * c) / (c - 1);
        const beforeFood = (beforeTravel * b) / (b - 1);
        const value = askFood ? beforeFood / b : beforeTravel / c;
        return { kind: 'numeric', value, tolerance: 0 };
      },
    };
  },
};
