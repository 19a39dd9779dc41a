import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { textChoiceOptions } from './answer-formats.js';
import { fractionTex } from './katex-math.js';

/** A multiple `num/den` of a symbol (`\pi`, `\sqrt{3}`) in KaTeX, the coefficient 1 left out. */
function multipleTex(numer: number, denom: number, symbol: string): string {
  const f = fractionTex(numer, denom);
  return f === '1' ? symbol : `${f}${symbol}`;
}

/** An option `A√3 − Bπ` (or `A − Bπ`) in cm² with its value; A and B as fractions. */
interface AreaOption {
  tex: string;
  value: number;
}
function rootMinusPi(aNum: number, aDen: number, root3: boolean, bNum: number, bDen: number): AreaOption {
  const first = root3 ? multipleTex(aNum, aDen, '\\sqrt{3}') : fractionTex(aNum, aDen);
  return {
    tex: `$${first} - ${multipleTex(bNum, bDen, '\\pi')}$ cm²`,
    value: ((root3 ? Math.sqrt(3) : 1) * aNum) / aDen - (Math.PI * bNum) / bDen,
  };
}

const hiArea = (o: string) => o.replace('cm²', 'वर्ग सेमी');

/** The area of a closed polygon by the shoelace formula. */
function shoelace(points: [number, number][]): number {
  let sum = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  });
  return Math.abs(sum) / 2;
}

/** Points along the shorter arc of a circle (centre, radius) from angle `from` to angle `to`. */
function arcPoints(cx: number, cy: number, rad: number, from: number, to: number): [number, number][] {
  let delta = to - from;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  while (delta < -Math.PI) delta += 2 * Math.PI;
  const n = 4000;
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = from + (delta * i) / n;
    return [cx + rad * Math.cos(t), cy + rad * Math.sin(t)] as [number, number];
  });
}

type GapGiven = 'radii' | 'centres' | 'tangent';

/**
 * CAT: two circles touching externally, one radius three times the other, and a direct common
 * tangent: the area enclosed by the tangent and the two arcs (a trapezium minus two sectors).
 */
export const circlesTangentGapRegion: QuestionGenerator = {
  id: 'circles/region-under-common-tangent',
  topic: 'circles',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const r = rng.int(1, 30);
    const R = 3 * r;
    const given = rng.pick<GapGiven>(['radii', 'centres', 'tangent']);
    const r2 = r * r;
    const right = rootMinusPi(4 * r2, 1, true, 11 * r2, 6);
    const mistakes = [
      rootMinusPi(8 * r2, 1, true, 11 * r2, 6), // forgets the ½ of the trapezium
      rootMinusPi(4 * r2, 1, true, 5 * r2, 3), // takes 60° for both sectors
      rootMinusPi(4 * r2, 1, true, 3 * r2, 2), // forgets the small circle's sector
      rootMinusPi(2 * r2, 1, true, 11 * r2, 12), // takes the trapezium's height as half the tangent
    ].filter((m) => m.value > 0);
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right.tex,
      mistakes.map((m) => m.tex),
    );
    const values = new Map([right, ...mistakes].map((m) => [m.tex, m.value]));
    const setup = {
      radii: {
        en: `Two circles of radii ${R} cm and ${r} cm touch each other externally.`,
        hi: `${R} सेमी और ${r} सेमी त्रिज्या वाले दो वृत्त एक-दूसरे को बाहर से स्पर्श करते हैं।`,
      },
      centres: {
        en: `Two circles touch each other externally; their centres are ${4 * r} cm apart and one radius is three times the other.`,
        hi: `दो वृत्त एक-दूसरे को बाहर से स्पर्श करते हैं; उनके केंद्रों के बीच की दूरी ${4 * r} सेमी है और एक त्रिज्या दूसरी की तीन गुनी है।`,
      },
      tangent: {
        en: `Two circles touch each other externally and one radius is three times the other.`,
        hi: `दो वृत्त एक-दूसरे को बाहर से स्पर्श करते हैं और एक त्रिज्या दूसरी की तीन गुनी है।`,
      },
    }[given];
    const statement = {
      en: `${setup.en} A direct common tangent touches the larger circle at P and the smaller at Q${given === 'tangent' ? `, and $PQ = ${2 * r}\\sqrt{3}$ cm` : ''}. Find the area of the region enclosed by the segment PQ and the two circles.`,
      hi: `${setup.hi} एक सीधी उभयनिष्ठ स्पर्श रेखा बड़े वृत्त को P पर और छोटे वृत्त को Q पर छूती है${given === 'tangent' ? `, और $PQ = ${2 * r}\\sqrt{3}$ सेमी है` : ''}। रेखाखंड PQ और दोनों वृत्तों से घिरे क्षेत्र का क्षेत्रफल ज्ञात कीजिए।`,
    };
    const radiiLine = {
      radii: { en: `$R = ${R}$, $r = ${r}$.`, hi: `$R = ${R}$, $r = ${r}$।` },
      centres: {
        en: `$R + r = 4r = ${4 * r}$, so $r = ${r}$ and $R = ${R}$.`,
        hi: `$R + r = 4r = ${4 * r}$, अतः $r = ${r}$ और $R = ${R}$।`,
      },
      tangent: {
        en: `$PQ = \\sqrt{(R + r)^2 - (R - r)^2} = 2\\sqrt{Rr} = 2\\sqrt{3}\\,r = ${2 * r}\\sqrt{3}$, so $r = ${r}$ and $R = ${R}$.`,
        hi: `$PQ = \\sqrt{(R + r)^2 - (R - r)^2} = 2\\sqrt{Rr} = 2\\sqrt{3}\\,r = ${2 * r}\\sqrt{3}$, अतः $r = ${r}$ और $R = ${R}$।`,
      },
    }[given];
    const inner = (o: string) => o.replace(' cm²', '').slice(1, -1);
    const steps = [
      radiiLine,
      {
        en: `With centres $O_1$, $O_2$: $O_1O_2 = ${4 * r}$ and $PQ = 2\\sqrt{Rr} = ${2 * r}\\sqrt{3}$. $O_1PQO_2$ is a trapezium (both radii are perpendicular to PQ): area $= \\frac{1}{2}(${R} + ${r}) \\times ${2 * r}\\sqrt{3} = ${multipleTex(4 * r2, 1, '\\sqrt{3}')}$.`,
        hi: `केंद्र $O_1$, $O_2$ लें: $O_1O_2 = ${4 * r}$ और $PQ = 2\\sqrt{Rr} = ${2 * r}\\sqrt{3}$। $O_1PQO_2$ एक समलंब है (दोनों त्रिज्याएँ PQ पर लंब हैं): क्षेत्रफल $= \\frac{1}{2}(${R} + ${r}) \\times ${2 * r}\\sqrt{3} = ${multipleTex(4 * r2, 1, '\\sqrt{3}')}$।`,
      },
      {
        en: `$\\cos \\angle O_1 = \\frac{R - r}{R + r} = \\frac{1}{2}$, so $\\angle O_1 = 60^\\circ$ and $\\angle O_2 = 120^\\circ$. Sectors: $\\frac{60}{360}\\pi \\cdot ${R}^2 + \\frac{120}{360}\\pi \\cdot ${r}^2 = ${multipleTex(11 * r2, 6, '\\pi')}$.`,
        hi: `$\\cos \\angle O_1 = \\frac{R - r}{R + r} = \\frac{1}{2}$, अतः $\\angle O_1 = 60^\\circ$ और $\\angle O_2 = 120^\\circ$। त्रिज्यखंड: $\\frac{60}{360}\\pi \\cdot ${R}^2 + \\frac{120}{360}\\pi \\cdot ${r}^2 = ${multipleTex(11 * r2, 6, '\\pi')}$।`,
      },
      {
        en: `Region = trapezium − sectors $= ${inner(right.tex)}$ cm².`,
        hi: `क्षेत्र = समलंब − त्रिज्यखंड $= ${inner(right.tex)}$ वर्ग सेमी।`,
      },
    ];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${right.tex}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${hiArea(right.tex)}**`].join('\n\n'),
    };
    return singleChoice(
      {
        en: 'Region between two touching circles and their tangent',
        hi: 'स्पर्श करते दो वृत्तों और स्पर्श रेखा के बीच का क्षेत्र',
      },
      statement,
      options.map((o) => ({ en: o, hi: hiArea(o) })),
      correctIndex,
      solution,
      210,
      given === 'radii' ? [R, r] : given === 'centres' ? [4 * r] : [2 * r],
      () => {
        // Trace the boundary P → (large arc) → touching point → (small arc) → Q → P; shoelace.
        const L = Math.sqrt((R + r) ** 2 - (R - r) ** 2);
        const [bx, by, sx, sy] = [0, R, L, r];
        const dist = Math.hypot(sx - bx, sy - by);
        const tx = bx + (R * (sx - bx)) / dist;
        const ty = by + (R * (sy - by)) / dist;
        const points = [
          ...arcPoints(bx, by, R, -Math.PI / 2, Math.atan2(ty - by, tx - bx)),
          ...arcPoints(sx, sy, r, Math.atan2(ty - sy, tx - sx), -Math.PI / 2),
        ];
        const area = shoelace(points);
        return options.findIndex((o) => Math.abs((values.get(o) ?? Number.NaN) - area) < 1e-3 * r2);
      },
    );
  },
};

type ChordAsk = 'circle' | 'quadrilateral';

/**
 * CAT: two chords AB and CD cutting at right angles at P, three of the four pieces given: the
 * fourth by the power of P, then the circle's area (AP² + PB² + CP² + PD² = 4R²) or the area of ACBD.
 */
export const circlesPerpendicularChords: QuestionGenerator = {
  id: 'circles/perpendicular-chords',
  topic: 'circles',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let ap = 0;
    let pb = 0;
    let cp = 0;
    let pd = 0;
    do {
      ap = rng.int(2, 16);
      pb = rng.int(2, 16);
      cp = rng.int(2, 16);
      pd = (ap * pb) / cp;
    } while (!Number.isInteger(pd) || ap === pb || cp === pd || cp === ap || cp === pb);
    const ask = rng.pick<ChordAsk>(['circle', 'quadrilateral']);
    const S = ap * ap + pb * pb + cp * cp + pd * pd;
    const AB = ap + pb;
    const CD = cp + pd;
    let right: string;
    let mistakes: string[];
    const cm2 = (x: string) => `$${x}$ cm²`;
    if (ask === 'circle') {
      right = cm2(multipleTex(S, 4, '\\pi'));
      mistakes = [
        cm2(multipleTex(S, 2, '\\pi')), // takes the sum of squares as 2R²
        cm2(multipleTex(S, 1, '\\pi')), // takes the sum of squares as R²
        cm2(multipleTex(Math.max(AB, CD) ** 2, 4, '\\pi')), // takes the longer chord as a diameter
        cm2(multipleTex(AB * AB + CD * CD, 4, '\\pi')), // squares the whole chords
      ];
    } else {
      right = cm2(fractionTex(AB * CD, 2));
      mistakes = [
        cm2(String(AB * CD)), // forgets the ½
        cm2(fractionTex(ap * cp + pb * pd, 2)), // only the triangles APC and BPD
        cm2(fractionTex(AB * cp * (ap + pb), 2 * ap)), // takes PD = CP·PB/AP
        cm2(fractionTex((ap + pb) * (cp + ap), 2)), // takes PD = AP
      ];
    }
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const q =
      ask === 'circle'
        ? { en: 'Find the area of the circle.', hi: 'वृत्त का क्षेत्रफल ज्ञात कीजिए।' }
        : { en: 'Find the area of the quadrilateral ACBD.', hi: 'चतुर्भुज ACBD का क्षेत्रफल ज्ञात कीजिए।' };
    const statement = {
      en: `Two chords AB and CD of a circle cut each other at right angles at P. If AP = ${ap} cm, PB = ${pb} cm and CP = ${cp} cm, ${q.en.charAt(0).toLowerCase()}${q.en.slice(1)}`,
      hi: `किसी वृत्त की दो जीवाएँ AB और CD एक-दूसरे को P पर समकोण पर काटती हैं। यदि AP = ${ap} सेमी, PB = ${pb} सेमी और CP = ${cp} सेमी है, तो ${q.hi}`,
    };
    const steps = [
      {
        en: `Intersecting chords: $AP \\cdot PB = CP \\cdot PD$, so $PD = \\frac{${ap} \\times ${pb}}{${cp}} = ${pd}$ cm.`,
        hi: `प्रतिच्छेदी जीवाएँ: $AP \\cdot PB = CP \\cdot PD$, अतः $PD = \\frac{${ap} \\times ${pb}}{${cp}} = ${pd}$ सेमी।`,
      },
      ask === 'circle'
        ? {
            en: `For perpendicular chords, $AP^2 + PB^2 + CP^2 + PD^2 = 4R^2$ (e.g. $AC^2 + BD^2$ is a diameter squared): $${ap * ap} + ${pb * pb} + ${cp * cp} + ${pd * pd} = ${S}$, so $R^2 = ${fractionTex(S, 4)}$. Area $= \\pi R^2 = ${multipleTex(S, 4, '\\pi')}$ cm².`,
            hi: `लंब जीवाओं के लिए $AP^2 + PB^2 + CP^2 + PD^2 = 4R^2$ (जैसे $AC^2 + BD^2$ व्यास का वर्ग है): $${ap * ap} + ${pb * pb} + ${cp * cp} + ${pd * pd} = ${S}$, अतः $R^2 = ${fractionTex(S, 4)}$। क्षेत्रफल $= \\pi R^2 = ${multipleTex(S, 4, '\\pi')}$ वर्ग सेमी।`,
          }
        : {
            en: `The diagonals of ACBD are AB = ${AB} cm and CD = ${CD} cm, at right angles, so its area is $\\frac{1}{2} \\times ${AB} \\times ${CD} = ${fractionTex(AB * CD, 2)}$ cm².`,
            hi: `ACBD के विकर्ण AB = ${AB} सेमी और CD = ${CD} सेमी हैं, जो परस्पर लंब हैं, अतः इसका क्षेत्रफल $\\frac{1}{2} \\times ${AB} \\times ${CD} = ${fractionTex(AB * CD, 2)}$ वर्ग सेमी है।`,
          },
    ];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${right}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${hiArea(right)}**`].join('\n\n'),
    };
    const optionValue = (o: string) => {
      const tex = o.slice(1, o.lastIndexOf('$'));
      const pi = tex.includes('\\pi') ? Math.PI : 1;
      const body = tex.replace('\\pi', '');
      const frac = body.match(/\\frac\{(\d+)\}\{(\d+)\}/);
      const coef = frac ? Number(frac[1]) / Number(frac[2]) : body === '' ? 1 : Number(body);
      return coef * pi;
    };
    return singleChoice(
      { en: 'Perpendicular chords of a circle', hi: 'वृत्त की परस्पर लंब जीवाएँ' },
      statement,
      options.map((o) => ({ en: o, hi: hiArea(o) })),
      correctIndex,
      solution,
      180,
      [ap, pb, cp],
      () => {
        // Coordinates with P at the origin: D is where the y-axis meets the circle through A, B, C again.
        const cx = (pb - ap) / 2;
        const cy = (cp * cp - ap * pb) / (2 * cp);
        const rad2 = (cx + ap) ** 2 + cy ** 2;
        const dy = cy - Math.sqrt(rad2 - cx * cx);
        const area =
          ask === 'circle'
            ? Math.PI * rad2
            : shoelace([
                [-ap, 0],
                [0, cp],
                [pb, 0],
                [0, dy],
              ]);
        return options.findIndex((o) => Math.abs(optionValue(o) - area) < 1e-6 * S);
      },
    );
  },
};

type SectorAsk = 'outside' | 'perimeter' | 'quadrant';

/**
 * CAT: a circle inscribed in a sector (touching both radii and the arc): its radius from the
 * half-angle (sin 30° or sin 45°), then the sector's area outside it or the sector's perimeter.
 */
export const circlesCircleInSector: QuestionGenerator = {
  id: 'circles/circle-inscribed-in-sector',
  topic: 'circles',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const ask = rng.pick<SectorAsk>(['outside', 'perimeter', 'quadrant']);
    const theta = ask === 'quadrant' ? 90 : 60;
    const r = rng.int(1, 40); // the inscribed circle's radius (60° sectors)
    const R = ask === 'perimeter' ? 3 * r : ask === 'outside' ? 3 * rng.int(1, 40) : rng.int(3, 60);
    let right: string;
    let mistakes: string[];
    let value: Map<string, number>;
    if (ask === 'outside') {
      const opt = (n: number, d: number) => `$${multipleTex(n * R * R, d, '\\pi')}$ cm²`;
      right = opt(1, 18);
      mistakes = [
        opt(1, 9), // the inscribed circle's area
        opt(1, 6), // the whole sector
        opt(2, 9), // the sector with θ/180 instead of θ/360
      ];
      value = new Map([
        [right, (Math.PI * R * R) / 18],
        [mistakes[0] ?? '', (Math.PI * R * R) / 9],
        [mistakes[1] ?? '', (Math.PI * R * R) / 6],
        [mistakes[2] ?? '', (2 * Math.PI * R * R) / 9],
      ]);
    } else if (ask === 'perimeter') {
      const opt = (lin: number, piNum: number, piDen: number) =>
        `$${lin} + ${multipleTex(piNum * r, piDen, '\\pi')}$ cm`;
      right = opt(6 * r, 1, 1);
      mistakes = [
        opt(4 * r, 2, 3), // takes the sector's radius as the circle's diameter
        opt(6 * r, 2, 1), // the arc with θ/180 instead of θ/360
        opt(6 * r, 3, 1), // the arc as πR
      ];
      value = new Map([
        [right, 6 * r + Math.PI * r],
        [mistakes[0] ?? '', 4 * r + (2 * Math.PI * r) / 3],
        [mistakes[1] ?? '', 6 * r + 2 * Math.PI * r],
        [mistakes[2] ?? '', 6 * r + 3 * Math.PI * r],
      ]);
    } else {
      const R2 = R * R;
      const opt = (coef: string) => `$${coef}\\pi$ cm²`;
      right = opt(`${fractionTex(R2, 4)}(8\\sqrt{2} - 11)`);
      mistakes = [
        opt(`${R2}(3 - 2\\sqrt{2})`), // the inscribed circle's area
        opt(fractionTex(5 * R2, 36)), // takes r = R/3 as in a 60° sector
        opt(`${fractionTex(R2, 2)}(4\\sqrt{2} - 5)`), // the quadrant with θ/180 instead of θ/360
        opt(fractionTex(R2, 4)), // the whole quadrant
      ];
      value = new Map([
        [right, (Math.PI * R2 * (8 * Math.SQRT2 - 11)) / 4],
        [mistakes[0] ?? '', Math.PI * R2 * (3 - 2 * Math.SQRT2)],
        [mistakes[1] ?? '', (5 * Math.PI * R2) / 36],
        [mistakes[2] ?? '', (Math.PI * R2 * (4 * Math.SQRT2 - 5)) / 2],
        [mistakes[3] ?? '', (Math.PI * R2) / 4],
      ]);
    }
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const hiUnit = (o: string) => o.replace('cm²', 'वर्ग सेमी').replace(' cm', ' सेमी');
    const statement = {
      outside: {
        en: `A circle is drawn inside a sector of radius ${R} cm and angle $60^\\circ$, touching both bounding radii and the arc. Find the area of the part of the sector outside the circle.`,
        hi: `${R} सेमी त्रिज्या और $60^\\circ$ कोण वाले एक त्रिज्यखंड के भीतर एक वृत्त बनाया गया है जो दोनों सीमांत त्रिज्याओं और चाप को स्पर्श करता है। त्रिज्यखंड के उस भाग का क्षेत्रफल ज्ञात कीजिए जो वृत्त के बाहर है।`,
      },
      perimeter: {
        en: `A circle of radius ${r} cm touches both bounding radii and the arc of a sector of angle $60^\\circ$. Find the perimeter of the sector.`,
        hi: `${r} सेमी त्रिज्या का एक वृत्त $60^\\circ$ कोण वाले एक त्रिज्यखंड की दोनों सीमांत त्रिज्याओं और चाप को स्पर्श करता है। त्रिज्यखंड का परिमाप ज्ञात कीजिए।`,
      },
      quadrant: {
        en: `A circle is drawn inside a quadrant (a sector of angle $90^\\circ$) of radius ${R} cm, touching both bounding radii and the arc. Find the area of the part of the quadrant outside the circle.`,
        hi: `${R} सेमी त्रिज्या वाले एक चतुर्थांश ($90^\\circ$ कोण का त्रिज्यखंड) के भीतर एक वृत्त बनाया गया है जो दोनों सीमांत त्रिज्याओं और चाप को स्पर्श करता है। चतुर्थांश के उस भाग का क्षेत्रफल ज्ञात कीजिए जो वृत्त के बाहर है।`,
      },
    }[ask];
    const half = theta / 2;
    const first = {
      en: `The circle's centre lies on the bisector, at distance $d$ from the sector's centre: it touches the radii, so $r = d \\sin ${half}^\\circ$, and it touches the arc, so $d + r = R$.`,
      hi: `वृत्त का केंद्र कोण-समद्विभाजक पर, त्रिज्यखंड के केंद्र से $d$ दूरी पर है: यह त्रिज्याओं को छूता है, अतः $r = d \\sin ${half}^\\circ$, और चाप को छूता है, अतः $d + r = R$।`,
    };
    const rest =
      ask === 'outside'
        ? [
            {
              en: `$\\sin 30^\\circ = \\frac{1}{2}$: $d = 2r$, $3r = ${R}$, $r = ${R / 3}$ cm.`,
              hi: `$\\sin 30^\\circ = \\frac{1}{2}$: $d = 2r$, $3r = ${R}$, $r = ${R / 3}$ सेमी।`,
            },
            {
              en: `Sector $= \\frac{60}{360}\\pi \\cdot ${R}^2 = ${multipleTex(R * R, 6, '\\pi')}$; circle $= \\pi \\cdot ${R / 3}^2 = ${multipleTex(R * R, 9, '\\pi')}$; outside $= ${multipleTex(R * R, 18, '\\pi')}$ cm².`,
              hi: `त्रिज्यखंड $= \\frac{60}{360}\\pi \\cdot ${R}^2 = ${multipleTex(R * R, 6, '\\pi')}$; वृत्त $= \\pi \\cdot ${R / 3}^2 = ${multipleTex(R * R, 9, '\\pi')}$; बाहर का भाग $= ${multipleTex(R * R, 18, '\\pi')}$ वर्ग सेमी।`,
            },
          ]
        : ask === 'perimeter'
          ? [
              {
                en: `$\\sin 30^\\circ = \\frac{1}{2}$: $d = 2r = ${2 * r}$, so $R = 3r = ${R}$ cm.`,
                hi: `$\\sin 30^\\circ = \\frac{1}{2}$: $d = 2r = ${2 * r}$, अतः $R = 3r = ${R}$ सेमी।`,
              },
              {
                en: `Perimeter $= 2R + \\frac{60}{360} \\cdot 2\\pi R = ${2 * R} + ${multipleTex(r, 1, '\\pi')}$ cm.`,
                hi: `परिमाप $= 2R + \\frac{60}{360} \\cdot 2\\pi R = ${2 * R} + ${multipleTex(r, 1, '\\pi')}$ सेमी।`,
              },
            ]
          : [
              {
                en: `$\\sin 45^\\circ = \\frac{1}{\\sqrt{2} }$: $d = r\\sqrt{2}$, so $r(\\sqrt{2} + 1) = ${R}$ and $r = \\frac{${R}}{\\sqrt{2} + 1} = ${R}(\\sqrt{2} - 1)$ cm.`,
                hi: `$\\sin 45^\\circ = \\frac{1}{\\sqrt{2} }$: $d = r\\sqrt{2}$, अतः $r(\\sqrt{2} + 1) = ${R}$ और $r = \\frac{${R}}{\\sqrt{2} + 1} = ${R}(\\sqrt{2} - 1)$ सेमी।`,
              },
              {
                en: `Circle $= \\pi r^2 = ${R * R}(\\sqrt{2} - 1)^2\\pi = ${R * R}(3 - 2\\sqrt{2})\\pi$; quadrant $= \\frac{1}{4}\\pi \\cdot ${R}^2 = ${fractionTex(R * R, 4)}\\pi$.`,
                hi: `वृत्त $= \\pi r^2 = ${R * R}(\\sqrt{2} - 1)^2\\pi = ${R * R}(3 - 2\\sqrt{2})\\pi$; चतुर्थांश $= \\frac{1}{4}\\pi \\cdot ${R}^2 = ${fractionTex(R * R, 4)}\\pi$।`,
              },
              {
                en: `Outside $= ${fractionTex(R * R, 4)}\\pi - ${R * R}(3 - 2\\sqrt{2})\\pi = ${fractionTex(R * R, 4)}(8\\sqrt{2} - 11)\\pi$ cm².`,
                hi: `बाहर का भाग $= ${fractionTex(R * R, 4)}\\pi - ${R * R}(3 - 2\\sqrt{2})\\pi = ${fractionTex(R * R, 4)}(8\\sqrt{2} - 11)\\pi$ वर्ग सेमी।`,
              },
            ];
    const steps = [first, ...rest];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${right}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${hiUnit(right)}**`].join('\n\n'),
    };
    return singleChoice(
      { en: 'Circle inscribed in a sector', hi: 'त्रिज्यखंड के अंतर्गत वृत्त' },
      statement,
      options.map((o) => ({ en: o, hi: hiUnit(o) })),
      correctIndex,
      solution,
      180,
      ask === 'perimeter' ? [r] : [R],
      () => {
        // Find the inscribed radius by bisection: grow the circle along the bisector until it meets the arc.
        const rad = (big: number) => {
          let lo = 0;
          let hi = big;
          for (let i = 0; i < 200; i++) {
            const mid = (lo + hi) / 2;
            const d = mid / Math.sin((half * Math.PI) / 180);
            if (d + mid > big) hi = mid;
            else lo = mid;
          }
          return lo;
        };
        let want: number;
        if (ask === 'outside') want = (Math.PI * R * R) / 6 - Math.PI * rad(R) ** 2;
        else if (ask === 'perimeter') {
          // The sector's radius: the one whose inscribed circle has radius r (bisection again).
          let lo = 0;
          let hi = 1000;
          for (let i = 0; i < 200; i++) {
            const mid = (lo + hi) / 2;
            if (rad(mid) > r) hi = mid;
            else lo = mid;
          }
          want = 2 * lo + (Math.PI * lo) / 3;
        } else want = (Math.PI * R * R) / 4 - Math.PI * rad(R) ** 2;
        return options.findIndex((o) => Math.abs((value.get(o) ?? Number.NaN) - want) < 1e-6 * (R + 1));
      },
    );
  },
};
