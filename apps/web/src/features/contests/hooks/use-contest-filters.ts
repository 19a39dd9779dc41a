import { CONTEST_FORMATS, type ContestFormat } from '@preparena/shared';
import { useSearchParams } from 'react-router';

/** The schedule's format and exam filters, kept in the URL query so a filtered view can be shared. */
export function useContestFilters() {
  const [params, setParams] = useSearchParams();
  const formatParam = params.get('format') ?? '';
  const format = (CONTEST_FORMATS as readonly string[]).includes(formatParam)
    ? (formatParam as ContestFormat)
    : undefined;
  const exam = params.get('exam') || undefined;
  const update = (name: 'format' | 'exam', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { format, exam, update };
}
