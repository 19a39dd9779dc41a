import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { daysInMonth, isLeapYear, MONTH_DAYS, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';

const mod7 = (n: number) => ((n % 7) + 7) % 7;
const dayName = (code: number) => elementAt(WEEKDAYS, mod7(code));
const month = (m: number) => elementAt(MONTH_NAMES, m - 1);

/** Weekday from JavaScript's own calendar (UTC), the checkers' independent reference. */
function utcWeekday(year: number, m: number, day: number): number {
  return new Date(Date.UTC(year, m - 1, day)).getUTCDay();
}

/** Day of the year (1 January = 1). */
function dayOfYear(year: number, m: number, day: number): number {
  let n = day;
  for (let k = 0; k < m - 1; k++) n += daysInMonth(year, k);
  return n;
}

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** Four distinct weekday options (codes 0–6): the correct one, the mistakes, then neighbours. */
function weekdayOptions(rng: Rng, correct: number, mistakes: number[]) {
  const c = mod7(correct);
  const { options: raw, correctIndex } = choiceOptions(
    rng,
    c,
    [...mistakes.map(mod7), mod7(c + 1), mod7(c - 1), mod7(c + 2), mod7(c - 2)].filter((d) => d !== c),
  );
  return { raw, correctIndex, options: raw.map((t) => dayName(Number(t))) };
}

/** The weekday of one date from the weekday of another date in the same year. */
export const calendarWeekdaySameYear: QuestionGenerator = {
  id: 'calendar/weekday-in-the-same-year',
  topic: 'calendar',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const year = rng.int(1995, 2040);
    let m1 = 1;
    let m2 = 5;
    do {
      m1 = rng.int(1, 12);
      m2 = rng.int(1, 12);
    } while (Math.abs(m1 - m2) < 2);
    const d1 = rng.int(1, elementAt(MONTH_DAYS, m1 - 1));
    const d2 = rng.int(1, elementAt(MONTH_DAYS, m2 - 1));
    const known = utcWeekday(year, m1, d1);
    const n1 = dayOfYear(year, m1, d1);
    const n2 = dayOfYear(year, m2, d2);
    const diff = n2 - n1;
    const answer = known + diff;
    const [lo, hi] = diff > 0 ? [m1, m2] : [m2, m1];
    const leapBetween = isLeapYear(year) && lo <= 2 && hi > 2;
    const { raw, correctIndex, options } = weekdayOptions(rng, answer, [
      known - diff, // counts the days the wrong way
      answer + (diff > 0 ? 1 : -1), // counts both end dates
      leapBetween ? answer - (diff > 0 ? 1 : -1) : answer + 3, // forgets 29 February in a leap year
    ]);
    const date = (m: number, d: number) => ({
      en: `${d} ${month(m).en} ${year}`,
      hi: `${d} ${month(m).hi} ${year}`,
    });
    const a = date(m1, d1);
    const b = date(m2, d2);
    const gap = Math.abs(diff);
    const odd = gap % 7;
    const dir = diff > 0 ? { en: 'forward', hi: 'आगे' } : { en: 'back', hi: 'पीछे' };
    const statement = {
      en: `${a.en} falls on a ${dayName(known).en}. On which day of the week does ${b.en} fall?`,
      hi: `${a.hi} को ${dayName(known).hi} है। ${b.hi} को सप्ताह का कौन-सा दिन होगा?`,
    };
    const leapEn = isLeapYear(year)
      ? `${year} is a leap year, so February has 29 days.`
      : `${year} is not a leap year, so February has 28 days.`;
    const leapHi = isLeapYear(year)
      ? `${year} लीप वर्ष है, अतः फ़रवरी में 29 दिन हैं।`
      : `${year} लीप वर्ष नहीं है, अतः फ़रवरी में 28 दिन हैं।`;
    const solution = {
      en: worked(
        [
          leapEn,
          `${a.en} is day ${n1} of the year and ${b.en} is day ${n2}, so they are $|${n2} - ${n1}| = ${gap}$ days apart.`,
          `$${gap} = 7 \\times ${Math.floor(gap / 7)} + ${odd}$: ${odd} odd ${odd === 1 ? 'day' : 'days'}. Count ${odd} ${dir.en} from ${dayName(known).en}: ${dayName(answer).en}.`,
        ],
        dayName(answer).en,
        'en',
      ),
      hi: worked(
        [
          leapHi,
          `${a.hi} वर्ष का ${n1}वाँ दिन है और ${b.hi} ${n2}वाँ, अतः दोनों में $|${n2} - ${n1}| = ${gap}$ दिनों का अंतर है।`,
          `$${gap} = 7 \\times ${Math.floor(gap / 7)} + ${odd}$: ${odd} विषम दिन। ${dayName(known).hi} से ${odd} दिन ${dir.hi} गिनने पर: ${dayName(answer).hi}।`,
        ],
        dayName(answer).hi,
        'hi',
      ),
    };
    return {
      title: { en: 'Weekday of a date in the same year', hi: 'उसी वर्ष की दूसरी तारीख़ का वार' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [d1, d2, year, gap],
      check() {
        return { kind: 'choice', correct: [raw.indexOf(String(utcWeekday(year, m2, d2)))] };
      },
    };
  },
};

/** A birthday fell on one weekday this year: the next year it falls on a given weekday. */
export const calendarBirthdayOnWeekday: QuestionGenerator = {
  id: 'calendar/birthday-on-a-weekday',
  topic: 'calendar',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let year = 2026;
    let m = 1;
    let day = 1;
    let known = 0;
    let target = 0;
    // Year by year: one odd day, two when a 29 February comes between the two birthdays.
    let steps: { y: number; shift: number; wd: number }[] = [];
    let y = year;
    // Redraw until the search runs over at least four years and meets a leap day.
    for (let tries = 0; tries < 200; tries++) {
      year = rng.int(1995, 2096);
      m = rng.int(1, 12);
      day = rng.int(1, elementAt(MONTH_DAYS, m - 1)); // never 29 February
      known = utcWeekday(year, m, day);
      target = rng.int(1, 3) === 1 ? known : rng.int(0, 6);
      steps = [];
      let wd = known;
      y = year;
      do {
        const leapDay = m > 2 ? isLeapYear(y + 1) : isLeapYear(y);
        const shift = leapDay ? 2 : 1;
        y++;
        wd = mod7(wd + shift);
        steps.push({ y, shift, wd });
      } while (wd !== target);
      if (steps.length >= 4 && steps.some((st) => st.shift === 2)) break;
    }
    const answer = y;
    const naive = year + (mod7(target - known) || 7);
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        naive, // one odd day every year, forgetting leap years
        year + (target === known ? 6 : mod7(target - known) + 1), // one extra day for the first year only
        year + 7,
        answer + 1,
        answer - 1,
        year + 11,
      ].filter((v) => v > year && v !== answer),
    );
    const date = { en: `${day} ${month(m).en}`, hi: `${day} ${month(m).hi}` };
    const ask =
      target === known
        ? { en: `on a ${dayName(target).en} again`, hi: `फिर से ${dayName(target).hi} को` }
        : { en: `on a ${dayName(target).en}`, hi: `${dayName(target).hi} को` };
    const statement = {
      en: `Neha's birthday is on ${date.en}. In ${year} it falls on a ${dayName(known).en}. In which year will her birthday next fall ${ask.en}?`,
      hi: `नेहा का जन्मदिन ${date.hi} को है। ${year} में यह ${dayName(known).hi} को पड़ता है। अगली बार किस वर्ष उसका जन्मदिन ${ask.hi} पड़ेगा?`,
    };
    const rule = {
      en: `From one birthday to the next the weekday moves on by 1 day, or by 2 when a 29 February comes between them (the next year is a leap year for a birthday after February, this year is one for a birthday in January or February; 2100 is not a leap year).`,
      hi: `एक जन्मदिन से अगले तक वार 1 दिन आगे बढ़ता है, या 2 दिन जब बीच में 29 फ़रवरी आए (फ़रवरी के बाद के जन्मदिन के लिए अगला वर्ष लीप हो, जनवरी-फ़रवरी के जन्मदिन के लिए यही वर्ष लीप हो; 2100 लीप वर्ष नहीं है)।`,
    };
    const list = (lang: 'en' | 'hi') =>
      steps.map((s) => `${s.y}: +${s.shift} → ${dayName(s.wd)[lang]}`).join('; ');
    const solution = {
      en: worked(
        [
          rule.en,
          `Starting from ${dayName(known).en} in ${year}: ${list('en')}.`,
          `The first ${dayName(target).en} is in ${answer}.`,
        ],
        String(answer),
        'en',
      ),
      hi: worked(
        [
          rule.hi,
          `${year} के ${dayName(known).hi} से: ${list('hi')}।`,
          `पहला ${dayName(target).hi} ${answer} में आता है।`,
        ],
        String(answer),
        'hi',
      ),
    };
    return {
      title: { en: 'Year a birthday falls on a weekday', hi: 'जन्मदिन किसी वार को किस वर्ष पड़ेगा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [day, year, answer],
      check() {
        for (let later = year + 1; later <= year + 40; later++) {
          if (utcWeekday(later, m, day) === target)
            return { kind: 'choice', correct: [options.indexOf(String(later))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Given the weekday of 1 January, how many months of the year begin on (or have their 13th on) a weekday. */
export const calendarMonthsOnWeekday: QuestionGenerator = {
  id: 'calendar/months-on-a-weekday',
  topic: 'calendar',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let year = 2026;
    let target = 5;
    let thirteenth = true;
    let hits: number[] = [];
    const offsets: number[] = [];
    for (let tries = 0; tries < 100 && hits.length === 0; tries++) {
      year = rng.int(1901, 2099);
      target = rng.int(0, 6);
      thirteenth = rng.pick([true, false]);
      const jan1 = utcWeekday(year, 1, 1);
      offsets.length = 0;
      let sum = 0;
      for (let k = 0; k < 12; k++) {
        offsets.push(mod7(sum));
        sum += daysInMonth(year, k);
      }
      const want = mod7(target - jan1 - (thirteenth ? 12 : 0));
      hits = offsets.flatMap((o, k) => (o === want ? [k + 1] : []));
    }
    const jan1 = utcWeekday(year, 1, 1);
    const want = mod7(target - jan1 - (thirteenth ? 12 : 0));
    const answer = hits.length;
    const what = thirteenth
      ? {
          en: `have their 13th on a ${dayName(target).en}`,
          hi: `महीनों की 13 तारीख़ ${dayName(target).hi} को पड़ती है`,
        }
      : { en: `begin on a ${dayName(target).en}`, hi: `महीने ${dayName(target).hi} से शुरू होते हैं` };
    const statement = {
      en: `1 January ${year} falls on a ${dayName(jan1).en}. How many months of ${year} ${what.en}?`,
      hi: `1 जनवरी ${year} को ${dayName(jan1).hi} है। ${year} के कितने ${what.hi}?`,
    };
    const offsetList = (lang: 'en' | 'hi') => offsets.map((o, k) => `${month(k + 1)[lang]} ${o}`).join(', ');
    const hitList = (lang: 'en' | 'hi') => hits.map((k) => month(k)[lang]).join(', ');
    const afterEn = want
      ? `which is ${want} ${want === 1 ? 'day' : 'days'} after ${dayName(jan1).en}`
      : `which is the weekday of 1 January itself, ${dayName(jan1).en}`;
    const afterHi = want
      ? `जो ${dayName(jan1).hi} से ${want} दिन आगे है`
      : `जो 1 जनवरी का ही वार, ${dayName(jan1).hi}, है`;
    const shiftEn = thirteenth
      ? `The 13th is 12 days after the 1st, $12 = 7 + 5$, so it falls 5 weekdays after the 1st. For a ${dayName(target).en} on the 13th the 1st must be a ${dayName(target - 5).en}, ${afterEn}.`
      : `A month begins on a ${dayName(target).en} when its 1st is ${want ? `${want} ${want === 1 ? 'day' : 'days'} after ${dayName(jan1).en}` : `on the weekday of 1 January itself`}.`;
    const shiftHi = thirteenth
      ? `13 तारीख़ 1 तारीख़ से 12 दिन बाद आती है, $12 = 7 + 5$, अतः वह 1 तारीख़ से 5 वार आगे होती है। 13 तारीख़ को ${dayName(target).hi} हो, इसके लिए 1 तारीख़ को ${dayName(target - 5).hi} होना चाहिए, ${afterHi}।`
      : `कोई महीना ${dayName(target).hi} से तब शुरू होता है जब उसकी 1 तारीख़ ${want ? `${dayName(jan1).hi} से ${want} दिन आगे हो` : `1 जनवरी वाले वार को ही पड़े`}।`;
    const solution = {
      en: worked(
        [
          `${year} is ${isLeapYear(year) ? 'a leap year' : 'not a leap year'}. Odd days from 1 January to the 1st of each month (the month lengths added up, less whole weeks): ${offsetList('en')}.`,
          shiftEn,
          `Months with ${want} odd ${want === 1 ? 'day' : 'days'} before their 1st: ${hitList('en')}, so ${answer}.`,
        ],
        String(answer),
        'en',
      ),
      hi: worked(
        [
          `${year} ${isLeapYear(year) ? 'लीप वर्ष है' : 'लीप वर्ष नहीं है'}। 1 जनवरी से हर महीने की 1 तारीख़ तक के विषम दिन (महीनों के दिन जोड़कर, पूरे सप्ताह छोड़कर): ${offsetList('hi')}।`,
          shiftHi,
          `जिन महीनों की 1 तारीख़ से पहले ${want} विषम दिन हैं: ${hitList('hi')}, यानी ${answer}।`,
        ],
        String(answer),
        'hi',
      ),
    };
    return {
      title: {
        en: 'Months whose 1st or 13th falls on a weekday',
        hi: 'जिन महीनों की 1 या 13 तारीख़ किसी वार को पड़े',
      },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [year],
      check() {
        let count = 0;
        for (let k = 1; k <= 12; k++) if (utcWeekday(year, k, thirteenth ? 13 : 1) === target) count++;
        return { kind: 'numeric', value: count, tolerance: 0 };
      },
    };
  },
};
