import type { OutboxMail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Outbox {
  items: OutboxMail[];
  mode: 'smtp' | 'outbox';
}

export const getOutbox = (signal?: AbortSignal) => api<Outbox>('/api/admin/outbox', { signal });

export const adminOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
  });

/** The mails the server sent while no SMTP server is configured. */
export const useAdminOutbox = () => useQuery(adminOutboxQueryOptions());
