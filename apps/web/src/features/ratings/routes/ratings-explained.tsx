import {
  CONTEST_PROVISIONAL_CONTESTS,
  contestKFactor,
  PRACTICE_PROVISIONAL_SOLVED,
  PRACTICE_START_RATING,
  practiceKFactor,
  RATING_TITLES,
  ratingTitleRange,
} from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { TITLE_BADGE_CLASS } from '@/components/ui/rating-title';
import { ROUTES } from '@/config/paths';
import { ContestExample } from '../components/contest-example';
import { PracticeExample } from '../components/practice-example';

function rangeText(
  t: (k: string, o?: Record<string, unknown>) => string,
  min?: number,
  max?: number,
): string {
  if (min === undefined) return t('ratings.below', { value: (max ?? 0) + 1 });
  if (max === undefined) return t('ratings.andAbove', { value: min });
  return `${min}–${max}`;
}

/** The rating system explained: titles and thresholds, K-factors and provisional rules, all from the shared module. */
export function RatingsExplainedPage() {
  const { t } = useTranslation();
  usePageTitle(t('ratings.title'));
  const practiceK = [
    { who: t('ratings.kNew'), k: practiceKFactor(PRACTICE_START_RATING, 0) },
    { who: t('ratings.kExperienced'), k: practiceKFactor(PRACTICE_START_RATING, 20) },
    { who: t('ratings.kHigh'), k: practiceKFactor(2000, 0) },
  ];
  const contestK = [
    { band: t('ratings.below', { value: 1600 }), k: contestKFactor(1599) },
    { band: '1600–1999', k: contestKFactor(1600) },
    { band: t('ratings.andAbove', { value: 2000 }), k: contestKFactor(2000) },
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t('ratings.title')}</h1>
      <p className="mt-4 text-lg text-base-content/80">{t('ratings.intro')}</p>

      <section className="mt-10" aria-labelledby="titles-heading">
        <h2 id="titles-heading" className="text-2xl font-semibold">
          {t('ratings.titlesHeading')}
        </h2>
        <div className="mt-4 overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('ratings.titleColumn')}</th>
                <th scope="col">{t('ratings.rangeColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {RATING_TITLES.map((title) => {
                const { min, max } = ratingTitleRange(title.key);
                return (
                  <tr key={title.key}>
                    <td>
                      <span className={`badge ${TITLE_BADGE_CLASS[title.key]}`}>
                        {t(`ratings.titles.${title.key}`)}
                      </span>
                    </td>
                    <td className="font-mono" data-testid={`range-${title.key}`}>
                      {rangeText(t, min, max)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-base-content/70">{t('ratings.primaryNote')}</p>
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="card border border-base-300 bg-base-100 p-6" aria-labelledby="practice-heading">
          <h2 id="practice-heading" className="text-xl font-semibold">
            {t('ratings.practiceHeading')}
          </h2>
          <p className="mt-3 text-base-content/80">
            {t('ratings.practiceBody', { start: PRACTICE_START_RATING })}
          </p>
          <p className="mt-3 text-base-content/80">
            {t('ratings.practiceProvisional', { count: PRACTICE_PROVISIONAL_SOLVED })}
          </p>
          <table className="table table-sm mt-4">
            <caption className="text-left text-sm font-medium">{t('ratings.kCaption')}</caption>
            <tbody>
              {practiceK.map((row) => (
                <tr key={row.who}>
                  <td>{row.who}</td>
                  <td className="font-mono">K = {row.k}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="card border border-base-300 bg-base-100 p-6" aria-labelledby="contest-heading">
          <h2 id="contest-heading" className="text-xl font-semibold">
            {t('ratings.contestHeading')}
          </h2>
          <p className="mt-3 text-base-content/80">{t('ratings.contestBody')}</p>
          <p className="mt-3 text-base-content/80">
            {t('ratings.contestProvisional', { count: CONTEST_PROVISIONAL_CONTESTS })}
          </p>
          <table className="table table-sm mt-4">
            <caption className="text-left text-sm font-medium">{t('ratings.kCaption')}</caption>
            <tbody>
              {contestK.map((row) => (
                <tr key={row.band}>
                  <td>{row.band}</td>
                  <td className="font-mono">K = {row.k}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <PracticeExample />

      <ContestExample />

      <p className="mt-10">
        <Link to={ROUTES.profile} className="btn btn-primary">
          {t('ratings.seeYours')}
        </Link>
      </p>
    </article>
  );
}
