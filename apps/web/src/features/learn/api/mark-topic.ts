import type { TopicProgressResult } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MarkTopicInput {
  topic: string;
  course: string;
  completed: boolean;
}

export const markTopic = ({ topic, course, completed }: MarkTopicInput) =>
  api<TopicProgressResult>(`/api/progress/topics/${encodeURIComponent(topic)}`, {
    method: 'PUT',
    body: { completed, course },
  });

/** Marks a lesson done or not done; refreshes every Learn view. */
export function useMarkTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markTopic,
    onSuccess: () => client.invalidateQueries({ queryKey: ['learn'] }),
  });
}
