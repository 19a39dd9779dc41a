import type { AttemptInput, AttemptResult } from '@preparena/shared';
import { api } from '@/lib/api-client';
import { usePracticeMutation } from '../hooks/use-practice-mutation';

export type { AttemptInput };

/** A 401 is the answer panel's to handle: it keeps the answer and asks to sign in again in place. */
export const submitAttempt = (number: number, body: AttemptInput) =>
  api<AttemptResult>(`/api/questions/${number}/attempts`, { method: 'POST', body, ownUnauthorized: true });

/** Submits an answer; the table, summary and question refresh after it. */
export const useSubmitAttempt = (number: number) =>
  usePracticeMutation((body: AttemptInput) => submitAttempt(number, body));
