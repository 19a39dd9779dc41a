import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'preparena-env-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['DEMO_DATA', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example.com'],
  ])('stops with one line naming %s when it is %s', (name, value) => {
    const run = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        [name]: value,
        ...(name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'Secret123' } : {}),
      });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://preparena.in/' }).PUBLIC_URL).toBe(
      'https://preparena.in',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    const hops = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1/128,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.1', '::1/128', 'loopback']);
  });
});
