import type { Db } from '../../db/client.js';
import { contactMessages } from './contact.tables.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message for the team: the contact form's, or a question report (type 'report'). */
export async function recordContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
