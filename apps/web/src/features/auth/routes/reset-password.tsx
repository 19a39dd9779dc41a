import { LIMITS, resetPasswordSchema } from '@preparena/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';
import { checkResetLink, resetPassword } from '../api/reset-password';
import { AuthBanner } from '../components/auth-banner';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { useAuthForm } from '../hooks/use-auth-form';

/** The shared rule for the new password, and its confirmation (compared before anything is sent). */
const resetFormSchema = resetPasswordSchema.extend({ confirm: z.string() });

/**
 * Reset password: the link is checked first (a used or expired one says so, with a way to a new
 * one); then new + confirm (must match, no request otherwise); success shows Log in and goes to
 * /login after 2 s.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { form, banner, submit, pending } = useAuthForm(resetFormSchema, {
    defaultValues: { password: '', confirm: '' },
  });
  const { register, getValues } = form;
  const done = banner?.kind === 'success';
  usePageTitle(t('auth.resetTitle'));
  const link = useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(ROUTES.login), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = submit({
    fallback: t('auth.resetFailed'),
    precheck: () =>
      getValues('password') !== getValues('confirm') ? t('messages.passwordsMismatch') : undefined,
    send: async ({ password }) => {
      const { message } = await resetPassword(token, password);
      return { kind: 'success', message: translateMessage(t, message) };
    },
  });

  return (
    <AuthCard title={t('auth.resetTitle')}>
      {banner && <AuthBanner kind={banner.kind} message={banner.message} />}
      {link.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : link.isError ? (
        <>
          <AuthBanner
            kind="error"
            message={translateMessage(t, errorMessage(link.error, t('auth.resetLinkExpired')))}
          />
          <Link to={ROUTES.forgotPassword} className="btn btn-primary w-full">
            {t('auth.requestNewLink')}
          </Link>
        </>
      ) : done ? (
        <Link to={ROUTES.login} className="btn btn-primary w-full">
          {t('nav.login')}
        </Link>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <div>
            <label htmlFor="reset-password" className="label mb-1 text-sm font-medium">
              {t('auth.newPassword')}
            </label>
            <PasswordInput
              id="reset-password"
              required
              autoComplete="new-password"
              aria-describedby="reset-hint"
              {...register('password')}
            />
            <p id="reset-hint" className="mt-1 text-sm text-base-content/70">
              {t('messages.passwordLength')}
            </p>
          </div>
          <div>
            <label htmlFor="reset-confirm" className="label mb-1 text-sm font-medium">
              {t('auth.confirmNewPassword')}
            </label>
            <PasswordInput id="reset-confirm" required autoComplete="new-password" {...register('confirm')} />
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={pending || done}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('auth.resetButton')}
          </button>
        </form>
      )}
      {!done && (
        <p className="mt-6 text-center text-sm">
          <Link to={ROUTES.login} className="link link-primary font-medium">
            {t('auth.backToLogin')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
