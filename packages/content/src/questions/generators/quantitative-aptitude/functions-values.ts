import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { bracketNegative, polynomialTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

/** `(x - 2)`, `(x + 3)` or `x` for the zero 0. */
const factorTex = (r: number) => (r === 0 ? 'x' : r > 0 ? `(x - ${r})` : `(x + ${-r})`);

/** How many integers lie in the domain of √(radicand) / (quadratic with whole zeros). */
export const functionsDomainIntegers: QuestionGenerator = {
  id: 'functions/domain-integer-count',
  topic: 'functions',
  difficulty: 'medium',
  exams: ['CAT', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const symmetric = rng.next() < 0.4; // √(s² − x²) or √((x − p)(q − x))
    let p = 0;
    let q = 0;
    if (symmetric) {
      q = rng.int(3, 9);
      p = -q;
    } else {
      do {
        p = rng.int(-8, 4);
        q = p + rng.int(5, 14);
      } while (q < 1);
    }
    // Zeros of the denominator: at least one inside [p, q], the other anywhere nearby.
    let r1 = 0;
    let r2 = 0;
    do {
      r1 = rng.int(p, q);
      r2 = rng.int(p - 4, q + 4);
    } while (r1 === r2 || r1 + r2 === 0);
    const inside = [r1, r2].filter((r) => r >= p && r <= q);
    const all = q - p + 1;
    const answer = all - inside.length;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      all, // forgets the denominator
      all - 2 - inside.length, // leaves out the end points, where the root is 0
      all - 2, // removes both zeros of the denominator even when one is outside
      answer - 1, // off by one in counting from p to q
    ]);
    const radicand = symmetric ? `${q * q} - x^2` : `${factorTex(p)}(${q} - x)`;
    const denominator = polynomialTex([1, -(r1 + r2), r1 * r2]);
    const f = `f(x) = \\frac{\\sqrt{${radicand}} }{${denominator}}`;
    const statement = {
      en: `How many integers are there in the domain of $${f}$?`,
      hi: `$${f}$ के प्रांत में कितने पूर्णांक हैं?`,
    };
    const radicalLine = symmetric
      ? {
          en: `$${q * q} - x^2 \\ge 0 \\iff -${q} \\le x \\le ${q}$`,
          hi: `$${q * q} - x^2 \\ge 0 \\iff -${q} \\le x \\le ${q}$`,
        }
      : {
          en: `$${radicand} \\ge 0 \\iff ${p} \\le x \\le ${q}$ (a product of two factors is $\\ge 0$ between their zeros)`,
          hi: `$${radicand} \\ge 0 \\iff ${p} \\le x \\le ${q}$ (दो गुणनखंडों का गुणनफल उनके शून्यकों के बीच $\\ge 0$ होता है)`,
        };
    const zeros = `${denominator} = ${factorTex(Math.min(r1, r2))}${factorTex(Math.max(r1, r2))}`;
    const excluded = inside.length === 2 ? `x = ${inside[0]}, ${inside[1]}` : `x = ${inside[0]}`;
    const solution = solved(
      [
        `Under the root: ${radicalLine.en}, which holds $${q} - ${bracketNegative(p)} + 1 = ${all}$ integers.`,
        `Denominator: $${zeros}$, which is zero at $x = ${r1}$ and $x = ${r2}$; inside the interval it removes $${excluded}$.`,
        `Integers in the domain: $${all} - ${inside.length} = ${answer}$.`,
      ],
      [
        `मूल के अंदर: ${radicalLine.hi}, जिसमें $${q} - ${bracketNegative(p)} + 1 = ${all}$ पूर्णांक हैं।`,
        `हर: $${zeros}$, जो $x = ${r1}$ और $x = ${r2}$ पर शून्य है; अंतराल के अंदर यह $${excluded}$ को हटाता है।`,
        `प्रांत में पूर्णांक: $${all} - ${inside.length} = ${answer}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'Integers in the domain of a function', hi: 'फलन के प्रांत में पूर्णांक' },
      statement,
      options,
      correctIndex,
      solution,
      90,
      [answer],
      () => {
        // Try every integer: the root must be real and the denominator non-zero.
        let count = 0;
        for (let x = -60; x <= 60; x++) {
          const under = symmetric ? q * q - x * x : (x - p) * (q - x);
          const den = x * x - (r1 + r2) * x + r1 * r2;
          if (under >= 0 && den !== 0) count++;
        }
        return options.indexOf(String(count));
      },
    );
  },
};

/** The range of a quadratic over a closed interval: the vertex, if inside, and the end points. */
export const functionsQuadraticRange: QuestionGenerator = {
  id: 'functions/quadratic-range-on-interval',
  topic: 'functions',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'GRE', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const a = rng.pick([-2, -1, 1, 1, 2, 3]);
    const h = rng.int(-4, 5);
    const k = rng.int(-9, 12);
    const vertexInside = rng.next() < 0.7;
    let m = 0;
    let n = 0;
    do {
      m = h + (vertexInside ? -rng.int(1, 4) : rng.pick([-1, 1]) * rng.int(1, 3));
      n = m + rng.int(2, 6);
    } while (vertexInside ? !(m < h && h < n) : m <= h && h <= n);
    const f = (x: number) => a * (x - h) ** 2 + k;
    const ends = [f(m), f(n)];
    const inside = m <= h && h <= n;
    const lo = Math.min(...ends, ...(inside ? [k] : []));
    const hi = Math.max(...ends, ...(inside ? [k] : []));
    const range = (u: number, v: number) => `$[${u},\\ ${v}]$`;
    const right = range(lo, hi);
    const { options, correctIndex } = textChoiceOptions(rng, right, [
      range(Math.min(...ends), Math.max(...ends)), // only the end points
      range(Math.min(k, hi), Math.max(k, hi)), // the vertex value, even when outside
      range(Math.min(k, ...ends), Math.max(k, ...ends)), // vertex taken anyway
      range(lo, hi + Math.abs(a)), // a slip at the far end
      range(lo - Math.abs(a), hi), // a slip at the near end
      range(-hi, -lo), // sign slip in the whole function
      range(lo + Math.abs(a), hi + Math.abs(a)), // shifts the interval by one
    ]);
    const poly = polynomialTex([a, -2 * a * h, a * h * h + k]);
    const statement = {
      en: `What is the range of $f(x) = ${poly}$ for $${m} \\le x \\le ${n}$?`,
      hi: `$${m} \\le x \\le ${n}$ के लिए $f(x) = ${poly}$ का परिसर क्या है?`,
    };
    const square = `${a === 1 ? '' : a === -1 ? '-' : a}${h === 0 ? 'x^2' : `${factorTex(h)}^2`}${k === 0 ? '' : k < 0 ? ` - ${-k}` : ` + ${k}`}`;
    const opens = a > 0 ? { en: 'upwards', hi: 'ऊपर की ओर' } : { en: 'downwards', hi: 'नीचे की ओर' };
    const vertexEn = inside
      ? `The vertex $x = ${h}$ lies in the interval, so $f(${h}) = ${k}$ is the ${a > 0 ? 'least' : 'greatest'} value.`
      : `The vertex $x = ${h}$ lies outside the interval, so $f$ is monotonic there and the end points give both extremes.`;
    const vertexHi = inside
      ? `शीर्ष $x = ${h}$ अंतराल के अंदर है, अतः $f(${h}) = ${k}$ ${a > 0 ? 'न्यूनतम' : 'अधिकतम'} मान है।`
      : `शीर्ष $x = ${h}$ अंतराल के बाहर है, अतः वहाँ $f$ एकदिष्ट है और दोनों चरम मान सिरों पर हैं।`;
    const endsLine = `f(${m}) = ${f(m)},\\ f(${n}) = ${f(n)}`;
    const solution = solved(
      [
        `Complete the square: $f(x) = ${square}$, a parabola opening ${opens.en}.`,
        vertexEn,
        `End points: $${endsLine}$.`,
        `So the range is $[${lo},\\ ${hi}]$.`,
      ],
      [
        `पूर्ण वर्ग बनाएँ: $f(x) = ${square}$, ${opens.hi} खुलने वाला परवलय।`,
        vertexHi,
        `सिरे: $${endsLine}$।`,
        `अतः परिसर $[${lo},\\ ${hi}]$ है।`,
      ],
      right,
    );
    return singleChoice(
      { en: 'Range of a quadratic on an interval', hi: 'अंतराल पर द्विघात फलन का परिसर' },
      statement,
      options,
      correctIndex,
      solution,
      100,
      [m, n, lo, hi],
      () => {
        // Sample the interval finely and round the extremes.
        let least = Number.POSITIVE_INFINITY;
        let most = Number.NEGATIVE_INFINITY;
        const g = (x: number) => a * x * x - 2 * a * h * x + a * h * h + k;
        for (let i = 0; i <= 10000; i++) {
          const v = g(m + ((n - m) * i) / 10000);
          least = Math.min(least, v);
          most = Math.max(most, v);
        }
        return options.indexOf(range(Math.round(least), Math.round(most)));
      },
    );
  },
};

/** An odd polynomial plus a constant: f(k) given, f(−k) found without the unknown coefficients. */
export const functionsOddPartValue: QuestionGenerator = {
  id: 'functions/odd-part-value',
  topic: 'functions',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const k = rng.int(1, 3);
    const top = rng.pick([5, 7]);
    const coefficients = [rng.int(-3, 3), rng.int(-4, 4), rng.int(-6, 6)];
    const d = rng.pick([-1, 1]) * rng.int(2, 12);
    const powers = [top, 3, 1];
    const value = (x: number) => coefficients.reduce((s, c, i) => s + c * x ** (powers[i] ?? 1), 0) + d;
    const V = value(k);
    if (V === d || V === 2 * d || V === 0) return functionsOddPartValue.generate(rng);
    const answer = 2 * d - V;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      -V, // forgets the constant term
      V, // takes f as even
      d - V, // adds the constant once only
      -V - 2 * d, // sign slip on the constant
    ]);
    const fx = `f(x) = ax^${top} + bx^3 + cx ${d < 0 ? '-' : '+'} ${Math.abs(d)}`;
    const statement = {
      en: `Let $${fx}$, where $a$, $b$, $c$ are constants. If $f(${k}) = ${V}$, find $f(-${k})$.`,
      hi: `माना $${fx}$, जहाँ $a$, $b$, $c$ अचर हैं। यदि $f(${k}) = ${V}$, तो $f(-${k})$ ज्ञात कीजिए।`,
    };
    const g = `g(x) = ax^${top} + bx^3 + cx`;
    const solution = solved(
      [
        `$${g}$ has only odd powers, so $g(-x) = -g(x)$, and $f(x) = g(x) ${d < 0 ? '-' : '+'} ${Math.abs(d)}$.`,
        `$g(${k}) = ${V} - ${bracketNegative(d)} = ${V - d}$, so $g(-${k}) = ${d - V}$.`,
        `$f(-${k}) = ${d - V} ${d < 0 ? '-' : '+'} ${Math.abs(d)} = ${answer}$.`,
      ],
      [
        `$${g}$ में केवल विषम घातें हैं, अतः $g(-x) = -g(x)$, और $f(x) = g(x) ${d < 0 ? '-' : '+'} ${Math.abs(d)}$।`,
        `$g(${k}) = ${V} - ${bracketNegative(d)} = ${V - d}$, अतः $g(-${k}) = ${d - V}$।`,
        `$f(-${k}) = ${d - V} ${d < 0 ? '-' : '+'} ${Math.abs(d)} = ${answer}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'Value at −k of an odd function plus a constant', hi: 'विषम फलन और अचर के योग का −k पर मान' },
      statement,
      options,
      correctIndex,
      solution,
      45,
      [Math.abs(d), k, V],
      // With the hidden coefficients, evaluate f(−k) directly.
      () => options.indexOf(String(value(-k))),
    );
  },
};

/** f(x + k) = −f(x) with f known on [0, k): the value far away (period 2k, sign by parity). */
export const functionsSignFlipPeriodic: QuestionGenerator = {
  id: 'functions/sign-flip-periodic',
  topic: 'functions',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const k = rng.int(3, 7);
    const square = rng.next() < 0.5;
    const alpha = rng.pick([-1, 1]) * rng.int(1, 4);
    const beta = rng.pick([-1, 1]) * rng.int(1, 9);
    const base = (x: number) => (square ? x * x + beta : alpha * x + beta);
    let N = 0;
    do {
      N = rng.int(25, 160);
    } while (N % k === 0 || base(N % k) === 0);
    const r = N % k;
    const steps = (N - r) / k;
    const sign = steps % 2 === 0 ? 1 : -1;
    const answer = sign * base(r);
    const r2 = N % (2 * k);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      -answer, // wrong parity of the number of steps
      base(N), // applies the formula outside [0, k)
      base(r2), // uses the period 2k but the formula outside its interval
      base(steps), // uses the number of steps as x
    ]);
    const fTex = square ? `x^2 ${beta < 0 ? '-' : '+'} ${Math.abs(beta)}` : polynomialTex([alpha, beta]);
    const statement = {
      en: `A function satisfies $f(x + ${k}) = -f(x)$ for every real $x$, and $f(x) = ${fTex}$ for $0 \\le x < ${k}$. Find $f(${N})$.`,
      hi: `एक फलन प्रत्येक वास्तविक $x$ के लिए $f(x + ${k}) = -f(x)$ को संतुष्ट करता है, और $0 \\le x < ${k}$ के लिए $f(x) = ${fTex}$ है। $f(${N})$ ज्ञात कीजिए।`,
    };
    const rValue = base(r);
    const rWork = square
      ? `f(${r}) = ${r}^2 ${beta < 0 ? '-' : '+'} ${Math.abs(beta)} = ${rValue}`
      : `f(${r}) = ${alpha} \\times ${r} ${beta < 0 ? '-' : '+'} ${Math.abs(beta)} = ${rValue}`;
    const signWord = sign === 1 ? { en: 'even', hi: 'सम' } : { en: 'odd', hi: 'विषम' };
    const solution = solved(
      [
        `Each shift by ${k} flips the sign, so two shifts give $f(x + ${2 * k}) = f(x)$.`,
        `$${N} = ${k} \\times ${steps} + ${r}$: from $x = ${r}$ it takes ${steps} shifts, an ${signWord.en} number, so $f(${N}) = ${sign === 1 ? '' : '-'}f(${r})$.`,
        `$${rWork}$, so $f(${N}) = ${answer}$.`,
      ],
      [
        `$x$ में ${k} जोड़ने पर हर बार चिह्न बदल जाता है, अतः दो बार जोड़ने पर $f(x + ${2 * k}) = f(x)$।`,
        `$${N} = ${k} \\times ${steps} + ${r}$: $x = ${r}$ से ${N} तक पहुँचने के लिए ${steps} बार ${k} जोड़ना पड़ता है, और ${steps} एक ${signWord.hi} संख्या है, अतः $f(${N}) = ${sign === 1 ? '' : '-'}f(${r})$।`,
        `$${rWork}$, अतः $f(${N}) = ${answer}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'A function with f(x + k) = −f(x)', hi: 'f(x + k) = −f(x) वाला फलन' },
      statement,
      options,
      correctIndex,
      solution,
      75,
      [k, N, answer],
      () => {
        // Walk down from N by k at a time, flipping the sign each step.
        let x = N;
        let s = 1;
        while (x >= k) {
          x -= k;
          s = -s;
        }
        return options.indexOf(String(s * base(x)));
      },
    );
  },
};
