import { CONTEST_PROVISIONAL_CONTESTS, PRACTICE_PROVISIONAL_SOLVED } from '@preparena/shared';
import { Trophy } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledName } from '@/components/ui/rating-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/user-avatar';
import { routePath } from '@/config/paths';
import { type RatingKind, useTopRated } from '../api/get-top-rated';

const KINDS: readonly RatingKind[] = ['contest', 'practice'];

/** The ten best of one rating kind: rank, picture, name in its title's colour (to the profile), rating. */
function TopList({ kind }: { kind: RatingKind }) {
  const { t } = useTranslation();
  const top = useTopRated(kind);
  if (top.isError)
    return <RetryAlert message={t('contests.leaderboard.loadFailed')} onRetry={() => top.refetch()} />;
  if (!top.data)
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  if (top.data.rows.length === 0)
    return (
      <p className="text-sm text-base-content/80" data-testid="leaderboard-empty">
        {t(`contests.leaderboard.empty.${kind}`, {
          count: kind === 'contest' ? CONTEST_PROVISIONAL_CONTESTS : PRACTICE_PROVISIONAL_SOLVED,
        })}
      </p>
    );
  return (
    <ol className="space-y-1">
      {top.data.rows.map((row) => (
        <li key={row.username} className="flex items-center gap-2 rounded-lg px-1 py-1 text-sm">
          <span className="w-6 text-right font-semibold tabular-nums text-base-content/80">{row.rank}</span>
          <UserAvatar username={row.username} src={row.profilePicture} size={24} />
          <Link
            to={routePath('userProfile', { username: row.username })}
            className="link link-hover min-w-0 flex-1 truncate font-medium"
          >
            <TitledName name={row.username} rating={row.rating} />
          </Link>
          <span className="font-semibold tabular-nums">{row.rating}</span>
        </li>
      ))}
    </ol>
  );
}

/** The top-10 side panel of /compete: tabs for the Contest and the Practice rating. */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RatingKind>('contest');
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = kind === 'contest' ? 'practice' : 'contest';
    setKind(next);
    document.getElementById(`top-tab-${next}`)?.focus();
  };
  return (
    <aside
      aria-labelledby="leaderboard-heading"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="leaderboard-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Trophy size={18} aria-hidden="true" className="text-warning" />
        {t('contests.leaderboard.title')}
      </h2>
      <div role="tablist" aria-label={t('contests.leaderboard.kinds')} className="tabs tabs-box tabs-sm mt-3">
        {KINDS.map((k) => (
          <button
            key={k}
            id={`top-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={kind === k}
            aria-controls="top-panel"
            tabIndex={kind === k ? 0 : -1}
            className={`tab flex-1 ${kind === k ? 'tab-active' : ''}`}
            onClick={() => setKind(k)}
            onKeyDown={onKeyDown}
          >
            {t(`contests.leaderboard.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div id="top-panel" role="tabpanel" aria-labelledby={`top-tab-${kind}`} className="mt-3">
        <TopList kind={kind} />
      </div>
    </aside>
  );
}
