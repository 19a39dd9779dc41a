import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

/**
 * The toast host, fetched after the first render (issue 15: not in the first load). Toasts raised
 * before it arrives wait in react-hot-toast's store and show once it mounts.
 */
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** The app: data cache, router and the toast host (react-hot-toast's defaults are the spec's). */
export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster position="top-center" />
      </Suspense>
    </QueryClientProvider>
  );
}
