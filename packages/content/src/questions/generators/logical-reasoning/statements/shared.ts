import type { Difficulty, ExamTag, QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';

/**
 * Shared machinery for the "statement and two conclusions / assumptions" questions. The reasoning
 * lives in hand-judged data: each statement comes with candidate conclusions (or assumptions), each
 * labelled by hand as holding or not, with a one-line reason in English and Hindi, and the
 * complementary pairs (for "either … or") are marked by hand too. A question picks a statement and
 * two of its candidates; the answer follows from their labels.
 */

/** A text in English and Hindi. */
export interface Bi {
  en: string;
  hi: string;
}

/** One candidate conclusion or assumption, judged by hand. */
export interface Candidate {
  text: Bi;
  /** Follows (conclusions) or is implicit (assumptions). */
  holds: boolean;
  why: Bi;
}

/** A builder of hand-judged candidates that all hold (or all do not): text and reason in both languages. */
export const candidate =
  (holds: boolean) =>
  (en: string, hi: string, whyEn: string, whyHi: string): Candidate => ({
    text: { en, hi },
    holds,
    why: { en: whyEn, hi: whyHi },
  });

/** Two candidates of one statement, neither holding alone, exactly one of which must be true. */
export interface EitherPair {
  pair: readonly [number, number];
  why: Bi;
}

export interface StatementItem {
  statement: Bi;
  candidates: readonly Candidate[];
  either?: readonly EitherPair[];
}

export type TwoAnswer = 'only1' | 'only2' | 'either' | 'neither' | 'both';
export const TWO_ANSWERS: readonly TwoAnswer[] = ['only1', 'only2', 'either', 'neither', 'both'];

/** How one kind of question (conclusions or assumptions) is worded. */
export interface TwoItemWording {
  title: Bi;
  /** "Conclusions" / "निष्कर्ष", the heading above I and II. */
  heading: Bi;
  /** "Conclusion" / "निष्कर्ष", before the numeral in the solution. */
  label: Bi;
  holds: Bi;
  fails: Bi;
  instruction: Bi;
  opening: Bi;
  options: Record<TwoAnswer, Bi>;
}

/** The answer read from the labels: a lookup keyed by (I holds, II holds, complementary pair). */
const ANSWER_BY_LABELS: Record<string, TwoAnswer> = {
  '1-1-0': 'both',
  '1-0-0': 'only1',
  '0-1-0': 'only2',
  '0-0-0': 'neither',
  '0-0-1': 'either',
};

function eitherPairOf(item: StatementItem, i: number, j: number): EitherPair | undefined {
  return item.either?.find(
    (e) => (e.pair[0] === i && e.pair[1] === j) || (e.pair[0] === j && e.pair[1] === i),
  );
}

function candidateAt(item: StatementItem, i: number): Candidate {
  const c = item.candidates[i];
  if (!c) throw new Error(`no candidate ${i}`);
  return c;
}

function answerOf(item: StatementItem, i: number, j: number): TwoAnswer {
  const key = `${candidateAt(item, i).holds ? 1 : 0}-${candidateAt(item, j).holds ? 1 : 0}-${eitherPairOf(item, i, j) ? 1 : 0}`;
  const answer = ANSWER_BY_LABELS[key];
  if (!answer) throw new Error(`a complementary pair with a candidate that holds: ${item.statement.en}`);
  return answer;
}

/**
 * The checker's way: test each option's condition on the labels and keep the options whose condition
 * holds; exactly one must.
 */
function answerByConditions(item: StatementItem, i: number, j: number): number[] {
  const a = candidateAt(item, i).holds;
  const b = candidateAt(item, j).holds;
  const complementary =
    item.either?.some((e) => e.pair.includes(i) && e.pair.includes(j) && i !== j) ?? false;
  const conditions: Record<TwoAnswer, boolean> = {
    only1: a && !b,
    only2: b && !a,
    either: complementary && !a && !b,
    neither: !a && !b && !complementary,
    both: a && b,
  };
  const holding = TWO_ANSWERS.map((x, k) => (conditions[x] ? k : -1)).filter((k) => k >= 0);
  return holding.length === 1 ? holding : [];
}

/** A question on one statement of `items` with two of its candidates as I and II. */
export function twoItemQuestion(
  rng: Rng,
  items: readonly StatementItem[],
  wording: TwoItemWording,
  expectedSeconds: number,
): GeneratedQuestion {
  const item = rng.pick(items);
  // Group the ordered pairs of candidates by answer; pick an answer first so all answers appear.
  const byAnswer = new Map<TwoAnswer, [number, number][]>();
  for (let i = 0; i < item.candidates.length; i++) {
    for (let j = 0; j < item.candidates.length; j++) {
      if (i === j) continue;
      const a = answerOf(item, i, j);
      byAnswer.set(a, [...(byAnswer.get(a) ?? []), [i, j]]);
    }
  }
  // "Either" is possible for few statements only: give it double weight where it is.
  const answers = TWO_ANSWERS.filter((a) => byAnswer.has(a)).flatMap((a) => (a === 'either' ? [a, a] : [a]));
  const answer = rng.pick(answers);
  const [i, j] = rng.pick(byAnswer.get(answer) ?? []);
  const c1 = candidateAt(item, i);
  const c2 = candidateAt(item, j);
  const pair = eitherPairOf(item, i, j);

  const line = (c: Candidate, n: 'I' | 'II', lang: 'en' | 'hi') =>
    `${wording.label[lang]} ${n} ("${c.text[lang]}") ${c.holds ? wording.holds[lang] : wording.fails[lang]}: ${c.why[lang]}`;
  const closing = (lang: 'en' | 'hi') =>
    pair
      ? [
          lang === 'en'
            ? `Neither holds on its own, but I and II form a complementary pair: ${pair.why.en}`
            : `कोई भी अकेले मान्य नहीं है, पर I और II एक पूरक युग्म हैं: ${pair.why.hi}`,
        ]
      : [];
  const solution = (lang: 'en' | 'hi') =>
    [
      wording.opening[lang],
      line(c1, 'I', lang),
      line(c2, 'II', lang),
      ...closing(lang),
      `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${wording.options[answer][lang]}**`,
    ].join('\n\n');
  const statement = (lang: 'en' | 'hi') =>
    [
      `**${lang === 'en' ? 'Statement' : 'कथन'}:** ${item.statement[lang]}`,
      '',
      `**${wording.heading[lang]}:**`,
      `I. ${c1.text[lang]}`,
      `II. ${c2.text[lang]}`,
      '',
      wording.instruction[lang],
    ].join('\n');

  return {
    title: wording.title,
    type: 'single',
    statement: { en: statement('en'), hi: statement('hi') },
    options: TWO_ANSWERS.map((a) => wording.options[a]),
    answer: { kind: 'choice', correct: [TWO_ANSWERS.indexOf(answer)] },
    solution: { en: solution('en'), hi: solution('hi') },
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: answerByConditions(item, i, j) };
    },
  };
}

/** How the four-candidate ("which of them hold?") questions are worded. */
export interface ManyItemWording extends Omit<TwoItemWording, 'options'> {
  none: Bi;
  all: Bi;
  /** The verb after one numeral ("follows") and after several ("follow"). */
  verbOne: Bi;
  verbMany: Bi;
}

const NUMERALS = ['I', 'II', 'III', 'IV'] as const;

/** "Only I and III follow" / "केवल I और III अनुसरण करते हैं", from the numerals in a set. */
function setText(members: readonly boolean[], wording: ManyItemWording): Bi {
  const names = NUMERALS.filter((_, k) => members[k]);
  if (names.length === 0) return wording.none;
  if (names.length === NUMERALS.length) return wording.all;
  const list = (and: string) =>
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
  const verb = names.length === 1 ? wording.verbOne : wording.verbMany;
  return { en: `Only ${list('and')} ${verb.en}`, hi: `केवल ${list('और')} ${verb.hi}` };
}

/**
 * A question on one statement of `items` with four of its candidates as I–IV: which of them hold?
 * The options are the right set and three sets that differ from it in one candidate.
 */
export function manyItemQuestion(
  rng: Rng,
  items: readonly StatementItem[],
  wording: ManyItemWording,
  expectedSeconds: number,
): GeneratedQuestion {
  const item = rng.pick(items.filter((it) => it.candidates.length >= 4));
  // Four candidates, never both halves of a complementary pair (that calls for an "either" option).
  let chosen: number[] = [];
  for (let attempt = 0; ; attempt++) {
    chosen = rng.shuffle(item.candidates.map((_, k) => k)).slice(0, 4);
    const splitsPair = item.either?.some((e) => chosen.includes(e.pair[0]) && chosen.includes(e.pair[1]));
    if (!splitsPair) break;
    if (attempt > 50) throw new Error(`no four candidates for ${item.statement.en}`);
  }
  const shown = chosen.map((k) => candidateAt(item, k));
  const mask = shown.reduce((m, c, k) => (c.holds ? m | (1 << k) : m), 0);
  const flips = rng.shuffle([0, 1, 2, 3]).slice(0, 3);
  const masks = rng.shuffle([mask, ...flips.map((k) => mask ^ (1 << k))]);
  const sets = masks.map((m) => NUMERALS.map((_, k) => (m & (1 << k)) !== 0));
  const options = sets.map((s) => setText(s, wording));

  const line = (c: Candidate, n: string, lang: 'en' | 'hi') =>
    `${wording.label[lang]} ${n} ${c.holds ? wording.holds[lang] : wording.fails[lang]}: ${c.why[lang]}`;
  const answerText = setText(
    NUMERALS.map((_, k) => (mask & (1 << k)) !== 0),
    wording,
  );
  const solution = (lang: 'en' | 'hi') =>
    [
      wording.opening[lang],
      ...shown.map((c, k) => line(c, NUMERALS[k] ?? '', lang)),
      `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${answerText[lang]}**`,
    ].join('\n\n');
  const statement = (lang: 'en' | 'hi') =>
    [
      `**${lang === 'en' ? 'Statement' : 'कथन'}:** ${item.statement[lang]}`,
      '',
      `**${wording.heading[lang]}:**`,
      ...shown.map((c, k) => `${NUMERALS[k]}. ${c.text[lang]}`),
      '',
      wording.instruction[lang],
    ].join('\n');

  return {
    title: wording.title,
    type: 'single',
    statement: { en: statement('en'), hi: statement('hi') },
    options,
    answer: { kind: 'choice', correct: [masks.indexOf(mask)] },
    solution: { en: solution('en'), hi: solution('hi') },
    expectedSeconds,
    numbers: [],
    check(): QuestionAnswer {
      // An option is right when, numeral by numeral, it includes exactly the candidates that hold.
      const right = sets
        .map((s, o) => (shown.every((c, k) => s[k] === c.holds) ? o : -1))
        .filter((o) => o >= 0);
      return { kind: 'choice', correct: right.length === 1 ? right : [] };
    },
  };
}

/** The exams that set statement questions (conclusions, assumptions, cause and effect). */
export const STATEMENT_EXAMS: ExamTag[] = ['SSC CGL', 'Bank PO', 'RRB NTPC', 'Placements'];

/** One kind of statement question: its topic, hand-judged items and wording. */
export interface StatementKind {
  topic: string;
  items: readonly StatementItem[];
  wording: ManyItemWording & TwoItemWording;
}

/** The generator `<topic>/<name>` of questions with two candidates and the five standard options. */
export function twoItemGenerator(
  kind: StatementKind,
  name: string,
  difficulty: Difficulty,
  expectedSeconds: number,
): QuestionGenerator {
  return {
    id: `${kind.topic}/${name}`,
    topic: kind.topic,
    difficulty,
    exams: STATEMENT_EXAMS,
    generate: (rng) => twoItemQuestion(rng, kind.items, kind.wording, expectedSeconds),
  };
}

/** The generator `<topic>/<name>` of "which of these four candidates hold?" questions. */
export function manyItemGenerator(
  kind: StatementKind,
  name: string,
  difficulty: Difficulty,
  expectedSeconds: number,
): QuestionGenerator {
  return {
    id: `${kind.topic}/${name}`,
    topic: kind.topic,
    difficulty,
    exams: STATEMENT_EXAMS,
    generate: (rng) => manyItemQuestion(rng, kind.items, kind.wording, expectedSeconds),
  };
}
