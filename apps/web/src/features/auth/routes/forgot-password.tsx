import { emailOnlySchema } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { translateMessage } from '@/lib/server-messages';
import { forgotPassword } from '../api/forgot-password';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { useAuthForm } from '../hooks/use-auth-form';

/** Forgot password: an email field, Send reset link, back to login; then a success or error banner. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { form, banner, submit, pending } = useAuthForm(emailOnlySchema, { defaultValues: { email: '' } });
  usePageTitle(t('auth.forgotTitle'));

  const onSubmit = submit({
    fallback: t('auth.forgotFailed'),
    send: async ({ email }) => {
      const { message } = await forgotPassword(email);
      return { kind: 'success', message: translateMessage(t, message) };
    },
  });

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {banner && <AuthBanner kind={banner.kind} message={banner.message} />}
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="forgot-email" className="label mb-1 text-sm font-medium">
            {t('auth.email')}
          </label>
          <input
            id="forgot-email"
            type="email"
            required
            autoComplete="email"
            className="input input-bordered w-full"
            {...form.register('email')}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.sendResetLink')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={ROUTES.login} className="link link-primary font-medium">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
