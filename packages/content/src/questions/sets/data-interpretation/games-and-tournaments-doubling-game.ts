import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  choiceQuestion,
  get,
  mdTable,
  numberTexts,
  numericQuestion,
  ORD_EN,
  ORD_HI,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Games and tournaments — the doubling game (CAT, Placements): three or four friends play as many rounds;
 * the loser of each round doubles the money of every other player. From the amounts at the end and
 * who lost each round, the questions ask for amounts at the start and in between. `generate` undoes
 * the rounds from the last; each checker instead solves the linear system start → end (built by
 * playing the game forward on unit amounts) by Gaussian elimination.
 */

/** Plays the rounds forward: the amounts after each round (index 0 = the start). */
function forward(start: readonly number[], losers: readonly number[]): number[][] {
  const out = [[...start]];
  for (const l of losers) {
    const cur = [...(out.at(-1) as number[])];
    let paid = 0;
    cur.forEach((v, i) => {
      if (i !== l) {
        cur[i] = 2 * v;
        paid += v;
      }
    });
    cur[l] = get(cur, l) - paid;
    out.push(cur);
  }
  return out;
}

/** The start amounts from the end amounts by elimination on the forward map (the checker). */
function solveStart(end: readonly number[], losers: readonly number[]): number[] | null {
  const n = end.length;
  // Column j of M: the end amounts when player j alone starts with 1 (negative amounts allowed).
  const cols = range(n).map(
    (j) =>
      forward(
        range(n).map((i) => (i === j ? 1 : 0)),
        losers,
      ).at(-1) as number[],
  );
  const m = range(n).map((i) => [...range(n).map((j) => get(get(cols, j), i)), get(end, i)]);
  for (let c = 0; c < n; c++) {
    const r = range(n).find((k) => k >= c && Math.abs(get(get(m, k), c)) > 1e-9);
    if (r === undefined) return null;
    [m[c], m[r]] = [get(m, r), get(m, c)];
    for (let k = 0; k < n; k++) {
      if (k === c) continue;
      const f = get(get(m, k), c) / get(get(m, c), c);
      m[k] = get(m, k).map((v, j) => v - f * get(get(m, c), j));
    }
  }
  return range(n).map((i) => Math.round(get(get(m, i), n) / get(get(m, i), i)));
}

function attempt(rng: Rng): GeneratedSet | null {
  const n = rng.pick([3, 4]);
  const P = pickPeople(rng, n);
  const X = (i: number) => get(P, i);
  const losers = rng.shuffle(range(n));
  const equal = rng.next() < 0.5;
  const unit = 2 ** n;
  const same = unit * rng.int(3, 8);
  const end = range(n).map(() => (equal ? same : unit * rng.int(2, 9)));
  // Undo the rounds from the last.
  const back: number[][] = [[...end]];
  for (const l of [...losers].reverse()) {
    const after = back[0] as number[];
    const before = after.map((v, i) => (i === l ? 0 : v / 2));
    before[l] = get(after, l) + after.reduce((t, v, i) => (i === l ? t : t + v / 2), 0);
    back.unshift(before);
  }
  const start = back[0] as number[];
  if (start.some((v) => !Number.isInteger(v) || v <= 0) || new Set(start).size < n) return null;
  const rich = start.indexOf(Math.max(...start));
  const sum = start.reduce((a, b) => a + b, 0);
  const rs = (v: number): Text => T(`₹${v}`, `₹${v}`);
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Stage' : 'चरण', ...P.map((p) => p[lang])],
      back.map((row, k) => [
        k === 0
          ? lang === 'en'
            ? 'Start'
            : 'शुरुआत'
          : lang === 'en'
            ? `After round ${k} (${X(get(losers, k - 1)).en} lost)`
            : `दौर ${k} के बाद (${X(get(losers, k - 1)).hi} हारे)`,
        ...row.map((v) => `₹${v}`),
      ]),
    ),
  );
  const how = both((lang) =>
    [
      lang === 'en'
        ? `The total stays ₹${sum} throughout (money only changes hands). Undo the rounds from the last: in a round the others' money was doubled, so before it each of them had half of what they had after; the loser had their amount after the round plus everything they paid (the sum of those halves).`
        : `कुल राशि पूरे खेल में ₹${sum} ही रहती है (पैसा केवल हाथ बदलता है)। दौरों को अंतिम से उल्टा करें: किसी दौर में बाकी खिलाड़ियों का पैसा दोगुना हुआ, अतः उससे पहले उनके पास बाद वाली राशि का आधा था; हारने वाले के पास दौर के बाद की राशि और उसके द्वारा चुकाई गई पूरी राशि (उन आधों का योग) थी।`,
      table[lang],
    ].join('\n\n'),
  );
  const solved = () => solveStart(end, losers);
  const qs: GeneratedQuestion[] = [];
  const who = rng.pick(range(n));
  qs.push(
    numericQuestion({
      title: T('Money at the start', 'शुरुआत में राशि'),
      statement: T(
        `How much money (in ₹) did ${X(who).en} have at the start?`,
        `शुरुआत में ${X(who).hi} के पास कितने रुपये थे?`,
      ),
      value: get(start, who),
      solution: how,
      seconds: 180,
      check: () => solved()?.[who] ?? null,
    }),
  );
  // Wrong ways: undoing the rounds in the order they were played; reading the end as the start.
  const wrongOrder = (() => {
    let cur = [...end];
    for (const l of losers) {
      const b = cur.map((v, i) => (i === l ? 0 : v / 2));
      b[l] = get(cur, l) + cur.reduce((t, v, i) => (i === l ? t : t + v / 2), 0);
      cur = b;
    }
    return cur;
  })();
  const names = P.map((p) => T(p.en, p.hi));
  if (n === 4) {
    const richOpts = textOptions(
      rng,
      get(names, rich),
      [get(names, wrongOrder.indexOf(Math.max(...wrongOrder)))],
      names,
    );
    qs.push(
      choiceQuestion(
        {
          title: T('The richest at the start', 'शुरुआत में सबसे अधिक राशि'),
          statement: T('Who had the most money at the start?', 'शुरुआत में सबसे अधिक पैसा किसके पास था?'),
          explain: T(
            `${X(rich).en} started with ₹${get(start, rich)}, more than anyone else.`,
            `${X(rich).hi} के पास शुरुआत में ₹${get(start, rich)} थे, जो सबसे अधिक है।`,
          ),
          answer: get(names, rich),
          ...richOpts,
          seconds: 180,
          checkAnswer: () => {
            const s = solved();
            return s ? get(names, s.indexOf(Math.max(...s))).en : null;
          },
        },
        how,
      ),
    );
  }
  const k = rng.int(1, n - 1);
  const p2 = rng.pick(range(n));
  const mid = get(get(back, k), p2);
  const midOpts = textOptions(
    rng,
    rs(mid),
    numberTexts(
      mid,
      [get(get(back, k + 1), p2), get(get(back, k - 1), p2), mid * 2, mid / 2].filter(Number.isInteger),
    ).map((t) => rs(Number(t.en))),
    [],
  );
  qs.push(
    choiceQuestion(
      {
        title: T('Money after a round', 'किसी दौर के बाद राशि'),
        statement: T(
          `How much money did ${X(p2).en} have at the end of the ${get(ORD_EN, k)} round?`,
          `${get(ORD_HI, k)} दौर के अंत में ${X(p2).hi} के पास कितने रुपये थे?`,
        ),
        explain: T(`Read the row "After round ${k}".`, `पंक्ति "दौर ${k} के बाद" देखें।`),
        answer: rs(mid),
        ...midOpts,
        seconds: 150,
        checkAnswer: () => {
          const s = solved();
          return s ? rs(get(get(forward(s, losers), k), p2)).en : null;
        },
      },
      how,
    ),
  );
  const r = rng.int(1, n);
  const lr = get(losers, r - 1);
  const paid = get(get(back, r - 1), lr) - get(get(back, r), lr);
  qs.push(
    numericQuestion({
      title: T('Paid out in a round', 'एक दौर में चुकाई गई राशि'),
      statement: T(
        `How much money (in ₹) did ${X(lr).en} pay out in all in round ${r}?`,
        `दौर ${r} में ${X(lr).hi} ने कुल कितने रुपये चुकाए?`,
      ),
      value: paid,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${
            lang === 'en'
              ? `${X(lr).en} had ₹${get(get(back, r - 1), lr)} before round ${r} and ₹${get(get(back, r), lr)} after it, so paid ₹${paid}.`
              : `दौर ${r} से पहले ${X(lr).hi} के पास ₹${get(get(back, r - 1), lr)} थे और बाद में ₹${get(get(back, r), lr)}, अतः ${X(lr).hi} ने ₹${paid} चुकाए।`
          }`,
      ),
      seconds: 180,
      check: () => {
        const s = solved();
        if (!s) return null;
        const f = forward(s, losers);
        return range(n)
          .filter((i) => i !== lr)
          .reduce((t, i) => t + get(get(f, r), i) - get(get(f, r - 1), i), 0);
      },
    }),
  );
  const [a, b2] = rng.shuffle(range(n));
  const diff = Math.abs(get(start, a as number) - get(start, b2 as number));
  qs.push(
    numericQuestion({
      title: T('Difference at the start', 'शुरुआत में अंतर'),
      statement: T(
        `By how many rupees did the amounts of ${X(a as number).en} and ${X(b2 as number).en} differ at the start?`,
        `शुरुआत में ${X(a as number).hi} और ${X(b2 as number).hi} की राशियों में कितने रुपये का अंतर था?`,
      ),
      value: diff,
      solution: both(
        (lang) => `${how[lang]}\n\n|${get(start, a as number)} − ${get(start, b2 as number)}| = ${diff}`,
      ),
      seconds: 180,
      check: () => {
        const s = solved();
        return s ? Math.abs(get(s, a as number) - get(s, b2 as number)) : null;
      },
    }),
  );
  const questions = qs.length === 5 && rng.next() < 0.5 ? qs.slice(0, 4) : qs;
  const names2 = both((lang) => P.map((p) => p[lang]).join(', '));
  const order = both((lang) =>
    losers
      .map((l, i) => (lang === 'en' ? `round ${i + 1}: ${X(l).en}` : `दौर ${i + 1}: ${X(l).hi}`))
      .join('; '),
  );
  const ends = both((lang) =>
    equal
      ? lang === 'en'
        ? `At the end each of them had ₹${get(end, 0)}.`
        : `अंत में हर एक के पास ₹${get(end, 0)} थे।`
      : lang === 'en'
        ? `At the end they had ${P.map((p, i) => `${p.en} ₹${get(end, i)}`).join(', ')}.`
        : `अंत में उनके पास ये राशियाँ थीं: ${P.map((p, i) => `${p.hi} ₹${get(end, i)}`).join(', ')}।`,
  );
  const body = both((lang) =>
    lang === 'en'
      ? `${n === 3 ? 'Three' : 'Four'} friends — ${names2.en} — played a card game of ${n} rounds for money. In each round exactly one player lost, and the loser had to double the money of every other player (paying each of them as much as that player held at the moment). Each of them lost exactly one round; the losers were, in order, ${order.en}. Nobody ever ran out of money. ${ends.en}`
      : `${n === 3 ? 'तीन' : 'चार'} मित्रों — ${names2.hi} — ने पैसों के साथ ${n} दौर का ताश का खेल खेला। हर दौर में ठीक एक खिलाड़ी हारता है, और हारने वाले को हर दूसरे खिलाड़ी का पैसा दोगुना करना होता है (हर एक को उतने रुपये देने होते हैं जितने उस समय उसके पास हों)। हर मित्र ठीक एक दौर हारा; क्रम से हारने वाले थे — ${order.hi}। किसी का पैसा कभी खत्म नहीं हुआ। ${ends.hi}`,
  );
  return {
    set: { kind: 'passage', title: T('A doubling card game', 'दोगुना करने वाला ताश का खेल'), body },
    questions,
    numbers: [...new Set(end)],
  };
}

/** The loser of each round doubles everyone else's money: work back from the end amounts. */
export const gamesDoublingGame: QuestionSetGenerator = {
  id: 'games-and-tournaments/doubling-game',
  topic: 'games-and-tournaments',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
