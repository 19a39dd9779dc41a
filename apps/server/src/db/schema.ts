import type { LocalisedText, QuestionAnswer } from '@preparena/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/** The current e-mail verification code of an unverified user (stored as a keyed hash). */
export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset tokens (stored hashed), single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Every mail the app sends; without SMTP_URL this is the dev outbox staff read in the admin area. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    kind: text('kind').notNull(),
    delivery: text('delivery', { enum: ['smtp', 'outbox'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_created_idx').on(t.createdAt)],
);

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['category', 'exam'] }).notNull(),
  title: jsonb('title').$type<LocalisedText>().notNull(),
  description: jsonb('description').$type<LocalisedText>().notNull(),
  position: integer('position').notNull(),
  published: boolean('published').notNull().default(true),
  /** Set when staff edit the row; the seed never overwrites such rows. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    position: integer('position').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subjects_course_slug_key').on(t.courseId, t.slug)],
);

export const topics = pgTable('topics', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** The core course that owns the topic (its lesson is written once, shown in several courses). */
  homeCourseId: uuid('home_course_id')
    .notNull()
    .references(() => courses.id),
  title: jsonb('title').$type<LocalisedText>().notNull(),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  primaryKeyword: text('primary_keyword'),
  keywords: text('keywords'),
  lesson: jsonb('lesson').$type<LocalisedText>(),
  published: boolean('published').notNull().default(true),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which topics a subject lists, in order; exam courses reuse the core topics this way. */
export const subjectTopics = pgTable(
  'subject_topics',
  {
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.topicId] }), index('subject_topics_topic_idx').on(t.topicId)],
);

/** Lessons a user marked complete. */
export const topicProgress = pgTable(
  'topic_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/** A passage or chart shared by several questions (RC passages, DI sets). */
export const questionSets = pgTable(
  'question_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['passage', 'chart'] }).notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** Passage Markdown, or chart data (rendered as an accessible SVG with a data table). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Generated sets: generator and seed; authored ones: `authored:<topic>/<key>` and seed 0. */
    generatorId: text('generator_id'),
    seed: integer('seed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('question_sets_generator_seed_key').on(t.generatorId, t.seed)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    type: text('type', { enum: ['single', 'multiple', 'numeric'] })
      .notNull()
      .default('single'),
    statement: jsonb('statement').$type<LocalisedText>().notNull(),
    options: jsonb('options').$type<LocalisedText[]>().notNull().default([]),
    answer: jsonb('answer').$type<QuestionAnswer>(),
    solution: jsonb('solution').$type<LocalisedText>().notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    difficultyRating: real('difficulty_rating').notNull().default(1400),
    expectedSeconds: integer('expected_seconds').notNull().default(90),
    /** ln of the learned expected solve time (RATINGS.md); starts at ln(expectedSeconds). */
    logExpectedSeconds: real('log_expected_seconds'),
    firstAttempts: integer('first_attempts').notNull().default(0),
    correctFirstAttempts: integer('correct_first_attempts').notNull().default(0),
    exams: text('exams').array().notNull().default([]),
    setId: uuid('set_id').references(() => questionSets.id, { onDelete: 'set null' }),
    /** Order of the question within its set (1-based). */
    setPosition: integer('set_position'),
    /** Generated questions: which generator and seed made them (unique, so seeding is idempotent). */
    generatorId: text('generator_id'),
    seed: integer('seed'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    correctAttempts: integer('correct_attempts').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_topic_status_idx').on(t.topicId, t.status),
    index('questions_status_number_idx').on(t.status, t.number),
    index('questions_difficulty_idx').on(t.difficulty),
    index('questions_exams_idx').using('gin', t.exams),
    uniqueIndex('questions_generator_seed_key').on(t.generatorId, t.seed),
    index('questions_set_idx').on(t.setId),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    label: text('label'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['contact', 'report', 'feedback', 'other'] }).notNull(),
    status: text('status', { enum: ['new', 'read', 'replied', 'resolved', 'spam'] })
      .notNull()
      .default('new'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Reports about a question: its number and the language the reporter saw. */
    questionNumber: integer('question_number'),
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

/** Every answer a user submitted. `ist_day` is the India calendar day of the attempt (streaks). */
export const attempts = pgTable(
  'attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<number[] | number>().notNull(),
    correct: boolean('correct').notNull(),
    seconds: real('seconds').notNull(),
    ratingDelta: real('rating_delta').notNull().default(0),
    istDay: text('ist_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attempts_user_question_idx').on(t.userId, t.questionId),
    index('attempts_question_idx').on(t.questionId),
    index('attempts_user_day_idx').on(t.userId, t.istDay),
  ],
);

/** A user's standing with one question: attempted, solved, revealed. */
export const questionProgress = pgTable(
  'question_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    reaction: text('reaction', { enum: ['like', 'dislike'] }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_progress_question_idx').on(t.questionId),
  ],
);

/** Rating after each change, for charts. */
export const ratingHistory = pgTable(
  'rating_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['practice', 'contest'] }).notNull(),
    rating: real('rating').notNull(),
    delta: real('delta').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('rating_history_user_idx').on(t.userId, t.kind, t.createdAt)],
);
