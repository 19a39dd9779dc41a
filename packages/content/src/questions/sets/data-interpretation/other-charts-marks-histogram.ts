import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  round1,
  roundingNote,
  safeToRound,
  same,
  splitTotal,
  sum,
} from './di-numbers.js';

const LOWS = [20, 30, 40, 50, 60, 70, 80, 90];
const CLASSES: Loc[] = LOWS.map((l) => same(`${l}–${l + 10}`));

/** A histogram of marks (students per 10-mark class): counts above a mark, a share below one, the median class, the mean. */
export const otherChartsMarksHistogram: QuestionSetGenerator = {
  id: 'other-charts/marks-histogram',
  topic: 'other-charts',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements', 'CAT'],
  generate(rng) {
    let N = 0;
    let f: number[] = [];
    let median = -1;
    let cut = 0;
    let pass = 0;
    for (;;) {
      N = rng.pick([200, 250]);
      f = splitTotal(rng, N, 8, 1, 6);
      // The median class: the class holding both middle students.
      let cum = 0;
      median = -1;
      for (let i = 0; i < 8; i++) {
        const before = cum;
        cum += f[i] as number;
        if (before < N / 2 && cum >= N / 2 + 1) median = i;
      }
      cut = rng.int(3, 6);
      pass = rng.int(1, 3);
      const mean = sum(f.map((x, i) => x * ((LOWS[i] as number) + 5)));
      if (median >= 0 && safeToRound(mean, N) && new Set(f).size >= 6) break;
    }
    const cutMark = LOWS[cut] as number;
    const passMark = LOWS[pass] as number;

    // 1. Students with at least a given mark.
    const atLeast = sum(f.slice(cut));
    const q1 = numberQuestion(rng, {
      title: loc('Students at or above a mark', 'किसी अंक या उससे अधिक वाले विद्यार्थी'),
      statement: {
        en: `How many students scored ${cutMark} marks or more?`,
        hi: `कितने विद्यार्थियों ने ${cutMark} या उससे अधिक अंक पाए?`,
      },
      value: atLeast,
      distractors: [
        atLeast + (f[cut - 1] as number), // also takes the class just below
        atLeast - (f[cut] as number), // leaves out the class that starts at the mark
        f[cut] as number, // only the class that starts at the mark
        N - atLeast, // those below the mark
      ],
      steps: [
        {
          en: `The classes from ${cutMark}–${cutMark + 10} upwards: $${f.slice(cut).join(' + ')} = ${atLeast}$.`,
          hi: `${cutMark}–${cutMark + 10} और उससे ऊपर के वर्ग: $${f.slice(cut).join(' + ')} = ${atLeast}$।`,
        },
      ],
      numbers: [atLeast],
      seconds: 60,
      recompute: () => N - sum(f.slice(0, cut)),
    });

    // 2. Percentage below the pass mark.
    const below = sum(f.slice(0, pass));
    const pct = (below * 100) / N;
    const q2 = numberQuestion(rng, {
      title: loc('Share below the pass mark', 'उत्तीर्णांक से कम का हिस्सा'),
      statement: {
        en: `The pass mark is ${passMark}. What percentage of the students failed?`,
        hi: `उत्तीर्णांक ${passMark} है। कितने प्रतिशत विद्यार्थी अनुत्तीर्ण हुए?`,
      },
      value: pct,
      distractors: [
        ((below + (f[pass] as number)) * 100) / N, // includes the class that starts at the pass mark
        (below * 100) / (N - below), // compares with those who passed
        below, // the number, not the percentage
        ((f[pass - 1] as number) * 100) / N, // only the class just below
      ],
      percent: true,
      steps: [
        {
          en: `Students below ${passMark}: $${f.slice(0, pass).join(' + ')} = ${below}$ (a class ${passMark}–${passMark + 10} includes ${passMark}, so it passed).`,
          hi: `${passMark} से कम अंक वाले: $${f.slice(0, pass).join(' + ')} = ${below}$ (${passMark}–${passMark + 10} वर्ग में ${passMark} शामिल है, अतः वे उत्तीर्ण हैं)।`,
        },
        {
          en: `$\\frac{${below}}{${N}} \\times 100 = ${round1(pct)}\\%$.`,
          hi: `$\\frac{${below}}{${N}} \\times 100 = ${round1(pct)}\\%$।`,
        },
      ],
      numbers: [below],
      seconds: 75,
      recompute: () => 100 - (sum(f.slice(pass)) * 100) / N,
    });

    // 3. The median class.
    const cumul: number[] = [];
    f.reduce((acc, x) => {
      cumul.push(acc + x);
      return acc + x;
    }, 0);
    const q3 = labelQuestion(rng, {
      title: loc('The median class', 'माध्यिका वर्ग'),
      statement: {
        en: 'The students are ranked by marks. In which class do the marks of the middle students (the median) lie?',
        hi: 'विद्यार्थियों को अंकों के क्रम में रखा जाता है। बीच वाले विद्यार्थियों के अंक (माध्यिका) किस वर्ग में हैं?',
      },
      labels: CLASSES,
      correct: median,
      scores: CLASSES.map((_, i) => -Math.abs(i - median)),
      steps: [
        {
          en: `The middle students are number ${N / 2} and ${N / 2 + 1}. Running totals: ${CLASSES.map((c, i) => `${c.en}: ${cumul[i]}`).join(', ')}.`,
          hi: `बीच वाले विद्यार्थी ${N / 2}वाँ और ${N / 2 + 1}वाँ हैं। संचयी योग: ${CLASSES.map((c, i) => `${c.hi}: ${cumul[i]}`).join(', ')}।`,
        },
        {
          en: `The running total first reaches ${N / 2 + 1} in the class ${(CLASSES[median] as Loc).en}.`,
          hi: `संचयी योग पहली बार ${(CLASSES[median] as Loc).hi} वर्ग में ${N / 2 + 1} तक पहुँचता है।`,
        },
      ],
      seconds: 120,
      recompute: () => {
        // Walk through the students one by one.
        const order = f.flatMap((x, i) => new Array<number>(x).fill(i));
        return order[N / 2] as number;
      },
    });

    // 4. Estimated mean from the mid-points.
    const mids = LOWS.map((l) => l + 5);
    const total = sum(f.map((x, i) => x * (mids[i] as number)));
    const mean = total / N;
    const exact = oneDecimal(total, N);
    const note = roundingNote(exact);
    const q4 = numberQuestion(rng, {
      title: loc('Mean marks from the histogram', 'आयतचित्र से माध्य अंक'),
      statement: {
        en: `Taking every student of a class at the middle of the class (for example 25 for 20–30), what is the mean mark of the students${note.en}?`,
        hi: `प्रत्येक वर्ग के हर विद्यार्थी के अंक वर्ग के मध्य-बिंदु पर मानकर (जैसे 20–30 के लिए 25), विद्यार्थियों के माध्य अंक क्या हैं${note.hi}?`,
      },
      value: mean,
      distractors: [
        sum(f.map((x, i) => x * (LOWS[i] as number))) / N, // uses the lower limits
        sum(mids) / 8, // the average of the mid-points, ignoring the counts
        mean + 5, // uses the upper limits
        mean - 2,
      ],
      steps: [
        {
          en: `$\\sum f \\times m = ${f.map((x, i) => `${x} \\times ${mids[i]}`).join(' + ')} = ${total}$.`,
          hi: `$\\sum f \\times m = ${f.map((x, i) => `${x} \\times ${mids[i]}`).join(' + ')} = ${total}$।`,
        },
        {
          en: `Mean $= \\frac{${total}}{${N}} ${exact ? '=' : '\\approx'} ${round1(mean)}$.`,
          hi: `माध्य $= \\frac{${total}}{${N}} ${exact ? '=' : '\\approx'} ${round1(mean)}$।`,
        },
      ],
      numbers: [total],
      seconds: 150,
      recompute: () => {
        let s = 0;
        for (let i = 0; i < 8; i++) for (let k = 0; k < (f[i] as number); k++) s += (LOWS[i] as number) + 5;
        return s / N;
      },
    });

    // 5. More failures if the pass mark goes up by one class.
    const extra = f[pass] as number;
    const newMark = passMark + 10;
    const q5 = numberQuestion(rng, {
      title: loc('A higher pass mark', 'ऊँचा उत्तीर्णांक'),
      statement: {
        en: `If the pass mark were raised from ${passMark} to ${newMark}, how many students would fail in all?`,
        hi: `यदि उत्तीर्णांक ${passMark} से बढ़ाकर ${newMark} कर दिया जाए, तो कुल कितने विद्यार्थी अनुत्तीर्ण होंगे?`,
      },
      value: below + extra,
      distractors: [
        extra, // only the new failures
        below, // the failures at the old mark
        below + extra + (f[pass + 1] as number), // one class too many
        N - below - extra, // those who pass
      ],
      steps: [
        {
          en: `Failures now: ${below}; the class ${passMark}–${newMark} (${extra} students) also fails: $${below} + ${extra} = ${below + extra}$.`,
          hi: `अभी अनुत्तीर्ण: ${below}; ${passMark}–${newMark} वर्ग के ${extra} विद्यार्थी भी अनुत्तीर्ण होंगे: $${below} + ${extra} = ${below + extra}$।`,
        },
      ],
      numbers: [below + extra],
      seconds: 60,
      recompute: () => sum(f.slice(0, pass + 1)),
    });

    return {
      set: {
        kind: 'chart',
        title: loc('Histogram of marks in a test', 'एक परीक्षा के अंकों का आयतचित्र'),
        body: {
          en: `The histogram shows the marks (out of 100) of ${N} students in a test, in classes of 10 marks. A class such as 40–50 includes 40 but not 50. No student scored below 20 or exactly 100.`,
          hi: `आयतचित्र में एक परीक्षा में ${N} विद्यार्थियों के अंक (100 में से) 10 अंकों के वर्गों में दिखाए गए हैं। 40–50 जैसे वर्ग में 40 शामिल है, 50 नहीं। किसी भी विद्यार्थी के अंक 20 से कम या ठीक 100 नहीं थे।`,
        },
        charts: [
          {
            type: 'bar',
            title: loc('Students by marks', 'अंकों के अनुसार विद्यार्थी'),
            categories: CLASSES,
            series: [{ name: loc('Students', 'विद्यार्थी'), values: f }],
            xLabel: loc('Marks', 'अंक'),
            yLabel: loc('Number of students', 'विद्यार्थियों की संख्या'),
          },
        ],
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [N],
    };
  },
};
