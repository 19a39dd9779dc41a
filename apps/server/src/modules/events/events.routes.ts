import { analyticsEventSchema, redactAnalyticsEvent } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertEvent } from './events.repository.js';

/** First-party analytics: page views and product events, stored in our own database. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event',
        body: analyticsEventSchema,
        response: { 202: z.object({ recorded: z.literal(true) }) },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await insertEvent(app.db, redactAnalyticsEvent(request.body), request.currentUser?.id ?? null);
      return reply.status(202).send({ recorded: true as const });
    },
  );
};
