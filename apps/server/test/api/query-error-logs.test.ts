import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/client.js';
import { loggerOptions } from '../../src/lib/log-redaction.js';
import { createUser } from '../factories.js';
import { FIXTURE_WEB_DIST } from '../helpers.js';
import { openTestDatabase } from '../test-database.js';

/** What a request sends, that must not reach the logs when its query fails. */
const SECRET = 'Secret-4242-value';
const EMAIL = 'asha.secret@example.com';

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-logs-'));
  database = await openTestDatabase(inject('dbTemplate'));
  const config = loadConfig({}, { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' });
  // The application's own logger options, writing to memory instead of stdout.
  const logger = { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } };
  app = await buildApp({ config, database, webDist: FIXTURE_WEB_DIST, logger });
  // Two queries that fail on values a request brought: a cast, and a taken e-mail address.
  app.get('/test/failing-cast', async () => app.db.execute(sql`select ${SECRET}::int`));
  app.get('/test/taken-email', async () => {
    await createUser(app.db, { email: EMAIL });
    return createUser(app.db, { email: EMAIL, username: `u_${SECRET}`.slice(0, 20).toLowerCase() });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log entry of the failed request just made. */
function failureEntry(route: string) {
  const entries = lines.map((line) => JSON.parse(line));
  const entry = entries.find((e) => e.msg === 'request failed' && e.route === route);
  expect(entry).toBeDefined();
  return entry;
}

describe('logs of failed queries', () => {
  it('keep the message, code and route but not the parameter values', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/failing-cast' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const entry = failureEntry('GET /test/failing-cast');
    expect(entry.err.code).toBe('22P02');
    expect(entry.err.message).toContain('invalid input syntax for type integer');
    expect(entry.err).not.toHaveProperty('params');
    expect(entry.err).not.toHaveProperty('query');
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('keep the constraint of a unique violation but not the row or its detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/taken-email' });
    expect(res.statusCode).toBe(500);
    const entry = failureEntry('GET /test/taken-email');
    expect(entry.err).toMatchObject({ code: '23505', table: 'users' });
    expect(entry.err.constraint).toMatch(/email/);
    expect(entry.err.message).toContain(entry.err.constraint);
    expect(entry.err).not.toHaveProperty('detail');
    const log = lines.join('\n');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(SECRET.toLowerCase());
    expect(log).not.toContain('$argon2');
  });
});
