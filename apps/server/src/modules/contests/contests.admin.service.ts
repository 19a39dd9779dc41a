import type { AdminContest, contestInputSchema } from '@preparena/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { cancelJob, scheduleJob } from '../jobs/index.js';
import { reviewQuestion } from './arena-view.js';
import { contestEnd, contestStatus } from './contest-clock.js';
import { divisionChoice } from './contest-division.js';
import { pickQuestions, restorePrior, storePicked } from './contest-questions.service.js';
import { cancelReminder, planReminder } from './contest-reminders.service.js';
import {
  type ContestRow,
  contestQuestionRows,
  findContest,
  insertContest,
  listContests,
  type NewContest,
  participationsCount,
  updateContest,
} from './contests.repository.js';
import { closeParticipation } from './participation.service.js';
import { openParticipationIds } from './participations.repository.js';

export const CONTEST_END_JOB = 'contest.end';
type ParsedInput = z.output<typeof contestInputSchema>;

const endJobKey = (id: string) => `${CONTEST_END_JOB}:${id}`;

function columnsOf(input: ParsedInput): Omit<NewContest, 'state'> {
  if (input.format === 'sprint' && !input.startsAt)
    throw badRequest('A sprint needs a start time (only mocks can be taken at any time)', 'START_REQUIRED');
  return {
    title: input.title,
    description: input.description ?? '',
    format: input.format,
    exam: input.exam ?? null,
    scheme: input.scheme,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    durationMinutes: input.sections.reduce((sum, s) => sum + s.durationMinutes, 0),
    sections: input.sections.map((s) => ({ title: s.title, durationMinutes: s.durationMinutes })),
    sectionsInOrder: input.sectionsInOrder ?? false,
    rated: input.rated ?? true,
    division: input.division && input.division !== 'open' ? input.division : null,
  };
}

/**
 * A scheduled, published contest ends by a durable job (its questions then join practice), and its
 * registrants are reminded by another one 30 minutes before the start.
 */
async function planEnd(db: Db, c: Pick<ContestRow, 'id' | 'state' | 'startsAt' | 'durationMinutes'>) {
  const end = contestEnd(c);
  if (c.state === 'published' && end && c.startsAt) {
    await scheduleJob(db, {
      kind: CONTEST_END_JOB,
      key: endJobKey(c.id),
      runAt: end,
      payload: { contestId: c.id },
    });
    await planReminder(db, c.id, c.startsAt);
  } else {
    await cancelJob(db, endJobKey(c.id));
    await cancelReminder(db, c.id);
  }
}

/** Creates a contest (published at once unless a draft); its questions leave practice while it is published. */
export async function createContest(
  db: Db,
  staffId: string | null,
  input: ParsedInput,
  seedKey?: string,
): Promise<{ id: string }> {
  const columns = columnsOf(input);
  const state = input.status === 'draft' ? 'draft' : 'published';
  const contest = await db.transaction(async (tx) => {
    const picked = await pickQuestions(tx, null, input.sections);
    const row = await insertContest(tx, { ...columns, state, createdBy: staffId, seedKey });
    await storePicked(tx, row.id, picked, state === 'published');
    await planEnd(tx, row);
    return row;
  });
  emitDomainEvent(db, 'questions.changed', { numbers: null });
  return { id: contest.id };
}

async function staffContest(db: Db, id: string): Promise<ContestRow> {
  const c = await findContest(db, id);
  if (!c) throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  return c;
}

/** Whether a contest has begun for anyone (its questions are then fixed). */
async function started(db: Db, c: ContestRow, now: Date): Promise<boolean> {
  const status = contestStatus(c, now);
  return status === 'live' || status === 'past'
    ? c.state === 'published'
    : (await participationsCount(db, c.id)) > 0;
}

/**
 * Edits a contest. Before its start everything may change; after it only the title, description,
 * rating and division (its questions, sections, times and scheme are what participants sat).
 */
export async function editContest(db: Db, id: string, input: ParsedInput, now = new Date()): Promise<void> {
  const c = await staffContest(db, id);
  if (c.state === 'cancelled')
    throw conflict('This contest was cancelled and cannot change', 'CONTEST_CANCELLED');
  const columns = columnsOf(input);
  const state = input.status === 'draft' ? 'draft' : 'published';
  const rows = await contestQuestionRows(db, id);
  if (await started(db, c, now)) {
    const picked = await pickQuestions(db, id, input.sections);
    const sameQuestions =
      JSON.stringify(picked.map((p) => [p.section, p.questionId])) ===
      JSON.stringify(rows.map((q) => [q.section, q.questionId]));
    const sameShape =
      sameQuestions &&
      columns.format === c.format &&
      columns.scheme === c.scheme &&
      columns.startsAt?.getTime() === c.startsAt?.getTime() &&
      JSON.stringify(columns.sections) === JSON.stringify(c.sections) &&
      columns.sectionsInOrder === c.sectionsInOrder &&
      state === c.state;
    if (!sameShape)
      throw conflict(
        'A contest that has started cannot have its questions, sections, times or scheme changed',
        'CONTEST_STARTED',
      );
    await updateContest(db, id, {
      title: columns.title,
      description: columns.description,
      exam: columns.exam,
      rated: columns.rated,
      division: columns.division,
    });
    return;
  }
  await db.transaction(async (tx) => {
    if (c.state === 'published') await restorePrior(tx, rows);
    const picked = await pickQuestions(tx, id, input.sections);
    await updateContest(tx, id, { ...columns, state });
    await storePicked(tx, id, picked, state === 'published');
    await planEnd(tx, { ...c, ...columns, state });
  });
  emitDomainEvent(db, 'questions.changed', { numbers: null });
}

/** Cancels a contest: open participations close, held questions go back as they were. */
export async function cancelContest(db: Db, id: string, now = new Date()): Promise<void> {
  const c = await staffContest(db, id);
  if (c.state === 'cancelled') return;
  if (c.releasedAt) throw conflict('This contest has ended; its results stand', 'CONTEST_ENDED');
  for (const pid of await openParticipationIds(db, id)) await closeParticipation(db, pid, now);
  const rows = await contestQuestionRows(db, id);
  await db.transaction(async (tx) => {
    await updateContest(tx, id, { state: 'cancelled' });
    if (c.state === 'published') await restorePrior(tx, rows);
    await cancelJob(tx, endJobKey(id));
    await cancelReminder(tx, id);
  });
  emitDomainEvent(db, 'questions.changed', { numbers: null });
}

/** The admin table: every contest, drafts and cancelled ones included. */
export async function adminContestList(db: Db, now = new Date()) {
  const rows = await listContests(db, { all: true });
  return {
    items: rows.map(({ contest: c, questionCount, participants }) => ({
      id: c.id,
      title: c.title,
      format: c.format,
      exam: c.exam,
      startsAt: c.startsAt?.toISOString() ?? null,
      durationMinutes: c.durationMinutes,
      status: contestStatus(c, now),
      questionCount: Number(questionCount),
      participants: Number(participants),
    })),
  };
}

/** One contest for the editor and the preview (questions with keys: staff only). */
export async function adminContest(db: Db, id: string, now = new Date()): Promise<AdminContest> {
  const c = await staffContest(db, id);
  const rows = await contestQuestionRows(db, id);
  return {
    id: c.id,
    title: c.title,
    format: c.format,
    exam: c.exam,
    startsAt: c.startsAt?.toISOString() ?? null,
    durationMinutes: c.durationMinutes,
    status: contestStatus(c, now),
    questionCount: rows.length,
    participants: await participationsCount(db, id),
    scheme: c.scheme,
    description: c.description,
    rated: c.rated,
    division: divisionChoice(c.division),
    sectionsInOrder: c.sectionsInOrder,
    editable: c.state !== 'cancelled' && !(await started(db, c, now)),
    sections: c.sections.map((s, i) => ({
      title: s.title,
      durationMinutes: s.durationMinutes,
      questionNumbers: rows.filter((q) => q.section === i).map((q) => q.practiceNumber),
    })),
    questions: rows.map((q) => reviewQuestion(q, rows)),
  };
}
