/**
 * Trains and platforms: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `trains-and-platforms/cross-platform` – time for a train to cross a platform, bridge or tunnel – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `trains-and-platforms/two-trains-crossing` – two trains on parallel tracks crossing each other, same or opposite ways – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `trains-and-platforms/pole-and-platform` – train length from the times to pass a pole and a platform – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `trains-and-platforms/speed-ratio-from-crossings` – speed ratio from the times to pass a man and each other – SSC CGL, Bank PO, CAT, Placements
 * - `trains-and-platforms/passing-a-walking-man` – time to pass a man walking with or against the train – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `trains-and-platforms/length-from-two-men` – train speed or length from overtaking two men walking at different speeds – SSC CGL, Bank PO, CAT, Placements
 * - `trains-and-platforms/bridge-and-tunnel` – train speed in km/h from crossing a bridge and a tunnel – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `trains-and-platforms/meet-after-late-start` – when trains from two stations, leaving at different times, meet – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `trains-and-platforms/platform-from-two-walkers` (CAT) – platform length after passing men walking with and against the train – CAT, SSC CGL, Bank PO, Placements
 * - `trains-and-platforms/meet-with-a-halt` (CAT) – meeting time when one train starts late and the other halts on the way – CAT, SSC CGL, Bank PO, Placements
 */
import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { Rng } from '../../random.js';
import { showableDistractors, withUnit } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** What a train crosses; Hindi adjectives agree with the noun's gender. */
const STRUCTURES = [
  { en: 'platform', hi: 'लंबे प्लेटफ़ॉर्म', noun: 'प्लेटफ़ॉर्म' },
  { en: 'bridge', hi: 'लंबे पुल', noun: 'पुल' },
  { en: 'tunnel', hi: 'लंबी सुरंग', noun: 'सुरंग' },
] as const;

/** A train crosses a platform, bridge or tunnel: it covers its own length plus the structure's. */
export const trainsCrossPlatform: QuestionGenerator = {
  id: 'trains-and-platforms/cross-platform',
  topic: 'trains-and-platforms',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    // Speeds that are multiples of 18 km/h are whole metres per second; both lengths are whole
    // seconds of travel, so the one-length mistakes give whole numbers too.
    let k = 2;
    let length = 200;
    let platform = 200;
    do {
      k = rng.int(2, 6);
      length = 5 * k * rng.int(4, 30);
      platform = 5 * k * rng.int(4, 60);
    } while (
      length < 100 ||
      length > 400 ||
      platform < 100 ||
      platform > 800 ||
      length % 10 !== 0 ||
      platform === length
    );
    const time = (length + platform) / (5 * k);
    const kmh = 18 * k;
    const v = 5 * k;
    const structure = rng.pick(STRUCTURES);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      time,
      showableDistractors([
        length / v, // counts only the train's length (as for a pole)
        platform / v, // counts only the platform's length
        (platform - length) / v, // subtracts the lengths
        (length + platform) / ((kmh * 18) / 5), // converts km/h with 18/5 instead of 5/18
      ]),
    );
    const statement = {
      en: `A train ${length} m long is running at ${kmh} km/h. How long will it take to cross a ${structure.en} ${platform} m long?`,
      hi: `${length} m लंबी एक रेलगाड़ी ${kmh} km/h की चाल से चल रही है। वह ${platform} m ${structure.hi} को पार करने में कितना समय लेगी?`,
    };
    const solution = {
      en: [
        `Speed $= ${kmh} \\times \\frac{5}{18} = ${v}$ m/s.`,
        `To cross the ${structure.en}, the train covers its own length plus the ${structure.en}'s: $${length} + ${platform} = ${length + platform}$ m.`,
        `Time $= \\frac{${length + platform}}{${v}} = ${time}$ s.`,
        '',
        `**Answer: ${time} seconds**`,
      ].join('\n\n'),
      hi: [
        `चाल $= ${kmh} \\times \\frac{5}{18} = ${v}$ m/s।`,
        `${structure.noun} को पार करने में रेलगाड़ी अपनी लंबाई और ${structure.noun} की लंबाई, दोनों तय करती है: $${length} + ${platform} = ${length + platform}$ m।`,
        `समय $= \\frac{${length + platform}}{${v}} = ${time}$ सेकंड।`,
        '',
        `**उत्तर: ${time} सेकंड**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Train crossing a platform', hi: 'रेलगाड़ी द्वारा प्लेटफ़ॉर्म पार करना' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [length, kmh, platform, time],
      check() {
        // Follow the last coach second by second until it leaves the far end (positions in metres·18).
        let rear = -length * 18;
        let seconds = 0;
        while (rear < platform * 18) {
          rear += kmh * 5; // kmh·5/18 metres a second, scaled by 18
          seconds++;
        }
        const value = rear === platform * 18 ? seconds : -1;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** Two trains on parallel tracks: the sum of lengths at the sum or difference of speeds. */
export const trainsCrossEachOther: QuestionGenerator = {
  id: 'trains-and-platforms/two-trains-crossing',
  topic: 'trains-and-platforms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    const opposite = rng.pick([true, false]);
    let s1 = 60;
    let s2 = 48;
    let l1 = 150;
    let l2 = 120;
    let time = 10;
    // The relative speed is a multiple of 18 km/h, so it is whole metres per second.
    for (;;) {
      s1 = 6 * rng.int(6, 20);
      s2 = 6 * rng.int(5, 18);
      const relative = opposite ? s1 + s2 : s1 - s2;
      if (s1 === s2 || relative <= 0 || relative % 18 !== 0) continue;
      time = rng.int(opposite ? 6 : 20, opposite ? 24 : 90);
      const total = (relative / 18) * 5 * time;
      l1 = 10 * rng.int(8, 30);
      l2 = total - l1;
      if (l2 >= 80 && l2 <= 400 && l2 % 10 === 0) break;
    }
    const relative = opposite ? s1 + s2 : s1 - s2;
    const other = opposite ? s1 - s2 : s1 + s2;
    const v = (relative * 5) / 18;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      time,
      showableDistractors([
        ((l1 + l2) * 18) / (other * 5), // takes the wrong relative speed (sum ↔ difference)
        (l1 * 18) / (relative * 5), // covers only the first train's length
        (l2 * 18) / (relative * 5), // covers only the second train's length
        ((l1 + l2) * 18) / (s1 * 5), // ignores the second train's motion
      ]),
    );
    const direction = opposite
      ? { en: 'in opposite directions', hi: 'विपरीत दिशाओं में' }
      : { en: 'in the same direction', hi: 'एक ही दिशा में' };
    const statement = {
      en: `Two trains ${l1} m and ${l2} m long are running on parallel tracks ${direction.en} at ${s1} km/h and ${s2} km/h respectively. How long will they take to cross each other completely?`,
      hi: `${l1} m और ${l2} m लंबी दो रेलगाड़ियाँ समांतर पटरियों पर ${direction.hi} क्रमशः ${s1} km/h और ${s2} km/h की चाल से चल रही हैं। वे एक-दूसरे को पूरी तरह पार करने में कितना समय लेंगी?`,
    };
    const relEn = opposite ? `${s1} + ${s2}` : `${s1} - ${s2}`;
    const solution = {
      en: [
        `Relative speed ${direction.en} $= ${relEn} = ${relative}$ km/h $= ${relative} \\times \\frac{5}{18} = ${v}$ m/s.`,
        `Distance to cover $= ${l1} + ${l2} = ${l1 + l2}$ m (both lengths).`,
        `Time $= \\frac{${l1 + l2}}{${v}} = ${time}$ s.`,
        '',
        `**Answer: ${time} seconds**`,
      ].join('\n\n'),
      hi: [
        `${direction.hi} सापेक्ष चाल $= ${relEn} = ${relative}$ km/h $= ${relative} \\times \\frac{5}{18} = ${v}$ m/s।`,
        `तय दूरी $= ${l1} + ${l2} = ${l1 + l2}$ m (दोनों की लंबाई)।`,
        `समय $= \\frac{${l1 + l2}}{${v}} = ${time}$ सेकंड।`,
        '',
        `**उत्तर: ${time} सेकंड**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two trains crossing each other', hi: 'दो रेलगाड़ियों का एक-दूसरे को पार करना' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 60,
      numbers: [l1, l2, s1, s2, time],
      check() {
        // Follow both fronts second by second (positions in metres·18, train 1 moving forward).
        // Opposite: the fronts meet at 0 and it ends when train 1's tail passes train 2's tail.
        // Same direction: train 1's front starts at train 2's tail and it ends when train 1's tail
        // passes train 2's front.
        let front1 = 0;
        let front2 = opposite ? 0 : l2 * 18;
        const step2 = (opposite ? -s2 : s2) * 5;
        const gapNeeded = opposite ? (l1 + l2) * 18 : l1 * 18;
        let seconds = 0;
        while (front1 - front2 < gapNeeded) {
          front1 += s1 * 5;
          front2 += step2;
          seconds++;
        }
        const value = front1 - front2 === gapNeeded ? seconds : -1;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** A train passes a pole in t1 s and a platform in t2 s: the extra time is spent on the platform. */
export const trainsPoleAndPlatform: QuestionGenerator = {
  id: 'trains-and-platforms/pole-and-platform',
  topic: 'trains-and-platforms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let v = 10;
    let t1 = 10;
    let extra = 10;
    do {
      v = rng.int(8, 30);
      t1 = rng.int(6, 25);
      extra = rng.int(4, 30);
    } while (v * extra > 600 || v * t1 > 600 || v * t1 < 80);
    const t2 = t1 + extra;
    const platform = v * extra;
    const length = v * t1;
    const statement = {
      en: `A train crosses a signal pole in ${t1} seconds and a platform ${platform} m long in ${t2} seconds, running at the same speed. What is the length of the train (in metres)?`,
      hi: `एक रेलगाड़ी एक ही चाल से चलते हुए एक सिग्नल खंभे को ${t1} सेकंड में और ${platform} m लंबे प्लेटफ़ॉर्म को ${t2} सेकंड में पार करती है। रेलगाड़ी की लंबाई (मीटर में) कितनी है?`,
    };
    const solution = {
      en: [
        `Crossing the pole the train covers its own length; crossing the platform it covers its length plus ${platform} m.`,
        `So the extra $${t2} - ${t1} = ${extra}$ s are spent on the platform alone: speed $= \\frac{${platform}}{${extra}} = ${v}$ m/s.`,
        `Length $= ${v} \\times ${t1} = ${length}$ m.`,
        `Check: $\\frac{${length} + ${platform}}{${v}} = ${t2}$ s.`,
        '',
        `**Answer: ${length} m**`,
      ].join('\n\n'),
      hi: [
        `खंभे को पार करने में रेलगाड़ी केवल अपनी लंबाई तय करती है; प्लेटफ़ॉर्म को पार करने में अपनी लंबाई और ${platform} m।`,
        `अतः अतिरिक्त $${t2} - ${t1} = ${extra}$ सेकंड केवल प्लेटफ़ॉर्म पर लगे: चाल $= \\frac{${platform}}{${extra}} = ${v}$ m/s।`,
        `लंबाई $= ${v} \\times ${t1} = ${length}$ m।`,
        `जाँच: $\\frac{${length} + ${platform}}{${v}} = ${t2}$ सेकंड।`,
        '',
        `**उत्तर: ${length} m**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Length from a pole and a platform', hi: 'खंभे और प्लेटफ़ॉर्म से लंबाई' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: length, tolerance: 0 },
      solution,
      expectedSeconds: 75,
      numbers: [t1, platform, t2, length],
      check() {
        // Try every whole-metre length: the speed it implies at the pole must also fit the platform.
        for (let len = 1; len <= 2000; len++) {
          if ((len + platform) * t1 === len * t2) return { kind: 'numeric', value: len, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** Ratio options "p : q" (reduced), distinct, shuffled. */
function ratioOptions(rng: Rng, correct: [number, number], candidates: [number, number][]) {
  const text = ([x, y]: [number, number]) => {
    const g = gcd(x, y);
    return `${x / g} : ${y / g}`;
  };
  const right = text(correct);
  const seen = new Set([right]);
  const wrong: string[] = [];
  for (const c of candidates) {
    if (c[0] <= 0 || c[1] <= 0) continue;
    const t = text(c);
    if (!seen.has(t) && wrong.length < 3) {
      seen.add(t);
      wrong.push(t);
    }
  }
  const options = rng.shuffle([right, ...wrong]);
  return { options, correctIndex: options.indexOf(right), text };
}

/**
 * Two trains cross a standing man in t1 and t2 seconds and each other in t3 seconds (opposite
 * directions): speed ratio = (t3 − t2) : (t1 − t3).
 */
export const trainsSpeedRatioFromCrossings: QuestionGenerator = {
  id: 'trains-and-platforms/speed-ratio-from-crossings',
  topic: 'trains-and-platforms',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let p = 3;
    let q = 2;
    let t1 = 27;
    let t2 = 17;
    for (;;) {
      p = rng.int(1, 7);
      q = rng.int(1, 7);
      t1 = rng.int(8, 40);
      t2 = rng.int(8, 40);
      if (p !== q && gcd(p, q) === 1 && t1 !== t2 && (p * t1 + q * t2) % (p + q) === 0) break;
    }
    const t3 = (p * t1 + q * t2) / (p + q);
    const { options, correctIndex, text } = ratioOptions(
      rng,
      [p, q],
      [
        [q, p], // the two differences swapped
        [t2, t1], // speeds inversely as the times, ignoring the lengths
        [t1, t2], // speeds as the times
        [t2 + t3, t1 + t3], // adds t3 instead of subtracting it
        [p + 1, q],
        [p, q + 1],
        [p + 2, q + 1],
      ],
    );
    const statement = {
      en: `Two trains running in opposite directions cross a man standing on the platform in ${t1} seconds and ${t2} seconds respectively, and they cross each other in ${t3} seconds. What is the ratio of their speeds?`,
      hi: `विपरीत दिशाओं में चल रही दो रेलगाड़ियाँ प्लेटफ़ॉर्म पर खड़े एक व्यक्ति को क्रमशः ${t1} सेकंड और ${t2} सेकंड में पार करती हैं, और एक-दूसरे को ${t3} सेकंड में पार करती हैं। उनकी चालों का अनुपात क्या है?`,
    };
    const answer = text([p, q]);
    // t3 always lies between t1 and t2; the differences are taken positive for the write-up.
    const d1 = Math.abs(t1 - t3);
    const d2 = Math.abs(t3 - t2);
    const ratioText = d2 === p ? `${p} : ${q}` : `${d2} : ${d1} = ${p} : ${q}`;
    const solution = {
      en: [
        `Let the speeds be $x$ and $y$ m/s. Passing the man, each covers only its own length: lengths $= ${termTex(t1, 'x')}$ and $${termTex(t2, 'y')}$.`,
        `Crossing each other (opposite directions): $\\frac{${termTex(t1, 'x')} + ${termTex(t2, 'y')}}{x + y} = ${t3}$, so $${termTex(t1, 'x')} + ${termTex(t2, 'y')} = ${termTex(t3, 'x')} + ${termTex(t3, 'y')}$.`,
        `Collecting the $x$ and $y$ terms: $${termTex(d1, 'x')} = ${termTex(d2, 'y')}$, so $x : y = ${ratioText}$.`,
        '',
        `**Answer: ${answer}**`,
      ].join('\n\n'),
      hi: [
        `मान लें चालें $x$ और $y$ m/s हैं। व्यक्ति को पार करते समय हर रेलगाड़ी केवल अपनी लंबाई तय करती है: लंबाइयाँ $= ${termTex(t1, 'x')}$ और $${termTex(t2, 'y')}$।`,
        `एक-दूसरे को पार करते समय (विपरीत दिशाएँ): $\\frac{${termTex(t1, 'x')} + ${termTex(t2, 'y')}}{x + y} = ${t3}$, अतः $${termTex(t1, 'x')} + ${termTex(t2, 'y')} = ${termTex(t3, 'x')} + ${termTex(t3, 'y')}$।`,
        `$x$ और $y$ वाले पद एक ओर करने पर: $${termTex(d1, 'x')} = ${termTex(d2, 'y')}$, अतः $x : y = ${ratioText}$।`,
        '',
        `**उत्तर: ${answer}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Speed ratio from crossing times', hi: 'पार करने के समय से चालों का अनुपात' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [t1, t2, t3, p, q],
      check() {
        // Try speed pairs in lowest terms until the crossing time comes out as given.
        for (let x = 1; x <= 20; x++) {
          for (let y = 1; y <= 20; y++) {
            if (gcd(x, y) === 1 && x * t1 + y * t2 === t3 * (x + y)) {
              return { kind: 'choice', correct: [options.indexOf(`${x} : ${y}`)] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
