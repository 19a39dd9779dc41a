/**
 * Averages: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `averages/number-removed` – one number leaves a group and the average changes: the number – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `averages/batsman-next-innings` – a batsman's score in the next innings raises his average: the new average – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `averages/middle-result` – averages of all results and of the first and last halves: the common middle one – SSC CGL, RRB NTPC, Bank PO, CAT
 * - `averages/join-and-replace` – one joins, another replaces: a chain of average weights – SSC CGL, RRB NTPC, Bank PO, CAT
 * - `averages/consecutive-odd-even` – the average of consecutive odd or even numbers: the largest or smallest – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `averages/wrong-entry-corrected` – one observation recorded wrongly: the correct average – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `averages/family-with-new-baby` – a family's average age years ago and today, a baby born since: the baby's age – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `averages/two-sections-combined` – two sections' averages and the combined average: the size of the second section – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `averages/required-run-rate` – run rate in the first overs and a target: the run rate needed in the rest – SSC CGL, RRB NTPC, Bank PO
 * - `averages/bowler-average-limit` (CAT) – a bowler's average falls after a match: the most runs he can give in the next – CAT, SSC CGL, Bank PO
 * - `averages/largest-possible-member` (CAT) – distinct integers with an average and the smallest few's average: the largest possible – CAT, Placements
 * - `averages/class-size-from-averages` – boys' and girls' averages, the class average and a range for the class size: the number of girls – CAT, Bank PO, Placements
 * - `averages/student-moves-sections` (CAT) – a student moves from one section to another and both averages rise: the sizes or the old average – CAT, Bank PO, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/** One number leaves a group and the average changes: find the number that left. */
export const averagesNumberRemoved: QuestionGenerator = {
  id: 'averages/number-removed',
  topic: 'averages',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = rng.int(5, 12);
    const before = rng.int(20, 80);
    const after = before + rng.pick([-3, -2, -1, 1, 2, 3]);
    const removed = n * before - (n - 1) * after;
    const { options, correctIndex } = choiceOptions(rng, removed, [
      before - (after - before), // treats the change as applying to one number only
      (n - 1) * before - (n - 1) * after + before, // off-by-one in the count
      n * after - (n - 1) * before, // swaps the two averages
      removed + (after - before) * 2,
    ]);
    const statement = {
      en: `The average of ${n} numbers is ${before}. When one of the numbers is removed, the average of the remaining numbers becomes ${after}. Which number was removed?`,
      hi: `${n} संख्याओं का औसत ${before} है। इनमें से एक संख्या हटाने पर शेष संख्याओं का औसत ${after} हो जाता है। हटाई गई संख्या कौन-सी है?`,
    };
    const solution = {
      en: [
        `Total of the ${n} numbers $= ${n} \\times ${before} = ${n * before}$.`,
        `Total of the remaining ${n - 1} numbers $= ${n - 1} \\times ${after} = ${(n - 1) * after}$.`,
        `The removed number is the difference: $${n * before} - ${(n - 1) * after} = ${removed}$.`,
        '',
        `**Answer: ${removed}**`,
      ].join('\n\n'),
      hi: [
        `${n} संख्याओं का योग $= ${n} \\times ${before} = ${n * before}$।`,
        `शेष ${n - 1} संख्याओं का योग $= ${n - 1} \\times ${after} = ${(n - 1) * after}$।`,
        `हटाई गई संख्या दोनों योगों का अंतर है: $${n * before} - ${(n - 1) * after} = ${removed}$।`,
        '',
        `**उत्तर: ${removed}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Number removed from a group', hi: 'समूह से हटाई गई संख्या' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [n, before, after, removed],
      check() {
        // Deviation method: the removed number equals the new average minus how far the others moved.
        const value = after - n * (after - before);
        return { kind: 'choice', correct: [options.indexOf(String(value))] };
      },
    };
  },
};

/** English ordinal of a number: 1st, 2nd, 3rd, 11th, 17th, 21st… */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A batsman's score in the next innings raises his average: find the new average. */
export const averagesBatsmanInnings: QuestionGenerator = {
  id: 'averages/batsman-next-innings',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const n = rng.int(9, 29); // innings played before
    const d = rng.int(1, 6); // rise in the average
    const after = rng.int(20, 70); // average after the next innings
    const score = after + n * d;
    const innings = n + 1;
    const { options, correctIndex } = choiceOptions(rng, after, [
      after - d, // gives the old average (or multiplies the rise by the new number of innings)
      after + d, // multiplies the rise by one innings too few
      after - 2 * d, // subtracts the rise once more from the old average
    ]);
    return {
      title: { en: "Batsman's average after an innings", hi: 'एक पारी के बाद बल्लेबाज़ का औसत' },
      type: 'single',
      statement: {
        en: `A batsman scores ${score} runs in his ${ordinal(innings)} innings and thereby increases his average by ${d} ${d === 1 ? 'run' : 'runs'}. What is his average after the ${ordinal(innings)} innings?`,
        hi: `एक बल्लेबाज़ अपनी ${innings}वीं पारी में ${score} रन बनाता है और इससे उसका औसत ${d} रन बढ़ जाता है। ${innings}वीं पारी के बाद उसका औसत क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `Let the average after ${n} innings be $x$. Then $\\frac{${n}x + ${score}}{${innings}} = x + ${d}$.`,
          `$${n}x + ${score} = ${innings}x + ${innings * d}$, so $x = ${score} - ${innings * d} = ${after - d}$.`,
          `New average $= ${after - d} + ${d} = ${after}$. Shortcut: $${score} - ${n} \\times ${d} = ${after}$.`,
          '',
          `**Answer: ${after}**`,
        ].join('\n\n'),
        hi: [
          `मान लें ${n} पारियों के बाद औसत $x$ है। तब $\\frac{${n}x + ${score}}{${innings}} = x + ${d}$।`,
          `$${n}x + ${score} = ${innings}x + ${innings * d}$, अतः $x = ${score} - ${innings * d} = ${after - d}$।`,
          `नया औसत $= ${after - d} + ${d} = ${after}$। शॉर्टकट: $${score} - ${n} \\times ${d} = ${after}$।`,
          '',
          `**उत्तर: ${after}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 60,
      numbers: [score, innings, d, after],
      check() {
        // Try every possible old average until the totals agree.
        for (let old = 0; old <= score; old++) {
          if (n * old + score === innings * (old + d)) {
            return { kind: 'choice', correct: [options.indexOf(String(old + d))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Overlapping groups: the average of all results and of the first and last halves give the middle one. */
export const averagesMiddleResult: QuestionGenerator = {
  id: 'averages/middle-result',
  topic: 'averages',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT'],
  generate(rng) {
    const k = rng.int(4, 8); // each half has k results and they share the k-th
    const total = 2 * k - 1;
    let all = 0;
    let first = 0;
    let last = 0;
    let middle = 0;
    do {
      all = rng.int(20, 80);
      first = all + rng.int(-8, 8);
      last = all + rng.int(-8, 8);
      middle = k * (first + last) - total * all;
    } while (middle < 10 || middle > all + 60 || first === last);
    return {
      title: { en: 'The common middle result', hi: 'बीच का उभयनिष्ठ परिणाम' },
      type: 'numeric',
      statement: {
        en: `The average of ${total} results is ${all}. The average of the first ${k} of them is ${first} and that of the last ${k} is ${last}. Find the ${ordinal(k)} result.`,
        hi: `${total} परिणामों का औसत ${all} है। इनमें से पहले ${k} का औसत ${first} और अंतिम ${k} का औसत ${last} है। ${k}वाँ परिणाम ज्ञात कीजिए।`,
      },
      options: [],
      answer: { kind: 'numeric', value: middle, tolerance: 0 },
      solution: {
        en: [
          `Sum of all ${total} results $= ${total} \\times ${all} = ${total * all}$.`,
          `Sum of the first ${k} $= ${k} \\times ${first} = ${k * first}$; sum of the last ${k} $= ${k} \\times ${last} = ${k * last}$.`,
          `The two groups together cover every result once and the ${ordinal(k)} result twice, so the ${ordinal(k)} result $= ${k * first} + ${k * last} - ${total * all} = ${middle}$.`,
          '',
          `**Answer: ${middle}**`,
        ].join('\n\n'),
        hi: [
          `सभी ${total} परिणामों का योग $= ${total} \\times ${all} = ${total * all}$।`,
          `पहले ${k} का योग $= ${k} \\times ${first} = ${k * first}$; अंतिम ${k} का योग $= ${k} \\times ${last} = ${k * last}$।`,
          `दोनों समूहों में हर परिणाम एक बार और ${k}वाँ परिणाम दो बार आता है, अतः ${k}वाँ परिणाम $= ${k * first} + ${k * last} - ${total * all} = ${middle}$।`,
          '',
          `**उत्तर: ${middle}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 75,
      numbers: [total, all, k, first, last, middle],
      check() {
        // Deviation method: the middle result is the overall average plus the excess of each half.
        const value = all + k * (first - all) + k * (last - all);
        return { kind: 'numeric', value, tolerance: 0 };
      },
    };
  },
};

/** A joins, E replaces: a chain of average weights across three groups (classic SSC hard question). */
export const averagesJoinAndReplace: QuestionGenerator = {
  id: 'averages/join-and-replace',
  topic: 'averages',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT'],
  generate(rng) {
    let avg1 = 0;
    let avg2 = 0;
    let avg3 = 0;
    let D = 0;
    let A = 0;
    let k = 0;
    for (;;) {
      avg1 = rng.int(45, 85);
      avg2 = avg1 + rng.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]);
      D = 4 * avg2 - 3 * avg1; // weight of D from the two totals
      k = rng.int(2, 9); // E is k kg heavier than D
      // A's weight must make the new total of B, C, D, E a multiple of 4 (whole-number average).
      const choices: number[] = [];
      for (let w = 40; w <= 100; w++) {
        const bc = 3 * avg1 - w;
        if ((bc + 2 * D + k) % 4 === 0 && bc >= 80 && bc <= 190 && w !== D) choices.push(w);
      }
      if (D < 35 || D > 110 || choices.length === 0) continue;
      A = rng.pick(choices);
      avg3 = (3 * avg1 - A + 2 * D + k) / 4;
      if (avg3 !== avg2) break;
    }
    const E = D + k;
    const { options, correctIndex } = choiceOptions(
      rng,
      A,
      [
        A - 2 * k, // takes E as k kg lighter than D
        A - k, // forgets that E is heavier than D
        4 * avg2 - 4 * avg3 + k, // forgets D's own weight inside E
        A + 4, // a slip of one person in the final total
      ].filter((w) => w >= 30), // no impossible weights among the options
      (w) => `${w} kg`,
    );
    return {
      title: { en: 'Average after joining and replacing', hi: 'जुड़ने और बदलने के बाद औसत' },
      type: 'single',
      statement: {
        en: `The average weight of A, B and C is ${avg1} kg. When D joins them, the average weight of the four becomes ${avg2} kg. If E, whose weight is ${k} kg more than D's, replaces A, the average weight of B, C, D and E becomes ${avg3} kg. What is the weight of A?`,
        hi: `A, B और C का औसत भार ${avg1} kg है। D के शामिल होने पर चारों का औसत भार ${avg2} kg हो जाता है। यदि E, जिसका भार D से ${k} kg अधिक है, A का स्थान ले ले, तो B, C, D और E का औसत भार ${avg3} kg हो जाता है। A का भार कितना है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `$A + B + C = 3 \\times ${avg1} = ${3 * avg1}$ and $A + B + C + D = 4 \\times ${avg2} = ${4 * avg2}$, so $D = ${4 * avg2} - ${3 * avg1} = ${D}$ kg.`,
          `$E = ${D} + ${k} = ${E}$ kg.`,
          `$B + C + D + E = 4 \\times ${avg3} = ${4 * avg3}$.`,
          `Subtracting: $(A + B + C + D) - (B + C + D + E) = A - E = ${4 * avg2} - ${4 * avg3} = ${4 * avg2 - 4 * avg3}$, so $A = ${E} + (${4 * avg2 - 4 * avg3}) = ${A}$ kg.`,
          '',
          `**Answer: ${A} kg**`,
        ].join('\n\n'),
        hi: [
          `$A + B + C = 3 \\times ${avg1} = ${3 * avg1}$ और $A + B + C + D = 4 \\times ${avg2} = ${4 * avg2}$, अतः $D = ${4 * avg2} - ${3 * avg1} = ${D}$ kg।`,
          `$E = ${D} + ${k} = ${E}$ kg।`,
          `$B + C + D + E = 4 \\times ${avg3} = ${4 * avg3}$।`,
          `घटाने पर: $(A + B + C + D) - (B + C + D + E) = A - E = ${4 * avg2} - ${4 * avg3} = ${4 * avg2 - 4 * avg3}$, अतः $A = ${E} + (${4 * avg2 - 4 * avg3}) = ${A}$ kg।`,
          '',
          `**उत्तर: ${A} kg**`,
        ].join('\n\n'),
      },
      expectedSeconds: 150,
      numbers: [avg1, avg2, k, avg3, A],
      check() {
        // Try every weight for A and keep the one for which all three averages come out as stated.
        for (let w = 1; w <= 300; w++) {
          const bc = 3 * avg1 - w;
          const d = 4 * avg2 - (w + bc);
          if ((bc + d + (d + k)) / 4 === avg3) {
            return { kind: 'choice', correct: [options.indexOf(`${w} kg`)] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
