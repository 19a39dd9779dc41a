import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { build, clueBlock, collect, type Fact, numberAsk, retry, valueAsk } from './group-d8-kit.js';
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
 * Arrangement and distribution — a row facing both ways (Bank PO, SSC CGL, CAT): six people sit in
 * a row running west to east, three facing north and three facing south, so "left" and "right"
 * depend on which way each person faces. Clues on places and facings fix everything. The checker
 * walks all 720 orders times the 20 ways to choose who faces north.
 */

const N = 6;
/** An arrangement: s = i·20 + j (i-th order from the west, j-th choice of the three facing north). */
type Arr = number;
const TAB = lazy(() => {
  const orders = permutations(N);
  const norths = range(1 << N).filter((m) => range(N).filter((p) => (m >> p) & 1).length === 3);
  const pos = new Int8Array(orders.length * norths.length * N);
  const who = new Int8Array(orders.length * norths.length * N);
  const north = new Int8Array(orders.length * norths.length * N);
  orders.forEach((o, i) => {
    norths.forEach((m, j) => {
      const s = i * norths.length + j;
      o.forEach((person, k) => {
        who[s * N + k] = person;
        pos[s * N + person] = k;
        north[s * N + person] = (m >> person) & 1;
      });
    });
  });
  return { pos, who, north, space: range(orders.length * norths.length) };
});
/** Place from the west end (0) to the east end (5). */
const pos = (s: Arr, p: number) => TAB().pos[s * N + p] as number;
const faceN = (s: Arr, p: number) => TAB().north[s * N + p] === 1;
/** Who sits k places to the right of p as p sees it (negative: to the left); -1 when off the row. */
function rightOf(s: Arr, p: number, k: number): number {
  const at = pos(s, p) + (faceN(s, p) ? k : -k);
  return at < 0 || at >= N ? -1 : (TAB().who[s * N + at] as number);
}

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const P = pickPeople(rng, N);
  const X = (p: number) => get(P, p);
  const t = rng.pick(space);
  const dir = (north: boolean): Text => (north ? T('north', 'उत्तर') : T('south', 'दक्षिण'));
  const pool: Clue<Arr>[] = [];
  const add = (text: Text, holds: (s: Arr) => boolean) => pool.push({ text, holds });
  const ord = (k: number): Text =>
    T(
      ['', 'immediately', 'second', 'third', 'fourth', 'fifth'][k] as string,
      ['', 'ठीक', 'दूसरे स्थान पर', 'तीसरे स्थान पर', 'चौथे स्थान पर', 'पाँचवें स्थान पर'][k] as string,
    );
  for (const p of range(N)) {
    const f = faceN(t, p);
    if (rng.next() < 0.3)
      add(
        T(`${X(p).en} faces ${dir(f).en}.`, `${X(p).hi} का मुँह ${dir(f).hi} की ओर है।`),
        (s) => faceN(s, p) === f,
      );
    const end = pos(t, p) === 0 || pos(t, p) === N - 1;
    if (end && rng.next() < 0.35)
      add(
        T(
          `${X(p).en} sits at one end of the row.`,
          `${X(p).hi} पंक्ति के एक सिरे पर बैठा/बैठी है।`.replace('बैठा/बैठी', X(p).male ? 'बैठा' : 'बैठी'),
        ),
        (s) => pos(s, p) === 0 || pos(s, p) === N - 1,
      );
    if (!end && rng.next() < 0.2)
      add(
        T(`${X(p).en} does not sit at either end of the row.`, `${X(p).hi} पंक्ति के किसी सिरे पर नहीं है।`),
        (s) => pos(s, p) !== 0 && pos(s, p) !== N - 1,
      );
    for (const k of [1, 2, 3]) {
      for (const side of [1, -1]) {
        const q = rightOf(t, p, side * k);
        if (q < 0 || rng.next() > 0.12) continue;
        const word = side > 0 ? T('right', 'दाईं') : T('left', 'बाईं');
        add(
          T(
            `${X(q).en} sits ${ord(k).en} to the ${word.en} of ${X(p).en}.`,
            k === 1
              ? `${X(q).hi}, ${X(p).hi} के ठीक ${word.hi} ओर है।`
              : `${X(q).hi}, ${X(p).hi} के ${word.hi} ओर ${ord(k).hi} है।`,
          ),
          (s) => rightOf(s, p, side * k) === q,
        );
      }
    }
    for (const q of range(N)) {
      if (q <= p) continue;
      if (faceN(t, q) === f && rng.next() < 0.1)
        add(
          T(
            `${X(p).en} and ${X(q).en} face the same direction.`,
            `${X(p).hi} और ${X(q).hi} का मुँह एक ही दिशा में है।`,
          ),
          (s) => faceN(s, p) === faceN(s, q),
        );
      if (faceN(t, q) !== f && rng.next() < 0.1)
        add(
          T(
            `${X(p).en} and ${X(q).en} face opposite directions.`,
            `${X(p).hi} और ${X(q).hi} का मुँह विपरीत दिशाओं में है।`,
          ),
          (s) => faceN(s, p) !== faceN(s, q),
        );
      const gap = Math.abs(pos(t, p) - pos(t, q)) - 1;
      if (gap >= 1 && rng.next() < 0.12)
        add(
          T(
            gap === 1
              ? `Exactly one person sits between ${X(p).en} and ${X(q).en}.`
              : `Exactly ${NUM_EN[gap]} people sit between ${X(p).en} and ${X(q).en}.`,
            `${X(p).hi} और ${X(q).hi} के बीच ठीक ${NUM_HI[gap]} व्यक्ति ${gap === 1 ? 'बैठा है' : 'बैठे हैं'}।`,
          ),
          (s) => Math.abs(pos(s, p) - pos(s, q)) - 1 === gap,
        );
    }
  }
  const ends = [TAB().who[t * N] as number, TAB().who[t * N + N - 1] as number];
  if (rng.next() < 0.5) {
    const same = faceN(t, get(ends, 0)) === faceN(t, get(ends, 1));
    add(
      same
        ? T(
            'The two people at the ends face the same direction.',
            'दोनों सिरों पर बैठे व्यक्तियों का मुँह एक ही दिशा में है।',
          )
        : T(
            'The two people at the ends face opposite directions.',
            'दोनों सिरों पर बैठे व्यक्तियों का मुँह विपरीत दिशाओं में है।',
          ),
      (s) => (faceN(s, TAB().who[s * N] as number) === faceN(s, TAB().who[s * N + N - 1] as number)) === same,
    );
  }
  const trace: Fact<Arr>[] = range(N).map((p) => ({
    text: T(
      `${X(p).en}: place ${pos(t, p) + 1} from the west, facing ${dir(faceN(t, p)).en}`,
      `${X(p).hi}: पश्चिम से स्थान ${pos(t, p) + 1}, मुँह ${dir(faceN(t, p)).hi} की ओर`,
    ),
    holds: (s: Arr) => pos(s, p) === pos(t, p) && faceN(s, p) === faceN(t, p),
  }));
  const table = (cands: readonly Arr[], lang: 'en' | 'hi') => {
    const s = cands[0] as Arr;
    return mdTable(
      [lang === 'en' ? 'Place (west → east)' : 'स्थान (पश्चिम → पूर्व)', ...range(N).map((k) => String(k + 1))],
      [
        [lang === 'en' ? 'Person' : 'व्यक्ति', ...range(N).map((k) => X(TAB().who[s * N + k] as number)[lang])],
        [
          lang === 'en' ? 'Faces' : 'मुँह',
          ...range(N).map((k) => dir(faceN(s, TAB().who[s * N + k] as number))[lang]),
        ],
      ],
    );
  };
  const b = build({ rng, space, truth: t, pool, trace, table, clueRange: [5, 12] });
  if (!b) return null;
  const names = P.map((p) => T(p.en, p.hi));
  const [a1, a2, a3] = rng.shuffle(range(N)) as [number, number, number];
  const explain = T(
    'Read it off the arrangement above, turning left and right by the way each person faces.',
    'ऊपर की व्यवस्था से पढ़ें; बायाँ-दायाँ हर व्यक्ति के मुँह की दिशा से तय होता है।',
  );
  const questions = collect(
    [
      () =>
        valueAsk(rng, b, {
          title: T('At the west end', 'पश्चिमी सिरे पर'),
          statement: T('Who sits at the west end of the row?', 'पंक्ति के पश्चिमी सिरे पर कौन बैठा है?'),
          value: (s) => get(names, TAB().who[s * N] as number),
          pool: names,
          explain,
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T("On someone's right", 'किसी के दाईं ओर'),
          statement: T(
            `Who sits immediately to the right of ${X(a1).en}?`,
            `${X(a1).hi} के ठीक दाईं ओर कौन बैठा है?`,
          ),
          value: (s) =>
            rightOf(s, a1, 1) < 0
              ? T('Nobody: the row ends there', 'कोई नहीं: वहाँ पंक्ति समाप्त है')
              : get(names, rightOf(s, a1, 1)),
          pool: [
            ...names.filter((_, i) => i !== a1),
            T('Nobody: the row ends there', 'कोई नहीं: वहाँ पंक्ति समाप्त है'),
          ],
          explain,
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T("Second on someone's left", 'किसी के बाईं ओर दूसरा'),
          statement: T(
            `Who sits second to the left of ${X(a2).en}?`,
            `${X(a2).hi} के बाईं ओर दूसरे स्थान पर कौन बैठा है?`,
          ),
          value: (s) =>
            rightOf(s, a2, -2) < 0
              ? T('Nobody: the row ends there', 'कोई नहीं: वहाँ पंक्ति समाप्त है')
              : get(names, rightOf(s, a2, -2)),
          pool: [
            ...names.filter((_, i) => i !== a2),
            T('Nobody: the row ends there', 'कोई नहीं: वहाँ पंक्ति समाप्त है'),
          ],
          explain,
          seconds: 150,
        }),
      () =>
        numberAsk(b, {
          title: T('Facing south, east of someone', 'किसी के पूर्व में दक्षिणमुखी'),
          statement: T(
            `How many people to the east of ${X(a3).en} face south?`,
            `${X(a3).hi} के पूर्व में बैठे कितने व्यक्तियों का मुँह दक्षिण की ओर है?`,
          ),
          value: (s) => range(N).filter((q) => pos(s, q) > pos(s, a3) && !faceN(s, q)).length,
          explain: T(
            `Count the south-facing people in the places east of ${X(a3).en}.`,
            `${X(a3).hi} के पूर्व वाले स्थानों में दक्षिणमुखी व्यक्ति गिनें।`,
          ),
          seconds: 150,
        }),
      () =>
        valueAsk(rng, b, {
          title: T('Facing of a person', 'किसी व्यक्ति की दिशा'),
          statement: T(
            `Which way does the person sitting third from the east end face, and who is it?`,
            `पूर्वी सिरे से तीसरे स्थान पर कौन बैठा है और उसका मुँह किस ओर है?`,
          ),
          value: (s) => {
            const q = TAB().who[s * N + N - 3] as number;
            return T(`${X(q).en}, facing ${dir(faceN(s, q)).en}`, `${X(q).hi}, ${dir(faceN(s, q)).hi} की ओर`);
          },
          pool: P.flatMap((p) =>
            [true, false].map((f) => T(`${p.en}, facing ${dir(f).en}`, `${p.hi}, ${dir(f).hi} की ओर`)),
          ),
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
        ? `Six people — ${P.map((p) => p.en).join(', ')} — sit in a row of six seats running from west to east. Three of them face north and the other three face south. "Left" and "right" are always as seen by the person named (for someone facing north, the right is east; facing south, the right is west).`
        : `छह व्यक्ति — ${P.map((p) => p.hi).join(', ')} — पश्चिम से पूर्व की ओर जाती छह सीटों की एक पंक्ति में बैठे हैं। इनमें से तीन का मुँह उत्तर की ओर है और बाकी तीन का दक्षिण की ओर। "बायाँ" और "दायाँ" हमेशा उसी व्यक्ति की दृष्टि से हैं जिसका नाम लिया गया है (उत्तरमुखी के लिए दायाँ पूर्व है; दक्षिणमुखी के लिए दायाँ पश्चिम)।`,
      clueBlock(b.clues, lang, false),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('A row facing both ways', 'दोनों ओर मुँह वाली पंक्ति'), body },
    questions,
    numbers: [],
  };
}

/** Six people in a west-east row, three facing each way: left and right depend on the facing. */
export const arrangementRowFacing: QuestionSetGenerator = {
  id: 'arrangement-and-distribution/row-facing',
  topic: 'arrangement-and-distribution',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT'],
  generate: (rng) => retry(rng, attempt),
};
