import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, type Plugin } from 'vite';
import { localeSplitPlugin } from './locale-split-plugin';
import { type BuiltChunk, routeChunks } from './src/app/route-chunks';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/** The browser's build (not the server renderer's, `vite build --ssr`, whose output is not served). */
const browserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Writes dist/route-chunks.json: the chunks each page needs, for the server's preload links. */
function routeChunksPlugin(): Plugin {
  return {
    name: 'preparena-route-chunks',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & BuiltChunk => o.type === 'chunk');
      const entries = new Set(chunks.filter((c) => 'isEntry' in c && c.isEntry).map((c) => c.fileName));
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        // The pages' data cache comes with every page (src/app/page-data.tsx).
        source: JSON.stringify(routeChunks(chunks, SRC, entries, ['app/page-data.tsx'])),
      });
    },
  };
}

/**
 * KaTeX's stylesheet as we serve it: only the woff2 fonts (every browser we support reads them; the
 * woff and ttf copies are never emitted) and `font-display: swap`, so text shows at once.
 */
function katexFontsPlugin(): Plugin {
  return {
    name: 'preparena-katex-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('katex/dist/katex.min.css')) return null;
      return code
        .replaceAll('font-display:block', 'font-display:swap')
        .replace(
          /,url\(fonts\/[^)]+\.woff\) format\("woff"\),url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g,
          '',
        );
    },
  };
}

/**
 * Compressed twins of the hashed assets, made once at build at the highest settings (brotli 11,
 * gzip 9): the server sends `x.js.br` or `x.js.gz` as the browser accepts (@fastify/static's
 * preCompressed) instead of compressing on every request at a fast, weaker level.
 */
function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'preparena-precompress',
    apply: browserBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        if (statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    routeChunksPlugin(),
    katexFontsPlugin(),
    precompressPlugin(),
    localeSplitPlugin(fileURLToPath(new URL('./src/locales/en.json', import.meta.url))),
  ],
  resolve: { alias: { '@': SRC } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The page renderer (dist-ssr) is read by the server, not served: no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
