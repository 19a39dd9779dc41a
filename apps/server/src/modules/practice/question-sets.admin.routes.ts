import { adminQuestionSetSchema, questionSetInputSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { findQuestionSet, updateQuestionSet } from './question-sets.admin.repository.js';

const idParam = z.object({ id: z.uuid('There is no such question set') });
const noSuchSet = () => notFound('There is no such question set', 'QUESTION_SET_NOT_FOUND');

/** Admin: the passage or chart shared by the questions of a set (admins and question managers). */
export const questionSetsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'questions' as const };
  const tags = ['admin'];
  const loaded = async (id: string) => {
    const set = await findQuestionSet(app.db, id);
    if (!set) throw noSuchSet();
    return set;
  };

  app.get(
    '/api/admin/question-sets/:id',
    { config, schema: { tags, params: idParam, response: { 200: adminQuestionSetSchema } } },
    async (request) => loaded(request.params.id),
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
      if (!(await updateQuestionSet(app.db, request.params.id, request.body))) throw noSuchSet();
      emitDomainEvent(app.db, 'questions.changed', { numbers: null });
      return loaded(request.params.id);
    },
  );
};
