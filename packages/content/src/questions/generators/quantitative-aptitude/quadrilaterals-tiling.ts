import { gcd } from '../../arithmetic.js';
import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { rupees, wholePositive } from './answer-formats.js';

type PathKind = 'outside' | 'inside' | 'cross';

/** A path around (outside or inside) a rectangular lawn, or two crossing roads: its area or cost. */
export const quadrilateralsRectanglePath: QuestionGenerator = {
  id: 'quadrilaterals/rectangle-path',
  topic: 'quadrilaterals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const kind = rng.pick<PathKind>(['outside', 'inside', 'cross']);
    const l = rng.int(20, 80);
    let b = rng.int(12, 60);
    while (b >= l) b = rng.int(12, 60);
    const w = rng.int(1, 4);
    const area =
      kind === 'outside'
        ? (l + 2 * w) * (b + 2 * w) - l * b
        : kind === 'inside'
          ? l * b - (l - 2 * w) * (b - 2 * w)
          : w * (l + b) - w * w;
    const withCost = rng.next() < 0.4;
    const rate = rng.pick([5, 8, 10, 12, 15, 20, 25]);
    const answer = withCost ? area * rate : area;
    const wrongAreas =
      kind === 'outside'
        ? [(l + w) * (b + w) - l * b, 2 * w * (l + b), (l + 2 * w) * (b + 2 * w)] // width once, corners left out, whole plot
        : kind === 'inside'
          ? [l * b - (l - w) * (b - w), 2 * w * (l + b), (l - 2 * w) * (b - 2 * w)] // width once, corners twice, the lawn
          : [w * (l + b), w * (l + b) + w * w, 2 * w * (l + b)]; // crossing square counted twice, …
    const wrong = wrongAreas.map((x) => (withCost ? x * rate : x));
    const { options: raw, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const options = withCost
      ? raw.map((o) => rupees(Number(o)))
      : raw.map((o) => ({ en: `${o} m²`, hi: `${o} वर्ग मीटर` }));
    const where = {
      outside: {
        en: `A path ${w} m wide runs all around the outside of a rectangular lawn ${l} m long and ${b} m wide.`,
        hi: `${l} मीटर लंबे और ${b} मीटर चौड़े एक आयताकार लॉन के चारों ओर बाहर की तरफ़ ${w} मीटर चौड़ा रास्ता बना है।`,
      },
      inside: {
        en: `A path ${w} m wide runs all around the inside edge of a rectangular park ${l} m long and ${b} m wide.`,
        hi: `${l} मीटर लंबे और ${b} मीटर चौड़े एक आयताकार पार्क के अंदर किनारे-किनारे चारों ओर ${w} मीटर चौड़ा रास्ता बना है।`,
      },
      cross: {
        en: `Two roads, each ${w} m wide, cross at right angles through the middle of a rectangular field ${l} m long and ${b} m wide, one parallel to each side.`,
        hi: `${l} मीटर लंबे और ${b} मीटर चौड़े एक आयताकार मैदान के बीच से ${w} मीटर चौड़ी दो सड़कें समकोण पर गुज़रती हैं, एक लंबाई के और दूसरी चौड़ाई के समांतर।`,
      },
    }[kind];
    const what = withCost
      ? {
          en: `Find the cost of paving ${kind === 'cross' ? 'the roads' : 'the path'} at ₹${rate} per m².`,
          hi: `₹${rate} प्रति वर्ग मीटर की दर से ${kind === 'cross' ? 'सड़कों' : 'रास्ते'} को पक्का करने का खर्च ज्ञात कीजिए।`,
        }
      : {
          en: `Find the area of ${kind === 'cross' ? 'the roads' : 'the path'}.`,
          hi: `${kind === 'cross' ? 'सड़कों' : 'रास्ते'} का क्षेत्रफल ज्ञात कीजिए।`,
        };
    const statement = { en: `${where.en} ${what.en}`, hi: `${where.hi} ${what.hi}` };
    const work = {
      outside: `(${l} + 2 \\times ${w})(${b} + 2 \\times ${w}) - ${l} \\times ${b} = ${(l + 2 * w) * (b + 2 * w)} - ${l * b} = ${area}`,
      inside: `${l} \\times ${b} - (${l} - 2 \\times ${w})(${b} - 2 \\times ${w}) = ${l * b} - ${(l - 2 * w) * (b - 2 * w)} = ${area}`,
      cross: `${w} \\times ${l} + ${w} \\times ${b} - ${w}^2 = ${w * l} + ${w * b} - ${w * w} = ${area}`,
    }[kind];
    const why = {
      outside: {
        en: 'The path is the larger rectangle (the lawn and the path) less the lawn.',
        hi: 'रास्ता = बड़ा आयत (लॉन और रास्ता मिलाकर) − लॉन।',
      },
      inside: {
        en: 'The path is the park less the inner rectangle, which is shorter by the width at both ends.',
        hi: 'रास्ता = पार्क − भीतरी आयत, जो दोनों सिरों पर चौड़ाई जितना छोटा है।',
      },
      cross: {
        en: 'The two roads overlap in a square of side the width, which must be counted once.',
        hi: 'दोनों सड़कें चौड़ाई जितनी भुजा वाले एक वर्ग में एक-दूसरे पर चढ़ती हैं, जिसे एक ही बार गिनना है।',
      },
    }[kind];
    const costLine = withCost
      ? [
          {
            en: `Cost $= ${area} \\times ${rate} = ${answer}$ rupees.`,
            hi: `खर्च $= ${area} \\times ${rate} = ${answer}$ रुपये।`,
          },
        ]
      : [];
    const shownEn = withCost ? rupees(answer) : `${answer} m²`;
    const shownHi = withCost ? rupees(answer) : `${answer} वर्ग मीटर`;
    const solution = {
      en: [why.en, `Area $= ${work}$ m².`, ...costLine.map((c) => c.en), '', `**Answer: ${shownEn}**`].join(
        '\n\n',
      ),
      hi: [
        why.hi,
        `क्षेत्रफल $= ${work}$ वर्ग मीटर।`,
        ...costLine.map((c) => c.hi),
        '',
        `**उत्तर: ${shownHi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Path around or across a rectangle', hi: 'आयत के चारों ओर या बीच से रास्ता' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: withCost ? 75 : 60,
      numbers: withCost ? [l, b, w, rate, answer] : [l, b, w, answer],
      check() {
        // Count the 1 m × 1 m cells of the whole plot that lie on the path.
        const outer = kind === 'outside' ? w : 0;
        let cells = 0;
        for (let x = -outer; x < l + outer; x++) {
          for (let y = -outer; y < b + outer; y++) {
            const inLawn = x >= 0 && x < l && y >= 0 && y < b;
            const onPath =
              kind === 'outside'
                ? !inLawn
                : kind === 'inside'
                  ? x < w || x >= l - w || y < w || y >= b - w
                  : (x >= Math.floor((l - w) / 2) && x < Math.floor((l - w) / 2) + w) ||
                    (y >= Math.floor((b - w) / 2) && y < Math.floor((b - w) / 2) + w);
            if (onPath) cells++;
          }
        }
        const value = withCost ? cells * rate : cells;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** A length in metres and centimetres: `15 m 17 cm`. */
const mcm = (cm: number) => (cm % 100 === 0 ? `${cm / 100} m` : `${Math.floor(cm / 100)} m ${cm % 100} cm`);
const mcmHi = (cm: number) =>
  cm % 100 === 0 ? `${cm / 100} मीटर` : `${Math.floor(cm / 100)} मीटर ${cm % 100} सेमी`;

type TileAsk = 'count' | 'side';

/**
 * A floor in metres and centimetres paved with the largest identical square tiles (no
 * cutting): the tile's side is the HCF of the sides; the least number of tiles.
 */
export const quadrilateralsLargestSquareTiles: QuestionGenerator = {
  id: 'quadrilaterals/largest-square-tiles',
  topic: 'quadrilaterals',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let g = 1;
    let p = 1;
    let q = 1;
    do {
      g = rng.int(6, 60);
      p = rng.int(3, 40);
      q = rng.int(3, 40);
    } while (p <= q || gcd(p, q) !== 1 || g * p < 300 || g * p > 2500 || g * q < 200);
    const L = g * p; // cm
    const B = g * q;
    const ask = rng.pick<TileAsk>(['count', 'count', 'side']);
    const tiles = p * q;
    const answer = ask === 'count' ? tiles : g;
    const factors = [2, 3, 5].filter((f) => g % f === 0);
    const g2 = factors.length ? rng.pick(factors) : 1; // a common factor short of the HCF
    const wrong =
      ask === 'count'
        ? [
            tiles * g2 * g2, // tiles of side g / g2, a common factor that is not the highest
            p + q, // adds the two quotients
            2 * (p + q), // counts only a border of tiles
            Math.round((L * B) / (g * g * 2)),
          ]
        : [g / g2, gcd(L, 100), g * 2, gcd(L % 100, B % 100) || g + 1];
    const { options: raw, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const options = ask === 'count' ? raw : raw.map((o) => ({ en: `${o} cm`, hi: `${o} सेमी` }));
    const statement = {
      en: `A rectangular hall ${mcm(L)} long and ${mcm(B)} wide is to be paved with identical square tiles, as large as possible, without cutting any tile. ${
        ask === 'count' ? 'How many tiles are needed?' : 'What is the side of each tile?'
      }`,
      hi: `${mcmHi(L)} लंबे और ${mcmHi(B)} चौड़े एक आयताकार हॉल के फ़र्श पर एक जैसी, यथासंभव बड़ी वर्गाकार टाइलें बिना काटे लगानी हैं। ${
        ask === 'count' ? 'कितनी टाइलें लगेंगी?' : 'हर टाइल की भुजा कितनी है?'
      }`,
    };
    const solution = {
      en: [
        `In centimetres the floor is $${L} \\times ${B}$. A square tile fits exactly when its side divides both, so the largest tile has side $\\text{HCF}(${L}, ${B}) = ${g}$ cm.`,
        ...(ask === 'count'
          ? [
              `Tiles along the length: $\\frac{${L}}{${g}} = ${p}$; along the width: $\\frac{${B}}{${g}} = ${q}$. Number of tiles $= ${p} \\times ${q} = ${tiles}$.`,
            ]
          : []),
        '',
        `**Answer: ${ask === 'count' ? tiles : `${g} cm`}**`,
      ].join('\n\n'),
      hi: [
        `सेंटीमीटर में फ़र्श $${L} \\times ${B}$ है। वर्गाकार टाइल तभी पूरी बैठती है जब उसकी भुजा दोनों को विभाजित करे, अतः सबसे बड़ी टाइल की भुजा $\\text{HCF}(${L}, ${B}) = ${g}$ सेमी है।`,
        ...(ask === 'count'
          ? [
              `लंबाई में टाइलें: $\\frac{${L}}{${g}} = ${p}$; चौड़ाई में: $\\frac{${B}}{${g}} = ${q}$। टाइलों की संख्या $= ${p} \\times ${q} = ${tiles}$।`,
            ]
          : []),
        '',
        `**उत्तर: ${ask === 'count' ? tiles : `${g} सेमी`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Largest square tiles for a floor', hi: 'फ़र्श के लिए सबसे बड़ी वर्गाकार टाइलें' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [Math.floor(L / 100), Math.floor(B / 100), answer],
      check() {
        // Try every tile side from the largest down: the first that divides both sides exactly.
        for (let side = Math.min(L, B); side >= 1; side--) {
          if (L % side === 0 && B % side === 0) {
            const value = ask === 'count' ? (L / side) * (B / side) : side;
            return { kind: 'choice', correct: [raw.indexOf(String(value))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

type CutAsk = 'count' | 'smallest';

/** CAT: cutting the largest possible square off a rectangle again and again (Euclid's algorithm). */
export const quadrilateralsRectangleIntoSquares: QuestionGenerator = {
  id: 'quadrilaterals/rectangle-into-squares',
  topic: 'quadrilaterals',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 0;
    let b = 0;
    let steps: { big: number; small: number; k: number }[] = [];
    for (;;) {
      a = rng.int(20, 120);
      b = rng.int(7, a - 1);
      steps = [];
      let [x, y] = [a, b];
      while (y > 0) {
        steps.push({ big: x, small: y, k: Math.floor(x / y) });
        [x, y] = [y, x % y];
      }
      if (steps.length >= 3 && steps.length <= 6) break;
    }
    const ask = rng.pick<CutAsk>(['count', 'count', 'smallest']);
    const total = steps.reduce((s, t) => s + t.k, 0);
    const smallest = gcd(a, b);
    const answer = ask === 'count' ? total : smallest;
    const wrong =
      ask === 'count'
        ? [
            steps.length, // counts the rounds, not the squares
            total - 1, // misses the last square
            (steps[0]?.k ?? 0) + (steps[1]?.k ?? 0), // stops after the first two rounds
            total + 1,
          ]
        : [
            steps[steps.length - 1]?.small === smallest
              ? smallest + 1
              : (steps[steps.length - 1]?.small ?? 1),
            a - b, // one subtraction only
            a % b, // the first remainder
            Math.floor(b / 2),
          ];
    const { options: raw, correctIndex } = choiceOptions(rng, answer, wholePositive(wrong));
    const options = ask === 'count' ? raw : raw.map((o) => ({ en: `${o} cm`, hi: `${o} सेमी` }));
    const statement = {
      en: `From a rectangular sheet ${a} cm by ${b} cm, the largest possible square is cut off, then the largest possible square is cut off from the rectangle that remains, and so on until the last piece left is a square. ${
        ask === 'count' ? 'How many squares are obtained in all?' : 'What is the side of the smallest square?'
      }`,
      hi: `${a} सेमी × ${b} सेमी की एक आयताकार शीट से सबसे बड़ा संभव वर्ग काटा जाता है, फिर बचे आयत से सबसे बड़ा संभव वर्ग, और इसी तरह तब तक जब तक बचा अंतिम टुकड़ा स्वयं वर्ग न हो। ${
        ask === 'count' ? 'कुल कितने वर्ग मिलते हैं?' : 'सबसे छोटे वर्ग की भुजा कितनी है?'
      }`,
    };
    const lines = steps.map(
      (t) =>
        `- $${t.big} \\times ${t.small}$: $${t.k}$ ${t.k === 1 ? 'square' : 'squares'} of side ${t.small} cm, leaving $${t.small} \\times ${t.big % t.small}$`,
    );
    const linesHi = steps.map(
      (t) =>
        `- $${t.big} \\times ${t.small}$: भुजा ${t.small} सेमी के $${t.k}$ वर्ग, बचा $${t.small} \\times ${t.big % t.small}$`,
    );
    const last = ask === 'count' ? `${total}` : `${smallest} cm`;
    const solution = {
      en: [
        'Cutting the largest square off an $x \\times y$ rectangle ($x > y$) again and again removes $\\lfloor x / y \\rfloor$ squares of side $y$ and leaves $y \\times (x \\bmod y)$: this is the Euclidean algorithm, so the last square has side $\\text{HCF}(x, y)$.',
        lines.join('\n').replace(/, leaving \$\d+ \\times 0\$/, ''),
        ask === 'count'
          ? `Squares: $${steps.map((t) => t.k).join(' + ')} = ${total}$.`
          : `The smallest square has side $\\text{HCF}(${a}, ${b}) = ${smallest}$ cm.`,
        '',
        `**Answer: ${last}**`,
      ].join('\n\n'),
      hi: [
        '$x \\times y$ आयत ($x > y$) से बार-बार सबसे बड़ा वर्ग काटने पर भुजा $y$ के $\\lfloor x / y \\rfloor$ वर्ग निकलते हैं और $y \\times (x \\bmod y)$ बचता है: यही यूक्लिड विधि है, अतः अंतिम वर्ग की भुजा $\\text{HCF}(x, y)$ है।',
        linesHi.join('\n').replace(/, बचा \$\d+ \\times 0\$/, ''),
        ask === 'count'
          ? `वर्ग: $${steps.map((t) => t.k).join(' + ')} = ${total}$।`
          : `सबसे छोटे वर्ग की भुजा $\\text{HCF}(${a}, ${b}) = ${smallest}$ सेमी है।`,
        '',
        `**उत्तर: ${ask === 'count' ? total : `${smallest} सेमी`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Rectangle cut into largest squares', hi: 'आयत से बार-बार सबसे बड़े वर्ग' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [a, b, answer],
      check() {
        // Simulate the cutting one square at a time.
        let [x, y] = [a, b];
        let count = 0;
        let side = 0;
        while (x > 0 && y > 0) {
          side = Math.min(x, y);
          if (x >= y) x -= y;
          else y -= x;
          count++;
        }
        const value = ask === 'count' ? count : side;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};
