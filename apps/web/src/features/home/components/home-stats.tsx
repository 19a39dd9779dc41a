import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteStats } from '../api/get-site-stats';

const KEYS = ['questions', 'topics', 'courses', 'learners'] as const;

/** Four numbers counted in the database. */
export function HomeStats() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useSiteStats();
  if (isError) {
    return <RetryAlert message={t('home.statsError')} onRetry={() => refetch()} />;
  }
  const format = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={isPending}>
      {KEYS.map((key) => (
        <div key={key} className="rounded-2xl border border-base-300 bg-base-100 p-5 text-center shadow-sm">
          <dt className="text-sm text-base-content/70">{t(`home.stats.${key}`)}</dt>
          <dd className="mt-1 text-3xl font-bold text-primary" data-testid={`stat-${key}`}>
            {isPending ? <Skeleton className="mx-auto h-9 w-20" /> : format.format(data[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
