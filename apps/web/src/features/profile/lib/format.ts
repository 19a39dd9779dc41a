/** The locale of dates and numbers for the interface language. */
export const localeOf = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A day as "12 Jan 2030" in the interface language. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A month as "January 2030" (member since). */
export function formatMonth(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}
