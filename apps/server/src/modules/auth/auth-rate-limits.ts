import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors.js';

interface Limit {
  max: number;
  minutes: number;
}

/**
 * Per-address and per-account limits of each auth action (429 with a message when exceeded).
 * Login has no per-account limit: a lock on the account would let anyone lock its owner out;
 * wrong passwords are limited per (account, address) by the login guard instead.
 */
export const AUTH_LIMITS: Record<string, { ip: Limit; account?: Limit }> = {
  login: { ip: { max: 30, minutes: 15 } },
  signup: { ip: { max: 30, minutes: 60 } },
  verify: { ip: { max: 30, minutes: 15 }, account: { max: 10, minutes: 15 } },
  resend: { ip: { max: 20, minutes: 60 }, account: { max: 6, minutes: 60 } },
  forgot: { ip: { max: 20, minutes: 60 }, account: { max: 5, minutes: 60 } },
  reset: { ip: { max: 20, minutes: 60 } },
  resetCheck: { ip: { max: 60, minutes: 60 } },
  checkUsername: { ip: { max: 120, minutes: 1 } },
};

/** Sign-in tries one address may make for one account in the window, and when the owner hears of failures. */
export const LOGIN_LIMITS = {
  perAccountAddress: { max: 10, minutes: 15 },
  /** Wrong passwords on the account from other addresses that make a sign-in from a new address worth a mail. */
  alertAfterFailures: 5,
  /** How long an address the account signed in from counts as known. */
  knownAddressDays: 90,
};

const accountKey = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : `ip:${request.ip}`;
};

function tooMany(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(seconds));
  return new AppError(429, `Too many requests. Please try again in ${seconds} seconds.`, 'RATE_LIMITED');
}

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
      throw tooMany(reply, result.ttlInSeconds);
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

/** What a sign-in found: the user, and the failures from elsewhere when the owner should be told. */
export interface GuardedSignIn<T> {
  user: T;
  alert?: { failures: number };
}

/**
 * The login route's limits, kept in the rate-limit store (Redis with REDIS_URL, so every process
 * counts together). Tries are limited per (account, address): that refuses the address that used
 * them up and nobody else, so an attacker cannot lock the owner out. Every try counts, before the
 * password is checked, so parallel requests cannot slip past the limit. Wrong passwords are also
 * counted per account and per (account, address), refusing no one: a sign-in from a new address
 * after enough failures from other addresses is reported so the owner can be told.
 */
export function loginGuard(app: FastifyInstance) {
  const window = LOGIN_LIMITS.perAccountAddress.minutes * 60_000;
  const counter = (key: (request: FastifyRequest) => string, timeWindow = window) =>
    app.createRateLimit({ max: Number.MAX_SAFE_INTEGER, timeWindow, keyGenerator: key });
  const triesHere = app.createRateLimit({
    max: LOGIN_LIMITS.perAccountAddress.max,
    timeWindow: window,
    keyGenerator: (request) => `login:tries:${accountKey(request)}:${request.ip}`,
  });
  const failuresHere = counter((request) => `login:failures:${accountKey(request)}:${request.ip}`);
  const failuresOnAccount = counter((request) => `login:failures:${accountKey(request)}`);
  const knownAddress = counter(
    (request) => `login:known:${accountKey(request)}:${request.ip}`,
    LOGIN_LIMITS.knownAddressDays * 24 * 3_600_000,
  );
  const count = async (limiter: typeof knownAddress, request: FastifyRequest) => {
    const result = await limiter(request, { increment: false });
    return result.isAllowed ? 0 : result.max - result.remaining;
  };

  return {
    /** Counts the try and refuses an address that has used up its tries for this account. */
    preHandler: (async (request, reply) => {
      const result = await triesHere(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
    }) satisfies preHandlerAsyncHookHandler,

    /** Runs the password check, counting a wrong password; after a right one, remembers the address. */
    async signIn<T>(request: FastifyRequest, check: () => Promise<T>): Promise<GuardedSignIn<T>> {
      let user: T;
      try {
        user = await check();
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          await Promise.all([failuresHere(request), failuresOnAccount(request)]);
        throw error;
      }
      const [onAccount, here, seenHere] = await Promise.all([
        count(failuresOnAccount, request),
        count(failuresHere, request),
        count(knownAddress, request),
      ]);
      await knownAddress(request);
      const elsewhere = onAccount - here;
      return seenHere === 0 && elsewhere >= LOGIN_LIMITS.alertAfterFailures
        ? { user, alert: { failures: elsewhere } }
        : { user };
    },
  };
}
