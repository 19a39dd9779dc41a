import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type RawEnv } from '../src/config/env.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A ready application on a fresh copy of the migrated, seeded test database (PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set). Call `close()` when done (e.g. in afterAll).
 */
/** A small stand-in for the web build, so API tests do not depend on `vite build` having run. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export async function build(options: { env?: Partial<RawEnv>; webDist?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-app-'));
  const database = await openTestDatabase(inject('dbTemplate'));
  // The job runner is off unless a test turns it on (tests run due jobs with `runDueJobs`).
  const config = loadConfig(
    {},
    { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_MS: 0, ...options.env },
  );
  const app = await buildApp({ config, database, webDist: options.webDist ?? FIXTURE_WEB_DIST });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
