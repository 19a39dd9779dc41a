import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import {
  figureQuestion,
  grid,
  polygon,
  strip,
  type Txt,
  textQuestion,
  until,
} from './embedded-figures-kit.js';
import {
  at,
  type El,
  type Fig,
  figKey,
  figure,
  label,
  mapFig,
  randomFigure,
  reflectX,
  reflectY,
  renderFig,
  rotate90,
  rotate180,
  rotate270,
} from './shapes.js';

/**
 * Pattern recognition: spotting the figure that breaks a pattern, and completing a symmetric grid
 * (SSC CGL, RRB NTPC, Bank PO, placement papers).
 * - pattern-recognition/odd-mirror: four figures are one figure turned; the fifth is its mirror image.
 * - pattern-recognition/odd-count: in all figures but one, dots and sides are related the same way.
 * - pattern-recognition/symmetric-grid: the missing 2 x 2 block of a grid symmetric about its middle line.
 * The checker finds the odd figure by testing every pair of figures for a turn that maps one onto
 * the other (or by reading dots and sides), and rebuilds the grid block from its mirror cells.
 */

const label5 = (i: number): Txt => ({ en: `Figure ${i + 1}`, hi: `आकृति ${i + 1}` });
const FITS: Txt = { en: 'fits the pattern of the others', hi: 'बाकी आकृतियों के पैटर्न में ठीक बैठती है' };

function oddOptions(rng: Rng, odd: number) {
  return rng.shuffle([0, 1, 2, 3, 4].filter((i) => i !== odd)).map((i) => ({ ...label5(i), why: FITS }));
}

const TURNS = [(p: readonly [number, number]) => p, rotate90, rotate180, rotate270];

export const patternRecognitionOddMirror: QuestionGenerator = {
  id: 'pattern-recognition/odd-mirror',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const F = randomFigure(rng, 3);
      const turns = rng.shuffle([0, 1, 2, 3]);
      const odd = rng.int(0, 4);
      const flip = rng.pick([reflectX, reflectY]);
      const figs: Fig[] = [];
      let t = 0;
      for (let i = 0; i < 5; i++) {
        if (i === odd) figs.push(mapFig(mapFig(F, flip), at(TURNS, rng.int(0, 3))));
        else figs.push(mapFig(F, at(TURNS, at(turns, t++))));
      }
      const problem = strip(figs, ['1', '2', '3', '4', '5'], 'Five problem figures numbered 1 to 5');
      const others = [0, 1, 2, 3, 4].filter((i) => i !== odd).map((i) => i + 1);
      return textQuestion(rng, {
        title: { en: 'Odd figure: turned or flipped', hi: 'भिन्न आकृति: घुमाई या पलटी' },
        statement: {
          en: `Four of the figures below are the same figure turned to different positions. Which figure is different?\n\n${problem}`,
          hi: `नीचे दी गई आकृतियों में से चार एक ही आकृति को अलग-अलग स्थितियों में घुमाने से बनी हैं। कौन-सी आकृति भिन्न है?\n\n${problem}`,
        },
        correct: label5(odd),
        slips: oddOptions(rng, odd),
        rule: {
          en: [
            `Figures ${others.join(', ')} are one figure turned through 0°, 90°, 180° and 270°: turning any of them gives the others.`,
            `Figure ${odd + 1} is a mirror image of that figure; no turn can produce it.`,
          ],
          hi: [
            `आकृतियाँ ${others.join(', ')} एक ही आकृति को 0°, 90°, 180° और 270° घुमाने से बनी हैं: किसी को भी घुमाने पर बाकी मिल जाती हैं।`,
            `आकृति ${odd + 1} उस आकृति का दर्पण प्रतिबिंब है; कोई भी घुमाव उसे नहीं बना सकता।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          const turnOf = (a: Fig, b: Fig) => TURNS.some((f) => figKey(mapFig(a, f)) === figKey(b));
          const lone = figs.flatMap((f, i) => (figs.every((g, j) => j === i || !turnOf(f, g)) ? [i] : []));
          return lone.length === 1 ? label5(at(lone, 0)).en : '';
        },
      });
    }),
};

/** A polygon with black dots inside. */
function dotted(sides: number, dots: number): Fig {
  const rows = Math.ceil(dots / 3);
  return [
    polygon(sides, [0, 0.3], 3.9),
    ...Array.from({ length: dots }, (_, i): El => {
      const row = Math.floor(i / 3);
      const inRow = row === rows - 1 ? dots - 3 * row : 3;
      return {
        k: 'circle',
        c: [((i % 3) - (inRow - 1) / 2) * 1.1, 0.4 + (row - (rows - 1) / 2) * 1.1],
        r: 0.36,
        fill: true,
      };
    }),
  ];
}

export const patternRecognitionOddCount: QuestionGenerator = {
  id: 'pattern-recognition/odd-count',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const k = rng.pick([-1, 0, 1, 2, 3]);
      const odd = rng.int(0, 4);
      const sides = rng.shuffle([3, 4, 5, 6, 7, 8]).slice(0, 5);
      const slip = rng.pick([-1, 1]);
      const dots = sides.map((s, i) => s - k + (i === odd ? slip : 0));
      if (dots.some((d) => d < 1 || d > 9)) return undefined;
      const figs = sides.map((s, i) => dotted(s, at(dots, i)));
      const problem = strip(figs, ['1', '2', '3', '4', '5'], 'Five problem figures numbered 1 to 5');
      const rel: Txt =
        k === 0
          ? { en: 'as many dots as the polygon has sides', hi: 'बहुभुज की जितनी भुजाएँ, उतने ही बिंदु' }
          : k > 0
            ? {
                en: `${k} dot${k > 1 ? 's' : ''} fewer than the polygon has sides`,
                hi: `बहुभुज की भुजाओं से ${k} बिंदु कम`,
              }
            : { en: `${-k} dot more than the polygon has sides`, hi: `बहुभुज की भुजाओं से ${-k} बिंदु अधिक` };
      return textQuestion(rng, {
        title: { en: 'Odd figure by counting', hi: 'गिनकर भिन्न आकृति' },
        statement: {
          en: `Which figure does not follow the pattern of the others?\n\n${problem}`,
          hi: `कौन-सी आकृति बाकी आकृतियों के पैटर्न का पालन नहीं करती?\n\n${problem}`,
        },
        correct: label5(odd),
        slips: oddOptions(rng, odd),
        rule: {
          en: [
            `Count sides and dots: ${sides.map((s, i) => `figure ${i + 1}: ${s} sides, ${at(dots, i)} dots`).join('; ')}.`,
            `Every figure except figure ${odd + 1} has ${rel.en}.`,
          ],
          hi: [
            `भुजाएँ और बिंदु गिनिए: ${sides.map((s, i) => `आकृति ${i + 1}: ${s} भुजाएँ, ${at(dots, i)} बिंदु`).join('; ')}।`,
            `आकृति ${odd + 1} को छोड़कर हर आकृति में ${rel.hi} हैं।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          const diff = figs.map((f) => {
            const poly = f.find((e) => e.k === 'poly');
            return (poly && poly.k === 'poly' ? poly.p.length : 0) - f.filter((e) => e.k === 'circle').length;
          });
          const lone = diff.flatMap((d, i) => (diff.filter((x) => x === d).length === 1 ? [i] : []));
          return lone.length === 1 ? label5(at(lone, 0)).en : '';
        },
      });
    }),
};

const W = 6;
const mirrorCol = (i: number) => Math.floor(i / W) * W + (W - 1 - (i % W));

export const patternRecognitionSymmetricGrid: QuestionGenerator = {
  id: 'pattern-recognition/symmetric-grid',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const shaded = new Set<number>();
      for (let i = 0; i < W * W; i++) if (i % W < W / 2 && rng.next() < 0.42) shaded.add(i).add(mirrorCol(i));
      const c0 = rng.pick([0, 1, 3, 4]);
      const r0 = rng.int(0, W - 2);
      const win = [0, 1, 2, 3].map((k) => (r0 + Math.floor(k / 2)) * W + c0 + (k % 2));
      const block = (set: ReadonlySet<number>, cells: readonly number[]) =>
        grid(2, new Set(cells.flatMap((c, k) => (set.has(c) ? [k] : []))));
      const correct = block(shaded, win);
      const mirrorCells = win.map(mirrorCol);
      const shownFig = grid(W, shaded).filter((_, i) => !win.includes(i));
      const s = 24;
      const o = 12;
      const hole = `<rect x="${o + c0 * s + 2}" y="${o + r0 * s + 2}" width="${2 * s - 4}" height="${2 * s - 4}" fill="#fff" stroke="#9ca3af" stroke-dasharray="4 3"/>`;
      const problem = figure(
        W * s + 2 * o,
        W * s + 2 * o,
        renderFig(shownFig, { ox: o + (W * s) / 2, oy: o + (W * s) / 2, scale: (W * s) / 8 }) +
          hole +
          label(o + (c0 + 1) * s, o + (r0 + 1) * s + 7, '?', 20),
        'Grid with a 2 by 2 block missing',
      );
      const flipped = mapFig(correct, reflectY);
      return figureQuestion(rng, {
        title: { en: 'Complete the symmetric grid', hi: 'सममित ग्रिड पूरा कीजिए' },
        statement: {
          en: `The grid is symmetric about its upright middle line. Which answer figure fills the missing block (?)?\n\n${problem}`,
          hi: `यह ग्रिड अपनी खड़ी मध्य रेखा के सापेक्ष सममित है। कौन-सी उत्तर आकृति लुप्त खंड (?) को भरती है?\n\n${problem}`,
        },
        correct,
        slips: [
          {
            fig: block(shaded, mirrorCells),
            en: 'copies the matching block on the other side without mirroring it',
            hi: 'दूसरी ओर के मिलान वाले खंड की बिना पलटे नकल है',
          },
          { fig: flipped, en: 'is the right block flipped upside down', hi: 'सही खंड को ऊपर-नीचे पलटा गया है' },
          {
            fig: mapFig(correct, rotate180),
            en: 'is the right block turned through 180°',
            hi: 'सही खंड को 180° घुमाया गया है',
          },
          {
            fig: block(
              shaded,
              win.map((c) => c + (r0 > 0 ? -W : W)),
            ),
            en: 'mirrors the wrong row of cells',
            hi: 'गलत पंक्ति के खानों का प्रतिबिंब है',
          },
          {
            fig: grid(2, new Set([0, 1, 2, 3].filter((k) => !shaded.has(at(win, k))))),
            en: 'swaps black and white cells',
            hi: 'काले और सफ़ेद खाने आपस में बदल देती है',
          },
        ],
        rule: {
          en: [
            'Each cell has a twin at the same height on the other side of the middle line, at the same distance from it, with the same colour.',
            'So the missing block is the mirror image of the block facing it across the middle line.',
          ],
          hi: [
            'हर खाने का एक जुड़वाँ खाना मध्य रेखा के दूसरी ओर उसी ऊँचाई पर, रेखा से उतनी ही दूरी पर है, और उसका रंग भी वही है।',
            'इसलिए लुप्त खंड, मध्य रेखा के सामने वाले खंड का दर्पण प्रतिबिंब है।',
          ],
        },
        seconds: 60,
        recompute: () => {
          // the colour of each missing cell, read from its twin among the cells shown
          const black = new Set(
            grid(W, shaded).flatMap((el, i) => (!win.includes(i) && el.k === 'poly' && el.fill ? [i] : [])),
          );
          return grid(2, new Set([0, 1, 2, 3].filter((k) => black.has(mirrorCol(at(win, k))))));
        },
      });
    }),
};
