import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex, polynomialTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

const gcd = (x: number, y: number): number => (y === 0 ? Math.abs(x) : gcd(y, x % y));

/**
 * CAT: the number (or the sum) of real solutions of a nested modulus equation
 * ||x − a| − b| = c or |||x − a| − b| − c| = d, peeled one layer at a time with a case split.
 */
export const functionsNestedModulus: QuestionGenerator = {
  id: 'functions/nested-modulus-solutions',
  topic: 'functions',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const deep = rng.next() < 0.5;
    const a = rng.int(-6, 8);
    const b = rng.int(1, 9);
    // Around b, so that every case (4, 3, 2 or 1 solutions per layer) comes up.
    const c = Math.max(0, b + rng.int(-4, 3));
    const d = deep ? Math.max(1, c + rng.int(-4, 2)) : 0;
    const askSum = rng.next() < 0.3 && a !== 0;
    // Values t = |x − a| that satisfy the outer layers; each t > 0 gives two x, t = 0 gives one.
    const inner = deep ? [c + d, c - d].filter((u) => u >= 0) : [c];
    const tsAll = inner.flatMap((u) => (u === 0 ? [b] : [b + u, b - u]));
    const ts = [...new Set(tsAll.filter((t) => t >= 0))].sort((u, v) => v - u);
    const xs = ts.flatMap((t) => (t === 0 ? [a] : [a - t, a + t])).sort((u, v) => u - v);
    const count = xs.length;
    const sum = xs.reduce((s, x) => s + x, 0);
    if (count === 0 || (askSum && count < 2)) return functionsNestedModulus.generate(rng);
    const naive = deep ? 8 : 4;
    const answer = askSum ? sum : count;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      askSum
        ? [
            naive * a, // counts every sign case as a solution
            0, // assumes the solutions cancel in pairs
            sum + a, // counts the middle solution twice or misses one
            sum - a,
            -sum, // reads the shift with the wrong sign
          ]
        : [naive, tsAll.length * 2, count + 1, count - 1, count + 2].filter((w) => w > 0),
    );
    const shift = a === 0 ? 'x' : `x ${a < 0 ? '+' : '-'} ${Math.abs(a)}`;
    const lhs = deep
      ? `\\left|\\,\\big||${shift}| - ${b}\\big| - ${c}\\,\\right|`
      : `\\big||${shift}| - ${b}\\big|`;
    const rhs = deep ? d : c;
    const equation = `${lhs} = ${rhs}`;
    const what = askSum
      ? { en: 'What is the sum of all the real solutions of', hi: 'के सभी वास्तविक हलों का योग क्या है?' }
      : { en: 'How many real solutions does', hi: 'के कितने वास्तविक हल हैं?' };
    const statement = askSum
      ? { en: `${what.en} $${equation}$?`, hi: `$${equation}$ ${what.hi}` }
      : { en: `${what.en} $${equation}$ have?`, hi: `$${equation}$ ${what.hi}` };
    const t = `|${shift}|`;
    const layers: { en: string; hi: string }[] = [];
    if (deep) {
      const us = `\\big|${t} - ${b}\\big| = ${c} \\pm ${d}`;
      layers.push({
        en: `Outer layer: $${us}$; a modulus is never negative, so $\\big|${t} - ${b}\\big|$ is $${inner.join('$ or $')}$.`,
        hi: `बाहरी परत: $${us}$; मापांक कभी ऋणात्मक नहीं होता, अतः $\\big|${t} - ${b}\\big|$ का मान $${inner.join('$ या $')}$ है।`,
      });
    }
    const tList = tsAll.map((v) => String(v)).join(',\\ ');
    layers.push({
      en: `${deep ? 'Middle layer: for each such value $u$, ' : 'Inner layer: '}$${t} = ${b} \\pm ${deep ? 'u' : c}$, i.e. $${t} \\in \\{${tList}\\}$; keep the values $\\ge 0$: $${ts.join(',\\ ')}$.`,
      hi: `${deep ? 'बीच की परत: ऐसे हर मान $u$ के लिए ' : 'अंदर की परत: '}$${t} = ${b} \\pm ${deep ? 'u' : c}$, अर्थात् $${t} \\in \\{${tList}\\}$; केवल $\\ge 0$ वाले मान रखें: $${ts.join(',\\ ')}$।`,
    });
    layers.push({
      en: `Each positive value gives two $x$ and the value 0 gives one: $x = ${xs.join(',\\ ')}$ (${count} ${count === 1 ? 'solution' : 'solutions'}).`,
      hi: `हर धनात्मक मान से दो $x$ और मान 0 से एक $x$ मिलता है: $x = ${xs.join(',\\ ')}$ (${count} हल)।`,
    });
    if (askSum)
      layers.push({
        en: `Sum: $${xs.map((x) => (x < 0 ? `(${x})` : String(x))).join(' + ')} = ${sum}$.`,
        hi: `योग: $${xs.map((x) => (x < 0 ? `(${x})` : String(x))).join(' + ')} = ${sum}$।`,
      });
    const solution = solved(
      layers.map((l) => l.en),
      layers.map((l) => l.hi),
      String(answer),
    );
    const lhsValue = (x: number) => {
      const two = Math.abs(Math.abs(x - a) - b);
      return deep ? Math.abs(two - c) : two;
    };
    return singleChoice(
      { en: 'Solutions of a nested modulus equation', hi: 'मापांक के भीतर मापांक वाले समीकरण के हल' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [b, rhs],
      () => {
        // Every solution is a whole number (sums and differences of whole numbers): try them all.
        const found: number[] = [];
        for (let x = a - 60; x <= a + 60; x++) if (lhsValue(x) === rhs) found.push(x);
        const value = askSum ? found.reduce((s, x) => s + x, 0) : found.length;
        return options.indexOf(String(value));
      },
    );
  },
};

/** A rational number as [numerator, denominator], denominator positive and reduced. */
type Fraction = [number, number];
const reduce = ([n, dd]: Fraction): Fraction => {
  const g = gcd(n, dd) || 1;
  const s = dd < 0 ? -1 : 1;
  return [(s * n) / g, (s * dd) / g];
};
const fracTex = ([n, dd]: Fraction) => fractionTex(n, dd);

type Mobius = 'three' | 'four';
/** f(x) = 1/(1 − x) (period 3) or f(x) = (x − 1)/(x + 1) (period 4), applied to a fraction. */
function apply(kind: Mobius, [n, dd]: Fraction): Fraction {
  return kind === 'three' ? reduce([dd, dd - n]) : reduce([n - dd, n + dd]);
}

/** CAT: f applied N times (f(x) = 1/(1 − x) or (x − 1)/(x + 1)) at a point: find the cycle, reduce N. */
export const functionsIteratedCycle: QuestionGenerator = {
  id: 'functions/iterated-function-cycle',
  topic: 'functions',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<Mobius>(['three', 'four']);
    const period = kind === 'three' ? 3 : 4;
    const k = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6, 7]);
    const N = rng.int(15, 130);
    const cycle: Fraction[] = [[k, 1]];
    for (let i = 1; i < period; i++) cycle.push(apply(kind, cycle[i - 1] as Fraction));
    const r = N % period;
    const right = `$${fracTex(cycle[r] as Fraction)}$`;
    const wrong = [
      ...cycle.map((f) => `$${fracTex(f)}$`), // the other members of the cycle (remainder slips)
      `$${fracTex(reduce([1, 1 + k]))}$`, // sign slip in the first step
      `$${fracTex(reduce([-k, 1]))}$`,
    ];
    const { options, correctIndex } = textChoiceOptions(rng, right, wrong);
    const fTex = kind === 'three' ? '\\frac{1}{1 - x}' : '\\frac{x - 1}{x + 1}';
    const statement = {
      en: `Let $f(x) = ${fTex}$, and let $f^{n}$ mean $f$ applied $n$ times ($f^{2}(x) = f(f(x))$, and so on). Find $f^{${N}}(${k})$.`,
      hi: `माना $f(x) = ${fTex}$, और $f^{n}$ का अर्थ है $f$ को $n$ बार लगाना ($f^{2}(x) = f(f(x))$, इत्यादि)। $f^{${N}}(${k})$ ज्ञात कीजिए।`,
    };
    const general =
      kind === 'three'
        ? `f^{2}(x) = \\frac{1}{1 - \\frac{1}{1 - x}} = \\frac{x - 1}{x},\\quad f^{3}(x) = \\frac{1}{1 - \\frac{x - 1}{x}} = x`
        : `f^{2}(x) = \\frac{\\frac{x - 1}{x + 1} - 1}{\\frac{x - 1}{x + 1} + 1} = -\\frac{1}{x},\\quad f^{4}(x) = -\\frac{1}{-\\frac{1}{x}} = x`;
    // KaTeX reads `}}` fine, but the text lint flags it as a template leftover: keep a space between.
    const generalTex = general.replace(/\}\}/g, '} }');
    const chain = cycle.map((f, i) => `f^{${i}}(${k}) = ${fracTex(f)}`).join(',\\ ');
    const q = (N - r) / period;
    const solution = solved(
      [
        `Compose: $${generalTex}$. So $f$ repeats every ${period} applications.`,
        `$${N} = ${period} \\times ${q} + ${r}$, so $f^{${N}}(${k}) = f^{${r}}(${k})$.`,
        `Along the cycle: $${chain}$ (with $f^{0}(x) = x$).`,
        `Hence $f^{${N}}(${k}) = ${fracTex(cycle[r] as Fraction)}$.`,
      ],
      [
        `संयोजन: $${generalTex}$। अतः $f$ हर ${period} बार लगाने पर दोहराता है।`,
        `$${N} = ${period} \\times ${q} + ${r}$, अतः $f^{${N}}(${k}) = f^{${r}}(${k})$।`,
        `चक्र में: $${chain}$ ($f^{0}(x) = x$ के साथ)।`,
        `अतः $f^{${N}}(${k}) = ${fracTex(cycle[r] as Fraction)}$।`,
      ],
      right,
    );
    return singleChoice(
      { en: 'A function applied many times', hi: 'कई बार लगाया गया फलन' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [N, Math.abs(k)],
      () => {
        // Apply f N times in floating point and pick the option with that value.
        let x = k;
        for (let i = 0; i < N; i++) x = kind === 'three' ? 1 / (1 - x) : (x - 1) / (x + 1);
        const optionValue = (o: string) => {
          const m = o.match(/^\$(-?)(?:\\frac\{(\d+)\}\{(\d+)\}|(\d+))\$$/);
          if (!m) return Number.NaN;
          const v = m[4] !== undefined ? Number(m[4]) : Number(m[2]) / Number(m[3]);
          return m[1] ? -v : v;
        };
        return options.findIndex((o) => Math.abs(optionValue(o) - x) < 1e-9);
      },
    );
  },
};

interface Line {
  slope: number;
  icept: number;
}

/**
 * CAT: the least value of max(f, g, h) (or the greatest of min) for three lines, one rising, one
 * falling and one flatter: the envelope's corner is where two of them cross.
 */
export const functionsMinOfMax: QuestionGenerator = {
  id: 'functions/min-of-max-lines',
  topic: 'functions',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const minOfMax = rng.next() < 0.6;
    for (;;) {
      const a1 = rng.int(2, 5);
      const a2 = rng.int(2, 5);
      const x0 = rng.int(-4, 6);
      const v = rng.int(-5, 15);
      const rising: Line = { slope: a1, icept: v - a1 * x0 };
      const falling: Line = { slope: -a2, icept: v + a2 * x0 };
      // h decides the answer (it cuts below the corner of f and g, for a min; above, for a max) or not.
      const active = rng.next() < 0.5;
      const gap = rng.int(1, 8) * (minOfMax === active ? 1 : -1);
      const slope = rng.pick([-1, 1]);
      const flat: Line = { slope, icept: v + gap - slope * x0 };
      const lines = minOfMax ? [rising, falling, flat] : [falling, rising, flat].map((l) => ({ ...l }));
      // max of lines (convex) or min of lines (concave): evaluate the envelope at every crossing.
      const env = (x: number) => {
        const vals = lines.map((l) => l.slope * x + l.icept);
        return minOfMax ? Math.max(...vals) : Math.min(...vals);
      };
      const crossings: { i: number; j: number; x: Fraction; value: number }[] = [];
      for (let i = 0; i < 3; i++)
        for (let j = i + 1; j < 3; j++) {
          const li = lines[i] as Line;
          const lj = lines[j] as Line;
          if (li.slope === lj.slope) continue;
          const x = reduce([lj.icept - li.icept, li.slope - lj.slope]);
          crossings.push({ i, j, x, value: env(x[0] / x[1]) });
        }
      const best = minOfMax
        ? Math.min(...crossings.map((c) => c.value))
        : Math.max(...crossings.map((c) => c.value));
      const flatAtX0 = flat.slope * x0 + flat.icept;
      if (!Number.isInteger(best) || Math.abs(best) > 60) continue;
      if (
        crossings.some(
          (c) =>
            Math.abs(c.value - Math.round(c.value)) > 1e-9 &&
            Math.abs(c.value * 2 - Math.round(c.value * 2)) > 1e-9,
        )
      )
        continue;
      if (flatAtX0 === v) continue;
      const names = ['f', 'g', 'h'];
      const defs = lines
        .map((l, i) => `${names[i]}(x) = ${polynomialTex([l.slope, l.icept])}`)
        .join(',\\quad ');
      const op = minOfMax ? '\\max' : '\\min';
      const F = `F(x) = ${op}\\{f(x),\\ g(x),\\ h(x)\\}`;
      const ask = minOfMax
        ? { en: 'least value', hi: 'न्यूनतम मान' }
        : { en: 'greatest value', hi: 'अधिकतम मान' };
      const statement = {
        en: `Let $${defs}$ and $${F}$ for real $x$. What is the ${ask.en} of $F(x)$?`,
        hi: `माना $${defs}$ और वास्तविक $x$ के लिए $${F}$। $F(x)$ का ${ask.hi} क्या है?`,
      };
      const halfTex = (value: number) => fractionTex(Math.round(value * 2), 2);
      const { options, correctIndex } = choiceOptions(rng, best, [
        v, // the crossing of f and g only, ignoring h
        flatAtX0, // h at that crossing
        ...crossings.map((c) => c.value).filter(Number.isInteger), // another corner
        minOfMax ? best + a1 : best - a1, // a slip in solving for the crossing
      ]);
      const rows = crossings.map((c) => {
        const pair = `${names[c.i]} = ${names[c.j]}`;
        return `${pair}: x = ${fracTex(c.x)},\\ F = ${halfTex(c.value)}`;
      });
      const solution = solved(
        [
          minOfMax
            ? 'The maximum of lines is a convex, V-like graph whose corners are crossings of two lines; one line rises and one falls, so its least value is at a corner.'
            : 'The minimum of lines is a concave, Λ-like graph whose corners are crossings of two lines; one line rises and one falls, so its greatest value is at a corner.',
          `The crossings and the value of $F$ there: ${rows.map((row) => `$${row}$`).join('; ')}.`,
          `The ${minOfMax ? 'least' : 'greatest'} of these is $${best}$.`,
        ],
        [
          minOfMax
            ? 'रेखाओं का अधिकतम एक उत्तल, V जैसा आलेख है जिसके कोने दो रेखाओं के प्रतिच्छेद बिंदु हैं; एक रेखा बढ़ती और एक घटती है, अतः इसका न्यूनतम मान किसी कोने पर है।'
            : 'रेखाओं का न्यूनतम एक अवतल, Λ जैसा आलेख है जिसके कोने दो रेखाओं के प्रतिच्छेद बिंदु हैं; एक रेखा बढ़ती और एक घटती है, अतः इसका अधिकतम मान किसी कोने पर है।',
          `प्रतिच्छेद बिंदु और वहाँ $F$ का मान: ${rows.map((row) => `$${row}$`).join('; ')}।`,
          `इनमें ${minOfMax ? 'सबसे छोटा' : 'सबसे बड़ा'} $${best}$ है।`,
        ],
        String(best),
      );
      return singleChoice(
        { en: 'Extreme value of the max or min of lines', hi: 'रेखाओं के अधिकतम या न्यूनतम का चरम मान' },
        statement,
        options,
        correctIndex,
        solution,
        180,
        [best],
        () => {
          // Ternary search on the convex (or concave) envelope.
          let lo = -200;
          let hi = 200;
          for (let i = 0; i < 300; i++) {
            const m1 = lo + (hi - lo) / 3;
            const m2 = hi - (hi - lo) / 3;
            if (minOfMax ? env(m1) < env(m2) : env(m1) > env(m2)) hi = m2;
            else lo = m1;
          }
          return options.indexOf(String(Math.round(env((lo + hi) / 2))));
        },
      );
    }
  },
};
