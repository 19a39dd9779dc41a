import type {
  AdminCourse,
  createCourseSchema,
  createSubjectSchema,
  updateCourseSchema,
  updateSubjectSchema,
} from '@preparena/shared';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { courses, subjects, subjectTopics, topics } from './learn.tables.js';

/** Every course (published or not) with its sections and their topics, for the admin screens. */
export async function adminCourses(db: Db): Promise<AdminCourse[]> {
  const [courseRows, subjectRows, links] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.position)),
    db.select().from(subjects).orderBy(asc(subjects.position)),
    db
      .select({
        subjectId: subjectTopics.subjectId,
        id: topics.id,
        slug: topics.slug,
        title: topics.title,
        published: topics.published,
      })
      .from(subjectTopics)
      .innerJoin(topics, eq(topics.id, subjectTopics.topicId))
      .orderBy(asc(subjectTopics.position)),
  ]);
  return courseRows.map((c) => ({
    _id: c.id,
    slug: c.slug,
    kind: c.kind,
    title: c.title,
    description: c.description,
    position: c.position,
    published: c.published,
    edited: c.editedAt !== null,
    subjects: subjectRows
      .filter((s) => s.courseId === c.id)
      .map((s) => ({
        _id: s.id,
        slug: s.slug,
        title: s.title,
        position: s.position,
        topics: links
          .filter((l) => l.subjectId === s.id)
          .map((l) => ({ _id: l.id, slug: l.slug, title: l.title, published: l.published })),
      })),
  }));
}

/** Sets the order of rows by the position of their ids in the list (0 when the list names an unknown row). */
async function reorder(db: Db, table: typeof courses | typeof subjects, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) return 0;
    for (const [position, id] of ids.entries()) {
      await tx.update(table).set({ position, editedAt: new Date() }).where(eq(table.id, id));
    }
    return ids.length;
  });
}

/** Adds a course after the last one; throws conflict when its slug is taken. */
export async function createCourse(db: Db, input: z.infer<typeof createCourseSchema>) {
  const [last] = await db.select({ n: max(courses.position) }).from(courses);
  try {
    const [row] = await db
      .insert(courses)
      .values({ ...input, position: (last?.n ?? -1) + 1, editedAt: new Date() })
      .returning({ id: courses.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('A course with this slug already exists');
    throw error;
  }
}

/** Changes a course's texts or publication; its id, or undefined when there is no such course. */
export async function updateCourse(db: Db, id: string, changes: z.infer<typeof updateCourseSchema>) {
  const now = new Date();
  const [row] = await db
    .update(courses)
    .set({ ...changes, editedAt: now, updatedAt: now })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return row?.id;
}

/** Puts the courses in the order of the list; false when it names an unknown course. */
export async function reorderCourses(db: Db, ids: string[]): Promise<boolean> {
  return (await reorder(db, courses, ids)) > 0;
}

/**
 * Adds a section at the end of its course. Throws conflict when the course already has the slug,
 * and badRequest when there is no such course.
 */
export async function createSubject(db: Db, input: z.infer<typeof createSubjectSchema>) {
  const [last] = await db
    .select({ n: max(subjects.position) })
    .from(subjects)
    .where(eq(subjects.courseId, input.courseId));
  try {
    const [row] = await db
      .insert(subjects)
      .values({ ...input, position: (last?.n ?? -1) + 1, editedAt: new Date() })
      .returning({ id: subjects.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This course already has a section with this slug');
    if ((error as { cause?: { code?: string } }).cause?.code === '23503')
      throw badRequest('Choose an existing course');
    throw error;
  }
}

/** Whether a database error is a foreign-key violation (a row naming one that does not exist). */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23503';
}

const unknownTopic = () => badRequest('The list names an unknown topic', 'UNKNOWN_TOPIC');

/**
 * Renames a section and/or replaces the topics it lists (in the order given), all or nothing.
 * Throws notFound when there is no such section and badRequest when a topic is listed twice or
 * does not exist (checked first; a topic deleted meanwhile trips the foreign key, answered alike).
 */
export async function updateSubject(
  db: Db,
  id: string,
  { title, topicIds }: z.infer<typeof updateSubjectSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(subjects)
      .set({ ...(title ? { title } : {}), editedAt: new Date() })
      .where(eq(subjects.id, id))
      .returning({ id: subjects.id });
    if (!row) throw notFound('Section not found');
    if (topicIds) {
      if (new Set(topicIds).size !== topicIds.length) throw badRequest('A topic is listed twice');
      if (topicIds.length > 0) {
        const known = await tx.$count(topics, inArray(topics.id, topicIds));
        if (known !== topicIds.length) throw unknownTopic();
      }
      await tx.delete(subjectTopics).where(eq(subjectTopics.subjectId, row.id));
      if (topicIds.length > 0) {
        await tx
          .insert(subjectTopics)
          .values(topicIds.map((topicId, position) => ({ subjectId: row.id, topicId, position })))
          .catch((error: unknown) => {
            throw isForeignKeyViolation(error) ? unknownTopic() : error;
          });
      }
    }
  });
}

/** Puts a course's sections in the order of the list; false when it names a section of another course. */
export async function reorderSubjects(db: Db, courseId: string, ids: string[]): Promise<boolean> {
  const own = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.courseId, courseId));
  const ownIds = new Set(own.map((s) => s.id));
  if (!ids.every((x) => ownIds.has(x))) return false;
  await reorder(db, subjects, ids);
  return true;
}
