import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;

export const ADMIN = { email: 'admin@preparena.test', password: 'Admin-Pass-123' };

let staffToken: Promise<string> | undefined;
/** Where workers share the admin token (a failed test restarts its worker, which would log in again). */
const STAFF_TOKEN_FILE = path.join(os.tmpdir(), `preparena-e2e-staff-${process.env.E2E_PORT ?? 3210}.token`);

/**
 * Staff's bearer header, from the admin account the e2e server makes sure of: one login for the
 * whole run, shared by the workers through a file (sign-in is rate limited per account and address,
 * as it must be), and a new one only when the kept token no longer works.
 */
export async function staffHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  staffToken ??= (async () => {
    const kept = fs.existsSync(STAFF_TOKEN_FILE) ? fs.readFileSync(STAFF_TOKEN_FILE, 'utf8').trim() : '';
    if (kept) {
      const check = await request.get('/api/profile', { headers: { authorization: `Bearer ${kept}` } });
      if (check.ok() && (await check.json()).isAdmin) return kept;
    }
    const res = await request.post('/api/login', { data: ADMIN });
    if (!res.ok()) throw new Error(`Admin login failed: ${res.status()} ${await res.text()}`);
    const token = (await res.json()).token as string;
    fs.writeFileSync(STAFF_TOKEN_FILE, token);
    return token;
  })();
  try {
    return { authorization: `Bearer ${await staffToken}` };
  } catch (error) {
    staffToken = undefined;
    throw error;
  }
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address (from the test SMTP server), waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await (await request.get(`${CONTROL}/mails?to=${encodeURIComponent(to)}`)).json();
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[mails.length - 1] as Mail;
}

export const codeOf = (mail: Mail) => mail.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? '';
export const resetPathOf = (mail: Mail) =>
  new URL(mail.text.match(/https?:\/\/\S+\/resetpassword\/\S+/)?.[0] ?? '').pathname;

/** Chooses who signs in at the test Google next. */
export async function setGoogleAccount(request: APIRequestContext, account: object): Promise<void> {
  await request.post(`${CONTROL}/google-account`, { data: account });
}

/** A unique, valid username and e-mail for one test. */
export function newPerson(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}.${id}@example.com`,
    password: 'Learner-Pass-1',
  };
}

/** Signs up and verifies through the real screens and mail, ending signed in on the practice page's welcome. */
export async function signUpAndVerify(page: Page, request: APIRequestContext, person = newPerson('learner')) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await expect(page.getByText('Username is available')).toBeVisible();
  await expect(page.getByText('Strong password. All criteria fulfilled')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  const code = codeOf(await latestMail(request, person.email));
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  // A new account lands on the practice page's welcome, not the marketing home.
  await expect(page).toHaveURL(/\/practice\?welcome=1$/);
  await expect(page.getByTestId('welcome-banner')).toContainText(`Welcome to PrepArena, ${person.username}!`);
  return person;
}

/** Logs in through the login screen. */
export async function logIn(page: Page, email: string, password: string, rememberMe = true) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!rememberMe) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The answer key of a question, read as staff read it in the editor. Not through a throwaway
 * learner per question: sign-ups are limited per address (30 an hour), and a run's own sign-ups,
 * retries included, must stay under that.
 */
export async function answerKey(request: APIRequestContext, number: number): Promise<number[]> {
  const res = await request.get(`/api/admin/questions/${number}`, { headers: await staffHeaders(request) });
  if (!res.ok()) throw new Error(`Question ${number} for staff: ${res.status()} ${await res.text()}`);
  return (await res.json()).answer.correct as number[];
}
