import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes } from './home.routes.js';

/** The home page's numbers (questions, topics, courses, learners), computed from the database. */
export const homeModule: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
};
