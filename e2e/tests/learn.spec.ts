import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, logIn, signUpAndVerify } from './support';

test.describe('learn', () => {
  test('a visitor browses the course grid, a course and a lesson @mobile', async ({ page }) => {
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learn', level: 1 })).toBeVisible();
    await expect(page.getByTestId('course-quantitative-aptitude')).toContainText('42 topics');
    await expect(page.getByTestId('course-cat')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('course-quantitative-aptitude').click();
    await expect(page.getByRole('heading', { name: 'Quantitative Aptitude', level: 1 })).toBeVisible();
    await expect(page.getByText('to track which lessons you have completed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('link', { name: /^Averages/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Averages', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Practise questions' })).toHaveAttribute(
      'href',
      '/practice?topic=averages',
    );
    await expect(page.getByRole('link', { name: 'Log in to mark complete' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('link', { name: /Percentages/ })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Percentages', level: 1 })).toBeVisible();

    // "Try it": the exercises show, each answer stays hidden until its toggle opens it.
    const tryIt = page.getByRole('region', { name: 'Try it' });
    await expect(tryIt.getByRole('listitem')).toHaveCount(5);
    await expect(tryIt.getByText('The margin is')).toBeHidden();
    const toggles = tryIt.getByRole('button', { name: 'Show answer' });
    await expect(toggles).toHaveCount(5);
    await toggles.nth(1).click();
    await expect(tryIt.getByText('The margin is')).toBeVisible();
    await expect(tryIt.getByRole('button', { name: 'Hide answer' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('a lesson opened in the app stays still once shown: its maths fonts come with it', async ({
    page,
  }) => {
    // Layout shifts of the lesson's text, as the browser reports them (a font that arrives after
    // the text is on screen widens the formulas and moves the words after them under a tap).
    await page.addInitScript(() => {
      const w = window as unknown as { lessonShift: number };
      w.lessonShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          sources?: Array<{ node?: Node }>;
        }>) {
          const inLesson = (entry.sources ?? []).some((s) => {
            const element = s.node instanceof Element ? s.node : s.node?.parentElement;
            return element?.closest('.lesson-prose') != null;
          });
          if (inLesson) w.lessonShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/learn/quantitative-aptitude');
    await page
      .getByRole('link', { name: /^Averages/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Averages', level: 1 })).toBeVisible();
    await expect(page.locator('.lesson-prose .katex').first()).toBeVisible();
    // Every font the page asked for is in: nothing is left to move the text.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(() => (window as unknown as { lessonShift: number }).lessonShift);
    expect(shift).toBeLessThan(0.01);
  });

  test('a learner marks a lesson complete and the course progress bar moves', async ({ page, request }) => {
    await signUpAndVerify(page, request);
    await page.goto('/learn/logical-reasoning');
    await expect(page.getByTestId('progress-text')).toHaveText('0 of 29 lessons (0%)');
    await page.getByRole('link', { name: /^Syllogism/ }).click();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Logical Reasoning' })
      .click();
    await expect(page.getByTestId('progress-text')).toHaveText('1 of 29 lessons (3%)');
    await expect(page.getByRole('link', { name: /^Completed Syllogism/ })).toBeVisible();
    await page.goto('/learn');
    await expect(page.getByTestId('course-logical-reasoning').getByTestId('progress-text')).toHaveText(
      '1 of 29 lessons (3%)',
    );
  });

  test('the server sends the lesson title and description in the HTML itself', async ({ request }) => {
    const topic = await (await request.get('/api/courses/verbal-ability/topics/synonyms')).json();
    const html = await (await request.get('/learn/verbal-ability/synonyms')).text();
    expect(html).toContain(`<title>${topic.seo.title} | PrepArena</title>`);
    expect(html).toContain(`<meta name="description" content="${topic.seo.description}">`);
    expect(html).toContain('og:image:width');
  });

  test('the by-id routes show the same pages', async ({ page, request }) => {
    const course = await (await request.get('/api/courses/data-interpretation')).json();
    const subject = course.subjects[0];
    await page.goto(`/learn/courses/${course._id}`);
    await expect(page.getByRole('heading', { name: 'Data Interpretation', level: 1 })).toBeVisible();
    await page.goto(`/learn/courses/${course._id}/subjects/${subject._id}/topics/${subject.topics[0]._id}`);
    await expect(page.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
  });

  test('staff edit a lesson with a live preview and the public page shows it', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Topics' }).click();
    await page.getByPlaceholder('Search topics').fill('hcf');
    await page.getByRole('button', { name: /HCF and LCM/ }).click();
    const source = page.getByLabel('Markdown and KaTeX source');
    await source.fill(
      '## Quick check\n\nThe HCF of 12 and 18 is $6$ and $\\frac{12 \\times 18}{6} = 36$ is their LCM.',
    );
    await expect(page.getByTestId('lesson-preview').locator('.katex').first()).toBeVisible();
    await expect(
      page.getByTestId('lesson-preview').getByRole('heading', { name: 'Quick check' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.goto('/learn/quantitative-aptitude/hcf-and-lcm');
    await expect(page.getByRole('heading', { name: 'Quick check' })).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
  });
});
