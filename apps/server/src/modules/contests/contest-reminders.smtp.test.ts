import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../../../../test-support/smtp-catcher.mjs';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { runDueJobs } from '../jobs/index.js';
import { questions } from '../practice/practice.tables.js';

// The 30-minute reminder over real SMTP (a local sink), in the registrant's language.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await build({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('contest reminders over SMTP', () => {
  it('reach each registrant once, in their language, with the contest and an opt-out link', async () => {
    const [q] = await t.database.db
      .select({ number: questions.number })
      .from(questions)
      .where(and(eq(questions.status, 'published'), eq(questions.type, 'single'), isNull(questions.setId)))
      .limit(1);
    const staff = await authHeader(t.app, await createUser(t.database.db, { isContestController: true }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: staff,
      payload: {
        title: 'SMTP Sprint',
        format: 'sprint',
        scheme: 'cat',
        startsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        sections: [{ title: 'Quant', durationMinutes: 20, questionNumbers: [q?.number] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const english = await createUser(t.database.db, { email: 'remind-en@example.com' });
    const hindi = await createUser(t.database.db, { email: 'remind-hi@example.com', language: 'hi' });
    for (const user of [english, hindi])
      await t.app.inject({
        method: 'POST',
        url: `/api/contests/${id}/register`,
        headers: await authHeader(t.app, user),
      });
    await runDueJobs(t.database.db);

    const en = await smtp.waitFor('remind-en@example.com');
    expect(en.subject).toBe('Starts in 30 minutes: SMTP Sprint');
    expect(en.text).toContain(`/compete/${id}`);
    expect(en.text).toMatch(/\/api\/contest-reminders\/unsubscribe\?u=[0-9a-f-]{36}&t=[0-9a-f]{64}/);
    const hi = await smtp.waitFor('remind-hi@example.com');
    expect(hi.subject).toBe('30 मिनट में शुरू: SMTP Sprint');
    await runDueJobs(t.database.db);
    expect(smtp.mails.filter((m) => m.to.includes('remind-en@')).length).toBe(1);
  });
});
