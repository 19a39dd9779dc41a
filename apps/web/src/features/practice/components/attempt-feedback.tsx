import type { AttemptResult, QuestionAnswer } from '@preparena/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRatingChange } from '@/components/ui/rating-title';

/**
 * Right or wrong, the rating change, and after a miss the two ways on: "Try again" with the key
 * still hidden, or "Show solution" (which counts as revealed: RATINGS.md rule 5).
 */
export function AttemptFeedback({
  result,
  answerKey,
  onTryAgain,
  onShowSolution,
  revealing,
}: {
  result: AttemptResult;
  /** The key, once the learner may see it (a right answer or a reveal). */
  answerKey: QuestionAnswer | null;
  onTryAgain: () => void;
  onShowSolution: () => void;
  revealing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`alert mt-4 items-start ${result.correct ? 'alert-success' : 'alert-error'} alert-soft`}
      data-testid="attempt-result"
    >
      {result.correct ? (
        <CheckCircle2 size={20} aria-hidden="true" />
      ) : (
        <XCircle size={20} aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold">{result.correct ? t('practice.right') : t('practice.wrong')}</p>
        {answerKey?.kind === 'numeric' && <p>{t('practice.correctValue', { value: answerKey.value })}</p>}
        {!result.correct && !answerKey && <p className="text-sm">{t('practice.wrongHint')}</p>}
        <p className="text-sm" data-testid="rating-change">
          {result.ratingChange === 0
            ? t('practice.noRatingChange', { rating: result.rating })
            : t('practice.ratingChange', {
                // Whole points, as the rating itself is shown: "+12", "−33".
                change: formatRatingChange(0, Math.round(result.ratingChange)),
                rating: result.rating,
              })}
        </p>
        {!result.correct && (
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-primary" onClick={onTryAgain}>
              {t('practice.tryAgain')}
            </button>
            {!answerKey && (
              <button type="button" className="btn btn-sm" onClick={onShowSolution} disabled={revealing}>
                {revealing && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {t('practice.showSolution')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
