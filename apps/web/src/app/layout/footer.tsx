import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, routePath } from '@/config/paths';
import { Logo } from './logo';

const SOCIAL = [
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@preparena',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/preparena',
    path: 'M12 7.3A4.7 4.7 0 1 0 16.7 12 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 3-3 3 3 0 0 1-3 3zm6-7.9a1.1 1.1 0 1 1-1.1-1.1A1.1 1.1 0 0 1 18 7.1zM21.9 8.2a5.4 5.4 0 0 0-1.5-3.8 5.4 5.4 0 0 0-3.8-1.5C15 2.8 9 2.8 7.4 2.9a5.4 5.4 0 0 0-3.8 1.5A5.4 5.4 0 0 0 2.1 8.2C2 9.7 2 14.3 2.1 15.8a5.4 5.4 0 0 0 1.5 3.8 5.4 5.4 0 0 0 3.8 1.5c1.5.1 7.7.1 9.2 0a5.4 5.4 0 0 0 3.8-1.5 5.4 5.4 0 0 0 1.5-3.8c.1-1.5.1-6.1 0-7.6z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/preparena',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.54h.05a4.17 4.17 0 0 1 3.75-2.06c4 0 4.75 2.64 4.75 6.07V21h-4v-4.99c0-1.19 0-2.72-1.66-2.72s-1.91 1.3-1.91 2.64V21h-4z',
  },
  {
    name: 'X',
    href: 'https://x.com/preparena',
    path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z',
  },
];

interface FooterLink {
  to: string;
  key: string;
}

const QUICK_LINKS: FooterLink[] = [
  { to: ROUTES.catmocks, key: 'footer.mockTracker' },
  { to: ROUTES.dailyDrills, key: 'footer.dailyDrills' },
  { to: ROUTES.learn, key: 'nav.learn' },
  { to: ROUTES.practice, key: 'nav.practice' },
  { to: ROUTES.blogs, key: 'footer.blogs' },
];
const LEARN_LINKS: FooterLink[] = [
  { to: routePath('course', { courseSlug: 'quantitative-aptitude' }), key: 'courses.quantitative-aptitude' },
  { to: routePath('course', { courseSlug: 'logical-reasoning' }), key: 'courses.logical-reasoning' },
  { to: routePath('course', { courseSlug: 'verbal-ability' }), key: 'courses.verbal-ability' },
  { to: routePath('course', { courseSlug: 'reading-comprehension' }), key: 'courses.reading-comprehension' },
  { to: routePath('course', { courseSlug: 'data-interpretation' }), key: 'courses.data-interpretation' },
];
const SUPPORT_LINKS: FooterLink[] = [
  { to: ROUTES.contact, key: 'footer.contactUs' },
  { to: ROUTES.help, key: 'footer.help' },
  { to: ROUTES.about, key: 'footer.about' },
  { to: ROUTES.careers, key: 'footer.careers' },
  { to: ROUTES.ratingsExplained, key: 'footer.ratingsExplained' },
];
const LEGAL_LINKS: FooterLink[] = [
  { to: ROUTES.terms, key: 'footer.terms' },
  { to: ROUTES.privacy, key: 'footer.privacy' },
  { to: ROUTES.cookies, key: 'footer.cookies' },
];

function LinkColumn({ titleKey, links }: { titleKey: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={`footer-${titleKey}`}>
      <h2 id={`footer-${titleKey}`} className="mb-3 text-sm font-semibold uppercase tracking-wide">
        {t(titleKey)}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link link-hover text-base-content/80">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer, shown only on the paths the spec lists. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-base-300 bg-base-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-3 text-sm text-base-content/80">{t('footer.blurb')}</p>
          <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-ghost btn-circle btn-sm"
                >
                  <span className="sr-only">{t('footer.followOn', { network: s.name })}</span>
                  <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn titleKey="footer.quickLinks" links={QUICK_LINKS} />
        <LinkColumn titleKey="footer.learnAptitude" links={LEARN_LINKS} />
        <LinkColumn titleKey="footer.support" links={SUPPORT_LINKS} />
        <LinkColumn titleKey="footer.legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-base-300 py-4 text-center text-sm text-base-content/70">
        {t('footer.copyright', { year: 2025 })}
      </div>
    </footer>
  );
}
