import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown, svgDocument } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * 3-D visualisation. Stacks of cubes are given as a top view with the height of each column:
 * `generate` counts with sums and maxima of the grid, `check` builds every unit cube and counts
 * cubes or the squares of their projections. Nets of a cube: `generate` folds a net by rolling a
 * cube over it (the face touching each square is that square's face), `check` folds it with 3-D
 * vectors (each square's outward normal, turned at every hinge) and pairs opposite normals.
 */

// ---------------------------------------------------------------------------------------------
// Stacks given by a height grid

type StackAsk = 'total' | 'fill' | 'front' | 'side' | 'top' | 'hidden';

function heightTable(h: number[][]) {
  const cols = h[0]?.length ?? 0;
  const header = (word: string) =>
    `| ${word} | ${Array.from({ length: cols }, (_, c) => `C${c + 1}`).join(' | ')} |`;
  const rule = `|---|${Array.from({ length: cols }, () => '---|').join('')}`;
  const rows = h.map((row, r) => `| R${r + 1} | ${row.join(' | ')} |`);
  return {
    en: [header('Row'), rule, ...rows].join('\n'),
    hi: [header('पंक्ति'), rule, ...rows].join('\n'),
  };
}

/** Unit cubes of the stack: (row, column, level). */
function unitCubes(h: number[][]): [number, number, number][] {
  const out: [number, number, number][] = [];
  h.forEach((row, r) => {
    row.forEach((height, c) => {
      for (let z = 0; z < height; z++) out.push([r, c, z]);
    });
  });
  return out;
}

/** A stack of cubes from a top view with heights: count cubes, cubes to add, or squares in a view. */
export const visualisationStackedCubes: QuestionGenerator = {
  id: '3d-visualisation/stacked-cubes',
  topic: '3d-visualisation',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const rows = rng.int(2, 4);
    const cols = rng.int(3, 4);
    const maxH = rng.int(3, 5);
    const h = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(0, maxH)));
    // Keep the figure one solid-looking block: the first row's first column is the tallest.
    const top = Math.max(...h.flat(), 1);
    (h[0] as number[])[0] = top;
    const total = h.flat().reduce((a, b) => a + b, 0);
    const colMax = Array.from({ length: cols }, (_, c) => Math.max(...h.map((row) => row[c] ?? 0)));
    const rowMax = h.map((row) => Math.max(...row));
    const filled = h.flat().filter((v) => v > 0).length;
    const values: Record<StackAsk, number> = {
      total,
      fill: rows * cols * top - total,
      front: colMax.reduce((a, b) => a + b, 0),
      side: rowMax.reduce((a, b) => a + b, 0),
      top: filled,
      // A cube is hidden from above when another cube sits on it.
      hidden: total - filled,
    };
    const ask = rng.pick(Object.keys(values).filter((k) => values[k as StackAsk] > 0) as StackAsk[]);
    const answer = values[ask];
    const texts: Record<StackAsk, { en: string; hi: string }> = {
      total: {
        en: 'How many cubes are there in the stack?',
        hi: 'ढेर में कुल कितने घन हैं?',
      },
      fill: {
        en: `How many more cubes are needed to turn the stack into a solid cuboid of ${rows} rows, ${cols} columns and height ${top}?`,
        hi: `इस ढेर को ${rows} पंक्तियों, ${cols} स्तंभों और ${top} ऊँचाई वाले एक ठोस घनाभ में बदलने के लिए और कितने घन चाहिए?`,
      },
      front: {
        en: 'Looking at the stack from the front (along the columns, from the side of the last row), how many squares does the view show?',
        hi: 'ढेर को सामने से (स्तंभों की दिशा में, अंतिम पंक्ति की ओर से) देखने पर दृश्य में कितने वर्ग दिखाई देंगे?',
      },
      side: {
        en: 'Looking at the stack from the right side (along the rows), how many squares does the view show?',
        hi: 'ढेर को दाईं ओर से (पंक्तियों की दिशा में) देखने पर दृश्य में कितने वर्ग दिखाई देंगे?',
      },
      top: {
        en: 'How many cubes have their top face visible when the stack is seen from directly above?',
        hi: 'ढेर को ठीक ऊपर से देखने पर कितने घनों का ऊपरी फलक दिखाई देगा?',
      },
      hidden: {
        en: 'How many cubes have another cube placed directly on top of them?',
        hi: 'कितने घनों के ठीक ऊपर कोई दूसरा घन रखा है?',
      },
    };
    const distractors = rng.shuffle(
      Object.entries(values)
        .filter(([k]) => k !== ask)
        .map(([, v]) => v),
    );
    const { options, correctIndex } = choiceOptions(rng, answer, [
      ...distractors,
      answer + rows,
      answer - cols,
    ]);
    const table = heightTable(h);
    const statement = {
      en: `Identical cubes are stacked on a table in a grid of ${rows} rows and ${cols} columns. The table gives the number of cubes piled up in each place (0 means the place is empty); every cube rests on the table or on another cube.\n\n${table.en}\n\n${texts[ask].en}`,
      hi: `समान घनों को एक मेज़ पर ${rows} पंक्तियों और ${cols} स्तंभों के जाल में एक के ऊपर एक रखा गया है। तालिका बताती है कि प्रत्येक स्थान पर कितने घन रखे हैं (0 का अर्थ है स्थान खाली है); हर घन मेज़ पर या किसी दूसरे घन पर टिका है।\n\n${table.hi}\n\n${texts[ask].hi}`,
    };
    const sumText = `${h.flat().join(' + ')} = ${total}`;
    const how: Record<StackAsk, { en: string; hi: string }> = {
      total: {
        en: `Add the heights: $${sumText}$.`,
        hi: `सभी ऊँचाइयों का योग: $${sumText}$।`,
      },
      fill: {
        en: `The cuboid holds $${rows} \\times ${cols} \\times ${top} = ${rows * cols * top}$ cubes and the stack has $${sumText}$, so $${rows * cols * top} - ${total} = ${answer}$ more are needed.`,
        hi: `घनाभ में $${rows} \\times ${cols} \\times ${top} = ${rows * cols * top}$ घन होंगे और ढेर में $${sumText}$ हैं, अतः $${rows * cols * top} - ${total} = ${answer}$ घन और चाहिए।`,
      },
      front: {
        en: `From the front each column shows as tall as its tallest pile: $${colMax.join(' + ')} = ${answer}$ squares.`,
        hi: `सामने से प्रत्येक स्तंभ अपने सबसे ऊँचे ढेर जितना ऊँचा दिखता है: $${colMax.join(' + ')} = ${answer}$ वर्ग।`,
      },
      side: {
        en: `From the side each row shows as tall as its tallest pile: $${rowMax.join(' + ')} = ${answer}$ squares.`,
        hi: `बगल से प्रत्येक पंक्ति अपने सबसे ऊँचे ढेर जितनी ऊँची दिखती है: $${rowMax.join(' + ')} = ${answer}$ वर्ग।`,
      },
      top: {
        en: `From above only the top cube of each non-empty place is seen: ${answer} places are not empty.`,
        hi: `ऊपर से प्रत्येक भरे स्थान का केवल सबसे ऊपरी घन दिखता है: ${answer} स्थान खाली नहीं हैं।`,
      },
      hidden: {
        en: `There are $${sumText}$ cubes; the top cube of each of the ${filled} non-empty places has nothing on it, so $${total} - ${filled} = ${answer}$.`,
        hi: `कुल $${sumText}$ घन हैं; ${filled} भरे स्थानों में से प्रत्येक के सबसे ऊपरी घन पर कुछ नहीं है, अतः $${total} - ${filled} = ${answer}$।`,
      },
    };
    return {
      title: { en: 'Counting cubes in a stack', hi: 'ढेर में घनों की गिनती' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [how[ask].en, `**Answer: ${answer}**`].join('\n\n'),
        hi: [how[ask].hi, `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [rows, cols],
      check(): QuestionAnswer {
        const cubes = unitCubes(h);
        const key = (a: number, b: number) => `${a},${b}`;
        const has = new Set(cubes.map(([r, c, z]) => `${r},${c},${z}`));
        let got: number;
        if (ask === 'total') got = cubes.length;
        else if (ask === 'fill') {
          const height = Math.max(...cubes.map(([, , z]) => z + 1));
          got = 0;
          for (let r = 0; r < rows; r++)
            for (let c = 0; c < cols; c++)
              for (let z = 0; z < height; z++) if (!has.has(`${r},${c},${z}`)) got++;
        } else if (ask === 'front') got = new Set(cubes.map(([, c, z]) => key(c, z))).size;
        else if (ask === 'side') got = new Set(cubes.map(([r, , z]) => key(r, z))).size;
        else if (ask === 'top') got = new Set(cubes.map(([r, c]) => key(r, c))).size;
        else got = cubes.filter(([r, c, z]) => has.has(`${r},${c},${z + 1}`)).length;
        return { kind: 'choice', correct: [options.indexOf(String(got))] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Nets of a cube

/** The 11 nets of a cube, as (row, column) squares. */
const NETS: readonly (readonly [number, number][])[] = [
  // A row of four with one square above and one below.
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
  // Two, three and one.
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
  // Three and three; two, two and two.
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

/** A net turned or flipped (one of 8 symmetries), moved to start at (0, 0). */
function transformNet(net: readonly [number, number][], t: number): [number, number][] {
  const moved = net.map(([r, c]) => {
    let [a, b] = [r, c];
    for (let i = 0; i < t % 4; i++) [a, b] = [b, -a];
    return (t >= 4 ? [a, -b] : [a, b]) as [number, number];
  });
  const minR = Math.min(...moved.map(([r]) => r));
  const minC = Math.min(...moved.map(([, c]) => c));
  return moved.map(([r, c]) => [r - minR, c - minC]);
}

/** Fold by rolling: the cube starts on square 0 and rolls across the net; positions as in dice. */
function foldByRolling(net: readonly [number, number][]): number[] {
  // Positions: 0 top, 1 bottom, 2 south (next row), 3 north, 4 west, 5 east.
  const faceOf: number[] = Array(net.length).fill(-1);
  const start = [0, 1, 2, 3, 4, 5]; // orientation[position] = the cube face now in that position
  const visit = (i: number, o: number[]) => {
    faceOf[i] = o[1] as number;
    const [r, c] = net[i] as [number, number];
    const moves: [number, number, number[]][] = [
      [0, 1, [o[4], o[5], o[2], o[3], o[1], o[0]] as number[]], // east: east face goes down
      [0, -1, [o[5], o[4], o[2], o[3], o[0], o[1]] as number[]], // west
      [1, 0, [o[3], o[2], o[0], o[1], o[4], o[5]] as number[]], // south
      [-1, 0, [o[2], o[3], o[1], o[0], o[4], o[5]] as number[]], // north
    ];
    for (const [dr, dc, next] of moves) {
      const j = net.findIndex(([a, b]) => a === r + dr && b === c + dc);
      if (j >= 0 && faceOf[j] === -1) visit(j, next);
    }
  };
  visit(0, start);
  return faceOf;
}

/** Fold with vectors: each square's outward normal, turned about the hinge at every step. */
function foldByVectors(net: readonly [number, number][]): [number, number, number][] {
  type V = [number, number, number];
  const neg = (v: V): V => [-v[0], -v[1], -v[2]];
  const normal: (V | undefined)[] = Array(net.length).fill(undefined);
  const walk = (i: number, n: V, e: V, s: V) => {
    normal[i] = n;
    const [r, c] = net[i] as [number, number];
    const steps: [number, number, V, V, V][] = [
      [0, 1, e, neg(n), s], // across the east edge the square folds up: its normal is the old east
      [0, -1, neg(e), n, s],
      [1, 0, s, e, neg(n)],
      [-1, 0, neg(s), e, n],
    ];
    for (const [dr, dc, n2, e2, s2] of steps) {
      const j = net.findIndex(([a, b]) => a === r + dr && b === c + dc);
      if (j >= 0 && !normal[j]) walk(j, n2, e2, s2);
    }
  };
  walk(0, [0, 0, -1], [1, 0, 0], [0, 1, 0]);
  return normal.map((v) => v ?? [0, 0, 0]);
}

function netFigure(net: readonly [number, number][], labels: readonly string[]): string {
  const size = 36;
  const rows = Math.max(...net.map(([r]) => r)) + 1;
  const cols = Math.max(...net.map(([, c]) => c)) + 1;
  const squares = net.map(
    ([r, c]) => `<rect x="${10 + c * size}" y="${10 + r * size}" width="${size}" height="${size}"/>`,
  );
  const texts = net.map(
    ([r, c], i) => `<text x="${10 + c * size + size / 2}" y="${10 + r * size + 25}">${labels[i]}</text>`,
  );
  return svgDocument(
    20 + cols * size,
    20 + rows * size,
    `${squares.join('')}<g fill="#1f2937" stroke="none" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle">${texts.join('')}</g>`,
  );
}

const NET_LABELS: readonly (readonly string[])[] = [
  ['1', '2', '3', '4', '5', '6'],
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['P', 'Q', 'R', 'S', 'T', 'U'],
  ['G', 'H', 'J', 'K', 'L', 'M'],
];

/** The net of a cube: which face is opposite a given one, or which pair lies opposite. */
export const visualisationCubeNet: QuestionGenerator = {
  id: '3d-visualisation/cube-net',
  topic: '3d-visualisation',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const base = rng.pick(NETS);
    const net = transformNet(base, rng.int(0, 7));
    const labels = rng.shuffle(rng.pick(NET_LABELS));
    const faces = foldByRolling(net);
    const oppositeOf = (i: number) => faces.indexOf((faces[i] as number) ^ 1);
    const figure = figureMarkdown(
      netFigure(net, labels),
      'Net of a cube with a letter or number on each square',
    );
    const askPair = rng.next() < 0.35;
    const lab = (i: number) => labels[i] as string;
    let options: string[];
    let answerText: string;
    let statement: { en: string; hi: string };
    let x = 0;
    if (!askPair) {
      x = rng.int(0, 5);
      answerText = lab(oppositeOf(x));
      const others = rng.shuffle(labels.filter((l) => l !== lab(x) && l !== answerText));
      options = rng.shuffle([answerText, ...others.slice(0, 3)]);
      statement = {
        en: `The sheet below is folded to form a cube.\n\n${figure}\n\nWhich face will be opposite the face marked ${lab(x)}?`,
        hi: `नीचे दी गई आकृति को मोड़कर एक घन बनाया जाता है।\n\n${figure}\n\n${lab(x)} वाले फलक के विपरीत कौन-सा फलक होगा?`,
      };
    } else {
      const pairText = (a: number, b: number) => [lab(a), lab(b)].sort().join(' and ');
      const i = rng.int(0, 5);
      answerText = pairText(i, oppositeOf(i));
      const wrong: string[] = [];
      for (const a of rng.shuffle([0, 1, 2, 3, 4, 5]))
        for (const b of rng.shuffle([0, 1, 2, 3, 4, 5])) {
          const t = pairText(a, b);
          if (a < b && b !== oppositeOf(a) && !wrong.includes(t)) wrong.push(t);
        }
      options = rng.shuffle([answerText, ...wrong.slice(0, 3)]);
      statement = {
        en: `The sheet below is folded to form a cube.\n\n${figure}\n\nWhich of the following pairs of faces will be opposite each other?`,
        hi: `नीचे दी गई आकृति को मोड़कर एक घन बनाया जाता है।\n\n${figure}\n\nनिम्नलिखित में से कौन-सा फलकों का जोड़ा एक-दूसरे के विपरीत होगा?`,
      };
    }
    const correctIndex = options.indexOf(answerText);
    // The solution lists all three opposite pairs, found by the "one square apart in a line" idea.
    const pairs: string[] = [];
    for (let i = 0; i < 6; i++) if (i < oppositeOf(i)) pairs.push(`${lab(i)}–${lab(oppositeOf(i))}`);
    const hiOptions = options.map((o) => o.replace(' and ', ' और '));
    return {
      title: { en: 'Folding a net into a cube', hi: 'आकृति को मोड़कर घन बनाना' },
      type: 'single',
      statement,
      options: options.map((o, k) => ({ en: o, hi: hiOptions[k] as string })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Fold the net around one square taken as the base: squares that touch the base become its four side faces, and a square two steps away in a straight line (with one square between) becomes the face opposite. Rolling the cube over the net square by square gives the same result.',
          `Opposite pairs: ${pairs.join(', ')}.`,
          `**Answer: ${answerText}**`,
        ].join('\n\n'),
        hi: [
          'किसी एक वर्ग को आधार मानकर आकृति को मोड़िए: आधार से सटे वर्ग उसके चार पार्श्व फलक बनते हैं, और सीधी रेखा में बीच में एक वर्ग छोड़कर आने वाला वर्ग उसके विपरीत फलक बनता है। घन को आकृति पर एक-एक वर्ग लुढ़काने से भी यही परिणाम मिलता है।',
          `विपरीत जोड़े: ${pairs.join(', ')}।`,
          `**उत्तर: ${answerText.replace(' and ', ' और ')}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [],
      check(): QuestionAnswer {
        const normals = foldByVectors(net);
        const opposite = (a: number, b: number) => {
          const [u, v] = [normals[a], normals[b]];
          return !!u && !!v && u[0] + v[0] === 0 && u[1] + v[1] === 0 && u[2] + v[2] === 0;
        };
        const correct = options.flatMap((o, k) => {
          if (!askPair) {
            const j = labels.indexOf(o);
            return opposite(x, j) ? [k] : [];
          }
          const [a, b] = o.split(' and ').map((l) => labels.indexOf(l));
          return opposite(a as number, b as number) ? [k] : [];
        });
        return { kind: 'choice', correct };
      },
    };
  },
};
