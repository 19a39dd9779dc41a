import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profilePicture: text('profile_picture'),
    bio: text('bio'),
    targetExam: text('target_exam'),
    language: text('language').notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isQuestionManager: boolean('is_question_manager').notNull().default(false),
    isContentManager: boolean('is_content_manager').notNull().default(false),
    isContestController: boolean('is_contest_controller').notNull().default(false),
    practiceRating: real('practice_rating').notNull().default(1200),
    contestRating: real('contest_rating').notNull().default(1400),
    primaryRating: text('primary_rating').notNull().default('practice'),
    /** Rated contests taken (the Contest rating is provisional below CONTEST_PROVISIONAL_CONTESTS). */
    contestsRated: integer('contests_rated').notNull().default(0),
    /** E-mail 30 minutes before a registered contest starts. */
    contestReminders: boolean('contest_reminders').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    practiceAttempted: integer('practice_attempted').notNull().default(0),
    practiceSolved: integer('practice_solved').notNull().default(0),
    googleSub: text('google_sub').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);
