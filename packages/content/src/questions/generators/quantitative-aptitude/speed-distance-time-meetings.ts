import { gcd } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { elementAt } from '../shared/list-access.js';
import { bilingualNames, MEN_NAMES } from '../shared/person-names.js';
import { km, showableDistractors, wholePositive } from './answer-formats.js';

/** Two walkers and a dog running between them: the dog runs for as long as the walkers take to meet. */
export const speedDistanceTimeDogBetweenWalkers: QuestionGenerator = {
  id: 'speed-distance-time/dog-between-walkers',
  topic: 'speed-distance-time',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    let [d, u, v, w] = [12, 4, 2, 10];
    for (let tries = 0; tries < 10_000; tries++) {
      u = rng.int(2, 8);
      v = rng.int(2, 8);
      w = rng.int(Math.max(u, v) + 3, 20);
      d = rng.int(4, 40);
      if (u !== v && (w * d) % (u + v) === 0) break;
    }
    const names = rng.shuffle(bilingualNames(MEN_NAMES));
    const p = elementAt(names, 0);
    const q = elementAt(names, 1);
    const run = (w * d) / (u + v);
    const g = gcd(d, u + v);
    const meet = g === u + v ? `${d / g}` : `\\frac{${d / g}}{${(u + v) / g}}`;
    const meetWork = g === 1 ? meet : `\\frac{${d}}{${u + v}} = ${meet}`;
    const meetHours = g === u + v && d / g === 1 ? 'hour' : 'hours';
    const { options, correctIndex } = choiceOptions(
      rng,
      run,
      showableDistractors([
        (w * d) / (w + v), // only the dog's first run, to the other walker
        d, // the starting gap
        (w * d) / Math.abs(u - v), // uses the difference of the walkers' speeds
        (2 * w * d) / (u + v), // counts the run both ways
      ]),
      km,
    );
    const statement = {
      en: `${p.en} and ${q.en} are ${d} km apart and start walking towards each other at ${u} km/h and ${v} km/h respectively. At the same moment a dog starts from ${p.en}, runs at ${w} km/h to ${q.en}, turns back to ${p.en}, and keeps running between them until they meet. How far does the dog run in all?`,
      hi: `${p.hi} और ${q.hi} एक-दूसरे से ${d} km दूर हैं और क्रमशः ${u} km/h तथा ${v} km/h की चाल से एक-दूसरे की ओर चलना शुरू करते हैं। उसी क्षण एक कुत्ता ${p.hi} के पास से ${w} km/h की चाल से ${q.hi} की ओर दौड़ता है, फिर ${p.hi} की ओर लौटता है, और उनके मिलने तक इसी प्रकार दोनों के बीच दौड़ता रहता है। कुत्ता कुल कितनी दूरी दौड़ता है?`,
    };
    const solution = {
      en: [
        `No need to add up the dog's back-and-forth runs: the dog runs, without stopping, for exactly as long as the two walkers take to meet.`,
        `They close the gap at $${u} + ${v} = ${u + v}$ km/h, so they meet after $${meetWork}$ ${meetHours}.`,
        `Distance run by the dog $= ${w} \\times ${meet} = ${run}$ km.`,
        '',
        `**Answer: ${run} km**`,
      ].join('\n\n'),
      hi: [
        `कुत्ते की आने-जाने की हर दौड़ जोड़ने की ज़रूरत नहीं: कुत्ता ठीक उतने समय बिना रुके दौड़ता है जितने समय में दोनों मिलते हैं।`,
        `दोनों के बीच की दूरी $${u} + ${v} = ${u + v}$ km/h से घटती है, अतः वे $${meetWork}$ घंटे बाद मिलते हैं।`,
        `कुत्ते द्वारा तय दूरी $= ${w} \\times ${meet} = ${run}$ km।`,
        '',
        `**उत्तर: ${run} km**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'A dog running between two walkers', hi: 'दो राहगीरों के बीच दौड़ता कुत्ता' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [d, u, v, w, run],
      check() {
        // Follow the dog run by run (a geometric series) until the walkers have all but met.
        let left = 0;
        let right = d;
        let dog = 0;
        let total = 0;
        let towardsRight = true;
        for (let i = 0; i < 10_000 && right - left > 1e-12; i++) {
          const gap = towardsRight ? right - dog : dog - left;
          const tau = gap / (w + (towardsRight ? v : u));
          total += w * tau;
          left += u * tau;
          right -= v * tau;
          dog = towardsRight ? right : left;
          towardsRight = !towardsRight;
        }
        const value = Math.round(total * 100) / 100;
        return { kind: 'choice', correct: [options.indexOf(km(value))] };
      },
    };
  },
};

/** Where (from X) they first meet after both have turned at the far towns, searched piece by piece. */
function secondMeetingFromX(distance: number, firstFromX: number): number | null {
  const va = firstFromX;
  const vb = distance - firstFromX;
  // Positions from X: A bounces from X, B from Y, each a triangle wave.
  const at = (v: number, t: number, fromY: boolean) => {
    const s = (v * t) % (2 * distance);
    const x = s <= distance ? s : 2 * distance - s;
    return fromY ? distance - x : x;
  };
  const breaks = [1];
  for (let i = 1; i <= 8; i++) breaks.push((i * distance) / va, (i * distance) / vb);
  // The meeting asked about comes after both have reached the far town and turned.
  const turned = Math.max(distance / va, distance / vb);
  const times = [...new Set([...breaks, turned])].filter((t) => t >= turned && t <= 4).sort((p, q) => p - q);
  for (let i = 0; i + 1 < times.length; i++) {
    const t0 = times[i] ?? 0;
    const t1 = times[i + 1] ?? 0;
    const f0 = at(va, t0, false) - at(vb, t0, true);
    const f1 = at(va, t1, false) - at(vb, t1, true);
    // Linear in between: a sign change (or a zero at the right end) is the meeting.
    if (Math.abs(f0) < 1e-9) return at(va, t0, false);
    if (f0 * f1 < 0 || (Math.abs(f1) < 1e-9 && Math.abs(f0) > 1e-9)) {
      const t = t0 + ((t1 - t0) * f0) / (f0 - f1);
      return at(va, t, false);
    }
  }
  return null;
}

/** Two travellers start from both ends, meet, turn at the ends and meet again: the distance between the ends. */
export const speedDistanceTimeMeetTwice: QuestionGenerator = {
  id: 'speed-distance-time/meet-twice',
  topic: 'speed-distance-time',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    let [d1, total] = [30, 70];
    for (let tries = 0; tries < 1000; tries++) {
      d1 = rng.int(10, 150);
      total = rng.int(Math.floor(1.6 * d1), Math.ceil(2.6 * d1));
      // Both turn before meeting again, the speeds differ and neither second distance is tiny.
      const back = 3 * d1 - total;
      if (2 * d1 !== total && 2 * total > 3 * d1 && back >= 3 && total - back >= 3) break;
    }
    const fromY = rng.pick([true, false]);
    // Second meeting: A has gone 3·d1, i.e. to Y and 3·d1 − D back.
    const backFromY = 3 * d1 - total;
    const given = fromY ? backFromY : total - backFromY;
    const { options, correctIndex } = choiceOptions(
      rng,
      total,
      wholePositive(
        fromY
          ? [
              3 * d1 + given, // adds the second distance instead of subtracting it
              2 * d1 + given, // takes twice the first distance (one trip too few)
              d1 + given, // adds the two distances
              3 * d1,
            ]
          : [
              3 * d1 - given, // treats the distance from X as if it were from Y
              (3 * d1 - given) / 2,
              d1 + given, // adds the two distances
              2 * d1 + given,
            ],
      ),
      km,
    );
    const vehicles = rng.pick([
      { en: 'Two cars', hi: 'दो कारें', start: 'start', hiMeet: 'मिलती हैं', hiTurn: 'लौट पड़ती हैं' },
      { en: 'Two cyclists', hi: 'दो साइकिल सवार', start: 'start', hiMeet: 'मिलते हैं', hiTurn: 'लौट पड़ते हैं' },
    ]);
    const second = fromY
      ? { en: `${given} km from Y`, hi: `Y से ${given} km` }
      : { en: `${given} km from X`, hi: `X से ${given} km` };
    const statement = {
      en: `${vehicles.en} ${vehicles.start} at the same time from towns X and Y and travel towards each other, each at a constant speed. They first meet ${d1} km from X. Each goes on to the other town, turns back at once, and they meet a second time ${second.en}. How far apart are X and Y?`,
      hi: `${vehicles.hi} एक ही समय पर नगर X और Y से एक-दूसरे की ओर स्थिर चाल से चलते हुए पहली बार X से ${d1} km की दूरी पर ${vehicles.hiMeet}। दोनों सामने वाले नगर तक जाकर तुरंत ${vehicles.hiTurn}, और वे दूसरी बार ${second.hi} की दूरी पर ${vehicles.hiMeet}। X और Y के बीच की दूरी कितनी है?`,
    };
    const where = fromY
      ? {
          en: `The one from X has gone to Y ($D$ km) and back ${given} km: $D + ${given} = ${3 * d1} \\Rightarrow D = ${total}$ km.`,
          hi: `X वाला Y तक ($D$ km) जाकर ${given} km लौटा है: $D + ${given} = ${3 * d1} \\Rightarrow D = ${total}$ km।`,
        }
      : {
          en: `The one from X has gone to Y ($D$ km) and back to ${given} km from X, i.e. $D - ${given}$ km back: $2D - ${given} = ${3 * d1} \\Rightarrow D = \\frac{${3 * d1 + given}}{2} = ${total}$ km.`,
          hi: `X वाला Y तक ($D$ km) जाकर X से ${given} km की दूरी तक लौटा है, अर्थात $D - ${given}$ km लौटा: $2D - ${given} = ${3 * d1} \\Rightarrow D = \\frac{${3 * d1 + given}}{2} = ${total}$ km।`,
        };
    const solution = {
      en: [
        `Let $XY = D$ km. By the first meeting the two have together covered $D$, and the one from X has covered ${d1} km.`,
        `By the second meeting they have together covered $3D$ (each has done one full length and they have closed the gap once more), so at the same speeds the one from X has covered $3 \\times ${d1} = ${3 * d1}$ km.`,
        where.en,
        `Check: the one from X covers ${d1} km while the other covers ${total - d1} km; both reach the far town before the second meeting, since $${d1} > \\frac{${total}}{3}$ and $${total - d1} > \\frac{${total}}{3}$.`,
        '',
        `**Answer: ${total} km**`,
      ].join('\n\n'),
      hi: [
        `मान लें $XY = D$ km। पहली भेंट तक दोनों ने मिलकर $D$ दूरी तय की है, और X वाले ने ${d1} km।`,
        `दूसरी भेंट तक दोनों ने मिलकर $3D$ दूरी तय की है, अतः उसी चाल से X वाले ने $3 \\times ${d1} = ${3 * d1}$ km तय किए।`,
        where.hi,
        `जाँच: X वाला ${d1} km चलता है जबकि दूसरा ${total - d1} km; दोनों दूसरी भेंट से पहले सामने वाले नगर पहुँच जाते हैं, क्योंकि $${d1} > \\frac{${total}}{3}$ और $${total - d1} > \\frac{${total}}{3}$।`,
        '',
        `**उत्तर: ${total} km**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Meeting twice between two towns', hi: 'दो नगरों के बीच दो बार भेंट' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 180,
      numbers: [d1, given, total],
      check() {
        // Search the distance: with speeds in the ratio of the first meeting, follow both to their
        // second meeting and compare where it happens.
        for (let dist = d1 + 1; dist <= 1000; dist++) {
          const x = secondMeetingFromX(dist, d1);
          if (x === null) continue;
          const seen = fromY ? dist - x : x;
          if (Math.abs(seen - given) < 1e-6) return { kind: 'choice', correct: [options.indexOf(km(dist))] };
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};

/** Speed ratios of the second walker to the first (steps per unit time) as num / den, num > den. */
const WALK_RATIOS: [number, number][] = [
  [2, 1],
  [3, 1],
  [3, 2],
  [4, 3],
  [5, 3],
  [5, 2],
];

/** Two people walk up a moving escalator counting steps: the steps visible when it stands still. */
export const speedDistanceTimeEscalatorSteps: QuestionGenerator = {
  id: 'speed-distance-time/escalator-steps',
  topic: 'speed-distance-time',
  difficulty: 'hard',
  exams: ['CAT'],
  count: 60,
  generate(rng) {
    let c = { n: 60, sa: 40, sb: 48, kn: 2, kd: 1, p: 1, q: 2 };
    for (let tries = 0; tries < 20_000; tries++) {
      const [kn, kd] = rng.pick(WALK_RATIOS);
      // The escalator moves p steps while A takes q steps.
      const p = rng.int(1, 5);
      const q = rng.int(1, 5);
      const n = rng.int(20, 160);
      if (gcd(p, q) !== 1) continue;
      const sa = (n * q) / (q + p);
      const sb = (n * kn * q) / (kn * q + p * kd);
      if (Number.isInteger(sa) && Number.isInteger(sb)) {
        c = { n, sa, sb, kn, kd, p, q };
        break;
      }
    }
    const { n, sa, sb, kn, kd, p, q } = c;
    const steps = (k: number) => `${k} ${k === 1 ? 'step' : 'steps'}`;
    const statement = {
      en: `A and B walk up an escalator that is moving up. A takes ${sa} steps to reach the top and B takes ${sb} steps. In the time A takes ${steps(kd)}, B takes ${steps(kn)}. How many steps of the escalator are visible when it is not moving?`,
      hi: `A और B ऊपर जाती हुई एस्केलेटर (चलती सीढ़ी) पर ऊपर चलते हैं। शीर्ष तक पहुँचने में A ${sa} सीढ़ियाँ चढ़ता है और B ${sb} सीढ़ियाँ। जितने समय में A ${kd} ${kd === 1 ? 'सीढ़ी' : 'सीढ़ियाँ'} चढ़ता है, उतने में B ${kn} सीढ़ियाँ चढ़ता है। रुकी हुई एस्केलेटर पर कितनी सीढ़ियाँ दिखाई देती हैं?`,
    };
    const num = kn * (sb - sa);
    const den = kn * sa - kd * sb;
    const g = gcd(num, den);
    const bTime = kd === 1 ? `\\frac{${sb}}{${kn}}` : `\\frac{${sb} \\times ${kd}}{${kn}}`;
    const xTex = q === 1 ? `${p}` : `\\frac{${p}}{${q}}`;
    const xWork = g === 1 && q !== 1 ? xTex : `\\frac{${num}}{${den}} = ${xTex}`;
    const solution = {
      en: [
        `Let $N$ be the visible steps, and let the escalator move $x$ steps in the time A takes one step.`,
        `A is on the escalator for the time of ${sa} of his steps, so $N = ${sa} + ${sa}x$.`,
        `B's ${sb} steps take as long as A needs for $${bTime}$ steps, so $N = ${sb} + ${bTime}x$.`,
        `Equating and multiplying by ${kn}: $${kn * sa} + ${kn * sa}x = ${kn * sb} + ${kd * sb}x \\Rightarrow ${den === 1 ? '' : den}x = ${num} \\Rightarrow x = ${xWork}$.`,
        `$N = ${sa} + ${sa} \\times ${xTex} = ${n}$`,
        '',
        `**Answer: ${n}**`,
      ].join('\n\n'),
      hi: [
        `मान लें दिखाई देने वाली सीढ़ियाँ $N$ हैं, और जितने समय में A एक सीढ़ी चढ़ता है उतने में एस्केलेटर $x$ सीढ़ियाँ चलती है।`,
        `A एस्केलेटर पर अपनी ${sa} सीढ़ियों जितने समय रहता है, अतः $N = ${sa} + ${sa}x$।`,
        `B की ${sb} सीढ़ियों में A की $${bTime}$ सीढ़ियों जितना समय लगता है, अतः $N = ${sb} + ${bTime}x$।`,
        `दोनों को बराबर रखकर ${kn} से गुणा करने पर: $${kn * sa} + ${kn * sa}x = ${kn * sb} + ${kd * sb}x \\Rightarrow ${den === 1 ? '' : den}x = ${num} \\Rightarrow x = ${xWork}$।`,
        `$N = ${sa} + ${sa} \\times ${xTex} = ${n}$`,
        '',
        `**उत्तर: ${n}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Steps counted on a moving escalator', hi: 'चलती एस्केलेटर पर गिनी गई सीढ़ियाँ' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: n, tolerance: 0 },
      solution,
      expectedSeconds: 210,
      numbers: [sa, sb, kn, n],
      check() {
        // Try each number of visible steps: the escalator's share per A-step from A's count must give
        // B's count too, (N − sa)·sb·kd = sa·kn·(N − sb).
        for (let steps = Math.max(sa, sb) + 1; steps <= 2000; steps++) {
          if ((steps - sa) * sb * kd === sa * kn * (steps - sb))
            return { kind: 'numeric', value: steps, tolerance: 0 };
        }
        return { kind: 'numeric', value: -1, tolerance: 0 };
      },
    };
  },
};
