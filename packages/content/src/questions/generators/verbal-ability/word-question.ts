import type { Difficulty, ExamTag } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { boldExample, type Entry, glossOf, POS_NAME } from './vocabulary.js';

/**
 * The frame shared by the one-word questions (synonym, antonym, meaning): a word from a pool, asked
 * alone or in its example sentence, four options and a checker that searches the data set itself.
 */

const EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'];

/** What every level of a word question (common word, exam word, word in context) sets. */
export interface WordQuestionKind {
  id: string;
  difficulty: Difficulty;
  expectedSeconds: number;
  title: BilingualText;
  /** The words asked. */
  pool: readonly Entry[];
  /** Ask the word inside its example sentence (then only its sense there counts). */
  inContext: boolean;
  /** Which entries may be wrong options (besides not being near the word in meaning). */
  distractorFits: (e: Entry) => boolean;
  /** Prefer wrong options that look like the word. */
  lookAlikes: boolean;
}

/** The example the word is asked in: its text with the word in bold, and whether it is a sentence. */
export interface WordContext {
  example: string | undefined;
  sentence: boolean;
}

/** What a synonym, antonym or meaning question makes of the word it asks. */
export interface WordQuestionBody {
  answer: string;
  options: string[];
  statement: BilingualText;
  /** The solution's paragraphs before the answer line. */
  solution: { en: string[]; hi: string[] };
  /** The checker: the indices of the options its own search of the data finds right. */
  check(): number[];
}

/** A word-question generator: picks the word and its example, and frames the body's question. */
export function wordQuestionGenerator(
  topic: string,
  kind: WordQuestionKind,
  body: (rng: Rng, entry: Entry, context: WordContext) => WordQuestionBody,
): QuestionGenerator {
  return {
    id: kind.id,
    topic,
    difficulty: kind.difficulty,
    exams: EXAMS,
    generate(rng) {
      const entry = rng.pick(kind.pool);
      const bold = kind.inContext ? boldExample(entry) : undefined;
      const made = body(rng, entry, { example: bold?.text, sentence: bold?.sentence ?? false });
      const { answer, options } = made;
      return {
        title: kind.title,
        type: 'single',
        statement: made.statement,
        options,
        answer: { kind: 'choice', correct: [options.indexOf(answer)] },
        solution: {
          en: [...made.solution.en, `**Answer: ${answer}**`].join('\n\n'),
          hi: [...made.solution.hi, `**उत्तर: ${answer}**`].join('\n\n'),
        },
        expectedSeconds: kind.expectedSeconds,
        numbers: [],
        check() {
          return { kind: 'choice', correct: made.check() };
        },
      };
    },
  };
}

/**
 * The statement: the question about the bold word of the example (`ask`, e.g. "which word is
 * closest in meaning to the word in bold?"), or `alone` when the word is asked by itself.
 */
export function wordStatement(context: WordContext, ask: BilingualText, alone: BilingualText): BilingualText {
  const { example, sentence } = context;
  if (!example) return alone;
  return {
    en: `In the ${sentence ? 'sentence' : 'phrase'} “${example}”, ${ask.en}`,
    hi: `“${example}” — इस ${sentence ? 'वाक्य' : 'वाक्यांश'} में मोटे अक्षरों में छपे शब्द ${ask.hi}`,
  };
}

/** The solution's opening: what the word means (in its example, or in the sense asked). */
export function senseLine(entry: Entry, sense: number, context: WordContext): BilingualText {
  const { word, pos } = entry;
  const meaning = glossOf(entry, sense);
  return {
    en: `**${word}** (${POS_NAME[pos].en}) ${context.example ? 'is used here in the sense' : sense === 0 ? 'means' : 'can mean'}: *${meaning}*.`,
    hi: `**${word}** (${POS_NAME[pos].hi}) ${context.example ? 'यहाँ इस अर्थ में प्रयुक्त है' : 'का अर्थ है'}: *${meaning}*।`,
  };
}
