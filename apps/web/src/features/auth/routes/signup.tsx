import { LIMITS, signupSchema, USERNAME_MAX } from '@preparena/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { track } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { loginPathFor, safeReturnPath } from '@/lib/return-path';
import { translateMessage } from '@/lib/server-messages';
import { signup } from '../api/signup';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { CheckHint } from '../components/check-hint';
import { GoogleButton } from '../components/google-button';
import { PasswordInput } from '../components/password-input';
import { VerifyEmailStep } from '../components/verify-email-step';
import { type Banner, useAuthForm } from '../hooks/use-auth-form';
import { usePasswordCheck } from '../hooks/use-password-check';
import { useUsernameCheck } from '../hooks/use-username-check';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** Sign up, then the Verify Your Email step. */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { form, banner, submit, pending } = useAuthForm(signupSchema, {
    defaultValues: { username: '', email: '', password: '' },
    inline: ['username', 'email'],
  });
  const {
    register,
    control,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const [verifying, setVerifying] = useState<string | null>(params.get('verify'));
  const next = safeReturnPath(params.get('next'));
  const usernameState = useUsernameCheck(watch('username'), t('auth.usernameCheckFailed'));
  const passwordState = usePasswordCheck(watch('password'));
  usePageTitle(verifying ? t('auth.verifyTitle') : t('auth.signupTitle'));
  // "Please wait while we check…" goes once the check it waited for has answered.
  const checks: Record<string, { status: string }> = { username: usernameState, password: passwordState };
  const shownBanner = banner?.waitsFor && checks[banner.waitsFor]?.status !== 'checking' ? null : banner;

  if (verifying) return <VerifyEmailStep email={verifying} next={next} />;

  // The live checks decide first, with their own words; the shared schema and the server come after.
  const blocked = (): string | Banner | undefined => {
    if (usernameState.status === 'checking')
      return { kind: 'error', message: t('auth.waitUsername'), waitsFor: 'username' };
    if (usernameState.status !== 'valid') return t('auth.invalidUsername');
    if (passwordState.status === 'checking')
      return { kind: 'error', message: t('auth.waitPassword'), waitsFor: 'password' };
    if (passwordState.status !== 'valid') return t('auth.invalidPassword');
    return undefined;
  };

  const onSubmit = submit({
    fallback: t('auth.signupFailed'),
    precheck: blocked,
    send: async (values) => {
      try {
        await signup({ ...values, language: i18n.language === 'hi' ? 'hi' : 'en' });
      } catch (error) {
        // The server names the field in its message: e-mail and username problems show under the field.
        const message = error instanceof ApiError ? error.message : '';
        if (message.includes('Email')) setError('email', { message });
        else if (message.includes('Username')) setError('username', { message });
        else throw error;
        return;
      }
      track({ name: 'sign_up', path: ROUTES.signup, properties: { method: 'email' } });
      setVerifying(values.email);
    },
  });

  const errorText = (message?: string) => (message ? translateMessage(t, message) : undefined);

  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      {shownBanner && <AuthBanner kind={shownBanner.kind} message={shownBanner.message} />}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <label htmlFor="signup-username" className="label mb-1 text-sm font-medium">
            {t('auth.username')}
          </label>
          <Controller
            control={control}
            name="username"
            render={({ field }) => (
              <input
                id="signup-username"
                autoComplete="username"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => {
                  field.onChange(e.target.value.trim());
                  clearErrors('username');
                }}
                aria-describedby="username-hint"
                aria-invalid={usernameState.status === 'invalid' || !!errors.username}
                className="input input-bordered w-full"
              />
            )}
          />
          {errors.username ? (
            <FieldError id="username-hint" message={errorText(errors.username.message)} />
          ) : (
            <CheckHint
              id="username-hint"
              state={usernameState}
              rules={t('auth.usernameRules', { min: LIMITS.usernameMin, max: USERNAME_MAX })}
            />
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
            aria-describedby="email-error"
            aria-invalid={!!errors.email}
            className="input input-bordered w-full"
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          <FieldError id="email-error" message={errorText(errors.email?.message)} />
        </div>
        <div>
          <label htmlFor="signup-password" className="label mb-1 text-sm font-medium">
            {t('auth.password')}
          </label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            aria-describedby="password-hint"
            invalid={passwordState.status === 'invalid'}
            {...register('password')}
          />
          <CheckHint
            id="password-hint"
            state={passwordState}
            rules={t('auth.passwordRules', { min: LIMITS.passwordMin })}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.createAccount')}
        </button>
      </form>
      <GoogleButton variant="link" next={next} />
      <p className="mt-6 text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link to={loginPathFor(next)} className="link link-primary font-medium">
          {t('auth.signInLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
