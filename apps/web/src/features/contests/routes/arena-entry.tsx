import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import { useContest } from '../api/get-contest';
import { ContestAction } from '../components/contest-action';
import { SignInPrompt } from '../components/sign-in-prompt';

/** /compete/{id}/arena: goes to the open participation, or offers Enter (live) or Start (any time). */
export function ArenaEntryPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { user, loading } = useSession();
  const contest = useContest(id);
  const c = contest.data;
  usePageTitle(c?.title ?? t('contests.arena.title'));
  const open = c?.participations.find((p) => p.status === 'open');
  if (open)
    return <Navigate replace to={routePath('arenaParticipation', { id, participationId: open.id })} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {!loading && !user ? (
        <SignInPrompt />
      ) : contest.isError ? (
        <RetryAlert message={t('contests.loadFailed')} onRetry={() => contest.refetch()} />
      ) : !c ? (
        <SkeletonRows rows={4} />
      ) : (
        <div className="space-y-4">
          <Link to={routePath('contest', { id })} className="link link-hover text-sm">
            {t('contests.arena.back')}
          </Link>
          <h1 className="text-3xl font-bold">{c.title}</h1>
          <p className="text-base-content/80">
            {t(`contests.arena.entry.${c.startsAt === null ? 'anytime' : c.status}`)}
          </p>
          <ContestAction contest={c} size="md" />
        </div>
      )}
    </div>
  );
}
