import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, labelQuestion, loc, numberQuestion, round1, sum, sumTex } from './di-numbers.js';

const STUDENTS: Loc[] = [
  loc('Aman', 'अमन'),
  loc('Bhavna', 'भावना'),
  loc('Chetan', 'चेतन'),
  loc('Divya', 'दिव्या'),
  loc('Esha', 'ईशा'),
  loc('Farhan', 'फ़रहान'),
];
const SUBJECTS: Loc[] = [
  loc('Mathematics', 'गणित'),
  loc('Science', 'विज्ञान'),
  loc('English', 'अंग्रेज़ी'),
  loc('Hindi', 'हिंदी'),
  loc('Social Science', 'सामाजिक विज्ञान'),
];
const CUTS = [55, 60, 65, 70, 75];

/** Marks of six students in five subjects (a table): ranks, aggregates and a re-evaluation. */
export const tablesStudentMarks: QuestionSetGenerator = {
  id: 'tables/student-marks',
  topic: 'tables',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const nS = STUDENTS.length;
    let m: number[][] = [];
    let totals: number[] = [];
    let cuts: number[] = [];
    let second: { subj: number; who: number }[] = [];
    let climbers: { who: number; subj: number }[] = [];
    for (;;) {
      m = STUDENTS.map(() => SUBJECTS.map(() => rng.int(38, 97)));
      totals = m.map(sum);
      const t = totals;
      cuts = CUTS.filter((c) => {
        const above = t.filter((x) => x * 100 > c * 500).length;
        return t.every((x) => x * 100 !== c * 500) && above >= 1 && above <= nS - 1;
      });
      second = [];
      SUBJECTS.forEach((_, k) => {
        const col = m.map((row) => row[k] as number);
        const sorted = [...col].sort((a, b) => b - a);
        const s2 = sorted[1] as number;
        if (sorted[0] !== s2 && sorted[2] !== s2) second.push({ subj: k, who: col.indexOf(s2) });
      });
      const top = Math.max(...t);
      climbers = [];
      t.forEach((x, who) => {
        if (x === top) return;
        SUBJECTS.forEach((_, subj) => {
          if (top - x + 1 <= 100 - (m[who]?.[subj] as number)) climbers.push({ who, subj });
        });
      });
      if (new Set(t).size === nS && cuts.length && second.length && climbers.length) break;
    }
    const name = (i: number) => STUDENTS[i] as Loc;
    const subj = (k: number) => SUBJECTS[k] as Loc;
    const mark = (i: number, k: number) => m[i]?.[k] as number;
    const rankOf = (i: number, values: number[]) =>
      1 + values.filter((x) => x > (values[i] as number)).length;
    const [i1, i2] = rng.shuffle([0, 1, 2, 3, 4, 5]) as [number, number];
    const totalLines = (lang: 'en' | 'hi') => STUDENTS.map((s, i) => `${s[lang]} ${totals[i]}`).join(', ');

    // 1. Rank by total marks.
    const rank = rankOf(i1, totals);
    const kAny = rng.int(0, SUBJECTS.length - 1);
    const q1 = numberQuestion(rng, {
      title: loc('Rank by total marks', 'कुल अंकों के आधार पर रैंक'),
      statement: {
        en: `If the students are ranked by their total marks (rank 1 for the highest total), what is the rank of ${name(i1).en}?`,
        hi: `यदि विद्यार्थियों को उनके कुल अंकों के आधार पर रैंक दी जाए (सबसे अधिक कुल अंक वाले को रैंक 1), तो ${name(i1).hi} की रैंक क्या है?`,
      },
      value: rank,
      distractors: [
        nS + 1 - rank, // counts from the bottom
        rankOf(
          i1,
          m.map((row) => row[kAny] as number),
        ), // ranks by one subject only
        rank + 1,
        rank - 1,
      ],
      steps: [
        { en: `Totals: ${totalLines('en')}.`, hi: `कुल अंक: ${totalLines('hi')}।` },
        {
          en: `${rank - 1} ${rank === 2 ? 'student has' : 'students have'} a higher total than ${name(i1).en} (${totals[i1]}), so the rank is ${rank}.`,
          hi: `${rank - 1} विद्यार्थियों के कुल अंक ${name(i1).hi} (${totals[i1]}) से अधिक हैं, अतः रैंक ${rank} है।`,
        },
      ],
      numbers: [totals[i1] as number],
      seconds: 120,
      recompute: () => {
        const order = STUDENTS.map((_, i) => i).sort((a, b) => (totals[b] as number) - (totals[a] as number));
        return order.indexOf(i1) + 1;
      },
    });

    // 2. Aggregate percentage.
    const t2 = totals[i2] as number;
    const agg = t2 / 5;
    const low = Math.min(...(m[i2] as number[]));
    const q2 = numberQuestion(rng, {
      title: loc('Aggregate percentage', 'कुल प्रतिशत'),
      statement: {
        en: `Each subject is marked out of 100. What is the aggregate percentage of ${name(i2).en}?`,
        hi: `प्रत्येक विषय 100 अंकों का है। ${name(i2).hi} का कुल प्रतिशत कितना है?`,
      },
      value: agg,
      distractors: [
        (t2 - low) / 4, // drops the weakest subject
        (t2 * 100) / 600, // divides by six subjects
        t2 / 5 + 4,
        t2 / 5 - 4,
      ],
      percent: true,
      steps: [
        {
          en: `Total: $${sumTex(m[i2] as number[])}$ out of 500.`,
          hi: `योग: 500 में से $${sumTex(m[i2] as number[])}$।`,
        },
        {
          en: `$\\frac{${t2}}{500} \\times 100 = ${round1(agg)}\\%$.`,
          hi: `$\\frac{${t2}}{500} \\times 100 = ${round1(agg)}\\%$।`,
        },
      ],
      numbers: [t2],
      seconds: 60,
      recompute: () => sum((m[i2] as number[]).map((x) => x / 5)),
    });

    // 3. Second in a subject.
    const { subj: k3, who: w3 } = rng.pick(second);
    const col3 = m.map((row) => row[k3] as number);
    const q3 = labelQuestion(rng, {
      title: loc('Second place in a subject', 'किसी विषय में दूसरा स्थान'),
      statement: {
        en: `Who scored the second-highest marks in ${subj(k3).en}?`,
        hi: `${subj(k3).hi} में दूसरे सबसे अधिक अंक किसने प्राप्त किए?`,
      },
      labels: STUDENTS,
      correct: w3,
      scores: col3,
      steps: [
        {
          en: `${subj(k3).en}: ${STUDENTS.map((s, i) => `${s.en} ${col3[i]}`).join(', ')}.`,
          hi: `${subj(k3).hi}: ${STUDENTS.map((s, i) => `${s.hi} ${col3[i]}`).join(', ')}।`,
        },
        {
          en: `The second-highest is ${col3[w3]}, scored by ${name(w3).en}.`,
          hi: `दूसरा सबसे अधिक ${col3[w3]} है, जो ${name(w3).hi} के हैं।`,
        },
      ],
      numbers: [col3[w3] as number],
      seconds: 45,
      recompute: () => col3.findIndex((x) => col3.filter((y) => y > x).length === 1),
    });

    // 4. Students above a cut-off percentage.
    const cut = rng.pick(cuts);
    const above = STUDENTS.flatMap((s, i) => ((totals[i] as number) * 100 > cut * 500 ? [s] : []));
    const need = cut * 5;
    const q4 = numberQuestion(rng, {
      title: loc('Students above a cut-off', 'कट-ऑफ़ से ऊपर विद्यार्थी'),
      statement: {
        en: `How many students scored more than ${cut}% in aggregate?`,
        hi: `कितने विद्यार्थियों ने कुल मिलाकर ${cut}% से अधिक अंक प्राप्त किए?`,
      },
      value: above.length,
      distractors: [nS - above.length, above.length + 1, above.length - 1, above.length + 2],
      steps: [
        {
          en: `${cut}% of 500 is ${need}. Totals: ${totalLines('en')}.`,
          hi: `500 का ${cut}% $= ${need}$। कुल अंक: ${totalLines('hi')}।`,
        },
        {
          en: `More than ${need}: ${above.map((s) => s.en).join(', ')}, that is ${above.length}.`,
          hi: `${need} से अधिक: ${above.map((s) => s.hi).join(', ')}, अर्थात ${above.length}।`,
        },
      ],
      numbers: [cut, need],
      seconds: 90,
      recompute: () => m.filter((row) => sum(row.map((x) => x / 5)) > cut).length,
    });

    // 5. CAT level: the least re-evaluation gain that makes a student top the class.
    const { who: w5, subj: k5 } = rng.pick(climbers);
    const top = Math.max(...totals);
    const leader = totals.indexOf(top);
    const gain = top - (totals[w5] as number) + 1;
    const secondBest = [...totals].sort((a, b) => b - a)[1] as number;
    const q5 = numberQuestion(rng, {
      title: loc('Re-evaluation to reach the top', 'पुनर्मूल्यांकन से प्रथम स्थान'),
      statement: {
        en: `On re-evaluation only the ${subj(k5).en} marks of ${name(w5).en} can rise (to at most 100); all other marks stay the same. By at least how many marks must they rise for ${name(w5).en} to have the highest total, with no tie?`,
        hi: `पुनर्मूल्यांकन में केवल ${name(w5).hi} के ${subj(k5).hi} के अंक बढ़ सकते हैं (अधिकतम 100 तक); बाकी सभी अंक वही रहते हैं। ${name(w5).hi} के कुल अंक बिना बराबरी के सबसे अधिक हों, इसके लिए अंक कम से कम कितने बढ़ने चाहिए?`,
      },
      value: gain,
      distractors: [
        gain - 1, // a tie is not enough
        100 - mark(w5, k5), // the room left in the subject
        secondBest - (totals[w5] as number) + 1 > 0 && totals[w5] !== secondBest
          ? secondBest - (totals[w5] as number) + 1
          : gain + 2, // passes the second instead
        gain + 1,
      ],
      steps: [
        { en: `Totals: ${totalLines('en')}.`, hi: `कुल अंक: ${totalLines('hi')}।` },
        {
          en: `The highest total is ${top} (${name(leader).en}); ${name(w5).en} has ${totals[w5]}. To be first alone the new total must be at least $${top} + 1 = ${top + 1}$, so the rise is $${top + 1} - ${totals[w5]} = ${gain}$.`,
          hi: `सबसे अधिक कुल ${top} (${name(leader).hi}) है; ${name(w5).hi} के ${totals[w5]} हैं। अकेले प्रथम होने के लिए नया योग कम से कम $${top} + 1 = ${top + 1}$ होना चाहिए, अतः वृद्धि $${top + 1} - ${totals[w5]} = ${gain}$।`,
        },
        {
          en: `Check: ${subj(k5).en} marks become $${mark(w5, k5)} + ${gain} = ${mark(w5, k5) + gain}$, within 100.`,
          hi: `जाँच: ${subj(k5).hi} के अंक $${mark(w5, k5)} + ${gain} = ${mark(w5, k5) + gain}$ हो जाते हैं, जो 100 के भीतर हैं।`,
        },
      ],
      numbers: [gain],
      seconds: 180,
      recompute: () => {
        // Try every rise from 0 up to the room left in the subject.
        for (let r = 0; r <= 100 - mark(w5, k5); r++) {
          const mine = (totals[w5] as number) + r;
          if (totals.every((x, i) => i === w5 || x < mine)) return r;
        }
        return -1;
      },
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Marks of six students in five subjects', 'छह विद्यार्थियों के पाँच विषयों में अंक'),
        body: {
          en: 'The table shows the marks (out of 100 in each subject) obtained by six students in five subjects in an examination. Study the table and answer the questions that follow.',
          hi: 'तालिका में एक परीक्षा में छह विद्यार्थियों द्वारा पाँच विषयों में प्राप्त अंक (प्रत्येक विषय 100 अंकों का) दिए गए हैं। तालिका का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
        },
        charts: [
          {
            type: 'table',
            title: loc('Marks obtained (out of 100)', 'प्राप्त अंक (100 में से)'),
            categories: STUDENTS,
            series: SUBJECTS.map((name, k) => ({ name, values: m.map((row) => row[k] as number) })),
            xLabel: loc('Student', 'विद्यार्थी'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [],
    };
  },
};
