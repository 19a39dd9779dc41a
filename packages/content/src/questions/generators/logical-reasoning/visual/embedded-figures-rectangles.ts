import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { countText, type Txt, textQuestion, until } from './embedded-figures-kit.js';
import { at, type Fig, figure, renderFig } from './shapes.js';

/**
 * Embedded figures: counting squares and rectangles hidden in a drawing of grid lines (SSC CGL,
 * SSC CHSL, RRB NTPC, Bank PO, placement papers).
 * - embedded-figures/squares-in-shape: squares of every size in a figure made of two overlapping grids.
 * - embedded-figures/rectangles-in-grid: rectangles in a grid of uneven columns and rows (choose two lines each way).
 * - embedded-figures/rectangles-broken-grid (CAT level): rectangles in a grid whose inner lines stop short.
 * The figure is a set of unit edges. Generation counts rectangles by pairs of corners with every
 * boundary edge drawn; the checker counts them again from the run lengths of drawn edges.
 */

const h = (x: number, y: number) => `h${x},${y}`; // (x, y) to (x + 1, y)
const v = (x: number, y: number) => `v${x},${y}`; // (x, y) to (x, y + 1)

/** Rectangles (w x h in unit cells) whose four sides are drawn, by corner pairs. */
function rectsByCorners(edges: ReadonlySet<string>, W: number, H: number): [number, number][] {
  const out: [number, number][] = [];
  for (let x1 = 0; x1 < W; x1++)
    for (let x2 = x1 + 1; x2 <= W; x2++)
      for (let y1 = 0; y1 < H; y1++)
        for (let y2 = y1 + 1; y2 <= H; y2++) {
          let ok = true;
          for (let x = x1; x < x2 && ok; x++) ok = edges.has(h(x, y1)) && edges.has(h(x, y2));
          for (let y = y1; y < y2 && ok; y++) ok = edges.has(v(x1, y)) && edges.has(v(x2, y));
          if (ok) out.push([x2 - x1, y2 - y1]);
        }
  return out;
}

/** The same count from run lengths: how far drawn edges run right and down from every point. */
function rectsByRuns(edges: ReadonlySet<string>, W: number, H: number, squaresOnly = false): number {
  const right = (x: number, y: number) => {
    let n = 0;
    while (edges.has(h(x + n, y))) n++;
    return n;
  };
  const down = (x: number, y: number) => {
    let n = 0;
    while (edges.has(v(x, y + n))) n++;
    return n;
  };
  let count = 0;
  for (let x = 0; x <= W; x++)
    for (let y = 0; y <= H; y++)
      for (let w = 1; w <= right(x, y); w++)
        for (let d = 1; d <= down(x, y); d++)
          if ((!squaresOnly || w === d) && down(x + w, y) >= d && right(x, y + d) >= w) count++;
  return count;
}

/** Drawing of unit edges, with column and row widths (in grid units) given by xs, ys (cumulative). */
function edgeFigure(edges: ReadonlySet<string>, xs: readonly number[], ys: readonly number[]): string {
  const W = at(xs, xs.length - 1);
  const H = at(ys, ys.length - 1);
  const scale = Math.min(220 / W, 160 / H);
  const fig: Fig = [...edges].map((e) => {
    const [x = 0, y = 0] = e.slice(1).split(',').map(Number);
    return e[0] === 'h'
      ? {
          k: 'line',
          p: [
            [at(xs, x), at(ys, y)],
            [at(xs, x + 1), at(ys, y)],
          ],
        }
      : {
          k: 'line',
          p: [
            [at(xs, x), at(ys, y)],
            [at(xs, x), at(ys, y + 1)],
          ],
        };
  });
  return figure(
    Math.round(W * scale + 40),
    Math.round(H * scale + 40),
    renderFig(fig, { ox: 20, oy: 20, scale }),
    'Figure made of straight lines',
  );
}
const even = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

/** Counts of each size, listed "1 × 2: 4". */
function sizeList(rects: readonly [number, number][]): { en: string; hi: string; groups: number[] } {
  const sizes = [...new Set(rects.map(([w, d]) => `${w} × ${d}`))].sort((a, b) => {
    const [aw = 0, ad = 0] = a.split(' × ').map(Number);
    const [bw = 0, bd = 0] = b.split(' × ').map(Number);
    return aw * ad - bw * bd || aw - bw;
  });
  const groups = sizes.map((s) => rects.filter(([w, d]) => `${w} × ${d}` === s).length);
  const text = sizes.map((s, i) => `${s}: ${at(groups, i)}`).join(', ');
  return { en: text, hi: text, groups };
}

const SQ: Txt = { en: 'squares', hi: 'वर्ग' };
const RECT: Txt = { en: 'rectangles', hi: 'आयत' };

function countSlips(total: number, groups: readonly number[], noun: Txt, extra: (Txt & { why: Txt })[]) {
  return [
    ...extra,
    {
      ...countText(at(groups, 0)),
      why: { en: `counts only the smallest ${noun.en}`, hi: `केवल सबसे छोटे ${noun.hi} गिनता है` },
    },
    {
      ...countText(total - at(groups, groups.length - 1)),
      why: { en: `leaves out the largest ${noun.en}`, hi: `सबसे बड़े ${noun.hi} छोड़ देता है` },
    },
    { ...countText(total - 1), why: { en: 'misses one figure', hi: 'एक आकृति छोड़ देता है' } },
    { ...countText(total + 1), why: { en: 'counts one figure twice', hi: 'एक आकृति को दो बार गिनता है' } },
  ];
}

export const embeddedFiguresSquaresInShape: QuestionGenerator = {
  id: 'embedded-figures/squares-in-shape',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      // two overlapping blocks of unit cells in a 6 x 5 box
      const cells = new Set<string>();
      const blocks = [0, 1].map(() => {
        const w = rng.int(2, 4);
        const d = rng.int(2, 4);
        return [rng.int(0, 6 - w), rng.int(0, 5 - d), w, d] as const;
      });
      for (const [x0, y0, w, d] of blocks)
        for (let x = x0; x < x0 + w; x++) for (let y = y0; y < y0 + d; y++) cells.add(`${x},${y}`);
      const [a, b] = [at(blocks, 0), at(blocks, 1)];
      const overlap = a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
      if (!overlap || cells.size === a[2] * a[3] || cells.size === b[2] * b[3]) return undefined;
      const edges = new Set<string>();
      for (const c of cells) {
        const [x = 0, y = 0] = c.split(',').map(Number);
        for (const e of [h(x, y), h(x, y + 1), v(x, y), v(x + 1, y)]) edges.add(e);
      }
      const squares = rectsByCorners(edges, 6, 5).filter(([w, d]) => w === d);
      const total = squares.length;
      const sizes = sizeList(squares);
      const problem = edgeFigure(edges, even(6), even(5));
      return textQuestion(rng, {
        title: { en: 'Squares in a figure', hi: 'आकृति में वर्ग' },
        statement: {
          en: `How many squares are there in the figure below?\n\n${problem}`,
          hi: `नीचे दी गई आकृति में कितने वर्ग हैं?\n\n${problem}`,
        },
        correct: countText(total),
        slips: countSlips(total, sizes.groups, SQ, [
          {
            ...countText(rectsByCorners(edges, 6, 5).length),
            why: { en: 'counts every rectangle, not only the squares', hi: 'केवल वर्ग नहीं, हर आयत गिनता है' },
          },
        ]),
        rule: {
          en: [
            `The figure has ${cells.size} small squares. Count the squares of each size (in small squares per side), looking for larger squares across the overlap of the two blocks too: ${sizes.en}.`,
            `Total $= ${sizes.groups.join(' + ')} = ${total}$.`,
          ],
          hi: [
            `आकृति में ${cells.size} छोटे वर्ग हैं। हर आकार के वर्ग गिनिए (भुजा पर छोटे वर्गों की संख्या के अनुसार), दोनों खंडों के मेल वाले भाग में बड़े वर्ग भी खोजिए: ${sizes.hi}।`,
            `कुल $= ${sizes.groups.join(' + ')} = ${total}$।`,
          ],
        },
        seconds: 75,
        recompute: () => String(rectsByRuns(edges, 6, 5, true)),
      });
    }),
};

export const embeddedFiguresRectanglesInGrid: QuestionGenerator = {
  id: 'embedded-figures/rectangles-in-grid',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const cols = rng.int(2, 5);
      const rows = rng.int(1, 3);
      const edges = new Set<string>();
      for (let x = 0; x < cols; x++) for (let y = 0; y <= rows; y++) edges.add(h(x, y));
      for (let x = 0; x <= cols; x++) for (let y = 0; y < rows; y++) edges.add(v(x, y));
      // uneven widths and heights make the grid look less regular; the count does not change
      const widths = Array.from({ length: cols }, () => rng.int(2, 4));
      const heights = Array.from({ length: rows }, () => rng.int(2, 3));
      const xs = [0, ...widths.map((_, i) => widths.slice(0, i + 1).reduce((s, w) => s + w, 0))];
      const ys = [0, ...heights.map((_, i) => heights.slice(0, i + 1).reduce((s, w) => s + w, 0))];
      const cv = (cols * (cols + 1)) / 2;
      const cr = (rows * (rows + 1)) / 2;
      const total = cv * cr;
      const problem = edgeFigure(edges, xs, ys);
      return textQuestion(rng, {
        title: { en: 'Rectangles in a grid', hi: 'जाल में आयत' },
        statement: {
          en: `How many rectangles (squares included) are there in the figure below?\n\n${problem}`,
          hi: `नीचे दी गई आकृति में कितने आयत (वर्ग सहित) हैं?\n\n${problem}`,
        },
        correct: countText(total),
        slips: [
          {
            ...countText(cols * rows),
            why: { en: 'counts only the smallest rectangles', hi: 'केवल सबसे छोटे आयत गिनता है' },
          },
          {
            ...countText(cv + cr),
            why: {
              en: 'adds the two choices of lines instead of multiplying them',
              hi: 'रेखाओं के दोनों चुनावों को गुणा करने के बजाय जोड़ता है',
            },
          },
          {
            ...countText(cols * (cols + 1) * rows * (rows + 1)),
            why: {
              en: 'multiplies the line counts without dividing by 2 for each pair',
              hi: 'हर जोड़ी के लिए 2 से भाग दिए बिना रेखाओं की संख्याएँ गुणा करता है',
            },
          },
          {
            ...countText((cols + 1) * (rows + 1)),
            why: {
              en: 'multiplies the numbers of lines instead of the numbers of pairs of lines',
              hi: 'रेखा-जोड़ियों की संख्या के बजाय रेखाओं की संख्या गुणा करता है',
            },
          },
          { ...countText(total - 1), why: { en: 'misses the outer rectangle', hi: 'बाहरी आयत छोड़ देता है' } },
        ],
        rule: {
          en: [
            `A rectangle is fixed by choosing 2 of the ${cols + 1} upright lines and 2 of the ${rows + 1} flat lines.`,
            `$\\binom{${cols + 1}}{2} \\times \\binom{${rows + 1}}{2} = ${cv} \\times ${cr} = ${total}$.`,
          ],
          hi: [
            `एक आयत ${cols + 1} खड़ी रेखाओं में से 2 और ${rows + 1} आड़ी रेखाओं में से 2 चुनकर तय होता है।`,
            `$\\binom{${cols + 1}}{2} \\times \\binom{${rows + 1}}{2} = ${cv} \\times ${cr} = ${total}$।`,
          ],
        },
        seconds: 60,
        recompute: () => String(rectsByRuns(edges, cols, rows)),
      });
    }),
};

/** An inner line from `from` to `to` (unit steps), as edges. */
function innerLine(dir: 'h' | 'v', at0: number, from: number, to: number): string[] {
  return Array.from({ length: to - from }, (_, i) => (dir === 'h' ? h(from + i, at0) : v(at0, from + i)));
}

export const embeddedFiguresRectanglesBrokenGrid: QuestionGenerator = {
  id: 'embedded-figures/rectangles-broken-grid',
  topic: 'embedded-figures',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng: Rng) =>
    until(() => {
      const W = rng.int(3, 4);
      const H = rng.int(3, 4);
      const edges = new Set<string>();
      for (let x = 0; x < W; x++) edges.add(h(x, 0)).add(h(x, H));
      for (let y = 0; y < H; y++) edges.add(v(0, y)).add(v(W, y));
      let broken = 0;
      for (let x = 1; x < W; x++) {
        const full = rng.next() < 0.35;
        const from = full ? 0 : rng.int(0, H - 1);
        const to = full ? H : rng.int(from + 1, from === 0 ? H - 1 : H);
        if (!full) broken++;
        for (const e of innerLine('v', x, from, to)) edges.add(e);
      }
      for (let y = 1; y < H; y++) {
        const full = rng.next() < 0.35;
        const from = full ? 0 : rng.int(0, W - 1);
        const to = full ? W : rng.int(from + 1, from === 0 ? W - 1 : W);
        if (!full) broken++;
        for (const e of innerLine('h', y, from, to)) edges.add(e);
      }
      if (broken < 2) return undefined;
      const rects = rectsByCorners(edges, W, H);
      const total = rects.length;
      if (total < 12 || total > 45) return undefined;
      const sizes = sizeList(rects);
      const full = ((W * (W + 1)) / 2) * ((H * (H + 1)) / 2);
      const squares = rects.filter(([w, d]) => w === d).length;
      const problem = edgeFigure(edges, even(W), even(H));
      return textQuestion(rng, {
        title: { en: 'Rectangles where lines stop short', hi: 'अधूरी रेखाओं वाले आयत' },
        statement: {
          en: `How many rectangles (squares included) are there in the figure below?\n\n${problem}`,
          hi: `नीचे दी गई आकृति में कितने आयत (वर्ग सहित) हैं?\n\n${problem}`,
        },
        correct: countText(total),
        slips: countSlips(total, sizes.groups, RECT, [
          {
            ...countText(full),
            why: {
              en: 'uses the formula for a complete grid, though some inner lines stop short',
              hi: 'पूरे जाल का सूत्र लगाता है, जबकि कुछ भीतरी रेखाएँ बीच में रुक जाती हैं',
            },
          },
          {
            ...countText(total - squares),
            why: { en: 'leaves out the squares', hi: 'वर्गों को छोड़ देता है' },
          },
        ]),
        rule: {
          en: [
            `The grid is ${W} by ${H} small units, but some inner lines stop short, so the formula for a full grid does not apply. A rectangle counts only if all four of its sides are drawn lines.`,
            `Go through the sizes (width × height in small units) one by one: ${sizes.en}.`,
            `Total $= ${sizes.groups.join(' + ')} = ${total}$.`,
          ],
          hi: [
            `जाल ${W} गुणा ${H} छोटी इकाइयों का है, पर कुछ भीतरी रेखाएँ बीच में रुक जाती हैं, इसलिए पूरे जाल का सूत्र नहीं लगता। आयत तभी गिना जाता है जब उसकी चारों भुजाएँ खींची गई रेखाएँ हों।`,
            `हर आकार (चौड़ाई × ऊँचाई, छोटी इकाइयों में) एक-एक कर देखिए: ${sizes.hi}।`,
            `कुल $= ${sizes.groups.join(' + ')} = ${total}$।`,
          ],
        },
        seconds: 210,
        recompute: () => String(rectsByRuns(edges, W, H)),
      });
    }),
};
