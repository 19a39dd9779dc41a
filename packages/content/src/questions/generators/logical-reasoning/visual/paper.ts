import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { distinctCandidates, letteredOptions } from './answer-options.js';
import {
  at,
  dashed,
  type El,
  elKey,
  figure,
  INK,
  mapEl,
  OPTION_LABELS,
  type PointMap,
  type Pt,
} from './shapes.js';

/**
 * Paper folding and cutting. A square sheet (0..8 on both axes, y downwards) is folded along lines
 * x = c, y = c, x - y = c or x + y = c; a fold is allowed only when the moving part lands exactly on
 * the part that stays. Holes (circles) or cuts (small polygons on the lattice) are made in the folded
 * paper. `generate` unfolds by reflecting the marks across the folds in reverse order; `check` goes
 * the other way: it folds every mark of every option forward and keeps the option whose marks all
 * land on a mark that was made, with one mark per layer of paper.
 */

type Axis = 'x' | 'y' | 'd' | 'a';
interface Fold {
  axis: Axis;
  c: number;
  /** The side that moves: the points where (value - c) has this sign. */
  move: 1 | -1;
}

const SIZE = 8;
const SHEET: Pt[] = [
  [0, 0],
  [SIZE, 0],
  [SIZE, SIZE],
  [0, SIZE],
];

const value = (axis: Axis, [x, y]: Pt) =>
  axis === 'x' ? x : axis === 'y' ? y : axis === 'd' ? x - y : x + y;
const side = (f: Fold, p: Pt) => Math.sign(value(f.axis, p) - f.c);

function reflectIn(f: Fold): PointMap {
  const { axis, c } = f;
  if (axis === 'x') return ([x, y]) => [2 * c - x, y];
  if (axis === 'y') return ([x, y]) => [x, 2 * c - y];
  if (axis === 'd') return ([x, y]) => [y + c, x - c];
  return ([x, y]) => [c - y, c - x];
}

/** The part of a convex polygon where (value - c) * sign <= 0 (Sutherland-Hodgman). */
function clip(poly: readonly Pt[], axis: Axis, c: number, sign: number): Pt[] {
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
  return tidy(out);
}

/** Without repeated or collinear vertices. */
function tidy(poly: readonly Pt[]): Pt[] {
  let pts = poly.filter((p, i) => {
    const q = at(poly, (i + 1) % poly.length);
    return p[0] !== q[0] || p[1] !== q[1];
  });
  for (let changed = true; changed && pts.length > 2; ) {
    changed = false;
    for (let i = 0; i < pts.length; i++) {
      const a = at(pts, (i + pts.length - 1) % pts.length);
      const b = at(pts, i);
      const c = at(pts, (i + 1) % pts.length);
      if ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) === 0) {
        pts = pts.filter((_, j) => j !== i);
        changed = true;
        break;
      }
    }
  }
  return pts;
}

const polyKey = (p: readonly Pt[]) => elKey({ k: 'poly', p });

/** Whether a point is inside a convex polygon (on the boundary counts as inside when `closed`). */
function inside(poly: readonly Pt[], [x, y]: Pt, closed: boolean): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = at(poly, i);
    const b = at(poly, (i + 1) % poly.length);
    const cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
    if (cross === 0) {
      if (!closed) return false;
      continue;
    }
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** Distance from a point to the boundary of a polygon. */
function boundaryDistance(poly: readonly Pt[], [x, y]: Pt): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = at(poly, i);
    const [bx, by] = at(poly, (i + 1) % poly.length);
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

/**
 * All folds of a region in half along a lattice line: the moving half lands exactly on the other.
 * Cached by the vertices in their order (the kept halves follow it), so a figure never depends on
 * what the process drew before.
 */
const foldCache = new Map<string, { fold: Fold; kept: Pt[] }[]>();
const exactKey = (p: readonly Pt[]) => p.map(([x, y]) => `${x},${y}`).join(' ');
function foldsOf(region: readonly Pt[]): { fold: Fold; kept: Pt[] }[] {
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
      const landed = moving.map(reflectIn({ axis, c, move }));
      if (polyKey(landed) === polyKey(kept)) out.push({ fold: { axis, c, move }, kept });
    }
  }
  foldCache.set(exactKey(region), out);
  return out;
}

/** A random fold sequence of `count` folds, with the region after each fold. */
function randomFolds(rng: Rng, count: number, allowDiagonal: boolean): { folds: Fold[]; regions: Pt[][] } {
  for (;;) {
    const folds: Fold[] = [];
    const regions: Pt[][] = [SHEET];
    for (let i = 0; i < count; i++) {
      const options = foldsOf(at(regions, i)).filter(
        ({ fold }) => allowDiagonal || fold.axis === 'x' || fold.axis === 'y',
      );
      if (options.length === 0) break;
      const pick = rng.pick(options);
      folds.push(pick.fold);
      regions.push(pick.kept);
    }
    if (folds.length === count) return { folds, regions };
  }
}

/** Reflect across the folds in reverse order, doubling the marks each time. */
function unfold(marks: readonly El[], folds: readonly Fold[]): El[] {
  let out = [...marks];
  for (const f of [...folds].reverse()) out = [...out, ...out.map((m) => mapEl(m, reflectIn(f)))];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const PAPER = '#e5e7eb';
const GHOST = '#cbd5e1';
const n1 = (v: number) => String(Math.round(v * 10) / 10);

interface View {
  ox: number;
  oy: number;
  s: number;
}
const px = ({ ox, oy, s }: View, [x, y]: Pt) => `${n1(ox + x * s)} ${n1(oy + y * s)}`;
const polyPath = (v: View, p: readonly Pt[]) => `M${p.map((q) => px(v, q)).join('L')}Z`;

/**
 * The outline of a region with polygonal cuts taken out: lattice edges split into unit steps; an
 * edge drawn twice (a cut on the border, two cuts meeting on a fold line) cancels out.
 */
function outline(v: View, polys: readonly (readonly Pt[])[]): string {
  const count = new Map<string, number>();
  for (const poly of polys) {
    for (let i = 0; i < poly.length; i++) {
      const a = at(poly, i);
      const b = at(poly, (i + 1) % poly.length);
      const steps = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
      const dx = (b[0] - a[0]) / steps;
      const dy = (b[1] - a[1]) / steps;
      for (let k = 0; k < steps; k++) {
        const p: Pt = [a[0] + k * dx, a[1] + k * dy];
        const q: Pt = [p[0] + dx, p[1] + dy];
        const key = p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]) ? `${p}|${q}` : `${q}|${p}`;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
    }
  }
  // Join the remaining unit steps into runs along the same line.
  const runs = new Map<string, [number, number, number][]>();
  for (const [key, n] of count) {
    if (n % 2 === 0) continue;
    const [p, q] = key.split('|').map((s) => s.split(',').map(Number)) as [number[], number[]];
    const [x1 = 0, y1 = 0] = p;
    const [x2 = 0, y2 = 0] = q;
    const dir = `${x2 - x1},${y2 - y1}`;
    const line = dir === '1,0' ? y1 : dir === '0,1' ? x1 : dir === '1,1' ? x1 - y1 : x1 + y1;
    const id = `${dir}:${line}`;
    runs.set(id, [...(runs.get(id) ?? []), [x1, y1, x2]]);
  }
  let d = '';
  for (const [id, steps] of runs) {
    const [dx, dy] = (id.split(':')[0] ?? '1,0').split(',').map(Number) as [number, number];
    const order = steps.map(([x, y]) => (dx === 0 ? y : x)).sort((a, b) => a - b);
    const first = at(steps, 0);
    const lineX = (t: number): Pt => (dx === 0 ? [first[0], t] : [t, first[1] + (t - first[0]) * dy]);
    let start = at(order, 0);
    let prev = start;
    for (const t of [...order.slice(1), Number.POSITIVE_INFINITY]) {
      if (t !== prev + 1) {
        d += `M${px(v, lineX(start))}L${px(v, lineX(prev + 1))}`;
        start = t;
      }
      prev = t;
    }
  }
  return `<path d="${d}"/>`;
}

/** A region of paper (grey) with its marks: holes as white circles, cuts taken out of the outline. */
function paperBody(v: View, region: readonly Pt[], marks: readonly El[]): string {
  const cuts = marks.filter((m): m is Extract<El, { k: 'poly' }> => m.k === 'poly').map((m) => m.p);
  const holes = marks.filter((m): m is Extract<El, { k: 'circle' }> => m.k === 'circle');
  const fill = `<path d="${[region, ...cuts].map((p) => polyPath(v, p)).join('')}" fill="${PAPER}" fill-rule="evenodd" stroke="none"/>`;
  const circles = holes
    .map(
      (h) =>
        `<circle cx="${n1(v.ox + h.c[0] * v.s)}" cy="${n1(v.oy + h.c[1] * v.s)}" r="${n1(h.r * v.s)}" fill="#fff"/>`,
    )
    .join('');
  return fill + outline(v, [region, ...cuts]) + circles;
}

/** The two ends of the fold line inside the region. */
function foldEnds(region: readonly Pt[], f: Fold): [Pt, Pt] {
  const on = clip(region, f.axis, f.c, f.move).filter((p) => side(f, p) === 0);
  return [at(on, 0), at(on, on.length - 1)];
}

function centroid(p: readonly Pt[]): Pt {
  return [p.reduce((a, q) => a + q[0], 0) / p.length, p.reduce((a, q) => a + q[1], 0) / p.length];
}

/** The folding steps in a row: each region with its fold line and an arrow, then the marks made. */
function stepsSvg(folds: readonly Fold[], regions: readonly Pt[][], marks: readonly El[]): string {
  const panels = regions.length;
  const cell = panels <= 3 ? 120 : 90;
  const s = (cell - 24) / SIZE;
  let body = '';
  regions.forEach((region, i) => {
    const v: View = { ox: i * cell + 12, oy: 12, s };
    body += `<path d="${polyPath(v, SHEET)}" stroke="${GHOST}" stroke-dasharray="3 3"/>`;
    const last = i === panels - 1;
    body += paperBody(v, region, last ? marks : []);
    if (!last) {
      const f = at(folds, i);
      const [a, b] = foldEnds(region, f);
      body += dashed(v.ox + a[0] * s, v.oy + a[1] * s, v.ox + b[0] * s, v.oy + b[1] * s);
      const from = centroid(clip(region, f.axis, f.c, -f.move));
      const to = reflectIn(f)(from);
      const mid: Pt = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      // a short arrow across the fold line, from the moving half towards where it lands
      const p: Pt = [mid[0] + (from[0] - mid[0]) * 0.6, mid[1] + (from[1] - mid[1]) * 0.6];
      const q: Pt = [mid[0] + (to[0] - mid[0]) * 0.6, mid[1] + (to[1] - mid[1]) * 0.6];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const ux = (q[0] - p[0]) / len;
      const uy = (q[1] - p[1]) / len;
      const h = 0.7;
      const w: Pt = [q[0] - ux * h - uy * h * 0.6, q[1] - uy * h + ux * h * 0.6];
      const w2: Pt = [q[0] - ux * h + uy * h * 0.6, q[1] - uy * h - ux * h * 0.6];
      body += `<path d="M${px(v, p)}L${px(v, q)}"/><path d="M${px(v, w)}L${px(v, q)}L${px(v, w2)}Z" fill="${INK}"/>`;
    }
    if (i > 0) body += `<path d="M${i * cell} 20V${cell - 20}" stroke="#d1d5db"/>`;
  });
  return figure(cell * panels, cell, body, 'Problem figures: folding steps');
}

function sheetSvg(marks: readonly El[], alt: string): string {
  return figure(120, 120, paperBody({ ox: 12, oy: 12, s: 12 }, SHEET, marks), alt);
}

// ---------------------------------------------------------------------------------------------
// Marks

const HOLE_R = 0.45;

/**
 * Up to `count` holes well inside the region: at odd lattice points, or for small regions at the
 * centres of unit cells (both kinds of point stay such points under every fold's reflection).
 */
function randomHoles(rng: Rng, region: readonly Pt[], count: number, fine: boolean): El[] {
  const spots: Pt[] = [];
  const [start, step, margin] = fine ? [0.5, 1, 0.6] : [1, 2, 0.7];
  for (let x = start; x < SIZE; x += step)
    for (let y = start; y < SIZE; y += step)
      if (inside(region, [x, y], false) && boundaryDistance(region, [x, y]) >= margin) spots.push([x, y]);
  for (let tries = 0; ; tries++) {
    const picked = rng.shuffle(spots).slice(0, count);
    const apart = picked.every((p, i) =>
      picked.every((q, j) => j <= i || Math.hypot(p[0] - q[0], p[1] - q[1]) >= 2),
    );
    if (apart || tries > 20)
      return picked.slice(0, apart ? count : 1).map((c) => ({ k: 'circle', c, r: fine ? 0.36 : HOLE_R }));
  }
}

/** Holes at odd lattice points, or (when none fits and `fine` is allowed) at centres of unit cells. */
function holesIn(rng: Rng, region: readonly Pt[], count: number, fine: boolean): El[] {
  const coarse = randomHoles(rng, region, count, false);
  return coarse.length > 0 || !fine ? coarse : randomHoles(rng, region, count, true);
}

/** Cut shapes on the lattice (convex, every edge along a lattice direction). */
const CUTS: readonly Pt[][] = [
  [
    [0, 0],
    [2, 0],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [2, 0],
    [0, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ],
  [
    [0, 0],
    [2, 0],
    [2, 1],
    [0, 1],
  ],
  [
    [1, 0],
    [2, 1],
    [1, 2],
    [0, 1],
  ],
];

/** Sample points that tell lattice polygons apart: one inside each quarter of each unit cell. */
const SAMPLES: Pt[] = [];
for (let x = 0; x < SIZE; x++)
  for (let y = 0; y < SIZE; y++)
    SAMPLES.push([x + 0.5, y + 0.2], [x + 0.8, y + 0.5], [x + 0.5, y + 0.8], [x + 0.2, y + 0.5]);

/** Whether marks overlap each other (or leave the sheet). */
function overlapping(marks: readonly El[]): boolean {
  const polys = marks.filter((m): m is Extract<El, { k: 'poly' }> => m.k === 'poly');
  for (const m of marks) {
    const pts = m.k === 'circle' ? [m.c] : m.p;
    if (pts.some(([x, y]) => x < 0 || y < 0 || x > SIZE || y > SIZE)) return true;
  }
  if (new Set(marks.map(elKey)).size !== marks.length) return true;
  for (const p of SAMPLES) if (polys.filter((m) => inside(m.p, p, false)).length > 1) return true;
  return false;
}

/** The unit lattice steps along the edges of a polygon. */
function steps(poly: readonly Pt[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = at(poly, i);
    const b = at(poly, (i + 1) % poly.length);
    const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
    for (let k = 0; k < n; k++) {
      const p = [a[0] + (k * (b[0] - a[0])) / n, a[1] + (k * (b[1] - a[1])) / n];
      const q = [a[0] + ((k + 1) * (b[0] - a[0])) / n, a[1] + ((k + 1) * (b[1] - a[1])) / n];
      out.push(String(p) < String(q) ? `${p}|${q}` : `${q}|${p}`);
    }
  }
  return out;
}

/** Whether a cut of one set shares an edge or overlaps with a cut of the other. */
function touching(a: readonly El[], b: readonly El[]): boolean {
  const edges = new Set(a.flatMap((m) => (m.k === 'poly' ? steps(m.p) : [])));
  if (b.some((m) => m.k === 'poly' && steps(m.p).some((e) => edges.has(e)))) return true;
  return overlapping([...a, ...b]);
}

/** One or two cuts lying in the folded region, each touching its edge. */
const cutCache = new Map<string, El[]>();
function cutSpots(region: readonly Pt[]): El[] {
  const cached = cutCache.get(polyKey(region));
  if (cached) return cached;
  const spots: El[] = [];
  const turns: PointMap[] = [(p) => p, ([x, y]) => [-y, x], ([x, y]) => [-x, -y], ([x, y]) => [y, -x]];
  for (const shape of CUTS)
    for (const turn of turns)
      for (let dx = -2; dx <= SIZE + 2; dx++)
        for (let dy = -2; dy <= SIZE + 2; dy++) {
          const p = shape.map((q) => turn(q)).map(([x, y]) => [x + dx, y + dy] as Pt);
          if (!p.every((q) => inside(region, q, true))) continue;
          // a cut starts from one edge of the folded paper (touching two edges could cut it in two)
          const touching = p.filter((q) => boundaryDistance(region, q) < 1e-9);
          const oneEdge = region.some((a, i) => {
            const b = at(region, (i + 1) % region.length);
            return touching.every((q) => boundaryDistance([a, b], q) < 1e-9);
          });
          if (touching.length >= 1 && oneEdge) spots.push({ k: 'poly', p });
        }
  cutCache.set(polyKey(region), spots);
  return spots;
}

function randomCuts(rng: Rng, region: readonly Pt[], count: number): El[] {
  const spots = cutSpots(region);
  for (;;) {
    const picked = rng.shuffle(spots).slice(0, count);
    if (!overlapping(picked)) return picked;
  }
}

// ---------------------------------------------------------------------------------------------
// The question

export interface PaperSpec {
  kind: 'holes' | 'cuts';
  folds: [number, number];
  diagonal: boolean;
}

interface Slip {
  marks: El[];
  en: string;
  hi: string;
}

const CENTRE_MIRRORS: PointMap[] = [
  ([x, y]) => [SIZE - x, y],
  ([x, y]) => [x, SIZE - y],
  ([x, y]) => [y, x],
  ([x, y]) => [SIZE - y, SIZE - x],
];

export function paperQuestion(rng: Rng, spec: PaperSpec): GeneratedQuestion {
  for (;;) {
    const k = rng.int(spec.folds[0], spec.folds[1]);
    const { folds, regions } = randomFolds(rng, k, spec.diagonal);
    const region = at(regions, regions.length - 1);
    const made =
      spec.kind === 'holes'
        ? holesIn(rng, region, rng.int(1, k >= 2 ? 2 : 3), k >= 3)
        : randomCuts(rng, region, rng.int(1, 2));
    if (made.length === 0) continue;
    const correct = unfold(made, folds);
    if (overlapping(correct)) continue;
    const key = (ms: readonly El[]) => ms.map(elKey).sort().join('|');

    const ORD = [
      { en: 'first', hi: 'पहला' },
      { en: 'second', hi: 'दूसरा' },
      { en: 'third', hi: 'तीसरा' },
    ];
    // Undoing only some of the folds: the layers of the first folds are forgotten.
    const partials: Slip[] = [];
    for (let j = 1; j <= k; j++) {
      partials.push({
        marks: unfold(made, folds.slice(j)),
        en:
          j === k
            ? 'shows only the marks made, as if the paper were never unfolded'
            : `forgets the layers of the first ${j === 1 ? 'fold' : `${j} folds`}`,
        hi:
          j === k
            ? 'केवल बनाए गए निशान दिखाती है, मानो कागज़ खोला ही न गया हो'
            : `पहले ${j === 1 ? 'मोड़' : `${j} मोड़ों`} की परतों को भूल जाती है`,
      });
    }
    const sameCount: Slip[] = [];
    // Undoing one fold across a wrong line (another line that halves the paper at that step).
    folds.forEach((f, i) => {
      const others = foldsOf(at(regions, i)).filter((o) => o.fold.axis !== f.axis || o.fold.c !== f.c);
      if (others.length === 0) return;
      const wrong = folds.map((g, m) => (m === i ? rng.pick(others).fold : g));
      const ord = at(ORD, i);
      sameCount.push({
        marks: unfold(made, wrong),
        en: `undoes the ${ord.en} fold across the wrong line`,
        hi: `${ord.hi} मोड़ खोलते समय निशानों का प्रतिबिंब गलत रेखा में लेती है`,
      });
    });
    // The right marks placed as if the paper had been folded the other way.
    for (const m of rng.shuffle(CENTRE_MIRRORS).slice(0, 2)) {
      sameCount.push({
        marks: correct.map((e) => mapEl(e, m)),
        en: 'has the right number of marks but in mirrored places (unfolded to the wrong side)',
        hi: 'निशानों की संख्या सही है पर उनके स्थान उलटे हैं (गलत दिशा में खोला गया)',
      });
    }
    const others: Slip[] = [];
    // An extra unfolding along a line that was never folded (only when the copies stay apart).
    const extra = correct.map((e) => mapEl(e, rng.pick(CENTRE_MIRRORS)));
    if (!touching(correct, extra)) {
      others.push({
        marks: [...correct, ...extra],
        en: 'adds marks for a fold that was never made',
        hi: 'ऐसे मोड़ के निशान भी जोड़ती है जो कभी किया ही नहीं गया',
      });
    }
    if (correct.length > 2) {
      const drop = rng.int(0, correct.length - 1);
      others.push({
        marks: correct.filter((_, i) => i !== drop),
        en: 'misses the mark in one layer',
        hi: 'एक परत का निशान छोड़ देती है',
      });
    }
    const [firstPartial, ...restPartials] = rng.shuffle(partials);
    const pool =
      rng.next() < 0.6 && firstPartial
        ? [firstPartial, ...rng.shuffle(sameCount), ...rng.shuffle([...restPartials, ...others])]
        : [...rng.shuffle(sameCount), ...rng.shuffle([...partials, ...others])];
    const slips: Slip[] = distinctCandidates(
      pool,
      (c) => key(c.marks),
      [key(correct)],
      (c) => !overlapping(c.marks),
    );
    if (slips.length < 3) continue;

    const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
      rng,
      correct,
      slips.map((s) => s.marks),
    );
    const options = items.map((ms, i) => sheetSvg(ms, `Answer figure (${at(OPTION_LABELS, i)})`));
    const problem = stepsSvg(folds, regions, made);
    const holes = spec.kind === 'holes';
    const statement = holes
      ? {
          en: `A square sheet of paper is folded along the dashed line${k > 1 ? 's' : ''} in the order shown (the arrow shows which part moves), and then holes are punched as shown in the last figure. How will the sheet look when it is unfolded?`,
          hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखा${k > 1 ? 'ओं' : ''} पर मोड़ा जाता है (तीर बताता है कि कौन-सा भाग मुड़ता है), फिर अंतिम आकृति के अनुसार छेद किए जाते हैं। खोलने पर कागज़ कैसा दिखेगा?`,
        }
      : {
          en: `A square sheet of paper is folded along the dashed line${k > 1 ? 's' : ''} in the order shown (the arrow shows which part moves), and then the shaded paper is cut as shown in the last figure. How will the sheet look when it is unfolded?`,
          hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखा${k > 1 ? 'ओं' : ''} पर मोड़ा जाता है (तीर बताता है कि कौन-सा भाग मुड़ता है), फिर अंतिम आकृति के अनुसार कागज़ काटा जाता है। खोलने पर कागज़ कैसा दिखेगा?`,
        };
    const mark = holes ? { en: 'hole', hi: 'छेद' } : { en: 'cut', hi: 'कटाव' };
    const solution = {
      en: [
        `Unfold in the reverse order. Each unfolding reflects every ${mark.en} made so far in that fold line, so the number of ${mark.en}s doubles with each fold: ${made.length} ${mark.en}${made.length > 1 ? 's' : ''} in the folded paper become ${correct.length} on the open sheet${holes ? '' : ' (a cut that touches a fold line joins its reflection into one larger cut)'}.`,
        `Figure (${answerLetter}) shows the ${mark.en}s exactly at these mirrored places.`,
        ...slips.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        `कागज़ को उलटे क्रम में खोलिए। हर बार खोलने पर अब तक के हर ${mark.hi} का उस मोड़-रेखा में प्रतिबिंब बनता है, इसलिए हर मोड़ के साथ ${mark.hi} दोगुने होते हैं: मुड़े कागज़ के ${made.length} ${mark.hi} खुले कागज़ पर ${correct.length} हो जाते हैं${holes ? '' : ' (मोड़-रेखा को छूने वाला कटाव अपने प्रतिबिंब से मिलकर एक बड़ा कटाव बनाता है)'}।`,
        `आकृति (${answerLetter}) में ${mark.hi} ठीक इन्हीं प्रतिबिंबित स्थानों पर हैं।`,
        ...slips.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    };
    const madeKeys = new Set(made.map(elKey));
    return {
      title: holes ? { en: 'Paper folding', hi: 'कागज़ मोड़ना' } : { en: 'Paper cutting', hi: 'कागज़ काटना' },
      type: 'single',
      statement: { en: `${statement.en}\n\n${problem}`, hi: `${statement.hi}\n\n${problem}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: k === 1 ? 45 : k === 2 ? 60 : 80,
      numbers: [],
      check(): QuestionAnswer {
        // Fold each option's marks forward: a point on the moving side of a fold is reflected onto
        // the staying side. The right sheet has one mark per layer on every mark made.
        const layers = 2 ** folds.length;
        const forward = (p: Pt): Pt =>
          folds.reduce<Pt>((q, f) => (side(f, q) === f.move ? reflectIn(f)(q) : q), p);
        const fits = items.map(
          (ms) =>
            ms.length === made.length * layers &&
            new Set(ms.map(elKey)).size === ms.length &&
            ms.every((m) => madeKeys.has(elKey(mapEl(m, forward)))),
        );
        return { kind: 'choice', correct: fits.flatMap((ok, i) => (ok ? [i] : [])) };
      },
    };
  }
}
