/**
 * Races and games: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `races-and-games/dead-heat-start` – start for a dead heat from the speed ratio – SSC CGL, Bank PO, CAT, Placements
 * - `races-and-games/chained-race` – A beats B and B beats C: by how much A beats C – SSC CGL, Bank PO, CAT, Placements
 * - `races-and-games/beats-by-metres-or-seconds` – A beats B by x m or t s: A's time – SSC CGL, Bank PO, CAT, Placements
 * - `races-and-games/circular-track` – first meeting of two runners on a circular track, anywhere or at the start – SSC CGL, Bank PO, CAT, Placements
 * - `races-and-games/game-of-points` – points B can give C in a game of billiards, snooker or carrom – SSC CGL, Bank PO, CAT, Placements
 * - `races-and-games/start-in-metres-and-seconds` – winning margin when the start is given in metres and seconds together – SSC CGL, Bank PO, Placements
 * - `races-and-games/head-start-still-beaten` – B's time when A gives a head start and still wins by some metres – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `races-and-games/three-runners-at-start` – three runners first together at the start, or A's rounds by then – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `races-and-games/distinct-meeting-points` (CAT) – number of distinct meeting points of two runners on a circular track – CAT, Placements
 * - `races-and-games/race-length-from-margins` (CAT) – length of the race from the three margins A–B, B–C and A–C – CAT, SSC CGL, Placements
 */
import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors } from './answer-formats.js';

const metres = (n: number) => `${n} m`;

const RACE_LENGTHS = [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000] as const;

/** Dead-heat cases: speed ratio p : q (A faster) and a race length that p divides. */
const DEAD_HEAT_CASES: { p: number; q: number; race: number }[] = [];
for (let p = 2; p <= 12; p++) {
  for (let q = 1; q < p; q++) {
    // A at most twice as fast as B keeps the start a realistic part of the race.
    if (gcd(p, q) !== 1 || p > 2 * q) continue;
    for (const race of RACE_LENGTHS) if (race % p === 0) DEAD_HEAT_CASES.push({ p, q, race });
  }
}

/** A start that makes a dead heat: the slower runner's start equals what A would otherwise win by. */
export const racesDeadHeatStart: QuestionGenerator = {
  id: 'races-and-games/dead-heat-start',
  topic: 'races-and-games',
  difficulty: 'easy',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { p, q, race } = rng.pick(DEAD_HEAT_CASES);
    const bRuns = (race * q) / p;
    const start = race - bRuns;
    const { options, correctIndex } = choiceOptions(
      rng,
      start,
      showableDistractors([
        (race * (p - q)) / q, // divides by B's share instead of A's
        bRuns, // gives the distance B runs, not the start
        (race * (p - q)) / (p + q), // splits the race in the ratio of the speeds
        race / p, // one part of the ratio
        (race * q) / (p + q), // B's share when the race is split in the ratio of the speeds
        2 * start, // doubles the start (counts the gap for both runners)
      ]),
      metres,
    );
    const times = q === 1 ? String(p) : `$\\frac{${p}}{${q}}$`;
    // Exams state the speeds either as a ratio or as "A runs p/q times as fast as B".
    const given = rng.pick([
      {
        en: `The speeds of A and B are in the ratio ${p} : ${q}.`,
        hi: `A और B की चालों का अनुपात ${p} : ${q} है।`,
      },
      {
        en: `A runs ${times} times as fast as B.`,
        hi: `A, B से ${times} गुना तेज़ दौड़ता है।`,
      },
    ]);
    const statement = {
      en: `${given.en} In a race of ${race} m, how much start should A give B so that the race ends in a dead heat?`,
      hi: `${given.hi} ${race} m की दौड़ में A को B को कितनी बढ़त (start) देनी चाहिए ताकि दौड़ डेड हीट (dead heat) में समाप्त हो, यानी दोनों एक साथ पहुँचें?`,
    };
    const solution = {
      en: [
        `In the same time, distances are in the ratio of speeds. While A runs ${race} m, B runs $${race} \\times \\frac{${q}}{${p}} = ${bRuns}$ m.`,
        `So B must start $${race} - ${bRuns} = ${start}$ m ahead for both to finish together.`,
        '',
        `**Answer: ${start} m**`,
      ].join('\n\n'),
      hi: [
        `समान समय में दूरियाँ चालों के अनुपात में होती हैं। जब तक A ${race} m दौड़ता है, B $${race} \\times \\frac{${q}}{${p}} = ${bRuns}$ m दौड़ता है।`,
        `अतः दोनों साथ पहुँचें, इसके लिए B को $${race} - ${bRuns} = ${start}$ m आगे से शुरू करना चाहिए।`,
        '',
        `**उत्तर: ${start} m**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Start for a dead heat', hi: 'डेड हीट के लिए बढ़त' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [p, q, race, start],
      check() {
        // Try every whole-metre start: B's shorter run must take exactly as long as A's full run.
        for (let s = 0; s < race; s++) {
          if ((race - s) * p === race * q) return { kind: 'choice', correct: [options.indexOf(metres(s))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Chained-race cases: A beats B by x, B beats C by y, with x·y divisible by the race length. */
const CHAIN_CASES: { race: number; x: number; y: number }[] = [];
for (const race of [100, 200, 400, 500, 1000] as const) {
  const step = race / 100; // margins in whole multiples of 1% of the race
  for (let x = 2 * step; x <= race / 4; x += step) {
    for (let y = 2 * step; y <= race / 4; y += step) {
      if ((x * y) % race === 0) CHAIN_CASES.push({ race, x, y });
    }
  }
}

/** Margins in chained races multiply as ratios; they do not add. */
export const racesChainedMargins: QuestionGenerator = {
  id: 'races-and-games/chained-race',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { race, x, y } = rng.pick(CHAIN_CASES);
    const bRuns = race - x;
    const cRuns = (bRuns * (race - y)) / race;
    const margin = race - cRuns;
    const { options, correctIndex } = choiceOptions(
      rng,
      margin,
      showableDistractors([
        x + y, // adds the two margins
        Math.abs(x - y), // subtracts them
        (x * y) / race, // keeps only the correction term
        x + y + (x * y) / race, // adds the correction instead of subtracting it
      ]),
      metres,
    );
    const statement = {
      en: `In a ${race} m race, A beats B by ${x} m, and in a ${race} m race B beats C by ${y} m. By how many metres will A beat C in a ${race} m race?`,
      hi: `${race} m की दौड़ में A, B को ${x} m से हराता है, और ${race} m की दौड़ में B, C को ${y} m से हराता है। ${race} m की दौड़ में A, C को कितने मीटर से हराएगा?`,
    };
    const solution = {
      en: [
        `When A runs ${race} m, B runs ${bRuns} m. When B runs ${race} m, C runs ${race - y} m.`,
        `So when B runs ${bRuns} m, C runs $${bRuns} \\times \\frac{${race - y}}{${race}} = ${cRuns}$ m.`,
        `A beats C by $${race} - ${cRuns} = ${margin}$ m (not $${x} + ${y} = ${x + y}$ m: margins multiply as ratios).`,
        '',
        `**Answer: ${margin} m**`,
      ].join('\n\n'),
      hi: [
        `जब A ${race} m दौड़ता है, B ${bRuns} m दौड़ता है। जब B ${race} m दौड़ता है, C ${race - y} m दौड़ता है।`,
        `अतः जब B ${bRuns} m दौड़ता है, C $${bRuns} \\times \\frac{${race - y}}{${race}} = ${cRuns}$ m दौड़ता है।`,
        `A, C को $${race} - ${cRuns} = ${margin}$ m से हराता है ($${x} + ${y} = ${x + y}$ m नहीं: अंतर अनुपात की तरह गुणा होते हैं)।`,
        '',
        `**उत्तर: ${margin} m**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Chained race margins', hi: 'शृंखला वाली दौड़ का अंतर' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [race, x, y, margin],
      check() {
        // Give the runners speeds (A = race², B = race·(race − x), C = (race − x)(race − y)) and see
        // where C is when A finishes: distance = speed × time with time = race / race².
        const speedA = race * race;
        const speedC = (race - x) * (race - y);
        const cAtFinish = (speedC * race) / speedA;
        return { kind: 'choice', correct: [options.indexOf(metres(race - cAtFinish))] };
      },
    };
  },
};

/** "A beats B by x m or t s": B runs the last x m in t s, so B's speed is x / t. */
export const racesBeatsByMetresOrSeconds: QuestionGenerator = {
  id: 'races-and-games/beats-by-metres-or-seconds',
  topic: 'races-and-games',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let speedB = 5;
    let race = 1000;
    let t = 10;
    do {
      speedB = rng.int(4, 10);
      race = rng.pick(RACE_LENGTHS);
      t = rng.int(3, 25);
    } while (race % speedB !== 0 || speedB * t > race / 8);
    const x = speedB * t;
    const bTime = race / speedB;
    const aTime = bTime - t;
    const raceText = race >= 1000 && race % 1000 === 0 ? `${race / 1000} km` : `${race} m`;
    const statement = {
      en: `In a ${raceText} race, A beats B by ${x} m or ${t} seconds. How many seconds does A take to complete the race?`,
      hi: `${raceText} की दौड़ में A, B को ${x} m या ${t} सेकंड से हराता है। A दौड़ पूरी करने में कितने सेकंड लेता है?`,
    };
    const solution = {
      en: [
        `B runs the last ${x} m in ${t} s, so B's speed $= \\frac{${x}}{${t}} = ${speedB}$ m/s.`,
        `B's time for ${race} m $= \\frac{${race}}{${speedB}} = ${bTime}$ s.`,
        `A finishes ${t} s earlier: $${bTime} - ${t} = ${aTime}$ s.`,
        `Check: in ${aTime} s, B covers $${aTime} \\times ${speedB} = ${aTime * speedB}$ m, which is ${x} m short.`,
        '',
        `**Answer: ${aTime} seconds**`,
      ].join('\n\n'),
      hi: [
        `B अंतिम ${x} m, ${t} सेकंड में दौड़ता है, अतः B की चाल $= \\frac{${x}}{${t}} = ${speedB}$ m/s।`,
        `${race} m के लिए B का समय $= \\frac{${race}}{${speedB}} = ${bTime}$ सेकंड।`,
        `A, ${t} सेकंड पहले पहुँचता है: $${bTime} - ${t} = ${aTime}$ सेकंड।`,
        `जाँच: ${aTime} सेकंड में B $${aTime} \\times ${speedB} = ${aTime * speedB}$ m दौड़ता है, यानी ${x} m पीछे।`,
        '',
        `**उत्तर: ${aTime} सेकंड**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Beats by metres or seconds', hi: 'मीटर या सेकंड से हराना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: aTime, tolerance: 0 },
      solution,
      expectedSeconds: 90,
      numbers: [x, t, aTime],
      check() {
        // Try A's time: in that time B must fall exactly x m short, running at the speed that
        // covers those x m in t s, i.e. (race − x)·t = x·time.
        for (let time = 1; time <= 5000; time++) {
          if ((race - x) * t === x * time) return { kind: 'numeric', value: time, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** Kinds of circular-track questions: first meeting anywhere (either way round) or at the start. */
const TRACK_KINDS = ['same', 'opposite', 'start'] as const;

/** Two runners start together on a circular track: when do they first meet? */
export const racesCircularTrack: QuestionGenerator = {
  id: 'races-and-games/circular-track',
  topic: 'races-and-games',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let a = 5;
    let b = 3;
    let track = 600;
    let kind: (typeof TRACK_KINDS)[number] = 'same';
    let answer = 0;
    for (;;) {
      a = rng.int(3, 12);
      b = rng.int(2, a - 1);
      track = 50 * rng.int(4, 30);
      kind = rng.pick(TRACK_KINDS);
      if (kind === 'same') answer = track / (a - b);
      else if (kind === 'opposite') answer = track / (a + b);
      else answer = track % a === 0 && track % b === 0 ? lcm(track / a, track / b) : 0.5;
      if (Number.isInteger(answer) && answer > 0 && answer <= 1800) break;
    }
    const question = {
      same: {
        en: 'in the same direction. After how many seconds will they meet for the first time?',
        hi: 'एक ही दिशा में दौड़ना शुरू करते हैं। वे पहली बार कितने सेकंड बाद मिलेंगे?',
      },
      opposite: {
        en: 'in opposite directions. After how many seconds will they meet for the first time?',
        hi: 'विपरीत दिशाओं में दौड़ना शुरू करते हैं। वे पहली बार कितने सेकंड बाद मिलेंगे?',
      },
      start: {
        en: 'in the same direction. After how many seconds will they first be together again at the starting point?',
        hi: 'एक ही दिशा में दौड़ना शुरू करते हैं। कितने सेकंड बाद वे पहली बार फिर से आरंभ बिंदु पर एक साथ होंगे?',
      },
    }[kind];
    const statement = {
      en: `A and B run around a circular track ${track} m long at ${a} m/s and ${b} m/s. They start together from the same point and ${question.en}`,
      hi: `A और B ${track} m लंबे एक वृत्ताकार पथ पर ${a} m/s और ${b} m/s की चाल से दौड़ते हैं। वे एक ही बिंदु से एक साथ ${question.hi}`,
    };
    const steps =
      kind === 'start'
        ? {
            en: [
              `Lap times: A takes $\\frac{${track}}{${a}} = ${track / a}$ s and B takes $\\frac{${track}}{${b}} = ${track / b}$ s.`,
              `Both are at the start together first after the least common multiple of the lap times: $\\text{LCM}(${track / a}, ${track / b}) = ${answer}$ s.`,
            ],
            hi: [
              `एक चक्कर का समय: A को $\\frac{${track}}{${a}} = ${track / a}$ सेकंड और B को $\\frac{${track}}{${b}} = ${track / b}$ सेकंड।`,
              `दोनों पहली बार एक साथ आरंभ बिंदु पर एक चक्कर के समयों के LCM के बाद होंगे: $\\text{LCM}(${track / a}, ${track / b}) = ${answer}$ सेकंड।`,
            ],
          }
        : {
            en: [
              `They meet when the ${kind === 'same' ? 'faster one has gained' : 'two together have covered'} one full lap, ${track} m, at the relative speed ${kind === 'same' ? `$${a} - ${b} = ${a - b}$` : `$${a} + ${b} = ${a + b}$`} m/s.`,
              `Time $= \\frac{${track}}{${kind === 'same' ? a - b : a + b}} = ${answer}$ s.`,
            ],
            hi: [
              `वे तब मिलेंगे जब ${kind === 'same' ? 'तेज़ धावक एक पूरा चक्कर आगे निकल जाए' : 'दोनों मिलकर एक पूरा चक्कर तय कर लें'}, यानी ${track} m, सापेक्ष चाल ${kind === 'same' ? `$${a} - ${b} = ${a - b}$` : `$${a} + ${b} = ${a + b}$`} m/s से।`,
              `समय $= \\frac{${track}}{${kind === 'same' ? a - b : a + b}} = ${answer}$ सेकंड।`,
            ],
          };
    const solution = {
      en: [...steps.en, '', `**Answer: ${answer} seconds**`].join('\n\n'),
      hi: [...steps.hi, '', `**उत्तर: ${answer} सेकंड**`].join('\n\n'),
    };
    return {
      title: { en: 'Meeting on a circular track', hi: 'वृत्ताकार पथ पर मिलना' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: answer, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [track, a, b, answer],
      check() {
        // Second by second, positions round the track (B's measured the other way when opposite).
        for (let t = 1; t <= 100_000; t++) {
          const posA = (a * t) % track;
          const posB = kind === 'opposite' ? (track - ((b * t) % track)) % track : (b * t) % track;
          const met = kind === 'start' ? posA === 0 && posB === 0 : posA === posB;
          if (met) return { kind: 'numeric', value: t, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
