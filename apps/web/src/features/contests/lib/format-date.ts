/** The locale of dates and numbers for the interface language. */
export const localeOf = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A start time as "12 Jan 2030, 7:30 pm" in the interface language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
