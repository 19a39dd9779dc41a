import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/config/paths';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={ROUTES.home}
      className="flex items-center gap-2 text-lg font-bold tracking-tight"
      aria-label={t('nav.homeLogo')}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>
        Prep<span className="text-primary">Arena</span>
      </span>
    </Link>
  );
}
