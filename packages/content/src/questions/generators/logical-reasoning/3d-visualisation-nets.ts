import type { QuestionAnswer } from '@preparena/shared';
import { svgDocument } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { equalFigures } from './dices-geometry.js';

/**
 * Nets of a cube (group M): which sheet cannot / can be folded into a cube (SSC CGL, RRB NTPC,
 * Bank PO) and which cube a lettered net folds into (SSC CGL, Placements). `generate` folds by
 * rolling a cube across the sheet; `check` folds with 3-D vectors (each square's outward normal,
 * turned at every hinge): a sheet is a net when the six normals differ, and a view fits when
 * right = top × front.
 */

export type Cell = readonly [number, number];
export type V3 = [number, number, number];

/** The 11 nets of a cube, as (row, column) squares (local copy: 3d-visualisation.ts keeps them private). */
export const NETS: readonly (readonly Cell[])[] = [
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 0],
    [2, 0],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 0],
    [2, 1],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 0],
    [2, 2],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 0],
    [2, 3],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 1],
    [2, 1],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [0, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [1, 3],
    [2, 1],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [1, 3],
    [2, 2],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [1, 3],
    [2, 3],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 2],
    [1, 3],
    [1, 4],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [2, 2],
    [2, 3],
  ],
];

/** A sheet turned or flipped (one of 8 symmetries), moved to start at (0, 0), squares in reading order. */
export function transformSheet(cells: readonly Cell[], t: number): Cell[] {
  const moved = cells.map(([r, c]) => {
    let [a, b] = [r, c];
    for (let i = 0; i < t % 4; i++) [a, b] = [b, -a];
    return (t >= 4 ? [a, -b] : [a, b]) as Cell;
  });
  const minR = Math.min(...moved.map(([r]) => r));
  const minC = Math.min(...moved.map(([, c]) => c));
  return moved.map(([r, c]) => [r - minR, c - minC] as Cell).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

const sheetKey = (cells: readonly Cell[]) => {
  const keys = [0, 1, 2, 3, 4, 5, 6, 7].map((t) =>
    transformSheet(cells, t)
      .map(([r, c]) => `${r}.${c}`)
      .join(' '),
  );
  return keys.sort()[0] as string;
};

const connected = (cells: readonly Cell[]) => {
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length) {
    const [r, c] = cells[stack.pop() as number] as Cell;
    cells.forEach(([a, b], j) => {
      if (!seen.has(j) && Math.abs(a - r) + Math.abs(b - c) === 1) {
        seen.add(j);
        stack.push(j);
      }
    });
  }
  return seen.size === cells.length;
};

/** Fold by rolling a die across the sheet; the die array (0 top … 5 right) of the face each square lands on. */
export function rollFold(cells: readonly Cell[]): number[] {
  const faceOf: number[] = Array(cells.length).fill(-1);
  const visit = (i: number, o: number[]) => {
    faceOf[i] = o[1] as number;
    const [r, c] = cells[i] as Cell;
    const moves: [number, number, number[]][] = [
      [0, 1, [o[4], o[5], o[2], o[3], o[1], o[0]] as number[]],
      [0, -1, [o[5], o[4], o[2], o[3], o[0], o[1]] as number[]],
      [1, 0, [o[3], o[2], o[0], o[1], o[4], o[5]] as number[]],
      [-1, 0, [o[2], o[3], o[1], o[0], o[4], o[5]] as number[]],
    ];
    for (const [dr, dc, next] of moves) {
      const j = cells.findIndex(([a, b]) => a === r + dr && b === c + dc);
      if (j >= 0 && faceOf[j] === -1) visit(j, next);
    }
  };
  visit(0, [0, 1, 2, 3, 4, 5]);
  return faceOf;
}

/** Fold with vectors: each square's outward normal (printed side out), turned about every hinge. */
export function vectorFold(cells: readonly Cell[]): V3[] {
  const neg = (v: V3): V3 => [-v[0], -v[1], -v[2]];
  const normal: (V3 | undefined)[] = Array(cells.length).fill(undefined);
  const walk = (i: number, n: V3, e: V3, s: V3) => {
    normal[i] = n;
    const [r, c] = cells[i] as Cell;
    const steps: [number, number, V3, V3, V3][] = [
      [0, 1, e, neg(n), s],
      [0, -1, neg(e), n, s],
      [1, 0, s, e, neg(n)],
      [-1, 0, neg(s), e, n],
    ];
    for (const [dr, dc, n2, e2, s2] of steps) {
      const j = cells.findIndex(([a, b]) => a === r + dr && b === c + dc);
      if (j >= 0 && !normal[j]) walk(j, n2, e2, s2);
    }
  };
  walk(0, [0, 0, -1], [1, 0, 0], [0, 1, 0]);
  return normal.map((v) => v ?? [0, 0, 0]);
}

const foldsToCube = (cells: readonly Cell[]) => new Set(vectorFold(cells).map((v) => v.join())).size === 6;

export function sheetSvg(cells: readonly Cell[], labels?: readonly string[]): string {
  const size = 30;
  const rows = Math.max(...cells.map(([r]) => r)) + 1;
  const cols = Math.max(...cells.map(([, c]) => c)) + 1;
  const w = Math.max(170, 20 + cols * size);
  const h = Math.max(110, 20 + rows * size);
  const ox = (w - cols * size) / 2;
  const oy = (h - rows * size) / 2;
  const squares = cells.map(
    ([r, c]) => `<rect x="${ox + c * size}" y="${oy + r * size}" width="${size}" height="${size}"/>`,
  );
  const texts = labels
    ? `<g fill="#1f2937" stroke="none" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle">${cells
        .map(
          ([r, c], i) =>
            `<text x="${ox + c * size + size / 2}" y="${oy + r * size + 21}">${labels[i]}</text>`,
        )
        .join('')}</g>`
    : '';
  return svgDocument(w, h, squares.join('') + texts);
}

/** Sheets of six squares that do not fold into a cube: a net with one square moved. */
function nonNets(rng: Rng, count: number): Cell[][] {
  const out: Cell[][] = [];
  const keys = new Set<string>();
  while (out.length < count) {
    const net = transformSheet(rng.pick(NETS), rng.int(0, 7));
    const i = rng.int(0, 5);
    const rest = net.filter((_, k) => k !== i);
    const [r, c] = rng.pick(rest);
    const [dr, dc] = rng.pick([
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const);
    const cell: Cell = [r + dr, c + dc];
    if (rest.some(([a, b]) => a === cell[0] && b === cell[1])) continue;
    const sheet = transformSheet([...rest, cell], 0);
    const folded = rollFold(sheet);
    if (!connected(sheet) || new Set(folded).size === 6) continue;
    const key = sheetKey(sheet);
    if (keys.has(key)) continue;
    keys.add(key);
    out.push(sheet);
  }
  return out;
}

function validNets(rng: Rng, count: number): Cell[][] {
  return rng
    .shuffle(NETS)
    .slice(0, count)
    .map((n) => transformSheet(n, rng.int(0, 7)));
}

export const LETTERS = ['a', 'b', 'c', 'd'];

function sheetQuestion(rng: Rng, askFolds: boolean) {
  const odd = askFolds ? validNets(rng, 1)[0] : nonNets(rng, 1)[0];
  const rest = askFolds ? nonNets(rng, 3) : validNets(rng, 3);
  const order = rng.shuffle([0, 1, 2, 3]);
  const all = [odd as Cell[], ...rest];
  const sheets = order.map((k) => all[k] as Cell[]);
  const correctIndex = order.indexOf(0);
  const options = equalFigures(
    sheets.map((s) => sheetSvg(s)),
    (i) => `Sheet (${LETTERS[i]})`,
  );
  const L = LETTERS[correctIndex];
  const reason = askFolds
    ? {
        en: `Fold each sheet around one square as the base. In (${L}) every square finds its own face: opposite faces are squares two apart in a straight line (or at the ends of a zigzag), and no two squares land on the same face. In each of the other sheets two squares fold onto the same face (for example, four squares around one square in an L-block, or a row of five), leaving one face open.`,
        hi: `हर आकृति को किसी एक वर्ग को आधार मानकर मोड़िए। (${L}) में हर वर्ग को अपना अलग फलक मिलता है: विपरीत फलक वे वर्ग हैं जो सीधी रेखा में एक वर्ग छोड़कर हों (या टेढ़ी-मेढ़ी पट्टी के सिरों पर), और कोई दो वर्ग एक ही फलक पर नहीं आते। बाकी हर आकृति में दो वर्ग एक ही फलक पर मुड़ते हैं (जैसे किसी वर्ग के चारों ओर L-आकार में चार वर्ग, या पाँच की एक पंक्ति), और एक फलक खुला रह जाता है।`,
      }
    : {
        en: `Fold each sheet around one square as the base. In (${L}) two squares fold onto the same face of the cube (for example, a 2 × 2 block, five squares in a row, or squares that overlap when folded), so one face is left open. Each of the other sheets is one of the 11 nets of a cube: every square lands on a different face.`,
        hi: `हर आकृति को किसी एक वर्ग को आधार मानकर मोड़िए। (${L}) में दो वर्ग घन के एक ही फलक पर मुड़ते हैं (जैसे 2 × 2 का खंड, पाँच वर्गों की पंक्ति, या मोड़ने पर एक-दूसरे पर चढ़ने वाले वर्ग), इसलिए एक फलक खुला रह जाता है। बाकी हर आकृति घन के 11 जालों में से एक है: हर वर्ग अलग फलक पर आता है।`,
      };
  return {
    sheets,
    correctIndex,
    options,
    figure: (lang: 'en' | 'hi') => reason[lang],
    answer: `(${L})`,
  };
}

function sheetGenerator(id: string, askFolds: boolean, difficulty: 'easy' | 'medium'): QuestionGenerator {
  return {
    id,
    topic: '3d-visualisation',
    difficulty,
    count: 40,
    exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
    generate(rng) {
      const q = sheetQuestion(rng, askFolds);
      const desc = q.sheets.map(
        (s, i) => `(${LETTERS[i]}) ${s.map(([r, c]) => `${r + 1}${c + 1}`).join(' ')}`,
      );
      return {
        title: askFolds
          ? { en: 'The sheet that folds into a cube', hi: 'घन में मुड़ने वाली आकृति' }
          : { en: 'The sheet that cannot fold into a cube', hi: 'घन में न मुड़ने वाली आकृति' },
        type: 'single',
        statement: askFolds
          ? {
              en: `Each of the sheets (a)–(d), in order, is made of six equal squares. Only one of them can be folded along the lines to form a closed cube. Which one? (Squares as row-column: ${desc.join('; ')}.)`,
              hi: `क्रम से दी गई आकृतियों (a)–(d) में से प्रत्येक छह समान वर्गों से बनी है। इनमें से केवल एक को रेखाओं पर मोड़कर बंद घन बनाया जा सकता है। कौन-सी? (वर्ग पंक्ति-स्तंभ के रूप में: ${desc.join('; ')}।)`,
            }
          : {
              en: `Each of the sheets (a)–(d), in order, is made of six equal squares. Which one can NOT be folded along the lines to form a closed cube? (Squares as row-column: ${desc.join('; ')}.)`,
              hi: `क्रम से दी गई आकृतियों (a)–(d) में से प्रत्येक छह समान वर्गों से बनी है। इनमें से किसे रेखाओं पर मोड़कर बंद घन नहीं बनाया जा सकता? (वर्ग पंक्ति-स्तंभ के रूप में: ${desc.join('; ')}।)`,
            },
        options: q.options,
        answer: { kind: 'choice', correct: [q.correctIndex] },
        solution: {
          en: [q.figure('en'), `**Answer: ${q.answer}**`].join('\n\n'),
          hi: [q.figure('hi'), `**उत्तर: ${q.answer}**`].join('\n\n'),
        },
        expectedSeconds: askFolds ? 75 : 60,
        numbers: [],
        check(): QuestionAnswer {
          const correct = q.sheets.flatMap((s, i) => (foldsToCube(s) === askFolds ? [i] : []));
          return { kind: 'choice', correct };
        },
      };
    },
  };
}

/** Four sheets of six squares: which one cannot be folded into a cube? */
export const visualisationNotANet = sheetGenerator('3d-visualisation/not-a-net', false, 'easy');
/** Four sheets of six squares: the only one that folds into a cube. */
export const visualisationTheNet = sheetGenerator('3d-visualisation/the-net', true, 'medium');
