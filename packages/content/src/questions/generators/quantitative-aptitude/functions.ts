/**
 * Functions: all the shapes of the topic (docs/question-bank.md), with the exams that ask them.
 * - composite-value: f(g(k)) or g(f(k)) (CAT, GMAT, CUET, Placements, SSC CGL)
 * - inverse-value: f⁻¹ of a fractional linear function at a point (CAT, GMAT, Placements)
 * - reciprocal-functional-equation: f(x) + k f(1/x) = Px + Q/x (CAT, GMAT, Placements)
 * - domain-integer-count: integers in the domain of a root over a quadratic (CAT, CUET, GMAT,
 *   Placements) — functions-values.ts
 * - quadratic-range-on-interval: range of a quadratic on [m, n] (CAT, GMAT, GRE, CUET, Placements)
 *   — functions-values.ts
 * - odd-part-value: f(−k) of an odd polynomial plus a constant (SSC CGL, CUET, CAT, GMAT,
 *   Placements) — functions-values.ts
 * - sign-flip-periodic: f(x + k) = −f(x), value far away (CAT, GMAT, Placements) — functions-values.ts
 * - nested-modulus-solutions (CAT level): number or sum of solutions of ||x − a| − b| = c and a
 *   three-layer version (CAT, Placements) — functions-cat.ts
 * - iterated-function-cycle (CAT level): fⁿ(k) for a function that cycles (CAT, GMAT, Placements)
 *   — functions-cat.ts
 * - min-of-max-lines (CAT level): least value of max{f, g, h} or greatest of min{f, g, h} for three
 *   lines (CAT, GMAT, Placements) — functions-cat.ts
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bracketNegative, fractionTex, polynomialTex } from './katex-math.js';

/** f(g(k)) or g(f(k)) for a linear f and a quadratic g. */
export const functionsCompositeValue: QuestionGenerator = {
  id: 'functions/composite-value',
  topic: 'functions',
  difficulty: 'easy',
  exams: ['CAT', 'GMAT', 'CUET', 'Placements', 'SSC CGL'],
  generate(rng) {
    const a = rng.pick([-1, 1]) * rng.int(2, 5);
    const b = rng.pick([-1, 1]) * rng.int(1, 9);
    const e = rng.pick([0, 0, -1, 1, -2, 2, -3, 3]);
    const c = rng.pick([-1, 1]) * rng.int(1, 9);
    const k = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
    const order = rng.pick(['fg', 'gf'] as const);
    const f = (x: number) => a * x + b;
    const g = (x: number) => x * x + e * x + c;
    const fg = f(g(k));
    const gf = g(f(k));
    const value = order === 'fg' ? fg : gf;
    const inner = order === 'fg' ? g(k) : f(k);
    const { options, correctIndex } = choiceOptions(rng, value, [
      order === 'fg' ? gf : fg, // applies the functions in the wrong order
      f(k) * g(k), // reads f(g(k)) as a product
      f(k) + g(k), // adds the two values
      inner, // stops after the inner function
    ]);
    const fx = polynomialTex([a, b]);
    const gx = polynomialTex([1, e, c]);
    const ask = order === 'fg' ? `f(g(${k}))` : `g(f(${k}))`;
    const innerName = order === 'fg' ? `g(${k})` : `f(${k})`;
    const outerName = order === 'fg' ? `f(${inner})` : `g(${inner})`;
    const innerWork =
      order === 'fg'
        ? `${bracketNegative(k)}^2 ${e === 0 ? '' : `${e < 0 ? '-' : '+'} ${Math.abs(e) === 1 ? '' : `${Math.abs(e)} \\times `}${bracketNegative(k)} `}${c < 0 ? '-' : '+'} ${Math.abs(c)}`
        : `${a} \\times ${bracketNegative(k)} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
    const outerWork =
      order === 'fg'
        ? `${a} \\times ${bracketNegative(inner)} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`
        : `${bracketNegative(inner)}^2 ${e === 0 ? '' : `${e < 0 ? '-' : '+'} ${Math.abs(e) === 1 ? '' : `${Math.abs(e)} \\times `}${bracketNegative(inner)} `}${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
    const statement = {
      en: `If $f(x) = ${fx}$ and $g(x) = ${gx}$, find the value of $${ask}$.`,
      hi: `यदि $f(x) = ${fx}$ और $g(x) = ${gx}$, तो $${ask}$ का मान ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `Work from the inside out: first $${innerName} = ${innerWork} = ${inner}$.`,
        `Then $${ask} = ${outerName} = ${outerWork} = ${value}$.`,
        '',
        `**Answer: ${value}**`,
      ].join('\n\n'),
      hi: [
        `अंदर से बाहर की ओर हल करें: पहले $${innerName} = ${innerWork} = ${inner}$।`,
        `फिर $${ask} = ${outerName} = ${outerWork} = ${value}$।`,
        '',
        `**उत्तर: ${value}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Value of a composite function', hi: 'संयुक्त फलन का मान' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [Math.abs(b), Math.abs(c), inner, value],
      check() {
        // Expand the composite function first, then substitute k once.
        // f(g(x)) = a x^2 + a e x + (a c + b); g(f(x)) = a^2 x^2 + (2ab + ae) x + (b^2 + eb + c).
        const coeffs = order === 'fg' ? [a, a * e, a * c + b] : [a * a, 2 * a * b + a * e, b * b + e * b + c];
        const [p = 0, q = 0, r = 0] = coeffs;
        return { kind: 'choice', correct: [options.indexOf(String(p * k * k + q * k + r))] };
      },
    };
  },
};

/** CAT TITA: the value of the inverse of a fractional linear function at a point. */
export const functionsInverseValue: QuestionGenerator = {
  id: 'functions/inverse-value',
  topic: 'functions',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Placements'],
  generate(rng) {
    // Build backwards: pick the answer x0 so that v = f(x0) is a whole number.
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let x0 = 0;
    let v = 0;
    for (;;) {
      a = rng.int(1, 6);
      b = rng.int(-9, 9);
      c = rng.int(1, 3);
      d = rng.pick([-1, 1]) * rng.int(1, 9);
      x0 = rng.int(-6, 9);
      const den = c * x0 + d;
      if (a * d - b * c === 0 || den === 0 || b === 0) continue;
      v = (a * x0 + b) / den;
      if (Number.isInteger(v) && v !== 0 && v !== x0 && x0 !== 0) break;
    }
    const fx = `\\frac{${polynomialTex([a, b])}}{${polynomialTex([c, d])}}`;
    // From x(cy - a) = b - dy: the inverse is (b - dx) / (cx - a).
    const inv = `\\frac{${polynomialTex([-d, b])}}{${polynomialTex([c, -a])}}`;
    const top = b - d * v;
    const bottom = c * v - a;
    const dy = `${c === 1 ? '' : c}xy ${d < 0 ? '-' : '+'} ${Math.abs(d) === 1 ? '' : Math.abs(d)}y`;
    const sub = `\\frac{${b} ${d < 0 ? '+' : '-'} ${Math.abs(d)} \\times ${bracketNegative(v)}}{${c} \\times ${bracketNegative(v)} - ${a}}`;
    const statement = {
      en: `If $f(x) = ${fx}$ (for every $x$ where the denominator is not zero), find the value of $f^{-1}(${v})$.`,
      hi: `यदि $f(x) = ${fx}$ ($x$ के उन सभी मानों के लिए जहाँ हर शून्य नहीं है), तो $f^{-1}(${v})$ का मान ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `Let $y = ${fx}$. Then $${dy} = ${polynomialTex([a, b])}$, so $x(${c === 1 ? '' : c}y - ${a}) = ${polynomialTex([-d, b]).replace(/x/g, 'y')}$.`,
        `Hence $f^{-1}(x) = ${inv}$.`,
        `$f^{-1}(${v}) = ${sub} = \\frac{${top}}{${bottom}} = ${x0}$.`,
        `Check: $f(${x0}) = \\frac{${a * x0 + b}}{${c * x0 + d}} = ${v}$.`,
        '',
        `**Answer: ${x0}**`,
      ].join('\n\n'),
      hi: [
        `माना $y = ${fx}$। तब $${dy} = ${polynomialTex([a, b])}$, अतः $x(${c === 1 ? '' : c}y - ${a}) = ${polynomialTex([-d, b]).replace(/x/g, 'y')}$।`,
        `इसलिए $f^{-1}(x) = ${inv}$।`,
        `$f^{-1}(${v}) = ${sub} = \\frac{${top}}{${bottom}} = ${x0}$।`,
        `जाँच: $f(${x0}) = \\frac{${a * x0 + b}}{${c * x0 + d}} = ${v}$।`,
        '',
        `**उत्तर: ${x0}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Value of an inverse function', hi: 'प्रतिलोम फलन का मान' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: x0, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [Math.abs(b), Math.abs(d), v, x0],
      check() {
        // Search the whole numbers for the input that f sends to v (f is one-one, so it is unique).
        for (let x = -100; x <= 100; x++) {
          if (c * x + d !== 0 && a * x + b === v * (c * x + d))
            return { kind: 'numeric', value: x, tolerance: 0 };
        }
        return { kind: 'numeric', value: Number.NaN, tolerance: 0 };
      },
    };
  },
};

/** f(x) + k f(1/x) = Px + Q/x: find f(t) by writing the equation again at 1/t. */
export const functionsReciprocalEquation: QuestionGenerator = {
  id: 'functions/reciprocal-functional-equation',
  topic: 'functions',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  generate(rng) {
    // Build backwards from the hidden solution f(x) = alpha x + beta / x.
    let k = 0;
    let alpha = 0;
    let beta = 0;
    let t = 0;
    let P = 0;
    let Q = 0;
    for (;;) {
      k = rng.pick([2, 3, 2, 3, 4]);
      alpha = rng.pick([-1, 1]) * rng.int(1, 6);
      t = rng.pick([2, 3, 4, -2, -3]);
      beta = rng.pick([-1, 1]) * Math.abs(t) * rng.int(0, 2);
      P = alpha + k * beta;
      Q = beta + k * alpha;
      if (P !== 0 && Q !== 0) break;
    }
    const answer = alpha * t + beta / t;
    const other = alpha / t + beta * t; // f(1/t)
    const isInt = (x: number) => Number.isInteger(x);
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        -answer, // divides by k^2 - 1 instead of 1 - k^2 (or the reverse)
        P * t + Q / t, // ignores the k f(1/x) term
        other, // solves for f(1/t) instead
        (P * t + Q / t) / (1 + k), // assumes f(1/t) = f(t)
      ].filter(isInt),
    );
    const rhs = `${P === 1 ? '' : P === -1 ? '-' : P}x ${Q < 0 ? '-' : '+'} \\frac{${Math.abs(Q)}}{x}`;
    const inv = fractionTex(1, t);
    // Right-hand sides at x = t and x = 1/t, as fractions over t.
    const r1 = fractionTex(P * t * t + Q, t);
    const r2 = fractionTex(P + Q * t * t, t);
    const kr2MinusR1 = fractionTex(k * (P + Q * t * t) - (P * t * t + Q), t);
    const statement = {
      en: `A function $f$ satisfies $f(x) + ${k}f\\left(\\frac{1}{x}\\right) = ${rhs}$ for every real $x \\neq 0$. Find $f(${t})$.`,
      hi: `एक फलन $f$ प्रत्येक वास्तविक $x \\neq 0$ के लिए $f(x) + ${k}f\\left(\\frac{1}{x}\\right) = ${rhs}$ को संतुष्ट करता है। $f(${t})$ ज्ञात कीजिए।`,
    };
    const put = (lang: 'en' | 'hi', x: string, value: string, lhs: string) =>
      lang === 'en' ? `Put $x = ${x}$: $${lhs} = ${value}$.` : `$x = ${x}$ रखने पर: $${lhs} = ${value}$।`;
    const lhs1 = `u + ${k}w`;
    const wTex = fractionTex(alpha + beta * t * t, t);
    const wShown = wTex.startsWith('-') ? `\\left(${wTex}\\right)` : wTex;
    const lhs2 = `w + ${k}u`;
    const steps = (lang: 'en' | 'hi') => [
      lang === 'en'
        ? `Let $u = f(${t})$ and $w = f\\left(${inv}\\right)$.`
        : `माना $u = f(${t})$ और $w = f\\left(${inv}\\right)$।`,
      put(lang, String(t), r1, lhs1),
      put(lang, inv, r2, lhs2),
      lang === 'en'
        ? `Multiply the second by ${k} and subtract the first: $${k * k - 1}u = ${kr2MinusR1}$.`
        : `दूसरे समीकरण को ${k} से गुणा करके पहला घटाएँ: $${k * k - 1}u = ${kr2MinusR1}$।`,
      lang === 'en'
        ? `So $u = ${answer}$. (Then $w = ${wTex}$, and indeed $${answer} + ${k} \\times ${wShown} = ${r1}$.)`
        : `अतः $u = ${answer}$। (तब $w = ${wTex}$, और सचमुच $${answer} + ${k} \\times ${wShown} = ${r1}$।)`,
    ];
    const solution = {
      en: [...steps('en'), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps('hi'), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Functional equation with f(1/x)', hi: 'f(1/x) वाला फलनात्मक समीकरण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [k, Math.abs(Q), t, answer],
      check() {
        // Cramer's rule on u + k w = R1, k u + w = R2, using only the given equation.
        const R1 = P * t + Q / t;
        const R2 = P / t + Q * t;
        const u = (R1 * 1 - k * R2) / (1 - k * k);
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(u)))] };
      },
    };
  },
};
