import type { QuestionSetGenerator } from '../../set-generator.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  DAYS,
  get,
  joinTexts,
  lazy,
  mdTable,
  permutations,
  pickPeople,
  range,
  T,
  type Text,
} from './lrdi-solver.js';

/**
 * Clocks and calendars (group D7): five birthdays in one year, a calendar caselet (SSC CGL, Bank
 * PO, CAT). The five dates are listed, the weekday of 1 January is not: weekday clues (same
 * weekday, "two days of the week after", later in the year) fix whose birthday is on which date
 * and the weekday of 1 January, by counting odd days. The checker tries all 7 × 120 cases.
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
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const N = 5;
const PERMS = lazy(() => permutations(N));
/** A case s = w·120 + i: 1 January on weekday w (0 = Monday), birthdays by the i-th permutation. */
const enumerate = () => range(7 * PERMS().length);
const WEEK_GAP_EN = ['', 'one day', 'two days', 'three days'];
const WEEK_GAP_HI = ['', 'एक दिन', 'दो दिन', 'तीन दिन'];

/** Five birthdays on five listed dates of a non-leap year; the clues fix who is when and 1 January. */
export const clocksBirthdayWeekdays: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/birthday-weekdays',
  topic: 'clocks-and-calendars-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate: (rng) =>
    drawSet(rng, () => {
      const perms = PERMS();
      const people = pickPeople(rng, N);
      const P = (p: number) => people[p] as Text;
      // Five dates in five different months, in order: [month, day, day of the year from 0].
      const months = rng
        .shuffle(range(12))
        .slice(0, N)
        .sort((a, b) => a - b);
      const dates = months.map((m) => {
        const d = rng.int(1, get(LENGTHS, m));
        const doy = LENGTHS.slice(0, m).reduce((a, b) => a + b, 0) + d - 1;
        return { m, d, doy };
      });
      const dateText = (k: number) => {
        const x = get(dates, k);
        return T(`${x.d} ${get(MONTHS, x.m).en}`, `${x.d} ${get(MONTHS, x.m).hi}`);
      };
      const w1 = (s: number) => Math.floor(s / perms.length);
      /** The index of person p's date. */
      const dt = (s: number, p: number) => get(get(perms, s % perms.length), p);
      const wd = (s: number, p: number) => (w1(s) + get(dates, dt(s, p)).doy) % 7;
      const truth = rng.int(0, 7 * perms.length - 1);
      const t = truth;
      const pool: Clue<number>[] = [];
      const add = (text: Text, holds: (s: number) => boolean) => {
        if (holds(t)) pool.push({ text, holds });
      };
      const D = (w: number) => get(DAYS, w);
      for (const x of range(N)) {
        if (rng.next() < 0.5)
          add(
            T(
              `${P(x).en}'s birthday falls on a ${D(wd(t, x)).en}.`,
              `${P(x).hi} का जन्मदिन ${D(wd(t, x)).hi} को पड़ता है।`,
            ),
            (s) => wd(s, x) === wd(t, x),
          );
        for (const y of range(N)) {
          if (x === y) continue;
          const g = (wd(t, y) - wd(t, x) + 7) % 7;
          if (g === 0 && x < y)
            add(
              T(
                `${P(x).en}'s and ${P(y).en}'s birthdays fall on the same day of the week.`,
                `${P(x).hi} और ${P(y).hi} के जन्मदिन सप्ताह के एक ही दिन पड़ते हैं।`,
              ),
              (s) => wd(s, x) === wd(s, y),
            );
          if (g >= 1 && g <= 3 && rng.next() < 0.35)
            add(
              T(
                `${P(y).en}'s birthday falls ${WEEK_GAP_EN[g]} of the week after the weekday of ${P(x).en}'s birthday.`,
                `${P(y).hi} का जन्मदिन सप्ताह के उस दिन पड़ता है जो ${P(x).hi} के जन्मदिन वाले दिन से ${WEEK_GAP_HI[g]} बाद आता है।`,
              ),
              (s) => (wd(s, y) - wd(s, x) + 7) % 7 === g,
            );
          if (dt(t, x) < dt(t, y) && rng.next() < 0.25)
            add(
              T(
                `${P(x).en}'s birthday comes earlier in the year than ${P(y).en}'s.`,
                `${P(x).hi} का जन्मदिन वर्ष में ${P(y).hi} के जन्मदिन से पहले आता है।`,
              ),
              (s) => dt(s, x) < dt(s, y),
            );
        }
        if (rng.next() < 0.2) {
          const k = (dt(t, x) + rng.int(1, N - 1)) % N;
          add(
            T(
              `${P(x).en}'s birthday is not on ${dateText(k).en}.`,
              `${P(x).hi} का जन्मदिन ${dateText(k).hi} को नहीं है।`,
            ),
            (s) => dt(s, x) !== k,
          );
        }
      }
      for (const w of range(7))
        if (range(N).every((p) => wd(t, p) !== w) && rng.next() < 0.3)
          add(
            T(`None of the birthdays falls on a ${D(w).en}.`, `कोई भी जन्मदिन ${D(w).hi} को नहीं पड़ता।`),
            (s) => range(N).every((p) => wd(s, p) !== w),
          );
      const [x, y] = rng.shuffle(range(N)) as [number, number];
      const k = rng.int(0, N - 1);
      const weekend = (s: number) => range(N).filter((p) => wd(s, p) >= 5).length;
      const asks: ValueAsk<number>[] = [
        {
          title: T('The first day of the year', 'वर्ष का पहला दिन'),
          statement: T(
            'On which day of the week did 1 January of that year fall?',
            'उस वर्ष 1 जनवरी को सप्ताह का कौन-सा दिन था?',
          ),
          value: (s) => D(w1(s)),
          slips: [D((w1(t) + 1) % 7), D((w1(t) + 6) % 7)],
          filler: DAYS,
          seconds: 150,
        },
        {
          title: T('Whose birthday', 'किसका जन्मदिन'),
          statement: T(`Whose birthday is on ${dateText(k).en}?`, `${dateText(k).hi} को किसका जन्मदिन है?`),
          value: (s) => P(range(N).find((p) => dt(s, p) === k) ?? 0),
          slips: [],
          filler: people,
          seconds: 120,
        },
        {
          title: T('The weekday of a birthday', 'जन्मदिन का दिन'),
          statement: T(
            `On which day of the week does ${P(x).en}'s birthday fall?`,
            `${P(x).hi} का जन्मदिन सप्ताह के किस दिन पड़ता है?`,
          ),
          value: (s) => D(wd(s, x)),
          slips: [D((wd(t, x) + 1) % 7)],
          filler: DAYS,
          seconds: 120,
        },
        {
          title: T('The date of a birthday', 'जन्मदिन की तारीख़'),
          statement: T(`On which date is ${P(y).en}'s birthday?`, `${P(y).hi} का जन्मदिन किस तारीख़ को है?`),
          value: (s) => dateText(dt(s, y)),
          slips: [],
          filler: range(N).map(dateText),
          seconds: 120,
        },
        {
          title: T('Weekend birthdays', 'सप्ताहांत के जन्मदिन'),
          statement: T(
            'How many of the five birthdays fall on a Saturday or a Sunday?',
            'पाँच में से कितने जन्मदिन शनिवार या रविवार को पड़ते हैं?',
          ),
          value: (s) => T(String(weekend(s)), String(weekend(s))),
          slips: [],
          filler: ['0', '1', '2', '3', '4'].map((n) => T(n, n)),
          seconds: 150,
        },
      ];
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 10],
        trace: [
          {
            text: T(`1 January was a ${D(w1(t)).en}`, `1 जनवरी को ${D(w1(t)).hi} था`),
            holds: (s: number) => w1(s) === w1(t),
          },
          ...range(N).map((p) => ({
            text: T(
              `${P(p).en}'s birthday is on ${dateText(dt(t, p)).en}`,
              `${P(p).hi} का जन्मदिन ${dateText(dt(t, p)).hi} को है`,
            ),
            holds: (s: number) => dt(s, p) === dt(t, p),
          })),
        ],
        table: (cands) =>
          both((lang) => {
            const s = cands[0] ?? t;
            const head =
              lang === 'en'
                ? ['Date', 'Days after 1 January', 'Weekday', 'Birthday of']
                : ['तारीख़', '1 जनवरी के बाद दिन', 'दिन', 'किसका जन्मदिन'];
            return [
              lang === 'en'
                ? `The weekday moves on by the number of days after 1 January, counted modulo 7 (odd days); 1 January was a ${D(w1(s)).en}.`
                : `1 जनवरी के बाद जितने दिन बीते, उनके 7 से भाग देने पर शेषफल (विषम दिन) जितना सप्ताह का दिन आगे बढ़ता है; 1 जनवरी को ${D(w1(s)).hi} था।`,
              mdTable(
                head,
                range(N).map((k2) => {
                  const p = range(N).find((q) => dt(s, q) === k2) ?? 0;
                  const doy = get(dates, k2).doy;
                  return [dateText(k2)[lang], `${doy} (${doy % 7})`, D((w1(s) + doy) % 7)[lang], P(p)[lang]];
                }),
              ),
            ].join('\n\n');
          }),
        asks: rng.shuffle(asks),
        intro: both((lang) =>
          lang === 'en'
            ? `Five friends — ${joinTexts(people).en} — have their birthdays on five different dates of the same year, which is not a leap year: ${joinTexts(range(N).map(dateText)).en}. The day of the week of 1 January of that year is not given.`
            : `पाँच मित्रों — ${joinTexts(people).hi} — के जन्मदिन एक ही वर्ष (जो लीप वर्ष नहीं है) की पाँच अलग-अलग तारीख़ों को हैं: ${joinTexts(range(N).map(dateText)).hi}। उस वर्ष 1 जनवरी को सप्ताह का कौन-सा दिन था, यह नहीं बताया गया है।`,
        ),
        title: T('Five birthdays in one year', 'एक वर्ष में पाँच जन्मदिन'),
      });
    }),
};
