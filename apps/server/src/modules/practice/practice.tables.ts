import type { LocalisedText, QuestionAnswer } from '@preparena/shared';
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
import { createdAt, updatedAt } from '../../db/columns.js';
import { topics } from '../learn/learn.tables.js';
import { users } from '../users/users.tables.js';

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
    status: text('status', { enum: ['draft', 'published', 'archived', 'contest'] })
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
    /** Place in the practice table's default (mixed) order, mix-order.ts; null sorts last. */
    mixRank: integer('mix_rank'),
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
    index('questions_status_mix_idx').on(t.status, t.mixRank),
  ],
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
