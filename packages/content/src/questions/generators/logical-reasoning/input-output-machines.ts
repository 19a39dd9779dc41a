import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';
import { singleChoice as choice } from '../shared/single-choice.js';

/**
 * Input-output machines that build a block at the left end, at the right end or both. The generator
 * runs the machine step by step (`run`); the checkers never run it: they write step k down directly
 * (`direct`) as "the first picks sorted at the ends, every other element in its input order".
 */

export type Item = string | number;
export const line = (items: readonly Item[]) => items.join(' ');

/** Words with different first letters, so dictionary order is read from the first letter. */
export const IO_WORDS = [
  'apple',
  'bread',
  'cloud',
  'drum',
  'eagle',
  'flute',
  'grape',
  'house',
  'igloo',
  'jungle',
  'kite',
  'lemon',
  'mango',
  'night',
  'ocean',
  'pearl',
  'queen',
  'river',
  'stone',
  'tiger',
  'violin',
  'water',
  'yacht',
  'zebra',
];

export function twoDigit(rng: Rng, count: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(rng.int(11, 98));
  return [...out];
}

/** A machine: what step i (1-based) places at the left block's end and at the right block's start. */
export interface Machine {
  pick(step: number, rest: readonly Item[]): { toLeft: Item[]; toRight: Item[] };
  rule: Text;
}

const nums = (xs: readonly Item[]) => xs.filter((x): x is number => typeof x === 'number');
const words = (xs: readonly Item[]) => xs.filter((x): x is string => typeof x === 'string');
export const smallest = (xs: readonly Item[]) =>
  nums(xs).reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
export const largest = (xs: readonly Item[]) =>
  nums(xs).reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
export const firstWord = (xs: readonly Item[]) => [...words(xs)].sort()[0] ?? '';

/** Every line after the input, stopping at the first line that is already final. */
export function run(machine: Machine, input: readonly Item[]): Item[][] {
  const all: Item[][] = [];
  let left: Item[] = [];
  let right: Item[] = [];
  let rest = [...input];
  for (let step = 1; rest.length > 0; step++) {
    const { toLeft, toRight } = machine.pick(step, rest);
    rest = rest.filter((x) => !toLeft.includes(x) && !toRight.includes(x));
    left = [...left, ...toLeft];
    right = [...toRight, ...right];
    all.push([...left, ...rest, ...right]);
  }
  const last = line(all.at(-1) ?? []);
  return all.slice(0, all.findIndex((s) => line(s) === last) + 1);
}

/** Step k written down directly: `left` and `right` blocks, the rest in input order between them. */
export function direct(input: readonly Item[], left: readonly Item[], right: readonly Item[]): Item[] {
  return [...left, ...input.filter((x) => !left.includes(x) && !right.includes(x)), ...right];
}

/** An input whose run moves something in every step and lasts at least `minSteps` steps. */
export function drawRun(machine: Machine, make: () => Item[], minSteps: number) {
  for (;;) {
    const input = make();
    const steps = run(machine, input);
    const moves = steps.every((s, i) => line(s) !== line(i === 0 ? input : elementAt(steps, i - 1)));
    if (steps.length >= minSteps && moves) return { input, steps };
  }
}

export const INTRO: Text = {
  en: 'A word and number arrangement machine, when given an input line, rearranges it following a particular rule in each step. Here is an illustration of an input and its rearrangement:',
  hi: 'एक शब्द और संख्या व्यवस्था मशीन को जब कोई इनपुट पंक्ति दी जाती है, तो वह प्रत्येक चरण में एक निश्चित नियम के अनुसार उसे पुनर्व्यवस्थित करती है। नीचे एक इनपुट और उसकी पुनर्व्यवस्था का उदाहरण है:',
};

/** The illustration: the input, every step, and which step is the last. */
export function illustration(input: readonly Item[], steps: readonly Item[][]): Text {
  const rows = (i: string, s: string) =>
    [`- ${i}: ${line(input)}`, ...steps.map((x, k) => `- ${s} ${k + 1}: ${line(x)}`)].join('\n');
  return {
    en: `${rows('Input', 'Step')}\n\nStep ${steps.length} is the last step.`,
    hi: `${rows('इनपुट', 'चरण')}\n\nचरण ${steps.length} अंतिम चरण है।`,
  };
}

/** The worked run for the solution: the input and the first `upTo` steps. */
export function worked(input: readonly Item[], steps: readonly Item[][], upTo: number): Text {
  const shown = steps.slice(0, upTo);
  return {
    en: [`- Input: ${line(input)}`, ...shown.map((s, i) => `- Step ${i + 1}: ${line(s)}`)].join('\n'),
    hi: [`- इनपुट: ${line(input)}`, ...shown.map((s, i) => `- चरण ${i + 1}: ${line(s)}`)].join('\n'),
  };
}

/** Four distinct option texts: the answer, the slips in order, then shuffled filler. */
export function textOptions(rng: Rng, correct: string, slips: string[], filler: string[]) {
  const chosen = [correct];
  for (const t of [...slips, ...rng.shuffle(filler)])
    if (t !== '' && !chosen.includes(t) && chosen.length < 4) chosen.push(t);
  const options = rng.shuffle(chosen);
  return { options, correctIndex: options.indexOf(correct) };
}

/** Words only: each step the word first in dictionary order moves to the left, after the placed ones. */
const WORD_SORTER: Machine = {
  pick: (_step, rest) => ({ toLeft: [firstWord(rest)], toRight: [] }),
  rule: {
    en: 'in each step the word that comes first in dictionary order among those not yet arranged moves to the left, just after the words already arranged; the other words keep their order',
    hi: 'प्रत्येक चरण में अभी तक व्यवस्थित न हुए शब्दों में से शब्दकोश क्रम में सबसे पहले आने वाला शब्द बाईं ओर, पहले से व्यवस्थित शब्दों के ठीक बाद, आ जाता है; शेष शब्दों का क्रम नहीं बदलता',
  },
};

/** Given an arrangement of a new input, which step of the word-sorting machine it is. */
export const inputOutputStepOfArrangement: QuestionGenerator = {
  id: 'input-output/step-of-arrangement',
  topic: 'input-output',
  difficulty: 'easy',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  count: 40,
  generate(rng) {
    const make = () => rng.shuffle(IO_WORDS).slice(0, 6);
    const example = drawRun(WORD_SORTER, make, 4);
    const task = drawRun(WORD_SORTER, make, 4);
    const k = rng.int(2, task.steps.length);
    const shown = line(elementAt(task.steps, k - 1));
    const stepText = (j: number) => String(j);
    const { options, correctIndex } = textOptions(
      rng,
      stepText(k),
      // Slips: counting the input as step 1, stopping one step short, counting the placed words.
      [k + 1, k - 1, k + 2].filter((j) => j <= 6).map(stepText),
      ['1', '2', '3', '4', '5', '6'],
    );
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nFollowing the same rule, for the input ${line(task.input)}, which step is the arrangement: ${shown}?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nइसी नियम से, इनपुट ${line(task.input)} के लिए व्यवस्था ${shown} कौन-सा चरण है?`,
    };
    const run = worked(task.input, task.steps, k);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${WORD_SORTER.rule.en}.`,
        run.en,
        `The arrangement ${shown} is step ${k}.`,
        `**Answer: ${k}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${WORD_SORTER.rule.hi}।`,
        run.hi,
        `व्यवस्था ${shown} चरण ${k} है।`,
        `**उत्तर: ${k}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Word sorting machine: which step', hi: 'शब्द क्रम मशीन: कौन-सा चरण' },
      statement,
      options,
      correctIndex,
      solution,
      60,
      [],
      () => {
        // Step j directly: the first j words in dictionary order, then the rest in input order.
        const sorted = [...task.input].sort();
        const matches: number[] = [];
        const finalLine = line(direct(task.input, sorted, []));
        for (let j = 1; j <= 6; j++) {
          const at = line(direct(task.input, sorted.slice(0, j), []));
          if (at === shown) matches.push(j);
          if (at === finalLine) break;
        }
        return matches.length === 1 ? options.indexOf(stepText(elementAt(matches, 0))) : -1;
      },
    );
  },
};

/** Numbers ascending from the left, words (dictionary-first) placed at the right: words end up descending. */
export const ASC_DESC: Machine = {
  pick: (_step, rest) => ({ toLeft: [smallest(rest)], toRight: [firstWord(rest)] }),
  rule: {
    en: 'in each step the smallest number not yet arranged moves to the left, just after the numbers already arranged, and the word that comes first in dictionary order moves to the right, just before the words already arranged; the other elements keep their order',
    hi: 'प्रत्येक चरण में अभी तक व्यवस्थित न हुई सबसे छोटी संख्या बाईं ओर, पहले से व्यवस्थित संख्याओं के ठीक बाद, और शब्दकोश क्रम में सबसे पहले आने वाला शब्द दाईं ओर, पहले से व्यवस्थित शब्दों के ठीक पहले, आ जाता है; शेष तत्वों का क्रम नहीं बदलता',
  },
};

/** Step j of ASC_DESC written down directly. */
function ascDescStep(input: readonly Item[], j: number): Item[] {
  const ns = nums(input).sort((a, b) => a - b);
  const ws = words(input).sort();
  return direct(input, ns.slice(0, j), ws.slice(0, j).reverse());
}

const mixedInput = (rng: Rng) => () =>
  rng.shuffle([...rng.shuffle(IO_WORDS).slice(0, 4), ...twoDigit(rng, 4)]);

/** The last step of the mixed machine and its number (the run may end early). */
export const inputOutputLastStep: QuestionGenerator = {
  id: 'input-output/last-step',
  topic: 'input-output',
  difficulty: 'medium',
  exams: ['Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const example = drawRun(ASC_DESC, mixedInput(rng), 4);
    const task = drawRun(ASC_DESC, mixedInput(rng), 2);
    const m = task.steps.length;
    const last = elementAt(task.steps, m - 1);
    const opt = (j: number, xs: readonly Item[]) => `Step ${j}: ${line(xs)}`;
    const ns = nums(last);
    const ws = words(last);
    const slips = [
      opt(m === 4 ? 3 : m + 1, last), // assumes one step per pair always (or one too few)
      opt(m, [...ns, ...[...ws].reverse()]), // writes the words in dictionary order
      opt(m, [...[...ns].reverse(), ...ws]), // writes the numbers in descending order
      opt(m - 1, last),
    ];
    const { options, correctIndex } = textOptions(rng, opt(m, last), slips, [opt(m, [...ws, ...ns])]);
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nFollowing the same rule, which is the last step for the input ${line(task.input)}, and what does it look like?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nइसी नियम से, इनपुट ${line(task.input)} के लिए अंतिम चरण कौन-सा है और वह कैसा दिखता है?`,
    };
    const w = worked(task.input, task.steps, m);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${ASC_DESC.rule.en}.`,
        w.en,
        `After step ${m} every element stands in its final place (numbers ascending, then words in reverse dictionary order), so step ${m} is the last step.`,
        `**Answer: ${opt(m, last)}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${ASC_DESC.rule.hi}।`,
        w.hi,
        `चरण ${m} के बाद हर तत्व अपने अंतिम स्थान पर है (संख्याएँ आरोही क्रम में, फिर शब्द उलटे शब्दकोश क्रम में), इसलिए चरण ${m} अंतिम चरण है।`,
        `**उत्तर: चरण ${m}: ${line(last)}**`,
      ].join('\n\n'),
    };
    const bilingual = options.map((o) => ({ en: o, hi: o.replace(/^Step /, 'चरण ') }));
    return choice(
      { en: 'Mixed machine: the last step', hi: 'मिश्रित मशीन: अंतिम चरण' },
      statement,
      bilingual,
      correctIndex,
      solution,
      90,
      [],
      () => {
        const final = ascDescStep(task.input, 4);
        let j = 1;
        while (line(ascDescStep(task.input, j)) !== line(final)) j++;
        return options.indexOf(opt(j, final));
      },
    );
  },
};

/** How many elements lie between two given elements in step k of the mixed machine. */
export const inputOutputElementsBetween: QuestionGenerator = {
  id: 'input-output/elements-between',
  topic: 'input-output',
  difficulty: 'medium',
  exams: ['Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const example = drawRun(ASC_DESC, mixedInput(rng), 4);
    const task = drawRun(ASC_DESC, mixedInput(rng), 3);
    const k = rng.int(2, task.steps.length);
    const step = elementAt(task.steps, k - 1);
    let a: Item;
    let b: Item;
    do [a, b] = rng.shuffle(step).slice(0, 2) as [Item, Item];
    while (Math.abs(step.indexOf(a) - step.indexOf(b)) < 2);
    const between = (s: readonly Item[]) => Math.abs(s.indexOf(a) - s.indexOf(b)) - 1;
    const answer = between(step);
    const slips = [
      between(task.steps[k - 2] ?? task.input), // uses the previous step
      between(task.steps[k] ?? task.input), // uses the next step (or the input)
      answer + 1, // counts one of the two elements as well
      answer - 1,
      between(task.input),
    ].map(String);
    const { options, correctIndex } = textOptions(rng, String(answer), slips, [
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nThe machine is now given the input: ${line(task.input)}. How many elements are there between ${a} and ${b} in step ${k}?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nअब मशीन को इनपुट दिया जाता है: ${line(task.input)}। चरण ${k} में ${a} और ${b} के बीच कितने तत्व हैं?`,
    };
    const w = worked(task.input, task.steps, k);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${ASC_DESC.rule.en}.`,
        w.en,
        `In step ${k}, ${a} and ${b} have ${answer} element${answer === 1 ? '' : 's'} between them.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${ASC_DESC.rule.hi}।`,
        w.hi,
        `चरण ${k} में ${a} और ${b} के बीच ${answer} तत्व हैं।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Mixed machine: elements between two', hi: 'मिश्रित मशीन: दो तत्वों के बीच' },
      statement,
      options,
      correctIndex,
      solution,
      90,
      [k],
      () => {
        const s = ascDescStep(task.input, k);
        return options.indexOf(String(Math.abs(s.indexOf(a) - s.indexOf(b)) - 1));
      },
    );
  },
};

/** Numbers only: the smallest moves to the left each step; how many numbers keep their input place. */
const NUMBER_SORTER: Machine = {
  pick: (_step, rest) => ({ toLeft: [smallest(rest)], toRight: [] }),
  rule: {
    en: 'in each step the smallest number not yet arranged moves to the left, just after the numbers already arranged; the other numbers keep their order',
    hi: 'प्रत्येक चरण में अभी तक व्यवस्थित न हुई सबसे छोटी संख्या बाईं ओर, पहले से व्यवस्थित संख्याओं के ठीक बाद, आ जाती है; शेष संख्याओं का क्रम नहीं बदलता',
  },
};

/** How many numbers stand in the same place in step k as in the input. */
export const inputOutputUnchangedPlaces: QuestionGenerator = {
  id: 'input-output/unchanged-places',
  topic: 'input-output',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'Placements'],
  count: 40,
  generate(rng) {
    const make = () => twoDigit(rng, 7);
    const example = drawRun(NUMBER_SORTER, make, 4);
    const task = drawRun(NUMBER_SORTER, make, 3);
    const k = rng.int(2, task.steps.length);
    const same = (s: readonly Item[]) => s.filter((x, i) => task.input[i] === x);
    const step = elementAt(task.steps, k - 1);
    const answer = same(step).length;
    const slips = [
      same(task.steps[k - 2] ?? []).length, // compares the previous step
      7 - k, // assumes every number not yet arranged keeps its place
      answer + 1,
      answer - 1,
    ].map(String);
    const { options, correctIndex } = textOptions(rng, String(answer), slips, ['0', '1', '2', '3', '4', '5']);
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `A number arrangement machine, when given an input line of numbers, rearranges them following a particular rule in each step. Here is an illustration:\n\n${ill.en}\n\nFor the input ${line(task.input)}, how many numbers are in the same position in step ${k} as in the input?`,
      hi: `एक संख्या व्यवस्था मशीन को जब संख्याओं की कोई इनपुट पंक्ति दी जाती है, तो वह प्रत्येक चरण में एक निश्चित नियम के अनुसार उन्हें पुनर्व्यवस्थित करती है। उदाहरण:\n\n${ill.hi}\n\nइनपुट ${line(task.input)} के लिए चरण ${k} में कितनी संख्याएँ उसी स्थान पर हैं जिस पर वे इनपुट में थीं?`,
    };
    const w = worked(task.input, task.steps, k);
    const kept = same(step);
    const keptText =
      kept.length === 0 ? { en: 'none', hi: 'कोई नहीं' } : { en: kept.join(', '), hi: kept.join(', ') };
    const solution: Text = {
      en: [
        `Rule from the illustration: ${NUMBER_SORTER.rule.en}.`,
        w.en,
        `Compare step ${k} with the input place by place: the numbers in the same place are ${keptText.en}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${NUMBER_SORTER.rule.hi}।`,
        w.hi,
        `चरण ${k} की इनपुट से स्थान-दर-स्थान तुलना करें: उसी स्थान पर रहने वाली संख्याएँ — ${keptText.hi}।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Number machine: places unchanged', hi: 'संख्या मशीन: अपरिवर्तित स्थान' },
      statement,
      options,
      correctIndex,
      solution,
      75,
      [k],
      () => {
        const sorted = nums(task.input).sort((x, y) => x - y);
        const s = direct(task.input, sorted.slice(0, k), []);
        return options.indexOf(String(s.filter((x, i) => task.input[i] === x).length));
      },
    );
  },
};
