import { bankSources, isBankSource } from '@preparena/content';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { questions } from './practice.tables.js';

const BATCH = 500;

/**
 * Archives published bank questions whose source the bank no longer has (a generator or an
 * authored item that was removed, as the WordNet vocabulary was): they leave practice, the counts
 * and the question pages, while their rows, and the attempts and ratings on them, stay. Questions
 * written by staff (no source) and contest variants are left alone. Returns how many were archived.
 */
export async function archiveRetiredQuestions(db: Db): Promise<number> {
  const stored = await db
    .selectDistinct({ generatorId: questions.generatorId })
    .from(questions)
    .where(and(eq(questions.status, 'published'), isNotNull(questions.generatorId)));
  const sources = bankSources();
  const retired = stored.flatMap((r) =>
    r.generatorId && !isBankSource(r.generatorId, sources) ? [r.generatorId] : [],
  );
  let archived = 0;
  for (let i = 0; i < retired.length; i += BATCH) {
    const rows = await db
      .update(questions)
      .set({ status: 'archived', updatedAt: new Date() })
      .where(
        and(eq(questions.status, 'published'), inArray(questions.generatorId, retired.slice(i, i + BATCH))),
      )
      .returning({ id: questions.id });
    archived += rows.length;
  }
  // Counts and cached pages start over, in every process.
  if (archived > 0) emitDomainEvent(db, 'questions.changed', { numbers: null });
  return archived;
}
