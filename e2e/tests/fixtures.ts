import { test as base, type Page } from '@playwright/test';

export { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/**
 * A served page shows its content before the app has taken it over (issue 15: pages are rendered
 * on the server and hydrated). A person waits for the page to respond; the tests wait for the mark
 * the app sets once its first page is live (html[data-app-ready], app/page-data.tsx) after every
 * full load, unless they ask for the bare document (`waitUntil: 'commit'`).
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async (waitUntil?: string) => {
    if (waitUntil !== 'commit') await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready(options?.waitUntil);
    return response;
  };
  return page;
}

/** Playwright's test, its page waiting for the app after each full load. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});
