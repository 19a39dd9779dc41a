import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkFromMail, startSmtpCatcher } from '../../../../../test-support/smtp-catcher.mjs';
import { authHeader, createUser, PASSWORD } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { passwordResets } from './auth.tables.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://preparena.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgotpassword', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: `/api/resetpassword/${token}`, payload: { password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, rememberMe: false } });
const tokenOf = (link: string) => link.split('/').pop() ?? '';

describe('password reset', () => {
  it('mails a single-use link, sets the new password and ends older sessions', async () => {
    const user = await createUser(t.database.db, { email: 'ravi@example.com' });
    const oldSession = await authHeader(t.app, user);
    const res = await forgot('Ravi@Example.com');
    expect(res.json().message).toBe(
      'If an account exists for this email, a password reset link has been sent to it.',
    );
    const link = resetLinkFromMail(await smtp.waitFor('ravi@example.com'));
    expect(link).toMatch(/^https:\/\/preparena\.example\/resetpassword\/[A-Za-z0-9_-]{40,}$/);
    const stored = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored[0]?.tokenHash).not.toContain(tokenOf(link));

    const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/resetpassword/${token}` });
    expect((await check(tokenOf(link))).statusCode).toBe(200);
    const done = await reset(tokenOf(link), 'N3wPassword');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Your password has been reset. You can now log in with the new password.',
    );
    expect((await login('ravi@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('ravi@example.com', 'N3wPassword')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: oldSession })).statusCode).toBe(
      401,
    );

    // A used link: the page asks before showing a form, and hears that it has expired.
    const used = await check(tokenOf(link));
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'RESET_INVALID',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    const again = await reset(tokenOf(link), 'An0therPass');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('makes every older link of the user stop working once one is used', async () => {
    await createUser(t.database.db, { email: 'meena@example.com' });
    await forgot('meena@example.com');
    const first = resetLinkFromMail(await smtp.waitFor('meena@example.com'));
    await forgot('meena@example.com');
    const second = resetLinkFromMail(
      await smtp.waitFor('meena@example.com', (m) => !m.text.includes(tokenOf(first))),
    );
    expect((await reset(tokenOf(second), 'Second1Pass')).statusCode).toBe(200);
    expect((await reset(tokenOf(first), 'First1Pass')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.database.db, { email: 'late@example.com' });
    await forgot('late@example.com');
    const link = resetLinkFromMail(await smtp.waitFor('late@example.com'));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(tokenOf(link), 'Fresh1Pass')).statusCode).toBe(400);
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await forgot('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'If an account exists for this email, a password reset link has been sent to it.',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it('checks the new password with the signup rules and keeps the link usable', async () => {
    await createUser(t.database.db, { email: 'weak@example.com' });
    await forgot('weak@example.com');
    const link = resetLinkFromMail(await smtp.waitFor('weak@example.com'));
    const weak = await reset(tokenOf(link), 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Must be at least 8 characters long');
    expect((await reset(tokenOf(link), 'Str0ngEnough')).statusCode).toBe(200);
  });

  it('verifies an unverified account whose owner resets through the mailed link', async () => {
    const user = await createUser(t.database.db, { email: 'unverified@example.com', emailVerifiedAt: null });
    await forgot('unverified@example.com');
    await reset(tokenOf(resetLinkFromMail(await smtp.waitFor('unverified@example.com'))), 'Verified1Now');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('profile', () => {
  it('edits username, bio, target exam and primary rating, never returning secrets', async () => {
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: {
        username: 'new_handle',
        bio: 'Aiming for CAT 99%ile',
        targetExam: 'CAT',
        primaryRating: 'contest',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'new_handle', primaryRating: 'contest' });
    expect(res.body).not.toMatch(/argon2|password|token_?version/i);
  });

  it('refuses a username someone else has', async () => {
    const other = await createUser(t.database.db, { username: 'someone_else' });
    const me = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: await authHeader(t.app, me),
      payload: { username: other.username.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Username');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { bio: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
