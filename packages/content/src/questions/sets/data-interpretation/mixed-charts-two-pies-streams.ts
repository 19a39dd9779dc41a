import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  indian,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  same,
  splitTotal,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const STREAMS: Loc[] = [
  loc('Science', 'विज्ञान'),
  loc('Commerce', 'वाणिज्य'),
  loc('Arts', 'कला'),
  loc('Engineering', 'इंजीनियरिंग'),
  loc('Management', 'प्रबंधन'),
];

/** Two pie charts (a university's students by stream in two years) with the two totals: counts and their changes. */
export const mixedChartsTwoPiesStreams: QuestionSetGenerator = {
  id: 'mixed-charts/two-pies-streams',
  topic: 'mixed-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    const y1 = rng.int(2016, 2021);
    const y2 = y1 + rng.pick([2, 3, 5]);
    let T1 = 0;
    let T2 = 0;
    let p1: number[] = [];
    let p2: number[] = [];
    let n1: number[] = [];
    let n2: number[] = [];
    let grow: number[] = [];
    for (;;) {
      T1 = 100 * rng.int(24, 50);
      T2 = T1 + 100 * rng.int(3, 15);
      p1 = splitTotal(rng, 100, 5, 5, 10);
      p2 = splitTotal(rng, 100, 5, 5, 10);
      n1 = p1.map((p) => (p * T1) / 100);
      n2 = p2.map((p) => (p * T2) / 100);
      const diff = n2.map((v, i) => v - (n1[i] as number));
      grow = [0, 1, 2, 3, 4].filter(
        (i) => (diff[i] as number) > 0 && oneDecimal((diff[i] as number) * 100, n1[i] as number),
      );
      const top = uniqueExtreme(diff, 'max');
      const topPts = uniqueExtreme(
        p2.map((p, i) => p - (p1[i] as number)),
        'max',
      );
      // The stream that gained the most students is not the one whose share rose most.
      if (top >= 0 && topPts >= 0 && top !== topPts && grow.length > 0 && new Set(p2).size > 2) break;
    }
    const st = (i: number) => STREAMS[i] as Loc;
    const [s1, s3, s4] = rng.shuffle([0, 1, 2, 3, 4]) as [number, number, number];
    const s2 = rng.pick([0, 1, 2, 3, 4].filter((i) => n2[i] !== n1[i]));

    // 1. Students of a stream in the later year.
    const v1 = n2[s1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Students of a stream', 'किसी संकाय के विद्यार्थी'),
      statement: {
        en: `How many students were there in ${st(s1).en} in ${y2}?`,
        hi: `${y2} में ${st(s1).hi} में कितने विद्यार्थी थे?`,
      },
      value: v1,
      distractors: [
        n1[s1] as number, // the earlier year's pie
        ((p2[s1] as number) * T1) / 100, // the later share of the earlier total
        ((p1[s1] as number) * T2) / 100, // the earlier share of the later total
        n2[(s1 + 1) % 5] as number, // reads the next slice
        v1 + 100,
        v1 - 100,
      ],
      format: indian,
      steps: [
        {
          en: `$${p2[s1]}\\%$ of ${indian(T2)}: $\\frac{${p2[s1]}}{100} \\times ${T2} = ${v1}$.`,
          hi: `${indian(T2)} का $${p2[s1]}\\%$: $\\frac{${p2[s1]}}{100} \\times ${T2} = ${v1}$।`,
        },
      ],
      numbers: [v1],
      seconds: 45,
      recompute: () => T2 - ((100 - (p2[s1] as number)) * T2) / 100,
    });

    // 2. Change in the number of students of a stream.
    const d2 = (n2[s2] as number) - (n1[s2] as number);
    const q2 = numberQuestion(rng, {
      title: loc('Change in a stream', 'किसी संकाय में परिवर्तन'),
      statement: {
        en: `By how many students did ${st(s2).en} ${d2 >= 0 ? 'grow' : 'shrink'} from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक ${st(s2).hi} में विद्यार्थियों की संख्या कितनी ${d2 >= 0 ? 'बढ़ी' : 'घटी'}?`,
      },
      value: Math.abs(d2),
      distractors: [
        (Math.abs((p2[s2] as number) - (p1[s2] as number)) * T2) / 100, // the change in share, of the later total
        (Math.abs((p2[s2] as number) - (p1[s2] as number)) * T1) / 100, // of the earlier total
        Math.round((((p2[s2] as number) + (p1[s2] as number)) * (T2 - T1)) / 200), // the rise of the total at the average share
        n2[s2] as number, // the later count, not the change
        ((p1[s2] as number) * (T2 - T1)) / 100, // the earlier share of the rise in the total
        Math.abs(d2) + 60,
        Math.abs(d2) + 30,
      ],
      format: indian,
      steps: [
        {
          en: `${y1}: $\\frac{${p1[s2]}}{100} \\times ${T1} = ${n1[s2]}$; ${y2}: $\\frac{${p2[s2]}}{100} \\times ${T2} = ${n2[s2]}$.`,
          hi: `${y1}: $\\frac{${p1[s2]}}{100} \\times ${T1} = ${n1[s2]}$; ${y2}: $\\frac{${p2[s2]}}{100} \\times ${T2} = ${n2[s2]}$।`,
        },
        {
          en: `Change: $|${n2[s2]} - ${n1[s2]}| = ${Math.abs(d2)}$. (The shares are of different totals, so their difference is not the answer.)`,
          hi: `परिवर्तन: $|${n2[s2]} - ${n1[s2]}| = ${Math.abs(d2)}$। (हिस्से अलग-अलग कुल के हैं, अतः उनका अंतर उत्तर नहीं है।)`,
        },
      ],
      numbers: [n1[s2] as number, n2[s2] as number],
      seconds: 90,
      recompute: () => Math.abs(((p2[s2] as number) * T2 - (p1[s2] as number) * T1) / 100),
    });

    // 3. The stream that gained the most students.
    const diff = n2.map((v, i) => v - (n1[i] as number));
    const top = uniqueExtreme(diff, 'max');
    const topPts = uniqueExtreme(
      p2.map((p, i) => p - (p1[i] as number)),
      'max',
    );
    const q3 = labelQuestion(rng, {
      title: loc('The stream with the largest gain', 'सबसे अधिक वृद्धि वाला संकाय'),
      statement: {
        en: `Which stream gained the most students from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक किस संकाय में विद्यार्थियों की संख्या सबसे अधिक बढ़ी?`,
      },
      labels: STREAMS,
      correct: top,
      scores: diff,
      keep: [topPts],
      steps: [
        {
          en: `Change in students: ${STREAMS.map((s, i) => `${s.en} $${n2[i]} - ${n1[i]} = ${diff[i]}$`).join('; ')}.`,
          hi: `विद्यार्थियों में परिवर्तन: ${STREAMS.map((s, i) => `${s.hi} $${n2[i]} - ${n1[i]} = ${diff[i]}$`).join('; ')}।`,
        },
        {
          en: `The largest gain is in ${st(top).en} (the largest rise in share, ${st(topPts).en}, is a different stream).`,
          hi: `सबसे अधिक वृद्धि ${st(top).hi} में है (हिस्से में सबसे अधिक वृद्धि ${st(topPts).hi} में है, जो दूसरा संकाय है)।`,
        },
      ],
      seconds: 150,
      recompute: () => {
        let best = 0;
        for (let i = 1; i < 5; i++)
          if (
            (p2[i] as number) * T2 - (p1[i] as number) * T1 >
            (p2[best] as number) * T2 - (p1[best] as number) * T1
          )
            best = i;
        return best;
      },
    });

    // 4. Percentage growth of a stream that grew.
    const g = rng.pick(grow);
    const pct = (((n2[g] as number) - (n1[g] as number)) * 100) / (n1[g] as number);
    const q4 = numberQuestion(rng, {
      title: loc('Percentage growth of a stream', 'किसी संकाय की प्रतिशत वृद्धि'),
      statement: {
        en: `By what percentage did the number of students in ${st(g).en} rise from ${y1} to ${y2}?`,
        hi: `${y1} से ${y2} तक ${st(g).hi} में विद्यार्थियों की संख्या कितने प्रतिशत बढ़ी?`,
      },
      value: pct,
      distractors: [
        (((n2[g] as number) - (n1[g] as number)) * 100) / (n2[g] as number), // the later year as the base
        (p2[g] as number) - (p1[g] as number), // the change in share, in points
        ((T2 - T1) * 100) / T1, // the growth of the whole university
        pct + 10,
      ],
      percent: true,
      steps: [
        {
          en: `${y1}: ${n1[g]}; ${y2}: ${n2[g]}. Rise: $\\frac{${n2[g]} - ${n1[g]}}{${n1[g]}} \\times 100 = ${round1(pct)}\\%$.`,
          hi: `${y1}: ${n1[g]}; ${y2}: ${n2[g]}। वृद्धि: $\\frac{${n2[g]} - ${n1[g]}}{${n1[g]}} \\times 100 = ${round1(pct)}\\%$।`,
        },
      ],
      numbers: [n1[g] as number, n2[g] as number],
      seconds: 120,
      recompute: () => (((p2[g] as number) * T2) / ((p1[g] as number) * T1) - 1) * 100,
    });

    // 5. Ratio of one stream in the earlier year to another in the later year.
    const a5 = n1[s3] as number;
    const b5 = n2[s4] as number;
    const r5 = ratioText(a5, b5);
    const q5 = textQuestion(rng, {
      title: loc('Ratio across the two years', 'दोनों वर्षों के बीच अनुपात'),
      statement: {
        en: `What is the ratio of the students in ${st(s3).en} in ${y1} to the students in ${st(s4).en} in ${y2}?`,
        hi: `${y1} में ${st(s3).hi} के विद्यार्थियों और ${y2} में ${st(s4).hi} के विद्यार्थियों का अनुपात क्या है?`,
      },
      correct: r5,
      wrong: ratioWrongs(a5, b5, [
        ratioText(p1[s3] as number, p2[s4] as number), // the shares only
        ratioText(b5, a5), // the wrong way round
        ratioText(a5, n1[s4] as number), // both from the earlier year
      ]),
      steps: [
        {
          en: `$\\frac{${p1[s3]}}{100} \\times ${T1} = ${a5}$ and $\\frac{${p2[s4]}}{100} \\times ${T2} = ${b5}$; $${a5} : ${b5} = ${r5}$.`,
          hi: `$\\frac{${p1[s3]}}{100} \\times ${T1} = ${a5}$ और $\\frac{${p2[s4]}}{100} \\times ${T2} = ${b5}$; $${a5} : ${b5} = ${r5}$।`,
        },
      ],
      numbers: [a5, b5],
      seconds: 90,
      recompute: () => ratioByFactors((p1[s3] as number) * T1, (p2[s4] as number) * T2),
    });

    const pie = (year: number, values: number[]) => ({
      type: 'pie' as const,
      title: loc(`Students by stream, ${year} (% of total)`, `संकायानुसार विद्यार्थी, ${year} (कुल का %)`),
      categories: STREAMS,
      series: [{ name: same(String(year)), values }],
      unit: same('%'),
    });
    return {
      set: {
        kind: 'chart',
        title: loc(
          'Students of a university by stream in two years',
          'दो वर्षों में संकायानुसार एक विश्वविद्यालय के विद्यार्थी',
        ),
        body: {
          en: `A university had ${indian(T1)} students in ${y1} and ${indian(T2)} students in ${y2}. The two pie charts show how the students of each year were divided among five streams (each pie adds up to 100%).`,
          hi: `एक विश्वविद्यालय में ${y1} में ${indian(T1)} और ${y2} में ${indian(T2)} विद्यार्थी थे। दोनों पाई चार्ट दिखाते हैं कि प्रत्येक वर्ष के विद्यार्थी पाँच संकायों में कैसे बँटे थे (प्रत्येक पाई का योग 100% है)।`,
        },
        charts: [pie(y1, p1), pie(y2, p2)],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [y1, y2],
    };
  },
};
