import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt, indices } from '../shared/list-access.js';
import { PERSON_NAMES } from '../shared/person-names.js';

/**
 * Seating-arrangement shapes (id – what it asks – exams):
 * - seating-arrangements/linear-row – who sits where in a row facing north – SSC CGL, RRB NTPC, Bank PO, Placements
 * - seating-arrangements/circular-table – a round table facing the centre – Bank PO, SSC CGL, RRB NTPC, CAT, Placements
 * - seating-arrangements/mixed-facing-circle – a round table, half facing out – Bank PO, CAT, Placements
 * - seating-arrangements/parallel-rows – two rows facing each other: who faces or sits beside whom – Bank PO, SSC CGL, RRB NTPC, Placements
 * - seating-arrangements/row-mixed-facing – a row with people facing north and south – Bank PO, SSC CGL, Placements
 * - seating-arrangements/persons-between – how many people sit between two people – SSC CGL, RRB NTPC, CUET, Placements
 * - seating-arrangements/square-table – a square table: who sits at a corner – Bank PO, SSC CGL, Placements
 * - seating-arrangements/circle-facing-outward – a round table facing away from the centre – Bank PO, SSC CGL, RRB NTPC, Placements
 * - seating-arrangements/conditional-question – clues leave two seatings, an "if" decides (CAT level) – CAT, Bank PO, Placements
 * - seating-arrangements/circle-with-professions – seating plus professions (CAT level) – CAT, Bank PO, Placements
 *
 * Seating arrangements. Each question is built FORWARDS from a hidden seating: the first clue fixes
 * one person, and every later clue places one more person with exactly one possible seat given the
 * people already placed (the solution is that chain of deductions); two people are left for a final
 * clue to separate. The checker ignores the chain: it enumerates every seating, keeps those that obey
 * all clues and confirms the asked person is the same in each.
 */

const NAMES = PERSON_NAMES;
const COUNT: Record<number, Text> = {
  4: { en: 'four', hi: 'चार' },
  5: { en: 'Five', hi: 'पाँच' },
  6: { en: 'Six', hi: 'छह' },
  7: { en: 'Seven', hi: 'सात' },
  8: { en: 'Eight', hi: 'आठ' },
};
const ORD_EN = ['', 'immediate', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
/** Hindi ordinals in the direct case ("दूसरा स्थान"), for "the second seat is …". */
const ORD_HI_DIRECT = ['', 'पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ'];
const ORD_HI = ['', 'ठीक', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें'];

/** A table or row: seats 0..n-1 from the left end of a row, or clockwise round a table. */
interface Layout {
  n: number;
  circular: boolean;
  /** The seat step (+1 or -1) towards each person's own left. */
  leftStep: number[];
  names: Text[];
}

/** The seat d places from seat s, or -1 when that falls off the end of a row. */
function move(layout: Layout, s: number, d: number): number {
  const t = s + d;
  if (layout.circular) return ((t % layout.n) + layout.n) % layout.n;
  return t >= 0 && t < layout.n ? t : -1;
}

function distance(layout: Layout, a: number, b: number): number {
  const d = Math.abs(a - b);
  return layout.circular ? Math.min(d, layout.n - d) : d;
}

type Side = 'left' | 'right';
const SIDE_HI: Record<Side, string> = { left: 'बाएँ', right: 'दाएँ' };

/** The seat that is k places to the given side of a person sitting at seat s. */
function sideSeat(layout: Layout, person: number, s: number, k: number, side: Side): number {
  const step = elementAt(layout.leftStep, person) * (side === 'left' ? 1 : -1);
  return move(layout, s, k * step);
}

interface Clue {
  text: Text;
  /** The people the clue is about (the checker tests it once they are all seated). */
  who: number[];
  holds(seat: readonly number[]): boolean;
}

/** Description of a row position ("at the extreme left end", "third from the right end"). */
function rowPlace(n: number, s: number): Text {
  if (s === 0) return { en: 'at the extreme left end of the row', hi: 'पंक्ति के बाएँ छोर पर' };
  if (s === n - 1) return { en: 'at the extreme right end of the row', hi: 'पंक्ति के दाएँ छोर पर' };
  if (n % 2 === 1 && s === (n - 1) / 2)
    return { en: 'exactly in the middle of the row', hi: 'पंक्ति के ठीक बीच में' };
  if (s < n / 2)
    return { en: `${ORD_EN[s + 1]} from the left end`, hi: `बाएँ छोर से ${ORD_HI[s + 1]} स्थान पर` };
  return { en: `${ORD_EN[n - s]} from the right end`, hi: `दाएँ छोर से ${ORD_HI[n - s]} स्थान पर` };
}

function atClue(L: Layout, p: number, s: number): Clue {
  const place = rowPlace(L.n, s);
  const x = elementAt(L.names, p);
  return {
    text: { en: `${x.en} sits ${place.en}.`, hi: `${x.hi} ${place.hi} है।` },
    who: [p],
    holds: (seat) => seat[p] === s,
  };
}

function relText(x: Text, y: Text, k: number, side: Side): Text {
  if (k === 1)
    return {
      en: `${x.en} sits to the immediate ${side} of ${y.en}.`,
      hi: `${x.hi}, ${y.hi} के ठीक ${SIDE_HI[side]} है।`,
    };
  return {
    en: `${x.en} sits ${ORD_EN[k]} to the ${side} of ${y.en}.`,
    hi: `${x.hi}, ${y.hi} के ${SIDE_HI[side]} से ${ORD_HI[k]} स्थान पर है।`,
  };
}

function relClue(L: Layout, p: number, q: number, k: number, side: Side): Clue {
  return {
    text: relText(elementAt(L.names, p), elementAt(L.names, q), k, side),
    who: [p, q],
    holds: (seat) => seat[p] === sideSeat(L, q, elementAt(seat, q), k, side),
  };
}

function neighbourClue(L: Layout, p: number, q: number): Clue {
  const [x, y] = [elementAt(L.names, p), elementAt(L.names, q)];
  return {
    text: {
      en: `${x.en} and ${y.en} are immediate neighbours.`,
      hi: `${x.hi} और ${y.hi} एक-दूसरे के निकटतम पड़ोसी हैं।`,
    },
    who: [p, q],
    holds: (seat) => distance(L, elementAt(seat, p), elementAt(seat, q)) === 1,
  };
}

function notNeighbourClue(L: Layout, p: number, q: number): Clue {
  const [x, y] = [elementAt(L.names, p), elementAt(L.names, q)];
  return {
    text: {
      en: `${x.en} is not an immediate neighbour of ${y.en}.`,
      hi: `${x.hi}, ${y.hi} का निकटतम पड़ोसी नहीं है।`,
    },
    who: [p, q],
    holds: (seat) => distance(L, elementAt(seat, p), elementAt(seat, q)) !== 1,
  };
}

/** Linear only: exactly k people sit between p and q. */
function gapClue(L: Layout, p: number, q: number, k: number): Clue {
  const [x, y] = [elementAt(L.names, p), elementAt(L.names, q)];
  const text =
    k === 1
      ? {
          en: `Only one person sits between ${x.en} and ${y.en}.`,
          hi: `${x.hi} और ${y.hi} के बीच केवल एक व्यक्ति बैठा है।`,
        }
      : {
          en: `Exactly ${k} people sit between ${x.en} and ${y.en}.`,
          hi: `${x.hi} और ${y.hi} के बीच ठीक ${k} व्यक्ति बैठे हैं।`,
        };
  return { text, who: [p, q], holds: (seat) => Math.abs(elementAt(seat, p) - elementAt(seat, q)) === k + 1 };
}

function oppositeClue(L: Layout, p: number, q: number): Clue {
  const [x, y] = [elementAt(L.names, p), elementAt(L.names, q)];
  return {
    text: { en: `${x.en} sits opposite ${y.en}.`, hi: `${x.hi}, ${y.hi} के ठीक सामने है।` },
    who: [p, q],
    holds: (seat) => distance(L, elementAt(seat, p), elementAt(seat, q)) === L.n / 2,
  };
}

function endClue(L: Layout, p: number, atEnd: boolean): Clue {
  const x = elementAt(L.names, p);
  return atEnd
    ? {
        text: { en: `${x.en} sits at one of the ends of the row.`, hi: `${x.hi} पंक्ति के किसी एक छोर पर है।` },
        who: [p],
        holds: (seat) => seat[p] === 0 || seat[p] === L.n - 1,
      }
    : {
        text: {
          en: `${x.en} does not sit at either end of the row.`,
          hi: `${x.hi} पंक्ति के किसी भी छोर पर नहीं है।`,
        },
        who: [p],
        holds: (seat) => seat[p] !== 0 && seat[p] !== L.n - 1,
      };
}

type Kind = 'rel' | 'neighbour' | 'gap' | 'opposite' | 'end';

interface Step {
  clue: Clue;
  /** Explanation after the clue is quoted; `{c}` is replaced by the clue's number in the statement. */
  explain: Text;
}

const seatEn = (s: number) => `seat ${s + 1}`;
const seatHi = (s: number) => `सीट ${s + 1}`;

/** Why the other seats a clue allows are impossible: taken by someone, or off the row. */
function blockedReason(L: Layout, others: number[], known: readonly number[]): Text {
  if (others.length === 0)
    return { en: 'the row has no seat on the other side', hi: 'पंक्ति में दूसरी ओर कोई सीट नहीं है' };
  const parts = others.map((s) => {
    const who = elementAt(L.names, known.indexOf(s));
    return { en: `${seatEn(s)} is taken by ${who.en}`, hi: `${seatHi(s)} पर ${who.hi} है` };
  });
  return { en: parts.map((p) => p.en).join(' and '), hi: parts.map((p) => p.hi).join(' और ') };
}

/** Facing note for the reference person in a mixed-facing circle (empty otherwise). */
function facingNote(L: Layout, q: number, mixed: boolean, side: Side): Text {
  if (!mixed) return { en: '', hi: '' };
  const y = elementAt(L.names, q);
  const inward = elementAt(L.leftStep, q) === 1;
  // Facing the centre, left is clockwise and right anticlockwise; facing out, the other way round.
  const clockwise = (side === 'left') === inward;
  const turn = clockwise ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };
  const faces = inward
    ? { en: 'faces the centre', hi: 'केंद्र की ओर मुख किए है' }
    : { en: 'faces outward', hi: 'बाहर की ओर मुख किए है' };
  const sideHi = side === 'left' ? 'बायाँ' : 'दायाँ';
  return {
    en: ` ${y.en} ${faces.en}, so the ${side} of ${y.en} is ${turn.en}.`,
    hi: ` ${y.hi} ${faces.hi}, इसलिए ${y.hi} का ${sideHi} ${turn.hi} है।`,
  };
}

/**
 * The clue chain for a hidden seating `truth` (seat of each person). Every step places one person
 * whose seat is forced by the people already placed; the last two are separated by a final clue.
 */
function buildChain(rng: Rng, L: Layout, truth: number[], kinds: Kind[], mixed: boolean): Step[] {
  const n = L.n;
  const known = new Array<number>(n).fill(-9);
  const steps: Step[] = [];
  const first = rng.int(0, n - 1);
  if (L.circular) {
    // Turn the table so that the starting person is at seat 1 (index 0), as the solution says.
    const offset = elementAt(truth, first);
    for (let p = 0; p < n; p++) truth[p] = (elementAt(truth, p) - offset + n) % n;
  }
  known[first] = elementAt(truth, first);
  const f = elementAt(L.names, first);
  if (L.circular) {
    steps.push({
      clue: { text: { en: '', hi: '' }, who: [], holds: () => true },
      explain: {
        en: `On a round table any seat can be the start: put ${f.en} at seat 1.`,
        hi: `गोल मेज़ पर किसी भी सीट से शुरू कर सकते हैं: ${f.hi} को सीट 1 पर रखें।`,
      },
    });
  } else {
    steps.push({
      clue: atClue(L, first, elementAt(truth, first)),
      explain: {
        en: `So ${f.en} is at ${seatEn(elementAt(truth, first))}.`,
        hi: `अतः ${f.hi} ${seatHi(elementAt(truth, first))} पर है।`,
      },
    });
  }
  const free = (s: number) => s >= 0 && !known.includes(s);
  /** Seats free for u that satisfy the clue given the placed people. */
  const fits = (clue: Clue, u: number) =>
    indices(n).filter((s) => {
      if (!free(s)) return false;
      const trial = [...known];
      trial[u] = s;
      return clue.holds(trial);
    });
  /** Every seat the clue allows for u, ignoring who already sits where. */
  const allows = (clue: Clue, u: number) =>
    indices(n).filter((s) => {
      const trial = [...known];
      trial[u] = s;
      return clue.holds(trial);
    });

  while (known.filter((s) => s < 0).length > 2) {
    const unplaced = indices(n).filter((p) => elementAt(known, p) < 0);
    const placed = indices(n).filter((p) => elementAt(known, p) >= 0);
    const candidates: { kind: Kind; u: number; v: number; clue: Clue; side: Side }[] = [];
    for (const u of unplaced) {
      const su = elementAt(truth, u);
      for (const v of placed) {
        const sv = elementAt(known, v);
        for (const side of ['left', 'right'] as const) {
          for (let k = 1; k < n; k++) {
            if (sideSeat(L, v, sv, k, side) === su && (!L.circular || k <= n / 2)) {
              candidates.push({ kind: 'rel', u, v, clue: relClue(L, u, v, k, side), side });
            }
          }
        }
        const d = distance(L, su, sv);
        if (kinds.includes('neighbour') && d === 1)
          candidates.push({ kind: 'neighbour', u, v, clue: neighbourClue(L, u, v), side: 'left' });
        if (kinds.includes('gap') && !L.circular && d >= 2 && d <= 4)
          candidates.push({ kind: 'gap', u, v, clue: gapClue(L, u, v, d - 1), side: 'left' });
        if (kinds.includes('opposite') && L.circular && n % 2 === 0 && d === n / 2)
          candidates.push({ kind: 'opposite', u, v, clue: oppositeClue(L, u, v), side: 'left' });
      }
      if (kinds.includes('end') && !L.circular && (su === 0 || su === n - 1))
        candidates.push({ kind: 'end', u, v: -1, clue: endClue(L, u, true), side: 'left' });
    }
    // A "k-th to the left" clue always fixes the seat; the others only when the other seat is blocked.
    const forced = candidates.filter(
      (c) => c.kind === 'rel' || c.kind === 'opposite' || fits(c.clue, c.u).length === 1,
    );
    // Prefer the clue kinds that need a deduction; plain "k-th to the left" clues are the fallback.
    const fancy = forced.filter((c) => c.kind !== 'rel');
    const pool = fancy.length > 0 && rng.next() < 0.6 ? fancy : forced;
    const chosen = rng.pick(pool);
    const { u, v, clue } = chosen;
    const su = elementAt(truth, u);
    const x = elementAt(L.names, u);
    let explain: Text;
    if (chosen.kind === 'rel' || chosen.kind === 'opposite') {
      const y = elementAt(L.names, v);
      const note = chosen.kind === 'rel' ? facingNote(L, v, mixed, chosen.side) : { en: '', hi: '' };
      explain = {
        en: `${y.en} is at ${seatEn(elementAt(known, v))}.${note.en} So ${x.en} is at ${seatEn(su)}.`,
        hi: `${y.hi} ${seatHi(elementAt(known, v))} पर है।${note.hi} अतः ${x.hi} ${seatHi(su)} पर है।`,
      };
    } else {
      const others = allows(clue, u).filter((s) => s !== su);
      const options = [su, ...others].sort((a, b) => a - b);
      const why = blockedReason(L, others, known);
      const where =
        v >= 0
          ? {
              en: `${elementAt(L.names, v).en} is at ${seatEn(elementAt(known, v))}, so `,
              hi: `${elementAt(L.names, v).hi} ${seatHi(elementAt(known, v))} पर है, इसलिए `,
            }
          : { en: '', hi: '' };
      explain = {
        en: `${where.en}${x.en} can only be at ${options.map(seatEn).join(' or ')}; ${why.en}. So ${x.en} is at ${seatEn(su)}.`,
        hi: `${where.hi}${x.hi} के लिए केवल ${options.map(seatHi).join(' या ')} संभव है; ${why.hi}। अतः ${x.hi} ${seatHi(su)} पर है।`,
      };
    }
    steps.push({ clue, explain });
    known[u] = su;
  }

  // Two people and two seats remain: one more clue decides who sits where.
  const [a0, b0] = indices(n).filter((p) => elementAt(known, p) < 0);
  if (a0 === undefined || b0 === undefined) throw new Error('two people should remain');
  const finals: { a: number; clue: Clue }[] = [];
  const placed = indices(n).filter((p) => elementAt(known, p) >= 0);
  for (const [a, b] of [
    [a0, b0],
    [b0, a0],
  ] as const) {
    const sa = elementAt(truth, a);
    const sb = elementAt(truth, b);
    const isEnd = (s: number) => s === 0 || s === n - 1;
    if (!L.circular && isEnd(sa) !== isEnd(sb)) finals.push({ a, clue: endClue(L, a, isEnd(sa)) });
    for (const c of placed) {
      const sc = elementAt(known, c);
      const nearA = distance(L, sa, sc) === 1;
      const nearB = distance(L, sb, sc) === 1;
      if (nearB && !nearA) finals.push({ a, clue: notNeighbourClue(L, a, c) });
      if (nearA && !nearB) finals.push({ a, clue: neighbourClue(L, a, c) });
    }
  }
  let last = finals.length > 0 ? rng.pick(finals) : undefined;
  if (!last) {
    // No neighbour or end clue separates them: place one of them relative to a placed person.
    const v = rng.pick(placed);
    const sv = elementAt(known, v);
    for (let k = 1; k < n && !last; k++) {
      for (const side of ['left', 'right'] as const) {
        if (!last && sideSeat(L, v, sv, k, side) === elementAt(truth, a0))
          last = { a: a0, clue: relClue(L, a0, v, k, side) };
      }
    }
  }
  if (!last) throw new Error('no final clue');
  const a = last.a;
  const b = a === a0 ? b0 : a0;
  const [x, y] = [elementAt(L.names, a), elementAt(L.names, b)];
  const [sa, sb] = [elementAt(truth, a), elementAt(truth, b)];
  const pair = [sa, sb].sort((p, q) => p - q).map((s) => s + 1);
  steps.push({
    clue: last.clue,
    explain: {
      en: `Only ${seatEn(elementAt(pair, 0) - 1)} and ${seatEn(elementAt(pair, 1) - 1)} are left, for ${x.en} and ${y.en}; this clue allows only ${x.en} at ${seatEn(sa)}. So ${y.en} is at ${seatEn(sb)}.`,
      hi: `${x.hi} और ${y.hi} के लिए अब केवल ${seatHi(elementAt(pair, 0) - 1)} और ${seatHi(elementAt(pair, 1) - 1)} बचती हैं; यह संकेत ${x.hi} को केवल ${seatHi(sa)} पर रहने देता है। अतः ${y.hi} ${seatHi(sb)} पर है।`,
    },
  });
  return steps;
}

/** A question about the final seating: the unique person for whom `is` holds. */
interface Ask {
  text: Text;
  answer: number;
  is(seat: readonly number[], p: number): boolean;
  /** Real slips: the wrong side, the wrong count, counting from the wrong end. */
  distractors: number[];
  explain: Text;
}

function whoAt(truth: readonly number[], s: number): number {
  return truth.indexOf(s);
}

function relAsk(L: Layout, truth: number[], x: number, k: number, side: Side, mixed: boolean): Ask | null {
  const sx = elementAt(truth, x);
  const target = sideSeat(L, x, sx, k, side);
  if (target < 0) return null;
  const other: Side = side === 'left' ? 'right' : 'left';
  const answer = whoAt(truth, target);
  const X = elementAt(L.names, x);
  const Y = elementAt(L.names, answer);
  const note = facingNote(L, x, mixed, side);
  const distractors = [
    whoAt(truth, sideSeat(L, x, sx, k, other)), // looks to the wrong side
    whoAt(truth, sideSeat(L, x, sx, k + 1, side)), // counts one seat too many
    whoAt(truth, sideSeat(L, x, sx, k - 1, side)), // counts one seat too few
  ];
  if (mixed) distractors.unshift(whoAt(truth, move(L, sx, k * (side === 'left' ? 1 : -1)))); // ignores the facing
  return {
    text:
      k === 1
        ? { en: `Who sits to the immediate ${side} of ${X.en}?`, hi: `${X.hi} के ठीक ${SIDE_HI[side]} कौन है?` }
        : {
            en: `Who sits ${ORD_EN[k]} to the ${side} of ${X.en}?`,
            hi: `${X.hi} के ${SIDE_HI[side]} से ${ORD_HI[k]} स्थान पर कौन है?`,
          },
    answer,
    is: (seat, p) => p !== x && seat[p] === sideSeat(L, x, elementAt(seat, x), k, side),
    distractors: distractors.filter((d) => d !== x),
    explain: {
      en: `${X.en} is at ${seatEn(sx)}.${note.en} The seat ${k === 1 ? 'immediately' : ORD_EN[k]} to the ${side} of ${X.en} is ${seatEn(target)}, where ${Y.en} sits.`,
      hi: `${X.hi} ${seatHi(sx)} पर है।${note.hi} ${X.hi} के ${k === 1 ? `ठीक ${SIDE_HI[side]} वाला` : `${SIDE_HI[side]} से ${ORD_HI_DIRECT[k]}`} स्थान ${seatHi(target)} है, जहाँ ${Y.hi} है।`,
    },
  };
}

function betweenAsk(L: Layout, truth: number[], s: number): Ask | null {
  const left = move(L, s, -1);
  const right = move(L, s, 1);
  if (left < 0 || right < 0) return null;
  const [x, z, answer] = [whoAt(truth, left), whoAt(truth, right), whoAt(truth, s)];
  const [X, Z, Y] = [elementAt(L.names, x), elementAt(L.names, z), elementAt(L.names, answer)];
  return {
    text: {
      en: `Who sits exactly between ${X.en} and ${Z.en}?`,
      hi: `${X.hi} और ${Z.hi} के ठीक बीच में कौन है?`,
    },
    answer,
    is: (seat, p) =>
      p !== x &&
      p !== z &&
      distance(L, elementAt(seat, p), elementAt(seat, x)) === 1 &&
      distance(L, elementAt(seat, p), elementAt(seat, z)) === 1,
    distractors: [whoAt(truth, move(L, s, -2)), whoAt(truth, move(L, s, 2))], // the outer neighbours
    explain: {
      en: `${X.en} is at ${seatEn(left)} and ${Z.en} at ${seatEn(right)}; the seat between them, ${seatEn(s)}, is ${Y.en}'s.`,
      hi: `${X.hi} ${seatHi(left)} पर और ${Z.hi} ${seatHi(right)} पर है; इनके बीच की ${seatHi(s)} पर ${Y.hi} है।`,
    },
  };
}

function positionAsk(L: Layout, truth: number[], s: number): Ask {
  const answer = whoAt(truth, s);
  const place = rowPlace(L.n, s);
  const Y = elementAt(L.names, answer);
  return {
    text: { en: `Who sits ${place.en}?`, hi: `${place.hi} कौन है?` },
    answer,
    is: (seat, p) => seat[p] === s,
    distractors: [
      whoAt(truth, L.n - 1 - s), // counts from the wrong end
      whoAt(truth, s + 1), // one seat off
      whoAt(truth, s - 1),
    ],
    explain: {
      en: `Seat ${s + 1} is ${place.en}: ${Y.en} sits there.`,
      hi: `${seatHi(s)} ${place.hi} है: वहाँ ${Y.hi} है।`,
    },
  };
}

function oppositeAsk(L: Layout, truth: number[], x: number): Ask {
  const sx = elementAt(truth, x);
  const target = move(L, sx, L.n / 2);
  const answer = whoAt(truth, target);
  const [X, Y] = [elementAt(L.names, x), elementAt(L.names, answer)];
  return {
    text: { en: `Who sits opposite ${X.en}?`, hi: `${X.hi} के ठीक सामने कौन है?` },
    answer,
    is: (seat, p) => p !== x && distance(L, elementAt(seat, p), elementAt(seat, x)) === L.n / 2,
    distractors: [whoAt(truth, move(L, target, 1)), whoAt(truth, move(L, target, -1))], // one seat off
    explain: {
      en: `${X.en} is at ${seatEn(sx)}; the seat opposite is ${L.n / 2} places away, ${seatEn(target)}, where ${Y.en} sits.`,
      hi: `${X.hi} ${seatHi(sx)} पर है; ठीक सामने की सीट ${L.n / 2} स्थान दूर, ${seatHi(target)} है, जहाँ ${Y.hi} है।`,
    },
  };
}

/** Four person options: the answer, the listed slips, then other people. */
function personOptions(rng: Rng, L: Layout, ask: Ask): { options: Text[]; correctIndex: number } {
  const chosen = [ask.answer];
  for (const d of ask.distractors) if (d >= 0 && !chosen.includes(d) && chosen.length < 4) chosen.push(d);
  // Fill with other people, never one the question itself names.
  const named = (p: number) => ask.text.en.includes(elementAt(L.names, p).en);
  for (const p of rng.shuffle(indices(L.n)))
    if (!chosen.includes(p) && !named(p) && chosen.length < 4) chosen.push(p);
  const order = rng.shuffle(chosen);
  return { options: order.map((p) => elementAt(L.names, p)), correctIndex: order.indexOf(ask.answer) };
}

/**
 * The checker: seats people one by one in every possible way (on a table person 0 stays at seat 0,
 * since rotations are alike), drops a partial seating as soon as a clue about the people seated so far
 * fails, and returns the asked person if it is the same in every complete seating (else -1).
 */
function solveByEnumeration(L: Layout, clues: readonly Clue[], ask: Ask): number {
  const n = L.n;
  const due: Clue[][] = indices(n).map(() => []);
  for (const c of clues) due[Math.max(0, ...c.who)]?.push(c);
  const seat = new Array<number>(n).fill(-1);
  const used = new Array<boolean>(n).fill(false);
  let found = -1;
  let unique = true;
  const place = (p: number): void => {
    if (!unique) return;
    if (p === n) {
      const who = indices(n).filter((x) => ask.is(seat, x));
      const only = who[0];
      if (who.length !== 1 || only === undefined || (found >= 0 && found !== only)) unique = false;
      else found = only;
      return;
    }
    for (let s = 0; s < n; s++) {
      if (used[s] || (L.circular && p === 0 && s !== 0)) continue;
      used[s] = true;
      seat[p] = s;
      if (elementAt(due, p).every((c) => c.holds(seat))) place(p + 1);
      used[s] = false;
      seat[p] = -1;
    }
  };
  place(0);
  return unique ? found : -1;
}

function joinNames(names: Text[]): Text {
  const en = names.map((x) => x.en);
  const hi = names.map((x) => x.hi);
  return {
    en: `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`,
    hi: `${hi.slice(0, -1).join(', ')} और ${hi[hi.length - 1]}`,
  };
}

interface Setup {
  n: number;
  circular: boolean;
  mixed: boolean;
  kinds: Kind[];
  shuffleClues: boolean;
}

function makeSeating(rng: Rng, setup: Setup) {
  const { n, circular, mixed } = setup;
  const names = rng.shuffle(NAMES).slice(0, n);
  const inward = new Set(mixed ? rng.shuffle(indices(n)).slice(0, n / 2) : indices(n));
  // Facing North in a row: the left is seat - 1. Facing the centre: clockwise (+1); outward: -1.
  const leftStep = indices(n).map((p) => (circular ? (inward.has(p) ? 1 : -1) : -1));
  const L: Layout = { n, circular, leftStep, names };
  const truth = rng.shuffle(indices(n));
  const steps = buildChain(rng, L, truth, setup.kinds, mixed);
  const withClue = steps.filter((s) => s.clue.text.en !== '');
  const clueOrder = setup.shuffleClues ? rng.shuffle(withClue) : withClue;
  const clues = clueOrder.map((s) => s.clue);
  return { L, truth, steps, clues, inward };
}

function seatingQuestion(
  rng: Rng,
  setup: Setup,
  pickAsk: (L: Layout, truth: number[], clues: Clue[]) => Ask | null,
) {
  // A few seatings may offer no good question (rare): draw again with the same rng.
  for (;;) {
    const built = makeSeating(rng, setup);
    const ask = pickAsk(built.L, built.truth, built.clues);
    if (ask && !built.clues.some((c) => c.text.en === ask.text.en)) return { ...built, ask };
  }
}

function render(rng: Rng, setup: Setup, built: ReturnType<typeof seatingQuestion>) {
  const { L, truth, steps, clues, ask, inward } = built;
  const { n, circular, mixed } = setup;
  const count = COUNT[n];
  if (!count) throw new Error(`no word for ${n}`);
  const all = joinNames([...L.names].sort((a, b) => a.en.localeCompare(b.en)));
  let intro: Text;
  if (!circular) {
    intro = {
      en: `${count.en} friends — ${all.en} — sit in a row, all facing North.`,
      hi: `${count.hi} मित्र — ${all.hi} — एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं।`,
    };
  } else if (!mixed) {
    intro = {
      en: `${count.en} friends — ${all.en} — sit around a circular table, all facing the centre.`,
      hi: `${count.hi} मित्र — ${all.hi} — एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं।`,
    };
  } else {
    const ins = joinNames(
      indices(n)
        .filter((p) => inward.has(p))
        .map((p) => elementAt(L.names, p)),
    );
    intro = {
      en: `${count.en} friends — ${all.en} — sit around a circular table. ${ins.en} face the centre; the other ${COUNT[4]?.en} face away from the centre.`,
      hi: `${count.hi} मित्र — ${all.hi} — एक वृत्ताकार मेज़ के चारों ओर बैठे हैं। ${ins.hi} केंद्र की ओर मुख किए हुए हैं; शेष ${COUNT[4]?.hi} केंद्र से बाहर की ओर मुख किए हुए हैं।`,
    };
  }
  const list = (lang: 'en' | 'hi') => clues.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n');
  const statement: Text = {
    en: `${intro.en}\n\n${list('en')}\n\n${ask.text.en}`,
    hi: `${intro.hi}\n\n${list('hi')}\n\n${ask.text.hi}`,
  };

  const { options, correctIndex } = personOptions(rng, L, ask);
  const numberOf = (clue: Clue) => clues.indexOf(clue) + 1;
  const stepLines = (lang: 'en' | 'hi') =>
    steps.map((s) => {
      if (s.clue.text.en === '') return s.explain[lang];
      const label = lang === 'en' ? 'Clue' : 'संकेत';
      return `**${label} ${numberOf(s.clue)}** — ${s.clue.text[lang]} ${s.explain[lang]}`;
    });
  const bySeat = indices(n).map((s) => elementAt(L.names, whoAt(truth, s)));
  const facing = (s: number, lang: 'en' | 'hi') => {
    if (!mixed) return '';
    const inwardHere = inward.has(whoAt(truth, s));
    if (lang === 'en') return inwardHere ? ' (facing centre)' : ' (facing out)';
    return inwardHere ? ' (केंद्र की ओर)' : ' (बाहर की ओर)';
  };
  const arrangement = {
    en: circular
      ? `Clockwise from seat 1: ${indices(n)
          .map((s) => `${elementAt(bySeat, s).en}${facing(s, 'en')}`)
          .join(', ')}.`
      : `Row from the left end: ${bySeat.map((x) => x.en).join(', ')}.`,
    hi: circular
      ? `सीट 1 से दक्षिणावर्त: ${indices(n)
          .map((s) => `${elementAt(bySeat, s).hi}${facing(s, 'hi')}`)
          .join(', ')}।`
      : `बाएँ छोर से पंक्ति: ${bySeat.map((x) => x.hi).join(', ')}।`,
  };
  let method: Text;
  if (!circular) {
    method = {
      en: `Number the seats 1 to ${n} from the left end. Facing North, everyone's left and right are the same as ours.`,
      hi: `सीटों को बाएँ छोर से 1 से ${n} तक क्रमांकित करें। उत्तर की ओर मुख होने से सबका बायाँ-दायाँ हमारे बायाँ-दायाँ जैसा ही है।`,
    };
  } else if (!mixed) {
    method = {
      en: `Number the seats 1 to ${n} clockwise. Facing the centre, a person's left is clockwise (next seat number) and right is anticlockwise.`,
      hi: `सीटों को दक्षिणावर्त 1 से ${n} तक क्रमांकित करें। केंद्र की ओर मुख होने पर व्यक्ति का बायाँ दक्षिणावर्त (अगली सीट) और दायाँ वामावर्त होता है।`,
    };
  } else {
    method = {
      en: `Number the seats 1 to ${n} clockwise. For a person facing the centre, left is clockwise; for a person facing outward, left is anticlockwise. "Left of Y" is always taken from Y's own view.`,
      hi: `सीटों को दक्षिणावर्त 1 से ${n} तक क्रमांकित करें। केंद्र की ओर मुख वाले व्यक्ति का बायाँ दक्षिणावर्त होता है; बाहर की ओर मुख वाले का बायाँ वामावर्त। "Y के बाएँ" सदा Y की अपनी दृष्टि से लिया जाता है।`,
    };
  }
  const answerName = elementAt(L.names, ask.answer);
  const solution: Text = {
    en: [method.en, ...stepLines('en'), arrangement.en, ask.explain.en, `**Answer: ${answerName.en}**`].join(
      '\n\n',
    ),
    hi: [method.hi, ...stepLines('hi'), arrangement.hi, ask.explain.hi, `**उत्तर: ${answerName.hi}**`].join(
      '\n\n',
    ),
  };
  return {
    statement,
    options,
    answer: { kind: 'choice', correct: [correctIndex] } as QuestionAnswer,
    solution,
    check(): QuestionAnswer {
      const who = solveByEnumeration(L, clues, ask);
      const name = who >= 0 ? elementAt(L.names, who).en : '';
      return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
    },
  };
}

/** Does a clue already name this relation between the two people (so the question would be given)? */
function mentions(clues: Clue[], a: Text, b: Text): boolean {
  return clues.some(
    (c) => c.text.en.includes(a.en) && c.text.en.includes(b.en) && !c.text.en.includes(' not '),
  );
}

/** Six people in a row facing North; clues in solving order. */
export const seatingArrangementsLinearRow: QuestionGenerator = {
  id: 'seating-arrangements/linear-row',
  topic: 'seating-arrangements',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const setup: Setup = {
      n: 6,
      circular: false,
      mixed: false,
      kinds: ['neighbour', 'end', 'gap'],
      shuffleClues: false,
    };
    const built = seatingQuestion(rng, setup, (L, truth, clues) => {
      const form = rng.int(0, 2);
      if (form === 0) {
        const ask = positionAsk(L, truth, rng.int(0, L.n - 1));
        // A clue that names this very seat would give the answer away.
        const where = ask.text.en.replace('Who sits ', '');
        return clues.some((c) => c.text.en.endsWith(` sits ${where.replace('?', '.')}`)) ? null : ask;
      }
      if (form === 1) return betweenAsk(L, truth, rng.int(1, L.n - 2));
      const x = rng.int(0, L.n - 1);
      const ask = relAsk(L, truth, x, rng.int(1, 2), rng.pick(['left', 'right'] as const), false);
      return ask && !mentions(clues, elementAt(L.names, x), elementAt(L.names, ask.answer)) ? ask : null;
    });
    const q = render(rng, setup, built);
    return {
      title: { en: 'Linear seating in a row', hi: 'पंक्ति में रैखिक बैठक व्यवस्था' },
      type: 'single',
      ...q,
      expectedSeconds: 60,
      numbers: [],
    };
  },
};

/** Six or eight people round a table facing the centre; clues shuffled as in exams. */
export const seatingArrangementsCircularTable: QuestionGenerator = {
  id: 'seating-arrangements/circular-table',
  topic: 'seating-arrangements',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'CAT', 'Placements'],
  generate(rng) {
    const n = rng.pick([6, 8]);
    const setup: Setup = {
      n,
      circular: true,
      mixed: false,
      kinds: ['neighbour', 'opposite'],
      shuffleClues: true,
    };
    const built = seatingQuestion(rng, setup, (L, truth, clues) => {
      const form = rng.int(0, 2);
      const x = rng.int(0, n - 1);
      if (form === 0) {
        const ask = oppositeAsk(L, truth, x);
        return mentions(clues, elementAt(L.names, x), elementAt(L.names, ask.answer)) ? null : ask;
      }
      if (form === 1) return betweenAsk(L, truth, rng.int(0, n - 1));
      const ask = relAsk(L, truth, x, rng.int(1, 3), rng.pick(['left', 'right'] as const), false);
      return ask && !mentions(clues, elementAt(L.names, x), elementAt(L.names, ask.answer)) ? ask : null;
    });
    const q = render(rng, setup, built);
    return {
      title: { en: 'Circular seating facing the centre', hi: 'केंद्र की ओर मुख वाली वृत्ताकार बैठक' },
      type: 'single',
      ...q,
      expectedSeconds: 120,
      numbers: [],
    };
  },
};

/** Eight people round a table, four facing the centre and four facing outward. */
export const seatingArrangementsMixedFacing: QuestionGenerator = {
  id: 'seating-arrangements/mixed-facing-circle',
  topic: 'seating-arrangements',
  difficulty: 'hard',
  exams: ['Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const setup: Setup = {
      n: 8,
      circular: true,
      mixed: true,
      kinds: ['neighbour', 'opposite'],
      shuffleClues: true,
    };
    const built = seatingQuestion(rng, setup, (L, truth, clues) => {
      const x = rng.int(0, 7);
      const ask = relAsk(L, truth, x, rng.int(1, 3), rng.pick(['left', 'right'] as const), true);
      return ask && !mentions(clues, elementAt(L.names, x), elementAt(L.names, ask.answer)) ? ask : null;
    });
    const q = render(rng, setup, built);
    return {
      title: { en: 'Circular seating with mixed facing', hi: 'मिश्रित दिशा वाली वृत्ताकार बैठक' },
      type: 'single',
      ...q,
      expectedSeconds: 210,
      numbers: [],
    };
  },
};
