import type { QuestionGenerator } from '../../../generator.js';
import {
  arrow,
  FRAME,
  figureQuestion,
  mod,
  placePt,
  strip,
  TOKEN_NAMES,
  TOKEN_PLURALS,
  type Txt,
  textQuestion,
  token,
  until,
} from './embedded-figures-kit.js';
import { seriesStatement } from './figure-series-steps.js';
import {
  drawAt,
  KINDS,
  NAME,
  noClash,
  placesAt,
  randomTracks,
  rules,
  STEPS,
} from './figure-series-tracks.js';
import { at, type Fig, figKey } from './shapes.js';

/**
 * Figure series at CAT level (SSC CGL, Bank PO, CAT, placement papers).
 * - figure-series/turn-and-count (CAT level): the arrow turns while a row of signs grows and slides.
 * - figure-series/wrong-term (CAT level): one of five figures breaks the rule; find it.
 * The checker searches the turns, slides and growths (or, for the wrong term, the starts and steps
 * of every element with one figure left out) that fit the figures shown.
 */

export const figureSeriesTurnAndCount: QuestionGenerator = {
  id: 'figure-series/turn-and-count',
  topic: 'figure-series',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const s = rng.pick(STEPS);
      const a0 = rng.int(0, 7);
      const n0 = rng.int(1, 3);
      const p0 = rng.int(0, 7);
      const v = rng.pick([-1, 1, 2, -2]);
      const dir = rng.pick([1, -1]);
      const kind = rng.pick(KINDS);
      const draw = (arrowAt: number, start: number, count: number): Fig => [
        FRAME,
        arrow(arrowAt),
        ...Array.from({ length: count }, (_, j) => token(kind, placePt(start + dir * j))),
      ];
      const fig = (i: number) => draw(a0 + s * i, p0 + v * i, n0 + i);
      const shown = [0, 1, 2, 3].map(fig);
      const [A, P, N] = [a0 + 4 * s, p0 + 4 * v, n0 + 4];
      const _name = TOKEN_NAMES[kind];
      const cw = (k: number): Txt =>
        k > 0 ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };
      return figureQuestion(rng, {
        title: { en: 'Series of turning and counting', hi: 'घूमने और गिनती की शृंखला' },
        statement: seriesStatement([...shown, null]),
        correct: draw(A, P, N),
        slips: [
          {
            fig: draw(A, P - v, N),
            en: 'adds the sign and turns the arrow but does not slide the row of signs',
            hi: 'चिह्न जोड़ती है और तीर घुमाती है पर चिह्नों की पंक्ति को नहीं खिसकाती',
          },
          {
            fig: draw(A, P, N - 1),
            en: 'turns and slides correctly but does not add a sign',
            hi: 'सही घुमाती और खिसकाती है पर नया चिह्न नहीं जोड़ती',
          },
          {
            fig: draw(A - s, P, N),
            en: 'gets the signs right but does not turn the arrow',
            hi: 'में चिह्न सही हैं पर तीर घुमाया नहीं गया',
          },
          {
            fig: draw(A - 2 * s, P, N),
            en: 'turns the arrow the wrong way',
            hi: 'तीर को उलटी दिशा में घुमाती है',
          },
          {
            fig: draw(A, P - 2 * v, N),
            en: 'slides the row of signs the wrong way',
            hi: 'चिह्नों की पंक्ति को उलटी दिशा में खिसकाती है',
          },
          {
            fig: draw(A, P - v + dir, N),
            en: 'adds the new sign at the wrong end of the row',
            hi: 'नया चिह्न पंक्ति के गलत सिरे पर जोड़ती है',
          },
        ],
        taken: shown.map(figKey),
        rule: {
          en: [
            'Three things change in every step; follow each separately.',
            `The arrow turns ${45 * Math.abs(s)}° ${cw(s).en}.`,
            `The number of ${TOKEN_PLURALS[kind].en} grows by one (${n0}, ${n0 + 1}, ${n0 + 2}, ${n0 + 3}, so next ${N}).`,
            `The first sign of the row moves ${Math.abs(v)} place${Math.abs(v) > 1 ? 's' : ''} ${cw(v).en}, and the row runs ${cw(dir).en} from it.`,
          ],
          hi: [
            'हर चरण में तीन चीज़ें बदलती हैं; हर एक को अलग से देखिए।',
            `तीर ${45 * Math.abs(s)}° ${cw(s).hi} घूमता है।`,
            `${TOKEN_PLURALS[kind].hi} की संख्या एक बढ़ती है (${n0}, ${n0 + 1}, ${n0 + 2}, ${n0 + 3}, इसलिए आगे ${N})।`,
            `पंक्ति का पहला चिह्न ${Math.abs(v)} स्थान ${cw(v).hi} खिसकता है, और पंक्ति उससे ${cw(dir).hi} चलती है।`,
          ],
        },
        seconds: 180,
        recompute: () => {
          // search the turn, the slide and the growth that reproduce figures 2, 3 and 4
          for (let t = 0; t < 8; t++)
            for (let w = 0; w < 8; w++)
              for (let g = 0; g <= 2; g++) {
                const f = (i: number) => draw(a0 + t * i, p0 + w * i, n0 + g * i);
                if ([1, 2, 3].every((i) => figKey(f(i)) === figKey(at(shown, i)))) return f(4);
              }
          return [];
        },
      });
    }),
};

/** Whether the figures (all but `skip`) fit constant steps for every track: a search over starts and steps. */
function fitsWithout(placeRows: readonly (readonly number[])[], skip: number): boolean {
  const tracks = at(placeRows, 0).length;
  for (let j = 0; j < tracks; j++) {
    let ok = false;
    for (let p = 0; p < 8 && !ok; p++)
      for (let s = 1; s < 8 && !ok; s++)
        ok = placeRows.every((row, i) => i === skip || at(row, j) === mod(p + s * i, 8));
    if (!ok) return false;
  }
  return true;
}

export const figureSeriesWrongTerm: QuestionGenerator = {
  id: 'figure-series/wrong-term',
  topic: 'figure-series',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const tracks = randomTracks(rng, 2);
      if (!noClash(tracks, 4)) return undefined;
      const bad = rng.int(0, 4);
      const j = rng.int(0, tracks.length - 1);
      const t = at(tracks, j);
      const off = rng.pick([-1, 1, 2, -2]);
      const rows = [0, 1, 2, 3, 4].map((i) =>
        placesAt(tracks, i).map((p, m) => (i === bad && m === j ? mod(p + off, 8) : p)),
      );
      if (rows.some((ps) => new Set(ps.slice(1)).size !== ps.length - 1)) return undefined;
      // exactly one figure can be taken out to leave a series with constant steps
      const fits = [0, 1, 2, 3, 4].filter((i) => fitsWithout(rows, i));
      if (fits.length !== 1 || at(fits, 0) !== bad) return undefined;
      const figs = rows.map((ps) => drawAt(tracks, ps));
      const problem = strip(figs, ['1', '2', '3', '4', '5'], 'Five problem figures numbered 1 to 5');
      const label = (i: number): Txt => ({ en: `Figure ${i + 1}`, hi: `आकृति ${i + 1}` });
      const others = rng.shuffle([0, 1, 2, 3, 4].filter((i) => i !== bad));
      const r = rules(tracks);
      return textQuestion(rng, {
        title: { en: 'Wrong figure in a series', hi: 'शृंखला की गलत आकृति' },
        statement: {
          en: `The figures below should form a series, but one of them breaks the rule. Which figure is wrong?\n\n${problem}`,
          hi: `नीचे दी गई आकृतियाँ एक शृंखला बनाती हैं, पर उनमें से एक नियम तोड़ती है। कौन-सी आकृति गलत है?\n\n${problem}`,
        },
        correct: label(bad),
        slips: others.map((i) => ({
          ...label(i),
          why: {
            en: `follows the rule: every element is where the steps put it`,
            hi: `नियम का पालन करती है: हर तत्व वहीं है जहाँ चाल के अनुसार होना चाहिए`,
          },
        })),
        rule: {
          en: [
            `Most neighbouring figures agree on one rule: ${r.en} in each step.`,
            `In figure ${bad + 1} the ${NAME[t.kind].en} ${t.kind === 'arrow' ? `points ${45 * Math.abs(off)}° away from` : `is ${Math.abs(off)} place${Math.abs(off) > 1 ? 's' : ''} away from`} where the rule puts it, while every other figure fits.`,
            `Taking out any other figure still leaves figure ${bad + 1} off the rule, so figure ${bad + 1} is the wrong one.`,
          ],
          hi: [
            `अधिकतर पड़ोसी आकृतियाँ एक नियम पर सहमत हैं: हर चरण में ${r.hi}।`,
            `आकृति ${bad + 1} में ${NAME[t.kind].hi} ${t.kind === 'arrow' ? `नियम वाली दिशा से ${45 * Math.abs(off)}° हटकर है` : `नियम वाले स्थान से ${Math.abs(off)} स्थान हटकर है`}, जबकि बाकी हर आकृति नियम पर ठीक बैठती है।`,
            `कोई और आकृति हटाने पर भी आकृति ${bad + 1} नियम से बाहर रहती है, इसलिए आकृति ${bad + 1} गलत है।`,
          ],
        },
        seconds: 180,
        recompute: () => {
          const found = [0, 1, 2, 3, 4].filter((i) => fitsWithout(rows, i));
          return found.length === 1 ? label(at(found, 0)).en : '';
        },
      });
    }),
};
