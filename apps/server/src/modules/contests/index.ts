import type { FastifyPluginAsync } from 'fastify';
import { handleContestJobs } from './contest-jobs.js';
import { contestRemindersRoutes } from './contest-reminders.routes.js';
import { contestsAdminRoutes } from './contests.admin.routes.js';
import { contestsRoutes } from './contests.routes.js';
import { leaderboardRoutes } from './leaderboard.routes.js';
import { listenForStandings } from './leaderboard.service.js';
import { relayStandings } from './standings-stream.js';

/**
 * Contests and timed tests: the schedule, the arena, marking, results, leaderboards (live over
 * server-sent events), the Contest rating run, virtual runs, reminders, admin, and their jobs.
 */
export const contestsModule: FastifyPluginAsync = async (app) => {
  handleContestJobs({ db: app.db, mailer: app.mailer, config: app.config });
  listenForStandings(app.db);
  relayStandings(app.db, (error) => app.log.error({ err: error }, 'standings relay failed'));
  await app.register(contestsRoutes);
  await app.register(leaderboardRoutes);
  await app.register(contestRemindersRoutes);
  await app.register(contestsAdminRoutes);
};
export { ratingHistoryOf } from './contest-ratings.repository.js';
export { seedDemoContests, seedMockTests } from './contests.seed.js';
export { seedPastDemoSprints } from './demo-contests.seed.js';
