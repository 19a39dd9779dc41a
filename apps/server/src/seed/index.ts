import { buildCatalogue, lessonsByTopic } from '@preparena/content';
import type { AppConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { seedDemoContests, seedMockTests, seedPastDemoSprints } from '../modules/contests/index.js';
import { seedCatalogue } from '../modules/learn/index.js';
import {
  applyDifficultyRubric,
  applyMixOrder,
  archiveRetiredQuestions,
  mixOrderStale,
  type QuestionBank,
  seedGeneratedQuestions,
} from '../modules/practice/index.js';
import { ensureAdmin } from '../modules/users/index.js';
import { users } from '../modules/users/users.tables.js';
import { demoLearnerIds, seedDemoData } from './demo.js';

/** Where seeding reports progress (the app's logger, or nothing in tests). */
export interface SeedLog {
  info(message: string): void;
}

/** Where the bank comes from: by default the build's file beside the bundle, else generated here. */
export interface SeedOptions {
  builtBank?: () => QuestionBank | undefined;
}

/** Everything a fresh or existing database needs at start; safe to run on every start. */
export async function seedAll(
  db: Db,
  config: AppConfig,
  log: SeedLog,
  options: SeedOptions = {},
): Promise<void> {
  const started = Date.now();
  // DEMO_DATA unset: demo content only for a database that had nobody in it before this start.
  const demo = config.DEMO_DATA ?? (await db.$count(users)) === 0;
  await seedCatalogue(db, buildCatalogue(), lessonsByTopic());
  const added = await seedGeneratedQuestions(db, options.builtBank);
  if (added > 0) log.info(`Question bank: ${added} generated questions added`);
  const retired = await archiveRetiredQuestions(db);
  if (retired > 0) log.info(`Question bank: ${retired} questions of removed sources archived`);
  const relabelled = await applyDifficultyRubric(db);
  if (relabelled > 0)
    log.info(`Question bank: ${relabelled} questions relabelled medium (hard means a CAT-level budget)`);
  // A fresh database's bank is stored with its ranks; new questions on an existing one have none.
  if (await mixOrderStale(db)) {
    log.info(`Practice order: ${await applyMixOrder(db)} questions interleaved by topic and shape`);
  }
  const tests = await seedMockTests(db);
  if (tests > 0) log.info(`Tests: ${tests} mock, sectional and topic tests of fresh questions added`);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log.info(`Admin account ${outcome}`);
  }
  if (demo) {
    const attempts = await seedDemoData(db);
    if (attempts > 0) log.info(`Demo data: learners with ${attempts} practice attempts added`);
    if ((await seedDemoContests(db)) > 0) log.info('Demo data: an upcoming weekly sprint added');
    const past = await seedPastDemoSprints(db, await demoLearnerIds(db));
    if (past > 0) log.info(`Demo data: ${past} past weekly sprints sat, scored and rated`);
  }
  log.info(`Seed complete in ${Date.now() - started} ms`);
}
