import type { QuestionGenerator } from '../../../generator.js';
import {
  meet,
  merged,
  onSeg,
  ptKey,
  type Seg,
  segFigure,
  triangleQuestion,
  trianglesByPoints,
} from './embedded-figures-counting.js';
import { countText, textQuestion, until } from './embedded-figures-kit.js';

/**
 * Embedded figures in a square crossed by chords (SSC CGL, RRB NTPC, Bank PO, CAT, placement papers).
 * - embedded-figures/triangles-in-lattice (CAT level): triangles in a square crossed by four or five chords.
 * - embedded-figures/straight-lines: the fewest straight lines that draw such a figure.
 * Triangles are counted by point triples and checked by line triples (embedded-figures-counting.ts);
 * lines are counted as merged segments and checked by their directions and offsets.
 */

/** Chords of the square 0..4 x 0..4 (the frame is always drawn). */
const SQUARE: readonly Seg[] = [
  [
    [0, 0],
    [4, 0],
  ],
  [
    [4, 0],
    [4, 4],
  ],
  [
    [4, 4],
    [0, 4],
  ],
  [
    [0, 4],
    [0, 0],
  ],
];
const CHORDS: readonly Seg[] = [
  [
    [0, 0],
    [4, 4],
  ],
  [
    [4, 0],
    [0, 4],
  ],
  [
    [2, 0],
    [2, 4],
  ],
  [
    [0, 2],
    [4, 2],
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
    [0, 2],
    [2, 0],
  ],
  [
    [0, 0],
    [4, 2],
  ],
  [
    [0, 0],
    [2, 4],
  ],
  [
    [4, 0],
    [0, 2],
  ],
  [
    [4, 0],
    [2, 4],
  ],
  [
    [0, 4],
    [2, 0],
  ],
  [
    [0, 4],
    [4, 2],
  ],
  [
    [4, 4],
    [2, 0],
  ],
  [
    [4, 4],
    [0, 2],
  ],
];
const scaled = (segs: readonly Seg[], k: number): Seg[] =>
  segs.map(([a, b]) => [
    [a[0] * k, a[1] * k],
    [b[0] * k, b[1] * k],
  ]);

export const embeddedFiguresTrianglesInLattice: QuestionGenerator = {
  id: 'embedded-figures/triangles-in-lattice',
  topic: 'embedded-figures',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const chords = rng.shuffle(CHORDS).slice(0, rng.int(4, 5));
      const segs = scaled(merged([...SQUARE, ...chords]), 2);
      const n = trianglesByPoints(segs).length;
      if (n < 14 || n > 48) return undefined;
      return triangleQuestion(
        rng,
        segs,
        { en: 'Triangles in a crossed square', hi: 'कटे हुए वर्ग में त्रिभुज' },
        210,
        {
          en: `Mark every point where two lines meet. A triangle needs three such points joined pairwise by drawn lines and not on one line. With ${chords.length} lines crossing the square, count them by size so that none is missed or counted twice.`,
          hi: `जहाँ भी दो रेखाएँ मिलती हैं, वह बिंदु चिह्नित कीजिए। त्रिभुज के लिए ऐसे तीन बिंदु चाहिए जो आपस में खींची गई रेखाओं से जुड़े हों और एक रेखा पर न हों। वर्ग को काटती ${chords.length} रेखाओं के साथ इन्हें आकार के अनुसार गिनिए ताकि कोई छूटे नहीं और दोबारा न गिना जाए।`,
        },
      );
    }),
};

export const embeddedFiguresStraightLines: QuestionGenerator = {
  id: 'embedded-figures/straight-lines',
  topic: 'embedded-figures',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const chords = rng.shuffle(CHORDS).slice(0, rng.int(3, 6));
      const segs = scaled(merged([...SQUARE, ...chords]), 2);
      const total = segs.length;
      const centre = segs.filter((sg) => onSeg([4, 4], sg)).length;
      // the mistake of counting the pieces between crossing points instead of whole lines
      const pieces = segs.reduce((n, sg) => {
        const cuts = new Set(
          segs.flatMap((t) => {
            const p = t === sg ? undefined : meet(sg, t);
            return p && ptKey(p) !== ptKey(sg[0]) && ptKey(p) !== ptKey(sg[1]) ? [ptKey(p)] : [];
          }),
        );
        return n + cuts.size + 1;
      }, 0);
      const problem = segFigure(segs, 'Figure made of straight lines');
      return textQuestion(rng, {
        title: { en: 'Fewest straight lines', hi: 'न्यूनतम सीधी रेखाएँ' },
        statement: {
          en: `What is the minimum number of straight lines needed to draw the figure below?\n\n${problem}`,
          hi: `नीचे दी गई आकृति बनाने के लिए कम-से-कम कितनी सीधी रेखाएँ चाहिए?\n\n${problem}`,
        },
        correct: countText(total),
        slips: [
          {
            ...countText(total - 4),
            why: { en: 'forgets the four sides of the square', hi: 'वर्ग की चार भुजाएँ भूल जाता है' },
          },
          {
            ...countText(total + centre),
            why: {
              en: 'counts each line through the centre as two pieces',
              hi: 'केंद्र से जाने वाली हर रेखा को दो टुकड़े गिनता है',
            },
          },
          {
            ...countText(pieces),
            why: {
              en: 'counts the pieces between crossing points instead of whole lines',
              hi: 'पूरी रेखाओं के बजाय कटान बिंदुओं के बीच के टुकड़े गिनता है',
            },
          },
          { ...countText(total - 1), why: { en: 'misses one line', hi: 'एक रेखा छोड़ देता है' } },
          { ...countText(total + 1), why: { en: 'counts one line twice', hi: 'एक रेखा को दो बार गिनता है' } },
        ],
        rule: {
          en: [
            `A straight line runs on through every crossing, so each one is drawn once from end to end: the 4 sides of the square and ${total - 4} lines inside it.`,
            `Total $= 4 + ${total - 4} = ${total}$.`,
          ],
          hi: [
            `सीधी रेखा हर कटान बिंदु से आगे चलती रहती है, इसलिए हर रेखा एक सिरे से दूसरे सिरे तक एक बार खींची जाती है: वर्ग की 4 भुजाएँ और उसके भीतर ${total - 4} रेखाएँ।`,
            `कुल $= 4 + ${total - 4} = ${total}$।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          // directions and offsets of the drawn unit pieces, each straight line once
          const lines = new Set(
            [...SQUARE, ...chords].map(([a, b]) => {
              const dx = b[0] - a[0];
              const dy = b[1] - a[1];
              const g = Math.abs(dx) > Math.abs(dy) ? Math.abs(dx) / 2 : Math.abs(dy) / 2;
              const [ux, uy] = dx < 0 || (dx === 0 && dy < 0) ? [-dx / g, -dy / g] : [dx / g, dy / g];
              return `${ux},${uy},${uy * a[0] - ux * a[1]}`;
            }),
          );
          return String(lines.size);
        },
      });
    }),
};
