import { type LocalisedText, localise } from '@preparena/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, topics } from '../learn/learn.tables.js';
import { type MixRow, mixOrder } from './mix-order.js';
import { questions } from './practice.tables.js';

const BATCH = 2_000;

/** Whether some published bank question has no place in the mixed order yet (new questions, or an upgrade). */
export async function mixOrderStale(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(eq(questions.status, 'published'), isNotNull(questions.generatorId), isNull(questions.mixRank)),
    )
    .limit(1);
  return row !== undefined;
}

/** A bank question as the mixed order sees it (its course found through its topic). */
interface RankedQuestion {
  id: string;
  number: number;
  generatorId: string;
  isSetQuestion: boolean;
  topicId: string;
  title: LocalisedText;
  courseId: string;
  coursePosition: number;
}

/** Each question's rank (1-based) in the mixed order, by id. */
function ranksOf(stored: readonly RankedQuestion[]): Map<string, number> {
  // A topic's place in its course: by its first question (the bank is generated in catalogue order).
  const firstOf = new Map<string, { course: string; first: number }>();
  for (const q of stored) {
    const seen = firstOf.get(q.topicId);
    if (!seen || q.number < seen.first) firstOf.set(q.topicId, { course: q.courseId, first: q.number });
  }
  const topicPosition = new Map<string, number>();
  const byCourse = new Map<string, [string, { first: number }][]>();
  for (const [topic, v] of firstOf) byCourse.set(v.course, [...(byCourse.get(v.course) ?? []), [topic, v]]);
  for (const list of byCourse.values()) {
    list.sort((a, b) => a[1].first - b[1].first);
    for (const [i, [topic]] of list.entries()) topicPosition.set(topic, i);
  }
  const rows: MixRow[] = stored.map((q) => ({
    id: q.id,
    number: q.number,
    generatorId: q.generatorId,
    isSetQuestion: q.isSetQuestion,
    topicId: q.topicId,
    topicPosition: topicPosition.get(q.topicId) ?? 0,
    coursePosition: q.coursePosition,
    title: localise(q.title, 'en'),
  }));
  return new Map(mixOrder(rows).map((row, i) => [row.id, i + 1]));
}

/** The rank every published bank question should have, by id (what applyMixOrder stores). */
export async function storedMixRanks(db: Db): Promise<Map<string, number>> {
  const stored = await db
    .select({
      id: questions.id,
      number: questions.number,
      generatorId: questions.generatorId,
      setId: questions.setId,
      topicId: questions.topicId,
      title: questions.title,
      coursePosition: courses.position,
      courseId: topics.homeCourseId,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(courses, eq(courses.id, topics.homeCourseId))
    .where(and(eq(questions.status, 'published'), isNotNull(questions.generatorId)));
  return ranksOf(
    stored.map((q) => ({
      ...q,
      generatorId: q.generatorId ?? '',
      isSetQuestion: q.setId !== null,
      courseId: q.courseId ?? '',
    })),
  );
}

/** A question about to be stored, for mixRanksBeforeInsert. */
export interface NewBankQuestion {
  topicId: string;
  generatorId: string;
  isSetQuestion: boolean;
  title: LocalisedText;
}

/**
 * The ranks the bank's questions will have once stored into an empty table, in the order given,
 * which must be the order of insertion: numbers are given in that order, so a question's place in
 * the list stands for its number. Lets a fresh database store each rank with its question instead
 * of ranking 69,000 rows again right after (an update of each, about 12 s on PGlite).
 */
export async function mixRanksBeforeInsert(
  db: Db,
  rows: readonly NewBankQuestion[],
): Promise<(number | null)[]> {
  const homes = await db
    .select({ topicId: topics.id, courseId: courses.id, coursePosition: courses.position })
    .from(topics)
    .innerJoin(courses, eq(courses.id, topics.homeCourseId));
  const home = new Map(homes.map((h) => [h.topicId, h]));
  const ranked: RankedQuestion[] = [];
  rows.forEach((row, i) => {
    const h = home.get(row.topicId);
    if (h) ranked.push({ ...row, id: String(i), number: i + 1, ...h });
  });
  const ranks = ranksOf(ranked);
  return rows.map((_, i) => ranks.get(String(i)) ?? null);
}

/**
 * Ranks every published bank question in the mixed order (mix-order.ts) and stores the ranks.
 * Questions added by staff keep no rank and follow the bank, by number.
 */
export async function applyMixOrder(db: Db): Promise<number> {
  const ordered = [...(await storedMixRanks(db))].sort((a, b) => a[1] - b[1]);
  for (let i = 0; i < ordered.length; i += BATCH) {
    const chunk = ordered.slice(i, i + BATCH);
    // Array literals as text parameters (uuids and integers need no quoting), as users.repository does.
    const ids = `{${chunk.map(([id]) => id).join(',')}}`;
    const ranks = `{${chunk.map(([, rank]) => rank).join(',')}}`;
    await db.execute(sql`update questions set mix_rank = v.rank
      from unnest(${ids}::uuid[], ${ranks}::int[]) as v(id, rank)
      where questions.id = v.id and questions.mix_rank is distinct from v.rank`);
  }
  return ordered.length;
}
