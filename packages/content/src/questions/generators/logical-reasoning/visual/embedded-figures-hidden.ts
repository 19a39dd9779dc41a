import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { letteredOptions } from './answer-options.js';
import { until } from './embedded-figures-kit.js';
import { at, byMatrix, DIHEDRAL, type Fig, figure, OPTION_LABELS, renderFig } from './shapes.js';

/**
 * Embedded figures: small figures hidden in one large figure (SSC CGL, RRB NTPC, Bank PO, placement papers).
 * - embedded-figures/part-of-figure: which answer figure is hidden in the problem figure.
 * - embedded-figures/not-part-of-figure: which answer figure is NOT hidden in the problem figure.
 * Figures are unit edges of a 5 x 5 lattice (sides and diagonals of the cells). Hidden pieces keep
 * their size and orientation. Generation builds the pieces by walking along the large figure's
 * lines; the checker searches every shift of every answer figure over the large figure.
 */

type P = readonly [number, number];
const N = 4;
const ek = (a: P, b: P) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
    ? `${a[0]},${a[1]}|${b[0]},${b[1]}`
    : `${b[0]},${b[1]}|${a[0]},${a[1]}`;
function parse(k: string): [P, P] {
  const [a = 0, b = 0, c = 0, d = 0] = k.split(/[|,]/).map(Number);
  return [
    [a, b],
    [c, d],
  ];
}
const mapEdges = (edges: readonly string[], f: (p: P) => P) =>
  edges.map((k) => {
    const [a, b] = parse(k);
    return ek(f(a), f(b));
  });
function normalise(edges: readonly string[]): string[] {
  const pts = edges.flatMap(parse);
  const mx = Math.min(...pts.map((p) => p[0]));
  const my = Math.min(...pts.map((p) => p[1]));
  return mapEdges(edges, ([x, y]) => [x - mx, y - my]).sort();
}
const shapeKey = (edges: readonly string[]) => normalise(edges).join(' ');

/** Straight lattice line from a to b as unit edges. */
function line(a: P, b: P): string[] {
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const dx = (b[0] - a[0]) / n;
  const dy = (b[1] - a[1]) / n;
  return Array.from({ length: n }, (_, i) =>
    ek([a[0] + i * dx, a[1] + i * dy], [a[0] + (i + 1) * dx, a[1] + (i + 1) * dy]),
  );
}
const FRAME = [
  ...line([0, 0], [N, 0]),
  ...line([N, 0], [N, N]),
  ...line([0, N], [N, N]),
  ...line([0, 0], [0, N]),
];
const LINES: readonly (readonly [P, P])[] = [
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
  [
    [0, 0],
    [2, 2],
  ],
  [
    [4, 4],
    [2, 2],
  ],
  [
    [4, 0],
    [2, 2],
  ],
  [
    [0, 4],
    [2, 2],
  ],
  [
    [1, 1],
    [3, 1],
  ],
  [
    [1, 3],
    [3, 3],
  ],
  [
    [1, 1],
    [1, 3],
  ],
  [
    [3, 1],
    [3, 3],
  ],
  [
    [0, 1],
    [1, 0],
  ],
  [
    [3, 4],
    [4, 3],
  ],
];

/** Whether the figure holds the piece at some shift (same size, same orientation). */
function holds(fig: ReadonlySet<string>, piece: readonly string[]): boolean {
  const norm = normalise(piece);
  for (let dx = 0; dx <= N; dx++)
    for (let dy = 0; dy <= N; dy++)
      if (mapEdges(norm, ([x, y]) => [x + dx, y + dy]).every((k) => fig.has(k))) return true;
  return false;
}

/** A random walk of `len` edges along the figure's lines, without repeating an edge. */
function walk(rng: Rng, fig: ReadonlySet<string>, len: number): string[] | undefined {
  const all = [...fig];
  let [p] = parse(rng.pick(all));
  const out: string[] = [];
  for (let i = 0; i < len; i++) {
    const next = all.filter((k) => !out.includes(k) && parse(k).some((q) => q[0] === p[0] && q[1] === p[1]));
    if (next.length === 0) return undefined;
    const k = rng.pick(next);
    out.push(k);
    const [a, b] = parse(k);
    p = a[0] === p[0] && a[1] === p[1] ? b : a;
  }
  return out;
}

/** A piece worth asking about: not a straight line, not symmetric under every turn, at most 3 by 3. */
function goodPiece(piece: readonly string[]): boolean {
  const pts = normalise(piece).flatMap(parse);
  if (Math.max(...pts.flat()) > 3) return false;
  const dirs = new Set(
    piece.map((k) => {
      const [a, b] = parse(k);
      return `${Math.abs(b[0] - a[0])},${b[1] - a[1]}`;
    }),
  );
  return dirs.size >= 2 && new Set(DIHEDRAL.map((m) => shapeKey(mapEdges(piece, byMatrix(m))))).size >= 4;
}

const pieceCard = (piece: readonly string[], alt: string) => {
  const fig: Fig = normalise(piece).map((k) => ({ k: 'line', p: parse(k) }));
  return figure(120, 120, renderFig(fig, { ox: 24, oy: 24, scale: 24 }), alt);
};

function hiddenQuestion(rng: Rng, notHidden: boolean): GeneratedQuestion | undefined {
  const fig = new Set(FRAME);
  for (const [a, b] of rng.shuffle(LINES).slice(0, notHidden ? rng.int(4, 5) : rng.int(3, 4)))
    for (const e of line(a, b)) fig.add(e);
  const len = rng.int(3, 4);
  const inside: string[][] = [];
  const outside: string[][] = [];
  const seen = new Set<string>();
  for (let tries = 0; tries < 200 && (inside.length < 3 || outside.length < 3); tries++) {
    const piece = walk(rng, fig, len);
    if (!piece || !goodPiece(piece) || seen.has(shapeKey(piece))) continue;
    seen.add(shapeKey(piece));
    inside.push(piece);
    // the same piece turned or flipped: the trap of ignoring orientation
    for (const m of rng.shuffle(DIHEDRAL.slice(1))) {
      const turned = normalise(mapEdges(piece, byMatrix(m)));
      if (!seen.has(shapeKey(turned)) && !holds(fig, turned)) {
        seen.add(shapeKey(turned));
        outside.push(turned);
        break;
      }
    }
  }
  if (inside.length < 3 || outside.length < 3) return undefined;
  const right = notHidden ? at(outside, 0) : at(inside, 0);
  const wrong = notHidden ? inside.slice(0, 3) : outside.slice(0, 3);
  const { items, correctIndex, answerLetter } = letteredOptions(rng, right, wrong);
  const s = 34;
  const problem = figure(
    N * s + 40,
    N * s + 40,
    renderFig(
      [...fig].map((k) => ({ k: 'line' as const, p: parse(k) })),
      { ox: 20, oy: 20, scale: s },
    ),
    'Problem figure',
  );
  const others = OPTION_LABELS.slice(0, 4)
    .filter((_, i) => i !== correctIndex)
    .map((l) => `(${l})`)
    .join(', ');
  const solution = notHidden
    ? {
        en: [
          'Trace each answer figure in the problem figure with the same size and the same orientation (it may not be turned or flipped; its lines may be parts of longer lines).',
          `Figures ${others} can all be traced. Figure (${answerLetter}) appears only turned or flipped, which does not count, so it is not hidden in the figure.`,
          `**Answer: (${answerLetter})**`,
        ].join('\n\n'),
        hi: [
          'हर उत्तर आकृति को प्रश्न आकृति में उसी आकार और उसी दिशा में खोजिए (उसे घुमाया या पलटा नहीं जा सकता; उसकी रेखाएँ लंबी रेखाओं का भाग हो सकती हैं)।',
          `आकृतियाँ ${others} सभी मिल जाती हैं। आकृति (${answerLetter}) केवल घुमाई या पलटी हुई दिखती है, जो मान्य नहीं है, इसलिए वह आकृति में छिपी नहीं है।`,
          `**उत्तर: (${answerLetter})**`,
        ].join('\n\n'),
      }
    : {
        en: [
          'Trace each answer figure in the problem figure with the same size and the same orientation (it may not be turned or flipped; its lines may be parts of longer lines).',
          `Only figure (${answerLetter}) can be traced. Figures ${others} appear only turned or flipped, which does not count.`,
          `**Answer: (${answerLetter})**`,
        ].join('\n\n'),
        hi: [
          'हर उत्तर आकृति को प्रश्न आकृति में उसी आकार और उसी दिशा में खोजिए (उसे घुमाया या पलटा नहीं जा सकता; उसकी रेखाएँ लंबी रेखाओं का भाग हो सकती हैं)।',
          `केवल आकृति (${answerLetter}) मिलती है। आकृतियाँ ${others} केवल घुमाई या पलटी हुई दिखती हैं, जो मान्य नहीं है।`,
          `**उत्तर: (${answerLetter})**`,
        ].join('\n\n'),
      };
  return {
    title: notHidden
      ? { en: 'Figure not hidden in the figure', hi: 'आकृति में न छिपी आकृति' }
      : { en: 'Part hidden in the figure', hi: 'आकृति में छिपा भाग' },
    type: 'single',
    statement: notHidden
      ? {
          en: `Which answer figure is NOT hidden in the problem figure (same size, same orientation)?\n\n${problem}`,
          hi: `कौन-सी उत्तर आकृति प्रश्न आकृति में (उसी आकार और उसी दिशा में) छिपी हुई नहीं है?\n\n${problem}`,
        }
      : {
          en: `Which answer figure is hidden in the problem figure (same size, same orientation)?\n\n${problem}`,
          hi: `कौन-सी उत्तर आकृति प्रश्न आकृति में (उसी आकार और उसी दिशा में) छिपी हुई है?\n\n${problem}`,
        },
    options: items.map((p, i) => pieceCard(p, `Answer figure (${at(OPTION_LABELS, i)})`)),
    answer: { kind: 'choice', correct: [correctIndex] },
    solution,
    expectedSeconds: notHidden ? 90 : 75,
    numbers: [],
    check(): QuestionAnswer {
      return {
        kind: 'choice',
        correct: items.flatMap((p, i) => (holds(fig, p) !== notHidden ? [i] : [])),
      };
    },
  };
}

export const embeddedFiguresPartOfFigure: QuestionGenerator = {
  id: 'embedded-figures/part-of-figure',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => until(() => hiddenQuestion(rng, false)),
};

export const embeddedFiguresNotPartOfFigure: QuestionGenerator = {
  id: 'embedded-figures/not-part-of-figure',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) => until(() => hiddenQuestion(rng, true)),
};
