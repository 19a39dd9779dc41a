import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { showableDistractors, withUnit } from './answer-formats.js';
import { termTex } from './katex-math.js';

/** Steps and the answer line, joined as the solutions of this topic are. */
function worked(steps: string[], answer: string, lang: 'en' | 'hi'): string {
  return [...steps, '', lang === 'en' ? `**Answer: ${answer}**` : `**उत्तर: ${answer}**`].join('\n\n');
}

/** A train passes a man walking with or against it: its length at the relative speed. */
export const trainsPassWalkingMan: QuestionGenerator = {
  id: 'trains-and-platforms/passing-a-walking-man',
  topic: 'trains-and-platforms',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let speed = 54;
    let walk = 6;
    let length = 150;
    let time = 10;
    let same = true;
    // The relative speed is a multiple of 18 km/h, so it is whole metres per second.
    for (let tries = 0; tries < 1000; tries++) {
      same = rng.pick([true, false]);
      speed = rng.int(30, 110);
      walk = rng.int(3, 9);
      const rel = same ? speed - walk : speed + walk;
      if (rel % 18 !== 0) continue;
      time = rng.int(6, 30);
      length = (rel / 18) * 5 * time;
      if (length >= 100 && length <= 450 && length % 10 === 0) break;
    }
    const rel = same ? speed - walk : speed + walk;
    const other = same ? speed + walk : speed - walk;
    const v = (rel * 5) / 18;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      time,
      showableDistractors([
        (length * 18) / (other * 5), // adds the speeds when they should be subtracted, or the reverse
        (length * 18) / (speed * 5), // ignores the man's walking
        (length * 5) / (rel * 18), // converts km/h to m/s with 18/5
        (length * 18) / (walk * 5), // uses the man's speed alone
        time + (same ? -2 : 2),
      ]).filter((d) => Number.isInteger(d)),
    );
    const dir = same
      ? { en: 'in the same direction as the train', hi: 'रेलगाड़ी की ही दिशा में' }
      : { en: 'in the direction opposite to the train', hi: 'रेलगाड़ी की विपरीत दिशा में' };
    const relTex = same ? `${speed} - ${walk}` : `${speed} + ${walk}`;
    const statement = {
      en: `A train ${length} m long is running at ${speed} km/h. In how many seconds will it pass a man walking at ${walk} km/h ${dir.en}?`,
      hi: `${length} m लंबी एक रेलगाड़ी ${speed} km/h की चाल से चल रही है। ${dir.hi} ${walk} km/h की चाल से पैदल चल रहे एक व्यक्ति को वह कितने सेकंड में पार करेगी?`,
    };
    const solution = {
      en: worked(
        [
          `The man is moving ${same ? 'with' : 'against'} the train, so the relative speed is $${relTex} = ${rel}$ km/h $= ${rel} \\times \\frac{5}{18} = ${v}$ m/s.`,
          `To pass the man the train covers only its own length, ${length} m.`,
          `Time $= \\frac{${length}}{${v}} = ${time}$ s.`,
        ],
        `${time} seconds`,
        'en',
      ),
      hi: worked(
        [
          `व्यक्ति रेलगाड़ी की ${same ? 'ही' : 'विपरीत'} दिशा में चल रहा है, अतः सापेक्ष चाल $${relTex} = ${rel}$ km/h $= ${rel} \\times \\frac{5}{18} = ${v}$ m/s है।`,
          `व्यक्ति को पार करने में रेलगाड़ी केवल अपनी लंबाई, ${length} m, तय करती है।`,
          `समय $= \\frac{${length}}{${v}} = ${time}$ सेकंड।`,
        ],
        `${time} सेकंड`,
        'hi',
      ),
    };
    return {
      title: { en: 'Train passing a walking man', hi: 'पैदल चलते व्यक्ति को रेलगाड़ी द्वारा पार करना' },
      type: 'single',
      statement,
      options: withUnit(raw, 'seconds', 'सेकंड'),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [length, speed, walk, time],
      check() {
        // Second by second: the engine starts level with the man (positions in metres·18).
        let engine = 0;
        let man = 0;
        let seconds = 0;
        while (engine - man < length * 18) {
          engine += speed * 5;
          man += (same ? walk : -walk) * 5;
          seconds++;
        }
        const value = engine - man === length * 18 ? seconds : -1;
        return { kind: 'choice', correct: [raw.indexOf(String(value))] };
      },
    };
  },
};

/** A train passes two men walking its way at different speeds: the train's speed or length. */
export const trainsTwoWalkingMen: QuestionGenerator = {
  id: 'trains-and-platforms/length-from-two-men',
  topic: 'trains-and-platforms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let speed = 63;
    let w1 = 3;
    let w2 = 9;
    let t1 = 18;
    let t2 = 20;
    let length = 300;
    for (let tries = 0; tries < 5000; tries++) {
      speed = rng.int(30, 100);
      w1 = rng.int(2, 6);
      w2 = rng.int(w1 + 2, 12);
      t1 = rng.int(6, 40);
      if (((speed - w1) * 5 * t1) % 18 !== 0) continue;
      length = ((speed - w1) * 5 * t1) / 18;
      const t2x = (length * 18) / ((speed - w2) * 5);
      if (Number.isInteger(t2x) && length >= 90 && length <= 500) {
        t2 = t2x;
        break;
      }
    }
    const askLength = rng.pick([true, false]);
    const value = askLength ? length : speed;
    const unit = askLength ? { en: 'm', hi: 'm' } : { en: 'km/h', hi: 'km/h' };
    const distractors = askLength
      ? [
          ((speed + w1) * 5 * t1) / 18, // adds the first man's speed
          (speed * 5 * t1) / 18, // ignores the man's walking
          ((speed - w2) * 5 * t1) / 18, // pairs the first time with the second man
          length + 10 * (t2 - t1),
        ]
      : [
          speed - w1, // gives the relative speed with the first man
          speed + w1, // adds the man's speed
          speed - w2,
          speed + w2,
        ];
    const { options: raw, correctIndex } = choiceOptions(rng, value, showableDistractors(distractors));
    const ask = askLength
      ? { en: 'What is the length of the train?', hi: 'रेलगाड़ी की लंबाई कितनी है?' }
      : { en: 'What is the speed of the train?', hi: 'रेलगाड़ी की चाल कितनी है?' };
    const statement = {
      en: `A train overtakes two men walking in the same direction as the train at ${w1} km/h and ${w2} km/h. It passes them completely in ${t1} seconds and ${t2} seconds respectively. ${ask.en}`,
      hi: `एक रेलगाड़ी अपनी ही दिशा में ${w1} km/h और ${w2} km/h की चाल से पैदल चल रहे दो व्यक्तियों से आगे निकलती है। वह उन्हें क्रमशः ${t1} सेकंड और ${t2} सेकंड में पूरी तरह पार करती है। ${ask.hi}`,
    };
    const lengthLine = {
      en: `Length $= (${speed} - ${w1}) \\times \\frac{5}{18} \\times ${t1} = ${length}$ m.`,
      hi: `लंबाई $= (${speed} - ${w1}) \\times \\frac{5}{18} \\times ${t1} = ${length}$ m।`,
    };
    const solution = {
      en: worked(
        [
          `Let the train's speed be $x$ km/h. Passing each man it covers its own length at the relative speed, so the length is the same both times:`,
          `$(x - ${w1}) \\times ${t1} = (x - ${w2}) \\times ${t2}$, so $${t1}x - ${w1 * t1} = ${t2}x - ${w2 * t2}$, giving $${termTex(t2 - t1, 'x')} = ${w2 * t2 - w1 * t1}$ and $x = ${speed}$ km/h.`,
          lengthLine.en,
        ],
        `${value} ${unit.en}`,
        'en',
      ),
      hi: worked(
        [
          `मान लें रेलगाड़ी की चाल $x$ km/h है। हर व्यक्ति को पार करने में वह सापेक्ष चाल से अपनी लंबाई तय करती है, अतः दोनों बार लंबाई समान है:`,
          `$(x - ${w1}) \\times ${t1} = (x - ${w2}) \\times ${t2}$, अतः $${t1}x - ${w1 * t1} = ${t2}x - ${w2 * t2}$, यानी $${termTex(t2 - t1, 'x')} = ${w2 * t2 - w1 * t1}$ और $x = ${speed}$ km/h।`,
          lengthLine.hi,
        ],
        `${value} ${unit.hi}`,
        'hi',
      ),
    };
    return {
      title: { en: 'Train overtaking two walking men', hi: 'दो पैदल व्यक्तियों से आगे निकलती रेलगाड़ी' },
      type: 'single',
      statement,
      options: raw.map((o) => ({ en: `${o} ${unit.en}`, hi: `${o} ${unit.hi}` })),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [w1, w2, t1, t2, value],
      check() {
        // Try every whole speed: the two passings must give the same length.
        for (let x = w2 + 1; x <= 400; x++) {
          if ((x - w1) * t1 === (x - w2) * t2) {
            const found = askLength ? ((x - w1) * 5 * t1) / 18 : x;
            return { kind: 'choice', correct: [raw.indexOf(String(found))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** A train crosses a bridge and a tunnel of different lengths in given times: its speed in km/h. */
export const trainsBridgeAndTunnel: QuestionGenerator = {
  id: 'trains-and-platforms/bridge-and-tunnel',
  topic: 'trains-and-platforms',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    let j = 3;
    let length = 200;
    let bridge = 300;
    let tunnel = 500;
    for (let tries = 0; tries < 1000; tries++) {
      j = rng.int(2, 6); // speed 5j m/s = 18j km/h
      length = 5 * j * rng.int(4, 20);
      bridge = 5 * j * rng.int(4, 40);
      tunnel = 5 * j * rng.int(4, 60);
      if (
        length % 10 === 0 &&
        bridge % 10 === 0 &&
        tunnel % 10 === 0 &&
        length >= 100 &&
        length <= 400 &&
        bridge >= 100 &&
        tunnel >= 100 &&
        tunnel <= 1200 &&
        bridge !== tunnel &&
        bridge !== length &&
        tunnel !== length
      )
        break;
    }
    const v = 5 * j;
    const speed = 18 * j;
    const tb = (length + bridge) / v;
    const tt = (length + tunnel) / v;
    const dd = Math.abs(tunnel - bridge);
    const dt = Math.abs(tt - tb);
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      speed,
      showableDistractors([
        v, // leaves the speed in metres per second
        ((bridge + tunnel) / (tb + tt)) * 3.6, // divides the total lengths by the total time, forgetting the train
        (bridge / tb) * 3.6, // ignores the train's own length
        (tunnel / tt) * 3.6,
        (v * 5) / 18, // converts the wrong way
        speed + 18, // a slip of 5 m/s in the division
        speed - 18,
      ]).filter((d) => Number.isInteger(d)),
    );
    const statement = {
      en: `A train running at a uniform speed crosses a bridge ${bridge} m long in ${tb} seconds and a tunnel ${tunnel} m long in ${tt} seconds. What is the speed of the train in km/h?`,
      hi: `एकसमान चाल से चल रही एक रेलगाड़ी ${bridge} m लंबे पुल को ${tb} सेकंड में और ${tunnel} m लंबी सुरंग को ${tt} सेकंड में पार करती है। रेलगाड़ी की चाल km/h में कितनी है?`,
    };
    const solution = {
      en: worked(
        [
          `Each time the train covers its own length plus the structure's. The train's length is the same both times, so the difference in distance, $|${tunnel} - ${bridge}| = ${dd}$ m, takes the difference in time, $|${tt} - ${tb}| = ${dt}$ s.`,
          `Speed $= \\frac{${dd}}{${dt}} = ${v}$ m/s $= ${v} \\times \\frac{18}{5} = ${speed}$ km/h.`,
          `Check: length $= ${v} \\times ${tb} - ${bridge} = ${length}$ m, and $\\frac{${length} + ${tunnel}}{${v}} = ${tt}$ s.`,
        ],
        `${speed} km/h`,
        'en',
      ),
      hi: worked(
        [
          `हर बार रेलगाड़ी अपनी लंबाई और पुल या सुरंग की लंबाई तय करती है। रेलगाड़ी की लंबाई दोनों बार समान है, अतः दूरी का अंतर $|${tunnel} - ${bridge}| = ${dd}$ m, समय के अंतर $|${tt} - ${tb}| = ${dt}$ सेकंड में तय होता है।`,
          `चाल $= \\frac{${dd}}{${dt}} = ${v}$ m/s $= ${v} \\times \\frac{18}{5} = ${speed}$ km/h।`,
          `जाँच: लंबाई $= ${v} \\times ${tb} - ${bridge} = ${length}$ m, और $\\frac{${length} + ${tunnel}}{${v}} = ${tt}$ सेकंड।`,
        ],
        `${speed} km/h`,
        'hi',
      ),
    };
    return {
      title: { en: 'Speed from a bridge and a tunnel', hi: 'पुल और सुरंग से रेलगाड़ी की चाल' },
      type: 'single',
      statement,
      options: raw.map((o) => `${o} km/h`),
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [bridge, tb, tunnel, tt, speed],
      check() {
        // Try every whole train length: the speed it gives on the bridge must fit the tunnel too.
        for (let len = 1; len <= 2000; len++) {
          if ((len + bridge) * tt === (len + tunnel) * tb) {
            const kmhFound = (((len + bridge) / tb) * 18) / 5;
            return { kind: 'choice', correct: [raw.indexOf(String(kmhFound))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
