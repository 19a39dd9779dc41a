import type { PracticeSummary } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export type { PracticeSummary };

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
