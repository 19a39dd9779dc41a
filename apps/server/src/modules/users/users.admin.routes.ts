import {
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  updateRolesSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { searchUsers, type UserRow, updateUser } from './users.repository.js';
import { toPublicUser } from './users.serializer.js';

const PAGE_SIZE = 20;
const toAdminUser = (u: UserRow) => ({ ...toPublicUser(u), emailVerified: u.emailVerifiedAt !== null });

/** Admin Users screen: search users and grant or revoke the four staff flags (admins only). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'users' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    { config, schema: { tags, querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { search, page } = request.query;
      const { rows, total } = await searchUsers(app.db, search, page, PAGE_SIZE);
      return { items: rows.map(toAdminUser), total, page, pageSize: PAGE_SIZE };
    },
  );

  app.patch(
    '/api/admin/users/:id/roles',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().uuid('Unknown user') }),
        body: updateRolesSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (request.params.id === me.id && request.body.isAdmin === false) {
        throw badRequest('You cannot remove your own admin role', 'SELF_DEMOTION');
      }
      const row = await updateUser(app.db, request.params.id, request.body);
      if (!row) throw notFound('User not found');
      request.log.info({ target: row.id, roles: request.body }, 'staff roles changed');
      return toAdminUser(row);
    },
  );
};
