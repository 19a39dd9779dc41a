import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { polynomialTex } from './katex-math.js';

/** A value in brackets when negative, for substituting into an expression. */
const br = (n: number) => (n < 0 ? `(${n})` : String(n));

/** The positive divisors of n, in increasing order. */
function divisors(n: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) out.push(d);
  return out;
}

/** Integer roots of x^2 + Bx + C = 0 (both), or null when they are not integers. */
function integerRoots(B: number, C: number): [number, number] | null {
  const d = B * B - 4 * C;
  if (d < 0) return null;
  const s = Math.round(Math.sqrt(d));
  if (s * s !== d || (s - B) % 2 !== 0) return null;
  return [(-B - s) / 2, (-B + s) / 2];
}

/** A given quadratic and x^2 − kx + c = 0 share a root: the sum of all possible values of k. */
export const quadraticEquationsCommonRoot: QuestionGenerator = {
  id: 'quadratic-equations/common-root',
  topic: 'quadratic-equations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Placements', 'GMAT'],
  count: 40,
  generate(rng) {
    let al = 0;
    let be = 0;
    let c = 0;
    for (;;) {
      al = rng.pick([-1, 1]) * rng.int(1, 7);
      be = rng.pick([-1, 1]) * rng.int(1, 7);
      if (al === be || al + be === 0) continue;
      // c a common multiple of both roots (not their product, else one k would serve both).
      const lcm = (Math.abs(al * be) / gcdOf(Math.abs(al), Math.abs(be))) * rng.pick([-1, 1]) * rng.int(1, 3);
      c = lcm;
      if (c !== al * be && Math.abs(c) <= 84 && c / al + al !== c / be + be) break;
    }
    const k1 = al + c / al;
    const k2 = be + c / be;
    const answer = k1 + k2;
    const first = [1, -(al + be), al * be];
    const eq1 = `${polynomialTex(first)} = 0`;
    const eq2 = `x^2 - kx ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`;
    const [lo, hi] = al < be ? [al, be] : [be, al];
    const [kLo, kHi] = al < be ? [k1, k2] : [k2, k1];
    const { options, correctIndex } = choiceOptions(rng, answer, [
      k1, // stops at one common root
      k2, // stops at the other
      al + be + c / al - c / be, // a sign slip in one value
      -answer, // takes k as minus the sum of the roots of the second equation
      al + be, // gives the sum of the roots of the first equation
    ]);
    const factor = (r: number) => `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`;
    const line = (r: number, k: number) =>
      `$${br(r)}^2 - ${r === 1 ? '' : br(r)}k ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0 \\Rightarrow k = ${r} + ${Math.abs(r) === 1 ? br(c / r) : `\\frac{${c}}{${r}}`} = ${k}$`;
    return {
      title: { en: 'Common root of two quadratics', hi: 'दो द्विघातों का उभयनिष्ठ मूल' },
      type: 'single',
      statement: {
        en: `The equations $${eq1}$ and $${eq2}$ have a common root. What is the sum of all possible values of $k$?`,
        hi: `समीकरणों $${eq1}$ और $${eq2}$ का एक मूल उभयनिष्ठ है। $k$ के सभी संभव मानों का योग क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$${eq1}$ factorises as $${factor(lo)}${factor(hi)} = 0$, so its roots are ${lo} and ${hi}; the common root is one of them.`,
          `Common root ${lo}: ${line(lo, kLo)}.`,
          `Common root ${hi}: ${line(hi, kHi)}.`,
          `Sum of the possible values: $${kLo} ${kHi < 0 ? '-' : '+'} ${Math.abs(kHi)} = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `$${eq1}$ के गुणनखंड $${factor(lo)}${factor(hi)} = 0$ हैं, अतः इसके मूल ${lo} और ${hi} हैं; उभयनिष्ठ मूल इन्हीं में से एक है।`,
          `उभयनिष्ठ मूल ${lo}: ${line(lo, kLo)}।`,
          `उभयनिष्ठ मूल ${hi}: ${line(hi, kHi)}।`,
          `संभव मानों का योग: $${kLo} ${kHi < 0 ? '-' : '+'} ${Math.abs(kHi)} = ${answer}$।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 100,
      numbers: [Math.abs(al + be), Math.abs(al * be), Math.abs(c), answer].filter((v) => v !== 1),
      check() {
        // Scan integer k; keep those for which the second equation has a root of the first (formula roots).
        const d1 = Math.sqrt((al + be) ** 2 - 4 * al * be);
        const rootsOfFirst = [(al + be - d1) / 2, (al + be + d1) / 2];
        let sum = 0;
        for (let k = -200; k <= 200; k++) {
          if (rootsOfFirst.some((r) => Math.abs(r * r - k * r + c) < 1e-9)) sum += k;
        }
        return { kind: 'choice', correct: [options.indexOf(String(sum))] };
      },
    };
  },
};

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}

type RootCase = 'pos-all' | 'pos-k' | 'neg-all' | 'neg-k';

/** CAT: how many integer k give x^2 − kx ± N = 0 two distinct integer roots (factor pairs of N). */
export const quadraticEquationsIntegerRootsCount: QuestionGenerator = {
  id: 'quadratic-equations/integer-roots-count',
  topic: 'quadratic-equations',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<RootCase>(['pos-all', 'pos-k', 'neg-all', 'neg-k']);
    let N = 0;
    for (;;) {
      N = rng.int(12, 240);
      if (divisors(N).length >= 6) break;
    }
    const c = kind.startsWith('pos') ? N : -N;
    const ds = divisors(N);
    const square = Number.isInteger(Math.sqrt(N));
    const small = ds.filter((d) => d * d < N); // the smaller member of each pair with distinct members
    // Pairs of roots (r, s), r < s, with product c and r ≠ s; k = r + s.
    const pairs: [number, number][] =
      c > 0
        ? [
            ...small.map((d) => [d, N / d] as [number, number]),
            ...small.map((d) => [-N / d, -d] as [number, number]),
          ]
        : ds.map((d) => [-N / d, d] as [number, number]);
    const wanted = kind.endsWith('-k') ? pairs.filter(([r, s]) => r + s > 0) : pairs;
    const answer = wanted.length;
    const eq = `x^2 - kx ${c < 0 ? '-' : '+'} ${N} = 0`;
    const ask = kind.endsWith('-k')
      ? { en: 'positive integer values of $k$', hi: '$k$ के कितने धनात्मक पूर्णांक मानों' }
      : { en: 'integer values of $k$', hi: '$k$ के कितने पूर्णांक मानों' };
    const show = (ps: [number, number][]) => ps.map(([r, s]) => `$(${r}, ${s})$`).join(', ');
    const sums = (ps: [number, number][]) => ps.map(([r, s]) => r + s).join(', ');
    const steps =
      c > 0
        ? {
            en: [
              `If the roots are integers $r$ and $s$, then $rs = ${N}$ and $r + s = k$. A positive product means both roots have the same sign.`,
              `Distinct positive pairs (the divisors below $\\sqrt{${N}}$ with their partners): ${show(pairs.slice(0, small.length))}${square ? ` (the pair $(${Math.sqrt(N)}, ${Math.sqrt(N)})$ is left out: equal roots)` : ''}.`,
              `Each has a negative twin: ${show(pairs.slice(small.length))}.`,
              kind === 'pos-k'
                ? `Only the positive pairs give $k > 0$: $k = ${sums(wanted)}$, all different.`
                : `The values $k = r + s$ are ${sums(pairs)}, all different.`,
            ],
            hi: [
              `यदि मूल पूर्णांक $r$ और $s$ हैं, तो $rs = ${N}$ और $r + s = k$। गुणनफल धनात्मक है, इसलिए दोनों मूलों का चिह्न एक ही है।`,
              `भिन्न धनात्मक जोड़े ($\\sqrt{${N}}$ से छोटे भाजक और उनके साथी): ${show(pairs.slice(0, small.length))}${square ? ` (जोड़ा $(${Math.sqrt(N)}, ${Math.sqrt(N)})$ छोड़ दिया: मूल बराबर होंगे)` : ''}।`,
              `हर जोड़े का एक ऋणात्मक जोड़ा भी है: ${show(pairs.slice(small.length))}।`,
              kind === 'pos-k'
                ? `केवल धनात्मक जोड़ों से $k > 0$ मिलता है: $k = ${sums(wanted)}$, सभी अलग।`
                : `$k = r + s$ के मान ${sums(pairs)} हैं, सभी अलग।`,
            ],
          }
        : {
            en: [
              `If the roots are integers $r < s$, then $rs = -${N}$ and $r + s = k$. A negative product means one root is negative and one positive, so they are never equal.`,
              `Each positive divisor $d$ of ${N} gives the pair $(-\\frac{${N}}{d}, d)$: ${show(pairs)}.`,
              kind === 'neg-k'
                ? `$k = r + s > 0$ only when the positive root is larger in size, i.e. $d > \\sqrt{${N}}$: $k = ${sums(wanted)}$.`
                : `The values $k = r + s$ are ${sums(pairs)}, all different.`,
            ],
            hi: [
              `यदि मूल पूर्णांक $r < s$ हैं, तो $rs = -${N}$ और $r + s = k$। गुणनफल ऋणात्मक है, इसलिए एक मूल ऋणात्मक और एक धनात्मक है, अतः वे कभी बराबर नहीं होंगे।`,
              `${N} का हर धनात्मक भाजक $d$ जोड़ा $(-\\frac{${N}}{d}, d)$ देता है: ${show(pairs)}।`,
              kind === 'neg-k'
                ? `$k = r + s > 0$ तभी होगा जब धनात्मक मूल का परिमाण बड़ा हो, यानी $d > \\sqrt{${N}}$: $k = ${sums(wanted)}$।`
                : `$k = r + s$ के मान ${sums(pairs)} हैं, सभी अलग।`,
            ],
          };
    return {
      title: { en: 'Values of k for integer roots', hi: 'पूर्णांक मूलों के लिए k के मान' },
      type: 'numeric',
      statement: {
        en: `For how many ${ask.en} does the equation $${eq}$ have two distinct integer roots?`,
        hi: `${ask.hi} के लिए समीकरण $${eq}$ के दो भिन्न पूर्णांक मूल होंगे?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [...steps.en, `So there are ${answer} such values of $k$.`, '', `**Answer: ${answer}**`].join(
          '\n\n',
        ),
        hi: [...steps.hi, `अतः $k$ के ऐसे ${answer} मान हैं।`, '', `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [N, answer],
      check() {
        // Brute force: every integer k whose equation has two distinct integer roots.
        let count = 0;
        for (let k = -N - 2; k <= N + 2; k++) {
          if (kind.endsWith('-k') && k <= 0) continue;
          const roots = integerRoots(-k, c);
          if (roots && roots[0] !== roots[1]) count++;
        }
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

/** CAT: how many integers k in a range give x^2 − (k + p)x + (k + q) = 0 two distinct positive roots. */
export const quadraticEquationsPositiveRootsCount: QuestionGenerator = {
  id: 'quadratic-equations/positive-roots-count',
  topic: 'quadratic-equations',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let p = 0;
    let q = 0;
    let N = 0;
    let M = 0;
    let s = 0;
    let kMin = 0;
    for (;;) {
      p = rng.pick([-1, 1]) * rng.int(1, 9);
      q = rng.pick([-1, 1]) * rng.int(1, 12);
      N = rng.pick([10, 12, 15, 20, 25]);
      M = q - p + 1; // D = (k + p − 2)^2 − 4M
      if (M < 2) continue;
      s = Math.floor(Math.sqrt(4 * M));
      kMin = s + 3 - p; // k + p − 2 ≥ s + 1
      if (kMin > -N + 2 && kMin < N - 1) break;
    }
    const answer = N - kMin + 1;
    const sumTex = `k ${p < 0 ? '-' : '+'} ${Math.abs(p)}`;
    const prodTex = `k ${q < 0 ? '-' : '+'} ${Math.abs(q)}`;
    const eq = `x^2 - (${sumTex})x + (${prodTex}) = 0`;
    const u = `k ${p - 2 < 0 ? '-' : '+'} ${Math.abs(p - 2)}`.replace(/ \+ 0$/, '');
    const perfect = s * s === 4 * M;
    const bound = perfect
      ? { en: `$${u} > ${s}$`, hi: `$${u} > ${s}$` }
      : {
          en: `$${u} > \\sqrt{${4 * M}}$, and as $${s} < \\sqrt{${4 * M}} < ${s + 1}$, $${u} \\geq ${s + 1}$`,
          hi: `$${u} > \\sqrt{${4 * M}}$, और चूँकि $${s} < \\sqrt{${4 * M}} < ${s + 1}$, $${u} \\geq ${s + 1}$`,
        };
    return {
      title: { en: 'Values of k for two positive roots', hi: 'दो धनात्मक मूलों के लिए k के मान' },
      type: 'numeric',
      statement: {
        en: `For how many integers $k$ with $-${N} \\leq k \\leq ${N}$ does the equation $${eq}$ have two distinct positive real roots?`,
        hi: `$-${N} \\leq k \\leq ${N}$ वाले कितने पूर्णांकों $k$ के लिए समीकरण $${eq}$ के दो भिन्न धनात्मक वास्तविक मूल होंगे?`,
      },
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution: {
        en: [
          `Two distinct real roots: $D = (${sumTex})^2 - 4(${prodTex}) > 0$. Completing the square, $D = (${u})^2 - ${4 * M}$, so $|${u}| > \\sqrt{${4 * M}}$.`,
          `Both roots positive: their sum $${sumTex} > 0$ and their product $${prodTex} > 0$.`,
          `The sum condition gives $${u} > -2$, which rules out the branch $${u} < -\\sqrt{${4 * M}}$ (as $\\sqrt{${4 * M}} \\geq 2$). So ${bound.en}, i.e. $k \\geq ${kMin}$.`,
          `For $k \\geq ${kMin}$ the product $${prodTex} \\geq ${kMin + q} > 0$ as well.`,
          `The integers $${kMin}, \\dots, ${N}$ number $${N} - ${br(kMin)} + 1 = ${answer}$.`,
          '',
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `दो भिन्न वास्तविक मूल: $D = (${sumTex})^2 - 4(${prodTex}) > 0$। वर्ग पूरा करने पर $D = (${u})^2 - ${4 * M}$, अतः $|${u}| > \\sqrt{${4 * M}}$।`,
          `दोनों मूल धनात्मक: उनका योग $${sumTex} > 0$ और गुणनफल $${prodTex} > 0$।`,
          `योग की शर्त से $${u} > -2$, जिससे $${u} < -\\sqrt{${4 * M}}$ वाली स्थिति संभव नहीं (क्योंकि $\\sqrt{${4 * M}} \\geq 2$)। अतः ${bound.hi}, यानी $k \\geq ${kMin}$।`,
          `$k \\geq ${kMin}$ के लिए गुणनफल $${prodTex} \\geq ${kMin + q} > 0$ भी है।`,
          `पूर्णांक $${kMin}, \\dots, ${N}$ की संख्या $${N} - ${br(kMin)} + 1 = ${answer}$ है।`,
          '',
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [N, Math.abs(p), Math.abs(q), answer],
      check() {
        // Solve the equation for every k in the range and test its roots numerically.
        let count = 0;
        for (let k = -N; k <= N; k++) {
          const B = k + p;
          const C = k + q;
          const D = B * B - 4 * C;
          if (D <= 0) continue;
          const r1 = (B - Math.sqrt(D)) / 2;
          if (r1 > 0) count++;
        }
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};
