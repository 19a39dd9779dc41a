// npm test: lint, type check, unit tests, the build, API integration tests (PGlite), then browser end-to-end tests.
// Stops at the first failing step and exits non-zero.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['Lint (Biome)', bin('biome'), ['check', '.']],
  ['Type check (server and packages)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['Type check (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
  ['Type check (e2e)', bin('tsc'), ['-p', 'e2e/tsconfig.json']],
  ['Unit tests', bin('vitest'), ['run', '--project', 'shared', '--project', 'content', '--project', 'web']],
  // Built before the API tests: their template database reads the build's question bank (test-database.ts).
  ['Build', process.execPath, ['scripts/build.mjs']],
  ['API integration tests', bin('vitest'), ['run', '--project', 'server']],
  ['Chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['Browser end-to-end tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
for (const [label, command, args] of steps) {
  if (only.length && !only.some((o) => label.toLowerCase().includes(o.toLowerCase()))) continue;
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds} s)`);
}
console.log('\nAll checks passed.');
