import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useUserProfile } from '../api/get-user-profile';
import { chronological } from '../lib/rating-chart';
import { ContestHistory } from './contest-history';
import { ProfileHeader } from './profile-header';
import { ProfileSettings } from './profile-settings';
import { RatingCards } from './rating-cards';
import { RatingChart } from './rating-chart';

/** A user's profile: header, rating cards, Contest rating chart and history; the owner's settings. */
export function ProfileView({ username }: { username: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const profile = useUserProfile(username);
  const p = profile.data;
  usePageTitle(p ? t('profile.titleOf', { username: p.username }) : t('profile.title'));
  // The server sends them oldest first; sort anyway, as the chart's line joins them in this order.
  const history = useMemo(() => chronological(p?.contestHistory ?? []), [p]);
  const own = !!user && user.username.toLowerCase() === username.toLowerCase();

  if (profile.error instanceof ApiError && profile.error.status === 404)
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">{t('profile.notFound')}</h1>
        <p className="mt-2 text-base-content/80">{t('profile.notFoundBody', { username })}</p>
        <Link to={ROUTES.compete} className="btn btn-primary mt-6">
          {t('profile.toContests')}
        </Link>
      </div>
    );
  if (profile.isError)
    return <RetryAlert message={t('profile.loadFailed')} onRetry={() => profile.refetch()} />;
  if (!p)
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">{t('common.loading')}</span>
        <div className="flex items-center gap-4">
          <Skeleton className="h-20 w-20 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
        <Skeleton className="h-64" />
        <SkeletonRows rows={3} />
      </div>
    );
  return (
    <div className="space-y-8">
      <ProfileHeader profile={p} />
      <RatingCards profile={p} />
      <section aria-labelledby="chart-heading" className="space-y-4">
        <h2 id="chart-heading" className="text-xl font-semibold">
          {t('profile.chart.title')}
        </h2>
        {history.length === 0 ? (
          <div
            className="rounded-box border border-base-300 bg-base-100 p-6 text-center"
            data-testid="history-empty"
          >
            <p className="font-medium">{t('profile.chart.empty')}</p>
            <Link to={ROUTES.compete} className="btn btn-primary btn-sm mt-4">
              {t('profile.chart.toContests')}
            </Link>
          </div>
        ) : (
          <>
            <div className="rounded-box border border-base-300 bg-base-100 p-3">
              <RatingChart history={history} />
            </div>
            <h3 className="text-lg font-semibold">{t('profile.history.title')}</h3>
            <ContestHistory history={history} />
          </>
        )}
      </section>
      {own && user && <ProfileSettings user={user} />}
      <p className="text-sm">
        <Link to={ROUTES.ratingsExplained} className="link link-primary">
          {t('profile.howRatingsWork')}
        </Link>
      </p>
    </div>
  );
}
