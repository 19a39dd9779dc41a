import { SPRINT_WRONG_PENALTY_SECONDS } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import type { ContestRow } from './contests.repository.js';
import { type BoardAnswerRow, boardAnswers, boardEntries } from './leaderboard.repository.js';
import { better } from './leaderboard-board.js';
import type { AnswerRow, ParticipationRow } from './participations.repository.js';

/** One live participant's answers as offsets from their own start, in time order. */
interface Timeline {
  answers: { offset: number; points: number; correct: boolean | null }[];
}

/** Standing after `elapsed` ms of a sitting: points so far and the sprint tie-break. */
function standingAt(answers: Timeline['answers'], elapsed: number) {
  let score = 0;
  let wrong = 0;
  let lastScoring = 0;
  for (const a of answers) {
    if (a.offset > elapsed) break;
    score += a.points;
    if (a.correct === false) wrong += 1;
    if (a.correct === true) lastScoring = a.offset;
  }
  return {
    score: Math.round(score * 100) / 100,
    penalty: lastScoring / 1000 + wrong * SPRINT_WRONG_PENALTY_SECONDS,
  };
}

const timelines = new WeakMap<Db, Map<string, Timeline[]>>();

/** The live field of a past contest, answer by answer (it no longer changes, so it is kept). */
async function liveTimelines(db: Db, contestId: string): Promise<Timeline[]> {
  let byContest = timelines.get(db);
  if (!byContest) {
    byContest = new Map();
    timelines.set(db, byContest);
  }
  const known = byContest.get(contestId);
  if (known) return known;
  const [entries, answers] = await Promise.all([boardEntries(db, contestId), boardAnswers(db, contestId)]);
  const byParticipation = new Map<string, BoardAnswerRow[]>();
  for (const a of answers)
    byParticipation.set(a.participationId, [...(byParticipation.get(a.participationId) ?? []), a]);
  const field = entries
    .filter((e) => !e.virtual)
    .map((e) => ({
      answers: (byParticipation.get(e.id) ?? [])
        .map((a) => ({
          offset: a.savedAt.getTime() - e.startedAt.getTime(),
          points: a.points,
          correct: a.correct,
        }))
        .sort((x, y) => x.offset - y.offset),
    }));
  byContest.set(contestId, field);
  return field;
}

/**
 * Where a virtual run stands: 1 + how many of the live field had done better at the same elapsed
 * time of their own sitting (score, then for sprints the tie-break).
 */
export async function simulatedRank(
  db: Db,
  contest: Pick<ContestRow, 'id' | 'format'>,
  row: Pick<ParticipationRow, 'startedAt' | 'endsAt' | 'finishedAt'>,
  answers: Pick<AnswerRow, 'answer' | 'points' | 'correct' | 'savedAt'>[],
  now = new Date(),
): Promise<number> {
  const stop = Math.min(now.getTime(), (row.finishedAt ?? row.endsAt).getTime());
  const elapsed = Math.max(0, stop - row.startedAt.getTime());
  const mine = standingAt(
    answers
      .filter((a) => a.answer !== null)
      .map((a) => ({
        offset: a.savedAt.getTime() - row.startedAt.getTime(),
        points: a.points,
        correct: a.correct,
      }))
      .sort((x, y) => x.offset - y.offset),
    elapsed,
  );
  const sprint = contest.format === 'sprint';
  const field = await liveTimelines(db, contest.id);
  return 1 + field.filter((t) => better(standingAt(t.answers, elapsed), mine, sprint)).length;
}
