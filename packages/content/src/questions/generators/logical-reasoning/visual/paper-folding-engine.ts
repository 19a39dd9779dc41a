import type { Rng } from '../../../random.js';
import { at, dashed, figure, INK, label, type Pt } from './shapes.js';

/**
 * A small folding engine for the group-L paper-folding shapes (paper.ts keeps its own engine
 * private). A square sheet 0..8 (y downwards) is folded in half along a line x = c, y = c,
 * x − y = c or x + y = c through the middle of the current region, so the moving half lands exactly
 * on the half that stays. Holes are points; unfolding reflects them across the folds in reverse order.
 */

export type Axis = 'x' | 'y' | 'd' | 'a';
export interface Fold {
  axis: Axis;
  c: number;
  /** The side that moves: points where (value − c) has this sign. */
  move: 1 | -1;
}

export const SIZE = 8;
export const SHEET: Pt[] = [
  [0, 0],
  [SIZE, 0],
  [SIZE, SIZE],
  [0, SIZE],
];

const value = (axis: Axis, [x, y]: Pt) =>
  axis === 'x' ? x : axis === 'y' ? y : axis === 'd' ? x - y : x + y;
export const sideOf = (f: Fold, p: Pt) => Math.sign(value(f.axis, p) - f.c);
export const onLine = (f: Fold, p: Pt) => Math.abs(value(f.axis, p) - f.c) < 1e-9;

export function reflectIn(f: Fold): (p: Pt) => Pt {
  const { axis, c } = f;
  if (axis === 'x') return ([x, y]) => [2 * c - x, y];
  if (axis === 'y') return ([x, y]) => [x, 2 * c - y];
  if (axis === 'd') return ([x, y]) => [y + c, x - c];
  return ([x, y]) => [c - y, c - x];
}

/** The part of a convex polygon where (value − c)·sign ≤ 0, without repeated or collinear vertices. */
export function clip(poly: readonly Pt[], axis: Axis, c: number, sign: number): Pt[] {
  const out: Pt[] = [];
  const s = (p: Pt) => (value(axis, p) - c) * sign;
  for (let i = 0; i < poly.length; i++) {
    const a = at(poly, i);
    const b = at(poly, (i + 1) % poly.length);
    const sa = s(a);
    const sb = s(b);
    if (sa <= 0) out.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  const dedup = out.filter((p, i) => {
    const q = at(out, (i + 1) % out.length);
    return p[0] !== q[0] || p[1] !== q[1];
  });
  return dedup.filter((b, i) => {
    const a = at(dedup, (i + dedup.length - 1) % dedup.length);
    const c2 = at(dedup, (i + 1) % dedup.length);
    return (b[0] - a[0]) * (c2[1] - a[1]) - (b[1] - a[1]) * (c2[0] - a[0]) !== 0;
  });
}

const polyKey = (p: readonly Pt[]) =>
  p
    .map(([x, y]) => `${x},${y}`)
    .sort()
    .join(' ');

/**
 * Every fold of a region in half along a lattice line (the moving half lands exactly on the rest).
 * Cached by the vertices in their order, not by the shape: the kept halves follow the region's
 * vertex order, so a shape-keyed cache made a figure depend on what the process drew before.
 */
const foldCache = new Map<string, { fold: Fold; kept: Pt[] }[]>();
const exactKey = (p: readonly Pt[]) => p.map(([x, y]) => `${x},${y}`).join(' ');
export function foldsOf(region: readonly Pt[]): { fold: Fold; kept: Pt[] }[] {
  const cached = foldCache.get(exactKey(region));
  if (cached) return cached;
  const out: { fold: Fold; kept: Pt[] }[] = [];
  const lines: [Axis, number][] = [];
  for (let c = 1; c < SIZE; c++) lines.push(['x', c], ['y', c]);
  for (let c = -SIZE + 1; c < SIZE; c++) lines.push(['d', c]);
  for (let c = 1; c < 2 * SIZE; c++) lines.push(['a', c]);
  for (const [axis, c] of lines) {
    for (const move of [1, -1] as const) {
      const kept = clip(region, axis, c, move);
      const moving = clip(region, axis, c, -move);
      if (kept.length < 3 || moving.length < 3) continue;
      if (polyKey(moving.map(reflectIn({ axis, c, move }))) === polyKey(kept))
        out.push({ fold: { axis, c, move }, kept });
    }
  }
  foldCache.set(exactKey(region), out);
  return out;
}

/** A random sequence of `count` folds (diagonal ones only when allowed), with the region after each. */
export function randomFolds(rng: Rng, count: number, diagonal: boolean) {
  for (;;) {
    const folds: Fold[] = [];
    const regions: Pt[][] = [SHEET];
    for (let i = 0; i < count; i++) {
      const options = foldsOf(at(regions, i)).filter(
        ({ fold }) => diagonal || fold.axis === 'x' || fold.axis === 'y',
      );
      if (options.length === 0) break;
      const pick = rng.pick(options);
      folds.push(pick.fold);
      regions.push(pick.kept);
    }
    if (folds.length === count) return { folds, regions };
  }
}

/** Whether a point lies inside a convex polygon (strictly, or on its edge too when `closed`). */
export function inside(poly: readonly Pt[], [x, y]: Pt, closed: boolean): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = at(poly, i);
    const b = at(poly, (i + 1) % poly.length);
    const cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
    if (Math.abs(cross) < 1e-9) {
      if (!closed) return false;
      continue;
    }
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

export const ptKey = ([x, y]: Pt) =>
  `${Math.round(x * 1000) / 1000 || 0},${Math.round(y * 1000) / 1000 || 0}`;
export const setKey = (pts: readonly Pt[]) => [...new Set(pts.map(ptKey))].sort().join(' ');

/** Unfold: reflect the holes across the folds in reverse order (a hole on a fold line stays one hole). */
export function unfold(holes: readonly Pt[], folds: readonly Fold[]): Pt[] {
  let out = [...holes];
  for (const f of [...folds].reverse()) out = [...out, ...out.map(reflectIn(f))];
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(ptKey(p)) && seen.add(ptKey(p)));
}

/** Hole spots strictly inside a region, at half-unit points at least `margin` from its edges. */
const spotCache = new Map<string, Pt[]>();
export function holeSpots(region: readonly Pt[], margin = 0.7): Pt[] {
  const key = `${margin}:${polyKey(region)}`;
  const cached = spotCache.get(key);
  if (cached) return cached;
  const spots: Pt[] = [];
  for (let x = 0.5; x < SIZE; x += 0.5)
    for (let y = 0.5; y < SIZE; y += 0.5) {
      if (!inside(region, [x, y], false)) continue;
      let d = Number.POSITIVE_INFINITY;
      for (let i = 0; i < region.length; i++) {
        const [ax, ay] = at(region, i);
        const [bx, by] = at(region, (i + 1) % region.length);
        const l2 = (bx - ax) ** 2 + (by - ay) ** 2;
        const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / l2));
        d = Math.min(d, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
      }
      if (d >= margin) spots.push([x, y]);
    }
  spotCache.set(key, spots);
  return spots;
}

/** Holes far enough apart to draw (and from each other's images). */
export const apart = (pts: readonly Pt[], gap = 1.4) =>
  pts.every((p, i) => pts.every((q, j) => j <= i || Math.hypot(p[0] - q[0], p[1] - q[1]) >= gap));

// ---------------------------------------------------------------------------------------------
// Drawing

const PAPER = '#e5e7eb';
const n1 = (v: number) => String(Math.round(v * 10) / 10);
export interface View {
  ox: number;
  oy: number;
  s: number;
}
const px = (v: View, [x, y]: Pt) => `${n1(v.ox + x * v.s)} ${n1(v.oy + y * v.s)}`;

/** A region of paper with holes (white circles), the full sheet's outline dashed behind it. */
export function paperBody(v: View, region: readonly Pt[], holes: readonly Pt[], r = 0.42): string {
  const ghost = `<path d="M${SHEET.map((p) => px(v, p)).join('L')}Z" stroke="#cbd5e1" stroke-dasharray="3 3"/>`;
  const body = `<path d="M${region.map((p) => px(v, p)).join('L')}Z" fill="${PAPER}"/>`;
  const circles = holes
    .map(
      ([x, y]) =>
        `<circle cx="${n1(v.ox + x * v.s)}" cy="${n1(v.oy + y * v.s)}" r="${n1(r * v.s)}" fill="#fff"/>`,
    )
    .join('');
  return ghost + body + circles;
}

/** The two ends of a fold line inside a region. */
function foldEnds(region: readonly Pt[], f: Fold): [Pt, Pt] {
  const on = clip(region, f.axis, f.c, f.move).filter((p) => onLine(f, p));
  return [at(on, 0), at(on, on.length - 1)];
}

/** The folding steps in a row: each region with its dashed fold line, the last with the holes (if any). */
export function stepsSvg(
  folds: readonly Fold[],
  regions: readonly Pt[][],
  holes: readonly Pt[],
  alt: string,
  extra: (v: View) => string = () => '',
): string {
  const cell = regions.length <= 3 ? 120 : 96;
  const s = (cell - 24) / SIZE;
  let body = '';
  regions.forEach((region, i) => {
    const v: View = { ox: i * cell + 12, oy: 12, s };
    const last = i === regions.length - 1;
    body += paperBody(v, region, last ? holes : []);
    if (last) body += extra(v);
    if (!last) {
      const [a, b] = foldEnds(region, at(folds, i));
      body += dashed(v.ox + a[0] * s, v.oy + a[1] * s, v.ox + b[0] * s, v.oy + b[1] * s);
    }
    if (i > 0) body += `<path d="M${i * cell} 20V${cell - 20}" stroke="#d1d5db"/>`;
    body += label(i * cell + cell - 8, cell - 4, String(i + 1), 10);
  });
  return figure(cell * regions.length, cell, body, alt);
}

/** An open sheet with holes on a 120 x 120 card. */
export const sheetSvg = (holes: readonly Pt[], alt: string) =>
  figure(120, 120, paperBody({ ox: 12, oy: 12, s: 12 }, SHEET, holes), alt);

/** A folded region with holes on a 120 x 120 card. */
export const regionSvg = (region: readonly Pt[], holes: readonly Pt[], alt: string) =>
  figure(120, 120, paperBody({ ox: 12, oy: 12, s: 12 }, region, holes), alt);

export { INK };
