import type { QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { showableDistractors, textChoiceOptions } from './answer-formats.js';
import { fractionTex } from './katex-math.js';

/** Right triangles with whole sides, legs up to 60: [leg, leg, hypotenuse]. */
const TRIPLES: [number, number, number][] = [];
for (let x = 1; x <= 60; x++)
  for (let y = 1; y <= 60; y++) {
    const z = Math.round(Math.hypot(x, y));
    if (z * z === x * x + y * y) TRIPLES.push([x, y, z]);
  }

/** Right triangles with whole sides and a hypotenuse up to 100, for the cyclic quadrilaterals. */
const ON_DIAMETER: [number, number, number][] = [];
for (let x = 1; x < 100; x++)
  for (let y = 1; y < 100; y++) {
    const z = Math.round(Math.hypot(x, y));
    if (z * z === x * x + y * y && z <= 100) ON_DIAMETER.push([x, y, z]);
  }

type CyclicAsk = 'area' | 'radius' | 'diagonal';

/** Shows a value with at most two decimals (no float noise). */
const num = (x: number) => String(Math.round(x * 100) / 100);

/**
 * CAT: a cyclic quadrilateral given by its four sides, where AB² + BC² = CD² + DA²: supplementary
 * opposite angles and the cosine rule make both angles right, then its area, circumradius, or the
 * other diagonal by Ptolemy.
 */
export const quadrilateralsCyclicFromSides: QuestionGenerator = {
  id: 'quadrilaterals/cyclic-from-four-sides',
  topic: 'quadrilaterals',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let H = 0;
    for (;;) {
      const [p, q, h] = rng.pick(ON_DIAMETER);
      // Another right triangle on the same diameter (not the same one turned round: no kites).
      const partners = ON_DIAMETER.filter((t) => t[2] === h && t[0] !== p && t[0] !== q);
      if (!partners.length) continue;
      const [r, s] = rng.pick(partners);
      const k = rng.int(1, Math.max(1, Math.floor(100 / h)));
      [a, b, c, d, H] = [p * k, q * k, r * k, s * k, h * k];
      if (H <= 100) break;
    }
    const ask = rng.pick<CyclicAsk>(['area', 'radius', 'diagonal']);
    const area = (a * b + c * d) / 2;
    const bdNum = a * c + b * d;
    let right: string;
    let mistakes: string[];
    if (ask === 'area') {
      right = `${num(area)} cm²`;
      mistakes = showableDistractors([
        a * b + c * d, // forgets the ½ of the right triangles
        ((a + c) / 2) * ((b + d) / 2), // the product of the means of opposite sides
        (a * c + b * d) / 2, // pairs the opposite sides
        (H * H) / 2, // half the square on the diameter
        (a * b) / 2 + c * d, // forgets the ½ in one of the two triangles
        (H * H) / 4, // the square on the radius
      ]).map((v) => `${num(v)} cm²`);
    } else if (ask === 'radius') {
      right = `${num(H / 2)} cm`;
      mistakes = showableDistractors([
        H, // the diameter
        (a + b + c + d) / 4, // the mean side
        H / 4, // halves the radius again
        Math.max(a, b, c, d) / 2, // half the longest side
      ]).map((v) => `${num(v)} cm`);
    } else {
      right = `$${fractionTex(bdNum, H)}$ cm`;
      mistakes = [
        `$${fractionTex(a * b + c * d, H)}$ cm`, // pairs adjacent sides in Ptolemy
        `$${fractionTex(a * d + b * c, H)}$ cm`, // the other pairing of adjacent sides
        `$${H}$ cm`, // takes the diagonals as equal
        `$${fractionTex(bdNum, 2 * H)}$ cm`, // halves the product
        `$${fractionTex(a * c, H)}$ cm`, // keeps only one product in Ptolemy
        `$${fractionTex(b * d, H)}$ cm`, // keeps only the other product
      ];
    }
    const { options, correctIndex } = textChoiceOptions(rng, right, mistakes);
    const hiUnit = (o: string) => o.replace('cm²', 'वर्ग सेमी').replace(' cm', ' सेमी');
    const q = {
      area: { en: 'What is its area?', hi: 'इसका क्षेत्रफल कितना है?' },
      radius: { en: 'What is the radius of its circumcircle?', hi: 'इसके परिवृत्त की त्रिज्या कितनी है?' },
      diagonal: { en: 'What is the length of the diagonal BD?', hi: 'विकर्ण BD की लंबाई कितनी है?' },
    }[ask];
    const statement = {
      en: `A quadrilateral ABCD is inscribed in a circle, with AB = ${a} cm, BC = ${b} cm, CD = ${c} cm and DA = ${d} cm. ${q.en}`,
      hi: `एक चतुर्भुज ABCD एक वृत्त के अंतर्गत बना है, जिसमें AB = ${a} सेमी, BC = ${b} सेमी, CD = ${c} सेमी और DA = ${d} सेमी है। ${q.hi}`,
    };
    const last = {
      area: {
        en: `Area $= \\frac{1}{2} \\cdot ${a} \\cdot ${b} + \\frac{1}{2} \\cdot ${c} \\cdot ${d} = ${num((a * b) / 2)} + ${num((c * d) / 2)} = ${num(area)}$ cm².`,
        hi: `क्षेत्रफल $= \\frac{1}{2} \\cdot ${a} \\cdot ${b} + \\frac{1}{2} \\cdot ${c} \\cdot ${d} = ${num((a * b) / 2)} + ${num((c * d) / 2)} = ${num(area)}$ वर्ग सेमी।`,
      },
      radius: {
        en: `An angle in a semicircle is right, so AC is a diameter: $R = \\frac{${H}}{2} = ${num(H / 2)}$ cm.`,
        hi: `अर्धवृत्त में बना कोण समकोण होता है, अतः AC व्यास है: $R = \\frac{${H}}{2} = ${num(H / 2)}$ सेमी।`,
      },
      diagonal: {
        en: `Ptolemy: $AC \\cdot BD = AB \\cdot CD + BC \\cdot DA$, so $${H} \\cdot BD = ${a} \\cdot ${c} + ${b} \\cdot ${d} = ${bdNum}$ and $BD = ${fractionTex(bdNum, H)}$ cm.`,
        hi: `टॉलेमी का प्रमेय: $AC \\cdot BD = AB \\cdot CD + BC \\cdot DA$, अतः $${H} \\cdot BD = ${a} \\cdot ${c} + ${b} \\cdot ${d} = ${bdNum}$ और $BD = ${fractionTex(bdNum, H)}$ सेमी।`,
      },
    }[ask];
    const steps = [
      {
        en: `Opposite angles of a cyclic quadrilateral add up to $180^\\circ$, so $\\cos D = -\\cos B$. The cosine rule for AC in triangles ABC and ADC: $AC^2 = ${a}^2 + ${b}^2 - 2 \\cdot ${a} \\cdot ${b} \\cos B = ${c}^2 + ${d}^2 + 2 \\cdot ${c} \\cdot ${d} \\cos B$.`,
        hi: `चक्रीय चतुर्भुज के सम्मुख कोणों का योग $180^\\circ$ होता है, अतः $\\cos D = -\\cos B$। त्रिभुज ABC और ADC में AC के लिए कोसाइन नियम: $AC^2 = ${a}^2 + ${b}^2 - 2 \\cdot ${a} \\cdot ${b} \\cos B = ${c}^2 + ${d}^2 + 2 \\cdot ${c} \\cdot ${d} \\cos B$।`,
      },
      {
        en: `Here $${a}^2 + ${b}^2 = ${c}^2 + ${d}^2 = ${H * H}$, so $2(${a * b} + ${c * d}) \\cos B = 0$: $\\angle B = \\angle D = 90^\\circ$ and $AC = \\sqrt{${H * H}} = ${H}$ cm.`,
        hi: `यहाँ $${a}^2 + ${b}^2 = ${c}^2 + ${d}^2 = ${H * H}$, अतः $2(${a * b} + ${c * d}) \\cos B = 0$: $\\angle B = \\angle D = 90^\\circ$ और $AC = \\sqrt{${H * H}} = ${H}$ सेमी।`,
      },
      last,
    ];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${right}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${hiUnit(right)}**`].join('\n\n'),
    };
    const optionValue = (o: string) => {
      const frac = o.match(/\\frac\{(\d+)\}\{(\d+)\}/);
      if (frac) return Number(frac[1]) / Number(frac[2]);
      return Number(o.replace(/[$a-z²\s]/g, ''));
    };
    return singleChoice(
      { en: 'Cyclic quadrilateral from its four sides', hi: 'चार भुजाओं से चक्रीय चतुर्भुज' },
      statement,
      options.map((o) => ({ en: o, hi: hiUnit(o) })),
      correctIndex,
      solution,
      210,
      [a, b, c, d],
      () => {
        // Brahmagupta's area, Parameshvara's circumradius, and BD by the cosine rule at A.
        const s = (a + b + c + d) / 2;
        const K = Math.sqrt((s - a) * (s - b) * (s - c) * (s - d));
        const R = Math.sqrt((a * b + c * d) * (a * c + b * d) * (a * d + b * c)) / (4 * K);
        const cosA = (a * a + d * d - b * b - c * c) / (2 * (a * d + b * c));
        const BD = Math.sqrt(a * a + d * d - 2 * a * d * cosA);
        const want = ask === 'area' ? K : ask === 'radius' ? R : BD;
        return options.findIndex((o) => Math.abs(optionValue(o) - want) < 1e-6);
      },
    );
  },
};

type TrapeziumAsk = 'area' | 'height';

/**
 * CAT: a trapezium given by its parallel sides and its two unequal legs: a line through a vertex
 * parallel to a leg leaves a triangle (Heron) whose height is the trapezium's; its area or height.
 */
export const quadrilateralsTrapeziumFourSides: QuestionGenerator = {
  id: 'quadrilaterals/trapezium-from-four-sides',
  topic: 'quadrilaterals',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let h = 0;
    let base = 0;
    for (;;) {
      const [p, hh, cc] = rng.pick(TRIPLES);
      const partners = TRIPLES.filter((t) => t[1] === hh && t[0] !== p);
      if (!partners.length) continue;
      const [q, , dd] = rng.pick(partners);
      // Both feet inside the longer side (base p + q), or one leg leaning outwards (base |p - q|).
      base = rng.next() < 0.75 ? p + q : Math.abs(p - q);
      b = rng.int(3, 30);
      [a, c, d, h] = [b + base, cc, dd, hh];
      if (a <= 99 && c <= 99 && d <= 99 && (base * h) % 2 === 0 && base !== c && base !== d) break;
    }
    const ask = rng.pick<TrapeziumAsk>(['area', 'area', 'height']);
    const T = (base * h) / 2;
    const area = ((a + b) * h) / 2;
    const s = (base + c + d) / 2;
    const answer = ask === 'area' ? area : h;
    const wrong =
      ask === 'area'
        ? [
            (a + b) * h, // forgets the ½
            ((a + b) / 2) * Math.min(c, d), // takes the shorter leg as the height
            ((a + b) / 2) * ((c + d) / 2), // takes the mean leg as the height
            T, // stops at the triangle
          ]
        : [
            T / base, // forgets the 2 in area = ½ × base × height
            (2 * T) / a, // divides by the longer parallel side
            Math.min(c, d), // takes the shorter leg as the height
            (2 * T) / (a + b), // divides by the sum of the parallel sides
            Math.max(c, d), // takes the longer leg as the height
            (c + d) / 2, // takes the mean leg as the height
            (2 * T) / b, // divides by the shorter parallel side
          ];
    const unit = ask === 'area' ? { en: 'cm²', hi: 'वर्ग सेमी' } : { en: 'cm', hi: 'सेमी' };
    const right = `${num(answer)} ${unit.en}`;
    const { options, correctIndex } = textChoiceOptions(
      rng,
      right,
      showableDistractors(wrong).map((v) => `${num(v)} ${unit.en}`),
    );
    const q =
      ask === 'area'
        ? { en: 'Find the area of the trapezium.', hi: 'समलंब का क्षेत्रफल ज्ञात कीजिए।' }
        : { en: 'Find the distance between the parallel sides.', hi: 'समांतर भुजाओं के बीच की दूरी ज्ञात कीजिए।' };
    const statement = {
      en: `In a trapezium ABCD, AB ∥ DC with AB = ${a} cm and DC = ${b} cm, and the other two sides are AD = ${c} cm and BC = ${d} cm. ${q.en}`,
      hi: `समलंब ABCD में AB ∥ DC है, AB = ${a} सेमी और DC = ${b} सेमी, तथा बाकी दो भुजाएँ AD = ${c} सेमी और BC = ${d} सेमी हैं। ${q.hi}`,
    };
    const prod = s * (s - base) * (s - c) * (s - d);
    const steps = [
      {
        en: `Draw CE ∥ DA with E on AB. AECD is a parallelogram, so AE = ${b} cm and CE = ${c} cm; triangle EBC has sides $${a} - ${b} = ${base}$, ${c} and ${d}, and its height on EB is the trapezium's height.`,
        hi: `E को AB पर लेते हुए CE ∥ DA खींचिए। AECD एक समांतर चतुर्भुज है, अतः AE = ${b} सेमी और CE = ${c} सेमी; त्रिभुज EBC की भुजाएँ $${a} - ${b} = ${base}$, ${c} और ${d} हैं, और EB पर इसकी ऊँचाई ही समलंब की ऊँचाई है।`,
      },
      {
        en: `Heron: $s = \\frac{${base} + ${c} + ${d}}{2} = ${num(s)}$, area $= \\sqrt{${num(s)} \\cdot ${num(s - base)} \\cdot ${num(s - c)} \\cdot ${num(s - d)}} = \\sqrt{${num(prod)}} = ${num(T)}$ cm².`,
        hi: `हीरोन सूत्र: $s = \\frac{${base} + ${c} + ${d}}{2} = ${num(s)}$, क्षेत्रफल $= \\sqrt{${num(s)} \\cdot ${num(s - base)} \\cdot ${num(s - c)} \\cdot ${num(s - d)}} = \\sqrt{${num(prod)}} = ${num(T)}$ वर्ग सेमी।`,
      },
      {
        en: `Height: $h = \\frac{2 \\times ${num(T)}}{${base}} = ${h}$ cm.`,
        hi: `ऊँचाई: $h = \\frac{2 \\times ${num(T)}}{${base}} = ${h}$ सेमी।`,
      },
      ...(ask === 'area'
        ? [
            {
              en: `Area of the trapezium $= \\frac{1}{2}(${a} + ${b}) \\times ${h} = ${num(area)}$ cm².`,
              hi: `समलंब का क्षेत्रफल $= \\frac{1}{2}(${a} + ${b}) \\times ${h} = ${num(area)}$ वर्ग सेमी।`,
            },
          ]
        : []),
    ];
    const hiUnit = (o: string) => o.replace('cm²', 'वर्ग सेमी').replace(' cm', ' सेमी');
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${right}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${hiUnit(right)}**`].join('\n\n'),
    };
    return singleChoice(
      { en: 'Trapezium from its four sides', hi: 'चारों भुजाओं से समलंब' },
      statement,
      options.map((o) => ({ en: o, hi: hiUnit(o) })),
      correctIndex,
      solution,
      200,
      [a, b, c, d],
      () => {
        // The angle at E by the cosine rule, the height as CE·sin E, then the area.
        const x = a - b;
        const cosE = (x * x + c * c - d * d) / (2 * x * c);
        const height = c * Math.sqrt(1 - cosE * cosE);
        const want = ask === 'area' ? ((a + b) * height) / 2 : height;
        return options.findIndex((o) => Math.abs(Number(o.split(' ')[0]) - want) < 1e-6);
      },
    );
  },
};
