import type { QuestionAnalytics } from '@preparena/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { AnalyticsTab } from './question-tabs';

const stats = (optionCounts: number[] | null): QuestionAnalytics => ({
  attempts: 4,
  accuracy: 0.5,
  medianSeconds: 40,
  yourSeconds: null,
  optionCounts,
  histogram: [{ upTo: 60, count: 4 }],
});

function renderWith(body: QuestionAnalytics) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <AnalyticsTab number={7} />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('analytics tab', () => {
  it('shows a note instead of the chosen options before the learner answered', async () => {
    renderWith(stats(null));
    expect(await screen.findByTestId('options-hidden')).toHaveProperty(
      'textContent',
      'Answer first to see how others chose.',
    );
    expect(screen.queryByText('Chosen options')).toBeNull();
    expect(screen.getByText('50%')).toBeTruthy();
  });

  it('draws the chosen options once the server sends them', async () => {
    renderWith(stats([1, 3, 0, 0]));
    expect(await screen.findByText('Chosen options')).toBeTruthy();
    expect(screen.queryByTestId('options-hidden')).toBeNull();
  });
});
