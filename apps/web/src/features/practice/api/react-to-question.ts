import type { Reaction, ReactionResult } from '@preparena/shared';
import { api } from '@/lib/api-client';
import { usePracticeMutation } from '../hooks/use-practice-mutation';

export const reactToQuestion = (number: number, reaction: Reaction | null) =>
  api<ReactionResult>(`/api/questions/${number}/reaction`, { method: 'PUT', body: { reaction } });

/** Likes, dislikes or clears the user's reaction to a question. */
export const useReaction = (number: number) =>
  usePracticeMutation((reaction: Reaction | null) => reactToQuestion(number, reaction));
