import {
  type AdminQuestionSet,
  adminQuestionSetSchema,
  type ChartSpec,
  type LocalisedText,
  questionSetInputSchema,
} from '@preparena/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { questionSets, questions } from './practice.tables.js';

const idParam = z.object({ id: z.uuid('There is no such question set') });

/** Both languages of a stored text, as the editor edits them. */
function editable(text: LocalisedText | undefined): { en: string; hi?: string } {
  if (text === undefined) return { en: '' };
  if (typeof text === 'string') return { en: text };
  return { en: text.en ?? '', ...(text.hi ? { hi: text.hi } : {}) };
}

async function loadSet(db: Db, id: string): Promise<AdminQuestionSet> {
  const [set] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
  if (!set) throw notFound('There is no such question set', 'QUESTION_SET_NOT_FOUND');
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
    title: editable(set.title),
    body: editable(content.body),
    charts: content.charts ?? [],
    questions: members.map((m, i) => ({ ...m, position: m.position ?? i + 1 })),
    updatedAt: set.updatedAt.toISOString(),
  };
}

/** Admin: the passage or chart shared by the questions of a set (admins and question managers). */
export const questionSetsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'questions' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/question-sets/:id',
    { config, schema: { tags, params: idParam, response: { 200: adminQuestionSetSchema } } },
    async (request) => loadSet(app.db, request.params.id),
  );

  app.put(
    '/api/admin/question-sets/:id',
    {
      config,
      schema: {
        tags,
        params: idParam,
        body: questionSetInputSchema,
        response: { 200: adminQuestionSetSchema },
      },
    },
    async (request) => {
      const { kind, title, body, charts } = request.body;
      const updated = await app.db
        .update(questionSets)
        .set({ kind, title, content: { body, ...(charts.length ? { charts } : {}) }, updatedAt: new Date() })
        .where(eq(questionSets.id, request.params.id))
        .returning({ id: questionSets.id });
      if (updated.length === 0) throw notFound('There is no such question set', 'QUESTION_SET_NOT_FOUND');
      emitDomainEvent(app.db, 'questions.changed', { numbers: null });
      return loadSet(app.db, request.params.id);
    },
  );
};
