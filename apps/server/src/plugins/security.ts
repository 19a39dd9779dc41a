import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';

/**
 * Security headers with a CSP that allows only what the app uses (its own scripts plus the hashed
 * inline theme script, inline styles for toasts and KaTeX, images from https for the image host),
 * compression, and the rate-limit store (Redis when several processes share the limits).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { inlineScriptHashes: string[]; redisUrl?: string },
): Promise<void> {
  // Built once: @fastify/helmet built the middleware (and parsed the CSP) again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  await app.register(compress, { global: true, threshold: 1024 });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'preparena-rl-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: 'RATE_LIMITED',
    }),
  });
}
