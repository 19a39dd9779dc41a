import { type AdminArea, canUseAdminArea, isStaff } from '@preparena/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { forbidden } from '../errors.js';
import { requireUser } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admin area a route belongs to; the guard lets in only users whose flags open it. */
    adminArea?: AdminArea;
  }
}

export interface AdminRoute {
  method: string;
  url: string;
  area: AdminArea;
}

/**
 * Every route under /api/admin must name its admin area; the guard checks the user's flags on
 * each request (401 anonymous, 403 without the right flag). The list of guarded routes is kept
 * so tests can check every admin route against every role.
 */
export function registerAdminGuard(app: FastifyInstance): AdminRoute[] {
  const routes: AdminRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/admin')) return;
    const area = (route.config as { adminArea?: AdminArea } | undefined)?.adminArea;
    if (!area) throw new Error(`Admin route ${route.method} ${route.url} must declare config.adminArea`);
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, area });
    }
    const guard = async (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      if (!isStaff(user) || !canUseAdminArea(user, area))
        throw forbidden('You do not have access to this part of the admin area');
    };
    // onRequest: the check runs before the body is even parsed, so nobody learns the schema without access.
    const existing = route.onRequest ? ([] as unknown[]).concat(route.onRequest) : [];
    route.onRequest = [guard, ...existing] as RouteOptions['onRequest'];
  });
  return routes;
}
