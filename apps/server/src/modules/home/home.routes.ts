import { siteStatsSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSiteStats } from './home.repository.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'Counts shown on the home page',
        response: { 200: siteStatsSchema },
      },
    },
    async () => countSiteStats(app.db),
  );
};
