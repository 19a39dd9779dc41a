import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { km, showableDistractors, wholePositive } from './answer-formats.js';

const TRACKS = [200, 240, 300, 360, 400, 480, 500, 600, 720, 800, 900, 1000, 1200];

/** Runners on a circular track: the first time all are back at the start is the LCM of the lap times. */
export const speedDistanceTimeCircularTrackStart: QuestionGenerator = {
  id: 'speed-distance-time/circular-track-at-start',
  topic: 'speed-distance-time',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let c = { track: 400, speeds: [4, 5] };
    for (let tries = 0; tries < 10_000; tries++) {
      const track = rng.pick(TRACKS);
      const runners = rng.pick([2, 2, 3]);
      const speeds = rng.shuffle([2, 3, 4, 5, 6, 8, 9, 10, 12, 15]).slice(0, runners);
      if (speeds.some((v) => track % v !== 0)) continue;
      const laps = speeds.map((v) => track / v);
      const all = laps.reduce((s, t) => lcm(s, t), 1);
      if (all <= 3600 && all > Math.max(...laps)) {
        c = { track, speeds };
        break;
      }
    }
    const { track, speeds } = c;
    const laps = speeds.map((v) => track / v);
    const answer = laps.reduce((s, t) => lcm(s, t), 1);
    const same = rng.pick([true, false]);
    const names = rng.shuffle(bilingualNames(MEN_NAMES)).slice(0, speeds.length);
    const list = (words: string[], and: string) =>
      words.length === 2
        ? words.join(` ${and} `)
        : `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1] ?? ''}`;
    const [v1 = 1, v2 = 1] = speeds;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      answer,
      wholePositive([
        track / Math.abs(v1 - v2), // first meeting anywhere, same direction
        track / (v1 + v2), // first meeting anywhere, opposite directions
        lcm(laps[0] ?? 1, laps[1] ?? 1), // leaves out the third runner
        laps.reduce((s, t) => s + t, 0), // adds the lap times
        2 * answer,
      ]).filter((t) => t !== answer),
    );
    const who = {
      en: list(
        names.map((n) => n.en),
        'and',
      ),
      hi: list(
        names.map((n) => n.hi),
        'और',
      ),
    };
    const speedList = {
      en: list(
        speeds.map((v) => `${v} m/s`),
        'and',
      ),
      hi: list(
        speeds.map((v) => `${v} m/s`),
        'और',
      ),
    };
    const direction =
      speeds.length === 2 && !same
        ? { en: 'in opposite directions', hi: 'विपरीत दिशाओं में' }
        : { en: 'in the same direction', hi: 'एक ही दिशा में' };
    const group = speeds.length === 2 ? { en: 'the two', hi: 'दोनों' } : { en: 'all three', hi: 'तीनों' };
    const statement = {
      en: `${who.en} start together from the same point of a circular track ${track} m long and run ${direction.en} at ${speedList.en} respectively. After how many seconds will ${group.en} be together at the starting point for the first time?`,
      hi: `${who.hi} ${track} m लंबे एक वृत्ताकार पथ के एक ही बिंदु से एक साथ ${direction.hi} क्रमशः ${speedList.hi} की चाल से दौड़ना शुरू करते हैं। कितने सेकंड बाद ${group.hi} पहली बार आरंभ-बिंदु पर एक साथ होंगे?`,
    };
    const lapWork = speeds.map((v) => `\\frac{${track}}{${v}} = ${track / v}`).join(',\\ ');
    const solution = {
      en: [
        `Each runner is back at the start only after a whole number of laps. Lap times (seconds): $${lapWork}$.`,
        `${speeds.length === 2 ? 'Both are' : 'All three are'} at the start together after a common multiple of the lap times; the first time is $\\text{LCM}(${laps.join(', ')}) = ${answer}$ seconds. The direction of running does not matter for this.`,
        '',
        `**Answer: ${answer} seconds**`,
      ].join('\n\n'),
      hi: [
        `हर धावक पूरे चक्कर लगाने पर ही आरंभ-बिंदु पर होता है। एक चक्कर का समय (सेकंड): $${lapWork}$।`,
        `${group.hi} एक साथ आरंभ-बिंदु पर चक्कर-समयों के किसी सार्व गुणज के बाद होंगे; पहली बार $\\text{LCM}(${laps.join(', ')}) = ${answer}$ सेकंड बाद। इसमें दौड़ने की दिशा से कोई अंतर नहीं पड़ता।`,
        '',
        `**उत्तर: ${answer} सेकंड**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Back together at the start of a circular track', hi: 'वृत्ताकार पथ के आरंभ-बिंदु पर फिर साथ' },
      type: 'single',
      statement,
      options: raw.map((t) => ({ en: `${t} seconds`, hi: `${t} सेकंड` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 70,
      numbers: [track, ...speeds, answer],
      check() {
        // Second by second, every runner's distance along the track; all at the start when each is
        // a whole number of laps.
        for (let t = 1; t <= 100_000; t++) {
          if (speeds.every((v) => (v * t) % track === 0))
            return { kind: 'choice', correct: [raw.indexOf(String(t))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A thief's head start, a pursuit, and the thief speeding up before he is caught: two phases. */
export const speedDistanceTimeChaseSpeedChange: QuestionGenerator = {
  id: 'speed-distance-time/chase-with-speed-change',
  topic: 'speed-distance-time',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    let c = { v1: 40, v2: 60, v3: 50, t0: 15, t1: 45, tau: 60 };
    for (let tries = 0; tries < 20_000; tries++) {
      const v1 = 5 * rng.int(6, 14);
      const v2 = 5 * rng.int(10, 20);
      const v3 = 5 * rng.int(v1 / 5 + 1, v2 / 5 - 1);
      const t0 = rng.pick([10, 12, 15, 20, 24, 30]);
      const t1 = rng.pick([30, 36, 40, 45, 48, 60, 72, 90]);
      if (v3 <= v1 || v3 >= v2 || t1 <= t0) continue;
      // Gap (in km·60) when the thief speeds up; the police must not have caught him already.
      const gap = v1 * t1 - v2 * (t1 - t0);
      if (gap <= 0 || (v1 * t1) % 30 !== 0 || (v2 * (t1 - t0)) % 30 !== 0) continue;
      const tau = gap / (v2 - v3);
      const caught = v2 * (t1 - t0 + tau);
      if (Number.isInteger(tau) && tau >= 6 && tau <= 120 && caught % 30 === 0) {
        c = { v1, v2, v3, t0, t1, tau };
        break;
      }
    }
    const { v1, v2, v3, t0, t1, tau } = c;
    const askDistance = rng.pick([true, false]);
    const thiefAt = (v1 * t1) / 60;
    const policeAt = (v2 * (t1 - t0)) / 60;
    const gap = thiefAt - policeAt;
    const run = t1 - t0 + tau;
    const where = (v2 * run) / 60;
    // If the thief had kept his first speed: caught t0·v1/(v2 − v1) minutes after the police started.
    const naive = (t0 * v1) / (v2 - v1);
    const value = askDistance ? where : run;
    const format = askDistance ? km : (n: number) => `${n} min`;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askDistance
          ? [
              (v2 * naive) / 60, // ignores the thief's change of speed
              (v2 * ((t0 * v3) / (v2 - v3))) / 60, // uses the new speed from the start
              thiefAt + (v3 * run) / 60, // counts the thief's new speed over the whole chase
              where - policeAt,
            ]
          : [
              naive, // ignores the thief's change of speed
              tau, // counts only from the speed change
              t1 + tau, // counts from when the thief set off
              (t0 * v3) / (v2 - v3), // uses the new speed from the start
            ],
      ),
      format,
    );
    const statement = {
      en: `A thief drives off in a stolen car at ${v1} km/h. ${t0} minutes later a police jeep sets off after him from the same place at ${v2} km/h. ${t1} minutes after he set off, the thief realises he is being chased and speeds up to ${v3} km/h. ${askDistance ? 'How far from the starting place will the police catch the thief?' : 'How many minutes after the police jeep sets off will it catch the thief?'}`,
      hi: `एक चोर चोरी की कार में ${v1} km/h की चाल से भागता है। ${t0} मिनट बाद उसी स्थान से पुलिस की एक जीप ${v2} km/h की चाल से उसका पीछा शुरू करती है। भागने के ${t1} मिनट बाद चोर को पता चलता है कि उसका पीछा हो रहा है और वह अपनी चाल बढ़ाकर ${v3} km/h कर देता है। ${askDistance ? 'पुलिस चोर को आरंभ-स्थान से कितनी दूरी पर पकड़ेगी?' : 'पुलिस की जीप के चलने के कितने मिनट बाद पुलिस चोर को पकड़ेगी?'}`,
    };
    const options = raw.map((t) => (askDistance ? t : { en: t, hi: t.replace('min', 'मिनट') }));
    const answerText = askDistance
      ? { en: `${where} km`, hi: `${where} km` }
      : { en: `${run} minutes`, hi: `${run} मिनट` };
    const solution = {
      en: [
        `First check whether the police catch him before he speeds up. At ${t1} minutes the thief is $${v1} \\times \\frac{${t1}}{60} = ${thiefAt}$ km out and the police $${v2} \\times \\frac{${t1 - t0}}{60} = ${policeAt}$ km: not yet caught, the gap is ${gap} km.`,
        `After that the police close in at $${v2} - ${v3} = ${v2 - v3}$ km/h: $\\frac{${gap}}{${v2 - v3}}$ h $= ${tau}$ minutes more.`,
        askDistance
          ? `The police drive $${t1 - t0} + ${tau} = ${run}$ minutes in all: $${v2} \\times \\frac{${run}}{60} = ${where}$ km from the start (the thief: $${thiefAt} + ${v3} \\times \\frac{${tau}}{60} = ${where}$ km).`
          : `The police drive $${t1 - t0} + ${tau} = ${run}$ minutes in all (both are then ${where} km from the start).`,
        '',
        `**Answer: ${answerText.en}**`,
      ].join('\n\n'),
      hi: [
        `पहले देखें कि क्या पुलिस चाल बढ़ने से पहले ही उसे पकड़ लेती है। ${t1} मिनट पर चोर $${v1} \\times \\frac{${t1}}{60} = ${thiefAt}$ km दूर है और पुलिस $${v2} \\times \\frac{${t1 - t0}}{60} = ${policeAt}$ km: अभी नहीं पकड़ा, अंतर ${gap} km है।`,
        `इसके बाद पुलिस $${v2} - ${v3} = ${v2 - v3}$ km/h से अंतर घटाती है: $\\frac{${gap}}{${v2 - v3}}$ घंटा $= ${tau}$ मिनट और।`,
        askDistance
          ? `पुलिस कुल $${t1 - t0} + ${tau} = ${run}$ मिनट चलती है: आरंभ से $${v2} \\times \\frac{${run}}{60} = ${where}$ km (चोर: $${thiefAt} + ${v3} \\times \\frac{${tau}}{60} = ${where}$ km)।`
          : `पुलिस कुल $${t1 - t0} + ${tau} = ${run}$ मिनट चलती है (तब दोनों आरंभ से ${where} km पर हैं)।`,
        '',
        `**उत्तर: ${answerText.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Chase in which the thief speeds up', hi: 'पीछा जिसमें चोर चाल बढ़ाता है' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [v1, t0, v2, t1, v3, value],
      check() {
        // Minute by minute from the thief's start, distances in km/60: the first minute the police draw level.
        let thief = 0;
        let police = 0;
        for (let m = 1; m <= 2000; m++) {
          thief += m <= t1 ? v1 : v3;
          if (m > t0) police += v2;
          if (police >= thief && m > t0) {
            if (police !== thief) break;
            const v = askDistance ? Math.round((police / 60) * 100) / 100 : m - t0;
            return { kind: 'choice', correct: [raw.indexOf(format(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
