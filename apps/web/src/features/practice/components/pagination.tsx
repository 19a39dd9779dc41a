import { useTranslation } from 'react-i18next';

/** Previous / page n of m / next. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('practice.pagination')} className="join">
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('practice.previousPage')}
      </button>
      <span className="join-item btn btn-sm pointer-events-none" aria-current="page">
        {t('admin.page', { page, pages })}
      </span>
      <button
        type="button"
        className="join-item btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('practice.nextPage')}
      </button>
    </nav>
  );
}
