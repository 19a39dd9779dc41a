import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

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
