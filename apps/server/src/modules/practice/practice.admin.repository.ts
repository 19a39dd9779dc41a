import {
  type AdminQuestion,
  type AdminQuestionFilters,
  type AdminQuestionRow,
  EXAM_TAGS,
  type ExamTag,
  type LocalisedText,
  type QuestionAnswer,
  type QuestionExportEntry,
} from '@preparena/shared';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, subjects, subjectTopics, topics } from '../learn/learn.tables.js';
import { users } from '../users/users.tables.js';
import { questionSets, questions } from './practice.tables.js';

type QuestionRow = typeof questions.$inferSelect;
/** A text as the question editor edits it. */
export type Bilingual = { en: string; hi?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause of the admin filters (every status unless one is chosen). Topic and course are
 * resolved in sub-queries on their unique slugs, so the questions side can use its (topic, status)
 * and (status, number) indexes; only the title search scans.
 */
export function adminQuestionWhere(filters: AdminQuestionFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(questions.status, filters.status));
  if (filters.topic) {
    parts.push(
      sql`${questions.topicId} = (select ${topics.id} from ${topics} where ${topics.slug} = ${filters.topic})`,
    );
  }
  if (filters.course) {
    parts.push(
      sql`${questions.topicId} in (select ${subjectTopics.topicId} from ${subjectTopics}
        join ${subjects} on ${subjects.id} = ${subjectTopics.subjectId}
        join ${courses} on ${courses.id} = ${subjects.courseId}
        where ${courses.slug} = ${filters.course})`,
    );
  }
  if (filters.difficulty) parts.push(eq(questions.difficulty, filters.difficulty));
  if (filters.type) parts.push(eq(questions.type, filters.type));
  if (filters.exam) parts.push(sql`${filters.exam} = any(${questions.exams})`);
  if (filters.search) {
    const number = /^#?\d{1,9}$/.test(filters.search) ? Number(filters.search.replace('#', '')) : null;
    parts.push(
      or(
        number === null ? undefined : eq(questions.number, number),
        sql`${questions.title}::text ilike ${`%${escapeLike(filters.search)}%`}`,
      ),
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * "Order" of the table: the question's position in its topic, counting every question of the topic
 * (any status) by number. Numbers only grow, so this is the order in which the topic's questions were
 * added. A correlated count over the (topic, status) index, run for the rows of one page only.
 */
const positionInTopic = sql<number>`(select count(*) from ${questions} as q2
  where q2.topic_id = ${questions.topicId} and q2.number <= ${questions.number})::int`;

/** One page of the admin table and the total: one query for the rows and one count. */
export async function listAdminQuestions(
  db: Db,
  filters: AdminQuestionFilters,
  page: number,
  pageSize: number,
  sort: 'number' | '-number',
): Promise<{ items: AdminQuestionRow[]; total: number }> {
  const where = adminQuestionWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: positionInTopic,
        number: questions.number,
        title: questions.title,
        difficulty: questions.difficulty,
        type: questions.type,
        status: questions.status,
        generatorId: questions.generatorId,
        topicSlug: topics.slug,
        topicTitle: topics.title,
        courseSlug: courses.slug,
        courseTitle: courses.title,
      })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .innerJoin(courses, eq(courses.id, topics.homeCourseId))
      .where(where)
      .orderBy(sort === '-number' ? sql`${questions.number} desc` : asc(questions.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      order: Number(r.order),
      number: r.number,
      title: r.title,
      topic: { slug: r.topicSlug, title: r.topicTitle },
      course: { slug: r.courseSlug, title: r.courseTitle },
      difficulty: r.difficulty,
      type: r.type,
      status: r.status,
      source: r.generatorId ? 'generated' : 'authored',
    })),
    total: Number(total?.n ?? 0),
  };
}

/** A stored text as the editor's `{ en, hi? }` (plain strings are English). */
export function bilingual(text: LocalisedText | null | undefined): Bilingual {
  if (text == null) return { en: '' };
  if (typeof text === 'string') return { en: text };
  return { en: text.en ?? '', ...(text.hi ? { hi: text.hi } : {}) };
}

/** A stored question in the editable (and export) shape. */
export function toEditable(q: QuestionRow, topicSlug: string): QuestionExportEntry {
  return {
    number: q.number,
    title: bilingual(q.title),
    statement: bilingual(q.statement),
    solution: bilingual(q.solution),
    type: q.type,
    options: q.options.map(bilingual),
    // Every stored question has an answer; an empty choice stands in for a missing one (the editor shows it).
    answer: (q.answer as QuestionAnswer | null) ?? { kind: 'choice', correct: [] },
    topic: topicSlug,
    exams: q.exams.filter((e): e is ExamTag => (EXAM_TAGS as readonly string[]).includes(e)),
    difficulty: q.difficulty,
    expectedSeconds: q.expectedSeconds,
    status: q.status,
  };
}

export async function findAdminQuestion(db: Db, number: number): Promise<AdminQuestion | undefined> {
  const [row] = await db
    .select({
      q: questions,
      topicSlug: topics.slug,
      topicTitle: topics.title,
      author: users.username,
      setTitle: questionSets.title,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(users, eq(users.id, questions.authorId))
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
    .where(eq(questions.number, number))
    .limit(1);
  if (!row) return undefined;
  const { q } = row;
  return {
    ...toEditable(q, row.topicSlug),
    topicTitle: row.topicTitle,
    // Authored content of the bank is seeded under `authored:<topic>/<key>`: it was written, not generated.
    source:
      q.generatorId && q.seed !== null && !q.generatorId.startsWith('authored:')
        ? { kind: 'generated', generatorId: q.generatorId, seed: q.seed }
        : { kind: 'authored', author: row.author ?? null },
    difficultyRating: Math.round(q.difficultyRating),
    attempts: q.attempts,
    correctAttempts: q.correctAttempts,
    updatedAt: q.updatedAt.toISOString(),
    set: q.setId && row.setTitle ? { id: q.setId, title: row.setTitle } : null,
  };
}

/** Every topic with its home course, and every course, for the topic picker and the filters. */
export async function questionTopics(db: Db) {
  const [courseRows, topicRows] = await Promise.all([
    db.select({ slug: courses.slug, title: courses.title }).from(courses).orderBy(asc(courses.position)),
    db
      .select({
        slug: topics.slug,
        title: topics.title,
        courseSlug: courses.slug,
        courseTitle: courses.title,
      })
      .from(topics)
      .innerJoin(courses, eq(courses.id, topics.homeCourseId))
      .orderBy(asc(courses.position), asc(topics.slug)),
  ]);
  return {
    courses: courseRows,
    topics: topicRows.map((t) => ({
      slug: t.slug,
      title: t.title,
      course: { slug: t.courseSlug, title: t.courseTitle },
    })),
  };
}

/** Topic ids by slug, for the slugs asked (unknown slugs are missing from the map). */
export async function topicIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: topics.id, slug: topics.slug })
    .from(topics)
    .where(inArray(topics.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Up to `limit` questions matching the filters, by number, in the export shape; and whether more matched. */
export async function exportQuestions(db: Db, filters: AdminQuestionFilters, limit: number) {
  const rows = await db
    .select({ q: questions, topicSlug: topics.slug })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(adminQuestionWhere(filters))
    .orderBy(asc(questions.number))
    .limit(limit + 1);
  return {
    questions: rows.slice(0, limit).map((r) => toEditable(r.q, r.topicSlug)),
    truncated: rows.length > limit,
  };
}
