import type { QuestionGenerator } from '../../generator.js';
import { polynomialTex, termTex } from './katex-math.js';

/** A value in brackets when negative. */
const br = (n: number) => (n < 0 ? `(${n})` : String(n));

/** CAT: a + b + c = 0 with ab + bc + ca (and abc) given: a⁴ + b⁴ + c⁴ or a⁵ + b⁵ + c⁵. */
export const algebraZeroSumPowers: QuestionGenerator = {
  id: 'basic-alzebra/zero-sum-higher-powers',
  topic: 'basic-alzebra',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const fifth = rng.next() < 0.5;
    let a = 0;
    let b = 0;
    let c = 0;
    for (;;) {
      a = rng.pick([-1, 1]) * rng.int(1, 9);
      b = rng.pick([-1, 1]) * rng.int(1, 9);
      c = -a - b;
      if (c !== 0 && a !== b && b !== c && a !== c) break;
    }
    const t = a * b + b * c + c * a;
    const r = a * b * c;
    const answer = fifth ? -5 * r * t : 2 * t * t;
    const target = fifth ? 'a^5 + b^5 + c^5' : 'a^4 + b^4 + c^4';
    const squares = -2 * t;
    const given = `$a + b + c = 0$, $ab + bc + ca = ${t}$ and $abc = ${r}$`;
    const givenHi = `$a + b + c = 0$, $ab + bc + ca = ${t}$ और $abc = ${r}$`;
    const steps = fifth
      ? [
          `$a^2 + b^2 + c^2 = (a + b + c)^2 - 2(ab + bc + ca) = 0 - 2 \\times ${br(t)} = ${squares}$.`,
          `$a^3 + b^3 + c^3 = 3abc = ${3 * r}$ (because $a + b + c = 0$).`,
          `$(a^2 + b^2 + c^2)(a^3 + b^3 + c^3) = a^5 + b^5 + c^5 + \\sum a^2b^2(a + b)$, and $a + b = -c$, so the sum is $-abc(ab + bc + ca)$.`,
          `$a^5 + b^5 + c^5 = ${squares} \\times ${br(3 * r)} + ${br(r)} \\times ${br(t)} = ${squares * 3 * r} ${r * t < 0 ? '-' : '+'} ${Math.abs(r * t)} = ${answer}$.`,
        ]
      : [
          `$a^2 + b^2 + c^2 = (a + b + c)^2 - 2(ab + bc + ca) = 0 - 2 \\times ${br(t)} = ${squares}$.`,
          `$a^2b^2 + b^2c^2 + c^2a^2 = (ab + bc + ca)^2 - 2abc(a + b + c) = ${br(t)}^2 - 0 = ${t * t}$.`,
          `$a^4 + b^4 + c^4 = (a^2 + b^2 + c^2)^2 - 2(a^2b^2 + b^2c^2 + c^2a^2) = ${squares * squares} - ${2 * t * t} = ${answer}$.`,
        ];
    const stepsHi = fifth
      ? [
          steps[0] ?? '',
          `$a^3 + b^3 + c^3 = 3abc = ${3 * r}$ (क्योंकि $a + b + c = 0$)।`,
          `$(a^2 + b^2 + c^2)(a^3 + b^3 + c^3) = a^5 + b^5 + c^5 + \\sum a^2b^2(a + b)$, और $a + b = -c$, अतः यह योग $-abc(ab + bc + ca)$ है।`,
          steps[3] ?? '',
        ]
      : steps;
    return {
      title: { en: 'Higher powers when a + b + c = 0', hi: 'a + b + c = 0 होने पर उच्च घातें' },
      type: 'numeric',
      statement: {
        en: `If ${given}, find the value of $${target}$.`,
        hi: `यदि ${givenHi}, तो $${target}$ का मान ज्ञात कीजिए।`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [...steps, '', `**Answer: ${answer}**`].join('\n\n'),
        hi: [...stepsHi, '', `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [Math.abs(t), Math.abs(r), Math.abs(answer)],
      check() {
        // The numbers are the roots of z^3 + tz - r = 0: find them by search and add their powers.
        const roots: number[] = [];
        for (let z = -30; z <= 30; z++) if (z * z * z + t * z - r === 0) roots.push(z);
        const n = fifth ? 5 : 4;
        return { kind: 'numeric', value: roots.reduce((s, z) => s + z ** n, 0), tolerance: 0 };
      },
    };
  },
};

/** CAT: least value of a two-variable quadratic by completing two squares. */
export const algebraTwoVariableMinimum: QuestionGenerator = {
  id: 'basic-alzebra/two-variable-minimum',
  topic: 'basic-alzebra',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    // (x − αy)^2 + β(y − γ)^2 + m = x^2 − 2αxy + (α^2 + β)y^2 − 2βγy + βγ^2 + m.
    let al = 0;
    let be = 0;
    let ga = 0;
    let m = 0;
    for (;;) {
      al = rng.pick([-3, -2, -1, 1, 2, 3]);
      be = rng.int(1, 4);
      ga = rng.pick([-1, 1]) * rng.int(1, 6);
      m = rng.int(-30, 40);
      if (be * ga * ga + m !== 0 && m !== 0) break;
    }
    const xy = -2 * al;
    const y2 = al * al + be;
    const y1 = -2 * be * ga;
    const c = be * ga * ga + m;
    const f = (x: number, y: number) => x * x + xy * x * y + y2 * y * y + y1 * y + c;
    const terms = [
      'x^2',
      `${xy < 0 ? '-' : '+'} ${termTex(Math.abs(xy), 'xy')}`,
      `+ ${y2}y^2`,
      `${y1 < 0 ? '-' : '+'} ${termTex(Math.abs(y1), 'y')}`,
      `${c < 0 ? '-' : '+'} ${Math.abs(c)}`,
    ].join(' ');
    const sq1 = `(x ${al < 0 ? '+' : '-'} ${termTex(Math.abs(al), 'y')})^2`;
    const sq2 = `${be === 1 ? '' : be}(y ${ga < 0 ? '+' : '-'} ${Math.abs(ga)})^2`;
    const rest = `${polynomialTex([be, y1, c], 'y')}`;
    const x0 = al * ga;
    return {
      title: { en: 'Least value of a two-variable quadratic', hi: 'दो चरों वाले द्विघात का न्यूनतम मान' },
      type: 'numeric',
      statement: {
        en: `What is the least value of $${terms}$ over all real numbers $x$ and $y$?`,
        hi: `सभी वास्तविक संख्याओं $x$ और $y$ के लिए $${terms}$ का न्यूनतम मान क्या है?`,
      },
      options: [],
      answer: { kind: 'numeric', value: m, tolerance: 0 },
      solution: {
        en: [
          `Collect the terms with $x$ into a square: $x^2 ${xy < 0 ? '-' : '+'} ${termTex(Math.abs(xy), 'xy')} = ${sq1} - ${termTex(al * al, 'y^2')}$.`,
          `What is left is $${rest}$, and completing the square in $y$ gives $${sq2} ${m < 0 ? '-' : '+'} ${Math.abs(m)}$.`,
          `So the expression is $${sq1} + ${sq2} ${m < 0 ? '-' : '+'} ${Math.abs(m)}$. Both squares can be 0 together ($y = ${ga}$, $x = ${x0}$), so the least value is ${m}.`,
          '',
          `**Answer: ${m}**`,
        ].join('\n\n'),
        hi: [
          `$x$ वाले पदों को वर्ग में लिखें: $x^2 ${xy < 0 ? '-' : '+'} ${termTex(Math.abs(xy), 'xy')} = ${sq1} - ${termTex(al * al, 'y^2')}$।`,
          `शेष $${rest}$ है, और $y$ में वर्ग पूरा करने पर $${sq2} ${m < 0 ? '-' : '+'} ${Math.abs(m)}$ मिलता है।`,
          `अतः व्यंजक $${sq1} + ${sq2} ${m < 0 ? '-' : '+'} ${Math.abs(m)}$ है। दोनों वर्ग एक साथ 0 हो सकते हैं ($y = ${ga}$, $x = ${x0}$), अतः न्यूनतम मान ${m} है।`,
          '',
          `**उत्तर: ${m}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [Math.abs(xy), y2, Math.abs(y1), Math.abs(c), Math.abs(m)].filter((v) => v !== 1),
      check() {
        // Search a grid of points (steps of 1/4) and take the smallest value.
        let best = Number.POSITIVE_INFINITY;
        for (let i = -120; i <= 120; i++)
          for (let j = -40; j <= 40; j++) best = Math.min(best, f(i / 4, j / 4));
        return { kind: 'numeric', value: Math.round(best), tolerance: 0 };
      },
    };
  },
};
