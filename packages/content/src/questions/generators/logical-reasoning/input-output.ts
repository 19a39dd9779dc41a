import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * The shapes of input-output (id – what it asks – exams):
 * - input-output/number-machine – step k of a number-sorting machine – Bank PO, SSC CGL, RRB NTPC, Placements
 * - input-output/word-number-position – an element's place in step k (word-number pairs) – Bank PO, Placements
 * - input-output/steps-needed – how many steps a new input needs – Bank PO, Placements
 * - input-output/step-of-arrangement – which step a given arrangement is (word sorter) – Bank PO, SSC CGL, Placements
 * - input-output/last-step – the last step and its number (numbers ascending, words descending) – Bank PO, Placements
 * - input-output/elements-between – how many elements stand between two in step k – Bank PO, Placements
 * - input-output/unchanged-places – how many numbers keep their input place in step k – Bank PO, SSC CGL, Placements
 * - input-output/arithmetic-steps – the sum after three arithmetic steps stated in words – Bank PO, Placements
 * - input-output/interleaved-position – a place in step k of a machine alternating two rules (CAT level) – CAT, Bank PO, Placements
 * - input-output/possible-input – which line could be the input of a given step (CAT level) – CAT, Bank PO, Placements
 */

/**
 * Input-output (machine rearrangement). The generator runs the machine step by step: each step takes
 * the next element(s) by scanning what is left and moves them next to the block already arranged.
 * The checker never runs the steps: it writes step k down directly, as "the first k picks in sorted
 * order, then every other element in its input order", using a sort instead of scanning.
 */

type Item = string | number;

const line = (items: readonly Item[]) => items.join(' ');

/** Words with different first letters, so dictionary order is read from the first letter. */
const WORDS = [
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
  'umbrella',
  'violin',
  'water',
  'yacht',
  'zebra',
];
/** Pairs sharing a first letter: dictionary order then depends on a later letter (hard questions). */
const LOOKALIKES = [
  ['bat', 'ball'],
  ['card', 'cart'],
  ['dust', 'dusk'],
  ['fire', 'film'],
  ['game', 'gate'],
  ['hope', 'home'],
  ['lamp', 'land'],
  ['milk', 'mill'],
  ['pen', 'pet'],
  ['rain', 'rail'],
  ['seed', 'seal'],
  ['tone', 'tool'],
  ['wind', 'wine'],
];

/** `count` distinct two-digit numbers. */
function numbers(rng: Rng, count: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(rng.int(11, 98));
  return [...out];
}

/** A machine: which element(s) each step takes, and from which end the arranged block grows. */
interface Machine {
  /** The elements the next step places, chosen by scanning the elements not yet arranged. */
  next(rest: readonly Item[]): Item[];
  fromLeft: boolean;
  rule: Text;
}

/** The machine run step by step: every line after the input, stopping once the line is final. */
function run(machine: Machine, input: readonly Item[]): Item[][] {
  const full: Item[][] = [];
  let placed: Item[] = [];
  let rest = [...input];
  while (rest.length > 0) {
    const take = machine.next(rest);
    rest = rest.filter((x) => !take.includes(x));
    placed = machine.fromLeft ? [...placed, ...take] : [...take, ...placed];
    full.push(machine.fromLeft ? [...placed, ...rest] : [...rest, ...placed]);
  }
  const last = line(full[full.length - 1] ?? []);
  const stop = full.findIndex((s) => line(s) === last);
  return full.slice(0, stop + 1);
}

/** True when every step changes the line (a step that moves nothing would confuse the count). */
function everyStepMoves(input: readonly Item[], steps: Item[][]): boolean {
  return steps.every((s, i) => line(s) !== line(i === 0 ? input : elementAt(steps, i - 1)));
}

/** Numbers only: the smallest (or largest) left number moves to one end each step. */
function numberMachine(smallest: boolean, fromLeft: boolean): Machine {
  const which = smallest ? { en: 'smallest', hi: 'सबसे छोटी' } : { en: 'largest', hi: 'सबसे बड़ी' };
  const end = fromLeft ? { en: 'left', hi: 'बाएँ' } : { en: 'right', hi: 'दाएँ' };
  const side = fromLeft
    ? { en: 'to the right of', hi: 'के दाईं ओर' }
    : { en: 'to the left of', hi: 'के बाईं ओर' };
  return {
    fromLeft,
    next: (rest) => {
      let best = elementAt(rest, 0) as number;
      for (const x of rest)
        if ((smallest && (x as number) < best) || (!smallest && (x as number) > best)) best = x as number;
      return [best];
    },
    rule: {
      en: `in each step the ${which.en} of the numbers not yet arranged moves to the ${end.en} end, just ${side.en} the numbers already arranged; the other numbers keep their order`,
      hi: `प्रत्येक चरण में अभी तक व्यवस्थित न हुई संख्याओं में से ${which.hi} संख्या ${end.hi} छोर की ओर, पहले से व्यवस्थित संख्याओं ${side.hi} आ जाती है; शेष संख्याओं का क्रम नहीं बदलता`,
    },
  };
}

/** Words and numbers: each step places a word (dictionary order) and a number, word first. */
function pairMachine(wordsAscending: boolean, numbersDescending: boolean): Machine {
  const w = wordsAscending
    ? { en: 'the word that comes first in dictionary order', hi: 'शब्दकोश क्रम में सबसे पहले आने वाला शब्द' }
    : { en: 'the word that comes last in dictionary order', hi: 'शब्दकोश क्रम में सबसे अंत में आने वाला शब्द' };
  const n = numbersDescending
    ? { en: 'the largest number', hi: 'सबसे बड़ी संख्या' }
    : { en: 'the smallest number', hi: 'सबसे छोटी संख्या' };
  return {
    fromLeft: true,
    next: (rest) => {
      let word = '';
      let num = -1;
      for (const x of rest) {
        if (typeof x === 'string') {
          if (word === '' || (wordsAscending ? x < word : x > word)) word = x;
        } else if (num < 0 || (numbersDescending ? x > num : x < num)) num = x;
      }
      return [word, num];
    },
    rule: {
      en: `in each step ${w.en} and ${n.en} among those not yet arranged move to the left, word first, just after the pairs already arranged; the other elements keep their order`,
      hi: `प्रत्येक चरण में अभी तक व्यवस्थित न हुए तत्वों में से ${w.hi} और ${n.hi} बाईं ओर, पहले से व्यवस्थित जोड़ों के ठीक बाद, आ जाते हैं (पहले शब्द, फिर संख्या); शेष तत्वों का क्रम नहीं बदलता`,
    },
  };
}

const INTRO: Text = {
  en: 'A word and number arrangement machine, when given an input line, rearranges it following a particular rule in each step. Here is an illustration of an input and its rearrangement:',
  hi: 'एक शब्द और संख्या व्यवस्था मशीन को जब कोई इनपुट पंक्ति दी जाती है, तो वह प्रत्येक चरण में एक निश्चित नियम के अनुसार उसे पुनर्व्यवस्थित करती है। नीचे एक इनपुट और उसकी पुनर्व्यवस्था का उदाहरण है:',
};

/** The illustration as a Markdown list: the input, every step, and which step is the last. */
function illustration(input: readonly Item[], steps: Item[][]): Text {
  const rows = (inputWord: string, stepWord: string) =>
    [`- ${inputWord}: ${line(input)}`, ...steps.map((s, i) => `- ${stepWord} ${i + 1}: ${line(s)}`)].join(
      '\n',
    );
  return {
    en: `${rows('Input', 'Step')}\n\nStep ${steps.length} is the last step.`,
    hi: `${rows('इनपुट', 'चरण')}\n\nचरण ${steps.length} अंतिम चरण है।`,
  };
}

/** An input whose run shows every step moving something and lasts at least `minSteps` steps. */
function drawInput(machine: Machine, make: () => Item[], minSteps: number) {
  for (;;) {
    const input = make();
    const steps = run(machine, input);
    if (steps.length >= minSteps && everyStepMoves(input, steps)) return { input, steps };
  }
}

/** Four distinct option texts: the answer, the listed slips, then the filler candidates. */
function textOptions(rng: Rng, correct: string, slips: string[], filler: string[]) {
  const chosen = [correct];
  for (const t of [...slips, ...rng.shuffle(filler)])
    if (t !== '' && !chosen.includes(t) && chosen.length < 4) chosen.push(t);
  const options = rng.shuffle(chosen);
  return { options, correctIndex: options.indexOf(correct) };
}

/** Step k written down directly (the checker's method): sorted picks first, the rest in input order. */
function stepBySorting(
  input: readonly Item[],
  k: number,
  picks: { sortWords?: (a: string, b: string) => number; sortNumbers: (a: number, b: number) => number },
  fromLeft: boolean,
): Item[] {
  const nums = input.filter((x): x is number => typeof x === 'number').sort(picks.sortNumbers);
  const words = input.filter((x): x is string => typeof x === 'string');
  const { sortWords } = picks;
  if (sortWords) {
    words.sort(sortWords);
    const block: Item[] = [];
    for (let i = 0; i < k; i++) block.push(elementAt(words, i), elementAt(nums, i));
    return [...block, ...input.filter((x) => !block.includes(x))];
  }
  const block = nums.slice(0, k);
  const rest = input.filter((x) => !block.includes(x as number));
  return fromLeft ? [...block, ...rest] : [...rest, ...block.reverse()];
}

/** Numbers only; the illustration shows the rule, the question asks step k of a new input. */
export const inputOutputNumberMachine: QuestionGenerator = {
  id: 'input-output/number-machine',
  topic: 'input-output',
  difficulty: 'easy',
  exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'Placements'],
  generate(rng) {
    const smallest = rng.next() < 0.5;
    const fromLeft = rng.next() < 0.5;
    const machine = numberMachine(smallest, fromLeft);
    const size = 6;
    const example = drawInput(machine, () => numbers(rng, size), 4);
    const task = drawInput(machine, () => numbers(rng, size), 3);
    const k = rng.int(2, Math.min(4, task.steps.length));
    const answer = line(elementAt(task.steps, k - 1));
    // Slips: the opposite pick, one step too few or too many, swapping instead of shifting.
    const opposite = run(numberMachine(!smallest, fromLeft), task.input);
    const swapped = [...task.input];
    for (let i = 0; i < k; i++) {
      const rest = fromLeft ? swapped.slice(i) : swapped.slice(0, size - i);
      const [pick] = machine.next(rest);
      const from = swapped.indexOf(pick as number);
      const to = fromLeft ? i : size - 1 - i;
      [swapped[from], swapped[to]] = [elementAt(swapped, to), elementAt(swapped, from)];
    }
    const slips = [
      line(swapped), // swaps the picked number with the one in its place instead of shifting the rest
      line(opposite[k - 1] ?? []), // picks the largest instead of the smallest (or the reverse)
      line(task.steps[k - 2] ?? []), // one step too few
      line(task.steps[k] ?? []), // one step too many
    ];
    const otherEnd = run(numberMachine(smallest, !fromLeft), task.input);
    const step = elementAt(task.steps, k - 1);
    const flipped = fromLeft
      ? [...step.slice(0, k).reverse(), ...step.slice(k)]
      : [...step.slice(0, size - k), ...step.slice(size - k).reverse()];
    const filler = [
      line(otherEnd[k - 1] ?? []),
      line(flipped), // the arranged block written in reverse
      line(opposite[k] ?? []),
      line(opposite[k - 2] ?? []),
      line([...task.input].reverse()),
    ];
    const { options, correctIndex } = textOptions(rng, answer, slips, filler);
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `A number arrangement machine, when given an input line of numbers, rearranges them following a particular rule in each step. Here is an illustration:\n\n${ill.en}\n\nFollowing the same rule, what is step ${k} for the input: ${line(task.input)}?`,
      hi: `एक संख्या व्यवस्था मशीन को जब संख्याओं की कोई इनपुट पंक्ति दी जाती है, तो वह प्रत्येक चरण में एक निश्चित नियम के अनुसार उन्हें पुनर्व्यवस्थित करती है। उदाहरण:\n\n${ill.hi}\n\nइसी नियम से, इनपुट ${line(task.input)} के लिए चरण ${k} क्या होगा?`,
    };
    const shown = task.steps.slice(0, k);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${machine.rule.en}.`,
        `Apply it to the new input:\n\n${[`- Input: ${line(task.input)}`, ...shown.map((s, i) => `- Step ${i + 1}: ${line(s)}`)].join('\n')}`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${machine.rule.hi}।`,
        `नए इनपुट पर यही नियम लगाएँ:\n\n${[`- इनपुट: ${line(task.input)}`, ...shown.map((s, i) => `- चरण ${i + 1}: ${line(s)}`)].join('\n')}`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Number arrangement machine: find a step', hi: 'संख्या व्यवस्था मशीन: चरण ज्ञात करें' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [k],
      check(): QuestionAnswer {
        const order = smallest ? (a: number, b: number) => a - b : (a: number, b: number) => b - a;
        const direct = line(stepBySorting(task.input, k, { sortNumbers: order }, fromLeft));
        return { kind: 'choice', correct: [options.indexOf(direct)] };
      },
    };
  },
};

/** Words and numbers in pairs (as in bank exams); the question asks an element's place in step k. */
export const inputOutputWordNumberPosition: QuestionGenerator = {
  id: 'input-output/word-number-position',
  topic: 'input-output',
  difficulty: 'medium',
  exams: ['Bank PO', 'Placements'],
  generate(rng) {
    const wordsAscending = rng.next() < 0.7;
    const numbersDescending = rng.next() < 0.5;
    const machine = pairMachine(wordsAscending, numbersDescending);
    const make = () => rng.shuffle([...rng.shuffle(WORDS).slice(0, 4), ...numbers(rng, 4)]);
    const example = drawInput(machine, make, 3);
    const task = drawInput(machine, make, 3);
    const k = rng.int(2, task.steps.length);
    const step = elementAt(task.steps, k - 1);
    const m = rng.int(2, 5);
    const fromRight = rng.next() < 0.5;
    const at = (s: readonly Item[], place: number, right: boolean) =>
      String(s[right ? s.length - place : place - 1] ?? '');
    const answer = at(step, m, fromRight);
    const slips = [
      at(step, m, !fromRight), // counts from the wrong end
      at(task.steps[k - 2] ?? task.input, m, fromRight), // uses the previous step
      at(task.steps[k] ?? [], m, fromRight), // uses the next step
      at(step, m + 1, fromRight), // miscounts by one
      at(step, m - 1, fromRight),
    ];
    const { options, correctIndex } = textOptions(rng, answer, slips, step.map(String));
    const endEn = fromRight ? 'right' : 'left';
    const endHi = fromRight ? 'दाएँ' : 'बाएँ';
    const ordEn = ['', 'first', 'second', 'third', 'fourth', 'fifth'][m];
    const ordHi = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें'][m];
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nThe machine is now given the input: ${line(task.input)}. In step ${k}, which element is ${ordEn} from the ${endEn} end?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nअब मशीन को इनपुट दिया जाता है: ${line(task.input)}। चरण ${k} में ${endHi} छोर से ${ordHi} स्थान पर कौन-सा तत्व है?`,
    };
    const shown = task.steps.slice(0, k);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${machine.rule.en}.`,
        [`- Input: ${line(task.input)}`, ...shown.map((s, i) => `- Step ${i + 1}: ${line(s)}`)].join('\n'),
        `In step ${k}, counting from the ${endEn} end, the ${ordEn} element is ${answer}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${machine.rule.hi}।`,
        [`- इनपुट: ${line(task.input)}`, ...shown.map((s, i) => `- चरण ${i + 1}: ${line(s)}`)].join('\n'),
        `चरण ${k} में ${endHi} छोर से गिनने पर ${ordHi} स्थान पर ${answer} है।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Word and number machine: position in a step', hi: 'शब्द-संख्या मशीन: चरण में स्थान' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [k],
      check(): QuestionAnswer {
        const direct = stepBySorting(
          task.input,
          k,
          {
            sortWords: (a, b) => (wordsAscending ? a.localeCompare(b, 'en') : b.localeCompare(a, 'en')),
            sortNumbers: (a, b) => (numbersDescending ? b - a : a - b),
          },
          true,
        );
        const value = String(direct[fromRight ? direct.length - m : m - 1]);
        return { kind: 'choice', correct: [options.indexOf(value)] };
      },
    };
  },
};

/**
 * How many steps a new input needs. The input is built so that the last pairs may already sit in
 * their final order (the run then ends early), and words may share first letters.
 */
export const inputOutputStepsNeeded: QuestionGenerator = {
  id: 'input-output/steps-needed',
  topic: 'input-output',
  difficulty: 'hard',
  exams: ['Bank PO', 'Placements'],
  generate(rng) {
    const machine = pairMachine(true, rng.next() < 0.5);
    const pairs = 5;
    const pickWords = () => {
      const twin = rng.pick(LOOKALIKES);
      const others = rng.shuffle(WORDS.filter((w) => !twin.some((t) => t[0] === w[0]))).slice(0, pairs - 2);
      return rng.shuffle([...twin, ...others]);
    };
    const example = drawInput(machine, () => rng.shuffle([...pickWords(), ...numbers(rng, pairs)]), 4);
    // The task: choose how many steps it needs, then keep the later pairs in final order in the input.
    const target = rng.pick([pairs - 2, pairs - 1, pairs - 1, pairs]);
    let task: { input: Item[]; steps: Item[][] };
    for (;;) {
      const words = pickWords();
      const nums = numbers(rng, pairs);
      const finalLine = run(machine, [...words, ...nums]).at(-1) ?? [];
      const tail = finalLine.slice(2 * target); // pairs that must already stand in final order
      const head = rng.shuffle(finalLine.slice(0, 2 * target));
      const input: Item[] = [...tail];
      for (const x of head) input.splice(rng.int(0, input.length), 0, x);
      const steps = run(machine, input);
      if (steps.length === target && everyStepMoves(input, steps)) {
        task = { input, steps };
        break;
      }
    }
    const answer = task.steps.length;
    const { options, correctIndex } = textOptions(
      rng,
      String(answer),
      [
        String(pairs), // assumes one step per pair
        String(pairs - 1), // assumes the last pair always falls into place
        String(answer + 1), // counts the input as a step
        String(answer - 1),
      ],
      ['2', '6'],
    );
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nFollowing the same rule, how many steps will the machine need to complete the rearrangement of the input: ${line(task.input)}?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nइसी नियम से, इनपुट ${line(task.input)} की पुनर्व्यवस्था पूरी करने के लिए मशीन को कितने चरण लगेंगे?`,
    };
    const last = line(task.steps.at(-1) ?? []);
    const solution: Text = {
      en: [
        `Rule from the illustration: ${machine.rule.en}. Dictionary order looks past a shared first letter (compare the next letters).`,
        [`- Input: ${line(task.input)}`, ...task.steps.map((s, i) => `- Step ${i + 1}: ${line(s)}`)].join(
          '\n',
        ),
        `After step ${answer} the line is ${last}: every remaining element already stands in its final place, so no further step is needed.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण से नियम: ${machine.rule.hi}। पहला अक्षर समान हो तो शब्दकोश क्रम अगले अक्षरों से तय होता है।`,
        [`- इनपुट: ${line(task.input)}`, ...task.steps.map((s, i) => `- चरण ${i + 1}: ${line(s)}`)].join('\n'),
        `चरण ${answer} के बाद पंक्ति ${last} है: शेष सभी तत्व पहले से अपने अंतिम स्थान पर हैं, इसलिए आगे कोई चरण नहीं चाहिए।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    const numbersDescending = machine.rule.en.includes('largest');
    return {
      title: { en: 'Word and number machine: steps needed', hi: 'शब्द-संख्या मशीन: आवश्यक चरण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [answer],
      check(): QuestionAnswer {
        // The first k for which "k sorted pairs, then the rest in input order" is already the final line.
        const picks = {
          sortWords: (a: string, b: string) => a.localeCompare(b, 'en'),
          sortNumbers: (a: number, b: number) => (numbersDescending ? b - a : a - b),
        };
        const final = line(stepBySorting(task.input, pairs, picks, true));
        let k = 1;
        while (k < pairs && line(stepBySorting(task.input, k, picks, true)) !== final) k++;
        return { kind: 'choice', correct: [options.indexOf(String(k))] };
      },
    };
  },
};
