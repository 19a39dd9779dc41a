import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { englishText, showableDistractors, unitChoiceOptions } from './answer-formats.js';

const PRIMITIVE_TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
];

type RadiusAsk = 'inradius' | 'circumradius' | 'sum';

/** A right triangle from two of its sides: the inradius, the circumradius, or their sum. */
export const trianglesRightInradiusCircumradius: QuestionGenerator = {
  id: 'triangles/right-inradius-circumradius',
  topic: 'triangles',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CAT', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const [p, q, h] = rng.pick(PRIMITIVE_TRIPLES);
    const k = rng.int(1, h > 30 ? 2 : 4);
    const [a, b, c] = rng.shuffle([p * k, q * k]).concat(h * k) as [number, number, number];
    const givenLegs = rng.next() < 0.5;
    const ask = rng.pick<RadiusAsk>(['inradius', 'circumradius', 'sum']);
    const r = (a + b - c) / 2;
    const R = c / 2;
    const answer = ask === 'inradius' ? r : ask === 'circumradius' ? R : r + R;
    const wrong =
      ask === 'inradius'
        ? [
            (a + b + c) / 2 / 2, // halves the semi-perimeter
            (a * b) / (a + b + c), // area over the full perimeter instead of the semi-perimeter
            c / 2, // gives the circumradius
            a + b - c, // forgets to halve
          ]
        : ask === 'circumradius'
          ? [
              c, // takes the hypotenuse itself
              r, // gives the inradius
              (a + b) / 4, // averages the legs and halves
              (a * b) / c, // gives the altitude to the hypotenuse
            ]
          : [
              (a + b + c) / 2, // adds the semi-perimeter
              r + c, // takes the hypotenuse as the circumradius
              a + b, // forgets to halve
              R + (a * b) / (a + b + c), // area over the full perimeter for r
            ];
    const { options, correctIndex } = unitChoiceOptions(rng, answer, showableDistractors(wrong), {
      en: 'cm',
      hi: 'सेमी',
    });
    const given = givenLegs
      ? {
          en: `The two sides containing the right angle of a right-angled triangle are ${a} cm and ${b} cm.`,
          hi: `एक समकोण त्रिभुज की समकोण बनाने वाली दो भुजाएँ ${a} सेमी और ${b} सेमी हैं।`,
        }
      : {
          en: `A right-angled triangle has a hypotenuse of ${c} cm, and one of its other sides is ${a} cm.`,
          hi: `एक समकोण त्रिभुज का कर्ण ${c} सेमी है और उसकी एक अन्य भुजा ${a} सेमी है।`,
        };
    const askText = {
      inradius: { en: 'the radius of its incircle', hi: 'इसके अंतःवृत्त की त्रिज्या' },
      circumradius: { en: 'the radius of its circumcircle', hi: 'इसके परिवृत्त की त्रिज्या' },
      sum: {
        en: 'the sum of the radii of its incircle and its circumcircle',
        hi: 'इसके अंतःवृत्त और परिवृत्त की त्रिज्याओं का योग',
      },
    }[ask];
    const statement = {
      en: `${given.en} Find ${askText.en}.`,
      hi: `${given.hi} ${askText.hi} ज्ञात कीजिए।`,
    };
    const third = givenLegs
      ? `\\text{hyp} = \\sqrt{${a}^2 + ${b}^2} = ${c}`
      : `\\sqrt{${c}^2 - ${a}^2} = ${b}`;
    const thirdHi = givenLegs
      ? `कर्ण $= \\sqrt{${a}^2 + ${b}^2} = ${c}$`
      : `तीसरी भुजा $= \\sqrt{${c}^2 - ${a}^2} = ${b}$`;
    const rLine = `r = \\frac{${a} + ${b} - ${c}}{2} = ${r}`;
    const RLine = `R = \\frac{${c}}{2} = ${R}`;
    const steps = (hi: boolean) => [
      hi ? `${thirdHi} सेमी।` : givenLegs ? `Hypotenuse: $${third}$ cm.` : `Third side: $${third}$ cm.`,
      ...(ask !== 'circumradius'
        ? [
            hi
              ? `समकोण त्रिभुज की अंतःत्रिज्या (क्षेत्रफल ÷ अर्धपरिमाप का सरल रूप): $${rLine}$ सेमी।`
              : `In a right triangle the inradius (area ÷ semi-perimeter, simplified) is $${rLine}$ cm.`,
          ]
        : []),
      ...(ask !== 'inradius'
        ? [
            hi
              ? `कर्ण परिवृत्त का व्यास है (अर्धवृत्त में कोण समकोण): $${RLine}$ सेमी।`
              : `The hypotenuse is a diameter of the circumcircle (angle in a semicircle): $${RLine}$ cm.`,
          ]
        : []),
      ...(ask === 'sum'
        ? [hi ? `योग $= ${r} + ${R} = ${answer}$ सेमी।` : `Sum $= ${r} + ${R} = ${answer}$ cm.`]
        : []),
    ];
    const solution = {
      en: [...steps(false), '', `**Answer: ${answer} cm**`].join('\n\n'),
      hi: [...steps(true), '', `**उत्तर: ${answer} सेमी**`].join('\n\n'),
    };
    return {
      title: { en: 'Incircle and circumcircle of a right triangle', hi: 'समकोण त्रिभुज के अंतःवृत्त और परिवृत्त' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: givenLegs ? [a, b] : [c, a],
      check() {
        // From the given sides only: the third by Pythagoras, then r = area / s and R = abc / (4 area).
        const x = a;
        const y = givenLegs ? b : Math.sqrt(c * c - a * a);
        const z = givenLegs ? Math.hypot(a, b) : c;
        const area = (x * y) / 2;
        const inr = area / ((x + y + z) / 2);
        const circ = (x * y * z) / (4 * area);
        const value = ask === 'inradius' ? inr : ask === 'circumradius' ? circ : inr + circ;
        const v = Math.round(value * 100) / 100;
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === `${v} cm`)] };
      },
    };
  },
};

type Pt = [number, number];
const shoelace = (ps: Pt[]) =>
  Math.abs(
    ps.reduce((s, p, i) => {
      const q = ps[(i + 1) % ps.length] as Pt;
      return s + p[0] * q[1] - q[0] * p[1];
    }, 0),
  ) / 2;

/**
 * CAT: points on the three sides of a triangle divide them in given ratios; the area of the inner
 * triangle they form is the whole less three corner triangles.
 */
export const trianglesDividedSidesArea: QuestionGenerator = {
  id: 'triangles/divided-sides-area',
  topic: 'triangles',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    // BD : DC = p1 : q1, CE : EA = p2 : q2, AF : FB = p3 : q3.
    let ratios: [number, number][] = [];
    let T = 0;
    let inner = 0;
    let corners: [number, number, number] = [0, 0, 0];
    for (let i = 0; i < 500; i++) {
      ratios = [0, 1, 2].map(() => {
        let x = 1;
        let y = 1;
        do {
          x = rng.int(1, 4);
          y = rng.int(1, 4);
        } while (gcd(x, y) !== 1);
        return [x, y] as [number, number];
      });
      const [[p1, q1], [p2, q2], [p3, q3]] = ratios as [[number, number], [number, number], [number, number]];
      if (p1 === q1 && p2 === q2 && p3 === q3) continue; // all midpoints: too familiar
      const n1 = p1 + q1;
      const n2 = p2 + q2;
      const n3 = p3 + q3;
      const unit = n1 * n2 * n3;
      // Corner areas as fractions of T with denominator unit.
      const cA = p3 * q2 * n1; // AF/AB · AE/AC
      const cB = q3 * p1 * n2; // BF/BA · BD/BC
      const cC = q1 * p2 * n3; // CD/CB · CE/CA
      const g = gcd(gcd(unit, cA), gcd(cB, cC));
      const base = unit / g;
      const mult = rng.int(1, Math.max(1, Math.floor(600 / base)));
      T = base * mult;
      if (T < 24) continue;
      corners = [(cA / g) * mult, (cB / g) * mult, (cC / g) * mult];
      inner = T - corners[0] - corners[1] - corners[2];
      if (inner > 0) break;
    }
    const [[p1, q1], [p2, q2], [p3, q3]] = ratios as [[number, number], [number, number], [number, number]];
    const [cA, cB, cC] = corners;
    const answer = inner;
    const wrong = [
      T / 4, // takes D, E, F as midpoints
      inner + cA, // leaves out one corner triangle
      T -
        (T * p3 * p2) / ((p3 + q3) * (p2 + q2)) -
        (T * q3 * q1) / ((p3 + q3) * (p1 + q1)) -
        (T * q1 * q2) / ((p1 + q1) * (p2 + q2)), // pairs the wrong parts at each corner
      (T * p1 * p2 * p3) / ((p1 + q1) * (p2 + q2) * (p3 + q3)), // multiplies the three fractions
      answer + 2,
    ];
    const { options, correctIndex } = unitChoiceOptions(
      rng,
      answer,
      showableDistractors(wrong).filter((w) => Number.isInteger(w) && w < T),
      { en: 'cm²', hi: 'वर्ग सेमी' },
    );
    const statement = {
      en: `The area of triangle $ABC$ is $${T}$ cm². Points $D$, $E$ and $F$ lie on $BC$, $CA$ and $AB$ with $BD : DC = ${p1} : ${q1}$, $CE : EA = ${p2} : ${q2}$ and $AF : FB = ${p3} : ${q3}$. Find the area of triangle $DEF$.`,
      hi: `त्रिभुज $ABC$ का क्षेत्रफल $${T}$ वर्ग सेमी है। बिंदु $D$, $E$ और $F$ क्रमशः $BC$, $CA$ और $AB$ पर हैं, जहाँ $BD : DC = ${p1} : ${q1}$, $CE : EA = ${p2} : ${q2}$ और $AF : FB = ${p3} : ${q3}$। त्रिभुज $DEF$ का क्षेत्रफल ज्ञात कीजिए।`,
    };
    const n1 = p1 + q1;
    const n2 = p2 + q2;
    const n3 = p3 + q3;
    const cornerLine = (name: string, f1: string, f2: string, value: number) =>
      `[${name}] = \\frac{${f1}} \\times \\frac{${f2}} \\times ${T} = ${value}`;
    const cornersTex = [
      cornerLine('AFE', `${p3}}{${n3}`, `${q2}}{${n2}`, cA),
      cornerLine('BDF', `${p1}}{${n1}`, `${q3}}{${n3}`, cB),
      cornerLine('CED', `${p2}}{${n2}`, `${q1}}{${n1}`, cC),
    ];
    const solution = {
      en: [
        'Two triangles with a common angle have areas in the ratio of the products of the sides around that angle. So each corner triangle is the whole times the two fractions of the sides at that corner.',
        `At $A$: $\\frac{AF}{AB} = \\frac{${p3}}{${n3}}$, $\\frac{AE}{AC} = \\frac{${q2}}{${n2}}$; at $B$: $\\frac{BD}{BC} = \\frac{${p1}}{${n1}}$, $\\frac{BF}{BA} = \\frac{${q3}}{${n3}}$; at $C$: $\\frac{CE}{CA} = \\frac{${p2}}{${n2}}$, $\\frac{CD}{CB} = \\frac{${q1}}{${n1}}$.`,
        cornersTex.map((t) => `$${t}$ cm²`).join('; '),
        `$[DEF] = ${T} - ${cA} - ${cB} - ${cC} = ${answer}$ cm².`,
        '',
        `**Answer: ${answer} cm²**`,
      ].join('\n\n'),
      hi: [
        'एक उभयनिष्ठ कोण वाले दो त्रिभुजों के क्षेत्रफल उस कोण की संलग्न भुजाओं के गुणनफलों के अनुपात में होते हैं। अतः हर कोने का त्रिभुज = पूरा क्षेत्रफल × उस कोने पर भुजाओं के दोनों भिन्नांश।',
        `$A$ पर: $\\frac{AF}{AB} = \\frac{${p3}}{${n3}}$, $\\frac{AE}{AC} = \\frac{${q2}}{${n2}}$; $B$ पर: $\\frac{BD}{BC} = \\frac{${p1}}{${n1}}$, $\\frac{BF}{BA} = \\frac{${q3}}{${n3}}$; $C$ पर: $\\frac{CE}{CA} = \\frac{${p2}}{${n2}}$, $\\frac{CD}{CB} = \\frac{${q1}}{${n1}}$।`,
        cornersTex.map((t) => `$${t}$ वर्ग सेमी`).join('; '),
        `$[DEF] = ${T} - ${cA} - ${cB} - ${cC} = ${answer}$ वर्ग सेमी।`,
        '',
        `**उत्तर: ${answer} वर्ग सेमी**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Inner triangle from points dividing the sides', hi: 'भुजाओं को बाँटने वाले बिंदुओं से बना त्रिभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [T, answer],
      check() {
        // Coordinates with the stated area, the points by section formula, then the shoelace formula.
        const A: Pt = [0, 0];
        const B: Pt = [10, 0];
        const C: Pt = [3.7, (2 * T) / 10];
        const at = (P: Pt, Q: Pt, t: number): Pt => [P[0] + (Q[0] - P[0]) * t, P[1] + (Q[1] - P[1]) * t];
        const D = at(B, C, p1 / (p1 + q1));
        const E = at(C, A, p2 / (p2 + q2));
        const F = at(A, B, p3 / (p3 + q3));
        const value = Math.round(shoelace([D, E, F]) * 100) / 100;
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === `${value} cm²`)] };
      },
    };
  },
};
