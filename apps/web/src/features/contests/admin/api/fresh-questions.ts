import type { FreshQuestionsInput, freshQuestionsResultSchema } from '@preparena/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type FreshQuestionsResult = z.infer<typeof freshQuestionsResultSchema>;

export const createFreshQuestions = (body: FreshQuestionsInput) =>
  api<FreshQuestionsResult>('/api/admin/contests/fresh-questions', { method: 'POST', body });

/** New, never-published variants of the chosen topics' generators, held back until the contest ends. */
export const useFreshQuestions = () => useMutation({ mutationFn: createFreshQuestions });
