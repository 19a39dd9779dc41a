import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@/config/paths';

/** The centred card every auth screen uses (the top navigation is hidden on these screens). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-primary/10 to-base-100 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to={ROUTES.home}
          className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold"
          aria-label={t('nav.homeLogo')}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>
            Prep<span className="text-primary">Arena</span>
          </span>
        </Link>
        <div className="card border border-base-300 bg-base-100 p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-base-content/70">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
