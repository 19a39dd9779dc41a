import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';
import { forgotPassword } from '../api/forgot-password';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';

/** Forgot password: an email field, Send reset link, back to login; then a success or error banner. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  usePageTitle(t('auth.forgotTitle'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setResult(null);
    try {
      const { message } = await forgotPassword(email);
      setResult({ kind: 'success', message: translateMessage(t, message) });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? translateMessage(t, error.message)
          : t('auth.forgotFailed');
      setResult({ kind: 'error', message });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {result && <AuthBanner kind={result.kind} message={result.message} />}
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor="forgot-email" className="label mb-1 text-sm font-medium">
            {t('auth.email')}
          </label>
          <input
            id="forgot-email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="input input-bordered w-full"
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
