import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/modules/contact/contact.tables.js';
import { authHeader, createUser } from '../factories.js';
import { build, type TestApp } from '../helpers.js';

let t: TestApp;
let learner: { authorization: string };
beforeAll(async () => {
  t = await build();
  learner = await authHeader(t.app, await createUser(t.database.db));
});
afterAll(async () => {
  await t.close();
});

/** A JSON body written by hand, so escapes such as `\ud800` reach the server exactly as typed. */
const postJson = (url: string, json: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: json,
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

const refused = (field: string, character: string) => ({
  message: `The field "${field}" contains a character that is not allowed (${character}).`,
  code: 'BAD_CHARACTER',
});

const storedMessages = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n;

describe('text PostgreSQL cannot store', () => {
  it('refuses U+0000 in a query string value, naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/questions?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('search', 'U+0000'));
  });

  it('refuses U+0000 in a path segment, naming the parameter', async () => {
    const course = await t.app.inject({ method: 'GET', url: '/api/courses/%00' });
    expect(course.statusCode).toBe(400);
    expect(course.json()).toEqual(refused('course', 'U+0000'));
    const progress = await t.app.inject({
      method: 'PUT',
      url: '/api/progress/topics/a%00b',
      headers: learner,
      payload: {},
    });
    expect(progress.statusCode).toBe(400);
    expect(progress.json()).toEqual(refused('topic', 'U+0000'));
  });

  it('refuses the contact message with U+0000 and stores nothing', async () => {
    const before = await storedMessages();
    const res = await postJson(
      '/api/messages',
      '{"name":"a","email":"a@b.co","subject":"s","message":"m\\u0000","type":"contact"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('message', 'U+0000'));
    expect(await storedMessages()).toBe(before);
  });

  it('refuses a lone surrogate in a JSON string, naming the field', async () => {
    const res = await postJson('/api/events', '{"name":"page_view","path":"/","label":"x\\ud800"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('label', 'U+D800'));
    const nested = await postJson(
      '/api/events',
      '{"name":"page_view","path":"/","properties":{"k":"\\udfff"}}',
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refused('properties.k', 'U+DFFF'));
  });

  it('refuses a lone surrogate in an object key, naming the object', async () => {
    const res = await postJson('/api/events', '{"name":"page_view","path":"/","properties":{"\\ud800":"v"}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'A field name in "properties" contains a character that is not allowed (U+D800).',
      code: 'BAD_CHARACTER',
    });
  });

  it('refuses U+0000 in a page address, and leaves a page query string to the web app', async () => {
    // The page host looks the course of /learn/:course up in the database (it answered 500).
    const page = await t.app.inject({ method: 'GET', url: '/learn/%00' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      message: 'The address contains a character that is not allowed (U+0000).',
      code: 'BAD_CHARACTER',
    });
    const withQuery = await t.app.inject({ method: 'GET', url: '/practice?search=%00' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.headers['content-type']).toContain('text/html');
  });

  it('keeps Hindi, emoji and paired surrogates as they are', async () => {
    const before = await storedMessages();
    const message = 'नमस्ते! प्रश्न 12 का उत्तर गलत है 👍🏽 \\ud83d\\ude00';
    const res = await postJson(
      '/api/messages',
      `{"name":"राम","email":"ram@example.com","subject":"प्रश्न","message":"${message}","type":"contact"}`,
      '127.0.0.9',
    );
    expect(res.statusCode).toBe(201);
    expect(await storedMessages()).toBe((before ?? 0) + 1);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/questions?search=${encodeURIComponent('समय 😀')}`,
    });
    expect(search.statusCode).toBe(200);
  });
});
