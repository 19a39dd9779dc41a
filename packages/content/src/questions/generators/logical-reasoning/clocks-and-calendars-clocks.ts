import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';
import { singleChoice as choice } from '../shared/single-choice.js';

/**
 * Clock shapes: the time a mirror shows, how often the hands line up in a stretch of hours, and a
 * clock that gains and loses in turn. Generators use the exam shortcuts (11:60 minus the time, 11
 * meetings in 12 hours, net gain per pair of hours); checkers step through time instead.
 */

const hm = (t: number) => {
  const h = Math.floor(t / 60) % 12;
  return `${h === 0 ? 12 : h}:${String(t % 60).padStart(2, '0')}`;
};

function pickOptions(rng: Rng, correct: string, slips: string[]) {
  const chosen = [correct];
  for (const s of slips) if (!chosen.includes(s) && chosen.length < 4) chosen.push(s);
  const options = rng.shuffle(chosen);
  return { options, correctIndex: options.indexOf(correct), full: chosen.length === 4 };
}

/** The time a clock's mirror image shows (mirror beside the clock): 11:60 minus the time. */
export const clocksMirrorTime: QuestionGenerator = {
  id: 'clocks-and-calendars/mirror-time',
  topic: 'clocks-and-calendars',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    let t: number;
    let picked: ReturnType<typeof pickOptions>;
    let mirror: number;
    for (;;) {
      t = rng.int(1, 11) * 60 + rng.int(1, 59);
      mirror = 720 - t;
      const h = Math.floor(t / 60);
      const m = t % 60;
      picked = pickOptions(rng, hm(mirror), [
        hm((780 - t + 720) % 720), // subtracts from 12:60 instead of 11:60
        hm((12 - h) * 60 + m), // reflects the hour only
        hm((11 - h) * 60 + m), // 11 minus the hour, minutes kept
        hm((12 - h) * 60 + ((60 - m) % 60)), // 12 minus the hour and 60 minus the minutes
      ]);
      if (picked.full && t !== 360) break;
    }
    const h = Math.floor(t / 60);
    const m = t % 60;
    const statement: Text = {
      en: `A clock shows the time ${hm(t)}. What time does its image in a mirror placed beside the clock (a vertical mirror) show?`,
      hi: `एक घड़ी ${hm(t)} का समय दिखा रही है। घड़ी के पास खड़े (ऊर्ध्वाधर) दर्पण में उसका प्रतिबिंब कौन-सा समय दिखाएगा?`,
    };
    const sub = `$11{:}60 - ${h}{:}${String(m).padStart(2, '0')} = ${hm(mirror).replace(':', '{:}')}$`;
    const solution: Text = {
      en: [
        'A vertical mirror swaps left and right, so each hand points to the mark symmetric about the 12–6 line. The image time is 12:00 minus the time, written as 11:60 minus the time so that the minutes can be subtracted.',
        sub,
        `**Answer: ${hm(mirror)}**`,
      ].join('\n\n'),
      hi: [
        'ऊर्ध्वाधर दर्पण बाएँ और दाएँ को बदल देता है, इसलिए हर सुई 12–6 रेखा के सममित निशान पर दिखती है। प्रतिबिंब का समय = 12:00 में से समय, जिसे मिनट घटाने के लिए 11:60 में से समय लिखते हैं।',
        sub,
        `**उत्तर: ${hm(mirror)}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Time shown by a clock in a mirror', hi: 'दर्पण में घड़ी का समय' },
      statement,
      picked.options,
      picked.correctIndex,
      solution,
      35,
      [],
      () => {
        // Every minute of the dial: hands in half-degrees (hour t, minute 12 × minutes); the image has both reflected.
        const hits: number[] = [];
        for (let s = 0; s < 720; s++)
          if ((s + t) % 720 === 0 && (12 * (s % 60) + 12 * m) % 720 === 0) hits.push(s);
        return hits.length === 1 ? picked.options.indexOf(hm(elementAt(hits, 0))) : -1;
      },
    );
  },
};

/** Hands events: in ticks of 1/11 minute the angle grows by 11 units of 1/22 degree a tick. */
const EVENTS = [
  {
    key: 'together',
    en: 'coincide (come together)',
    hi: 'एक-दूसरे के ऊपर (संपाती) होती हैं',
    residues: [0],
    perHour: 1,
  },
  {
    key: 'opposite',
    en: 'point in opposite directions',
    hi: 'एक-दूसरे के विपरीत होती हैं',
    residues: [3960],
    perHour: 1,
  },
  {
    key: 'straight',
    en: 'lie in a straight line (together or opposite)',
    hi: 'एक सीधी रेखा में (संपाती या विपरीत) होती हैं',
    residues: [0, 3960],
    perHour: 2,
  },
  {
    key: 'right',
    en: 'stand at right angles',
    hi: 'एक-दूसरे से समकोण पर होती हैं',
    residues: [1980, 5940],
    perHour: 2,
  },
] as const;

const clock24 = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** How many times the hands coincide, oppose, line up or stand at right angles between two hours. */
export const clocksHandsEventsCount: QuestionGenerator = {
  id: 'clocks-and-calendars/hands-events-count',
  topic: 'clocks-and-calendars',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const ev = rng.pick(EVENTS);
    // Whole-hour ends where the event does not happen exactly (12:00, 6:00, 3:00 and 9:00 are events).
    const clean = (hour: number) =>
      EVENTS_AT_HOUR(hour).every((k) => !(ev.residues as readonly number[]).includes(k));
    let a: number;
    let b: number;
    do {
      a = rng.int(0, 20);
      b = a + rng.int(3, 12);
    } while (b > 23 || !clean(a) || !clean(b));
    // Shortcut: the hands are θ degrees apart (minute hand ahead) at t = (2θ + 720k)/11 minutes after 12:00.
    const ranges = ev.residues.map((r) => {
      const theta = r / 22;
      const ks: number[] = [];
      for (let k = 0; (2 * theta + 720 * k) / 11 < 60 * b; k++)
        if ((2 * theta + 720 * k) / 11 > 60 * a) ks.push(k);
      return { theta, ks };
    });
    const answer = ranges.reduce((n, r) => n + r.ks.length, 0);
    const hours = b - a;
    const picked = pickOptions(rng, String(answer), [
      String(hours * ev.perHour), // assumes once (or twice) every hour
      String(answer + 1),
      String(answer - 1),
      String(hours * ev.perHour - 2),
      String(answer + 2),
    ]);
    const from = clock24(a);
    const to = clock24(b);
    const statement: Text = {
      en: `How many times do the hands of a clock ${ev.en} between ${from} and ${to} on the same day?`,
      hi: `एक ही दिन ${from} और ${to} के बीच घड़ी की सुइयाँ कितनी बार ${ev.hi}?`,
    };
    const list = (lang: 'en' | 'hi') =>
      ranges
        .map(({ theta, ks }) => {
          const t = `$t = \\frac{${2 * theta} + 720k}{11}$`;
          const span =
            ks.length === 0 ? (lang === 'en' ? 'no k' : 'कोई k नहीं') : `k = ${ks[0]}, …, ${ks.at(-1)}`;
          return lang === 'en'
            ? `- minute hand ${theta}° ahead: ${t}; between ${60 * a} and ${60 * b} minutes: ${span}, that is ${ks.length}`
            : `- मिनट की सुई ${theta}° आगे: ${t}; ${60 * a} और ${60 * b} मिनट के बीच: ${span}, यानी ${ks.length}`;
        })
        .join('\n');
    const period = '$\\frac{720}{11} = 65\\frac{5}{11}$';
    const solution: Text = {
      en: [
        `The minute hand gains $5.5^\\circ$ a minute on the hour hand, so each relative position comes once every ${period} minutes: 11 times in 12 hours, not 12. Counting minutes $t$ from 00:00, the minute hand is $\\theta$ degrees ahead when $5.5t = \\theta + 360k$:`,
        list('en'),
        `Total: ${answer}.`,
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `मिनट की सुई घंटे की सुई से हर मिनट $5.5^\\circ$ अधिक घूमती है, इसलिए हर सापेक्ष स्थिति ${period} मिनट में एक बार आती है: 12 घंटे में 11 बार, 12 बार नहीं। 00:00 से $t$ मिनट गिनें; मिनट की सुई $\\theta$ अंश आगे तब होती है जब $5.5t = \\theta + 360k$:`,
        list('hi'),
        `कुल: ${answer}।`,
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'How often the hands line up in a stretch of hours', hi: 'कुछ घंटों में सुइयों की स्थिति कितनी बार' },
      statement,
      picked.options,
      picked.correctIndex,
      solution,
      90,
      [],
      () => {
        // Every tick of 1/11 minute strictly between the two hours: the angle is 11 units a tick (7920 a turn).
        let n = 0;
        for (let tick = a * 660 + 1; tick < b * 660; tick++)
          if ((ev.residues as readonly number[]).includes((11 * tick) % 7920)) n++;
        return picked.options.indexOf(String(n));
      },
    );
  },
};

/** The angle residues (units of 1/22 degree) at a whole hour h of the 24-hour day. */
function EVENTS_AT_HOUR(h: number): number[] {
  return [(11 * h * 660) % 7920];
}

/** A whole hour counted from midnight of the first day, as a 24-hour time (and "next day"). */
const dayTime = (h: number): Text => {
  const t = clock24(h % 24);
  return h >= 24
    ? { en: `${t} the next day`, hi: `अगले दिन ${t}` }
    : { en: `${t} the same day`, hi: `उसी दिन ${t}` };
};

/** A clock gains in odd hours and loses in even hours; when is it first D minutes ahead. */
export const clocksAlternatingFaultyClock: QuestionGenerator = {
  id: 'clocks-and-calendars/alternating-faulty-clock',
  topic: 'clocks-and-calendars',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    const start = rng.int(5, 11);
    const g = rng.int(3, 9);
    const l = rng.int(1, g - 1);
    const net = g - l;
    const n = rng.int(3, 8);
    const d = n * net + g;
    const hours = 2 * n + 1;
    const naive = Math.floor((2 * d) / net); // d / net pairs of hours, ignoring the peak inside a pair
    const cands = [hours, naive, hours + 1, hours - 2, hours + 2, hours - 1];
    const chosen: number[] = [];
    for (const c of cands) if (!chosen.includes(c) && chosen.length < 4) chosen.push(c);
    const order = rng.shuffle(chosen);
    const options = order.map((h) => dayTime(start + h));
    const correct = order.indexOf(hours);
    const answer = dayTime(start + hours);
    const statement: Text = {
      en: `A clock is set right at ${clock24(start)}. In the 1st, 3rd, 5th, … hours after that it gains ${g} minutes (at a steady rate within the hour), and in the 2nd, 4th, 6th, … hours it loses ${l} minutes. At what correct time will the clock first be ${d} minutes ahead?`,
      hi: `एक घड़ी ${clock24(start)} पर सही मिलाई जाती है। उसके बाद पहले, तीसरे, पाँचवें, … घंटे में वह ${g} मिनट आगे बढ़ जाती है (घंटे के भीतर समान दर से) और दूसरे, चौथे, छठे, … घंटे में ${l} मिनट पीछे हो जाती है। सही समय के अनुसार घड़ी पहली बार कब ${d} मिनट आगे होगी?`,
    };
    const solution: Text = {
      en: [
        `Every pair of hours gives a net gain of $${g} - ${l} = ${net}$ minute${net === 1 ? '' : 's'}, but inside a pair the lead peaks at the end of the odd hour, ${g} minutes above the lead at the start of the pair. Counting ${d} ÷ ${net} pairs of hours (${naive} hours) misses this peak.`,
        `After ${n} pairs (${2 * n} hours) the lead is $${n} \\times ${net} = ${n * net}$ minutes; the next hour adds ${g}, giving $${n * net} + ${g} = ${d}$ minutes after ${hours} hours.`,
        `Earlier peaks are smaller: after ${hours - 2} hours the lead was $${(n - 1) * net} + ${g} = ${d - net}$ minutes. So the clock is first ${d} minutes ahead ${hours} hours after ${clock24(start)}, at ${answer.en}.`,
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `हर दो घंटों में शुद्ध बढ़त $${g} - ${l} = ${net}$ मिनट है, पर जोड़े के भीतर बढ़त विषम घंटे के अंत में सबसे अधिक होती है, जोड़े की शुरुआत से ${g} मिनट ज़्यादा। ${d} ÷ ${net} जोड़े घंटे गिनना (${naive} घंटे) यह शिखर छोड़ देता है।`,
        `${n} जोड़ों (${2 * n} घंटे) के बाद बढ़त $${n} \\times ${net} = ${n * net}$ मिनट है; अगला घंटा ${g} जोड़ता है, यानी ${hours} घंटे बाद $${n * net} + ${g} = ${d}$ मिनट।`,
        `पहले के शिखर छोटे हैं: ${hours - 2} घंटे बाद बढ़त $${(n - 1) * net} + ${g} = ${d - net}$ मिनट थी। अतः घड़ी ${clock24(start)} के ${hours} घंटे बाद, ${answer.hi}, पहली बार ${d} मिनट आगे होती है।`,
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return choice(
      { en: 'Clock that gains and loses in turn', hi: 'बारी-बारी से आगे-पीछे होने वाली घड़ी' },
      statement,
      options,
      correct,
      solution,
      180,
      [g, l, d],
      () => {
        // Minute by minute, the lead in 1/60 minute: +g each minute of an odd hour, -l of an even one.
        let lead = 0;
        for (let minute = 1; minute <= 48 * 60; minute++) {
          lead += Math.ceil(minute / 60) % 2 === 1 ? g : -l;
          if (lead >= 60 * d) return options.findIndex((o) => o.en === dayTime(start + minute / 60).en);
        }
        return -1;
      },
    );
  },
};
