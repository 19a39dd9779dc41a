import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { degrees, wholePositive } from './answer-formats.js';

const diagonalsOf = (n: number) => (n * (n - 3)) / 2;
const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** The number of sides of a polygon from its number of diagonals, n(n − 3)/2 = D. */
export const polygonsSidesFromDiagonals: QuestionGenerator = {
  id: 'polygons/sides-from-diagonals',
  topic: 'polygons',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const n = rng.int(5, 45);
    const D = diagonalsOf(n);
    const wrong = [
      Math.round((1 + Math.sqrt(1 + 8 * D)) / 2), // solves n(n − 1)/2 = D (counts the sides as diagonals)
      n + 1,
      n - 1,
      n + 3, // adds 3 to the wrong root
      2 * n - 3,
    ].filter((w) => w !== n && w >= 3);
    const { options, correctIndex } = choiceOptions(rng, n, wholePositive(wrong));
    const statement = {
      en: `A convex polygon has ${D} diagonals. How many sides does it have?`,
      hi: `एक उत्तल बहुभुज के ${D} विकर्ण हैं। इसकी कितनी भुजाएँ हैं?`,
    };
    const solution = {
      en: [
        'Each of the $n$ vertices joins $n - 3$ others by a diagonal (not itself, not its two neighbours), and each diagonal is counted from both ends: $\\frac{n(n - 3)}{2}$ diagonals.',
        `$\\frac{n(n - 3)}{2} = ${D} \\Rightarrow n(n - 3) = ${2 * D} = ${n} \\times ${n - 3}$, so $n = ${n}$.`,
        '',
        `**Answer: ${n}**`,
      ].join('\n\n'),
      hi: [
        '$n$ शीर्षों में से हर शीर्ष $n - 3$ अन्य शीर्षों से विकर्ण द्वारा जुड़ता है (स्वयं और दो पड़ोसी छोड़कर), और हर विकर्ण दोनों सिरों से गिना जाता है: $\\frac{n(n - 3)}{2}$ विकर्ण।',
        `$\\frac{n(n - 3)}{2} = ${D} \\Rightarrow n(n - 3) = ${2 * D} = ${n} \\times ${n - 3}$, अतः $n = ${n}$।`,
        '',
        `**उत्तर: ${n}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Sides from the number of diagonals', hi: 'विकर्णों की संख्या से भुजाएँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [D, n],
      check() {
        // Count the diagonals of each n-gon pair by pair (non-adjacent vertex pairs) until D is reached.
        for (let m = 3; m <= 100; m++) {
          let count = 0;
          for (let i = 0; i < m; i++)
            for (let j = i + 1; j < m; j++) if (j - i !== 1 && !(i === 0 && j === m - 1)) count++;
          if (count === D) return { kind: 'choice', correct: [options.indexOf(String(m))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

type VertexAsk = 'triangles' | 'quadrilaterals';

/** How many triangles (or quadrilaterals) have their vertices among a polygon's vertices: C(n, k). */
export const polygonsVertexFigures: QuestionGenerator = {
  id: 'polygons/vertex-figures',
  topic: 'polygons',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const ask = rng.pick<VertexAsk>(['triangles', 'triangles', 'quadrilaterals']);
    const n = rng.int(6, ask === 'triangles' ? 30 : 24);
    const onCircle = rng.next() < 0.5; // the same count for points on a circle
    const k = ask === 'triangles' ? 3 : 4;
    const answer = choose(n, k);
    const perm = ask === 'triangles' ? n * (n - 1) * (n - 2) : n * (n - 1) * (n - 2) * (n - 3);
    const wrong = [
      perm, // counts ordered choices
      perm / 2, // divides by 2 only
      choose(n, k - 1), // chooses one vertex fewer
      choose(n - 1, k), // leaves out a vertex
      answer - n, // takes away the sides
    ];
    const { options, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const figure =
      ask === 'triangles' ? { en: 'triangles', hi: 'त्रिभुज' } : { en: 'quadrilaterals', hi: 'चतुर्भुज' };
    const statement = onCircle
      ? {
          en: `${n} points are marked on a circle. How many ${figure.en} can be drawn with their vertices among these points?`,
          hi: `एक वृत्त पर ${n} बिंदु अंकित हैं। इन बिंदुओं को शीर्ष लेकर कितने ${figure.hi} बनाए जा सकते हैं?`,
        }
      : {
          en: `How many ${figure.en} can be formed by joining the vertices of a convex polygon with ${n} sides (every vertex of each figure being a vertex of the polygon)?`,
          hi: `${n} भुजाओं वाले एक उत्तल बहुभुज के शीर्षों को मिलाकर कितने ${figure.hi} बनाए जा सकते हैं (हर आकृति के सभी शीर्ष बहुभुज के शीर्ष हों)?`,
        };
    const formula =
      k === 3
        ? `\\binom{${n}}{3} = \\frac{${n} \\times ${n - 1} \\times ${n - 2}}{6} = ${answer}`
        : `\\binom{${n}}{4} = \\frac{${n} \\times ${n - 1} \\times ${n - 2} \\times ${n - 3}}{24} = ${answer}`;
    const solution = {
      en: [
        `No three ${onCircle ? 'points on a circle' : 'vertices of a convex polygon'} are in a line, so any ${k} of them make one ${ask === 'triangles' ? 'triangle' : 'quadrilateral'}, whatever their order.`,
        `$${formula}$.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `${onCircle ? 'वृत्त पर स्थित' : 'उत्तल बहुभुज के'} कोई तीन ${onCircle ? 'बिंदु' : 'शीर्ष'} एक रेखा में नहीं होते, इसलिए इनमें से कोई भी ${k} (किसी भी क्रम में) एक ${figure.hi} बनाते हैं।`,
        `$${formula}$।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Figures on the vertices of a polygon', hi: 'बहुभुज के शीर्षों से बनी आकृतियाँ' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [n, answer],
      check() {
        // Enumerate increasing vertex tuples.
        let count = 0;
        const walk = (start: number, left: number) => {
          if (left === 0) {
            count++;
            return;
          }
          for (let v = start; v < n; v++) walk(v + 1, left - 1);
        };
        walk(0, k);
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

type ShareAsk = 'none' | 'exactly-one' | 'exactly-two' | 'at-least-one';

/**
 * CAT: triangles on a polygon's vertices that share no side, exactly one side, exactly two sides or
 * at least one side with the polygon.
 */
export const polygonsTrianglesSharingSides: QuestionGenerator = {
  id: 'polygons/triangles-sharing-sides',
  topic: 'polygons',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const n = rng.int(6, 30);
    const ask = rng.pick<ShareAsk>(['none', 'none', 'exactly-one', 'exactly-two', 'at-least-one']);
    const all = choose(n, 3);
    const two = n; // three consecutive vertices
    const one = n * (n - 4); // a side and a vertex not next to it
    const none = all - one - two;
    const answer =
      ask === 'none' ? none : ask === 'exactly-one' ? one : ask === 'exactly-two' ? two : one + two;
    const wrong = [
      all - n, // subtracts only the triangles with two sides
      all - one, // forgets the triangles with two sides
      n * (n - 2), // a side with any third vertex (the two-side triangles counted twice)
      all - n * (n - 2), // subtracts the double-counted triangles
      n * (n - 3), // a side with a vertex not on it, less one
      ask === 'none' ? one + two : none,
    ].filter((w) => w !== answer);
    const { options, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const askText = {
      none: { en: 'have no side in common with the polygon', hi: 'जिनकी कोई भी भुजा बहुभुज की भुजा न हो' },
      'exactly-one': {
        en: 'have exactly one side in common with the polygon',
        hi: 'जिनकी ठीक एक भुजा बहुभुज की भुजा हो',
      },
      'exactly-two': {
        en: 'have exactly two sides in common with the polygon',
        hi: 'जिनकी ठीक दो भुजाएँ बहुभुज की भुजाएँ हों',
      },
      'at-least-one': {
        en: 'have at least one side in common with the polygon',
        hi: 'जिनकी कम से कम एक भुजा बहुभुज की भुजा हो',
      },
    }[ask];
    const statement = {
      en: `Triangles are formed by joining the vertices of a convex polygon with ${n} sides. How many of them ${askText.en}?`,
      hi: `${n} भुजाओं वाले एक उत्तल बहुभुज के शीर्षों को मिलाकर त्रिभुज बनाए जाते हैं। ऐसे कितने त्रिभुज हैं ${askText.hi}?`,
    };
    const lines = {
      en: [
        `All triangles: $\\binom{${n}}{3} = ${all}$.`,
        `Two sides in common: three consecutive vertices, one for each starting vertex: $${n}$.`,
        `Exactly one side in common: choose a side ($${n}$ ways) and a third vertex that is not either end or next to either end: $${n} - 4 = ${n - 4}$ ways, so $${n} \\times ${n - 4} = ${one}$.`,
        ask === 'none'
          ? `No side in common: $${all} - ${one} - ${n} = ${none}$.`
          : ask === 'at-least-one'
            ? `At least one side: $${one} + ${n} = ${one + two}$.`
            : `So the count asked is $${answer}$.`,
      ],
      hi: [
        `कुल त्रिभुज: $\\binom{${n}}{3} = ${all}$।`,
        `दो भुजाएँ उभयनिष्ठ: तीन क्रमागत शीर्ष, हर आरंभिक शीर्ष के लिए एक: $${n}$।`,
        `ठीक एक भुजा उभयनिष्ठ: एक भुजा चुनें ($${n}$ तरीके) और ऐसा तीसरा शीर्ष जो न उसका सिरा हो न सिरों का पड़ोसी: $${n} - 4 = ${n - 4}$ तरीके, अतः $${n} \\times ${n - 4} = ${one}$।`,
        ask === 'none'
          ? `कोई भुजा उभयनिष्ठ नहीं: $${all} - ${one} - ${n} = ${none}$।`
          : ask === 'at-least-one'
            ? `कम से कम एक भुजा: $${one} + ${n} = ${one + two}$।`
            : `अतः पूछी गई संख्या $${answer}$ है।`,
      ],
    };
    const solution = {
      en: [...lines.en, '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...lines.hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return {
      title: { en: 'Triangles sharing sides with a polygon', hi: 'बहुभुज से भुजाएँ साझा करते त्रिभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [n, answer],
      check() {
        // Every triple of vertices, counting its sides that join neighbours on the polygon.
        const adjacent = (i: number, j: number) => (j - i + n) % n === 1 || (i - j + n) % n === 1;
        let count = 0;
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++)
            for (let k = j + 1; k < n; k++) {
              const shared = [adjacent(i, j), adjacent(j, k), adjacent(i, k)].filter(Boolean).length;
              const ok =
                ask === 'none'
                  ? shared === 0
                  : ask === 'exactly-one'
                    ? shared === 1
                    : ask === 'exactly-two'
                      ? shared === 2
                      : shared >= 1;
              if (ok) count++;
            }
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

type DiagonalClue = 'times' | 'exceed';
type DiagonalAsk = 'sides' | 'interior';

/**
 * A polygon whose diagonals are k times its sides (or exceed them by m): its sides, or the
 * interior angle if it is regular.
 */
export const polygonsDiagonalsVersusSides: QuestionGenerator = {
  id: 'polygons/diagonals-versus-sides',
  topic: 'polygons',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const clue = rng.pick<DiagonalClue>(['times', 'exceed']);
    // times: n(n − 3)/2 = kn gives n = 2k + 3; exceed: n(n − 3)/2 − n = m gives n(n − 5) = 2m.
    const REGULAR = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45];
    let n = 9;
    const ask = rng.pick<DiagonalAsk>(['sides', 'interior']);
    do {
      n = clue === 'times' ? 2 * rng.int(2, 20) + 3 : rng.int(7, 40);
    } while (ask === 'interior' && !REGULAR.includes(n));
    const k = (n - 3) / 2;
    const m = diagonalsOf(n) - n;
    const interior = 180 - 360 / n;
    const answer = ask === 'sides' ? n : interior;
    const wrongN = [
      clue === 'times' ? 2 * k + 1 : n + 1, // forgets that each diagonal is counted twice / near miss
      clue === 'times' ? k + 3 : n - 1,
      clue === 'times' ? 2 * k : n + 2,
      n + 2,
    ];
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      ask === 'sides'
        ? wholePositive(wrongN).filter((w) => w >= 3 && w !== n)
        : wholePositive(wrongN.map((w) => 180 - 360 / w)).filter((w) => w !== interior && w < 180),
      ask === 'sides' ? String : degrees,
    );
    const clueText =
      clue === 'times'
        ? {
            en: `The number of diagonals of a ${ask === 'interior' ? 'regular ' : ''}polygon is ${k} times the number of its sides.`,
            hi: `एक ${ask === 'interior' ? 'सम ' : ''}बहुभुज के विकर्णों की संख्या उसकी भुजाओं की संख्या की ${k} गुनी है।`,
          }
        : {
            en: `The number of diagonals of a ${ask === 'interior' ? 'regular ' : ''}polygon exceeds the number of its sides by ${m}.`,
            hi: `एक ${ask === 'interior' ? 'सम ' : ''}बहुभुज के विकर्णों की संख्या उसकी भुजाओं की संख्या से ${m} अधिक है।`,
          };
    const askText =
      ask === 'sides'
        ? { en: 'How many sides does it have?', hi: 'इसकी कितनी भुजाएँ हैं?' }
        : { en: 'Find each of its interior angles.', hi: 'इसका प्रत्येक अंतः कोण ज्ञात कीजिए।' };
    const statement = { en: `${clueText.en} ${askText.en}`, hi: `${clueText.hi} ${askText.hi}` };
    const solve =
      clue === 'times'
        ? `\\frac{n(n - 3)}{2} = ${k}n \\Rightarrow n - 3 = ${2 * k} \\Rightarrow n = ${n}`
        : `\\frac{n(n - 3)}{2} - n = ${m} \\Rightarrow n^2 - 5n - ${2 * m} = 0 \\Rightarrow (n - ${n})(n + ${n - 5}) = 0 \\Rightarrow n = ${n}`;
    const angleLine = {
      en: `Each exterior angle is $\\frac{360^\\circ}{${n}} = ${360 / n}^\\circ$, so each interior angle is $180^\\circ - ${360 / n}^\\circ = ${interior}^\\circ$.`,
      hi: `प्रत्येक बाह्य कोण $\\frac{360^\\circ}{${n}} = ${360 / n}^\\circ$ है, अतः प्रत्येक अंतः कोण $180^\\circ - ${360 / n}^\\circ = ${interior}^\\circ$ है।`,
    };
    const shown = ask === 'sides' ? String(n) : `$${interior}^\\circ$`;
    const solution = {
      en: [
        'An $n$-gon has $\\frac{n(n - 3)}{2}$ diagonals.',
        clue === 'times'
          ? `$${solve}$ (dividing by $n$, which is not 0).`
          : `$${solve}$ (the negative root is rejected).`,
        ...(ask === 'interior' ? [angleLine.en] : []),
        '',
        `**Answer: ${shown}**`,
      ].join('\n\n'),
      hi: [
        '$n$ भुजाओं वाले बहुभुज के $\\frac{n(n - 3)}{2}$ विकर्ण होते हैं।',
        clue === 'times'
          ? `$${solve}$ ($n$ शून्य नहीं है, इसलिए उससे भाग दिया)।`
          : `$${solve}$ (ऋणात्मक मूल अस्वीकार्य है)।`,
        ...(ask === 'interior' ? [angleLine.hi] : []),
        '',
        `**उत्तर: ${shown}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Polygon from diagonals compared with sides', hi: 'विकर्णों और भुजाओं की तुलना से बहुभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: clue === 'times' ? [k, answer] : [m, answer],
      check() {
        // Try every n-gon, counting non-adjacent vertex pairs as diagonals.
        for (let s = 3; s <= 200; s++) {
          const d = (s * (s - 1)) / 2 - s;
          if ((clue === 'times' && d === k * s) || (clue === 'exceed' && d - s === m)) {
            const value = ask === 'sides' ? String(s) : degrees(180 - 360 / s);
            return { kind: 'choice', correct: [options.indexOf(value)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
