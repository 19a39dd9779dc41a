import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { MOVES, type MoveName, originalQuestion, twoMovesQuestion } from './mirror-images-transforms.js';
import {
  at,
  byMatrix,
  DIHEDRAL,
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
 * Mirror lines (SSC CGL, RRB NTPC, Bank PO, placements; two mirrors in a row in CAT-style sets):
 * mirror-images/find-the-mirror-line (X and Y are given: where was the mirror?),
 * mirror-images/not-a-mirror-image (three images in different mirrors and one turned copy),
 * mirror-images/original-from-image and mirror-images/two-mirrors (built in mirror-images-transforms.ts).
 * `check` finds by search which of the eight symmetries of the square carries X onto each figure and
 * tells a mirror from a turn by its determinant (a mirror reverses orientation: determinant −1).
 */

const det = (m: readonly number[]) => (m[0] ?? 0) * (m[3] ?? 0) - (m[1] ?? 0) * (m[2] ?? 0);
function symmetryBetween(from: Fig, to: Fig) {
  const key = figKey(to);
  return DIHEDRAL.find((m) => figKey(mapFig(from, byMatrix(m))) === key);
}

const LINES: MoveName[] = ['mirror', 'water', 'diag', 'anti'];
const LINE_TEXT: Record<string, { en: string; hi: string }> = {
  mirror: { en: 'A vertical line (beside the figure)', hi: 'ऊर्ध्वाधर रेखा (आकृति के बगल में)' },
  water: { en: 'A horizontal line (above or below the figure)', hi: 'क्षैतिज रेखा (आकृति के ऊपर या नीचे)' },
  diag: { en: 'The diagonal from top left to bottom right', hi: 'ऊपर-बाएँ से नीचे-दाएँ वाला विकर्ण' },
  anti: { en: 'The diagonal from top right to bottom left', hi: 'ऊपर-दाएँ से नीचे-बाएँ वाला विकर्ण' },
};
const HINT: Record<string, { en: string; hi: string }> = {
  mirror: {
    en: 'top and bottom stay where they are while left and right swap',
    hi: 'ऊपर और नीचे अपनी जगह रहते हैं जबकि बायाँ और दायाँ आपस में बदलते हैं',
  },
  water: {
    en: 'left and right stay where they are while top and bottom swap',
    hi: 'बायाँ और दायाँ अपनी जगह रहते हैं जबकि ऊपर और नीचे आपस में बदलते हैं',
  },
  diag: {
    en: 'the top-left and bottom-right corners stay while the top-right and bottom-left parts swap',
    hi: 'ऊपरी-बायाँ और निचला-दायाँ कोना अपनी जगह रहते हैं जबकि ऊपरी-दायाँ और निचला-बायाँ भाग आपस में बदलते हैं',
  },
  anti: {
    en: 'the top-right and bottom-left corners stay while the top-left and bottom-right parts swap',
    hi: 'ऊपरी-दायाँ और निचला-बायाँ कोना अपनी जगह रहते हैं जबकि ऊपरी-बायाँ और निचला-दायाँ भाग आपस में बदलते हैं',
  },
};

/** Figure Y is the image of X in a mirror: along which line was the mirror held? */
function mirrorLineQuestion(rng: Rng) {
  const x = randomFigure(rng, rng.int(3, 4));
  const line = rng.pick(LINES);
  const y = mapFig(x, byMatrix(MOVES[line].m));
  const order = rng.shuffle(LINES);
  const correct = order.indexOf(line);
  const pair =
    renderFig(x, { ox: 60, oy: 66, scale: 11 }) +
    renderFig(y, { ox: 190, oy: 66, scale: 11 }) +
    label(60, 16, 'X') +
    label(190, 16, 'Y') +
    '<path d="M125 20V112" stroke="#d1d5db"/>';
  const problem = figure(250, 126, pair, 'Figures X and Y');
  const text = LINE_TEXT[line] ?? { en: '', hi: '' };
  const hint = HINT[line] ?? { en: '', hi: '' };
  return singleChoice(
    { en: 'Where is the mirror?', hi: 'दर्पण कहाँ है?' },
    {
      en: `Figure Y is the image of figure X in a plane mirror. Along which line of X was the mirror held?\n\n${problem}`,
      hi: `आकृति Y, आकृति X का एक समतल दर्पण में प्रतिबिंब है। दर्पण X की किस रेखा के साथ रखा गया था?\n\n${problem}`,
    },
    order.map((l) => LINE_TEXT[l] ?? { en: '', hi: '' }),
    correct,
    {
      en: [
        `Compare where each part of X went in Y: ${hint.en}. Only a mirror along that line does this; every part is also flipped across the same line.`,
        `The other lines would send the parts elsewhere (a vertical mirror swaps left and right, a horizontal one swaps top and bottom, a diagonal mirror swaps the two corners off that diagonal).`,
        `**Answer: ${text.en}**`,
      ].join('\n\n'),
      hi: [
        `देखिए कि X का हर भाग Y में कहाँ गया: ${hint.hi}। केवल उस रेखा पर रखा दर्पण ऐसा करता है; हर भाग भी उसी रेखा के पार पलट जाता है।`,
        'दूसरी रेखाएँ भागों को कहीं और भेजतीं (ऊर्ध्वाधर दर्पण बाएँ-दाएँ बदलता है, क्षैतिज दर्पण ऊपर-नीचे, और विकर्ण वाला दर्पण उस विकर्ण से बाहर के दो कोनों को बदलता है)।',
        `**उत्तर: ${text.hi}**`,
      ].join('\n\n'),
    },
    60,
    [],
    () => {
      // the symmetry carrying X onto Y, found by search, named by its matrix
      const m = symmetryBetween(x, y);
      return order.findIndex((l) => m !== undefined && MOVES[l].m.every((v, i) => v === m[i]));
    },
  );
}

/** Three answer figures are images of the figure in some mirror line; which one is not? */
function notMirrorQuestion(rng: Rng) {
  const fig = randomFigure(rng, rng.int(3, 4));
  const mirrors = rng.shuffle(LINES).slice(0, 3);
  const turn = rng.pick<MoveName>(['cw', 'half', 'acw']);
  const moves = rng.shuffle([turn, ...mirrors]);
  const figs = moves.map((n) => mapFig(fig, byMatrix(MOVES[n].m)));
  const correct = moves.indexOf(turn);
  const options = figs.map((f, i) => optionFigure(f, `Answer figure (${at(OPTION_LABELS, i)})`));
  const problem = optionFigure(fig, 'Problem figure');
  const others = moves
    .map((n, i) => ({ n, i }))
    .filter(({ n }) => n !== turn)
    .map(({ n, i }) => ({
      en: `Figure (${i + 1}) is its image in ${MOVES[n].en}.`,
      hi: `आकृति (${i + 1}) उसका ${MOVES[n].hi} में प्रतिबिंब है।`,
    }));
  return singleChoice(
    { en: 'Not a mirror image', hi: 'जो दर्पण प्रतिबिंब नहीं है' },
    {
      en: `Three of the answer figures are images of the problem figure in a plane mirror held along some straight line (a side or a diagonal). Which answer figure is NOT a mirror image of it?\n\n${problem}`,
      hi: `उत्तर आकृतियों में से तीन, प्रश्न आकृति के किसी सीधी रेखा (भुजा या विकर्ण) पर रखे समतल दर्पण में प्रतिबिंब हैं। कौन-सी उत्तर आकृति उसका दर्पण प्रतिबिंब नहीं है?\n\n${problem}`,
    },
    options,
    correct,
    {
      en: [
        'A mirror flips the figure over: the order of its parts, read clockwise, is reversed. A turn keeps that order, so a turned copy is never a mirror image.',
        ...others.map((o) => o.en),
        `Figure (${correct + 1}) is the problem figure given ${MOVES[turn].en}: its parts keep their clockwise order, so no mirror gives it.`,
        `**Answer: (${correct + 1})**`,
      ].join('\n\n'),
      hi: [
        'दर्पण आकृति को पलट देता है: दक्षिणावर्त पढ़ने पर उसके भागों का क्रम उलट जाता है। घुमाने पर वह क्रम वही रहता है, इसलिए घुमाई गई आकृति कभी दर्पण प्रतिबिंब नहीं होती।',
        ...others.map((o) => o.hi),
        `आकृति (${correct + 1}) प्रश्न आकृति को ${MOVES[turn].hi} देने से बनती है: उसके भागों का दक्षिणावर्त क्रम वही रहता है, इसलिए कोई दर्पण उसे नहीं बनाता।`,
        `**उत्तर: (${correct + 1})**`,
      ].join('\n\n'),
    },
    75,
    [],
    // the one option reached by a symmetry that keeps orientation (determinant +1)
    () => figs.findIndex((f) => det(symmetryBetween(fig, f) ?? [1, 0, 0, -1]) === 1),
  );
}

/** The original figure from its image in a mirror placed to its right. */
export const mirrorImagesOriginal: QuestionGenerator = {
  id: 'mirror-images/original-from-image',
  topic: 'mirror-images',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) => originalQuestion(rng, 'mirror'),
};

/** Figure X and its image Y are shown: along which line (side or diagonal) was the mirror? */
export const mirrorImagesFindLine: QuestionGenerator = {
  id: 'mirror-images/find-the-mirror-line',
  topic: 'mirror-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: mirrorLineQuestion,
};

/** Three mirror images in different lines and one turned copy: which is not a mirror image? */
export const mirrorImagesNotMirror: QuestionGenerator = {
  id: 'mirror-images/not-a-mirror-image',
  topic: 'mirror-images',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: notMirrorQuestion,
};

/** A mirror image in one line, then the image of that in a second line (or a diagonal). */
export const mirrorImagesTwoMirrors: QuestionGenerator = {
  id: 'mirror-images/two-mirrors',
  topic: 'mirror-images',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) => {
    const [first, second] = rng.pick<[MoveName, MoveName]>([
      ['mirror', 'diag'],
      ['mirror', 'anti'],
      ['diag', 'mirror'],
      ['anti', 'water'],
      ['water', 'diag'],
      ['diag', 'water'],
    ]);
    return twoMovesQuestion(rng, first, second, true);
  },
};
