import type { QuestionGenerator } from '../../../generator.js';
import {
  arrow,
  FRAME,
  figureQuestion,
  matrix,
  mod,
  placePt,
  polygon,
  type Slip,
  TOKEN_NAMES,
  type TokenKind,
  type Txt,
  token,
  tokenBlock,
  until,
} from './embedded-figures-kit.js';
import { at, type El, type Fig, figKey } from './shapes.js';

/**
 * Pattern recognition in a 3 x 3 matrix of figures (SSC CGL, RRB NTPC, Bank PO, CAT, placement papers).
 * - pattern-recognition/matrix-turns: along each row the arrow turns and the sign moves by fixed steps.
 * - pattern-recognition/matrix-latin: every row holds each outer shape and each inner sign once.
 * - pattern-recognition/matrix-sum: in each row the third count is the sum (or difference) of the first two.
 * - pattern-recognition/matrix-row-column (CAT level): sides follow the row and dots the column, each with its own step.
 * The missing figure is the bottom-right one. Generation draws it from the rule; the checker
 * rebuilds it from the figures shown (reading counts and places, searching steps or the missing member).
 */

export const MATRIX_ASK: Txt = {
  en: 'Which answer figure completes the matrix (replaces the question mark)?',
  hi: 'कौन-सी उत्तर आकृति आव्यूह (मैट्रिक्स) को पूरा करती है (प्रश्नचिह्न के स्थान पर आती है)?',
};
export function matrixStatement(cells: readonly (readonly (Fig | null)[])[]): Txt {
  const problem = matrix(cells);
  return { en: `${MATRIX_ASK.en}\n\n${problem}`, hi: `${MATRIX_ASK.hi}\n\n${problem}` };
}
/** The 3 x 3 matrix of a cell function with the last cell missing, and the eight cells shown. */
export function grid3(cell: (r: number, c: number) => Fig) {
  const rows = [0, 1, 2].map((r) => [0, 1, 2].map((c) => (r === 2 && c === 2 ? null : cell(r, c))));
  const shown = rows.flat().filter((f): f is Fig => f !== null);
  return { rows, shown, taken: shown.map(figKey) };
}
const KINDS: readonly TokenKind[] = ['dot', 'ring', 'square', 'triangle'];
const STEPS = [-3, -2, -1, 1, 2, 3];
const cw = (k: number): Txt =>
  k > 0 ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };

export const patternRecognitionMatrixTurns: QuestionGenerator = {
  id: 'pattern-recognition/matrix-turns',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const k = rng.pick(STEPS);
      const m = rng.pick(STEPS);
      const kind = rng.pick(KINDS);
      const a = [0, 1, 2].map(() => rng.int(0, 7));
      const q = [0, 1, 2].map(() => rng.int(0, 7));
      const cell = (ar: number, tq: number): Fig => [FRAME, arrow(ar), token(kind, placePt(tq))];
      const at2 = (r: number, c: number) => cell(at(a, r) + k * c, at(q, r) + m * c);
      const { rows, taken } = grid3(at2);
      const [A, Q] = [at(a, 2) + 2 * k, at(q, 2) + 2 * m];
      const slips: Slip[] = [
        {
          fig: cell(A - k, Q),
          en: 'moves the sign but does not turn the arrow',
          hi: 'चिह्न को खिसकाती है पर तीर को नहीं घुमाती',
        },
        {
          fig: cell(A, Q - m),
          en: 'turns the arrow but does not move the sign',
          hi: 'तीर को घुमाती है पर चिह्न को नहीं खिसकाती',
        },
        { fig: cell(A - 2 * k, Q), en: 'turns the arrow the wrong way', hi: 'तीर को उलटी दिशा में घुमाती है' },
        { fig: cell(A, Q - 2 * m), en: 'moves the sign the wrong way', hi: 'चिह्न को उलटी दिशा में खिसकाती है' },
        {
          fig: cell(at(a, 1) + 2 * k, at(q, 1) + 2 * m),
          en: 'copies the figure above the question mark',
          hi: 'प्रश्नचिह्न के ऊपर वाली आकृति की नकल है',
        },
      ];
      return figureQuestion(rng, {
        title: { en: 'Matrix of turning arrows', hi: 'घूमते तीरों का आव्यूह' },
        statement: matrixStatement(rows),
        correct: at2(2, 2),
        slips,
        taken,
        rule: {
          en: [
            `In every row, from left to right, the arrow turns ${45 * Math.abs(k)}° ${cw(k).en} and the ${TOKEN_NAMES[kind].en} moves ${Math.abs(m)} place${Math.abs(m) > 1 ? 's' : ''} ${cw(m).en} round the frame.`,
            'Applying both moves to the middle figure of the last row gives the missing figure.',
          ],
          hi: [
            `हर पंक्ति में बाएँ से दाएँ तीर ${45 * Math.abs(k)}° ${cw(k).hi} घूमता है और ${TOKEN_NAMES[kind].hi} ढाँचे पर ${Math.abs(m)} स्थान ${cw(m).hi} खिसकता है।`,
            'अंतिम पंक्ति की बीच वाली आकृति पर दोनों चालें लगाने पर लुप्त आकृति मिलती है।',
          ],
        },
        seconds: 75,
        recompute: () => {
          // search the two steps that fit the first two rows, apply them to the last row
          for (let x = 0; x < 8; x++)
            for (let y = 0; y < 8; y++) {
              const ok = [0, 1].every((r) =>
                [1, 2].every((c) => figKey(cell(at(a, r) + x * c, at(q, r) + y * c)) === figKey(at2(r, c))),
              );
              if (ok) return cell(at(a, 2) + 2 * x, at(q, 2) + 2 * y);
            }
          return [];
        },
      });
    }),
};

const OUTER = [0, 3, 4, 5, 6] as const; // 0 is a circle
const outerEl = (kind: number, phase = 0): El =>
  kind === 0 ? { k: 'circle', c: [0, 0], r: 3.6 } : polygon(kind, [0, 0], 3.8, false, phase);
const OUTER_NAMES: Record<number, Txt> = {
  0: { en: 'circle', hi: 'वृत्त' },
  3: { en: 'triangle', hi: 'त्रिभुज' },
  4: { en: 'square', hi: 'वर्ग' },
  5: { en: 'pentagon', hi: 'पंचभुज' },
  6: { en: 'hexagon', hi: 'षट्भुज' },
};

export const patternRecognitionMatrixLatin: QuestionGenerator = {
  id: 'pattern-recognition/matrix-latin',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const outers = rng.shuffle(OUTER).slice(0, 3);
      const inners = rng.shuffle(KINDS).slice(0, 3);
      // Latin squares: outer shape index (r + c·s1) mod 3, inner sign (r·t1 + c·t2) mod 3, independent
      const s1 = rng.pick([1, 2]);
      const t1 = rng.pick([1, 2]);
      const t2 = s1 === 1 ? 2 : 1;
      const o0 = rng.int(0, 2);
      const i0 = rng.int(0, 2);
      const phase = rng.pick([0, 0.5]);
      const cellOf = (oi: number, ii: number): Fig => [
        outerEl(at(outers, mod(oi, 3)), phase),
        token(at(inners, mod(ii, 3)), [0, 0], 1),
      ];
      const oIdx = (r: number, c: number) => o0 + r + c * s1;
      const iIdx = (r: number, c: number) => i0 + r * t1 + c * t2;
      const { rows, taken } = grid3((r, c) => cellOf(oIdx(r, c), iIdx(r, c)));
      const [O, I] = [oIdx(2, 2), iIdx(2, 2)];
      const slips: Slip[] = [
        {
          fig: cellOf(O, I + 1),
          en: 'has the right outer shape but a sign already in the last row',
          hi: 'में बाहरी आकृति सही है पर चिह्न अंतिम पंक्ति में पहले से है',
        },
        {
          fig: cellOf(O + 1, I),
          en: 'has the right sign but an outer shape already in the last row',
          hi: 'में चिह्न सही है पर बाहरी आकृति अंतिम पंक्ति में पहले से है',
        },
        {
          fig: cellOf(O + 1, I + 1),
          en: 'repeats shapes already in the last row',
          hi: 'अंतिम पंक्ति में पहले से मौजूद आकृतियाँ दोहराती है',
        },
        {
          fig: cellOf(O + 2, I + 2),
          en: 'repeats shapes already in the last row',
          hi: 'अंतिम पंक्ति में पहले से मौजूद आकृतियाँ दोहराती है',
        },
      ];
      const nO = OUTER_NAMES[at(outers, mod(O, 3))] ?? { en: '', hi: '' };
      const nI = TOKEN_NAMES[at(inners, mod(I, 3))];
      return figureQuestion(rng, {
        title: { en: 'Matrix where each shape appears once', hi: 'हर आकृति एक बार वाला आव्यूह' },
        statement: matrixStatement(rows),
        correct: cellOf(O, I),
        slips,
        taken,
        rule: {
          en: [
            'Each row (and each column) contains each of the three outer shapes once and each of the three inner signs once.',
            `The last row still lacks the ${nO.en} and the ${nI.en}, so the missing figure is a ${nO.en} with a ${nI.en} inside.`,
          ],
          hi: [
            'हर पंक्ति (और हर स्तंभ) में तीनों बाहरी आकृतियाँ एक-एक बार और तीनों भीतरी चिह्न एक-एक बार आते हैं।',
            `अंतिम पंक्ति में ${nO.hi} और ${nI.hi} नहीं हैं, इसलिए लुप्त आकृति वह ${nO.hi} है जिसके भीतर ${nI.hi} है।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          // the outer shape and the inner sign missing from the last row
          const shownRow = [0, 1].map((c) => cellOf(oIdx(2, c), iIdx(2, c)));
          const oMiss = [0, 1, 2].find(
            (x) => !shownRow.some((f) => figKey([at(f, 0)]) === figKey([outerEl(at(outers, x), phase)])),
          );
          const iMiss = [0, 1, 2].find(
            (x) => !shownRow.some((f) => figKey([at(f, 1)]) === figKey([token(at(inners, x), [0, 0], 1)])),
          );
          return oMiss === undefined || iMiss === undefined ? [] : cellOf(oMiss, iMiss);
        },
      });
    }),
};

const dotsCell = (n: number, kind: TokenKind): Fig => [FRAME, ...tokenBlock(kind, n)];

export const patternRecognitionMatrixSum: QuestionGenerator = {
  id: 'pattern-recognition/matrix-sum',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const plus = rng.next() < 0.6;
      const kind = rng.pick(KINDS);
      const rowsN = [0, 1, 2].map(() => {
        const x = rng.int(1, 6);
        const y = rng.int(1, 6);
        return plus ? [x, y, x + y] : [x + y, y, x];
      });
      if (rowsN.some((r) => at(r, 2) > 9 || at(r, 0) > 9 || at(r, 2) < 1)) return undefined;
      if (new Set(rowsN.map((r) => r.join())).size < 3) return undefined;
      const n = (r: number, c: number) => at(at(rowsN, r), c);
      const { rows } = grid3((r, c) => dotsCell(n(r, c), kind));
      const want = n(2, 2);
      const [x, y] = [n(2, 0), n(2, 1)];
      const slips: Slip[] = [
        {
          fig: dotsCell(plus ? Math.abs(x - y) : x + y, kind),
          en: plus ? 'subtracts instead of adding' : 'adds instead of subtracting',
          hi: plus ? 'जोड़ने के बजाय घटाती है' : 'घटाने के बजाय जोड़ती है',
        },
        { fig: dotsCell(want + 1, kind), en: 'has one sign too many', hi: 'एक चिह्न अधिक है' },
        { fig: dotsCell(want - 1, kind), en: 'has one sign too few', hi: 'एक चिह्न कम है' },
        {
          fig: dotsCell(n(1, 2), kind),
          en: 'copies the figure above the question mark',
          hi: 'प्रश्नचिह्न के ऊपर वाली आकृति की नकल है',
        },
      ].filter((s) => s.fig.length >= 2 && s.fig.length <= 10);
      const sign = plus ? '+' : '−';
      return figureQuestion(rng, {
        title: { en: 'Matrix of adding counts', hi: 'गिनती जोड़ने वाला आव्यूह' },
        statement: matrixStatement(rows),
        correct: dotsCell(want, kind),
        slips,
        rule: {
          en: [
            `In each row the number of signs in the third figure is ${plus ? 'the sum of' : 'the difference of'} the first two: ${[0, 1].map((r) => `${n(r, 0)} ${sign} ${n(r, 1)} = ${n(r, 2)}`).join(', ')}.`,
            `Last row: ${x} ${sign} ${y} = ${want}.`,
          ],
          hi: [
            `हर पंक्ति में तीसरी आकृति के चिह्नों की संख्या पहली दो ${plus ? 'का योग' : 'का अंतर'} है: ${[0, 1].map((r) => `${n(r, 0)} ${sign} ${n(r, 1)} = ${n(r, 2)}`).join(', ')}।`,
            `अंतिम पंक्ति: ${x} ${sign} ${y} = ${want}।`,
          ],
        },
        seconds: 75,
        recompute: () => {
          // count the signs of the shown figures; test both rules on the first two rows
          const count = (r: number, c: number) => dotsCell(n(r, c), kind).length - 1;
          const add = [0, 1].every((r) => count(r, 0) + count(r, 1) === count(r, 2));
          return dotsCell(add ? count(2, 0) + count(2, 1) : count(2, 0) - count(2, 1), kind);
        },
      });
    }),
};
