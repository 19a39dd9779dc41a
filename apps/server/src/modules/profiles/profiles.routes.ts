import { publicProfileSchema, topRatedQuerySchema, topRatedSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicProfile, topRatedUsers } from './profiles.service.js';

const usernameParam = z.object({ username: z.string().trim().min(1).max(40, 'No user has this username') });

/** Public profiles and the rating tables. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'A user’s public profile: ratings, provisional marks and Contest rating history',
        params: usernameParam,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => publicProfile(app.db, request.params.username),
  );

  app.get(
    '/api/ratings/top',
    {
      schema: {
        tags: ['users'],
        summary: 'The ten best non-provisional Contest (or Practice) ratings',
        querystring: topRatedQuerySchema,
        response: { 200: topRatedSchema },
      },
    },
    async (request) => topRatedUsers(app.db, request.query.kind),
  );
};
