import type { CourseCard, CourseDetail, TopicDetail, TopicProgressResult } from '@preparena/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

// The Learn endpoints share their cache keys (a lesson mark refreshes cards, course and topic).

const userKey = (userId: string | undefined) => userId ?? 'visitor';

export const coursesQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: ['learn', userKey(userId), 'courses'],
    queryFn: ({ signal }) => api<CourseCard[]>('/api/courses', { signal }),
  });

export const courseQueryOptions = (course: string, userId?: string) =>
  queryOptions({
    queryKey: ['learn', userKey(userId), 'course', course],
    queryFn: ({ signal }) => api<CourseDetail>(`/api/courses/${encodeURIComponent(course)}`, { signal }),
  });

export const topicQueryOptions = (course: string, topic: string, userId?: string) =>
  queryOptions({
    queryKey: ['learn', userKey(userId), 'topic', course, topic],
    queryFn: ({ signal }) =>
      api<TopicDetail>(`/api/courses/${encodeURIComponent(course)}/topics/${encodeURIComponent(topic)}`, {
        signal,
      }),
  });

export function useCourses() {
  const { user, loading } = useSession();
  return useQuery({ ...coursesQueryOptions(user?._id), enabled: !loading });
}

export function useCourse(course: string) {
  const { user, loading } = useSession();
  return useQuery({ ...courseQueryOptions(course, user?._id), enabled: !loading });
}

export function useTopic(course: string, topic: string) {
  const { user, loading } = useSession();
  return useQuery({ ...topicQueryOptions(course, topic, user?._id), enabled: !loading });
}

export function useMarkTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, course, completed }: { topic: string; course: string; completed: boolean }) =>
      api<TopicProgressResult>(`/api/progress/topics/${encodeURIComponent(topic)}`, {
        method: 'PUT',
        body: { completed, course },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learn'] }),
  });
}
