import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import {
  LETTERS,
  NETS,
  rollFold,
  sheetSvg,
  transformSheet,
  type V3,
  vectorFold,
} from './3d-visualisation-nets.js';
import {
  canShow,
  diceSvg,
  equalFigures,
  ROTATIONS,
  rotate,
  type View,
  viewKey,
  viewOf,
} from './dices-geometry.js';

/**
 * The cube a lettered net folds into (group M; SSC CGL, RRB NTPC, Bank PO, Placements). `generate`
 * rolls a die across the net (then reads it mirrored, marks outside); `check` folds with 3-D normals
 * and accepts a view when right = top x front.
 */

const NET_LABELS: readonly (readonly string[])[] = [
  ['1', '2', '3', '4', '5', '6'],
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['P', 'Q', 'R', 'S', 'T', 'U'],
  ['K', 'L', 'M', 'N', 'O', 'X'],
];

/** A lettered net: which of four drawn cubes can it be folded into? */
export const visualisationNetToCube: QuestionGenerator = {
  id: '3d-visualisation/net-to-cube',
  topic: '3d-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const cells = transformSheet(rng.pick(NETS), rng.int(0, 7));
    const labels = rng.shuffle(rng.pick(NET_LABELS));
    // Rolling puts each label on a face as a stamp seen from inside the sheet; swap left and right
    // (a mirror) to read the cube with the printed side out.
    const faceOf = rollFold(cells);
    const rolled = [0, 1, 2, 3, 4, 5].map((p) => labels[faceOf.indexOf(p)] as string);
    const die = [rolled[0], rolled[1], rolled[2], rolled[3], rolled[5], rolled[4]] as string[];
    const opp = (x: string) => die[die.indexOf(x) ^ 1] as string;
    const right = viewOf(rotate(die, rng.pick(ROTATIONS)));
    const keys = new Set([viewKey(right)]);
    const wrong: View[] = [];
    for (const p of rng.shuffle(ROTATIONS)) {
      const v = viewOf(rotate(die, p));
      const c =
        wrong.length % 2 === 0
          ? { top: v.top, front: v.right, right: v.front }
          : { ...v, right: opp(v.front) };
      if (!canShow(die, c) && !keys.has(viewKey(c))) {
        keys.add(viewKey(c));
        wrong.push(c);
      }
      if (wrong.length === 3) break;
    }
    const order = rng.shuffle([0, 1, 2, 3]);
    const all = [right, ...wrong];
    const views = order.map((k) => all[k] as View);
    const correctIndex = order.indexOf(0);
    const options = equalFigures(
      views.map((v) => diceSvg([v], false)),
      (i) => `Cube (${LETTERS[i]})`,
    );
    const figure = equalFigures(
      [sheetSvg(cells, labels)],
      () => 'Net of a cube with a mark on each square',
    )[0];
    const pairs = [0, 2, 4].map((p) => `${die[p]}–${die[p + 1]}`).join(', ');
    const why = views.map((v, i) => {
      const L = LETTERS[i];
      const faces = [v.top, v.front, v.right];
      const clash = faces.find((a) => faces.includes(opp(a)));
      if (clash)
        return {
          en: `(${L}) shows ${clash} and ${opp(clash)} together, but they are opposite faces.`,
          hi: `(${L}) में ${clash} और ${opp(clash)} साथ दिखते हैं, पर वे विपरीत फलक हैं।`,
        };
      return i === correctIndex
        ? {
            en: `(${L}): ${v.top}, ${v.front} and ${v.right} meet at a corner of the folded cube in this order (reading top → right → front clockwise) — it fits.`,
            hi: `(${L}): मोड़े गए घन के एक कोने पर ${v.top}, ${v.front} और ${v.right} इसी क्रम में मिलते हैं (ऊपर → दाएँ → सामने, दक्षिणावर्त) — यह सही है।`,
          }
        : {
            en: `(${L}): ${v.top}, ${v.front} and ${v.right} do meet at a corner, but in the mirror order: with ${v.top} on top and ${v.front} in front, the right face is ${opp(v.right)}.`,
            hi: `(${L}): ${v.top}, ${v.front} और ${v.right} एक कोने पर मिलते तो हैं, पर उलटे (दर्पण) क्रम में: ${v.top} ऊपर और ${v.front} सामने होने पर दायाँ फलक ${opp(v.right)} होता है।`,
          };
    });
    return {
      title: { en: 'The cube a net folds into', hi: 'जाल को मोड़कर बनने वाला घन' },
      type: 'single',
      statement: {
        en: `The sheet below is folded, marks outside, into a cube.\n\n${figure}\n\nWhich of the cubes (a)–(d), in order, can be formed? (Each cube shows its top, front-left and front-right faces.)`,
        hi: `नीचे दी गई आकृति को, चिह्न बाहर की ओर रखते हुए, मोड़कर एक घन बनाया जाता है।\n\n${figure}\n\nक्रम से दिए घनों (a)–(d) में से कौन-सा बन सकता है? (हर घन में ऊपरी, सामने-बायाँ और सामने-दायाँ फलक दिखते हैं।)`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Opposite faces of the folded cube (squares two apart in a line): ${pairs}.`,
          ...why.map((w) => w.en),
          `**Answer: (${LETTERS[correctIndex]})**`,
        ].join('\n\n'),
        hi: [
          `मोड़े गए घन के विपरीत फलक (सीधी रेखा में एक वर्ग छोड़कर आने वाले वर्ग): ${pairs}।`,
          ...why.map((w) => w.hi),
          `**उत्तर: (${LETTERS[correctIndex]})**`,
        ].join('\n\n'),
      },
      expectedSeconds: 120,
      numbers: [],
      check(): QuestionAnswer {
        const normals = vectorFold(cells);
        const n = (x: string) => normals[labels.indexOf(x)] as V3;
        const cross = (a: V3, b: V3): V3 => [
          a[1] * b[2] - a[2] * b[1],
          a[2] * b[0] - a[0] * b[2],
          a[0] * b[1] - a[1] * b[0],
        ];
        const fits = (v: View) => cross(n(v.top), n(v.front)).every((x, k) => x === n(v.right)[k]);
        return { kind: 'choice', correct: views.flatMap((v, i) => (fits(v) ? [i] : [])) };
      },
    };
  },
};
