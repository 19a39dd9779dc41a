import { i18nReady, loadEnglishPages, loadLanguage } from './lib/i18n';

// Tests switch to Hindi synchronously, so both languages (all of English) are loaded up front.
await i18nReady;
await loadEnglishPages();
await loadLanguage('hi');
