import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { elementAt } from '../shared/list-access.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { wholePositive } from './answer-formats.js';
import { mixed, mixedText } from './time-and-work-schedules.js';

const days = (n: number) => (n === 1 ? 'day' : 'days');

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

/** A alone for k days, then A and B together for m days: B's time alone b = m·a / (a − k − m) is whole. */
const JOIN_CASES: { a: number; k: number; m: number; b: number }[] = [];
for (let a = 8; a <= 60; a++) {
  for (let k = 2; k < a; k++) {
    for (let m = 2; k + m < a; m++) {
      const b = (m * a) / (a - k - m);
      if (Number.isInteger(b) && b !== a && b <= 120) JOIN_CASES.push({ a, k, m, b });
    }
  }
}

/** A works alone for a while, B joins and they finish the rest: B's time alone from A's share. */
export const timeAndWorkJoinsLater: QuestionGenerator = {
  id: 'time-and-work/joins-to-finish-the-rest',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    const { a, k, m, b } = rng.pick(JOIN_CASES);
    const [x, y] = twoWorkers(rng);
    const aDays = k + m;
    const rest = a - aDays;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      b,
      wholePositive([
        (m * a) / (a - k), // forgets that A keeps working after B joins
        (m * a) / rest / 2, // halves the time as if the two shared the rest equally
        a - k, // A's remaining days
        (rest * a) / m, // turns the ratio upside down
        b + m,
      ]),
    );
    const statement = {
      en: `${x.en} can do a piece of work in ${a} days. He works alone for ${k} days, and then ${y.en} joins him; together they finish the remaining work in ${m} days. In how many days could ${y.en} alone do the whole work?`,
      hi: `${x.hi} किसी काम को ${a} दिनों में कर सकता है। वह ${k} दिन अकेले काम करता है, फिर ${y.hi} उसके साथ जुड़ जाता है; दोनों मिलकर शेष काम ${m} दिनों में पूरा करते हैं। ${y.hi} अकेला पूरा काम कितने दिनों में कर सकता है?`,
    };
    const solution = {
      en: [
        `${x.en} works all $${k} + ${m} = ${aDays}$ days, so he does $\\frac{${aDays}}{${a}}$ of the work.`,
        `${y.en} does the rest, $1 - \\frac{${aDays}}{${a}} = \\frac{${rest}}{${a}}$ of the work, in ${m} days.`,
        `${y.en} alone: $${m} \\div \\frac{${rest}}{${a}} = \\frac{${m} \\times ${a}}{${rest}} = ${b}$ days.`,
        '',
        `**Answer: ${b} days**`,
      ].join('\n\n'),
      hi: [
        `${x.hi} पूरे $${k} + ${m} = ${aDays}$ दिन काम करता है, अतः वह काम का $\\frac{${aDays}}{${a}}$ भाग करता है।`,
        `शेष $1 - \\frac{${aDays}}{${a}} = \\frac{${rest}}{${a}}$ भाग ${y.hi} ${m} दिनों में करता है।`,
        `${y.hi} अकेला: $${m} \\div \\frac{${rest}}{${a}} = \\frac{${m} \\times ${a}}{${rest}} = ${b}$ दिन।`,
        '',
        `**उत्तर: ${b} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'A second worker joins to finish the rest', hi: 'शेष काम पूरा करने के लिए दूसरे का जुड़ना' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} ${t === '1' ? 'day' : 'days'}`, hi: `${t} दिन` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [a, k, m, b],
      check() {
        // Try each time for B: with the job as a·t units, A does t a day and B does a.
        for (let t = 1; t <= 2000; t++) {
          if (k * t + m * (t + a) === a * t) return { kind: 'choice', correct: [raw.indexOf(String(t))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Road lengths the contractor's job can have (km); none needs "an" (8, 11, 18). */
const ROADS = [4, 5, 6, 7, 9, 10, 12, 14, 15, 16, 20, 21, 24, 25, 30];

/** A contractor behind schedule: man-days per km from the first part, then the men the rest needs. */
export const timeAndWorkContractorExtraMen: QuestionGenerator = {
  id: 'time-and-work/contractor-extra-men',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let c = { road: 10, total: 60, men: 30, spent: 20, built: 2 };
    for (let tries = 0; tries < 20_000; tries++) {
      const road = rng.pick(ROADS);
      const total = 5 * rng.int(6, 40);
      const men = 5 * rng.int(3, 30);
      const spent = rng.int(5, total - 10);
      const built = rng.int(1, road - 1);
      const need = (men * spent * (road - built)) / (built * (total - spent));
      // Behind schedule: the first part went slower than the plan, so more men are needed.
      if (Number.isInteger(need) && need > men && need - men <= 400) {
        c = { road, total, men, spent, built };
        break;
      }
    }
    const { road, total, men, spent, built } = c;
    const left = road - built;
    const daysLeft = total - spent;
    const manDays = men * spent;
    const need = (manDays * left) / (built * daysLeft);
    const extra = need - men;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      extra,
      wholePositive([
        need, // forgets the men already on the job
        (men * left) / built - men, // ignores that fewer days are left
        (men * left * total) / (built * daysLeft) - men, // uses the whole period for the first part
        extra + men / 5,
      ]),
    );
    const statement = {
      en: `A contractor undertakes to build a ${road} km road in ${total} days and employs ${men} men. After ${spent} days he finds that only ${built} km of the road is complete. How many more men must he employ to finish the road on time?`,
      hi: `एक ठेकेदार ${road} km लंबी सड़क ${total} दिनों में बनाने का ठेका लेता है और ${men} मज़दूर लगाता है। ${spent} दिनों बाद वह पाता है कि सड़क का केवल ${built} km भाग बना है। सड़क समय पर पूरी करने के लिए उसे कितने और मज़दूर लगाने होंगे?`,
    };
    const solution = {
      en: [
        `So far: $${men} \\times ${spent} = ${manDays}$ man-days built ${built} km.`,
        `Left: $${road} - ${built} = ${left}$ km in $${total} - ${spent} = ${daysLeft}$ ${days(daysLeft)}.`,
        `Men needed $= \\frac{${manDays} \\times ${left}}{${built} \\times ${daysLeft}} = ${need}$ (from $\\frac{M_1 D_1}{W_1} = \\frac{M_2 D_2}{W_2}$).`,
        `Extra men $= ${need} - ${men} = ${extra}$.`,
        '',
        `**Answer: ${extra}**`,
      ].join('\n\n'),
      hi: [
        `अब तक: $${men} \\times ${spent} = ${manDays}$ मज़दूर-दिनों में ${built} km सड़क बनी।`,
        `शेष: $${road} - ${built} = ${left}$ km, $${total} - ${spent} = ${daysLeft}$ दिनों में।`,
        `आवश्यक मज़दूर $= \\frac{${manDays} \\times ${left}}{${built} \\times ${daysLeft}} = ${need}$ ($\\frac{M_1 D_1}{W_1} = \\frac{M_2 D_2}{W_2}$ से)।`,
        `अतिरिक्त मज़दूर $= ${need} - ${men} = ${extra}$।`,
        '',
        `**उत्तर: ${extra}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Extra men to finish on time', hi: 'समय पर काम पूरा करने के लिए अतिरिक्त मज़दूर' },
      type: 'single',
      statement,
      options: raw,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [road, total, men, spent, built, extra],
      check() {
        // Try each number of extra men: the rest of the road at the first part's pace must fit.
        for (let e = 0; e <= 2000; e++) {
          if ((men + e) * daysLeft * built === manDays * left)
            return { kind: 'choice', correct: [raw.indexOf(String(e))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Days to build when the builder (ra a day) and the demolisher (rb a day) take turns, builder first. */
function buildDays(l: number, ra: number, rb: number): number {
  const net = ra - rb;
  const n = Math.max(0, Math.ceil((l - ra) / net));
  return 2 * n + (l - n * net) / ra;
}

/** Builder-first cases: the wall is finished on a builder's day, partway through a two-day cycle. */
const DEMOLISH_CASES: { a: number; b: number }[] = [];
for (let a = 3; a <= 30; a++) {
  for (let b = a + 1; b <= 60; b++) {
    const l = lcm(a, b);
    if (l > 360) continue;
    const [ra, rb] = [l / a, l / b];
    const n = Math.ceil((l - ra) / (ra - rb));
    const value = buildDays(l, ra, rb);
    if (n >= 2 && value <= 60 && mixed(value) !== null && value !== (2 * l) / (ra - rb))
      DEMOLISH_CASES.push({ a, b });
  }
}

/**
 * One builds, the other pulls down, on alternate days: the net gain per two days, but the job ends
 * on a builder's day before the next demolition (a trap that a plain division falls into).
 */
export const timeAndWorkBuilderAndDemolisher: QuestionGenerator = {
  id: 'time-and-work/builder-and-demolisher',
  topic: 'time-and-work',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const { a, b } = rng.pick(DEMOLISH_CASES);
    const l = lcm(a, b);
    const [ra, rb] = [l / a, l / b];
    const net = ra - rb;
    const n = Math.ceil((l - ra) / net);
    const before = n * net;
    const netN = net === 1 ? 'n' : `${net}n`;
    const left = l - before;
    const value = buildDays(l, ra, rb);
    const job = rng.pick([
      {
        en: { what: 'build a wall', undo: 'pull it down', done: 'the wall be complete' },
        hi: { what: 'एक दीवार बना', undo: 'उसे गिरा', done: 'दीवार पूरी बनेगी' },
      },
      {
        en: { what: 'dig a trench', undo: 'fill it back up', done: 'the trench be fully dug' },
        hi: { what: 'एक खाई खोद', undo: 'उसे भर', done: 'खाई पूरी खुदेगी' },
      },
    ]);
    const [x, y] = twoWorkers(rng);
    const g = gcd(2 * l, net);
    const twice = g === net ? `${(2 * l) / net}` : `\\frac{${(2 * l) / g}}{${net / g}}`;
    const lastEn =
      left === ra
        ? `On day ${2 * n + 1} ${x.en} does his full ${ra} units and the job is complete.`
        : `On day ${2 * n + 1} ${x.en} needs only ${left} of his ${ra} units: $\\frac{${left}}{${ra}}$ of the day.`;
    const lastHi =
      left === ra
        ? `${2 * n + 1}वें दिन ${x.hi} अपनी पूरी ${ra} इकाई करता है और काम पूरा हो जाता है।`
        : `${2 * n + 1}वें दिन ${x.hi} को अपनी ${ra} इकाई में से केवल ${left} इकाई करनी है: दिन का $\\frac{${left}}{${ra}}$ भाग।`;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      [
        (2 * l) / net, // divides the job by the net gain of two days
        l / net, // takes the net gain as a daily rate
        2 * n + 1, // counts the builder's last day in full
        2 * n + 2, // lets the job end on a demolisher's day
        value + 2,
      ].filter((d) => mixed(d) !== null),
      mixedText,
    );
    const answer = mixedText(value);
    const statement = {
      en: `${x.en} can ${job.en.what} in ${a} days, while ${y.en} can ${job.en.undo} in ${b} days. They work on alternate days, ${x.en} on the first day, ${y.en} undoing part of the work on the next, and so on. In how many days will ${job.en.done}?`,
      hi: `${x.hi} ${a} दिनों में ${job.hi.what} सकता है, जबकि ${y.hi} ${b} दिनों में ${job.hi.undo} सकता है। वे बारी-बारी से एक-एक दिन काम करते हैं: पहले दिन ${x.hi}, अगले दिन ${y.hi} कुछ काम बिगाड़ता है, और इसी प्रकार आगे। कितने दिनों में ${job.hi.done}?`,
    };
    const solution = {
      en: [
        `Take the job as $\\text{LCM}(${a}, ${b}) = ${l}$ units: ${x.en} adds ${ra} and ${y.en} undoes ${rb} ${rb === 1 ? 'unit' : 'units'} a day, a net gain of $${ra} - ${rb} = ${net}$ every two days.`,
        `The job can end on one of ${x.en}'s days, before ${y.en} undoes anything: it is complete once the level at the start of that day plus ${ra} reaches ${l}.`,
        `After $n$ pairs of days the level is $${netN}$; we need $${netN} + ${ra} \\ge ${l}$, so $n \\ge \\frac{${l - ra}}{${net}}$, i.e. $n = ${n}$ (${2 * n} days, ${before} units done).`,
        `${lastEn} Total: ${answer} days. (Dividing by the net gain, $\\frac{${l}}{${net}} \\times 2 = ${twice}$ days, is wrong: it lets ${y.en} undo work after the job is done.)`,
        '',
        `**Answer: ${answer} days**`,
      ].join('\n\n'),
      hi: [
        `काम को $\\text{LCM}(${a}, ${b}) = ${l}$ इकाई मानें: ${x.hi} प्रतिदिन ${ra} इकाई करता है और ${y.hi} ${rb} इकाई बिगाड़ता है, अतः हर दो दिनों में शुद्ध $${ra} - ${rb} = ${net}$ इकाई।`,
        `काम ${x.hi} के किसी दिन ही पूरा हो सकता है, ${y.hi} के कुछ बिगाड़ने से पहले: जब उस दिन की शुरुआत का स्तर और ${ra} मिलकर ${l} हो जाएँ।`,
        `$n$ जोड़ी दिनों के बाद स्तर $${netN}$ है; चाहिए $${netN} + ${ra} \\ge ${l}$, अतः $n \\ge \\frac{${l - ra}}{${net}}$, अर्थात $n = ${n}$ (${2 * n} दिन, ${before} इकाई पूरी)।`,
        `${lastHi} कुल: ${answer} दिन। (शुद्ध वृद्धि से भाग देना, $\\frac{${l}}{${net}} \\times 2 = ${twice}$ दिन, गलत है: इसमें काम पूरा होने के बाद भी ${y.hi} को काम बिगाड़ने दिया जाता है।)`,
        '',
        `**उत्तर: ${answer} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'One builds, the other undoes, on alternate days', hi: 'बारी-बारी से एक बनाए, दूसरा बिगाड़े' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} days`, hi: `${t} दिन` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [a, b],
      check() {
        // Tick by tick (ra ticks a day, the job scaled to match) until the job is first complete.
        const job = l * ra;
        let level = 0;
        let t = 0;
        while (level < job && t < 1_000_000) {
          level += Math.floor(t / ra) % 2 === 0 ? ra : -rb;
          t++;
        }
        const v = level === job ? t / ra : -1;
        return { kind: 'choice', correct: [raw.indexOf(mixedText(v))] };
      },
    };
  },
};
