import type { AdminTopic, createTopicSchema, updateTopicSchema } from '@preparena/shared';
import { asc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict } from '../../errors.js';
import { courses, subjects, subjectTopics, topics } from './learn.tables.js';

/** A stored topic as the editor shows it (a lesson stored as a plain string is the English one). */
function toAdminTopic(row: typeof topics.$inferSelect, homeCourse: string): AdminTopic {
  const lesson = row.lesson == null ? {} : typeof row.lesson === 'string' ? { en: row.lesson } : row.lesson;
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    lesson,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    primaryKeyword: row.primaryKeyword,
    keywords: row.keywords,
    published: row.published,
    homeCourse,
    edited: row.editedAt !== null,
  };
}

/** Up to 200 topics whose slug or title contains the search (every topic without one), by course. */
export async function searchTopics(db: Db, search: string | undefined) {
  const q = search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q
    ? or(ilike(topics.slug, `%${q}%`), sql`${topics.title}::text ilike ${`%${q}%`}`)
    : undefined;
  return db
    .select({
      _id: topics.id,
      slug: topics.slug,
      title: topics.title,
      published: topics.published,
      course: courses.slug,
    })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.homeCourseId))
    .where(where)
    .orderBy(asc(courses.position), asc(topics.slug))
    .limit(200);
}

async function topicWithCourse(db: Db, id: string) {
  const [row] = await db
    .select({ topic: topics, course: courses.slug })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.homeCourseId))
    .where(eq(topics.id, id))
    .limit(1);
  return row;
}

/** A topic as the editor shows it, or undefined when there is no such topic. */
export async function findAdminTopic(db: Db, id: string): Promise<AdminTopic | undefined> {
  const row = await topicWithCourse(db, id);
  return row && toAdminTopic(row.topic, row.course);
}

/**
 * Creates a topic at the end of a section, with the section's course as its home course. Throws
 * badRequest when there is no such section and conflict when the slug is taken.
 */
export async function createTopic(db: Db, input: z.infer<typeof createTopicSchema>): Promise<string> {
  const { subjectId, lesson, ...rest } = input;
  const [subject] = await db.select().from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!subject) throw badRequest('Choose an existing section');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(topics)
        .values({ ...rest, lesson, homeCourseId: subject.courseId, editedAt: new Date() })
        .returning({ id: topics.id });
      if (!row) throw new Error('no row');
      const [last] = await tx
        .select({ n: max(subjectTopics.position) })
        .from(subjectTopics)
        .where(eq(subjectTopics.subjectId, subjectId));
      await tx.insert(subjectTopics).values({ subjectId, topicId: row.id, position: (last?.n ?? -1) + 1 });
      await tx.update(subjects).set({ editedAt: new Date() }).where(eq(subjects.id, subjectId));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A topic with this slug already exists');
    throw error;
  }
}

/**
 * Changes a topic; the lesson's languages given replace those stored, the others stay. The topic as
 * the editor shows it, or undefined when there is no such topic.
 */
export async function updateTopic(
  db: Db,
  id: string,
  changes: z.infer<typeof updateTopicSchema>,
): Promise<AdminTopic | undefined> {
  const current = await topicWithCourse(db, id);
  if (!current) return undefined;
  const { lesson, ...rest } = changes;
  const oldLesson = toAdminTopic(current.topic, current.course).lesson;
  const now = new Date();
  const [row] = await db
    .update(topics)
    .set({
      ...rest,
      ...(lesson ? { lesson: { ...oldLesson, ...lesson } } : {}),
      editedAt: now,
      updatedAt: now,
    })
    .where(eq(topics.id, id))
    .returning();
  return row && toAdminTopic(row, current.course);
}
