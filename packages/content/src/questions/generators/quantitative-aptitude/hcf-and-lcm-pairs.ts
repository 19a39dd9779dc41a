import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';
import { factorTex } from './fractions-and-decimals-decimals.js';

/** The distinct primes of n with their exponents. */
function primePowers(n: number): [number, number][] {
  const out: [number, number][] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e) out.push([p, e]);
  }
  if (rest > 1) out.push([rest, 1]);
  return out;
}

const answer = (a: number) => ({ en: `**Answer: ${a}**`, hi: `**उत्तर: ${a}**` });

/** CAT: how many pairs of numbers have a given HCF and a given sum (φ(m)/2). */
export const hcfLcmPairsWithHcfAndSum: QuestionGenerator = {
  id: 'hcf-and-lcm/pairs-with-hcf-and-sum',
  topic: 'hcf-and-lcm',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let h = 0;
    let m = 0;
    do {
      h = rng.int(2, 40);
      m = rng.int(12, 90);
    } while (h * m > 2000 || primePowers(m).length < 2);
    const S = h * m;
    const pp = primePowers(m);
    const phi = pp.reduce((acc, [p, e]) => acc * (p - 1) * p ** (e - 1), 1);
    const right = phi / 2;
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive([
        phi, // counts (a, b) and (b, a) as different pairs
        Math.floor((m - 1) / 2), // forgets that the two parts must be co-prime
        Math.floor((m - 1) / 2) - Math.floor(m / (pp[0] as [number, number])[0]) + 1, // removes the multiples of one prime only
        right + 1,
        right - 1,
      ]),
    );
    const phiParts = pp.map(([p]) => `\\left(1 - \\frac{1}{${p}}\\right)`).join('');
    return singleChoice(
      { en: 'Pairs with a given HCF and a given sum', hi: 'दिए गए HCF और योग वाले युग्म' },
      {
        en: `How many pairs of natural numbers are there whose HCF is ${h} and whose sum is ${S}? (The pairs $(a, b)$ and $(b, a)$ count once.)`,
        hi: `ऐसे कितने प्राकृत संख्याओं के युग्म हैं जिनका HCF ${h} और योग ${S} है? (युग्म $(a, b)$ और $(b, a)$ एक ही गिने जाएँगे।)`,
      },
      options,
      correctIndex,
      {
        en: [
          `Write the numbers as $${h}x$ and $${h}y$ with $x$, $y$ co-prime. Then $x + y = \\frac{${S}}{${h}} = ${m}$.`,
          `Since $\\text{HCF}(x, ${m} - x) = \\text{HCF}(x, ${m})$, $x$ must be co-prime to ${m}. The numbers below ${m} co-prime to it number $\\phi(${m})$, where $${m} = ${factorTex(m)}$: $\\phi(${m}) = ${m}${phiParts} = ${phi}$.`,
          `Each pair $\\{x, ${m} - x\\}$ is counted twice in that list (both parts are co-prime to ${m}, and $x \\ne ${m} - x$), so there are $\\frac{${phi}}{2} = ${right}$ pairs.`,
          '',
          answer(right).en,
        ].join('\n\n'),
        hi: [
          `संख्याओं को $${h}x$ और $${h}y$ लिखें, जहाँ $x$, $y$ सह-अभाज्य हैं। तब $x + y = \\frac{${S}}{${h}} = ${m}$।`,
          `चूँकि $\\text{HCF}(x, ${m} - x) = \\text{HCF}(x, ${m})$, $x$ को ${m} का सह-अभाज्य होना चाहिए। ${m} से छोटी ऐसी संख्याएँ $\\phi(${m})$ हैं, जहाँ $${m} = ${factorTex(m)}$: $\\phi(${m}) = ${m}${phiParts} = ${phi}$।`,
          `हर युग्म $\\{x, ${m} - x\\}$ इस सूची में दो बार आता है (दोनों भाग ${m} के सह-अभाज्य हैं, और $x \\ne ${m} - x$), अतः युग्मों की संख्या $\\frac{${phi}}{2} = ${right}$ है।`,
          '',
          answer(right).hi,
        ].join('\n\n'),
      },
      180,
      [h, S, right],
      () => {
        // List the pairs a ≤ b with a + b = S and check their HCF.
        let count = 0;
        for (let a = 1; a <= S - a; a++) if (gcd(a, S - a) === h) count++;
        return options.indexOf(String(count));
      },
    );
  },
};

/** CAT: how many pairs of numbers have a given HCF and LCM (2^(k−1)), optionally leaving out (H, L). */
export const hcfLcmPairsWithHcfAndLcm: QuestionGenerator = {
  id: 'hcf-and-lcm/pairs-with-hcf-and-lcm',
  topic: 'hcf-and-lcm',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let h = 0;
    let q = 0;
    do {
      h = rng.int(2, 30);
      q =
        rng.pick([2, 3, 4, 5, 7, 8, 9]) *
        rng.pick([3, 5, 7, 9, 11, 25, 13]) *
        rng.pick([1, 1, 2, 7, 11, 13, 17]);
    } while (h * q > 50_000 || primePowers(q).length < 2 || primePowers(q).every(([, e]) => e === 1));
    const L = h * q;
    const pp = primePowers(q);
    const k = pp.length;
    const withEnds = rng.next() < 0.5;
    const all = 2 ** (k - 1);
    const right = withEnds ? all : all - 1;
    const divisorsOfQ = pp.reduce((acc, [, e]) => acc * (e + 1), 1);
    const { options, correctIndex } = choiceOptions(
      rng,
      right,
      wholePositive([
        withEnds ? 2 ** k : all, // counts ordered pairs / forgets to leave out the pair (H, L)
        Math.ceil(divisorsOfQ / 2) - (withEnds ? 0 : 1), // splits the divisors of L/H without keeping the parts co-prime
        divisorsOfQ, // counts every divisor of L/H
        withEnds ? all - 1 : 2 ** k - 1,
        right + 2,
      ]),
    );
    const blocks = pp.map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`));
    const note = withEnds
      ? { en: '', hi: '' }
      : {
          en: `Leaving out the pair (${h}, ${L}) itself: $${all} - 1 = ${right}$.`,
          hi: `युग्म (${h}, ${L}) को छोड़कर: $${all} - 1 = ${right}$।`,
        };
    return singleChoice(
      { en: 'Pairs with a given HCF and LCM', hi: 'दिए गए HCF और LCM वाले युग्म' },
      {
        en: `How many pairs of natural numbers have HCF ${h} and LCM ${L}${withEnds ? '' : `, other than the pair (${h}, ${L}) itself`}? (The pairs $(a, b)$ and $(b, a)$ count once.)`,
        hi: `${withEnds ? '' : `युग्म (${h}, ${L}) के अलावा, `}प्राकृत संख्याओं के ऐसे कितने युग्म हैं जिनका HCF ${h} और LCM ${L} है? (युग्म $(a, b)$ और $(b, a)$ एक ही गिने जाएँगे।)`,
      },
      options,
      correctIndex,
      {
        en: [
          `Write the numbers as $${h}x$ and $${h}y$ with $x$, $y$ co-prime; then the LCM is $${h}xy$, so $xy = \\frac{${L}}{${h}} = ${q} = ${factorTex(q)}$.`,
          `Co-prime $x$ and $y$ cannot share a prime, so each whole prime power ${blocks.map((b) => `$${b}$`).join(', ')} goes entirely to $x$ or to $y$: $2^{${k}} = ${2 ** k}$ ordered ways, i.e. $${2 ** k} \\div 2 = ${all}$ pairs.`,
          note.en,
          '',
          answer(right).en,
        ]
          .filter((l, i) => l !== '' || i === 3)
          .join('\n\n'),
        hi: [
          `संख्याओं को $${h}x$ और $${h}y$ लिखें, जहाँ $x$, $y$ सह-अभाज्य हैं; तब LCM $= ${h}xy$, अतः $xy = \\frac{${L}}{${h}} = ${q} = ${factorTex(q)}$।`,
          `सह-अभाज्य $x$ और $y$ में कोई अभाज्य साझा नहीं हो सकता, इसलिए हर पूरी अभाज्य घात ${blocks.map((b) => `$${b}$`).join(', ')} पूरी की पूरी $x$ या $y$ को जाती है: $2^{${k}} = ${2 ** k}$ क्रमित तरीके, यानी $${2 ** k} \\div 2 = ${all}$ युग्म।`,
          note.hi,
          '',
          answer(right).hi,
        ]
          .filter((l, i) => l !== '' || i === 3)
          .join('\n\n'),
      },
      180,
      [h, L, right],
      () => {
        // Try every multiple a of h up to the square root of h·L and check both conditions.
        let count = 0;
        for (let a = h; a * a <= h * L; a += h) {
          const b = (h * L) / a;
          if (Number.isInteger(b) && gcd(a, b) === h && lcm(a, b) === L && (withEnds || a !== h)) count++;
        }
        return options.indexOf(String(count));
      },
    );
  },
};

/** The LCM is t times the HCF and HCF + LCM is known; one number is given: the other. */
export const hcfLcmSumAndMultiple: QuestionGenerator = {
  id: 'hcf-and-lcm/lcm-a-multiple-of-hcf',
  topic: 'hcf-and-lcm',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let h = 0;
    let t = 0;
    let x = 0;
    do {
      h = rng.int(3, 40);
      t = rng.pick([6, 10, 12, 14, 15, 18, 20, 21, 22, 24, 26, 28, 30, 33, 35]);
      const splits = Array.from({ length: t }, (_, i) => i + 1).filter(
        (d) => t % d === 0 && gcd(d, t / d) === 1 && d > 1 && d < t,
      );
      x = splits.length ? rng.pick(splits) : 0;
    } while (x === 0 || h * (t + 1) > 1500);
    const S = h * (t + 1);
    const L = h * t;
    const known = h * x;
    const other = (h * t) / x;
    const { options, correctIndex } = choiceOptions(
      rng,
      other,
      wholePositive([
        L / known, // divides the LCM by the known number and forgets the HCF
        L - known, // subtracts from the LCM
        S - known, // subtracts from the sum of HCF and LCM
        (S * h) / known, // uses HCF + LCM in place of the LCM
        other + h,
      ]),
    );
    return singleChoice(
      { en: 'LCM a multiple of the HCF', hi: 'LCM, HCF का गुणज' },
      {
        en: `The LCM of two numbers is ${t} times their HCF, and the sum of the HCF and the LCM is ${S}. If one of the numbers is ${known}, what is the other?`,
        hi: `दो संख्याओं का LCM उनके HCF का ${t} गुना है, और HCF तथा LCM का योग ${S} है। यदि एक संख्या ${known} है, तो दूसरी संख्या क्या है?`,
      },
      options,
      correctIndex,
      {
        en: [
          `Let the HCF be $H$; then the LCM is $${t}H$ and $H + ${t}H = ${t + 1}H = ${S}$, so $H = ${h}$ and the LCM is ${L}.`,
          `Product rule: the other number $= \\frac{${h} \\times ${L}}{${known}} = ${other}$.`,
          `(Check: $\\text{HCF}(${known}, ${other}) = ${h}$, $\\text{LCM}(${known}, ${other}) = ${L}$.)`,
          '',
          answer(other).en,
        ].join('\n\n'),
        hi: [
          `माना HCF $= H$; तब LCM $= ${t}H$ और $H + ${t}H = ${t + 1}H = ${S}$, अतः $H = ${h}$ और LCM $= ${L}$।`,
          `गुणनफल नियम से दूसरी संख्या $= \\frac{${h} \\times ${L}}{${known}} = ${other}$।`,
          `(जाँच: $\\text{HCF}(${known}, ${other}) = ${h}$, $\\text{LCM}(${known}, ${other}) = ${L}$।)`,
          '',
          answer(other).hi,
        ].join('\n\n'),
      },
      75,
      [t, S, known, other],
      () => {
        // Search the partner y whose HCF and LCM with the known number fit both facts.
        for (let y = 1; y <= S * S; y++) {
          const g = gcd(known, y);
          const l = lcm(known, y);
          if (l === t * g && g + l === S) return options.indexOf(String(y));
        }
        return -1;
      },
    );
  },
};

/** CAT: the smallest number leaving three unrelated remainders (no common gap, no common remainder). */
export const hcfLcmUnrelatedRemainders: QuestionGenerator = {
  id: 'hcf-and-lcm/three-unrelated-remainders',
  topic: 'hcf-and-lcm',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const [a, b, c] = rng
        .shuffle([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
        .slice(0, 3)
        .sort((x, y) => x - y) as [number, number, number];
      const L = lcm(lcm(a, b), c);
      if (L < 100 || L > 1200) continue;
      const n = rng.int(c + 1, L - 1);
      const [r1, r2, r3] = [n % a, n % b, n % c];
      // Not the textbook patterns: a common remainder or a common gap has a one-line answer.
      if ((r1 === r2 && r2 === r3) || (a - r1 === b - r2 && b - r2 === c - r3)) continue;
      const ab = lcm(a, b);
      // Step 1: a·k + r1 for k = 0, 1, … until the remainder by b is r2.
      let first = r1;
      while (first % b !== r2) first += a;
      const steps: number[] = [];
      for (let m = first; m % c !== r3; m += ab) steps.push(m);
      const { options, correctIndex } = choiceOptions(
        rng,
        n,
        wholePositive([
          first, // stops after matching the first two remainders
          n + L, // a later number that also works
          L - (a - r1), // forces the "common gap" rule on remainders that have none
          L + r1, // forces the "common remainder" rule
          n + ab,
        ]),
      );
      const list1 = Array.from({ length: Math.min(6, (first - r1) / a + 1) }, (_, i) => r1 + i * a);
      const stepsText = [...steps.slice(0, 6), ...(steps.length > 6 ? ['…'] : []), n].join(', ');
      return singleChoice(
        { en: 'Smallest number with three unrelated remainders', hi: 'तीन असंबंधित शेषफलों वाली सबसे छोटी संख्या' },
        {
          en: `What is the smallest natural number which leaves remainders ${r1}, ${r2} and ${r3} when divided by ${a}, ${b} and ${c} respectively?`,
          hi: `वह सबसे छोटी प्राकृत संख्या कौन-सी है जो ${a}, ${b} और ${c} से भाग देने पर क्रमशः ${r1}, ${r2} और ${r3} शेष छोड़ती है?`,
        },
        options,
        correctIndex,
        {
          en: [
            `The remainders share neither a value nor a gap to the divisor, so build the number one condition at a time.`,
            `Remainder ${r1} by ${a}: the numbers ${list1.join(', ')}${list1.length < (first - r1) / a + 1 ? ', …' : ''}; the first with remainder ${r2} by ${b} is ${first}.`,
            `Both conditions then repeat every $\\text{LCM}(${a}, ${b}) = ${ab}$: ${stepsText}; the first with remainder ${r3} by ${c} is ${n}.`,
            `(The answer repeats every $\\text{LCM}(${a}, ${b}, ${c}) = ${L}$, so ${n} is the smallest.)`,
            '',
            answer(n).en,
          ].join('\n\n'),
          hi: [
            `शेषफलों में न कोई समान मान है, न भाजक से समान अंतर, इसलिए संख्या को एक-एक शर्त से बनाएँ।`,
            `${a} से शेष ${r1}: संख्याएँ ${list1.join(', ')}${list1.length < (first - r1) / a + 1 ? ', …' : ''}; इनमें ${b} से शेष ${r2} वाली पहली संख्या ${first} है।`,
            `अब दोनों शर्तें हर $\\text{LCM}(${a}, ${b}) = ${ab}$ पर दोहराती हैं: ${stepsText}; इनमें ${c} से शेष ${r3} वाली पहली संख्या ${n} है।`,
            `(उत्तर हर $\\text{LCM}(${a}, ${b}, ${c}) = ${L}$ पर दोहराता है, अतः ${n} सबसे छोटी है।)`,
            '',
            answer(n).hi,
          ].join('\n\n'),
        },
        200,
        [a, b, c, r1, r2, r3, n],
        () => {
          // Try every natural number in turn.
          for (let m = 1; m <= 100_000; m++)
            if (m % a === r1 && m % b === r2 && m % c === r3) return options.indexOf(String(m));
          return -1;
        },
      );
    }
  },
};
