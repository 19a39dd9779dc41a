import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { isApiPath } from '../lib/api-paths.js';
import { clientKey } from '../lib/client-key.js';

/**
 * What an API answer carries. It is JSON that no browser renders as a page, so helmet's headers for
 * documents (the page CSP, opener and agent-cluster isolation, XSS and download switches) are left
 * out; what remains keeps it from being framed, sniffed as another type, read cross-origin or sent
 * over plain HTTP (OWASP REST Security Cheat Sheet, "Security Headers").
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
} as const;

/** JSON answers of the API; the interactive API docs under /api/docs are pages. */
function isApiAnswer(url: string): boolean {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return isApiPath(pathname) && !pathname.startsWith('/api/docs');
}

/**
 * Security headers: for pages, a CSP that allows only what the app uses (its own scripts plus the
 * hashed inline theme script, inline styles for toasts and KaTeX, images from https for the image
 * host) with helmet's other document headers; for API answers, API_HEADERS. Also
 * compression and the rate-limit store (Redis when several processes share the limits).
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
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      reply.headers(API_HEADERS);
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(compress, { global: true, threshold: 1024 });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    // Guarded: a request whose connection already closed has no `request.ip` (lib/client-key.ts).
    keyGenerator: (request) => clientKey(request.ip),
    redis,
    nameSpace: 'preparena-rl-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: 'RATE_LIMITED',
    }),
  });
}
