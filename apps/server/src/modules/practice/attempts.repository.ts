import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  type PairState,
  pairKey,
  type QuestionState,
  type QueuedAttempt,
  type RatedBatch,
  rateAttempts,
  type StoredOutcome,
  storedOutcomes,
  type UserState,
} from './attempt-rating.js';
import { istDay } from './ist-day.js';
import { attempts } from './practice.tables.js';

type Tx = Pick<Db, 'execute'>;

/**
 * Rows travel as one JSON parameter read with jsonb_to_recordset, and ids as one array literal (a
 * uuid has no character that needs quoting), so each statement's text is the same whatever the
 * batch's size: nothing to build per attempt and nothing new for PostgreSQL to parse.
 */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Locks the batch's learners (in id order, so batches of other processes cannot deadlock). */
async function lockLearners(tx: Tx, userIds: string[]): Promise<Map<string, UserState>> {
  const users = new Map<string, UserState>();
  for (const r of rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select id, practice_rating, practice_attempted, practice_solved from users
      where id = any(${uuids(userIds)}) order by id for update`),
  )) {
    users.set(String(r.id), {
      rating: Number(r.practice_rating),
      attempted: Number(r.practice_attempted),
      solved: Number(r.practice_solved),
    });
  }
  return users;
}

/** Locks the batch's questions, in id order too. */
async function lockQuestions(tx: Tx, questionIds: string[]): Promise<Map<string, QuestionState>> {
  const questions = new Map<string, QuestionState>();
  for (const r of rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select id, difficulty_rating, first_attempts, correct_first_attempts,
      log_expected_seconds, attempts, correct_attempts from questions where id = any(${uuids(questionIds)})
      order by id for update`),
  )) {
    questions.set(String(r.id), {
      rating: Number(r.difficulty_rating),
      firstAttempts: Number(r.first_attempts),
      correctFirstAttempts: Number(r.correct_first_attempts),
      logExpectedSeconds: r.log_expected_seconds == null ? null : Number(r.log_expected_seconds),
      attemptsBefore: Number(r.attempts),
      correctBefore: Number(r.correct_attempts),
      attempts: 0,
      correctAttempts: 0,
    });
  }

  return questions;
}

/** Counts the batch's attempts on the progress rows: each (learner, question) pair once. */
async function countProgress(tx: Tx, batch: QueuedAttempt[], at: string): Promise<Map<string, PairState>> {
  // Progress rows: each (learner, question) pair once, counted up by its attempts in this batch.
  const pairs = new Map<string, { userId: string; questionId: string; n: number; anyCorrect: boolean }>();
  for (const a of batch) {
    const p = pairs.get(pairKey(a)) ?? {
      userId: a.userId,
      questionId: a.questionId,
      n: 0,
      anyCorrect: false,
    };
    p.n += 1;
    p.anyCorrect ||= a.correct;
    pairs.set(pairKey(a), p);
  }
  const sortedPairs = [...pairs.values()].sort((x, y) => pairKey(x).localeCompare(pairKey(y)));
  const progressRows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      insert into question_progress (user_id, question_id, attempts, solved_at, updated_at)
      select r.user_id, r.question_id, r.n, case when r.correct then ${at}::timestamptz end, ${at}::timestamptz
      from jsonb_to_recordset(${json(
        sortedPairs.map((p) => ({
          user_id: p.userId,
          question_id: p.questionId,
          n: p.n,
          correct: p.anyCorrect,
        })),
      )}) as r(user_id uuid, question_id uuid, n int, correct boolean)
      on conflict (user_id, question_id) do update set
        attempts = question_progress.attempts + excluded.attempts,
        -- Solved means answered right without having seen the key: not after a reveal.
        solved_at = coalesce(
          question_progress.solved_at,
          case when question_progress.revealed_at is null then excluded.solved_at end
        ),
        updated_at = excluded.updated_at
      returning user_id, question_id, attempts, solved_at = ${at}::timestamptz as solved_now,
        solved_at is not null as solved, revealed_at is not null as revealed`),
  );
  const progress = new Map<string, PairState>();
  for (const r of progressRows) {
    const key = pairKey({ userId: String(r.user_id), questionId: String(r.question_id) });
    const solvedNow = r.solved_now === true;
    progress.set(key, {
      attempts: Number(r.attempts) - (pairs.get(key)?.n ?? 0),
      solved: r.solved === true && !solvedNow,
      solvedNow,
      revealed: r.revealed === true,
    });
  }

  return progress;
}

/** Writes attempts, the questions' counters and ratings, the learners' and the rating history in one statement. */
async function writeRatedBatch(
  tx: Tx,
  { attemptRows, history }: RatedBatch,
  users: Map<string, UserState>,
  questions: Map<string, QuestionState>,
  day: string,
  at: string,
): Promise<void> {
  await tx.execute(sql`
    with a as (
      insert into attempts (user_id, question_id, answer, correct, seconds, rating_delta, ist_day, created_at)
      select r.user_id, r.question_id, r.answer, r.correct, r.seconds, r.delta, ${day}, ${at}::timestamptz
      from jsonb_to_recordset(${json(attemptRows)})
        as r(user_id uuid, question_id uuid, answer jsonb, correct boolean, seconds real, delta real)
    ),
    q as (
      update questions set attempts = questions.attempts + v.n, correct_attempts = questions.correct_attempts + v.c,
        first_attempts = v.f, correct_first_attempts = v.cf, difficulty_rating = v.rating,
        log_expected_seconds = v.les
      from jsonb_to_recordset(${json(
        [...questions].map(([id, q]) => ({
          id,
          n: q.attempts,
          c: q.correctAttempts,
          f: q.firstAttempts,
          cf: q.correctFirstAttempts,
          rating: q.rating,
          les: q.logExpectedSeconds,
        })),
      )}) as v(id uuid, n int, c int, f int, cf int, rating real, les real)
      where questions.id = v.id
    ),
    u as (
      update users set practice_rating = v.rating, practice_attempted = v.attempted, practice_solved = v.solved
      from jsonb_to_recordset(${json(
        [...users].map(([id, u]) => ({ id, rating: u.rating, attempted: u.attempted, solved: u.solved })),
      )}) as v(id uuid, rating real, attempted int, solved int)
      -- The ids again as an array: the planner takes jsonb_to_recordset for 100 rows and scanned
      -- every user to join them; with the array it reads the batch's users by their key.
      where users.id = v.id and users.id = any(${uuids([...users.keys()])})
    )
    insert into rating_history (user_id, kind, rating, delta, question_id, created_at)
    select r.user_id, 'practice', r.rating, r.delta, r.question_id, ${at}::timestamptz
    from jsonb_to_recordset(${json(history)}) as r(user_id uuid, rating real, delta real, question_id uuid)`);
}

/**
 * Stores a batch of attempts in one transaction of four statements, whatever its size: lock the
 * learners, lock the questions, count the attempts on the progress rows, then, after the ratings
 * are worked out in order of arrival (`rateAttempts`), write attempts, counters, ratings and history.
 */
async function storeAttemptBatch(tx: Tx, batch: QueuedAttempt[], now: Date): Promise<StoredOutcome[]> {
  const at = now.toISOString();
  const userIds = [...new Set(batch.map((a) => a.userId))].sort();
  const questionIds = [...new Set(batch.map((a) => a.questionId))].sort();
  const users = await lockLearners(tx, userIds);
  const questions = await lockQuestions(tx, questionIds);
  const progress = await countProgress(tx, batch, at);
  const rated = rateAttempts(batch, users, questions, progress);
  await writeRatedBatch(tx, rated, users, questions, istDay(now), at);
  return storedOutcomes(batch, rated.results, users, questions, progress);
}

/** Stores attempts (a group-committed batch, or one alone) in one transaction. */
export function storeAttempts(db: Db, batch: QueuedAttempt[], now: Date): Promise<StoredOutcome[]> {
  return db.transaction((tx) => storeAttemptBatch(tx, batch, now));
}

/** A learner's last 50 attempts at a question, newest first. */
export async function attemptsOfLearner(db: Db, userId: string, questionId: string) {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.questionId, questionId)))
    .orderBy(desc(attempts.createdAt))
    .limit(50);
}

/**
 * A question's attempt statistics: the median time of right answers, how often each answer was
 * given, attempts per time bucket (`width_bucket` over `buckets`), and the learner's first right time.
 */
export async function attemptStats(db: Db, questionId: string, userId: string | null, buckets: number[]) {
  const bucket = sql<number>`width_bucket(${attempts.seconds}, array[${sql.raw(buckets.join(','))}]::float8[])`;
  const [[summary], choices, histogram, [first]] = await Promise.all([
    db
      .select({
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${attempts.seconds}) filter (where ${attempts.correct})`,
      })
      .from(attempts)
      .where(eq(attempts.questionId, questionId)),
    db
      .select({ answer: attempts.answer, n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(eq(attempts.questionId, questionId))
      .groupBy(attempts.answer),
    db
      .select({ bucket, n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(eq(attempts.questionId, questionId))
      .groupBy(bucket),
    userId
      ? db
          .select({ seconds: attempts.seconds })
          .from(attempts)
          .where(
            and(eq(attempts.questionId, questionId), eq(attempts.userId, userId), eq(attempts.correct, true)),
          )
          .orderBy(asc(attempts.createdAt))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    median: summary?.median ?? null,
    choices,
    histogram,
    mine: first ? Math.round(first.seconds) : null,
  };
}
