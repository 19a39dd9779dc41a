/**
 * Mensuration 3D: the topic's shapes (docs/question-bank.md) and the exams that ask them.
 *
 * - cylinder — a cylinder's volume, curved or total surface area (SSC CGL, RRB NTPC, Bank PO, Placements)
 * - melt-and-recast — a solid melted and recast into small solids: how many (SSC CGL, RRB NTPC, Bank PO, CAT)
 * - composite-solid — solids made of cylinders, cones and hemispheres (SSC CGL, CAT, CUET)
 * - cuboid-from-face-areas — a cuboid's volume from three face areas (SSC CGL, RRB NTPC, Bank PO, Placements); mensuration-3d-cuboids.ts
 * - cuboid-diagonal — the longest rod in a room, or the room's height from it (SSC CGL, RRB NTPC, Bank PO); mensuration-3d-cuboids.ts
 * - painted-cuboid-cubes — CAT: a painted cuboid cut into cubes: how many with two, one or no painted faces (CAT, SSC CGL, Bank PO, Placements); mensuration-3d-cuboids.ts
 * - cone-surface-from-height — a cone's curved or total surface from its radius and height (SSC CGL, RRB NTPC, CUET); mensuration-3d-round-solids.ts
 * - bowl-into-bottles — a hemispherical bowl emptied into cylindrical bottles, rounding up (SSC CGL, RRB NTPC, Bank PO, Placements); mensuration-3d-round-solids.ts
 * - water-level-rise — balls dropped into a cylinder of water: the rise, or the number of balls (SSC CGL, RRB NTPC, CUET, Placements); mensuration-3d-round-solids.ts
 * - sphere-in-cone — CAT: the sphere inscribed in a cone: radius, surface or volume (CAT, SSC CGL, Placements); mensuration-3d-round-solids.ts
 * - largest-cylinder-in-cone — CAT: the cylinder of greatest volume inside a cone (CAT, Placements, CUET); mensuration-3d-optimisation.ts
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const cm2 = (n: number) => `${n} cm²`;
const cm3 = (n: number) => `${n} cm³`;

/** Volume, curved or total surface area of a cylinder with a radius that is a multiple of 7. */
export const mensuration3dCylinder: QuestionGenerator = {
  id: 'mensuration-3d/cylinder',
  topic: 'mensuration-3d',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const j = rng.int(1, 6);
    const r = 7 * j;
    const h = rng.int(3, 40);
    const byDiameter = rng.next() < 0.4;
    const ask = rng.pick(['volume', 'curved', 'total'] as const);
    // With r = 7j: πr²h = 154j²h, 2πrh = 44jh, 2πr(r + h) = 44j(7j + h): all whole numbers.
    const volume = 154 * j * j * h;
    const curved = 44 * j * h;
    const total = 44 * j * (r + h);
    const value = { volume, curved, total }[ask];
    const format = ask === 'volume' ? cm3 : cm2;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      ask === 'volume'
        ? [
            byDiameter ? 4 * volume : 22 * j * h * h, // diameter used as radius (or r and h swapped: πrh²)
            2 * volume, // 2πr²h, mixing with the area formula
            volume / 3, // the cone's ⅓πr²h
            22 * j * h * h,
          ]
        : ask === 'curved'
          ? [
              total, // includes the two ends
              curved / 2, // πrh, missing the 2
              byDiameter ? 2 * curved : curved + 154 * j * j, // diameter used as radius (or one end added)
              curved + 154 * j * j,
            ]
          : [
              curved, // curved surface only, ends forgotten
              curved + 154 * j * j, // only one end added (open cylinder)
              byDiameter ? 88 * j * (2 * r + h) : total + 154 * j * j, // diameter used as radius
              total + 154 * j * j,
            ],
      format,
    );
    const size = byDiameter
      ? { en: `base diameter ${2 * r} cm`, hi: `आधार का व्यास ${2 * r} cm` }
      : { en: `base radius ${r} cm`, hi: `आधार की त्रिज्या ${r} cm` };
    const askText = {
      volume: { en: 'its volume', hi: 'इसका आयतन' },
      curved: { en: 'its curved surface area', hi: 'इसका वक्र पृष्ठीय क्षेत्रफल' },
      total: { en: 'its total surface area', hi: 'इसका कुल पृष्ठीय क्षेत्रफल' },
    }[ask];
    const formula = {
      volume: `\\pi r^2 h = \\frac{22}{7} \\times ${r} \\times ${r} \\times ${h} = ${volume}`,
      curved: `2\\pi r h = 2 \\times \\frac{22}{7} \\times ${r} \\times ${h} = ${curved}`,
      total: `2\\pi r(r + h) = 2 \\times \\frac{22}{7} \\times ${r} \\times ${r + h} = ${total}`,
    }[ask];
    const radiusStep = byDiameter
      ? {
          en: `Radius $r = \\frac{${2 * r}}{2} = ${r}$ cm.`,
          hi: `त्रिज्या $r = \\frac{${2 * r}}{2} = ${r}$ cm।`,
        }
      : null;
    const unit = ask === 'volume' ? '\\text{ cm}^3' : '\\text{ cm}^2';
    return {
      title: { en: 'Cylinder: volume and surface area', hi: 'बेलन: आयतन और पृष्ठीय क्षेत्रफल' },
      type: 'single',
      statement: {
        en: `A solid right circular cylinder has ${size.en} and height ${h} cm. Find ${askText.en}. (use π = 22/7)`,
        hi: `एक ठोस लंब वृत्तीय बेलन की ऊँचाई ${h} cm है और उसके ${size.hi} है। ${askText.hi} ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          ...(radiusStep ? [radiusStep.en] : []),
          `$${formula}${unit}$`,
          '',
          `**Answer: ${format(value)}**`,
        ].join('\n\n'),
        hi: [
          ...(radiusStep ? [radiusStep.hi] : []),
          `$${formula}${unit}$`,
          '',
          `**उत्तर: ${format(value)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 50,
      numbers: [byDiameter ? 2 * r : r, h, value],
      check() {
        // Build the cylinder from unit-height discs (volume) or unrolled rectangles (areas).
        const pi = 22 / 7;
        let v = 0;
        for (let layer = 0; layer < h; layer++) v += pi * r * r;
        const side = 2 * pi * r * h; // the curved surface unrolls into a 2πr × h rectangle
        const ends = 2 * pi * r * r;
        const x = ask === 'volume' ? v : ask === 'curved' ? side : side + ends;
        return { kind: 'choice', correct: [options.indexOf(format(Math.round(x)))] };
      },
    };
  },
};

/** Solids the melting question uses: the volume as a multiple of π (or plain, for boxes). */
interface Solid {
  /** The big solid, e.g. "a solid metal sphere of radius 6 cm" / "6 cm त्रिज्या वाले धातु के ठोस गोले". */
  en: string;
  hi: string;
  /** The small solids, e.g. "small spheres of radius 2 cm" / "2 cm त्रिज्या के छोटे गोले". */
  smallEn: string;
  smallHi: string;
  pluralEn: string;
  pluralHi: string;
  /** Volume divided by π (for cuboids and cubes, the volume itself). */
  volumeOverPi: number;
  /** The volume in TeX, e.g. \frac{4}{3}\pi \times 6^3. */
  tex: string;
  /** Whether π appears in the volume. */
  round: boolean;
}

const sphere = (r: number): Solid => ({
  en: `a solid metal sphere of radius ${r} cm`,
  hi: `${r} cm त्रिज्या वाले धातु के ठोस गोले`,
  smallEn: `small spheres of radius ${r} cm`,
  smallHi: `${r} cm त्रिज्या के छोटे गोले`,
  pluralEn: 'spheres',
  pluralHi: 'गोले',
  volumeOverPi: (4 * r ** 3) / 3,
  tex: `\\frac{4}{3}\\pi \\times ${r}^3`,
  round: true,
});
const cylinder = (r: number, h: number): Solid => ({
  en: `a solid metal cylinder of radius ${r} cm and height ${h} cm`,
  hi: `${r} cm त्रिज्या और ${h} cm ऊँचाई वाले धातु के ठोस बेलन`,
  smallEn: `small cylinders of radius ${r} cm and height ${h} cm`,
  smallHi: `${r} cm त्रिज्या और ${h} cm ऊँचाई के छोटे बेलन`,
  pluralEn: 'cylinders',
  pluralHi: 'बेलन',
  volumeOverPi: r * r * h,
  tex: `\\pi \\times ${r}^2 \\times ${h}`,
  round: true,
});
const cone = (r: number, h: number): Solid => ({
  en: `a solid metal cone of radius ${r} cm and height ${h} cm`,
  hi: `${r} cm त्रिज्या और ${h} cm ऊँचाई वाले धातु के ठोस शंकु`,
  smallEn: `small cones of radius ${r} cm and height ${h} cm`,
  smallHi: `${r} cm त्रिज्या और ${h} cm ऊँचाई के छोटे शंकु`,
  pluralEn: 'cones',
  pluralHi: 'शंकु',
  volumeOverPi: (r * r * h) / 3,
  tex: `\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h}`,
  round: true,
});
const cuboid = (l: number, b: number, h: number): Solid => ({
  en: `a solid metal cuboid measuring ${l} cm × ${b} cm × ${h} cm`,
  hi: `${l} cm × ${b} cm × ${h} cm माप वाले धातु के ठोस घनाभ`,
  smallEn: `small cuboids measuring ${l} cm × ${b} cm × ${h} cm`,
  smallHi: `${l} cm × ${b} cm × ${h} cm माप के छोटे घनाभ`,
  pluralEn: 'cuboids',
  pluralHi: 'घनाभ',
  volumeOverPi: l * b * h,
  tex: `${l} \\times ${b} \\times ${h}`,
  round: false,
});
const cube = (a: number): Solid => ({
  en: `a solid metal cube of edge ${a} cm`,
  hi: `${a} cm किनारे वाले धातु के ठोस घन`,
  smallEn: `small cubes of edge ${a} cm`,
  smallHi: `${a} cm किनारे के छोटे घन`,
  pluralEn: 'cubes',
  pluralHi: 'घन',
  volumeOverPi: a ** 3,
  tex: `${a}^3`,
  round: false,
});

/** Melt one solid and recast it into small solids: how many are made? (type-in) */
export const mensuration3dMeltRecast: QuestionGenerator = {
  id: 'mensuration-3d/melt-and-recast',
  topic: 'mensuration-3d',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT'],
  generate(rng) {
    let big = sphere(6);
    let small = sphere(2);
    let count = 27;
    // Pick the pair of shapes, then redraw sizes until the small ones fit a whole number of times.
    const kind = rng.pick([
      'cyl-spheres',
      'sphere-cones',
      'sphere-spheres',
      'cuboid-cubes',
      'cyl-cones',
      'sphere-cyls',
    ] as const);
    for (let tries = 0; tries < 1000; tries++) {
      if (kind === 'cyl-spheres') {
        big = cylinder(rng.int(2, 12), rng.int(4, 40));
        small = sphere(rng.int(1, 4));
      } else if (kind === 'sphere-cones') {
        big = sphere(rng.int(3, 15));
        small = cone(rng.int(1, 5), rng.int(1, 12));
      } else if (kind === 'sphere-spheres') {
        const s = rng.int(1, 4);
        big = sphere(s * rng.int(2, 6));
        small = sphere(s);
      } else if (kind === 'cuboid-cubes') {
        const a = rng.int(2, 5);
        big = cuboid(a * rng.int(2, 8), a * rng.int(2, 6), a * rng.int(1, 5));
        small = cube(a);
      } else if (kind === 'sphere-cyls') {
        big = sphere(rng.int(3, 15));
        small = cylinder(rng.int(1, 4), rng.int(1, 10));
      } else {
        big = cylinder(rng.int(3, 14), rng.int(5, 40));
        small = cone(rng.int(1, 5), rng.int(2, 12));
      }
      count = big.volumeOverPi / small.volumeOverPi;
      if (Number.isInteger(count) && count >= 4 && count <= 2000) break;
    }
    const statement = {
      en: `${big.en[0]?.toUpperCase()}${big.en.slice(1)} is melted and recast into ${small.smallEn}. How many ${small.pluralEn} are made? (Assume no metal is lost.)`,
      hi: `${big.hi} को पिघलाकर ${small.smallHi} बनाए जाते हैं। कितने ${small.pluralHi} बनेंगे? (मान लें कि कोई धातु नष्ट नहीं होती।)`,
    };
    const ratio = `\\frac{${big.tex}}{${small.tex}}`;
    // Thirds (from ⅓ and 4/3) are cleared by multiplying top and bottom by 3.
    const scale = Number.isInteger(big.volumeOverPi) && Number.isInteger(small.volumeOverPi) ? 1 : 3;
    const top = Math.round(big.volumeOverPi * scale);
    const bottom = Math.round(small.volumeOverPi * scale);
    return {
      title: { en: 'Melting and recasting', hi: 'पिघलाकर दोबारा ढालना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: count, tolerance: 0 },
      solution: {
        en: [
          'The volume stays the same, so the number of small solids $=$ volume of the big solid $\\div$ volume of one small solid.',
          `Number $= ${ratio}$${big.round ? ' (the factor $\\pi$ cancels)' : ''}`,
          `$= \\frac{${top}}{${bottom}} = ${count}$`,
          '',
          `**Answer: ${count}**`,
        ].join('\n\n'),
        hi: [
          'आयतन वही रहता है, अतः छोटे ठोसों की संख्या $=$ बड़े ठोस का आयतन $\\div$ एक छोटे ठोस का आयतन।',
          `संख्या $= ${ratio}$${big.round ? ' (गुणक $\\pi$ कट जाता है)' : ''}`,
          `$= \\frac{${top}}{${bottom}} = ${count}$`,
          '',
          `**उत्तर: ${count}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 80,
      numbers: [count],
      check() {
        // Compute both volumes in full with π = 22/7 and divide.
        const pi = 22 / 7;
        const v = (s: Solid) => (s.round ? s.volumeOverPi * pi : s.volumeOverPi);
        return { kind: 'numeric', value: Math.round(v(big) / v(small)), tolerance: 0 };
      },
    };
  },
};

/** Composite solids made of cylinders, cones and hemispheres (radius 7j, so π = 22/7 cancels). */
export const mensuration3dComposite: QuestionGenerator = {
  id: 'mensuration-3d/composite-solid',
  topic: 'mensuration-3d',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'CUET'],
  generate(rng) {
    // Cones need whole slant heights: (radius, height, slant) triples with the radius a multiple of 7.
    const CONES: [number, number, number][] = [
      [7, 24, 25],
      [14, 48, 50],
      [21, 20, 29],
      [21, 28, 35],
      [28, 21, 35],
      [28, 45, 53],
      [35, 12, 37],
      [42, 40, 58],
      [42, 56, 70],
      [35, 84, 91],
      [21, 72, 75],
    ];
    const kind = rng.pick(['capsule', 'toy', 'tent'] as const);
    let r = 7;
    let h = 10;
    let l = 0;
    let ask: 'area' | 'volume' = 'area';
    // Areas and volumes as multiples of π (exact), checked to be whole with π = 22/7.
    let areaOverPi = 0;
    let volumeOverPi = 0;
    for (let tries = 0; tries < 500; tries++) {
      if (kind === 'capsule') {
        r = 7 * rng.int(1, 6);
        h = rng.int(2, 30);
      } else {
        const [cr, ch, cl] = rng.pick(CONES);
        r = cr;
        h = kind === 'tent' ? rng.int(3, 30) : ch;
        l = cl;
      }
      ask = kind === 'tent' ? 'area' : rng.pick(['area', 'volume'] as const);
      const cone = CONES.find(([cr, , cl]) => cr === r && cl === l);
      const coneH = cone ? cone[1] : 0;
      if (kind === 'capsule') {
        areaOverPi = 2 * r * h + 4 * r * r;
        volumeOverPi = r * r * h + (4 * r ** 3) / 3;
      } else if (kind === 'toy') {
        areaOverPi = r * l + 2 * r * r;
        volumeOverPi = (r * r * coneH) / 3 + (2 * r ** 3) / 3;
      } else {
        areaOverPi = 2 * r * h + r * l;
        volumeOverPi = 0;
      }
      const target = ask === 'area' ? areaOverPi : volumeOverPi;
      if (Number.isInteger((target * 22) / 7)) break;
    }
    const value = Math.round(((ask === 'area' ? areaOverPi : volumeOverPi) * 22) / 7);
    const coneH = kind === 'toy' ? (CONES.find(([cr, , cl]) => cr === r && cl === l)?.[1] ?? 0) : 0;
    const format = kind === 'tent' ? (n: number) => `${n} m²` : ask === 'area' ? cm2 : cm3;
    const pi = (x: number) => Math.round((x * 22) / 7);
    const mistakes =
      kind === 'capsule'
        ? ask === 'area'
          ? [pi(2 * r * h + 2 * r * r), pi(2 * r * h + 6 * r * r), pi(2 * r * h)] // hemispheres as πr² each; ends counted; no ends
          : [pi(r * r * h + (2 * r ** 3) / 3), pi(r * r * h + (8 * r ** 3) / 3), pi(r * r * h)]
        : kind === 'toy'
          ? ask === 'area'
            ? [pi(r * l + 3 * r * r), pi(r * coneH + 2 * r * r), pi(r * l + r * r)] // flat face added; h for l; πr²
            : [
                pi(r * r * coneH + (2 * r ** 3) / 3),
                pi((r * r * l) / 3 + (2 * r ** 3) / 3),
                pi((r * r * coneH) / 3 + (4 * r ** 3) / 3),
              ]
          : [pi(2 * r * h + r * l + r * r), pi(r * h + r * l), pi(2 * r * h + r * (l - r))]; // floor added; πrh; slip
    const { options, correctIndex } = choiceOptions(rng, value, mistakes, format);
    const statement = {
      capsule: {
        en: `A solid is a cylinder with a hemisphere of the same radius fixed on each end. The common radius is ${r} cm and the length of the cylindrical part is ${h} cm. Find the ${ask === 'area' ? 'total surface area' : 'volume'} of the solid. (use π = 22/7)`,
        hi: `एक ठोस एक बेलन है जिसके दोनों सिरों पर उसी त्रिज्या का एक-एक अर्धगोला लगा है। उभयनिष्ठ त्रिज्या ${r} cm है और बेलनाकार भाग की लंबाई ${h} cm है। ठोस का ${ask === 'area' ? 'कुल पृष्ठीय क्षेत्रफल' : 'आयतन'} ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      toy: {
        en: `A toy is a cone mounted on a hemisphere of the same radius ${r} cm. The slant height of the cone is ${l} cm. Find the ${ask === 'area' ? 'total surface area' : 'volume'} of the toy. (use π = 22/7)`,
        hi: `एक खिलौना ${r} cm त्रिज्या वाले अर्धगोले पर उसी त्रिज्या का शंकु रखकर बना है। शंकु की तिर्यक ऊँचाई ${l} cm है। खिलौने का ${ask === 'area' ? 'कुल पृष्ठीय क्षेत्रफल' : 'आयतन'} ज्ञात कीजिए। (π = 22/7 लें)`,
      },
      tent: {
        en: `A tent is a cylinder of radius ${r} m and height ${h} m with a cone of the same radius on top; the slant height of the cone is ${l} m. Find the area of canvas needed for the tent (walls and roof, no floor). (use π = 22/7)`,
        hi: `एक तंबू ${r} m त्रिज्या और ${h} m ऊँचाई वाले बेलन के ऊपर उसी त्रिज्या का शंकु रखकर बना है; शंकु की तिर्यक ऊँचाई ${l} m है। तंबू के लिए आवश्यक कैनवास का क्षेत्रफल (दीवारें और छत, फ़र्श नहीं) ज्ञात कीजिए। (π = 22/7 लें)`,
      },
    }[kind];
    const p = '\\frac{22}{7}';
    const lines: { en: string; hi: string }[] =
      kind === 'capsule'
        ? ask === 'area'
          ? [
              {
                en: `Surface $=$ curved surface of the cylinder $+$ two hemispherical surfaces $= 2\\pi r h + 2 \\times 2\\pi r^2$.`,
                hi: `पृष्ठ $=$ बेलन का वक्र पृष्ठ $+$ दो अर्धगोलीय पृष्ठ $= 2\\pi r h + 2 \\times 2\\pi r^2$।`,
              },
              {
                en: `$= 2\\pi r(h + 2r) = 2 \\times ${p} \\times ${r} \\times ${h + 2 * r} = ${value}$ cm².`,
                hi: `$= 2\\pi r(h + 2r) = 2 \\times ${p} \\times ${r} \\times ${h + 2 * r} = ${value}$ cm²।`,
              },
            ]
          : [
              {
                en: `Volume $=$ cylinder $+$ two hemispheres $= \\pi r^2 h + \\frac{4}{3}\\pi r^3$.`,
                hi: `आयतन $=$ बेलन $+$ दो अर्धगोले $= \\pi r^2 h + \\frac{4}{3}\\pi r^3$।`,
              },
              {
                en: `$= ${p} \\times ${r}^2 \\times ${h} + \\frac{4}{3} \\times ${p} \\times ${r}^3 = ${pi(r * r * h)} + ${pi((4 * r ** 3) / 3)} = ${value}$ cm³.`,
                hi: `$= ${p} \\times ${r}^2 \\times ${h} + \\frac{4}{3} \\times ${p} \\times ${r}^3 = ${pi(r * r * h)} + ${pi((4 * r ** 3) / 3)} = ${value}$ cm³।`,
              },
            ]
        : kind === 'toy'
          ? ask === 'area'
            ? [
                {
                  en: `The flat faces are joined inside, so surface $=$ curved surface of the cone $+$ curved surface of the hemisphere $= \\pi r l + 2\\pi r^2$.`,
                  hi: `समतल फलक अंदर जुड़े हैं, अतः पृष्ठ $=$ शंकु का वक्र पृष्ठ $+$ अर्धगोले का वक्र पृष्ठ $= \\pi r l + 2\\pi r^2$।`,
                },
                {
                  en: `$= \\pi r(l + 2r) = ${p} \\times ${r} \\times ${l + 2 * r} = ${value}$ cm².`,
                  hi: `$= \\pi r(l + 2r) = ${p} \\times ${r} \\times ${l + 2 * r} = ${value}$ cm²।`,
                },
              ]
            : [
                {
                  en: `Height of the cone $h = \\sqrt{l^2 - r^2} = \\sqrt{${l * l} - ${r * r}} = ${coneH}$ cm.`,
                  hi: `शंकु की ऊँचाई $h = \\sqrt{l^2 - r^2} = \\sqrt{${l * l} - ${r * r}} = ${coneH}$ cm।`,
                },
                {
                  en: `Volume $= \\frac{1}{3}\\pi r^2 h + \\frac{2}{3}\\pi r^3 = \\frac{1}{3}\\pi r^2(h + 2r) = \\frac{1}{3} \\times ${p} \\times ${r * r} \\times ${coneH + 2 * r} = ${value}$ cm³.`,
                  hi: `आयतन $= \\frac{1}{3}\\pi r^2 h + \\frac{2}{3}\\pi r^3 = \\frac{1}{3}\\pi r^2(h + 2r) = \\frac{1}{3} \\times ${p} \\times ${r * r} \\times ${coneH + 2 * r} = ${value}$ cm³।`,
                },
              ]
          : [
              {
                en: `Canvas $=$ curved surface of the cylinder $+$ curved surface of the cone $= 2\\pi r h + \\pi r l$.`,
                hi: `कैनवास $=$ बेलन का वक्र पृष्ठ $+$ शंकु का वक्र पृष्ठ $= 2\\pi r h + \\pi r l$।`,
              },
              {
                en: `$= \\pi r(2h + l) = ${p} \\times ${r} \\times ${2 * h + l} = ${value}$ m².`,
                hi: `$= \\pi r(2h + l) = ${p} \\times ${r} \\times ${2 * h + l} = ${value}$ m²।`,
              },
            ];
    return {
      title: { en: 'Composite solid', hi: 'संयुक्त ठोस' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.map((x) => x.en), '', `**Answer: ${format(value)}**`].join('\n\n'),
        hi: [...lines.map((x) => x.hi), '', `**उत्तर: ${format(value)}**`].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: kind === 'capsule' ? [r, h, value] : kind === 'toy' ? [r, l, value] : [r, h, l, value],
      check() {
        // Add the parts one by one with π = 22/7, each from its own textbook formula.
        const pi = 22 / 7;
        const cylCurved = 2 * pi * r * h;
        const hemiCurved = 2 * pi * r * r;
        const coneCurved = pi * r * l;
        const coneHeight = Math.sqrt(l * l - r * r);
        const x =
          kind === 'capsule'
            ? ask === 'area'
              ? cylCurved + 2 * hemiCurved
              : pi * r * r * h + 2 * ((2 / 3) * pi * r ** 3)
            : kind === 'toy'
              ? ask === 'area'
                ? coneCurved + hemiCurved
                : (1 / 3) * pi * r * r * coneHeight + (2 / 3) * pi * r ** 3
              : cylCurved + coneCurved;
        return { kind: 'choice', correct: [options.indexOf(format(Math.round(x)))] };
      },
    };
  },
};
