import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES, withQuery } from '@/config/paths';
import { track } from '@/lib/analytics';
import { takeRememberedReturnPath } from '@/lib/return-path';
import { getProfile } from '@/lib/session/get-profile';
import { useSession } from '@/lib/session/use-session';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** Return from Google: with a token, store the session and go back where sign-in began (or home); without one, go to /login. */
export function GoogleSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const token = params.get('token');

  useEffect(() => {
    if (!token) {
      navigate(ROUTES.login, { replace: true });
      return;
    }
    storage.set(STORAGE_KEYS.authToken, token);
    getProfile()
      .then((user) => {
        signIn(token, user);
        track({ name: 'login', path: ROUTES.googleSuccess, properties: { method: 'google' } });
        navigate(takeRememberedReturnPath() ?? ROUTES.home, { replace: true });
      })
      .catch(() => navigate(withQuery(ROUTES.login, 'error=google_failed'), { replace: true }));
  }, [token, navigate, signIn]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <h1 className="text-lg">{t('auth.googleSigningIn')}</h1>
    </div>
  );
}
