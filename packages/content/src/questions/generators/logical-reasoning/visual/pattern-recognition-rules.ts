import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { figureQuestion, polygon, type Slip, type Txt, until } from './embedded-figures-kit.js';
import { grid3, matrixStatement } from './pattern-recognition-matrix.js';
import { at, type El, type Fig, type Pt } from './shapes.js';

/**
 * Pattern recognition: matrices whose third column is made from the first two, or whose cells
 * follow a row rule and a column rule (SSC CGL, Bank PO, CAT, placement papers).
 * - pattern-recognition/matrix-overlay: the third figure of each row is the first two laid on each other.
 * - pattern-recognition/matrix-which-rule (CAT level): find which of four ways of combining lines the rows follow.
 * - pattern-recognition/matrix-row-column (CAT level): the sides change along the rows and the dots down the columns.
 * The checker rebuilds the missing figure from the shown ones: it tests each combining rule on the
 * first two rows, or searches the steps of sides and dots that fit the eight figures.
 */

/** Twelve lines of a cell: sides of a square, its diagonals and middle lines, and a diamond. */
const S = 3.4;
const LINES: readonly (readonly [Pt, Pt])[] = [
  [
    [-S, -S],
    [S, -S],
  ],
  [
    [S, -S],
    [S, S],
  ],
  [
    [S, S],
    [-S, S],
  ],
  [
    [-S, S],
    [-S, -S],
  ],
  [
    [-S, -S],
    [S, S],
  ],
  [
    [S, -S],
    [-S, S],
  ],
  [
    [0, -S],
    [0, S],
  ],
  [
    [-S, 0],
    [S, 0],
  ],
  [
    [0, -S],
    [S, 0],
  ],
  [
    [S, 0],
    [0, S],
  ],
  [
    [0, S],
    [-S, 0],
  ],
  [
    [-S, 0],
    [0, -S],
  ],
];
const ALL = LINES.map((_, i) => i);
const linesFig = (set: ReadonlySet<number>): Fig =>
  [...set].map((i): El => ({ k: 'line', p: [...at(LINES, i)] }));

type Rule = 'union' | 'xor' | 'common' | 'minus';
const RULES: readonly Rule[] = ['union', 'xor', 'common', 'minus'];
function combine(rule: Rule, a: ReadonlySet<number>, b: ReadonlySet<number>): Set<number> {
  if (rule === 'union') return new Set([...a, ...b]);
  if (rule === 'common') return new Set([...a].filter((i) => b.has(i)));
  if (rule === 'minus') return new Set([...a].filter((i) => !b.has(i)));
  return new Set([...a, ...b].filter((i) => a.has(i) !== b.has(i)));
}
const RULE_TEXT: Record<Rule, Txt> = {
  union: {
    en: 'the third figure is the first two laid on each other: every line of either figure appears',
    hi: 'तीसरी आकृति पहली दो आकृतियों को एक-दूसरे पर रखने से बनती है: दोनों में से किसी भी आकृति की हर रेखा आती है',
  },
  xor: {
    en: 'the first two figures are laid on each other and the lines they share disappear',
    hi: 'पहली दो आकृतियों को एक-दूसरे पर रखा जाता है और दोनों में समान रेखाएँ मिट जाती हैं',
  },
  common: {
    en: 'only the lines the first two figures share are kept',
    hi: 'केवल वे रेखाएँ रहती हैं जो पहली दो आकृतियों में समान हैं',
  },
  minus: {
    en: 'the lines of the second figure are taken away from the first',
    hi: 'पहली आकृति में से दूसरी आकृति की रेखाएँ हटा दी जाती हैं',
  },
};
const RULE_SLIP: Record<Rule, Txt> = {
  union: { en: 'keeps every line of both figures', hi: 'दोनों आकृतियों की हर रेखा रखती है' },
  xor: { en: 'drops the shared lines and keeps the rest', hi: 'समान रेखाएँ हटाकर बाकी रखती है' },
  common: { en: 'keeps only the shared lines', hi: 'केवल समान रेखाएँ रखती है' },
  minus: { en: 'takes the second figure away from the first', hi: 'पहली आकृति में से दूसरी को हटाती है' },
};

function pairs(rng: Rng) {
  return [0, 1, 2].map(() => {
    const [a, b] = [0, 1].map(() => new Set(rng.shuffle(ALL).slice(0, rng.int(3, 5))));
    return [a ?? new Set<number>(), b ?? new Set<number>()] as const;
  });
}

function overlayQuestion(rng: Rng, search: boolean) {
  const rule: Rule = search ? rng.pick(RULES) : 'union';
  const rowsAB = pairs(rng);
  const res = rowsAB.map(([a, b]) => RULES.map((r) => [...combine(r, a, b)].sort().join()));
  // every row: the two figures share a line and also differ; each result is a real figure
  const row = (r: number) => at(rowsAB, r);
  if (rowsAB.some(([a, b]) => [...a].every((i) => !b.has(i)) || [...a].every((i) => b.has(i))))
    return undefined;
  if (rowsAB.some(([a, b]) => combine(rule, a, b).size < 2)) return undefined;
  // with the search, only the true rule may fit the first two rows; the last row tells them apart
  if (search) {
    const fitting = RULES.filter((_, k) =>
      [0, 1].every((x) => at(at(res, x), k) === at(at(res, x), RULES.indexOf(rule))),
    );
    if (fitting.length !== 1) return undefined;
  }
  if (new Set(at(res, 2)).size !== RULES.length) return undefined;
  const cell = (r: number, c: number): Fig => {
    const [a, b] = row(r);
    return linesFig(c === 0 ? a : c === 1 ? b : combine(rule, a, b));
  };
  const { rows, taken } = grid3(cell);
  const [a2, b2] = row(2);
  const want = combine(rule, a2, b2);
  const drop = [...want].find((i) => b2.has(i)) ?? at([...want], 0);
  const slips: Slip[] = [
    ...RULES.filter((r) => r !== rule).map((r) => ({ fig: linesFig(combine(r, a2, b2)), ...RULE_SLIP[r] })),
    {
      fig: linesFig(new Set([...want].filter((i) => i !== drop))),
      en: 'misses one line',
      hi: 'एक रेखा छोड़ देती है',
    },
    {
      fig: linesFig(
        new Set([
          ...want,
          at(
            ALL.filter((i) => !want.has(i) && !a2.has(i) && !b2.has(i)),
            0,
          ),
        ]),
      ),
      en: 'adds a line that is in neither figure',
      hi: 'ऐसी रेखा जोड़ती है जो किसी भी आकृति में नहीं है',
    },
  ];
  const text = RULE_TEXT[rule];
  return figureQuestion(rng, {
    title: search
      ? { en: 'Matrix with a hidden combining rule', hi: 'छिपे संयोजन नियम वाला आव्यूह' }
      : { en: 'Matrix of overlaid figures', hi: 'एक-दूसरे पर रखी आकृतियों का आव्यूह' },
    statement: matrixStatement(rows),
    correct: linesFig(want),
    slips: search ? slips : [at(slips, 4), at(slips, 0), at(slips, 3), at(slips, 1)],
    taken,
    rule: {
      en: [
        ...(search
          ? [
              'Test each way of combining the first two figures of a row (all lines, shared lines dropped, only shared lines, second taken from first) on the first two rows: only one fits both.',
            ]
          : []),
        `In each row ${text.en}.`,
        'Doing the same with the first two figures of the last row gives the missing figure.',
      ],
      hi: [
        ...(search
          ? [
              'पहली दो पंक्तियों पर किसी पंक्ति की पहली दो आकृतियों को जोड़ने का हर तरीका परखिए (सभी रेखाएँ, समान रेखाएँ हटाकर, केवल समान रेखाएँ, पहली में से दूसरी घटाकर): केवल एक तरीका दोनों पंक्तियों पर ठीक बैठता है।',
            ]
          : []),
        `हर पंक्ति में ${text.hi}।`,
        'अंतिम पंक्ति की पहली दो आकृतियों के साथ यही करने पर लुप्त आकृति मिलती है।',
      ],
    },
    seconds: search ? 190 : 75,
    recompute: () => {
      const fits = RULES.find((r) =>
        [0, 1].every((x) => linesKey(cell(x, 2)) === linesKey(linesFig(combine(r, ...row(x))))),
      );
      return fits ? linesFig(combine(fits, a2, b2)) : [];
    },
  });
}
const linesKey = (fig: Fig) =>
  fig
    .map((e) => JSON.stringify(e))
    .sort()
    .join();

export const patternRecognitionMatrixOverlay: QuestionGenerator = {
  id: 'pattern-recognition/matrix-overlay',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => until(() => overlayQuestion(rng, false)),
};

export const patternRecognitionMatrixWhichRule: QuestionGenerator = {
  id: 'pattern-recognition/matrix-which-rule',
  topic: 'pattern-recognition',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) => until(() => overlayQuestion(rng, true)),
};

/** A polygon with white or black dots inside. */
function cellFig(sides: number, dots: number): Fig {
  const rows = Math.ceil(dots / 3);
  return [
    polygon(sides, [0, 0.3], 3.9),
    ...Array.from({ length: dots }, (_, i): El => {
      const row = Math.floor(i / 3);
      const inRow = row === rows - 1 ? dots - 3 * row : 3;
      return {
        k: 'circle',
        c: [((i % 3) - (inRow - 1) / 2) * 1.1, 0.4 + (row - (rows - 1) / 2) * 1.1],
        r: 0.36,
        fill: true,
      };
    }),
  ];
}
const readCell = (fig: Fig) => ({
  sides: fig.reduce((n, e) => (e.k === 'poly' ? e.p.length : n), 0),
  dots: fig.filter((e) => e.k === 'circle').length,
});

export const patternRecognitionMatrixRowColumn: QuestionGenerator = {
  id: 'pattern-recognition/matrix-row-column',
  topic: 'pattern-recognition',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const a = rng.pick([1, -1]);
      const b = rng.pick([1, 2, -1]);
      const sr = [0, 1, 2].map(() => rng.int(3, 7));
      const dc = [0, 1, 2].map(() => rng.int(1, 6));
      const sides = (r: number, c: number) => at(sr, r) + a * c;
      const dots = (r: number, c: number) => at(dc, c) + b * r;
      for (const r of [0, 1, 2])
        for (const c of [0, 1, 2])
          if (sides(r, c) < 3 || sides(r, c) > 8 || dots(r, c) < 1 || dots(r, c) > 7) return undefined;
      if (new Set(sr).size < 2 || new Set(dc).size < 3) return undefined;
      const { rows, taken, shown } = grid3((r, c) => cellFig(sides(r, c), dots(r, c)));
      const [s, d] = [sides(2, 2), dots(2, 2)];
      const slips: Slip[] = [
        {
          fig: cellFig(s, d - b),
          en: 'gets the sides right but does not change the dots down the column',
          hi: 'में भुजाएँ सही हैं पर स्तंभ में नीचे की ओर बिंदु नहीं बदले',
        },
        {
          fig: cellFig(s - a, d),
          en: 'gets the dots right but does not change the sides along the row',
          hi: 'में बिंदु सही हैं पर पंक्ति में भुजाएँ नहीं बदलीं',
        },
        {
          fig: cellFig(s + a, d),
          en: 'changes the sides one step too far',
          hi: 'भुजाओं को एक चरण अधिक बदलती है',
        },
        {
          fig: cellFig(s, d + b),
          en: 'changes the dots one step too far',
          hi: 'बिंदुओं को एक चरण अधिक बदलती है',
        },
        {
          fig: cellFig(s, dots(2, 1) + b),
          en: 'changes the dots along the row instead of down the column',
          hi: 'बिंदुओं को स्तंभ के बजाय पंक्ति के अनुदिश बदलती है',
        },
      ].filter((x) => {
        const c = readCell(x.fig);
        return c.sides >= 3 && c.sides <= 9 && c.dots >= 1 && c.dots <= 9;
      });
      const en = (n: number, noun: string) =>
        `${n > 0 ? 'gains' : 'loses'} ${Math.abs(n)} ${noun}${Math.abs(n) > 1 ? 's' : ''}`;
      const m = (n: number) => Math.abs(n);
      const ws: Txt = {
        en: en(a, 'side'),
        hi: `${m(a)} ${m(a) > 1 ? 'भुजाएँ' : 'भुजा'} ${a > 0 ? 'बढ़ती' : 'घटती'} ${m(a) > 1 ? 'हैं' : 'है'}`,
      };
      const wd: Txt = {
        en: en(b, 'dot'),
        hi: `${m(b)} बिंदु ${m(b) > 1 ? (b > 0 ? 'बढ़ते हैं' : 'घटते हैं') : b > 0 ? 'बढ़ता है' : 'घटता है'}`,
      };
      return figureQuestion(rng, {
        title: { en: 'Matrix with a row rule and a column rule', hi: 'पंक्ति और स्तंभ के नियम वाला आव्यूह' },
        statement: matrixStatement(rows),
        correct: cellFig(s, d),
        slips,
        taken,
        rule: {
          en: [
            'Two things change, each in its own direction; check them separately.',
            `Along each row (left to right) the polygon ${ws.en}; the dots stay the same along a row.`,
            `Down each column the figure ${wd.en}; the sides stay the same down a column.`,
            `So the missing figure has ${s} sides (from its row) and ${d} dots (from its column).`,
          ],
          hi: [
            'दो चीज़ें बदलती हैं, हर एक अपनी दिशा में; दोनों को अलग-अलग जाँचिए।',
            `हर पंक्ति में (बाएँ से दाएँ) बहुभुज की ${ws.hi}; पंक्ति में बिंदु वही रहते हैं।`,
            `हर स्तंभ में नीचे की ओर ${wd.hi}; स्तंभ में भुजाएँ वही रहती हैं।`,
            `इसलिए लुप्त आकृति में ${s} भुजाएँ (अपनी पंक्ति से) और ${d} बिंदु (अपने स्तंभ से) हैं।`,
          ],
        },
        seconds: 180,
        recompute: () => {
          // search the row step of the sides and the column step of the dots that fit all eight figures
          const read = shown.map(readCell);
          for (let x = -3; x <= 3; x++)
            for (let y = -3; y <= 3; y++) {
              const ok = read.every((cell, i) => {
                const [r, c] = [Math.floor(i / 3), i % 3];
                return cell.sides === at(read, r * 3).sides + x * c && cell.dots === at(read, c).dots + y * r;
              });
              if (ok) return cellFig(at(read, 6).sides + 2 * x, at(read, 2).dots + 2 * y);
            }
          return [];
        },
      });
    }),
};
