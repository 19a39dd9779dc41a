import type { ContestDetail } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';
import { formatDateTime } from '../lib/format-date';
import { formatScore } from '../lib/marks';

/** The user's participations in a contest (newest first), with scores and links to results. */
export function AttemptsList({
  contestId,
  participations,
}: {
  contestId: string;
  participations: ContestDetail['participations'];
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="attempts-heading">
      <h2 id="attempts-heading" className="text-lg font-semibold">
        {t('contests.attempts.title')}
      </h2>
      {participations.length === 0 ? (
        <p className="mt-2 text-sm text-base-content/70">{t('contests.attempts.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-base-300 rounded-box border border-base-300">
          {participations.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <span>{formatDateTime(p.startedAt, i18n.language)}</span>
              {p.virtual && <span className="badge badge-sm badge-ghost">{t('contests.board.virtual')}</span>}
              <span className="font-medium">
                {p.status === 'open'
                  ? t('contests.attempts.open')
                  : p.score === null
                    ? t('contests.attempts.finished')
                    : t('contests.attempts.score', { score: formatScore(p.score) })}
              </span>
              <Link
                to={routePath('arenaParticipation', { id: contestId, participationId: p.id })}
                className="link link-primary ml-auto"
              >
                {p.status === 'open' ? t('contests.action.resume') : t('contests.action.result')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
