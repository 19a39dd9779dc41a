// Build step (after the question bank): an embedded database, migrated and holding the catalogue,
// the bank and the mock tests, beside the bundled server. A fresh data directory starts as a copy
// of it (db/client.ts), so a first start adds only the admin and the demo data instead of inserting
// 69,000 questions (about 30 s here, a minute on a slow machine), and the API tests' template and
// the browser tests' server copy it too.
// Run: node apps/server/dist/write-base-database.js
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config/env.js';
import { BUILT_DATABASE_PATH, openDatabase } from '../db/client.js';
import { seedAll } from './index.js';

const started = Date.now();
const target = BUILT_DATABASE_PATH;
const building = `${target}.building`;
rmSync(building, { recursive: true, force: true });
const database = await openDatabase({ pglite: await PGlite.create({ dataDir: building }) });
await database.migrate();
// No admin and no demo learners: a start adds those to its own copy (seedAll runs on every start).
const secrets = mkdtempSync(path.join(tmpdir(), 'preparena-base-'));
await seedAll(database.db, loadConfig({ DEMO_DATA: 'off' }, { DATA_DIR: secrets }), {
  info: (message) => console.log(`  ${message}`),
});
await database.close();
rmSync(secrets, { recursive: true, force: true });
rmSync(target, { recursive: true, force: true });
renameSync(building, target);
console.log(`Seeded database written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
