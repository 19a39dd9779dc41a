import type { QuestionAnswer } from '@preparena/shared';
import { choiceOptions, type GeneratedQuestion } from '../../generator.js';
import {
  COLOURS,
  type Colour,
  colourAsks,
  FACE_NAMES,
  type FaceColours,
  smallCubes,
} from '../../generators/logical-reasoning/cubes-and-dices-visualisation.js';
import type { QuestionSetGenerator } from '../../set-generator.js';

/**
 * LRDI caselet on a painted cube: opposite faces painted in pairs of colours, the cube cut into
 * n × n × n small cubes, then some cubes removed (the eight corners, or the whole top layer).
 * `generate` counts each class of small cubes as a product over the three axes (first layer, last
 * layer or one of the n − 2 middle layers along each), leaving out the removed classes; each
 * question's `check` builds every small cube, drops the removed ones and counts directly.
 */

type Removal = 'none' | 'corners' | 'top';

/** Opposite faces share a colour; -1 leaves a pair unpainted. Pairs: top/bottom, front/back, left/right. */
const PAIR_LAYOUTS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 1, -1],
  [0, -1, 1],
  [-1, 0, 1],
];

interface Tagged {
  colours: number[];
  count: number;
  /** Layer along each axis: 0 first (top, front, left), 1 last, 2 middle. */
  layers: number[];
}

function taggedClasses(n: number, faces: FaceColours): Tagged[] {
  let classes: Tagged[] = [{ colours: [], count: 1, layers: [] }];
  for (let axis = 0; axis < 3; axis++) {
    const first = faces[2 * axis] ?? -1;
    const last = faces[2 * axis + 1] ?? -1;
    const layers = [
      { colours: first >= 0 ? [first] : [], count: 1 },
      { colours: last >= 0 ? [last] : [], count: 1 },
      { colours: [] as number[], count: n - 2 },
    ];
    classes = classes.flatMap((c) =>
      layers.map((l, i) => ({
        colours: [...c.colours, ...l.colours],
        count: c.count * l.count,
        layers: [...c.layers, i],
      })),
    );
  }
  return classes;
}

const removedClass = (removal: Removal, layers: number[]) =>
  removal === 'corners' ? layers.every((l) => l !== 2) : removal === 'top' ? layers[0] === 0 : false;

const removedCube = (removal: Removal, n: number, c: { x: number; y: number; z: number }) => {
  const end = (v: number) => v === 0 || v === n - 1;
  if (removal === 'corners') return end(c.x) && end(c.y) && end(c.z);
  if (removal === 'top') return c.z === n - 1;
  return false;
};

export const cubesAndDicesPaintedCubeSet: QuestionSetGenerator = {
  id: 'cubes-and-dices/painted-cube-caselet',
  topic: 'cubes-and-dices',
  difficulty: 'medium',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const n = rng.int(4, 8);
    const s = rng.int(1, 4);
    const side = n * s;
    const pairs = rng.pick(PAIR_LAYOUTS);
    const k = Math.max(...pairs) + 1;
    const palette = rng.shuffle(COLOURS).slice(0, k);
    const faces: number[] = pairs.flatMap((c) => [c, c]);
    const removal = rng.pick<Removal>(['none', 'corners', 'corners', 'top', 'top']);
    const classes = taggedClasses(n, faces).filter((c) => !removedClass(removal, c.layers));
    const remaining = classes.reduce((a, c) => a + c.count, 0);

    // The body: the painting, the cutting and the removal.
    const paintEn: string[] = [];
    const paintHi: string[] = [];
    pairs.forEach((c, axis) => {
      const a = FACE_NAMES[2 * axis];
      const b = FACE_NAMES[2 * axis + 1];
      if (!a || !b) return;
      if (c < 0) {
        paintEn.push(`the ${a.en} and ${b.en} faces are left unpainted`);
        paintHi.push(`${a.hi} और ${b.hi} फलकों को बिना रंगे छोड़ दिया जाता है`);
      } else {
        const col = palette[c] as Colour;
        paintEn.push(`the ${a.en} and ${b.en} faces are painted ${col.en}`);
        paintHi.push(`${a.hi} और ${b.hi} फलकों को ${col.hiObl} रंग से रंगा जाता है`);
      }
    });
    const removalText: Record<Removal, { en: string; hi: string }> = {
      none: { en: 'All the small cubes are kept.', hi: 'सभी छोटे घन रखे जाते हैं।' },
      corners: {
        en: 'Then the eight small cubes at the corners of the big cube are removed.',
        hi: 'इसके बाद बड़े घन के आठों कोनों वाले छोटे घन हटा दिए जाते हैं।',
      },
      top: {
        en: `Then the whole top layer of ${n * n} small cubes is removed.`,
        hi: `इसके बाद ${n * n} छोटे घनों वाली पूरी ऊपरी परत हटा दी जाती है।`,
      },
    };
    const body = {
      en: `A solid wooden cube of side ${side} cm is painted: ${paintEn.join('; ')}. When the paint is dry, the cube is cut into ${n ** 3} identical small cubes of side ${s} cm each. ${removalText[removal].en}\n\nAnswer the questions below about the small cubes that remain${removal === 'none' ? ' (all of them)' : ''}.`,
      hi: `${side} सेमी भुजा वाले लकड़ी के एक ठोस घन को इस प्रकार रंगा जाता है: ${paintHi.join('; ')}। रंग सूखने पर घन को ${s} सेमी भुजा वाले ${n ** 3} समान छोटे घनों में काटा जाता है। ${removalText[removal].hi}\n\nबचे हुए छोटे घनों के बारे में नीचे दिए गए प्रश्नों के उत्तर दीजिए${removal === 'none' ? ' (सभी घन बचे हैं)' : ''}।`,
    };

    // Questions: the ones with a non-zero answer, five of them (the count left first when cubes were removed).
    const asks = colourAsks(k, palette);
    const valued = asks
      .map((ask) => ({
        ask,
        value: classes.filter((c) => ask.test(c.colours)).reduce((a, c) => a + c.count, 0),
      }))
      .filter((v) => v.value > 0);
    const chosen = rng.shuffle(valued).slice(0, removal === 'none' ? 5 : 4);
    const questions: GeneratedQuestion[] = [];
    const layerNote = {
      en: `Along each direction a small cube lies in the first layer, the last layer or one of the $${n} - 2 = ${n - 2}$ middle layers; multiply the choices over the three directions`,
      hi: `प्रत्येक दिशा में छोटा घन पहली परत, अंतिम परत या बीच की $${n} - 2 = ${n - 2}$ परतों में से किसी एक में होता है; तीनों दिशाओं के विकल्पों को गुणा कीजिए`,
    };
    const removedNote: Record<Removal, { en: string; hi: string }> = {
      none: { en: '', hi: '' },
      corners: {
        en: ' and leave out the 8 corner cubes that were removed',
        hi: ' और हटाए गए 8 कोने वाले घनों को छोड़ दीजिए',
      },
      top: {
        en: ' and leave out the top layer that was removed',
        hi: ' और हटाई गई ऊपरी परत को छोड़ दीजिए',
      },
    };
    if (removal !== 'none') {
      const removed = n ** 3 - remaining;
      const { options, correctIndex } = choiceOptions(rng, remaining, [
        n ** 3,
        remaining - 8,
        remaining + n,
        (n - 1) ** 3,
      ]);
      questions.push({
        title: { en: 'Small cubes left', hi: 'बचे हुए छोटे घन' },
        type: 'single',
        statement: { en: 'How many small cubes remain?', hi: 'कितने छोटे घन बचे हैं?' },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: `$${side} \\div ${s} = ${n}$ cubes along each edge, $${n}^3 = ${n ** 3}$ in all; ${removed} are removed, so $${n ** 3} - ${removed} = ${remaining}$ remain.\n\n**Answer: ${remaining}**`,
          hi: `प्रत्येक किनारे पर $${side} \\div ${s} = ${n}$ घन, कुल $${n}^3 = ${n ** 3}$; ${removed} हटाए गए, अतः $${n ** 3} - ${removed} = ${remaining}$ बचे।\n\n**उत्तर: ${remaining}**`,
        },
        expectedSeconds: 30,
        numbers: [remaining],
        check(): QuestionAnswer {
          const left = smallCubes(n, faces).filter((c) => !removedCube(removal, n, c)).length;
          return { kind: 'choice', correct: [options.indexOf(String(left))] };
        },
      });
    }
    for (const { ask, value } of chosen) {
      const others = valued.filter((v) => v.ask !== ask).map((v) => v.value);
      const { options, correctIndex } = choiceOptions(rng, value, [
        ...rng.shuffle(others),
        value + 8,
        value - 4,
      ]);
      const merged = new Map<string, number>();
      for (const c of classes.filter((x) => ask.test(x.colours))) {
        const key = [...c.colours].sort((a, b) => a - b).join(',');
        merged.set(key, (merged.get(key) ?? 0) + c.count);
      }
      const parts = (lang: 'en' | 'hi') =>
        [...merged.entries()]
          .map(([key, count]) => {
            const cs = key === '' ? [] : key.split(',').map(Number);
            const name = cs.length
              ? cs.map((c) => (palette[c] as Colour)[lang]).join(' + ')
              : lang === 'en'
                ? 'no paint'
                : 'कोई रंग नहीं';
            return `${count} (${name})`;
          })
          .join(', ');
      questions.push({
        title: { en: 'Painted small cubes', hi: 'रंगे हुए छोटे घन' },
        type: 'single',
        statement: {
          en: `How many of the remaining small cubes have ${ask.en}?`,
          hi: `बचे हुए छोटे घनों में से ऐसे कितने हैं ${ask.hi}?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: `${layerNote.en}${removedNote[removal].en}. The cubes that qualify: ${parts('en')}. Total: ${value}.\n\n**Answer: ${value}**`,
          hi: `${layerNote.hi}${removedNote[removal].hi}। शर्त पूरी करने वाले घन: ${parts('hi')}। कुल: ${value}।\n\n**उत्तर: ${value}**`,
        },
        expectedSeconds: 60,
        numbers: [value],
        check(): QuestionAnswer {
          const got = smallCubes(n, faces).filter(
            (c) => !removedCube(removal, n, c) && ask.test(c.colours),
          ).length;
          return { kind: 'choice', correct: [options.indexOf(String(got))] };
        },
      });
    }
    return {
      set: {
        kind: 'passage',
        title: { en: 'A painted cube cut into small cubes', hi: 'छोटे घनों में काटा गया रंगा हुआ घन' },
        body,
      },
      questions,
      numbers: [side, s, n ** 3],
    };
  },
};
