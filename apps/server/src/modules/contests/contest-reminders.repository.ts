import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Registrants still to remind who want reminders and have a verified address. */
export async function reminderRecipients(db: Db, contestId: string) {
  const result = await db.execute(sql`
    select u.id, u.username, u.email, u.language
    from contest_registrations r join users u on u.id = r.user_id
    where r.contest_id = ${contestId} and r.reminded_at is null
      and u.contest_reminders and u.email_verified_at is not null`);
  return rowsOf<{ id: string; username: string; email: string; language: string }>(result);
}

/** Marks one registrant reminded; false when another run did it first. */
export async function claimReminder(db: Db, contestId: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    update contest_registrations set reminded_at = now()
    where contest_id = ${contestId} and user_id = ${userId} and reminded_at is null
    returning user_id`);
  return rowsOf(result).length > 0;
}

/** Undoes a claim whose mail could not be sent (the retried job sends it). */
export async function releaseReminder(db: Db, contestId: string, userId: string): Promise<void> {
  await db.execute(sql`
    update contest_registrations set reminded_at = null
    where contest_id = ${contestId} and user_id = ${userId}`);
}
