import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { outboxMails } from '../mail/mail.tables.js';

// Two server processes sharing Redis (as in the scale-out test): the login limits and the failures
// behind the sign-in alert must be counted together. Keys are fresh each run (random e-mail and
// addresses), because Redis keeps counters between runs.
const redisUrl = process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL && 'redis://127.0.0.1:6379');
const env = { REDIS_URL: redisUrl || undefined };
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let one: TestApp;
let other: TestApp;
beforeAll(async () => {
  if (!redisUrl) return;
  one = await build({ env });
  other = await build({ env });
});
afterAll(async () => {
  if (!redisUrl) return;
  await one?.close();
  await other?.close();
});

const login = (t: TestApp, remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { email, password, rememberMe: false },
  });

describe.runIf(redisUrl)('login limits across two processes', () => {
  it('count the tries of one address on both processes together', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const attacker = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(i % 2 ? one : other, attacker, email, `Wrong-${i}-pass`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('tell the owner when failures on one process precede a sign-in from a new address on the other', async () => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
    await createUser(one.database.db, { email });
    await createUser(other.database.db, { email });
    const attacker = address();
    for (let i = 0; i < 6; i++) await login(one, attacker, email, `Wrong-${i}-pass`);
    expect((await login(other, address(), email, PASSWORD)).statusCode).toBe(200);
    const alerts = await other.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, email), eq(outboxMails.kind, 'sign_in_alert')));
    expect(alerts).toHaveLength(1);
  });
});
