import { type APIRequestContext, expect, type Page, test } from './fixtures';

interface Row {
  number: number;
}

interface SetView {
  body: string | { en?: string };
  charts?: { type: string; series: unknown[] }[];
}

/** How many columns the widest table of a set has (a Markdown table in its text, or a chart's table). */
function widestTable(set: SetView): number {
  const body = typeof set.body === 'string' ? set.body : (set.body.en ?? '');
  const markdown = body.split('\n').filter((line) => line.trim().startsWith('|'));
  const fromText = Math.max(0, ...markdown.map((line) => line.split('|').length - 2));
  const fromCharts = Math.max(
    0,
    ...(set.charts ?? []).filter((c) => c.type === 'table').map((c) => c.series.length + 1),
  );
  return Math.max(fromText, fromCharts);
}

/** A question of a course asked on a passage or chart: the one with the widest table among the first pages. */
async function setQuestion(request: APIRequestContext, course: string): Promise<number> {
  let best = { number: 0, width: -1 };
  for (let page = 1; page <= 8; page++) {
    const list = await (await request.get(`/api/questions?course=${course}&page=${page}`)).json();
    for (const item of list.items as Row[]) {
      const detail = await (await request.get(`/api/questions/${item.number}`)).json();
      if (detail.set && widestTable(detail.set) > best.width)
        best = { number: item.number, width: widestTable(detail.set) };
    }
  }
  if (!best.number) throw new Error(`no set question in ${course}`);
  return best.number;
}

/** Nothing sticks out sideways: the page is no wider than the phone (wide parts scroll in their box). */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('at 390 px nothing overflows sideways', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a DI set, an RC set, a lesson with a wide formula and the practice table', async ({
    page,
    request,
  }) => {
    const di = await setQuestion(request, 'data-interpretation');
    const rc = await setQuestion(request, 'reading-comprehension');
    for (const path of [`/question/${di}`, `/question/${rc}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#question-set-title')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }

    // Display formulas (one wider than a phone), and a long inline one in a list item; not the HCF
    // lesson, which learn.spec.ts rewrites.
    for (const lesson of ['surds-and-indices', 'simple-and-compound-interest']) {
      await page.goto(`/learn/quantitative-aptitude/${lesson}`);
      await expect(page.locator('.katex').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (lesson === 'surds-and-indices') await expect(page.locator('.katex-display').first()).toBeVisible();
    }

    await page.goto('/practice');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The question header keeps to one row, and the tabs scroll rather than hide Analytics.
    await page.goto(`/question/${di}`);
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(60);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  });
});
