import type { QuestionSetGenerator } from '../../set-generator.js';
import { COLOURS, colourObl, DICE } from './cubes-and-dices-die.js';
import { drawSet, kitSet } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, get, mdTable, range, T } from './lrdi-solver.js';

/**
 * Cubes and dice (group D7): colouring a cube from statements, CAT style (CAT, Placements). Six
 * colours go on the six faces; statements on opposite and adjacent faces, corners and one view
 * leave two to four different cubes possible (rotations count as the same cube). The questions ask
 * how many cubes fit, what must or cannot be true and which statement would settle it. The
 * checker tries all 30 different cubes.
 */

const C = (c: number) => get(COLOURS, c);
const Cap = (c: number) => T(C(c).en.charAt(0).toUpperCase() + C(c).en.slice(1), C(c).hi);

/** Six colours on a cube; the statements leave two to four cubes. */
export const cubesColourCubeCases: QuestionSetGenerator = {
  id: 'cubes-and-dices/colour-cube-cases',
  topic: 'cubes-and-dices',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const dice = DICE();
      const die = (s: number) => get(dice, s);
      const truth = rng.int(0, dice.length - 1);
      const t = die(truth);
      const opp = (s: number, a: number) => die(s).opposite[a] as number;
      const pool: Clue<number>[] = [];
      const add = (text: ReturnType<typeof T>, holds: (s: number) => boolean) => {
        if (holds(truth)) pool.push({ text, holds });
      };
      for (const a of range(6))
        for (const b of range(6)) {
          if (a >= b) continue;
          if (t.opposite[a] === b)
            add(
              T(`${Cap(a).en} is opposite ${C(b).en}.`, `${colourObl(a)} के विपरीत ${C(b).hi} है।`),
              (s) => opp(s, a) === b,
            );
          else if (rng.next() < 0.5)
            add(
              T(
                `${Cap(a).en} and ${C(b).en} are on adjacent faces.`,
                `${C(a).hi} और ${C(b).hi} आसन्न फलकों पर हैं।`,
              ),
              (s) => opp(s, a) !== b,
            );
          for (const c of range(6))
            if (c > b && rng.next() < 0.15)
              add(
                T(
                  `${Cap(a).en}, ${C(b).en} and ${C(c).en} meet at a corner.`,
                  `${C(a).hi}, ${C(b).hi} और ${C(c).hi} एक ही कोने पर मिलते हैं।`,
                ),
                (s) => opp(s, a) !== b && opp(s, a) !== c && opp(s, b) !== c,
              );
        }
      for (const code of t.views)
        if (rng.next() < 0.1) {
          const [top, front, right] = [Math.floor(code / 36), Math.floor(code / 6) % 6, code % 6];
          add(
            T(
              `In one position, ${C(top).en} is on top, ${C(front).en} in front and ${C(right).en} on the right.`,
              `एक स्थिति में ऊपर ${C(top).hi}, सामने ${C(front).hi} और दाईं ओर ${C(right).hi} है।`,
            ),
            (s) => die(s).views.has(code),
          );
        }
      const facts: Fact<number>[] = [];
      for (const a of range(6))
        for (const b of range(6))
          if (a < b)
            facts.push({
              text: T(`${Cap(a).en} is opposite ${C(b).en}.`, `${colourObl(a)} के विपरीत ${C(b).hi} है।`),
              holds: (s) => opp(s, a) === b,
            });
      for (const code of rng.shuffle([...Array(216).keys()]).slice(0, 40)) {
        const [top, front, right] = [Math.floor(code / 36), Math.floor(code / 6) % 6, code % 6];
        if (new Set([top, front, right]).size < 3) continue;
        facts.push({
          text: T(
            `With ${C(top).en} on top and ${C(front).en} in front, ${C(right).en} is on the right.`,
            `ऊपर ${C(top).hi} और सामने ${C(front).hi} होने पर दाईं ओर ${C(right).hi} होता है।`,
          ),
          holds: (s) => die(s).views.has(code),
        });
      }
      const pairsOf = (s: number) => range(6).filter((c) => c < opp(s, c));
      return kitSet({
        rng,
        enumerate: () => range(DICE().length),
        truth,
        pool,
        clues: [3, 7],
        open: true,
        trace: pairsOf(truth).map((c) => ({
          text: T(
            `${Cap(c).en} is opposite ${C(opp(truth, c)).en}`,
            `${colourObl(c)} के विपरीत ${C(opp(truth, c)).hi} है`,
          ),
          holds: (s: number) => opp(s, c) === opp(truth, c),
        })),
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              lang === 'en'
                ? ['Cube', 'Opposite pairs', `${Cap(0).en} on top, right face when each colour is in front`]
                : ['घन', 'विपरीत जोड़े', `ऊपर ${C(0).hi}: सामने वाले रंग के अनुसार दायाँ रंग`],
              cands.map((s, k) => {
                const d = die(s);
                const side = range(6)
                  .filter((f) => f !== 0 && f !== opp(s, 0))
                  .map((f) => {
                    const code =
                      [...d.views].find((v) => Math.floor(v / 36) === 0 && Math.floor(v / 6) % 6 === f) ?? 0;
                    return `${C(f)[lang]}→${C(code % 6)[lang]}`;
                  })
                  .join(', ');
                return [
                  label(k)[lang],
                  pairsOf(s)
                    .map((c) => `${C(c)[lang]}–${C(opp(s, c))[lang]}`)
                    .join(', '),
                  side,
                ];
              }),
            ),
          ),
        facts,
        asks: [],
        intro: T(
          'Each face of a cube is painted with a different one of six colours: red, blue, green, yellow, white and black. Two cubes are the same if one can be turned to look exactly like the other.',
          'एक घन के हर फलक को छह रंगों — लाल, नीला, हरा, पीला, सफ़ेद और काला — में से एक अलग रंग से रंगा गया है। दो घन एक जैसे माने जाते हैं यदि एक को घुमाकर ठीक दूसरे जैसा दिखाया जा सके।',
        ),
        title: T('Colouring a cube: open cases', 'घन का रंग-विन्यास: खुली स्थितियाँ'),
        count: {
          title: T('Possible cubes', 'संभव घन'),
          statement: T(
            'How many different cubes are consistent with all the statements?',
            'कितने अलग-अलग घन सभी कथनों के अनुरूप हैं?',
          ),
          noun: T('cubes', 'घनों'),
        },
        settle: T(
          'Which one of the following, if added, would fix the cube completely?',
          'निम्नलिखित में से कौन-सा कथन, यदि जोड़ा जाए, तो घन को पूरी तरह निश्चित कर देगा?',
        ),
      });
    }),
};
