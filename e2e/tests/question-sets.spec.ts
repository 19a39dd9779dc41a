import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './support';

interface Row {
  number: number;
}

/** The first question of a topic (sets are seeded in order, so it opens a set). */
async function firstOf(
  request: import('@playwright/test').APIRequestContext,
  topic: string,
): Promise<number> {
  const list = await (await request.get(`/api/questions?topic=${topic}`)).json();
  const first = (list.items as Row[])[0];
  if (!first) throw new Error(`no questions on ${topic}`);
  return first.number;
}

test.describe('questions on a passage or chart', () => {
  test('a DI question shows its chart as an image with the numbers in a table, and links the set @mobile', async ({
    page,
    request,
  }) => {
    const number = await firstOf(request, 'bar-graphs');
    const detail = await (await request.get(`/api/questions/${number}`)).json();
    const chart = detail.set.charts[0];
    await page.goto(`/question/${number}`);
    const panel = page.getByRole('region', { name: detail.set.title.en });
    await expect(
      panel.getByRole('img', { name: new RegExp(chart.title.en.replace(/[()₹]/g, '.')) }),
    ).toBeVisible();
    const table = panel.getByRole('table');
    await expect(table).toHaveCount(1);
    // Every value of the chart is in the table that screen readers read.
    for (const value of chart.series[0].values) await expect(table).toContainText(String(value));
    await expect(panel.getByText(`Question 1 of ${detail.set.questions.length}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('link', { name: 'Question 2 of this set' }).click();
    await expect(page).toHaveURL(new RegExp(`/question/${detail.set.questions[1]}$`));
    await expect(page.getByText(`Question 2 of ${detail.set.questions.length}`)).toBeVisible();
  });

  test('a reading-comprehension question shows its passage beside it and a visual one its figures', async ({
    page,
    request,
  }) => {
    const rc = await firstOf(request, 'factual-passages');
    const detail = await (await request.get(`/api/questions/${rc}`)).json();
    await page.goto(`/question/${rc}`);
    const firstWords = String(detail.set.body.en ?? detail.set.body)
      .replace(/\*\*\(\d\)\*\*\s*/, '')
      .slice(0, 40);
    await expect(page.getByRole('region', { name: detail.set.title.en })).toContainText(firstWords);
    await expect(page.getByRole('radio')).toHaveCount(4);

    await page.goto(`/question/${await firstOf(request, 'mirror-images')}`);
    await expect(page.getByRole('img', { name: /Problem figure/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Answer figure \(1\)/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin edits the passage of a set once for all its questions', async ({ page, request }) => {
    const number = await firstOf(request, 'caselets');
    const detail = await (await request.get(`/api/questions/${number}`)).json();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/question/${number}`);
    const editor = page.getByRole('region', { name: 'Shared passage or chart' });
    await expect(editor.getByText(`Used by ${detail.set.questions.length} questions:`)).toBeVisible();
    const body = editor.getByLabel('Passage or introduction');
    await body.fill(`${await body.inputValue()}\n\nAll figures are for the year 2025.`);
    await editor.getByRole('button', { name: 'Save the set' }).click();
    await expect(page.getByText('Set saved: every question of it shows the change')).toBeVisible();
    await page.goto(`/question/${detail.set.questions[2]}`);
    await expect(page.getByText('All figures are for the year 2025.')).toBeVisible();
  });
});
