import { LANGUAGES, type Language } from '@preparena/shared';

/** The English / हिन्दी tab strip of the admin editors that hold both texts. */
export function LanguageTabs({
  value,
  onChange,
  label,
}: {
  value: Language;
  onChange: (lang: Language) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="tabs tabs-box w-fit">
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          role="tab"
          aria-selected={value === l}
          className={`tab ${value === l ? 'tab-active' : ''}`}
          onClick={() => onChange(l)}
        >
          {l === 'en' ? 'English' : <span className="devanagari-label">हिन्दी</span>}
        </button>
      ))}
    </div>
  );
}
