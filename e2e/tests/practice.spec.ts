import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { answerKey, signUpAndVerify } from './support';

interface Detail {
  number: number;
  type: string;
  options: string[];
}

test.describe('practice', () => {
  test('a visitor browses the table and a question, and is asked to log in to submit @mobile', async ({
    page,
  }) => {
    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
    await expect(page.getByTestId('counter-questions')).not.toHaveText('');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The default order mixes topics and shapes: no two neighbouring rows share a title.
    await expect(page.getByRole('table').getByRole('link').nth(19)).toBeVisible();
    const titles = await page.getByRole('table').getByRole('link').allTextContents();
    expect(titles.filter((title, i) => i > 0 && title === titles[i - 1])).toEqual([]);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/question\/\d+/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText('Log in to submit your answer and track your progress.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('filters live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/practice');
    await page.getByLabel('Difficulty', { exact: true }).selectOption('easy');
    await expect(page).toHaveURL(/difficulty=easy/);
    await page.getByLabel('Search questions').fill('5');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search=5/);
    await page.reload();
    await expect(page.getByLabel('Difficulty', { exact: true })).toHaveValue('easy');
    await expect(page.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  });

  test('a learner answers wrongly, then rightly on another, and sees solution, submissions, rating and calendar', async ({
    page,
    request,
  }) => {
    const list = await (await request.get('/api/questions?topic=averages&page=3')).json();
    // Two neighbouring single-choice questions (the mix order also holds numeric ones).
    const items = list.items as Detail[];
    const at = items.findIndex((q, i) => q.type === 'single' && items[i + 1]?.type === 'single');
    const [first, second] = [items[at], items[at + 1]];
    if (at < 0 || !first || !second) throw new Error('need two neighbouring single-choice questions');
    const wrongOption = ((await answerKey(request, first.number))[0] ?? 0) === 0 ? 1 : 0;
    const rightOption = (await answerKey(request, second.number))[0] ?? 0;
    await signUpAndVerify(page, request);

    await page.goto('/practice?topic=averages');
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('averages');
    await page.goto(`/question/${first.number}?topic=averages`);
    await expect(page.getByRole('radio')).toHaveCount(4);
    await page.keyboard.press(String(wrongOption + 1));
    await expect(page.getByRole('radio').nth(wrongOption)).toBeChecked();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('attempt-result')).toContainText('Not quite.');
    await expect(page.getByTestId('rating-change')).toContainText(/Practice rating −\d+ /);
    // The key stays hidden after a miss: try again, or choose to see the solution.
    await expect(page.getByRole('heading', { name: 'Solution' })).toHaveCount(0);
    await expect(page.getByLabel('Correct answer')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page); // the error state's colours too
    await page.getByRole('button', { name: 'Show solution' }).click();
    await expect(page.getByRole('heading', { name: 'Solution' })).toBeVisible();
    await expect(page.getByLabel('Correct answer')).toHaveCount(1);

    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page).toHaveURL(new RegExp(`/question/${second.number}\\?topic=averages`));
    await page.getByRole('tab', { name: 'Solutions' }).click();
    await expect(page.getByRole('button', { name: 'Show solution' })).toBeVisible();
    await page.getByRole('tab', { name: 'Description' }).click();
    await page.getByRole('radio').nth(rightOption).check();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('attempt-result')).toContainText('Correct!');
    await expect(page.getByTestId('rating-change')).toContainText(/Practice rating \+\d+ /);

    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Median solve time')).toBeVisible();
    await page.getByRole('tab', { name: 'Similar' }).click();
    await expect(
      page.getByRole('link').filter({ hasText: 'Number removed from a group' }).first(),
    ).toBeVisible();

    await page.goto('/practice');
    await expect(page.getByTestId('counter-solved')).toHaveText('1');
    await expect(page.getByTestId('practice-rating')).toHaveText(/^\d+\?$/);
    await expect(page.getByTestId('activity-calendar').locator('rect[data-solved="1"]')).toHaveCount(1);
    await expect(page.getByTestId('streaks')).toHaveText('Current streak: 1 day · Longest: 1 day');
    await expectNoSeriousA11yViolations(page);
  });

  test('switches the question to Hindi and remembers it', async ({ page, request }) => {
    // An averages question that leaves one number out: its Hindi statement speaks of an average.
    const list = await (await request.get('/api/questions?topic=averages&search=removed')).json();
    const number = (list.items as Detail[])[0]?.number;
    if (!number) throw new Error('no averages question');
    await page.goto(`/question/${number}`);
    await expect(page.getByText(/The average of \d+ numbers/)).toBeVisible();
    await page.getByRole('button', { name: 'हिं' }).click();
    await expect(page.getByText(/संख्याओं का औसत/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('questionLanguage'))).toBe('hi');
    await page.reload();
    await expect(page.getByText(/संख्याओं का औसत/)).toBeVisible();
  });
});
