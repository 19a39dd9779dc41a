import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { holesByFolding } from './paper-folding-count.js';
import {
  apart,
  type Fold,
  holeSpots,
  inside,
  onLine,
  randomFolds,
  SIZE,
  stepsSvg,
  unfold,
  type View,
} from './paper-folding-engine.js';
import type { Pt } from './shapes.js';

/**
 * Counting the cut-outs of folded paper (SSC CGL, RRB NTPC, Bank PO, placements; cuts on a fold in
 * CAT-style sets): paper-cutting/cut-out-count (small shapes cut out of the folded paper, away
 * from every fold) and paper-cutting/cuts-on-fold-lines (some cuts sit on a fold and join with
 * their mirror image into one larger cut-out: CAT). Each cut is placed by one point (its centre, or
 * the middle of its side on the fold). `generate` unfolds those points across the folds in reverse;
 * `check` folds every point of a fine grid of the open sheet forward and counts those that land on
 * a cut.
 */

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Unit vectors along and across a fold line (across: the direction in which its value grows). */
function axes(f: Fold): { t: Pt; n: Pt } {
  const h = Math.SQRT1_2;
  if (f.axis === 'x') return { t: [0, 1], n: [1, 0] };
  if (f.axis === 'y') return { t: [1, 0], n: [0, 1] };
  if (f.axis === 'd') return { t: [h, h], n: [h, -h] };
  return { t: [h, -h], n: [h, h] };
}

/** A cut drawn in the last panel: a small square inside the paper, or a triangle on a fold edge. */
function cutSvg(v: View, p: Pt, folds: readonly Fold[]): string {
  const f = folds.find((g) => onLine(g, p));
  let pts: Pt[];
  if (f) {
    const { t, n } = axes(f);
    const k = -f.move; // towards the paper that stays
    pts = [
      [p[0] - 0.6 * t[0], p[1] - 0.6 * t[1]],
      [p[0] + 0.6 * t[0], p[1] + 0.6 * t[1]],
      [p[0] + 0.9 * k * n[0], p[1] + 0.9 * k * n[1]],
    ];
  } else {
    pts = [
      [p[0] - 0.45, p[1] - 0.45],
      [p[0] + 0.45, p[1] - 0.45],
      [p[0] + 0.45, p[1] + 0.45],
      [p[0] - 0.45, p[1] + 0.45],
    ];
  }
  const d = pts.map(([x, y]) => `${r1(v.ox + x * v.s)} ${r1(v.oy + y * v.s)}`).join('L');
  return `<path d="M${d}Z" fill="#fff"/>`;
}

const FOLDS_EN = ['once', 'twice', 'three times'];
const FOLDS_HI = ['एक बार', 'दो बार', 'तीन बार'];

function cutCountQuestion(rng: Rng) {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, true);
    const n = rng.int(1, k === 2 ? 3 : 2);
    const cuts = rng.shuffle(holeSpots(regions[k] ?? [], 0.9)).slice(0, n);
    if (cuts.length < n) continue;
    const opened = unfold(cuts, folds);
    if (!apart(opened, 1.6)) continue;
    const total = opened.length;
    const layers = 2 ** k;
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps and cuts', (v) =>
      cuts.map((c) => cutSvg(v, c, folds)).join(''),
    );
    const { options, correctIndex } = choiceOptions(rng, total, [
      n * 2 * k,
      n * 2 ** (k - 1),
      n * 2 ** (k + 1),
      n + layers,
    ]);
    return singleChoice(
      { en: 'Number of cut-outs', hi: 'कटे हुए खानों की संख्या' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, and ${n} small ${n === 1 ? 'square is' : 'squares are'} cut out of the folded paper as in the last figure, away from every edge. How many square cut-outs will the opened sheet have?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है और अंतिम आकृति के अनुसार मुड़े कागज़ में से ${n} ${n === 1 ? 'छोटा वर्ग काटकर निकाला जाता है, जो किसी किनारे को नहीं छूता' : 'छोटे वर्ग काटकर निकाले जाते हैं, जो किसी किनारे को नहीं छूते'}। खोलने पर कागज़ में कितने वर्गाकार कटे खाने होंगे?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `After ${k} folds the paper is $2^{${k}} = ${layers}$ layers thick, so each cut goes through ${layers} layers and leaves ${layers} separate cut-outs (no cut touches a fold, so none of them join).`,
          `Cut-outs $= ${n} \\times ${layers} = ${total}$.`,
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          `${k} मोड़ों के बाद कागज़ $2^{${k}} = ${layers}$ परतों का है, इसलिए हर कटाव ${layers} परतों से होकर ${layers} अलग खाने बनाता है (कोई कटाव मोड़ को नहीं छूता, इसलिए कोई खाने आपस में नहीं जुड़ते)।`,
          `कटे खाने $= ${n} \\times ${layers} = ${total}$।`,
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      40,
      [n, total],
      () => options.indexOf(String(holesByFolding(folds, cuts).length)),
    );
  }
}

function cutsOnFoldQuestion(rng: Rng) {
  for (;;) {
    const k = 3;
    const { folds, regions } = randomFolds(rng, k, true);
    const region = regions[k] ?? [];
    const onFold: Pt[] = [];
    for (let x = 0.5; x < SIZE; x += 0.5)
      for (let y = 0.5; y < SIZE; y += 0.5) {
        const p: Pt = [x, y];
        if (inside(region, p, true) && folds.some((f) => onLine(f, p))) onFold.push(p);
      }
    const edge = rng.shuffle(onFold).slice(0, rng.int(1, 2));
    const inner = rng.shuffle(holeSpots(region, 0.9)).slice(0, 1);
    const cuts = [...edge, ...inner];
    if (edge.length === 0 || inner.length === 0 || !apart(cuts, 1.8)) continue;
    if (cuts.some((p) => region.some((c) => Math.hypot(c[0] - p[0], c[1] - p[1]) < 1.2))) continue;
    const opened = unfold(cuts, folds);
    if (!apart(opened, 1.6) || opened.some(([x, y]) => Math.min(x, y) <= 0.5 || Math.max(x, y) >= SIZE - 0.5))
      continue;
    const total = opened.length;
    const naive = cuts.length * 2 ** k;
    const per = cuts.map((p) => unfold([p], folds).length);
    const { options, correctIndex } = choiceOptions(rng, total, [
      naive,
      naive - edge.length,
      total + edge.length * 2,
      2 * total,
    ]);
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps and cuts', (v) =>
      cuts.map((c) => cutSvg(v, c, folds)).join(''),
    );
    return singleChoice(
      { en: 'Cuts on a fold', hi: 'मोड़ पर कटाव' },
      {
        en: `A square sheet of paper is folded three times along the dashed lines in the order shown, and ${cuts.length} pieces are cut out of the folded paper as in the last figure: a triangle whose side lies on an edge of the folded paper is cut right on that fold. How many separate holes will the opened sheet have?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर तीन बार मोड़ा जाता है और अंतिम आकृति के अनुसार मुड़े कागज़ में से ${cuts.length} टुकड़े काटे जाते हैं: जिस त्रिभुज की भुजा मुड़े कागज़ के किनारे पर है, वह ठीक उसी मोड़ पर काटा गया है। खोलने पर कागज़ में कितने अलग-अलग छेद होंगे?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          'A cut away from every fold goes through 8 separate layers and leaves 8 holes. A triangle cut on a fold line joins its mirror image across that fold: when the fold is opened the two become one diamond-shaped hole instead of two holes.',
          `Unfold in reverse order and count each cut: ${per.join(' + ')} $= ${total}$.`,
          `Counting 8 for every cut (${naive}) is the usual slip.`,
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          'हर मोड़ से दूर किया गया कटाव 8 अलग परतों से होकर 8 छेद बनाता है। मोड़-रेखा पर काटा गया त्रिभुज उस मोड़ के पार अपने प्रतिबिंब से जुड़ जाता है: मोड़ खोलने पर दोनों मिलकर दो नहीं, एक समचतुर्भुज जैसा छेद बनाते हैं।',
          `उलटे क्रम में खोलकर हर कटाव को गिनिए: ${per.join(' + ')} $= ${total}$।`,
          `हर कटाव के लिए 8 गिनना (${naive}) आम भूल है।`,
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      200,
      [total],
      () => options.indexOf(String(holesByFolding(folds, cuts).length)),
    );
  }
}

/** Folded two or three times, small squares cut out: how many cut-outs on the opened sheet? */
export const paperCuttingCutOutCount: QuestionGenerator = {
  id: 'paper-cutting/cut-out-count',
  topic: 'paper-cutting',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: cutCountQuestion,
};

/** Three folds, triangles cut on the fold lines join their mirror images: count the holes (CAT). */
export const paperCuttingCutsOnFolds: QuestionGenerator = {
  id: 'paper-cutting/cuts-on-fold-lines',
  topic: 'paper-cutting',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: cutsOnFoldQuestion,
};
