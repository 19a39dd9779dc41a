import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  choiceQuestion,
  get,
  mdTable,
  numericQuestion,
  permutations,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Routes and networks — a courier's tour (CAT, Placements): a depot and four delivery points with
 * a table of road distances; the courier must visit every point once. The questions ask for the
 * shortest route, its last stop, the round trip, a forced first stop and the cost of the greedy
 * "nearest next" habit. `generate` runs a dynamic programme over subsets (Held–Karp); each checker
 * tries all 24 orders of the four points.
 */

const K = 4;
const INF = Number.POSITIVE_INFINITY;
type Dist = (a: number, b: number) => number;

/** Held–Karp: best[mask][last] = least distance from the depot (0) visiting mask, ending at last. */
function heldKarp(d: Dist): number[][] {
  const best = range(1 << K).map(() => range(K).map(() => INF));
  for (let j = 0; j < K; j++) (best[1 << j] as number[])[j] = d(0, j + 1);
  for (let m = 1; m < 1 << K; m++)
    for (let j = 0; j < K; j++) {
      const cur = get(get(best, m), j);
      if (!(m & (1 << j)) || cur === INF) continue;
      for (let k = 0; k < K; k++)
        if (!(m & (1 << k))) {
          const row = best[m | (1 << k)] as number[];
          row[k] = Math.min(get(row, k), cur + d(j + 1, k + 1));
        }
    }
  return best;
}
/** Length of visiting the points in `order` from the depot (and back, if `home`). */
function walk(d: Dist, order: readonly number[], home = false): number {
  let at = 0;
  let total = 0;
  for (const p of order) {
    total += d(at, p);
    at = p;
  }
  return total + (home ? d(at, 0) : 0);
}
/** Every order of the four points (the checker). */
const ORDERS = permutations(K).map((p) => p.map((x) => x + 1));

function attempt(rng: Rng): GeneratedSet | null {
  const letters = rng.pick([
    ['P', 'Q', 'R', 'S'],
    ['A', 'B', 'C', 'D'],
    ['K', 'L', 'M', 'N'],
  ]);
  const depot = T('Depot', 'डिपो');
  const name = (i: number): Text => (i === 0 ? depot : T(get(letters, i - 1), get(letters, i - 1)));
  const dm = range(K + 1).map(() => range(K + 1).map(() => 0));
  for (let i = 0; i <= K; i++)
    for (let j = i + 1; j <= K; j++) {
      const v = rng.int(3, 16);
      (dm[i] as number[])[j] = v;
      (dm[j] as number[])[i] = v;
    }
  const d: Dist = (a, b) => get(get(dm, a), b);
  const hk = heldKarp(d);
  const full = (1 << K) - 1;
  const best = Math.min(...get(hk, full));
  // The orders reaching the best (the route must be unique for "which stop is last").
  const bestOrders = ORDERS.filter((o) => walk(d, o) === best);
  if (bestOrders.length !== 1) return null;
  const route = bestOrders[0] as number[];
  const tour = Math.min(...range(K).map((j) => get(get(hk, full), j) + d(j + 1, 0)));
  const tourOrder = ORDERS.find((o) => walk(d, o, true) === tour) as number[];
  const forced = rng.int(1, K);
  const withFirst = Math.min(...ORDERS.filter((o) => o[0] === forced).map((o) => walk(d, o)));
  const firstOrder = ORDERS.find((o) => o[0] === forced && walk(d, o) === withFirst) as number[];
  // The greedy courier: always the nearest unvisited point (ties broken by the table order).
  const greedy: number[] = [];
  for (let at = 0; greedy.length < K; ) {
    const left = range(K + 1).filter((p) => p > 0 && !greedy.includes(p));
    const next = left.reduce((a, b) => (d(at, b) < d(at, a) ? b : a));
    if (left.filter((p) => d(at, p) === d(at, next)).length > 1) return null;
    greedy.push(next);
    at = next;
  }
  const greedyLen = walk(d, greedy);
  if (greedyLen === best || withFirst === best || new Set(route).size !== K) return null;
  const show = (o: readonly number[]) =>
    both((lang) => [depot, ...o.map(name)].map((x) => x[lang]).join(' → '));
  const table = both((lang) =>
    mdTable(
      ['', ...range(K + 1).map((i) => name(i)[lang])],
      range(K + 1).map((i) => [name(i)[lang], ...range(K + 1).map((j) => (i === j ? '–' : String(d(i, j))))]),
    ),
  );
  const how = both((lang) =>
    lang === 'en'
      ? `Build the best routes stop by stop (a table over the sets of points visited and the last point): the least distance from the Depot that visits all four points is ${best} km, by ${show(route).en} (${route.map((p, i) => d(i === 0 ? 0 : get(route, i - 1), p)).join(' + ')} = ${best}).`
      : `सर्वश्रेष्ठ मार्ग चरण-दर-चरण बनाएँ (देखे गए बिंदुओं के समूह और अंतिम बिंदु की तालिका): डिपो से चारों बिंदुओं तक की न्यूनतम दूरी ${best} किमी है, मार्ग ${show(route).hi} (${route.map((p, i) => d(i === 0 ? 0 : get(route, i - 1), p)).join(' + ')} = ${best})।`,
  );
  const qs: GeneratedQuestion[] = [
    numericQuestion({
      title: T('Shortest delivery route', 'सबसे छोटा वितरण मार्ग'),
      statement: T(
        'What is the least distance (in km) the courier must travel from the Depot to deliver at all four points (the courier need not return)?',
        'डिपो से चलकर चारों बिंदुओं पर डिलीवरी करने के लिए कूरियर को कम से कम कितने किमी चलना होगा (लौटना आवश्यक नहीं)?',
      ),
      value: best,
      solution: how,
      seconds: 200,
      check: () => Math.min(...ORDERS.map((o) => walk(d, o))),
    }),
  ];
  const lastOpts = textOptions(
    rng,
    name(route.at(-1) as number),
    [name(greedy.at(-1) as number)],
    range(K).map((i) => name(i + 1)),
  );
  qs.push(
    choiceQuestion(
      {
        title: T('The last delivery', 'अंतिम डिलीवरी'),
        statement: T(
          'On the shortest route that starts at the Depot and covers all four points, which point is visited last?',
          'डिपो से शुरू होकर चारों बिंदुओं को कवर करने वाले सबसे छोटे मार्ग में अंतिम बिंदु कौन-सा है?',
        ),
        explain: T(
          `The route ends at ${name(route.at(-1) as number).en}.`,
          `मार्ग ${name(route.at(-1) as number).hi} पर समाप्त होता है।`,
        ),
        answer: name(route.at(-1) as number),
        ...lastOpts,
        seconds: 200,
        checkAnswer: () => {
          const m = Math.min(...ORDERS.map((o) => walk(d, o)));
          const ends = new Set(ORDERS.filter((o) => walk(d, o) === m).map((o) => o.at(-1) as number));
          return ends.size === 1 ? name([...ends][0] as number).en : null;
        },
      },
      how,
    ),
  );
  qs.push(
    numericQuestion({
      title: T('The round trip', 'वापसी सहित यात्रा'),
      statement: T(
        'If the courier must also come back to the Depot after the last delivery, what is the least total distance (in km)?',
        'यदि अंतिम डिलीवरी के बाद कूरियर को डिपो लौटना भी हो, तो न्यूनतम कुल दूरी (किमी में) कितनी है?',
      ),
      value: tour,
      solution: both((lang) =>
        lang === 'en'
          ? `Add the way back to the best route ending at each point and take the least: ${show(tourOrder).en} → Depot, ${tour} km (the same loop driven the other way is as long).`
          : `हर बिंदु पर समाप्त होने वाले सर्वश्रेष्ठ मार्ग में वापसी की दूरी जोड़कर न्यूनतम लें: ${show(tourOrder).hi} → डिपो, ${tour} किमी (यही चक्र उल्टी दिशा में भी उतना ही लंबा है)।`,
      ),
      seconds: 200,
      check: () => Math.min(...ORDERS.map((o) => walk(d, o, true))),
    }),
  );
  qs.push(
    numericQuestion({
      title: T('An urgent first stop', 'अत्यावश्यक पहला पड़ाव'),
      statement: T(
        `An urgent parcel must be delivered at ${name(forced).en} first. What is now the least distance (in km) to cover all four points (no return)?`,
        `एक अत्यावश्यक पार्सल पहले ${name(forced).hi} पर पहुँचाना है। अब चारों बिंदुओं को कवर करने की न्यूनतम दूरी (किमी में, बिना लौटे) कितनी है?`,
      ),
      value: withFirst,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${
            lang === 'en'
              ? `With ${name(forced).en} first, try the 6 orders of the other three points: the least is ${show(firstOrder).en}, ${withFirst} km.`
              : `${name(forced).hi} पहले रखकर बाकी तीन बिंदुओं के 6 क्रम जाँचें: न्यूनतम ${show(firstOrder).hi}, ${withFirst} किमी है।`
          }`,
      ),
      seconds: 180,
      check: () => Math.min(...ORDERS.filter((o) => o[0] === forced).map((o) => walk(d, o))),
    }),
  );
  qs.push(
    numericQuestion({
      title: T('The nearest-next habit', 'निकटतम-अगला नियम'),
      statement: T(
        'A new courier always drives to the nearest point not yet visited (starting at the Depot). How many km more than the shortest route does this take?',
        'एक नया कूरियर हमेशा उस निकटतम बिंदु पर जाता है जहाँ अभी तक नहीं गया (डिपो से शुरू करके)। यह सबसे छोटे मार्ग से कितने किमी अधिक है?',
      ),
      value: greedyLen - best,
      solution: both(
        (lang) =>
          `${how[lang]}\n\n${
            lang === 'en'
              ? `Nearest next: ${show(greedy).en}, ${greedyLen} km; ${greedyLen} − ${best} = ${greedyLen - best}.`
              : `निकटतम-अगला: ${show(greedy).hi}, ${greedyLen} किमी; ${greedyLen} − ${best} = ${greedyLen - best}।`
          }`,
      ),
      seconds: 180,
      check: () => {
        // Step through the greedy choice again on the table, then subtract the brute-force best.
        let at = 0;
        let len = 0;
        const seen = new Set<number>();
        for (let s = 0; s < K; s++) {
          let nb = -1;
          for (let p = 1; p <= K; p++) if (!seen.has(p) && (nb < 0 || d(at, p) < d(at, nb))) nb = p;
          len += d(at, nb);
          seen.add(nb);
          at = nb;
        }
        return len - Math.min(...ORDERS.map((o) => walk(d, o)));
      },
    }),
  );
  const drop = rng.next() < 0.5 ? -1 : rng.int(2, 4);
  const questions = qs.filter((_, i) => i !== drop);
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A courier starts from the Depot and must deliver one parcel at each of the four points ${letters.join(', ')}. The table gives the road distance (in km) between every two places; the courier always drives directly between two places.`
        : `एक कूरियर डिपो से चलता है और उसे चार बिंदुओं ${letters.join(', ')} में से हर एक पर एक पार्सल पहुँचाना है। तालिका में हर दो स्थानों के बीच सड़क की दूरी (किमी में) दी गई है; कूरियर दो स्थानों के बीच हमेशा सीधा जाता है।`,
      table[lang],
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T("A courier's delivery round", 'कूरियर का वितरण चक्र'), body },
    questions,
    numbers: [],
  };
}

/** A depot and four delivery points: the shortest route, the round trip, the greedy route. */
export const routesCourierTour: QuestionSetGenerator = {
  id: 'routes-and-networks/courier-tour',
  topic: 'routes-and-networks',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
