import { LIMITS, verifyEmailSchema } from '@preparena/shared';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WELCOME_PATH } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthBanner } from './auth-banner';
import { AuthCard } from './auth-card';

/** The code alone: the address is the one just signed up with. */
const codeSchema = verifyEmailSchema.pick({ otp: true });

/** Verify Your Email: a 6-digit code, Verify Email, and Resend Code with a 60-second cooldown. */
export function VerifyEmailStep({ email, next = null }: { email: string; next?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { form, banner, setBanner, failure, submit, pending } = useAuthForm(codeSchema, {
    defaultValues: { otp: '' },
  });
  const code = form.watch('otp');
  const [cooldown, setCooldown] = useState<number>(LIMITS.resendCooldownSeconds);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = submit({
    fallback: t('auth.verifyFailed'),
    send: async ({ otp }) => {
      const { token, ...user } = await verifyEmail(email, otp);
      signIn(token, user);
      // Back where sign-up began, or a welcome on the practice page (not the marketing home).
      navigate(next ?? WELCOME_PATH);
    },
  });

  const resend = async () => {
    setBanner(null);
    try {
      await resendVerification(email);
      setBanner({ kind: 'success', message: t('messages.codeSent') });
      setCooldown(LIMITS.resendCooldownSeconds);
    } catch (error) {
      setBanner(failure(error, t('auth.resendFailed')));
    }
  };

  return (
    <AuthCard title={t('auth.verifyTitle')} subtitle={t('auth.verifySubtitle', { email })}>
      {banner && <AuthBanner kind={banner.kind} message={banner.message} />}
      <form onSubmit={onSubmit} className="space-y-4">
        <label htmlFor="verify-code" className="sr-only">
          {t('auth.codeLabel')}
        </label>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <input
              id="verify-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.verificationCodeDigits}
              placeholder={t('auth.codePlaceholder')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) =>
                field.onChange(e.target.value.replace(/\D/g, '').slice(0, LIMITS.verificationCodeDigits))
              }
              className="input input-bordered w-full text-center font-mono text-2xl tracking-[0.5em]"
              required
            />
          )}
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
