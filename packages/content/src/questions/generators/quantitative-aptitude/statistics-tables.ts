import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { termTex } from './katex-math.js';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** A frequency table as Markdown (values in the first row, frequencies in the second). */
function tableMd(head: [string, string], xs: (number | string)[], fs: (number | string)[]): string {
  return [
    `| ${head[0]} | ${xs.join(' | ')} |`,
    `|${' --- |'.repeat(xs.length + 1)}`,
    `| ${head[1]} | ${fs.join(' | ')} |`,
  ].join('\n');
}

/** Values and frequencies with a whole-number mean (redrawn until it is). */
function drawTable(rng: { int(a: number, b: number): number }, k: number) {
  for (;;) {
    const start = rng.int(1, 6) * 5;
    const step = rng.int(1, 3) * 5;
    const xs = Array.from({ length: k }, (_, i) => start + i * step);
    const fs = xs.map(() => rng.int(2, 15));
    const total = sum(fs);
    const weighted = sum(xs.map((x, i) => x * (fs[i] ?? 0)));
    if (weighted % total === 0) return { xs, fs, total, weighted, mean: weighted / total };
  }
}

/** The mean of a discrete frequency table. */
export const statisticsMeanFromFrequencyTable: QuestionGenerator = {
  id: 'statistics/mean-of-frequency-table',
  topic: 'statistics',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const k = rng.int(4, 6);
    const { xs, fs, total, weighted, mean } = drawTable(rng, k);
    const { options, correctIndex } = choiceOptions(
      rng,
      mean,
      [
        sum(xs) / k, // the plain mean of the values, frequencies ignored
        Math.round(weighted / k), // divides by the number of values, not the total frequency
        mean + (xs[1] ?? 0) - (xs[0] ?? 0), // a slip of one class
        mean - ((xs[1] ?? 0) - (xs[0] ?? 0)),
      ].filter((x) => Number.isInteger(x) && x > 0 && x !== mean),
    );
    const fx = xs.map((x, i) => x * (fs[i] ?? 0));
    const context = rng.pick([
      {
        en: ['Marks', 'Students'],
        hi: ['अंक', 'विद्यार्थी'],
        lead: {
          en: 'The marks scored by the students of a class are given below.',
          hi: 'एक कक्षा के विद्यार्थियों के प्राप्तांक नीचे दिए गए हैं।',
        },
      },
      {
        en: ['Daily wage (₹)', 'Workers'],
        hi: ['दैनिक मज़दूरी (₹)', 'मज़दूर'],
        lead: {
          en: 'The daily wages of the workers of a factory are given below.',
          hi: 'एक कारखाने के मज़दूरों की दैनिक मज़दूरी नीचे दी गई है।',
        },
      },
      {
        en: ['Weight (kg)', 'Children'],
        hi: ['भार (kg)', 'बच्चे'],
        lead: {
          en: 'The weights of the children of a group are given below.',
          hi: 'एक समूह के बच्चों के भार नीचे दिए गए हैं।',
        },
      },
    ]);
    return {
      title: { en: 'Mean of a frequency table', hi: 'बारंबारता सारणी का माध्य' },
      type: 'single',
      statement: {
        en: `${context.lead.en}\n\n${tableMd([context.en[0] ?? '', context.en[1] ?? ''], xs, fs)}\n\nWhat is the mean?`,
        hi: `${context.lead.hi}\n\n${tableMd([context.hi[0] ?? '', context.hi[1] ?? ''], xs, fs)}\n\nमाध्य क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$\\sum f = ${fs.join(' + ')} = ${total}$.`,
          `$\\sum fx = ${fx.join(' + ')} = ${weighted}$.`,
          `Mean $= \\frac{\\sum fx}{\\sum f} = \\frac{${weighted}}{${total}} = ${mean}$.`,
          '',
          `**Answer: ${mean}**`,
        ].join('\n\n'),
        hi: [
          `$\\sum f = ${fs.join(' + ')} = ${total}$।`,
          `$\\sum fx = ${fx.join(' + ')} = ${weighted}$।`,
          `माध्य $= \\frac{\\sum fx}{\\sum f} = \\frac{${weighted}}{${total}} = ${mean}$।`,
          '',
          `**उत्तर: ${mean}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [...xs, ...fs],
      check() {
        // Write out every observation and average them.
        const data = xs.flatMap((x, i) => Array(fs[i] ?? 0).fill(x) as number[]);
        return { kind: 'choice', correct: [options.indexOf(String(sum(data) / data.length))] };
      },
    };
  },
};

/** A frequency table with one frequency missing and the mean given: the missing frequency. */
export const statisticsMissingFrequency: QuestionGenerator = {
  id: 'statistics/missing-frequency',
  topic: 'statistics',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    rng.next(); // not the same table as the mean-of-table shape for the same seed
    const k = rng.int(4, 6);
    let t = drawTable(rng, k);
    let at = 0;
    // The missing value must not sit at the mean (its frequency would then be undetermined).
    for (;;) {
      at = rng.int(0, k - 1);
      if (t.xs[at] !== t.mean) break;
      t = drawTable(rng, k);
    }
    const { xs, fs, mean } = t;
    const f = fs[at] ?? 0;
    const known = fs.map((v, i) => (i === at ? 'f' : String(v)));
    const restF = sum(fs) - f;
    const restFx = sum(xs.map((x, i) => (i === at ? 0 : x * (fs[i] ?? 0))));
    const x0 = xs[at] ?? 0;
    const { options, correctIndex } = choiceOptions(
      rng,
      f,
      [
        Math.round((mean * k - sum(xs.filter((_, i) => i !== at))) / 1), // treats the mean as a plain mean of the values
        f + 1,
        f - 1,
        Math.round(restFx / mean) - restF + 1,
        Math.round((mean * restF) / x0),
      ].filter((x) => Number.isInteger(x) && x > 0 && x !== f),
    );
    const fxTerms = xs.map((x, i) => (i === at ? `${x}f` : `${x * (fs[i] ?? 0)}`)).join(' + ');
    return {
      title: { en: 'Missing frequency from the mean', hi: 'माध्य से लुप्त बारंबारता' },
      type: 'single',
      statement: {
        en: `The mean of the following frequency distribution is ${mean}. Find the missing frequency $f$.\n\n${tableMd(['$x$', 'Frequency'], xs, known)}`,
        hi: `निम्नलिखित बारंबारता बंटन का माध्य ${mean} है। लुप्त बारंबारता $f$ ज्ञात कीजिए।\n\n${tableMd(['$x$', 'बारंबारता'], xs, known)}`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$\\sum f = ${restF} + f$ and $\\sum fx = ${fxTerms} = ${restFx} + ${x0}f$.`,
          `$\\frac{${restFx} + ${x0}f}{${restF} + f} = ${mean}$, so $${restFx} + ${x0}f = ${mean * restF} + ${mean}f$.`,
          x0 > mean
            ? `$${termTex(x0 - mean, 'f')} = ${mean * restF - restFx}$, so $f = ${f}$.`
            : `$${termTex(mean - x0, 'f')} = ${restFx - mean * restF}$, so $f = ${f}$.`,
          '',
          `**Answer: ${f}**`,
        ].join('\n\n'),
        hi: [
          `$\\sum f = ${restF} + f$ और $\\sum fx = ${fxTerms} = ${restFx} + ${x0}f$।`,
          `$\\frac{${restFx} + ${x0}f}{${restF} + f} = ${mean}$, अतः $${restFx} + ${x0}f = ${mean * restF} + ${mean}f$।`,
          x0 > mean
            ? `$${termTex(x0 - mean, 'f')} = ${mean * restF - restFx}$, अतः $f = ${f}$।`
            : `$${termTex(mean - x0, 'f')} = ${restFx - mean * restF}$, अतः $f = ${f}$।`,
          '',
          `**उत्तर: ${f}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 90,
      numbers: [mean, ...xs],
      check() {
        // Try every frequency and keep the one that gives the mean.
        for (let g = 0; g <= 1000; g++) {
          const total = restF + g;
          if (total > 0 && restFx + x0 * g === mean * total)
            return { kind: 'choice', correct: [options.indexOf(String(g))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Subjects with credits (weights) and marks: the weighted mean, or the mark needed for a target. */
export const statisticsWeightedMean: QuestionGenerator = {
  id: 'statistics/weighted-mean',
  topic: 'statistics',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const subjects = [
      { en: 'Mathematics', hi: 'गणित' },
      { en: 'Physics', hi: 'भौतिकी' },
      { en: 'Chemistry', hi: 'रसायन' },
      { en: 'English', hi: 'अंग्रेज़ी' },
      { en: 'Hindi', hi: 'हिंदी' },
    ];
    const k = rng.int(3, 4);
    const chosen = rng.shuffle(subjects).slice(0, k);
    const ask = rng.pick(['mean', 'needed'] as const);
    let w: number[] = [];
    let m: number[] = [];
    let W = 0;
    let mean = 0;
    for (;;) {
      w = chosen.map(() => rng.int(1, 5));
      m = chosen.map(() => rng.int(40, 98));
      W = sum(w);
      const s = sum(m.map((x, i) => x * (w[i] ?? 0)));
      if (s % W === 0 && new Set(w).size > 1) {
        mean = s / W;
        break;
      }
    }
    const lastName = chosen[k - 1] ?? { en: '', hi: '' };
    const value = ask === 'mean' ? mean : (m[k - 1] ?? 0);
    const plain = sum(m) / k;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      (ask === 'mean'
        ? [Math.round(plain), mean + 1, mean - 1, Math.round(sum(m.map((x, i) => x * (w[i] ?? 0))) / k)] // plain mean; divides by the number of subjects
        : [mean * k - sum(m.slice(0, k - 1)), value + (w[k - 1] ?? 1), value - 2, mean]
      ) // weights ignored; a slip; the target itself
        .filter((x) => Number.isInteger(x) && x > 0 && x <= 100 && x !== value),
    );
    const given = chosen
      .map((c, i) =>
        ask === 'needed' && i === k - 1
          ? null
          : { en: `${c.en} ${m[i]} (weight ${w[i]})`, hi: `${c.hi} ${m[i]} (भार ${w[i]})` },
      )
      .filter((x): x is { en: string; hi: string } => x !== null);
    const statement =
      ask === 'mean'
        ? {
            en: `A student's marks (out of 100) and the weights of the subjects are: ${given.map((g) => g.en).join(', ')}. What is the weighted mean of the marks?`,
            hi: `एक विद्यार्थी के अंक (100 में से) और विषयों के भार इस प्रकार हैं: ${given.map((g) => g.hi).join(', ')}। अंकों का भारित माध्य क्या है?`,
          }
        : {
            en: `A student's marks (out of 100) and the weights of the subjects are: ${given.map((g) => g.en).join(', ')}. ${lastName.en} has weight ${w[k - 1]}. What must the student score in ${lastName.en} for a weighted mean of ${mean}?`,
            hi: `एक विद्यार्थी के अंक (100 में से) और विषयों के भार इस प्रकार हैं: ${given.map((g) => g.hi).join(', ')}। ${lastName.hi} का भार ${w[k - 1]} है। भारित माध्य ${mean} होने के लिए ${lastName.hi} में कितने अंक चाहिए?`,
          };
    const terms = m
      .map((x, i) => (ask === 'needed' && i === k - 1 ? termTex(w[i] ?? 1, 'x') : `${x} \\times ${w[i]}`))
      .join(' + ');
    const known = sum(m.slice(0, k - 1).map((x, i) => x * (w[i] ?? 0)));
    const lines =
      ask === 'mean'
        ? {
            en: [
              `Weighted mean $= \\frac{${terms}}{${w.join(' + ')}} = \\frac{${mean * W}}{${W}} = ${mean}$.`,
            ],
            hi: [`भारित माध्य $= \\frac{${terms}}{${w.join(' + ')}} = \\frac{${mean * W}}{${W}} = ${mean}$।`],
          }
        : {
            en: [
              `Let the mark be $x$: $\\frac{${terms}}{${W}} = ${mean}$, so $${known} + ${termTex(w[k - 1] ?? 1, 'x')} = ${mean * W}$.`,
              w[k - 1] === 1
                ? `$x = ${mean * W} - ${known} = ${value}$.`
                : `$${termTex(w[k - 1] ?? 1, 'x')} = ${mean * W - known}$, so $x = ${value}$.`,
            ],
            hi: [
              `माना अंक $x$ हैं: $\\frac{${terms}}{${W}} = ${mean}$, अतः $${known} + ${termTex(w[k - 1] ?? 1, 'x')} = ${mean * W}$।`,
              w[k - 1] === 1
                ? `$x = ${mean * W} - ${known} = ${value}$।`
                : `$${termTex(w[k - 1] ?? 1, 'x')} = ${mean * W - known}$, अतः $x = ${value}$।`,
            ],
          };
    return {
      title: { en: 'Weighted mean of marks', hi: 'अंकों का भारित माध्य' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...lines.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...lines.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: ask === 'mean' ? [...m, ...w] : [...m.slice(0, k - 1), ...w, mean],
      check() {
        // Repeat each mark as often as its weight and average (for "needed", try every mark 0..100).
        const avg = (marks: number[]) =>
          sum(marks.flatMap((x, i) => Array(w[i] ?? 0).fill(x) as number[])) / W;
        if (ask === 'mean') return { kind: 'choice', correct: [options.indexOf(String(avg(m)))] };
        for (let x = 0; x <= 100; x++)
          if (avg([...m.slice(0, k - 1), x]) === mean)
            return { kind: 'choice', correct: [options.indexOf(String(x))] };
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** The empirical relation Mode = 3 Median − 2 Mean: one of the three from the other two. */
export const statisticsEmpiricalMode: QuestionGenerator = {
  id: 'statistics/empirical-relation',
  topic: 'statistics',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const ask = rng.pick(['mode', 'median', 'mean'] as const);
    let mean = 0;
    let median = 0;
    let mode = 0;
    do {
      mean = rng.int(10, 80);
      median = mean + rng.pick([-1, 1]) * rng.int(1, 8);
      mode = 3 * median - 2 * mean;
    } while (mode <= 0);
    const value = { mode, median, mean }[ask];
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        mode: [3 * mean - 2 * median, 2 * median - mean, 3 * median - mean, median + mean], // mean and median swapped
        median: [(2 * mode + mean) / 3, (mode + mean) / 2, mode + 2 * mean, (mode + 2 * mean) / 2],
        mean: [(3 * mode - median) / 2, (mode + median) / 2, 3 * median - mode, (3 * median + mode) / 2],
      }[ask].filter((x) => Number.isInteger(x) && x > 0 && x !== value),
    );
    const givenPairs = {
      mode: {
        en: `the mean is ${mean} and the median is ${median}`,
        hi: `माध्य ${mean} और माध्यिका ${median} है`,
      },
      median: { en: `the mean is ${mean} and the mode is ${mode}`, hi: `माध्य ${mean} और बहुलक ${mode} है` },
      mean: {
        en: `the median is ${median} and the mode is ${mode}`,
        hi: `माध्यिका ${median} और बहुलक ${mode} है`,
      },
    }[ask];
    const name = {
      mode: { en: 'mode', hi: 'बहुलक' },
      median: { en: 'median', hi: 'माध्यिका' },
      mean: { en: 'mean', hi: 'माध्य' },
    }[ask];
    const step = {
      mode: `\\text{Mode} = 3 \\times ${median} - 2 \\times ${mean} = ${3 * median} - ${2 * mean} = ${mode}`,
      median: `3 \\times \\text{Median} = ${mode} + 2 \\times ${mean} = ${mode + 2 * mean}, \\quad \\text{Median} = ${median}`,
      mean: `2 \\times \\text{Mean} = 3 \\times ${median} - ${mode} = ${3 * median - mode}, \\quad \\text{Mean} = ${mean}`,
    }[ask];
    const stepHi = step
      .replace('\\text{Mode}', '\\text{बहुलक}')
      .replace('\\text{Median}', '\\text{माध्यिका}')
      .replace('\\text{Median}', '\\text{माध्यिका}')
      .replace('\\text{Mean}', '\\text{माध्य}')
      .replace('\\text{Mean}', '\\text{माध्य}');
    return {
      title: { en: 'Mode, median and mean: the empirical relation', hi: 'बहुलक, माध्यिका और माध्य: आनुभविक संबंध' },
      type: 'single',
      statement: {
        en: `For a moderately skewed distribution, ${givenPairs.en}. Using the empirical relation, find the ${name.en}.`,
        hi: `एक मध्यम विषम (moderately skewed) बंटन के लिए ${givenPairs.hi}। आनुभविक संबंध से ${name.hi} ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          'Empirical relation: Mode $= 3$ Median $- 2$ Mean.',
          `$${step}$`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: ['आनुभविक संबंध: बहुलक $= 3$ माध्यिका $- 2$ माध्य।', `$${stepHi}$`, '', `**उत्तर: ${value}**`].join(
          '\n\n',
        ),
      },
      expectedSeconds: 40,
      numbers: ask === 'mode' ? [mean, median] : ask === 'median' ? [mean, mode] : [median, mode],
      check() {
        // The same relation read as: Mean − Mode = 3 (Mean − Median); search for the unknown.
        for (let v = 1; v <= 400; v++) {
          const [a, md, mo] =
            ask === 'mean' ? [v, median, mode] : ask === 'median' ? [mean, v, mode] : [mean, median, v];
          if (a - mo === 3 * (a - md)) return { kind: 'choice', correct: [options.indexOf(String(v))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
