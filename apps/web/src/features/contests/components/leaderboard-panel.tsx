import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The top-10 side panel of /compete. Rankings (all-time contest points, then the Contest rating)
 * come with the leaderboard issue; until then it says so instead of showing made-up numbers.
 */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="leaderboard-heading"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="leaderboard-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Trophy size={18} aria-hidden="true" className="text-warning" />
        {t('contests.leaderboard.title')}
      </h2>
      <p className="mt-3 text-sm text-base-content/80" data-testid="leaderboard-empty">
        {t('contests.leaderboard.empty')}
      </p>
    </aside>
  );
}
