import type { FreshQuestionsInput } from '@preparena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FreshQuestionsResult } from './fresh-questions';

export const pickBankQuestions = (body: FreshQuestionsInput) =>
  api<FreshQuestionsResult>('/api/admin/contests/bank-questions', { method: 'POST', body });

/** Published bank questions of the chosen topics (and difficulty), picked at random. */
export const useBankQuestions = () => useMutation({ mutationFn: pickBankQuestions });
