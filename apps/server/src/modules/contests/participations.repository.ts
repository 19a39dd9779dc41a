import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participationAnswers, participations } from './contests.tables.js';

export type ParticipationRow = typeof participations.$inferSelect;
export type AnswerRow = typeof participationAnswers.$inferSelect;

export async function findParticipation(db: Db, id: string): Promise<ParticipationRow | null> {
  const [row] = await db.select().from(participations).where(eq(participations.id, id));
  return row ?? null;
}

export async function userParticipations(db: Db, contestId: string, userId: string) {
  return db
    .select()
    .from(participations)
    .where(and(eq(participations.contestId, contestId), eq(participations.userId, userId)))
    .orderBy(desc(participations.startedAt));
}

/**
 * Opens a participation, or returns the open one (a second tab, a double click): the partial
 * unique index allows one open participation per user and contest.
 */
export async function openParticipation(
  db: Db,
  values: { contestId: string; userId: string; startedAt: Date; endsAt: Date; virtual?: boolean },
): Promise<{ row: ParticipationRow; created: boolean }> {
  const [created] = await db.insert(participations).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [open] = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.contestId, values.contestId),
        eq(participations.userId, values.userId),
        eq(participations.status, 'open'),
      ),
    );
  if (!open) throw new Error('No open participation after a conflict');
  return { row: open, created: false };
}

export async function answersOf(db: Db, participationId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(participationAnswers)
    .where(eq(participationAnswers.participationId, participationId))
    .orderBy(asc(participationAnswers.number));
}

export async function findAnswer(db: Db, participationId: string, number: number): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(participationAnswers)
    .where(
      and(eq(participationAnswers.participationId, participationId), eq(participationAnswers.number, number)),
    );
  return row ?? null;
}

/** Saves (or replaces) a mock answer; committed before the caller answers 2xx. */
export async function saveAnswer(
  db: Db,
  values: {
    participationId: string;
    number: number;
    answer: number[] | number | null;
    markedForReview: boolean;
    correct: boolean | null;
    points: number;
    seconds: number | null;
  },
): Promise<void> {
  await db
    .insert(participationAnswers)
    .values({ ...values, savedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [participationAnswers.participationId, participationAnswers.number],
      set: {
        answer: values.answer,
        markedForReview: values.markedForReview,
        correct: values.correct,
        points: values.points,
        // A reloaded page counts again from 0: the largest count reported is kept.
        seconds: sql`greatest(${participationAnswers.seconds}, excluded.seconds)`,
        savedAt: sql`now()`,
      },
    });
}

/**
 * Stores a sprint answer once (a second one for the same question is refused: false) and moves the
 * participation's live score, counts and tie-break in the same transaction, from all its answers
 * read under the participation's row lock (two answers at once cannot lose each other's points).
 */
export async function saveSprintAnswer(
  db: Db,
  values: {
    participationId: string;
    number: number;
    answer: number[] | number;
    correct: boolean;
    points: number;
    seconds: number | null;
  },
  tallyOf: (answers: AnswerRow[]) => {
    score: number;
    correct: number;
    wrong: number;
    penaltySeconds: number;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from participations where id = ${values.participationId} for update`);
    const inserted = await tx
      .insert(participationAnswers)
      .values({ ...values, markedForReview: false, savedAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ number: participationAnswers.number });
    if (inserted.length === 0) return false;
    const answers = await tx
      .select()
      .from(participationAnswers)
      .where(eq(participationAnswers.participationId, values.participationId));
    await tx
      .update(participations)
      .set(tallyOf(answers))
      .where(eq(participations.id, values.participationId));
    return true;
  });
}

/** Ends a participation once with its final tally; false when it had ended already. */
export async function finishParticipation(
  db: Db,
  id: string,
  tally: { score: number; correct: number; wrong: number; penaltySeconds: number },
  finishedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(participations)
    .set({ ...tally, status: 'finished', finishedAt })
    .where(and(eq(participations.id, id), eq(participations.status, 'open')))
    .returning({ id: participations.id });
  return rows.length > 0;
}

export async function openParticipationIds(db: Db, contestId: string): Promise<string[]> {
  const rows = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.contestId, contestId), eq(participations.status, 'open')));
  return rows.map((r) => r.id);
}

/** The finished field of a contest: each participation's score, tie-break and per-section points. */
export async function finishedField(db: Db, contestId: string) {
  const result = await db.execute(sql`
    select p.id, p.score, p.penalty_seconds as "penaltySeconds",
      coalesce((select json_object_agg(s.section, s.points) from (
        select cq.section, sum(a.points) as points
        from participation_answers a
        join contest_questions cq on cq.contest_id = p.contest_id and cq.number = a.number
        where a.participation_id = p.id group by cq.section) s), '{}'::json) as sections
    from participations p
    where p.contest_id = ${contestId} and p.status = 'finished' and not p.virtual`);
  return (
    result as unknown as {
      rows: { id: string; score: number | null; penaltySeconds: number; sections: Record<string, number> }[];
    }
  ).rows;
}

/** The field's mean seconds per question number (answers of finished participations). */
export async function fieldSeconds(db: Db, contestId: string): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select a.number, avg(a.seconds)::float8 as seconds
    from participation_answers a join participations p on p.id = a.participation_id
    where p.contest_id = ${contestId} and p.status = 'finished' and not p.virtual and a.seconds is not null and a.answer is not null
    group by a.number`);
  const rows = (result as unknown as { rows: { number: number; seconds: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.number), Number(r.seconds)]));
}
