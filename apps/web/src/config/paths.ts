/** Every route path lives in packages/shared so the server knows them too (404 status, SEO heads). */
export { ROUTES, type RouteKey, routePath } from '@preparena/shared';
