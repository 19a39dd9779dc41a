import type { PublicProfile } from '@preparena/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/paths';
import { SessionProvider } from '@/lib/session/session-provider';
import { STORAGE_KEYS } from '@/lib/storage';
import { ProfilePage } from './profile';
import { UserProfilePage } from './user-profile';

const me = {
  _id: 'u1',
  username: 'asha_k',
  email: 'a@example.com',
  profilePicture: null,
  isAdmin: false,
  isQuestionManager: false,
  isContentManager: false,
  isContestController: false,
  practiceRating: 1320,
  contestRating: 1523,
  contestRatingProvisional: false,
  contestsRated: 3,
  primaryRating: 'practice' as const,
  contestReminders: true,
  createdAt: '2029-03-01T00:00:00.000Z',
};

const profile: PublicProfile = {
  username: 'asha_k',
  profilePicture: null,
  bio: 'Preparing for CAT 2030.',
  targetExam: 'CAT',
  createdAt: '2029-03-01T00:00:00.000Z',
  practiceRating: 1320,
  practiceRatingProvisional: false,
  practiceSolved: 42,
  contestRating: 1523,
  contestRatingProvisional: false,
  contestsRated: 3,
  primaryRating: 'practice',
  contestHistory: [
    {
      contestId: '00000000-0000-4000-8000-000000000001',
      title: 'Weekly Sprint 1',
      endedAt: '2030-01-05T12:00:00.000Z',
      rank: 4,
      participants: 30,
      division: 'open',
      ratingBefore: 1400,
      ratingAfter: 1462,
    },
    {
      contestId: '00000000-0000-4000-8000-000000000002',
      title: 'Weekly Sprint 2',
      endedAt: '2030-01-12T12:00:00.000Z',
      rank: 11,
      participants: 28,
      division: 'div2',
      ratingBefore: 1462,
      ratingAfter: 1445,
    },
  ],
};

function serve(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const answer = method === 'PUT' ? { ...me, ...body } : routes[url];
      if (answer === undefined)
        return new Response(JSON.stringify({ message: 'User not found', code: 'NOT_FOUND' }), {
          status: 404,
        });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path={ROUTES.profile} element={<ProfilePage />} />
            <Route path={ROUTES.userProfile} element={<UserProfilePage />} />
            <Route path={ROUTES.login} element={<h1>Sign in page</h1>} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = () => {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  window.localStorage.setItem(STORAGE_KEYS.userCache, JSON.stringify({ user: me, timestamp: Date.now() }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('profile', () => {
  it('sends visitors of /profile to the login page', async () => {
    serve({});
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
  });

  it("shows a user's ratings, chart and history to anyone", async () => {
    serve({ '/api/users/asha_k': profile });
    renderAt('/profile/asha_k');
    expect(await screen.findByRole('heading', { name: 'asha_k, Specialist', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('profile-practice-rating').textContent).toBe('1320');
    expect(screen.getByTestId('profile-contest-rating').textContent).toBe('1523');
    expect(screen.getByText('42 questions solved')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Contest rating over 2 rated contests: from 1462 to 1445, best 1462.',
      }),
    ).toBeTruthy();
    const rows = screen.getAllByTestId('history-row');
    // Newest first, with rank of participants and the change.
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Weekly Sprint 2' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('11 / 28')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('−17')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+62')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Primary title' })).toBeNull();
  });

  it('says so when there is no such user', async () => {
    serve({});
    renderAt('/profile/nobody_here');
    expect(await screen.findByRole('heading', { name: 'No such user' })).toBeTruthy();
  });

  it('lets the owner choose the primary title and contest reminders', async () => {
    signIn();
    const calls = serve({
      '/api/users/asha_k': {
        ...profile,
        contestHistory: [],
        contestsRated: 1,
        contestRatingProvisional: true,
      },
    });
    renderAt('/profile');
    expect(await screen.findByText('No rated contests yet.')).toBeTruthy();
    expect(screen.getByText('Provisional until 3 rated contests.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Primary title' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Contest' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ primaryRating: 'contest' }),
    );
    await waitFor(() =>
      expect((within(group).getByRole('radio', { name: 'Contest' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /E-mail me 30 minutes before/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ contestReminders: false }),
    );
  });
});
