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
  NUM_EN,
  NUM_HI,
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
 * Shapes in this file (group D9): reasoning-based-lrdi/race-finish — the finishing order of seven
 * runners in a race from ahead-of, gap and position clues that leave two to four orders (CAT, Bank
 * PO, SSC CGL, Placements). The checker builds every finishing order afresh, runner by runner into
 * the free places (7! orders), and keeps those obeying every clue.
 */

const N = 7;
/** A finishing order: index of a permutation; entry p is the place (0 = first) of runner p. */
type Order = number;
const TABLES = lazy(() => {
  const perms = permutations(N);
  const place = new Int8Array(perms.length * N);
  const at = new Int8Array(perms.length * N);
  perms.forEach((p, i) => {
    p.forEach((f, r) => {
      place[i * N + r] = f;
      at[i * N + f] = r;
    });
  });
  return { place, at, space: range(perms.length) };
});

function attempt(rng: Rng): GeneratedSet | null {
  const { place, at, space } = TABLES();
  const people: Person[] = pickPeople(rng, N);
  const P = (p: number) => get(people, p);
  const pl = (s: Order, p: number) => place[s * N + p] as number;
  const who = (s: Order, k: number) => at[s * N + k] as number;
  const Ord = (k: number) => T(ORD_EN[k + 1] ?? '', ORD_HI[k + 1] ?? '');
  const truth = rng.pick(space);
  const t = truth;
  const pool: Clue<Order>[] = [];
  const add = (text: Text, holds: (s: Order) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const a of range(N)) {
    const A = P(a);
    const k = pl(t, a);
    if (chance(0.15))
      add(
        T(
          `${A.en} finished ${Ord(k).en}.`,
          `${A.hi} ${Ord(k).hi} स्थान पर रहा।`.replace('रहा', A.male ? 'रहा' : 'रही'),
        ),
        (s) => pl(s, a) === k,
      );
    if (k >= 2 && chance(0.25))
      add(
        T(
          `${A.en} was not among the first two.`,
          `${A.hi} पहले दो में नहीं था।`.replace('था', A.male ? 'था' : 'थी'),
        ),
        (s) => pl(s, a) >= 2,
      );
    if (k <= N - 3 && chance(0.25))
      add(
        T(
          `${A.en} was not among the last two.`,
          `${A.hi} अंतिम दो में नहीं था।`.replace('था', A.male ? 'था' : 'थी'),
        ),
        (s) => pl(s, a) <= N - 3,
      );
    for (const b of range(N)) {
      if (b === a) continue;
      const B = P(b);
      const g = pl(t, b) - k;
      if (g > 0 && chance(0.2))
        add(
          T(
            `${A.en} finished ahead of ${B.en}.`,
            `${A.hi}, ${B.hi} से आगे रहा।`.replace('रहा', A.male ? 'रहा' : 'रही'),
          ),
          (s) => pl(s, a) < pl(s, b),
        );
      if (g === 1 && chance(0.4))
        add(
          T(
            `${B.en} finished immediately after ${A.en}.`,
            `${B.hi}, ${A.hi} के ठीक बाद पहुँचा।`.replace('पहुँचा', B.male ? 'पहुँचा' : 'पहुँची'),
          ),
          (s) => pl(s, b) - pl(s, a) === 1,
        );
      if (g >= 2 && a < b && chance(0.25)) {
        const m = g - 1;
        add(
          T(
            `Exactly ${NUM_EN[m]} runner${m === 1 ? '' : 's'} finished between ${A.en} and ${B.en}.`,
            `${A.hi} और ${B.hi} के बीच ठीक ${NUM_HI[m]} धावक ${m === 1 ? 'पहुँचा' : 'पहुँचे'}।`,
          ),
          (s) => Math.abs(pl(s, a) - pl(s, b)) === m + 1,
        );
      }
      if (g <= -2 && a < b && chance(0.25)) {
        const m = -g - 1;
        add(
          T(
            `Exactly ${NUM_EN[m]} runner${m === 1 ? '' : 's'} finished between ${A.en} and ${B.en}.`,
            `${A.hi} और ${B.hi} के बीच ठीक ${NUM_HI[m]} धावक ${m === 1 ? 'पहुँचा' : 'पहुँचे'}।`,
          ),
          (s) => Math.abs(pl(s, a) - pl(s, b)) === m + 1,
        );
      }
    }
  }
  const clues = narrowDown(rng, space, truth, pool, 2, 4);
  if (!clues || clues.length < 5 || clues.length > 10) return null;

  // The checker: place the runners one by one into free places (depth-first over all 7! orders),
  // look each finished order up and keep it when every clue holds.
  const solve = lazy(() => {
    const found: Order[] = [];
    const cur: number[] = [];
    let leaf = 0;
    const walk = (used: number) => {
      if (cur.length === N) {
        // The walk visits the orders in the table's order; the guard confirms the leaf is that order.
        const s = leaf++;
        if (cur.every((f, r) => pl(s, r) === f) && allHold(clues, s)) found.push(s);
        return;
      }
      for (let f = 0; f < N; f++) {
        if (used & (1 << f)) continue;
        cur.push(f);
        walk(used | (1 << f));
        cur.pop();
      }
    };
    walk(0);
    return found;
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Order ${n + 1}`, `क्रम ${n + 1}`);
  const facts: Fact<Order>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Order) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const s of cands)
    for (const a of range(N)) {
      const A = P(a);
      fact(
        T(
          `${A.en} finished ${Ord(pl(s, a)).en}.`,
          `${A.hi} ${Ord(pl(s, a)).hi} स्थान पर रहा।`.replace('रहा', A.male ? 'रहा' : 'रही'),
        ),
        (z) => pl(z, a) === pl(s, a),
      );
      for (const b of range(N))
        if (pl(s, b) > pl(s, a) && rng.next() < 0.15)
          fact(
            T(
              `${A.en} finished ahead of ${P(b).en}.`,
              `${A.hi}, ${P(b).hi} से आगे रहा।`.replace('रहा', A.male ? 'रहा' : 'रही'),
            ),
            (z) => pl(z, a) < pl(z, b),
          );
    }
  const steps = deductionLines(
    space,
    clues,
    range(N).map((p) => ({
      text: T(`${P(p).en} is ${Ord(pl(t, p)).en}`, `${P(p).hi} ${Ord(pl(t, p)).hi} स्थान पर है`),
      holds: (s: Order) => pl(s, p) === pl(t, p),
    })),
  );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Place' : 'स्थान', ...cands.map((_, n) => label(n)[lang])],
      range(N).map((k) => [String(k + 1), ...cands.map((s) => P(who(s, k))[lang])]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the clues:' : 'संकेतों से क्रमशः:',
      steps[lang],
      lang === 'en'
        ? `Trying the other runners in the places left, exactly ${n} finishing orders satisfy every clue:`
        : `शेष धावकों को बचे स्थानों पर रखकर देखने पर ठीक ${n} क्रम सभी संकेतों को संतुष्ट करते हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Order> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Possible finishing orders', 'संभव समापन क्रम'),
      T(
        'How many different finishing orders are consistent with all the clues?',
        'कितने अलग-अलग समापन क्रम सभी संकेतों से संगत हैं?',
      ),
      T('orders', 'क्रमों'),
    ),
  ];
  const spread = (p: number) => new Set(cands.map((s) => pl(s, p))).size;
  const most = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      spreadQuestion(cases, {
        title: T('Possible places of a runner', 'एक धावक के संभव स्थान'),
        statement: T(
          `In how many different places could ${P(most).en} have finished?`,
          `${P(most).hi} कितने अलग-अलग स्थानों पर रहा/रही हो सकता/सकती है?`
            .replace('रहा/रही', P(most).male ? 'रहा' : 'रही')
            .replace('सकता/सकती', P(most).male ? 'सकता' : 'सकती'),
        ),
        value: (s) => pl(s, most),
        show: (v) => Ord(v),
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if added as a clue, would fix the finishing order completely?',
          'निम्नलिखित में से कौन-सा संकेत, यदि जोड़ा जाए, तो समापन क्रम को पूरी तरह निश्चित कर देगा?',
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
        ? `Seven runners — ${list.en} — ran a 5 km race; no two finished together. The following is known about the finishing order (it does not fix the order completely):`
        : `सात धावकों — ${list.hi} — ने एक 5 किमी दौड़ में भाग लिया; कोई दो एक साथ नहीं पहुँचे। समापन क्रम के बारे में निम्नलिखित ज्ञात है (इससे क्रम पूरी तरह निश्चित नहीं होता):`,
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Finishing order of a race', 'दौड़ का समापन क्रम'), body },
    questions,
    numbers: [5],
  };
}

/** Seven runners' finishing order from ahead-of, gap and position clues; two to four orders fit. */
export const reasoningRaceFinish: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/race-finish',
  topic: 'reasoning-based-lrdi',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
