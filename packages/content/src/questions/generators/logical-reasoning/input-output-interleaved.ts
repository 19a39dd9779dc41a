import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';
import { singleChoice as choice } from '../shared/single-choice.js';
import {
  direct,
  drawRun,
  firstWord,
  INTRO,
  IO_WORDS,
  type Item,
  illustration,
  largest,
  line,
  type Machine,
  run,
  textOptions,
  twoDigit,
  worked,
} from './input-output-machines.js';

/**
 * Input-output machines with two interleaved rules (odd steps move a number to the left, even steps
 * a word to the right), asked at CAT level, and a machine of arithmetic steps stated in words. The
 * checkers write step k down directly (sorted blocks at the ends) or recompute each number alone.
 */

/** Odd steps: the largest number to the left; even steps: the dictionary-first word to the right. */
const INTERLEAVED: Machine = {
  pick: (step, rest) =>
    step % 2 === 1 ? { toLeft: [largest(rest)], toRight: [] } : { toLeft: [], toRight: [firstWord(rest)] },
  rule: {
    en: 'in odd-numbered steps the largest number not yet arranged moves to the left, just after the numbers already arranged; in even-numbered steps the word that comes first in dictionary order moves to the right, just before the words already arranged; the other elements keep their order',
    hi: 'विषम क्रमांक वाले चरणों में अभी तक व्यवस्थित न हुई सबसे बड़ी संख्या बाईं ओर, पहले से व्यवस्थित संख्याओं के ठीक बाद, आती है; सम क्रमांक वाले चरणों में शब्दकोश क्रम में सबसे पहले आने वाला शब्द दाईं ओर, पहले से व्यवस्थित शब्दों के ठीक पहले, आता है; शेष तत्वों का क्रम नहीं बदलता',
  },
};

/** Step k of INTERLEAVED written down directly: ⌈k/2⌉ numbers descending, ⌊k/2⌋ words reversed. */
function interleavedStep(input: readonly Item[], k: number): Item[] {
  const ns = input.filter((x): x is number => typeof x === 'number').sort((a, b) => b - a);
  const ws = input.filter((x): x is string => typeof x === 'string').sort();
  return direct(input, ns.slice(0, Math.ceil(k / 2)), ws.slice(0, Math.floor(k / 2)).reverse());
}

const mixed = (rng: Rng) => () => rng.shuffle([...rng.shuffle(IO_WORDS).slice(0, 4), ...twoDigit(rng, 4)]);

const ORD_EN = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** The place of one element in step k of a machine that alternates two rules. */
export const inputOutputInterleavedPosition: QuestionGenerator = {
  id: 'input-output/interleaved-position',
  topic: 'input-output',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const example = drawRun(INTERLEAVED, mixed(rng), 7);
    const task = drawRun(INTERLEAVED, mixed(rng), 5);
    const k = rng.int(3, task.steps.length);
    const step = elementAt(task.steps, k - 1);
    const fromRight = rng.next() < 0.5;
    const place = (s: readonly Item[], x: Item) => (fromRight ? s.length - s.indexOf(x) : s.indexOf(x) + 1);
    // An element that has moved since the input, so its place needs the run.
    const movers = step.filter((x) => place(step, x) !== place(task.input, x));
    const x = rng.pick(movers.length > 0 ? movers : step);
    const answer = place(step, x);
    const slips = [
      place(task.steps[k - 2] ?? task.input, x), // stops one step early
      place(task.steps[k] ?? task.input, x), // goes one step too far
      fromRight ? step.indexOf(x) + 1 : step.length - step.indexOf(x), // counts from the other end
      place(run({ ...INTERLEAVED, pick: (i, r) => INTERLEAVED.pick(i + 1, r) }, task.input)[k - 1] ?? [], x), // starts with the word rule
      place(task.input, x),
    ].map(String);
    const { options, correctIndex } = textOptions(rng, String(answer), slips, [
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const ill = illustration(example.input, example.steps);
    const end = fromRight ? { en: 'right', hi: 'दाएँ' } : { en: 'left', hi: 'बाएँ' };
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nThe machine is now given the input: ${line(task.input)}. In step ${k}, what is the position of ${x} from the ${end.en} end?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nअब मशीन को इनपुट दिया जाता है: ${line(task.input)}। चरण ${k} में ${x} का ${end.hi} छोर से स्थान क्या है?`,
    };
    const w = worked(task.input, task.steps, k);
    const solution: Text = {
      en: [
        `The illustration alternates two rules: ${INTERLEAVED.rule.en}.`,
        w.en,
        `In step ${k}, ${x} is ${ORD_EN[answer]} from the ${end.en} end.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण में दो नियम बारी-बारी से लगते हैं: ${INTERLEAVED.rule.hi}।`,
        w.hi,
        `चरण ${k} में ${end.hi} छोर से गिनने पर ${x} स्थान ${answer} पर है।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      {
        en: 'Machine with alternating rules: position in a step',
        hi: 'बारी-बारी नियमों वाली मशीन: चरण में स्थान',
      },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [k],
      () => {
        const s = interleavedStep(task.input, k);
        return options.indexOf(String(fromRight ? s.length - s.indexOf(x) : s.indexOf(x) + 1));
      },
    );
  },
};

/** Given step k of an input, which of four lines could have been the input. */
export const inputOutputPossibleInput: QuestionGenerator = {
  id: 'input-output/possible-input',
  topic: 'input-output',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const example = drawRun(INTERLEAVED, mixed(rng), 7);
    const task = drawRun(INTERLEAVED, mixed(rng), 5);
    const k = rng.int(2, Math.min(4, task.steps.length - 1));
    const target = line(elementAt(task.steps, k - 1));
    // Wrong inputs: the true input with two elements swapped, kept only when step k changes.
    const wrong: string[] = [];
    for (let tries = 0; wrong.length < 3 && tries < 200; tries++) {
      const copy = [...task.input];
      const i = rng.int(0, copy.length - 2);
      const j = rng.next() < 0.6 ? i + 1 : rng.int(0, copy.length - 1);
      [copy[i], copy[j]] = [elementAt(copy, j), elementAt(copy, i)];
      const text = line(copy);
      const stepK = run(INTERLEAVED, copy)[k - 1];
      if (stepK && line(stepK) !== target && !wrong.includes(text) && text !== line(task.input))
        wrong.push(text);
    }
    const { options, correctIndex } = textOptions(rng, line(task.input), wrong, []);
    const ill = illustration(example.input, example.steps);
    const statement: Text = {
      en: `${INTRO.en}\n\n${ill.en}\n\nFollowing the same rule, step ${k} of a new input is: ${target}. Which of the following could be the input?`,
      hi: `${INTRO.hi}\n\n${ill.hi}\n\nइसी नियम से, किसी नए इनपुट का चरण ${k} है: ${target}। निम्नलिखित में से कौन-सा इनपुट हो सकता है?`,
    };
    const placed = (lang: 'en' | 'hi') => {
      const s = elementAt(task.steps, k - 1);
      const nLeft = Math.ceil(k / 2);
      const nRight = Math.floor(k / 2);
      const middle = s.slice(nLeft, s.length - nRight);
      return lang === 'en'
        ? `After ${k} steps, ${nLeft} number${nLeft === 1 ? '' : 's'} stand at the left and ${nRight} word${nRight === 1 ? '' : 's'} at the right; the elements in between (${line(middle)}) must keep their input order.`
        : `${k} चरणों के बाद बाईं ओर ${nLeft} संख्या और दाईं ओर ${nRight} शब्द व्यवस्थित हैं; बीच के तत्व (${line(middle)}) इनपुट वाले क्रम में ही रहते हैं।`;
    };
    const w = worked(task.input, task.steps, k);
    const solution: Text = {
      en: [
        `The illustration alternates two rules: ${INTERLEAVED.rule.en}.`,
        placed('en'),
        `Only ${line(task.input)} gives this step:`,
        w.en,
        `Each of the other lines gives a different step ${k}: the elements not yet arranged then stand in another order.`,
        `**Answer: ${line(task.input)}**`,
      ].join('\n\n'),
      hi: [
        `उदाहरण में दो नियम बारी-बारी से लगते हैं: ${INTERLEAVED.rule.hi}।`,
        placed('hi'),
        `केवल ${line(task.input)} से यह चरण बनता है:`,
        w.hi,
        `बाकी हर पंक्ति से चरण ${k} अलग बनता है: तब अव्यवस्थित तत्व दूसरे क्रम में रहते हैं।`,
        `**उत्तर: ${line(task.input)}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Machine with alternating rules: find the input', hi: 'बारी-बारी नियमों वाली मशीन: इनपुट ज्ञात करें' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [k],
      () => {
        const fits = options
          .map((o, i) => {
            const input: Item[] = o.split(' ').map((t) => (/^\d+$/.test(t) ? Number(t) : t));
            return line(interleavedStep(input, k)) === target ? i : -1;
          })
          .filter((i) => i >= 0);
        return fits.length === 1 ? elementAt(fits, 0) : -1;
      },
    );
  },
};

/** An arithmetic step applied to every number: kind and parameter (the checker re-reads these). */
interface ArithmeticRule {
  kind: 'odd-add-even-half' | 'over-subtract-else-double' | 'three-divide-else-add';
  p: number;
}

function ruleText(r: ArithmeticRule): Text {
  if (r.kind === 'odd-add-even-half')
    return {
      en: `every odd number is increased by ${r.p} and every even number is halved`,
      hi: `हर विषम संख्या में ${r.p} जोड़ा जाता है और हर सम संख्या आधी की जाती है`,
    };
  if (r.kind === 'over-subtract-else-double')
    return {
      en: `every number greater than ${r.p} is reduced by ${r.p} and every other number is doubled`,
      hi: `${r.p} से बड़ी हर संख्या में से ${r.p} घटाया जाता है और बाकी हर संख्या दोगुनी की जाती है`,
    };
  return {
    en: `every multiple of 3 is divided by 3 and every other number is increased by ${r.p}`,
    hi: `3 की हर गुणज संख्या को 3 से भाग दिया जाता है और बाकी हर संख्या में ${r.p} जोड़ा जाता है`,
  };
}

function applyRule(r: ArithmeticRule, x: number): number {
  if (r.kind === 'odd-add-even-half') return x % 2 === 1 ? x + r.p : x / 2;
  if (r.kind === 'over-subtract-else-double') return x > r.p ? x - r.p : 2 * x;
  return x % 3 === 0 ? x / 3 : x + r.p;
}

/** The checker's version: one number through all the steps, by a table of operations. */
function throughSteps(rules: readonly ArithmeticRule[], x: number): number {
  let v = x;
  for (const r of rules) {
    const ops: Record<
      ArithmeticRule['kind'],
      [(y: number) => boolean, (y: number) => number, (y: number) => number]
    > = {
      'odd-add-even-half': [(y) => y % 2 !== 0, (y) => y + r.p, (y) => y / 2],
      'over-subtract-else-double': [(y) => y > r.p, (y) => y - r.p, (y) => y + y],
      'three-divide-else-add': [(y) => y % 3 === 0, (y) => y / 3, (y) => y + r.p],
    };
    const [when, yes, no] = ops[r.kind];
    v = when(v) ? yes(v) : no(v);
  }
  return v;
}

/** Three arithmetic steps stated in words, applied to a line of numbers; the sum after the last step. */
export const inputOutputArithmeticSteps: QuestionGenerator = {
  id: 'input-output/arithmetic-steps',
  topic: 'input-output',
  difficulty: 'medium',
  exams: ['Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const kinds = rng.shuffle([
      'odd-add-even-half',
      'over-subtract-else-double',
      'three-divide-else-add',
    ] as const);
    const rules: ArithmeticRule[] = kinds.map((kind) => ({
      kind,
      p:
        kind === 'odd-add-even-half'
          ? rng.pick([1, 3, 5])
          : kind === 'over-subtract-else-double'
            ? rng.pick([20, 25, 30, 40])
            : rng.pick([2, 4, 5, 7]),
    }));
    const input = twoDigit(rng, 5);
    const lines: number[][] = [input];
    for (const r of rules) lines.push(elementAt(lines, lines.length - 1).map((x) => applyRule(r, x)));
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    const answer = sum(elementAt(lines, 3));
    const swapped = input.map((x) =>
      throughSteps([elementAt(rules, 1), elementAt(rules, 0), elementAt(rules, 2)], x),
    );
    const slips = [
      sum(elementAt(lines, 2)), // stops after step 2
      sum(swapped), // applies steps 1 and 2 in the wrong order
      sum(input.map((x) => throughSteps(rules.slice(1), x))), // skips step 1
      answer + 2 * (rules[2]?.p ?? 1),
    ].map(String);
    const { options, correctIndex } = textOptions(rng, String(answer), slips, [
      String(answer + 1),
      String(answer - 1),
    ]);
    const ruleList = (lang: 'en' | 'hi') =>
      rules
        .map(
          (r, i) =>
            `- ${lang === 'en' ? 'Step' : 'चरण'} ${i + 1}: ${ruleText(r)[lang]}${lang === 'en' ? '.' : '।'}`,
        )
        .join('\n');
    const statement: Text = {
      en: `A machine changes a line of numbers in three steps:\n\n${ruleList('en')}\n\nInput: ${line(input)}. What is the sum of the numbers in step 3?`,
      hi: `एक मशीन संख्याओं की पंक्ति को तीन चरणों में बदलती है:\n\n${ruleList('hi')}\n\nइनपुट: ${line(input)}। चरण 3 में संख्याओं का योग क्या है?`,
    };
    const rows = (word: string, inputWord: string) =>
      lines.map((l, i) => `- ${i === 0 ? inputWord : `${word} ${i}`}: ${line(l)}`).join('\n');
    const total = `$${elementAt(lines, 3).join(' + ')} = ${answer}$`;
    const solution: Text = {
      en: [
        `Apply the steps one after another to every number:`,
        rows('Step', 'Input'),
        `Sum in step 3: ${total}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `हर संख्या पर चरण एक के बाद एक लगाएँ:`,
        rows('चरण', 'इनपुट'),
        `चरण 3 में योग: ${total}।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Arithmetic machine: sum after the steps', hi: 'अंकगणितीय मशीन: चरणों के बाद योग' },
      statement,
      options,
      correctIndex,
      solution,
      90,
      [...input],
      () => options.indexOf(String(input.reduce((s, x) => s + throughSteps(rules, x), 0))),
    );
  },
};
