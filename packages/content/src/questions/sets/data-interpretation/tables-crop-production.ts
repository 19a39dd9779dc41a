import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  splitTotal,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const STATES: Loc[] = [
  loc('Punjab', 'पंजाब'),
  loc('Haryana', 'हरियाणा'),
  loc('Uttar Pradesh', 'उत्तर प्रदेश'),
  loc('Madhya Pradesh', 'मध्य प्रदेश'),
  loc('Bihar', 'बिहार'),
];
const CROPS: Loc[] = [loc('Rice', 'चावल'), loc('Wheat', 'गेहूँ'), loc('Maize', 'मक्का'), loc('Pulses', 'दालें')];
const RISES = [10, 20, 25, 40, 50];

/** State-wise production of four crops (a table): shares of a crop's total and of a state's own output. */
export const tablesCropProduction: QuestionSetGenerator = {
  id: 'tables/crop-production',
  topic: 'tables',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const nS = STATES.length;
    let cols: number[][] = [];
    let rowShare: number[] = [];
    let cShare = 0;
    let pairs: [number, number, number][] = [];
    for (;;) {
      // v[c][s]: each crop's total is 200, 250 or 500 lakh tonnes, so every share is exact to one decimal.
      cols = CROPS.map(() => splitTotal(rng, rng.pick([200, 250, 500]), nS, 5, 15));
      cShare = rng.int(0, CROPS.length - 1);
      const c = cols[cShare] as number[];
      rowShare = STATES.map((_, s) =>
        round1(((c[s] as number) * 100) / sum(cols.map((col) => col[s] as number))),
      );
      pairs = [];
      for (let k = 0; k < CROPS.length; k++) {
        for (let a = 0; a < nS; a++) {
          for (let b = 0; b < nS; b++) {
            const x = cols[k]?.[a] as number;
            const y = cols[k]?.[b] as number;
            if (x > y && oneDecimal((x - y) * 100, y) && x - y !== y) pairs.push([k, a, b]);
          }
        }
      }
      if (uniqueExtreme(rowShare, 'max') >= 0 && pairs.length > 0) break;
    }
    const at = (c: number, s: number) => cols[c]?.[s] as number;
    const colTotal = (c: number) => sum(cols[c] as number[]);
    const rowTotal = (s: number) => sum(cols.map((col) => col[s] as number));
    const [s1, s2, s3, s4] = rng.shuffle([0, 1, 2, 3, 4]) as [number, number, number, number];
    const st = (s: number) => STATES[s] as Loc;
    const cr = (c: number) => CROPS[c] as Loc;

    // 1. A state's share of a crop's total.
    const c1 = rng.int(0, CROPS.length - 1);
    const x1 = at(c1, s1);
    const t1 = colTotal(c1);
    const p1 = (x1 * 100) / t1;
    const q1 = numberQuestion(rng, {
      title: loc("A state's share of a crop", 'किसी फ़सल में राज्य का हिस्सा'),
      statement: {
        en: `What percentage of the total ${cr(c1).en} production of the five states came from ${st(s1).en}?`,
        hi: `पाँचों राज्यों के कुल ${cr(c1).hi} उत्पादन का कितना प्रतिशत ${st(s1).hi} से आया?`,
      },
      value: p1,
      distractors: [
        (x1 * 100) / rowTotal(s1), // the share in the state's own production
        (x1 * 100) / (t1 - x1), // compares with the other states only
        (x1 * 100) / colTotal((c1 + 1) % CROPS.length), // the total of another crop
        p1 + 5,
      ],
      percent: true,
      steps: [
        {
          en: `Total ${cr(c1).en}: $${sumTex(cols[c1] as number[])}$.`,
          hi: `कुल ${cr(c1).hi}: $${sumTex(cols[c1] as number[])}$।`,
        },
        {
          en: `Share of ${st(s1).en}: $\\frac{${x1}}{${t1}} \\times 100 = ${round1(p1)}\\%$.`,
          hi: `${st(s1).hi} का हिस्सा: $\\frac{${x1}}{${t1}} \\times 100 = ${round1(p1)}\\%$।`,
        },
      ],
      numbers: [x1, t1],
      seconds: 75,
      recompute: () => 100 - ((t1 - x1) * 100) / t1,
    });

    // 2. The state where one crop makes the largest part of its own production.
    const best = uniqueExtreme(rowShare, 'max');
    const rel = (i: number) => (oneDecimal(at(cShare, i) * 100, rowTotal(i)) ? '=' : '\\approx');
    const q2 = labelQuestion(rng, {
      title: loc('A crop in a state’s own output', 'राज्य के अपने उत्पादन में एक फ़सल'),
      statement: {
        en: `In which state does ${cr(cShare).en} make up the largest percentage of the state's own production of the four crops?`,
        hi: `किस राज्य के चारों फ़सलों के अपने कुल उत्पादन में ${cr(cShare).hi} का प्रतिशत सबसे अधिक है?`,
      },
      labels: STATES,
      correct: best,
      scores: rowShare,
      steps: [
        {
          en: `${cr(cShare).en} as a share of each state's total: ${STATES.map((s, i) => `${s.en} $\\frac{${at(cShare, i)}}{${rowTotal(i)}} ${rel(i)} ${rowShare[i]}\\%$`).join('; ')}.`,
          hi: `प्रत्येक राज्य के कुल में ${cr(cShare).hi} का हिस्सा: ${STATES.map((s, i) => `${s.hi} $\\frac{${at(cShare, i)}}{${rowTotal(i)}} ${rel(i)} ${rowShare[i]}\\%$`).join('; ')}।`,
        },
        {
          en: `The largest is ${st(best).en}. (The state that grows the most ${cr(cShare).en} need not be the one.)`,
          hi: `सबसे अधिक ${st(best).hi} में है। (सबसे अधिक ${cr(cShare).hi} उगाने वाला राज्य ही यह हो, आवश्यक नहीं।)`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let top = 0;
        for (let s = 1; s < nS; s++)
          if (at(cShare, s) * rowTotal(top) > at(cShare, top) * rowTotal(s)) top = s;
        return top;
      },
    });

    // 3. Ratio of two states' total production.
    const a3 = rowTotal(s2);
    const b3 = rowTotal(s3);
    const r3 = ratioText(a3, b3);
    const q3 = textQuestion(rng, {
      title: loc('Ratio of two states', 'दो राज्यों का अनुपात'),
      statement: {
        en: `What is the ratio of the total production of the four crops in ${st(s2).en} to that in ${st(s3).en}?`,
        hi: `${st(s2).hi} और ${st(s3).hi} में चारों फ़सलों के कुल उत्पादन का अनुपात क्या है?`,
      },
      correct: r3,
      wrong: ratioWrongs(a3, b3, [
        ratioText(b3, a3), // the wrong way round
        ratioText(at(0, s2), at(0, s3)), // the first crop only
        ratioText(a3 - at(3, s2), b3 - at(3, s3)), // leaves out the last crop
      ]),
      steps: [
        {
          en: `${st(s2).en}: $${sumTex(cols.map((col) => col[s2] as number))}$; ${st(s3).en}: $${sumTex(cols.map((col) => col[s3] as number))}$.`,
          hi: `${st(s2).hi}: $${sumTex(cols.map((col) => col[s2] as number))}$; ${st(s3).hi}: $${sumTex(cols.map((col) => col[s3] as number))}$।`,
        },
        { en: `$${a3} : ${b3} = ${r3}$.`, hi: `$${a3} : ${b3} = ${r3}$।` },
      ],
      numbers: [a3, b3],
      seconds: 90,
      recompute: () => ratioByFactors(a3, b3),
    });

    // 4. By what percentage one state's output of a crop exceeds another's.
    const [k4, a4, b4] = rng.pick(pairs);
    const hiV = at(k4, a4);
    const loV = at(k4, b4);
    const more = ((hiV - loV) * 100) / loV;
    const q4 = numberQuestion(rng, {
      title: loc('How much more, in percent', 'कितने प्रतिशत अधिक'),
      statement: {
        en: `The ${cr(k4).en} production of ${st(a4).en} is what percentage more than that of ${st(b4).en}?`,
        hi: `${st(a4).hi} का ${cr(k4).hi} उत्पादन, ${st(b4).hi} के ${cr(k4).hi} उत्पादन से कितने प्रतिशत अधिक है?`,
      },
      value: more,
      distractors: [
        ((hiV - loV) * 100) / hiV, // the wrong base
        (hiV * 100) / loV, // the ratio as a percentage
        more + 10,
        more - 10,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${hiV} - ${loV}}{${loV}} \\times 100 = \\frac{${hiV - loV}}{${loV}} \\times 100 = ${round1(more)}\\%$ (the base is the smaller value, ${loV}).`,
          hi: `$\\frac{${hiV} - ${loV}}{${loV}} \\times 100 = \\frac{${hiV - loV}}{${loV}} \\times 100 = ${round1(more)}\\%$ (आधार छोटा मान ${loV} है)।`,
        },
      ],
      numbers: [hiV, loV],
      seconds: 75,
      recompute: () => (hiV / loV - 1) * 100,
    });

    // 5. CAT level: the new share after one state's output of a crop rises.
    const risesFor = (c: number, s: number) =>
      RISES.filter(
        (r) =>
          (at(c, s) * r) % 100 === 0 && safeToRound(at(c, s) * (100 + r), colTotal(c) + (at(c, s) * r) / 100),
      );
    const combos = CROPS.flatMap((_, c) => (c !== c1 && risesFor(c, s4).length ? [c] : []));
    const c5 = combos.length ? rng.pick(combos) : c1;
    const x5 = at(c5, s4);
    const t5 = colTotal(c5);
    const rise = rng.pick(risesFor(c5, s4).length ? risesFor(c5, s4) : [20]);
    const gain = (x5 * rise) / 100;
    const nx = x5 + gain;
    const nt = t5 + gain;
    const exact = oneDecimal(nx * 100, nt);
    const note = roundingNote(exact);
    const share5 = round1((nx * 100) / nt);
    const q5 = numberQuestion(rng, {
      title: loc('Share after a rise', 'वृद्धि के बाद हिस्सा'),
      statement: {
        en: `Next year the ${cr(c5).en} production of ${st(s4).en} rises by ${rise}% and every other figure stays the same. What will be the share of ${st(s4).en} in the total ${cr(c5).en} production of the five states${note.en}?`,
        hi: `अगले वर्ष ${st(s4).hi} का ${cr(c5).hi} उत्पादन ${rise}% बढ़ता है और बाकी सभी आँकड़े वही रहते हैं। तब पाँचों राज्यों के कुल ${cr(c5).hi} उत्पादन में ${st(s4).hi} का हिस्सा कितना होगा${note.hi}?`,
      },
      value: share5,
      distractors: [
        (nx * 100) / t5, // raises the state but not the total
        (x5 * 100) / t5 + rise, // adds the rise as percentage points
        ((x5 * 100) / t5) * (1 + rise / 100), // scales the old share
        (nx * 100) / (t5 + nx), // adds the new value to the old total
      ],
      percent: true,
      steps: [
        {
          en: `New production of ${st(s4).en}: $${x5} + \\frac{${rise}}{100} \\times ${x5} = ${x5} + ${gain} = ${nx}$.`,
          hi: `${st(s4).hi} का नया उत्पादन: $${x5} + \\frac{${rise}}{100} \\times ${x5} = ${x5} + ${gain} = ${nx}$।`,
        },
        {
          en: `The total rises by the same ${gain}: $${t5} + ${gain} = ${nt}$.`,
          hi: `कुल भी उतना ही (${gain}) बढ़ता है: $${t5} + ${gain} = ${nt}$।`,
        },
        {
          en: `Share $= \\frac{${nx}}{${nt}} \\times 100 ${exact ? '=' : '\\approx'} ${share5}\\%$.`,
          hi: `हिस्सा $= \\frac{${nx}}{${nt}} \\times 100 ${exact ? '=' : '\\approx'} ${share5}\\%$।`,
        },
      ],
      numbers: [rise, nx, nt],
      seconds: 180,
      recompute: () => 100 - ((t5 - x5) * 100) / nt,
    });

    return {
      set: {
        kind: 'chart',
        title: loc('State-wise production of four crops', 'चार फ़सलों का राज्यवार उत्पादन'),
        body: {
          en: 'The table shows the production (in lakh tonnes) of four crops in five states in a year. Study the table and answer the questions that follow.',
          hi: 'तालिका में एक वर्ष में पाँच राज्यों में चार फ़सलों का उत्पादन (लाख टन में) दिया गया है। तालिका का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
        },
        charts: [
          {
            type: 'table',
            title: loc('Crop production (lakh tonnes)', 'फ़सल उत्पादन (लाख टन)'),
            categories: STATES,
            series: CROPS.map((name, c) => ({ name, values: [...(cols[c] as number[])] })),
            xLabel: loc('State', 'राज्य'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
