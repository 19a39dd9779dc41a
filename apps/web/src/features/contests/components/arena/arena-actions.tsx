import type { ArenaQuestion, ContestFormat } from '@preparena/shared';
import { CheckCircle2, ChevronLeft, ChevronRight, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/marks';

/** Previous / Next, and the format's own buttons: mock save / mark / clear, or a sprint's Submit. */
export function ArenaActions({
  format,
  question,
  answerable,
  pending,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onSave,
  onMark,
  onClear,
}: {
  format: ContestFormat;
  question: ArenaQuestion;
  answerable: boolean;
  pending: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  onMark: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const spinner = pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />;
  const verdict = question.verdict;
  return (
    <div className="mt-6 space-y-3">
      {format === 'sprint' && verdict && (
        <div
          role="status"
          className={`flex flex-wrap items-center gap-3 rounded-box border p-3 ${
            verdict.correct
              ? 'border-success bg-success/10 text-green-800 dark:text-green-300'
              : 'border-error bg-error/10 text-red-800 dark:text-red-300'
          }`}
          data-testid="sprint-verdict"
        >
          {verdict.correct ? (
            <CheckCircle2 size={20} aria-hidden="true" />
          ) : (
            <XCircle size={20} aria-hidden="true" />
          )}
          <span className="font-semibold">
            {verdict.correct ? t('contests.arena.correct') : t('contests.arena.wrong')}
          </span>
          <span>{t('contests.review.points', { points: formatScore(verdict.points, true) })}</span>
          <span className="text-sm">{t('contests.arena.locked')}</span>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-sm" onClick={onPrevious} disabled={!hasPrevious}>
          <ChevronLeft size={16} aria-hidden="true" />
          {t('contests.arena.previous')}
        </button>
        {format === 'mock' ? (
          <>
            <button
              type="button"
              className="btn btn-sm bg-purple-700 text-white hover:bg-purple-800"
              onClick={onMark}
              disabled={!answerable || pending}
            >
              {t('contests.arena.markAndNext')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={onClear}
              disabled={!answerable || pending}
            >
              {t('contests.arena.clear')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-success"
              onClick={onSave}
              disabled={!answerable || pending}
            >
              {spinner}
              {t('contests.arena.saveAndNext')}
            </button>
          </>
        ) : (
          !verdict && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={onSave}
              disabled={!answerable || pending}
            >
              {spinner}
              {t('contests.arena.submit')}
            </button>
          )
        )}
        <button type="button" className="btn btn-sm ml-auto" onClick={onNext} disabled={!hasNext}>
          {t('contests.arena.next')}
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
