import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  same,
  splitTotal,
  textQuestion,
} from './di-numbers.js';

const ACTIVITIES: Loc[] = [
  loc('Sleep', 'नींद'),
  loc('School', 'विद्यालय'),
  loc('Self-study', 'स्व-अध्ययन'),
  loc('Play', 'खेल'),
  loc('Meals', 'भोजन'),
  loc('Travel', 'आवागमन'),
  loc('Others', 'अन्य'),
];
const SLEEP = 0;
const SCHOOL = 1;
const STUDY = 2;
const PLAY = 3;

/** How a student spends a 24-hour day, as central angles of a pie: hours, minutes, shares, a change. */
export const pieChartsDailyTime: QuestionSetGenerator = {
  id: 'pie-charts/daily-time',
  topic: 'pie-charts',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'Placements'],
  generate(rng) {
    const n = ACTIVITIES.length;
    let half: number[] = [];
    let safe: number[] = [];
    for (;;) {
      // Half-hours of the day (48 in all); each half-hour is 7.5 degrees.
      const sleep = rng.int(14, 18);
      const school = rng.int(10, 14);
      half = [sleep, school, ...splitTotal(rng, 48 - sleep - school, n - 2, 1, 1)];
      const h = half;
      safe = ACTIVITIES.flatMap((_, i) => (safeToRound((h[i] as number) * 100, 48) ? [i] : []));
      if (safe.length && (half[PLAY] as number) >= 2 && new Set(half).size >= 4) break;
    }
    const deg = half.map((h) => h * 7.5);
    const act = (i: number) => ACTIVITIES[i] as Loc;
    const [a1, a2, a3] = rng.shuffle([2, 3, 4, 5, 6]) as [number, number, number];

    // 1. Hours on an activity.
    const hours = (half[a1] as number) / 2;
    const d1 = deg[a1] as number;
    const q1 = numberQuestion(rng, {
      title: loc('Hours on an activity', 'किसी गतिविधि के घंटे'),
      statement: {
        en: `How many hours a day does the student spend on ${act(a1).en}?`,
        hi: `विद्यार्थी प्रतिदिन ${act(a1).hi} पर कितने घंटे व्यतीत करता है?`,
      },
      value: hours,
      distractors: [
        d1 / 10, // divides the angle by 10
        half[a1] as number, // counts half-hours
        (d1 * 24) / 100, // takes the angle as a percentage
        hours + 0.5,
      ],
      steps: [
        {
          en: `360° stand for 24 hours, so 1 hour is 15°: $\\frac{${d1}}{15} = ${hours}$ hours.`,
          hi: `360° = 24 घंटे, अतः 1 घंटा = 15°: $\\frac{${d1}}{15} = ${hours}$ घंटे।`,
        },
      ],
      numbers: [d1],
      seconds: 45,
      recompute: () => (d1 / 360) * 24,
    });

    // 2. Minutes more on one activity than another.
    const big = SCHOOL;
    const fewest = [2, 3, 4, 5, 6].sort((x, y) => (half[x] as number) - (half[y] as number))[0] as number;
    const small = [a2, a3].find((i) => (half[i] as number) < (half[SCHOOL] as number)) ?? fewest;
    const diffMin = ((half[big] as number) - (half[small] as number)) * 30;
    const dd = (deg[big] as number) - (deg[small] as number);
    const q2 = numberQuestion(rng, {
      title: loc('Minutes more on one activity', 'एक गतिविधि पर अधिक मिनट'),
      statement: {
        en: `How many minutes more does the student spend at ${act(big).en} than on ${act(small).en} in a day?`,
        hi: `विद्यार्थी एक दिन में ${act(small).hi} की तुलना में ${act(big).hi} में कितने मिनट अधिक व्यतीत करता है?`,
      },
      value: diffMin,
      distractors: [
        dd, // the difference in degrees
        dd * 2, // two minutes a degree
        diffMin + 30,
        diffMin - 30,
      ],
      steps: [
        {
          en: `Difference in angle: $${deg[big]} - ${deg[small]} = ${dd}$ degrees. 1° is $\\frac{24 \\times 60}{360} = 4$ minutes.`,
          hi: `कोणों का अंतर: $${deg[big]} - ${deg[small]} = ${dd}$ अंश। 1° $= \\frac{24 \\times 60}{360} = 4$ मिनट।`,
        },
        { en: `$${dd} \\times 4 = ${diffMin}$ minutes.`, hi: `$${dd} \\times 4 = ${diffMin}$ मिनट।` },
      ],
      numbers: [diffMin],
      seconds: 60,
      recompute: () => ((deg[big] as number) / 15 - (deg[small] as number) / 15) * 60,
    });

    // 3. Percentage of the day.
    const a4 = rng.pick(safe);
    const h4 = half[a4] as number;
    const exact = oneDecimal(h4 * 100, 48);
    const note = roundingNote(exact);
    const p4 = round1((h4 * 100) / 48);
    const q3 = numberQuestion(rng, {
      title: loc('Share of the day', 'दिन का हिस्सा'),
      statement: {
        en: `What percentage of the day does the student spend on ${act(a4).en}${note.en}?`,
        hi: `विद्यार्थी दिन का कितना प्रतिशत ${act(a4).hi} पर व्यतीत करता है${note.hi}?`,
      },
      value: p4,
      distractors: [
        deg[a4] as number, // the angle itself
        (h4 * 100) / 24, // counts half-hours as hours
        ((deg[a4] as number) * 100) / 180,
        p4 + 5,
      ],
      percent: true,
      steps: [
        {
          en: `$\\frac{${deg[a4]}}{360} \\times 100 ${exact ? '=' : '\\approx'} ${p4}\\%$.`,
          hi: `$\\frac{${deg[a4]}}{360} \\times 100 ${exact ? '=' : '\\approx'} ${p4}\\%$।`,
        },
      ],
      numbers: [deg[a4] as number],
      seconds: 60,
      recompute: () => ((h4 / 2) * 100) / 24,
    });

    // 4. Ratio of sleep to school and self-study together.
    const s = half[SLEEP] as number;
    const w = (half[SCHOOL] as number) + (half[STUDY] as number);
    const r = ratioText(s, w);
    const q4 = textQuestion(rng, {
      title: loc('Sleep to school and study', 'नींद और पढ़ाई का अनुपात'),
      statement: {
        en: `What is the ratio of the time spent on ${act(SLEEP).en} to the time spent on ${act(SCHOOL).en} and ${act(STUDY).en} together?`,
        hi: `${act(SLEEP).hi} में लगे समय और ${act(SCHOOL).hi} तथा ${act(STUDY).hi} में कुल लगे समय का अनुपात क्या है?`,
      },
      correct: r,
      wrong: ratioWrongs(s, w, [
        ratioText(w, s), // the wrong way round
        ratioText(s, half[SCHOOL] as number), // leaves out self-study
        ratioText(s, 48 - s), // to the rest of the day
      ]),
      steps: [
        {
          en: `The times are in the ratio of the angles: $${deg[SLEEP]} : (${deg[SCHOOL]} + ${deg[STUDY]}) = ${deg[SLEEP]} : ${(deg[SCHOOL] as number) + (deg[STUDY] as number)} = ${r}$.`,
          hi: `समय कोणों के अनुपात में हैं: $${deg[SLEEP]} : (${deg[SCHOOL]} + ${deg[STUDY]}) = ${deg[SLEEP]} : ${(deg[SCHOOL] as number) + (deg[STUDY] as number)} = ${r}$।`,
        },
      ],
      numbers: [deg[SLEEP] as number],
      seconds: 60,
      recompute: () => ratioByFactors(s * 30, w * 30),
    });

    // 5. The new angle after moving time from play to self-study.
    const moved = 30 * rng.int(1, Math.min(3, (half[PLAY] as number) - 1));
    const newDeg = (deg[STUDY] as number) + moved / 4;
    const q5 = numberQuestion(rng, {
      title: loc('Angle after a change of routine', 'दिनचर्या बदलने के बाद कोण'),
      statement: {
        en: `If the student moves ${moved} minutes a day from ${act(PLAY).en} to ${act(STUDY).en}, what will be the central angle of ${act(STUDY).en}?`,
        hi: `यदि विद्यार्थी प्रतिदिन ${moved} मिनट ${act(PLAY).hi} से हटाकर ${act(STUDY).hi} में लगाए, तो ${act(STUDY).hi} का केंद्रीय कोण कितना होगा?`,
      },
      value: newDeg,
      distractors: [
        (deg[STUDY] as number) + moved, // minutes taken as degrees
        (deg[STUDY] as number) + moved / 2,
        (deg[STUDY] as number) - moved / 4, // the wrong direction
        (deg[PLAY] as number) - moved / 4, // the play slice
      ],
      suffix: '°',
      steps: [
        {
          en: `1 minute is $\\frac{360}{1440} = \\frac{1}{4}$ degree, so ${moved} minutes are $\\frac{${moved}}{4} = ${moved / 4}$ degrees.`,
          hi: `1 मिनट $= \\frac{360}{1440} = \\frac{1}{4}$ अंश, अतः ${moved} मिनट $= \\frac{${moved}}{4} = ${moved / 4}$ अंश।`,
        },
        {
          en: `New angle: $${deg[STUDY]} + ${moved / 4} = ${newDeg}$ degrees.`,
          hi: `नया कोण: $${deg[STUDY]} + ${moved / 4} = ${newDeg}$ अंश।`,
        },
      ],
      numbers: [moved],
      seconds: 75,
      recompute: () => (((half[STUDY] as number) * 30 + moved) * 360) / 1440,
    });

    return {
      set: {
        kind: 'chart',
        title: loc("A student's 24-hour day", 'एक विद्यार्थी का 24 घंटे का दिन'),
        body: {
          en: 'The pie chart shows how a student spends a day of 24 hours. The values are the central angles (in degrees) of the slices and add up to 360.',
          hi: 'पाई चार्ट में दिखाया गया है कि एक विद्यार्थी 24 घंटे का एक दिन कैसे व्यतीत करता है। मान भागों के केंद्रीय कोण (अंशों में) हैं और उनका योग 360 है।',
        },
        charts: [
          {
            type: 'pie',
            title: loc('Time spent in a day (central angle in degrees)', 'दिन में लगा समय (केंद्रीय कोण, अंशों में)'),
            categories: ACTIVITIES,
            series: [{ name: loc('Central angle', 'केंद्रीय कोण'), values: deg }],
            unit: same('°'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [24, 360],
    };
  },
};
