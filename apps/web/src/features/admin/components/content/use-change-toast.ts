import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useContentChange } from '../../api/admin-content';

/** A content change with the success and failure toasts every admin content form shows. */
export function useChangeWithToast() {
  const { t } = useTranslation();
  const change = useContentChange();
  const run = (args: Parameters<typeof change.mutate>[0], onDone?: () => void) =>
    change.mutate(args, {
      onSuccess: () => {
        toast.success(t('admin.content.saved'));
        onDone?.();
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.content.saveFailed'))),
    });
  return { run, pending: change.isPending };
}
