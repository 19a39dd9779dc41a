import type { QuestionGenerator } from '../../generator.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex } from './katex-math.js';

type Angle = 60 | 90 | 120;

/** An area `pπ ± q√3` (or `pπ ± q`) as KaTeX with its value: π coefficient num/den, the rest num2/den2. */
interface SegmentOption {
  tex: string;
  value: number;
}
function segmentOption(
  piNum: number,
  piDen: number,
  sign: 1 | -1,
  restNum: number,
  restDen: number,
  root3: boolean,
): SegmentOption {
  const p = fractionTex(piNum, piDen);
  const q = fractionTex(restNum, restDen);
  const piPart = p === '1' ? '\\pi' : `${p}\\pi`;
  const rest = root3 ? (q === '1' ? '\\sqrt{3}' : `${q}\\sqrt{3}`) : q;
  return {
    tex: `$${piPart} ${sign < 0 ? '-' : '+'} ${rest}$ cm²`,
    value: (Math.PI * piNum) / piDen + (sign * (restNum * (root3 ? Math.sqrt(3) : 1))) / restDen,
  };
}

/**
 * A chord subtending 60°, 90° or 120° at the centre (the radius given, or found from the
 * chord's length): the area of the minor or the major segment, in terms of π.
 */
export const circlesSegmentArea: QuestionGenerator = {
  id: 'circles/segment-area',
  topic: 'circles',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const theta = rng.pick<Angle>([60, 90, 120]);
    const r = 2 * rng.int(2, 10);
    const fromChord = rng.next() < 0.6;
    const major = rng.next() < 0.35;
    const root3 = theta !== 90;
    const r2 = r * r;
    // Minor segment = sector (θ/360 πr²) − triangle (½ r² sin θ); sin 60° = sin 120° = √3/2.
    const triNum = r2; // triangle = r²√3/4 or r²/2
    const triDen = root3 ? 4 : 2;
    const sectorDen = 360 / theta; // sector = πr² / sectorDen
    const right = major
      ? segmentOption(r2 * (sectorDen - 1), sectorDen, 1, triNum, triDen, root3)
      : segmentOption(r2, sectorDen, -1, triNum, triDen, root3);
    const mistakes: SegmentOption[] = major
      ? [
          segmentOption(r2, sectorDen, -1, triNum, triDen, root3), // the minor segment
          segmentOption(r2 * (sectorDen - 1), sectorDen, -1, triNum, triDen, root3), // takes away the triangle
          segmentOption(r2 * (sectorDen - 1), sectorDen, 1, triNum, triDen / 2, root3), // ½ forgotten in the triangle
          segmentOption(r2 * (sectorDen - 1), sectorDen, 1, r2, 1, false), // triangle taken as r²
        ]
      : [
          segmentOption(r2, sectorDen, 1, triNum, triDen, root3), // adds the triangle
          segmentOption(r2, sectorDen, -1, triNum, triDen / 2, root3), // ½ forgotten in the triangle
          segmentOption(r2 * (sectorDen - 1), sectorDen, 1, triNum, triDen, root3), // the major segment
          segmentOption(2 * r2, sectorDen, -1, triNum, triDen, root3), // uses θ/180 for the sector
        ];
    const usable = mistakes.filter((m) => m.value > 0);
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right.tex,
      usable.map((m) => m.tex),
    );
    const values = new Map([right, ...usable].map((m) => [m.tex, m.value]));
    const chordTex = theta === 60 ? `${r}` : theta === 90 ? `${r}\\sqrt{2}` : `${r}\\sqrt{3}`;
    const given = fromChord
      ? {
          en: `A chord of length $${chordTex}$ cm subtends an angle of $${theta}^\\circ$ at the centre of a circle.`,
          hi: `किसी वृत्त की $${chordTex}$ सेमी लंबी जीवा केंद्र पर $${theta}^\\circ$ का कोण बनाती है।`,
        }
      : {
          en: `A chord of a circle of radius ${r} cm subtends an angle of $${theta}^\\circ$ at the centre.`,
          hi: `${r} सेमी त्रिज्या वाले वृत्त की एक जीवा केंद्र पर $${theta}^\\circ$ का कोण बनाती है।`,
        };
    const which = major ? { en: 'major segment', hi: 'दीर्घ वृत्तखंड' } : { en: 'minor segment', hi: 'लघु वृत्तखंड' };
    const statement = {
      en: `${given.en} Find the area of the ${which.en} it cuts off.`,
      hi: `${given.hi} इससे कटे ${which.hi} का क्षेत्रफल ज्ञात कीजिए।`,
    };
    const radiusLine = {
      60: {
        en: `The triangle formed by the chord and the two radii is equilateral ($60^\\circ$ at the centre, equal radii), so $r = ${r}$ cm.`,
        hi: `जीवा और दोनों त्रिज्याओं से बना त्रिभुज समबाहु है (केंद्र पर $60^\\circ$, त्रिज्याएँ बराबर), अतः $r = ${r}$ सेमी।`,
      },
      90: {
        en: `The chord is the hypotenuse of a right isosceles triangle with legs $r$: $r\\sqrt{2} = ${r}\\sqrt{2}$, so $r = ${r}$ cm.`,
        hi: `जीवा, $r$ भुजाओं वाले समद्विबाहु समकोण त्रिभुज का कर्ण है: $r\\sqrt{2} = ${r}\\sqrt{2}$, अतः $r = ${r}$ सेमी।`,
      },
      120: {
        en: `The perpendicular from the centre halves the chord and the angle: half-chord $= r \\sin 60^\\circ = \\frac{r\\sqrt{3} }{2}$, so $r\\sqrt{3} = ${r}\\sqrt{3}$ and $r = ${r}$ cm.`,
        hi: `केंद्र से डाला गया लंब जीवा और कोण दोनों को आधा करता है: आधी जीवा $= r \\sin 60^\\circ = \\frac{r\\sqrt{3} }{2}$, अतः $r\\sqrt{3} = ${r}\\sqrt{3}$ और $r = ${r}$ सेमी।`,
      },
    }[theta];
    const sector = `\\frac{${theta}}{360} \\times \\pi \\times ${r}^2 = ${fractionTex(r2, sectorDen)}\\pi`;
    const triangle = root3
      ? `\\frac{1}{2} \\times ${r}^2 \\times \\sin ${theta}^\\circ = \\frac{\\sqrt{3} }{4} \\times ${r2} = ${fractionTex(r2, 4)}\\sqrt{3}`
      : `\\frac{1}{2} \\times ${r}^2 = ${r2 / 2}`;
    const inner = (o: SegmentOption) => o.tex.replace(' cm²', '').slice(1, -1);
    const minorTex = inner(segmentOption(r2, sectorDen, -1, triNum, triDen, root3));
    const steps = (hi: boolean) => [
      ...(fromChord ? [hi ? radiusLine.hi : radiusLine.en] : []),
      hi
        ? `त्रिज्यखंड $= ${sector}$; त्रिभुज $= ${triangle}$।`
        : `Sector $= ${sector}$; triangle $= ${triangle}$.`,
      hi
        ? `लघु वृत्तखंड = त्रिज्यखंड − त्रिभुज $= ${minorTex}$ वर्ग सेमी।`
        : `Minor segment = sector − triangle $= ${minorTex}$ cm².`,
      ...(major
        ? [
            hi
              ? `दीर्घ वृत्तखंड = वृत्त − लघु वृत्तखंड $= ${r2}\\pi - (${minorTex}) = ${inner(right)}$ वर्ग सेमी।`
              : `Major segment = circle − minor segment $= ${r2}\\pi - (${minorTex}) = ${inner(right)}$ cm².`,
          ]
        : []),
    ];
    const solution = {
      en: [...steps(false), '', `**Answer: ${right.tex}**`].join('\n\n'),
      hi: [...steps(true), '', `**उत्तर: ${right.tex.replace('cm²', 'वर्ग सेमी')}**`].join('\n\n'),
    };
    return {
      title: { en: 'Area of a segment cut off by a chord', hi: 'जीवा से कटे वृत्तखंड का क्षेत्रफल' },
      type: 'single',
      statement,
      options: options.map((o) => ({ en: o, hi: o.replace('cm²', 'वर्ग सेमी') })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [theta, r],
      check() {
        // The radius from the chord by the law of cosines, then the minor segment by integrating the
        // circle's width beyond the chord (distance d = r cos(θ/2) from the centre), Simpson's rule.
        const chord = theta === 60 ? r : theta === 90 ? r * Math.SQRT2 : r * Math.sqrt(3);
        const rad = fromChord ? chord / Math.sqrt(2 - 2 * Math.cos((theta * Math.PI) / 180)) : r;
        const d = rad * Math.cos((theta * Math.PI) / 360);
        const n = 2000;
        const width = (x: number) => 2 * Math.sqrt(Math.max(0, rad * rad - x * x));
        const step = (rad - d) / n;
        let sum = width(d) + width(rad);
        for (let i = 1; i < n; i++) sum += (i % 2 ? 4 : 2) * width(d + i * step);
        const minor = (sum * step) / 3;
        const value = major ? Math.PI * rad * rad - minor : minor;
        let best = -1;
        options.forEach((o, i) => {
          if (Math.abs((values.get(o) ?? Number.NaN) - value) < 1e-3 * rad * rad) best = i;
        });
        return { kind: 'choice', correct: [best] };
      },
    };
  },
};
