import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** The seven regions of a three-set Venn diagram. */
interface Regions {
  a: number;
  b: number;
  c: number;
  ab: number;
  bc: number;
  ca: number;
  abc: number;
}

/** Every Venn diagram with the given set sizes and union size U (a search over the overlaps). */
function diagrams(nA: number, nB: number, nC: number, U: number): Regions[] {
  const out: Regions[] = [];
  const D = nA + nB + nC - U; // = (pair-only regions) + 2 × (all three)
  for (let abc = 0; abc <= Math.min(nA, nB, nC) && 2 * abc <= D; abc++) {
    const pairs = D - 2 * abc;
    for (let ab = 0; ab <= pairs; ab++) {
      for (let bc = 0; ab + bc <= pairs; bc++) {
        const ca = pairs - ab - bc;
        const r = { a: nA - abc - ab - ca, b: nB - abc - ab - bc, c: nC - abc - bc - ca, ab, bc, ca, abc };
        if (r.a >= 0 && r.b >= 0 && r.c >= 0) out.push(r);
      }
    }
  }
  return out;
}
const exactlyTwo = (r: Regions) => r.ab + r.bc + r.ca;
const exactlyOne = (r: Regions) => r.a + r.b + r.c;

const SETTINGS = [
  {
    group: (n: number) => ({ en: `In a group of ${n} people`, hi: `${n} लोगों के एक समूह में` }),
    items: ['tea', 'coffee', 'juice'],
    itemsHi: ['चाय', 'कॉफ़ी', 'जूस'],
    verb: 'like',
    verbHi: 'पसंद करते हैं',
    noneEn: 'like none of the three',
    noneHi: 'तीनों में से कुछ भी पसंद नहीं करते',
    everyoneHi: 'हर कोई कम से कम एक पसंद करता है',
    peopleHi: 'लोगों',
    allHi: 'तीनों पसंद करने वालों',
  },
  {
    group: (n: number) => ({
      en: `Of ${n} students who took three tests`,
      hi: `तीन टेस्ट देने वाले ${n} विद्यार्थियों में से`,
    }),
    items: ['Maths', 'Science', 'English'],
    itemsHi: ['गणित', 'विज्ञान', 'अंग्रेज़ी'],
    verb: 'passed in',
    verbHi: 'में उत्तीर्ण हुए',
    noneEn: 'passed in none of the three',
    noneHi: 'तीनों में से किसी में उत्तीर्ण नहीं हुए',
    everyoneHi: 'हर कोई कम से कम एक में उत्तीर्ण हुआ',
    peopleHi: 'विद्यार्थियों',
    allHi: 'तीनों में उत्तीर्ण होने वालों',
  },
];

/** Draws set sizes and a union size for which the asked extreme is found by the E2 + 2E3 argument. */
function draw(rng: { int(a: number, b: number): number }, low: number, high: number) {
  const U = rng.int(40, 120);
  const sizes = [0, 0, 0].map(() => rng.int(Math.ceil(low * U), Math.floor(high * U)));
  const none = rng.int(0, 1) * rng.int(3, 20);
  return { U, sizes: sizes as [number, number, number], N: U + none, none };
}

/** How the question and the solution introduce the three sets. */
function intro(setting: (typeof SETTINGS)[number], N: number, none: number, sizes: number[]) {
  const g = setting.group(N);
  const list = sizes.map((n, i) => `${n} ${setting.verb} ${setting.items[i]}`).join(', ');
  const listHi = sizes.map((n, i) => `${n} ${setting.itemsHi[i]} ${setting.verbHi}`).join(', ');
  return {
    en: `${g.en}, ${list}${none ? `, and ${none} ${setting.noneEn}` : `; everyone ${setting.verb === 'like' ? 'likes' : 'passed in'} at least one of them`}.`,
    hi: `${g.hi} ${listHi}${none ? `, और ${none} ${setting.noneHi}` : `; ${setting.everyoneHi}`}।`,
  };
}

/** The E1, E2, E3 equations that both extremes questions start from. */
function equations(N: number, none: number, U: number, sizes: number[]) {
  const S = sizes.reduce((x, y) => x + y, 0);
  const unionEn = none
    ? `$${N} - ${none} = ${U}$ are in at least one set`
    : `all ${U} are in at least one set`;
  const unionHi = none ? `$${N} - ${none} = ${U}$ कम से कम एक में हैं` : `सभी ${U} कम से कम एक में हैं`;
  return {
    en: [
      `Let $E_1, E_2, E_3$ be the numbers in exactly one, exactly two and all three; ${unionEn}: $E_1 + E_2 + E_3 = ${U}$.`,
      `Adding the three sizes counts everyone once per set: $E_1 + 2E_2 + 3E_3 = ${sizes.join(' + ')} = ${S}$. Subtracting: $E_2 + 2E_3 = ${S - U}$.`,
    ],
    hi: [
      `माना ठीक एक, ठीक दो और तीनों में क्रमशः $E_1, E_2, E_3$ हैं; ${unionHi}: $E_1 + E_2 + E_3 = ${U}$।`,
      `तीनों संख्याएँ जोड़ने पर हर व्यक्ति जितने समूहों में है उतनी बार गिना जाता है: $E_1 + 2E_2 + 3E_3 = ${sizes.join(' + ')} = ${S}$। घटाने पर: $E_2 + 2E_3 = ${S - U}$।`,
    ],
  };
}

/** One diagram that attains the extreme, as the check of the argument. */
function example(r: Regions, items: string[], itemsHi: string[]) {
  const [x, y, z] = items;
  const [xh, yh, zh] = itemsHi;
  return {
    en: `It can happen: only ${x} ${r.a}, only ${y} ${r.b}, only ${z} ${r.c}; ${x} and ${y} only ${r.ab}, ${y} and ${z} only ${r.bc}, ${z} and ${x} only ${r.ca}; all three ${r.abc}.`,
    hi: `ऐसा संभव है: केवल ${xh} ${r.a}, केवल ${yh} ${r.b}, केवल ${zh} ${r.c}; केवल ${xh} और ${yh} ${r.ab}, केवल ${yh} और ${zh} ${r.bc}, केवल ${zh} और ${xh} ${r.ca}; तीनों ${r.abc}।`,
  };
}

/** Three set sizes and the number in none: the greatest or least possible number in all three (CAT). */
export const setTheoryAllThreeExtremes: QuestionGenerator = {
  id: 'set-theory/all-three-extremes',
  topic: 'set-theory',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const setting = rng.pick(SETTINGS);
    const ask = rng.pick(['max', 'min'] as const);
    let d = draw(rng, 0.3, 0.8);
    let value = 0;
    let best: Regions | undefined;
    for (let tries = 0; tries < 500; tries++) {
      d = ask === 'max' ? draw(rng, 0.3, 0.8) : draw(rng, 0.6, 0.95);
      const S = d.sizes[0] + d.sizes[1] + d.sizes[2];
      const D = S - d.U;
      // The argument: E3 is at most D/2 (E2 ≥ 0) and at least D − U (E1 = U − D + E3 ≥ 0).
      value = ask === 'max' ? Math.floor(D / 2) : D - d.U;
      if (D <= 0 || value <= 0) continue;
      const all = diagrams(d.sizes[0], d.sizes[1], d.sizes[2], d.U);
      best = all.find((r) => r.abc === value);
      const extreme = ask === 'max' ? Math.max(...all.map((r) => r.abc)) : Math.min(...all.map((r) => r.abc));
      if (best && extreme === value) break;
      best = undefined;
    }
    if (!best) throw new Error('no diagram for the all-three extremes question');
    const { U, sizes, N, none } = d;
    const S = sizes[0] + sizes[1] + sizes[2];
    const D = S - U;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'max'
        ? [Math.min(...sizes), D, Math.floor(D / 3), S - 2 * U > 0 ? S - 2 * U : Math.floor(D / 2) + 1] // the smallest set; E2 forgotten
        : [
            Math.max(0, D - 2 * U + U / 2),
            Math.floor(D / 2),
            S - 2 * N > 0 ? S - 2 * N : D - U + 1,
            D - U - 1,
          ]
      ).filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const word = ask === 'max' ? { en: 'greatest', hi: 'अधिकतम' } : { en: 'least', hi: 'न्यूनतम' };
    const allThree = { en: `${setting.verb} all three`, hi: `तीनों ${setting.verbHi}` };
    const eq = equations(N, none, U, sizes);
    const ex = example(best, setting.items, setting.itemsHi);
    const bound =
      ask === 'max'
        ? {
            en: `$E_2 = ${D} - 2E_3 \\ge 0$, so $E_3 \\le ${D / 2}$, that is $E_3 \\le ${value}$.`,
            hi: `$E_2 = ${D} - 2E_3 \\ge 0$, अतः $E_3 \\le ${D / 2}$, यानी $E_3 \\le ${value}$।`,
          }
        : {
            en: `$E_1 = ${U} - E_2 - E_3 = ${U} - (${D} - 2E_3) - E_3 = E_3 - ${D - U} \\ge 0$, so $E_3 \\ge ${value}$.`,
            hi: `$E_1 = ${U} - E_2 - E_3 = ${U} - (${D} - 2E_3) - E_3 = E_3 - ${D - U} \\ge 0$, अतः $E_3 \\ge ${value}$।`,
          };
    const i = intro(setting, N, none, sizes);
    return {
      title: { en: 'Greatest or least number in all three sets', hi: 'तीनों समुच्चयों में अधिकतम या न्यूनतम संख्या' },
      type: 'single',
      statement: {
        en: `${i.en} What is the ${word.en} possible number who ${allThree.en}?`,
        hi: `${i.hi} ${setting.allHi} की ${word.hi} संभव संख्या क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...eq.en, bound.en, ex.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...eq.hi, bound.hi, ex.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [N, ...sizes, ...(none ? [none] : [])],
      check() {
        // Every Venn diagram that fits: the extreme all-three region.
        const all = diagrams(sizes[0], sizes[1], sizes[2], U).map((r) => r.abc);
        const v = ask === 'max' ? Math.max(...all) : Math.min(...all);
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};

/** Three set sizes and the number in none: the greatest number in exactly two, or the greatest or least in exactly one (CAT). */
export const setTheoryExactlyOneTwoExtremes: QuestionGenerator = {
  id: 'set-theory/exactly-one-or-two-extremes',
  topic: 'set-theory',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const setting = rng.pick(SETTINGS);
    const ask = rng.pick(['maxTwo', 'maxOne', 'minOne'] as const);
    let d = draw(rng, 0.3, 0.8);
    let value = 0;
    let e3 = 0;
    let best: Regions | undefined;
    for (let tries = 0; tries < 500; tries++) {
      d = draw(rng, 0.35, 0.85);
      const S = d.sizes[0] + d.sizes[1] + d.sizes[2];
      const D = S - d.U;
      if (D <= 0) continue;
      // E2 = D − 2E3 and E1 = U − D + E3: both move with E3, whose range is [max(0, D − U), ⌊D/2⌋].
      const lowE3 = Math.max(0, D - d.U);
      const highE3 = Math.floor(D / 2);
      e3 = ask === 'maxOne' ? highE3 : lowE3;
      value = ask === 'maxTwo' ? D - 2 * e3 : d.U - D + e3;
      if (value <= 0 || value >= d.U || lowE3 === highE3) continue;
      const all = diagrams(d.sizes[0], d.sizes[1], d.sizes[2], d.U);
      const measure = ask === 'maxTwo' ? exactlyTwo : exactlyOne;
      const values = all.map(measure);
      const extreme = ask === 'minOne' ? Math.min(...values) : Math.max(...values);
      best = all.find((r) => measure(r) === value && r.abc === e3);
      if (best && extreme === value) break;
      best = undefined;
    }
    if (!best) throw new Error('no diagram for the exactly-one-or-two extremes question');
    const { U, sizes, N, none } = d;
    const S = sizes[0] + sizes[1] + sizes[2];
    const D = S - U;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        maxTwo: [D - 2 * Math.floor(D / 2), Math.floor(D / 2), U - D, D + 1], // E3 made largest instead; E3 itself
        maxOne: [U - D, U - Math.floor(D / 2), U, U - D + Math.max(0, D - U) + 1], // E3 left at 0; E2 only removed
        minOne: [U - D + Math.floor(D / 2), 0, U - D, Math.max(0, D - U)],
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const target = {
      maxTwo: {
        en: 'greatest possible number who belong to exactly two of the three',
        hi: `ठीक दो में शामिल ${setting.peopleHi} की अधिकतम संभव संख्या`,
      },
      maxOne: {
        en: 'greatest possible number who belong to exactly one of the three',
        hi: `ठीक एक में शामिल ${setting.peopleHi} की अधिकतम संभव संख्या`,
      },
      minOne: {
        en: 'least possible number who belong to exactly one of the three',
        hi: `ठीक एक में शामिल ${setting.peopleHi} की न्यूनतम संभव संख्या`,
      },
    }[ask];
    const eq = equations(N, none, U, sizes);
    const ex = example(best, setting.items, setting.itemsHi);
    const lowE3 = Math.max(0, D - U);
    const highE3 = Math.floor(D / 2);
    const range = {
      en: `$E_2 = ${D} - 2E_3 \\ge 0$ gives $E_3 \\le ${highE3}$; $E_1 = ${U} - E_2 - E_3 = E_3${D - U > 0 ? ` - ${D - U}` : D < U ? ` + ${U - D}` : ''} \\ge 0$ gives $E_3 \\ge ${lowE3}$.`,
      hi: `$E_2 = ${D} - 2E_3 \\ge 0$ से $E_3 \\le ${highE3}$; $E_1 = ${U} - E_2 - E_3 = E_3${D - U > 0 ? ` - ${D - U}` : D < U ? ` + ${U - D}` : ''} \\ge 0$ से $E_3 \\ge ${lowE3}$।`,
    };
    const pick = {
      maxTwo: {
        en: `$E_2 = ${D} - 2E_3$ is largest when $E_3$ is smallest, $E_3 = ${e3}$: $E_2 = ${D} - ${2 * e3} = ${value}$.`,
        hi: `$E_2 = ${D} - 2E_3$ तब अधिकतम है जब $E_3$ न्यूनतम हो, $E_3 = ${e3}$: $E_2 = ${D} - ${2 * e3} = ${value}$।`,
      },
      maxOne: {
        en: `$E_1$ grows with $E_3$, so it is largest at $E_3 = ${e3}$: $E_1 = ${value}$.`,
        hi: `$E_1$, $E_3$ के साथ बढ़ता है, अतः $E_3 = ${e3}$ पर अधिकतम है: $E_1 = ${value}$।`,
      },
      minOne: {
        en: `$E_1$ grows with $E_3$, so it is smallest at $E_3 = ${e3}$: $E_1 = ${value}$.`,
        hi: `$E_1$, $E_3$ के साथ बढ़ता है, अतः $E_3 = ${e3}$ पर न्यूनतम है: $E_1 = ${value}$।`,
      },
    }[ask];
    const i = intro(setting, N, none, sizes);
    return {
      title: {
        en: 'Greatest or least number in exactly one or two sets',
        hi: 'ठीक एक या दो समुच्चयों में अधिकतम या न्यूनतम संख्या',
      },
      type: 'single',
      statement: {
        en: `${i.en} What is the ${target.en}?`,
        hi: `${i.hi} तीनों (${setting.itemsHi.join(', ')}) में से ${target.hi} क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...eq.en, range.en, pick.en, ex.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...eq.hi, range.hi, pick.hi, ex.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 210,
      numbers: [N, ...sizes, ...(none ? [none] : [])],
      check() {
        // Every Venn diagram that fits: the extreme of the asked count.
        const values = diagrams(sizes[0], sizes[1], sizes[2], U).map(
          ask === 'maxTwo' ? exactlyTwo : exactlyOne,
        );
        const v = ask === 'minOne' ? Math.min(...values) : Math.max(...values);
        return { kind: 'choice', correct: [options.indexOf(String(v))] };
      },
    };
  },
};
