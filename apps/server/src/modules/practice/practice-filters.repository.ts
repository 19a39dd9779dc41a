import type { PracticeFilters } from '@preparena/shared';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { questionProgress, questions } from './practice.tables.js';
import type { TopicIndex } from './topic-index.js';

const NOTHING = sql`false`;

/**
 * The WHERE clause of the practice filters (published questions only), one place for the list, its
 * count and the navigation. Course and topic are resolved to topic ids through the cached index, so
 * no catalogue table is joined. The status filters need `question_progress` joined for the user.
 */
export function practiceWhere(
  filters: PracticeFilters,
  userId: string | null,
  index: TopicIndex,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(questions.status, 'published')];
  if (filters.course) {
    const ids = index.topicIdsOfCourse.get(filters.course) ?? [];
    parts.push(ids.length ? inArray(questions.topicId, ids) : NOTHING);
  }
  if (filters.topic) {
    const topic = index.bySlug.get(filters.topic);
    parts.push(topic ? eq(questions.topicId, topic.id) : NOTHING);
  }
  if (filters.difficulty) parts.push(eq(questions.difficulty, filters.difficulty));
  if (filters.type) parts.push(eq(questions.type, filters.type));
  if (filters.exam) parts.push(sql`${filters.exam} = any(${questions.exams})`);
  if (filters.language === 'hi') parts.push(sql`${questions.statement} ? 'hi'`);
  if (filters.language === 'en')
    parts.push(sql`(jsonb_typeof(${questions.statement}) = 'string' or ${questions.statement} ? 'en')`);
  if (filters.search) {
    const text = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const number = /^#?\d{1,9}$/.test(filters.search) ? Number(filters.search.replace('#', '')) : null;
    parts.push(
      or(
        number === null ? undefined : eq(questions.number, number),
        sql`${questions.title}::text ilike ${text}`,
        sql`${questions.statement}::text ilike ${text}`,
      ),
    );
  }
  if (userId && filters.status === 'solved') parts.push(isNotNull(questionProgress.solvedAt));
  if (userId && filters.status === 'attempted') {
    parts.push(and(isNull(questionProgress.solvedAt), sql`coalesce(${questionProgress.attempts}, 0) > 0`));
  }
  if (userId && filters.status === 'unsolved') parts.push(isNull(questionProgress.solvedAt));
  return and(...parts);
}
