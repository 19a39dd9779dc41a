import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  allHold,
  type Cases,
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  type Fact,
  mustQuestion,
  narrowDown,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  clueList,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  ORD_EN,
  ORD_HI,
  type Person,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): reasoning-based-lrdi/round-table — eight people round a circular
 * table facing the centre, relative-position clues leave two to four seatings (CAT, Bank PO,
 * Placements). The checker seats the other seven afresh in every order after the first (7! = 5040
 * seatings) and keeps those obeying every clue.
 */

const N = 8;
/** A seating: index of a permutation of 0..6; person 0 sits at seat 0, person p > 0 at seat perm[p-1]+1. */
type Seating = number;
const TABLES = lazy(() => {
  const perms = permutations(N - 1);
  const seat = new Int8Array(perms.length * N);
  const at = new Int8Array(perms.length * N);
  perms.forEach((p, i) => {
    seat[i * N] = 0;
    at[i * N] = 0;
    p.forEach((s, k) => {
      seat[i * N + k + 1] = s + 1;
      at[i * N + s + 1] = k + 1;
    });
  });
  return { seat, at, space: range(perms.length) };
});

/** Seats are numbered clockwise seen from above; facing the centre, the next seat clockwise is on one's left. */
const leftBy = (from: number, to: number) => (((to - from) % N) + N) % N;

function attempt(rng: Rng): GeneratedSet | null {
  const { seat, at, space } = TABLES();
  const people: Person[] = pickPeople(rng, N);
  const P = (p: number) => get(people, p);
  const st = (s: Seating, p: number) => seat[s * N + p] as number;
  const who = (s: Seating, k: number) => at[s * N + k] as number;
  /** How many places to the left of `b` person `a` sits (1-7). */
  const rel = (s: Seating, a: number, b: number) => leftBy(st(s, b), st(s, a));
  const sits = (p: number) => (P(p).male ? 'बैठा है' : 'बैठी है');
  const truth = rng.pick(space);
  const t = truth;
  const pool: Clue<Seating>[] = [];
  const add = (text: Text, holds: (s: Seating) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const a of range(N))
    for (const b of range(N)) {
      if (a === b) continue;
      const k = rel(t, a, b);
      const [A, B] = [P(a), P(b)];
      if (k === 1 && chance(0.5))
        add(
          T(`${A.en} sits to the immediate left of ${B.en}.`, `${A.hi}, ${B.hi} के ठीक बाएँ ${sits(a)}।`),
          (s) => rel(s, a, b) === 1,
        );
      if (k === N - 1 && chance(0.5))
        add(
          T(`${A.en} sits to the immediate right of ${B.en}.`, `${A.hi}, ${B.hi} के ठीक दाएँ ${sits(a)}।`),
          (s) => rel(s, a, b) === N - 1,
        );
      if ((k === 2 || k === 3) && chance(0.35))
        add(
          T(
            `${A.en} sits ${ORD_EN[k]} to the left of ${B.en}.`,
            `${A.hi}, ${B.hi} के बाएँ से ${ORD_HI[k]} स्थान पर ${sits(a)}।`,
          ),
          (s) => rel(s, a, b) === k,
        );
      if ((k === N - 2 || k === N - 3) && chance(0.35))
        add(
          T(
            `${A.en} sits ${ORD_EN[N - k]} to the right of ${B.en}.`,
            `${A.hi}, ${B.hi} के दाएँ से ${ORD_HI[N - k]} स्थान पर ${sits(a)}।`,
          ),
          (s) => rel(s, a, b) === k,
        );
      if (a < b && k === 4 && chance(0.6))
        add(
          T(`${A.en} sits opposite ${B.en}.`, `${A.hi}, ${B.hi} के ठीक सामने ${sits(a)}।`),
          (s) => rel(s, a, b) === 4,
        );
      if (a < b && k !== 1 && k !== N - 1 && chance(0.15))
        add(
          T(`${A.en} and ${B.en} are not neighbours.`, `${A.hi} और ${B.hi} पड़ोसी नहीं हैं।`),
          (s) => rel(s, a, b) !== 1 && rel(s, a, b) !== N - 1,
        );
      if (a < b && (k === 1 || k === N - 1) && chance(0.3))
        add(
          T(`${A.en} and ${B.en} sit next to each other.`, `${A.hi} और ${B.hi} एक-दूसरे के बगल में बैठे हैं।`),
          (s) => rel(s, a, b) === 1 || rel(s, a, b) === N - 1,
        );
      if (a < b && k !== 4 && chance(0.1))
        add(
          T(`${A.en} does not sit opposite ${B.en}.`, `${A.hi}, ${B.hi} के सामने नहीं ${sits(a)}।`),
          (s) => rel(s, a, b) !== 4,
        );
    }
  const clues = narrowDown(rng, space, truth, pool, 2, 4);
  if (!clues || clues.length < 5 || clues.length > 10) {
    return null;
  }

  // The checker: every order of the other seven people in the seven seats after person 0's
  // (rotations of one seating are the same seating), kept when every clue holds.
  const solve = lazy(() => {
    const found: Seating[] = [];
    permutations(N - 1).forEach((order, i) => {
      // order[p - 1] + 1 is the seat of person p; the seating must agree with the table's.
      if (order.every((x, p) => st(i, p + 1) === x + 1) && allHold(clues, i)) found.push(i);
    });
    return found;
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Seating ${n + 1}`, `व्यवस्था ${n + 1}`);
  const facts: Fact<Seating>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Seating) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const s of cands)
    for (const a of range(N))
      for (const b of range(N)) {
        if (a === b) continue;
        const k = rel(s, a, b);
        const [A, B] = [P(a), P(b)];
        if (a < b && k === 4)
          fact(
            T(`${A.en} sits opposite ${B.en}.`, `${A.hi}, ${B.hi} के ठीक सामने ${sits(a)}।`),
            (z) => rel(z, a, b) === 4,
          );
        if (k === 1 && rng.next() < 0.5)
          fact(
            T(`${A.en} sits to the immediate left of ${B.en}.`, `${A.hi}, ${B.hi} के ठीक बाएँ ${sits(a)}।`),
            (z) => rel(z, a, b) === 1,
          );
        if (k === 2 && rng.next() < 0.3)
          fact(
            T(
              `${A.en} sits second to the left of ${B.en}.`,
              `${A.hi}, ${B.hi} के बाएँ से दूसरे स्थान पर ${sits(a)}।`,
            ),
            (z) => rel(z, a, b) === 2,
          );
      }
  const steps = deductionLines(
    space,
    clues,
    range(N)
      .slice(1)
      .map((p) => ({
        text: T(
          `${P(p).en} is ${ORD_EN[rel(t, p, 0)]} to the left of ${P(0).en}`,
          `${P(p).hi}, ${P(0).hi} के बाएँ से ${ORD_HI[rel(t, p, 0)]} स्थान पर है`,
        ),
        holds: (s: Seating) => rel(s, p, 0) === rel(t, p, 0),
      })),
  );
  const table = both((lang) =>
    mdTable(
      [
        lang === 'en' ? `Place to the left of ${P(0).en}` : `${P(0).hi} के बाएँ से स्थान`,
        ...cands.map((_, n) => label(n)[lang]),
      ],
      range(N).map((k) => [
        k === 0 ? P(0)[lang] : String(k),
        ...cands.map((s) => (k === 0 ? '—' : P(who(s, k))[lang])),
      ]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en'
        ? `Place ${P(0).en} first (on a round table only relative places matter) and count places to the left, i.e. clockwise seen from above. Working through the clues:`
        : `पहले ${P(0).hi} को बैठाएँ (गोल मेज़ पर केवल सापेक्ष स्थान मायने रखते हैं) और स्थान बाएँ की ओर, यानी ऊपर से देखने पर दक्षिणावर्त, गिनें। संकेतों से क्रमशः:`,
      steps[lang],
      lang === 'en'
        ? `Trying the remaining people in the open places, exactly ${n} seatings satisfy every clue:`
        : `शेष लोगों को खाली स्थानों पर रखकर देखने पर ठीक ${n} व्यवस्थाएँ सभी संकेतों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Seating> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of seatings', 'बैठने की व्यवस्थाओं की संख्या'),
      T(
        'How many different seatings (counting rotations of the same seating once) satisfy all the clues?',
        'कितनी अलग-अलग बैठने की व्यवस्थाएँ (एक ही व्यवस्था के घुमाव को एक बार गिनते हुए) सभी संकेतों को संतुष्ट करती हैं?',
      ),
      T('seatings', 'व्यवस्थाओं'),
    ),
  ];
  const spread = (p: number) => new Set(cands.map((s) => who(s, (st(s, p) + 4) % N))).size;
  const most = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      spreadQuestion(cases, {
        title: T('Who can sit opposite', 'सामने कौन बैठ सकता है'),
        statement: T(
          `How many different people could sit opposite ${P(most).en}?`,
          `${P(most).hi} के ठीक सामने कितने अलग-अलग व्यक्ति बैठ सकते हैं?`,
        ),
        value: (s) => who(s, (st(s, most) + 4) % N),
        show: (v) => P(v),
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if added as a clue, would fix the seating completely?',
          'निम्नलिखित में से कौन-सा संकेत, यदि जोड़ा जाए, तो बैठने की व्यवस्था को पूरी तरह निश्चित कर देगा?',
        ),
      ),
    () => mustQuestion(cases, null),
    () => conditionalQuestion(cases, used),
  ];
  for (const make of more) {
    const q = make();
    if (
      q &&
      questions.length < 5 &&
      !questions.some((o) => JSON.stringify(o.statement) === JSON.stringify(q.statement))
    )
      questions.push(q);
  }
  if (questions.length < 5) {
    return null;
  }
  const list = joinTexts(people);
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Eight friends — ${list.en} — sit around a circular table at equal distances, all facing the centre. The following is known about where they sit (it does not fix the seating completely):`
        : `आठ मित्र — ${list.hi} — एक गोल मेज़ के चारों ओर समान दूरी पर, सभी केंद्र की ओर मुख करके, बैठे हैं। उनके बैठने के बारे में निम्नलिखित ज्ञात है (इससे व्यवस्था पूरी तरह निश्चित नहीं होती):`,
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Eight at a round table', 'गोल मेज़ पर आठ मित्र'), body },
    questions,
    numbers: [],
  };
}

/** Eight people round a circular table facing the centre; relative-position clues leave two to four seatings. */
export const reasoningRoundTable: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/round-table',
  topic: 'reasoning-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
