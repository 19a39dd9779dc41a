import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/client.js';
import { connectForgetBus } from './lib/forget-bus.js';
import { loggerOptions } from './lib/log-redaction.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { statsRoutes } from './modules/home/home.routes.js';
import { adminContentRoutes } from './modules/learn/learn.admin.routes.js';
import { catalogueRoutes } from './modules/learn/learn.routes.js';
import { adminOutboxRoutes } from './modules/mail/mail.admin.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { adminQuestionsRoutes } from './modules/practice/practice.admin.routes.js';
import { practiceRoutes } from './modules/practice/practice.routes.js';
import { adminQuestionSetsRoutes } from './modules/practice/question-sets.admin.routes.js';
import { sitemapRoutes } from './modules/seo/sitemap.routes.js';
import { inlineScriptHashes, readIndexHtml, registerSpaHost } from './modules/seo/spa-host.js';
import { adminUsersRoutes } from './modules/users/users.admin.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { registerAdminGuard } from './plugins/admin-guard.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurity } from './plugins/security.js';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** The built web app; defaults to apps/web/dist. */
  webDist?: string;
  logger?: boolean | { level: string };
}

/** Where the web build lives, from src/ (tests, tsx) and from the bundled dist/. */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Both apps/server/src and apps/server/dist sit two levels below apps/.
  return path.resolve(here, '../../web/dist');
}

/** Builds the whole application (plugins and modules) without listening; used by server.ts and tests. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (config.REDIS_URL) {
    // Several processes: what one forgets of its caches (after a write), all forget.
    const leave = await connectForgetBus(database.db, config.REDIS_URL, (error) =>
      app.log.warn({ err: error }, 'Cache forget bus (Redis) failed'),
    );
    app.addHook('onClose', leave);
  }

  const webDist = options.webDist ?? defaultWebDist();
  const indexHtml = readIndexHtml(webDist);
  await registerSecurity(app, {
    inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    redisUrl: config.REDIS_URL,
  });
  registerErrorHandler(app);
  registerAuth(app);
  app.decorate('adminRoutes', registerAdminGuard(app));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await app.register(swagger, {
    openapi: {
      info: { title: 'PrepArena API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(statsRoutes);
  await app.register(eventsRoutes);
  await app.register(contactRoutes);
  await app.register(usersRoutes);
  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(practiceRoutes);
  await app.register(googleRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminQuestionsRoutes);
  await app.register(adminQuestionSetsRoutes);
  await app.register(sitemapRoutes);

  await registerSpaHost(app, { webDist, publicUrl: config.PUBLIC_URL });
  return app;
}
