import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { RenderedProvider } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { useQuestionLanguage } from '@/features/practice';
import { ApiError } from '@/lib/api-client';
import { useContest } from '../../api/get-contest';
import { useParticipationResult } from '../../api/get-participation-result';
import { MarkingScheme } from '../marking-scheme';
import { QuestionLanguageToggle } from '../question-language-toggle';
import { QuestionReview } from '../question-review';
import { ResultSummary } from './result-summary';
import { SectionResults } from './section-results';
import { TimeChart } from './time-chart';

/** A finished participation's result: summary, sections, time chart and every question reviewed. */
export function ParticipationResultView({
  participationId,
  contestId,
}: {
  participationId: string;
  contestId: string;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useQuestionLanguage();
  const result = useParticipationResult(participationId);
  const contest = useContest(contestId);
  const r = result.data;
  const scheduled = !!contest.data?.startsAt;
  const back = (
    <Link to={routePath('contest', { id: contestId })} className="link link-hover text-sm">
      {t('contests.arena.back')}
    </Link>
  );
  if (result.error instanceof ApiError && result.error.status === 409) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-bold">{t('contests.result.title')}</h1>
        <p role="status" className="alert">
          {result.error.message || t('contests.result.notReady')}
        </p>
      </div>
    );
  }
  if (result.isError) {
    return <RetryAlert message={t('contests.result.loadFailed')} onRetry={() => result.refetch()} />;
  }
  if (!r) return <SkeletonRows rows={8} />;
  return (
    <RenderedProvider value={r.rendered}>
      <div className="space-y-8">
        <div>
          {back}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold">{t('contests.result.titleOf', { title: r.title })}</h1>
            {scheduled && (
              <Link to={routePath('leaderboard', { id: contestId })} className="btn btn-outline btn-sm">
                {t('contests.board.open')}
              </Link>
            )}
          </div>
        </div>
        <ResultSummary result={r} />
        <MarkingScheme scheme={r.scheme} />
        {r.sections.length > 0 && <SectionResults sections={r.sections} />}
        <TimeChart questions={r.questions} lang={lang} />
        <section aria-labelledby="result-questions-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="result-questions-heading" className="text-xl font-semibold">
              {t('contests.result.questions')}
            </h2>
            <QuestionLanguageToggle lang={lang} onChange={setLang} />
          </div>
          {r.questions.map((q, i) => (
            <QuestionReview
              key={q.number}
              question={q}
              position={i + 1}
              lang={lang}
              outcome={{ answer: q.answer, correct: q.correct, points: q.points }}
            />
          ))}
        </section>
      </div>
    </RenderedProvider>
  );
}
