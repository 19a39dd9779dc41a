import { localise, type QuestionSetContent } from '@preparena/shared';
import type { GeneratedQuestionRow } from './bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';
import { SET_GENERATORS } from './set-registry.js';

/** How many sets each set generator contributes to the bank (4-5 questions each). */
export const SETS_PER_GENERATOR = 24;
const MAX_SEEDS_TRIED = SETS_PER_GENERATOR * 5;

export interface GeneratedSetRow {
  topic: string;
  set: QuestionSetContent;
  source: { generator: string; seed: number };
  questions: GeneratedQuestionRow[];
}

/** The identity of a set for telling repeats apart: its English body and its charts. */
export function setKey(made: { set: Pick<QuestionSetContent, 'body' | 'charts'> }): string {
  return localise(made.set.body, 'en') + JSON.stringify(made.set.charts ?? []);
}

/** The sets a set generator publishes: seeds 1, 2, 3… skipping repeats, until SETS_PER_GENERATOR sets. */
function bankSets(generator: QuestionSetGenerator): ReturnType<typeof generateSet>[] {
  const seen = new Set<string>();
  const sets: ReturnType<typeof generateSet>[] = [];
  for (let seed = 1; sets.length < SETS_PER_GENERATOR; seed++) {
    if (seed > MAX_SEEDS_TRIED) {
      throw new Error(`${generator.id} makes fewer than ${SETS_PER_GENERATOR} distinct sets`);
    }
    const made = generateSet(generator, seed);
    const key = setKey(made);
    if (seen.has(key)) continue;
    seen.add(key);
    sets.push(made);
  }
  return sets;
}

/** The seeds a set generator publishes (see bankSets). */
export function bankSetSeeds(generator: QuestionSetGenerator): number[] {
  return bankSets(generator).map((made) => made.source.seed);
}

/** The keys (English body and charts) of the sets a set generator publishes (see bankSets). */
export function bankSetKeys(generator: QuestionSetGenerator): string[] {
  return bankSets(generator).map(setKey);
}

/** The seeds a set generator publishes, each with its set (passage or charts) as JSON (see bankSets). */
export function bankSetJson(generator: QuestionSetGenerator): Map<number, string> {
  return new Map(bankSets(generator).map((made) => [made.source.seed, JSON.stringify(made.set)]));
}

/** The generated question sets of the bank, each made once; `skip` leaves out generators already stored. */
export function generatedSetBank(
  options: { skip?: (generatorId: string, count: number) => boolean } = {},
): GeneratedSetRow[] {
  const rows: GeneratedSetRow[] = [];
  for (const generator of SET_GENERATORS) {
    if (options.skip?.(generator.id, SETS_PER_GENERATOR)) continue;
    for (const made of bankSets(generator)) {
      rows.push({
        topic: generator.topic,
        set: made.set,
        source: made.source,
        questions: made.questions.map(({ check: _check, numbers: _numbers, ...q }) => ({
          ...q,
          topic: generator.topic,
        })),
      });
    }
  }
  return rows;
}
