import { elementAt } from './list-access.js';

/** The days of the week from Sunday (index 0, as in `Date.getUTCDay`), in English and Hindi. */
export const WEEKDAYS = [
  { en: 'Sunday', hi: 'रविवार' },
  { en: 'Monday', hi: 'सोमवार' },
  { en: 'Tuesday', hi: 'मंगलवार' },
  { en: 'Wednesday', hi: 'बुधवार' },
  { en: 'Thursday', hi: 'गुरुवार' },
  { en: 'Friday', hi: 'शुक्रवार' },
  { en: 'Saturday', hi: 'शनिवार' },
] as const;

/** The months from January (index 0), in English and Hindi. */
export const MONTH_NAMES = [
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
] as const;

/** Days of each month (0 = January) in a common year; February has 29 in a leap year. */
export const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether a year of the Gregorian calendar has 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of a month (0 = January) in a given year. */
export function daysInMonth(year: number, monthIndex: number): number {
  return monthIndex === 1 && isLeapYear(year) ? 29 : elementAt(MONTH_DAYS, monthIndex);
}
