/**
 * Calendars: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `calendar/same-date-other-year` – weekday of the same date some years later or earlier – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `calendar/repeating-calendar` – the next year with the same calendar – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `calendar/day-of-the-week` – weekday of a date from odd days of centuries, years and months – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `calendar/leap-years-in-range` – leap years in a span, with the century rule – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `calendar/odd-days-in-years` – odd days in a run of whole years – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `calendar/weekday-count` – how many times a weekday occurs in a month or a year – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `calendar/nth-weekday-of-month` – date of the n-th or last given weekday of a month – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `calendar/weekday-in-the-same-year` – weekday of a date from another date's weekday in the same year – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `calendar/birthday-on-a-weekday` (CAT) – the next year a birthday falls on a given weekday – CAT, SSC CGL, Bank PO, Placements
 * - `calendar/months-on-a-weekday` – months of a year whose 1st or 13th falls on a given weekday – CAT, SSC CGL, Placements
 * - `calendar/years-with-53-weekdays` (CAT) – years in a run with 53 (or only 52) of a weekday, with the leap-year case – CAT, SSC CGL, Placements
 */
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { daysInMonth, isLeapYear, MONTH_DAYS, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';

const mod7 = (n: number) => ((n % 7) + 7) % 7;

function dayName(code: number) {
  return WEEKDAYS[mod7(code)] ?? WEEKDAYS[0];
}

function month(m: number) {
  return elementAt(MONTH_NAMES, m - 1);
}

/** Weekday from JavaScript's own calendar (UTC), the checkers' independent reference. */
function utcWeekday(year: number, m: number, day: number): number {
  return new Date(Date.UTC(year, m - 1, day)).getUTCDay();
}

/** Four distinct weekday options (codes 0–6): the correct one, the mistakes, then neighbours. */
function weekdayOptions(rng: Rng, correct: number, mistakes: number[]) {
  const { options: raw, correctIndex } = choiceOptions(
    rng,
    mod7(correct),
    [
      ...mistakes.map(mod7),
      mod7(correct + 1),
      mod7(correct - 1),
      mod7(correct + 2),
      mod7(correct - 2),
    ].filter((d) => d !== mod7(correct)),
  );
  return { raw, correctIndex, options: raw.map((t) => dayName(Number(t))) };
}

/**
 * Known weekday of a date, asked for the same date some years later or earlier: one odd day a year,
 * two when a 29 February falls in between.
 */
export const calendarSameDateOtherYear: QuestionGenerator = {
  id: 'calendar/same-date-other-year',
  topic: 'calendar',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const year = rng.int(1995, 2035);
    const m = rng.int(1, 12);
    const day = rng.int(1, elementAt(MONTH_DAYS, m - 1)); // never 29 February
    const gap = rng.int(1, 5);
    const later = rng.pick([true, false]);
    const [from, to] = later ? [year, year + gap] : [year, year - gap];
    const [lo, hi] = later ? [from, to] : [to, from];
    // A 29 February lies between the two dates if its year is a leap year and it falls after the
    // earlier date and on or before the later one.
    const leapDays: number[] = [];
    for (let y = lo; y <= hi; y++) {
      if (!isLeapYear(y)) continue;
      const afterLo = y > lo || m <= 2;
      const beforeHi = y < hi || m > 2;
      if (afterLo && beforeHi) leapDays.push(y);
    }
    const odd = gap + leapDays.length;
    const known = utcWeekday(from, m, day);
    const answer = known + (later ? odd : -odd);
    const leapYearsInRange = [];
    for (let y = lo; y <= hi; y++) if (isLeapYear(y)) leapYearsInRange.push(y);
    const { raw, correctIndex, options } = weekdayOptions(rng, answer, [
      known + (later ? gap : -gap), // forgets the leap days
      known + (later ? -odd : odd), // moves the wrong way
      known + (later ? 1 : -1) * (gap + leapYearsInRange.length), // counts leap years, not 29 Februaries between
      known + (later ? odd + 1 : -odd - 1),
    ]);
    const date = (y: number) => ({ en: `${day} ${month(m).en} ${y}`, hi: `${day} ${month(m).hi} ${y}` });
    const dir = later ? { en: 'forward', hi: 'आगे' } : { en: 'back', hi: 'पीछे' };
    const statement = {
      en: `${date(from).en} falls on a ${dayName(known).en}. On which day of the week does ${date(to).en} fall?`,
      hi: `${date(from).hi} को ${dayName(known).hi} पड़ता है। ${date(to).hi} को सप्ताह का कौन-सा दिन पड़ता है?`,
    };
    const leapEn = leapDays.length
      ? `29 February ${leapDays.join(' and 29 February ')} ${leapDays.length === 1 ? 'falls' : 'fall'} between the two dates, adding ${leapDays.length} more.`
      : `No 29 February falls between the two dates${leapYearsInRange.length ? ` (the leap day of ${leapYearsInRange.join(', ')} lies outside the interval)` : ''}.`;
    const leapHi = leapDays.length
      ? `दोनों तारीख़ों के बीच ${leapDays.map((y) => `29 फ़रवरी ${y}`).join(' और ')} आती है, जिससे ${leapDays.length} विषम दिन और जुड़ता है।`
      : `दोनों तारीख़ों के बीच कोई 29 फ़रवरी नहीं आती${leapYearsInRange.length ? ` (${leapYearsInRange.join(', ')} का लीप दिन इस अवधि से बाहर है)` : ''}।`;
    const solution = {
      en: [
        `From ${date(lo).en} to ${date(hi).en} there are ${gap} ${gap === 1 ? 'year' : 'years'}: 1 odd day for each, so ${gap}.`,
        leapEn,
        `Total odd days $= ${gap} + ${leapDays.length} = ${odd}$. Count ${odd} ${odd === 1 ? 'day' : 'days'} ${dir.en} from ${dayName(known).en}: ${dayName(answer).en}.`,
        '',
        `**Answer: ${dayName(answer).en}**`,
      ].join('\n\n'),
      hi: [
        `${date(lo).hi} से ${date(hi).hi} तक ${gap} वर्ष हैं: हर वर्ष का 1 विषम दिन, अतः ${gap}।`,
        leapHi,
        `कुल विषम दिन $= ${gap} + ${leapDays.length} = ${odd}$। ${dayName(known).hi} से ${odd} दिन ${dir.hi} गिनने पर: ${dayName(answer).hi}।`,
        '',
        `**उत्तर: ${dayName(answer).hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Same date in another year', hi: 'दूसरे वर्ष में वही तारीख़' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [day, from, to],
      check() {
        return { kind: 'choice', correct: [raw.indexOf(String(utcWeekday(to, m, day)))] };
      },
    };
  },
};

/**
 * Which later year has the same calendar: the year after a leap year repeats after 6 years, the
 * other ordinary years after 11, a leap year after 28 (no century year in between here).
 */
export const calendarRepeatingYear: QuestionGenerator = {
  id: 'calendar/repeating-calendar',
  topic: 'calendar',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const year = rng.int(1901, 2071);
    const step = [28, 6, 11, 11][year % 4] ?? 11;
    const answer = year + step;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      year + 7, // one week of years
      year + (step === 6 ? 11 : 6), // the rule for the other kind of ordinary year
      year + (step === 28 ? 11 : 28), // the leap-year rule
      year + 4, // the next year of the same leap cycle
      year + 5,
    ]);
    const statement = {
      en: `The calendar for the year ${year} will be the same as the calendar for which later year?`,
      hi: `वर्ष ${year} का कैलेंडर आगे किस वर्ष के कैलेंडर जैसा होगा?`,
    };
    // Odd days year by year until they add up to a multiple of 7.
    const steps: string[] = [];
    let total = 0;
    for (let y = year; y < answer; y++) {
      const odd = isLeapYear(y) ? 2 : 1;
      total += odd;
      steps.push(`${y} (${odd})`);
    }
    const leapCount = steps.filter((t) => t.endsWith('(2)')).length;
    // 28 years are too many to list: give their count of leap and ordinary years instead.
    const sum =
      step === 28
        ? {
            en: `${year} to ${answer - 1} has ${leapCount} leap and ${step - leapCount} ordinary years, $${leapCount} \\times 2 + ${step - leapCount} = ${total}$`,
            hi: `${year} से ${answer - 1} तक ${leapCount} लीप और ${step - leapCount} साधारण वर्ष हैं, $${leapCount} \\times 2 + ${step - leapCount} = ${total}$`,
          }
        : { en: `${steps.join(' + ')} $= ${total}$`, hi: `${steps.join(' + ')} $= ${total}$` };
    const kind =
      step === 28
        ? {
            en: `${year} is a leap year, so its calendar repeats after 28 years.`,
            hi: `${year} लीप वर्ष है, अतः इसका कैलेंडर 28 वर्ष बाद दोहराता है।`,
          }
        : step === 6
          ? {
              en: `${year} comes just after the leap year ${year - 1}, so its calendar repeats after 6 years.`,
              hi: `${year}, लीप वर्ष ${year - 1} के ठीक बाद आता है, अतः इसका कैलेंडर 6 वर्ष बाद दोहराता है।`,
            }
          : {
              en: `${year} is an ordinary year that does not come just after a leap year, so its calendar repeats after 11 years.`,
              hi: `${year} साधारण वर्ष है जो लीप वर्ष के ठीक बाद नहीं आता, अतः इसका कैलेंडर 11 वर्ष बाद दोहराता है।`,
            };
    const solution = {
      en: [
        kind.en,
        `Check by odd days: ${sum.en}, a multiple of 7, and ${answer} is ${isLeapYear(answer) ? 'also a leap year' : 'also an ordinary year'}.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        kind.hi,
        `विषम दिनों से जाँच: ${sum.hi}, जो 7 का गुणज है, और ${answer} भी ${isLeapYear(answer) ? 'लीप वर्ष' : 'साधारण वर्ष'} है।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Repeating calendar', hi: 'दोहराया जाने वाला कैलेंडर' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [year, answer],
      check() {
        // The first later year that starts on the same weekday and is leap exactly when this one is.
        for (let y = year + 1; y <= year + 40; y++) {
          if (utcWeekday(y, 1, 1) === utcWeekday(year, 1, 1) && isLeapYear(y) === isLeapYear(year)) {
            return { kind: 'choice', correct: [options.indexOf(String(y))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Odd days in 0–3 centuries after a multiple of 400 years. */
const CENTURY_ODD = [0, 5, 3, 1] as const;

/** The weekday of a date from scratch: odd days in centuries, years, months and days. */
export const calendarDayOfDate: QuestionGenerator = {
  id: 'calendar/day-of-the-week',
  topic: 'calendar',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const year = rng.int(1701, 2099);
    const m = rng.int(1, 12);
    const monthDays = daysInMonth(year, m - 1);
    const day = rng.int(1, monthDays);
    const done = year - 1; // complete years before this one
    const fourHundreds = Math.floor(done / 400) * 400;
    const centuries = Math.floor((done % 400) / 100);
    const rest = done % 100;
    const leapsInRest = Math.floor(rest / 4);
    const centuryOdd = CENTURY_ODD[centuries] ?? 0;
    const yearsOdd = mod7(rest + leapsInRest);
    const monthParts = { en: [] as string[], hi: [] as string[] };
    let monthsTotal = 0;
    for (let k = 1; k < m; k++) {
      const odd = daysInMonth(year, k - 1) - 28;
      monthsTotal += odd;
      monthParts.en.push(`${month(k).en.slice(0, 3)} ${odd}`);
      monthParts.hi.push(`${month(k).hi} ${odd}`);
    }
    const monthsOdd = mod7(monthsTotal + day);
    const total = centuryOdd + yearsOdd + monthsOdd;
    const answer = mod7(total);
    const { raw, correctIndex, options } = weekdayOptions(rng, answer, [
      answer - leapsInRest, // forgets the leap years among the remaining years
      answer - (m > 2 ? (isLeapYear(year) ? 1 : -1) : -1), // gets February of this year wrong (or counts a day too many)
      centuryOdd + yearsOdd + (isLeapYear(year) ? 2 : 1), // counts the whole of the final year
      answer - 1,
    ]);
    const first = fourHundreds + 100 * centuries;
    const date = { en: `${day} ${month(m).en} ${year}`, hi: `${day} ${month(m).hi} ${year}` };
    const statement = {
      en: `On which day of the week does ${date.en} fall?`,
      hi: `${date.hi} को सप्ताह का कौन-सा दिन पड़ता है?`,
    };
    const monthsLine = (lang: 'en' | 'hi') => {
      const head =
        lang === 'en' ? `${year} up to ${day} ${month(m).en}` : `${year} में ${day} ${month(m).hi} तक`;
      const parts = m > 1 ? `${monthParts[lang].join(', ')}, ` : '';
      const dayWord = lang === 'en' ? `${month(m).en.slice(0, 3)} ${day}` : `${month(m).hi} के ${day} दिन`;
      return `${head}: ${parts}${dayWord} $\\to ${monthsTotal + day} \\to ${monthsOdd}$`;
    };
    const centuryLine = {
      en: `First ${first} years: ${fourHundreds} years give 0 odd days${centuries ? ` and the next ${100 * centuries} years give ${centuryOdd}` : ''}, so ${centuryOdd}.`,
      hi: `पहले ${first} वर्ष: ${fourHundreds} वर्षों में 0 विषम दिन${centuries ? ` और अगले ${100 * centuries} वर्षों में ${centuryOdd}` : ''}, अतः ${centuryOdd}।`,
    };
    const restLine = {
      en: `The next ${rest} years (${first + 1}–${done}): ${leapsInRest} leap and ${rest - leapsInRest} ordinary, $${leapsInRest} \\times 2 + ${rest - leapsInRest} = ${rest + leapsInRest} \\to ${yearsOdd}$ odd days.`,
      hi: `अगले ${rest} वर्ष (${first + 1}–${done}): ${leapsInRest} लीप और ${rest - leapsInRest} साधारण, $${leapsInRest} \\times 2 + ${rest - leapsInRest} = ${rest + leapsInRest} \\to ${yearsOdd}$ विषम दिन।`,
    };
    const solution = {
      en: [
        `${date.en} comes after ${done} complete years and the days of ${year} up to that date.`,
        centuryLine.en,
        rest > 0 ? restLine.en : `No further complete years: 0 odd days.`,
        `${monthsLine('en')} odd days (31-day months give 3, 30-day months 2, February ${isLeapYear(year) ? '1 in this leap year' : '0'}).`,
        `Total $= ${centuryOdd} + ${yearsOdd} + ${monthsOdd} = ${total} \\to ${answer}$, and ${answer} is ${dayName(answer).en} (0 = Sunday, 1 = Monday, …).`,
        '',
        `**Answer: ${dayName(answer).en}**`,
      ].join('\n\n'),
      hi: [
        `${date.hi} से पहले ${done} पूरे वर्ष हैं, और फिर ${year} में उस तारीख़ तक के दिन।`,
        centuryLine.hi,
        rest > 0 ? restLine.hi : `इसके बाद कोई पूरा वर्ष नहीं: 0 विषम दिन।`,
        `${monthsLine('hi')} विषम दिन (31 दिन के महीने 3, 30 दिन के महीने 2, फ़रवरी ${isLeapYear(year) ? 'इस लीप वर्ष में 1' : '0'})।`,
        `कुल $= ${centuryOdd} + ${yearsOdd} + ${monthsOdd} = ${total} \\to ${answer}$, और ${answer} का अर्थ ${dayName(answer).hi} है (0 = रविवार, 1 = सोमवार, …)।`,
        '',
        `**उत्तर: ${dayName(answer).hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Day of the week for a date', hi: 'किसी तारीख़ का दिन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [day, year],
      check() {
        return { kind: 'choice', correct: [raw.indexOf(String(utcWeekday(year, m, day)))] };
      },
    };
  },
};
