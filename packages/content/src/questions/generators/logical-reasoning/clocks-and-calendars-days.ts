import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { daysInMonth, isLeapYear, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';
import { singleChoice as choice } from '../shared/single-choice.js';

/**
 * Calendar shapes: the day n days on, the same date in another year, the weekdays of a month and
 * the next year with the same calendar. Generators count odd days; checkers ask JavaScript's own
 * calendar (Date in UTC).
 */

const day = (d: number) => elementAt(WEEKDAYS, ((d % 7) + 7) % 7);
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).getUTCDay();
const dateText = (y: number, m: number, d: number): Text => ({
  en: `${d} ${elementAt(MONTH_NAMES, m).en} ${y}`,
  hi: `${d} ${elementAt(MONTH_NAMES, m).hi} ${y}`,
});

/** Four weekday options: the answer, the slips, then neighbouring days. */
function dayOptions(rng: Rng, correct: number, slips: number[]) {
  const norm = (d: number) => ((d % 7) + 7) % 7;
  const chosen = [norm(correct)];
  for (const d of [...slips, correct + 1, correct - 1, correct + 2])
    if (!chosen.includes(norm(d)) && chosen.length < 4) chosen.push(norm(d));
  const order = rng.shuffle(chosen);
  return { options: order.map((d) => day(d)), correctIndex: order.indexOf(norm(correct)) };
}

/** The weekday n days after (or before) a given weekday. */
export const calendarsDayAfterDays: QuestionGenerator = {
  id: 'clocks-and-calendars/day-after-days',
  topic: 'clocks-and-calendars',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const today = rng.int(0, 6);
    const n = rng.pick([
      rng.int(15, 99),
      rng.int(100, 400),
      rng.pick([50, 61, 100, 150, 200, 250, 300, 365, 1000]),
    ]);
    const after = rng.next() < 0.7;
    const odd = n % 7;
    const answer = after ? today + odd : today - odd;
    const { options, correctIndex } = dayOptions(rng, answer, [
      after ? today - odd : today + odd, // counts the wrong way
      answer + (after ? 1 : -1), // counts today as one of the n days
      answer + (after ? -1 : 1),
    ]);
    const t = day(today);
    const statement: Text = after
      ? {
          en: `Today is ${t.en}. What day of the week will it be ${n} days from today?`,
          hi: `आज ${t.hi} है। आज से ${n} दिन बाद सप्ताह का कौन-सा दिन होगा?`,
        }
      : {
          en: `Today is ${t.en}. What day of the week was it ${n} days ago?`,
          hi: `आज ${t.hi} है। ${n} दिन पहले सप्ताह का कौन-सा दिन था?`,
        };
    const a = day(answer);
    const q = Math.floor(n / 7);
    const solution: Text = {
      en: [
        `Every 7 days the weekday repeats, so only the remainder counts: $${n} = 7 \\times ${q} + ${odd}$.`,
        `${t.en} ${after ? 'moved forward' : 'moved back'} by ${odd} day${odd === 1 ? '' : 's'} is ${a.en}.`,
        `**Answer: ${a.en}**`,
      ].join('\n\n'),
      hi: [
        `हर 7 दिन बाद वही दिन आता है, इसलिए केवल शेषफल गिनें: $${n} = 7 \\times ${q} + ${odd}$।`,
        `${t.hi} से ${odd} दिन ${after ? 'आगे' : 'पीछे'} ${a.hi} है।`,
        `**उत्तर: ${a.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Day of the week after some days', hi: 'कुछ दिनों बाद सप्ताह का दिन' },
      statement,
      options,
      correctIndex,
      solution,
      30,
      [n],
      () => {
        // A real calendar: 7 January 2024 was a Sunday; step n days from a date with today's weekday.
        const base = Date.UTC(2024, 0, 7 + today);
        const value = day(new Date(base + (after ? n : -n) * 86_400_000).getUTCDay()).en;
        return options.findIndex((o) => o.en === value);
      },
    );
  },
};

/** Given the weekday of a date, the weekday of the same date some years later or earlier. */
export const calendarsSameDateOtherYear: QuestionGenerator = {
  id: 'clocks-and-calendars/same-date-other-year',
  topic: 'clocks-and-calendars',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const y1 = rng.int(1995, 2030);
    const k = rng.int(2, 8);
    const forward = rng.next() < 0.7;
    const y2 = forward ? y1 + k : y1 - k;
    const m = rng.int(0, 11);
    const d = rng.int(1, m === 1 ? 28 : daysInMonth(2001, m));
    const lo = Math.min(y1, y2);
    // A year step from the date in year y to the same date in y + 1 has 366 days when 29 February lies between.
    const steps = Array.from({ length: k }, (_, i) => {
      const y = lo + i;
      const leap = m <= 1 ? isLeapYear(y) : isLeapYear(y + 1);
      return { y, leap, odd: leap ? 2 : 1 };
    });
    const odd = steps.reduce((s, x) => s + x.odd, 0);
    const given = weekdayOf(y1, m, d);
    const answer = forward ? given + odd : given - odd;
    const plain = forward ? given + k : given - k;
    const otherLeap = steps.reduce((s, x) => s + (isLeapYear(m <= 1 ? x.y + 1 : x.y) ? 2 : 1), 0);
    const { options, correctIndex } = dayOptions(rng, answer, [
      plain, // one odd day a year, leap years forgotten
      forward ? given + otherLeap : given - otherLeap, // counts the leap day of the wrong year
      forward ? given - odd : given + odd, // moves the wrong way
    ]);
    const from = dateText(y1, m, d);
    const to = dateText(y2, m, d);
    const g = day(given);
    const a = day(answer);
    const statement: Text = {
      en: `${from.en} is a ${g.en}. What day of the week is ${to.en}?`,
      hi: `${from.hi} को ${g.hi} है। ${to.hi} को सप्ताह का कौन-सा दिन है?`,
    };
    const row = (x: (typeof steps)[number], lang: 'en' | 'hi') => {
      const a1 = dateText(x.y, m, d)[lang];
      const b1 = dateText(x.y + 1, m, d)[lang];
      return lang === 'en'
        ? `- ${a1} to ${b1}: ${x.leap ? '366 days (29 February lies between), 2 odd days' : '365 days, 1 odd day'}`
        : `- ${a1} से ${b1}: ${x.leap ? '366 दिन (बीच में 29 फ़रवरी), 2 विषम दिन' : '365 दिन, 1 विषम दिन'}`;
    };
    const solution: Text = {
      en: [
        'A year of 365 days moves the weekday by 1; a stretch that contains 29 February moves it by 2.',
        steps.map((x) => row(x, 'en')).join('\n'),
        `Total odd days: ${odd}. ${g.en} moved ${forward ? 'forward' : 'back'} by ${odd} (${odd % 7} after removing whole weeks) is ${a.en}.`,
        `**Answer: ${a.en}**`,
      ].join('\n\n'),
      hi: [
        '365 दिन का वर्ष सप्ताह के दिन को 1 आगे खिसकाता है; जिस अवधि में 29 फ़रवरी आए वह 2 आगे।',
        steps.map((x) => row(x, 'hi')).join('\n'),
        `कुल विषम दिन: ${odd}। ${g.hi} से ${odd} दिन ${forward ? 'आगे' : 'पीछे'} (पूरे सप्ताह हटाकर ${odd % 7}) ${a.hi} है।`,
        `**उत्तर: ${a.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Same date some years later or earlier', hi: 'कुछ वर्ष आगे या पीछे वही तिथि' },
      statement,
      options,
      correctIndex,
      solution,
      90,
      [d, y1, y2],
      () => options.findIndex((o) => o.en === day(weekdayOf(y2, m, d)).en),
    );
  },
};

/** How many times a weekday falls in a month, and the date of the last one. */
export const calendarsWeekdaysInMonth: QuestionGenerator = {
  id: 'clocks-and-calendars/weekdays-in-month',
  topic: 'clocks-and-calendars',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const y = rng.int(2000, 2030);
    const m = rng.int(0, 11);
    const len = daysInMonth(y, m);
    const first = weekdayOf(y, m, 1);
    const target = rng.int(0, 6);
    const firstDate = 1 + ((target - first + 7) % 7);
    const count = Math.floor((len - firstDate) / 7) + 1;
    const last = firstDate + 7 * (count - 1);
    const mon = elementAt(MONTH_NAMES, m);
    const w = day(target);
    const opt = (c: number, dd: number): Text => ({
      en: `${c}, the last on ${dd} ${mon.en}`,
      hi: `${c}, अंतिम ${dd} ${mon.hi} को`,
    });
    // Slips: four or five weeks assumed, the last date off by one or a week; only real last dates.
    const cands: [number, number][] = (
      [
        [count === 5 ? 4 : 5, last],
        [count === 5 ? 4 : 5, count === 5 ? last - 7 : last + 1],
        [count, last + 1],
        [count, last - 1],
        [count === 5 ? 4 : 5, last - 1],
        [count, last + 2],
        [count, last - 2],
      ] as [number, number][]
    ).filter(([, dd]) => dd >= 22 && dd <= len);
    cands.unshift([count, last]);
    const chosen: Text[] = [];
    for (const [c, dd] of cands) {
      const t = opt(c, dd);
      if (!chosen.some((x) => x.en === t.en) && chosen.length < 4) chosen.push(t);
    }
    const answer = opt(count, last);
    const options = rng.shuffle(chosen);
    const correct = options.findIndex((o) => o.en === answer.en);
    const f = day(first);
    const statement: Text = {
      en: `1 ${mon.en} ${y} is a ${f.en}. How many ${w.en}s are there in ${mon.en} ${y}, and on which date is the last of them?`,
      hi: `1 ${mon.hi} ${y} को ${f.hi} है। ${mon.hi} ${y} में कितने ${w.hi} हैं, और अंतिम ${w.hi} किस तिथि को है?`,
    };
    const dates = Array.from({ length: count }, (_, i) => firstDate + 7 * i).join(', ');
    const solution: Text = {
      en: [
        `${mon.en} ${y} has ${len} days${m === 1 ? ` (${y} is ${isLeapYear(y) ? '' : 'not '}a leap year)` : ''}. From ${f.en} the 1st, the first ${w.en} is the ${firstDate}${firstDate === 1 ? 'st' : firstDate === 2 ? 'nd' : firstDate === 3 ? 'rd' : 'th'}.`,
        `Adding 7 each time while staying within ${len}: ${dates}.`,
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `${mon.hi} ${y} में ${len} दिन हैं${m === 1 ? ` (${y} लीप वर्ष ${isLeapYear(y) ? '' : 'नहीं '}है)` : ''}। 1 तारीख को ${f.hi} है, तो पहला ${w.hi} ${firstDate} तारीख को है।`,
        `${len} के भीतर हर बार 7 जोड़ने पर: ${dates}।`,
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Weekdays in a month', hi: 'महीने में सप्ताह के दिन' },
      statement,
      options,
      correct,
      solution,
      60,
      [y],
      () => {
        const hits: number[] = [];
        for (let dd = 1; new Date(Date.UTC(y, m, dd)).getUTCMonth() === m; dd++)
          if (weekdayOf(y, m, dd) === target) hits.push(dd);
        const t = opt(hits.length, hits.at(-1) ?? 0);
        return options.findIndex((o) => o.en === t.en);
      },
    );
  },
};

/** The next year whose calendar is the same as a given year's (leap years and century years included). */
export const calendarsCalendarRepeat: QuestionGenerator = {
  id: 'clocks-and-calendars/calendar-repeat',
  topic: 'clocks-and-calendars',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    // Half the years sit just before a century year (1900, 2100), where the 28-year rule breaks.
    const y =
      rng.next() < 0.5 ? rng.int(1875, 1899) : rng.next() < 0.5 ? rng.int(2075, 2099) : rng.int(1950, 2074);
    const rows: { year: number; odd: number; total: number }[] = [];
    let total = 0;
    let next = y;
    for (;;) {
      const odd = isLeapYear(next) ? 2 : 1;
      total += odd;
      rows.push({ year: next, odd, total });
      next += 1;
      if (total % 7 === 0 && isLeapYear(next) === isLeapYear(y)) break;
    }
    const answer = next;
    const ruleGuess = isLeapYear(y) ? y + 28 : y % 4 === 1 ? y + 6 : y % 4 === 3 ? y + 11 : y + 11;
    const slips = [ruleGuess, y + 28, y + 6, y + 11, y + 5, y + 12, answer + 1];
    const chosen: number[] = [answer];
    for (const s of slips) if (!chosen.includes(s) && chosen.length < 4) chosen.push(s);
    const order = rng.shuffle(chosen);
    const options = order.map((v) => ({ en: String(v), hi: String(v) }));
    const statement: Text = {
      en: `In which year after ${y} will the calendar be exactly the same as the calendar of ${y}?`,
      hi: `${y} के बाद किस वर्ष का कैलेंडर ठीक ${y} के कैलेंडर जैसा होगा?`,
    };
    const list = rows.map((r) => `${r.year}: ${r.odd}`).join(', ');
    const solution: Text = {
      en: [
        `Two years share a calendar when the odd days between their 1 January add up to a multiple of 7 and both are leap years or both are not. An ordinary year gives 1 odd day, a leap year 2.${rows.some((r) => r.year % 100 === 0 && !isLeapYear(r.year)) ? ` The century year ${rows.find((r) => r.year % 100 === 0)?.year} is not a leap year (a century year must be divisible by 400).` : ''} ${y} is ${isLeapYear(y) ? '' : 'not '}a leap year.`,
        `Odd days year by year: ${list}. The running total first reaches a multiple of 7 with a matching year at ${total} odd days, after ${answer - 1}.`,
        `So ${answer} starts on the same weekday as ${y} and is ${isLeapYear(answer) ? '' : 'not '}a leap year, like ${y}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `दो वर्षों का कैलेंडर तब एक जैसा होता है जब उनकी 1 जनवरी के बीच विषम दिनों का योग 7 का गुणज हो और दोनों लीप वर्ष हों या दोनों न हों। साधारण वर्ष 1 विषम दिन देता है, लीप वर्ष 2।${rows.some((r) => r.year % 100 === 0 && !isLeapYear(r.year)) ? ` शताब्दी वर्ष ${rows.find((r) => r.year % 100 === 0)?.year} लीप वर्ष नहीं है (शताब्दी वर्ष को 400 से विभाज्य होना चाहिए)।` : ''} ${y} लीप वर्ष ${isLeapYear(y) ? '' : 'नहीं '}है।`,
        `वर्षवार विषम दिन: ${list}। ${answer - 1} के बाद योग ${total} पर पहली बार 7 का गुणज बनता है और वर्ष का प्रकार भी मेल खाता है।`,
        `अतः ${answer} उसी दिन से शुरू होता है जिससे ${y}, और ${y} की तरह लीप वर्ष ${isLeapYear(answer) ? '' : 'नहीं '}है।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Year with the same calendar', hi: 'एक जैसे कैलेंडर वाला वर्ष' },
      statement,
      options,
      order.indexOf(answer),
      solution,
      180,
      [y],
      () => {
        const has29Feb = (yr: number) => new Date(Date.UTC(yr, 1, 29)).getUTCMonth() === 1;
        for (let yr = y + 1; yr < y + 60; yr++)
          if (weekdayOf(yr, 0, 1) === weekdayOf(y, 0, 1) && has29Feb(yr) === has29Feb(y))
            return options.findIndex((o) => o.en === String(yr));
        return -1;
      },
    );
  },
};
