import { createHash } from 'node:crypto';
import { FRESH_SEED_BASE, freshVariants, Rng } from '@preparena/content';
import { isCorrectAnswer, type QuestionAnswer } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { cancelJob } from '../jobs/index.js';
import { nextFreshSeed, storeFreshQuestions } from '../practice/index.js';
import { endContest } from './contest-jobs.js';
import { rateContestRun } from './contest-rating.service.js';
import { pointsFor } from './contest-scoring.js';
import { createContest } from './contests.admin.service.js';
import { contestKeyRows, register, seededContestKeys, updateContest } from './contests.repository.js';
import { participationAnswers } from './contests.tables.js';
import { openParticipation } from './participations.repository.js';

const WEEK = 7 * 86_400_000;
const MINUTE = 60_000;
const PAST_SPRINTS = 3;
const QUESTIONS = 8;
const DURATION_MINUTES = 30;

/** A wrong option for a choice key, or a value off by one for a numeric one. */
function wrongAnswer(key: QuestionAnswer, optionCount: number): number[] | number {
  if (key.kind === 'numeric') return key.value + 1;
  const right = key.correct[0] ?? 0;
  return [(right + 1) % Math.max(2, optionCount)];
}

/** A demo learner's hidden level (0.3–0.9 chance of a right answer), the same on every start. */
function level(userId: string): number {
  const byte = createHash('sha256').update(userId).digest()[0] ?? 0;
  return 0.3 + (byte / 255) * 0.6;
}

/**
 * Demo data: the three weekly sprints before the upcoming one, sat by the demo learners, scored and
 * rated by the same code as any contest (their end and rating run), so a fresh install shows real
 * leaderboards, Contest ratings past the provisional stage and rating histories. Answers are kept
 * at their times within each sitting. Idempotent (one key per sprint).
 */
export async function seedPastDemoSprints(db: Db, learnerIds: string[], now = new Date()): Promise<number> {
  if (learnerIds.length === 0) return 0;
  const seeded = await seededContestKeys(db);
  let added = 0;
  for (let k = PAST_SPRINTS; k >= 1; k--) {
    const key = `demo:past-sprint-${k}`;
    if (seeded.has(key)) continue;
    const startsAt = new Date(now.getTime() - k * WEEK);
    startsAt.setUTCHours(5, 0, 0, 0);
    const fresh = freshVariants({
      topics: [
        'percentages',
        'simple-and-compound-interest',
        'averages',
        'speed-distance-time',
        'ratio-and-proportion',
      ],
      count: QUESTIONS,
      firstSeed: await nextFreshSeed(db, FRESH_SEED_BASE),
    });
    // Created as a future contest (the admin rules), then moved to its past date.
    const { id } = await createContest(
      db,
      null,
      {
        title: `Weekly Aptitude Sprint #${PAST_SPRINTS - k + 1}`,
        format: 'sprint',
        exam: null,
        scheme: 'none',
        startsAt: new Date(now.getTime() + WEEK).toISOString(),
        description:
          'Eight fresh arithmetic questions in thirty minutes. One answer per question, final once sent.',
        sections: [
          {
            title: 'Arithmetic',
            durationMinutes: DURATION_MINUTES,
            questionNumbers: await storeFreshQuestions(db, fresh),
          },
        ],
      },
      key,
    );
    await updateContest(db, id, { startsAt });
    await cancelJob(db, `contest.end:${id}`);
    await cancelJob(db, `contest.remind:${id}`);
    const keys = await contestKeyRows(db, id);
    const rng = new Rng(20_261_126 + k);
    for (const userId of learnerIds) {
      if (rng.next() < 0.2) continue; // not everyone takes every sprint
      await register(db, id, userId);
      const startedAt = new Date(startsAt.getTime() + rng.int(0, 3) * MINUTE);
      const { row } = await openParticipation(db, {
        contestId: id,
        userId,
        startedAt,
        endsAt: new Date(startsAt.getTime() + DURATION_MINUTES * MINUTE),
      });
      let at = startedAt.getTime();
      for (const q of keys) {
        if (!q.answer) continue;
        at += rng.int(60, 200) * 1000;
        if (at >= row.endsAt.getTime()) break;
        const given =
          rng.next() < level(userId) ? rightAnswer(q.answer) : wrongAnswer(q.answer, q.optionCount);
        const correct = isCorrectAnswer(q.answer, given);
        await db.insert(participationAnswers).values({
          participationId: row.id,
          number: q.number,
          answer: given,
          correct,
          points: pointsFor('none', q.type, correct),
          seconds: rng.int(40, 190),
          savedAt: new Date(at),
        });
      }
    }
    await endContest(db, id, new Date(startsAt.getTime() + DURATION_MINUTES * MINUTE + 1000));
    await rateContestRun(db, id);
    added++;
  }
  return added;
}

function rightAnswer(key: QuestionAnswer): number[] | number {
  return key.kind === 'numeric' ? key.value : [...key.correct];
}
