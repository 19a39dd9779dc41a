import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { COLOURS, smallCubes } from './cubes-and-dices-visualisation.js';

/**
 * Painted cubes and cuboids (group M): a painted cuboid cut into unit cubes (SSC CGL, RRB NTPC,
 * Bank PO), the cube found back from its unpainted count (SSC CGL, Placements), the fewest cuts
 * (RRB NTPC, SSC CGL), and the unpainted faces of all the pieces (Bank PO). `generate` uses the
 * corner / edge / face / inside formulas; `check` builds every unit cube and counts.
 */

/** Unit cubes of an a × b × c cuboid with the number of its outer faces each one touches. */
export function cuboidCubes(a: number, b: number, c: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < a; x++)
    for (let y = 0; y < b; y++)
      for (let z = 0; z < c; z++) {
        const k = [x === 0, x === a - 1, y === 0, y === b - 1, z === 0, z === c - 1].filter(Boolean).length;
        out.push(k);
      }
  return out;
}

const KIND_TEXT = [
  { en: 'no face painted', hi: 'जिनका कोई भी फलक रंगा नहीं है' },
  { en: 'exactly one face painted', hi: 'जिनका ठीक एक फलक रंगा है' },
  { en: 'exactly two faces painted', hi: 'जिनके ठीक दो फलक रंगे हैं' },
  { en: 'exactly three faces painted', hi: 'जिनके ठीक तीन फलक रंगे हैं' },
];

/** A painted cuboid (not a cube) cut into unit cubes: how many have k painted faces? */
export const cubesPaintedCuboid: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/painted-cuboid',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const [a, b, c] = rng
      .shuffle([3, 4, 5, 6, 7, 8])
      .slice(0, 3)
      .sort((x, y) => y - x) as [number, number, number];
    const colour = rng.pick(COLOURS);
    const [p, q, r] = [a - 2, b - 2, c - 2];
    const counts = [p * q * r, 2 * (p * q + q * r + p * r), 4 * (p + q + r), 8];
    const k = rng.int(0, 2);
    const answer = counts[k] as number;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      ...counts.filter((_, i) => i !== k),
      k === 2 ? 4 * (a + b + c) : k === 1 ? 2 * (a * b + b * c + a * c) : (a - 1) * (b - 1) * (c - 1),
      a * b * c - answer,
    ]);
    const lines = {
      en: [
        `Each length loses its two end layers: $${a} - 2 = ${p}$, $${b} - 2 = ${q}$, $${c} - 2 = ${r}$.`,
        `Three faces (corners): 8. Two faces (the 12 edges without corners, 4 edges of each length): $4(${p} + ${q} + ${r}) = ${counts[2]}$. One face (the 6 faces without their borders, 2 of each kind): $2(${p} \\times ${q} + ${q} \\times ${r} + ${p} \\times ${r}) = ${counts[1]}$. None (inside): $${p} \\times ${q} \\times ${r} = ${counts[0]}$.`,
        `Check: $8 + ${counts[2]} + ${counts[1]} + ${counts[0]} = ${a * b * c} = ${a} \\times ${b} \\times ${c}$.`,
      ],
      hi: [
        `हर लंबाई से दोनों सिरों की परतें हटती हैं: $${a} - 2 = ${p}$, $${b} - 2 = ${q}$, $${c} - 2 = ${r}$।`,
        `तीन फलक (कोने): 8। दो फलक (कोनों को छोड़कर 12 किनारे, हर लंबाई के 4): $4(${p} + ${q} + ${r}) = ${counts[2]}$। एक फलक (किनारों को छोड़कर 6 फलक, हर प्रकार के 2): $2(${p} \\times ${q} + ${q} \\times ${r} + ${p} \\times ${r}) = ${counts[1]}$। कोई नहीं (भीतरी): $${p} \\times ${q} \\times ${r} = ${counts[0]}$।`,
        `जाँच: $8 + ${counts[2]} + ${counts[1]} + ${counts[0]} = ${a * b * c} = ${a} \\times ${b} \\times ${c}$।`,
      ],
    };
    return {
      title: { en: 'Painted cuboid cut into cubes', hi: 'रंगा हुआ घनाभ और छोटे घन' },
      type: 'single',
      statement: {
        en: `A cuboid of ${a} cm × ${b} cm × ${c} cm is painted ${colour.en} on all its faces and then cut into cubes of side 1 cm. How many of these cubes have ${KIND_TEXT[k]?.en}?`,
        hi: `${a} सेमी × ${b} सेमी × ${c} सेमी के एक घनाभ के सभी फलकों को ${colour.hiObl} रंग से रंगा जाता है और फिर उसे 1 सेमी भुजा वाले घनों में काटा जाता है। ऐसे कितने घन हैं ${KIND_TEXT[k]?.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, `**Answer: ${answer}**`].join('\n\n'),
        hi: [...lines.hi, `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [a, b, c],
      check(): QuestionAnswer {
        const got = cuboidCubes(a, b, c).filter((x) => x === k).length;
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};

/** A painted cube cut up: from the number of unpainted cubes, find another count. */
export const cubesFromUnpaintedCount: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/from-unpainted-count',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'Placements', 'Bank PO'],
  generate(rng) {
    const n = rng.int(4, 12);
    const m = n - 2;
    const given = rng.pick(['zero', 'one'] as const);
    const ask = rng.pick([1, 2, 3].filter((x) => !(given === 'one' && x === 1)));
    const counts = [m ** 3, 6 * m * m, 12 * m, n ** 3];
    const shown = (given === 'zero' ? counts[0] : counts[1]) as number;
    const answer = counts[ask] as number;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      ...counts.filter((_, i) => i !== ask && i !== (given === 'zero' ? 0 : 1)),
      [0, 6 * n * n, 12 * n, (n - 1) ** 3][ask] as number, // n put for n - 2, or n - 1 for n
      [0, 6 * (n - 1) ** 2, 12 * (n - 1), m ** 3 + 6 * m * m][ask] as number,
    ]);
    const askText =
      ask === 3
        ? { en: 'How many small cubes were there in all?', hi: 'कुल कितने छोटे घन थे?' }
        : ask === 1
          ? {
              en: 'How many small cubes have exactly one face painted?',
              hi: 'कितने छोटे घनों का ठीक एक फलक रंगा है?',
            }
          : {
              en: 'How many small cubes have exactly two faces painted?',
              hi: 'कितने छोटे घनों के ठीक दो फलक रंगे हैं?',
            };
    const givenText =
      given === 'zero'
        ? { en: `${shown} of the small cubes have no paint on them`, hi: `${shown} छोटे घनों पर कोई रंग नहीं है` }
        : {
            en: `${shown} of the small cubes have exactly one face painted`,
            hi: `${shown} छोटे घनों का ठीक एक फलक रंगा है`,
          };
    const findN =
      given === 'zero'
        ? {
            en: `The unpainted cubes form the inner cube: $(n-2)^3 = ${shown} = ${m}^3$, so $n - 2 = ${m}$ and $n = ${n}$.`,
            hi: `बिना रंग वाले घन भीतरी घन बनाते हैं: $(n-2)^3 = ${shown} = ${m}^3$, अतः $n - 2 = ${m}$ और $n = ${n}$।`,
          }
        : {
            en: `One face painted: $6(n-2)^2 = ${shown}$, so $(n-2)^2 = ${shown / 6} = ${m}^2$, $n - 2 = ${m}$ and $n = ${n}$.`,
            hi: `एक फलक रंगा: $6(n-2)^2 = ${shown}$, अतः $(n-2)^2 = ${shown / 6} = ${m}^2$, $n - 2 = ${m}$ और $n = ${n}$।`,
          };
    const formula = [
      '',
      `6(n-2)^2 = 6 \\times ${m}^2 = ${answer}`,
      `12(n-2) = 12 \\times ${m} = ${answer}`,
      `n^3 = ${n}^3 = ${answer}`,
    ][ask];
    return {
      title: { en: 'Painted cube from the unpainted count', hi: 'बिना रंग वाले घनों से रंगा घन' },
      type: 'single',
      statement: {
        en: `A cube is painted on all its faces and then cut into identical small cubes; ${givenText.en}. ${askText.en}`,
        hi: `एक घन के सभी फलकों को रंगकर उसे समान छोटे घनों में काटा जाता है; ${givenText.hi}। ${askText.hi}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let each edge hold $n$ small cubes.`,
          findN.en,
          `Then $${formula}$.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [`मान लीजिए हर किनारे पर $n$ छोटे घन हैं।`, findN.hi, `तब $${formula}$।`, `**उत्तर: ${answer}**`].join(
          '\n\n',
        ),
      },
      expectedSeconds: 70,
      numbers: [shown],
      check(): QuestionAnswer {
        // Try every size of cut; keep the one that gives the stated count, then count the asked kind.
        const fits = [];
        for (let s = 3; s <= 14; s++) {
          const painted = smallCubes(s, [0, 0, 0, 0, 0, 0]).map((c) => c.colours.length);
          if (painted.filter((x) => x === (given === 'zero' ? 0 : 1)).length === shown)
            fits.push(ask === 3 ? painted.length : painted.filter((x) => x === (ask === 1 ? 1 : 2)).length);
        }
        const only = fits.length === 1 ? String(fits[0]) : '';
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === only ? [i] : [])) };
      },
    };
  },
};

/** The fewest straight cuts that divide a cube into N identical pieces, or the most pieces from k cuts. */
export const cubesFewestCuts: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/fewest-cuts',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'easy',
  count: 40,
  exams: ['RRB NTPC', 'SSC CGL', 'Placements'],
  generate(rng) {
    const variant = rng.pick(['pieces', 'cube', 'block'] as const);
    const askPieces = variant === 'pieces';
    const dims = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)] as [number, number, number];
    const n = rng.int(3, 10);
    const k = rng.int(4, 16);
    const split = [0, 1, 2].map((i) => Math.floor((k + i) / 3)); // as equal as possible
    const pieces = split.reduce((p, s) => p * (s + 1), 1);
    const blockCuts = dims[0] + dims[1] + dims[2] - 3;
    const answer = askPieces ? pieces : variant === 'cube' ? 3 * (n - 1) : blockCuts;
    const { options, correctIndex } = askPieces
      ? choiceOptions(rng, answer, [2 ** k, k + 1, (Math.floor(k / 2) + 1) ** 2, 3 * k, pieces - 1])
      : variant === 'cube'
        ? choiceOptions(rng, answer, [3 * n, n - 1, n ** 3 - 1, 6 * (n - 1), 2 * (n - 1)])
        : choiceOptions(rng, answer, [
            blockCuts + 3,
            dims[0] * dims[1] * dims[2] - 1,
            2 * blockCuts,
            blockCuts - 1,
          ]);
    if (variant === 'block') {
      const [a, b, c] = dims;
      return {
        title: { en: 'Fewest cuts to divide a cube', hi: 'घन को काटने के न्यूनतम कट' },
        type: 'single',
        statement: {
          en: `A wooden block of ${a} cm × ${b} cm × ${c} cm is to be cut into cubes of side 1 cm with straight plane cuts, without moving the pieces between cuts. What is the least number of cuts needed?`,
          hi: `${a} सेमी × ${b} सेमी × ${c} सेमी के लकड़ी के एक गुटके को सीधे समतल कटों से 1 सेमी भुजा वाले घनों में काटना है, और कटों के बीच टुकड़ों को हिलाया नहीं जाता। कम से कम कितने कट चाहिए?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: `A length of $L$ cm needs $L - 1$ cuts to be divided into 1 cm parts, and each cut works in one direction only: $(${a} - 1) + (${b} - 1) + (${c} - 1) = ${blockCuts}$.\n\n**Answer: ${blockCuts}**`,
          hi: `$L$ सेमी लंबाई को 1 सेमी के भागों में बाँटने के लिए $L - 1$ कट चाहिए, और हर कट केवल एक दिशा में काम करता है: $(${a} - 1) + (${b} - 1) + (${c} - 1) = ${blockCuts}$।\n\n**उत्तर: ${blockCuts}**`,
        },
        expectedSeconds: 40,
        numbers: [a, b, c],
        check(): QuestionAnswer {
          // Cut by cut: a cut adds one part along its own direction; count until every part is 1 cm.
          let cuts = 0;
          for (const d of dims) for (let parts = 1; parts < d; parts++) cuts++;
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(cuts) ? [i] : [])) };
        },
      };
    }
    const splitText = split.join(' + ');
    return {
      title: { en: 'Fewest cuts to divide a cube', hi: 'घन को काटने के न्यूनतम कट' },
      type: 'single',
      statement: askPieces
        ? {
            en: `A cube is cut with ${k} straight plane cuts, each parallel to one of its faces, and the pieces are not moved between cuts. What is the largest number of pieces that can be obtained?`,
            hi: `एक घन को ${k} सीधे समतल कटों से काटा जाता है, प्रत्येक कट उसके किसी फलक के समांतर है, और कटों के बीच टुकड़ों को हिलाया नहीं जाता। अधिकतम कितने टुकड़े प्राप्त हो सकते हैं?`,
          }
        : {
            en: `A cube is to be cut into ${n ** 3} identical smaller cubes with straight plane cuts, without moving the pieces between cuts. What is the least number of cuts needed?`,
            hi: `एक घन को सीधे समतल कटों से ${n ** 3} समान छोटे घनों में काटना है, और कटों के बीच टुकड़ों को हिलाया नहीं जाता। कम से कम कितने कट चाहिए?`,
          },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: askPieces
        ? {
            en: `Cuts in the three directions $x$, $y$, $z$ give $(x + 1)(y + 1)(z + 1)$ pieces with $x + y + z = ${k}$; the product is largest when the three numbers are as equal as possible: $${k} = ${splitText}$.\n\nPieces: $${split.map((s) => s + 1).join(' \\times ')} = ${pieces}$.\n\n**Answer: ${pieces}**`,
            hi: `तीनों दिशाओं में $x$, $y$, $z$ कट लगाने पर $(x + 1)(y + 1)(z + 1)$ टुकड़े बनते हैं, जहाँ $x + y + z = ${k}$; गुणनफल सबसे बड़ा तब होता है जब तीनों संख्याएँ लगभग बराबर हों: $${k} = ${splitText}$।\n\nटुकड़े: $${split.map((s) => s + 1).join(' \\times ')} = ${pieces}$।\n\n**उत्तर: ${pieces}**`,
          }
        : {
            en: `$${n ** 3} = ${n}^3$: each edge must be divided into ${n} parts, which takes $${n} - 1 = ${n - 1}$ cuts in each of the three directions.\n\nLeast number of cuts: $3 \\times ${n - 1} = ${answer}$.\n\n**Answer: ${answer}**`,
            hi: `$${n ** 3} = ${n}^3$: हर किनारे को ${n} भागों में बाँटना है, जिसके लिए तीनों दिशाओं में से प्रत्येक में $${n} - 1 = ${n - 1}$ कट चाहिए।\n\nन्यूनतम कट: $3 \\times ${n - 1} = ${answer}$।\n\n**उत्तर: ${answer}**`,
          },
      expectedSeconds: 45,
      numbers: askPieces ? [k] : [n ** 3],
      check(): QuestionAnswer {
        // Brute force over every way of sharing the cuts among the three directions.
        let got = askPieces ? 0 : Number.POSITIVE_INFINITY;
        const limit = askPieces ? k : 3 * n;
        for (let x = 0; x <= limit; x++)
          for (let y = 0; y <= limit - x; y++)
            for (let z = 0; z <= limit - x - y; z++) {
              if (askPieces && x + y + z === k) got = Math.max(got, (x + 1) * (y + 1) * (z + 1));
              // Identical cubes: every direction cut into the same number of equal parts.
              if (!askPieces && x === y && y === z && (x + 1) ** 3 === n ** 3) got = Math.min(got, x + y + z);
            }
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};

/** A painted cube cut up: how many faces of all the small cubes together are unpainted (or painted)? */
export const cubesUnpaintedFaces: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/unpainted-faces',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'easy',
  count: 40,
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const n = rng.int(2, 9);
    const side = rng.int(1, 4);
    const bySide = rng.next() < 0.6;
    const askPainted = rng.next() < 0.35;
    const all = 6 * n ** 3;
    const painted = 6 * n * n;
    const answer = askPainted ? painted : all - painted;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      askPainted ? all - painted : painted,
      all,
      6 * (n - 2) ** 3 > 0 ? 6 * (n - 2) ** 3 : n ** 3, // only the inner cubes' faces
      askPainted ? 6 * (n - 1) ** 2 : all - 6 * (n - 2) ** 2,
    ]);
    const what = askPainted ? { en: 'painted', hi: 'रंगे हुए' } : { en: 'unpainted', hi: 'बिना रंग के' };
    return {
      title: { en: 'Painted and unpainted faces of the pieces', hi: 'टुकड़ों के रंगे और बिना रंग के फलक' },
      type: 'single',
      statement: {
        en: `A cube${bySide ? ` of side ${n * side} cm` : ''} is painted on all six faces and cut into ${bySide ? `small cubes of side ${side} cm` : `${n ** 3} identical small cubes`}. Counting the faces of all the small cubes together, how many faces are ${what.en}?`,
        hi: `${bySide ? `${n * side} सेमी भुजा वाले ` : ''}एक घन के सभी छह फलकों को रंगकर उसे ${bySide ? `${side} सेमी भुजा वाले छोटे घनों` : `${n ** 3} समान छोटे घनों`} में काटा जाता है। सभी छोटे घनों के फलकों को मिलाकर गिनें, तो कितने फलक ${what.hi} हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          bySide
            ? `Each edge holds $${n * side} \\div ${side} = ${n}$ small cubes, so there are $${n}^3 = ${n ** 3}$ of them, with $6 \\times ${n ** 3} = ${all}$ faces in all.`
            : `$${n ** 3} = ${n}^3$ small cubes have $6 \\times ${n ** 3} = ${all}$ faces in all.`,
          `The painted ones make up the big cube's surface: 6 faces of $${n} \\times ${n}$ squares, $6 \\times ${n * n} = ${painted}$.`,
          askPainted ? `Painted: ${painted}.` : `Unpainted: $${all} - ${painted} = ${answer}$.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          bySide
            ? `हर किनारे पर $${n * side} \\div ${side} = ${n}$ छोटे घन हैं, अतः कुल $${n}^3 = ${n ** 3}$ छोटे घन हैं, जिनके $6 \\times ${n ** 3} = ${all}$ फलक हैं।`
            : `$${n ** 3} = ${n}^3$ छोटे घनों के कुल $6 \\times ${n ** 3} = ${all}$ फलक हैं।`,
          `रंगे फलक बड़े घन की सतह बनाते हैं: $${n} \\times ${n}$ वर्गों वाले 6 फलक, $6 \\times ${n * n} = ${painted}$।`,
          askPainted ? `रंगे फलक: ${painted}।` : `बिना रंग के: $${all} - ${painted} = ${answer}$।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: bySide ? [n * side, side] : [n ** 3],
      check(): QuestionAnswer {
        const cubes = smallCubes(n, [0, 0, 0, 0, 0, 0]);
        const p = cubes.reduce((s, c) => s + c.colours.length, 0);
        const got = askPainted ? p : cubes.length * 6 - p;
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};
