import {
  contestAnswerInputSchema,
  contestAnswerResultSchema,
  contestDetailSchema,
  contestListQuerySchema,
  contestListSchema,
  finishResultSchema,
  participationResultSchema,
  participationSchema,
  participationStartSchema,
  registrationResultSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { contestDetail, contestList, registerFor, unregisterFrom } from './contests.service.js';
import {
  answerQuestion,
  finishEarly,
  participationView,
  startParticipation,
} from './participation.service.js';
import { participationResult } from './participation-result.service.js';

const idParam = z.object({ id: z.string().uuid('There is no such contest') });
const pidParam = z.object({ pid: z.string().uuid('There is no such participation') });
const answerParams = pidParam.extend({
  questionNumber: z.coerce
    .number('Question numbers are whole numbers')
    .int('Question numbers are whole numbers')
    .min(1, 'Question numbers start at 1')
    .max(1000, 'There is no such question in this contest'),
});

/** Contests: the schedule, a contest's page, registration, and a participation's arena and result. */
export const contestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contests'];
  const uid = (request: { currentUser: { id: string } | null }) => request.currentUser?.id ?? null;

  app.get(
    '/api/contests',
    {
      schema: {
        tags,
        summary: 'Scheduled contests and any-time tests, live first, with the caller’s registration',
        querystring: contestListQuerySchema,
        response: { 200: contestListSchema },
      },
    },
    async (request) => contestList(app.db, uid(request), request.query),
  );

  app.get(
    '/api/contests/:id',
    {
      schema: {
        tags,
        summary: 'A contest: rules, sections, the caller’s sittings; questions with keys only after its end',
        params: idParam,
        response: { 200: contestDetailSchema },
      },
    },
    async (request) => contestDetail(app.db, uid(request), request.params.id),
  );

  app.post(
    '/api/contests/:id/register',
    {
      schema: {
        tags,
        summary: 'Registers for a scheduled contest',
        params: idParam,
        response: { 200: registrationResultSchema },
      },
    },
    async (request) => registerFor(app.db, requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/contests/:id/register',
    {
      schema: {
        tags,
        summary: 'Unregisters (before the start only)',
        params: idParam,
        response: { 200: registrationResultSchema },
      },
    },
    async (request) => unregisterFrom(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/contests/:id/participations',
    {
      schema: {
        tags,
        summary: 'Enters a live contest or starts an any-time test (the open participation if there is one)',
        params: idParam,
        response: { 200: participationStartSchema, 201: participationStartSchema },
      },
    },
    async (request, reply) => {
      const { participationId, created } = await startParticipation(
        app.db,
        requireUser(request).id,
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send({ participationId });
    },
  );

  app.get(
    '/api/participations/:pid',
    {
      schema: {
        tags,
        summary: 'The arena: questions without keys, saved answers, section windows and the server’s clock',
        params: pidParam,
        response: { 200: participationSchema },
      },
    },
    async (request) => participationView(app.db, requireUser(request).id, request.params.pid),
  );

  app.put(
    '/api/participations/:pid/answers/:questionNumber',
    {
      schema: {
        tags,
        summary: 'Saves an answer (mocks: until the end; sprints: once, with its verdict)',
        params: answerParams,
        body: contestAnswerInputSchema,
        response: { 200: contestAnswerResultSchema },
      },
      config: {
        rateLimit: {
          max: 600,
          timeWindow: '1 minute',
          keyGenerator: (request) => `contest-answer:${request.currentUser?.id ?? request.ip}`,
        },
      },
    },
    async (request) =>
      answerQuestion(
        app.db,
        requireUser(request).id,
        request.params.pid,
        request.params.questionNumber,
        request.body,
      ),
  );

  app.post(
    '/api/participations/:pid/finish',
    {
      schema: {
        tags,
        summary: 'Ends the participation now and scores it',
        params: pidParam,
        response: { 200: finishResultSchema },
      },
    },
    async (request) => finishEarly(app.db, requireUser(request).id, request.params.pid),
  );

  app.get(
    '/api/participations/:pid/result',
    {
      schema: {
        tags,
        summary: 'Score, rank, sections with percentiles, and every question with its key and solution',
        params: pidParam,
        response: { 200: participationResultSchema },
      },
    },
    async (request) => participationResult(app.db, requireUser(request).id, request.params.pid),
  );
};
