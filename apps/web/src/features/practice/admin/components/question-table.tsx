import {
  type AdminQuestionList,
  type Language,
  localise,
  type StoredQuestionStatus,
} from '@preparena/shared';
import { ArrowDown, ArrowUp, ExternalLink, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';

const DIFFICULTY_CLASS = {
  easy: 'text-green-700 dark:text-green-400',
  medium: 'text-amber-700 dark:text-amber-400',
  hard: 'text-red-700 dark:text-red-400',
};

export const STATUS_CLASS: Record<StoredQuestionStatus, string> = {
  draft: 'badge-warning',
  published: 'badge-success',
  archived: 'badge-neutral',
  contest: 'badge-info',
};

/** The spec's columns: Order, Number, Title, Section, Difficulty, Type, Status, Actions. */
export function AdminQuestionTable({
  data,
  sort,
  onSort,
  stale,
}: {
  data: AdminQuestionList;
  sort: 'number' | '-number';
  onSort: (sort: 'number' | '-number') => void;
  stale: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const descending = sort === '-number';
  return (
    <div className={`overflow-x-auto rounded-box border border-base-300 ${stale ? 'opacity-60' : ''}`}>
      <table className="table table-zebra table-sm md:table-md" aria-busy={stale || undefined}>
        <caption className="sr-only">{t('admin.questions.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" title={t('admin.questions.orderHint')}>
              {t('admin.questions.columns.order')}
            </th>
            <th scope="col" aria-sort={descending ? 'descending' : 'ascending'}>
              <button
                type="button"
                className="flex items-center gap-1 font-semibold"
                onClick={() => onSort(descending ? 'number' : '-number')}
                title={t('admin.questions.sortByNumber')}
              >
                {t('admin.questions.columns.number')}
                {descending ? (
                  <ArrowDown size={14} aria-hidden="true" />
                ) : (
                  <ArrowUp size={14} aria-hidden="true" />
                )}
              </button>
            </th>
            <th scope="col">{t('admin.questions.columns.title')}</th>
            <th scope="col">{t('admin.questions.columns.section')}</th>
            <th scope="col">{t('admin.questions.columns.difficulty')}</th>
            <th scope="col">{t('admin.questions.columns.type')}</th>
            <th scope="col">{t('admin.questions.columns.status')}</th>
            <th scope="col">{t('admin.questions.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((q) => {
            const title = localise(q.title, lang);
            return (
              <tr key={q.number}>
                <td className="font-mono">{q.order}</td>
                <td className="font-mono">#{q.number}</td>
                <td className="min-w-48 max-w-md">
                  <span className="font-medium">{title}</span>
                  {q.source === 'generated' && (
                    <span className="ms-2 text-xs text-base-content/70">
                      {t('admin.questions.generated')}
                    </span>
                  )}
                </td>
                <td className="min-w-40">
                  <div>{localise(q.topic.title, lang)}</div>
                  <div className="text-xs text-base-content/70">{localise(q.course.title, lang)}</div>
                </td>
                <td className={`font-medium ${DIFFICULTY_CLASS[q.difficulty]}`}>
                  {t(`practice.difficulty.${q.difficulty}`)}
                </td>
                <td className="whitespace-nowrap">{t(`practice.type.${q.type}`)}</td>
                <td>
                  <span className={`badge badge-sm ${STATUS_CLASS[q.status]}`}>
                    {t(`admin.questions.statuses.${q.status}`)}
                  </span>
                </td>
                <td>
                  <div className="flex gap-1">
                    <Link
                      to={routePath('adminQuestion', { questionNumber: q.number })}
                      className="btn btn-ghost btn-sm gap-1"
                      aria-label={t('admin.questions.editNumber', { number: q.number, title })}
                    >
                      <Pencil size={16} aria-hidden="true" />
                      <span className="hidden lg:inline">{t('admin.questions.edit')}</span>
                    </Link>
                    {q.status === 'published' && (
                      <Link
                        to={routePath('question', { questionNumber: q.number })}
                        className="btn btn-ghost btn-sm btn-square"
                        aria-label={t('admin.questions.viewNumber', { number: q.number })}
                      >
                        <ExternalLink size={16} aria-hidden="true" />
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
