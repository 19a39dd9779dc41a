import { BarChart3, BookOpen, Target, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ROUTES } from '@/config/paths';
import { Faq } from '../components/faq';
import { HomeStats } from '../components/home-stats';

const FEATURES = [
  { key: 'learn', icon: BookOpen, to: ROUTES.learn },
  { key: 'practice', icon: Target, to: ROUTES.practice },
  { key: 'compete', icon: Trophy, to: ROUTES.compete },
  { key: 'analyse', icon: BarChart3, to: ROUTES.analytics },
] as const;

/** Home: hero, four feature items, four stats from the database, FAQ. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-base-100">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center md:py-24">
          <p className="badge badge-primary badge-outline h-auto py-1 leading-snug">{t('home.badge')}</p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold leading-tight md:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-base-content/80">{t('home.subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={ROUTES.practice} className="btn btn-primary btn-lg">
              {t('home.ctaPractice')}
            </Link>
            <Link to={ROUTES.learn} className="btn btn-outline btn-lg">
              {t('home.ctaLearn')}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-center text-3xl font-bold">
          {t('home.featuresTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="card h-full border border-base-300 bg-base-100 p-6 transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="w-fit rounded-xl bg-primary/10 p-3 text-primary">
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`home.features.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-base-content/80">{t(`home.features.${key}.body`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {t('home.statsTitle')}
        </h2>
        <HomeStats />
      </section>

      <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-6 text-center text-3xl font-bold">
          {t('home.faq.title')}
        </h2>
        <Faq />
      </section>
    </>
  );
}
