import type { ContestRatingEntry } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { divisionShortLabel } from '@/components/ui/division-label';
import { formatRatingChange, ratingChangeClass, TitledName } from '@/components/ui/rating-title';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { routePath } from '@/config/paths';
import { formatDate } from '../lib/format';

/** Every rated contest, newest first: contest, date, rank of participants, change and new rating. */
export function ContestHistory({ history }: { history: readonly ContestRatingEntry[] }) {
  const { t, i18n } = useTranslation();
  const newestFirst = [...history].reverse();
  return (
    <ScrollRegion labelledBy="history-caption" className="rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption id="history-caption" className="sr-only">
          {t('profile.history.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.history.contest')}</th>
            <th scope="col" className="hidden sm:table-cell">
              {t('profile.history.date')}
            </th>
            <th scope="col" className="text-right">
              {t('profile.history.rank')}
            </th>
            <th scope="col" className="text-right">
              {t('profile.history.change')}
            </th>
            <th scope="col" className="text-right">
              {t('profile.history.newRating')}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((e) => (
            <tr key={e.contestId} data-testid="history-row">
              <td>
                <Link to={routePath('contest', { id: e.contestId })} className="link link-hover font-medium">
                  {e.title}
                </Link>
                {e.division !== 'open' && (
                  <span className="ml-2 text-xs text-base-content/70">
                    {divisionShortLabel(t, e.division)}
                  </span>
                )}
                <span className="block text-xs text-base-content/70 sm:hidden">
                  {formatDate(e.endedAt, i18n.language)}
                </span>
              </td>
              <td className="hidden whitespace-nowrap sm:table-cell">
                {formatDate(e.endedAt, i18n.language)}
              </td>
              <td className="whitespace-nowrap text-right tabular-nums">
                {t('profile.history.rankOf', { rank: e.rank, participants: e.participants })}
              </td>
              <td
                className={`text-right font-semibold tabular-nums ${ratingChangeClass(e.ratingBefore, e.ratingAfter)}`}
              >
                {formatRatingChange(e.ratingBefore, e.ratingAfter)}
              </td>
              <td className="text-right font-semibold tabular-nums">
                <TitledName name={String(e.ratingAfter)} rating={e.ratingAfter} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
