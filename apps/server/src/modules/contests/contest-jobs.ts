import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { handleJobs, scheduleJob } from '../jobs/index.js';
import { setQuestionStatus } from '../practice/index.js';
import { contestEnd } from './contest-clock.js';
import { RATE_CONTEST_JOB, rateContestRun } from './contest-rating.service.js';
import { REMIND_JOB, type ReminderDeps, sendReminders } from './contest-reminders.service.js';
import { CONTEST_END_JOB } from './contests.admin.service.js';
import { contestQuestionRows, findContest, updateContest } from './contests.repository.js';
import { CLOSE_PARTICIPATION_JOB, closeAllOpen, closeIfOverdue } from './participation.service.js';
import { openParticipationIds } from './participations.repository.js';

/**
 * A scheduled contest's end: every open participation is closed and scored, and its questions join
 * practice. Idempotent (a second run finds it released); a moved or cancelled contest is left alone.
 */
export async function endContest(db: Db, contestId: string, now = new Date()): Promise<boolean> {
  const c = await findContest(db, contestId);
  const end = c ? contestEnd(c) : null;
  if (!c || !end || c.state !== 'published' || c.releasedAt || now < end) return false;
  await closeAllOpen(db, c, await openParticipationIds(db, contestId), end);
  const rows = await contestQuestionRows(db, contestId);
  await db.transaction(async (tx) => {
    await setQuestionStatus(
      tx,
      rows.map((r) => r.questionId),
      'published',
    );
    await updateContest(tx, contestId, { releasedAt: now });
  });
  emitDomainEvent(db, 'questions.changed', { numbers: rows.map((r) => r.practiceNumber) });
  emitDomainEvent(db, 'contest.final', { contestId, userIds: [] });
  if (c.rated)
    await scheduleJob(db, {
      kind: RATE_CONTEST_JOB,
      key: `${RATE_CONTEST_JOB}:${contestId}`,
      runAt: now,
      payload: { contestId },
    });
  return true;
}

/** The contests area's durable jobs. */
export function handleContestJobs(deps: ReminderDeps): void {
  const { db } = deps;
  handleJobs(db, CONTEST_END_JOB, async (payload) => {
    await endContest(db, String(payload.contestId));
  });
  handleJobs(db, CLOSE_PARTICIPATION_JOB, async (payload) => {
    await closeIfOverdue(db, String(payload.participationId));
  });
  handleJobs(db, RATE_CONTEST_JOB, async (payload) => {
    await rateContestRun(db, String(payload.contestId));
  });
  handleJobs(db, REMIND_JOB, async (payload) => {
    await sendReminders(deps, String(payload.contestId));
  });
}
