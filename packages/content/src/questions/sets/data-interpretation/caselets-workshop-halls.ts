import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  DAYS,
  get,
  joinTexts,
  lazy,
  mdTable,
  permutations,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Caselets (group D7): a training week, a scheduling caselet (CAT, Bank PO, Placements). Five
 * workshops run Monday to Friday, one a day, in two halls (one used twice, the other three times);
 * order, gap and same-hall clues fix the schedule. The checker walks all 120 × 10 schedules.
 */

const TOPICS: readonly Text[] = [
  T('Leadership', 'नेतृत्व'),
  T('Negotiation', 'वार्ता कौशल'),
  T('Finance', 'वित्त'),
  T('Marketing', 'विपणन'),
  T('Safety', 'सुरक्षा'),
  T('Data Analysis', 'डेटा विश्लेषण'),
  T('Communication', 'संचार'),
  T('Ethics', 'नैतिकता'),
];
const HALLS: readonly Text[] = [T('Hall A', 'हॉल A'), T('Hall B', 'हॉल B')];
const N = 5;
/** The 10 ways to give five workshops to two halls, Hall A twice and Hall B three times. */
const SPLITS = lazy(() => {
  const out: number[][] = [];
  const walk = (cur: number[]) => {
    if (cur.length === N) {
      if (cur.filter((x) => x === 0).length === 2) out.push([...cur]);
      return;
    }
    for (const h of range(2)) walk([...cur, h]);
  };
  walk([]);
  return out;
});
const PERMS = lazy(() => permutations(N));
/** A schedule s = i·10 + j: day of each workshop by permutation i, hall by split j. */
type Plan = number;
const enumerate = () => range(PERMS().length * SPLITS().length);
/** Per schedule: each workshop's day and hall, and the workshop of each day. */
const TABLES = lazy(() => {
  const perms = PERMS();
  const splits = SPLITS();
  const count = perms.length * splits.length;
  const days = new Int8Array(count * N);
  const halls = new Int8Array(count * N);
  const ons = new Int8Array(count * N);
  for (let s = 0; s < count; s++) {
    const p = get(perms, Math.floor(s / splits.length));
    const h = get(splits, s % splits.length);
    for (let w = 0; w < N; w++) {
      days[s * N + w] = get(p, w);
      halls[s * N + w] = get(h, w);
      ons[s * N + get(p, w)] = w;
    }
  }
  return { days, halls, ons };
});

/** Five workshops on five days in two halls; the clues fix the schedule. */
export const caseletsWorkshopHalls: QuestionSetGenerator = {
  id: 'caselets/workshop-halls',
  topic: 'caselets',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const perms = PERMS();
      const splits = SPLITS();
      const topics = rng.shuffle(TOPICS).slice(0, N);
      const W = (w: number) => get(topics, w);
      const D = (d: number) => get(DAYS, d);
      const H = (h: number) => get(HALLS, h);
      const { days, halls, ons } = TABLES();
      const day = (s: Plan, w: number) => days[s * N + w] as number;
      const hall = (s: Plan, w: number) => halls[s * N + w] as number;
      const on = (s: Plan, d: number) => ons[s * N + d] as number;
      const t = rng.int(0, perms.length * splits.length - 1);
      const pool: Clue<Plan>[] = [];
      const add = (text: Text, holds: (s: Plan) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      const ws = (w: number) => T(`the ${W(w).en} workshop`, `${W(w).hi} कार्यशाला`);
      const cap = (x: Text) => T(x.en.charAt(0).toUpperCase() + x.en.slice(1), x.hi);
      for (const x of range(N))
        for (const y of range(N)) {
          if (x === y) continue;
          const [X, Y] = [ws(x), ws(y)];
          const gap = day(t, y) - day(t, x);
          if (gap > 0 && rng.next() < 0.35)
            add(
              T(
                `${cap(X).en} is held on some day before ${Y.en}.`,
                `${X.hi}, ${Y.hi} से पहले किसी दिन होती है।`,
              ),
              (s) => day(s, x) < day(s, y),
            );
          if (gap === 1)
            add(
              T(`${cap(Y).en} is held the day after ${X.en}.`, `${Y.hi}, ${X.hi} के ठीक अगले दिन होती है।`),
              (s) => day(s, y) - day(s, x) === 1,
            );
          if (gap >= 2 && rng.next() < 0.4)
            add(
              T(
                `Exactly ${gap - 1} ${gap === 2 ? 'day passes' : 'days pass'} between ${X.en} and ${Y.en}, ${X.en} coming first.`,
                `${X.hi} के बाद ठीक ${gap - 1} दिन छोड़कर ${Y.hi} होती है।`,
              ),
              (s) => day(s, y) - day(s, x) === gap,
            );
          if (x < y && rng.next() < 0.4) {
            const same = hall(t, x) === hall(t, y);
            add(
              same
                ? T(
                    `${cap(X).en} and ${Y.en} are held in the same hall.`,
                    `${X.hi} और ${Y.hi} एक ही हॉल में होती हैं।`,
                  )
                : T(
                    `${cap(X).en} and ${Y.en} are held in different halls.`,
                    `${X.hi} और ${Y.hi} अलग-अलग हॉल में होती हैं।`,
                  ),
              (s) => (hall(s, x) === hall(s, y)) === same,
            );
          }
        }
      for (const x of range(N)) {
        for (const h of range(2))
          if (rng.next() < 0.25)
            add(
              T(`${cap(ws(x)).en} is not held in ${H(h).en}.`, `${ws(x).hi} ${H(h).hi} में नहीं होती।`),
              (s) => hall(s, x) !== h,
            );
        if (rng.next() < 0.2)
          add(
            T(
              `${cap(ws(x)).en} is held in ${H(hall(t, x)).en}.`,
              `${ws(x).hi} ${H(hall(t, x)).hi} में होती है।`,
            ),
            (s) => hall(s, x) === hall(t, x),
          );
        const d = day(t, x);
        if (rng.next() < 0.25)
          add(
            T(
              `The workshop on ${D(d).en} is held in ${H(hall(t, x)).en}.`,
              `${D(d).hi} की कार्यशाला ${H(hall(t, x)).hi} में होती है।`,
            ),
            (s) => hall(s, on(s, d)) === hall(t, x),
          );
        if (rng.next() < 0.15)
          add(
            T(
              `${cap(ws(x)).en} is not held on ${D((d + 2) % N).en}.`,
              `${ws(x).hi} ${D((d + 2) % N).hi} को नहीं होती।`,
            ),
            (s) => day(s, x) !== (d + 2) % N,
          );
      }
      add(
        T(
          'The workshops on Monday and Friday are held in different halls.',
          'सोमवार और शुक्रवार की कार्यशालाएँ अलग-अलग हॉल में होती हैं।',
        ),
        (s) => hall(s, on(s, 0)) !== hall(s, on(s, 4)),
      );
      add(
        T(
          'The workshops on Monday and Friday are held in the same hall.',
          'सोमवार और शुक्रवार की कार्यशालाएँ एक ही हॉल में होती हैं।',
        ),
        (s) => hall(s, on(s, 0)) === hall(s, on(s, 4)),
      );
      const [x, y] = rng.shuffle(range(N)) as [number, number];
      const d = rng.int(0, N - 1);
      const xa = rng.pick(range(N).filter((w) => hall(t, w) === 0));
      const days5 = DAYS.slice(0, N);
      const asks: ValueAsk<Plan>[] = rng.shuffle([
        {
          title: T('The day of a workshop', 'कार्यशाला का दिन'),
          statement: T(`On which day is ${ws(x).en} held?`, `${ws(x).hi} किस दिन होती है?`),
          value: (s: Plan) => D(day(s, x)),
          slips: [],
          filler: days5,
          seconds: 120,
        },
        {
          title: T('The workshop of a day', 'दिन की कार्यशाला'),
          statement: T(`Which workshop is held on ${D(d).en}?`, `${D(d).hi} को कौन-सी कार्यशाला होती है?`),
          value: (s: Plan) => W(on(s, d)),
          slips: [],
          filler: topics,
          seconds: 120,
        },
        {
          title: T('The hall of a workshop', 'कार्यशाला का हॉल'),
          statement: T(`In which hall is ${ws(y).en} held?`, `${ws(y).hi} किस हॉल में होती है?`),
          value: (s: Plan) => H(hall(s, y)),
          slips: [],
          filler: [
            ...HALLS,
            T('Cannot be determined', 'निर्धारित नहीं किया जा सकता'),
            T('Both halls', 'दोनों हॉल'),
          ],
          seconds: 120,
        },
        {
          title: T('Sharing Hall A', 'हॉल A की दूसरी कार्यशाला'),
          statement: T(
            `Which workshop is held in Hall A along with ${ws(xa).en}?`,
            `${ws(xa).hi} के अलावा हॉल A में कौन-सी कार्यशाला होती है?`,
          ),
          value: (s: Plan) =>
            hall(s, xa) === 0
              ? W(range(N).find((v) => v !== xa && hall(s, v) === 0) ?? 0)
              : T('None', 'कोई नहीं'),
          slips: [],
          filler: topics.filter((_, w) => w !== xa),
          seconds: 150,
        },
        {
          title: T('The last day', 'अंतिम दिन'),
          statement: T('Which hall is used on Friday?', 'शुक्रवार को कौन-सा हॉल उपयोग होता है?'),
          value: (s: Plan) => H(hall(s, on(s, 4))),
          slips: [],
          filler: [
            ...HALLS,
            T('Cannot be determined', 'निर्धारित नहीं किया जा सकता'),
            T('Both halls', 'दोनों हॉल'),
          ],
          seconds: 120,
        },
      ]);
      return kitSet({
        rng,
        enumerate,
        truth: t,
        pool,
        clues: [4, 10],
        trace: range(N).flatMap((w) => [
          {
            text: T(`${W(w).en} is on ${D(day(t, w)).en}`, `${W(w).hi} ${D(day(t, w)).hi} को है`),
            holds: (s: Plan) => day(s, w) === day(t, w),
          },
          {
            text: T(`${W(w).en} is in ${H(hall(t, w)).en}`, `${W(w).hi} ${H(hall(t, w)).hi} में है`),
            holds: (s: Plan) => hall(s, w) === hall(t, w),
          },
        ]),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Day', 'Workshop', 'Hall'] : ['दिन', 'कार्यशाला', 'हॉल'],
              range(N).map((dd) => {
                const s = get(cands, 0);
                return [D(dd)[lang], W(on(s, dd))[lang], H(hall(s, on(s, dd)))[lang]];
              }),
            ),
          ),
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `A company runs five one-day workshops — ${joinTexts(topics).en} — from Monday to Friday of one week, one workshop a day. Each workshop is held in one of two halls: Hall A is used on exactly two of the days and Hall B on the other three.`
            : `एक कंपनी एक सप्ताह में सोमवार से शुक्रवार तक पाँच एक-दिवसीय कार्यशालाएँ — ${joinTexts(topics).hi} — आयोजित करती है, हर दिन एक कार्यशाला। हर कार्यशाला दो हॉलों में से किसी एक में होती है: हॉल A ठीक दो दिन उपयोग होता है और हॉल B बाकी तीन दिन।`,
        ),
        title: T('A week of workshops', 'कार्यशालाओं का सप्ताह'),
      });
    }),
};
