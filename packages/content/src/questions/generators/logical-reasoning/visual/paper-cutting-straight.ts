import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { forward } from './paper-cutting-edges.js';
import { type Fold, randomFolds, SIZE, stepsSvg, type View } from './paper-folding-engine.js';
import { at, type Pt } from './shapes.js';

/**
 * Straight cuts right across folded paper (SSC CGL, Bank PO, placements; the two-cut case in CAT
 * sets): paper-cutting/pieces-after-straight-cut (one cut parallel to a side of the folded paper)
 * and paper-cutting/pieces-after-cross-cut (one cut in each direction: CAT). Only folds parallel to
 * the sides, so the folded paper is a rectangle and a cut across it is a full segment. `generate`
 * counts the copies of each cut line (2 to the power of the folds across it); `check` folds a fine
 * grid of the open sheet forward, removes the points that land on a cut and counts the pieces left
 * by flood fill.
 */

const STEP = 0.1;
const N = Math.round(SIZE / STEP);

/** Pieces of the open sheet left after removing the points whose folded image is on a cut. */
function pieces(folds: readonly Fold[], cutX: number | null, cutY: number | null): number {
  const f = forward(folds);
  const paper: boolean[] = [];
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) {
      const [x, y] = f([(i + 0.5) * STEP, (j + 0.5) * STEP]);
      paper.push(
        !((cutX !== null && Math.abs(x - cutX) < 0.06) || (cutY !== null && Math.abs(y - cutY) < 0.06)),
      );
    }
  const seen = new Set<number>();
  let count = 0;
  for (let s = 0; s < N * N; s++) {
    if (!paper[s] || seen.has(s)) continue;
    count++;
    const stack = [s];
    seen.add(s);
    while (stack.length > 0) {
      const c = stack.pop() ?? 0;
      const i = Math.floor(c / N);
      const j = c % N;
      for (const [a, b] of [
        [i + 1, j],
        [i - 1, j],
        [i, j + 1],
        [i, j - 1],
      ] as const) {
        const t = a * N + b;
        if (a >= 0 && b >= 0 && a < N && b < N && paper[t] && !seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
  }
  return count;
}

const FOLDS_EN = ['once', 'twice', 'three times'];
const FOLDS_HI = ['एक बार', 'दो बार', 'तीन बार'];
const n1 = (v: number) => Math.round(v * 10) / 10;
const line = (v: View, a: Pt, b: Pt) =>
  `<path d="M${n1(v.ox + a[0] * v.s)} ${n1(v.oy + a[1] * v.s)}L${n1(v.ox + b[0] * v.s)} ${n1(v.oy + b[1] * v.s)}" stroke="#dc2626" stroke-width="3"/>`;

interface Setup {
  k: number;
  folds: Fold[];
  regions: Pt[][];
  /** Folds along vertical lines (they copy a vertical cut) and along horizontal lines. */
  a: number;
  b: number;
  box: [number, number, number, number];
}

function setup(rng: Rng, k: number): Setup {
  const { folds, regions } = randomFolds(rng, k, false);
  const region = at(regions, k);
  const xs = region.map((p) => p[0]);
  const ys = region.map((p) => p[1]);
  const a = folds.filter((f) => f.axis === 'x').length;
  return {
    k,
    folds,
    regions,
    a,
    b: k - a,
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

/** A half-unit position strictly inside (lo, hi), away from the ends. */
const cutAt = (rng: Rng, lo: number, hi: number) => lo + 0.5 * rng.int(1, Math.round((hi - lo) * 2) - 1);

function straightQuestion(rng: Rng) {
  for (;;) {
    const s = setup(rng, rng.int(2, 3));
    const { k, folds, regions, box } = s;
    const vertical = rng.next() < 0.5;
    const across = vertical ? s.a : s.b;
    if (across === 0 && rng.next() < 0.7) continue;
    const c = vertical ? cutAt(rng, box[0], box[2]) : cutAt(rng, box[1], box[3]);
    const copies = 2 ** across;
    const total = copies + 1;
    const ends: [Pt, Pt] = vertical
      ? [
          [c, box[1] - 0.4],
          [c, box[3] + 0.4],
        ]
      : [
          [box[0] - 0.4, c],
          [box[2] + 0.4, c],
        ];
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps and the straight cut', (v) =>
      line(v, ...ends),
    );
    const { options, correctIndex } = choiceOptions(rng, total, [
      2 ** k + 1,
      copies,
      2 ** k,
      2 ** (k - across) + 1,
      total + 1,
    ]);
    const dir = vertical
      ? { en: 'up and down', hi: 'ऊपर से नीचे' }
      : { en: 'from side to side', hi: 'एक ओर से दूसरी ओर' };
    return singleChoice(
      { en: 'One straight cut through folded paper', hi: 'मुड़े कागज़ में एक सीधा कटाव' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown. The folded paper is then cut right through, ${dir.en}, along the thick line in the last figure. Into how many pieces does the sheet fall?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है। फिर मुड़े कागज़ को अंतिम आकृति की मोटी रेखा के अनुदिश ${dir.hi} पूरा काट दिया जाता है। कागज़ कितने टुकड़ों में बँट जाएगा?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Only folds along lines parallel to the cut make copies of it: unfolding such a fold reflects the cut line into a new parallel line. A fold at right angles to the cut just maps the cut line onto itself.`,
          `${across === 1 ? '1 fold is' : `${across} folds are`} parallel to the cut, so the open sheet carries $2^{${across}} = ${copies}$ parallel cut ${copies === 1 ? 'line' : 'lines'} running from edge to edge.`,
          `${copies} parallel ${copies === 1 ? 'line divides' : 'lines divide'} the sheet into ${copies} + 1 = ${total} pieces. Counting all ${k} folds ($2^{${k}} + 1 = ${2 ** k + 1}$) is the usual slip.`,
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          `केवल कटाव के समांतर रेखाओं पर हुए मोड़ ही उसकी प्रतियाँ बनाते हैं: ऐसा मोड़ खोलने पर कटाव-रेखा का प्रतिबिंब एक नई समांतर रेखा बनता है। कटाव के लंबवत मोड़ कटाव-रेखा को उसी पर वापस ले आता है।`,
          `${across} ${across === 1 ? 'मोड़ कटाव के समांतर है' : 'मोड़ कटाव के समांतर हैं'}, इसलिए खुले कागज़ पर किनारे से किनारे तक $2^{${across}} = ${copies}$ समांतर कटाव-रेखाएँ होंगी।`,
          `${copies} समांतर ${copies === 1 ? 'रेखा' : 'रेखाएँ'} कागज़ को ${copies} + 1 = ${total} टुकड़ों में बाँटती हैं। सभी ${k} मोड़ गिनना ($2^{${k}} + 1 = ${2 ** k + 1}$) आम भूल है।`,
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      k === 2 ? 70 : 90,
      [k, total],
      () => options.indexOf(String(pieces(folds, vertical ? c : null, vertical ? null : c))),
    );
  }
}

function crossQuestion(rng: Rng) {
  for (;;) {
    const s = setup(rng, 3);
    const { k, folds, regions, box, a, b } = s;
    if (a === 0 || b === 0) continue;
    const cx = cutAt(rng, box[0], box[2]);
    const cy = cutAt(rng, box[1], box[3]);
    const nx = 2 ** a;
    const ny = 2 ** b;
    const total = (nx + 1) * (ny + 1);
    const steps = stepsSvg(
      folds,
      regions,
      [],
      'Problem figures: folding steps and the two straight cuts',
      (v) =>
        line(v, [cx, box[1] - 0.4], [cx, box[3] + 0.4]) + line(v, [box[0] - 0.4, cy], [box[2] + 0.4, cy]),
    );
    const { options, correctIndex } = choiceOptions(rng, total, [
      nx + ny + 2,
      (2 ** k + 1) * 2,
      nx * ny,
      2 * 2 ** k + 1,
      (nx + 1) * (ny + 1) + 1,
    ]);
    return singleChoice(
      { en: 'Two straight cuts through folded paper', hi: 'मुड़े कागज़ में दो सीधे कटाव' },
      {
        en: `A square sheet of paper is folded three times along the dashed lines in the order shown. The folded paper is then cut right through along the two thick lines in the last figure, one up and down and one from side to side. Into how many pieces does the sheet fall?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर तीन बार मोड़ा जाता है। फिर मुड़े कागज़ को अंतिम आकृति की दोनों मोटी रेखाओं के अनुदिश पूरा काट दिया जाता है, एक ऊपर से नीचे और एक एक ओर से दूसरी ओर। कागज़ कितने टुकड़ों में बँट जाएगा?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Treat the two cuts separately. A cut is copied only by the folds along lines parallel to it; a fold at right angles maps it onto itself.`,
          `${a} ${a === 1 ? 'fold runs' : 'folds run'} up and down, so the up-and-down cut becomes $2^{${a}} = ${nx}$ full lines; ${b} ${b === 1 ? 'fold runs' : 'folds run'} from side to side, so the other cut becomes $2^{${b}} = ${ny}$ full lines.`,
          `${nx} vertical and ${ny} horizontal lines, each from edge to edge, make a grid of $(${nx} + 1) \\times (${ny} + 1) = ${total}$ pieces.`,
          `Adding the pieces of the two cuts (${nx + ny + 2}) instead of multiplying them is the usual slip.`,
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          `दोनों कटावों को अलग-अलग देखिए। किसी कटाव की प्रतियाँ केवल उसके समांतर रेखाओं पर हुए मोड़ बनाते हैं; लंबवत मोड़ उसे उसी पर वापस ले आता है।`,
          `${a} ${a === 1 ? 'मोड़ ऊपर से नीचे है' : 'मोड़ ऊपर से नीचे हैं'}, इसलिए ऊपर से नीचे वाला कटाव $2^{${a}} = ${nx}$ पूरी रेखाएँ बनता है; ${b} ${b === 1 ? 'मोड़ एक ओर से दूसरी ओर है' : 'मोड़ एक ओर से दूसरी ओर हैं'}, इसलिए दूसरा कटाव $2^{${b}} = ${ny}$ पूरी रेखाएँ बनता है।`,
          `किनारे से किनारे तक ${nx} खड़ी और ${ny} आड़ी रेखाएँ $(${nx} + 1) \\times (${ny} + 1) = ${total}$ टुकड़ों का जाल बनाती हैं।`,
          `दोनों कटावों के टुकड़ों को गुणा करने के बजाय जोड़ देना (${nx + ny + 2}) आम भूल है।`,
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      180,
      [total],
      () => options.indexOf(String(pieces(folds, cx, cy))),
    );
  }
}

/** Paper folded two or three times, one straight cut right across it: how many pieces? */
export const paperCuttingStraightCut: QuestionGenerator = {
  id: 'paper-cutting/pieces-after-straight-cut',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: straightQuestion,
};

/** Paper folded three times, cut once in each direction: how many pieces (CAT)? */
export const paperCuttingCrossCut: QuestionGenerator = {
  id: 'paper-cutting/pieces-after-cross-cut',
  topic: 'paper-cutting',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: crossQuestion,
};
