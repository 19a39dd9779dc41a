import { loginSchema } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES, withQuery } from '@/config/paths';
import { track } from '@/lib/analytics';
import { safeReturnPath, signupPathFor } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { login } from '../api/login';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { PasswordInput } from '../components/password-input';
import { useAuthForm } from '../hooks/use-auth-form';

/** Login: email, password (show/hide), remember me (on by default), links and Google. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { form, banner, submit, pending } = useAuthForm(loginSchema, {
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { register, watch } = form;
  usePageTitle(t('auth.loginTitle'));
  const googleError = params.get('error');
  const next = safeReturnPath(params.get('next'));

  const onSubmit = submit({
    fallback: t('auth.loginFailed'),
    send: async (values) => {
      const { token, ...user } = await login(values);
      signIn(token, user);
      track({ name: 'login', path: ROUTES.login, properties: { method: 'email' } });
      navigate(next ?? ROUTES.home);
    },
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {googleError && !banner && (
        <AuthBanner
          kind="error"
          message={t(`auth.googleErrors.${googleError}`, {
            defaultValue: t('auth.googleErrors.google_failed'),
          })}
        />
      )}
      {banner && <AuthBanner kind={banner.kind} message={banner.message} />}
      {banner?.code === 'EMAIL_NOT_VERIFIED' && (
        <Link
          to={withQuery(
            ROUTES.signup,
            new URLSearchParams({ verify: watch('email'), ...(next ? { next } : {}) }),
          )}
          className="btn btn-sm btn-outline mb-4 w-full"
        >
          {t('auth.enterCode')}
        </Link>
      )}
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="login-email" className="label mb-1 text-sm font-medium">
            {t('auth.email')}
          </label>
          <input
            id="login-email"
            type="email"
            required
            autoComplete="email"
            className="input input-bordered w-full"
            {...register('email')}
          />
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor="login-password" className="label text-sm font-medium">
              {t('auth.password')}
            </label>
            <Link to={ROUTES.forgotPassword} className="link link-primary text-sm">
              {t('auth.forgotLink')}
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            required
            autoComplete="current-password"
            {...register('password')}
          />
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('rememberMe')} />
          {t('auth.rememberMe')}
        </label>
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {pending ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      <GoogleButton next={next} />
      <p className="mt-6 text-center text-sm">
        {t('auth.noAccount')}{' '}
        <Link to={signupPathFor(next)} className="link link-primary font-medium">
          {t('auth.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
