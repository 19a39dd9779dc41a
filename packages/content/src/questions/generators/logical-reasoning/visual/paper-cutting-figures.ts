import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { letteredOptions } from './answer-options.js';
import { forward } from './paper-cutting-edges.js';
import { holesByFolding } from './paper-folding-count.js';
import {
  apart,
  type Fold,
  foldsOf,
  holeSpots,
  ptKey,
  randomFolds,
  reflectIn,
  regionSvg,
  setKey,
  sheetSvg,
  stepsSvg,
  unfold,
} from './paper-folding-engine.js';
import { at, type Pt } from './shapes.js';

/**
 * Figure questions on cut-outs in folded paper (SSC CGL, RRB NTPC, Bank PO, placements;
 * the NOT-possible variant in CAT-style sets): paper-cutting/which-cut (the opened sheet is given:
 * which cuts in the folded paper made it), paper-cutting/partial-unfold (only the last fold or two
 * are opened: how does the paper look) and paper-cutting/impossible-pattern (which opened sheet can
 * NOT come from cutting the folded paper: CAT). `generate` unfolds the cuts across the folds in
 * reverse; `check` folds every point of a fine grid forward (or each option's cut-outs forward) and
 * compares with the cuts made.
 */

const FOLDS_EN = ['once', 'twice', 'three times'];
const FOLDS_HI = ['एक बार', 'दो बार', 'तीन बार'];

/** Up to `n` cut-out centres inside the folded region whose opened copies all stay apart. */
function cutsIn(rng: Rng, region: readonly Pt[], folds: readonly Fold[], n: number): Pt[] | null {
  const spots = holeSpots(region, 0.8);
  for (let t = 0; t < 20; t++) {
    const picked = rng.shuffle(spots).slice(0, n);
    if (picked.length === n && apart(unfold(picked, folds), 1.5)) return picked;
  }
  return null;
}

function whichCutQuestion(rng: Rng) {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, true);
    const region = at(regions, k);
    const made = cutsIn(rng, region, folds, rng.int(1, 2));
    if (!made) continue;
    const opened = unfold(made, folds);
    const target = setKey(opened);
    // Wrong cuts: the right ones mirrored inside the folded paper, or one of them moved.
    const wrong: Pt[][] = [];
    const seen = new Set([setKey(made)]);
    const add = (c: Pt[]) => {
      if (wrong.length < 3 && !seen.has(setKey(c)) && apart(c, 1.2)) {
        seen.add(setKey(c));
        wrong.push(c);
      }
    };
    for (const { fold } of rng.shuffle(foldsOf(region))) add(made.map(reflectIn(fold)));
    const spots = holeSpots(region, 0.8);
    for (let t = 0; t < 20 && wrong.length < 3; t++) {
      const i = rng.int(0, made.length - 1);
      add(made.map((p, j) => (j === i ? rng.pick(spots) : p)));
    }
    if (wrong.length < 3) continue;
    const { items, correctIndex, answerLetter } = letteredOptions(rng, made, wrong);
    const options = items.map((c, i) => regionSvg(region, c, `Answer figure (${i + 1})`));
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps');
    const sheet = sheetSvg(opened, 'The opened sheet');
    return singleChoice(
      { en: 'Which cuts made this sheet?', hi: 'किन कटावों से यह कागज़ बना?' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, small circles are cut out of the folded paper, and the paper is opened. The opened sheet looks like the figure after the folding steps. Which figure shows the circles cut in the folded paper?\n\n${steps}\n\n${sheet}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है, मुड़े कागज़ में से छोटे वृत्त काटे जाते हैं और कागज़ खोल दिया जाता है। खुला कागज़ मोड़ने के चरणों के बाद वाली आकृति जैसा दिखता है। कौन-सी आकृति मुड़े कागज़ में काटे गए वृत्त दिखाती है?\n\n${steps}\n\n${sheet}`,
      },
      options,
      correctIndex,
      {
        en: [
          `The folded paper has $2^{${k}} = ${2 ** k}$ layers, so each circle cut in it gives ${2 ** k} circles on the opened sheet: ${opened.length} circles come from ${made.length} ${made.length === 1 ? 'cut' : 'cuts'}.`,
          `Fold the opened sheet again in the same order: every circle lands on one of the circles of figure (${answerLetter}). Unfolding figure (${answerLetter}) across the folds in reverse order gives back exactly the given sheet.`,
          'The other figures are the same circles mirrored inside the folded paper or with one circle moved; unfolded, they put circles where the given sheet has none.',
          `**Answer: (${answerLetter})**`,
        ].join('\n\n'),
        hi: [
          `मुड़े कागज़ की $2^{${k}} = ${2 ** k}$ परतें हैं, इसलिए उसमें काटा गया हर वृत्त खुले कागज़ पर ${2 ** k} वृत्त देता है: ${opened.length} वृत्त ${made.length} ${made.length === 1 ? 'कटाव' : 'कटावों'} से बने हैं।`,
          `खुले कागज़ को उसी क्रम में फिर मोड़िए: हर वृत्त आकृति (${answerLetter}) के किसी वृत्त पर आता है। आकृति (${answerLetter}) को उलटे क्रम में खोलने पर ठीक दिया गया कागज़ मिलता है।`,
          'बाकी आकृतियों में वही वृत्त मुड़े कागज़ के भीतर उलटे स्थानों पर हैं या एक वृत्त खिसका हुआ है; खोलने पर वे ऐसे स्थानों पर वृत्त बनाते हैं जहाँ दिए गए कागज़ में कोई वृत्त नहीं है।',
          `**उत्तर: (${answerLetter})**`,
        ].join('\n\n'),
      },
      k === 2 ? 75 : 100,
      [k, opened.length],
      () => items.findIndex((c) => setKey(holesByFolding(folds, c)) === target),
    );
  }
}

function partialQuestion(rng: Rng) {
  for (;;) {
    const k = 3;
    const { folds, regions } = randomFolds(rng, k, true);
    const j = rng.int(1, 2); // the paper is opened back to the shape after fold j
    const made = cutsIn(rng, at(regions, k), folds, rng.int(1, 2));
    if (!made) continue;
    const shape = at(regions, j);
    const rest = folds.slice(j);
    const right = unfold(made, rest);
    const seen = new Set([setKey(right)]);
    const wrong: { holes: Pt[]; en: string; hi: string }[] = [];
    const add = (holes: Pt[], en: string, hi: string) => {
      if (wrong.length < 3 && !seen.has(setKey(holes)) && apart(holes, 1.2)) {
        seen.add(setKey(holes));
        wrong.push({ holes, en, hi });
      }
    };
    const others = rng.shuffle(
      foldsOf(shape).filter(({ fold }) => !rest.some((f) => f.axis === fold.axis && f.c === fold.c)),
    );
    for (const { fold } of others.slice(0, 2))
      add(
        right.map(reflectIn(fold)),
        'has the right number of circles, but mirrored (opened to the wrong side)',
        'में वृत्तों की संख्या सही है पर वे उलटे स्थानों पर हैं (गलत ओर खोला गया)',
      );
    add(
      made,
      'shows only the circles cut, as if nothing had been opened',
      'में केवल काटे गए वृत्त हैं, मानो कुछ खोला ही न गया हो',
    );
    if (j === 1) add(unfold(made, folds.slice(2)), 'opens only the last fold', 'में केवल अंतिम मोड़ खोला गया है');
    for (const { fold } of others.slice(2))
      add(
        [...made, ...made.map(reflectIn(fold))],
        'reflects the circles in a line that was never folded',
        'में वृत्तों का प्रतिबिंब ऐसी रेखा में लिया गया है जिस पर मोड़ा ही नहीं गया',
      );
    if (wrong.length < 3) continue;
    const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
      rng,
      right,
      wrong.map((w) => w.holes),
    );
    const options = items.map((c, i) => regionSvg(shape, c, `Answer figure (${i + 1})`));
    const steps = stepsSvg(folds, regions, made, 'Problem figures: folding steps and the circles cut');
    const opened =
      j === 2
        ? { en: 'only the last fold is opened', hi: 'केवल अंतिम मोड़ खोला जाता है' }
        : { en: 'the last two folds are opened', hi: 'अंतिम दो मोड़ खोले जाते हैं' };
    return singleChoice(
      { en: 'Cut, then opened part of the way', hi: 'काटकर आंशिक रूप से खोलना' },
      {
        en: `A square sheet of paper is folded three times along the dashed lines in the order shown, and circles are cut out as in the last figure. Then ${opened.en}, so the paper looks like figure ${j + 1} again. How does it look now?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर तीन बार मोड़ा जाता है और अंतिम आकृति के अनुसार वृत्त काटे जाते हैं। फिर ${opened.hi}, जिससे कागज़ फिर आकृति ${j + 1} जैसा दिखता है। अब वह कैसा दिखेगा?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Undo only the folds that are opened, the last first: each reflects the circles in its fold line and doubles them. ${made.length} ${made.length === 1 ? 'circle becomes' : 'circles become'} ${right.length}, drawn on the shape of figure ${j + 1}: figure (${answerLetter}).`,
          ...wrong.map((w, i) => `Figure (${letterOf(i)}) ${w.en}.`),
          `**Answer: (${answerLetter})**`,
        ].join('\n\n'),
        hi: [
          `केवल खोले गए मोड़ों को, अंतिम को पहले, खोलिए: हर मोड़ वृत्तों का अपनी रेखा में प्रतिबिंब बनाकर उन्हें दोगुना करता है। ${made.length} वृत्त ${right.length} हो जाते हैं, आकृति ${j + 1} के आकार पर: आकृति (${answerLetter})।`,
          ...wrong.map((w, i) => `आकृति (${letterOf(i)}) ${w.hi}।`),
          `**उत्तर: (${answerLetter})**`,
        ].join('\n\n'),
      },
      j === 2 ? 70 : 90,
      [j, right.length],
      () => {
        const f = forward(rest);
        const cut = new Set(made.map(ptKey));
        return items.findIndex(
          (c) =>
            c.length === made.length * 2 ** rest.length &&
            new Set(c.map(ptKey)).size === c.length &&
            c.every((p) => cut.has(ptKey(f(p)))),
        );
      },
    );
  }
}

function impossibleQuestion(rng: Rng) {
  for (;;) {
    const k = rng.int(2, 3);
    const { folds, regions } = randomFolds(rng, k, true);
    const region = at(regions, k);
    const possible: Pt[][] = [];
    const seen = new Set<string>();
    for (let t = 0; t < 30 && possible.length < 3; t++) {
      const c = cutsIn(rng, region, folds, rng.int(1, 2));
      if (!c) continue;
      const o = unfold(c, folds);
      if (!seen.has(setKey(o))) {
        seen.add(setKey(o));
        possible.push(o);
      }
    }
    if (possible.length < 3) continue;
    // The odd sheet: a possible one with one circle dropped or moved, so the mirror images fail.
    const base = rng.pick(possible);
    const drop = rng.int(0, base.length - 1);
    const moved: Pt[] = [...base];
    const spots = holeSpots(
      [
        [0, 0],
        [8, 0],
        [8, 8],
        [0, 8],
      ],
      0.8,
    );
    let bad: Pt[] = base.filter((_, i) => i !== drop);
    if (rng.next() < 0.5) {
      const q = rng.pick(spots);
      moved[drop] = q;
      if (apart(moved, 1.5)) bad = moved;
    }
    const f = forward(folds);
    const closes = (s: readonly Pt[]) =>
      setKey(
        holesByFolding(
          folds,
          s.map((p) => f(p)),
        ),
      ) === setKey(s);
    if (bad.length === 0 || closes(bad) || seen.has(setKey(bad))) continue;
    const { items, correctIndex, answerLetter } = letteredOptions(rng, bad, possible);
    const options = items.map((s, i) => sheetSvg(s, `Answer figure (${i + 1})`));
    const steps = stepsSvg(folds, regions, [], 'Problem figures: folding steps');
    const layers = 2 ** k;
    return singleChoice(
      { en: 'Which opened sheet is impossible?', hi: 'कौन-सा खुला कागज़ असंभव है?' },
      {
        en: `A square sheet of paper is folded ${FOLDS_EN[k - 1]} along the dashed lines in the order shown, and one or more small circles are cut out of the folded paper (none touching a fold). Which of the following can NOT be the sheet when it is opened?\n\n${steps}`,
        hi: `एक वर्गाकार कागज़ को दिखाए गए क्रम में बिंदीदार रेखाओं पर ${FOLDS_HI[k - 1]} मोड़ा जाता है और मुड़े कागज़ में से एक या अधिक छोटे वृत्त काटे जाते हैं (कोई भी मोड़ को नहीं छूता)। खोलने पर कागज़ निम्न में से कौन-सा नहीं हो सकता?\n\n${steps}`,
      },
      options,
      correctIndex,
      {
        en: [
          `Every cut goes through all $2^{${k}} = ${layers}$ layers, so a possible sheet has a multiple of ${layers} circles, and they come in mirror images across every fold line: folding the sheet again in the same order puts each circle exactly on top of ${layers - 1} others.`,
          `Fold each figure again: in three of them the circles fall into stacks of ${layers}, one stack for each cut. In figure (${answerLetter}) (${bad.length} ${bad.length === 1 ? 'circle' : 'circles'}) some circle has no partner in a layer above or below it, so no cut in the folded paper could make it.`,
          `**Answer: (${answerLetter})**`,
        ].join('\n\n'),
        hi: [
          `हर कटाव सभी $2^{${k}} = ${layers}$ परतों से होकर जाता है, इसलिए संभव कागज़ में वृत्तों की संख्या ${layers} का गुणज होती है और वे हर मोड़-रेखा के दोनों ओर प्रतिबिंब-जोड़ों में होते हैं: कागज़ को उसी क्रम में फिर मोड़ने पर हर वृत्त ठीक ${layers - 1} अन्य वृत्तों के ऊपर आता है।`,
          `हर आकृति को फिर मोड़िए: तीन आकृतियों में वृत्त ${layers}-${layers} की ढेरियों में आ जाते हैं, हर कटाव की एक ढेरी। आकृति (${answerLetter}) (${bad.length} वृत्त) में किसी वृत्त का ऊपर या नीचे की परत में कोई साथी नहीं है, इसलिए मुड़े कागज़ का कोई कटाव उसे नहीं बना सकता।`,
          `**उत्तर: (${answerLetter})**`,
        ].join('\n\n'),
      },
      180,
      [k, layers],
      () => items.findIndex((s) => !closes(s)),
    );
  }
}

/** The opened sheet is given: which circles cut in the folded paper made it (reverse)? */
export const paperCuttingWhichCut: QuestionGenerator = {
  id: 'paper-cutting/which-cut',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: whichCutQuestion,
};

/** Folded three times and cut, then only the last one or two folds opened: how does it look? */
export const paperCuttingPartialUnfold: QuestionGenerator = {
  id: 'paper-cutting/partial-unfold',
  topic: 'paper-cutting',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: partialQuestion,
};

/** Which opened sheet can NOT come from cutting circles out of the folded paper (CAT)? */
export const paperCuttingImpossible: QuestionGenerator = {
  id: 'paper-cutting/impossible-pattern',
  topic: 'paper-cutting',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: impossibleQuestion,
};
