import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { choiceQuestion, range, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Cubes and dice (group D7): a block painted while standing on the floor, a cutting caselet (SSC
 * CGL, Bank PO, CAT). A cuboid of l × b × h unit cubes is painted on its top and four sides (not the
 * bottom), then cut into unit cubes; the questions count cubes by painted faces. `generate` counts
 * by formulas for corners, edges and faces (the bottom layer counted apart); each checker cuts the
 * block cube by cube and counts the painted faces of each.
 */

/** Painted faces of the unit cube (x, y, z) of an l × b × h block painted on all faces but the bottom. */
function painted(l: number, b: number, h: number, x: number, y: number, z: number): number {
  return (
    (x === 0 ? 1 : 0) +
    (x === l - 1 ? 1 : 0) +
    (y === 0 ? 1 : 0) +
    (y === b - 1 ? 1 : 0) +
    (z === h - 1 ? 1 : 0)
  );
}
function tallyByCutting(l: number, b: number, h: number): number[] {
  const out = range(6).map(() => 0);
  for (const x of range(l))
    for (const y of range(b))
      for (const z of range(h)) {
        const k = painted(l, b, h, x, y, z);
        out[k] = (out[k] as number) + 1;
      }
  return out;
}

/** A block painted on top and sides, cut into unit cubes. */
export const cubesBlockOnFloor: QuestionSetGenerator = {
  id: 'cubes-and-dices/block-on-floor',
  topic: 'cubes-and-dices',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const [l, b, h] = rng.shuffle([3, 4, 5, 6, 7]).slice(0, 3) as [number, number, number];
    // By formulas. Upper layers (h − 1 of them) and the top layer are painted on the sides; the top
    // layer also on top; the bottom layer is like a middle layer (its floor face is unpainted).
    const sideRing = 2 * (l - 2) + 2 * (b - 2); // side cubes of a layer that are not at a vertical edge
    const inner = (l - 2) * (b - 2);
    const three = 4; // top corners: two sides and the top
    const two = 4 * (h - 1) + sideRing; // vertical edges below the top, and the top's side edges
    const one = sideRing * (h - 1) + inner; // sides below the top layer, and the top's inside
    const zero = inner * (h - 1);
    const nText = (x: number) => T(String(x), String(x));
    const questions: GeneratedQuestion[] = [];
    const ask = (q: {
      title: Text;
      statement: Text;
      value: number;
      slips: number[];
      explain: Text;
      check: () => number;
    }) => {
      const slips = [...q.slips, q.value + l, q.value - b, q.value + 4].filter((x) => x >= 0).map(nText);
      const made = textOptions(rng, nText(q.value), slips, []);
      questions.push(
        choiceQuestion(
          { ...q, answer: nText(q.value), ...made, seconds: 150, checkAnswer: () => String(q.check()) },
          T('', ''),
        ),
      );
    };
    ask({
      title: T('Three painted faces', 'तीन रंगे फलक'),
      statement: T('How many cubes have exactly three faces painted?', 'कितने घनों के ठीक तीन फलक रंगे हैं?'),
      value: three,
      // Slip: eight corners, as if the bottom were painted too.
      slips: [8, 0, 2],
      explain: T(
        'Only the four top corners touch three painted faces (two sides and the top); the bottom corners lose the unpainted floor face.',
        'केवल ऊपर के चार कोनों वाले घन तीन रंगे फलकों (दो बगल और ऊपर) को छूते हैं; नीचे के कोनों का फ़र्श वाला फलक बिना रंग का है।',
      ),
      check: () => tallyByCutting(l, b, h)[3] as number,
    });
    ask({
      title: T('Two painted faces', 'दो रंगे फलक'),
      statement: T('How many cubes have exactly two faces painted?', 'कितने घनों के ठीक दो फलक रंगे हैं?'),
      value: two,
      // Slip: the all-round count 4(l + b + h − 6).
      slips: [4 * (l + b + h - 6), 4 * h + sideRing],
      explain: T(
        `The four vertical edges below the top layer give 4 × ${h - 1} = ${4 * (h - 1)} (the bottom cubes there have two painted sides too); the top layer's edges without corners give 2(${l} − 2) + 2(${b} − 2) = ${sideRing}. Total ${two}.`,
        `ऊपरी परत के नीचे चार खड़े किनारों से 4 × ${h - 1} = ${4 * (h - 1)} (वहाँ के सबसे नीचे वाले घनों के भी दो बगल रंगे हैं); ऊपरी परत के कोनों को छोड़कर किनारों से 2(${l} − 2) + 2(${b} − 2) = ${sideRing}। कुल ${two}।`,
      ),
      check: () => tallyByCutting(l, b, h)[2] as number,
    });
    ask({
      title: T('One painted face', 'एक रंगा फलक'),
      statement: T('How many cubes have exactly one face painted?', 'कितने घनों का ठीक एक फलक रंगा है?'),
      value: one,
      slips: [2 * ((l - 2) * (b - 2) + (l - 2) * (h - 2) + (b - 2) * (h - 2)), sideRing * (h - 2) + inner],
      explain: T(
        `Below the top layer each of the ${h - 1} layers has ${sideRing} side cubes away from the vertical edges: ${sideRing} × ${h - 1} = ${sideRing * (h - 1)}; the top layer adds its ${l - 2} × ${b - 2} = ${inner} inside cubes. Total ${one}.`,
        `ऊपरी परत के नीचे की ${h - 1} परतों में से हर एक में खड़े किनारों से अलग ${sideRing} बगल वाले घन हैं: ${sideRing} × ${h - 1} = ${sideRing * (h - 1)}; ऊपरी परत के ${l - 2} × ${b - 2} = ${inner} भीतरी घन जोड़ें। कुल ${one}।`,
      ),
      check: () => tallyByCutting(l, b, h)[1] as number,
    });
    ask({
      title: T('No paint', 'बिना रंग'),
      statement: T('How many cubes have no face painted?', 'कितने घनों का कोई भी फलक रंगा नहीं है?'),
      value: zero,
      // Slip: the all-round inside (l − 2)(b − 2)(h − 2).
      slips: [(l - 2) * (b - 2) * (h - 2), inner * h],
      explain: T(
        `The unpainted cubes are the inside columns, (${l} − 2) × (${b} − 2) = ${inner} of them, in every layer but the top: ${inner} × ${h - 1} = ${zero}.`,
        `बिना रंग वाले घन भीतरी स्तंभों के हैं, (${l} − 2) × (${b} − 2) = ${inner}, ऊपरी परत को छोड़कर हर परत में: ${inner} × ${h - 1} = ${zero}।`,
      ),
      check: () => tallyByCutting(l, b, h)[0] as number,
    });
    const body = T(
      `A wooden block ${l} cm long, ${b} cm wide and ${h} cm high stands on the floor. Its top and its four sides are painted, but not the face resting on the floor. The block is then cut into cubes of side 1 cm.`,
      `${l} सेमी लंबा, ${b} सेमी चौड़ा और ${h} सेमी ऊँचा लकड़ी का एक गुटका फ़र्श पर रखा है। इसके ऊपरी फलक और चारों बगल वाले फलकों को रंगा जाता है, पर फ़र्श पर टिके फलक को नहीं। फिर गुटके को 1 सेमी भुजा वाले घनों में काटा जाता है।`,
    );
    return {
      set: { kind: 'passage', title: T('A block painted on the floor', 'फ़र्श पर रखकर रंगा गुटका'), body },
      questions,
      numbers: [l, b, h],
    };
  },
};
