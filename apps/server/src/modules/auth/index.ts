import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.js';
import { googleRoutes } from './google.routes.js';

/** Accounts: sign-up with e-mail codes, login, password resets, Google sign-in, session tokens. */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(googleRoutes);
};
export { signSessionToken } from './session-tokens.js';
