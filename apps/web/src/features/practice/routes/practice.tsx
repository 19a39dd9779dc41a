import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { usePracticeSummary } from '../api/get-practice-summary';
import { useQuestionList } from '../api/get-questions';
import { FiltersBar } from '../components/filters-bar';
import { PracticeSummary } from '../components/practice-summary';
import { QuestionTable } from '../components/question-table';
import { WelcomeBanner } from '../components/welcome-banner';
import { usePracticeParams } from '../hooks/use-practice-params';

/** /practice: two counters, filters, the question table with pagination, and the side summary. */
export function PracticePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('practice.title'));
  const { listQuery, page, update } = usePracticeParams();
  const list = useQuestionList(listQuery);
  const summary = usePracticeSummary();
  const user = summary.data?.user;
  const number = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const counters = user
    ? [
        { key: 'solved', value: number.format(user.solved) },
        {
          key: 'accuracy',
          // Right first attempts over questions attempted: a retry after a miss does not count.
          value: user.firstAttempts
            ? `${Math.round((user.correctFirstAttempts / user.firstAttempts) * 100)}%`
            : '—',
        },
      ]
    : [
        { key: 'questions', value: summary.data ? number.format(summary.data.questions) : '' },
        { key: 'topics', value: summary.data ? number.format(summary.data.topics) : '' },
      ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const results = useRef<HTMLDivElement>(null);
  // A new page starts at its first row, not where the pagination left the reader (at the bottom).
  const goToPage = (p: number) => {
    update({ page: String(p) }, false);
    results.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_320px]">
      <section className="min-w-0">
        <h1 className="text-3xl font-bold md:text-4xl">{t('practice.title')}</h1>
        <WelcomeBanner />
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:max-w-md">
          {counters.map((c) => (
            <div key={c.key} className="rounded-box border border-base-300 bg-base-100 p-4">
              <dt className="text-sm text-base-content/70">{t(`practice.counters.${c.key}`)}</dt>
              <dd className="text-2xl font-bold text-primary" data-testid={`counter-${c.key}`}>
                {summary.isPending ? <Skeleton className="h-8 w-16" /> : c.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6">
          <FiltersBar />
        </div>
        <div className="mt-6 scroll-mt-20" ref={results}>
          {list.isError ? (
            <RetryAlert message={t('practice.loadFailed')} onRetry={() => list.refetch()} />
          ) : list.isPending ? (
            <SkeletonRows />
          ) : list.data.items.length === 0 ? (
            <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
              {t('practice.empty')}
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
                {t('practice.resultCount', {
                  count: list.data.total,
                  formatted: number.format(list.data.total),
                })}
              </p>
              <QuestionTable data={list.data} />
              <div className="mt-4 flex justify-center">
                <Pagination page={page} pages={pages} onPage={goToPage} />
              </div>
            </>
          )}
        </div>
      </section>
      <PracticeSummary summary={summary.data} />
    </div>
  );
}
