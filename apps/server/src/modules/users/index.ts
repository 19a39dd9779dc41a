import type { FastifyPluginAsync } from 'fastify';
import { usersAdminRoutes } from './users.admin.routes.js';
import { listenToDomainEvents } from './users.events.js';
import { usersRoutes } from './users.routes.js';

/** Identity: user rows, the session-user cache, profiles and the admin Users screen. */
export const usersModule: FastifyPluginAsync = async (app) => {
  listenToDomainEvents(app.db);
  await app.register(usersRoutes);
  await app.register(usersAdminRoutes);
};

export { ensureAdmin } from './admin-account.seed.js';
export { loadSessionUser } from './session-users.js';
export {
  applyContestRatings,
  findUserByEmail,
  findUserByGoogleSub,
  findUserByUsername,
  insertUser,
  type NewUser,
  topRated,
  type UserRow,
  updateUser,
} from './users.repository.js';
export { toPublicUser } from './users.serializer.js';
