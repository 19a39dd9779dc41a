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
 * Routes and networks — toll roads (CAT, Placements): six towns joined by two-way roads, each
 * with a driving time and a toll. The questions trade time against money: the fastest and the
 * cheapest trip, the cheapest trip within a time limit, the fastest within a budget, and how many
 * routes meet a deadline. `generate` lists every route by a depth-first walk; each checker instead
 * tries every ordered choice of intermediate towns (every subset in every order).
 */

const N = 6;
const LET = ['A', 'B', 'C', 'D', 'E', 'F'];
interface Road {
  a: number;
  b: number;
  h: number;
  toll: number;
}
interface Route {
  towns: number[];
  h: number;
  toll: number;
}

function attempt(rng: Rng): GeneratedSet | null {
  const pairs = rng.shuffle(
    range(N).flatMap((a) => range(N).flatMap((b) => (a < b && !(a === 0 && b === N - 1) ? [[a, b]] : []))),
  );
  const chosen = pairs.slice(0, rng.int(8, 9));
  const roads: Road[] = chosen.map(([a, b]) => ({
    a: a as number,
    b: b as number,
    h: rng.int(1, 5),
    toll: 10 * rng.int(2, 12),
  }));
  roads.sort((x, y) => x.a - y.a || x.b - y.b);
  const road = (a: number, b: number) =>
    roads.find((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
  // Every route from A to F visiting no town twice (depth-first).
  const all: Route[] = [];
  const dfs = (at: number, towns: number[], h: number, toll: number) => {
    if (at === N - 1) {
      all.push({ towns, h, toll });
      return;
    }
    for (let v = 0; v < N; v++) {
      const r = road(at, v);
      if (r && !towns.includes(v)) dfs(v, [...towns, v], h + r.h, toll + r.toll);
    }
  };
  dfs(0, [0], 0, 0);
  if (all.length < 5) return null;
  // The checker's routes: every ordered choice of intermediate towns, kept when each leg is a road.
  const byOrders = (): Route[] => {
    const out: Route[] = [];
    for (let m = 0; m < 1 << (N - 2); m++) {
      const mids = range(N - 2)
        .filter((k) => (m >> k) & 1)
        .map((k) => k + 1);
      for (const p of permutations(mids.length)) {
        const towns = [0, ...p.map((i) => get(mids, i)), N - 1];
        const legs = towns.slice(1).map((v, i) => road(get(towns, i), v));
        if (legs.every((r) => r))
          out.push({
            towns,
            h: legs.reduce((t, r) => t + (r as Road).h, 0),
            toll: legs.reduce((t, r) => t + (r as Road).toll, 0),
          });
      }
    }
    return out;
  };
  const minOf = (rs: readonly Route[], f: (r: Route) => number) => Math.min(...rs.map(f));
  const fast = minOf(all, (r) => r.h);
  const cheap = minOf(all, (r) => r.toll);
  const fastest = all.filter((r) => r.h === fast);
  const cheapest = all.filter((r) => r.toll === cheap);
  const fastToll = minOf(fastest, (r) => r.toll);
  const cheapH = minOf(cheapest, (r) => r.h);
  if (fastToll === cheap || cheapH === fast) return null;
  // Cheapest within a time limit strictly between the two extremes.
  const limit = rng.int(fast + 1, Math.max(fast + 1, cheapH - 1));
  if (limit >= cheapH) return null;
  const inTime = all.filter((r) => r.h <= limit);
  const cheapInTime = minOf(inTime, (r) => r.toll);
  // Fastest within a budget: unique route needed (it is named).
  const budgets = [...new Set(all.map((r) => r.toll))].filter((b) => b > cheap && b < fastToll);
  if (budgets.length === 0) return null;
  const budget = rng.pick(budgets);
  const inBudget = all.filter((r) => r.toll <= budget);
  const fastInBudget = minOf(inBudget, (r) => r.h);
  const winners = inBudget.filter((r) => r.h === fastInBudget);
  if (winners.length !== 1) return null;
  const win = winners[0] as Route;
  const deadline = rng.int(fast + 1, fast + 4);
  const countIn = all.filter((r) => r.h <= deadline).length;
  if (countIn === all.length || countIn < 2) return null;
  const path = (r: Route): Text =>
    T(r.towns.map((v) => get(LET, v)).join('→'), r.towns.map((v) => get(LET, v)).join('→'));
  const listing = both((lang) =>
    mdTable(
      [
        lang === 'en' ? 'Route' : 'मार्ग',
        lang === 'en' ? 'Time (h)' : 'समय (घंटे)',
        lang === 'en' ? 'Toll (₹)' : 'टोल (₹)',
      ],
      [...all]
        .sort((x, y) => x.h - y.h || x.toll - y.toll)
        .map((r) => [path(r)[lang], String(r.h), String(r.toll)]),
    ),
  );
  const how = both((lang) =>
    lang === 'en'
      ? `List every route from A to F that visits no town twice, adding up the times and the tolls of its roads:\n\n${listing.en}`
      : `A से F तक हर वह मार्ग सूचीबद्ध करें जो किसी नगर से दो बार न गुज़रे, और उसकी सड़कों के समय और टोल जोड़ें:\n\n${listing.hi}`,
  );
  const withLine = (en: string, hi: string) => both((lang) => `${how[lang]}\n\n${lang === 'en' ? en : hi}`);
  const qs: GeneratedQuestion[] = [
    numericQuestion({
      title: T('The quickest trip', 'सबसे तेज़ यात्रा'),
      statement: T(
        'What is the least time (in hours) needed to drive from A to F?',
        'A से F तक गाड़ी से जाने में कम से कम कितने घंटे लगते हैं?',
      ),
      value: fast,
      solution: withLine(`The least time in the list is ${fast} h.`, `सूची में न्यूनतम समय ${fast} घंटे है।`),
      seconds: 150,
      check: () => minOf(byOrders(), (r) => r.h),
    }),
    numericQuestion({
      title: T('The cheapest trip within a time limit', 'समय-सीमा में सबसे सस्ती यात्रा'),
      statement: T(
        `A driver must reach F from A within ${limit} hours. What is the least toll (in ₹) she has to pay?`,
        `एक चालक को A से F तक ${limit} घंटे के भीतर पहुँचना है। उसे कम से कम कितना टोल (₹ में) देना होगा?`,
      ),
      value: cheapInTime,
      solution: withLine(
        `Among the routes of at most ${limit} h, the lowest toll is ₹${cheapInTime}. (The cheapest route of all, ₹${cheap}, takes ${cheapH} h: too long.)`,
        `${limit} घंटे या कम वाले मार्गों में न्यूनतम टोल ₹${cheapInTime} है। (सबसे सस्ता मार्ग, ₹${cheap}, ${cheapH} घंटे लेता है: बहुत लंबा।)`,
      ),
      seconds: 200,
      check: () =>
        minOf(
          byOrders().filter((r) => r.h <= limit),
          (r) => r.toll,
        ),
    }),
  ];
  const others = all
    .filter((r) => r !== win)
    .sort((x, y) => x.h - y.h || x.toll - y.toll)
    .map(path);
  const budgetOpts = textOptions(rng, path(win), others.slice(0, 3), others.slice(3));
  qs.push(
    choiceQuestion(
      {
        title: T('The quickest trip on a budget', 'बजट में सबसे तेज़ यात्रा'),
        statement: T(
          `A trader can spend at most ₹${budget} on tolls. Which route gets him from A to F the fastest?`,
          `एक व्यापारी टोल पर अधिकतम ₹${budget} खर्च कर सकता है। कौन-सा मार्ग उसे A से F तक सबसे जल्दी पहुँचाएगा?`,
        ),
        explain: T(
          `Of the routes with a toll of at most ₹${budget}, ${path(win).en} is the quickest: ${win.h} h for ₹${win.toll}.`,
          `₹${budget} या कम टोल वाले मार्गों में ${path(win).hi} सबसे तेज़ है: ${win.h} घंटे, ₹${win.toll}।`,
        ),
        answer: path(win),
        ...budgetOpts,
        seconds: 200,
        checkAnswer: () => {
          const ok = byOrders().filter((r) => r.toll <= budget);
          const best = minOf(ok, (r) => r.h);
          const w = ok.filter((r) => r.h === best);
          return w.length === 1 ? path(w[0] as Route).en : null;
        },
      },
      how,
    ),
  );
  qs.push(
    numericQuestion({
      title: T('Routes that meet a deadline', 'समय-सीमा पूरी करने वाले मार्ग'),
      statement: T(
        `How many different routes from A to F (visiting no town twice) take at most ${deadline} hours?`,
        `A से F तक कितने अलग-अलग मार्ग (किसी नगर से दो बार गुज़रे बिना) अधिकतम ${deadline} घंटे लेते हैं?`,
      ),
      value: countIn,
      solution: withLine(
        `Count the rows with a time of at most ${deadline} h: ${countIn}.`,
        `${deadline} घंटे या कम समय वाली पंक्तियाँ गिनें: ${countIn}।`,
      ),
      seconds: 180,
      check: () => byOrders().filter((r) => r.h <= deadline).length,
    }),
    numericQuestion({
      title: T('Cheapest toll overall', 'न्यूनतम कुल टोल'),
      statement: T(
        'What is the least total toll (in ₹) on any route from A to F?',
        'A से F तक किसी भी मार्ग पर न्यूनतम कुल टोल (₹ में) कितना है?',
      ),
      value: cheap,
      solution: withLine(`The lowest toll in the list is ₹${cheap}.`, `सूची में न्यूनतम टोल ₹${cheap} है।`),
      seconds: 150,
      check: () => minOf(byOrders(), (r) => r.toll),
    }),
  );
  const drop = rng.next() < 0.5 ? -1 : rng.pick([0, 4]);
  const questions = qs.filter((_, i) => i !== drop);
  const table = both((lang) =>
    mdTable(
      [
        lang === 'en' ? 'Road' : 'सड़क',
        lang === 'en' ? 'Time (h)' : 'समय (घंटे)',
        lang === 'en' ? 'Toll (₹)' : 'टोल (₹)',
      ],
      roads.map((r) => [`${get(LET, r.a)}–${get(LET, r.b)}`, String(r.h), String(r.toll)]),
    ),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? 'Six towns A to F are joined by the two-way roads below. Each road has a driving time (in hours) and a toll (in ₹) paid once per trip along it. A route from A to F never passes through the same town twice.'
        : 'छह नगर A से F नीचे दी गई दो-तरफ़ा सड़कों से जुड़े हैं। हर सड़क का एक यात्रा-समय (घंटों में) और एक टोल (₹ में) है, जो उस पर हर यात्रा में एक बार देना होता है। A से F तक कोई मार्ग किसी नगर से दो बार नहीं गुज़रता।',
      table[lang],
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Time or toll: six towns', 'समय या टोल: छह नगर'), body },
    questions,
    numbers: [],
  };
}

/** Six towns, roads with times and tolls: fastest, cheapest, cheapest in time, fastest on budget. */
export const routesTollRoads: QuestionSetGenerator = {
  id: 'routes-and-networks/toll-roads',
  topic: 'routes-and-networks',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate: (rng) => retry(rng, attempt),
};
