import { localise } from '@preparena/shared';
import { quotaOf } from './bank.js';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import { SETS_PER_GENERATOR } from './set-bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';

/** What tells two questions of a single-question generator apart: the English statement (as bank.ts). */
export function questionKey(question: ReturnType<typeof generateQuestion>): string {
  return localise(question.statement, 'en');
}

/** What tells two sets apart: the English body and the charts (as set-bank.ts). */
export function setKey(made: ReturnType<typeof generateSet>): string {
  return localise(made.set.body, 'en') + JSON.stringify(made.set.charts ?? []);
}

// Worked out on first use and kept: the published bank never changes while the process runs.
const questionKeysCache = new Map<string, ReadonlySet<string>>();
const setKeysCache = new Map<string, ReadonlySet<string>>();

/**
 * The distinct keys of seeds 1, 2, 3… until `quota` of them: exactly the keys the bank publishes,
 * since the bank walks the same seeds and skips only repeats.
 */
function firstDistinctKeys(quota: number, keyOf: (seed: number) => string): ReadonlySet<string> {
  const keys = new Set<string>();
  for (let seed = 1; keys.size < quota && seed <= quota * 5; seed++) keys.add(keyOf(seed));
  return keys;
}

/** The statements a generator's published bank questions have. */
export function publishedStatements(generator: QuestionGenerator): ReadonlySet<string> {
  let keys = questionKeysCache.get(generator.id);
  if (!keys) {
    keys = firstDistinctKeys(quotaOf(generator), (seed) => questionKey(generateQuestion(generator, seed)));
    questionKeysCache.set(generator.id, keys);
  }
  return keys;
}

/** The set keys (body and charts) of a set generator's published bank sets. */
export function publishedSetKeys(generator: QuestionSetGenerator): ReadonlySet<string> {
  let keys = setKeysCache.get(generator.id);
  if (!keys) {
    keys = firstDistinctKeys(SETS_PER_GENERATOR, (seed) => setKey(generateSet(generator, seed)));
    setKeysCache.set(generator.id, keys);
  }
  return keys;
}
