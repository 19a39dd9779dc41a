import type { LocalisedText } from '@preparena/shared';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
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

/** An English unit agreeing with its number: `1 day`, `2 days` (plural units end in "s"). */
export function unitFor(t: string | number, en: string): string {
  return String(t) === '1' && /[a-z]s$/.test(en) ? en.slice(0, -1) : en;
}

/** Option texts with a unit worded in both languages, e.g. `3 days` / `3 दिन`, `1 day`. */
export function withUnit(raw: readonly string[], en: string, hi: string): BilingualText[] {
  return raw.map((t) => ({ en: `${t} ${unitFor(t, en)}`, hi: `${t} ${hi}` }));
}

/** The distractors that are whole and positive (a fractional one would give itself away). */
export function wholePositive(values: number[]): number[] {
  return values.filter((v) => Number.isInteger(v) && v > 0);
}

/** Options with a unit: built by choiceOptions on the numbers, then worded in both languages. */
export function unitChoiceOptions(
  rng: Rng,
  correct: number,
  distractors: number[],
  unit: BilingualText,
): { options: LocalisedText[]; correctIndex: number } {
  const { options, correctIndex } = choiceOptions(rng, correct, distractors);
  return {
    options: options.map((o) => ({ en: `${o} ${unitFor(o, unit.en ?? '')}`, hi: `${o} ${unit.hi}` })),
    correctIndex,
  };
}

/** The English text of an option, for checkers that find the right one by its text. */
export function englishText(o: LocalisedText): string {
  return typeof o === 'string' ? o : (o.en ?? '');
}

/** Four shuffled option texts: the correct one and the first three distinct mistakes. */
export function textChoiceOptions(
  rng: Rng,
  correct: string,
  mistakes: string[],
): { options: string[]; correctIndex: number } {
  const wrong = [...new Set(mistakes)].filter((t) => t !== correct).slice(0, 3);
  const options = rng.shuffle([correct, ...wrong]);
  return { options, correctIndex: options.indexOf(correct) };
}

/** Options for an angle: the mistakes that are whole angles strictly between 0° and 180°, in degrees. */
export function angleChoiceOptions(
  rng: Rng,
  correct: number,
  mistakes: number[],
): { options: string[]; correctIndex: number } {
  return choiceOptions(
    rng,
    correct,
    mistakes.filter((w) => Number.isInteger(w) && w > 0 && w < 180),
    degrees,
  );
}

/** A one-step angle solution: the working, then the answer in degrees. */
export function angleSolution(work: BilingualText, answer: number): BilingualText {
  return {
    en: [work.en, '', `**Answer: $${answer}^\\circ$**`].join('\n\n'),
    hi: [work.hi, '', `**उत्तर: $${answer}^\\circ$**`].join('\n\n'),
  };
}
