import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';

/** A page whose feature is still being built: says so plainly and offers what already works. */
export function InProgressPage({ area }: { area: string }) {
  const { t } = useTranslation();
  const name = t(`areas.${area}`);
  usePageTitle(name);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="in-progress"
    >
      <span className="rounded-full bg-primary/10 p-4 text-primary">
        <Hammer size={32} aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{name}</h1>
      <p className="mt-3 text-base-content/80">{t('inProgress.body', { area: name })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to={ROUTES.ratingsExplained} className="btn btn-outline">
          {t('footer.ratingsExplained')}
        </Link>
      </div>
    </section>
  );
}
