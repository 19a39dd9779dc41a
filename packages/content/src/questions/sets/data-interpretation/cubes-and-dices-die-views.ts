import type { QuestionSetGenerator } from '../../set-generator.js';
import { COLOURS, colourObl, DICE, type Die } from './cubes-and-dices-die.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import { both, type Clue, get, mdTable, range, T, type Text } from './lrdi-solver.js';

/**
 * Cubes and dice (group D7): one die seen in several positions (SSC CGL, Bank PO, CAT). The six
 * faces of a cube have six colours; each clue describes one view (top, front and right faces).
 * The views fix the die; the questions ask opposite faces and the hidden faces of a new position.
 * The checker tries all 30 different dice against the views.
 */

const C = (c: number) => get(COLOURS, c);
const Cap = (c: number) => T(C(c).en.charAt(0).toUpperCase() + C(c).en.slice(1), C(c).hi);

/** Views of a die; the questions ask opposite and hidden faces. */
export const cubesDieViews: QuestionSetGenerator = {
  id: 'cubes-and-dices/die-views',
  topic: 'cubes-and-dices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const dice = DICE();
      const die = (s: number) => get(dice, s);
      const truth = rng.int(0, dice.length - 1);
      const t = die(truth);
      const pool: Clue<number>[] = [];
      for (const code of t.views) {
        if (rng.next() < 0.6) continue;
        const [top, front, right] = [Math.floor(code / 36), Math.floor(code / 6) % 6, code % 6];
        pool.push({
          text: T(
            `In one position, ${C(top).en} is on top, ${C(front).en} in front and ${C(right).en} on the right.`,
            `एक स्थिति में ऊपर ${C(top).hi}, सामने ${C(front).hi} और दाईं ओर ${C(right).hi} है।`,
          ),
          holds: (s) => die(s).views.has(code),
        });
      }
      for (const a of range(6))
        for (const b of range(6))
          if (a < b && t.opposite[a] !== b && rng.next() < 0.08)
            pool.push({
              text: T(
                `${Cap(a).en} and ${C(b).en} are on adjacent faces.`,
                `${C(a).hi} और ${C(b).hi} आसन्न (पास-पास के) फलकों पर हैं।`,
              ),
              holds: (s) => die(s).opposite[a] !== b,
            });
      const [c1, c2] = rng
        .shuffle(range(6))
        .filter((c, i, all) => i === 0 || t.opposite[all[0] as number] !== c) as [number, number];
      /** The colour on position `pos` when x is on top and y in front (y adjacent to x). */
      const standing = (d: Die, x: number, y: number, pos: number) => {
        for (const code of d.views)
          if (Math.floor(code / 36) === x && Math.floor(code / 6) % 6 === y) {
            const right = code % 6;
            return pos === 5 ? right : (d.opposite[right] as number);
          }
        return -1;
      };
      const adjPairs = range(36)
        .map((k) => [Math.floor(k / 6), k % 6] as [number, number])
        .filter(([x, y]) => x !== y && t.opposite[x] !== y);
      const [[x1, y1], [x2, y2]] = rng.shuffle(adjPairs) as [[number, number], [number, number]];
      const colourOr = (c: number): Text => (c < 0 ? T('Not possible', 'संभव नहीं') : Cap(c));
      const asks: ValueAsk<number>[] = [
        ...[c1, c2].map((c) => ({
          title: T('The opposite face', 'विपरीत फलक'),
          statement: T(
            `Which colour is opposite ${C(c).en}?`,
            `${colourObl(c)} के विपरीत फलक पर कौन-सा रंग है?`,
          ),
          value: (s: number) => Cap(die(s).opposite[c] as number),
          slips: [],
          filler: range(6)
            .filter((k) => k !== c)
            .map(Cap),
          seconds: 90,
        })),
        {
          title: T('A new position: the right face', 'नई स्थिति: दायाँ फलक'),
          statement: T(
            `If the die is placed with ${C(x1).en} on top and ${C(y1).en} in front, which colour is on the right?`,
            `यदि घन को ऐसे रखा जाए कि ऊपर ${C(x1).hi} और सामने ${C(y1).hi} हो, तो दाईं ओर कौन-सा रंग होगा?`,
          ),
          value: (s: number) => colourOr(standing(die(s), x1, y1, 5)),
          slips: [colourOr(standing(t, x1, y1, 4))],
          filler: range(6)
            .filter((k) => k !== x1 && k !== y1)
            .map(Cap),
          seconds: 120,
        },
        {
          title: T('A new position: the left face', 'नई स्थिति: बायाँ फलक'),
          statement: T(
            `If the die is placed with ${C(x2).en} on top and ${C(y2).en} in front, which colour is on the left?`,
            `यदि घन को ऐसे रखा जाए कि ऊपर ${C(x2).hi} और सामने ${C(y2).hi} हो, तो बाईं ओर कौन-सा रंग होगा?`,
          ),
          value: (s: number) => colourOr(standing(die(s), x2, y2, 4)),
          slips: [colourOr(standing(t, x2, y2, 5))],
          filler: range(6)
            .filter((k) => k !== x2 && k !== y2)
            .map(Cap),
          seconds: 120,
        },
      ];
      const pairs = range(6).filter((c) => c < (t.opposite[c] as number));
      return kitSet({
        rng,
        enumerate: () => range(DICE().length),
        truth,
        pool,
        clues: [2, 5],
        trace: [
          ...pairs.map((c) => ({
            text: T(
              `${Cap(c).en} is opposite ${C(t.opposite[c] as number).en}`,
              `${colourObl(c)} के विपरीत ${C(t.opposite[c] as number).hi} है`,
            ),
            holds: (s: number) => die(s).opposite[c] === t.opposite[c],
          })),
          ...[
            [x1, y1],
            [x2, y2],
          ].map(([x, y]) => {
            const r = standing(t, x as number, y as number, 5);
            return {
              text: T(
                `with ${C(x as number).en} on top and ${C(y as number).en} in front, ${C(r).en} is on the right and ${C(t.opposite[r] as number).en} on the left`,
                `ऊपर ${C(x as number).hi} और सामने ${C(y as number).hi} होने पर दाईं ओर ${C(r).hi} और बाईं ओर ${C(t.opposite[r] as number).hi} होता है`,
              ),
              holds: (s: number) => standing(die(s), x as number, y as number, 5) === r,
            };
          }),
        ],
        table: () =>
          both((lang) =>
            [
              lang === 'en'
                ? 'Two colours seen together in a view are never opposite; the die that fits every view has:'
                : 'किसी एक दृश्य में साथ दिखने वाले दो रंग कभी विपरीत नहीं होते; सभी दृश्यों पर खरा उतरने वाले घन में:',
              mdTable(
                lang === 'en' ? ['Colour', 'Opposite colour'] : ['रंग', 'विपरीत रंग'],
                pairs.map((c) => [Cap(c)[lang], Cap(t.opposite[c] as number)[lang]]),
              ),
            ].join('\n\n'),
          ),
        asks: rng.shuffle(asks),
        intro: T(
          'The six faces of a cube are painted red, blue, green, yellow, white and black, one colour on each face. The cube is seen in different positions.',
          'एक घन के छह फलकों को लाल, नीला, हरा, पीला, सफ़ेद और काला रंगा गया है, हर फलक पर एक रंग। घन को अलग-अलग स्थितियों में देखा जाता है।',
        ),
        title: T('One die, several views', 'एक घन, कई दृश्य'),
      });
    }),
};
