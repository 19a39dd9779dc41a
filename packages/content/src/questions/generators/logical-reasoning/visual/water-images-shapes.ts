import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';
import { DIGITS, inkAfter, inkKey, LETTERS, stringFig, stringSvg } from './mirror-images-glyphs.js';
import { letterCountQuestion, unchangedStringQuestion } from './mirror-images-symmetry.js';
import { type MoveName, originalQuestion, twoMovesQuestion } from './mirror-images-transforms.js';
import { type Fig, type PointMap, reflectX, reflectY, rotate180 } from './shapes.js';

/**
 * Water images, more shapes (SSC CGL, RRB NTPC, Bank PO, placements; two reflections in CAT-style
 * sets): water-images/symmetric-letter-count, water-images/unchanged-string,
 * water-images/unchanged-number, water-images/unchanged-in-both, water-images/original-from-image,
 * water-images/image-then-turn, water-images/mirror-then-water (CAT),
 * water-images/string-mirror-then-water (CAT).
 */

const EXAMS: QuestionGenerator['exams'] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'];

/** How many letters of a word look the same in water. */
export const waterImagesLetterCount: QuestionGenerator = {
  id: 'water-images/symmetric-letter-count',
  topic: 'water-images',
  difficulty: 'medium',
  exams: EXAMS,
  count: 40,
  generate: (rng) => letterCountQuestion(rng, 'water'),
};

/** Which letter string looks exactly the same in water (letters symmetric top to bottom). */
export const waterImagesUnchangedString: QuestionGenerator = {
  id: 'water-images/unchanged-string',
  topic: 'water-images',
  difficulty: 'medium',
  exams: EXAMS,
  count: 40,
  generate: (rng) => unchangedStringQuestion(rng, 'water'),
};

/** Which number looks exactly the same in water (digits 0, 3, 8 only). */
export const waterImagesUnchangedNumber: QuestionGenerator = {
  id: 'water-images/unchanged-number',
  topic: 'water-images',
  difficulty: 'easy',
  exams: EXAMS,
  count: 40,
  generate: (rng) => unchangedStringQuestion(rng, 'water-number'),
};

/** Which string looks the same both in a mirror and in water (a palindrome of H, I, O, X). */
export const waterImagesUnchangedInBoth: QuestionGenerator = {
  id: 'water-images/unchanged-in-both',
  topic: 'water-images',
  difficulty: 'medium',
  exams: EXAMS,
  count: 40,
  generate: (rng) => unchangedStringQuestion(rng, 'both'),
};

/** The original figure from its water image. */
export const waterImagesOriginal: QuestionGenerator = {
  id: 'water-images/original-from-image',
  topic: 'water-images',
  difficulty: 'easy',
  exams: EXAMS,
  count: 40,
  generate: (rng) => originalQuestion(rng, 'water'),
};

/** The water image of a figure, then turned a quarter or a half turn. */
export const waterImagesThenTurn: QuestionGenerator = {
  id: 'water-images/image-then-turn',
  topic: 'water-images',
  difficulty: 'medium',
  exams: EXAMS,
  count: 40,
  generate: (rng) =>
    twoMovesQuestion(rng, 'water', rng.pick<MoveName>(['cw', 'acw', 'cw', 'acw', 'half']), false),
};

/** The mirror image of a figure, then the water image of that. */
export const waterImagesMirrorThenWater: QuestionGenerator = {
  id: 'water-images/mirror-then-water',
  topic: 'water-images',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) => twoMovesQuestion(rng, 'mirror', 'water', true),
};

interface Slip {
  fig: Fig;
  en: string;
  hi: string;
}

/** A string's mirror image, then the water image of that, among the usual slips (figure options). */
function stringBothQuestion(rng: Rng) {
  const pool = [...LETTERS, ...DIGITS].filter((c) => c !== 'O' && c !== '0');
  for (;;) {
    const word = rng.shuffle(pool).slice(0, rng.int(4, 5)).join('');
    const fig = stringFig(word);
    const n = word.length;
    const right: Fig = fig.map((el) => (el.k === 'line' ? { ...el, p: el.p.map(rotate180) } : el));
    const each = (f: PointMap) =>
      [...word].flatMap((_, i) => stringFig(word[i] ?? '').map((el) => shift(el, f, i, n)));
    const slips: Slip[] = rng
      .shuffle([
        {
          fig: map(fig, reflectY),
          en: 'is only the water image (the mirror step is missed)',
          hi: 'केवल जल प्रतिबिंब है (दर्पण वाला चरण छूट गया)',
        },
        {
          fig: map(fig, reflectX),
          en: 'is only the mirror image (the water step is missed)',
          hi: 'केवल दर्पण प्रतिबिंब है (पानी वाला चरण छूट गया)',
        },
        {
          fig: each(rotate180),
          en: 'turns every character upside down in its own place but keeps the original order',
          hi: 'हर अक्षर को उसकी अपनी जगह पर उलटा घुमाती है पर मूल क्रम बनाए रखती है',
        },
        {
          fig: stringFig([...word].reverse().join('')),
          en: 'reverses the order but leaves the characters upright',
          hi: 'क्रम उलटती है पर अक्षरों को सीधा छोड़ देती है',
        },
      ])
      .slice(0, 3);
    const keys = [inkKey(right), ...slips.map((s) => inkKey(s.fig))];
    if (new Set(keys).size !== 4 || keys.includes(inkKey(fig))) continue;
    const order = rng.shuffle([0, 1, 2, 3]);
    const figs = order.map((i) => (i === 0 ? right : (slips[i - 1]?.fig ?? right)));
    const options = figs.map((f, i) => stringSvg(f, n, `Answer figure (${i + 1})`));
    const problem = stringSvg(fig, n, 'Problem figure');
    const correct = order.indexOf(0);
    const letterOf = (i: number) => order.indexOf(i + 1) + 1;
    return singleChoice(
      { en: 'String in a mirror, then in water', hi: 'शब्द का दर्पण, फिर जल प्रतिबिंब' },
      {
        en: `The string below is seen in a vertical mirror placed to its right, and that mirror image is then seen in water below it. Which answer figure shows the final image?\n\n${problem}`,
        hi: `नीचे दिए शब्द को उसके दाईं ओर रखे ऊर्ध्वाधर दर्पण में देखा जाता है, फिर उस दर्पण प्रतिबिंब को नीचे पानी में देखा जाता है। कौन-सी उत्तर आकृति अंतिम प्रतिबिंब दिखाती है?\n\n${problem}`,
      },
      options,
      correct,
      {
        en: [
          'The mirror reverses the order and turns each character left to right; the water then turns everything upside down, keeping the new order.',
          'Together: the characters come in reverse order and each one is turned through 180° (as if the card were rotated half a turn).',
          `Figure (${correct + 1}) shows exactly that.`,
          ...slips.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
          `**Answer: (${correct + 1})**`,
        ].join('\n\n'),
        hi: [
          'दर्पण अक्षरों का क्रम उलट देता है और हर अक्षर को बाएँ-दाएँ पलट देता है; फिर पानी सब कुछ ऊपर-नीचे उलट देता है, नया क्रम वही रहता है।',
          'दोनों मिलकर: अक्षर उलटे क्रम में आते हैं और हर अक्षर 180° घूम जाता है (मानो कार्ड आधा घुमा दिया गया हो)।',
          `आकृति (${correct + 1}) ठीक यही दिखाती है।`,
          ...slips.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
          `**उत्तर: (${correct + 1})**`,
        ].join('\n\n'),
      },
      180,
      [],
      () => {
        // reflect point by point in the vertical line, then in the horizontal line, and compare ink
        const twice = inkAfter(map(fig, reflectX), reflectY);
        return figs.findIndex((f) => inkKey(f) === twice);
      },
    );
  }
}

const map = (fig: Fig, f: PointMap): Fig =>
  fig.map((el) => (el.k === 'line' ? { ...el, p: el.p.map(f) } : el));
/** Character i of n, moved by `f` about its own centre and put back in its place. */
function shift(el: Fig[number], f: PointMap, i: number, n: number): Fig[number] {
  const cx = -(6 * n - 2) / 2 + 6 * i + 2;
  return el.k === 'line' ? { ...el, p: el.p.map((p) => f(p)).map(([x, y]) => [x + cx, y] as const) } : el;
}

/** A string seen in a mirror and then in water (a half turn), with figure options. */
export const waterImagesStringBoth: QuestionGenerator = {
  id: 'water-images/string-mirror-then-water',
  topic: 'water-images',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: stringBothQuestion,
};
