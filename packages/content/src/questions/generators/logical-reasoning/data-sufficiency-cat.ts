import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { type DsCase, type DsFact, dsAimed, permutations } from './data-sufficiency-worlds.js';

/**
 * CAT-level data sufficiency: each statement is two or three clues, and the worlds are every order
 * of five friends by height (120) or every seating of six friends in a row (720). Deciding needs a
 * search over the cases each statement leaves.
 */

const NUM_EN = ['no', 'one', 'two', 'three', 'four', 'five'];
const NUM_HI = ['कोई', 'एक', 'दो', 'तीन', 'चार', 'पाँच'];

/** Clues joined into one statement. */
function joined<W>(clues: DsFact<W>[]): DsFact<W> {
  const en = clues.map((c, i) =>
    i === 0 ? c.text.en.charAt(0).toUpperCase() + c.text.en.slice(1) : c.text.en,
  );
  const hi = clues.map((c) => c.text.hi);
  return {
    text: {
      en: `${en.slice(0, -1).join('; ')}${en.length > 1 ? '; and ' : ''}${en[en.length - 1]}.`,
      hi: `${hi.slice(0, -1).join('; ')}${hi.length > 1 ? '; और ' : ''}${hi[hi.length - 1]}।`,
    },
    holds: (w) => clues.every((c) => c.holds(w)),
  };
}

/** The "taller than" comparisons a height clue makes (as "i>j"), to keep a statement free of repeats. */
const PAIRS = new WeakMap<object, string[]>();

/** Two statements of two or three clues each, with no clue in both. */
function twoStatements<W>(rng: Rng, pool: DsFact<W>[]): [DsFact<W>, DsFact<W>] | undefined {
  const picked = rng.shuffle(pool);
  const a = rng.int(2, 3);
  const b = rng.int(2, 3);
  if (picked.length < a + b) return undefined;
  const one = picked.slice(0, a);
  const two = picked.slice(a, a + b);
  // No clue may repeat a comparison another clue of the same statement already makes.
  const repeats = (cs: DsFact<W>[]) => {
    const said = cs.flatMap((c) => PAIRS.get(c) ?? []);
    return new Set(said).size < said.length;
  };
  if (repeats(one) || repeats(two)) return undefined;
  return [joined(one), joined(two)];
}

// ---------------------------------------------------------------------------------------------
// Heights: a world lists the five friends from the tallest down.

const LETTERS5 = ['A', 'B', 'C', 'D', 'E'];
const HEIGHT_ORDERS = permutations(5);

function heightClues(order: number[], rng: Rng): DsFact<number[]>[] {
  const rank = (w: number[], x: number) => w.indexOf(x);
  const clues: DsFact<number[]>[] = [];
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 5; j++)
      if (i !== j && rank(order, i) < rank(order, j))
        clues.push({
          text: {
            en: `${LETTERS5[i]} is taller than ${LETTERS5[j]}`,
            hi: `${LETTERS5[i]}, ${LETTERS5[j]} से लंबा है`,
          },
          holds: (w) => rank(w, i) < rank(w, j),
        });
  for (const c of clues) PAIRS.set(c, [c.text.en.replace(/ is taller than /, '>')]);
  const thin = rng.shuffle(clues).slice(0, 6);
  for (let x = 0; x < 5; x++) {
    const k = rank(order, x);
    const below = rng.shuffle(order.slice(k + 1)).slice(0, 3);
    if (below.length >= 2 && rng.next() < 0.5) {
      const names = below.map((y) => LETTERS5[y] ?? '');
      const list = (or: string) => `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}`;
      thin.push({
        text: {
          en: `${LETTERS5[x]} is taller than ${list('and')}`,
          hi: `${LETTERS5[x]}, ${list('और')} से लंबा है`,
        },
        holds: (w) => below.every((y) => rank(w, x) < rank(w, y)),
      });
    }
    if (k >= 1 && k <= 3 && rng.next() < 0.5)
      thin.push({
        text: {
          en: `exactly ${NUM_EN[k]} of the friends ${k === 1 ? 'is' : 'are'} taller than ${LETTERS5[x]}`,
          hi: `ठीक ${NUM_HI[k]} मित्र ${LETTERS5[x]} से ${k === 1 ? 'लंबा है' : 'लंबे हैं'}`,
        },
        holds: (w) => rank(w, x) === k,
      });
    if (k === 4 && rng.next() < 0.3)
      thin.push({
        text: { en: `${LETTERS5[x]} is not the tallest`, hi: `${LETTERS5[x]} सबसे लंबा नहीं है` },
        holds: (w) => rank(w, x) !== 0,
      });
  }
  return thin;
}

const PLACE_EN = [
  'the tallest',
  'the second tallest',
  'the third tallest',
  'the second shortest',
  'the shortest',
];
const PLACE_HI = ['सबसे लंबा', 'दूसरा सबसे लंबा', 'तीसरा सबसे लंबा', 'दूसरा सबसे छोटा', 'सबसे छोटा'];

/** Five friends' heights from partial comparisons: who is the tallest (or k-th tallest)? */
export const dataSufficiencyHeightOrder: QuestionGenerator = {
  id: 'data-sufficiency/order-of-heights',
  topic: 'data-sufficiency',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'GMAT'],
  count: 60,
  generate(rng) {
    return dsAimed(rng, (): DsCase<number[]> | undefined => {
      const order = rng.shuffle([0, 1, 2, 3, 4]);
      const place = rng.pick([0, 0, 1, 2, 3, 4, 4]);
      const pair = twoStatements(rng, heightClues(order, rng));
      if (!pair) return undefined;
      const [s1, s2] = pair;
      return {
        title: { en: 'Data sufficiency: order of heights', hi: 'आँकड़ों की पर्याप्तता: ऊँचाई का क्रम' },
        question: {
          en: `Five friends A, B, C, D and E all have different heights. Who among them is ${PLACE_EN[place]}?`,
          hi: `पाँच मित्रों A, B, C, D और E की ऊँचाइयाँ अलग-अलग हैं। उनमें ${PLACE_HI[place]} कौन है?`,
        },
        s1,
        s2,
        worlds: () => HEIGHT_ORDERS,
        answerOf: (w) => LETTERS5[w[place] ?? 0] ?? '',
        say: (k) => ({ en: k, hi: k }),
        example: (w) => ({
          en: `the order ${w.map((x) => LETTERS5[x]).join(' > ')}`,
          hi: `क्रम ${w.map((x) => LETTERS5[x]).join(' > ')}`,
        }),
        method: {
          en: 'Write each statement as a chain of "taller than" links (">" below means "taller than") and try the orders of the five friends it allows; the statement is sufficient only if every allowed order puts the same friend in the asked place.',
          hi: 'हर कथन को "से लंबा" की कड़ियों के रूप में लिखिए (नीचे ">" का अर्थ "से लंबा" है) और उससे संभव पाँचों मित्रों के क्रम आज़माइए; कथन तभी पर्याप्त है जब हर संभव क्रम में पूछे गए स्थान पर एक ही मित्र आए।',
        },
        numbers: [],
        seconds: 210,
      };
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Seating: a world lists the friends on the seats from the left end (all face north).

const LETTERS6 = ['P', 'Q', 'R', 'S', 'T', 'U'];
const SEATINGS = permutations(6);

function seatClues(w0: number[], rng: Rng): DsFact<number[]>[] {
  const at = (w: number[], x: number) => w.indexOf(x);
  const L = (x: number) => LETTERS6[x] ?? '';
  const clues: DsFact<number[]>[] = [];
  for (let x = 0; x < 6; x++) {
    const s = at(w0, x);
    if (s === 0 || s === 5)
      clues.push({
        text: { en: `${L(x)} sits at one of the ends`, hi: `${L(x)} किसी एक छोर पर बैठा है` },
        holds: (w) => at(w, x) === 0 || at(w, x) === 5,
      });
    else
      clues.push({
        text: { en: `${L(x)} does not sit at either end`, hi: `${L(x)} किसी भी छोर पर नहीं बैठा है` },
        holds: (w) => at(w, x) !== 0 && at(w, x) !== 5,
      });
    if (s >= 1 && s <= 2)
      clues.push({
        text: {
          en: `${L(x)} sits ${s === 1 ? 'second' : 'third'} from the left end`,
          hi: `${L(x)} बाएँ छोर से ${s === 1 ? 'दूसरे' : 'तीसरे'} स्थान पर बैठा है`,
        },
        holds: (w) => at(w, x) === s,
      });
    if (s >= 3 && s <= 4)
      clues.push({
        text: {
          en: `${L(x)} sits ${s === 4 ? 'second' : 'third'} from the right end`,
          hi: `${L(x)} दाएँ छोर से ${s === 4 ? 'दूसरे' : 'तीसरे'} स्थान पर बैठा है`,
        },
        holds: (w) => at(w, x) === s,
      });
  }
  for (let x = 0; x < 6; x++)
    for (let y = x + 1; y < 6; y++) {
      const gap = Math.abs(at(w0, x) - at(w0, y)) - 1;
      const [l, r] = at(w0, x) < at(w0, y) ? [x, y] : [y, x];
      if (gap === 0) {
        clues.push({
          text: { en: `${L(x)} and ${L(y)} sit next to each other`, hi: `${L(x)} और ${L(y)} साथ-साथ बैठे हैं` },
          holds: (w) => Math.abs(at(w, x) - at(w, y)) === 1,
        });
        clues.push({
          text: {
            en: `${L(l)} sits immediately to the left of ${L(r)}`,
            hi: `${L(l)}, ${L(r)} के ठीक बाईं ओर बैठा है`,
          },
          holds: (w) => at(w, r) - at(w, l) === 1,
        });
      } else {
        clues.push({
          text: {
            en: `exactly ${NUM_EN[gap]} ${gap === 1 ? 'person sits' : 'people sit'} between ${L(x)} and ${L(y)}`,
            hi: `${L(x)} और ${L(y)} के बीच ठीक ${NUM_HI[gap]} व्यक्ति बैठ${gap === 1 ? 'ा है' : 'े हैं'}`,
          },
          holds: (w) => Math.abs(at(w, x) - at(w, y)) - 1 === gap,
        });
        clues.push({
          text: {
            en: `${L(l)} sits somewhere to the left of ${L(r)}`,
            hi: `${L(l)}, ${L(r)} के बाईं ओर कहीं बैठा है`,
          },
          holds: (w) => at(w, l) < at(w, r),
        });
      }
    }
  return rng.shuffle(clues).slice(0, 10);
}

/** Six friends in a row: who sits at an end, or next to someone? Two clues or three per statement. */
export const dataSufficiencySeatingRow: QuestionGenerator = {
  id: 'data-sufficiency/seating-in-a-row',
  topic: 'data-sufficiency',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    return dsAimed(rng, (): DsCase<number[]> | undefined => {
      const w0 = rng.shuffle([0, 1, 2, 3, 4, 5]);
      const seat = rng.pick([0, 5, 2, 3]);
      const pair = twoStatements(rng, seatClues(w0, rng));
      if (!pair) return undefined;
      const [s1, s2] = pair;
      const ask: BilingualText =
        seat === 0
          ? { en: 'at the left end of the row', hi: 'पंक्ति के बाएँ छोर पर' }
          : seat === 5
            ? { en: 'at the right end of the row', hi: 'पंक्ति के दाएँ छोर पर' }
            : seat === 2
              ? { en: 'third from the left end', hi: 'बाएँ छोर से तीसरे स्थान पर' }
              : { en: 'third from the right end', hi: 'दाएँ छोर से तीसरे स्थान पर' };
      return {
        title: { en: 'Data sufficiency: seating in a row', hi: 'आँकड़ों की पर्याप्तता: पंक्ति में बैठक व्यवस्था' },
        question: {
          en: `Six friends P, Q, R, S, T and U sit in a row of six seats, all facing north. Who sits ${ask.en}?`,
          hi: `छह मित्र P, Q, R, S, T और U छह सीटों की एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं। ${ask.hi} कौन बैठा है?`,
        },
        s1,
        s2,
        worlds: () => SEATINGS,
        answerOf: (w) => LETTERS6[w[seat] ?? 0] ?? '',
        say: (k) => ({ en: k, hi: k }),
        example: (w) => ({
          en: `the row ${w.map((x) => LETTERS6[x]).join(' ')} from the left`,
          hi: `बाएँ से पंक्ति ${w.map((x) => LETTERS6[x]).join(' ')}`,
        }),
        method: {
          en: 'Fix the clue that pins a seat or a pair first, then place the others in every way the remaining clues allow; a statement is sufficient only if every arrangement it allows puts the same friend in the asked seat.',
          hi: 'पहले वह सूचना लगाइए जो कोई सीट या जोड़ा तय करती है, फिर शेष सूचनाओं के अनुसार बाकी मित्रों को हर संभव ढंग से बैठाइए; कथन तभी पर्याप्त है जब हर संभव व्यवस्था में पूछी गई सीट पर एक ही मित्र हो।',
        },
        numbers: [],
        seconds: 240,
      };
    });
  },
};
