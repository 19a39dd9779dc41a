// Builds the web app and the server when a build is missing or older than its sources.
// Usage: node scripts/build.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  return force || !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

function run(label, command, args, cwd = root) {
  const started = Date.now();
  process.stdout.write(`Building ${label}... `);
  // A production build whoever calls it: under vitest (NODE_ENV=test) Vite otherwise bundles React's
  // development JSX runtime, whose jsxDEV the production server's React does not have.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.log('failed');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = ['packages/shared/src', 'package-lock.json'];
if (
  stale('apps/web/dist/index.html', [
    ...shared,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
  ])
) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  run('web app', process.execPath, [vite, 'build', '--logLevel', 'warn'], path.join(root, 'apps/web'));
  // The server's renderer of pages (apps/web/src/entry-server.tsx; issue 15).
  run(
    'page renderer',
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
    path.join(root, 'apps/web'),
  );
}
if (
  stale('apps/server/dist/server.js', [
    ...shared,
    'apps/server/src',
    'apps/server/drizzle',
    'packages/content',
  ])
) {
  const started = Date.now();
  process.stdout.write('Building server... ');
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: [
      'apps/server/src/server.ts',
      'apps/server/src/bench/seed-bench.ts',
      'apps/server/src/bench/contest-bench-setup.ts',
      'apps/server/src/modules/practice/write-question-bank.ts',
      'apps/server/src/seed/write-rich-texts.ts',
      'apps/server/src/seed/write-base-database.ts',
    ],
    entryNames: '[name]',
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Registry packages stay in node_modules; our workspace packages (TypeScript sources) are bundled.
    plugins: [
      {
        name: 'external-registry-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@preparena/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The question bank is generated once here, not at every start (apps/server/src/modules/practice/question-bank.ts).
  run('question bank', process.execPath, [path.join(root, 'apps/server/dist/write-question-bank.js')]);
  // Its texts and the lessons typeset once here, not on first view (apps/server/src/lib/rich-text).
  run('typeset texts', process.execPath, [path.join(root, 'apps/server/dist/write-rich-texts.js')]);
}
// A database seeded with the catalogue, the bank and the mock tests, which a fresh embedded data
// directory starts as a copy of (apps/server/src/seed/write-base-database.ts).
if (stale('apps/server/dist/base-database/PG_VERSION', ['apps/server/dist/server.js'])) {
  run('seeded database', process.execPath, [path.join(root, 'apps/server/dist/write-base-database.js')]);
}
