import { gcd } from '../../arithmetic.js';
import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { bracketNegative, fractionTex, termTex } from './katex-math.js';
import { answerSteps } from './trigonometry-identities.js';

const pt = (x: number | string, y: number | string) => `(${x}, ${y})`;

/** ax + by + c = 0 in KaTeX, e.g. `2x - 3y + 5 = 0`, `x + y = 0`. */
export function lineEq(a: number, b: number, c: number): string {
  const term = (k: number, v: string, first: boolean) => {
    if (k === 0) return '';
    const sign = k < 0 ? (first ? '-' : ' - ') : first ? '' : ' + ';
    const abs = Math.abs(k);
    return `${sign}${abs === 1 && v ? '' : abs}${v}`;
  };
  const head = `${term(a, 'x', true)}${term(b, 'y', a === 0)}`;
  return `${head}${term(c, '', false)} = 0`;
}

/** Three points on a line, one coordinate of the third unknown: find it (collinearity). */
export const coordinateCollinearK: QuestionGenerator = {
  id: 'coordinate-geometry/collinear-find-k',
  topic: 'coordinate-geometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let dx = 0;
    let dy = 0;
    do {
      dx = rng.int(-4, 4);
      dy = rng.int(-4, 4);
    } while (dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy) || gcd(dx, dy) !== 1);
    const x1 = rng.int(-6, 6);
    const y1 = rng.int(-6, 6);
    const t2 = rng.pick([1, 2, -1]);
    let t3 = 0;
    do t3 = rng.int(-3, 4);
    while (t3 === 0 || t3 === t2);
    const [x2, y2, x3, y3] = [x1 + t2 * dx, y1 + t2 * dy, x1 + t3 * dx, y1 + t3 * dy];
    const unknownY = rng.next() < 0.6;
    const answer = unknownY ? y3 : x3;
    const shown = unknownY ? pt(x3, 'k') : pt('k', y3);
    // Slope inverted: Δx/Δy used as the slope.
    const inverted = unknownY ? y1 + ((x3 - x1) * dx) / dy : x1 + ((y3 - y1) * dy) / dx;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        Number.isInteger(inverted) ? inverted : Number.NaN, // slope taken as Δx/Δy
        unknownY ? y1 - t3 * dy : x1 - t3 * dx, // steps the wrong way along the line
        unknownY ? y2 + t3 * dy : x2 + t3 * dx, // counts the steps from B instead of A
        -answer, // sign slip
      ].filter((v) => v !== answer),
    );
    const slope = fractionTex(dy, dx);
    // The slope as sy/sx with sx > 0, for the working.
    const [sy, sx] = dx < 0 ? [-dy, -dx] : [dy, dx];
    const step = unknownY
      ? `\\frac{k - ${bracketNegative(y1)}}{${x3} - ${bracketNegative(x1)}} = ${slope} \\Rightarrow k - ${bracketNegative(y1)} = \\frac{${sy} \\times ${bracketNegative(x3 - x1)}}{${sx}} = ${y3 - y1} \\Rightarrow k = ${y3}`
      : `\\frac{${y3} - ${bracketNegative(y1)}}{k - ${bracketNegative(x1)}} = ${slope} \\Rightarrow k - ${bracketNegative(x1)} = \\frac{${bracketNegative(y3 - y1)} \\times ${sx}}{${sy}} = ${x3 - x1} \\Rightarrow k = ${x3}`;
    return singleChoice(
      { en: 'Collinear points: the missing coordinate', hi: 'संरेख बिंदु: लुप्त निर्देशांक' },
      {
        en: `The points $A${pt(x1, y1)}$, $B${pt(x2, y2)}$ and $C${shown}$ lie on one straight line. Find $k$.`,
        hi: `बिंदु $A${pt(x1, y1)}$, $B${pt(x2, y2)}$ और $C${shown}$ एक ही सरल रेखा पर स्थित हैं। $k$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `Slope of $AB = \\frac{${y2} - ${bracketNegative(y1)}}{${x2} - ${bracketNegative(x1)}} = ${slope}$.`,
          `$AC$ must have the same slope: $${step}$.`,
        ],
        [
          `$AB$ की प्रवणता $= \\frac{${y2} - ${bracketNegative(y1)}}{${x2} - ${bracketNegative(x1)}} = ${slope}$।`,
          `$AC$ की प्रवणता भी यही होनी चाहिए: $${step}$।`,
        ],
        `$${answer}$`,
      ),
      50,
      [x1, y1, x2, y2, answer],
      () => {
        // Try every whole k: the triangle ABC must have zero area.
        for (let k = -200; k <= 200; k++) {
          const [cx, cy] = unknownY ? [x3, k] : [k, y3];
          if (x1 * (y2 - cy) + x2 * (cy - y1) + cx * (y1 - y2) === 0) return options.indexOf(String(k));
        }
        return -1;
      },
    );
  },
};

/** Two lines, one with an unknown coefficient k: parallel or perpendicular, find k. */
export const coordinateParallelPerpendicularK: QuestionGenerator = {
  id: 'coordinate-geometry/parallel-perpendicular-k',
  topic: 'coordinate-geometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const perpendicular = rng.next() < 0.55;
    let a1 = 0;
    let b1 = 0;
    let a2 = 0;
    let k = 0;
    for (;;) {
      a1 = rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]);
      b1 = rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]);
      a2 = rng.pick([2, 3, 4, 6, 8, 9]);
      if (gcd(a1, b1) !== 1) continue;
      const num = perpendicular ? -a1 * a2 : a2 * b1;
      const den = perpendicular ? b1 : a1;
      if (num % den === 0 && num / den !== 0) {
        k = num / den;
        break;
      }
    }
    const c1 = rng.int(-9, 9);
    const c2 = rng.int(-9, 9);
    const other = perpendicular ? (a2 * b1) / a1 : (-a1 * a2) / b1; // uses the other condition
    const { options, correctIndex } = choiceOptions(rng, k, [
      Number.isInteger(other) ? other : Number.NaN,
      -k,
      Number.isInteger((a1 * b1) / a2) ? (a1 * b1) / a2 : 2 * k,
    ]);
    const l1 = lineEq(a1, b1, c1);
    const kTerm = `${a2}x + ky${c2 === 0 ? '' : ` ${c2 < 0 ? '-' : '+'} ${Math.abs(c2)}`} = 0`;
    const m1 = fractionTex(-a1, b1);
    const relEn = perpendicular ? 'perpendicular' : 'parallel';
    const relHi = perpendicular ? 'परस्पर लंबवत' : 'समांतर';
    const rule = perpendicular
      ? `m_1 m_2 = -1: \\; ${m1.startsWith('-') ? `(${m1})` : m1} \\times \\left(-\\frac{${a2}}{k}\\right) = -1 \\Rightarrow k = ${k}`
      : `m_1 = m_2: \\; ${m1} = -\\frac{${a2}}{k} \\Rightarrow k = ${k}`;
    return singleChoice(
      { en: 'Parallel or perpendicular lines: find k', hi: 'समांतर या लंबवत रेखाएँ: k ज्ञात कीजिए' },
      {
        en: `The lines $${l1}$ and $${kTerm}$ are ${relEn}. Find $k$.`,
        hi: `रेखाएँ $${l1}$ और $${kTerm}$ ${relHi} हैं। $k$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `The slope of $ax + by + c = 0$ is $-\\frac{a}{b}$: $m_1 = ${m1}$, $m_2 = -\\frac{${a2}}{k}$.`,
          `${perpendicular ? 'Perpendicular' : 'Parallel'} lines: $${rule}$.`,
        ],
        [
          `$ax + by + c = 0$ की प्रवणता $-\\frac{a}{b}$ है: $m_1 = ${m1}$, $m_2 = -\\frac{${a2}}{k}$।`,
          `${perpendicular ? 'लंबवत' : 'समांतर'} रेखाएँ: $${rule}$।`,
        ],
        `$${k}$`,
      ),
      50,
      [a2, k],
      () => {
        // Try each k with direction vectors (b, −a) of the lines: dot product 0 or cross product 0.
        for (let t = -100; t <= 100; t++) {
          if (t === 0) continue;
          const dot = b1 * t + a1 * a2;
          const cross = b1 * -a2 - -a1 * t;
          if ((perpendicular ? dot : cross) === 0) return options.indexOf(String(t));
        }
        return -1;
      },
    );
  },
};

const NORMALS: [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [6, 8, 10],
  [1, 0, 1],
];

/** The distance of a point from a line, or between two parallel lines. */
export const coordinatePointLineDistance: QuestionGenerator = {
  id: 'coordinate-geometry/point-line-distance',
  topic: 'coordinate-geometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const [p, q, h] = rng.pick(NORMALS.slice(0, 6));
    const a = p * rng.pick([1, -1]);
    const b = q;
    const pair = rng.next() < 0.35;
    const d = rng.int(1, 6);
    let x0 = 0;
    let y0 = 0;
    let c = 0;
    let c2 = 0;
    do {
      x0 = rng.int(-6, 6);
      y0 = rng.int(-6, 6);
      const sign = rng.pick([1, -1]);
      c = -(a * x0 + b * y0) + sign * d * h; // so |a x0 + b y0 + c| = d h
      c2 = c - sign * d * h; // the parallel line through (x0, y0)
    } while (c === 0 || c2 === 0);
    const value = a * x0 + b * y0 + c;
    const { options, correctIndex } = choiceOptions(
      rng,
      d,
      [
        d * h, // forgets to divide by √(a² + b²)
        Number.isInteger((d * h) / (h * h)) ? (d * h) / (h * h) : (d * h) / (Math.abs(a) + b), // divides by a² + b² (or a + b)
        (d * h) / (Math.abs(a) + b), // divides by a + b
        d + 1,
      ]
        .filter((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9)
        .map((v) => Math.round(v * 100) / 100),
    );
    const l1 = lineEq(a, b, c);
    const l2 = lineEq(a, b, c2);
    const root = `\\sqrt{${bracketNegative(a)}^2 + ${b}^2}`;
    const stepsEn = pair
      ? [
          `For parallel lines $ax + by + c_1 = 0$ and $ax + by + c_2 = 0$, the distance is $\\frac{|c_1 - c_2|}{\\sqrt{a^2 + b^2} }$.`,
          `$= \\frac{|${c} - ${bracketNegative(c2)}|}{${root} } = \\frac{${Math.abs(c - c2)}}{${h}} = ${d}$.`,
        ]
      : [
          `The distance of $(x_0, y_0)$ from $ax + by + c = 0$ is $\\frac{|ax_0 + by_0 + c|}{\\sqrt{a^2 + b^2} }$.`,
          `$= \\frac{|${a}(${x0}) + ${b}(${y0}) ${c < 0 ? '-' : '+'} ${Math.abs(c)}|}{${root} } = \\frac{${Math.abs(value)}}{${h}} = ${d}$.`,
        ];
    const stepsHi = pair
      ? [
          `समांतर रेखाओं $ax + by + c_1 = 0$ और $ax + by + c_2 = 0$ के बीच की दूरी $\\frac{|c_1 - c_2|}{\\sqrt{a^2 + b^2} }$ होती है।`,
          stepsEn[1]?.replace(/\.$/, '।') ?? '',
        ]
      : [
          `बिंदु $(x_0, y_0)$ की रेखा $ax + by + c = 0$ से दूरी $\\frac{|ax_0 + by_0 + c|}{\\sqrt{a^2 + b^2} }$ होती है।`,
          stepsEn[1]?.replace(/\.$/, '।') ?? '',
        ];
    return singleChoice(
      { en: 'Distance from a line', hi: 'रेखा से दूरी' },
      pair
        ? {
            en: `Find the distance between the parallel lines $${l1}$ and $${l2}$.`,
            hi: `समांतर रेखाओं $${l1}$ और $${l2}$ के बीच की दूरी ज्ञात कीजिए।`,
          }
        : {
            en: `Find the perpendicular distance of the point $${pt(x0, y0)}$ from the line $${l1}$.`,
            hi: `बिंदु $${pt(x0, y0)}$ की रेखा $${l1}$ से लंबवत दूरी ज्ञात कीजिए।`,
          },
      options,
      correctIndex,
      answerSteps(stepsEn, stepsHi, `$${d}$`),
      50,
      pair ? [c, c2, d] : [x0, y0, d],
      () => {
        // Walk along the line and keep the nearest point to (x0, y0) (ternary search on the parameter).
        const base = Math.abs(b) > 0 ? [0, -c / b] : [-c / a, 0];
        const dist = (t: number) => Math.hypot((base[0] ?? 0) + t * b - x0, (base[1] ?? 0) - t * a - y0);
        let lo = -1000;
        let hi = 1000;
        for (let i = 0; i < 300; i++) {
          const m1 = lo + (hi - lo) / 3;
          const m2 = hi - (hi - lo) / 3;
          if (dist(m1) < dist(m2)) hi = m2;
          else lo = m1;
        }
        const found = Math.round(dist(lo) * 1e6) / 1e6;
        return options.indexOf(String(found));
      },
    );
  },
};

/** A line through P whose intercepted part between the axes P divides in a ratio: its equation. */
export const coordinateInterceptSection: QuestionGenerator = {
  id: 'coordinate-geometry/intercepts-divided-by-point',
  topic: 'coordinate-geometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    let m = 1;
    let n = 1;
    let h = 0;
    let k = 0;
    do {
      m = rng.int(1, 4);
      n = rng.int(1, 4);
      h = n * rng.int(-5, 5);
      k = m * rng.int(-5, 5);
    } while (h === 0 || k === 0 || gcd(m, n) !== 1 || Math.abs(h) === Math.abs(k));
    // AP : PB = m : n with A = (a, 0), B = (0, b): P = (n a / (m + n), m b / (m + n)).
    const a = ((m + n) * h) / n;
    const b = ((m + n) * k) / m;
    const eq = (ia: number, ib: number) => {
      const g = gcd(gcd(ib, ia), ia * ib) || 1;
      const [p, q, r] = [ib / g, ia / g, -(ia * ib) / g];
      return p < 0 ? lineEq(-p, -q, -r) : lineEq(p, q, r);
    };
    const right = `$${eq(a, b)}$`;
    const mistakes = [
      `$${eq(((m + n) * h) / m, ((m + n) * k) / n)}$`, // ratio reversed
      `$${eq(b, a)}$`, // intercepts interchanged
      `$${eq(2 * h, 2 * k)}$`, // takes P as the midpoint
      `$${eq(h, k)}$`, // takes P's coordinates as the intercepts
      `$${eq(a, -b)}$`, // sign slip in the y-intercept
      `$${eq(-a, b)}$`, // sign slip in the x-intercept
    ].filter((t) => !t.includes('NaN') && !t.includes('.'));
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    return singleChoice(
      {
        en: 'Line cut off between the axes and divided by a point',
        hi: 'अक्षों के बीच कटी रेखा का बिंदु से विभाजन',
      },
      {
        en: `A straight line meets the x-axis at $A$ and the y-axis at $B$. The point $P${pt(h, k)}$ on $AB$ ${m === n ? 'bisects $AB$' : `divides $AB$ in the ratio $AP : PB = ${m} : ${n}$`}. Find the equation of the line.`,
        hi: `एक सरल रेखा x-अक्ष को $A$ पर और y-अक्ष को $B$ पर मिलती है। $AB$ पर स्थित बिंदु $P${pt(h, k)}$, $AB$ को ${m === n ? 'समद्विभाजित करता है' : `$AP : PB = ${m} : ${n}$ के अनुपात में विभाजित करता है`}। रेखा का समीकरण ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          `Let $A = (a, 0)$ and $B = (0, b)$. By the section formula, $P = \\left(\\frac{${termTex(n, 'a')}}{${m + n}}, \\frac{${termTex(m, 'b')}}{${m + n}}\\right)$.`,
          `$\\frac{${termTex(n, 'a')}}{${m + n}} = ${h} \\Rightarrow a = ${a}$ and $\\frac{${termTex(m, 'b')}}{${m + n}} = ${k} \\Rightarrow b = ${b}$.`,
          `$\\frac{x}{${bracketNegative(a)}} + \\frac{y}{${bracketNegative(b)}} = 1$, i.e. $${eq(a, b)}$.`,
        ],
        [
          `माना $A = (a, 0)$ और $B = (0, b)$। विभाजन सूत्र से $P = \\left(\\frac{${termTex(n, 'a')}}{${m + n}}, \\frac{${termTex(m, 'b')}}{${m + n}}\\right)$।`,
          `$\\frac{${termTex(n, 'a')}}{${m + n}} = ${h} \\Rightarrow a = ${a}$ और $\\frac{${termTex(m, 'b')}}{${m + n}} = ${k} \\Rightarrow b = ${b}$।`,
          `$\\frac{x}{${bracketNegative(a)}} + \\frac{y}{${bracketNegative(b)}} = 1$, अर्थात् $${eq(a, b)}$।`,
        ],
        right,
      ),
      100,
      [h, k, m, n],
      () =>
        // Read each option's line, find where it meets the axes and test P's position on AB.
        options.findIndex((o) => {
          const mt = o.match(/^\$(-?\d*)x ([+-]) (\d*)y(?: ([+-]) (\d+))? = 0\$$/);
          if (!mt) return false;
          const coef = (s: string | undefined) =>
            s === '' || s === undefined ? 1 : s === '-' ? -1 : Number(s);
          const p = coef(mt[1]);
          const q = (mt[2] === '-' ? -1 : 1) * coef(mt[3]);
          const r = mt[4] ? (mt[4] === '-' ? -1 : 1) * Number(mt[5]) : 0;
          const ap = Math.hypot(h + r / p, k); // A = (-r/p, 0)
          const pb = Math.hypot(h, k + r / q); // B = (0, -r/q)
          return p * h + q * k + r === 0 && Math.abs(n * ap - m * pb) < 1e-9;
        }),
    );
  },
};
