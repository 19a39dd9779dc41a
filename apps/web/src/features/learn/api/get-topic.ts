import type { TopicDetail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { withTypesetFonts } from '@/lib/typeset-fonts';
import { learnKey } from './learn-key';

export const getTopic = (course: string, topic: string, signal?: AbortSignal) =>
  api<TopicDetail>(`/api/courses/${encodeURIComponent(course)}/topics/${encodeURIComponent(topic)}`, {
    signal,
  });

export const topicQueryOptions = (course: string, topic: string, userId?: string) =>
  queryOptions({
    queryKey: [...learnKey(userId), 'topic', course, topic],
    queryFn: ({ signal }) => withTypesetFonts(getTopic(course, topic, signal)),
  });

/** One topic with its lesson and its neighbours in the course. */
export function useTopic(course: string, topic: string) {
  const { user, loading } = useSession();
  return useQuery({ ...topicQueryOptions(course, topic, user?._id), enabled: !loading });
}
