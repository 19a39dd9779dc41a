import {
  CONTEST_PROVISIONAL_CONTESTS,
  contestRatingProvisional,
  PRACTICE_PROVISIONAL_SOLVED,
  type PublicProfile,
  type TopRated,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { ratingHistoryOf } from '../contests/index.js';
import { findUserByUsername, topRated } from '../users/index.js';

/** What anyone may see of a user: ratings with their provisional marks and the Contest rating history. */
export async function publicProfile(db: Db, username: string): Promise<PublicProfile> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('No user has this username', 'USER_NOT_FOUND');
  return {
    username: user.username,
    profilePicture: user.profilePicture,
    bio: user.bio,
    targetExam: user.targetExam,
    createdAt: user.createdAt.toISOString(),
    practiceRating: Math.round(user.practiceRating),
    practiceRatingProvisional: user.practiceSolved < PRACTICE_PROVISIONAL_SOLVED,
    practiceSolved: user.practiceSolved,
    contestRating: Math.round(user.contestRating),
    contestRatingProvisional: contestRatingProvisional(user.contestsRated),
    contestsRated: user.contestsRated,
    primaryRating: user.primaryRating === 'contest' ? 'contest' : 'practice',
    contestHistory: await ratingHistoryOf(db, user.id),
  };
}

/** The ten best ratings of a kind among users past the provisional stage. */
export async function topRatedUsers(db: Db, kind: 'practice' | 'contest'): Promise<TopRated> {
  const rows = await topRated(
    db,
    kind,
    kind === 'contest' ? CONTEST_PROVISIONAL_CONTESTS : PRACTICE_PROVISIONAL_SOLVED,
  );
  return {
    kind,
    rows: rows.map((r, i) => ({
      rank: i + 1,
      username: r.username,
      profilePicture: r.profilePicture,
      rating: Math.round(r.rating),
      count: r.count,
    })),
  };
}
