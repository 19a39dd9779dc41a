import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  catTotals,
  cleanChanges,
  countPairs,
  type Frame,
  type Grid,
  gridChart,
  type Loc,
  labelQuestion,
  loc,
  niceRatioCells,
  numberQuestion,
  oneDecimal,
  qCountMore,
  qExtremeCategory,
  qPercentChange,
  qRatio,
  qSeriesAverage,
  qSeriesTotal,
  round1,
  roundingNote,
  safeToRound,
  same,
  sum,
  sumTex,
  uniqueExtreme,
  uniqueOrFirstMax,
} from './di-numbers.js';

const COMPANIES = ['P', 'Q', 'R', 'S', 'T'];

/** The production of five companies over five years, in a table. */
export const tablesCompanyProduction: QuestionSetGenerator = {
  id: 'tables/company-production',
  topic: 'tables',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng) {
    const start = rng.int(2015, 2020);
    const years = [0, 1, 2, 3, 4].map((i) => String(start + i));
    const names: Loc[] = COMPANIES.map((c) => loc(`Company ${c}`, `कंपनी ${c}`));
    let g: Grid;
    let which: 'max' | 'min';
    let changes: [number, number, number][];
    let pairs: [number, number][];
    do {
      g = {
        cats: years.map(same),
        series: names,
        v: names.map(() => years.map(() => 5 * rng.int(14, 56))),
      };
      which = rng.next() < 0.5 ? 'max' : 'min';
      changes = cleanChanges(g, [0, 1, 2, 3, 4]);
      pairs = countPairs(g, [0, 1, 2, 3, 4]);
    } while (uniqueExtreme(catTotals(g), which) < 0 || changes.length === 0 || pairs.length === 0);
    const f: Frame = {
      m: (s, o) => ({
        en: `${o?.adj?.en ?? ''}production of ${names[s]?.en}`,
        hi: `${names[s]?.hi} ${o?.obl ? 'के' : 'का'} ${o?.adj?.hi ?? ''}उत्पादन`,
      }),
      catTotal: (o) => ({
        en: 'total production of the five companies',
        hi: `पाँचों कंपनियों ${o?.obl ? 'के' : 'का'} कुल उत्पादन`,
      }),
      unitIn: loc('in thousand units', 'हज़ार इकाइयों में'),
      allCats: loc('over the five years', 'पाँचों वर्षों में'),
      catWord: loc('year', 'वर्ष'),
      catsWord: loc('years', 'वर्षों'),
      catIn: (c) => loc(`in ${years[c]}`, `${years[c]} में`),
      fem: false,
    };
    const order = rng.shuffle([0, 1, 2, 3, 4]);
    const [sTotal, sRatio1, sRatio2, sLast] = order as [number, number, number, number];
    const last =
      rng.next() < 0.5
        ? qSeriesAverage(rng, g, f, sLast, true)
        : qCountMore(rng, g, f, ...rng.pick(pairs), true);
    const questions = [
      qSeriesTotal(rng, g, f, sTotal),
      qPercentChange(rng, g, f, rng.pick(changes)),
      qExtremeCategory(rng, g, f, which),
      qRatio(rng, g, f, ...niceRatioCells(rng, g, sRatio1, sRatio2)),
      last,
    ];
    const end = years[4] as string;
    return {
      set: {
        kind: 'chart',
        title: loc('Production of five companies', 'पाँच कंपनियों का उत्पादन'),
        body: {
          en: `The table shows the production (in thousand units) of five companies P, Q, R, S and T in each year from ${start} to ${end}. Study the table and answer the questions that follow.`,
          hi: `नीचे दी गई तालिका में ${start} से ${end} तक प्रत्येक वर्ष पाँच कंपनियों P, Q, R, S और T का उत्पादन (हज़ार इकाइयों में) दिखाया गया है। तालिका का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।`,
        },
        charts: [
          gridChart('table', loc('Production (thousand units)', 'उत्पादन (हज़ार इकाइयों में)'), g, {
            x: loc('Year', 'वर्ष'),
          }),
        ],
      },
      questions,
      numbers: [start, Number(end)],
    };
  },
};

const STATES: Loc[] = [
  loc('Bihar', 'बिहार'),
  loc('Gujarat', 'गुजरात'),
  loc('Kerala', 'केरल'),
  loc('Punjab', 'पंजाब'),
  loc('Odisha', 'ओडिशा'),
  loc('Rajasthan', 'राजस्थान'),
];

/** Candidates appeared and qualified from six states in two years: pass percentages, weighted and not. */
export const tablesExamResults: QuestionSetGenerator = {
  id: 'tables/exam-results',
  topic: 'tables',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    const y1 = rng.int(2017, 2022);
    const y2 = y1 + 1;
    const n = STATES.length;
    let app1: number[] = [];
    let app2: number[] = [];
    let pass1: number[] = [];
    let pass2: number[] = [];
    let q1v: number[] = [];
    let q2v: number[] = [];
    let change: number[] = [];
    for (;;) {
      app1 = [];
      app2 = [];
      pass1 = [];
      pass2 = [];
      change = [];
      for (let i = 0; i < n; i++) {
        for (;;) {
          const a1 = 100 * rng.int(8, 40);
          const c = 5 * rng.int(-4, 6);
          const a2 = (a1 * (100 + c)) / 100;
          const p1 = 5 * rng.int(4, 15);
          const p2 = p1 + 5 * rng.int(-3, 3);
          if (c === 0 || p2 < 20 || p2 > 80 || !Number.isInteger((a2 * p2) / 100)) continue;
          app1.push(a1);
          app2.push(a2);
          pass1.push(p1);
          pass2.push(p2);
          change.push(c);
          break;
        }
      }
      q1v = app1.map((a, i) => (a * (pass1[i] as number)) / 100);
      q2v = app2.map((a, i) => (a * (pass2[i] as number)) / 100);
      const rose = pass1.filter((p, i) => (pass2[i] as number) > p).length;
      const ties = pass1.filter((p, i) => pass2[i] === p).length;
      if (
        uniqueExtreme(pass1, 'max') >= 0 &&
        ties === 0 &&
        rose >= 1 &&
        rose <= n - 1 &&
        safeToRound(sum(q2v) * 100, sum(app2))
      )
        break;
    }
    const name = (i: number) => STATES[i] as Loc;
    const [iPass, iChange] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number];

    // 1. Pass percentage of one state in the second year.
    const p = pass2[iPass] as number;
    const a = app2[iPass] as number;
    const q = q2v[iPass] as number;
    const qA = numberQuestion(rng, {
      title: loc('Pass percentage of a state', 'किसी राज्य का उत्तीर्ण प्रतिशत'),
      statement: {
        en: `What was the pass percentage (qualified as a percentage of appeared) of ${name(iPass).en} in ${y2}?`,
        hi: `${y2} में ${name(iPass).hi} का उत्तीर्ण प्रतिशत (उपस्थित अभ्यर्थियों में से उत्तीर्ण का प्रतिशत) कितना था?`,
      },
      value: p,
      distractors: [
        pass1[iPass] as number, // the other year
        (q * 100) / (app1[iPass] as number), // qualified of one year over appeared of the other
        ((a - q) * 100) / a, // the failed candidates
        p + 5,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${q}}{${a}} \\times 100 = ${p}\\%$.`,
          hi: `$\\frac{${q}}{${a}} \\times 100 = ${p}\\%$।`,
        },
      ],
      numbers: [p],
      seconds: 60,
      recompute: () => 100 - ((a - q) * 100) / a,
    });

    // 2. The state with the highest pass percentage in the first year.
    const best = uniqueExtreme(pass1, 'max');
    const qB = labelQuestion(rng, {
      title: loc('The highest pass percentage', 'सबसे अधिक उत्तीर्ण प्रतिशत'),
      statement: {
        en: `Which state had the highest pass percentage in ${y1}?`,
        hi: `${y1} में किस राज्य का उत्तीर्ण प्रतिशत सबसे अधिक था?`,
      },
      labels: STATES,
      correct: best,
      scores: pass1,
      // The state with the most candidates passed (the usual slip) stays among the options.
      keep: [uniqueOrFirstMax(q1v)],
      steps: [
        {
          en: `Pass percentages in ${y1}: ${STATES.map((s, i) => `${s.en}: $\\frac{${q1v[i]}}{${app1[i]}} \\times 100 = ${pass1[i]}\\%$`).join('; ')}.`,
          hi: `${y1} में उत्तीर्ण प्रतिशत: ${STATES.map((s, i) => `${s.hi}: $\\frac{${q1v[i]}}{${app1[i]}} \\times 100 = ${pass1[i]}\\%$`).join('; ')}।`,
        },
        {
          en: `The highest is ${pass1[best]}%, for ${name(best).en} (the state with the most candidates qualified need not be the one).`,
          hi: `सबसे अधिक ${pass1[best]}% है, ${name(best).hi} का (सबसे अधिक उत्तीर्ण अभ्यर्थियों वाला राज्य ही यह हो, आवश्यक नहीं)।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let at = 0;
        for (let i = 1; i < n; i++) {
          if ((q1v[i] as number) * (app1[at] as number) > (q1v[at] as number) * (app1[i] as number)) at = i;
        }
        return at;
      },
    });

    // 3. Type in: the overall pass percentage of the second year.
    const totalApp = sum(app2);
    const totalQ = sum(q2v);
    const exact = oneDecimal(totalQ * 100, totalApp);
    const overall = round1((totalQ * 100) / totalApp);
    const note = roundingNote(exact);
    const qC = numberQuestion(rng, {
      title: loc('Overall pass percentage', 'कुल उत्तीर्ण प्रतिशत'),
      statement: {
        en: `What was the overall pass percentage of the six states taken together in ${y2}${note.en}?`,
        hi: `${y2} में छहों राज्यों को मिलाकर कुल उत्तीर्ण प्रतिशत कितना था${note.hi}?`,
      },
      value: overall,
      distractors: [],
      typeIn: true,
      steps: [
        {
          en: `Appeared: $${sumTex(app2)}$. Qualified: $${sumTex(q2v)}$.`,
          hi: `उपस्थित: $${sumTex(app2)}$। उत्तीर्ण: $${sumTex(q2v)}$।`,
        },
        {
          en: `Overall $= \\frac{${totalQ}}{${totalApp}} \\times 100 ${exact ? '=' : '\\approx'} ${overall}\\%$ (not the simple average of the six percentages).`,
          hi: `कुल $= \\frac{${totalQ}}{${totalApp}} \\times 100 ${exact ? '=' : '\\approx'} ${overall}\\%$ (छह प्रतिशतों का साधारण औसत नहीं)।`,
        },
      ],
      numbers: [overall],
      seconds: 180,
      // Weighted average of the pass percentages, weighted by the candidates appeared.
      recompute: () => sum(pass2.map((x, i) => x * (app2[i] as number))) / totalApp,
    });

    // 4. Percentage change in the candidates appeared.
    const c = change[iChange] as number;
    const b1 = app1[iChange] as number;
    const b2 = app2[iChange] as number;
    const word = c > 0 ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const qD = numberQuestion(rng, {
      title: loc(`Percentage ${word.en} in candidates`, `अभ्यर्थियों में प्रतिशत ${word.hi}`),
      statement: {
        en: `What was the percentage ${word.en} in the number of candidates who appeared from ${name(iChange).en}, from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक ${name(iChange).hi} से उपस्थित अभ्यर्थियों की संख्या में कितने प्रतिशत की ${word.hi} हुई?`,
      },
      value: Math.abs(c),
      distractors: [
        (Math.abs(b2 - b1) * 100) / b2, // the wrong base
        Math.abs((pass2[iChange] as number) - (pass1[iChange] as number)), // the pass percentages
        ((q2v[iChange] as number) * 100) / (q1v[iChange] as number) - 100, // the qualified instead
        Math.abs(c) + 5,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${Math.max(b1, b2)} - ${Math.min(b1, b2)}}{${b1}} \\times 100 = \\frac{${Math.abs(b2 - b1)}}{${b1}} \\times 100 = ${Math.abs(c)}\\%$.`,
          hi: `$\\frac{${Math.max(b1, b2)} - ${Math.min(b1, b2)}}{${b1}} \\times 100 = \\frac{${Math.abs(b2 - b1)}}{${b1}} \\times 100 = ${Math.abs(c)}\\%$।`,
        },
      ],
      numbers: [Math.abs(c)],
      seconds: 60,
      recompute: () => Math.abs(b2 / b1 - 1) * 100,
    });

    // 5. In how many states the pass percentage rose.
    const rose = STATES.flatMap((s, i) => ((pass2[i] as number) > (pass1[i] as number) ? [s] : []));
    const qE = numberQuestion(rng, {
      title: loc('States with a better result', 'बेहतर परिणाम वाले राज्य'),
      statement: {
        en: `In how many of the six states was the pass percentage higher in ${y2} than in ${y1}?`,
        hi: `छह में से कितने राज्यों में ${y2} का उत्तीर्ण प्रतिशत ${y1} से अधिक था?`,
      },
      value: rose.length,
      distractors: [
        STATES.filter((_, i) => (q2v[i] as number) > (q1v[i] as number)).length, // compares the qualified numbers
        rose.length + 1,
        rose.length - 1,
        n - rose.length,
      ],
      steps: [
        {
          en: `Pass percentages (${y1} → ${y2}): ${STATES.map((s, i) => `${s.en} ${pass1[i]}% → ${pass2[i]}%`).join(', ')}.`,
          hi: `उत्तीर्ण प्रतिशत (${y1} → ${y2}): ${STATES.map((s, i) => `${s.hi} ${pass1[i]}% → ${pass2[i]}%`).join(', ')}।`,
        },
        {
          en: `Higher in ${rose.map((s) => s.en).join(', ')}: ${rose.length} states. (Comparing the numbers qualified instead would ignore the change in candidates.)`,
          hi: `अधिक: ${rose.map((s) => s.hi).join(', ')}, अर्थात ${rose.length} राज्य। (केवल उत्तीर्ण संख्याओं की तुलना अभ्यर्थियों की संख्या के बदलाव की उपेक्षा करेगी।)`,
        },
      ],
      numbers: [rose.length],
      seconds: 150,
      recompute: () =>
        STATES.filter(
          (_, i) => (q2v[i] as number) * (app1[i] as number) > (q1v[i] as number) * (app2[i] as number),
        ).length,
    });

    const col = (en: string, hi: string, values: number[]) => ({ name: loc(en, hi), values });
    return {
      set: {
        kind: 'chart',
        title: loc('Results of a recruitment examination', 'एक भर्ती परीक्षा के परिणाम'),
        body: {
          en: `The table shows the number of candidates who appeared for a recruitment examination and the number who qualified, from six states, in ${y1} and ${y2}. Pass percentage = (qualified ÷ appeared) × 100.`,
          hi: `तालिका में ${y1} और ${y2} में छह राज्यों से एक भर्ती परीक्षा में उपस्थित हुए तथा उत्तीर्ण हुए अभ्यर्थियों की संख्या दी गई है। उत्तीर्ण प्रतिशत = (उत्तीर्ण ÷ उपस्थित) × 100।`,
        },
        charts: [
          {
            type: 'table',
            title: loc('Candidates appeared and qualified', 'उपस्थित और उत्तीर्ण अभ्यर्थी'),
            categories: STATES,
            series: [
              col(`Appeared ${y1}`, `उपस्थित ${y1}`, app1),
              col(`Qualified ${y1}`, `उत्तीर्ण ${y1}`, q1v),
              col(`Appeared ${y2}`, `उपस्थित ${y2}`, app2),
              col(`Qualified ${y2}`, `उत्तीर्ण ${y2}`, q2v),
            ],
            xLabel: loc('State', 'राज्य'),
          },
        ],
      },
      questions: [qA, qB, qC, qD, qE],
      numbers: [y1, y2],
    };
  },
};
