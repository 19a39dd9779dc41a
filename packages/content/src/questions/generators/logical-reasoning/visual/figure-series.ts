import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { distinctCandidates, letteredOptions } from './answer-options.js';
import {
  at,
  type El,
  type Fig,
  figKey,
  figure,
  label,
  OPTION_LABELS,
  optionFigure,
  type Pt,
  renderFig,
} from './shapes.js';

/**
 * Figure series. Inside a square frame an arrow from the centre points to one of eight directions,
 * and small tokens sit at the eight places around the frame (corners and middles of the sides).
 * Each element moves by a fixed number of places per figure (or, in the hard version, by 1, 2, 3…
 * places). `generate` computes the next figure from the rule; `check` reads the moves off the
 * figures shown (the differences between consecutive figures), makes sure they follow the rule, and
 * extends them by one figure.
 */

type TokenKind = 'dot' | 'ring' | 'square' | 'triangle';
interface Track {
  kind: 'arrow' | TokenKind;
  start: number;
  step: number;
}

/** The eight places, clockwise from the top-left corner; arrows use the same directions. */
const PLACES: readonly Pt[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
const mod8 = (n: number) => ((n % 8) + 8) % 8;

const NAMES: Record<Track['kind'], { en: string; hi: string }> = {
  arrow: { en: 'The arrow', hi: 'तीर' },
  dot: { en: 'The black dot', hi: 'काला बिंदु' },
  ring: { en: 'The small circle', hi: 'छोटा वृत्त' },
  square: { en: 'The small square', hi: 'छोटा वर्ग' },
  triangle: { en: 'The black triangle', hi: 'काला त्रिभुज' },
};

function element(kind: Track['kind'], place: number): El[] {
  const [dx, dy] = at(PLACES, mod8(place));
  if (kind === 'arrow') {
    const r = dx !== 0 && dy !== 0 ? 1.5 : 2;
    return [
      {
        k: 'line',
        p: [
          [0, 0],
          [dx * r, dy * r],
        ],
        arrow: true,
      },
    ];
  }
  const cx = dx * 3;
  const cy = dy * 3;
  if (kind === 'dot') return [{ k: 'circle', c: [cx, cy], r: 0.6, fill: true }];
  if (kind === 'ring') return [{ k: 'circle', c: [cx, cy], r: 0.6 }];
  if (kind === 'square')
    return [
      {
        k: 'poly',
        p: [
          [cx - 0.6, cy - 0.6],
          [cx + 0.6, cy - 0.6],
          [cx + 0.6, cy + 0.6],
          [cx - 0.6, cy + 0.6],
        ],
      },
    ];
  return [
    {
      k: 'poly',
      p: [
        [cx, cy - 0.7],
        [cx + 0.7, cy + 0.6],
        [cx - 0.7, cy + 0.6],
      ],
      fill: true,
    },
  ];
}

const FRAME: El = {
  k: 'poly',
  p: [
    [-4, -4],
    [4, -4],
    [4, 4],
    [-4, 4],
  ],
};

/** Place of a track in figure i (0-based): constant steps, or growing steps 1, 2, 3… times `step`. */
const placeAt = (t: Track, i: number, growing: boolean) =>
  mod8(t.start + (growing ? (t.step * i * (i + 1)) / 2 : t.step * i));

/** The figure drawn from the places of each track. */
const drawFig = (tracks: readonly Track[], places: readonly number[]): Fig => [
  FRAME,
  ...tracks.flatMap((t, j) => element(t.kind, at(places, j))),
];

function stepText(step: number, kind: Track['kind']) {
  const n = Math.abs(step);
  const cw = step > 0;
  if (kind === 'arrow') {
    return {
      en: `turns ${45 * n}° ${cw ? 'clockwise' : 'anticlockwise'}`,
      hi: `${45 * n}° ${cw ? 'दक्षिणावर्त' : 'वामावर्त'} घूमता है`,
    };
  }
  return {
    en: `moves ${n} place${n > 1 ? 's' : ''} ${cw ? 'clockwise' : 'anticlockwise'} around the square`,
    hi: `वर्ग के चारों ओर ${n} स्थान ${cw ? 'दक्षिणावर्त' : 'वामावर्त'} खिसकता है`,
  };
}

function seriesQuestion(rng: Rng, growing: boolean): GeneratedQuestion {
  const shown = 4;
  for (;;) {
    const kinds = rng.shuffle<TokenKind>(['dot', 'ring', 'square', 'triangle']).slice(0, rng.int(1, 2));
    const tracks: Track[] = [
      { kind: 'arrow', start: rng.int(0, 7), step: rng.pick(growing ? [1, -1] : [1, -1, 2, -2, 3, -3]) },
      ...kinds.map((kind) => ({
        kind,
        start: rng.int(0, 7),
        step: rng.pick(growing ? [1, -1] : [1, -1, 2, -2]),
      })),
    ];
    const placesOf = (i: number) => tracks.map((t) => placeAt(t, i, growing));
    // tokens never share a place in any figure, shown or asked
    let clash = false;
    for (let i = 0; i <= shown; i++) {
      const ps = placesOf(i).slice(1);
      if (new Set(ps).size !== ps.length) clash = true;
    }
    if (clash) continue;
    const figs = Array.from({ length: shown + 1 }, (_, i) => drawFig(tracks, placesOf(i)));
    const correct = at(figs, shown);
    const right = placesOf(shown);

    const slips: { fig: Fig; places: number[]; en: string; hi: string }[] = [];
    const tweak = (j: number, place: number) => right.map((p, m) => (m === j ? mod8(place) : p));
    tracks.forEach((t, j) => {
      const name = NAMES[t.kind];
      const prev = placeAt(t, shown - 1, growing);
      const lastStep = right[j] === undefined ? 0 : mod8(at(right, j) - prev);
      slips.push({
        places: tweak(j, prev - lastStep),
        fig: drawFig(tracks, tweak(j, prev - lastStep)),
        en: `moves ${name.en.toLowerCase()} the wrong way`,
        hi: `${name.hi} को उलटी दिशा में ले जाती है`,
      });
      slips.push({
        places: tweak(j, at(right, j) + Math.sign(t.step)),
        fig: drawFig(tracks, tweak(j, at(right, j) + Math.sign(t.step))),
        en: `moves ${name.en.toLowerCase()} one place too far`,
        hi: `${name.hi} को एक स्थान अधिक आगे ले जाती है`,
      });
      if (growing) {
        slips.push({
          places: tweak(j, prev + (placeAt(t, shown - 1, growing) - placeAt(t, shown - 2, growing))),
          fig: drawFig(
            tracks,
            tweak(j, prev + (placeAt(t, shown - 1, growing) - placeAt(t, shown - 2, growing))),
          ),
          en: `repeats the previous move of ${name.en.toLowerCase()} instead of making it one place longer`,
          hi: `${name.hi} की पिछली चाल ही दोहराती है, उसे एक स्थान बढ़ाती नहीं`,
        });
      }
    });
    const chosen = distinctCandidates(
      rng.shuffle(slips),
      (s) => figKey(s.fig),
      [figKey(correct), ...figs.slice(0, shown).map(figKey)],
      (s) => {
        const tokens = s.places.slice(1);
        return new Set(tokens).size === tokens.length;
      },
    );
    if (chosen.length < 3) continue;

    const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
      rng,
      correct,
      chosen.map((s) => s.fig),
    );
    const options = items.map((f, i) => optionFigure(f, `Answer figure (${at(OPTION_LABELS, i)})`));

    const cell = 72;
    let body = '';
    for (let i = 0; i < shown; i++)
      body += renderFig(at(figs, i), { ox: i * cell + cell / 2, oy: cell / 2, scale: 7 });
    body += `<rect x="${shown * cell + 8}" y="8" width="${cell - 16}" height="${cell - 16}" stroke="#9ca3af" stroke-dasharray="4 3"/>`;
    body += label(shown * cell + cell / 2, cell / 2 + 8, '?', 22);
    const problem = figure(cell * (shown + 1), cell, body, 'Problem figures in order, then a question mark');

    const rules = tracks.map((t) => {
      const name = NAMES[t.kind];
      const s = stepText(t.step, t.kind);
      if (!growing) return { en: `${name.en} ${s.en} in each step.`, hi: `${name.hi} हर चरण में ${s.hi}।` };
      const unit = t.kind === 'arrow' ? { en: '45°', hi: '45°' } : { en: 'one place', hi: 'एक स्थान' };
      const dir = t.step > 0 ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };
      return {
        en: `${name.en} moves ${dir.en} by 1, 2, 3, … times ${unit.en} in successive steps, so the next move is ${shown} times ${unit.en}.`,
        hi: `${name.hi} क्रमिक चरणों में ${dir.hi} दिशा में ${unit.hi} के 1, 2, 3, … गुना चलता है, इसलिए अगली चाल ${unit.hi} की ${shown} गुना है।`,
      };
    });
    const solution = {
      en: [
        ...rules.map((r) => r.en),
        `Moving every element once more gives figure (${answerLetter}).`,
        ...chosen.map((s, i) => `Figure (${letterOf(i)}) ${s.en}.`),
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        ...rules.map((r) => r.hi),
        `हर तत्व को एक बार और चलाने पर आकृति (${answerLetter}) मिलती है।`,
        ...chosen.map((s, i) => `आकृति (${letterOf(i)}) ${s.hi}।`),
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    };
    const shownPlaces = Array.from({ length: shown }, (_, i) => placesOf(i));
    return {
      title: { en: 'Figure series', hi: 'आकृति शृंखला' },
      type: 'single',
      statement: {
        en: `Which answer figure comes next in the series of problem figures?\n\n${problem}`,
        hi: `प्रश्न आकृतियों की शृंखला में अगली आकृति कौन-सी उत्तर आकृति होगी?\n\n${problem}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: growing ? 75 : 55,
      numbers: [],
      check(): QuestionAnswer {
        // Read each element's moves off the figures shown, check the pattern, extend it once.
        const next = tracks.map((_track, j) => {
          const seq = shownPlaces.map((ps) => at(ps, j));
          const moves = seq.slice(1).map((p, i) => {
            const d = mod8(p - at(seq, i));
            return d > 4 ? d - 8 : d;
          });
          const first = at(moves, 0);
          const ok = moves.every((m, i) => (growing ? m === first * (i + 1) : m === first));
          if (!ok) return -1;
          const move = growing ? first * moves.length + first : first;
          return mod8(at(seq, seq.length - 1) + move);
        });
        const want = figKey(drawFig(tracks, next));
        return { kind: 'choice', correct: [items.findIndex((f) => figKey(f) === want)] };
      },
    };
  }
}

export const figureSeriesMovingElements: QuestionGenerator = {
  id: 'figure-series/moving-elements',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => seriesQuestion(rng, false),
};

export const figureSeriesGrowingSteps: QuestionGenerator = {
  id: 'figure-series/growing-steps',
  topic: 'figure-series',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate: (rng) => seriesQuestion(rng, true),
};
