import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { outboxMails } from '../mail/mail.tables.js';

// Resend and forgot-password must not tell whether an e-mail has an account, or a verified one.
let t: TestApp;
beforeAll(async () => {
  t = await build();
  await createUser(t.database.db, { email: 'verified@example.com' });
  await createUser(t.database.db, { email: 'unverified@example.com', emailVerifiedAt: null });
});
afterAll(async () => t.close());

const answer = async (url: string, email: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { email } });
  return { status: res.statusCode, body: res.json() };
};
const mailsTo = async (email: string) =>
  (await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).map((m) => m.kind);
const emails = ['verified@example.com', 'unverified@example.com', 'nobody@example.com'];

describe('resend-verification', () => {
  it('answers a verified, an unverified and an unknown e-mail alike, and mails only the unverified one', async () => {
    const answers = [];
    for (const email of emails) answers.push(await answer('/api/resend-verification', email));
    // A second request inside the cooldown sends nothing and still answers the same.
    answers.push(await answer('/api/resend-verification', 'unverified@example.com'));
    for (const a of answers)
      expect(a).toEqual({ status: 200, body: { message: 'Verification code sent successfully' } });
    expect(await mailsTo('unverified@example.com')).toEqual(['verification']);
    expect(await mailsTo('verified@example.com')).toEqual([]);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });
});

describe('forgotpassword', () => {
  it('answers a verified, an unverified and an unknown e-mail alike, and mails only the accounts', async () => {
    const answers = [];
    for (const email of emails) answers.push(await answer('/api/forgotpassword', email));
    for (const a of answers)
      expect(a).toEqual({
        status: 200,
        body: { message: 'If an account exists for this email, a password reset link has been sent to it.' },
      });
    expect(await mailsTo('verified@example.com')).toEqual(['password_reset']);
    expect(await mailsTo('unverified@example.com')).toContain('password_reset');
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });
});
