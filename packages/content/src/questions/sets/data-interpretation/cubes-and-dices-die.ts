import { lazy, permutations, range, T, type Text } from './lrdi-solver.js';

/**
 * The dice of the group D7 cube sets: six colours on the faces of a cube, one per face. Face
 * positions are 0 top, 1 bottom, 2 front, 3 back, 4 left, 5 right. The 720 colourings fall into 30
 * different dice (the 24 rotations of a cube); each die is kept once, with the (top, front, right)
 * colours of all 24 ways it can stand.
 */

export const COLOURS: readonly Text[] = [
  T('red', 'लाल'),
  T('blue', 'नीला'),
  T('green', 'हरा'),
  T('yellow', 'पीला'),
  T('white', 'सफ़ेद'),
  T('black', 'काला'),
];
export const OPP = [1, 0, 3, 2, 5, 4];
/** The Hindi colour before a postposition: "हरे रंग के विपरीत". */
const OBLIQUE = ['लाल', 'नीले', 'हरे', 'पीले', 'सफ़ेद', 'काले'];
export const colourObl = (c: number) => `${OBLIQUE[c] ?? ''} रंग`;

/** The 24 rotations as permutations of positions: new[pos] = old[rot[pos]]. */
const ROTATIONS = lazy(() => {
  // Turn about the vertical axis: the front face moves to the right, the right to the back, …
  const spin = [0, 1, 4, 5, 3, 2];
  // Roll towards the right: the top moves to the right, the right to the bottom, …
  const roll = [4, 5, 2, 3, 1, 0];
  const key = (p: number[]) => p.join('');
  const seen = new Map<string, number[]>([[key(range(6)), range(6)]]);
  const queue = [range(6)];
  while (queue.length > 0) {
    const p = queue.shift() as number[];
    for (const g of [spin, roll]) {
      const q = g.map((i) => p[i] as number);
      if (!seen.has(key(q))) {
        seen.set(key(q), q);
        queue.push(q);
      }
    }
  }
  return [...seen.values()];
});

export interface Die {
  /** Colour on each position in one standing. */
  face: number[];
  /** The colour opposite each colour. */
  opposite: number[];
  /** Codes top·36 + front·6 + right of the 24 standings. */
  views: Set<number>;
}

/** The 30 dice. */
export const DICE = lazy(() => {
  const rots = ROTATIONS();
  const seen = new Set<string>();
  const out: Die[] = [];
  for (const face of permutations(6)) {
    const turned = rots.map((r) => r.map((i) => face[i] as number));
    const canon = turned.map((f) => f.join('')).sort()[0] as string;
    if (seen.has(canon)) continue;
    seen.add(canon);
    const opposite = range(6);
    for (const pos of range(6)) opposite[face[pos] as number] = face[OPP[pos] as number] as number;
    out.push({
      face,
      opposite,
      views: new Set(turned.map((f) => (f[0] as number) * 36 + (f[2] as number) * 6 + (f[5] as number))),
    });
  }
  return out;
});

export const viewCode = (top: number, front: number, right: number) => top * 36 + front * 6 + right;
