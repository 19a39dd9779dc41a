import { SessionProvider } from '@/lib/session/session-provider';
import { RootLayout } from './layout/root-layout';

/** Providers that need the router (the session navigates), around the page layout. */
export function RootShell() {
  return (
    <SessionProvider>
      <RootLayout />
    </SessionProvider>
  );
}
