import {
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  updateRolesSchema,
} from '@preparena/shared';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.js';
import { forgetSessionUser, requireUser, type UserRow } from '../../plugins/auth.js';
import { toPublicUser } from './users.serializer.js';
import { users } from './users.tables.js';

const PAGE_SIZE = 20;
const toAdminUser = (u: UserRow) => ({ ...toPublicUser(u), emailVerified: u.emailVerifiedAt !== null });
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin Users screen: search users and grant or revoke the four staff flags (admins only). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'users' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    { config, schema: { tags, querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { search, page } = request.query;
      const where = search
        ? or(ilike(users.username, `%${escapeLike(search)}%`), ilike(users.email, `%${escapeLike(search)}%`))
        : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        app.db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toAdminUser), total: total?.n ?? 0, page, pageSize: PAGE_SIZE };
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
      const [row] = await app.db
        .update(users)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(users.id, request.params.id))
        .returning();
      if (!row) throw notFound('User not found');
      forgetSessionUser(app.db, row.id);
      request.log.info({ target: row.id, roles: request.body }, 'staff roles changed');
      return toAdminUser(row);
    },
  );
};
