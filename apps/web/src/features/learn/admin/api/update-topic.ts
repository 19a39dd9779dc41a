import type { UpdateTopicInput } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const updateTopic = (id: string, body: UpdateTopicInput) =>
  api(`/api/admin/topics/${id}`, { method: 'PATCH', body });
