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
 * Direction sense — houses on a grid of plots (CAT, Placements): a colony is a 3 × 3 grid of plots, and five
 * families have built on five of them. Clues say who is north, south-east, in the same row or
 * column, at a corner, and so on; they leave two to four layouts open. The questions ask how many
 * layouts fit, what must or cannot be true, which fact settles it and where a house could be. The
 * checker walks all 9 · 8 · 7 · 6 · 5 = 15,120 layouts.
 */

const F = 5;
/** A layout: s numbers the ordered choice of plots (0-8, row-major from the north-west) of the five. */
type Lay = number;
const TAB = lazy(() => {
  const plots: number[][] = [];
  const cur: number[] = [];
  const walk = () => {
    if (cur.length === F) {
      plots.push([...cur]);
      return;
    }
    for (let q = 0; q < 9; q++)
      if (!cur.includes(q)) {
        cur.push(q);
        walk();
        cur.pop();
      }
  };
  walk();
  const plot = new Int8Array(plots.length * F);
  plots.forEach((p, i) => {
    p.forEach((q, f) => {
      plot[i * F + f] = q;
    });
  });
  return { plot, space: range(plots.length) };
});
const plot = (s: Lay, f: number) => TAB().plot[s * F + f] as number;
/** Row from the north (0-2), column from the west (0-2). */
const row = (s: Lay, f: number) => Math.floor(plot(s, f) / 3);
const col = (s: Lay, f: number) => plot(s, f) % 3;

/** A number for the direction of b from a (the same for the same direction; 4 = same place). */
const code = (s: Lay, a: number, b: number) =>
  (Math.sign(row(s, b) - row(s, a)) + 1) * 3 + Math.sign(col(s, b) - col(s, a)) + 1;
/** The codes of due north, south, east and west. */
const DUE = { north: 1, south: 7, east: 5, west: 3 } as const;

/** The 8-point direction of b from a ("north" = same column, further north). */
function dirOf(s: Lay, a: number, b: number): Text {
  const dr = row(s, b) - row(s, a);
  const dc = col(s, b) - col(s, a);
  const ns = dr < 0 ? T('north', 'उत्तर') : dr > 0 ? T('south', 'दक्षिण') : null;
  const ew = dc > 0 ? T('east', 'पूर्व') : dc < 0 ? T('west', 'पश्चिम') : null;
  if (ns && ew) return T(`${ns.en}-${ew.en}`, `${ns.hi}-${ew.hi}`);
  return (ns ?? ew) as Text;
}

function attempt(rng: Rng): GeneratedSet | null {
  const { space } = TAB();
  const fam = pickPeople(rng, F);
  const X = (f: number) => get(fam, f);
  const t = rng.pick(space);
  const pool: Clue<Lay>[] = [];
  const add = (text: Text, holds: (s: Lay) => boolean) => pool.push({ text, holds });
  for (const a of range(F)) {
    const corner = row(t, a) !== 1 && col(t, a) !== 1;
    if (corner && rng.next() < 0.3)
      add(
        T(`${X(a).en}'s house is on a corner plot.`, `${X(a).hi} का घर एक कोने वाले प्लॉट पर है।`),
        (s) => row(s, a) !== 1 && col(s, a) !== 1,
      );
    if (!corner && rng.next() < 0.2)
      add(
        T(`${X(a).en}'s house is not on a corner plot.`, `${X(a).hi} का घर किसी कोने वाले प्लॉट पर नहीं है।`),
        (s) => row(s, a) === 1 || col(s, a) === 1,
      );
    if (plot(t, a) === 4 && rng.next() < 0.5)
      add(
        T(`${X(a).en}'s house is on the centre plot.`, `${X(a).hi} का घर बीच वाले प्लॉट पर है।`),
        (s) => plot(s, a) === 4,
      );
    const r = row(t, a);
    if (rng.next() < 0.15) {
      const rn = [T('north', 'उत्तरी'), T('middle', 'बीच की'), T('south', 'दक्षिणी')][r] as Text;
      add(
        T(`${X(a).en}'s house is in the ${rn.en} row.`, `${X(a).hi} का घर ${rn.hi} पंक्ति में है।`),
        (s) => row(s, a) === r,
      );
    }
    for (const b of range(F)) {
      if (b === a) continue;
      const d = dirOf(t, b, a);
      const k = code(t, b, a);
      if (rng.next() < 0.14)
        add(
          T(
            `${X(a).en}'s house is to the ${d.en} of ${X(b).en}'s.`,
            `${X(a).hi} का घर ${X(b).hi} के घर के ${d.hi} में है।`,
          ),
          (s) => code(s, b, a) === k,
        );
      const adj = Math.abs(row(t, a) - row(t, b)) + Math.abs(col(t, a) - col(t, b)) === 1;
      if (a < b && adj && rng.next() < 0.12)
        add(
          T(
            `The plots of ${X(a).en} and ${X(b).en} share a side.`,
            `${X(a).hi} और ${X(b).hi} के प्लॉट की एक भुजा साझा है।`,
          ),
          (s) => Math.abs(row(s, a) - row(s, b)) + Math.abs(col(s, a) - col(s, b)) === 1,
        );
      if (a < b && !adj && rng.next() < 0.08)
        add(
          T(
            `The plots of ${X(a).en} and ${X(b).en} do not share a side.`,
            `${X(a).hi} और ${X(b).hi} के प्लॉट की कोई भुजा साझा नहीं है।`,
          ),
          (s) => Math.abs(row(s, a) - row(s, b)) + Math.abs(col(s, a) - col(s, b)) !== 1,
        );
    }
  }
  const empty = range(9).filter((q) => !range(F).some((f) => plot(t, f) === q));
  if (empty.includes(4) && rng.next() < 0.5)
    add(T('The centre plot is empty.', 'बीच वाला प्लॉट खाली है।'), (s) =>
      range(F).every((f) => plot(s, f) !== 4),
    );
  const facts: Fact<Lay>[] = [];
  for (const a of range(F)) {
    for (let q = 0; q < 9; q++)
      facts.push({
        text: T(`${X(a).en}'s house is on plot ${q + 1}.`, `${X(a).hi} का घर प्लॉट ${q + 1} पर है।`),
        holds: (s) => plot(s, a) === q,
      });
    for (const b of range(F))
      if (b !== a)
        for (const d of ['north', 'south', 'east', 'west'] as const)
          facts.push({
            text: T(
              `${X(a).en}'s house is due ${d} of ${X(b).en}'s.`,
              `${X(a).hi} का घर ${X(b).hi} के घर के ठीक ${{ north: 'उत्तर', south: 'दक्षिण', east: 'पूर्व', west: 'पश्चिम' }[d]} में है।`,
            ),
            holds: (s) => code(s, b, a) === DUE[d],
          });
  }
  const trace: Fact<Lay>[] = range(F).map((a) => ({
    text: T(`${X(a).en}: plot ${plot(t, a) + 1}`, `${X(a).hi}: प्लॉट ${plot(t, a) + 1}`),
    holds: (s: Lay) => plot(s, a) === plot(t, a),
  }));
  const table = (cands: readonly Lay[], lang: 'en' | 'hi') =>
    mdTable(
      [
        lang === 'en' ? 'Case' : 'स्थिति',
        ...range(3).map((r) =>
          lang === 'en'
            ? `${['North', 'Middle', 'South'][r]} row (W → E)`
            : `${['उत्तरी', 'बीच की', 'दक्षिणी'][r]} पंक्ति (प → पू)`,
        ),
      ],
      cands.map((s, i) => [
        lang === 'en' ? `Case ${i + 1}` : `स्थिति ${i + 1}`,
        ...range(3).map((r) =>
          range(3)
            .map((c) => {
              const f = range(F).find((x) => plot(s, x) === 3 * r + c);
              return f === undefined ? '—' : X(f)[lang];
            })
            .join(', '),
        ),
      ]),
    );
  const b = build({ rng, space, truth: t, pool, trace, table, facts, open: [2, 4], clueRange: [5, 11] });
  if (!b) return null;
  const c = b.cases;
  const used = new Set<string>();
  const loose = range(F).filter((f) => new Set(b.cands.map((s) => plot(s, f))).size > 1);
  const who = loose.length > 0 ? rng.pick(loose) : -1;
  const questions = collect(
    [
      () =>
        retitled(
          countQuestion(
            c,
            T('Possible layouts', 'संभव विन्यास'),
            T(
              'How many different layouts of the five houses are consistent with all the clues?',
              'पाँचों घरों के कितने अलग-अलग विन्यास सभी संकेतों के अनुरूप हैं?',
            ),
            T('layouts', 'विन्यासों'),
          ),
          T('Possible layouts', 'संभव विन्यास'),
        ),
      () =>
        who < 0
          ? null
          : spreadQuestion(c, {
              title: T('Plots a house could be on', 'घर के संभव प्लॉट'),
              statement: T(
                `On how many different plots could ${X(who).en}'s house be?`,
                `${X(who).hi} का घर कितने अलग-अलग प्लॉटों पर हो सकता है?`,
              ),
              value: (s) => plot(s, who) + 1,
              show: (v) => T(`plot ${v}`, `प्लॉट ${v}`),
            }),
      () =>
        retitled(conditionalQuestion(c, used), T('With one more position known', 'एक और स्थिति ज्ञात होने पर')),
      () => retitled(cannotQuestion(c), T('A position that cannot be', 'असंभव स्थिति')),
      () =>
        retitled(
          settleQuestion(
            c,
            T(
              'Which one of the following, if known, would fix every house?',
              'निम्नलिखित में से कौन-सा तथ्य ज्ञात होने पर हर घर निश्चित हो जाएगा?',
            ),
          ),
          T('The fact that fixes the layout', 'विन्यास निश्चित करने वाला तथ्य'),
        ),
      () => retitled(mustQuestion(c, null), T('True of every layout', 'हर विन्यास में सत्य')),
    ],
    5,
  );
  if (questions.length < 5) return null;
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A colony is laid out as a 3 × 3 grid of square plots, numbered 1 to 9 row by row: plots 1, 2, 3 form the north row (from west to east), 4, 5, 6 the middle row and 7, 8, 9 the south row. Five families — ${fam.map((p) => p.en).join(', ')} — have each built a house on a different plot; the other four plots are empty. "To the north-east of" means both further north and further east (not necessarily diagonally next to it); "to the north of" means in the same column, further north (likewise south; "to the east of" and "to the west of" mean in the same row).`
        : `एक कॉलोनी 3 × 3 वर्गाकार प्लॉटों के ग्रिड में बनी है, जिनकी संख्या पंक्ति-दर-पंक्ति 1 से 9 है: प्लॉट 1, 2, 3 उत्तरी पंक्ति (पश्चिम से पूर्व), 4, 5, 6 बीच की पंक्ति और 7, 8, 9 दक्षिणी पंक्ति हैं। पाँच परिवारों — ${fam.map((p) => p.hi).join(', ')} — ने अलग-अलग प्लॉटों पर घर बनाए हैं; बाकी चार प्लॉट खाली हैं। "उत्तर-पूर्व में" का अर्थ है अधिक उत्तर और अधिक पूर्व दोनों (ज़रूरी नहीं कि तिरछे सटे हुए हों); "उत्तर में" का अर्थ है उसी स्तंभ में, अधिक उत्तर (इसी तरह दक्षिण; "पूर्व में" और "पश्चिम में" का अर्थ है उसी पंक्ति में)।`,
      clueBlock(b.clues, lang, true),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Five houses on a grid of plots', 'प्लॉटों के ग्रिड पर पाँच घर'), body },
    questions,
    numbers: [],
  };
}

/** Five houses on a 3 × 3 grid of plots: compass clues between houses leave a few layouts. */
export const directionGridPlots: QuestionSetGenerator = {
  id: 'direction-senses/grid-plots',
  topic: 'direction-senses',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
