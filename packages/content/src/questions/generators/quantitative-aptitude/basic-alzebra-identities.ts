import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** a + b and ab given (or a − b and ab): a³ + b³ (or a³ − b³) by the cube identity. */
export const algebraCubeSumFromSumProduct: QuestionGenerator = {
  id: 'basic-alzebra/cube-sum-from-sum-product',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const diff = rng.next() < 0.5;
    const s = rng.int(2, 12);
    // In the sum case keep a and b real: s^2 ≥ 4ab.
    const p = rng.int(1, diff ? 30 : Math.floor((s * s) / 4));
    const answer = diff ? s ** 3 + 3 * p * s : s ** 3 - 3 * p * s;
    const given = diff ? `a - b = ${s}` : `a + b = ${s}`;
    const target = diff ? 'a^3 - b^3' : 'a^3 + b^3';
    const { options, correctIndex } = choiceOptions(rng, answer, [
      diff ? s ** 3 - 3 * p * s : s ** 3 + 3 * p * s, // uses the other sign of 3ab(a ± b)
      s ** 3 + (diff ? p * s : -p * s), // forgets the 3 in 3ab
      s ** 3, // drops the 3ab(a ± b) term
      s ** 3 + (diff ? 3 * p : -3 * p), // forgets to multiply by the sum
    ]);
    const op = diff ? '+' : '-';
    const ident = diff ? '(a - b)^3 + 3ab(a - b)' : '(a + b)^3 - 3ab(a + b)';
    return {
      title: { en: 'Cube sum from sum and product', hi: 'योग और गुणनफल से घनों का योग' },
      type: 'single',
      statement: {
        en: `If $${given}$ and $ab = ${p}$, what is the value of $${target}$?`,
        hi: `यदि $${given}$ और $ab = ${p}$, तो $${target}$ का मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$${target} = ${ident}$`,
          `$= ${s}^3 ${op} 3 \\times ${p} \\times ${s} = ${s ** 3} ${op} ${3 * p * s} = ${answer}$`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$${target} = ${ident}$`,
          `$= ${s}^3 ${op} 3 \\times ${p} \\times ${s} = ${s ** 3} ${op} ${3 * p * s} = ${answer}$`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [s, p, answer],
      check() {
        // Find a and b themselves (complex when the sum case has no real pair) and cube them.
        let value: number;
        if (diff) {
          const a = (s + Math.sqrt(s * s + 4 * p)) / 2;
          value = a ** 3 - (a - s) ** 3;
        } else {
          const D = s * s - 4 * p;
          const u = s / 2;
          if (D >= 0) {
            const v = Math.sqrt(D) / 2;
            value = (u + v) ** 3 + (u - v) ** 3;
          } else {
            const w = Math.sqrt(-D) / 2;
            value = 2 * (u ** 3 - 3 * u * w * w); // twice the real part of (u + iw)^3
          }
        }
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(value)))] };
      },
    };
  },
};

type Awkward = 'square-sum' | 'cube-over' | 'cube-diff-over' | 'square-diff-over';

/** Awkward numbers that an identity makes easy: (a + b)², (a³ + b³)/(a² − ab + b²) and the like. */
export const algebraIdentityShortcut: QuestionGenerator = {
  id: 'basic-alzebra/identity-shortcut',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const kind = rng.pick<Awkward>(['square-sum', 'cube-over', 'cube-diff-over', 'square-diff-over']);
    const round = rng.pick([100, 100, 200, 1000]);
    const a = rng.int(Math.floor(round / 2) + 1, round - 1);
    const b = kind === 'cube-diff-over' || kind === 'square-diff-over' ? a - rng.int(2, 40) : round - a;
    const expr =
      kind === 'square-sum'
        ? `${a}^2 + 2 \\times ${a} \\times ${b} + ${b}^2`
        : kind === 'cube-over'
          ? `\\frac{${a}^3 + ${b}^3}{${a}^2 - ${a} \\times ${b} + ${b}^2}`
          : kind === 'cube-diff-over'
            ? `\\frac{${a}^3 - ${b}^3}{${a}^2 + ${a} \\times ${b} + ${b}^2}`
            : `\\frac{${a}^2 - ${b}^2}{${a} + ${b}}`;
    const answer = kind === 'square-sum' ? (a + b) ** 2 : kind === 'cube-over' ? a + b : a - b;
    const rule =
      kind === 'square-sum'
        ? `a^2 + 2ab + b^2 = (a + b)^2 = ${a + b}^2`
        : kind === 'cube-over'
          ? `\\frac{a^3 + b^3}{a^2 - ab + b^2} = a + b`
          : kind === 'cube-diff-over'
            ? `\\frac{a^3 - b^3}{a^2 + ab + b^2} = a - b`
            : `\\frac{a^2 - b^2}{a + b} = a - b`;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      kind === 'square-sum' ? 2 * (a + b) : kind === 'cube-over' ? a - b : a + b, // uses the wrong identity
      kind === 'square-sum' ? a * a + b * b : a * b > 0 ? answer * 2 : answer + 1, // drops the middle term / doubles
      kind === 'square-sum' ? (a + b) ** 2 - 2 * a * b : answer + 10,
    ]);
    return {
      title: { en: 'Value by an algebraic identity', hi: 'बीजीय सर्वसमिका से मान' },
      type: 'single',
      statement: {
        en: `What is the value of $${expr}$?`,
        hi: `$${expr}$ का मान क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `With $a = ${a}$ and $b = ${b}$: $${rule}$.`,
          `So the value is ${answer}; no big powers need to be worked out.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$a = ${a}$ और $b = ${b}$ लेने पर: $${rule}$।`,
          `अतः मान ${answer} है; बड़ी घातें निकालने की आवश्यकता नहीं।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [a, b, answer],
      check() {
        // Evaluate the expression directly with big-integer arithmetic.
        const A = BigInt(a);
        const B = BigInt(b);
        const v =
          kind === 'square-sum'
            ? A * A + 2n * A * B + B * B
            : kind === 'cube-over'
              ? (A ** 3n + B ** 3n) / (A * A - A * B + B * B)
              : kind === 'cube-diff-over'
                ? (A ** 3n - B ** 3n) / (A * A + A * B + B * B)
                : (A * A - B * B) / (A + B);
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};

/** (px + q)² − (px − q)² or their sum: pick the simplified expression. */
export const algebraSimplifySquares: QuestionGenerator = {
  id: 'basic-alzebra/simplify-square-difference',
  topic: 'basic-alzebra',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const p = rng.int(1, 9);
    let q = rng.int(1, 12);
    if (q === p) q += 1;
    const diff = rng.next() < 0.5;
    const px = termTex(p, 'x');
    const expr = `(${px} + ${q})^2 ${diff ? '-' : '+'} (${px} - ${q})^2`;
    const sq = (n: number) => `${termTex(n, 'x^2')}`;
    const right = diff ? `$${termTex(4 * p * q, 'x')}$` : `$${sq(2 * p * p)} + ${2 * q * q}$`;
    const mistakes = diff
      ? [
          `$${termTex(2 * p * q, 'x')}$`, // keeps one middle term only
          `$${sq(2 * p * p)} + ${2 * q * q}$`, // adds instead of subtracting
          '$0$', // cancels the middle terms as well
          `$${termTex(4 * p * q, 'x')} + ${2 * q * q}$`, // does not cancel the constants
        ]
      : [
          `$${termTex(4 * p * q, 'x')}$`, // subtracts instead of adding
          `$${sq(p * p)} + ${q * q}$`, // forgets to double
          `$${sq(2 * p * p)} + ${termTex(4 * p * q, 'x')} + ${2 * q * q}$`, // does not cancel the middle terms
        ];
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const mid = termTex(2 * p * q, 'x');
    return {
      title: { en: 'Sum or difference of two squares expanded', hi: 'दो वर्गों का योग या अंतर विस्तार से' },
      type: 'single',
      statement: {
        en: `Simplify: $${expr}$`,
        hi: `सरल कीजिए: $${expr}$`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$(${px} + ${q})^2 = ${sq(p * p)} + ${mid} + ${q * q}$ and $(${px} - ${q})^2 = ${sq(p * p)} - ${mid} + ${q * q}$.`,
          diff
            ? `Subtracting, the squares and constants cancel and the middle terms add: ${right}.`
            : `Adding, the middle terms cancel and the rest doubles: ${right}.`,
          '',
          `**Answer: ${right}**`,
        ].join('\n\n'),
        hi: [
          `$(${px} + ${q})^2 = ${sq(p * p)} + ${mid} + ${q * q}$ और $(${px} - ${q})^2 = ${sq(p * p)} - ${mid} + ${q * q}$।`,
          diff
            ? `घटाने पर वर्ग और अचर पद कट जाते हैं और बीच वाले पद जुड़ जाते हैं: ${right}।`
            : `जोड़ने पर बीच वाले पद कट जाते हैं और बाकी दोगुने हो जाते हैं: ${right}।`,
          '',
          `**उत्तर: ${right}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [q],
      check() {
        // Evaluate the expression and each option at a few points; keep the option that always agrees.
        const f = (x: number) => (p * x + q) ** 2 + (diff ? -1 : 1) * (p * x - q) ** 2;
        const parse = (o: string) => (x: number) => {
          const body = o.replace(/\$/g, '');
          let total = 0;
          for (const term of body.replace(/ - /g, ' + -').split(' + ')) {
            const m = term.match(/^(-?\d*)(x\^2|x)?$/);
            if (!m) return Number.NaN;
            const coef = m[1] === '' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
            total += coef * (m[2] === 'x^2' ? x * x : m[2] === 'x' ? x : 1);
          }
          return total;
        };
        const index = options.findIndex((o) =>
          [-2, 0.5, 3].every((x) => Math.abs(parse(o)(x) - f(x)) < 1e-9),
        );
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
