import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { isLeapYear, WEEKDAYS } from '../shared/calendar-facts.js';
import { elementAt } from '../shared/list-access.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';

type YearsAsk = 53 | 52;

/**
 * CAT: over a run of consecutive years, given the weekday of the first 1 January, how many years
 * have 53 (or only 52) of a weekday — 1 January moves by 1 or 2 days, and a leap year has two
 * weekdays 53 times.
 */
export const calendarYearsWith53Weekdays: QuestionGenerator = {
  id: 'calendar/years-with-53-weekdays',
  topic: 'calendar',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let y1 = 0;
    let y2 = 0;
    let w = 0;
    let ask: YearsAsk = 53;
    let firsts: number[] = [];
    let hits: boolean[] = [];
    for (;;) {
      y1 = rng.int(1901, 2085);
      y2 = y1 + rng.int(7, 13);
      w = rng.int(0, 6);
      ask = rng.next() < 0.7 ? 53 : 52;
      firsts = [];
      for (let y = y1; y <= y2; y++) firsts.push(new Date(Date.UTC(y, 0, 1)).getUTCDay());
      hits = firsts.map((f, i) => {
        const many = f === w || (isLeapYear(y1 + i) && (f + 1) % 7 === w);
        return ask === 53 ? many : !many;
      });
      const count = hits.filter(Boolean).length;
      if (count >= 1 && count < hits.length && firsts.some((f, i) => isLeapYear(y1 + i) && (f + 1) % 7 === w))
        break;
    }
    const years = firsts.length;
    const answer = hits.filter(Boolean).length;
    const day = elementAt(WEEKDAYS, w);
    const first = elementAt(WEEKDAYS, elementAt(firsts, 0));
    // Mistakes: a leap year's second weekday forgotten; 1 January moved by one day every year.
    const onlyFirst = firsts.filter((f) => f === w).length;
    let f = elementAt(firsts, 0);
    let noLeapShift = 0;
    for (let i = 0; i < years; i++) {
      const many = f === w || (isLeapYear(y1 + i) && (f + 1) % 7 === w);
      if (many) noLeapShift++;
      f = (f + 1) % 7;
    }
    const wrong =
      ask === 53
        ? [
            onlyFirst, // forgets that a leap year has two weekdays 53 times
            noLeapShift, // moves 1 January by one day every year
            answer + 1, // counts a year at the end of the range twice
            years - answer, // answers the years with 52
          ]
        : [
            years - onlyFirst, // forgets that a leap year has two weekdays 53 times
            years - noLeapShift, // moves 1 January by one day every year
            answer - 1,
            years - answer, // answers the years with 53
          ];
    const { options, correctIndex } = choiceOptions(
      rng,
      answer,
      wholePositive(wrong.filter((x) => x !== answer)),
    );
    const statement = {
      en: `1 January ${y1} falls on a ${first.en}. In how many of the years from ${y1} to ${y2} (both included) does ${day.en} occur ${ask === 53 ? '53 times' : 'only 52 times'}?`,
      hi: `1 जनवरी ${y1} को ${first.hi} है। ${y1} से ${y2} तक (दोनों सहित) के कितने वर्षों में ${day.hi} ${ask === 53 ? '53 बार' : 'केवल 52 बार'} आता है?`,
    };
    const table = firsts.map((x, i) => {
      const y = y1 + i;
      const leap = isLeapYear(y);
      const d = elementAt(WEEKDAYS, x);
      const second = elementAt(WEEKDAYS, (x + 1) % 7);
      return {
        en: `${y}${leap ? ' (leap)' : ''}: ${d.en}${leap ? ` and ${second.en}` : ''}${hits[i] ? ' ✓' : ''}`,
        hi: `${y}${leap ? ' (अधिवर्ष)' : ''}: ${d.hi}${leap ? ` और ${second.hi}` : ''}${hits[i] ? ' ✓' : ''}`,
      };
    });
    const steps = [
      {
        en: `A year has 52 weeks and 1 odd day (2 in a leap year). So the weekday of 1 January occurs 53 times, and in a leap year the next weekday does too; 1 January moves on by 1 day after a common year and by 2 after a leap year.`,
        hi: `एक वर्ष में 52 सप्ताह और 1 विषम दिन (अधिवर्ष में 2) होते हैं। अतः 1 जनवरी वाला दिन 53 बार आता है, और अधिवर्ष में उसके बाद वाला दिन भी; साधारण वर्ष के बाद 1 जनवरी 1 दिन और अधिवर्ष के बाद 2 दिन आगे खिसकता है।`,
      },
      {
        en: `The weekdays that occur 53 times, year by year (✓ where the year is counted):\n\n${table.map((t) => `- ${t.en}`).join('\n')}`,
        hi: `हर वर्ष 53 बार आने वाले दिन (✓ जहाँ वर्ष गिना गया):\n\n${table.map((t) => `- ${t.hi}`).join('\n')}`,
      },
      ask === 53
        ? {
            en: `Years with 53 ${day.en}s: ${answer}.`,
            hi: `53 ${day.hi} वाले वर्ष: ${answer}।`,
          }
        : {
            en: `Years in all: ${years}; ${day.en} occurs only 52 times in ${answer} of them.`,
            hi: `कुल वर्ष: ${years}; इनमें से ${answer} वर्षों में ${day.hi} केवल 52 बार आता है।`,
          },
    ];
    const solution = {
      en: [...steps.map((t) => t.en), '', `**Answer: ${answer}**`].join('\n\n'),
      hi: [...steps.map((t) => t.hi), '', `**उत्तर: ${answer}**`].join('\n\n'),
    };
    return singleChoice(
      { en: 'Years in a range with 53 of a weekday', hi: 'किसी अवधि में किसी दिन के 53 बार आने वाले वर्ष' },
      statement,
      options,
      correctIndex,
      solution,
      210,
      [y1, y2],
      () => {
        // Walk through every day of every year and count the weekday.
        let count = 0;
        for (let y = y1; y <= y2; y++) {
          let times = 0;
          for (let t = Date.UTC(y, 0, 1); t < Date.UTC(y + 1, 0, 1); t += 86_400_000)
            if (new Date(t).getUTCDay() === w) times++;
          if ((ask === 53 && times === 53) || (ask === 52 && times === 52)) count++;
        }
        return options.indexOf(String(count));
      },
    );
  },
};
