import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const units = (n: number) => (n === 1 ? 'unit' : 'units');
const hoursEn = (n: number) => (n === 1 ? 'hour' : 'hours');

/** A time in minutes as hours and minutes, in both languages: `7 hours 30 minutes`. */
function hoursMinutes(total: number) {
  const h = Math.floor(total / 60);
  const m = total % 60;
  const minEn = m === 0 ? '' : ` ${m} ${m === 1 ? 'minute' : 'minutes'}`;
  const minHi = m === 0 ? '' : ` ${m} मिनट`;
  return { en: `${h} ${hoursEn(h)}${minEn}`, hi: `${h} ${h === 1 ? 'घंटा' : 'घंटे'}${minHi}` };
}

/** Minutes to fill when two pipes take turns of an hour, netting `first` and `second` units an hour. */
function turnsMinutes(l: number, first: number, second: number): number {
  const cycle = first + second;
  const cycles = Math.floor((l - 1) / cycle);
  const left = l - cycles * cycle;
  const hours = left <= first ? 2 * cycles + left / first : 2 * cycles + 1 + (left - first) / second;
  return Math.round(hours * 60 * 1e6) / 1e6;
}

/** Two inlets taking hourly turns against a leak: each net rate positive, the fill in whole minutes. */
const LEAK_TURN_CASES: { a: number; b: number; c: number }[] = [];
for (let a = 3; a <= 30; a++) {
  for (let b = 3; b <= 30; b++) {
    for (let c = Math.max(a, b) + 1; c <= 60; c++) {
      const l = lcm(lcm(a, b), c);
      if (a === b || l > 720) continue;
      const na = l / a - l / c;
      const nb = l / b - l / c;
      const t = turnsMinutes(l, na, nb);
      if (l % (na + nb) !== 0 && Number.isInteger(t) && t >= 240 && t <= 2400)
        LEAK_TURN_CASES.push({ a, b, c });
    }
  }
}

/** Inlets opened for an hour each in turn while a leak runs throughout: net rates per turn, then cycles. */
export const pipesAlternateHoursWithLeak: QuestionGenerator = {
  id: 'pipes-and-cisterns/alternate-hours-with-leak',
  topic: 'pipes-and-cisterns',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const { a, b, c } = rng.pick(LEAK_TURN_CASES);
    const l = lcm(lcm(a, b), c);
    const [ra, rb, rc] = [l / a, l / b, l / c];
    const na = ra - rc;
    const nb = rb - rc;
    const cycle = na + nb;
    const answer = turnsMinutes(l, na, nb);
    const cycles = Math.floor((l - 1) / cycle);
    const done = cycles * cycle;
    const left = l - done;
    const aFinishes = left <= na;
    const lastMinutes = aFinishes ? (60 * left) / na : (60 * (left - na)) / nb;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      [
        (120 * l) / cycle, // spreads the filling evenly over each two-hour cycle
        turnsMinutes(l, ra, rb), // forgets the leak
        turnsMinutes(l, nb, na), // starts with B
        (60 * l) / (ra + rb - rc), // opens A and B together
        Math.ceil(answer / 60) * 60, // rounds the last part up to a whole hour
        answer + 60,
      ].filter((m) => Number.isInteger(m) && m > 0),
    );
    const statement = {
      en: `Pipes A and B can fill a tank in ${a} hours and ${b} hours respectively, and a leak at the bottom can empty the full tank in ${c} hours. Starting with A, the two pipes are opened alternately for one hour each, while the leak stays open all the time. How long will the empty tank take to fill?`,
      hi: `नल A और B किसी टंकी को क्रमशः ${a} घंटे और ${b} घंटे में भर सकते हैं, और तली का एक रिसाव भरी टंकी को ${c} घंटे में खाली कर सकता है। A से शुरू करके दोनों नल बारी-बारी से एक-एक घंटे के लिए खोले जाते हैं, जबकि रिसाव पूरे समय खुला रहता है। खाली टंकी कितने समय में भरेगी?`,
    };
    const total = hoursMinutes(answer);
    const lastEn = aFinishes
      ? `Hour ${2 * cycles + 1} (A) needs only $\\frac{${left}}{${na}}$ of an hour $= ${lastMinutes}$ minutes for the last ${left} ${left === 1 ? 'unit' : 'units'}.`
      : `Hour ${2 * cycles + 1} (A) adds ${na} ${units(na)}, leaving ${left - na}; then B needs $\\frac{${left - na}}{${nb}}$ of an hour $= ${lastMinutes}$ minutes.`;
    const lastHi = aFinishes
      ? `${2 * cycles + 1}वें घंटे (A) में अंतिम ${left} इकाई के लिए केवल $\\frac{${left}}{${na}}$ घंटा $= ${lastMinutes}$ मिनट चाहिए।`
      : `${2 * cycles + 1}वें घंटे (A) में ${na} इकाई भरती है, ${left - na} इकाई बचती है; फिर B को $\\frac{${left - na}}{${nb}}$ घंटा $= ${lastMinutes}$ मिनट चाहिए।`;
    const solution = {
      en: [
        `Take the capacity as $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ units: A fills ${ra} ${units(ra)}, B fills ${rb} ${units(rb)} and the leak empties ${rc} ${units(rc)} an hour.`,
        `Net gain in A's hour: $${ra} - ${rc} = ${na}$ units; in B's hour: $${rb} - ${rc} = ${nb}$ units. Every two hours: ${cycle} units.`,
        `After ${cycles} two-hour cycles (${2 * cycles} hours) the tank holds ${done} units; ${left} ${left === 1 ? 'remains' : 'remain'}. Both net gains are positive, so the tank never goes down.`,
        lastEn,
        `Total: ${total.en}. (Dividing ${l} by ${cycle} units per two hours is wrong: the tank fills partway through a cycle.)`,
        '',
        `**Answer: ${total.en}**`,
      ].join('\n\n'),
      hi: [
        `टंकी की क्षमता $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ इकाई मानें: A प्रति घंटा ${ra}, B ${rb} इकाई भरता है और रिसाव ${rc} इकाई खाली करता है।`,
        `A के घंटे में शुद्ध वृद्धि: $${ra} - ${rc} = ${na}$ इकाई; B के घंटे में: $${rb} - ${rc} = ${nb}$ इकाई। हर दो घंटे में: ${cycle} इकाई।`,
        `${cycles} चक्रों (${2 * cycles} घंटे) के बाद टंकी में ${done} इकाई है; ${left} इकाई शेष। दोनों शुद्ध वृद्धियाँ धनात्मक हैं, अतः जल-स्तर कभी नहीं घटता।`,
        lastHi,
        `कुल: ${total.hi}। (${l} को दो घंटे की ${cycle} इकाई से भाग देना गलत है: टंकी चक्र के बीच में भरती है।)`,
        '',
        `**उत्तर: ${total.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Pipes in hourly turns with a leak', hi: 'रिसाव के साथ घंटे-घंटे की बारी में नल' },
      type: 'single',
      statement,
      options: raw.map((t) => hoursMinutes(Number(t))),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [a, b, c],
      check() {
        // Minute by minute with the tank as 60·a·b·c units: A adds 60bc, B adds 60ac and the leak
        // takes 60ab per hour, i.e. bc, ac and ab a minute.
        const full = 60 * a * b * c;
        let level = 0;
        let t = 0;
        while (level < full) {
          const aTurn = Math.floor(t / 60) % 2 === 0;
          level += (aTurn ? b * c : a * c) - a * b;
          t++;
        }
        return { kind: 'choice', correct: [level === full ? raw.indexOf(String(t)) : -1] };
      },
    };
  },
};

/** When to close the outlet so that the tank is full at the given minute. */
export const pipesWhenToCloseOutlet: QuestionGenerator = {
  id: 'pipes-and-cisterns/when-to-close-outlet',
  topic: 'pipes-and-cisterns',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let pick = { a: 12, b: 15, c: 20, t: 10 };
    for (let tries = 0; tries < 20_000; tries++) {
      const a = rng.int(6, 60);
      const b = rng.int(6, 60);
      const c = rng.int(6, 90);
      const l = lcm(lcm(a, b), c);
      if (a === b || c === a || c === b || l > 600) continue;
      const s = l / a + l / b;
      const rc = l / c;
      if (s <= rc) continue;
      // T after the fill with C shut all along, before the fill with C open all along, k whole.
      const ts: number[] = [];
      for (let t = Math.floor(l / s) + 1; t * (s - rc) < l; t++) {
        const k = (t * s - l) / rc;
        if (Number.isInteger(k) && k >= 2 && k <= t - 2) ts.push(t);
      }
      if (ts.length === 0) continue;
      pick = { a, b, c, t: rng.pick(ts) };
      break;
    }
    const { a, b, c, t } = pick;
    const l = lcm(lcm(a, b), c);
    const [ra, rb, rc] = [l / a, l / b, l / c];
    const s = ra + rb;
    const k = (t * s - l) / rc;
    const rcK = rc === 1 ? 'k' : `${rc}k`;
    const statement = {
      en: `Pipes A and B can fill a tank in ${a} minutes and ${b} minutes respectively, and pipe C can empty the full tank in ${c} minutes. All three pipes are opened together on the empty tank. After how many minutes should pipe C be closed so that the tank is full exactly ${t} minutes after the pipes were opened?`,
      hi: `नल A और B किसी टंकी को क्रमशः ${a} मिनट और ${b} मिनट में भर सकते हैं, और नल C भरी टंकी को ${c} मिनट में खाली कर सकता है। खाली टंकी पर तीनों नल एक साथ खोले जाते हैं। नल C को कितने मिनट बाद बंद किया जाए कि टंकी नल खोलने के ठीक ${t} मिनट बाद भर जाए?`,
    };
    const solution = {
      en: [
        `Take the capacity as $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ units: A and B fill ${ra} ${units(ra)} and ${rb} ${units(rb)} a minute, C empties ${rc}.`,
        `A and B run all ${t} minutes: $${t} \\times (${ra} + ${rb}) = ${t * s}$ units. C runs $k$ minutes and takes out $${rcK}$ units.`,
        `$${t * s} - ${rcK} = ${l} \\Rightarrow ${rcK} = ${t * s - l} \\Rightarrow k = ${k}$`,
        `Check: after ${k} minutes the tank holds $${k} \\times (${s} - ${rc}) = ${k * (s - rc)}$ units; A and B then add $${t - k} \\times ${s} = ${(t - k) * s}$ units, ${l} in all.`,
        '',
        `**Answer: ${k} minutes**`,
      ].join('\n\n'),
      hi: [
        `टंकी की क्षमता $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ इकाई मानें: A और B प्रति मिनट ${ra} और ${rb} इकाई भरते हैं, C ${rc} इकाई खाली करता है।`,
        `A और B पूरे ${t} मिनट चलते हैं: $${t} \\times (${ra} + ${rb}) = ${t * s}$ इकाई। C $k$ मिनट चलकर $${rcK}$ इकाई निकालता है।`,
        `$${t * s} - ${rcK} = ${l} \\Rightarrow ${rcK} = ${t * s - l} \\Rightarrow k = ${k}$`,
        `जाँच: ${k} मिनट बाद टंकी में $${k} \\times (${s} - ${rc}) = ${k * (s - rc)}$ इकाई है; फिर A और B $${t - k} \\times ${s} = ${(t - k) * s}$ इकाई भरते हैं, कुल ${l}।`,
        '',
        `**उत्तर: ${k} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'When to close the outlet pipe', hi: 'निकास नल कब बंद करें' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: k, tolerance: 0 },
      solution,
      expectedSeconds: 180,
      numbers: [a, b, c, t, k],
      check() {
        // Try each closing minute, filling minute by minute (tank = a·b·c units), and keep the one
        // whose tank is first full exactly at minute t.
        const full = a * b * c;
        for (let close = 1; close < t; close++) {
          let level = 0;
          let minute = 0;
          while (level < full && minute < t) {
            level += b * c + a * c - (minute < close ? a * b : 0);
            minute++;
          }
          if (level === full && minute === t) return { kind: 'numeric', value: close, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
