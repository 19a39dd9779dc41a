import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes.js';

/** The health check load balancers and the README use. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
