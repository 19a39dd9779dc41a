import type { LocalisedText, QuestionAnswer } from '@preparena/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionSets, questions } from '../practice/practice.tables.js';
import { contestQuestions, contestRegistrations, contests, participations } from './contests.tables.js';

export type ContestRow = typeof contests.$inferSelect;
export type NewContest = typeof contests.$inferInsert;

export async function insertContest(db: Db, values: NewContest): Promise<ContestRow> {
  const [row] = await db.insert(contests).values(values).returning();
  if (!row) throw new Error('The contest was not stored');
  return row;
}

export async function updateContest(db: Db, id: string, values: Partial<NewContest>): Promise<void> {
  await db
    .update(contests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contests.id, id));
}

export async function findContest(db: Db, id: string): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  return row ?? null;
}

/** The keys of the contests seeding made (shipped tests, demo contests), to skip what exists. */
export async function seededContestKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ key: contests.seedKey }).from(contests).where(isNotNull(contests.seedKey));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** The outer contest's id, qualified (Drizzle writes a bare column name inside a select's subquery). */
const contestId = sql.raw('"contests"."id"');

/** Contests with their counts; `published` only unless staff ask for all. */
export async function listContests(db: Db, options: { all?: boolean; userId?: string | null }) {
  const userId = options.userId ?? null;
  return db
    .select({
      contest: contests,
      registrants: sql<number>`(select count(*)::int from contest_registrations r where r.contest_id = ${contestId})`,
      questionCount: sql<number>`(select count(*)::int from contest_questions q where q.contest_id = ${contestId})`,
      participants: sql<number>`(select count(distinct p.user_id)::int from participations p where p.contest_id = ${contestId})`,
      registered: userId
        ? sql<boolean>`exists(select 1 from contest_registrations r where r.contest_id = ${contestId} and r.user_id = ${userId})`
        : sql<boolean>`false`,
      participation: userId
        ? sql<{ id: string; status: 'open' | 'finished'; score: number | null } | null>`(
            select json_build_object('id', p.id, 'status', p.status, 'score', p.score) from participations p
            where p.contest_id = ${contestId} and p.user_id = ${userId}
            order by p.started_at desc limit 1)`
        : sql<null>`null`,
    })
    .from(contests)
    .where(options.all ? undefined : eq(contests.state, 'published'))
    .orderBy(desc(contests.startsAt), asc(contests.title));
}

export async function registrantCount(db: Db, contestId: string): Promise<number> {
  return db.$count(contestRegistrations, eq(contestRegistrations.contestId, contestId));
}

export async function isRegistered(db: Db, contestId: string, userId: string): Promise<boolean> {
  return (
    (await db.$count(
      contestRegistrations,
      and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)),
    )) > 0
  );
}

export async function register(db: Db, contestId: string, userId: string): Promise<void> {
  await db.insert(contestRegistrations).values({ contestId, userId }).onConflictDoNothing();
}

export async function unregister(db: Db, contestId: string, userId: string): Promise<void> {
  await db
    .delete(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)));
}

export interface ContestQuestionRow {
  number: number;
  section: number;
  questionId: string;
  priorStatus: string;
  practiceNumber: number;
  status: string;
  type: 'single' | 'multiple' | 'numeric';
  statement: LocalisedText;
  options: LocalisedText[];
  answer: QuestionAnswer | null;
  solution: LocalisedText;
  setId: string | null;
  setPosition: number | null;
  setKind: 'passage' | 'chart' | null;
  setTitle: LocalisedText | null;
  setContent: Record<string, unknown> | null;
}

/** A contest's questions in order, with their content (and their sets' passage or charts). */
export async function contestQuestionRows(db: Db, contestId: string): Promise<ContestQuestionRow[]> {
  const rows = await db
    .select({
      number: contestQuestions.number,
      section: contestQuestions.section,
      questionId: contestQuestions.questionId,
      priorStatus: contestQuestions.priorStatus,
      practiceNumber: questions.number,
      status: questions.status,
      type: questions.type,
      statement: questions.statement,
      options: questions.options,
      answer: questions.answer,
      solution: questions.solution,
      setId: questions.setId,
      setPosition: questions.setPosition,
      setKind: questionSets.kind,
      setTitle: questionSets.title,
      setContent: questionSets.content,
    })
    .from(contestQuestions)
    .innerJoin(questions, eq(questions.id, contestQuestions.questionId))
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
    .where(eq(contestQuestions.contestId, contestId))
    .orderBy(asc(contestQuestions.number));
  return rows;
}

/** What marking needs of a contest's questions (answers and scoring): no texts, passages or solutions. */
export interface ContestKeyRow {
  number: number;
  section: number;
  type: 'single' | 'multiple' | 'numeric';
  answer: QuestionAnswer | null;
  optionCount: number;
}

export async function contestKeyRows(db: Db, contestId: string): Promise<ContestKeyRow[]> {
  return db
    .select({
      number: contestQuestions.number,
      section: contestQuestions.section,
      type: questions.type,
      answer: questions.answer,
      optionCount: sql<number>`jsonb_array_length(${questions.options})::int`,
    })
    .from(contestQuestions)
    .innerJoin(questions, eq(questions.id, contestQuestions.questionId))
    .where(eq(contestQuestions.contestId, contestId))
    .orderBy(asc(contestQuestions.number));
}

export async function replaceContestQuestions(
  db: Db,
  contestId: string,
  rows: { number: number; section: number; questionId: string; priorStatus: string }[],
): Promise<void> {
  await db.delete(contestQuestions).where(eq(contestQuestions.contestId, contestId));
  if (rows.length) await db.insert(contestQuestions).values(rows.map((r) => ({ contestId, ...r })));
}

/** Which of these questions another live or planned contest holds (published, not yet released). */
export async function questionsHeldElsewhere(db: Db, contestId: string | null, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: contestQuestions.questionId, title: contests.title })
    .from(contestQuestions)
    .innerJoin(contests, eq(contests.id, contestQuestions.contestId))
    .where(
      and(
        inArray(contestQuestions.questionId, questionIds),
        sql`${contests.state} <> 'cancelled'`,
        sql`${contests.releasedAt} is null`,
        contestId ? sql`${contests.id} <> ${contestId}` : undefined,
      ),
    );
}

/** How many sittings a contest has had (staff may not change its questions then). */
export async function participationsCount(db: Db, contestId: string): Promise<number> {
  return db.$count(participations, eq(participations.contestId, contestId));
}
