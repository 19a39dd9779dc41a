import type { ContestSummary } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import { useContests } from '../api/get-contests';
import { ContestAction } from '../components/contest-action';
import { formatScore } from '../lib/marks';

/** Any-time tests by exam (full mocks); tests without an exam are the sectional and topic tests. */
export function groupTests(items: ContestSummary[]): { exam: string | null; tests: ContestSummary[] }[] {
  const exams = [...new Set(items.map((c) => c.exam))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  return exams.map((exam) => ({ exam, tests: items.filter((c) => c.exam === exam) }));
}

function TestCard({ test }: { test: ContestSummary }) {
  const { t } = useTranslation();
  return (
    <li className="card border border-base-300 bg-base-100 p-4">
      <h3 className="font-semibold">
        <Link to={routePath('contest', { id: test.id })} className="link link-hover">
          {test.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-base-content/80">
        {t('contests.tests.facts', {
          questions: test.questionCount,
          minutes: t('contests.minutes', { count: test.durationMinutes }),
        })}
      </p>
      <div className="mt-3">
        <ContestAction contest={test} />
      </div>
    </li>
  );
}

/** /tests: the catalogue of any-time tests and the user's past attempts with scores. */
export function TestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.tests.title'));
  const { user } = useSession();
  const list = useContests({ schedule: 'anytime' });
  const items = list.data?.items.filter((c) => c.status !== 'cancelled' && c.status !== 'draft') ?? [];
  const attempts = items.filter((c) => c.participation);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('contests.tests.title')}</h1>
      <p className="mt-2 max-w-3xl text-base-content/80">{t('contests.tests.subtitle')}</p>
      {list.isError ? (
        <div className="mt-6">
          <RetryAlert message={t('contests.loadFailed')} onRetry={() => list.refetch()} />
        </div>
      ) : !list.data ? (
        <div className="mt-6">
          <SkeletonRows />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-6 rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/70">
          {t('contests.tests.empty')}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-8">
            {groupTests(items).map(({ exam, tests }) => (
              <section key={exam ?? 'sectional'} aria-labelledby={`tests-${exam ?? 'sectional'}`}>
                <h2 id={`tests-${exam ?? 'sectional'}`} className="text-xl font-semibold">
                  {exam ? t('contests.tests.mocksFor', { exam }) : t('contests.tests.sectional')}
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {tests.map((test) => (
                    <TestCard key={test.id} test={test} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <section aria-labelledby="my-attempts" className="rounded-box border border-base-300 p-4">
            <h2 id="my-attempts" className="text-lg font-semibold">
              {t('contests.tests.attempts')}
            </h2>
            {!user ? (
              <p className="mt-2 text-sm text-base-content/70">{t('contests.tests.signInForAttempts')}</p>
            ) : attempts.length === 0 ? (
              <p className="mt-2 text-sm text-base-content/70">{t('contests.attempts.none')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-base-300 text-sm">
                {attempts.map((c) => {
                  const p = c.participation;
                  if (!p) return null;
                  return (
                    <li key={c.id} className="flex flex-wrap items-center gap-2 py-2">
                      <Link to={routePath('contest', { id: c.id })} className="link link-hover flex-1">
                        {c.title}
                      </Link>
                      <Link
                        to={routePath('arenaParticipation', { id: c.id, participationId: p.id })}
                        className="link link-primary"
                      >
                        {p.status === 'open'
                          ? t('contests.attempts.open')
                          : p.score === null
                            ? t('contests.attempts.finished')
                            : t('contests.attempts.score', { score: formatScore(p.score) })}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
