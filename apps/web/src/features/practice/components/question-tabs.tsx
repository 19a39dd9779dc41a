import { localise, type QuestionDetail } from '@preparena/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRatingChange } from '@/components/ui/rating-title';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { useQuestionAnalytics } from '../api/get-question-analytics';
import { useQuestionSubmissions } from '../api/get-question-submissions';
import { useSimilarQuestions } from '../api/get-similar-questions';
import { useReveal } from '../api/reveal-solution';
import { formatDuration } from '../hooks/use-elapsed';

/** Solutions tab: the worked solution once solved or revealed; before that, a Show solution button. */
export function SolutionsTab({ question, lang }: { question: QuestionDetail; lang: 'en' | 'hi' }) {
  const { t } = useTranslation();
  const loginLink = useLoginLink();
  const { user } = useSession();
  const reveal = useReveal(question.number);
  if (question.solution) {
    return (
      <RichText text={localise(question.solution, lang)} lineBreaks fallback={<SkeletonRows rows={4} />} />
    );
  }
  if (!user) {
    return (
      <p>
        <Link to={loginLink} className="link link-primary">
          {t('nav.login')}
        </Link>{' '}
        {t('practice.loginForSolution')}
      </p>
    );
  }
  return (
    <div className="rounded-box border border-dashed border-base-300 p-6 text-center">
      <p className="text-base-content/80">{t('practice.revealWarning')}</p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={reveal.isPending}
        onClick={() =>
          reveal.mutate(undefined, {
            onError: (e) => toast.error(errorMessage(e, t('practice.submitFailed'))),
          })
        }
      >
        {t('practice.showSolution')}
      </button>
    </div>
  );
}

/** Submissions tab: this user's attempts. */
export function SubmissionsTab({ number }: { number: number }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { data, isPending } = useQuestionSubmissions(number);
  if (!user) return <p>{t('practice.loginToSubmit')}</p>;
  if (isPending) return <SkeletonRows rows={3} />;
  if (!data?.length) return <p className="text-base-content/70">{t('practice.noSubmissions')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  // Options are numbered 1, 2, 3… on the question (and by the keys), so here too.
  const show = (a: number[] | number) =>
    Array.isArray(a) ? a.map((i) => String(i + 1)).join(', ') : String(a);
  return (
    <div className="scroll-cue overflow-x-auto">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('practice.sub.answer')}</th>
            <th scope="col">{t('practice.sub.result')}</th>
            <th scope="col">{t('practice.sub.time')}</th>
            <th scope="col">{t('practice.sub.rating')}</th>
            <th scope="col">{t('practice.sub.date')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((s) => (
            <tr key={s.createdAt}>
              <td>{show(s.answer)}</td>
              <td
                className={
                  s.correct ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'
                }
              >
                {s.correct ? t('practice.right') : t('practice.wrong')}
              </td>
              <td>{formatDuration(s.seconds)}</td>
              <td>{formatRatingChange(0, Math.round(s.ratingChange))}</td>
              <td>{date.format(new Date(s.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Similar tab: same topic, near this difficulty, unsolved first. */
export function SimilarTab({
  number,
  lang,
  filterQuery,
}: {
  number: number;
  lang: 'en' | 'hi';
  filterQuery: string;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useSimilarQuestions(number);
  if (isPending) return <SkeletonRows rows={4} />;
  if (!data?.length) return <p className="text-base-content/70">{t('practice.noSimilar')}</p>;
  return (
    <ul className="divide-y divide-base-300">
      {data.map((q) => (
        <li key={q.number} className="flex items-center gap-3 py-2">
          <span className="w-14 font-mono text-sm">#{q.number}</span>
          <Link
            to={withQuery(routePath('question', { questionNumber: q.number }), filterQuery)}
            className="link link-hover flex-1"
          >
            {localise(q.title, lang)}
          </Link>
          <span className="text-sm">{t(`practice.difficulty.${q.difficulty}`)}</span>
          {q.solved && <span className="badge badge-success badge-sm">{t('practice.status.solved')}</span>}
        </li>
      ))}
    </ul>
  );
}

function Bars({ items, label }: { items: { label: string; value: number }[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium">{label}</figcaption>
      <table className="w-full text-sm">
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <th scope="row" className="w-24 py-1 pr-2 text-left font-normal">
                {item.label}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div
                    className="h-3 rounded bg-primary"
                    style={{ width: `${(item.value / max) * 100}%`, minWidth: item.value ? 4 : 0 }}
                    aria-hidden="true"
                  />
                  <span>{item.value}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * Analytics tab: attempts, accuracy, median time vs the user's, chosen options (after the user's own
 * attempt or reveal; a note before), time histogram.
 */
export function AnalyticsTab({ number }: { number: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuestionAnalytics(number);
  if (isPending || !data) return <SkeletonRows rows={4} />;
  if (data.attempts === 0) return <p className="text-base-content/70">{t('practice.noAttemptsYet')}</p>;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs text-base-content/70">{t('practice.an.attempts')}</dt>
          <dd className="text-xl font-semibold">{data.attempts}</dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs text-base-content/70">{t('practice.an.accuracy')}</dt>
          <dd className="text-xl font-semibold">
            {data.accuracy === null ? '—' : `${Math.round(data.accuracy * 100)}%`}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="text-xs text-base-content/70">{t('practice.an.median')}</dt>
          <dd className="text-xl font-semibold">
            {data.medianSeconds === null ? '—' : formatDuration(data.medianSeconds)}
          </dd>
        </div>
      </dl>
      {data.yourSeconds !== null && data.medianSeconds !== null && (
        <p data-testid="time-comparison">
          {t('practice.an.compare', {
            yours: formatDuration(data.yourSeconds),
            median: formatDuration(data.medianSeconds),
          })}
        </p>
      )}
      {data.optionCounts === null ? (
        <p className="text-base-content/70" data-testid="options-hidden">
          {t('practice.an.optionsHidden')}
        </p>
      ) : (
        data.optionCounts.length > 0 && (
          <Bars
            label={t('practice.an.options')}
            items={data.optionCounts.map((value, i) => ({ label: String(i + 1), value }))}
          />
        )
      )}
      <Bars
        label={t('practice.an.histogram')}
        items={data.histogram.map((h, i, all) => ({
          label: h.upTo < 0 ? `≥ ${formatDuration(all[i - 1]?.upTo ?? 0)}` : `< ${formatDuration(h.upTo)}`,
          value: h.count,
        }))}
      />
    </div>
  );
}
