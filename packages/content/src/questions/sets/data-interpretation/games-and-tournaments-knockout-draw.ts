import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, numberAsk, retry, valueAsk } from './group-d8-kit.js';
import { both, type Clue, get, mdTable, pickPeople, range, T, type Text } from './lrdi-solver.js';

/**
 * Games and tournaments — knockout draw (CAT, Bank PO, Placements): eight players in a fixed
 * knockout draw (quarter-finals, semi-finals, final); clues about who beat whom and how far players
 * went fix all seven results. The checker runs through all 2^7 ways the matches could have ended.
 */

/** An outcome: bit m set when the second player of match m won (matches 0-3 QF, 4-5 SF, 6 final). */
type Out = number;
const ROUND: readonly Text[] = [
  T('quarter-final', 'क्वार्टर फ़ाइनल'),
  T('semi-final', 'सेमीफ़ाइनल'),
  T('final', 'फ़ाइनल'),
];

/** The two players of each match and its winner, for one outcome. */
function play(s: Out): { a: number[]; b: number[]; w: number[] } {
  const a: number[] = [];
  const b: number[] = [];
  const w: number[] = [];
  for (let m = 0; m < 7; m++) {
    const [x, y] = m < 4 ? [2 * m, 2 * m + 1] : [get(w, 2 * (m - 4)), get(w, 2 * (m - 4) + 1)];
    a.push(x);
    b.push(y);
    w.push((s >> m) & 1 ? y : x);
  }
  return { a, b, w };
}
/** Matches won by player p. */
const wins = (s: Out, p: number) => play(s).w.filter((x) => x === p).length;
/** Who beat p (-1 for the champion). */
function beaten(s: Out, p: number): number {
  const g = play(s);
  for (let m = 0; m < 7; m++) if ((g.a[m] === p || g.b[m] === p) && g.w[m] !== p) return get(g.w, m);
  return -1;
}

function attempt(rng: import('../../random.js').Rng): GeneratedSet | null {
  const P = pickPeople(rng, 8);
  const sport = rng.pick([T('badminton', 'बैडमिंटन'), T('chess', 'शतरंज'), T('table tennis', 'टेबल टेनिस')]);
  const space = range(128);
  const truth = rng.int(0, 127);
  const pool: Clue<Out>[] = [];
  const add = (text: Text, holds: (s: Out) => boolean) => pool.push({ text, holds });
  for (const p of range(8)) {
    const k = wins(truth, p);
    const X = get(P, p);
    if (rng.next() < 0.45)
      add(
        k === 3
          ? T(`${X.en} won the tournament.`, `${X.hi} ने प्रतियोगिता जीती।`)
          : T(`${X.en} lost in the ${get(ROUND, k).en}.`, `${X.hi} को ${get(ROUND, k).hi} में हार मिली।`),
        (s) => wins(s, p) === k,
      );
    if (k < 3 && rng.next() < 0.35)
      add(T(`${X.en} did not win the tournament.`, `${X.hi} ने प्रतियोगिता नहीं जीती।`), (s) => wins(s, p) < 3);
    if (k >= 1 && rng.next() < 0.3)
      add(T(`${X.en} won at least one match.`, `${X.hi} ने कम से कम एक मैच जीता।`), (s) => wins(s, p) >= 1);
    const by = beaten(truth, p);
    if (by >= 0 && rng.next() < 0.5)
      add(
        T(`${get(P, by).en} beat ${X.en}.`, `${get(P, by).hi} ने ${X.hi} को हराया।`),
        (s) => beaten(s, p) === by,
      );
    if (by >= 0 && wins(truth, by) === 3 && rng.next() < 0.4)
      add(T(`${X.en} lost to the eventual champion.`, `${X.hi} को अंततः विजेता बने खिलाड़ी ने हराया।`), (s) => {
        const q = beaten(s, p);
        return q >= 0 && wins(s, q) === 3;
      });
    for (const q of range(8)) {
      if (q <= p) continue;
      const Y = get(P, q);
      const j = wins(truth, q);
      if (k === j && rng.next() < 0.15)
        add(
          T(`${X.en} and ${Y.en} won the same number of matches.`, `${X.hi} और ${Y.hi} ने बराबर मैच जीते।`),
          (s) => wins(s, p) === wins(s, q),
        );
      if (k !== j && rng.next() < 0.15) {
        const [hi, lo] = k > j ? [X, Y] : [Y, X];
        const [ph, pl] = k > j ? [p, q] : [q, p];
        add(
          T(`${hi.en} won more matches than ${lo.en}.`, `${hi.hi} ने ${lo.hi} से अधिक मैच जीते।`),
          (s) => wins(s, ph) > wins(s, pl),
        );
      }
    }
  }
  const champ = (s: Out) => get(play(s).w, 6);
  const trace: Fact<Out>[] = range(7).map((m) => {
    const g = play(truth);
    const w = get(g.w, m);
    const l = get(g.a, m) === w ? get(g.b, m) : get(g.a, m);
    const r = get(ROUND, m < 4 ? 0 : m < 6 ? 1 : 2);
    return {
      text: T(
        `${get(P, w).en} beat ${get(P, l).en} (${r.en})`,
        `${get(P, w).hi} ने ${get(P, l).hi} को हराया (${r.hi})`,
      ),
      holds: (s: Out) => get(play(s).w, m) === w,
    };
  });
  const table = (cands: readonly Out[], lang: 'en' | 'hi') =>
    mdTable(
      [
        lang === 'en' ? 'Match' : 'मैच',
        lang === 'en' ? 'Players' : 'खिलाड़ी',
        lang === 'en' ? 'Winner' : 'विजेता',
      ],
      range(7).map((m) => {
        const g = play(cands[0] as Out);
        const r = get(ROUND, m < 4 ? 0 : m < 6 ? 1 : 2)[lang];
        return [
          `${r} ${m < 4 ? m + 1 : m < 6 ? m - 3 : ''}`.trim(),
          `${get(P, get(g.a, m))[lang]} – ${get(P, get(g.b, m))[lang]}`,
          get(P, get(g.w, m))[lang],
        ];
      }),
    );
  const b = build({ rng, space, truth, pool, trace, table, clueRange: [4, 10] });
  if (!b) return null;
  const names = P.map((x) => T(x.en, x.hi));
  const loser = rng.pick(range(8).filter((p) => wins(truth, p) === 1));
  const zero = rng.pick(range(8).filter((p) => wins(truth, p) === 0));
  const anyP = rng.pick(range(8));
  const questions = collect(
    [
      () =>
        valueAsk(rng, b, {
          title: T('The champion', 'चैंपियन'),
          statement: T('Who won the tournament?', 'प्रतियोगिता किसने जीती?'),
          value: (s) => get(names, champ(s)),
          pool: names,
          explain: T('The winner of the final is the champion.', 'फ़ाइनल का विजेता ही चैंपियन है।'),
          seconds: 120,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Knocked out by whom?', 'किसने बाहर किया?'),
          statement: T(`Who beat ${get(P, loser).en}?`, `${get(P, loser).hi} को किसने हराया?`),
          value: (s) => get(names, Math.max(0, beaten(s, loser))),
          pool: names.filter((_, i) => i !== loser),
          explain: T(
            `Read off the table the match ${get(P, loser).en} lost.`,
            `तालिका में वह मैच देखें जिसमें ${get(P, loser).hi} को हार मिली।`,
          ),
          seconds: 120,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Runner-up', 'उपविजेता'),
          statement: T('Who lost in the final?', 'फ़ाइनल में किसे हार मिली?'),
          value: (s) => {
            const g = play(s);
            return get(names, get(g.a, 6) === get(g.w, 6) ? get(g.b, 6) : get(g.a, 6));
          },
          pool: names,
          explain: T('The final is the last row of the table.', 'फ़ाइनल तालिका की अंतिम पंक्ति है।'),
          seconds: 120,
        }),
      () =>
        numberAsk(b, {
          title: T('Matches won by a player', 'एक खिलाड़ी की जीत'),
          statement: T(`How many matches did ${get(P, anyP).en} win?`, `${get(P, anyP).hi} ने कितने मैच जीते?`),
          value: (s) => wins(s, anyP),
          explain: T(
            `Count the rows won by ${get(P, anyP).en}.`,
            `${get(P, anyP).hi} द्वारा जीती गई पंक्तियाँ गिनें।`,
          ),
          seconds: 100,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('How far the victor went', 'विजेता की आगे की यात्रा'),
          statement: T(
            `How far did the player who beat ${get(P, zero).en} go?`,
            `${get(P, zero).hi} को हराने वाला खिलाड़ी कहाँ तक पहुँचा?`,
          ),
          value: (s) => {
            const k = wins(s, beaten(s, zero));
            return k === 3
              ? T('Won the tournament', 'प्रतियोगिता जीती')
              : T(`Lost in the ${get(ROUND, k).en}`, `${get(ROUND, k).hi} में हार`);
          },
          pool: [
            T('Won the tournament', 'प्रतियोगिता जीती'),
            T('Lost in the final', 'फ़ाइनल में हार'),
            T('Lost in the semi-final', 'सेमीफ़ाइनल में हार'),
            T('Lost in the quarter-final', 'क्वार्टर फ़ाइनल में हार'),
          ],
          explain: T(
            `${get(P, zero).en} lost in the quarter-final; follow the winner of that match through the table.`,
            `${get(P, zero).hi} को क्वार्टर फ़ाइनल में हार मिली; उस मैच के विजेता को तालिका में आगे तक देखें।`,
          ),
          seconds: 150,
        }),
    ],
    5,
  );
  if (questions.length < 4) return null;
  const draw = range(4).map((m) => `${get(P, 2 * m).en} vs ${get(P, 2 * m + 1).en}`);
  const drawHi = range(4).map((m) => `${get(P, 2 * m).hi} बनाम ${get(P, 2 * m + 1).hi}`);
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Eight players took part in a knockout ${sport.en} tournament; every match has a winner, and the loser is out. The quarter-finals were QF1: ${draw[0]}, QF2: ${draw[1]}, QF3: ${draw[2]}, QF4: ${draw[3]}. The winners of QF1 and QF2 met in semi-final 1, those of QF3 and QF4 in semi-final 2, and the two semi-final winners met in the final.`
        : `आठ खिलाड़ियों ने एक नॉकआउट ${sport.hi} प्रतियोगिता में भाग लिया; हर मैच में एक विजेता होता है और हारने वाला बाहर हो जाता है। क्वार्टर फ़ाइनल थे QF1: ${drawHi[0]}, QF2: ${drawHi[1]}, QF3: ${drawHi[2]}, QF4: ${drawHi[3]}। QF1 और QF2 के विजेता सेमीफ़ाइनल 1 में, QF3 और QF4 के विजेता सेमीफ़ाइनल 2 में भिड़े, और दोनों सेमीफ़ाइनल के विजेता फ़ाइनल में।`,
      clueBlock(b.clues, lang, false),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T(`A knockout ${sport.en} draw`, `नॉकआउट ${sport.hi} ड्रॉ`), body },
    questions,
    numbers: [],
  };
}

/** Eight players in a knockout draw; clues on who beat whom fix every result. */
export const gamesKnockoutDraw: QuestionSetGenerator = {
  id: 'games-and-tournaments/knockout-draw',
  topic: 'games-and-tournaments',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
