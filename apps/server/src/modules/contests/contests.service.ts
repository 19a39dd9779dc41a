import type { ContestDetail, ContestListQuery, ContestSummary } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { contestRendered, reviewQuestion } from './arena-view.js';
import { contestEnd, contestStatus } from './contest-clock.js';
import { divisionChoice } from './contest-division.js';
import {
  type ContestRow,
  contestQuestionRows,
  findContest,
  isRegistered,
  listContests,
  register,
  registrantCount,
  unregister,
} from './contests.repository.js';
import { userParticipations } from './participations.repository.js';

const ORDER = { live: 0, upcoming: 1, past: 2, draft: 3, cancelled: 4 } as const;

function summary(
  c: ContestRow,
  now: Date,
  extra: Pick<ContestSummary, 'registered' | 'registrants' | 'questionCount' | 'participation'>,
): ContestSummary {
  return {
    id: c.id,
    title: c.title,
    format: c.format,
    exam: c.exam,
    scheme: c.scheme,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: contestEnd(c)?.toISOString() ?? null,
    durationMinutes: c.durationMinutes,
    status: contestStatus(c, now),
    ...extra,
  };
}

/** The schedule (`/compete`) and the any-time tests (`/tests`): live first, then upcoming, then past. */
export async function contestList(db: Db, userId: string | null, query: ContestListQuery, now = new Date()) {
  const rows = await listContests(db, { userId });
  const items = rows
    .map((r) =>
      summary(r.contest, now, {
        registered: Boolean(r.registered),
        registrants: Number(r.registrants),
        questionCount: Number(r.questionCount),
        participation: r.participation ?? null,
      }),
    )
    .filter(
      (c) =>
        (!query.status || c.status === query.status) &&
        (!query.format || c.format === query.format) &&
        (!query.exam || c.exam === query.exam) &&
        (!query.schedule || (query.schedule === 'anytime') === (c.startsAt === null)),
    )
    .sort((a, b) => {
      if (a.status !== b.status) return ORDER[a.status] - ORDER[b.status];
      const at = (c: ContestSummary) => (c.startsAt ? Date.parse(c.startsAt) : 0);
      return a.status === 'past' ? at(b) - at(a) : at(a) - at(b) || a.title.localeCompare(b.title);
    });
  return { items, serverNow: now.toISOString() };
}

async function publicContest(db: Db, id: string): Promise<ContestRow> {
  const c = await findContest(db, id);
  if (!c || c.state === 'draft') throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  return c;
}

/** One contest's page; its questions with keys and solutions only once a scheduled contest has ended. */
export async function contestDetail(
  db: Db,
  userId: string | null,
  id: string,
  now = new Date(),
): Promise<ContestDetail> {
  const c = await publicContest(db, id);
  const [rows, registrants, registered, mine] = await Promise.all([
    contestQuestionRows(db, id),
    registrantCount(db, id),
    userId ? isRegistered(db, id, userId) : false,
    userId ? userParticipations(db, id, userId) : [],
  ]);
  const status = contestStatus(c, now);
  const newest = mine[0];
  const questions = c.startsAt && status === 'past' ? rows.map((q) => reviewQuestion(q, rows)) : undefined;
  return {
    ...summary(c, now, {
      registered,
      registrants,
      questionCount: rows.length,
      participation: newest ? { id: newest.id, status: newest.status, score: newest.score } : null,
    }),
    serverNow: now.toISOString(),
    description: c.description,
    rated: c.rated,
    division: divisionChoice(c.division),
    sectionsInOrder: c.sectionsInOrder,
    sections: c.sections.map((s, i) => ({
      title: s.title,
      durationMinutes: s.durationMinutes,
      questionCount: rows.filter((q) => q.section === i).length,
    })),
    participations: mine.map((p) => ({
      id: p.id,
      status: p.status,
      startedAt: p.startedAt.toISOString(),
      score: p.status === 'finished' ? p.score : null,
      virtual: p.virtual,
    })),
    ...(questions ? { questions } : {}),
    // Questions (with their solutions) only after the end, as above; the description always.
    rendered: contestRendered(questions ?? [], [[c.description, 'prose']]),
  };
}

/** Registers for a scheduled contest: sprints until their start, mocks until their end. */
export async function registerFor(db: Db, userId: string, id: string, now = new Date()) {
  const c = await publicContest(db, id);
  const status = contestStatus(c, now);
  if (status === 'cancelled') throw conflict('This contest was cancelled', 'CONTEST_CANCELLED');
  if (!c.startsAt) throw conflict('Any-time tests need no registration: start one when you like', 'ANYTIME');
  if (status === 'past') throw conflict('The contest has ended', 'CONTEST_ENDED');
  if (status === 'live' && c.format === 'sprint')
    throw conflict('Registration closed when the contest started', 'REGISTRATION_CLOSED');
  await register(db, id, userId);
  return { registered: true, registrants: await registrantCount(db, id) };
}

/** Unregisters, only before the start. */
export async function unregisterFrom(db: Db, userId: string, id: string, now = new Date()) {
  const c = await publicContest(db, id);
  if (contestStatus(c, now) !== 'upcoming')
    throw conflict('You cannot unregister after the contest has started', 'CONTEST_STARTED');
  await unregister(db, id, userId);
  return { registered: false, registrants: await registrantCount(db, id) };
}
