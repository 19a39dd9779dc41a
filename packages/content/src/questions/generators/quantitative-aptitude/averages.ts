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
