import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';

/** Switches the interface between English and Hindi. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm font-semibold"
      onClick={() => void setLanguage(next)}
      lang={next}
      aria-label={t('nav.switchLanguage')}
      title={t('nav.switchLanguage')}
    >
      {next === 'hi' ? <span className="devanagari-label">हिं</span> : 'EN'}
    </button>
  );
}
