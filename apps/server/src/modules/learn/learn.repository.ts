import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questions } from '../practice/practice.tables.js';
import { courses, subjects, subjectTopics, topicProgress, topics } from './learn.tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byKey = (
  column: typeof courses.slug | typeof topics.slug,
  idColumn: typeof courses.id | typeof topics.id,
  key: string,
) => (UUID.test(key) ? eq(idColumn, key) : eq(column, key));

export type CourseRow = typeof courses.$inferSelect;

export async function listPublishedCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.position));
}

export async function findPublishedCourse(db: Db, key: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(byKey(courses.slug, courses.id, key), eq(courses.published, true)))
    .limit(1);
  return row;
}

/** Which published topics each course teaches (through its subjects), each pair once. */
export async function publishedCourseTopics(db: Db): Promise<{ courseId: string; topicId: string }[]> {
  return db
    .selectDistinct({ courseId: subjects.courseId, topicId: topics.id })
    .from(subjects)
    .innerJoin(subjectTopics, eq(subjectTopics.subjectId, subjects.id))
    .innerJoin(topics, and(eq(topics.id, subjectTopics.topicId), eq(topics.published, true)));
}

/** How many lessons of each course a user has completed. */
export async function completedPerCourse(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ courseId: subjects.courseId, n: countDistinct(topicProgress.topicId) })
    .from(subjects)
    .innerJoin(subjectTopics, eq(subjectTopics.subjectId, subjects.id))
    .innerJoin(
      topicProgress,
      and(eq(topicProgress.topicId, subjectTopics.topicId), eq(topicProgress.userId, userId)),
    )
    .groupBy(subjects.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

/** Published questions per topic (read through question-counts.ts, which keeps it a minute). */
export async function publishedQuestionsPerTopic(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ topicId: questions.topicId, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.status, 'published'))
    .groupBy(questions.topicId);
  return new Map(rows.map((r) => [r.topicId, Number(r.n)]));
}

/** The sections of a course with their published topics, in order. */
export async function courseOutline(db: Db, courseId: string) {
  return db
    .select({
      subjectId: subjects.id,
      subjectSlug: subjects.slug,
      subjectTitle: subjects.title,
      topicId: topics.id,
      topicSlug: topics.slug,
      topicTitle: topics.title,
    })
    .from(subjects)
    .innerJoin(subjectTopics, eq(subjectTopics.subjectId, subjects.id))
    .innerJoin(topics, and(eq(topics.id, subjectTopics.topicId), eq(topics.published, true)))
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjectTopics.position));
}

export async function completedTopicIds(
  db: Db,
  userId: string | null,
  topicIds: string[],
): Promise<Set<string>> {
  if (!userId || topicIds.length === 0) return new Set();
  const rows = await db
    .select({ topicId: topicProgress.topicId })
    .from(topicProgress)
    .where(and(eq(topicProgress.userId, userId), inArray(topicProgress.topicId, topicIds)));
  return new Set(rows.map((r) => r.topicId));
}

export async function findPublishedTopic(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(byKey(topics.slug, topics.id, key), eq(topics.published, true)))
    .limit(1);
  return row;
}

export async function setTopicCompleted(
  db: Db,
  userId: string,
  topicId: string,
  completed: boolean,
): Promise<void> {
  if (completed) await db.insert(topicProgress).values({ userId, topicId }).onConflictDoNothing();
  else
    await db
      .delete(topicProgress)
      .where(and(eq(topicProgress.userId, userId), eq(topicProgress.topicId, topicId)));
}

/** Every topic (id, slug, title) and which course teaches which topic, for other areas' topic indexes. */
export async function topicCatalogue(db: Db) {
  const [topicRows, courseTopics] = await Promise.all([
    db.select({ id: topics.id, slug: topics.slug, title: topics.title }).from(topics),
    db
      .select({ course: courses.slug, topicId: subjectTopics.topicId })
      .from(subjectTopics)
      .innerJoin(subjects, eq(subjects.id, subjectTopics.subjectId))
      .innerJoin(courses, eq(courses.id, subjects.courseId)),
  ]);
  return { topicRows, courseTopics };
}
