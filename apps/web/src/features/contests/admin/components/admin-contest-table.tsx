import type { AdminContestRow } from '@preparena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { useCancelContest } from '../api/cancel-contest';
import { adminContestQueryOptions } from '../api/get-admin-contest';
import { useUpdateContest } from '../api/update-contest';
import { adminContestToForm, formToContestInput } from './contest-form-mapping';

/** Editing is for contests that have not started (any-time tests keep their settings editable). */
const canEdit = (c: AdminContestRow) =>
  c.status === 'draft' || c.status === 'upcoming' || (c.startsAt === null && c.status !== 'cancelled');
const canCancel = (c: AdminContestRow) => c.status !== 'cancelled' && c.status !== 'past';

/** The admin table: Title, Start Time, Duration, Status, Actions (edit, preview, publish, cancel). */
export function AdminContestTable({
  items,
  onEdit,
  onPreview,
}: {
  items: AdminContestRow[];
  onEdit: (id: string) => void;
  onPreview: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const update = useUpdateContest();
  const cancel = useCancelContest();
  const dialog = useRef<HTMLDialogElement>(null);
  const [toCancel, setToCancel] = useState<AdminContestRow | null>(null);

  const publish = async (row: AdminContestRow) => {
    try {
      const contest = await client.fetchQuery(adminContestQueryOptions(row.id));
      await update.mutateAsync({
        id: row.id,
        body: formToContestInput({ ...adminContestToForm(contest), status: 'published' }),
      });
      toast.success(t('contests.admin.published', { title: row.title }));
    } catch (error) {
      toast.error(errorMessage(error, t('contests.admin.saveFailed')));
    }
  };
  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast.success(t('contests.admin.cancelled', { title: toCancel.title }));
        dialog.current?.close();
      },
      onError: (error) => toast.error(errorMessage(error, t('contests.admin.saveFailed'))),
    });
  };

  return (
    <>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('contests.admin.columns.title')}</th>
              <th scope="col">{t('contests.admin.columns.startTime')}</th>
              <th scope="col">{t('contests.admin.columns.duration')}</th>
              <th scope="col">{t('contests.admin.columns.status')}</th>
              <th scope="col">{t('contests.admin.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="min-w-48 font-medium">
                  {c.title}
                  <div className="text-xs font-normal text-base-content/70">
                    {t(`contests.format.${c.format}`)}
                    {c.exam ? ` · ${c.exam}` : ''} ·{' '}
                    {t('contests.admin.questionCount', { count: c.questionCount })} ·{' '}
                    {t('contests.admin.participants', { count: c.participants })}
                  </div>
                </th>
                <td>{c.startsAt ? formatDateTime(c.startsAt, i18n.language) : t('contests.anytime')}</td>
                <td>{t('contests.minutes', { count: c.durationMinutes })}</td>
                <td>
                  <span className="badge badge-ghost">{t(`contests.status.${c.status}`)}</span>
                </td>
                <td>
                  <div className="flex flex-wrap gap-1">
                    {canEdit(c) && (
                      <button
                        type="button"
                        className="btn btn-xs"
                        onClick={() => onEdit(c.id)}
                        aria-label={t('contests.admin.editOf', { title: c.title })}
                      >
                        {t('contests.admin.edit')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-xs"
                      onClick={() => onPreview(c.id)}
                      aria-label={t('contests.admin.previewOf', { title: c.title })}
                    >
                      {t('contests.admin.preview')}
                    </button>
                    {c.status === 'draft' && (
                      <button
                        type="button"
                        className="btn btn-xs btn-primary"
                        disabled={update.isPending}
                        onClick={() => publish(c)}
                        aria-label={t('contests.admin.publishOf', { title: c.title })}
                      >
                        {t('contests.admin.publish')}
                      </button>
                    )}
                    {canCancel(c) && (
                      <button
                        type="button"
                        className="btn btn-xs btn-ghost border-current text-red-700 dark:text-red-400"
                        onClick={() => {
                          setToCancel(c);
                          dialog.current?.showModal();
                        }}
                        aria-label={t('contests.admin.cancelOf', { title: c.title })}
                      >
                        {t('contests.admin.cancel')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dialog ref={dialog} className="modal" aria-labelledby="cancel-contest-title">
        <div className="modal-box">
          <h3 id="cancel-contest-title" className="text-lg font-bold">
            {t('contests.admin.cancelTitle', { title: toCancel?.title ?? '' })}
          </h3>
          <p className="mt-2">{t('contests.admin.cancelBody')}</p>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              {t('contests.admin.keep')}
            </button>
            <button
              type="button"
              className="btn btn-error"
              onClick={confirmCancel}
              disabled={cancel.isPending}
            >
              {t('contests.admin.cancelConfirm')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
