import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { choiceQuestion, DAYS, get, range, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Clocks and calendars (group D7): a foundation day over the years, an odd-days caselet (SSC CGL,
 * Bank PO, CAT). A company's founding date and its weekday are given; the questions ask the weekday
 * of a later anniversary, the next year it falls on the same weekday, the weekday of 1 January and
 * the next year whose calendar is the same. `generate` counts odd days (a leap year adds two);
 * each checker walks the calendar day by day with the JavaScript Date.
 */

const MONTHS: readonly Text[] = [
  T('January', 'जनवरी'),
  T('February', 'फ़रवरी'),
  T('March', 'मार्च'),
  T('April', 'अप्रैल'),
  T('May', 'मई'),
  T('June', 'जून'),
  T('July', 'जुलाई'),
  T('August', 'अगस्त'),
  T('September', 'सितंबर'),
  T('October', 'अक्तूबर'),
  T('November', 'नवंबर'),
  T('December', 'दिसंबर'),
];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days from 1 January 2001 (a Monday) to the date, by counting years and months. */
function dayNumber(y: number, m: number, d: number): number {
  let n = 0;
  for (let x = 2001; x < y; x++) n += leap(x) ? 366 : 365;
  for (let k = 0; k < m; k++) n += get(LENGTHS, k) + (k === 1 && leap(y) ? 1 : 0);
  return n + d - 1;
}
/** Weekday 0 = Monday … 6 = Sunday, by odd days from 1 January 2001. */
const weekday = (y: number, m: number, d: number) => dayNumber(y, m, d) % 7;
/** The same by the JavaScript calendar (the checkers). */
const jsWeekday = (y: number, m: number, d: number) => (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;

/** A founding date and its weekday; anniversaries and calendars in later years. */
export const clocksFoundationDay: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/foundation-day',
  topic: 'clocks-and-calendars-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const y0 = rng.int(2003, 2030);
    // Not 29 February: the anniversary must exist every year.
    const m = rng.int(0, 11);
    const d = rng.int(1, get(LENGTHS, m));
    const D = (w: number) => get(DAYS, ((w % 7) + 7) % 7);
    const date = (y: number) => T(`${d} ${get(MONTHS, m).en} ${y}`, `${d} ${get(MONTHS, m).hi} ${y}`);
    const w0 = weekday(y0, m, d);
    const questions: GeneratedQuestion[] = [];
    const ask = (q: {
      title: Text;
      statement: Text;
      answer: Text;
      slips: Text[];
      filler?: readonly Text[];
      explain: Text;
      seconds: number;
      check: () => string;
    }) => {
      const made = textOptions(rng, q.answer, q.slips, q.filler ?? []);
      questions.push(choiceQuestion({ ...q, ...made, checkAnswer: q.check }, T('', '')));
    };
    // Leap days (29 February) between the anniversary in y0 and in y.
    const leapDays = (y: number) =>
      range(y - y0).filter((k) => (m >= 2 ? leap(y0 + k + 1) : leap(y0 + k))).length;
    // 1. The weekday n years later.
    const n = rng.int(5, 14);
    const y1 = y0 + n;
    const L = leapDays(y1);
    const w1 = (w0 + n + L) % 7;
    ask({
      title: T('A later anniversary', 'बाद की वर्षगाँठ'),
      statement: T(
        `On which day of the week will the foundation day fall in ${y1}?`,
        `${y1} में स्थापना दिवस सप्ताह के किस दिन पड़ेगा?`,
      ),
      answer: D(w1),
      // Slips: leap years ignored, every year counted as 2 odd days, one leap day too many.
      slips: [D(w0 + n), D(w0 + 2 * n), D(w1 + 1)],
      filler: DAYS,
      explain: T(
        `From ${date(y0).en} to ${date(y1).en} there are ${n} years, ${L} of which contain a 29 February, so ${n} + ${L} = ${n + L} odd days; ${n + L} = 7 × ${Math.floor((n + L) / 7)} + ${(n + L) % 7}. ${D(w0).en} moved on by ${(n + L) % 7} is ${D(w1).en}.`,
        `${date(y0).hi} से ${date(y1).hi} तक ${n} वर्ष हैं, जिनमें ${L} बार 29 फ़रवरी आती है, अतः ${n} + ${L} = ${n + L} विषम दिन; ${n + L} = 7 × ${Math.floor((n + L) / 7)} + ${(n + L) % 7}। ${D(w0).hi} से ${(n + L) % 7} दिन आगे ${D(w1).hi} है।`,
      ),
      seconds: 120,
      check: () => D(jsWeekday(y1, m, d)).en,
    });
    // 2. The next year the foundation day falls on the same weekday.
    let y2 = y0 + 1;
    while ((w0 + (y2 - y0) + leapDays(y2)) % 7 !== w0) y2++;
    const yearText = (y: number) => T(String(y), String(y));
    ask({
      title: T('The same weekday again', 'फिर वही दिन'),
      statement: T(
        `After ${y0}, in which year does the foundation day next fall on a ${D(w0).en}?`,
        `${y0} के बाद स्थापना दिवस अगली बार किस वर्ष ${D(w0).hi} को पड़ेगा?`,
      ),
      answer: yearText(y2),
      // Slips: seven years on (leap years ignored), the usual 28-year cycle, one year off.
      slips: [yearText(y0 + 7), yearText(y0 + 28), yearText(y2 + 1), yearText(y2 - 1), yearText(y0 + 6)],
      filler: [yearText(y2 + 2), yearText(y2 + 5)],
      explain: T(
        `Add the odd days year by year (1 for each year, 2 when the year passed contains a 29 February) until they total a multiple of 7: that first happens for ${y2} (${y2 - y0} + ${leapDays(y2)} = ${y2 - y0 + leapDays(y2)} odd days).`,
        `वर्ष-दर-वर्ष विषम दिन जोड़ते जाइए (हर वर्ष 1, और बीच में 29 फ़रवरी आए तो 2) जब तक योग 7 का गुणज न हो जाए: ऐसा पहली बार ${y2} में होता है (${y2 - y0} + ${leapDays(y2)} = ${y2 - y0 + leapDays(y2)} विषम दिन)।`,
      ),
      seconds: 150,
      check: () => {
        for (let y = y0 + 1; y < y0 + 60; y++)
          if (jsWeekday(y, m, d) === jsWeekday(y0, m, d)) return String(y);
        return '';
      },
    });
    // 3. The weekday of 1 January of the founding year.
    const before = dayNumber(y0, m, d) - dayNumber(y0, 0, 1);
    const wj = (((w0 - before) % 7) + 7) % 7;
    ask({
      title: T('New Year’s Day', 'नववर्ष का पहला दिन'),
      statement: T(
        `On which day of the week did 1 January ${y0} fall?`,
        `1 जनवरी ${y0} को सप्ताह का कौन-सा दिन था?`,
      ),
      answer: D(wj),
      // Slips: counting forward instead of back, off by one day.
      slips: [D(w0 + before), D(wj + 1), D(wj - 1)],
      filler: DAYS,
      explain: T(
        `${date(y0).en} is ${before} day${before === 1 ? '' : 's'} after 1 January ${y0}; ${before} = 7 × ${Math.floor(before / 7)} + ${before % 7}, so go back ${before % 7} day${before % 7 === 1 ? '' : 's'} from ${D(w0).en}: ${D(wj).en}.`,
        `${date(y0).hi}, 1 जनवरी ${y0} के ${before} दिन बाद है; ${before} = 7 × ${Math.floor(before / 7)} + ${before % 7}, अतः ${D(w0).hi} से ${before % 7} दिन पीछे: ${D(wj).hi}।`,
      ),
      seconds: 120,
      check: () => D(jsWeekday(y0, 0, 1)).en,
    });
    // 4. The next year with the same calendar as the founding year.
    let y3 = y0 + 1;
    while (!(leap(y3) === leap(y0) && weekday(y3, 0, 1) === weekday(y0, 0, 1))) y3++;
    ask({
      title: T('The same calendar', 'वही कैलेंडर'),
      statement: T(
        `The calendar of ${y0} can be used again, unchanged, for the first time in which year?`,
        `${y0} का कैलेंडर बिना बदले पहली बार फिर किस वर्ष में उपयोग किया जा सकता है?`,
      ),
      answer: yearText(y3),
      // Slips: the same 1 January weekday without the leap-year match, a fixed 11 or 28 years.
      slips: [
        yearText(
          range(40)
            .map((k) => y0 + 1 + k)
            .find((y) => weekday(y, 0, 1) === weekday(y0, 0, 1)) ?? y0 + 6,
        ),
        yearText(y0 + 11),
        yearText(y0 + 28),
        yearText(y0 + 6),
      ],
      filler: [yearText(y3 + 1), yearText(y3 - 1), yearText(y3 + 5)],
      explain: T(
        `A year can reuse the calendar of ${y0} when 1 January falls on the same weekday and both years are ${leap(y0) ? '' : 'not '}leap years. Counting odd days year by year, the first such year is ${y3}.`,
        `कोई वर्ष ${y0} का कैलेंडर तभी उपयोग कर सकता है जब उसमें 1 जनवरी सप्ताह के उसी दिन पड़े और दोनों वर्ष ${leap(y0) ? 'लीप वर्ष हों' : 'लीप वर्ष न हों'}। वर्ष-दर-वर्ष विषम दिन गिनने पर ऐसा पहला वर्ष ${y3} है।`,
      ),
      seconds: 150,
      check: () => {
        const days = (y: number) => (Date.UTC(y + 1, 0, 1) - Date.UTC(y, 0, 1)) / 86400000;
        for (let y = y0 + 1; y < y0 + 60; y++)
          if (days(y) === days(y0) && jsWeekday(y, 0, 1) === jsWeekday(y0, 0, 1)) return String(y);
        return '';
      },
    });
    const body = T(
      `A company was founded on ${date(y0).en}, which was a ${D(w0).en}. It celebrates its foundation day on ${d} ${get(MONTHS, m).en} every year. (A year divisible by 4 is a leap year, except a century year not divisible by 400.)`,
      `एक कंपनी की स्थापना ${date(y0).hi} को हुई थी, जो ${D(w0).hi} था। कंपनी हर वर्ष ${d} ${get(MONTHS, m).hi} को स्थापना दिवस मनाती है। (4 से विभाज्य वर्ष लीप वर्ष होता है, सिवाय उन शताब्दी वर्षों के जो 400 से विभाज्य नहीं हैं।)`,
    );
    return {
      set: { kind: 'passage', title: T('A foundation day over the years', 'वर्षों में स्थापना दिवस'), body },
      questions,
      numbers: [y0, d],
    };
  },
};
