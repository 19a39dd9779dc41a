import { type SQL, sql } from 'drizzle-orm';

/** The rows of a raw `db.execute(sql…)` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Rows sent as one JSON parameter, for `jsonb_to_recordset(…) as r(columns)`: the statement's text
 * is the same whatever the number of rows, and nothing is built per row or per column.
 */
export const jsonRows = (rows: readonly unknown[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;
