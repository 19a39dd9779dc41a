import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt, indices } from '../shared/list-access.js';

/**
 * The engine of the newer seating shapes. A layout (rows facing each other, a square table, a row
 * with people facing both ways …) says where "k-th to the left" and "facing" lead. `buildChain`
 * makes clues forwards from a hidden seating, each placing one more person in the only seat left
 * for them; `solveAll` is the checker's side: it tries every seating against the clues.
 */

export interface Geo {
  n: number;
  /** The seat d places along the row or round the table, or -1 off the end. */
  move(s: number, d: number): number;
  /** +1 or -1: the way seat numbers run towards the own left of person p at seat s. */
  leftStep(s: number, p: number): number;
  /** The seat facing s, or -1. */
  opposite(s: number): number;
  /** Seats apart along the row or round the table (Infinity in different rows). */
  dist(a: number, b: number): number;
  /** An exact description of seat s for person p ("at the extreme left end of row 1"), if there is one. */
  place(s: number, p: number): Text | null;
  seatName(s: number): Text;
  /** Whether any seat can start the chain with no clue (a round table turned freely). */
  rotates: boolean;
  /** The words for "faces" between two people: "faces" for rows, "sits opposite" round a table. */
  facing: Text;
}

export interface Clue {
  text: Text;
  who: number[];
  holds(seat: readonly number[]): boolean;
}

export type Side = 'left' | 'right';
const SIDE_HI: Record<Side, string> = { left: 'बाएँ', right: 'दाएँ' };
const ORD_EN = ['', 'immediate', 'second', 'third'];
const ORD_HI = ['', 'ठीक', 'दूसरे', 'तीसरे'];

export function sideSeat(g: Geo, seat: readonly number[], v: number, k: number, side: Side): number {
  const sv = elementAt(seat, v);
  if (sv < 0) return -1;
  return g.move(sv, k * g.leftStep(sv, v) * (side === 'left' ? 1 : -1));
}

export function relClue(g: Geo, names: Text[], u: number, v: number, k: number, side: Side): Clue {
  const [x, y] = [elementAt(names, u), elementAt(names, v)];
  const text =
    k === 1
      ? {
          en: `${x.en} sits to the immediate ${side} of ${y.en}.`,
          hi: `${x.hi}, ${y.hi} के ठीक ${SIDE_HI[side]} है।`,
        }
      : {
          en: `${x.en} sits ${ORD_EN[k]} to the ${side} of ${y.en}.`,
          hi: `${x.hi}, ${y.hi} के ${SIDE_HI[side]} से ${ORD_HI[k]} स्थान पर है।`,
        };
  return { text, who: [u, v], holds: (seat) => seat[u] === sideSeat(g, seat, v, k, side) };
}

export function faceClue(g: Geo, names: Text[], u: number, v: number): Clue {
  const [x, y] = [elementAt(names, u), elementAt(names, v)];
  return {
    text: { en: `${x.en} ${g.facing.en} ${y.en}.`, hi: `${x.hi}, ${y.hi} ${g.facing.hi}` },
    who: [u, v],
    holds: (seat) => seat[u] === g.opposite(elementAt(seat, v)),
  };
}

export function neighbourClue(g: Geo, names: Text[], u: number, v: number): Clue {
  const [x, y] = [elementAt(names, u), elementAt(names, v)];
  return {
    text: {
      en: `${x.en} and ${y.en} sit next to each other.`,
      hi: `${x.hi} और ${y.hi} एक-दूसरे के बगल में बैठे हैं।`,
    },
    who: [u, v],
    holds: (seat) => g.dist(elementAt(seat, u), elementAt(seat, v)) === 1,
  };
}

export function placeClue(g: Geo, names: Text[], u: number, s: number): Clue | null {
  const where = g.place(s, u);
  if (!where) return null;
  const x = elementAt(names, u);
  return {
    text: { en: `${x.en} sits ${where.en}.`, hi: `${x.hi} ${where.hi} है।` },
    who: [u],
    holds: (seat) => seat[u] === s,
  };
}

export interface Step {
  clue: Clue | null;
  explain: Text;
  /** The person this step seats. */
  person: number;
}

/**
 * Clues for the hidden seating `truth`, in solving order: each places one person whose seat is then
 * forced; the last person takes the seat left. `start` chooses the first person.
 */
export function buildChain(rng: Rng, g: Geo, names: Text[], truth: number[], start?: number): Step[] {
  const n = g.n;
  const known = new Array<number>(n).fill(-1);
  const steps: Step[] = [];
  const first =
    start ?? rng.pick(indices(n).filter((p) => g.rotates || g.place(elementAt(truth, p), p) !== null));
  const f = elementAt(names, first);
  const at = (p: number, s: number): Text => ({
    en: `So ${elementAt(names, p).en} is at ${g.seatName(s).en}.`,
    hi: `अतः ${elementAt(names, p).hi} ${g.seatName(s).hi} पर है।`,
  });
  if (g.rotates && start === undefined) {
    // Turn the table so that the first person is at seat 1, as the solution says.
    const offset = elementAt(truth, first);
    for (let p = 0; p < n; p++) truth[p] = (elementAt(truth, p) - offset + n) % n;
  }
  const firstClue = placeClue(g, names, first, elementAt(truth, first));
  if (g.rotates && !firstClue) {
    steps.push({
      clue: null,
      person: first,
      explain: {
        en: `The table can be turned freely, so put ${f.en} at ${g.seatName(elementAt(truth, first)).en}.`,
        hi: `मेज़ को घुमाया जा सकता है, इसलिए ${f.hi} को ${g.seatName(elementAt(truth, first)).hi} पर रखिए।`,
      },
    });
  } else if (firstClue) {
    steps.push({ clue: firstClue, explain: at(first, elementAt(truth, first)), person: first });
  } else throw new Error('the first person needs a place');
  known[first] = elementAt(truth, first);
  const free = (s: number) => s >= 0 && !known.includes(s);
  const forces = (c: Clue, u: number) =>
    indices(n).filter((s) => {
      if (!free(s)) return false;
      const trial = [...known];
      trial[u] = s;
      return c.holds(trial);
    }).length === 1;
  while (known.filter((s) => s < 0).length > 1) {
    const unplaced = indices(n).filter((p) => elementAt(known, p) < 0);
    const placed = indices(n).filter((p) => elementAt(known, p) >= 0);
    const fancy: Clue[] = [];
    const plain: Clue[] = [];
    for (const u of unplaced) {
      const su = elementAt(truth, u);
      for (const v of placed) {
        for (const side of ['left', 'right'] as const)
          for (let k = 1; k <= 3; k++)
            if (sideSeat(g, known, v, k, side) === su) plain.push(relClue(g, names, u, v, k, side));
        if (g.opposite(elementAt(known, v)) === su) fancy.push(faceClue(g, names, u, v));
        if (g.dist(su, elementAt(known, v)) === 1) {
          const c = neighbourClue(g, names, u, v);
          if (forces(c, u)) fancy.push(c);
        }
      }
      const pc = placeClue(g, names, u, su);
      if (pc && rng.next() < 0.3) fancy.push(pc);
    }
    const pool = fancy.length > 0 && (plain.length === 0 || rng.next() < 0.5) ? fancy : plain;
    if (pool.length === 0) throw new Error('no clue places anyone');
    const clue = rng.pick(pool);
    const u = clue.who[0] ?? 0;
    known[u] = elementAt(truth, u);
    steps.push({ clue, explain: at(u, elementAt(truth, u)), person: u });
  }
  const last = known.indexOf(-1);
  const seatLeft = indices(n).find((s) => !known.includes(s)) ?? 0;
  steps.push({
    clue: null,
    person: last,
    explain: {
      en: `${elementAt(names, last).en} takes the only seat left, ${g.seatName(seatLeft).en}.`,
      hi: `${elementAt(names, last).hi} बची हुई एकमात्र ${g.seatName(seatLeft).hi} पर है।`,
    },
  });
  return steps;
}

/**
 * Every seating (seat of each person) that obeys all clues, by backtracking. `turned` (for a round
 * table whose questions do not change when it turns) keeps person 0 at seat 1, one seating per turn.
 */
export function solveAll(n: number, clues: readonly Clue[], limit = 50, turned = false): number[][] {
  const due: Clue[][] = indices(n).map(() => []);
  for (const c of clues) due[Math.max(0, ...c.who)]?.push(c);
  const seat = new Array<number>(n).fill(-1);
  const used = new Array<boolean>(n).fill(false);
  const out: number[][] = [];
  const go = (p: number) => {
    if (out.length >= limit) return;
    if (p === n) {
      out.push([...seat]);
      return;
    }
    for (let s = 0; s < n; s++) {
      if (used[s] || (turned && p === 0 && s !== 0)) continue;
      used[s] = true;
      seat[p] = s;
      if (elementAt(due, p).every((c) => c.holds(seat))) go(p + 1);
      used[s] = false;
      seat[p] = -1;
    }
  };
  go(0);
  return out;
}

/** The one value `of` takes over all seatings, or undefined if it varies (or none fit). */
export function onlyValue<T>(
  seatings: readonly number[][],
  of: (seat: readonly number[]) => T,
): T | undefined {
  const values = new Set(seatings.map(of));
  return values.size === 1 ? [...values][0] : undefined;
}

/** The person at a seat. */
export const whoAt = (seat: readonly number[], s: number) => seat.indexOf(s);

/** Four person options: the answer first choices from `near`, then others not named in `ask`. */
export function personOptions(rng: Rng, names: Text[], answer: number, near: number[], ask: string) {
  const chosen = [answer];
  for (const d of near) if (d >= 0 && !chosen.includes(d) && chosen.length < 4) chosen.push(d);
  for (const p of rng.shuffle(indices(names.length)))
    if (!chosen.includes(p) && !ask.includes(elementAt(names, p).en) && chosen.length < 4) chosen.push(p);
  const order = rng.shuffle(chosen);
  return { options: order.map((p) => elementAt(names, p)), correctIndex: order.indexOf(answer) };
}

export function joinNames(names: Text[]): Text {
  const en = names.map((x) => x.en);
  const hi = names.map((x) => x.hi);
  return {
    en: `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`,
    hi: `${hi.slice(0, -1).join(', ')} और ${hi[hi.length - 1]}`,
  };
}

/** The clue lines and the worked steps (clue numbers as shown), for a statement and a solution. */
export function renderChain(steps: Step[], clues: Clue[]) {
  const list = (lang: 'en' | 'hi') => clues.map((c, i) => `${i + 1}. ${c.text[lang]}`).join('\n');
  const lines = (lang: 'en' | 'hi') =>
    steps.map((s) => {
      if (!s.clue) return s.explain[lang];
      const label = lang === 'en' ? 'Clue' : 'संकेत';
      return `**${label} ${clues.indexOf(s.clue) + 1}** — ${s.clue.text[lang]} ${s.explain[lang]}`;
    });
  return { list, lines };
}
