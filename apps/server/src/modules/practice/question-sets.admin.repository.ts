import type { AdminQuestionSet, ChartSpec, LocalisedText, QuestionSetInput } from '@preparena/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bilingual } from './practice.admin.repository.js';
import { questionSets, questions } from './practice.tables.js';

/** A question set in the admin editor, with the questions asked on it (in their set order). */
export async function findQuestionSet(db: Db, id: string): Promise<AdminQuestionSet | undefined> {
  const [set] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
  if (!set) return undefined;
  const members = await db
    .select({
      number: questions.number,
      title: questions.title,
      status: questions.status,
      position: questions.setPosition,
    })
    .from(questions)
    .where(eq(questions.setId, id))
    .orderBy(asc(questions.setPosition), asc(questions.number));
  const content = set.content as { body?: LocalisedText; charts?: ChartSpec[] };
  return {
    id: set.id,
    kind: set.kind,
    title: bilingual(set.title),
    body: bilingual(content.body),
    charts: content.charts ?? [],
    questions: members.map((m, i) => ({ ...m, position: m.position ?? i + 1 })),
    updatedAt: set.updatedAt.toISOString(),
  };
}

/** Replaces a set's kind, title, passage and charts; false when there is no such set. */
export async function updateQuestionSet(db: Db, id: string, input: QuestionSetInput): Promise<boolean> {
  const { kind, title, body, charts } = input;
  const updated = await db
    .update(questionSets)
    .set({ kind, title, content: { body, ...(charts.length ? { charts } : {}) }, updatedAt: new Date() })
    .where(eq(questionSets.id, id))
    .returning({ id: questionSets.id });
  return updated.length > 0;
}
