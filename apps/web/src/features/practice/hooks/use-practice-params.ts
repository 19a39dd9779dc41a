import { PRACTICE_SORTS } from '@preparena/shared';
import { useSearchParams } from 'react-router';

export const FILTER_KEYS = [
  'course',
  'topic',
  'difficulty',
  'type',
  'status',
  'exam',
  'language',
  'search',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filters, search, sort and page of the practice table, kept in the URL so any view can be shared. */
export function usePracticeParams() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  ) as Partial<Record<FilterKey, string>>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort = (PRACTICE_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as string)
    : 'mix';

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    setParams(next);
  };

  /** Only the filters, as a query string: the question page uses it for previous/next/random. */
  const filterQuery = new URLSearchParams(filters as Record<string, string>).toString();
  const listQuery = new URLSearchParams({
    ...(filters as Record<string, string>),
    page: String(page),
    sort,
  }).toString();
  return { filters, page, sort, update, filterQuery, listQuery };
}
