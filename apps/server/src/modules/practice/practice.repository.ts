import { PRACTICE_PAGE_SIZE, type PracticeFilters, type QuestionRow } from '@preparena/shared';
import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionProgress, questions, topics } from '../../db/schema.js';
import { practiceWhere } from './practice-filters.js';

const progressJoin = (userId: string | null) =>
  and(
    eq(questionProgress.questionId, questions.id),
    eq(questionProgress.userId, userId ?? '00000000-0000-0000-0000-000000000000'),
  );

const accuracy = sql<
  number | null
>`case when ${questions.attempts} = 0 then null else ${questions.correctAttempts}::float / ${questions.attempts} end`;

const ORDER: Record<string, SQL[]> = {
  number: [sql`${questions.number} asc`],
  '-number': [sql`${questions.number} desc`],
  difficulty: [sql`${questions.difficultyRating} asc`, sql`${questions.number} asc`],
  '-difficulty': [sql`${questions.difficultyRating} desc`, sql`${questions.number} asc`],
  accuracy: [sql`${accuracy} asc nulls last`, sql`${questions.number} asc`],
  '-accuracy': [sql`${accuracy} desc nulls last`, sql`${questions.number} asc`],
};

/** One page of the practice table and the total, in one query (window count). */
export async function listQuestions(
  db: Db,
  filters: PracticeFilters,
  userId: string | null,
  page: number,
  sort: string,
) {
  const rows = await db
    .select({
      number: questions.number,
      title: questions.title,
      type: questions.type,
      difficulty: questions.difficulty,
      attempts: questions.attempts,
      accuracy,
      topicSlug: topics.slug,
      topicTitle: topics.title,
      solvedAt: questionProgress.solvedAt,
      myAttempts: questionProgress.attempts,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(questionProgress, progressJoin(userId))
    .where(practiceWhere(filters, userId))
    .orderBy(...(ORDER[sort] ?? (ORDER.number as SQL[])))
    .limit(PRACTICE_PAGE_SIZE)
    .offset((page - 1) * PRACTICE_PAGE_SIZE);
  const items: QuestionRow[] = rows.map((r) => ({
    number: r.number,
    title: r.title,
    type: r.type,
    difficulty: r.difficulty,
    topic: { slug: r.topicSlug, title: r.topicTitle },
    accuracy: r.accuracy === null ? null : Number(r.accuracy),
    attempts: r.attempts,
    status:
      userId === null ? null : r.solvedAt ? 'solved' : (r.myAttempts ?? 0) > 0 ? 'attempted' : 'unsolved',
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}

/** The previous, next and a random question number within the same filters. */
export async function neighbours(db: Db, filters: PracticeFilters, userId: string | null, number: number) {
  const base = () =>
    db
      .select({ number: questions.number })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .leftJoin(questionProgress, progressJoin(userId));
  const where = practiceWhere(filters, userId);
  const [prev, next, random] = await Promise.all([
    base()
      .where(and(where, lt(questions.number, number)))
      .orderBy(desc(questions.number))
      .limit(1),
    base()
      .where(and(where, gt(questions.number, number)))
      .orderBy(asc(questions.number))
      .limit(1),
    base()
      .where(and(where, sql`${questions.number} <> ${number}`))
      .orderBy(sql`random()`)
      .limit(1),
  ]);
  return {
    previous: prev[0]?.number ?? null,
    next: next[0]?.number ?? null,
    random: random[0]?.number ?? null,
  };
}

export async function findPublishedQuestion(db: Db, number: number) {
  const [row] = await db
    .select({ question: questions, topicSlug: topics.slug, topicTitle: topics.title })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(eq(questions.number, number), eq(questions.status, 'published')))
    .limit(1);
  return row;
}

export async function findProgress(db: Db, userId: string, questionId: string) {
  const [row] = await db
    .select()
    .from(questionProgress)
    .where(and(eq(questionProgress.userId, userId), eq(questionProgress.questionId, questionId)))
    .limit(1);
  return row;
}
