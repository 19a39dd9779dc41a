import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet } from './group-d7-kit.js';
import type { Fact } from './lrdi-cat-common.js';
import { both, type Clue, DAYS, get, joinTexts, lazy, mdTable, range, T, type Text } from './lrdi-solver.js';

/**
 * Clocks and calendars (group D7): a club's calendar, CAT style (CAT, Placements). Five events fall on
 * five listed dates of a 30-day month whose first weekday is not given; weekday and gap
 * clues leave two to four calendars open, and the questions ask how many fit, what must or cannot
 * be true and which clue settles it. The checker tries every weekday for the 1st with every
 * placing of the events (7 × 120).
 */

const EVENTS: readonly Text[] = [
  T('quiz', 'प्रश्नोत्तरी'),
  T('debate', 'वाद-विवाद'),
  T('music evening', 'संगीत संध्या'),
  T('drama', 'नाटक'),
  T('art fair', 'कला मेला'),
  T('chess match', 'शतरंज मुकाबला'),
  T('book reading', 'पुस्तक पाठ'),
];
const N = 5;
const SLOTS = 5;
/** Placings of five events on the five dates: the date index of each event (120). */
const PLACINGS = lazy(() => {
  const out: number[][] = [];
  const walk = (cur: number[]) => {
    if (cur.length === N) out.push([...cur]);
    else for (const d of range(SLOTS)) if (!cur.includes(d)) walk([...cur, d]);
  };
  walk([]);
  return out;
});
const MONTHS: readonly Text[] = [
  T('April', 'अप्रैल'),
  T('June', 'जून'),
  T('September', 'सितंबर'),
  T('November', 'नवंबर'),
];

/** Five events on five listed dates of a 30-day month; the clues leave 2-4 calendars. */
export const clocksClubCalendar: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/club-calendar',
  topic: 'clocks-and-calendars-1',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const pl = PLACINGS();
      const events = rng.shuffle(EVENTS).slice(0, N);
      const month = rng.pick(MONTHS);
      const dates = rng
        .shuffle(range(30).map((d) => d + 1))
        .slice(0, SLOTS)
        .sort((a, b) => a - b);
      const E = (e: number) => events[e] as Text;
      const Ec = (e: number) => T(`The ${E(e).en}`, E(e).hi);
      const D = (w: number) => get(DAYS, w);
      const dm = (d: number) => T(`${d} ${month.en}`, `${d} ${month.hi}`);
      /** A case s = w·120 + i: the 1st on weekday w (0 = Monday), events by the i-th placing. */
      const w1 = (s: number) => Math.floor(s / pl.length);
      const date = (s: number, e: number) => get(dates, get(get(pl, s % pl.length), e));
      const wd = (s: number, e: number) => (w1(s) + date(s, e) - 1) % 7;
      const enumerate = () => range(7 * PLACINGS().length);
      const truth = rng.int(0, 7 * pl.length - 1);
      const t = truth;
      const pool: Clue<number>[] = [];
      const add = (text: Text, holds: (s: number) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      for (const x of range(N)) {
        if (rng.next() < 0.4)
          add(
            T(
              `${Ec(x).en} is held on a ${D(wd(t, x)).en}.`,
              `${E(x).hi} का आयोजन ${D(wd(t, x)).hi} को होता है।`,
            ),
            (s) => wd(s, x) === wd(t, x),
          );
        if (rng.next() < 0.3) {
          const w = (wd(t, x) + rng.int(1, 6)) % 7;
          add(
            T(`${Ec(x).en} is not held on a ${D(w).en}.`, `${E(x).hi} का आयोजन ${D(w).hi} को नहीं होता।`),
            (s) => wd(s, x) !== w,
          );
        }
        if (rng.next() < 0.3)
          add(
            wd(t, x) >= 5
              ? T(
                  `${Ec(x).en} is held on a weekend (Saturday or Sunday).`,
                  `${E(x).hi} का आयोजन सप्ताहांत (शनिवार या रविवार) को होता है।`,
                )
              : T(
                  `${Ec(x).en} is held on a weekday (Monday to Friday).`,
                  `${E(x).hi} का आयोजन कार्यदिवस (सोमवार से शुक्रवार) को होता है।`,
                ),
            (s) => wd(s, x) >= 5 === wd(t, x) >= 5,
          );
        for (const y of range(N)) {
          if (x === y) continue;
          const g = date(t, y) - date(t, x);
          if (g > 0 && rng.next() < 0.25)
            add(
              T(
                `${Ec(y).en} is held exactly ${g} days after the ${E(x).en}.`,
                `${E(y).hi} का आयोजन ${E(x).hi} के ठीक ${g} दिन बाद होता है।`,
              ),
              (s) => date(s, y) - date(s, x) === g,
            );
          if (g > 0 && rng.next() < 0.2)
            add(
              T(`${Ec(x).en} is held before the ${E(y).en}.`, `${E(x).hi} का आयोजन ${E(y).hi} से पहले होता है।`),
              (s) => date(s, x) < date(s, y),
            );
          if (x < y && wd(t, x) === wd(t, y))
            add(
              T(
                `${Ec(x).en} and the ${E(y).en} are held on the same day of the week.`,
                `${E(x).hi} और ${E(y).hi} का आयोजन सप्ताह के एक ही दिन होता है।`,
              ),
              (s) => wd(s, x) === wd(s, y),
            );
        }
      }
      const facts: Fact<number>[] = [];
      for (const x of range(N)) {
        for (const d of dates)
          facts.push({
            text: T(`${Ec(x).en} is held on ${dm(d).en}.`, `${E(x).hi} का आयोजन ${dm(d).hi} को होता है।`),
            holds: (s) => date(s, x) === d,
          });
        for (const w of range(7))
          facts.push({
            text: T(`${Ec(x).en} is held on a ${D(w).en}.`, `${E(x).hi} का आयोजन ${D(w).hi} को होता है।`),
            holds: (s) => wd(s, x) === w,
          });
      }
      for (const w of range(7))
        facts.push({
          text: T(`1 ${month.en} is a ${D(w).en}.`, `1 ${month.hi} को ${D(w).hi} है।`),
          holds: (s) => w1(s) === w,
        });
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 10],
        open: true,
        trace: [
          {
            text: T(`1 ${month.en} is a ${D(w1(t)).en}`, `1 ${month.hi} को ${D(w1(t)).hi} है`),
            holds: (s: number) => w1(s) === w1(t),
          },
          ...range(N).map((e) => ({
            text: T(
              `the ${E(e).en} is on ${dm(date(t, e)).en}`,
              `${E(e).hi} का आयोजन ${dm(date(t, e)).hi} को है`,
            ),
            holds: (s: number) => date(s, e) === date(t, e),
          })),
        ],
        table: (cands, label) =>
          both((lang) =>
            mdTable(
              [lang === 'en' ? 'Event' : 'कार्यक्रम', ...cands.map((_, k) => label(k)[lang])],
              [
                [lang === 'en' ? `1 ${month.en}` : `1 ${month.hi}`, ...cands.map((s) => D(w1(s))[lang])],
                ...range(N).map((e) => [
                  E(e)[lang],
                  ...cands.map((s) => `${dm(date(s, e))[lang]} (${D(wd(s, e))[lang]})`),
                ]),
              ],
            ),
          ),
        facts,
        asks: [],
        intro: both((lang) =>
          lang === 'en'
            ? `A club holds five events in ${month.en} (a month of 30 days): a ${joinTexts(events).en}, one on each of five different dates. The five dates are ${joinTexts(dates.map(dm)).en}. The day of the week of 1 ${month.en} is not given.`
            : `एक क्लब ${month.hi} (30 दिनों का महीना) में पाँच कार्यक्रम — ${joinTexts(events).hi} — पाँच अलग-अलग तारीख़ों को आयोजित करता है। ये पाँच तारीख़ें हैं: ${joinTexts(dates.map(dm)).hi}। 1 ${month.hi} को सप्ताह का कौन-सा दिन है, यह नहीं बताया गया है।`,
        ),
        title: T("A club's month: open cases", 'क्लब का महीना: खुली स्थितियाँ'),
        count: {
          title: T('Possible calendars', 'संभव कैलेंडर'),
          statement: T(
            `How many different calendars (the weekday of 1 ${month.en} and the date of every event) are consistent with all the clues?`,
            `कितने अलग-अलग कैलेंडर (1 ${month.hi} का दिन और हर कार्यक्रम की तारीख़) सभी संकेतों के अनुरूप हैं?`,
          ),
          noun: T('calendars', 'कैलेंडरों'),
        },
        settle: T(
          'Which one of the following, if added as a clue, would fix the calendar completely?',
          'निम्नलिखित में से कौन-सा कथन, यदि संकेत के रूप में जोड़ा जाए, तो कैलेंडर को पूरी तरह निश्चित कर देगा?',
        ),
      });
    }),
};
