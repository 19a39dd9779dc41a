import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { showableDistractors } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** A time of day from minutes after midnight: `10:24 a.m.` / `सुबह 10:24 बजे`. */
function clockTime(minutes: number): BilingualText {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = ((h + 11) % 12) + 1;
  const mm = String(m).padStart(2, '0');
  const part = h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return { en: `${h12}:${mm} ${h < 12 ? 'a.m.' : 'p.m.'}`, hi: `${part} ${h12}:${mm} बजे` };
}

/** A sentence ending: no second full stop after `a.m.` or `p.m.`. */
const stop = (s: string) => (s.endsWith('.') ? s : `${s}.`);

/** A span of minutes in words: `1 hour 24 minutes` / `1 घंटा 24 मिनट`. */
function span(minutes: number): BilingualText {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const en = [
    h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '',
    m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '',
  ];
  const hi = [h ? `${h} ${h === 1 ? 'घंटा' : 'घंटे'}` : '', m ? `${m} मिनट` : ''];
  return { en: en.filter(Boolean).join(' '), hi: hi.filter(Boolean).join(' ') };
}

/** Time options from minute values: the right time and distinct wrong ones, worded. */
function timeOptions(rng: Parameters<QuestionGenerator['generate']>[0], correct: number, wrong: number[]) {
  const { options: raw, correctIndex } = choiceOptions(
    rng,
    correct,
    wrong.filter((w) => Number.isInteger(w) && w > 0 && w < 1440),
  );
  return { raw, correctIndex, options: raw.map((o) => clockTime(Number(o))) };
}

/** Two trains leave stations at the two ends at different times towards each other: when they meet. */
export const trainsMeetAfterLateStart: QuestionGenerator = {
  id: 'trains-and-platforms/meet-after-late-start',
  topic: 'trains-and-platforms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let s1 = 60;
    let s2 = 75;
    let delay = 60;
    let dist = 330;
    let tau = 120;
    const start = 60 * rng.int(5, 10);
    for (let tries = 0; tries < 2000; tries++) {
      s1 = 5 * rng.int(8, 20);
      s2 = 5 * rng.int(8, 20);
      delay = rng.pick([30, 60, 90, 120]);
      tau = rng.int(60, 300); // minutes after the second train starts
      // Whole kilometres: (s1·delay + (s1 + s2)·tau) / 60.
      const d60 = s1 * delay + (s1 + s2) * tau;
      if (s1 !== s2 && d60 % 60 === 0 && d60 / 60 >= 150 && d60 / 60 <= 600 && tau % 6 === 0) {
        dist = d60 / 60;
        break;
      }
    }
    const meet = start + delay + tau;
    const head = (s1 * delay) / 60;
    const sum = s1 + s2;
    const { raw, correctIndex, options } = timeOptions(rng, meet, [
      start + (dist * 60) / sum, // ignores the late start of the second train
      start + tau, // counts the meeting time from the first train's start
      start + delay + (dist * 60) / sum, // forgets what the first train covered before the second left
      meet + delay,
      meet - 30,
    ]);
    const st = clockTime(start);
    const st2 = clockTime(start + delay);
    const statement = {
      en: `Stations P and Q are ${dist} km apart. A train leaves P for Q at ${st.en} at ${s1} km/h, and another train leaves Q for P at ${st2.en} at ${s2} km/h. At what time will the two trains meet?`,
      hi: `स्टेशन P और Q के बीच की दूरी ${dist} km है। एक रेलगाड़ी ${st.hi} ${s1} km/h की चाल से P से Q की ओर चलती है, और दूसरी रेलगाड़ी ${st2.hi} ${s2} km/h की चाल से Q से P की ओर चलती है। दोनों रेलगाड़ियाँ किस समय मिलेंगी?`,
    };
    const d = span(delay);
    const t = span(tau);
    const answer = clockTime(meet);
    const solution = {
      en: worked(
        [
          `In the first ${d.en} only the first train runs: it covers $${s1} \\times \\frac{${delay}}{60} = ${head}$ km.`,
          `The gap left is $${dist} - ${head} = ${dist - head}$ km, closed at $${s1} + ${s2} = ${sum}$ km/h.`,
          `Time $= \\frac{${dist - head}}{${sum}}$ h $= ${tau}$ minutes $=$ ${stop(`${t.en} after ${st2.en}`)}`,
          stop(`They meet at ${answer.en}`),
        ],
        answer.en,
        'en',
      ),
      hi: worked(
        [
          `पहले ${d.hi} केवल पहली रेलगाड़ी चलती है: वह $${s1} \\times \\frac{${delay}}{60} = ${head}$ km तय करती है।`,
          `बची दूरी $${dist} - ${head} = ${dist - head}$ km है, जो $${s1} + ${s2} = ${sum}$ km/h की सापेक्ष चाल से घटती है।`,
          `समय $= \\frac{${dist - head}}{${sum}}$ घंटे $= ${tau}$ मिनट, यानी ${st2.hi} के ${t.hi} बाद।`,
          `वे ${answer.hi} मिलेंगी।`,
        ],
        answer.hi,
        'hi',
      ),
    };
    return {
      title: {
        en: 'Trains from two stations starting at different times',
        hi: 'अलग-अलग समय पर चली दो रेलगाड़ियों का मिलना',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 100,
      numbers: [dist, s1, s2],
      check() {
        // Minute by minute, positions from P in km·60, until the trains stand level.
        let minute = start;
        let x = 0;
        let y = dist * 60;
        while (x < y) {
          minute++;
          x += s1;
          if (minute > start + delay) y -= s2;
        }
        return { kind: 'choice', correct: [x === y ? raw.indexOf(String(minute)) : -1] };
      },
    };
  },
};

/**
 * A train passes a man walking with it and a man walking against it: its speed and length, and
 * then the length of a platform it crosses.
 */
export const trainsPlatformFromTwoMen: QuestionGenerator = {
  id: 'trains-and-platforms/platform-from-two-walkers',
  topic: 'trains-and-platforms',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    let speed = 54;
    let w1 = 6;
    let w2 = 6;
    let t1 = 12;
    let t2 = 10;
    let t3 = 30;
    let length = 160;
    let platform = 290;
    for (let tries = 0; tries < 20000; tries++) {
      speed = rng.int(30, 100);
      w1 = rng.int(3, 9);
      w2 = rng.int(3, 9);
      t2 = rng.int(6, 24);
      const t1x = ((speed + w2) * t2) / (speed - w1);
      if (!Number.isInteger(t1x) || t1x === t2) continue;
      t1 = t1x;
      if (((speed + w2) * 5 * t2) % 18 !== 0) continue;
      length = ((speed + w2) * 5 * t2) / 18;
      t3 = rng.int(20, 60);
      if ((speed * 5 * t3) % 18 !== 0) continue;
      platform = (speed * 5 * t3) / 18 - length;
      if (length >= 80 && length <= 500 && platform >= 100 && platform <= 900 && platform % 10 === 0) break;
    }
    const run = (speed * 5 * t3) / 18;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      platform,
      showableDistractors([
        (speed * 5 * t3) / 18, // forgets to take away the train's own length
        ((speed - w1) * 5 * t3) / 18 - length, // keeps the relative speed with the first man for the platform
        ((speed + w2) * 5 * t3) / 18 - length, // keeps the relative speed with the second man
        (speed * 5 * t3) / 18 + length, // adds the train's length instead
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `A train passes a man walking at ${w1} km/h in the same direction as the train in ${t1} seconds, and a man walking at ${w2} km/h towards the train in ${t2} seconds. Running at the same speed, it crosses a platform in ${t3} seconds. What is the length of the platform?`,
      hi: `एक रेलगाड़ी अपनी ही दिशा में ${w1} km/h की चाल से चल रहे एक व्यक्ति को ${t1} सेकंड में, और अपनी ओर ${w2} km/h की चाल से आ रहे एक व्यक्ति को ${t2} सेकंड में पार करती है। उसी चाल से वह एक प्लेटफ़ॉर्म को ${t3} सेकंड में पार करती है। प्लेटफ़ॉर्म की लंबाई कितनी है?`,
    };
    const speedLine = `(x - ${w1}) \\times ${t1} = (x + ${w2}) \\times ${t2}`;
    const solution = {
      en: worked(
        [
          `Let the train's speed be $x$ km/h. Passing a man, the train covers only its own length, at $x - ${w1}$ km/h with the first man and $x + ${w2}$ km/h with the second.`,
          `The length is the same: $${speedLine}$, so $${termTex(t1 - t2, 'x')} = ${w1 * t1 + w2 * t2}$ and $x = ${speed}$ km/h.`,
          `Length of the train $= (${speed} + ${w2}) \\times \\frac{5}{18} \\times ${t2} = ${length}$ m.`,
          `On the platform the train covers $${speed} \\times \\frac{5}{18} \\times ${t3} = ${run}$ m, its own length plus the platform's: platform $= ${run} - ${length} = ${platform}$ m.`,
        ],
        `${platform} m`,
        'en',
      ),
      hi: worked(
        [
          `मान लें रेलगाड़ी की चाल $x$ km/h है। किसी व्यक्ति को पार करते समय रेलगाड़ी केवल अपनी लंबाई तय करती है: पहले व्यक्ति के साथ $x - ${w1}$ km/h और दूसरे के साथ $x + ${w2}$ km/h की सापेक्ष चाल से।`,
          `लंबाई समान है: $${speedLine}$, अतः $${termTex(t1 - t2, 'x')} = ${w1 * t1 + w2 * t2}$ और $x = ${speed}$ km/h।`,
          `रेलगाड़ी की लंबाई $= (${speed} + ${w2}) \\times \\frac{5}{18} \\times ${t2} = ${length}$ m।`,
          `प्लेटफ़ॉर्म पार करने में रेलगाड़ी $${speed} \\times \\frac{5}{18} \\times ${t3} = ${run}$ m तय करती है, जो उसकी अपनी और प्लेटफ़ॉर्म की लंबाई का योग है: प्लेटफ़ॉर्म $= ${run} - ${length} = ${platform}$ m।`,
        ],
        `${platform} m`,
        'hi',
      ),
    };
    return {
      title: { en: 'Platform length from two walkers', hi: 'दो पैदल यात्रियों से प्लेटफ़ॉर्म की लंबाई' },
      type: 'single',
      statement,
      options: raw.map((o) => `${o} m`),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [w1, t1, w2, t2, t3, platform],
      check() {
        // Try every whole speed: the two passings must give the same length; then the platform.
        for (let x = w1 + 1; x <= 400; x++) {
          if ((x - w1) * t1 === (x + w2) * t2) {
            const len = ((x - w1) * 5 * t1) / 18;
            const found = (x * 5 * t3) / 18 - len;
            return { kind: 'choice', correct: [raw.indexOf(String(found))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Two trains run towards each other, one leaving later and the other halting on the way: when they meet. */
export const trainsMeetWithHalt: QuestionGenerator = {
  id: 'trains-and-platforms/meet-with-a-halt',
  topic: 'trains-and-platforms',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    const start = 60 * rng.int(5, 9);
    let s1 = 60;
    let s2 = 80;
    let dist = 400;
    let d1 = 120;
    let halt = 20;
    let delay = 30;
    let meetAfter = 0; // minutes after the first train leaves
    for (let tries = 0; tries < 5000; tries++) {
      s1 = 10 * rng.int(4, 10);
      s2 = 10 * rng.int(4, 10);
      dist = 10 * rng.int(25, 60);
      d1 = 10 * rng.int(5, 20);
      halt = rng.pick([10, 15, 20, 25, 30, 40, 45]);
      delay = rng.pick([20, 30, 40, 45, 60, 75, 90]);
      const reach = (60 * d1) / s1; // minutes to the halting station
      if (s1 === s2 || !Number.isInteger(reach) || d1 >= dist / 2) continue;
      // After the halt: s1(t − reach − halt) + d1 + s2(t − delay) = dist, in km·60.
      const num = 60 * (dist - d1) + s1 * (reach + halt) + s2 * delay;
      if (num % (s1 + s2) !== 0) continue;
      const t = num / (s1 + s2);
      // The second train starts before the first leaves R, and they meet after the halt.
      const whole = (s: number, minutes: number) => (s * minutes) % 60 === 0;
      if (
        t > reach + halt &&
        reach + halt >= delay &&
        t <= 600 &&
        whole(s1, t - reach - halt) &&
        whole(s2, t - delay) &&
        whole(s2, reach + halt - delay)
      ) {
        meetAfter = t;
        break;
      }
    }
    const reach = (60 * d1) / s1;
    const sum = s1 + s2;
    const meet = start + meetAfter;
    const { raw, correctIndex, options } = timeOptions(rng, meet, [
      start + (60 * dist + s2 * delay) / sum, // ignores the halt
      start + (60 * dist + s1 * halt) / sum, // ignores the late start
      start + (60 * dist + s1 * halt + s2 * delay) / sum + halt, // counts the halt twice
      start + (60 * dist) / sum, // ignores both
      meet + halt,
      meet - delay,
    ]);
    const st = clockTime(start);
    const st2 = clockTime(start + delay);
    const at = clockTime(start + reach);
    const leave = clockTime(start + reach + halt);
    const answer = clockTime(meet);
    const x1 = (s1 * (meetAfter - reach - halt)) / 60; // what the first train runs after its halt (km)
    const x2 = (s2 * (meetAfter - delay)) / 60;
    const statement = {
      en: `Stations P and Q are ${dist} km apart. A train leaves P for Q at ${st.en} at ${s1} km/h; it stops for ${halt} minutes at station R, ${d1} km from P, and then runs on at the same speed. Another train leaves Q for P at ${st2.en} at ${s2} km/h. At what time do the two trains meet?`,
      hi: `स्टेशन P और Q के बीच की दूरी ${dist} km है। एक रेलगाड़ी ${st.hi} ${s1} km/h की चाल से P से Q की ओर चलती है; वह P से ${d1} km दूर स्टेशन R पर ${halt} मिनट रुकती है और फिर उसी चाल से आगे चलती है। दूसरी रेलगाड़ी ${st2.hi} ${s2} km/h की चाल से Q से P की ओर चलती है। दोनों रेलगाड़ियाँ किस समय मिलेंगी?`,
    };
    // Where the second train is when the first one leaves R (it may not have started yet).
    const leaveAfter = reach + halt;
    const y = (s2 * (leaveAfter - delay)) / 60;
    const gap = dist - d1 - y;
    const stillEn =
      leaveAfter > delay
        ? `By then the second train has run for ${leaveAfter - delay} minutes: $${s2} \\times \\frac{${leaveAfter - delay}}{60} = ${y}$ km.`
        : `The second train leaves Q just then.`;
    const stillHi =
      leaveAfter > delay
        ? `तब तक दूसरी रेलगाड़ी ${leaveAfter - delay} मिनट चल चुकी है: $${s2} \\times \\frac{${leaveAfter - delay}}{60} = ${y}$ km।`
        : `ठीक उसी समय दूसरी रेलगाड़ी Q से चलती है।`;
    const closeEn = `The gap of $${dist} - ${d1}${y ? ` - ${y}` : ''} = ${gap}$ km closes at $${s1} + ${s2} = ${sum}$ km/h: $\\frac{${gap}}{${sum}}$ h $= ${meetAfter - leaveAfter}$ minutes after ${stop(leave.en)}`;
    const closeHi = `बची दूरी $${dist} - ${d1}${y ? ` - ${y}` : ''} = ${gap}$ km, $${s1} + ${s2} = ${sum}$ km/h से घटती है: $\\frac{${gap}}{${sum}}$ घंटे $= ${meetAfter - leaveAfter}$ मिनट, ${leave.hi} के बाद।`;
    const solution = {
      en: worked(
        [
          `The first train reaches R after $\\frac{${d1}}{${s1}}$ h $= ${reach}$ minutes, at ${at.en}, and leaves R at ${stop(leave.en)}`,
          stillEn,
          closeEn,
          `Check: from ${leave.en} the first train runs ${x1} km and the second train, from ${st2.en}, runs ${x2} km; $${d1} + ${x1} + ${x2} = ${dist}$ km. They meet at ${stop(answer.en)}`,
        ],
        answer.en,
        'en',
      ),
      hi: worked(
        [
          `पहली रेलगाड़ी $\\frac{${d1}}{${s1}}$ घंटे $= ${reach}$ मिनट में, ${at.hi}, R पहुँचती है और ${leave.hi} R से चलती है।`,
          stillHi,
          closeHi,
          `जाँच: ${leave.hi} से पहली रेलगाड़ी ${x1} km और ${st2.hi} से दूसरी रेलगाड़ी ${x2} km चलती है; $${d1} + ${x1} + ${x2} = ${dist}$ km। वे ${answer.hi} मिलती हैं।`,
        ],
        answer.hi,
        'hi',
      ),
    };
    return {
      title: { en: 'Trains meeting when one halts on the way', hi: 'रास्ते में रुकने वाली रेलगाड़ी का मिलना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [dist, s1, halt, d1, s2],
      check() {
        // Minute by minute, positions from P in km·60.
        let x = 0;
        let y = dist * 60;
        let t = 0;
        while (x < y) {
          t++;
          if (t <= reach || t > reach + halt) x += s1;
          if (t > delay) y -= s2;
        }
        return { kind: 'choice', correct: [x === y ? raw.indexOf(String(start + t)) : -1] };
      },
    };
  },
};
