import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex, termTex } from './katex-math.js';

/** x : y given: the value of a ratio of two linear expressions in x and y. */
export const algebraRatioExpression: QuestionGenerator = {
  id: 'basic-alzebra/ratio-expression-value',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let m = 0;
    let n = 0;
    let p1 = 0;
    let q1 = 0;
    let p2 = 0;
    let q2 = 0;
    for (;;) {
      m = rng.int(1, 9);
      n = rng.int(1, 9);
      [p1, q1, p2, q2] = [rng.int(1, 9), rng.pick([-1, 1]) * rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      const num = p1 * m + q1 * n;
      const den = p2 * m + q2 * n;
      if (m !== n && num > 0 && den > 0 && num !== den && p1 * q2 !== p2 * q1) break;
    }
    const num = p1 * m + q1 * n;
    const den = p2 * m + q2 * n;
    const frac = (a: number, b: number) => fractionTex(a, b);
    const right = `$${frac(num, den)}$`;
    const mistakes = [
      `$${frac(den, num)}$`, // turns the fraction upside down
      `$${frac(p1 * n + q1 * m, p2 * n + q2 * m)}$`, // puts y = m and x = n
      `$${frac(p1 + q1, p2 + q2)}$`, // ignores the ratio (x = y = 1)
      `$${frac(num + 1, den)}$`,
    ].filter((t) => !/NaN|Infinity/.test(t) && t !== '$0$');
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const lin = (a: number, b: number) =>
      `${termTex(a, 'x')} ${b < 0 ? '-' : '+'} ${termTex(Math.abs(b), 'y')}`;
    const expr = `\\frac{${lin(p1, q1)}}{${lin(p2, q2)}}`;
    return {
      title: { en: 'Expression value from a ratio x : y', hi: 'अनुपात x : y से व्यंजक का मान' },
      type: 'single',
      statement: {
        en: `If $x : y = ${m} : ${n}$, what is the value of $${expr}$?`,
        hi: `यदि $x : y = ${m} : ${n}$, तो $${expr}$ का मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Put $x = ${termTex(m, 'k')}$ and $y = ${termTex(n, 'k')}$; the $k$ cancels.`,
          `Numerator: $${p1} \\times ${m} ${q1 < 0 ? '-' : '+'} ${Math.abs(q1)} \\times ${n} = ${num}$; denominator: $${p2} \\times ${m} + ${q2} \\times ${n} = ${den}$.`,
          `Value $= \\frac{${num}}{${den}}${frac(num, den) === `\\frac{${num}}{${den}}` ? '' : ` = ${frac(num, den)}`}$.`,
          '',
          `**Answer: ${right}**`,
        ].join('\n\n'),
        hi: [
          `$x = ${termTex(m, 'k')}$ और $y = ${termTex(n, 'k')}$ रखें; $k$ कट जाता है।`,
          `अंश: $${p1} \\times ${m} ${q1 < 0 ? '-' : '+'} ${Math.abs(q1)} \\times ${n} = ${num}$; हर: $${p2} \\times ${m} + ${q2} \\times ${n} = ${den}$।`,
          `मान $= \\frac{${num}}{${den}}${frac(num, den) === `\\frac{${num}}{${den}}` ? '' : ` = ${frac(num, den)}`}$।`,
          '',
          `**उत्तर: ${right}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [m, n],
      check() {
        // Take actual numbers x = 7m, y = 7n and compare the value with each option numerically.
        const value = (p1 * 7 * m + q1 * 7 * n) / (p2 * 7 * m + q2 * 7 * n);
        const read = (o: string) => {
          const f = o.match(/^\$(-?)\\frac\{(\d+)\}\{(\d+)\}\$$/);
          if (f) return (f[1] ? -1 : 1) * (Number(f[2]) / Number(f[3]));
          return Number(o.replace(/\$/g, ''));
        };
        return { kind: 'choice', correct: [options.findIndex((o) => Math.abs(read(o) - value) < 1e-9)] };
      },
    };
  },
};

/** x − y and x² − y² given: x (or y) by factorising the difference of squares. */
export const algebraDifferenceOfSquares: QuestionGenerator = {
  id: 'basic-alzebra/difference-of-squares',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const y = rng.int(1, 40);
    const x = y + rng.int(1, 12);
    const d = x - y;
    const sq = x * x - y * y;
    const askX = rng.next() < 0.5;
    const answer = askX ? x : y;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      x + y, // stops at x + y
      askX ? y : x, // gives the other number
      Math.round(sq / d / 2), // halves the sum only
      answer + d, // adds the difference once more
    ]);
    const v = askX ? 'x' : 'y';
    return {
      title: { en: 'Unknown from a difference of squares', hi: 'वर्गों के अंतर से अज्ञात' },
      type: 'single',
      statement: {
        en: `If $x - y = ${d}$ and $x^2 - y^2 = ${sq}$, what is the value of $${v}$?`,
        hi: `यदि $x - y = ${d}$ और $x^2 - y^2 = ${sq}$, तो $${v}$ का मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$x^2 - y^2 = (x - y)(x + y)$, so $x + y = \\frac{${sq}}{${d}} = ${x + y}$.`,
          `Adding and subtracting $x - y = ${d}$: $x = \\frac{${x + y} + ${d}}{2} = ${x}$ and $y = \\frac{${x + y} - ${d}}{2} = ${y}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$x^2 - y^2 = (x - y)(x + y)$, अतः $x + y = \\frac{${sq}}{${d}} = ${x + y}$।`,
          `$x - y = ${d}$ के साथ जोड़ने और घटाने पर: $x = \\frac{${x + y} + ${d}}{2} = ${x}$ और $y = \\frac{${x + y} - ${d}}{2} = ${y}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [d, sq, answer],
      check() {
        // Try every y and keep the one for which both equations hold.
        for (let t = 1; t <= 100; t++) {
          if ((t + d) ** 2 - t * t === sq)
            return { kind: 'choice', correct: [options.indexOf(String(askX ? t + d : t))] };
        }
        return { kind: 'choice', correct: [] };
      },
    };
  },
};
