import type { FastifyPluginAsync } from 'fastify';
import { startJobRunner } from './job-runner.js';

/**
 * Jobs: durable work for later, in PostgreSQL. Areas plan jobs with `scheduleJob` and say what runs
 * them with `handleJobs`; every process polls, and each job runs in one of them.
 */
export const jobsModule: FastifyPluginAsync = async (app) => {
  if (app.config.JOB_POLL_MS === 0) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startJobRunner(app.db, app.config.JOB_POLL_MS, app.log);
  });
  app.addHook('onClose', async () => stop?.());
};

export { handleJobs, runDueJobs } from './job-runner.js';
export { deleteJob as cancelJob, findJob, upsertJob as scheduleJob } from './jobs.repository.js';
