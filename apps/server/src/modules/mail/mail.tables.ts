import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

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
