import type { OutboxMail } from '@preparena/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMails } from './mail.tables.js';

export type NewOutboxMail = typeof outboxMails.$inferInsert;

/** Keeps a mail the app sent (in the dev outbox, where staff read it). */
export async function recordSentMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insert(outboxMails).values(mail);
}

/**
 * The latest mails of the outbox, newest first, for the admin Outbox tab. With `hiddenBody` the
 * bodies (verification codes, reset links) are not read at all and each mail shows that note.
 */
export async function latestOutboxMails(
  db: Db,
  { hiddenBody, limit = 50 }: { hiddenBody?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: outboxMails.id,
      to: outboxMails.to,
      subject: outboxMails.subject,
      kind: outboxMails.kind,
      createdAt: outboxMails.createdAt,
      ...(hiddenBody === undefined ? { text: outboxMails.text } : {}),
    })
    .from(outboxMails)
    .orderBy(desc(outboxMails.createdAt))
    .limit(limit);
  return rows.map((m) => ({
    _id: m.id,
    to: m.to,
    subject: m.subject,
    text: hiddenBody ?? ('text' in m && typeof m.text === 'string' ? m.text : ''),
    kind: m.kind,
    createdAt: m.createdAt.toISOString(),
  }));
}
