import {
  CONTEST_DIVISIONS,
  CONTEST_GAMES_PER_CONTEST,
  CONTEST_PROVISIONAL_CONTESTS,
  CONTEST_PROVISIONAL_K_BOOST,
  CONTEST_START_RATING,
  contestKFactor,
  contestRatingProvisional,
} from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { divisionShortLabel } from '@/components/ui/division-label';
import { formatRatingChange, ratingChangeClass, TitledName } from '@/components/ui/rating-title';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { contestExample } from '../lib/contest-example';

/** The rating bounds of a division as text ("1900 and above", "below 1600"). */
function boundsText(t: (k: string, o?: Record<string, unknown>) => string, min?: number, below?: number) {
  if (min !== undefined && below !== undefined) return `${min}–${below - 1}`;
  if (min !== undefined) return t('ratings.andAbove', { value: min });
  return t('ratings.below', { value: below });
}

/**
 * A worked example of the Contest rating, computed live by the same `rateContest` the server runs,
 * then the divisions and the provisional rule.
 */
export function ContestExample() {
  const { t } = useTranslation();
  const rows = contestExample(undefined, contestRatingProvisional);
  const two = (n: number) => n.toFixed(2);
  return (
    <section className="mt-10" aria-labelledby="contest-example-heading">
      <h2 id="contest-example-heading" className="text-2xl font-semibold">
        {t('ratings.contestExample.heading')}
      </h2>
      <p className="mt-3 text-base-content/80">
        {t('ratings.contestExample.setup', { count: rows.length, games: rows.length - 1 })}
      </p>
      <ScrollRegion
        labelledBy="contest-example-caption"
        className="mt-4 rounded-box border border-base-300 bg-base-100"
      >
        <table className="table table-sm">
          <caption id="contest-example-caption" className="sr-only">
            {t('ratings.contestExample.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ratings.contestExample.place')}</th>
              <th scope="col">{t('ratings.contestExample.who')}</th>
              <th scope="col" className="text-right">
                {t('ratings.contestExample.before')}
              </th>
              <th scope="col" className="text-right">
                K
              </th>
              <th scope="col" className="text-right">
                {t('ratings.contestExample.expected')}
              </th>
              <th scope="col" className="text-right">
                {t('ratings.contestExample.actual')}
              </th>
              <th scope="col" className="text-right">
                {t('ratings.contestExample.change')}
              </th>
              <th scope="col" className="text-right">
                {t('ratings.contestExample.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="tabular-nums">{r.rank}</td>
                <td>
                  {r.name}
                  {r.provisional && (
                    <span className="block text-xs text-base-content/70">
                      {t('ratings.contestExample.newcomer')}
                    </span>
                  )}
                </td>
                <td className="text-right tabular-nums">
                  <TitledName name={String(r.before)} rating={r.before} />
                </td>
                <td className="whitespace-nowrap text-right font-mono">
                  {contestKFactor(r.before)}
                  {r.provisional ? ` × ${CONTEST_PROVISIONAL_K_BOOST}` : ''}
                </td>
                <td className="text-right font-mono">{two(r.expectedWins)}</td>
                <td className="text-right font-mono">{two(r.actualWins)}</td>
                <td
                  className={`text-right font-mono font-semibold ${ratingChangeClass(r.before, r.after)}`}
                  data-testid={`contest-example-${r.id}`}
                >
                  {formatRatingChange(r.before, r.after)}
                </td>
                <td className="text-right tabular-nums">
                  <TitledName name={String(r.after)} rating={r.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-3 text-sm text-base-content/80">
        {t('ratings.contestExample.formula', {
          games: CONTEST_GAMES_PER_CONTEST,
          boost: CONTEST_PROVISIONAL_K_BOOST,
        })}
      </p>

      <h3 id="divisions-heading" className="mt-8 text-xl font-semibold">
        {t('ratings.divisions.heading')}
      </h3>
      <p className="mt-2 text-base-content/80">
        {t('ratings.divisions.body', { start: CONTEST_START_RATING })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-box border border-base-300">
        <table className="table" aria-labelledby="divisions-heading">
          <thead>
            <tr>
              <th scope="col">{t('ratings.divisions.division')}</th>
              <th scope="col">{t('ratings.divisions.ratings')}</th>
            </tr>
          </thead>
          <tbody>
            {CONTEST_DIVISIONS.map((d) => (
              <tr key={d.key}>
                <td>{divisionShortLabel(t, d.key)}</td>
                <td className="font-mono" data-testid={`division-${d.key}`}>
                  {boundsText(t, d.min, d.below)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-base-content/80">{t('ratings.divisions.combined')}</p>
      <p className="mt-2 text-sm text-base-content/80">
        {t('ratings.divisions.provisional', {
          count: CONTEST_PROVISIONAL_CONTESTS,
          boost: CONTEST_PROVISIONAL_K_BOOST,
        })}
      </p>
    </section>
  );
}
