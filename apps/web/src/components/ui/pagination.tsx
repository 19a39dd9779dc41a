import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Previous / page n of m / next; nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPage,
  previous,
  next,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The labels of the two buttons (Previous and Next unless given). */
  previous?: ReactNode;
  next?: ReactNode;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className="join">
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous ?? t('common.previousPage')}
      </button>
      <span className="join-item btn btn-sm pointer-events-none" aria-current="page">
        {t('common.page', { page, pages })}
      </span>
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next ?? t('common.nextPage')}
      </button>
    </nav>
  );
}
