import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeSplitPlugin } from './apps/web/locale-split-plugin';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const webLocales = localeSplitPlugin(
  fileURLToPath(new URL('./apps/web/src/locales/en.json', import.meta.url)),
);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on these 2-core machines, one. Two keep
    // both cores busy, and bound the API tests' memory (PGlite blocks its thread, ~250 MB a file).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'content',
          include: ['packages/content/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // One module graph per worker: the registry and the memoised bank are built once, not per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      // Components (.test.tsx) render into jsdom; the rest of the web tests are logic and run in
      // Node: a jsdom environment costs about a second and a half a file to set up.
      {
        plugins: [webLocales],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        plugins: [webLocales],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web-logic',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/web/src/test-setup-i18n.ts'],
        },
      },
    ],
  },
});
