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
  DAYS,
  deductionLines,
  get,
  joinTexts,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  permutations,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * A week of workshops (CAT style scheduling): six workshops over the seven days Monday to Sunday,
 * one a day, one day left free, under precedence and gap conditions that leave two to five
 * schedules open. Questions: the number of schedules, what must be true if a day is fixed, what
 * cannot be true, which condition would fix the schedule, on how many days a workshop could fall.
 * The checker runs through all 7!/1! = 5040 ways to give the six workshops different days.
 */

const K = 6;
const WEEK = 7;
/** A schedule: the index of a permutation of 0..6; entry w < 6 is the day of workshop w, entry 6 the free day. */
type Plan = number;
const TABLES = lazy(() => {
  const perms = permutations(WEEK);
  const day = new Int8Array(perms.length * WEEK);
  const onDay = new Int8Array(perms.length * WEEK);
  perms.forEach((p, i) => {
    p.forEach((d, w) => {
      day[i * WEEK + w] = d;
      onDay[i * WEEK + d] = w;
    });
  });
  return { day, onDay, space: range(perms.length) };
});

const TOPICS: readonly Text[] = [
  T('Accounts', 'लेखा'),
  T('Banking', 'बैंकिंग'),
  T('Coding', 'कोडिंग'),
  T('Design', 'डिज़ाइन'),
  T('Ethics', 'नैतिकता'),
  T('Finance', 'वित्त'),
  T('Grammar', 'व्याकरण'),
  T('Marketing', 'विपणन'),
  T('Robotics', 'रोबोटिक्स'),
];
const workshop = (x: Text) => T(`the ${x.en} workshop`, `${x.hi} कार्यशाला`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const days = (n: number) => T(n === 1 ? 'one day' : `${NUM_EN[n]} days`, `${NUM_HI[n]} दिन`);

function attempt(rng: Rng): GeneratedSet | null {
  const { day, onDay, space } = TABLES();
  const topics = rng.shuffle(TOPICS).slice(0, K);
  const dy = (s: Plan, w: number) => day[s * WEEK + w] as number;
  const at = (s: Plan, d: number) => onDay[s * WEEK + d] as number;
  const free = (s: Plan) => dy(s, K);
  const X = (w: number) => workshop(get(topics, w));
  const Day = (d: number) => get(DAYS, d);
  const truth = rng.pick(space);
  const t = truth;
  const pool: Clue<Plan>[] = [];
  const add = (text: Text, holds: (s: Plan) => boolean) => pool.push({ text, holds });
  const chance = (p: number) => rng.next() < p;
  for (const w of range(K)) {
    const A = X(w);
    const d = dy(t, w);
    const nd = (d + rng.int(1, WEEK - 1)) % WEEK;
    if (chance(0.4))
      add(
        T(`${cap(A.en)} is not held on ${Day(nd).en}.`, `${A.hi} ${Day(nd).hi} को नहीं है।`),
        (s) => dy(s, w) !== nd,
      );
    if (d >= 5 && chance(0.5))
      add(
        T(
          `${cap(A.en)} is held on a weekend (Saturday or Sunday).`,
          `${A.hi} सप्ताहांत (शनिवार या रविवार) को है।`,
        ),
        (s) => dy(s, w) >= 5,
      );
    if (d < 5 && chance(0.3))
      add(T(`${cap(A.en)} is not held on a weekend.`, `${A.hi} सप्ताहांत को नहीं है।`), (s) => dy(s, w) < 5);
    if (d <= 2 && chance(0.3))
      add(T(`${cap(A.en)} is held before Thursday.`, `${A.hi} गुरुवार से पहले है।`), (s) => dy(s, w) <= 2);
    if (d >= 4 && chance(0.3))
      add(T(`${cap(A.en)} is held after Thursday.`, `${A.hi} गुरुवार के बाद है।`), (s) => dy(s, w) >= 4);
    for (const v of range(K)) {
      if (v === w) continue;
      const B = X(v);
      const g = d - dy(t, v);
      if (g > 0 && chance(0.3))
        add(
          T(`${cap(A.en)} is held after ${B.en}.`, `${A.hi}, ${B.hi} के बाद है।`),
          (s) => dy(s, w) > dy(s, v),
        );
      if (g === 1 && chance(0.5))
        add(
          T(
            `${cap(A.en)} is held on the day immediately after ${B.en}.`,
            `${A.hi}, ${B.hi} के ठीक अगले दिन है।`,
          ),
          (s) => dy(s, w) - dy(s, v) === 1,
        );
      if (g >= 2 && chance(0.3))
        add(
          T(
            `${cap(A.en)} is held exactly ${days(g).en} after ${B.en}.`,
            `${A.hi}, ${B.hi} के ठीक ${days(g).hi} बाद है।`,
          ),
          (s) => dy(s, w) - dy(s, v) === g,
        );
      if (w < v && Math.abs(g) >= 2 && chance(0.2))
        add(
          T(
            `${cap(A.en)} and ${B.en} are not held on consecutive days.`,
            `${A.hi} और ${B.hi} लगातार दिनों पर नहीं हैं।`,
          ),
          (s) => Math.abs(dy(s, w) - dy(s, v)) >= 2,
        );
      if (w < v && Math.abs(g) >= 2 && chance(0.2)) {
        const m = Math.abs(g) - 1;
        add(
          T(
            `Exactly ${m === 1 ? 'one day passes' : `${NUM_EN[m]} days pass`} between ${A.en} and ${B.en}.`,
            `${A.hi} और ${B.hi} के बीच ठीक ${days(m).hi} ${m === 1 ? 'है' : 'हैं'}।`,
          ),
          (s) => Math.abs(dy(s, w) - dy(s, v)) === m + 1,
        );
      }
    }
  }
  const f = free(t);
  const notFree = (f + rng.int(1, WEEK - 1)) % WEEK;
  add(
    T(`${Day(notFree).en} is not the free day.`, `${Day(notFree).hi} खाली दिन नहीं है।`),
    (s) => free(s) !== notFree,
  );
  if (f > 0 && f < WEEK - 1) {
    const [a, b] = [at(t, f - 1), at(t, f + 1)];
    const w = rng.next() < 0.5 ? a : b;
    const before = w === a;
    add(
      before
        ? T(`The free day comes immediately after ${X(w).en}.`, `खाली दिन ${X(w).hi} के ठीक अगले दिन है।`)
        : T(`The free day comes immediately before ${X(w).en}.`, `खाली दिन ${X(w).hi} से ठीक पहले है।`),
      (s) => (before ? free(s) - dy(s, w) === 1 : dy(s, w) - free(s) === 1),
    );
  }
  if (f >= 5) add(T('The free day falls on the weekend.', 'खाली दिन सप्ताहांत में पड़ता है।'), (s) => free(s) >= 5);
  else if (chance(0.5))
    add(
      T('There is a workshop on both Saturday and Sunday.', 'शनिवार और रविवार दोनों दिन कार्यशाला है।'),
      (s) => free(s) < 5,
    );
  const clues = narrowDown(rng, space, truth, pool, 2, 5);
  if (!clues || clues.length < 5 || clues.length > 11) return null;

  // The checker: every way to give the six workshops six different days of the seven.
  const solve = lazy(() => {
    const found: Plan[] = [];
    permutations(WEEK).forEach((_, i) => {
      if (allHold(clues, i)) found.push(i);
    });
    return found;
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Schedule ${n + 1}`, `समय-सारणी ${n + 1}`);
  const facts: Fact<Plan>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Plan) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  // Statements about any schedule (true in some candidates, in all or in none).
  for (const w of range(K))
    for (const d of range(WEEK))
      fact(
        T(`${cap(X(w).en)} is held on ${Day(d).en}.`, `${X(w).hi} ${Day(d).hi} को है।`),
        (z) => dy(z, w) === d,
      );
  for (const d of range(WEEK))
    fact(T(`${Day(d).en} is the free day.`, `${Day(d).hi} खाली दिन है।`), (z) => free(z) === d);
  for (const s of cands)
    for (const w of range(K))
      for (const v of range(K))
        if (v !== w && dy(s, w) > dy(s, v) && rng.next() < 0.3)
          fact(
            T(`${cap(X(w).en)} is held after ${X(v).en}.`, `${X(w).hi}, ${X(v).hi} के बाद है।`),
            (z) => dy(z, w) > dy(z, v),
          );
  const steps = deductionLines(space, clues, [
    ...range(K).map((w) => ({
      text: T(`${cap(X(w).en)} is on ${Day(dy(t, w)).en}`, `${X(w).hi} ${Day(dy(t, w)).hi} को है`),
      holds: (s: Plan) => dy(s, w) === dy(t, w),
    })),
    { text: T(`${Day(f).en} is free`, `${Day(f).hi} खाली है`), holds: (s: Plan) => free(s) === f },
  ]);
  const name = (s: Plan, d: number): Text => {
    const w = at(s, d);
    return w === K ? T('(free)', '(खाली)') : get(topics, w);
  };
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Day' : 'दिन', ...cands.map((_, n) => label(n)[lang])],
      range(WEEK).map((d) => [Day(d)[lang], ...cands.map((s) => name(s, d)[lang])]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the conditions:' : 'शर्तों से क्रमशः:',
      steps[lang],
      lang === 'en'
        ? `Placing the rest day by day, exactly ${n} schedules satisfy every condition:`
        : `शेष कार्यशालाओं को दिन-प्रतिदिन रखकर देखने पर ठीक ${n} सारणियाँ सभी शर्तों को संतुष्ट करती हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Plan> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of schedules', 'सारणियों की संख्या'),
      T(
        'How many different schedules satisfy all the conditions?',
        'कितनी अलग-अलग सारणियाँ सभी शर्तों को संतुष्ट करती हैं?',
      ),
      T('schedules', 'सारणियों'),
    ),
  ];
  const spread = (w: number) => new Set(cands.map((s) => dy(s, w))).size;
  const ws = rng.shuffle(range(K));
  const most = ws.reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      spreadQuestion(cases, {
        title: T('Possible days', 'संभव दिन'),
        statement: T(
          `On how many different days could ${X(most).en} be held?`,
          `${X(most).hi} कितने अलग-अलग दिनों पर हो सकती है?`,
        ),
        value: (s) => dy(s, most),
        show: (v) => Day(v),
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if added as a condition, would fix the schedule completely?',
          'निम्नलिखित में से कौन-सी शर्त, यदि जोड़ी जाए, तो समय-सारणी को पूरी तरह निश्चित कर देगी?',
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
  if (questions.length < 5) return null;
  const list = joinTexts(topics);
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A training institute holds six one-day workshops — ${list.en} — in a week from Monday to Sunday, at most one workshop a day, so exactly one day of the week is free.`
        : `एक प्रशिक्षण संस्थान सोमवार से रविवार के एक सप्ताह में छह एक-दिवसीय कार्यशालाएँ — ${list.hi} — आयोजित करता है, एक दिन में अधिकतम एक कार्यशाला, अतः सप्ताह का ठीक एक दिन खाली रहता है।`,
      lang === 'en'
        ? 'The schedule must meet these conditions (they do not fix it completely):'
        : 'समय-सारणी को इन शर्तों को पूरा करना है (इनसे समय-सारणी पूरी तरह निश्चित नहीं होती):',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('A week of workshops: open schedules', 'कार्यशालाओं का सप्ताह: खुली सारणियाँ'),
      body,
    },
    questions,
    numbers: [],
  };
}

/** Six workshops over a seven-day week with precedence and gap conditions; two to five schedules fit. */
export const lrdiCatWorkshopWeek: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/cat-workshop-week',
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
