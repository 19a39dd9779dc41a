import { outboxListSchema } from '@preparena/shared';
import { describe, expect, it, vi } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { HIDDEN_BODY_NOTE } from './mail.admin.routes.js';
import { recordSentMail } from './mail.repository.js';

const CODE = '481516';
const LINK = 'https://preparena.example/resetpassword/secret-reset-token';

/** The admin's view of the outbox of an app built with the given NODE_ENV, after one mail. */
async function outboxIn(nodeEnv: 'production' | 'test') {
  const t: TestApp = await build({ env: { NODE_ENV: nodeEnv } });
  try {
    await recordSentMail(t.database.db, {
      to: 'asha@example.com',
      subject: 'Reset your password',
      text: `Your code is ${CODE}. Or open ${LINK}`,
      html: `<p>Your code is ${CODE}. <a href="${LINK}">Reset</a></p>`,
      kind: 'password_reset',
      delivery: 'outbox',
    });
    const admin = await createUser(t.database.db, { isAdmin: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: await authHeader(t.app, admin),
    });
    expect(res.statusCode).toBe(200);
    return { body: res.body, list: outboxListSchema.parse(res.json()) };
  } finally {
    await t.close();
  }
}

describe('the admin outbox', () => {
  it('hides codes and reset links in production but lists the mails', async () => {
    const { body, list } = await outboxIn('production');
    expect(list.mode).toBe('outbox');
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      to: 'asha@example.com',
      subject: 'Reset your password',
      kind: 'password_reset',
      text: HIDDEN_BODY_NOTE,
    });
    expect(Date.parse(list.items[0]?.createdAt ?? '')).not.toBeNaN();
    expect(body).not.toContain(CODE);
    expect(body).not.toContain('secret-reset-token');
  });

  it('shows the whole mail outside production', async () => {
    const { list } = await outboxIn('test');
    expect(list.items[0]?.text).toBe(`Your code is ${CODE}. Or open ${LINK}`);
  });
});

describe('the dev outbox on the console', () => {
  async function printedIn(nodeEnv: 'production' | 'test'): Promise<string> {
    const t: TestApp = await build({ env: { NODE_ENV: nodeEnv } });
    const printed: string[] = [];
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      await t.app.mailer.send({
        to: 'asha@example.com',
        subject: 'Your code',
        text: `Your code is ${CODE}.`,
        html: `<p>Your code is ${CODE}.</p>`,
        kind: 'verification',
      });
    } finally {
      spy.mockRestore();
      await t.close();
    }
    return printed.join('\n');
  }

  it('prints who got which mail in production, without its text', async () => {
    const line = await printedIn('production');
    expect(line).toContain('verification mail to asha@example.com');
    expect(line).not.toContain(CODE);
    expect(await printedIn('test')).toContain(CODE);
  }, 120_000); // builds two apps, each on a copy of the seeded database (69,000 questions)
});
