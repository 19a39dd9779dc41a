import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** What a Learn page shows when its data does not load: not found, or a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{missing ? t('learn.notFoundTitle') : t('learn.loadFailed')}</h1>
      <p className="mt-2 text-base-content/80">
        {missing ? t('learn.notFoundBody') : t('learn.loadFailedBody')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {!missing && (
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t('common.retry')}
          </button>
        )}
        <Link to={ROUTES.learn} className="btn btn-outline">
          {t('learn.allCourses')}
        </Link>
      </div>
    </div>
  );
}
