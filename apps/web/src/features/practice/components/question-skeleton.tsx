import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The question page while it loads, laid out as the page will be (number and badges, title, tabs,
 * statement, then the options), so nothing jumps when the question arrives.
 */
export function QuestionSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="question-skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="mt-3 h-8 w-2/3" />
      <Skeleton className="mt-5 h-10 w-full max-w-md" />
      <div className="mt-6 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="mt-6 space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-box" />
        ))}
      </div>
    </div>
  );
}
