import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, retry, valueAsk } from './group-d8-kit.js';
import {
  both,
  type Clue,
  get,
  lazy,
  mdTable,
  type Person,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Arrangement and distribution — a round table (CAT, Bank PO, SSC CGL): six people sit around a
 * round table facing the centre, and each drinks tea, coffee or juice (two each). Clues on
 * neighbours, opposite seats and drinks fix everything. The checker walks all 120 seatings (the first
 * person's seat fixed, as only the order around the table matters) times 90 ways to share the drinks.
 */

const N = 6;
/** A seating and drinks: s = i·90 + j (i-th seating order, j-th split of drinks). */
type Arr = number;
const TAB = lazy(() => {
  // Seats 0-5 go round the table so that seat k+1 is on the immediate right of seat k.
  const seatings = permutations(N - 1).map((p) => [0, ...p.map((x) => x + 1)]);
  const drinks = permutations(N)
    .map((p) => p.map((x) => Math.floor(x / 2)))
    .filter((d, i, all) => all.findIndex((e) => e.join() === d.join()) === i);
  const seat = new Int8Array(seatings.length * drinks.length * N);
  const who = new Int8Array(seatings.length * drinks.length * N);
  const drink = new Int8Array(seatings.length * drinks.length * N);
  seatings.forEach((order, i) => {
    drinks.forEach((d, j) => {
      const s = i * drinks.length + j;
      order.forEach((person, k) => {
        seat[s * N + person] = k;
        who[s * N + k] = person;
        drink[s * N + person] = get(d, person);
      });
    });
  });
  return { seat, who, drink, space: range(seatings.length * drinks.length) };
});
const seat = (s: Arr, p: number) => TAB().seat[s * N + p] as number;
const at = (s: Arr, k: number) => TAB().who[s * N + (((k % N) + N) % N)] as number;
const drink = (s: Arr, p: number) => TAB().drink[s * N + p] as number;
/** Who sits `k` places to the right of p (negative: to the left). */
const right = (s: Arr, p: number, k: number) => at(s, seat(s, p) + k);

const DRINKS: readonly Text[] = [T('tea', 'चाय'), T('coffee', 'कॉफ़ी'), T('juice', 'जूस')];
const drinks = (p: Person) => (p.male ? 'पीता है' : 'पीती है');
const sits = (p: Person) => (p.male ? 'बैठा है' : 'बैठी है');

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const P = pickPeople(rng, N);
  const X = (p: number) => get(P, p);
  const t = rng.pick(space);
  const pool: Clue<Arr>[] = [];
  const add = (text: Text, holds: (s: Arr) => boolean) => pool.push({ text, holds });
  for (const p of range(N)) {
    const d = drink(t, p);
    if (rng.next() < 0.45)
      add(
        T(`${X(p).en} drinks ${get(DRINKS, d).en}.`, `${X(p).hi} ${get(DRINKS, d).hi} ${drinks(X(p))}।`),
        (s) => drink(s, p) === d,
      );
    if (rng.next() < 0.3) {
      const e = (d + rng.int(1, 2)) % 3;
      add(
        T(
          `${X(p).en} does not drink ${get(DRINKS, e).en}.`,
          `${X(p).hi} ${get(DRINKS, e).hi} नहीं ${drinks(X(p))}।`,
        ),
        (s) => drink(s, p) !== e,
      );
    }
    const r1 = right(t, p, 1);
    const r2 = right(t, p, 2);
    const op = right(t, p, 3);
    if (rng.next() < 0.4)
      add(
        T(
          `${X(r1).en} sits immediately to the right of ${X(p).en}.`,
          `${X(r1).hi}, ${X(p).hi} के ठीक दाईं ओर ${sits(X(r1))}।`,
        ),
        (s) => right(s, p, 1) === r1,
      );
    if (rng.next() < 0.35)
      add(
        T(
          `${X(r2).en} sits second to the right of ${X(p).en}.`,
          `${X(r2).hi}, ${X(p).hi} के दाईं ओर दूसरे स्थान पर ${sits(X(r2))}।`,
        ),
        (s) => right(s, p, 2) === r2,
      );
    if (p < op && rng.next() < 0.5)
      add(
        T(`${X(p).en} sits opposite ${X(op).en}.`, `${X(p).hi}, ${X(op).hi} के ठीक सामने ${sits(X(p))}।`),
        (s) => right(s, p, 3) === op,
      );
    if (rng.next() < 0.3)
      add(
        T(
          `The person opposite ${X(p).en} drinks ${get(DRINKS, drink(t, op)).en}.`,
          `${X(p).hi} के सामने बैठा व्यक्ति ${get(DRINKS, drink(t, op)).hi} पीता है।`,
        ),
        (s) => drink(s, right(s, p, 3)) === drink(t, op),
      );
    for (const q of range(N))
      if (
        q > p &&
        Math.abs(seat(t, p) - seat(t, q)) % N !== 1 &&
        Math.abs(seat(t, p) - seat(t, q)) !== N - 1 &&
        rng.next() < 0.12
      )
        add(
          T(
            `${X(p).en} and ${X(q).en} do not sit next to each other.`,
            `${X(p).hi} और ${X(q).hi} एक-दूसरे के बगल में नहीं बैठे हैं।`,
          ),
          (s) => {
            const g = (seat(s, p) - seat(s, q) + N) % N;
            return g !== 1 && g !== N - 1;
          },
        );
  }
  for (const d of range(3)) {
    const two = range(N).filter((p) => drink(t, p) === d);
    const g = (seat(t, get(two, 0)) - seat(t, get(two, 1)) + N) % N;
    if ((g === 1 || g === N - 1) && rng.next() < 0.4)
      add(
        T(
          `The two ${get(DRINKS, d).en} drinkers sit next to each other.`,
          `${get(DRINKS, d).hi} पीने वाले दोनों व्यक्ति एक-दूसरे के बगल में बैठे हैं।`,
        ),
        (s) => {
          const w = range(N).filter((p) => drink(s, p) === d);
          const h = (seat(s, get(w, 0)) - seat(s, get(w, 1)) + N) % N;
          return h === 1 || h === N - 1;
        },
      );
    if (g === 3 && rng.next() < 0.4)
      add(
        T(
          `The two ${get(DRINKS, d).en} drinkers sit opposite each other.`,
          `${get(DRINKS, d).hi} पीने वाले दोनों व्यक्ति एक-दूसरे के सामने बैठे हैं।`,
        ),
        (s) => {
          const w = range(N).filter((p) => drink(s, p) === d);
          return (seat(s, get(w, 0)) - seat(s, get(w, 1)) + N) % N === 3;
        },
      );
  }
  const trace: Fact<Arr>[] = [
    ...range(N)
      .map((k) => {
        const q = right(t, 0, k + 1);
        return {
          text: T(
            `${k + 1} ${k === 0 ? 'place' : 'places'} to the right of ${X(0).en}: ${X(q).en}`,
            `${X(0).hi} से दाईं ओर ${k + 1} स्थान पर: ${X(q).hi}`,
          ),
          holds: (s: Arr) => right(s, 0, k + 1) === q,
        };
      })
      .slice(0, N - 1),
    ...range(N).map((p) => ({
      text: T(
        `${X(p).en} drinks ${get(DRINKS, drink(t, p)).en}`,
        `${X(p).hi}: ${get(DRINKS, drink(t, p)).hi}`,
      ),
      holds: (s: Arr) => drink(s, p) === drink(t, p),
    })),
  ];
  const table = (cands: readonly Arr[], lang: 'en' | 'hi') =>
    mdTable(
      [
        lang === 'en' ? `From ${X(0).en}, going right` : `${X(0).hi} से दाईं ओर क्रम से`,
        lang === 'en' ? 'Drink' : 'पेय',
      ],
      range(N).map((k) => {
        const p = right(cands[0] as Arr, 0, k);
        return [X(p)[lang], get(DRINKS, drink(cands[0] as Arr, p))[lang]];
      }),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, clueRange: [5, 12] });
  if (!b) return null;
  const names = P.map((p) => T(p.en, p.hi));
  const [a1, a2, , a4] = rng.shuffle(range(N));
  // Ask the drink of someone whose drink no single clue states.
  const unsaid = range(N).filter((p) => !b.clues.some((c) => c.text.en.startsWith(`${X(p).en} drinks`)));
  const a3 = unsaid.length > 0 ? rng.pick(unsaid) : (a1 as number);
  const explain = T('Read it off the arrangement above.', 'ऊपर की व्यवस्था से पढ़ें।');
  const questions = collect(
    [
      () =>
        valueAsk(rng, b, {
          title: T('Who sits opposite?', 'सामने कौन बैठा है?'),
          statement: T(
            `Who sits opposite ${X(a1 as number).en}?`,
            `${X(a1 as number).hi} के ठीक सामने कौन बैठा है?`,
          ),
          value: (s) => get(names, right(s, a1 as number, 3)),
          pool: names.filter((_, i) => i !== a1),
          explain,
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('The neighbour on the left', 'बाईं ओर का पड़ोसी'),
          statement: T(
            `Who sits immediately to the left of ${X(a2 as number).en}?`,
            `${X(a2 as number).hi} के ठीक बाईं ओर कौन बैठा है?`,
          ),
          value: (s) => get(names, right(s, a2 as number, -1)),
          pool: names.filter((_, i) => i !== a2),
          explain: T('Left is the other way round the table from right.', 'बायाँ, दाएँ की उल्टी दिशा में है।'),
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T("A person's drink", 'किसी व्यक्ति का पेय'),
          statement: T(
            `What does ${X(a3).en} drink?`,
            `${X(a3).hi} क्या पीता/पीती है?`.replace('पीता/पीती', X(a3).male ? 'पीता' : 'पीती'),
          ),
          value: (s) => get(DRINKS, drink(s, a3)),
          pool: [...DRINKS, T('cannot be determined', 'निर्धारित नहीं किया जा सकता')],
          explain,
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Neighbours who share a drink', 'समान पेय वाले पड़ोसी'),
          statement: T(
            `What do the two people sitting next to ${X(a4 as number).en} drink?`,
            `${X(a4 as number).hi} के दोनों बगल में बैठे व्यक्ति क्या पीते हैं?`,
          ),
          value: (s) => {
            const [u, v] = [drink(s, right(s, a4 as number, 1)), drink(s, right(s, a4 as number, -1))].sort();
            return u === v
              ? T(`Both drink ${get(DRINKS, u as number).en}`, `दोनों ${get(DRINKS, u as number).hi}`)
              : T(
                  `${get(DRINKS, u as number).en} and ${get(DRINKS, v as number).en}`,
                  `${get(DRINKS, u as number).hi} और ${get(DRINKS, v as number).hi}`,
                );
          },
          pool: [
            ...range(3).map((d) => T(`Both drink ${get(DRINKS, d).en}`, `दोनों ${get(DRINKS, d).hi}`)),
            ...range(3).flatMap((u) =>
              range(3).flatMap((v) =>
                u < v
                  ? [
                      T(
                        `${get(DRINKS, u).en} and ${get(DRINKS, v).en}`,
                        `${get(DRINKS, u).hi} और ${get(DRINKS, v).hi}`,
                      ),
                    ]
                  : [],
              ),
            ),
          ],
          explain,
          seconds: 180,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Second to the right', 'दाईं ओर दूसरा'),
          statement: T(
            `Who sits second to the right of ${X(a1 as number).en}?`,
            `${X(a1 as number).hi} के दाईं ओर दूसरे स्थान पर कौन बैठा है?`,
          ),
          value: (s) => get(names, right(s, a1 as number, 2)),
          pool: names.filter((_, i) => i !== a1),
          explain,
          seconds: 150,
        }),
    ],
    5,
  );
  if (questions.length < 4) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Six friends — ${P.map((p) => p.en).join(', ')} — sit around a round table, equally spaced and facing the centre. Each of them drinks exactly one of tea, coffee and juice, and each drink is taken by exactly two of them.`
        : `छह मित्र — ${P.map((p) => p.hi).join(', ')} — एक गोल मेज़ के चारों ओर बराबर दूरी पर केंद्र की ओर मुँह करके बैठे हैं। हर एक चाय, कॉफ़ी और जूस में से ठीक एक पेय पीता है, और हर पेय ठीक दो लोग पीते हैं।`,
      clueBlock(b.clues, lang, false),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Six friends at a round table', 'गोल मेज़ पर छह मित्र'), body },
    questions,
    numbers: [],
  };
}

/** Six people at a round table facing the centre, with drinks: neighbour and opposite clues. */
export const arrangementRoundTable: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/round-table',
  topic: 'arrangement-and-distribution',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'SSC CGL'],
  generate: (rng) => retry(rng, attempt),
};
