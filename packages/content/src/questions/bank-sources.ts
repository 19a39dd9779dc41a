import { authoredSourceId } from './authored.js';
import { AUTHORED_TOPICS } from './authored-registry.js';
import { GENERATORS } from './registry.js';
import { SET_GENERATORS } from './set-registry.js';

/** The source ids the bank has today: single-question sources, and set sources. */
export interface BankSources {
  questions: ReadonlySet<string>;
  sets: ReadonlySet<string>;
}

/**
 * Every source id of today's bank, without generating it: generators and set generators by id,
 * authored items and passages by their stable keys.
 */
export function bankSources(): BankSources {
  const questions = new Set(GENERATORS.map((g) => g.id));
  const sets = new Set(SET_GENERATORS.map((g) => g.id));
  for (const { topic, questions: singles = [], sets: topicSets = [] } of AUTHORED_TOPICS) {
    for (const q of singles) questions.add(authoredSourceId(topic, q.key));
    for (const s of topicSets) sets.add(authoredSourceId(topic, s.key));
  }
  return { questions, sets };
}

/**
 * Whether a stored question's source is still in the bank. A question of a set carries its set's
 * id and its own key (`<set id>/q2`, `<set id>/<key>`), so it lives as long as its set's source.
 */
export function isBankSource(sourceId: string, sources: BankSources): boolean {
  if (sources.questions.has(sourceId)) return true;
  const slash = sourceId.lastIndexOf('/');
  return slash > 0 && sources.sets.has(sourceId.slice(0, slash));
}
