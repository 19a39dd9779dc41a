import { type AttemptResult, PRACTICE_PROVISIONAL_SOLVED, practiceRatingUpdate } from '@preparena/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One checked attempt waiting to be stored: correctness is decided, ratings are not yet. */
export interface QueuedAttempt {
  userId: string;
  questionId: string;
  answer: number[] | number;
  correct: boolean;
  seconds: number;
  /** The question's fixed facts the rating needs (its ratings are read locked in the batch). */
  expectedSeconds: number;
  singleChoiceOptions: number;
}

/** What the learner is told; the service adds the answer and solution. */
export type StoredAttempt = Omit<AttemptResult, 'answer' | 'solution'>;

type Tx = Pick<Db, 'execute'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const uuids = (ids: string[]) => sql`array[${list(ids.map((id) => sql`${id}::uuid`))}]`;

interface UserState {
  rating: number;
  attempted: number;
  solved: number;
}
interface QuestionState {
  rating: number;
  firstAttempts: number;
  correctFirstAttempts: number;
  logExpectedSeconds: number | null;
  attempts: number;
  correctAttempts: number;
}
interface PairState {
  /** Attempts stored before this batch, then counted up as the batch is walked through. */
  attempts: number;
  /** Whether the learner had solved it before this batch (or did so earlier in it). */
  solved: boolean;
  /** Whether this batch's upsert marked it solved now (its first right answer gets the count). */
  solvedNow: boolean;
  revealed: boolean;
}

/**
 * Stores a batch of attempts in one transaction of five statements, whatever its size: lock the
 * learners, lock the questions (each in id order, so batches of other processes cannot deadlock),
 * count the attempts on the progress rows, then, after the ratings are worked out in order of
 * arrival exactly as one attempt at a time would, write attempts, counters, ratings and history.
 */
export async function storeAttemptBatch(tx: Tx, batch: QueuedAttempt[], now: Date): Promise<StoredAttempt[]> {
  const at = now.toISOString();
  const day = istDay(now);
  const userIds = [...new Set(batch.map((a) => a.userId))].sort();
  const questionIds = [...new Set(batch.map((a) => a.questionId))].sort();
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
  const questions = new Map<string, QuestionState>();
  for (const r of rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select id, difficulty_rating, first_attempts, correct_first_attempts,
      log_expected_seconds from questions where id = any(${uuids(questionIds)}) order by id for update`),
  )) {
    questions.set(String(r.id), {
      rating: Number(r.difficulty_rating),
      firstAttempts: Number(r.first_attempts),
      correctFirstAttempts: Number(r.correct_first_attempts),
      logExpectedSeconds: r.log_expected_seconds == null ? null : Number(r.log_expected_seconds),
      attempts: 0,
      correctAttempts: 0,
    });
  }

  // Progress rows: each (learner, question) pair once, counted up by its attempts in this batch.
  const pairKey = (a: { userId: string; questionId: string }) => `${a.userId}|${a.questionId}`;
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
      values ${list(
        sortedPairs.map(
          (p) => sql`(${p.userId}::uuid, ${p.questionId}::uuid, ${p.n}::int,
            case when ${p.anyCorrect}::boolean then ${at}::timestamptz end, ${at}::timestamptz)`,
        ),
      )}
      on conflict (user_id, question_id) do update set
        attempts = question_progress.attempts + excluded.attempts,
        solved_at = coalesce(question_progress.solved_at, excluded.solved_at),
        updated_at = excluded.updated_at
      returning user_id, question_id, attempts, solved_at = ${at}::timestamptz as solved_now,
        solved_at is not null as solved, revealed_at is not null as revealed`),
  );
  const progress = new Map<string, PairState>();
  for (const r of progressRows) {
    const key = `${r.user_id}|${r.question_id}`;
    const solvedNow = r.solved_now === true;
    progress.set(key, {
      attempts: Number(r.attempts) - (pairs.get(key)?.n ?? 0),
      solved: r.solved === true && !solvedNow,
      solvedNow,
      revealed: r.revealed === true,
    });
  }

  const results: StoredAttempt[] = [];
  const attemptRows: SQL[] = [];
  const history: SQL[] = [];
  for (const a of batch) {
    const user = users.get(a.userId);
    const question = questions.get(a.questionId);
    const pair = progress.get(pairKey(a));
    if (!user || !question || !pair) throw new Error('attempt batch: a learner or question vanished');
    const firstAttempt = pair.attempts === 0;
    pair.attempts += 1;
    const newlySolved = a.correct && !pair.solved && pair.solvedNow;
    if (a.correct) pair.solved = true;
    const update = practiceRatingUpdate({
      userRating: user.rating,
      attempted: user.attempted,
      solved: user.solved,
      questionRating: question.rating,
      questionFirstAttempts: question.firstAttempts,
      questionCorrectFirstAttempts: question.correctFirstAttempts,
      logExpectedSeconds: question.logExpectedSeconds ?? Math.log(a.expectedSeconds),
      singleChoiceOptions: a.singleChoiceOptions,
      correct: a.correct,
      seconds: a.seconds,
      firstAttempt,
      settled: !firstAttempt || pair.revealed,
    });
    user.rating = update.userRating;
    user.attempted += firstAttempt ? 1 : 0;
    user.solved += newlySolved ? 1 : 0;
    question.attempts += 1;
    question.correctAttempts += a.correct ? 1 : 0;
    if (firstAttempt) {
      question.firstAttempts += 1;
      question.correctFirstAttempts += a.correct ? 1 : 0;
      question.rating = update.questionRating;
      question.logExpectedSeconds = update.logExpectedSeconds;
    }
    attemptRows.push(
      sql`(${a.userId}::uuid, ${a.questionId}::uuid, ${JSON.stringify(a.answer)}::jsonb, ${a.correct}::boolean,
        ${a.seconds}::real, ${update.userDelta}::real, ${day}, ${at}::timestamptz)`,
    );
    if (update.userDelta !== 0) {
      history.push(
        sql`(${a.userId}::uuid, 'practice', ${update.userRating}::real, ${update.userDelta}::real,
          ${a.questionId}::uuid, ${at}::timestamptz)`,
      );
    }
    results.push({
      correct: a.correct,
      ratingChange: Math.round(update.userDelta * 10) / 10,
      rating: Math.round(update.userRating),
      provisional: user.solved < PRACTICE_PROVISIONAL_SOLVED,
      solvedCount: user.solved,
    });
  }

  const questionRows = [...questions].map(
    ([id, q]) => sql`(${id}::uuid, ${q.attempts}::int, ${q.correctAttempts}::int, ${q.firstAttempts}::int,
      ${q.correctFirstAttempts}::int, ${q.rating}::real, ${q.logExpectedSeconds}::real)`,
  );
  const userRows = [...users].map(
    ([id, u]) => sql`(${id}::uuid, ${u.rating}::real, ${u.attempted}::int, ${u.solved}::int)`,
  );
  await tx.execute(sql`
    with a as (
      insert into attempts (user_id, question_id, answer, correct, seconds, rating_delta, ist_day, created_at)
      values ${list(attemptRows)}
    ),
    q as (
      update questions set attempts = questions.attempts + v.n, correct_attempts = questions.correct_attempts + v.c,
        first_attempts = v.f, correct_first_attempts = v.cf, difficulty_rating = v.rating,
        log_expected_seconds = v.les
      from (values ${list(questionRows)}) as v(id, n, c, f, cf, rating, les)
      where questions.id = v.id
    ),
    u as (
      update users set practice_rating = v.rating, practice_attempted = v.attempted, practice_solved = v.solved
      from (values ${list(userRows)}) as v(id, rating, attempted, solved)
      where users.id = v.id
    )
    ${
      history.length > 0
        ? sql`insert into rating_history (user_id, kind, rating, delta, question_id, created_at)
            values ${list(history)}`
        : sql`select 1`
    }`);
  return results;
}

/** The India calendar day (Asia/Kolkata, UTC+5:30, no daylight saving) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
