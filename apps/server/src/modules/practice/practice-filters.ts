import type { PracticeFilters } from '@preparena/shared';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { courses, questionProgress, questions, subjects, subjectTopics, topics } from '../../db/schema.js';

/** The WHERE clause of the practice filters (published questions only). One place for list and navigation. */
export function practiceWhere(filters: PracticeFilters, userId: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(questions.status, 'published')];
  if (filters.course) {
    parts.push(
      sql`${questions.topicId} in (select ${subjectTopics.topicId} from ${subjectTopics}
        join ${subjects} on ${subjects.id} = ${subjectTopics.subjectId}
        join ${courses} on ${courses.id} = ${subjects.courseId}
        where ${courses.slug} = ${filters.course})`,
    );
  }
  if (filters.topic) parts.push(eq(topics.slug, filters.topic));
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
