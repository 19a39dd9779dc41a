import type { Language } from './limits.js';

/** A text field: a plain string, or an object keyed by language code (spec section 3). */
export type LocalisedText = string | Partial<Record<Language, string>>;

/** The text in the wanted language, falling back to English, then to any language present. */
export function localise(text: LocalisedText | null | undefined, lang: Language): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
}
