import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { elementAt } from '../shared/list-access.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { rupees, wholePositive } from './answer-formats.js';

const units = (n: number) => (n === 1 ? 'unit' : 'units');

/** Options in days, worded in both languages. */
function dayOptions(raw: string[]) {
  return raw.map((t) => ({ en: `${t} ${t === '1' ? 'day' : 'days'}`, hi: `${t} दिन` }));
}

/** Two male workers: the A and B of exam papers, or two names (male, so the Hindi verbs agree). */
function twoWorkers(rng: Rng) {
  if (rng.pick([true, false]))
    return [
      { en: 'A', hi: 'A' },
      { en: 'B', hi: 'B' },
    ] as const;
  const names = rng.shuffle(bilingualNames(MEN_NAMES));
  return [elementAt(names, 0), elementAt(names, 1)] as const;
}

/** How much more efficient the first worker is, as a ratio of daily work p : q. */
const EFFICIENCY = [
  { p: 2, q: 1, en: 'twice as efficient as', hi: 'से दोगुना कुशल है' },
  { p: 2, q: 1, en: 'twice as good a workman as', hi: 'से दोगुना अच्छा कारीगर है' },
  { p: 3, q: 1, en: 'three times as efficient as', hi: 'से तीन गुना कुशल है' },
  { p: 4, q: 1, en: 'four times as efficient as', hi: 'से चार गुना कुशल है' },
  { p: 3, q: 2, en: '50% more efficient than', hi: 'से 50% अधिक कुशल है' },
  { p: 5, q: 4, en: '25% more efficient than', hi: 'से 25% अधिक कुशल है' },
  { p: 6, q: 5, en: '20% more efficient than', hi: 'से 20% अधिक कुशल है' },
  { p: 8, q: 5, en: '60% more efficient than', hi: 'से 60% अधिक कुशल है' },
  { p: 7, q: 4, en: '75% more efficient than', hi: 'से 75% अधिक कुशल है' },
] as const;

/** "A is twice as efficient as B" and their time together: one worker's time alone. */
export const timeAndWorkEfficiencyRatio: QuestionGenerator = {
  id: 'time-and-work/efficiency-ratio',
  topic: 'time-and-work',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const e = rng.pick(EFFICIENCY);
    const { p, q } = e;
    // Both times alone whole, so the other worker's time is a fair distractor too.
    const times: number[] = [];
    for (let d = 2; d <= 40; d++) if ((d * (p + q)) % p === 0 && (d * (p + q)) % q === 0) times.push(d);
    const t = rng.pick(times);
    const [x, y] = twoWorkers(rng);
    const askFast = rng.pick([true, false]);
    const work = t * (p + q);
    const own = askFast ? p : q;
    const value = work / own;
    const asked = askFast ? x : y;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      wholePositive([
        work / (askFast ? q : p), // swaps the ratio (the other worker's time)
        2 * t, // treats the two as equally efficient
        (t * p) / q, // scales the time together by the ratio
        t + value / 2,
      ]),
    );
    const statement = {
      en: `${x.en} is ${e.en} ${y.en}. Working together, they finish a piece of work in ${t} days. In how many days can ${asked.en} alone finish it?`,
      hi: `${x.hi}, ${y.hi} ${e.hi}। दोनों मिलकर किसी काम को ${t} दिनों में पूरा करते हैं। ${asked.hi} अकेला यह काम कितने दिनों में पूरा करेगा?`,
    };
    const solution = {
      en: [
        `Efficiency ${x.en} : ${y.en} $= ${p} : ${q}$, so let ${x.en} do ${p} ${units(p)} of work a day and ${y.en} ${q} ${units(q)}.`,
        `Together they do $${p} + ${q} = ${p + q}$ units a day, so the whole work is $${t} \\times ${p + q} = ${work}$ units.`,
        `${asked.en} alone: $\\frac{${work}}{${own}} = ${value}$ days.`,
        '',
        `**Answer: ${value} days**`,
      ].join('\n\n'),
      hi: [
        `कुशलता ${x.hi} : ${y.hi} $= ${p} : ${q}$, अतः मान लें ${x.hi} प्रतिदिन ${p} इकाई और ${y.hi} ${q} इकाई काम करता है।`,
        `दोनों मिलकर प्रतिदिन $${p} + ${q} = ${p + q}$ इकाई करते हैं, अतः पूरा काम $${t} \\times ${p + q} = ${work}$ इकाई है।`,
        `${asked.hi} अकेला: $\\frac{${work}}{${own}} = ${value}$ दिन।`,
        '',
        `**उत्तर: ${value} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Efficiency ratio and time together', hi: 'कुशलता का अनुपात और साथ का समय' },
      type: 'single',
      statement,
      options: dayOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [t, value],
      check() {
        // Search the asked worker's days d: the other then takes d·own/other, and together
        // 1/d + other/(own·d) = (p + q)/(own·d) of the work a day must be 1/t.
        for (let d = 1; d <= 2000; d++) {
          if (own * d === t * (p + q)) return { kind: 'choice', correct: [raw.indexOf(String(d))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A and B alone, and with C's help: the cases where C's share of the wages is whole. */
const HELPER_CASES: { a: number; b: number; t: number; l: number }[] = [];
for (let a = 6; a <= 40; a++) {
  for (let b = a + 1; b <= 45; b++) {
    for (let t = 2; t < (a * b) / (a + b); t++) {
      const l = lcm(lcm(a, b), t);
      if (l > 360) continue;
      const c = l / t - l / a - l / b;
      if (c > 0) HELPER_CASES.push({ a, b, t, l });
    }
  }
}

/** A and B with C's help finish the job; the wages go by work done: C's share. */
export const timeAndWorkWagesWithHelper: QuestionGenerator = {
  id: 'time-and-work/wages-with-helper',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, b, t, l } = rng.pick(HELPER_CASES);
    const [x, y] = rng.pick([true, false]) ? [a, b] : [b, a];
    // A total that every share divides: a multiple of the work in units, a round number if possible.
    const multiples: number[] = [];
    for (let m = 1; l * m <= 24_000; m++) if (l * m >= 900) multiples.push(l * m);
    const round = multiples.filter((w) => w % 100 === 0);
    const wage = rng.pick(round.length > 0 ? round : multiples);
    const ux = (l / x) * t;
    const uy = (l / y) * t;
    const uc = l - ux - uy;
    const share = (wage / l) * uc;
    const cDays = l / (l / t - l / x - l / y);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      share,
      wholePositive([
        wage / 3, // shares the money equally
        (wage / l) * ux, // A's share instead of C's
        (wage / l) * uy, // B's share instead of C's
        (wage * cDays) / (x + y + cDays), // shares in the ratio of the days instead of the rates
        wage - share,
      ]),
      rupees,
    );
    const statement = {
      en: `A can do a piece of work in ${x} days and B can do it in ${y} days. With the help of C, they finish the work in ${t} days and are paid ₹${wage} for it. If the money is shared in proportion to the work each one does, how much does C get?`,
      hi: `A किसी काम को ${x} दिनों में और B उसे ${y} दिनों में कर सकता है। C की सहायता से वे यह काम ${t} दिनों में पूरा करते हैं और उन्हें इसके लिए ₹${wage} मिलते हैं। यदि राशि हर एक के किए गए काम के अनुपात में बाँटी जाए, तो C को कितना मिलेगा?`,
    };
    const solution = {
      en: [
        `Take the work as $\\text{LCM}(${x}, ${y}, ${t}) = ${l}$ units. A does $\\frac{${l}}{${x}} = ${l / x}$ and B does $\\frac{${l}}{${y}} = ${l / y}$ units a day.`,
        `In ${t} days A does $${t} \\times ${l / x} = ${ux}$ units and B does $${t} \\times ${l / y} = ${uy}$ units, so C does the rest: $${l} - ${ux} - ${uy} = ${uc}$ ${units(uc)}.`,
        `C's share (in ₹) $= ${wage} \\times \\frac{${uc}}{${l}} = ${share}$.`,
        '',
        `**Answer: ₹${share}**`,
      ].join('\n\n'),
      hi: [
        `काम को $\\text{LCM}(${x}, ${y}, ${t}) = ${l}$ इकाई मानें। A प्रतिदिन $\\frac{${l}}{${x}} = ${l / x}$ इकाई और B $\\frac{${l}}{${y}} = ${l / y}$ इकाई काम करता है।`,
        `${t} दिनों में A $${t} \\times ${l / x} = ${ux}$ इकाई और B $${t} \\times ${l / y} = ${uy}$ इकाई काम करता है, अतः शेष काम C करता है: $${l} - ${ux} - ${uy} = ${uc}$ इकाई।`,
        `C का हिस्सा (₹ में) $= ${wage} \\times \\frac{${uc}}{${l}} = ${share}$।`,
        '',
        `**उत्तर: ₹${share}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Wages of a helper by work done', hi: 'किए गए काम के अनुसार सहायक की मज़दूरी' },
      type: 'single',
      statement,
      options: raw,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [x, y, t, wage, share],
      check() {
        // Fractions of the job per day: C alone works at 1/t − 1/x − 1/y, and the wages go by rate.
        const rc = 1 / t - 1 / x - 1 / y;
        const value = Math.round(wage * t * rc * 100) / 100;
        return { kind: 'choice', correct: [raw.indexOf(rupees(value))] };
      },
    };
  },
};

/** Daily work of a man and of a woman (lowest terms, men faster). */
const MAN_WOMAN_RATES: [number, number][] = [
  [2, 1],
  [3, 1],
  [3, 2],
  [4, 3],
  [5, 2],
  [5, 3],
  [5, 4],
];

/** `n` men (or women) as a term of an equation: `3M`, `M` for one. */
const term = (n: number, v: string) => (n === 1 ? v : `${n}${v}`);

/** A crew's daily work in units, e.g. `7 \times 2 + 10 \times 1`, leaving out an empty group. */
function crewRate(m: number, w: number, mr: number, wr: number): string {
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} \\times ${mr}`);
  if (w > 0) parts.push(`${w} \\times ${wr}`);
  return parts.join(' + ');
}

function crewText(m: number, w: number) {
  const men = { en: `${m} ${m === 1 ? 'man' : 'men'}`, hi: `${m} पुरुष` };
  const women = { en: `${w} ${w === 1 ? 'woman' : 'women'}`, hi: `${w} ${w === 1 ? 'महिला' : 'महिलाएँ'}` };
  if (w === 0) return men;
  if (m === 0) return women;
  return { en: `${men.en} and ${women.en}`, hi: `${men.hi} और ${women.hi}` };
}

/** Two crews of men and women and their days: the man-to-woman ratio, then a third crew's days. */
export const timeAndWorkMenWomenTwoCrews: QuestionGenerator = {
  id: 'time-and-work/men-women-two-crews',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let c = { mr: 2, wr: 1, m1: 4, w1: 2, m2: 2, w2: 8, m3: 6, w3: 0, work: 60 };
    for (let tries = 0; tries < 5000; tries++) {
      const [mr, wr] = rng.pick(MAN_WOMAN_RATES);
      const m1 = rng.int(2, 12);
      const w1 = rng.int(1, 10);
      const m2 = rng.int(1, m1 - 1);
      const w2 = rng.int(w1 + 1, 16);
      const m3 = rng.int(0, 15);
      const w3 = rng.int(0, 15);
      const r1 = m1 * mr + w1 * wr;
      const r2 = m2 * mr + w2 * wr;
      const r3 = m3 * mr + w3 * wr;
      if (m3 + w3 < 2 || (m3 === m1 && w3 === w1) || (m3 === m2 && w3 === w2)) continue;
      const work = lcm(lcm(r1, r2), r3);
      const [d1, d2, d3] = [work / r1, work / r2, work / r3];
      // The first crew's men-days must outweigh the second's (the equation then has positive sides).
      if (d1 === d2 || Math.min(d1, d2, d3) < 2 || Math.max(d1, d2, d3) > 60 || d1 * m1 <= d2 * m2) continue;
      c = { mr, wr, m1, w1, m2, w2, m3, w3, work };
      break;
    }
    const { mr, wr, m1, w1, m2, w2, m3, w3, work } = c;
    const r1 = m1 * mr + w1 * wr;
    const r2 = m2 * mr + w2 * wr;
    const r3 = m3 * mr + w3 * wr;
    const [d1, d2, d3] = [work / r1, work / r2, work / r3];
    const [crew1, crew2, crew3] = [crewText(m1, w1), crewText(m2, w2), crewText(m3, w3)];
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      d3,
      wholePositive([
        (d1 * (m1 + w1)) / (m3 + w3), // counts a woman as a man
        (d1 * (m1 * wr + w1 * mr)) / (m3 * wr + w3 * mr), // turns the man : woman ratio upside down
        (d1 + d2) / 2, // averages the two crews' days
        d3 + d1 - d2,
      ]),
    );
    const lhsM = d1 * m1 - d2 * m2;
    const rhsW = d2 * w2 - d1 * w1;
    const statement = {
      en: `${crew1.en} can complete a piece of work in ${d1} days, while ${crew2.en} can complete it in ${d2} days. In how many days will ${crew3.en} complete the same work?`,
      hi: `${crew1.hi} किसी काम को ${d1} दिनों में पूरा कर सकते हैं, जबकि ${crew2.hi} उसे ${d2} दिनों में पूरा कर सकते हैं। ${crew3.hi} उसी काम को कितने दिनों में पूरा करेंगे?`,
    };
    const solution = {
      en: [
        `Let a man do $M$ and a woman $W$ units of work a day. Both crews do the same work: $${d1}(${term(m1, 'M')} + ${term(w1, 'W')}) = ${d2}(${term(m2, 'M')} + ${term(w2, 'W')})$.`,
        `$${term(d1 * m1, 'M')} + ${term(d1 * w1, 'W')} = ${term(d2 * m2, 'M')} + ${term(d2 * w2, 'W')} \\Rightarrow ${term(lhsM, 'M')} = ${term(rhsW, 'W')} \\Rightarrow M : W = ${mr} : ${wr}$`,
        `Take $M = ${mr}$, $W = ${wr}$: the work is $${d1} \\times (${crewRate(m1, w1, mr, wr)}) = ${d1} \\times ${r1} = ${work}$ units.`,
        `${crew3.en} do $${crewRate(m3, w3, mr, wr)} = ${r3}$ units a day, so they need $\\frac{${work}}{${r3}} = ${d3}$ days.`,
        '',
        `**Answer: ${d3} days**`,
      ].join('\n\n'),
      hi: [
        `मान लें एक पुरुष प्रतिदिन $M$ और एक महिला $W$ इकाई काम करती है। दोनों दल एक ही काम करते हैं: $${d1}(${term(m1, 'M')} + ${term(w1, 'W')}) = ${d2}(${term(m2, 'M')} + ${term(w2, 'W')})$।`,
        `$${term(d1 * m1, 'M')} + ${term(d1 * w1, 'W')} = ${term(d2 * m2, 'M')} + ${term(d2 * w2, 'W')} \\Rightarrow ${term(lhsM, 'M')} = ${term(rhsW, 'W')} \\Rightarrow M : W = ${mr} : ${wr}$`,
        `$M = ${mr}$, $W = ${wr}$ लें: कुल काम $${d1} \\times (${crewRate(m1, w1, mr, wr)}) = ${d1} \\times ${r1} = ${work}$ इकाई है।`,
        `${crew3.hi} प्रतिदिन $${crewRate(m3, w3, mr, wr)} = ${r3}$ इकाई काम करते हैं, अतः उन्हें $\\frac{${work}}{${r3}} = ${d3}$ दिन लगेंगे।`,
        '',
        `**उत्तर: ${d3} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Men and women: two crews compared', hi: 'पुरुष और महिलाएँ: दो दलों की तुलना' },
      type: 'single',
      statement,
      options: dayOptions(raw),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [d1, d2, d3],
      check() {
        // Try small daily rates for a man and a woman until both crews need the same work.
        for (let mm = 1; mm <= 20; mm++) {
          for (let ww = 1; ww <= 20; ww++) {
            const job = d1 * (m1 * mm + w1 * ww);
            if (job === d2 * (m2 * mm + w2 * ww)) {
              const days = job / (m3 * mm + w3 * ww);
              return { kind: 'choice', correct: [raw.indexOf(String(days))] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
