import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { Ctex, nCr } from './permutations-and-combinations-geometry.js';

/** Ways to give `total` identical things to `k` people, each between lo and hi (recursion, for checkers). */
function distributions(total: number, k: number, lo: number, hi: number): number {
  if (k === 0) return total === 0 ? 1 : 0;
  let ways = 0;
  for (let x = lo; x <= Math.min(hi, total); x++) ways += distributions(total - x, k - 1, lo, hi);
  return ways;
}

const THINGS = [
  {
    en: 'identical chocolates',
    hi: 'एक जैसी चॉकलेटें',
    verbHi: 'बाँटी जा सकती हैं',
    among: 'children',
    amongHi: 'बच्चों',
    each: 'child',
    eachHi: 'बच्चे',
  },
  {
    en: 'identical balls',
    hi: 'एक जैसी गेंदें',
    verbHi: 'बाँटी जा सकती हैं',
    among: 'boxes',
    amongHi: 'अलग-अलग डिब्बों',
    each: 'box',
    eachHi: 'डिब्बे',
  },
  {
    en: 'identical coins',
    hi: 'एक जैसे सिक्के',
    verbHi: 'बाँटे जा सकते हैं',
    among: 'students',
    amongHi: 'विद्यार्थियों',
    each: 'student',
    eachHi: 'विद्यार्थी',
  },
  {
    en: 'identical mangoes',
    hi: 'एक जैसे आम',
    verbHi: 'बाँटे जा सकते हैं',
    among: 'baskets',
    amongHi: 'अलग-अलग टोकरियों',
    each: 'basket',
    eachHi: 'टोकरी',
  },
];

/** Identical things shared among people (stars and bars): none, at least one or at least two each. */
export const pncIdenticalObjects: QuestionGenerator = {
  id: 'permutations-and-combinations/identical-objects',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const t = rng.pick(THINGS);
    const k = rng.int(3, 5);
    const lo = rng.int(0, 2);
    const n = rng.int(k * lo + 3, k * lo + 12);
    const left = n - k * lo;
    const value = nCr(left + k - 1, k - 1);
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      [
        lo === 0 ? nCr(n - 1, k - 1) : nCr(n + k - 1, k - 1), // each gets at least one / the minimum ignored
        nCr(left + k - 1, k), // chooses k places instead of k − 1 dividers
        nCr(left + k, k - 1), // one bar too many
        nCr(n, k), // chooses k of the n things as if they were different
        nCr(left + k - 2, k - 1),
      ].filter((x) => x > 0 && x !== value),
    );
    const rule =
      lo === 0
        ? { en: `if a ${t.each} may get none`, hi: `यदि किसी ${t.eachHi} को एक भी न मिलना भी मान्य हो` }
        : lo === 1
          ? { en: `so that each ${t.each} gets at least one`, hi: `ताकि हर ${t.eachHi} को कम से कम एक मिले` }
          : { en: `so that each ${t.each} gets at least two`, hi: `ताकि हर ${t.eachHi} को कम से कम दो मिलें` };
    const give =
      lo === 0
        ? null
        : {
            en: `First give each of the ${k} ${t.among} ${lo}: $${k} \\times ${lo} = ${k * lo}$ are used, $${n} - ${k * lo} = ${left}$ are left, to be shared freely.`,
            hi: `पहले ${k} में से हर एक को ${lo} दें: $${k} \\times ${lo} = ${k * lo}$ लग गए, $${n} - ${k * lo} = ${left}$ बचे, जिन्हें बिना शर्त बाँटना है।`,
          };
    const bars = {
      en: `Sharing ${left} identical things among ${k} is arranging ${left} things and $${k} - 1 = ${k - 1}$ dividers in a row: $${Ctex(left + k - 1, k - 1, true)} = ${value}$.`,
      hi: `${left} एक जैसी चीज़ों को ${k} में बाँटना, ${left} चीज़ों और $${k} - 1 = ${k - 1}$ विभाजकों को एक पंक्ति में रखने जैसा है: $${Ctex(left + k - 1, k - 1, true)} = ${value}$।`,
    };
    return {
      title: { en: 'Sharing identical things', hi: 'एक जैसी वस्तुएँ बाँटना' },
      type: 'single',
      statement: {
        en: `In how many ways can ${n} ${t.en} be distributed among ${k} ${t.among} ${rule.en}?`,
        hi: `${n} ${t.hi} ${k} ${t.amongHi} में कितने तरीकों से ${t.verbHi}, ${rule.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...(give ? [give.en] : []), bars.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...(give ? [give.hi] : []), bars.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [n, k, value],
      check() {
        // Count the shares one person at a time.
        return { kind: 'choice', correct: [options.indexOf(String(distributions(n, k, lo, n)))] };
      },
    };
  },
};

/** Whole-number solutions of x1 + … + xk = N with each between a lower and an upper bound (CAT). */
export const pncBoundedSolutions: QuestionGenerator = {
  id: 'permutations-and-combinations/bounded-integer-solutions',
  topic: 'permutations-and-combinations',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let k = 3;
    let lo = 0;
    let U = 5;
    let N = 10;
    let left = 10;
    let cap = 5;
    for (;;) {
      k = rng.int(3, 4);
      lo = rng.int(0, 1);
      U = rng.int(4, 9);
      N = rng.int(k * lo + U + 1, k * U - 1);
      left = N - k * lo;
      cap = U - lo;
      // At least one cut, at most two (three terms), and some solutions left.
      if (left >= cap + 1 && left < 3 * (cap + 1) && k * cap > left) break;
    }
    // Inclusion–exclusion over the variables that break the upper bound (take cap + 1 from each).
    const terms: { j: number; ways: number }[] = [];
    for (let j = 0; j <= k && left - j * (cap + 1) >= 0; j++)
      terms.push({ j, ways: nCr(k, j) * nCr(left - j * (cap + 1) + k - 1, k - 1) });
    const value = terms.reduce((s, { j, ways }) => s + (j % 2 === 0 ? ways : -ways), 0);
    const free = terms[0]?.ways ?? 0;
    const firstCut = terms[1]?.ways ?? 0;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      [
        free, // the upper bound ignored
        free - firstCut, // the add-back for two variables over the bound forgotten
        free - k * nCr(left - cap + k - 1, k - 1), // takes cap, not cap + 1, from a variable over the bound
        value + k, // a slip in the small cases
        nCr(left - 1, k - 1), // counts positive solutions of the shifted equation
      ].filter((x) => x > 0 && x !== value),
    );
    const vars = Array.from({ length: k }, (_, i) => `x_${i + 1}`);
    const eq = `${vars.join(' + ')} = ${N}`;
    const mode = rng.pick(['equation', 'boxes'] as const);
    const statement =
      mode === 'equation'
        ? {
            en: `How many solutions does $${eq}$ have in ${lo === 0 ? 'non-negative' : 'positive'} integers, if no variable may exceed ${U}?`,
            hi: `$${eq}$ के ${lo === 0 ? 'ऋणेतर' : 'धनात्मक'} पूर्णांकों में कितने हल हैं, यदि कोई भी चर ${U} से अधिक न हो?`,
          }
        : {
            en: `In how many ways can ${N} identical balls be put into ${k} different boxes so that every box gets ${lo === 0 ? 'at most' : 'at least 1 and at most'} ${U} balls?`,
            hi: `${N} एक जैसी गेंदें ${k} अलग-अलग डिब्बों में कितने तरीकों से रखी जा सकती हैं, ताकि हर डिब्बे में ${lo === 0 ? 'अधिक से अधिक' : 'कम से कम 1 और अधिक से अधिक'} ${U} गेंदें हों?`,
          };
    const ys = Array.from({ length: k }, (_, i) => `y_${i + 1}`);
    const shift =
      lo === 0
        ? null
        : {
            en: `Put $x_i = y_i + 1$: $${ys.join(' + ')} = ${N} - ${k} = ${left}$ with $0 \\le y_i \\le ${cap}$.`,
            hi: `$x_i = y_i + 1$ रखें: $${ys.join(' + ')} = ${N} - ${k} = ${left}$, जहाँ $0 \\le y_i \\le ${cap}$।`,
          };
    const boxes =
      mode === 'boxes'
        ? {
            en: `Let $x_i$ be the number of balls in box $i$: $${eq}$ with $${lo} \\le x_i \\le ${U}$.`,
            hi: `माना डिब्बे $i$ में $x_i$ गेंदें हैं: $${eq}$, जहाँ $${lo} \\le x_i \\le ${U}$।`,
          }
        : null;
    const exprTex = terms
      .map(({ j }, i) => {
        const c = nCr(k, j);
        const inner = Ctex(left - j * (cap + 1) + k - 1, k - 1);
        const body = j === 0 ? inner : `${c} \\times ${inner}`;
        return i === 0 ? body : `${j % 2 === 1 ? '-' : '+'} ${body}`;
      })
      .join(' ');
    const numTex = terms
      .map(({ j, ways }, i) => (i === 0 ? `${ways}` : `${j % 2 === 1 ? '-' : '+'} ${ways}`))
      .join(' ');
    const steps = {
      en: [
        ...(boxes ? [boxes.en] : []),
        ...(shift ? [shift.en] : []),
        `Without the upper bound: $${Ctex(left + k - 1, k - 1, true)} = ${free}$ solutions (stars and bars).`,
        `If one variable is ${cap + 1} or more, take ${cap + 1} from it first: ${k} choices of the variable, then $${Ctex(left - (cap + 1) + k - 1, k - 1, true)}$ solutions each.${terms.length > 2 ? ` Those with two variables over the bound were removed twice, so add them back: $${Ctex(k, 2, true)} \\times ${Ctex(left - 2 * (cap + 1) + k - 1, k - 1)}$.` : ''}`,
        `Solutions $= ${exprTex} = ${numTex} = ${value}$.`,
      ],
      hi: [
        ...(boxes ? [boxes.hi] : []),
        ...(shift ? [shift.hi] : []),
        `ऊपरी सीमा के बिना: $${Ctex(left + k - 1, k - 1, true)} = ${free}$ हल (तारे और विभाजक विधि)।`,
        `यदि कोई एक चर ${cap + 1} या अधिक है, तो पहले उससे ${cap + 1} निकाल लें: चर चुनने के ${k} तरीके, फिर हर बार $${Ctex(left - (cap + 1) + k - 1, k - 1, true)}$ हल।${terms.length > 2 ? ` जिनमें दो चर सीमा से अधिक हैं, वे दो बार घट गए, अतः उन्हें वापस जोड़ें: $${Ctex(k, 2, true)} \\times ${Ctex(left - 2 * (cap + 1) + k - 1, k - 1)}$।` : ''}`,
        `हल $= ${exprTex} = ${numTex} = ${value}$।`,
      ],
    };
    return {
      title: { en: 'Integer solutions with bounds', hi: 'सीमाओं के साथ पूर्णांक हल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [N, k, U],
      check() {
        // Try every value of every variable.
        return { kind: 'choice', correct: [options.indexOf(String(distributions(N, k, lo, U)))] };
      },
    };
  },
};

/** Shortest routes on a grid of streets from one corner to the other that avoid closed junctions (CAT). */
export const pncGridPathsAvoiding: QuestionGenerator = {
  id: 'permutations-and-combinations/grid-routes-avoiding',
  topic: 'permutations-and-combinations',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const m = rng.int(4, 7);
    const n = rng.int(3, 6);
    const ask = rng.pick(['avoidP', 'avoidBoth', 'viaPnotQ'] as const);
    let P: [number, number] = [1, 1];
    let Q: [number, number] = [2, 2];
    do {
      P = [rng.int(1, m - 1), rng.int(1, n - 1)];
      Q = [rng.int(1, m - 1), rng.int(1, n - 1)];
    } while (Q[0] < P[0] || Q[1] < P[1] || (Q[0] === P[0] && Q[1] === P[1]));
    const paths = (a: [number, number], b: [number, number]) =>
      b[0] < a[0] || b[1] < a[1] ? 0 : nCr(b[0] - a[0] + b[1] - a[1], b[0] - a[0]);
    const A: [number, number] = [0, 0];
    const B: [number, number] = [m, n];
    const total = paths(A, B);
    const viaP = paths(A, P) * paths(P, B);
    const viaQ = paths(A, Q) * paths(Q, B);
    const viaBoth = paths(A, P) * paths(P, Q) * paths(Q, B);
    const value = {
      avoidP: total - viaP,
      avoidBoth: total - viaP - viaQ + viaBoth,
      viaPnotQ: viaP - viaBoth,
    }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        avoidP: [total, viaP, total - paths(A, P) - paths(P, B), total - paths(A, P)], // adds the legs instead of multiplying
        avoidBoth: [total - viaP - viaQ, total - viaP, total - viaQ, viaBoth], // no add-back for routes through both
        viaPnotQ: [viaP, viaP - viaQ, total - viaQ, paths(A, P) * (paths(P, B) - paths(Q, B))],
      }[ask].filter((x) => x > 0 && x !== value),
    );
    const at = (p: [number, number], hi = false) =>
      hi
        ? `A से ${p[0]} ब्लॉक पूर्व और ${p[1]} ब्लॉक उत्तर में`
        : `${p[0]} ${p[0] === 1 ? 'block' : 'blocks'} east and ${p[1]} ${p[1] === 1 ? 'block' : 'blocks'} north of A`;
    const intro = {
      en: `The streets of a town form a square grid. B is ${m} blocks east and ${n} blocks north of A, and a cyclist goes from A to B by a shortest route, riding only east or north.`,
      hi: `एक शहर की सड़कें वर्गाकार जाल बनाती हैं। B, A से ${m} ब्लॉक पूर्व और ${n} ब्लॉक उत्तर में है, और एक साइकिल सवार A से B तक सबसे छोटे रास्ते से जाता है, केवल पूर्व या उत्तर की ओर चलते हुए।`,
    };
    const question = {
      avoidP: {
        en: `The junction P, ${at(P)}, is closed. How many routes can the cyclist take?`,
        hi: `चौराहा P (${at(P, true)}) बंद है। साइकिल सवार कितने रास्तों से जा सकता है?`,
      },
      avoidBoth: {
        en: `The junctions P, ${at(P)}, and Q, ${at(Q)}, are both closed. How many routes can the cyclist take?`,
        hi: `चौराहे P (${at(P, true)}) और Q (${at(Q, true)}) दोनों बंद हैं। साइकिल सवार कितने रास्तों से जा सकता है?`,
      },
      viaPnotQ: {
        en: `The cyclist must pass through the junction P, ${at(P)}, but the junction Q, ${at(Q)}, is closed. How many routes can the cyclist take?`,
        hi: `साइकिल सवार को चौराहे P (${at(P, true)}) से होकर जाना है, पर चौराहा Q (${at(Q, true)}) बंद है। वह कितने रास्तों से जा सकता है?`,
      },
    }[ask];
    const leg = (a: [number, number], b: [number, number]) =>
      `${Ctex(b[0] - a[0] + b[1] - a[1], b[0] - a[0], true)} = ${paths(a, b)}`;
    const lines = {
      en: [
        `A shortest route from a point to another $e$ blocks east and $n$ blocks north is an order of $e$ east moves and $n$ north moves: $^{e + n}C_e$ routes.`,
        `All routes A to B: $${leg(A, B)}$. Routes through P: (A to P) $\\times$ (P to B) $= ${paths(A, P)} \\times ${paths(P, B)} = ${viaP}$.`,
        ...(ask === 'avoidP'
          ? [`Avoiding P: $${total} - ${viaP} = ${value}$.`]
          : [
              `Routes through Q: $${paths(A, Q)} \\times ${paths(Q, B)} = ${viaQ}$. Through both P and Q: $${paths(A, P)} \\times ${paths(P, Q)} \\times ${paths(Q, B)} = ${viaBoth}$.`,
              ask === 'avoidBoth'
                ? `Avoiding both (inclusion–exclusion): $${total} - ${viaP} - ${viaQ} + ${viaBoth} = ${value}$.`
                : `Through P but not Q: $${viaP} - ${viaBoth} = ${value}$.`,
            ]),
      ],
      hi: [
        `किसी बिंदु से $e$ ब्लॉक पूर्व और $n$ ब्लॉक उत्तर के बिंदु तक सबसे छोटा रास्ता, $e$ पूर्व और $n$ उत्तर चालों का एक क्रम है: $^{e + n}C_e$ रास्ते।`,
        `A से B तक सभी रास्ते: $${leg(A, B)}$। P से होकर: (A से P) $\\times$ (P से B) $= ${paths(A, P)} \\times ${paths(P, B)} = ${viaP}$।`,
        ...(ask === 'avoidP'
          ? [`P से बचकर: $${total} - ${viaP} = ${value}$।`]
          : [
              `Q से होकर: $${paths(A, Q)} \\times ${paths(Q, B)} = ${viaQ}$। P और Q दोनों से होकर: $${paths(A, P)} \\times ${paths(P, Q)} \\times ${paths(Q, B)} = ${viaBoth}$।`,
              ask === 'avoidBoth'
                ? `दोनों से बचकर (समावेश–अपवर्जन): $${total} - ${viaP} - ${viaQ} + ${viaBoth} = ${value}$।`
                : `P से होकर पर Q से नहीं: $${viaP} - ${viaBoth} = ${value}$।`,
            ]),
      ],
    };
    return {
      title: { en: 'Grid routes avoiding closed junctions', hi: 'बंद चौराहों से बचते हुए जाल पर रास्ते' },
      type: 'single',
      statement: { en: `${intro.en} ${question.en}`, hi: `${intro.hi} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...lines.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: ask === 'avoidP' ? [m, n, ...P] : [m, n, ...P, ...Q],
      check() {
        // Count routes junction by junction (each = from the west + from the south), closed ones 0.
        const count = (blocked: [number, number][], mustPass: [number, number] | null): number => {
          const ways: number[][] = Array.from({ length: m + 1 }, () => Array(n + 1).fill(0));
          for (let x = 0; x <= m; x++) {
            for (let y = 0; y <= n; y++) {
              const row = ways[x] ?? [];
              if (blocked.some(([bx, by]) => bx === x && by === y)) row[y] = 0;
              else if (x === 0 && y === 0) row[y] = 1;
              else row[y] = (ways[x - 1]?.[y] ?? 0) + (row[y - 1] ?? 0);
            }
          }
          const all = ways[m]?.[n] ?? 0;
          return mustPass ? all - count([...blocked, mustPass], null) : all;
        };
        const v = {
          avoidP: count([P], null),
          avoidBoth: count([P, Q], null),
          viaPnotQ: count([Q], P),
        }[ask];
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};
