import { type LocalisedText, localise, type QuestionSetContent } from '@preparena/shared';
import { quotaOf } from './bank.js';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import { GENERATORS } from './registry.js';
import { SETS_PER_GENERATOR, setKey } from './set-bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';
import { SET_GENERATORS } from './set-registry.js';

/** What tells two questions of a single-question generator apart: the English statement (as bank.ts). */
export function questionKey(question: ReturnType<typeof generateQuestion>): string {
  return localise(question.statement, 'en');
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

/** A stored row of the bank, as much of it as its key needs. */
interface BankRow {
  source: { generator: string };
}

/**
 * Learns the published keys from a bank built earlier (the build's question-bank.json holds exactly
 * what the generators publish), so drawing fresh variants need not make every published question
 * again: the shipped mock tests take a fresh database half a minute less to seed. Generators the
 * bank lacks in full are left to be worked out on first use.
 */
export function rememberPublishedKeys(bank: {
  singles: Array<BankRow & { statement: LocalisedText }>;
  sets: Array<BankRow & { set: Pick<QuestionSetContent, 'body' | 'charts'> }>;
}): void {
  const group = <T extends BankRow>(rows: T[], key: (row: T) => string) => {
    const keys = new Map<string, Set<string>>();
    for (const row of rows) {
      const id = row.source.generator;
      keys.set(id, (keys.get(id) ?? new Set()).add(key(row)));
    }
    return keys;
  };
  const singles = group(bank.singles, (q) => localise(q.statement, 'en'));
  for (const generator of GENERATORS) {
    const keys = singles.get(generator.id);
    if (keys?.size === quotaOf(generator)) questionKeysCache.set(generator.id, keys);
  }
  const sets = group(bank.sets, setKey);
  for (const generator of SET_GENERATORS) {
    const keys = sets.get(generator.id);
    if (keys?.size === SETS_PER_GENERATOR) setKeysCache.set(generator.id, keys);
  }
}
