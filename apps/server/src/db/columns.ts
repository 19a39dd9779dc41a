import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time every table records. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The last change, set by the writes that change a row. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
