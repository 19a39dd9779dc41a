import type { BilingualText } from '../shared/bilingual-text.js';

/**
 * How the quantitative generators write numbers with their units in options and solutions, and
 * which computed distractors are worth showing.
 */

/** The distractors worth showing: positive, with at most two decimals (rounded to kill float noise). */
export function showableDistractors(values: number[]): number[] {
  return values
    .filter((v) => v > 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9)
    .map((v) => Math.round(v * 100) / 100);
}

/** An amount of money: `₹250`. */
export const rupees = (n: number) => `₹${n}`;
/** A distance: `12 km`. */
export const km = (n: number) => `${n} km`;
/** A speed: `12 km/h`. */
export const kmh = (n: number) => `${n} km/h`;
/** An angle: `30°`. */
export const degrees = (n: number) => `${n}°`;

/** Option texts with a unit worded in both languages, e.g. `3 days` / `3 दिन`. */
export function withUnit(raw: readonly string[], en: string, hi: string): BilingualText[] {
  return raw.map((t) => ({ en: `${t} ${en}`, hi: `${t} ${hi}` }));
}
