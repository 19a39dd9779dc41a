import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './report-dialog';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no modal dialogs: closing one only drops its open attribute here.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function renderDialog() {
  const fetch = vi.fn(
    async () => new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportDialog number={12} lang="en" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the report dialog', () => {
  it('chooses no reason for the learner and sends nothing until one is chosen', async () => {
    const fetch = renderDialog();
    const reason = screen.getByLabelText('What is wrong?') as HTMLSelectElement;
    expect(reason.value).toBe('');
    expect(reason.required).toBe(true);
    fireEvent.submit(reason.form as HTMLFormElement);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'typo' } });
    fireEvent.submit(reason.form as HTMLFormElement);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ reason: 'typo', language: 'en' });
    // Sent: the next report starts again without a reason.
    await waitFor(() => expect(reason.value).toBe(''));
  });
});
