import { divisionGroups, rateContest } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { applyContestRatings } from '../users/index.js';
import { divisionChoice } from './contest-division.js';
import {
  lockForRating,
  type NewContestRating,
  ratingEntrants,
  storeContestRatings,
} from './contest-ratings.repository.js';
import { findContest } from './contests.repository.js';
import { ratingForRun } from './leaderboard-board.js';

/** The durable job that rates a contest once its end has run. */
export const RATE_CONTEST_JOB = 'contest.rate';

/**
 * A contest's rating run: once, after its end (the end job plans it). Every division the contest is
 * rated for is rated within itself; the changes, the users' new ratings and the contest's `rated_at`
 * commit together under the contest's row lock, so a second run (another process, a retry) finds it
 * done and changes nothing. Returns how many were rated (0 when there was nothing to do).
 */
export async function rateContestRun(db: Db, contestId: string): Promise<number> {
  const contest = await findContest(db, contestId);
  if (!contest?.rated || !contest.startsAt || !contest.releasedAt || contest.state !== 'published') return 0;
  const rated = await db.transaction(async (tx) => {
    const lock = await lockForRating(tx, contestId);
    if (!lock || lock.ratedAt) return [];
    const entrants = (await ratingEntrants(tx, contestId)).map((e) => ({
      id: e.userId,
      rating: ratingForRun(e),
      contestsRated: e.contestsRated,
      score: e.score,
      penalty: contest.format === 'sprint' ? e.penaltySeconds : 0,
    }));
    const rows: NewContestRating[] = [];
    for (const group of divisionGroups(divisionChoice(contest.division), entrants)) {
      for (const change of rateContest(group.entrants)) {
        rows.push({
          contestId,
          userId: change.id,
          division: group.key,
          rank: change.rank,
          participants: group.entrants.length,
          ratingBefore: change.before,
          ratingAfter: change.after,
        });
      }
    }
    await storeContestRatings(tx, contestId, rows);
    await applyContestRatings(
      tx,
      rows.map((r) => ({ userId: r.userId, after: r.ratingAfter })),
    );
    return rows.map((r) => r.userId);
  });
  if (rated.length > 0 || contest.ratedAt === null)
    emitDomainEvent(db, 'contest.final', { contestId, userIds: rated });
  return rated.length;
}
