import type { GeneratedQuestion } from '../../generator.js';
import type { QuestionSetGenerator } from '../../set-generator.js';
import { both, choiceQuestion, get, mdTable, range, T, type Text, textOptions } from './lrdi-solver.js';

/**
 * Clocks and calendars (group D7): four faulty clocks, a clock caselet (SSC CGL, Bank PO, CAT).
 * Four clocks, each gaining or losing a fixed number of minutes every hour, are set right at
 * 08:00; the questions ask what a clock shows at a true time, the true time when a clock shows a
 * time, when two clocks are k minutes apart and when a clock is right again. `generate` works
 * with rates; each checker runs the clocks minute by minute (a simulation).
 */

const CLOCKS: readonly Text[] = [
  T('the hall clock', 'हॉल की घड़ी'),
  T('the kitchen clock', 'रसोई की घड़ी'),
  T('the wall clock in the office', 'दफ़्तर की दीवार घड़ी'),
  T('the tower clock', 'घंटाघर की घड़ी'),
  T('the alarm clock', 'अलार्म घड़ी'),
];
const START = 8 * 60;
/** "HH:MM" of minutes after midnight (the day wraps). */
const hm = (m: number): string => {
  const x = ((Math.round(m) % 1440) + 1440) % 1440;
  return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
};
const timeT = (m: number): Text => T(hm(m), hm(m));
const cap = (t: Text) => T(t.en.charAt(0).toUpperCase() + t.en.slice(1), t.hi);

/** What clock with rate r (minutes gained per hour, negative when it loses) shows `after` true
 * minutes after 08:00, by running it minute by minute. */
function simulateShown(r: number, after: number): number {
  let shown = START;
  for (let m = 0; m < after; m++) shown += (60 + r) / 60;
  return Math.round(shown);
}
/** The first true minute (after 08:00) at which `pred` holds of the shown times, by simulation. */
function firstMinute(rates: readonly number[], pred: (shown: number[]) => boolean, limit: number): number {
  const shown = rates.map(() => START);
  for (let m = 1; m <= limit; m++) {
    rates.forEach((r, i) => {
      shown[i] = (shown[i] as number) + (60 + r) / 60;
    });
    if (pred(shown.map((s) => Math.round(s * 1000) / 1000))) return m;
  }
  return -1;
}

/** Four clocks gaining or losing minutes every hour, set right at 08:00. */
export const clocksFaultyClocks: QuestionSetGenerator = {
  id: 'clocks-and-calendars-1/faulty-clocks',
  topic: 'clocks-and-calendars-1',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const clocks = rng.shuffle(CLOCKS).slice(0, 4);
    // Distinct rates, two gaining and two losing, in minutes per hour.
    const gains = rng.shuffle([1, 2, 3, 4, 5, 6]).slice(0, 2);
    const losses = rng.shuffle([1, 2, 3, 4, 5, 6]).slice(0, 2);
    const rates = rng.shuffle([...gains, ...losses.map((l) => -l)]);
    const C = (i: number) => get(clocks, i);
    const rate = (i: number) => get(rates, i);
    const rateText = (i: number): Text =>
      rate(i) > 0
        ? T(
            `gains ${rate(i)} minute${rate(i) === 1 ? '' : 's'} every hour`,
            `हर घंटे ${rate(i)} मिनट आगे हो जाती है`,
          )
        : T(
            `loses ${-rate(i)} minute${rate(i) === -1 ? '' : 's'} every hour`,
            `हर घंटे ${-rate(i)} मिनट पीछे हो जाती है`,
          );
    const questions: GeneratedQuestion[] = [];
    const ask = (q: {
      title: Text;
      statement: Text;
      answer: Text;
      slips: Text[];
      explain: Text;
      seconds: number;
      check: () => string;
    }) => {
      const made = textOptions(rng, q.answer, q.slips, []);
      questions.push(
        choiceQuestion(
          { ...q, ...made, checkAnswer: q.check, seconds: q.seconds, explain: q.explain },
          T('', ''),
        ),
      );
    };
    const [a, b, c, d] = rng.shuffle(range(4)) as [number, number, number, number];
    // 1. What clock a shows at a true time h hours after 08:00.
    const h = rng.int(3, 10);
    const shownA = START + h * (60 + rate(a));
    ask({
      title: T('What the clock shows', 'घड़ी क्या दिखाती है'),
      statement: T(
        `What does ${C(a).en} show when the correct time is ${hm(START + h * 60)} the same day?`,
        `जब सही समय उसी दिन ${hm(START + h * 60)} हो, तब ${C(a).hi} क्या समय दिखाती है?`,
      ),
      answer: timeT(shownA),
      slips: [
        timeT(START + h * (60 - rate(a))),
        timeT(START + h * 60 + rate(a)),
        timeT(shownA + rate(a)),
        timeT(shownA - 60),
      ],
      explain: T(
        `${h} hours pass; ${C(a).en} ${rateText(a).en}, so it is off by ${h} × ${Math.abs(rate(a))} = ${h * Math.abs(rate(a))} minutes: ${hm(START + h * 60)} ${rate(a) > 0 ? '+' : '−'} ${h * Math.abs(rate(a))} min = ${hm(shownA)}.`,
        `${h} घंटे बीतते हैं; ${C(a).hi} ${rateText(a).hi}, अतः अंतर ${h} × ${Math.abs(rate(a))} = ${h * Math.abs(rate(a))} मिनट: ${hm(START + h * 60)} ${rate(a) > 0 ? '+' : '−'} ${h * Math.abs(rate(a))} मिनट = ${hm(shownA)}।`,
      ),
      seconds: 90,
      check: () => hm(simulateShown(rate(a), h * 60)),
    });
    // 2. The true time when clock b shows a time (k of its hours of 60 ± r minutes).
    const k = rng.int(3, 9);
    const shownB = START + k * (60 + rate(b));
    ask({
      title: T('The correct time', 'सही समय'),
      statement: T(
        `Later that day ${C(b).en} shows ${hm(shownB)}. What is the correct time then?`,
        `उसी दिन बाद में ${C(b).hi} ${hm(shownB)} दिखाती है। उस समय सही समय क्या है?`,
      ),
      answer: timeT(START + k * 60),
      // Slips: correcting the wrong way, by one hour's error only, or an hour short.
      slips: [
        timeT(shownB + k * rate(b)),
        timeT(shownB - rate(b)),
        timeT(START + (k - 1) * 60),
        timeT(START + k * 60 - rate(b)),
      ],
      explain: T(
        `In every correct hour ${C(b).en} moves ${60 + rate(b)} minutes. It has moved from 08:00 to ${hm(shownB)}, that is ${k * (60 + rate(b))} minutes, so ${k * (60 + rate(b))} ÷ ${60 + rate(b)} = ${k} correct hours have passed: ${hm(START + k * 60)}.`,
        `हर सही घंटे में ${C(b).hi} ${60 + rate(b)} मिनट चलती है। वह 08:00 से ${hm(shownB)} तक, यानी ${k * (60 + rate(b))} मिनट चली है, अतः ${k * (60 + rate(b))} ÷ ${60 + rate(b)} = ${k} सही घंटे बीते हैं: ${hm(START + k * 60)}।`,
      ),
      seconds: 120,
      check: () => {
        const m = firstMinute([rate(b)], (s) => Math.abs((s[0] as number) - shownB) < 1e-6, 1440);
        return m < 0 ? '' : hm(START + m);
      },
    });
    // 3. When clocks c and d are exactly g minutes apart.
    const rel = Math.abs(rate(c) - rate(d));
    const wrongRel =
      rate(c) * rate(d) < 0
        ? Math.abs(Math.abs(rate(c)) - Math.abs(rate(d)))
        : Math.abs(rate(c)) + Math.abs(rate(d));
    const hrs = rng.int(2, 12);
    const gap = rel * hrs;
    const at = START + (gap / rel) * 60;
    ask({
      title: T('Two clocks apart', 'दो घड़ियों का अंतर'),
      statement: T(
        `At what correct time are ${C(c).en} and ${C(d).en} exactly ${gap} minutes apart for the first time?`,
        `सही समय के अनुसार कब ${C(c).hi} और ${C(d).hi} में पहली बार ठीक ${gap} मिनट का अंतर होता है?`,
      ),
      answer: timeT(at),
      // Slips: adding the rates when both run the same way (or subtracting when they run opposite ways).
      slips: [
        ...(wrongRel > 0 && ((gap / wrongRel) * 60) % 1 === 0 ? [timeT(START + (gap / wrongRel) * 60)] : []),
        timeT(at + 60),
        timeT(at - 60),
        timeT(at + 30),
      ],
      explain: T(
        `${cap(C(c)).en} ${rateText(c).en} and ${C(d).en} ${rateText(d).en}, so every hour they drift apart by ${rate(c) * rate(d) < 0 ? `${Math.abs(rate(c))} + ${Math.abs(rate(d))}` : `${Math.max(Math.abs(rate(c)), Math.abs(rate(d)))} − ${Math.min(Math.abs(rate(c)), Math.abs(rate(d)))}`} = ${rel} minutes. ${gap} minutes apart takes ${gap} ÷ ${rel} = ${gap / rel} hours after 08:00: ${hm(at)}.`,
        `${C(c).hi} ${rateText(c).hi} और ${C(d).hi} ${rateText(d).hi}, अतः हर घंटे उनका अंतर ${rate(c) * rate(d) < 0 ? `${Math.abs(rate(c))} + ${Math.abs(rate(d))}` : `${Math.max(Math.abs(rate(c)), Math.abs(rate(d)))} − ${Math.min(Math.abs(rate(c)), Math.abs(rate(d)))}`} = ${rel} मिनट बढ़ता है। ${gap} मिनट का अंतर 08:00 के ${gap} ÷ ${rel} = ${gap / rel} घंटे बाद होगा: ${hm(at)}।`,
      ),
      seconds: 150,
      check: () => {
        const m = firstMinute(
          [rate(c), rate(d)],
          (s) => Math.abs(Math.abs((s[0] as number) - (s[1] as number)) - gap) < 1e-6,
          1440,
        );
        return m < 0 ? '' : hm(START + m);
      },
    });
    // 4. When the clock with the largest rate first shows the correct time again (12 hours off).
    const e = [a, b, c, d].reduce((x, y) => (Math.abs(rate(y)) > Math.abs(rate(x)) ? y : x));
    const hours = 720 / Math.abs(rate(e));
    const dayText = (hh: number): Text => {
      const days = Math.floor(hh / 24);
      const rest = hh % 24;
      return T(
        `after ${hh} hours (${days} day${days === 1 ? '' : 's'}${rest ? ` ${rest} hour${rest === 1 ? '' : 's'}` : ''})`,
        `${hh} घंटे (${days} दिन${rest ? ` ${rest} घंटे` : ''}) बाद`,
      );
    };
    ask({
      title: T('Right again', 'फिर से सही समय'),
      statement: T(
        `After 08:00, when does ${C(e).en} next show the correct time?`,
        `08:00 के बाद ${C(e).hi} अगली बार सही समय कब दिखाएगी?`,
      ),
      answer: dayText(hours),
      // Slips: a 24-hour full turn, half a turn, a day more or less.
      slips: [dayText(2 * hours), dayText(hours / 2), dayText(hours + 24), dayText(hours - 24)],
      explain: T(
        `A 12-hour dial shows the correct time again when the clock is a full 12 hours = 720 minutes off. At ${Math.abs(rate(e))} minute${Math.abs(rate(e)) === 1 ? '' : 's'} an hour this takes 720 ÷ ${Math.abs(rate(e))} = ${hours} hours.`,
        `12 घंटे वाला डायल फिर सही समय तब दिखाता है जब घड़ी पूरे 12 घंटे = 720 मिनट आगे या पीछे हो जाए। ${Math.abs(rate(e))} मिनट प्रति घंटे की दर से इसमें 720 ÷ ${Math.abs(rate(e))} = ${hours} घंटे लगते हैं।`,
      ),
      seconds: 120,
      check: () => {
        // Run the clock minute by minute until its error is a whole number of 12-hour turns.
        let shown = START;
        for (let m = 1; m <= 24 * 60 * 30; m++) {
          shown += (60 + rate(e)) / 60;
          const off = Math.abs(shown - (START + m));
          if (Math.abs(off - 720) < 1e-6) return dayText(m / 60).en;
        }
        return '';
      },
    });
    const table = both((lang) =>
      mdTable(
        lang === 'en' ? ['Clock', 'Error'] : ['घड़ी', 'त्रुटि'],
        range(4).map((i) => [cap(C(i))[lang], rateText(i)[lang]]),
      ),
    );
    const body = both((lang) =>
      [
        lang === 'en'
          ? 'Four clocks with 12-hour dials were all set to the correct time at 08:00 one morning. Each then gains or loses time at a steady rate, as below. Times are written in 24-hour form.'
          : 'एक सुबह 08:00 बजे चार घड़ियों (12 घंटे वाले डायल) को सही समय पर मिलाया गया। इसके बाद हर घड़ी नीचे दी गई स्थिर दर से आगे या पीछे होती जाती है। समय 24 घंटे के प्रारूप में लिखे हैं।',
        table[lang],
      ].join('\n\n'),
    );
    return {
      set: { kind: 'passage', title: T('Four faulty clocks', 'चार गलत चलने वाली घड़ियाँ'), body },
      questions,
      numbers: [],
    };
  },
};
