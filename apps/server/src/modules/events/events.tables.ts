import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

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
