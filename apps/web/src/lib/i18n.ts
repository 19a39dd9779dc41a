import { strings as shell } from 'virtual:locale-en/shell';
import { LANGUAGES, type Language } from '@preparena/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from './storage';

function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  if (stored && !(LANGUAGES as readonly string[]).includes(stored))
    console.warn(`Unsupported language code: ${stored}`);
  return stored === 'hi' ? 'hi' : 'en';
}

i18n.use(initReactI18next).init({
  resources: { en: { translation: shell } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnObjects: true,
});

/**
 * Fetches a language's strings the first time it is needed: English ships with the app, Hindi is
 * its own chunk (issue 15: an English reader downloads no Hindi, and the other way round only once).
 */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'translation')) return;
  const hi = await import('../locales/hi.json');
  i18n.addResourceBundle('hi', 'translation', hi.default, true, true);
}

let englishPages: Promise<void> | undefined;
/**
 * The English strings of the pages themselves (issue 15: the first load carries only the frame's;
 * see locale-split-plugin.ts). Fetched at start, beside the first page's chunk; a page renders
 * once both are in (router.tsx).
 */
export function loadEnglishPages(): Promise<void> {
  englishPages ??= import('virtual:locale-en/pages').then((m) => {
    i18n.addResourceBundle('en', 'translation', m.strings, true, true);
  });
  return englishPages;
}
void loadEnglishPages();

/** Resolves once the remembered language's strings are in (the app renders after it). */
export const i18nReady: Promise<void> = (async () => {
  const lang = initialLanguage();
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
})();

/** Switches the interface language and remembers it. */
export async function setLanguage(lang: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, lang);
  // The server renders pages in the language of this cookie (issue 15: entry-server.tsx).
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, no Cookie Store API in all browsers
  document.cookie = `language=${lang}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(lang);
  document.documentElement.setAttribute('lang', lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
