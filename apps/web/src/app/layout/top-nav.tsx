import { isStaff } from '@preparena/shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { primaryTitleRating, titleRingClass } from '@/components/ui/rating-title';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { ROUTES } from '@/config/paths';
import { currentPath, loginPathFor, signupPathFor } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-primary/10 text-primary' : 'text-base-content/80 hover:bg-base-200 hover:text-base-content'
  }`;

/** The fixed top navigation bar with the mobile menu. */
export function TopNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const loginLink = loginPathFor(currentPath(location));
  const signupLink = signupPathFor(currentPath(location));
  const { user, loading, logout } = useSession();
  const [open, setOpen] = useState(false);
  const { pathname } = location;
  const links = isStaff(user)
    ? [...NAV_LINKS, { to: ROUTES.admin, key: 'nav.admin', end: false } as const]
    : NAV_LINKS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the path changes
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Logo />
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <LanguageToggle />
          <span className="hidden md:inline-flex">
            <ThemeToggle />
          </span>
          {loading ? (
            <span className="skeleton h-9 w-9 rounded-full" aria-hidden="true" />
          ) : user ? (
            <>
              <span className="hidden md:inline-flex">
                <UserMenu />
              </span>
              <Link to={ROUTES.profile} className="md:hidden" aria-label={t('nav.profile')}>
                <span
                  className={`block w-9 overflow-hidden rounded-full ring-2 ring-offset-2 ring-offset-base-100 ${titleRingClass(
                    primaryTitleRating(user),
                  )}`}
                >
                  <Avatar src={user.profilePicture} alt="" size={36} />
                </span>
              </Link>
            </>
          ) : (
            <div className="hidden gap-2 md:flex" data-anonymous-only>
              <Link to={loginLink} className="btn btn-ghost btn-sm">
                {t('nav.login')}
              </Link>
              <Link to={signupLink} className="btn btn-primary btn-sm">
                {t('nav.signup')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-circle md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-base-300 bg-base-100 px-4 pb-4 md:hidden">
          <ul className="menu w-full gap-1 p-0 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to={ROUTES.lists}>{t('nav.myLists')}</NavLink>
              </li>
            )}
            <li>
              <ThemeToggle withLabel />
            </li>
          </ul>
          <div className="mt-3 flex gap-2">
            {user ? (
              <button type="button" className="btn btn-outline btn-sm flex-1" onClick={logout}>
                {t('nav.logout')}
              </button>
            ) : (
              <>
                <Link to={loginLink} className="btn btn-outline btn-sm flex-1">
                  {t('nav.login')}
                </Link>
                <Link to={signupLink} className="btn btn-primary btn-sm flex-1">
                  {t('nav.signup')}
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
