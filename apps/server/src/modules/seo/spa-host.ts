import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownPage, type RouteKey, routeKeyOf } from '@preparena/shared';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../lib/api-paths.js';
import { pageMetaFor } from './dynamic-meta.js';
import { renderHead } from './page-meta.js';
import { languageOf, loadPageRenderer, SERVER_RENDERED, withServerPage } from './page-renderer.js';

const HEAD_MARK = '<!--app-head-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaOptions {
  webDist: string;
  publicUrl: string;
}

/** SHA-256 hashes of the inline scripts of index.html, for the CSP's script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The chunks each page needs (written by the web build: dist/route-chunks.json). */
type RouteChunks = Partial<Record<RouteKey, { js: string[]; css: string[] }>>;

function readRouteChunks(webDist: string): RouteChunks {
  const file = path.join(webDist, 'route-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks) : {};
}

/**
 * What the page being opened needs besides the app: its chunks as `modulepreload` links (they
 * download with the app, not after it) and its stylesheets (KaTeX's), so maths never reflows.
 */
export function preloadLinks(chunks: RouteChunks, pathname: string): string {
  const key = routeKeyOf(pathname);
  const route = key ? chunks[key] : undefined;
  if (!route) return '';
  return [
    ...route.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...route.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

export function readIndexHtml(webDist: string): string | undefined {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html and sw.js never cached,
 * every page path answered with index.html carrying that page's head (404 for unknown pages) and,
 * for the public content pages, the page itself rendered on the server (page-renderer.ts).
 */
export async function registerSpaHost(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const template = readIndexHtml(options.webDist);
  if (!template) {
    app.log.warn(`No web build at ${options.webDist}; only the API is served`);
    return;
  }
  const chunks = readRouteChunks(options.webDist);
  const renderPage = await loadPageRenderer(app, options.webDist);
  await app.register(fastifyStatic, {
    root: options.webDist,
    index: false,
    wildcard: false,
    // The build writes .br and .gz twins of the hashed assets (apps/web vite.config.ts).
    preCompressed: true,
    // Our setHeaders decides the cache policy per file; @fastify/send would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(options.webDist, filePath).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.setHeader('cache-control', IMMUTABLE);
      else if (rel === 'sw.js' || rel.endsWith('.html') || rel.startsWith('workbox-'))
        res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.status(400).send({ message: 'The address is not valid', code: 'BAD_URL' });
    }
    if (isApiPath(pathname)) {
      return reply
        .status(404)
        .send({ message: `No API route ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    const { meta, found } = isKnownPage(pathname)
      ? await pageMetaFor(app.db, pathname)
      : { meta: { title: 'Page Not Found | PrepArena', description: '', noindex: true }, found: false };
    const head =
      renderHead(meta, `${options.publicUrl}${pathname}`, options.publicUrl) +
      (found ? preloadLinks(chunks, pathname) : '');
    let document = template.replace(HEAD_MARK, () => head);
    const key = found ? routeKeyOf(pathname) : undefined;
    if (renderPage && key && SERVER_RENDERED.has(key)) {
      const page = await renderPage(request.url, languageOf(request.headers.cookie));
      if (page) document = withServerPage(document, page);
    }
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(document);
  });
}
