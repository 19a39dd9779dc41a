import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { both, choiceQuestion, get, mdTable, range, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Cubes and dice (group D7): stacks of unit cubes painted after stacking, a counting caselet
 * (SSC CGL, Bank PO, CAT). A table gives how many cubes stand on each square of a grid; the solid
 * is painted on every face not touching the floor or another cube. The questions count cubes by
 * painted faces. `generate` compares each stack with its neighbours' heights; each checker builds
 * the solid cube by cube and counts the painted faces of each cube from its six neighbours.
 */

const ROWS = 3;
const COLS = 3;

/** Painted faces of the cube at level z (0 = floor) of stack (r, c), by comparing heights. */
function paintedByHeights(h: number[][], r: number, c: number, z: number): number {
  const height = (rr: number, cc: number) =>
    rr < 0 || cc < 0 || rr >= ROWS || cc >= COLS ? 0 : get(get(h, rr), cc);
  let n = z === height(r, c) - 1 ? 1 : 0; // the top of the stack
  for (const [dr, dc] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const)
    if (height(r + dr, c + dc) <= z) n++;
  return n;
}
/** The same by building the solid: a face is painted when the next cell is empty (not the floor). */
function paintedByVoxels(h: number[][]): number[] {
  const filled = new Set<string>();
  range(ROWS).forEach((r) => {
    range(COLS).forEach((c) => {
      for (let z = 0; z < get(get(h, r), c); z++) filled.add(`${r},${c},${z}`);
    });
  });
  const out: number[] = [];
  for (const key of filled) {
    const [r, c, z] = key.split(',').map(Number) as [number, number, number];
    let n = 0;
    for (const [dr, dc, dz] of [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
    ] as const)
      if (!filled.has(`${r + dr},${c + dc},${z + dz}`)) n++;
    out.push(n);
  }
  return out;
}

/** Stacks of unit cubes on a 3 × 3 grid, painted after stacking; counts by painted faces. */
export const cubesStackedBlocks: QuestionSetGenerator = {
  id: 'cubes-and-dices/stacked-blocks',
  topic: 'cubes-and-dices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let h: number[][] = [];
    let counts: number[] = [];
    for (;;) {
      h = range(ROWS).map(() => range(COLS).map(() => rng.int(1, 4)));
      counts = range(6).map(() => 0);
      for (const r of range(ROWS))
        for (const c of range(COLS))
          for (let z = 0; z < get(get(h, r), c); z++) {
            const k = paintedByHeights(h, r, c, z);
            counts[k] = get(counts, k) + 1;
          }
      // Interesting grids: some unpainted cubes and several kinds of count.
      if (get(counts, 0) >= 1 && counts.filter((x) => x > 0).length >= 4) break;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const questions: GeneratedQuestion[] = [];
    const nText = (n: number) => T(String(n), String(n));
    const ask = (q: {
      title: Text;
      statement: Text;
      value: number;
      slips: number[];
      explain: Text;
      seconds: number;
      check: () => number;
    }) => {
      const slips = [...q.slips, q.value + 1, q.value - 1, q.value + 2, q.value + 3]
        .filter((x) => x >= 0)
        .map(nText);
      const made = textOptions(rng, nText(q.value), slips, []);
      questions.push(
        choiceQuestion(
          { ...q, answer: nText(q.value), ...made, checkAnswer: () => String(q.check()) },
          T('', ''),
        ),
      );
    };
    const voxels = () => paintedByVoxels(h);
    const rule = T(
      'A cube is painted on its top if it is the highest in its stack, and on a side if the neighbouring stack on that side (or the edge of the grid) is lower than its level.',
      'कोई घन ऊपर से तभी रंगा जाता है जब वह अपने ढेर में सबसे ऊपर हो, और किसी ओर से तभी जब उस ओर का पड़ोसी ढेर उसके स्तर से नीचा हो (या वहाँ ग्रिड का किनारा हो)।',
    );
    const tally = both((lang) =>
      range(6)
        .filter((k) => get(counts, k) > 0)
        .map((k) => (lang === 'en' ? `${k} painted: ${get(counts, k)}` : `${k} फलक रंगे: ${get(counts, k)}`))
        .join('; '),
    );
    const explain = (extra: Text) =>
      both((lang) =>
        [
          rule[lang],
          lang === 'en' ? `Cube by cube: ${tally.en}.` : `घन-दर-घन गिनती: ${tally.hi}।`,
          extra[lang],
        ].join('\n\n'),
      );
    ask({
      title: T('Cubes with no paint', 'बिना रंग वाले घन'),
      statement: T('How many cubes have no face painted?', 'कितने घनों का कोई भी फलक रंगा नहीं है?'),
      value: get(counts, 0),
      slips: [get(counts, 1)],
      explain: explain(T(`So the answer is ${get(counts, 0)}.`, `अतः उत्तर ${get(counts, 0)} है।`)),
      seconds: 150,
      check: () => voxels().filter((n) => n === 0).length,
    });
    const k1 = [1, 2, 3].find((k) => get(counts, k) > 0) ?? 1;
    const k2 = [3, 2, 4].find((k) => k !== k1 && get(counts, k) > 0) ?? 2;
    for (const k of [k1, k2])
      ask({
        title:
          k === 1
            ? T('Exactly one painted face', 'ठीक एक रंगा फलक')
            : T(`Exactly ${k} painted faces`, `ठीक ${k} रंगे फलक`),
        statement:
          k === 1
            ? T('How many cubes have exactly one face painted?', 'कितने घनों का ठीक एक फलक रंगा है?')
            : T(`How many cubes have exactly ${k} faces painted?`, `कितने घनों के ठीक ${k} फलक रंगे हैं?`),
        value: get(counts, k),
        slips: [get(counts, k + 1) ?? 0, get(counts, k - 1)],
        explain: explain(T(`So the answer is ${get(counts, k)}.`, `अतः उत्तर ${get(counts, k)} है।`)),
        seconds: 150,
        check: () => voxels().filter((n) => n === k).length,
      });
    const most = Math.max(...range(6).filter((k) => get(counts, k) > 0));
    ask({
      title: T('The most paint', 'सबसे अधिक रंग'),
      statement: T(
        'What is the largest number of painted faces on any one cube?',
        'किसी एक घन पर अधिकतम कितने फलक रंगे हैं?',
      ),
      value: most,
      slips: [most + 1, most - 1, 5, 3],
      explain: explain(T(`The largest count is ${most}.`, `सबसे बड़ी संख्या ${most} है।`)),
      seconds: 120,
      check: () => Math.max(...voxels()),
    });
    ask({
      title: T('Cubes with some paint', 'रंगे हुए घन'),
      statement: T('How many cubes have at least one face painted?', 'कितने घनों का कम से कम एक फलक रंगा है?'),
      value: total - get(counts, 0),
      slips: [total, get(counts, 1)],
      explain: explain(
        T(
          `${total} cubes in all, less ${get(counts, 0)} unpainted: ${total - get(counts, 0)}.`,
          `कुल ${total} घन, जिनमें से ${get(counts, 0)} बिना रंग के: ${total - get(counts, 0)}।`,
        ),
      ),
      seconds: 120,
      check: () => voxels().filter((n) => n > 0).length,
    });
    const body = both((lang) =>
      [
        lang === 'en'
          ? 'Unit cubes are stacked on a floor marked in a 3 × 3 grid of squares of the same size; the table gives how many cubes stand on each square (stacks touch face to face). The whole solid is then painted on every exposed face, except the faces resting on the floor.'
          : 'एक फ़र्श पर समान आकार के वर्गों का 3 × 3 ग्रिड बना है और उस पर इकाई घनों के ढेर रखे हैं; तालिका बताती है कि हर वर्ग पर कितने घन हैं (पड़ोसी ढेर फलक से फलक सटे हैं)। फिर पूरी आकृति के हर खुले फलक को रंगा जाता है, फ़र्श पर टिके फलकों को छोड़कर।',
        mdTable(
          [
            lang === 'en' ? 'Row' : 'पंक्ति',
            ...range(COLS).map((c) => (lang === 'en' ? `Column ${c + 1}` : `स्तंभ ${c + 1}`)),
          ],
          range(ROWS).map((r) => [String(r + 1), ...range(COLS).map((c) => String(get(get(h, r), c)))]),
        ),
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Painted stacks of cubes', 'रंगे हुए घनों के ढेर'), body },
      questions: questions.slice(0, 5),
      numbers: [],
    };
  },
};
