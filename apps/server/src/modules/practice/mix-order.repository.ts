import { localise } from '@preparena/shared';
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

/**
 * Ranks every published bank question in the mixed order (mix-order.ts) and stores the ranks.
 * Questions added by staff keep no rank and follow the bank, by number.
 */
export async function applyMixOrder(db: Db): Promise<number> {
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
  // A topic's place in its course: by its first question (the bank is generated in catalogue order).
  const firstOf = new Map<string, { course: string; first: number }>();
  for (const q of stored) {
    const seen = firstOf.get(q.topicId);
    if (!seen || q.number < seen.first) firstOf.set(q.topicId, { course: q.courseId ?? '', first: q.number });
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
    generatorId: q.generatorId ?? '',
    isSetQuestion: q.setId !== null,
    topicId: q.topicId,
    topicPosition: topicPosition.get(q.topicId) ?? 0,
    coursePosition: q.coursePosition,
    title: localise(q.title, 'en'),
  }));
  const ordered = mixOrder(rows);
  for (let i = 0; i < ordered.length; i += BATCH) {
    const chunk = ordered.slice(i, i + BATCH);
    // Array literals as text parameters (uuids and integers need no quoting), as users.repository does.
    const ids = `{${chunk.map((r) => r.id).join(',')}}`;
    const ranks = `{${chunk.map((_, k) => i + k + 1).join(',')}}`;
    await db.execute(sql`update questions set mix_rank = v.rank
      from unnest(${ids}::uuid[], ${ranks}::int[]) as v(id, rank)
      where questions.id = v.id and questions.mix_rank is distinct from v.rank`);
  }
  return ordered.length;
}
