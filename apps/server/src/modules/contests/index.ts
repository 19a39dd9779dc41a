import type { FastifyPluginAsync } from 'fastify';
import { handleContestJobs } from './contest-jobs.js';
import { contestsAdminRoutes } from './contests.admin.routes.js';
import { contestsRoutes } from './contests.routes.js';

/** Contests and timed tests: the schedule, the arena, marking, results, admin, and their jobs. */
export const contestsModule: FastifyPluginAsync = async (app) => {
  handleContestJobs(app.db);
  await app.register(contestsRoutes);
  await app.register(contestsAdminRoutes);
};
export { seedDemoContests, seedMockTests } from './contests.seed.js';
