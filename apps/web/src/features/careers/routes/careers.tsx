import { Briefcase, HeartHandshake, Languages, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';

const VALUES = [
  { key: 'learners', icon: HeartHandshake },
  { key: 'bilingual', icon: Languages },
  { key: 'craft', icon: Sparkles },
] as const;

/**
 * Careers listing shell: who we are and what we value. Job openings are managed in a later issue;
 * until then the list says honestly that no position is open.
 */
export function CareersPage() {
  const { t } = useTranslation();
  usePageTitle(t('careers.title'));
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t('careers.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-base-content/80">{t('careers.intro')}</p>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {VALUES.map(({ key, icon: Icon }) => (
          <li key={key} className="card border border-base-300 bg-base-100 p-6">
            <Icon className="text-primary" size={24} aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{t(`careers.values.${key}.title`)}</h2>
            <p className="mt-2 text-sm text-base-content/80">{t(`careers.values.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-2xl font-semibold">{t('careers.openings')}</h2>
      <div className="mt-4 flex flex-col items-center rounded-box border border-dashed border-base-300 p-10 text-center">
        <Briefcase className="text-base-content/50" size={32} aria-hidden="true" />
        <p className="mt-3 font-medium">{t('careers.noOpenings')}</p>
        <p className="mt-1 text-sm text-base-content/70">{t('careers.noOpeningsHint')}</p>
        <Link to={ROUTES.contact} className="btn btn-outline btn-sm mt-5">
          {t('footer.contactUs')}
        </Link>
      </div>
    </section>
  );
}
