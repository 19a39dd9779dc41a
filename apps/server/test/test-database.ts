import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../src/config/env.js';
import { BUILT_DATABASE_PATH, type Database, openDatabase } from '../src/db/client.js';
import type { QuestionBank } from '../src/modules/practice/index.js';
import { seedAll } from '../src/seed/index.js';

export type Template = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; name: string };

const silent = { info: () => undefined };

const ROOT = new URL('../../../', import.meta.url);
const BUILT_BANK = new URL('apps/server/dist/question-bank.json', ROOT);

/** The newest modification time of the files under a directory (node_modules and dist left out). */
function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  const st = statSync(dir);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(dir)) {
    if (name !== 'node_modules' && name !== 'dist')
      latest = Math.max(latest, newestUnder(path.join(dir, name)));
  }
  return latest;
}

/** Whether a build output exists and is newer than every file under the sources (repository paths). */
function builtAfter(file: string, sources: string[]): boolean {
  if (!existsSync(file)) return false;
  const newest = Math.max(...sources.map((s) => newestUnder(new URL(s, ROOT).pathname)));
  return statSync(file).mtimeMs >= newest;
}

/**
 * The bank the build wrote, when it is newer than everything the bank is made from: `npm test`
 * builds before the API tests, so the template reads the bank the e2e server also reads instead
 * of generating its 69,000 questions again (about a minute). Otherwise, undefined: generated.
 */
function freshBuiltBank(): QuestionBank | undefined {
  const bank = BUILT_BANK.pathname;
  if (!builtAfter(bank, ['packages/content', 'packages/shared/src', 'apps/server/src/modules/practice']))
    return undefined;
  return JSON.parse(readFileSync(bank, 'utf8')) as QuestionBank;
}

/**
 * The build's seeded database (catalogue, bank, mock tests; seed/write-base-database.ts) when it is
 * newer than everything it is made from, else undefined: the template is then seeded from scratch.
 */
function freshBuiltDatabase(): string | undefined {
  const sources = ['packages/content', 'packages/shared/src', 'apps/server/src', 'apps/server/drizzle'];
  return builtAfter(path.join(BUILT_DATABASE_PATH, 'PG_VERSION'), sources) ? BUILT_DATABASE_PATH : undefined;
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  // Tests start from the catalogue and the bank only; demo learners are tested on their own.
  const config = loadConfig(
    { DEMO_DATA: 'off' },
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'preparena-test-')) },
  );
  await seedAll(database.db, config, silent, { builtBank: freshBuiltBank });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A migrated and seeded template: a PGlite data-dir dump on disk, or a PostgreSQL database. */
export async function createTemplate(testDatabaseUrl?: string): Promise<Template> {
  if (testDatabaseUrl) {
    const name =
      new URL(testDatabaseUrl).pathname.slice(1) || `preparena_tpl_${randomBytes(4).toString('hex')}`;
    await admin(testDatabaseUrl, async (c) => {
      const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await c.query(`create database "${name}"`);
    });
    const database = await openDatabase({ databaseUrl: withDatabase(testDatabaseUrl, name) });
    await migrateAndSeed(database);
    await database.close();
    return { kind: 'postgres', url: testDatabaseUrl, name };
  }
  // A data directory on disk, copied file by file for each test database: a copy opens in about two
  // seconds, where loading a gzip dump of the 230 MB bank into memory took twelve.
  const dir = mkdtempSync(path.join(tmpdir(), 'preparena-tpl-'));
  // Seeding on top of the build's copy only checks what is there (seedAll runs on every start).
  const built = freshBuiltDatabase();
  if (built) cpSync(built, dir, { recursive: true });
  const client = await PGlite.create(dir);
  const database = await openDatabase({ pglite: client });
  await migrateAndSeed(database);
  await database.close();
  return { kind: 'pglite', dir };
}

export async function dropTemplate(template: Template): Promise<void> {
  if (template.kind === 'pglite') rmSync(template.dir, { recursive: true, force: true });
}

/** A fresh database copied from the template; closing it also removes it. */
export async function openTestDatabase(template: Template): Promise<Database> {
  if (template.kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'preparena-db-'));
    cpSync(template.dir, dir, { recursive: true });
    const database = await openDatabase({ pglite: await PGlite.create(dir) });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `preparena_t_${randomBytes(6).toString('hex')}`;
  await admin(template.url, (c) => c.query(`create database "${name}" template "${template.name}"`));
  const database = await openDatabase({ databaseUrl: withDatabase(template.url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(template.url, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
