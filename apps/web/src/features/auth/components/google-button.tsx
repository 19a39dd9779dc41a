import { useTranslation } from 'react-i18next';
import { rememberReturnPath } from '@/lib/return-path';
import { GOOGLE_START_URL, useAuthProviders } from '../api/get-auth-providers';

/** Continue with Google: shown only when the server has Google sign-in configured. */
export function GoogleButton({
  variant = 'button',
  next = null,
}: {
  variant?: 'button' | 'link';
  /** Where to land after Google's return (kept in session storage across the trip). */
  next?: string | null;
}) {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  if (!data?.google) return null;
  return (
    <>
      <div className="divider text-xs text-base-content/60">{t('auth.or')}</div>
      <a
        href={GOOGLE_START_URL}
        onClick={() => rememberReturnPath(next)}
        className={variant === 'button' ? 'btn btn-outline w-full gap-2' : 'btn btn-ghost w-full gap-2'}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t('auth.continueWithGoogle')}
      </a>
    </>
  );
}
