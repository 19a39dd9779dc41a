import { type AuthoredQuestion, authoredSourceId } from './authored.js';
import { AUTHORED_TOPICS } from './authored-registry.js';
import type { GeneratedQuestionRow } from './bank.js';
import { rubricDifficulty } from './generator.js';
import type { GeneratedSetRow } from './set-bank.js';

/** Authored content has no seed; its rows carry this one so (source id, seed) stays unique. */
export const AUTHORED_SEED = 0;

function row(topic: string, sourceId: string, q: AuthoredQuestion): GeneratedQuestionRow {
  const { key: _key, ...content } = q;
  const difficulty = rubricDifficulty(q.difficulty, q.expectedSeconds, topic);
  return { ...content, difficulty, topic, source: { generator: sourceId, seed: AUTHORED_SEED } };
}

/** The authored part of the bank: single questions and passage sets, with stable source ids. */
export function authoredBank(): { questions: GeneratedQuestionRow[]; sets: GeneratedSetRow[] } {
  const questions: GeneratedQuestionRow[] = [];
  const sets: GeneratedSetRow[] = [];
  for (const { topic, questions: singles = [], sets: topicSets = [] } of AUTHORED_TOPICS) {
    for (const q of singles) questions.push(row(topic, authoredSourceId(topic, q.key), q));
    for (const s of topicSets) {
      const setId = authoredSourceId(topic, s.key);
      sets.push({
        topic,
        set: s.set,
        source: { generator: setId, seed: AUTHORED_SEED },
        questions: s.questions.map((q) => row(topic, `${setId}/${q.key}`, q)),
      });
    }
  }
  return { questions, sets };
}
