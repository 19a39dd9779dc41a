import { publicUserSchema, updateProfileSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { findUserByUsername, updateUser } from './users.repository.js';
import { toPublicUser } from './users.serializer.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => toPublicUser(requireUser(request)),
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit your username, picture, bio, target exam, primary rating title or language',
        security,
        body: updateProfileSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { username, profilePicture, ...rest } = request.body;
      if (username && username.toLowerCase() !== user.username.toLowerCase()) {
        if (await findUserByUsername(app.db, username))
          throw conflict('Username is already taken', 'USERNAME_TAKEN');
      }
      const updated = await updateUser(app.db, user.id, {
        ...rest,
        ...(username ? { username } : {}),
        ...(profilePicture !== undefined ? { profilePicture: profilePicture || null } : {}),
      });
      if (!updated) throw notFound('User not found');
      return toPublicUser(updated);
    },
  );
};
