import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * The Drizzle database, whichever driver is underneath. Queries name the tables they use (each area
 * owns its tables in `modules/<area>/<area>.tables.ts`), so the client carries no schema of its own.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, seed) while holding a cluster-wide lock, so processes take turns. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears of pooled server connections that broke while idle (a restart of PostgreSQL, or a dropped
   * database); the pool has already let go of them. Without a listener such an error is ignored,
   * never thrown: the next query opens a new connection.
   */
  onIdleConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 7_240_001;

/** This module's folder: apps/server/src/db, or apps/server/dist when bundled. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, whichever of the two this module runs from. */
const SERVER_ROOT = path.resolve(HERE, HERE.endsWith(`${path.sep}dist`) ? '..' : '../..');

/** Where the generated SQL migrations live, both from src/db and from the bundled dist/. */
export function migrationsFolder(): string {
  return path.join(SERVER_ROOT, 'drizzle');
}

/**
 * The embedded database the build seeds with the catalogue, the bank and the mock tests
 * (seed/write-base-database.ts), beside the bundled server, from src/db and from dist/ alike.
 */
export const BUILT_DATABASE_PATH = path.join(SERVER_ROOT, 'dist', 'base-database');

/**
 * A new PGlite directory made as a copy of a built database, when there is one: the copy lands
 * under another name first, so a start stopped halfway leaves no half-copied cluster behind.
 */
function startFromBuilt(dir: string, built: string | undefined): void {
  if (!built || existsSync(dir) || !existsSync(path.join(built, 'PG_VERSION'))) return;
  const copying = `${dir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(built, copying, { recursive: true });
  renameSync(copying, dir);
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite cluster in dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A built database a data directory without a cluster starts as a copy of (embedded only). */
  startFrom?: string;
  pglite?: PGlite;
}): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // pg throws an idle client's error when nobody listens; `end()` also resolves before the
    // clients' connections are closed, so a database dropped right after may break them.
    let idleError: (error: Error) => void = () => undefined;
    pool.on('error', (error) => idleError(error));
    const db = drizzleNodePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
      async withStartupLock(work) {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          lock.release();
        }
      },
      onIdleConnectionError(listener) {
        idleError = listener;
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir ?? './data', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });
    startFromBuilt(dir, options.startFrom);
    client = await PGlite.create({ dataDir: dir });
  }
  const pgliteClient = client;
  const db = drizzlePglite(pgliteClient);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    // One process owns a PGlite directory, so there is nobody to take turns with.
    withStartupLock: (work) => work(),
    // An embedded database has no connections to lose.
    onIdleConnectionError: () => undefined,
    close: () => pgliteClient.close(),
  };
}
