import type { LeaderboardRow } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { formatRatingChange, ratingChangeClass } from '@/components/ui/rating-title';

/** "+23" in green or "−17" in red, with "1400 → 1423" under it; a dash for a row that was not rated. */
export function RatingChange({ row }: { row: Pick<LeaderboardRow, 'ratingBefore' | 'ratingAfter'> }) {
  const { t } = useTranslation();
  const { ratingBefore: before, ratingAfter: after } = row;
  if (before === undefined || after === undefined) {
    return (
      <span className="text-base-content/70">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('contests.board.notRated')}</span>
      </span>
    );
  }
  const change = formatRatingChange(before, after);
  const colour = ratingChangeClass(before, after);
  return (
    <span className="flex flex-col leading-tight">
      <span className={`font-semibold tabular-nums ${colour}`} aria-hidden="true">
        {change}
      </span>
      <span className="text-xs tabular-nums text-base-content/70" aria-hidden="true">
        {before} → {after}
      </span>
      <span className="sr-only">{t('contests.board.changeSpoken', { change, before, after })}</span>
    </span>
  );
}
