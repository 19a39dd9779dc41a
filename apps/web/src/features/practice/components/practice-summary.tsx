import { type Language, localise, RATING_TITLES, type RatingTitle } from '@preparena/shared';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TITLE_BADGE_CLASS } from '@/components/ui/rating-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import type { PracticeSummary as Summary } from '../api/get-practice-summary';
import { ActivityCalendar } from './activity-calendar';

/** The side summary: rating and title, solved by difficulty and course, calendar and streaks, My Lists. */
export function PracticeSummary({ summary }: { summary: Summary | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const user = summary?.user;
  const titleKey = (RATING_TITLES.find((r) => r.name === user?.title)?.key ?? 'newbie') as RatingTitle['key'];
  return (
    <aside className="space-y-4" aria-label={t('practice.summary')}>
      <Link to={ROUTES.lists} className="btn btn-outline w-full gap-2">
        <ListChecks size={18} aria-hidden="true" />
        {t('nav.myLists')}
      </Link>
      {!summary ? (
        <Skeleton className="h-64 w-full" />
      ) : !user ? (
        <div className="card border border-base-300 bg-base-100 p-5" data-anonymous-only>
          <p className="font-semibold">{t('practice.visitorTitle')}</p>
          <p className="mt-1 text-sm text-base-content/80">{t('practice.visitorBody')}</p>
          <Link to={ROUTES.signup} className="btn btn-primary btn-sm mt-4">
            {t('nav.signup')}
          </Link>
        </div>
      ) : (
        <>
          <div className="card border border-base-300 bg-base-100 p-5">
            <p className="text-sm text-base-content/70">{t('practice.ratingLabel')}</p>
            <p className="mt-1 flex items-center gap-3">
              <span className="text-3xl font-bold" data-testid="practice-rating">
                {user.rating}
                {user.provisional ? '?' : ''}
              </span>
              <span className={`badge ${TITLE_BADGE_CLASS[titleKey]}`}>
                {t(`ratings.titles.${titleKey}`)}
              </span>
            </p>
            {user.provisional && (
              <p className="mt-2 text-xs text-base-content/70">{t('practice.provisional', { count: 10 })}</p>
            )}
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {(['easy', 'medium', 'hard'] as const).map((d) => (
                <div key={d} className="rounded-lg bg-base-200 p-2">
                  <dt className="text-xs text-base-content/70">{t(`practice.difficulty.${d}`)}</dt>
                  <dd className="text-lg font-semibold">{user.byDifficulty[d]}</dd>
                </div>
              ))}
            </dl>
            {user.byCourse.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm">
                {user.byCourse.map((c) => (
                  <li key={c.course} className="flex justify-between">
                    <span>{localise(c.title, lang)}</span>
                    <span className="font-medium">{c.solved}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="card border border-base-300 bg-base-100 p-5">
            <p className="mb-3 font-semibold">{t('practice.activity')}</p>
            <ActivityCalendar days={user.calendar} today={user.today} />
            <p className="mt-3 text-sm" data-testid="streaks">
              {t('practice.streakCurrent', { count: user.streak.current })} ·{' '}
              {t('practice.streakLongest', { count: user.streak.longest })}
            </p>
          </div>
        </>
      )}
    </aside>
  );
}
