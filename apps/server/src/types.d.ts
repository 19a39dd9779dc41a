import type { AppConfig } from './config/env.js';
import type { Db } from './db/client.js';
import type { Mailer } from './modules/mail/index.js';
import type { UserRow } from './modules/users/index.js';
import type { AdminRoute } from './plugins/admin-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    mailer: Mailer;
    /** Every /api/admin route with its area, for the role tests. */
    adminRoutes: AdminRoute[];
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    hadInvalidToken: boolean;
  }
}
