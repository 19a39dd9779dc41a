import type { Catalogue, TopicLesson } from '@preparena/content';
import { localise } from '@preparena/shared';
import { inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, subjects, subjectTopics, topics } from './learn.tables.js';

/**
 * Puts the catalogue into the database. Idempotent: rows are matched by slug; rows that staff
 * edited (edited_at set) keep their values, and so do the topic lists of edited subjects.
 */
export async function seedCatalogue(
  db: Db,
  catalogue: Catalogue,
  lessons: Map<string, TopicLesson> = new Map(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const courseRows = await tx
      .insert(courses)
      .values(
        catalogue.courses.map((c, i) => ({
          slug: c.slug,
          kind: c.kind,
          title: c.title,
          description: c.description,
          position: i,
        })),
      )
      .onConflictDoUpdate({
        target: courses.slug,
        set: {
          kind: sql`excluded.kind`,
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        setWhere: isNull(courses.editedAt),
      })
      .returning({ id: courses.id, slug: courses.slug });
    const allCourses =
      courseRows.length === catalogue.courses.length ? courseRows : await tx.select().from(courses);
    const courseId = new Map(allCourses.map((c) => [c.slug, c.id]));

    await tx
      .insert(topics)
      .values(
        catalogue.topics.map((t) => {
          const lesson = lessons.get(t.slug);
          return {
            slug: t.slug,
            // The English title comes from topics.json; a Hindi lesson brings the Hindi title.
            title: lesson?.title.hi ? { en: localise(t.title, 'en'), hi: lesson.title.hi } : t.title,
            homeCourseId: courseId.get(t.homeCourse) as string,
            lesson: lesson ? lesson.lesson : null,
            seoTitle: lesson?.meta.title || null,
            seoDescription: lesson?.meta.description || null,
            primaryKeyword: lesson?.meta.primaryKeyword || null,
            keywords: lesson?.meta.keywords || null,
          };
        }),
      )
      .onConflictDoUpdate({
        target: topics.slug,
        set: {
          title: sql`excluded.title`,
          homeCourseId: sql`excluded.home_course_id`,
          lesson: sql`excluded.lesson`,
          seoTitle: sql`excluded.seo_title`,
          seoDescription: sql`excluded.seo_description`,
          primaryKeyword: sql`excluded.primary_keyword`,
          keywords: sql`excluded.keywords`,
          updatedAt: sql`now()`,
        },
        setWhere: isNull(topics.editedAt),
      });
    const topicRows = await tx.select({ id: topics.id, slug: topics.slug }).from(topics);
    const topicId = new Map(topicRows.map((t) => [t.slug, t.id]));

    const subjectValues = catalogue.courses.flatMap((c) =>
      c.subjects.map((s, i) => ({
        courseId: courseId.get(c.slug) as string,
        slug: s.slug,
        title: s.title,
        position: i,
      })),
    );
    await tx
      .insert(subjects)
      .values(subjectValues)
      .onConflictDoUpdate({
        target: [subjects.courseId, subjects.slug],
        set: { title: sql`excluded.title`, position: sql`excluded.position` },
        setWhere: isNull(subjects.editedAt),
      });
    const subjectRows = await tx.select().from(subjects);
    const unedited = subjectRows.filter((s) => s.editedAt === null);
    const subjectKey = new Map(subjectRows.map((s) => [`${s.courseId}/${s.slug}`, s]));
    if (unedited.length > 0) {
      const ids = unedited.map((s) => s.id);
      await tx.delete(subjectTopics).where(inArray(subjectTopics.subjectId, ids));
    }
    const links = catalogue.courses.flatMap((c) =>
      c.subjects.flatMap((s) => {
        const row = subjectKey.get(`${courseId.get(c.slug)}/${s.slug}`);
        if (!row || row.editedAt !== null) return [];
        return s.topics.map((slug, position) => ({
          subjectId: row.id,
          topicId: topicId.get(slug) as string,
          position,
        }));
      }),
    );
    if (links.length > 0) await tx.insert(subjectTopics).values(links).onConflictDoNothing();
  });
}
