import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { figureQuestion, grid, mod, type Slip, type Txt, until } from './embedded-figures-kit.js';
import { analogyStatement } from './non-verbal-analogy-counts.js';
import { figKey } from './shapes.js';

/**
 * Non-verbal analogy on a 3 x 3 grid of cells (SSC CGL, RRB NTPC, Bank PO, placement papers).
 * - non-verbal-analogy/shade-reversal: shaded cells become white and white ones shaded.
 * - non-verbal-analogy/grid-shift: the shaded cells slide one cell, wrapping round the edge.
 * Generation applies the change; the checker works cell by cell (where A and B differ) or searches
 * the nine shifts for the one that takes A to B, and applies it to C.
 */

const N = 3;
const cellsOf = (rng: Rng, lo: number, hi: number) =>
  new Set(rng.shuffle(Array.from({ length: N * N }, (_, i) => i)).slice(0, rng.int(lo, hi)));
const complement = (set: ReadonlySet<number>) =>
  new Set(Array.from({ length: N * N }, (_, i) => i).filter((i) => !set.has(i)));
const mirror = (set: ReadonlySet<number>) =>
  new Set([...set].map((i) => Math.floor(i / N) * N + (N - 1 - (i % N))));

export const nonVerbalAnalogyShadeReversal: QuestionGenerator = {
  id: 'non-verbal-analogy/shade-reversal',
  topic: 'non-verbal-analogy',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const A = cellsOf(rng, 3, 5);
      const C = cellsOf(rng, 3, 5);
      const want = complement(C);
      const off = rng.pick([...want]);
      const [a, b, c] = [grid(N, A), grid(N, complement(A)), grid(N, C)];
      return figureQuestion(rng, {
        title: { en: 'Analogy of reversed shading', hi: 'उलटे छायांकन की सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct: grid(N, want),
        slips: [
          {
            fig: grid(N, mirror(want)),
            en: 'reverses the shading but also flips the grid left to right',
            hi: 'छायांकन उलटती है पर ग्रिड को बाएँ से दाएँ पलट भी देती है',
          },
          {
            fig: grid(N, new Set([...want].filter((i) => i !== off))),
            en: 'misses one cell that should turn black',
            hi: 'एक खाना छोड़ देती है जिसे काला होना था',
          },
          { fig: grid(N, complement(A)), en: 'copies figure B', hi: 'आकृति B की नकल है' },
          {
            fig: grid(N, mirror(C)),
            en: 'flips C instead of reversing its shading',
            hi: 'C का छायांकन उलटने के बजाय उसे पलट देती है',
          },
        ],
        taken: [figKey(c)],
        rule: {
          en: [
            'From A to B every black cell becomes white and every white cell becomes black.',
            'Doing the same to C gives the answer.',
          ],
          hi: ['A से B में हर काला खाना सफ़ेद और हर सफ़ेद खाना काला हो जाता है।', 'C के साथ यही करने पर उत्तर मिलता है।'],
        },
        seconds: 40,
        recompute: () => {
          // cell by cell: a cell of C changes exactly where A and B differ
          const changed = (i: number) => A.has(i) !== complement(A).has(i);
          return grid(
            N,
            new Set(Array.from({ length: N * N }, (_, i) => i).filter((i) => C.has(i) !== changed(i))),
          );
        },
      });
    }),
};

const shift = (set: ReadonlySet<number>, dx: number, dy: number, wrap = true) =>
  new Set(
    [...set].flatMap((i) => {
      const x = (i % N) + dx;
      const y = Math.floor(i / N) + dy;
      if (!wrap && (x < 0 || x >= N || y < 0 || y >= N)) return [];
      return [mod(y, N) * N + mod(x, N)];
    }),
  );
const SHIFTS: readonly (readonly [number, number, Txt])[] = [
  [1, 0, { en: 'one cell to the right', hi: 'एक खाना दाईं ओर' }],
  [-1, 0, { en: 'one cell to the left', hi: 'एक खाना बाईं ओर' }],
  [0, 1, { en: 'one cell down', hi: 'एक खाना नीचे' }],
  [0, -1, { en: 'one cell up', hi: 'एक खाना ऊपर' }],
];
/** Whether only the true shift (of the nine) takes the set to its image. */
function shiftUnique(set: ReadonlySet<number>, dx: number, dy: number): boolean {
  const want = [...shift(set, dx, dy)].sort().join();
  let n = 0;
  for (let x = -1; x <= 1; x++)
    for (let y = -1; y <= 1; y++) if ([...shift(set, x, y)].sort().join() === want) n++;
  return n === 1;
}

export const nonVerbalAnalogyGridShift: QuestionGenerator = {
  id: 'non-verbal-analogy/grid-shift',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const [dx, dy, txt] = rng.pick(SHIFTS);
      const A = cellsOf(rng, 2, 4);
      const C = cellsOf(rng, 2, 4);
      if (!shiftUnique(A, dx, dy) || !shiftUnique(C, dx, dy)) return undefined;
      // the figure must show a cell wrapping round the edge
      if (shift(C, dx, dy, false).size === C.size) return undefined;
      const [a, b, c] = [grid(N, A), grid(N, shift(A, dx, dy)), grid(N, C)];
      const slips: Slip[] = [
        {
          fig: grid(N, shift(C, dx, dy, false)),
          en: 'slides the cells but drops the one that should come round to the other side',
          hi: 'खानों को खिसकाती है पर किनारे से निकलकर दूसरी ओर आने वाले खाने को छोड़ देती है',
        },
        {
          fig: grid(N, shift(C, -dx, -dy)),
          en: 'slides the cells the opposite way',
          hi: 'खानों को उलटी दिशा में खिसकाती है',
        },
        {
          fig: grid(N, shift(C, dy, dx)),
          en: 'slides the cells at right angles to the right direction',
          hi: 'खानों को सही दिशा के लंबवत खिसकाती है',
        },
        {
          fig: grid(N, shift(C, -dy, -dx)),
          en: 'slides the cells at right angles to the right direction',
          hi: 'खानों को सही दिशा के लंबवत खिसकाती है',
        },
      ];
      return figureQuestion(rng, {
        title: { en: 'Analogy of sliding cells', hi: 'खिसकते खानों की सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct: grid(N, shift(C, dx, dy)),
        slips,
        taken: [figKey(c)],
        rule: {
          en: [
            `From A to B every black cell slides ${txt.en}; a cell that leaves the grid comes back in on the opposite side.`,
            `Sliding the black cells of C in the same way gives the answer.`,
          ],
          hi: [
            `A से B में हर काला खाना ${txt.hi} खिसकता है; ग्रिड से बाहर निकलने वाला खाना सामने वाली ओर से वापस आता है।`,
            'C के काले खानों को इसी प्रकार खिसकाने पर उत्तर मिलता है।',
          ],
        },
        seconds: 75,
        recompute: () => {
          for (let x = -1; x <= 1; x++)
            for (let y = -1; y <= 1; y++)
              if (figKey(grid(N, shift(A, x, y))) === figKey(b)) return grid(N, shift(C, x, y));
          return [];
        },
      });
    }),
};
