import {
  answerShapeProblem,
  isCorrectAnswer,
  type QuestionAnswer,
  type QuestionType,
  type Reaction,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { renderedMap } from '../../lib/rich-text/rendered.js';
import type { UserRow } from '../users/index.js';
import { enqueue, storeOne } from './attempt-queue.js';
import type { QueuedAttempt, StoredAttempt } from './attempt-rating.js';
import { recordReveal, setReaction } from './progress.repository.js';
import {
  type OpenedJson,
  openedQuestionJson,
  patchQuestionStats,
  publishedQuestion,
} from './question.service.js';
import { forgetQuestion } from './question-cache.js';
import { solutionTexts } from './question-texts.js';
import { forgetUserProgress } from './user-progress.js';

function checkShape(type: QuestionType, optionCount: number, answer: number[] | number): void {
  const problem = answerShapeProblem(type, optionCount, answer);
  if (problem) throw badRequest(problem, 'BAD_ANSWER');
}

/** What goes with every attempt's answer: the key and solution are added only when open. */
const CLOSED = ',"answer":null,"solution":null,"rendered":{}}';

/**
 * The answer to an attempt as the JSON of `attemptResultSchema` (UTF-8). After a right answer or a
 * reveal it carries the key, the solution and the solution's HTML, serialised once per cached
 * question (the question page's parts, `openedQuestionJson`).
 */
function attemptResultJson(told: StoredAttempt, opened: OpenedJson | undefined): Buffer {
  const { correct, ratingChange, rating, provisional, solvedCount } = told;
  const head = JSON.stringify({ correct, ratingChange, rating, provisional, solvedCount }).slice(0, -1);
  if (!opened) return Buffer.from(head + CLOSED);
  return Buffer.concat([
    Buffer.from(`${head},"answer":${opened.answer},"solution":${opened.solution},"rendered":{`),
    opened.renderedSolution,
    Buffer.from('}}'),
  ]);
}

/**
 * Records an attempt: the server decides correctness, stores it, updates the question's counters
 * and, on the user's first attempt (and only if the solution was not revealed), both ratings. A
 * right answer counts as solved only if the solution was not revealed before it.
 * Live attempts are written in batches (group commit); one with a given time (demo data) alone.
 * Returns the answer as JSON (attemptResultJson).
 */
export async function submitAttempt(
  db: Db,
  user: UserRow,
  number: number,
  answer: number[] | number,
  seconds: number,
  now?: Date,
): Promise<Buffer> {
  // The question as everyone sees it (cached): its answer and type; its ratings are read locked.
  const view = await publishedQuestion(db, number);
  const q = view.question;
  if (!q.answer) throw badRequest('This question cannot be answered yet', 'NO_ANSWER');
  checkShape(q.type, q.options.length, answer);
  const correct = isCorrectAnswer(q.answer as QuestionAnswer, answer);
  const item: QueuedAttempt = {
    userId: user.id,
    questionId: q.id,
    answer,
    correct,
    // Whole milliseconds: the column is a `real`, which refuses values like 1e-217 as out of range.
    seconds: Math.round(seconds * 1000) / 1000,
    expectedSeconds: q.expectedSeconds,
    singleChoiceOptions: q.type === 'single' ? q.options.length : 0,
  };
  const stored = await (now ? storeOne(db, item, now) : enqueue(db, item));
  // After a wrong answer the key stays with us: the learner tries again or reveals it (which then
  // means a right answer no longer counts as solved). Once revealed, every answer gets it.
  const opened = correct || stored.revealed ? await openedQuestionJson(view) : undefined;
  // The question's ratings and counters, and the learner's (the session row carries the rating and
  // solved count the summary shows), as the batch left them: no reload on the next request.
  patchQuestionStats(db, number, stored.question);
  forgetUserProgress(db, user.id);
  emitDomainEvent(db, 'attempt.recorded', {
    userId: user.id,
    questionNumber: number,
    correct,
    user: stored.user,
  });
  return attemptResultJson(stored.told, opened);
}

/** Reveals the solution: from now on a right answer to this question earns no rating. */
export async function revealSolution(db: Db, user: UserRow, number: number) {
  const found = await publishedQuestion(db, number);
  await recordReveal(db, user.id, found.question.id);
  forgetUserProgress(db, user.id);
  const { answer, solution } = found.question;
  return { answer: answer as QuestionAnswer, solution, rendered: renderedMap(solutionTexts(found.question)) };
}

/** Sets or clears the user's like or dislike, keeping the question's counters in step. */
export async function react(db: Db, user: UserRow, number: number, reaction: Reaction | null) {
  const q = (await publishedQuestion(db, number)).question;
  const result = await setReaction(db, user.id, q.id, reaction);
  forgetQuestion(db, number);
  forgetUserProgress(db, user.id);
  return result;
}
