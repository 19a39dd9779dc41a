import type { LocalisedText } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

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

export const getPracticeSummary = (signal?: AbortSignal) =>
  api<PracticeSummary>('/api/practice/summary', { signal });

export const practiceSummaryQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'summary'],
    queryFn: ({ signal }) => getPracticeSummary(signal),
  });

/** The counters and the side summary of /practice (the user's part only when signed in). */
export function usePracticeSummary() {
  const { user, loading } = useSession();
  return useQuery({ ...practiceSummaryQueryOptions(user?._id), enabled: !loading });
}
