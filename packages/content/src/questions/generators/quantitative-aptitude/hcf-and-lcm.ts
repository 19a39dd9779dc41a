/**
 * HCF and LCM: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `hcf-and-lcm/product-rule` – HCF × LCM = product of the two numbers: the other number – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `hcf-and-lcm/bells-together` – bells at different intervals: how often they toll together – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `hcf-and-lcm/same-remainder` – the greatest divisor leaving the same remainder: HCF of the differences – SSC CGL, Bank PO, CAT, Placements
 * - `hcf-and-lcm/four-digit-same-remainder` – the largest or smallest four-digit number with a given remainder (type-in) – SSC CGL, Bank PO, CAT, Placements
 * - `hcf-and-lcm/of-fractions` – HCF or LCM of three fractions – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `hcf-and-lcm/largest-measuring-can` – the largest can measuring three quantities, or how many fills it takes – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `hcf-and-lcm/remainders-short-by-same-amount` – remainders a − k, b − k, c − k: the smallest number, LCM − k – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `hcf-and-lcm/ratio-and-lcm` – three numbers in a ratio with a known LCM: their HCF or sum – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `hcf-and-lcm/lcm-a-multiple-of-hcf` – LCM = t × HCF and HCF + LCM known, one number given: the other – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `hcf-and-lcm/pairs-with-hcf-and-sum` (CAT) – how many pairs have a given HCF and sum – CAT, Placements
 * - `hcf-and-lcm/pairs-with-hcf-and-lcm` (CAT) – how many pairs have a given HCF and LCM – CAT, Placements
 * - `hcf-and-lcm/three-unrelated-remainders` (CAT) – the smallest number leaving three unrelated remainders, built one condition at a time – CAT, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** Prime factorisation in KaTeX, e.g. 360 → 2^{3} \times 3^{2} \times 5. */
function factorise(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e) parts.push(e === 1 ? String(p) : `${p}^{${e}}`);
  }
  if (rest > 1) parts.push(String(rest));
  return parts.join(' \\times ');
}

/** HCF × LCM = product of the two numbers: find the other number. */
export const hcfLcmProductRule: QuestionGenerator = {
  id: 'hcf-and-lcm/product-rule',
  topic: 'hcf-and-lcm',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const h = rng.int(2, 30);
    let x = rng.int(2, 15);
    let y = rng.int(2, 15);
    while (y === x || gcd(x, y) !== 1) {
      x = rng.int(2, 15);
      y = rng.int(2, 15);
    }
    const known = h * x;
    const answer = h * y;
    const L = h * x * y;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      y, // divides the LCM by the known number and forgets the HCF
      x * y, // divides the LCM by the HCF
      L - known, // subtracts instead of using the product rule
      h * (y + 1),
    ]);
    return {
      title: { en: 'HCF × LCM = product of the numbers', hi: 'HCF × LCM = संख्याओं का गुणनफल' },
      type: 'single',
      statement: {
        en: `The HCF and LCM of two numbers are ${h} and ${L} respectively. If one of the numbers is ${known}, find the other number.`,
        hi: `दो संख्याओं का HCF और LCM क्रमशः ${h} और ${L} है। यदि एक संख्या ${known} है, तो दूसरी संख्या ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'For two numbers, $\\text{HCF} \\times \\text{LCM} = \\text{first number} \\times \\text{second number}$.',
          `$\\text{Other} = \\frac{${h} \\times ${L}}{${known}} = \\frac{${h * L}}{${known}} = ${answer}$.`,
          `Check: $\\text{HCF}(${known}, ${answer}) = ${h}$ and $\\text{LCM}(${known}, ${answer}) = ${L}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          'दो संख्याओं के लिए $\\text{HCF} \\times \\text{LCM} = $ पहली संख्या × दूसरी संख्या।',
          `दूसरी संख्या $= \\frac{${h} \\times ${L}}{${known}} = \\frac{${h * L}}{${known}} = ${answer}$।`,
          `जाँच: $\\text{HCF}(${known}, ${answer}) = ${h}$ और $\\text{LCM}(${known}, ${answer}) = ${L}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [h, L, known, answer],
      check() {
        // Search the multiples of the HCF up to the LCM for the number with exactly this HCF and LCM.
        for (let m = h; m <= L; m += h) {
          if (gcd(known, m) === h && lcm(known, m) === L) {
            return { kind: 'choice', correct: [options.indexOf(String(m))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Bells tolling at different intervals: how often they toll together in a given time. */
export const hcfLcmBellsTogether: QuestionGenerator = {
  id: 'hcf-and-lcm/bells-together',
  topic: 'hcf-and-lcm',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const pool = [4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45];
    let intervals: number[] = [];
    let L = 0;
    let minutes = 0;
    // Three or four intervals whose LCM divides a whole number of minutes a few times over.
    for (;;) {
      intervals = rng
        .shuffle(pool)
        .slice(0, rng.int(3, 4))
        .sort((a, b) => a - b);
      L = intervals.reduce(lcm);
      if (L > 600) continue;
      const options = Array.from({ length: 60 }, (_, i) => i + 1).filter((t) => (60 * t) % L === 0);
      const fitting = options.filter((t) => (60 * t) / L >= 3 && (60 * t) / L <= 40);
      if (fitting.length === 0) continue;
      minutes = rng.pick(fitting);
      break;
    }
    const withStart = rng.next() < 0.5;
    const after = (60 * minutes) / L;
    const answer = withStart ? after + 1 : after;
    const seconds = 60 * minutes;
    const start = withStart ? 1 : 0;
    const mistakes = [
      withStart ? after : after + 1, // counts (or leaves out) the start against what is asked
      Math.floor(seconds / Math.max(...intervals)) + start, // follows only the slowest bell
      Math.floor(seconds / intervals.slice(0, -1).reduce(lcm)) + start, // leaves one bell out of the LCM
      Math.floor(seconds / intervals.reduce((a, b) => a + b)) + start, // adds the intervals
    ].filter((n) => n > 0);
    const { options, correctIndex } = choiceOptions(rng, answer, mistakes);
    const list = `${intervals.slice(0, -1).join(', ')}`;
    const last = intervals[intervals.length - 1];
    const howMany = intervals.length === 3 ? { en: 'Three', hi: 'तीन' } : { en: 'Four', hi: 'चार' };
    const factorLines = intervals
      .filter((n) => factorise(n) !== String(n)) // primes need no factorising
      .map((n) => `$${n} = ${factorise(n)}$`)
      .join(', ');
    return {
      title: { en: 'Bells tolling together', hi: 'घंटियों का एक साथ बजना' },
      type: 'single',
      statement: {
        en: `${howMany.en} bells toll at intervals of ${list} and ${last} seconds respectively. They start tolling together. How many times will they toll together in ${minutes} minutes, ${withStart ? 'including the toll at the start' : 'not counting the toll at the start'}?`,
        hi: `${howMany.hi} घंटियाँ क्रमशः ${list} और ${last} सेकंड के अंतराल पर बजती हैं। वे एक साथ बजना शुरू करती हैं। ${minutes} मिनट में, ${withStart ? 'शुरुआत को गिनकर' : 'शुरुआत को छोड़कर'}, वे कितनी बार एक साथ बजेंगी?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The bells toll together every LCM of the intervals. ${factorLines}, so the LCM is $${factorise(L)} = ${L}$ seconds.`,
          `${minutes} minutes $= ${60 * minutes}$ seconds, and $\\frac{${60 * minutes}}{${L}} = ${after}$.`,
          withStart
            ? `They toll together ${after} times after the start, plus once at the start: $${after} + 1 = ${answer}$.`
            : `So they toll together ${after} times after the start.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `घंटियाँ अंतरालों के LCM के बाद हर बार एक साथ बजती हैं। ${factorLines}, अतः LCM $= ${factorise(L)} = ${L}$ सेकंड।`,
          `${minutes} मिनट $= ${60 * minutes}$ सेकंड, और $\\frac{${60 * minutes}}{${L}} = ${after}$।`,
          withStart
            ? `शुरुआत के बाद ${after} बार, और एक बार शुरुआत में: $${after} + 1 = ${answer}$।`
            : `अतः शुरुआत के बाद वे ${after} बार एक साथ बजती हैं।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [...intervals, minutes, answer],
      check() {
        // Simulate second by second.
        let count = 0;
        for (let t = withStart ? 0 : 1; t <= 60 * minutes; t++) {
          if (intervals.every((i) => t % i === 0)) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Greatest number dividing three numbers with the same remainder: the HCF of their differences. */
export const hcfLcmSameRemainder: QuestionGenerator = {
  id: 'hcf-and-lcm/same-remainder',
  topic: 'hcf-and-lcm',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const D = rng.int(13, 99);
    const r = rng.int(1, D - 1);
    // Three quotients whose differences have HCF exactly 1, so the greatest divisor is D itself.
    let q1 = 0;
    let q2 = 0;
    let q3 = 0;
    do {
      q1 = rng.int(10, 40);
      q2 = rng.int(41, 80);
      q3 = rng.int(81, 130);
    } while (gcd(q2 - q1, q3 - q2) !== 1);
    const [n1, n2, n3] = [D * q1 + r, D * q2 + r, D * q3 + r];
    const d1 = n2 - n1;
    const d2 = n3 - n2;
    const d3 = n3 - n1;
    const hcfNumbers = gcd(gcd(n1, n2), n3);
    let properDivisor = 1;
    for (let f = 2; f < D; f++) if (D % f === 0) properDivisor = f;
    const { options, correctIndex } = choiceOptions(rng, D, [
      hcfNumbers, // takes the HCF of the numbers themselves
      properDivisor > 1 ? properDivisor : 2 * D, // a common divisor of the differences, but not the greatest
      r, // gives the common remainder
      2 * D, // doubles the divisor
      D + r,
    ]);
    return {
      title: { en: 'Greatest divisor leaving the same remainder', hi: 'समान शेषफल छोड़ने वाली सबसे बड़ी संख्या' },
      type: 'single',
      statement: {
        en: `What is the greatest number which divides ${n1}, ${n2} and ${n3} leaving the same remainder in each case?`,
        hi: `वह सबसे बड़ी संख्या कौन-सी है जिससे ${n1}, ${n2} और ${n3} को भाग देने पर हर बार समान शेषफल बचता है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'If all three leave the same remainder, the divisor divides every difference of the numbers.',
          `$${n2} - ${n1} = ${d1}$, $${n3} - ${n2} = ${d2}$, $${n3} - ${n1} = ${d3}$.`,
          `$${d1} = ${factorise(d1)}$, $${d2} = ${factorise(d2)}$, $${d3} = ${factorise(d3)}$, so the HCF of the differences is ${D}.`,
          `(Each number leaves remainder ${r}: e.g. $${n1} = ${D} \\times ${q1} + ${r}$.)`,
          '',
          `**Answer: ${D}**`,
        ].join('\n\n'),
        hi: [
          'यदि तीनों समान शेषफल छोड़ती हैं, तो भाजक संख्याओं के हर अंतर को विभाजित करेगा।',
          `$${n2} - ${n1} = ${d1}$, $${n3} - ${n2} = ${d2}$, $${n3} - ${n1} = ${d3}$।`,
          `$${d1} = ${factorise(d1)}$, $${d2} = ${factorise(d2)}$, $${d3} = ${factorise(d3)}$, अतः अंतरों का HCF ${D} है।`,
          `(हर संख्या ${r} शेष छोड़ती है: जैसे $${n1} = ${D} \\times ${q1} + ${r}$।)`,
          '',
          `**उत्तर: ${D}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [n1, n2, n3, D],
      check() {
        // Brute force: the largest divisor for which the three remainders agree.
        for (let d = n1; d >= 2; d--) {
          if (n1 % d === n2 % d && n2 % d === n3 % d) {
            return { kind: 'choice', correct: [options.indexOf(String(d))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Largest (or smallest) four-digit number leaving the same remainder with several divisors (type-in). */
export const hcfLcmFourDigitRemainder: QuestionGenerator = {
  id: 'hcf-and-lcm/four-digit-same-remainder',
  topic: 'hcf-and-lcm',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const pool = [6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 35, 36, 40, 45];
    let divisors: number[];
    let L: number;
    do {
      divisors = rng
        .shuffle(pool)
        .slice(0, 3)
        .sort((a, b) => a - b);
      L = divisors.reduce(lcm);
    } while (L < 60 || L > 900);
    const r = rng.int(1, Math.min(...divisors) - 1);
    const largest = rng.next() < 0.5;
    let base: number;
    let work: { en: string; hi: string };
    if (largest) {
      const rem = 9999 % L;
      base = 9999 - rem;
      work = {
        en: `$9999 = ${L} \\times ${Math.floor(9999 / L)} + ${rem}$, so the largest four-digit multiple of ${L} is $9999 - ${rem} = ${base}$.`,
        hi: `$9999 = ${L} \\times ${Math.floor(9999 / L)} + ${rem}$, अतः ${L} का सबसे बड़ा चार-अंकीय गुणज $9999 - ${rem} = ${base}$ है।`,
      };
      if (base + r > 9999) {
        work = {
          en: `${work.en} Adding ${r} would give five digits, so step down one multiple: $${base} - ${L} = ${base - L}$.`,
          hi: `${work.hi} ${r} जोड़ने पर पाँच अंक हो जाएँगे, इसलिए एक गुणज नीचे लें: $${base} - ${L} = ${base - L}$।`,
        };
        base -= L;
      }
    } else {
      base = Math.ceil((1000 - r) / L) * L;
      work = {
        en: `The smallest multiple of ${L} that still gives a four-digit number after adding ${r} is $${L} \\times ${base / L} = ${base}$.`,
        hi: `${L} का वह सबसे छोटा गुणज जिसमें ${r} जोड़ने पर चार-अंकीय संख्या बने: $${L} \\times ${base / L} = ${base}$।`,
      };
    }
    const answer = base + r;
    const [a, b, c] = divisors as [number, number, number];
    return {
      title: {
        en: `${largest ? 'Largest' : 'Smallest'} four-digit number with a given remainder`,
        hi: `दिए गए शेषफल वाली ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} चार-अंकीय संख्या`,
      },
      type: 'numeric',
      statement: {
        en: `Find the ${largest ? 'largest' : 'smallest'} four-digit number which, when divided by ${a}, ${b} and ${c}, leaves a remainder of ${r} in each case.`,
        hi: `वह ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} चार-अंकीय संख्या ज्ञात कीजिए जिसे ${a}, ${b} और ${c} से भाग देने पर हर बार ${r} शेष बचे।`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `The number is (a multiple of the LCM) + ${r}. $${a} = ${factorise(a)}$, $${b} = ${factorise(b)}$, $${c} = ${factorise(c)}$, so $\\text{LCM} = ${factorise(L)} = ${L}$.`,
          work.en,
          `Required number $= ${base} + ${r} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `संख्या = (LCM का गुणज) + ${r}। $${a} = ${factorise(a)}$, $${b} = ${factorise(b)}$, $${c} = ${factorise(c)}$, अतः $\\text{LCM} = ${factorise(L)} = ${L}$।`,
          work.hi,
          `अभीष्ट संख्या $= ${base} + ${r} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [a, b, c, r, answer],
      check() {
        // Scan the four-digit numbers from the required end.
        const fits = (n: number) => divisors.every((d) => n % d === r);
        if (largest) {
          for (let n = 9999; n >= 1000; n--) if (fits(n)) return { kind: 'numeric', value: n, tolerance: 0 };
        } else {
          for (let n = 1000; n <= 9999; n++) if (fits(n)) return { kind: 'numeric', value: n, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
