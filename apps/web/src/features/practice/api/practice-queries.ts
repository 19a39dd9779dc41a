import type { AttemptResult, LocalisedText, QuestionDetail, QuestionList } from '@preparena/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

// Practice endpoints share the ['practice', user] key so an attempt refreshes table, summary and question.

export interface PracticeSummary {
  questions: number;
  topics: number;
  user: null | {
    solved: number;
    attempted: number;
    byDifficulty: Record<'easy' | 'medium' | 'hard', number>;
    byCourse: { course: string; title: LocalisedText; solved: number }[];
    rating: number;
    title: string;
    provisional: boolean;
    calendar: { day: string; solved: number; attempted: number }[];
    today: string;
    streak: { current: number; longest: number };
  };
}

export interface Submission {
  answer: number[] | number;
  correct: boolean;
  seconds: number;
  ratingChange: number;
  createdAt: string;
}

export interface QuestionAnalytics {
  attempts: number;
  accuracy: number | null;
  medianSeconds: number | null;
  yourSeconds: number | null;
  optionCounts: number[];
  histogram: { upTo: number; count: number }[];
}

const key = (userId: string | undefined) => ['practice', userId ?? 'visitor'] as const;

export function useQuestionList(query: string) {
  const { user, loading } = useSession();
  return useQuery({
    queryKey: [...key(user?._id), 'list', query],
    queryFn: ({ signal }) => api<QuestionList>(`/api/questions?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: !loading,
  });
}

export function usePracticeSummary() {
  const { user, loading } = useSession();
  return useQuery({
    queryKey: [...key(user?._id), 'summary'],
    queryFn: ({ signal }) => api<PracticeSummary>('/api/practice/summary', { signal }),
    enabled: !loading,
  });
}

export const questionQueryOptions = (number: number, userId?: string) =>
  queryOptions({
    queryKey: [...key(userId), 'question', number],
    queryFn: ({ signal }) => api<QuestionDetail>(`/api/questions/${number}`, { signal }),
  });

export function useQuestion(number: number) {
  const { user, loading } = useSession();
  return useQuery({ ...questionQueryOptions(number, user?._id), enabled: !loading && number > 0 });
}

export function useQuestionExtra<T>(
  number: number,
  part: 'neighbours' | 'submissions' | 'similar' | 'analytics',
  query = '',
  enabled = true,
) {
  const { user, loading } = useSession();
  return useQuery({
    queryKey: [...key(user?._id), part, number, query],
    queryFn: ({ signal }) =>
      api<T>(`/api/questions/${number}/${part}${query ? `?${query}` : ''}`, { signal }),
    enabled: enabled && !loading && number > 0,
  });
}

function usePracticeMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['practice'] }),
  });
}

export const useSubmitAttempt = (number: number) =>
  usePracticeMutation((body: { answer: number[] | number; seconds: number }) =>
    api<AttemptResult>(`/api/questions/${number}/attempts`, { method: 'POST', body }),
  );

export const useReveal = (number: number) =>
  usePracticeMutation(() => api(`/api/questions/${number}/reveal`, { method: 'POST', body: {} }));

export const useReaction = (number: number) =>
  usePracticeMutation((reaction: 'like' | 'dislike' | null) =>
    api(`/api/questions/${number}/reaction`, { method: 'PUT', body: { reaction } }),
  );

export const useReport = (number: number) =>
  useMutation({
    mutationFn: (body: { reason: string; details: string; language: 'en' | 'hi' }) =>
      api<{ message: string }>(`/api/questions/${number}/report`, { method: 'POST', body }),
  });
