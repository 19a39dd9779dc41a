import type { QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { singleChoice } from '../../shared/single-choice.js';

/**
 * Clocks seen in a mirror (SSC CGL, RRB NTPC, Bank PO, placements; the elapsed-time version in CAT-
 * style sets): mirror-images/clock-actual-time (the real time from the image) and
 * mirror-images/clock-elapsed-time (two readings of the image, or a reading and a wait). Times are
 * minutes after 12:00 (0..719). `generate` uses the rule "actual = 11:60 − image"; `check` turns
 * the hands themselves: it searches the 720 minutes for the time whose hands, reflected in a
 * vertical line through 12 and 6, point where the image's hands point.
 */

const DAY = 720;
const mod = (t: number) => ((t % DAY) + DAY) % DAY;

/** "h:mm" with 12 for the hour 0. */
export function clockText(t: number): string {
  const m = mod(t);
  const h = Math.floor(m / 60) || 12;
  return `${h}:${String(m % 60).padStart(2, '0')}`;
}

/** The hand angles (degrees clockwise from 12) of a time. */
const hands = (t: number): [number, number] => [mod(t) * 0.5, (mod(t) % 60) * 6];
const mirrorAngle = (a: number) => (360 - a) % 360;

/** The real time whose hands, seen in a mirror, are the hands of `shown` (a search over 720 minutes). */
export function actualBySearch(shown: number): number[] {
  const [sh, sm] = hands(shown);
  const out: number[] = [];
  for (let t = 0; t < DAY; t++) {
    const [h, m] = hands(t);
    if (Math.abs(mirrorAngle(h) - sh) < 1e-9 && Math.abs(mirrorAngle(m) - sm) < 1e-9) out.push(t);
  }
  return out;
}

const actualByRule = (shown: number) => mod(DAY - shown);

/** A time with minutes not a multiple of 30, so that the image differs from the time. */
function drawTime(rng: Rng): number {
  for (;;) {
    const t = rng.int(1, DAY - 1);
    if (t % 30 !== 0 && actualByRule(t) !== t) return t;
  }
}

function durationText(d: number) {
  const h = Math.floor(d / 60);
  const m = d % 60;
  const en = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' ');
  const hi = [h ? `${h} ${h === 1 ? 'घंटा' : 'घंटे'}` : '', m ? `${m} मिनट` : ''].filter(Boolean).join(' ');
  return { en, hi };
}

/** Four distinct options of times (or durations), the right one first in `values`. */
function pickOptions(rng: Rng, right: number, slips: number[], near: (k: number) => number) {
  const values = [right];
  for (const s of [...slips, near(1), near(-1), near(2), near(-2)]) {
    if (values.length < 4 && !values.includes(s)) values.push(s);
  }
  const shuffled = rng.shuffle(values);
  return { shuffled, correct: shuffled.indexOf(right) };
}

/** The real time from the time a clock shows in a mirror. */
export const mirrorImagesClockActual: QuestionGenerator = {
  id: 'mirror-images/clock-actual-time',
  topic: 'mirror-images',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const shown = drawTime(rng);
    const actual = actualByRule(shown);
    const sh = Math.floor(shown / 60) || 12;
    const sm = shown % 60;
    const { shuffled, correct } = pickOptions(
      rng,
      actual,
      [
        shown, // reads the image as the time
        mod(actual + 60), // "12:00 − time" without borrowing an hour for the minutes
        mod(1110 - shown), // the water-image rule 18:30 − time
        mod((11 - (sh % 12)) * 60 + sm), // turns the hours back but keeps the minutes
      ],
      (k) => mod(actual + 5 * k),
    );
    const s = clockText(shown);
    const a = clockText(actual);
    return singleChoice(
      { en: 'Clock in a mirror', hi: 'दर्पण में घड़ी' },
      {
        en: `The mirror image of a wall clock (the mirror is vertical, like a dressing mirror) shows the time ${s}. What is the actual time?`,
        hi: `एक दीवार घड़ी का दर्पण प्रतिबिंब (दर्पण ऊर्ध्वाधर है, जैसे शृंगार-दर्पण) ${s} का समय दिखाता है। वास्तविक समय क्या है?`,
      },
      shuffled.map(clockText),
      correct,
      {
        en: [
          'A vertical mirror swaps left and right, so each hand points to the mark as far from 12 on the other side: a time and its mirror image always add up to 12:00 (11:60).',
          `Actual time $= 11{:}60 - ${s.replace(':', '{:}')} = ${a.replace(':', '{:}')}$.`,
          `Check: at ${a} the minute hand points at minute ${actual % 60}; in the mirror it points at minute ${(60 - (actual % 60)) % 60}, which is what ${s} shows.`,
          `**Answer: ${a}**`,
        ].join('\n\n'),
        hi: [
          'ऊर्ध्वाधर दर्पण बाएँ और दाएँ को बदल देता है, इसलिए हर सुई 12 से उतनी ही दूरी पर दूसरी ओर वाले निशान पर दिखती है: समय और उसके दर्पण प्रतिबिंब का योग सदा 12:00 (11:60) होता है।',
          `वास्तविक समय $= 11{:}60 - ${s.replace(':', '{:}')} = ${a.replace(':', '{:}')}$।`,
          `जाँच: ${a} पर मिनट की सुई मिनट ${actual % 60} पर है; दर्पण में वह मिनट ${(60 - (actual % 60)) % 60} पर दिखती है, जो ${s} में दिखता है।`,
          `**उत्तर: ${a}**`,
        ].join('\n\n'),
      },
      45,
      [],
      () => shuffled.indexOf(actualBySearch(shown)[0] ?? -1),
    );
  },
};

/**
 * Elapsed time read from a mirror: two mirror readings of the same clock (how long in between?), or
 * one reading and a wait (what will the mirror show then?).
 */
export const mirrorImagesClockElapsed: QuestionGenerator = {
  id: 'mirror-images/clock-elapsed-time',
  topic: 'mirror-images',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const s1 = drawTime(rng);
    const a1 = actualByRule(s1);
    if (rng.next() < 0.5) {
      // Two readings in the mirror; the real clock moved forward by d (less than 12 hours).
      let d = 0;
      let s2 = 0;
      do {
        d = rng.int(7, 70) * 5 + rng.pick([0, 1, 2, 3, 4]);
        s2 = actualByRule(mod(a1 + d));
      } while (s2 % 30 === 0 || s2 === s1);
      const slips = [
        mod(s2 - s1), // subtracts the readings the wrong way round
        mod(s2 - a1), // turns only the first reading into the real time
        mod(actualByRule(s2) - s1), // turns only the second reading into the real time
        d + 60, // "12:00 − image" without borrowing an hour for one reading
      ];
      const { shuffled, correct } = pickOptions(
        rng,
        d,
        slips.filter((v) => v > 0 && v !== d),
        (k) => d + 5 * k,
      );
      const t1 = clockText(s1);
      const t2 = clockText(s2);
      const r1 = clockText(a1);
      const r2 = clockText(a1 + d);
      return singleChoice(
        { en: 'Time elapsed on a mirrored clock', hi: 'दर्पण वाली घड़ी में बीता समय' },
        {
          en: `Ravi sees a wall clock only in a vertical mirror. When he starts his work the image shows ${t1}; when he finishes, less than 12 hours later, the image shows ${t2}. How long did the work take?`,
          hi: `रवि एक दीवार घड़ी को केवल एक ऊर्ध्वाधर दर्पण में देखता है। काम शुरू करते समय प्रतिबिंब ${t1} दिखाता है; काम पूरा होने पर, 12 घंटे से कम समय बाद, प्रतिबिंब ${t2} दिखाता है। काम में कितना समय लगा?`,
        },
        shuffled.map((v) => durationText(v)),
        correct,
        {
          en: [
            'The image is not the time: first turn each reading into the actual time (actual $= 11{:}60 -$ image), then subtract.',
            `Start: $11{:}60 - ${t1.replace(':', '{:}')} = ${r1.replace(':', '{:}')}$. End: $11{:}60 - ${t2.replace(':', '{:}')} = ${r2.replace(':', '{:}')}$.`,
            `From ${r1} to ${r2} is ${durationText(d).en}. (In the mirror the hands run anticlockwise, so the image went back from ${t1} to ${t2} by the same amount.)`,
            `**Answer: ${durationText(d).en}**`,
          ].join('\n\n'),
          hi: [
            'प्रतिबिंब समय नहीं है: पहले हर पठन को वास्तविक समय में बदलिए (वास्तविक $= 11{:}60 -$ प्रतिबिंब), फिर घटाइए।',
            `शुरू: $11{:}60 - ${t1.replace(':', '{:}')} = ${r1.replace(':', '{:}')}$। अंत: $11{:}60 - ${t2.replace(':', '{:}')} = ${r2.replace(':', '{:}')}$।`,
            `${r1} से ${r2} तक ${durationText(d).hi} होते हैं। (दर्पण में सुइयाँ वामावर्त चलती हैं, इसलिए प्रतिबिंब ${t1} से उतना ही पीछे जाकर ${t2} पर पहुँचा।)`,
            `**उत्तर: ${durationText(d).hi}**`,
          ].join('\n\n'),
        },
        200,
        [],
        () => {
          // Search: the actual start and end from the hands, then the forward gap.
          const start = actualBySearch(s1)[0] ?? 0;
          const end = actualBySearch(s2)[0] ?? 0;
          return shuffled.indexOf(mod(end - start));
        },
      );
    }
    // One reading and a wait: what will the image show?
    const d = rng.int(9, 80) * 5 + rng.pick([0, 1, 2, 3, 4]);
    const later = actualByRule(mod(a1 + d));
    const { shuffled, correct } = pickOptions(
      rng,
      later,
      [
        mod(s1 + d), // moves the image forward as if it were a clock
        mod(a1 + d), // gives the actual time, not the image
        mod(later + 60), // forgets the borrowed hour when mirroring back
        actualByRule(mod(s1 + d)),
      ],
      (k) => mod(later + 5 * k),
    );
    const t1 = clockText(s1);
    const r1 = clockText(a1);
    const r2 = clockText(a1 + d);
    const t2 = clockText(later);
    const wait = durationText(d);
    return singleChoice(
      { en: 'Mirrored clock after a wait', hi: 'कुछ समय बाद दर्पण में घड़ी' },
      {
        en: `The mirror image of a wall clock in a vertical mirror shows ${t1}. What time will the mirror image show after ${wait.en}?`,
        hi: `ऊर्ध्वाधर दर्पण में एक दीवार घड़ी का प्रतिबिंब ${t1} दिखाता है। ${wait.hi} बाद दर्पण प्रतिबिंब कौन-सा समय दिखाएगा?`,
      },
      shuffled.map(clockText),
      correct,
      {
        en: [
          `Turn the image into the actual time: $11{:}60 - ${t1.replace(':', '{:}')} = ${r1.replace(':', '{:}')}$.`,
          `Let the real clock run: ${r1} plus ${wait.en} is ${r2}.`,
          `Mirror it back: $11{:}60 - ${r2.replace(':', '{:}')} = ${t2.replace(':', '{:}')}$. (The image runs backwards: ${t1} minus ${wait.en} gives the same.)`,
          `**Answer: ${t2}**`,
        ].join('\n\n'),
        hi: [
          `प्रतिबिंब को वास्तविक समय में बदलिए: $11{:}60 - ${t1.replace(':', '{:}')} = ${r1.replace(':', '{:}')}$।`,
          `असली घड़ी आगे चलती है: ${r1} में ${wait.hi} जोड़ने पर ${r2}।`,
          `फिर दर्पण प्रतिबिंब लीजिए: $11{:}60 - ${r2.replace(':', '{:}')} = ${t2.replace(':', '{:}')}$। (प्रतिबिंब उलटा चलता है: ${t1} में से ${wait.hi} घटाने पर भी यही मिलता है।)`,
          `**उत्तर: ${t2}**`,
        ].join('\n\n'),
      },
      180,
      [],
      () => {
        const start = actualBySearch(s1)[0] ?? 0;
        // the image of the later time: the reading whose hands are the later hands reflected
        return shuffled.indexOf(actualBySearch(mod(start + d))[0] ?? -1);
      },
    );
  },
};
