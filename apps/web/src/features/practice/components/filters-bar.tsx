import {
  DIFFICULTIES,
  EXAM_TAGS,
  type Language,
  localise,
  QUESTION_TYPES,
  USER_QUESTION_STATUSES,
} from '@preparena/shared';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOption, FilterSelect } from '@/components/ui/filter-select';
import { SearchForm } from '@/components/ui/search-form';
import { useCourse, useCourses } from '@/features/learn';
import { useSession } from '@/lib/session/use-session';
import { usePracticeParams } from '../hooks/use-practice-params';

/** The filters row: course, topic, difficulty, type, status, exam, language, and search. */
export function FiltersBar() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { user } = useSession();
  const { filters, update } = usePracticeParams();
  const courses = useCourses();
  const course = useCourse(filters.course ?? 'quantitative-aptitude');
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  // Without a course, a topic from the URL (e.g. a lesson's Practise link) is still shown as chosen.
  const topics = filters.course
    ? (course.data?.subjects.flatMap((s) => s.topics) ?? [])
    : filters.topic
      ? [{ slug: filters.topic, title: filters.topic.replace(/-/g, ' ') }]
      : [];
  const select = (
    name: string,
    value: string | undefined,
    options: FilterOption[],
    onChange?: (v: string) => void,
  ) => (
    <FilterSelect
      id={`filter-${name}`}
      label={t(`practice.filters.${name}`)}
      allLabel={t(`practice.filters.all.${name}`)}
      value={value}
      options={options}
      onChange={(v) => (onChange ? onChange(v) : update({ [name]: v || undefined }))}
    />
  );
  const active = Object.keys(filters).length > 0;

  return (
    <div className="space-y-3">
      <search>
        <SearchForm
          id="practice-search"
          label={t('practice.searchLabel')}
          placeholder={t('practice.searchPlaceholder')}
          button={t('practice.search')}
          value={search}
          onChange={setSearch}
          onSearch={(value) => update({ search: value })}
        />
      </search>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {select(
          'course',
          filters.course,
          (courses.data ?? []).map((c) => ({ value: c.slug, label: localise(c.title, lang) })),
          (v) => update({ course: v || undefined, topic: undefined }),
        )}
        {select(
          'topic',
          filters.topic,
          topics.map((x) => ({ value: x.slug, label: localise(x.title, lang) })),
        )}
        {select(
          'difficulty',
          filters.difficulty,
          DIFFICULTIES.map((d) => ({ value: d, label: t(`practice.difficulty.${d}`) })),
        )}
        {select(
          'type',
          filters.type,
          QUESTION_TYPES.map((d) => ({ value: d, label: t(`practice.type.${d}`) })),
        )}
        {user &&
          select(
            'status',
            filters.status,
            USER_QUESTION_STATUSES.map((d) => ({ value: d, label: t(`practice.status.${d}`) })),
          )}
        {select(
          'exam',
          filters.exam,
          EXAM_TAGS.map((e) => ({ value: e, label: e })),
        )}
        {select('language', filters.language, [
          { value: 'en', label: 'English' },
          { value: 'hi', label: 'हिन्दी' },
        ])}
        {active && (
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-1"
            onClick={() => update(Object.fromEntries(Object.keys(filters).map((k) => [k, undefined])))}
          >
            <X size={16} aria-hidden="true" />
            {t('practice.clearFilters')}
          </button>
        )}
      </div>
    </div>
  );
}
