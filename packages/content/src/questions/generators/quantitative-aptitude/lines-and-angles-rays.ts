import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { angleChoiceOptions, degrees } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** `(px + q)^\circ` in KaTeX, e.g. `(3x + 10)^\circ`, `(x - 5)^\circ`, `(4x)^\circ`. */
export function angleExpr(p: number, q: number): string {
  return `(${linTex(p, q)})^\\circ`;
}

/** `px + q` in KaTeX, e.g. `3x + 10`, `x - 5`, `4x`. */
export function linTex(p: number, q: number): string {
  const head = termTex(p, 'x');
  return q === 0 ? head : `${head} ${q < 0 ? '-' : '+'} ${Math.abs(q)}`;
}

/** The i-th number of a list (0 when missing). */
export const at = (list: readonly number[], i: number) => list[i] ?? 0;

/** The angle in degrees between two directions given in degrees (0 to 180). */
export function between(d1: number, d2: number): number {
  const r = Math.PI / 180;
  const dot = Math.cos(d1 * r) * Math.cos(d2 * r) + Math.sin(d1 * r) * Math.sin(d2 * r);
  return Math.acos(Math.max(-1, Math.min(1, dot))) / r;
}

/** English and Hindi solution steps ending in the answer in degrees. */
export function angleSteps(en: string[], hi: string[], answer: number) {
  return {
    en: [...en, '', `**Answer: $${answer}^\\circ$**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: $${answer}^\\circ$**`].join('\n\n'),
  };
}

/** The index of the option showing `value` degrees (after rounding float noise), -1 if none. */
export const degreeIndex = (options: string[], value: number) =>
  Math.abs(value - Math.round(value)) < 1e-6 ? options.indexOf(degrees(Math.round(value))) : -1;

/** Three rays from a point on a straight line make angles in a given ratio: find one of them. */
export const linesAnglesStraightLineRatio: QuestionGenerator = {
  id: 'lines-and-angles/straight-line-ratio',
  topic: 'lines-and-angles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    let parts: number[] = [];
    let sum = 0;
    do {
      parts = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      sum = at(parts, 0) + at(parts, 1) + at(parts, 2);
    } while (180 % sum !== 0 || new Set(parts).size < 3);
    const unit = 180 / sum;
    const ask = rng.int(0, 2);
    const names = ['\\angle AOC', '\\angle COD', '\\angle DOB'];
    const answer = at(parts, ask) * unit;
    const { options, correctIndex } = angleChoiceOptions(rng, answer, [
      (at(parts, ask) * 360) / sum, // takes the three angles to add up to 360°
      180 - answer, // the supplement of the asked angle
      at(parts, (ask + 1) % 3) * unit, // reads the wrong term of the ratio
      unit, // stops at one part
    ]);
    const ratio = parts.join(' : ');
    const asked = names[ask] ?? '';
    const values = parts
      .map((k, i) => `${names[i]} = ${k} \\times ${unit} = ${k * unit}^\\circ`)
      .join(',\\ ');
    return singleChoice(
      { en: 'Angles on a straight line in a ratio', hi: 'सरल रेखा पर अनुपात में कोण' },
      {
        en: `$O$ is a point on the straight line $AB$. Rays $OC$ and $OD$ are drawn on the same side of $AB$, in the order $A, C, D, B$, so that $\\angle AOC : \\angle COD : \\angle DOB = ${ratio}$. Find $${asked}$.`,
        hi: `$O$ सरल रेखा $AB$ पर एक बिंदु है। $AB$ के एक ही ओर किरणें $OC$ और $OD$ क्रम $A, C, D, B$ में इस प्रकार खींची गई हैं कि $\\angle AOC : \\angle COD : \\angle DOB = ${ratio}$ है। $${asked}$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      angleSteps(
        [
          `The three angles together make the straight angle: $${parts.map((k) => termTex(k, 'k')).join(' + ')} = 180^\\circ$, so $${sum}k = 180^\\circ$ and $k = ${unit}^\\circ$.`,
          `$${values}$.`,
        ],
        [
          `तीनों कोण मिलकर ऋजु कोण बनाते हैं: $${parts.map((k) => termTex(k, 'k')).join(' + ')} = 180^\\circ$, अतः $${sum}k = 180^\\circ$ और $k = ${unit}^\\circ$।`,
          `$${values}$।`,
        ],
        answer,
      ),
      40,
      [...parts, answer],
      () => {
        // Try every whole size of one part until the three angles fill the straight angle.
        for (let u = 1; u <= 180; u++)
          if (parts.reduce((s, k) => s + k * u, 0) === 180) return degreeIndex(options, at(parts, ask) * u);
        return -1;
      },
    );
  },
};

/** Two intersecting lines: vertically opposite angles as expressions in x; find an adjacent angle. */
export const linesAnglesVerticallyOpposite: QuestionGenerator = {
  id: 'lines-and-angles/vertically-opposite-expressions',
  topic: 'lines-and-angles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let p = 0;
    let q = 0;
    let r = 0;
    let s = 0;
    let x = 0;
    let angle = 0;
    do {
      x = rng.int(5, 30);
      p = rng.int(1, 6);
      r = rng.int(1, 6);
      angle = rng.int(25, 155);
      q = angle - p * x;
      s = angle - r * x;
    } while (p === r || angle === 90 || Math.abs(q) > 80 || Math.abs(s) > 80);
    const answer = 180 - angle;
    // Treats the two vertically opposite angles as a linear pair (adding up to 180°).
    const wrongX = (180 - q - s) / (p + r);
    const { options, correctIndex } = angleChoiceOptions(rng, answer, [
      angle, // gives the vertically opposite angle itself
      Number.isInteger(wrongX) ? 180 - (p * wrongX + q) : Number.NaN, // a linear pair instead of equal angles
      x, // stops at x
      90 - angle / 2, // halves the wrong thing
    ]);
    const e1 = angleExpr(p, q);
    const e2 = angleExpr(r, s);
    const lhs = linTex(p, q);
    const rhs = linTex(r, s);
    return singleChoice(
      { en: 'Vertically opposite angles as expressions', hi: 'व्यंजकों में शीर्षाभिमुख कोण' },
      {
        en: `Lines $AB$ and $CD$ intersect at $O$. If $\\angle AOC = ${e1}$ and $\\angle BOD = ${e2}$, find $\\angle BOC$.`,
        hi: `रेखाएँ $AB$ और $CD$ बिंदु $O$ पर प्रतिच्छेद करती हैं। यदि $\\angle AOC = ${e1}$ और $\\angle BOD = ${e2}$ है, तो $\\angle BOC$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      angleSteps(
        [
          `$\\angle AOC$ and $\\angle BOD$ are vertically opposite, so they are equal: $${lhs} = ${rhs}$, which gives $x = ${x}$.`,
          `$\\angle AOC = ${angle}^\\circ$. $\\angle BOC$ and $\\angle AOC$ form a linear pair, so $\\angle BOC = 180^\\circ - ${angle}^\\circ = ${answer}^\\circ$.`,
        ],
        [
          `$\\angle AOC$ और $\\angle BOD$ शीर्षाभिमुख कोण हैं, अतः बराबर हैं: $${lhs} = ${rhs}$, जिससे $x = ${x}$।`,
          `$\\angle AOC = ${angle}^\\circ$। $\\angle BOC$ और $\\angle AOC$ रैखिक युग्म बनाते हैं, अतः $\\angle BOC = 180^\\circ - ${angle}^\\circ = ${answer}^\\circ$।`,
        ],
        answer,
      ),
      45,
      [x, answer],
      () => {
        // Search x; then place the lines by direction and measure the angle between rays OB and OC.
        for (let t = -50; t <= 100; t++) {
          if (p * t + q === r * t + s) {
            const aoc = p * t + q; // OA along 180°, OC at 180° - aoc, OB along 0°
            return degreeIndex(options, between(0, 180 - aoc));
          }
        }
        return -1;
      },
    );
  },
};

type BisectorAsk = 'POQ' | 'POB' | 'AOQ';

/** A ray on a straight line and the bisectors of the two angles it makes: an angle they form. */
export const linesAnglesAdjacentBisectors: QuestionGenerator = {
  id: 'lines-and-angles/linear-pair-bisectors',
  topic: 'lines-and-angles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let a = 0;
    do a = 2 * rng.int(10, 80);
    while (a === 90);
    const ask = rng.pick<BisectorAsk>(['POQ', 'POB', 'POB', 'AOQ', 'AOQ']);
    const givenBoc = rng.next() < 0.4;
    const b = 180 - a;
    const answer = ask === 'POQ' ? 90 : ask === 'POB' ? 180 - a / 2 : 180 - b / 2;
    const wrong =
      ask === 'POQ'
        ? [a / 2, 180 - a / 2, b / 2 + a] // half of one angle; one full angle left in
        : ask === 'POB'
          ? [a / 2 + b / 2 + b / 2, 180 - a, b + a / 4, 90 + a / 2]
          : [b / 2 + a / 2 + a / 2, 180 - b, a + b / 4, 90 + b / 2];
    const { options, correctIndex } = angleChoiceOptions(rng, answer, wrong);
    const given = givenBoc ? `\\angle BOC = ${b}^\\circ` : `\\angle AOC = ${a}^\\circ`;
    const first = givenBoc
      ? {
          en: `$\\angle AOC = 180^\\circ - ${b}^\\circ = ${a}^\\circ$.`,
          hi: `$\\angle AOC = 180^\\circ - ${b}^\\circ = ${a}^\\circ$।`,
        }
      : {
          en: `$\\angle BOC = 180^\\circ - ${a}^\\circ = ${b}^\\circ$.`,
          hi: `$\\angle BOC = 180^\\circ - ${a}^\\circ = ${b}^\\circ$।`,
        };
    const halves = `\\angle POC = \\frac{${a}^\\circ}{2} = ${a / 2}^\\circ,\\ \\angle COQ = \\frac{${b}^\\circ}{2} = ${b / 2}^\\circ`;
    const last =
      ask === 'POQ'
        ? `\\angle POQ = \\angle POC + \\angle COQ = ${a / 2}^\\circ + ${b / 2}^\\circ = 90^\\circ`
        : ask === 'POB'
          ? `\\angle POB = \\angle POC + \\angle COB = ${a / 2}^\\circ + ${b}^\\circ = ${answer}^\\circ`
          : `\\angle AOQ = \\angle AOC + \\angle COQ = ${a}^\\circ + ${b / 2}^\\circ = ${answer}^\\circ`;
    return singleChoice(
      { en: 'Bisectors of a linear pair', hi: 'रैखिक युग्म के समद्विभाजक' },
      {
        en: `$AOB$ is a straight line and $OC$ is a ray with $${given}$. $OP$ bisects $\\angle AOC$ and $OQ$ bisects $\\angle BOC$. Find $\\angle ${ask}$.`,
        hi: `$AOB$ एक सरल रेखा है और $OC$ एक किरण है, जहाँ $${given}$ है। $OP$ कोण $\\angle AOC$ को और $OQ$ कोण $\\angle BOC$ को समद्विभाजित करती है। $\\angle ${ask}$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      angleSteps(
        [`${first.en}`, `$${halves}$.`, `$${last}$.`],
        [`${first.hi}`, `$${halves}$।`, `$${last}$।`],
        answer,
      ),
      70,
      [givenBoc ? b : a, answer],
      () => {
        // Directions: OB at 0°, OA at 180°, OC at 180° - ∠AOC; a bisector points midway.
        const c = 180 - a;
        const dir = { A: 180, B: 0, P: (180 + c) / 2, Q: c / 2 };
        const [u, v] = ask === 'POQ' ? [dir.P, dir.Q] : ask === 'POB' ? [dir.P, dir.B] : [dir.A, dir.Q];
        return degreeIndex(options, between(u, v));
      },
    );
  },
};

/** Four angles round a point as expressions in x; find the reflex angle made by two of the rays. */
export const linesAnglesReflexAroundPoint: QuestionGenerator = {
  id: 'lines-and-angles/reflex-around-point',
  topic: 'lines-and-angles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    let p: number[] = [];
    let q: number[] = [];
    let x = 0;
    let angles: number[] = [];
    for (;;) {
      x = rng.int(8, 40);
      p = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
      q = [rng.int(-4, 8) * 5, rng.int(-4, 8) * 5, rng.int(-4, 8) * 5];
      angles = p.map((k, i) => k * x + at(q, i));
      const last = 360 - angles.reduce((s, v) => s + v, 0);
      const p4 = rng.int(1, 6);
      const q4 = last - p4 * x;
      if (angles.some((v) => v < 15 || v > 170) || last < 15 || last > 170 || Math.abs(q4) > 60) continue;
      p.push(p4);
      q.push(q4);
      angles.push(last);
      if (at(angles, 0) + at(angles, 1) < 175 && new Set(angles).size === 4) break;
    }
    const inner = at(angles, 0) + at(angles, 1);
    const answer = 360 - inner;
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        inner, // the angle AOC itself, not its reflex
        180 + inner, // adds 180° instead of subtracting from 360°
        360 - at(angles, 0), // reflex of ∠AOB instead of ∠AOC
        360 - at(angles, 1), // reflex of ∠BOC instead of ∠AOC
      ],
      degrees,
    );
    const exprs = p.map((k, i) => angleExpr(k, at(q, i)));
    const names = ['\\angle AOB', '\\angle BOC', '\\angle COD', '\\angle DOA'];
    const listed = exprs.map((e, i) => `${names[i]} = ${e}`).join(',\\ ');
    const sumTex = p.reduce((s, k) => s + k, 0);
    const qSum = q.reduce((s, v) => s + v, 0);
    const eq = `${termTex(sumTex, 'x')} ${qSum < 0 ? '-' : '+'} ${Math.abs(qSum)} = 360`;
    const values = angles.map((v, i) => `${names[i]} = ${v}^\\circ`).join(',\\ ');
    return singleChoice(
      { en: 'Reflex angle from angles round a point', hi: 'एक बिंदु के चारों ओर के कोणों से प्रतिवर्ती कोण' },
      {
        en: `Rays $OA$, $OB$, $OC$ and $OD$ are drawn from $O$ in this order round the point, with $${listed}$. Find the reflex angle $AOC$.`,
        hi: `बिंदु $O$ से किरणें $OA$, $OB$, $OC$ और $OD$ इसी क्रम में चारों ओर खींची गई हैं, जहाँ $${listed}$ है। प्रतिवर्ती कोण $AOC$ ज्ञात कीजिए।`,
      },
      options,
      correctIndex,
      angleSteps(
        [
          `The four angles round $O$ add up to $360^\\circ$: $${eq}$, so $x = ${x}$.`,
          `$${values}$.`,
          `$\\angle AOC = ${angles[0]}^\\circ + ${angles[1]}^\\circ = ${inner}^\\circ$, so the reflex angle $AOC = 360^\\circ - ${inner}^\\circ = ${answer}^\\circ$.`,
        ],
        [
          `$O$ के चारों ओर के चारों कोणों का योग $360^\\circ$ है: $${eq}$, अतः $x = ${x}$।`,
          `$${values}$।`,
          `$\\angle AOC = ${angles[0]}^\\circ + ${angles[1]}^\\circ = ${inner}^\\circ$, अतः प्रतिवर्ती कोण $AOC = 360^\\circ - ${inner}^\\circ = ${answer}^\\circ$।`,
        ],
        answer,
      ),
      75,
      [x, answer],
      () => {
        // Search x; then the reflex angle is the part of the full turn from A to C through D.
        for (let t = 1; t <= 100; t++) {
          const v = p.map((k, i) => k * t + at(q, i));
          if (v.reduce((s, w) => s + w, 0) === 360) return degreeIndex(options, at(v, 2) + at(v, 3));
        }
        return -1;
      },
    );
  },
};

/** Two plane mirrors at an angle: a ray reflected by both; the angle it makes with the second mirror. */
export const linesAnglesTwoMirrors: QuestionGenerator = {
  id: 'lines-and-angles/two-mirrors',
  topic: 'lines-and-angles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    let theta = 0;
    let alpha = 0;
    let beta = 0;
    do {
      theta = rng.int(6, 28) * 5;
      alpha = rng.int(15, 80);
      beta = 180 - theta - alpha;
    } while (beta < 10 || beta > 80 || theta === 90);
    const withNormal = rng.next() < 0.4;
    const answer = withNormal ? 90 - beta : beta;
    const { options, correctIndex } = angleChoiceOptions(rng, answer, [
      withNormal ? beta : 90 - beta, // mirror and normal confused
      Math.abs(theta - alpha), // subtracts instead of using the triangle
      180 - theta + alpha - 90, // takes the incoming ray's angle on the other side
      90 - alpha, // angle of incidence at the first mirror
    ]);
    const askEn = withNormal
      ? 'Find the angle of incidence at $ON$ (the angle between the ray $PQ$ and the normal to $ON$ at $Q$).'
      : 'Find the angle that the ray reflected from $ON$ makes with the mirror $ON$.';
    const askHi = withNormal
      ? '$ON$ पर आपतन कोण (किरण $PQ$ और $Q$ पर $ON$ के अभिलंब के बीच का कोण) ज्ञात कीजिए।'
      : '$ON$ से परावर्तित किरण द्वारा दर्पण $ON$ के साथ बनाया गया कोण ज्ञात कीजिए।';
    const tail = withNormal
      ? {
          en: `The angle of incidence is measured from the normal: $90^\\circ - ${beta}^\\circ = ${answer}^\\circ$.`,
          hi: `आपतन कोण अभिलंब से मापा जाता है: $90^\\circ - ${beta}^\\circ = ${answer}^\\circ$।`,
        }
      : {
          en: `The reflected ray makes the same angle with $ON$ as the ray $PQ$ does: $${beta}^\\circ$.`,
          hi: `परावर्तित किरण $ON$ से वही कोण बनाती है जो किरण $PQ$ बनाती है: $${beta}^\\circ$।`,
        };
    return singleChoice(
      { en: 'A ray between two inclined mirrors', hi: 'दो झुके दर्पणों के बीच किरण' },
      {
        en: `Two plane mirrors $OM$ and $ON$ meet at $O$ with $\\angle MON = ${theta}^\\circ$. A ray of light strikes $OM$ at $P$ making an angle of $${alpha}^\\circ$ with the mirror, is reflected and then strikes $ON$ at $Q$. ${askEn}`,
        hi: `दो समतल दर्पण $OM$ और $ON$ बिंदु $O$ पर मिलते हैं, जहाँ $\\angle MON = ${theta}^\\circ$ है। प्रकाश की एक किरण $OM$ पर बिंदु $P$ पर दर्पण से $${alpha}^\\circ$ का कोण बनाते हुए पड़ती है, परावर्तित होकर $ON$ पर बिंदु $Q$ पर पड़ती है। ${askHi}`,
      },
      options,
      correctIndex,
      angleSteps(
        [
          `A ray leaves a mirror at the same angle it arrives, so $PQ$ makes $${alpha}^\\circ$ with $OM$: $\\angle OPQ = ${alpha}^\\circ$.`,
          `In triangle $OPQ$: $\\angle OQP = 180^\\circ - ${theta}^\\circ - ${alpha}^\\circ = ${beta}^\\circ$.`,
          tail.en,
        ],
        [
          `किरण दर्पण से उसी कोण पर लौटती है जिस पर आती है, अतः $PQ$ भी $OM$ से $${alpha}^\\circ$ बनाती है: $\\angle OPQ = ${alpha}^\\circ$।`,
          `त्रिभुज $OPQ$ में: $\\angle OQP = 180^\\circ - ${theta}^\\circ - ${alpha}^\\circ = ${beta}^\\circ$।`,
          tail.hi,
        ],
        answer,
      ),
      70,
      [theta, alpha, answer],
      () => {
        // Trace the ray with vectors: OM along the x-axis, ON at θ; reflect PQ's direction in ON.
        const r = Math.PI / 180;
        const d = [-Math.cos(alpha * r), Math.sin(alpha * r)]; // the ray leaving P towards ON
        const m = [Math.cos(theta * r), Math.sin(theta * r)];
        const dm = at(d, 0) * at(m, 0) + at(d, 1) * at(m, 1);
        const out = [2 * dm * at(m, 0) - at(d, 0), 2 * dm * at(m, 1) - at(d, 1)]; // reflection of d in the line ON
        const withMirror = Math.acos(Math.abs(at(out, 0) * at(m, 0) + at(out, 1) * at(m, 1))) / r;
        const incidence = Math.acos(Math.abs(-at(d, 0) * at(m, 1) + at(d, 1) * at(m, 0))) / r;
        return degreeIndex(options, withNormal ? incidence : withMirror);
      },
    );
  },
};
