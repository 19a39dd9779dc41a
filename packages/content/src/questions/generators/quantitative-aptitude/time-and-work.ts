/**
 * Time and work: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `time-and-work/working-together` – two workers' days alone: the days together – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `time-and-work/men-days-hours` – men × days × hours per unit of work: the days for another crew and job – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `time-and-work/leaves-before-completion` – A leaves k days before the end: the whole job's days – SSC CGL, Bank PO, CAT, Placements
 * - `time-and-work/three-pairs` – (A+B), (B+C), (C+A) times: all three together or one alone – SSC CGL, Bank PO, CAT, Placements
 * - `time-and-work/efficiency-ratio` – "A is twice (or 50% more) as efficient as B" and the time together: one worker's time alone – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `time-and-work/wages-with-helper` – A and B with C's help finish the job, wages by work done: C's share – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `time-and-work/men-women-two-crews` – two crews of men and women and their days: the days for a third crew – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `time-and-work/alternate-days` – A and B work on alternate days: the days (a mixed number) to finish – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `time-and-work/joins-to-finish-the-rest` – A works alone, then B joins and they finish the rest: B's time alone – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `time-and-work/contractor-extra-men` – a contractor behind schedule: the extra men to finish on time – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `time-and-work/changed-efficiency` (CAT) – together in t1 days, with changed efficiencies in t2 days: one worker's time alone – CAT, Bank PO, Placements
 * - `time-and-work/changing-crew-each-day` (CAT) – d workers leave (or join) every day: the days to finish, from an AP and a quadratic – CAT, Placements
 */
import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { showableDistractors, withUnit } from './answer-formats.js';

const units = (n: number) => (n === 1 ? 'unit' : 'units');

/** Workers named in both languages (all male, so the Hindi verbs agree). */
const WORKERS = [
  { en: 'A', hi: 'A' },
  { en: 'Ramesh', hi: 'रमेश' },
  { en: 'Suresh', hi: 'सुरेश' },
  { en: 'Mohan', hi: 'मोहन' },
  { en: 'Amit', hi: 'अमित' },
  { en: 'Rahul', hi: 'राहुल' },
] as const;

function twoWorkers(rng: Rng) {
  // Either the plain A and B of exam papers or two different names.
  if (rng.pick([true, false]))
    return [
      { en: 'A', hi: 'A' },
      { en: 'B', hi: 'B' },
    ] as const;
  const [first, second] = rng.shuffle(WORKERS.slice(1));
  return [first ?? WORKERS[1], second ?? WORKERS[2]] as const;
}

/** Day pairs (a < b) for which working together takes a whole number of days, ab/(a+b). */
const TOGETHER_PAIRS: [number, number][] = [];
for (let a = 4; a <= 90; a++) {
  for (let b = a + 1; b <= 90; b++) {
    if ((a * b) % (a + b) === 0) TOGETHER_PAIRS.push([a, b]);
  }
}

/** Two workers' days alone: how long together? Rates add, days do not. */
export const timeAndWorkTogether: QuestionGenerator = {
  id: 'time-and-work/working-together',
  topic: 'time-and-work',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const [fast, slow] = rng.pick(TOGETHER_PAIRS);
    const [a, b] = rng.pick([true, false]) ? [fast, slow] : [slow, fast];
    const [p, q] = twoWorkers(rng);
    const together = (a * b) / (a + b);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      together,
      showableDistractors([
        (a + b) / 2, // averages the two times
        a + b, // adds the days instead of the rates
        (a * b) / Math.abs(b - a), // uses the difference formula (one worker undoing the other)
        together * 2, // halves the rates instead of adding them
      ]),
    );
    const w = lcm(a, b);
    const statement = {
      en: `${p.en} can finish a piece of work in ${a} days and ${q.en} can finish it in ${b} days. Working together, in how many days will they finish it?`,
      hi: `${p.hi} किसी काम को ${a} दिनों में और ${q.hi} उसी काम को ${b} दिनों में पूरा कर सकता है। दोनों मिलकर यह काम कितने दिनों में पूरा करेंगे?`,
    };
    const solution = {
      en: [
        `Take the total work as $\\text{LCM}(${a}, ${b}) = ${w}$ units.`,
        `${p.en} does $\\frac{${w}}{${a}} = ${w / a}$ ${units(w / a)} a day and ${q.en} does $\\frac{${w}}{${b}} = ${w / b}$ ${units(w / b)} a day, so together they do ${w / a + w / b} units a day.`,
        `Time together $= \\frac{${w}}{${w / a + w / b}} = ${together}$ days (the same as $\\frac{ab}{a+b} = \\frac{${a * b}}{${a + b}} = ${together}$).`,
        '',
        `**Answer: ${together} days**`,
      ].join('\n\n'),
      hi: [
        `कुल काम $= \\text{LCM}(${a}, ${b}) = ${w}$ इकाई मानें।`,
        `${p.hi} प्रतिदिन $\\frac{${w}}{${a}} = ${w / a}$ इकाई और ${q.hi} प्रतिदिन $\\frac{${w}}{${b}} = ${w / b}$ इकाई काम करता है, अतः दोनों मिलकर प्रतिदिन ${w / a + w / b} इकाई करते हैं।`,
        `साथ मिलकर समय $= \\frac{${w}}{${w / a + w / b}} = ${together}$ दिन (यही $\\frac{ab}{a+b} = \\frac{${a * b}}{${a + b}} = ${together}$ है)।`,
        '',
        `**उत्तर: ${together} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two workers together', hi: 'दो व्यक्ति साथ मिलकर' },
      type: 'single',
      statement,
      options: withUnit(raw, 'days', 'दिन'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [a, b, together],
      check() {
        // Day-by-day: count whole days of combined work (as fractions of a·b) until the job is done.
        let done = 0;
        let days = 0;
        while (done < a * b) {
          done += b + a; // one day's work of both, measured in units of 1/(a·b) of the job
          days++;
        }
        const value = done === a * b ? days : -1;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** M1·D1·H1 / W1 = M2·D2·H2 / W2: more men, other hours and a different amount of work. */
export const timeAndWorkManDays: QuestionGenerator = {
  id: 'time-and-work/men-days-hours',
  topic: 'time-and-work',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    // Work per man-hour is 1/q metre; redraw until both walls are whole metres and the cases differ.
    let m1 = 12;
    let d1 = 10;
    let h1 = 8;
    let m2 = 16;
    let h2 = 6;
    let d2 = 15;
    let q = 4;
    for (let tries = 0; tries < 10_000; tries++) {
      m1 = rng.int(6, 30);
      d1 = rng.int(6, 30);
      h1 = rng.int(5, 10);
      m2 = rng.int(6, 40);
      h2 = rng.int(5, 10);
      d2 = rng.int(4, 40);
      q = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
      const w1 = (m1 * d1 * h1) / q;
      const w2 = (m2 * d2 * h2) / q;
      if (
        Number.isInteger(w1) &&
        Number.isInteger(w2) &&
        w1 <= 600 &&
        w2 <= 600 &&
        w1 !== w2 &&
        m1 !== m2 &&
        h1 !== h2 &&
        d1 !== d2
      )
        break;
    }
    const w1 = (m1 * d1 * h1) / q;
    const w2 = (m2 * d2 * h2) / q;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      d2,
      showableDistractors([
        (m1 * d1 * h1) / (m2 * h2), // ignores that the amount of work changed
        (m1 * d1 * w2) / (w1 * m2), // ignores the hours per day
        (m1 * d1 * h1 * w1) / (w2 * m2 * h2), // turns the work ratio upside down
        (d1 * m2 * h2 * w2) / (m1 * h1 * w1), // treats men and hours as directly proportional to days
      ]),
    );
    const statement = {
      en: `${m1} men working ${h1} hours a day can build ${w1} metres of a wall in ${d1} days. In how many days will ${m2} men working ${h2} hours a day build ${w2} metres of the same kind of wall?`,
      hi: `${m1} व्यक्ति प्रतिदिन ${h1} घंटे काम करके ${d1} दिनों में ${w1} मीटर दीवार बना सकते हैं। ${m2} व्यक्ति प्रतिदिन ${h2} घंटे काम करके उसी प्रकार की ${w2} मीटर दीवार कितने दिनों में बनाएँगे?`,
    };
    const solution = {
      en: [
        'Work is proportional to men × days × hours, so $\\frac{M_1 D_1 H_1}{W_1} = \\frac{M_2 D_2 H_2}{W_2}$.',
        `$\\frac{${m1} \\times ${d1} \\times ${h1}}{${w1}} = \\frac{${m2} \\times D_2 \\times ${h2}}{${w2}}$`,
        `$D_2 = \\frac{${m1} \\times ${d1} \\times ${h1} \\times ${w2}}{${w1} \\times ${m2} \\times ${h2}} = \\frac{${m1 * d1 * h1 * w2}}{${w1 * m2 * h2}} = ${d2}$`,
        '',
        `**Answer: ${d2} days**`,
      ].join('\n\n'),
      hi: [
        'काम (व्यक्ति × दिन × घंटे) के समानुपाती है, अतः $\\frac{M_1 D_1 H_1}{W_1} = \\frac{M_2 D_2 H_2}{W_2}$।',
        `$\\frac{${m1} \\times ${d1} \\times ${h1}}{${w1}} = \\frac{${m2} \\times D_2 \\times ${h2}}{${w2}}$`,
        `$D_2 = \\frac{${m1} \\times ${d1} \\times ${h1} \\times ${w2}}{${w1} \\times ${m2} \\times ${h2}} = \\frac{${m1 * d1 * h1 * w2}}{${w1 * m2 * h2}} = ${d2}$`,
        '',
        `**उत्तर: ${d2} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Men, days, hours and work', hi: 'व्यक्ति, दिन, घंटे और काम' },
      type: 'single',
      statement,
      options: withUnit(raw, 'days', 'दिन'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [m1, h1, w1, d1, m2, h2, w2, d2],
      check() {
        // Search the number of days whose man-hours per metre match the first crew's.
        for (let d = 1; d <= 500; d++) {
          if (m2 * d * h2 * w1 === m1 * d1 * h1 * w2)
            return { kind: 'choice', correct: [raw.indexOf(String(d))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Cases where A leaves k days before the end and the whole job still takes a whole number of days. */
const LEAVES_CASES: { a: number; b: number; k: number; total: number }[] = [];
for (let a = 8; a <= 40; a++) {
  for (let b = 8; b <= 40; b++) {
    if (a === b) continue;
    const w = lcm(a, b);
    const x = w / a;
    const y = w / b;
    for (let k = 2; k <= 9; k++) {
      const total = (w + x * k) / (x + y);
      if (Number.isInteger(total) && total > k + 1) LEAVES_CASES.push({ a, b, k, total });
    }
  }
}

/** A leaves k days before the work is finished: the whole job's length, from the work balance. */
export const timeAndWorkLeavesBeforeEnd: QuestionGenerator = {
  id: 'time-and-work/leaves-before-completion',
  topic: 'time-and-work',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { a, b, k, total } = rng.pick(LEAVES_CASES);
    const [p, q] = twoWorkers(rng);
    const w = lcm(a, b);
    const x = w / a;
    const y = w / b;
    const statement = {
      en: `${p.en} can do a piece of work in ${a} days and ${q.en} can do it in ${b} days. They start working together, but ${p.en} leaves ${k} days before the work is finished. In how many days is the whole work finished?`,
      hi: `${p.hi} किसी काम को ${a} दिनों में और ${q.hi} उसे ${b} दिनों में कर सकता है। दोनों साथ काम शुरू करते हैं, पर काम पूरा होने से ${k} दिन पहले ${p.hi} काम छोड़ देता है। पूरा काम कितने दिनों में समाप्त होता है?`,
    };
    const solution = {
      en: [
        `Total work $= \\text{LCM}(${a}, ${b}) = ${w}$ units; ${p.en} does ${x} and ${q.en} does ${y} units a day.`,
        `Let the work take $T$ days. ${q.en} works all $T$ days; ${p.en} works only $T - ${k}$ days.`,
        `$${x}(T - ${k}) + ${y}T = ${w} \\Rightarrow ${x + y}T = ${w} + ${x * k} = ${w + x * k} \\Rightarrow T = ${total}$`,
        `Check: ${p.en} does $${x} \\times ${total - k} = ${x * (total - k)}$ units and ${q.en} does $${y} \\times ${total} = ${y * total}$ units, ${w} in all.`,
        '',
        `**Answer: ${total} days**`,
      ].join('\n\n'),
      hi: [
        `कुल काम $= \\text{LCM}(${a}, ${b}) = ${w}$ इकाई; ${p.hi} प्रतिदिन ${x} और ${q.hi} प्रतिदिन ${y} इकाई काम करता है।`,
        `मान लें काम $T$ दिनों में पूरा होता है। ${q.hi} पूरे $T$ दिन काम करता है; ${p.hi} केवल $T - ${k}$ दिन।`,
        `$${x}(T - ${k}) + ${y}T = ${w} \\Rightarrow ${x + y}T = ${w} + ${x * k} = ${w + x * k} \\Rightarrow T = ${total}$`,
        `जाँच: ${p.hi} $${x} \\times ${total - k} = ${x * (total - k)}$ इकाई और ${q.hi} $${y} \\times ${total} = ${y * total}$ इकाई काम करता है, कुल ${w}।`,
        '',
        `**उत्तर: ${total} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'One worker leaves before the end', hi: 'काम पूरा होने से पहले एक व्यक्ति का छोड़ना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: total, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [a, b, k, total],
      check() {
        // Run the job backwards from its last day: B alone for k days, then both together.
        let left = a * b; // the job in units of 1/(a·b)
        let days = 0;
        while (left > 0) {
          left -= days < k ? a : a + b; // B does a units a day, A does b
          days++;
        }
        return { kind: 'numeric', value: left === 0 ? days : -1, tolerance: 0 };
      },
    };
  },
};

type PairAsk = 'all' | 'A' | 'B' | 'C';

/**
 * Pair cases: individual daily rates (units) for A, B, C, what is asked, and a total work that the
 * three pair rates, the combined rate and the asked rate all divide.
 */
const PAIR_CASES: { ra: number; rb: number; rc: number; ask: PairAsk; w: number }[] = [];
for (let ra = 1; ra <= 10; ra++) {
  for (let rb = 1; rb <= 10; rb++) {
    for (let rc = 1; rc <= 10; rc++) {
      if (ra === rb || rb === rc || ra === rc) continue;
      const asks: [PairAsk, number][] = [
        ['all', ra + rb + rc],
        ['A', ra],
        ['B', rb],
        ['C', rc],
      ];
      for (const [ask, own] of asks) {
        let w = 1;
        for (const r of [ra + rb, rb + rc, rc + ra, ra + rb + rc, own]) w = lcm(w, r);
        const longestPair = Math.max(w / (ra + rb), w / (rb + rc), w / (rc + ra));
        if (longestPair <= 80 && w / own <= 180) PAIR_CASES.push({ ra, rb, rc, ask, w });
      }
    }
  }
}

/** (A+B), (B+C), (C+A) times given: adding the pair rates counts everyone twice. */
export const timeAndWorkThreePairs: QuestionGenerator = {
  id: 'time-and-work/three-pairs',
  topic: 'time-and-work',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const picked = rng.pick(PAIR_CASES);
    const { ask } = picked;
    const ab = picked.w / (picked.ra + picked.rb);
    const bc = picked.w / (picked.rb + picked.rc);
    const ca = picked.w / (picked.rc + picked.ra);
    // Rework the units from the LCM of the given times (doubled if a rate would be a half).
    const l = lcm(lcm(ab, bc), ca);
    const halfSum = (l / ab + l / bc + l / ca) % 2 === 0;
    const w = halfSum ? l : 2 * l;
    const pairAB = w / ab;
    const pairBC = w / bc;
    const pairCA = w / ca;
    const sum = (pairAB + pairBC + pairCA) / 2;
    const ra = sum - pairBC;
    const rb = sum - pairCA;
    const rc = sum - pairAB;
    const all = w / sum;
    const rates = { A: ra, B: rb, C: rc };
    const others = { A: 'B + C', B: 'C + A', C: 'A + B' } as const;
    const askAlone = ask !== 'all';
    const own = ask === 'all' ? ra + rb + rc : rates[ask];
    const value = w / own;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askAlone
          ? [
              w / (ask === 'A' ? rc : ra), // takes the wrong pair away (another worker alone)
              w / (ask === 'B' ? rc : rb),
              2 * all, // doubles the three-together time
              (ab + bc + ca) / 3, // averages the pair times
            ]
          : [
              all / 2, // forgets to halve the sum of the pair rates
              2 * all, // halves twice
              (ab + bc + ca) / 3, // averages the three pair times
              (ab + bc + ca) / 2,
            ],
      ),
    );
    const question =
      ask === 'all'
        ? {
            en: 'In how many days can A, B and C together do the work?',
            hi: 'A, B और C मिलकर यह काम कितने दिनों में कर सकते हैं?',
          }
        : {
            en: `In how many days can ${ask} alone do the work?`,
            hi: `${ask} अकेला यह काम कितने दिनों में कर सकता है?`,
          };
    const statement = {
      en: `A and B together can do a piece of work in ${ab} days, B and C together in ${bc} days, and C and A together in ${ca} days. ${question.en}`,
      hi: `A और B मिलकर किसी काम को ${ab} दिनों में, B और C मिलकर ${bc} दिनों में, तथा C और A मिलकर ${ca} दिनों में कर सकते हैं। ${question.hi}`,
    };
    const pairRate = ask === 'all' ? 0 : ra + rb + rc - own;
    const solution = {
      en: [
        halfSum
          ? `Total work $= \\text{LCM}(${ab}, ${bc}, ${ca}) = ${w}$ units.`
          : `Take the total work as $2 \\times \\text{LCM}(${ab}, ${bc}, ${ca}) = ${w}$ units, so that every daily rate comes out whole.`,
        `Daily work: $A + B = ${ra + rb}$, $B + C = ${rb + rc}$, $C + A = ${rc + ra}$ units. Adding: $2(A + B + C) = ${2 * (ra + rb + rc)}$, so $A + B + C = ${ra + rb + rc}$ units a day.`,
        ask === 'all'
          ? `All three together: $\\frac{${w}}{${ra + rb + rc}} = ${all}$ days.`
          : `${ask} alone $= (A + B + C) - (${others[ask]}) = ${ra + rb + rc} - ${pairRate} = ${own}$ ${own === 1 ? 'unit' : 'units'} a day, so $\\frac{${w}}{${own}} = ${value}$ days.`,
        '',
        `**Answer: ${value} days**`,
      ].join('\n\n'),
      hi: [
        halfSum
          ? `कुल काम $= \\text{LCM}(${ab}, ${bc}, ${ca}) = ${w}$ इकाई।`
          : `कुल काम $= 2 \\times \\text{LCM}(${ab}, ${bc}, ${ca}) = ${w}$ इकाई मानें, ताकि हर दैनिक दर पूर्ण संख्या रहे।`,
        `प्रतिदिन का काम: $A + B = ${ra + rb}$, $B + C = ${rb + rc}$, $C + A = ${rc + ra}$ इकाई। जोड़ने पर: $2(A + B + C) = ${2 * (ra + rb + rc)}$, अतः $A + B + C = ${ra + rb + rc}$ इकाई प्रतिदिन।`,
        ask === 'all'
          ? `तीनों मिलकर: $\\frac{${w}}{${ra + rb + rc}} = ${all}$ दिन।`
          : `${ask} अकेला $= (A + B + C) - (${others[ask]}) = ${ra + rb + rc} - ${pairRate} = ${own}$ इकाई प्रतिदिन, अतः $\\frac{${w}}{${own}} = ${value}$ दिन।`,
        '',
        `**उत्तर: ${value} दिन**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Three workers in pairs', hi: 'तीन व्यक्ति जोड़ियों में' },
      type: 'single',
      statement,
      options: withUnit(raw, 'days', 'दिन'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [ab, bc, ca, value],
      check() {
        // Fractions of the job per day: all = (1/ab + 1/bc + 1/ca) / 2, and one worker is that minus
        // the pair without him, e.g. A = (1/ab − 1/bc + 1/ca) / 2.
        const half = (1 / ab + 1 / bc + 1 / ca) / 2;
        const without = { all: 0, A: 1 / bc, B: 1 / ca, C: 1 / ab }[ask];
        const rate = half - without;
        const days = Math.round((1 / rate) * 100) / 100;
        return { kind: 'choice', correct: [raw.indexOf(String(days))] };
      },
    };
  },
};
