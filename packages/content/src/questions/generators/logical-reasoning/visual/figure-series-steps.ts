import type { QuestionGenerator } from '../../../generator.js';
import {
  FRAME,
  figureQuestion,
  grid,
  mod,
  placePt,
  polygon,
  type Slip,
  sectors,
  strip,
  TOKEN_NAMES,
  type TokenKind,
  type Txt,
  token,
  until,
} from './embedded-figures-kit.js';
import { at, type Fig, figKey } from './shapes.js';

/**
 * Figure series with one rule (SSC CGL, SSC CHSL, RRB NTPC, Bank PO, placement papers).
 * - figure-series/shade-walk: the shaded sectors of a square turn by the same amount each step.
 * - figure-series/cell-walk: two black cells walk through a grid, one along the rows, one down the columns.
 * - figure-series/growing-count: one more sign appears round the frame in each figure.
 * Generation draws figure i from the rule; the checker rebuilds the next figure from the figures
 * shown (searching the step that takes each figure to the next one).
 */

export const SERIES_ASK: Txt = {
  en: 'Which answer figure comes next in the series of problem figures?',
  hi: 'प्रश्न आकृतियों की शृंखला में अगली आकृति कौन-सी उत्तर आकृति होगी?',
};
export function seriesStatement(figs: readonly (Fig | null)[], ask: Txt = SERIES_ASK): Txt {
  const problem = strip(figs, undefined, 'Problem figures in order, then a question mark');
  return { en: `${ask.en}\n\n${problem}`, hi: `${ask.hi}\n\n${problem}` };
}
const dirTxt = (k: number): Txt =>
  k > 0 ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };
const ALL8 = [0, 1, 2, 3, 4, 5, 6, 7];
const turnSet = (set: ReadonlySet<number>, k: number) => new Set([...set].map((i) => mod(i + k, 8)));

export const figureSeriesShadeWalk: QuestionGenerator = {
  id: 'figure-series/shade-walk',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const k = rng.pick([-3, -2, -1, 1, 2, 3]);
      const S = new Set(rng.shuffle(ALL8).slice(0, rng.int(1, 4)));
      const keys = ALL8.map((t) => [...turnSet(S, t)].sort().join());
      if (new Set(keys).size !== 8) return undefined;
      // a small ring or square at the centre stays put (drawn over the sectors)
      const hub = rng.pick<TokenKind | undefined>([undefined, 'ring', 'square']);
      const sectorsWith = (set: ReadonlySet<number>): Fig => [
        ...sectors(set),
        ...(hub ? [token(hub, [0, 0], 0.9)] : []),
      ];
      const fig = (i: number) => sectorsWith(turnSet(S, k * i));
      const shown = [0, 1, 2, 3].map(fig);
      const deg = 45 * Math.abs(k);
      return figureQuestion(rng, {
        title: { en: 'Series of turning shades', hi: 'घूमते छायांकन की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: fig(4),
        slips: [
          {
            fig: sectorsWith(turnSet(S, 3 * k + 2 * k)),
            en: 'turns the shading twice as far',
            hi: 'छायांकन को दुगुना घुमाती है',
          },
          {
            fig: sectorsWith(turnSet(S, 3 * k + k + Math.sign(k))),
            en: 'turns the shading 45° too far',
            hi: 'छायांकन को 45° अधिक घुमाती है',
          },
          {
            fig: sectorsWith(turnSet(S, 3 * k + k - Math.sign(k))),
            en: 'turns the shading 45° too little',
            hi: 'छायांकन को 45° कम घुमाती है',
          },
          {
            fig: sectorsWith(new Set(ALL8.filter((i) => !turnSet(S, 4 * k).has(i)))),
            en: 'swaps shaded and white parts',
            hi: 'छायांकित और सफ़ेद भाग आपस में बदल देती है',
          },
        ],
        taken: shown.map(figKey),
        rule: {
          en: [
            `In each step the shaded parts turn through ${deg}° ${dirTxt(k).en}.`,
            'Turning the last figure once more gives the next one.',
          ],
          hi: [
            `हर चरण में छायांकित भाग ${deg}° ${dirTxt(k).hi} घूमते हैं।`,
            'अंतिम आकृति को एक बार और घुमाने पर अगली आकृति मिलती है।',
          ],
        },
        seconds: 50,
        recompute: () => {
          const t = ALL8.find((x) => figKey(sectorsWith(turnSet(S, x))) === figKey(at(shown, 1))) ?? 0;
          return sectorsWith(turnSet(S, 4 * t));
        },
      });
    }),
};

/** Cell c moved k cells on in reading order (row by row) on a g x g grid, wrapping round. */
const rowStep = (g: number, c: number, k: number) => mod(c + k, g * g);
/** Cell c moved k cells on down the columns (column by column). */
const colStep = (g: number, c: number, k: number) => {
  const t = mod((c % g) * g + Math.floor(c / g) + k, g * g);
  return (t % g) * g + Math.floor(t / g);
};

export const figureSeriesCellWalk: QuestionGenerator = {
  id: 'figure-series/cell-walk',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const G = rng.pick([4, 4, 5]);
      const a0 = rng.int(0, G * G - 1);
      const b0 = rng.int(0, G * G - 1);
      const ka = rng.pick([1, 2, 3, -1]);
      const kb = rng.pick([1, 2, 3, -1]);
      const at_ = (i: number) => [rowStep(G, a0, ka * i), colStep(G, b0, kb * i)] as const;
      if ([0, 1, 2, 3, 4].some((i) => at_(i)[0] === at_(i)[1])) return undefined;
      const fig = (i: number) => grid(G, new Set(at_(i)));
      const shown = [0, 1, 2, 3].map(fig);
      const [na, nb] = at_(4);
      const cells = (x: number, y: number) => (x === y ? undefined : grid(G, new Set([x, y])));
      const slips = [
        {
          fig: cells(rowStep(G, a0, ka * 4), colStep(G, b0, kb * 3)),
          en: 'moves only the first cell and leaves the second where it was',
          hi: 'केवल पहला खाना खिसकाती है, दूसरा वहीं छोड़ देती है',
        },
        {
          fig: cells(rowStep(G, a0, ka * 3), colStep(G, b0, kb * 4)),
          en: 'moves only the second cell and leaves the first where it was',
          hi: 'केवल दूसरा खाना खिसकाती है, पहला वहीं छोड़ देती है',
        },
        {
          fig: cells(colStep(G, rowStep(G, a0, ka * 3), ka), rowStep(G, colStep(G, b0, kb * 3), kb)),
          en: 'moves each cell in the other cell’s direction',
          hi: 'हर खाने को दूसरे खाने की दिशा में खिसकाती है',
        },
        {
          fig: cells(rowStep(G, a0, ka * 5), colStep(G, b0, kb * 5)),
          en: 'moves both cells one step too far',
          hi: 'दोनों खानों को एक चरण अधिक खिसकाती है',
        },
      ].flatMap((s): Slip[] => (s.fig ? [{ fig: s.fig, en: s.en, hi: s.hi }] : []));
      const cellsTxt = (n: number): Txt => ({
        en: `${n} cell${n > 1 ? 's' : ''}`,
        hi: `${n} ${n > 1 ? 'खाने' : 'खाना'}`,
      });
      return figureQuestion(rng, {
        title: { en: 'Series of walking cells', hi: 'चलते खानों की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: grid(G, new Set([na, nb])),
        slips,
        taken: shown.map(figKey),
        rule: {
          en: [
            `One black cell moves ${cellsTxt(Math.abs(ka)).en} ${ka > 0 ? 'forward' : 'back'} in reading order along the rows (left to right, then on to the next row; after the last cell comes the first again).`,
            `The other moves ${cellsTxt(Math.abs(kb)).en} ${kb > 0 ? 'forward' : 'back'} in order down the columns (top to bottom, then on to the next column).`,
            'Moving both once more gives the next figure.',
          ],
          hi: [
            `एक काला खाना पंक्तियों के क्रम में ${cellsTxt(Math.abs(ka)).hi} ${ka > 0 ? 'आगे' : 'पीछे'} चलता है (बाएँ से दाएँ, फिर अगली पंक्ति में; अंतिम खाने के बाद फिर पहला खाना)।`,
            `दूसरा काला खाना स्तंभों के क्रम में ${cellsTxt(Math.abs(kb)).hi} ${kb > 0 ? 'आगे' : 'पीछे'} चलता है (ऊपर से नीचे, फिर अगले स्तंभ में)।`,
            'दोनों को एक बार और खिसकाने पर अगली आकृति मिलती है।',
          ],
        },
        seconds: 75,
        recompute: () => {
          // read the black cells off the figures, then search the two moves that reproduce them
          const black = shown.map((f) =>
            f
              .flatMap((el, i) => (el.k === 'poly' && el.fill ? [i] : []))
              .sort((u, v) => u - v)
              .join(),
          );
          const setKey = (x: number, y: number) => [x, y].sort((u, v) => u - v).join();
          for (let x = 1; x < G * G; x++)
            for (let y = 1; y < G * G; y++) {
              const f = (i: number) => setKey(rowStep(G, a0, x * i), colStep(G, b0, y * i));
              if ([1, 2, 3].every((i) => f(i) === at(black, i)))
                return grid(G, new Set([rowStep(G, a0, x * 4), colStep(G, b0, y * 4)]));
            }
          return [];
        },
      });
    }),
};

const KINDS: readonly TokenKind[] = ['dot', 'ring', 'square', 'triangle'];

export const figureSeriesGrowingCount: QuestionGenerator = {
  id: 'figure-series/growing-count',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const [kind = 'dot', other = 'ring'] = rng.shuffle(KINDS);
      const p = rng.int(0, 7);
      const dir = rng.pick([1, -1]);
      const a = rng.int(1, 4);
      const centre = rng.int(0, 8);
      const hub =
        centre >= 6
          ? [token(at(KINDS, centre - 5), [0, 0], 1.2)]
          : centre < 2
            ? []
            : [polygon(centre + 1, [0, 0], 1.4, false, rng.pick([0, 0.5]))];
      const r = rng.pick([3, 3, 2.6]);
      const base: Fig = [FRAME, ...hub];
      const draw = (places: readonly number[], kinds: (j: number) => TokenKind = () => kind): Fig => [
        ...base,
        ...places.map((q, j) => token(kinds(j), placePt(q, r))),
      ];
      const run = (n: number) => Array.from({ length: n }, (_, j) => mod(p + dir * j, 8));
      const shown = [0, 1, 2, 3].map((i) => draw(run(a + i)));
      const n = a + 4;
      const name = TOKEN_NAMES[kind];
      return figureQuestion(rng, {
        title: { en: 'Series of appearing signs', hi: 'प्रकट होते चिह्नों की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: draw(run(n)),
        slips: [
          {
            fig: draw(run(n - 1).concat(mod(p - dir, 8))),
            en: 'adds the new sign at the wrong end of the row',
            hi: 'नया चिह्न पंक्ति के गलत सिरे पर जोड़ती है',
          },
          {
            fig: draw(run(n - 1).concat(mod(p + dir * n, 8))),
            en: 'leaves a gap before the new sign',
            hi: 'नए चिह्न से पहले एक स्थान खाली छोड़ देती है',
          },
          {
            fig: draw(run(n), (j) => (j === n - 1 ? other : kind)),
            en: 'adds a sign of the wrong kind',
            hi: 'गलत प्रकार का चिह्न जोड़ती है',
          },
          ...(n < 8
            ? [
                {
                  fig: draw(run(n + 1)),
                  en: 'adds two signs instead of one',
                  hi: 'एक के बजाय दो चिह्न जोड़ती है',
                },
              ]
            : []),
        ],
        taken: shown.map(figKey),
        rule: {
          en: [
            `In each step one more ${name.en} appears, in the next place ${dirTxt(dir).en} round the frame: ${a}, ${a + 1}, ${a + 2}, ${a + 3} signs.`,
            `So the next figure has ${n} signs, the new one in the next place ${dirTxt(dir).en}.`,
          ],
          hi: [
            `हर चरण में एक और ${name.hi} ढाँचे पर ${dirTxt(dir).hi} अगले स्थान पर आता है: ${a}, ${a + 1}, ${a + 2}, ${a + 3} चिह्न।`,
            `इसलिए अगली आकृति में ${n} चिह्न होंगे, नया चिह्न ${dirTxt(dir).hi} अगले स्थान पर।`,
          ],
        },
        seconds: 50,
        recompute: () => {
          // the place added in the last step, and the one after it in the same direction
          const last = at(shown, 3).filter((el) => !at(shown, 2).some((e) => figKey([e]) === figKey([el])));
          const before = at(shown, 2).filter((el) => !at(shown, 1).some((e) => figKey([e]) === figKey([el])));
          const where = (els: Fig) =>
            ALL8.find((q) => figKey([token(kind, placePt(q, r))]) === figKey(els)) ?? 0;
          const step = mod(where(last) - where(before), 8);
          return [...at(shown, 3), token(kind, placePt(where(last) + step, r))];
        },
      });
    }),
};
