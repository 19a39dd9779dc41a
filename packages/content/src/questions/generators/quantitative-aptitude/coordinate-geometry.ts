/**
 * Coordinate geometry: the shapes of the topic and the exams that ask them.
 *
 * - section-point: the point dividing a segment in a ratio (SSC CGL, CUET, GMAT, Placements)
 * - triangle-area: area of a triangle from its vertices (SSC CGL, CAT, CUET, GMAT)
 * - foot-and-image: foot of the perpendicular from a point, or its image in a line (CAT, CUET, GMAT)
 * - collinear-find-k: the missing coordinate of a point on a line (SSC CGL, CUET, Placements)
 * - parallel-perpendicular-k: a coefficient making two lines parallel or perpendicular (SSC CGL, CUET, Placements)
 * - point-line-distance: distance of a point from a line, or between parallel lines (SSC CGL, CUET, GMAT, Placements)
 * - intercepts-divided-by-point: the line whose intercepted part a point divides in a ratio (SSC CGL, CUET, GMAT, Placements)
 * - quadrilateral-area: area of a quadrilateral by the shoelace formula (SSC CGL, CUET, GMAT, Placements)
 * - lattice-points-pick (CAT level): lattice points inside or on a triangle, Pick's theorem (CAT, GMAT, Placements)
 * - abs-value-region (CAT level): areas and lattice points of regions bounded by |x| + |y| = k (CAT, GMAT, Placements)
 */
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';

const point = (x: number, y: number) => `(${x}, ${y})`;

/**
 * Four distinct point options: the answer first, then the mistakes in order, then near misses.
 * Returns the shuffled texts and the index of the answer.
 */
function pointOptions(rng: Rng, answer: [number, number], mistakes: [number, number][]) {
  const texts = [point(...answer)];
  for (const [x, y] of mistakes)
    if (texts.length < 4 && !texts.includes(point(x, y))) texts.push(point(x, y));
  for (let step = 1; texts.length < 4; step++) {
    for (const [dx, dy] of [
      [step, 0],
      [0, -step],
      [-step, step],
    ] as const) {
      const t = point(answer[0] + dx, answer[1] + dy);
      if (texts.length < 4 && !texts.includes(t)) texts.push(t);
    }
  }
  const options = rng.shuffle(texts);
  return { options, correctIndex: options.indexOf(point(...answer)) };
}

/** The point dividing AB internally in a given ratio (section formula). */
export const coordinateSectionPoint: QuestionGenerator = {
  id: 'coordinate-geometry/section-point',
  topic: 'coordinate-geometry',
  difficulty: 'easy',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'Placements'],
  generate(rng) {
    let m = 1;
    let n = 1;
    do {
      m = rng.int(1, 5);
      n = rng.int(1, 5);
    } while (m === n || gcd(m, n) !== 1);
    const x1 = rng.int(-9, 9);
    const y1 = rng.int(-9, 9);
    let vx = 0;
    let vy = 0;
    while (vx === 0 || vy === 0) {
      vx = rng.int(-4, 4);
      vy = rng.int(-4, 4);
    }
    // B = A + (m + n)v, so the point m/(m + n) of the way along is A + m·v, with whole coordinates.
    const x2 = x1 + (m + n) * vx;
    const y2 = y1 + (m + n) * vy;
    const px = x1 + m * vx;
    const py = y1 + m * vy;
    const { options, correctIndex } = pointOptions(
      rng,
      [px, py],
      [
        [x1 + n * vx, y1 + n * vy], // ratio reversed: m multiplies the first point
        [py, px], // x and y interchanged
        m + 1 === m + n ? [px - vx, py - vy] : [px + vx, py + vy], // one step of (B - A)/(m + n) off
      ],
    );
    const A = point(x1, y1);
    const B = point(x2, y2);
    const fx = `\\frac{${m} \\times ${x2 < 0 ? `(${x2})` : x2} + ${n} \\times ${x1 < 0 ? `(${x1})` : x1}}{${m} + ${n}}`;
    const fy = `\\frac{${m} \\times ${y2 < 0 ? `(${y2})` : y2} + ${n} \\times ${y1 < 0 ? `(${y1})` : y1}}{${m} + ${n}}`;
    return {
      title: { en: 'Section formula', hi: 'विभाजन सूत्र' },
      type: 'single',
      statement: {
        en: `Find the coordinates of the point that divides the line segment joining $A${A}$ and $B${B}$ internally in the ratio $${m} : ${n}$.`,
        hi: `$A${A}$ और $B${B}$ को मिलाने वाले रेखाखंड को $${m} : ${n}$ के अनुपात में अंतः विभाजित करने वाले बिंदु के निर्देशांक ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `For the ratio $m : n = ${m} : ${n}$, $m$ multiplies the coordinates of the second point $B$.`,
          `$x = ${fx} = \\frac{${m * x2 + n * x1}}{${m + n}} = ${px}$`,
          `$y = ${fy} = \\frac{${m * y2 + n * y1}}{${m + n}} = ${py}$`,
          '',
          `**Answer: ${point(px, py)}**`,
        ].join('\n\n'),
        hi: [
          `अनुपात $m : n = ${m} : ${n}$ में $m$ से दूसरे बिंदु $B$ के निर्देशांकों को गुणा करते हैं।`,
          `$x = ${fx} = \\frac{${m * x2 + n * x1}}{${m + n}} = ${px}$`,
          `$y = ${fy} = \\frac{${m * y2 + n * y1}}{${m + n}} = ${py}$`,
          '',
          `**उत्तर: ${point(px, py)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [x1, y1, x2, y2, m, n, px, py],
      check() {
        // Search the lattice between A and B for a collinear point P with AP : PB = m : n.
        for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) {
          for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y++) {
            const collinear = (x - x1) * (y2 - y1) === (y - y1) * (x2 - x1);
            const ap2 = (x - x1) ** 2 + (y - y1) ** 2;
            const pb2 = (x2 - x) ** 2 + (y2 - y) ** 2;
            if (collinear && n * n * ap2 === m * m * pb2) {
              return { kind: 'choice', correct: [options.indexOf(point(x, y))] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Area of a triangle from the coordinates of its vertices (type-in). */
export const coordinateTriangleArea: QuestionGenerator = {
  id: 'coordinate-geometry/triangle-area',
  topic: 'coordinate-geometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'CUET', 'GMAT'],
  generate(rng) {
    let v: [number, number][] = [];
    let twice = 0;
    // Redraw until the area is a whole number and not tiny (the doubled area is even, at least 12).
    for (let tries = 0; tries < 500; tries++) {
      v = [0, 1, 2].map(() => [rng.int(-7, 9), rng.int(-7, 9)] as [number, number]);
      const [[a, b], [c, d], [e, f]] = v as [[number, number], [number, number], [number, number]];
      twice = Math.abs(a * (d - f) + c * (f - b) + e * (b - d));
      if (twice >= 12 && twice % 2 === 0) break;
    }
    const [[x1, y1], [x2, y2], [x3, y3]] = v as [[number, number], [number, number], [number, number]];
    const area = twice / 2;
    const paren = (z: number) => (z < 0 ? `(${z})` : String(z));
    const t1 = x1 * (y2 - y3);
    const t2 = x2 * (y3 - y1);
    const t3 = x3 * (y1 - y2);
    const formula = `\\frac{1}{2}\\lvert ${paren(x1)}(${paren(y2)} - ${paren(y3)}) + ${paren(x2)}(${paren(y3)} - ${paren(y1)}) + ${paren(x3)}(${paren(y1)} - ${paren(y2)}) \\rvert`;
    const sum = `\\frac{1}{2}\\lvert ${t1} + ${paren(t2)} + ${paren(t3)} \\rvert = \\frac{1}{2} \\times ${twice}`;
    const vertices = `$${point(x1, y1)}$, $${point(x2, y2)}$, $${point(x3, y3)}$`;
    return {
      title: { en: 'Area of a triangle from coordinates', hi: 'निर्देशांकों से त्रिभुज का क्षेत्रफल' },
      type: 'numeric',
      statement: {
        en: `Find the area, in square units, of the triangle whose vertices are ${vertices}.`,
        hi: `उस त्रिभुज का क्षेत्रफल (वर्ग इकाई में) ज्ञात कीजिए जिसके शीर्ष ${vertices} हैं।`,
      },
      options: [],
      answer: { kind: 'numeric', value: area, tolerance: 0 },
      solution: {
        en: [
          'Area $= \\frac{1}{2}\\lvert x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2) \\rvert$.',
          `$= ${formula}$`,
          `$= ${sum} = ${area}$`,
          '',
          `**Answer: ${area}**`,
        ].join('\n\n'),
        hi: [
          'क्षेत्रफल $= \\frac{1}{2}\\lvert x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2) \\rvert$।',
          `$= ${formula}$`,
          `$= ${sum} = ${area}$`,
          '',
          `**उत्तर: ${area}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [x1, y1, x2, y2, x3, y3, area],
      check() {
        // Pick's theorem: area = interior lattice points + boundary points / 2 - 1, counted directly.
        const cross = (ax: number, ay: number, bx: number, by: number, px: number, py: number) =>
          (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        const boundary = gcd(x2 - x1, y2 - y1) + gcd(x3 - x2, y3 - y2) + gcd(x1 - x3, y1 - y3);
        let inside = 0;
        for (let x = Math.min(x1, x2, x3); x <= Math.max(x1, x2, x3); x++) {
          for (let y = Math.min(y1, y2, y3); y <= Math.max(y1, y2, y3); y++) {
            const s = [cross(x1, y1, x2, y2, x, y), cross(x2, y2, x3, y3, x, y), cross(x3, y3, x1, y1, x, y)];
            if (s.every((c) => c > 0) || s.every((c) => c < 0)) inside++;
          }
        }
        return { kind: 'numeric', value: inside + boundary / 2 - 1, tolerance: 0 };
      },
    };
  },
};

/** ax + by + c = 0 written the usual way, e.g. 2x - 3y + 5 = 0. */
function lineTex(a: number, b: number, c: number): string {
  const term = (k: number, v: string, first: boolean) => {
    const sign = k < 0 ? (first ? '-' : ' - ') : first ? '' : ' + ';
    const abs = Math.abs(k);
    return `${sign}${abs === 1 && v ? '' : abs}${v}`;
  };
  return `${term(a, 'x', true)}${term(b, 'y', false)}${c === 0 ? '' : term(c, '', false)} = 0`;
}

/** Foot of the perpendicular from a point to a line, or the image (reflection) of the point in it. */
export const coordinateReflection: QuestionGenerator = {
  id: 'coordinate-geometry/foot-and-image',
  topic: 'coordinate-geometry',
  difficulty: 'hard',
  exams: ['CAT', 'CUET', 'GMAT'],
  generate(rng) {
    let a = 1;
    let b = 1;
    do {
      a = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
      b = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
    } while (gcd(a, b) !== 1);
    // Build backwards from a whole-number foot F; P = F + t(a, b) lies on the normal through F.
    const fx = rng.int(-5, 5);
    const fy = rng.int(-5, 5);
    const t = rng.pick([-2, -1, 1, 2]);
    const px = fx + t * a;
    const py = fy + t * b;
    const c = -(a * fx + b * fy);
    const ix = 2 * fx - px;
    const iy = 2 * fy - py;
    const ask = rng.pick(['foot', 'image'] as const);
    const answer: [number, number] = ask === 'foot' ? [fx, fy] : [ix, iy];
    const mistakes: [number, number][] =
      ask === 'foot'
        ? [
            [ix, iy], // went twice the distance: the image, not the foot
            [px + t * a, py + t * b], // moved along the normal the wrong way
            [fy, fx], // x and y interchanged
          ]
        : [
            [fx, fy], // stopped at the foot
            [px + 2 * t * a, py + 2 * t * b], // moved the wrong way along the normal
            [iy, ix], // x and y interchanged
          ];
    const { options, correctIndex } = pointOptions(rng, answer, mistakes);
    const line = lineTex(a, b, c);
    const P = point(px, py);
    const value = a * px + b * py + c;
    const norm = a * a + b * b;
    const k = value / norm; // equals t
    const factor = ask === 'foot' ? k : 2 * k;
    const askEn =
      ask === 'foot'
        ? `Find the foot of the perpendicular drawn from the point $P${P}$ to the line $${line}$.`
        : `Find the image (mirror reflection) of the point $P${P}$ in the line $${line}$.`;
    const askHi =
      ask === 'foot'
        ? `बिंदु $P${P}$ से रेखा $${line}$ पर डाले गए लंब का पाद ज्ञात कीजिए।`
        : `रेखा $${line}$ में बिंदु $P${P}$ का प्रतिबिंब (दर्पण प्रतिबिंब) ज्ञात कीजिए।`;
    // a x1 + b y1 + c with its signs written out, e.g. 2(3) - 3(-1) + 4.
    const subst = `${a}(${px}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${py})${c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}`}`;
    const substFoot = `${a}(${fx}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${fy})${c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}`}`;
    const shift = (p: number, coef: number) => `${p} - (${factor})(${coef})`;
    const stepEn = [
      `The perpendicular from $P$ runs along the normal direction $(${a}, ${b})$ of the line.`,
      `$a x_1 + b y_1 + c = ${subst} = ${value}$ and $a^2 + b^2 = ${norm}$, so $k = \\frac{${value}}{${norm}} = ${k}$.`,
      ask === 'foot'
        ? `Foot $= (x_1 - ka, y_1 - kb) = (${shift(px, a)}, ${shift(py, b)}) = ${point(fx, fy)}$.`
        : `Image $= (x_1 - 2ka, y_1 - 2kb) = (${shift(px, a)}, ${shift(py, b)}) = ${point(ix, iy)}$.`,
      ask === 'foot'
        ? `Check: $${substFoot} = 0$, so the foot lies on the line.`
        : `Check: the midpoint of $P$ and the image is $${point(fx, fy)}$, which lies on the line.`,
    ];
    const stepHi = [
      `$P$ से लंब रेखा की अभिलंब दिशा $(${a}, ${b})$ में जाता है।`,
      `$a x_1 + b y_1 + c = ${subst} = ${value}$ और $a^2 + b^2 = ${norm}$, अतः $k = \\frac{${value}}{${norm}} = ${k}$।`,
      ask === 'foot'
        ? `लंब का पाद $= (x_1 - ka, y_1 - kb) = (${shift(px, a)}, ${shift(py, b)}) = ${point(fx, fy)}$।`
        : `प्रतिबिंब $= (x_1 - 2ka, y_1 - 2kb) = (${shift(px, a)}, ${shift(py, b)}) = ${point(ix, iy)}$।`,
      ask === 'foot'
        ? `जाँच: $${substFoot} = 0$, अतः पाद रेखा पर है।`
        : `जाँच: $P$ और प्रतिबिंब का मध्य-बिंदु $${point(fx, fy)}$ है, जो रेखा पर है।`,
    ];
    return {
      title: { en: 'Foot of perpendicular and image in a line', hi: 'लंब का पाद और रेखा में प्रतिबिंब' },
      type: 'single',
      statement: { en: askEn, hi: askHi },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...stepEn, '', `**Answer: ${point(...answer)}**`].join('\n\n'),
        hi: [...stepHi, '', `**उत्तर: ${point(...answer)}**`].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [px, py, ...answer],
      check() {
        // Search the grid for the point Q on the line with PQ perpendicular to the line, then reflect.
        for (let x = -40; x <= 40; x++) {
          for (let y = -40; y <= 40; y++) {
            const onLine = a * x + b * y + c === 0;
            const perpendicular = (x - px) * b - (y - py) * a === 0; // PQ parallel to the normal (a, b)
            if (onLine && perpendicular) {
              const target = ask === 'foot' ? point(x, y) : point(2 * x - px, 2 * y - py);
              return { kind: 'choice', correct: [options.indexOf(target)] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
