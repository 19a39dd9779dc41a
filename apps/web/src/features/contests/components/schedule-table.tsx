import type { ContestSummary } from '@preparena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';
import { formatDateTime } from '../lib/format-date';
import { ContestAction } from './contest-action';
import { Countdown } from './countdown';

/** Columns shown from md up; on a phone their values sit under the title. */
const WIDE = 'hidden md:table-cell';

export const SCHEDULE_GROUPS = ['live', 'upcoming', 'past'] as const;
export type ScheduleGroup = (typeof SCHEDULE_GROUPS)[number];

/** Live contests by end, upcoming by start, past (and cancelled) newest first. */
export function groupSchedule(items: ContestSummary[]): Record<ScheduleGroup, ContestSummary[]> {
  const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
  return {
    live: items.filter((c) => c.status === 'live').sort((a, b) => time(a.endsAt) - time(b.endsAt)),
    upcoming: items
      .filter((c) => c.status === 'upcoming')
      .sort((a, b) => time(a.startsAt) - time(b.startsAt)),
    past: items
      .filter((c) => c.status === 'past' || c.status === 'cancelled')
      .sort((a, b) => time(b.startsAt) - time(a.startsAt)),
  };
}

/** The start time, with a live countdown to the start (upcoming) or the end (live). */
function StartTime({
  contest: c,
  offset,
  onElapsed,
}: {
  contest: ContestSummary;
  offset: number;
  onElapsed: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div>{c.startsAt ? formatDateTime(c.startsAt, i18n.language) : '—'}</div>
      {c.status === 'upcoming' && c.startsAt && (
        <div className="text-xs text-base-content/70">
          {t('contests.startsIn')}{' '}
          <Countdown to={c.startsAt} offset={offset} label={t('contests.startsIn')} onElapsed={onElapsed} />
        </div>
      )}
      {c.status === 'live' && c.endsAt && (
        <div className="text-xs text-red-700 dark:text-red-400">
          {t('contests.endsIn')}{' '}
          <Countdown to={c.endsAt} offset={offset} label={t('contests.endsIn')} onElapsed={onElapsed} />
        </div>
      )}
    </>
  );
}

/** One group of the Contests Schedule table (live now, upcoming, past). */
export function ScheduleTable({
  group,
  items,
  offset,
}: {
  group: ScheduleGroup;
  items: ContestSummary[];
  /** The server's clock minus the device's (from the list's `serverNow`). */
  offset: number;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['contests'] }), [client]);
  const headingId = `schedule-${group}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        {group === 'live' && <span className="status status-error animate-pulse" aria-hidden="true" />}
        {t(`contests.schedule.groups.${group}`)}
        <span className="badge badge-ghost">{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-sm text-base-content/70">
          {t(`contests.schedule.empty.${group}`)}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('contests.columns.title')}</th>
                <th scope="col" className={WIDE}>
                  {t('contests.columns.format')}
                </th>
                <th scope="col" className={WIDE}>
                  {t('contests.columns.exam')}
                </th>
                <th scope="col" className={WIDE}>
                  {t('contests.columns.start')}
                </th>
                <th scope="col" className={WIDE}>
                  {t('contests.columns.duration')}
                </th>
                <th scope="col" className={`text-right ${WIDE}`}>
                  {t('contests.columns.registrants')}
                </th>
                <th scope="col">{t('contests.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="min-w-40 font-medium">
                    <Link to={routePath('contest', { id: c.id })} className="link link-hover">
                      {c.title}
                    </Link>
                    <div className="text-xs font-normal text-base-content/70 md:hidden">
                      {[
                        t(`contests.format.${c.format}`),
                        c.exam,
                        t('contests.minutes', { count: c.durationMinutes }),
                        t('contests.registrantsCount', { count: c.registrants }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      <StartTime contest={c} offset={offset} onElapsed={refresh} />
                    </div>
                    {c.status === 'cancelled' && (
                      <span className="badge badge-sm badge-ghost ml-2">
                        {t('contests.status.cancelled')}
                      </span>
                    )}
                  </th>
                  <td className={WIDE}>{t(`contests.format.${c.format}`)}</td>
                  <td className={WIDE}>{c.exam ?? '—'}</td>
                  <td className={`min-w-36 ${WIDE}`}>
                    <StartTime contest={c} offset={offset} onElapsed={refresh} />
                  </td>
                  <td className={WIDE}>{t('contests.minutes', { count: c.durationMinutes })}</td>
                  <td className={`text-right tabular-nums ${WIDE}`}>{c.registrants}</td>
                  <td>
                    <ContestAction contest={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
