import type { FastifyPluginAsync } from 'fastify';
import { eventsRoutes } from './events.routes.js';

/** Analytics events the web app records (page views, clicks), with labels redacted. */
export const eventsModule: FastifyPluginAsync = async (app) => {
  await app.register(eventsRoutes);
};
