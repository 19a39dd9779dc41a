import { QueryClient } from '@tanstack/react-query';

/** The browser's data cache: one retry, no refetch on focus. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * A cache for one server render (entry-server.tsx): no retries (a failure sends the bare app) and
 * no garbage collection timers left running after the response.
 */
export const createServerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
