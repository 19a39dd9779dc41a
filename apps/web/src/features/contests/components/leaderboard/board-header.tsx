import type { Leaderboard } from '@preparena/shared';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Phase and counts of a board; a "Live" badge while a sprint's standings stream in. */
export function BoardHeader({ board, live }: { board: Leaderboard; live: boolean }) {
  const { t } = useTranslation();
  const phase =
    board.phase === 'final'
      ? t('contests.board.final')
      : board.phase === 'live'
        ? t('contests.board.liveStandings')
        : t('contests.board.hiddenPhase');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {board.phase === 'live' && live && (
        <span className="badge badge-error gap-1 font-semibold" data-testid="live-badge">
          <Radio size={14} aria-hidden="true" />
          {t('contests.board.live')}
        </span>
      )}
      <span className="font-medium">{phase}</span>
      <span className="text-base-content/80">
        {t('contests.board.participants', { count: board.participants })}
      </span>
      {board.virtualParticipants > 0 && (
        <span className="text-base-content/80">
          {t('contests.board.virtualParticipants', { count: board.virtualParticipants })}
        </span>
      )}
      <span className="badge badge-ghost">{board.rated ? t('contests.rated') : t('contests.unrated')}</span>
      {board.phase === 'final' && board.rated && !board.ratingsApplied && (
        <span className="text-base-content/80">{t('contests.board.ratingsPending')}</span>
      )}
    </div>
  );
}
