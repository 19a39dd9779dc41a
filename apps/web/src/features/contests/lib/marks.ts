import type { Marks } from '@preparena/shared';

/** A mark as the exams print it: 3, 0.5, 0.25 or ⅓ (thirds do not end as decimals). */
export function formatMarks(marks: Marks): string {
  const value = marks.numerator / marks.denominator;
  if (Number.isInteger(value * 100)) return String(value);
  if (marks.denominator === 3 && marks.numerator === 1) return '⅓';
  return `${marks.numerator}/${marks.denominator}`;
}

/** A score to two decimals at most, with a sign when asked (+3, −0.5). */
export function formatScore(value: number, signed = false): string {
  const rounded = Math.round(value * 100) / 100;
  const text = String(Math.abs(rounded));
  if (rounded < 0) return `−${text}`;
  return signed && rounded > 0 ? `+${text}` : text;
}
