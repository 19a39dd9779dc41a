import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/config/paths';

/** What a contest's pages show for an id that names no contest: say so and lead back to the list. */
export function ContestMissing() {
  const { t } = useTranslation();
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{t('contests.notFound')}</h1>
      <Link to={ROUTES.compete} className="btn btn-primary mt-6">
        {t('contests.backToContests')}
      </Link>
    </div>
  );
}
