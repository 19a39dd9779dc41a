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
import { loggerOptions } from './lib/log-redaction.js';
import { connectProcessBus } from './lib/process-bus.js';
import { authModule } from './modules/auth/index.js';
import { contactModule } from './modules/contact/index.js';
import { contestsModule } from './modules/contests/index.js';
import { eventsModule } from './modules/events/index.js';
import { healthModule } from './modules/health/index.js';
import { homeModule } from './modules/home/index.js';
import { jobsModule } from './modules/jobs/index.js';
import { learnModule } from './modules/learn/index.js';
import { createMailer, mailModule } from './modules/mail/index.js';
import { practiceModule } from './modules/practice/index.js';
import { profilesModule } from './modules/profiles/index.js';
import { inlineScriptHashes, readIndexHtml, registerSpaHost, seoModule } from './modules/seo/index.js';
import { loadSessionUser, usersModule } from './modules/users/index.js';
import { registerAdminGuard } from './plugins/admin-guard.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerInputSafety } from './plugins/input-safety.js';
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (config.REDIS_URL) {
    // Several processes: domain events and cache forgets reach every process.
    const leave = await connectProcessBus(database.db, config.REDIS_URL, (error) =>
      app.log.warn({ err: error }, 'Process bus (Redis) failed'),
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
  registerInputSafety(app);
  registerAuth(app, (userId) => loadSessionUser(database.db, userId));
  app.decorate('adminRoutes', registerAdminGuard(app));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log: app.log,
    production: config.NODE_ENV === 'production',
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

  // Each product area is one plugin (modules/<area>/index.ts): its routes, admin routes and listeners.
  for (const area of [
    healthModule,
    homeModule,
    eventsModule,
    contactModule,
    usersModule,
    authModule,
    learnModule,
    practiceModule,
    contestsModule,
    profilesModule,
    jobsModule,
    mailModule,
    seoModule,
  ]) {
    await app.register(area);
  }

  await registerSpaHost(app, { webDist, publicUrl: config.PUBLIC_URL });
  return app;
}
