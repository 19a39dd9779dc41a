import type { GeneratedQuestionRow, GeneratedSetRow } from '@preparena/content';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { topics } from '../learn/learn.tables.js';
import { questionRow } from './practice.seed.js';
import { questionSets, questions } from './practice.tables.js';

/**
 * What the contests area may do to questions (through practice's index): hold them out of practice
 * while a contest needs them ('contest' status), give them back, and store fresh variants.
 */

/** What a contest needs of a question to pick it: its status and set membership. */
const pickColumns = {
  id: questions.id,
  number: questions.number,
  status: questions.status,
  setId: questions.setId,
  setPosition: questions.setPosition,
};

/** Questions by number with what a contest needs to pick them. */
export async function questionsForContest(db: Db, numbers: number[]) {
  if (numbers.length === 0) return [];
  return db.select(pickColumns).from(questions).where(inArray(questions.number, numbers));
}

/** The other questions of these sets (a set goes into a contest whole), in set order. */
export async function setMembers(db: Db, setIds: string[]) {
  if (setIds.length === 0) return [];
  return db
    .select(pickColumns)
    .from(questions)
    .where(
      and(inArray(questions.setId, setIds), inArray(questions.status, ['draft', 'published', 'contest'])),
    )
    .orderBy(questions.setId, questions.setPosition);
}

/**
 * Published single questions (not of a set) of these topics, at random: staff pick bank questions
 * for a contest by filter. Held questions are not published, so they are never picked twice.
 */
export async function randomPublishedQuestions(
  db: Db,
  filter: { topics: string[]; difficulty?: 'easy' | 'medium' | 'hard'; count: number },
): Promise<number[]> {
  const rows = await db
    .select({ number: questions.number })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(
      and(
        eq(questions.status, 'published'),
        isNull(questions.setId),
        inArray(topics.slug, filter.topics),
        filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(filter.count);
  return rows.map((r) => r.number);
}

/** Sets the status of questions (hold: 'contest'; release: 'published'; cancel: each its prior one). */
export async function setQuestionStatus(
  db: Db,
  ids: string[],
  status: 'draft' | 'published' | 'archived' | 'contest',
) {
  if (ids.length === 0) return;
  await db.update(questions).set({ status, updatedAt: sql`now()` }).where(inArray(questions.id, ids));
}

/** The first seed free for fresh variants (one counter across generators: seeds are unique per generator). */
export async function nextFreshSeed(db: Db, base: number): Promise<number> {
  const [single] = await db.select({ top: max(questions.seed) }).from(questions);
  const [set] = await db.select({ top: max(questionSets.seed) }).from(questionSets);
  return Math.max(base, (single?.top ?? 0) + 1, (set?.top ?? 0) + 1);
}

/**
 * Stores fresh variants as drafts (never shown in practice until a contest holds and then releases
 * them) and returns their numbers: singles in order, then each set's questions in set order.
 */
export async function storeFreshQuestions(
  db: Db,
  fresh: { singles: GeneratedQuestionRow[]; sets: GeneratedSetRow[] },
): Promise<number[]> {
  const slugs = [...new Set([...fresh.singles, ...fresh.sets].map((q) => q.topic))];
  const topicRows = slugs.length
    ? await db.select({ id: topics.id, slug: topics.slug }).from(topics).where(inArray(topics.slug, slugs))
    : [];
  const topicId = new Map(topicRows.map((t) => [t.slug, t.id]));
  const idOf = (slug: string) => {
    const id = topicId.get(slug);
    if (!id) throw new Error(`Topic ${slug} is not in the catalogue`);
    return id;
  };
  return db.transaction(async (tx) => {
    const numbers: number[] = [];
    if (fresh.singles.length) {
      const rows = await tx
        .insert(questions)
        .values(fresh.singles.map((q) => questionRow(q, idOf(q.topic), undefined, 'draft')))
        .returning({ number: questions.number });
      numbers.push(...rows.map((r) => r.number));
    }
    for (const s of fresh.sets) {
      const [stored] = await tx
        .insert(questionSets)
        .values({
          kind: s.set.kind,
          title: s.set.title,
          content: { body: s.set.body, ...(s.set.charts ? { charts: s.set.charts } : {}) },
          generatorId: s.source.generator,
          seed: s.source.seed,
        })
        .returning({ id: questionSets.id });
      if (!stored) throw new Error('The set was not stored');
      const rows = await tx
        .insert(questions)
        .values(
          s.questions.map((q, i) =>
            questionRow(q, idOf(s.topic), { id: stored.id, position: i + 1 }, 'draft'),
          ),
        )
        .returning({ number: questions.number, position: questions.setPosition });
      rows.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
      numbers.push(...rows.map((r) => r.number));
    }
    return numbers;
  });
}
