import { hydrate, type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect } from 'react';
import { createQueryClient } from './query-client';
import { takeServerQueries } from './server-render';

let tabClient: QueryClient | undefined;

/** The tab's one data cache, holding from the start what the server rendered the page from. */
function clientOfThisTab(): QueryClient {
  if (!tabClient) {
    tabClient = createQueryClient();
    const queries = takeServerQueries();
    if (queries) hydrate(tabClient, queries);
  }
  return tabClient;
}

/**
 * The data cache around the pages (root-layout.tsx). Loaded with the first page, not with the app
 * (issue 15: TanStack Query is not in the first load; the frame of every page needs no data). A
 * server render provides its own cache for one request (entry-server.tsx), used as it is.
 */
export function PageData({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  // The first page is the app's now (hydrated over the served markup, or drawn): it answers input.
  // Browser tests wait for this mark after a full load (e2e/tests/fixtures.ts).
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  if (outer) return children;
  return <QueryClientProvider client={clientOfThisTab()}>{children}</QueryClientProvider>;
}
