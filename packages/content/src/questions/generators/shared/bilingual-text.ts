/** A text in English and Hindi, as the generators build their statements and solutions. */
export interface BilingualText {
  en: string;
  hi: string;
}

/** The string with its first letter in upper case (for an English phrase starting a sentence). */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
