import type { Leaderboard, LeaderboardRow } from '@preparena/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/paths';
import { SessionProvider } from '@/lib/session/session-provider';
import { STORAGE_KEYS } from '@/lib/storage';
import { LeaderboardPage } from './leaderboard';

const CONTEST = '00000000-0000-4000-8000-00000000000c';
const user = { _id: 'u1', username: 'ravi', email: 'r@example.com' };

/** A stand-in EventSource the test drives. */
class FakeEventSource {
  static OPEN = 1;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((e: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

const row = (
  username: string,
  rank: number,
  score: number,
  extra: Partial<LeaderboardRow> = {},
): LeaderboardRow => ({
  username,
  rank,
  score,
  penalty: 754,
  profilePicture: null,
  titleRating: 1650,
  titleKind: 'contest',
  rated: true,
  virtual: false,
  cells: [
    { number: 1, solved: true, minute: 12, wrongTries: 0 },
    { number: 2, solved: false, minute: null, wrongTries: 1 },
  ],
  ...extra,
});

function board(over: Partial<Leaderboard> = {}): Leaderboard {
  return {
    contestId: CONTEST,
    title: 'Weekly Sprint 7',
    format: 'sprint',
    phase: 'live',
    rated: true,
    division: 'open',
    ratingsApplied: false,
    participants: 2,
    virtualParticipants: 0,
    questionNumbers: [1, 2],
    sectionTitles: [],
    total: 2,
    page: 1,
    pageSize: 50,
    rows: [row('asha', 1, 6), row('ravi', 2, 3, { titleRating: null })],
    me: { rank: 2, page: 1 },
    serverNow: new Date().toISOString(),
    ...over,
  };
}

function serve(answer: (url: string) => unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = answer(url);
      if (body === 404)
        return new Response(JSON.stringify({ message: 'Contest not found', code: 'NOT_FOUND' }), {
          status: 404,
        });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderBoard(search = '') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/compete/${CONTEST}/leaderboard${search}`]}>
        <SessionProvider>
          <Routes>
            <Route
              path={ROUTES.leaderboard}
              element={
                <>
                  <LeaderboardPage />
                  <Where />
                </>
              }
            />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  window.localStorage.setItem(STORAGE_KEYS.userCache, JSON.stringify({ user, timestamp: Date.now() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('leaderboard page', () => {
  it('shows ranks, names, scores, penalties and question cells with spoken labels', async () => {
    serve((url) => (url.includes('/leaderboard') ? board() : {}));
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'Leaderboard: Weekly Sprint 7' })).toBeTruthy();
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'asha, Expert' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('12:34')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Solved in minute 12')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('1 wrong answer')).toBeTruthy();
    // The caller's row is marked.
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: /ravi, Provisional rating/ }),
    ).toBeTruthy();
  });

  it('takes live scores from the stream without asking for the page again', async () => {
    const urls = serve((url) => (url.includes('/leaderboard') ? board() : {}));
    renderBoard();
    await screen.findByText('Live');
    const source = FakeEventSource.instances[0] as FakeEventSource;
    expect(source.url).toBe(`/api/contests/${CONTEST}/leaderboard/stream`);
    const before = urls.filter((u) => u.includes('/leaderboard')).length;
    act(() =>
      source.emit('standings', { contestId: CONTEST, participants: 3, total: 2, rows: [row('asha', 1, 9)] }),
    );
    const scores = () => screen.getAllByTestId('leaderboard-score').map((cell) => cell.textContent);
    await waitFor(() => expect(scores()).toEqual(['9', '3']));
    expect(screen.getByText('3 participants')).toBeTruthy();
    expect(urls.filter((u) => u.includes('/leaderboard')).length).toBe(before);

    // Places moved: the page is asked for again.
    act(() =>
      source.emit('standings', {
        contestId: CONTEST,
        participants: 3,
        total: 2,
        rows: [row('ravi', 1, 12), row('asha', 2, 9)],
      }),
    );
    await waitFor(() => expect(urls.filter((u) => u.includes('/leaderboard')).length).toBe(before + 1));
  });

  it('says how many are taking a live mock instead of a board', async () => {
    serve((url) =>
      url.includes('/leaderboard')
        ? board({ format: 'mock', phase: 'hidden', participants: 14, rows: [], total: 0, me: null })
        : {},
    );
    renderBoard();
    expect(
      await screen.findByText('14 people are taking this test; the board appears when it ends.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows rating changes once applied, and stops listening', async () => {
    serve((url) =>
      url.includes('/leaderboard')
        ? board({
            phase: 'final',
            ratingsApplied: true,
            rows: [
              row('asha', 1, 6, { ratingBefore: 1400, ratingAfter: 1423 }),
              row('ravi', 2, 3, { rated: false }),
            ],
          })
        : {},
    );
    renderBoard();
    expect(await screen.findByText('Rating change +23, from 1400 to 1423')).toBeTruthy();
    expect(screen.getByText('Not rated')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('finds the caller on their page and filters by view through the address', async () => {
    serve((url) =>
      url.includes('/leaderboard')
        ? url.includes('page=3')
          ? board({ page: 3, total: 140, me: { rank: 120, page: 3 }, rows: [row('ravi', 120, 1)] })
          : board({ total: 140, me: { rank: 120, page: 3 } })
        : {},
    );
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: /Find me/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?page=3'));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-current')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'rated' } });
    expect(screen.getByTestId('where').textContent).toBe('?view=rated');
  });

  it('says when there is no such contest', async () => {
    serve((url) => (url.includes('/leaderboard') ? 404 : {}));
    renderBoard();
    expect(
      await screen.findByRole('heading', { name: 'This contest does not exist or is not open yet.' }),
    ).toBeTruthy();
  });
});
