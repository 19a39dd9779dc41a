import type { CourseCard } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { learnKey } from './learn-key';

export const getCourses = (signal?: AbortSignal) => api<CourseCard[]>('/api/courses', { signal });

export const coursesQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: [...learnKey(userId), 'courses'],
    queryFn: ({ signal }) => getCourses(signal),
  });

/** The course cards of /learn, with the signed-in user's progress. */
export function useCourses() {
  const { user, loading } = useSession();
  return useQuery({ ...coursesQueryOptions(user?._id), enabled: !loading });
}
