import { collectConsoleErrors } from './axe';
import { expect, test } from './fixtures';

test.describe('the shell of every page', () => {
  test('shows the top navigation with its links, and hides it on single questions and auth screens', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Learn', 'Practice', 'Compete', 'Analyse', 'Discuss']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    for (const path of [
      '/question/1',
      '/login',
      '/signup',
      '/forgotpassword',
      '/resetpassword/abc',
      '/auth/google/success',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(0);
    }
    await page.goto('/question-lists');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('shows the footer only on the listed pages', async ({ page }) => {
    for (const path of ['/', '/about', '/ratings-explained', '/careers', '/contact']) {
      await page.goto(path);
      await expect(page.getByTestId('site-footer'), path).toBeVisible();
    }
    await expect(page.getByTestId('site-footer').getByText('© 2025 PrepArena')).toBeVisible();
    for (const path of ['/practice', '/compete', '/help', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('site-footer'), path).toHaveCount(0);
    }
  });

  test('keeps the chosen theme across a reload, without a flash of the light theme', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The theme must be applied before any script of the app runs: check the served document's first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('answers an unknown path with the 404 page and links to Home and Practice Questions', async ({
    page,
  }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Practice Questions' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await page.goto('/this/does/not/exist');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('scrolls to the top when the path changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wheel until the page has scrolled: on a busy machine the first wheel can land before layout.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 3000);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(500);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('records a page view on every route and query change, with e-mail addresses redacted', async ({
    page,
  }) => {
    const viewed = (path: string) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/events') && r.request().postDataJSON()?.path === path && r.status() === 202,
      );
    const home = viewed('/');
    await page.goto('/');
    await home;
    const about = viewed('/about');
    await page.getByTestId('site-footer').getByRole('link', { name: 'About PrepArena' }).click();
    await about;
    const query = viewed('/about?ref=[redacted]');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about?ref=asha@example.com');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await query;
  });

  test('shows the Coming Soon page whose Notify Me only shows a toast', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && !r.url().endsWith('/api/events')) calls++;
    });
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await page.getByLabel('Your e-mail address').fill('asha@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText('You will be notified when we launch!')).toBeVisible();
    expect(calls).toBe(0);
    expect(errors).toEqual([]);
  });

  test('shows a clear in-progress state on routes of later features', async ({ page }) => {
    await page.goto('/discuss');
    await expect(page.getByTestId('in-progress')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Discuss', level: 1 })).toBeVisible();
  });

  test('has a mobile menu with the theme toggle @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile layout only');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Learn', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await menu.getByRole('link', { name: 'Practice', exact: true }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });
});
