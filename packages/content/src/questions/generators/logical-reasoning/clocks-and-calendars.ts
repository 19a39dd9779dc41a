import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { daysInMonth, isLeapYear, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';

/**
 * The shapes of clocks-and-calendars (id – what it asks – exams):
 * - clocks-and-calendars/clock-angle – the angle between the hands at a time – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - clocks-and-calendars/same-year-date – the weekday of a later date in the same year – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - clocks-and-calendars/hands-at-angle – when the hands are at an angle between two hours – SSC CGL, RRB NTPC, CAT, Placements
 * - clocks-and-calendars/day-of-date – the weekday of any date by odd days – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - clocks-and-calendars/mirror-time – the time a mirror image of a clock shows – SSC CGL, RRB NTPC, CUET
 * - clocks-and-calendars/hands-events-count – how often the hands coincide, oppose or are at right angles between two hours – SSC CGL, RRB NTPC, Bank PO, Placements
 * - clocks-and-calendars/alternating-faulty-clock – a clock gaining and losing in turn, first D minutes ahead (CAT level) – CAT, SSC CGL, Placements
 * - clocks-and-calendars/day-after-days – the weekday n days after or before today – SSC CGL, RRB NTPC, CUET, Placements
 * - clocks-and-calendars/same-date-other-year – the same date some years later or earlier – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - clocks-and-calendars/weekdays-in-month – how many times a weekday falls in a month and its last date – SSC CGL, RRB NTPC, Bank PO, CUET
 * - clocks-and-calendars/calendar-repeat – the next year with the same calendar, across century years (CAT level) – CAT, SSC CGL, Bank PO, Placements
 */

/**
 * Clocks and calendars, reasoning style. Generators use the exam methods (the angle formula, odd
 * days); checkers use another route: stepping the hands minute by minute from 12:00, or JavaScript's
 * own calendar (Date in UTC, proleptic Gregorian like the odd-days method).
 */

const day = (d: number) => elementAt(WEEKDAYS, ((d % 7) + 7) % 7);
const dateText = (y: number, m: number, d: number): Text => ({
  en: `${d} ${elementAt(MONTH_NAMES, m).en} ${y}`,
  hi: `${d} ${elementAt(MONTH_NAMES, m).hi} ${y}`,
});

/** The checker's calendar: JavaScript's weekday for a date (0 = Sunday). */
function weekdayByDate(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** Four day-of-week options: the answer, the slips, then neighbouring days. */
function dayOptions(rng: Rng, correct: number, slips: number[]) {
  const norm = (d: number) => ((d % 7) + 7) % 7;
  const chosen = [norm(correct)];
  for (const d of [...slips, correct + 1, correct - 1, correct + 2, correct - 2, correct + 3]) {
    if (!chosen.includes(norm(d)) && chosen.length < 4) chosen.push(norm(d));
  }
  const order = rng.shuffle(chosen);
  return { options: order.map((d) => day(d)), correctIndex: order.indexOf(norm(correct)) };
}

/** Angle between the hands at H:M by the formula |30H - 5.5M|, the smaller of the two angles. */
function formulaAngle(h: number, m: number): number {
  const raw = Math.abs(30 * h - 5.5 * m);
  return raw > 180 ? 360 - raw : raw;
}

const clockTime = (h: number, m: number) => `${h}:${String(m).padStart(2, '0')}`;

/** The angle between the hands at a given time. */
export const clocksAndCalendarsClockAngle: QuestionGenerator = {
  id: 'clocks-and-calendars/clock-angle',
  topic: 'clocks-and-calendars',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const h = rng.int(1, 12);
    // Minutes not a multiple of 5 half the time, so the hour hand's drift matters.
    const m = rng.next() < 0.5 ? rng.int(1, 11) * 5 : rng.int(1, 59);
    const raw = Math.abs(30 * h - 5.5 * m);
    const angle = formulaAngle(h, m);
    const small = (x: number) => (x > 180 ? 360 - x : x);
    const deg = (x: number) => `${x}°`;
    const slips = [
      small(Math.abs(30 * h - 6 * m)), // forgets that the hour hand moves
      360 - angle, // gives the reflex angle
      small(Math.abs(30 * h - 6.5 * m)), // moves the hour hand the wrong way
      small(Math.abs(30 * (h + 1) - 5.5 * m)), // takes the next hour
    ];
    const chosen = [angle];
    for (const x of [...slips, angle + 5, angle - 5, angle + 10]) {
      if (x >= 0 && !chosen.includes(x) && chosen.length < 4) chosen.push(x);
    }
    const order = rng.shuffle(chosen);
    const options = order.map(deg);
    const correctIndex = order.indexOf(angle);
    const t = clockTime(h, m);
    const statement: Text = {
      en: `What is the angle between the hour hand and the minute hand of a clock at ${t}?`,
      hi: `${t} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच कितना कोण होगा?`,
    };
    const step = `$\\theta = |30 \\times ${h} - 5.5 \\times ${m}| = |${30 * h} - ${5.5 * m}| = ${raw}^\\circ$`;
    const reflex = raw > 180;
    const solution: Text = {
      en: [
        'The minute hand turns $6^\\circ$ a minute and the hour hand $0.5^\\circ$ a minute, so at $H$ hours $M$ minutes the angle is $|30H - 5.5M|$.',
        `At ${t}: ${step}.`,
        reflex
          ? `This is more than $180^\\circ$, so the angle between the hands is $360 - ${raw} = ${angle}^\\circ$.`
          : '',
        `**Answer: ${deg(angle)}**`,
      ]
        .filter((s) => s !== '')
        .join('\n\n'),
      hi: [
        'मिनट की सुई प्रति मिनट $6^\\circ$ और घंटे की सुई प्रति मिनट $0.5^\\circ$ घूमती है, इसलिए $H$ घंटे $M$ मिनट पर कोण $|30H - 5.5M|$ होता है।',
        `${t} पर: ${step}।`,
        reflex ? `यह $180^\\circ$ से अधिक है, इसलिए सुइयों के बीच का कोण $360 - ${raw} = ${angle}^\\circ$ है।` : '',
        `**उत्तर: ${deg(angle)}**`,
      ]
        .filter((s) => s !== '')
        .join('\n\n'),
    };
    return {
      title: { en: 'Angle between the hands of a clock', hi: 'घड़ी की सुइयों के बीच का कोण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [h, m, angle],
      check(): QuestionAnswer {
        // Step the hands one minute at a time from 12:00, where both point at 0 degrees.
        let hour = 0;
        let minute = 0;
        for (let i = 0; i < (h % 12) * 60 + m; i++) {
          hour = (hour + 0.5) % 360;
          minute = (minute + 6) % 360;
        }
        const gap = Math.abs(hour - minute);
        const value = Math.min(gap, 360 - gap);
        return { kind: 'choice', correct: [options.indexOf(deg(value))] };
      },
    };
  },
};

/** Minutes as a mixed number in KaTeX, e.g. 240/11 → "21\frac{9}{11}". */
function mixed(num: number, den: number): string {
  const g = gcd(num, den);
  const [p, q] = [num / g, den / g];
  const whole = Math.floor(p / q);
  const rest = p % q;
  if (rest === 0) return String(whole);
  return whole === 0 ? `\\frac{${rest}}{${q}}` : `${whole}\\frac{${rest}}{${q}}`;
}
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The time between H and H + 1 o'clock when the hands are a given angle apart. */
export const clocksAndCalendarsHandsAtAngle: QuestionGenerator = {
  id: 'clocks-and-calendars/hands-at-angle',
  topic: 'clocks-and-calendars',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'CAT', 'Placements'],
  generate(rng) {
    // The minute hand must GAIN g degrees on the hour hand (which is 30H ahead at H o'clock); the
    // hands are θ apart when g = 30H - θ, 30H + θ or 30H + θ - 360, and it gains 5.5° a minute.
    let h = 0;
    let theta = 0;
    let gains: number[] = [];
    do {
      h = rng.int(1, 11);
      theta = rng.pick([0, 90, 180, rng.int(1, 35) * 5, rng.int(1, 35) * 5]);
      gains = [...new Set([30 * h - theta, 30 * h + theta, 30 * h + theta - 360])]
        .filter((g) => g > 0 && g < 330)
        .sort((a, b) => a - b);
    } while (gains.length === 0);
    const which = rng.int(0, gains.length - 1);
    const gain = elementAt(gains, which);
    // Minutes past H = gain / 5.5 = 2 gain / 11.
    const minutes = (num: number, den: number) => `$${mixed(num, den)}$`;
    const text = (num: number, den: number): Text => ({
      en: `${minutes(num, den)} minutes past ${h}`,
      hi: `${h} बजकर ${minutes(num, den)} मिनट`,
    });
    const answer = text(2 * gain, 11);
    const slips: Text[] = [
      text(gain, 6), // lets the minute hand gain 6° a minute, forgetting that the hour hand moves
      ...gains.filter((g) => g !== gain).map((g) => text(2 * g, 11)), // the other time the angle occurs
      text(2 * (30 * (h + 1) - theta), 11), // starts from the next hour mark
      text(gain, 11), // forgets to double when dividing by 5.5
      text(2 * gain + 11, 11), // one minute off
    ].filter((t) => !t.en.includes('-'));
    const chosen = [answer];
    for (const t of slips) if (!chosen.some((c) => c.en === t.en) && chosen.length < 4) chosen.push(t);
    const options = rng.shuffle(chosen);
    const correctIndex = options.findIndex((o) => o.en === answer.en);
    const nth =
      gains.length === 1
        ? { en: '', hi: '' }
        : which === 0
          ? { en: ' for the first time', hi: ' पहली बार' }
          : { en: ' for the second time', hi: ' दूसरी बार' };
    const apart: Text =
      theta === 0
        ? { en: 'be together (coincide)', hi: 'एक-दूसरे के ऊपर (संपाती)' }
        : theta === 180
          ? { en: 'point in opposite directions', hi: 'एक-दूसरे के विपरीत (सीधी रेखा में)' }
          : theta === 90
            ? { en: 'be at right angles', hi: 'एक-दूसरे से समकोण पर' }
            : { en: `be ${theta}° apart`, hi: `एक-दूसरे से ${theta}° के कोण पर` };
    const statement: Text = {
      en: `At what time between ${h} and ${h + 1} o'clock will the hands of a clock ${apart.en}${nth.en}?`,
      hi: `${h} और ${h + 1} बजे के बीच किस समय घड़ी की सुइयाँ${nth.hi} ${apart.hi} होंगी?`,
    };
    const how =
      gain === 30 * h - theta
        ? {
            en: `the minute hand must gain $${30 * h} - ${theta} = ${gain}^\\circ$`,
            hi: `उसे $${30 * h} - ${theta} = ${gain}^\\circ$ आगे बढ़ना होगा`,
          }
        : gain === 30 * h + theta
          ? {
              en: `the minute hand must gain $${30 * h} + ${theta} = ${gain}^\\circ$ (catch up, then move ${theta}° ahead)`,
              hi: `उसे $${30 * h} + ${theta} = ${gain}^\\circ$ आगे बढ़ना होगा (पकड़कर फिर ${theta}° आगे)`,
            }
          : {
              en: `the minute hand must gain $${30 * h} + ${theta} - 360 = ${gain}^\\circ$ (the angle measured the other way round)`,
              hi: `उसे $${30 * h} + ${theta} - 360 = ${gain}^\\circ$ आगे बढ़ना होगा (कोण दूसरी ओर से)`,
            };
    const solution: Text = {
      en: [
        `At ${h} o'clock the hour hand is $30 \\times ${h} = ${30 * h}^\\circ$ ahead of the minute hand, and the minute hand gains $5.5^\\circ$ a minute.`,
        `For the hands to ${apart.en}${nth.en}, ${how.en}.`,
        `Time $= \\frac{${gain}}{5.5} = \\frac{${2 * gain}}{11} = ${mixed(2 * gain, 11)}$ minutes.`,
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `${h} बजे घंटे की सुई मिनट की सुई से $30 \\times ${h} = ${30 * h}^\\circ$ आगे होती है, और मिनट की सुई हर मिनट घंटे की सुई से $5.5^\\circ$ अधिक घूमती है।`,
        `सुइयों के${nth.hi} ${apart.hi} होने के लिए मिनट की सुई को घंटे की सुई के सापेक्ष ${how.hi.replace('उसे ', '')}।`,
        `समय $= \\frac{${gain}}{5.5} = \\frac{${2 * gain}}{11} = ${mixed(2 * gain, 11)}$ मिनट।`,
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'When the hands are at an angle', hi: 'सुइयाँ किसी कोण पर कब होंगी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [h, h + 1, theta],
      check(): QuestionAnswer {
        // Step through the hour in 1/11-minute ticks; angles in 1/22 degree stay whole numbers:
        // hour hand 660H + k, minute hand 12k, for k ticks after H o'clock.
        const hits: number[] = [];
        for (let k = 1; k < 660; k++) {
          const d = Math.abs(660 * h + k - 12 * k) % 7920;
          if (Math.min(d, 7920 - d) === 22 * theta) hits.push(k);
        }
        const k = hits[which];
        const value = k === undefined ? '' : text(k, 11).en;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === value)] };
      },
    };
  },
};

/** Odd days from the start of year 1 to a date (the exam method); the remainder mod 7 is the weekday. */
function oddDays(y: number, m: number, d: number) {
  const done = y - 1;
  const rest = done % 400;
  const hundreds = Math.floor(rest / 100);
  const years = rest % 100;
  const leaps = Math.floor(years / 4);
  const centuryOdd = (5 * hundreds) % 7;
  const yearOdd = (years + leaps) % 7;
  let monthDays = 0;
  for (let i = 0; i < m; i++) monthDays += daysInMonth(y, i);
  const monthOdd = (monthDays + d) % 7;
  return {
    done,
    hundreds,
    years,
    leaps,
    centuryOdd,
    yearOdd,
    monthDays,
    monthOdd,
    total: (centuryOdd + yearOdd + monthOdd) % 7,
  };
}

/** Given the weekday of one date, the weekday of a later date in the same year. */
export const clocksAndCalendarsSameYearDate: QuestionGenerator = {
  id: 'clocks-and-calendars/same-year-date',
  topic: 'clocks-and-calendars',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const y = rng.int(1990, 2024);
    const m1 = rng.int(0, 5);
    const d1 = rng.int(1, daysInMonth(y, m1));
    const m2 = rng.int(m1 + 2, Math.min(11, m1 + 6));
    const d2 = rng.int(1, daysInMonth(y, m2));
    const day1 = oddDays(y, m1, d1).total;
    // Days from date 1 to date 2: the rest of month 1, the full months between, then d2 days.
    const parts: { label: Text; days: number }[] = [
      {
        label: {
          en: `${elementAt(MONTH_NAMES, m1).en} (${daysInMonth(y, m1)} − ${d1})`,
          hi: `${elementAt(MONTH_NAMES, m1).hi} (${daysInMonth(y, m1)} − ${d1})`,
        },
        days: daysInMonth(y, m1) - d1,
      },
    ];
    for (let i = m1 + 1; i < m2; i++)
      parts.push({ label: elementAt(MONTH_NAMES, i), days: daysInMonth(y, i) });
    parts.push({ label: elementAt(MONTH_NAMES, m2), days: d2 });
    const gap = parts.reduce((s, p) => s + p.days, 0);
    const odd = gap % 7;
    const answer = (day1 + odd) % 7;
    const febInside = m1 <= 1 && m2 > 1 && isLeapYear(y);
    const { options, correctIndex } = dayOptions(rng, answer, [
      answer + 1, // counts the starting day as well
      febInside ? answer - 1 : day1 - odd, // forgets 29 February, or counts backwards
      day1 - odd, // counts backwards
      answer - 1,
    ]);
    const from = dateText(y, m1, d1);
    const to = dateText(y, m2, d2);
    const d1Day = day(day1);
    const ans = day(answer);
    const statement: Text = {
      en: `If ${from.en} was a ${d1Day.en}, what day of the week was ${to.en}?`,
      hi: `यदि ${from.hi} को ${d1Day.hi} था, तो ${to.hi} को सप्ताह का कौन-सा दिन था?`,
    };
    const leapNote: Text =
      m1 <= 1 && m2 > 1
        ? isLeapYear(y)
          ? {
              en: `${y} is a leap year, so February has 29 days.`,
              hi: `${y} लीप वर्ष है, इसलिए फ़रवरी में 29 दिन हैं।`,
            }
          : {
              en: `${y} is not a leap year, so February has 28 days.`,
              hi: `${y} लीप वर्ष नहीं है, इसलिए फ़रवरी में 28 दिन हैं।`,
            }
        : { en: '', hi: '' };
    const sum = parts.map((p) => p.days).join(' + ');
    const q = Math.floor(gap / 7);
    const solution: Text = {
      en: [
        `Count the days after ${from.en} up to ${to.en}. ${leapNote.en}`.trim(),
        parts.map((p) => `- ${p.label.en}: ${p.days}`).join('\n'),
        `Total $= ${sum} = ${gap}$ days, and $${gap} = ${q} \\times 7 + ${odd}$, so there ${odd === 1 ? 'is' : 'are'} ${odd} odd day${odd === 1 ? '' : 's'}.`,
        `${d1Day.en} moved ${odd} day${odd === 1 ? '' : 's'} forward is ${ans.en}.`,
        `**Answer: ${ans.en}**`,
      ].join('\n\n'),
      hi: [
        `${from.hi} के बाद से ${to.hi} तक के दिन गिनें। ${leapNote.hi}`.trim(),
        parts.map((p) => `- ${p.label.hi}: ${p.days}`).join('\n'),
        `कुल $= ${sum} = ${gap}$ दिन, और $${gap} = ${q} \\times 7 + ${odd}$, अतः ${odd} विषम दिन।`,
        `${d1Day.hi} से ${odd} दिन आगे ${ans.hi} है।`,
        `**उत्तर: ${ans.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Day of the week for a later date', hi: 'बाद की तिथि का दिन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [d1, d2, y, gap],
      check(): QuestionAnswer {
        const value = day(weekdayByDate(y, m2, d2)).en;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === value)] };
      },
    };
  },
};

/** The weekday of a historic or future date by counting odd days from year 1. */
export const clocksAndCalendarsDayOfDate: QuestionGenerator = {
  id: 'clocks-and-calendars/day-of-date',
  topic: 'clocks-and-calendars',
  difficulty: 'hard',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const y = rng.int(1701, 2099);
    const m = rng.int(0, 11);
    const d = rng.int(1, daysInMonth(y, m));
    const o = oddDays(y, m, d);
    const answer = o.total;
    // Treating every fourth year as leap, even the century years 1700, 1800 and 1900.
    const centuryAsLeap = (answer + o.hundreds) % 7;
    // Counting February as 29 days in an ordinary year (or 28 in a leap year).
    const febSlip = m > 1 ? answer + (isLeapYear(y) ? -1 : 1) : answer + 2;
    const { options, correctIndex } = dayOptions(rng, answer, [
      centuryAsLeap,
      febSlip,
      answer + 1,
      answer - 1,
    ]);
    const date = dateText(y, m, d);
    const ans = day(answer);
    const statement: Text = {
      en: y <= 2024 ? `What day of the week was ${date.en}?` : `What day of the week will ${date.en} be?`,
      hi: `${date.hi} को सप्ताह का कौन-सा दिन ${y <= 2024 ? 'था' : 'होगा'}?`,
    };
    const base = o.done - o.hundreds * 100 - o.years;
    const monthList = MONTH_NAMES.slice(0, m);
    const monthLine: Text =
      m === 0
        ? {
            en: `Days of ${elementAt(MONTH_NAMES, m).en}: ${d}`,
            hi: `${elementAt(MONTH_NAMES, m).hi} के दिन: ${d}`,
          }
        : {
            en: `Days of ${y} up to ${date.en}: ${monthList.map((_, i) => daysInMonth(y, i)).join(' + ')} + ${d} = ${o.monthDays + d}`,
            hi: `${y} में ${date.hi} तक के दिन: ${monthList.map((_, i) => daysInMonth(y, i)).join(' + ')} + ${d} = ${o.monthDays + d}`,
          };
    const lines = (lang: 'en' | 'hi') => {
      const en = lang === 'en';
      const list = [
        en
          ? `- First ${base} years: a multiple of 400 years, 0 odd days.`
          : `- पहले ${base} वर्ष: 400 का गुणज, 0 विषम दिन।`,
      ];
      if (o.hundreds > 0) {
        list.push(
          en
            ? `- Next ${o.hundreds * 100} years: ${o.centuryOdd} odd day${o.centuryOdd === 1 ? '' : 's'} (100 years give 5, 200 give 3, 300 give 1).`
            : `- अगले ${o.hundreds * 100} वर्ष: ${o.centuryOdd} विषम दिन (100 वर्ष = 5, 200 वर्ष = 3, 300 वर्ष = 1)।`,
        );
      }
      const yearsSum = `$${o.leaps} \\times 2 + ${o.years - o.leaps} = ${o.years + o.leaps}$`;
      list.push(
        en
          ? `- Last ${o.years} years: ${o.leaps} leap years and ${o.years - o.leaps} ordinary years, ${yearsSum}, leaving ${o.yearOdd} odd days.`
          : `- अंतिम ${o.years} वर्ष: ${o.leaps} लीप वर्ष और ${o.years - o.leaps} साधारण वर्ष, ${yearsSum}, शेष ${o.yearOdd} विषम दिन।`,
        en
          ? `- ${monthLine.en}; ${o.monthDays + d} leaves ${o.monthOdd} odd days (${y} is ${isLeapYear(y) ? '' : 'not '}a leap year).`
          : `- ${monthLine.hi}; ${o.monthDays + d} में ${o.monthOdd} विषम दिन (${y} लीप वर्ष ${isLeapYear(y) ? '' : 'नहीं '}है)।`,
      );
      const sum = `$= ${o.centuryOdd} + ${o.yearOdd} + ${o.monthOdd} = ${o.centuryOdd + o.yearOdd + o.monthOdd}$`;
      return [
        en
          ? `Count odd days (remainders on division by 7) in the ${o.done} complete years before ${y}, then in ${y} itself.`
          : `${y} से पहले के ${o.done} पूर्ण वर्षों के विषम दिन (7 से भाग देने पर शेष) गिनें, फिर ${y} के अपने दिन।`,
        list.join('\n'),
        en
          ? `Total odd days ${sum}, which leaves ${answer} on division by 7. With 0 = Sunday, 1 = Monday, …, 6 = Saturday, that is ${ans.en}.`
          : `कुल विषम दिन ${sum}, जिसे 7 से भाग देने पर शेष ${answer} बचता है। 0 = रविवार, 1 = सोमवार, …, 6 = शनिवार के अनुसार यह ${ans.hi} है।`,
        en ? `**Answer: ${ans.en}**` : `**उत्तर: ${ans.hi}**`,
      ].join('\n\n');
    };
    return {
      title: { en: 'Day of the week by odd days', hi: 'विषम दिनों से सप्ताह का दिन' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: { en: lines('en'), hi: lines('hi') },
      expectedSeconds: 150,
      numbers: [d, y],
      check(): QuestionAnswer {
        const value = day(weekdayByDate(y, m, d)).en;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === value)] };
      },
    };
  },
};
