import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { distinctCandidates, letteredOptions } from './answer-options.js';
import {
  at,
  byMatrix,
  DIHEDRAL,
  type El,
  type Fig,
  figKey,
  figure,
  INK,
  label,
  mapFig,
  OPTION_LABELS,
  optionFigure,
  type PointMap,
  randomParts,
  reflectX,
  reflectY,
  renderFig,
  rotate90,
  rotate180,
  rotate270,
  withOnePartUnturned,
} from './shapes.js';

/**
 * Non-verbal analogy: figure A becomes figure B by a turn or a flip (and, in the hard version, by
 * filling the hollow shapes and emptying the filled ones); figure C must change the same way.
 * `generate` applies the named change; `check` finds, among the eight symmetries of the square as
 * matrices (with or without the fill swap), the one that takes A to B, and applies it to C.
 */

interface Change {
  f: PointMap;
  en: string;
  hi: string;
}

const CHANGES: readonly Change[] = [
  { f: rotate90, en: 'turns through 90° clockwise', hi: '90° दक्षिणावर्त घूमती है' },
  { f: rotate270, en: 'turns through 90° anticlockwise', hi: '90° वामावर्त घूमती है' },
  { f: rotate180, en: 'turns through 180°', hi: '180° घूमती है' },
  { f: reflectX, en: 'is flipped left to right (mirror image)', hi: 'बाएँ से दाएँ पलटती है (दर्पण प्रतिबिंब)' },
  { f: reflectY, en: 'is flipped upside down (water image)', hi: 'ऊपर से नीचे पलटती है (जल प्रतिबिंब)' },
];

/** Filled shapes become hollow and hollow closed shapes become filled. */
const swapFill = (fig: Fig): Fig => fig.map((el): El => (el.k === 'line' ? el : { ...el, fill: !el.fill }));
const hasFillable = (fig: Fig) => fig.some((el) => el.k !== 'line');

function problemSvg(a: Fig, b: Fig, c: Fig): string {
  const cell = 80;
  const gap = 16;
  const frame = (i: number) => ({ ox: i * (cell + gap) + cell / 2, oy: cell / 2, scale: 8 });
  let body = renderFig(a, frame(0)) + renderFig(b, frame(1)) + renderFig(c, frame(2));
  body += label(3 * (cell + gap) + cell / 2, cell / 2 + 8, '?', 24);
  const dots = (x: number) =>
    `<circle cx="${x}" cy="${cell / 2 - 6}" r="2" fill="${INK}"/><circle cx="${x}" cy="${cell / 2 + 6}" r="2" fill="${INK}"/>`;
  body += dots(cell + gap / 2) + dots(2 * cell + gap + gap / 2 - 3) + dots(2 * cell + gap + gap / 2 + 3);
  body += dots(3 * cell + 2 * gap + gap / 2);
  for (let i = 0; i < 4; i++) {
    body += `<rect x="${i * (cell + gap) + 4}" y="4" width="${cell - 8}" height="${cell - 8}" rx="4" stroke="#d1d5db" stroke-width="1"/>`;
  }
  return figure(4 * cell + 3 * gap, cell, body, 'Problem figures: A, B, C and a question mark');
}

function analogyQuestion(rng: Rng, withFill: boolean): GeneratedQuestion {
  for (;;) {
    const change = rng.pick(CHANGES);
    const aParts = randomParts(rng, rng.int(2, 3));
    const cParts = randomParts(rng, rng.int(2, 3));
    const a = aParts.flatMap((p) => p.els);
    const c = cParts.flatMap((p) => p.els);
    if (withFill && (!hasFillable(a) || !hasFillable(c))) continue;
    const apply = (fig: Fig, ch: Change, fill: boolean) =>
      fill ? swapFill(mapFig(fig, ch.f)) : mapFig(fig, ch.f);
    const b = apply(a, change, withFill);
    const correct = apply(c, change, withFill);
    if (figKey(a) === figKey(c)) continue;
    // A to B must be explained by one change only (a flip can look like swapping the fill of two
    // mirrored shapes).
    const ways = DIHEDRAL.flatMap((m) =>
      [false, true].filter((fill) => {
        const moved = mapFig(a, byMatrix(m));
        return figKey(fill ? swapFill(moved) : moved) === figKey(b);
      }),
    );
    if (ways.length !== 1) continue;

    const slips: { fig: Fig; en: string; hi: string }[] = [];
    const others = rng.shuffle(CHANGES.filter((x) => x !== change));
    // the closest wrong change first: the other turn direction, or the other flip
    const near = others.find((x) =>
      change.f === rotate90
        ? x.f === rotate270
        : change.f === rotate270
          ? x.f === rotate90
          : change.f === reflectX
            ? x.f === reflectY
            : change.f === reflectY
              ? x.f === reflectX
              : x.f === reflectY || x.f === reflectX,
    );
    for (const x of [near, ...others]) {
      if (!x) continue;
      slips.push({
        fig: apply(c, x, withFill),
        en: `is C after a different change: C ${x.en}`,
        hi: `C में दूसरा परिवर्तन है: C ${x.hi}`,
      });
    }
    if (withFill) {
      slips.unshift({
        fig: mapFig(c, change.f),
        en: `turns or flips C correctly but does not swap filled and hollow shapes`,
        hi: 'C को सही घुमाती/पलटती है, पर भरी और खाली आकृतियों को नहीं बदलती',
      });
    }
    slips.splice(1, 0, {
      fig: withFill
        ? swapFill(withOnePartUnturned(cParts, change.f, rng.int(0, cParts.length - 1)))
        : withOnePartUnturned(cParts, change.f, rng.int(0, cParts.length - 1)),
      en: 'moves every part of C correctly but leaves one part unturned',
      hi: 'C के हर भाग को सही स्थान पर ले जाती है, पर एक भाग को नहीं घुमाती/पलटती',
    });
    const chosen = distinctCandidates(slips, (s) => figKey(s.fig), [figKey(correct)]);
    if (chosen.length < 3) continue;

    const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
      rng,
      correct,
      chosen.map((s) => s.fig),
    );
    const options = items.map((f, i) => optionFigure(f, `Answer figure (${at(OPTION_LABELS, i)})`));
    const problem = problemSvg(a, b, c);
    const fillEn = withFill
      ? ', and every filled shape becomes hollow while every hollow shape becomes filled'
      : '';
    const fillHi = withFill ? ', और हर भरी आकृति खाली तथा हर खाली आकृति भरी हो जाती है' : '';
    const solution = {
      en: [
        `From A to B the whole figure ${change.en}${fillEn}. Apply the same change to C.`,
        `Figure (${answerLetter}) is C changed in exactly this way.`,
        ...chosen.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        `A से B में पूरी आकृति ${change.hi}${fillHi}। यही परिवर्तन C पर लागू कीजिए।`,
        `आकृति (${answerLetter}) में C ठीक इसी प्रकार बदली है।`,
        ...chosen.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Non-verbal analogy', hi: 'अशाब्दिक सादृश्यता' },
      type: 'single',
      statement: {
        en: `Figure A is related to figure B in a certain way. Choose the figure that is related to figure C in the same way.\n\n${problem}`,
        hi: `आकृति A, आकृति B से एक निश्चित प्रकार से संबंधित है। वह आकृति चुनिए जो आकृति C से उसी प्रकार संबंधित हो।\n\n${problem}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: withFill ? 60 : 45,
      numbers: [],
      check(): QuestionAnswer {
        const keyB = figKey(b);
        for (const m of DIHEDRAL) {
          for (const fill of [false, true]) {
            const t = (fig: Fig) => (fill ? swapFill(mapFig(fig, byMatrix(m))) : mapFig(fig, byMatrix(m)));
            if (figKey(t(a)) !== keyB) continue;
            const want = figKey(t(c));
            return { kind: 'choice', correct: [items.findIndex((f) => figKey(f) === want)] };
          }
        }
        return { kind: 'choice', correct: [] };
      },
    };
  }
}

export const nonVerbalAnalogyTurnOrFlip: QuestionGenerator = {
  id: 'non-verbal-analogy/turn-or-flip',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => analogyQuestion(rng, false),
};

export const nonVerbalAnalogyTurnAndShade: QuestionGenerator = {
  id: 'non-verbal-analogy/turn-and-shade',
  topic: 'non-verbal-analogy',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate: (rng) => analogyQuestion(rng, true),
};
