/**
 * Speed, distance and time: every shape of the topic (docs/question-bank.md), with the exams that ask it.
 *
 * - `speed-distance-time/round-trip-average` – out and back at two speeds: the average speed – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `speed-distance-time/late-and-early` – late at one speed, early at another: the distance – SSC CGL, RRB NTPC, Bank PO, CAT, Placements
 * - `speed-distance-time/chase` – a thief's head start and a faster policeman: the time or distance to catch him – SSC CGL, RRB NTPC, Bank PO, Placements
 * - `speed-distance-time/meet-and-finish` – times to the ends after meeting: the second speed – CAT, SSC CGL, Bank PO, Placements
 * - `speed-distance-time/three-legs-average` – three legs by distance and speed: the average speed – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `speed-distance-time/stoppages-per-hour` – speeds with and without stoppages: minutes stopped per hour – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `speed-distance-time/fraction-of-usual-speed` – a fraction of the usual speed, late or early by m minutes: the usual time – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - `speed-distance-time/dog-between-walkers` – a dog running between two walkers until they meet: its distance – SSC CGL, Bank PO, CAT, Placements
 * - `speed-distance-time/circular-track-at-start` – runners on a circular track: the first time all are back at the start – SSC CGL, Bank PO, CAT, Placements
 * - `speed-distance-time/meet-twice` (CAT) – meeting, turning at the ends, meeting again: the distance between the towns – CAT, Placements
 * - `speed-distance-time/escalator-steps` (CAT) – two people count steps walking up a moving escalator: the visible steps – CAT
 * - `speed-distance-time/chase-with-speed-change` (CAT) – a chase in which the thief speeds up: where or when he is caught – CAT, SSC CGL, Placements
 */
import { lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { km, kmh, showableDistractors } from './answer-formats.js';

/** Vehicles whose Hindi names are feminine, so the verb forms below fit every one. */
const VEHICLES = [
  { en: 'A car', hi: 'एक कार' },
  { en: 'A bus', hi: 'एक बस' },
  { en: 'A jeep', hi: 'एक जीप' },
  { en: 'A motorcycle', hi: 'एक मोटरसाइकिल' },
] as const;

/** Speed pairs (a < b) whose equal-distance average 2ab/(a+b) is a whole number. */
const ROUND_TRIP_PAIRS: [number, number][] = [];
for (let a = 12; a <= 80; a++) {
  for (let b = a + 4; b <= 90; b++) {
    if ((2 * a * b) % (a + b) === 0) ROUND_TRIP_PAIRS.push([a, b]);
  }
}

/** Equal distances out and back at two speeds: the average speed is the harmonic mean, not the mean. */
export const speedDistanceTimeRoundTripAverage: QuestionGenerator = {
  id: 'speed-distance-time/round-trip-average',
  topic: 'speed-distance-time',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const [slow, fast] = rng.pick(ROUND_TRIP_PAIRS);
    const [out, back] = rng.pick([true, false]) ? [slow, fast] : [fast, slow];
    const vehicle = rng.pick(VEHICLES);
    const average = (2 * out * back) / (out + back);
    const { options, correctIndex } = choiceOptions(
      rng,
      average,
      showableDistractors([
        (out + back) / 2, // plain average of the speeds (right only for equal times)
        (out * back) / (out + back), // forgets the factor 2 for the two legs
        Math.sqrt(out * back), // geometric mean of the speeds
        (2 * out * back) / Math.abs(back - out), // difference of the speeds in the denominator
      ]),
      kmh,
    );
    const d = lcm(out, back);
    const t1 = d / out;
    const t2 = d / back;
    const statement = {
      en: `${vehicle.en} travels from town P to town Q at ${out} km/h and comes back along the same road at ${back} km/h. What is its average speed for the whole journey?`,
      hi: `${vehicle.hi} नगर P से नगर Q तक ${out} km/h की चाल से जाती है और उसी रास्ते से ${back} km/h की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
    };
    const solution = {
      en: [
        `The distances out and back are equal (the times are not), so the average speed is not the plain average of ${out} and ${back}.`,
        `For equal distances: $\\text{Average speed} = \\frac{2xy}{x+y} = \\frac{2 \\times ${out} \\times ${back}}{${out} + ${back}} = \\frac{${2 * out * back}}{${out + back}} = ${average}$ km/h.`,
        `Check with a one-way distance of ${d} km: going takes $\\frac{${d}}{${out}} = ${t1}$ h, coming back $\\frac{${d}}{${back}} = ${t2}$ h, so the average is $\\frac{2 \\times ${d}}{${t1} + ${t2}} = ${average}$ km/h.`,
        '',
        `**Answer: ${average} km/h**`,
      ].join('\n\n'),
      hi: [
        `जाने और लौटने की दूरियाँ बराबर हैं (समय नहीं), इसलिए औसत चाल ${out} और ${back} का साधारण औसत नहीं होगी।`,
        `बराबर दूरियों के लिए: औसत चाल $= \\frac{2xy}{x+y} = \\frac{2 \\times ${out} \\times ${back}}{${out} + ${back}} = \\frac{${2 * out * back}}{${out + back}} = ${average}$ km/h।`,
        `जाँच: एक ओर की दूरी ${d} km लें। जाने में $\\frac{${d}}{${out}} = ${t1}$ घंटे, लौटने में $\\frac{${d}}{${back}} = ${t2}$ घंटे लगे, अतः औसत चाल $= \\frac{2 \\times ${d}}{${t1} + ${t2}} = ${average}$ km/h।`,
        '',
        `**उत्तर: ${average} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Average speed of a round trip', hi: 'आने-जाने की औसत चाल' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [out, back, average],
      check() {
        // Total distance over total time for a concrete distance (the product of the speeds).
        const oneWay = out * back;
        const totalTime = oneWay / out + oneWay / back;
        const value = Math.round(((2 * oneWay) / totalTime) * 100) / 100;
        return { kind: 'choice', correct: [options.indexOf(kmh(value))] };
      },
    };
  },
};

/** Late-and-early cases: slower speed, faster speed and a distance giving whole minutes at both. */
const LATE_EARLY_CASES: { slow: number; fast: number; distance: number }[] = [];
for (let slow = 3; slow <= 15; slow++) {
  for (let fast = slow + 1; fast <= slow + 5; fast++) {
    for (let distance = 1; distance <= 30; distance++) {
      const gap = (60 * distance) / slow - (60 * distance) / fast;
      const whole = (60 * distance) % slow === 0 && (60 * distance) % fast === 0;
      if (whole && gap >= 8 && gap <= 40) LATE_EARLY_CASES.push({ slow, fast, distance });
    }
  }
}

const PLACES = [
  {
    en: { who: 'a student', place: 'school', far: 'is the school from his home' },
    hi: { who: 'एक छात्र', place: 'स्कूल', far: 'उसके घर से स्कूल' },
  },
  {
    en: { who: 'a man', place: 'his office', far: 'is his office from his home' },
    hi: { who: 'एक व्यक्ति', place: 'दफ़्तर', far: 'उसके घर से दफ़्तर' },
  },
  {
    en: { who: 'a boy', place: 'the railway station', far: 'is the station from his home' },
    hi: { who: 'एक लड़का', place: 'रेलवे स्टेशन', far: 'उसके घर से स्टेशन' },
  },
] as const;

/** Late at one speed and early at another: the gap between the two trips gives the distance. */
export const speedDistanceTimeLateAndEarly: QuestionGenerator = {
  id: 'speed-distance-time/late-and-early',
  topic: 'speed-distance-time',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CAT', 'Placements'],
  generate(rng) {
    const { slow, fast, distance } = rng.pick(LATE_EARLY_CASES);
    const slowMinutes = (60 * distance) / slow;
    const fastMinutes = (60 * distance) / fast;
    // The right time lies strictly between the two trip times; late + early is the whole gap.
    const onTime = rng.int(fastMinutes + 2, slowMinutes - 2);
    const late = slowMinutes - onTime;
    const early = onTime - fastMinutes;
    const gap = late + early;
    const ctx = rng.pick(PLACES);
    // Above walking pace the traveller cycles.
    const mode = fast <= 7 ? { en: 'Walking', hi: 'पैदल चलने पर' } : { en: 'Cycling', hi: 'साइकिल चलाने पर' };
    const wrongGap = Math.abs(late - early);
    const { options, correctIndex } = choiceOptions(
      rng,
      distance,
      showableDistractors([
        (slow * fast * wrongGap) / (60 * (fast - slow)), // takes late − early as the gap
        (slow * fast * gap) / (60 * (fast + slow)), // adds the speeds in the denominator
        (slow * fast * late) / (60 * (fast - slow)), // uses only the late minutes as the gap
        (slow * fast * gap) / (30 * (fast - slow)), // halves the hours: minutes ÷ 30 instead of ÷ 60
      ]),
      km,
    );
    const statement = {
      en: `${mode.en} at ${slow} km/h, ${ctx.en.who} reaches ${ctx.en.place} ${late} minutes late. ${mode.en} at ${fast} km/h, he reaches ${early} minutes early. How far ${ctx.en.far}?`,
      hi: `${slow} km/h की चाल से ${mode.hi} ${ctx.hi.who} ${ctx.hi.place} ${late} मिनट देर से पहुँचता है। ${fast} km/h की चाल से ${mode.hi} वह ${early} मिनट पहले पहुँच जाता है। ${ctx.hi.far} की दूरी कितनी है?`,
    };
    const solution = {
      en: [
        `The two trips differ by late + early $= ${late} + ${early} = ${gap}$ minutes $= \\frac{${gap}}{60}$ hour.`,
        `With distance $D$ km: $\\frac{D}{${slow}} - \\frac{D}{${fast}} = \\frac{${gap}}{60}$, so $D \\times \\frac{${fast - slow}}{${slow * fast}} = \\frac{${gap}}{60}$.`,
        `$D = \\frac{${slow} \\times ${fast} \\times ${gap}}{60 \\times ${fast - slow}} = ${distance}$ km.`,
        `Check: at ${slow} km/h he takes ${slowMinutes} min, at ${fast} km/h ${fastMinutes} min; the right time is ${onTime} min in both cases.`,
        '',
        `**Answer: ${distance} km**`,
      ].join('\n\n'),
      hi: [
        `दोनों यात्राओं के समय में अंतर = देर + जल्दी $= ${late} + ${early} = ${gap}$ मिनट $= \\frac{${gap}}{60}$ घंटा।`,
        `दूरी $D$ km मानें: $\\frac{D}{${slow}} - \\frac{D}{${fast}} = \\frac{${gap}}{60}$, अतः $D \\times \\frac{${fast - slow}}{${slow * fast}} = \\frac{${gap}}{60}$।`,
        `$D = \\frac{${slow} \\times ${fast} \\times ${gap}}{60 \\times ${fast - slow}} = ${distance}$ km।`,
        `जाँच: ${slow} km/h पर ${slowMinutes} मिनट, ${fast} km/h पर ${fastMinutes} मिनट लगते हैं; दोनों स्थितियों में सही समय ${onTime} मिनट आता है।`,
        '',
        `**उत्तर: ${distance} km**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Late at one speed, early at another', hi: 'एक चाल पर देर, दूसरी पर जल्दी' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [slow, late, fast, early, distance],
      check() {
        // Try distances in quarter-km steps until both trips point to the same right time.
        for (let quarter = 1; quarter <= 400; quarter++) {
          const d = quarter / 4;
          const rightBySlow = (60 * d) / slow - late;
          const rightByFast = (60 * d) / fast + early;
          if (Math.abs(rightBySlow - rightByFast) < 1e-9) {
            return { kind: 'choice', correct: [options.indexOf(km(d))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/**
 * Two travellers start towards each other, meet, and need t1 and t2 more minutes to finish:
 * speed A : speed B = √t2 : √t1. Built from t1 = a²c and t2 = b²c so the root is exact.
 */
export const speedDistanceTimeMeetAndFinish: QuestionGenerator = {
  id: 'speed-distance-time/meet-and-finish',
  topic: 'speed-distance-time',
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Bank PO', 'Placements'],
  generate(rng) {
    let a = 2;
    let b = 3;
    let c = 1;
    // Redraw until the two waiting times are different and stay within five hours.
    do {
      a = rng.int(2, 7);
      b = rng.int(2, 7);
      c = rng.int(1, 6);
    } while (a === b || a * a * c > 300 || b * b * c > 300);
    const tA = a * a * c;
    const tB = b * b * c;
    // Both speeds between 15 and 90 km/h.
    const unit = rng.int(Math.ceil(15 / Math.min(a, b)), Math.floor(90 / Math.max(a, b)));
    const speedA = b * unit;
    const speedB = a * unit;
    const statement = {
      en: `Two cars start at the same moment, one from city A towards city B and the other from B towards A, each at its own constant speed. After they meet, the first car takes ${tA} minutes to reach B and the second takes ${tB} minutes to reach A. If the first car runs at ${speedA} km/h, what is the speed of the second car (in km/h)?`,
      hi: `दो कारें एक ही समय पर चलती हैं, एक नगर A से B की ओर और दूसरी B से A की ओर, दोनों अपनी-अपनी स्थिर चाल से। मिलने के बाद पहली कार B तक पहुँचने में ${tA} मिनट और दूसरी कार A तक पहुँचने में ${tB} मिनट लेती है। यदि पहली कार की चाल ${speedA} km/h है, तो दूसरी कार की चाल (km/h में) कितनी है?`,
    };
    const solution = {
      en: [
        `Let them meet after $T$ minutes. After the meeting, each car covers what the other covered before it: $S_1 \\times ${tA} = S_2 \\times T$ and $S_2 \\times ${tB} = S_1 \\times T$.`,
        `Dividing the two equations: $\\frac{S_1^2}{S_2^2} = \\frac{${tB}}{${tA}}$, so $\\frac{S_1}{S_2} = \\sqrt{\\frac{${tB}}{${tA}} } = \\frac{${b}}{${a}}$.`,
        `$S_2 = ${speedA} \\times \\frac{${a}}{${b}} = ${speedB}$ km/h.`,
        `Check: they meet after $T = \\sqrt{${tA} \\times ${tB}} = ${a * b * c}$ minutes, and $${speedA} \\times ${tA} = ${speedB} \\times ${a * b * c} = ${speedA * tA}$.`,
        '',
        `**Answer: ${speedB} km/h**`,
      ].join('\n\n'),
      hi: [
        `मान लें वे $T$ मिनट बाद मिलती हैं। मिलने के बाद हर कार वह दूरी तय करती है जो दूसरी ने मिलने से पहले की थी: $S_1 \\times ${tA} = S_2 \\times T$ और $S_2 \\times ${tB} = S_1 \\times T$।`,
        `दोनों समीकरणों को भाग देने पर: $\\frac{S_1^2}{S_2^2} = \\frac{${tB}}{${tA}}$, अतः $\\frac{S_1}{S_2} = \\sqrt{\\frac{${tB}}{${tA}} } = \\frac{${b}}{${a}}$।`,
        `$S_2 = ${speedA} \\times \\frac{${a}}{${b}} = ${speedB}$ km/h।`,
        `जाँच: वे $T = \\sqrt{${tA} \\times ${tB}} = ${a * b * c}$ मिनट बाद मिलती हैं, और $${speedA} \\times ${tA} = ${speedB} \\times ${a * b * c} = ${speedA * tA}$।`,
        '',
        `**उत्तर: ${speedB} km/h**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Speeds from times after meeting', hi: 'मिलने के बाद के समय से चाल' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: speedB, tolerance: 0 },
      solution,
      expectedSeconds: 120,
      numbers: [tA, tB, speedA, speedB],
      check() {
        // Search the speed v for which the meeting time is the same seen from both cars:
        // T = speedA·tA / v and T = v·tB / speedA, i.e. v²·tB = speedA²·tA.
        for (let v = 1; v <= 300; v++) {
          if (v * v * tB === speedA * speedA * tA) return { kind: 'numeric', value: v, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};

/** A thief with a head start and a faster policeman: catch-up time = head start ÷ relative speed. */
export const speedDistanceTimeChase: QuestionGenerator = {
  id: 'speed-distance-time/chase',
  topic: 'speed-distance-time',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'],
  generate(rng) {
    let thief = 8;
    let police = 10;
    let delay = 15;
    let catchMinutes = 60;
    // Minutes to catch up = thief·delay / (police − thief); keep it whole and the distances clean.
    for (;;) {
      thief = rng.int(5, 12);
      police = thief + rng.int(1, 5);
      delay = rng.pick([5, 6, 10, 12, 15, 20, 30]);
      catchMinutes = (thief * delay) / (police - thief);
      const run = (police * catchMinutes) / 60;
      const head = (thief * delay) / 60;
      if (
        Number.isInteger(catchMinutes) &&
        catchMinutes <= 180 &&
        showableDistractors([run, head]).length === 2
      )
        break;
    }
    const headStart = (thief * delay) / 60;
    const run = (police * catchMinutes) / 60;
    const askDistance = rng.pick([true, false]);
    const unit = askDistance ? km : (n: number) => `${n} min`;
    const value = askDistance ? run : catchMinutes;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      showableDistractors(
        askDistance
          ? [
              (thief * catchMinutes) / 60, // the thief's distance after the policeman starts
              (thief * (catchMinutes + delay)) / 60 + headStart, // counts the head start twice
              (police * (catchMinutes + delay)) / 60, // adds the delay to the policeman's running time
              (police * ((60 * headStart) / (police + thief))) / 60, // uses the sum of the speeds
            ]
          : [
              catchMinutes + delay, // counts from when the thief started
              (60 * headStart) / (police + thief), // uses the sum of the speeds
              (police * delay) / (police - thief), // head start reckoned at the policeman's speed
              catchMinutes / 2,
            ],
      ),
      unit,
    );
    const statement = {
      en: `A thief runs away at ${thief} km/h. A policeman starts chasing him ${delay} minutes later at ${police} km/h. ${askDistance ? 'How far will the policeman have run when he catches the thief?' : 'How many minutes after starting will the policeman catch the thief?'}`,
      hi: `एक चोर ${thief} km/h की चाल से भागता है। ${delay} मिनट बाद एक सिपाही ${police} km/h की चाल से उसका पीछा शुरू करता है। ${askDistance ? 'चोर को पकड़ने तक सिपाही कितनी दूरी दौड़ेगा?' : 'पीछा शुरू करने के कितने मिनट बाद सिपाही चोर को पकड़ लेगा?'}`,
    };
    const options = raw.map((t) => (askDistance ? t : { en: t, hi: t.replace('min', 'मिनट') }));
    const solution = {
      en: [
        `Head start $= ${thief} \\times \\frac{${delay}}{60} = ${headStart}$ km. Relative speed (same direction) $= ${police} - ${thief} = ${police - thief}$ km/h.`,
        `Time to catch up $= \\frac{${headStart}}{${police - thief}}$ h $= ${catchMinutes}$ minutes.`,
        askDistance
          ? `Distance run by the policeman $= ${police} \\times \\frac{${catchMinutes}}{60} = ${run}$ km.`
          : `Check: in ${catchMinutes} minutes the policeman runs ${run} km, and the thief (running ${catchMinutes + delay} minutes in all) also ${run} km from the start.`,
        '',
        `**Answer: ${askDistance ? `${run} km` : `${catchMinutes} minutes`}**`,
      ].join('\n\n'),
      hi: [
        `चोर की बढ़त $= ${thief} \\times \\frac{${delay}}{60} = ${headStart}$ km। सापेक्ष चाल (एक ही दिशा) $= ${police} - ${thief} = ${police - thief}$ km/h।`,
        `पकड़ने का समय $= \\frac{${headStart}}{${police - thief}}$ घंटा $= ${catchMinutes}$ मिनट।`,
        askDistance
          ? `सिपाही द्वारा तय दूरी $= ${police} \\times \\frac{${catchMinutes}}{60} = ${run}$ km।`
          : `जाँच: ${catchMinutes} मिनट में सिपाही ${run} km दौड़ता है, और चोर (कुल ${catchMinutes + delay} मिनट में) भी आरंभ से ${run} km।`,
        '',
        `**उत्तर: ${askDistance ? `${run} km` : `${catchMinutes} मिनट`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Chase with a head start', hi: 'बढ़त के साथ पीछा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 70,
      numbers: [thief, delay, police, value],
      check() {
        // Minute by minute from the thief's start (distances in km·60) until the policeman draws level.
        for (let t = delay + 1; t <= delay + 600; t++) {
          if (thief * t === police * (t - delay)) {
            const minutes = t - delay;
            const v = askDistance ? Math.round(((police * minutes) / 60) * 100) / 100 : minutes;
            return { kind: 'choice', correct: [raw.indexOf(unit(v))] };
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
