import {
  attemptInputSchema,
  attemptResultSchema,
  practiceFiltersSchema,
  practiceListQuerySchema,
  practiceSummarySchema,
  questionAnalyticsSchema,
  questionDetailSchema,
  questionListSchema,
  questionNeighboursSchema,
  questionReactionSchema,
  questionReportSchema,
  questionSubmissionsSchema,
  reactionResultSchema,
  reportResultSchema,
  revealResultSchema,
  similarQuestionsSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { recordContactMessage } from '../contact/index.js';
import { react, revealSolution, submitAttempt } from './attempt.service.js';
import { bankTotals, listQuestionsJson, neighbours } from './practice.repository.js';
import {
  analytics,
  publishedQuestion,
  questionDetailJson,
  similar,
  submissions,
} from './question.service.js';
import { practiceSummary } from './summary.service.js';

/**
 * Sends JSON a service serialised itself (the list and the question page build it from cached,
 * pre-serialised parts; the route's response schema still documents it and the API tests parse
 * it). Fastify sends a string with a JSON content type as it is. Awaiting the reply keeps the
 * async handler from ending before a large (streamed, compressed) response has been written.
 */
async function sendSerialised(
  reply: {
    type(contentType: string): {
      send(payload: never): { then(fulfilled: () => void, rejected: (err: Error) => void): void };
    };
  },
  json: string | Buffer,
): Promise<void> {
  // The zod type provider types send() with the schema's object; a string is what goes out here.
  await reply.type('application/json; charset=utf-8').send(json as never);
}

const numberParam = z.object({ number: z.coerce.number().int().min(1).max(2_000_000_000) });

/** Practice: the question table, single questions, attempts, reveal, reactions, reports and the summary. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['practice'];
  const uid = (request: { currentUser: { id: string } | null }) => request.currentUser?.id ?? null;

  app.get(
    '/api/questions',
    {
      schema: {
        tags,
        summary: 'A page of the question table under filters, with the learner’s status of each',
        querystring: practiceListQuerySchema,
        response: { 200: questionListSchema },
      },
    },
    // Sent as JSON built from rows serialised once (see listQuestionsJson), not through zod.
    async (request, reply) => {
      const { page, sort, ...filters } = request.query;
      const json = await listQuestionsJson(app.db, filters, uid(request), page, sort);
      await sendSerialised(reply, json);
    },
  );

  app.get(
    '/api/practice/summary',
    {
      schema: {
        tags,
        summary: 'Solved counts, rating, calendar and streaks (bank totals for visitors)',
        response: { 200: practiceSummarySchema },
      },
    },
    async (request) => {
      const totals = await bankTotals(app.db);
      if (!request.currentUser) return { ...totals, user: null };
      return { ...totals, user: await practiceSummary(app.db, request.currentUser) };
    },
  );

  app.get(
    '/api/questions/:number',
    {
      schema: {
        tags,
        summary: 'A question; its answer and solution only after a right answer or a reveal',
        params: numberParam,
        response: { 200: questionDetailSchema },
      },
    },
    // Sent as JSON built from the cached question's serialised parts (see questionDetailJson).
    async (request, reply) => {
      await sendSerialised(reply, await questionDetailJson(app.db, request.params.number, uid(request)));
    },
  );

  app.get(
    '/api/questions/:number/neighbours',
    {
      schema: {
        tags,
        summary: 'The previous, next and a random question within the table’s filters',
        params: numberParam,
        querystring: practiceFiltersSchema,
        response: { 200: questionNeighboursSchema },
      },
    },
    async (request) => neighbours(app.db, request.query, uid(request), request.params.number),
  );

  app.post(
    '/api/questions/:number/attempts',
    {
      schema: {
        tags,
        summary:
          'Submits an answer: correctness, the rating change; the answer and solution if right or revealed',
        params: numberParam,
        body: attemptInputSchema,
        response: { 200: attemptResultSchema },
      },
      config: {
        // Per learner, not per address: a classroom or a campus shares one IP.
        rateLimit: {
          max: 120,
          timeWindow: '1 minute',
          keyGenerator: (request) => `attempt:${request.currentUser?.id ?? request.ip}`,
        },
      },
    },
    // Sent as JSON the service built, with the solution's stored HTML as it was read.
    async (request, reply) => {
      const { answer, seconds } = request.body;
      const user = requireUser(request);
      await sendSerialised(reply, await submitAttempt(app.db, user, request.params.number, answer, seconds));
    },
  );

  app.post(
    '/api/questions/:number/reveal',
    {
      schema: {
        tags,
        summary: 'Reveals the answer and solution (a right answer afterwards earns no rating)',
        params: numberParam,
        response: { 200: revealResultSchema },
      },
    },
    async (request) => revealSolution(app.db, requireUser(request), request.params.number),
  );

  app.put(
    '/api/questions/:number/reaction',
    {
      schema: {
        tags,
        summary: 'Likes or dislikes a question, or takes the reaction back',
        params: numberParam,
        body: questionReactionSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) => react(app.db, requireUser(request), request.params.number, request.body.reaction),
  );

  app.get(
    '/api/questions/:number/submissions',
    {
      schema: {
        tags,
        summary: 'The learner’s last 50 answers to a question, newest first',
        params: numberParam,
        response: { 200: questionSubmissionsSchema },
      },
    },
    async (request) => submissions(app.db, request.params.number, requireUser(request).id),
  );

  app.get(
    '/api/questions/:number/similar',
    {
      schema: {
        tags,
        summary: 'Questions of the same topic nearest in difficulty, unsolved ones first',
        params: numberParam,
        response: { 200: similarQuestionsSchema },
      },
    },
    async (request) => similar(app.db, request.params.number, uid(request)),
  );

  app.get(
    '/api/questions/:number/analytics',
    {
      schema: {
        tags,
        summary: 'Attempts, accuracy, solve times, chosen options and a time histogram of a question',
        params: numberParam,
        response: { 200: questionAnalyticsSchema },
      },
    },
    async (request) => analytics(app.db, request.params.number, uid(request)),
  );

  app.post(
    '/api/questions/:number/report',
    {
      schema: {
        tags,
        summary: 'Reports a problem with a question (stored as a contact message of type report)',
        params: numberParam,
        body: questionReportSchema,
        response: { 201: reportResultSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await publishedQuestion(app.db, request.params.number);
      const user = request.currentUser;
      await recordContactMessage(app.db, {
        name: user?.username ?? 'Visitor',
        email: user?.email ?? request.body.email ?? 'not-given',
        subject: `Question #${request.params.number}: ${request.body.reason}`,
        message: request.body.details || request.body.reason,
        type: 'report',
        userId: user?.id ?? null,
        questionNumber: request.params.number,
        language: request.body.language,
      });
      return reply.status(201).send({ message: 'Thank you. We will check this question.' });
    },
  );
};
