import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Painted cubes cut into n × n × n small cubes. `generate` counts with formulas: the textbook
 * corner/edge/face/inner counts, and for coloured faces a product over the three axes (along each
 * axis a small cube lies in the low layer, the high layer or one of the n − 2 middle layers).
 * `check` builds every small cube, reads which painted faces of the big cube it touches, and counts.
 */

export interface Colour {
  en: string;
  /** Direct form (लाल, नीला). */
  hi: string;
  /** Oblique form before a postposition (लाल, नीले). */
  hiObl: string;
}

export const COLOURS: readonly Colour[] = [
  { en: 'red', hi: 'लाल', hiObl: 'लाल' },
  { en: 'blue', hi: 'नीला', hiObl: 'नीले' },
  { en: 'green', hi: 'हरा', hiObl: 'हरे' },
  { en: 'yellow', hi: 'पीला', hiObl: 'पीले' },
  { en: 'black', hi: 'काला', hiObl: 'काले' },
];

/** Faces of the big cube: 0 top, 1 bottom, 2 front, 3 back, 4 left, 5 right (axis = index >> 1). */
export const FACE_NAMES = [
  { en: 'top', hi: 'ऊपरी' },
  { en: 'bottom', hi: 'निचले' },
  { en: 'front', hi: 'सामने वाले' },
  { en: 'back', hi: 'पीछे वाले' },
  { en: 'left', hi: 'बाएँ' },
  { en: 'right', hi: 'दाएँ' },
] as const;

/** The colour (index into a palette) of each of the six faces, or -1 when the face is unpainted. */
export type FaceColours = readonly number[];

/** Every small cube with the colours it carries (one entry per painted face it touches). */
export function smallCubes(
  n: number,
  faces: FaceColours,
): { x: number; y: number; z: number; colours: number[] }[] {
  const out: { x: number; y: number; z: number; colours: number[] }[] = [];
  for (let x = 0; x < n; x++)
    for (let y = 0; y < n; y++)
      for (let z = 0; z < n; z++) {
        const colours: number[] = [];
        // z is height (top = n - 1), y depth (front = 0), x width (left = 0).
        const touches = [z === n - 1, z === 0, y === 0, y === n - 1, x === 0, x === n - 1];
        touches.forEach((t, f) => {
          const c = faces[f] ?? -1;
          if (t && c >= 0) colours.push(c);
        });
        out.push({ x, y, z, colours });
      }
  return out;
}

/** Classes of small cubes by the faces they carry, counted as a product over the three axes. */
export function axisClasses(n: number, faces: FaceColours): { colours: number[]; count: number }[] {
  let classes = [{ colours: [] as number[], count: 1 }];
  for (let axis = 0; axis < 3; axis++) {
    const first = faces[2 * axis] ?? -1; // top, front or left
    const second = faces[2 * axis + 1] ?? -1; // bottom, back or right
    const layers = [
      { colours: first >= 0 ? [first] : [], count: 1 },
      { colours: second >= 0 ? [second] : [], count: 1 },
      { colours: [] as number[], count: n - 2 },
    ];
    classes = classes.flatMap((c) =>
      layers.map((l) => ({ colours: [...c.colours, ...l.colours], count: c.count * l.count })),
    );
  }
  return classes.filter((c) => c.count > 0);
}

const countWhere = (classes: { colours: number[]; count: number }[], p: (colours: number[]) => boolean) =>
  classes.filter((c) => p(c.colours)).reduce((a, c) => a + c.count, 0);

// ---------------------------------------------------------------------------------------------
// All faces painted

type PaintKind = 'three' | 'two' | 'one' | 'zero' | 'atLeastOne' | 'atMostOne' | 'atLeastTwo';

const PAINT_KINDS: Record<PaintKind, { en: string; hi: string; test: (k: number) => boolean }> = {
  three: { en: 'exactly three faces painted', hi: 'जिनके ठीक तीन फलक रंगे हैं', test: (k) => k === 3 },
  two: { en: 'exactly two faces painted', hi: 'जिनके ठीक दो फलक रंगे हैं', test: (k) => k === 2 },
  one: { en: 'exactly one face painted', hi: 'जिनका केवल एक फलक रंगा है', test: (k) => k === 1 },
  zero: { en: 'no face painted', hi: 'जिनका कोई भी फलक रंगा नहीं है', test: (k) => k === 0 },
  atLeastOne: { en: 'at least one face painted', hi: 'जिनका कम से कम एक फलक रंगा है', test: (k) => k >= 1 },
  atMostOne: { en: 'at most one face painted', hi: 'जिनका अधिकतम एक फलक रंगा है', test: (k) => k <= 1 },
  atLeastTwo: { en: 'at least two faces painted', hi: 'जिनके कम से कम दो फलक रंगे हैं', test: (k) => k >= 2 },
};

/** A cube painted on every face and cut up: how many small cubes have k faces painted? */
export const cubesPaintedAllFaces: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/painted-cube',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = rng.int(3, 10);
    const s = rng.int(1, 5);
    const side = n * s;
    const kind = rng.pick(Object.keys(PAINT_KINDS) as PaintKind[]);
    const colour = rng.pick(COLOURS);
    const m = n - 2;
    const counts = { three: 8, two: 12 * m, one: 6 * m * m, zero: m * m * m };
    const value: Record<PaintKind, number> = {
      ...counts,
      atLeastOne: n ** 3 - m ** 3,
      atMostOne: counts.one + counts.zero,
      atLeastTwo: counts.three + counts.two,
    };
    const answer = value[kind];
    const distractors = [
      ...Object.values(value).filter((v) => v !== answer),
      12 * n, // edges counted with their corners
      6 * n * n, // whole faces counted
      (n - 1) ** 3,
      n ** 3,
    ];
    const { options, correctIndex } = choiceOptions(rng, answer, rng.shuffle(distractors));
    const givenByCount = rng.next() < 0.35;
    const cut = givenByCount
      ? { en: `${n ** 3} identical small cubes`, hi: `${n ** 3} समान छोटे घनों` }
      : { en: `small cubes of side ${s} cm each`, hi: `${s} सेमी भुजा वाले छोटे घनों` };
    const k = PAINT_KINDS[kind];
    const statement = {
      en: `A cube of side ${side} cm is painted ${colour.en} on all its faces and then cut into ${cut.en}. How many of the small cubes have ${k.en}?`,
      hi: `${side} सेमी भुजा वाले एक घन के सभी फलकों को ${colour.hiObl} रंग से रंगा जाता है और फिर उसे ${cut.hi} में काटा जाता है। ऐसे कितने छोटे घन हैं ${k.hi}?`,
    };
    const nLine = givenByCount
      ? {
          en: `$${n ** 3} = ${n}^3$, so each edge is cut into $n = ${n}$ small cubes.`,
          hi: `$${n ** 3} = ${n}^3$, अतः प्रत्येक किनारे पर $n = ${n}$ छोटे घन हैं।`,
        }
      : {
          en: `Each edge holds $n = ${side} \\div ${s} = ${n}$ small cubes.`,
          hi: `प्रत्येक किनारे पर $n = ${side} \\div ${s} = ${n}$ छोटे घन हैं।`,
        };
    const table = {
      en: `Three faces painted (corners): $8$. Two faces (edges, without corners): $12(n-2) = ${counts.two}$. One face (faces, without edges): $6(n-2)^2 = ${counts.one}$. None (inside): $(n-2)^3 = ${counts.zero}$. Check: $8 + ${counts.two} + ${counts.one} + ${counts.zero} = ${n ** 3}$.`,
      hi: `तीन फलक रंगे (कोने): $8$। दो फलक (कोनों को छोड़कर किनारे): $12(n-2) = ${counts.two}$। एक फलक (किनारों को छोड़कर फलक): $6(n-2)^2 = ${counts.one}$। कोई नहीं (भीतरी): $(n-2)^3 = ${counts.zero}$। जाँच: $8 + ${counts.two} + ${counts.one} + ${counts.zero} = ${n ** 3}$।`,
    };
    const solution = {
      en: [nLine.en, table.en, `Small cubes with ${k.en}: ${answer}.`, `**Answer: ${answer}**`].join('\n\n'),
      hi: [nLine.hi, table.hi, `ऐसे छोटे घन (${k.hi}): ${answer}।`, `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Painted cube cut into small cubes', hi: 'रंगा हुआ घन और छोटे घन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: givenByCount ? [side, n ** 3] : [side, s],
      check(): QuestionAnswer {
        const all = smallCubes(n, [0, 0, 0, 0, 0, 0]);
        const got = all.filter((c) => k.test(c.colours.length)).length;
        return { kind: 'choice', correct: [options.indexOf(String(got))] };
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Faces painted in different colours

/** How the faces are coloured: indices into the chosen colours, or -1 for unpainted. */
const LAYOUTS: readonly FaceColours[] = [
  [0, 0, 1, 1, 2, 2], // three colours on opposite pairs
  [0, 0, 1, 1, -1, -1], // two colours on opposite pairs, one pair unpainted
  [0, -1, 1, -1, -1, 2], // top, front and right in three colours, the rest unpainted
  [0, 0, 1, 2, 1, 2], // top and bottom one colour, front and left another, back and right a third
  [0, -1, 1, 1, 1, 1], // top one colour, the four sides another, bottom unpainted
  [0, 1, 2, 0, 1, 2], // each colour on two adjacent faces
];

function describeFaces(faces: FaceColours, palette: readonly Colour[]) {
  const en: string[] = [];
  const hi: string[] = [];
  const groups = new Map<number, number[]>();
  faces.forEach((c, f) => {
    groups.set(c, [...(groups.get(c) ?? []), f]);
  });
  const order = [...groups.keys()].sort((a, b) => (a < 0 ? 1 : b < 0 ? -1 : a - b));
  for (const c of order) {
    const fs = groups.get(c) ?? [];
    const namesEn = fs.map((f) => FACE_NAMES[f]?.en ?? '');
    const namesHi = fs.map((f) => FACE_NAMES[f]?.hi ?? '');
    const listEn =
      namesEn.length === 1
        ? namesEn[0]
        : `${namesEn.slice(0, -1).join(', ')} and ${namesEn[namesEn.length - 1]}`;
    const listHi =
      namesHi.length === 1
        ? namesHi[0]
        : `${namesHi.slice(0, -1).join(', ')} और ${namesHi[namesHi.length - 1]}`;
    const plural = fs.length > 1;
    if (c < 0) {
      en.push(`the ${listEn} face${plural ? 's are' : ' is'} left unpainted`);
      hi.push(`${listHi} ${plural ? 'फलकों' : 'फलक'} को बिना रंगे छोड़ दिया जाता है`);
    } else {
      const col = palette[c] as Colour;
      en.push(`the ${listEn} face${plural ? 's are' : ' is'} painted ${col.en}`);
      hi.push(`${listHi} ${plural ? 'फलकों' : 'फलक'} को ${col.hiObl} रंग से रंगा जाता है`);
    }
  }
  const joinEn = `${en.slice(0, -1).join('; ')} and ${en[en.length - 1]}`;
  const joinHi = `${hi.slice(0, -1).join('; ')} और ${hi[hi.length - 1]}`;
  return { en: joinEn.charAt(0).toUpperCase() + joinEn.slice(1), hi: joinHi };
}

export interface ColourAsk {
  en: string;
  hi: string;
  test: (colours: number[]) => boolean;
}

/** The questions one can ask about a colouring with colours 0..k-1 (named from the palette). */
export function colourAsks(k: number, palette: readonly Colour[]): ColourAsk[] {
  const distinct = (cs: number[]) => new Set(cs).size;
  const asks: ColourAsk[] = [
    { en: 'no paint on any face', hi: 'जिन पर कोई भी रंग नहीं है', test: (cs) => cs.length === 0 },
    { en: 'exactly one painted face', hi: 'जिनका ठीक एक फलक रंगा है', test: (cs) => cs.length === 1 },
    { en: 'exactly two painted faces', hi: 'जिनके ठीक दो फलक रंगे हैं', test: (cs) => cs.length === 2 },
    { en: 'exactly three painted faces', hi: 'जिनके ठीक तीन फलक रंगे हैं', test: (cs) => cs.length === 3 },
    {
      en: 'paint of exactly two different colours',
      hi: 'जिन पर ठीक दो अलग-अलग रंग हैं',
      test: (cs) => distinct(cs) === 2,
    },
  ];
  if (k >= 3)
    asks.push({ en: 'all three colours', hi: 'जिन पर तीनों रंग हैं', test: (cs) => distinct(cs) === 3 });
  for (let a = 0; a < k; a++) {
    const ca = palette[a] as Colour;
    asks.push({
      en: `${ca.en} paint and no other colour`,
      hi: `जिन पर केवल ${ca.hi} रंग है (कोई दूसरा रंग नहीं)`,
      test: (cs) => cs.length > 0 && cs.every((c) => c === a),
    });
    asks.push({
      en: `at least one ${ca.en} face`,
      hi: `जिनका कम से कम एक फलक ${ca.hi} है`,
      test: (cs) => cs.includes(a),
    });
    for (let b = a + 1; b < k; b++) {
      const cb = palette[b] as Colour;
      asks.push({
        en: `both ${ca.en} and ${cb.en} paint`,
        hi: `जिन पर ${ca.hi} और ${cb.hi} दोनों रंग हैं`,
        test: (cs) => cs.includes(a) && cs.includes(b),
      });
    }
  }
  return asks;
}

/** Faces in several colours: count the small cubes with a given combination of colours. */
export const cubesColouredFaces: QuestionGenerator = {
  id: 'cubes-and-dices-visualisation/coloured-faces',
  topic: 'cubes-and-dices-visualisation',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = rng.int(3, 8);
    const layout = rng.pick(LAYOUTS);
    const k = Math.max(...layout) + 1;
    const palette = rng.shuffle(COLOURS).slice(0, k);
    const classes = axisClasses(n, layout);
    const asks = colourAsks(k, palette);
    const valued = asks.map((a) => ({ ask: a, value: countWhere(classes, a.test) }));
    const usable = valued.filter((v) => v.value > 0);
    const chosen = rng.pick(usable);
    const answer = chosen.value;
    const distractors = rng.shuffle(valued.filter((v) => v !== chosen).map((v) => v.value));
    const { options, correctIndex } = choiceOptions(rng, answer, [...distractors, n ** 3 - answer]);
    const desc = describeFaces(layout, palette);
    const statement = {
      en: `A wooden cube is painted as follows: ${desc.en}. It is then cut into ${n ** 3} identical small cubes. How many of the small cubes have ${chosen.ask.en}?`,
      hi: `लकड़ी के एक घन को इस प्रकार रंगा जाता है: ${desc.hi}। फिर उसे ${n ** 3} समान छोटे घनों में काटा जाता है। ऐसे कितने छोटे घन हैं ${chosen.ask.hi}?`,
    };
    // Solution: name the layers along each axis and list the classes that qualify.
    const axisWords = [
      { en: 'top / bottom / middle', hi: 'ऊपरी / निचली / बीच की' },
      { en: 'front / back / middle', hi: 'सामने / पीछे / बीच की' },
      { en: 'left / right / middle', hi: 'बाएँ / दाएँ / बीच की' },
    ];
    // Classes with the same paint (in any order) are merged for the reader.
    const merged = new Map<string, { colours: number[]; count: number }>();
    for (const c of classes.filter((x) => chosen.ask.test(x.colours))) {
      const colours = [...c.colours].sort((a, b) => a - b);
      const key = colours.join(',');
      const prev = merged.get(key);
      merged.set(key, { colours, count: (prev?.count ?? 0) + c.count });
    }
    const matching = [...merged.values()];
    const colourName = (c: number, lang: 'en' | 'hi') => (palette[c] as Colour)[lang];
    const describeClass = (c: { colours: number[]; count: number }, lang: 'en' | 'hi') =>
      `${c.count} (${c.colours.length ? c.colours.map((x) => colourName(x, lang)).join(' + ') : lang === 'en' ? 'no paint' : 'कोई रंग नहीं'})`;
    const groupsEn = matching.map((c) => describeClass(c, 'en'));
    const groupsHi = matching.map((c) => describeClass(c, 'hi'));
    const solution = {
      en: [
        `Each edge holds $n = ${n}$ small cubes ($${n}^3 = ${n ** 3}$). Along each direction (${axisWords.map((a) => a.en).join('; ')}) a small cube lies in the first layer (1 cube wide), the last layer (1) or one of the $n - 2 = ${n - 2}$ middle layers; the paint it carries comes from the faces of the layers it lies in.`,
        `Multiplying the choices over the three directions, the small cubes that qualify are: ${groupsEn.join(', ')}.`,
        `Total: ${answer}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `प्रत्येक किनारे पर $n = ${n}$ छोटे घन हैं ($${n}^3 = ${n ** 3}$)। प्रत्येक दिशा (${axisWords.map((a) => a.hi).join('; ')} परत) में छोटा घन पहली परत (1 घन मोटी), अंतिम परत (1) या बीच की $n - 2 = ${n - 2}$ परतों में से किसी एक में होता है; उस पर वही रंग होते हैं जो उन परतों के बाहरी फलकों पर हैं।`,
        `तीनों दिशाओं के विकल्पों को गुणा करने पर शर्त पूरी करने वाले छोटे घन: ${groupsHi.join(', ')}।`,
        `कुल: ${answer}।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Cube painted in different colours', hi: 'अलग-अलग रंगों से रंगा घन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [n ** 3, answer],
      check(): QuestionAnswer {
        const got = smallCubes(n, layout).filter((c) => chosen.ask.test(c.colours)).length;
        return { kind: 'choice', correct: [options.indexOf(String(got))] };
      },
    };
  },
};
