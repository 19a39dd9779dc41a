import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@preparena/shared';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { cancelJob, scheduleJob } from '../jobs/index.js';
import { contestReminderMail, type Mailer } from '../mail/index.js';
import { updateUser } from '../users/index.js';
import { contestStatus } from './contest-clock.js';
import { claimReminder, releaseReminder, reminderRecipients } from './contest-reminders.repository.js';
import { findContest } from './contests.repository.js';

/** The durable job that mails a contest's registrants before its start. */
export const REMIND_JOB = 'contest.remind';
/** How long before the start the reminder goes out. */
export const REMINDER_MINUTES = 30;

const jobKey = (contestId: string) => `${REMIND_JOB}:${contestId}`;

/** Plans (or moves) a contest's reminder: 30 minutes before its start, or at once when that has passed. */
export async function planReminder(
  db: Db,
  contestId: string,
  startsAt: Date,
  now = new Date(),
): Promise<void> {
  if (startsAt <= now) return cancelJob(db, jobKey(contestId));
  const at = new Date(Math.max(now.getTime(), startsAt.getTime() - REMINDER_MINUTES * 60_000));
  await scheduleJob(db, { kind: REMIND_JOB, key: jobKey(contestId), runAt: at, payload: { contestId } });
}

export async function cancelReminder(db: Db, contestId: string): Promise<void> {
  await cancelJob(db, jobKey(contestId));
}

/** What sending needs from the app. */
export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'JWT_SECRET'>;
}

/** The opt-out link's proof that it was made for this user (an HMAC with the server secret). */
export function optOutSignature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`contest-reminders:${userId}`).digest('hex');
}

export function optOutLink(deps: ReminderDeps, userId: string): string {
  const sig = optOutSignature(deps.config.JWT_SECRET, userId);
  return `${deps.config.PUBLIC_URL}/api/contest-reminders/unsubscribe?u=${userId}&t=${sig}`;
}

/** Turns reminders off for the user the link was made for; false when the link is not genuine. */
export async function optOut(db: Db, secret: string, userId: string, signature: string) {
  const expected = Buffer.from(optOutSignature(secret, userId), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return (await updateUser(db, userId, { contestReminders: false })) ?? null;
}

/**
 * The reminder job: each registrant who wants reminders gets one mail, once (claimed before it is
 * sent; released again if sending fails, and the job is retried). A contest that was cancelled,
 * moved or has started is left alone.
 */
export async function sendReminders(
  deps: ReminderDeps,
  contestId: string,
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const contest = await findContest(db, contestId);
  if (!contest?.startsAt || contestStatus(contest, now) !== 'upcoming') return 0;
  let sent = 0;
  let failure: unknown = null;
  for (const user of await reminderRecipients(db, contestId)) {
    if (!(await claimReminder(db, contestId, user.id))) continue;
    const lang: Language = user.language === 'hi' ? 'hi' : 'en';
    const mail = contestReminderMail(lang, user.username, {
      title: contest.title,
      startsAt: contest.startsAt,
      link: `${deps.config.PUBLIC_URL}/compete/${contest.id}`,
      optOutLink: optOutLink(deps, user.id),
    });
    try {
      await deps.mailer.send({
        ...mail,
        to: user.email,
        kind: 'contest_reminder',
        headers: {
          'List-Unsubscribe': `<${optOutLink(deps, user.id)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      sent += 1;
    } catch (error) {
      await releaseReminder(db, contestId, user.id);
      failure = error;
    }
  }
  if (failure) throw failure;
  return sent;
}
