import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  choiceQuestion,
  get,
  numericQuestion,
  ORD_EN,
  ORD_HI,
  pickPeople,
  range,
  T,
  textOptions,
} from './lrdi-solver.js';

/**
 * Games and tournaments — a counting-out game (CAT, Placements): children stand in a circle and,
 * counting clockwise from a given child, every k-th child still in the circle leaves. The questions
 * ask who wins, who leaves in a given turn, and how things change when the counting starts elsewhere.
 * `generate` removes children from a list; each checker walks a circle of flags step by step or, for
 * the winner, uses the recurrence J(m) = (J(m−1) + k) mod m.
 */

/** The order in which the children leave (list removal), counting from `from`. */
function outOrder(n: number, k: number, from: number): number[] {
  const ring = range(n).map((i) => (from + i) % n);
  const out: number[] = [];
  let at = 0;
  while (ring.length > 0) {
    at = (at + k - 1) % ring.length;
    out.push(ring.splice(at, 1)[0] as number);
  }
  return out;
}
/** The same by stepping over a circle of flags (the checker). */
function stepOrder(n: number, k: number, from: number): number[] {
  const inside = range(n).map(() => true);
  const out: number[] = [];
  let pos = (from - 1 + n) % n;
  while (out.length < n) {
    let c = 0;
    while (c < k) {
      pos = (pos + 1) % n;
      if (inside[pos]) c++;
    }
    inside[pos] = false;
    out.push(pos);
  }
  return out;
}
/** The winner by the Josephus recurrence (positions counted from `from`). */
function winner(n: number, k: number, from: number): number {
  let j = 0;
  for (let m = 2; m <= n; m++) j = (j + k) % m;
  return (from + j) % n;
}

/** "तीसरा", "पाँचवाँ": the ordinal said of a thing (ORD_HI has the oblique form). */
function ordHi(t: number): string {
  const o = get(ORD_HI, t);
  return o.endsWith('ें') ? `${o.slice(0, -2)}ाँ` : o.replace(/े$/, 'ा');
}

function attempt(rng: Rng): GeneratedSet | null {
  const n = rng.int(7, 10);
  const k = rng.int(2, 5);
  const P = pickPeople(rng, n);
  if (P.length < n) return null;
  const X = (i: number) => get(P, i);
  const names = P.map((p) => T(p.en, p.hi));
  const from = 0;
  const order = outOrder(n, k, from);
  const win = order.at(-1) as number;
  const lines = both((lang) =>
    order
      .map((c, i) =>
        i === n - 1
          ? lang === 'en'
            ? `${X(c).en} is left and wins`
            : `${X(c).hi} अंत में बचे और जीते`
          : `${i + 1}. ${X(c)[lang]}`,
      )
      .join(', '),
  );
  const how = both((lang) =>
    lang === 'en'
      ? `Count ${k} clockwise each time, starting with ${X(from).en} as 1 and skipping children already out; after someone leaves, the next child counts 1. The children leave in this order: ${lines.en}.`
      : `हर बार दक्षिणावर्त ${k} तक गिनें: पहली बार ${X(from).hi} से 1 शुरू करें और बाहर हो चुके बच्चों को छोड़ दें; किसी के बाहर होते ही उसके बाद वाला बच्चा 1 गिनता है। बच्चे इस क्रम में बाहर होते हैं: ${lines.hi}।`,
  );
  const qs: (() => GeneratedQuestion)[] = [];
  qs.push(() => {
    const made = textOptions(
      rng,
      get(names, win),
      [get(names, get(order, n - 2)), get(names, winner(n, k - 1, from)), get(names, winner(n, k + 1, from))],
      names,
    );
    return choiceQuestion(
      {
        title: T('The last child left', 'अंत में बचा बच्चा'),
        statement: T('Who wins the game?', 'खेल कौन जीतता है?'),
        explain: T('The last child left wins.', 'अंत में बचा बच्चा जीतता है।'),
        answer: get(names, win),
        ...made,
        seconds: 150,
        checkAnswer: () => get(names, winner(n, k, from)).en,
      },
      how,
    );
  });
  const t = rng.int(3, Math.min(7, n - 2));
  qs.push(() => {
    const c = get(order, t - 1);
    const made = textOptions(
      rng,
      get(names, c),
      [get(names, get(order, t)), get(names, get(order, t - 2))],
      names,
    );
    return choiceQuestion(
      {
        title: T('Out in a given turn', 'किसी क्रम पर बाहर'),
        statement: T(
          `Who is the ${get(ORD_EN, t)} child to leave the circle?`,
          `घेरे से ${ordHi(t)} बाहर होने वाला बच्चा कौन है?`,
        ),
        explain: T(
          `From the order above, the ${get(ORD_EN, t)} to leave is ${X(c).en}.`,
          `ऊपर के क्रम से ${ordHi(t)} बाहर होने वाला बच्चा ${X(c).hi} है।`,
        ),
        answer: get(names, c),
        ...made,
        seconds: 150,
        checkAnswer: () => get(names, get(stepOrder(n, k, from), t - 1)).en,
      },
      how,
    );
  });
  const who = rng.pick(range(n).filter((c) => c !== win));
  qs.push(() =>
    numericQuestion({
      title: T('Children out before one', 'किसी से पहले बाहर हुए बच्चे'),
      statement: T(
        `How many children leave the circle before ${X(who).en}?`,
        `${X(who).hi} से पहले कितने बच्चे घेरे से बाहर होते हैं?`,
      ),
      value: order.indexOf(who),
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${lang === 'en' ? `${X(who).en} is number ${order.indexOf(who) + 1} to leave.` : `बाहर होने के क्रम में ${X(who).hi} की क्रम-संख्या ${order.indexOf(who) + 1} है।`}`,
      ),
      seconds: 150,
      check: () => stepOrder(n, k, from).indexOf(who),
    }),
  );
  const from2 = rng.int(1, n - 1);
  const w2 = winner(n, k, from2);
  qs.push(() => {
    const o2 = outOrder(n, k, from2);
    const l2 = both((lang) => o2.map((c) => X(c)[lang]).join(', '));
    const made = textOptions(
      rng,
      get(names, w2),
      [get(names, win), get(names, (win + from2) % n), get(names, get(o2, n - 2))],
      names,
    );
    return choiceQuestion(
      {
        title: T('Counting from another child', 'दूसरे बच्चे से गिनती'),
        statement: T(
          `If the counting had started with ${X(from2).en} (everything else the same), who would have won?`,
          `यदि गिनती ${X(from2).hi} से शुरू होती (बाकी सब वैसा ही), तो कौन जीतता?`,
        ),
        explain: T(
          `Counting from ${X(from2).en}, the children leave in the order ${l2.en}; the last is ${X(w2).en}. (Shifting the start by ${from2} places shifts the winner by ${from2} places too.)`,
          `${X(from2).hi} से गिनने पर बच्चे इस क्रम में बाहर होते हैं: ${l2.hi}; अंतिम ${X(w2).hi} हैं। (शुरुआत ${from2} स्थान खिसकाने पर विजेता भी ${from2} स्थान खिसकता है।)`,
        ),
        answer: get(names, w2),
        ...made,
        seconds: 180,
        checkAnswer: () => get(names, get(stepOrder(n, k, from2), n - 1)).en,
      },
      how,
    );
  });
  // Where should the counting start for a chosen child to win?
  const hope = rng.pick(range(n).filter((c) => c !== win));
  const start = (hope - win + n) % n;
  qs.push(() => {
    const made = textOptions(
      rng,
      get(names, start),
      [get(names, (win - hope + n) % n), get(names, hope), get(names, (start + 1) % n)],
      names,
    );
    return choiceQuestion(
      {
        title: T('Choosing where to start', 'गिनती कहाँ से शुरू हो'),
        statement: T(
          `With whom should the counting start for ${X(hope).en} to win?`,
          `${X(hope).hi} को जिताने के लिए गिनती किस बच्चे से शुरू होनी चाहिए?`,
        ),
        explain: T(
          `Starting with ${X(from).en}, the winner stands ${(win - from + n) % n} places clockwise of the first child counted. So for ${X(hope).en} to win, the counting must start ${(win - from + n) % n} places anticlockwise of ${X(hope).en}: with ${X(start).en}.`,
          `${X(from).hi} से शुरू करने पर विजेता पहले गिने गए बच्चे से दक्षिणावर्त ${(win - from + n) % n} स्थान आगे खड़ा है। अतः ${X(hope).hi} को जिताने के लिए गिनती ${X(hope).hi} से वामावर्त ${(win - from + n) % n} स्थान पीछे, यानी ${X(start).hi} से शुरू होनी चाहिए।`,
        ),
        answer: get(names, start),
        ...made,
        seconds: 200,
        checkAnswer: () => {
          const s = range(n).filter((f) => get(stepOrder(n, k, f), n - 1) === hope);
          return s.length === 1 ? get(names, s[0] as number).en : null;
        },
      },
      how,
    );
  });
  const pickd = rng
    .shuffle(range(5))
    .slice(0, 4 + rng.int(0, 1))
    .sort();
  const questions = pickd.map((i) => (qs[i] as () => GeneratedQuestion)());
  const circle = both((lang) => P.map((p) => p[lang]).join(', '));
  const body = both((lang) =>
    lang === 'en'
      ? `${n} children stand in a circle in this clockwise order: ${circle.en} (and then ${X(0).en} again). They play a counting-out game: starting with ${X(from).en}, who says 1, they count clockwise ${range(
          k,
        )
          .map((i) => i + 1)
          .join(
            ', ',
          )}, and the child who says ${k} leaves the circle. The next child still in the circle starts again at 1, and so on, until only one child is left: the winner.`
      : `${n} बच्चे एक घेरे में इस दक्षिणावर्त क्रम में खड़े हैं: ${circle.hi} (और फिर से ${X(0).hi})। वे गिनकर बाहर करने का खेल खेलते हैं: ${X(from).hi} 1 बोलते हैं, फिर दक्षिणावर्त ${range(
          k,
        )
          .map((i) => i + 1)
          .join(
            ', ',
          )} की गिनती होती है, और ${k} बोलने वाला बच्चा घेरे से बाहर हो जाता है। घेरे में बचा अगला बच्चा फिर 1 से गिनती शुरू करता है, और ऐसा तब तक चलता है जब तक केवल एक बच्चा न बचे: वही विजेता है।`,
  );
  return {
    set: { kind: 'passage', title: T(`Counting out by ${k}`, `${k} की गिनती से बाहर`), body },
    questions,
    numbers: [n, k],
  };
}

/** Children in a circle, every k-th leaves: the winner, the order out, another start. */
export const gamesCountingOut: QuestionSetGenerator = {
  id: 'games-and-tournaments/counting-out',
  topic: 'games-and-tournaments',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
