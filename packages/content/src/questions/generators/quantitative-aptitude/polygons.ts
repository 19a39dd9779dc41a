import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { degrees } from './answer-formats.js';
import { termTex } from './katex-math.js';

/**
 * Polygons: the topic's shapes (id – what it asks – exams).
 * - polygons/missing-angle – the last interior angle of a pentagon to octagon from the others – SSC CGL, RRB NTPC, CUET, Placements
 * - polygons/regular-from-angle – diagonals, triangles or angle sum of a regular polygon given by an angle – SSC CGL, RRB NTPC, CAT, Placements
 * - polygons/two-regular-polygons – two regular polygons from the difference of sides and of angles – SSC CGL, CAT, Placements
 * - polygons/sides-from-diagonals – sides from the number of diagonals – SSC CGL, RRB NTPC, Bank PO, CUET
 * - polygons/sides-from-angle-sum – sides from the interior angle sum, or from its multiple of the exterior sum – SSC CGL, RRB NTPC, CUET, Bank PO
 * - polygons/regular-hexagon-area – area of a regular hexagon from its side, perimeter or circumradius – SSC CGL, CAT, RRB NTPC, Placements
 * - polygons/vertex-figures – triangles or quadrilaterals on a polygon's vertices or points on a circle – SSC CGL, Bank PO, CUET, Placements
 * - polygons/angles-in-ap – sides of a polygon whose angles are in AP (rejecting the non-convex root) – SSC CGL, CAT, Placements
 * - polygons/triangles-sharing-sides (CAT) – triangles on the vertices with no, one, two or some sides of the polygon – CAT, GMAT, Placements
 * - polygons/diagonals-versus-sides – a polygon whose diagonals are k times, or m more than, its sides – CAT, SSC CGL, Placements
 * - polygons/acute-right-obtuse-triangles (CAT) – acute, right or obtuse triangles on the vertices of a regular polygon – CAT, GMAT, Placements
 */

/** Polygons whose angles the easy question uses, with their names. */
const NAMED = [
  { n: 5, en: 'pentagon', hi: 'पंचभुज', countEn: 'Four', countHi: 'चार', ordEn: 'fifth', ordHi: 'पाँचवाँ' },
  { n: 6, en: 'hexagon', hi: 'षट्भुज', countEn: 'Five', countHi: 'पाँच', ordEn: 'sixth', ordHi: 'छठा' },
  { n: 7, en: 'heptagon', hi: 'सप्तभुज', countEn: 'Six', countHi: 'छह', ordEn: 'seventh', ordHi: 'सातवाँ' },
  { n: 8, en: 'octagon', hi: 'अष्टभुज', countEn: 'Seven', countHi: 'सात', ordEn: 'eighth', ordHi: 'आठवाँ' },
] as const;

/** n - 1 interior angles of a convex n-gon are given: find the last one from the angle sum. */
export const polygonsMissingAngle: QuestionGenerator = {
  id: 'polygons/missing-angle',
  topic: 'polygons',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const shape = rng.pick(NAMED);
    const n = shape.n;
    const total = (n - 2) * 180;
    const regular = Math.round(total / n);
    // Pick the answer first, share the rest equally, then shift pairs of angles (the sum stays).
    const missing = rng.int(regular - 30, Math.min(170, regular + 30));
    const rest = total - missing;
    const given = Array.from({ length: n - 1 }, (_, k) =>
      k < rest % (n - 1) ? Math.floor(rest / (n - 1)) + 1 : Math.floor(rest / (n - 1)),
    );
    for (let step = 0; step < 2 * n; step++) {
      const a = rng.int(0, n - 2);
      const b = rng.int(0, n - 2);
      const t = rng.int(1, 15);
      const ga = given[a] ?? 0;
      const gb = given[b] ?? 0;
      if (a !== b && ga + t <= 175 && gb - t >= 70) {
        given[a] = ga + t;
        given[b] = gb - t;
      }
    }
    const { options, correctIndex } = choiceOptions(
      rng,
      missing,
      [
        missing + 180, // angle sum taken as (n - 1) x 180
        missing - 180 > 0 ? missing - 180 : missing + 20, // angle sum taken as (n - 3) x 180
        missing - 10, // slip in adding the given angles
        missing + 10,
      ],
      degrees,
    );
    const list = given.map(degrees);
    const listEn = `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
    const listHi = `${list.slice(0, -1).join(', ')} और ${list[list.length - 1]}`;
    const sumGiven = total - missing;
    const statement = {
      en: `${shape.countEn} of the interior angles of a convex ${shape.en} are ${listEn}. Find its ${shape.ordEn} interior angle.`,
      hi: `एक उत्तल ${shape.hi} के ${shape.countHi} अंतः कोण ${listHi} हैं। इसका ${shape.ordHi} अंतः कोण ज्ञात कीजिए।`,
    };
    const solution = {
      en: [
        `A ${shape.en} has $n = ${n}$ sides, so its interior angles add up to $(${n} - 2) \\times 180^\\circ = ${total}^\\circ$.`,
        `The ${n - 1} given angles add up to $${given.join(' + ')} = ${sumGiven}^\\circ$.`,
        `The ${shape.ordEn} angle $= ${total}^\\circ - ${sumGiven}^\\circ = ${missing}^\\circ$.`,
        '',
        `**Answer: ${degrees(missing)}**`,
      ].join('\n\n'),
      hi: [
        `${shape.hi} की $n = ${n}$ भुजाएँ हैं, अतः अंतः कोणों का योग $(${n} - 2) \\times 180^\\circ = ${total}^\\circ$ है।`,
        `दिए गए ${n - 1} कोणों का योग $= ${given.join(' + ')} = ${sumGiven}^\\circ$।`,
        `${shape.ordHi} कोण $= ${total}^\\circ - ${sumGiven}^\\circ = ${missing}^\\circ$।`,
        '',
        `**उत्तर: ${degrees(missing)}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Missing interior angle of a polygon', hi: 'बहुभुज का शेष अंतः कोण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [...given, missing],
      check() {
        // Exterior angles always total 360°: the missing exterior angle is 360° minus the others.
        const otherExterior = given.reduce((s, a) => s + (180 - a), 0);
        const value = 180 - (360 - otherExterior);
        return { kind: 'choice', correct: [options.indexOf(degrees(value))] };
      },
    };
  },
};

/** Regular polygons with whole-degree angles that the medium question uses. */
const REGULAR_SIDES = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45];

const diagonals = (n: number) => (n * (n - 3)) / 2;
const triangles = (n: number) => (n * (n - 1) * (n - 2)) / 6;

/** A regular polygon is described by one of its angles; find its diagonals, triangles or angle sum. */
export const polygonsRegularFromAngle: QuestionGenerator = {
  id: 'polygons/regular-from-angle',
  topic: 'polygons',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'Placements'],
  generate(rng) {
    const n = rng.pick(REGULAR_SIDES);
    const exterior = 360 / n;
    const interior = 180 - exterior;
    const clue = rng.pick(['interior', 'exterior', 'difference', 'ratio'] as const);
    const ask = rng.pick(['diagonals', 'triangles', 'sum'] as const);
    const g = gcd(interior, exterior);
    const p = interior / g;
    const q = exterior / g;
    const clueText = {
      interior: {
        en: `Each interior angle of a regular polygon is ${degrees(interior)}.`,
        hi: `एक सम बहुभुज का प्रत्येक अंतः कोण ${degrees(interior)} है।`,
      },
      exterior: {
        en: `Each exterior angle of a regular polygon is ${degrees(exterior)}.`,
        hi: `एक सम बहुभुज का प्रत्येक बाह्य कोण ${degrees(exterior)} है।`,
      },
      difference: {
        en: `Each interior angle of a regular polygon is ${degrees(interior - exterior)} more than each of its exterior angles.`,
        hi: `एक सम बहुभुज का प्रत्येक अंतः कोण उसके प्रत्येक बाह्य कोण से ${degrees(interior - exterior)} अधिक है।`,
      },
      ratio: {
        en: `In a regular polygon, the ratio of an interior angle to an exterior angle is $${p} : ${q}$.`,
        hi: `एक सम बहुभुज में अंतः कोण और बाह्य कोण का अनुपात $${p} : ${q}$ है।`,
      },
    }[clue];
    const askText = {
      diagonals: { en: 'How many diagonals does it have?', hi: 'इसके कितने विकर्ण हैं?' },
      triangles: {
        en: 'How many triangles can be formed by joining its vertices?',
        hi: 'इसके शीर्षों को मिलाकर कितने त्रिभुज बनाए जा सकते हैं?',
      },
      sum: {
        en: 'What is the sum of its interior angles (in degrees)?',
        hi: 'इसके अंतः कोणों का योग (डिग्री में) कितना है?',
      },
    }[ask];
    const value = ask === 'diagonals' ? diagonals(n) : ask === 'triangles' ? triangles(n) : (n - 2) * 180;
    const exteriorStep = {
      interior: {
        en: `Exterior angle $= 180^\\circ - ${interior}^\\circ = ${exterior}^\\circ$.`,
        hi: `बाह्य कोण $= 180^\\circ - ${interior}^\\circ = ${exterior}^\\circ$।`,
      },
      exterior: { en: `Exterior angle $= ${exterior}^\\circ$.`, hi: `बाह्य कोण $= ${exterior}^\\circ$।` },
      difference: {
        en: `Interior $+$ exterior $= 180^\\circ$ and interior $-$ exterior $= ${interior - exterior}^\\circ$, so exterior $= \\frac{180 - ${interior - exterior}}{2} = ${exterior}^\\circ$.`,
        hi: `अंतः $+$ बाह्य $= 180^\\circ$ और अंतः $-$ बाह्य $= ${interior - exterior}^\\circ$, अतः बाह्य कोण $= \\frac{180 - ${interior - exterior}}{2} = ${exterior}^\\circ$।`,
      },
      ratio: {
        en: `Interior $+$ exterior $= 180^\\circ$, so exterior $= \\frac{${q}}{${p + q}} \\times 180^\\circ = ${exterior}^\\circ$.`,
        hi: `अंतः $+$ बाह्य $= 180^\\circ$, अतः बाह्य कोण $= \\frac{${q}}{${p + q}} \\times 180^\\circ = ${exterior}^\\circ$।`,
      },
    }[clue];
    const askStep = {
      diagonals: {
        en: `Diagonals $= \\frac{n(n - 3)}{2} = \\frac{${n} \\times ${n - 3}}{2} = ${value}$.`,
        hi: `विकर्ण $= \\frac{n(n - 3)}{2} = \\frac{${n} \\times ${n - 3}}{2} = ${value}$।`,
      },
      triangles: {
        en: `Any 3 vertices form a triangle: $\\binom{${n}}{3} = \\frac{${n} \\times ${n - 1} \\times ${n - 2}}{6} = ${value}$.`,
        hi: `कोई भी 3 शीर्ष एक त्रिभुज बनाते हैं: $\\binom{${n}}{3} = \\frac{${n} \\times ${n - 1} \\times ${n - 2}}{6} = ${value}$।`,
      },
      sum: {
        en: `Sum of interior angles $= (${n} - 2) \\times 180^\\circ = ${value}^\\circ$.`,
        hi: `अंतः कोणों का योग $= (${n} - 2) \\times 180^\\circ = ${value}^\\circ$।`,
      },
    }[ask];
    return {
      title: { en: 'Regular polygon from an angle', hi: 'कोण से सम बहुभुज' },
      type: 'numeric',
      statement: { en: `${clueText.en} ${askText.en}`, hi: `${clueText.hi} ${askText.hi}` },
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [
          exteriorStep.en,
          `Number of sides $n = \\frac{360^\\circ}{${exterior}^\\circ} = ${n}$.`,
          askStep.en,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          exteriorStep.hi,
          `भुजाओं की संख्या $n = \\frac{360^\\circ}{${exterior}^\\circ} = ${n}$।`,
          askStep.hi,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [value],
      check() {
        // Try every polygon until one has the described angles, then count by brute force.
        let sides = 0;
        for (let k = 3; k <= 400 && sides === 0; k++) {
          const ext = 360 / k;
          const int = 180 - ext;
          const fits = {
            interior: Math.abs(int - interior) < 1e-9,
            exterior: Math.abs(ext - exterior) < 1e-9,
            difference: Math.abs(int - ext - (interior - exterior)) < 1e-9,
            ratio: Math.abs(int * q - ext * p) < 1e-9,
          }[clue];
          if (fits) sides = k;
        }
        let count = 0;
        if (ask === 'sum') {
          // Split the polygon into triangles from one vertex: sides - 2 triangles of 180° each.
          for (let v = 2; v < sides; v++) count += 180;
        } else if (ask === 'diagonals') {
          for (let a = 0; a < sides; a++)
            for (let b = a + 2; b < sides; b++) if (!(a === 0 && b === sides - 1)) count++;
        } else {
          for (let a = 0; a < sides; a++)
            for (let b = a + 1; b < sides; b++) for (let c = b + 1; c < sides; c++) count++;
        }
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

/** Side counts (divisors of 360) whose regular polygons have whole-degree angles. */
const DIVISORS = [4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40];

/** Two regular polygons: sides differ by d (or are in a ratio) and angles differ by e°. Find both. */
export const polygonsTwoRegular: QuestionGenerator = {
  id: 'polygons/two-regular-polygons',
  topic: 'polygons',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const i = rng.int(0, DIVISORS.length - 2);
    const j = rng.int(i + 1, DIVISORS.length - 1);
    const n = DIVISORS[i] ?? 4;
    const m = DIVISORS[j] ?? 6;
    const d = m - n;
    const e = 360 / n - 360 / m;
    const clue = rng.pick(['interior', 'exterior', 'ratio'] as const);
    const g = gcd(n, m);
    const p = n / g;
    const q = m / g;
    const pair = (a: number) => (clue === 'ratio' ? `${a}, ${(a / p) * q}` : `${a}, ${a + d}`);
    // Wrong pairs keep the stated relation between the sides but fail the angle condition.
    const wrongSmall =
      clue === 'ratio'
        ? [2 * p, 3 * p, 4 * p, 5 * p, 6 * p].filter((a) => a !== n && a >= 3)
        : [n - 2, n - 1, n + 1, n + 2, n + 3].filter((a) => a >= 3);
    const { options, correctIndex } = choiceOptions(rng, n, rng.shuffle(wrongSmall), pair);
    const angleWordEn = clue === 'exterior' ? 'exterior' : 'interior';
    const angleWordHi = clue === 'exterior' ? 'बाह्य' : 'अंतः';
    const statement =
      clue === 'ratio'
        ? {
            en: `The numbers of sides of two regular polygons are in the ratio $${p} : ${q}$, and each interior angle of the second exceeds each interior angle of the first by ${degrees(e)}. Find the numbers of sides of the two polygons.`,
            hi: `दो सम बहुभुजों की भुजाओं की संख्याओं का अनुपात $${p} : ${q}$ है, और दूसरे बहुभुज का प्रत्येक अंतः कोण पहले के प्रत्येक अंतः कोण से ${degrees(e)} अधिक है। दोनों बहुभुजों की भुजाओं की संख्या ज्ञात कीजिए।`,
          }
        : {
            en: `Two regular polygons differ by ${d} in their numbers of sides, and each ${angleWordEn} angle of one differs from each ${angleWordEn} angle of the other by ${degrees(e)}. Find the numbers of sides of the two polygons.`,
            hi: `दो सम बहुभुजों की भुजाओं की संख्याओं में ${d} का अंतर है, और एक के प्रत्येक ${angleWordHi} कोण तथा दूसरे के प्रत्येक ${angleWordHi} कोण में ${degrees(e)} का अंतर है। दोनों बहुभुजों की भुजाओं की संख्या ज्ञात कीजिए।`,
          };
    const k = n / p;
    const solution =
      clue === 'ratio'
        ? {
            en: [
              `Let the sides be $${termTex(p, 'k')}$ and $${termTex(q, 'k')}$. Interior angles differ exactly as much as exterior angles do (each pair adds to $180^\\circ$).`,
              `$\\frac{360}{${termTex(p, 'k')}} - \\frac{360}{${termTex(q, 'k')}} = ${e}$, so $\\frac{360 \\times ${q - p}}{${termTex(p * q, 'k')}} = ${e}$ and $k = \\frac{${360 * (q - p)}}{${p * q} \\times ${e}} = ${k}$.`,
              `Sides: $${p} \\times ${k} = ${n}$ and $${q} \\times ${k} = ${m}$. Check: $${360 / n}^\\circ - ${360 / m}^\\circ = ${e}^\\circ$.`,
              '',
              `**Answer: ${n}, ${m}**`,
            ].join('\n\n'),
            hi: [
              `माना भुजाएँ $${termTex(p, 'k')}$ और $${termTex(q, 'k')}$ हैं। अंतः कोणों का अंतर बाह्य कोणों के अंतर के बराबर होता है (हर जोड़ी का योग $180^\\circ$ है)।`,
              `$\\frac{360}{${termTex(p, 'k')}} - \\frac{360}{${termTex(q, 'k')}} = ${e}$, अतः $\\frac{360 \\times ${q - p}}{${termTex(p * q, 'k')}} = ${e}$ और $k = \\frac{${360 * (q - p)}}{${p * q} \\times ${e}} = ${k}$।`,
              `भुजाएँ: $${p} \\times ${k} = ${n}$ और $${q} \\times ${k} = ${m}$। जाँच: $${360 / n}^\\circ - ${360 / m}^\\circ = ${e}^\\circ$।`,
              '',
              `**उत्तर: ${n}, ${m}**`,
            ].join('\n\n'),
          }
        : {
            en: [
              clue === 'interior'
                ? 'Interior angles differ exactly as much as exterior angles do (each pair adds to $180^\\circ$), so work with exterior angles.'
                : 'Each exterior angle of a regular polygon with $n$ sides is $\\frac{360^\\circ}{n}$.',
              `Let the sides be $n$ and $n + ${d}$; the polygon with fewer sides has the larger exterior angle: $\\frac{360}{n} - \\frac{360}{n + ${d}} = ${e}$.`,
              `So $360 \\times ${d} = ${e} \\times n(n + ${d})$, i.e. $n(n + ${d}) = ${(360 * d) / e}$.`,
              `Trying values: $${n} \\times ${m} = ${n * m}$, so $n = ${n}$. Check: $${360 / n}^\\circ - ${360 / m}^\\circ = ${e}^\\circ$.`,
              '',
              `**Answer: ${n}, ${m}**`,
            ].join('\n\n'),
            hi: [
              clue === 'interior'
                ? 'अंतः कोणों का अंतर बाह्य कोणों के अंतर के बराबर होता है (हर जोड़ी का योग $180^\\circ$ है), इसलिए बाह्य कोणों से हल करें।'
                : '$n$ भुजाओं वाले सम बहुभुज का प्रत्येक बाह्य कोण $\\frac{360^\\circ}{n}$ होता है।',
              `माना भुजाएँ $n$ और $n + ${d}$ हैं; कम भुजाओं वाले बहुभुज का बाह्य कोण बड़ा होता है: $\\frac{360}{n} - \\frac{360}{n + ${d}} = ${e}$।`,
              `अतः $360 \\times ${d} = ${e} \\times n(n + ${d})$, यानी $n(n + ${d}) = ${(360 * d) / e}$।`,
              `मान रखकर देखने पर: $${n} \\times ${m} = ${n * m}$, अतः $n = ${n}$। जाँच: $${360 / n}^\\circ - ${360 / m}^\\circ = ${e}^\\circ$।`,
              '',
              `**उत्तर: ${n}, ${m}**`,
            ].join('\n\n'),
          };
    return {
      title: { en: 'Two regular polygons', hi: 'दो सम बहुभुज' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [e, n, m],
      check() {
        // Brute force over all pairs of side counts that satisfy both stated conditions.
        for (let a = 3; a <= 400; a++) {
          for (let b = a + 1; b <= 400; b++) {
            const sides = clue === 'ratio' ? a * q === b * p : b - a === d;
            const interiorA = 180 - 360 / a;
            const interiorB = 180 - 360 / b;
            if (sides && Math.abs(interiorB - interiorA - e) < 1e-9) {
              return { kind: 'choice', correct: [options.indexOf(`${a}, ${b}`)] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
