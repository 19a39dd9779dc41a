import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';

type PairBound = 'sum' | 'difference';

/** The divisor pairs (d, N/d) of N with d ≤ N/d. */
function divisorPairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let d = 1; d * d <= n; d++) if (n % d === 0) pairs.push([d, n / d]);
  return pairs;
}

/**
 * CAT: ordered integer pairs with a fixed product and a modulus bound on their sum or difference
 * (divisor pairs, both orders and both signs, the square case counted once per sign).
 */
export const inequalitiesFixedProductBound: QuestionGenerator = {
  id: 'inequalities/fixed-product-modulus-bound',
  topic: 'inequalities',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let N = 0;
    let M = 0;
    let bound: PairBound = 'sum';
    let strict = false;
    let pairs: [number, number][] = [];
    const value = (p: [number, number]) => (bound === 'sum' ? p[0] + p[1] : p[1] - p[0]);
    const fits = (v: number) => (strict ? v < M : v <= M);
    for (;;) {
      N = rng.int(12, 400);
      pairs = divisorPairs(N);
      bound = rng.next() < 0.6 ? 'sum' : 'difference';
      strict = rng.next() < 0.4;
      if (pairs.length < 4) continue;
      const values = pairs.map(value).sort((p, r) => p - r);
      // A bound on one of the values (so ≤ and < differ) or just past it; some pairs in, some out.
      const pivot = values[rng.int(1, values.length - 2)] ?? 0;
      M = pivot + (rng.next() < 0.5 ? 0 : 1);
      const inside = pairs.filter((p) => fits(value(p))).length;
      if (inside >= 1 && inside < pairs.length) break;
    }
    const inside = pairs.filter((p) => fits(value(p)));
    const orders = (p: [number, number]) => (p[0] === p[1] ? 1 : 2);
    const positive = inside.reduce((t, p) => t + orders(p), 0);
    const answer = 2 * positive;
    const wrong = [
      positive, // forgets the negative pairs
      2 * inside.length, // forgets to swap the order (unordered pairs, both signs)
      4 * inside.length, // counts the square pair in two orders
      2 * pairs.filter((p) => (strict ? value(p) <= M : value(p) < M)).reduce((t, p) => t + orders(p), 0), // mixes up < and ≤
      inside.length, // unordered positive pairs only
      2 * pairs.reduce((t, p) => t + orders(p), 0), // ignores the bound on the sum or difference
      2 * positive + 2 * (pairs.length - inside.length), // adds the pairs outside the bound once each
    ].filter((w) => w !== answer);
    const { options, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const rel = strict ? '<' : '\\le';
    const expr = bound === 'sum' ? 'x + y' : 'x - y';
    const statement = {
      en: `How many ordered pairs of integers $(x, y)$ satisfy both $xy = ${N}$ and $|${expr}| ${rel} ${M}$?`,
      hi: `पूर्णांकों के कितने क्रमित युग्म $(x, y)$ दोनों शर्तें $xy = ${N}$ और $|${expr}| ${rel} ${M}$ संतुष्ट करते हैं?`,
    };
    const list = pairs.map((p) => `(${p[0]}, ${p[1]}) \\to ${value(p)}`).join(',\\ ');
    const valueName = bound === 'sum' ? { en: 'sum', hi: 'योग' } : { en: 'difference', hi: 'अंतर' };
    const squareNote = inside.some((p) => p[0] === p[1]);
    const steps = [
      {
        en: `Since $xy = ${N} > 0$, $x$ and $y$ have the same sign, so $|${expr}|$ is the ${valueName.en} of the positive divisor pair $(|x|, |y|)$.`,
        hi: `$xy = ${N} > 0$ है, अतः $x$ और $y$ का चिह्न एक ही है, इसलिए $|${expr}|$ धनात्मक भाजक युग्म $(|x|, |y|)$ का ${valueName.hi} है।`,
      },
      {
        en: `Divisor pairs of ${N} with their ${valueName.en}: $${list}$.`,
        hi: `${N} के भाजक युग्म और उनका ${valueName.hi}: $${list}$।`,
      },
      {
        en: `Those with ${valueName.en} $${rel} ${M}$: ${inside.length}. Each unequal pair gives 2 orders${squareNote ? ' (the equal pair only 1)' : ''}: $${positive}$ positive ordered pairs.`,
        hi: `जिनका ${valueName.hi} $${rel} ${M}$ है: ${inside.length}। हर असमान युग्म के 2 क्रम${squareNote ? ' (बराबर युग्म का केवल 1)' : ''}: $${positive}$ धनात्मक क्रमित युग्म।`,
      },
      {
        en: `Both numbers may also be negative: $2 \\times ${positive} = ${answer}$.`,
        hi: `दोनों संख्याएँ ऋणात्मक भी हो सकती हैं: $2 \\times ${positive} = ${answer}$।`,
      },
    ];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return singleChoice(
      {
        en: 'Integer pairs with a fixed product and a modulus bound',
        hi: 'निश्चित गुणनफल और मापांक सीमा वाले पूर्णांक युग्म',
      },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [N, M],
      () => {
        // Every integer x dividing N, positive or negative, with y = N / x.
        let count = 0;
        for (let x = -N; x <= N; x++) {
          if (x === 0 || N % x !== 0) continue;
          const y = N / x;
          const v = Math.abs(bound === 'sum' ? x + y : x - y);
          if (strict ? v < M : v <= M) count++;
        }
        return options.indexOf(String(count));
      },
    );
  },
};
