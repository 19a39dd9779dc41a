import type { QuestionGenerator } from '../../generator.js';
import { numberChoiceQuestion, textChoiceQuestion } from './advanced-concepts-in-numbers-remainders.js';
import { polynomialTex, termTex } from './katex-math.js';

/** Four powers b^(m·g) with different m: which is the largest (or the smallest)? Compare b^m. */
export const surdsCompareLargePowers: QuestionGenerator = {
  id: 'surds-and-indices/compare-large-powers',
  topic: 'surds-and-indices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'GMAT', 'GRE', 'CUET'],
  count: 40,
  generate(rng) {
    const g = rng.pick([10, 20, 25, 30, 40, 50, 60, 100, 111, 150]);
    let picks: { b: number; m: number; v: number }[] = [];
    const largest = rng.next() < 0.5;
    for (;;) {
      const ms = rng.shuffle([1, 2, 3, 4, 5, 6]).slice(0, 4);
      picks = ms.map((m) => {
        const choices: number[] = [];
        for (let b = 2; b <= 250; b++)
          if (b ** m >= 20 && b ** m <= 260 && (m > 1 || b % 10 === 0)) choices.push(b);
        const b = rng.pick(choices);
        return { b, m, v: b ** m };
      });
      const vs = picks.map((x) => x.v);
      if (new Set(vs).size < 4 || new Set(picks.map((x) => x.b)).size < 4) continue;
      const best = largest ? Math.max(...vs) : Math.min(...vs);
      const bestBase = largest ? Math.max(...picks.map((x) => x.b)) : Math.min(...picks.map((x) => x.b));
      const bestExp = largest ? Math.max(...picks.map((x) => x.m)) : Math.min(...picks.map((x) => x.m));
      const winner = picks.find((x) => x.v === best);
      // Neither the biggest base nor the biggest exponent may simply win.
      if (winner && winner.b !== bestBase && winner.m !== bestExp) break;
    }
    const tex = (x: { b: number; m: number }) => `$${x.b}^{${x.m * g}}$`;
    const order = [...picks].sort((x, y) => (largest ? y.v - x.v : x.v - y.v));
    const winner = order[0] ?? picks[0];
    if (!winner) throw new Error('no powers');
    const byBase = [...picks].sort((x, y) => (largest ? y.b - x.b : x.b - y.b))[0];
    const byExp = [...picks].sort((x, y) => (largest ? y.m - x.m : x.m - y.m))[0];
    const values = new Map(picks.map((x) => [tex(x), x.m * g * Math.log(x.b)]));
    const listing = picks.map((x) => `$${x.b}^{${x.m * g}} = (${x.b}^{${x.m}})^{${g}} = ${x.v}^{${g}}$`);
    const word = largest ? { en: 'largest', hi: 'सबसे बड़ी' } : { en: 'smallest', hi: 'सबसे छोटी' };
    return textChoiceQuestion(rng, {
      title: { en: 'Comparing large powers', hi: 'बड़ी घातों की तुलना' },
      statement: {
        en: `Which of the following is the ${word.en}: ${picks.map(tex).join(', ')}?`,
        hi: `निम्नलिखित में से ${word.hi} संख्या कौन-सी है: ${picks.map(tex).join(', ')}?`,
      },
      answer: tex(winner),
      mistakes: [
        ...(byBase ? [tex(byBase)] : []), // picks the biggest (smallest) base
        ...(byExp ? [tex(byExp)] : []), // picks the biggest (smallest) exponent
        ...picks.map(tex),
      ],
      valueOf: (o) => values.get(o) ?? Number.NaN,
      steps: [
        {
          en: `All the exponents are multiples of ${g}, so write each number as a power with exponent ${g}: ${listing.join('; ')}.`,
          hi: `सभी घातांक ${g} के गुणज हैं, अतः हर संख्या को घातांक ${g} वाली घात के रूप में लिखें: ${listing.join('; ')}।`,
        },
        {
          en: `With the same exponent, the larger base gives the larger number: ${order.map((x) => x.v).join(largest ? ' > ' : ' < ')}, so the ${word.en} is ${tex(winner)}.`,
          hi: `घातांक समान होने पर बड़ा आधार बड़ी संख्या देता है: ${order.map((x) => x.v).join(largest ? ' > ' : ' < ')}, अतः ${word.hi} संख्या ${tex(winner)} है।`,
        },
      ],
      seconds: 75,
      numbers: [g],
      // The value of each option by its natural log; the answer is the extreme one.
      recompute: () => {
        const logs = [...values.values()];
        return largest ? Math.max(...logs) : Math.min(...logs);
      },
    });
  },
};

/** Prime powers used as bases, with the prime and the exponent. */
const PRIME_BASES = [
  { b: 2, p: 2, e: 1 },
  { b: 4, p: 2, e: 2 },
  { b: 8, p: 2, e: 3 },
  { b: 16, p: 2, e: 4 },
  { b: 3, p: 3, e: 1 },
  { b: 9, p: 3, e: 2 },
  { b: 27, p: 3, e: 3 },
  { b: 5, p: 5, e: 1 },
  { b: 25, p: 5, e: 2 },
  { b: 7, p: 7, e: 1 },
  { b: 49, p: 7, e: 2 },
];

/** B1^x · B2^y = N with B1, B2 powers of different primes: factorise N and match exponents. */
export const surdsProductOfPowers: QuestionGenerator = {
  id: 'surds-and-indices/product-of-powers',
  topic: 'surds-and-indices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'GMAT', 'GRE', 'CUET'],
  count: 40,
  generate(rng) {
    let B1 = PRIME_BASES[0] as (typeof PRIME_BASES)[number];
    let B2 = B1;
    let x = 1;
    let y = 1;
    let N = 0;
    do {
      [B1, B2] = rng.shuffle(PRIME_BASES).slice(0, 2) as [typeof B1, typeof B1];
      x = rng.int(1, 5);
      y = rng.int(1, 5);
      N = B1.b ** x * B2.b ** y;
    } while (B1.p === B2.p || B1.e + B2.e < 3 || x === y || N > 2_000_000 || N < 200);
    const askSum = rng.next() < 0.5;
    const answer = askSum ? x + y : x * y;
    const e1 = B1.e * x;
    const e2 = B2.e * y;
    const op = askSum ? '+' : '\\times';
    const primePower = (p: number, e: number) => (e === 1 ? `${p}` : `${p}^{${e}}`);
    const converted = [B1, B2]
      .filter((B) => B.e > 1)
      .map((B) => `${B.b} = ${B.p}^{${B.e}}`)
      .join(',\\; ');
    return numberChoiceQuestion(rng, {
      title: { en: 'Exponents from a product of powers', hi: 'घातों के गुणनफल से घातांक' },
      statement: {
        en: `If $${B1.b}^{x} \\times ${B2.b}^{y} = ${N}$, where $x$ and $y$ are whole numbers, find $x ${askSum ? '+' : '\\cdot'} y$.`,
        hi: `यदि $${B1.b}^{x} \\times ${B2.b}^{y} = ${N}$, जहाँ $x$ और $y$ पूर्ण संख्याएँ हैं, तो $x ${askSum ? '+' : '\\cdot'} y$ ज्ञात कीजिए।`,
      },
      answer,
      mistakes: [
        askSum ? e1 + e2 : e1 * e2, // uses the exponents of the primes
        askSum ? x * y : x + y, // the other operation
        askSum ? e1 + y : e1 * y, // converts only one base
        askSum ? x + e2 : x * e2,
      ],
      steps: [
        {
          en: `Factorise: $${N} = ${primePower(B1.p, e1)} \\times ${primePower(B2.p, e2)}$, and write the bases as prime powers: $${converted}$, so the left side is $${B1.p}^{${termTex(B1.e, 'x')}} \\times ${B2.p}^{${termTex(B2.e, 'y')}}$.`,
          hi: `गुणनखंड करें: $${N} = ${primePower(B1.p, e1)} \\times ${primePower(B2.p, e2)}$, और आधारों को अभाज्य की घात में लिखें: $${converted}$, अतः बायाँ पक्ष $${B1.p}^{${termTex(B1.e, 'x')}} \\times ${B2.p}^{${termTex(B2.e, 'y')}}$ है।`,
        },
        {
          en: `Matching the powers of each prime: $x = ${x}$ and $y = ${y}$, so $x ${op} y = ${answer}$.`,
          hi: `हर अभाज्य की घात मिलाने पर: $x = ${x}$ और $y = ${y}$, अतः $x ${op} y = ${answer}$।`,
        },
      ],
      seconds: 75,
      numbers: [B1.b, B2.b, N],
      recompute: () => {
        for (let i = 0; i <= 30; i++)
          for (let j = 0; j <= 30; j++)
            if (BigInt(B1.b) ** BigInt(i) * BigInt(B2.b) ** BigInt(j) === BigInt(N))
              return askSum ? i + j : i * j;
        return -1;
      },
    });
  },
};

/** A fraction coefficient/x as KaTeX: `\frac{2}{x}`. */
const over = (c: number, v: string) => `\\frac{${c}}{${v}}`;

/** CAT: p^x = q^y = r^z with r = p^α q^β: the relation 1/z = α/x + β/y among the exponents. */
export const surdsEqualPowersRelation: QuestionGenerator = {
  id: 'surds-and-indices/equal-powers-relation',
  topic: 'surds-and-indices',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'GMAT'],
  count: 60,
  generate(rng) {
    let p = 2;
    let q = 3;
    let al = 1;
    let be = 1;
    let r = 6;
    do {
      [p, q] = rng.shuffle([2, 3, 5, 7]).slice(0, 2) as [number, number];
      al = rng.int(1, 3);
      be = rng.int(1, 3);
      r = p ** al * q ** be;
    } while (r > 1000 || (al === be && al > 1));
    // Each relation as KaTeX and its residual at exponents x, y, z of one common value k.
    type Rel = { tex: string; residual: (x: number, y: number, z: number) => number };
    const rel = (a: number, b: number): Rel => ({
      tex: `$${over(a, 'x')} + ${over(b, 'y')} = \\frac{1}{z}$`,
      residual: (x, y, z) => a / x + b / y - 1 / z,
    });
    const right = rel(al, be);
    const mistakes: Rel[] = [
      al === be ? rel(al + 1, be) : rel(be, al), // pairs each power with the wrong prime
      {
        tex: `$${al === 1 ? '' : al}x + ${be === 1 ? '' : be}y = z$`,
        residual: (x, y, z) => al * x + be * y - z,
      }, // adds the exponents themselves
      al === 1 && be === 1 ? rel(2, 1) : rel(1, 1), // ignores the powers in r
      {
        tex: `$${over(al, 'x')} + ${over(be, 'y')} = z$`,
        residual: (x, y, z) => al / x + be / y - z,
      }, // forgets to invert z
    ];
    const all = [right, ...mistakes];
    const residual = new Map(all.map((m) => [m.tex, m.residual]));
    const fact = [al === 1 ? `${p}` : `${p}^{${al}}`, be === 1 ? `${q}` : `${q}^{${be}}`].join(' \\times ');
    const kPow = (v: string, c: number) => (c === 1 ? `k^{1/${v}}` : `k^{${c}/${v}}`);
    const K = 2 + rng.int(1, 9) / 3; // any common value k > 1 for the checker
    return textChoiceQuestion(rng, {
      title: { en: 'Equal powers with different bases', hi: 'भिन्न आधारों की बराबर घातें' },
      statement: {
        en: `If $${p}^x = ${q}^y = ${r}^z$ (with $x, y, z$ non-zero), which relation holds?`,
        hi: `यदि $${p}^x = ${q}^y = ${r}^z$ ($x, y, z$ शून्येतर), तो कौन-सा संबंध सत्य है?`,
      },
      answer: right.tex,
      mistakes: mistakes.map((m) => m.tex),
      valueOf: (o) => {
        // Residual of the relation at the exponents that give the common value K.
        const f = residual.get(o);
        if (!f) return Number.NaN;
        return f(Math.log(K) / Math.log(p), Math.log(K) / Math.log(q), Math.log(K) / Math.log(r));
      },
      steps: [
        {
          en: `Let the common value be $k$. Then $${p} = k^{1/x}$, $${q} = k^{1/y}$ and $${r} = k^{1/z}$.`,
          hi: `मान लीजिए सामान्य मान $k$ है। तब $${p} = k^{1/x}$, $${q} = k^{1/y}$ और $${r} = k^{1/z}$।`,
        },
        {
          en: `Now $${r} = ${fact}$, so $k^{1/z} = ${kPow('x', al)} \\cdot ${kPow('y', be)} = k^{${al}/x + ${be}/y}$.`,
          hi: `अब $${r} = ${fact}$, अतः $k^{1/z} = ${kPow('x', al)} \\cdot ${kPow('y', be)} = k^{${al}/x + ${be}/y}$।`,
        },
        {
          en: `Equating the exponents: ${right.tex}.`,
          hi: `घातांकों की तुलना से: ${right.tex}।`,
        },
      ],
      seconds: 180,
      numbers: [p, q, r],
      recompute: () => 0,
      tolerance: 1e-9,
    });
  },
};

/** CAT: (x² − sx + p)^(x + c) = 1 over the integers: base 1, base −1 with an even exponent, or exponent 0. */
export const surdsPowerEqualsOne: QuestionGenerator = {
  id: 'surds-and-indices/power-equals-one',
  topic: 'surds-and-indices',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'GMAT'],
  count: 60,
  generate(rng) {
    let u = 0;
    let v = 0;
    let c = 0;
    let sols: number[] = [];
    let s = 0;
    let p = 0;
    let cases = {
      one: [] as number[],
      minus: [] as number[],
      minusRejected: [] as number[],
      zero: [] as number[],
    };
    const base = (x: number) => x * x - s * x + p;
    for (;;) {
      u = rng.int(-5, 6);
      v = u + rng.pick([3, 3, 3, 1, 2, 4, 5]);
      c = rng.int(-6, 6);
      s = u + v;
      p = u * v + 1;
      if (c === 0) continue;
      cases = { one: [u, v], minus: [], minusRejected: [], zero: [] };
      for (const x of [u + 1, u + 2]) {
        if (v - u !== 3) break;
        if ((x + c) % 2 === 0) cases.minus.push(x);
        else cases.minusRejected.push(x);
      }
      const z = -c;
      if (base(z) !== 0 && !cases.one.includes(z) && !cases.minus.includes(z)) cases.zero.push(z);
      sols = [...cases.one, ...cases.minus, ...cases.zero].sort((x, y) => x - y);
      if (cases.zero.length === 0 && cases.minus.length === 0) continue;
      break;
    }
    const askSum = rng.next() < 0.5;
    const total = (xs: number[]) => (askSum ? xs.reduce((a, b) => a + b, 0) : xs.length);
    const answer = total(sols);
    const poly = polynomialTex([1, -s, p]);
    const expo = c > 0 ? `x + ${c}` : `x - ${-c}`;
    const list = (xs: number[]) => (xs.length ? xs.join(', ') : '—');
    const steps = [
      {
        en: `A power of an integer equals 1 only when (i) the base is 1, (ii) the base is −1 and the exponent is even, or (iii) the exponent is 0 and the base is not 0.`,
        hi: `किसी पूर्णांक की घात 1 तभी होती है जब (i) आधार 1 हो, (ii) आधार −1 हो और घातांक सम हो, या (iii) घातांक 0 हो और आधार 0 न हो।`,
      },
      {
        en: `(i) $${poly} = 1 \\Rightarrow ${polynomialTex([1, -s, p - 1])} = 0 \\Rightarrow x = ${u}, ${v}$.`,
        hi: `(i) $${poly} = 1 \\Rightarrow ${polynomialTex([1, -s, p - 1])} = 0 \\Rightarrow x = ${u}, ${v}$।`,
      },
      v - u === 3
        ? {
            en: `(ii) $${poly} = -1 \\Rightarrow ${polynomialTex([1, -s, p + 1])} = 0 \\Rightarrow x = ${u + 1}, ${u + 2}$; the exponent $${expo}$ is even only for $x = ${list(cases.minus)}$.`,
            hi: `(ii) $${poly} = -1 \\Rightarrow ${polynomialTex([1, -s, p + 1])} = 0 \\Rightarrow x = ${u + 1}, ${u + 2}$; घातांक $${expo}$ केवल $x = ${list(cases.minus)}$ के लिए सम है।`,
          }
        : {
            en: `(ii) $${poly} = -1 \\Rightarrow ${polynomialTex([1, -s, p + 1])} = 0$, whose discriminant $${(v - u) ** 2 - 8}$ is not a perfect square${(v - u) ** 2 < 8 ? ' (it is negative)' : ''}: no integer root.`,
            hi: `(ii) $${poly} = -1 \\Rightarrow ${polynomialTex([1, -s, p + 1])} = 0$, जिसका विविक्तकर $${(v - u) ** 2 - 8}$ पूर्ण वर्ग नहीं है${(v - u) ** 2 < 8 ? ' (ऋणात्मक है)' : ''}: कोई पूर्णांक मूल नहीं।`,
          },
      {
        en: `(iii) $${expo} = 0 \\Rightarrow x = ${-c}$, where the base is $${base(-c)}$${cases.zero.length ? ' (not 0), so it counts' : base(-c) === 0 ? ': $0^0$ is not defined, so it is rejected' : ', a value already found'}.`,
        hi: `(iii) $${expo} = 0 \\Rightarrow x = ${-c}$, जहाँ आधार $${base(-c)}$ है${cases.zero.length ? ' (0 नहीं), अतः यह मान्य है' : base(-c) === 0 ? ': $0^0$ परिभाषित नहीं है, अतः यह अमान्य है' : ', यह मान पहले ही मिल चुका है'}।`,
      },
      {
        en: `The solutions are $x = ${sols.join(', ')}$: ${askSum ? `their sum is ${answer}` : `${answer} values`}.`,
        hi: `हल $x = ${sols.join(', ')}$ हैं: ${askSum ? `इनका योग ${answer} है` : `कुल ${answer} मान`}।`,
      },
    ];
    return numberChoiceQuestion(rng, {
      title: { en: 'Integer solutions of a power equal to 1', hi: '1 के बराबर घात के पूर्णांक हल' },
      statement: {
        en: `${askSum ? 'What is the sum of all the integers $x$ that satisfy' : 'How many integers $x$ satisfy'} $(${poly})^{${expo}} = 1$?`,
        hi: `$(${poly})^{${expo}} = 1$ को संतुष्ट करने वाले ${askSum ? 'सभी पूर्णांकों $x$ का योग क्या है' : 'कितने पूर्णांक $x$ हैं'}?`,
      },
      answer,
      mistakes: [
        total(cases.one), // only the base-1 case
        total([...cases.one, ...cases.zero]), // forgets the base −1 case
        total([...cases.one, ...cases.minus, ...cases.minusRejected, ...cases.zero]), // ignores the parity of the exponent
        total([...cases.one, ...cases.minus]), // forgets the zero exponent
        total([...cases.one, ...cases.minus, ...cases.zero, -c].filter((x, i, xs) => xs.indexOf(x) === i)),
      ].filter((w) => askSum || w !== answer),
      format: String,
      steps,
      seconds: 200,
      numbers: [Math.abs(c)],
      recompute: () => {
        // Try every integer in a wide window with exact powers.
        const found: number[] = [];
        for (let x = -60; x <= 60; x++) {
          const b = BigInt(base(x));
          const e = x + c;
          if (b === 0n) continue;
          if (b ** BigInt(Math.abs(e)) === 1n) found.push(x);
        }
        return total(found);
      },
    });
  },
};
