import type { QuestionGenerator } from '../../generator.js';
import { CU_CM, METRES, PLAIN, unitQuestion } from './mensuration-2d-regions.js';

/** The volume of a cuboid from the areas of three of its faces: V = √(xy · yz · zx). */
export const mensuration3dCuboidFromFaces: QuestionGenerator = {
  id: 'mensuration-3d/cuboid-from-face-areas',
  topic: 'mensuration-3d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let [l, b, h] = [3, 4, 5];
    do {
      l = rng.int(2, 20);
      b = rng.int(2, 20);
      h = rng.int(2, 20);
    } while (l === b || b === h || l === h);
    const x = l * b;
    const y = b * h;
    const z = h * l;
    const v = l * b * h;
    const product = x * y * z;
    return unitQuestion(rng, {
      title: { en: 'Cuboid from the areas of three faces', hi: 'तीन फलकों के क्षेत्रफल से घनाभ' },
      statement: {
        en: `Three faces of a cuboid that meet at a corner have areas ${x} cm², ${y} cm² and ${z} cm². Find the volume of the cuboid.`,
        hi: `किसी घनाभ के एक कोने पर मिलने वाले तीन फलकों के क्षेत्रफल ${x} वर्ग सेमी, ${y} वर्ग सेमी और ${z} वर्ग सेमी हैं। घनाभ का आयतन ज्ञात कीजिए।`,
      },
      correct: v,
      mistakes: [
        2 * (x + y + z), // the total surface area instead
        x + y + z, // adds the three faces
        product, // forgets the square root
        v / 2,
        v + l * b,
      ],
      unit: CU_CM,
      steps: {
        en: [
          `With sides $l, b, h$ the faces are $lb = ${x}$, $bh = ${y}$, $hl = ${z}$.`,
          `Their product is $(lbh)^2 = ${x} \\times ${y} \\times ${z} = ${product}$, so $V = lbh = \\sqrt{${product}} = ${v}$ cm³ (the sides are ${l}, ${b} and ${h} cm).`,
        ],
        hi: [
          `भुजाएँ $l, b, h$ हों तो फलक $lb = ${x}$, $bh = ${y}$, $hl = ${z}$ हैं।`,
          `इनका गुणनफल $(lbh)^2 = ${x} \\times ${y} \\times ${z} = ${product}$ है, अतः $V = lbh = \\sqrt{${product}} = ${v}$ घन सेमी (भुजाएँ ${l}, ${b} और ${h} सेमी हैं)।`,
        ],
      },
      seconds: 70,
      numbers: [x, y, z],
      recompute: () => {
        // Find a whole side l with l·b = x and h·l = z, then check b·h = y.
        for (let s = 1; s <= x; s++) {
          if (x % s || z % s) continue;
          const bb = x / s;
          const hh = z / s;
          if (bb * hh === y) return s * bb * hh;
        }
        return -1;
      },
    });
  },
};

/** Boxes with a whole space diagonal: l ≤ b ≤ h ≤ 40 and d = √(l² + b² + h²). */
const BOXES: { l: number; b: number; h: number; d: number }[] = [];
for (let l = 2; l <= 40; l++) {
  for (let b = l; b <= 40; b++) {
    for (let h = b; h <= 40; h++) {
      const d = Math.sqrt(l * l + b * b + h * h);
      if (Number.isInteger(d)) BOXES.push({ l, b, h, d });
    }
  }
}

/** The longest rod that fits in a room (its diagonal), or the room's height from the rod. */
export const mensuration3dCuboidDiagonal: QuestionGenerator = {
  id: 'mensuration-3d/cuboid-diagonal',
  topic: 'mensuration-3d',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate(rng) {
    const box = rng.pick(BOXES);
    const [h, b, l] = rng.shuffle([box.l, box.b, box.h]) as [number, number, number];
    const d = box.d;
    const ask = rng.pick(['rod', 'rod', 'height'] as const);
    const sum = `${l}^2 + ${b}^2 + ${h}^2 = ${l * l} + ${b * b} + ${h * h} = ${d * d}`;
    if (ask === 'rod')
      return unitQuestion(rng, {
        title: { en: 'Longest rod in a room', hi: 'कमरे में सबसे लंबी छड़' },
        statement: {
          en: `A room is ${l} m long, ${b} m wide and ${h} m high. What is the length of the longest straight rod that can be placed in it?`,
          hi: `एक कमरा ${l} मीटर लंबा, ${b} मीटर चौड़ा और ${h} मीटर ऊँचा है। इसमें रखी जा सकने वाली सबसे लंबी सीधी छड़ की लंबाई कितनी है?`,
        },
        correct: d,
        mistakes: [
          Math.sqrt(l * l + b * b), // the floor's diagonal only
          l + b + h, // adds the three sides
          Math.max(l, b, h), // the longest side
          Math.sqrt(l * l + h * h), // a wall's diagonal
          Math.sqrt(b * b + h * h), // the other wall's diagonal
        ],
        unit: METRES,
        steps: {
          en: [
            `The longest rod lies along the room's diagonal, from a floor corner to the opposite ceiling corner.`,
            `$d^2 = ${sum}$, so $d = \\sqrt{${d * d}} = ${d}$ m.`,
          ],
          hi: [
            `सबसे लंबी छड़ कमरे के विकर्ण पर होगी, फ़र्श के एक कोने से छत के सामने वाले कोने तक।`,
            `$d^2 = ${sum}$, अतः $d = \\sqrt{${d * d}} = ${d}$ मीटर।`,
          ],
        },
        seconds: 40,
        numbers: [l, b, h],
        recompute: () => {
          // Floor diagonal first, then the right triangle it makes with the height.
          const floor = Math.hypot(l, b);
          return Math.hypot(floor, h);
        },
      });
    return unitQuestion(rng, {
      title: { en: 'Room height from its longest rod', hi: 'सबसे लंबी छड़ से कमरे की ऊँचाई' },
      statement: {
        en: `A room is ${l} m long and ${b} m wide, and the longest straight rod that fits in it is ${d} m long. How high is the room?`,
        hi: `एक कमरा ${l} मीटर लंबा और ${b} मीटर चौड़ा है, और इसमें आने वाली सबसे लंबी सीधी छड़ ${d} मीटर लंबी है। कमरे की ऊँचाई कितनी है?`,
      },
      correct: h,
      mistakes: [
        d - l - b, // subtracts the sides
        Math.sqrt(d * d - l * l), // subtracts only one side
        Math.sqrt(d * d + l * l + b * b), // adds the squares
        h * h, // forgets the square root
        Math.sqrt(d * d - b * b), // subtracts only the other side
        h + 1,
      ],
      unit: METRES,
      steps: {
        en: [
          `The longest rod is the room's diagonal: $d^2 = l^2 + b^2 + h^2$.`,
          `$h^2 = ${d}^2 - ${l}^2 - ${b}^2 = ${d * d} - ${l * l} - ${b * b} = ${h * h}$, so $h = ${h}$ m.`,
        ],
        hi: [
          `सबसे लंबी छड़ कमरे का विकर्ण है: $d^2 = l^2 + b^2 + h^2$।`,
          `$h^2 = ${d}^2 - ${l}^2 - ${b}^2 = ${d * d} - ${l * l} - ${b * b} = ${h * h}$, अतः $h = ${h}$ मीटर।`,
        ],
      },
      seconds: 50,
      numbers: [l, b, d],
      recompute: () => {
        // Try heights until the diagonal matches.
        for (let t = 1; t <= d; t++) if (l * l + b * b + t * t === d * d) return t;
        return -1;
      },
    });
  },
};

/** Counts of small cubes by painted faces in a p × q × r block painted all over, by enumeration. */
function paintedCounts(p: number, q: number, r: number): number[] {
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < q; j++) {
      for (let k = 0; k < r; k++) {
        const faces =
          Number(i === 0) +
          Number(i === p - 1) +
          Number(j === 0) +
          Number(j === q - 1) +
          Number(k === 0) +
          Number(k === r - 1);
        counts[faces] = (counts[faces] ?? 0) + 1;
      }
    }
  }
  return counts;
}

/**
 * CAT: a cuboid painted on all faces is cut into equal small cubes: how many have exactly two,
 * exactly one or no painted face (corners, edges, faces and the core counted apart).
 */
export const mensuration3dPaintedCuboidCubes: QuestionGenerator = {
  id: 'mensuration-3d/painted-cuboid-cubes',
  topic: 'mensuration-3d',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let [p, q, r] = [3, 4, 5];
    do {
      p = rng.int(3, 12);
      q = rng.int(3, 12);
      r = rng.int(3, 12);
    } while (p === q && q === r);
    const s = rng.pick([1, 2, 3, 4, 5]);
    const [a, b, c] = [p * s, q * s, r * s];
    const ask = rng.pick([2, 1, 0] as const);
    const [e1, e2, e3] = [p - 2, q - 2, r - 2];
    const two = 4 * (e1 + e2 + e3);
    const one = 2 * (e1 * e2 + e2 * e3 + e3 * e1);
    const none = e1 * e2 * e3;
    const correct = ask === 2 ? two : ask === 1 ? one : none;
    const which = {
      2: { en: 'exactly two faces painted', hi: 'जिनके ठीक दो फलक रंगे हों' },
      1: { en: 'exactly one face painted', hi: 'जिनका ठीक एक फलक रंगा हो' },
      0: { en: 'no face painted', hi: 'जिनका कोई भी फलक रंगा न हो' },
    }[ask];
    const mistakes = {
      // corners not removed from the edges; 2 edges of each length instead of 4; the corners
      // instead; the 8 corners taken off once in all instead of 2 from every edge
      2: [4 * (p + q + r), 2 * (e1 + e2 + e3), 8, 4 * (p + q + r) - 8],
      // whole faces counted; only three of the six faces; edges removed only once per face
      1: [
        2 * (p * q + q * r + r * p),
        e1 * e2 + e2 * e3 + e3 * e1,
        2 * ((p - 1) * (q - 1) + (q - 1) * (r - 1) + (r - 1) * (p - 1)),
      ],
      // one layer removed instead of one from each side; all minus the surface faces only
      0: [(p - 1) * (q - 1) * (r - 1), p * q * r - 2 * (p * q + q * r + r * p), (p - 2) * (q - 2) * (r - 1)],
    }[ask];
    const sizeStep =
      s === 1
        ? {
            en: `The block is ${p} × ${q} × ${r} unit cubes.`,
            hi: `घनाभ ${p} × ${q} × ${r} इकाई घनों से बना है।`,
          }
        : {
            en: `Cubes of side ${s} cm: the block is $\\frac{${a}}{${s}} \\times \\frac{${b}}{${s}} \\times \\frac{${c}}{${s}} = ${p} \\times ${q} \\times ${r}$ small cubes.`,
            hi: `${s} सेमी भुजा के घन: घनाभ $\\frac{${a}}{${s}} \\times \\frac{${b}}{${s}} \\times \\frac{${c}}{${s}} = ${p} \\times ${q} \\times ${r}$ छोटे घनों से बना है।`,
          };
    const rule = {
      2: {
        en: `Two painted faces: the cubes along the 12 edges without the 8 corners; each edge of $n$ cubes gives $n - 2$, and there are 4 edges of each length: $4(${e1} + ${e2} + ${e3}) = ${two}$.`,
        hi: `दो रंगे फलक: 12 किनारों पर के घन, 8 कोनों को छोड़कर; $n$ घनों वाला हर किनारा $n - 2$ देता है, और हर लंबाई के 4 किनारे हैं: $4(${e1} + ${e2} + ${e3}) = ${two}$।`,
      },
      1: {
        en: `One painted face: the inner part of each face, its border removed; a face of $m \\times n$ cubes gives $(m - 2)(n - 2)$, and the faces come in pairs: $2(${e1} \\times ${e2} + ${e2} \\times ${e3} + ${e3} \\times ${e1}) = ${one}$.`,
        hi: `एक रंगा फलक: हर फलक का भीतरी भाग, किनारे की पट्टी छोड़कर; $m \\times n$ घनों का फलक $(m - 2)(n - 2)$ देता है, और फलक जोड़ों में हैं: $2(${e1} \\times ${e2} + ${e2} \\times ${e3} + ${e3} \\times ${e1}) = ${one}$।`,
      },
      0: {
        en: `No painted face: the core left after peeling one layer from every side: $(${p} - 2)(${q} - 2)(${r} - 2) = ${e1} \\times ${e2} \\times ${e3} = ${none}$.`,
        hi: `कोई रंगा फलक नहीं: हर ओर से एक परत हटाने पर बचा भीतरी भाग: $(${p} - 2)(${q} - 2)(${r} - 2) = ${e1} \\times ${e2} \\times ${e3} = ${none}$।`,
      },
    }[ask];
    return unitQuestion(rng, {
      title: { en: 'Painted cuboid cut into small cubes', hi: 'रंगे घनाभ को छोटे घनों में काटना' },
      statement: {
        en: `A solid cuboid ${a} cm × ${b} cm × ${c} cm is painted on all its faces and then cut into cubes of side ${s} cm. How many of these cubes have ${which.en}?`,
        hi: `${a} सेमी × ${b} सेमी × ${c} सेमी के एक ठोस घनाभ के सभी फलकों को रंगा जाता है और फिर उसे ${s} सेमी भुजा वाले घनों में काटा जाता है। इनमें से कितने घन ऐसे हैं ${which.hi}?`,
      },
      correct,
      mistakes: mistakes.filter((m) => m !== correct),
      unit: PLAIN,
      steps: { en: [sizeStep.en, rule.en], hi: [sizeStep.hi, rule.hi] },
      seconds: 180,
      numbers: [a, b, c, s],
      recompute: () => paintedCounts(a / s, b / s, c / s)[ask] ?? -1,
    });
  },
};
