import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

const units = (n: number) => (n === 1 ? 'unit' : 'units');
const workers = (n: number) => (n === 1 ? 'worker' : 'workers');

/** A number of days as a whole or mixed number, e.g. `12` or `$12\frac{1}{2}$`; null past twelfths. */
export function mixed(x: number): string | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(x * d - n) < 1e-9) {
      const whole = Math.floor(n / d);
      const rem = n % d;
      if (rem === 0) return `${whole}`;
      return whole === 0 ? `$\\frac{${rem}}{${d}}$` : `$${whole}\\frac{${rem}}{${d}}$`;
    }
  }
  return null;
}

export const mixedText = (x: number) => mixed(x) ?? String(x);

/** Days to finish when two workers take alternate days (rates in units of a job of `l` units). */
function alternateDays(l: number, first: number, second: number): number {
  const cycle = first + second;
  const cycles = Math.floor((l - 1) / cycle);
  const left = l - cycles * cycle;
  return left <= first ? 2 * cycles + left / first : 2 * cycles + 1 + (left - first) / second;
}

/** Alternate-day cases: the job ends partway through a two-day cycle, on a day fraction up to twelfths. */
const ALTERNATE_CASES: { a: number; b: number; aFirst: boolean }[] = [];
for (let a = 4; a <= 40; a++) {
  for (let b = 4; b <= 40; b++) {
    const l = lcm(a, b);
    if (a === b || l > 360 || l % (l / a + l / b) === 0) continue;
    for (const aFirst of [true, false]) {
      const days = aFirst ? alternateDays(l, l / a, l / b) : alternateDays(l, l / b, l / a);
      if (days >= 3 && mixed(days) !== null) ALTERNATE_CASES.push({ a, b, aFirst });
    }
  }
}

/** A and B work on alternate days: whole two-day cycles, then the last day or two in fractions. */
export const timeAndWorkAlternateDays: QuestionGenerator = {
  id: 'time-and-work/alternate-days',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, b, aFirst } = rng.pick(ALTERNATE_CASES);
    const l = lcm(a, b);
    const ra = l / a;
    const rb = l / b;
    const [p, q] = aFirst ? (['A', 'B'] as const) : (['B', 'A'] as const);
    const [first, second] = aFirst ? [ra, rb] : [rb, ra];
    const days = alternateDays(l, first, second);
    const cycle = ra + rb;
    const cycles = Math.floor((l - 1) / cycle);
    const done = cycles * cycle;
    const left = l - done;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      days,
      [
        (2 * l) / cycle, // spreads the work evenly over each two-day cycle
        alternateDays(l, second, first), // lets the other worker start
        l / cycle, // both working every day
        Math.ceil(days), // counts the last part-day as a whole day
        days + 1,
      ].filter((d) => mixed(d) !== null),
      mixedText,
    );
    const firstEn = p === 'A' ? 'A works on the first day' : 'B works on the first day';
    const firstHi = `पहले दिन ${p} काम करता है`;
    const statement = {
      en: `A can do a piece of work in ${a} days and B can do it in ${b} days. They work on alternate days, and ${firstEn}. In how many days will the work be finished?`,
      hi: `A किसी काम को ${a} दिनों में और B उसे ${b} दिनों में कर सकता है। वे बारी-बारी से एक-एक दिन काम करते हैं, और ${firstHi}। काम कितने दिनों में पूरा होगा?`,
    };
    const answer = mixedText(days);
    const lastEn =
      left <= first
        ? `Day ${2 * cycles + 1} is ${p}'s: the remaining ${left} ${left === 1 ? 'unit takes' : 'units take'} $\\frac{${left}}{${first}}$ of that day.`
        : `Day ${2 * cycles + 1} is ${p}'s: he does ${first} ${units(first)}, leaving ${left - first}; on day ${2 * cycles + 2} ${q} needs $\\frac{${left - first}}{${second}}$ of the day.`;
    const lastHi =
      left <= first
        ? `${2 * cycles + 1}वाँ दिन ${p} का है: शेष ${left} इकाई में उस दिन का $\\frac{${left}}{${first}}$ भाग लगता है।`
        : `${2 * cycles + 1}वाँ दिन ${p} का है: वह ${first} इकाई करता है, ${left - first} इकाई बचती है; ${2 * cycles + 2}वें दिन ${q} को दिन का $\\frac{${left - first}}{${second}}$ भाग लगता है।`;
    const solution = {
      en: [
        `Take the work as $\\text{LCM}(${a}, ${b}) = ${l}$ units: A does ${ra} ${units(ra)} and B does ${rb} ${units(rb)} a day.`,
        `Every two days (${p}, then ${q}) they do $${ra} + ${rb} = ${cycle}$ units. After ${cycles} such pairs (${2 * cycles} days) $${done}$ units are done and ${left} ${left === 1 ? 'unit remains' : 'units remain'}.`,
        lastEn,
        `Total: ${answer} days. (Dividing ${l} units by ${cycle} units per two days is wrong: the work ends partway through a pair of days.)`,
        '',
        `**Answer: ${answer} days**`,
      ].join('\n\n'),
      hi: [
        `काम को $\\text{LCM}(${a}, ${b}) = ${l}$ इकाई मानें: A प्रतिदिन ${ra} इकाई और B ${rb} इकाई करता है।`,
        `हर दो दिनों में (पहले ${p}, फिर ${q}) $${ra} + ${rb} = ${cycle}$ इकाई काम होता है। ऐसे ${cycles} जोड़ों (${2 * cycles} दिन) के बाद $${done}$ इकाई पूरी होती है और ${left} इकाई बचती है।`,
        lastHi,
        `कुल: ${answer} दिन। (${l} इकाई को दो दिनों की ${cycle} इकाई से भाग देना गलत है: काम दो दिनों के जोड़े के बीच में समाप्त होता है।)`,
        '',
        `**उत्तर: ${answer} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two workers on alternate days', hi: 'दो व्यक्ति बारी-बारी के दिनों में' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} days`, hi: `${t} दिन` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [a, b],
      check() {
        // Tick by tick: each day split into lcm(ra, rb) ticks, the job scaled to match.
        const ticks = lcm(ra, rb);
        const job = l * ticks;
        let doneTicks = 0;
        let t = 0;
        while (doneTicks < job) {
          const day = Math.floor(t / ticks);
          const aWorks = (day % 2 === 0) === aFirst;
          doneTicks += aWorks ? ra : rb;
          t++;
        }
        const value = doneTicks === job ? t / ticks : -1;
        return { kind: 'choice', correct: [raw.indexOf(mixedText(value))] };
      },
    };
  },
};

/** An efficiency change for one worker: factor num/den and its wording. */
const CHANGES = [
  { num: 1, den: 2, en: 'at half his efficiency', hi: 'आधी कुशलता से' },
  { num: 2, den: 1, en: 'at twice his efficiency', hi: 'दोगुनी कुशलता से' },
  { num: 3, den: 1, en: 'at three times his efficiency', hi: 'तीन गुनी कुशलता से' },
  { num: 1, den: 3, en: 'at one-third of his efficiency', hi: 'एक-तिहाई कुशलता से' },
  { num: 3, den: 2, en: 'at one and a half times his efficiency', hi: 'डेढ़ गुनी कुशलता से' },
  { num: 2, den: 3, en: 'at two-thirds of his efficiency', hi: 'दो-तिहाई कुशलता से' },
] as const;

const coef = (c: number, v: string) => (c === 1 ? v : `${c}${v}`);
const factorTex = (num: number, den: number) => (den === 1 ? `${num}` : `\\frac{${num}}{${den}}`);

/**
 * Together in t1 days; with A and B at changed efficiencies in t2 days: two equations in the two
 * daily rates, then one worker's time alone.
 */
export const timeAndWorkChangedEfficiency: QuestionGenerator = {
  id: 'time-and-work/changed-efficiency',
  topic: 'time-and-work',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let c = { ra: 2, rb: 1, ia: 0, ib: 1 };
    for (let tries = 0; tries < 5000; tries++) {
      const ia = rng.int(0, CHANGES.length - 1);
      const ib = rng.int(0, CHANGES.length - 1);
      const ra = rng.int(1, 12);
      const rb = rng.int(1, 12);
      if (ia === ib || ra === rb) continue;
      c = { ra, rb, ia, ib };
      const ca = CHANGES[ia];
      const cb = CHANGES[ib];
      if (ca === undefined || cb === undefined) continue;
      const d = lcm(ca.den, cb.den);
      const r1 = d * (ra + rb);
      const r2 = (d * ca.num * ra) / ca.den + (d * cb.num * rb) / cb.den;
      const w = lcm(lcm(r1, r2), lcm(d * ra, d * rb));
      const times = [w / r1, w / r2, w / (d * ra), w / (d * rb)];
      if (w / r1 >= 4 && w / r1 !== w / r2 && Math.max(...times) <= 120) break;
    }
    const ca = CHANGES[c.ia] ?? CHANGES[0];
    const cb = CHANGES[c.ib] ?? CHANGES[1];
    const d = lcm(ca.den, cb.den);
    const r1 = d * (c.ra + c.rb);
    const r2 = (d * ca.num * c.ra) / ca.den + (d * cb.num * c.rb) / cb.den;
    const w = lcm(lcm(r1, r2), lcm(d * c.ra, d * c.rb));
    const t1 = w / r1;
    const t2 = w / r2;
    const tA = w / (d * c.ra);
    const tB = w / (d * c.rb);
    const askA = rng.pick([true, false]);
    const value = askA ? tA : tB;
    // Work in units: a common multiple of t1 and t2 that also keeps both daily rates whole.
    const u = lcm(lcm(t1, t2), lcm(tA, tB));
    const s1 = u / t1;
    const cA = (d * ca.num) / ca.den;
    const cB = (d * cb.num) / cb.den;
    const s2 = (d * u) / t2;
    const x = u / tA;
    const y = u / tB;
    const elimination =
      cB > cA
        ? `$${coef(cB - cA, 'y')} = ${s2} - ${cA * s1} = ${s2 - cA * s1} \\Rightarrow y = ${y}$`
        : `$${coef(cA - cB, 'y')} = ${cA * s1} - ${s2} = ${cA * s1 - s2} \\Rightarrow y = ${y}$`;
    const scaled = d === 1 ? '' : ` Multiplying by ${d}: $${coef(cA, 'x')} + ${coef(cB, 'y')} = ${s2}$.`;
    const asked = askA ? 'A' : 'B';
    const statement = {
      en: `A and B together can finish a piece of work in ${t1} days. If A worked ${ca.en} and B worked ${cb.en}, they would finish it in ${t2} days. In how many days can ${asked} alone finish the work?`,
      hi: `A और B मिलकर किसी काम को ${t1} दिनों में पूरा कर सकते हैं। यदि A ${ca.hi} और B ${cb.hi} काम करे, तो वे इसे ${t2} दिनों में पूरा करेंगे। ${asked} अकेला यह काम कितने दिनों में पूरा कर सकता है?`,
    };
    const solution = {
      en: [
        `Take the work as ${u} units (a common multiple of ${t1} and ${t2}), and let A do $x$ and B do $y$ units a day.`,
        `Together: $x + y = \\frac{${u}}{${t1}} = ${s1}$.`,
        `Changed efficiencies: $${factorTex(ca.num, ca.den)}x + ${factorTex(cb.num, cb.den)}y = \\frac{${u}}{${t2}} = ${u / t2}$.${scaled}`,
        `${cA === 1 ? 'Subtracting the first equation' : `Multiplying the first equation by ${cA} and subtracting`}: ${elimination}, and $x = ${s1} - ${y} = ${x}$.`,
        askA ? `A alone: $\\frac{${u}}{${x}} = ${tA}$ days.` : `B alone: $\\frac{${u}}{${y}} = ${tB}$ days.`,
        '',
        `**Answer: ${value} days**`,
      ].join('\n\n'),
      hi: [
        `काम को ${u} इकाई मानें (${t1} और ${t2} का एक सार्व गुणज), और मान लें A प्रतिदिन $x$ तथा B $y$ इकाई काम करता है।`,
        `साथ मिलकर: $x + y = \\frac{${u}}{${t1}} = ${s1}$।`,
        `बदली हुई कुशलता से: $${factorTex(ca.num, ca.den)}x + ${factorTex(cb.num, cb.den)}y = \\frac{${u}}{${t2}} = ${u / t2}$।${d === 1 ? '' : ` ${d} से गुणा करने पर: $${coef(cA, 'x')} + ${coef(cB, 'y')} = ${s2}$।`}`,
        `${cA === 1 ? 'पहला समीकरण घटाने पर' : `पहले समीकरण को ${cA} से गुणा करके घटाने पर`}: ${elimination}, और $x = ${s1} - ${y} = ${x}$।`,
        askA ? `A अकेला: $\\frac{${u}}{${x}} = ${tA}$ दिन।` : `B अकेला: $\\frac{${u}}{${y}} = ${tB}$ दिन।`,
        '',
        `**उत्तर: ${value} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Time alone from a change in efficiencies', hi: 'कुशलता बदलने से अकेले का समय' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution,
      expectedSeconds: 210,
      numbers: [t1, t2, value],
      check() {
        // Search A's days: B's days follow from 1/a + 1/b = 1/t1; keep the pair that fits the change.
        for (let a = t1 + 1; a <= 5000; a++) {
          if ((t1 * a) % (a - t1) !== 0) continue;
          const b = (t1 * a) / (a - t1);
          // num_a/(den_a·a) + num_b/(den_b·b) = 1/t2, cleared of fractions.
          if (t2 * (ca.num * cb.den * b + cb.num * ca.den * a) === ca.den * cb.den * a * b)
            return { kind: 'numeric', value: askA ? a : b, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** Crews that shrink (or grow) by d workers a day and finish on the last day of a whole day. */
const CREW_CASES: { n: number; d: number; t: number; k: number; leave: boolean }[] = [];
for (let n = 4; n <= 60; n++) {
  for (let d = 1; d <= 3; d++) {
    for (let k = 2; k <= 60 && n - d * (k - 1) >= 1; k++) {
      const done = k * n - (d * k * (k - 1)) / 2;
      if (done % n === 0 && done / n >= 2 && k > done / n)
        CREW_CASES.push({ n, d, t: done / n, k, leave: true });
    }
    for (let k = 2; k <= 60; k++) {
      const done = k * n + (d * k * (k - 1)) / 2;
      if (done % n === 0 && done / n <= 90 && k < done / n)
        CREW_CASES.push({ n, d, t: done / n, k, leave: false });
    }
  }
}
const LEAVING = CREW_CASES.filter((c) => c.leave);
const JOINING = CREW_CASES.filter((c) => !c.leave);

/** n workers could finish in T days, but d leave (or join) every day: an AP of worker-days, a quadratic. */
export const timeAndWorkShrinkingCrew: QuestionGenerator = {
  id: 'time-and-work/changing-crew-each-day',
  topic: 'time-and-work',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const { n, d, t, k, leave } = rng.pick(rng.pick([LEAVING, JOINING]));
    const work = n * t;
    // Leaving: d·k² − (2n + d)k + 2nT = 0 (smaller root); joining: d·k² + (2n − d)k − 2nT = 0.
    const bCoef = leave ? 2 * n + d : 2 * n - d;
    const disc = leave ? bCoef * bCoef - 8 * d * n * t : bCoef * bCoef + 8 * d * n * t;
    const root = Math.round(Math.sqrt(disc));
    const lastDay = leave ? n - d * (k - 1) : n + d * (k - 1);
    const dk = (c: number) => (c === 1 ? 'k' : `${c}k`);
    const eqn = leave
      ? `${dk(d)}^2 - ${bCoef}k + ${2 * n * t} = 0`
      : `${dk(d)}^2 + ${bCoef}k - ${2 * n * t} = 0`;
    const rootTex = leave
      ? `k = \\frac{${bCoef} - \\sqrt{${disc}} }{${2 * d}} = \\frac{${bCoef} - ${root}}{${2 * d}} = ${k}`
      : `k = \\frac{-${bCoef} + \\sqrt{${disc}} }{${2 * d}} = \\frac{${root - bCoef}}{${2 * d}} = ${k}`;
    const change = {
      en: leave
        ? `${d} ${workers(d)} ${d === 1 ? 'leaves' : 'leave'} at the end of every day`
        : `${d} more ${workers(d)} ${d === 1 ? 'joins' : 'join'} at the start of every following day`,
      hi: leave
        ? `हर दिन के अंत में ${d} मज़दूर काम छोड़ ${d === 1 ? 'देता है' : 'देते हैं'}`
        : `अगले हर दिन की शुरुआत में ${d} और मज़दूर ${d === 1 ? 'जुड़ता है' : 'जुड़ते हैं'}`,
    };
    const second = leave ? n - d : n + d;
    const statement = {
      en: `A group of ${n} workers can finish a job in ${t} days. They start together, but ${change.en} (${n} work on the first day, ${second} on the second, and so on). In how many days will the job be finished?`,
      hi: `${n} मज़दूरों का एक दल किसी काम को ${t} दिनों में पूरा कर सकता है। वे साथ काम शुरू करते हैं, पर ${change.hi} (पहले दिन ${n}, दूसरे दिन ${second}, इसी प्रकार आगे)। काम कितने दिनों में पूरा होगा?`,
    };
    const sign = leave ? '-' : '+';
    const dkk = d === 1 ? 'k(k - 1)' : `${d}k(k - 1)`;
    const solution = {
      en: [
        `The job is $${n} \\times ${t} = ${work}$ worker-days.`,
        `In $k$ days the workers form an arithmetic progression ${n}, ${second}, …, so the work done is $${n}k ${sign} \\frac{${dkk}}{2}$ worker-days.`,
        `$${n}k ${sign} \\frac{${dkk}}{2} = ${work} \\Rightarrow ${eqn}$`,
        `$${rootTex}$${leave ? ' (the larger root is too late: the crew would have run out of workers).' : ' (the other root is negative).'}`,
        `Check: ${k} days with ${n} ${leave ? 'down' : 'up'} to ${lastDay} ${workers(lastDay)} give $\\frac{${k}(${n} + ${lastDay})}{2} = ${work}$ worker-days.`,
        '',
        `**Answer: ${k} days**`,
      ].join('\n\n'),
      hi: [
        `काम $${n} \\times ${t} = ${work}$ मज़दूर-दिन है।`,
        `$k$ दिनों में मज़दूरों की संख्या समांतर श्रेणी ${n}, ${second}, … बनाती है, अतः किया गया काम $${n}k ${sign} \\frac{${dkk}}{2}$ मज़दूर-दिन है।`,
        `$${n}k ${sign} \\frac{${dkk}}{2} = ${work} \\Rightarrow ${eqn}$`,
        `$${rootTex}$${leave ? ' (बड़ा मूल संभव नहीं: तब तक मज़दूर ही समाप्त हो जाते)।' : ' (दूसरा मूल ऋणात्मक है)।'}`,
        `जाँच: ${k} दिनों में ${n} से ${lastDay} तक मज़दूर $\\frac{${k}(${n} + ${lastDay})}{2} = ${work}$ मज़दूर-दिन काम करते हैं।`,
        '',
        `**उत्तर: ${k} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Workers leave or join every day', hi: 'हर दिन मज़दूरों का घटना या बढ़ना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: k, tolerance: 0 },
      solution,
      expectedSeconds: 200,
      numbers: [n, t, d, k],
      check() {
        // Day by day: add the day's crew until the worker-days reach the job.
        let doneDays = 0;
        let day = 0;
        while (doneDays < n * t && day < 1000) {
          const crew = leave ? n - d * day : n + d * day;
          if (crew <= 0) break;
          doneDays += crew;
          day++;
        }
        return { kind: 'numeric', value: doneDays === n * t ? day : -1, tolerance: 0 };
      },
    };
  },
};
