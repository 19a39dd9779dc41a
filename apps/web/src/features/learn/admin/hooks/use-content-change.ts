import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

/**
 * Runs one admin content call (create, update or reorder) with the toasts every content form shows;
 * a success refreshes the admin lists and the public Learn cache.
 */
export function useContentChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (send: () => Promise<unknown>) => send(),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin-content'] });
      await client.invalidateQueries({ queryKey: ['learn'] });
    },
  });
  const run = (send: () => Promise<unknown>, onDone?: () => void) =>
    change.mutate(send, {
      onSuccess: () => {
        toast.success(t('admin.content.saved'));
        onDone?.();
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.content.saveFailed'))),
    });
  return { run, pending: change.isPending };
}
