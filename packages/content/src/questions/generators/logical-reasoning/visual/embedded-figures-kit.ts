import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { distinctCandidates, letteredOptions } from './answer-options.js';
import {
  at,
  type El,
  type Fig,
  figKey,
  figure,
  label,
  OPTION_LABELS,
  optionFigure,
  type Pt,
  renderFig,
} from './shapes.js';

/**
 * The shared kit of the group-K visual shapes (non-verbal analogy, pattern recognition, figure
 * series, embedded figures): drawing primitives on the -4..4 grid (tokens, regular polygons,
 * sectors of a square, cells of a grid), problem strips and matrices, and the two ways of asking
 * (figure options or count options) with shuffled, lettered options and a checker hook.
 */

export interface Txt {
  en: string;
  hi: string;
}
export interface Slip extends Txt {
  fig: Fig;
}

const r2 = (v: number) => Math.round(v * 100) / 100 || 0;

/** A regular polygon with n sides around c, radius r, first vertex straight up (turned by `phase` of a step). */
export function polygon(n: number, c: Pt, r: number, fill = false, phase = 0): El {
  const p: Pt[] = Array.from({ length: n }, (_, i) => {
    const t = -Math.PI / 2 + (2 * Math.PI * (i + phase)) / n;
    return [r2(c[0] + r * Math.cos(t)), r2(c[1] + r * Math.sin(t))] as Pt;
  });
  return { k: 'poly', p, fill };
}

export type TokenKind = 'dot' | 'ring' | 'square' | 'triangle';
export const TOKEN_NAMES: Record<TokenKind, Txt> = {
  dot: { en: 'black dot', hi: 'काला बिंदु' },
  ring: { en: 'small circle', hi: 'छोटा वृत्त' },
  square: { en: 'small square', hi: 'छोटा वर्ग' },
  triangle: { en: 'black triangle', hi: 'काला त्रिभुज' },
};

/** The plural of each token, in English and in the Hindi oblique case ("… की संख्या"). */
export const TOKEN_PLURALS: Record<TokenKind, Txt> = {
  dot: { en: 'black dots', hi: 'काले बिंदुओं' },
  ring: { en: 'small circles', hi: 'छोटे वृत्तों' },
  square: { en: 'small squares', hi: 'छोटे वर्गों' },
  triangle: { en: 'black triangles', hi: 'काले त्रिभुजों' },
};

/** A small token centred at c. */
export function token(kind: TokenKind, [cx, cy]: Pt, s = 0.6): El {
  if (kind === 'dot') return { k: 'circle', c: [cx, cy], r: s, fill: true };
  if (kind === 'ring') return { k: 'circle', c: [cx, cy], r: s };
  if (kind === 'square')
    return {
      k: 'poly',
      p: [
        [cx - s, cy - s],
        [cx + s, cy - s],
        [cx + s, cy + s],
        [cx - s, cy + s],
      ],
    };
  return {
    k: 'poly',
    p: [
      [cx, cy - s - 0.1],
      [cx + s + 0.1, cy + s],
      [cx - s - 0.1, cy + s],
    ],
    fill: true,
  };
}

/** The eight places around a frame, clockwise from the top-left corner (also the eight directions). */
export const PLACES: readonly Pt[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
export const mod = (n: number, m: number) => ((n % m) + m) % m;
export const placePt = (i: number, d = 3): Pt => {
  const [x, y] = at(PLACES, mod(i, 8));
  return [x * d, y * d];
};

export const FRAME: El = {
  k: 'poly',
  p: [
    [-4, -4],
    [4, -4],
    [4, 4],
    [-4, 4],
  ],
};

/** An arrow from the centre towards direction d (0..7, clockwise from top-left). */
export function arrow(d: number, len = 2.2): El {
  const [x, y] = at(PLACES, mod(d, 8));
  const r = x !== 0 && y !== 0 ? len * 0.75 : len;
  return {
    k: 'line',
    p: [
      [0, 0],
      [x * r, y * r],
    ],
    arrow: true,
  };
}

/** The square -4..4 cut into 8 triangles from the centre; sector i runs from place i to place i+1. */
export function sectors(shaded: ReadonlySet<number>): Fig {
  return Array.from({ length: 8 }, (_, i) => ({
    k: 'poly' as const,
    p: [[0, 0] as Pt, placePt(i, 4), placePt(i + 1, 4)],
    fill: shaded.has(i),
  }));
}
/** Which sectors of a sector figure are shaded, read from the drawing. */
export const shadedSectors = (fig: Fig): number[] => {
  const keys = new Set(fig.map((el) => figKey([el])));
  return Array.from({ length: 8 }, (_, i) => i).filter((i) =>
    keys.has(figKey([{ k: 'poly', p: [[0, 0], placePt(i, 4), placePt(i + 1, 4)], fill: true }])),
  );
};

/** An n x n grid of cells on -4..4 (row-major index), the shaded ones filled. */
export function grid(n: number, shaded: ReadonlySet<number>): Fig {
  const s = 8 / n;
  return Array.from({ length: n * n }, (_, i) => {
    const x = -4 + (i % n) * s;
    const y = -4 + Math.floor(i / n) * s;
    return {
      k: 'poly' as const,
      p: [
        [r2(x), r2(y)] as Pt,
        [r2(x + s), r2(y)] as Pt,
        [r2(x + s), r2(y + s)] as Pt,
        [r2(x), r2(y + s)] as Pt,
      ],
      fill: shaded.has(i),
    };
  });
}

/** Small tokens of one kind in a row-and-column block inside the frame (counts up to 9). */
export function tokenBlock(kind: TokenKind, count: number, y0 = 0): El[] {
  const cols = Math.min(3, count);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / 3);
    const rows = Math.ceil(count / 3);
    const inRow = row === rows - 1 ? count - 3 * row : cols;
    const col = i % 3;
    return token(kind, [(col - (inRow - 1) / 2) * 1.8, y0 + (row - (rows - 1) / 2) * 1.8], 0.55);
  });
}

/** A row of problem figures (null = the question mark), optionally captioned. */
export function strip(
  figs: readonly (Fig | null)[],
  captions?: readonly string[],
  alt = 'Problem figures',
): string {
  const cell = 76;
  const top = captions ? 16 : 0;
  let body = '';
  figs.forEach((f, i) => {
    const ox = i * cell + cell / 2;
    if (f) body += renderFig(f, { ox, oy: top + cell / 2, scale: 7.5 });
    else {
      body += `<rect x="${i * cell + 8}" y="${top + 8}" width="${cell - 16}" height="${cell - 16}" stroke="#9ca3af" stroke-dasharray="4 3"/>`;
      body += label(ox, top + cell / 2 + 8, '?', 22);
    }
    if (captions) body += label(ox, 12, at(captions, i), 12);
  });
  return figure(cell * figs.length, cell + top, body, alt);
}

/** A 3 x 3 (or r x c) matrix of figures in framed cells, null = the question mark. */
export function matrix(rows: readonly (readonly (Fig | null)[])[]): string {
  const cell = 78;
  let body = '';
  rows.forEach((row, r) => {
    row.forEach((f, c) => {
      const ox = c * cell + cell / 2;
      const oy = r * cell + cell / 2;
      body += `<rect x="${c * cell + 2}" y="${r * cell + 2}" width="${cell - 4}" height="${cell - 4}" stroke="#d1d5db"/>`;
      if (f) body += renderFig(f, { ox, oy, scale: 8 });
      else body += label(ox, oy + 8, '?', 24);
    });
  });
  return figure(
    cell * (rows[0]?.length ?? 3),
    cell * rows.length,
    body,
    'Problem figure: a matrix of figures',
  );
}

interface FigureAsk {
  title: Txt;
  statement: Txt;
  correct: Fig;
  /** Wrong figures, most telling first; the first three distinct ones are used. */
  slips: readonly Slip[];
  /** Keys of figures that must not be options (figures already on show). */
  taken?: readonly string[];
  rule: { en: readonly string[]; hi: readonly string[] };
  seconds: number;
  /** The answer figure rebuilt another way from the givens. */
  recompute: () => Fig;
  card?: (fig: Fig, alt: string) => string;
}

/** A question whose options are figures; undefined when three distinct wrong figures cannot be had. */
export function figureQuestion(rng: Rng, a: FigureAsk): GeneratedQuestion | undefined {
  const chosen = distinctCandidates(a.slips, (s) => figKey(s.fig), [figKey(a.correct), ...(a.taken ?? [])]);
  if (chosen.length < 3) return undefined;
  const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
    rng,
    a.correct,
    chosen.map((s) => s.fig),
  );
  const card = a.card ?? ((f: Fig, alt: string) => optionFigure(f, alt));
  return {
    title: a.title,
    type: 'single',
    statement: a.statement,
    options: items.map((f, i) => card(f, `Answer figure (${at(OPTION_LABELS, i)})`)),
    answer: { kind: 'choice', correct: [correctIndex] },
    solution: {
      en: [
        ...a.rule.en,
        `That is figure (${answerLetter}).`,
        ...chosen.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        ...a.rule.hi,
        `यही आकृति (${answerLetter}) है।`,
        ...chosen.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    },
    expectedSeconds: a.seconds,
    numbers: [],
    check(): QuestionAnswer {
      const want = figKey(a.recompute());
      return { kind: 'choice', correct: items.flatMap((f, i) => (figKey(f) === want ? [i] : [])) };
    },
  };
}

interface TextAsk {
  title: Txt;
  statement: Txt;
  correct: Txt;
  /** Wrong options with the mistake each one models; the first three distinct ones are used. */
  slips: readonly (Txt & { why: Txt })[];
  rule: { en: readonly string[]; hi: readonly string[] };
  seconds: number;
  /** The right option's English text found another way from the givens. */
  recompute: () => string;
  numbers?: number[];
}

/** A question whose options are short texts (counts, figure numbers). */
export function textQuestion(rng: Rng, a: TextAsk): GeneratedQuestion | undefined {
  const chosen = distinctCandidates(a.slips, (s) => s.en, [a.correct.en]);
  if (chosen.length < 3) return undefined;
  const { items, correctIndex, answerLetter, letterOf } = letteredOptions(rng, a.correct, chosen);
  const mistakes = chosen.map((s, i) => ({
    en: `Option (${letterOf(i)}) ${s.why.en}.`,
    hi: `विकल्प (${letterOf(i)}) ${s.why.hi}।`,
  }));
  return {
    title: a.title,
    type: 'single',
    statement: a.statement,
    options: items.map((t) => ({ en: t.en, hi: t.hi })),
    answer: { kind: 'choice', correct: [correctIndex] },
    solution: {
      en: [...a.rule.en, ...mistakes.map((m) => m.en), `**Answer: (${answerLetter}) ${a.correct.en}**`].join(
        '\n\n',
      ),
      hi: [...a.rule.hi, ...mistakes.map((m) => m.hi), `**उत्तर: (${answerLetter}) ${a.correct.hi}**`].join(
        '\n\n',
      ),
    },
    expectedSeconds: a.seconds,
    numbers: a.numbers ?? [],
    check(): QuestionAnswer {
      const want = a.recompute();
      return { kind: 'choice', correct: items.flatMap((t, i) => (t.en === want ? [i] : [])) };
    },
  };
}

/** Retry a builder until it returns a question. */
export function until(make: () => GeneratedQuestion | undefined): GeneratedQuestion {
  for (;;) {
    const q = make();
    if (q) return q;
  }
}

/** A count as an option (the same digits in both languages). */
export const countText = (n: number): Txt => ({ en: String(n), hi: String(n) });
