/**
 * Units after the number 1 made singular. Kept apart from the polish lint (text-polish.ts), which
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
