import {
  ANSWER_GRACE_SECONDS,
  answerShapeProblem,
  type ContestAnswerInput,
  type ContestAnswerResult,
  isCorrectAnswer,
  type Participation,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { scheduleJob } from '../jobs/index.js';
import { arenaQuestion, contestRendered } from './arena-view.js';
import {
  answerWindowProblem,
  contestStatus,
  isOverdue,
  participationEnd,
  sectionWindows,
} from './contest-clock.js';
import { pointsFor, tallyOf } from './contest-scoring.js';
import {
  type ContestKeyRow,
  type ContestRow,
  contestKeyRows,
  contestQuestionRows,
  findContest,
  isRegistered,
} from './contests.repository.js';
import {
  type AnswerRow,
  answersOf,
  findAnswer,
  findParticipation,
  finishParticipation,
  openParticipation,
  type ParticipationRow,
  saveAnswer,
  saveSprintAnswer,
  userParticipations,
} from './participations.repository.js';
import { simulatedRank } from './simulated-rank.js';

export const CLOSE_PARTICIPATION_JOB = 'participation.close';
const participationNotFound = () => notFound('Participation not found', 'PARTICIPATION_NOT_FOUND');

/** A participation of this user (another user's answers 404, as if it did not exist). */
export async function ownParticipation(db: Db, userId: string, id: string): Promise<ParticipationRow> {
  const row = await findParticipation(db, id);
  if (!row || row.userId !== userId) throw participationNotFound();
  return row;
}

async function contestOf(db: Db, id: string): Promise<ContestRow> {
  const contest = await findContest(db, id);
  if (!contest) throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  return contest;
}

function tallyFrom(
  contest: ContestRow,
  rows: Pick<ContestKeyRow, 'number' | 'type'>[],
  answers: AnswerRow[],
  startedAt: Date,
) {
  const typeOf = new Map(rows.map((r) => [r.number, r.type]));
  return tallyOf(
    contest.scheme,
    answers.map((a) => ({
      type: typeOf.get(a.number) ?? 'single',
      correct: a.answer === null ? null : a.correct,
      savedAt: a.savedAt,
    })),
    startedAt,
  );
}

/**
 * Ends a participation and scores what was saved (idempotent: a finished one stays as it was).
 * Run by the close job at its end, by "Finish", and by any request that finds it overdue.
 */
export async function closeParticipation(db: Db, id: string, now = new Date()): Promise<void> {
  const row = await findParticipation(db, id);
  if (row?.status !== 'open') return;
  const contest = await contestOf(db, row.contestId);
  const tally = tallyFrom(
    contest,
    await contestKeyRows(db, contest.id),
    await answersOf(db, id),
    row.startedAt,
  );
  const finished = await finishParticipation(db, id, tally, now < row.endsAt ? now : row.endsAt);
  if (finished && !row.virtual) emitDomainEvent(db, 'contest.standings', { contestId: contest.id });
}

/** How many sittings a contest's end closes at once. */
const CLOSE_CONCURRENCY = 8;

/**
 * A contest's end closes all its open sittings: the contest and its keys are read once, the
 * sittings scored a few at a time, and no standings event per sitting (the end sends one).
 */
export async function closeAllOpen(db: Db, contest: ContestRow, ids: string[], at: Date): Promise<void> {
  const keys = await contestKeyRows(db, contest.id);
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const row = await findParticipation(db, id);
      if (row?.status !== 'open') continue;
      const tally = tallyFrom(contest, keys, await answersOf(db, id), row.startedAt);
      await finishParticipation(db, id, tally, at < row.endsAt ? at : row.endsAt);
    }
  };
  await Promise.all(Array.from({ length: CLOSE_CONCURRENCY }, worker));
}

/** The close job: a participation whose time is up is closed (one finished early is left as it is). */
export async function closeIfOverdue(db: Db, id: string, now = new Date()): Promise<void> {
  const row = await findParticipation(db, id);
  if (row?.status === 'open' && now >= row.endsAt) await closeParticipation(db, id, now);
}

/** An open participation past its time is closed before anything reads it. */
export async function current(db: Db, row: ParticipationRow, now: Date): Promise<ParticipationRow> {
  if (row.status === 'open' && isOverdue(row.endsAt, now)) {
    await closeParticipation(db, row.id, now);
    return (await findParticipation(db, row.id)) ?? row;
  }
  return row;
}

/**
 * Enters a contest: a registered user once a scheduled one is live, anyone signed in for an any-time
 * test. A second call returns the same open participation; its close is a durable job at its end.
 */
export async function startParticipation(db: Db, userId: string, contestId: string, now = new Date()) {
  const contest = await contestOf(db, contestId);
  const status = contestStatus(contest, now);
  if (status === 'draft') throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  if (status === 'cancelled') throw conflict('This contest was cancelled', 'CONTEST_CANCELLED');
  if (status === 'upcoming') throw conflict('The contest has not started yet', 'CONTEST_NOT_STARTED');
  if (status === 'past') throw conflict('The contest has ended', 'CONTEST_ENDED');
  const mine = await Promise.all(
    (await userParticipations(db, contestId, userId)).map((p) => current(db, p, now)),
  );
  const open = mine.find((p) => p.status === 'open');
  if (open) return { participationId: open.id, created: false };
  if (contest.startsAt) {
    if (!(await isRegistered(db, contestId, userId)))
      throw conflict('Register for this contest to take part', 'NOT_REGISTERED');
    if (mine.length > 0) throw conflict('You have already taken part in this contest', 'ALREADY_TAKEN');
  }
  const { row, created } = await openParticipation(db, {
    contestId,
    userId,
    startedAt: now,
    endsAt: participationEnd(contest, now),
  });
  if (created) {
    await scheduleJob(db, {
      kind: CLOSE_PARTICIPATION_JOB,
      key: `${CLOSE_PARTICIPATION_JOB}:${row.id}`,
      runAt: new Date(row.endsAt.getTime() + ANSWER_GRACE_SECONDS * 1000),
      payload: { participationId: row.id },
    });
    emitDomainEvent(db, 'contest.standings', { contestId });
  }
  return { participationId: row.id, created };
}

/** The arena's state, with the server's clock: questions without keys, what was saved, sprint verdicts. */
export async function participationView(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Participation> {
  const row = await current(db, await ownParticipation(db, userId, id), now);
  const contest = await contestOf(db, row.contestId);
  const [rows, answers] = await Promise.all([contestQuestionRows(db, contest.id), answersOf(db, id)]);
  const windows = sectionWindows(contest, row.startedAt, row.endsAt);
  const saved = new Map(answers.map((a) => [a.number, a]));
  const questions = rows.map((q) => {
    const answer = saved.get(q.number);
    return {
      ...arenaQuestion(q, rows),
      ...(answer?.answer != null ? { saved: answer.answer } : {}),
      ...(answer?.markedForReview ? { markedForReview: true } : {}),
      ...(answer?.seconds != null ? { seconds: answer.seconds } : {}),
      ...(contest.format === 'sprint' && answer && answer.correct !== null
        ? { verdict: { correct: answer.correct, points: answer.points } }
        : {}),
    };
  });
  return {
    id: row.id,
    contestId: contest.id,
    title: contest.title,
    format: contest.format,
    scheme: contest.scheme,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    serverNow: now.toISOString(),
    virtual: row.virtual,
    simulatedRank: row.virtual ? await simulatedRank(db, contest, row, answers, now) : null,
    sectionsInOrder: contest.sectionsInOrder,
    sections: contest.sections.map((s, i) => ({
      title: s.title,
      durationMinutes: contest.sectionsInOrder ? s.durationMinutes : null,
      questionCount: rows.filter((q) => q.section === i).length,
      startsAt: windows[i]?.startsAt?.toISOString() ?? null,
      endsAt: windows[i]?.endsAt?.toISOString() ?? null,
    })),
    questions,
    rendered: contestRendered(questions),
  };
}

/**
 * Saves an answer (committed before the reply). Mocks: replaced freely until the end or the section's
 * end, no verdict. Sprints: once per question, final, with its verdict and points at once.
 */
export async function answerQuestion(
  db: Db,
  userId: string,
  id: string,
  number: number,
  input: ContestAnswerInput,
  now = new Date(),
): Promise<ContestAnswerResult> {
  const row = await current(db, await ownParticipation(db, userId, id), now);
  if (row.status !== 'open')
    throw conflict('Time is up: this test has ended and no more answers are taken', 'ENDED');
  const contest = await contestOf(db, row.contestId);
  // The hot path of a sitting: only what marking needs (no texts), read per answer.
  const rows = await contestKeyRows(db, contest.id);
  const q = rows.find((r) => r.number === number);
  if (!q) throw notFound(`There is no question ${number} in this contest`, 'QUESTION_NOT_FOUND');
  const windows = sectionWindows(contest, row.startedAt, row.endsAt);
  const problem = answerWindowProblem(windows[q.section], row.endsAt, now);
  if (problem) throw conflict(problem, 'SECTION_CLOSED');
  if (input.answer !== null) {
    const shape = answerShapeProblem(q.type, q.optionCount, input.answer);
    if (shape) throw badRequest(shape, 'BAD_ANSWER');
  }
  const correct = input.answer === null || !q.answer ? null : isCorrectAnswer(q.answer, input.answer);
  const points = pointsFor(contest.scheme, q.type, correct);
  const seconds = input.seconds === undefined ? null : Math.round(input.seconds * 1000) / 1000;
  if (contest.format === 'sprint') {
    if (input.answer === null || correct === null)
      throw badRequest('Choose an answer before you submit it', 'BAD_ANSWER');
    const stored = await saveSprintAnswer(
      db,
      { participationId: id, number, answer: input.answer, correct, points, seconds },
      (answers) => tallyFrom(contest, rows, answers, row.startedAt),
    );
    if (!stored) throw conflict('Sprint answers are final: this question has been answered', 'ANSWER_FINAL');
    if (!row.virtual) {
      emitDomainEvent(db, 'contest.standings', { contestId: contest.id });
      return { correct, points };
    }
    return {
      correct,
      points,
      simulatedRank: await simulatedRank(db, contest, row, await answersOf(db, id), now),
    };
  }
  const before = input.markedForReview === undefined ? await findAnswer(db, id, number) : null;
  await saveAnswer(db, {
    participationId: id,
    number,
    answer: input.answer,
    markedForReview: input.markedForReview ?? before?.markedForReview ?? false,
    correct,
    points,
    seconds,
  });
  if (!row.virtual) return { saved: true };
  return { saved: true, simulatedRank: await simulatedRank(db, contest, row, await answersOf(db, id), now) };
}

/** "Finish": ends the participation now and scores it. */
export async function finishEarly(db: Db, userId: string, id: string, now = new Date()) {
  const row = await ownParticipation(db, userId, id);
  await closeParticipation(db, row.id, now);
  return { status: 'finished' as const };
}
