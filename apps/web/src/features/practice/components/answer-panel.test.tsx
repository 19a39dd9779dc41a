import type { AttemptResult, PublicUser, QuestionDetail } from '@preparena/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { writeSession } from '@/lib/session/session-store';
import { readPendingAttempt } from '../hooks/pending-attempt';
import { AnswerPanel } from './answer-panel';

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const question = {
  number: 42,
  title: 'Two trains',
  type: 'single',
  statement: 'Which?',
  options: ['10', '20', '30', '40'],
  difficulty: 'easy',
  difficultyRating: 1200,
  expectedSeconds: 60,
  exams: [],
  topic: { slug: 'averages', title: 'Averages' },
  likes: 0,
  dislikes: 0,
  set: null,
  reaction: null,
  attempted: false,
  solved: false,
  revealed: false,
  answer: null,
  solution: null,
  rendered: {},
} as unknown as QuestionDetail; // a hand-made page: only what the panel reads

const miss: AttemptResult = {
  correct: false,
  answer: null,
  solution: null,
  ratingChange: -12.4,
  rating: 1188,
  provisional: true,
  solvedCount: 0,
  rendered: {},
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel(responses: Response[]) {
  const fetch = vi.fn(async () => responses.shift() ?? json({ message: 'unexpected' }, 500));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/question/42']}>
        <SessionProvider>
          <AnswerPanel question={question} lang="en" seconds={30} onSubmitted={() => {}} />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  writeSession('token', { _id: 'u1', username: 'asha' } as PublicUser);
});
afterEach(() => vi.unstubAllGlobals());

describe('the answer panel', () => {
  it('keeps the key hidden after a miss, offering Try again and Show solution', async () => {
    renderPanel([json(miss)]);
    fireEvent.click(screen.getByLabelText('20'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Not quite.');
    expect(screen.getByText('Try again (the answer stays hidden) or see the worked solution.')).toBeTruthy();
    expect(screen.queryByLabelText('Correct answer')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Solution' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show solution' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect((screen.getByLabelText('20') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the answer after a server failure and sends it again on request', async () => {
    const fetch = renderPanel([json({ message: 'Internal Server Error' }, 503), json(miss)]);
    fireEvent.click(screen.getByLabelText('30'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('We could not save your answer just now. It is kept here; please send it again.');
    expect(readPendingAttempt(42)).toEqual({ answer: [2], seconds: 30 });
    expect((screen.getByLabelText('30') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByText('Not quite.');
    const sent = fetch.mock.calls.filter((c) => String((c as unknown[])[0]).endsWith('/attempts'));
    expect(sent).toHaveLength(2);
    expect(readPendingAttempt(42)).toBeNull();
  });

  it('asks to sign in again in place when the session ended, keeping the answer', async () => {
    renderPanel([json({ message: 'Please log in', code: 'UNAUTHORIZED' }, 401)]);
    fireEvent.click(screen.getByLabelText('40'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Sign in again' })).toBeTruthy();
    expect(readPendingAttempt(42)).toEqual({ answer: [3], seconds: 30 });
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
