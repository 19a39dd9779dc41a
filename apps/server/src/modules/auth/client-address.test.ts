import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.js';

// inject() comes from 127.0.0.1; X-Forwarded-For is what a client (or a proxy) claims.
const tries = (t: TestApp, email: string, forwardedFor: (i: number) => string) =>
  Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { email, password: `Wrong-${i}-pass`, rememberMe: false },
      }),
    ),
  ).then((answers) => answers.map((a) => a.statusCode));

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t.close());

  it('counts 20 login tries with a different X-Forwarded-For each as one client', async () => {
    const statuses = await tries(t, 'spoofed@example.com', (i) => `198.51.100.${i + 1}`);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t.close());

  it('takes the client address from X-Forwarded-For', async () => {
    const different = await tries(t, 'proxied@example.com', (i) => `198.51.100.${i + 1}`);
    expect(different).toEqual(Array(20).fill(401));
    // The same client behind the proxy is still one client.
    const same = await tries(t, 'proxied@example.com', () => '203.0.113.7');
    expect(same.filter((s) => s === 401)).toHaveLength(10);
    expect(same.filter((s) => s === 429)).toHaveLength(10);
  });
});
