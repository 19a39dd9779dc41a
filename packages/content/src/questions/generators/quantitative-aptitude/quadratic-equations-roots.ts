import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex, polynomialTex } from './katex-math.js';

/** The absolute values of the coefficients as `polynomialTex` prints them (a coefficient 1 is not printed). */
function printedNumbers(coeffs: number[]): number[] {
  return coeffs.filter((c, i) => c !== 0 && (Math.abs(c) !== 1 || i === coeffs.length - 1)).map(Math.abs);
}

/** A value in brackets when negative, for substituting into an expression. */
const br = (n: number) => (n < 0 ? `(${n})` : String(n));

/** Equal roots: the discriminant is zero, so find the coefficient k (middle term or constant). */
export const quadraticEquationsEqualRootsK: QuestionGenerator = {
  id: 'quadratic-equations/equal-roots-k',
  topic: 'quadratic-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const middle = rng.next() < 0.6;
    let a = 1;
    let b = 0;
    let c = 0;
    let k = 0;
    if (middle) {
      // a = p s^2 and c = p t^2 make 4ac a perfect square: k = 2pst.
      for (;;) {
        const p = rng.pick([1, 1, 2, 3, 5]);
        const s = rng.int(1, 3);
        const t = rng.int(1, 7);
        if (s === t) continue;
        a = p * s * s;
        c = p * t * t;
        if (a > 45 || c > 125) continue;
        k = 2 * p * s * t;
        break;
      }
    } else {
      // b = 2am makes b^2 / 4a = a m^2 whole.
      a = rng.int(1, 5);
      const m = rng.pick([-1, 1]) * rng.int(1, 9);
      b = 2 * a * m;
      k = a * m * m;
      if (Math.abs(b) > 60) {
        b = 2 * m;
        a = 1;
        k = m * m;
      }
    }
    const eq = middle ? `${polynomialTex([a, 'k', c])} = 0` : `${polynomialTex([a, b, 0])} + k = 0`;
    const statement = middle
      ? {
          en: `For what positive value of $k$ does the equation $${eq}$ have equal roots?`,
          hi: `$k$ के किस धनात्मक मान के लिए समीकरण $${eq}$ के मूल बराबर होंगे?`,
        }
      : {
          en: `For what value of $k$ does the equation $${eq}$ have equal roots?`,
          hi: `$k$ के किस मान के लिए समीकरण $${eq}$ के मूल बराबर होंगे?`,
        };
    const distractors = middle
      ? [
          k / 2, // takes the square root of ac and forgets the factor 2
          4 * a * c, // stops at k^2 = 4ac
          2 * k, // takes k = 4 sqrt(ac)
          a + c, // adds the outer coefficients
        ]
      : [
          (b * b) / a, // forgets the 4 in b^2 = 4ak
          (b * b) / (2 * a), // uses 2a instead of 4a
          b * b, // forgets a and the 4
          -k, // sign slip
        ];
    const { options, correctIndex } = choiceOptions(
      rng,
      k,
      distractors.filter((v) => Number.isInteger(v) && v !== 0),
    );
    const rootTex = middle ? fractionTex(-k, 2 * a) : fractionTex(-b, 2 * a);
    const rootLine = middle
      ? `(With $k = ${k}$ the double root is $x = -\\frac{${k}}{${2 * a}} = ${rootTex}$.)`
      : `(The double root is $x = \\frac{-b}{2a} = \\frac{${-b}}{${2 * a}} = ${rootTex}$.)`;
    const rootLineHi = middle
      ? `($k = ${k}$ पर दोहरा मूल $x = -\\frac{${k}}{${2 * a}} = ${rootTex}$ है।)`
      : `(दोहरा मूल $x = \\frac{-b}{2a} = \\frac{${-b}}{${2 * a}} = ${rootTex}$ है।)`;
    const work = middle
      ? [
          `$D = k^2 - 4 \\times ${a} \\times ${c} = k^2 - ${4 * a * c} = 0$`,
          `$k^2 = ${4 * a * c}$, so $k = ${k}$ (positive value).`,
        ]
      : [
          `$D = ${br(b)}^2 - 4 \\times ${a} \\times k = ${b * b} - ${4 * a}k = 0$`,
          `$k = \\frac{${b * b}}{${4 * a}} = ${k}$.`,
        ];
    const workHi = middle
      ? [work[0] ?? '', `$k^2 = ${4 * a * c}$, अतः $k = ${k}$ (धनात्मक मान)।`]
      : [work[0] ?? '', `$k = \\frac{${b * b}}{${4 * a}} = ${k}$।`];
    return {
      title: { en: 'Value of k for equal roots', hi: 'समान मूलों के लिए k का मान' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'A quadratic has equal roots exactly when its discriminant $D = b^2 - 4ac$ is zero.',
          ...work,
          rootLine,
          '',
          `**Answer: ${k}**`,
        ].join('\n\n'),
        hi: [
          'किसी द्विघात समीकरण के मूल तभी बराबर होते हैं जब उसका विविक्तकर $D = b^2 - 4ac$ शून्य हो।',
          ...workHi,
          rootLineHi,
          '',
          `**उत्तर: ${k}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: middle ? [...printedNumbers([a, 1, c]), k] : [...printedNumbers([a, b, 0]), k],
      check() {
        // Search k and keep the one whose equation has one repeated root (both formula roots agree).
        for (let x = -5000; x <= 5000; x++) {
          if (middle && x <= 0) continue;
          const [A, B, C] = middle ? [a, x, c] : [a, b, x];
          if (B * B === 4 * A * C) return { kind: 'choice', correct: [options.indexOf(String(x))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** Roots m + √n and m − √n given: pick the quadratic equation that has them. */
export const quadraticEquationsFromSurdRoots: QuestionGenerator = {
  id: 'quadratic-equations/equation-from-surd-roots',
  topic: 'quadratic-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'RRB NTPC', 'Placements'],
  count: 40,
  generate(rng) {
    const m = rng.pick([-1, 1]) * rng.int(1, 9);
    const n = rng.pick([2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15]);
    const right = [1, -2 * m, m * m - n];
    const wrongs = [
      [1, 2 * m, m * m - n], // uses +sum for the x coefficient
      [1, -2 * m, m * m + n], // multiplies the roots as m^2 + n
      [1, -m, m * m - n], // takes the sum as m
      [1, 2 * m, m * m + n], // both slips
    ];
    const eq = (cs: number[]) => `$${polynomialTex(cs)} = 0$`;
    const { options, correctIndex } = textChoiceOptions(rng, eq(right), wrongs.map(eq));
    const r1 = `${m} + \\sqrt{${n}}`;
    const r2 = `${m} - \\sqrt{${n}}`;
    const product = m * m - n;
    return {
      title: { en: 'Equation from surd roots', hi: 'करणी मूलों से समीकरण' },
      type: 'single',
      statement: {
        en: `Which quadratic equation has the roots $${r1}$ and $${r2}$?`,
        hi: `किस द्विघात समीकरण के मूल $${r1}$ और $${r2}$ हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'A quadratic with roots $\\alpha$ and $\\beta$ is $x^2 - (\\alpha + \\beta)x + \\alpha\\beta = 0$.',
          `Sum: $(${r1}) + (${r2}) = ${2 * m}$ (the surds cancel).`,
          `Product: $(${m})^2 - (\\sqrt{${n}})^2 = ${m * m} - ${n} = ${product}$.`,
          `So the equation is ${eq(right)}.`,
          '',
          `**Answer: ${eq(right)}**`,
        ].join('\n\n'),
        hi: [
          'जिस द्विघात समीकरण के मूल $\\alpha$ और $\\beta$ हों, वह $x^2 - (\\alpha + \\beta)x + \\alpha\\beta = 0$ है।',
          `योग: $(${r1}) + (${r2}) = ${2 * m}$ (करणियाँ कट जाती हैं)।`,
          `गुणनफल: $(${m})^2 - (\\sqrt{${n}})^2 = ${m * m} - ${n} = ${product}$।`,
          `अतः समीकरण ${eq(right)} है।`,
          '',
          `**उत्तर: ${eq(right)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [Math.abs(m), n],
      check() {
        // Put both roots into every option's polynomial; the right one vanishes at both.
        const roots = [m + Math.sqrt(n), m - Math.sqrt(n)];
        const all = [right, ...wrongs];
        const hit = options.findIndex((o) => {
          const cs = all.find((c) => eq(c) === o) ?? [1, 0, 1];
          const [A = 0, B = 0, C = 0] = cs;
          return roots.every((x) => Math.abs(A * x * x + B * x + C) < 1e-9);
        });
        return { kind: 'choice', correct: [hit] };
      },
    };
  },
};

/** The roots of ax^2 − kx + c = 0 are in the ratio p : q: find the positive k. */
export const quadraticEquationsRootsInRatio: QuestionGenerator = {
  id: 'quadratic-equations/roots-in-ratio',
  topic: 'quadratic-equations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 1;
    let p = 1;
    let q = 2;
    let t = 1;
    for (;;) {
      a = rng.pick([1, 1, 1, 2, 3]);
      p = rng.int(1, 4);
      q = rng.int(p + 1, 7);
      t = rng.int(1, 6);
      let g = p;
      let h = q;
      while (h) [g, h] = [h, g % h];
      if (g !== 1) continue;
      if (a * p * q * t * t <= 400) break;
    }
    const c = a * p * q * t * t;
    const k = a * (p + q) * t;
    const eq = `${polynomialTex([a, 0, 0])} - kx + ${c} = 0`;
    const { options, correctIndex } = choiceOptions(
      rng,
      k,
      [
        a * p * q * t, // multiplies the ratio terms instead of adding them
        a * (p + q) * t * t, // uses u^2 where u is needed
        a * (q - p) * t, // subtracts the ratio terms
        (p + q) * t, // forgets the coefficient of x^2
      ].filter((v) => v > 0),
    );
    const prodTex = a === 1 ? String(c) : `\\frac{${c}}{${a}} = ${c / a}`;
    const sumTex = a === 1 ? 'k' : `\\frac{k}{${a}}`;
    return {
      title: { en: 'Roots in a given ratio', hi: 'दिए गए अनुपात में मूल' },
      type: 'single',
      statement: {
        en: `The roots of the equation $${eq}$ are in the ratio $${p} : ${q}$. If $k > 0$, find $k$.`,
        hi: `समीकरण $${eq}$ के मूल $${p} : ${q}$ के अनुपात में हैं। यदि $k > 0$ है, तो $k$ का मान ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the roots be $${p === 1 ? '' : p}u$ and $${q}u$.`,
          `Product of roots: $${p === 1 ? '' : p}u \\times ${q}u = ${p * q}u^2 = ${prodTex}$, so $u^2 = ${t * t}$ and $u = \\pm ${t}$.`,
          `Sum of roots: $${p + q}u = ${sumTex}$. As $k > 0$, take $u = ${t}$: the roots are ${p * t} and ${q * t}.`,
          `$k = ${a === 1 ? '' : `${a} \\times `}${p + q} \\times ${t} = ${k}$.`,
          '',
          `**Answer: ${k}**`,
        ].join('\n\n'),
        hi: [
          `माना मूल $${p === 1 ? '' : p}u$ और $${q}u$ हैं।`,
          `मूलों का गुणनफल: $${p === 1 ? '' : p}u \\times ${q}u = ${p * q}u^2 = ${prodTex}$, अतः $u^2 = ${t * t}$ और $u = \\pm ${t}$।`,
          `मूलों का योग: $${p + q}u = ${sumTex}$। चूँकि $k > 0$ है, $u = ${t}$ लें: मूल ${p * t} और ${q * t} हैं।`,
          `$k = ${a === 1 ? '' : `${a} \\times `}${p + q} \\times ${t} = ${k}$।`,
          '',
          `**उत्तर: ${k}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [p, q, c, k],
      check() {
        // Try every positive k: real roots whose smaller : larger is p : q.
        for (let x = 1; x <= 5000; x++) {
          const d = x * x - 4 * a * c;
          if (d < 0) continue;
          const lo = (x - Math.sqrt(d)) / (2 * a);
          const hi = (x + Math.sqrt(d)) / (2 * a);
          if (Math.abs(lo * q - hi * p) < 1e-9)
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};

/** The least (or greatest) value of ax^2 + bx + c over real x, by completing the square. */
export const quadraticEquationsExtremeValue: QuestionGenerator = {
  id: 'quadratic-equations/maximum-minimum-value',
  topic: 'quadratic-equations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements', 'GMAT'],
  count: 40,
  generate(rng) {
    let a = 1;
    let h = 1;
    let m = 0;
    let c = 0;
    for (;;) {
      a = rng.pick([-1, 1]) * rng.pick([1, 1, 2, 2, 3, 4]);
      h = rng.pick([-1, 1]) * rng.int(1, 8);
      m = rng.int(-20, 30);
      c = a * h * h + m;
      if (c !== 0 && m !== 0 && Math.abs(c) <= 200) break;
    }
    const b = -2 * a * h;
    const coeffs = [a, b, c];
    const f = (x: number) => a * x * x + b * x + c;
    const isMin = a > 0;
    const { options, correctIndex } = choiceOptions(rng, m, [
      c, // the value at x = 0
      2 * a * h * h + m, // c + b^2/4a: a sign slip in the formula
      h, // gives the point where the extreme value occurs
      f(-h), // takes the vertex at x = b/2a
    ]);
    const poly = polynomialTex(coeffs);
    const word = isMin ? { en: 'minimum', hi: 'न्यूनतम' } : { en: 'maximum', hi: 'अधिकतम' };
    const square = `${a === 1 ? '' : a === -1 ? '-' : a}(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2 ${m < 0 ? '-' : '+'} ${Math.abs(m)}`;
    return {
      title: { en: 'Maximum or minimum of a quadratic', hi: 'द्विघात का अधिकतम या न्यूनतम मान' },
      type: 'single',
      statement: {
        en: `What is the ${word.en} value of $${poly}$ for real values of $x$?`,
        hi: `$x$ के वास्तविक मानों के लिए $${poly}$ का ${word.hi} मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The coefficient of $x^2$ is ${a > 0 ? 'positive, so the graph opens upwards and has a least value' : 'negative, so the graph opens downwards and has a greatest value'}.`,
          `It occurs at $x = -\\frac{b}{2a} = -\\frac{${b}}{2 \\times ${br(a)}} = ${h}$.`,
          `Value there: $${a === 1 ? '' : a === -1 ? '-' : a}(${h})^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)} \\times ${br(h)} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${m}$; indeed $${poly} = ${square}$.`,
          '',
          `**Answer: ${m}**`,
        ].join('\n\n'),
        hi: [
          `$x^2$ का गुणांक ${a > 0 ? 'धनात्मक है, इसलिए वक्र ऊपर की ओर खुलता है और उसका न्यूनतम मान होता है' : 'ऋणात्मक है, इसलिए वक्र नीचे की ओर खुलता है और उसका अधिकतम मान होता है'}।`,
          `यह $x = -\\frac{b}{2a} = -\\frac{${b}}{2 \\times ${br(a)}} = ${h}$ पर होता है।`,
          `वहाँ मान: $${a === 1 ? '' : a === -1 ? '-' : a}(${h})^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)} \\times ${br(h)} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${m}$; वास्तव में $${poly} = ${square}$।`,
          '',
          `**उत्तर: ${m}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [...printedNumbers(coeffs), Math.abs(m)],
      check() {
        // Evaluate on a fine grid and keep the extreme value (the vertex is a whole number).
        let best = f(-100);
        for (let x = -100; x <= 100; x += 0.25) best = isMin ? Math.min(best, f(x)) : Math.max(best, f(x));
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(best)))] };
      },
    };
  },
};
