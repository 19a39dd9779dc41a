import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  mustQuestion,
  settleQuestion,
  spreadQuestion,
} from './lrdi-cat-common.js';
import { both, type Clue, get, lazy, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Arrangement and distribution — project teams (CAT, Placements): eight employees are split
 * into three teams of three, three and two. Clues on who works with whom (some of them "if … then")
 * leave two to four splits open; the questions ask how many splits fit, what must or cannot be true,
 * which fact settles it and how many teams a person could be in. The checker walks all 560 splits.
 */

const N = 8;
const SIZES = [3, 3, 2];
/** A split: team of each person (0, 1, 2). */
type Split = number;
const TAB = lazy(() => {
  const out: number[][] = [];
  const cur: number[] = [];
  const walk = (p: number, left: number[]) => {
    if (p === N) {
      out.push([...cur]);
      return;
    }
    for (let t = 0; t < 3; t++)
      if (get(left, t) > 0) {
        cur.push(t);
        left[t] = get(left, t) - 1;
        walk(p + 1, left);
        left[t] = get(left, t) + 1;
        cur.pop();
      }
  };
  walk(0, [...SIZES]);
  const team = new Int8Array(out.length * N);
  out.forEach((sp, i) => {
    sp.forEach((t, p) => {
      team[i * N + p] = t;
    });
  });
  return { team, space: range(out.length) };
});
const team = (s: Split, p: number) => TAB().team[s * N + p] as number;

const TEAM_SETS: readonly (readonly Text[])[] = [
  [T('Alpha', 'अल्फ़ा'), T('Beta', 'बीटा'), T('Gamma', 'गामा')],
  [T('Red', 'लाल'), T('Blue', 'नीली'), T('Green', 'हरी')],
];

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const P = pickPeople(rng, N);
  const X = (p: number) => get(P, p);
  const teams = rng.pick(TEAM_SETS);
  const red = teams === TEAM_SETS[1];
  const Tm = (t: number): Text =>
    red
      ? T(`the ${get(teams, t).en} team`, `${get(teams, t).hi} टीम`)
      : T(`team ${get(teams, t).en}`, `टीम ${get(teams, t).hi}`);
  const t = rng.pick(space);
  const pool: Clue<Split>[] = [];
  const add = (text: Text, holds: (s: Split) => boolean) => pool.push({ text, holds });
  for (const p of range(N)) {
    const k = team(t, p);
    if (rng.next() < 0.15)
      add(T(`${X(p).en} is in ${Tm(k).en}.`, `${X(p).hi} ${Tm(k).hi} में है।`), (s) => team(s, p) === k);
    const no = (k + rng.int(1, 2)) % 3;
    if (rng.next() < 0.3)
      add(
        T(`${X(p).en} is not in ${Tm(no).en}.`, `${X(p).hi} ${Tm(no).hi} में नहीं है।`),
        (s) => team(s, p) !== no,
      );
    if (k === 2 && rng.next() < 0.25)
      add(
        T(`${X(p).en} is in the team of two.`, `${X(p).hi} दो सदस्यों वाली टीम में है।`),
        (s) => team(s, p) === 2,
      );
    for (const q of range(N)) {
      if (q <= p) continue;
      const same = team(t, q) === k;
      if (same && rng.next() < 0.12)
        add(
          T(`${X(p).en} and ${X(q).en} are in the same team.`, `${X(p).hi} और ${X(q).hi} एक ही टीम में हैं।`),
          (s) => team(s, p) === team(s, q),
        );
      if (!same && rng.next() < 0.12)
        add(
          T(
            `${X(p).en} and ${X(q).en} are in different teams.`,
            `${X(p).hi} और ${X(q).hi} अलग-अलग टीमों में हैं।`,
          ),
          (s) => team(s, p) !== team(s, q),
        );
      const c = rng.int(0, 2);
      if ((k !== c || team(t, q) === c) && rng.next() < 0.06)
        add(
          T(
            `If ${X(p).en} is in ${Tm(c).en}, then so is ${X(q).en}.`,
            `यदि ${X(p).hi} ${Tm(c).hi} में है, तो ${X(q).hi} भी उसी टीम में है।`,
          ),
          (s) => team(s, p) !== c || team(s, q) === c,
        );
    }
  }
  const facts: Fact<Split>[] = [];
  for (const p of range(N)) {
    for (const k of range(3))
      facts.push({
        text: T(`${X(p).en} is in ${Tm(k).en}.`, `${X(p).hi} ${Tm(k).hi} में है।`),
        holds: (s) => team(s, p) === k,
      });
    for (const q of range(N))
      if (q > p)
        facts.push({
          text: T(
            `${X(p).en} and ${X(q).en} are in the same team.`,
            `${X(p).hi} और ${X(q).hi} एक ही टीम में हैं।`,
          ),
          holds: (s) => team(s, p) === team(s, q),
        });
  }
  const trace: Fact<Split>[] = range(N).map((p) => ({
    text: T(`${X(p).en} is in ${Tm(team(t, p)).en}`, `${X(p).hi} ${Tm(team(t, p)).hi} में है`),
    holds: (s: Split) => team(s, p) === team(t, p),
  }));
  const cap = (x: Text): Text => T(x.en.charAt(0).toUpperCase() + x.en.slice(1), x.hi);
  const table = (cands: readonly Split[], lang: 'en' | 'hi') =>
    mdTable(
      [lang === 'en' ? 'Case' : 'स्थिति', ...range(3).map((k) => `${cap(Tm(k))[lang]} (${get(SIZES, k)})`)],
      cands.map((s, i) => [
        lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`,
        ...range(3).map((k) =>
          range(N)
            .filter((p) => team(s, p) === k)
            .map((p) => X(p)[lang])
            .join(', '),
        ),
      ]),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [5, 11] });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const loose = range(N).filter((p) => new Set(b.cands.map((s) => team(s, p))).size > 1);
  const who = loose.length > 0 ? rng.pick(loose) : -1;
  const questions = collect(
    [
      () =>
        retitled(
          countQuestion(
            c,
            T('Possible team splits', 'संभव टीम-विभाजन'),
            T(
              'In how many different ways can the eight be split into the teams, consistent with all the clues?',
              'सभी संकेतों के अनुरूप आठों को टीमों में कितने अलग-अलग तरीकों से बाँटा जा सकता है?',
            ),
            T('splits', 'विभाजनों'),
          ),
          T('Possible team splits', 'संभव टीम-विभाजन'),
        ),
      () =>
        retitled(
          conditionalQuestion(c, used),
          T('With one more fact about the teams', 'टीमों पर एक और तथ्य के साथ'),
        ),
      () => retitled(cannotQuestion(c), T('A placement that cannot be', 'असंभव टीम-स्थिति')),
      () =>
        who < 0
          ? null
          : spreadQuestion(c, {
              title: T('Teams a person could join', 'किसी व्यक्ति की संभव टीमें'),
              statement: T(
                `In how many different teams could ${X(who).en} be?`,
                `${X(who).hi} कितनी अलग-अलग टीमों में हो सकता/सकती है?`.replace(
                  'सकता/सकती',
                  X(who).male ? 'सकता' : 'सकती',
                ),
              ),
              value: (s) => team(s, who),
              show: (v) => cap(Tm(v)),
            }),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix all three teams?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर तीनों टीमें पूरी तरह निश्चित हो जाएँगी?',
            ),
          ),
          T('The fact that fixes the teams', 'टीमें निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('True of every split', 'हर विभाजन में सत्य')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Eight employees — ${P.map((p) => p.en).join(', ')} — are split into three project teams: ${Tm(0).en} and ${Tm(1).en} have three members each and ${Tm(2).en} has two. Everyone is in exactly one team.`
        : `आठ कर्मचारियों — ${P.map((p) => p.hi).join(', ')} — को तीन प्रोजेक्ट टीमों में बाँटा गया है: ${Tm(0).hi} और ${Tm(1).hi} में तीन-तीन सदस्य हैं और ${Tm(2).hi} में दो। हर व्यक्ति ठीक एक टीम में है।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Eight people, three project teams', 'आठ लोग, तीन प्रोजेक्ट टीमें'), body },
    questions,
    numbers: [],
  };
}

/** Eight people in teams of three, three and two; with-whom and if-then clues leave a few splits. */
export const arrangementProjectTeams: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/project-teams',
  topic: 'arrangement-and-distribution',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
