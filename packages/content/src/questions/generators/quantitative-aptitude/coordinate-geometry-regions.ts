import { gcd } from '../../arithmetic.js';
import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { lineEq } from './coordinate-geometry-lines.js';
import { answerSteps } from './trigonometry-identities.js';

type Pt = [number, number];
const pt = ([x, y]: Pt) => `(${x}, ${y})`;

/** Twice the signed area of a polygon (shoelace). */
function twiceArea(ps: Pt[]): number {
  let s = 0;
  ps.forEach(([x, y], i) => {
    const [u, v] = ps[(i + 1) % ps.length] ?? [0, 0];
    s += x * v - u * y;
  });
  return s;
}

/** Lattice points strictly inside and on the boundary of a convex polygon, counted one by one. */
function latticeCount(ps: Pt[]): { inside: number; boundary: number } {
  const xs = ps.map((p) => p[0]);
  const ys = ps.map((p) => p[1]);
  let inside = 0;
  let boundary = 0;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y++) {
      const cross = ps.map(([ax, ay], i) => {
        const [bx, by] = ps[(i + 1) % ps.length] ?? [0, 0];
        return (bx - ax) * (y - ay) - (by - ay) * (x - ax);
      });
      if (cross.every((c) => c > 0) || cross.every((c) => c < 0)) inside++;
      else if (cross.every((c) => c >= 0) || cross.every((c) => c <= 0)) boundary++;
    }
  }
  return { inside, boundary };
}

/** Area of a convex quadrilateral from the coordinates of its vertices (shoelace formula). */
export const coordinateQuadrilateralArea: QuestionGenerator = {
  id: 'coordinate-geometry/quadrilateral-area',
  topic: 'coordinate-geometry',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    let ps: Pt[] = [];
    let twice = 0;
    for (;;) {
      const cx = rng.int(-3, 3);
      const cy = rng.int(-3, 3);
      const q = [
        [1, 1],
        [-1, 1],
        [-1, -1],
        [1, -1],
      ];
      ps = q.map(([sx, sy]) => [cx + (sx ?? 1) * rng.int(1, 6), cy + (sy ?? 1) * rng.int(1, 6)] as Pt);
      twice = twiceArea(ps);
      const convex = ps.every((_, i) => {
        const [a, b, c] = [ps[i], ps[(i + 1) % 4], ps[(i + 2) % 4]] as [Pt, Pt, Pt];
        return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) > 0;
      });
      if (convex && twice % 2 === 0 && twice >= 16) break;
    }
    const area = twice / 2;
    const [A, B, C, D] = ps as [Pt, Pt, Pt, Pt];
    const crossed = Math.abs(twiceArea([A, C, B, D])) / 2;
    const { options, correctIndex } = choiceOptions(rng, area, [
      twice, // forgets the half
      Number.isInteger(crossed) ? crossed : Number.NaN, // takes the vertices in the wrong order (A, C, B, D)
      Math.abs(twiceArea([A, B, C])) / 2 === Math.floor(Math.abs(twiceArea([A, B, C])) / 2)
        ? Math.abs(twiceArea([A, B, C])) / 2
        : Number.NaN, // only triangle ABC
      area + 4,
    ]);
    const terms = ps.map(([x, y], i) => {
      const [u, v] = ps[(i + 1) % 4] ?? [0, 0];
      return `(${x} \\cdot ${v < 0 ? `(${v})` : v} - ${u < 0 ? `(${u})` : u} \\cdot ${y < 0 ? `(${y})` : y})`;
    });
    const values = ps.map(([x, y], i) => {
      const [u, v] = ps[(i + 1) % 4] ?? [0, 0];
      return x * v - u * y;
    });
    const verts = `$A${pt(A)}$, $B${pt(B)}$, $C${pt(C)}$, $D${pt(D)}$`;
    const sum = values.map((v, i) => (i === 0 ? `${v}` : v < 0 ? `- ${-v}` : `+ ${v}`)).join(' ');
    const work = `\\frac{1}{2}\\left|${terms.join(' + ')}\\right| = \\frac{1}{2}\\left|${sum}\\right| = \\frac{${twice}}{2} = ${area}`;
    return singleChoice(
      { en: 'Area of a quadrilateral from coordinates', hi: 'निर्देशांकों से चतुर्भुज का क्षेत्रफल' },
      {
        en: `Find the area, in square units, of the quadrilateral $ABCD$ with vertices ${verts} (taken in this order).`,
        hi: `शीर्षों ${verts} (इसी क्रम में) वाले चतुर्भुज $ABCD$ का क्षेत्रफल (वर्ग इकाई में) ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      answerSteps(
        [
          'Shoelace formula: area $= \\frac{1}{2}\\left|\\sum (x_i y_{i+1} - x_{i+1} y_i)\\right|$, going round $A \\to B \\to C \\to D \\to A$.',
          `$= ${work}$.`,
        ],
        [
          'शूलेस सूत्र: क्षेत्रफल $= \\frac{1}{2}\\left|\\sum (x_i y_{i+1} - x_{i+1} y_i)\\right|$, क्रम $A \\to B \\to C \\to D \\to A$ में।',
          `$= ${work}$।`,
        ],
        `${area}`,
      ),
      100,
      [...ps.flat(), area],
      () => {
        // Pick's theorem on counted lattice points: area = inside + boundary / 2 - 1.
        const { inside, boundary } = latticeCount(ps);
        return options.indexOf(String(inside + boundary / 2 - 1));
      },
    );
  },
};

type LatticeKind = 'axes' | 'inside' | 'closed';

/** CAT: lattice points strictly inside a triangle, or inside and on it (Pick's theorem and gcd counts). */
export const coordinateLatticePoints: QuestionGenerator = {
  id: 'coordinate-geometry/lattice-points-pick',
  topic: 'coordinate-geometry',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<LatticeKind>(['axes', 'axes', 'inside', 'closed']);
    let ps: Pt[] = [];
    let twice = 0;
    let a = 0;
    let b = 0;
    for (;;) {
      if (kind === 'axes') {
        a = rng.int(4, 30);
        b = rng.int(4, 30);
        ps = [
          [0, 0],
          [a, 0],
          [0, b],
        ];
        if (a === b || gcd(a, b) === 1) continue; // some points on the slanted side
      } else {
        ps = [0, 1, 2].map(() => [rng.int(-8, 12), rng.int(-8, 12)] as Pt);
      }
      twice = Math.abs(twiceArea(ps));
      const edges = ps.map((p, i) => {
        const q = ps[(i + 1) % 3] ?? p;
        return gcd(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]));
      });
      if (twice >= 20 && edges.filter((g) => g > 1).length >= (kind === 'axes' ? 1 : 2)) break;
    }
    const edges = ps.map((p, i) => {
      const q = ps[(i + 1) % 3] ?? p;
      return gcd(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]));
    });
    const B = edges.reduce((s, g) => s + g, 0);
    const areaTex = twice % 2 === 0 ? `${twice / 2}` : `\\frac{${twice}}{2}`;
    const I = (twice - B + 2) / 2;
    const answer = kind === 'closed' ? I + B : I;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      kind === 'closed'
        ? [
            I, // leaves out the boundary
            I + B - 3, // leaves out the three vertices
            twice % 2 === 0 ? twice / 2 + B : Number.NaN, // area plus boundary
            I + B + 3, // counts each vertex twice
          ]
        : [
            twice % 2 === 0 ? twice / 2 : Number.NaN, // the area itself
            I + B, // includes the boundary
            (twice - B) / 2, // Pick's theorem without the + 1
            I + 3 - (B % 3),
          ],
    );
    const [P, Q, R] = ps as [Pt, Pt, Pt];
    const statement =
      kind === 'axes'
        ? {
            en: `How many points with both coordinates integers lie strictly inside the triangle formed by the line $${lineEq(b / gcd(a, b), a / gcd(a, b), -(a * b) / gcd(a, b))}$ and the two coordinate axes?`,
            hi: `रेखा $${lineEq(b / gcd(a, b), a / gcd(a, b), -(a * b) / gcd(a, b))}$ और दोनों निर्देशांक अक्षों से बने त्रिभुज के ठीक अंदर (भुजाओं पर नहीं) ऐसे कितने बिंदु हैं जिनके दोनों निर्देशांक पूर्णांक हैं?`,
          }
        : kind === 'inside'
          ? {
              en: `How many points with both coordinates integers lie strictly inside the triangle with vertices $${pt(P)}$, $${pt(Q)}$ and $${pt(R)}$?`,
              hi: `शीर्षों $${pt(P)}$, $${pt(Q)}$ और $${pt(R)}$ वाले त्रिभुज के ठीक अंदर (भुजाओं पर नहीं) ऐसे कितने बिंदु हैं जिनके दोनों निर्देशांक पूर्णांक हैं?`,
            }
          : {
              en: `How many points with both coordinates integers lie inside or on the sides of the triangle with vertices $${pt(P)}$, $${pt(Q)}$ and $${pt(R)}$?`,
              hi: `शीर्षों $${pt(P)}$, $${pt(Q)}$ और $${pt(R)}$ वाले त्रिभुज के अंदर या उसकी भुजाओं पर ऐसे कितने बिंदु हैं जिनके दोनों निर्देशांक पूर्णांक हैं?`,
            };
    const sides = ps.map((p, i) => {
      const q = ps[(i + 1) % 3] ?? p;
      return `\\gcd(${Math.abs(q[0] - p[0])}, ${Math.abs(q[1] - p[1])}) = ${edges[i]}`;
    });
    const vertsNote =
      kind === 'axes'
        ? {
            en: `The vertices are $(0, 0)$, $(${a}, 0)$ and $(0, ${b})$. `,
            hi: `शीर्ष $(0, 0)$, $(${a}, 0)$ और $(0, ${b})$ हैं। `,
          }
        : { en: '', hi: '' };
    const enSteps = [
      `${vertsNote.en}A side from $(x_1, y_1)$ to $(x_2, y_2)$ carries $\\gcd(|x_2 - x_1|, |y_2 - y_1|)$ lattice points, counting one end: $${sides.join(',\\ ')}$, so the boundary has $B = ${B}$ points.`,
      `Area $= \\frac{1}{2}|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)| = ${areaTex}$.`,
      `Pick's theorem: area $= I + \\frac{B}{2} - 1$, so $I = ${areaTex} - \\frac{${B}}{2} + 1 = ${I}$.`,
      ...(kind === 'closed' ? [`Inside or on the sides: $I + B = ${I} + ${B} = ${I + B}$.`] : []),
    ];
    const hiSteps = [
      `${vertsNote.hi}$(x_1, y_1)$ से $(x_2, y_2)$ तक की भुजा पर (एक सिरा गिनकर) $\\gcd(|x_2 - x_1|, |y_2 - y_1|)$ जालक बिंदु होते हैं: $${sides.join(',\\ ')}$, अतः सीमा पर $B = ${B}$ बिंदु हैं।`,
      `क्षेत्रफल $= \\frac{1}{2}|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)| = ${areaTex}$।`,
      `पिक प्रमेय (Pick's theorem): क्षेत्रफल $= I + \\frac{B}{2} - 1$, अतः $I = ${areaTex} - \\frac{${B}}{2} + 1 = ${I}$।`,
      ...(kind === 'closed' ? [`अंदर या भुजाओं पर: $I + B = ${I} + ${B} = ${I + B}$।`] : []),
    ];
    return singleChoice(
      { en: "Lattice points and Pick's theorem", hi: 'जालक बिंदु और पिक प्रमेय' },
      statement,
      options,
      correctIndex,
      answerSteps(enSteps, hiSteps, `${answer}`),
      210,
      [answer],
      () => {
        const { inside, boundary } = latticeCount(ps);
        return options.indexOf(String(kind === 'closed' ? inside + boundary : inside));
      },
    );
  },
};

type AbsKind = 'shifted' | 'scaled' | 'ring' | 'lattice';

/** Area of {|px| + |qy| ≤ r} by the trapezium rule on a grid through the corners (exact here). */
function diamondArea(p: number, q: number, r: number): number {
  const n = 2000;
  const w = r / p;
  let s = 0;
  for (let i = 0; i <= n; i++) {
    const x = -w + (2 * w * i) / n;
    const h = (2 * Math.max(0, r - p * Math.abs(x))) / q;
    s += (i === 0 || i === n ? 0.5 : 1) * h;
  }
  return (s * 2 * w) / n;
}

/** CAT: regions bounded by |x| + |y| = k and its variants: area, a ring's area, lattice points. */
export const coordinateAbsValueRegion: QuestionGenerator = {
  id: 'coordinate-geometry/abs-value-region',
  topic: 'coordinate-geometry',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const kind = rng.pick<AbsKind>(['shifted', 'scaled', 'ring', 'lattice']);
    let en = '';
    let hi = '';
    let answer = 0;
    let wrong: number[] = [];
    let stepsEn: string[] = [];
    let stepsHi: string[] = [];
    let check: () => number;
    const absX = (h: number) => (h === 0 ? '|x|' : `|x ${h < 0 ? '+' : '-'} ${Math.abs(h)}|`);
    const absY = (k: number) => (k === 0 ? '|y|' : `|y ${k < 0 ? '+' : '-'} ${Math.abs(k)}|`);
    if (kind === 'shifted') {
      const c = 2 * rng.int(1, 8);
      const h = rng.int(-6, 6);
      const k = rng.int(-6, 6);
      answer = 2 * c * c;
      wrong = [c * c, 4 * c * c, (c * c) / 2]; // half of it; the square of side 2c; a quarter
      const eq = `${absX(h)} + ${absY(k)} = ${c}`;
      en = `Find the area, in square units, of the region enclosed by $${eq}$.`;
      hi = `$${eq}$ से घिरे क्षेत्र का क्षेत्रफल (वर्ग इकाई में) ज्ञात कीजिए।`;
      const step1 = `The shift to the centre $(${h}, ${k})$ does not change the area. The curve is a square with vertices $${c}$ units from the centre along both axis directions.`;
      const step1Hi = `केंद्र $(${h}, ${k})$ तक खिसकाने से क्षेत्रफल नहीं बदलता। वक्र एक वर्ग है जिसके शीर्ष केंद्र से दोनों अक्षों की दिशाओं में $${c}$ इकाई पर हैं।`;
      const step2 = `Its diagonals are $${2 * c}$ each, so the area is $\\frac{1}{2} \\times ${2 * c} \\times ${2 * c} = ${answer}$.`;
      stepsEn = [step1, step2];
      stepsHi = [
        step1Hi,
        `इसके विकर्ण $${2 * c}$ के हैं, अतः क्षेत्रफल $\\frac{1}{2} \\times ${2 * c} \\times ${2 * c} = ${answer}$ है।`,
      ];
      check = () => Math.round(diamondArea(1, 1, c));
    } else if (kind === 'scaled') {
      let p = 1;
      let q = 1;
      do {
        p = rng.int(1, 5);
        q = rng.int(1, 5);
      } while (p === q || gcd(p, q) !== 1);
      const t = rng.int(1, 4);
      const r = p * q * t;
      answer = 2 * q * t * p * t;
      wrong = [2 * r * r, answer * 2, answer / 2]; // ignores the coefficients; the box around it; half
      const eq = `${p === 1 ? '' : p}|x| + ${q === 1 ? '' : q}|y| = ${r}`;
      en = `Find the area, in square units, of the region enclosed by $${eq}$.`;
      hi = `$${eq}$ से घिरे क्षेत्र का क्षेत्रफल (वर्ग इकाई में) ज्ञात कीजिए।`;
      const v = `$(\\pm ${q * t}, 0)$ and $(0, \\pm ${p * t})$`;
      stepsEn = [
        `The curve is a rhombus with vertices ${v} (put $y = 0$, then $x = 0$).`,
        `Its diagonals are $${2 * q * t}$ and $${2 * p * t}$, so the area is $\\frac{1}{2} \\times ${2 * q * t} \\times ${2 * p * t} = ${answer}$.`,
      ];
      stepsHi = [
        `वक्र एक समचतुर्भुज है जिसके शीर्ष ${v.replace(' and ', ' और ')} हैं ($y = 0$, फिर $x = 0$ रखकर)।`,
        `इसके विकर्ण $${2 * q * t}$ और $${2 * p * t}$ हैं, अतः क्षेत्रफल $\\frac{1}{2} \\times ${2 * q * t} \\times ${2 * p * t} = ${answer}$ है।`,
      ];
      check = () => Math.round(diamondArea(p, q, r));
    } else if (kind === 'ring') {
      const a = rng.int(1, 9);
      const b = rng.int(a + 1, 14);
      answer = 2 * (b * b - a * a);
      wrong = [2 * (b - a) ** 2, b * b - a * a, 4 * (b * b - a * a)]; // squares the difference; half; double
      en = `Find the area, in square units, of the region between the curves $|x| + |y| = ${a}$ and $|x| + |y| = ${b}$.`;
      hi = `वक्रों $|x| + |y| = ${a}$ और $|x| + |y| = ${b}$ के बीच के क्षेत्र का क्षेत्रफल (वर्ग इकाई में) ज्ञात कीजिए।`;
      stepsEn = [
        `$|x| + |y| = k$ is a square with diagonals $2k$, so it encloses $\\frac{1}{2}(2k)^2 = 2k^2$.`,
        `Between the two: $2 \\times ${b}^2 - 2 \\times ${a}^2 = ${2 * b * b} - ${2 * a * a} = ${answer}$.`,
      ];
      stepsHi = [
        `$|x| + |y| = k$ एक वर्ग है जिसके विकर्ण $2k$ हैं, अतः घिरा क्षेत्रफल $\\frac{1}{2}(2k)^2 = 2k^2$ है।`,
        `दोनों के बीच: $2 \\times ${b}^2 - 2 \\times ${a}^2 = ${2 * b * b} - ${2 * a * a} = ${answer}$।`,
      ];
      check = () => Math.round(diamondArea(1, 1, b) - diamondArea(1, 1, a));
    } else {
      const n = rng.int(3, 40);
      answer = 2 * n * n + 2 * n + 1;
      wrong = [(2 * n + 1) ** 2, 2 * n * n + 1, 2 * n * n - 2 * n + 1]; // the whole box; rows miscounted; strict inequality
      en = `How many points $(x, y)$ with both coordinates integers satisfy $|x| + |y| \\le ${n}$?`;
      hi = `ऐसे कितने बिंदु $(x, y)$ हैं जिनके दोनों निर्देशांक पूर्णांक हैं और $|x| + |y| \\le ${n}$ है?`;
      stepsEn = [
        `For $x = 0$ there are $2 \\times ${n} + 1 = ${2 * n + 1}$ values of $y$; for $|x| = j$ there are $2(${n} - j) + 1$.`,
        `Total $= ${2 * n + 1} + 2\\sum_{j=1}^{${n}} (2(${n} - j) + 1) = ${2 * n + 1} + 2 \\times ${n}^2 = 2 \\times ${n}^2 + 2 \\times ${n} + 1 = ${answer}$.`,
      ];
      stepsHi = [
        `$x = 0$ के लिए $y$ के $2 \\times ${n} + 1 = ${2 * n + 1}$ मान हैं; $|x| = j$ के लिए $2(${n} - j) + 1$ मान।`,
        `कुल $= ${2 * n + 1} + 2\\sum_{j=1}^{${n}} (2(${n} - j) + 1) = ${2 * n + 1} + 2 \\times ${n}^2 = 2 \\times ${n}^2 + 2 \\times ${n} + 1 = ${answer}$।`,
      ];
      check = () => {
        let count = 0;
        for (let x = -n; x <= n; x++)
          for (let y = -n; y <= n; y++) if (Math.abs(x) + Math.abs(y) <= n) count++;
        return count;
      };
    }
    const { options, correctIndex } = choiceOptions(rng, answer, wrong.filter(Number.isInteger));
    return singleChoice(
      { en: 'Regions bounded by |x| + |y| = k', hi: '|x| + |y| = k से घिरे क्षेत्र' },
      { en, hi },
      options,
      correctIndex,
      answerSteps(stepsEn, stepsHi, `${answer}`),
      180,
      [answer],
      () => options.indexOf(String(check())),
    );
  },
};
