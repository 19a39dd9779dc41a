import { figureMarkdown, svgDocument } from '../../../figures.js';
import type { Rng } from '../../../random.js';
import { elementAt as at } from '../../shared/list-access.js';

/**
 * The figure model of the visual reasoning generators. A figure is data: polylines (optionally
 * ending in an arrow head), polygons (optionally filled) and circles, on a grid of small numbers
 * (y grows downwards, as in SVG). Transformations (mirror, water image, rotations) act on that data;
 * figures are compared through a canonical key, so "the same figure as drawn" does not depend on
 * the order of elements or of a polygon's vertices. Rendering turns the data into SVG paths.
 */

export type Pt = readonly [number, number];
export type El =
  | { k: 'line'; p: readonly Pt[]; arrow?: boolean }
  | { k: 'poly'; p: readonly Pt[]; fill?: boolean }
  | { k: 'circle'; c: Pt; r: number; fill?: boolean };
export type Fig = readonly El[];
export type PointMap = (p: Pt) => Pt;

export const INK = '#1f2937';
export const OPTION_LABELS = ['1', '2', '3', '4', '5'] as const;

/** The i-th element of a list, which must exist (the visual generators' name for it). */
export { at };

// ---------------------------------------------------------------------------------------------
// Transformations of points (y downwards, so "clockwise" is as seen on screen)

const z = (v: number) => (Object.is(v, -0) ? 0 : v);
export const reflectX: PointMap = ([x, y]) => [z(-x), y]; // mirror on a vertical line
export const reflectY: PointMap = ([x, y]) => [x, z(-y)]; // mirror on a horizontal line (water image)
export const rotate90: PointMap = ([x, y]) => [z(-y), x]; // 90 degrees clockwise on screen
export const rotate180: PointMap = ([x, y]) => [z(-x), z(-y)];
export const rotate270: PointMap = ([x, y]) => [y, z(-x)];
export const identity: PointMap = (p) => p;
export const translate =
  (dx: number, dy: number): PointMap =>
  ([x, y]) => [x + dx, y + dy];

/** The eight symmetries of the square as integer matrices [a, b, c, d]: (x, y) -> (ax + by, cx + dy). */
export const DIHEDRAL: readonly (readonly [number, number, number, number])[] = [
  [1, 0, 0, 1],
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
  [-1, 0, 0, 1],
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [0, -1, -1, 0],
];
export const byMatrix =
  ([a, b, c, d]: readonly [number, number, number, number]): PointMap =>
  ([x, y]) => [z(a * x + b * y), z(c * x + d * y)];

export function mapEl(el: El, f: PointMap): El {
  if (el.k === 'circle') return { ...el, c: f(el.c) };
  return { ...el, p: el.p.map(f) };
}
export const mapFig = (fig: Fig, f: PointMap): Fig => fig.map((el) => mapEl(el, f));

// ---------------------------------------------------------------------------------------------
// Canonical keys: equal keys <=> the same drawing

const ptKey = ([x, y]: Pt) => `${z(x)},${z(y)}`;

export function elKey(el: El): string {
  if (el.k === 'circle') return `c${el.fill ? 'f' : ''}:${ptKey(el.c)}:${el.r}`;
  const pts = el.p.map(ptKey);
  if (el.k === 'line') {
    if (el.arrow) return `a:${pts.join(' ')}`;
    const fwd = pts.join(' ');
    const back = [...pts].reverse().join(' ');
    return `l:${[fwd, back].sort()[0]}`;
  }
  let best = '';
  for (const seq of [pts, [...pts].reverse()]) {
    for (let i = 0; i < seq.length; i++) {
      const s = [...seq.slice(i), ...seq.slice(0, i)].join(' ');
      if (best === '' || s < best) best = s;
    }
  }
  return `p${el.fill ? 'f' : ''}:${best}`;
}

export const figKey = (fig: Fig): string => [...new Set(fig.map(elKey))].sort().join('|');
export const sameFig = (a: Fig, b: Fig) => figKey(a) === figKey(b);

/** Whether every figure in the list is different from every other as drawn. */
export function allDistinct(figs: readonly Fig[]): boolean {
  return new Set(figs.map(figKey)).size === figs.length;
}

/** Whether the figure looks different under every non-trivial symmetry of the square. */
export function isAsymmetric(fig: Fig): boolean {
  const keys = DIHEDRAL.map((m) => figKey(mapFig(fig, byMatrix(m))));
  return new Set(keys).size === DIHEDRAL.length;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const num = (v: number) => String(z(Math.round(v * 10) / 10));

export interface Frame {
  /** Pixel position of the grid origin. */
  ox: number;
  oy: number;
  /** Pixels per grid unit. */
  scale: number;
}

export function renderEl(el: El, { ox, oy, scale }: Frame): string {
  const px = ([x, y]: Pt) => `${num(ox + x * scale)} ${num(oy + y * scale)}`;
  const fill = el.k === 'line' ? '' : ` fill="${el.fill ? INK : '#fff'}"`;
  if (el.k === 'circle') {
    return `<circle cx="${num(ox + el.c[0] * scale)}" cy="${num(oy + el.c[1] * scale)}" r="${num(el.r * scale)}"${fill}/>`;
  }
  const d = `M${el.p.map(px).join('L')}${el.k === 'poly' ? 'Z' : ''}`;
  let out = `<path d="${d}"${fill}/>`;
  if (el.k === 'line' && el.arrow && el.p.length >= 2) {
    const [x1, y1] = at(el.p, el.p.length - 2);
    const [x2, y2] = at(el.p, el.p.length - 1);
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const ex = ox + x2 * scale;
    const ey = oy + y2 * scale;
    const h = Math.max(5, Math.min(8, scale * 0.6));
    const a = `${num(ex - ux * h - uy * h * 0.6)} ${num(ey - uy * h + ux * h * 0.6)}`;
    const b = `${num(ex - ux * h + uy * h * 0.6)} ${num(ey - uy * h - ux * h * 0.6)}`;
    out += `<path d="M${a}L${num(ex)} ${num(ey)}L${b}Z" fill="${INK}"/>`;
  }
  return out;
}

/** The area an element covers (lines cover none), to paint larger shapes first. */
function area(el: El): number {
  if (el.k === 'circle') return Math.PI * el.r * el.r;
  if (el.k === 'line') return 0;
  let s = 0;
  el.p.forEach(([x, y], i) => {
    const [u, v] = at(el.p, (i + 1) % el.p.length);
    s += x * v - u * y;
  });
  return Math.abs(s) / 2;
}

/**
 * SVG elements of a figure in a canonical order (so equal figures render to equal text): larger
 * shapes first, so a small shape on a larger one stays visible (hollow shapes are painted white).
 */
export function renderFig(fig: Fig, frame: Frame): string {
  return [...fig]
    .map((el) => ({ el, key: elKey(el), area: area(el) }))
    .sort((a, b) => b.area - a.area || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ el }) => renderEl(el, frame))
    .join('');
}

/** A dashed line between two pixel points (mirror lines, fold lines). */
export function dashed(x1: number, y1: number, x2: number, y2: number, color = INK): string {
  return `<path d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}" stroke="${color}" stroke-dasharray="5 4"/>`;
}

/** ASCII text in the figure (labels such as M, N or ?), drawn filled without outline. */
export function label(x: number, y: number, text: string, size = 13): string {
  return `<text x="${num(x)}" y="${num(y)}" font-family="sans-serif" font-size="${size}" fill="${INK}" stroke="none" text-anchor="middle">${text}</text>`;
}

/**
 * The Markdown image of an SVG document. The image is base64 text, which could by chance spell
 * a word the text checks reject (e.g. "NaN"); trailing spaces inside the SVG shift the encoding.
 */
export function figure(width: number, height: number, body: string, alt: string): string {
  for (let pad = 0; ; pad++) {
    const md = figureMarkdown(svgDocument(width, height, body + ' '.repeat(pad)), alt);
    if (!/NaN|undefined|Infinity|null/.test(md) || pad > 8) return md;
  }
}

/** A single figure on a 120 x 120 card, grid -4..4 around the centre. */
export function optionFigure(fig: Fig, alt: string, size = 120): string {
  const scale = (size - 24) / 8;
  return figure(size, size, renderFig(fig, { ox: size / 2, oy: size / 2, scale }), alt);
}

/** Shuffle the correct figure among the distractors; returns the order as indices into [correct, ...wrong]. */
export function shuffleOptions<T>(rng: Rng, correct: T, wrong: readonly T[]) {
  const order = rng.shuffle([0, ...wrong.map((_, i) => i + 1)]);
  const all = [correct, ...wrong];
  return { items: order.map((i) => at(all, i)), correctIndex: order.indexOf(0), order };
}

// ---------------------------------------------------------------------------------------------
// Random asymmetric figures: small parts placed in the four quadrants of the grid -4..4

/** Parts drawn in a local box 0..3 x 0..3. */
const PARTS: readonly ((rng: Rng) => El[])[] = [
  // an arrow across the box
  (rng) => {
    const [from, to] = rng.pick<[Pt, Pt]>([
      [
        [0, 3],
        [3, 0],
      ],
      [
        [3, 0],
        [0, 3],
      ],
      [
        [0, 0],
        [3, 3],
      ],
      [
        [3, 3],
        [0, 0],
      ],
      [
        [0, 1.5],
        [3, 1.5],
      ],
      [
        [3, 1.5],
        [0, 1.5],
      ],
      [
        [1.5, 0],
        [1.5, 3],
      ],
      [
        [1.5, 3],
        [1.5, 0],
      ],
    ]);
    return [{ k: 'line', p: [from, to], arrow: true }];
  },
  // a right triangle, filled or not
  (rng) => {
    const corners: Pt[] = [
      [0, 0],
      [3, 0],
      [3, 3],
      [0, 3],
    ];
    const skip = rng.int(0, 3);
    return [{ k: 'poly', p: corners.filter((_, i) => i !== skip), fill: rng.next() < 0.5 }];
  },
  // an L or a Z stroke
  (rng) => {
    const shapes: Pt[][] = [
      [
        [0, 0],
        [0, 3],
        [3, 3],
      ],
      [
        [3, 0],
        [3, 3],
        [0, 3],
      ],
      [
        [0, 0],
        [3, 0],
        [0, 3],
        [3, 3],
      ],
      [
        [0, 0],
        [0, 3],
        [3, 0],
        [3, 3],
      ],
    ];
    return [{ k: 'line', p: rng.pick(shapes) }];
  },
  // a filled dot or a ring, off centre
  (rng) => [
    {
      k: 'circle',
      c: rng.pick<Pt>([
        [1, 1],
        [2, 1],
        [1, 2],
        [2, 2],
      ]),
      r: 0.7,
      fill: rng.next() < 0.6,
    },
  ],
  // a flag on a pole
  (rng) => {
    const left = rng.next() < 0.5;
    const top = rng.next() < 0.5;
    const px = left ? 0.5 : 2.5;
    const fx = left ? 2.5 : 0.5;
    const y0 = top ? 0 : 1.5;
    const y1 = top ? 1.5 : 3;
    return [
      {
        k: 'line',
        p: [
          [px, 0],
          [px, 3],
        ],
      },
      {
        k: 'poly',
        p: [
          [px, y0],
          [fx, (y0 + y1) / 2],
          [px, y1],
        ],
        fill: rng.next() < 0.5,
      },
    ];
  },
  // a small square with one filled half
  (rng) => {
    const d = rng.int(0, 3);
    const sq: Pt[] = [
      [0.5, 0.5],
      [2.5, 0.5],
      [2.5, 2.5],
      [0.5, 2.5],
    ];
    const half = [at(sq, d), at(sq, (d + 1) % 4), at(sq, (d + 2) % 4)];
    return [
      { k: 'poly', p: sq },
      { k: 'poly', p: half, fill: true },
    ];
  },
];

const QUADRANTS: readonly Pt[] = [
  [-3.5, -3.5],
  [0.5, -3.5],
  [-3.5, 0.5],
  [0.5, 0.5],
];

/** A part of a random figure: its elements and the centre of its quadrant. */
export interface Part {
  els: El[];
  centre: Pt;
}

/** A random figure with no symmetry at all (every reflection and rotation looks different), by parts. */
export function randomParts(rng: Rng, count = 3): Part[] {
  for (;;) {
    const quads = rng.shuffle(QUADRANTS).slice(0, count);
    const parts: Part[] = [];
    const used = new Set<number>();
    for (const [qx, qy] of quads) {
      let k = rng.int(0, PARTS.length - 1);
      if (used.has(k)) k = rng.int(0, PARTS.length - 1);
      used.add(k);
      parts.push({
        els: at(PARTS, k)(rng).map((el) => mapEl(el, translate(qx, qy))),
        centre: [qx + 1.5, qy + 1.5],
      });
    }
    if (isAsymmetric(parts.flatMap((p) => p.els))) return parts;
  }
}

export const randomFigure = (rng: Rng, count = 3): Fig => randomParts(rng, count).flatMap((p) => p.els);

/**
 * The image of the parts under `f`, except part `index`, which moves to its image's place without
 * being turned itself (the slip of moving a part but forgetting to flip it).
 */
export function withOnePartUnturned(parts: readonly Part[], f: PointMap, index: number): Fig {
  return parts.flatMap((p, i) => {
    if (i !== index) return mapFig(p.els, f);
    const [tx, ty] = f(p.centre);
    return mapFig(p.els, translate(tx - p.centre[0], ty - p.centre[1]));
  });
}
