import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors.js';

interface Limit {
  max: number;
  minutes: number;
}

/** Per-IP and per-account limits of each auth action (429 with a message when exceeded). */
export const AUTH_LIMITS: Record<string, { ip: Limit; account?: Limit }> = {
  login: { ip: { max: 30, minutes: 15 }, account: { max: 10, minutes: 15 } },
  signup: { ip: { max: 30, minutes: 60 } },
  verify: { ip: { max: 30, minutes: 15 }, account: { max: 10, minutes: 15 } },
  resend: { ip: { max: 20, minutes: 60 }, account: { max: 6, minutes: 60 } },
  forgot: { ip: { max: 20, minutes: 60 }, account: { max: 5, minutes: 60 } },
  reset: { ip: { max: 20, minutes: 60 } },
  checkUsername: { ip: { max: 120, minutes: 1 } },
};

const accountKey = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : `ip:${request.ip}`;
};

/** Route options for an auth action: the per-IP limit as route config, the per-account one as a preHandler. */
export function authLimits(app: FastifyInstance, action: keyof typeof AUTH_LIMITS) {
  const limits = AUTH_LIMITS[action];
  if (!limits) throw new Error(`No limits for ${action}`);
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (limits.account) {
    // createRateLimit, not rateLimit: the route's per-IP limiter already ran for this request,
    // and rateLimit() handlers skip requests that another limiter has seen.
    const perAccount = app.createRateLimit({
      max: limits.account.max,
      timeWindow: limits.account.minutes * 60_000,
      keyGenerator: (request) => `${action}:account:${accountKey(request)}`,
    });
    preHandler.push(async (request, reply) => {
      const result = await perAccount(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(
        429,
        `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`,
        'RATE_LIMITED',
      );
    });
  }
  return {
    config: {
      rateLimit: {
        max: limits.ip.max,
        timeWindow: limits.ip.minutes * 60_000,
        keyGenerator: (request: FastifyRequest) => `${action}:ip:${request.ip}`,
      },
    },
    preHandler,
  };
}
