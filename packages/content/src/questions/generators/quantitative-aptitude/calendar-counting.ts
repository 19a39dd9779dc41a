import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { daysInMonth, isLeapYear, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';

const mod7 = (n: number) => ((n % 7) + 7) % 7;
const dayName = (code: number) => elementAt(WEEKDAYS, mod7(code));
const month = (m: number) => elementAt(MONTH_NAMES, m - 1);

/** Weekday from JavaScript's own calendar (UTC), the checkers' independent reference. */
function utcWeekday(year: number, m: number, day: number): number {
  return new Date(Date.UTC(year, m - 1, day)).getUTCDay();
}

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** The century years from a to b that are not leap years (not divisible by 400). */
function skippedCenturies(a: number, b: number): number[] {
  const out: number[] = [];
  for (let y = Math.ceil(a / 100) * 100; y <= b; y += 100) if (y % 400 !== 0) out.push(y);
  return out;
}

/** Leap years in a span of years, with the century rule. */
export const calendarLeapYearsInRange: QuestionGenerator = {
  id: 'calendar/leap-years-in-range',
  topic: 'calendar',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let y1 = 1850;
    let y2 = 2020;
    do {
      y1 = rng.int(1601, 2250);
      y2 = y1 + rng.int(30, 400);
    } while (skippedCenturies(y1, y2).length + (Math.floor(y2 / 400) - Math.floor((y1 - 1) / 400)) === 0);
    const fours = Math.floor(y2 / 4) - Math.floor((y1 - 1) / 4);
    const skipped = skippedCenturies(y1, y2);
    const answer = fours - skipped.length;
    const centuries = Math.floor(y2 / 100) - Math.floor((y1 - 1) / 100);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      fours, // forgets the century rule
      fours - centuries, // drops every century year, even those divisible by 400
      Math.floor((y2 - y1 + 1) / 4), // divides the number of years by 4
      answer + 1,
    ]);
    const firstFour = Math.ceil(y1 / 4) * 4;
    const lastFour = Math.floor(y2 / 4) * 4;
    const statement = {
      en: `How many leap years are there from ${y1} to ${y2}, both years included?`,
      hi: `${y1} से ${y2} तक (दोनों वर्ष सम्मिलित) कितने लीप वर्ष हैं?`,
    };
    const skipEn = skipped.length
      ? `But a century year is a leap year only when it is divisible by 400, so ${skipped.join(', ')} ${skipped.length === 1 ? 'is' : 'are'} not: take away ${skipped.length}.`
      : `Every century year in the span is divisible by 400, so none is taken away.`;
    const skipHi = skipped.length
      ? `पर शताब्दी वर्ष तभी लीप वर्ष होता है जब वह 400 से विभाज्य हो, अतः ${skipped.join(', ')} लीप वर्ष नहीं ${skipped.length === 1 ? 'है' : 'हैं'}: ${skipped.length} घटाएँ।`
      : `इस अवधि का हर शताब्दी वर्ष 400 से विभाज्य है, अतः कुछ नहीं घटाना।`;
    const solution = {
      en: worked(
        [
          `Multiples of 4 from ${y1} to ${y2}: ${firstFour}, …, ${lastFour}, that is $\\frac{${lastFour} - ${firstFour}}{4} + 1 = ${fours}$ years.`,
          skipEn,
          `Leap years $= ${fours} - ${skipped.length} = ${answer}$.`,
        ],
        String(answer),
        'en',
      ),
      hi: worked(
        [
          `${y1} से ${y2} तक 4 के गुणज: ${firstFour}, …, ${lastFour}, यानी $\\frac{${lastFour} - ${firstFour}}{4} + 1 = ${fours}$ वर्ष।`,
          skipHi,
          `लीप वर्ष $= ${fours} - ${skipped.length} = ${answer}$।`,
        ],
        String(answer),
        'hi',
      ),
    };
    return {
      title: { en: 'Leap years in a span of years', hi: 'वर्षों की अवधि में लीप वर्ष' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [y1, y2, answer],
      check() {
        // A year is leap when JavaScript's calendar has a 29 February in it.
        let count = 0;
        for (let y = y1; y <= y2; y++) if (new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1) count++;
        return { kind: 'choice', correct: [options.indexOf(String(count))] };
      },
    };
  },
};

/** Odd days (days beyond whole weeks) in a run of whole years. */
export const calendarOddDaysInYears: QuestionGenerator = {
  id: 'calendar/odd-days-in-years',
  topic: 'calendar',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const y1 = rng.int(1701, 2200);
    const y2 = y1 + rng.int(3, 120);
    const years = y2 - y1 + 1;
    const fours = Math.floor(y2 / 4) - Math.floor((y1 - 1) / 4);
    const skipped = skippedCenturies(y1, y2);
    const leaps = fours - skipped.length;
    const total = years + leaps;
    const answer = mod7(total);
    const { options, correctIndex } = choiceOptions(rng, answer, [
      mod7(years), // forgets the leap years
      mod7(years + fours), // forgets the century rule
      mod7(years + 2 * leaps), // counts two extra days for each leap year
      mod7(total + 1),
      mod7(total - 1),
      mod7(total + 2),
      mod7(total - 2),
    ]);
    const statement = {
      en: `How many odd days are there from 1 January ${y1} to 31 December ${y2}?`,
      hi: `1 जनवरी ${y1} से 31 दिसंबर ${y2} तक कितने विषम दिन हैं?`,
    };
    const skipEn = skipped.length
      ? ` (${skipped.join(', ')} ${skipped.length === 1 ? 'is not a leap year' : 'are not leap years'}: century years not divisible by 400)`
      : '';
    const skipHi = skipped.length
      ? ` (${skipped.join(', ')} लीप वर्ष नहीं ${skipped.length === 1 ? 'है' : 'हैं'}: 400 से विभाज्य न होने वाले शताब्दी वर्ष)`
      : '';
    const solution = {
      en: worked(
        [
          `That is ${years} whole years, of which ${leaps} ${leaps === 1 ? 'is a leap year' : 'are leap years'}${skipEn}.`,
          `An ordinary year has 1 odd day and a leap year 2: total $= ${years} + ${leaps} = ${total}$.`,
          `Dividing by 7: $${total} = 7 \\times ${Math.floor(total / 7)} + ${answer}$, so ${answer} odd ${answer === 1 ? 'day' : 'days'}.`,
        ],
        String(answer),
        'en',
      ),
      hi: worked(
        [
          `यह ${years} पूरे वर्ष हैं, जिनमें ${leaps} लीप ${leaps === 1 ? 'वर्ष है' : 'वर्ष हैं'}${skipHi}।`,
          `साधारण वर्ष में 1 और लीप वर्ष में 2 विषम दिन होते हैं: कुल $= ${years} + ${leaps} = ${total}$।`,
          `7 से भाग देने पर: $${total} = 7 \\times ${Math.floor(total / 7)} + ${answer}$, अतः ${answer} विषम दिन।`,
        ],
        String(answer),
        'hi',
      ),
    };
    return {
      title: { en: 'Odd days in a run of years', hi: 'वर्षों की अवधि में विषम दिन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [y1, y2],
      check() {
        // Count the days between the two dates and keep what is left over after whole weeks.
        const days = (Date.UTC(y2 + 1, 0, 1) - Date.UTC(y1, 0, 1)) / 86_400_000;
        return { kind: 'choice', correct: [options.indexOf(String(days % 7))] };
      },
    };
  },
};

/** How many times a weekday occurs in a month or a year, given the weekday of its first day. */
export const calendarWeekdayCount: QuestionGenerator = {
  id: 'calendar/weekday-count',
  topic: 'calendar',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const year = rng.int(1990, 2040);
    const whole = rng.int(1, 3) === 1;
    const m = rng.int(1, 12);
    const length = whole ? (isLeapYear(year) ? 366 : 365) : daysInMonth(year, m - 1);
    const first = whole ? utcWeekday(year, 1, 1) : utcWeekday(year, m, 1);
    const extra = length % 7;
    // Half the time ask about a weekday among the extra days, so both answers come up.
    const target = rng.pick([true, false]) ? mod7(first + rng.int(0, Math.max(0, extra - 1))) : rng.int(0, 6);
    const weeks = Math.floor(length / 7);
    const extraDays = Array.from({ length: extra }, (_, i) => mod7(first + i));
    const answer = weeks + (extraDays.includes(target) ? 1 : 0);
    const period = whole
      ? { en: `the year ${year}`, hi: `वर्ष ${year}` }
      : { en: `${month(m).en} ${year}`, hi: `${month(m).hi} ${year}` };
    const firstDate = whole
      ? { en: `1 January ${year}`, hi: `1 जनवरी ${year}` }
      : { en: `1 ${month(m).en} ${year}`, hi: `1 ${month(m).hi} ${year}` };
    const statement = {
      en: `${firstDate.en} falls on a ${dayName(first).en}. How many ${dayName(target).en}s are there in ${period.en}?`,
      hi: `${firstDate.hi} को ${dayName(first).hi} है। ${period.hi} में कितने ${dayName(target).hi} हैं?`,
    };
    const extraEn = extra ? extraDays.map((d) => dayName(d).en).join(', ') : '';
    const extraHi = extra ? extraDays.map((d) => dayName(d).hi).join(', ') : '';
    const solution = {
      en: worked(
        [
          `${period.en.charAt(0).toUpperCase()}${period.en.slice(1)} has ${length} days $= ${weeks}$ weeks${extra ? ` and ${extra} ${extra === 1 ? 'day' : 'days'}` : ''}.`,
          `Each whole week holds one ${dayName(target).en}: ${weeks}.`,
          extra
            ? `${extra === 1 ? `The 1 day left over has the weekday of the 1st: ${extraEn}` : `The ${extra} days left over have the weekdays of the first ${extra} days, starting ${dayName(first).en}: ${extraEn}`}. ${extraDays.includes(target) ? `This includes ${dayName(target).en}, so one more.` : `This does not include ${dayName(target).en}.`}`
            : 'There are no extra days.',
        ],
        String(answer),
        'en',
      ),
      hi: worked(
        [
          `${period.hi} में ${length} दिन हैं $= ${weeks}$ सप्ताह${extra ? ` और ${extra} दिन` : ''}।`,
          `हर पूरे सप्ताह में एक ${dayName(target).hi} होता है: ${weeks}।`,
          extra
            ? `${extra === 1 ? `बचे 1 दिन का वार पहली तारीख़ वाला वार है: ${extraHi}` : `बचे ${extra} दिनों के वार पहले ${extra} दिनों के वार हैं, ${dayName(first).hi} से: ${extraHi}`}। ${extraDays.includes(target) ? `${extra === 1 ? 'यह' : 'इनमें'} ${dayName(target).hi} है, अतः एक और।` : `${extra === 1 ? 'यह' : 'इनमें'} ${dayName(target).hi} नहीं है।`}`
            : 'कोई दिन नहीं बचता।',
        ],
        String(answer),
        'hi',
      ),
    };
    return {
      title: { en: 'Count of a weekday in a month or year', hi: 'महीने या वर्ष में किसी वार की गिनती' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 60,
      numbers: [year, length],
      check() {
        // Walk through every date of the period and count the wanted weekday.
        let count = 0;
        const startMs = whole ? Date.UTC(year, 0, 1) : Date.UTC(year, m - 1, 1);
        const endMs = whole ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, m, 1);
        for (let t = startMs; t < endMs; t += 86_400_000) if (new Date(t).getUTCDay() === target) count++;
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};

const ORDINALS = [
  { en: 'first', hi: 'पहला' },
  { en: 'second', hi: 'दूसरा' },
  { en: 'third', hi: 'तीसरा' },
  { en: 'fourth', hi: 'चौथा' },
] as const;

/** The date of the n-th (or the last) given weekday of a month, from the weekday of its first day. */
export const calendarNthWeekdayDate: QuestionGenerator = {
  id: 'calendar/nth-weekday-of-month',
  topic: 'calendar',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const year = rng.int(1990, 2040);
    const m = rng.int(1, 12);
    const first = utcWeekday(year, m, 1);
    let target = rng.int(0, 6);
    while (target === first) target = rng.int(0, 6);
    const which = rng.int(0, 4); // 4 = the last
    const days = daysInMonth(year, m - 1);
    const firstDate = 1 + mod7(target - first);
    const answer = which < 4 ? firstDate + 7 * which : firstDate + 7 * Math.floor((days - firstDate) / 7);
    const ord = which < 4 ? elementAt(ORDINALS, which) : { en: 'last', hi: 'अंतिम' };
    const statement = {
      en: `1 ${month(m).en} ${year} falls on a ${dayName(first).en}. On what date of the month is the ${ord.en} ${dayName(target).en} of ${month(m).en} ${year}?`,
      hi: `1 ${month(m).hi} ${year} को ${dayName(first).hi} है। ${month(m).hi} ${year} का ${ord.hi} ${dayName(target).hi} महीने की किस तारीख़ को है?`,
    };
    const gap = mod7(target - first);
    const steps = {
      en: [
        `From ${dayName(first).en} to the next ${dayName(target).en} is ${gap} ${gap === 1 ? 'day' : 'days'}, so the first ${dayName(target).en} is the ${firstDate}${firstDate === 1 ? 'st' : firstDate === 2 ? 'nd' : firstDate === 3 ? 'rd' : 'th'}.`,
        which < 4
          ? `The ${ord.en} is ${which} ${which === 1 ? 'week' : 'weeks'} later: $${firstDate} + 7 \\times ${which} = ${answer}$.`
          : `Adding weeks while the date stays within the month's ${days} days: $${firstDate} + 7 \\times ${(answer - firstDate) / 7} = ${answer}$, and $${answer} + 7 = ${answer + 7}$ is past ${days}.`,
      ],
      hi: [
        `${dayName(first).hi} से अगले ${dayName(target).hi} तक ${gap} दिन हैं, अतः पहला ${dayName(target).hi} ${firstDate} तारीख़ को है।`,
        which < 4
          ? `${ord.hi} ${dayName(target).hi} ${which} सप्ताह बाद है: $${firstDate} + 7 \\times ${which} = ${answer}$।`
          : `महीने के ${days} दिनों के भीतर सप्ताह जोड़ते हुए: $${firstDate} + 7 \\times ${(answer - firstDate) / 7} = ${answer}$, और $${answer} + 7 = ${answer + 7}$, ${days} से अधिक है।`,
      ],
    };
    const solution = {
      en: worked(steps.en, String(answer), 'en'),
      hi: worked(steps.hi, String(answer), 'hi'),
    };
    return {
      title: { en: 'Date of the n-th weekday of a month', hi: 'महीने के n-वें वार की तारीख़' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 45,
      numbers: [year, answer],
      check() {
        // List the month's dates on that weekday from JavaScript's calendar and pick the one asked.
        const dates: number[] = [];
        for (let d = 1; d <= 31; d++) {
          const date = new Date(Date.UTC(year, m - 1, d));
          if (date.getUTCMonth() === m - 1 && date.getUTCDay() === target) dates.push(d);
        }
        const value = which < 4 ? dates[which] : dates[dates.length - 1];
        return { kind: 'numeric', value: value ?? -1, tolerance: 0 };
      },
    };
  },
};
