import {
  adminContestListSchema,
  adminContestSchema,
  contestIdSchema,
  contestInputSchema,
  freshQuestionsInputSchema,
  freshQuestionsResultSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import {
  adminContest,
  adminContestList,
  cancelContest,
  createContest,
  editContest,
} from './contests.admin.service.js';
import { makeFreshQuestions, pickBankQuestions } from './fresh-questions.service.js';

const idParam = z.object({ id: z.string().uuid('There is no such contest') });

/** Admin Contests (admins and contest controllers): the table, create, edit before the start, cancel. */
export const contestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'contests' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/contests',
    { config, schema: { tags, response: { 200: adminContestListSchema } } },
    async () => adminContestList(app.db),
  );

  app.post(
    '/api/admin/contests/fresh-questions',
    {
      config,
      schema: {
        tags,
        summary:
          'Makes new, never-published variants of the chosen topics’ generators (held until a contest ends)',
        body: freshQuestionsInputSchema,
        response: { 201: freshQuestionsResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await makeFreshQuestions(app.db, request.body)),
  );

  app.post(
    '/api/admin/contests/bank-questions',
    {
      config,
      schema: {
        tags,
        summary: 'Picks published bank questions of the chosen topics at random (single questions, no sets)',
        body: freshQuestionsInputSchema,
        response: { 200: freshQuestionsResultSchema },
      },
    },
    async (request) => pickBankQuestions(app.db, request.body),
  );

  app.get(
    '/api/admin/contests/:id',
    { config, schema: { tags, params: idParam, response: { 200: adminContestSchema } } },
    async (request) => adminContest(app.db, request.params.id),
  );

  app.post(
    '/api/admin/contests',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a contest (published unless a draft); its questions leave practice until it ends',
        body: contestInputSchema,
        response: { 201: contestIdSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContest(app.db, requireUser(request).id, request.body)),
  );

  app.put(
    '/api/admin/contests/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edits a contest (after its start only title, description, exam, rating and division)',
        params: idParam,
        body: contestInputSchema,
        response: { 200: contestIdSchema },
      },
    },
    async (request) => {
      await editContest(app.db, request.params.id, request.body);
      return { id: request.params.id };
    },
  );

  app.delete(
    '/api/admin/contests/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cancels a contest',
        params: idParam,
        response: { 204: z.null().describe('Cancelled') },
      },
    },
    async (request, reply) => {
      await cancelContest(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
