import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Hollow shapes built from unit cubes (group M; SSC CGL, Bank PO, Placements): a closed hollow
 * cuboid, an open box and an upright tube. `generate` takes the hollow away from the solid block;
 * `check` places the wall cubes one by one.
 */

/** A hollow cube, an open box or a square tube built from unit cubes: how many cubes does it take? */
export const cubesHollowBuild: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/hollow-build',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const [a, b, n] = [rng.int(4, 10), rng.int(4, 10), rng.int(4, 10)];
    const kind = rng.pick(['closed', 'box', 'tube'] as const);
    const m = n - 2;
    const base = (a - 2) * (b - 2);
    const inner = { closed: base * m, box: base * (n - 1), tube: base * n }[kind];
    const solid = a * b * n;
    const answer = solid - inner;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      2 * (a * b + b * n + a * n), // one cube per outer square: edges and corners counted again
      solid - base * m === answer ? answer - base : solid - base * m, // the wrong hollow
      answer + base,
      solid - (a - 1) * (b - 1) * (n - 1), // takes one wall off each length instead of two
    ]);
    const what = {
      closed: {
        en: `a hollow cuboid closed on all six sides`,
        hi: 'छहों ओर से बंद एक खोखला घनाभ',
        hole: {
          en: `The hollow inside loses two walls in each direction: ${a - 2} × ${b - 2} × ${m}`,
          hi: `भीतर के खाली भाग में हर दिशा में दो दीवारें कम होती हैं: ${a - 2} × ${b - 2} × ${m}`,
        },
        tex: `${a - 2} \\times ${b - 2} \\times ${m} = ${inner}`,
      },
      box: {
        en: 'an open box (a hollow cuboid without its lid)',
        hi: 'एक खुला डिब्बा (बिना ढक्कन का खोखला घनाभ)',
        hole: {
          en: `The hollow inside is ${a - 2} × ${b - 2} across and ${n - 1} deep (only the bottom wall is below it)`,
          hi: `भीतर का खाली भाग ${a - 2} × ${b - 2} चौड़ा और ${n - 1} गहरा है (उसके नीचे केवल तली की दीवार है)`,
        },
        tex: `${a - 2} \\times ${b - 2} \\times ${n - 1} = ${inner}`,
      },
      tube: {
        en: 'a rectangular tube standing upright, open at the top and the bottom',
        hi: 'ऊपर और नीचे से खुली, सीधी खड़ी एक आयताकार नली',
        hole: {
          en: `The hole is ${a - 2} × ${b - 2} across and runs through all ${n} layers`,
          hi: `छेद ${a - 2} × ${b - 2} चौड़ा है और सभी ${n} परतों से होकर जाता है`,
        },
        tex: `${a - 2} \\times ${b - 2} \\times ${n} = ${inner}`,
      },
    }[kind];
    return {
      title: { en: 'Building hollow shapes from cubes', hi: 'घनों से खोखली आकृतियाँ बनाना' },
      type: 'single',
      statement: {
        en: `Unit cubes are used to build ${what.en}, ${a} cubes long, ${b} cubes wide and ${n} cubes high, with walls one cube thick. How many unit cubes are needed?`,
        hi: `इकाई घनों से ${what.hi} बनाया जाता है, जो ${a} घन लंबा, ${b} घन चौड़ा और ${n} घन ऊँचा है, और जिसकी दीवारें एक घन मोटी हैं। कितने इकाई घन चाहिए?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `A solid block would take $${a} \\times ${b} \\times ${n} = ${solid}$ cubes. ${what.hole.en}: $${what.tex}$ cubes are not needed.`,
          `Cubes needed: $${solid} - ${inner} = ${answer}$.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `ठोस ढाँचे में $${a} \\times ${b} \\times ${n} = ${solid}$ घन लगते। ${what.hole.hi}: $${what.tex}$ घनों की ज़रूरत नहीं।`,
          `आवश्यक घन: $${solid} - ${inner} = ${answer}$।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [a, b, n],
      check(): QuestionAnswer {
        // Place cubes one by one: a cube is used when it lies in a wall (z is height, 0 the bottom).
        let got = 0;
        const wall = (v: number, size: number) => v === 0 || v === size - 1;
        for (let x = 0; x < a; x++)
          for (let y = 0; y < b; y++)
            for (let z = 0; z < n; z++) {
              const side = wall(x, a) || wall(y, b);
              const used = kind === 'closed' ? side || wall(z, n) : kind === 'box' ? side || z === 0 : side;
              if (used) got++;
            }
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};
