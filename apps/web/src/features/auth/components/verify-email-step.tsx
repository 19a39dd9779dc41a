import { LIMITS } from '@preparena/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';
import { useSession } from '@/lib/session/use-session';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { AuthBanner } from './auth-banner';
import { AuthCard } from './auth-card';

/** Verify Your Email: a 6-digit code, Verify Email, and Resend Code with a 60-second cooldown. */
export function VerifyEmailStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [cooldown, setCooldown] = useState<number>(LIMITS.resendCooldownSeconds);
  const [banner, setBanner] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const fail = (error: unknown, fallback: string) =>
    setBanner({
      kind: 'error',
      message: error instanceof ApiError && error.message ? translateMessage(t, error.message) : fallback,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setBanner(null);
    try {
      const { token, ...user } = await verifyEmail(email, code);
      signIn(token, user);
      navigate(ROUTES.home);
    } catch (error) {
      fail(error, t('auth.verifyFailed'));
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    setBanner(null);
    try {
      await resendVerification(email);
      setBanner({ kind: 'success', message: t('messages.codeSent') });
      setCooldown(LIMITS.resendCooldownSeconds);
    } catch (error) {
      fail(error, t('auth.resendFailed'));
    }
  };

  return (
    <AuthCard title={t('auth.verifyTitle')} subtitle={t('auth.verifySubtitle', { email })}>
      {banner && <AuthBanner kind={banner.kind} message={banner.message} />}
      <form onSubmit={submit} className="space-y-4">
        <label htmlFor="verify-code" className="sr-only">
          {t('auth.codeLabel')}
        </label>
        <input
          id="verify-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.verificationCodeDigits}
          placeholder={t('auth.codePlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.verificationCodeDigits))}
          className="input input-bordered w-full text-center font-mono text-2xl tracking-[0.5em]"
          required
        />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={pending || code.length !== LIMITS.verificationCodeDigits}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.verifyButton')}
        </button>
      </form>
      <div className="mt-4 text-center">
        {cooldown > 0 ? (
          <p className="text-sm text-base-content/70" aria-live="polite" data-testid="resend-countdown">
            {t('auth.resendIn', { count: cooldown })}
          </p>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={resend}>
            {t('auth.resendButton')}
          </button>
        )}
      </div>
    </AuthCard>
  );
}
