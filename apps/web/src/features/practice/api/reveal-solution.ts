import type { RevealResult } from '@preparena/shared';
import { api } from '@/lib/api-client';
import { usePracticeMutation } from '../hooks/use-practice-mutation';

export const revealSolution = (number: number) =>
  api<RevealResult>(`/api/questions/${number}/reveal`, { method: 'POST', body: {} });

/** Shows the solution before an attempt (the question then counts as attempted). */
export const useReveal = (number: number) => usePracticeMutation(() => revealSolution(number));
