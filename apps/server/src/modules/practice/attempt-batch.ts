import { type AttemptResult, PRACTICE_PROVISIONAL_SOLVED, practiceRatingUpdate } from '@preparena/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { users as usersTable } from '../users/users.tables.js';
import type { questions as questionsTable } from './practice.tables.js';

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

/** A question's counters and ratings after the batch, as its row holds them (for the caches). */
export type QuestionStats = Pick<
  typeof questionsTable.$inferSelect,
  | 'difficultyRating'
  | 'logExpectedSeconds'
  | 'firstAttempts'
  | 'correctFirstAttempts'
  | 'attempts'
  | 'correctAttempts'
>;
/** A learner's Practice counters after the batch, as their row holds them (for the caches). */
export type UserStats = Pick<
  typeof usersTable.$inferSelect,
  'practiceRating' | 'practiceAttempted' | 'practiceSolved'
>;

/** An attempt stored: what the learner is told, and the question's and learner's rows after the batch. */
export interface StoredOutcome {
  told: StoredAttempt;
  question: QuestionStats;
  user: UserStats;
}

type Tx = Pick<Db, 'execute'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/**
 * Rows travel as one JSON parameter read with jsonb_to_recordset, and ids as one array literal (a
 * uuid has no character that needs quoting), so each statement's text is the same whatever the
 * batch's size: nothing to build per attempt and nothing new for PostgreSQL to parse.
 */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

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
  /** Attempts and right ones stored before this batch. */
  attemptsBefore: number;
  correctBefore: number;
  /** Attempts and right ones of this batch. */
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
 * Stores a batch of attempts in one transaction of four statements, whatever its size: lock the
 * learners, lock the questions (each in id order, so batches of other processes cannot deadlock),
 * count the attempts on the progress rows, then, after the ratings are worked out in order of
 * arrival exactly as one attempt at a time would, write attempts, counters, ratings and history.
 */
export async function storeAttemptBatch(tx: Tx, batch: QueuedAttempt[], now: Date): Promise<StoredOutcome[]> {
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
  const attemptRows: unknown[] = [];
  const history: unknown[] = [];
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
    attemptRows.push({
      user_id: a.userId,
      question_id: a.questionId,
      answer: a.answer,
      correct: a.correct,
      seconds: a.seconds,
      delta: update.userDelta,
    });
    if (update.userDelta !== 0) {
      history.push({
        user_id: a.userId,
        rating: update.userRating,
        delta: update.userDelta,
        question_id: a.questionId,
      });
    }
    results.push({
      correct: a.correct,
      ratingChange: Math.round(update.userDelta * 10) / 10,
      rating: Math.round(update.userRating),
      provisional: user.solved < PRACTICE_PROVISIONAL_SOLVED,
      solvedCount: user.solved,
    });
  }

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
      where users.id = v.id
    )
    insert into rating_history (user_id, kind, rating, delta, question_id, created_at)
    select r.user_id, 'practice', r.rating, r.delta, r.question_id, ${at}::timestamptz
    from jsonb_to_recordset(${json(history)}) as r(user_id uuid, rating real, delta real, question_id uuid)`);

  // The rows as they now are (a reload reads the ratings rounded to the columns' single precision).
  const questionStats = new Map<string, QuestionStats>();
  for (const [id, q] of questions) {
    questionStats.set(id, {
      difficultyRating: q.rating,
      logExpectedSeconds: q.logExpectedSeconds,
      firstAttempts: q.firstAttempts,
      correctFirstAttempts: q.correctFirstAttempts,
      attempts: q.attemptsBefore + q.attempts,
      correctAttempts: q.correctBefore + q.correctAttempts,
    });
  }
  const userStats = new Map<string, UserStats>();
  for (const [id, u] of users) {
    userStats.set(id, { practiceRating: u.rating, practiceAttempted: u.attempted, practiceSolved: u.solved });
  }
  return batch.map((a, i) => {
    const told = results[i];
    const question = questionStats.get(a.questionId);
    const user = userStats.get(a.userId);
    if (!told || !question || !user) throw new Error('attempt batch: an outcome is missing');
    return { told, question, user };
  });
}

/** The India calendar day (Asia/Kolkata, UTC+5:30, no daylight saving) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
