import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { km, kmh, showableDistractors } from './answer-formats.js';

const hours = (n: number) => (n === 1 ? 'hour' : 'hours');
/** A coefficient in front of a variable: 1v is written v. */
const coef = (c: number) => (c === 1 ? '' : String(c));

/** Upstream takes k times as long as downstream over the same distance: u : v = (k + 1) : (k − 1). */
export const boatsUpstreamTimeMultiple: QuestionGenerator = {
  id: 'boats-and-streams/upstream-time-multiple',
  topic: 'boats-and-streams',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const k = rng.int(2, 5);
    const g = gcd(k + 1, k - 1);
    const unitBoat = (k + 1) / g;
    const unitStream = (k - 1) / g;
    const c = rng.int(1, Math.max(1, Math.floor(24 / unitBoat)));
    const boat = unitBoat * c;
    const stream = unitStream * c;
    const askStream = rng.pick([true, false]);
    const value = askStream ? stream : boat;
    const who = rng.pick([
      { en: 'A man takes', hi: 'एक व्यक्ति को नाव से', verbEn: 'row' },
      { en: 'A boat takes', hi: 'एक नाव को', verbEn: 'go' },
    ]);
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askStream
          ? [
              boat / k, // divides the boat's speed by the time ratio
              (boat * (k + 1)) / (k - 1), // turns the ratio upside down
              boat / (k + 1), // splits the boat's speed in k + 1 parts
              (boat * (k - 1)) / k, // uses k − 1 : k
            ]
          : [
              stream * k, // multiplies the stream's speed by the time ratio
              (stream * (k - 1)) / (k + 1), // turns the ratio upside down
              stream * (k + 1), // takes k + 1 parts of the stream
              stream * (k - 1), // takes k − 1 parts of the stream
            ],
      ),
      kmh,
    );
    const given = askStream
      ? {
          en: `the speed of the boat in still water is ${boat} km/h`,
          hi: `शांत जल में नाव की चाल ${boat} km/h है`,
        }
      : { en: `the speed of the stream is ${stream} km/h`, hi: `धारा की चाल ${stream} km/h है` };
    const statement = {
      en: `${who.en} ${k} times as long to ${who.verbEn} a distance upstream as to ${who.verbEn} the same distance downstream. If ${given.en}, what is the speed of ${askStream ? 'the stream' : 'the boat in still water'}?`,
      hi: `${who.hi} धारा के प्रतिकूल कोई दूरी तय करने में, उतनी ही दूरी धारा के अनुकूल तय करने के समय का ${k} गुना समय लगता है। यदि ${given.hi}, तो ${askStream ? 'धारा की चाल' : 'शांत जल में नाव की चाल'} क्या है?`,
    };
    const ratio = g === 1 ? `${k + 1} : ${k - 1}` : `${k + 1} : ${k - 1} = ${unitBoat} : ${unitStream}`;
    const solution = {
      en: [
        `Over the same distance, time is inversely proportional to speed: downstream speed : upstream speed $= ${k} : 1$.`,
        `With the boat's speed $u$ and the stream's $v$: $(u + v) : (u - v) = ${k} : 1$, which gives $u : v = (${k} + 1) : (${k} - 1) = ${ratio}$.`,
        askStream
          ? `$v = ${boat} \\times \\frac{${unitStream}}{${unitBoat}} = ${stream}$ km/h (check: downstream ${boat + stream}, upstream ${boat - stream}, and $${boat + stream} = ${k} \\times ${boat - stream}$).`
          : `$u = ${stream} \\times \\frac{${unitBoat}}{${unitStream}} = ${boat}$ km/h (check: downstream ${boat + stream}, upstream ${boat - stream}, and $${boat + stream} = ${k} \\times ${boat - stream}$).`,
        '',
        `**Answer: ${value} km/h**`,
      ].join('\n\n'),
      hi: [
        `समान दूरी के लिए समय चाल के व्युत्क्रमानुपाती होता है: अनुप्रवाह चाल : ऊर्ध्वप्रवाह चाल $= ${k} : 1$।`,
        `नाव की चाल $u$ और धारा की चाल $v$ लेकर: $(u + v) : (u - v) = ${k} : 1$, जिससे $u : v = (${k} + 1) : (${k} - 1) = ${ratio}$।`,
        askStream
          ? `$v = ${boat} \\times \\frac{${unitStream}}{${unitBoat}} = ${stream}$ km/h (जाँच: अनुप्रवाह ${boat + stream}, ऊर्ध्वप्रवाह ${boat - stream}, और $${boat + stream} = ${k} \\times ${boat - stream}$)।`
          : `$u = ${stream} \\times \\frac{${unitBoat}}{${unitStream}} = ${boat}$ km/h (जाँच: अनुप्रवाह ${boat + stream}, ऊर्ध्वप्रवाह ${boat - stream}, और $${boat + stream} = ${k} \\times ${boat - stream}$)।`,
        '',
        `**उत्तर: ${value} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Upstream time a multiple of downstream time',
        hi: 'ऊर्ध्वप्रवाह का समय अनुप्रवाह के समय का गुणज',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [k, askStream ? boat : stream, value],
      check() {
        // Time a 60 km trip each way for every whole candidate speed.
        for (let w = 1; w <= 100; w++) {
          const u = askStream ? boat : w;
          const v = askStream ? w : stream;
          // Minutes for 60 km: upstream 3600 / (u − v), downstream 3600 / (u + v); compare cross-multiplied.
          if (v < u && 3600 * (u + v) === k * 3600 * (u - v)) {
            return { kind: 'choice', correct: [options.indexOf(kmh(w))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Same distance downstream in t1 hours and upstream in t2 hours, boat speed given: the distance or the stream. */
export const boatsSameDistanceTwoTimes: QuestionGenerator = {
  id: 'boats-and-streams/same-distance-two-times',
  topic: 'boats-and-streams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let u = 10;
    let v = 2;
    let t1 = 2;
    let t2 = 3;
    for (let tries = 0; tries < 200; tries++) {
      u = rng.int(4, 24);
      v = rng.int(1, u - 2);
      const g = gcd(u + v, u - v);
      const c = rng.int(1, 3);
      t1 = ((u - v) / g) * c;
      t2 = ((u + v) / g) * c;
      if (t2 <= 12 && t1 >= 1 && (u + v) * t1 <= 150) break;
    }
    const d = (u + v) * t1;
    const askDistance = rng.pick([true, false]);
    const value = askDistance ? d : v;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askDistance
          ? [
              u * t1, // ignores the stream on the way down
              u * t2, // ignores the stream on the way up
              (u * (t1 + t2)) / 2, // still-water speed over the average time
              (u - v) * t1, // uses the upstream speed with the downstream time
            ]
          : [
              (u * (t2 - t1)) / t2, // divides by the upstream time instead of the sum of the times
              (u * (t2 - t1)) / t1, // divides by the downstream time
              t2 - t1, // takes the difference of the times
              (u * (t2 - t1)) / (t1 + t2) / 2, // halves once more
            ],
      ),
      askDistance ? km : kmh,
    );
    const statement = {
      en: `A boat whose speed in still water is ${u} km/h covers a certain distance downstream in ${t1} ${hours(t1)} and comes back the same distance upstream in ${t2} ${hours(t2)}. What is ${askDistance ? 'the distance' : 'the speed of the stream'}?`,
      hi: `शांत जल में ${u} km/h की चाल वाली एक नाव एक निश्चित दूरी धारा के अनुकूल ${t1} घंटे में तय करती है और उतनी ही दूरी धारा के प्रतिकूल ${t2} घंटे में तय करके लौटती है। ${askDistance ? 'वह दूरी' : 'धारा की चाल'} क्या है?`,
    };
    const solution = {
      en: [
        `Let the stream flow at $v$ km/h. The distance is the same both ways: $(${u} + v) \\times ${t1} = (${u} - v) \\times ${t2}$.`,
        `$${u * t1} + ${coef(t1)}v = ${u * t2} - ${t2}v$, so $${t1 + t2}v = ${u * (t2 - t1)}$ and $v = ${v}$ km/h.`,
        askDistance
          ? `Distance $= (${u} + ${v}) \\times ${t1} = ${d}$ km (check: $(${u} - ${v}) \\times ${t2} = ${d}$).`
          : `Check: $(${u} + ${v}) \\times ${t1} = ${d}$ km and $(${u} - ${v}) \\times ${t2} = ${d}$ km.`,
        '',
        `**Answer: ${askDistance ? `${d} km` : `${v} km/h`}**`,
      ].join('\n\n'),
      hi: [
        `मान लें धारा की चाल $v$ km/h है। दोनों ओर दूरी समान है: $(${u} + v) \\times ${t1} = (${u} - v) \\times ${t2}$।`,
        `$${u * t1} + ${coef(t1)}v = ${u * t2} - ${t2}v$, अतः $${t1 + t2}v = ${u * (t2 - t1)}$ और $v = ${v}$ km/h।`,
        askDistance
          ? `दूरी $= (${u} + ${v}) \\times ${t1} = ${d}$ km (जाँच: $(${u} - ${v}) \\times ${t2} = ${d}$)।`
          : `जाँच: $(${u} + ${v}) \\times ${t1} = ${d}$ km और $(${u} - ${v}) \\times ${t2} = ${d}$ km।`,
        '',
        `**उत्तर: ${askDistance ? `${d} km` : `${v} km/h`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Same distance down and up in different times', hi: 'समान दूरी, आने-जाने में अलग समय' },
      type: 'single',
      statement,
      options: raw,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [u, t1, t2, value],
      check() {
        // Try whole stream speeds until both legs are the same length.
        for (let w = 1; w < u; w++) {
          if ((u + w) * t1 === (u - w) * t2) {
            return { kind: 'choice', correct: [raw.indexOf(askDistance ? km((u + w) * t1) : kmh(w))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Average speed of a round trip on a river: total distance over total time = (u² − v²) / u. */
export const boatsRoundTripAverageSpeed: QuestionGenerator = {
  id: 'boats-and-streams/round-trip-average-speed',
  topic: 'boats-and-streams',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let u = 10;
    let v = 2;
    for (let tries = 0; tries < 200; tries++) {
      u = rng.int(5, 25);
      v = rng.int(1, Math.floor(u / 2));
      if ((v * v * 100) % u === 0) break;
    }
    if ((v * v * 100) % u !== 0) {
      u = 10;
      v = 2;
    }
    const down = u + v;
    const up = u - v;
    const avg = Math.round(((u * u - v * v) * 100) / u) / 100;
    const d = rng.pick([12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 60]);
    const { options, correctIndex } = choiceOptions(
      rng,
      avg,
      showableDistractors([
        u, // the arithmetic mean of the two speeds: ignores that the slow leg takes longer
        up, // the upstream speed
        (down * up) / (down + up), // the harmonic mean without the factor 2
        u - v / 2, // a guess between the two
      ]),
      kmh,
    );
    const statement = {
      en: `A boat goes ${d} km downstream and returns to its starting point. Its speed in still water is ${u} km/h and the stream flows at ${v} km/h. What is its average speed for the whole journey?`,
      hi: `एक नाव धारा के अनुकूल ${d} km जाकर अपने आरंभिक स्थान पर लौट आती है। शांत जल में उसकी चाल ${u} km/h है और धारा ${v} km/h की चाल से बहती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
    };
    const solution = {
      en: [
        `Downstream ${down} km/h, upstream ${up} km/h. Equal distances, so the average is the harmonic mean, not ${u}:`,
        `Average speed $= \\frac{2 \\times ${down} \\times ${up}}{${down} + ${up}} = \\frac{u^2 - v^2}{u} = \\frac{${u * u} - ${v * v}}{${u}} = ${avg}$ km/h.`,
        `(The ${d} km does not matter: $\\frac{${2 * d}}{${d}/${down} + ${d}/${up}}$ gives the same.)`,
        '',
        `**Answer: ${avg} km/h**`,
      ].join('\n\n'),
      hi: [
        `अनुप्रवाह चाल ${down} km/h, ऊर्ध्वप्रवाह चाल ${up} km/h। दूरियाँ समान हैं, इसलिए औसत चाल हरात्मक माध्य है, ${u} नहीं:`,
        `औसत चाल $= \\frac{2 \\times ${down} \\times ${up}}{${down} + ${up}} = \\frac{u^2 - v^2}{u} = \\frac{${u * u} - ${v * v}}{${u}} = ${avg}$ km/h।`,
        `(${d} km से कोई अंतर नहीं पड़ता: $\\frac{${2 * d}}{${d}/${down} + ${d}/${up}}$ भी यही देता है।)`,
        '',
        `**उत्तर: ${avg} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Average speed of a river round trip', hi: 'नदी में आने-जाने की औसत चाल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [d, u, v, avg],
      check() {
        // Time the two legs in minutes and divide the total distance by the total time.
        const minutes = (d * 60) / down + (d * 60) / up;
        const value = Math.round(((2 * d * 60) / minutes) * 100) / 100;
        return { kind: 'choice', correct: [options.indexOf(kmh(value))] };
      },
    };
  },
};
