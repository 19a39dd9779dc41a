// Loads packages/content (TypeScript) in a plain Node script: bundles its index into
// packages/content/node_modules/.cache, so registry packages (yaml, and katex, which lives in the
// package's own node_modules) resolve as they do for the sources, and imports it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function loadContent() {
  const dir = path.join(root, 'packages', 'content', 'node_modules', '.cache', 'preparena-content');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  const outfile = path.join(dir, `content-${process.pid}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: ['packages/content/src/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
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
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    const { rmSync } = await import('node:fs');
    rmSync(outfile, { force: true });
  }
}
