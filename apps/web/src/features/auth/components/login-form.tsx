import { loginSchema, type PublicUser } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES, withQuery } from '@/config/paths';
import { track } from '@/lib/analytics';
import { useSession } from '@/lib/session/use-session';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthBanner } from './auth-banner';
import { GoogleButton } from './google-button';
import { PasswordInput } from './password-input';

/**
 * Email, password (show/hide), remember me (on by default) and Google: the login page's form, and
 * the sign-in dialog's where a session ended mid-task. `next` is where Google's return and the
 * verification step land; `onSignedIn` runs once the session is stored.
 */
export function LoginForm({
  next,
  idPrefix = 'login',
  onSignedIn,
}: {
  next: string | null;
  idPrefix?: string;
  onSignedIn: (user: PublicUser | null) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { form, banner, submit, pending } = useAuthForm(loginSchema, {
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { register, watch } = form;
  const googleError = params.get('error');

  const onSubmit = submit({
    fallback: t('auth.loginFailed'),
    send: async (values) => {
      const { token, ...user } = await login(values);
      signIn(token, user);
      track({ name: 'login', path: ROUTES.login, properties: { method: 'email' } });
      onSignedIn(user);
    },
  });

  return (
    <>
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
          <label htmlFor={`${idPrefix}-email`} className="label mb-1 text-sm font-medium">
            {t('auth.email')}
          </label>
          <input
            id={`${idPrefix}-email`}
            type="email"
            required
            autoComplete="email"
            className="input input-bordered w-full"
            {...register('email')}
          />
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor={`${idPrefix}-password`} className="label text-sm font-medium">
              {t('auth.password')}
            </label>
            <Link to={ROUTES.forgotPassword} className="link link-primary text-sm">
              {t('auth.forgotLink')}
            </Link>
          </div>
          <PasswordInput
            id={`${idPrefix}-password`}
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
    </>
  );
}
