import { wordChars } from './letters.js';
import {
  type Fig,
  figure,
  type PointMap,
  type Pt,
  reflectX,
  reflectY,
  renderFig,
  rotate180,
} from './shapes.js';

/**
 * Glyphs for the mirror- and water-image shapes of group L: every capital letter and the digits
 * 0 2 3 4 6 7 8 9, drawn as straight strokes on a 4 x 6 grid centred on the origin (the stroke font
 * of letters.ts, with the letters it lacks, H I M O U V W X, and the digits 0 and 8 added here).
 * Whether a glyph looks the same in a mirror is decided geometrically: the ink (points sampled
 * along every stroke) is compared before and after the reflection.
 */

const EXTRA: Record<string, readonly (readonly Pt[])[]> = {
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 0],
      [3, 0],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  O: [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  '0': [
    [
      [0.5, 0],
      [3.5, 0],
      [3.5, 6],
      [0.5, 6],
      [0.5, 0],
    ],
  ],
  '8': [
    [
      [0.5, 0],
      [3.5, 0],
      [3.5, 6],
      [0.5, 6],
      [0.5, 0],
    ],
    [
      [0.5, 3],
      [3.5, 3],
    ],
  ],
};

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIGITS = '02346789'.split('');

/** The strokes of one character, centred on the origin. */
export function glyph(ch: string): Fig {
  const extra = EXTRA[ch];
  if (extra) return extra.map((s) => ({ k: 'line' as const, p: s.map(([x, y]) => [x - 2, y - 3] as Pt) }));
  return wordChars(ch)[0] ?? [];
}

const PITCH = 6;

/** The strokes of a string, centred on the origin (characters 4 wide, 6 high, 2 apart). */
export function stringFig(word: string): Fig {
  const x0 = -(PITCH * word.length - 2) / 2 + 2;
  return [...word].flatMap((ch, i) =>
    glyph(ch).map((el) =>
      el.k === 'line' ? { ...el, p: el.p.map(([x, y]) => [x + x0 + PITCH * i, y] as Pt) } : el,
    ),
  );
}

/**
 * The ink of a figure of strokes: points every 1/4 unit along each stroke, so a stroke drawn in
 * one piece and the same stroke drawn in two pieces have the same ink.
 */
export function inkKey(fig: Fig): string {
  // each point as one integer: thousandths of a unit, offset to stay positive
  const pts: number[] = [];
  const put = (x: number, y: number) =>
    pts.push((Math.round(x * 1000) + 50_000) * 100_000 + Math.round(y * 1000) + 50_000);
  for (const el of fig) {
    if (el.k === 'circle') {
      put(el.c[0], el.c[1]);
      continue;
    }
    const p = el.k === 'poly' ? [...el.p, ...el.p.slice(0, 1)] : el.p;
    for (let i = 0; i + 1 < p.length; i++) {
      const [ax, ay] = p[i] ?? [0, 0];
      const [bx, by] = p[i + 1] ?? [0, 0];
      const n = Math.round(4 * Math.max(Math.abs(bx - ax), Math.abs(by - ay)));
      for (let k = 0; k <= n; k++) put(ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n);
    }
  }
  pts.sort((u, v) => u - v);
  return pts.filter((v, i) => i === 0 || v !== pts[i - 1]).join(' ');
}

/** The ink of a figure after a point map (about the origin). */
export const inkAfter = (fig: Fig, f: PointMap) =>
  inkKey(fig.map((el) => (el.k === 'circle' ? { ...el, c: f(el.c) } : { ...el, p: el.p.map(f) })));

export type Reflection = 'mirror' | 'water';
/** The map of a mirror on a vertical line (mirror image) or a horizontal line (water image). */
export const REFLECT: Record<Reflection, PointMap> = { mirror: reflectX, water: reflectY };

/** Whether one character looks the same in its own mirror (or water) image. */
export const glyphSymmetric = (ch: string, kind: Reflection) =>
  inkKey(glyph(ch)) === inkAfter(glyph(ch), REFLECT[kind]);

const unchangedMemo = new Map<string, boolean>();
/** Whether a whole string looks exactly the same in its image ('both': a mirror, then water). */
export function stringUnchanged(word: string, kind: Reflection | 'both'): boolean {
  const key = `${kind}:${word}`;
  let same = unchangedMemo.get(key);
  if (same === undefined) {
    const f = stringFig(word);
    same = inkKey(f) === inkAfter(f, kind === 'both' ? rotate180 : REFLECT[kind]);
    unchangedMemo.set(key, same);
  }
  return same;
}

/** The letters the exam books list as unchanged by each reflection (the glyphs agree: a test says so). */
export const SYMMETRIC_LETTERS: Record<Reflection, string> = { mirror: 'AHIMOTUVWXY', water: 'BCDEHIKOX' };

/** A string drawn on a card, `scale` pixels per unit. */
export function stringSvg(fig: Fig, length: number, alt: string, scale = 6): string {
  const w = (PITCH * length - 2) * scale + 28;
  const h = 6 * scale + 24;
  return figure(w, h, renderFig(fig, { ox: w / 2, oy: h / 2, scale }), alt);
}
