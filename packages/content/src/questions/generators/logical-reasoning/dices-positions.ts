import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import {
  canShow,
  type Die,
  diceShowing,
  diceSvg,
  equalFigures,
  opposite,
  ROTATIONS,
  rotate,
  type View,
  viewKey,
  viewOf,
  viewsTable,
} from './dices-geometry.js';

/**
 * Dice positions (group M): which option is another position of the die shown (SSC CGL, RRB NTPC,
 * Bank PO), which of four views is not of the same die (CAT, Placements), the face a turned
 * standard die shows (SSC CGL, Placements), and which view no standard die can show (RRB NTPC).
 * `generate` reasons from the hidden die; `check` forgets it and brute-forces the 720 labellings.
 */

const LABEL_SETS: readonly (readonly string[])[] = [
  ['1', '2', '3', '4', '5', '6'],
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['P', 'Q', 'R', 'S', 'T', 'U'],
  ['G', 'H', 'K', 'L', 'M', 'N'],
];
const LETTERS = ['a', 'b', 'c', 'd'];

/** The face on the right when the die shows `top` on top and `front` in front. */
export function rightFace(die: Die, top: string, front: string): string {
  const r = ROTATIONS.find((p) => die[p[0] as number] === top && die[p[2] as number] === front);
  return r ? (die[r[5] as number] as string) : '';
}

function randomViews(rng: Rng, die: Die, count: number): View[] {
  const views: View[] = [];
  while (views.length < count) {
    const v = viewOf(rotate(die, rng.pick(ROTATIONS)));
    const faces = (u: View) => [u.top, u.front, u.right].sort().join();
    if (!views.some((u) => faces(u) === faces(v))) views.push(v);
  }
  return views;
}

const pairsText = (die: Die) => {
  const pairs = [0, 2, 4].map((p) => `${die[p]}–${die[p + 1]}`);
  return pairs.join(', ');
};

/** Views of a die: which of four single views is another position of the same die? */
export const dicesPossiblePosition: QuestionGenerator = {
  id: 'dices/possible-position',
  topic: 'dices',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    for (;;) {
      const labels = rng.pick(LABEL_SETS);
      const die = rng.shuffle(labels);
      const views = randomViews(rng, die, rng.int(2, 3));
      const dice = diceShowing(labels, views);
      if (dice.length !== 24) continue; // the views must fix the die completely
      const shown = new Set(views.map(viewKey));
      const right = viewOf(rotate(die, rng.pick(ROTATIONS)));
      if (shown.has(viewKey(right))) continue;
      // Wrong views: a real corner read the wrong way round (mirror), or two opposite faces together.
      const wrong: View[] = [];
      const keys = new Set([...shown, viewKey(right)]);
      for (const p of rng.shuffle(ROTATIONS)) {
        const v = viewOf(rotate(die, p));
        const cands = [
          { top: v.top, front: v.right, right: v.front },
          { top: v.top, front: v.front, right: opposite(die, v.front) },
        ];
        const c = cands[wrong.length % 2] as View;
        if (!canShow(die, c) && !keys.has(viewKey(c))) {
          keys.add(viewKey(c));
          wrong.push(c);
        }
        if (wrong.length === 3) break;
      }
      const order = rng.shuffle([0, 1, 2, 3]);
      const all = [right, ...wrong];
      const opts = order.map((i) => all[i] as View);
      const correctIndex = order.indexOf(0);
      const options = equalFigures(
        opts.map((v) => diceSvg([v], false)),
        (i) => `Answer figure (${LETTERS[i]})`,
      );
      const n = views.length;
      const figure = figureMarkdown(diceSvg(views), `${n} positions of the same die`);
      const table = viewsTable(views);
      const why = opts.map((v, i) => {
        const L = LETTERS[i];
        if (
          opposite(die, v.top) === v.front ||
          opposite(die, v.top) === v.right ||
          opposite(die, v.front) === v.right
        ) {
          const [a, b] =
            opposite(die, v.top) === v.front
              ? [v.top, v.front]
              : opposite(die, v.top) === v.right
                ? [v.top, v.right]
                : [v.front, v.right];
          return {
            en: `(${L}) shows ${a} and ${b} side by side, but they are opposite faces.`,
            hi: `(${L}) में ${a} और ${b} साथ-साथ दिखते हैं, पर वे विपरीत फलक हैं।`,
          };
        }
        const r = rightFace(die, v.top, v.front);
        return r === v.right
          ? {
              en: `(${L}): with ${v.top} on top and ${v.front} in front, the die shows ${r} on the right — it fits.`,
              hi: `(${L}): ${v.top} ऊपर और ${v.front} सामने रखने पर पासे के दाएँ फलक पर ${r} आता है — यह सही है।`,
            }
          : {
              en: `(${L}): with ${v.top} on top and ${v.front} in front, the die shows ${r} on the right, not ${v.right} (the corner is read the wrong way round).`,
              hi: `(${L}): ${v.top} ऊपर और ${v.front} सामने रखने पर पासे के दाएँ फलक पर ${r} आता है, ${v.right} नहीं (कोने के फलकों का क्रम उलटा है)।`,
            };
      });
      const answer = `(${LETTERS[correctIndex]})`;
      return {
        title: { en: 'Another position of the same die', hi: 'उसी पासे की दूसरी स्थिति' },
        type: 'single',
        statement: {
          en: `${n === 2 ? 'Two' : 'Three'} positions of the same die are shown.\n\n${figure}\n\n${table.en}\n\nWhich of the following figures (a)–(d), in order, is also a position of this die?`,
          hi: `एक ही पासे की ${n === 2 ? 'दो' : 'तीन'} स्थितियाँ दिखाई गई हैं।\n\n${figure}\n\n${table.hi}\n\nक्रम से दी गई आकृतियों (a)–(d) में से कौन-सी इसी पासे की एक स्थिति है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `From the views the opposite pairs are ${pairsText(die)}, and turning the views shows which face comes to the right of any top and front.`,
            ...why.map((w) => w.en),
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `दृश्यों से विपरीत जोड़े ${pairsText(die)} हैं, और दृश्यों को घुमाकर पता चलता है कि किसी भी ऊपरी और सामने वाले फलक के साथ दाएँ कौन-सा फलक आएगा।`,
            ...why.map((w) => w.hi),
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [],
        check(): QuestionAnswer {
          const fresh = diceShowing(labels, views);
          const ok = opts.map((v) => fresh.filter((d) => canShow(d, v)).length);
          return {
            kind: 'choice',
            correct: ok.flatMap((c, i) => (c === fresh.length && c > 0 ? [i] : [])),
          };
        },
      };
    }
  },
};

/** Four views, three of one die: which view cannot belong with the other three? */
export const dicesOddViewOut: QuestionGenerator = {
  id: 'dices/odd-view-out',
  topic: 'dices',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    for (;;) {
      const labels = rng.pick(LABEL_SETS);
      const die = rng.shuffle(labels);
      const good = randomViews(rng, die, 3);
      // The odd view: a real corner read the wrong way round, or a view of a die with two faces swapped.
      const base = viewOf(rotate(die, rng.pick(ROTATIONS)));
      const swapped = [...die];
      const [i, j] = rng
        .shuffle([0, 2, 4])
        .slice(0, 2)
        .map((p) => p + rng.int(0, 1)) as [number, number];
      [swapped[i], swapped[j]] = [swapped[j] as string, swapped[i] as string];
      const odd =
        rng.next() < 0.5
          ? { top: base.top, front: base.right, right: base.front }
          : viewOf(rotate(swapped, rng.pick(ROTATIONS)));
      if (canShow(die, odd)) continue;
      const oddAt = rng.int(0, 3);
      const views = [...good];
      views.splice(oddAt, 0, odd);
      const consistent = [0, 1, 2, 3].map(
        (k) =>
          diceShowing(
            labels,
            views.filter((_, m) => m !== k),
          ).length > 0,
      );
      if (consistent.filter(Boolean).length !== 1 || !consistent[oddAt]) continue;
      // Explain with the dice that fit the other three views: they must agree about the odd view.
      const fit = diceShowing(labels, good);
      const opp = (a: string, b: string) => fit.every((d) => opposite(d, a) === b);
      let why: { en: string; hi: string } | undefined;
      const faces = [odd.top, odd.front, odd.right];
      for (const a of faces)
        for (const b of faces)
          if (!why && a < b && opp(a, b))
            why = {
              en: `View (${oddAt + 1}) shows ${a} and ${b} side by side, but the other three views make them opposite faces.`,
              hi: `दृश्य (${oddAt + 1}) में ${a} और ${b} साथ-साथ दिखते हैं, पर बाकी तीन दृश्यों से वे विपरीत फलक सिद्ध होते हैं।`,
            };
      if (!why) {
        const rights = new Set(fit.map((d) => rightFace(d, odd.top, odd.front)));
        if (rights.size !== 1) continue;
        const r = [...rights][0] as string;
        why = {
          en: `Turn the die of the other three views so that ${odd.top} is on top and ${odd.front} in front: its right face is then ${r}, but view (${oddAt + 1}) shows ${odd.right}.`,
          hi: `बाकी तीन दृश्यों वाले पासे को ऐसे घुमाइए कि ${odd.top} ऊपर और ${odd.front} सामने हो: तब उसके दाएँ फलक पर ${r} आता है, पर दृश्य (${oddAt + 1}) में ${odd.right} है।`,
        };
      }
      const goodNums = [0, 1, 2, 3].filter((k) => k !== oddAt).map((k) => `(${k + 1})`);
      const options = [0, 1, 2, 3].map((k) => ({ en: `View (${k + 1})`, hi: `दृश्य (${k + 1})` }));
      const figure = figureMarkdown(diceSvg(views), 'Four views of dice');
      const table = viewsTable(views);
      const pairs = opp(die[0] as string, die[1] as string) && opp(die[2] as string, die[3] as string);
      return {
        title: { en: 'The view that belongs to another die', hi: 'किसी दूसरे पासे का दृश्य' },
        type: 'single',
        statement: {
          en: `Three of the four views below are positions of one and the same die; one view is of a different die with the same six markings.\n\n${figure}\n\n${table.en}\n\nWhich view does NOT belong to the same die as the other three?`,
          hi: `नीचे दिए चार दृश्यों में से तीन एक ही पासे की स्थितियाँ हैं; एक दृश्य उन्हीं छह चिह्नों वाले किसी दूसरे पासे का है।\n\n${figure}\n\n${table.hi}\n\nकौन-सा दृश्य बाकी तीन वाले पासे का नहीं है?`,
        },
        options,
        answer: { kind: 'choice', correct: [oddAt] },
        solution: {
          en: [
            'Try leaving out each view in turn and ask whether the remaining three can be positions of one die.',
            `Views ${goodNums.join(', ')} fit together${pairs ? `: they give the opposite pairs ${pairsText(die)}` : ''}.`,
            why.en,
            `Leaving out any other view keeps view (${oddAt + 1}) in the set, and the clash stays.`,
            `**Answer: View (${oddAt + 1})**`,
          ].join('\n\n'),
          hi: [
            'एक-एक करके हर दृश्य को हटाइए और देखिए कि क्या बचे तीन दृश्य एक ही पासे की स्थितियाँ हो सकते हैं।',
            `दृश्य ${goodNums.join(', ')} आपस में मेल खाते हैं${pairs ? `: इनसे विपरीत जोड़े ${pairsText(die)} मिलते हैं` : ''}।`,
            why.hi,
            `कोई दूसरा दृश्य हटाने पर दृश्य (${oddAt + 1}) बना रहता है और विरोध भी बना रहता है।`,
            `**उत्तर: दृश्य (${oddAt + 1})**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [],
        check(): QuestionAnswer {
          const correct = [0, 1, 2, 3].filter(
            (k) =>
              diceShowing(
                labels,
                views.filter((_, m) => m !== k),
              ).length > 0,
          );
          return { kind: 'choice', correct };
        },
      };
    }
  },
};
