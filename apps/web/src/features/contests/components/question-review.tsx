import { type ContestDetail, localise } from '@preparena/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataChart } from '@/components/charts/data-chart';
import { RichText } from '@/components/ui/rich-text';
import { routePath } from '@/config/paths';
import { formatScore } from '../lib/marks';

export type ReviewQuestion = NonNullable<ContestDetail['questions']>[number];

/** The participant's side of a reviewed question (result page only). */
export interface ReviewOutcome {
  answer: number[] | number | null;
  correct: boolean | null;
  points: number;
}

/**
 * A question after the end: its passage (folded), text, options with the key marked (and the
 * participant's answer when given), the worked solution and a link to practise it.
 */
export function QuestionReview({
  question,
  position,
  lang,
  outcome,
  practiceLink = true,
}: {
  question: ReviewQuestion;
  position: number;
  lang: 'en' | 'hi';
  outcome?: ReviewOutcome;
  practiceLink?: boolean;
}) {
  const { t } = useTranslation();
  const key = question.key;
  const chosen = Array.isArray(outcome?.answer) ? outcome.answer : [];
  const headingId = `review-${question.number}`;
  return (
    <article aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('contests.review.question', { position })}
        </h3>
        {outcome && (
          <span
            className={`badge ${outcome.correct === true ? 'badge-success' : outcome.correct === false ? 'badge-error' : 'badge-ghost'}`}
          >
            {outcome.correct === null
              ? t('contests.review.unanswered')
              : outcome.correct
                ? t('contests.review.correct')
                : t('contests.review.wrong')}
            {' · '}
            {t('contests.review.points', { points: formatScore(outcome.points, true) })}
          </span>
        )}
        {practiceLink && (
          <Link
            to={routePath('question', { questionNumber: question.practiceNumber })}
            className="link link-primary ml-auto text-sm"
          >
            {t('contests.review.practise', { position })}
          </Link>
        )}
      </header>
      {question.passage && (
        <details className="mt-3 rounded-box bg-base-200/50 p-3">
          <summary className="cursor-pointer font-medium">{localise(question.passage.title, lang)}</summary>
          <RichText text={localise(question.passage.body, lang)} />
          {question.passage.charts?.map((chart, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: charts are positional
            <DataChart key={i} chart={chart} lang={lang} />
          ))}
        </details>
      )}
      <div className="mt-3">
        <RichText text={localise(question.text, lang)} lineBreaks />
      </div>
      {key.kind === 'choice' ? (
        <ul className="mt-3 space-y-1" aria-label={t('contests.review.options')}>
          {question.options.map((option, i) => {
            const isKey = key.correct.includes(i);
            const isChosen = chosen.includes(i);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                key={i}
                className={`flex items-start gap-2 rounded-box border p-2 ${isKey ? 'border-success bg-success/10' : isChosen ? 'border-error bg-error/10' : 'border-base-300'}`}
              >
                <span className="kbd kbd-sm" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="flex-1">
                  <RichText text={localise(option, lang)} lineBreaks fallback={localise(option, lang)} />
                </span>
                {isKey && (
                  <span className="flex items-center gap-1 text-sm text-green-800 dark:text-green-300">
                    <CheckCircle2 size={16} aria-hidden="true" />
                    {t('contests.review.key')}
                  </span>
                )}
                {isChosen && (
                  <span
                    className={`flex items-center gap-1 text-sm ${isKey ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}`}
                  >
                    {!isKey && <XCircle size={16} aria-hidden="true" />}
                    {t('contests.review.yourAnswer')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('contests.review.key')}</dt>
          <dd>
            {key.tolerance > 0
              ? t('contests.review.within', { value: key.value, tolerance: key.tolerance })
              : key.value}
          </dd>
          {outcome && (
            <>
              <dt className="font-medium">{t('contests.review.yourAnswer')}</dt>
              <dd>{typeof outcome.answer === 'number' ? outcome.answer : '—'}</dd>
            </>
          )}
        </dl>
      )}
      <section className="mt-4 border-t border-base-300 pt-3" aria-label={t('contests.review.solution')}>
        <h4 className="mb-1 text-sm font-semibold">{t('contests.review.solution')}</h4>
        <RichText text={localise(question.solution, lang)} lineBreaks />
      </section>
    </article>
  );
}
