/**
 * Units after the number 1 made singular, and "a" before a number read with a vowel sound made "an". Kept apart from the polish lint (text-polish.ts), which
 * needs KaTeX: this runs wherever questions are made, the bundled server included.
 */

export const PLURAL_AFTER_ONE =
  /(?<![\d.,/])\b1 (hours|seconds|minutes|days|weeks|months|years|metres|kilometres|litres|units|rupees|paise|persons|men|women|children|rounds|students|workers|times)\b/;

const SINGULAR: Record<string, string> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  persons: 'person',
  times: 'time',
};

/**
 * English with a unit after the number 1 made singular ("1 days" → "1 day", "1 men" → "1 man").
 * Generators build text from numbers they draw; this keeps every one of them grammatical.
 */
export function singularAfterOne(text: string): string {
  return text.replace(
    new RegExp(PLURAL_AFTER_ONE.source, 'g'),
    (_m, unit: string) => `1 ${SINGULAR[unit] ?? unit.slice(0, -1)}`,
  );
}

/**
 * "a" before a number said with a vowel sound: 8, 11, 18, 80–89, 800–899, 8,000… ("a 84 m pole",
 * "a 11% rise", "a 800 m race"). Not before 1 or 110 ("a 110 m hurdle race" reads "a hundred and ten").
 */
export const A_BEFORE_VOWEL_NUMBER = /\b([Aa]) (?=(?:8[\d,.]*|11|18|11,\d{3}|18,\d{3})(?![\d,]*\d))/;

/** English with "a" made "an" before a number read with a vowel sound ("a 84 m" → "an 84 m"). */
export function articleBeforeNumber(text: string): string {
  return text.replace(new RegExp(A_BEFORE_VOWEL_NUMBER.source, 'g'), (_m, a: string) => `${a}n `);
}
