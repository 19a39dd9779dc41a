import { BookOpen, PartyPopper, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';

/** A new account's first landing (the practice page with welcome=1): a greeting and where to start. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  if (params.get('welcome') !== '1' || !user) return null;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('welcome');
        return p;
      },
      { replace: true },
    );
  return (
    <section
      className="mt-4 flex flex-col gap-3 rounded-box border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
      aria-labelledby="welcome-heading"
      data-testid="welcome-banner"
    >
      <PartyPopper size={28} className="shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="welcome-heading" className="text-lg font-semibold">
          {t('practice.welcome.title', { username: user.username })}
        </h2>
        <p className="text-sm text-base-content/80">{t('practice.welcome.body')}</p>
      </div>
      <div className="flex gap-2">
        <Link to={ROUTES.learn} className="btn btn-primary btn-sm gap-1">
          <BookOpen size={16} aria-hidden="true" />
          {t('practice.welcome.lessons')}
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          onClick={dismiss}
          aria-label={t('practice.welcome.dismiss')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
