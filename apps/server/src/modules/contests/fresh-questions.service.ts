import { FRESH_SEED_BASE, freshVariants } from '@preparena/content';
import type { FreshQuestionsInput } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict } from '../../errors.js';
import { nextFreshSeed, randomPublishedQuestions, storeFreshQuestions } from '../practice/index.js';

/**
 * New variants of the bank's generators for the chosen topics (new seeds, checked by their checkers,
 * never published): stored as drafts, they join practice only when a contest holding them ends.
 */
export async function makeFreshQuestions(
  db: Db,
  input: FreshQuestionsInput,
): Promise<{ questionNumbers: number[] }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    let fresh: ReturnType<typeof freshVariants>;
    try {
      fresh = freshVariants({ ...input, firstSeed: await nextFreshSeed(db, FRESH_SEED_BASE) });
    } catch (error) {
      throw badRequest((error as Error).message, 'NO_GENERATORS');
    }
    try {
      return { questionNumbers: await storeFreshQuestions(db, fresh) };
    } catch (error) {
      // Another fresh batch took the same seeds at the same moment: try the next ones.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('Fresh questions were being made by someone else at the same moment. Try again.', 'BUSY');
}

/** Published bank questions of the chosen topics (and difficulty) at random, for a section. */
export async function pickBankQuestions(
  db: Db,
  input: FreshQuestionsInput,
): Promise<{ questionNumbers: number[] }> {
  const questionNumbers = await randomPublishedQuestions(db, input);
  if (questionNumbers.length === 0)
    throw badRequest('No published question matches these topics and difficulty', 'NO_QUESTIONS');
  return { questionNumbers };
}
