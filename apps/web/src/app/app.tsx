import { lazy, Suspense, useEffect, useState } from 'react';
import { AppRoutes } from './router';

/**
 * The toast host, fetched after the first render (issue 15: not in the first load). Toasts raised
 * before it arrives wait in react-hot-toast's store and show once it mounts.
 */
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** The toast host once the app runs in a browser (a server-rendered page has none to match). */
function ClientToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" />
    </Suspense>
  );
}

/**
 * The app inside a router (the browser's, or the server's static one): the pages (their data cache
 * comes with them: page-data.tsx) and the toast host (react-hot-toast's defaults are the spec's).
 */
export function App() {
  return (
    <>
      <AppRoutes />
      <ClientToaster />
    </>
  );
}
