import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  get,
  joinTexts,
  lazy,
  mdTable,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Caselets (group D7): prize money, a distribution caselet (Bank PO, SSC CGL, CAT, Placements). Four
 * winners from four cities share four different cash prizes; comparisons, differences and "not
 * from" clues fix who won what and who is from where. The checker walks all 24 × 24 assignments.
 */

const CITIES: readonly Text[] = [
  T('Pune', 'पुणे'),
  T('Jaipur', 'जयपुर'),
  T('Lucknow', 'लखनऊ'),
  T('Patna', 'पटना'),
  T('Indore', 'इंदौर'),
  T('Kochi', 'कोच्चि'),
  T('Nagpur', 'नागपुर'),
  T('Bhopal', 'भोपाल'),
];
const N = 4;
const PERMS = lazy(() => permutations(N));
/** An assignment s = a·120 + c: prize rank of each person by permutation a, city by permutation c. */
type Assign = number;
const enumerate = () => range(PERMS().length * PERMS().length);
/** Per assignment: each person's prize rank and city, the person of each city and of each rank. */
const TABLES = lazy(() => {
  const perms = PERMS();
  const count = perms.length * perms.length;
  const ranks = new Int8Array(count * N);
  const cityOf = new Int8Array(count * N);
  const fromCity = new Int8Array(count * N);
  const byRank = new Int8Array(count * N);
  for (let s = 0; s < count; s++) {
    const a = get(perms, Math.floor(s / perms.length));
    const c = get(perms, s % perms.length);
    for (let p = 0; p < N; p++) {
      ranks[s * N + p] = get(a, p);
      cityOf[s * N + p] = get(c, p);
      byRank[s * N + get(a, p)] = p;
      fromCity[s * N + get(c, p)] = p;
    }
  }
  return { ranks, cityOf, fromCity, byRank };
});
const money = (v: number): Text => T(`₹${v.toLocaleString('en-IN')}`, `₹${v.toLocaleString('en-IN')}`);

/** Four winners, four cities, four prizes; the clues fix both assignments. */
export const caseletsPrizeMoney: QuestionSetGenerator = {
  id: 'caselets/prize-money',
  topic: 'caselets',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const perms = PERMS();
      const people = pickPeople(rng, N);
      const cities = rng.shuffle(CITIES).slice(0, N);
      const unit = rng.pick([500, 1000, 2000]);
      const prizes = rng
        .shuffle(range(10).map((k) => (k + 1) * unit))
        .slice(0, N)
        .sort((a, b) => a - b);
      const P = (p: number) => get(people, p) as Text;
      const C = (c: number) => get(cities, c);
      const { ranks, cityOf, fromCity, byRank } = TABLES();
      const rank = (s: Assign, p: number) => ranks[s * N + p] as number;
      const city = (s: Assign, p: number) => cityOf[s * N + p] as number;
      const won = (s: Assign, p: number) => prizes[rank(s, p)] as number;
      const from = (s: Assign, c: number) => fromCity[s * N + c] as number;
      const winnerOf = (s: Assign, k: number) => byRank[s * N + k] as number;
      const truth = rng.int(0, perms.length * perms.length - 1);
      const t = truth;
      const pool: Clue<Assign>[] = [];
      const add = (text: Text, holds: (s: Assign) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const x of range(N))
        for (const y of range(N)) {
          if (x === y) continue;
          const d = won(t, x) - won(t, y);
          if (d > 0 && rng.next() < 0.5)
            add(
              T(`${P(x).en} won more than ${P(y).en}.`, `${P(x).hi} ने ${P(y).hi} से अधिक राशि जीती।`),
              (s) => won(s, x) > won(s, y),
            );
          if (d > 0 && rng.next() < 0.3)
            add(
              T(
                `${P(x).en} won ${money(d).en} more than ${P(y).en}.`,
                `${P(x).hi} ने ${P(y).hi} से ${money(d).hi} अधिक जीते।`,
              ),
              (s) => won(s, x) - won(s, y) === d,
            );
          const cx = C(city(t, x));
          const cy = C(city(t, y));
          if (d > 0 && rng.next() < 0.3)
            add(
              T(
                `The winner from ${cx.en} won more than the winner from ${cy.en}.`,
                `${cx.hi} वाले विजेता ने ${cy.hi} वाले विजेता से अधिक राशि जीती।`,
              ),
              (s) => won(s, from(s, city(t, x))) > won(s, from(s, city(t, y))),
            );
          if (rng.next() < 0.2)
            add(
              T(
                `The winner from ${cy.en} won more than ${P(x).en}.`,
                `${cy.hi} वाले विजेता ने ${P(x).hi} से अधिक राशि जीती।`,
              ),
              (s) => won(s, from(s, city(t, y))) > won(s, x),
            );
        }
      for (const x of range(N)) {
        for (const c of range(N))
          if (rng.next() < 0.3)
            add(
              T(`${P(x).en} is not from ${C(c).en}.`, `${P(x).hi} ${C(c).hi} से नहीं है।`),
              (s) => city(s, x) !== c,
            );
        const r = rank(t, x);
        if (r > 0 && r < N - 1 && rng.next() < 0.5)
          add(
            T(
              `${P(x).en} won neither the largest nor the smallest prize.`,
              `${P(x).hi} ने न तो सबसे बड़ा और न ही सबसे छोटा पुरस्कार जीता।`,
            ),
            (s) => rank(s, x) > 0 && rank(s, x) < N - 1,
          );
        const c = city(t, x);
        if (rng.next() < 0.4)
          add(
            T(
              `The winner from ${C(c).en} won ${money(won(t, x)).en}.`,
              `${C(c).hi} वाले विजेता ने ${money(won(t, x)).hi} जीते।`,
            ),
            (s) => won(s, from(s, c)) === won(t, x),
          );
        if (rng.next() < 0.15)
          add(
            T(`${P(x).en} won ${money(won(t, x)).en}.`, `${P(x).hi} ने ${money(won(t, x)).hi} जीते।`),
            (s) => won(s, x) === won(t, x),
          );
      }
      const x = rng.int(0, N - 1);
      const k = rng.int(0, N - 1);
      const [c1, c2] = rng.shuffle(range(N)) as [number, number];
      const pair = (s: Assign) => won(s, from(s, c1)) + won(s, from(s, c2));
      const sums = range(N).flatMap((a) =>
        range(N)
          .filter((b) => b > a)
          .map((b) => get(prizes, a) + get(prizes, b)),
      );
      const asks: ValueAsk<Assign>[] = rng.shuffle([
        {
          title: T('The winner of a prize', 'पुरस्कार का विजेता'),
          statement: T(`Who won ${money(get(prizes, k)).en}?`, `${money(get(prizes, k)).hi} किसने जीते?`),
          value: (s: Assign) => P(winnerOf(s, k)),
          slips: [],
          filler: people,
          seconds: 120,
        },
        {
          title: T("A winner's city", 'विजेता का शहर'),
          statement: T(`Which city is ${P(x).en} from?`, `${P(x).hi} किस शहर से है?`),
          value: (s: Assign) => C(city(s, x)),
          slips: [],
          filler: cities,
          seconds: 120,
        },
        {
          title: T("A city's prize", 'शहर की पुरस्कार राशि'),
          statement: T(
            `How much did the winner from ${C(c1).en} win?`,
            `${C(c1).hi} वाले विजेता ने कितनी राशि जीती?`,
          ),
          value: (s: Assign) => money(won(s, from(s, c1))),
          slips: [],
          filler: prizes.map(money),
          seconds: 120,
        },
        {
          title: T('Two cities together', 'दो शहरों का योग'),
          statement: T(
            `What is the total won by the winners from ${C(c1).en} and ${C(c2).en}?`,
            `${C(c1).hi} और ${C(c2).hi} वाले विजेताओं ने कुल कितनी राशि जीती?`,
          ),
          value: (s: Assign) => money(pair(s)),
          slips: [],
          filler: [...new Set(sums)].map(money),
          seconds: 150,
        },
        {
          title: T('Who is from the city', 'शहर का विजेता'),
          statement: T(`Who is from ${C(c2).en}?`, `${C(c2).hi} से कौन है?`),
          value: (s: Assign) => P(from(s, c2)),
          slips: [],
          filler: people,
          seconds: 120,
        },
        {
          title: T('The largest prize', 'सबसे बड़ा पुरस्कार'),
          statement: T(
            'Which city is the winner of the largest prize from?',
            'सबसे बड़ा पुरस्कार जीतने वाला विजेता किस शहर से है?',
          ),
          value: (s: Assign) => C(city(s, winnerOf(s, N - 1))),
          slips: [],
          filler: cities,
          seconds: 120,
        },
      ]);
      const names = joinTexts(people);
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 9],
        trace: range(N).flatMap((p) => [
          {
            text: T(`${P(p).en} won ${money(won(t, p)).en}`, `${P(p).hi} ने ${money(won(t, p)).hi} जीते`),
            holds: (s: Assign) => rank(s, p) === rank(t, p),
          },
          {
            text: T(`${P(p).en} is from ${C(city(t, p)).en}`, `${P(p).hi} ${C(city(t, p)).hi} से है`),
            holds: (s: Assign) => city(s, p) === city(t, p),
          },
        ]),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en' ? ['Winner', 'Prize', 'City'] : ['विजेता', 'पुरस्कार', 'शहर'],
              range(N).map((p) => [
                P(p)[lang],
                money(won(get(cands, 0), p))[lang],
                C(city(get(cands, 0), p))[lang],
              ]),
            ),
          ),
        asks,
        intro: both((lang) =>
          lang === 'en'
            ? `Four winners of a quiz contest — ${names.en} — come from four different cities: ${joinTexts(cities).en}. They won four different cash prizes: ${joinTexts(prizes.map(money)).en}, one prize each.`
            : `एक प्रश्नोत्तरी प्रतियोगिता के चार विजेता — ${names.hi} — चार अलग-अलग शहरों से हैं: ${joinTexts(cities).hi}। उन्होंने चार अलग-अलग नकद पुरस्कार जीते: ${joinTexts(prizes.map(money)).hi}, हर विजेता ने एक पुरस्कार।`,
        ),
        title: T('Prize money of four winners', 'चार विजेताओं की पुरस्कार राशि'),
      });
    }),
};
