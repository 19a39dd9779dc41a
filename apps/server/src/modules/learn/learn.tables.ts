import type { LocalisedText } from '@preparena/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

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
