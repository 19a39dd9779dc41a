import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { handleJobs } from '../jobs/index.js';
import { setQuestionStatus } from '../practice/index.js';
import { contestEnd } from './contest-clock.js';
import { CONTEST_END_JOB } from './contests.admin.service.js';
import { contestQuestionRows, findContest, updateContest } from './contests.repository.js';
import { CLOSE_PARTICIPATION_JOB, closeIfOverdue, closeParticipation } from './participation.service.js';
import { openParticipationIds } from './participations.repository.js';

/**
 * A scheduled contest's end: every open participation is closed and scored, and its questions join
 * practice. Idempotent (a second run finds it released); a moved or cancelled contest is left alone.
 */
export async function endContest(db: Db, contestId: string, now = new Date()): Promise<boolean> {
  const c = await findContest(db, contestId);
  const end = c ? contestEnd(c) : null;
  if (!c || !end || c.state !== 'published' || c.releasedAt || now < end) return false;
  for (const id of await openParticipationIds(db, contestId)) await closeParticipation(db, id, end);
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
  return true;
}

/** The contests area's durable jobs. */
export function handleContestJobs(db: Db): void {
  handleJobs(db, CONTEST_END_JOB, async (payload) => {
    await endContest(db, String(payload.contestId));
  });
  handleJobs(db, CLOSE_PARTICIPATION_JOB, async (payload) => {
    await closeIfOverdue(db, String(payload.participationId));
  });
}
