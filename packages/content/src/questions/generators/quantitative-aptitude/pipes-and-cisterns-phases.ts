import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { wholePositive } from './answer-formats.js';

const units = (n: number) => (n === 1 ? 'unit' : 'units');
const hours = (n: number) => (n === 1 ? 'hour' : 'hours');

/** Options in minutes, worded in both languages. */
const minuteOptions = (raw: string[]) =>
  raw.map((t) => ({ en: `${t} ${t === '1' ? 'minute' : 'minutes'}`, hi: `${t} मिनट` }));

/** Two inlets opened together, one closed after k minutes, the other finishing in whole minutes. */
const CLOSED_CASES: { a: number; b: number; k: number; closeB: boolean }[] = [];
for (let a = 6; a <= 60; a++) {
  for (let b = 6; b <= 60; b++) {
    const l = lcm(a, b);
    if (a === b || l > 360) continue;
    const both = l / a + l / b;
    for (let k = 2; k * both < l; k++) {
      const rest = l - k * both;
      for (const closeB of [true, false]) {
        const stays = closeB ? l / a : l / b;
        if (rest % stays === 0 && rest / stays >= 2) CLOSED_CASES.push({ a, b, k, closeB });
      }
    }
  }
}

/** Both inlets open, one is closed after k minutes: what the pair filled, then the other pipe alone. */
export const pipesClosedAfterMinutes: QuestionGenerator = {
  id: 'pipes-and-cisterns/closed-after-minutes',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, b, k, closeB } = rng.pick(CLOSED_CASES);
    const l = lcm(a, b);
    const ra = l / a;
    const rb = l / b;
    const filled = k * (ra + rb);
    const rest = l - filled;
    const [closed, stays] = closeB ? (['B', 'A'] as const) : (['A', 'B'] as const);
    const stayRate = closeB ? ra : rb;
    const closedRate = closeB ? rb : ra;
    const alone = rest / stayRate;
    const total = k + alone;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      total,
      wholePositive([
        alone, // forgets the first k minutes
        k + rest / closedRate, // lets the closed pipe carry on instead
        l / (ra + rb), // both pipes open throughout
        closeB ? a : b, // the remaining pipe's own time
        total + k,
      ]),
    );
    const statement = {
      en: `Pipes A and B can fill a tank in ${a} minutes and ${b} minutes respectively. Both are opened together on the empty tank, and after ${k} minutes pipe ${closed} is closed. In how many minutes in all will the tank be full?`,
      hi: `नल A और B किसी टंकी को क्रमशः ${a} मिनट और ${b} मिनट में भर सकते हैं। खाली टंकी पर दोनों को एक साथ खोला जाता है, और ${k} मिनट बाद नल ${closed} बंद कर दिया जाता है। टंकी कुल कितने मिनट में भरेगी?`,
    };
    const solution = {
      en: [
        `Take the capacity as $\\text{LCM}(${a}, ${b}) = ${l}$ units: A fills ${ra} ${units(ra)} and B fills ${rb} ${units(rb)} a minute.`,
        `In the first ${k} minutes both fill $${k} \\times (${ra} + ${rb}) = ${filled}$ units, leaving $${l} - ${filled} = ${rest}$ units.`,
        `Pipe ${stays} alone fills them in $\\frac{${rest}}{${stayRate}} = ${alone}$ minutes.`,
        `Total $= ${k} + ${alone} = ${total}$ minutes.`,
        '',
        `**Answer: ${total} minutes**`,
      ].join('\n\n'),
      hi: [
        `टंकी की क्षमता $\\text{LCM}(${a}, ${b}) = ${l}$ इकाई मानें: A प्रति मिनट ${ra} और B ${rb} इकाई भरता है।`,
        `पहले ${k} मिनट में दोनों $${k} \\times (${ra} + ${rb}) = ${filled}$ इकाई भरते हैं, शेष $${l} - ${filled} = ${rest}$ इकाई।`,
        `नल ${stays} अकेला इन्हें $\\frac{${rest}}{${stayRate}} = ${alone}$ मिनट में भरता है।`,
        `कुल समय $= ${k} + ${alone} = ${total}$ मिनट।`,
        '',
        `**उत्तर: ${total} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'One of two pipes closed after some minutes', hi: 'कुछ मिनट बाद दो में से एक नल बंद' },
      type: 'single',
      statement,
      options: minuteOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [a, b, k, total],
      check() {
        // Minute by minute, with the tank as a·b units (A adds b a minute, B adds a).
        let level = 0;
        let t = 0;
        while (level < a * b) {
          level += t < k ? a + b : closeB ? b : a;
          t++;
        }
        return { kind: 'choice', correct: [level === a * b ? raw.indexOf(String(t)) : -1] };
      },
    };
  },
};

/** Three inlets opened g minutes apart; after the last one opens, all three finish in whole minutes. */
const STAGGER_CASES: { a: number; b: number; c: number; g: number }[] = [];
for (let a = 10; a <= 60; a += 2) {
  for (let b = 10; b <= 60; b += 2) {
    for (let c = 10; c <= 60; c += 2) {
      const l = lcm(lcm(a, b), c);
      if (a === b || b === c || a === c || l > 600) continue;
      for (let g = 2; g <= 10; g++) {
        const rest = l - 2 * g * (l / a) - g * (l / b);
        const sum = l / a + l / b + l / c;
        if (rest > 0 && rest % sum === 0 && rest / sum >= 2) STAGGER_CASES.push({ a, b, c, g });
      }
    }
  }
}

/** Pipes opened one after another at equal intervals: the staggered part, then all together. */
export const pipesOpenedOneAfterAnother: QuestionGenerator = {
  id: 'pipes-and-cisterns/opened-one-after-another',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, b, c, g } = rng.pick(STAGGER_CASES);
    const l = lcm(lcm(a, b), c);
    const [ra, rb, rc] = [l / a, l / b, l / c];
    const byA = 2 * g * ra;
    const byB = g * rb;
    const rest = l - byA - byB;
    const sum = ra + rb + rc;
    const last = rest / sum;
    const total = 2 * g + last;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      total,
      wholePositive([
        l / sum, // all three open from the start
        last, // counts only from when C is opened
        total - g, // counts from when B is opened
        g + last, // gives A only one interval on its own
      ]),
    );
    const statement = {
      en: `Pipes A, B and C can fill a tank in ${a}, ${b} and ${c} minutes respectively. Pipe A is opened on the empty tank, pipe B ${g} minutes later, and pipe C another ${g} minutes after that. How many minutes after A was opened will the tank be full?`,
      hi: `नल A, B और C किसी टंकी को क्रमशः ${a}, ${b} और ${c} मिनट में भर सकते हैं। खाली टंकी पर पहले नल A खोला जाता है, ${g} मिनट बाद नल B, और उसके ${g} मिनट बाद नल C। A खोलने के कितने मिनट बाद टंकी भर जाएगी?`,
    };
    const solution = {
      en: [
        `Take the capacity as $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ units: A, B and C fill ${ra}, ${rb} and ${rc} ${units(rc)} a minute.`,
        `By the time C is opened, A has run ${2 * g} minutes ($${2 * g} \\times ${ra} = ${byA}$ units) and B ${g} minutes ($${g} \\times ${rb} = ${byB}$ units). Left: $${l} - ${byA} - ${byB} = ${rest}$ units.`,
        `All three together fill $${ra} + ${rb} + ${rc} = ${sum}$ units a minute, so the rest takes $\\frac{${rest}}{${sum}} = ${last}$ minutes.`,
        `Total $= ${2 * g} + ${last} = ${total}$ minutes.`,
        '',
        `**Answer: ${total} minutes**`,
      ].join('\n\n'),
      hi: [
        `टंकी की क्षमता $\\text{LCM}(${a}, ${b}, ${c}) = ${l}$ इकाई मानें: A, B और C प्रति मिनट क्रमशः ${ra}, ${rb} और ${rc} इकाई भरते हैं।`,
        `C खुलने तक A ${2 * g} मिनट चल चुका है ($${2 * g} \\times ${ra} = ${byA}$ इकाई) और B ${g} मिनट ($${g} \\times ${rb} = ${byB}$ इकाई)। शेष: $${l} - ${byA} - ${byB} = ${rest}$ इकाई।`,
        `तीनों मिलकर प्रति मिनट $${ra} + ${rb} + ${rc} = ${sum}$ इकाई भरते हैं, अतः शेष में $\\frac{${rest}}{${sum}} = ${last}$ मिनट लगते हैं।`,
        `कुल समय $= ${2 * g} + ${last} = ${total}$ मिनट।`,
        '',
        `**उत्तर: ${total} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Pipes opened one after another', hi: 'एक के बाद एक खोले गए नल' },
      type: 'single',
      statement,
      options: minuteOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [a, b, c, g, total],
      check() {
        // Minute by minute, each pipe adding its share once it is open (tank = a·b·c units).
        const full = a * b * c;
        let level = 0;
        let t = 0;
        while (level < full) {
          level += b * c + (t >= g ? a * c : 0) + (t >= 2 * g ? a * b : 0);
          t++;
        }
        return { kind: 'choice', correct: [level === full ? raw.indexOf(String(t)) : -1] };
      },
    };
  },
};

/** A hole at half height: the pipe's fill time a (even) and the hole's drain time h, whole answers. */
const HOLE_CASES: { a: number; h: number }[] = [];
for (let a = 2; a <= 24; a += 2) {
  for (let h = a / 2 + 1; h <= 40; h++) {
    if ((a * h) % (2 * h - a) === 0 && h !== a) HOLE_CASES.push({ a, h });
  }
}

/** A hole halfway up the tank: the lower half fills at the pipe's rate, the upper half at the net rate. */
export const pipesHoleAtHalfHeight: QuestionGenerator = {
  id: 'pipes-and-cisterns/hole-at-half-height',
  topic: 'pipes-and-cisterns',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, h } = rng.pick(HOLE_CASES);
    const lower = a / 2;
    const upper = (a * h) / (2 * h - a);
    const total = lower + upper;
    const g = gcd(2 * h - a, 2 * a * h);
    const net = `\\frac{${(2 * h - a) / g}}{${(2 * a * h) / g}}`;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      total,
      wholePositive([
        (2 * a * h) / (2 * h - a), // lets the hole leak while the lower half fills too
        a + upper, // gives the lower half the whole tank's time
        h > a ? lower + (a * h) / (2 * (h - a)) : -1, // reads h as the time to drain the whole tank
        upper, // forgets the lower half
      ]),
    );
    const statement = {
      en: `A tank has a hole in its side at half its height. With the hole plugged, a pipe fills the empty tank in ${a} hours. The hole alone drains the full tank down to its own level in ${h} ${hours(h)}. If the hole is left open, in how many hours will the pipe fill the empty tank?`,
      hi: `एक टंकी की दीवार में उसकी आधी ऊँचाई पर एक छेद है। छेद बंद होने पर एक नल खाली टंकी को ${a} घंटे में भर देता है। छेद अकेला भरी टंकी को अपने स्तर तक ${h} घंटे में खाली कर देता है। यदि छेद खुला रहे, तो नल खाली टंकी को कितने घंटे में भरेगा?`,
    };
    const solution = {
      en: [
        `Below the hole no water is lost: the lower half fills in $\\frac{${a}}{2} = ${lower}$ ${hours(lower)}.`,
        `The hole drains half the tank in ${h} ${hours(h)}, i.e. $\\frac{1}{${2 * h}}$ of the tank per hour. In the upper half the tank gains $\\frac{1}{${a}} - \\frac{1}{${2 * h}} = ${net}$ per hour.`,
        `Upper half: $\\frac{1}{2} \\div ${net} = \\frac{${a * h}}{${2 * h - a}} = ${upper}$ ${hours(upper)}.`,
        `Total $= ${lower} + ${upper} = ${total}$ hours.`,
        '',
        `**Answer: ${total} hours**`,
      ].join('\n\n'),
      hi: [
        `छेद के नीचे पानी नहीं निकलता: निचला आधा भाग $\\frac{${a}}{2} = ${lower}$ घंटे में भरता है।`,
        `छेद ${h} घंटे में आधी टंकी खाली करता है, अर्थात प्रति घंटा टंकी का $\\frac{1}{${2 * h}}$ भाग। ऊपरी आधे भाग में टंकी प्रति घंटा $\\frac{1}{${a}} - \\frac{1}{${2 * h}} = ${net}$ भाग भरती है।`,
        `ऊपरी आधा भाग: $\\frac{1}{2} \\div ${net} = \\frac{${a * h}}{${2 * h - a}} = ${upper}$ घंटे।`,
        `कुल समय $= ${lower} + ${upper} = ${total}$ घंटे।`,
        '',
        `**उत्तर: ${total} घंटे**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Tank with a hole at half height', hi: 'आधी ऊँचाई पर छेद वाली टंकी' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} ${t === '1' ? 'hour' : 'hours'}`, hi: `${t} घंटे` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [a, h, total],
      check() {
        // Minute by minute with the tank as 120·a·h units: the pipe adds 2h a minute, the hole takes
        // away a a minute once the water is above half height.
        const full = 120 * a * h;
        let level = 0;
        let t = 0;
        while (level < full) {
          level += 2 * h - (level >= full / 2 ? a : 0);
          t++;
        }
        return { kind: 'choice', correct: [level === full ? raw.indexOf(String(t / 60)) : -1] };
      },
    };
  },
};
