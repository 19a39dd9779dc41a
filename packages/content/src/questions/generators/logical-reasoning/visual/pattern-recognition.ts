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
  isAsymmetric,
  label,
  mapFig,
  OPTION_LABELS,
  type PointMap,
  type Pt,
  reflectX,
  reflectY,
  renderFig,
  rotate90,
  rotate180,
  rotate270,
  translate,
} from './shapes.js';

/**
 * Pattern completion: a square design made of four copies of one quarter, either mirrored in both
 * middle lines or turned by 90° from quarter to quarter, with one quarter missing. `generate` builds
 * the missing quarter from the rule; `check` rebuilds it from the quarters that are shown (mirroring
 * the neighbour across the middle line, or turning the quarter before it by 90°).
 */

/** Quarters clockwise from the top left, by the sign of their centre. */
const CENTRES: readonly Pt[] = [
  [-2, -2],
  [2, -2],
  [2, 2],
  [-2, 2],
];

/** The map taking the top-left quarter to quarter q, for each kind of design. */
const MIRROR_MAPS: readonly PointMap[] = [(p) => p, reflectX, rotate180, reflectY];
const TURN_MAPS: readonly PointMap[] = [(p) => p, rotate90, rotate180, rotate270];

/** A random top-left quarter (coordinates -4..0): a few strokes and one token, with no symmetry. */
function randomQuarter(rng: Rng): Fig {
  for (;;) {
    const els: El[] = [];
    const pt = (): Pt => [rng.int(-4, 0), rng.int(-4, 0)];
    for (let i = 0; i < rng.int(2, 3); i++) {
      const a = pt();
      const b = pt();
      const len = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const onEdge =
        (a[0] === b[0] && (a[0] === 0 || a[0] === -4)) || (a[1] === b[1] && (a[1] === 0 || a[1] === -4));
      // strokes along lattice directions only, not lying on the frame or the middle lines
      const lattice = a[0] === b[0] || a[1] === b[1] || Math.abs(a[0] - b[0]) === Math.abs(a[1] - b[1]);
      if (len < 2 || onEdge || !lattice) {
        i--;
        continue;
      }
      els.push({ k: 'line', p: [a, b] });
    }
    const c: Pt = [rng.int(-3, -1), rng.int(-3, -1)];
    els.push(
      rng.next() < 0.5
        ? { k: 'circle', c, r: 0.45, fill: rng.next() < 0.6 }
        : {
            k: 'poly',
            p: [
              [c[0] - 0.5, c[1] + 0.5],
              [c[0] + 0.5, c[1] + 0.5],
              [c[0] - 0.5, c[1] - 0.5],
            ],
            fill: true,
          },
    );
    const local = mapFig(els, translate(2, 2));
    if (new Set(els.map((e) => figKey([e]))).size === els.length && isAsymmetric(local)) return els;
  }
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

/** A quarter's content moved so that its centre is at the origin (for an answer card). */
const toLocal = (fig: Fig, q: number): Fig => mapFig(fig, translate(-at(CENTRES, q)[0], -at(CENTRES, q)[1]));
const QUARTER_FRAME: El = {
  k: 'poly',
  p: [
    [-2, -2],
    [2, -2],
    [2, 2],
    [-2, 2],
  ],
};

/** The quarter an element belongs to, from the signs of its middle. */
function quarterOf(el: El): number {
  const pts = el.k === 'circle' ? [el.c] : el.p;
  const x = pts.reduce((s, p) => s + p[0], 0);
  const y = pts.reduce((s, p) => s + p[1], 0);
  if (y < 0) return x < 0 ? 0 : 1;
  return x < 0 ? 3 : 2;
}

function patternQuestion(rng: Rng, kind: 'mirror' | 'turn'): GeneratedQuestion {
  for (;;) {
    const quarter = randomQuarter(rng);
    const maps = kind === 'mirror' ? MIRROR_MAPS : TURN_MAPS;
    const quarters = maps.map((m) => mapFig(quarter, m));
    // every element must sit clearly inside its own quarter
    if (quarters.some((fig, q) => fig.some((el) => quarterOf(el) !== q))) continue;
    const missing = rng.int(0, 3);
    const pieces = quarters.map((fig, q) => toLocal(fig, q));
    const correct = at(pieces, missing);
    const h = [1, 0, 3, 2][missing] ?? 0; // horizontal neighbour
    const v = [3, 2, 1, 0][missing] ?? 0; // vertical neighbour
    const d = (missing + 2) % 4;
    const slips: { fig: Fig; en: string; hi: string }[] = [
      {
        fig: at(pieces, h),
        en: 'copies the quarter beside it without mirroring or turning it',
        hi: 'बगल वाले चौथाई भाग की नकल है, उसे पलटा या घुमाया नहीं गया',
      },
      {
        fig: at(pieces, v),
        en: 'copies the quarter above or below it as it is',
        hi: 'ऊपर या नीचे वाले चौथाई भाग की जैसी-की-तैसी नकल है',
      },
      {
        fig: at(pieces, d),
        en: 'copies the opposite quarter',
        hi: 'सामने (विकर्ण) वाले चौथाई भाग की नकल है',
      },
      kind === 'mirror'
        ? {
            fig: mapFig(correct, rotate180),
            en: 'is the right quarter turned upside down',
            hi: 'सही भाग को 180° घुमा दिया गया है',
          }
        : {
            fig: toLocal(mapFig(quarter, at(MIRROR_MAPS, missing)), missing),
            en: 'mirrors the quarters instead of turning them',
            hi: 'भागों को घुमाने के बजाय पलटती है',
          },
    ];
    const chosen = distinctCandidates([at(slips, 0), ...rng.shuffle(slips.slice(1))], (s) => figKey(s.fig), [
      figKey(correct),
    ]);
    if (chosen.length < 3) continue;

    const { items, correctIndex, answerLetter, letterOf } = letteredOptions(
      rng,
      correct,
      chosen.map((s) => s.fig),
    );
    const options = items.map((f, i) =>
      figure(
        120,
        120,
        renderFig([QUARTER_FRAME, ...f], { ox: 60, oy: 60, scale: 18 }),
        `Answer figure (${at(OPTION_LABELS, i)})`,
      ),
    );

    const shown = quarters.flatMap((fig, q) => (q === missing ? [] : fig));
    const [mx, my] = at(CENTRES, missing);
    const s = 18;
    const o = 80;
    const blank = `<rect x="${o + (mx - 2) * s + 2}" y="${o + (my - 2) * s + 2}" width="${4 * s - 4}" height="${4 * s - 4}" fill="#fff" stroke="#9ca3af" stroke-dasharray="4 3"/>`;
    const problem = figure(
      160,
      160,
      renderFig([FRAME, ...shown], { ox: o, oy: o, scale: s }) +
        blank +
        label(o + mx * s, o + my * s + 8, '?', 22),
      'Problem figure with one quarter missing',
    );
    const rule =
      kind === 'mirror'
        ? {
            en: 'The design is symmetric about both middle lines: each quarter is the mirror image of the quarter beside it and of the quarter above or below it. So the missing quarter is the mirror image of its neighbour across the middle line.',
            hi: 'यह आकृति दोनों मध्य रेखाओं के सापेक्ष सममित है: हर चौथाई भाग अपने बगल वाले और ऊपर/नीचे वाले भाग का दर्पण प्रतिबिंब है। इसलिए लुप्त भाग अपने पड़ोसी भाग का मध्य रेखा में दर्पण प्रतिबिंब है।',
          }
        : {
            en: 'Going round the design clockwise, each quarter is the previous quarter turned through 90° clockwise about the centre. So the missing quarter is the quarter before it turned through 90°.',
            hi: 'आकृति में दक्षिणावर्त चलने पर हर चौथाई भाग पिछले भाग को केंद्र के परितः 90° दक्षिणावर्त घुमाने से बनता है। इसलिए लुप्त भाग उससे पहले वाले भाग को 90° घुमाने से मिलता है।',
          };
    const solution = {
      en: [
        rule.en,
        `That is figure (${answerLetter}).`,
        ...chosen.map((x, i) => `Figure (${letterOf(i)}) ${x.en}.`),
        `**Answer: (${answerLetter})**`,
      ].join('\n\n'),
      hi: [
        rule.hi,
        `यही आकृति (${answerLetter}) है।`,
        ...chosen.map((x, i) => `आकृति (${letterOf(i)}) ${x.hi}।`),
        `**उत्तर: (${answerLetter})**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Complete the pattern', hi: 'आकृति पूर्ण कीजिए' },
      type: 'single',
      statement: {
        en: `Which answer figure exactly fits the missing quarter (?) to complete the pattern?\n\n${problem}`,
        hi: `कौन-सी उत्तर आकृति लुप्त चौथाई भाग (?) में ठीक बैठकर आकृति को पूरा करती है?\n\n${problem}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: kind === 'mirror' ? 45 : 60,
      numbers: [],
      check(): QuestionAnswer {
        // Rebuild the missing quarter from a quarter that is shown.
        const inQuarter = (q: number) => shown.filter((el) => quarterOf(el) === q);
        const rebuilt =
          kind === 'mirror'
            ? mapFig(inQuarter(h), ([x, y]) => [-x || 0, y])
            : mapFig(inQuarter((missing + 3) % 4), ([x, y]) => [-y || 0, x]);
        const want = figKey(toLocal(rebuilt, missing));
        return {
          kind: 'choice',
          correct: items.flatMap((f, i) => (figKey(f) === want ? [i] : [])),
        };
      },
    };
  }
}

export const patternRecognitionMirrorQuarters: QuestionGenerator = {
  id: 'pattern-recognition/mirrored-quarters',
  topic: 'pattern-recognition',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate: (rng) => patternQuestion(rng, 'mirror'),
};

export const patternRecognitionTurnedQuarters: QuestionGenerator = {
  id: 'pattern-recognition/turned-quarters',
  topic: 'pattern-recognition',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate: (rng) => patternQuestion(rng, 'turn'),
};
