import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { kmh, showableDistractors, wholePositive } from './answer-formats.js';

/** Vehicles whose Hindi names are feminine, so the verb forms below fit every one. */
const VEHICLES = [
  { en: 'A car', hi: 'एक कार', the: 'the car', theHi: 'कार' },
  { en: 'A bus', hi: 'एक बस', the: 'the bus', theHi: 'बस' },
  { en: 'A jeep', hi: 'एक जीप', the: 'the jeep', theHi: 'जीप' },
  { en: 'A train', hi: 'एक रेलगाड़ी', the: 'the train', theHi: 'रेलगाड़ी' },
] as const;

const hoursEn = (n: number) => (n === 1 ? 'hour' : 'hours');

/** Three legs given by distance and speed: average speed is total distance over total time. */
export const speedDistanceTimeThreeLegs: QuestionGenerator = {
  id: 'speed-distance-time/three-legs-average',
  topic: 'speed-distance-time',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let legs = [
      { v: 30, t: 2 },
      { v: 40, t: 1.5 },
      { v: 60, t: 0.5 },
    ];
    for (let tries = 0; tries < 10_000; tries++) {
      const draw = [0, 1, 2].map(() => ({ v: 5 * rng.int(4, 18), t: rng.int(1, 8) / 2 }));
      const [a, b, c] = draw.map((l) => l.v);
      if (a === b || b === c || a === c) continue;
      const distance = draw.reduce((s, l) => s + l.v * l.t, 0);
      const time = draw.reduce((s, l) => s + l.t, 0);
      const mean = draw.reduce((s, l) => s + l.v, 0) / 3;
      if (Number.isInteger(distance / time) && distance / time !== mean) {
        legs = draw;
        break;
      }
    }
    const distances = legs.map((l) => l.v * l.t);
    const speeds = legs.map((l) => l.v);
    const times = legs.map((l) => l.t);
    const total = distances.reduce((s, d) => s + d, 0);
    const time = times.reduce((s, t) => s + t, 0);
    const average = total / time;
    const [d1, d2, d3] = distances;
    const [v1, v2, v3] = speeds;
    const vehicle = rng.pick(VEHICLES);
    const { options, correctIndex } = choiceOptions(
      rng,
      average,
      showableDistractors([
        speeds.reduce((s, v) => s + v, 0) / 3, // plain mean of the speeds
        3 / speeds.reduce((s, v) => s + 1 / v, 0), // harmonic mean, as if the legs were equally long
        distances.reduce((s, d, i) => s + d * (speeds[i] ?? 0), 0) / total, // weights speeds by distance
      ]),
      kmh,
    );
    const statement = {
      en: `${vehicle.en} covers the first ${d1} km of a journey at ${v1} km/h, the next ${d2} km at ${v2} km/h and the last ${d3} km at ${v3} km/h. What is its average speed for the whole journey?`,
      hi: `${vehicle.hi} किसी यात्रा के पहले ${d1} km ${v1} km/h की चाल से, अगले ${d2} km ${v2} km/h की चाल से और अंतिम ${d3} km ${v3} km/h की चाल से तय करती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
    };
    const legTimes = distances.map((d, i) => `\\frac{${d}}{${speeds[i]}} = ${times[i]}`).join(',\\ ');
    const solution = {
      en: [
        `Times of the legs (hours): $${legTimes}$.`,
        `Total distance $= ${d1} + ${d2} + ${d3} = ${total}$ km; total time $= ${times.join(' + ')} = ${time}$ ${hoursEn(time)}.`,
        `Average speed $= \\frac{${total}}{${time}} = ${average}$ km/h (not the mean of the three speeds: the legs take different times).`,
        '',
        `**Answer: ${average} km/h**`,
      ].join('\n\n'),
      hi: [
        `हर भाग का समय (घंटों में): $${legTimes}$।`,
        `कुल दूरी $= ${d1} + ${d2} + ${d3} = ${total}$ km; कुल समय $= ${times.join(' + ')} = ${time}$ घंटे।`,
        `औसत चाल $= \\frac{${total}}{${time}} = ${average}$ km/h (तीनों चालों का साधारण औसत नहीं: हर भाग में अलग समय लगता है)।`,
        '',
        `**उत्तर: ${average} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Average speed over three legs', hi: 'तीन भागों की यात्रा की औसत चाल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 80,
      numbers: [d1 ?? 0, v1 ?? 0, d2 ?? 0, v2 ?? 0, d3 ?? 0, v3 ?? 0, average],
      check() {
        // Minutes leg by leg, then kilometres per minute scaled to an hour.
        const minutes = distances.reduce((s, d, i) => s + (60 * d) / (speeds[i] ?? 1), 0);
        const value = Math.round(((60 * total) / minutes) * 100) / 100;
        return { kind: 'choice', correct: [options.indexOf(kmh(value))] };
      },
    };
  },
};

/** Speeds without and with stoppages: minutes stopped per hour = 60·(v1 − v2)/v1. */
const STOP_CASES: [number, number][] = [];
for (let v1 = 30; v1 <= 120; v1 += 2) {
  for (let v2 = Math.ceil(v1 / 2); v2 < v1; v2++) {
    const stop = (60 * (v1 - v2)) / v1;
    if (Number.isInteger(stop) && stop >= 3 && stop <= 30) STOP_CASES.push([v1, v2]);
  }
}

/** A vehicle's speed with and without stoppages: how many minutes an hour it stands still. */
export const speedDistanceTimeStoppages: QuestionGenerator = {
  id: 'speed-distance-time/stoppages-per-hour',
  topic: 'speed-distance-time',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [v1, v2] = rng.pick(STOP_CASES);
    const vehicle = rng.pick(VEHICLES);
    const stop = (60 * (v1 - v2)) / v1;
    const moving = 60 - stop;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      stop,
      wholePositive([
        v1 - v2, // reads the lost speed as minutes
        (60 * (v1 - v2)) / v2, // divides by the speed with stoppages
        moving, // the minutes it is moving
        stop + 5,
      ]),
    );
    const statement = {
      en: `Excluding stoppages, the speed of ${vehicle.the} is ${v1} km/h; including stoppages, it is ${v2} km/h. For how many minutes does ${vehicle.the} stop per hour?`,
      hi: `रुकावटों को छोड़कर ${vehicle.theHi} की चाल ${v1} km/h है; रुकावटों सहित उसकी चाल ${v2} km/h है। ${vehicle.theHi} प्रति घंटा कितने मिनट रुकती है?`,
    };
    const solution = {
      en: [
        `In one hour, stops included, ${vehicle.the} covers ${v2} km.`,
        `Without stops it would cover those ${v2} km in $\\frac{${v2}}{${v1}} \\times 60 = ${moving}$ minutes.`,
        `So it stands still for $60 - ${moving} = ${stop}$ minutes every hour (the same as $\\frac{${v1} - ${v2}}{${v1}} \\times 60$).`,
        '',
        `**Answer: ${stop} minutes**`,
      ].join('\n\n'),
      hi: [
        `रुकावटों सहित एक घंटे में ${vehicle.theHi} ${v2} km चलती है।`,
        `बिना रुके वह ये ${v2} km $\\frac{${v2}}{${v1}} \\times 60 = ${moving}$ मिनट में तय करती।`,
        `अतः वह हर घंटे $60 - ${moving} = ${stop}$ मिनट रुकती है (यही $\\frac{${v1} - ${v2}}{${v1}} \\times 60$ है)।`,
        '',
        `**उत्तर: ${stop} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Stoppages per hour', hi: 'प्रति घंटा रुकने का समय' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} minutes`, hi: `${t} मिनट` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [v1, v2, stop],
      check() {
        // Try each whole number of minutes stopped: the moving minutes at v1 must give v2 km an hour.
        for (let m = 0; m < 60; m++) {
          if (v1 * (60 - m) === 60 * v2) return { kind: 'choice', correct: [raw.indexOf(String(m))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Fractions of the usual speed (p/q) and the late or early minutes giving a whole usual time. */
const USUAL_CASES: { p: number; q: number; m: number; slow: boolean }[] = [];
for (const [p, q] of [
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [3, 5],
  [5, 7],
] as const) {
  for (let m = 4; m <= 40; m++) {
    const slowTime = (m * p) / (q - p);
    if (Number.isInteger(slowTime) && slowTime >= 10 && slowTime <= 150)
      USUAL_CASES.push({ p, q, m, slow: true });
    // Faster: q/p of the usual speed, early by m minutes.
    const fastTime = (m * q) / (q - p);
    if (Number.isInteger(fastTime) && fastTime >= 10 && fastTime <= 150)
      USUAL_CASES.push({ p, q, m, slow: false });
  }
}

/** A fraction of the usual speed makes the trip m minutes late (or early): speed and time are inverse. */
export const speedDistanceTimeFractionOfUsualSpeed: QuestionGenerator = {
  id: 'speed-distance-time/fraction-of-usual-speed',
  topic: 'speed-distance-time',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const { p, q, m, slow } = rng.pick(USUAL_CASES);
    // New speed = num/den of the usual; new time = den/num of the usual.
    const [num, den] = slow ? [p, q] : [q, p];
    const usual = slow ? (m * p) / (q - p) : (m * q) / (q - p);
    const changed = (usual * den) / num;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      usual,
      wholePositive([
        changed, // gives the new time instead of the usual one
        (m * num) / den, // multiplies the minutes by the speed fraction
        slow ? usual + m : usual - m,
        slow ? (m * q) / (q - p) : (m * p) / (q - p), // uses the wrong part of the ratio
      ]),
    );
    const place = rng.pick([
      { en: 'his office', hi: 'अपने दफ़्तर' },
      { en: 'school', hi: 'स्कूल' },
      { en: 'the station', hi: 'स्टेशन' },
    ]);
    const frac = `$\\frac{${num}}{${den}}$`;
    const when = slow ? { en: 'late', hi: 'देर से' } : { en: 'early', hi: 'पहले' };
    const statement = {
      en: `Walking at ${frac} of his usual speed, a man reaches ${place.en} ${m} minutes ${when.en}. What is his usual time to reach ${place.en}?`,
      hi: `अपनी सामान्य चाल की ${frac} चाल से चलकर एक व्यक्ति ${place.hi} ${m} मिनट ${when.hi} पहुँचता है। ${place.hi} पहुँचने में उसका सामान्य समय कितना है?`,
    };
    const diff = slow ? `\\frac{${den}}{${num}}T - T` : `T - \\frac{${den}}{${num}}T`;
    const solution = {
      en: [
        `For the same distance, time is inversely proportional to speed: at $\\frac{${num}}{${den}}$ of the speed the trip takes $\\frac{${den}}{${num}}$ of the usual time $T$.`,
        `$${diff} = ${m} \\Rightarrow \\frac{${q - p}}{${num}}T = ${m} \\Rightarrow T = ${q - p === 1 ? `${m} \\times ${num}` : `\\frac{${m} \\times ${num}}{${q - p}}`} = ${usual}$ minutes.`,
        `Check: the trip now takes $\\frac{${den}}{${num}} \\times ${usual} = ${changed}$ minutes, ${Math.abs(changed - usual)} minutes ${slow ? 'more' : 'less'}.`,
        '',
        `**Answer: ${usual} minutes**`,
      ].join('\n\n'),
      hi: [
        `समान दूरी के लिए समय चाल के व्युत्क्रमानुपाती होता है: $\\frac{${num}}{${den}}$ चाल पर सामान्य समय $T$ का $\\frac{${den}}{${num}}$ गुना समय लगता है।`,
        `$${diff} = ${m} \\Rightarrow \\frac{${q - p}}{${num}}T = ${m} \\Rightarrow T = ${q - p === 1 ? `${m} \\times ${num}` : `\\frac{${m} \\times ${num}}{${q - p}}`} = ${usual}$ मिनट।`,
        `जाँच: अब यात्रा में $\\frac{${den}}{${num}} \\times ${usual} = ${changed}$ मिनट लगते हैं, ${Math.abs(changed - usual)} मिनट ${slow ? 'अधिक' : 'कम'}।`,
        '',
        `**उत्तर: ${usual} मिनट**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Usual time from a fraction of the usual speed', hi: 'सामान्य चाल के भिन्न से सामान्य समय' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} minutes`, hi: `${t} मिनट` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 50,
      numbers: [m, usual],
      check() {
        // Try each whole usual time: the changed trip takes den/num of it and differs by m minutes.
        for (let t = 1; t <= 1000; t++) {
          if (Math.abs(t * den - t * num) === m * num)
            return { kind: 'choice', correct: [raw.indexOf(String(t))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
