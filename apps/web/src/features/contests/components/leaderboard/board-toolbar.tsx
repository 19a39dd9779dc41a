import type { Leaderboard } from '@preparena/shared';
import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_VIEWS, type LeaderboardView } from '../../lib/leaderboard';

/** The view filter (All / Rated only / Virtual) and "Find me" (the caller's page and row). */
export function BoardToolbar({
  view,
  me,
  onView,
  onFindMe,
}: {
  view: LeaderboardView;
  me: Leaderboard['me'];
  onView: (view: LeaderboardView) => void;
  onFindMe: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="leaderboard-view" className="label mb-1 text-sm font-medium">
          {t('contests.board.view')}
        </label>
        <select
          id="leaderboard-view"
          className="select select-bordered select-sm"
          value={view}
          onChange={(e) => onView(e.target.value as LeaderboardView)}
        >
          {LEADERBOARD_VIEWS.map((v) => (
            <option key={v} value={v}>
              {t(`contests.board.views.${v}`)}
            </option>
          ))}
        </select>
      </div>
      {me && (
        <button type="button" className="btn btn-sm btn-outline gap-1" onClick={onFindMe}>
          <LocateFixed size={16} aria-hidden="true" />
          {t('contests.board.findMe')}
          <span className="font-normal">({t('contests.board.yourRank', { rank: me.rank })})</span>
        </button>
      )}
    </div>
  );
}
