import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCreateContest } from '../api/create-contest';
import { useAdminContest } from '../api/get-admin-contest';
import { useUpdateContest } from '../api/update-contest';
import { ContestForm } from './contest-form';
import { adminContestToForm, type ContestInputValues, EMPTY_CONTEST } from './contest-form-mapping';

/** Create Contest (id null) or edit one: loads it, then saves with POST or PUT. */
export function ContestEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const contest = useAdminContest(id);
  const create = useCreateContest();
  const update = useUpdateContest();
  const save = (body: ContestInputValues) => {
    const options = {
      onSuccess: () => {
        toast.success(t('contests.admin.saved'));
        onDone();
      },
      onError: (error: unknown) => toast.error(errorMessage(error, t('contests.admin.saveFailed'))),
    };
    if (id) update.mutate({ id, body }, options);
    else create.mutate(body, options);
  };
  return (
    <section aria-labelledby="contest-editor-heading" className="space-y-4">
      <h2 id="contest-editor-heading" className="text-xl font-semibold">
        {id
          ? t('contests.admin.editTitle', { title: contest.data?.title ?? '' })
          : t('contests.admin.create')}
      </h2>
      {id && contest.isError ? (
        <RetryAlert message={t('contests.admin.loadFailed')} onRetry={() => contest.refetch()} />
      ) : id && !contest.data ? (
        <SkeletonRows rows={6} />
      ) : (
        <ContestForm
          defaultValues={contest.data ? adminContestToForm(contest.data) : EMPTY_CONTEST}
          questionsLocked={contest.data ? !contest.data.editable : false}
          pending={create.isPending || update.isPending}
          onSubmit={save}
          onCancel={onDone}
        />
      )}
    </section>
  );
}
