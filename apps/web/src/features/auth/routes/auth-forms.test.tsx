import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { LoginPage } from './login';
import { ResetPasswordPage } from './reset-password';
import { SignupPage } from './signup';

function renderAt(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: <SessionProvider>{page}</SessionProvider>,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Answers every call with the given status and body, and records the calls. */
function answer(status: number, body: object) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('reset password form', () => {
  /** The page checks its link first; the form shows once the server says it is usable. */
  const openForm = async () => {
    renderAt('/resetpassword/abc', '/resetpassword/:token', <ResetPasswordPage />);
    await screen.findByLabelText('New Password', { selector: 'input' });
  };
  const puts = (fetch: ReturnType<typeof answer>) =>
    (fetch.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([, init]) => init?.method === 'PUT',
    );

  it('says the passwords differ without sending anything', async () => {
    const fetch = answer(200, { message: 'ok' });
    await openForm();
    type('New Password', 'Brand-New-Pass-2');
    type('Confirm New Password', 'Different-Pass-3');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('auth-error')).toHaveProperty('textContent', 'Passwords do not match');
    expect(puts(fetch)).toHaveLength(0);
  });

  it('checks the new password with the shared rule before sending', async () => {
    const fetch = answer(200, { message: 'ok' });
    await openForm();
    type('New Password', 'weakpass');
    type('Confirm New Password', 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('auth-error')).toHaveProperty(
      'textContent',
      'Must include at least one uppercase letter',
    );
    expect(puts(fetch)).toHaveLength(0);
  });

  it('shows the server answer in the green banner, and Log in instead of the filled form', async () => {
    const fetch = answer(200, {
      message: 'Your password has been reset. You can now log in with the new password.',
    });
    await openForm();
    type('New Password', 'Brand-New-Pass-2');
    type('Confirm New Password', 'Brand-New-Pass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('auth-success')).textContent).toContain('Your password has been reset');
    expect(fetch).toHaveBeenCalledWith('/api/resetpassword/abc', expect.objectContaining({ method: 'PUT' }));
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('says a used or expired link has expired, with a way to a new one, and shows no form', async () => {
    answer(400, {
      message: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'RESET_INVALID',
    });
    renderAt('/resetpassword/abc', '/resetpassword/:token', <ResetPasswordPage />);
    expect((await screen.findByTestId('auth-error')).textContent).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).toBeNull();
  });
});

describe('login form', () => {
  it('shows the server message in the red banner', async () => {
    answer(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    renderAt('/login', '/login', <LoginPage />);
    type('Email', 'asha@example.com');
    type(/^Password/, 'Wrong-Pass-9');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('auth-error')).toHaveProperty(
      'textContent',
      'Invalid email or password',
    );
  });

  it('offers the code step to an unverified account and sends remember-me', async () => {
    const fetch = answer(403, {
      message: 'Please verify your email before logging in. We have sent a verification code to your inbox.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    renderAt('/login', '/login', <LoginPage />);
    type('Email', 'Asha@Example.com');
    type(/^Password/, 'Learner-Pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const link = await screen.findByRole('link', { name: 'Enter verification code' });
    expect(link.getAttribute('href')).toBe('/signup?verify=Asha%40Example.com');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    await waitFor(() => expect(calls.some(([url]) => url === '/api/login')).toBe(true));
    const [, init] = calls.find(([url]) => url === '/api/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'asha@example.com',
      password: 'Learner-Pass-1',
      rememberMe: true,
    });
  });
});

describe('signup form', () => {
  it('waits for the live checks, then shows a taken address under the e-mail field', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/check-username/')
        ? new Response(JSON.stringify({ available: true, message: 'Username is available' }))
        : url === '/api/signup'
          ? new Response(JSON.stringify({ message: 'Email is already registered', code: 'CONFLICT' }), {
              status: 409,
            })
          : new Response(JSON.stringify({ google: false })),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/signup', '/signup', <SignupPage />);
    type('Username', ' asha_learner ');
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveProperty('value', 'asha_learner');
    type('Email', 'taken@example.com');
    type(/^Password/, 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('auth-error')).toHaveProperty(
      'textContent',
      'Please wait while we check username availability',
    );
    await screen.findByText('Username is available');
    // The wait is over: its banner goes by itself, before any new click.
    await waitFor(() => expect(screen.queryByTestId('auth-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('auth-error')).toHaveProperty(
      'textContent',
      'Please enter a valid password that meets all requirements',
    );
    type(/^Password/, 'Learner-Pass-1');
    await screen.findByText('Strong password. All criteria fulfilled');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(document.getElementById('email-error')?.textContent).toBe('Email is already registered'),
    );
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });
});
