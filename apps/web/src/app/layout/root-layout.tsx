import { showsFooter, showsTopNav } from '@preparena/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Footer } from './footer';
import { RouteEffects } from './route-effects';
import { TopNav } from './top-nav';

/** The pages' data cache, loaded with the first page (page-data.tsx). */
const PageData = lazy(() => import('../page-data').then((m) => ({ default: m.PageData })));

/** Every page's shell: fixed top navigation, the page, and the footer where the spec wants it. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = showsTopNav(pathname);
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <RouteEffects />
      {nav && <TopNav />}
      <main id="main" className={`flex-1 ${nav ? 'pt-16' : ''}`}>
        <Suspense
          fallback={
            <div className="mx-auto max-w-5xl p-6">
              <SkeletonRows />
            </div>
          }
        >
          <PageData>
            <Outlet />
          </PageData>
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
    </div>
  );
}
