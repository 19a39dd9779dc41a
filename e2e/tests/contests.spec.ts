import { axeLightAndDark, expectNoSeriousA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { ADMIN, logIn, signUpAndVerify, staffHeaders } from './support';

/** Staff's bearer header, from the admin account the e2e server makes sure of. */
async function staff(request: APIRequestContext) {
  return staffHeaders(request);
}

/** Picks the first option, or types a number for a type-in question. */
async function answerSomething(page: Page) {
  const radio = page.getByRole('radio');
  if ((await radio.count()) > 0) await radio.first().check();
  else await page.locator('input[inputmode="decimal"]').fill('1');
}

test.describe('contests', () => {
  // Sign-up by mail, a contest that starts on the clock and axe in two themes take longer than most journeys.
  test.describe.configure({ timeout: 150_000 });

  test('a learner registers for a sprint, enters when it goes live, and sees a verdict that stays', async ({
    page,
    request,
  }) => {
    await signUpAndVerify(page, request);
    const headers = await staff(request);
    const fresh = await request.post('/api/admin/contests/fresh-questions', {
      headers,
      data: { topics: ['percentages'], count: 2 },
    });
    expect(fresh.status()).toBe(201);
    const title = `Lunch Sprint ${Date.now().toString(36)}`;
    const created = await request.post('/api/admin/contests', {
      headers,
      data: {
        title,
        format: 'sprint',
        scheme: 'none',
        startsAt: new Date(Date.now() + 15_000).toISOString(),
        sections: [
          { title: 'Percentages', durationMinutes: 5, questionNumbers: (await fresh.json()).questionNumbers },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/compete');
    await expect(page.getByRole('heading', { name: 'Contests', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contests Schedule' })).toBeVisible();
    await page.getByRole('button', { name: `Register for ${title}` }).click();
    await expect(page.getByRole('button', { name: `Unregister from ${title}` })).toBeVisible();

    // The countdown reaches the start and the row offers Enter.
    const enter = page.getByRole('button', { name: `Enter ${title}` });
    await expect(enter).toBeVisible({ timeout: 25_000 });
    await axeLightAndDark(page);
    await enter.click();
    await expect(page).toHaveURL(/\/compete\/[^/]+\/arena\/[^/]+$/);
    await expect(page.getByRole('link', { name: 'Back to Contest' })).toBeVisible();
    await answerSomething(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const verdict = page.getByRole('status').filter({ hasText: /Correct|Wrong/ });
    await expect(verdict).toBeVisible();
    const said = (await verdict.textContent()) ?? '';
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Correct|Wrong/ })).toHaveText(said);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await axeLightAndDark(page);

    // The error paths a user can reach by address: no such sitting (or someone else's), no such contest.
    await page.goto(page.url().replace(/[^/]+$/, '00000000-0000-4000-8000-000000000000'));
    await expect(
      page.getByRole('heading', { name: 'This attempt does not exist or is not yours.' }),
    ).toBeVisible();
    await page.goto('/compete/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { name: 'This contest does not exist or is not open yet.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a learner takes a CAT mock section with the palette, reloads with the same time, and reads the result @mobile', async ({
    page,
    request,
  }) => {
    // A short CAT-pattern mock (sections in order, each on its own clock) of bank questions: the
    // shipped 68-question paper works the same, but its result page makes a slow axe run.
    const headers = await staff(request);
    const pick = async (topic: string) =>
      (
        await (
          await request.post('/api/admin/contests/bank-questions', {
            headers,
            data: { topics: [topic], count: 2 },
          })
        ).json()
      ).questionNumbers as number[];
    const title = `CAT drill ${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
    const created = await request.post('/api/admin/contests', {
      headers,
      data: {
        title,
        format: 'mock',
        exam: 'CAT',
        scheme: 'cat',
        startsAt: null,
        sectionsInOrder: true,
        sections: [
          { title: 'VARC', durationMinutes: 10, questionNumbers: await pick('synonyms') },
          { title: 'DILR', durationMinutes: 10, questionNumbers: await pick('blood-relations') },
          { title: 'QA', durationMinutes: 10, questionNumbers: await pick('averages') },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await signUpAndVerify(page, request);
    await page.goto('/tests');
    await expect(page.getByRole('heading', { name: 'CAT' }).first()).toBeVisible();
    await axeLightAndDark(page);
    await page.getByRole('button', { name: `Start ${title}` }).click();
    await expect(page).toHaveURL(/\/arena\/[^/]+$/);
    await expect(page.getByText('Question 1 of 6')).toBeVisible();

    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Mark for review & next' }).click();
    await expect(page.getByText('Question 2 of 6')).toBeVisible();
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & next' }).click();
    const palette = page.getByRole('navigation', { name: 'Question palette' });
    await expect(
      palette.getByRole('button', { name: 'Question 1, answered, marked for review' }),
    ).toBeVisible();
    await expect(palette.getByRole('button', { name: 'Question 2, answered', exact: true })).toBeVisible();
    // Later sections are locked while the first runs.
    await expect(page.getByText(/Opens in/).first()).toBeVisible();

    const clock = page.getByRole('timer').first();
    const seconds = async () => {
      // "1:58:41" or "09:55": read from the seconds up.
      const parts = ((await clock.textContent()) ?? '').split(':').map(Number).reverse();
      return parts.reduce((sum, part, i) => sum + part * 60 ** i, 0);
    };
    const before = await seconds();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Question palette' })).toBeVisible();
    const after = await seconds();
    expect(before - after).toBeGreaterThanOrEqual(0);
    expect(before - after).toBeLessThan(15);
    await expect(
      page
        .getByRole('navigation', { name: 'Question palette' })
        .getByRole('button', { name: 'Question 1, answered, marked for review' }),
    ).toBeVisible();
    await axeLightAndDark(page);

    await page.getByRole('button', { name: 'Finish test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish test' }).click();
    await expect(page.getByRole('heading', { name: `Result: ${title}` })).toBeVisible();
    await expect(page.getByText('Marking scheme')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions, keys and solutions' })).toBeVisible();
    await axeLightAndDark(page);
  });

  test('an admin creates a draft contest in the Contests tab and publishes it', async ({ page, request }) => {
    // A bank question drawn at random from a topic no other journey opens: publishing the contest
    // takes it out of practice, which must not pull a question from under a test running beside.
    const picked = await request.post('/api/admin/contests/bank-questions', {
      headers: await staff(request),
      data: { topics: ['races-and-games'], count: 1 },
    });
    expect(picked.status()).toBe(200);
    const [number] = (await picked.json()).questionNumbers as number[];
    expect((await request.get(`/api/questions/${number}`)).status()).toBe(200);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin?tab=contests');
    await expect(page.getByRole('heading', { name: 'Manage Contests' })).toBeVisible();
    for (const column of ['Title', 'Start Time', 'Duration', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await axeLightAndDark(page);
    await page.getByRole('button', { name: 'Create Contest' }).click();
    const title = `Evening Mock ${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Format').selectOption('mock');
    await page.getByLabel('Status').selectOption('draft');
    await page.getByLabel('Section title').first().fill('Arithmetic');
    await page.getByLabel('Minutes').first().fill('15');
    await page.getByLabel('Question numbers').first().fill(String(number));
    await axeLightAndDark(page);
    await page.getByRole('button', { name: 'Save contest' }).click();
    await expect(page.getByText('Contest saved.')).toBeVisible();
    await page.goto('/admin?tab=contests');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText(`${title} is published.`)).toBeVisible();
    // Published: on /tests for learners, and its question is out of practice.
    await page.goto('/tests');
    await expect(page.getByText(title)).toBeVisible();
    expect((await request.get(`/api/questions/${number}`)).status()).toBe(404);
  });
});
