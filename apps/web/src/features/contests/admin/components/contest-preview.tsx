import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { QuestionReview } from '../../components/question-review';
import { useAdminContest } from '../api/get-admin-contest';

/** A contest's questions with their keys and solutions, as staff check them before publishing. */
export function ContestPreview({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const contest = useAdminContest(id);
  const c = contest.data;
  return (
    <section aria-labelledby="preview-heading" className="space-y-4">
      <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
        {t('contests.admin.backToList')}
      </button>
      <h2 id="preview-heading" className="text-xl font-semibold">
        {t('contests.admin.previewTitle', { title: c?.title ?? '' })}
      </h2>
      {contest.isError ? (
        <RetryAlert message={t('contests.admin.loadFailed')} onRetry={() => contest.refetch()} />
      ) : !c ? (
        <SkeletonRows />
      ) : c.questions.length === 0 ? (
        <p className="text-base-content/70">{t('contests.admin.noQuestions')}</p>
      ) : (
        c.sections.map((section, s) => (
          <div key={section.title} className="space-y-3">
            <h3 className="text-lg font-semibold">
              {section.title} · {t('contests.minutes', { count: section.durationMinutes })}
            </h3>
            {c.questions
              .filter((q) => q.section === s)
              .map((q) => (
                <QuestionReview
                  key={q.number}
                  question={q}
                  position={c.questions.indexOf(q) + 1}
                  lang="en"
                  practiceLink={false}
                />
              ))}
          </div>
        ))
      )}
    </section>
  );
}
