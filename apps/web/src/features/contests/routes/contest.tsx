import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { RenderedProvider, RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useContest } from '../api/get-contest';
import { AttemptsList } from '../components/attempts-list';
import { ContestHeader } from '../components/contest-header';
import { ContestMissing } from '../components/contest-missing';
import { ContestRules } from '../components/contest-rules';
import { ContestSolutions } from '../components/contest-solutions';
import { MarkingScheme } from '../components/marking-scheme';
import { SectionsTable } from '../components/sections-table';
import { VirtualContest } from '../components/virtual-contest';

/** /compete/{id}: rules, marking scheme, sections, countdown and action; after the end, solutions. */
export function ContestPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { user } = useSession();
  const contest = useContest(id);
  const c = contest.data;
  usePageTitle(c?.title ?? t('contests.contest'));
  const missing = contest.error instanceof ApiError && contest.error.status === 404;
  return (
    <RenderedProvider value={c?.rendered}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Link to={c?.startsAt === null ? ROUTES.tests : ROUTES.compete} className="link link-hover text-sm">
          {c?.startsAt === null ? t('contests.backToTests') : t('contests.backToContests')}
        </Link>
        {missing ? (
          <ContestMissing />
        ) : contest.isError ? (
          <div className="mt-6">
            <RetryAlert message={t('contests.loadFailed')} onRetry={() => contest.refetch()} />
          </div>
        ) : !c ? (
          <div className="mt-6">
            <SkeletonRows rows={6} />
          </div>
        ) : (
          <div className="mt-4 space-y-6">
            <ContestHeader contest={c} />
            {c.description && (
              <div className="max-w-none">
                <RichText text={c.description} fallback={<p>{c.description}</p>} />
              </div>
            )}
            <div className="grid gap-4 md:grid-cols-2">
              <ContestRules format={c.format} sectionsInOrder={c.sectionsInOrder} />
              <MarkingScheme scheme={c.scheme} />
            </div>
            <SectionsTable sections={c.sections} />
            {c.startsAt !== null && c.status === 'past' && <VirtualContest contest={c} />}
            {user && (c.participations.length > 0 || c.startsAt === null) && (
              <AttemptsList contestId={c.id} participations={c.participations} />
            )}
            {c.questions && c.questions.length > 0 && <ContestSolutions questions={c.questions} />}
          </div>
        )}
      </div>
    </RenderedProvider>
  );
}
