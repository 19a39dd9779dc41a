import type { CourseDetail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { learnKey } from './learn-key';

export const getCourse = (course: string, signal?: AbortSignal) =>
  api<CourseDetail>(`/api/courses/${encodeURIComponent(course)}`, { signal });

export const courseQueryOptions = (course: string, userId?: string) =>
  queryOptions({
    queryKey: [...learnKey(userId), 'course', course],
    queryFn: ({ signal }) => getCourse(course, signal),
  });

/** One course (by slug or id) with its sections and topics. */
export function useCourse(course: string) {
  const { user, loading } = useSession();
  return useQuery({ ...courseQueryOptions(course, user?._id), enabled: !loading });
}
