/**
 * Every route of the product spec's route table, as react-router patterns. The web router is
 * built from these keys and the server uses the patterns to answer 404 for unknown paths.
 */
export const ROUTES = {
  home: '/',
  learn: '/learn',
  course: '/learn/:courseSlug',
  topic: '/learn/:courseSlug/:topicSlug',
  courseById: '/learn/courses/:courseId',
  topicById: '/learn/courses/:courseId/subjects/:subjectId/topics/:topicId',
  practice: '/practice',
  question: '/question/:questionNumber',
  lists: '/lists',
  list: '/lists/:listId',
  practiceList: '/practice/lists/:listId',
  questionLists: '/question-lists',
  questionList: '/question-lists/:id',
  catmocks: '/catmocks',
  catmocksUser: '/catmocks/user/:username',
  dailyDrills: '/daily-drills',
  compete: '/compete',
  contest: '/compete/:id',
  arena: '/compete/:id/arena',
  arenaParticipation: '/compete/:id/arena/:participationId',
  leaderboard: '/compete/:id/leaderboard',
  tests: '/tests',
  analytics: '/analytics',
  discuss: '/discuss',
  discussNew: '/discuss/new',
  discussion: '/discuss/:id',
  blogs: '/blogs',
  blogPost: '/blogs/:slug',
  dashboard: '/dashboard',
  profile: '/profile',
  userProfile: '/profile/:username',
  ratingsExplained: '/ratings-explained',
  unsubscribe: '/unsubscribe',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  help: '/help',
  blog: '/blog',
  careers: '/careers',
  career: '/careers/:jobId',
  careerApply: '/careers/:jobId/apply',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword/:token',
  googleSuccess: '/auth/google/success',
  admin: '/admin',
  adminQuestion: '/admin/question/:questionNumber',
  adminBlogNew: '/admin/blogs/new',
  adminBlogEdit: '/admin/blogs/edit/:slug',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** Fills a route pattern's `:params`, encoding each value. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return ROUTES[key].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${key}`);
    return encodeURIComponent(String(value));
  });
}

const compiled = Object.values(ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether a path (without query) is a page of the app; anything else is the 404 page. */
export function isKnownPage(pathname: string): boolean {
  return compiled.some((re) => re.test(pathname));
}

/** Paths that show the footer (spec section 2, Layout). */
export const FOOTER_PATHS = [
  '/',
  '/learn',
  '/terms',
  '/privacy',
  '/cookies',
  '/about',
  '/contact',
  '/question-lists',
  '/ratings-explained',
  '/careers',
] as const;

const AUTH_PATHS = ['/login', '/signup', '/forgotpassword', '/auth/google/success'];

/** Whether the footer belongs on this path: only the exact paths the spec lists. */
export function showsFooter(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (FOOTER_PATHS as readonly string[]).includes(path);
}

/** Auth screens (no top navigation, noindex). */
export function isAuthPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUTH_PATHS.includes(path) || /^\/resetpassword\/[^/]+$/.test(path);
}

/** Whether the fixed top navigation shows: not on a single question page nor on auth screens. */
export function showsTopNav(pathname: string): boolean {
  return !/^\/question\/\d+\/?$/.test(pathname) && !isAuthPath(pathname);
}

/** Banner section of a path (spec section 7). */
export function bannerSection(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const map: Record<string, string> = {
    '': 'home',
    learn: 'learn',
    practice: 'practice',
    question: 'practice',
    lists: 'practice',
    'question-lists': 'practice',
    catmocks: 'catmocks',
    tests: 'tests',
    compete: 'contests',
    dashboard: 'dashboard',
    discuss: 'discussions',
    analytics: 'analytics',
    profile: 'profile',
  };
  return map[first] ?? 'home';
}

const staticSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith(':')).length;

/**
 * The route a path (without query) opens, as the web router ranks them: of the patterns that
 * match, the one with the most literal segments (`/learn/courses/7` over `/learn/:courseSlug/:topicSlug`).
 */
export function routeKeyOf(pathname: string): RouteKey | undefined {
  let best: { key: RouteKey; rank: number } | undefined;
  for (const [i, key] of (Object.keys(ROUTES) as RouteKey[]).entries()) {
    if (!compiled[i]?.test(pathname)) continue;
    const rank = staticSegments(ROUTES[key]);
    if (!best || rank > best.rank) best = { key, rank };
  }
  return best?.key;
}
