import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { bracketNegative } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

/**
 * CAT: p has integer coefficients and two known values; which listed number can p(m) be? For
 * integers u ≠ w, (u − w) divides p(u) − p(w): three options fail it, the fourth is reached.
 */
export const polynomialsIntegerCoefficientValues: QuestionGenerator = {
  id: 'polynomials/integer-coefficient-values',
  topic: 'polynomials',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const k = rng.int(2, 5);
    const m = k + rng.int(2, 7);
    const A = rng.int(-9, 15);
    const slope = rng.pick([-1, 1]) * rng.int(1, 6);
    const B = A + slope * k;
    const c = rng.pick([-3, -2, -1, 1, 2, 3]);
    // One integer polynomial through (0, A) and (k, B): A + slope·x + c·x(x − k).
    const v = A + slope * m + c * m * (m - k);
    const fails = (w: number) => (w - A) % m !== 0 || (w - B) % (m - k) !== 0;
    // One trap that passes the test by m but fails the test by m − k (when there is one), then near misses.
    const traps = rng
      .shuffle([-2, -1, 1, 2].map((j) => v + j * m))
      .filter(fails)
      .slice(0, 1);
    const near = [
      ...traps,
      ...rng.shuffle([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6].map((t) => v + t * rng.pick([1, 1, 2]))),
    ]
      .filter((w, i, all) => fails(w) && all.indexOf(w) === i)
      .slice(0, 3);
    const options = rng.shuffle([v, ...near]).map(String);
    const correctIndex = options.indexOf(String(v));
    const statement = {
      en: `A polynomial $p(x)$ with integer coefficients has $p(0) = ${A}$ and $p(${k}) = ${B}$. Which of the following can be the value of $p(${m})$?`,
      hi: `पूर्णांक गुणांकों वाले एक बहुपद $p(x)$ में $p(0) = ${A}$ और $p(${k}) = ${B}$ है। निम्नलिखित में से कौन-सा $p(${m})$ का मान हो सकता है?`,
    };
    const test = (w: number) => {
      const one = `${m} \\mid ${bracketNegative(w - A)}`;
      const two = `${m - k} \\mid ${bracketNegative(w - B)}`;
      return { one, two, ok1: (w - A) % m === 0, ok2: (w - B) % (m - k) === 0 };
    };
    const rows = options.map(Number).map((w) => {
      const t = test(w);
      const bad = !t.ok1 ? t.one.replace('\\mid', '\\nmid') : !t.ok2 ? t.two.replace('\\mid', '\\nmid') : '';
      return { w, bad, t };
    });
    const rejectEn = rows
      .filter((r) => r.bad)
      .map((r) => `$${r.w}$: $${r.bad}$`)
      .join('; ');
    const build = `p(x) = ${A} ${slope < 0 ? '-' : '+'} ${Math.abs(slope) === 1 ? '' : Math.abs(slope)}x ${c < 0 ? '-' : '+'} ${Math.abs(c) === 1 ? '' : Math.abs(c)}x(x - ${k})`;
    const t = test(v);
    const solution = solved(
      [
        `For integer coefficients, $u^n - w^n$ has the factor $u - w$, so $(u - w)$ divides $p(u) - p(w)$.`,
        `So $p(${m})$ must satisfy $${m} \\mid p(${m}) - ${bracketNegative(A)}$ and $${m - k} \\mid p(${m}) - ${bracketNegative(B)}$.`,
        `Ruled out: ${rejectEn}.`,
        `$${v}$ passes ($${t.one}$, $${t.two}$), and it is reached: $${build}$ gives $p(0) = ${A}$, $p(${k}) = ${B}$, $p(${m}) = ${v}$.`,
      ],
      [
        `पूर्णांक गुणांकों के लिए $u^n - w^n$ में $u - w$ गुणनखंड है, अतः $(u - w)$, $p(u) - p(w)$ को विभाजित करता है।`,
        `अतः $p(${m})$ के लिए $${m} \\mid p(${m}) - ${bracketNegative(A)}$ और $${m - k} \\mid p(${m}) - ${bracketNegative(B)}$ होना चाहिए।`,
        `अस्वीकार: ${rejectEn}।`,
        `$${v}$ दोनों शर्तें पूरी करता है ($${t.one}$, $${t.two}$), और यह मान मिलता भी है: $${build}$ से $p(0) = ${A}$, $p(${k}) = ${B}$, $p(${m}) = ${v}$।`,
      ],
      String(v),
    );
    return singleChoice(
      { en: 'Values of a polynomial with integer coefficients', hi: 'पूर्णांक गुणांकों वाले बहुपद के मान' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [A, B, m],
      () => {
        // Newton's divided differences through (0, A), (k, B), (m, w): an integer polynomial passes
        // through the three points exactly when every divided difference is a whole number.
        return options.findIndex((o) => {
          const w = Number(o);
          const f01 = (B - A) / k;
          const f12 = (w - B) / (m - k);
          const f012 = (f12 - f01) / m;
          return Number.isInteger(f01) && Number.isInteger(f12) && Number.isInteger(f012);
        });
      },
    );
  },
};
