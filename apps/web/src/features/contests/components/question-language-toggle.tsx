import { useTranslation } from 'react-i18next';

/** EN / हिं buttons for the language of question texts (kept apart from the interface language). */
export function QuestionLanguageToggle({
  lang,
  onChange,
}: {
  lang: 'en' | 'hi';
  onChange: (lang: 'en' | 'hi') => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="join" aria-label={t('contests.questionLanguage')}>
      {(['en', 'hi'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className={`join-item btn btn-sm ${lang === l ? 'btn-primary' : ''}`}
          aria-pressed={lang === l}
          onClick={() => onChange(l)}
          lang={l}
        >
          {l === 'en' ? 'EN' : <span className="devanagari-label">हिं</span>}
        </button>
      ))}
    </fieldset>
  );
}
