import { expectNoSeriousA11yViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { answerKey, signUpAndVerify } from './support';

interface Row {
  number: number;
  type: string;
}

/** Single-choice questions of a topic page, each with its key and a wrong option. */
async function singleChoice(request: APIRequestContext, query: string, count: number) {
  const list = await (await request.get(`/api/questions?${query}`)).json();
  const picked = (list.items as Row[]).filter((q) => q.type === 'single').slice(0, count);
  if (picked.length < count) throw new Error(`need ${count} single-choice questions in ${query}`);
  return Promise.all(
    picked.map(async (q) => {
      const right = (await answerKey(request, q.number))[0] ?? 0;
      return { number: q.number, right, wrong: right === 0 ? 1 : 0 };
    }),
  );
}

async function answer(page: Page, option: number) {
  await page.getByRole('radio').nth(option).check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('honest numbers and answers that are never lost', () => {
  test('a scripted history: try again, show solution, right at once; the counters and the list agree', async ({
    page,
    request,
  }) => {
    const [a, b, c] = await singleChoice(request, 'topic=percentages&page=2', 3);
    if (!a || !b || !c) throw new Error('three questions');
    await signUpAndVerify(page, request);

    // A: wrong, "Try again" (the key stays hidden), right.
    await page.goto(`/question/${a.number}`);
    await answer(page, a.wrong);
    await expect(page.getByTestId('attempt-result')).toContainText('Not quite.');
    await expect(page.getByLabel('Correct answer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await answer(page, a.right);
    await expect(page.getByTestId('attempt-result')).toContainText('Correct!');
    await expect(page.getByText('Solved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page); // the success state and the Solved badge

    // B: wrong, "Show solution", right: seen the key, so not solved.
    await page.goto(`/question/${b.number}`);
    await answer(page, b.wrong);
    await page.getByRole('button', { name: 'Show solution' }).click();
    await expect(page.getByRole('heading', { name: 'Solution' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await answer(page, b.right);
    await expect(page.getByTestId('attempt-result')).toContainText('Correct!');
    await expect(page.getByTestId('rating-change')).toContainText('No rating change');

    // C: right at once.
    await page.goto(`/question/${c.number}`);
    await answer(page, c.right);
    await expect(page.getByTestId('attempt-result')).toContainText('Correct!');

    await page.goto('/practice');
    await expect(page.getByTestId('counter-solved')).toHaveText('2');
    await expect(page.getByTestId('counter-accuracy')).toHaveText('33%');
    await page.goto('/practice?status=solved');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3); // the header and A, C
    await page.goto('/practice?status=attempted');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText(String(b.number));
  });

  test('offline, the answer waits with a message and goes out once back online', async ({
    page,
    request,
  }) => {
    const [q] = await singleChoice(request, 'topic=averages&page=4', 1);
    if (!q) throw new Error('a question');
    await signUpAndVerify(page, request);
    await page.goto(`/question/${q.number}`);
    await page.getByRole('radio').nth(q.right).check();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You are offline. Some features may not work.')).toBeVisible();
    await expect(
      page.getByText("Your answer is kept and will be sent when you're back online."),
    ).toBeVisible();
    await expect(page.getByRole('radio').nth(q.right)).toBeChecked();
    await page.context().setOffline(false);
    await expect(page.getByTestId('attempt-result')).toContainText('Correct!');
  });

  test('a session that ended elsewhere: sign in again in place, and the kept answer is sent', async ({
    page,
    request,
  }) => {
    const [q] = await singleChoice(request, 'topic=averages&page=5', 1);
    if (!q) throw new Error('a question');
    const person = await signUpAndVerify(page, request);
    await page.goto(`/question/${q.number}`);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    // The server no longer accepts the token (as after a password reset); the page's cache still
    // says signed in.
    await page.evaluate(() => localStorage.setItem('authToken', 'ended-session'));
    await page.getByRole('radio').nth(q.wrong).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/question/${q.number}$`));
    await expectNoSeriousA11yViolations(page);

    // Even a reload keeps the answer: it is on the device until the server has it.
    await page.reload();
    await expect(page.getByRole('radio').nth(q.wrong)).toBeChecked();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('attempt-result')).toContainText('Not quite.');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/question/${q.number}$`));
  });
});
