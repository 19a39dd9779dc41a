import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { contestRatings, contests } from './contests.tables.js';

/** Locks a contest's row for its rating run and says whether the run already stored its changes. */
export async function lockForRating(db: Db, contestId: string): Promise<{ ratedAt: Date | null } | null> {
  const rows = rowsOf<{ rated_at: Date | null }>(
    await db.execute(sql`select rated_at from contests where id = ${contestId} for update`),
  );
  const row = rows[0];
  return row ? { ratedAt: row.rated_at } : null;
}

/** Who a rating run rates: finished live sittings with at least one answer, with their Contest rating. */
export async function ratingEntrants(db: Db, contestId: string) {
  const result = await db.execute(sql`
    select p.user_id as "userId", p.score, p.penalty_seconds as "penaltySeconds",
      u.contest_rating as "contestRating", u.contests_rated as "contestsRated"
    from participations p join users u on u.id = p.user_id
    where p.contest_id = ${contestId} and p.status = 'finished' and not p.virtual
      and exists (select 1 from participation_answers a where a.participation_id = p.id and a.answer is not null)`);
  return rowsOf<{
    userId: string;
    score: number | null;
    penaltySeconds: number;
    contestRating: number;
    contestsRated: number;
  }>(result).map((r) => ({
    ...r,
    score: Number(r.score ?? 0),
    penaltySeconds: Number(r.penaltySeconds),
    contestRating: Number(r.contestRating),
    contestsRated: Number(r.contestsRated),
  }));
}

export type NewContestRating = typeof contestRatings.$inferInsert;

/** Stores a run's changes and marks the contest rated (in the run's transaction). */
export async function storeContestRatings(
  db: Db,
  contestId: string,
  rows: NewContestRating[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(contestRatings).values(rows.slice(i, i + 1000));
  await db.update(contests).set({ ratedAt: sql`now()` }).where(eq(contests.id, contestId));
}

/** A user's Contest rating history, oldest first, with each contest's title and end. */
export async function ratingHistoryOf(db: Db, userId: string) {
  const result = await db.execute(sql`
    select r.contest_id as "contestId", c.title, c.starts_at + make_interval(mins => c.duration_minutes) as "endedAt",
      r.rank, r.participants, r.division, r.rating_before as "ratingBefore", r.rating_after as "ratingAfter"
    from contest_ratings r join contests c on c.id = r.contest_id
    where r.user_id = ${userId}
    order by c.starts_at + make_interval(mins => c.duration_minutes), r.created_at`);
  return rowsOf<{
    contestId: string;
    title: string;
    endedAt: string | Date;
    rank: number;
    participants: number;
    division: string;
    ratingBefore: number;
    ratingAfter: number;
  }>(result).map((r) => ({
    contestId: r.contestId,
    title: r.title,
    endedAt: new Date(r.endedAt).toISOString(),
    rank: Number(r.rank),
    participants: Number(r.participants),
    division: r.division,
    ratingBefore: Math.round(Number(r.ratingBefore)),
    ratingAfter: Math.round(Number(r.ratingAfter)),
  }));
}
