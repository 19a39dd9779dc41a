import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useContests } from '../api/get-contests';
import { ContestFilters } from '../components/contest-filters';
import { LeaderboardPanel } from '../components/leaderboard-panel';
import { groupSchedule, SCHEDULE_GROUPS, ScheduleTable } from '../components/schedule-table';
import { useContestFilters } from '../hooks/use-contest-filters';

/** /compete: the Contests Schedule (live, upcoming, past) beside the top-10 leaderboard panel. */
export function ContestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.title'));
  const { format, exam } = useContestFilters();
  const list = useContests({ schedule: 'scheduled', format, exam });
  const groups = list.data ? groupSchedule(list.data.items) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('contests.title')}</h1>
      <p className="mt-2 max-w-3xl text-base-content/80">{t('contests.subtitle')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="schedule-heading" className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="schedule-heading" className="text-2xl font-semibold">
              {t('contests.schedule.title')}
            </h2>
            <ContestFilters />
          </div>
          {list.isError ? (
            <div className="mt-6">
              <RetryAlert message={t('contests.loadFailed')} onRetry={() => list.refetch()} />
            </div>
          ) : !groups ? (
            <div className="mt-6">
              <SkeletonRows />
            </div>
          ) : (
            SCHEDULE_GROUPS.map((g) => (
              <ScheduleTable key={g} group={g} items={groups[g]} offset={list.data?.clockOffset ?? 0} />
            ))
          )}
        </section>
        <LeaderboardPanel />
      </div>
    </div>
  );
}
