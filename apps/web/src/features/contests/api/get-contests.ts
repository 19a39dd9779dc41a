import type { ContestListQuery, contestListSchema } from '@preparena/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { clockOffset } from '../lib/server-clock';
import { contestsKey } from './contests-key';

/** The list with the offset of the server's clock from the device's (countdowns follow the server). */
export type ContestList = z.infer<typeof contestListSchema> & { clockOffset: number };

/** The query string of a list request, without empty filters. */
export function contestListQueryString(query: ContestListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.toString();
}

export const getContests = async (query: ContestListQuery, signal?: AbortSignal): Promise<ContestList> => {
  const search = contestListQueryString(query);
  const list = await api<z.infer<typeof contestListSchema>>(`/api/contests${search ? `?${search}` : ''}`, {
    signal,
  });
  return { ...list, clockOffset: clockOffset(list.serverNow, Date.now()) };
};

export const contestsQueryOptions = (query: ContestListQuery, userId?: string) =>
  queryOptions({
    queryKey: [...contestsKey(userId), 'list', contestListQueryString(query)],
    queryFn: ({ signal }) => getContests(query, signal),
    placeholderData: keepPreviousData,
  });

/** Contests matching the filters, each with the caller's registration and newest participation. */
export function useContests(query: ContestListQuery) {
  const { user, loading } = useSession();
  return useQuery({ ...contestsQueryOptions(query, user?._id), enabled: !loading });
}
