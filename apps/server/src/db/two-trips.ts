import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

const dialect = new PgDialect();

/** The statement's text with its values written in as literals (strings quoted, `'` doubled). */
function literalText(statement: SQL): string {
  const query = dialect.sqlToQuery(statement.inlineParams());
  if (query.params.length > 0) throw new Error('two trips: a value was left as a parameter');
  return query.sql;
}

/** The node-postgres pool under a Drizzle database, if that is its driver (PGlite has none). */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** What the second statement of a two-trip transaction is, and what the caller gets once it committed. */
export interface SecondTrip<T> {
  write: SQL;
  result: T;
}

type Then<T> = (rows: Record<string, unknown>[]) => SecondTrip<T>;

/**
 * A lease on one database connection for a run of transactions, one at a time, each a read
 * (typically `for update`) and a write worked out from its rows. On PostgreSQL each takes two
 * round trips, `begin; <read>` then `<write>; commit`, each sent as one simple-protocol query with
 * its values as literals: under load every round trip waits for a turn of a busy event loop, and a
 * Drizzle transaction makes four (begin, read, write, commit). The first trip leaves at once when
 * `run` is called (the connection is already held), so a caller can put the next transaction on
 * the wire before it answers the requests of the last one. On PGlite, with no network between,
 * each is an ordinary transaction.
 *
 * Values become SQL string literals (with `standard_conforming_strings`, on since PostgreSQL 9.1,
 * a doubled quote is the only escape needed), so the statements may carry any text.
 */
export interface TwoTripSession {
  /** Runs one transaction; any failure rolls it back and is thrown (then end the session). */
  run<T>(read: SQL, then: Then<T>): Promise<T>;
  /** Gives the connection back to the pool (or closes it, if a failure left it unusable). */
  end(): void;
}

export async function openTwoTripSession(db: Db): Promise<TwoTripSession> {
  const pool = poolOf(db);
  if (!pool) {
    return {
      run: (read, then) =>
        db.transaction(async (tx) => {
          const { write, result } = then(rowsOf(await tx.execute(read)));
          await tx.execute(write);
          return result;
        }),
      end: () => undefined,
    };
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  let ended = false;
  // A held connection that breaks between queries emits 'error'; unheard, that would end the process.
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  return {
    async run(read, then) {
      if (broken || ended) throw new Error('two trips: the session has ended');
      try {
        // Sent before the first await. A query of several statements answers with one result each.
        const first = client.query(literalText(sql`begin; ${read}`));
        const [, readResult] = (await first) as unknown as pg.QueryResult[];
        const { write, result } = then((readResult?.rows ?? []) as Record<string, unknown>[]);
        await client.query(literalText(sql`${write}; commit`));
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          // The connection is gone or unusable: the pool must not hand it out again.
          broken = rollbackError;
        });
        throw error;
      }
    },
    end() {
      if (ended) return;
      ended = true;
      client.off('error', onError);
      client.release(broken);
    },
  };
}
