import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { COLOURS, type Colour, colourAsks, FACE_NAMES, smallCubes } from './cubes-and-dices-visualisation.js';

/**
 * Cubes painted on some faces, cubes with corners cut away, and cuboids painted in three colours
 * (group M): SSC CGL, RRB NTPC and Bank PO ask the first; CAT and placement papers the last two.
 * `generate` counts by layers (along each direction a small cube is in one of the two end layers or a
 * middle one); `check` builds every small cube and looks at its six neighbours.
 */

/** One class of small cubes: the end layer (0, 1) or middle (2) along each axis, and its size. */
interface LayerClass {
  layers: number[];
  faces: number[];
  count: number;
}

/** Classes of small cubes of an a (left-right) × b (front-back) × c (height) block. */
function layerClasses(
  dims: readonly [number, number, number],
  painted: (face: number) => boolean,
): LayerClass[] {
  // Axis 0 is the height (top 0, bottom 1), axis 1 front/back (2, 3), axis 2 left/right (4, 5).
  const sizes = [dims[2], dims[1], dims[0]];
  let out: LayerClass[] = [{ layers: [], faces: [], count: 1 }];
  for (let axis = 0; axis < 3; axis++) {
    const size = sizes[axis] as number;
    out = out.flatMap((c) =>
      [0, 1, 2].map((l) => ({
        layers: [...c.layers, l],
        faces: l < 2 && painted(2 * axis + l) ? [...c.faces, 2 * axis + l] : c.faces,
        count: c.count * (l < 2 ? 1 : size - 2),
      })),
    );
  }
  return out.filter((c) => c.count > 0);
}

const faceList = (faces: number[], lang: 'en' | 'hi') =>
  faces.length === 0
    ? lang === 'en'
      ? 'none'
      : 'कोई नहीं'
    : faces.map((f) => FACE_NAMES[f]?.[lang] ?? '').join(lang === 'en' ? ' + ' : ' + ');

const PAINTINGS: readonly { faces: number[]; en: string; hi: string }[] = [
  { faces: [0], en: 'only on its top face', hi: 'केवल ऊपरी फलक पर' },
  { faces: [0, 1], en: 'on two opposite faces (top and bottom)', hi: 'दो विपरीत फलकों (ऊपरी और निचले) पर' },
  { faces: [0, 2], en: 'on two adjacent faces (top and front)', hi: 'दो सटे फलकों (ऊपरी और सामने वाले) पर' },
  {
    faces: [0, 2, 5],
    en: 'on the three faces that meet at one corner (top, front and right)',
    hi: 'एक कोने पर मिलने वाले तीन फलकों (ऊपरी, सामने वाले और दाएँ) पर',
  },
  { faces: [0, 2, 3, 4, 5], en: 'on all its faces except the bottom', hi: 'निचले फलक को छोड़कर सभी फलकों पर' },
  {
    faces: [2, 3, 4, 5],
    en: 'on its four side faces only (not the top or the bottom)',
    hi: 'केवल चार पार्श्व फलकों पर (ऊपरी और निचले पर नहीं)',
  },
  {
    faces: [0, 1, 2],
    en: 'on three faces (top, bottom and front)',
    hi: 'तीन फलकों (ऊपरी, निचले और सामने वाले) पर',
  },
];
const K_TEXT = [
  { en: 'no painted face', hi: 'जिनका कोई फलक रंगा नहीं है' },
  { en: 'exactly one painted face', hi: 'जिनका ठीक एक फलक रंगा है' },
  { en: 'exactly two painted faces', hi: 'जिनके ठीक दो फलक रंगे हैं' },
  { en: 'exactly three painted faces', hi: 'जिनके ठीक तीन फलक रंगे हैं' },
];

/** The qualifying classes merged by the painted faces they touch, each counted as a product over the axes. */
function classLines(
  classes: LayerClass[],
  dims: readonly [number, number, number],
  painted: (face: number) => boolean,
) {
  const sizes = [dims[2], dims[1], dims[0]];
  const groups = new Map<string, number[]>();
  for (const c of classes) groups.set(c.faces.join(), c.faces);
  const parts = [...groups.values()].map((faces) => {
    const factors = [0, 1, 2].map((axis) =>
      faces.some((f) => f >> 1 === axis)
        ? 1
        : (sizes[axis] as number) - (painted(2 * axis) ? 1 : 0) - (painted(2 * axis + 1) ? 1 : 0),
    );
    const count = factors.reduce((p, v) => p * v, 1);
    return { faces, tex: `$${factors.join(' \\times ')} = ${count}$` };
  });
  return {
    en: parts.map((g) => `${faceList(g.faces, 'en')}: ${g.tex}`).join('; '),
    hi: parts.map((g) => `${faceList(g.faces, 'hi')}: ${g.tex}`).join('; '),
  };
}

/** A cube painted on only some faces and cut up: how many small cubes have k painted faces? */
export const cubesPartlyPainted: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/partly-painted',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'medium',
  count: 40,
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  generate(rng) {
    for (;;) {
      const n = rng.int(3, 8);
      const painting = rng.pick(PAINTINGS);
      const colour = rng.pick(COLOURS);
      const isPainted = (f: number) => painting.faces.includes(f);
      const classes = layerClasses([n, n, n], isPainted);
      const values = [0, 1, 2, 3].map((k) =>
        classes.filter((c) => c.faces.length === k).reduce((a, c) => a + c.count, 0),
      );
      const k = rng.int(0, 3);
      const answer = values[k] as number;
      if (answer === 0) continue;
      const full = [(n - 2) ** 3, 6 * (n - 2) ** 2, 12 * (n - 2), 8][k] as number; // as if every face were painted
      const { options, correctIndex } = choiceOptions(rng, answer, [
        full,
        ...values.filter((_, i) => i !== k),
        n ** 3 - answer,
      ]);
      const matching = classes.filter((c) => c.faces.length === k);
      const lines = classLines(matching, [n, n, n], isPainted);
      return {
        title: { en: 'Cube painted on some faces', hi: 'कुछ फलकों पर रंगा घन' },
        type: 'single',
        statement: {
          en: `A cube is painted ${colour.en} ${painting.en} and then cut into ${n ** 3} identical small cubes. How many small cubes have ${K_TEXT[k]?.en}?`,
          hi: `एक घन को ${painting.hi} ${colour.hiObl} रंग से रंगा जाता है और फिर उसे ${n ** 3} समान छोटे घनों में काटा जाता है। ऐसे कितने छोटे घन हैं ${K_TEXT[k]?.hi}?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `$${n ** 3} = ${n}^3$, so each edge holds ${n} small cubes. Along each direction (up–down, front–back, left–right) a small cube lies in one of the two end layers or in one of the $${n} - 2 = ${n - 2}$ middle layers; it gets paint from an end layer only if that face of the big cube is painted. Along a direction in which it touches no painted face it can lie in any layer except the painted end layers.`,
            `Small cubes with ${K_TEXT[k]?.en}, by the painted faces they touch: ${lines.en}.`,
            `Total: ${answer}.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `$${n ** 3} = ${n}^3$, अतः हर किनारे पर ${n} छोटे घन हैं। हर दिशा (ऊपर–नीचे, आगे–पीछे, बाएँ–दाएँ) में छोटा घन दोनों सिरों की परतों में से किसी एक में या $${n} - 2 = ${n - 2}$ बीच की परतों में से किसी एक में होता है; सिरे की परत से उसे रंग तभी मिलता है जब बड़े घन का वह फलक रंगा हो। जिस दिशा में वह किसी रंगे फलक को नहीं छूता, उसमें वह रंगी सिरे की परतों को छोड़कर किसी भी परत में हो सकता है।`,
            `ऐसे छोटे घन (${K_TEXT[k]?.hi}), जिन रंगे फलकों को वे छूते हैं उनके अनुसार: ${lines.hi}।`,
            `कुल: ${answer}।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [n ** 3],
        check(): QuestionAnswer {
          const layout = [0, 1, 2, 3, 4, 5].map((f) => (isPainted(f) ? 0 : -1));
          const got = smallCubes(n, layout).filter((c) => c.colours.length === k).length;
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
        },
      };
    }
  },
};

/** Corners cut off a cube before painting: count the small cubes by painted faces. */
export const cubesCornersRemoved: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/corners-removed',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    const n = rng.int(5, 9);
    const m = n - 2;
    const colour = rng.pick(COLOURS);
    const values = [m ** 3, 6 * m * m, 12 * (n - 4), 24];
    const ask = rng.pick([0, 1, 2, 3, 4]); // 4: at least two painted faces
    const answer = ask === 4 ? 12 * (n - 4) + 24 : (values[ask] as number);
    const plain = [m ** 3, 6 * m * m, 12 * m, 8, 12 * m + 8]; // the usual counts, corners still there
    const { options, correctIndex } = choiceOptions(rng, answer, [
      plain[ask] as number,
      ask === 3 ? 32 : ask === 2 ? 12 * (n - 4) + 24 : answer + 8,
      ask === 4 ? 12 * (n - 4) : answer - 8,
      ...values.filter((_, i) => i !== ask),
    ]);
    const texts = [...K_TEXT, { en: 'at least two painted faces', hi: 'जिनके कम से कम दो फलक रंगे हैं' }];
    return {
      title: { en: 'Cube with its corners removed', hi: 'कोने हटाए गए घन' },
      type: 'single',
      statement: {
        en: `A cube is made of ${n ** 3} identical small cubes. The 8 small cubes at its corners are taken away, and the solid that is left is dipped in ${colour.en} paint, so that every exposed face is painted. It is then separated into its small cubes. How many of these small cubes have ${texts[ask]?.en}?`,
        hi: `एक घन ${n ** 3} समान छोटे घनों से बना है। उसके कोनों पर स्थित 8 छोटे घन हटा दिए जाते हैं, और बचे हुए ठोस को ${colour.hiObl} रंग में डुबोया जाता है, जिससे हर खुला फलक रंग जाता है। फिर उसे छोटे घनों में अलग किया जाता है। ऐसे कितने छोटे घन हैं ${texts[ask]?.hi}?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Each edge holds $n = ${n}$ small cubes, and $${n ** 3} - 8 = ${n ** 3 - 8}$ are left.`,
          `A small cube on an edge right next to a removed corner loses its neighbour there, so a third face is exposed: 2 such cubes on each of the 12 edges, $24$ cubes with three painted faces (no cube keeps three painted faces otherwise).`,
          `The other edge cubes: $12 \\times (${n} - 4) = ${12 * (n - 4)}$ with two painted faces. The face cubes are untouched: $6 \\times ${m}^2 = ${6 * m * m}$ with one; inside: $${m}^3 = ${m ** 3}$ with none.`,
          `Check: $24 + ${12 * (n - 4)} + ${6 * m * m} + ${m ** 3} = ${n ** 3 - 8}$. Asked: ${answer}.`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `हर किनारे पर $n = ${n}$ छोटे घन हैं, और $${n ** 3} - 8 = ${n ** 3 - 8}$ घन बचते हैं।`,
          `हटाए गए कोने के ठीक बगल वाले किनारे के घन का वहाँ का पड़ोसी हट जाता है, इसलिए उसका तीसरा फलक भी खुल जाता है: 12 किनारों में से प्रत्येक पर ऐसे 2 घन, यानी $24$ घनों के तीन फलक रंगे हैं (इनके अलावा किसी घन के तीन फलक नहीं रंगे)।`,
          `बाकी किनारे के घन: $12 \\times (${n} - 4) = ${12 * (n - 4)}$, दो फलक रंगे। फलकों के घनों पर कोई असर नहीं: $6 \\times ${m}^2 = ${6 * m * m}$, एक फलक रंगा; भीतरी: $${m}^3 = ${m ** 3}$, कोई नहीं।`,
          `जाँच: $24 + ${12 * (n - 4)} + ${6 * m * m} + ${m ** 3} = ${n ** 3 - 8}$। पूछा गया: ${answer}।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 180,
      numbers: [n ** 3],
      check(): QuestionAnswer {
        const key = (x: number, y: number, z: number) => `${x},${y},${z}`;
        const solid = new Set<string>();
        const end = (v: number) => v === 0 || v === n - 1;
        for (let x = 0; x < n; x++)
          for (let y = 0; y < n; y++)
            for (let z = 0; z < n; z++) if (!(end(x) && end(y) && end(z))) solid.add(key(x, y, z));
        const steps = [
          [1, 0, 0],
          [-1, 0, 0],
          [0, 1, 0],
          [0, -1, 0],
          [0, 0, 1],
          [0, 0, -1],
        ] as const;
        let got = 0;
        for (const s of solid) {
          const [x, y, z] = s.split(',').map(Number) as [number, number, number];
          const exposed = steps.filter(([a, b, c]) => !solid.has(key(x + a, y + b, z + c))).length;
          if (ask === 4 ? exposed >= 2 : exposed === ask) got++;
        }
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};

const CUBOID_LAYOUTS: readonly number[][] = [
  [0, 0, 1, 1, 2, 2],
  [0, 0, 1, 1, -1, -1],
  [0, -1, 1, 1, 2, 2],
  [0, 0, 1, -1, 2, -1],
];

function describePairs(
  layout: readonly number[],
  palette: readonly Colour[],
  dims: readonly [number, number, number],
) {
  const [a, b, c] = dims;
  const sizes = [`${a} × ${b}`, `${a} × ${c}`, `${b} × ${c}`];
  const en: string[] = [];
  const hi: string[] = [];
  for (let f = 0; f < 6; f++) {
    const col = layout[f] ?? -1;
    const name = FACE_NAMES[f] as { en: string; hi: string };
    const size = sizes[f >> 1];
    en.push(`${name.en} (${size}): ${col < 0 ? 'unpainted' : (palette[col] as Colour).en}`);
    hi.push(`${name.hi} (${size}): ${col < 0 ? 'बिना रंग' : (palette[col] as Colour).hi}`);
  }
  return { en: en.join('; '), hi: hi.join('; ') };
}

/** A cuboid painted in three colours and cut into unit cubes: count a colour combination. */
export const cubesColouredCuboid: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/coloured-cuboid',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'hard',
  count: 60,
  exams: ['CAT', 'Bank PO', 'Placements'],
  generate(rng: Rng) {
    for (;;) {
      const [a, b, c] = rng.shuffle([3, 4, 5, 6, 7]).slice(0, 3) as [number, number, number];
      const layout = rng.pick(CUBOID_LAYOUTS);
      const k = Math.max(...layout) + 1;
      const palette = rng.shuffle(COLOURS).slice(0, k);
      const classes = layerClasses([a, b, c], (f) => (layout[f] ?? -1) >= 0);
      const colourOf = (cl: LayerClass) => cl.faces.map((f) => layout[f] as number);
      const asks = colourAsks(k, palette).filter((x) => !/^exactly|^no paint/.test(x.en));
      const valued = asks.map((x) => ({
        ask: x,
        value: classes.filter((cl) => x.test(colourOf(cl))).reduce((s, cl) => s + cl.count, 0),
      }));
      const usable = valued.filter((v) => v.value > 0 && v.value < a * b * c);
      if (usable.length < 4) continue;
      const chosen = rng.pick(usable);
      const answer = chosen.value;
      const { options, correctIndex } = choiceOptions(
        rng,
        answer,
        rng.shuffle(valued.filter((v) => v !== chosen).map((v) => v.value)),
      );
      const desc = describePairs(layout, palette, [a, b, c]);
      const matching = classes.filter((cl) => chosen.ask.test(colourOf(cl)));
      const lines = classLines(matching, [a, b, c], (f) => (layout[f] ?? -1) >= 0);
      return {
        title: { en: 'Cuboid painted in different colours', hi: 'अलग-अलग रंगों से रंगा घनाभ' },
        type: 'single',
        statement: {
          en: `A cuboid ${a} cm long (left to right), ${b} cm deep (front to back) and ${c} cm high is painted face by face — ${desc.en} — and then cut into cubes of side 1 cm. How many of these cubes have ${chosen.ask.en}?`,
          hi: `एक घनाभ बाएँ से दाएँ ${a} सेमी लंबा, आगे से पीछे ${b} सेमी गहरा और ${c} सेमी ऊँचा है। उसके फलक इस प्रकार रंगे हैं — ${desc.hi} — और फिर उसे 1 सेमी भुजा वाले घनों में काटा जाता है। ऐसे कितने घन हैं ${chosen.ask.hi}?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Up–down there are the top layer, the bottom layer and $${c} - 2 = ${c - 2}$ middle layers; front–back the front, the back and $${b - 2}$ middle; left–right the left, the right and $${a - 2}$ middle. A small cube carries the colour of every painted end layer it lies in; along a direction in which it touches no painted face it can lie in any layer except the painted end layers.`,
            `The small cubes that qualify, by the painted faces they touch: ${lines.en}.`,
            `Total: ${answer}.`,
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `ऊपर–नीचे ऊपरी परत, निचली परत और $${c} - 2 = ${c - 2}$ बीच की परतें हैं; आगे–पीछे सामने की, पीछे की और $${b - 2}$ बीच की; बाएँ–दाएँ बाईं, दाईं और $${a - 2}$ बीच की। छोटे घन पर हर उस रंगी सिरे की परत का रंग होता है जिसमें वह है; जिस दिशा में वह किसी रंगे फलक को नहीं छूता, उसमें वह रंगी सिरे की परतों को छोड़कर किसी भी परत में हो सकता है।`,
            `शर्त पूरी करने वाले छोटे घन, जिन रंगे फलकों को वे छूते हैं उनके अनुसार: ${lines.hi}।`,
            `कुल: ${answer}।`,
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 180,
        numbers: [a, b, c],
        check(): QuestionAnswer {
          let got = 0;
          for (let x = 0; x < a; x++)
            for (let y = 0; y < b; y++)
              for (let z = 0; z < c; z++) {
                const touches = [z === c - 1, z === 0, y === 0, y === b - 1, x === 0, x === a - 1];
                const cols = touches.flatMap((t, f) =>
                  t && (layout[f] ?? -1) >= 0 ? [layout[f] as number] : [],
                );
                if (chosen.ask.test(cols)) got++;
              }
          return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
        },
      };
    }
  },
};
