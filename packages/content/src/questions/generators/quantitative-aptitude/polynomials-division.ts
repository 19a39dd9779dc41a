import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { bracketNegative, polynomialTex, termTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

/** The linear factor whose zero is r: `(x - 2)`, `(x + 3)`. */
const factorTex = (r: number) => (r > 0 ? `(x - ${r})` : `(x + ${-r})`);

/** Polynomial long division (coefficients highest power first): the remainder's coefficients. */
function longDivisionRemainder(dividend: number[], divisor: number[]): number[] {
  const rest = [...dividend];
  const lead = divisor[0] ?? 1;
  for (let i = 0; i + divisor.length <= rest.length; i++) {
    const q = (rest[i] ?? 0) / lead;
    divisor.forEach((c, j) => {
      rest[i + j] = (rest[i + j] ?? 0) - q * c;
    });
  }
  return rest.slice(rest.length - (divisor.length - 1));
}

/** Product of two polynomials (coefficients highest power first). */
function multiply(p: number[], q: number[]): number[] {
  const out = new Array<number>(p.length + q.length - 1).fill(0);
  p.forEach((a, i) => {
    q.forEach((b, j) => {
      out[i + j] = (out[i + j] ?? 0) + a * b;
    });
  });
  return out;
}

/** Remainders on division by (x − a) and (x − b) are given: the remainder on division by their product. */
export const polynomialsRemainderByQuadratic: QuestionGenerator = {
  id: 'polynomials/remainder-by-quadratic',
  topic: 'polynomials',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 0;
    let b = 0;
    let p = 0;
    let q = 0;
    do {
      a = rng.int(-4, 5);
      b = rng.int(-4, 5);
      p = rng.pick([-1, 1]) * rng.int(1, 6);
      q = rng.pick([-1, 1]) * rng.int(1, 9);
    } while (a >= b || a === 0 || b === 0 || Math.abs(p) === Math.abs(q));
    const r1 = p * a + q;
    const r2 = p * b + q;
    const quadratic = polynomialTex([1, -(a + b), a * b]);
    const lin = (s: number, t: number) => `$${polynomialTex([s, t])}$`;
    const right = lin(p, q);
    const { options, correctIndex } = textChoiceOptions(rng, right, [
      lin(-p, q), // takes the zeros of the factors with the wrong sign
      lin(q, p), // swaps the slope and the constant
      lin(r1, r2), // writes the two remainders as the coefficients
      lin(p, -q), // sign slip in the constant
    ]);
    const statement = {
      en: `A polynomial $p(x)$ leaves the remainder $${r1}$ when divided by $${factorTex(a)}$ and the remainder $${r2}$ when divided by $${factorTex(b)}$. What is the remainder when $p(x)$ is divided by $${quadratic}$?`,
      hi: `एक बहुपद $p(x)$ को $${factorTex(a)}$ से भाग देने पर शेषफल $${r1}$ और $${factorTex(b)}$ से भाग देने पर शेषफल $${r2}$ बचता है। $p(x)$ को $${quadratic}$ से भाग देने पर शेषफल क्या होगा?`,
    };
    const eqA = `${termTex(a, 'A')} + B = ${r1}`;
    const eqB = `${termTex(b, 'A')} + B = ${r2}`;
    const solution = solved(
      [
        `$${quadratic} = ${factorTex(a)}${factorTex(b)}$. The divisor has degree 2, so the remainder is linear: $p(x) = ${factorTex(a)}${factorTex(b)}\\,Q(x) + Ax + B$.`,
        `Put $x = ${a}$ and $x = ${b}$ (remainder theorem): $${eqA}$ and $${eqB}$.`,
        `Subtracting: ${b - a === 1 ? '' : `$${termTex(b - a, 'A')} = ${r2 - r1}$, so `}$A = ${p}$; then $B = ${r1} - ${bracketNegative(a * p)} = ${q}$.`,
      ],
      [
        `$${quadratic} = ${factorTex(a)}${factorTex(b)}$। भाजक की घात 2 है, इसलिए शेषफल रैखिक होगा: $p(x) = ${factorTex(a)}${factorTex(b)}\\,Q(x) + Ax + B$।`,
        `$x = ${a}$ और $x = ${b}$ रखने पर (शेषफल प्रमेय): $${eqA}$ और $${eqB}$।`,
        `घटाने पर: ${b - a === 1 ? '' : `$${termTex(b - a, 'A')} = ${r2 - r1}$, अतः `}$A = ${p}$; फिर $B = ${r1} - ${bracketNegative(a * p)} = ${q}$।`,
      ],
      right,
    );
    const extra = rng.int(-5, 5);
    return singleChoice(
      { en: 'Remainder on division by a quadratic', hi: 'द्विघात भाजक से भाग का शेषफल' },
      statement,
      options,
      correctIndex,
      solution,
      90,
      [r1, r2],
      () => {
        // Build one polynomial with these remainders and divide it by the quadratic, long division.
        const poly = multiply([1, -(a + b), a * b], [1, extra]);
        poly[poly.length - 2] = (poly[poly.length - 2] ?? 0) + p;
        poly[poly.length - 1] = (poly[poly.length - 1] ?? 0) + q;
        const [s = 0, t = 0] = longDivisionRemainder(poly, [1, -(a + b), a * b]).map(Math.round);
        return options.indexOf(lin(s, t));
      },
    );
  },
};

/** A product of linear factors, sorted by zero: `(x + 3)(x - 2)`. */
const factorsTex = (zeros: number[]) =>
  [...zeros]
    .sort((u, v) => u - v)
    .map(factorTex)
    .join('');

/** HCF or LCM of two quadratics that share one linear factor. */
export const polynomialsHcfLcm: QuestionGenerator = {
  id: 'polynomials/hcf-lcm',
  topic: 'polynomials',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    const pool = [-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7];
    const [a = 1, b = 2, c = 3] = rng.shuffle(pool);
    const lcm = rng.next() < 0.5;
    const p1 = polynomialTex([1, -(a + b), a * b]);
    const p2 = polynomialTex([1, -(a + c), a * c]);
    const right = `$${lcm ? factorsTex([a, b, c]) : factorsTex([a])}$`;
    const mistakes = lcm
      ? [
          `$${factorsTex([a, a, b, c])}$`, // multiplies the two polynomials
          `$${factorsTex([-a, -b, -c])}$`, // factors with the wrong signs
          `$${factorsTex([b, c])}$`, // leaves out the common factor
          `$${factorsTex([a])}$`, // gives the HCF
        ]
      : [
          `$${factorsTex([-a])}$`, // common factor with the wrong sign
          `$${factorsTex([a, b, c])}$`, // gives the LCM
          `$${factorsTex([b])}$`, // a factor of the first only
          `$${factorsTex([c])}$`, // a factor of the second only
        ];
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const which = lcm ? { en: 'LCM', hi: 'लघुत्तम समापवर्त्य (LCM)' } : { en: 'HCF', hi: 'महत्तम समापवर्तक (HCF)' };
    const statement = {
      en: `What is the ${which.en} of the polynomials $${p1}$ and $${p2}$?`,
      hi: `बहुपदों $${p1}$ और $${p2}$ का ${which.hi} क्या है?`,
    };
    const f1 = factorsTex([a, b]);
    const f2 = factorsTex([a, c]);
    const solution = solved(
      [
        `Factorise: $${p1} = ${f1}$ and $${p2} = ${f2}$.`,
        lcm
          ? `LCM = every factor, each taken once at its highest power: $${factorsTex([a, b, c])}$.`
          : `HCF = the factor common to both: $${factorTex(a)}$.`,
      ],
      [
        `गुणनखंड: $${p1} = ${f1}$ और $${p2} = ${f2}$।`,
        lcm
          ? `LCM = सभी गुणनखंड, हर एक अपनी सबसे बड़ी घात में एक बार: $${factorsTex([a, b, c])}$।`
          : `HCF = दोनों में साझा गुणनखंड: $${factorTex(a)}$।`,
      ],
      right,
    );
    return singleChoice(
      { en: 'HCF and LCM of two polynomials', hi: 'दो बहुपदों का HCF और LCM' },
      statement,
      options,
      correctIndex,
      solution,
      75,
      [Math.abs(a * b), Math.abs(a * c)],
      () => {
        // Find the zeros of each quadratic by trying whole numbers, then intersect or unite them.
        const zerosOf = (s: number, t: number) => {
          const zs: number[] = [];
          for (let x = -20; x <= 20; x++) if (x * x - s * x + t === 0) zs.push(x);
          return zs;
        };
        const z1 = zerosOf(a + b, a * b);
        const z2 = zerosOf(a + c, a * c);
        const zs = lcm ? [...new Set([...z1, ...z2])] : z1.filter((z) => z2.includes(z));
        return options.indexOf(`$${factorsTex(zs)}$`);
      },
    );
  },
};
