import type { QuestionAnswer } from '@preparena/shared';
import { figureMarkdown } from '../../figures.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import {
  diceShowing,
  diceSvg,
  opposite,
  ROLLS,
  ROTATIONS,
  type Roll,
  rollDie,
  rotate,
  standardDie,
  type View,
  viewOf,
  viewsTable,
} from './dices-geometry.js';

/**
 * Dice sums and rolls (group M): the four faces around a face found from views (SSC CGL, RRB NTPC),
 * hidden faces of standard dice glued in a row (SSC CGL, Bank PO), the corner opposite a corner
 * (RRB NTPC), and a standard die rolled along a path (CAT, Placements). `generate` reasons with the
 * 7-rule and face tables; `check` brute-forces labellings or turns 3-D normals.
 */

const ROLL_TEXT: Record<Roll, { en: string; hi: string }> = {
  away: { en: 'away from you', hi: 'आपसे दूर' },
  towards: { en: 'towards you', hi: 'आपकी ओर' },
  right: { en: 'to the right', hi: 'दाईं ओर' },
  left: { en: 'to the left', hi: 'बाईं ओर' },
};

/** Views of a numbered die: the total of the four faces next to a given face. */
export const dicesAdjacentSum: QuestionGenerator = {
  id: 'dices/adjacent-faces-sum',
  topic: 'dices',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Placements'],
  generate(rng) {
    const labels = ['1', '2', '3', '4', '5', '6'];
    for (;;) {
      const die = rng.shuffle(labels);
      const count = rng.int(2, 3);
      const views: View[] = [];
      while (views.length < count) {
        const v = viewOf(rotate(die, rng.pick(ROTATIONS)));
        if (!views.some((u) => u.top === v.top && u.front === v.front)) views.push(v);
      }
      const x = rng.pick(labels);
      const seen = new Set<string>();
      for (const v of views) {
        const f = [v.top, v.front, v.right];
        if (f.includes(x)) for (const y of f) if (y !== x) seen.add(y);
      }
      if (seen.size !== 4) continue;
      const opp = opposite(die, x);
      const X = Number(x);
      const answer = 21 - X - Number(opp);
      const list = [...seen].sort();
      const { options, correctIndex } = choiceOptions(rng, answer, [
        21 - X, // leaves the opposite face in
        21 - Number(opp), // takes away the opposite face but keeps X
        answer + X - Number(opp),
        21 - answer,
      ]);
      const figure = figureMarkdown(diceSvg(views), `${count} positions of the same die`);
      const table = viewsTable(views);
      return {
        title: { en: 'Faces around a face of a die', hi: 'पासे के फलक के चारों ओर के फलक' },
        type: 'single',
        statement: {
          en: `The faces of a die are numbered 1 to 6 (not necessarily as on a standard die). ${count === 2 ? 'Two' : 'Three'} positions of the die are shown.\n\n${figure}\n\n${table.en}\n\nWhat is the sum of the numbers on the four faces adjacent to the face showing ${x}?`,
          hi: `एक पासे के फलकों पर 1 से 6 तक संख्याएँ लिखी हैं (आवश्यक नहीं कि मानक पासे की तरह)। पासे की ${count === 2 ? 'दो' : 'तीन'} स्थितियाँ दिखाई गई हैं।\n\n${figure}\n\n${table.hi}\n\n${x} वाले फलक से सटे चार फलकों की संख्याओं का योग क्या है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `In the views ${x} appears next to ${list.join(', ')}: these are its four adjacent faces.`,
            `The face left over, ${opp}, is opposite ${x}.`,
            `Sum of the adjacent faces: $${list.join(' + ')} = ${answer}$ (or $21 - ${x} - ${opp} = ${answer}$).`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `दृश्यों में ${x} के साथ ${list.join(', ')} दिखाई देते हैं: यही इसके चार सटे फलक हैं।`,
            `बचा हुआ फलक ${opp}, ${x} के विपरीत है।`,
            `सटे फलकों का योग: $${list.join(' + ')} = ${answer}$ (या $21 - ${x} - ${opp} = ${answer}$)।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 60,
        numbers: [X],
        check(): QuestionAnswer {
          const sums = new Set(
            diceShowing(labels, views).map((d) => {
              const i = d.indexOf(x);
              return d.reduce((a, f, k) => (k === i || k === (i ^ 1) ? a : a + Number(f)), 0);
            }),
          );
          const only = sums.size === 1 ? String([...sums][0]) : '';
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === only ? [i] : [])) };
        },
      };
    }
  },
};

/** Standard dice glued in a row, touching faces equal: the total of all faces that cannot be seen. */
export const dicesGluedRow: QuestionGenerator = {
  id: 'dices/glued-row',
  topic: 'dices',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = rng.int(3, 5);
    const a = rng.int(1, 6);
    const tops = Array.from({ length: n }, () =>
      rng.pick([1, 2, 3, 4, 5, 6].filter((t) => t !== a && t !== 7 - a)),
    );
    const glued = Array.from({ length: n - 1 }, (_, k) => (k % 2 === 0 ? 7 - a : a));
    const gluedSum = 2 * glued.reduce((s, v) => s + v, 0);
    const bottoms = tops.map((t) => 7 - t);
    const bottomSum = bottoms.reduce((s, v) => s + v, 0);
    const answer = gluedSum + bottomSum;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      gluedSum / 2 + bottomSum, // counts each glued pair once
      gluedSum, // forgets the faces on the table
      gluedSum + tops.reduce((s, v) => s + v, 0), // adds the tops instead of the bottoms
      7 * (n - 1) + bottomSum, // takes each glued pair as adding to 7
    ]);
    return {
      title: { en: 'Standard dice glued in a row', hi: 'एक पंक्ति में चिपके मानक पासे' },
      type: 'single',
      statement: {
        en: `${n} standard dice (opposite faces add up to 7) are glued side by side in a row on a table, so that the two faces glued together always show the same number. The left face of the leftmost die shows ${a}, and the top faces, from left to right, show ${tops.join(', ')}. What is the total of the numbers on all the faces that cannot be seen — the glued faces and the faces resting on the table?`,
        hi: `${n} मानक पासे (जिनके विपरीत फलकों का योग 7 होता है) मेज़ पर एक पंक्ति में इस प्रकार चिपकाए गए हैं कि आपस में चिपके दोनों फलकों पर हमेशा एक ही संख्या हो। सबसे बाएँ पासे के बाएँ फलक पर ${a} है, और ऊपरी फलकों पर बाएँ से दाएँ क्रमशः ${tops.join(', ')} हैं। जो फलक दिखाई नहीं देते — चिपके फलक और मेज़ से सटे फलक — उन पर लिखी संख्याओं का योग क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The leftmost die shows ${a} on the left, so its right face shows $7 - ${a} = ${7 - a}$; the next die's left face is glued to it and shows ${7 - a} too, so its right face shows ${a}, and so on.`,
          `The ${n - 1} glued pairs show ${glued.join(', ')}, each twice: $2 \\times (${glued.join(' + ')}) = ${gluedSum}$.`,
          `The bottoms are opposite the tops: ${bottoms.join(', ')}, total ${bottomSum}.`,
          `Total hidden: $${gluedSum} + ${bottomSum} = ${answer}$.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `सबसे बाएँ पासे के बाएँ फलक पर ${a} है, अतः उसके दाएँ फलक पर $7 - ${a} = ${7 - a}$ है; अगले पासे का बायाँ फलक इससे चिपका है और उस पर भी ${7 - a} है, अतः उसके दाएँ फलक पर ${a} है, और इसी प्रकार आगे।`,
          `${n - 1} चिपके जोड़ों पर ${glued.join(', ')} हैं, प्रत्येक दो बार: $2 \\times (${glued.join(' + ')}) = ${gluedSum}$।`,
          `निचले फलक ऊपरी फलकों के विपरीत हैं: ${bottoms.join(', ')}, योग ${bottomSum}।`,
          `कुल छिपा योग: $${gluedSum} + ${bottomSum} = ${answer}$।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [n, a, ...tops],
      check(): QuestionAnswer {
        // Try every left face for every die; keep the rows obeying the gluing rule.
        const totals = new Set<number>();
        for (let code = 0; code < 6 ** n; code++) {
          const left = Array.from({ length: n }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
          const ok = left.every((l, i) => (i === 0 ? l === a : l === 7 - (left[i - 1] as number)));
          if (!ok) continue;
          let hidden = 0;
          left.forEach((l, i) => {
            if (i > 0) hidden += l;
            if (i < n - 1) hidden += 7 - l;
            hidden += [6, 5, 4, 3, 2, 1][(tops[i] as number) - 1] as number;
          });
          totals.add(hidden);
        }
        const only = totals.size === 1 ? String([...totals][0]) : '';
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === only ? [i] : [])) };
      },
    };
  },
};

/** A standard die: the faces at one corner are given, find the total at the opposite corner. */
export const dicesOppositeCorner: QuestionGenerator = {
  id: 'dices/opposite-corner',
  topic: 'dices',
  difficulty: 'easy',
  count: 40,
  exams: ['RRB NTPC', 'SSC CGL'],
  generate(rng) {
    const top = rng.int(1, 6);
    const front = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => f !== top && f !== 7 - top));
    const right = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => ![top, 7 - top, front, 7 - front].includes(f)));
    const seen = top + front + right;
    const answer = 21 - seen;
    const askProduct = rng.next() < 0.4;
    const value = askProduct ? (7 - top) * (7 - front) * (7 - right) : answer;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      askProduct
        ? [top * front * right, (7 - top) * (7 - front), answer, value + 6] // shown corner; two faces only; the sum
        : [seen, 21, answer + 7, 42 - seen],
    );
    const ask = askProduct ? { en: 'product', hi: 'गुणनफल' } : { en: 'sum', hi: 'योग' };
    const figure = figureMarkdown(
      diceSvg([{ top: String(top), front: String(front), right: String(right) }], false),
      'A standard die',
    );
    const calc = askProduct
      ? `$${7 - top} \\times ${7 - front} \\times ${7 - right} = ${value}$`
      : `$${7 - top} + ${7 - front} + ${7 - right} = ${value}$`;
    return {
      title: { en: 'The opposite corner of a die', hi: 'पासे का सामने वाला कोना' },
      type: 'single',
      statement: {
        en: `The figure shows a standard die (opposite faces add up to 7) with ${top} on top, ${front} in front and ${right} on the right.\n\n${figure}\n\nWhat is the ${ask.en} of the numbers on the three faces that meet at the corner diagonally opposite the corner where these three faces meet?`,
        hi: `आकृति में एक मानक पासा (जिसके विपरीत फलकों का योग 7 होता है) है, जिसके ऊपर ${top}, सामने ${front} और दाएँ ${right} है।\n\n${figure}\n\nइन तीनों फलकों के मिलने वाले कोने के ठीक सामने (विकर्ण के दूसरे छोर) वाले कोने पर मिलने वाले तीन फलकों की संख्याओं का ${ask.hi} क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'The opposite corner is where the bottom, back and left faces meet: the faces opposite the three shown.',
          `They show $7 - ${top} = ${7 - top}$, $7 - ${front} = ${7 - front}$ and $7 - ${right} = ${7 - right}$.`,
          `The ${ask.en}: ${calc}.`,
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          'सामने वाले कोने पर निचला, पिछला और बायाँ फलक मिलते हैं: ये दिखाए गए तीनों फलकों के विपरीत फलक हैं।',
          `इन पर $7 - ${top} = ${7 - top}$, $7 - ${front} = ${7 - front}$ और $7 - ${right} = ${7 - right}$ हैं।`,
          `${ask.hi}: ${calc}।`,
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [top, front, right],
      check(): QuestionAnswer {
        // The corner farthest from the top-front-right one, found by distance between face centres.
        const die = standardDie(top, front, right);
        const centres: [number, number, number][] = [
          [0, 0, 1],
          [0, 0, -1],
          [0, -1, 0],
          [0, 1, 0],
          [-1, 0, 0],
          [1, 0, 0],
        ];
        const [cx, cy, cz] = [1, -1, 1]; // x right, y away, z up: the top-front-right corner
        const far = centres.flatMap((c, i) => (c[0] * cx + c[1] * cy + c[2] * cz < 0 ? [i] : []));
        const nums = far.map((i) => Number(die[i]));
        const got = askProduct ? nums.reduce((p, v) => p * v, 1) : nums.reduce((p, v) => p + v, 0);
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};

/** A standard die rolled over its edges along a path: the number on top, or the total touching the table. */
export const dicesRollPath: QuestionGenerator = {
  id: 'dices/roll-path',
  topic: 'dices',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Placements', 'SSC CGL'],
  generate(rng) {
    for (;;) {
      const top = rng.int(1, 6);
      const front = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => f !== top && f !== 7 - top));
      const right = rng.pick([1, 2, 3, 4, 5, 6].filter((f) => ![top, 7 - top, front, 7 - front].includes(f)));
      const start = standardDie(top, front, right);
      const k = rng.int(5, 7);
      const moves = Array.from({ length: k }, () => rng.pick(ROLLS));
      const states = [start];
      for (const m of moves) states.push(rollDie(states[states.length - 1] as string[], m));
      const end = states[k] as string[];
      const askSum = rng.next() < 0.5;
      const bottoms = states.slice(1).map((s) => Number(s[1]));
      const answer = askSum ? bottoms.reduce((a, b) => a + b, 0) : Number(end[0]);
      // Mistakes: left and right mixed up (mirror turns), away and towards mixed up, the last roll missed.
      const flip: Record<Roll, Roll> = { left: 'right', right: 'left', away: 'towards', towards: 'away' };
      const variant = (f: (m: Roll) => Roll, drop = false) => {
        let s: string[] = start;
        const seq = drop ? moves.slice(0, -1) : moves;
        const bs: number[] = [];
        for (const m of seq) {
          s = rollDie(s, f(m));
          bs.push(Number(s[1]));
        }
        return askSum ? bs.reduce((a, b) => a + b, 0) : Number(s[0]);
      };
      const side = (m: Roll) => (m === 'left' || m === 'right' ? flip[m] : m);
      const depth = (m: Roll) => (m === 'away' || m === 'towards' ? flip[m] : m);
      const wrong = [
        variant(side),
        variant(depth),
        variant((m) => m, true),
        askSum ? states.slice(1).reduce((a, s) => a + Number(s[0]), 0) : Number(end[1]),
      ];
      if (new Set(wrong.filter((w) => w !== answer)).size < 2) continue;
      const { options, correctIndex } = askSum
        ? choiceOptions(rng, answer, wrong)
        : choiceOptions(rng, answer, [...wrong, ...[1, 2, 3, 4, 5, 6]]);
      if (!askSum && options.some((o) => Number(o) > 6 || Number(o) < 1)) continue;
      const path = moves.map((m) => ROLL_TEXT[m]);
      const figure = figureMarkdown(
        diceSvg([{ top: String(top), front: String(front), right: String(right) }], false),
        'The die at the start',
      );
      const rows = states.map(
        (s, i) =>
          `| ${i === 0 ? '—' : i} | ${i === 0 ? '—' : `ROLL${i}`} | ${s[0]} | ${s[2]} | ${s[5]} | ${s[1]} |`,
      );
      const tableFor = (lang: 'en' | 'hi') =>
        [
          lang === 'en'
            ? '| Roll | Direction | Top | Front | Right | Bottom |'
            : '| लुढ़कना | दिशा | ऊपर | सामने | दाएँ | नीचे |',
          '|---|---|---|---|---|---|',
          ...rows.map((r, i) => r.replace(`ROLL${i}`, path[i - 1]?.[lang] ?? '')),
        ].join('\n');
      const ask = askSum
        ? {
            en: `What is the total of the numbers on the bottom face after each of the ${k} rolls (the faces that touch the table, not counting the starting position)?`,
            hi: `${k} बार लुढ़कने में हर बार के बाद निचले फलक (जो मेज़ को छूता है) पर आई संख्याओं का योग क्या है (आरंभिक स्थिति को छोड़कर)?`,
          }
        : { en: 'Which number is on the top face at the end?', hi: 'अंत में ऊपरी फलक पर कौन-सी संख्या है?' };
      const finalLine = askSum
        ? {
            en: `Bottoms after each roll: $${bottoms.join(' + ')} = ${answer}$.`,
            hi: `हर बार के बाद निचले फलक: $${bottoms.join(' + ')} = ${answer}$।`,
          }
        : { en: `After the last roll ${answer} is on top.`, hi: `अंतिम बार के बाद ऊपर ${answer} है।` };
      return {
        title: { en: 'A die rolled along a path', hi: 'रास्ते पर लुढ़काया गया पासा' },
        type: 'single',
        statement: {
          en: `A standard die (opposite faces add up to 7) stands on a table with ${top} on top, ${front} facing you and ${right} on the right.\n\n${figure}\n\nIt is rolled over one of its bottom edges, a quarter turn at a time, in this order: ${path.map((p) => p.en).join(', ')}. ${ask.en}`,
          hi: `एक मानक पासा (जिसके विपरीत फलकों का योग 7 होता है) मेज़ पर इस प्रकार रखा है कि ऊपर ${top}, आपकी ओर ${front} और दाएँ ${right} है।\n\n${figure}\n\nइसे इसके किसी निचले किनारे पर एक बार में चौथाई चक्कर लुढ़काया जाता है, इस क्रम में: ${path.map((p) => p.hi).join(', ')}। ${ask.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Start: bottom $7 - ${top} = ${7 - top}$, back ${7 - front}, left ${7 - right}. Rolling away from you brings the front face to the top and the top to the back; towards you brings the back face to the top; to the right brings the left face to the top and the top to the right; to the left brings the right face to the top. Track top, front and right (the bottom is 7 minus the top):`,
            tableFor('en'),
            finalLine.en,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `आरंभ: नीचे $7 - ${top} = ${7 - top}$, पीछे ${7 - front}, बाएँ ${7 - right}। आपसे दूर लुढ़काने पर सामने वाला फलक ऊपर और ऊपर वाला पीछे चला जाता है; आपकी ओर लुढ़काने पर पीछे वाला फलक ऊपर आता है; दाईं ओर लुढ़काने पर बायाँ फलक ऊपर और ऊपर वाला दाएँ चला जाता है; बाईं ओर लुढ़काने पर दायाँ फलक ऊपर आता है। ऊपर, सामने और दाएँ फलक पर नज़र रखिए (नीचे = 7 − ऊपर):`,
            tableFor('hi'),
            finalLine.hi,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [top, front, right],
        check(): QuestionAnswer {
          // Turn the outward normal of every face (x right, y away, z up) about the rolling edge.
          type V = [number, number, number];
          const turn: Record<Roll, (v: V) => V> = {
            right: ([x, y, z]) => [z, y, -x],
            left: ([x, y, z]) => [-z, y, x],
            away: ([x, y, z]) => [x, z, -y],
            towards: ([x, y, z]) => [x, -z, y],
          };
          let normals: V[] = [
            [0, 0, 1],
            [0, 0, -1],
            [0, -1, 0],
            [0, 1, 0],
            [-1, 0, 0],
            [1, 0, 0],
          ];
          const face = (want: V) => Number(start[normals.findIndex((v) => v.every((c, i) => c === want[i]))]);
          let total = 0;
          for (const m of moves) {
            normals = normals.map(turn[m]);
            total += face([0, 0, -1]);
          }
          const got = askSum ? total : face([0, 0, 1]);
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
        },
      };
    }
  },
};
