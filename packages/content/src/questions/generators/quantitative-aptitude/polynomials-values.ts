import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { bracketNegative, polynomialTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

/** p(x) from its coefficients, highest power first. */
const evaluate = (cs: number[], x: number) => cs.reduce((sum, c) => sum * x + c, 0);

/** Lagrange interpolation through the points (xs[i], ys[i]), evaluated at x. */
function interpolate(xs: number[], ys: number[], x: number): number {
  return xs.reduce((sum, xi, i) => {
    let term = ys[i] ?? 0;
    xs.forEach((xj, j) => {
      if (j !== i) term *= (x - xj) / (xi - xj);
    });
    return sum + term;
  }, 0);
}

/** A quadratic known only by three of its values: find its value somewhere else. */
export const polynomialsQuadraticFromValues: QuestionGenerator = {
  id: 'polynomials/quadratic-from-values',
  topic: 'polynomials',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'GRE', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    const c = rng.int(-9, 9);
    do {
      a = rng.pick([-1, 1]) * rng.int(1, 5);
      b = rng.int(-8, 8);
    } while (b === 0 || Math.abs(a) === Math.abs(b));
    const symmetric = rng.next() < 0.5; // p(0), p(1), p(−1) or p(0), p(1), p(2)
    const xs = symmetric ? [0, 1, -1] : [0, 1, 2];
    const k = rng.pick([3, 4, 5, -2, -3]);
    const cs = [a, b, c];
    const ys = xs.map((x) => evaluate(cs, x));
    const [, y1 = 0, y2 = 0] = ys;
    const answer = evaluate(cs, k);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      evaluate([a, -b, c], k), // sign slip in b
      evaluate([b, a, c], k), // swaps a and b
      evaluate([a, b, 0], k), // forgets the constant term
      symmetric ? evaluate([a, b, -c], k) : y2 + (k - 2) * (y2 - y1), // sign of c / straight-line extrapolation
    ]);
    const given = xs.map((x, i) => `p(${x}) = ${ys[i]}`).join(',\\ ');
    const statement = {
      en: `$p(x)$ is a quadratic polynomial with $${given}$. What is $p(${k})$?`,
      hi: `$p(x)$ एक द्विघात बहुपद है जिसमें $${given}$ है। $p(${k})$ क्या है?`,
    };
    const eq1 = `a + b = ${y1} - ${bracketNegative(c)} = ${y1 - c}`;
    const eq2 = symmetric
      ? `a - b = ${y2} - ${bracketNegative(c)} = ${y2 - c}`
      : `4a + 2b = ${y2} - ${bracketNegative(c)} = ${y2 - c}`;
    const solve = symmetric
      ? `Adding: $2a = ${2 * a}$, so $a = ${a}$ and $b = ${b}$.`
      : `Subtract twice the first from the second: $2a = ${2 * a}$, so $a = ${a}$ and $b = ${b}$.`;
    const solveHi = symmetric
      ? `जोड़ने पर: $2a = ${2 * a}$, अतः $a = ${a}$ और $b = ${b}$।`
      : `दूसरे में से पहले का दोगुना घटाने पर: $2a = ${2 * a}$, अतः $a = ${a}$ और $b = ${b}$।`;
    const poly = polynomialTex(cs);
    const at = `p(${k}) = ${a} \\times ${bracketNegative(k)}^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)} \\times ${bracketNegative(k)} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${answer}`;
    const solution = solved(
      [
        `Let $p(x) = ax^2 + bx + c$. Then $c = p(0) = ${c}$.`,
        `$${eq1}$ and $${eq2}$.`,
        solve,
        `$p(x) = ${poly}$, so $${at}$.`,
      ],
      [
        `माना $p(x) = ax^2 + bx + c$। तब $c = p(0) = ${c}$।`,
        `$${eq1}$ और $${eq2}$।`,
        solveHi,
        `$p(x) = ${poly}$, अतः $${at}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'A quadratic from three of its values', hi: 'तीन मानों से द्विघात बहुपद' },
      statement,
      options,
      correctIndex,
      solution,
      100,
      [...ys, k],
      // Lagrange interpolation through the three given points.
      () => options.indexOf(String(Math.round(interpolate(xs, ys, k)))),
    );
  },
};

/** Expansion of (a x + b)^m (x + e)^n by repeated multiplication: the coefficients. */
function expand(a: number, b: number, m: number, e: number, n: number): number[] {
  let out = [1];
  const times = (f: number[]) => {
    const next = new Array<number>(out.length + f.length - 1).fill(0);
    out.forEach((u, i) => {
      f.forEach((v, j) => {
        next[i + j] = (next[i + j] ?? 0) + u * v;
      });
    });
    out = next;
  };
  for (let i = 0; i < m; i++) times([a, b]);
  for (let i = 0; i < n; i++) times([1, e]);
  return out;
}

type CoefficientSum = 'all' | 'even' | 'odd';

/** Sum of all coefficients, or of the even or odd powers, of a product of powers: p(1) and p(−1). */
export const polynomialsSumOfCoefficients: QuestionGenerator = {
  id: 'polynomials/sum-of-coefficients',
  topic: 'polynomials',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 1;
    let b = 1;
    let e = 1;
    do {
      a = rng.int(1, 3);
      b = rng.pick([-1, 1]) * rng.int(1, 4);
      e = rng.pick([-3, -2, 2, 3, 4]);
    } while (a + b === 0 || a === Math.abs(b) || a - b === 0);
    const m = rng.int(3, 5);
    const n = rng.int(1, 2);
    const target = rng.pick<CoefficientSum>(['all', 'even', 'odd']);
    const P1 = (a + b) ** m * (1 + e) ** n;
    const Pm1 = (b - a) ** m * (e - 1) ** n;
    const even = (P1 + Pm1) / 2;
    const odd = (P1 - Pm1) / 2;
    const answer = { all: P1, even, odd }[target];
    const wrongs = {
      all: [Pm1, b ** m * e ** n, even], // puts x = −1 / takes the constant term / even powers only
      even: [P1, odd, P1 + Pm1], // all the coefficients / the odd ones / forgets to halve
      odd: [even, P1 - Pm1, Pm1], // the even ones / forgets to halve / p(−1)
    }[target];
    const { options, correctIndex } = choiceOptions(rng, answer, [...wrongs, -answer]);
    const ax = a === 1 ? 'x' : `${a}x`;
    const expr = `(${ax} ${b < 0 ? '-' : '+'} ${Math.abs(b)})^{${m}}(x ${e < 0 ? '-' : '+'} ${Math.abs(e)})${n === 1 ? '' : `^{${n}}`}`;
    const what = {
      all: { en: 'the sum of all the coefficients', hi: 'सभी गुणांकों का योग' },
      even: {
        en: 'the sum of the coefficients of the even powers of $x$ (the constant term included)',
        hi: '$x$ की सम घातों के गुणांकों का योग (अचर पद सहित)',
      },
      odd: {
        en: 'the sum of the coefficients of the odd powers of $x$',
        hi: '$x$ की विषम घातों के गुणांकों का योग',
      },
    }[target];
    const statement = {
      en: `When $${expr}$ is expanded, what is ${what.en}?`,
      hi: `$${expr}$ का प्रसार करने पर ${what.hi} क्या है?`,
    };
    const at1 = `p(1) = (${a + b})^{${m}} \\times (${1 + e})${n === 1 ? '' : `^{${n}}`} = ${P1}`;
    const atm1 = `p(-1) = (${b - a})^{${m}} \\times (${e - 1})${n === 1 ? '' : `^{${n}}`} = ${Pm1}`;
    const lines = {
      all: {
        en: [`Putting $x = 1$ adds up all the coefficients: $${at1}$.`],
        hi: [`$x = 1$ रखने से सभी गुणांक जुड़ जाते हैं: $${at1}$।`],
      },
      even: {
        en: [
          `$p(1)$ adds all the coefficients; $p(-1)$ adds the even ones and subtracts the odd ones: $${at1}$, $${atm1}$.`,
          `Even powers: $\\frac{p(1) + p(-1)}{2} = \\frac{${P1} + ${bracketNegative(Pm1)}}{2} = ${even}$.`,
        ],
        hi: [
          `$p(1)$ सभी गुणांकों को जोड़ता है; $p(-1)$ सम घातों वाले जोड़ता और विषम घातों वाले घटाता है: $${at1}$, $${atm1}$।`,
          `सम घातें: $\\frac{p(1) + p(-1)}{2} = \\frac{${P1} + ${bracketNegative(Pm1)}}{2} = ${even}$।`,
        ],
      },
      odd: {
        en: [
          `$p(1)$ adds all the coefficients; $p(-1)$ adds the even ones and subtracts the odd ones: $${at1}$, $${atm1}$.`,
          `Odd powers: $\\frac{p(1) - p(-1)}{2} = \\frac{${P1} - ${bracketNegative(Pm1)}}{2} = ${odd}$.`,
        ],
        hi: [
          `$p(1)$ सभी गुणांकों को जोड़ता है; $p(-1)$ सम घातों वाले जोड़ता और विषम घातों वाले घटाता है: $${at1}$, $${atm1}$।`,
          `विषम घातें: $\\frac{p(1) - p(-1)}{2} = \\frac{${P1} - ${bracketNegative(Pm1)}}{2} = ${odd}$।`,
        ],
      },
    }[target];
    const solution = solved(lines.en, lines.hi, String(answer));
    return singleChoice(
      { en: 'Sum of the coefficients of an expansion', hi: 'प्रसार के गुणांकों का योग' },
      statement,
      options,
      correctIndex,
      solution,
      target === 'all' ? 45 : 90,
      [m, answer],
      () => {
        // Expand the product term by term and add the wanted coefficients.
        const cs = expand(a, b, m, e, n);
        const degree = cs.length - 1;
        const sum = cs.reduce(
          (s, c, i) => s + (target === 'all' || (target === 'even') === ((degree - i) % 2 === 0) ? c : 0),
          0,
        );
        return options.indexOf(String(sum));
      },
    );
  },
};

/**
 * CAT: a cubic with a given leading coefficient takes three values lying on a line; p(x) minus that
 * line has the three points as zeros, which fixes p and its value at a fourth point.
 */
export const polynomialsCubicThroughPoints: QuestionGenerator = {
  id: 'polynomials/cubic-through-points',
  topic: 'polynomials',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const lead = rng.pick([1, 1, 2, 3]);
    const start = rng.int(-2, 3);
    const step = rng.pick([1, 1, 2]);
    const xs = [start, start + step, start + 2 * step];
    const k = rng.pick([-3, -2, -1, 1, 2, 3, 4, 5]);
    const c0 = rng.int(-6, 8);
    const [x1 = 0, x2 = 0, x3 = 0] = xs;
    let d = 0;
    do {
      d = rng.int(-3, 9);
    } while (xs.includes(d) || d === x3 + step);
    const line = (x: number) => k * x + c0;
    const ys = xs.map(line);
    const product = (d - x1) * (d - x2) * (d - x3);
    const answer = lead * product + line(d);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      line(d), // stops at the straight line
      lead * product, // forgets to add the line back
      product + line(d), // forgets the leading coefficient
      lead * (d + x1) * (d + x2) * (d + x3) + line(d), // factors with the wrong signs
      -lead * product + line(d), // sign slip in the cubic part
    ]);
    const given = xs.map((x, i) => `p(${x}) = ${ys[i]}`).join(',\\ ');
    const leadEn =
      lead === 1
        ? 'a monic cubic polynomial (leading coefficient 1)'
        : `a cubic polynomial with leading coefficient ${lead}`;
    const leadHi =
      lead === 1 ? 'एक त्रिघात बहुपद है जिसका अग्र गुणांक 1 है' : `एक त्रिघात बहुपद है जिसका अग्र गुणांक ${lead} है`;
    const statement = {
      en: `$p(x)$ is ${leadEn}, and $${given}$. Find $p(${d})$.`,
      hi: `$p(x)$ ${leadHi}, और $${given}$। $p(${d})$ ज्ञात कीजिए।`,
    };
    const lineTex = polynomialTex([k, c0]);
    const q = `q(x) = p(x) - (${lineTex})`;
    const factors = xs.map((x) => (x === 0 ? 'x' : x > 0 ? `(x - ${x})` : `(x + ${-x})`)).join('');
    const leadTex = lead === 1 ? '' : String(lead);
    const dFactors = xs
      .map((x) => (x === 0 ? `(${d})` : `(${d} ${x < 0 ? '+' : '-'} ${Math.abs(x)})`))
      .join('');
    const solution = solved(
      [
        `The three given values lie on the line $y = ${lineTex}$: at each of the three points, $p(x) = ${lineTex}$.`,
        `So $${q}$ is a cubic with leading coefficient ${lead} and zeros $${xs.join(', ')}$: $q(x) = ${leadTex}${factors}$.`,
        `$p(${d}) = ${leadTex}${dFactors} + ${bracketNegative(line(d))} = ${lead * product} + ${bracketNegative(line(d))} = ${answer}$.`,
      ],
      [
        `तीनों दिए गए मान रेखा $y = ${lineTex}$ पर हैं: तीनों बिंदुओं पर $p(x) = ${lineTex}$।`,
        `अतः $${q}$ अग्र गुणांक ${lead} वाला त्रिघात बहुपद है जिसके शून्यक $${xs.join(', ')}$ हैं: $q(x) = ${leadTex}${factors}$।`,
        `$p(${d}) = ${leadTex}${dFactors} + ${bracketNegative(line(d))} = ${lead * product} + ${bracketNegative(line(d))} = ${answer}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'A cubic through three collinear values', hi: 'तीन संरेख मानों से होकर जाता त्रिघात बहुपद' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [...ys, d],
      () => {
        // Solve for the other three coefficients of lead·x³ + Bx² + Cx + D by elimination.
        const rows = xs.map((x, i) => [x * x, x, 1, (ys[i] ?? 0) - lead * x ** 3]);
        for (let col = 0; col < 3; col++) {
          const pivot = rows.findIndex((r, i) => i >= col && Math.abs(r[col] ?? 0) > 1e-12);
          [rows[col], rows[pivot]] = [rows[pivot] as number[], rows[col] as number[]];
          const pr = rows[col] as number[];
          rows.forEach((r, i) => {
            if (i === col) return;
            const f = (r[col] ?? 0) / (pr[col] ?? 1);
            for (let j = 0; j < 4; j++) r[j] = (r[j] ?? 0) - f * (pr[j] ?? 0);
          });
        }
        const [B, C, D] = rows.map((r, i) => (r[3] ?? 0) / (r[i] ?? 1));
        const value = lead * d ** 3 + (B ?? 0) * d * d + (C ?? 0) * d + (D ?? 0);
        return options.indexOf(String(Math.round(value)));
      },
    );
  },
};
