import { axeLightAndDark } from './axe';
import { type APIRequestContext, type Browser, expect, type Page, test, waitingForTheApp } from './fixtures';
import { codeOf, latestMail, newPerson, staffHeaders } from './support';

/** Staff's bearer header, from the admin account the e2e server makes sure of. */
async function staff(request: APIRequestContext) {
  return staffHeaders(request);
}

/** A verified learner made through the real sign-up and mail, with their token. */
async function learner(request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  expect((await request.post('/api/signup', { data: person })).status()).toBe(201);
  const code = codeOf(await latestMail(request, person.email));
  const { token } = await (
    await request.post('/api/verify-email', { data: { email: person.email, otp: code } })
  ).json();
  return { ...person, token: token as string, headers: { authorization: `Bearer ${token}` } };
}

/** A browser page signed in as a learner (the token where the app keeps it). */
async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('authToken')) window.localStorage.setItem('authToken', value);
  }, token);
  return waitingForTheApp(await context.newPage());
}

test.describe('leaderboard and profile', () => {
  // A contest that starts on the clock, runs a minute, ends and is rated takes a while.
  test.describe.configure({ timeout: 240_000 });

  test('a live sprint board follows an answer without reload; after the end the rating reaches the profile', async ({
    browser,
    request,
  }) => {
    const headers = await staff(request);
    const [asha, ravi] = await Promise.all([learner(request, 'asha'), learner(request, 'ravi')]);

    const fresh = await request.post('/api/admin/contests/fresh-questions', {
      headers,
      data: { topics: ['percentages'], count: 2 },
    });
    expect(fresh.status()).toBe(201);
    const title = `Board Sprint ${Date.now().toString(36)}`;
    const created = await request.post('/api/admin/contests', {
      headers,
      data: {
        title,
        format: 'sprint',
        scheme: 'none',
        rated: true,
        division: 'open',
        startsAt: new Date(Date.now() + 15_000).toISOString(),
        sections: [
          { title: 'Percentages', durationMinutes: 1, questionNumbers: (await fresh.json()).questionNumbers },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    for (const who of [asha, ravi]) {
      expect((await request.post(`/api/contests/${id}/register`, { headers: who.headers })).status()).toBe(
        200,
      );
    }
    // Staff see the keys: Asha will answer the first question right.
    const preview = await (await request.get(`/api/admin/contests/${id}`, { headers })).json();
    const first = [...preview.questions].sort((a, b) => a.number - b.number)[0];

    const ashaPage = await signedInPage(browser, asha.token);
    const raviPage = await signedInPage(browser, ravi.token);

    // Asha waits on the contest page until the start, then enters.
    await ashaPage.goto(`/compete/${id}`);
    const enter = ashaPage.getByRole('button', { name: `Enter ${title}` });
    await expect(enter).toBeVisible({ timeout: 30_000 });
    await enter.click();
    await expect(ashaPage).toHaveURL(/\/arena\/[^/]+$/);

    // Ravi takes part too (a wrong answer through the API) and follows the board.
    const { participationId } = await (
      await request.post(`/api/contests/${id}/participations`, { headers: ravi.headers })
    ).json();
    await raviPage.goto(`/compete/${id}`);
    await raviPage.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(raviPage.getByRole('heading', { name: `Leaderboard: ${title}` })).toBeVisible();
    await expect(raviPage.getByTestId('live-badge')).toBeVisible();
    await raviPage.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const key = first.key as { kind: 'choice'; correct: number[] } | { kind: 'numeric'; value: number };
    const wrong =
      key.kind === 'choice'
        ? [[...first.options.keys()].find((i: number) => !key.correct.includes(i)) ?? 0]
        : key.value + 1000;
    const raviAnswer = await request.put(`/api/participations/${participationId}/answers/${first.number}`, {
      headers: ravi.headers,
      data: { answer: wrong },
    });
    expect(raviAnswer.status()).toBe(200);

    // Asha answers the first question right in the arena.
    if (key.kind === 'numeric') await ashaPage.locator('input[inputmode="decimal"]').fill(String(key.value));
    else
      for (const option of key.correct)
        await ashaPage
          .getByRole(first.type === 'multiple' ? 'checkbox' : 'radio')
          .nth(option)
          .check();
    await ashaPage.getByRole('button', { name: 'Submit' }).click();
    await expect(ashaPage.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();

    // Ravi's board shows Asha ahead with her new score, without a reload.
    const ashaRow = raviPage.getByTestId('leaderboard-row').filter({ hasText: asha.username });
    await expect(ashaRow.getByTestId('leaderboard-score')).not.toHaveText('0', { timeout: 10_000 });
    await expect(raviPage.getByTestId('leaderboard-row').first()).toContainText(asha.username);
    const raviRow = raviPage.getByTestId('leaderboard-row').filter({ hasText: ravi.username });
    await expect(raviRow).toHaveAttribute('aria-current', 'true');
    await expect(raviRow.getByText('1 wrong answer')).toBeAttached();
    expect(await raviPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await axeLightAndDark(raviPage);

    // The contest ends and is rated: Ravi's board turns final with the rating changes, still without a reload.
    await expect(raviPage.getByText('Final standings')).toBeVisible({ timeout: 90_000 });
    await expect(raviPage.getByRole('columnheader', { name: 'Rating change' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(ashaRow.getByText(/^\+\d+$/)).toBeVisible();
    expect(await raviPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await axeLightAndDark(raviPage);

    // Asha's profile shows the new Contest rating and the contest in her history.
    const profile = await (await request.get(`/api/users/${asha.username}`)).json();
    expect(profile.contestHistory).toHaveLength(1);
    const after = profile.contestHistory[0].ratingAfter as number;
    expect(after).toBeGreaterThan(profile.contestHistory[0].ratingBefore);
    await ashaPage.goto('/profile');
    await expect(ashaPage.getByRole('heading', { level: 1, name: new RegExp(asha.username) })).toBeVisible();
    await expect(ashaPage.getByTestId('profile-contest-rating')).toHaveText(`${after}?`);
    await expect(ashaPage.getByText('1 rated contest', { exact: true })).toBeVisible();
    const history = ashaPage.getByTestId('history-row');
    await expect(history).toHaveCount(1);
    await expect(history.getByRole('link', { name: title })).toBeVisible();
    await expect(history).toContainText('1 / 2');
    await expect(ashaPage.getByTestId('rating-chart')).toBeVisible();
    await axeLightAndDark(ashaPage);

    // Her primary title can follow the Contest rating.
    // (click, then wait: the radio shows the pending value while the save is on its way)
    const contestRadio = ashaPage.getByRole('radio', { name: 'Contest' });
    await contestRadio.click();
    await expect(ashaPage.getByText('Settings saved.')).toBeVisible();
    await expect(contestRadio).toBeChecked();

    // Ravi's public profile, seen by Asha, and a name nobody has.
    await ashaPage.goto(`/profile/${ravi.username}`);
    await expect(ashaPage.getByTestId('history-row')).toHaveCount(1);
    await expect(ashaPage.getByRole('group', { name: 'Primary title' })).toHaveCount(0);
    await axeLightAndDark(ashaPage);
    await ashaPage.goto('/profile/nobody_by_this_name');
    await expect(ashaPage.getByRole('heading', { name: 'No such user' })).toBeVisible();

    // After the end, the contest can be replayed as a virtual contest, never rated.
    await ashaPage.goto(`/compete/${id}`);
    await expect(
      ashaPage.getByText('A virtual contest replays this contest with the same timer and rules.'),
    ).toBeVisible();
    await ashaPage.getByRole('button', { name: `Start virtual contest: ${title}` }).click();
    await expect(ashaPage).toHaveURL(/\/arena\/[^/]+$/);
    await expect(ashaPage.getByText('Virtual', { exact: true })).toBeVisible();
    await expect(ashaPage.getByTestId('simulated-rank')).toContainText('Simulated rank');
    await axeLightAndDark(ashaPage);
  });
});
