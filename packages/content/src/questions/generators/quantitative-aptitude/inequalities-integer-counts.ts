import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { polynomialTex, termTex } from './katex-math.js';

/** `ax + b` in KaTeX (no `1x`, the constant signed). */
const linear = (a: number, b: number) => `${termTex(a, 'x')} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;

/** Two linear inequalities at once: how many integers satisfy both. */
export const inequalitiesCommonIntegers: QuestionGenerator = {
  id: 'inequalities/two-linear-common-integers',
  topic: 'inequalities',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    // 1st: a1 x + b1 > c1 x + d1, i.e. x > L (a1 > c1); 2nd: a2 x + b2 ≤ c2 x + d2, i.e. x ≤ H (a2 > c2).
    let L = 0;
    let H = 0;
    let a1 = 0;
    let c1 = 0;
    let a2 = 0;
    let c2 = 0;
    let b1 = 0;
    let d1 = 0;
    let b2 = 0;
    let d2 = 0;
    for (;;) {
      L = rng.int(-8, 6);
      H = L + rng.int(2, 9);
      [a1, c1] = [rng.int(2, 7), rng.int(1, 5)];
      [a2, c2] = [rng.int(2, 7), rng.int(1, 5)];
      if (a1 <= c1 || a2 <= c2) continue;
      b1 = rng.int(-12, 12);
      d1 = (a1 - c1) * L + b1; // a1 x + b1 > c1 x + d1 ⟺ x > L
      b2 = rng.int(-12, 12);
      d2 = (a2 - c2) * H + b2; // ⟺ x ≤ H
      if (b1 !== 0 && b2 !== 0 && d1 !== 0 && d2 !== 0) break;
    }
    const answer = H - L;
    const side = (a: number, b: number) => linear(a, b);
    const i1 = `${side(a1, b1)} > ${side(c1, d1)}`;
    const i2 = `${side(a2, b2)} \\leq ${side(c2, d2)}`;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      answer + 1, // includes the excluded end L
      answer - 1, // drops the included end H
      H - L + 2, // counts both ends and one more
    ]);
    return {
      title: {
        en: 'Integers satisfying two linear inequalities',
        hi: 'दो रैखिक असमिकाओं को संतुष्ट करने वाले पूर्णांक',
      },
      type: 'single',
      statement: {
        en: `How many integers $x$ satisfy both $${i1}$ and $${i2}$?`,
        hi: `कितने पूर्णांक $x$ दोनों असमिकाओं $${i1}$ और $${i2}$ को संतुष्ट करते हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `First: $${termTex(a1 - c1, 'x')} > ${d1 - b1}$, so $x > ${L}$.`,
          `Second: $${termTex(a2 - c2, 'x')} \\leq ${d2 - b2}$, so $x \\leq ${H}$.`,
          `Both: $${L} < x \\leq ${H}$, the integers $${L + 1}, \\dots, ${H}$, which are ${answer}.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `पहली: $${termTex(a1 - c1, 'x')} > ${d1 - b1}$, अतः $x > ${L}$।`,
          `दूसरी: $${termTex(a2 - c2, 'x')} \\leq ${d2 - b2}$, अतः $x \\leq ${H}$।`,
          `दोनों: $${L} < x \\leq ${H}$, यानी पूर्णांक $${L + 1}, \\dots, ${H}$, जो ${answer} हैं।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [Math.abs(b1), Math.abs(d1), Math.abs(b2), Math.abs(d2), answer],
      check() {
        let count = 0;
        for (let x = -100; x <= 100; x++)
          if (a1 * x + b1 > c1 * x + d1 && a2 * x + b2 <= c2 * x + d2) count++;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** CAT: integer pairs (x, y) with ax + by ≤ c in positive integers, or |x| + |y| ≤ n. */
export const inequalitiesIntegerPairsCount: QuestionGenerator = {
  id: 'inequalities/integer-pairs-count',
  topic: 'inequalities',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const diamond = rng.next() < 0.3;
    let a = 1;
    let b = 1;
    let c = 0;
    let n = 0;
    let rows: [number, number][] = []; // (x, how many y)
    for (;;) {
      if (diamond) {
        n = rng.int(3, 25);
        rows = [];
        for (let x = -n; x <= n; x++) rows.push([x, 2 * (n - Math.abs(x)) + 1]);
        break;
      }
      a = rng.int(1, 6);
      b = rng.int(1, 6);
      c = rng.int(12, 60);
      if (a === b && a > 1) continue;
      rows = [];
      for (let x = 1; a * x + b <= c; x++) rows.push([x, Math.floor((c - a * x) / b)]);
      if (rows.length >= 3 && rows.length <= 12) break;
    }
    const answer = rows.reduce((s, [, k]) => s + k, 0);
    const ineq = diamond ? `|x| + |y| \\leq ${n}` : `${termTex(a, 'x')} + ${termTex(b, 'y')} \\leq ${c}`;
    const kinds = diamond
      ? { en: 'integers', hi: 'पूर्णांकों' }
      : { en: 'positive integers', hi: 'धनात्मक पूर्णांकों' };
    const terms = rows.map(([, k]) => k).join(' + ');
    const work = diamond
      ? {
          en: [
            `For a fixed $x$ with $|x| \\leq ${n}$, $|y| \\leq ${n} - |x|$ gives $2(${n} - |x|) + 1$ values of $y$.`,
            `$x = 0$ gives ${2 * n + 1}; each of $x = \\pm 1, \\dots, \\pm ${n}$ gives $${2 * n - 1}, \\dots, 1$ (odd numbers, twice).`,
            `Total $= ${2 * n + 1} + 2(1 + 3 + \\dots + ${2 * n - 1}) = ${2 * n + 1} + 2 \\times ${n}^2 = ${answer}$.`,
          ],
          hi: [
            `किसी निश्चित $x$ (जहाँ $|x| \\leq ${n}$) के लिए $|y| \\leq ${n} - |x|$ से $y$ के $2(${n} - |x|) + 1$ मान मिलते हैं।`,
            `$x = 0$ से ${2 * n + 1}; $x = \\pm 1, \\dots, \\pm ${n}$ में से हर एक से $${2 * n - 1}, \\dots, 1$ (विषम संख्याएँ, दो-दो बार)।`,
            `कुल $= ${2 * n + 1} + 2(1 + 3 + \\dots + ${2 * n - 1}) = ${2 * n + 1} + 2 \\times ${n}^2 = ${answer}$।`,
          ],
        }
      : {
          en: [
            `For each positive $x$, $y$ can be $1, 2, \\dots, \\left\\lfloor \\frac{${c} - ${termTex(a, 'x')}}{${b}} \\right\\rfloor$; we need at least one, so $${termTex(a, 'x')} \\leq ${c - b}$, i.e. $x \\leq ${rows.length}$.`,
            `Counts for $x = 1, \\dots, ${rows.length}$: $${terms}$.`,
            `Total $= ${answer}$.`,
          ],
          hi: [
            `हर धनात्मक $x$ के लिए $y$ के मान $1, 2, \\dots, \\left\\lfloor \\frac{${c} - ${termTex(a, 'x')}}{${b}} \\right\\rfloor$ हो सकते हैं; कम से कम एक चाहिए, अतः $${termTex(a, 'x')} \\leq ${c - b}$, यानी $x \\leq ${rows.length}$।`,
            `$x = 1, \\dots, ${rows.length}$ के लिए गिनती: $${terms}$।`,
            `कुल $= ${answer}$।`,
          ],
        };
    return {
      title: { en: 'Integer pairs inside a region', hi: 'एक क्षेत्र के भीतर पूर्णांक युग्म' },
      type: 'numeric',
      statement: {
        en: `How many ordered pairs $(x, y)$ of ${kinds.en} satisfy $${ineq}$?`,
        hi: `${kinds.hi} के कितने क्रमित युग्म $(x, y)$ असमिका $${ineq}$ को संतुष्ट करते हैं?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [...work.en, '', `**Answer: ${answer}**`].join('\n\n'),
        hi: [...work.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: diamond ? [n, answer] : [c, answer],
      check() {
        // Count every lattice point in a box around the region.
        let count = 0;
        const m = diamond ? n : c;
        for (let x = -m; x <= m; x++) {
          for (let y = -m; y <= m; y++) {
            if (diamond ? Math.abs(x) + Math.abs(y) <= n : x > 0 && y > 0 && a * x + b * y <= c) count++;
          }
        }
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

/** Integers satisfying a quadratic inequality and a modulus inequality together. */
export const inequalitiesQuadraticAndModulus: QuestionGenerator = {
  id: 'inequalities/quadratic-and-modulus',
  topic: 'inequalities',
  difficulty: 'medium',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let p = 0;
    let q = 0;
    let m = 0;
    let r = 0;
    let answer = 0;
    const inQ = (x: number) => x * x - (p + q) * x + p * q <= 0;
    const inM = (x: number) => Math.abs(x - m) > r;
    for (;;) {
      p = rng.int(-12, 4);
      q = p + rng.int(6, 18);
      m = rng.int(p + 1, q - 1);
      r = rng.int(1, 5);
      if (p + q === 0 || p * q === 0 || m === 0) continue;
      answer = 0;
      for (let x = p; x <= q; x++) if (inM(x)) answer++;
      if (m - r - 1 > p && m + r + 1 < q) break;
    }
    const quad = `${polynomialTex([1, -(p + q), p * q])} \\leq 0`;
    const mod = `|x ${m < 0 ? '+' : '-'} ${Math.abs(m)}| > ${r}`;
    const left = m - r - 1 - p + 1; // p … m − r − 1
    const right = q - (m + r + 1) + 1; // m + r + 1 … q
    return {
      title: { en: 'Quadratic and modulus inequalities together', hi: 'द्विघात और मापांक असमिकाएँ एक साथ' },
      type: 'numeric',
      statement: {
        en: `How many integers $x$ satisfy both $${quad}$ and $${mod}$?`,
        hi: `कितने पूर्णांक $x$ दोनों असमिकाओं $${quad}$ और $${mod}$ को संतुष्ट करते हैं?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `Factorise: $(x ${p < 0 ? '+' : '-'} ${Math.abs(p)})(x ${q < 0 ? '+' : '-'} ${Math.abs(q)}) \\leq 0$, so $${p} \\leq x \\leq ${q}$.`,
          `$${mod}$ means $x ${m < 0 ? '+' : '-'} ${Math.abs(m)} > ${r}$ or $x ${m < 0 ? '+' : '-'} ${Math.abs(m)} < -${r}$, i.e. $x > ${m + r}$ or $x < ${m - r}$.`,
          `Together: $${p} \\leq x \\leq ${m - r - 1}$ gives ${left} integers and $${m + r + 1} \\leq x \\leq ${q}$ gives ${right}.`,
          `Total $= ${left} + ${right} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `गुणनखंड: $(x ${p < 0 ? '+' : '-'} ${Math.abs(p)})(x ${q < 0 ? '+' : '-'} ${Math.abs(q)}) \\leq 0$, अतः $${p} \\leq x \\leq ${q}$।`,
          `$${mod}$ का अर्थ है $x ${m < 0 ? '+' : '-'} ${Math.abs(m)} > ${r}$ या $x ${m < 0 ? '+' : '-'} ${Math.abs(m)} < -${r}$, यानी $x > ${m + r}$ या $x < ${m - r}$।`,
          `दोनों एक साथ: $${p} \\leq x \\leq ${m - r - 1}$ से ${left} पूर्णांक और $${m + r + 1} \\leq x \\leq ${q}$ से ${right}।`,
          `कुल $= ${left} + ${right} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [r, answer, ...[p + q, p * q].filter((v) => Math.abs(v) !== 1).map(Math.abs)],
      check() {
        // Test every integer in a wide window against both inequalities.
        let count = 0;
        for (let x = -100; x <= 100; x++) if (inQ(x) && inM(x)) count++;
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

/** How many integers make a factorable quadratic negative (or not positive): the integers between its roots. */
export const inequalitiesQuadraticIntegerCount: QuestionGenerator = {
  id: 'inequalities/quadratic-integer-count',
  topic: 'inequalities',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Bank PO', 'GMAT'],
  count: 40,
  generate(rng) {
    let p = 0;
    let q = 0;
    let a = 1;
    for (;;) {
      a = rng.pick([1, 1, 1, 2, 3]);
      p = rng.int(-12, 8);
      q = p + rng.int(3, 14);
      if (p !== 0 && q !== 0 && p + q !== 0) break;
    }
    const strict = rng.next() < 0.6;
    const coeffs = [a, -a * (p + q), a * p * q];
    const ineq = `${polynomialTex(coeffs)} ${strict ? '<' : '\\leq'} 0`;
    const answer = strict ? q - p - 1 : q - p + 1;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      strict ? q - p + 1 : q - p - 1, // includes (or leaves out) both roots
      q - p, // subtracts the roots without adjusting the ends
      Math.abs(p) + Math.abs(q), // adds the sizes of the roots
      answer + 2,
    ]);
    const fac = (r: number) => `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`;
    const rel = strict ? '<' : '\\leq';
    const lo = strict ? p + 1 : p;
    const hi = strict ? q - 1 : q;
    return {
      title: { en: 'Integers making a quadratic negative', hi: 'द्विघात को ऋणात्मक बनाने वाले पूर्णांक' },
      type: 'single',
      statement: {
        en: `How many integers $x$ satisfy $${ineq}$?`,
        hi: `कितने पूर्णांक $x$ असमिका $${ineq}$ को संतुष्ट करते हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$${polynomialTex(coeffs)} = ${a === 1 ? '' : a}${fac(p)}${fac(q)}$, with roots ${p} and ${q}.`,
          `An upward parabola is ${strict ? 'negative' : 'negative or zero'} ${strict ? 'strictly between' : 'between and at'} its roots: $${p} ${rel} x ${rel} ${q}$.`,
          `The integers $${lo}, \\dots, ${hi}$ number $${hi} - ${lo < 0 ? `(${lo})` : lo} + 1 = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$${polynomialTex(coeffs)} = ${a === 1 ? '' : a}${fac(p)}${fac(q)}$, जिसके मूल ${p} और ${q} हैं।`,
          `ऊपर की ओर खुलने वाला परवलय अपने मूलों के ${strict ? 'ठीक बीच में ऋणात्मक' : 'बीच में और मूलों पर ऋणात्मक या शून्य'} होता है: $${p} ${rel} x ${rel} ${q}$।`,
          `पूर्णांक $${lo}, \\dots, ${hi}$ की संख्या $${hi} - ${lo < 0 ? `(${lo})` : lo} + 1 = ${answer}$ है।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [...coeffs.filter((c, i) => Math.abs(c) !== 1 || i === 2).map(Math.abs), answer],
      check() {
        let count = 0;
        for (let x = -100; x <= 100; x++) {
          const v = a * x * x - a * (p + q) * x + a * p * q;
          if (strict ? v < 0 : v <= 0) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};
