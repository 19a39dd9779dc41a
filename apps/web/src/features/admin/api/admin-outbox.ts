import type { OutboxMail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-outbox'],
    queryFn: ({ signal }) =>
      api<{ items: OutboxMail[]; mode: 'smtp' | 'outbox' }>('/api/admin/outbox', { signal }),
  });

export const useAdminOutbox = () => useQuery(adminOutboxQueryOptions());
