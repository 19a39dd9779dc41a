import {
  DIFFICULTIES,
  EXAM_TAGS,
  type Language,
  localise,
  QUESTION_TYPES,
  USER_QUESTION_STATUSES,
} from '@preparena/shared';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    options: { value: string; label: string }[],
    onChange?: (v: string) => void,
  ) => (
    <div>
      <label htmlFor={`filter-${name}`} className="sr-only">
        {t(`practice.filters.${name}`)}
      </label>
      <select
        id={`filter-${name}`}
        className="select select-bordered select-sm w-full"
        value={value ?? ''}
        onChange={(e) =>
          onChange ? onChange(e.target.value) : update({ [name]: e.target.value || undefined })
        }
      >
        <option value="">{t(`practice.filters.all.${name}`)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() || undefined });
  };
  const active = Object.keys(filters).length > 0;

  return (
    <div className="space-y-3">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="practice-search" className="sr-only">
            {t('practice.searchLabel')}
          </label>
          <input
            id="practice-search"
            type="search"
            className="input input-bordered input-sm flex-1"
            placeholder={t('practice.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-sm gap-1">
            <Search size={16} aria-hidden="true" />
            {t('practice.search')}
          </button>
        </form>
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
