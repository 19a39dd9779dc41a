import { type ComponentType, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteKey } from '@/config/paths';
import { AdminGuard } from '@/features/admin';
import { loadEnglishPages } from '@/lib/i18n';
import { RootShell } from './root-shell';
import { PAGE_MODULES, type PageModule } from './route-modules';
import { InProgressPage } from './routes/in-progress';
import { NotFoundPage } from './routes/not-found';

/** Every page module, loaded on demand (one chunk per page; the admin pages share the admin chunk). */
const LOADERS = import.meta.glob<Record<string, ComponentType<Record<string, string>>>>([
  './routes/*.tsx',
  '../features/*/routes/*.tsx',
  '../features/*/admin/routes/*.tsx',
  '!**/*.test.tsx',
]);

/**
 * A built page as a lazy component: its module is fetched when the page is first shown. Declared
 * routes (not the data router) keep react-router's share of the first load small (issue 15), and a
 * lazy page inside the layout's Suspense lets a server-rendered page hydrate before its chunk is in.
 */
function lazyPage(page: PageModule): ComponentType<Record<string, string>> {
  const key = page.module.startsWith('app/') ? `./${page.module.slice(4)}` : `../${page.module}`;
  const load = LOADERS[key];
  if (!load) throw new Error(`No page module ${page.module}`);
  return lazy(async () => {
    // The page's module and the English strings of pages come together (lib/i18n.ts).
    const [module] = await Promise.all([load(), loadEnglishPages()]);
    const Page = module[page.component];
    if (!Page) throw new Error(`${page.module} has no ${page.component}`);
    return { default: Page };
  });
}

/** The area name shown by the in-progress page of a route still being built. */
const AREA: Partial<Record<RouteKey, string>> = {
  lists: 'lists',
  list: 'lists',
  practiceList: 'lists',
  questionLists: 'questionLists',
  questionList: 'questionLists',
  catmocks: 'catmocks',
  catmocksUser: 'catmocks',
  dailyDrills: 'dailyDrills',
  analytics: 'analytics',
  discuss: 'discuss',
  discussNew: 'discuss',
  discussion: 'discuss',
  blogs: 'blogs',
  blogPost: 'blogs',
  dashboard: 'dashboard',
  unsubscribe: 'unsubscribe',
  career: 'careers',
  careerApply: 'careers',
};

/** A route's element: its page (lazy, made once so a loaded module is kept), or the in-progress page. */
function routeElement(key: RouteKey): ReactElement {
  const page = PAGE_MODULES[key];
  if (!page) return <InProgressPage area={AREA[key] ?? 'generic'} />;
  const Page = lazyPage(page);
  const content = <Page {...page.props} />;
  return page.admin ? <AdminGuard>{content}</AdminGuard> : content;
}

const PAGES = (Object.keys(ROUTES) as RouteKey[]).map((key) => ({ key, element: routeElement(key) }));

/** Every page of the app inside the shared shell (top navigation, footer, session). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootShell />}>
        {PAGES.map(({ key, element }) => (
          <Route key={key} path={ROUTES[key]} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
