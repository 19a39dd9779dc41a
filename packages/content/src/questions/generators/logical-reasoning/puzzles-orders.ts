import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { MONTH_DAYS, MONTH_NAMES, WEEKDAYS } from '../shared/calendar-facts.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { type OrderFrame, orderPuzzle } from './puzzles-order-engine.js';

/**
 * Ordering puzzles (group M), each solved by an exhaustive search in `check`:
 * boxes in a stack (SBI PO, IBPS PO, RRB NTPC), meetings in months (IBPS PO, SBI Clerk),
 * finishing places in a race (SSC CGL, Placements), birth years and ages (IBPS PO, SBI PO),
 * an exam timetable (SSC CGL, Bank PO), numbered lockers (Placements, Bank PO) and a height
 * comparison (SSC CGL, RRB NTPC).
 */

const ORD_EN = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
export const TALL_EN = [
  'tallest',
  'second tallest',
  'third tallest',
  'fourth tallest',
  'fifth tallest',
  'sixth tallest',
];
export const ORD_HI = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें'];
export const people = (rng: Rng, n: number) => bilingualNames(rng.shuffle(MEN_NAMES).slice(0, n));
export const listOf = (items: Text[]) => ({
  en: `${items
    .slice(0, -1)
    .map((x) => x.en)
    .join(', ')} and ${items[items.length - 1]?.en}`,
  hi: `${items
    .slice(0, -1)
    .map((x) => x.hi)
    .join(', ')} और ${items[items.length - 1]?.hi}`,
});
export const t = (en: string, hi: string): Text => ({ en, hi });

export function generatorOf(
  id: string,
  exams: QuestionGenerator['exams'],
  build: (rng: Rng) => Parameters<typeof orderPuzzle>[1],
): QuestionGenerator {
  return {
    id,
    topic: 'puzzles',
    difficulty: 'medium',
    count: 40,
    exams,
    generate: (rng) => orderPuzzle(rng, build(rng)),
  };
}

/** Boxes stacked one above another: positions from the bottom. */
export const puzzlesBoxStack = generatorOf(
  'puzzles/box-stack',
  ['Bank PO', 'RRB NTPC', 'Placements'],
  (rng) => {
    const n = 6;
    const names = rng
      .pick([
        ['P', 'Q', 'R', 'S', 'T', 'U', 'V'],
        ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
        ['J', 'K', 'L', 'M', 'N', 'O', 'W'],
      ])
      .slice(0, n);
    const box = (u: number) => names[u] as string;
    const frame: OrderFrame = {
      n,
      item: (u) => t(box(u), box(u)),
      slot: (s) => t(`position ${s + 1}`, `स्थान ${s + 1}`),
      intro: t(
        `${n} boxes, ${names.join(', ')}, are stacked one above another in a single pile. The positions are numbered from 1 (the bottom) to ${n} (the top). Read the clues:`,
        `${n} डिब्बे, ${names.join(', ')}, एक के ऊपर एक एक ही ढेर में रखे हैं। स्थानों की संख्या 1 (सबसे नीचे) से ${n} (सबसे ऊपर) तक है। संकेत पढ़िए:`,
      ),
      at: (u, s) => t(`Box ${box(u)} is at position ${s + 1}.`, `डिब्बा ${box(u)} स्थान ${s + 1} पर है।`),
      after: (u, v, k) =>
        k === 1
          ? t(
              `Box ${box(u)} is immediately above box ${box(v)}.`,
              `डिब्बा ${box(u)}, डिब्बे ${box(v)} के ठीक ऊपर है।`,
            )
          : t(
              `Box ${box(u)} is ${k} positions above box ${box(v)}.`,
              `डिब्बा ${box(u)}, डिब्बे ${box(v)} से ${k} स्थान ऊपर है।`,
            ),
      later: (u, v) =>
        t(`Box ${box(u)} is somewhere above box ${box(v)}.`, `डिब्बा ${box(u)}, डिब्बे ${box(v)} से ऊपर कहीं है।`),
      gap: (u, v, k) =>
        k === 1
          ? t(
              `Exactly one box is between boxes ${box(u)} and ${box(v)}.`,
              `डिब्बों ${box(u)} और ${box(v)} के बीच ठीक एक डिब्बा है।`,
            )
          : t(
              `Exactly ${k} boxes are between boxes ${box(u)} and ${box(v)}.`,
              `डिब्बों ${box(u)} और ${box(v)} के बीच ठीक ${k} डिब्बे हैं।`,
            ),
      props: [
        {
          test: (s) => s % 2 === 0,
          text: (u) =>
            t(`Box ${box(u)} is at an odd-numbered position.`, `डिब्बा ${box(u)} विषम संख्या वाले स्थान पर है।`),
        },
        {
          test: (s) => s % 2 === 1,
          text: (u) =>
            t(`Box ${box(u)} is at an even-numbered position.`, `डिब्बा ${box(u)} सम संख्या वाले स्थान पर है।`),
        },
        {
          test: (s) => s === 0 || s === n - 1,
          text: (u) =>
            t(
              `Box ${box(u)} is either at the top or at the bottom.`,
              `डिब्बा ${box(u)} या तो सबसे ऊपर है या सबसे नीचे।`,
            ),
        },
      ],
    };
    return {
      frame,
      asks: ['whoAt', 'slotOf', 'between', 'next'],
      title: t('Boxes stacked in a pile', 'ढेर में रखे डिब्बे'),
      whoAt: (s) => t(`Which box is at position ${s + 1}?`, `स्थान ${s + 1} पर कौन-सा डिब्बा है?`),
      slotOf: (u) => t(`At which position is box ${box(u)}?`, `डिब्बा ${box(u)} किस स्थान पर है?`),
      between: (u, v) =>
        t(
          `How many boxes are between boxes ${box(u)} and ${box(v)}?`,
          `डिब्बों ${box(u)} और ${box(v)} के बीच कितने डिब्बे हैं?`,
        ),
      next: (u) =>
        t(`Which box is immediately above box ${box(u)}?`, `डिब्बे ${box(u)} के ठीक ऊपर कौन-सा डिब्बा है?`),
      expectedSeconds: 150,
    };
  },
);

/** Meetings in six months of a year, with month-length clues. */
export const puzzlesMonthMeetings = generatorOf('puzzles/month-meetings', ['Bank PO', 'SSC CGL'], (rng) => {
  const n = 6;
  const first = rng.pick([0, 6]);
  const who = people(rng, n);
  const p = (u: number) => who[u] as Text;
  const month = (s: number) => MONTH_NAMES[first + s] as Text;
  const days = (s: number) => MONTH_DAYS[first + s] as number;
  const frame: OrderFrame = {
    n,
    item: p,
    slot: month,
    intro: t(
      `${listOf(who).en} each have one meeting in a different month, from ${month(0).en} to ${month(5).en} of the same year (not a leap year). Read the clues:`,
      `${listOf(who).hi} में से हर एक की एक बैठक है, सबकी अलग-अलग महीनों में, एक ही वर्ष (अधिवर्ष नहीं) के ${month(0).hi} से ${month(5).hi} तक। संकेत पढ़िए:`,
    ),
    at: (u, s) => t(`${p(u).en}'s meeting is in ${month(s).en}.`, `${p(u).hi} की बैठक ${month(s).hi} में है।`),
    after: (u, v, k) =>
      k === 1
        ? t(
            `${p(u).en}'s meeting is in the month just after ${p(v).en}'s.`,
            `${p(u).hi} की बैठक ${p(v).hi} की बैठक के ठीक अगले महीने में है।`,
          )
        : t(
            `${p(u).en}'s meeting is ${k} months after ${p(v).en}'s.`,
            `${p(u).hi} की बैठक ${p(v).hi} की बैठक के ${k} महीने बाद है।`,
          ),
    later: (u, v) =>
      t(
        `${p(u).en}'s meeting is in some month after ${p(v).en}'s.`,
        `${p(u).hi} की बैठक ${p(v).hi} की बैठक के बाद किसी महीने में है।`,
      ),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one meeting falls between those of ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} की बैठकों के बीच ठीक एक बैठक है।`,
          )
        : t(
            `Exactly ${k} meetings fall between those of ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} की बैठकों के बीच ठीक ${k} बैठकें हैं।`,
          ),
    props: [
      {
        test: (s) => days(s) === 31,
        text: (u) =>
          t(`${p(u).en}'s meeting is in a month of 31 days.`, `${p(u).hi} की बैठक 31 दिनों वाले महीने में है।`),
      },
      {
        test: (s) => days(s) === 30,
        text: (u) =>
          t(`${p(u).en}'s meeting is in a month of 30 days.`, `${p(u).hi} की बैठक 30 दिनों वाले महीने में है।`),
      },
      {
        test: (s) => days(s) < 30,
        text: (u) =>
          t(
            `${p(u).en}'s meeting is in a month of fewer than 30 days.`,
            `${p(u).hi} की बैठक 30 से कम दिनों वाले महीने में है।`,
          ),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('Meetings in different months', 'अलग-अलग महीनों में बैठकें'),
    whoAt: (s) => t(`Whose meeting is in ${month(s).en}?`, `${month(s).hi} में किसकी बैठक है?`),
    slotOf: (u) => t(`In which month is ${p(u).en}'s meeting?`, `${p(u).hi} की बैठक किस महीने में है?`),
    between: (u, v) =>
      t(
        `How many meetings fall between those of ${p(u).en} and ${p(v).en}?`,
        `${p(u).hi} और ${p(v).hi} की बैठकों के बीच कितनी बैठकें हैं?`,
      ),
    next: (u) =>
      t(
        `Whose meeting is in the month just after ${p(u).en}'s?`,
        `${p(u).hi} की बैठक के ठीक अगले महीने में किसकी बैठक है?`,
      ),
    expectedSeconds: 150,
  };
});

/** Finishing places in a race. */
export const puzzlesRaceFinish = generatorOf('puzzles/race-finish', ['SSC CGL', 'Placements'], (rng) => {
  const n = 6;
  const who = people(rng, n);
  const p = (u: number) => who[u] as Text;
  const place = (s: number) => t(`${ORD_EN[s]} place`, `${ORD_HI[s]} स्थान`);
  const frame: OrderFrame = {
    n,
    item: p,
    slot: place,
    intro: t(
      `${n} runners — ${listOf(who).en} — finished a race, one after another, with no ties. Read the clues:`,
      `${n} धावक — ${listOf(who).hi} — एक दौड़ में एक के बाद एक पहुँचे; किसी का स्थान बराबर नहीं रहा। संकेत पढ़िए:`,
    ),
    at: (u, s) => t(`${p(u).en} finished in ${ORD_EN[s]} place.`, `${p(u).hi} ${ORD_HI[s]} स्थान पर रहा।`),
    after: (u, v, k) =>
      k === 1
        ? t(`${p(u).en} finished immediately after ${p(v).en}.`, `${p(u).hi}, ${p(v).hi} के ठीक बाद पहुँचा।`)
        : t(
            `${p(u).en} finished ${k} places behind ${p(v).en}.`,
            `${p(u).hi}, ${p(v).hi} से ${k} स्थान पीछे रहा।`,
          ),
    later: (u, v) =>
      t(
        `${p(u).en} finished somewhere behind ${p(v).en}.`,
        `${p(u).hi}, ${p(v).hi} के बाद किसी स्थान पर पहुँचा।`,
      ),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one runner finished between ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के बीच ठीक एक धावक पहुँचा।`,
          )
        : t(
            `Exactly ${k} runners finished between ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के बीच ठीक ${k} धावक पहुँचे।`,
          ),
    props: [
      {
        test: (s) => s < 3,
        text: (u) => t(`${p(u).en} finished among the first three.`, `${p(u).hi} पहले तीन में रहा।`),
      },
      {
        test: (s) => s >= 3,
        text: (u) => t(`${p(u).en} did not finish among the first three.`, `${p(u).hi} पहले तीन में नहीं रहा।`),
      },
      {
        test: (s) => s === n - 1 || s === 0,
        text: (u) =>
          t(`${p(u).en} finished either first or last.`, `${p(u).hi} या तो पहले स्थान पर रहा या अंतिम स्थान पर।`),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('Finishing places in a race', 'दौड़ में पहुँचने के स्थान'),
    whoAt: (s) => t(`Who finished in ${ORD_EN[s]} place?`, `${ORD_HI[s]} स्थान पर कौन रहा?`),
    slotOf: (u) => t(`In which place did ${p(u).en} finish?`, `${p(u).hi} किस स्थान पर रहा?`),
    between: (u, v) =>
      t(
        `How many runners finished between ${p(u).en} and ${p(v).en}?`,
        `${p(u).hi} और ${p(v).hi} के बीच कितने धावक पहुँचे?`,
      ),
    next: (u) => t(`Who finished immediately after ${p(u).en}?`, `${p(u).hi} के ठीक बाद कौन पहुँचा?`),
    expectedSeconds: 150,
  };
});

/** Exams on the six working days of a week. */
export const puzzlesExamTimetable = generatorOf('puzzles/exam-timetable', ['SSC CGL', 'Bank PO'], (rng) => {
  const n = 6;
  const subjects = rng
    .shuffle([
      t('Maths', 'गणित'),
      t('Physics', 'भौतिकी'),
      t('Chemistry', 'रसायन'),
      t('Biology', 'जीवविज्ञान'),
      t('History', 'इतिहास'),
      t('Geography', 'भूगोल'),
      t('English', 'अंग्रेज़ी'),
      t('Economics', 'अर्थशास्त्र'),
    ])
    .slice(0, n);
  const e = (u: number) => subjects[u] as Text;
  const day = (s: number) => WEEKDAYS[s + 1] as Text; // Monday to Saturday
  const frame: OrderFrame = {
    n,
    item: e,
    slot: day,
    intro: t(
      `Six exams — ${listOf(subjects).en} — are held one a day from Monday to Saturday of one week. Read the clues:`,
      `छह परीक्षाएँ — ${listOf(subjects).hi} — एक सप्ताह में सोमवार से शनिवार तक, हर दिन एक, होती हैं। संकेत पढ़िए:`,
    ),
    at: (u, s) => t(`The ${e(u).en} exam is on ${day(s).en}.`, `${e(u).hi} की परीक्षा ${day(s).hi} को है।`),
    after: (u, v, k) =>
      k === 1
        ? t(
            `The ${e(u).en} exam is on the day after the ${e(v).en} exam.`,
            `${e(u).hi} की परीक्षा ${e(v).hi} की परीक्षा के अगले दिन है।`,
          )
        : t(
            `The ${e(u).en} exam is ${k} days after the ${e(v).en} exam.`,
            `${e(u).hi} की परीक्षा ${e(v).hi} की परीक्षा के ${k} दिन बाद है।`,
          ),
    later: (u, v) =>
      t(
        `The ${e(u).en} exam is on some day after the ${e(v).en} exam.`,
        `${e(u).hi} की परीक्षा ${e(v).hi} की परीक्षा के बाद किसी दिन है।`,
      ),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one exam is held between the ${e(u).en} and ${e(v).en} exams.`,
            `${e(u).hi} और ${e(v).hi} की परीक्षाओं के बीच ठीक एक परीक्षा है।`,
          )
        : t(
            `Exactly ${k} exams are held between the ${e(u).en} and ${e(v).en} exams.`,
            `${e(u).hi} और ${e(v).hi} की परीक्षाओं के बीच ठीक ${k} परीक्षाएँ हैं।`,
          ),
    props: [
      {
        test: (s) => s === 1 || s === 3,
        text: (u) =>
          t(`The ${e(u).en} exam is on Tuesday or Thursday.`, `${e(u).hi} की परीक्षा मंगलवार या गुरुवार को है।`),
      },
      {
        test: (s) => s < 3,
        text: (u) =>
          t(
            `The ${e(u).en} exam is in the first half of the week (Monday to Wednesday).`,
            `${e(u).hi} की परीक्षा सप्ताह के पहले भाग (सोमवार से बुधवार) में है।`,
          ),
      },
      {
        test: (s) => s >= 3,
        text: (u) =>
          t(
            `The ${e(u).en} exam is in the second half of the week (Thursday to Saturday).`,
            `${e(u).hi} की परीक्षा सप्ताह के दूसरे भाग (गुरुवार से शनिवार) में है।`,
          ),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('An exam timetable', 'परीक्षाओं की समय-सारणी'),
    whoAt: (s) => t(`Which exam is on ${day(s).en}?`, `${day(s).hi} को कौन-सी परीक्षा है?`),
    slotOf: (u) => t(`On which day is the ${e(u).en} exam?`, `${e(u).hi} की परीक्षा किस दिन है?`),
    between: (u, v) =>
      t(
        `How many exams are held between the ${e(u).en} and ${e(v).en} exams?`,
        `${e(u).hi} और ${e(v).hi} की परीक्षाओं के बीच कितनी परीक्षाएँ हैं?`,
      ),
    next: (u) =>
      t(
        `Which exam is on the day after the ${e(u).en} exam?`,
        `${e(u).hi} की परीक्षा के अगले दिन कौन-सी परीक्षा है?`,
      ),
    expectedSeconds: 150,
  };
});
