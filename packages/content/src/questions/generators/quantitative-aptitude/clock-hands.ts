import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { showableDistractors } from './answer-formats.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** A whole hour of the day (0–23) in words: `4 a.m.`, `12 noon`, `10 p.m.` / `सुबह 4 बजे`. */
function hourOfDay(h: number): BilingualText {
  const h12 = ((h + 11) % 12) + 1;
  if (h === 12) return { en: '12 noon', hi: 'दोपहर 12 बजे' };
  const part = h < 4 ? 'रात' : h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return { en: `${h12} ${h < 12 ? 'a.m.' : 'p.m.'}`, hi: `${part} ${h12} बजे` };
}

/** A time of day from minutes after midnight: `8:20 a.m.` / `सुबह 8:20 बजे`. */
function clockTime(minutes: number): BilingualText {
  const h = Math.floor(minutes / 60) % 24;
  const mm = String(minutes % 60).padStart(2, '0');
  const h12 = ((h + 11) % 12) + 1;
  const part = h < 4 ? 'रात' : h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return { en: `${h12}:${mm} ${h < 12 ? 'a.m.' : 'p.m.'}`, hi: `${part} ${h12}:${mm} बजे` };
}

/** A dial reading from minutes after 12:00 (mod 720): `4:35`. */
function dial(minutes: number): string {
  const m = ((minutes % 720) + 720) % 720;
  const h = Math.floor(m / 60) || 12;
  return `${h}:${String(m % 60).padStart(2, '0')}`;
}

/** Hand positions counted over a span of hours, with the hours that hold one fewer. */
const EVENTS = {
  coincide: {
    per: 1,
    short: [11],
    gaps: [0],
    en: 'coincide',
    hi: 'संपाती होती हैं (एक साथ होती हैं)',
    ruleEn:
      'The hands coincide once in every hour, except in the hour from 11 to 12: their meeting at 12:00 belongs to the next hour.',
    ruleHi:
      'सुइयाँ हर घंटे में एक बार संपाती होती हैं, सिवाय 11 से 12 के घंटे के: उनका 12:00 का मिलन अगले घंटे में गिना जाता है।',
    avoid: [0, 12],
  },
  opposite: {
    per: 1,
    short: [5],
    gaps: [3960],
    en: 'point in opposite directions',
    hi: 'एक-दूसरे के विपरीत (एक सीधी रेखा में विपरीत दिशाओं में) होती हैं',
    ruleEn:
      'The hands are opposite once in every hour, except in the hour from 5 to 6: that time is exactly 6:00, which belongs to the next hour.',
    ruleHi:
      'सुइयाँ हर घंटे में एक बार विपरीत होती हैं, सिवाय 5 से 6 के घंटे के: वह समय ठीक 6:00 है, जो अगले घंटे में गिना जाता है।',
    avoid: [6, 18],
  },
  right: {
    per: 2,
    short: [2, 8],
    gaps: [1980, 5940],
    en: 'are at right angles',
    hi: 'समकोण पर होती हैं',
    ruleEn:
      'The hands are at right angles twice in every hour, except in the hours from 2 to 3 and from 8 to 9: one of their two right angles is exactly 3:00 or 9:00, which belongs to the next hour.',
    ruleHi:
      'सुइयाँ हर घंटे में दो बार समकोण पर होती हैं, सिवाय 2 से 3 और 8 से 9 के घंटों के: उनका एक समकोण ठीक 3:00 या 9:00 पर होता है, जो अगले घंटे में गिना जाता है।',
    avoid: [3, 9, 15, 21],
  },
} as const;

/** How many times the hands coincide, are opposite or at right angles between two hours of a day. */
export const clockHandEventsInInterval: QuestionGenerator = {
  id: 'clock/hand-events-in-interval',
  topic: 'clock',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const kind = rng.pick(['coincide', 'opposite', 'right'] as const);
    const ev = EVENTS[kind];
    const avoid: readonly number[] = ev.avoid;
    let h1 = 4;
    let h2 = 16;
    do {
      h1 = rng.int(1, 20);
      h2 = rng.int(h1 + 3, 23);
    } while (avoid.includes(h1) || avoid.includes(h2));
    const hours = h2 - h1;
    const shortHours: number[] = [];
    for (let h = h1; h < h2; h++) if ((ev.short as readonly number[]).includes(h % 12)) shortHours.push(h);
    const answer = ev.per * hours - shortHours.length;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      showableDistractors([
        ev.per * hours, // forgets the hours that hold one fewer
        ev.per * hours - 2 * shortHours.length, // takes off two for each such hour
        ev.per * (hours + 1) - shortHours.length, // counts the hours inclusively
        kind === 'right' ? hours - shortHours.length : 2 * hours - shortHours.length, // the rule of the other positions
      ]),
    );
    const from = hourOfDay(h1);
    const to = hourOfDay(h2);
    const statement = {
      en: `How many times do the hands of a clock ${kind === 'right' ? 'form a right angle' : ev.en} between ${from.en} and ${to.en}?`,
      hi: `${from.hi} और ${to.hi} के बीच घड़ी की सुइयाँ कितनी बार ${ev.hi}?`,
    };
    const shortEn = shortHours.length
      ? `Of these, ${shortHours.length === 1 ? 'the hour' : 'the hours'} ${shortHours.map((h) => `${hourOfDay(h).en}–${hourOfDay(h + 1).en}`).join(', ')} ${shortHours.length === 1 ? 'holds' : 'hold'} one fewer.`
      : 'None of these hours is one of the exceptions.';
    const shortHi = shortHours.length
      ? `इनमें से ${shortHours.map((h) => `${hourOfDay(h).hi}–${hourOfDay(h + 1).hi}`).join(', ')} ${shortHours.length === 1 ? 'वाले घंटे में एक कम है' : 'वाले घंटों में एक-एक कम है'}।`
      : 'इनमें से कोई भी घंटा अपवाद नहीं है।';
    const times = (n: number) => (n === 1 ? 'time' : 'times');
    const solution = {
      en: worked(
        [
          ev.ruleEn,
          `From ${from.en} to ${to.en} there are ${hours} whole hours, and neither end is itself such a moment.`,
          shortEn,
          `Count $= ${ev.per === 1 ? '' : `${ev.per} \\times `}${hours} - ${shortHours.length} = ${answer}$.`,
        ],
        `${answer} ${times(answer)}`,
        'en',
      ),
      hi: worked(
        [
          ev.ruleHi,
          `${from.hi} से ${to.hi} तक ${hours} पूरे घंटे हैं, और दोनों छोर स्वयं ऐसे क्षण नहीं हैं।`,
          shortHi,
          `संख्या $= ${ev.per === 1 ? '' : `${ev.per} \\times `}${hours} - ${shortHours.length} = ${answer}$।`,
        ],
        `${answer} बार`,
        'hi',
      ),
    };
    return {
      title: { en: 'Hand positions counted over hours', hi: 'घंटों में सुइयों की स्थितियों की गिनती' },
      type: 'single',
      statement,
      options: raw.map((o) => ({ en: `${o} ${times(Number(o))}`, hi: `${o} बार` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [answer],
      check() {
        // Scan the span in steps of 1/11 minute; the gap between the hands in units of 1/22 degree.
        const gaps: readonly number[] = ev.gaps;
        let count = 0;
        for (let t = h1 * 660 + 1; t < h2 * 660; t++) if (gaps.includes((11 * t) % 7920)) count++;
        return { kind: 'choice', correct: [raw.indexOf(String(count))] };
      },
    };
  },
};

/** The actual time when a clock's image in a plane mirror shows a given time. */
export const clockMirrorImage: QuestionGenerator = {
  id: 'clock/mirror-image',
  topic: 'clock',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    let s = 275;
    do {
      s = rng.int(1, 719);
    } while (s === 360 || s % 60 === 0);
    const h = Math.floor(s / 60) || 12;
    const m = s % 60;
    const actual = (720 - s) % 720;
    const { options, correctIndex } = choiceOptions(
      rng,
      actual,
      [
        (780 - s) % 720, // subtracts from 12:60
        ((12 - h) % 12) * 60 + m, // subtracts only the hours
        ((11 - (h % 12) + 12) % 12) * 60 + m, // takes the hours from 11 but keeps the minutes
        (s + 360) % 720, // turns the dial half round
      ].filter((v) => v > 0),
      dial,
    );
    const shown = dial(s);
    const answer = dial(actual);
    const statement = {
      en: `The image of a clock in a plane mirror shows the time ${shown}. What is the actual time?`,
      hi: `एक समतल दर्पण में घड़ी का प्रतिबिंब ${shown} का समय दिखाता है। वास्तविक समय क्या है?`,
    };
    const solution = {
      en: worked(
        [
          'A mirror swaps left and right, so the actual time and the image add up to 12 hours, that is 11:60.',
          `Actual time $= 11{:}60 - ${h}{:}${String(m).padStart(2, '0')}$ $=$ ${answer}.`,
          `Check: at ${answer} the minute hand is at $${6 * (actual % 60)}^\\circ$ from 12; in the mirror it is at $360^\\circ - ${6 * (actual % 60)}^\\circ = ${(360 - 6 * (actual % 60)) % 360}^\\circ$, which is ${m} minutes.`,
        ],
        answer,
        'en',
      ),
      hi: worked(
        [
          'दर्पण बायाँ-दायाँ बदल देता है, अतः वास्तविक समय और प्रतिबिंब का समय मिलकर 12 घंटे, यानी 11:60, होते हैं।',
          `वास्तविक समय $= 11{:}60 - ${h}{:}${String(m).padStart(2, '0')}$ $=$ ${answer}।`,
          `जाँच: ${answer} पर मिनट की सुई 12 से $${6 * (actual % 60)}^\\circ$ पर है; दर्पण में वह $360^\\circ - ${6 * (actual % 60)}^\\circ = ${(360 - 6 * (actual % 60)) % 360}^\\circ$ पर, यानी ${m} मिनट पर दिखती है।`,
        ],
        answer,
        'hi',
      ),
    };
    return {
      title: { en: 'Mirror image of a clock', hi: 'घड़ी का दर्पण प्रतिबिंब' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [m],
      check() {
        // Reflect the hour hand across the 12–6 line and read the time from it (2 minutes a degree).
        const hourAngle = s / 2;
        const reflected = (360 - hourAngle) % 360;
        return { kind: 'choice', correct: [options.indexOf(dial(2 * reflected))] };
      },
    };
  },
};

/** The angle the hour hand (or the minute hand) turns through between two times of a day. */
export const clockAngleTraced: QuestionGenerator = {
  id: 'clock/angle-traced-by-a-hand',
  topic: 'clock',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const hourHand = rng.int(1, 4) > 1;
    const start = 5 * rng.int(60, 150); // 5:00 a.m. to 12:30 p.m., on 5-minute marks
    const span = hourHand ? 5 * rng.int(20, 120) : 5 * rng.int(7, 40);
    const end = start + span;
    const perMin = hourHand ? 0.5 : 6;
    const answer = span * perMin;
    const hoursPart = Math.floor(span / 60);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      showableDistractors(
        hourHand
          ? [
              hoursPart * 30, // counts whole hours only
              span * 6, // uses the minute hand's speed
              answer + 30, // counts one hour too many
              (span % 60) * 0.5 + 30 * (hoursPart + 1),
            ]
          : [
              span * 0.5, // uses the hour hand's speed
              hoursPart * 360, // counts whole turns only
              answer + 360, // one turn too many
              answer - 180,
            ],
      ),
      (n) => `${n}°`,
    );
    const hand = hourHand ? { en: 'hour hand', hi: 'घंटे की सुई' } : { en: 'minute hand', hi: 'मिनट की सुई' };
    const from = clockTime(start);
    const to = clockTime(end);
    const statement = {
      en: `Through what angle does the ${hand.en} of a clock turn from ${from.en} to ${to.en}?`,
      hi: `${from.hi} से ${to.hi} तक घड़ी की ${hand.hi} कितने अंश घूमती है?`,
    };
    const hm = [hoursPart ? `${hoursPart} h` : '', span % 60 ? `${span % 60} min` : '']
      .filter(Boolean)
      .join(' ');
    const hmHi = [
      hoursPart ? `${hoursPart} ${hoursPart === 1 ? 'घंटा' : 'घंटे'}` : '',
      span % 60 ? `${span % 60} मिनट` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const rate = hourHand
      ? {
          en: 'The hour hand turns $30^\\circ$ an hour, that is $\\frac{1}{2}^\\circ$ a minute.',
          hi: 'घंटे की सुई एक घंटे में $30^\\circ$, यानी एक मिनट में $\\frac{1}{2}^\\circ$ घूमती है।',
        }
      : {
          en: 'The minute hand turns $360^\\circ$ an hour, that is $6^\\circ$ a minute.',
          hi: 'मिनट की सुई एक घंटे में $360^\\circ$, यानी एक मिनट में $6^\\circ$ घूमती है।',
        };
    const mult = hourHand ? '\\frac{1}{2}' : '6';
    const solution = {
      en: worked(
        [
          `From ${from.en} to ${to.en} is ${hm} $= ${span}$ minutes.`,
          rate.en,
          `Angle $= ${span} \\times ${mult} = ${answer}^\\circ$.`,
        ],
        `${answer}°`,
        'en',
      ),
      hi: worked(
        [
          `${from.hi} से ${to.hi} तक ${hmHi} $= ${span}$ मिनट हैं।`,
          rate.hi,
          `कोण $= ${span} \\times ${mult} = ${answer}^\\circ$।`,
        ],
        `${answer}°`,
        'hi',
      ),
    };
    return {
      title: { en: 'Angle turned by a hand', hi: 'सुई द्वारा घूमा गया कोण' },
      type: 'single',
      statement,
      options: raw,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [answer],
      check() {
        // Tick minute by minute, adding each minute's turn in half-degrees.
        let halves = 0;
        for (let t = start; t < end; t++) halves += hourHand ? 1 : 12;
        return { kind: 'choice', correct: [raw.indexOf(`${halves / 2}°`)] };
      },
    };
  },
};
