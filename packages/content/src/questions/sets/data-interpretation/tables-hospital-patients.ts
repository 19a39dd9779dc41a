import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  catTotals,
  type Frame,
  type Grid,
  gridChart,
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  qExtremeCategory,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const DEPTS: Loc[] = [
  loc('Cardiology', 'हृदय रोग'),
  loc('Orthopaedics', 'अस्थि रोग'),
  loc('Paediatrics', 'शिशु रोग'),
  loc('Gynaecology', 'स्त्री रोग'),
];
const MONTHS: Loc[] = [
  loc('January', 'जनवरी'),
  loc('February', 'फ़रवरी'),
  loc('March', 'मार्च'),
  loc('April', 'अप्रैल'),
  loc('May', 'मई'),
  loc('June', 'जून'),
];

/** A hospital's patients in four departments over six months (a table): averages, quarters and ratios. */
export const tablesHospitalPatients: QuestionSetGenerator = {
  id: 'tables/hospital-patients',
  topic: 'tables',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    let g: Grid;
    let which: 'max' | 'min';
    let dAvg = 0;
    let dCount = 0;
    for (;;) {
      g = { cats: MONTHS, series: DEPTS, v: DEPTS.map(() => MONTHS.map(() => 10 * rng.int(12, 48))) };
      which = rng.next() < 0.5 ? 'max' : 'min';
      const rows = g.v;
      // A department whose first-quarter total is a multiple of 3 (a whole average) and one whose
      // six-month average equals no month's figure.
      const avgOk = [0, 1, 2, 3].filter((d) => sum((rows[d] as number[]).slice(0, 3)) % 3 === 0);
      const countOk = [0, 1, 2, 3].filter((d) => {
        const row = rows[d] as number[];
        return row.every((x) => x * 6 !== sum(row));
      });
      const totals = catTotals(g);
      const q1 = sum(totals.slice(0, 3));
      const q2 = sum(totals.slice(3));
      if (
        avgOk.length &&
        countOk.length &&
        uniqueExtreme(totals, which) >= 0 &&
        q1 !== q2 &&
        safeToRound(Math.abs(q2 - q1) * 100, q1)
      ) {
        dAvg = rng.pick(avgOk);
        dCount = rng.pick(
          countOk.filter((d) => d !== dAvg).length ? countOk.filter((d) => d !== dAvg) : countOk,
        );
        break;
      }
    }
    const row = (d: number) => g.v[d] as number[];
    const dep = (d: number) => DEPTS[d] as Loc;
    const f: Frame = {
      m: (s) => loc(`patients in ${dep(s).en}`, `${dep(s).hi} विभाग के रोगी`),
      catTotal: () =>
        loc('total number of patients in the four departments', 'चारों विभागों में रोगियों की कुल संख्या'),
      unitIn: loc('', ''),
      allCats: loc('over the six months', 'छहों महीनों में'),
      catWord: loc('month', 'माह'),
      catsWord: loc('months', 'महीनों'),
      catIn: (c) => loc(`in ${MONTHS[c]?.en}`, `${MONTHS[c]?.hi} में`),
      fem: true,
    };

    // 1. Average per month in the first quarter.
    const first = row(dAvg).slice(0, 3);
    const avg = sum(first) / 3;
    const qA = numberQuestion(rng, {
      title: loc('Average over a quarter', 'एक तिमाही का औसत'),
      statement: {
        en: `What was the average number of patients per month in ${dep(dAvg).en} from January to March?`,
        hi: `जनवरी से मार्च तक ${dep(dAvg).hi} विभाग में प्रति माह रोगियों की औसत संख्या कितनी थी?`,
      },
      value: avg,
      distractors: [
        sum(row(dAvg)) / 6, // the six-month average
        sum(first) / 2, // divides by two
        sum(row(dAvg).slice(3)) / 3, // the other quarter
        avg + 10,
      ],
      steps: [
        {
          en: `Total for January to March: $${sumTex(first)}$.`,
          hi: `जनवरी से मार्च तक का योग: $${sumTex(first)}$।`,
        },
        {
          en: `Average $= \\frac{${sum(first)}}{3} = ${avg}$.`,
          hi: `औसत $= \\frac{${sum(first)}}{3} = ${avg}$।`,
        },
      ],
      numbers: [avg],
      seconds: 60,
      recompute: () => {
        let m = 0;
        first.forEach((x, k) => {
          m += (x - m) / (k + 1);
        });
        return m;
      },
    });

    // 2. The month with the highest (lowest) total.
    const qB = qExtremeCategory(rng, g, f, which);

    // 3. Ratio of two departments over the six months.
    const [d1, d2] = rng.shuffle([0, 1, 2, 3]) as [number, number];
    const a = sum(row(d1));
    const b = sum(row(d2));
    const r = ratioText(a, b);
    const qC = textQuestion(rng, {
      title: loc('Ratio of two departments', 'दो विभागों का अनुपात'),
      statement: {
        en: `What is the ratio of the total number of patients in ${dep(d1).en} to that in ${dep(d2).en} over the six months?`,
        hi: `छहों महीनों में ${dep(d1).hi} और ${dep(d2).hi} विभागों के कुल रोगियों का अनुपात क्या है?`,
      },
      correct: r,
      wrong: ratioWrongs(a, b, [
        ratioText(b, a), // the wrong way round
        ratioText(row(d1)[5] as number, row(d2)[5] as number), // June only
        ratioText(sum(row(d1).slice(0, 3)), sum(row(d2).slice(0, 3))), // the first quarter only
      ]),
      steps: [
        {
          en: `${dep(d1).en}: $${sumTex(row(d1))}$. ${dep(d2).en}: $${sumTex(row(d2))}$.`,
          hi: `${dep(d1).hi}: $${sumTex(row(d1))}$। ${dep(d2).hi}: $${sumTex(row(d2))}$।`,
        },
        { en: `$${a} : ${b} = ${r}$.`, hi: `$${a} : ${b} = ${r}$।` },
      ],
      numbers: [a, b],
      seconds: 90,
      recompute: () => ratioByFactors(a, b),
    });

    // 4. Months above the department's own six-month average.
    const rowC = row(dCount);
    const totalC = sum(rowC);
    const avgC = round1(totalC / 6);
    const exactC = oneDecimal(totalC, 6);
    const above = MONTHS.flatMap((m, i) => ((rowC[i] as number) * 6 > totalC ? [m] : []));
    const qD = numberQuestion(rng, {
      title: loc('Months above the average', 'औसत से अधिक वाले महीने'),
      statement: {
        en: `In how many of the six months was the number of patients in ${dep(dCount).en} more than its average per month over the six months?`,
        hi: `छह में से कितने महीनों में ${dep(dCount).hi} विभाग के रोगियों की संख्या छह महीनों के उसके मासिक औसत से अधिक थी?`,
      },
      value: above.length,
      distractors: [6 - above.length, above.length + 1, above.length - 1, above.length + 2],
      steps: [
        {
          en: `Average $= \\frac{${totalC}}{6} ${exactC ? '=' : '\\approx'} ${avgC}$.`,
          hi: `औसत $= \\frac{${totalC}}{6} ${exactC ? '=' : '\\approx'} ${avgC}$।`,
        },
        {
          en: `Above it: ${above.length ? above.map((m) => m.en).join(', ') : 'none'}, that is ${above.length}.`,
          hi: `इससे अधिक: ${above.length ? above.map((m) => m.hi).join(', ') : 'कोई नहीं'}, अर्थात ${above.length}।`,
        },
      ],
      numbers: [above.length],
      seconds: 90,
      recompute: () => {
        const sorted = [...rowC].sort((x, y) => y - x);
        return sorted.filter((x) => x > totalC / 6).length;
      },
    });

    // 5. Percentage change from the first quarter to the second.
    const totals = catTotals(g);
    const t1 = sum(totals.slice(0, 3));
    const t2 = sum(totals.slice(3));
    const up = t2 > t1;
    const diff = Math.abs(t2 - t1);
    const exact = oneDecimal(diff * 100, t1);
    const note = roundingNote(exact);
    const pc = round1((diff * 100) / t1);
    const word = up ? loc('increase', 'वृद्धि') : loc('decrease', 'कमी');
    const qE = numberQuestion(rng, {
      title: loc('Change from one quarter to the next', 'एक तिमाही से अगली तिमाही तक परिवर्तन'),
      statement: {
        en: `By what percentage did the total number of patients in the four departments ${up ? 'increase' : 'decrease'} from January–March to April–June${note.en}?`,
        hi: `जनवरी–मार्च से अप्रैल–जून तक चारों विभागों में रोगियों की कुल संख्या में कितने प्रतिशत की ${word.hi} हुई${note.hi}?`,
      },
      value: pc,
      distractors: [(diff * 100) / t2, (t2 * 100) / t1, pc + 5, pc - 5],
      percent: true,
      steps: [
        {
          en: `January–March: ${t1}; April–June: ${t2} (month totals: ${totals.join(', ')}).`,
          hi: `जनवरी–मार्च: ${t1}; अप्रैल–जून: ${t2} (मासिक योग: ${totals.join(', ')})।`,
        },
        {
          en: `Percentage ${word.en} $= \\frac{${diff}}{${t1}} \\times 100 ${exact ? '=' : '\\approx'} ${pc}\\%$.`,
          hi: `प्रतिशत ${word.hi} $= \\frac{${diff}}{${t1}} \\times 100 ${exact ? '=' : '\\approx'} ${pc}\\%$।`,
        },
      ],
      numbers: [t1, t2],
      seconds: 120,
      recompute: () => {
        const byDept = g.v.map((r2) => [sum(r2.slice(0, 3)), sum(r2.slice(3))]);
        const x = sum(byDept.map((p) => p[0] as number));
        const y = sum(byDept.map((p) => p[1] as number));
        return Math.abs(y / x - 1) * 100;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Monthly patients of a hospital', 'एक अस्पताल के मासिक रोगी'),
        body: {
          en: 'The table shows the number of patients treated in four departments of a hospital in each month from January to June. Study the table and answer the questions that follow.',
          hi: 'तालिका में जनवरी से जून तक प्रत्येक महीने एक अस्पताल के चार विभागों में उपचारित रोगियों की संख्या दी गई है। तालिका का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
        },
        charts: [gridChart('table', loc('Patients treated', 'उपचारित रोगी'), g, { x: loc('Month', 'माह') })],
      },
      questions: [qA, qB, qC, qD, qE],
      numbers: [],
    };
  },
};
