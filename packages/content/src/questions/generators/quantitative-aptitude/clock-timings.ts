import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { showableDistractors, withUnit } from './answer-formats.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** A time of day from minutes after midnight: `8:20 a.m.` / `सुबह 8:20 बजे`. */
function clockTime(minutes: number): BilingualText {
  const h = Math.floor(minutes / 60) % 24;
  const mm = String(minutes % 60).padStart(2, '0');
  const h12 = ((h + 11) % 12) + 1;
  const part = h < 4 ? 'रात' : h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return { en: `${h12}:${mm} ${h < 12 ? 'a.m.' : 'p.m.'}`, hi: `${part} ${h12}:${mm} बजे` };
}

/** A sentence ending: no second full stop after `a.m.` or `p.m.`. */
const stop = (s: string) => (s.endsWith('.') ? s : `${s}.`);

/** A dial reading from minutes after 12:00 (mod 720): `4:35`. */
function dial(minutes: number): string {
  const m = ((minutes % 720) + 720) % 720;
  const h = Math.floor(m / 60) || 12;
  return `${h}:${String(m % 60).padStart(2, '0')}`;
}

/** A clock strikes n times in t seconds (first stroke to last): how long to strike m times. */
export const clockStrikingTime: QuestionGenerator = {
  id: 'clock/striking-clock',
  topic: 'clock',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const n1 = rng.int(3, 12);
    let n2 = 12;
    do {
      n2 = rng.int(3, 12);
    } while (n2 === n1);
    const gap = rng.int(1, 6);
    const t1 = gap * (n1 - 1);
    const answer = gap * (n2 - 1);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      showableDistractors([
        (t1 * n2) / n1, // takes the time proportional to the strokes, not to the gaps
        gap * n2, // counts a gap for every stroke
        gap * (n2 + 1),
        (t1 * (n2 - 1)) / n1,
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `At ${n1} o'clock a clock strikes ${n1} times in ${t1} seconds, counted from the first stroke to the last. How many seconds will it take to strike ${n2} times at ${n2} o'clock?`,
      hi: `${n1} बजे एक घड़ी पहली टंकार से अंतिम टंकार तक ${t1} सेकंड में ${n1} बार घंटा बजाती है। ${n2} बजे ${n2} बार घंटा बजाने में उसे कितने सेकंड लगेंगे?`,
    };
    const solution = {
      en: worked(
        [
          `${n1} strokes have ${n1 - 1} gaps between them, so each gap is $\\frac{${t1}}{${n1 - 1}} = ${gap}$ s.`,
          `${n2} strokes have ${n2 - 1} gaps: $${n2 - 1} \\times ${gap} = ${answer}$ s.`,
        ],
        `${answer} seconds`,
        'en',
      ),
      hi: worked(
        [
          `${n1} टंकारों के बीच ${n1 - 1} अंतराल होते हैं, अतः हर अंतराल $\\frac{${t1}}{${n1 - 1}} = ${gap}$ सेकंड का है।`,
          `${n2} टंकारों के बीच ${n2 - 1} अंतराल होते हैं: $${n2 - 1} \\times ${gap} = ${answer}$ सेकंड।`,
        ],
        `${answer} सेकंड`,
        'hi',
      ),
    };
    return {
      title: { en: 'Time for a clock to strike', hi: 'घड़ी के घंटे बजाने का समय' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [n1, t1, n2, answer],
      check() {
        // Find the even spacing that puts the last of n1 strokes at t1, then time n2 strokes.
        for (let g = 1; g <= t1; g++) {
          const strokes = Array.from({ length: n1 }, (_, i) => i * g);
          if (strokes[n1 - 1] === t1) {
            const later = Array.from({ length: n2 }, (_, i) => i * g);
            return { kind: 'choice', correct: [raw.indexOf(String(later[n2 - 1]))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A watch gaining or losing some seconds an hour, set right in the morning: what it shows later that day. */
export const clockReadingOfDriftingWatch: QuestionGenerator = {
  id: 'clock/reading-of-a-drifting-watch',
  topic: 'clock',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let rate = 20;
    let hours = 6;
    do {
      rate = rng.pick([10, 12, 15, 20, 24, 30, 36, 40, 45, 48, 60, 90, 120]);
      hours = rng.int(3, 14);
    } while ((rate * hours) % 60 !== 0);
    const gains = rng.pick([true, false]);
    const sign = gains ? 1 : -1;
    const start = 60 * rng.int(5, 9) + rng.pick([0, 15, 30, 45]);
    const end = start + 60 * hours;
    const drift = (rate * hours) / 60;
    const shown = end + sign * drift;
    const { options: raw, correctIndex } = choiceOptions(rng, shown, [
      end - sign * drift, // moves the reading the wrong way
      end + sign * 2 * drift,
      end + sign * rate, // takes the seconds as minutes for one hour
      end + sign * ((rate * (hours + 1)) / 60), // counts one hour too many
      end, // forgets the drift
    ]);
    const options = raw.map((o) => clockTime(Number(o)));
    const from = clockTime(start);
    const to = clockTime(end);
    const answer = clockTime(shown);
    const verb = gains ? { en: 'gains', hi: 'आगे हो जाती है' } : { en: 'loses', hi: 'पीछे हो जाती है' };
    const statement = {
      en: `A watch ${verb.en} ${rate} seconds every hour. It is set right at ${stop(from.en)} What time will it show when the correct time is ${to.en} the same day?`,
      hi: `एक घड़ी हर घंटे ${rate} सेकंड ${verb.hi}। उसे ${from.hi} सही मिलाया जाता है। उसी दिन जब सही समय ${to.hi} होगा, तब वह घड़ी क्या समय दिखाएगी?`,
    };
    const minutes = (n: number) => (n === 1 ? 'minute' : 'minutes');
    const solution = {
      en: worked(
        [
          `From ${from.en} to ${to.en} is ${hours} hours.`,
          `In that time the watch ${verb.en} $${hours} \\times ${rate} = ${rate * hours}$ s $= ${drift}$ ${minutes(drift)}.`,
          `It shows ${to.en} ${gains ? '+' : '−'} ${drift} ${minutes(drift)} $=$ ${answer.en}`,
        ],
        answer.en,
        'en',
      ),
      hi: worked(
        [
          `${from.hi} से ${to.hi} तक ${hours} घंटे हैं।`,
          `इतने समय में घड़ी $${hours} \\times ${rate} = ${rate * hours}$ सेकंड $= ${drift}$ मिनट ${verb.hi}।`,
          `वह ${to.hi} ${gains ? '+' : '−'} ${drift} मिनट $=$ ${answer.hi} का समय दिखाएगी।`,
        ],
        answer.hi,
        'hi',
      ),
    };
    return {
      title: { en: 'Reading of a watch that gains or loses', hi: 'आगे या पीछे होने वाली घड़ी का समय' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [rate, hours, drift],
      check() {
        // Minute by minute of true time, the watch moves 60 ± rate/60 seconds (in 1/60 s).
        let watch = 0;
        for (let t = start; t < end; t++) watch += 3600 + sign * rate;
        const value = start + watch / 3600;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** Two clocks set right together, drifting apart: the time both dials show when they next agree. */
export const clockTwoClocksAgreeAgain: QuestionGenerator = {
  id: 'clock/two-clocks-agree-again',
  topic: 'clock',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 7;
    let b = 5;
    let bothGain = false;
    let rel = 12;
    for (let tries = 0; tries < 1000; tries++) {
      bothGain = rng.int(1, 3) === 1;
      a = rng.int(2, 30);
      b = rng.int(1, bothGain ? a - 1 : 30);
      rel = bothGain ? a - b : a + b;
      if (rel > 0 && 720 % rel === 0 && rel >= 4 && rel <= 60 && a !== b && ((a * 720) / rel) % 720 !== 0)
        break;
    }
    const days = 720 / rel;
    const h0 = rng.int(1, 11);
    const base = (h0 % 12) * 60;
    const reading = base + a * days;
    const wrongRel = bothGain ? a + b : Math.abs(a - b);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      ((reading % 720) + 720) % 720,
      [
        base + 2 * a * days, // waits for a 24-hour difference
        wrongRel > 0 && 720 % wrongRel === 0 ? base + (a * 720) / wrongRel : base + 60 * b, // the other way of combining the rates
        base - a * days, // moves the fast clock back
        base + b * days, // uses the second clock's rate the wrong way
        base, // takes the true time
      ].map((v) => ((v % 720) + 720) % 720),
      dial,
    );
    const ampm = rng.pick([
      { en: 'a.m.', hi: 'सुबह' },
      { en: 'p.m.', hi: 'दोपहर' },
    ]);
    const second = bothGain
      ? { en: `the other gains ${b} minutes a day`, hi: `दूसरी प्रतिदिन ${b} मिनट आगे हो जाती है` }
      : { en: `the other loses ${b} minutes a day`, hi: `दूसरी प्रतिदिन ${b} मिनट पीछे हो जाती है` };
    const h24 = h0 + (ampm.en === 'p.m.' ? 12 : 0);
    const part = h24 < 4 ? 'रात' : h24 < 12 ? 'सुबह' : h24 < 16 ? 'दोपहर' : h24 < 20 ? 'शाम' : 'रात';
    const hiStart = `${part} ${h0} बजे`;
    const statement = {
      en: `Two clocks are set right at ${h0} ${ampm.en} One gains ${a} minutes a day and ${second.en}. When the two clocks next show the same time, what time will their dials show?`,
      hi: `दो घड़ियों को ${hiStart} सही मिलाया जाता है। एक घड़ी प्रतिदिन ${a} मिनट आगे हो जाती है और ${second.hi}। जब दोनों घड़ियाँ अगली बार एक ही समय दिखाएँगी, तब उनके डायल पर क्या समय होगा?`,
    };
    const answer = dial(reading);
    const ahead = a * days;
    const relTex = bothGain ? `${a} - ${b}` : `${a} + ${b}`;
    const bLine = bothGain
      ? `The second clock is then $${b} \\times ${days} = ${b * days}$ minutes ahead, and $${b * days} + 720 = ${ahead}$: the same dial reading.`
      : `The second clock is then $${b} \\times ${days} = ${b * days}$ minutes behind; ${ahead} minutes ahead and ${b * days} behind differ by 720 minutes, the same dial reading.`;
    const bLineHi = bothGain
      ? `तब दूसरी घड़ी $${b} \\times ${days} = ${b * days}$ मिनट आगे है, और $${b * days} + 720 = ${ahead}$: यानी डायल पर वही समय।`
      : `तब दूसरी घड़ी $${b} \\times ${days} = ${b * days}$ मिनट पीछे है; ${ahead} मिनट आगे और ${b * days} मिनट पीछे में 720 मिनट का अंतर है, यानी डायल पर वही समय।`;
    const solution = {
      en: worked(
        [
          `The clocks drift apart by $${relTex} = ${rel}$ minutes a day.`,
          `A dial repeats every 12 hours, so they show the same time again when they are 720 minutes apart: after $\\frac{720}{${rel}} = ${days}$ days, at ${h0} ${ampm.en} true time.`,
          `The first clock is then $${a} \\times ${days} = ${ahead}$ minutes ahead${ahead >= 720 ? `, that is ${ahead % 720} minutes on a 12-hour dial` : ''}, so it shows ${h0}:00 plus ${ahead % 720} minutes, that is ${answer}.`,
          bLine,
        ],
        answer,
        'en',
      ),
      hi: worked(
        [
          `दोनों घड़ियों में प्रतिदिन $${relTex} = ${rel}$ मिनट का अंतर बढ़ता है।`,
          `डायल हर 12 घंटे में दोहराता है, अतः 720 मिनट का अंतर होने पर वे फिर एक ही समय दिखाएँगी: $\\frac{720}{${rel}} = ${days}$ दिन बाद, सही समय ${hiStart}।`,
          `तब पहली घड़ी $${a} \\times ${days} = ${ahead}$ मिनट आगे है${ahead >= 720 ? `, यानी 12 घंटे के डायल पर ${ahead % 720} मिनट` : ''}, अतः वह ${h0}:00 में ${ahead % 720} मिनट जोड़कर ${answer} दिखाती है।`,
          bLineHi,
        ],
        answer,
        'hi',
      ),
    };
    return {
      title: { en: 'Two drifting clocks showing the same time', hi: 'दो गलत घड़ियों का फिर एक समय दिखाना' },
      type: 'single',
      statement,
      options: raw,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [h0, a, b],
      check() {
        // Day by day, both dials (minutes after 12, mod 720) until they agree.
        for (let d = 1; d <= 5000; d++) {
          const first = (((base + a * d) % 720) + 720) % 720;
          const other = (((base + (bothGain ? b : -b) * d) % 720) + 720) % 720;
          if (first === other) return { kind: 'choice', correct: [raw.indexOf(dial(first))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Hand positions a person may notice, as gaps between the hands in units of 1/22 degree. */
const NOTICED = [
  {
    key: 'together',
    gaps: [0],
    angle: 0,
    en: 'the hands of the clock were together',
    hi: 'घड़ी की सुइयाँ एक साथ थीं',
  },
  {
    key: 'opposite',
    gaps: [3960],
    angle: 180,
    en: 'the hands of the clock pointed in opposite directions',
    hi: 'घड़ी की सुइयाँ एक-दूसरे के विपरीत थीं',
  },
  {
    key: 'right',
    gaps: [1980, 5940],
    angle: 90,
    en: 'the hands of the clock were at right angles for the first time in that hour',
    hi: 'उस घंटे में पहली बार घड़ी की सुइयाँ समकोण पर थीं',
  },
] as const;

type Noticed = (typeof NOTICED)[number];

/** Elevenths of a minute after h o'clock (0 excluded) when the hands first take a position, or 0. */
function firstAfter(h: number, pos: Noticed): number {
  const gaps: readonly number[] = pos.gaps;
  for (let n = 1; n < 660; n++) if (gaps.includes((11 * (h * 660 + n)) % 7920)) return n;
  return 0;
}

/** Minutes written from elevenths of a minute: `$43\frac{7}{11}$`. */
function elevenths(n: number): string {
  const whole = Math.floor(n / 11);
  const rest = n % 11;
  return rest === 0 ? `$${whole}$` : `$${whole}\\frac{${rest}}{11}$`;
}

/** A span in elevenths of a minute, in hours and minutes. */
function spanText(n: number): BilingualText {
  const h = Math.floor(n / 660);
  const rest = n % 660;
  const m = elevenths(rest);
  const en = [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', rest ? `${m} minutes` : ''];
  const hi = [h ? `${h} ${h === 1 ? 'घंटा' : 'घंटे'}` : '', rest ? `${m} मिनट` : ''];
  return { en: en.filter(Boolean).join(' '), hi: hi.filter(Boolean).join(' ') };
}

/** The degrees the minute hand gains after h o'clock, written as 30h ± θ (± 360). */
function gainTex(h: number, angle: number, gain: number): string {
  const base = 30 * h;
  if (angle === 0) return `${base}^\\circ`;
  const forms: [number, string][] = [
    [base + angle, `${base}^\\circ + ${angle}^\\circ`],
    [base - angle, `${base}^\\circ - ${angle}^\\circ`],
    [base + angle - 360, `${base}^\\circ + ${angle}^\\circ - 360^\\circ`],
    [base - angle + 360, `${base}^\\circ - ${angle}^\\circ + 360^\\circ`],
  ];
  const form = forms.find(([v]) => v === gain);
  return form ? `${form[1]} = ${gain}^\\circ` : `${gain}^\\circ`;
}

/** Left when the hands were in one position, came back when in another: how long the person was away. */
export const clockAwayBetweenHandPositions: QuestionGenerator = {
  id: 'clock/time-away-from-hand-positions',
  topic: 'clock',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let h1 = 2;
    let h2 = 5;
    let p1: Noticed = NOTICED[0];
    let p2: Noticed = NOTICED[1];
    let n1 = 0;
    let n2 = 0;
    do {
      h1 = rng.int(1, 9);
      h2 = rng.int(h1 + 1, 11);
      p1 = rng.pick(NOTICED);
      p2 = rng.pick(NOTICED);
      n1 = firstAfter(h1, p1);
      n2 = firstAfter(h2, p2);
    } while (n1 === 0 || n2 === 0);
    const away = h2 * 660 + n2 - (h1 * 660 + n1);
    const others = (pos: Noticed) => NOTICED.filter((x) => x.key !== pos.key);
    const wrong = [
      ...others(p2).map((x) => h2 * 660 + firstAfter(h2, x) - (h1 * 660 + n1)), // mistakes the return position
      ...others(p1).map((x) => h2 * 660 + n2 - (h1 * 660 + firstAfter(h1, x))), // mistakes the leaving position
      (h2 - h1) * 660, // counts whole hours only
      away + 660,
    ];
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      away,
      wrong.filter((w) => w > 0 && w !== away),
    );
    const options = raw.map((o) => spanText(Number(o)));
    const answer = spanText(away);
    const statement = {
      en: `A man left home between ${h1} and ${h1 + 1} p.m., when ${p1.en}. He came back between ${h2} and ${h2 + 1} p.m., when ${p2.en}. How long was he away?`,
      hi: `एक व्यक्ति ${h1 < 4 ? 'दोपहर' : h1 < 7 ? 'शाम' : 'रात'} ${h1} और ${h1 + 1} बजे के बीच घर से निकला, जब ${p1.hi}। वह ${h2} और ${h2 + 1} बजे के बीच लौटा, जब ${p2.hi}। वह कितनी देर बाहर रहा?`,
    };
    const leave = elevenths(n1);
    const back = elevenths(n2);
    const stepEn = (h: number, pos: Noticed, n: number, t: string) =>
      `At ${h} o'clock the minute hand is $${30 * h}^\\circ$ behind the hour hand and gains $5.5^\\circ$ a minute. It must gain $${gainTex(h, pos.angle, n / 2)}$, which takes $\\frac{${n / 2}}{5.5} = \\frac{${n}}{11}$ = ${t} minutes: ${t} minutes past ${h}.`;
    const stepHi = (h: number, pos: Noticed, n: number, t: string) =>
      `${h} बजे मिनट की सुई घंटे की सुई से $${30 * h}^\\circ$ पीछे होती है और हर मिनट $5.5^\\circ$ आगे बढ़ती है। उसे $${gainTex(h, pos.angle, n / 2)}$ आगे बढ़ना है, जिसमें $\\frac{${n / 2}}{5.5} = \\frac{${n}}{11}$ = ${t} मिनट लगते हैं: ${h} बजकर ${t} मिनट।`;
    const solution = {
      en: worked(
        [
          `Leaving: ${stepEn(h1, p1, n1, leave)}`,
          `Coming back: ${stepEn(h2, p2, n2, back)}`,
          `Time away $=$ (${h2} h ${back} min) $-$ (${h1} h ${leave} min) $=$ ${answer.en}.`,
        ],
        answer.en,
        'en',
      ),
      hi: worked(
        [
          `निकलते समय: ${stepHi(h1, p1, n1, leave)}`,
          `लौटते समय: ${stepHi(h2, p2, n2, back)}`,
          `बाहर रहने का समय $=$ (${h2} घंटे ${back} मिनट) $-$ (${h1} घंटे ${leave} मिनट) $=$ ${answer.hi}।`,
        ],
        answer.hi,
        'hi',
      ),
    };
    return {
      title: { en: 'Time away between two hand positions', hi: 'सुइयों की दो स्थितियों के बीच का समय' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [h1, h2],
      check() {
        // Scan from h1 o'clock in steps of 1/11 minute for the two moments, using the hand angles.
        // Hand positions from 12 in units of 1/22 degree: the hour hand moves 1, the minute hand 12 a step.
        const angleGap = (t: number) => (((12 * t) % 7920) - (t % 7920) + 7920) % 7920;
        const find = (h: number, pos: Noticed) => {
          const gaps: readonly number[] = pos.gaps;
          for (let t = h * 660 + 1; t < (h + 1) * 660; t++) if (gaps.includes(angleGap(t))) return t;
          return -1;
        };
        const value = find(h2, p2) - find(h1, p1);
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};
