import { expectNoSeriousA11yViolations } from './axe';
import { expect, type Page, test, waitingForTheApp } from './fixtures';
import { ADMIN, logIn, signUpAndVerify } from './support';

async function openQuestionsPanel(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Questions', level: 2 })).toBeVisible();
}

test.describe('admin questions', () => {
  test('staff filter the table, edit a Hindi statement and publish a new numeric question', async ({
    page,
    browser,
    request,
  }) => {
    // A long journey with three axe scans of large pages.
    test.setTimeout(180_000);
    await logIn(page, ADMIN.email, ADMIN.password);
    await openQuestionsPanel(page);
    const table = page.getByRole('table', { name: 'Questions of the bank' });
    for (const column of ['Order', 'Number', 'Title', 'Section', 'Difficulty', 'Type', 'Status', 'Actions'])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Calendar: no other journey reads these questions, and this one rewrites the first one.
    await page.getByLabel('Topic', { exact: true }).selectOption('calendar');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    const rows = table.locator('tbody tr');
    await expect(rows.first().getByRole('cell').nth(3)).toContainText('Calendar');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().getByRole('cell').nth(0)).toHaveText('1');
    for (const section of await rows.locator('td:nth-child(4)').allTextContents())
      expect(section).toContain('Calendar');

    await rows
      .first()
      .getByRole('link', { name: /^Edit question #\d+/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/question\/\d+$/);
    const number = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Edit question #${number}`, level: 1 })).toBeVisible();

    await page.getByRole('tab', { name: 'हिन्दी' }).click();
    const hindi = page.getByLabel('Statement (Hindi), Markdown and KaTeX');
    await hindi.fill('औसत का नया प्रश्न: $\\frac{40 + 60}{2} = 50$ कितना है?');
    const preview = page.getByTestId('q-statement-hi-preview');
    await expect(preview).toContainText('औसत का नया प्रश्न');
    await expect(preview.locator('.katex').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const saved = await (await request.get(`/api/questions/${number}`)).json();
    expect(saved.statement.hi).toBe('औसत का नया प्रश्न: $\\frac{40 + 60}{2} = 50$ कितना है?');

    // A new type-in question: the form names what is missing, then saves and publishes it.
    // "Back" returns to the Questions tab, not to the first tab of the admin area.
    await page.getByRole('link', { name: 'Admin: questions' }).click();
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'New question' }).click();
    await expect(page).toHaveURL(/\/admin\/question\/new$/);
    await expect(page.getByRole('heading', { name: 'New question', level: 1 })).toBeVisible();
    // Calendar: no other journey reads these questions, and this one rewrites the first one.
    await page.getByLabel('Topic', { exact: true }).selectOption('calendar');
    await page.getByLabel('Type', { exact: true }).selectOption('numeric');
    await page.getByLabel('Difficulty', { exact: true }).selectOption('easy');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByLabel('Expected time (seconds)').fill('60');
    await page.getByLabel('CAT', { exact: true }).check();
    await page.getByLabel('Title (English)').fill('E2E average of two speeds');
    await page
      .getByLabel('Statement (English), Markdown and KaTeX')
      .fill('A bus goes at $40$ km/h and returns at $60$ km/h. What is its average speed in km/h?');
    await page.getByLabel('Correct value').fill('48');
    await page.getByLabel('Tolerance (±)').fill('0.5');
    await page.getByRole('button', { name: 'Create question' }).click();
    await expect(page.getByRole('alert').getByText('The English solution is required.')).toBeVisible();
    await page
      .getByLabel('Solution (English), Markdown and KaTeX')
      .fill('Average speed $= \\frac{2 \\times 40 \\times 60}{40 + 60} = 48$ km/h.');
    await expect(page.getByTestId('q-solution-en-preview').locator('.katex').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create question' }).click();
    await expect(page).toHaveURL(/\/admin\/question\/\d+$/);
    const created = Number(page.url().split('/').pop());
    await expect(page.getByText(`Question #${created} created`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Edit question #${created}`, level: 1 })).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = waitingForTheApp(await visitor.newPage());
    await visitorPage.goto(`/question/${created}`);
    await expect(
      visitorPage.getByRole('heading', { name: 'E2E average of two speeds', level: 1 }),
    ).toBeVisible();
    await expect(visitorPage.getByLabel('Your answer')).toBeVisible();
    await visitor.close();
  });

  test('the panel and editor fit a phone screen @mobile', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await openQuestionsPanel(page);
    await expect(page.getByRole('table', { name: 'Questions of the bank' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/admin/question/1');
    await expect(page.getByRole('heading', { name: 'Edit question #1', level: 1 })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('a learner is sent away from the admin area and its question editor', async ({ page, request }) => {
    await signUpAndVerify(page, request);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/question/1');
    await expect(page).toHaveURL(/\/$/);
  });
});
