import { type LocalisedText, localise, type QuestionContent } from '@preparena/shared';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import { GENERATORS } from './registry.js';

/** How many questions each generator contributes to the bank. */
export const SEEDS_PER_GENERATOR = 120;

/** How many questions a generator publishes: its own count or SEEDS_PER_GENERATOR. */
export function quotaOf(generator: QuestionGenerator): number {
  return generator.count ?? SEEDS_PER_GENERATOR;
}

export interface GeneratedQuestionRow extends QuestionContent {
  topic: string;
  source: { generator: string; seed: number };
}

/**
 * The questions a generator publishes: seeds 1, 2, 3… skipping any seed whose English statement
 * repeats an earlier one, until its quota (quotaOf) of distinct questions. Deterministic, like the
 * generators.
 */
function bankQuestions(generator: QuestionGenerator) {
  const seen = new Set<string>();
  const out: ReturnType<typeof generateQuestion>[] = [];
  const quota = quotaOf(generator);
  // A generator must reach its quota of distinct questions within five times as many seeds.
  for (let seed = 1; out.length < quota; seed++) {
    if (seed > quota * 5) throw new Error(`${generator.id} makes fewer than ${quota} distinct questions`);
    const question = generateQuestion(generator, seed);
    const statement = localise(question.statement, 'en');
    if (seen.has(statement)) continue;
    seen.add(statement);
    out.push(question);
  }
  return out;
}

/** The seeds a generator publishes (see bankQuestions). */
export function bankSeeds(generator: QuestionGenerator): number[] {
  return bankQuestions(generator).map((q) => q.source.seed);
}

/** The seeds a generator publishes, each with the statement it made (see bankQuestions). */
export function bankStatements(generator: QuestionGenerator): Map<number, LocalisedText> {
  return new Map(bankQuestions(generator).map((q) => [q.source.seed, q.statement]));
}

/**
 * The generated part of the question bank: every generator's published questions.
 * `skip` lets the seeder leave out generators whose questions are all stored already.
 */
export function generatedBank(
  options: { skip?: (generatorId: string, count: number) => boolean } = {},
): GeneratedQuestionRow[] {
  const rows: GeneratedQuestionRow[] = [];
  for (const generator of GENERATORS) {
    if (options.skip?.(generator.id, quotaOf(generator))) continue;
    for (const { check: _check, numbers: _numbers, ...question } of bankQuestions(generator)) {
      rows.push({ ...question, topic: generator.topic });
    }
  }
  return rows;
}
