import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { divisionLabel } from '@/components/ui/division-label';
import { routePath } from '@/config/paths';
import type { TimedContest } from '../api/get-contest';
import { formatDateTime } from '../lib/format-date';
import { ContestAction } from './contest-action';
import { Countdown } from './countdown';

/** Title, badges, facts (start, duration, questions, registrants), the countdown and the action. */
export function ContestHeader({ contest }: { contest: TimedContest }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['contests'] }), [client]);
  const facts: [string, string][] = [
    [
      t('contests.columns.start'),
      contest.startsAt ? formatDateTime(contest.startsAt, i18n.language) : t('contests.anytime'),
    ],
    [t('contests.columns.duration'), t('contests.minutes', { count: contest.durationMinutes })],
    [t('contests.sections.questions'), String(contest.questionCount)],
    [t('contests.columns.registrants'), String(contest.registrants)],
  ];
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge badge-primary badge-soft">{t(`contests.format.${contest.format}`)}</span>
        {contest.exam && <span className="badge badge-outline">{contest.exam}</span>}
        <span className="badge badge-ghost">{t(`contests.status.${contest.status}`)}</span>
        <span className="badge badge-ghost">
          {contest.rated ? t('contests.rated') : t('contests.unrated')}
        </span>
        {contest.rated && (
          <span className="badge badge-ghost" data-testid="contest-division">
            {divisionLabel(t, contest.division)}
          </span>
        )}
      </div>
      <h1 className="mt-2 text-3xl font-bold">{contest.title}</h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-box bg-base-200/60 p-3">
            <dt className="text-xs text-base-content/70">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {contest.status === 'upcoming' && contest.startsAt && (
          <p className="text-lg">
            {t('contests.startsIn')}{' '}
            <Countdown
              to={contest.startsAt}
              offset={contest.clockOffset}
              label={t('contests.startsIn')}
              onElapsed={refresh}
              className="font-bold"
            />
          </p>
        )}
        {contest.status === 'live' && contest.endsAt && (
          <p className="text-lg text-red-700 dark:text-red-400">
            {t('contests.endsIn')}{' '}
            <Countdown
              to={contest.endsAt}
              offset={contest.clockOffset}
              label={t('contests.endsIn')}
              onElapsed={refresh}
              className="font-bold"
            />
          </p>
        )}
        <ContestAction contest={contest} size="md" />
        {contest.startsAt !== null && (contest.status === 'live' || contest.status === 'past') && (
          <Link to={routePath('leaderboard', { id: contest.id })} className="btn btn-outline gap-1">
            <Trophy size={16} aria-hidden="true" />
            {t('contests.board.open')}
          </Link>
        )}
      </div>
    </header>
  );
}
