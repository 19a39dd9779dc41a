import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useFinishParticipation } from '../../api/finish-participation';

/** "Finish test" with a confirmation that says how many questions are still unanswered. */
export function FinishDialog({
  participationId,
  unanswered,
  onFinished,
}: {
  participationId: string;
  unanswered: number;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const finish = useFinishParticipation(participationId);
  const confirm = () =>
    finish.mutate(undefined, {
      onSuccess: () => {
        dialog.current?.close();
        onFinished();
      },
      onError: (error) => toast.error(errorMessage(error, t('contests.arena.finishFailed'))),
    });
  return (
    <>
      <button type="button" className="btn btn-sm btn-error" onClick={() => dialog.current?.showModal()}>
        {t('contests.arena.finish')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="finish-title">
        <div className="modal-box">
          <h2 id="finish-title" className="text-lg font-bold">
            {t('contests.arena.finishTitle')}
          </h2>
          <p className="mt-2">{t('contests.arena.finishBody', { count: unanswered })}</p>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              {t('contests.arena.keepGoing')}
            </button>
            <button type="button" className="btn btn-error" onClick={confirm} disabled={finish.isPending}>
              {finish.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('contests.arena.finishConfirm')}
            </button>
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit">{t('contests.arena.keepGoing')}</button>
        </form>
      </dialog>
    </>
  );
}
