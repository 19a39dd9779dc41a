import { SPRINT_WRONG_PENALTY_SECONDS } from '@preparena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useContest } from '../api/get-contest';
import { leaderboardKey, useLeaderboard } from '../api/get-leaderboard';
import { ContestMissing } from '../components/contest-missing';
import { Countdown } from '../components/countdown';
import { BoardHeader } from '../components/leaderboard/board-header';
import { BoardToolbar } from '../components/leaderboard/board-toolbar';
import { LeaderboardTable, MY_ROW_ID } from '../components/leaderboard/leaderboard-table';
import { useLeaderboardStream } from '../hooks/use-leaderboard-stream';
import { boardParams, type LeaderboardView } from '../lib/leaderboard';

/** /compete/{id}/leaderboard: a contest's standings, live (sprints), hidden (a live mock) or final. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [search, setSearch] = useSearchParams();
  const { page, view } = boardParams(search);
  const { user } = useSession();
  const client = useQueryClient();
  const board = useLeaderboard(id, page, view);
  const contest = useContest(id);
  const b = board.data;
  usePageTitle(b ? t('contests.board.titleOf', { title: b.title }) : t('contests.board.title'));
  const streaming = !!b && (b.phase !== 'final' || (b.rated && !b.ratingsApplied));
  const connected = useLeaderboardStream(id, page, view, streaming);
  const [findingMe, setFindingMe] = useState(false);

  const go = (next: { page?: number; view?: LeaderboardView }) => {
    const params = new URLSearchParams(search);
    const nextView = next.view ?? view;
    const nextPage = next.page ?? 1;
    if (nextView === 'all') params.delete('view');
    else params.set('view', nextView);
    if (nextPage === 1) params.delete('page');
    else params.set('page', String(nextPage));
    setSearch(params);
  };

  // After "Find me", once the caller's page is on screen, bring their row into view and focus it.
  const onMyPage = !!b && !board.isPlaceholderData && b.me?.page === b.page;
  useEffect(() => {
    if (!findingMe || !onMyPage) return;
    const row = document.getElementById(MY_ROW_ID);
    row?.scrollIntoView({ block: 'center' });
    row?.focus();
    setFindingMe(false);
  }, [findingMe, onMyPage]);

  const refreshBoard = useCallback(
    () => client.invalidateQueries({ queryKey: leaderboardKey(id, user?._id) }),
    [client, id, user?._id],
  );
  const missing = board.error instanceof ApiError && board.error.status === 404;
  const c = contest.data;
  const pages = b ? Math.max(1, Math.ceil(b.total / b.pageSize)) : 1;

  let body: React.ReactNode;
  if (missing) body = <ContestMissing />;
  else if (board.isError && !b)
    body = <RetryAlert message={t('contests.board.loadFailed')} onRetry={() => board.refetch()} />;
  else if (!b)
    body = (
      <>
        <h1 className="text-3xl font-bold">{t('contests.board.title')}</h1>
        <SkeletonRows />
      </>
    );
  else
    body = (
      <>
        <div>
          <h1 className="text-3xl font-bold">{t('contests.board.titleOf', { title: b.title })}</h1>
          <div className="mt-2">
            <BoardHeader board={b} live={connected} />
          </div>
        </div>
        {b.phase === 'hidden' ? (
          <div role="status" className="rounded-box border border-base-300 bg-base-100 p-6 text-center">
            <p className="text-lg font-medium" data-testid="hidden-board">
              {t('contests.board.hidden', { count: b.participants })}
            </p>
            {c?.endsAt && (
              <p className="mt-2 text-base-content/80">
                {t('contests.endsIn')}{' '}
                <Countdown
                  to={c.endsAt}
                  offset={c.clockOffset}
                  label={t('contests.endsIn')}
                  onElapsed={refreshBoard}
                  className="font-bold"
                />
              </p>
            )}
          </div>
        ) : (
          <>
            <BoardToolbar
              view={view}
              me={b.me}
              onView={(v) => go({ view: v })}
              onFindMe={() => {
                if (!b.me) return;
                setFindingMe(true);
                if (b.me.page !== page) go({ page: b.me.page });
              }}
            />
            {b.rows.length === 0 ? (
              <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center text-base-content/80">
                {t(`contests.board.empty.${view}`)}
              </p>
            ) : (
              <LeaderboardTable board={b} myUsername={user?.username} showVirtual={view !== 'virtual'} />
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-base-content/70">
                {b.format === 'sprint'
                  ? t('contests.board.penaltyNote', { minutes: SPRINT_WRONG_PENALTY_SECONDS / 60 })
                  : t('contests.board.timeNote')}
              </p>
              <Pagination page={b.page} pages={pages} onPage={(p) => go({ page: p })} />
            </div>
          </>
        )}
        {c?.status === 'live' && b.phase === 'live' && c.endsAt && (
          <p className="text-sm text-base-content/80">
            {t('contests.endsIn')}{' '}
            <Countdown
              to={c.endsAt}
              offset={c.clockOffset}
              label={t('contests.endsIn')}
              onElapsed={refreshBoard}
            />
          </p>
        )}
      </>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <Link to={routePath('contest', { id })} className="link link-hover text-sm">
        {t('contests.board.back')}
      </Link>
      {body}
    </div>
  );
}
