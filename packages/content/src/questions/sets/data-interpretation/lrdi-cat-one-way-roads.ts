import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { allHold } from './lrdi-cat-common.js';
import { dijkstra, fewestToAdd, groupsToLink, N, type Road, routes } from './lrdi-cat-road-graph.js';
import {
  type Ask,
  both,
  type Clue,
  choiceQuestion,
  clueList,
  deductionLines,
  get,
  lazy,
  mdTable,
  numericQuestion,
  range,
  singleOut,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * One-way roads with missing times (CAT style): six towns joined by one-way roads; the table gives
 * the travel time of most roads, four are missing, and clues (route totals, comparisons, the
 * quickest time between two towns) fix them. Questions: a missing time, the quickest time, the
 * quickest time when a road is closed, the quickest route, and the fewest one-way roads to add so
 * that every town can reach every other. `generate` uses Dijkstra's algorithm; the checker finds
 * the missing times by trying all 8^4 possibilities, then lists every route that repeats no town,
 * and finds the fewest roads to add by trying every set of one, two, three… new roads.
 */

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const UNKNOWN = 4;
const LOW = 2;
/** A way to fill the missing times: digit k (base 8) is the k-th missing time minus LOW. */
type Fill = number;
const SPACE = range(8 ** UNKNOWN);
const END = N - 1;

const hours = (n: number) => T(n === 1 ? '1 hour' : `${n} hours`, `${n} घंटे`);

function attempt(rng: Rng): GeneratedSet | null {
  // Forward roads between near towns, one or two roads back; sometimes a town with no road out
  // (a dead end) or no road in, so that several new roads may be needed to link every town.
  let roads: Road[] = [];
  for (let a = 0; a < N; a++)
    for (let b = a + 1; b < N && b <= a + 3; b++)
      if (rng.next() < get([0, 0.75, 0.6, 0.3], b - a)) roads.push({ a, b });
  const back = rng.int(1, 2);
  for (let k = 0; k < back; k++) {
    const a = rng.int(2, N - 1);
    const b = a - rng.int(1, 2);
    if (!roads.some((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a))) roads.push({ a, b });
  }
  const [deadEnd, noWayIn] = rng.shuffle(range(N).slice(1, N - 1));
  if (rng.next() < 0.5) roads = roads.filter((r) => r.a !== deadEnd);
  if (rng.next() < 0.4) roads = roads.filter((r) => r.b !== noWayIn);
  if (roads.length < 7 || roads.length > 11) return null;
  const R = roads.length;
  const w = roads.map(() => rng.int(LOW, 9));
  if (!Number.isFinite(get(dijkstra(roads, w, 0), END))) return null;
  const all = routes(roads, 0, END);
  if (all.length < 4 || all.length > 12) return null;
  const onRoute = range(R).filter((i) => all.some((p) => p.includes(i)));
  if (onRoute.length < UNKNOWN + 2) return null;
  const unknown = rng
    .shuffle(onRoute)
    .slice(0, UNKNOWN)
    .sort((x, y) => x - y);
  const slot = (i: number) => unknown.indexOf(i);
  const truth: Fill = unknown.reduce((acc, i, k) => acc + (get(w, i) - LOW) * 8 ** k, 0);
  /** The time of road i when the missing times are filled by s. */
  const time = (s: Fill, i: number) => {
    const k = slot(i);
    return k < 0 ? get(w, i) : LOW + (Math.floor(s / 8 ** k) % 8);
  };
  const road = (i: number) => {
    const r = get(roads, i);
    return T(
      `the road from ${get(LETTERS, r.a)} to ${get(LETTERS, r.b)}`,
      `${get(LETTERS, r.a)} से ${get(LETTERS, r.b)} की सड़क`,
    );
  };
  const Road = (i: number) => T(road(i).en.replace(/^the/, 'The'), road(i).hi);
  const routeText = (p: readonly number[]) =>
    [get(LETTERS, get(roads, get(p, 0)).a), ...p.map((i) => get(LETTERS, get(roads, i).b))].join(' → ');
  const pathTime = (s: Fill, p: readonly number[]) => p.reduce((acc, i) => acc + time(s, i), 0);
  const t = truth;
  const pool: Clue<Fill>[] = [];
  const add = (text: Text, holds: (s: Fill) => boolean) => pool.push({ text, holds });
  for (const i of unknown) {
    const v = time(t, i);
    const cut = rng.int(LOW + 1, 8);
    if (v > cut)
      add(
        T(
          `${Road(i).en} takes more than ${hours(cut).en}.`,
          `${Road(i).hi} पर ${hours(cut).hi} से अधिक लगते हैं।`,
        ),
        (s) => time(s, i) > cut,
      );
    else if (v < cut)
      add(
        T(`${Road(i).en} takes less than ${hours(cut).en}.`, `${Road(i).hi} पर ${hours(cut).hi} से कम लगते हैं।`),
        (s) => time(s, i) < cut,
      );
    add(
      T(
        `${Road(i).en} takes an ${v % 2 ? 'odd' : 'even'} number of hours.`,
        `${Road(i).hi} पर ${v % 2 ? 'विषम' : 'सम'} संख्या में घंटे लगते हैं।`,
      ),
      (s) => time(s, i) % 2 === v % 2,
    );
    for (const j of range(R)) {
      if (j === i || (slot(j) >= 0 && j < i)) continue;
      const d = v - time(t, j);
      if (d > 0 && rng.next() < (slot(j) >= 0 ? 0.3 : 0.1))
        add(
          T(
            `${Road(i).en} takes ${hours(d).en} more than ${road(j).en}.`,
            `${Road(i).hi} पर ${road(j).hi} से ${hours(d).hi} अधिक लगते हैं।`,
          ),
          (s) => time(s, i) - time(s, j) === d,
        );
      if (slot(j) >= 0 && rng.next() < 0.3) {
        const sum = v + time(t, j);
        add(
          T(
            `${Road(i).en} and ${road(j).en} take ${hours(sum).en} together.`,
            `${Road(i).hi} और ${road(j).hi} पर कुल ${hours(sum).hi} लगते हैं।`,
          ),
          (s) => time(s, i) + time(s, j) === sum,
        );
      }
    }
  }
  for (const p of all)
    if (p.some((i) => slot(i) >= 0) && rng.next() < 0.4) {
      const total = pathTime(t, p);
      add(
        T(
          `The route ${routeText(p)} takes ${hours(total).en} in all.`,
          `मार्ग ${routeText(p)} पर कुल ${hours(total).hi} लगते हैं।`,
        ),
        (s) => pathTime(s, p) === total,
      );
    }
  // The quickest time from A to a town other than F: the least total over its routes.
  const routesTo = range(N).map((v) => (v === 0 ? [] : routes(roads, 0, v)));
  const quickest = (s: Fill, v: number) => Math.min(...get(routesTo, v).map((p) => pathTime(s, p)));
  for (const v of range(N))
    if (v !== 0 && v !== END && get(routesTo, v).length > 1 && rng.next() < 0.6) {
      const d = get(dijkstra(roads, w, 0), v);
      add(
        T(
          `The quickest way from A to ${get(LETTERS, v)} takes ${hours(d).en}.`,
          `A से ${get(LETTERS, v)} तक पहुँचने में कम से कम ${hours(d).hi} लगते हैं।`,
        ),
        (s) => quickest(s, v) === d,
      );
    }
  const clues = singleOut(rng, SPACE, truth, pool);
  if (!clues || clues.length < 3 || clues.length > 7) return null;

  // The checker: every way to fill the four missing times, kept when every clue holds.
  const solve = lazy(() => {
    const found: Fill[] = [];
    for (let s = 0; s < 8 ** UNKNOWN; s++) if (allHold(clues, s)) found.push(s);
    return found.length === 1 ? (found[0] as Fill) : null;
  });
  /** The least time over every route repeating no town (the checker's method). */
  const bestByRoutes = (s: Fill, closed = -1) => {
    const ts = routes(roads, 0, END, closed).map((p) => pathTime(s, p));
    return ts.length > 0 ? Math.min(...ts) : Number.POSITIVE_INFINITY;
  };
  const steps = deductionLines(
    SPACE,
    clues,
    unknown.map((i) => ({
      text: T(`${road(i).en}: ${hours(time(t, i)).en}`, `${road(i).hi}: ${hours(time(t, i)).hi}`),
      holds: (s: Fill) => time(s, i) === time(t, i),
    })),
  );
  const best = get(dijkstra(roads, w, 0), END);
  const routeLines = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Route' : 'मार्ग', lang === 'en' ? 'Time (hours)' : 'समय (घंटे)'],
      all.map((p) => [routeText(p), `${p.map((i) => get(w, i)).join(' + ')} = ${pathTime(t, p)}`]),
    ),
  );
  const deduction = both((lang) =>
    [
      lang === 'en' ? 'Finding the missing times from the clues:' : 'संकेतों से लुप्त समय ज्ञात करना:',
      steps[lang],
      lang === 'en'
        ? `With every time known, the routes from A to F that repeat no town are:`
        : `सभी समय ज्ञात होने पर A से F तक के वे मार्ग, जिनमें कोई नगर दोबारा नहीं आता:`,
      routeLines[lang],
    ].join('\n\n'),
  );
  const questions: GeneratedQuestion[] = [];
  // 1. A missing time.
  const u = rng.pick(unknown);
  const ut = time(t, u);
  const a1 = hours(ut);
  // Distractors: the times this road could take if one clue were overlooked (each clue is needed,
  // so dropping one leaves other fillings), then near values; all within the stated LOW..9 range.
  const slips1: number[] = [];
  clues.forEach((_, k) => {
    const rest = clues.filter((_, j) => j !== k);
    for (const s of SPACE) if (allHold(rest, s) && !slips1.includes(time(s, u))) slips1.push(time(s, u));
  });
  questions.push(
    choiceQuestion(
      {
        title: T('A missing travel time', 'लुप्त यात्रा-समय'),
        statement: T(`How long does ${road(u).en} take?`, `${road(u).hi} पर कितना समय लगता है?`),
        explain: T('', ''),
        answer: a1,
        ...textOptions(
          rng,
          a1,
          [...rng.shuffle(slips1), ut + 1, ut - 1, ut + 2, ut - 2, ut + 3, ut - 3]
            .filter((x) => x >= LOW && x <= 9 && x !== ut)
            .map(hours),
          [],
        ),
        checkAnswer: () => {
          const s = solve();
          return s === null ? null : hours(time(s, u)).en;
        },
        seconds: 180,
      },
      deduction,
    ),
  );
  // 2. The quickest time from A to F (type in).
  questions.push(
    numericQuestion({
      title: T('The quickest time', 'न्यूनतम समय'),
      statement: T(
        'What is the least time (in hours) needed to travel from A to F?',
        'A से F तक यात्रा में कम से कम कितने घंटे लगते हैं?',
      ),
      value: best,
      solution: both((lang) =>
        [
          deduction[lang],
          lang === 'en'
            ? `The smallest total in the table is ${best} hours.`
            : `तालिका में सबसे छोटा योग ${best} घंटे है।`,
        ].join('\n\n'),
      ),
      seconds: 200,
      check: () => {
        const s = solve();
        return s === null ? null : bestByRoutes(s);
      },
    }),
  );
  // 3. A road of a quickest route closed.
  const quick = all.filter((p) => pathTime(t, p) === best);
  const closable = get(quick, 0).filter((i) => Number.isFinite(get(dijkstra(roads, w, 0, i), END)));
  if (closable.length === 0) return null;
  const shut = rng.pick(closable);
  const after = get(dijkstra(roads, w, 0, shut), END);
  const a3 = hours(after);
  const asks: Ask[] = [
    {
      title: T('A road closed', 'सड़क बंद'),
      statement: T(
        `If ${road(shut).en} is closed, what is the least time needed to travel from A to F?`,
        `यदि ${road(shut).hi} बंद हो जाए, तो A से F तक यात्रा में कम से कम कितना समय लगेगा?`,
      ),
      explain: T(
        `Leave out every route in the table that uses ${road(shut).en}; the smallest total among the rest is ${after} hours.`,
        `तालिका के उन सभी मार्गों को छोड़ दें जो ${road(shut).hi} से होकर जाते हैं; शेष में सबसे छोटा योग ${after} घंटे है।`,
      ),
      answer: a3,
      ...textOptions(
        rng,
        a3,
        // Slips: the time with the road still open; the next quickest routes that avoid it (a
        // route misread or mis-added); then a neighbour of the answer.
        [
          best,
          ...[...new Set(all.filter((p) => !p.includes(shut)).map((p) => pathTime(t, p)))]
            .filter((x) => x > after)
            .sort((x, y) => x - y),
          after + 1,
          after - 1,
          after + 2,
          after + 3,
        ]
          .filter((x) => x >= 1 && x !== after)
          .map(hours),
        [],
      ),
      checkAnswer: () => {
        const s = solve();
        return s === null ? null : hours(bestByRoutes(s, shut)).en;
      },
      seconds: 200,
    },
  ];
  // 4. The quickest route, when only one route is quickest.
  if (quick.length === 1) {
    const others = rng.shuffle(all.filter((p) => pathTime(t, p) !== best)).slice(0, 3);
    const a4 = T(routeText(get(quick, 0)), routeText(get(quick, 0)));
    const opts = [get(quick, 0), ...others];
    if (others.length === 3)
      asks.push({
        title: T('The quickest route', 'सबसे तेज़ मार्ग'),
        statement: T(
          'Which of the following is the quickest route from A to F?',
          'निम्नलिखित में से A से F तक का सबसे तेज़ मार्ग कौन-सा है?',
        ),
        explain: T(
          `Its total, ${best} hours, is the smallest in the table.`,
          `इसका योग, ${best} घंटे, तालिका में सबसे छोटा है।`,
        ),
        answer: a4,
        ...textOptions(
          rng,
          a4,
          others.map((p) => T(routeText(p), routeText(p))),
          [],
        ),
        checkAnswer: () => {
          const s = solve();
          if (s === null) return null;
          const tt = opts.map((p) => pathTime(s, p));
          const m = Math.min(...tt);
          const win = opts.filter((_, k) => tt[k] === m);
          return win.length === 1 ? routeText(get(win, 0)) : null;
        },
        seconds: 180,
      });
  }
  // 5. The fewest new roads so that every town can reach every other (by the groups of towns that
  // reach one another; the checker tries every set of one, two, three… new roads instead).
  const link = groupsToLink(roads);
  const addN = link.need;
  if (addN < 1 || addN > 3) return null;
  const a5 = T(String(addN), String(addN));
  const setText = (gs: readonly number[][]) =>
    gs.map((g) => `{${g.map((v) => get(LETTERS, v)).join(', ')}}`).join(', ');
  const [ns, nk] = [link.sources.length, link.sinks.length];
  asks.push({
    title: T('Roads to add', 'जोड़ी जाने वाली सड़कें'),
    statement: T(
      'What is the minimum number of new one-way roads that must be built so that every town can be reached from every other town?',
      'कम से कम कितनी नई एकतरफ़ा सड़कें बनानी होंगी ताकि हर नगर से हर दूसरे नगर तक पहुँचा जा सके?',
    ),
    explain: T(
      `Group the towns that can already reach one another: ${setText(link.groups)}. No road comes from another group into ${setText(link.sources)}, and no road leaves ${setText(link.sinks)} for another group. Each new road gives at most one such group a road in and at most one a road out, so at least max(${ns}, ${nk}) = ${addN} new road${addN === 1 ? ' is' : 's are'} needed; joining the groups in a cycle shows that ${addN} ${addN === 1 ? 'is' : 'are'} enough.`,
      `जो नगर पहले से एक-दूसरे तक पहुँच सकते हैं उनके समूह: ${setText(link.groups)}। ${setText(link.sources)} में किसी दूसरे समूह से कोई सड़क नहीं आती, और ${setText(link.sinks)} से किसी दूसरे समूह की ओर कोई सड़क नहीं जाती। हर नई सड़क ऐसे अधिकतम एक समूह में आने का और अधिकतम एक समूह से जाने का रास्ता देती है, अतः कम से कम max(${ns}, ${nk}) = ${addN} नई ${addN === 1 ? 'सड़क चाहिए' : 'सड़कें चाहिए'}; समूहों को एक चक्र में जोड़ने पर इतनी ही पर्याप्त हैं।`,
    ),
    answer: a5,
    ...textOptions(
      rng,
      a5,
      [1, 2, 3, 4, 5].filter((x) => x !== addN).map((x) => T(String(x), String(x))),
      [],
    ),
    // Independent: the smallest k for which some k new roads make every town reach every other.
    checkAnswer: () => String(fewestToAdd(roads)),
    seconds: 200,
  });
  for (const ask of asks) questions.push(choiceQuestion(ask, deduction));
  if (questions.length < 4) return null;
  const table = both((lang) =>
    mdTable(
      [lang === 'en' ? 'Road (one-way)' : 'सड़क (एकतरफ़ा)', lang === 'en' ? 'Time (hours)' : 'समय (घंटे)'],
      roads.map((r, i) => [
        `${get(LETTERS, r.a)} → ${get(LETTERS, r.b)}`,
        slot(i) >= 0 ? '?' : String(get(w, i)),
      ]),
    ),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? `Six towns A, B, C, D, E and F are joined by the one-way roads listed below; a road can be used only in the direction shown. The table gives the travel time on each road, but the times of four roads (marked ?) were lost. Each lost time is a whole number of hours from ${LOW} to 9.`
        : `छह नगर A, B, C, D, E और F नीचे दी गई एकतरफ़ा सड़कों से जुड़े हैं; किसी सड़क पर केवल दिखाई गई दिशा में ही जाया जा सकता है। तालिका में हर सड़क का यात्रा-समय दिया है, पर चार सड़कों (? से चिह्नित) का समय खो गया। हर खोया हुआ समय ${LOW} से 9 तक घंटों की कोई पूर्ण संख्या है।`,
      table[lang],
      lang === 'en' ? 'The following is also known:' : 'यह भी ज्ञात है:',
      clueList(clues, lang),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('One-way roads with missing times', 'एकतरफ़ा सड़कें और लुप्त समय'), body },
    questions: questions.slice(0, 5),
    numbers: [],
  };
}

/** Six towns on one-way roads, four travel times missing and fixed by clues; a road closed, roads to add. */
export const lrdiCatOneWayRoads: QuestionSetGenerator = {
  id: 'routes-and-networks/cat-one-way-roads',
  topic: 'routes-and-networks',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
