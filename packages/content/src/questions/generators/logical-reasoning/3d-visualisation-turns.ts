import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import { diceSvg, rollDie } from './dices-geometry.js';

/**
 * A lettered cube turned about its axes (group M; SSC CGL, Bank PO, Placements): after two or three
 * quarter turns, which letter faces a given way? `generate` moves the letters between positions;
 * `check` turns each face's outward normal with rotation matrices and reads the asked direction.
 */

type Turn = 'tipAway' | 'tipTowards' | 'tipRight' | 'tipLeft' | 'spinCw' | 'spinCcw';
const TURNS: readonly Turn[] = ['tipAway', 'tipTowards', 'tipRight', 'tipLeft', 'spinCw', 'spinCcw'];
const TURN_TEXT: Record<Turn, { en: string; hi: string }> = {
  tipAway: { en: 'tipped a quarter turn away from you', hi: 'आपसे दूर की ओर चौथाई चक्कर पलटा जाता है' },
  tipTowards: { en: 'tipped a quarter turn towards you', hi: 'आपकी ओर चौथाई चक्कर पलटा जाता है' },
  tipRight: { en: 'tipped a quarter turn to the right', hi: 'दाईं ओर चौथाई चक्कर पलटा जाता है' },
  tipLeft: { en: 'tipped a quarter turn to the left', hi: 'बाईं ओर चौथाई चक्कर पलटा जाता है' },
  spinCw: {
    en: 'spun a quarter turn clockwise (as seen from above)',
    hi: 'ऊपर से देखने पर दक्षिणावर्त चौथाई चक्कर घुमाया जाता है',
  },
  spinCcw: {
    en: 'spun a quarter turn anticlockwise (as seen from above)',
    hi: 'ऊपर से देखने पर वामावर्त चौथाई चक्कर घुमाया जाता है',
  },
};
const POS = [
  { en: 'top', hi: 'ऊपर' },
  { en: 'bottom', hi: 'नीचे' },
  { en: 'front', hi: 'सामने' },
  { en: 'back', hi: 'पीछे' },
  { en: 'left', hi: 'बाएँ' },
  { en: 'right', hi: 'दाएँ' },
];

function turnCube(c: readonly string[], t: Turn): string[] {
  if (t === 'tipAway') return rollDie(c, 'away');
  if (t === 'tipTowards') return rollDie(c, 'towards');
  if (t === 'tipRight') return rollDie(c, 'right');
  if (t === 'tipLeft') return rollDie(c, 'left');
  const [top, bottom, f, k, l, r] = c as [string, string, string, string, string, string];
  // Clockwise from above: the right face comes to the front, the front goes to the left.
  return t === 'spinCw' ? [top, bottom, r, l, f, k] : [top, bottom, l, r, k, f];
}

const LETTER_SETS = [
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['P', 'Q', 'R', 'S', 'T', 'U'],
  ['K', 'L', 'M', 'N', 'O', 'X'],
  ['G', 'H', 'J', 'V', 'W', 'Y'],
];

/** A lettered cube given by its faces is turned two or three times: which letter ends up where? */
export const visualisationTurnedCube: QuestionGenerator = {
  id: '3d-visualisation/turned-cube',
  topic: '3d-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    for (;;) {
      const cube = rng.shuffle(rng.pick(LETTER_SETS));
      const k = rng.int(2, 3);
      const turns = Array.from({ length: k }, () => rng.pick(TURNS));
      if (turns.every((t) => t === 'spinCw' || t === 'spinCcw')) continue;
      const states = [cube];
      for (const t of turns) states.push(turnCube(states[states.length - 1] as string[], t));
      const end = states[k] as string[];
      const askPos = rng.pick([0, 2, 5]);
      const answer = end[askPos] as string;
      if (answer === cube[askPos]) continue;
      // Mistakes: every turn taken the other way; the last turn forgotten; the opposite face.
      const other: Record<Turn, Turn> = {
        tipAway: 'tipTowards',
        tipTowards: 'tipAway',
        tipRight: 'tipLeft',
        tipLeft: 'tipRight',
        spinCw: 'spinCcw',
        spinCcw: 'spinCw',
      };
      const reversed = turns.reduce<string[]>((c, t) => turnCube(c, other[t]), [...cube]);
      const wrong = [
        reversed[askPos],
        (states[k - 1] as string[])[askPos],
        end[askPos ^ 1],
        cube[askPos],
      ].filter((x): x is string => x !== undefined && x !== answer);
      const pool = [...new Set(wrong)];
      for (const x of rng.shuffle(cube))
        if (pool.length < 3 && x !== answer && !pool.includes(x)) pool.push(x);
      const options = rng.shuffle([answer, ...pool.slice(0, 3)]);
      const correctIndex = options.indexOf(answer);
      const figure = figureMarkdown(
        diceSvg([{ top: cube[0] as string, front: cube[2] as string, right: cube[5] as string }], false),
        'The cube before it is turned',
      );
      const facts = {
        en: `${cube[0]} is on top, ${cube[2]} in front and ${cube[5]} on the right; ${cube[1]} is opposite ${cube[0]}, ${cube[3]} opposite ${cube[2]} and ${cube[4]} opposite ${cube[5]}`,
        hi: `${cube[0]} ऊपर, ${cube[2]} सामने और ${cube[5]} दाएँ है; ${cube[1]}, ${cube[0]} के विपरीत है, ${cube[3]}, ${cube[2]} के विपरीत और ${cube[4]}, ${cube[5]} के विपरीत`,
      };
      const rows = states.map(
        (s, i) => `| ${i === 0 ? '—' : i} | ${s[0]} | ${s[1]} | ${s[2]} | ${s[3]} | ${s[4]} | ${s[5]} |`,
      );
      const table = (lang: 'en' | 'hi') =>
        [
          lang === 'en'
            ? '| Turn | Top | Bottom | Front | Back | Left | Right |'
            : '| घुमाव | ऊपर | नीचे | सामने | पीछे | बाएँ | दाएँ |',
          '|---|---|---|---|---|---|---|',
          ...rows,
        ].join('\n');
      const P = POS[askPos] as { en: string; hi: string };
      return {
        title: { en: 'Turning a lettered cube', hi: 'अक्षरों वाले घन को घुमाना' },
        type: 'single',
        statement: {
          en: `A cube stands on a table: ${facts.en}.\n\n${figure}\n\nThe cube is ${turns.map((t) => TURN_TEXT[t].en).join(', then ')}. Which letter is now on the ${P.en} face?`,
          hi: `एक घन मेज़ पर रखा है: ${facts.hi}।\n\n${figure}\n\nघन को क्रम से ${turns.map((t) => TURN_TEXT[t].hi.replace(/ जाता है$/, '')).join(', फिर ')} जाता है। अब ${P.hi} वाले फलक पर कौन-सा अक्षर है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'Tipping away brings the front face to the top (the top goes to the back); tipping to the right brings the left face to the top (the top goes to the right); spinning clockwise seen from above brings the right face to the front, while top and bottom stay. Follow all six faces:',
            table('en'),
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'दूर की ओर पलटने पर सामने वाला फलक ऊपर आता है (ऊपर वाला पीछे जाता है); दाईं ओर पलटने पर बायाँ फलक ऊपर आता है (ऊपर वाला दाएँ जाता है); ऊपर से देखने पर दक्षिणावर्त घुमाने पर दायाँ फलक सामने आता है, और ऊपर-नीचे वाले फलक वहीं रहते हैं। छहों फलकों पर नज़र रखिए:',
            table('hi'),
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [],
        check(): QuestionAnswer {
          type V = [number, number, number];
          // x right, y away from you, z up; each turn as a map of outward normals.
          const map: Record<Turn, (v: V) => V> = {
            tipAway: ([x, y, z]) => [x, z, -y],
            tipTowards: ([x, y, z]) => [x, -z, y],
            tipRight: ([x, y, z]) => [z, y, -x],
            tipLeft: ([x, y, z]) => [-z, y, x],
            spinCw: ([x, y, z]) => [y, -x, z],
            spinCcw: ([x, y, z]) => [-y, x, z],
          };
          const start: V[] = [
            [0, 0, 1],
            [0, 0, -1],
            [0, -1, 0],
            [0, 1, 0],
            [-1, 0, 0],
            [1, 0, 0],
          ];
          let normals = start;
          for (const t of turns) normals = normals.map(map[t]);
          const want = start[askPos] as V;
          const got = cube[normals.findIndex((v) => v.every((c, i) => c === want[i]))];
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === got ? [i] : [])) };
        },
      };
    }
  },
};
