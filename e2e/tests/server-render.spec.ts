import { collectConsoleErrors } from './axe';
import { expect, type Page, test } from './fixtures';
import { logIn, signUpAndVerify } from './support';

// Issue 15: the pages people land on arrive with their content in the document, and the app takes
// that markup over in place (hydration) instead of painting the page a second time.

/** A text as the API sends it: one string, or one per language. */
type Localised = string | { en: string; hi?: string };
const english = (text: Localised) => (typeof text === 'string' ? text : text.en);

/** The markup inside #root of a served document, without tags (what a reader sees before scripts). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Holds the app's entry script back until the returned function is called (the served page alone). */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('pages rendered on the server', () => {
  test('the landing pages carry their main content in the HTML itself', async ({ request }) => {
    const question = (await (await request.get('/api/questions/1')).json()) as {
      title: Localised;
      options: string[];
    };
    const list = (await (await request.get('/api/questions?page=1&sort=mix')).json()) as {
      items: { title: Localised }[];
    };
    const courses = (await (await request.get('/api/courses')).json()) as { title: string }[];
    const expected: [string, string[]][] = [
      ['/', ['Master aptitude, one question at a time']],
      ['/practice', list.items.slice(0, 5).map((q) => english(q.title))],
      ['/question/1', [english(question.title), ...question.options.slice(0, 2)]],
      ['/learn', courses.map((c) => c.title)],
      ['/learn/quantitative-aptitude/percentages', ['Percentages', 'Per cent']],
    ];
    for (const [path, texts] of expected) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<script type="application/json" id="ssr-state">');
      const text = rootText(html);
      for (const t of texts) expect(text, `${path} shows "${t}" before any script`).toContain(t);
    }
  });

  test('a lesson and a question read whole with scripts switched off, maths included', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/learn/quantitative-aptitude/percentages');
    await expect(page.getByRole('heading', { level: 1, name: 'Percentages' })).toBeVisible();
    await expect(page.locator('.lesson-prose .katex').first()).toBeVisible();
    await page.goto('/question/1');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await context.close();
  });

  test('the app takes the served markup over in place, without errors, and it responds', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Hold the app's script back until the served heading has been found and kept.
    const release = await holdAppScript(page);
    await page.goto('/practice', { waitUntil: 'commit' });
    const heading = await page.locator('main h1').elementHandle();
    expect(await heading?.evaluate((h) => h.textContent)).toBe('Practice');
    release();
    // React marks the nodes it owns: the served heading itself becomes the app's.
    await expect
      .poll(() =>
        heading?.evaluate((h) => h.isConnected && Object.keys(h).some((k) => k.startsWith('__react'))),
      )
      .toBe(true);
    // The page works: a filter changes the address and the table.
    await page.getByLabel('Difficulty', { exact: true }).selectOption('hard');
    await expect(page).toHaveURL(/difficulty=hard/);
    await page.goto('/question/1');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.goto('/learn/quantitative-aptitude/percentages');
    await expect(page.getByRole('heading', { level: 1, name: 'Percentages' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a lesson carries its HTML once, and the app shows it without typesetting it again', async ({
    page,
    request,
  }) => {
    const path = '/learn/quantitative-aptitude/percentages';
    const html = await (await request.get(path)).text();
    const state = html.slice(html.indexOf('id="ssr-state"'));
    // The maths is in the page and not a second time in the data sent beside it.
    expect(rootText(html)).toContain('Per cent');
    expect(html.slice(0, html.indexOf('id="ssr-state"'))).toContain('class="katex"');
    expect(state.slice(0, state.indexOf('</script>'))).not.toContain('katex');
    const errors = collectConsoleErrors(page);
    const markdownCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/markdown-[^/]+\.js$/.test(r.url())) markdownCode.push(r.url());
    });
    const release = await holdAppScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const formula = await page.locator('.lesson-prose .katex').first().elementHandle();
    release();
    // The served formula itself becomes the app's, still typeset, with no Markdown code loaded.
    await expect
      .poll(() =>
        formula?.evaluate(
          (f) =>
            f.isConnected &&
            Object.keys(f.closest('.lesson-prose') ?? {}).some((k) => k.startsWith('__react')),
        ),
      )
      .toBe(true);
    // Once the app has refetched the lesson, the served markup is still the one on screen.
    await page.waitForLoadState('networkidle');
    expect(await formula?.evaluate((f) => f.isConnected)).toBe(true);
    expect(markdownCode).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a Hindi reader gets the page in Hindi from the server', async ({ page, request }) => {
    const html = await (await request.get('/question/1', { headers: { cookie: 'language=hi' } })).text();
    expect(html).toContain('<html lang="hi"');
    expect(rootText(html)).toContain('समूह से हटाई गई संख्या');
    // Switching the interface language sets the cookie the server reads.
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी में देखें' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/question/1');
    await expect(page.locator('main h1')).toHaveText('समूह से हटाई गई संख्या');
    expect(errors).toEqual([]);
  });

  test('a signed-in learner sees their own page over the anonymous one', async ({ page, request }) => {
    const person = await signUpAndVerify(page, request);
    await logIn(page, person.email, person.password);
    const errors = collectConsoleErrors(page);
    // Before the app runs, the served anonymous page keeps its sign-up prompts out of sight.
    const release = await holdAppScript(page);
    await page.goto('/practice', { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toHaveText('Practice');
    for (const prompt of [
      page.getByText('Track your progress'),
      page.locator('header a', { hasText: 'Login' }),
    ]) {
      await expect(prompt).toHaveCount(1);
      await expect(prompt).toBeHidden();
    }
    release();
    await expect(page.getByRole('button', { name: `Account menu for ${person.username}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
