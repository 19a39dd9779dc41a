import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import {
  ADMIN,
  latestMail,
  logIn,
  newPerson,
  resetPathOf,
  setGoogleAccount,
  signUpAndVerify,
} from './support';

test.describe('accounts', () => {
  test('a visitor signs up, verifies with the mailed code, is signed in, and logs out', async ({
    page,
    request,
  }) => {
    const person = newPerson('asha');
    await page.goto('/signup');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Username').fill('asha');
    await expect(page.getByText('Username must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await expect(page.getByText('Must include at least one uppercase letter')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('Please enter a valid username');

    await signUpAndVerify(page, request, person);
    const menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('the verify step counts down before a code can be resent', async ({ page, request }) => {
    const person = newPerson('ravi');
    await page.goto('/signup');
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await expect(page.getByText('Strong password. All criteria fulfilled')).toBeVisible();
    await expect(page.getByText('Username is available')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('resend-countdown')).toHaveText(/Resend code in \d+ seconds/);
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);
    await latestMail(request, person.email);
    await page.getByPlaceholder('Enter 6-digit code').fill('12ab34');
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveValue('1234');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the server message under the e-mail field for a taken address', async ({ page, request }) => {
    const person = await signUpAndVerify(page, request);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup');
    await page.getByLabel('Username').fill(newPerson('other').username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('Another-Pass-1');
    await expect(page.getByText('Username is available')).toBeVisible();
    await expect(page.getByText('Strong password. All criteria fulfilled')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#email-error')).toHaveText('Email is already registered');
  });

  test('login with remember-me survives a reload; a wrong password shows a red banner', async ({
    page,
    request,
  }) => {
    const person = await signUpAndVerify(page, request);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('Invalid email or password');

    await logIn(page, person.email, person.password);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('forgot password mails a link; the new password works after the automatic return to login', async ({
    page,
    request,
  }) => {
    const person = await signUpAndVerify(page, request);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/forgotpassword');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('auth-success')).toContainText('password reset link has been sent');
    const mail = await latestMail(request, person.email, 2);
    expect(mail.subject).toBe('Reset your PrepArena password');

    await page.goto(resetPathOf(mail));
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-2');
    await page.getByLabel('Confirm New Password').fill('Different-Pass-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('Passwords do not match');
    await expectNoSeriousA11yViolations(page); // the red banner's contrast
    await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('auth-success')).toContainText('Your password has been reset');
    // The filled form gives way to a Log in button (and the page goes to /login by itself).
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page); // the green banner's contrast
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await logIn(page, person.email, 'Brand-New-Pass-2');

    // The used link now says it has expired instead of offering a fresh form.
    await page.goto(resetPathOf(mail));
    await expect(page.getByTestId('auth-error')).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });

  test('Google sign-in round trip ends signed in', async ({ page, request }) => {
    const id = Date.now().toString(36);
    await setGoogleAccount(request, {
      sub: `g-${id}`,
      email: `google.${id}@example.com`,
      email_verified: true,
      name: `Google ${id}`,
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('signing in keeps the place: a question, Google’s return and a new account land where they began', async ({
    page,
    request,
  }) => {
    const person = await signUpAndVerify(page, request);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await page.goto('/question/3');
    await page.getByRole('note').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fquestion%2F3$/);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/question\/3$/);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

    // Only same-site paths are followed.
    await page.goto('/practice');
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login?next=https://evil.example/steal');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);

    const id = Date.now().toString(36);
    await setGoogleAccount(request, {
      sub: `g-next-${id}`,
      email: `google.next.${id}@example.com`,
      email_verified: true,
      name: `Google ${id}`,
    });
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(`/login?next=${encodeURIComponent('/practice?topic=averages')}`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/practice\?topic=averages$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('the Google return screen without a token goes to /login', async ({ page }) => {
    await page.goto('/auth/google/success');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the admin guard', () => {
  test('sends anonymous visitors to /login, with the way back', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test('sends signed-in learners home', async ({ page, request }) => {
    await signUpAndVerify(page, request);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('lets staff in, with the Admin link and the users screen', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder('Search by username or email').fill('admin');
    await expect(page.getByRole('cell', { name: /admin@preparena\.test/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
