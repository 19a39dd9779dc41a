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

/**
 * Two boats leave jetties A (upstream) and B (downstream) together, P from A and Q from B, turn
 * back on reaching the far jetty: the first and second meetings (km from A, minutes from the start).
 */
interface Meeting {
  p: number;
  q: number;
  v: number;
  L: number;
  t1: number;
  x1: number;
  tP: number;
  tQ: number;
  s: number;
  g: number;
  dt: number;
  x2: number;
  t2: number;
}

/** The meetings in a case where both turn before meeting again, or null when it is not clean. */
function meetings(p: number, q: number, v: number, L: number): Meeting | null {
  const c = p + q;
  const whole = (num: number, den: number) => num % den === 0;
  if (!whole(60 * L, c) || !whole((p + v) * L, c) || !whole(60 * L, p + v) || !whole(60 * L, q - v))
    return null;
  const tP = (60 * L) / (p + v);
  const tQ = (60 * L) / (q - v);
  if (tP === tQ) return null;
  // s: how far the early turner has come back when the other one turns (km).
  const s60 = tP < tQ ? (p - v) * (tQ - tP) : (q + v) * (tP - tQ);
  if (!whole(s60, 60) || s60 / 60 >= L) return null;
  const s = s60 / 60;
  const g = L - s;
  if (!whole(60 * g, c) || !whole((q + v) * g, c)) return null;
  const dt = (60 * g) / c;
  const x2 = tP < tQ ? ((q + v) * g) / c : s + ((q + v) * g) / c;
  const x1 = ((p + v) * L) / c;
  const t2 = Math.max(tP, tQ) + dt;
  if (t2 > 480 || x2 === x1) return null;
  return { p, q, v, L, t1: (60 * L) / c, x1, tP, tQ, s, g, dt, x2, t2 };
}

const MEETING_CASES: Meeting[] = [];
for (let p = 4; p <= 20; p++) {
  for (let q = 4; q <= 20; q++) {
    for (let v = 1; v <= Math.min(p, q) - 2; v++) {
      for (let L = 10; L <= 90; L++) {
        const m = meetings(p, q, v, L);
        if (m) MEETING_CASES.push(m);
      }
    }
  }
}

/** The distinct pairs of boat speeds among the cases. */
const MEETING_PAIRS = [...new Set(MEETING_CASES.map((x) => `${x.p},${x.q}`))];

/** The second meeting in still water (v = 0), for the distractor that ignores the stream. */
function stillWaterSecond(p: number, q: number, L: number): { x1: number; x2: number } {
  // Without a current the boats together cover 3L by the second meeting; P covers 3Lp / (p + q).
  const x1 = (p * L) / (p + q);
  const pDistance = (3 * L * p) / (p + q);
  const x2 = pDistance <= L ? pDistance : pDistance <= 2 * L ? 2 * L - pDistance : pDistance - 2 * L;
  return { x1, x2 };
}

/**
 * CAT: two boats from opposite jetties meet, turn at the far ends and meet again: the closing speed
 * is p + q both times (the stream cancels), but the turning times differ with the stream.
 */
export const boatsMeetingTwice: QuestionGenerator = {
  id: 'boats-and-streams/two-boats-meet-twice',
  topic: 'boats-and-streams',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    // Pick the pair of speeds first, so the many cases of equal speeds do not crowd out the rest.
    const pair = rng.pick(MEETING_PAIRS);
    const m = rng.pick(MEETING_CASES.filter((x) => `${x.p},${x.q}` === pair));
    const { p, q, v, L, t1, x1, tP, tQ, s, g, dt, x2, t2 } = m;
    const c = p + q;
    const ask = rng.pick(['second', 'between', 'time'] as const);
    const still = stillWaterSecond(p, q, L);
    const value = ask === 'second' ? x2 : ask === 'between' ? Math.abs(x2 - x1) : t2;
    const { options: raw, correctIndex } = choiceOptions(
      rng,
      value,
      ask === 'time'
        ? [
            3 * t1, // the still-water rule "second meeting at three times the first"
            t2 - t1, // gives the time between the meetings
            Math.max(tP, tQ), // stops when the second boat turns
            t2 + dt, // counts the last approach twice
          ]
        : showableDistractors(
            ask === 'second'
              ? [
                  L - x2, // measures from B instead of A
                  still.x2, // ignores the stream
                  x1, // gives the first meeting point
                  L - x1, // the first meeting point measured from B
                ]
              : [
                  Math.abs(still.x2 - still.x1), // ignores the stream
                  x2, // gives the second meeting point's distance from A
                  x1, // gives the first meeting point's distance from A
                  L - Math.abs(x2 - x1), // the rest of the stretch
                ],
          ),
    );
    const options =
      ask === 'time'
        ? raw.map((r) => duration(Number(r)))
        : raw.map((r) => ({ en: `${r} km`, hi: `${r} km` }));
    const asked = {
      en:
        ask === 'second'
          ? 'How far from A do the boats meet for the second time?'
          : ask === 'between'
            ? 'How far apart are the points where they meet the first and the second time?'
            : 'How long after the start do they meet for the second time?',
      hi:
        ask === 'second'
          ? 'दोनों नावें दूसरी बार A से कितनी दूरी पर मिलती हैं?'
          : ask === 'between'
            ? 'पहली और दूसरी बार मिलने के स्थानों के बीच कितनी दूरी है?'
            : 'चलने के कितने समय बाद वे दूसरी बार मिलती हैं?',
    };
    const statement = {
      en: `Jetties A and B are ${L} km apart on a river that flows from A to B at ${v} km/h. Boat P leaves A and boat Q leaves B at the same time, heading towards each other; ${p === q ? `in still water both move at ${p} km/h` : `in still water P moves at ${p} km/h and Q at ${q} km/h`}. Each boat turns back at once on reaching the other jetty. ${asked.en}`,
      hi: `एक नदी पर घाट A और B के बीच ${L} km की दूरी है और नदी A से B की ओर ${v} km/h की चाल से बहती है। नाव P, A से और नाव Q, B से एक साथ एक-दूसरे की ओर चलती हैं; ${p === q ? `शांत जल में दोनों की चाल ${p} km/h है` : `शांत जल में P की चाल ${p} km/h और Q की ${q} km/h है`}। दूसरे घाट पर पहुँचते ही हर नाव तुरंत वापस मुड़ती है। ${asked.hi}`,
    };
    const pFirst = tP < tQ;
    const early = pFirst
      ? {
          en: `When Q turns at A (after ${tQ} min), P has been going back upstream for $${tQ} - ${tP} = ${tQ - tP}$ min at $${p} - ${v} = ${p - v}$ km/h, i.e. ${s} km: P is ${g} km from A.`,
          hi: `जब Q, A पर मुड़ती है (${tQ} मिनट बाद), तब P धारा के प्रतिकूल $${tQ} - ${tP} = ${tQ - tP}$ मिनट से $${p} - ${v} = ${p - v}$ km/h से लौट रही है, यानी ${s} km: P, A से ${g} km दूर है।`,
        }
      : {
          en: `When P turns at B (after ${tP} min), Q has been going back downstream for $${tP} - ${tQ} = ${tP - tQ}$ min at $${q} + ${v} = ${q + v}$ km/h, i.e. it is ${s} km from A and ${g} km from P.`,
          hi: `जब P, B पर मुड़ती है (${tP} मिनट बाद), तब Q धारा के अनुकूल $${tP} - ${tQ} = ${tP - tQ}$ मिनट से $${q} + ${v} = ${q + v}$ km/h से लौट रही है, यानी वह A से ${s} km और P से ${g} km दूर है।`,
        };
    const answerText = ask === 'time' ? duration(t2) : { en: `${value} km`, hi: `${value} km` };
    const last = {
      en:
        ask === 'second'
          ? `The second meeting is ${x2} km from A.`
          : ask === 'between'
            ? `The meeting points are ${x1} km and ${x2} km from A: $|${x2} - ${x1}| = ${value}$ km apart.`
            : `Second meeting: $${Math.max(tP, tQ)} + ${dt} = ${t2}$ minutes after the start.`,
      hi:
        ask === 'second'
          ? `दूसरी भेंट A से ${x2} km दूर होती है।`
          : ask === 'between'
            ? `मिलने के स्थान A से ${x1} km और ${x2} km पर हैं: दूरी $|${x2} - ${x1}| = ${value}$ km।`
            : `दूसरी भेंट: चलने के $${Math.max(tP, tQ)} + ${dt} = ${t2}$ मिनट बाद।`,
    };
    const solution = {
      en: [
        `Towards each other the stream helps P and holds Q back equally: closing speed $(${p} + ${v}) + (${q} - ${v}) = ${c}$ km/h. First meeting after $\\frac{${L}}{${c}}$ h $= ${t1}$ min, $${p + v} \\times \\frac{${t1}}{60} = ${x1}$ km from A.`,
        `P reaches B after $\\frac{${L}}{${p + v}}$ h $= ${tP}$ min; Q reaches A after $\\frac{${L}}{${q - v}}$ h $= ${tQ}$ min.`,
        early.en,
        `Now P goes upstream at ${p - v} km/h and Q downstream at ${q + v} km/h, closing at ${c} km/h again: they meet after $\\frac{${g}}{${c}}$ h $= ${dt}$ min, ${pFirst ? `$${q + v} \\times \\frac{${dt}}{60} = ${x2}$` : `$${s} + ${q + v} \\times \\frac{${dt}}{60} = ${x2}$`} km from A.`,
        last.en,
        '',
        `**Answer: ${answerText.en}**`,
      ].join('\n\n'),
      hi: [
        `एक-दूसरे की ओर चलते हुए धारा P की उतनी ही मदद करती है जितना Q को रोकती है: निकट आने की चाल $(${p} + ${v}) + (${q} - ${v}) = ${c}$ km/h। पहली भेंट $\\frac{${L}}{${c}}$ घंटे $= ${t1}$ मिनट बाद, A से $${p + v} \\times \\frac{${t1}}{60} = ${x1}$ km पर।`,
        `P, B पर $\\frac{${L}}{${p + v}}$ घंटे $= ${tP}$ मिनट में पहुँचती है; Q, A पर $\\frac{${L}}{${q - v}}$ घंटे $= ${tQ}$ मिनट में।`,
        early.hi,
        `अब P धारा के प्रतिकूल ${p - v} km/h से और Q धारा के अनुकूल ${q + v} km/h से चलती है, फिर ${c} km/h से निकट आती हैं: वे $\\frac{${g}}{${c}}$ घंटे $= ${dt}$ मिनट बाद A से ${pFirst ? `$${q + v} \\times \\frac{${dt}}{60} = ${x2}$` : `$${s} + ${q + v} \\times \\frac{${dt}}{60} = ${x2}$`} km पर मिलती हैं।`,
        last.hi,
        '',
        `**उत्तर: ${answerText.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Two boats meeting twice on a river', hi: 'नदी में दो नावों का दो बार मिलना' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 240,
      numbers: [L, v, p, q],
      check() {
        // Simulate minute by minute (positions in km × 60 from A) and note the minutes they coincide.
        const posP = (t: number) => (t <= tP ? (p + v) * t : 60 * L - (p - v) * (t - tP));
        const posQ = (t: number) => (t <= tQ ? 60 * L - (q - v) * t : (q + v) * (t - tQ));
        const met: number[] = [];
        for (let t = 1; t <= 600 && met.length < 2; t++) if (posP(t) === posQ(t)) met.push(t);
        const [a, b] = met;
        if (a === undefined || b === undefined) return { kind: 'choice', correct: [-1] };
        const found =
          ask === 'time'
            ? duration(b).en
            : `${ask === 'second' ? posP(b) / 60 : Math.abs(posP(b) - posP(a)) / 60} km`;
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === found)] };
      },
    };
  },
};

/** Round-trip cases in two seasons: boat u, streams v1 < v2, distance d, times in whole 5-minute steps. */
const SEASON_CASES: { u: number; v1: number; v2: number; d: number; T1: number; T2: number }[] = [];
for (let u = 6; u <= 24; u++) {
  for (let v1 = 1; v1 <= 4; v1++) {
    for (let v2 = v1 + 1; v2 <= u / 2; v2++) {
      for (let d = 6; d <= 90; d++) {
        const T1 = (120 * d * u) / (u * u - v1 * v1);
        const T2 = (120 * d * u) / (u * u - v2 * v2);
        if (Number.isInteger(T1) && Number.isInteger(T2) && T1 % 5 === 0 && T2 % 5 === 0 && T2 <= 720) {
          SEASON_CASES.push({ u, v1, v2, d, T1, T2 });
        }
      }
    }
  }
}

/** The distinct boat speeds among the season cases. */
const SEASON_SPEEDS = [...new Set(SEASON_CASES.map((x) => x.u))];

/**
 * CAT: the same round trip takes T1 with the stream at v1 and T2 with it at v2: equate
 * 2du = T(u² − v²) for the two seasons to find the boat's speed, then the distance.
 */
export const boatsTwoSeasons: QuestionGenerator = {
  id: 'boats-and-streams/round-trips-two-seasons',
  topic: 'boats-and-streams',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    // Pick the boat's speed first, so that no one speed dominates the answers.
    const speed = rng.pick(SEASON_SPEEDS);
    const { u, v1, v2, d, T1, T2 } = rng.pick(SEASON_CASES.filter((x) => x.u === speed));
    const askSpeed = rng.pick([true, false]);
    const value = askSpeed ? u : d;
    const { options, correctIndex } = askSpeed
      ? choiceOptions(
          rng,
          u,
          showableDistractors([
            (120 * d) / T1, // takes the average speed of the trip for the boat's speed
            u + v1, // gives the downstream speed in the dry season
            u - v2, // gives the upstream speed in the monsoon
            (u * T2) / T1, // scales the speed with the times
          ]),
          kmh,
        )
      : choiceOptions(
          rng,
          d,
          showableDistractors([
            2 * d, // gives the distance out and back
            (u * T1) / 120, // ignores the stream
            (T1 * (u * u - v2 * v2)) / (120 * u), // mixes the seasons' times and streams
            (u * T2) / 120, // ignores the stream, with the monsoon time
          ]),
          km,
        );
    const t1 = duration(T1);
    const t2 = duration(T2);
    const statement = {
      en: `A motorboat makes a round trip between two jetties on a river, downstream and back. In the dry season, when the river flows at ${v1} km/h, the round trip takes ${t1.en}; in the monsoon, when it flows at ${v2} km/h, it takes ${t2.en}. The boat's speed in still water is the same in both seasons. What is ${askSpeed ? 'the speed of the boat in still water' : 'the distance between the jetties'}?`,
      hi: `एक मोटरबोट नदी पर दो घाटों के बीच धारा के अनुकूल जाकर वापस आती है। सूखे मौसम में, जब नदी ${v1} km/h की चाल से बहती है, आने-जाने में ${t1.hi} लगते हैं; वर्षा ऋतु में, जब नदी ${v2} km/h से बहती है, ${t2.hi} लगते हैं। शांत जल में नाव की चाल दोनों मौसमों में समान है। ${askSpeed ? 'शांत जल में नाव की चाल' : 'दोनों घाटों के बीच की दूरी'} क्या है?`,
    };
    const coefU = T2 - T1;
    const rhs = T2 * v2 * v2 - T1 * v1 * v1;
    const solution = {
      en: [
        `A round trip of $d$ km each way with the stream at $v$ takes $\\frac{d}{u + v} + \\frac{d}{u - v} = \\frac{2du}{u^2 - v^2}$ h, so $2du = T(u^2 - v^2)$ in each season.`,
        `$2du$ is the same in both: with the times in minutes, $${T1}(u^2 - ${v1 * v1}) = ${T2}(u^2 - ${v2 * v2})$.`,
        `$${coefU}u^2 = ${T2 * v2 * v2} - ${T1 * v1 * v1} = ${rhs}$, so $u^2 = ${u * u}$ and $u = ${u}$ km/h.`,
        `Then $d = \\frac{T(u^2 - v^2)}{2u} = \\frac{${T1}}{60} \\times \\frac{${u * u} - ${v1 * v1}}{2 \\times ${u}} = ${d}$ km (check with the monsoon: $\\frac{${T2}}{60} \\times \\frac{${u * u - v2 * v2}}{${2 * u}} = ${d}$).`,
        '',
        `**Answer: ${askSpeed ? `${u} km/h` : `${d} km`}**`,
      ].join('\n\n'),
      hi: [
        `हर ओर $d$ km की आने-जाने की यात्रा में, धारा की चाल $v$ होने पर, $\\frac{d}{u + v} + \\frac{d}{u - v} = \\frac{2du}{u^2 - v^2}$ घंटे लगते हैं, अतः हर मौसम में $2du = T(u^2 - v^2)$।`,
        `$2du$ दोनों में समान है: समय मिनटों में लेकर $${T1}(u^2 - ${v1 * v1}) = ${T2}(u^2 - ${v2 * v2})$।`,
        `$${coefU}u^2 = ${T2 * v2 * v2} - ${T1 * v1 * v1} = ${rhs}$, अतः $u^2 = ${u * u}$ और $u = ${u}$ km/h।`,
        `तब $d = \\frac{T(u^2 - v^2)}{2u} = \\frac{${T1}}{60} \\times \\frac{${u * u} - ${v1 * v1}}{2 \\times ${u}} = ${d}$ km (वर्षा ऋतु से जाँच: $\\frac{${T2}}{60} \\times \\frac{${u * u - v2 * v2}}{${2 * u}} = ${d}$)।`,
        '',
        `**उत्तर: ${askSpeed ? `${u} km/h` : `${d} km`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Round trips in two seasons', hi: 'दो मौसमों में आने-जाने की यात्रा' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 200,
      numbers: [v1, v2, value],
      check() {
        // Try whole speeds and distances: both trips, timed in minutes, must match.
        for (let w = 2; w <= 60; w++) {
          for (let x = 1; x <= 300; x++) {
            const m1 = (60 * x) / (w + v1) + (60 * x) / (w - v1);
            const m2 = (60 * x) / (w + v2) + (60 * x) / (w - v2);
            if (w > v2 && Math.abs(m1 - T1) < 1e-9 && Math.abs(m2 - T2) < 1e-9) {
              return { kind: 'choice', correct: [options.indexOf(askSpeed ? kmh(w) : km(x))] };
            }
          }
        }
        return { kind: 'choice', correct: [-1] };
      },
    };
  },
};
