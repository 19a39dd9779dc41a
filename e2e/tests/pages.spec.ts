import { collectConsoleErrors, expectNoSeriousA11yViolations } from './axe';
import { expect, type Page, test } from './fixtures';

const PAGES = [
  ['/', 'Master aptitude, one question at a time'],
  ['/about', 'About PrepArena'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/contact', 'Contact us'],
  ['/help', 'Coming Soon'],
  ['/blog', 'Coming Soon'],
  ['/ratings-explained', 'Ratings explained'],
  ['/careers', 'Careers at PrepArena'],
  ['/not-a-page', 'Page Not Found'],
  ['/discuss', 'Discuss'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme @mobile`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });
    for (const [path, heading] of PAGES) {
      test(`${path} renders its content without console errors and passes axe`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        // A 404 document is expected for the unknown path; nothing else may log an error.
        expect(errors.filter((e) => !(path === '/not-a-page' && e.includes('404')))).toEqual([]);
      });
    }
  });
}

test.describe('home', () => {
  test('shows four stats counted in the database and a four-item FAQ', async ({ page, request }) => {
    const stats = await (await request.get('/api/stats')).json();
    await page.goto('/');
    await expect(page.getByTestId('stat-topics')).toHaveText(String(stats.topics));
    await expect(page.getByTestId('stat-courses')).toHaveText(String(stats.courses));
    await expect(page.getByTestId('stat-questions')).toHaveText(
      new Intl.NumberFormat('en-IN').format(stats.questions),
    );
    await expect(page.getByTestId('stat-learners')).toHaveText(String(stats.learners));
    expect(stats.topics).toBe(140);
    const faq = page.locator('details');
    await expect(faq).toHaveCount(4);
    await page.getByText('Can I study in Hindi?').click();
    await expect(page.getByText(/Switch the language from the top bar/)).toBeVisible();
  });

  test('switches the interface to Hindi and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी में देखें' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Hindi headings and buttons are drawn with the Devanagari font, not as empty boxes.
    await expect(page.locator('html')).toHaveClass(/devanagari-ready/);
    for (const selector of ['h1', 'h2', 'main a.btn-primary']) {
      await expect
        .poll(() => fontsUsedBy(page, selector), { message: selector })
        .toContain('Noto Sans Devanagari');
    }
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('link', { name: 'Practice', exact: true }).first()).toBeVisible();
  });
});

test.describe('fonts', () => {
  test('an English page draws ₹ and the Hindi switch without fetching the whole Devanagari font', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/learn/quantitative-aptitude/percentages', { waitUntil: 'networkidle' });
    // A price in the lesson's exercises is laid out (the ₹ cut is small enough to be inlined).
    await expect(page.getByText(/₹5,400/)).toBeVisible();
    await expect
      .poll(() => fontsUsedBy(page, 'header button[lang="hi"] .devanagari-label'))
      .toContain('Noto Sans Devanagari');
    expect(fonts.filter((url) => url.includes('noto-sans-devanagari'))).toEqual([]);
  });
});

/** The platform fonts Chromium used to draw an element's text. */
async function fontsUsedBy(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map((f) => f.familyName);
}

test.describe('ratings explained', () => {
  test('lists the six titles with the spec thresholds', async ({ page }) => {
    await page.goto('/ratings-explained');
    await expect(page.getByTestId('range-newbie')).toHaveText('below 1200');
    await expect(page.getByTestId('range-specialist')).toHaveText('1200–1599');
    await expect(page.getByTestId('range-expert')).toHaveText('1600–1999');
    await expect(page.getByTestId('range-master')).toHaveText('2000–2399');
    await expect(page.getByTestId('range-intellect')).toHaveText('2400–2799');
    await expect(page.getByTestId('range-genius')).toHaveText('2800 and above');
    await expect(page.getByRole('link', { name: 'See your ratings on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

test.describe('contact', () => {
  test('requires every field, then sends the message to the team', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha@example');
    await page.getByLabel('Subject').fill('Hindi solutions');
    await page.getByLabel('Message').fill('Please add more Hindi solutions for DI.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully! We will get back to you soon.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});
