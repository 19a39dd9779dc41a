import type { MarkingSchemeId } from '@preparena/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { questions } from '../practice/practice.tables.js';
import { users } from '../users/users.tables.js';

export interface StoredSection {
  title: string;
  durationMinutes: number;
}

/**
 * A contest: a sprint or a mock, scheduled (`starts_at`) or any-time (null). `state` is what staff
 * set; upcoming/live/past follow from the clock. `released_at`: its end ran (questions joined practice).
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    format: text('format', { enum: ['sprint', 'mock'] }).notNull(),
    exam: text('exam'),
    scheme: text('scheme').$type<MarkingSchemeId>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull(),
    sections: jsonb('sections').$type<StoredSection[]>().notNull(),
    sectionsInOrder: boolean('sections_in_order').notNull().default(false),
    rated: boolean('rated').notNull().default(true),
    division: text('division'),
    state: text('state', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('published'),
    /** Shipped mock papers: which pattern made them (seeding is idempotent). */
    seedKey: text('seed_key').unique(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Its rating run stored the changes (once, after the end). */
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contests_starts_at_idx').on(t.startsAt)],
);

/** A contest's questions, numbered 1… across its sections; `prior_status` is restored on cancel. */
export const contestQuestions = pgTable(
  'contest_questions',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    section: integer('section').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    priorStatus: text('prior_status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.number] }),
    index('contest_questions_question_idx').on(t.questionId),
  ],
);

export const contestRegistrations = pgTable(
  'contest_registrations',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The 30-minute reminder went out to this registrant (sent once, even if the job runs again). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

/** One sitting of a contest by a user; `score` and the tie-break are kept current for sprints. */
export const participations = pgTable(
  'participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'finished'] })
      .notNull()
      .default('open'),
    /** A private run of a past contest: never rated, shown apart on the board. */
    virtual: boolean('virtual').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: real('score'),
    correct: integer('correct').notNull().default(0),
    wrong: integer('wrong').notNull().default(0),
    /** Sprint tie-break: seconds to the last scoring answer plus the penalty per wrong answer. */
    penaltySeconds: real('penalty_seconds').notNull().default(0),
  },
  (t) => [
    index('participations_contest_idx').on(t.contestId, t.status),
    index('participations_user_idx').on(t.userId, t.contestId),
    // At most one open participation per user and contest.
    uniqueIndex('participations_open_key').on(t.contestId, t.userId).where(sql`status = 'open'`),
  ],
);

/** A saved answer: committed before the answer's 2xx; `correct` is never shown before the end (mocks). */
export const participationAnswers = pgTable(
  'participation_answers',
  {
    participationId: uuid('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    answer: jsonb('answer').$type<number[] | number>(),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    correct: boolean('correct'),
    points: real('points').notNull().default(0),
    seconds: real('seconds'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.participationId, t.number] })],
);

/** A rated participation's change, written once by the contest's rating run. */
export const contestRatings = pgTable(
  'contest_ratings',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    division: text('division').notNull(),
    rank: integer('rank').notNull(),
    /** How many were rated together (the division's field). */
    participants: integer('participants').notNull(),
    ratingBefore: real('rating_before').notNull(),
    ratingAfter: real('rating_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('contest_ratings_user_idx').on(t.userId)],
);
