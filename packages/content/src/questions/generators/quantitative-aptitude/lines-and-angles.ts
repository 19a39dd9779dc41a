/**
 * Lines and angles: the shapes of the topic and the exams that ask them.
 *
 * - complement-supplement-word: an angle from its complement and supplement (SSC CGL, RRB NTPC, CUET)
 * - transversal-expressions: parallel lines and a transversal, angles as expressions (SSC, RRB, CUET, Bank PO)
 * - bend-between-parallels: the angle at a bend between parallel lines (SSC CGL, RRB NTPC, CAT)
 * - straight-line-ratio: three angles on a straight line in a ratio (SSC CGL, RRB NTPC, CUET)
 * - vertically-opposite-expressions: vertically opposite angles as expressions (SSC, RRB NTPC, CUET, Placements)
 * - linear-pair-bisectors: bisectors of the two angles of a linear pair (SSC CGL, RRB NTPC, CUET, Placements)
 * - reflex-around-point: four angles round a point, a reflex angle (SSC CGL, RRB NTPC, CUET)
 * - two-mirrors: a ray reflected by two inclined plane mirrors (SSC CGL, RRB NTPC, CUET)
 * - zigzag-three-bends (CAT level): a zig-zag with three bends between parallel lines (CAT, SSC CGL, Placements)
 * - bend-bisectors-meet (CAT level): bisectors of the angles at a bend meet, with a case split (CAT, SSC CGL, CUET)
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { angleChoiceOptions, degrees } from './answer-formats.js';

/** A linear expression like 3x + 10 or 5x - 30 in KaTeX. */
function linear(p: number, q: number): string {
  const head = `${p === 1 ? '' : p}x`;
  return q === 0 ? head : `${head} ${q < 0 ? '-' : '+'} ${Math.abs(q)}`;
}

type WordKind = 'more-than-complement' | 'supplement-vs-complement' | 'sum-of-both';

/** Word problems on an angle, its complement and its supplement. */
export const linesAnglesComplementSupplement: QuestionGenerator = {
  id: 'lines-and-angles/complement-supplement-word',
  topic: 'lines-and-angles',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  generate(rng) {
    const kind = rng.pick<WordKind>(['more-than-complement', 'supplement-vs-complement', 'sum-of-both']);
    let x = 0;
    let m = 1;
    let d = 0;
    // Build backwards from the angle x: the given number d follows from x and m.
    for (;;) {
      x = rng.int(12, 86);
      if (kind === 'more-than-complement') {
        m = rng.pick([1, 1, 2, 3]);
        d = x - m * (90 - x);
      } else if (kind === 'supplement-vs-complement') {
        m = rng.pick([2, 3, 4]);
        d = 180 - x - m * (90 - x);
      } else {
        m = 1;
        d = 270 - 2 * x;
      }
      if (d > 0) break;
    }
    const timesEn = m === 1 ? '' : `${{ 2: 'twice', 3: 'three times', 4: 'four times' }[m]} `;
    // Hindi: "अपने पूरक से" for once, "अपने पूरक के दोगुने से" for more.
    const ofComplementHi = (own: string) =>
      m === 1 ? `${own} पूरक से` : `${own} पूरक के ${{ 2: 'दोगुने', 3: 'तीन गुने', 4: 'चार गुने' }[m]} से`;
    let statement: { en: string; hi: string };
    let equation: string;
    let wrong: number[];
    if (kind === 'more-than-complement') {
      statement = {
        en: `An angle is $${d}^\\circ$ more than ${timesEn}its complement. Find the angle.`,
        hi: `एक कोण ${ofComplementHi('अपने')} $${d}^\\circ$ अधिक है। कोण ज्ञात कीजिए।`,
      };
      equation = `x = ${m === 1 ? '' : m}(90 - x) + ${d}`;
      wrong = [
        (180 * m + d) / (m + 1), // uses 180 for the complement
        (90 * m - d) / (m + 1), // takes "more" as "less"
        90 - x, // gives the complement
      ];
    } else if (kind === 'supplement-vs-complement') {
      statement = {
        en: `The supplement of an angle is $${d}^\\circ$ more than ${timesEn}its complement. Find the angle.`,
        hi: `किसी कोण का संपूरक ${ofComplementHi('उसके')} $${d}^\\circ$ अधिक है। कोण ज्ञात कीजिए।`,
      };
      equation = `180 - x = ${m}(90 - x) + ${d}`;
      wrong = [
        (180 * m + d - 90) / (m - 1), // swaps complement and supplement
        (90 * m - d - 180) / (m - 1), // takes "more" as "less"
        90 - x, // gives the complement
        180 - x, // gives the supplement
      ];
    } else {
      statement = {
        en: `The sum of the complement and the supplement of an angle is $${d}^\\circ$. Find the angle.`,
        hi: `किसी कोण के पूरक और संपूरक का योग $${d}^\\circ$ है। कोण ज्ञात कीजिए।`,
      };
      equation = `(90 - x) + (180 - x) = ${d}`;
      wrong = [
        270 - d, // forgets to halve
        (360 - d) / 2, // takes the complement as 180 - x too
        90 - x, // gives the complement
      ];
    }
    const { options, correctIndex } = angleChoiceOptions(rng, x, wrong);
    const check1 = 90 - x;
    const check2 = 180 - x;
    const solution = {
      en: [
        `Let the angle be $x^\\circ$. Its complement is $(90 - x)^\\circ$ and its supplement is $(180 - x)^\\circ$.`,
        `The statement gives $${equation}$, so $x = ${x}$.`,
        `Check: complement $= ${check1}^\\circ$, supplement $= ${check2}^\\circ$.`,
        '',
        `**Answer: $${x}^\\circ$**`,
      ].join('\n\n'),
      hi: [
        `माना कोण $x^\\circ$ है। उसका पूरक $(90 - x)^\\circ$ और संपूरक $(180 - x)^\\circ$ है।`,
        `कथन से $${equation}$, अतः $x = ${x}$।`,
        `जाँच: पूरक $= ${check1}^\\circ$, संपूरक $= ${check2}^\\circ$।`,
        '',
        `**उत्तर: $${x}^\\circ$**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Angle, complement and supplement', hi: 'कोण, पूरक और संपूरक' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [d, x],
      check() {
        // Try every whole angle below 90 degrees against the sentence.
        const fits = (a: number) =>
          kind === 'more-than-complement'
            ? a === m * (90 - a) + d
            : kind === 'supplement-vs-complement'
              ? 180 - a === m * (90 - a) + d
              : 90 - a + (180 - a) === d;
        const found = Array.from({ length: 89 }, (_, i) => i + 1).find(fits) ?? -1;
        return { kind: 'choice', correct: [options.indexOf(degrees(found))] };
      },
    };
  },
};

interface PairKind {
  en: string;
  hi: string;
  equal: boolean;
}

const PAIRS: PairKind[] = [
  { en: 'a pair of corresponding angles', hi: 'संगत कोणों का एक युग्म', equal: true },
  { en: 'a pair of alternate interior angles', hi: 'एकांतर अंतः कोणों का एक युग्म', equal: true },
  { en: 'a pair of alternate exterior angles', hi: 'एकांतर बाह्य कोणों का एक युग्म', equal: true },
  {
    en: 'two interior angles on the same side of the transversal',
    hi: 'तिर्यक रेखा के एक ही ओर के दो अंतः कोण',
    equal: false,
  },
  {
    en: 'two exterior angles on the same side of the transversal',
    hi: 'तिर्यक रेखा के एक ही ओर के दो बाह्य कोण',
    equal: false,
  },
];

/** Two parallel lines and a transversal: angles given as expressions in x. */
export const linesAnglesTransversalExpressions: QuestionGenerator = {
  id: 'lines-and-angles/transversal-expressions',
  topic: 'lines-and-angles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Bank PO'],
  generate(rng) {
    const pair = rng.pick(PAIRS);
    let p = 0;
    let q = 0;
    let r = 0;
    let s = 0;
    let x = 0;
    let first = 0;
    let second = 0;
    for (;;) {
      x = rng.int(8, 40);
      p = rng.int(2, 7);
      r = rng.int(2, 7);
      if (p === r) continue;
      first = rng.int(35, 145);
      if (first === 90) continue;
      second = pair.equal ? first : 180 - first;
      q = first - p * x;
      s = second - r * x;
      if (Math.abs(q) <= 90 && Math.abs(s) <= 90) break;
    }
    // Equal pairs ask for the angle; supplementary pairs ask for the larger one.
    const asked = pair.equal ? first : Math.max(first, second);
    const otherMistake = pair.equal
      ? (180 - q - s) / (p + r) // treats the equal pair as supplementary
      : (s - q) / (p - r); // treats the supplementary pair as equal
    const mistakeAngle = p * otherMistake + q;
    const { options, correctIndex } = choiceOptions(
      rng,
      asked,
      [
        Number.isInteger(otherMistake) ? mistakeAngle : Number.NaN, // wrong angle relation
        180 - asked, // the angle's partner on the straight line
        x, // reports x instead of the angle
        asked + p, // arithmetic slip in one step
      ].filter((v) => Number.isInteger(v) && v > 0 && v < 180),
      degrees,
    );
    const e1 = `(${linear(p, q)})^\\circ`;
    const e2 = `(${linear(r, s)})^\\circ`;
    const askEn = pair.equal
      ? 'Find the measure of each of these angles.'
      : 'Find the measure of the larger angle.';
    const askHi = pair.equal ? 'इनमें से प्रत्येक कोण की माप ज्ञात कीजिए।' : 'बड़े कोण की माप ज्ञात कीजिए।';
    const statement = {
      en: `Two parallel lines are cut by a transversal. The measures of ${pair.en} are $${e1}$ and $${e2}$. ${askEn}`,
      hi: `दो समांतर रेखाओं को एक तिर्यक रेखा काटती है। ${pair.hi} $${e1}$ और $${e2}$ हैं। ${askHi}`,
    };
    const eq = pair.equal ? `${linear(p, q)} = ${linear(r, s)}` : `${linear(p, q)} + ${linear(r, s)} = 180`;
    const ruleEn = pair.equal
      ? 'These angles are equal'
      : 'These angles are supplementary (they add up to $180^\\circ$)';
    const ruleHi = pair.equal ? 'ये कोण बराबर होते हैं' : 'ये कोण संपूरक होते हैं (योग $180^\\circ$)';
    const solution = {
      en: [
        `${ruleEn}: $${eq}$, so $x = ${x}$.`,
        `The angles are $${p} \\times ${x} ${q < 0 ? '-' : '+'} ${Math.abs(q)} = ${first}^\\circ$ and $${r} \\times ${x} ${s < 0 ? '-' : '+'} ${Math.abs(s)} = ${second}^\\circ$.`,
        '',
        `**Answer: $${asked}^\\circ$**`,
      ].join('\n\n'),
      hi: [
        `${ruleHi}: $${eq}$, अतः $x = ${x}$।`,
        `कोण $${p} \\times ${x} ${q < 0 ? '-' : '+'} ${Math.abs(q)} = ${first}^\\circ$ और $${r} \\times ${x} ${s < 0 ? '-' : '+'} ${Math.abs(s)} = ${second}^\\circ$ हैं।`,
        '',
        `**उत्तर: $${asked}^\\circ$**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Parallel lines and a transversal', hi: 'समांतर रेखाएँ और तिर्यक रेखा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [p, r, x, asked],
      check() {
        // Search x; the relation must hold and both angles must be real angles.
        for (let t = 1; t <= 90; t++) {
          const a1 = p * t + q;
          const a2 = r * t + s;
          const ok = pair.equal ? a1 === a2 : a1 + a2 === 180;
          if (ok && a1 > 0 && a2 > 0) {
            const want = pair.equal ? a1 : Math.max(a1, a2);
            return { kind: 'choice', correct: [options.indexOf(degrees(want))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** The angle at E for rays from B (on the upper line) and D (on the lower line), by coordinates. */
function angleAtE(abe: number, cde: number, towards: boolean): number {
  const rad = Math.PI / 180;
  // B = (0, 1) with BA pointing along +x; D = (0, 0) with DC along +x. Ray BE goes down, ray DE up.
  const [c1, s1] = [Math.cos(abe * rad), Math.sin(abe * rad)];
  const [c2, s2] = [Math.cos(cde * rad), Math.sin(cde * rad)];
  // Solve B + t(c1, -s1) = D + u(c2, s2): t s1 + u s2 = 1 and t c1 - u c2 = 0.
  const t = c2 / (s1 * c2 + s2 * c1);
  const ex = t * c1;
  const ey = 1 - t * s1;
  // The figure must match the words: E strictly between the lines, on the stated side of B and D.
  if (!(t > 0 && ey > 0 && ey < 1 && (towards ? ex > 0 : ex < 0))) return Number.NaN;
  const v1 = [0 - ex, 1 - ey];
  const v2 = [0 - ex, 0 - ey];
  const dot = (v1[0] ?? 0) * (v2[0] ?? 0) + (v1[1] ?? 0) * (v2[1] ?? 0);
  const norm = Math.hypot(v1[0] ?? 0, v1[1] ?? 0) * Math.hypot(v2[0] ?? 0, v2[1] ?? 0);
  return Math.acos(dot / norm) / rad;
}

/** A bend between two parallel lines (the arrow rule): find the angle at the bend, or one arm's angle. */
export const linesAnglesBendBetweenParallels: QuestionGenerator = {
  id: 'lines-and-angles/bend-between-parallels',
  topic: 'lines-and-angles',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT'],
  generate(rng) {
    const towards = rng.next() < 0.5; // E to the right of B and D: the angles open towards E
    const abe = towards ? rng.int(20, 80) : rng.int(100, 160);
    const cde = towards ? rng.int(20, 80) : rng.int(100, 160);
    const bed = towards ? abe + cde : 360 - abe - cde;
    const findBed = rng.next() < 0.6;
    const answer = findBed ? bed : cde;
    const wrong = findBed
      ? towards
        ? [360 - bed, 180 - bed, Math.abs(abe - cde)]
        : [abe + cde - 180, 360 - bed, 180 - Math.abs(abe - cde)]
      : towards
        ? [bed + abe, 180 - cde, 180 - bed + abe]
        : [bed + abe - 180, 180 - cde, bed - abe + 180];
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wrong.filter((w) => w > 0 && w < 180 && w !== answer),
      degrees,
    );
    const side = towards ? { en: 'right', hi: 'दाईं' } : { en: 'left', hi: 'बाईं' };
    const setupEn = `Lines $AB$ and $CD$ are parallel, with $A$ to the right of $B$ and $C$ to the right of $D$. A point $E$ lies between the two lines, to the ${side.en} of both $B$ and $D$, and $E$ is joined to $B$ and to $D$.`;
    const setupHi = `रेखाएँ $AB$ और $CD$ समांतर हैं; $A$ बिंदु $B$ के दाईं ओर और $C$ बिंदु $D$ के दाईं ओर है। एक बिंदु $E$ दोनों रेखाओं के बीच, $B$ और $D$ दोनों के ${side.hi} ओर स्थित है, और $E$ को $B$ तथा $D$ से मिलाया गया है।`;
    const givenEn = findBed
      ? `If $\\angle ABE = ${abe}^\\circ$ and $\\angle CDE = ${cde}^\\circ$, find $\\angle BED$ (the angle less than $180^\\circ$).`
      : `If $\\angle ABE = ${abe}^\\circ$ and $\\angle BED = ${bed}^\\circ$ (the angle less than $180^\\circ$), find $\\angle CDE$.`;
    const givenHi = findBed
      ? `यदि $\\angle ABE = ${abe}^\\circ$ और $\\angle CDE = ${cde}^\\circ$, तो $\\angle BED$ ($180^\\circ$ से छोटा कोण) ज्ञात कीजिए।`
      : `यदि $\\angle ABE = ${abe}^\\circ$ और $\\angle BED = ${bed}^\\circ$ ($180^\\circ$ से छोटा कोण), तो $\\angle CDE$ ज्ञात कीजिए।`;
    // Through E draw EF parallel to AB, with F on the side of B and D.
    const part1 = towards ? abe : 180 - abe;
    const part2 = towards ? cde : 180 - cde;
    const reasonEn = towards
      ? `$\\angle BEF = \\angle ABE = ${abe}^\\circ$ and $\\angle FED = \\angle CDE = ${cde}^\\circ$ (alternate angles)`
      : `$\\angle BEF = 180^\\circ - \\angle ABE = ${part1}^\\circ$ and $\\angle FED = 180^\\circ - \\angle CDE = ${part2}^\\circ$ (co-interior angles)`;
    const reasonHi = towards
      ? `$\\angle BEF = \\angle ABE = ${abe}^\\circ$ और $\\angle FED = \\angle CDE = ${cde}^\\circ$ (एकांतर कोण)`
      : `$\\angle BEF = 180^\\circ - \\angle ABE = ${part1}^\\circ$ और $\\angle FED = 180^\\circ - \\angle CDE = ${part2}^\\circ$ (सह-अंतः कोण)`;
    const reasonUnknownEn = towards
      ? `$\\angle BEF = \\angle ABE = ${abe}^\\circ$ (alternate angles), so $\\angle FED = ${bed} - ${abe} = ${part2}^\\circ$, and $\\angle CDE = \\angle FED$ (alternate angles)`
      : `$\\angle BEF = 180^\\circ - \\angle ABE = ${part1}^\\circ$ (co-interior angles), so $\\angle FED = ${bed} - ${part1} = ${part2}^\\circ$, and $\\angle CDE = 180^\\circ - \\angle FED$ (co-interior angles)`;
    const reasonUnknownHi = towards
      ? `$\\angle BEF = \\angle ABE = ${abe}^\\circ$ (एकांतर कोण), अतः $\\angle FED = ${bed} - ${abe} = ${part2}^\\circ$, और $\\angle CDE = \\angle FED$ (एकांतर कोण)`
      : `$\\angle BEF = 180^\\circ - \\angle ABE = ${part1}^\\circ$ (सह-अंतः कोण), अतः $\\angle FED = ${bed} - ${part1} = ${part2}^\\circ$, और $\\angle CDE = 180^\\circ - \\angle FED$ (सह-अंतः कोण)`;
    const solution = {
      en: [
        `Through $E$ draw $EF \\parallel AB$ (so $EF \\parallel CD$ too), with $F$ on the side of $B$ and $D$.`,
        findBed ? `${reasonEn}.` : `${reasonUnknownEn}.`,
        findBed
          ? `$\\angle BED = \\angle BEF + \\angle FED = ${part1}^\\circ + ${part2}^\\circ = ${bed}^\\circ$.`
          : `$\\angle CDE = ${cde}^\\circ$.`,
        towards
          ? '(Shortcut: when the angles open towards $E$, $\\angle BED = \\angle ABE + \\angle CDE$.)'
          : '(Shortcut: when the angles open away from $E$, $\\angle ABE + \\angle BED + \\angle CDE = 360^\\circ$.)',
        '',
        `**Answer: $${answer}^\\circ$**`,
      ].join('\n\n'),
      hi: [
        `$E$ से $EF \\parallel AB$ खींचें (तब $EF \\parallel CD$ भी), जहाँ $F$ बिंदु $B$ और $D$ की ओर हो।`,
        findBed ? `${reasonHi}।` : `${reasonUnknownHi}।`,
        findBed
          ? `$\\angle BED = \\angle BEF + \\angle FED = ${part1}^\\circ + ${part2}^\\circ = ${bed}^\\circ$।`
          : `$\\angle CDE = ${cde}^\\circ$।`,
        towards
          ? '(शॉर्टकट: जब कोण $E$ की ओर खुलते हैं, $\\angle BED = \\angle ABE + \\angle CDE$।)'
          : '(शॉर्टकट: जब कोण $E$ से दूर की ओर खुलते हैं, $\\angle ABE + \\angle BED + \\angle CDE = 360^\\circ$।)',
        '',
        `**उत्तर: $${answer}^\\circ$**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Bend between parallel lines', hi: 'समांतर रेखाओं के बीच मोड़' },
      type: 'single',
      statement: { en: `${setupEn} ${givenEn}`, hi: `${setupHi} ${givenHi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [abe, findBed ? cde : bed, answer],
      check() {
        // Place the figure in coordinates and measure the angle at E.
        if (findBed)
          return {
            kind: 'choice',
            correct: [options.indexOf(degrees(Math.round(angleAtE(abe, cde, towards))))],
          };
        const index = options.findIndex(
          (o) => Math.abs(angleAtE(abe, Number.parseInt(o, 10), towards) - bed) < 1e-6,
        );
        return { kind: 'choice', correct: [index] };
      },
    };
  },
};
