import type { QuestionGenerator } from '../../generator.js';
import { numberChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';
import { polynomialTex, termTex } from './katex-math.js';

/** " + 6", " - 6" or "" for a constant term. */
const constantTex = (c: number) => (c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`);

/** (log_a x)² − S log_a x + P = 0: substitute t = log_a x; the product (or the sum) of the roots in x. */
export const logarithmsQuadraticInLog: QuestionGenerator = {
  id: 'logarithms/quadratic-in-log',
  topic: 'logarithms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'CAT', 'Placements', 'GMAT'],
  count: 40,
  generate(rng) {
    const a = rng.pick([2, 2, 3, 3, 5, 10]);
    const maxT = { 2: 6, 3: 4, 5: 3, 10: 3 }[a] ?? 3;
    const askProduct = rng.next() < 0.5;
    let t1 = 0;
    let t2 = 0;
    do {
      t1 = rng.int(askProduct ? -2 : 0, maxT);
      t2 = rng.int(askProduct ? -2 : 0, maxT);
    } while (t1 >= t2 || t1 + t2 < 1 || t1 * t2 === 0 || t1 + t2 > maxT + 1);
    const S = t1 + t2;
    const P = t1 * t2;
    const L = `\\log_{${a}} x`;
    const eq = `(${L})^2 - ${termTex(S, L)}${constantTex(P)} = 0`;
    const x1 = a ** t1;
    const x2 = a ** t2;
    const xTex = (t: number) => (t < 0 ? `\\frac{1}{${a ** -t}}` : `${a ** t}`);
    const answer = askProduct ? a ** S : x1 + x2;
    return numberChoiceQuestion(rng, {
      title: { en: 'Quadratic in a logarithm', hi: 'लघुगणक में द्विघात समीकरण' },
      statement: {
        en: `If $${eq}$, what is the ${askProduct ? 'product' : 'sum'} of all the values of $x$?`,
        hi: `यदि $${eq}$, तो $x$ के सभी मानों का ${askProduct ? 'गुणनफल' : 'योग'} क्या है?`,
      },
      answer,
      mistakes: askProduct
        ? [
            S, // stops at the sum of the roots in t
            a ** P, // raises a to the product of the roots in t
            P > 0 ? P : S + 1, // the product of the roots in t
            a ** (S + 1),
          ].filter((v) => Number.isInteger(v))
        : [
            a ** S, // multiplies the roots instead of adding
            S, // adds the roots in t
            a * S, // multiplies a by the sum of the logs
            a ** t1 + a ** (t2 + 1),
          ].filter((v) => Number.isInteger(v)),
      steps: [
        {
          en: `Put $t = ${L}$: $t^2 - ${termTex(S, 't')}${constantTex(P)} = 0$, i.e. $(t${constantTex(-t1)})(t${constantTex(-t2)}) = 0$, so $t = ${t1}$ or $t = ${t2}$.`,
          hi: `$t = ${L}$ रखें: $t^2 - ${termTex(S, 't')}${constantTex(P)} = 0$, अर्थात $(t${constantTex(-t1)})(t${constantTex(-t2)}) = 0$, अतः $t = ${t1}$ या $t = ${t2}$।`,
        },
        {
          en: `So $x = ${a}^{${t1}} = ${xTex(t1)}$ or $x = ${a}^{${t2}} = ${xTex(t2)}$; both are positive, so both are allowed.`,
          hi: `अतः $x = ${a}^{${t1}} = ${xTex(t1)}$ या $x = ${a}^{${t2}} = ${xTex(t2)}$; दोनों धनात्मक हैं, इसलिए दोनों मान्य हैं।`,
        },
        askProduct
          ? {
              en: `Product $= ${a}^{${t1}} \\times ${a}^{${t2}} = ${a}^{${S}} = ${answer}$ (the sum of the roots in $t$ is ${S}).`,
              hi: `गुणनफल $= ${a}^{${t1}} \\times ${a}^{${t2}} = ${a}^{${S}} = ${answer}$ ($t$ में मूलों का योग ${S} है)।`,
            }
          : {
              en: `Sum $= ${x1} + ${x2} = ${answer}$.`,
              hi: `योग $= ${x1} + ${x2} = ${answer}$।`,
            },
      ],
      seconds: 100,
      numbers: [a],
      recompute: () => {
        // Try x = a^k for k from −10 to 10 in the original equation, evaluated numerically.
        const roots: number[] = [];
        for (let k = -10; k <= 10; k++) {
          const x = a ** k;
          const l = Math.log(x) / Math.log(a);
          if (Math.abs(l * l - S * l + P) < 1e-9) roots.push(x);
        }
        const value = askProduct ? roots.reduce((p, r) => p * r, 1) : roots.reduce((s, r) => s + r, 0);
        return Math.round(value);
      },
    });
  },
};

/** Integers d = r2 − r1 and powers M = c^k with d² + 4M a perfect square (so every bound is whole). */
const INEQUALITY_CASES: { d: number; c: number; k: number; w: number }[] = [];
for (const c of [2, 3, 5]) {
  for (let k = 1; c ** k <= 100; k++) {
    for (let d = 1; d <= 12; d++) {
      const w = Math.round(Math.sqrt(d * d + 4 * c ** k));
      if (w * w === d * d + 4 * c ** k) INEQUALITY_CASES.push({ d, c, k, w });
    }
  }
}

/** CAT: how many integers satisfy log_c(f(x)) ≤ k (or log_{1/c} f(x) ≥ −k) with f a quadratic: domain and bound together. */
export const logarithmsInequalityCount: QuestionGenerator = {
  id: 'logarithms/log-inequality-count',
  topic: 'logarithms',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    const { d, c, k, w } = rng.pick(INEQUALITY_CASES);
    const r1 = rng.int(-6, 8);
    const r2 = r1 + d;
    const s = r1 + r2;
    const p = r1 * r2;
    const M = c ** k;
    const q1 = (s - w) / 2;
    const q2 = (s + w) / 2;
    const answer = r1 - q1 + (q2 - r2);
    const reciprocal = rng.next() < 0.4;
    const f = polynomialTex([1, -s, p]);
    const lhs = reciprocal ? `\\log_{1/${c}}(${f}) \\ge -${k}` : `\\log_{${c}}(${f}) \\le ${k}`;
    const left = Array.from({ length: r1 - q1 }, (_, i) => q1 + i);
    const right = Array.from({ length: q2 - r2 }, (_, i) => r2 + 1 + i);
    const shown = [...left, ...right];
    const listed = shown.length <= 12 ? shown.join(', ') : `${left.join(', ')}; ${right.join(', ')}`;
    return numberChoiceQuestion(rng, {
      title: { en: 'Integer solutions of a log inequality', hi: 'लघुगणकीय असमिका के पूर्णांक हल' },
      statement: {
        en: `How many integer values of $x$ satisfy $${lhs}$?`,
        hi: `$x$ के कितने पूर्णांक मान $${lhs}$ को संतुष्ट करते हैं?`,
      },
      answer,
      mistakes: [
        w + 1, // forgets the domain: every integer between the outer bounds
        w - 1, // drops only the two zeros of the quadratic
        answer - 2, // makes the outer bounds strict
        d - 1, // keeps the integers between the zeros instead
        answer + 2,
      ],
      steps: [
        {
          en: `Domain: $${f} = (x ${constantTex(-r1)})(x ${constantTex(-r2)}) > 0$, so $x < ${r1}$ or $x > ${r2}$.`,
          hi: `प्रांत: $${f} = (x ${constantTex(-r1)})(x ${constantTex(-r2)}) > 0$, अतः $x < ${r1}$ या $x > ${r2}$।`,
        },
        reciprocal
          ? {
              en: `The base $\\frac{1}{${c}}$ is less than 1, so the log decreases and the inequality turns round: $${f} \\le \\left(\\frac{1}{${c}}\\right)^{-${k}} = ${M}$.`,
              hi: `आधार $\\frac{1}{${c}}$, 1 से छोटा है, इसलिए लघुगणक घटता है और असमिका का चिह्न पलट जाता है: $${f} \\le \\left(\\frac{1}{${c}}\\right)^{-${k}} = ${M}$।`,
            }
          : {
              en: `The base ${c} is greater than 1, so the log increases: $${f} \\le ${c}^{${k}} = ${M}$.`,
              hi: `आधार ${c}, 1 से बड़ा है, इसलिए लघुगणक बढ़ता है: $${f} \\le ${c}^{${k}} = ${M}$।`,
            },
        {
          en: `$${polynomialTex([1, -s, p - M])} \\le 0 \\Rightarrow (x ${constantTex(-q1)})(x ${constantTex(-q2)}) \\le 0 \\Rightarrow ${q1} \\le x \\le ${q2}$.`,
          hi: `$${polynomialTex([1, -s, p - M])} \\le 0 \\Rightarrow (x ${constantTex(-q1)})(x ${constantTex(-q2)}) \\le 0 \\Rightarrow ${q1} \\le x \\le ${q2}$।`,
        },
        {
          en: `With the domain: $${q1} \\le x < ${r1}$ or $${r2} < x \\le ${q2}$, i.e. $x = ${listed}$: ${answer} integers.`,
          hi: `प्रांत के साथ: $${q1} \\le x < ${r1}$ या $${r2} < x \\le ${q2}$, अर्थात $x = ${listed}$: कुल ${answer} पूर्णांक।`,
        },
      ],
      seconds: 200,
      numbers: [c, k],
      recompute: () => {
        let count = 0;
        for (let x = -200; x <= 200; x++) {
          const v = x * x - s * x + p;
          if (v <= 0) continue;
          const log = Math.log(v) / Math.log(reciprocal ? 1 / c : c);
          if (reciprocal ? log >= -k - 1e-9 : log <= k + 1e-9) count++;
        }
        return count;
      },
    });
  },
};

/** CAT: log_x y + log_y x = n + 1/n and xy = a^(n+1): find x + y. */
export const logarithmsTwoVariableSystem: QuestionGenerator = {
  id: 'logarithms/two-variable-system',
  topic: 'logarithms',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 2;
    let n = 2;
    do {
      a = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      n = rng.int(2, 5);
    } while (a ** (n + 1) > 200_000);
    const product = a ** (n + 1);
    const big = a ** n;
    const askSum = rng.next() < 0.6;
    const asked = askSum ? 'x + y' : 'y - x';
    const answer = askSum ? a + big : big - a;
    const rhs = `\\frac{${n * n + 1}}{${n}}`;
    const half = (n + 1) / 2;
    return numberChoiceQuestion(rng, {
      title: { en: 'System of two log equations', hi: 'दो लघुगणकीय समीकरणों का निकाय' },
      statement: {
        en: `If $\\log_x y + \\log_y x = ${rhs}$ and $xy = ${product}$, where ${askSum ? '$x, y > 1$' : '$1 < x < y$'}, find $${asked}$.`,
        hi: `यदि $\\log_x y + \\log_y x = ${rhs}$ और $xy = ${product}$, जहाँ ${askSum ? '$x, y > 1$' : '$1 < x < y$'}, तो $${asked}$ ज्ञात कीजिए।`,
      },
      answer,
      mistakes: [
        askSum ? a + product : product - a, // takes y = xy
        Number.isInteger(half) && askSum ? 2 * a ** half : a ** (n - 1) + a ** 2, // assumes x = y (or splits the powers wrongly)
        askSum ? a ** (n - 1) + a ** 2 : a ** (n - 1) - a, // splits the powers of a wrongly
        askSum ? big - a : big + a, // the other of sum and difference
        askSum ? (n + 1) * a : a + big, // multiplies a by the powers (or adds)
      ],
      steps: [
        {
          en: `Put $t = \\log_x y$; then $\\log_y x = \\frac{1}{t}$ and $t + \\frac{1}{t} = ${rhs} = ${n} + \\frac{1}{${n}}$, so $t = ${n}$ or $t = \\frac{1}{${n}}$.`,
          hi: `$t = \\log_x y$ रखें; तब $\\log_y x = \\frac{1}{t}$ और $t + \\frac{1}{t} = ${rhs} = ${n} + \\frac{1}{${n}}$, अतः $t = ${n}$ या $t = \\frac{1}{${n}}$।`,
        },
        {
          en: `If $t = ${n}$, $y = x^{${n}}$ and $xy = x^{${n + 1}} = ${product} = ${a}^{${n + 1}}$, so $x = ${a}$, $y = ${big}$. The case $t = \\frac{1}{${n}}$ only swaps $x$ and $y$.`,
          hi: `यदि $t = ${n}$, तो $y = x^{${n}}$ और $xy = x^{${n + 1}} = ${product} = ${a}^{${n + 1}}$, अतः $x = ${a}$, $y = ${big}$। स्थिति $t = \\frac{1}{${n}}$ में केवल $x$ और $y$ आपस में बदल जाते हैं।`,
        },
        askSum
          ? { en: `$x + y = ${a} + ${big} = ${answer}$.`, hi: `$x + y = ${a} + ${big} = ${answer}$।` }
          : { en: `$y - x = ${big} - ${a} = ${answer}$.`, hi: `$y - x = ${big} - ${a} = ${answer}$।` },
      ],
      seconds: 180,
      numbers: [product],
      recompute: () => {
        // Try every factor pair of the product in the first equation, numerically.
        for (let x = 2; x * x <= product; x++) {
          if (product % x !== 0) continue;
          const y = product / x;
          const v = Math.log(y) / Math.log(x) + Math.log(x) / Math.log(y);
          if (Math.abs(v - (n * n + 1) / n) < 1e-9) return askSum ? x + y : y - x;
        }
        return -1;
      },
    });
  },
};

/** CAT: log c, log(b^x − p), log(b^x + q) in arithmetic progression: a quadratic in b^x with one root rejected. */
export const logarithmsLogsInProgression: QuestionGenerator = {
  id: 'logarithms/logs-in-progression',
  topic: 'logarithms',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'CUET'],
  count: 60,
  generate(rng) {
    let b = 2;
    let k = 1;
    let p = 1;
    let c = 2;
    let q = 1;
    let other = 0;
    for (;;) {
      b = rng.pick([2, 2, 3]);
      k = rng.int(2, b === 2 ? 7 : 4);
      const t = b ** k;
      p = rng.int(1, Math.min(9, t - 1));
      c = rng.int(2, 40);
      const sq = (t - p) ** 2;
      if (sq % c !== 0) continue;
      q = sq / c - t;
      other = 2 * p + c - t;
      if (q >= 1 && q <= 500 && other <= p && other !== t) break;
    }
    const t = b ** k;
    const quad = polynomialTex([1, -(2 * p + c), p * p - c * q], 'u');
    const bx = `${b}^x`;
    return numberChoiceQuestion(rng, {
      title: { en: 'Logs in arithmetic progression', hi: 'समांतर श्रेढ़ी में लघुगणक' },
      statement: {
        en: `If $\\log ${c}$, $\\log(${bx} - ${p})$ and $\\log(${bx} + ${q})$ are in arithmetic progression, find $x$.`,
        hi: `यदि $\\log ${c}$, $\\log(${bx} - ${p})$ और $\\log(${bx} + ${q})$ समांतर श्रेढ़ी में हैं, तो $x$ ज्ञात कीजिए।`,
      },
      answer: k,
      mistakes: [
        t, // gives 2^x instead of x
        k + 1,
        k - 1,
        2 * k,
      ],
      steps: [
        {
          en: `In an AP the middle term is the average: $2\\log(${bx} - ${p}) = \\log ${c} + \\log(${bx} + ${q})$, so $(${bx} - ${p})^2 = ${c}(${bx} + ${q})$.`,
          hi: `समांतर श्रेढ़ी में बीच का पद औसत होता है: $2\\log(${bx} - ${p}) = \\log ${c} + \\log(${bx} + ${q})$, अतः $(${bx} - ${p})^2 = ${c}(${bx} + ${q})$।`,
        },
        {
          en: `Put $u = ${bx}$: $${quad} = 0$, so $u = ${t}$ or $u = ${other}$.`,
          hi: `$u = ${bx}$ रखें: $${quad} = 0$, अतः $u = ${t}$ या $u = ${other}$।`,
        },
        {
          en: `$u = ${other}$ is rejected: it makes $${bx} - ${p} = ${other - p}$, and the log of a number that is not positive is not defined${other <= 0 ? ` (besides, a power of ${b} is always positive)` : ''}.`,
          hi: `$u = ${other}$ अमान्य है: इससे $${bx} - ${p} = ${other - p}$ होता है, और जो संख्या धनात्मक न हो उसका लघुगणक परिभाषित नहीं है${other <= 0 ? ` (साथ ही ${b} की घात सदा धनात्मक होती है)` : ''}।`,
        },
        {
          en: `So $${bx} = ${t} = ${b}^{${k}}$ and $x = ${k}$.`,
          hi: `अतः $${bx} = ${t} = ${b}^{${k}}$ और $x = ${k}$।`,
        },
      ],
      seconds: 200,
      numbers: [c, p, q],
      recompute: () => {
        // Try whole x from 0 to 12 in the AP condition itself.
        for (let x = 0; x <= 12; x++) {
          const m = b ** x - p;
          if (m <= 0) continue;
          if (Math.abs(2 * Math.log(m) - Math.log(c) - Math.log(b ** x + q)) < 1e-9) return x;
        }
        return -1;
      },
    });
  },
};
