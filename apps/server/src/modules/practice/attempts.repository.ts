import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRows } from '../../db/rows.js';
import type { TwoTripSession } from '../../db/two-trips.js';
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

/**
 * Rows travel as one JSON value (jsonRows), and ids as one array literal (a uuid has no character
 * that needs quoting), so a statement has the same shape whatever the batch's size. On PostgreSQL
 * the session writes these values into the text as literals (db/two-trips.ts: one simple-protocol
 * query a trip); on PGlite they stay parameters.
 */
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

type Row = Record<string, unknown>;

/** The batch's (learner, question) pairs, each once, with its attempts in the batch, in key order. */
function pairsOf(batch: QueuedAttempt[]) {
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
  return [...pairs.values()].sort((x, y) => pairKey(x).localeCompare(pairKey(y)));
}

type Pair = ReturnType<typeof pairsOf>[number];

/**
 * Locks and reads, in one statement, the batch's learners, then its questions, then its progress
 * rows (each in key order, so batches of other processes cannot deadlock; a pair's learner is
 * locked first, so no other batch can add its progress row meanwhile). One round trip instead of
 * three: under load each round trip waits for a turn of the event loop.
 */
function lockStatement(userIds: string[], questionIds: string[], pairs: Pair[]) {
  return sql`select
      (select coalesce(json_agg(u), '[]') from (select id, practice_rating, practice_attempted, practice_solved
        from users where id = any(${uuids(userIds)}) order by id for update) u) as u,
      (select coalesce(json_agg(q), '[]') from (select id, difficulty_rating, first_attempts,
        correct_first_attempts, log_expected_seconds, attempts, correct_attempts from questions
        where id = any(${uuids(questionIds)}) order by id for update) q) as q,
      (select coalesce(json_agg(p), '[]') from (select user_id, question_id, attempts,
        solved_at is not null as solved, revealed_at is not null as revealed from question_progress
        where (user_id, question_id) in (select * from unnest(${uuids(pairs.map((p) => p.userId))},
          ${uuids(pairs.map((p) => p.questionId))}))
        order by user_id, question_id for update) p) as p`;
}

/** The locked rows as the rating works on them: learners, questions, and each pair's progress. */
function lockedStates(row: { u: Row[]; q: Row[]; p: Row[] } | undefined, pairs: Pair[]) {
  // PGlite hands json back parsed; node-postgres too (json is parsed by its type parser).
  const users = new Map<string, UserState>();
  for (const r of row?.u ?? []) {
    users.set(String(r.id), {
      rating: Number(r.practice_rating),
      attempted: Number(r.practice_attempted),
      solved: Number(r.practice_solved),
    });
  }
  const questions = new Map<string, QuestionState>();
  for (const r of row?.q ?? []) {
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
  const stored = new Map<string, Row>();
  for (const r of row?.p ?? [])
    stored.set(pairKey({ userId: String(r.user_id), questionId: String(r.question_id) }), r);
  // Each pair's progress before the batch; solved now when this batch has its first right answer,
  // unless the learner revealed the solution first (then a right answer no longer counts as solved).
  const progress = new Map<string, PairState>();
  for (const p of pairs) {
    const r = stored.get(pairKey(p));
    const solved = r?.solved === true;
    const revealed = r?.revealed === true;
    progress.set(pairKey(p), {
      attempts: Number(r?.attempts ?? 0),
      solved,
      solvedNow: !solved && !revealed && p.anyCorrect,
      revealed,
    });
  }
  return { users, questions, progress };
}

/** Writes attempts, progress, the questions' counters and ratings and the learners' in one statement. */
function writeStatement(
  { attemptRows }: RatedBatch,
  { users, questions, progress }: ReturnType<typeof lockedStates>,
  pairs: Pair[],
  day: string,
  at: string,
) {
  return sql`
    with p as (
      insert into question_progress (user_id, question_id, attempts, solved_at, updated_at)
      select r.user_id, r.question_id, r.n, case when r.solved_now then ${at}::timestamptz end, ${at}::timestamptz
      from jsonb_to_recordset(${jsonRows(
        pairs.map((p) => ({
          user_id: p.userId,
          question_id: p.questionId,
          n: p.n,
          solved_now: progress.get(pairKey(p))?.solvedNow === true,
        })),
      )}) as r(user_id uuid, question_id uuid, n int, solved_now boolean)
      on conflict (user_id, question_id) do update set
        attempts = question_progress.attempts + excluded.attempts,
        -- Solved means answered right without having seen the key: not after a reveal.
        solved_at = coalesce(
          question_progress.solved_at,
          case when question_progress.revealed_at is null then excluded.solved_at end
        ),
        updated_at = excluded.updated_at
    ),
    a as (
      insert into attempts (user_id, question_id, answer, correct, seconds, rating_delta, ist_day, created_at)
      select r.user_id, r.question_id, r.answer, r.correct, r.seconds, r.delta, ${day}, ${at}::timestamptz
      from jsonb_to_recordset(${jsonRows(attemptRows)})
        as r(user_id uuid, question_id uuid, answer jsonb, correct boolean, seconds real, delta real)
    ),
    q as (
      update questions set attempts = questions.attempts + v.n, correct_attempts = questions.correct_attempts + v.c,
        first_attempts = v.f, correct_first_attempts = v.cf, difficulty_rating = v.rating,
        log_expected_seconds = v.les
      from jsonb_to_recordset(${jsonRows(
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
    )
    update users set practice_rating = v.rating, practice_attempted = v.attempted, practice_solved = v.solved
    from jsonb_to_recordset(${jsonRows(
      [...users].map(([id, u]) => ({ id, rating: u.rating, attempted: u.attempted, solved: u.solved })),
    )}) as v(id uuid, rating real, attempted int, solved int)
    -- The ids again as an array: the planner takes jsonb_to_recordset for 100 rows and scanned
    -- every user to join them; with the array it reads the batch's users by their key.
    where users.id = v.id and users.id = any(${uuids([...users.keys()])})`;
}

/**
 * Stores attempts (a group-committed batch, or one alone) in one transaction of two statements,
 * whatever the batch's size, in two round trips on the session's connection: lock and read the
 * learners, the questions and the progress rows; then, after the ratings are worked out in order of
 * arrival (`rateAttempts`), write attempts, progress, counters and ratings, and commit.
 */
export function storeAttempts(
  session: TwoTripSession,
  batch: QueuedAttempt[],
  now: Date,
): Promise<StoredOutcome[]> {
  const at = now.toISOString();
  const userIds = [...new Set(batch.map((a) => a.userId))].sort();
  const questionIds = [...new Set(batch.map((a) => a.questionId))].sort();
  const pairs = pairsOf(batch);
  return session.run(lockStatement(userIds, questionIds, pairs), (rows) => {
    const locked = lockedStates(rows[0] as { u: Row[]; q: Row[]; p: Row[] } | undefined, pairs);
    const rated = rateAttempts(batch, locked.users, locked.questions, locked.progress);
    return {
      write: writeStatement(rated, locked, pairs, istDay(now), at),
      result: storedOutcomes(batch, rated.results, locked.users, locked.questions, locked.progress),
    };
  });
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
