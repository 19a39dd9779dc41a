import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, FIXTURE_WEB_DIST, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ env: { PUBLIC_URL: 'https://preparena.example' } });
});
afterAll(async () => t.close());

describe('serving the web app', () => {
  it('serves a known page with its own head tags, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ratings-explained' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Ratings explained | PrepArena</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://preparena.example/ratings-explained">');
    expect(res.body).toContain('<meta property="og:image:width" content="1200">');
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('answers pages with parameters, like a topic, with 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/learn/quantitative-aptitude/averages' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown page with the app and status 404, noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('noindex');
  });

  it("names a question in its page's title and answers a missing question, topic or course with 404", async () => {
    const question = await t.app.inject({ method: 'GET', url: '/question/1' });
    expect(question.statusCode).toBe(200);
    const { title } = (await t.app.inject({ method: 'GET', url: '/api/questions/1' })).json();
    expect(question.body).toContain(`<title>${title.en}: `);
    for (const url of [
      '/question/99999999',
      '/learn/quantitative-aptitude/no-such-topic',
      '/learn/no-such-course',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('noindex');
    }
  });

  it('preloads the chunks of the page being opened (and none on a 404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/question/12' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/question-abc123.js">');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/answer-panel-abc123.js">',
    );
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/katex-abc123.css">');
    expect(res.body).not.toContain('home-abc123');
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.body).not.toContain('modulepreload');
  });

  it('marks auth screens noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('caches hashed assets for a year and never caches the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('allows exactly the inline theme script in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const inline = "document.documentElement.dataset.fixture = 'yes';";
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the headers of data, and pages (the API docs too) those of documents', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const url of ['/api/no-such-route?page=2', '/api']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const url of ['/', '/api/docs']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(String(page.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it("sends an asset's brotli or gzip twin made at build, as the browser accepts", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'preparena-dist-'));
    cpSync(FIXTURE_WEB_DIST, dist, { recursive: true });
    const body = Buffer.from(`export const words = ${JSON.stringify('practice '.repeat(2000))};\n`);
    const file = path.join(dist, 'assets/big-abc123.js');
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
    const app = await build({ webDist: dist });
    try {
      const get = (encoding: string) =>
        app.app.inject({
          method: 'GET',
          url: '/assets/big-abc123.js',
          headers: { 'accept-encoding': encoding },
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).equals(body)).toBe(true);
      // The twin itself (quality 11), not the fast on-the-fly compression of every response.
      expect(br.rawPayload.equals(brotliCompressSync(body))).toBe(true);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(body)).toBe(true);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(body)).toBe(true);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('compresses large responses when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
