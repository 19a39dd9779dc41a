import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown, svgDocument } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Dice. For views of one die, `generate` hides a die, shows it from a few corners and reasons as a
 * candidate does (faces seen together are neighbours; two views sharing two faces have their third
 * faces opposite; a face already paired is nobody else's opposite). `check` forgets the hidden die:
 * it tries every way of writing the six labels on a cube, keeps the ones that can show every view
 * after some rotation, and reads the opposite face from those. Standard-die questions use the
 * "opposite faces add to 7" rule in `generate` and a brute force over the dice positions in `check`.
 */

/** Positions on a die: 0 top, 1 bottom, 2 front, 3 back, 4 left, 5 right; opposite of p is p ^ 1. */
type Die = readonly string[];

/** The 24 rotations of a cube as position permutations (new[i] = old[perm[i]]). */
const ROTATIONS: readonly number[][] = (() => {
  // A quarter turn about the vertical axis (front → right → back → left) and one about the
  // left–right axis (top → front → bottom → back) generate the whole rotation group.
  const yaw = [0, 1, 4, 5, 3, 2];
  const roll = [3, 2, 0, 1, 4, 5];
  const compose = (a: number[], b: number[]) => a.map((i) => b[i] as number);
  const seen = new Map<string, number[]>([['0,1,2,3,4,5', [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length) {
    const p = queue.shift() as number[];
    for (const g of [yaw, roll]) {
      const q = compose(g, p);
      const key = q.join(',');
      if (!seen.has(key)) {
        seen.set(key, q);
        queue.push(q);
      }
    }
  }
  return [...seen.values()];
})();

const rotate = (die: Die, perm: readonly number[]): string[] => perm.map((i) => die[i] as string);

/** What a view shows: the top, front and right faces. */
interface View {
  top: string;
  front: string;
  right: string;
}
const viewOf = (die: Die): View => ({
  top: die[0] as string,
  front: die[2] as string,
  right: die[5] as string,
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/** Every labelling of the die consistent with the views (brute force over all 720 labellings). */
function diceShowing(labels: readonly string[], views: readonly View[]): string[][] {
  return permutations(labels).filter((die) =>
    views.every((v) =>
      ROTATIONS.some(
        (r) =>
          die[r[0] as number] === v.top && die[r[2] as number] === v.front && die[r[5] as number] === v.right,
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** Isometric dice side by side, each with its top, front (lower left) and right (lower right) face. */
function diceFigure(views: readonly View[]): string {
  const w = 100;
  const body = views
    .map((v, i) => {
      const cx = 50 + i * w;
      const cy = 54;
      const outline = `<path d="M${cx} ${cy - 40}l35 20v40l-35 20l-35-20v-40zM${cx - 35} ${cy - 20}l35 20l35-20M${cx} ${cy}v40"/>`;
      const texts =
        `<text x="${cx}" y="${cy - 14}">${v.top}</text>` +
        `<text x="${cx - 17}" y="${cy + 27}">${v.front}</text>` +
        `<text x="${cx + 17}" y="${cy + 27}">${v.right}</text>` +
        `<text x="${cx}" y="${cy + 62}" font-size="13">(${i + 1})</text>`;
      return { outline, texts };
    })
    .reduce((a, d) => ({ outline: a.outline + d.outline, texts: a.texts + d.texts }), {
      outline: '',
      texts: '',
    });
  return svgDocument(
    views.length * w,
    126,
    `${body.outline}<g fill="#1f2937" stroke="none" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle">${body.texts}</g>`,
  );
}

function viewsTable(views: readonly View[]) {
  const rows = views.map((v, i) => `| (${i + 1}) | ${v.top} | ${v.front} | ${v.right} |`);
  return {
    en: ['| View | Top | Front | Right |', '|---|---|---|---|', ...rows].join('\n'),
    hi: ['| दृश्य | ऊपर | सामने | दाएँ |', '|---|---|---|---|', ...rows].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// Opposite face from views

const LABEL_SETS: readonly (readonly string[])[] = [
  ['1', '2', '3', '4', '5', '6'],
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['P', 'Q', 'R', 'S', 'T', 'U'],
  ['2', '4', '6', '8', '10', '12'],
  ['K', 'L', 'M', 'N', 'O', 'P'],
];

/** The candidate's reasoning: opposite pairs that the views force, or undefined for X if open. */
function reasonOpposite(labels: readonly string[], views: readonly View[], x: string) {
  const neighbours = new Map<string, Set<string>>(labels.map((l) => [l, new Set<string>()]));
  for (const v of views) {
    const faces = [v.top, v.front, v.right];
    for (const a of faces) for (const b of faces) if (a !== b) neighbours.get(a)?.add(b);
  }
  const pairs = new Map<string, string>();
  const steps: { en: string; hi: string }[] = [];
  // Two views sharing two faces: their third faces are opposite.
  for (let i = 0; i < views.length; i++)
    for (let j = i + 1; j < views.length; j++) {
      const a = [views[i]?.top, views[i]?.front, views[i]?.right] as string[];
      const b = [views[j]?.top, views[j]?.front, views[j]?.right] as string[];
      const common = a.filter((f) => b.includes(f));
      if (common.length !== 2) continue;
      const p = a.find((f) => !common.includes(f)) as string;
      const q = b.find((f) => !common.includes(f)) as string;
      if (p === q || pairs.has(p)) continue;
      pairs.set(p, q);
      pairs.set(q, p);
      steps.push({
        en: `Views (${i + 1}) and (${j + 1}) share ${common.join(' and ')}, so their third faces ${p} and ${q} are opposite.`,
        hi: `दृश्य (${i + 1}) और (${j + 1}) में ${common.join(' और ')} उभयनिष्ठ हैं, अतः उनके तीसरे फलक ${p} और ${q} विपरीत हैं।`,
      });
    }
  if (pairs.has(x)) return { answer: pairs.get(x) as string, steps };
  const seen = [...(neighbours.get(x) ?? [])].sort();
  const taken = [...pairs.keys()].filter((l) => l !== x);
  const left = labels.filter((l) => l !== x && !seen.includes(l) && !taken.includes(l));
  if (seen.length > 0)
    steps.push({
      en: `${x} is seen next to ${seen.join(', ')}, so none of these is opposite ${x}.`,
      hi: `${x} के साथ ${seen.join(', ')} दिखाई देते हैं, अतः इनमें से कोई भी ${x} के विपरीत नहीं है।`,
    });
  if (taken.length > 0)
    steps.push({
      en: `${taken.join(', ')} already have their opposite faces.`,
      hi: `${taken.join(', ')} के विपरीत फलक पहले ही ज्ञात हैं।`,
    });
  if (left.length !== 1) return undefined;
  steps.push({
    en: `The only face left is ${left[0]}.`,
    hi: `केवल ${left[0]} बचता है।`,
  });
  return { answer: left[0] as string, steps };
}

/** Two or three views of one die: which face is opposite a given face? */
export const dicesOppositeFromViews: QuestionGenerator = {
  id: 'dices/opposite-from-views',
  topic: 'dices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const labels = rng.pick(LABEL_SETS);
    for (;;) {
      const die = rng.shuffle(labels);
      const count = rng.next() < 0.4 ? 2 : 3;
      const views: View[] = [];
      while (views.length < count) {
        const v = viewOf(rotate(die, rng.pick(ROTATIONS)));
        if (!views.some((u) => new Set([u.top, u.front, u.right, v.top, v.front, v.right]).size === 3))
          views.push(v);
      }
      const askable = rng.shuffle(labels).filter((x) => reasonOpposite(labels, views, x));
      const x = askable[0];
      if (x === undefined) continue;
      const reasoning = reasonOpposite(labels, views, x);
      if (!reasoning) continue;
      const answer = reasoning.answer;
      if (answer !== die[(die.indexOf(x) ^ 1) as number]) throw new Error('die reasoning went wrong');
      const others = rng.shuffle(labels.filter((l) => l !== x && l !== answer));
      const options = rng.shuffle([answer, ...others.slice(0, 3)]);
      const correctIndex = options.indexOf(answer);
      const table = viewsTable(views);
      const figure = figureMarkdown(diceFigure(views), `${count} views of the same die`);
      const kind = /\d/.test(labels[0] as string)
        ? { en: 'number', hi: 'संख्या' }
        : { en: 'letter', hi: 'अक्षर' };
      const statement = {
        en: `${count === 2 ? 'Two' : 'Three'} different positions of the same die are shown.\n\n${figure}\n\n${table.en}\n\nWhich ${kind.en} is on the face opposite the face showing ${x}?`,
        hi: `एक ही पासे की ${count === 2 ? 'दो' : 'तीन'} अलग-अलग स्थितियाँ दिखाई गई हैं।\n\n${figure}\n\n${table.hi}\n\n${x} वाले फलक के विपरीत फलक पर कौन-सी ${kind.hi} है?`,
      };
      const solution = {
        en: [...reasoning.steps.map((s) => s.en), `**Answer: ${answer}**`].join('\n\n'),
        hi: [...reasoning.steps.map((s) => s.hi), `**उत्तर: ${answer}**`].join('\n\n'),
      };
      const finalViews = views;
      return {
        title: { en: 'Opposite face of a die', hi: 'पासे का विपरीत फलक' },
        type: 'single',
        statement,
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution,
        expectedSeconds: count === 2 ? 50 : 70,
        numbers: [],
        check(): QuestionAnswer {
          const dice = diceShowing(labels, finalViews);
          const opposites = new Set(dice.map((d) => d[d.indexOf(x) ^ 1] as string));
          const only = opposites.size === 1 ? [...opposites][0] : undefined;
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === only ? [i] : [])) };
        },
      };
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Standard dice (opposite faces add up to 7)

/** Standard dice: hidden faces of a tower, bottom faces of rolls, the face at the bottom or back. */
export const dicesStandardDie: QuestionGenerator = {
  id: 'dices/standard-die',
  topic: 'dices',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const kind = rng.pick(['tower', 'rolls', 'faces'] as const);
    if (kind === 'tower') {
      const k = rng.int(2, 6);
      const t = rng.int(1, 6);
      const answer = 7 * k - t;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        7 * k, // forgets the top face is seen
        7 * (k - 1) + t, // counts the top face instead of the bottom of the top die
        7 * (k - 1), // leaves out the top die entirely
        21 * k - t, // adds all faces
        answer - 7,
      ]);
      return {
        title: { en: 'Hidden faces of a tower of dice', hi: 'पासों की मीनार के छिपे फलक' },
        type: 'single',
        statement: {
          en: `${k} standard dice (opposite faces add up to 7) are stacked one on top of another on a table. The top face of the stack shows ${t}. What is the total of the numbers on the faces that cannot be seen — the faces pressed against each other and the face on the table? (The side faces are all visible.)`,
          hi: `${k} मानक पासे (जिनके विपरीत फलकों का योग 7 होता है) एक मेज़ पर एक के ऊपर एक रखे गए हैं। ढेर के सबसे ऊपरी फलक पर ${t} है। जो फलक दिखाई नहीं देते — आपस में सटे फलक और मेज़ से सटा फलक — उन पर लिखी संख्याओं का योग क्या है? (सभी पार्श्व फलक दिखाई देते हैं।)`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Each of the lower ${k - 1} dice hides its top and its bottom, a pair of opposite faces: $7$ each, $7 \\times ${k - 1} = ${7 * (k - 1)}$.`,
            `The top die hides only its bottom, opposite the ${t} on top: $7 - ${t} = ${7 - t}$.`,
            `Total: $${7 * (k - 1)} + ${7 - t} = ${answer}$.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `नीचे के ${k - 1} पासों में से प्रत्येक का ऊपरी और निचला फलक (विपरीत फलकों का एक जोड़ा) छिपा है: प्रत्येक $7$, कुल $7 \\times ${k - 1} = ${7 * (k - 1)}$।`,
            `सबसे ऊपर वाले पासे का केवल निचला फलक छिपा है, जो ऊपर के ${t} के विपरीत है: $7 - ${t} = ${7 - t}$।`,
            `कुल: $${7 * (k - 1)} + ${7 - t} = ${answer}$।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 45,
        numbers: [k, t],
        check(): QuestionAnswer {
          // Try every top face for the lower dice: the hidden total must be the same each time.
          const totals = new Set<number>();
          const tops = Array.from({ length: 6 ** (k - 1) }, (_, code) =>
            Array.from({ length: k - 1 }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1),
          );
          for (const lower of tops) {
            let hidden = 0;
            for (const top of lower) for (let f = 1; f <= 6; f++) if (f === top || f + top === 7) hidden += f;
            for (let f = 1; f <= 6; f++) if (f + t === 7) hidden += f;
            totals.add(hidden);
          }
          const only = totals.size === 1 ? String([...totals][0]) : '';
          return { kind: 'choice', correct: [options.indexOf(only)] };
        },
      };
    }
    if (kind === 'rolls') {
      const n = rng.int(3, 6);
      const rolls = Array.from({ length: n }, () => rng.int(1, 6));
      const sum = rolls.reduce((a, b) => a + b, 0);
      const answer = 7 * n - sum;
      const { options, correctIndex } = choiceOptions(rng, answer, [
        sum,
        6 * n - sum,
        7 * n,
        answer + 7,
        21 * n - sum,
      ]);
      return {
        title: { en: 'Bottom faces of a rolled die', hi: 'फेंके गए पासे के निचले फलक' },
        type: 'single',
        statement: {
          en: `A standard die (opposite faces add up to 7) is rolled ${n} times. The numbers on the top face were ${rolls.join(', ')}. What is the sum of the numbers on the bottom face in these ${n} throws?`,
          hi: `एक मानक पासा (जिसके विपरीत फलकों का योग 7 होता है) ${n} बार फेंका जाता है। ऊपरी फलक पर क्रमशः ${rolls.join(', ')} आए। इन ${n} बार में निचले फलक पर आई संख्याओं का योग क्या है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Top and bottom are opposite, so each throw's top and bottom add to 7: in ${n} throws, $7 \\times ${n} = ${7 * n}$.`,
            `The tops add to $${rolls.join(' + ')} = ${sum}$, so the bottoms add to $${7 * n} - ${sum} = ${answer}$.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `ऊपरी और निचला फलक विपरीत हैं, इसलिए हर बार उनका योग 7 है: ${n} बार में $7 \\times ${n} = ${7 * n}$।`,
            `ऊपरी फलकों का योग $${rolls.join(' + ')} = ${sum}$ है, अतः निचले फलकों का योग $${7 * n} - ${sum} = ${answer}$।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 40,
        numbers: [n, ...rolls],
        check(): QuestionAnswer {
          let total = 0;
          for (const r of rolls) total += [6, 5, 4, 3, 2, 1][r - 1] as number;
          return { kind: 'choice', correct: [options.indexOf(String(total))] };
        },
      };
    }
    // The face at the bottom or at the back, given the top and the front.
    const top = rng.int(1, 6);
    const front = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => f !== top && f !== 7 - top));
    const askBack = rng.next() < 0.5;
    const answer = askBack ? 7 - front : 7 - top;
    const ask = askBack ? { en: 'back', hi: 'पीछे वाले' } : { en: 'bottom', hi: 'निचले' };
    const options = rng.shuffle(
      [answer, askBack ? 7 - top : 7 - front, top, front, ...[1, 2, 3, 4, 5, 6]]
        .filter((v, i, all) => all.indexOf(v) === i)
        .slice(0, 4)
        .map(String),
    );
    return {
      title: { en: 'Faces of a standard die', hi: 'मानक पासे के फलक' },
      type: 'single',
      statement: {
        en: `A standard die, whose opposite faces add up to 7, rests on a table with ${top} on the top face and ${front} on the front face. Which number is on the ${ask.en} face?`,
        hi: `एक मानक पासा, जिसके विपरीत फलकों का योग 7 होता है, मेज़ पर इस प्रकार रखा है कि ऊपरी फलक पर ${top} और सामने वाले फलक पर ${front} है। ${ask.hi} फलक पर कौन-सी संख्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [options.indexOf(String(answer))] },
      solution: {
        en: [
          askBack
            ? `The back face is opposite the front face: $7 - ${front} = ${answer}$.`
            : `The bottom face is opposite the top face: $7 - ${top} = ${answer}$.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          askBack
            ? `पीछे वाला फलक सामने वाले फलक के विपरीत है: $7 - ${front} = ${answer}$।`
            : `निचला फलक ऊपरी फलक के विपरीत है: $7 - ${top} = ${answer}$।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [top, front],
      check(): QuestionAnswer {
        // Every standard die (pairs 1-6, 2-5, 3-4) in every position showing these faces agrees.
        const standard = ['1', '6', '2', '5', '3', '4'];
        const found = new Set<string>();
        for (const r of ROTATIONS) {
          const d = rotate(standard, r);
          if (d[0] === String(top) && d[2] === String(front)) found.add(d[askBack ? 3 : 1] as string);
        }
        const only = found.size === 1 ? [...found][0] : '';
        return { kind: 'choice', correct: [options.indexOf(only as string)] };
      },
    };
  },
};
