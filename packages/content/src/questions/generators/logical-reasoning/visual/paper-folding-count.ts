import { choiceOptions, type QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import {
  apart,
  type Fold,
  holeSpots,
  inside,
  onLine,
  ptKey,
  randomFolds,
  reflectIn,
  SIZE,
  sideOf,
  stepsSvg,
  unfold,
} from './paper-folding-engine.js';
import type { Pt } from './shapes.js';

/**
 * Counting holes in folded paper (SSC CGL, RRB NTPC, Bank PO, placements; holes on a fold line in
 * CAT-style sets): paper-folding/hole-count (how many holes on the open sheet),
 * paper-folding/holes-on-fold-lines (some punches sit on a fold line and do not double: CAT),
 * paper-folding/punches-needed (how many punches make a given number of holes).
 * `generate` counts by doubling per fold; `check` folds every point of a fine grid of the open
 * sheet forward through the folds and counts the points that land on a punch.
 */

/** Where a point of the open sheet ends up after the folds (the moving side is reflected). */
export const forward = (folds: readonly Fold[]) => (p: Pt) =>
  folds.reduce<Pt>((q, f) => (sideOf(f, q) === f.move ? reflectIn(f)(q) : q), p);

/** Holes of the open sheet by folding every half-unit point forward onto the punches. */
export function holesByFolding(folds: readonly Fold[], punches: readonly Pt[]): Pt[] {
  const keys = new Set(punches.map(ptKey));
  const f = forward(folds);
  const out: Pt[] = [];
  for (let x = 0.5; x < SIZE; x += 0.5)
    for (let y = 0.5; y < SIZE; y += 0.5) if (keys.has(ptKey(f([x, y])))) out.push([x, y]);
  return out;
}

/** Punches well inside the folded paper, with all their unfolded copies apart. */
function punchesInside(rng: Rng, region: readonly Pt[], folds: readonly Fold[], n: number): Pt[] | null {
  const spots = holeSpots(region);
  for (let t = 0; t < 20; t++) {
    const picked = rng.shuffle(spots).slice(0, n);
    if (picked.length === n && apart(unfold(picked, folds))) return picked;
  }
  return null;
}

const FOLDS_EN = ['once', 'twice', 'three times'];
const FOLDS_HI = ['एक बार', 'दो बार', 'तीन बार'];

function countQuestion(rng: Rng, mode: 'count' | 'punches') {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, true);
    const n = rng.int(1, k === 2 ? 3 : 2);
    const punches = punchesInside(rng, regions[k] ?? [], folds, n);
    if (!punches) continue;
    const total = unfold(punches, folds).length;
    const layers = 2 ** k;
    const steps = stepsSvg(folds, regions, mode === 'count' ? punches : [], 'Problem figures: folding steps');
    if (mode === 'count') {
      const { options, correctIndex } = choiceOptions(rng, total, [
        n * 2 * k,
        n * 2 ** (k - 1),
        n * 2 ** (k + 1),
        2 ** k + n,
      ]);
      return singleChoice(
        { en: 'Number of punched holes', hi: 'छेदों की संख्या' },
        {
          en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, and ${n} ${n === 1 ? 'hole is' : 'holes are'} punched through all the layers as in the last figure. How many holes will the sheet have when it is opened out?\n\n${steps}`,
          hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है और अंतिम आकृति के अनुसार सभी परतों में ${n} छेद किए जाते हैं। खोलने पर कागज़ में कितने छेद होंगे?\n\n${steps}`,
        },
        options,
        correctIndex,
        {
          en: [
            `Each fold doubles the layers: after ${k} folds the paper is $2^{${k}} = ${layers}$ layers thick everywhere.`,
            `Every punch goes through all ${layers} layers and no punch touches a fold line, so each punch makes ${layers} holes: $${n} \\times ${layers} = ${total}$.`,
            `**Answer: ${total}**`,
          ].join('\n\n'),
          hi: [
            `हर मोड़ परतों को दोगुना करता है: ${k} मोड़ों के बाद कागज़ हर जगह $2^{${k}} = ${layers}$ परतों का है।`,
            `हर छेद सभी ${layers} परतों से होकर जाता है और कोई छेद मोड़-रेखा को नहीं छूता, इसलिए हर छेद ${layers} छेद बनाता है: $${n} \\times ${layers} = ${total}$।`,
            `**उत्तर: ${total}**`,
          ].join('\n\n'),
        },
        40,
        [n, total],
        () => options.indexOf(String(holesByFolding(folds, punches).length)),
      );
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      n,
      [total / 2, total, n + 1, total / k].filter(Number.isInteger),
    );
    return singleChoice(
      { en: 'Punches needed for a pattern', hi: 'पैटर्न के लिए आवश्यक छेद' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown. Holes are then punched through all the layers, none of them touching a fold line, and the opened sheet has ${total} holes. How many times was the punch used?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है। फिर सभी परतों में छेद किए जाते हैं, जिनमें से कोई मोड़-रेखा को नहीं छूता, और खोलने पर कागज़ में ${total} छेद हैं। पंच कितनी बार चलाया गया?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `After ${k} folds the paper is $2^{${k}} = ${layers}$ layers thick, so one punch makes ${layers} holes.`,
          `Punches used $= ${total} \\div ${layers} = ${n}$.`,
          `**Answer: ${n}**`,
        ].join('\n\n'),
        hi: [
          `${k} मोड़ों के बाद कागज़ $2^{${k}} = ${layers}$ परतों का है, इसलिए एक बार पंच करने से ${layers} छेद बनते हैं।`,
          `पंच की संख्या $= ${total} \\div ${layers} = ${n}$।`,
          `**उत्तर: ${n}**`,
        ].join('\n\n'),
      },
      45,
      [total],
      // search: the smallest number of punches whose folded-forward copies cover the holes
      () => {
        const holes = unfold(punches, folds);
        const f = forward(folds);
        return options.indexOf(String(new Set(holes.map((p) => ptKey(f(p)))).size));
      },
    );
  }
}

/** Three folds; some punches sit exactly on a fold line, where a hole does not double. */
function onLineQuestion(rng: Rng) {
  for (;;) {
    const k = 3;
    const { folds, regions } = randomFolds(rng, k, true);
    const region = regions[k] ?? [];
    const candidates: Pt[] = [];
    for (let x = 0.5; x < SIZE; x += 0.5)
      for (let y = 0.5; y < SIZE; y += 0.5) {
        const p: Pt = [x, y];
        if (inside(region, p, true) && folds.some((f) => onLine(f, p))) candidates.push(p);
      }
    const onPunch = rng.shuffle(candidates).slice(0, rng.int(1, 2));
    const inner = rng.shuffle(holeSpots(region)).slice(0, 1);
    if (inner.length === 0) continue;
    const punches = [...onPunch, ...inner];
    if (onPunch.length === 0 || !apart(punches, 1.5)) continue;
    // no punch on a corner of the folded paper (it would cut it apart)
    if (punches.some((p) => region.some((c) => Math.hypot(c[0] - p[0], c[1] - p[1]) < 0.9))) continue;
    const holes = unfold(punches, folds);
    // a punch on an edge where the sheet's own border lies would cut a notch, not a hole
    if (!apart(holes, 1.2) || holes.some(([x, y]) => Math.min(x, y) <= 0 || Math.max(x, y) >= SIZE)) continue;
    const total = holes.length;
    const naive = punches.length * 2 ** k;
    if (total === naive) continue;
    const { options, correctIndex } = choiceOptions(rng, total, [
      naive,
      naive - onPunch.length,
      total + onPunch.length * 2,
      total * 2,
    ]);
    const steps = stepsSvg(folds, regions, punches, 'Problem figures: folding steps');
    // per punch: the copies it makes, counted by doubling at every fold whose line it is not on
    const per = punches.map((p) => unfold([p], folds).length);
    return singleChoice(
      { en: 'Holes on the fold lines', hi: 'मोड़-रेखाओं पर छेद' },
      {
        en: `A square sheet of paper is folded three times along the dashed lines in the order shown, and ${punches.length} holes are punched as in the last figure; a hole drawn on an edge of the folded paper is centred on that fold. How many separate holes will the opened sheet have?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर तीन बार मोड़ा जाता है और अंतिम आकृति के अनुसार ${punches.length} छेद किए जाते हैं; मुड़े कागज़ के किनारे पर बना छेद उसी मोड़ पर केंद्रित है। खोलने पर कागज़ में कितने अलग-अलग छेद होंगे?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          'A punch away from every fold line goes through 8 separate layers and makes 8 holes. A punch centred on a fold line cuts both sides of that fold in one place: when that fold is opened, the two halves join into one hole instead of two.',
          `Unfold in reverse order and count for each punch: ${per.join(' + ')} $= ${total}$ (the punches give ${per.join(', ')} holes).`,
          `Counting 8 for every punch (${naive}) is the usual slip.`,
          `**Answer: ${total}**`,
        ].join('\n\n'),
        hi: [
          'हर मोड़-रेखा से दूर किया गया छेद 8 अलग परतों से होकर 8 छेद बनाता है। मोड़-रेखा पर केंद्रित छेद उस मोड़ के दोनों ओर एक ही जगह कटता है: वह मोड़ खोलने पर दोनों आधे मिलकर दो नहीं, एक छेद बनाते हैं।',
          `उलटे क्रम में खोलकर हर छेद के लिए गिनिए: ${per.join(' + ')} $= ${total}$ (छेद क्रमशः ${per.join(', ')} छेद बनाते हैं)।`,
          `हर छेद के लिए 8 गिनना (${naive}) आम भूल है।`,
          `**उत्तर: ${total}**`,
        ].join('\n\n'),
      },
      200,
      [total],
      () => options.indexOf(String(holesByFolding(folds, punches).length)),
    );
  }
}

/** Folded two or three times, punched: how many holes on the opened sheet? */
export const paperFoldingHoleCount: QuestionGenerator = {
  id: 'paper-folding/hole-count',
  topic: 'paper-folding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => countQuestion(rng, 'count'),
};

/** The opened sheet has N holes: how many times was the folded paper punched? */
export const paperFoldingPunchesNeeded: QuestionGenerator = {
  id: 'paper-folding/punches-needed',
  topic: 'paper-folding',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) => countQuestion(rng, 'punches'),
};

/** Three folds, some punches centred on a fold line: count the separate holes (CAT level). */
export const paperFoldingOnLines: QuestionGenerator = {
  id: 'paper-folding/holes-on-fold-lines',
  topic: 'paper-folding',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: onLineQuestion,
};
