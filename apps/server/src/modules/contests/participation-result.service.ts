import { type ParticipationResult, roundScore } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { contestRendered, reviewQuestion } from './arena-view.js';
import { contestStatus } from './contest-clock.js';
import { maxScore, percentileOf, rankOf } from './contest-scoring.js';
import { contestQuestionRows, findContest } from './contests.repository.js';
import { current, ownParticipation } from './participation.service.js';
import { answersOf, fieldSeconds, finishedField } from './participations.repository.js';

/**
 * A finished participation's result: score, rank in the field, accuracy, section scores with
 * percentiles, and every question with the answer given, the key, points and the worked solution.
 * Scheduled contests show it once the contest has ended (until then keys would reach those still in).
 */
export async function participationResult(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<ParticipationResult> {
  const row = await current(db, await ownParticipation(db, userId, id), now);
  if (row.status !== 'finished') throw conflict('Your result appears when this test ends', 'NOT_FINISHED');
  const contest = await findContest(db, row.contestId);
  if (!contest) throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  if (contest.startsAt && contestStatus(contest, now) === 'live')
    throw conflict('Results and solutions appear when the contest ends', 'CONTEST_RUNNING');
  const [rows, answers, field, seconds] = await Promise.all([
    contestQuestionRows(db, contest.id),
    answersOf(db, id),
    finishedField(db, contest.id),
    fieldSeconds(db, contest.id),
  ]);
  const byNumber = new Map(answers.map((a) => [a.number, a]));
  const questions = rows.map((q) => {
    const a = byNumber.get(q.number);
    const given = a && a.answer !== null ? a.answer : null;
    const fieldMean = seconds.get(q.number);
    return {
      ...reviewQuestion(q, rows),
      answer: given,
      correct: given === null ? null : (a?.correct ?? null),
      points: given === null ? 0 : (a?.points ?? 0),
      seconds: a?.seconds ?? null,
      fieldSeconds: fieldMean === undefined ? null : Math.round(fieldMean * 10) / 10,
    };
  });
  const score = row.score ?? 0;
  const answered = row.correct + row.wrong;
  return {
    participationId: row.id,
    contestId: contest.id,
    title: contest.title,
    format: contest.format,
    scheme: contest.scheme,
    score,
    maxScore: maxScore(contest.scheme, rows.length),
    rank: rankOf({ score, penaltySeconds: row.penaltySeconds }, field, contest.format === 'sprint'),
    participants: field.length,
    correct: row.correct,
    wrong: row.wrong,
    unanswered: rows.length - answered,
    accuracy: answered === 0 ? 0 : Math.round((row.correct / answered) * 1000) / 1000,
    sections: contest.sections.map((s, i) => {
      const inSection = rows.filter((q) => q.section === i).map((q) => byNumber.get(q.number));
      const given = inSection.filter((a) => a && a.answer !== null);
      const mine = roundScore(given.reduce((sum, a) => sum + (a?.points ?? 0), 0));
      return {
        title: s.title,
        score: mine,
        percentile: percentileOf(
          mine,
          field.map((f) => roundScore(f.sections[String(i)] ?? 0)),
        ),
        correct: given.filter((a) => a?.correct === true).length,
        wrong: given.filter((a) => a?.correct === false).length,
        unanswered: inSection.length - given.length,
      };
    }),
    questions,
    rendered: contestRendered(questions),
  };
}
