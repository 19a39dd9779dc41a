import { type Language, localise, type QuestionList } from '@preparena/shared';
import { ArrowDown, ArrowUp, CheckCircle2, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, withQuery } from '@/config/paths';
import { usePracticeParams } from '../hooks/use-practice-params';

const DIFFICULTY_CLASS = {
  easy: 'text-green-700 dark:text-green-400',
  medium: 'text-amber-700 dark:text-amber-400',
  hard: 'text-red-700 dark:text-red-400',
};

/** The question table: number, title, type, difficulty, accuracy, status; sortable columns. */
export function QuestionTable({ data }: { data: QuestionList }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { sort, update, filterQuery } = usePracticeParams();
  const sortButton = (column: 'number' | 'difficulty' | 'accuracy', label: string) => {
    const active = sort.replace('-', '') === column;
    const descending = sort.startsWith('-');
    const next = active && !descending ? `-${column}` : column;
    return (
      <button
        type="button"
        className="flex items-center gap-1 font-semibold"
        onClick={() => update({ sort: next })}
        aria-label={t('practice.sortBy', { column: label })}
      >
        {label}
        {active &&
          (descending ? (
            <ArrowDown size={14} aria-hidden="true" />
          ) : (
            <ArrowUp size={14} aria-hidden="true" />
          ))}
      </button>
    );
  };
  const ariaSort = (column: string) =>
    sort.replace('-', '') === column ? (sort.startsWith('-') ? 'descending' : 'ascending') : undefined;
  return (
    <div className="scroll-cue overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra">
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort('number')}>
              {sortButton('number', '#')}
            </th>
            <th scope="col">{t('practice.columns.title')}</th>
            <th scope="col" className="hidden md:table-cell">
              {t('practice.columns.type')}
            </th>
            <th scope="col" aria-sort={ariaSort('difficulty')}>
              {sortButton('difficulty', t('practice.columns.difficulty'))}
            </th>
            <th scope="col" className="hidden sm:table-cell" aria-sort={ariaSort('accuracy')}>
              {sortButton('accuracy', t('practice.columns.accuracy'))}
            </th>
            <th scope="col">{t('practice.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((q) => (
            // The whole row opens the question (the title's link covers it); keys use the link.
            <tr key={q.number} className="relative hover:bg-base-200/60">
              <td className="font-mono">{q.number}</td>
              <td>
                <Link
                  to={withQuery(routePath('question', { questionNumber: q.number }), filterQuery)}
                  className="link link-hover font-medium after:absolute after:inset-0"
                >
                  {localise(q.title, lang)}
                </Link>
                <div className="text-xs text-base-content/70">{localise(q.topic.title, lang)}</div>
              </td>
              <td className="hidden md:table-cell">{t(`practice.type.${q.type}`)}</td>
              <td className={`font-medium ${DIFFICULTY_CLASS[q.difficulty]}`}>
                {t(`practice.difficulty.${q.difficulty}`)}
              </td>
              <td className="hidden sm:table-cell">
                {q.accuracy === null ? '—' : `${Math.round(q.accuracy * 100)}%`}
              </td>
              <td>
                {q.status === 'solved' ? (
                  <span className="flex items-center gap-1 text-green-700 dark:text-green-400">
                    <CheckCircle2 size={16} aria-hidden="true" />
                    {t('practice.status.solved')}
                  </span>
                ) : q.status === 'attempted' ? (
                  <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
                    <CircleDot size={16} aria-hidden="true" />
                    {t('practice.status.attempted')}
                  </span>
                ) : (
                  <span className="text-base-content/60">
                    {q.status ? t('practice.status.unsolved') : '—'}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
