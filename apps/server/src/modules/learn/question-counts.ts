import type { Db } from '../../db/client.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { completedPerCourse, publishedCourseTopics, publishedQuestionsPerTopic } from './learn.repository.js';

/**
 * Published questions per topic, counted once a minute and forgotten when questions change
 * (learn.events.ts): course cards and outlines show these counts, and counting 31,000 questions
 * on every visit took a second on the embedded database (found while rendering /learn on the
 * server for issue 15).
 */
const cache = ttlCache<'counts', Map<string, number>>({ ttlMs: 60_000, limit: 1 });

export function publishedQuestionsByTopic(db: Db): Promise<Map<string, number>> {
  return cache.get(db, 'counts', () => publishedQuestionsPerTopic(db));
}

/** Published questions of the given topics. */
export async function questionCountsOf(db: Db, topicIds: string[]): Promise<Map<string, number>> {
  const all = await publishedQuestionsByTopic(db);
  return new Map(topicIds.map((id) => [id, all.get(id) ?? 0]));
}

/**
 * Topic, question and (for a user) completed-lesson counts per course: the pairs of course and
 * topic, the kept per-topic counts, and the user's progress.
 */
export async function courseCounts(db: Db, userId: string | null) {
  const [pairs, perTopic, completed] = await Promise.all([
    publishedCourseTopics(db),
    publishedQuestionsByTopic(db),
    userId ? completedPerCourse(db, userId) : new Map<string, number>(),
  ]);
  const topics = new Map<string, number>();
  const questions = new Map<string, number>();
  for (const { courseId, topicId } of pairs) {
    topics.set(courseId, (topics.get(courseId) ?? 0) + 1);
    questions.set(courseId, (questions.get(courseId) ?? 0) + (perTopic.get(topicId) ?? 0));
  }
  return { topics, questions, completed };
}

export function forgetQuestionCounts(db: Db): void {
  cache.forget(db);
}
