import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';

/**
 * The data-sufficiency shapes (each with the exams that ask it), all with the five standard answers:
 * - ages: one person's present age from ages past, future, sums and ratios (SSC CGL, Bank PO, CAT,
 *   GMAT, Placements) — this file;
 * - two-digit-number: a number from facts about its digits (Bank PO, CAT, GMAT, Placements) — this file;
 * - is-it-divisible: is n divisible by K? (Bank PO, CAT, GMAT, Placements) — data-sufficiency-numbers.ts;
 * - is-x-greater-than-y: signs, squares and sums of two integers (CAT, GMAT, Bank PO, Placements) — same;
 * - profit-percent: profit or loss percent from price facts (SSC CGL, Bank PO, Placements) — same;
 * - ranks-in-a-row: the size of a row or a rank from two students' ranks (SSC CGL, Bank PO,
 *   Placements) — data-sufficiency-orders.ts;
 * - day-of-the-week: the day of a meeting from remembered windows and offsets (SSC CGL, Bank PO,
 *   Placements) — same;
 * - direction-of-a-point: the direction of Q from P through a point R (SSC CGL, Bank PO, Placements)
 *   — data-sufficiency-directions.ts;
 * - order-of-heights (CAT level): five friends ordered by partial comparisons (CAT, Bank PO, GMAT)
 *   — data-sufficiency-cat.ts;
 * - seating-in-a-row (CAT level): six friends in a row from clue sets (CAT, Bank PO, Placements) — same.
 *
 * Data sufficiency. A hidden model (two ages, a two-digit number) produces true statements.
 * `generate` solves each statement constructively (it lists the models the statement allows, e.g.
 * for "A is 6 years older than B" every pair (b + 6, b)), intersects the lists and sees whether the
 * asked value is fixed. `check` forgets those lists: it runs through every model of the domain, keeps
 * the ones each statement (or both) holds in, and counts the distinct answers left.
 */

const DS_OPTIONS = [
  {
    en: 'Statement I alone is sufficient, but statement II alone is not sufficient.',
    hi: 'केवल कथन I पर्याप्त है, परंतु केवल कथन II पर्याप्त नहीं है।',
  },
  {
    en: 'Statement II alone is sufficient, but statement I alone is not sufficient.',
    hi: 'केवल कथन II पर्याप्त है, परंतु केवल कथन I पर्याप्त नहीं है।',
  },
  {
    en: 'Each statement alone is sufficient.',
    hi: 'दोनों में से प्रत्येक कथन अकेले पर्याप्त है।',
  },
  {
    en: 'Both statements together are sufficient, but neither statement alone is sufficient.',
    hi: 'दोनों कथन मिलकर पर्याप्त हैं, परंतु कोई भी कथन अकेले पर्याप्त नहीं है।',
  },
  {
    en: 'Statements I and II together are not sufficient.',
    hi: 'कथन I और II मिलकर भी पर्याप्त नहीं हैं।',
  },
] as const;

/** The option index from whether I alone, II alone and both together fix the answer. */
function category(one: boolean, two: boolean, together: boolean): number {
  if (one && two) return 2;
  if (one) return 0;
  if (two) return 1;
  return together ? 3 : 4;
}

interface Statement<M> {
  en: string;
  hi: string;
  /** Whether the statement is true of a model (check's way). */
  holds: (m: M) => boolean;
  /** The models the statement allows, listed constructively (generate's way). */
  solve: () => M[];
  /** One line of the solution on what this statement alone gives. */
  aloneEn: string;
  aloneHi: string;
}

/** Generate's verdict: which of I, II and I + II pin down the asked value. */
function sufficiency<M>(s1: Statement<M>, s2: Statement<M>, key: (m: M) => string, ask: (m: M) => number) {
  const a = s1.solve();
  const b = s2.solve();
  const inB = new Set(b.map(key));
  const both = a.filter((m) => inB.has(key(m)));
  const fixed = (ms: M[]) => new Set(ms.map(ask)).size === 1;
  return { one: fixed(a), two: fixed(b), together: fixed(both), both };
}

function dsQuestion<M>(args: {
  question: { en: string; hi: string };
  s1: Statement<M>;
  s2: Statement<M>;
  domain: () => readonly M[];
  key: (m: M) => string;
  ask: (m: M) => number;
  togetherEn: string;
  togetherHi: string;
  numbers: number[];
  seconds: number;
}) {
  const { s1, s2 } = args;
  const v = sufficiency(s1, s2, args.key, args.ask);
  const correct = category(v.one, v.two, v.together);
  const options = DS_OPTIONS.map((o) => ({ en: o.en, hi: o.hi }));
  const verdict = (ok: boolean) =>
    ok ? { en: 'sufficient', hi: 'पर्याप्त' } : { en: 'not sufficient', hi: 'पर्याप्त नहीं' };
  const lines = {
    en: [
      `From I alone: ${s1.aloneEn} — ${verdict(v.one).en}.`,
      `From II alone: ${s2.aloneEn} — ${verdict(v.two).en}.`,
      ...(v.one || v.two ? [] : [`Together: ${args.togetherEn} — ${verdict(v.together).en}.`]),
      `**Answer: ${options[correct]?.en}**`,
    ],
    hi: [
      `केवल I से: ${s1.aloneHi} — ${verdict(v.one).hi}।`,
      `केवल II से: ${s2.aloneHi} — ${verdict(v.two).hi}।`,
      ...(v.one || v.two ? [] : [`दोनों मिलाकर: ${args.togetherHi} — ${verdict(v.together).hi}।`]),
      `**उत्तर: ${options[correct]?.hi}**`,
    ],
  };
  return {
    title: { en: 'Data sufficiency', hi: 'आँकड़ों की पर्याप्तता' },
    type: 'single' as const,
    statement: {
      en: `${args.question.en}\n\nI. ${s1.en}\n\nII. ${s2.en}\n\nWhich of the following is correct about the statements?`,
      hi: `${args.question.hi}\n\nI. ${s1.hi}\n\nII. ${s2.hi}\n\nकथनों के बारे में निम्नलिखित में से कौन-सा सही है?`,
    },
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution: { en: lines.en.join('\n\n'), hi: lines.hi.join('\n\n') },
    expectedSeconds: args.seconds,
    numbers: args.numbers,
    check(): QuestionAnswer {
      // One pass over every model of the domain, collecting the answers each statement leaves.
      const seen = [new Set<number>(), new Set<number>(), new Set<number>()];
      for (const m of args.domain()) {
        const h1 = s1.holds(m);
        const h2 = s2.holds(m);
        if (h1) seen[0]?.add(args.ask(m));
        if (h2) seen[1]?.add(args.ask(m));
        if (h1 && h2) seen[2]?.add(args.ask(m));
      }
      const [one, two, together] = seen.map((x) => x.size === 1) as [boolean, boolean, boolean];
      return { kind: 'choice', correct: [category(one, two, together)] };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Ages

interface Ages {
  x: number;
  y: number;
}
const MAX_AGE = 99;
const range = (lo: number, hi: number) => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
const allAges = () => range(1, MAX_AGE).flatMap((x) => range(1, MAX_AGE).map((y) => ({ x, y })));
const ageKey = (m: Ages) => `${m.x},${m.y}`;
/** Every pair of ages, built once. */
const ALL_AGES: readonly Ages[] = allAges();

interface Named {
  en: string;
  hi: string;
  m: boolean;
}

const PAIRS: readonly (readonly [Named, Named])[] = [
  [
    { en: 'Ravi', hi: 'रवि', m: true },
    { en: 'Sita', hi: 'सीता', m: false },
  ],
  [
    { en: 'Amit', hi: 'अमित', m: true },
    { en: 'Neha', hi: 'नेहा', m: false },
  ],
  [
    { en: 'Mohan', hi: 'मोहन', m: true },
    { en: 'Karan', hi: 'करण', m: true },
  ],
  [
    { en: 'Priya', hi: 'प्रिया', m: false },
    { en: 'Anjali', hi: 'अंजलि', m: false },
  ],
  [
    { en: 'Deepak', hi: 'दीपक', m: true },
    { en: 'Meena', hi: 'मीना', m: false },
  ],
  [
    { en: 'Pooja', hi: 'पूजा', m: false },
    { en: 'Vivek', hi: 'विवेक', m: true },
  ],
];

type AgeKind = 'past' | 'future' | 'ratio' | 'diff' | 'diffPast' | 'sum' | 'average' | 'other' | 'older';

/** The statement of a kind, true of the hidden ages (x asked, y the other person). */
function ageStatement(kind: AgeKind, m: Ages, X: Named, Y: Named, rng: Rng): Statement<Ages> {
  const { x, y } = m;
  const bigger = X.m ? 'बड़ा' : 'बड़ी';
  const smaller = X.m ? 'छोटा' : 'छोटी';
  switch (kind) {
    case 'past': {
      const k = rng.int(2, Math.min(15, x - 1));
      return {
        en: `${k} years ago, ${X.en} was ${x - k} years old.`,
        hi: `${k} वर्ष पहले ${X.hi} की आयु ${x - k} वर्ष थी।`,
        holds: (a) => a.x - k === x - k,
        solve: () => range(1, MAX_AGE).map((yy) => ({ x, y: yy })),
        aloneEn: `${X.en}'s age is $${x - k} + ${k} = ${x}$`,
        aloneHi: `${X.hi} की आयु $${x - k} + ${k} = ${x}$`,
      };
    }
    case 'future': {
      const k = rng.int(2, 15);
      return {
        en: `After ${k} years, ${X.en} will be ${x + k} years old.`,
        hi: `${k} वर्ष बाद ${X.hi} की आयु ${x + k} वर्ष होगी।`,
        holds: (a) => a.x + k === x + k,
        solve: () => range(1, MAX_AGE).map((yy) => ({ x, y: yy })),
        aloneEn: `${X.en}'s age is $${x + k} - ${k} = ${x}$`,
        aloneHi: `${X.hi} की आयु $${x + k} - ${k} = ${x}$`,
      };
    }
    case 'ratio': {
      const r = x / y;
      return {
        en: `${X.en}'s age is ${r} times ${Y.en}'s age.`,
        hi: `${X.hi} की आयु ${Y.hi} की आयु की ${r} गुनी है।`,
        holds: (a) => a.x === r * a.y,
        solve: () => range(1, Math.floor(MAX_AGE / r)).map((yy) => ({ x: r * yy, y: yy })),
        aloneEn: `only $x = ${r}y$ is known, so many ages fit`,
        aloneHi: `केवल $x = ${r}y$ ज्ञात है, अतः अनेक आयु संभव हैं`,
      };
    }
    case 'diff':
    case 'diffPast': {
      const d = x - y;
      const k = kind === 'diffPast' ? rng.int(2, Math.min(10, Math.min(x, y) - 1)) : 0;
      const more = d > 0;
      const word = more ? 'older' : 'younger';
      return {
        en:
          kind === 'diff'
            ? `${X.en} is ${Math.abs(d)} years ${word} than ${Y.en}.`
            : `${k} years ago, ${X.en} was ${Math.abs(d)} years ${word} than ${Y.en}.`,
        hi:
          kind === 'diff'
            ? `${X.hi}, ${Y.hi} से ${Math.abs(d)} वर्ष ${more ? bigger : smaller} है।`
            : `${k} वर्ष पहले ${X.hi}, ${Y.hi} से ${Math.abs(d)} वर्ष ${more ? bigger : smaller} ${X.m ? 'था' : 'थी'}।`,
        holds: (a) => a.x - k - (a.y - k) === d && a.x > k && a.y > k,
        solve: () =>
          range(1, MAX_AGE)
            .map((yy) => ({ x: yy + d, y: yy }))
            .filter((a) => a.x >= 1 && a.x <= MAX_AGE && a.x > k && a.y > k),
        aloneEn: `only $${more ? 'x - y' : 'y - x'} = ${Math.abs(d)}$ is known (a difference of ages never changes with time)`,
        aloneHi: `केवल $${more ? 'x - y' : 'y - x'} = ${Math.abs(d)}$ ज्ञात है (आयु का अंतर समय के साथ नहीं बदलता)`,
      };
    }
    case 'sum':
    case 'average': {
      const s = x + y;
      const avg = kind === 'average';
      return {
        en: avg
          ? `The average age of ${X.en} and ${Y.en} is ${s / 2} years.`
          : `The sum of the ages of ${X.en} and ${Y.en} is ${s} years.`,
        hi: avg
          ? `${X.hi} और ${Y.hi} की औसत आयु ${s / 2} वर्ष है।`
          : `${X.hi} और ${Y.hi} की आयु का योग ${s} वर्ष है।`,
        holds: (a) => a.x + a.y === s,
        solve: () =>
          range(1, MAX_AGE)
            .map((yy) => ({ x: s - yy, y: yy }))
            .filter((a) => a.x >= 1 && a.x <= MAX_AGE),
        aloneEn: `only $x + y = ${s}$ is known`,
        aloneHi: `केवल $x + y = ${s}$ ज्ञात है`,
      };
    }
    case 'other':
      return {
        en: `${Y.en} is ${y} years old.`,
        hi: `${Y.hi} की आयु ${y} वर्ष है।`,
        holds: (a) => a.y === y,
        solve: () => range(1, MAX_AGE).map((xx) => ({ x: xx, y })),
        aloneEn: `this gives ${Y.en}'s age only`,
        aloneHi: `इससे केवल ${Y.hi} की आयु मिलती है`,
      };
    default:
      return {
        en: `${X.en} is ${x > y ? 'older' : 'younger'} than ${Y.en}.`,
        hi: `${X.hi}, ${Y.hi} से ${x > y ? bigger : smaller} है।`,
        holds: (a) => (x > y ? a.x > a.y : a.x < a.y),
        solve: () => ALL_AGES.filter((a) => (x > y ? a.x > a.y : a.x < a.y)),
        aloneEn: 'only an order is known',
        aloneHi: 'केवल क्रम ज्ञात है',
      };
  }
}

/** Pairs of statement kinds for each of the five answers (the first one is statement I). */
const AGE_PLANS: readonly (readonly [AgeKind, AgeKind])[][] = [
  [
    ['past', 'diff'],
    ['future', 'sum'],
    ['past', 'other'],
    ['future', 'ratio'],
    ['past', 'older'],
  ],
  [], // II alone: a plan of I alone, swapped
  [
    ['past', 'future'],
    ['future', 'past'],
  ],
  [
    ['diff', 'sum'],
    ['ratio', 'sum'],
    ['ratio', 'diff'],
    ['other', 'diff'],
    ['other', 'ratio'],
    ['average', 'ratio'],
    ['other', 'sum'],
  ],
  [
    ['diff', 'diffPast'],
    ['sum', 'average'],
    ['older', 'sum'],
    ['diff', 'older'],
    ['ratio', 'older'],
  ],
];

/** Ages: is the statement pair enough to find one person's present age? */
export const dataSufficiencyAges: QuestionGenerator = {
  id: 'data-sufficiency/ages',
  topic: 'data-sufficiency',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'GMAT', 'Placements'],
  generate(rng) {
    const target = rng.int(0, 4);
    const plans = AGE_PLANS[target === 1 ? 0 : target] ?? [];
    let [k1, k2] = rng.pick(plans);
    if (target === 1) [k1, k2] = [k2, k1];
    const needsRatio = k1 === 'ratio' || k2 === 'ratio';
    const needsEvenSum = k1 === 'average' || k2 === 'average';
    let m: Ages;
    for (;;) {
      if (needsRatio) {
        const r = rng.int(2, 4);
        const y = rng.int(4, 24);
        m = { x: r * y, y };
      } else {
        const x = rng.int(12, 70);
        let y = rng.int(6, 70);
        if (y === x) y = x - 4;
        m = { x, y };
      }
      if (needsEvenSum && (m.x + m.y) % 2 === 1) continue;
      if (m.x <= MAX_AGE && m.y >= 4) break;
    }
    const [X, Y] = rng.shuffle<Named>(rng.pick(PAIRS));
    if (!X || !Y) throw new Error('two people needed');
    const s1 = ageStatement(k1, m, X, Y, rng);
    const s2 = ageStatement(k2, m, X, Y, rng);
    const v = sufficiency(s1, s2, ageKey, (a) => a.x);
    return dsQuestion({
      question: { en: `What is the present age of ${X.en}?`, hi: `${X.hi} की वर्तमान आयु क्या है?` },
      s1,
      s2,
      domain: () => ALL_AGES,
      key: ageKey,
      ask: (a) => a.x,
      togetherEn:
        v.both.length === 1
          ? `with $x$ for ${X.en}'s age and $y$ for ${Y.en}'s, the two facts give one solution, $x = ${m.x}$`
          : `with $x$ for ${X.en}'s age and $y$ for ${Y.en}'s, the two facts still allow several ages (for example ${v.both
              .slice(0, 2)
              .map((a) => a.x)
              .join(' or ')})`,
      togetherHi:
        v.both.length === 1
          ? `${X.hi} की आयु $x$ और ${Y.hi} की आयु $y$ मानने पर दोनों तथ्यों से एक ही हल मिलता है, $x = ${m.x}$`
          : `${X.hi} की आयु $x$ और ${Y.hi} की आयु $y$ मानने पर भी दोनों तथ्य अनेक आयु की अनुमति देते हैं (जैसे ${v.both
              .slice(0, 2)
              .map((a) => a.x)
              .join(' या ')})`,
      numbers: [],
      seconds: 60,
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Two-digit numbers

const NUMBERS_2D = () => range(10, 99);
const tens = (n: number) => Math.floor(n / 10);
const units = (n: number) => n % 10;

type DigitKind =
  | 'sum'
  | 'diff'
  | 'reverse'
  | 'product'
  | 'multiple'
  | 'tens'
  | 'between'
  | 'square'
  | 'relation';

function digitStatement(kind: DigitKind, n: number, rng: Rng): Statement<number> | undefined {
  const t = tens(n);
  const u = units(n);
  switch (kind) {
    case 'sum': {
      const s = t + u;
      return {
        en: `The sum of the digits of the number is ${s}.`,
        hi: `संख्या के अंकों का योग ${s} है।`,
        holds: (x) => tens(x) + units(x) === s,
        solve: () => range(Math.max(1, s - 9), Math.min(9, s)).map((tt) => 10 * tt + (s - tt)),
        aloneEn: `the digits add to ${s}`,
        aloneHi: `अंकों का योग ${s} है`,
      };
    }
    case 'diff':
    case 'reverse': {
      const d = t - u;
      if (d === 0) return undefined;
      const rev = kind === 'reverse';
      return {
        en: rev
          ? `The number obtained by reversing its digits is ${Math.abs(9 * d)} ${d > 0 ? 'less' : 'more'} than the number.`
          : `The ${d > 0 ? 'tens' : 'units'} digit exceeds the ${d > 0 ? 'units' : 'tens'} digit by ${Math.abs(d)}.`,
        hi: rev
          ? `अंकों को उलटने पर प्राप्त संख्या मूल संख्या से ${Math.abs(9 * d)} ${d > 0 ? 'कम' : 'अधिक'} है।`
          : `${d > 0 ? 'दहाई' : 'इकाई'} का अंक ${d > 0 ? 'इकाई' : 'दहाई'} के अंक से ${Math.abs(d)} अधिक है।`,
        holds: (x) => (rev ? x - (10 * units(x) + tens(x)) === 9 * d : tens(x) - units(x) === d),
        solve: () =>
          range(0, 9)
            .map((uu) => ({ tt: uu + d, uu }))
            .filter(({ tt }) => tt >= 1 && tt <= 9)
            .map(({ tt, uu }) => 10 * tt + uu),
        aloneEn: `${rev ? 'reversing the digits changes a number by 9 times the difference of its digits, so ' : ''}only the difference of the digits is known (${d > 0 ? 'tens − units' : 'units − tens'} = ${Math.abs(d)})`,
        aloneHi: `${rev ? 'अंक उलटने पर संख्या अंकों के अंतर के 9 गुने से बदलती है, अतः ' : ''}केवल अंकों का अंतर ज्ञात है (${d > 0 ? 'दहाई − इकाई' : 'इकाई − दहाई'} = ${Math.abs(d)})`,
      };
    }
    case 'product': {
      const p = t * u;
      if (p === 0) return undefined;
      return {
        en: `The product of the digits of the number is ${p}.`,
        hi: `संख्या के अंकों का गुणनफल ${p} है।`,
        holds: (x) => tens(x) * units(x) === p,
        solve: () =>
          range(1, 9)
            .filter((tt) => p % tt === 0 && p / tt <= 9)
            .map((tt) => 10 * tt + p / tt),
        aloneEn: `the digits multiply to ${p}`,
        aloneHi: `अंकों का गुणनफल ${p} है`,
      };
    }
    case 'multiple': {
      const divisors = [3, 4, 6, 7, 8, 9, 11, 12, 13].filter((q) => n % q === 0);
      if (divisors.length === 0) return undefined;
      const k = rng.pick(divisors);
      return {
        en: `The number is divisible by ${k}.`,
        hi: `संख्या ${k} से विभाज्य है।`,
        holds: (x) => x % k === 0,
        solve: () => range(Math.ceil(10 / k), Math.floor(99 / k)).map((q) => q * k),
        aloneEn: `it is one of the two-digit multiples of ${k}`,
        aloneHi: `यह ${k} के दो अंकों वाले गुणजों में से एक है`,
      };
    }
    case 'tens':
      return {
        en: `The tens digit of the number is ${t}.`,
        hi: `संख्या का दहाई का अंक ${t} है।`,
        holds: (x) => tens(x) === t,
        solve: () => range(0, 9).map((uu) => 10 * t + uu),
        aloneEn: `the number is one of ${10 * t} to ${10 * t + 9}`,
        aloneHi: `संख्या ${10 * t} से ${10 * t + 9} में से कोई एक है`,
      };
    case 'between': {
      const lo = n - rng.int(1, 4);
      const hi = n + rng.int(1, 4);
      if (lo < 10 || hi > 99) return undefined;
      return {
        en: `The number is greater than ${lo} and less than ${hi}.`,
        hi: `संख्या ${lo} से बड़ी और ${hi} से छोटी है।`,
        holds: (x) => x > lo && x < hi,
        solve: () => range(lo + 1, hi - 1),
        aloneEn: `it is one of ${range(lo + 1, hi - 1).join(', ')}`,
        aloneHi: `यह ${range(lo + 1, hi - 1).join(', ')} में से एक है`,
      };
    }
    case 'relation': {
      const k = rng.int(2, 7);
      const c = n - k * (t + u);
      if (c === 0) return undefined;
      const word = c > 0 ? { en: 'more', hi: 'अधिक' } : { en: 'less', hi: 'कम' };
      return {
        en: `The number is ${Math.abs(c)} ${word.en} than ${k} times the sum of its digits.`,
        hi: `संख्या अपने अंकों के योग के ${k} गुने से ${Math.abs(c)} ${word.hi} है।`,
        holds: (x) => x === k * (tens(x) + units(x)) + c,
        // 10t + u = k(t + u) + c, so u = ((10 - k)t - c) / (k - 1) for each tens digit t.
        solve: () =>
          range(1, 9)
            .map((tt) => ({ tt, uu: ((10 - k) * tt - c) / (k - 1) }))
            .filter(({ uu }) => Number.isInteger(uu) && uu >= 0 && uu <= 9)
            .map(({ tt, uu }) => 10 * tt + uu),
        aloneEn: `$10t + u = ${k}(t + u) ${c > 0 ? '+' : '-'} ${Math.abs(c)}$ for the tens digit $t$ and the units digit $u$`,
        aloneHi: `दहाई के अंक $t$ और इकाई के अंक $u$ के लिए $10t + u = ${k}(t + u) ${c > 0 ? '+' : '-'} ${Math.abs(c)}$`,
      };
    }
    default: {
      const root = Math.sqrt(n);
      if (!Number.isInteger(root)) return undefined;
      return {
        en: 'The number is a perfect square.',
        hi: 'संख्या एक पूर्ण वर्ग है।',
        holds: (x) => Number.isInteger(Math.sqrt(x)),
        solve: () => range(4, 9).map((r) => r * r),
        aloneEn: 'it is one of 16, 25, 36, 49, 64, 81',
        aloneHi: 'यह 16, 25, 36, 49, 64, 81 में से एक है',
      };
    }
  }
}

const DIGIT_KINDS: readonly DigitKind[] = [
  'sum',
  'diff',
  'reverse',
  'product',
  'multiple',
  'tens',
  'between',
  'square',
  'relation',
  'relation',
];

/** The statement with the numbers it allows named in its solution line (for short lists). */
function listed(kind: DigitKind, s: Statement<number> | undefined): Statement<number> | undefined {
  if (!s || !['sum', 'diff', 'reverse', 'product', 'relation'].includes(kind)) return s;
  const list = s.solve();
  const en = list.length === 1 ? `only ${list[0]}` : list.join(', ');
  const hi = list.length === 1 ? `केवल ${list[0]}` : list.join(', ');
  return { ...s, aloneEn: `${s.aloneEn}: ${en}`, aloneHi: `${s.aloneHi}: ${hi}` };
}

/** A two-digit number from facts about its digits: which facts are enough? */
export const dataSufficiencyTwoDigitNumber: QuestionGenerator = {
  id: 'data-sufficiency/two-digit-number',
  topic: 'data-sufficiency',
  difficulty: 'medium',
  exams: ['Bank PO', 'CAT', 'GMAT', 'Placements'],
  generate(rng) {
    const target = rng.int(0, 4);
    for (;;) {
      const n = rng.int(12, 98);
      const [k1, k2] = rng.shuffle(DIGIT_KINDS);
      if (k1 === k2) continue;
      const s1 = listed(k1 as DigitKind, digitStatement(k1 as DigitKind, n, rng));
      const s2 = listed(k2 as DigitKind, digitStatement(k2 as DigitKind, n, rng));
      if (!s1 || !s2) continue;
      const v = sufficiency(s1, s2, String, (x) => x);
      // Aim at the answer drawn first, so the five answers come up about equally often.
      if (category(v.one, v.two, v.together) !== target) continue;
      return dsQuestion({
        question: {
          en: 'What is the two-digit number?',
          hi: 'दो अंकों वाली वह संख्या क्या है?',
        },
        s1,
        s2,
        domain: NUMBERS_2D,
        key: String,
        ask: (x) => x,
        togetherEn:
          v.both.length === 1 ? `only ${v.both[0]} satisfies both` : `${v.both.join(', ')} all satisfy both`,
        togetherHi:
          v.both.length === 1
            ? `केवल ${v.both[0]} दोनों शर्तें पूरी करती है`
            : `${v.both.join(', ')} सभी दोनों शर्तें पूरी करती हैं`,
        numbers: [],
        seconds: 75,
      });
    }
  },
};
