import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, RouteKey } from '@preparena/shared';
import type { FastifyInstance } from 'fastify';

/** What the web build's page renderer exports (apps/web/src/entry-server.tsx). */
interface RendererModule {
  setServerFetch(fetchApi: (path: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: string,
    lang: Language,
  ): Promise<{ html: string; queries: unknown } | { skipped: string; fault: boolean }>;
}

/** A page rendered on the server: the markup of #root and the data behind it, for the browser. */
export interface ServerPage {
  html: string;
  state: { lang: Language; queries: unknown };
}

export type PageRenderer = (url: string, lang: Language) => Promise<ServerPage | undefined>;

/**
 * The pages whose main content arrives with the document (issue 15): what people land on from
 * search, all public and the same for every anonymous visitor. Other pages (forms, the arena,
 * accounts, admin) are rendered by the browser as before.
 */
export const SERVER_RENDERED: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'about',
  'terms',
  'privacy',
  'cookies',
  'ratingsExplained',
  'learn',
  'course',
  'courseById',
  'topic',
  'topicById',
  'practice',
  'question',
]);

/** The status codes whose responses have no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Loads the page renderer built beside the web app (dist-ssr/, `vite build --ssr`), with its API
 * requests answered by this app in process (no network, no session: pages render as an anonymous
 * visitor sees them). Without that build, pages are sent bare and the browser renders them.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn(`No page renderer at ${file}; pages are rendered in the browser only`);
    return undefined;
  }
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.setServerFetch(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const type = res.headers['content-type'];
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  });
  return async (url, lang) => {
    const result = await renderer.render(url, lang);
    if ('html' in result) return { html: result.html, state: { lang, queries: result.queries } };
    if (result.fault) app.log.warn({ url, reason: result.skipped }, 'page not rendered on the server');
    return undefined;
  };
}

/** The visitor's interface language as the `language` cookie tells (set by the web app). */
export function languageOf(cookieHeader: string | undefined): Language {
  return /(?:^|;\s*)language=hi(?:;|$)/.test(cookieHeader ?? '') ? 'hi' : 'en';
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The rendered page inside the document's #root and its data beside it (never executed). The
 * app's scripts leave the head for a list the document's loader reads after the first frame
 * (apps/web/index.html): the page paints with its stylesheets alone, and on a slow link the
 * scripts no longer share the bandwidth the first paint needs.
 */
export function withServerPage(document: string, page: ServerPage): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const entry = document.match(ENTRY_SCRIPT)?.[1];
  const scripts = entry ? [entry, ...Array.from(document.matchAll(MODULE_PRELOAD), (m) => m[1])] : [];
  // Replacer functions throughout: a `$` in the page (maths) must not be read as a pattern.
  const withoutScripts = entry ? document.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') : document;
  const data =
    `<script type="application/json" id="ssr-state">${state}</script>` +
    (entry ? `<script type="application/json" id="app-scripts">${JSON.stringify(scripts)}</script>` : '');
  return withoutScripts
    .replace('<html lang="en"', () => `<html lang="${page.state.lang}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}
