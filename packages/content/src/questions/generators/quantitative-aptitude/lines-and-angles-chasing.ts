import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { angleChoiceOptions } from './answer-formats.js';
import { angleSteps, at, between, degreeIndex } from './lines-and-angles-rays.js';

const SETUP = {
  en: 'Lines $AB$ and $CD$ are parallel, $AB$ above $CD$, with $A$ to the right of $B$ and $C$ to the right of $D$.',
  hi: 'रेखाएँ $AB$ और $CD$ समांतर हैं, $AB$ ऊपर और $CD$ नीचे है; $A$ बिंदु $B$ के दाईं ओर और $C$ बिंदु $D$ के दाईं ओर है।',
};

/**
 * The zig-zag B → E → F → G → D drawn down from AB to CD: headings in degrees (0° = towards A, −90° =
 * straight down) from the angles at B, E, F and G; the angle GDC it ends with, or NaN when the path
 * does not keep going down (so it would not fit between the lines as described).
 */
function zigzagEnd(abe: number, e: number, f: number, g: number): number {
  const h1 = -abe;
  const h2 = h1 - (180 - e); // E points right: the path turns clockwise
  const h3 = h2 + (180 - f); // F points left: anticlockwise
  const h4 = h3 - (180 - g); // G points right: clockwise
  if (![h1, h2, h3, h4].every((h) => h > -180 && h < 0)) return Number.NaN;
  // Right, left, right, left: E and G further right than their neighbours, F further left.
  if (!(h1 > -90 && h2 < -90 && h3 > -90 && h4 < -90)) return Number.NaN;
  // Walk the path with unit drops, then measure the angle at D between DG and DC (towards +x).
  let x = 0;
  let gx = 0;
  let gy = 0;
  let y = 4;
  for (const h of [h1, h2, h3, h4]) {
    [gx, gy] = [x, y];
    const r = (h * Math.PI) / 180;
    const t = 1 / -Math.sin(r);
    x += t * Math.cos(r);
    y += t * Math.sin(r);
  }
  return between(0, (Math.atan2(gy - y, gx - x) * 180) / Math.PI);
}

type ZigAngle = 'ABE' | 'BEF' | 'EFG' | 'FGD' | 'GDC';

/** CAT: a zig-zag with three bends between two parallel lines; find one angle from the other four. */
export const linesAnglesZigzagThreeBends: QuestionGenerator = {
  id: 'lines-and-angles/zigzag-three-bends',
  topic: 'lines-and-angles',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let v: Record<ZigAngle, number>;
    for (;;) {
      const abe = rng.int(25, 75);
      const e = rng.int(abe + 15, Math.min(abe + 85, 170));
      const f = rng.int(e - abe + 15, Math.min(e - abe + 85, 170));
      const g = rng.int(Math.max(20, f + abe - e + 15), Math.min(f + abe - e + 85, 170));
      const d = e + g - abe - f;
      if (d < 15 || d > 85 || Number.isNaN(zigzagEnd(abe, e, f, g))) continue;
      v = { ABE: abe, BEF: e, EFG: f, FGD: g, GDC: d };
      if (new Set(Object.values(v)).size === 5) break;
    }
    const ask = rng.pick<ZigAngle>(['GDC', 'GDC', 'EFG', 'BEF', 'FGD', 'ABE']);
    const answer = v[ask];
    const left = v.ABE + v.EFG + v.GDC;
    const right = v.BEF + v.FGD;
    const { options, correctIndex } = angleChoiceOptions(rng, answer, [
      180 - answer, // the supplement (angle on the other side of the line)
      360 - answer - (ask === 'GDC' ? v.ABE : v.GDC), // treats every bend like the one-bend arrow rule
      Math.abs(left - right + answer - 2 * (ask === 'EFG' ? v.ABE : v.EFG)), // sorts one bend onto the wrong side
      answer + 20, // an arithmetic slip
    ]);
    const named = (k: ZigAngle) => `\\angle ${k} = ${v[k]}^\\circ`;
    const givens = (['ABE', 'BEF', 'EFG', 'FGD', 'GDC'] as ZigAngle[])
      .filter((k) => k !== ask)
      .map(named)
      .join(',\\ ');
    const onLeft = ['ABE', 'EFG', 'GDC'].includes(ask);
    const lhsNums = (['ABE', 'EFG', 'GDC'] as ZigAngle[])
      .map((k) => (k === ask ? `\\angle ${k}` : `${v[k]}^\\circ`))
      .join(' + ');
    const rhsNums = (['BEF', 'FGD'] as ZigAngle[])
      .map((k) => (k === ask ? `\\angle ${k}` : `${v[k]}^\\circ`))
      .join(' + ');
    const solve = onLeft
      ? `\\angle ${ask} = ${right}^\\circ - ${left - answer}^\\circ = ${answer}^\\circ`
      : `\\angle ${ask} = ${left}^\\circ - ${right - answer}^\\circ = ${answer}^\\circ`;
    return singleChoice(
      {
        en: 'Zig-zag with three bends between parallel lines',
        hi: 'समांतर रेखाओं के बीच तीन मोड़ों वाली टेढ़ी-मेढ़ी रेखा',
      },
      {
        en: `${SETUP.en} A broken line $B \\to E \\to F \\to G \\to D$ runs down from $B$ to $D$, every piece going downwards; the bends $E$ and $G$ point to the right (each is further right than its two neighbours on the path) and the bend $F$ points to the left. If $${givens}$, find $\\angle ${ask}$ (each angle less than $180^\\circ$).`,
        hi: `${SETUP.hi} एक टूटी रेखा $B \\to E \\to F \\to G \\to D$, बिंदु $B$ से $D$ तक नीचे की ओर जाती है (हर टुकड़ा नीचे की ओर जाता है); मोड़ $E$ और $G$ दाईं ओर नुकीले हैं (प्रत्येक अपने दोनों पड़ोसी बिंदुओं से अधिक दाईं ओर है) और मोड़ $F$ बाईं ओर नुकीला है। यदि $${givens}$ है, तो $\\angle ${ask}$ ज्ञात कीजिए (प्रत्येक कोण $180^\\circ$ से छोटा है)।`,
      },
      options,
      correctIndex,
      angleSteps(
        [
          'Through each bend draw a line parallel to $AB$. Each parallel splits the angle at its bend into two parts, each equal to an alternate angle on the neighbouring piece.',
          'Adding up, the angles whose openings face right ($\\angle ABE$, $\\angle EFG$, $\\angle GDC$) equal the angles whose openings face left ($\\angle BEF$, $\\angle FGD$):',
          `$\\angle ABE + \\angle EFG + \\angle GDC = \\angle BEF + \\angle FGD$, i.e. $${lhsNums} = ${rhsNums}$.`,
          `$${solve}$.`,
        ],
        [
          'प्रत्येक मोड़ से $AB$ के समांतर एक रेखा खींचिए। यह रेखा मोड़ के कोण को दो भागों में बाँटती है, और प्रत्येक भाग पड़ोसी टुकड़े पर बने एकांतर कोण के बराबर होता है।',
          'जोड़ने पर, दाईं ओर खुलने वाले कोणों ($\\angle ABE$, $\\angle EFG$, $\\angle GDC$) का योग बाईं ओर खुलने वाले कोणों ($\\angle BEF$, $\\angle FGD$) के योग के बराबर होता है:',
          `$\\angle ABE + \\angle EFG + \\angle GDC = \\angle BEF + \\angle FGD$, अर्थात् $${lhsNums} = ${rhsNums}$।`,
          `$${solve}$।`,
        ],
        answer,
      ),
      180,
      [answer, ...Object.values(v)],
      () => {
        // Try every whole angle for the unknown, draw the path and measure the angle at D.
        for (let t = 1; t < 180; t++) {
          const w = { ...v, [ask]: t };
          const end = zigzagEnd(w.ABE, w.BEF, w.EFG, w.FGD);
          if (Math.abs(end - w.GDC) < 1e-6) return degreeIndex(options, t);
        }
        return -1;
      },
    );
  },
};

/** CAT: the bisectors of the angles at B and D of a bend between parallel lines meet at F: find ∠BFD. */
export const linesAnglesBendBisectors: QuestionGenerator = {
  id: 'lines-and-angles/bend-bisectors-meet',
  topic: 'lines-and-angles',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'CUET'],
  count: 60,
  generate(rng) {
    const towards = rng.next() < 0.5;
    let abe = 0;
    let cde = 0;
    do {
      abe = 2 * (towards ? rng.int(10, 40) : rng.int(50, 80));
      cde = 2 * (towards ? rng.int(10, 40) : rng.int(50, 80));
    } while (abe === cde);
    const bed = towards ? abe + cde : 360 - abe - cde;
    const bfd = (abe + cde) / 2;
    const findBfd = rng.next() < 0.6;
    const answer = findBfd ? bfd : cde;
    const { options, correctIndex } = angleChoiceOptions(
      rng,
      answer,
      findBfd
        ? [
            towards ? 180 - bed / 2 : bed / 2, // uses the other case's rule
            bed, // forgets to halve
            abe / 2 + bed / 2, // halves only one angle
            360 - bfd - bed, // mixes the angles at E and F
          ]
        : [
            towards ? bed - abe / 2 : 360 - bed - abe + 20, // halves the wrong angle
            2 * bfd - abe / 2, // forgets to double back
            180 - cde, // the co-interior partner
            bfd, // reports ∠BFD
          ],
    );
    const side = towards ? { en: 'right', hi: 'दाईं' } : { en: 'left', hi: 'बाईं' };
    const givenEn = findBfd
      ? `If $\\angle ABE = ${abe}^\\circ$ and $\\angle BED = ${bed}^\\circ$ (the angle less than $180^\\circ$), find $\\angle BFD$.`
      : `If $\\angle ABE = ${abe}^\\circ$ and $\\angle BFD = ${bfd}^\\circ$, find $\\angle CDE$.`;
    const givenHi = findBfd
      ? `यदि $\\angle ABE = ${abe}^\\circ$ और $\\angle BED = ${bed}^\\circ$ ($180^\\circ$ से छोटा कोण) है, तो $\\angle BFD$ ज्ञात कीजिए।`
      : `यदि $\\angle ABE = ${abe}^\\circ$ और $\\angle BFD = ${bfd}^\\circ$ है, तो $\\angle CDE$ ज्ञात कीजिए।`;
    const bendRule = towards
      ? `Bend at $E$ (pointing right, the arrow rule): $\\angle BED = \\angle ABE + \\angle CDE$`
      : `Bend at $E$ (pointing left): $\\angle BED = (180^\\circ - \\angle ABE) + (180^\\circ - \\angle CDE) = 360^\\circ - \\angle ABE - \\angle CDE$`;
    const bendRuleHi = towards
      ? `$E$ पर मोड़ (दाईं ओर नुकीला, तीर नियम): $\\angle BED = \\angle ABE + \\angle CDE$`
      : `$E$ पर मोड़ (बाईं ओर नुकीला): $\\angle BED = (180^\\circ - \\angle ABE) + (180^\\circ - \\angle CDE) = 360^\\circ - \\angle ABE - \\angle CDE$`;
    const cdeStep = findBfd
      ? towards
        ? `\\angle CDE = ${bed}^\\circ - ${abe}^\\circ = ${cde}^\\circ`
        : `\\angle CDE = 360^\\circ - ${abe}^\\circ - ${bed}^\\circ = ${cde}^\\circ`
      : `\\frac{${abe}^\\circ}{2} + \\frac{\\angle CDE}{2} = ${bfd}^\\circ \\Rightarrow \\angle CDE = 2 \\times ${bfd}^\\circ - ${abe}^\\circ = ${cde}^\\circ`;
    const fRule = `\\angle BFD = \\angle ABF + \\angle CDF = \\frac{${abe}^\\circ}{2} + \\frac{${cde}^\\circ}{2} = ${bfd}^\\circ`;
    const stepsEn = findBfd
      ? [
          `${bendRule}, so $${cdeStep}$.`,
          `The bisectors make $\\angle ABF = ${abe / 2}^\\circ$ and $\\angle CDF = ${cde / 2}^\\circ$, both opening to the right, so $F$ is a right-pointing bend: $${fRule}$.`,
        ]
      : [
          `The bisectors make $\\angle ABF = \\frac{\\angle ABE}{2}$ and $\\angle CDF = \\frac{\\angle CDE}{2}$, both opening to the right, so by the arrow rule at $F$: $${cdeStep}$.`,
          `(Check with $E$: ${towards ? `$\\angle BED = ${abe}^\\circ + ${cde}^\\circ = ${bed}^\\circ$` : `$\\angle BED = 360^\\circ - ${abe}^\\circ - ${cde}^\\circ = ${bed}^\\circ$`}.)`,
        ];
    const stepsHi = findBfd
      ? [
          `${bendRuleHi}, अतः $${cdeStep}$।`,
          `समद्विभाजक $\\angle ABF = ${abe / 2}^\\circ$ और $\\angle CDF = ${cde / 2}^\\circ$ बनाते हैं, दोनों दाईं ओर खुलते हैं, अतः $F$ दाईं ओर नुकीला मोड़ है: $${fRule}$।`,
        ]
      : [
          `समद्विभाजक $\\angle ABF = \\frac{\\angle ABE}{2}$ और $\\angle CDF = \\frac{\\angle CDE}{2}$ बनाते हैं, दोनों दाईं ओर खुलते हैं, अतः $F$ पर तीर नियम से: $${cdeStep}$।`,
          `($E$ से जाँच: ${towards ? `$\\angle BED = ${abe}^\\circ + ${cde}^\\circ = ${bed}^\\circ$` : `$\\angle BED = 360^\\circ - ${abe}^\\circ - ${cde}^\\circ = ${bed}^\\circ$`}।)`,
        ];
    return singleChoice(
      { en: 'Bisectors meeting between parallel lines', hi: 'समांतर रेखाओं के बीच मिलते समद्विभाजक' },
      {
        en: `${SETUP.en} A point $E$ between the lines, to the ${side.en} of both $B$ and $D$, is joined to $B$ and $D$. The bisectors of $\\angle ABE$ and $\\angle CDE$ meet at $F$. ${givenEn}`,
        hi: `${SETUP.hi} दोनों रेखाओं के बीच, $B$ और $D$ दोनों के ${side.hi} ओर स्थित बिंदु $E$ को $B$ और $D$ से मिलाया गया है। $\\angle ABE$ और $\\angle CDE$ के समद्विभाजक $F$ पर मिलते हैं। ${givenHi}`,
      },
      options,
      correctIndex,
      angleSteps(stepsEn, stepsHi, answer),
      180,
      findBfd ? [abe, bed, answer] : [abe, bfd, answer],
      () => {
        // B = (0, 1), D = (0, 0). Try each ∠CDE: place E where the rays meet and check it against the
        // givens, then intersect the bisector rays and measure ∠BFD with vectors.
        const r = Math.PI / 180;
        const meet = (a: number, c: number) => {
          const [c1, s1, c2, s2] = [Math.cos(a * r), Math.sin(a * r), Math.cos(c * r), Math.sin(c * r)];
          const t = c2 / (s1 * c2 + s2 * c1); // B + t(c1, -s1) = D + u(c2, s2)
          const p = [t * c1, 1 - t * s1];
          const angle = between(
            (Math.atan2(1 - at(p, 1), -at(p, 0)) * 180) / Math.PI,
            (Math.atan2(-at(p, 1), -at(p, 0)) * 180) / Math.PI,
          );
          return { x: at(p, 0), y: at(p, 1), t, angle };
        };
        for (let c = 1; c < 180; c++) {
          const e = meet(abe, c);
          const f = meet(abe / 2, c / 2);
          const fits = e.t > 0 && e.y > 0 && e.y < 1 && (towards ? e.x > 0 : e.x < 0);
          if (!fits || f.t <= 0) continue;
          const ok = findBfd ? Math.abs(e.angle - bed) < 1e-6 : Math.abs(f.angle - bfd) < 1e-6;
          if (ok) return degreeIndex(options, findBfd ? f.angle : c);
        }
        return -1;
      },
    );
  },
};
