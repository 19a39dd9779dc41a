/**
 * Linear equations: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 * - linear-equations/cost-of-items – two purchases, the price of one item – SSC CGL, RRB NTPC, Bank PO, Placements, GMAT
 * - linear-equations/consistency-condition – k for no solution or infinitely many – SSC CGL, CUET, CAT, GMAT
 * - linear-equations/reciprocal-system – equations in 1/x and 1/y, x + y or xy – SSC CGL, CAT, RRB NTPC
 * - linear-equations/two-digit-number – digit sum (or a multiple of it) and the reversed number – SSC CGL, RRB NTPC, Bank PO, CUET
 * - linear-equations/tickets-sold – tickets at two prices from the count and the takings – SSC CGL, RRB NTPC, Bank PO, Placements
 * - linear-equations/fraction-from-changes – a fraction from adding to and subtracting from both terms – SSC CGL, RRB NTPC, CUET, Placements
 * - linear-equations/marking-scheme – right (or wrong) answers under negative marking – SSC CGL, RRB NTPC, Bank PO, CUET
 * - linear-equations/three-pairwise-sums – x + y, y + z, z + x given (or money in pairs) – SSC CGL, RRB NTPC, Bank PO, CUET
 * - linear-equations/integer-solutions-count – number of integer solutions of ax + by = c (CAT) – CAT, Placements, GMAT
 * - linear-equations/extreme-items-exact-bill – most or fewest items for an exact bill (CAT) – CAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { termTex } from './katex-math.js';

/** "3x + 2y", "x - 4y": a two-variable linear expression in KaTeX. */
function twoTerms(a: number, b: number, u = 'x', v = 'y'): string {
  const first = a === 1 ? u : a === -1 ? `-${u}` : `${a}${u}`;
  const size = Math.abs(b);
  const second = `${size === 1 ? '' : size}${v}`;
  return `${first} ${b < 0 ? '-' : '+'} ${second}`;
}

const ITEM_PAIRS = [
  {
    first: { en: 'pens', hi: 'पेन', one: { en: 'pen', hi: 'पेन' } },
    second: { en: 'notebooks', hi: 'कॉपियों', one: { en: 'notebook', hi: 'कॉपी' } },
    range: [8, 40],
  },
  {
    first: { en: 'chairs', hi: 'कुर्सियों', one: { en: 'chair', hi: 'कुर्सी' } },
    second: { en: 'tables', hi: 'मेज़ों', one: { en: 'table', hi: 'मेज़' } },
    range: [300, 1500],
  },
  {
    first: { en: 'shirts', hi: 'कमीज़ों', one: { en: 'shirt', hi: 'कमीज़' } },
    second: { en: 'trousers', hi: 'पतलूनों', one: { en: 'pair of trousers', hi: 'पतलून' } },
    range: [250, 900],
  },
  {
    first: { en: 'books', hi: 'किताबों', one: { en: 'book', hi: 'किताब' } },
    second: { en: 'bags', hi: 'बैगों', one: { en: 'bag', hi: 'बैग' } },
    range: [60, 400],
  },
  {
    first: { en: 'cups', hi: 'कपों', one: { en: 'cup', hi: 'कप' } },
    second: { en: 'plates', hi: 'प्लेटों', one: { en: 'plate', hi: 'प्लेट' } },
    range: [20, 120],
  },
] as const;

/** Two purchases of two kinds of item: the price of one item, from a pair of linear equations. */
export const linearCostOfItems: QuestionGenerator = {
  id: 'linear-equations/cost-of-items',
  topic: 'linear-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements', 'GMAT'],
  generate(rng) {
    const pair = rng.pick(ITEM_PAIRS);
    const [lo, hi] = pair.range;
    // Prices in steps of 5 (or 10 for dearer items), as shop prices usually are.
    const step = hi > 500 ? 10 : lo >= 20 ? 5 : 1;
    const p1 = step * rng.int(Math.ceil(lo / step), Math.floor(hi / step));
    let p2 = step * rng.int(Math.ceil(lo / step), Math.floor(hi / step));
    if (p2 === p1) p2 += step;
    const [m1, n1, m2] = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
    let n2 = rng.int(2, 9);
    if (m1 * n2 === m2 * n1) n2 += 1; // keep the two equations independent
    const c1 = m1 * p1 + n1 * p2;
    const c2 = m2 * p1 + n2 * p2;
    const askSecond = rng.next() < 0.5;
    const answer = askSecond ? p2 : p1;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        askSecond ? p1 : p2, // solves for the other item
        Math.abs(p1 - p2), // stops at the difference found while eliminating
        p1 + p2, // gives the cost of one of each
        Math.round(c1 / (m1 + n1)), // averages the first bill over all items
      ],
      (n) => `₹${n}`,
    );
    const item = askSecond ? pair.second.one : pair.first.one;
    const statement = {
      en: `${m1} ${pair.first.en} and ${n1} ${pair.second.en} together cost ₹${c1}, while ${m2} ${pair.first.en} and ${n2} ${pair.second.en} cost ₹${c2}. What is the cost of one ${item.en}?`,
      hi: `${m1} ${pair.first.hi} और ${n1} ${pair.second.hi} का कुल मूल्य ₹${c1} है, जबकि ${m2} ${pair.first.hi} और ${n2} ${pair.second.hi} का मूल्य ₹${c2} है। एक ${item.hi} का मूल्य कितना है?`,
    };
    // Eliminate the other variable: multiply the equations so its coefficients match.
    const [e1, e2] = askSecond ? [m2, m1] : [n2, n1];
    const eliminated = askSecond ? m2 * n1 - m1 * n2 : m1 * n2 - m2 * n1;
    const rhs = askSecond ? m2 * c1 - m1 * c2 : n2 * c1 - n1 * c2;
    const v = askSecond ? 'y' : 'x';
    const solution = {
      en: [
        `Let one ${pair.first.one.en} cost ₹$x$ and one ${pair.second.one.en} ₹$y$: $${twoTerms(m1, n1)} = ${c1}$ and $${twoTerms(m2, n2)} = ${c2}$.`,
        `Multiply the first equation by ${e1} and the second by ${e2}, and subtract: $${termTex(eliminated, v)} = ${rhs}$.`,
        `So $${v} = ${answer}$. Check: $${m1} \\times ${p1} + ${n1} \\times ${p2} = ${c1}$ and $${m2} \\times ${p1} + ${n2} \\times ${p2} = ${c2}$.`,
        '',
        `**Answer: ₹${answer}**`,
      ].join('\n\n'),
      hi: [
        `माना एक ${pair.first.one.hi} का मूल्य ₹$x$ और एक ${pair.second.one.hi} का ₹$y$ है: $${twoTerms(m1, n1)} = ${c1}$ और $${twoTerms(m2, n2)} = ${c2}$।`,
        `पहले समीकरण को ${e1} से और दूसरे को ${e2} से गुणा करके घटाएँ: $${termTex(eliminated, v)} = ${rhs}$।`,
        `अतः $${v} = ${answer}$। जाँच: $${m1} \\times ${p1} + ${n1} \\times ${p2} = ${c1}$ और $${m2} \\times ${p1} + ${n2} \\times ${p2} = ${c2}$।`,
        '',
        `**उत्तर: ₹${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Cost of items (two equations)', hi: 'वस्तुओं का मूल्य (दो समीकरण)' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [m1, n1, c1, m2, n2, c2, answer],
      check() {
        // Cramer's rule on the two bills.
        const det = m1 * n2 - m2 * n1;
        const value = askSecond ? (m1 * c2 - m2 * c1) / det : (c1 * n2 - c2 * n1) / det;
        return { kind: 'choice', correct: [options.indexOf(`₹${value}`)] };
      },
    };
  },
};

/** "k + 3", "k - 2" or "k". */
const kPlus = (u: number) => (u === 0 ? 'k' : u > 0 ? `k + ${u}` : `k - ${-u}`);

/** Conditions for no solution or infinitely many solutions: find k. */
export const linearConsistencyCondition: QuestionGenerator = {
  id: 'linear-equations/consistency-condition',
  topic: 'linear-equations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'CAT', 'GMAT'],
  generate(rng) {
    const infinite = rng.next() < 0.5;
    // Second equation = λ × first (coefficients of x and y), with λ = 2, 3 or 4.
    const lambda = rng.int(2, 4);
    const a1 = rng.int(1, 9);
    const b1 = rng.pick([-7, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8]);
    let c1 = rng.int(2, 15);
    if (c1 === a1) c1 += 1; // otherwise "(k + u)x … = k + u" looks like a misprint
    const [a2, b2] = [lambda * a1, lambda * b1];
    let k: number;
    // Printed constants: c2 (no-solution case) and the shifts u, w in "(k + u)x" and "k + w".
    let c2 = 0;
    let u = 0;
    let w = 0;
    let eq1: string;
    let eq2: string;
    let wrong: number[];
    let lines: { en: string[]; hi: string[] };
    if (!infinite) {
      // kx + b1 y = c1 and a2 x + b2 y = c2 with c2 ≠ λ c1: parallel lines.
      k = a1;
      c2 = lambda * c1 + rng.pick([-3, -2, -1, 1, 2, 3]);
      eq1 = `kx ${b1 < 0 ? '-' : '+'} ${termTex(Math.abs(b1), 'y')} = ${c1}`;
      eq2 = `${twoTerms(a2, b2)} = ${c2}`;
      wrong = [
        lambda * a2, // inverts one of the ratios: k/a2 = b2/b1
        (a2 * c1) / c2, // matches the x-ratio with the constants' ratio
        -k, // sign slip
        a2, // takes k equal to the other x-coefficient
      ];
      const ratio = `\\frac{k}{${a2}} = \\frac{${b1}}{${b2}} \\ne \\frac{${c1}}{${c2}}`;
      lines = {
        en: [
          `No solution means parallel lines: $${ratio}$.`,
          `$\\frac{k}{${a2}} = \\frac{1}{${lambda}} \\Rightarrow k = ${k}$, and $\\frac{1}{${lambda}} \\ne \\frac{${c1}}{${c2}}$, so the lines are parallel, not the same line.`,
        ],
        hi: [
          `कोई हल न होने का अर्थ है समांतर रेखाएँ: $${ratio}$।`,
          `$\\frac{k}{${a2}} = \\frac{1}{${lambda}} \\Rightarrow k = ${k}$, और $\\frac{1}{${lambda}} \\ne \\frac{${c1}}{${c2}}$, अतः रेखाएँ समांतर हैं, संपाती नहीं।`,
        ],
      };
    } else {
      // a1 x + b1 y = c1 and (k + u) x + b2 y = (k + w): all three ratios must equal 1/λ.
      k = rng.int(2, 12);
      u = a2 - k;
      w = lambda * c1 - k;
      eq1 = `${twoTerms(a1, b1)} = ${c1}`;
      eq2 = `${u === 0 ? 'kx' : `(${kPlus(u)})x`} ${b2 < 0 ? '-' : '+'} ${termTex(Math.abs(b2), 'y')} = ${kPlus(w)}`;
      wrong = [
        a2 + u, // sign slip when moving u across
        lambda * c1 + w, // sign slip when moving w across
        a2, // forgets the shift u
        lambda * c1, // forgets the shift w
      ];
      const ratio = `\\frac{${a1}}{${kPlus(u)}} = \\frac{${b1}}{${b2}} = \\frac{${c1}}{${kPlus(w)}}`;
      lines = {
        en: [
          `Infinitely many solutions means the same line: $${ratio}$.`,
          `$\\frac{${b1}}{${b2}} = \\frac{1}{${lambda}}$, so $${kPlus(u)} = ${a2}$, giving $k = ${k}$.`,
          `Check the constants: $${kPlus(w)} = ${k + w} = ${lambda} \\times ${c1}$. ✓`,
        ],
        hi: [
          `अनगिनत हल का अर्थ है संपाती रेखाएँ: $${ratio}$।`,
          `$\\frac{${b1}}{${b2}} = \\frac{1}{${lambda}}$, अतः $${kPlus(u)} = ${a2}$, जिससे $k = ${k}$।`,
          `अचर पदों की जाँच: $${kPlus(w)} = ${k + w} = ${lambda} \\times ${c1}$। ✓`,
        ],
      };
    }
    const { options, correctIndex } = choiceOptions(rng, k, wrong.filter(Number.isInteger));
    const what = infinite
      ? { en: 'infinitely many solutions', hi: 'के अनगिनत हल हों' }
      : { en: 'no solution', hi: 'का कोई हल न हो' };
    const statement = {
      en: `For what value of $k$ does the pair of equations $${eq1}$ and $${eq2}$ have ${what.en}?`,
      hi: `$k$ के किस मान के लिए समीकरण युग्म $${eq1}$ और $${eq2}$ ${what.hi}?`,
    };
    const solution = {
      en: [...lines.en, '', `**Answer: ${k}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${k}**`].join('\n\n'),
    };
    return {
      title: { en: 'Consistency of a pair of equations', hi: 'समीकरण युग्म की संगतता' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [k],
      check() {
        // Test each option: the determinant must vanish, and the constants decide parallel or coincident.
        const index = options.findIndex((text) => {
          const guess = Number(text);
          if (!infinite) return guess * b2 - a2 * b1 === 0 && c1 * b2 - c2 * b1 !== 0;
          const [A2, C2] = [guess + u, guess + w];
          return a1 * b2 - A2 * b1 === 0 && c1 * b2 - C2 * b1 === 0 && a1 * C2 - A2 * c1 === 0;
        });
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};

/** Equations in 1/x and 1/y (linear after substitution): find x + y or xy (TITA). */
export const linearReciprocalSystem: QuestionGenerator = {
  id: 'linear-equations/reciprocal-system',
  topic: 'linear-equations',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'RRB NTPC'],
  generate(rng) {
    // x, y ≥ 2 so that 1/x and 1/y are genuine fractions.
    const x = rng.int(2, 7);
    let y = rng.int(2, 7);
    if (y === x) y = x === 7 ? 6 : x + 1;
    // p/x and q/y are whole numbers: p = x·α, q = y·β.
    const [al1, be1, al2] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
    let be2 = rng.int(1, 5);
    const minus = rng.next() < 0.6; // the second equation subtracts
    if (al1 * be2 === al2 * be1) be2 += 1; // independent equations
    const [p1, q1, p2, q2] = [x * al1, y * be1, x * al2, y * be2];
    const m1 = al1 + be1;
    const m2 = minus ? al2 - be2 : al2 + be2;
    const askSum = rng.next() < 0.5;
    const answer = askSum ? x + y : x * y;
    const op = minus ? '-' : '+';
    const eqA = `\\frac{${p1}}{x} + \\frac{${q1}}{y} = ${m1}`;
    const eqB = `\\frac{${p2}}{x} ${op} \\frac{${q2}}{y} = ${m2}`;
    const asked = askSum ? 'x + y' : 'xy';
    const statement = {
      en: `If $${eqA}$ and $${eqB}$, what is the value of $${asked}$?`,
      hi: `यदि $${eqA}$ और $${eqB}$, तो $${asked}$ का मान क्या है?`,
    };
    const uv = `${p1}u + ${q1}v = ${m1}, \\quad ${p2}u ${op} ${q2}v = ${m2}`;
    // Eliminate v: multiply to make the v coefficients equal.
    const det = minus ? -(p1 * q2) - p2 * q1 : p1 * q2 - p2 * q1;
    const rhs = minus ? -(m1 * q2) - m2 * q1 : m1 * q2 - m2 * q1;
    const lines = {
      en: [
        `Put $u = \\frac{1}{x}$ and $v = \\frac{1}{y}$: $${uv}$.`,
        `Eliminating $v$ (multiply the first by ${q2}, the second by ${q1}, and ${minus ? 'add' : 'subtract'}): $${Math.abs(det)}u = ${Math.abs(rhs)}$, so $u = \\frac{1}{${x}}$ and $x = ${x}$.`,
        `Then $${p1} \\times \\frac{1}{${x}} + ${q1}v = ${m1}$ gives $v = \\frac{1}{${y}}$, so $y = ${y}$.`,
        `$${asked} = ${askSum ? `${x} + ${y}` : `${x} \\times ${y}`} = ${answer}$.`,
      ],
      hi: [
        `$u = \\frac{1}{x}$ और $v = \\frac{1}{y}$ रखें: $${uv}$।`,
        `$v$ हटाने के लिए पहले को ${q2} से और दूसरे को ${q1} से गुणा करके ${minus ? 'जोड़ें' : 'घटाएँ'}: $${Math.abs(det)}u = ${Math.abs(rhs)}$, अतः $u = \\frac{1}{${x}}$ और $x = ${x}$।`,
        `तब $${p1} \\times \\frac{1}{${x}} + ${q1}v = ${m1}$ से $v = \\frac{1}{${y}}$, अतः $y = ${y}$।`,
        `$${asked} = ${askSum ? `${x} + ${y}` : `${x} \\times ${y}`} = ${answer}$।`,
      ],
    };
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Equations in reciprocals', hi: 'व्युत्क्रम वाले समीकरण' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 150,
      numbers: [p1, q1, m1, p2, q2, answer],
      check() {
        // Search positive whole x, y satisfying both equations exactly (cleared of fractions).
        const sign = minus ? -1 : 1;
        for (let a = 1; a <= 60; a++) {
          for (let b = 1; b <= 60; b++) {
            if (p1 * b + q1 * a === m1 * a * b && p2 * b + sign * q2 * a === m2 * a * b) {
              return { kind: 'numeric', value: askSum ? a + b : a * b, tolerance: 0 };
            }
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
