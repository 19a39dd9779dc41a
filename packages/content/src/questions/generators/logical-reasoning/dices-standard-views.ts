import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import {
  canShow,
  diceShowing,
  diceSvg,
  equalFigures,
  ROTATIONS,
  rotate,
  type View,
  viewKey,
} from './dices-geometry.js';

/**
 * Standard dice seen and turned (group M): the face a turned standard die shows (SSC CGL,
 * Placements) and the view no standard die can show (SSC CGL, RRB NTPC, Bank PO). `generate` uses
 * the 7-rule and cross products of face normals; `check` searches the 24 rotations or all labellings.
 */

const LETTERS = ['a', 'b', 'c', 'd'];

// ---------------------------------------------------------------------------------------------
// Standard dice

type V3 = [number, number, number];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** Outward normals of the positions top, bottom, front, back, left, right (x right, y away, z up). */
const NORMALS: readonly V3[] = [
  [0, 0, 1],
  [0, 0, -1],
  [0, -1, 0],
  [0, 1, 0],
  [-1, 0, 0],
  [1, 0, 0],
];

/** A standard die is shown; it is turned to a new top and front: which number is on the right? */
export const dicesTurnedStandardDie: QuestionGenerator = {
  id: 'dices/turned-standard-die',
  topic: 'dices',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  generate(rng) {
    for (;;) {
      const top = rng.int(1, 6);
      const front = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => f !== top && f !== 7 - top));
      const right = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => ![top, 7 - top, front, 7 - front].includes(f)));
      const die = [top, 7 - top, front, 7 - front, 7 - right, right].map(String);
      const t2 = rng.int(1, 6);
      const f2 = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => f !== t2 && f !== 7 - t2));
      if (t2 === top && f2 === front) continue;
      // Generate with vectors: the right face's normal is top x front (x right, y away, z up).
      const normalOf = (x: number) => NORMALS[die.indexOf(String(x))] as V3;
      const n = cross(normalOf(t2), normalOf(f2));
      const answer = Number(die[NORMALS.findIndex((v) => v.every((c, k) => c === n[k]))]);
      const mirror = 7 - answer; // reads the corner the wrong way round
      // Distractors: the mirror image, and the bottom or back face taken for the right one.
      const texts = rng.shuffle([answer, mirror, 7 - t2, 7 - f2]).map(String);
      const correctIndex = texts.indexOf(String(answer));
      const figure = figureMarkdown(
        diceSvg([{ top: String(top), front: String(front), right: String(right) }], false),
        'A standard die',
      );
      const corner = [t2, f2, answer];
      const known = [top, front, right];
      return {
        title: { en: 'Turning a standard die', hi: 'मानक पासे को घुमाना' },
        type: 'single',
        statement: {
          en: `A standard die (opposite faces add up to 7) shows ${top} on top, ${front} in front and ${right} on the right.\n\n${figure}\n\nThe die is turned so that ${t2} is on top and ${f2} is in front. Which number is now on the right face?`,
          hi: `एक मानक पासा (जिसके विपरीत फलकों का योग 7 होता है) ऊपर ${top}, सामने ${front} और दाएँ ${right} दिखाता है।\n\n${figure}\n\nपासे को इस प्रकार घुमाया जाता है कि ऊपर ${t2} और सामने ${f2} आ जाए। अब दाएँ फलक पर कौन-सी संख्या है?`,
        },
        options: texts,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `The hidden faces are the 7-complements: bottom ${7 - top}, back ${7 - front}, left ${7 - right}.`,
            `Read clockwise (top → right → front), the shown corner is ${known.join(' → ')}; every corner keeps its own clockwise order however the die is turned. The right face in the new position is neither ${t2}, ${f2} nor their opposites ${7 - t2} and ${7 - f2}, so it is ${answer} or ${mirror}.`,
            `Find the corner of ${t2} and ${f2} by turning the die step by step (or with the same clockwise rule): the faces meeting there read ${corner[0]} → ${corner[2]} → ${corner[1]} clockwise, so with ${t2} on top and ${f2} in front, ${answer} is on the right; ${mirror} would be the mirror image.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `छिपे फलक 7 के पूरक हैं: नीचे ${7 - top}, पीछे ${7 - front}, बाएँ ${7 - right}।`,
            `दक्षिणावर्त (ऊपर → दाएँ → सामने) पढ़ने पर दिखाया गया कोना ${known.join(' → ')} है; पासे को कैसे भी घुमाएँ, हर कोने का दक्षिणावर्त क्रम वही रहता है। नई स्थिति में दायाँ फलक न ${t2}, न ${f2}, न उनके विपरीत ${7 - t2} और ${7 - f2} हो सकता है, अतः वह ${answer} या ${mirror} है।`,
            `पासे को एक-एक कदम घुमाकर (या इसी दक्षिणावर्त नियम से) ${t2} और ${f2} वाला कोना देखिए: वहाँ फलक दक्षिणावर्त ${corner[0]} → ${corner[2]} → ${corner[1]} क्रम में हैं, अतः ${t2} ऊपर और ${f2} सामने होने पर दाएँ ${answer} है; ${mirror} उसका दर्पण प्रतिबिंब होता।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 100,
        numbers: [top, front, right, t2, f2],
        check(): QuestionAnswer {
          const found = new Set<string>();
          for (const r of ROTATIONS) {
            const d = rotate(die, r);
            if (d[0] === String(t2) && d[2] === String(f2)) found.add(d[5] as string);
          }
          const only = found.size === 1 ? [...found][0] : '';
          return { kind: 'choice', correct: texts.flatMap((t, i) => (t === only ? [i] : [])) };
        },
      };
    }
  },
};

/** Which of four views can no standard die (opposite faces add to 7) show? */
export const dicesImpossibleStandardView: QuestionGenerator = {
  id: 'dices/impossible-standard-view',
  topic: 'dices',
  difficulty: 'easy',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  generate(rng) {
    const std = (t: number, f: number, r: number): View => ({
      top: String(t),
      front: String(f),
      right: String(r),
    });
    const valid = (v: View) => {
      const s = [v.top, v.front, v.right].map(Number);
      return new Set(s).size === 3 && s.every((a) => s.every((b) => a + b !== 7));
    };
    const keys = new Set<string>();
    const good: View[] = [];
    while (good.length < 3) {
      const [t, f, r] = rng.shuffle([1, 2, 3, 4, 5, 6]) as [number, number, number];
      const v = std(t, f, r);
      if (valid(v) && !keys.has(viewKey(v))) {
        keys.add(viewKey(v));
        good.push(v);
      }
    }
    let bad: View;
    do {
      const a = rng.int(1, 6);
      const c = rng.pick([1, 2, 3, 4, 5, 6].filter((x) => x !== a && x !== 7 - a));
      const seats = rng.shuffle([a, 7 - a, c]) as [number, number, number];
      bad = std(...seats);
    } while (keys.has(viewKey(bad)));
    const order = rng.shuffle([0, 1, 2, 3]);
    const all = [bad, ...good];
    const opts = order.map((i) => all[i] as View);
    const correctIndex = order.indexOf(0);
    const options = equalFigures(
      opts.map((v) => diceSvg([v], false)),
      (i) => `Answer figure (${LETTERS[i]})`,
    );
    const rows = opts.map((v, i) => `| (${LETTERS[i]}) | ${v.top} | ${v.front} | ${v.right} |`);
    const table = {
      en: ['| Figure | Top | Front | Right |', '|---|---|---|---|', ...rows].join('\n'),
      hi: ['| आकृति | ऊपर | सामने | दाएँ |', '|---|---|---|---|', ...rows].join('\n'),
    };
    const faces = [bad.top, bad.front, bad.right].map(Number);
    const [p, q] = faces.filter((x) => faces.includes(7 - x)) as [number, number];
    const L = LETTERS[correctIndex];
    return {
      title: { en: 'A view no standard die can show', hi: 'मानक पासे का असंभव दृश्य' },
      type: 'single',
      statement: {
        en: `On a standard die the opposite faces add up to 7. Which of the following figures (a)–(d), in order, can NOT be a view of a standard die? The figures show these faces:\n\n${table.en}`,
        hi: `मानक पासे के विपरीत फलकों का योग 7 होता है। क्रम से दी गई आकृतियों (a)–(d) में से कौन-सी किसी मानक पासे का दृश्य नहीं हो सकती? आकृतियों में ये फलक दिखते हैं:\n\n${table.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'The three faces seen together meet at a corner, so no two of them can be opposite: no two of them may add up to 7.',
          `(${L}) shows ${p} and ${q} together, and $${p} + ${q} = 7$: they are opposite faces and are never seen together. In each of the other figures no two numbers add up to 7.`,
          `**Answer: (${L})**`,
        ].join('\n\n'),
        hi: [
          'एक साथ दिखने वाले तीनों फलक एक कोने पर मिलते हैं, इसलिए उनमें से कोई दो विपरीत नहीं हो सकते: किन्हीं दो का योग 7 नहीं होना चाहिए।',
          `(${L}) में ${p} और ${q} साथ दिखते हैं और $${p} + ${q} = 7$: ये विपरीत फलक हैं और कभी साथ नहीं दिखते। बाकी आकृतियों में किन्हीं दो संख्याओं का योग 7 नहीं है।`,
          `**उत्तर: (${L})**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [],
      check(): QuestionAnswer {
        // Every standard die: opposite pairs 1-6, 2-5, 3-4 in any arrangement (both mirror images).
        const standard = diceShowing(['1', '2', '3', '4', '5', '6'], []).filter((d) =>
          [0, 2, 4].every((k) => Number(d[k]) + Number(d[k + 1]) === 7),
        );
        const impossible = opts.flatMap((v, i) => (standard.some((d) => canShow(d, v)) ? [] : [i]));
        return { kind: 'choice', correct: impossible };
      },
    };
  },
};
