import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';

interface StaticSection {
  heading: string;
  paragraphs: string[];
}

interface StaticContent {
  title: string;
  updated?: string;
  intro: string;
  sections: StaticSection[];
}

/** A page of static text (About, Terms, Privacy, Cookies) kept in the locale files. */
export function StaticPage({ page }: { page: 'about' | 'terms' | 'privacy' | 'cookies' }) {
  const { t } = useTranslation();
  const content = t(`pages.${page}`, { returnObjects: true }) as StaticContent;
  usePageTitle(content.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{content.title}</h1>
      {content.updated && <p className="mt-2 text-sm text-base-content/70">{content.updated}</p>}
      <p className="mt-6 text-lg leading-relaxed text-base-content/90">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-base-content/90">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

export const AboutPage = () => <StaticPage page="about" />;
export const TermsPage = () => <StaticPage page="terms" />;
export const PrivacyPage = () => <StaticPage page="privacy" />;
export const CookiesPage = () => <StaticPage page="cookies" />;
