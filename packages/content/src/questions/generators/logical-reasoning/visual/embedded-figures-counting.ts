import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { countText, type Txt, textQuestion, until } from './embedded-figures-kit.js';
import { at, type Fig, figure, type Pt, renderFig } from './shapes.js';

/**
 * Embedded figures: counting the figures hidden in a drawing (SSC CGL, SSC CHSL, RRB NTPC, Bank PO,
 * placement papers).
 * - embedded-figures/triangles-in-fan: a triangle cut by lines from a vertex and lines parallel to the base.
 * - embedded-figures/triangles-in-cells: a rectangle of cells, each cut by one diagonal.
 * (More counting shapes: embedded-figures-lattice.ts, embedded-figures-rectangles.ts.)
 * Triangles are counted by point triples (any two corners on one drawn line) and checked by line
 * triples (three drawn lines meeting pairwise at three points); rectangles by corner pairs and
 * checked by run lengths of drawn edges.
 */

export type Seg = readonly [Pt, Pt];
const EPS = 1e-7;
const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
export const ptKey = (p: Pt) => `${Math.round(p[0] * 1e5)},${Math.round(p[1] * 1e5)}`;
export function onSeg(p: Pt, [a, b]: Seg): boolean {
  if (Math.abs(cross(a, b, p)) > EPS) return false;
  return (
    p[0] >= Math.min(a[0], b[0]) - EPS &&
    p[0] <= Math.max(a[0], b[0]) + EPS &&
    p[1] >= Math.min(a[1], b[1]) - EPS &&
    p[1] <= Math.max(a[1], b[1]) + EPS
  );
}
export function meet([a, b]: Seg, [c, d]: Seg): Pt | undefined {
  const den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
  if (Math.abs(den) < EPS) return undefined;
  const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den;
  const p: Pt = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  return onSeg(p, [a, b]) && onSeg(p, [c, d]) ? p : undefined;
}
const area = (a: Pt, b: Pt, c: Pt) => Math.abs(cross(a, b, c)) / 2;

/** Collinear segments that touch or overlap joined into one line (a drawn straight line is one line). */
export function merged(segs: readonly Seg[]): Seg[] {
  const out: Seg[] = [];
  const pending = [...segs];
  while (pending.length) {
    let [a, b] = pending.shift() as Seg;
    for (let again = true; again; ) {
      again = false;
      for (let i = 0; i < pending.length; i++) {
        const [c, d] = at(pending, i);
        if (Math.abs(cross(a, b, c)) > EPS || Math.abs(cross(a, b, d)) > EPS) continue;
        if (!onSeg(c, [a, b]) && !onSeg(d, [a, b]) && !onSeg(a, [c, d])) continue;
        const pts = [a, b, c, d];
        const dir: Pt = [b[0] - a[0], b[1] - a[1]];
        const t = (p: Pt) => (p[0] - a[0]) * dir[0] + (p[1] - a[1]) * dir[1];
        pts.sort((p, q) => t(p) - t(q));
        a = at(pts, 0);
        b = at(pts, 3);
        pending.splice(i, 1);
        again = true;
        break;
      }
    }
    out.push([a, b]);
  }
  return out;
}

/** Areas of all triangles, found from triples of points pairwise joined by a drawn line. */
export function trianglesByPoints(segs: readonly Seg[]): number[] {
  const pts = new Map<string, Pt>();
  for (const s of segs) for (const p of s) pts.set(ptKey(p), p);
  segs.forEach((s, i) => {
    for (const t of segs.slice(i + 1)) {
      const p = meet(s, t);
      if (p) pts.set(ptKey(p), p);
    }
  });
  const list = [...pts.values()];
  const lines = list.map((p) => segs.flatMap((s, i) => (onSeg(p, s) ? [i] : [])));
  const joined = (i: number, j: number) => at(lines, i).some((l) => at(lines, j).includes(l));
  const areas: number[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      if (!joined(i, j)) continue;
      for (let k = j + 1; k < list.length; k++) {
        if (!joined(i, k) || !joined(j, k)) continue;
        const s = area(at(list, i), at(list, j), at(list, k));
        if (s > EPS) areas.push(Math.round(s * 1000) / 1000);
      }
    }
  return areas;
}

/** The number of triangles, from triples of drawn lines meeting pairwise at three different points. */
export function trianglesByLines(segs: readonly Seg[]): number {
  let n = 0;
  for (let i = 0; i < segs.length; i++)
    for (let j = i + 1; j < segs.length; j++)
      for (let k = j + 1; k < segs.length; k++) {
        const p = meet(at(segs, i), at(segs, j));
        const q = meet(at(segs, i), at(segs, k));
        const r = meet(at(segs, j), at(segs, k));
        if (p && q && r && area(p, q, r) > EPS) n++;
      }
  return n;
}

/** The drawing of a set of segments scaled into a card. */
export function segFigure(segs: readonly Seg[], alt: string): string {
  const xs = segs.flatMap((s) => s.map((p) => p[0]));
  const ys = segs.flatMap((s) => s.map((p) => p[1]));
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  const scale = Math.min(200 / Math.max(w, 1), 150 / Math.max(h, 1));
  const fig: Fig = segs.map((s) => ({ k: 'line', p: [s[0], s[1]] }));
  const width = Math.round(w * scale + 40);
  const height = Math.round(h * scale + 40);
  return figure(
    width,
    height,
    renderFig(fig, { ox: 20 - Math.min(...xs) * scale, oy: 20 - Math.min(...ys) * scale, scale }),
    alt,
  );
}

/** Counts grouped by size, smallest first: the systematic way to count. */
function bySize(areas: readonly number[]): { en: string; hi: string; groups: number[] } {
  const sizes = [...new Set(areas)].sort((a, b) => a - b);
  const groups = sizes.map((s) => areas.filter((a) => a === s).length);
  return {
    groups,
    en: groups.map((g, i) => `size ${i + 1}: ${g}`).join(', '),
    hi: groups.map((g, i) => `आकार ${i + 1}: ${g}`).join(', '),
  };
}

/** Slips of a count by sizes: missing the largest size, only the smallest, one size counted twice. */
function sizeSlips(total: number, groups: readonly number[], noun: Txt) {
  const largest = at(groups, groups.length - 1);
  const middle = groups.length > 2 ? at(groups, 1) : largest;
  return [
    {
      ...countText(total - largest),
      why: { en: `leaves out the largest ${noun.en}`, hi: `सबसे बड़े ${noun.hi} छोड़ देता है` },
    },
    {
      ...countText(at(groups, 0)),
      why: { en: `counts only the smallest ${noun.en}`, hi: `केवल सबसे छोटे ${noun.hi} गिनता है` },
    },
    {
      ...countText(total - middle),
      why: { en: `misses the ${noun.en} of one middle size`, hi: `बीच के एक आकार के ${noun.hi} छोड़ देता है` },
    },
    { ...countText(total + 1), why: { en: 'counts one figure twice', hi: 'एक आकृति को दो बार गिनता है' } },
    { ...countText(total - 1), why: { en: 'misses one figure', hi: 'एक आकृति छोड़ देता है' } },
    { ...countText(total + 2), why: { en: 'counts two figures twice', hi: 'दो आकृतियों को दो बार गिनता है' } },
  ].filter((x) => Number(x.en) >= Math.min(3, total - 1));
}

const TRI: Txt = { en: 'triangles', hi: 'त्रिभुज' };

/** A count of triangles; `formula` replaces the size-by-size count (and its slips) where a formula explains it. */
export function triangleQuestion(
  rng: Rng,
  segs: readonly Seg[],
  title: Txt,
  seconds: number,
  intro: Txt,
  formula?: { slips: (Txt & { why: Txt })[] },
) {
  const areas = trianglesByPoints(segs);
  const total = areas.length;
  const sizes = bySize(areas);
  const steps = formula
    ? { en: [intro.en], hi: [intro.hi] }
    : {
        en: [
          intro.en,
          `Counting triangles size by size, from the smallest up: ${sizes.en}.`,
          `Total $= ${sizes.groups.join(' + ')} = ${total}$.`,
        ],
        hi: [
          intro.hi,
          `त्रिभुजों को आकार के अनुसार, सबसे छोटे से गिनने पर: ${sizes.hi}।`,
          `कुल $= ${sizes.groups.join(' + ')} = ${total}$।`,
        ],
      };
  const problem = segFigure(segs, 'Figure made of straight lines');
  return textQuestion(rng, {
    title,
    statement: {
      en: `How many triangles are there in the figure below?\n\n${problem}`,
      hi: `नीचे दी गई आकृति में कितने त्रिभुज हैं?\n\n${problem}`,
    },
    correct: countText(total),
    slips: formula ? formula.slips : sizeSlips(total, sizes.groups, TRI),
    rule: steps,
    seconds,
    recompute: () => String(trianglesByLines(segs)),
  });
}

export const embeddedFiguresTrianglesInFan: QuestionGenerator = {
  id: 'embedded-figures/triangles-in-fan',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const k = rng.int(1, 5);
      const h = rng.int(0, 3);
      const down = rng.next() < 0.5;
      const W = 6;
      const H = 8;
      const y = (v: number) => (down ? H - v : v);
      const apex: Pt = [rng.pick([0, 1, -1]), y(0)];
      const inner = rng
        .shuffle(Array.from({ length: 2 * W - 1 }, (_, i) => i - W + 1))
        .slice(0, k)
        .sort((a, b) => a - b);
      const feet = [-W, ...inner, W];
      const side = (x: number, v: number): Pt => [apex[0] + (x - apex[0]) * (v / H), y(v)];
      const segs: Seg[] = feet.map((x): Seg => [apex, [x, y(H)]]);
      segs.push([
        [-W, y(H)],
        [W, y(H)],
      ]);
      for (let j = 1; j <= h; j++) {
        const v = (H * j) / (h + 1);
        segs.push([side(-W, v), side(W, v)]);
      }
      const lines = k + 2;
      const per = (lines * (lines - 1)) / 2;
      const small = (k + 1) * (h + 1);
      const slipsF = [
        {
          ...countText(per),
          why: {
            en: 'counts only the triangles standing on one crossing line',
            hi: 'केवल एक आड़ी रेखा पर बने त्रिभुज गिनता है',
          },
        },
        {
          ...countText(small),
          why: { en: 'counts only the smallest pieces', hi: 'केवल सबसे छोटे टुकड़े गिनता है' },
        },
        {
          ...countText(per * h),
          why: { en: 'forgets the triangles standing on the base', hi: 'आधार पर बने त्रिभुज भूल जाता है' },
        },
        {
          ...countText(per * (h + 1) - 1),
          why: { en: 'misses the whole triangle', hi: 'पूरा बड़ा त्रिभुज छोड़ देता है' },
        },
        {
          ...countText((((k + 1) * k) / 2) * (h + 1)),
          why: {
            en: 'leaves the two sides out of the count of lines from the vertex',
            hi: 'शीर्ष से निकली रेखाओं की गिनती में दोनों भुजाएँ छोड़ देता है',
          },
        },
      ].filter((x) => Number(x.en) > 0);
      const q = triangleQuestion(
        rng,
        segs,
        { en: 'Triangles in a divided triangle', hi: 'विभाजित त्रिभुज में त्रिभुज' },
        75,
        {
          en: `From the vertex there are ${lines} lines (the two sides and ${k} inner line${k > 1 ? 's' : ''}); any two of them with one crossing line make a triangle, so ${h === 0 ? 'the base gives' : `each of the ${h + 1} crossing lines (the base included) gives`} $\\binom{${lines}}{2} = ${per}$ triangles: $${per} \\times ${h + 1} = ${per * (h + 1)}$.`,
          hi: `शीर्ष से ${lines} रेखाएँ निकलती हैं (दो भुजाएँ और ${k} भीतरी रेखा${k > 1 ? 'एँ' : ''}); इनमें से कोई दो रेखाएँ किसी एक आड़ी रेखा के साथ त्रिभुज बनाती हैं, इसलिए ${h === 0 ? 'आधार से' : `${h + 1} आड़ी रेखाओं (आधार सहित) में से हर एक से`} $\\binom{${lines}}{2} = ${per}$ त्रिभुज बनते हैं: $${per} \\times ${h + 1} = ${per * (h + 1)}$।`,
        },
        { slips: slipsF },
      );
      return q;
    }),
};

export const embeddedFiguresTrianglesInCells: QuestionGenerator = {
  id: 'embedded-figures/triangles-in-cells',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const rows = rng.int(1, 2);
      const cols = rows === 1 ? rng.int(5, 6) : rng.int(3, 4);
      const s = 3;
      const raw: Seg[] = [];
      for (let r = 0; r <= rows; r++)
        raw.push([
          [0, r * s],
          [cols * s, r * s],
        ]);
      for (let c = 0; c <= cols; c++)
        raw.push([
          [c * s, 0],
          [c * s, rows * s],
        ]);
      const empty = new Set(
        rng.shuffle(Array.from({ length: rows * cols }, (_, i) => i)).slice(0, rng.int(0, 2)),
      );
      const diagonals = rows * cols - empty.size;
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) {
          if (empty.has(r * cols + c)) continue;
          raw.push(
            rng.next() < 0.5
              ? [
                  [c * s, r * s],
                  [(c + 1) * s, (r + 1) * s],
                ]
              : [
                  [(c + 1) * s, r * s],
                  [c * s, (r + 1) * s],
                ],
          );
        }
      const segs = merged(raw);
      return triangleQuestion(
        rng,
        segs,
        { en: 'Triangles in a strip of cells', hi: 'खानों की पट्टी में त्रिभुज' },
        90,
        {
          en: `The figure is a rectangle of ${rows * cols} cells, ${diagonals === rows * cols ? 'each' : `${diagonals} of them`} cut by a diagonal. Where diagonals of neighbouring cells meet in a straight line they form larger triangles too.`,
          hi: `आकृति ${rows * cols} खानों का एक आयत है, ${diagonals === rows * cols ? 'हर खाना एक विकर्ण से कटा है' : `जिनमें से ${diagonals} खाने एक विकर्ण से कटे हैं`}। जहाँ पड़ोसी खानों के विकर्ण एक सीधी रेखा में मिलते हैं, वहाँ बड़े त्रिभुज भी बनते हैं।`,
        },
      );
    }),
};
