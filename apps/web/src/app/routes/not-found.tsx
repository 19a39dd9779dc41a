import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';

/** The 404 page, with links to Home and Practice Questions. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-base-content/80">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to={ROUTES.practice} className="btn btn-outline">
          {t('notFound.practice')}
        </Link>
      </div>
    </section>
  );
}
