import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

export const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
export const nCr = (n: number, r: number) =>
  r < 0 || r > n ? 0 : Math.round(factorial(n) / (factorial(r) * factorial(n - r)));
/** nCr in TeX; `{}` keeps the superscript off a preceding sign (not needed right after `$`). */
export const Ctex = (n: number | string, r: number | string, lead = false) =>
  `${lead ? '' : '{}'}^{${n}}C_{${r}}`;

/** Integer points: `m` on a line (the negative x-axis) and the rest on y = x², so no other three are collinear. */
function pointsFor(n: number, m: number): [number, number][] {
  const line = Array.from({ length: m }, (_, i) => [-(i + 1), 0] as [number, number]);
  const curve = Array.from({ length: n - m }, (_, i) => [i + 1, (i + 1) ** 2] as [number, number]);
  return [...line, ...curve];
}
const cross = (p: [number, number], q: [number, number], r: [number, number]) =>
  (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);

/** Points with some collinear: straight lines or triangles; a polygon's diagonals; handshakes back to people. */
export const pncPointsLinesTriangles: QuestionGenerator = {
  id: 'permutations-and-combinations/lines-triangles-handshakes',
  topic: 'permutations-and-combinations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['lines', 'triangles', 'diagonals', 'people'] as const);
    const n = ask === 'diagonals' ? rng.int(6, 20) : ask === 'people' ? rng.int(6, 25) : rng.int(8, 15);
    const m = ask === 'lines' || ask === 'triangles' ? rng.pick([0, rng.int(3, n - 3)]) : 0;
    const value = {
      lines: nCr(n, 2) - nCr(m, 2) + (m ? 1 : 0),
      triangles: nCr(n, 3) - nCr(m, 3),
      diagonals: (n * (n - 3)) / 2,
      people: n,
    }[ask];
    const handshakes = nCr(n, 2);
    const mistakes = {
      lines: [nCr(n, 2), nCr(n, 2) - nCr(m, 2), n * (n - 1), nCr(n, 2) - m + 1], // collinear ones not removed; the line itself not added back
      triangles: [nCr(n, 3), nCr(n, 3) - nCr(m, 2), nCr(n, 3) - nCr(m, 3) + 1, n * (n - 1) * (n - 2)],
      diagonals: [nCr(n, 2), n * (n - 3), (n * (n - 1)) / 2 - 1, (n * (n - 2)) / 2], // sides kept; not halved
      people: [n + 1, n - 1, Math.round(Math.sqrt(2 * handshakes)), handshakes / 2].filter(Number.isInteger),
    }[ask].filter((x) => x > 0 && x !== value);
    const { options, correctIndex } = choiceOptions(rng, value, mistakes);
    const where =
      m === 0
        ? { en: 'no three of which are collinear', hi: 'जिनमें से कोई तीन एक सरल रेखा पर नहीं हैं' }
        : {
            en: `of which exactly ${m} are collinear (no other three lie on a line)`,
            hi: `जिनमें से ठीक ${m} एक सरल रेखा पर हैं (इनके अलावा कोई तीन एक रेखा पर नहीं)`,
          };
    const statement = {
      lines: {
        en: `There are ${n} points in a plane, ${where.en}. How many different straight lines can be drawn through pairs of these points?`,
        hi: `एक समतल में ${n} बिंदु हैं, ${where.hi}। इन बिंदुओं के युग्मों से होकर कितनी अलग-अलग सरल रेखाएँ खींची जा सकती हैं?`,
      },
      triangles: {
        en: `There are ${n} points in a plane, ${where.en}. How many triangles can be formed with vertices at these points?`,
        hi: `एक समतल में ${n} बिंदु हैं, ${where.hi}। इन बिंदुओं को शीर्ष लेकर कितने त्रिभुज बनाए जा सकते हैं?`,
      },
      diagonals: {
        en: `How many diagonals does a convex polygon with ${n} sides have?`,
        hi: `${n} भुजाओं वाले एक उत्तल बहुभुज में कितने विकर्ण होते हैं?`,
      },
      people: {
        en: `At a meeting, every person shook hands exactly once with every other person, and there were ${handshakes} handshakes in all. How many people were at the meeting?`,
        hi: `एक बैठक में हर व्यक्ति ने हर दूसरे व्यक्ति से ठीक एक बार हाथ मिलाया, और कुल ${handshakes} बार हाथ मिलाए गए। बैठक में कितने लोग थे?`,
      },
    }[ask];
    const steps = {
      lines:
        m === 0
          ? {
              en: [`Every pair of points gives its own line: $${Ctex(n, 2, true)} = ${value}$.`],
              hi: [`हर बिंदु-युग्म से एक अलग रेखा बनती है: $${Ctex(n, 2, true)} = ${value}$।`],
            }
          : {
              en: [
                `Pairs of points: $${Ctex(n, 2, true)} = ${nCr(n, 2)}$. The $${Ctex(m, 2, true)} = ${nCr(m, 2)}$ pairs of the collinear points all give the same line, so remove them and add that one line back.`,
                `Lines $= ${nCr(n, 2)} - ${nCr(m, 2)} + 1 = ${value}$.`,
              ],
              hi: [
                `बिंदु-युग्म: $${Ctex(n, 2, true)} = ${nCr(n, 2)}$। सरेख बिंदुओं के $${Ctex(m, 2, true)} = ${nCr(m, 2)}$ युग्म एक ही रेखा देते हैं, अतः उन्हें घटाकर वह एक रेखा वापस जोड़ें।`,
                `रेखाएँ $= ${nCr(n, 2)} - ${nCr(m, 2)} + 1 = ${value}$।`,
              ],
            },
      triangles:
        m === 0
          ? {
              en: [`Every 3 points make a triangle: $${Ctex(n, 3, true)} = ${value}$.`],
              hi: [`हर 3 बिंदुओं से एक त्रिभुज बनता है: $${Ctex(n, 3, true)} = ${value}$।`],
            }
          : {
              en: [
                `Choices of 3 points: $${Ctex(n, 3, true)} = ${nCr(n, 3)}$. The $${Ctex(m, 3, true)} = ${nCr(m, 3)}$ choices from the collinear points make no triangle.`,
                `Triangles $= ${nCr(n, 3)} - ${nCr(m, 3)} = ${value}$.`,
              ],
              hi: [
                `3 बिंदुओं के चयन: $${Ctex(n, 3, true)} = ${nCr(n, 3)}$। सरेख बिंदुओं में से बने $${Ctex(m, 3, true)} = ${nCr(m, 3)}$ चयन त्रिभुज नहीं बनाते।`,
                `त्रिभुज $= ${nCr(n, 3)} - ${nCr(m, 3)} = ${value}$।`,
              ],
            },
      diagonals: {
        en: [
          `Segments joining two vertices: $${Ctex(n, 2, true)} = ${nCr(n, 2)}$; ${n} of them are sides.`,
          `Diagonals $= ${nCr(n, 2)} - ${n} = \\frac{${n}(${n} - 3)}{2} = ${value}$.`,
        ],
        hi: [
          `दो शीर्षों को जोड़ने वाले रेखाखंड: $${Ctex(n, 2, true)} = ${nCr(n, 2)}$; इनमें से ${n} भुजाएँ हैं।`,
          `विकर्ण $= ${nCr(n, 2)} - ${n} = \\frac{${n}(${n} - 3)}{2} = ${value}$।`,
        ],
      },
      people: {
        en: [
          `Each handshake is a pair of people: $${Ctex('n', 2, true)} = \\frac{n(n - 1)}{2} = ${handshakes}$, so $n(n - 1) = ${2 * handshakes}$.`,
          `$${2 * handshakes} = ${n} \\times ${n - 1}$, so $n = ${n}$.`,
        ],
        hi: [
          `हर हाथ मिलाना दो लोगों का एक युग्म है: $${Ctex('n', 2, true)} = \\frac{n(n - 1)}{2} = ${handshakes}$, अतः $n(n - 1) = ${2 * handshakes}$।`,
          `$${2 * handshakes} = ${n} \\times ${n - 1}$, अतः $n = ${n}$।`,
        ],
      },
    }[ask];
    return {
      title: { en: 'Lines, triangles, diagonals and handshakes', hi: 'रेखाएँ, त्रिभुज, विकर्ण और हाथ मिलाना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: ask === 'people' ? [handshakes] : m ? [n, m] : [n],
      check() {
        let count = 0;
        if (ask === 'people') {
          // Add handshakes person by person (the k-th newcomer shakes k − 1 hands) until the total is reached.
          let total = 0;
          while (total < handshakes) total += count++;
        } else if (ask === 'diagonals') {
          // Pairs of vertices that are not neighbours around the polygon.
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) if (j - i !== 1 && j - i !== n - 1) count++;
        } else {
          // Real points: m on a line, the rest on a parabola. Count triangles, or lines as pairs
          // whose smaller index is the first point on that line.
          const pts = pointsFor(n, m);
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              const a = pts[i] ?? [0, 0];
              const b = pts[j] ?? [0, 0];
              if (ask === 'lines') {
                let first = true;
                for (let k = 0; k < j; k++)
                  if (k !== i && cross(a, b, pts[k] ?? [0, 0]) === 0 && k < i) first = false;
                for (let k = i + 1; k < j; k++) if (cross(a, b, pts[k] ?? [0, 0]) === 0) first = false;
                if (first) count++;
              } else {
                for (let k = j + 1; k < n; k++) if (cross(a, b, pts[k] ?? [0, 0]) !== 0) count++;
              }
            }
          }
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** All the arrangements of a list, for the checkers (small n only). */
export function permutationsOf<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutationsOf([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/** Round a table: all seatings, two people together or apart; a necklace of different beads. */
export const pncCircularArrangements: QuestionGenerator = {
  id: 'permutations-and-combinations/circular-arrangements',
  topic: 'permutations-and-combinations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['all', 'together', 'apart', 'necklace'] as const);
    const n = rng.int(5, 8);
    const who = rng.pick([
      { en: 'people', hi: 'व्यक्तियों' },
      { en: 'friends', hi: 'मित्रों' },
      { en: 'guests', hi: 'मेहमानों' },
      { en: 'delegates', hi: 'प्रतिनिधियों' },
    ]);
    const ring = rng.pick([
      {
        en: `necklaces can be made with ${n} beads, all of different colours`,
        hi: `अलग-अलग रंगों के ${n} मनकों से कितने अलग-अलग हार बनाए जा सकते हैं`,
        thing: 'necklace',
        thingHi: 'हार',
      },
      {
        en: `garlands can be made with ${n} flowers, all of different kinds`,
        hi: `अलग-अलग किस्मों के ${n} फूलों से कितनी अलग-अलग मालाएँ बनाई जा सकती हैं`,
        thing: 'garland',
        thingHi: 'माला',
      },
      {
        en: `ways can ${n} different keys be put on a key ring`,
        hi: `${n} अलग-अलग चाबियों को एक छल्ले में कितने तरीकों से डाला जा सकता है`,
        thing: 'key ring',
        thingHi: 'छल्ला',
      },
    ]);
    const value = {
      all: factorial(n - 1),
      together: 2 * factorial(n - 2),
      apart: factorial(n - 1) - 2 * factorial(n - 2),
      necklace: factorial(n - 1) / 2,
    }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        all: [factorial(n), factorial(n - 1) / 2, factorial(n - 2), n * factorial(n - 1)], // a row, not a circle; a necklace
        together: [
          factorial(n - 2),
          2 * factorial(n - 1),
          factorial(n - 1) - 2 * factorial(n - 2),
          2 * factorial(n - 3),
        ], // the pair not swapped
        apart: [
          factorial(n - 1) - factorial(n - 2),
          factorial(n) - 2 * factorial(n - 1),
          2 * factorial(n - 2),
          factorial(n - 1),
        ],
        necklace: [factorial(n - 1), factorial(n), factorial(n) / 2, factorial(n - 2)], // flips not identified; a row
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const statement = {
      all: {
        en: `In how many ways can ${n} ${who.en} be seated around a circular table?`,
        hi: `${n} ${who.hi} को एक गोल मेज़ के चारों ओर कितने तरीकों से बैठाया जा सकता है?`,
      },
      together: {
        en: `In how many ways can ${n} ${who.en} be seated around a circular table if two particular ${who.en} must sit next to each other?`,
        hi: `${n} ${who.hi} को एक गोल मेज़ के चारों ओर कितने तरीकों से बैठाया जा सकता है, यदि उनमें से दो विशेष व्यक्ति साथ-साथ बैठें?`,
      },
      apart: {
        en: `In how many ways can ${n} ${who.en} be seated around a circular table if two particular ${who.en} must not sit next to each other?`,
        hi: `${n} ${who.hi} को एक गोल मेज़ के चारों ओर कितने तरीकों से बैठाया जा सकता है, यदि उनमें से दो विशेष व्यक्ति साथ-साथ न बैठें?`,
      },
      necklace: {
        en: `How many different ${ring.en}?`,
        hi: `${ring.hi}?`,
      },
    }[ask];
    const round = {
      en: `Around a circle only the order relative to one another matters: fix one of them in place, and arrange the other $${n} - 1$ in $(${n} - 1)! = ${factorial(n - 1)}$ ways.`,
      hi: `वृत्त पर केवल आपस का क्रम मायने रखता है: किसी एक को स्थिर करें और बाकी $${n} - 1$ को $(${n} - 1)! = ${factorial(n - 1)}$ तरीकों से व्यवस्थित करें।`,
    };
    const pair = {
      en: `Tie the two into one unit: $${n - 1}$ units around the table in $(${n - 1} - 1)! = ${factorial(n - 2)}$ ways, and the two swap places in $2$ ways: $2 \\times ${factorial(n - 2)} = ${2 * factorial(n - 2)}$.`,
      hi: `दोनों को एक इकाई मानें: $${n - 1}$ इकाइयाँ मेज़ के चारों ओर $(${n - 1} - 1)! = ${factorial(n - 2)}$ तरीकों से, और दोनों आपस में $2$ तरीकों से बदल सकते हैं: $2 \\times ${factorial(n - 2)} = ${2 * factorial(n - 2)}$।`,
    };
    const steps = {
      all: [round],
      together: [pair],
      apart: [
        round,
        pair,
        {
          en: `Not next to each other: $${factorial(n - 1)} - ${2 * factorial(n - 2)} = ${value}$.`,
          hi: `साथ-साथ नहीं: $${factorial(n - 1)} - ${2 * factorial(n - 2)} = ${value}$।`,
        },
      ],
      necklace: [
        round,
        {
          en: `A ${ring.thing} can be turned over, so each arrangement and its mirror image are the same: $\\frac{${factorial(n - 1)}}{2} = ${value}$.`,
          hi: `${ring.thingHi} को पलटा जा सकता है, इसलिए हर व्यवस्था और उसका दर्पण-प्रतिबिंब एक ही हैं: $\\frac{${factorial(n - 1)}}{2} = ${value}$।`,
        },
      ],
    }[ask];
    return {
      title: { en: 'Circular arrangements and necklaces', hi: 'वृत्ताकार व्यवस्थाएँ और हार' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.map((s) => s.en), '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.map((s) => s.hi), '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: ask === 'all' ? 40 : 70,
      numbers: [n, value],
      check() {
        // Seat person 0 first, then every order of the others is a different circular seating; for a
        // ring that can be turned over, keep an order only when it is not after its mirror image.
        let count = 0;
        for (const rest of permutationsOf(Array.from({ length: n - 1 }, (_, i) => i + 1))) {
          const p = [0, ...rest];
          if (ask === 'necklace') {
            const mirror = [0, ...[...rest].reverse()];
            if (mirror.join(',') < p.join(',')) continue;
          }
          const at1 = p.indexOf(1);
          const adjacent = at1 === 1 || at1 === n - 1;
          if ({ all: true, together: adjacent, apart: !adjacent, necklace: true }[ask]) count++;
        }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};
