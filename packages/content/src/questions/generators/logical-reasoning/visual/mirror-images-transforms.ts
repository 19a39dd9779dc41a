import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import {
  at,
  byMatrix,
  DIHEDRAL,
  dashed,
  type Fig,
  figKey,
  figure,
  label,
  mapFig,
  OPTION_LABELS,
  optionFigure,
  randomFigure,
  renderFig,
} from './shapes.js';

/**
 * Mirror and water images of figures, asked in other ways than "find the image" (SSC CGL, RRB NTPC,
 * Bank PO, placements; two reflections in a row in CAT-style sets). A figure with no symmetry is
 * moved by one of the eight symmetries of the square, named here as mirrors and turns.
 * `generate` maps the figure step by step; `check` finds, for each option, which of the eight
 * symmetries carries the problem figure onto it (a search) and compares that with the product of
 * the matrices of the steps.
 * Shapes: mirror-images/original-from-image, mirror-images/find-the-mirror-line,
 * mirror-images/not-a-mirror-image, mirror-images/two-mirrors (CAT);
 * water-images/original-from-image, water-images/image-then-turn, water-images/mirror-then-water (CAT).
 */

type M = readonly [number, number, number, number];

interface Move {
  m: M;
  en: string;
  hi: string;
}

export const MOVES = {
  mirror: { m: [-1, 0, 0, 1], en: 'a mirror on a vertical line', hi: 'ऊर्ध्वाधर रेखा पर दर्पण' },
  water: { m: [1, 0, 0, -1], en: 'a horizontal mirror (water)', hi: 'क्षैतिज दर्पण (पानी)' },
  diag: {
    m: [0, 1, 1, 0],
    en: 'a mirror on the diagonal from top left to bottom right',
    hi: 'ऊपर-बाएँ से नीचे-दाएँ विकर्ण पर दर्पण',
  },
  anti: {
    m: [0, -1, -1, 0],
    en: 'a mirror on the diagonal from top right to bottom left',
    hi: 'ऊपर-दाएँ से नीचे-बाएँ विकर्ण पर दर्पण',
  },
  cw: { m: [0, -1, 1, 0], en: 'a quarter turn clockwise', hi: 'दक्षिणावर्त चौथाई घुमाव' },
  half: { m: [-1, 0, 0, -1], en: 'a half turn (180°)', hi: 'आधा घुमाव (180°)' },
  acw: { m: [0, 1, -1, 0], en: 'a quarter turn anticlockwise', hi: 'वामावर्त चौथाई घुमाव' },
  none: { m: [1, 0, 0, 1], en: 'no change at all', hi: 'कोई परिवर्तन नहीं' },
} as const satisfies Record<string, Move>;
export type MoveName = keyof typeof MOVES;

/** The product b·a (first a, then b). */
const times = (b: M, a: M): M => [
  b[0] * a[0] + b[1] * a[2],
  b[0] * a[1] + b[1] * a[3],
  b[2] * a[0] + b[3] * a[2],
  b[2] * a[1] + b[3] * a[3],
];
const sameM = (a: M, b: M) => a.every((v, i) => v === b[i]);

/** The symmetry of the square that carries `from` onto `to` (search over the eight). */
function symmetryBetween(from: Fig, to: Fig): M | undefined {
  const key = figKey(to);
  return DIHEDRAL.find((m) => figKey(mapFig(from, byMatrix(m))) === key);
}

const applySeq = (fig: Fig, seq: readonly MoveName[]) =>
  seq.reduce((f, n) => mapFig(f, byMatrix(MOVES[n].m)), fig);

/** The problem figure on a card, with a dashed mirror line on one side when asked. */
function problemCard(fig: Fig, line: 'right' | 'below' | null, alt = 'Problem figure'): string {
  const w = line === 'right' ? 150 : 120;
  const h = line === 'below' ? 150 : 120;
  let body = renderFig(fig, { ox: 60, oy: 60, scale: 12 });
  if (line === 'right') body += dashed(134, 10, 134, 110) + label(144, 22, 'M') + label(144, 108, 'N');
  if (line === 'below')
    body += dashed(10, 134, 110, 134) + label(10, 128, 'M', 11) + label(110, 128, 'N', 11);
  return figure(w, h, body, alt);
}

interface Slip {
  seq: MoveName[];
  en: string;
  hi: string;
}

/** Options from the right sequence of moves and slips, keeping only distinct figures. */
function figureOptions(rng: Rng, fig: Fig, right: readonly MoveName[], slips: readonly Slip[]) {
  const seen = new Set([figKey(applySeq(fig, right))]);
  const chosen: Slip[] = [];
  for (const s of slips) {
    const k = figKey(applySeq(fig, s.seq));
    if (chosen.length < 3 && !seen.has(k)) {
      seen.add(k);
      chosen.push(s);
    }
  }
  const order = rng.shuffle([0, 1, 2, 3]);
  const seqs = [right, ...chosen.map((s) => s.seq)];
  const figs = order.map((i) => applySeq(fig, at(seqs, i)));
  const options = figs.map((f, i) => optionFigure(f, `Answer figure (${at(OPTION_LABELS, i)})`));
  return {
    figs,
    options,
    correct: order.indexOf(0),
    slips: chosen,
    letterOf: (i: number) => order.indexOf(i + 1) + 1,
  };
}

const explain = (slips: readonly Slip[], letterOf: (i: number) => number) => ({
  en: slips.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
  hi: slips.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
});

/** The figure whose image (mirror on the right, or water below) is shown. */
export function originalQuestion(rng: Rng, kind: 'mirror' | 'water') {
  const fig = randomFigure(rng, rng.int(2, 4));
  const move: MoveName = kind;
  const image = applySeq(fig, [move]);
  const other: MoveName = kind === 'mirror' ? 'water' : 'mirror';
  const { figs, options, correct, slips, letterOf } = figureOptions(
    rng,
    fig,
    [],
    [
      {
        seq: [move],
        en: 'is the image itself, not the figure it came from',
        hi: 'स्वयं प्रतिबिंब है, मूल आकृति नहीं',
      },
      {
        seq: [move, other],
        en: 'is the image turned through 180°',
        hi: 'प्रतिबिंब को 180° घुमाने से बनती है',
      },
      { seq: [other], en: 'reflects the image in the wrong line', hi: 'प्रतिबिंब को गलत रेखा में पलटती है' },
    ],
  );
  const name =
    kind === 'mirror' ? { en: 'mirror image', hi: 'दर्पण प्रतिबिंब' } : { en: 'water image', hi: 'जल प्रतिबिंब' };
  const where =
    kind === 'mirror'
      ? { en: 'in a mirror MN placed to its right', hi: 'उसके दाईं ओर रखे दर्पण MN में' }
      : { en: 'in water with the surface MN below it', hi: 'नीचे MN सतह वाले पानी में' };
  const problem = problemCard(image, kind === 'mirror' ? 'right' : 'below', 'Image figure');
  const ex = explain(slips, letterOf);
  return singleChoice(
    kind === 'mirror'
      ? { en: 'Figure from its mirror image', hi: 'दर्पण प्रतिबिंब से मूल आकृति' }
      : { en: 'Figure from its water image', hi: 'जल प्रतिबिंब से मूल आकृति' },
    {
      en: `The figure below is the ${name.en} of a figure seen ${where.en}. Which answer figure is the original figure?\n\n${problem}`,
      hi: `नीचे दी गई आकृति किसी आकृति का ${where.hi} दिखने वाला ${name.hi} है। कौन-सी उत्तर आकृति मूल आकृति है?\n\n${problem}`,
    },
    options,
    correct,
    {
      en: [
        `Reflecting twice in the same line gives back the figure, so reflect the given image once more ${kind === 'mirror' ? 'in a vertical line (swap left and right)' : 'in a horizontal line (swap top and bottom)'}.`,
        `Figure (${correct + 1}) is that figure: its ${name.en} is exactly the figure given.`,
        ...ex.en,
        `**Answer: (${correct + 1})**`,
      ].join('\n\n'),
      hi: [
        `एक ही रेखा में दो बार प्रतिबिंब लेने पर मूल आकृति वापस मिलती है, इसलिए दिए गए प्रतिबिंब का एक बार और ${kind === 'mirror' ? 'ऊर्ध्वाधर रेखा में (बाएँ-दाएँ बदलकर)' : 'क्षैतिज रेखा में (ऊपर-नीचे बदलकर)'} प्रतिबिंब लीजिए।`,
        `आकृति (${correct + 1}) वही आकृति है: उसका ${name.hi} ठीक दी गई आकृति है।`,
        ...ex.hi,
        `**उत्तर: (${correct + 1})**`,
      ].join('\n\n'),
    },
    45,
    [],
    // the option whose own image is the given figure
    () => figs.findIndex((f) => figKey(mapFig(f, byMatrix(MOVES[move].m))) === figKey(image)),
  );
}

/** The figure after two moves in a row. */
export function twoMovesQuestion(rng: Rng, first: MoveName, second: MoveName, hard: boolean) {
  const fig = randomFigure(rng, rng.int(3, 4));
  const right: MoveName[] = [first, second];
  const commute = sameM(times(MOVES[second].m, MOVES[first].m), times(MOVES[first].m, MOVES[second].m));
  const pool: Slip[] = [
    ...(commute
      ? []
      : [
          {
            seq: [second, first] as MoveName[],
            en: 'does the two steps in the wrong order',
            hi: 'दोनों चरण गलत क्रम में करती है',
          },
        ]),
    { seq: [first], en: 'stops after the first step', hi: 'पहले चरण के बाद रुक जाती है' },
    { seq: [second], en: 'does only the second step', hi: 'केवल दूसरा चरण करती है' },
    ...rng.shuffle<Slip>([
      { seq: [], en: 'is the figure itself', hi: 'स्वयं मूल आकृति है' },
      {
        seq: [first, second, 'half'],
        en: 'turns the right answer upside down',
        hi: 'सही उत्तर को उलटा घुमा देती है',
      },
      { seq: [first, 'water'], en: 'uses water for the second step', hi: 'दूसरे चरण में पानी का प्रतिबिंब लेती है' },
    ]),
  ];
  const { figs, options, correct, slips, letterOf } = figureOptions(rng, fig, right, pool);
  const stepEn = (n: MoveName, obj: string) =>
    n === 'mirror'
      ? `the mirror image of ${obj} in a vertical mirror placed to its right is taken`
      : n === 'water'
        ? `the water image of ${obj} is taken`
        : n === 'diag' || n === 'anti'
          ? `${obj} is reflected in ${MOVES[n].en}`
          : `${obj} is given ${MOVES[n].en}`;
  const stepHi = (n: MoveName, obj: string) =>
    n === 'mirror'
      ? `${obj} का दाईं ओर रखे ऊर्ध्वाधर दर्पण में दर्पण प्रतिबिंब लिया जाता है`
      : n === 'water'
        ? `${obj} का जल प्रतिबिंब लिया जाता है`
        : n === 'diag' || n === 'anti'
          ? `${obj} का ${MOVES[n].hi} में प्रतिबिंब लिया जाता है`
          : `${obj} को ${MOVES[n].hi} दिया जाता है`;
  const problem = problemCard(fig, null);
  const ex = explain(slips, letterOf);
  const combined = DIHEDRAL.findIndex((m) => sameM(m, times(MOVES[second].m, MOVES[first].m)));
  const name = (Object.keys(MOVES) as MoveName[]).find((n) => sameM(MOVES[n].m, at(DIHEDRAL, combined)));
  const together = name ? MOVES[name] : MOVES.none;
  return singleChoice(
    hard
      ? first === 'mirror' && second === 'water'
        ? { en: 'Mirror image, then water image', hi: 'दर्पण प्रतिबिंब, फिर जल प्रतिबिंब' }
        : { en: 'Two reflections in a row', hi: 'एक के बाद एक दो प्रतिबिंब' }
      : { en: 'Water image, then a turn', hi: 'जल प्रतिबिंब, फिर घुमाव' },
    {
      en: `First, ${stepEn(first, 'the problem figure')}; then ${stepEn(second, 'the result')}. Which answer figure shows the final result?\n\n${problem}`,
      hi: `पहले ${stepHi(first, 'प्रश्न आकृति')}; फिर ${stepHi(second, 'परिणाम')}। कौन-सी उत्तर आकृति अंतिम परिणाम दिखाती है?\n\n${problem}`,
    },
    options,
    correct,
    {
      en: [
        `Do the steps one at a time. Step 1 (${MOVES[first].en}) and step 2 (${MOVES[second].en}) together amount to ${together.en}: follow one part of the figure, for example its top-left part, through both steps.`,
        `Figure (${correct + 1}) is the result.`,
        ...ex.en,
        `**Answer: (${correct + 1})**`,
      ].join('\n\n'),
      hi: [
        `चरण एक-एक करके कीजिए। चरण 1 (${MOVES[first].hi}) और चरण 2 (${MOVES[second].hi}) मिलकर ${together.hi} के बराबर हैं: आकृति के किसी एक भाग, जैसे ऊपरी-बाएँ भाग, को दोनों चरणों में देखिए।`,
        `आकृति (${correct + 1}) परिणाम है।`,
        ...ex.hi,
        `**उत्तर: (${correct + 1})**`,
      ].join('\n\n'),
    },
    hard ? 180 : 90,
    [],
    () => {
      const product = times(MOVES[second].m, MOVES[first].m);
      return figs.findIndex((f) => {
        const m = symmetryBetween(fig, f);
        return m !== undefined && sameM(m, product);
      });
    },
  );
}
