/**
 * Ages: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `ages/parent-child-multiples` – parent t times as old now, s times at another time – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `ages/family-average-at-birth` – family's average age when the youngest was born – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `ages/ratio-now-and-later` – two ratios fix the ages; the sum at another time – SSC CGL, Bank PO, CAT, Placements
 * - `ages/sum-and-multiple` – sum of two ages now and a multiple n years ago or hence – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `ages/one-person-two-times` – one person's age hence is t times the age some years ago – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `ages/children-at-intervals` – children born at equal intervals with the sum of their ages – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `ages/committee-replacement` – average unchanged over k years because a member was replaced – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `ages/as-old-as-you-are-now` – "when I was as old as you are now" – SSC CGL, Bank PO, CAT, Placements
 * - `ages/ratio-and-difference` – ages in a ratio with a known difference, at another time – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `ages/reversed-digit-ages` (CAT) – parent's age is the child's with the digits reversed – CAT, SSC CGL, Placements
 * - `ages/product-of-ages` – the product of two ages now and at another time – CAT, Bank PO, Placements
 * - `ages/three-people-two-ratios` (CAT) – two ratios of ages at two times and the sum of three ages: one age – CAT, Bank PO, Placements
 */

import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors, withUnit } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** A coefficient in front of a variable: 1x is written x. */
const coef = (c: number) => (c === 1 ? '' : String(c));

const PAIRS = [
  { en: { elder: 'father', younger: 'son', his: 'his' }, hi: { elder: 'पिता', younger: 'पुत्र' } },
  { en: { elder: 'mother', younger: 'daughter', his: 'her' }, hi: { elder: 'माता', younger: 'पुत्री' } },
] as const;

/**
 * "The father is t times as old as the son; after (or n years before) that he is s times as old":
 * one unknown, one linear equation.
 */
export const agesParentMultiples: QuestionGenerator = {
  id: 'ages/parent-child-multiples',
  topic: 'ages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const future = rng.pick([true, false]);
    let child = 10;
    let now = 3;
    let other = 2;
    let n = 10;
    // now = multiple today; other = multiple n years later (future) or n years ago (past).
    for (;;) {
      child = rng.int(4, 24);
      if (future) {
        now = rng.int(3, 7);
        other = rng.int(2, now - 1);
        n = (child * (now - other)) / (other - 1);
      } else {
        other = rng.int(3, 9);
        now = rng.int(2, other - 1);
        n = (child * (other - now)) / (other - 1);
      }
      const parent = now * child;
      if (Number.isInteger(n) && n >= 2 && n <= 30 && parent >= 20 && parent <= 75 && (future || n < child))
        break;
    }
    const parent = now * child;
    const pair = rng.pick(PAIRS);
    const askParent = rng.pick([true, false]);
    const value = askParent ? parent : child;
    const shift = future ? n : -n;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askParent
          ? [
              child, // gives the child's age
              parent + shift, // gives the parent's age at the other time
              other * child, // uses the other multiple for today
              parent - shift,
            ]
          : [
              parent, // gives the parent's age
              child + shift, // gives the child's age at the other time
              parent / other, // divides by the other multiple
              child - shift,
            ],
      ),
    );
    const p = pair.en;
    const h = pair.hi;
    const statement = future
      ? {
          en: `A ${p.elder} is ${now} times as old as ${p.his} ${p.younger}. After ${n} years, the ${p.elder} will be ${other} times as old as the ${p.younger}. What is the present age of the ${askParent ? p.elder : p.younger}?`,
          hi: `${h.elder} की वर्तमान आयु ${h.younger} की आयु की ${now} गुनी है। ${n} वर्ष बाद ${h.elder} की आयु ${h.younger} की आयु की ${other} गुनी होगी। ${askParent ? h.elder : h.younger} की वर्तमान आयु क्या है?`,
        }
      : {
          en: `${n} years ago, a ${p.elder} was ${other} times as old as ${p.his} ${p.younger}. Today the ${p.elder} is ${now} times as old as the ${p.younger}. What is the present age of the ${askParent ? p.elder : p.younger}?`,
          hi: `${n} वर्ष पहले ${h.elder} की आयु ${h.younger} की आयु की ${other} गुनी थी। आज ${h.elder} की आयु ${h.younger} की आयु की ${now} गुनी है। ${askParent ? h.elder : h.younger} की वर्तमान आयु क्या है?`,
        };
    const sign = future ? '+' : '-';
    const equation = `${now}x ${sign} ${n} = ${other}(x ${sign} ${n})`;
    const unitCoef = Math.abs(now - other) === 1; // then the line already ends in x = child
    const solve = future
      ? `${now}x - ${other}x = ${other * n} - ${n} \\Rightarrow ${coef(now - other)}x = ${(other - 1) * n}`
      : `${other}x - ${now}x = ${other * n} - ${n} \\Rightarrow ${coef(other - now)}x = ${(other - 1) * n}`;
    const later = future ? [child + n, parent + n] : [child - n, parent - n];
    const solution = {
      en: [
        `Let the ${p.younger}'s present age be $x$; the ${p.elder}'s is $${now}x$.`,
        `${future ? `After ${n} years` : `${n} years ago`}: $${equation}$`,
        `$${solve}${unitCoef ? '' : ` \\Rightarrow x = ${child}`}$`,
        `${p.younger[0]?.toUpperCase()}${p.younger.slice(1)} $= ${child}$ years, ${p.elder} $= ${now} \\times ${child} = ${parent}$ years. Check: ${future ? `after ${n} years they will be` : `${n} years ago they were`} ${later[1]} and ${later[0]}, and $${later[1]} = ${other} \\times ${later[0]}$.`,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें ${h.younger} की वर्तमान आयु $x$ है; ${h.elder} की $${now}x$।`,
        `${future ? `${n} वर्ष बाद` : `${n} वर्ष पहले`}: $${equation}$`,
        `$${solve}${unitCoef ? '' : ` \\Rightarrow x = ${child}`}$`,
        `${h.younger} $= ${child}$ वर्ष, ${h.elder} $= ${now} \\times ${child} = ${parent}$ वर्ष। जाँच: ${future ? `${n} वर्ष बाद` : `${n} वर्ष पहले`} आयु ${later[1]} और ${later[0]}, और $${later[1]} = ${other} \\times ${later[0]}$।`,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Parent and child: times as old', hi: 'माता-पिता और संतान: गुनी आयु' },
      type: 'single',
      statement,
      options: withUnit(raw, 'years', 'वर्ष'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [now, n, other, value],
      check() {
        // Try every age of the child until both conditions hold.
        for (let x = 1; x <= 100; x++) {
          const then = future ? now * x + n === other * (x + n) : now * x - n === other * (x - n);
          if (then) return { kind: 'choice', correct: [raw.indexOf(String(askParent ? now * x : x))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * Average age of a family now and the youngest member's age: the average when the youngest was
 * born. Everyone else was y years younger, and there was one member fewer.
 */
export const agesFamilyAverageAtBirth: QuestionGenerator = {
  id: 'ages/family-average-at-birth',
  topic: 'ages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    let m = 5;
    let y = 6;
    let r = 4;
    do {
      m = rng.int(4, 9);
      y = rng.int(2, 16);
      r = rng.int(2, 8);
    } while (y + (m - 1) * r > 45 || y + (m - 1) * r < 18);
    const avg = y + (m - 1) * r; // chosen so that m(avg − y) divides by m − 1
    const then = m * r;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      then,
      showableDistractors([
        avg - y, // subtracts y from the average but keeps m members
        (m * avg - y) / (m - 1), // the others' average today (forgets that they were younger)
        (m * avg) / (m - 1) - y, // forgets to remove the youngest's own age from the total
        avg - y + 1,
      ]),
    );
    const statement = {
      en: `The average age of a family of ${m} members is ${avg} years. If the age of the youngest member is ${y} years, what was the average age of the family at the time of the birth of the youngest member?`,
      hi: `${m} सदस्यों वाले एक परिवार की औसत आयु ${avg} वर्ष है। यदि सबसे छोटे सदस्य की आयु ${y} वर्ष है, तो सबसे छोटे सदस्य के जन्म के समय परिवार की औसत आयु क्या थी?`,
    };
    const solution = {
      en: [
        `Total age today $= ${m} \\times ${avg} = ${m * avg}$ years. Without the youngest: $${m * avg} - ${y} = ${m * avg - y}$ years for the other ${m - 1} members.`,
        `${y} years ago each of them was ${y} years younger: $${m * avg - y} - ${m - 1} \\times ${y} = ${m * avg - y - (m - 1) * y}$ years.`,
        `Average then $= \\frac{${m * avg - m * y}}{${m - 1}} = ${then}$ years.`,
        '',
        `**Answer: ${then} years**`,
      ].join('\n\n'),
      hi: [
        `आज कुल आयु $= ${m} \\times ${avg} = ${m * avg}$ वर्ष। सबसे छोटे को छोड़कर बाकी ${m - 1} सदस्यों की कुल आयु $= ${m * avg} - ${y} = ${m * avg - y}$ वर्ष।`,
        `${y} वर्ष पहले उनमें से हर एक ${y} वर्ष छोटा था: $${m * avg - y} - ${m - 1} \\times ${y} = ${m * avg - y - (m - 1) * y}$ वर्ष।`,
        `उस समय की औसत आयु $= \\frac{${m * avg - m * y}}{${m - 1}} = ${then}$ वर्ष।`,
        '',
        `**उत्तर: ${then} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Family average at the birth of the youngest',
        hi: 'सबसे छोटे सदस्य के जन्म के समय परिवार की औसत आयु',
      },
      type: 'single',
      statement,
      options: withUnit(raw, 'years', 'वर्ष'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [m, avg, y, then],
      check() {
        // Rebuild one concrete family: the youngest and m − 1 others sharing the rest equally,
        // roll everyone back y years, drop the newborn and average the rest.
        const others = Array.from({ length: m - 1 }, () => (m * avg - y) / (m - 1));
        const back = others.map((age) => age - y);
        const value = back.reduce((s, age) => s + age, 0) / back.length;
        return { kind: 'choice', correct: [raw.indexOf(String(Math.round(value * 100) / 100))] };
      },
    };
  },
};

/** Two ratios, now and after n years, fix the ages; then the sum at another time is asked. */
export const agesTwoRatios: QuestionGenerator = {
  id: 'ages/ratio-now-and-later',
  topic: 'ages',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let a = 3;
    let b = 4;
    let k = 6;
    let n = 6;
    let c = 4;
    let d = 5;
    for (;;) {
      a = rng.int(1, 8);
      b = rng.int(a + 1, 11);
      k = rng.int(2, 12);
      n = rng.int(2, 16);
      if (gcd(a, b) !== 1 || b * k > 70 || a * k < 10) continue;
      const g = gcd(a * k + n, b * k + n);
      c = (a * k + n) / g;
      d = (b * k + n) / g;
      if (d <= 25 && !(c === a && d === b)) break;
    }
    const ageA = a * k;
    const ageB = b * k;
    const m = rng.int(2, Math.min(ageA - 1, 12));
    const value = ageA + ageB - 2 * m;
    const statement = {
      en: `The ratio of the present ages of A and B is ${a} : ${b}. After ${n} years, the ratio of their ages will be ${c} : ${d}. What was the sum of their ages ${m} years ago?`,
      hi: `A और B की वर्तमान आयु का अनुपात ${a} : ${b} है। ${n} वर्ष बाद उनकी आयु का अनुपात ${c} : ${d} हो जाएगा। ${m} वर्ष पहले उनकी आयु का योग क्या था?`,
    };
    // After cross-multiplying, the k terms go to the side where they stay positive (c/d > a/b).
    const lhs = c * b - d * a;
    const rhsN = (d - c) * n;
    const solution = {
      en: [
        `Let the present ages be $${termTex(a, 'k')}$ and $${termTex(b, 'k')}$. Then $\\frac{${termTex(a, 'k')} + ${n}}{${termTex(b, 'k')} + ${n}} = \\frac{${c}}{${d}}$.`,
        `Cross-multiplying: $${termTex(d * a, 'k')} + ${d * n} = ${termTex(c * b, 'k')} + ${c * n}$, so $${termTex(c * b, 'k')} - ${termTex(d * a, 'k')} = ${d * n} - ${c * n}$, i.e. $${lhs === 1 ? `k = ${k}` : `${termTex(lhs, 'k')} = ${rhsN}`}$${lhs === 1 ? '' : ` and $k = ${k}$`}.`,
        `Present ages: A $= ${ageA}$, B $= ${ageB}$ years (check: after ${n} years ${ageA + n} and ${ageB + n}, in the ratio ${c} : ${d}).`,
        `${m} years ago the sum was $${ageA + ageB} - 2 \\times ${m} = ${value}$ years (both were ${m} years younger).`,
        '',
        `**Answer: ${value} years**`,
      ].join('\n\n'),
      hi: [
        `मान लें वर्तमान आयु $${termTex(a, 'k')}$ और $${termTex(b, 'k')}$ है। तब $\\frac{${termTex(a, 'k')} + ${n}}{${termTex(b, 'k')} + ${n}} = \\frac{${c}}{${d}}$।`,
        `वज्र-गुणन करने पर: $${termTex(d * a, 'k')} + ${d * n} = ${termTex(c * b, 'k')} + ${c * n}$, अतः $${termTex(c * b, 'k')} - ${termTex(d * a, 'k')} = ${d * n} - ${c * n}$, यानी $${lhs === 1 ? `k = ${k}` : `${termTex(lhs, 'k')} = ${rhsN}`}$${lhs === 1 ? '' : ` और $k = ${k}$`}।`,
        `वर्तमान आयु: A $= ${ageA}$, B $= ${ageB}$ वर्ष (जाँच: ${n} वर्ष बाद ${ageA + n} और ${ageB + n}, जिनका अनुपात ${c} : ${d} है)।`,
        `${m} वर्ष पहले योग $= ${ageA + ageB} - 2 \\times ${m} = ${value}$ वर्ष (दोनों ${m} वर्ष छोटे थे)।`,
        '',
        `**उत्तर: ${value} वर्ष**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Ages from two ratios', hi: 'दो अनुपातों से आयु' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [a, b, n, c, d, m, value],
      check() {
        // Try every pair of whole present ages in the ratio a : b until the later ratio matches.
        for (let x = 1; x <= 100; x++) {
          const pa = a * x;
          const pb = b * x;
          if ((pa + n) * d === (pb + n) * c)
            return { kind: 'numeric', value: pa - m + (pb - m), tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
