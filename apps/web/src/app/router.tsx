import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/** The lazy route of a built page: its module is fetched when the route is first matched. */
function lazyPage(page: PageModule): RouteObject['lazy'] {
  const key = page.module.startsWith('app/') ? `./${page.module.slice(4)}` : `../${page.module}`;
  const load = LOADERS[key];
  if (!load) throw new Error(`No page module ${page.module}`);
  return async () => {
    // The page's module and the English strings of pages come together (lib/i18n.ts).
    const [module] = await Promise.all([load(), loadEnglishPages()]);
    const Page = module[page.component];
    if (!Page) throw new Error(`${page.module} has no ${page.component}`);
    const content = <Page {...page.props} />;
    return { element: page.admin ? <AdminGuard>{content}</AdminGuard> : content };
  };
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

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...(Object.keys(ROUTES) as RouteKey[]).map((key): RouteObject => {
        const page = PAGE_MODULES[key];
        return page
          ? { path: ROUTES[key], lazy: lazyPage(page) }
          : { path: ROUTES[key], element: <InProgressPage area={AREA[key] ?? 'generic'} /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
