import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A transaction (or the database): both run the statements below the same way. */
type Tx = Pick<Db, 'execute'>;

/** Rows of a raw statement: both drivers (node-postgres and PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What an attempt starts from: the learner's progress after counting it, their rating, the question's. */
export interface AttemptStart {
  attempts: number;
  newlySolved: boolean;
  revealed: boolean;
  practiceRating: number;
  practiceAttempted: number;
  practiceSolved: number;
  difficultyRating: number;
  firstAttempts: number;
  correctFirstAttempts: number;
  logExpectedSeconds: number | null;
}

/**
 * Counts the attempt on the learner's progress row (the upsert tells atomically whether it is the
 * first, even for double submissions) and locks and reads the learner's and the question's ratings,
 * in one statement. Run inside the attempt's transaction.
 */
export async function startAttempt(
  tx: Tx,
  at: { userId: string; questionId: string; correct: boolean; now: Date },
): Promise<AttemptStart | undefined> {
  const now = at.now.toISOString();
  const result = await tx.execute(sql`
    with p as (
      insert into question_progress (user_id, question_id, attempts, solved_at, updated_at)
      values (${at.userId}::uuid, ${at.questionId}::uuid, 1,
              case when ${at.correct}::boolean then ${now}::timestamptz end, ${now}::timestamptz)
      on conflict (user_id, question_id) do update set
        attempts = question_progress.attempts + 1,
        solved_at = case when ${at.correct}::boolean
          then coalesce(question_progress.solved_at, ${now}::timestamptz)
          else question_progress.solved_at end,
        updated_at = ${now}::timestamptz
      returning attempts, solved_at, revealed_at
    ),
    u as (
      select practice_rating, practice_attempted, practice_solved
      from users where id = ${at.userId}::uuid for update
    ),
    q as (
      select difficulty_rating, first_attempts, correct_first_attempts, log_expected_seconds
      from questions where id = ${at.questionId}::uuid for update
    )
    select p.attempts,
           coalesce(${at.correct}::boolean and p.solved_at = ${now}::timestamptz, false) as newly_solved,
           p.revealed_at is not null as revealed,
           u.practice_rating, u.practice_attempted, u.practice_solved,
           q.difficulty_rating, q.first_attempts, q.correct_first_attempts, q.log_expected_seconds
    from p, u, q`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return undefined;
  return {
    attempts: Number(row.attempts),
    newlySolved: row.newly_solved === true,
    revealed: row.revealed === true,
    practiceRating: Number(row.practice_rating),
    practiceAttempted: Number(row.practice_attempted),
    practiceSolved: Number(row.practice_solved),
    difficultyRating: Number(row.difficulty_rating),
    firstAttempts: Number(row.first_attempts),
    correctFirstAttempts: Number(row.correct_first_attempts),
    logExpectedSeconds: row.log_expected_seconds == null ? null : Number(row.log_expected_seconds),
  };
}

/** What an attempt changes once its ratings are computed. */
export interface AttemptRecord {
  userId: string;
  questionId: string;
  answer: number[] | number;
  correct: boolean;
  seconds: number;
  istDay: string;
  now: Date;
  firstAttempt: boolean;
  userRating: number;
  userDelta: number;
  questionRating: number;
  logExpectedSeconds: number;
  attempted: number;
  solved: number;
}

/**
 * Stores the attempt, the question's counters and (first attempt) its difficulty, the learner's
 * rating and counts, and a rating-history row when the rating moved: one statement.
 */
export async function recordAttempt(tx: Tx, a: AttemptRecord): Promise<void> {
  const now = a.now.toISOString();
  const first = a.firstAttempt;
  const right = a.correct ? 1 : 0;
  await tx.execute(sql`
    with a as (
      insert into attempts (user_id, question_id, answer, correct, seconds, rating_delta, ist_day, created_at)
      values (${a.userId}::uuid, ${a.questionId}::uuid, ${JSON.stringify(a.answer)}::jsonb,
              ${a.correct}::boolean, ${a.seconds}::real, ${a.userDelta}::real, ${a.istDay},
              ${now}::timestamptz)
    ),
    q as (
      update questions set
        attempts = attempts + 1,
        correct_attempts = correct_attempts + ${right}::int,
        first_attempts = first_attempts + ${first ? 1 : 0}::int,
        correct_first_attempts = correct_first_attempts + ${first ? right : 0}::int,
        difficulty_rating = case when ${first}::boolean then ${a.questionRating}::real else difficulty_rating end,
        log_expected_seconds = case when ${first}::boolean then ${a.logExpectedSeconds}::real
          else log_expected_seconds end
      where id = ${a.questionId}::uuid
    ),
    u as (
      update users set practice_rating = ${a.userRating}::real,
        practice_attempted = ${a.attempted}::int, practice_solved = ${a.solved}::int
      where id = ${a.userId}::uuid
    )
    insert into rating_history (user_id, kind, rating, delta, question_id, created_at)
    select ${a.userId}::uuid, 'practice', ${a.userRating}::real, ${a.userDelta}::real,
           ${a.questionId}::uuid, ${now}::timestamptz
    where ${a.userDelta}::real <> 0`);
}
