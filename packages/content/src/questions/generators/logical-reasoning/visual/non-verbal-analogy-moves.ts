import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import {
  FRAME,
  figureQuestion,
  mod,
  placePt,
  type Slip,
  sectors,
  TOKEN_NAMES,
  type TokenKind,
  type Txt,
  token,
  until,
} from './embedded-figures-kit.js';
import { analogyStatement } from './non-verbal-analogy-counts.js';
import { at, type Fig, figKey } from './shapes.js';

/**
 * Non-verbal analogy by moving and shading (SSC CGL, RRB NTPC, Bank PO, placement papers).
 * - non-verbal-analogy/position-shift: every token moves the same number of places round the frame.
 * - non-verbal-analogy/sector-turn: the shaded sectors of a square turn by a multiple of 45°.
 * - non-verbal-analogy/own-steps (CAT level): each kind of token moves by its own number of places.
 * Generation applies the change; the checker searches every possible move (every step, every shift)
 * for the one that takes A to B and applies it to C.
 */

interface Tok {
  kind: TokenKind;
  place: number;
}
const drawToks = (toks: readonly Tok[]): Fig => [FRAME, ...toks.map((t) => token(t.kind, placePt(t.place)))];
const moveToks = (toks: readonly Tok[], step: (t: Tok) => number) =>
  toks.map((t) => ({ kind: t.kind, place: mod(t.place + step(t), 8) }));
const KINDS: readonly TokenKind[] = ['dot', 'ring', 'square', 'triangle'];
function randomToks(rng: Rng, count: number): Tok[] {
  const places = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
  return rng
    .shuffle(KINDS)
    .slice(0, count)
    .map((kind, i) => ({ kind, place: at(places, i) }));
}
function stepText(s: number): Txt {
  const n = Math.abs(s);
  return {
    en: `${n} place${n > 1 ? 's' : ''} ${s > 0 ? 'clockwise' : 'anticlockwise'}`,
    hi: `${n} स्थान ${s > 0 ? 'दक्षिणावर्त' : 'वामावर्त'}`,
  };
}
const ASK_PLACES: Txt = {
  en: 'Figure A is related to figure B in a certain way (the small signs move round the eight places on the frame: corners and middles of the sides). Which answer figure is related to figure C in the same way?',
  hi: 'आकृति A, आकृति B से एक निश्चित प्रकार से संबंधित है (छोटे चिह्न ढाँचे के आठ स्थानों, यानी कोनों और भुजाओं के मध्य बिंदुओं, पर घूमते हैं)। कौन-सी उत्तर आकृति आकृति C से उसी प्रकार संबंधित है?',
};

export const nonVerbalAnalogyPositionShift: QuestionGenerator = {
  id: 'non-verbal-analogy/position-shift',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const s = rng.pick([-3, -2, -1, 1, 2, 3]);
      const A = randomToks(rng, rng.int(2, 3));
      const C = randomToks(rng, rng.int(2, 3));
      const [a, b, c] = [drawToks(A), drawToks(moveToks(A, () => s)), drawToks(C)];
      const by = (k: number) => drawToks(moveToks(C, () => k));
      const st = stepText(s);
      return figureQuestion(rng, {
        title: { en: 'Analogy of moving signs', hi: 'खिसकते चिह्नों की सादृश्यता' },
        statement: analogyStatement(a, b, c, ASK_PLACES),
        correct: by(s),
        slips: [
          { fig: by(-s), en: 'moves the signs the wrong way', hi: 'चिह्नों को उलटी दिशा में ले जाती है' },
          {
            fig: by(s + Math.sign(s)),
            en: 'moves the signs one place too far',
            hi: 'चिह्नों को एक स्थान अधिक ले जाती है',
          },
          {
            fig: by(s - Math.sign(s)),
            en: 'moves the signs one place too few',
            hi: 'चिह्नों को एक स्थान कम ले जाती है',
          },
          {
            fig: by(4),
            en: 'moves the signs to the opposite places',
            hi: 'चिह्नों को सामने वाले स्थानों पर ले जाती है',
          },
        ],
        taken: [figKey(c)],
        rule: {
          en: [
            `From A to B every sign moves ${st.en} round the frame.`,
            `Moving every sign of C ${st.en} gives the answer.`,
          ],
          hi: [
            `A से B में हर चिह्न ढाँचे पर ${st.hi} खिसकता है।`,
            `C के हर चिह्न को ${st.hi} खिसकाने पर उत्तर मिलता है।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          const k =
            [0, 1, 2, 3, 4, 5, 6, 7].find((x) => figKey(drawToks(moveToks(A, () => x))) === figKey(b)) ?? 0;
          return drawToks(moveToks(C, () => k));
        },
      });
    }),
};

const turnSet = (set: ReadonlySet<number>, k: number) => new Set([...set].map((i) => mod(i + k, 8)));
/** A set of shaded sectors that looks different after every turn. */
function asymmetricSet(rng: Rng): Set<number> {
  for (;;) {
    const set = new Set(rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]).slice(0, rng.int(2, 4)));
    const keys = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [...turnSet(set, k)].sort().join());
    if (new Set(keys).size === 8) return set;
  }
}

export const nonVerbalAnalogySectorTurn: QuestionGenerator = {
  id: 'non-verbal-analogy/sector-turn',
  topic: 'non-verbal-analogy',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate: (rng) =>
    until(() => {
      const k = rng.pick([-3, -2, -1, 1, 2, 3]);
      const S = asymmetricSet(rng);
      const T = asymmetricSet(rng);
      const [a, b, c] = [sectors(S), sectors(turnSet(S, k)), sectors(T)];
      const by = (x: number) => sectors(turnSet(T, x));
      const deg = 45 * Math.abs(k);
      const dir: Txt = k > 0 ? { en: 'clockwise', hi: 'दक्षिणावर्त' } : { en: 'anticlockwise', hi: 'वामावर्त' };
      const all = [0, 1, 2, 3, 4, 5, 6, 7];
      return figureQuestion(rng, {
        title: { en: 'Analogy of turning shades', hi: 'घूमते छायांकन की सादृश्यता' },
        statement: analogyStatement(a, b, c),
        correct: by(k),
        slips: [
          { fig: by(-k), en: 'turns the shading the wrong way', hi: 'छायांकन को उलटी दिशा में घुमाती है' },
          {
            fig: by(k + Math.sign(k)),
            en: 'turns the shading 45° too far',
            hi: 'छायांकन को 45° अधिक घुमाती है',
          },
          {
            fig: by(k - Math.sign(k)),
            en: 'turns the shading 45° too little',
            hi: 'छायांकन को 45° कम घुमाती है',
          },
          {
            fig: sectors(new Set(all.filter((i) => !turnSet(T, k).has(i)))),
            en: 'turns correctly but swaps shaded and white sectors',
            hi: 'सही घुमाती है पर छायांकित और सफ़ेद भाग आपस में बदल देती है',
          },
        ],
        taken: [figKey(c)],
        rule: {
          en: [
            `From A to B the shaded parts turn through ${deg}° ${dir.en} (${Math.abs(k)} of the eight parts).`,
            `Turning the shading of C through ${deg}° ${dir.en} gives the answer.`,
          ],
          hi: [
            `A से B में छायांकित भाग ${deg}° ${dir.hi} घूमते हैं (आठ भागों में से ${Math.abs(k)} भाग)।`,
            `C के छायांकन को ${deg}° ${dir.hi} घुमाने पर उत्तर मिलता है।`,
          ],
        },
        seconds: 60,
        recompute: () => {
          const x = all.find((t) => figKey(sectors(turnSet(S, t))) === figKey(b)) ?? 0;
          return sectors(turnSet(T, x));
        },
      });
    }),
};

export const nonVerbalAnalogyOwnSteps: QuestionGenerator = {
  id: 'non-verbal-analogy/own-steps',
  topic: 'non-verbal-analogy',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate: (rng) =>
    until(() => {
      const count = rng.int(2, 3);
      const A = randomToks(rng, count);
      const steps = new Map(A.map((t) => [t.kind, rng.pick([-3, -2, -1, 1, 2, 3])]));
      if (new Set(steps.values()).size !== count) return undefined;
      const places = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
      const C = A.map((t, i) => ({ kind: t.kind, place: at(places, i) }));
      const stepOf = (t: Tok) => steps.get(t.kind) ?? 0;
      const B = moveToks(A, stepOf);
      const want = moveToks(C, stepOf);
      const clash = (toks: readonly Tok[]) => new Set(toks.map((t) => t.place)).size !== toks.length;
      if (clash(B) || clash(want) || A.every((t, i) => t.place === at(C, i).place)) return undefined;
      const [a, b, c] = [drawToks(A), drawToks(B), drawToks(C)];
      const [t0, t1] = [at(A, 0), at(A, 1)];
      const swapped = (t: Tok) =>
        t.kind === t0.kind ? stepOf(t1) : t.kind === t1.kind ? stepOf(t0) : stepOf(t);
      const moves: { toks: Tok[]; en: string; hi: string }[] = [
        {
          toks: moveToks(C, () => stepOf(t0)),
          en: `moves every sign as far as the ${TOKEN_NAMES[t0.kind].en}`,
          hi: `हर चिह्न को उतना ही खिसकाती है जितना ${TOKEN_NAMES[t0.kind].hi}`,
        },
        {
          toks: moveToks(C, swapped),
          en: `swaps the moves of the ${TOKEN_NAMES[t0.kind].en} and the ${TOKEN_NAMES[t1.kind].en}`,
          hi: `${TOKEN_NAMES[t0.kind].hi} और ${TOKEN_NAMES[t1.kind].hi} की चालें आपस में बदल देती है`,
        },
        {
          toks: moveToks(C, (t) => (t.kind === t1.kind ? -stepOf(t) : stepOf(t))),
          en: `moves the ${TOKEN_NAMES[t1.kind].en} the wrong way`,
          hi: `${TOKEN_NAMES[t1.kind].hi} को उलटी दिशा में ले जाती है`,
        },
        {
          toks: moveToks(C, (t) => (t.kind === t0.kind ? -stepOf(t) : stepOf(t))),
          en: `moves the ${TOKEN_NAMES[t0.kind].en} the wrong way`,
          hi: `${TOKEN_NAMES[t0.kind].hi} को उलटी दिशा में ले जाती है`,
        },
        {
          toks: moveToks(C, () => stepOf(t1)),
          en: `moves every sign as far as the ${TOKEN_NAMES[t1.kind].en}`,
          hi: `हर चिह्न को उतना ही खिसकाती है जितना ${TOKEN_NAMES[t1.kind].hi}`,
        },
      ];
      const slips: Slip[] = moves
        .filter((m) => !clash(m.toks))
        .map((m) => ({ fig: drawToks(m.toks), en: m.en, hi: m.hi }));
      return figureQuestion(rng, {
        title: { en: 'Analogy with a move for each sign', hi: 'हर चिह्न की अपनी चाल वाली सादृश्यता' },
        statement: analogyStatement(a, b, c, ASK_PLACES),
        correct: drawToks(want),
        slips,
        taken: [figKey(c)],
        rule: {
          en: [
            `From A to B the signs do not all move alike, so read each sign separately: ${A.map((t) => `the ${TOKEN_NAMES[t.kind].en} moves ${stepText(stepOf(t)).en}`).join('; ')}.`,
            'Moving each sign of C by its own move gives the answer.',
          ],
          hi: [
            `A से B में सभी चिह्न एक जैसे नहीं खिसकते, इसलिए हर चिह्न को अलग से देखिए: ${A.map((t) => `${TOKEN_NAMES[t.kind].hi} ${stepText(stepOf(t)).hi} खिसकता है`).join('; ')}।`,
            'C के हर चिह्न को उसकी अपनी चाल से खिसकाने पर उत्तर मिलता है।',
          ],
        },
        seconds: 180,
        recompute: () =>
          drawToks(
            C.map((t) => {
              const from = A.find((x) => x.kind === t.kind)?.place ?? 0;
              const to = B.find((x) => x.kind === t.kind)?.place ?? 0;
              return { kind: t.kind, place: mod(t.place + to - from, 8) };
            }),
          ),
      });
    }),
};
