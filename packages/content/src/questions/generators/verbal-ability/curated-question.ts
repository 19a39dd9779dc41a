import type { Difficulty, ExamTag, LocalisedText } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { type CuratedWord, type Distractor, entryForRng, POS_NAME } from './curated-words.js';

/**
 * The frame of the curated vocabulary questions: seed n asks entry n - 1 of a pool (every entry once
 * per generator), the body draws the options with the rng and names the right one, and the checker
 * finds the right options from the data by its own route.
 */

export const VOCAB_EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'];

export interface CuratedKind<E> {
  id: string;
  topic: string;
  title: BilingualText;
  difficulty: Difficulty;
  expectedSeconds: number;
  exams?: ExamTag[];
  pool: readonly E[];
}

/** What a body makes of the entry it asks. */
export interface CuratedBody {
  statement: BilingualText;
  options: LocalisedText[];
  answer: number;
  /** The answer as the last line shows it. */
  answerText: BilingualText;
  solution: { en: string[]; hi: string[] };
  /** The indices of the options the checker's own search finds right. */
  check(): number[];
}

/**
 * The bank publishes the first 70 % of a list's entries (seed n asks entry n − 1); the rest are kept
 * unseen for contests and mock papers, which draw fresh variants (questions the bank does not hold).
 */
export const PUBLISHED_SHARE = 0.7;
export const publishedCount = (entries: number) => Math.ceil(entries * PUBLISHED_SHARE);

export function curatedGenerator<E>(
  kind: CuratedKind<E>,
  body: (rng: Rng, entry: E, slot: number) => CuratedBody,
): QuestionGenerator {
  return {
    id: kind.id,
    topic: kind.topic,
    difficulty: kind.difficulty,
    exams: kind.exams ?? VOCAB_EXAMS,
    count: publishedCount(kind.pool.length),
    generate(rng) {
      const { entry, slot } = entryForRng(rng, kind.pool);
      const made = body(rng, entry, slot);
      return {
        title: kind.title,
        type: 'single',
        statement: made.statement,
        options: made.options,
        answer: { kind: 'choice', correct: [made.answer] },
        solution: {
          en: [...made.solution.en, `**Answer: ${made.answerText.en}**`].join('\n\n'),
          hi: [...made.solution.hi, `**उत्तर: ${made.answerText.hi}**`].join('\n\n'),
        },
        expectedSeconds: kind.expectedSeconds,
        numbers: [],
        check: () => ({ kind: 'choice', correct: made.check() }),
      };
    },
  };
}

/** Wrong words for a synonym or antonym question: a trap of the opposite kind when the entry has one, then look-alikes. */
export function wrongWords(
  rng: Rng,
  entry: CuratedWord,
  traps: readonly string[],
): { trap: string[]; others: Distractor[] } {
  const trap = traps.length > 0 ? [rng.pick(traps)] : [];
  const others = rng.shuffle(entry.distractors).slice(0, 3 - trap.length);
  return { trap, others };
}

/** The opening of a solution: what the word means (in its sentence when it is asked in one). */
export function meaningLine(entry: CuratedWord, inSentence: boolean): BilingualText {
  const pos = POS_NAME[entry.pos];
  return {
    en: `**${entry.word}** (${pos.en}) ${inSentence ? 'is used here in the sense' : 'means'} *${entry.meaning}*.`,
    hi: `**${entry.word}** (${entry.hi}; ${pos.hi}) का अर्थ है ${entry.hiMeaning}।`,
  };
}

/** One line per wrong option, saying what it means. */
export function wrongLines(
  entry: CuratedWord,
  trap: { word: string; kind: 'synonym' | 'antonym' }[],
  others: Distractor[],
) {
  const en = [
    ...trap.map((t) =>
      t.kind === 'antonym'
        ? `- **${t.word}** is the opposite of **${entry.word}** (an antonym, not a synonym).`
        : `- **${t.word}** means the same as **${entry.word}** (a synonym, not an antonym).`,
    ),
    ...others.map((d) => `- **${d.word}** means *${d.meaning}*.`),
  ];
  const hi = [
    ...trap.map((t) =>
      t.kind === 'antonym'
        ? `- **${t.word}** का अर्थ **${entry.word}** का उल्टा है: यह विलोम है, समानार्थी नहीं।`
        : `- **${t.word}** का अर्थ **${entry.word}** जैसा ही है: यह समानार्थी है, विलोम नहीं।`,
    ),
    ...others.map((d) => `- **${d.word}** का अर्थ है ${d.hi}।`),
  ];
  return { en, hi };
}

/** The Hindi statement's sentence: the English sentence stays English, in brackets. */
export function sentenceInHindi(sentence: string): string {
  return `(${sentence})`;
}
