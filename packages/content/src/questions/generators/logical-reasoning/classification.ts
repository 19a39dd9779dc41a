import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * The shapes of classification (id – what it asks – exams):
 * - classification/letter-gaps – odd three-letter group with unequal gaps – SSC CGL, RRB NTPC, Bank PO, CUET
 * - classification/number-pairs – odd pair on square, cube, square ± 1 relations – SSC CGL, RRB NTPC, CUET, Placements
 * - classification/letter-patterns – odd four-letter group with one step changed – SSC CGL, Bank PO, CUET, Placements
 * - classification/word-group-member – the word joining three words of a category – SSC CGL, RRB NTPC, CUET
 * - classification/country-pairs – odd pair among country–capital and country–currency – SSC CGL, RRB NTPC, CUET
 * - classification/letter-sum – odd letter group by the sum of letter positions – SSC CGL, RRB NTPC, Bank PO, CUET
 * - classification/triad-group-member – the triad joining three triads on one rule – SSC CGL, RRB NTPC, Bank PO, CUET
 * - classification/odd-triad – odd triad among ratio, product, equal-step rules – SSC CGL, RRB NTPC, CUET, Placements
 * - classification/two-attribute-numbers – the number sharing two properties with three (CAT level) – CAT, Bank PO, Placements
 * - classification/two-attribute-letters – the letter group sharing an order and a content property (CAT level) – CAT, Bank PO, Placements
 */

/**
 * Classification: three of four letter groups or number pairs share a rule, one breaks it. The
 * generator builds three groups on a rule and one near miss, and rejects sets where some other
 * simple rule (letter parity, vowels, another relation) would split them 3–1 on a different group.
 * The checker does not know the rule used: it tests every option against every candidate rule and
 * returns the single option that the 3–1 splits single out.
 */

const pos = (c: string) => c.charCodeAt(0) - 64;
const letter = (p: number) => String.fromCharCode(64 + p);
const VOWELS = 'AEIOU';

/** A candidate rule: a test of one option. */
interface Rule {
  test(option: string): boolean;
  /** Also a 3–1 split when only one option obeys it (e.g. "three groups have no vowel"). */
  twoWay?: boolean;
}

/** The option every 3–1 split picks out, or -1 if no rule splits 3–1 or splits disagree. */
function oddByRules(options: readonly string[], rules: readonly Rule[]): number {
  const odd = new Set<number>();
  for (const rule of rules) {
    const failing = options.map((o, i) => (rule.test(o) ? -1 : i)).filter((i) => i >= 0);
    const passing = options.length - failing.length;
    if (failing.length === 1) odd.add(elementAt(failing, 0));
    // A rule that only ONE option obeys also splits 3–1 (the other three share "not this").
    if (rule.twoWay && passing === 1) odd.add(options.findIndex((o) => rule.test(o)));
  }
  return odd.size === 1 ? elementAt([...odd], 0) : -1;
}

/** Gaps between consecutive letters of a group, e.g. BDG → "2,3". */
const gapsOf = (group: string) =>
  [...group]
    .slice(1)
    .map((c, i) => pos(c) - pos(elementAt([...group], i)))
    .join(',');

/** Rules a solver might try on letter groups: the gap pattern of each option, parity, vowels. */
function letterRules(options: readonly string[]): Rule[] {
  const rules: Rule[] = options.map((o) => ({ test: (x: string) => gapsOf(x) === gapsOf(o) }));
  rules.push(
    { test: (x) => [...x].every((c) => pos(c) % 2 === 0), twoWay: true },
    { test: (x) => [...x].every((c) => pos(c) % 2 === 1), twoWay: true },
    { test: (x) => [...x].some((c) => VOWELS.includes(c)), twoWay: true },
    { test: (x) => VOWELS.includes(x[0] ?? ''), twoWay: true },
  );
  return rules;
}

/** Letters with their positions, for the solution: "B(2) D(4) F(6)". */
const withPositions = (group: string) => [...group].map((c) => `${c}(${pos(c)})`).join(' ');

function statementFor(options: readonly string[], kind: Text): Text {
  const list = options.join(', ');
  return {
    en: `Three of the following four ${kind.en} are alike in a certain way and one is different. Find the odd one out: ${list}`,
    hi: `निम्नलिखित चार ${kind.hi} में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न को चुनिए: ${list}`,
  };
}

/** Shuffles the three alike options and the odd one; retries (with the same rng) until unambiguous. */
function settle(rng: Rng, make: () => { alike: string[]; odd: string }, rules: (o: string[]) => Rule[]) {
  for (;;) {
    const { alike, odd } = make();
    const options = rng.shuffle([...alike, odd]);
    if (new Set(options).size !== 4) continue;
    const correctIndex = options.indexOf(odd);
    if (oddByRules(options, rules(options)) === correctIndex) return { options, correctIndex, alike, odd };
  }
}

/** Three-letter groups with equal gaps; one group has unequal gaps. */
export const classificationLetterGaps: QuestionGenerator = {
  id: 'classification/letter-gaps',
  topic: 'classification',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const d = rng.int(1, 5);
    const group = (start: number, g1: number, g2: number) =>
      letter(start) + letter(start + g1) + letter(start + g1 + g2);
    const { options, correctIndex, odd } = settle(
      rng,
      () => {
        const starts = rng.shuffle(Array.from({ length: 26 - 2 * d }, (_, i) => i + 1)).slice(0, 3);
        const alike = starts.map((s) => group(s, d, d));
        // The near miss: one gap one letter longer (or shorter), the slip a quick reader overlooks.
        const [g1, g2] = rng.pick([
          [d, d + 1],
          [d + 1, d],
          [d, d - 1],
        ]) as [number, number];
        const safeG2 = g2 === 0 ? d + 2 : g2;
        const start = rng.int(1, 26 - g1 - safeG2);
        return { alike, odd: group(start, g1, safeG2) };
      },
      letterRules,
    );
    const explain = (o: string) => `- ${o}: ${withPositions(o)}, gaps ${gapsOf(o).replace(',', ' and ')}`;
    const solution: Text = {
      en: [
        'Write the position of each letter (A = 1, …, Z = 26) and find the gaps:',
        options.map(explain).join('\n'),
        `Three groups move forward by ${d} and ${d}. ${odd} has gaps ${gapsOf(odd).replace(',', ' and ')}, so it is the odd one.`,
        `**Answer: ${odd}**`,
      ].join('\n\n'),
      hi: [
        'प्रत्येक अक्षर का स्थान (A = 1, …, Z = 26) लिखें और अंतर ज्ञात करें:',
        options.map((o) => `- ${o}: ${withPositions(o)}, अंतर ${gapsOf(o).replace(',', ' और ')}`).join('\n'),
        `तीन समूहों में अक्षर ${d} और ${d} आगे बढ़ते हैं। ${odd} में अंतर ${gapsOf(odd).replace(',', ' और ')} हैं, इसलिए यही भिन्न है।`,
        `**उत्तर: ${odd}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Odd letter group: equal gaps', hi: 'भिन्न अक्षर समूह: समान अंतर' },
      type: 'single',
      statement: statementFor(options, { en: 'letter groups', hi: 'अक्षर समूहों' }),
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [d],
      check(): QuestionAnswer {
        // Every group's gaps: the odd one is the group whose two gaps differ, provided only one does.
        const unequal = options.filter((o) => {
          const [a, b] = [...o].map(pos);
          const c = pos(o[2] ?? '');
          return a === undefined || b === undefined || b - a !== c - b;
        });
        const others = oddByRules(options, letterRules(options));
        const index = unequal.length === 1 ? options.indexOf(elementAt(unequal, 0)) : -1;
        return { kind: 'choice', correct: [index === others ? index : -1] };
      },
    };
  },
};

/** A relation between the two numbers of a pair. */
interface Relation {
  text: Text;
  /** Makes the second number from the first. */
  of(a: number): number;
  /** The first numbers that keep the pair exam-sized. */
  from: [number, number];
  /** The relation's left side in KaTeX, e.g. "12^2" or "12^2 + 1". */
  expr(a: number): string;
}

const RELATIONS: readonly Relation[] = [
  {
    text: { en: 'the second number is the square of the first', hi: 'दूसरी संख्या पहली संख्या का वर्ग है' },
    of: (a) => a * a,
    from: [4, 25],
    expr: (a) => `${a}^2`,
  },
  {
    text: { en: 'the second number is the cube of the first', hi: 'दूसरी संख्या पहली संख्या का घन है' },
    of: (a) => a ** 3,
    from: [2, 12],
    expr: (a) => `${a}^3`,
  },
  {
    text: {
      en: 'the second number is one more than the square of the first',
      hi: 'दूसरी संख्या पहली संख्या के वर्ग से 1 अधिक है',
    },
    of: (a) => a * a + 1,
    from: [3, 20],
    expr: (a) => `${a}^2 + 1`,
  },
  {
    text: {
      en: 'the second number is one less than the square of the first',
      hi: 'दूसरी संख्या पहली संख्या के वर्ग से 1 कम है',
    },
    of: (a) => a * a - 1,
    from: [3, 20],
    expr: (a) => `${a}^2 - 1`,
  },
  {
    text: {
      en: 'the second number is one more than the cube of the first',
      hi: 'दूसरी संख्या पहली संख्या के घन से 1 अधिक है',
    },
    of: (a) => a ** 3 + 1,
    from: [2, 10],
    expr: (a) => `${a}^3 + 1`,
  },
  {
    text: {
      en: 'the second number is the first times the next number',
      hi: 'दूसरी संख्या पहली संख्या और उसकी अगली संख्या का गुणनफल है',
    },
    of: (a) => a * (a + 1),
    from: [3, 20],
    expr: (a) => `${a} \\times ${a + 1}`,
  },
];

/** Every relation a solver might test on number pairs, including constant multiples and sums. */
function pairRules(): Rule[] {
  const parse = (o: string) => o.replace(/[()]/g, '').split(', ').map(Number);
  const rules: Rule[] = RELATIONS.map((r) => ({
    test: (o: string) => {
      const [a, b] = parse(o);
      return a !== undefined && r.of(a) === b;
    },
  }));
  for (let k = 2; k <= 12; k++) {
    rules.push({
      test: (o) => {
        const [a, b] = parse(o);
        return a !== undefined && b === k * a;
      },
    });
    rules.push({
      test: (o) => {
        const [a, b] = parse(o);
        return a !== undefined && b === a + k;
      },
    });
  }
  rules.push({
    test: (o) => {
      const [a, b] = parse(o);
      return a !== undefined && b !== undefined && b % a === 0;
    },
  });
  return rules;
}

/** Number pairs on one relation (square, cube, square ± 1, n(n + 1)); one pair misses it. */
export const classificationNumberPairs: QuestionGenerator = {
  id: 'classification/number-pairs',
  topic: 'classification',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const rel = rng.pick(RELATIONS);
    const pair = (a: number, b: number) => `(${a}, ${b})`;
    const { options, correctIndex, odd } = settle(
      rng,
      () => {
        const firsts = rng
          .shuffle(Array.from({ length: rel.from[1] - rel.from[0] + 1 }, (_, i) => i + rel.from[0]))
          .slice(0, 4);
        const [a, b, c, x] = firsts as [number, number, number, number];
        const alike = [a, b, c].map((v) => pair(v, rel.of(v)));
        // The near miss: off by a small amount, or built on a look-alike relation.
        const siblings = RELATIONS.filter((r) => r !== rel && Math.abs(r.of(x) - rel.of(x)) < rel.of(x));
        const shifts = rel.of(x) > 30 ? [-10, -2, 2, 10] : [-2, 2];
        const miss =
          siblings.length > 0 && rng.next() < 0.5 ? rng.pick(siblings).of(x) : rel.of(x) + rng.pick(shifts);
        return { alike, odd: pair(x, miss) };
      },
      () => pairRules(),
    );
    const parse = (o: string) => o.replace(/[()]/g, '').split(', ').map(Number) as [number, number];
    const [oa, ob] = parse(odd);
    const lines = options.map((o) => {
      const [a, b] = parse(o);
      return o === odd
        ? `- ${o}: $${rel.expr(a)} = ${rel.of(a)} \\neq ${b}$`
        : `- ${o}: $${rel.expr(a)} = ${b}$`;
    });
    const solution: Text = {
      en: [
        `Test the relation between the numbers of each pair: ${rel.text.en}.`,
        lines.join('\n'),
        `Only ${odd} breaks the rule: ${oa} should go with ${rel.of(oa)}, not ${ob}.`,
        `**Answer: ${odd}**`,
      ].join('\n\n'),
      hi: [
        `प्रत्येक जोड़े की संख्याओं का संबंध जाँचें: ${rel.text.hi}।`,
        lines.join('\n'),
        `केवल ${odd} नियम तोड़ता है: ${oa} के साथ ${rel.of(oa)} होना चाहिए, ${ob} नहीं।`,
        `**उत्तर: ${odd}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Odd number pair', hi: 'भिन्न संख्या-युग्म' },
      type: 'single',
      statement: statementFor(options, { en: 'number pairs', hi: 'संख्या-युग्मों' }),
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [oa, ob],
      check(): QuestionAnswer {
        return { kind: 'choice', correct: [oddByRules(options, pairRules())] };
      },
    };
  },
};

/** Gap patterns for four-letter groups: unequal steps make the pattern worth finding. */
const PATTERNS: readonly [number, number, number][] = [
  [1, 2, 3],
  [2, 3, 4],
  [1, 3, 5],
  [3, 2, 1],
  [2, 1, 2],
  [1, 2, 1],
  [2, 2, 3],
  [3, 1, 3],
  [4, 3, 2],
  [1, 1, 2],
  [2, 4, 2],
  [5, 3, 1],
];

/** Four-letter groups on one gap pattern (forwards or backwards); one group has one gap changed. */
export const classificationLetterPatterns: QuestionGenerator = {
  id: 'classification/letter-patterns',
  topic: 'classification',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const base = rng.pick(PATTERNS);
    const backwards = rng.next() < 0.3;
    const pattern = backwards ? base.map((g) => -g) : [...base];
    const span = base.reduce((s, g) => s + g, 0);
    const group = (start: number, gaps: number[]) => {
      let p = start;
      let out = letter(p);
      for (const g of gaps) {
        p += g;
        out += letter(p);
      }
      return out;
    };
    const startRange = (extra: number) =>
      (backwards ? [span + extra + 1, 26] : [1, 26 - span - extra]) as [number, number];
    const { options, correctIndex, odd } = settle(
      rng,
      () => {
        const [lo, hi] = startRange(0);
        const alike = rng
          .shuffle(Array.from({ length: hi - lo + 1 }, (_, i) => i + lo))
          .slice(0, 3)
          .map((s) => group(s, pattern));
        // The near miss: one gap of the pattern one letter longer.
        const which = rng.int(0, 2);
        const changed = pattern.map((g, i) => (i === which ? g + Math.sign(g) : g));
        const [lo2, hi2] = startRange(1);
        return { alike, odd: group(rng.int(lo2, hi2), changed) };
      },
      letterRules,
    );
    const fmtGaps = (o: string) =>
      gapsOf(o)
        .split(',')
        .map((g) => (Number(g) > 0 ? `+${g}` : g))
        .join(', ');
    const solution: Text = {
      en: [
        'Write the letter positions (A = 1, …, Z = 26) and the steps between them:',
        options.map((o) => `- ${o}: ${withPositions(o)}, steps ${fmtGaps(o)}`).join('\n'),
        `Three groups follow the steps ${fmtGaps(elementAt(options, correctIndex === 0 ? 1 : 0))}; ${odd} follows ${fmtGaps(odd)}.`,
        `**Answer: ${odd}**`,
      ].join('\n\n'),
      hi: [
        'अक्षरों के स्थान (A = 1, …, Z = 26) और उनके बीच के अंतर लिखें:',
        options.map((o) => `- ${o}: ${withPositions(o)}, अंतर ${fmtGaps(o)}`).join('\n'),
        `तीन समूह ${fmtGaps(elementAt(options, correctIndex === 0 ? 1 : 0))} के क्रम पर हैं; ${odd} में क्रम ${fmtGaps(odd)} है।`,
        `**उत्तर: ${odd}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Odd letter group: step pattern', hi: 'भिन्न अक्षर समूह: अंतर का क्रम' },
      type: 'single',
      statement: statementFor(options, { en: 'letter groups', hi: 'अक्षर समूहों' }),
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [],
      check(): QuestionAnswer {
        // Majority pattern by counting: the odd one is the only group whose steps differ from the rest.
        const steps = options.map((o) =>
          [...o].map((c, i) => (i === 0 ? 0 : pos(c) - pos(o[i - 1] ?? ''))).join('|'),
        );
        const loners = steps.filter((s) => steps.filter((t) => t === s).length === 1);
        const index = loners.length === 1 ? steps.indexOf(elementAt(loners, 0)) : -1;
        return {
          kind: 'choice',
          correct: [index === oddByRules(options, letterRules(options)) ? index : -1],
        };
      },
    };
  },
};
