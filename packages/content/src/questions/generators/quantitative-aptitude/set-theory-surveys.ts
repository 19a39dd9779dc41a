import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** Two-set survey settings for the percentage question. */
const SURVEYS = [
  {
    a: 'like tea',
    aHi: 'चाय पसंद करते हैं',
    b: 'like coffee',
    bHi: 'कॉफ़ी पसंद करते हैं',
    both: 'like both',
    bothHi: 'दोनों पसंद करते हैं',
    neither: 'like neither',
    neitherHi: 'दोनों में से कुछ भी पसंद नहीं करते',
    who: 'people',
    whoHi: 'लोगों',
    onlyA: 'like tea only',
    onlyAHi: 'केवल चाय पसंद करते हैं',
  },
  {
    a: 'failed in English',
    aHi: 'अंग्रेज़ी में अनुत्तीर्ण हुए',
    b: 'failed in Mathematics',
    bHi: 'गणित में अनुत्तीर्ण हुए',
    both: 'failed in both',
    bothHi: 'दोनों में अनुत्तीर्ण हुए',
    neither: 'passed in both',
    neitherHi: 'दोनों में उत्तीर्ण हुए',
    who: 'students who took an examination',
    whoHi: 'एक परीक्षा देने वाले विद्यार्थियों',
    onlyA: 'failed in English only',
    onlyAHi: 'केवल अंग्रेज़ी में अनुत्तीर्ण हुए',
  },
  {
    a: 'watch news channels',
    aHi: 'समाचार चैनल देखते हैं',
    b: 'watch sports channels',
    bHi: 'खेल चैनल देखते हैं',
    both: 'watch both',
    bothHi: 'दोनों देखते हैं',
    neither: 'watch neither',
    neitherHi: 'दोनों में से कोई नहीं देखते',
    who: 'television viewers',
    whoHi: 'टीवी दर्शकों',
    onlyA: 'watch news channels only',
    onlyAHi: 'केवल समाचार चैनल देखते हैं',
  },
];

/** Percentages in two sets and a count of one region: the total surveyed, or another region's count. */
export const setTheorySurveyPercentages: QuestionGenerator = {
  id: 'set-theory/survey-percentages',
  topic: 'set-theory',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const s = rng.pick(SURVEYS);
    let p = 0;
    let q = 0;
    let r = 0;
    let neither = 0;
    do {
      p = rng.int(20, 75);
      q = rng.int(20, 75);
      r = rng.int(5, Math.min(p, q) - 5);
      neither = 100 - p - q + r;
    } while (neither < 5 || neither > 50);
    const ask = rng.pick(['totalFromNeither', 'onlyAFromNeither'] as const);
    // The total is a multiple of 100 so every percentage is a whole count.
    const total = 100 * rng.int(2, 30);
    const count = (pct: number) => (pct * total) / 100;
    const value = ask === 'totalFromNeither' ? total : count(p - r);
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'totalFromNeither'
        ? [
            Math.round((count(neither) * 100) / (100 - p - q)) || 0, // the overlap not added back
            Math.round((count(neither) * 100) / (p + q - r)), // divides by the "at least one" share
            count(neither) * 2,
            total + count(neither),
          ]
        : [count(p), count(p - 2 * r), count(p + q - r), count(q - r)]
      ).filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const nCount = count(neither);
    const statement = {
      en: `In a survey of ${s.who}, ${p}% ${s.a}, ${q}% ${s.b} and ${r}% ${s.both}. ${ask === 'totalFromNeither' ? `If ${nCount} ${s.neither}, how many were surveyed in all?` : `If ${nCount} ${s.neither}, how many ${s.onlyA}?`}`,
      hi: `${s.whoHi} के एक सर्वे में ${p}% ${s.aHi}, ${q}% ${s.bHi} और ${r}% ${s.bothHi}। ${ask === 'totalFromNeither' ? `यदि ${nCount} ${s.neitherHi}, तो कुल कितने सर्वे में शामिल थे?` : `यदि ${nCount} ${s.neitherHi}, तो कितने ${s.onlyAHi}?`}`,
    };
    if (s === SURVEYS[1]) {
      statement.en = `Of the ${s.who}, ${p}% ${s.a}, ${q}% ${s.b} and ${r}% ${s.both}. ${ask === 'totalFromNeither' ? `If ${nCount} ${s.neither}, how many students took the examination?` : `If ${nCount} ${s.neither}, how many ${s.onlyA}?`}`;
      statement.hi = `${s.whoHi} में से ${p}% ${s.aHi}, ${q}% ${s.bHi} और ${r}% ${s.bothHi}। ${ask === 'totalFromNeither' ? `यदि ${nCount} ${s.neitherHi}, तो परीक्षा कितने विद्यार्थियों ने दी?` : `यदि ${nCount} ${s.neitherHi}, तो कितने ${s.onlyAHi}?`}`;
    }
    const lines = {
      en: [
        `At least one: $${p}\\% + ${q}\\% - ${r}\\% = ${p + q - r}\\%$, so the rest: $100\\% - ${p + q - r}\\% = ${neither}\\%$.`,
        `$${neither}\\%$ of the total is ${nCount}, so the total is $\\frac{${nCount} \\times 100}{${neither}} = ${total}$.`,
        ...(ask === 'onlyAFromNeither'
          ? [`Only the first: $${p}\\% - ${r}\\% = ${p - r}\\%$ of ${total} $= ${value}$.`]
          : []),
      ],
      hi: [
        `कम से कम एक: $${p}\\% + ${q}\\% - ${r}\\% = ${p + q - r}\\%$, अतः बाकी: $100\\% - ${p + q - r}\\% = ${neither}\\%$।`,
        `कुल का $${neither}\\%$ = ${nCount}, अतः कुल $= \\frac{${nCount} \\times 100}{${neither}} = ${total}$।`,
        ...(ask === 'onlyAFromNeither'
          ? [`केवल पहला: ${total} का $${p}\\% - ${r}\\% = ${p - r}\\%$ $= ${value}$।`]
          : []),
      ],
    };
    return {
      title: { en: 'Survey percentages: total from one region', hi: 'सर्वे के प्रतिशत: एक भाग से कुल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...lines.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [p, q, r, nCount],
      check() {
        // Try every total: the one whose "neither" share is the given count.
        for (let t = 1; t <= 100_000; t++) {
          const onlyA = (t * (p - r)) / 100;
          const none = t - (t * p) / 100 - (t * q) / 100 + (t * r) / 100;
          if (Math.abs(none - nCount) < 1e-9) {
            const v = ask === 'totalFromNeither' ? t : onlyA;
            return { kind: 'choice', correct: [options.indexOf(String(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Three-set settings: the group and three activities. */
const THREE = [
  {
    who: 'students of a class',
    whoHi: (n: number) => `एक कक्षा के ${n} विद्यार्थियों`,
    each: 'plays at least one of cricket, football and hockey',
    eachHi: 'क्रिकेट, फ़ुटबॉल और हॉकी में से कम से कम एक खेलता है',
    x: 'play cricket',
    xHi: 'क्रिकेट खेलते हैं',
    y: 'football',
    yHi: 'फ़ुटबॉल',
    z: 'hockey',
    zHi: 'हॉकी',
    two: 'play exactly two of the games',
    twoHi: 'ठीक दो खेल खेलते हैं',
    three: 'play all three',
    threeHi: 'तीनों खेलते हैं',
    one: 'play exactly one game',
    oneHi: 'ठीक एक खेल खेलते हैं',
  },
  {
    who: 'members of a club',
    whoHi: (n: number) => `एक क्लब के ${n} सदस्यों`,
    each: 'reads at least one of the newspapers A, B and C',
    eachHi: 'अख़बार A, B और C में से कम से कम एक पढ़ता है',
    x: 'read A',
    xHi: 'A पढ़ते हैं',
    y: 'B',
    yHi: 'B',
    z: 'C',
    zHi: 'C',
    two: 'read exactly two of the newspapers',
    twoHi: 'ठीक दो अख़बार पढ़ते हैं',
    three: 'read all three',
    threeHi: 'तीनों पढ़ते हैं',
    one: 'read exactly one newspaper',
    oneHi: 'ठीक एक अख़बार पढ़ते हैं',
  },
];

/** Sum of the three set sizes and the number in at least one: exactly one, exactly two or all three. */
export const setTheoryRegionsFromTotals: QuestionGenerator = {
  id: 'set-theory/regions-from-totals',
  topic: 'set-theory',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const t = rng.pick(THREE);
    const e3 = rng.int(2, 15);
    const e2 = rng.int(5, 40);
    const e1 = rng.int(20, 90);
    const N = e1 + e2 + e3;
    const S = e1 + 2 * e2 + 3 * e3;
    // Split S into three set sizes (each at least the all-three count plus a little).
    const nx = rng.int(Math.ceil(S / 3) - 10, Math.ceil(S / 3) + 10);
    const ny = rng.int(Math.ceil((S - nx) / 2) - 8, Math.ceil((S - nx) / 2) + 8);
    const nz = S - nx - ny;
    const ask = rng.pick(['three', 'two', 'one'] as const);
    const value = { three: e3, two: e2, one: e1 }[ask];
    const D = S - N;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        three: [(D - e2) / 3, D - e2, D / 2, e3 + e2], // divides by 3, not 2; forgets the factor 2
        two: [D - e3, D - 3 * e3, D / 2, e2 + e3], // subtracts the all-three count once only
        one: [N - e2, N - e3, N - e2 - 2 * e3, S - 2 * e2 - 3 * e3 + e3],
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const givenText =
      ask === 'three'
        ? { en: `${e2} ${t.two}`, hi: `${e2} ${t.twoHi}` }
        : { en: `${e3} ${t.three}`, hi: `${e3} ${t.threeHi}` };
    const askText = { three: [t.three, t.threeHi], two: [t.two, t.twoHi], one: [t.one, t.oneHi] }[ask];
    const statement = {
      en: `Each of the ${N} ${t.who} ${t.each}: ${nx} ${t.x}, ${ny} ${t.y} and ${nz} ${t.z}. If ${givenText.en}, how many ${askText[0]}?`,
      hi: `${t.whoHi(N)} में से हर एक ${t.eachHi}: ${nx} ${t.xHi}, ${ny} ${t.yHi} और ${nz} ${t.zHi}। यदि ${givenText.hi}, तो कितने ${askText[1]}?`,
    };
    const base = {
      en: `Let $E_1, E_2, E_3$ be the numbers in exactly one, two and three. Everyone is in at least one: $E_1 + E_2 + E_3 = ${N}$. Adding the three sizes counts each person once per set: $E_1 + 2E_2 + 3E_3 = ${nx} + ${ny} + ${nz} = ${S}$.`,
      hi: `माना ठीक एक, दो और तीन में क्रमशः $E_1, E_2, E_3$ हैं। हर कोई कम से कम एक में है: $E_1 + E_2 + E_3 = ${N}$। तीनों संख्याएँ जोड़ने पर हर व्यक्ति जितने समूहों में है उतनी बार गिना जाता है: $E_1 + 2E_2 + 3E_3 = ${nx} + ${ny} + ${nz} = ${S}$।`,
    };
    const sub = `E_2 + 2E_3 = ${S} - ${N} = ${D}`;
    const last = {
      three: `2E_3 = ${D} - ${e2} = ${2 * e3}, \\quad E_3 = ${e3}`,
      two: `E_2 = ${D} - 2 \\times ${e3} = ${e2}`,
      one: `E_2 = ${D} - 2 \\times ${e3} = ${e2}, \\quad E_1 = ${N} - ${e2} - ${e3} = ${e1}`,
    }[ask];
    return {
      title: { en: 'Exactly one, two or three from the totals', hi: 'कुल योग से ठीक एक, दो या तीन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [base.en, `Subtracting: $${sub}$.`, `$${last}$`, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [base.hi, `घटाने पर: $${sub}$।`, `$${last}$`, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 100,
      numbers: [N, nx, ny, nz, ask === 'three' ? e2 : e3],
      check() {
        // Search all (E1, E2, E3) with E1 + E2 + E3 = N that fit the sizes and the given count.
        for (let a3 = 0; a3 <= N; a3++) {
          for (let a2 = 0; a2 + a3 <= N; a2++) {
            const a1 = N - a2 - a3;
            if (a1 + 2 * a2 + 3 * a3 !== S) continue;
            if (ask === 'three' ? a2 !== e2 : a3 !== e3) continue;
            const v = { three: a3, two: a2, one: a1 }[ask];
            return { kind: 'choice', correct: [options.indexOf(String(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
