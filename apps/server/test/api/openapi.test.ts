import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Redirects (the Google sign-in) answer no JSON. */
const REDIRECTS = ['GET /api/auth/google', 'GET /api/auth/google/callback'];

describe('the OpenAPI document', () => {
  it('documents the JSON a success answers for every API operation', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, object> }> };
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
      );
    const documented = ({ op }: { op: Operation }) =>
      Object.entries(op.responses ?? {}).some(
        ([code, response]) =>
          /^2\d\d$/.test(code) && 'schema' in (response.content?.['application/json'] ?? {}),
      );
    expect(operations.length).toBeGreaterThan(50);
    const ignored = new Set(REDIRECTS);
    expect(operations.filter((o) => !ignored.has(o.name) && !documented(o)).map((o) => o.name)).toEqual([]);
  });
});
