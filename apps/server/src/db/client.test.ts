import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'preparena-client-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function notes(dataDir: string, built: string): Promise<string[]> {
  const database = await openDatabase({ dataDir, startFrom: built });
  try {
    const result = (await database.db.execute(sql`select body from notes order by body`)) as unknown as {
      rows: { body: string }[];
    };
    return result.rows.map((r) => r.body);
  } finally {
    await database.close();
  }
}

describe('an embedded database started from a built one', () => {
  it('starts a new data directory as a copy, and leaves an existing one as it is', async () => {
    const built = tempDir();
    const seeded = await PGlite.create({ dataDir: built });
    await seeded.exec(`create table notes (body text); insert into notes values ('from the build')`);
    await seeded.close();

    const dataDir = tempDir();
    expect(await notes(dataDir, built)).toEqual(['from the build']);
    expect(existsSync(path.join(dataDir, 'pglite.copying'))).toBe(false);

    // The copy is the learner's own: what they write stays, and the build's copy is not touched.
    const own = await openDatabase({ dataDir, startFrom: built });
    await own.db.execute(sql`insert into notes values ('written later')`);
    await own.close();
    expect(await notes(dataDir, built)).toEqual(['from the build', 'written later']);
    expect(await notes(tempDir(), built)).toEqual(['from the build']);
  }, 60_000);

  it('creates an empty cluster when there is no built database', async () => {
    const database = await openDatabase({ dataDir: tempDir(), startFrom: path.join(tempDir(), 'none') });
    try {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'notes'`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
