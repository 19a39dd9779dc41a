import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, FIXTURE_WEB_DIST, type TestApp } from '../../../test/helpers.js';
import { languageOf, withServerPage } from './page-renderer.js';

// The server's half of rendering pages (the web half, the real renderer, runs in the e2e tests):
// a stand-in renderer in dist-ssr/ asks the API through the fetch the server hands it and answers
// with markup, as apps/web/src/entry-server.tsx does.
const RENDERER = `
let fetchApi;
export function setServerFetch(f) { fetchApi = f; }
export async function render(url, lang) {
  if (url.startsWith('/question/2')) return { skipped: 'a query failed', fault: false };
  const res = await fetchApi('/api/questions/1', { method: 'GET' });
  const q = await res.json();
  return {
    html: '<h1>' + q.title[lang] + '</h1><p>' + url + '</p>',
    queries: { question: q, trap: "</script><script>alert(1)</script> $' $& $1" },
  };
}
`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'preparena-ssr-'));
  cpSync(FIXTURE_WEB_DIST, path.join(dir, 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await build({ webDist: path.join(dir, 'dist') });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The data the document carries for the app, as the browser reads it. */
function stateOf(html: string): { lang: string; queries: { trap: string; question: { number: number } } } {
  const json = html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('pages rendered on the server', () => {
  it('puts a content page inside #root, with the data it was made from beside it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/question/1?tab=solution' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('cookie');
    expect(res.body).toContain(
      '<div id="root"><h1>Number removed from a group</h1><p>/question/1?tab=solution</p></div>',
    );
    const state = stateOf(res.body);
    expect(state.lang).toBe('en');
    expect(state.queries.question.number).toBe(1);
    // Nothing in the data can close the script element or be read as a replacement pattern.
    expect(state.queries.trap).toBe("</script><script>alert(1)</script> $' $& $1");
    expect(res.body.match(/<script/g)?.length).toBe(res.body.match(/<\/script>/g)?.length);
    expect(res.body).toContain('<title>Number removed from a group');
  });

  it('renders in the language of the cookie the app sets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/question/1',
      headers: { cookie: 'a=1; language=hi' },
    });
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain('<h1>समूह से हटाई गई संख्या</h1>');
    expect(stateOf(res.body).lang).toBe('hi');
  });

  it('sends other pages, and a page the renderer could not make, bare for the browser to render', async () => {
    for (const url of ['/login', '/compete', '/question/2', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ssr-state');
    }
  });
});

describe('the helpers', () => {
  it('reads the language cookie among others, English otherwise', () => {
    expect(languageOf('x=1; language=hi')).toBe('hi');
    expect(languageOf('language=hi')).toBe('hi');
    expect(languageOf('language=en')).toBe('en');
    expect(languageOf('mylanguage=hi')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('escapes every < of the data, so the script element holds it whole', () => {
    const html = withServerPage('<html lang="en"><body><div id="root"></div></body>', {
      html: '<p>$&</p>',
      state: { lang: 'en', queries: { text: '<!-- </script>' } },
    });
    expect(html).toContain('<div id="root"><p>$&</p></div>');
    expect(html).toContain('\\u003c!-- \\u003c/script>');
  });
});
