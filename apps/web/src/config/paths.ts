/** Every route path lives in packages/shared so the server knows them too (404 status, SEO heads). */
export { ROUTES, type RouteKey, routePath } from '@preparena/shared';

/** A path with its query string, or the bare path when there is no query. */
export function withQuery(path: string, query: string | URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
