import { contestRatingProvisional, PRACTICE_PROVISIONAL_SOLVED, type PublicUser } from '@preparena/shared';
import type { UserRow } from './users.repository.js';

/** The only way a user row leaves the server: the public fields, never a hash or token version. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    profilePicture: user.profilePicture,
    isAdmin: user.isAdmin,
    isQuestionManager: user.isQuestionManager,
    isContentManager: user.isContentManager,
    isContestController: user.isContestController,
    practiceRating: Math.round(user.practiceRating),
    practiceRatingProvisional: user.practiceSolved < PRACTICE_PROVISIONAL_SOLVED,
    contestRating: Math.round(user.contestRating),
    contestRatingProvisional: contestRatingProvisional(user.contestsRated),
    contestsRated: user.contestsRated,
    contestReminders: user.contestReminders,
    primaryRating: user.primaryRating === 'contest' ? 'contest' : 'practice',
    createdAt: user.createdAt.toISOString(),
  };
}
