import { LANGUAGES, type Language } from '@preparena/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import { STORAGE_KEYS, storage } from './storage';

function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  if (stored && !(LANGUAGES as readonly string[]).includes(stored))
    console.warn(`Unsupported language code: ${stored}`);
  return stored === 'hi' ? 'hi' : 'en';
}

i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnObjects: true,
});

/** Switches the interface language and remembers it. */
export function setLanguage(lang: Language): void {
  storage.set(STORAGE_KEYS.language, lang);
  document.documentElement.setAttribute('lang', lang);
  void i18n.changeLanguage(lang);
}

export { i18n };
