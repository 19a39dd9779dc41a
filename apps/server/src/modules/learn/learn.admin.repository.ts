import type { AdminCourse, AdminTopic } from '@preparena/shared';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

export function toAdminTopic(row: typeof topics.$inferSelect, homeCourse: string): AdminTopic {
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

export async function searchTopics(db: Db, search: string | undefined) {
  const q = search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q
    ? or(ilike(topics.slug, `%${q}%`), sql`${topics.title}::text ilike ${`%${q}%`}`)
    : undefined;
  return db
    .select({
      id: topics.id,
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

export async function topicWithCourse(db: Db, id: string) {
  const [row] = await db
    .select({ topic: topics, course: courses.slug })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.homeCourseId))
    .where(eq(topics.id, id))
    .limit(1);
  return row;
}

/** Sets the order of rows by the position of their ids in the list. */
export async function reorder(
  db: Db,
  table: typeof courses | typeof subjects,
  ids: string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) return 0;
    for (const [position, id] of ids.entries()) {
      await tx.update(table).set({ position, editedAt: new Date() }).where(eq(table.id, id));
    }
    return ids.length;
  });
}
