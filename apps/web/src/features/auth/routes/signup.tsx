import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { track } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';
import { signup } from '../api/signup';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { CheckHint } from '../components/check-hint';
import { GoogleButton } from '../components/google-button';
import { PasswordInput } from '../components/password-input';
import { VerifyEmailStep } from '../components/verify-email-step';
import { usePasswordCheck } from '../hooks/use-password-check';
import { useUsernameCheck } from '../hooks/use-username-check';

type FieldErrors = { username?: string; email?: string; general?: string };

/** Sign up, then the Verify Your Email step. */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [verifying, setVerifying] = useState<string | null>(params.get('verify'));
  const usernameState = useUsernameCheck(username, t('auth.usernameCheckFailed'));
  const passwordState = usePasswordCheck(password);
  usePageTitle(verifying ? t('auth.verifyTitle') : t('auth.signupTitle'));

  if (verifying) return <VerifyEmailStep email={verifying} />;

  const blocked = (): string | undefined => {
    if (usernameState.status === 'checking') return t('auth.waitUsername');
    if (usernameState.status !== 'valid') return t('auth.invalidUsername');
    if (passwordState.status === 'checking') return t('auth.waitPassword');
    if (passwordState.status !== 'valid') return t('auth.invalidPassword');
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = blocked();
    if (reason) {
      setErrors({ general: reason });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await signup({ username, email, password, language: i18n.language === 'hi' ? 'hi' : 'en' });
      track({ name: 'sign_up', path: ROUTES.signup, properties: { method: 'email' } });
      setVerifying(email.trim().toLowerCase());
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : '';
      if (message.includes('Email')) setErrors({ email: translateMessage(t, message) });
      else if (message.includes('Username')) setErrors({ username: translateMessage(t, message) });
      else setErrors({ general: message ? translateMessage(t, message) : t('auth.signupFailed') });
    } finally {
      setPending(false);
    }
  };

  const fieldError = (id: string, message?: string) =>
    message ? (
      <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {message}
      </p>
    ) : null;

  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      {errors.general && <AuthBanner kind="error" message={errors.general} />}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor="signup-username" className="label mb-1 text-sm font-medium">
            {t('auth.username')}
          </label>
          <input
            id="signup-username"
            autoComplete="username"
            value={username}
            onChange={(e) => {
              setUsername(e.target.value.trim());
              setErrors((v) => ({ ...v, username: undefined }));
            }}
            aria-describedby="username-hint"
            aria-invalid={usernameState.status === 'invalid' || !!errors.username}
            className="input input-bordered w-full"
          />
          {errors.username ? (
            fieldError('username-hint', errors.username)
          ) : (
            <CheckHint id="username-hint" state={usernameState} />
          )}
        </div>
        <div>
          <label htmlFor="signup-email" className="label mb-1 text-sm font-medium">
            {t('auth.email')}
          </label>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((v) => ({ ...v, email: undefined }));
            }}
            aria-describedby="email-error"
            aria-invalid={!!errors.email}
            className="input input-bordered w-full"
          />
          {fieldError('email-error', errors.email)}
        </div>
        <div>
          <label htmlFor="signup-password" className="label mb-1 text-sm font-medium">
            {t('auth.password')}
          </label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="password-hint"
            invalid={passwordState.status === 'invalid'}
          />
          <CheckHint id="password-hint" state={passwordState} />
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.createAccount')}
        </button>
      </form>
      <GoogleButton variant="link" />
      <p className="mt-6 text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link to={ROUTES.login} className="link link-primary font-medium">
          {t('auth.signInLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
