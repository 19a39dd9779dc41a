import { LIMITS } from '@preparena/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';
import { resetPassword } from '../api/reset-password';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';

/** Reset password: new + confirm (must match, no request otherwise); success then /login after 2 s. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  usePageTitle(t('auth.resetTitle'));

  useEffect(() => {
    if (result?.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate(ROUTES.login), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setResult({ kind: 'error', message: t('messages.passwordsMismatch') });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const { message } = await resetPassword(token, password);
      setResult({ kind: 'success', message: translateMessage(t, message) });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? translateMessage(t, error.message)
          : t('auth.resetFailed');
      setResult({ kind: 'error', message });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('auth.resetTitle')}>
      {result && <AuthBanner kind={result.kind} message={result.message} />}
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor="reset-password" className="label mb-1 text-sm font-medium">
            {t('auth.newPassword')}
          </label>
          <PasswordInput
            id="reset-password"
            required
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="reset-hint"
          />
          <p id="reset-hint" className="mt-1 text-sm text-base-content/70">
            {t('messages.passwordLength')}
          </p>
        </div>
        <div>
          <label htmlFor="reset-confirm" className="label mb-1 text-sm font-medium">
            {t('auth.confirmNewPassword')}
          </label>
          <PasswordInput
            id="reset-confirm"
            required
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={pending || result?.kind === 'success'}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.resetButton')}
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
