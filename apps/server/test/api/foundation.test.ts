import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/modules/contact/contact.tables.js';
import { analyticsEvents } from '../../src/modules/events/events.tables.js';
import { build, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('health and stats', () => {
  it('answers health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.db).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  // PostgreSQL may close idle connections (a restart, an administrator): the server keeps serving.
  it.runIf(process.env.TEST_DATABASE_URL)('survives PostgreSQL ending its idle connections', async () => {
    const stats = () => t.app.inject({ method: 'GET', url: '/api/stats' });
    await Promise.all([stats(), stats(), stats(), stats()]);
    // This test runs on PostgreSQL only, whose driver answers `{ rows }`.
    const ended = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    )) as { rows: unknown[] };
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stats()).statusCode).toBe(200);
  });

  it('counts the seeded catalogue on the home page stats', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topics: 140, courses: 10 });
    expect(res.json().questions).toBeGreaterThanOrEqual(0);
  });
});

describe('API errors', () => {
  it('answers unknown API routes with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: expect.stringContaining('/api/does-not-exist'),
      code: 'NOT_FOUND',
    });
  });

  it('turns a schema failure into a 400 with a readable message and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Asha', email: 'not-an-email', subject: 'Hi', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.stringContaining('email') });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('analytics events', () => {
  it('stores a page view with e-mail-like text redacted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        name: 'page_view',
        path: '/unsubscribe?email=asha@example.com',
        label: 'Hi asha@example.com',
      },
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.database.db.select().from(analyticsEvents);
    const row = rows.find((r) => r.path.startsWith('/unsubscribe'));
    expect(row?.path).toBe('/unsubscribe?email=[redacted]');
    expect(row?.label).toBe('Hi [redacted]');
  });

  it('rejects unknown event names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'hack', path: '/' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('contact messages', () => {
  it('stores a contact message and answers the success text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: {
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Solutions',
        message: 'Great work',
        type: 'contact',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Message sent successfully! We will get back to you soon.');
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((r) => [r.subject, r.type, r.status])).toContainEqual(['Solutions', 'contact', 'new']);
  });
});

describe('profile without a session', () => {
  it('answers 401 without a token and with a forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toMatch(/session/i);
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/events', '/api/messages']),
    );
    expect(doc.paths['/api/messages'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message']),
    );
  });

  it('serves the documentation UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Swagger UI</title>');
  });
});
