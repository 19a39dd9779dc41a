import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Solids of cubes and polyhedra (group M): least and most cubes for a front and a side view (CAT,
 * Placements), a painted stack (CAT, Bank PO), staircases and stepped pyramids (SSC CGL, RRB NTPC),
 * faces, edges and corners of prisms and pyramids (RRB NTPC, SSC CGL). `generate` counts with
 * formulas and the matching argument; `check` builds or enumerates the solids.
 */

const grid = (rows: number, cols: number, f: (r: number, c: number) => number) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)));

/** Front and side views of a pile of cubes: the least or the most cubes it can hold. */
export const visualisationViewsMinMax: QuestionGenerator = {
  id: '3d-visualisation/views-min-max',
  topic: '3d-visualisation',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Placements'],
  generate(rng) {
    for (;;) {
      const rows = 3;
      const cols = 3;
      const h = grid(rows, cols, () => rng.int(0, 3));
      const front = Array.from({ length: cols }, (_, c) => Math.max(...h.map((row) => row[c] as number)));
      const side = h.map((row) => Math.max(...row));
      if (front.includes(0) || side.includes(0)) continue;
      const most = side.reduce((a, s) => a + front.reduce((b, f) => b + Math.min(f, s), 0), 0);
      const heights = [1, 2, 3];
      const shared = heights.map(
        (v) => v * Math.min(front.filter((f) => f === v).length, side.filter((s) => s === v).length),
      );
      const least =
        front.reduce((a, b) => a + b, 0) +
        side.reduce((a, b) => a + b, 0) -
        shared.reduce((a, b) => a + b, 0);
      if (least === most) continue;
      const ask = rng.pick(['least', 'most', 'gap'] as const);
      const answer = ask === 'least' ? least : ask === 'most' ? most : most - least;
      const sumF = front.reduce((a, b) => a + b, 0);
      const sumS = side.reduce((a, b) => a + b, 0);
      const { options, correctIndex } = choiceOptions(rng, answer, [
        ask === 'least'
          ? Math.max(sumF, sumS)
          : ask === 'most'
            ? sumF * Math.max(...side)
            : most - Math.max(sumF, sumS),
        ask === 'least' ? sumF + sumS : ask === 'most' ? most - 1 : most - sumF - sumS,
        ask === 'gap' ? least : ask === 'least' ? most : least,
        ask === 'most' ? 9 * Math.max(...front) : answer + 2,
      ]);
      const askText = {
        least: {
          en: 'What is the least number of cubes the pile can contain?',
          hi: 'ढेर में कम से कम कितने घन हो सकते हैं?',
        },
        most: {
          en: 'What is the greatest number of cubes the pile can contain?',
          hi: 'ढेर में अधिक से अधिक कितने घन हो सकते हैं?',
        },
        gap: {
          en: 'By how many cubes can the greatest possible number of cubes in the pile exceed the least possible number?',
          hi: 'ढेर में घनों की अधिकतम संभव संख्या न्यूनतम संभव संख्या से कितनी अधिक हो सकती है?',
        },
      }[ask];
      const pairs = heights.filter((_, i) => (shared[i] as number) > 0).map(String);
      const mostRows = side.map((s) => `(${front.map((f) => Math.min(f, s)).join(' + ')})`).join(' + ');
      return {
        title: { en: 'Least and most cubes from two views', hi: 'दो दृश्यों से न्यूनतम और अधिकतम घन' },
        type: 'single',
        statement: {
          en: `Identical cubes are piled in the squares of a 3 × 3 grid (no cube floats: each rests on the table or on another cube). Seen from the front, the three columns look ${front.join(', ')} cubes tall (left to right); seen from the right side, the three rows look ${side.join(', ')} cubes tall (front to back). ${askText.en}`,
          hi: `समान घनों को 3 × 3 जाल के खानों में ढेर किया गया है (कोई घन हवा में नहीं है: हर घन मेज़ या किसी दूसरे घन पर टिका है)। सामने से देखने पर तीनों स्तंभ (बाएँ से दाएँ) ${front.join(', ')} घन ऊँचे दिखते हैं; दाईं ओर से देखने पर तीनों पंक्तियाँ (आगे से पीछे) ${side.join(', ')} घन ऊँची दिखती हैं। ${askText.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Most: every square can be filled up to the smaller of its column's and its row's height: $${mostRows} = ${most}$.`,
            `Least: every column must show its height somewhere and every row too; one pile can serve a column and a row of the same height at once. Start from $${sumF} + ${sumS} = ${sumF + sumS}$ and save, for each height, its value once for every column–row pair that can share a pile${pairs.length ? ` (heights ${pairs.join(', ')})` : ''}: $${sumF + sumS} - ${shared.reduce((a, b) => a + b, 0)} = ${least}$.`,
            ask === 'gap' ? `Difference: $${most} - ${least} = ${answer}$.` : `So the answer is ${answer}.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `अधिकतम: हर खाने को उसके स्तंभ और पंक्ति की ऊँचाइयों में से छोटी ऊँचाई तक भरा जा सकता है: $${mostRows} = ${most}$।`,
            `न्यूनतम: हर स्तंभ को कहीं अपनी ऊँचाई दिखानी है और हर पंक्ति को भी; एक ही ढेर समान ऊँचाई वाले एक स्तंभ और एक पंक्ति दोनों का काम कर सकता है। $${sumF} + ${sumS} = ${sumF + sumS}$ से शुरू कीजिए और हर ऊँचाई के लिए, ढेर साझा कर सकने वाले हर स्तंभ–पंक्ति जोड़े पर उसका मान एक बार घटाइए${pairs.length ? ` (ऊँचाइयाँ ${pairs.join(', ')})` : ''}: $${sumF + sumS} - ${shared.reduce((a, b) => a + b, 0)} = ${least}$।`,
            ask === 'gap' ? `अंतर: $${most} - ${least} = ${answer}$।` : `अतः उत्तर ${answer} है।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [...front, ...side],
        check(): QuestionAnswer {
          // Every pile of heights 0..3 on the grid that shows exactly these two views.
          let lo = Number.POSITIVE_INFINITY;
          let hi = 0;
          const cells = rows * cols;
          const cur = new Array<number>(cells).fill(0);
          const visit = (i: number) => {
            if (i === cells) {
              const ok =
                front.every(
                  (f, c) => Math.max(cur[c] as number, cur[c + 3] as number, cur[c + 6] as number) === f,
                ) &&
                side.every(
                  (s, r) =>
                    Math.max(cur[3 * r] as number, cur[3 * r + 1] as number, cur[3 * r + 2] as number) === s,
                );
              if (ok) {
                const total = cur.reduce((a, b) => a + b, 0);
                lo = Math.min(lo, total);
                hi = Math.max(hi, total);
              }
              return;
            }
            const cap = Math.min(front[i % 3] as number, side[Math.floor(i / 3)] as number);
            for (let v = 0; v <= cap; v++) {
              cur[i] = v;
              visit(i + 1);
            }
          };
          visit(0);
          const got = ask === 'least' ? lo : ask === 'most' ? hi : hi - lo;
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
        },
      };
    }
  },
};

/** A stack of cubes glued together and painted all over except underneath: count cubes by paint. */
export const visualisationPaintedStack: QuestionGenerator = {
  id: '3d-visualisation/painted-stack',
  topic: '3d-visualisation',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng) {
    for (;;) {
      const rows = rng.int(2, 3);
      const cols = rng.int(3, 4);
      const h = grid(rows, cols, () => rng.int(1, 4));
      const at = (r: number, c: number) => (r < 0 || c < 0 || r >= rows || c >= cols ? 0 : (h[r]?.[c] ?? 0));
      // Painted faces of the cube at height z (0 = on the table) in place (r, c).
      const paintOf = (r: number, c: number, z: number) =>
        (z === at(r, c) - 1 ? 1 : 0) +
        [
          [0, 1],
          [0, -1],
          [1, 0],
          [-1, 0],
        ].filter(([dr, dc]) => at(r + (dr as number), c + (dc as number)) <= z).length;
      const ask = rng.pick([0, 1, 2, 3]);
      const perPlace = grid(rows, cols, (r, c) => {
        let n = 0;
        for (let z = 0; z < at(r, c); z++) if (paintOf(r, c, z) === ask) n++;
        return n;
      });
      const answer = perPlace.flat().reduce((a, b) => a + b, 0);
      if (answer === 0) continue;
      const total = h.flat().reduce((a, b) => a + b, 0);
      const others = [0, 1, 2, 3, 4]
        .filter((k) => k !== ask)
        .map((k) => {
          let n = 0;
          for (let r = 0; r < rows; r++)
            for (let c = 0; c < cols; c++) for (let z = 0; z < at(r, c); z++) if (paintOf(r, c, z) === k) n++;
          return n;
        });
      const { options, correctIndex } = choiceOptions(rng, answer, [...rng.shuffle(others), total - answer]);
      const table = (word: string) =>
        [
          `| ${word} | ${Array.from({ length: cols }, (_, c) => `C${c + 1}`).join(' | ')} |`,
          `|---|${Array.from({ length: cols }, () => '---|').join('')}`,
          ...h.map((row, r) => `| R${r + 1} | ${row.join(' | ')} |`),
        ].join('\n');
      const counts = (word: string) =>
        [
          `| ${word} | ${Array.from({ length: cols }, (_, c) => `C${c + 1}`).join(' | ')} |`,
          `|---|${Array.from({ length: cols }, () => '---|').join('')}`,
          ...perPlace.map((row, r) => `| R${r + 1} | ${row.join(' | ')} |`),
        ].join('\n');
      const kText = [
        { en: 'no painted face', hi: 'जिनका कोई फलक रंगा नहीं है' },
        { en: 'exactly one painted face', hi: 'जिनका ठीक एक फलक रंगा है' },
        { en: 'exactly two painted faces', hi: 'जिनके ठीक दो फलक रंगे हैं' },
        { en: 'exactly three painted faces', hi: 'जिनके ठीक तीन फलक रंगे हैं' },
      ][ask] as { en: string; hi: string };
      return {
        title: { en: 'Painting a stack of cubes', hi: 'घनों के ढेर को रंगना' },
        type: 'single',
        statement: {
          en: `Unit cubes are piled in a grid of ${rows} rows and ${cols} columns on a table and glued together; the table gives the height of each pile.\n\n${table('Row')}\n\nThe whole solid is then painted on every face that can be seen — the tops and all outer sides, but not the faces resting on the table — and the cubes are separated again. How many cubes have ${kText.en}?`,
          hi: `इकाई घनों को मेज़ पर ${rows} पंक्तियों और ${cols} स्तंभों के जाल में ढेर करके आपस में चिपकाया गया है; तालिका हर ढेर की ऊँचाई बताती है।\n\n${table('पंक्ति')}\n\nफिर पूरे ठोस के हर दिखने वाले फलक को रंगा जाता है — ऊपरी फलक और सभी बाहरी पार्श्व फलक, पर मेज़ से सटे फलक नहीं — और घनों को फिर से अलग किया जाता है। ऐसे कितने घन हैं ${kText.hi}?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'Take one cube at a time: its top is painted only if it is the top cube of its pile; each of its four sides is painted when the neighbouring pile in that direction is lower than this cube (or there is none: the edge of the grid). The bottom is never painted.',
            `Cubes with ${kText.en}, place by place:\n\n${counts('Row')}`,
            `Total: ${answer}.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'एक-एक घन लीजिए: उसका ऊपरी फलक तभी रंगा है जब वह अपने ढेर का सबसे ऊपरी घन हो; उसका हर पार्श्व फलक तब रंगा है जब उस दिशा का पड़ोसी ढेर इस घन से नीचा हो (या वहाँ कोई ढेर न हो: जाल का किनारा)। निचला फलक कभी नहीं रंगा जाता।',
            `ऐसे घन (${kText.hi}), हर स्थान पर:\n\n${counts('पंक्ति')}`,
            `कुल: ${answer}।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 200,
        numbers: [rows, cols],
        check(): QuestionAnswer {
          const solid = new Set<string>();
          h.forEach((row, r) => {
            row.forEach((height, c) => {
              for (let z = 0; z < height; z++) solid.add(`${r},${c},${z}`);
            });
          });
          let got = 0;
          for (const key of solid) {
            const [r, c, z] = key.split(',').map(Number) as [number, number, number];
            const nbrs = [
              `${r + 1},${c},${z}`,
              `${r - 1},${c},${z}`,
              `${r},${c + 1},${z}`,
              `${r},${c - 1},${z}`,
              `${r},${c},${z + 1}`,
            ];
            if (nbrs.filter((k) => !solid.has(k)).length === ask) got++;
          }
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
        },
      };
    }
  },
};

/** A staircase or a stepped pyramid of cubes: how many cubes does it hold, or lack? */
export const visualisationStepsOfCubes: QuestionGenerator = {
  id: '3d-visualisation/steps-of-cubes',
  topic: '3d-visualisation',
  difficulty: 'easy',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  generate(rng) {
    const pyramid = rng.next() < 0.5;
    const k = rng.int(4, 9);
    const w = rng.int(2, 6);
    const fill = !pyramid && rng.next() < 0.4;
    const stairs = (w * k * (k + 1)) / 2;
    const squares = (k * (k + 1) * (2 * k + 1)) / 6;
    const answer = pyramid ? squares : fill ? w * k * k - stairs : stairs;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      pyramid
        ? [(k * (k + 1)) / 2, k * k * k, squares - k * k, squares + (k + 1) ** 2]
        : fill
          ? [stairs, w * k * k, (w * k * (k + 1)) / 2 - w, answer + w]
          : [w * k * k, (k * (k + 1)) / 2, stairs - w * k, stairs + w * k],
    );
    const statement = pyramid
      ? {
          en: `A stepped tower is built from unit cubes: the bottom layer is a ${k} × ${k} square, the next a ${k - 1} × ${k - 1} square, and so on up to a single cube at the top. How many cubes are used?`,
          hi: `इकाई घनों से एक सीढ़ीदार मीनार बनाई जाती है: सबसे निचली परत ${k} × ${k} का वर्ग है, उसके ऊपर ${k - 1} × ${k - 1} का वर्ग, और इसी प्रकार सबसे ऊपर एक घन तक। कितने घन लगे हैं?`,
        }
      : {
          en: `A staircase of ${k} steps is built from unit cubes: the first step is 1 cube high, the second 2 cubes high, and so on up to ${k} cubes, each step 1 cube deep and ${w} cubes wide. ${fill ? `How many more cubes are needed to turn it into a solid block ${k} cubes high, ${k} cubes deep and ${w} cubes wide?` : 'How many cubes are used?'}`,
          hi: `इकाई घनों से ${k} सीढ़ियों वाला एक ज़ीना बनाया जाता है: पहली सीढ़ी 1 घन ऊँची, दूसरी 2 घन ऊँची, और इसी प्रकार ${k} घन तक; हर सीढ़ी 1 घन गहरी और ${w} घन चौड़ी है। ${fill ? `इसे ${k} घन ऊँचे, ${k} घन गहरे और ${w} घन चौड़े ठोस खंड में बदलने के लिए और कितने घन चाहिए?` : 'कितने घन लगे हैं?'}`,
        };
    const sumTex = pyramid
      ? `${Array.from({ length: k }, (_, i) => `${k - i}^2`).join(' + ')} = ${squares}`
      : `${w} \\times (1 + 2 + \\dots + ${k}) = ${w} \\times ${(k * (k + 1)) / 2} = ${stairs}`;
    return {
      title: { en: 'Staircases and stepped towers of cubes', hi: 'घनों के ज़ीने और सीढ़ीदार मीनारें' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Add the layers (or the steps): $${sumTex}$.`,
          fill
            ? `The block holds $${k} \\times ${k} \\times ${w} = ${w * k * k}$, so $${w * k * k} - ${stairs} = ${answer}$ more are needed.`
            : `So ${answer} cubes are used.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `परतों (या सीढ़ियों) को जोड़िए: $${sumTex}$।`,
          fill
            ? `खंड में $${k} \\times ${k} \\times ${w} = ${w * k * k}$ घन आते हैं, अतः $${w * k * k} - ${stairs} = ${answer}$ घन और चाहिए।`
            : `अतः ${answer} घन लगे हैं।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: pyramid ? [k] : [k, w],
      check(): QuestionAnswer {
        // Place the cubes one by one and count.
        let got = 0;
        if (pyramid) {
          for (let z = 0; z < k; z++) for (let x = 0; x < k - z; x++) for (let y = 0; y < k - z; y++) got++;
        } else {
          for (let step = 1; step <= k; step++)
            for (let z = 0; z < k; z++) for (let x = 0; x < w; x++) if (z < step !== fill) got++;
        }
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};
