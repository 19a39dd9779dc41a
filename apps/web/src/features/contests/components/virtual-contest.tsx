import type { ContestDetail } from '@preparena/shared';
import { History } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ROUTES, routePath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useStartVirtual } from '../api/start-virtual';

/**
 * After a scheduled contest's end: replay it as a virtual contest (same timer and rules, never
 * rated). Resumes an open virtual run instead of starting another; visitors are asked to sign in.
 */
export function VirtualContest({
  contest,
}: {
  contest: Pick<ContestDetail, 'id' | 'title' | 'participations'>;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const start = useStartVirtual(contest.id);
  const open = contest.participations.find((p) => p.virtual && p.status === 'open');
  const arena = (participationId: string) =>
    routePath('arenaParticipation', { id: contest.id, participationId });
  return (
    <section
      aria-labelledby="virtual-heading"
      className="rounded-box border border-base-300 bg-base-100 p-5"
      data-testid="virtual-contest"
    >
      <h2 id="virtual-heading" className="flex items-center gap-2 text-lg font-semibold">
        <History size={18} aria-hidden="true" />
        {t('contests.virtual.title')}
      </h2>
      <p className="mt-2 text-base-content/80">{t('contests.virtual.explain')}</p>
      <div className="mt-4">
        {!user ? (
          <Link to={ROUTES.login} className="btn btn-outline">
            {t('contests.virtual.signIn')}
          </Link>
        ) : open ? (
          <Link to={arena(open.id)} className="btn btn-primary">
            {t('contests.virtual.resume')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={start.isPending}
            aria-label={t('contests.virtual.startOf', { title: contest.title })}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: ({ participationId }) => navigate(arena(participationId)),
                onError: (error) => toast.error(errorMessage(error, t('contests.virtual.failed'))),
              })
            }
          >
            {start.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('contests.virtual.start')}
          </button>
        )}
      </div>
    </section>
  );
}
