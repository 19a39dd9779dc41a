import { z } from 'zod';
import { CONTEST_DIVISION_CHOICES } from '../domain/contest-divisions.js';
import { CONTEST_FORMATS } from './contests.js';

/** Which rating a user shows as their title (their choice on the profile). */
export const RATING_KINDS = ['practice', 'contest'] as const;

/** How a user appears next to their name on boards: picture and the title of their primary rating. */
export const boardUserSchema = z.object({
  username: z.string(),
  profilePicture: z.string().nullable(),
  /** The user's primary rating (their chosen title), whole points; null while it is provisional. */
  titleRating: z.number().int().nullable(),
  titleKind: z.enum(RATING_KINDS),
});

/** A sprint's question cell: solved (with the minute from the participant's start) or tried wrong. */
export const boardCellSchema = z.object({
  number: z.number().int(),
  solved: z.boolean(),
  /** Whole minutes from the participant's start to the answer. */
  minute: z.number().int().nullable(),
  wrongTries: z.number().int(),
});

/** One leaderboard row (issue 14's contract: rank, username, score, penalty, ratingBefore?, ratingAfter?). */
export const leaderboardRowSchema = boardUserSchema.extend({
  rank: z.number().int(),
  score: z.number(),
  /** Sprints: tie-break seconds (last scoring answer + penalty per wrong answer); mocks: seconds taken. */
  penalty: z.number(),
  /** Rated in this contest's rating run (or would be, before it ran). */
  rated: z.boolean(),
  virtual: z.boolean(),
  ratingBefore: z.number().int().optional(),
  ratingAfter: z.number().int().optional(),
  /** Sprints only. */
  cells: z.array(boardCellSchema).optional(),
  /** Mocks only: points per section, in the contest's order. */
  sections: z.array(z.number()).optional(),
});

/** `GET /api/contests/{id}/leaderboard?page=N&view=all|rated|virtual`. */
export const leaderboardQuerySchema = z.object({
  page: z.coerce
    .number('Pages are whole numbers')
    .int('Pages are whole numbers')
    .min(1)
    .max(100_000)
    .default(1),
  view: z.enum(['all', 'rated', 'virtual']).default('all'),
});

export const LEADERBOARD_PAGE_SIZE = 50;

export const leaderboardSchema = z.object({
  contestId: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  /** live: standings so far (sprints); hidden: a live mock (only the count); final: after the end. */
  phase: z.enum(['live', 'hidden', 'final']),
  rated: z.boolean(),
  division: z.enum(CONTEST_DIVISION_CHOICES),
  /** The rating run has stored its changes (rows then carry ratingBefore/ratingAfter). */
  ratingsApplied: z.boolean(),
  /** People taking part or finished (live and virtual apart). */
  participants: z.number().int(),
  virtualParticipants: z.number().int(),
  questionNumbers: z.array(z.number().int()),
  sectionTitles: z.array(z.string()),
  /** Rows in this view (for paging). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  /** The caller's place in this view (signed in and on the board). */
  me: z.object({ rank: z.number().int(), page: z.number().int() }).nullable(),
  serverNow: z.iso.datetime(),
});

/** One server-sent `standings` event of `GET /api/contests/{id}/leaderboard/stream`: rows whose place or score moved. */
export const standingsEventSchema = z.object({
  contestId: z.string().uuid(),
  participants: z.number().int(),
  total: z.number().int(),
  rows: z.array(leaderboardRowSchema),
});

/** `POST /api/contests/{id}/virtual`. */
export const virtualStartSchema = z.object({ participationId: z.string().uuid() });

/** One rated contest in a user's Contest rating history. */
export const contestRatingEntrySchema = z.object({
  contestId: z.string().uuid(),
  title: z.string(),
  endedAt: z.iso.datetime(),
  rank: z.number().int(),
  participants: z.number().int(),
  division: z.string(),
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int(),
});

/** `GET /api/users/{username}`: what anyone may see of a user. */
export const publicProfileSchema = z.object({
  username: z.string(),
  profilePicture: z.string().nullable(),
  bio: z.string().nullable(),
  targetExam: z.string().nullable(),
  createdAt: z.iso.datetime(),
  practiceRating: z.number().int(),
  practiceRatingProvisional: z.boolean(),
  practiceSolved: z.number().int(),
  contestRating: z.number().int(),
  contestRatingProvisional: z.boolean(),
  contestsRated: z.number().int(),
  primaryRating: z.enum(RATING_KINDS),
  contestHistory: z.array(contestRatingEntrySchema),
});

/** `GET /api/ratings/top?kind=contest|practice`: the ten best non-provisional ratings (the /compete side panel). */
export const topRatedQuerySchema = z.object({ kind: z.enum(RATING_KINDS).default('contest') });
export const topRatedSchema = z.object({
  kind: z.enum(RATING_KINDS),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      username: z.string(),
      profilePicture: z.string().nullable(),
      rating: z.number().int(),
      /** Rated contests (contest kind) or solved questions (practice kind). */
      count: z.number().int(),
    }),
  ),
});

export type TopRated = z.infer<typeof topRatedSchema>;
export type BoardUser = z.infer<typeof boardUserSchema>;
export type BoardCell = z.infer<typeof boardCellSchema>;
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type StandingsEvent = z.infer<typeof standingsEventSchema>;
export type ContestRatingEntry = z.infer<typeof contestRatingEntrySchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
