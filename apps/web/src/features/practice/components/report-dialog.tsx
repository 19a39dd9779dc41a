import { REPORT_REASONS, type ReportReason } from '@preparena/shared';
import { Flag } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useReport } from '../api/report-question';

/** Report a problem: becomes a contact message of type Report with the question and its language. */
export function ReportDialog({ number, lang }: { number: number; lang: 'en' | 'hi' }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const report = useReport(number);
  // No reason is chosen for the learner: one click must not file a false answer-key report.
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { reason, details, language: lang },
      {
        onSuccess: () => {
          toast.success(t('practice.report.thanks'));
          setDetails('');
          setReason('');
          dialog.current?.close();
        },
        onError: (error) => toast.error(errorMessage(error, t('practice.report.failed'))),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-1"
        onClick={() => dialog.current?.showModal()}
      >
        <Flag size={16} aria-hidden="true" />
        {t('practice.report.open')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="report-title">
        <form method="dialog" className="modal-box" onSubmit={submit}>
          <h2 id="report-title" className="text-lg font-bold">
            {t('practice.report.title', { number })}
          </h2>
          <label htmlFor="report-reason" className="label mt-4 mb-1 text-sm font-medium">
            {t('practice.report.reason')}
          </label>
          <select
            id="report-reason"
            className="select select-bordered w-full"
            value={reason}
            required
            onChange={(e) => setReason(e.target.value as ReportReason)}
          >
            <option value="" disabled>
              {t('practice.report.choose')}
            </option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`practice.report.reasons.${r}`)}
              </option>
            ))}
          </select>
          <label htmlFor="report-details" className="label mt-4 mb-1 text-sm font-medium">
            {t('practice.report.details')}
          </label>
          <textarea
            id="report-details"
            className="textarea textarea-bordered w-full"
            rows={4}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              {t('practice.report.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={report.isPending}>
              {t('practice.report.send')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
