import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/config/paths';

/** Shown to visitors on pages that need an account (the arena, results). */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{t('contests.signInTitle')}</h1>
      <p className="mt-2 text-base-content/80">{t('contests.signInBody')}</p>
      <Link to={ROUTES.login} className="btn btn-primary mt-6">
        {t('contests.action.signIn')}
      </Link>
    </div>
  );
}
