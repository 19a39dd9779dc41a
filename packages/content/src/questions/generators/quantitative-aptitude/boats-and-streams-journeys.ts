import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { km, kmh, showableDistractors } from './answer-formats.js';

/** A duration in minutes, worded: `2 hours 15 minutes`, `1 hour`, `45 minutes` / `2 घंटे 15 मिनट`. */
function duration(minutes: number): BilingualText {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const en = [
    h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '',
    m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '',
  ];
  const hi = [h ? `${h} ${h === 1 ? 'घंटा' : 'घंटे'}` : '', m ? `${m} मिनट` : ''];
  return { en: en.filter(Boolean).join(' '), hi: hi.filter(Boolean).join(' ') };
}

/** Row upstream, rest, row back in a total time with the boat's speed known: the stream's speed. */
export const boatsRestStopStream: QuestionGenerator = {
  id: 'boats-and-streams/round-trip-with-rest',
  topic: 'boats-and-streams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let u = 8;
    let v = 2;
    let d = 15;
    let tau = 240;
    // Both legs take whole minutes.
    for (let tries = 0; tries < 300; tries++) {
      u = rng.int(4, 16);
      v = rng.int(1, Math.floor(u / 2));
      d = rng.int(3, 40);
      if ((60 * d) % (u - v) !== 0 || (60 * d) % (u + v) !== 0) continue;
      tau = (60 * d) / (u - v) + (60 * d) / (u + v);
      if (tau >= 60 && tau <= 600) break;
    }
    const rest = rng.pick([15, 20, 30, 40, 45, 60]);
    const total = tau + rest;
    const x = u * u - v * v; // u² − v² = 120du / τ
    const upMin = (60 * d) / (u - v);
    const downMin = (60 * d) / (u + v);
    const { options, correctIndex } = choiceOptions(
      rng,
      v,
      showableDistractors([
        Math.sqrt(u * u - (120 * d * u) / total), // keeps the rest inside the rowing time
        v * v, // forgets the square root of v²
        u - (120 * d) / tau, // takes the two legs as equally long in time
        u - v, // gives the upstream speed
      ]),
      kmh,
    );
    const T = duration(total);
    const R = duration(rest);
    const statement = {
      en: `A man can row at ${u} km/h in still water. He rows to a place ${d} km upstream, rests there for ${R.en} and rows back, reaching his starting point ${T.en} after he set out. What is the speed of the stream?`,
      hi: `एक व्यक्ति शांत जल में ${u} km/h की चाल से नाव चला सकता है। वह धारा के प्रतिकूल ${d} km दूर एक स्थान तक जाता है, वहाँ ${R.hi} आराम करता है और वापस लौटता है; चलने के ${T.hi} बाद वह आरंभिक स्थान पर पहुँचता है। धारा की चाल क्या है?`,
    };
    const solution = {
      en: [
        `Rowing time $= ${total} - ${rest} = ${tau}$ minutes $= \\frac{${tau}}{60}$ h (the rest is not rowing).`,
        `$\\frac{${d}}{${u} - v} + \\frac{${d}}{${u} + v} = \\frac{2 \\times ${d} \\times ${u}}{${u}^2 - v^2} = \\frac{${tau}}{60}$.`,
        `So $${u * u} - v^2 = \\frac{${2 * d * u} \\times 60}{${tau}} = ${x}$, $v^2 = ${v * v}$ and $v = ${v}$ km/h.`,
        `Check: upstream $\\frac{${d}}{${u - v}}$ h $= ${upMin}$ min, downstream $\\frac{${d}}{${u + v}}$ h $= ${downMin}$ min, plus ${rest} min of rest: ${total} min.`,
        '',
        `**Answer: ${v} km/h**`,
      ].join('\n\n'),
      hi: [
        `नाव चलाने का समय $= ${total} - ${rest} = ${tau}$ मिनट $= \\frac{${tau}}{60}$ घंटे (आराम का समय नाव चलाने में नहीं गिना जाता)।`,
        `$\\frac{${d}}{${u} - v} + \\frac{${d}}{${u} + v} = \\frac{2 \\times ${d} \\times ${u}}{${u}^2 - v^2} = \\frac{${tau}}{60}$।`,
        `अतः $${u * u} - v^2 = \\frac{${2 * d * u} \\times 60}{${tau}} = ${x}$, $v^2 = ${v * v}$ और $v = ${v}$ km/h।`,
        `जाँच: ऊर्ध्वप्रवाह $\\frac{${d}}{${u - v}}$ घंटे $= ${upMin}$ मिनट, अनुप्रवाह $\\frac{${d}}{${u + v}}$ घंटे $= ${downMin}$ मिनट, और ${rest} मिनट आराम: कुल ${total} मिनट।`,
        '',
        `**उत्तर: ${v} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Stream speed from a round trip with a rest', hi: 'विश्राम सहित आने-जाने से धारा की चाल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [u, d, rest, v],
      check() {
        // Try whole stream speeds: the two legs in minutes plus the rest must give the total.
        for (let w = 1; w < u; w++) {
          const legs = 60 * d * (u + w) + 60 * d * (u - w); // minutes × (u − w)(u + w)
          if (legs + rest * (u * u - w * w) === total * (u * u - w * w)) {
            return { kind: 'choice', correct: [options.indexOf(kmh(w))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

const DROPS = [
  {
    en: (t: number) =>
      `A boat going upstream passes under a bridge just as the boatman's hat falls into the water. He notices it ${t} minutes later, turns back at once and picks up the hat`,
    hi: (t: number) =>
      `धारा के प्रतिकूल जाती एक नाव जैसे ही एक पुल के नीचे से गुज़रती है, नाविक की टोपी पानी में गिर जाती है। ${t} मिनट बाद उसे इसका पता चलता है, वह तुरंत मुड़ता है और टोपी उठा लेता है`,
    thing: { en: 'hat', hi: 'टोपी', obl: 'टोपी', found: 'मिलती', drifted: 'बही', drifts: 'बहती' },
  },
  {
    en: (t: number) =>
      `A motorboat going upstream passes a floating log at a bridge. ${t} minutes later it turns back at once and catches up with the log`,
    hi: (t: number) =>
      `धारा के प्रतिकूल जाती एक मोटरबोट एक पुल के पास बहते हुए एक लट्ठे के पास से गुज़रती है। ${t} मिनट बाद वह तुरंत मुड़ती है और लट्ठे तक पहुँच जाती है`,
    thing: { en: 'log', hi: 'लट्ठा', obl: 'लट्ठे', found: 'मिलता', drifted: 'बहा', drifts: 'बहता' },
  },
] as const;

/**
 * A hat (or a log) drifts from a bridge; the boat turns back after t minutes and meets it d km
 * downstream. In the water's frame the boat takes t minutes to come back, so d = v × 2t.
 */
export const boatsFloatingObject: QuestionGenerator = {
  id: 'boats-and-streams/floating-object',
  topic: 'boats-and-streams',
  difficulty: 'medium',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 40,
  generate(rng) {
    let t = 30;
    let v = 3;
    // d = v × 2t / 60 km must be a short decimal.
    for (let tries = 0; tries < 100; tries++) {
      t = rng.pick([10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 60]);
      v = rng.int(1, 6);
      if (((200 * v * t) / 60) % 1 === 0) break;
    }
    if (((200 * v * t) / 60) % 1 !== 0) t = 30;
    const d = Math.round((200 * v * t) / 60) / 100;
    const u = rng.int(v + 4, 20);
    const drop = rng.pick(DROPS);
    const askStream = rng.pick([true, false]);
    const { options, correctIndex } = askStream
      ? choiceOptions(
          rng,
          v,
          showableDistractors([
            (60 * d) / t, // counts only the t minutes after the drop
            (60 * d) / (4 * t), // counts the return trip twice
            (u * d * 60) / (u * 2 * t + 60 * d), // mixes the boat's speed into the answer
          ]),
          kmh,
        )
      : choiceOptions(
          rng,
          d,
          showableDistractors([
            (v * t) / 60, // counts only the t minutes after the drop
            (u * t) / 60, // takes the boat's distance in still water
            (4 * v * t) / 60, // counts the return trip twice
          ]),
          km,
        );
    const th = drop.thing;
    const statement = askStream
      ? {
          en: `${drop.en(t)} ${d} km downstream of the bridge. The boat's speed in still water is ${u} km/h. What is the speed of the stream?`,
          hi: `${drop.hi(t)}; यह स्थान पुल से धारा की दिशा में ${d} km दूर है। शांत जल में नाव की चाल ${u} km/h है। धारा की चाल क्या है?`,
        }
      : {
          en: `${drop.en(t)} some distance downstream of the bridge. The boat's speed in still water is ${u} km/h and the stream flows at ${v} km/h. How far from the bridge is the ${th.en} picked up?`,
          hi: `${drop.hi(t)}। शांत जल में नाव की चाल ${u} km/h है और धारा ${v} km/h की चाल से बहती है। ${th.hi} पुल से कितनी दूरी पर ${th.found} है?`,
        };
    const lastEn = askStream
      ? `In those ${2 * t} minutes the ${th.en} drifted ${d} km: $v = \\frac{${d}}{${2 * t}/60} = ${v}$ km/h.`
      : `In those ${2 * t} minutes the ${th.en} drifts $${v} \\times \\frac{${2 * t}}{60} = ${d}$ km.`;
    const lastHi = askStream
      ? `इन ${2 * t} मिनट में ${th.hi} ${d} km ${th.drifted}: $v = \\frac{${d}}{${2 * t}/60} = ${v}$ km/h।`
      : `इन ${2 * t} मिनट में ${th.hi} $${v} \\times \\frac{${2 * t}}{60} = ${d}$ km ${th.drifts} है।`;
    const solution = {
      en: [
        `Watch from the water: the ${th.en} stands still and the boat moves away at ${u} km/h for ${t} minutes, then comes back at ${u} km/h, which takes another ${t} minutes.`,
        `So the ${th.en} is picked up $2 \\times ${t} = ${2 * t}$ minutes after it started drifting, whatever the boat's speed.`,
        lastEn,
        `(From the bank, with $u = ${u}$ and $v$ the stream's speed: out $(u - v)\\frac{${t}}{60}$ km, back $(u + v)\\frac{${t}}{60}$ km, a net $2v \\times \\frac{${t}}{60}$ km below the bridge.)`,
        '',
        `**Answer: ${askStream ? `${v} km/h` : `${d} km`}**`,
      ].join('\n\n'),
      hi: [
        `पानी के सापेक्ष देखें: ${th.hi} स्थिर है और नाव ${t} मिनट तक ${u} km/h से दूर जाती है, फिर ${u} km/h से ही लौटती है, जिसमें और ${t} मिनट लगते हैं।`,
        `अतः ${th.obl} के बहना शुरू करने के $2 \\times ${t} = ${2 * t}$ मिनट बाद नाव उस तक पहुँचती है, नाव की चाल चाहे जो हो।`,
        lastHi,
        `(किनारे से, $u = ${u}$ और धारा की चाल $v$ लेकर: जाते हुए $(u - v)\\frac{${t}}{60}$ km, लौटते हुए $(u + v)\\frac{${t}}{60}$ km, यानी पुल से $2v \\times \\frac{${t}}{60}$ km नीचे।)`,
        '',
        `**उत्तर: ${askStream ? `${v} km/h` : `${d} km`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Hat or log drifting with the stream', hi: 'धारा के साथ बहती टोपी या लट्ठा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [t, d, u],
      check() {
        // Simulate second by second from the bank: the boat goes up for t minutes at u − w, comes
        // back at u + w, and the object drifts at w; measure where they meet (positions × 3600).
        const meet = (w: number) => {
          for (let s = 60 * t; s <= 3600 * 24; s++) {
            const boat = -(u - w) * 60 * t + (u + w) * (s - 60 * t);
            if (boat >= w * s) return (w * s) / 3600;
          }
          return -1;
        };
        const value = askStream
          ? ([1, 2, 3, 4, 5, 6, 7, 8].find((w) => Math.abs(meet(w) - d) < 1e-9) ?? -1)
          : Math.round(meet(v) * 100) / 100;
        return { kind: 'choice', correct: [options.indexOf(askStream ? kmh(value) : km(value))] };
      },
    };
  },
};

/** Upstream takes Δ longer than downstream over the same distance: d = Δ(u² − v²) / 2v. */
export const boatsUpDownTimeGap: QuestionGenerator = {
  id: 'boats-and-streams/up-down-time-gap',
  topic: 'boats-and-streams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    let u = 10;
    let v = 2;
    let d = 24;
    // Both legs take whole minutes, and the gap is at least 10 minutes.
    for (let tries = 0; tries < 300; tries++) {
      u = rng.int(5, 20);
      v = rng.int(1, Math.floor(u / 2));
      d = rng.int(4, 60);
      const whole = (60 * d) % (u - v) === 0 && (60 * d) % (u + v) === 0;
      if (whole && (60 * d) / (u - v) - (60 * d) / (u + v) >= 10 && (60 * d) / (u - v) <= 600) break;
    }
    const upMin = (60 * d) / (u - v);
    const downMin = (60 * d) / (u + v);
    const gap = upMin - downMin;
    const { options, correctIndex } = choiceOptions(
      rng,
      d,
      showableDistractors([
        (gap * (u * u - v * v)) / (60 * v), // forgets the 2 in 2v
        (gap * (u - v)) / 60, // the gap times the upstream speed
        (gap * u) / 60, // the gap times the still-water speed
        2 * d, // gives the distance there and back
      ]),
      km,
    );
    const G = duration(gap);
    const statement = {
      en: `A boat goes at ${u} km/h in still water, and the stream flows at ${v} km/h. Going upstream to a place takes ${G.en} longer than coming back downstream. How far is the place?`,
      hi: `शांत जल में एक नाव की चाल ${u} km/h है और धारा ${v} km/h की चाल से बहती है। किसी स्थान तक धारा के प्रतिकूल जाने में, धारा के अनुकूल लौटने से ${G.hi} अधिक लगते हैं। वह स्थान कितनी दूर है?`,
    };
    const solution = {
      en: [
        `Upstream ${u - v} km/h, downstream ${u + v} km/h. For distance $d$: $\\frac{d}{${u - v}} - \\frac{d}{${u + v}} = \\frac{${gap}}{60}$ h.`,
        `$\\frac{d}{${u - v}} - \\frac{d}{${u + v}} = \\frac{2 \\times ${v} \\times d}{${u - v} \\times ${u + v}} = \\frac{${2 * v}d}{${(u - v) * (u + v)}}$, so $d = \\frac{${gap}}{60} \\times \\frac{${(u - v) * (u + v)}}{${2 * v}} = ${d}$ km.`,
        `Check: upstream ${upMin} min, downstream ${downMin} min, a gap of ${gap} min.`,
        '',
        `**Answer: ${d} km**`,
      ].join('\n\n'),
      hi: [
        `ऊर्ध्वप्रवाह चाल ${u - v} km/h, अनुप्रवाह चाल ${u + v} km/h। दूरी $d$ के लिए: $\\frac{d}{${u - v}} - \\frac{d}{${u + v}} = \\frac{${gap}}{60}$ घंटे।`,
        `$\\frac{d}{${u - v}} - \\frac{d}{${u + v}} = \\frac{2 \\times ${v} \\times d}{${u - v} \\times ${u + v}} = \\frac{${2 * v}d}{${(u - v) * (u + v)}}$, अतः $d = \\frac{${gap}}{60} \\times \\frac{${(u - v) * (u + v)}}{${2 * v}} = ${d}$ km।`,
        `जाँच: ऊर्ध्वप्रवाह ${upMin} मिनट, अनुप्रवाह ${downMin} मिनट, अंतर ${gap} मिनट।`,
        '',
        `**उत्तर: ${d} km**`,
      ].join('\n\n'),
    };
    return {
      title: {
        en: 'Distance from the gap between upstream and downstream times',
        hi: 'आने-जाने के समय के अंतर से दूरी',
      },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 90,
      numbers: [u, v, d],
      check() {
        // Try whole distances, timing both legs in minutes.
        for (let x = 1; x <= 500; x++) {
          if (60 * x * (u + v) - 60 * x * (u - v) === gap * (u - v) * (u + v)) {
            return { kind: 'choice', correct: [options.indexOf(km(x))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
