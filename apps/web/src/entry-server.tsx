import type { Language } from '@preparena/shared';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  QueryClientProvider,
  skipToken,
} from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { createServerQueryClient } from './app/query-client';
import { setApiTransport } from './lib/api-client';
import { i18n } from './lib/i18n';
import { RICH_KEY_ATTRIBUTE } from './lib/server-page-html';
import en from './locales/en.json';
import hi from './locales/hi.json';

/**
 * The server's side of issue 15 ("the first paint carries content"): a page rendered to HTML with
 * the data it showed, so the browser paints the content with the document and the app hydrates
 * over it (main.tsx). Built by `vite build --ssr` into dist-ssr/ and loaded by the server's SPA
 * host; pages render as an anonymous visitor sees them (the session lives on the device).
 */

// Every string of both languages, at once: the server has no first load to keep small.
i18n.addResourceBundle('en', 'translation', en, true, true);
i18n.addResourceBundle('hi', 'translation', hi, true, true);

/** A rendered page: the markup of #root and the data it was made from (for the browser's cache). */
export interface RenderedPage {
  html: string;
  queries: DehydratedState;
}

/** Why a page was not rendered (the server then sends the bare app, which renders it itself). */
export interface NotRendered {
  skipped: string;
  /** A page that could not have its data (a 404) is expected; anything else is a fault to log. */
  fault: boolean;
}

/** Requests of the app's API client go to the server's own routes (set once, at start). */
export function setServerFetch(fetchApi: (path: string, init: RequestInit) => Promise<Response>): void {
  setApiTransport(fetchApi);
}

/** Rounds of "render, then fetch what the page asked for": a page whose queries depend on others' answers needs two. */
const MAX_ROUNDS = 3;

/** A query the page asked for that nobody has fetched yet, and that is not switched off. */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === skipToken) return false;
  // The observer's options built the query, `enabled` with them (it is not in the query's own type).
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The data sent with a page keeps none of the `rendered` HTML the page shows: each shown text's
 * HTML is in the page already, under its key (`data-rich-key`), and the app reads it from there
 * (lib/server-page-html.ts), so a lesson's HTML travels once, not twice. Texts the page does not
 * show (the other language's) are left out too. The app refetches its data once it runs.
 */
function keepShownRenderings(state: DehydratedState, html: string): DehydratedState {
  const inPage = (key: string) => html.includes(`${RICH_KEY_ATTRIBUTE}="${key}"`);
  const trim = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(trim);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'rendered' && inner && typeof inner === 'object'
          ? Object.fromEntries(
              Object.entries(inner).filter(
                ([textKey, text]) => typeof text === 'string' && !inPage(textKey) && html.includes(text),
              ),
            )
          : trim(inner),
      ]),
    );
  };
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, data: trim(q.state.data) } })),
  };
}

async function renderOnce(tree: React.ReactNode, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    signal,
    // Every boundary inline, finished: a page made whole here needs no script to reveal its parts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  if (errors.length) throw errors[0];
  return new Response(prelude).text();
}

/**
 * Renders `url` (path and query) in `lang`: the page's queries are fetched and the page rendered
 * again until it asks for nothing new. A page whose data could not be had (a 404, a failure)
 * is not rendered: the browser app shows its own error state as before.
 */
export async function render(
  url: string,
  lang: Language,
  timeoutMs = 3000,
): Promise<RenderedPage | NotRendered> {
  const queryClient = createServerQueryClient();
  const t = i18n.cloneInstance({ lng: lang });
  await t.changeLanguage(lang);
  const tree = (
    <I18nextProvider i18n={t}>
      <StaticRouter location={url}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StaticRouter>
    </I18nextProvider>
  );
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const html = await renderOnce(tree, signal);
      const cache = queryClient.getQueryCache();
      const failed = cache.findAll({ predicate: (q) => q.state.status === 'error' });
      if (failed.length)
        return { skipped: `a query failed: ${JSON.stringify(failed[0]?.queryKey)}`, fault: false };
      const next = cache.findAll({ predicate: waiting });
      if (!next.length) return { html, queries: keepShownRenderings(dehydrate(queryClient), html) };
      await Promise.all(next.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
    }
    return { skipped: `still asking for data after ${MAX_ROUNDS} rounds`, fault: true };
  } catch (error) {
    return { skipped: error instanceof Error ? (error.stack ?? error.message) : String(error), fault: true };
  } finally {
    queryClient.clear();
  }
}
