import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A participation as a board needs it, with the person it belongs to. */
export interface BoardEntryRow {
  id: string;
  userId: string;
  status: 'open' | 'finished';
  virtual: boolean;
  startedAt: Date;
  finishedAt: Date | null;
  score: number | null;
  penaltySeconds: number;
  username: string;
  profilePicture: string | null;
  primaryRating: string;
  practiceRating: number;
  practiceSolved: number;
  contestRating: number;
  contestsRated: number;
  ratingBefore: number | null;
  ratingAfter: number | null;
}

/** One given answer of a participation on the board. */
export interface BoardAnswerRow {
  participationId: string;
  number: number;
  correct: boolean | null;
  points: number;
  savedAt: Date;
}

/** Every participation of a contest with its user and, after the rating run, its rating change. */
export async function boardEntries(db: Db, contestId: string): Promise<BoardEntryRow[]> {
  const result = await db.execute(sql`
    select p.id, p.user_id as "userId", p.status, p.virtual, p.started_at as "startedAt",
      p.finished_at as "finishedAt", p.score, p.penalty_seconds as "penaltySeconds",
      u.username, u.profile_picture as "profilePicture", u.primary_rating as "primaryRating",
      u.practice_rating as "practiceRating", u.practice_solved as "practiceSolved",
      u.contest_rating as "contestRating", u.contests_rated as "contestsRated",
      r.rating_before as "ratingBefore", r.rating_after as "ratingAfter"
    from participations p
    join users u on u.id = p.user_id
    left join contest_ratings r on r.contest_id = p.contest_id and r.user_id = p.user_id and not p.virtual
    where p.contest_id = ${contestId}
    order by p.started_at`);
  return rowsOf<BoardEntryRow & { startedAt: string | Date; finishedAt: string | Date | null }>(result).map(
    (r) => ({
      ...r,
      startedAt: new Date(r.startedAt),
      finishedAt: r.finishedAt === null ? null : new Date(r.finishedAt),
      score: r.score === null ? null : Number(r.score),
      penaltySeconds: Number(r.penaltySeconds),
      practiceRating: Number(r.practiceRating),
      contestRating: Number(r.contestRating),
      ratingBefore: r.ratingBefore === null ? null : Number(r.ratingBefore),
      ratingAfter: r.ratingAfter === null ? null : Number(r.ratingAfter),
    }),
  );
}

/** The given (non-empty) answers of a contest's participations. */
export async function boardAnswers(db: Db, contestId: string): Promise<BoardAnswerRow[]> {
  const result = await db.execute(sql`
    select a.participation_id as "participationId", a.number, a.correct, a.points, a.saved_at as "savedAt"
    from participation_answers a
    join participations p on p.id = a.participation_id
    where p.contest_id = ${contestId} and a.answer is not null`);
  return rowsOf<BoardAnswerRow & { savedAt: string | Date }>(result).map((r) => ({
    ...r,
    number: Number(r.number),
    points: Number(r.points),
    savedAt: new Date(r.savedAt),
  }));
}
