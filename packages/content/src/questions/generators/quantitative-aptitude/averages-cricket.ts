import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** A number with at most two decimals, without float noise: 6.25, 7. */
const dec = (v: number) => String(Math.round(v * 100) / 100);

/** Run rate in the first overs and a target: the run rate needed in the remaining overs. */
export const averagesRequiredRunRate: QuestionGenerator = {
  id: 'averages/required-run-rate',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  count: 40,
  generate(rng) {
    let overs = 0;
    let first = 0;
    let rate10 = 0;
    let target = 0;
    let need = 0;
    for (;;) {
      overs = rng.pick([20, 50]);
      first = overs === 20 ? rng.pick([5, 6, 8, 10]) : rng.pick([10, 15, 20, 25]);
      rate10 = rng.int(25, 90); // the run rate in tenths
      target = rng.int(overs * 4, overs * 9);
      const scored = (first * rate10) / 10;
      need = (target - scored) / (overs - first);
      const whole = Number.isInteger(scored) && ((target - scored) * 100) % (overs - first) === 0;
      if (whole && need > rate10 / 10 && need <= 14) break;
    }
    const rate = rate10 / 10;
    const scored = (first * rate10) / 10; // whole (the loop made sure): no float noise such as 19.799999999999997
    const rest = overs - first;
    const { options, correctIndex } = choiceOptions(
      rng,
      need,
      [
        target / rest, // forgets the runs already scored
        (target - scored) / overs, // spreads the runs still needed over all the overs
        target / overs, // the rate over the whole innings
        target / rest - rate, // subtracts the run rates instead of the runs
        need + rate / 2,
      ].filter((v) => v > 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9),
      dec,
    );
    return {
      title: { en: 'Required run rate for the remaining overs', hi: 'शेष ओवरों में आवश्यक रन गति' },
      type: 'single',
      statement: {
        en: `In the first ${first} overs of a ${overs}-over cricket innings, the run rate was only ${dec(rate)}. What should be the run rate in the remaining ${rest} overs to reach a target of ${target} runs?`,
        hi: `${overs} ओवर की एक क्रिकेट पारी के पहले ${first} ओवरों में रन गति केवल ${dec(rate)} थी। ${target} रन के लक्ष्य तक पहुँचने के लिए शेष ${rest} ओवरों में रन गति कितनी होनी चाहिए?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Runs scored in the first ${first} overs $= ${first} \\times ${dec(rate)} = ${scored}$.`,
          `Runs still needed $= ${target} - ${scored} = ${target - scored}$ in ${rest} overs.`,
          `Required run rate $= \\frac{${target - scored}}{${rest}} = ${dec(need)}$ runs per over.`,
          '',
          `**Answer: ${dec(need)}**`,
        ].join('\n\n'),
        hi: [
          `पहले ${first} ओवरों में बने रन $= ${first} \\times ${dec(rate)} = ${scored}$।`,
          `${rest} ओवरों में अभी चाहिए रन $= ${target} - ${scored} = ${target - scored}$।`,
          `आवश्यक रन गति $= \\frac{${target - scored}}{${rest}} = ${dec(need)}$ रन प्रति ओवर।`,
          '',
          `**उत्तर: ${dec(need)}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [first, overs, target, rest],
      check() {
        // Try run rates in steps of 0.01 (in hundredths, to stay whole) until the total reaches the target.
        for (let r100 = 1; r100 <= 3600; r100++) {
          if (first * rate10 * 10 + rest * r100 === target * 100)
            return { kind: 'choice', correct: [options.indexOf(dec(r100 / 100))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A bowler's average falls after a match; the most runs he can give in the next to push it lower (CAT). */
export const averagesBowlerAverage: QuestionGenerator = {
  id: 'averages/bowler-average-limit',
  topic: 'averages',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO'],
  count: 60,
  generate(rng) {
    let avg = 0;
    let before = 0;
    let w = 0;
    let runs = 0;
    let drop = 0;
    let w2 = 0;
    let limit = 0;
    let most = 0;
    for (;;) {
      avg = rng.int(14, 32);
      drop = rng.int(1, 3);
      w = rng.int(3, 7);
      before = rng.int(20, 150);
      // (avg·before + runs) / (before + w) = avg − drop
      runs = (avg - drop) * (before + w) - avg * before;
      if (runs < 5) continue;
      w2 = rng.int(2, 6);
      limit = avg - drop - rng.int(1, 2);
      most = limit * (before + w + w2) - (avg - drop) * (before + w);
      if (most >= 3 && most <= 120 && runs <= 120) break;
    }
    const now = before + w;
    const total = now + w2;
    const solveN = drop === 1 ? `$n = ${before}$` : `$${drop}n = ${drop * before}$, $n = ${before}$`;
    const { options, correctIndex } = choiceOptions(
      rng,
      most,
      [
        limit * w2, // keeps the new match's average below the limit only
        limit * (before + w2) - (avg - drop) * before, // forgets the wickets of the last match
        most - 1, // reads "at most" as "below"
        limit * total - avg * now, // uses the old average for the runs so far
        (limit + 1) * total - (avg - drop) * now - 1, // aims for the wrong limit
      ].filter((v) => Number.isInteger(v) && v > 0),
    );
    return {
      title: {
        en: "Bowler's average: most runs he can concede",
        hi: 'गेंदबाज़ का औसत: अधिकतम दिए जा सकने वाले रन',
      },
      type: 'single',
      statement: {
        en: `A bowler's average was ${avg} runs per wicket. In a match he took ${w} wickets for ${runs} runs, which lowered his average by ${drop}. In the next match he takes ${w2} wickets. At most how many runs can he give away in that match if his average is to be ${limit} or less afterwards?`,
        hi: `एक गेंदबाज़ का औसत ${avg} रन प्रति विकेट था। एक मैच में उसने ${runs} रन देकर ${w} विकेट लिए, जिससे उसका औसत ${drop} कम हो गया। अगले मैच में वह ${w2} विकेट लेता है। यदि उसके बाद उसका औसत ${limit} या उससे कम रहना है, तो उस मैच में वह अधिक से अधिक कितने रन दे सकता है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let him have taken $n$ wickets before. Then $\\frac{${avg}n + ${runs}}{n + ${w}} = ${avg - drop}$, so $${avg}n + ${runs} = ${avg - drop}n + ${(avg - drop) * w}$ and ${solveN}.`,
          `After that match: ${now} wickets for $${now} \\times ${avg - drop} = ${now * (avg - drop)}$ runs.`,
          `After the next match: ${total} wickets; for an average of at most ${limit} the runs must be at most $${total} \\times ${limit} = ${total * limit}$.`,
          `So he can give at most $${total * limit} - ${now * (avg - drop)} = ${most}$ runs.`,
          '',
          `**Answer: ${most}**`,
        ].join('\n\n'),
        hi: [
          `मान लें पहले उसने $n$ विकेट लिए थे। तब $\\frac{${avg}n + ${runs}}{n + ${w}} = ${avg - drop}$, अतः $${avg}n + ${runs} = ${avg - drop}n + ${(avg - drop) * w}$ और ${solveN}।`,
          `उस मैच के बाद: ${now} विकेट, $${now} \\times ${avg - drop} = ${now * (avg - drop)}$ रन।`,
          `अगले मैच के बाद: ${total} विकेट; औसत अधिकतम ${limit} रहने के लिए कुल रन अधिकतम $${total} \\times ${limit} = ${total * limit}$ हो सकते हैं।`,
          `अतः वह अधिक से अधिक $${total * limit} - ${now * (avg - drop)} = ${most}$ रन दे सकता है।`,
          '',
          `**उत्तर: ${most}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [avg, w, runs, drop, w2, limit, most],
      check() {
        // Find the earlier wickets by trial, then add runs one at a time while the average stays in bounds.
        for (let n = 1; n <= 1000; n++) {
          if ((avg * n + runs) * 1 !== (avg - drop) * (n + w)) continue;
          const soFar = avg * n + runs;
          let r = 0;
          while (soFar + r + 1 <= limit * (n + w + w2)) r++;
          return { kind: 'choice', correct: [options.indexOf(String(r))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
