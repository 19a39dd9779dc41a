import { authProvidersSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { AppError } from '../../errors.js';
import { AuthService } from './auth.service.js';
import { googleSignIn } from './google-accounts.js';

const COOKIE = 'pa_oidc';
const FLOW_SECONDS = 600;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * Google sign-in (any OpenID Connect issuer): authorization code flow with state, nonce and PKCE.
 * The flow's secrets travel in a short-lived signed, http-only cookie, so any server process can finish it.
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_ISSUER_URL: issuer,
  } = app.config;
  const configured = Boolean(clientId && clientSecret);
  const secret = new TextEncoder().encode(app.config.JWT_SECRET);
  const redirectUri = `${app.config.PUBLIC_URL}/api/auth/google/callback`;
  const secure = app.config.PUBLIC_URL.startsWith('https://');
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId as string, clientSecret as string, undefined, {
        // Plain http issuers exist only on loopback test providers.
        execute: issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  const notConfigured = () =>
    new AppError(
      503,
      'Google sign-in is not available on this server right now. Please use your email and password.',
      'GOOGLE_NOT_CONFIGURED',
    );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers are on',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: configured }),
  );

  app.get(
    '/api/auth/google',
    { schema: { tags: ['auth'], summary: 'Start Google sign-in (browser navigation)' } },
    async (_request, reply) => {
      if (!configured) throw notConfigured();
      const config = await configuration().catch(() => {
        throw new AppError(
          503,
          'Google sign-in is unreachable right now. Please try again later.',
          'GOOGLE_UNAVAILABLE',
        );
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const flow = await new SignJWT({ verifier, state, nonce })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${FLOW_SECONDS}s`)
        .sign(secret);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.header(
        'set-cookie',
        `${COOKIE}=${flow}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${FLOW_SECONDS}${secure ? '; Secure' : ''}`,
      );
      return reply.redirect(url.href);
    },
  );

  app.get('/api/auth/google/callback', { schema: { hide: true } }, async (request, reply) => {
    const clear = `${COOKIE}=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0`;
    const fail = (code: string) => reply.header('set-cookie', clear).redirect(`/login?error=${code}`);
    if (!configured) return fail('google_unavailable');
    try {
      const cookie = readCookie(request.headers.cookie, COOKIE);
      if (!cookie) return fail('google_expired');
      const { payload } = await jwtVerify(cookie, secret, { algorithms: ['HS256'] });
      const flow = payload as { verifier: string; state: string; nonce: string };
      const config = await configuration();
      const currentUrl = new URL(request.url, app.config.PUBLIC_URL);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) return fail('google_failed');
      // Some issuers put e-mail claims only in the userinfo response, not in the ID token.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      const user = await googleSignIn(app.db, claims);
      if (!user) return fail('google_unverified');
      const session = await new AuthService(app).session(user, true);
      return reply
        .header('set-cookie', clear)
        .redirect(`/auth/google/success?token=${encodeURIComponent(session.token)}`);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return fail('google_failed');
    }
  });
};
