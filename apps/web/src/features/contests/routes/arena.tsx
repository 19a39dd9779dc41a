import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useParticipation } from '../api/get-participation';
import { Arena } from '../components/arena/arena';
import { ParticipationResultView } from '../components/result/participation-result';
import { SignInPrompt } from '../components/sign-in-prompt';

/**
 * /compete/{id}/arena/{participationId}: the arena while the participation is open, its result once
 * it has finished (by Finish, or when the server closed it at the end of its time).
 */
export function ArenaPage() {
  const { t } = useTranslation();
  const params = useParams();
  const contestId = params.id ?? '';
  const participationId = params.participationId ?? '';
  const { user, loading } = useSession();
  const participation = useParticipation(participationId);
  const p = participation.data;
  usePageTitle(p?.title ?? t('contests.arena.title'));
  const missing = participation.error instanceof ApiError && participation.error.status === 404;

  let body: React.ReactNode;
  if (!loading && !user) body = <SignInPrompt />;
  else if (missing)
    body = (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">{t('contests.arena.notFound')}</h1>
        <Link to={ROUTES.compete} className="btn btn-primary mt-6">
          {t('contests.backToContests')}
        </Link>
      </div>
    );
  else if (participation.isError && !p)
    body = <RetryAlert message={t('contests.arena.loadFailed')} onRetry={() => participation.refetch()} />;
  else if (!p)
    body = (
      <div role="status" className="space-y-3">
        <p className="font-medium">{t('contests.arena.loadingQuestion')}</p>
        <SkeletonRows rows={5} />
      </div>
    );
  else if (p.status === 'finished')
    body = (
      <div className="pt-6">
        <ParticipationResultView participationId={p.id} contestId={p.contestId || contestId} />
      </div>
    );
  else body = <Arena participation={p} onRefresh={() => participation.refetch()} />;

  return <div className="mx-auto max-w-7xl px-4 pb-10">{body}</div>;
}
