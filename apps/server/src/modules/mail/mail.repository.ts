import type { OutboxMail } from '@preparena/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMails } from './mail.tables.js';

export type NewOutboxMail = typeof outboxMails.$inferInsert;

/** Keeps a mail the app sent (in the dev outbox, where staff read it). */
export async function recordSentMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insert(outboxMails).values(mail);
}

/** The latest mails of the outbox, newest first, for the admin Outbox tab. */
export async function latestOutboxMails(db: Db, limit = 50): Promise<OutboxMail[]> {
  const rows = await db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
  return rows.map((m) => ({
    _id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    kind: m.kind,
    createdAt: m.createdAt.toISOString(),
  }));
}
