import type { CreateTopicInput } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const createTopic = (body: CreateTopicInput) => api('/api/admin/topics', { method: 'POST', body });
