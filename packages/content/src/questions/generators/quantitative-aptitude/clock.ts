/**
 * Clocks: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `clock/angle-between-hands` – angle between the hands at a given time – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `clock/time-for-hand-angle` – time between two hours when the hands are together, opposite or at an angle – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `clock/gaining-or-losing-clock` – true time when a gaining or losing clock shows a given time – SSC CGL, Bank PO, CAT, Placements
 * - `clock/hand-events-in-interval` – how many times the hands coincide, are opposite or at right angles between two hours – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `clock/mirror-image` – actual time from a clock's mirror image – SSC CGL, RRB NTPC, Bank PO, CUET
 * - `clock/angle-traced-by-a-hand` – angle the hour or minute hand turns through between two times – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `clock/striking-clock` – time for a clock to strike, from the gaps between strokes – SSC CGL, RRB NTPC, CUET, Placements
 * - `clock/reading-of-a-drifting-watch` – what a watch gaining or losing seconds an hour shows later that day – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `clock/two-clocks-agree-again` (CAT) – the time two drifting clocks show when they next agree – CAT, SSC CGL, Placements
 * - `clock/time-away-from-hand-positions` (CAT) – time away between leaving and returning at two hand positions – CAT, SSC CGL, Placements
 */
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { WEEKDAYS } from '../shared/calendar-facts.js';
import { degrees } from './answer-formats.js';

/** The smaller angle between the hands for an angle measured either way round. */
function smaller(angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  return a > 180 ? 360 - a : a;
}

/** Angle between the hands at H:M, from θ = |30H − 11M/2|. */
export const clockAngleAtTime: QuestionGenerator = {
  id: 'clock/angle-between-hands',
  topic: 'clock',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const h = rng.int(1, 12);
    const m = rng.int(1, 59);
    const raw = Math.abs(30 * h - 5.5 * m);
    const angle = raw > 180 ? 360 - raw : raw;
    const { options, correctIndex } = choiceOptions(
      rng,
      angle,
      [
        smaller(30 * h - 6 * m), // keeps the hour hand fixed on the hour mark
        360 - angle, // gives the reflex angle
        smaller(30 * h - 6.5 * m), // moves the hour hand backwards
        smaller(angle + 30), // one hour-space off
      ].filter((a) => a > 0),
      degrees,
    );
    const mm = String(m).padStart(2, '0');
    const hourPos = (h % 12) * 30 + m / 2;
    const statement = {
      en: `What is the angle between the hour hand and the minute hand of a clock at ${h}:${mm}?`,
      hi: `${h}:${mm} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच कितना कोण है?`,
    };
    const reflex = raw > 180;
    const solution = {
      en: [
        `$\\theta = \\left| 30H - \\frac{11}{2}M \\right| = \\left| 30 \\times ${h} - \\frac{11}{2} \\times ${m} \\right| = |${30 * h} - ${5.5 * m}| = ${raw}^\\circ$`,
        reflex
          ? `This is more than $180^\\circ$, so the angle between the hands is $360^\\circ - ${raw}^\\circ = ${angle}^\\circ$.`
          : `This is less than $180^\\circ$, so it is the angle between the hands.`,
        `Check with positions from 12: the minute hand is at $6 \\times ${m} = ${6 * m}^\\circ$, the hour hand at $${(h % 12) * 30} + \\frac{${m}}{2} = ${hourPos}^\\circ$.`,
        '',
        `**Answer: ${angle}°**`,
      ].join('\n\n'),
      hi: [
        `$\\theta = \\left| 30H - \\frac{11}{2}M \\right| = \\left| 30 \\times ${h} - \\frac{11}{2} \\times ${m} \\right| = |${30 * h} - ${5.5 * m}| = ${raw}^\\circ$`,
        reflex
          ? `यह $180^\\circ$ से अधिक है, अतः सुइयों के बीच का कोण $360^\\circ - ${raw}^\\circ = ${angle}^\\circ$ है।`
          : `यह $180^\\circ$ से कम है, अतः यही सुइयों के बीच का कोण है।`,
        `12 से स्थितियों द्वारा जाँच: मिनट की सुई $6 \\times ${m} = ${6 * m}^\\circ$ पर और घंटे की सुई $${(h % 12) * 30} + \\frac{${m}}{2} = ${hourPos}^\\circ$ पर है।`,
        '',
        `**उत्तर: ${angle}°**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Angle between the hands', hi: 'सुइयों के बीच का कोण' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [h, angle],
      check() {
        // Degrees moved by each hand since 12:00, then the smaller gap between them.
        const minutesSince12 = (h % 12) * 60 + m;
        const hour = minutesSince12 / 2;
        const minute = (minutesSince12 % 60) * 6;
        const gap = Math.abs(hour - minute) % 360;
        const value = Math.min(gap, 360 - gap);
        return { kind: 'choice', correct: [options.indexOf(degrees(value))] };
      },
    };
  },
};

/** A time in minutes past the hour as num/den, written as a mixed fraction in KaTeX. */
function mixed(num: number, den: number): string {
  const g = gcd(num, den);
  const n = num / g;
  const d = den / g;
  const whole = Math.floor(n / d);
  const rem = n % d;
  if (rem === 0) return `$${whole}$`;
  return whole === 0 ? `$\\frac{${rem}}{${d}}$` : `$${whole}\\frac{${rem}}{${d}}$`;
}

/** Positions the hands can be asked about: together, opposite, at right angles or any angle apart. */
interface HandPosition {
  angle: number;
  en: string;
  hi: string;
}

const NAMED_POSITIONS: HandPosition[] = [
  { angle: 0, en: 'together (coincide)', hi: 'एक साथ होंगी (संपाती होंगी)' },
  { angle: 180, en: 'in opposite directions (180° apart)', hi: 'एक-दूसरे के विपरीत (180° पर) होंगी' },
  { angle: 90, en: 'at right angles', hi: 'समकोण पर होंगी' },
];

const OTHER_ANGLES = [10, 20, 30, 40, 45, 50, 60, 70, 75, 80, 100, 110, 120, 135, 150, 160] as const;

function pickPosition(rng: Rng): HandPosition {
  // Half the questions ask the named positions, the other half a stated angle.
  if (rng.pick([true, false])) return rng.pick(NAMED_POSITIONS);
  const angle = rng.pick(OTHER_ANGLES);
  return { angle, en: `${angle}° apart`, hi: `${angle}° का कोण बनाएँगी` };
}

/** Minutes past H, as elevenths (11M), when the minute hand is θ ahead of or behind the hour hand. */
function handTimes(h: number, angle: number): number[] {
  const out = new Set<number>();
  for (const sign of [-1, 1]) {
    for (const turn of [-1, 0, 1]) {
      const n = 60 * (h % 12) + sign * 2 * angle + 720 * turn;
      if (n > 0 && n < 660) out.add(n);
    }
  }
  return [...out].sort((x, y) => x - y);
}

/** Distinct fraction options (by their text), correct one included, shuffled. */
function fractionOptions(rng: Rng, correct: [number, number], candidates: [number, number][]) {
  const right = mixed(...correct);
  const seen = new Set([right]);
  const wrong: [number, number][] = [];
  for (const c of candidates) {
    const value = c[0] / c[1];
    const text = mixed(...c);
    if (value > 0 && value < 60 && Number.isInteger(c[0]) && !seen.has(text) && wrong.length < 3) {
      seen.add(text);
      wrong.push(c);
    }
  }
  return rng.shuffle([correct, ...wrong]);
}

/** When, between H and H+1 o'clock, the hands are together, opposite, at right angles or a stated angle apart. */
export const clockHandsPosition: QuestionGenerator = {
  id: 'clock/time-for-hand-angle',
  topic: 'clock',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let h = 4;
    let pos: HandPosition = { angle: 0, en: '', hi: '' };
    let times: number[] = [];
    do {
      h = rng.int(1, 12);
      pos = pickPosition(rng);
      times = handTimes(h, pos.angle);
    } while (times.length === 0);
    // With two right-angle times in the hour, ask for the first or the second.
    const which = times.length === 2 ? rng.int(0, 1) : 0;
    const n = times[which] ?? 0;
    const next = (h % 12) + 1;
    const ordinal =
      times.length === 2
        ? which === 0
          ? { en: ' for the first time', hi: ' पहली बार' }
          : { en: ' for the second time', hi: ' दूसरी बार' }
        : { en: '', hi: '' };
    const wrongSign = 60 * (h % 12) - (n - 60 * (h % 12)); // the other side of the hour hand
    const options = fractionOptions(
      rng,
      [n, 11],
      [
        [n, 12], // lets only the minute hand move (divides by 6 instead of 5.5)
        [n, 13], // adds the hands' speeds (divides by 6.5)
        [times[1 - which] ?? wrongSign, 11], // the other right-angle time, or the mirror time
        [n + 60, 11], // counts from the next hour mark
        [n + 11, 11], // one minute off
        [n - 11, 11],
        [n + 22, 11],
      ],
    );
    const correctIndex = options.findIndex(([a, b]) => a === n && b === 11);
    const text = options.map(([a, b]) => ({
      en: `${mixed(a, b)} minutes past ${h}`,
      hi: `${h} बजकर ${mixed(a, b)} मिनट`,
    }));
    const statement = {
      en: `At what time between ${h} and ${next} o'clock will the hands of a clock be ${pos.en}${ordinal.en}?`,
      hi: `${h} और ${next} बजे के बीच किस समय घड़ी की सुइयाँ${ordinal.hi} ${pos.hi}?`,
    };
    const start = 30 * (h % 12);
    const needed = n / 2; // degrees the minute hand must gain: 5.5 × n/11
    const answer = mixed(n, 11);
    // The degrees to gain are 30H ± θ, sometimes one full turn less or more (past 12 o'clock).
    let expr = `${start}^\\circ`;
    let why = { en: 'to catch up with the hour hand', hi: 'घंटे की सुई को पकड़ने के लिए' };
    if (pos.angle > 0 && needed === start + pos.angle) {
      expr = `${start}^\\circ + ${pos.angle}^\\circ`;
      why = { en: `to catch up and then get ${pos.angle}° ahead`, hi: `पकड़कर ${pos.angle}° आगे होने के लिए` };
    } else if (pos.angle > 0 && needed === start - pos.angle) {
      expr = `${start}^\\circ - ${pos.angle}^\\circ`;
      why = { en: `to be ${pos.angle}° behind the hour hand`, hi: `घंटे की सुई से ${pos.angle}° पीछे रहने के लिए` };
    } else if (pos.angle > 0 && needed === start + pos.angle - 360) {
      expr = `${start}^\\circ + ${pos.angle}^\\circ - 360^\\circ`;
      why = {
        en: `to be ${pos.angle}° ahead, measuring round past 12`,
        hi: `12 के पार घूमकर ${pos.angle}° आगे होने के लिए`,
      };
    } else if (pos.angle > 0) {
      expr = `${start}^\\circ + 360^\\circ - ${pos.angle}^\\circ`;
      why = {
        en: `to be ${pos.angle}° behind, measuring round past 12`,
        hi: `12 के पार घूमकर ${pos.angle}° पीछे रहने के लिए`,
      };
    }
    const amount = pos.angle === 0 ? `$${needed}^\\circ$` : `$${expr} = ${needed}^\\circ$`;
    const gainEn = `The minute hand must gain ${amount} ${why.en}`;
    const gainHi = `${why.hi} मिनट की सुई को ${amount} आगे बढ़ना है`;
    const solution = {
      en: [
        `At ${h} o'clock the hour hand is ${start}° ahead of the minute hand. The minute hand gains $5.5^\\circ$ per minute on the hour hand.`,
        `${gainEn}.`,
        `Time $= \\frac{${needed}}{5.5} = \\frac{${2 * needed}}{11} = ${answer.slice(1, -1)}$ minutes past ${h}.`,
        '',
        `**Answer: ${answer} minutes past ${h}**`,
      ].join('\n\n'),
      hi: [
        `${h} बजे घंटे की सुई मिनट की सुई से ${start}° आगे होती है। मिनट की सुई प्रति मिनट $5.5^\\circ$ आगे निकलती है।`,
        `${gainHi}।`,
        `समय $= \\frac{${needed}}{5.5} = \\frac{${2 * needed}}{11} = ${answer.slice(1, -1)}$ मिनट, यानी ${h} बजकर ${answer} मिनट।`,
        '',
        `**उत्तर: ${h} बजकर ${answer} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'When the hands are together, opposite or at an angle',
        hi: 'सुइयाँ कब साथ, विपरीत या किसी कोण पर होंगी',
      },
      type: 'single',
      statement,
      options: text,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [h, next],
      check() {
        // Scan the hour in steps of 1/11 minute (angles in units of 1/22 degree) for the wanted angle.
        const hits: number[] = [];
        for (let t = 1; t < 660; t++) {
          const gap = (((11 * t - 660 * (h % 12)) % 7920) + 7920) % 7920;
          if (gap === 22 * pos.angle || gap === (7920 - 22 * pos.angle) % 7920) hits.push(t);
        }
        const t = hits[which];
        const value = t === undefined ? '' : `${mixed(t, 11)} minutes past ${h}`;
        return { kind: 'choice', correct: [text.findIndex((o) => o.en === value)] };
      },
    };
  },
};

/** A moment of the week, in minutes since Sunday 00:00, in words in both languages. */
function when(total: number) {
  const week = ((total % 10080) + 10080) % 10080;
  const day = WEEKDAYS[Math.floor(week / 1440)] ?? WEEKDAYS[0];
  const hour = Math.floor((week % 1440) / 60);
  const minute = week % 60;
  const h12 = ((hour + 11) % 12) + 1;
  const clock = minute === 0 ? `${h12}` : `${h12}:${String(minute).padStart(2, '0')}`;
  const en =
    hour === 12 && minute === 0
      ? `12 noon on ${day.en}`
      : hour === 0 && minute === 0
        ? `12 midnight on ${day.en}`
        : `${clock} ${hour < 12 ? 'a.m.' : 'p.m.'} on ${day.en}`;
  const part = hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
  return { en, hi: `${day.hi} ${part} ${clock} बजे` };
}

/** Gain (or loss) cases: true hours T and total error d minutes, with a whole-minute daily rate. */
const DRIFT_CASES: { hours: number; drift: number; perDay: number }[] = [];
for (let hours = 20; hours <= 100; hours++) {
  for (const drift of [6, 8, 10, 12, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45, 48, 50]) {
    const perDay = (24 * drift) / hours;
    if (Number.isInteger(perDay) && perDay >= 4 && perDay <= 40 && perDay !== drift) {
      DRIFT_CASES.push({ hours, drift, perDay });
    }
  }
}

/** A clock gaining or losing uniformly: the true time when it shows a given time. */
export const clockGainingClock: QuestionGenerator = {
  id: 'clock/gaining-or-losing-clock',
  topic: 'clock',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let startHour = 8;
    let startDay = 1;
    let c = DRIFT_CASES[0] ?? { hours: 90, drift: 60, perDay: 16 };
    let gains = true;
    let shown = 0;
    let truth = 0;
    let start = 0;
    // Redraw until neither the shown time nor the answer falls in the midnight hour.
    do {
      startHour = rng.int(5, 11);
      startDay = rng.int(0, 6);
      c = rng.pick(DRIFT_CASES);
      gains = rng.pick([true, false]);
      start = startDay * 1440 + startHour * 60;
      truth = start + 60 * c.hours;
      shown = truth + (gains ? c.drift : -c.drift);
    } while (Math.floor((shown % 1440) / 60) === 0 || Math.floor((truth % 1440) / 60) === 0);
    const { hours, drift, perDay } = c;
    const clockElapsed = shown - start;
    const sign = gains ? 1 : -1;
    const { options: raw, correctIndex } = choiceOptions(rng, truth, [
      shown + sign * drift, // corrects in the wrong direction
      shown - sign * perDay, // corrects by one full day's drift
      shown, // takes the clock's reading as the true time
      shown - sign * Math.round((clockElapsed * perDay) / 1440), // drift reckoned on clock time
      truth + 60,
      truth - 60,
    ]);
    const options = raw.map((t) => when(Number(t)));
    const startText = when(start);
    const shownText = when(shown);
    const answer = when(truth);
    const rate = 1440 + sign * perDay;
    const statement = {
      en: `A clock is set right at ${startText.en}. It ${gains ? 'gains' : 'loses'} ${perDay} minutes in 24 hours. What is the true time when the clock shows ${shownText.en}?`,
      hi: `एक घड़ी को ${startText.hi} सही मिलाया गया। यह 24 घंटे में ${perDay} मिनट ${gains ? 'आगे हो जाती है' : 'पीछे हो जाती है'}। जब यह घड़ी ${shownText.hi} का समय दिखाएगी, तब सही समय क्या होगा?`,
    };
    const solution = {
      en: [
        `In 24 hours (1440 minutes) of true time the clock shows $1440 ${gains ? '+' : '-'} ${perDay} = ${rate}$ minutes.`,
        `From ${startText.en} to ${shownText.en} the clock shows ${clockElapsed} minutes.`,
        `True time passed $= ${clockElapsed} \\times \\frac{1440}{${rate}} = ${60 * hours}$ minutes $= ${hours}$ hours (the clock is ${drift} minutes ${gains ? 'fast' : 'slow'} by then).`,
        `True time $=$ ${answer.en}.`,
        '',
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `सही समय के 24 घंटे (1440 मिनट) में घड़ी $1440 ${gains ? '+' : '-'} ${perDay} = ${rate}$ मिनट दिखाती है।`,
        `${startText.hi} से ${shownText.hi} तक घड़ी ${clockElapsed} मिनट दिखाती है।`,
        `बीता सही समय $= ${clockElapsed} \\times \\frac{1440}{${rate}} = ${60 * hours}$ मिनट $= ${hours}$ घंटे (तब तक घड़ी ${drift} मिनट ${gains ? 'आगे' : 'पीछे'} हो चुकी है)।`,
        `सही समय $=$ ${answer.hi}।`,
        '',
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'True time on a gaining or losing clock', hi: 'आगे या पीछे होने वाली घड़ी का सही समय' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [perDay, startHour, clockElapsed],
      check() {
        // Let true minutes tick by; each one moves the clock (1440 ± perDay)/1440 minutes.
        const target = clockElapsed * 1440;
        let clock1440 = 0;
        let minutes = 0;
        while (clock1440 < target) {
          clock1440 += 1440 + sign * perDay;
          minutes++;
        }
        const value = clock1440 === target ? start + minutes : -1;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};
