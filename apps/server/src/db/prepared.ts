import type { Db } from './client.js';

const statements = new WeakMap<(db: Db) => unknown, WeakMap<Db, unknown>>();

/**
 * A prepared statement built once per database from its builder (a function of the database that
 * ends in `.prepare(name)`): Drizzle then no longer rebuilds the SQL of a hot query on every call,
 * which cost more than the query itself for a question's first view. Builders are module constants.
 */
export function preparedOnce<T>(db: Db, build: (db: Db) => T): T {
  let byDb = statements.get(build);
  if (!byDb) {
    byDb = new WeakMap();
    statements.set(build, byDb);
  }
  let statement = byDb.get(db) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byDb.set(db, statement);
  }
  return statement;
}
