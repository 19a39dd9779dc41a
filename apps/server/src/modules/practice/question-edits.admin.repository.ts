import { DIFFICULTY_START_RATING, type QuestionAnswer, type QuestionExportItem } from '@preparena/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Bilingual } from './practice.admin.repository.js';
import { questions } from './practice.tables.js';

type QuestionRow = typeof questions.$inferSelect;
/** What replacing a question keeps of it: its status (unless the input sets one) and learned ratings. */
export type ReplacedQuestion = Pick<QuestionRow, 'number' | 'status' | 'firstAttempts'>;

const cleanText = (text: Bilingual): Bilingual => (text.hi ? { en: text.en, hi: text.hi } : { en: text.en });

/** The stored columns of an editable question (texts cleaned, correct options sorted). */
function editableColumns(input: QuestionExportItem, topicId: string) {
  const answer: QuestionAnswer =
    input.answer.kind === 'choice'
      ? { kind: 'choice', correct: [...input.answer.correct].sort((a, b) => a - b) }
      : { kind: 'numeric', value: input.answer.value, tolerance: input.answer.tolerance };
  return {
    topicId,
    title: cleanText(input.title),
    statement: cleanText(input.statement),
    solution: cleanText(input.solution),
    type: input.type,
    options: input.type === 'numeric' ? [] : input.options.map(cleanText),
    answer,
    exams: [...new Set(input.exams)],
    difficulty: input.difficulty,
    expectedSeconds: input.expectedSeconds,
  };
}

/** Insert values of a new question: a draft unless told, authored by the staff member, at start ratings. */
function newQuestionValues(
  input: QuestionExportItem,
  topicId: string,
  authorId: string,
): typeof questions.$inferInsert {
  return {
    ...editableColumns(input, topicId),
    // 'contest' in a file means "as it is" (an export of a held question): a new question is a draft.
    status: input.status && input.status !== 'contest' ? input.status : 'draft',
    difficultyRating: DIFFICULTY_START_RATING[input.difficulty],
    logExpectedSeconds: Math.log(input.expectedSeconds),
    authorId,
  };
}

/**
 * Update values of an existing question. Its source (generator or author) and counters stay. The
 * difficulty rating and expected time are learned from first attempts: while there are none they
 * follow the edited difficulty and time; afterwards the learned values stay. Stored attempts keep
 * the correctness recorded when they were made, whatever the new answer is.
 */
function updatedQuestionValues(
  input: QuestionExportItem,
  topicId: string,
  current: Pick<QuestionRow, 'status' | 'firstAttempts'>,
  now: Date,
): Partial<typeof questions.$inferInsert> {
  const unrated = current.firstAttempts === 0;
  return {
    ...editableColumns(input, topicId),
    // A question a contest holds stays held until the contest gives it back (its end or cancel);
    // 'contest' in an imported file keeps the status the question has.
    status:
      current.status === 'contest' || !input.status || input.status === 'contest'
        ? current.status
        : input.status,
    ...(unrated
      ? {
          difficultyRating: DIFFICULTY_START_RATING[input.difficulty],
          logExpectedSeconds: Math.log(input.expectedSeconds),
        }
      : {}),
    updatedAt: now,
  };
}

/** Creates a question written by the staff member (a draft unless the input says otherwise); its number. */
export async function createQuestion(
  db: Db,
  input: QuestionExportItem,
  topicId: string,
  authorId: string,
): Promise<number> {
  const [row] = await db
    .insert(questions)
    .values(newQuestionValues(input, topicId, authorId))
    .returning({ number: questions.number });
  if (!row) throw new Error('no row');
  return row.number;
}

/** Replaces the editable fields of question #number, its row locked meanwhile; false when there is none. */
export async function replaceQuestion(
  db: Db,
  number: number,
  input: QuestionExportItem,
  topicId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: questions.id, status: questions.status, firstAttempts: questions.firstAttempts })
      .from(questions)
      .where(eq(questions.number, number))
      .for('update');
    if (!current) return false;
    await tx
      .update(questions)
      .set(updatedQuestionValues(input, topicId, current, new Date()))
      .where(eq(questions.id, current.id));
    return true;
  });
}

/** The questions of these numbers that exist, by number (numbers without a question are missing). */
export async function questionsByNumber(db: Db, numbers: number[]): Promise<Map<number, ReplacedQuestion>> {
  const existing = numbers.length
    ? await db
        .select({
          number: questions.number,
          status: questions.status,
          firstAttempts: questions.firstAttempts,
        })
        .from(questions)
        .where(inArray(questions.number, numbers))
    : [];
  return new Map(existing.map((q) => [q.number, q]));
}

/**
 * Imports checked questions all or nothing: those without a number are created (by the staff member),
 * those with the number of a question in `known` replace it. Every topic must be in `topicIds`.
 */
export async function importQuestions(
  db: Db,
  {
    items,
    topicIds,
    known,
    authorId,
  }: {
    items: QuestionExportItem[];
    topicIds: Map<string, string>;
    known: Map<number, ReplacedQuestion>;
    authorId: string;
  },
): Promise<{ created: number; updated: number; numbers: number[] }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const fresh = items.filter((q) => q.number === undefined);
    const created = fresh.length
      ? await tx
          .insert(questions)
          .values(fresh.map((q) => newQuestionValues(q, topicIds.get(q.topic) as string, authorId)))
          .returning({ number: questions.number })
      : [];
    let updated = 0;
    for (const q of items) {
      const current = q.number === undefined ? undefined : known.get(q.number);
      if (!current) continue;
      await tx
        .update(questions)
        .set(updatedQuestionValues(q, topicIds.get(q.topic) as string, current, now))
        .where(eq(questions.number, current.number));
      updated++;
    }
    return { created: created.length, updated, numbers: created.map((r) => r.number) };
  });
}
