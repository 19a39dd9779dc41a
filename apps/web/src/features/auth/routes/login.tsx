import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { safeReturnPath, signupPathFor } from '@/lib/return-path';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** Login: the form, then back where the user came from (`?next=`), else home. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle(t('auth.loginTitle'));
  const next = safeReturnPath(params.get('next'));

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm next={next} onSignedIn={() => navigate(next ?? ROUTES.home)} />
      <p className="mt-6 text-center text-sm">
        {t('auth.noAccount')}{' '}
        <Link to={signupPathFor(next)} className="link link-primary font-medium">
          {t('auth.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
