import { buildCatalogue, lessonsByTopic } from '@preparena/content';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../client.js';
import { ensureAdmin } from './admin.js';
import { seedCatalogue } from './catalogue.js';
import { seedGeneratedQuestions } from './questions.js';

/** Everything a fresh or existing database needs at start; safe to run on every start. */
/** Where seeding reports progress (the app's logger, or nothing in tests). */
export interface SeedLog {
  info(message: string): void;
}

export async function seedAll(db: Db, config: AppConfig, log: SeedLog): Promise<void> {
  const started = Date.now();
  await seedCatalogue(db, buildCatalogue(), lessonsByTopic());
  const added = await seedGeneratedQuestions(db);
  if (added > 0) log.info(`Question bank: ${added} generated questions added`);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log.info(`Admin account ${outcome}`);
  }
  log.info(`Seed complete in ${Date.now() - started} ms`);
}
