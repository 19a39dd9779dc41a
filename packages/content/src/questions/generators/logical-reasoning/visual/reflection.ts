import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { distinctCandidates, letteredOptions } from './answer-options.js';
import { randomWord, wordChars, wordFigure } from './letters.js';
import {
  allDistinct,
  at,
  dashed,
  type Fig,
  figKey,
  figure,
  label,
  mapFig,
  OPTION_LABELS,
  type PointMap,
  randomParts,
  reflectX,
  reflectY,
  renderFig,
  rotate180,
  translate,
  withOnePartUnturned,
} from './shapes.js';

/**
 * Mirror and water images, shared by both topics. The problem figure (a random figure with no
 * symmetry, or a string drawn in a stroke font) is reflected as data; distractors are the classic
 * slips (the other axis, a half turn, a part or a letter left as it was). `check` reflects the
 * figure point by point in the actual mirror line of the drawing and looks for the matching option.
 */

type Side = 'right' | 'left' | 'above' | 'below';

interface Slip {
  fig: Fig;
  en: string;
  hi: string;
}

interface Layout {
  w: number;
  h: number;
  scale: number;
}

const SIDE_TEXT: Record<Side, { en: string; hi: string }> = {
  right: { en: 'to the right of the figure', hi: 'आकृति के दाईं ओर' },
  left: { en: 'to the left of the figure', hi: 'आकृति के बाईं ओर' },
  above: { en: 'above the figure', hi: 'आकृति के ऊपर' },
  below: { en: 'below the figure', hi: 'आकृति के नीचे' },
};

/** The problem figure with the mirror line MN drawn on its side. */
function problemSvg(fig: Fig, side: Side, { w, h, scale }: Layout): string {
  const vertical = side === 'left' || side === 'right';
  const W = vertical ? w + 40 : w;
  const H = vertical ? h : h + 34;
  const fx = side === 'left' ? 40 : 0;
  const fy = side === 'above' ? 34 : 0;
  let mirror = '';
  if (side === 'right' || side === 'left') {
    const x = side === 'right' ? w + 16 : 24;
    const lx = side === 'right' ? x + 12 : x - 13;
    mirror = dashed(x, 8, x, h - 8) + label(lx, 20, 'M') + label(lx, h - 10, 'N');
  } else {
    const y = side === 'below' ? h + 12 : 22;
    mirror = dashed(22, y, w - 22, y) + label(11, y + 5, 'M') + label(w - 11, y + 5, 'N');
  }
  return figure(W, H, renderFig(fig, { ox: fx + w / 2, oy: fy + h / 2, scale }) + mirror, 'Problem figure');
}

const optionSvg = (fig: Fig, { w, h, scale }: Layout, alt: string) =>
  figure(w, h, renderFig(fig, { ox: w / 2, oy: h / 2, scale }), alt);

export interface ReflectionSpec {
  kind: 'mirror' | 'water';
  source: 'figure' | 'word';
}

export function reflectionQuestion(rng: Rng, spec: ReflectionSpec): GeneratedQuestion {
  const side: Side =
    spec.kind === 'water' ? 'below' : rng.pick<Side>(['right', 'right', 'left', 'left', 'below', 'above']);
  const vertical = side === 'left' || side === 'right';
  const flip: PointMap = vertical ? reflectX : reflectY;
  const other: PointMap = vertical ? reflectY : reflectX;

  let fig: Fig;
  let layout: Layout;
  let slips: Slip[];
  let lead: Slip[];
  for (;;) {
    if (spec.source === 'figure') {
      const parts = randomParts(rng, rng.int(2, 4));
      fig = parts.flatMap((p) => p.els);
      layout = { w: 120, h: 120, scale: 12 };
      lead = [
        {
          fig: mapFig(fig, other),
          en: vertical
            ? 'turns the figure upside down instead (that is a water image)'
            : 'swaps left and right instead (that is the image in a vertical mirror)',
          hi: vertical
            ? 'आकृति को उलटा (ऊपर-नीचे) कर देती है (वह जल प्रतिबिंब है)'
            : 'बाएँ और दाएँ को बदल देती है (वह ऊर्ध्वाधर दर्पण का प्रतिबिंब है)',
        },
      ];
      slips = [
        { fig, en: 'is the figure itself, not reflected at all', hi: 'स्वयं मूल आकृति है, उसका प्रतिबिंब नहीं' },
        {
          fig: mapFig(fig, rotate180),
          en: 'turns the figure through 180° (it flips both ways)',
          hi: 'आकृति को 180° घुमा देती है (दोनों ओर पलट देती है)',
        },
        {
          fig: withOnePartUnturned(parts, flip, rng.int(0, parts.length - 1)),
          en: 'moves every part to its mirrored place but forgets to flip one of them',
          hi: 'हर भाग को उसके प्रतिबिंब वाले स्थान पर ले जाती है, पर उनमें से एक भाग को पलटना भूल जाती है',
        },
      ];
    } else {
      const word = randomWord(rng, rng.int(4, 5));
      fig = wordFigure(word);
      layout = { w: (6 * word.length - 2) * 6 + 28, h: 60, scale: 6 };
      const chars = wordChars(word);
      // Each character turned in its own place (the order kept): reflect about the character's centre.
      const inPlace = chars.flatMap((c, i) => {
        const cx = -(6 * word.length - 2) / 2 + 6 * i + 2;
        return mapFig(mapFig(mapFig(c, translate(-cx, 0)), flip), translate(cx, 0));
      });
      const reversedOrder = wordFigure([...word].reverse().join(''));
      const k = rng.int(0, word.length - 1);
      const oneLeft = chars.flatMap((c, i) => {
        const image = mapFig(c, flip);
        if (i !== k) return image;
        // this character moves to its reflected place but is not turned itself
        const cx = -(6 * word.length - 2) / 2 + 6 * i + 2;
        const [tx, ty] = flip([cx, 0]);
        return mapFig(c, translate(tx - cx, ty));
      });
      if (vertical) {
        lead = [
          {
            fig: inPlace,
            en: 'turns each character around but keeps them in the original order',
            hi: 'हर अक्षर को पलटती है पर अक्षरों का क्रम वही रखती है',
          },
          {
            fig: reversedOrder,
            en: 'reverses the order but does not turn the characters around',
            hi: 'क्रम उलट देती है पर अक्षरों को नहीं पलटती',
          },
        ];
      } else {
        lead = [
          {
            fig: oneLeft,
            en: 'turns every character except one upside down',
            hi: 'एक अक्षर को छोड़कर बाकी सबको उलटा करती है',
          },
        ];
      }
      slips = [
        {
          fig: mapFig(fig, other),
          en: vertical
            ? 'turns the string upside down instead (that is a water image)'
            : 'swaps left and right instead (that is the image in a vertical mirror)',
          hi: vertical
            ? 'शब्द को उलटा (ऊपर-नीचे) कर देती है (वह जल प्रतिबिंब है)'
            : 'बाएँ और दाएँ को बदल देती है (वह ऊर्ध्वाधर दर्पण का प्रतिबिंब है)',
        },
        {
          fig: mapFig(fig, rotate180),
          en: 'turns the string through 180° (it flips both ways)',
          hi: 'शब्द को 180° घुमा देती है (दोनों ओर पलट देती है)',
        },
        { fig, en: 'is the string itself, not reflected', hi: 'स्वयं मूल शब्द है, उसका प्रतिबिंब नहीं' },
      ];
      if (!vertical) slips.push(...lead.splice(0));
    }
    const correct = mapFig(fig, flip);
    const pool = [...lead, ...rng.shuffle(slips)];
    const chosen = distinctCandidates(pool, (s) => figKey(s.fig), [figKey(correct)]);
    if (chosen.length === 3 && allDistinct([correct, fig, mapFig(fig, other)])) {
      slips = chosen;
      break;
    }
  }

  const correct = mapFig(fig, flip);
  const {
    items: optionFigs,
    correctIndex,
    answerLetter,
    letterOf: letterAt,
  } = letteredOptions(
    rng,
    correct,
    slips.map((s) => s.fig),
  );
  const options = optionFigs.map((f, i) => optionSvg(f, layout, `Answer figure (${at(OPTION_LABELS, i)})`));
  const letterOf = (s: Slip) => letterAt(slips.indexOf(s));

  const mirrorName =
    spec.kind === 'water'
      ? { en: 'water image', hi: 'जल प्रतिबिंब' }
      : { en: 'mirror image', hi: 'दर्पण प्रतिबिंब' };
  const what = spec.source === 'figure' ? { en: 'figure', hi: 'आकृति' } : { en: 'string', hi: 'शब्द' };
  const statement =
    spec.kind === 'water'
      ? {
          en: `The line MN is the surface of water below the ${what.en}. Choose the correct water image of the problem ${what.en}.`,
          hi: `रेखा MN प्रश्न ${what.hi} के नीचे जल की सतह है। प्रश्न ${what.hi} का सही जल प्रतिबिंब चुनिए।`,
        }
      : {
          en: `A mirror is placed along the line MN ${SIDE_TEXT[side].en}. Choose the correct mirror image of the problem ${what.en}.`,
          hi: `रेखा MN पर दर्पण रखा गया है (${SIDE_TEXT[side].hi})। प्रश्न ${what.hi} का सही दर्पण प्रतिबिंब चुनिए।`,
        };
  const problem = problemSvg(fig, side, layout);

  const rule = vertical
    ? spec.source === 'figure'
      ? {
          en: 'A mirror on a vertical line swaps left and right but keeps top and bottom: a part at the top left of the figure appears at the top right of the image, and every arrow or slanted line turns to face the other side.',
          hi: 'ऊर्ध्वाधर रेखा पर रखा दर्पण बाएँ और दाएँ को आपस में बदल देता है, पर ऊपर और नीचे वैसे ही रहते हैं: आकृति के ऊपरी-बाएँ भाग का प्रतिबिंब ऊपरी-दाएँ भाग में दिखता है, और हर तीर या तिरछी रेखा दूसरी ओर मुड़ जाती है।',
        }
      : {
          en: 'A mirror on a vertical line swaps left and right: the last character comes first, and every character is itself turned around (its strokes face the other side), while nothing turns upside down.',
          hi: 'ऊर्ध्वाधर रेखा पर रखा दर्पण बाएँ और दाएँ को बदल देता है: अंतिम अक्षर सबसे पहले आता है और हर अक्षर स्वयं भी पलट जाता है (उसकी रेखाएँ दूसरी ओर मुड़ जाती हैं), पर कुछ भी उलटा (ऊपर-नीचे) नहीं होता।',
        }
    : spec.source === 'figure'
      ? {
          en: `A ${spec.kind === 'water' ? 'water surface' : 'mirror'} on a horizontal line swaps top and bottom but keeps left and right: a part at the top left of the figure appears at the bottom left of the image.`,
          hi: `क्षैतिज रेखा पर ${spec.kind === 'water' ? 'जल की सतह' : 'रखा दर्पण'} ऊपर और नीचे को आपस में बदल देती है, पर बाएँ और दाएँ वैसे ही रहते हैं: आकृति के ऊपरी-बाएँ भाग का प्रतिबिंब निचले-बाएँ भाग में दिखता है।`,
        }
      : {
          en: `A ${spec.kind === 'water' ? 'water surface' : 'mirror'} on a horizontal line swaps top and bottom only: the characters stay in the same order, and each one is turned upside down.`,
          hi: `क्षैतिज रेखा पर ${spec.kind === 'water' ? 'जल की सतह' : 'रखा दर्पण'} केवल ऊपर और नीचे को बदलती है: अक्षरों का क्रम वही रहता है और हर अक्षर उलटा हो जाता है।`,
        };
  const solution = {
    en: [
      rule.en,
      `Answer figure (${answerLetter}) is exactly this ${mirrorName.en}.`,
      ...slips.map((s) => `Figure (${letterOf(s)}) ${s.en}.`),
      `**Answer: (${answerLetter})**`,
    ].join('\n\n'),
    hi: [
      rule.hi,
      `उत्तर आकृति (${answerLetter}) ठीक यही ${mirrorName.hi} है।`,
      ...slips.map((s) => `आकृति (${letterOf(s)}) ${s.hi}।`),
      `**उत्तर: (${answerLetter})**`,
    ].join('\n\n'),
  };

  const original = fig;
  const half = vertical ? layout.w / 2 : layout.h / 2;
  return {
    title:
      spec.kind === 'water'
        ? { en: 'Water image', hi: 'जल प्रतिबिंब' }
        : { en: 'Mirror image', hi: 'दर्पण प्रतिबिंब' },
    type: 'single',
    statement: { en: `${statement.en}\n\n${problem}`, hi: `${statement.hi}\n\n${problem}` },
    options,
    answer: { kind: 'choice', correct: [correctIndex] },
    solution,
    expectedSeconds: spec.source === 'figure' ? 40 : 45,
    numbers: [],
    check(): QuestionAnswer {
      // Reflect each point in the drawn mirror line (at distance `m` from the centre), then slide the
      // image back onto the option card.
      const m = (half + 16) / layout.scale;
      const image = original.map((el) => {
        const f = ([x, y]: readonly [number, number]): [number, number] =>
          vertical ? [2 * m - x - 2 * m, y] : [x, 2 * m - y - 2 * m];
        const g = ([x, y]: readonly [number, number]): readonly [number, number] => {
          const [a, b] = f([x, y]).map((v) => Math.round(v * 1000) / 1000 || 0);
          return [a ?? 0, b ?? 0];
        };
        return el.k === 'circle' ? { ...el, c: g(el.c) } : { ...el, p: el.p.map(g) };
      });
      const key = figKey(image);
      return { kind: 'choice', correct: [optionFigs.findIndex((f) => figKey(f) === key)] };
    },
  };
}
