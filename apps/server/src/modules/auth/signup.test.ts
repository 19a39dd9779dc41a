import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, startSmtpCatcher } from '../../../../../test-support/smtp-catcher.mjs';
import { build, type TestApp } from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { emailVerifications } from './auth.tables.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await build({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const signup = (username: string, email: string, extra: object = {}) =>
  post('/api/signup', { username, email, password: 'Str0ngPass', ...extra });

describe('checking a username', () => {
  it('says whether a name is free, taken or too short', async () => {
    await signup('taken_name', 'taken@example.com');
    const check = async (name: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/check-username/${name}` })).json();
    expect(await check('fresh_name')).toEqual({ available: true, message: 'Username is available' });
    expect(await check('TAKEN_NAME')).toEqual({ available: false, message: 'Username is already taken' });
    expect(await check('short')).toEqual({
      available: false,
      message: 'Username must be at least 6 characters',
    });
  });
});

describe('signing up', () => {
  it('creates an unverified account, answers the user object without secrets, and mails a 6-digit code', async () => {
    const res = await signup('priya_sharma', 'Priya@Example.com');
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'priya_sharma',
      email: 'priya@example.com',
      isAdmin: false,
      practiceRating: 1200,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'contestRating',
        'contestRatingProvisional',
        'contestReminders',
        'contestsRated',
        'createdAt',
        'email',
        'isAdmin',
        'isContentManager',
        'isContestController',
        'isQuestionManager',
        'practiceRating',
        'practiceRatingProvisional',
        'primaryRating',
        'profilePicture',
        'username',
      ].sort(),
    );
    expect(res.body).not.toMatch(/argon2|hash|token/i);
    const mail = await smtp.waitFor('priya@example.com');
    expect(mail.subject).toBe('Your PrepArena verification code');
    expect(codeFromMail(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeFromMail(mail));
    const [row] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user._id));
    expect(row?.codeHash).not.toContain(codeFromMail(mail));
  });

  it('mails the code in Hindi to a Hindi-speaking user', async () => {
    await signup('hindi_user', 'hindi@example.com', { language: 'hi' });
    const mail = await smtp.waitFor('hindi@example.com');
    expect(mail.subject).toBe('आपका PrepArena सत्यापन कोड');
    expect(mail.text).toContain('नमस्ते hindi_user');
  });

  it('refuses a taken e-mail or username with a message naming the field', async () => {
    await signup('first_user', 'first@example.com');
    const email = await signup('other_user', 'FIRST@example.com');
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toContain('Email');
    const username = await signup('First_User', 'second@example.com');
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toContain('Username');
  });

  it('applies the client rules on the server too', async () => {
    const cases: [object, string][] = [
      [
        { username: 'short', email: 'a1@example.com', password: 'Str0ngPass' },
        'Username must be at least 6 characters',
      ],
      [
        { username: 'valid_name', email: 'a2@example.com', password: 'Sh0rt' },
        'Must be at least 8 characters long',
      ],
      [
        { username: 'valid_name', email: 'a3@example.com', password: 'alllower1' },
        'Must include at least one uppercase letter',
      ],
      [
        { username: 'valid_name', email: 'a4@example.com', password: 'ALLUPPER1' },
        'Must include at least one lowercase letter',
      ],
      [
        { username: 'valid_name', email: 'a5@example.com', password: 'NoDigitsHere' },
        'Must include at least one number',
      ],
      [
        { username: 'valid_name', email: 'not-an-email', password: 'Str0ngPass' },
        'Please enter a valid email address',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/signup', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('verifying the e-mail', () => {
  it('turns the right code into a session, and the code works only once', async () => {
    await signup('verify_me', 'verify@example.com');
    const code = codeFromMail(await smtp.waitFor('verify@example.com'));
    const res = await post('/api/verify-email', { email: 'verify@example.com', otp: code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.username).toBe('verify_me');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().username).toBe('verify_me');
    const again = await post('/api/verify-email', { email: 'verify@example.com', otp: code });
    expect(again.json().message).toBe('This email is already verified. Please log in.');
  });

  it('locks the code after 5 wrong tries, until a new code is sent', async () => {
    await signup('locked_out', 'locked@example.com');
    const code = codeFromMail(await smtp.waitFor('locked@example.com'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/verify-email', { email: 'locked@example.com', otp: wrong });
      expect(res.json()).toEqual({ message: 'Invalid verification code', code: 'INVALID_CODE' });
    }
    const fifth = await post('/api/verify-email', { email: 'locked@example.com', otp: wrong });
    expect(fifth.statusCode).toBe(429);
    const right = await post('/api/verify-email', { email: 'locked@example.com', otp: code });
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new code.');

    // The resend cooldown has not passed yet: the answer is the usual one, but no new code goes out.
    const mailsBefore = smtp.mails.length;
    const early = await post('/api/resend-verification', { email: 'locked@example.com' });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ message: 'Verification code sent successfully' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(mailsBefore);

    const user = (await t.database.db.select().from(users).where(eq(users.email, 'locked@example.com')))[0];
    await t.database.db
      .update(emailVerifications)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailVerifications.userId, user?.id ?? ''));
    const before = smtp.mails.length;
    const resend = await post('/api/resend-verification', { email: 'locked@example.com' });
    expect(resend.json()).toEqual({ message: 'Verification code sent successfully' });
    const fresh = codeFromMail(await smtp.waitFor('locked@example.com', () => smtp.mails.length > before));
    expect((await post('/api/verify-email', { email: 'locked@example.com', otp: fresh })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired code', async () => {
    await signup('slow_typer', 'slow@example.com');
    const code = codeFromMail(await smtp.waitFor('slow@example.com'));
    await t.database.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/verify-email', { email: 'slow@example.com', otp: code });
    expect(res.json().message).toBe('Verification code has expired. Please request a new one.');
  });

  it('accepts only 6 digits', async () => {
    const res = await post('/api/verify-email', { email: 'slow@example.com', otp: '12ab56' });
    expect(res.statusCode).toBe(400);
  });
});

describe('logging in', () => {
  it('refuses an unverified account with 403 and sends it a code', async () => {
    await signup('not_yet_ok', 'notyet@example.com');
    await t.database.db.update(emailVerifications).set({ sentAt: new Date(Date.now() - 120_000) });
    const before = smtp.mails.filter((m) => m.to.includes('notyet@')).length;
    const res = await post('/api/login', {
      email: 'notyet@example.com',
      password: 'Str0ngPass',
      rememberMe: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('verify your email');
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes('notyet@')).length).toBe(before + 1);
  });

  it('gives a 30-day token with remember-me and a 1-day token without', async () => {
    await signup('remember_me', 'remember@example.com');
    const code = codeFromMail(await smtp.waitFor('remember@example.com'));
    await post('/api/verify-email', { email: 'remember@example.com', otp: code });
    const days = async (rememberMe: boolean) => {
      const res = await post('/api/login', {
        email: 'REMEMBER@example.com',
        password: 'Str0ngPass',
        rememberMe,
      });
      expect(res.statusCode).toBe(200);
      const { exp = 0, iat = 0 } = decodeJwt(res.json().token);
      return (exp - iat) / 86400;
    };
    expect(await days(true)).toBe(30);
    expect(await days(false)).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await post('/api/login', {
      email: 'remember@example.com',
      password: 'Wrong1234',
      rememberMe: true,
    });
    const unknown = await post('/api/login', {
      email: 'nobody@example.com',
      password: 'Wrong1234',
      rememberMe: true,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('limits wrong passwords from one address on one account with a 429, Retry-After and a message', async () => {
    let last = await post('/api/login', {
      email: 'target@example.com',
      password: 'Guess1234',
      rememberMe: true,
    });
    for (let i = 0; i < 10; i++)
      last = await post('/api/login', {
        email: 'target@example.com',
        password: `Guess${i}x1A`,
        rememberMe: true,
      });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
