import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retitled, retry } from './group-d8-kit.js';
import {
  cannotQuestion,
  conditionalQuestion,
  countQuestion,
  extremeQuestion,
  mustQuestion,
  settleQuestion,
} from './lrdi-cat-common.js';
import {
  both,
  type Clue,
  get,
  lazy,
  mdTable,
  NUM_EN,
  NUM_HI,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Games and tournaments — medal tally (CAT, Placements): four athletes in three events; in each
 * event one wins gold (5 points), one silver (3), one bronze (1) and one nothing. The clues on
 * places, medal counts and point totals leave two to four tallies open; the questions ask how many
 * are possible, what must or cannot be true, which clue settles it and the most points possible.
 * The checker walks all 24^3 = 13,824 tallies.
 */

const A = 4;
const E = 3;
const PTS = [5, 3, 1, 0];
/** A tally: s = p0·576 + p1·24 + p2, where p_e numbers the order of finish in event e. */
type Tally = number;
const TAB = lazy(() => {
  const perms = permutations(A);
  const count = 24 ** E;
  // place[(s·E + e)·A + a]: 0 gold, 1 silver, 2 bronze, 3 none; pts and counts per athlete.
  const place = new Int8Array(count * E * A);
  const pts = new Int8Array(count * A);
  const won = new Int8Array(count * A * 4);
  for (let s = 0; s < count; s++)
    for (let e = 0; e < E; e++) {
      const p = get(perms, Math.floor(s / 24 ** (E - 1 - e)) % 24);
      p.forEach((a, r) => {
        place[(s * E + e) * A + a] = r;
        pts[s * A + a] = (pts[s * A + a] as number) + get(PTS, r);
        won[(s * A + a) * 4 + r] = (won[(s * A + a) * 4 + r] as number) + 1;
      });
    }
  return { place, pts, won, space: range(count) };
});
const pl = (s: Tally, e: number, a: number) => TAB().place[(s * E + e) * A + a] as number;
const points = (s: Tally, a: number) => TAB().pts[s * A + a] as number;
/** Medals of athlete a (of rank r, or of any rank when r < 0). */
const medals = (s: Tally, a: number, r = -1) =>
  r < 0 ? E - (TAB().won[(s * A + a) * 4 + 3] as number) : (TAB().won[(s * A + a) * 4 + r] as number);

const MEDAL: readonly Text[] = [T('gold', 'स्वर्ण'), T('silver', 'रजत'), T('bronze', 'कांस्य')];
const EVENTS: readonly (readonly Text[])[] = [
  [T('100 m', '100 मीटर'), T('long jump', 'लंबी कूद'), T('shot put', 'गोला फेंक')],
  [T('freestyle', 'फ़्रीस्टाइल'), T('backstroke', 'बैकस्ट्रोक'), T('butterfly', 'बटरफ़्लाई')],
  [T('floor', 'फ़्लोर'), T('vault', 'वॉल्ट'), T('rings', 'रिंग्स')],
];
const times = (n: number): Text => T(n === 1 ? 'one medal' : `${NUM_EN[n]} medals`, `${NUM_HI[n]} पदक`);

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const P = pickPeople(rng, A);
  const ev = rng.pick(EVENTS);
  const X = (a: number) => get(P, a);
  const V = (e: number) => get(ev, e);
  const t = rng.pick(space);
  const pool: Clue<Tally>[] = [];
  const add = (text: Text, holds: (s: Tally) => boolean) => pool.push({ text, holds });
  for (const a of range(A)) {
    const k = points(t, a);
    if (rng.next() < 0.5)
      add(
        T(`${X(a).en} scored ${k} points in all.`, `${X(a).hi} के कुल ${k} अंक रहे।`),
        (s) => points(s, a) === k,
      );
    const m = medals(t, a);
    if (rng.next() < 0.4)
      add(
        m === 0
          ? T(`${X(a).en} won no medal.`, `${X(a).hi} ने कोई पदक नहीं जीता।`)
          : T(
              `${X(a).en} won exactly ${times(m).en}.`,
              `${X(a).hi} ने ठीक ${times(m).hi} ${m === 1 ? 'जीता' : 'जीते'}।`,
            ),
        (s) => medals(s, a) === m,
      );
    for (const e of range(E)) {
      const r = pl(t, e, a);
      if (r < 3 && rng.next() < 0.15)
        add(
          T(
            `${X(a).en} won the ${get(MEDAL, r).en} in ${V(e).en}.`,
            `${V(e).hi} में ${X(a).hi} ने ${get(MEDAL, r).hi} पदक जीता।`,
          ),
          (s) => pl(s, e, a) === r,
        );
      if (r === 3 && rng.next() < 0.25)
        add(
          T(`${X(a).en} won no medal in ${V(e).en}.`, `${V(e).hi} में ${X(a).hi} को कोई पदक नहीं मिला।`),
          (s) => pl(s, e, a) === 3,
        );
      for (const b of range(A))
        if (b !== a && pl(t, e, b) > r && rng.next() < 0.12)
          add(
            T(
              `${X(a).en} finished ahead of ${X(b).en} in ${V(e).en}.`,
              `${V(e).hi} में ${X(a).hi}, ${X(b).hi} से आगे रहे।`,
            ),
            (s) => pl(s, e, a) < pl(s, e, b),
          );
    }
    for (const b of range(A))
      if (b !== a && medals(t, a, 0) > medals(t, b, 0) && rng.next() < 0.2)
        add(
          T(
            `${X(a).en} won more gold medals than ${X(b).en}.`,
            `${X(a).hi} ने ${X(b).hi} से अधिक स्वर्ण पदक जीते।`,
          ),
          (s) => medals(s, a, 0) > medals(s, b, 0),
        );
  }
  const facts: Fact<Tally>[] = [];
  for (const a of range(A)) {
    for (const e of range(E))
      for (const r of range(3))
        facts.push({
          text: T(
            `${X(a).en} won the ${get(MEDAL, r).en} in ${V(e).en}.`,
            `${V(e).hi} में ${X(a).hi} ने ${get(MEDAL, r).hi} पदक जीता।`,
          ),
          holds: (s) => pl(s, e, a) === r,
        });
    for (const k of range(16))
      facts.push({
        text: T(`${X(a).en} scored ${k} points in all.`, `${X(a).hi} के कुल ${k} अंक रहे।`),
        holds: (s) => points(s, a) === k,
      });
  }
  const totals: Fact<Tally>[] = range(A).map((a) => ({
    text: T(`${X(a).en} has ${points(t, a)} points`, `${X(a).hi} के ${points(t, a)} अंक हैं`),
    holds: (s: Tally) => points(s, a) === points(t, a),
  }));
  const trace: Fact<Tally>[] = [
    ...totals,
    ...range(E).flatMap((e) =>
      range(3).map((r) => {
        const a = range(A).find((x) => pl(t, e, x) === r) as number;
        return {
          text: T(
            `${V(e).en}: ${get(MEDAL, r).en} to ${X(a).en}`,
            `${V(e).hi}: ${get(MEDAL, r).hi} ${X(a).hi} को`,
          ),
          holds: (s: Tally) => pl(s, e, a) === r,
        };
      }),
    ),
  ];
  const table = (cands: readonly Tally[], lang: 'en' | 'hi') =>
    mdTable(
      [
        lang === 'en' ? 'Case' : 'स्थिति',
        ...range(E).map(
          (e) => `${V(e)[lang]} (${lang === 'en' ? 'gold / silver / bronze' : 'स्वर्ण / रजत / कांस्य'})`,
        ),
        lang === 'en' ? 'Points' : 'अंक',
      ],
      cands.map((s, k) => [
        lang === 'en' ? `Case ${k + 1}` : `स्थिति ${k + 1}`,
        ...range(E).map((e) =>
          range(3)
            .map((r) => X(range(A).find((a) => pl(s, e, a) === r) as number)[lang])
            .join(' / '),
        ),
        range(A)
          .map((a) => `${X(a)[lang]} ${points(s, a)}`)
          .join(', '),
      ]),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [5, 11] });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const open = range(A).filter((a) => new Set(b.cands.map((s) => points(s, a))).size > 1);
  const star = open.length > 0 ? rng.pick(open) : -1;
  const questions = collect(
    [
      () =>
        retitled(
          countQuestion(
            c,
            T('Possible tallies', 'संभव तालिकाएँ'),
            T(
              'How many different medal tallies (who won which medal in each event) are consistent with all the clues?',
              'कितनी अलग-अलग पदक तालिकाएँ (हर स्पर्धा में किसने कौन-सा पदक जीता) सभी संकेतों के अनुरूप हैं?',
            ),
            T('tallies', 'तालिकाओं'),
          ),
          T('Possible tallies', 'संभव तालिकाएँ'),
        ),
      () =>
        retitled(conditionalQuestion(c, used), T('With one more result known', 'एक और परिणाम ज्ञात होने पर')),
      () => retitled(cannotQuestion(c), T('An impossible podium', 'असंभव पदक स्थिति')),
      () =>
        star < 0
          ? null
          : extremeQuestion(c, {
              title: T('Most points possible', 'अधिकतम संभव अंक'),
              statement: T(
                `What is the largest total ${X(star).en} could have scored?`,
                `${X(star).hi} के अधिकतम संभव कुल अंक कितने हैं?`,
              ),
              value: (s) => points(s, star),
              show: (v) => T(`${v} points`, `${v} अंक`),
              max: true,
            }),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix the whole medal tally?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर पूरी पदक तालिका निश्चित हो जाएगी?',
            ),
          ),
          T('The fact that fixes the tally', 'तालिका निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('Certain in every tally', 'हर तालिका में निश्चित')),
      () =>
        retitled(conditionalQuestion(c, used), T('With one more result known', 'एक और परिणाम ज्ञात होने पर')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const names = both((lang) => P.map((x) => x[lang]).join(lang === 'en' ? ', ' : ', '));
  const evs = both((lang) => ev.map((x) => x[lang]).join(', '));
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Four athletes — ${names.en} — took part in three events: ${evs.en}. In each event one of them won gold (5 points), one silver (3 points), one bronze (1 point) and one won nothing (0 points); there were no ties.`
        : `चार खिलाड़ियों — ${names.hi} — ने तीन स्पर्धाओं में भाग लिया: ${evs.hi}। हर स्पर्धा में एक ने स्वर्ण (5 अंक), एक ने रजत (3 अंक), एक ने कांस्य (1 अंक) जीता और एक को कुछ नहीं मिला (0 अंक); कोई बराबरी नहीं हुई।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Medals in three events', 'तीन स्पर्धाओं के पदक'), body },
    questions,
    numbers: [],
  };
}

/** Four athletes, three events, 5-3-1 points: the clues leave two to four medal tallies. */
export const gamesMedalTally: QuestionSetGenerator = {
  id: 'games-and-tournaments/medal-tally',
  topic: 'games-and-tournaments',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
