// npm test: lint, type check, unit tests, the build, API integration tests (PGlite), then browser end-to-end tests.
// Stops at the first failing step and exits non-zero. `npm test -- unit e2e` runs the steps whose
// label contains one of the words.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// A step is [label, command, args]; an array of steps runs them at once (each one's output is held
// and shown when it ends): the lint and the three type checks use a core each for a few seconds
// and wait on the disk, so together they take about as long as the longest.
const steps = [
  [
    ['Lint (Biome)', bin('biome'), ['check', '.']],
    ['Type check (server and packages)', bin('tsc'), ['-p', 'tsconfig.json']],
    ['Type check (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json']],
    ['Type check (e2e)', bin('tsc'), ['-p', 'e2e/tsconfig.json']],
  ],
  [
    'Unit tests',
    bin('vitest'),
    ['run', '--project', 'shared', '--project', 'content', '--project', 'web', '--project', 'web-logic'],
  ],
  // Built before the API tests: their template database reads the build's question bank (test-database.ts).
  ['Build', process.execPath, ['scripts/build.mjs']],
  ['API integration tests', bin('vitest'), ['run', '--project', 'server']],
  ['Chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['Browser end-to-end tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
const wanted = ([label]) => !only.length || only.some((o) => label.toLowerCase().includes(o.toLowerCase()));
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function fail(label, started, status) {
  console.error(`\n✗ ${label} failed after ${seconds(started)} s`);
  process.exit(status ?? 1);
}

/** Runs one step with its output shown as it comes. */
function runStep([label, command, args]) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(label, started, result.status);
  console.log(`✓ ${label} (${seconds(started)} s)`);
}

/** Runs steps at once; each one's output is printed, under its label, when it ends. */
async function runTogether(group) {
  const started = Date.now();
  const results = await Promise.all(
    group.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ label, status, output: Buffer.concat(output) }));
        }),
    ),
  );
  for (const { label, status, output } of results) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(output);
    if (status !== 0) fail(label, started, status);
    console.log(`✓ ${label}`);
  }
  console.log(`(together in ${seconds(started)} s)`);
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const group = step.filter(wanted);
    if (group.length) await runTogether(group);
  } else if (wanted(step)) runStep(step);
}
console.log('\nAll checks passed.');
