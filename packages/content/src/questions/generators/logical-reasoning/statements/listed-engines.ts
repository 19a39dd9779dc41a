import type { Difficulty, ExamTag, QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import type { Bi, Candidate } from './shared.js';

/**
 * Engines for the statement questions of group S whose candidates are listed in the statement
 * (I, II, III…), so that each choice of candidates is a different question: "which one of them
 * does (not) hold", "which of the two / three hold" (options are sets) and the five-way inference
 * judgement. The judgements themselves are hand-made data (`Candidate.holds` with a reason).
 */

/** A statement (or passage, argument, pair of statements) with its hand-judged candidates. */
export interface ListedItem {
  statement: Bi;
  candidates: readonly Candidate[];
}

export interface ListedWording {
  title: Bi;
  /** "Statement" / "Passage" / "Argument": the heading of the given text. */
  given: Bi;
  /** "Conclusions" above the list. */
  heading: Bi;
  /** "Conclusion", before a numeral. */
  label: Bi;
  holds: Bi;
  fails: Bi;
  /** The question asked under the list. */
  question: Bi;
  /** The rule the solution starts with. */
  opening: Bi;
}

/** For set options: "None of them follows", "All three follow", the verb after one or more numerals. */
export interface SetWording extends ListedWording {
  none: Bi;
  all: Bi;
  verbOne: Bi;
  verbMany: Bi;
}

const NUMERALS = ['I', 'II', 'III', 'IV'] as const;

function at<T>(list: readonly T[], k: number): T {
  const x = list[k];
  if (x === undefined) throw new Error(`no element ${k}`);
  return x;
}

function statementText(item: ListedItem, shown: readonly Candidate[], w: ListedWording, lang: 'en' | 'hi') {
  return [
    `**${w.given[lang]}:** ${item.statement[lang]}`,
    '',
    `**${w.heading[lang]}:**`,
    ...shown.map((c, k) => `${at(NUMERALS, k)}. ${c.text[lang]}`),
    '',
    w.question[lang],
  ].join('\n');
}

function reasonLines(shown: readonly Candidate[], w: ListedWording, lang: 'en' | 'hi') {
  return shown.map(
    (c, k) =>
      `${w.label[lang]} ${at(NUMERALS, k)} ${c.holds ? w.holds[lang] : w.fails[lang]}: ${c.why[lang]}`,
  );
}

function bilingual(f: (lang: 'en' | 'hi') => string): Bi {
  return { en: f('en'), hi: f('hi') };
}

/**
 * Four candidates listed, exactly one of them unlike the others: the one that holds among three
 * that do not (`odd: true`), or the one that does not among three that do (`odd: false`).
 */
export function oddOneQuestion(
  rng: Rng,
  items: readonly ListedItem[],
  w: ListedWording,
  odd: boolean,
  expectedSeconds: number,
): GeneratedQuestion {
  const usable = items.filter(
    (it) =>
      it.candidates.filter((c) => c.holds === odd).length >= 1 &&
      it.candidates.filter((c) => c.holds !== odd).length >= 3,
  );
  const item = rng.pick(usable);
  const oddOne = rng.pick(item.candidates.filter((c) => c.holds === odd));
  const others = rng.shuffle(item.candidates.filter((c) => c.holds !== odd)).slice(0, 3);
  const shown = rng.shuffle([oddOne, ...others]);
  const correct = shown.indexOf(oddOne);
  const options = NUMERALS.map((n) => ({ en: `${w.label.en} ${n}`, hi: `${w.label.hi} ${n}` }));
  const solution = bilingual((lang) =>
    [
      w.opening[lang],
      ...reasonLines(shown, w, lang),
      `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${at(options, correct)[lang]}**`,
    ].join('\n\n'),
  );
  return {
    title: w.title,
    type: 'single',
    statement: bilingual((lang) => statementText(item, shown, w, lang)),
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution,
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      // The odd one is the candidate whose label differs from the majority of the four.
      const holding = shown.filter((c) => c.holds).length;
      const majority = holding >= 2;
      const right = shown.map((c, k) => (c.holds !== majority ? k : -1)).filter((k) => k >= 0);
      return { kind: 'choice', correct: right };
    },
  };
}

/** "Only I and III follow", from a membership mask over k numerals. */
function setText(mask: number, k: number, w: SetWording): Bi {
  const names = NUMERALS.slice(0, k).filter((_, j) => (mask & (1 << j)) !== 0);
  if (names.length === 0) return w.none;
  if (names.length === k) return w.all;
  const list = (and: string) =>
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
  const verb = names.length === 1 ? w.verbOne : w.verbMany;
  return { en: `Only ${list('and')} ${verb.en}`, hi: `केवल ${list('और')} ${verb.hi}` };
}

/**
 * k (2 or 3) candidates listed: which of them hold? The right set is drawn first (every set that the
 * item allows is equally likely), then candidates that make it. With two candidates the options are
 * the four sets in a fixed order; with three, the right set and three other sets, shuffled.
 */
export function setQuestion(
  rng: Rng,
  items: readonly ListedItem[],
  w: SetWording,
  k: 2 | 3,
  expectedSeconds: number,
): GeneratedQuestion {
  const item = rng.pick(items);
  const yes = item.candidates.filter((c) => c.holds);
  const no = item.candidates.filter((c) => !c.holds);
  const masks = Array.from({ length: 1 << k }, (_, m) => m).filter((m) => {
    const ones = NUMERALS.slice(0, k).filter((_, j) => (m & (1 << j)) !== 0).length;
    return ones <= yes.length && k - ones <= no.length;
  });
  const mask = rng.pick(masks);
  const ys = rng.shuffle(yes);
  const ns = rng.shuffle(no);
  const shown = NUMERALS.slice(0, k).map(
    (_, j) => ((mask & (1 << j)) !== 0 ? ys.pop() : ns.pop()) as Candidate,
  );
  // With three candidates, three other sets drawn at random (each a misjudgement of one or more
  // candidates); not always the one-flip neighbours, which would give the answer away as their centre.
  const others = rng.shuffle(Array.from({ length: 8 }, (_, m) => m).filter((m) => m !== mask)).slice(0, 3);
  const optionMasks = k === 2 ? [1, 2, 3, 0] : rng.shuffle([mask, ...others]);
  const options = optionMasks.map((m) => setText(m, k, w));
  const correct = optionMasks.indexOf(mask);
  const solution = bilingual((lang) =>
    [
      w.opening[lang],
      ...reasonLines(shown, w, lang),
      `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${at(options, correct)[lang]}**`,
    ].join('\n\n'),
  );
  return {
    title: w.title,
    type: 'single',
    statement: bilingual((lang) => statementText(item, shown, w, lang)),
    options,
    answer: { kind: 'choice', correct: [correct] },
    solution,
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      // An option is right when, numeral by numeral, it names exactly the candidates that hold.
      const right = optionMasks
        .map((m, o) => (shown.every((c, j) => ((m & (1 << j)) !== 0) === c.holds) ? o : -1))
        .filter((o) => o >= 0);
      return { kind: 'choice', correct: right };
    },
  };
}

/** A generator of one of the engines above. */
export function listedGenerator(
  id: string,
  difficulty: Difficulty,
  exams: ExamTag[],
  count: number,
  make: (rng: Rng) => GeneratedQuestion,
): QuestionGenerator {
  return { id, topic: id.split('/')[0] ?? '', difficulty, exams, count, generate: make };
}
