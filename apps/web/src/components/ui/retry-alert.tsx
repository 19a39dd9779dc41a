import { useTranslation } from 'react-i18next';

/** A failed load: what failed, and a Try again button. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-warning">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
