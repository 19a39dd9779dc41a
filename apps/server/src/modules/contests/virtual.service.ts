import { ANSWER_GRACE_SECONDS } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { scheduleJob } from '../jobs/index.js';
import { contestStatus } from './contest-clock.js';
import { findContest } from './contests.repository.js';
import { CLOSE_PARTICIPATION_JOB, current } from './participation.service.js';
import { openParticipation, userParticipations } from './participations.repository.js';

const MINUTE = 60_000;

/**
 * "Virtual contest": a private timed run of a scheduled contest after its end, with the same rules
 * and clock; never rated. The open virtual run is returned again (a second tab, a double click).
 */
export async function startVirtual(db: Db, userId: string, contestId: string, now = new Date()) {
  const contest = await findContest(db, contestId);
  if (!contest || contest.state === 'draft') throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  if (!contest.startsAt)
    throw conflict('Any-time tests need no virtual run: start the test again', 'ANYTIME');
  const status = contestStatus(contest, now);
  if (status === 'cancelled') throw conflict('This contest was cancelled', 'CONTEST_CANCELLED');
  if (status !== 'past')
    throw conflict('A virtual contest can start once the contest has ended', 'CONTEST_NOT_ENDED');
  const mine = await Promise.all(
    (await userParticipations(db, contestId, userId)).map((p) => current(db, p, now)),
  );
  const open = mine.find((p) => p.status === 'open');
  if (open) return { participationId: open.id, created: false };
  const { row, created } = await openParticipation(db, {
    contestId,
    userId,
    startedAt: now,
    endsAt: new Date(now.getTime() + contest.durationMinutes * MINUTE),
    virtual: true,
  });
  if (created) {
    await scheduleJob(db, {
      kind: CLOSE_PARTICIPATION_JOB,
      key: `${CLOSE_PARTICIPATION_JOB}:${row.id}`,
      runAt: new Date(row.endsAt.getTime() + ANSWER_GRACE_SECONDS * 1000),
      payload: { participationId: row.id },
    });
  }
  return { participationId: row.id, created };
}
