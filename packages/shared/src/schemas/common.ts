import { z } from 'zod';

/** Every API error answers this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The first UTF-16 code unit of `text` that PostgreSQL cannot store: U+0000 (refused in `text`
 * and `jsonb`) or a lone surrogate (refused in `jsonb`, and not a character at all); -1 when there
 * is none. A plain loop, no regular expression: it runs on every string of every request.
 */
export function disallowedCodeUnit(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return 0;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (unit <= 0xdbff) {
      // A high surrogate is fine only when a low one follows (charCodeAt past the end is NaN).
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return unit;
  }
  return -1;
}

/** How a message names a code unit: `U+0000`, `U+D800`. */
export function codeUnitName(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A string the database can store: no U+0000, no lone surrogate. The HTTP server checks every
 * request's text before validation anyway; use this for schemas parsed outside HTTP.
 */
export function safeText() {
  return z.string().check((ctx) => {
    const unit = disallowedCodeUnit(ctx.value);
    if (unit !== -1) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `Contains a character that is not allowed (${codeUnitName(unit)}).`,
      });
    }
  });
}
