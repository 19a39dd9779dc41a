import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors, withUnit } from './answer-formats.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

const GAMES = [
  { en: 'billiards', hi: 'बिलियर्ड्स' },
  { en: 'snooker', hi: 'स्नूकर' },
  { en: 'carrom', hi: 'कैरम' },
] as const;

/** Points games: A gives B x points and C y points in a game of n; what B can give C. */
export const racesGameOfPoints: QuestionGenerator = {
  id: 'races-and-games/game-of-points',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let n = 60;
    let x = 10;
    let y = 15;
    let give = 6;
    for (let tries = 0; tries < 2000; tries++) {
      n = rng.pick([40, 50, 60, 75, 80, 90, 100, 120, 150, 200]);
      x = rng.int(2, Math.floor(n / 4));
      y = rng.int(x + 2, Math.floor(n / 2));
      const g = (n * (y - x)) / (n - x);
      if (Number.isInteger(g) && g > 0 && g !== y - x) {
        give = g;
        break;
      }
    }
    const game = rng.pick(GAMES);
    const bPts = n - x;
    const cPts = n - y;
    const cWhenBn = (n * cPts) / bPts;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      give,
      showableDistractors([
        y - x, // subtracts the two allowances
        (n * (y - x)) / (n - y), // divides by C's score instead of B's
        x + y, // adds them
        (n * (y - x)) / n + 1,
      ]).filter((d) => Number.isInteger(d) && d < n),
    );
    const statement = {
      en: `In a game of ${game.en} of ${n} points, A can give B ${x} points and C ${y} points. How many points can B give C in a game of ${n} points?`,
      hi: `${n} अंकों के ${game.hi} के खेल में A, B को ${x} अंक और C को ${y} अंक दे सकता है। ${n} अंकों के खेल में B, C को कितने अंक दे सकता है?`,
    };
    const solution = {
      en: worked(
        [
          `While A scores ${n}, B scores $${n} - ${x} = ${bPts}$ and C scores $${n} - ${y} = ${cPts}$.`,
          `So while B scores ${bPts}, C scores ${cPts}. While B scores ${n}, C scores $${n} \\times \\frac{${cPts}}{${bPts}} = ${cWhenBn}$.`,
          `B can give C $${n} - ${cWhenBn} = ${give}$ points.`,
        ],
        `${give} points`,
        'en',
      ),
      hi: worked(
        [
          `जब A ${n} अंक बनाता है, B $${n} - ${x} = ${bPts}$ और C $${n} - ${y} = ${cPts}$ अंक बनाते हैं।`,
          `अतः जब B ${bPts} अंक बनाता है, C ${cPts} अंक बनाता है। जब B ${n} अंक बनाए, C $${n} \\times \\frac{${cPts}}{${bPts}} = ${cWhenBn}$ अंक बनाएगा।`,
          `B, C को $${n} - ${cWhenBn} = ${give}$ अंक दे सकता है।`,
        ],
        `${give} अंक`,
        'hi',
      ),
    };
    return {
      title: { en: 'Points given in a game', hi: 'खेल में अंक देना' },
      type: 'single',
      statement,
      options: raw.map((o) => ({ en: `${o} ${o === '1' ? 'point' : 'points'}`, hi: `${o} अंक` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [n, x, y, give],
      check() {
        // Try every allowance g: C's score per B's n points must be in the same ratio as before.
        for (let g = 0; g < n; g++) {
          if ((n - g) * bPts === n * cPts) return { kind: 'choice', correct: [raw.indexOf(String(g))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A gives B a start in metres and in seconds together: by how many seconds A wins. */
export const racesStartInMetresAndSeconds: QuestionGenerator = {
  id: 'races-and-games/start-in-metres-and-seconds',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let race = 400;
    let a = 8;
    let b = 5;
    let s = 40;
    let t0 = 5;
    let margin = 5;
    for (let tries = 0; tries < 2000; tries++) {
      race = rng.pick([200, 300, 400, 500, 600, 800, 1000, 1200, 1500]);
      a = rng.int(5, 10);
      b = rng.int(3, a - 1);
      s = 10 * rng.int(2, Math.floor(race / 50));
      t0 = rng.int(2, 15);
      margin = (race - s) / b - t0 - race / a;
      if (race % a === 0 && (race - s) % b === 0 && margin > 0 && margin <= 120) break;
    }
    const tA = race / a;
    const tB = (race - s) / b;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      margin,
      showableDistractors([
        margin + t0, // forgets the start in seconds
        race / b - t0 - tA, // forgets the start in metres
        margin + 2 * t0, // adds the seconds to B instead of taking them from A
        (race + s) / b - t0 - tA, // adds the metre start to B's run
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `A runs at ${a} m/s and B at ${b} m/s. In a race of ${race} m, A gives B a start of ${s} m and also starts ${t0} seconds after B. By how many seconds does A win?`,
      hi: `A ${a} m/s और B ${b} m/s की चाल से दौड़ते हैं। ${race} m की दौड़ में A, B को ${s} m की बढ़त देता है और B के ${t0} सेकंड बाद दौड़ना शुरू करता है। A कितने सेकंड से जीतता है?`,
    };
    const solution = {
      en: worked(
        [
          `B runs only $${race} - ${s} = ${race - s}$ m: $\\frac{${race - s}}{${b}} = ${tB}$ s after B starts.`,
          `A runs ${race} m in $\\frac{${race}}{${a}} = ${tA}$ s, starting ${t0} s late, so A finishes $${t0} + ${tA} = ${t0 + tA}$ s after B starts.`,
          `A wins by $${tB} - ${t0 + tA} = ${margin}$ s.`,
        ],
        `${margin} seconds`,
        'en',
      ),
      hi: worked(
        [
          `B केवल $${race} - ${s} = ${race - s}$ m दौड़ता है: B के शुरू करने के $\\frac{${race - s}}{${b}} = ${tB}$ सेकंड बाद वह पहुँचता है।`,
          `A, ${race} m को $\\frac{${race}}{${a}} = ${tA}$ सेकंड में दौड़ता है और ${t0} सेकंड देर से शुरू करता है, अतः B के शुरू करने के $${t0} + ${tA} = ${t0 + tA}$ सेकंड बाद पहुँचता है।`,
          `A, $${tB} - ${t0 + tA} = ${margin}$ सेकंड से जीतता है।`,
        ],
        `${margin} सेकंड`,
        'hi',
      ),
    };
    return {
      title: { en: 'Start in metres and seconds together', hi: 'मीटर और सेकंड दोनों की बढ़त' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [a, b, race, s, t0, margin],
      check() {
        // Second by second from B's start: when does each one cross the finishing line?
        let finishA = 0;
        let finishB = 0;
        for (let t = 1; t <= 10_000 && (!finishA || !finishB); t++) {
          if (!finishA && a * Math.max(0, t - t0) >= race) finishA = t;
          if (!finishB && s + b * t >= race) finishB = t;
        }
        return { kind: 'choice', correct: [raw.indexOf(String(finishB - finishA))] };
      },
    };
  },
};

/** A gives B a head start and still wins by some metres: B's time for the whole race. */
export const racesHeadStartStillWins: QuestionGenerator = {
  id: 'races-and-games/head-start-still-beaten',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let race = 500;
    let s = 50;
    let m = 25;
    let tA = 100;
    let tB = 120;
    // A's time is a multiple of what makes B's time and one of the two main mistakes whole numbers.
    const step = (d: number) => d / gcd(race, d);
    for (let tries = 0; tries < 1000; tries++) {
      race = rng.pick([100, 200, 300, 400, 500, 800, 1000, 1500, 2000]);
      s = (race / 100) * rng.int(3, 15);
      m = (race / 100) * rng.int(2, 12);
      if (s === m) continue;
      const times = (unit: number) => {
        const ks: number[] = [];
        for (let t = unit; t <= race / 2.5; t += unit) {
          if (t >= race / 10 && (t * race) / (race - s - m) <= 900) ks.push(t);
        }
        return ks;
      };
      // Both mistakes whole when the numbers allow it, else one of them.
      const both = times(lcm(lcm(step(race - s - m), step(race - m)), step(race - s)));
      const ks = both.length ? both : times(lcm(step(race - s - m), step(rng.pick([race - m, race - s]))));
      if (ks.length === 0) continue;
      tA = rng.pick(ks);
      tB = (tA * race) / (race - s - m);
      break;
    }
    const covered = race - s - m;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      tB,
      showableDistractors([
        (tA * race) / (race - m), // forgets the head start
        (tA * race) / (race - s), // forgets the winning margin
        (tA * race) / (race - s + m), // adds the margin instead of taking it away
        (tA * (race + s + m)) / race, // runs the start and the margin at A's speed instead of B's
        (tA * (race + m)) / race, // adds only the margin, at A's speed
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `In a race of ${race} m, A gives B a start of ${s} m and still beats him by ${m} m. A finishes the race in ${tA} seconds. How long does B take to run ${race} m?`,
      hi: `${race} m की दौड़ में A, B को ${s} m की बढ़त देता है और फिर भी उसे ${m} m से हरा देता है। A दौड़ ${tA} सेकंड में पूरी करता है। B को ${race} m दौड़ने में कितना समय लगता है?`,
    };
    const solution = {
      en: worked(
        [
          `B starts ${s} m ahead and is ${m} m short of the line when A finishes, so in ${tA} s B runs $${race} - ${s} - ${m} = ${covered}$ m.`,
          `B's time for ${race} m $= ${tA} \\times \\frac{${race}}{${covered}} = ${tB}$ s.`,
        ],
        `${tB} seconds`,
        'en',
      ),
      hi: worked(
        [
          `B, ${s} m आगे से शुरू करता है और A के पहुँचने पर रेखा से ${m} m पीछे है, अतः ${tA} सेकंड में B $${race} - ${s} - ${m} = ${covered}$ m दौड़ता है।`,
          `${race} m के लिए B का समय $= ${tA} \\times \\frac{${race}}{${covered}} = ${tB}$ सेकंड।`,
        ],
        `${tB} सेकंड`,
        'hi',
      ),
    };
    return {
      title: { en: 'Head start given and still beaten', hi: 'बढ़त देकर भी हराना' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [race, s, m, tA, tB],
      check() {
        // Try every whole time for B: at B's speed, in A's time B must stop m short of the line.
        for (let t = 1; t <= 5000; t++) {
          if ((race - s - m) * t === race * tA) return { kind: 'choice', correct: [raw.indexOf(String(t))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
