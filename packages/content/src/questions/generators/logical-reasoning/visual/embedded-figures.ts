import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { at, byMatrix, DIHEDRAL, figure, OPTION_LABELS } from './shapes.js';

/**
 * Embedded figures. Figures are sets of unit edges on a 5 x 5 lattice of points (0..4), along the
 * sides or the diagonals of the unit cells. The small figure X is a path of a few edges with no
 * symmetry. The correct answer figure hides X (same size, same orientation) among a frame and some
 * long lines; every other answer figure hides a turned or flipped copy of X instead, and is
 * redrawn until X itself cannot be found in it anywhere. `check` searches every answer figure for X
 * at every shift.
 */

type P = readonly [number, number];
const N = 4;

const edgeKey = (a: P, b: P) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
    ? `${a[0]},${a[1]}|${b[0]},${b[1]}`
    : `${b[0]},${b[1]}|${a[0]},${a[1]}`;
function parseEdge(k: string): [P, P] {
  const [a = 0, b = 0, c = 0, d = 0] = k.split(/[|,]/).map(Number);
  return [
    [a, b],
    [c, d],
  ];
}

const DIRS: readonly P[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/** A random path of `len` unit edges (no edge twice), as edge keys. */
function randomPath(rng: Rng, len: number): string[] {
  for (;;) {
    let p: P = [0, 0];
    const edges: string[] = [];
    for (let i = 0; i < len; i++) {
      const [dx, dy] = rng.pick(DIRS);
      const q: P = [p[0] + dx, p[1] + dy];
      const k = edgeKey(p, q);
      if (edges.includes(k)) break;
      edges.push(k);
      p = q;
    }
    if (edges.length === len) return edges;
  }
}

/** Edges moved so that the smallest x and y are 0. */
function normalise(edges: readonly string[]): string[] {
  const pts = edges.flatMap(parseEdge);
  const mx = Math.min(...pts.map((p) => p[0]));
  const my = Math.min(...pts.map((p) => p[1]));
  return edges.map((k) => {
    const [a, b] = parseEdge(k);
    return edgeKey([a[0] - mx, a[1] - my], [b[0] - mx, b[1] - my]);
  });
}
const shapeKey = (edges: readonly string[]) => [...normalise(edges)].sort().join(' ');

function transformEdges(edges: readonly string[], m: (typeof DIHEDRAL)[number]): string[] {
  const f = byMatrix(m);
  return normalise(
    edges.map((k) => {
      const [a, b] = parseEdge(k);
      return edgeKey(f(a), f(b));
    }),
  );
}

const extent = (edges: readonly string[]) => {
  const pts = edges.flatMap(parseEdge);
  return [Math.max(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1]))] as const;
};

/** Every unit edge of a straight lattice line from a to b. */
function lineEdges(a: P, b: P): string[] {
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const dx = (b[0] - a[0]) / n;
  const dy = (b[1] - a[1]) / n;
  return Array.from({ length: n }, (_, i) =>
    edgeKey([a[0] + i * dx, a[1] + i * dy], [a[0] + (i + 1) * dx, a[1] + (i + 1) * dy]),
  );
}

const FRAME_EDGES = [
  ...lineEdges([0, 0], [N, 0]),
  ...lineEdges([N, 0], [N, N]),
  ...lineEdges([0, N], [N, N]),
  ...lineEdges([0, 0], [0, N]),
];

/** Long lines that make the answer figures busy: middle lines, diagonals, lines from corners to mid-sides. */
const NOISE: readonly (readonly [P, P])[] = [
  [
    [0, 2],
    [4, 2],
  ],
  [
    [2, 0],
    [2, 4],
  ],
  [
    [0, 0],
    [4, 4],
  ],
  [
    [0, 4],
    [4, 0],
  ],
  [
    [0, 2],
    [2, 0],
  ],
  [
    [2, 0],
    [4, 2],
  ],
  [
    [4, 2],
    [2, 4],
  ],
  [
    [2, 4],
    [0, 2],
  ],
  [
    [0, 1],
    [4, 1],
  ],
  [
    [0, 3],
    [4, 3],
  ],
  [
    [1, 0],
    [1, 4],
  ],
  [
    [3, 0],
    [3, 4],
  ],
];

/** Whether the edge set contains the shape at some shift. */
function contains(figure: ReadonlySet<string>, shape: readonly string[]): boolean {
  for (let dx = -N; dx <= N; dx++)
    for (let dy = -N; dy <= N; dy++) {
      if (
        shape.every((k) => {
          const [a, b] = parseEdge(k);
          return figure.has(edgeKey([a[0] + dx, a[1] + dy], [b[0] + dx, b[1] + dy]));
        })
      )
        return true;
    }
  return false;
}

const shift = (edges: readonly string[], dx: number, dy: number) =>
  edges.map((k) => {
    const [a, b] = parseEdge(k);
    return edgeKey([a[0] + dx, a[1] + dy], [b[0] + dx, b[1] + dy]);
  });

/** Path data of an edge set, joining edges along the same line into one stroke. */
function pathOf(edges: Iterable<string>, ox: number, oy: number, s: number): string {
  const runs = new Map<string, number[]>();
  for (const k of edges) {
    const [a, b] = parseEdge(k);
    const dir = `${b[0] - a[0]},${b[1] - a[1]}`;
    const line = dir === '1,0' ? a[1] : dir === '0,1' ? a[0] : dir === '1,1' ? a[0] - a[1] : a[0] + a[1];
    const id = `${dir}:${line}`;
    runs.set(id, [...(runs.get(id) ?? []), dir === '0,1' ? a[1] : a[0]]);
  }
  let d = '';
  for (const id of [...runs.keys()].sort()) {
    const [dirText = '1,0', lineText = '0'] = id.split(':');
    const [dx] = dirText.split(',').map(Number) as [number, number];
    const line = Number(lineText);
    const at0 = (t: number): P =>
      dx === 0
        ? [line, t]
        : dirText === '1,0'
          ? [t, line]
          : dirText === '1,1'
            ? [t, t - line]
            : [t, line - t];
    const ts = [...(runs.get(id) ?? [])].sort((u, v) => u - v);
    let start = at(ts, 0);
    let prev = start;
    for (const t of [...ts.slice(1), Number.POSITIVE_INFINITY]) {
      if (t !== prev + 1) {
        const [x1, y1] = at0(start);
        const [x2, y2] = at0(prev + 1);
        d += `M${ox + x1 * s} ${oy + y1 * s}L${ox + x2 * s} ${oy + y2 * s}`;
        start = t;
      }
      prev = t;
    }
  }
  return `<path d="${d}"/>`;
}

function embeddedQuestion(rng: Rng, len: number): GeneratedQuestion {
  for (;;) {
    const x = normalise(randomPath(rng, len));
    const [wx, hx] = extent(x);
    if (wx > 3 || hx > 3 || wx + hx < 3) continue;
    // at least one straight (not slanted) edge, so X cannot be found sliding along crossing diagonals
    if (
      x.every((k) => {
        const [a, b] = parseEdge(k);
        return a[0] !== b[0] && a[1] !== b[1];
      })
    )
      continue;
    // X must look different after every turn and flip
    if (new Set(DIHEDRAL.map((m) => shapeKey(transformEdges(x, m)))).size !== DIHEDRAL.length) continue;

    const build = (shape: readonly string[]): Set<string> | undefined => {
      const [w, h] = extent(shape);
      for (let tries = 0; tries < 30; tries++) {
        const edges = new Set(FRAME_EDGES);
        for (const [a, b] of rng.shuffle(NOISE).slice(0, rng.int(2, 3)))
          for (const e of lineEdges(a, b)) edges.add(e);
        for (const e of shift(shape, rng.int(0, N - w), rng.int(0, N - h))) edges.add(e);
        if (shape === x || !contains(edges, x)) return edges;
      }
      return undefined;
    };
    const correct = build(x);
    if (!correct) continue;
    const wrongShapes = rng.shuffle(DIHEDRAL.slice(1)).map((m) => transformEdges(x, m));
    const wrong: Set<string>[] = [];
    for (const shape of wrongShapes) {
      if (wrong.length === 3) break;
      const fig = build(shape);
      if (fig && !contains(fig, x)) wrong.push(fig);
    }
    if (wrong.length < 3) continue;
    const keys = [correct, ...wrong].map((s) => [...s].sort().join(' '));
    if (new Set(keys).size !== 4) continue;

    const { items, correctIndex } = shuffleFigs(rng, correct, wrong);
    const s = 24;
    const options = items.map((edges, i) =>
      figure(120, 120, pathOf(edges, 12, 12, s), `Answer figure (${at(OPTION_LABELS, i)})`),
    );
    const [w, h] = extent(x);
    const problem = figure(w * s + 40, h * s + 40, pathOf(x, 20, 20, s), 'Figure X');
    const answerLetter = at(OPTION_LABELS, correctIndex);
    const solution = {
      en: [
        'Trace the figure (X) with its exact size and orientation: it may share its lines with longer lines of an answer figure, but it may not be turned or flipped.',
        `Only figure (${answerLetter}) contains it. Each of the other figures contains only a turned or flipped copy of (X), which does not count.`,
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        'आकृति (X) को उसके ठीक उसी आकार और दिशा में खोजिए: उसकी रेखाएँ उत्तर आकृति की लंबी रेखाओं का भाग हो सकती हैं, पर उसे घुमाया या पलटा नहीं जा सकता।',
        `केवल आकृति (${answerLetter}) में यह छिपी है। बाकी आकृतियों में (X) की केवल घुमाई या पलटी हुई प्रति है, जो मान्य नहीं है।`,
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Embedded figure', hi: 'निहित आकृति' },
      type: 'single',
      statement: {
        en: `In which answer figure is the figure (X) hidden, in the same size and the same orientation?\n\n${problem}`,
        hi: `आकृति (X) किस उत्तर आकृति में उसी आकार और उसी दिशा में छिपी हुई है?\n\n${problem}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: len >= 5 ? 75 : 60,
      numbers: [],
      check(): QuestionAnswer {
        return { kind: 'choice', correct: items.flatMap((f, i) => (contains(f, x) ? [i] : [])) };
      },
    };
  }
}

function shuffleFigs(rng: Rng, correct: Set<string>, wrong: Set<string>[]) {
  const all = [correct, ...wrong];
  const order = rng.shuffle(all.map((_, i) => i));
  return { items: order.map((i) => at(all, i)), correctIndex: order.indexOf(0) };
}

export const embeddedFiguresHiddenPath: QuestionGenerator = {
  id: 'embedded-figures/hidden-shape',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => embeddedQuestion(rng, 4),
};

export const embeddedFiguresHiddenLongPath: QuestionGenerator = {
  id: 'embedded-figures/hidden-longer-shape',
  topic: 'embedded-figures',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate: (rng) => embeddedQuestion(rng, 5),
};
