/**
 * Statistics: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `statistics/median-mode-range` – the median, mode or range of a short unsorted list – SSC CGL, RRB NTPC, CUET, Placements
 * - `statistics/effect-of-change` – every value scaled and shifted: the new mean, standard deviation or variance – SSC CGL, CUET, GMAT, GRE
 * - `statistics/standard-deviation` – the standard deviation or variance of a small data set (type-in) – SSC CGL, CUET, GMAT, GRE
 * - `statistics/mean-of-frequency-table` – the mean of a discrete frequency table – SSC CGL, RRB NTPC, CUET, Placements
 * - `statistics/missing-frequency` – a frequency table with one frequency missing and the mean given: the frequency – SSC CGL, CUET, Placements
 * - `statistics/weighted-mean` – marks with subject weights: the weighted mean, or the mark needed for a target – SSC CGL, RRB NTPC, CUET, GMAT, Placements
 * - `statistics/empirical-relation` – Mode = 3 Median − 2 Mean: one of the three from the other two – SSC CGL, RRB NTPC, CUET
 * - `statistics/quartiles-and-iqr` – Q1, Q3 or the interquartile range as medians of the halves – SSC CGL, CUET, GMAT, GRE
 * - `statistics/combined-variance` (CAT) – two groups' sizes, means and standard deviations: the variance or SD of all together – CAT, GMAT, GRE, CUET
 * - `statistics/median-extremes` (CAT) – positive integers with a given mean (distinct, or under a cap): the largest or smallest possible median – CAT, GMAT, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Median, mode or range of a short unsorted list. */
export const statisticsMedianModeRange: QuestionGenerator = {
  id: 'statistics/median-mode-range',
  topic: 'statistics',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  generate(rng) {
    const ask = rng.pick(['median', 'mode', 'range'] as const);
    const n = rng.int(7, 10);
    // One value appears three times, a few others twice at most, so the mode is unique.
    const modeValue = rng.int(12, 60);
    let data: number[] = [modeValue, modeValue, modeValue];
    while (data.length < n) {
      const x = rng.int(10, 70);
      if (data.filter((y) => y === x).length < (x === modeValue ? 3 : 2)) data.push(x);
    }
    data = rng.shuffle(data);
    const sorted = [...data].sort((a, b) => a - b);
    const mid = Math.floor(n / 2);
    const median = n % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    const max = sorted[n - 1] ?? 0;
    const min = sorted[0] ?? 0;
    const range = max - min;
    const mean = sum(data) / n;
    const unsortedMiddle = n % 2 === 1 ? (data[mid] ?? 0) : ((data[mid - 1] ?? 0) + (data[mid] ?? 0)) / 2;
    const value = { median, mode: modeValue, range }[ask];
    const secondMost = sorted.find((x, i) => x !== modeValue && sorted.indexOf(x) !== i) ?? median;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      {
        // middle of the unsorted list; one of the two middle values; the mean
        median: [unsortedMiddle, sorted[mid] ?? 0, sorted[mid - 1] ?? 0, Math.round(mean)],
        // a value that repeats less often; the median; the largest value
        mode: [secondMost, median, max, Math.round(mean)],
        // largest value only; last minus first of the unsorted list; sum of extremes
        range: [max, Math.abs((data[n - 1] ?? 0) - (data[0] ?? 0)), max + min, range + 1],
      }[ask].filter((x) => x !== value),
    );
    const list = data.join(', ');
    const name = {
      median: { en: 'median', hi: 'माध्यिका' },
      mode: { en: 'mode', hi: 'बहुलक' },
      range: { en: 'range', hi: 'परिसर' },
    }[ask];
    const sortedText = sorted.join(', ');
    const steps = {
      median: {
        en: [
          `Sorted: ${sortedText} ($n = ${n}$).`,
          n % 2 === 1
            ? `$n$ is odd, so the median is the $\\frac{${n} + 1}{2} = ${mid + 1}$th value: ${median}.`
            : `$n$ is even, so the median is the average of the ${mid}th and ${mid + 1}th values: $\\frac{${sorted[mid - 1]} + ${sorted[mid]}}{2} = ${median}$.`,
        ],
        hi: [
          `क्रम में: ${sortedText} ($n = ${n}$)।`,
          n % 2 === 1
            ? `$n$ विषम है, अतः माध्यिका $\\frac{${n} + 1}{2} = ${mid + 1}$वाँ मान है: ${median}।`
            : `$n$ सम है, अतः माध्यिका ${mid}वें और ${mid + 1}वें मानों का औसत है: $\\frac{${sorted[mid - 1]} + ${sorted[mid]}}{2} = ${median}$।`,
        ],
      },
      mode: {
        en: [
          `Sorted: ${sortedText}.`,
          `${modeValue} occurs 3 times, more than any other value, so the mode is ${modeValue}.`,
        ],
        hi: [
          `क्रम में: ${sortedText}।`,
          `${modeValue} तीन बार आता है, किसी भी अन्य मान से अधिक, अतः बहुलक ${modeValue} है।`,
        ],
      },
      range: {
        en: [`Largest value $= ${max}$, smallest value $= ${min}$.`, `Range $= ${max} - ${min} = ${range}$.`],
        hi: [`सबसे बड़ा मान $= ${max}$, सबसे छोटा मान $= ${min}$।`, `परिसर $= ${max} - ${min} = ${range}$।`],
      },
    }[ask];
    return {
      title: { en: `Finding the ${name.en}`, hi: `${name.hi} ज्ञात करना` },
      type: 'single',
      statement: {
        en: `Find the ${name.en} of the following data: ${list}.`,
        hi: `निम्नलिखित आँकड़ों का ${name.hi} ज्ञात कीजिए: ${list}।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 40,
      numbers: [...data, value],
      check() {
        // Without sorting: the median is where at least half the data lie on each side; the mode
        // is found by counting; the range by scanning for the extremes.
        let x = 0;
        if (ask === 'median') {
          const candidates = data.filter(
            (c) => data.filter((y) => y <= c).length >= n / 2 && data.filter((y) => y >= c).length >= n / 2,
          );
          x = (Math.min(...candidates) + Math.max(...candidates)) / 2;
        } else if (ask === 'mode') {
          let best = -1;
          for (const c of data) {
            const k = data.filter((y) => y === c).length;
            if (k > best) {
              best = k;
              x = c;
            }
          }
        } else {
          let hi = -Infinity;
          let lo = Infinity;
          for (const c of data) {
            hi = Math.max(hi, c);
            lo = Math.min(lo, c);
          }
          x = hi - lo;
        }
        return { kind: 'choice', correct: [options.indexOf(String(x))] };
      },
    };
  },
};

/** Every observation is scaled and shifted: new mean, standard deviation or variance. */
export const statisticsLinearChange: QuestionGenerator = {
  id: 'statistics/effect-of-change',
  topic: 'statistics',
  difficulty: 'medium',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'GRE'],
  generate(rng) {
    const n = rng.pick([6, 8, 10, 12, 16, 20, 24, 30, 40, 50]);
    const mean = rng.int(8, 60);
    const sd = rng.int(2, Math.min(12, mean - 1));
    const a = rng.int(2, 5);
    const shift = rng.int(1, 20);
    const minus = rng.next() < 0.3;
    const b = minus ? -shift : shift;
    const ask = rng.pick(['mean', 'sd', 'variance'] as const);
    const newMean = a * mean + b;
    const newSd = a * sd;
    const value = { mean: newMean, sd: newSd, variance: newSd * newSd }[ask];
    const mistakes = {
      mean: [a * mean, mean + b, a * (mean + b), newMean + a], // shift forgotten; scale forgotten; wrong order
      sd: [a * sd + b, sd, a * a * sd, sd + b], // shift applied to SD; nothing changes; squared scale
      variance: [a * sd * sd, newSd, a * a * sd * sd + b, sd * sd], // scale not squared; the SD; shift added
    }[ask].filter((x) => x > 0 && x !== value);
    const { options, correctIndex } = choiceOptions(rng, value, mistakes);
    const change = minus
      ? {
          en: `multiplied by ${a} and then ${shift} is subtracted from it`,
          hi: `को ${a} से गुणा करके फिर उसमें से ${shift} घटाया जाता है`,
        }
      : {
          en: `multiplied by ${a} and then ${shift} is added to it`,
          hi: `को ${a} से गुणा करके फिर उसमें ${shift} जोड़ा जाता है`,
        };
    const askText = {
      mean: { en: 'the new mean', hi: 'नया माध्य' },
      sd: { en: 'the new standard deviation', hi: 'नया मानक विचलन' },
      variance: { en: 'the new variance', hi: 'नया प्रसरण' },
    }[ask];
    const sign = minus ? '-' : '+';
    const steps = {
      mean: {
        en: `The mean follows every change: new mean $= ${a} \\times ${mean} ${sign} ${shift} = ${newMean}$.`,
        hi: `माध्य हर बदलाव के साथ बदलता है: नया माध्य $= ${a} \\times ${mean} ${sign} ${shift} = ${newMean}$।`,
      },
      sd: {
        en: `Adding or subtracting a constant does not change the spread; multiplying by ${a} multiplies the SD by ${a}: new SD $= ${a} \\times ${sd} = ${newSd}$.`,
        hi: `कोई अचर जोड़ने या घटाने से फैलाव नहीं बदलता; ${a} से गुणा करने पर मानक विचलन ${a} गुना हो जाता है: नया मानक विचलन $= ${a} \\times ${sd} = ${newSd}$।`,
      },
      variance: {
        en: `The shift does not matter; the SD becomes $${a} \\times ${sd} = ${newSd}$, so the variance becomes $${newSd}^2 = ${value}$ (that is, $${a}^2 = ${a * a}$ times the old variance ${sd * sd}).`,
        hi: `जोड़-घटाव का असर नहीं होता; मानक विचलन $${a} \\times ${sd} = ${newSd}$ हो जाता है, अतः प्रसरण $${newSd}^2 = ${value}$ (यानी पुराने प्रसरण ${sd * sd} का $${a}^2 = ${a * a}$ गुना)।`,
      },
    }[ask];
    return {
      title: { en: 'Effect of changing every value', hi: 'हर मान बदलने का प्रभाव' },
      type: 'single',
      statement: {
        en: `The mean and standard deviation of ${n} observations are ${mean} and ${sd}. Each observation is ${change.en}. Find ${askText.en}.`,
        hi: `${n} प्रेक्षणों का माध्य ${mean} और मानक विचलन ${sd} है। प्रत्येक प्रेक्षण ${change.hi}। ${askText.hi} ज्ञात कीजिए।`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [steps.en, '', `**Answer: ${value}**`].join('\n\n'),
        hi: [steps.hi, '', `**उत्तर: ${value}**`].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [n, mean, sd, a, shift, value],
      check() {
        // Build a data set with this mean and SD (half at mean - sd, half at mean + sd; n is even),
        // transform every value and measure it again.
        const data = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? mean - sd : mean + sd)).map(
          (x) => a * x + b,
        );
        const m = sum(data) / n;
        const variance = sum(data.map((x) => (x - m) ** 2)) / n;
        const x = { mean: m, sd: Math.sqrt(variance), variance }[ask];
        return { kind: 'choice', correct: [options.indexOf(String(Math.round(x)))] };
      },
    };
  },
};

/** Standard deviation (or variance) of a small data set with a whole-number mean (type-in). */
export const statisticsStandardDeviation: QuestionGenerator = {
  id: 'statistics/standard-deviation',
  topic: 'statistics',
  difficulty: 'hard',
  exams: ['SSC CGL', 'CUET', 'GMAT', 'GRE'],
  generate(rng) {
    const ask = rng.pick(['sd', 'sd', 'variance'] as const);
    let n = 8;
    let deviations: number[] = [];
    let variance = 4;
    // Draw deviations that add to 0; keep them when the variance is a whole number and, when the
    // SD is asked, a perfect square.
    for (let tries = 0; tries < 5000; tries++) {
      n = rng.int(5, 10);
      const head = Array.from({ length: n - 1 }, () => rng.int(-7, 7));
      const last = -sum(head);
      if (Math.abs(last) > 9) continue;
      const squares = sum([...head, last].map((d) => d * d));
      if (squares === 0 || squares % n !== 0) continue;
      const v = squares / n;
      if (ask === 'sd' && !Number.isInteger(Math.sqrt(v))) continue;
      deviations = [...head, last];
      variance = v;
      break;
    }
    if (deviations.length === 0) {
      n = 8;
      deviations = [-3, -1, -1, -1, 0, 0, 2, 4];
      variance = 4;
    }
    const mean = rng.int(12, 60);
    const data = deviations.map((d) => mean + d);
    const sd = Math.sqrt(variance);
    const value = ask === 'sd' ? sd : variance;
    const total = sum(data);
    const squares = deviations.map((d) => d * d);
    const devText = deviations.join(', ');
    return {
      title: {
        en: ask === 'sd' ? 'Standard deviation of data' : 'Variance of data',
        hi: ask === 'sd' ? 'आँकड़ों का मानक विचलन' : 'आँकड़ों का प्रसरण',
      },
      type: 'numeric',
      statement: {
        en: `Find the ${ask === 'sd' ? 'standard deviation' : 'variance'} of the following ${n} observations (use the population formula, dividing by $n$): ${data.join(', ')}.`,
        hi: `निम्नलिखित ${n} प्रेक्षणों का ${ask === 'sd' ? 'मानक विचलन' : 'प्रसरण'} ज्ञात कीजिए (समष्टि सूत्र से, $n$ से भाग देकर): ${data.join(', ')}।`,
      },
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution: {
        en: [
          `Mean $= \\frac{${total}}{${n}} = ${mean}$.`,
          `Deviations from the mean: ${devText}. Squares: ${squares.join(', ')}; their sum $= ${sum(squares)}$.`,
          ask === 'sd'
            ? `$\\sigma^2 = \\frac{${sum(squares)}}{${n}} = ${variance}$, so $\\sigma = \\sqrt{${variance}} = ${sd}$.`
            : `Variance $\\sigma^2 = \\frac{${sum(squares)}}{${n}} = ${variance}$.`,
          '',
          `**Answer: ${value}**`,
        ].join('\n\n'),
        hi: [
          `माध्य $= \\frac{${total}}{${n}} = ${mean}$।`,
          `माध्य से विचलन: ${devText}। वर्ग: ${squares.join(', ')}; इनका योग $= ${sum(squares)}$।`,
          ask === 'sd'
            ? `$\\sigma^2 = \\frac{${sum(squares)}}{${n}} = ${variance}$, अतः $\\sigma = \\sqrt{${variance}} = ${sd}$।`
            : `प्रसरण $\\sigma^2 = \\frac{${sum(squares)}}{${n}} = ${variance}$।`,
          '',
          `**उत्तर: ${value}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [n, ...data, value],
      check() {
        // The other formula: mean of the squares minus the square of the mean.
        const meanOfSquares = sum(data.map((x) => x * x)) / n;
        const m = sum(data) / n;
        const v = meanOfSquares - m * m;
        return { kind: 'numeric', value: Math.round(ask === 'sd' ? Math.sqrt(v) : v), tolerance: 0 };
      },
    };
  },
};
