import type { QuestionGenerator } from '../../../generator.js';
import {
  figureQuestion,
  placePt,
  polygon,
  TOKEN_NAMES,
  type TokenKind,
  token,
  until,
} from './embedded-figures-kit.js';
import { seriesStatement } from './figure-series-steps.js';
import {
  at,
  type Fig,
  figKey,
  mapFig,
  randomParts,
  reflectX,
  reflectY,
  rotate90,
  rotate180,
  rotate270,
  withOnePartUnturned,
} from './shapes.js';

/**
 * Figure series with one changing shape (SSC CGL, RRB NTPC, Bank PO, placement papers).
 * - figure-series/sides-grow: the polygon gains (or loses) a side each step while the sign inside alternates.
 * - figure-series/turning-figure: the whole figure turns by 90° each step.
 * Generation draws figure i from the rule; the checker reads the sides and signs off the figures
 * shown, or searches the turn that takes the first figure to the second.
 */

const KINDS: readonly TokenKind[] = ['dot', 'ring', 'square', 'triangle'];

export const figureSeriesSidesGrow: QuestionGenerator = {
  id: 'figure-series/sides-grow',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const up = rng.next() < 0.5;
      const n0 = up ? rng.int(3, 4) : rng.int(8, 9);
      const d = up ? 1 : -1;
      const [k1 = 'dot', k2 = 'ring', k3 = 'square'] = rng.shuffle(KINDS);
      const mark = rng.int(0, 7);
      const mark2 = rng.int(-7, 7);
      const phase = rng.pick([0, 0.5]);
      const marks = [
        token(k3, placePt(mark, 3.7), 0.4),
        ...(mark2 > 0 && mark2 !== mark ? [token(k3, placePt(mark2, 3.7), 0.4)] : []),
      ];
      const draw = (sides: number, inner: TokenKind): Fig => [
        polygon(sides, [0, 0], 3.1, false, phase),
        token(inner, [0, 0], 0.8),
        ...marks,
      ];
      const fig = (i: number) => draw(n0 + d * i, i % 2 === 0 ? k1 : k2);
      const shown = [0, 1, 2, 3].map(fig);
      const n = n0 + 4 * d;
      const nm = (k: TokenKind) => TOKEN_NAMES[k];
      return figureQuestion(rng, {
        title: { en: 'Series of growing polygons', hi: 'बदलती भुजाओं वाले बहुभुजों की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: fig(4),
        slips: [
          {
            fig: draw(n, k2),
            en: 'has the right number of sides but the wrong sign inside',
            hi: 'में भुजाएँ सही हैं पर भीतर का चिह्न गलत है',
          },
          {
            fig: draw(n - d, k1),
            en: 'has the right sign inside but does not change the number of sides',
            hi: 'में भीतर का चिह्न सही है पर भुजाओं की संख्या नहीं बदली',
          },
          { fig: draw(n + d, k1), en: 'changes the number of sides by two', hi: 'भुजाओं की संख्या दो से बदलती है' },
          { fig: draw(n - d, k2), en: 'repeats the last figure', hi: 'अंतिम आकृति को दोहराती है' },
        ],
        taken: shown.map(figKey),
        rule: {
          en: [
            `The polygon ${up ? 'gains' : 'loses'} one side in each step: ${n0}, ${n0 + d}, ${n0 + 2 * d}, ${n0 + 3 * d}, so next ${n} sides.`,
            `The sign inside alternates between the ${nm(k1).en} and the ${nm(k2).en}, so next comes the ${nm(k1).en}; the ${nm(k3).en} near the edge stays put.`,
          ],
          hi: [
            `बहुभुज की भुजाएँ हर चरण में एक ${up ? 'बढ़ती' : 'घटती'} हैं: ${n0}, ${n0 + d}, ${n0 + 2 * d}, ${n0 + 3 * d}, इसलिए आगे ${n} भुजाएँ।`,
            `भीतर का चिह्न बारी-बारी से ${nm(k1).hi} और ${nm(k2).hi} है, इसलिए अगला ${nm(k1).hi} है; किनारे के पास का ${nm(k3).hi} वहीं रहता है।`,
          ],
        },
        seconds: 50,
        recompute: () => {
          const big = (f: Fig) => f.find((el) => el.k === 'poly' && Math.hypot(...at(el.p, 0)) > 2.5);
          const sides = (f: Fig) => {
            const el = big(f);
            return el && el.k === 'poly' ? el.p.length : 0;
          };
          const step = sides(at(shown, 1)) - sides(at(shown, 0));
          // the sign inside comes back every second figure
          // the sign inside comes back every second figure; the corner marks never change
          const inner = at(shown, 2).filter(
            (el) => el !== big(at(shown, 2)) && !at(shown, 3).some((e) => figKey([e]) === figKey([el])),
          );
          const fixed = at(shown, 3).filter(
            (el) => el !== big(at(shown, 3)) && at(shown, 2).some((e) => figKey([e]) === figKey([el])),
          );
          return [polygon(sides(at(shown, 3)) + step, [0, 0], 3.1, false, phase), ...inner, ...fixed];
        },
      });
    }),
};

const TURNS = [
  { f: rotate90, en: '90° clockwise', hi: '90° दक्षिणावर्त' },
  { f: rotate270, en: '90° anticlockwise', hi: '90° वामावर्त' },
] as const;

export const figureSeriesTurningFigure: QuestionGenerator = {
  id: 'figure-series/turning-figure',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const turn = rng.pick(TURNS);
      const parts = randomParts(rng, 3);
      const F = parts.flatMap((p) => p.els);
      const pow = (fig: Fig, n: number): Fig => (n === 0 ? fig : pow(mapFig(fig, turn.f), n - 1));
      const shown = [0, 1, 2].map((i) => pow(F, i));
      const correct = pow(F, 3);
      const r3 = (pts: Parameters<typeof turn.f>[0]) => turn.f(turn.f(turn.f(pts)));
      return figureQuestion(rng, {
        title: { en: 'Series of a turning figure', hi: 'घूमती आकृति की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct,
        slips: [
          {
            fig: withOnePartUnturned(parts, r3, rng.int(0, 2)),
            en: 'moves every part to its place but leaves one part unturned',
            hi: 'हर भाग को सही स्थान पर ले जाती है पर एक भाग को नहीं घुमाती',
          },
          {
            fig: mapFig(correct, reflectX),
            en: 'is the mirror image of the right figure',
            hi: 'सही आकृति का दर्पण प्रतिबिंब है',
          },
          {
            fig: mapFig(correct, reflectY),
            en: 'is the right figure flipped upside down',
            hi: 'सही आकृति को ऊपर-नीचे पलटा गया है',
          },
          {
            fig: mapFig(F, reflectX),
            en: 'is the mirror image of the first figure',
            hi: 'पहली आकृति का दर्पण प्रतिबिंब है',
          },
        ],
        taken: shown.map(figKey),
        rule: {
          en: [
            `Each figure is the one before it turned through ${turn.en}.`,
            `Turning the third figure through ${turn.en} once more gives the next one.`,
          ],
          hi: [
            `हर आकृति पिछली आकृति को ${turn.hi} घुमाने से बनती है।`,
            `तीसरी आकृति को एक बार और ${turn.hi} घुमाने पर अगली आकृति मिलती है।`,
          ],
        },
        seconds: 45,
        recompute: () => {
          const t = [rotate90, rotate180, rotate270].find(
            (f) => figKey(mapFig(at(shown, 0), f)) === figKey(at(shown, 1)),
          );
          return t ? mapFig(at(shown, 2), t) : [];
        },
      });
    }),
};
