import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

const dialect = new PgDialect();

/** A value written into a statement's text: strings quoted (`'` doubled), numbers and booleans as they are. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error('two trips: only strings, numbers and booleans can be written in');
}

/** A statement as a server-side prepared statement: its name (from its text), text and arguments. */
interface Prepared {
  name: string;
  text: string;
  args: string;
}

function prepared(statement: SQL): Prepared {
  const query = dialect.sqlToQuery(statement);
  const name = `two_trips_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return { name, text: query.sql, args: query.params.map(literal).join(', ') };
}

/**
 * The statement's `execute`, after its `prepare` if this connection has not prepared it yet. A
 * statement's shape is the same whatever a batch holds, so it is planned once per connection
 * (a generic plan, set for the transaction) instead of on every batch: planning took 0.35 ms of
 * a 23-attempt batch's 2.6 ms in PostgreSQL.
 */
function executeText(p: Prepared, known: Set<string>): string {
  const prepare = known.has(p.name) ? '' : `prepare ${p.name} as ${p.text}; `;
  return `${prepare}execute ${p.name}(${p.args})`;
}

/** The names each pooled connection has prepared (prepared statements live as long as it does). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

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
 * round trips, `begin; execute <read>` then `execute <write>; commit`, each sent as one
 * simple-protocol query with the statement's arguments as literals (each statement prepared on the
 * connection the first time it is used there): under load every round trip waits for a turn of a busy event loop, and a
 * Drizzle transaction makes four (begin, read, write, commit). The first trip leaves at once when
 * `run` is called (the connection is already held), so a caller can put the next transaction on
 * the wire before it answers the requests of the last one. On PGlite, with no network between,
 * each is an ordinary transaction.
 *
 * Values become SQL string literals (with `standard_conforming_strings`, on since PostgreSQL 9.1,
 * a doubled quote is the only escape needed), so the statements may carry any text.
 */
export interface TwoTripSession {
  /** Runs one transaction; any failure rolls it back and is thrown (then end the session: its connection is closed). */
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
  const known = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, known);
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
      const first = prepared(read);
      try {
        // Sent before the first await. A query of several statements answers with one result each.
        const firstTrip = client.query(
          `begin; set local plan_cache_mode = force_generic_plan; ${executeText(first, known)}`,
        );
        const readResult = ((await firstTrip) as unknown as pg.QueryResult[]).at(-1);
        known.add(first.name);
        const { write, result } = then((readResult?.rows ?? []) as Record<string, unknown>[]);
        const second = prepared(write);
        await client.query(`${executeText(second, known)}; commit`);
        known.add(second.name);
        return result;
      } catch (error) {
        // A failed query may or may not have prepared its statement, so this connection is closed
        // (which rolls the transaction back) rather than given back: `deallocate all` would also
        // drop the statements node-postgres prepared on it and still counts as there.
        broken = error instanceof Error ? error : new Error(String(error));
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
