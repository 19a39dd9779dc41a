import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer } from '../../../../../test-support/oidc-issuer.mjs';
import { createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';

const PUBLIC_URL = 'http://preparena.test';
let t: TestApp;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;

beforeAll(async () => {
  issuer = await startOidcIssuer({ redirectUri: `${PUBLIC_URL}/api/auth/google/callback` });
  t = await build({
    env: {
      PUBLIC_URL,
      GOOGLE_ISSUER_URL: issuer.issuer,
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Follows the browser's path: our start URL → the issuer (with its cookies) → back to our callback. */
async function signInWithGoogle(): Promise<string> {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const flowCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const authUrl = new URL(String(start.headers.location));
  expect(authUrl.origin).toBe(issuer.issuer);
  for (const p of ['state', 'nonce', 'code_challenge']) expect(authUrl.searchParams.get(p)).toBeTruthy();
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');

  const jar = new Map<string, string>();
  let url = authUrl.href;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(PUBLIC_URL)) break;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k.trim(), v.join('='));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`Issuer stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(next, url).href;
  }
  const callback = await t.app.inject({
    method: 'GET',
    url: url.slice(PUBLIC_URL.length),
    headers: { cookie: flowCookie },
  });
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}

const tokenFrom = (location: string) => new URL(location, PUBLIC_URL).searchParams.get('token') ?? '';

describe('Google sign-in', () => {
  it('says Google is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
  });

  it('creates a verified account on the first sign-in and returns to the success screen with a token', async () => {
    issuer.setAccount({
      sub: 'g-100',
      email: 'Gopal@Example.com',
      email_verified: true,
      name: 'Gopal Krishnan',
    });
    const location = await signInWithGoogle();
    expect(location).toMatch(/^\/auth\/google\/success\?token=/);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${tokenFrom(location)}` },
    });
    expect(profile.json()).toMatchObject({ email: 'gopal@example.com', username: 'GopalKrishnan' });
  });

  it('signs the same Google identity into the same account next time', async () => {
    const location = await signInWithGoogle();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${tokenFrom(location)}` },
    });
    expect(profile.json().username).toBe('GopalKrishnan');
    expect(await t.database.db.$count(users, eq(users.googleSub, 'g-100'))).toBe(1);
  });

  it('links an existing account with the same verified e-mail', async () => {
    const existing = await createUser(t.database.db, { email: 'lata@example.com', username: 'lata_m' });
    issuer.setAccount({ sub: 'g-200', email: 'lata@example.com', email_verified: true, name: 'Lata M' });
    const location = await signInWithGoogle();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${tokenFrom(location)}` },
    });
    expect(profile.json()._id).toBe(existing.id);
  });

  it('drops the password of an unverified account it takes over, so its creator cannot get in', async () => {
    const squatter = await createUser(t.database.db, { email: 'owner@example.com', emailVerifiedAt: null });
    issuer.setAccount({ sub: 'g-300', email: 'owner@example.com', email_verified: true, name: 'Real Owner' });
    await signInWithGoogle();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an identity whose e-mail is not verified', async () => {
    issuer.setAccount({ sub: 'g-400', email: 'unsure@example.com', email_verified: false, name: 'Unsure' });
    expect(await signInWithGoogle()).toBe('/login?error=google_unverified');
  });

  it('refuses a callback without the flow cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(res.headers.location).toBe('/login?error=google_expired');
  });
});

describe('Google sign-in without configuration', () => {
  it('is off and answers a clear 503', async () => {
    const plain = await build();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Google sign-in is not available/);
    } finally {
      await plain.close();
    }
  });
});
