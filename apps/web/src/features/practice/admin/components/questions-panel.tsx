import {
  ADMIN_QUESTION_PAGE_SIZE,
  type AdminQuestionFilters,
  DIFFICULTIES,
  type Language,
  localise,
  QUESTION_STATUSES,
  QUESTION_TYPES,
} from '@preparena/shared';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FilterOption, FilterSelect } from '@/components/ui/filter-select';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SearchForm } from '@/components/ui/search-form';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { useAdminQuestionTopics } from '../api/get-admin-question-topics';
import { useAdminQuestions } from '../api/get-admin-questions';
import { ImportExport } from './import-export';
import { AdminQuestionTable } from './question-table';

interface PanelState {
  filters: AdminQuestionFilters;
  page: number;
  sort: 'number' | '-number';
}

const SAVED = 'preparena.admin.questions';
const initial: PanelState = { filters: {}, page: 1, sort: 'number' };

/** The table's filters and page survive opening a question and coming back (this tab only). */
function readSaved(): PanelState {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SAVED) ?? 'null') as PanelState | null;
    return saved?.filters && saved.page ? saved : initial;
  } catch {
    return initial;
  }
}

type FilterKey = 'course' | 'topic' | 'difficulty' | 'type' | 'status';

/** Admin Questions: filters and search, the question table, New question, Export and Import. */
export function QuestionsPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [state, setState] = useState<PanelState>(readSaved);
  const [search, setSearch] = useState(state.filters.search ?? '');
  const { filters, page, sort } = state;
  const list = useAdminQuestions({ ...filters, page, pageSize: ADMIN_QUESTION_PAGE_SIZE, sort });
  const topics = useAdminQuestionTopics();

  useEffect(() => {
    try {
      window.sessionStorage.setItem(SAVED, JSON.stringify(state));
    } catch {
      // Private mode: the filters simply reset next time.
    }
  }, [state]);

  const setFilters = (change: Partial<AdminQuestionFilters>) =>
    setState((s) => {
      const next = { ...s.filters, ...change };
      for (const key of Object.keys(next) as (keyof AdminQuestionFilters)[]) if (!next[key]) delete next[key];
      return { ...s, filters: next, page: 1 };
    });
  const select = (name: FilterKey, options: FilterOption[]) => (
    <FilterSelect
      id={`qf-${name}`}
      label={t(`admin.questions.filters.${name}`)}
      allLabel={t(`admin.questions.filters.all.${name}`)}
      value={filters[name]}
      options={options}
      onChange={(value) => setFilters({ [name]: value || undefined })}
    />
  );

  const active = Object.keys(filters).length > 0;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN');

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="text-xl font-semibold">
          {t('admin.tabs.questions')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ImportExport filters={filters} />
          <Link
            to={routePath('adminQuestion', { questionNumber: 'new' })}
            className="btn btn-primary btn-sm gap-1"
          >
            <Plus size={16} aria-hidden="true" />
            {t('admin.questions.new')}
          </Link>
        </div>
      </div>

      <search className="block space-y-2">
        <SearchForm
          id="qf-search"
          label={t('admin.questions.search')}
          placeholder={t('admin.questions.searchPlaceholder')}
          button={t('admin.questions.searchButton')}
          value={search}
          onChange={setSearch}
          onSearch={(value) => setFilters({ search: value })}
          inputClassName="min-w-0 flex-1"
        />
        <div className="grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-6">
          {select(
            'course',
            (topics.data?.courses ?? []).map((c) => ({ value: c.slug, label: localise(c.title, lang) })),
          )}
          {select(
            'topic',
            (topics.data?.topics ?? []).map((x) => ({
              value: x.slug,
              label: localise(x.title, lang),
              group: localise(x.course.title, lang),
            })),
          )}
          {select(
            'difficulty',
            DIFFICULTIES.map((d) => ({ value: d, label: t(`practice.difficulty.${d}`) })),
          )}
          {select(
            'type',
            QUESTION_TYPES.map((d) => ({ value: d, label: t(`practice.type.${d}`) })),
          )}
          {select(
            'status',
            QUESTION_STATUSES.map((s) => ({ value: s, label: t(`admin.questions.statuses.${s}`) })),
          )}
          {active && (
            <button
              type="button"
              className="btn btn-ghost btn-sm gap-1"
              onClick={() => {
                setSearch('');
                setState((s) => ({ ...s, filters: {}, page: 1 }));
              }}
            >
              <X size={16} aria-hidden="true" />
              {t('admin.questions.clearFilters')}
            </button>
          )}
        </div>
      </search>

      {list.isError ? (
        <RetryAlert message={t('admin.loadFailed')} onRetry={() => list.refetch()} />
      ) : list.isPending || !data ? (
        <SkeletonRows />
      ) : data.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
          {active ? t('admin.questions.emptyFiltered') : t('admin.questions.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-base-content/70" aria-live="polite">
            {t('admin.questions.count', { count: data.total, formatted: number.format(data.total) })}
          </p>
          <AdminQuestionTable
            data={data}
            sort={sort}
            onSort={(next) => setState((s) => ({ ...s, sort: next, page: 1 }))}
            stale={list.isPlaceholderData}
          />
          <Pagination page={page} pages={pages} onPage={(next) => setState((s) => ({ ...s, page: next }))} />
        </>
      )}
    </section>
  );
}
