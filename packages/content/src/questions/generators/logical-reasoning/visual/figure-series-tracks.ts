import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import {
  arrow,
  FRAME,
  figureQuestion,
  mod,
  placePt,
  type Slip,
  TOKEN_NAMES,
  type TokenKind,
  type Txt,
  token,
  until,
} from './embedded-figures-kit.js';
import { seriesStatement } from './figure-series-steps.js';
import { at, type Fig, figKey } from './shapes.js';

/**
 * Figure series built from moving elements (an arrow turning at the centre, signs moving round the
 * frame) (SSC CGL, RRB NTPC, Bank PO, CAT, placement papers).
 * - figure-series/missing-middle: the third of five figures is missing.
 * - figure-series/alternate-terms: figures 1, 3, 5 and 2, 4, 6 are two separate series.
 * Generation draws each figure from the rule; the checker reads each element's place in the figures
 * shown and searches the steps that fit them.
 */

export type Kind = 'arrow' | TokenKind;
export interface Track {
  kind: Kind;
  start: number;
  step: number;
}
export const NAME: Record<Kind, Txt> = { arrow: { en: 'arrow', hi: 'तीर' }, ...TOKEN_NAMES };
const el = (kind: Kind, place: number) => (kind === 'arrow' ? arrow(place) : token(kind, placePt(place)));
export const drawAt = (tracks: readonly Track[], places: readonly number[]): Fig => [
  FRAME,
  ...tracks.map((t, j) => el(t.kind, at(places, j))),
];
export const placesAt = (tracks: readonly Track[], i: number) =>
  tracks.map((t) => mod(t.start + t.step * i, 8));
export const KINDS: readonly TokenKind[] = ['dot', 'ring', 'square', 'triangle'];
export const STEPS = [-3, -2, -1, 1, 2, 3];
export function randomTracks(rng: Rng, tokens: number): Track[] {
  return [
    { kind: 'arrow', start: rng.int(0, 7), step: rng.pick(STEPS) },
    ...rng
      .shuffle(KINDS)
      .slice(0, tokens)
      .map((kind) => ({ kind, start: rng.int(0, 7), step: rng.pick(STEPS) })),
  ];
}
/** Signs never share a place in figures 0..n. */
export const noClash = (tracks: readonly Track[], n: number) =>
  Array.from({ length: n + 1 }, (_, i) => placesAt(tracks, i).slice(1)).every(
    (ps) => new Set(ps).size === ps.length,
  );
function moveText(t: Track): Txt {
  const n = Math.abs(t.step);
  const cw = t.step > 0;
  if (t.kind === 'arrow')
    return {
      en: `the arrow turns ${45 * n}° ${cw ? 'clockwise' : 'anticlockwise'}`,
      hi: `तीर ${45 * n}° ${cw ? 'दक्षिणावर्त' : 'वामावर्त'} घूमता है`,
    };
  return {
    en: `the ${NAME[t.kind].en} moves ${n} place${n > 1 ? 's' : ''} ${cw ? 'clockwise' : 'anticlockwise'}`,
    hi: `${NAME[t.kind].hi} ${n} स्थान ${cw ? 'दक्षिणावर्त' : 'वामावर्त'} खिसकता है`,
  };
}
export const rules = (tracks: readonly Track[]) => ({
  en: tracks.map((t) => moveText(t).en).join('; '),
  hi: tracks.map((t) => moveText(t).hi).join('; '),
});

export const figureSeriesMissingMiddle: QuestionGenerator = {
  id: 'figure-series/missing-middle',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const tracks = randomTracks(rng, rng.int(1, 2));
      if (!noClash(tracks, 4)) return undefined;
      const figs = [0, 1, 2, 3, 4].map((i) => drawAt(tracks, placesAt(tracks, i)));
      const right = placesAt(tracks, 2);
      const slips: Slip[] = tracks.flatMap((t, j) => {
        const tweak = (p: number) => right.map((q, m) => (m === j ? mod(p, 8) : q));
        return [
          {
            ps: tweak(at(right, j) - t.step),
            en: `leaves the ${NAME[t.kind].en} where it was in figure 2`,
            hi: `${NAME[t.kind].hi} को आकृति 2 वाले स्थान पर ही छोड़ देती है`,
          },
          {
            ps: tweak(at(right, j) + t.step),
            en: `moves the ${NAME[t.kind].en} on to its place in figure 4`,
            hi: `${NAME[t.kind].hi} को आकृति 4 वाले स्थान पर ले जाती है`,
          },
          {
            ps: tweak(at(right, j) - 2 * t.step),
            en: `moves the ${NAME[t.kind].en} the wrong way from figure 2`,
            hi: `${NAME[t.kind].hi} को आकृति 2 से उलटी दिशा में ले जाती है`,
          },
        ]
          .filter((s) => new Set(s.ps.slice(1)).size === s.ps.length - 1)
          .map((s) => ({ fig: drawAt(tracks, s.ps), en: s.en, hi: s.hi }));
      });
      const r = rules(tracks);
      return figureQuestion(rng, {
        title: { en: 'Missing figure in the middle of a series', hi: 'शृंखला के बीच की लुप्त आकृति' },
        statement: seriesStatement([at(figs, 0), at(figs, 1), null, at(figs, 3), at(figs, 4)], {
          en: 'Which answer figure fits in place of the question mark in the series?',
          hi: 'शृंखला में प्रश्नचिह्न के स्थान पर कौन-सी उत्तर आकृति आएगी?',
        }),
        correct: at(figs, 2),
        slips: rng.shuffle(slips),
        taken: figs.map(figKey),
        rule: {
          en: [
            `Compare figures 1 and 2, and figures 4 and 5: in each step ${r.en}.`,
            'So the missing third figure is figure 2 moved by one step (and figure 4 moved back by one step).',
          ],
          hi: [
            `आकृति 1 और 2 तथा आकृति 4 और 5 की तुलना कीजिए: हर चरण में ${r.hi}।`,
            'इसलिए लुप्त तीसरी आकृति, आकृति 2 को एक चरण आगे चलाने पर (और आकृति 4 को एक चरण पीछे करने पर) मिलती है।',
          ],
        },
        seconds: 75,
        recompute: () => {
          // each element: its place in figure 2 plus the move seen between figures 4 and 5
          const p1 = placesAt(tracks, 1);
          const p3 = placesAt(tracks, 3);
          const p4 = placesAt(tracks, 4);
          return drawAt(
            tracks,
            tracks.map((_, j) => mod(at(p1, j) + at(p4, j) - at(p3, j), 8)),
          );
        },
      });
    }),
};

export const figureSeriesAlternateTerms: QuestionGenerator = {
  id: 'figure-series/alternate-terms',
  topic: 'figure-series',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const kind = rng.pick(KINDS);
      const mk = (): Track[] => [
        { kind: 'arrow', start: rng.int(0, 7), step: rng.pick(STEPS) },
        { kind, start: rng.int(0, 7), step: rng.pick(STEPS) },
      ];
      const X = mk(); // figures 1, 3, 5
      const Y = mk(); // figures 2, 4, 6
      if (at(X, 0).step === at(Y, 0).step && at(X, 1).step === at(Y, 1).step) return undefined;
      const fig = (i: number) =>
        i % 2 === 0 ? drawAt(X, placesAt(X, i / 2)) : drawAt(Y, placesAt(Y, (i - 1) / 2));
      const shown = [0, 1, 2, 3, 4].map(fig);
      // the five figures must not also read as one single series
      const placeOf = (i: number) => (i % 2 === 0 ? placesAt(X, i / 2) : placesAt(Y, (i - 1) / 2));
      const single = [0, 1].some((j) => {
        const d = [1, 2, 3, 4].map((i) => mod(at(placeOf(i), j) - at(placeOf(i - 1), j), 8));
        return d.every((x) => x === at(d, 0));
      });
      if (single) return undefined;
      const right = placesAt(Y, 2);
      const fromLast = placesAt(X, 2).map((p, j) => mod(p + at(Y, j).step, 8));
      const slips: Slip[] = [
        {
          fig: drawAt(Y, fromLast),
          en: 'applies the move of figures 2 and 4 to figure 5 instead of to figure 4',
          hi: 'आकृति 2 और 4 वाली चाल को आकृति 4 के बजाय आकृति 5 पर लगाती है',
        },
        {
          fig: drawAt(Y, placesAt(Y, 3)),
          en: 'moves figure 4 two steps instead of one',
          hi: 'आकृति 4 को एक के बजाय दो चरण चलाती है',
        },
        {
          fig: drawAt(Y, [at(placesAt(Y, 1), 0), at(right, 1)]),
          en: 'moves the sign but does not turn the arrow',
          hi: 'चिह्न को खिसकाती है पर तीर को नहीं घुमाती',
        },
        {
          fig: drawAt(Y, [at(right, 0), at(placesAt(Y, 1), 1)]),
          en: 'turns the arrow but does not move the sign',
          hi: 'तीर को घुमाती है पर चिह्न को नहीं खिसकाती',
        },
        {
          fig: drawAt(Y, [mod(at(placesAt(Y, 1), 0) - at(Y, 0).step, 8), at(right, 1)]),
          en: 'turns the arrow the wrong way',
          hi: 'तीर को उलटी दिशा में घुमाती है',
        },
      ];
      const rx = rules(X);
      const ry = rules(Y);
      return figureQuestion(rng, {
        title: { en: 'Series of alternate terms', hi: 'एकांतर पदों की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: drawAt(Y, right),
        slips,
        taken: shown.map(figKey),
        rule: {
          en: [
            'The figures form two series that take turns: figures 1, 3, 5 and figures 2, 4, 6.',
            `From figure 1 to 3 to 5: ${rx.en}.`,
            `From figure 2 to 4: ${ry.en}. The sixth figure is figure 4 moved in the same way.`,
          ],
          hi: [
            'आकृतियाँ बारी-बारी से चलने वाली दो शृंखलाएँ हैं: आकृति 1, 3, 5 और आकृति 2, 4, 6।',
            `आकृति 1 से 3 से 5 तक: ${rx.hi}।`,
            `आकृति 2 से 4 तक: ${ry.hi}। छठी आकृति, आकृति 4 को इसी प्रकार चलाने पर मिलती है।`,
          ],
        },
        seconds: 90,
        recompute: () => {
          const p2 = placesAt(Y, 0);
          const p4 = placesAt(Y, 1);
          return drawAt(
            Y,
            p4.map((p, j) => mod(2 * p - at(p2, j), 8)),
          );
        },
      });
    }),
};
