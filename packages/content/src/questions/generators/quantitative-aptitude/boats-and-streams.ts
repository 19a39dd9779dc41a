/**
 * Boats and streams: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `boats-and-streams/speeds-from-trips` – boat and stream speeds from a trip each way – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `boats-and-streams/round-trip-distance` – distance of a round trip done in a total time – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `boats-and-streams/two-journeys` – speeds from two mixed journeys and their times – SSC CGL, Bank PO, CAT, Placements
 * - `boats-and-streams/upstream-time-multiple` – upstream takes k times as long as downstream – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `boats-and-streams/same-distance-two-times` – the same distance down and up in two given times – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `boats-and-streams/round-trip-average-speed` – average speed of a round trip on a river – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `boats-and-streams/round-trip-with-rest` – stream speed from a round trip with a rest stop – SSC CGL, Bank PO, CAT, Placements
 * - `boats-and-streams/floating-object` – a hat or log drifting from a bridge, picked up later – CAT, SSC CGL, Placements
 * - `boats-and-streams/up-down-time-gap` – distance from how much longer upstream takes – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `boats-and-streams/two-boats-meet-twice` (CAT) – boats from opposite jetties meeting twice – CAT, Placements
 * - `boats-and-streams/round-trips-two-seasons` (CAT) – the same round trip with two stream speeds – CAT, Bank PO, Placements
 */
import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { km, kmh, showableDistractors } from './answer-formats.js';

const hours = (n: number) => (n === 1 ? 'hour' : 'hours');

/** Downstream and upstream trips give the two speeds; half-sum is the boat, half-difference the stream. */
export const boatsSpeedsFromTrips: QuestionGenerator = {
  id: 'boats-and-streams/speeds-from-trips',
  topic: 'boats-and-streams',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const boat = rng.int(6, 20);
    const stream = rng.int(1, Math.min(boat - 2, 8));
    const down = boat + stream;
    const up = boat - stream;
    const tDown = rng.int(1, 6);
    const tUp = rng.int(1, 6);
    const dDown = down * tDown;
    const dUp = up * tUp;
    const askBoat = rng.pick([true, false]);
    const value = askBoat ? boat : stream;
    const { options, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askBoat
          ? [
              down + up, // forgets to halve the sum
              stream, // gives the stream's speed (half-difference) instead
              down, // takes the downstream speed as the speed in still water
              up, // takes the upstream speed as the speed in still water
            ]
          : [
              down - up, // forgets to halve the difference
              boat, // gives the boat's speed (half-sum) instead
              up, // takes the upstream speed for the stream's
              (dDown - dUp) / (tDown + tUp), // difference of distances over total time
            ],
      ),
      kmh,
    );
    const statement = {
      en: `A boat goes ${dDown} km downstream in ${tDown} ${hours(tDown)} and ${dUp} km upstream in ${tUp} ${hours(tUp)}. What is the speed of ${askBoat ? 'the boat in still water' : 'the stream'}?`,
      hi: `एक नाव धारा के अनुकूल (अनुप्रवाह) ${dDown} km की दूरी ${tDown} घंटे में और धारा के प्रतिकूल (ऊर्ध्वप्रवाह) ${dUp} km की दूरी ${tUp} घंटे में तय करती है। ${askBoat ? 'शांत जल में नाव की चाल' : 'धारा की चाल'} क्या है?`,
    };
    const last = askBoat
      ? {
          en: `Speed of the boat in still water $= \\frac{${down} + ${up}}{2} = ${boat}$ km/h (half the sum).`,
          hi: `शांत जल में नाव की चाल $= \\frac{${down} + ${up}}{2} = ${boat}$ km/h (योग का आधा)।`,
        }
      : {
          en: `Speed of the stream $= \\frac{${down} - ${up}}{2} = ${stream}$ km/h (half the difference).`,
          hi: `धारा की चाल $= \\frac{${down} - ${up}}{2} = ${stream}$ km/h (अंतर का आधा)।`,
        };
    const solution = {
      en: [
        `Downstream speed $= \\frac{${dDown}}{${tDown}} = ${down}$ km/h; upstream speed $= \\frac{${dUp}}{${tUp}} = ${up}$ km/h.`,
        last.en,
        '',
        `**Answer: ${value} km/h**`,
      ].join('\n\n'),
      hi: [
        `अनुप्रवाह चाल $= \\frac{${dDown}}{${tDown}} = ${down}$ km/h; ऊर्ध्वप्रवाह चाल $= \\frac{${dUp}}{${tUp}} = ${up}$ km/h।`,
        last.hi,
        '',
        `**उत्तर: ${value} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Boat and stream speeds from two trips', hi: 'दो यात्राओं से नाव और धारा की चाल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 40,
      numbers: [dDown, tDown, dUp, tUp, value],
      check() {
        // Try whole-number boat and stream speeds until both trips fit.
        for (let u = 1; u <= 40; u++) {
          for (let s = 1; s < u; s++) {
            if ((u + s) * tDown === dDown && (u - s) * tUp === dUp) {
              return { kind: 'choice', correct: [options.indexOf(kmh(askBoat ? u : s))] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Round-trip cases: boat u, stream v and a distance giving whole hours each way. */
const ROUND_TRIPS: { u: number; v: number; d: number }[] = [];
for (let u = 4; u <= 20; u++) {
  for (let v = 1; v < u; v++) {
    const step = lcm(u + v, u - v);
    for (let d = step; d <= 120; d += step) {
      const total = d / (u + v) + d / (u - v);
      if (total >= 3 && total <= 16) ROUND_TRIPS.push({ u, v, d });
    }
  }
}

/** Going and coming back in a total time: d = T(u² − v²) / 2u. */
export const boatsRoundTripDistance: QuestionGenerator = {
  id: 'boats-and-streams/round-trip-distance',
  topic: 'boats-and-streams',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { u, v, d } = rng.pick(ROUND_TRIPS);
    const down = u + v;
    const up = u - v;
    const total = d / down + d / up;
    const who = rng.pick([
      {
        en: 'A man can row',
        hi: 'एक व्यक्ति शांत जल में',
        verbHi: 'नाव चला सकता है',
        pronEn: 'He rows',
        backHi: 'लौट आता है',
      },
      {
        en: 'A boat can travel',
        hi: 'एक नाव शांत जल में',
        verbHi: 'चल सकती है',
        pronEn: 'It goes',
        backHi: 'लौट आती है',
      },
    ]);
    const { options, correctIndex } = choiceOptions(
      rng,
      d,
      showableDistractors([
        (total * u) / 2, // ignores the stream altogether
        2 * d, // gives the total distance rowed, out and back
        (total * down) / 2, // uses the downstream speed for both legs
        (total * up) / 2, // uses the upstream speed for both legs
      ]),
      km,
    );
    const statement = {
      en: `${who.en} at ${u} km/h in still water, and the river flows at ${v} km/h. ${who.pronEn} to a place upstream and comes back in ${total} hours in all. How far is the place?`,
      hi: `${who.hi} ${u} km/h की चाल से ${who.verbHi}, और नदी ${v} km/h की चाल से बहती है। वह धारा के प्रतिकूल किसी स्थान तक जाकर कुल ${total} घंटे में वापस ${who.backHi}। वह स्थान कितनी दूर है?`,
    };
    const solution = {
      en: [
        `Downstream speed $= ${u} + ${v} = ${down}$ km/h; upstream speed $= ${u} - ${v} = ${up}$ km/h.`,
        `For distance $d$: $\\frac{d}{${up}} + \\frac{d}{${down}} = ${total}$.`,
        `$d = \\frac{T(u^2 - v^2)}{2u} = \\frac{${total} \\times (${u * u} - ${v * v})}{2 \\times ${u}} = \\frac{${total * (u * u - v * v)}}{${2 * u}} = ${d}$ km.`,
        `Check: upstream $\\frac{${d}}{${up}} = ${d / up}$ h and downstream $\\frac{${d}}{${down}} = ${d / down}$ h, ${total} h in all.`,
        '',
        `**Answer: ${d} km**`,
      ].join('\n\n'),
      hi: [
        `अनुप्रवाह चाल $= ${u} + ${v} = ${down}$ km/h; ऊर्ध्वप्रवाह चाल $= ${u} - ${v} = ${up}$ km/h।`,
        `दूरी $d$ के लिए: $\\frac{d}{${up}} + \\frac{d}{${down}} = ${total}$।`,
        `$d = \\frac{T(u^2 - v^2)}{2u} = \\frac{${total} \\times (${u * u} - ${v * v})}{2 \\times ${u}} = \\frac{${total * (u * u - v * v)}}{${2 * u}} = ${d}$ km।`,
        `जाँच: ऊर्ध्वप्रवाह में $\\frac{${d}}{${up}} = ${d / up}$ घंटे और अनुप्रवाह में $\\frac{${d}}{${down}} = ${d / down}$ घंटे, कुल ${total} घंटे।`,
        '',
        `**उत्तर: ${d} km**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Distance of a round trip on a river', hi: 'नदी में आने-जाने की दूरी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [u, v, total, d],
      check() {
        // Try whole distances: the two legs' times must add up to the total exactly.
        for (let x = 1; x <= 500; x++) {
          if (x * (up + down) === total * up * down)
            return { kind: 'choice', correct: [options.indexOf(km(x))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * Two journeys mixing upstream and downstream legs with their total times: two linear equations in
 * 1/U and 1/D.
 */
export const boatsTwoJourneys: QuestionGenerator = {
  id: 'boats-and-streams/two-journeys',
  topic: 'boats-and-streams',
  difficulty: 'hard',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    let up = 4;
    let down = 8;
    let i = 2;
    let j = 3;
    let k = 3;
    let l = 2;
    // Hours spent upstream (i, k) and downstream (j, l) in the two journeys; the journeys must not
    // be proportional, or the equations would not fix the speeds.
    for (;;) {
      up = rng.int(2, 12);
      down = up + 2 * rng.int(1, 6);
      i = rng.int(1, 6);
      j = rng.int(1, 6);
      k = rng.int(1, 6);
      l = rng.int(1, 6);
      const distances = [up * i, down * j, up * k, down * l];
      if (i * l !== j * k && distances.every((x) => x <= 120) && up * i !== up * k) break;
    }
    const a = up * i;
    const b = down * j;
    const c = up * k;
    const e = down * l;
    const t1 = i + j;
    const t2 = k + l;
    const boat = (up + down) / 2;
    const stream = (down - up) / 2;
    const askBoat = rng.pick([true, false]);
    const value = askBoat ? boat : stream;
    const statement = {
      en: `A boat goes ${a} km upstream and ${b} km downstream in ${t1} hours. It goes ${c} km upstream and ${e} km downstream in ${t2} hours. What is the speed of ${askBoat ? 'the boat in still water' : 'the stream'} (in km/h)?`,
      hi: `एक नाव ${a} km धारा के प्रतिकूल और ${b} km धारा के अनुकूल ${t1} घंटे में जाती है। वह ${c} km धारा के प्रतिकूल और ${e} km धारा के अनुकूल ${t2} घंटे में जाती है। ${askBoat ? 'शांत जल में नाव की चाल' : 'धारा की चाल'} (km/h में) क्या है?`,
    };
    // Eliminate x = 1/U: multiply the equations so the x terms match, then subtract.
    const m = lcm(a, c);
    const f1 = m / a;
    const f2 = m / c;
    // Subtract in the order that leaves a positive coefficient of y.
    const sign = b * f1 - e * f2 > 0 ? 1 : -1;
    const yCoef = sign * (b * f1 - e * f2);
    const rhs = sign * (t1 * f1 - t2 * f2);
    const last = askBoat
      ? {
          en: `Speed of the boat in still water $= \\frac{${down} + ${up}}{2} = ${boat}$ km/h.`,
          hi: `शांत जल में नाव की चाल $= \\frac{${down} + ${up}}{2} = ${boat}$ km/h।`,
        }
      : {
          en: `Speed of the stream $= \\frac{${down} - ${up}}{2} = ${stream}$ km/h.`,
          hi: `धारा की चाल $= \\frac{${down} - ${up}}{2} = ${stream}$ km/h।`,
        };
    const steps = (lang: 'en' | 'hi') => [
      lang === 'en'
        ? `Let the upstream speed be $U$ and the downstream speed $D$; put $x = \\frac{1}{U}$, $y = \\frac{1}{D}$:`
        : `मान लें ऊर्ध्वप्रवाह चाल $U$ और अनुप्रवाह चाल $D$ है; $x = \\frac{1}{U}$, $y = \\frac{1}{D}$ रखें:`,
      `$${a}x + ${b}y = ${t1}$ ${lang === 'en' ? 'and' : 'और'} $${c}x + ${e}y = ${t2}$`,
      lang === 'en'
        ? `Multiply the first by ${f1} and the second by ${f2}, then subtract one from the other: $${yCoef}y = ${rhs}$, so $y = \\frac{${rhs}}{${yCoef}} = \\frac{1}{${down}}$ and $D = ${down}$ km/h.`
        : `पहले को ${f1} से और दूसरे को ${f2} से गुणा करके एक को दूसरे में से घटाएँ: $${yCoef}y = ${rhs}$, अतः $y = \\frac{${rhs}}{${yCoef}} = \\frac{1}{${down}}$ और $D = ${down}$ km/h।`,
      lang === 'en'
        ? `Then $${a}x = ${t1} - \\frac{${b}}{${down}} = ${i}$, so $U = \\frac{${a}}{${i}} = ${up}$ km/h.`
        : `तब $${a}x = ${t1} - \\frac{${b}}{${down}} = ${i}$, अतः $U = \\frac{${a}}{${i}} = ${up}$ km/h।`,
    ];
    const solution = {
      en: [...steps('en'), last.en, '', `**Answer: ${value} km/h**`].join('\n\n'),
      hi: [...steps('hi'), last.hi, '', `**उत्तर: ${value} km/h**`].join('\n\n'),
    };
    return {
      title: { en: 'Boat speeds from two journeys', hi: 'दो यात्राओं से नाव की चाल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value, tolerance: 0 },
      solution,
      expectedSeconds: 180,
      numbers: [a, b, t1, c, e, t2, value],
      check() {
        // Try every pair of whole upstream and downstream speeds against both journeys.
        for (let u2 = 1; u2 <= 60; u2++) {
          for (let d2 = u2 + 1; d2 <= 80; d2++) {
            if (a * d2 + b * u2 === t1 * u2 * d2 && c * d2 + e * u2 === t2 * u2 * d2) {
              return { kind: 'numeric', value: askBoat ? (u2 + d2) / 2 : (d2 - u2) / 2, tolerance: 0 };
            }
          }
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
