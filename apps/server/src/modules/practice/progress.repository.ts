import type { Reaction } from '@preparena/shared';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { courses, topics } from '../learn/learn.tables.js';
import { attempts, questionProgress, questions } from './practice.tables.js';

export type ProgressRow = typeof questionProgress.$inferSelect;

/** The progress rows of several learners (attempted, solved, revealed, liked questions), in one query. */
export async function progressRowsOfUsers(db: Db, userIds: string[]): Promise<ProgressRow[]> {
  return preparedOnce(db, rowsOfUsersQuery).execute({ userIds });
}

const rowsOfUsersQuery = (db: Db) =>
  db
    .select()
    .from(questionProgress)
    .where(sql`${questionProgress.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('progress_rows_of_users');

/** Marks a question's solution revealed for the learner (the first reveal's time stays). */
export async function recordReveal(db: Db, userId: string, questionId: string): Promise<void> {
  await db
    .insert(questionProgress)
    .values({ userId, questionId, revealedAt: new Date() })
    .onConflictDoUpdate({
      target: [questionProgress.userId, questionProgress.questionId],
      set: { revealedAt: sql`coalesce(${questionProgress.revealedAt}, now())` },
    });
}

/** Sets or clears the learner's like or dislike, keeping the question's counters in step. */
export async function setReaction(db: Db, userId: string, questionId: string, reaction: Reaction | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reaction: questionProgress.reaction })
      .from(questionProgress)
      .where(and(eq(questionProgress.userId, userId), eq(questionProgress.questionId, questionId)))
      .for('update');
    const old = before?.reaction ?? null;
    await tx
      .insert(questionProgress)
      .values({ userId, questionId, reaction })
      .onConflictDoUpdate({
        target: [questionProgress.userId, questionProgress.questionId],
        set: { reaction },
      });
    const delta = (kind: Reaction) => (reaction === kind ? 1 : 0) - (old === kind ? 1 : 0);
    const [row] = await tx
      .update(questions)
      .set({
        likes: sql`${questions.likes} + ${delta('like')}`,
        dislikes: sql`${questions.dislikes} + ${delta('dislike')}`,
      })
      .where(eq(questions.id, questionId))
      .returning({ likes: questions.likes, dislikes: questions.dislikes });
    return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, reaction };
  });
}

/** What the practice summary counts for a learner: solves by difficulty and course, and attempts by IST day. */
export async function summaryCounts(db: Db, userId: string, sinceDay: string) {
  const solvedBy = and(eq(questionProgress.userId, userId), isNotNull(questionProgress.solvedAt));
  const [byDifficulty, byCourse, days, firstAttempts] = await Promise.all([
    db
      .select({ difficulty: questions.difficulty, n: sql<number>`count(*)::int` })
      .from(questionProgress)
      .innerJoin(questions, eq(questions.id, questionProgress.questionId))
      .where(solvedBy)
      .groupBy(questions.difficulty),
    db
      .select({ course: courses.slug, title: courses.title, n: sql<number>`count(*)::int` })
      .from(questionProgress)
      .innerJoin(questions, eq(questions.id, questionProgress.questionId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .innerJoin(courses, eq(courses.id, topics.homeCourseId))
      .where(solvedBy)
      .groupBy(courses.slug, courses.title),
    db
      .select({
        day: attempts.istDay,
        solved: sql<number>`count(*) filter (where ${attempts.correct})::int`,
        attempted: sql<number>`count(*)::int`,
      })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), gte(attempts.istDay, sinceDay)))
      .groupBy(attempts.istDay),
    firstAttemptCounts(db, userId),
  ]);
  return { byDifficulty, byCourse, days, firstAttempts };
}

/** Questions the learner attempted, and those whose first attempt was right (accuracy). */
async function firstAttemptCounts(db: Db, userId: string) {
  const [row] = rowsOf<{ first: number; correct: number }>(
    await db.execute(sql`
      select count(*)::int as first, count(*) filter (where correct)::int as correct
      from (
        select distinct on (question_id) correct from attempts
        where user_id = ${userId} order by question_id, id
      ) f`),
  );
  return { first: Number(row?.first ?? 0), correct: Number(row?.correct ?? 0) };
}
