import { Rocket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';

/** The Coming Soon page (/help, /blog): Notify Me only shows a toast and makes no call (spec). */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  usePageTitle(t('comingSoon.title'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast.success(t('comingSoon.toast'));
    setEmail('');
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="rounded-full bg-secondary/10 p-4 text-secondary">
        <Rocket size={32} aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-4xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-3 text-base-content/80">{t('comingSoon.body')}</p>
      <form onSubmit={submit} className="mt-8 flex w-full max-w-md flex-col gap-2 sm:flex-row">
        <label htmlFor="notify-email" className="sr-only">
          {t('comingSoon.emailLabel')}
        </label>
        <input
          id="notify-email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('comingSoon.emailPlaceholder')}
          className="input input-bordered w-full"
        />
        <button type="submit" className="btn btn-primary">
          {t('comingSoon.notifyMe')}
        </button>
      </form>
    </section>
  );
}
