import type { FastifyPluginAsync } from 'fastify';
import { profilesRoutes } from './profiles.routes.js';

/** Profiles: what others see of a user (composed from users and contests) and the top-rated tables. */
export const profilesModule: FastifyPluginAsync = async (app) => {
  await app.register(profilesRoutes);
};
