import { type GeneratedQuestionRow, generatedBank } from '@preparena/content';
import { DIFFICULTY_START_RATING } from '@preparena/shared';
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { questions, topics } from '../schema.js';

const BATCH = 500;

/**
 * Puts the generated bank into the database: every (generator, seed) pair once, published.
 * Idempotent: pairs already present are skipped, and only missing seeds are generated at all.
 */
export async function seedGeneratedQuestions(db: Db): Promise<number> {
  const topicRows = await db.select({ id: topics.id, slug: topics.slug }).from(topics);
  const topicId = new Map(topicRows.map((t) => [t.slug, t.id]));
  const present = await db
    .select({ generatorId: questions.generatorId, seeds: sql<number>`count(*)::int` })
    .from(questions)
    .where(isNotNull(questions.generatorId))
    .groupBy(questions.generatorId);
  const have = new Map(present.map((r) => [r.generatorId, Number(r.seeds)]));
  const rows = generatedBank({ skip: (generatorId, count) => have.get(generatorId) === count });
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).flatMap((q: GeneratedQuestionRow) => {
      const topic = topicId.get(q.topic);
      if (!topic) return [];
      return [
        {
          topicId: topic,
          status: 'published' as const,
          title: q.title,
          type: q.type,
          statement: q.statement,
          options: q.options,
          answer: q.answer,
          solution: q.solution,
          difficulty: q.difficulty,
          difficultyRating: DIFFICULTY_START_RATING[q.difficulty],
          expectedSeconds: q.expectedSeconds,
          logExpectedSeconds: Math.log(q.expectedSeconds),
          exams: q.exams,
          generatorId: q.source.generator,
          seed: q.source.seed,
        },
      ];
    });
    if (batch.length === 0) continue;
    const result = await db
      .insert(questions)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: questions.id });
    inserted += result.length;
  }
  return inserted;
}
