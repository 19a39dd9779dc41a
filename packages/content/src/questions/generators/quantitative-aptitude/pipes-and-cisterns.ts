/**
 * Pipes and cisterns: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `pipes-and-cisterns/leak-empties-tank` – a leak slows the filling: the leak's time to empty the tank – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `pipes-and-cisterns/two-inlets-one-outlet` – two inlets and an outlet opened together: the time to fill – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `pipes-and-cisterns/alternate-opening` – two pipes opened alternately for a minute each: the time to fill – SSC CGL, Bank PO, CAT, Placements
 * - `pipes-and-cisterns/closed-after-minutes` – both inlets open, one closed after k minutes: the total time to fill – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `pipes-and-cisterns/opened-one-after-another` – three inlets opened at equal intervals: the time to fill – SSC CGL, Bank PO, Placements
 * - `pipes-and-cisterns/hole-at-half-height` – a hole halfway up the tank: the time to fill with the hole open – SSC CGL, Bank PO, CAT, Placements
 * - `pipes-and-cisterns/capacity-from-inlet-litres` – a leak and an inlet in litres a minute: the capacity of the tank – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `pipes-and-cisterns/one-faster-by-minutes` – two pipes together, one d minutes slower: each pipe's time (a quadratic) – SSC CGL, Bank PO, CAT, Placements
 * - `pipes-and-cisterns/alternate-hours-with-leak` (CAT) – inlets in hourly turns while a leak runs: the time to fill – CAT, Bank PO, Placements
 * - `pipes-and-cisterns/when-to-close-outlet` (CAT) – all pipes open: when to close the outlet so the tank fills at a given minute – CAT, Bank PO, Placements
 */
import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors } from './answer-formats.js';

/** Leak cases: the pipe alone takes a hours, with the leak b hours, the leak alone ab/(b−a) hours. */
const LEAK_CASES: [number, number][] = [];
for (let a = 2; a <= 30; a++) {
  for (let b = a + 1; b <= a + 20; b++) {
    const leak = (a * b) / (b - a);
    if (Number.isInteger(leak) && leak <= 120) LEAK_CASES.push([a, b]);
  }
}

/** A leak slows the filling: how long does the leak alone take to empty the full tank? */
export const pipesLeakEmptiesTank: QuestionGenerator = {
  id: 'pipes-and-cisterns/leak-empties-tank',
  topic: 'pipes-and-cisterns',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const [a, b] = rng.pick(LEAK_CASES);
    const leak = (a * b) / (b - a);
    const where = rng.pick([
      { en: 'at the bottom of the tank', hi: 'टंकी की तली में' },
      { en: 'in the tank', hi: 'टंकी में' },
      { en: 'in the cistern', hi: 'हौज़ में' },
    ]);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      leak,
      showableDistractors([
        b - a, // subtracts the times instead of the rates
        (a * b) / (a + b), // adds the rates, as if the leak helped
        a + b, // adds the times
        a * b, // forgets to divide by the difference of the times
      ]),
    );
    const statement = {
      en: `A pipe can fill a tank in ${a} hours. Because of a leak ${where.en}, the tank takes ${b} hours to fill. In how many hours can the leak alone empty the full tank?`,
      hi: `एक नल किसी टंकी को ${a} घंटे में भर सकता है। ${where.hi} रिसाव के कारण टंकी भरने में ${b} घंटे लगते हैं। रिसाव अकेला भरी हुई टंकी को कितने घंटे में खाली कर देगा?`,
    };
    const solution = {
      en: [
        `Per hour the pipe fills $\\frac{1}{${a}}$ of the tank, but with the leak only $\\frac{1}{${b}}$ gets filled.`,
        `The leak empties $\\frac{1}{${a}} - \\frac{1}{${b}} = \\frac{${b - a}}{${a * b}} = \\frac{1}{${leak}}$ of the tank per hour.`,
        `Leak alone $= \\frac{${a} \\times ${b}}{${b} - ${a}} = \\frac{${a * b}}{${b - a}} = ${leak}$ hours.`,
        '',
        `**Answer: ${leak} hours**`,
      ].join('\n\n'),
      hi: [
        `नल प्रति घंटा टंकी का $\\frac{1}{${a}}$ भाग भरता है, पर रिसाव के साथ केवल $\\frac{1}{${b}}$ भाग भरता है।`,
        `रिसाव प्रति घंटा $\\frac{1}{${a}} - \\frac{1}{${b}} = \\frac{${b - a}}{${a * b}} = \\frac{1}{${leak}}$ भाग खाली करता है।`,
        `रिसाव अकेला $= \\frac{${a} \\times ${b}}{${b} - ${a}} = \\frac{${a * b}}{${b - a}} = ${leak}$ घंटे।`,
        '',
        `**उत्तर: ${leak} घंटे**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Time for a leak to empty a tank', hi: 'रिसाव द्वारा टंकी खाली होने का समय' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} hours`, hi: `${t} घंटे` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [a, b, leak],
      check() {
        // LCM method: the tank is lcm(a, b) units; the leak's rate is the pipe's minus the net rate.
        const units = lcm(a, b);
        const leakRate = units / a - units / b;
        const value = units / leakRate;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** Two inlets and an outlet with whole-minute times, and a whole-minute fill when all are open. */
const THREE_PIPE_CASES: { a: number; b: number; c: number; t: number }[] = [];
for (let a = 6; a <= 60; a++) {
  for (let b = a + 1; b <= 90; b++) {
    for (let c = 8; c <= 120; c++) {
      const net = b * c + a * c - a * b; // all three rates over the common denominator abc
      if (net <= 0 || c === a || c === b) continue;
      const t = (a * b * c) / net;
      // A small capacity in units keeps the numbers exam-like.
      if (Number.isInteger(t) && t <= 180 && lcm(lcm(a, b), c) <= 360) THREE_PIPE_CASES.push({ a, b, c, t });
    }
  }
}

/** Two pipes fill, one empties, all opened on an empty tank: signed rates add. */
export const pipesTwoInletsOneOutlet: QuestionGenerator = {
  id: 'pipes-and-cisterns/two-inlets-one-outlet',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { a, b, c, t } = rng.pick(THREE_PIPE_CASES);
    const units = lcm(lcm(a, b), c);
    const ra = units / a;
    const rb = units / b;
    const rc = units / c;
    const net = ra + rb - rc;
    const statement = {
      en: `Pipes A and B can fill a tank in ${a} minutes and ${b} minutes respectively, and pipe C can empty the full tank in ${c} minutes. If all three pipes are opened together on the empty tank, in how many minutes will it be full?`,
      hi: `नल A और B किसी टंकी को क्रमशः ${a} मिनट और ${b} मिनट में भर सकते हैं, और नल C भरी हुई टंकी को ${c} मिनट में खाली कर सकता है। यदि खाली टंकी पर तीनों नल एक साथ खोल दिए जाएँ, तो टंकी कितने मिनट में भर जाएगी?`,
    };
    const solution = {
      en: [
        `Take the capacity as $\\text{LCM}(${a}, ${b}, ${c}) = ${units}$ units.`,
        `Per minute: A fills $+${ra}$, B fills $+${rb}$, C empties $-${rc}$ units. Net $= ${ra} + ${rb} - ${rc} = ${net}$ units per minute.`,
        `Time $= \\frac{${units}}{${net}} = ${t}$ minutes.`,
        '',
        `**Answer: ${t} minutes**`,
      ].join('\n\n'),
      hi: [
        `टंकी की क्षमता $\\text{LCM}(${a}, ${b}, ${c}) = ${units}$ इकाई मानें।`,
        `प्रति मिनट: A $+${ra}$, B $+${rb}$ इकाई भरते हैं, C $-${rc}$ इकाई खाली करता है। कुल $= ${ra} + ${rb} - ${rc} = ${net}$ इकाई प्रति मिनट।`,
        `समय $= \\frac{${units}}{${net}} = ${t}$ मिनट।`,
        '',
        `**उत्तर: ${t} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two inlets and an outlet', hi: 'दो भरने वाले और एक खाली करने वाला नल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: t, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [a, b, c, t],
      check() {
        // Minute by minute, in units of 1/(a·b·c) of the tank, until the tank is full.
        const full = a * b * c;
        let level = 0;
        let minutes = 0;
        while (level < full) {
          level += b * c + a * c - a * b;
          minutes++;
        }
        return { kind: 'numeric', value: level === full ? minutes : -1, tolerance: 0 };
      },
    };
  },
};

/** Alternate-pipe cases: A and B take turns of one minute, starting with A, filling in whole seconds. */
interface AlternateCase {
  a: number;
  b: number;
  seconds: number;
}

/** When the tank fills (in seconds) with A and B opened alternately for a minute each, A first. */
function alternateFillSeconds(a: number, b: number, bFirst = false): number {
  const units = lcm(a, b);
  const [first, second] = bFirst ? [units / b, units / a] : [units / a, units / b];
  const cycle = first + second;
  // Whole cycles that leave some of the tank still to fill, then the last minute or two.
  const cycles = Math.floor((units - 1) / cycle);
  let left = units - cycles * cycle;
  let minutes = 2 * cycles;
  if (left > first) {
    left -= first;
    minutes += 1;
    return minutes * 60 + (60 * left) / second;
  }
  return minutes * 60 + (60 * left) / first;
}

const ALTERNATE_CASES: AlternateCase[] = [];
for (let a = 6; a <= 40; a++) {
  for (let b = 6; b <= 40; b++) {
    if (a === b) continue;
    const seconds = alternateFillSeconds(a, b);
    const units = lcm(a, b);
    // Whole seconds, and the tank fills partway through a cycle (so the trap answer is wrong).
    if (Number.isInteger(seconds) && units <= 480 && units % (units / a + units / b) !== 0)
      ALTERNATE_CASES.push({ a, b, seconds });
  }
}

function minSec(total: number) {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return s === 0
    ? { en: `${m} minutes`, hi: `${m} मिनट` }
    : { en: `${m} min ${s} s`, hi: `${m} मिनट ${s} सेकंड` };
}

/** Pipes opened alternately: whole cycles first, then finish the last bit pipe by pipe. */
export const pipesAlternateOpening: QuestionGenerator = {
  id: 'pipes-and-cisterns/alternate-opening',
  topic: 'pipes-and-cisterns',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { a, b, seconds } = rng.pick(ALTERNATE_CASES);
    const units = lcm(a, b);
    const ra = units / a;
    const rb = units / b;
    const cycle = ra + rb;
    const cycles = Math.floor((units - 1) / cycle);
    const afterCycles = cycles * cycle;
    const left = units - afterCycles;
    const aFinishes = left <= ra;
    const lastSeconds = aFinishes ? (60 * left) / ra : (60 * (left - ra)) / rb;
    const spread = (120 * units) / cycle; // the tank treated as filling evenly over each cycle
    const bothTogether = (60 * units) / cycle; // both pipes open at once
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      seconds,
      [
        spread, // divides the tank by the cycle rate as if the work were spread evenly
        alternateFillSeconds(a, b, true), // starts with B instead of A
        bothTogether, // opens both pipes together
        Math.ceil(seconds / 60) * 60, // rounds the last part up to a whole minute
        seconds + 60,
        seconds - 30,
      ].filter((s) => Number.isInteger(s) && s > 0),
    );
    const statement = {
      en: `Pipe A can fill a tank in ${a} minutes and pipe B can fill it in ${b} minutes. They are opened alternately for one minute each, starting with A. How long will the empty tank take to fill?`,
      hi: `नल A किसी टंकी को ${a} मिनट में और नल B उसे ${b} मिनट में भर सकता है। दोनों को बारी-बारी से एक-एक मिनट के लिए खोला जाता है, शुरुआत A से। खाली टंकी कितने समय में भरेगी?`,
    };
    const answer = minSec(seconds);
    const lastEn = aFinishes
      ? `Minute ${2 * cycles + 1} (A) needs only $\\frac{${left}}{${ra}}$ of a minute $= ${lastSeconds}$ s.`
      : `Minute ${2 * cycles + 1} (A) brings it to ${afterCycles + ra} units; B then needs $\\frac{${left - ra}}{${rb}}$ of a minute $= ${lastSeconds}$ s for the last ${left - ra} ${left - ra === 1 ? 'unit' : 'units'}.`;
    const lastHi = aFinishes
      ? `${2 * cycles + 1}वें मिनट (A) में केवल $\\frac{${left}}{${ra}}$ मिनट $= ${lastSeconds}$ सेकंड चाहिए।`
      : `${2 * cycles + 1}वें मिनट (A) में टंकी ${afterCycles + ra} इकाई तक भरती है; अंतिम ${left - ra} इकाई के लिए B को $\\frac{${left - ra}}{${rb}}$ मिनट $= ${lastSeconds}$ सेकंड चाहिए।`;
    const solution = {
      en: [
        `Capacity $= \\text{LCM}(${a}, ${b}) = ${units}$ units. A fills ${ra} and B fills ${rb} units a minute.`,
        `One cycle (2 minutes) fills $${ra} + ${rb} = ${cycle}$ units. After ${cycles} cycles (${2 * cycles} minutes): $${afterCycles}$ units; ${left} units remain.`,
        lastEn,
        `Total: ${answer.en}. (Dividing ${units} by ${cycle} units per 2 minutes would be wrong: the tank fills partway through a cycle.)`,
        '',
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `क्षमता $= \\text{LCM}(${a}, ${b}) = ${units}$ इकाई। A प्रति मिनट ${ra} और B ${rb} इकाई भरता है।`,
        `एक चक्र (2 मिनट) में $${ra} + ${rb} = ${cycle}$ इकाई भरती हैं। ${cycles} चक्रों (${2 * cycles} मिनट) के बाद: $${afterCycles}$ इकाई; ${left} इकाई शेष।`,
        lastHi,
        `कुल: ${answer.hi}। (${units} को 2 मिनट की ${cycle} इकाई से भाग देना गलत होगा: टंकी चक्र के बीच में भरती है।)`,
        '',
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Pipes opened alternately', hi: 'बारी-बारी से खोले गए नल' },
      type: 'single',
      statement,
      options: raw.map((t) => minSec(Number(t))),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 150,
      numbers: [a, b, Math.floor(seconds / 60)],
      check() {
        // Second by second: with the tank as 60·a·b units, A adds b units a second and B adds a.
        const full = 60 * a * b;
        let level = 0;
        let t = 0;
        while (level < full) {
          const aTurn = Math.floor(t / 60) % 2 === 0;
          level += aTurn ? b : a;
          t++;
        }
        return { kind: 'choice', correct: [level === full ? raw.indexOf(String(t)) : -1] };
      },
    };
  },
};
