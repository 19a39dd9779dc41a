import type { Participation } from '@preparena/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/paths';
import { SessionProvider } from '@/lib/session/session-provider';
import { STORAGE_KEYS } from '@/lib/storage';
import { ArenaPage } from './arena';

const CONTEST = '00000000-0000-4000-8000-00000000000c';
const PID = '00000000-0000-4000-8000-00000000000a';
const user = { _id: 'u1', username: 'asha', email: 'a@example.com' };

function participation(format: 'mock' | 'sprint'): Participation {
  const now = Date.now();
  return {
    id: PID,
    contestId: CONTEST,
    title: 'Weekly Sprint 1',
    format,
    scheme: 'cat',
    status: 'open',
    startedAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 30 * 60_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    virtual: false,
    simulatedRank: null,
    sectionsInOrder: false,
    sections: [{ title: 'Quant', durationMinutes: 30, questionCount: 2, startsAt: null, endsAt: null }],
    questions: [
      { number: 101, section: 0, text: 'What is 2 + 2?', options: ['3', '4', '5', '6'], type: 'single' },
      { number: 102, section: 0, text: 'Type 7 × 6.', options: [], type: 'numeric', saved: 42 },
    ],
  };
}

function serve(format: 'mock' | 'sprint') {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/participations/') && method === 'GET') return json(participation(format));
      if (url.includes('/answers/'))
        return json(format === 'sprint' ? { correct: true, points: 3 } : { saved: true });
      return json(user);
    }),
  );
  return calls;
}

function renderArena() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/compete/${CONTEST}/arena/${PID}`]}>
        <SessionProvider>
          <Routes>
            <Route path={ROUTES.arenaParticipation} element={<ArenaPage />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  window.localStorage.setItem(STORAGE_KEYS.userCache, JSON.stringify({ user, timestamp: Date.now() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('arena', () => {
  it('shows the question, the palette and saves a mock answer with the time spent', async () => {
    const calls = serve('mock');
    renderArena();
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('timer', { name: /Time left/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & next' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/participations/${PID}/answers/101`);
    expect(put?.body).toMatchObject({ answer: [1], markedForReview: false });
    expect(put?.body).toHaveProperty('seconds', expect.any(Number));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
  });

  it('shows a sprint verdict after Submit and locks the answer', async () => {
    serve('sprint');
    renderArena();
    fireEvent.click(await screen.findByRole('radio', { name: /4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('sprint-verdict')).toHaveProperty(
      'textContent',
      expect.stringContaining('Correct'),
    );
    const chosen = screen.getByRole('radio', { name: /4/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
