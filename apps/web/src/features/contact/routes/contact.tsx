import { Clock, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';
import { ContactForm } from '../components/contact-form';

export const SUPPORT_EMAIL = 'support@preparena.in';

/** Contact: the form, and how else to reach the team. */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 max-w-2xl text-base-content/80">{t('contact.intro')}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <aside className="space-y-5" aria-label={t('contact.otherWays')}>
          <div className="flex gap-3">
            <Mail className="mt-1 text-primary" size={20} aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{t('contact.emailHeading')}</h2>
              <a className="link link-primary" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock className="mt-1 text-primary" size={20} aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{t('contact.hoursHeading')}</h2>
              <p className="text-base-content/80">{t('contact.hours')}</p>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin className="mt-1 text-primary" size={20} aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{t('contact.addressHeading')}</h2>
              <p className="text-base-content/80">{t('contact.address')}</p>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}
