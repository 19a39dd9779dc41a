import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { outboxMails } from '../mail/mail.tables.js';

// Real clients on different loopback addresses (127.0.0.2 the attacker, 127.0.0.3 the owner),
// so the server sees two source addresses without trusting any header.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await build();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  retryAfter?: string;
  body: { message?: string; token?: string };
}

function loginFrom(localAddress: string, email: string, password: string): Promise<Answer> {
  const payload = JSON.stringify({ email, password, rememberMe: false });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const alertsTo = async (email: string) =>
  t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email), eq(outboxMails.kind, 'sign_in_alert')));

describe('wrong passwords from one address', () => {
  it('refuse that address with 429 and Retry-After, while the owner signs in from another and is told', async () => {
    const owner = await createUser(t.database.db, { email: 'owner@example.com', username: 'the_owner' });
    const attacker: Answer[] = [];
    for (let i = 0; i < 12; i++) attacker.push(await loginFrom('127.0.0.2', owner.email, `Wrong-${i}-pass`));
    expect(attacker.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    const refused = attacker[11];
    expect(refused?.status).toBe(429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused?.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(refused?.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // The right password does not help the refused address either.
    expect((await loginFrom('127.0.0.2', owner.email, PASSWORD)).status).toBe(429);

    const signedIn = await loginFrom('127.0.0.3', owner.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toBeTruthy();

    const alerts = await alertsTo(owner.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('New sign-in to your PrepArena account');
    expect(alerts[0]?.text).toContain('127.0.0.3');
    expect(alerts[0]?.text).toContain('10 times');

    // The address is known now: signing in from it again sends no second mail.
    expect((await loginFrom('127.0.0.3', owner.email, PASSWORD)).status).toBe(200);
    expect(await alertsTo(owner.email)).toHaveLength(1);
  });

  it('sends no alert when the failures came from the signing-in address, or were only a few', async () => {
    const typist = await createUser(t.database.db, { email: 'typist@example.com', language: 'hi' });
    for (let i = 0; i < 6; i++)
      expect((await loginFrom('127.0.0.4', typist.email, `Typo-${i}-pass`)).status).toBe(401);
    expect((await loginFrom('127.0.0.4', typist.email, PASSWORD)).status).toBe(200);
    expect(await alertsTo(typist.email)).toHaveLength(0);

    const traveller = await createUser(t.database.db, { email: 'traveller@example.com' });
    for (let i = 0; i < 4; i++)
      expect((await loginFrom('127.0.0.4', traveller.email, `Typo-${i}-pass`)).status).toBe(401);
    expect((await loginFrom('127.0.0.5', traveller.email, PASSWORD)).status).toBe(200);
    expect(await alertsTo(traveller.email)).toHaveLength(0);
  });
});
