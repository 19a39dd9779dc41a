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
  type Person,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): reasoning-based-lrdi/project-teams — eight employees split into
 * three project teams of 3, 3 and 2 under together / apart / if-then conditions that leave two to
 * four splits (CAT, Bank PO, Placements). The checker builds every split afresh, team by team (choose
 * the first team, then the second from those left), and keeps those obeying every condition.
 */

const N = 8;
const SIZES = [3, 3, 2];
const PROJECTS: readonly Text[] = [
  T('Alpha', 'अल्फ़ा'),
  T('Delta', 'डेल्टा'),
  T('Orion', 'ओरायन'),
  T('Nova', 'नोवा'),
  T('Zenith', 'ज़ेनिथ'),
];
/** A split: team of each person (0, 1, 2), as an index into SPLITS. */
type Split = number;
const SPLITS = lazy(() => {
  const out: number[][] = [];
  const team = new Array<number>(N).fill(-1);
  const left = [...SIZES];
  const walk = (p: number) => {
    if (p === N) {
      out.push([...team]);
      return;
    }
    for (let k = 0; k < 3; k++) {
      if ((left[k] as number) === 0) continue;
      left[k] = (left[k] as number) - 1;
      team[p] = k;
      walk(p + 1);
      left[k] = (left[k] as number) + 1;
    }
  };
  walk(0);
  return out;
});

function attempt(rng: Rng): GeneratedSet | null {
  const splits = SPLITS();
  const space = range(splits.length);
  const people: Person[] = pickPeople(rng, N);
  const teams = rng.shuffle(PROJECTS).slice(0, 3);
  const P = (p: number) => get(people, p);
  const Tm = (k: number) => T(`team ${get(teams, k).en}`, `टीम ${get(teams, k).hi}`);
  const tm = (s: Split, p: number) => get(get(splits, s), p);
  const truth = rng.pick(space);
  const t = truth;
  const pool: Clue<Split>[] = [];
  const add = (text: Text, holds: (s: Split) => boolean) => pool.push({ text, holds });
  const chance = (x: number) => rng.next() < x;
  for (const a of range(N)) {
    const A = P(a);
    const k = tm(t, a);
    if (chance(0.25)) add(T(`${A.en} is in ${Tm(k).en}.`, `${A.hi} ${Tm(k).hi} में है।`), (s) => tm(s, a) === k);
    const nk = (k + rng.int(1, 2)) % 3;
    if (chance(0.35))
      add(T(`${A.en} is not in ${Tm(nk).en}.`, `${A.hi} ${Tm(nk).hi} में नहीं है।`), (s) => tm(s, a) !== nk);
    for (const b of range(N)) {
      if (b === a) continue;
      const B = P(b);
      const same = tm(t, b) === k;
      if (a < b && same && chance(0.2))
        add(
          T(`${A.en} and ${B.en} are in the same team.`, `${A.hi} और ${B.hi} एक ही टीम में हैं।`),
          (s) => tm(s, a) === tm(s, b),
        );
      if (a < b && !same && chance(0.2))
        add(
          T(`${A.en} and ${B.en} are in different teams.`, `${A.hi} और ${B.hi} अलग-अलग टीमों में हैं।`),
          (s) => tm(s, a) !== tm(s, b),
        );
      // If-then: true of the truth either way (the if-part false, or both parts true).
      const ka = rng.int(0, 2);
      const kb = rng.int(0, 2);
      if (chance(0.12) && (tm(t, a) !== ka || tm(t, b) === kb))
        add(
          T(
            `If ${A.en} is in ${Tm(ka).en}, then ${B.en} is in ${Tm(kb).en}.`,
            `यदि ${A.hi} ${Tm(ka).hi} में है, तो ${B.hi} ${Tm(kb).hi} में है।`,
          ),
          (s) => tm(s, a) !== ka || tm(s, b) === kb,
        );
    }
  }
  const clues = narrowDown(rng, space, truth, pool, 2, 4);
  if (!clues || clues.length < 5 || clues.length > 10) return null;

  // The checker: choose the first team's three members (every 3 of 8), then the second team's
  // three of the five left; the last two form the third team. Keep the splits obeying every clue.
  const solve = lazy(() => {
    const found: Split[] = [];
    const key = new Map(splits.map((sp, i) => [sp.join(''), i]));
    const threes = range(1 << N).filter((m) => range(N).filter((p) => (m >> p) & 1).length === 3);
    for (const m1 of threes)
      for (const m2 of threes) {
        if (m1 & m2) continue;
        const team = range(N).map((p) => ((m1 >> p) & 1 ? 0 : (m2 >> p) & 1 ? 1 : 2));
        const s = key.get(team.join(''));
        if (s !== undefined && allHold(clues, s)) found.push(s);
      }
    return found.sort((x, y) => x - y);
  });
  const cands = space.filter((s) => allHold(clues, s));
  const label = (n: number) => T(`Split ${n + 1}`, `बँटवारा ${n + 1}`);
  const facts: Fact<Split>[] = [];
  const seen = new Set<string>();
  const fact = (text: Text, holds: (s: Split) => boolean) => {
    if (!seen.has(text.en)) {
      seen.add(text.en);
      facts.push({ text, holds });
    }
  };
  for (const s of [...cands, rng.pick(space)])
    for (const a of range(N)) {
      const k = tm(s, a);
      fact(T(`${P(a).en} is in ${Tm(k).en}.`, `${P(a).hi} ${Tm(k).hi} में है।`), (z) => tm(z, a) === k);
      for (const b of range(N))
        if (a < b && tm(s, b) === k && rng.next() < 0.4)
          fact(
            T(`${P(a).en} and ${P(b).en} are in the same team.`, `${P(a).hi} और ${P(b).hi} एक ही टीम में हैं।`),
            (z) => tm(z, a) === tm(z, b),
          );
    }
  const steps = deductionLines(
    space,
    clues,
    range(N).map((p) => ({
      text: T(`${P(p).en} is in ${Tm(tm(t, p)).en}`, `${P(p).hi} ${Tm(tm(t, p)).hi} में है`),
      holds: (s: Split) => tm(s, p) === tm(t, p),
    })),
  );
  const members = (s: Split, k: number) =>
    joinTexts(
      range(N)
        .filter((p) => tm(s, p) === k)
        .map(P),
    );
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Team' : 'टीम', ...cands.map((_, n) => label(n)[lang])],
      range(3).map((k) => [`${Tm(k)[lang]} (${get(SIZES, k)})`, ...cands.map((s) => members(s, k)[lang])]),
    ),
  );
  const n = cands.length;
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Working through the conditions:' : 'शर्तों से क्रमशः:',
      steps[lang],
      lang === 'en'
        ? `Filling the teams with the rest (team sizes 3, 3 and 2), exactly ${n} splits satisfy every condition:`
        : `शेष लोगों को टीमों में रखकर देखने पर (टीमों का आकार 3, 3 और 2), ठीक ${n} बँटवारे सभी शर्तों को संतुष्ट करते हैं:`,
      table[lang],
    ].join('\n\n'),
  );
  const used = new Set<string>();
  const cases: Cases<Split> = { rng, cands, facts, solve, deduction, label };
  const questions: GeneratedQuestion[] = [
    countQuestion(
      cases,
      T('Number of possible splits', 'संभव बँटवारों की संख्या'),
      T(
        'In how many different ways can the eight be split into the three teams so that every condition holds?',
        'आठों को तीनों टीमों में कितने अलग-अलग तरीक़ों से बाँटा जा सकता है कि हर शर्त पूरी हो?',
      ),
      T('splits', 'बँटवारों'),
    ),
  ];
  const spread = (p: number) => new Set(cands.map((s) => tm(s, p))).size;
  const most = rng.shuffle(range(N)).reduce((a, b) => (spread(b) > spread(a) ? b : a));
  const more: (() => GeneratedQuestion | null)[] = [
    () => conditionalQuestion(cases, used),
    () => cannotQuestion(cases),
    () =>
      spreadQuestion(cases, {
        title: T('Possible teams of one person', 'एक व्यक्ति की संभव टीमें'),
        statement: T(
          `In how many different teams could ${P(most).en} be placed?`,
          `${P(most).hi} कितनी अलग-अलग टीमों में रखा/रखी जा सकता/सकती है?`
            .replace('रखा/रखी', P(most).male ? 'रखा' : 'रखी')
            .replace('सकता/सकती', P(most).male ? 'सकता' : 'सकती'),
        ),
        value: (s) => tm(s, most),
        show: (v) => Tm(v),
      }),
    () =>
      settleQuestion(
        cases,
        T(
          'Which one of the following, if added as a condition, would fix all three teams?',
          'निम्नलिखित में से कौन-सी शर्त, यदि जोड़ी जाए, तो तीनों टीमों को पूरी तरह निश्चित कर देगी?',
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
        ? `A manager splits eight employees — ${list.en} — into three project teams: ${Tm(0).en} and ${Tm(1).en} get three members each and ${Tm(2).en} gets two. Each employee is in exactly one team. The split obeys these conditions (they do not fix it completely):`
        : `एक प्रबंधक आठ कर्मचारियों — ${list.hi} — को तीन परियोजना टीमों में बाँटता है: ${Tm(0).hi} और ${Tm(1).hi} में तीन-तीन सदस्य हैं और ${Tm(2).hi} में दो। हर कर्मचारी ठीक एक टीम में है। बँटवारा इन शर्तों का पालन करता है (इनसे बँटवारा पूरी तरह निश्चित नहीं होता):`,
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: {
      kind: 'passage',
      title: T('Splitting eight into project teams', 'आठ कर्मचारी, तीन परियोजना टीमें'),
      body,
    },
    questions,
    numbers: [],
  };
}

/** Eight employees split into three project teams of 3, 3 and 2; together/apart/if-then conditions leave two to four splits. */
export const reasoningProjectTeams: QuestionSetGenerator = {
  id: 'reasoning-based-lrdi/project-teams',
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
