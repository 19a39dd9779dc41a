import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** Third, mean or fourth proportional of given numbers. */
export const ratioProportionals: QuestionGenerator = {
  id: 'ratio-and-proportion/third-mean-fourth-proportional',
  topic: 'ratio-and-proportion',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  count: 40,
  generate(rng) {
    const kind = rng.pick(['third', 'mean', 'fourth'] as const);
    let a = 0;
    let b = 0;
    let c = 0;
    let answer = 0;
    let wrong: number[] = [];
    for (;;) {
      const k = rng.int(1, 6);
      const m = rng.int(1, 7);
      const n = rng.int(2, 9);
      if (m === n) continue;
      if (kind === 'third') {
        a = k * m * m;
        b = k * m * n;
        answer = (b * b) / a;
        wrong = [
          (a * a) / b, // takes a : x = x : b the wrong way round (a²/b)
          2 * b - a, // continues an arithmetic progression instead of a proportion
          a * b, // multiplies the two numbers
          (a + b) / 2, // takes the mean of the two numbers
          b * b, // forgets to divide by the first number
        ];
      } else if (kind === 'mean') {
        a = k * m * m;
        b = k * n * n;
        answer = k * m * n;
        wrong = [
          (a + b) / 2, // takes the arithmetic mean
          (b * b) / a, // gives the third proportional
          (a * b) / 2, // halves the product instead of taking its square root
          k * (m + n), // adds the square roots' factors instead of multiplying them
          (2 * a * b) / (a + b), // takes the harmonic mean
          a * b, // forgets the square root
        ];
      } else {
        a = rng.int(2, 15);
        b = rng.int(2, 20);
        c = rng.int(2, 25);
        answer = (b * c) / a;
        wrong = [
          (a * c) / b, // cross-multiplies the wrong pair
          (a * b) / c, // divides by the wrong term
          b + c - a, // keeps differences instead of ratios
          b * c, // forgets to divide by the first term
          (c * c) / b, // takes the third proportional of the last two
        ];
      }
      const distinct = kind === 'fourth' ? new Set([a, b, c]).size === 3 : a !== b;
      if (Number.isInteger(answer) && answer > 1 && answer <= 400 && distinct && a <= 400 && b <= 400) break;
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wrong.filter((w) => Number.isInteger(w) && w > 0),
    );
    const text = {
      third: {
        en: `What is the third proportional to ${a} and ${b}?`,
        hi: `${a} और ${b} का तृतीयानुपाती क्या है?`,
        sol: [
          {
            en: `The third proportional $x$ satisfies $${a} : ${b} = ${b} : x$, so $x = \\frac{${b}^2}{${a}} = \\frac{${b * b}}{${a}} = ${answer}$.`,
            hi: `तृतीयानुपाती $x$ के लिए $${a} : ${b} = ${b} : x$, अतः $x = \\frac{${b}^2}{${a}} = \\frac{${b * b}}{${a}} = ${answer}$।`,
          },
        ],
      },
      mean: {
        en: `What is the mean proportional between ${a} and ${b}?`,
        hi: `${a} और ${b} का मध्यानुपाती क्या है?`,
        sol: [
          {
            en: `The mean proportional $x$ satisfies $${a} : x = x : ${b}$, so $x^2 = ${a} \\times ${b} = ${a * b}$ and $x = ${answer}$.`,
            hi: `मध्यानुपाती $x$ के लिए $${a} : x = x : ${b}$, अतः $x^2 = ${a} \\times ${b} = ${a * b}$ और $x = ${answer}$।`,
          },
        ],
      },
      fourth: {
        en: `What is the fourth proportional to ${a}, ${b} and ${c}?`,
        hi: `${a}, ${b} और ${c} का चतुर्थानुपाती क्या है?`,
        sol: [
          {
            en: `The fourth proportional $x$ satisfies $${a} : ${b} = ${c} : x$, so $x = \\frac{${b} \\times ${c}}{${a}} = \\frac{${b * c}}{${a}} = ${answer}$.`,
            hi: `चतुर्थानुपाती $x$ के लिए $${a} : ${b} = ${c} : x$, अतः $x = \\frac{${b} \\times ${c}}{${a}} = \\frac{${b * c}}{${a}} = ${answer}$।`,
          },
        ],
      },
    }[kind];
    return {
      title: { en: 'Third, mean and fourth proportionals', hi: 'तृतीय, मध्य और चतुर्थ अनुपाती' },
      type: 'single',
      statement: { en: text.en, hi: text.hi },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...text.sol.map((s) => s.en), '', `**Answer: ${answer}**`].join('\n\n'),
        hi: [...text.sol.map((s) => s.hi), '', `**उत्तर: ${answer}**`].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: kind === 'fourth' ? [a, b, c, answer] : [a, b, answer],
      check() {
        // Try every whole number until the two ratios agree (cross products equal).
        for (let x = 1; x <= 100000; x++) {
          const fits =
            kind === 'third' ? a * x === b * b : kind === 'mean' ? x * x === a * b : a * x === b * c;
          if (fits) return { kind: 'choice', correct: [options.indexOf(String(x))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** How x depends on y and z: directly as y (or y²) and inversely as z (or z²). */
const LAWS = [
  { p: 1, q: 1, en: 'directly as $y$ and inversely as $z$', hi: '$y$ के अनुक्रमानुपाती और $z$ के व्युत्क्रमानुपाती' },
  {
    p: 2,
    q: 1,
    en: 'directly as the square of $y$ and inversely as $z$',
    hi: '$y$ के वर्ग के अनुक्रमानुपाती और $z$ के व्युत्क्रमानुपाती',
  },
  {
    p: 1,
    q: 2,
    en: 'directly as $y$ and inversely as the square of $z$',
    hi: '$y$ के अनुक्रमानुपाती और $z$ के वर्ग के व्युत्क्रमानुपाती',
  },
] as const;

/** Joint variation: x varies directly as y and inversely as z; find x for new y and z. */
export const ratioJointVariation: QuestionGenerator = {
  id: 'ratio-and-proportion/joint-variation',
  topic: 'ratio-and-proportion',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const law = rng.pick(LAWS);
    let k = 0;
    let y1 = 0;
    let z1 = 0;
    let y2 = 0;
    let z2 = 0;
    let x1 = 0;
    let x2 = 0;
    const f = (k0: number, y: number, z: number) => (k0 * y ** law.p) / z ** law.q;
    for (;;) {
      k = rng.int(1, 12);
      y1 = rng.int(2, 15);
      z1 = rng.int(2, 12);
      y2 = rng.int(2, 15);
      z2 = rng.int(2, 12);
      x1 = f(k, y1, z1);
      x2 = f(k, y2, z2);
      if (y1 === y2 || z1 === z2 || x1 === x2 || x2 < 2) continue;
      if (Number.isInteger(x1) && Number.isInteger(x2) && x1 > 0 && x2 > 0 && x1 <= 500 && x2 <= 500) break;
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      x2,
      [
        (x1 * y2 ** law.p) / y1 ** law.p, // ignores z
        (x1 * y2 ** law.p * z2 ** law.q) / (y1 ** law.p * z1 ** law.q), // treats z as direct too
        (x1 * y1 ** law.p * z1 ** law.q) / (y2 ** law.p * z2 ** law.q), // inverts the y part as well
        (x1 * y2 * z1) / (y1 * z2), // forgets the square
        k * y2 ** law.p, // finds k but forgets to divide by z
        (x1 * z1 ** law.q) / z2 ** law.q, // ignores y
        (k * y2) / z2, // finds k but drops both powers
      ].filter((w) => Number.isInteger(w) && w > 0),
    );
    const yPow = law.p === 2 ? '^2' : '';
    const zPow = law.q === 2 ? '^2' : '';
    const kFrac = `\\frac{${x1} \\times ${z1}${zPow}}{${y1}${yPow}}`;
    return {
      title: { en: 'Joint variation: direct and inverse', hi: 'संयुक्त विचरण: अनुक्रम और व्युत्क्रम' },
      type: 'single',
      statement: {
        en: `A quantity $x$ varies ${law.en}. When $y = ${y1}$ and $z = ${z1}$, $x = ${x1}$. Find $x$ when $y = ${y2}$ and $z = ${z2}$.`,
        hi: `एक राशि $x$, ${law.hi} है। जब $y = ${y1}$ और $z = ${z1}$ है, तब $x = ${x1}$ है। $y = ${y2}$ और $z = ${z2}$ होने पर $x$ ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Write $x = \\frac{k\\,y${yPow}}{z${zPow}}$ for a constant $k$.`,
          `From the given values: $k = ${kFrac} = ${k}$.`,
          `Then $x = \\frac{${k} \\times ${y2}${yPow}}{${z2}${zPow}} = ${x2}$.`,
          '',
          `**Answer: ${x2}**`,
        ].join('\n\n'),
        hi: [
          `किसी अचर $k$ के लिए $x = \\frac{k\\,y${yPow}}{z${zPow}}$ लिखें।`,
          `दिए गए मानों से: $k = ${kFrac} = ${k}$।`,
          `तब $x = \\frac{${k} \\times ${y2}${yPow}}{${z2}${zPow}} = ${x2}$।`,
          '',
          `**उत्तर: ${x2}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [y1, z1, x1, y2, z2, x2],
      check() {
        // The ratio method, without k: x₂/x₁ = (y₂/y₁)^p (z₁/z₂)^q, searched over whole numbers.
        for (let x = 1; x <= 100000; x++) {
          if (x * y1 ** law.p * z2 ** law.q === x1 * y2 ** law.p * z1 ** law.q)
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const SIZES = [20, 24, 25, 30, 32, 36, 40, 45, 48, 50, 60, 64, 72, 75, 80, 90, 96, 100, 120, 150];

/** Hostel cost partly fixed, partly per boarder: the number of boarders giving a per-head cost (CAT). */
export const ratioFixedPlusVariable: QuestionGenerator = {
  id: 'ratio-and-proportion/partly-fixed-partly-varying',
  topic: 'ratio-and-proportion',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    let fixed = 0;
    let v = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    for (;;) {
      [n1, n2, n3] = rng.shuffle(SIZES).slice(0, 3) as [number, number, number];
      if (n1 > n2) [n1, n2] = [n2, n1];
      v = rng.int(12, 50) * 50;
      fixed = rng.int(1, 40) * 3000;
      c1 = fixed / n1 + v;
      c2 = fixed / n2 + v;
      c3 = fixed / n3 + v;
      if ([c1, c2, c3].every(Number.isInteger) && fixed >= 12000 && fixed <= 150000) break;
    }
    const t1 = n1 * c1;
    const t2 = n2 * c2;
    const lerp = n1 + ((c3 - c1) * (n2 - n1)) / (c2 - c1); // treats the per-head cost as linear in the number of boarders
    const { options, correctIndex } = choiceOptions(
      rng,
      n3,
      [
        lerp,
        fixed / c3, // forgets the varying part
        t1 / c3, // keeps the first total fixed
        t2 / c3, // keeps the second total fixed
        n1 + n2 - n3, // a guess from the two given counts
        n3 + 5, // nearby round counts, when the mistakes above collide
        n3 - 5,
        n3 + 10,
      ].filter((n) => Number.isInteger(n) && n > 0),
    );
    return {
      title: { en: 'Cost partly fixed and partly varying', hi: 'आंशिक रूप से स्थिर और आंशिक रूप से परिवर्ती लागत' },
      type: 'single',
      statement: {
        en: `The monthly cost of running a hostel is partly fixed and partly varies with the number of boarders. With ${n1} boarders the cost per boarder is ₹${c1}, and with ${n2} boarders it is ₹${c2}. With how many boarders will the cost per boarder be ₹${c3}?`,
        hi: `एक छात्रावास को चलाने का मासिक खर्च आंशिक रूप से स्थिर है और आंशिक रूप से छात्रों की संख्या के साथ बदलता है। ${n1} छात्रों पर प्रति छात्र खर्च ₹${c1} है, और ${n2} छात्रों पर ₹${c2} है। कितने छात्रों पर प्रति छात्र खर्च ₹${c3} होगा?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the total cost be $F + vn$ ($F$ fixed, $v$ per boarder). The totals are $${n1} \\times ${c1} = ${t1}$ and $${n2} \\times ${c2} = ${t2}$.`,
          `Subtracting: $${n2 - n1 === 1 ? '' : n2 - n1}v = ${t2 - t1}$, so $v = ${v}$ and $F = ${t1} - ${n1} \\times ${v} = ${fixed}$.`,
          `Cost per boarder $= \\frac{F}{n} + v$: $\\frac{${fixed}}{n} + ${v} = ${c3}$, so $n = \\frac{${fixed}}{${c3 - v}} = ${n3}$.`,
          '',
          `**Answer: ${n3}**`,
        ].join('\n\n'),
        hi: [
          `मान लें कुल खर्च $F + vn$ है ($F$ स्थिर, $v$ प्रति छात्र)। कुल खर्च $${n1} \\times ${c1} = ${t1}$ और $${n2} \\times ${c2} = ${t2}$ हैं।`,
          `घटाने पर: $${n2 - n1 === 1 ? '' : n2 - n1}v = ${t2 - t1}$, अतः $v = ${v}$ और $F = ${t1} - ${n1} \\times ${v} = ${fixed}$।`,
          `प्रति छात्र खर्च $= \\frac{F}{n} + v$: $\\frac{${fixed}}{n} + ${v} = ${c3}$, अतः $n = \\frac{${fixed}}{${c3 - v}} = ${n3}$।`,
          '',
          `**उत्तर: ${n3}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [n1, c1, n2, c2, c3, n3],
      check() {
        // The total is linear in n through the two known totals: scan n for total = n × ₹c3.
        for (let n = 1; n <= 10000; n++) {
          if (t1 * (n2 - n1) + (n - n1) * (t2 - t1) === n * c3 * (n2 - n1))
            return { kind: 'choice', correct: [options.indexOf(String(n))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
