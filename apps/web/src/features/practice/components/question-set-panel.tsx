import { localise, type QuestionSetView } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataChart } from '@/components/charts/data-chart';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath, withQuery } from '@/config/paths';

/**
 * The passage or chart a question is asked on, with links to the other questions of its set. On
 * wide screens it sits beside the question and scrolls on its own, as in the exams' split screens.
 */
export function QuestionSetPanel({
  set,
  lang,
  filterQuery,
  sticky = true,
}: {
  set: QuestionSetView;
  lang: 'en' | 'hi';
  /** The practice filters to keep on the links to the set's other questions; without it (a contest) no links. */
  filterQuery?: string;
  /** Stick beside the question while the page scrolls (false when the caller's pane scrolls it). */
  sticky?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="question-set-title"
      className={`min-w-0 rounded-box border border-base-300 bg-base-200/40 p-4 ${sticky ? 'lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-y-auto' : ''}`}
    >
      <h2 id="question-set-title" className="text-lg font-semibold">
        {localise(set.title, lang)}
      </h2>
      {filterQuery !== undefined && set.questions.length > 1 && (
        <nav
          aria-label={t('practice.set.questions')}
          className="mt-2 flex flex-wrap items-center gap-1 text-sm"
        >
          <span className="mr-1 text-base-content/80">
            {t('practice.set.position', { position: set.position, count: set.questions.length })}
          </span>
          {set.questions.map((n, i) => (
            <Link
              key={n}
              to={withQuery(routePath('question', { questionNumber: n }), filterQuery)}
              className={`btn btn-xs ${i + 1 === set.position ? 'btn-primary' : 'btn-ghost border-base-300'}`}
              aria-current={i + 1 === set.position ? 'page' : undefined}
              aria-label={t('practice.set.goTo', { position: i + 1 })}
            >
              {i + 1}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-3">
        <RichText text={localise(set.body, lang)} fallback={<SkeletonRows rows={4} />} />
      </div>
      {set.charts?.map((chart, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: charts are positional
        <DataChart key={i} chart={chart} lang={lang} />
      ))}
    </section>
  );
}
