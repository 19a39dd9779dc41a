import { analyticsEventSchema, redactEmails } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertEvent } from './events.repository.js';

/** Redacts e-mail-like text in the label, the path and every string property. */
function redactEvent(event: z.infer<typeof analyticsEventSchema>) {
  return {
    ...event,
    path: redactEmails(event.path),
    label: event.label === undefined ? undefined : redactEmails(event.label),
    properties: event.properties
      ? Object.fromEntries(
          Object.entries(event.properties).map(([k, v]) => [k, typeof v === 'string' ? redactEmails(v) : v]),
        )
      : undefined,
  };
}

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
      await insertEvent(app.db, redactEvent(request.body), request.currentUser?.id ?? null);
      return reply.status(202).send({ recorded: true as const });
    },
  );
};
